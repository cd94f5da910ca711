"""Who is bound, and what a cap means (issue 23). Sentences written for these tests.

- A frame of what one party does takes its doer from the text (renovation by the landlord, female forms too); a passive
  without its agent names none.
- An agentless payment whose payer the law fixes in the document's kind (rent in a lease, pay in a contract of
  employment; app/analysis/data/payers_by_law.json) is said of that party with the statute; not where the kind is not
  known, the thing paid is another, or the sentence names its own doer.
- A cap on liability ("shall not exceed", "darf … nicht übersteigen", "ne pourra excéder") is a limit, never a ban, said
  with its owner and its figure or measure, in six reader languages.
- A waiver is said with how long it holds where the sentence names it.
- A payment is said with the figure that is paid, and when.
"""

from __future__ import annotations

import re

import pytest

from app.analysis.facts import key_facts
from app.analysis.statements import payers_by_law, read_clause, read_sentence
from app.config import Settings
from app.explain.offline import explain_offline, offline_clause
from app.explain.say import said_statement
from app.models import DocumentInput, Text
from app.prepare.run import prepare

LEASE = "rental_contract"
JOB = "employment_contract"
TOS = "terms_and_conditions"
READERS = ("de", "en", "es", "fr", "it", "pt")


def _lines(sentence: str, document: str, category: str, reader: str) -> list[str]:
    return [
        line
        for s in read_clause(sentence, document, category=category)
        if (line := said_statement(s, sentence[s.start : s.end], reader, document, category)[0])
    ]


# ---------------------------------------------------------------- 1. the doer of a frame


@pytest.mark.parametrize(
    ("document", "sentence"),
    [
        ("de", "Die Schönheitsreparaturen während der Laufzeit des Vertrags übernimmt die Vermieterin."),
        ("de", "Der Vermieter übernimmt die Schönheitsreparaturen in der Wohnung."),
        ("de", "Die Schönheitsreparaturen führt der Vermieter auf eigene Kosten aus."),
        ("en", "The landlord will carry out the decorative repairs during the tenancy."),
    ],
)
def test_renovation_the_text_gives_the_landlord_is_the_landlords(document: str, sentence: str) -> None:
    found = read_sentence(sentence, document, LEASE)
    assert found is not None and (found.party, found.action) == ("landlord", "renovation")
    assert _lines(sentence, document, LEASE, "en") == [
        "The landlord does the cosmetic repairs (painting, wallpapering)."
    ]
    assert _lines(sentence, document, LEASE, "de") == [
        "Der Vermieter übernimmt die Schönheitsreparaturen (Streichen, Tapezieren)."
    ]
    for reader in READERS:
        said = " ".join(_lines(sentence, document, LEASE, reader))
        assert said and not re.search(r"\b(?:tenant|Mieter|locataire|inquilino|conduttore|arrendatário)\b", said), said


@pytest.mark.parametrize(
    ("document", "sentence"),
    [
        ("de", "Die Schönheitsreparaturen übernimmt die Mieterin."),
        ("de", "Die Mieterin trägt die Schönheitsreparaturen während der Mietzeit."),
        ("en", "The tenant shall carry out the decorative repairs."),
    ],
)
def test_renovation_the_text_gives_the_tenant_stays_the_tenants(document: str, sentence: str) -> None:
    found = read_sentence(sentence, document, LEASE)
    assert found is not None and (found.party, found.action) == ("tenant", "renovation")
    said = " ".join(_lines(sentence, document, LEASE, "en"))
    assert said.startswith("The tenant is to") and "landlord" not in said


@pytest.mark.parametrize(
    ("document", "sentence"),
    [
        # a passive without its agent: no doer, nothing said of anyone
        ("de", "Die Schönheitsreparaturen werden während der Mietzeit durchgeführt."),
        ("en", "Decorative repairs will be carried out during the tenancy."),
        # the landlord asks; the tenant's doing is in a clause of its own: the landlord does no repairs
        ("de", "Der Vermieter kann verlangen, dass der Mieter die Schönheitsreparaturen durchführt."),
        ("en", "The landlord may require the tenant to redecorate the flat."),
    ],
)
def test_renovation_without_a_doer_of_its_own_says_no_landlord(document: str, sentence: str) -> None:
    for reader in ("en", "de"):
        said = " ".join(_lines(sentence, document, LEASE, reader))
        assert "cosmetic repairs" not in said and "Schönheitsreparaturen" not in said, said
        assert "redecorate" not in said and "renovieren" not in said, said


# ---------------------------------------------------------------- 2. the payer the law names


@pytest.mark.parametrize(
    ("sentence", "category", "party", "en", "de"),
    [
        (
            "Die Miete ist jeweils monatlich im Voraus bis zum dritten Werktag zu zahlen.",
            LEASE,
            "tenant",
            "The tenant must pay the rent: the clause does not say who, the law does (§ 535 Abs. 2 BGB).",
            "Der Mieter muss die Miete zahlen: Wer zahlt, sagt die Klausel nicht, wohl aber das Gesetz (§ 535 Abs. 2 BGB).",
        ),
        (
            "Das Gehalt ist am letzten Tag des Monats zu zahlen.",
            JOB,
            "employer",
            "The employer must pay the salary: the clause does not say who, the law does (§ 611a Abs. 2 BGB).",
            "Der Arbeitgeber muss die Vergütung zahlen: Wer zahlt, sagt die Klausel nicht, wohl aber das Gesetz "
            "(§ 611a Abs. 2 BGB).",
        ),
    ],
)
def test_the_law_names_the_payer_the_sentence_does_not(
    sentence: str, category: str, party: str, en: str, de: str
) -> None:
    found = read_clause(sentence, "de", category=category)
    assert [(s.party, s.action, "by_law" in s.details) for s in found] == [(party, "pay", True)]
    assert _lines(sentence, "de", category, "en") == [en]
    assert _lines(sentence, "de", category, "de") == [de]
    for reader in READERS:
        assert _lines(sentence, "de", category, reader), reader


@pytest.mark.parametrize(
    ("sentence", "document", "category"),
    [
        # the kind of document is not known: no law is said to name the payer
        ("Die Miete ist monatlich im Voraus zu zahlen.", "de", "other"),
        # the rent in a contract of employment (a company flat): the statute is a lease's
        ("Die Miete ist monatlich im Voraus zu zahlen.", "de", JOB),
        # another thing paid: no statute names its payer
        ("Die Nebenkosten sind monatlich im Voraus zu zahlen.", "de", LEASE),
        ("Die Vertragsstrafe ist sofort zu zahlen.", "de", JOB),
        # the lease's pay is no rent; an employment's rent is no pay
        ("Die Vergütung ist am Monatsende zu zahlen.", "de", LEASE),
        # an English lease: the statute is German law's
        ("The rent is to be paid monthly in advance.", "en", LEASE),
    ],
)
def test_no_payer_by_law_where_no_rule_holds(sentence: str, document: str, category: str) -> None:
    for s in read_clause(sentence, document, category=category):
        assert "by_law" not in s.details and s.party is None, s
    said = offline_clause(sentence, "en", None, document, None, category).translation
    assert "the law does" not in said and "The tenant" not in said and "The employer" not in said


def test_a_sentence_naming_its_own_payer_is_not_said_on_the_laws_word() -> None:
    sentence = "Die Miete ist vom Sozialamt direkt an die Hausverwaltung zu zahlen."
    for s in read_clause(sentence, "de", category=LEASE):
        assert "by_law" not in s.details and s.party != "tenant", s


def test_every_rule_names_a_real_statute_of_its_kind() -> None:
    rules = {(r.object, r.category): (r.party, r.statute) for r in payers_by_law()}
    assert rules == {
        ("rent", LEASE): ("tenant", "§ 535 Abs. 2 BGB"),
        ("remuneration", JOB): ("employer", "§ 611a Abs. 2 BGB"),
    }


# ---------------------------------------------------------------- 3. a cap is not a ban

CAPS = [
    (
        "en",
        "Our total liability to you under these terms shall not exceed the fees you paid us in the six months before.",
    ),
    ("de", "Unsere Haftung darf die von Ihnen in den letzten sechs Monaten gezahlten Entgelte nicht übersteigen."),
    (
        "es",
        "Nuestra responsabilidad total no podrá exceder los importes pagados por usted en los seis meses anteriores.",
    ),
    ("pt", "A nossa responsabilidade total não poderá exceder os montantes pagos por si nos seis meses anteriores."),
    ("it", "La nostra responsabilità complessiva non potrà superare gli importi pagati da Lei negli ultimi sei mesi."),
]
SAID_CAP = {
    "en": "The company's liability to you is limited to the fees you paid over 6 months, as the clause counts them.",
    "de": "Die Haftung des Unternehmens Ihnen gegenüber ist auf die Entgelte begrenzt, die Sie über 6 Monate gezahlt "
    "haben, so wie die Klausel sie berechnet.",
    "fr": "La responsabilité de l'entreprise envers vous est limitée aux sommes que vous avez payées sur 6 mois, selon "
    "le calcul de la clause.",
    "es": "La responsabilidad de la empresa frente a usted está limitada a lo que usted pagó durante 6 meses, según lo "
    "calcula la cláusula.",
    "it": "La responsabilità dell'azienda nei Suoi confronti è limitata a quanto Lei ha pagato in 6 mesi, secondo il "
    "calcolo della clausola.",
    "pt": "A responsabilidade da empresa perante si está limitada ao que pagou durante 6 meses, conforme a cláusula o "
    "calcula.",
}


@pytest.mark.parametrize(("document", "sentence"), CAPS)
def test_a_cap_measured_by_fees_paid_is_a_limit_in_six_languages(document: str, sentence: str) -> None:
    found = read_clause(sentence, document, category=TOS)
    assert [(s.modality, s.action) for s in found] == [("does", "liability")]
    assert {"limited", "of_provider", "fees_paid"} <= set(found[0].details)
    for reader in READERS:
        assert _lines(sentence, document, TOS, reader) == [SAID_CAP[reader]], reader


@pytest.mark.parametrize(
    ("document", "sentence", "en", "de"),
    [
        (
            "en",
            "In no event shall our aggregate liability exceed USD 250.",
            "The company's liability to you is limited to $250.00.",
            "Die Haftung des Unternehmens Ihnen gegenüber ist auf 250,00\u00a0$ begrenzt.",
        ),
        (
            "de",
            "Die Haftung des Anbieters ist der Höhe nach auf 2.000,00 EUR begrenzt.",
            "The company's liability to you is limited to €2,000.00.",
            "Die Haftung des Unternehmens Ihnen gegenüber ist auf 2.000,00\u00a0€ begrenzt.",
        ),
        (
            "fr",
            "Notre responsabilité est limitée à 300 euros.",
            "The company's liability to you is limited to €300.00.",
            "Die Haftung des Unternehmens Ihnen gegenüber ist auf 300,00\u00a0€ begrenzt.",
        ),
        (
            "en",
            "The total liability of the customer shall not exceed EUR 400.",
            "The customer's liability is limited to €400.00.",
            "Die Haftung des Kunden ist auf 400,00\u00a0€ beschränkt.",
        ),
    ],
)
def test_a_cap_with_its_figure(document: str, sentence: str, en: str, de: str) -> None:
    assert _lines(sentence, document, TOS, "en") == [en]
    assert _lines(sentence, document, TOS, "de") == [de]


@pytest.mark.parametrize(
    ("document", "sentence"),
    [
        ("en", "Our liability shall not exceed the amount of the order."),
        ("de", "Unsere Haftung darf den Auftragswert nicht übersteigen."),
        ("fr", "Notre responsabilité ne pourra excéder le montant de la commande."),
        ("es", "Nuestra responsabilidad no podrá exceder el importe del pedido."),
        ("pt", "A nossa responsabilidade não poderá exceder o valor da encomenda."),
        ("it", "La nostra responsabilità non potrà superare il valore dell'ordine."),
    ],
)
def test_a_cap_is_never_a_ban_nor_an_exclusion(document: str, sentence: str) -> None:
    for s in read_clause(sentence, document, category=TOS):
        assert s.modality != "must_not" and "excluded" not in s.details, s
    for reader in ("en", "de"):
        said = offline_clause(sentence, reader, None, document, None, TOS).translation
        for wrong in ("forbids", "excludes", "verbietet", "Verbot", "schließt"):
            assert wrong not in said, (reader, said)
    assert "is limited" in offline_clause(sentence, "en", None, document, None, TOS).translation


@pytest.mark.parametrize(
    ("document", "sentence"),
    [
        # a ban on exceeding a thing that is no liability stays a ban
        ("en", "The tenant must not exceed the number of occupants agreed in the lease."),
        # an exclusion stays an exclusion
        ("fr", "Nous ne serons pas responsables des dommages indirects."),
        ("en", "We shall not be liable for indirect damages."),
    ],
)
def test_what_is_no_cap_is_not_said_as_one(document: str, sentence: str) -> None:
    said = " ".join(_lines(sentence, document, TOS, "en"))
    assert "is limited" not in said, said


@pytest.mark.parametrize(
    ("document", "sentence"),
    [
        # "su"/"sua" may be anyone's: whose liability is not read, nothing is said of it
        ("es", "La empresa limita su responsabilidad a 100 euros."),
        ("pt", "A empresa limita a sua responsabilidade a 100 euros."),
    ],
)
def test_an_ambiguous_possessive_names_no_owner(document: str, sentence: str) -> None:
    for reader in ("en", "de"):
        said = " ".join(_lines(sentence, document, TOS, reader))
        assert "Your liability" not in said and "Ihre Haftung" not in said, said


# ---------------------------------------------------------------- 4. how long a waiver holds


@pytest.mark.parametrize(
    ("document", "sentence", "en", "de"),
    [
        (
            "de",
            "Der Vermieter verzichtet für die Dauer von drei Jahren auf sein Recht zur ordentlichen Kündigung.",
            "The landlord gives up the right to ordinary notice for 3 years.",
            "Der Vermieter verzichtet für 3 Jahre auf die ordentliche Kündigung.",
        ),
        (
            "de",
            "Die Vermieterin verzichtet für vier Jahre ab Übergabe der Wohnung auf ihr Recht zur ordentlichen Kündigung.",
            "The landlord gives up the right to ordinary notice for 4 years, counted from a point the clause names.",
            "Der Vermieter verzichtet für 4 Jahre auf die ordentliche Kündigung, gerechnet ab einem Zeitpunkt, den die "
            "Klausel nennt.",
        ),
        (
            "en",
            "The landlord waives the right to terminate for a period of two years.",
            "The landlord gives up the right to ordinary notice for 2 years.",
            "Der Vermieter verzichtet für 2 Jahre auf die ordentliche Kündigung.",
        ),
    ],
)
def test_a_waiver_is_said_with_its_duration(document: str, sentence: str, en: str, de: str) -> None:
    assert _lines(sentence, document, LEASE, "en") == [en]
    assert _lines(sentence, document, LEASE, "de") == [de]


@pytest.mark.parametrize(
    ("document", "sentence"),
    [
        # the period is the condition's, not the waiver's
        (
            "de",
            "Der Vermieter verzichtet auf sein Recht zur ordentlichen Kündigung, wenn der Mieter für zwei Jahre im Voraus zahlt.",
        ),
        # no period at all
        ("de", "Der Vermieter verzichtet auf sein Recht zur ordentlichen Kündigung."),
    ],
)
def test_a_waiver_without_its_own_period_names_none(document: str, sentence: str) -> None:
    said = " ".join(_lines(sentence, document, LEASE, "en"))
    assert said.startswith("The landlord gives up the right to ordinary notice for a time the clause names."), said


# ---------------------------------------------------------------- 5. a payment with its figure


def _explained(text: str, reader: str) -> str:
    """The whole clause as the engine says it, with the amounts' roles the analysis finds (as for a document)."""
    doc = prepare(DocumentInput(explanation_language=reader, content=Text(text=text)), Settings())
    return " ".join(c.translation for c in explain_offline(doc, key_facts(doc)).clauses.values())


# Terms of a service around the sentence under test (the engine refuses a text with no legal content).
TERMS_HEAD = (
    "Terms of Service\n\n1. Account\nWe may close your account at any time if you breach these terms.\n\n"
    "2. Governing law\nThese terms are governed by the laws of Ireland.\n\n3. Payment\n"
)


@pytest.mark.parametrize(
    ("sentence", "en", "de"),
    [
        (
            "You must pay the monthly fee of USD 9.50 in advance.",
            "You must pay the fee of $9.50 every month, in advance.",
            "Sie müssen die Gebühr von 9,50\u00a0$ jeden Monat im Voraus zahlen.",
        ),
        (
            "You must pay the membership fee of EUR 20.00 when you sign up.",
            "You must pay the fee of €20.00.",
            "Sie müssen die Gebühr von 20,00\u00a0€ zahlen.",
        ),
    ],
)
def test_a_payment_is_said_with_its_figure(sentence: str, en: str, de: str) -> None:
    assert en in _explained(TERMS_HEAD + sentence, "en")
    assert " ".join(de.split()) in _explained(TERMS_HEAD + sentence, "de")  # a clause's text has plain spaces


@pytest.mark.parametrize(
    "sentence",
    [
        # two amounts: which one is paid is not known
        "You must pay the fee of EUR 20.00 and a deposit of EUR 100.00.",
        # the amount is in another clause than the payment
        "You must pay on time, and the fee of EUR 20.00 is shown on the invoice.",
    ],
)
def test_a_payment_without_its_own_figure_names_none(sentence: str) -> None:
    said = _explained(TERMS_HEAD + sentence, "en")
    assert "pay the fee of" not in said, said


def test_renovation_by_the_landlord_concerns_the_other_side_first() -> None:
    sentence = "Die Schönheitsreparaturen in der Wohnung übernimmt die Vermieterin."
    for reader, why in (
        ("en", "This concerns the other side (the landlord) first."),
        ("de", "zuerst die andere Seite"),
    ):
        said = offline_clause(sentence, reader, "renovation", "de", None, LEASE)
        assert why in said.explanation, (reader, said.explanation)
        assert "for you" not in said.explanation and "für Sie" not in said.explanation
