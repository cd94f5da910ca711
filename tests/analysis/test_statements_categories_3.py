"""Issue 23 (points 1, 4, 5): more clauses stated from the text's own marks, each category both ways.

A category fires only where its mark is there and the party is named; a neighbouring form that means something else
yields no statement of that category. Sentences written for these tests (no corpus text)."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence
from tests.analysis.statement_checks import JOB, LEASE, SHOP
from tests.analysis.statement_checks import said as _said

# --- a party's own liability denied: "haftet nicht", "is not liable", "non è responsabile" ---------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "category", "party"),
    [
        ("Der Verkäufer haftet nicht für Schäden aus falscher Lagerung der Ware.", "de", SHOP, "provider"),
        ("Der Vermieter übernimmt keine Haftung für Fahrräder im Hof.", "de", LEASE, "landlord"),
        ("Die Mieterin ist nicht verantwortlich für Schäden durch Hochwasser.", "de", LEASE, "tenant"),
        ("The seller is not liable for delays caused by the carrier.", "en", SHOP, "provider"),
        ("The landlord accepts no liability for items left in the cellar.", "en", LEASE, "landlord"),
        ("Il venditore non è responsabile per i ritardi del corriere.", "it", SHOP, "provider"),
        ("Le vendeur n'est pas responsable des retards du transporteur.", "fr", SHOP, "provider"),
        ("El vendedor no es responsable de los retrasos del transportista.", "es", SHOP, "provider"),
        ("O vendedor não é responsável pelos atrasos da transportadora.", "pt", SHOP, "provider"),
    ],
)
def test_a_denied_liability_is_the_subjects_own(sentence: str, language: str, category: str, party: str) -> None:
    assert _said(sentence, language, category) == (party, "does", "not_liable")


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        # the liability itself, not denied: no "not liable"
        ("Der Verkäufer haftet für Schäden aus falscher Lagerung der Ware.", "de", SHOP),
        # "nicht nur": more liability, not none
        ("Der Verkäufer haftet nicht nur für Vorsatz, sondern auch für Fahrlässigkeit.", "de", SHOP),
        # the negation qualifies the damage, not the liability
        ("Der Verkäufer haftet für nicht vorhersehbare Schäden nur bei Vorsatz.", "de", SHOP),
        # the denial stands in a subordinate clause
        ("Der Kunde muss den Schaden melden, wenn der Verkäufer nicht haftet.", "de", SHOP),
        ("The seller is liable for delays caused by the carrier.", "en", SHOP),
        ("The seller is not only liable for intent but also for negligence.", "en", SHOP),
        # no party named: nothing is said of anyone
        ("Es haftet niemand für Schäden durch höhere Gewalt.", "de", SHOP),
        # the subject after the verb: left to the lead ("says that someone is not liable"), not read as a statement
        ("Für Kratzer an der Verpackung haftet der Kunde nicht.", "de", SHOP),
    ],
)
def test_no_denied_liability_without_its_mark(sentence: str, language: str, category: str) -> None:
    said = _said(sentence, language, category)
    assert said is None or said[2] != "not_liable"


def test_a_denied_liability_with_an_exception_keeps_it() -> None:
    found = read_sentence(
        "Der Verkäufer haftet nicht für leichte Fahrlässigkeit, es sei denn, es geht um Leben oder Gesundheit.",
        "de",
        SHOP,
    )
    assert found is not None and (found.action, found.exception) == ("not_liable", True)


# --- German object-first cost sentences: "Die Kosten für …, trägt der Mieter" --------------------------------------


@pytest.mark.parametrize(
    ("sentence", "party"),
    [
        ("Die Kosten für das Reinigen der Dachrinne, die zweimal im Jahr nötig ist, trägt der Vermieter.", "landlord"),
        ("Die Kosten, die der Mieter durch sein Umbauen verursacht, trägt der Vermieter.", "landlord"),
        ("Sämtliche Gebühren für den Kabelanschluss übernimmt die Mieterin.", "tenant"),
    ],
)
def test_object_first_costs_are_borne_by_the_role_after_the_verb(sentence: str, party: str) -> None:
    assert _said(sentence, "de", LEASE) == (party, "does", "bear_costs")


@pytest.mark.parametrize(
    "sentence",
    [
        # negated after the party: not said as bearing them
        "Die Kosten für das Reinigen der Dachrinne trägt der Vermieter nicht.",
        # the verb is in a relative clause, the main clause says something else
        "Die Kosten, die der Vermieter trägt, sind in der Anlage aufgeführt.",
        # no role after the verb
        "Die Kosten für das Reinigen der Dachrinne tragen wesentlich zur Nebenkostenhöhe bei.",
    ],
)
def test_no_object_first_costs_without_a_party_after_the_verb(sentence: str) -> None:
    said = _said(sentence, "de", LEASE)
    assert said is None or said[2] != "bear_costs" or said[0] != "landlord"


# --- consent given by using the service ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Indem Sie die App nutzen, stimmen Sie diesen Regeln zu.", "de"),
        ("Durch die Nutzung der Plattform erklären Sie sich mit diesen Bedingungen einverstanden.", "de"),
        ("By using the app, you agree to these rules.", "en"),
        ("By continuing to use the website you accept the updated terms.", "en"),
        ("Utilizzando la piattaforma, l'utente accetta queste regole.", "it"),
        ("En utilisant la plateforme, vous acceptez ces règles.", "fr"),
        ("Al usar la plataforma, usted acepta estas normas.", "es"),
        ("Ao usar a plataforma, você concorda com estas regras.", "pt"),
    ],
)
def test_consent_by_use_is_the_readers(sentence: str, language: str) -> None:
    assert _said(sentence, language, SHOP) == ("you", "does", "agree_by_use")


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        # using without consenting: what may happen, no consent
        ("By using the app, you may receive messages from other members.", "en", SHOP),
        # negated consent
        ("Indem Sie die App nutzen, stimmen Sie der Weitergabe Ihrer Daten nicht zu.", "de", SHOP),
        ("If you do not agree to these rules, you must not use the app.", "en", SHOP),
        # not a service's terms: an employee's use of a company car is no consent to terms
        ("Indem Sie den Dienstwagen nutzen, stimmen Sie der Fahrtenbuchpflicht zu.", "de", JOB),
    ],
)
def test_no_consent_by_use_without_its_mark(sentence: str, language: str, category: str) -> None:
    said = _said(sentence, language, category)
    assert said is None or said[2] != "agree_by_use"


# --- German modal passives of payment, set-off, delivery and return verbs --------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "category", "modality", "action"),
    [
        (
            "Ein festgesetzter Rückforderungsbetrag kann mit laufenden Leistungen aufgerechnet werden.",
            "authority_letter",
            "may",
            "offset",
        ),
        ("Die Kaution muss innerhalb von sechs Monaten nach dem Auszug zurückgezahlt werden.", LEASE, "must", "repay"),
        ("Die Jahresgebühr muss im Voraus gezahlt werden.", SHOP, "must", "pay"),
        ("Beschädigte Ware muss in der Originalverpackung zurückgesandt werden.", SHOP, "must", "return_items"),
    ],
)
def test_a_modal_passive_names_its_action_and_no_party(
    sentence: str, category: str, modality: str, action: str
) -> None:
    found = read_sentence(sentence, "de", category)
    assert found is not None
    assert (found.party, found.modality, found.action) == (None, modality, action)
    assert "agentless" in found.details


@pytest.mark.parametrize(
    ("sentence", "category", "party"),
    [
        # the doer named by "vom": the party's own duty
        ("Die Miete muss vom Mieter bis zum dritten Werktag gezahlt werden.", LEASE, "tenant"),
    ],
)
def test_a_modal_passive_with_its_doer_is_that_partys(sentence: str, category: str, party: str) -> None:
    found = read_sentence(sentence, "de", category)
    assert found is not None and (found.party, found.action) == (party, "pay")


@pytest.mark.parametrize(
    ("sentence", "category"),
    [
        # a participle without "werden": a past fact, no duty
        ("Der Kunde hat den Kaufpreis bezahlt und die Ware erhalten.", SHOP),
        # no modal word: a passive in the present tense says when, it binds no one
        ("Der Kaufpreis wird bezahlt, sobald die Ware ankommt.", SHOP),
        # a negated "can" with a payment: it will not be refunded, no one is banned from refunding
        ("Der gezahlte Betrag kann nicht erstattet werden, wenn der Kurs schon begonnen hat.", SHOP),
    ],
)
def test_no_payment_duty_from_a_participle_alone(sentence: str, category: str) -> None:
    said = _said(sentence, "de", category)
    assert said is None or said[1] not in ("must", "must_not") or said[2] not in ("pay", "repay")


# --- a frame that gives a right to either side is not said of one side -----------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # "wir" in an employment contract: one side, whom the engine does not name on a guess
        "Wir können das Arbeitsverhältnis mit einer Frist von vier Wochen kündigen.",
        "Der Arbeitgeber kann das Arbeitsverhältnis mit einer Frist von vier Wochen kündigen.",
    ],
)
def test_one_sides_notice_is_not_the_either_side_frame(sentence: str) -> None:
    found = read_sentence(sentence, "de", JOB)
    assert found is None or found.action != "employment_notice"
    assert found is None or found.party in (None, "employer")


@pytest.mark.parametrize(
    "sentence",
    [
        "Beide Seiten können das Arbeitsverhältnis mit einer Frist von vier Wochen kündigen.",
        "Das Arbeitsverhältnis kann mit einer Frist von vier Wochen gekündigt werden.",
    ],
)
def test_a_notice_of_either_side_keeps_its_frame(sentence: str) -> None:
    found = read_sentence(sentence, "de", JOB)
    assert found is not None and found.action == "employment_notice"


# --- a disclaimer of a named party: "kann keine Gewähr übernehmen", "cannot guarantee" -------------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "party"),
    [
        ("Der Verkäufer kann nicht garantieren, dass die Website immer erreichbar ist.", "de", "provider"),
        ("The seller cannot guarantee that the website is always available.", "en", "provider"),
        ("Il venditore non può garantire che il sito sia sempre raggiungibile.", "it", "provider"),
    ],
)
def test_a_named_partys_disclaimer_is_no_guarantee(sentence: str, language: str, party: str) -> None:
    assert _said(sentence, language, SHOP) == (party, "does", "no_guarantee")


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        # no party named: nothing
        ("Es kann nicht garantiert werden, dass die Website immer erreichbar ist.", "de"),
        # a promise, not its denial
        ("Der Verkäufer garantiert, dass die Ware neu ist.", "de"),
        ("The seller guarantees that the goods are new.", "en"),
    ],
)
def test_no_disclaimer_without_its_mark_and_party(sentence: str, language: str) -> None:
    said = _said(sentence, language, SHOP)
    assert said is None or said[2] != "no_guarantee"


# --- clauses of the contract's own working: severability, the language version that decides -------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "action"),
    [
        ("Ist eine Regelung dieses Vertrags unwirksam, bleiben die übrigen Regelungen wirksam.", "de", "severability"),
        (
            "Sollte eine Klausel nichtig sein, so berührt dies die Geltung der anderen Klauseln nicht.",
            "de",
            "severability",
        ),
        (
            "If a term of this agreement is found unenforceable, the remaining terms continue to apply.",
            "en",
            "severability",
        ),
        ("Sollte eine Klausel nicht wirksam sein, bleiben die anderen Klauseln gültig.", "de", "severability"),
        ("Se una clausola è invalida, le restanti clausole rimangono efficaci.", "it", "severability"),
        ("Die englische Fassung dieser Bedingungen ist maßgeblich.", "de", "governing_version"),
        ("Where the translations differ, the English version prevails.", "en", "governing_version"),
        ("In caso di contrasto prevale la versione italiana.", "it", "governing_version"),
    ],
)
def test_a_clause_of_the_contracts_working_binds_no_party(sentence: str, language: str, action: str) -> None:
    assert _said(sentence, language, SHOP) == (None, "does", action)


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        # the whole contract falls, not the rest kept
        ("Ist eine Regelung dieses Vertrags unwirksam, ist der gesamte Vertrag unwirksam.", "de"),
        # the rest kept, but nothing invalid
        ("Die übrigen Regelungen bleiben unberührt.", "de"),
        ("The remaining terms continue to apply after the contract ends.", "en"),
        # a version named, but not as the one that decides
        ("Die englische Fassung dieser Bedingungen finden Sie auf unserer Website.", "de"),
        # the law that applies, not a language version
        ("This agreement is governed by German law.", "en"),
    ],
)
def test_no_such_clause_without_all_its_marks(sentence: str, language: str) -> None:
    said = _said(sentence, language, SHOP)
    assert said is None or said[2] not in ("severability", "governing_version")


# --- the anonymised own name at a sentence's opening -----------------------------------------------------------------


def test_a_removed_name_that_opens_its_sentences_is_the_documents_own_name() -> None:
    terms = (
        "1. Vertrag\n<<NAME>> verkauft Eintrittskarten für Konzerte.\n\n"
        "2. Haftung\n<<NAME>> haftet nicht für Absagen durch den Veranstalter.\n\n"
        "3. Versand\n<<NAME>> versendet die Karten per Post. Der Kunde prüft die Karten nach Erhalt."
    )
    from app.analysis.statements import own_name, read_clause

    assert own_name(terms, "de") == "<<NAME>>"
    (found,) = read_clause(
        "<<NAME>> haftet nicht für Absagen durch den Veranstalter.", "de", category=SHOP, name="<<NAME>>"
    )
    assert (found.party, found.modality, found.action) == ("provider", "does", "not_liable")


def test_a_capitalised_word_that_opens_its_sentences_is_still_no_name() -> None:
    from app.analysis.statements import own_name

    text = "Tickets werden versandt. Tickets sind übertragbar. Tickets gelten für einen Tag. Tickets kosten Geld."
    assert own_name(text, "de") is None


def test_a_title_line_glued_to_the_first_sentence_is_not_its_subject() -> None:
    from app.analysis.statements import clause_sentences, read_clause

    clause = "6. Haftung, Schadenersatz\n<<NAME>> haftet nicht für Absagen durch den Veranstalter."
    first = clause_sentences(clause, "de")[0]
    assert clause[first[0] : first[1]].startswith("<<NAME>> haftet")
    (found,) = read_clause(clause, "de", category=SHOP, name="<<NAME>>")
    assert (found.party, found.action) == ("provider", "not_liable")
