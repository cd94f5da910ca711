"""Issue 23: an exclusion is part of the statement, and a verb with two senses is read by its object's category.

Sentences written for these tests (no corpus text)."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_clause, read_sentence


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        # The right or action is the subject, and the predicate says it does not exist or happen: no "may".
        ("Die ordentliche Kündigung vor Arbeitsantritt ist ausgeschlossen.", "de", "employment_contract"),
        (
            "Das Recht des Arbeitnehmers, vor Arbeitsantritt zu kündigen, ist ausgeschlossen.",
            "de",
            "employment_contract",
        ),
        (
            "Ein Anspruch des Arbeitnehmers, Überstunden vergütet zu bekommen, besteht nicht.",
            "de",
            "employment_contract",
        ),
        ("Das Recht des Mieters, den Vertrag zu kündigen, entfällt.", "de", "lease"),
        ("Eine Rücksendung der Ware durch den Kunden findet nicht statt.", "de", "terms_and_conditions"),
        (
            "The employee's right to terminate this agreement before commencement is excluded.",
            "en",
            "employment_contract",
        ),
        ("The customer's right to withdraw shall not apply to personalised goods.", "en", "terms_and_conditions"),
        ("Section 5 shall not apply where the customer may cancel the order.", "en", "terms_and_conditions"),
        ("Il diritto del cliente di recedere è escluso per i beni personalizzati.", "it", "terms_and_conditions"),
        ("Le droit du client de se rétracter est exclu pour les biens personnalisés.", "fr", "terms_and_conditions"),
    ],
)
def test_an_excluded_right_is_no_right(sentence: str, language: str, category: str) -> None:
    assert read_sentence(sentence, language, category) is None


@pytest.mark.parametrize(
    ("clause", "language"),
    [
        (
            "Vor Arbeitsantritt ist die ordentliche Kündigung ausgeschlossen, während der Probezeit kann das "
            "Arbeitsverhältnis von beiden Seiten gekündigt werden.",
            "de",
        ),
        (
            "Die Kündigung vor Arbeitsantritt ist ausgeschlossen. Das Arbeitsverhältnis kann jedoch beiderseits "
            "gekündigt werden.",
            "de",
        ),
        ("Either party may terminate this agreement. Termination before the start of employment is excluded.", "en"),
        ("The tenant may sublet the flat. This right shall not apply to commercial use.", "en"),
    ],
)
def test_a_right_the_clause_limits_by_an_exclusion_carries_its_condition(clause: str, language: str) -> None:
    rights = [s for s in read_clause(clause, language, category="employment_contract") if s.modality == "may"]
    assert rights, "the right itself is still read"
    assert all(s.condition for s in rights)


@pytest.mark.parametrize(
    ("clause", "language"),
    [
        ("Der Arbeitgeber kann das Arbeitsverhältnis mit einer Frist von vier Wochen kündigen.", "de"),
        ("Either party may terminate this agreement by giving one month's notice.", "en"),
    ],
)
def test_a_right_without_an_exclusion_stays_unconditional(clause: str, language: str) -> None:
    (found,) = read_clause(clause, language, category="employment_contract")
    assert (found.modality, found.condition) == ("may", False)
    assert found.action in ("give_notice", "employment_notice")


def test_a_duty_next_to_an_exclusion_stays_a_duty() -> None:
    (found,) = read_clause(
        "Der Mieter muss die Kaution zahlen. Eine Verzinsung findet nicht statt.", "de", category="lease"
    )
    assert (found.party, found.modality, found.action, found.condition) == ("tenant", "must", "pay", False)


@pytest.mark.parametrize(
    "sentence",
    [
        # A thing shown is displayed, not reported.
        "Booking.com kann Angebote anzeigen.",
        "Wir können Ihnen personalisierte Werbung anzeigen.",
        "Der Anbieter ist berechtigt, Inhalte anderer Nutzer anzuzeigen.",
        "Der Anbieter kann auf der Plattform Suchergebnisse und Bewertungen anzeigen.",
        "Wir zeigen Ihnen personalisierte Werbung an.",
    ],
)
def test_anzeigen_with_a_thing_shown_is_not_notifying(sentence: str) -> None:
    found = read_sentence(sentence, "de", "terms_and_conditions")
    assert found is None or found.action != "notify"


@pytest.mark.parametrize(
    ("sentence", "party"),
    [
        # A thing reported or a recipient: notify.
        ("Der Mieter muss Mängel unverzüglich anzeigen.", "tenant"),
        ("Der Mieter muss dem Vermieter Schäden anzeigen.", "tenant"),
        ("Zeigt sich ein Mangel, so hat der Mieter dies dem Vermieter unverzüglich anzuzeigen.", "tenant"),
        ("Der Arbeitnehmer hat jede Nebentätigkeit vorher anzuzeigen.", "employee"),
        ("Der Mieter zeigt dem Vermieter Schäden unverzüglich an.", "tenant"),
    ],
)
def test_anzeigen_with_a_thing_reported_or_a_recipient_is_notifying(sentence: str, party: str) -> None:
    category = "lease" if "Mieter" in sentence else "employment_contract"
    found = read_sentence(sentence, "de", category)
    assert found is not None
    assert (found.party, found.modality, found.action) == (party, "must", "notify")


@pytest.mark.parametrize(
    ("clause", "language", "limited"),
    [
        # The exclusion is of another legal thing (liability): the right to rescind stays as it is.
        (
            "Der Kunde kann vom Vertrag zurücktreten. Die Haftung des Verkäufers für leichte Fahrlässigkeit ist "
            "ausgeschlossen.",
            "de",
            False,
        ),
        ("The customer may withdraw from the contract. Liability for slight negligence is excluded.", "en", False),
        # The exclusion is of the same thing: the right holds only where the exclusion leaves it.
        (
            "Der Kunde kann vom Vertrag zurücktreten. Ein Rücktritt ist bei personalisierten Waren ausgeschlossen.",
            "de",
            True,
        ),
        ("The customer may withdraw from the contract. Withdrawal is excluded for personalised goods.", "en", True),
    ],
)
def test_only_an_exclusion_of_the_same_thing_limits_a_right(clause: str, language: str, limited: bool) -> None:
    (found,) = read_clause(clause, language, category="terms_and_conditions")
    assert found.modality == "may"
    assert found.condition is limited
