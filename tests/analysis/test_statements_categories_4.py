"""Issue 23, fourth round: the largest groups of clauses still not said, each read by its own marks, both ways.

- a party told of a fact ("nimmt zur Kenntnis, dass …", "acknowledges that …"): what the party is told, not its act;
- consent given in the indicative ("stimmt … zu", "erklärt sich … einverstanden", "agrees to the …");
- no side agreements, the entire agreement, a right or rule left unaffected ("bleibt unberührt");
- what a party receives (a copy, a confirmation);
- a payment made back to a party named in the dative ("wird dem Käufer erstattet", "will be refunded to the buyer").

A category fires only where its mark is there and the party is named; a negation, a modal word before the verb or a
neighbouring form that means something else yields no statement of that category. Sentences written for these tests
(no corpus text)."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence
from tests.analysis.statement_checks import JOB, LEASE, SHOP
from tests.analysis.statement_checks import said as _said

# --- a party told of a fact, a party's consent -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "category", "expected"),
    [
        ("Der Arbeitnehmer nimmt zur Kenntnis, dass der Arbeitgeber seine Adresse speichert.", "de", JOB, "employee"),
        (
            "Die Mieterin nimmt hiermit zur Kenntnis, dass im Keller keine Fahrräder stehen dürfen.",
            "de",
            LEASE,
            "tenant",
        ),
        ("Schließlich nehmen Sie zur Kenntnis, dass wir Ihre Beiträge sichern.", "de", SHOP, "you"),
        ("The employee acknowledges that the employer stores his address.", "en", JOB, "employee"),
        ("The tenant hereby acknowledges that the cellar is shared.", "en", LEASE, "tenant"),
    ],
)
def test_a_party_told_of_a_fact(sentence: str, language: str, category: str, expected: str) -> None:
    assert _said(sentence, language, category) == (expected, "does", "acknowledge")


@pytest.mark.parametrize(
    ("sentence", "language", "category", "expected"),
    [
        # the modal word belongs to what the reader is told: the other side's right, never the reader's
        (
            "You acknowledge that we may change the service at any time.",
            "en",
            SHOP,
            ("provider", "may", "change_service"),
        ),
        (
            "Sie nehmen zur Kenntnis, dass wir den Dienst jederzeit ändern dürfen.",
            "de",
            SHOP,
            ("provider", "may", "change_service"),
        ),
        (
            "The tenant acknowledges that the landlord must repair the heating.",
            "en",
            LEASE,
            ("landlord", "must", "repair"),
        ),
        # no modal word in what is told: the acknowledgement stays
        (
            "Der Arbeitnehmer nimmt zur Kenntnis, dass der Arbeitgeber seine Adresse speichert.",
            "de",
            JOB,
            ("employee", "does", "acknowledge"),
        ),
        # someone's view is no duty: the acknowledgement stays
        (
            "Der Mieter nimmt zur Kenntnis, dass der Vermieter meint, er müsse die Heizung reparieren.",
            "de",
            LEASE,
            ("tenant", "does", "acknowledge"),
        ),
    ],
)
def test_what_a_party_is_told_is_said_where_it_names_its_party(
    sentence: str, language: str, category: str, expected: tuple[str, str, str]
) -> None:
    assert _said(sentence, language, category) == expected


@pytest.mark.parametrize(
    ("sentence", "language", "category", "expected"),
    [
        ("Der Kunde stimmt der Speicherung seiner Bestellung zu.", "de", SHOP, "customer"),
        ("Der Mieter erklärt sich mit der Hausordnung einverstanden.", "de", LEASE, "tenant"),
        ("Sie stimmen zu, dass wir Ihnen Rechnungen per E-Mail senden.", "de", SHOP, "you"),
        ("The customer agrees to the processing of the order data.", "en", SHOP, "customer"),
        ("The customer consents to the use of cookies.", "en", SHOP, "customer"),
        ("You agree that invoices are sent by e-mail.", "en", SHOP, "you"),
    ],
)
def test_consent_given_in_the_indicative(sentence: str, language: str, category: str, expected: str) -> None:
    assert _said(sentence, language, category) == (expected, "does", "consent")


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        # negated: not said
        ("Der Kunde stimmt der Speicherung nicht zu.", "de", SHOP),
        ("The customer does not agree to the terms.", "en", SHOP),
        # "agrees to" + a verb is a duty, read as one
        ("The customer agrees to pay the fee.", "en", SHOP),
        # no "that": a receipt acknowledged is no fact told
        ("The landlord acknowledges receipt of the deposit.", "en", LEASE),
        # the consent stands in a clause before the main one
        ("Before the employee agrees to the transfer, the employer must inform him.", "en", JOB),
        # a modal word before the verb: a duty to acknowledge, not the acknowledgement
        ("The employee must acknowledge that the rules apply.", "en", JOB),
        # the phrase inside a clause that someone else states
        ("Der Arbeitgeber teilt mit, dass der Arbeitnehmer zur Kenntnis nimmt.", "de", JOB),
        # "nimmt … in Besitz" is no acknowledgement
        ("Die Mieterin nimmt die Wohnung in Besitz.", "de", LEASE),
        # no party named
        ("Es wird zur Kenntnis genommen, dass der Keller feucht ist.", "de", LEASE),
    ],
)
def test_no_told_or_consent_without_its_marks(sentence: str, language: str, category: str) -> None:
    said = _said(sentence, language, category)
    assert said is None or said[2] not in ("acknowledge", "consent")


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # consent to an act of one's own: the act is read, not a bare consent
        ("Der Mieter erklärt sich bereit und einverstanden, die Kosten zu tragen.", ("tenant", "bear_costs")),
        # consent given by using the service keeps its own reading
        ("Indem Sie den Dienst nutzen, stimmen Sie diesen Bedingungen zu.", ("you", "agree_by_use")),
    ],
)
def test_consent_to_an_act_or_by_use_keeps_its_reading(sentence: str, expected: tuple[str, str]) -> None:
    said = _said(sentence, "de", LEASE if "Mieter" in sentence else SHOP)
    assert said is not None and (said[0], said[2]) == expected


def test_consent_to_an_act_the_lexicon_does_not_read_is_said_as_consent() -> None:
    said = _said("Im Gegenzug für die Nutzung willigen Sie ein, diese Regeln einzuhalten.", "de", SHOP)
    assert said == ("you", "does", "consent")


def test_agrees_to_pay_stays_a_duty() -> None:
    assert _said("The customer agrees to pay the fee.", "en", SHOP) == ("customer", "must", "pay")


def test_a_duty_to_acknowledge_keeps_its_modal_word() -> None:
    said = _said("The employee must acknowledge that the rules apply.", "en", JOB)
    assert said is not None and said[1] == "must"


def test_an_opening_condition_stays_with_the_consent() -> None:
    found = read_sentence("Wenn Sie ein Konto anlegen, stimmen Sie diesen Regeln zu.", "de", SHOP)
    assert found is not None and (found.action, found.condition) == ("consent", True)


# --- the contract's own working: no side agreements, the entire agreement, a rule left unaffected ----------------------


@pytest.mark.parametrize(
    ("sentence", "language", "category", "expected"),
    [
        ("Nebenabreden in mündlicher Form bestehen nicht.", "de", LEASE, "no_side_agreements"),
        ("Nebenabreden zu diesem Vertrag wurden nicht getroffen.", "de", JOB, "no_side_agreements"),
        ("There are no oral side agreements.", "en", LEASE, "no_side_agreements"),
        ("Dieser Vertrag enthält die vollständige Vereinbarung der Parteien.", "de", JOB, "entire_agreement"),
        ("This agreement is the entire agreement between the parties.", "en", JOB, "entire_agreement"),
        (
            "Dieser Mietvertrag beinhaltet die vollständige Mietvereinbarung der Parteien.",
            "de",
            LEASE,
            "entire_agreement",
        ),
        ("Das Recht zur fristlosen Kündigung bleibt unberührt.", "de", LEASE, "unaffected"),
        ("Ihre gesetzlichen Rechte bleiben unberührt.", "de", SHOP, "unaffected"),
        ("Unberührt bleibt das Recht des Kunden auf Minderung.", "de", SHOP, "unaffected"),
        ("Your statutory rights remain unaffected.", "en", SHOP, "unaffected"),
        ("This does not affect your statutory rights.", "en", SHOP, "unaffected"),
        ("Your statutory rights shall remain unaffected.", "en", SHOP, "unaffected"),
    ],
)
def test_provisions_of_the_contracts_own_working(sentence: str, language: str, category: str, expected: str) -> None:
    assert _said(sentence, language, category) == (None, "does", expected)


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        # side agreements need a form: another rule
        ("Nebenabreden bedürfen der Schriftform.", "de", LEASE),
        ("Mündliche Nebenabreden sind nur wirksam, wenn sie schriftlich bestätigt werden.", "de", LEASE),
        # a duty beside the unaffected right: the duty is said
        ("Der Mieter muss die Miete zahlen; das Recht zur Minderung bleibt unberührt.", "de", LEASE),
        # negated: not said
        ("Das Recht zur Minderung bleibt nicht unberührt.", "de", LEASE),
        ("The tenant's rights are affected by this clause.", "en", LEASE),
        # the whole of an agreement said to be void: no entire-agreement clause
        ("Ist diese Klausel unwirksam, ist die gesamte Schiedsvereinbarung nichtig.", "de", SHOP),
        ("Sollte das Verbot unwirksam sein, ist diese gesamte Schiedsvereinbarung nichtig.", "de", SHOP),
        ("If this waiver is invalid, the entire agreement to arbitrate is void.", "en", SHOP),
        ("This clause is the entire agreement to arbitrate only if it is not void.", "en", SHOP),
        # "entire" of something else
        ("The landlord is the entire owner of the house.", "en", LEASE),
        # severability keeps its own reading
        ("Ist eine Bestimmung unwirksam, bleiben die übrigen Bestimmungen unberührt.", "de", LEASE),
    ],
)
def test_no_provision_without_its_marks(sentence: str, language: str, category: str) -> None:
    said = _said(sentence, language, category)
    assert said is None or said[2] not in ("no_side_agreements", "entire_agreement", "unaffected")


def test_the_duty_beside_an_unaffected_right_is_read() -> None:
    said = _said("Der Mieter muss die Miete zahlen; das Recht zur Minderung bleibt unberührt.", "de", LEASE)
    assert said == ("tenant", "must", "pay")


def test_severability_is_read_before_unaffected() -> None:
    said = _said("Ist eine Bestimmung unwirksam, bleiben die übrigen Bestimmungen unberührt.", "de", LEASE)
    assert said == (None, "does", "severability")


# --- what a party receives; a payment made back to a party in the dative ---------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "category", "expected"),
    [
        ("Jede Vertragspartei erhält eine Ausfertigung dieses Vertrages.", "de", LEASE, ("parties", "receive_copy")),
        ("Each party receives a copy of this agreement.", "en", LEASE, ("parties", "receive_copy")),
        ("Die Mieterin erhält ein Exemplar der Hausordnung.", "de", LEASE, ("tenant", "receive_copy")),
        ("Sie erhalten eine Bestätigung per E-Mail.", "de", SHOP, ("you", "receive_confirmation")),
        ("The customer receives an order confirmation by e-mail.", "en", SHOP, ("customer", "receive_confirmation")),
        (
            "Der gezahlte Betrag wird dem Käufer erstattet, wenn die Veranstaltung ausfällt.",
            "de",
            SHOP,
            ("customer", "get_refund"),
        ),
        ("Der Kaufpreis wird Ihnen zurückgezahlt.", "de", SHOP, ("you", "get_refund")),
        ("The price will be refunded to the buyer if the event is cancelled.", "en", SHOP, ("customer", "get_refund")),
        # things handed to a party in the dative, in either voice
        ("Der Mieterin werden zwei Schlüssel für die Haustür ausgehändigt.", "de", LEASE, ("tenant", "receive_items")),
        ("Dem Mieter wird ein Stellplatz zur Verfügung gestellt.", "de", LEASE, ("tenant", "receive_items")),
        ("Die Schlüssel werden dem Vermieter beim Auszug übergeben.", "de", LEASE, ("landlord", "receive_items")),
        ("Ihnen wird eine Zugangskarte ausgehändigt.", "de", JOB, ("you", "receive_items")),
    ],
)
def test_what_a_party_receives(sentence: str, language: str, category: str, expected: tuple[str, str]) -> None:
    assert _said(sentence, language, category) == (expected[0], "does", expected[1])


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        ("Sie erhalten keine Bestätigung per E-Mail.", "de", SHOP),
        ("The customer does not receive a copy.", "en", SHOP),
        ("Der Betrag wird dem Käufer nicht erstattet.", "de", SHOP),
        ("The price will not be refunded to the buyer.", "en", SHOP),
        # the recipient is no party
        ("Der Betrag wird der Kreditkarte gutgeschrieben.", "de", SHOP),
        # no recipient named: nothing received is said
        ("Die Wohnung wird in renoviertem Zustand übergeben.", "de", LEASE),
        ("Der Mieter wird die Wohnung übergeben.", "de", LEASE),
        # "Der" before a masculine noun is its nominative, not a dative
        ("Der Mieter werden die Schlüssel übergeben.", "de", LEASE),
        ("Die Wohnung wird dem Mieter nicht übergeben, solange die Kaution fehlt.", "de", LEASE),
        ("The deposit is repaid to the account the tenant names.", "en", LEASE),
        # a refund in a clause of its own ("…, dass …")
        ("Der Verkäufer teilt mit, dass der Betrag dem Käufer erstattet wird.", "de", SHOP),
    ],
)
def test_nothing_received_without_its_marks(sentence: str, language: str, category: str) -> None:
    said = _said(sentence, language, category)
    assert said is None or said[2] not in ("receive_copy", "receive_confirmation", "get_refund", "receive_items")


def test_a_refund_keeps_its_condition() -> None:
    found = read_sentence("Der gezahlte Betrag wird dem Käufer erstattet, wenn die Veranstaltung ausfällt.", "de", SHOP)
    assert found is not None and found.condition
