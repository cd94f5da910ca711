"""Issue 23, fifth round: clauses still not said, each read by its own marks, both ways.

- things handed over in the active voice ("wird der Mieter dem Vermieter … übergeben"): the subject gives, the dative
  receives; never "the landlord receives" read as the tenant's receipt; the keys named where the text names them;
- data named before a list's commas as the object of "speichern und verwenden";
- an acknowledgement joined to a consent ("erkennen Sie an und willigen Sie ein", "acknowledge and agree"): both;
- a consent whose object is data or the terms; using or reading a named thing (the service, the terms);
- the sense the verb of "change_service" marks (change, or stop);
- provisions marked by their own words: claims settled by the pay, no right of withdrawal, no return or exchange, a
  binding order, costs passed on to a party, an overpayment the office finds, the office's intention to cancel its
  decision, an assessment subject (or not) to review or provisional, rent increases by
  statute, a handover report, a home handed over renovated, the right left unaffected when it is named.

Each fires only with its mark and the party the text names; a negation in the part of the sentence that holds the
mark, or a neighbouring form that means something else, yields no statement of that category. Sentences written for
these tests (no corpus text)."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence
from tests.analysis.statement_checks import JOB, LEASE, SHOP
from tests.analysis.statement_checks import said as _said

OFFICE = "authority_letter"
TAX = "tax_assessment"


def _details(sentence: str, language: str, category: str) -> list[str]:
    found = read_sentence(sentence, language, category)
    assert found is not None, sentence
    return list(found.details)


# --- handing over: who gives, who receives --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Dem Mieter werden bei Einzug drei Schlüssel übergeben.", ("tenant", "does", "receive_items")),
        ("Der Mieterin werden zwei Kellerschlüssel ausgehändigt.", ("tenant", "does", "receive_items")),
        ("Der Mieter hat dem Vermieter bei Auszug alle Schlüssel zu übergeben.", ("tenant", "must", "hand_over")),
    ],
)
def test_who_receives_and_who_gives(sentence: str, expected: tuple[str, str, str]) -> None:
    assert _said(sentence, "de", LEASE) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # active future: the tenant gives; the landlord in the dative is no receipt of the tenant's
        "Bei Auszug wird der Mieter dem Vermieter alle Schlüssel übergeben.",
        "Am Ende der Mietzeit wird die Mieterin dem Vermieter die Wohnung besenrein übergeben.",
    ],
)
def test_an_active_dative_is_never_the_subjects_receipt(sentence: str) -> None:
    found = read_sentence(sentence, "de", LEASE)
    assert found is None or found.action != "receive_items"


@pytest.mark.parametrize(
    ("sentence", "language", "expected"),
    [
        ("Dem Mieter werden bei Einzug drei Schlüssel übergeben.", "de", ["keys"]),
        ("Der Mieter hat dem Vermieter bei Auszug alle Schlüssel zu übergeben.", "de", ["keys"]),
        ("Der Mieterin werden zwei Fernbedienungen ausgehändigt.", "de", []),
        ("The tenant must hand over all keys when moving out.", "en", ["keys"]),
    ],
)
def test_the_keys_are_named_where_the_text_names_them(sentence: str, language: str, expected: list[str]) -> None:
    assert _details(sentence, language, LEASE) == expected


# --- data handled, consent, acknowledgement ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Der Arbeitnehmer nimmt hiermit zur Kenntnis, dass der Arbeitgeber und seine Tochterfirmen Angaben und "
            "Daten der Beschäftigten für interne, steuerliche oder rechtliche Zwecke speichern und verwenden darf.",
            ("employer", "may", "process_data"),
        ),
        (
            "Der Arbeitgeber darf die Daten der Beschäftigten speichern und verwenden.",
            ("employer", "may", "process_data"),
        ),
        # no data named: the verb alone
        ("Der Mieter darf den Keller zu privaten, nicht gewerblichen Zwecken nutzen.", ("tenant", "may", "use")),
    ],
)
def test_data_named_before_a_list_is_what_is_handled(sentence: str, expected: tuple[str, str, str]) -> None:
    category = LEASE if "Mieter" in sentence else JOB
    assert _said(sentence, "de", category) == expected


@pytest.mark.parametrize(
    ("sentence", "language", "details"),
    [
        ("Sie erkennen an und willigen ein, dass die folgenden Regeln gelten.", "de", ["consent"]),
        ("Ferner erkennen Sie an und willigen Sie ein, dass die Regeln gelten.", "de", ["consent"]),
        ("You acknowledge and agree that the following rules apply.", "en", ["consent"]),
        # one verb only: the acknowledgement alone
        ("Der Kunde nimmt zur Kenntnis, dass die folgenden Regeln gelten.", "de", []),
        ("You acknowledge that the following rules apply.", "en", []),
        # a comma between: another clause, not a joined consent
        ("Sie erkennen an, dass die Regeln gelten, und stimmen der Hausordnung zu.", "de", []),
    ],
)
def test_an_acknowledgement_joined_to_a_consent_says_both(sentence: str, language: str, details: list[str]) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None
    assert (found.action, list(found.details)) == ("acknowledge", details)


@pytest.mark.parametrize(
    "sentence",
    [
        "Der Arbeitgeber erkennt die bisherige Betriebszugehörigkeit an.",  # recognising a fact, no acknowledgement
        "Sie erkennen nicht an und willigen nicht ein, dass die Regeln gelten.",
    ],
)
def test_recognising_is_no_acknowledgement_and_a_negation_says_nothing(sentence: str) -> None:
    found = read_sentence(sentence, "de", SHOP)
    assert found is None or found.action != "acknowledge"


@pytest.mark.parametrize(
    ("sentence", "language", "details"),
    [
        ("Der Arbeitnehmer stimmt der Verarbeitung und Weitergabe dieser Daten zu.", "de", ["data"]),
        ("Der Kunde erklärt sich mit der Speicherung seiner Bestelldaten einverstanden.", "de", ["data"]),
        ("The customer agrees to the processing of his order data.", "en", ["data"]),
        ("Der Kunde stimmt den Geschäftsbedingungen zu.", "de", ["terms"]),
        ("Im Gegenzug für die Nutzung des Dienstes willigen Sie ein, diese Bedingungen einzuhalten.", "de", ["terms"]),
        # the terms named only in the opening phrase: the consent is to what follows, not to them
        (
            "Durch Ihre Einwilligung in diese Bedingungen willigen Sie ferner ein, dass Ihre Beiträge öffentlich sind.",
            "de",
            [],
        ),
        ("Der Kunde stimmt der Hausordnung des Ladens zu.", "de", []),
    ],
)
def test_what_a_consent_is_to(sentence: str, language: str, details: list[str]) -> None:
    found = read_sentence(sentence, language, JOB if "Arbeitnehmer" in sentence else SHOP)
    assert found is not None
    assert (found.action, list(found.details)) == ("consent", details)


@pytest.mark.parametrize(
    ("sentence", "language", "expected"),
    [
        ("Wenn Sie diesen Bedingungen nicht zustimmen, dürfen Sie den Dienst nicht nutzen.", "de", ["service"]),
        ("If you do not accept these terms, you must not use the service.", "en", ["service"]),
        # a purpose or a narrower object: the ban is not on using the service as such
        ("Sie dürfen den Dienst nicht nutzen, um andere zu belästigen.", "de", []),
        ("You must not use the service to harass others.", "en", []),
        ("Lesen Sie diese Bedingungen bitte sorgfältig durch.", "de", ["terms"]),
        ("L'Utente dovrà leggere l'Informativa sulla Privacy.", "it", ["privacy_policy"]),
        # read for a purpose ("to learn more"): no named duty to read
        ("Bitte lesen Sie unsere Geschäftsbedingungen, um mehr über Käufe zu erfahren.", "de", []),
    ],
)
def test_the_service_or_the_terms_named_as_the_object(sentence: str, language: str, expected: list[str]) -> None:
    assert _details(sentence, language, SHOP) == expected


# --- change_service: what the verb marks -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "mark"),
    [
        ("Wir können den Dienst jederzeit ändern.", "de", "changes"),
        ("Wir können den Dienst jederzeit einstellen.", "de", "ends"),
        ("We may discontinue the service at any time.", "en", "ends"),
        ("We may modify the service at any time.", "en", "changes"),
        ("Wir können den Dienst jederzeit ändern oder einstellen.", "de", None),  # both: both said
    ],
)
def test_change_service_carries_the_sense_its_verb_marks(sentence: str, language: str, mark: str | None) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None and found.action == "change_service"
    marks = {"changes", "ends"} & set(found.details)
    assert marks == ({mark} if mark else set())


# --- provisions by their own marks -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "category", "expected"),
    [
        (
            "Mit dem vereinbarten Gehalt sind Reisezeiten und Bereitschaftsdienste abgegolten.",
            "de",
            JOB,
            "settled_by_pay",
        ),
        ("Für Gutscheine besteht kein Widerrufsrecht.", "de", SHOP, "no_withdrawal"),
        ("Ein Widerrufsrecht besteht nicht, wenn die Ware nach Maß angefertigt wurde.", "de", SHOP, "no_withdrawal"),
        ("There is no right of withdrawal for concert tickets.", "en", SHOP, "no_withdrawal"),
        (
            "Der Umtausch von Gutscheinen ist ausgeschlossen, es sei denn, die Ware ist mangelhaft.",
            "de",
            SHOP,
            "no_return",
        ),
        ("Jede Bestellung ist eine verbindliche Erklärung des Kunden.", "de", SHOP, None),  # the order frame says it
        ("Sie haben im Mai Wohngeld in Höhe von 300,00 EUR zu Unrecht erhalten.", "de", OFFICE, "overpaid"),
        ("Daraus ergibt sich eine Überzahlung von 300,00 EUR.", "de", OFFICE, "overpaid"),
        ("Wir beabsichtigen, den Bewilligungsbescheid vom 2. März aufzuheben.", "de", OFFICE, "intends_revoke"),
        ("Der Bescheid ergeht unter dem Vorbehalt der Nachprüfung.", "de", TAX, "under_review"),
        ("Der Bescheid ist nicht unter dem Vorbehalt der Nachprüfung ergangen.", "de", TAX, "not_under_review"),
        ("Die Festsetzung ist hinsichtlich der Kinderfreibeträge vorläufig.", "de", TAX, "provisional"),
        ("Mieterhöhungen richten sich nach den gesetzlichen Vorschriften.", "de", LEASE, "by_statute"),
        (
            "Bei Einzug wird ein Übergabeprotokoll erstellt und von beiden Seiten unterschrieben.",
            "de",
            LEASE,
            "handover_report",
        ),
        ("Die Räume werden in renoviertem Zustand übergeben.", "de", LEASE, "handed_over_renovated"),
    ],
)
def test_a_provision_is_read_by_its_marks(sentence: str, language: str, category: str, expected: str | None) -> None:
    found = read_sentence(sentence, language, category)
    assert found is not None
    if expected is not None:
        assert (found.party, found.modality, found.action) == (None, "does", expected)


@pytest.mark.parametrize(
    ("sentence", "language", "category", "never"),
    [
        ("Mit dem Gehalt sind Überstunden nicht abgegolten.", "de", JOB, "settled_by_pay"),
        ("Ein Widerrufsrecht besteht, wenn Sie Verbraucher sind.", "de", SHOP, "no_withdrawal"),
        ("Der Umtausch ist nicht ausgeschlossen.", "de", SHOP, "no_return"),
        ("Die Bestellung ist nicht verbindlich.", "de", SHOP, "binding_order"),
        ("Sie haben das Wohngeld nicht zu Unrecht erhalten.", "de", OFFICE, "overpaid"),
        ("Es liegt keine Überzahlung vor.", "de", OFFICE, "overpaid"),
        ("Wir beabsichtigen nicht, den Bescheid aufzuheben.", "de", OFFICE, "intends_revoke"),
        ("Die Festsetzung ist nicht vorläufig.", "de", TAX, "provisional"),
        ("Ein Übergabeprotokoll wird nicht erstellt.", "de", LEASE, "handover_report"),
        ("Die Räume werden nicht in renoviertem Zustand übergeben.", "de", LEASE, "handed_over_renovated"),
        ("Die Räume werden unrenoviert übergeben.", "de", LEASE, "handed_over_renovated"),
        ("Mieterhöhungen richten sich nicht nach den gesetzlichen Vorschriften.", "de", LEASE, "by_statute"),
    ],
)
def test_a_denied_provision_is_not_said(sentence: str, language: str, category: str, never: str) -> None:
    found = read_sentence(sentence, language, category)
    assert found is None or found.action != never


@pytest.mark.parametrize(
    ("sentence", "language", "expected"),
    [
        (
            "Etwaige Bankgebühren können an den Kunden weitergegeben werden.",
            "de",
            ("customer", "does", "passed_on_may"),
        ),
        ("Die Versandkosten werden an Sie weiterberechnet.", "de", ("you", "does", "passed_on")),
        ("Handling fees may be passed on to the customer.", "en", ("customer", "does", "passed_on_may")),
    ],
)
def test_costs_passed_on_to_a_party(sentence: str, language: str, expected: tuple[str, str, str]) -> None:
    assert _said(sentence, language, SHOP) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "Die Versandkosten werden nicht an Sie weiterberechnet.",  # negated
        "Die Bestellung wird an den Kunden weitergegeben.",  # no cost named: a thing passed on, no charge
    ],
)
def test_no_cost_passed_on(sentence: str) -> None:
    found = read_sentence(sentence, "de", SHOP)
    assert found is None or found.action not in ("passed_on", "passed_on_may")


@pytest.mark.parametrize(
    ("sentence", "language", "named"),
    [
        ("Der Vorrang individueller Absprachen bleibt unberührt.", "de", "individual_agreements"),
        ("Das Recht zur außerordentlichen Kündigung bleibt unberührt.", "de", "termination_for_cause"),
        ("Das Recht zur ordentlichen Kündigung bleibt während der Laufzeit unberührt.", "de", "ordinary_termination"),
        ("The right to give ordinary notice remains unaffected.", "en", "ordinary_termination"),
        ("Ihre gesetzlichen Rechte bleiben unberührt.", "de", "statutory_rights"),
        ("Your statutory rights remain unaffected.", "en", "statutory_rights"),
        ("Das Recht zur Minderung der Miete bleibt unberührt.", "de", None),
    ],
)
def test_the_right_left_unaffected_is_named(sentence: str, language: str, named: str | None) -> None:
    found = read_sentence(sentence, language, LEASE)
    assert found is not None and found.action == "unaffected"
    assert list(found.details) == ([named] if named else [])
