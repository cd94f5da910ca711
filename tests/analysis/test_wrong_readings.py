"""Issue 23: four kinds of wrong statement, each a linguistic category, read both ways in German and English
(sentences written for these tests)."""

from __future__ import annotations

import pytest

from app.analysis.frames import frame_of
from app.analysis.statements import read_sentence
from app.analysis.topics import is_parties_block

SHOP = "terms_and_conditions"


@pytest.mark.parametrize(
    ("sentence", "language", "party"),
    [
        # Two clauses joined by "und"/"and": the modal's own clause names its subject.
        ("Sie verlieren dann den Zugang und wir können Ihre Beiträge löschen.", "de", "provider"),
        ("Sie verlieren dann den Zugang, und wir können Ihre Beiträge löschen.", "de", "provider"),
        ("You will lose your access, and we may delete your posts.", "en", "provider"),
        ("You lose the licence and we may remove your posts.", "en", "provider"),
        # Two subjects joined by "und"/"and": both parties.
        ("Sie und wir können die Vereinbarung jederzeit kündigen.", "de", "parties"),
        ("You and we may end this agreement at any time.", "en", "parties"),
        ("Der Käufer oder der Verkäufer kann den Vertrag kündigen.", "de", "parties"),
    ],
)
def test_the_party_is_the_subject_of_the_modal_s_own_clause(sentence: str, language: str, party: str) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None and found.party == party


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        ("Die [ORG] ist berechtigt, Sie von der Arbeitsleistung freizustellen.", "de", "employment_contract"),
        ("Die ist berechtigt, Sie von der Arbeit freizustellen.", "de", "employment_contract"),
        ("Die <<NAME>> kann Sie jederzeit von der Arbeit freistellen.", "de", "employment_contract"),
        ("The [ORG] may release you from work.", "en", "employment_contract"),
    ],
)
def test_a_removed_name_as_subject_gives_no_party(sentence: str, language: str, category: str) -> None:
    found = read_sentence(sentence, language, category)
    assert found is None or (found.party is None and found.action != "indemnify")


def test_a_named_subject_after_a_comma_is_still_read() -> None:
    found = read_sentence(
        "Der Arbeitgeber ist berechtigt, Sie von der Arbeit freizustellen.", "de", "employment_contract"
    )
    assert found is not None and found.party == "employer" and found.action == "release_from_work"


@pytest.mark.parametrize(
    ("sentence", "category", "fires"),
    [
        ("Sie haben uns von allen Ansprüchen Dritter freizustellen.", SHOP, True),
        ("Sie verpflichten sich, uns von Ansprüchen Dritter freizustellen.", SHOP, True),
        ("Sie verpflichten sich, uns von Ansprüchen Dritter freizustellen.", "employment_contract", False),
        ("Die Firma ist berechtigt, Sie von der Arbeitsleistung freizustellen.", SHOP, False),
        ("Die Firma ist berechtigt, Sie freizustellen.", SHOP, False),
    ],
)
def test_the_indemnity_frame_needs_claims_and_a_service_s_terms(sentence: str, category: str, fires: bool) -> None:
    found = frame_of(sentence, "de", category)
    assert (found is not None and found[0] == "indemnify") is fires


@pytest.mark.parametrize(
    ("sentence", "language", "right"),
    [
        ("Während der Feiertage können sich Lieferungen an Sie verzögern.", "de", False),
        ("In Einzelfällen kann es vorkommen, dass Sie länger warten.", "de", False),
        ("Bei Ihnen können dabei Gebühren Ihrer Bank entstehen.", "de", False),
        ("During holidays, you may experience delays.", "en", False),
        ("Delays to you can occur in busy weeks.", "en", False),
        # A party that chooses an act: a right.
        ("Sie können die Bestellung jederzeit widerrufen.", "de", True),
        ("You may withdraw from the contract within 14 days.", "en", True),
        ("Der Kunde ist berechtigt, die Ware zurückzusenden.", "de", True),
    ],
)
def test_can_of_possibility_is_no_right(sentence: str, language: str, right: bool) -> None:
    found = read_sentence(sentence, language, SHOP)
    gives_right = found is not None and found.modality in ("may", "may_only") and found.party is not None
    assert gives_right is right


@pytest.mark.parametrize(
    ("sentence", "language", "party"),
    [
        # "von"/"durch" with an active verb is an attribute of the subject, not who acts.
        ("Vom Händler veranlasste Abbuchungen können jederzeit erfolgen.", "de", None),
        ("Die Bestellung durch den Kunden kann auch per Post erfolgen.", "de", None),
        # In a passive it names who acts.
        ("Der Vertrag kann vom Kunden jederzeit gekündigt werden.", "de", "customer"),
        ("This agreement may be terminated by the customer at any time.", "en", "customer"),
    ],
)
def test_an_agent_phrase_names_the_party_only_in_a_passive(sentence: str, language: str, party: str | None) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert (found.party if found is not None else None) == party


@pytest.mark.parametrize(
    ("sentence", "language", "said"),
    [
        # What follows from something else ("dadurch", "thus"): a possibility, not a right to deliver.
        ("Wir erhalten so eine Bestätigung und können die Ware dadurch sofort versenden.", "de", False),
        ("We receive a confirmation and can thus ship the goods at once.", "en", False),
        ("Sie werden zur Seite des Zahlungsdienstes weitergeleitet und bestätigen dort die Zahlung.", "de", False),
        ("Wir können die Ware auch in Teilen liefern.", "de", True),
        ("We may ship the goods in parts.", "en", True),
    ],
)
def test_a_payment_step_is_no_right_to_deliver(sentence: str, language: str, said: bool) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert (found is not None and found.action == "deliver" and found.party == "provider") is said


@pytest.mark.parametrize(
    ("text", "parties"),
    [
        (
            "§ 1 Geltungsbereich\nDiese Bedingungen gelten für alle Bestellungen in unserem Shop (nachfolgend „Kunde“).",
            False,
        ),
        ("Für alle Verträge mit unseren Kunden (im Folgenden „Kunde“) gilt ausschließlich diese Fassung.", False),
        ("These terms apply to every order you place with us (hereinafter the customer).", False),
        ("Zwischen [PERSON_1] (nachfolgend „Vermieter“) und [PERSON_2] (nachfolgend „Mieter“) wird vereinbart:", True),
        ("Die Vertragsparteien, nachfolgend „Arbeitgeber“ und „Arbeitnehmer“, schließen diesen Vertrag.", True),
        ("This agreement is made between [PERSON_1] (hereinafter the employer) and [PERSON_2].", True),
    ],
)
def test_the_parties_topic_only_where_the_clause_names_the_parties(text: str, parties: bool) -> None:
    assert is_parties_block(text) is parties
