"""What a letter from an authority asks or announces, read from what its text marks (app/analysis/actions.py,
letter_kind.py, tax.py), with tables of our own sentences both ways: a request to send or bring documents is an
action (with its date where the sentence names one, none invented), a sentence that only tells of an earlier
request is none; a number to give when replying or paying; a set-off against benefits with only the rate, the
"at most" and the "each month" its sentence says; a tax table's rows by their labels, an unknown label left out.
The letters under tests/fixtures/letters/ are our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.analysis.actions import asks_for_documents, find_actions, reports_a_request
from app.analysis.facts import key_facts
from app.analysis.letter_kind import ReferenceAsk, SetOff, reference_asks, set_off
from app.analysis.tax import ROW_CLASSES, due_of, tax_rows
from app.config import Settings
from app.language import parse_language
from app.models import DocumentInput, Text
from app.prepare.run import prepare

LETTERS = Path(__file__).resolve().parents[1] / "fixtures" / "letters"

# (sentence, what it asks: "submit", "bring" or None)
REQUESTS = [
    ("Bitte reichen Sie Ihre Lohnabrechnungen für die Monate Mai und Juni ein.", "submit"),
    ("Reichen Sie außerdem Ihren Mietvertrag ein.", "submit"),
    ("Bitte reichen Sie die fehlenden Belege bis zum 30.04.2027 nach.", "submit"),
    ("Legen Sie bitte Ihre Kontoauszüge der letzten drei Monate vor.", "submit"),
    ("Senden Sie uns die ausgefüllte Anlage EK zu.", "submit"),
    ("Bitte übersenden Sie mir eine Kopie Ihres Aufenthaltstitels.", "submit"),
    ("Ich bitte Sie, mir Ihre Heizkostenabrechnung bis zum 15.05.2027 vorzulegen.", "submit"),
    ("Sie werden gebeten, die Bescheinigung Ihres Arbeitgebers einzureichen.", "submit"),
    ("Bitte die Nachweise bis Ende des Monats einreichen.", "submit"),
    ("Bitte bringen Sie zu dem Termin Ihren Personalausweis mit.", "bring"),
    ("Bringen Sie bitte Ihre Bewerbungsunterlagen mit.", "bring"),
    # only tells of an earlier request, or of papers already sent
    ("Mit Schreiben vom 02.02.2027 hatte ich Sie gebeten, Ihre Kontoauszüge vorzulegen.", None),
    ("Sie wurden bereits im Januar aufgefordert, die Unterlagen einzureichen.", None),
    ("Die Lohnabrechnungen haben Sie am 12.03.2027 eingereicht.", None),
    # asks something else, or nothing
    ("Legen Sie gegen den Bescheid Widerspruch ein, wenn Sie ihn für falsch halten.", None),
    ("Bitte teilen Sie mir mit, ob sich Ihr Einkommen geändert hat.", None),
    ("Reichen Sie die Unterlagen per Post oder online ein?", None),
    ("Die Unterlagen liegen mir vollständig vor.", None),
    ("Bitte geben Sie bei Rückfragen Ihr Aktenzeichen an.", None),
]


@pytest.mark.parametrize(("sentence", "asked"), REQUESTS)
def test_a_request_to_send_or_bring_documents_now(sentence: str, asked: str | None) -> None:
    assert asks_for_documents(sentence) == asked


@pytest.mark.parametrize(
    ("sentence", "reported"),
    [
        ("Mit Schreiben vom 02.02.2027 hatte ich Sie gebeten, bis zum 20.02.2027 Belege vorzulegen.", True),
        ("Sie wurden am 04.01.2027 aufgefordert, Nachweise einzureichen.", True),
        ("Bitte reichen Sie bis zum 20.02.2027 Ihre Belege ein.", False),
        ("Ich bitte Sie, bis zum 20.02.2027 Ihre Belege vorzulegen.", False),
    ],
)
def test_a_request_told_of_is_told_apart_from_one_made_now(sentence: str, reported: bool) -> None:
    assert reports_a_request(sentence) is reported


# (text, the numbers to give and when)
REFERENCES = [
    ("Bitte geben Sie bei Rückfragen immer Ihre BG-Nummer an.", [ReferenceAsk("bg_number", "contact")]),
    ("Bei Antwort bitte stets das Aktenzeichen angeben.", [ReferenceAsk("file_reference", "contact")]),
    ("Geben Sie bei der Zahlung bitte Ihre Steuernummer an.", [ReferenceAsk("tax_number", "payment")]),
    ("Als Verwendungszweck ist das Kassenzeichen anzugeben.", [ReferenceAsk("payment_reference", "payment")]),
    (
        "Bitte geben Sie bei allen Schreiben Ihre Kundennummer und das Aktenzeichen an.",
        [ReferenceAsk("file_reference", "contact"), ReferenceAsk("customer_number", "contact")],
    ),
    # a number named, no instruction to give it; an instruction without a number the lexicon knows
    ("Ihre Steuernummer lautet 123/456/78901.", []),
    ("Ihre BG-Nummer hat sich zum 01.01.2027 geändert.", []),
    ("Bitte geben Sie bei Rückfragen Ihr Geburtsdatum an.", []),
    ("Geben Sie die Erklärung bis zum 31.07.2027 ab.", []),
]


@pytest.mark.parametrize(("text", "asks"), REFERENCES)
def test_a_number_to_give_when_replying_or_paying(text: str, asks: list[ReferenceAsk]) -> None:
    assert sorted(reference_asks(text), key=repr) == sorted(asks, key=repr)


# (text, the set-off it announces: modality, case, rate, at most, each month)
SET_OFFS = [
    (
        "Sollte ein Erstattungsbetrag festgesetzt werden, kann dieser mit laufenden Leistungen in Höhe von 10 % des "
        "maßgebenden Regelbedarfs monatlich aufgerechnet werden.",
        SetOff("may", "refund_set", "10", False, True),
    ),
    (
        "Die Forderung wird ab Mai mit Ihren laufenden Leistungen in Höhe von bis zu 30 Prozent des Regelbedarfs "
        "aufgerechnet.",
        SetOff("will", None, "30", True, False),
    ),
    (
        "Wenn Sie nicht in Raten zahlen, kann die Forderung mit laufenden Leistungen aufgerechnet werden.",
        SetOff("may", "other", None, False, False),
    ),
    # a rate without the standard benefit as its base: no rate said
    (
        "Die Forderung kann mit laufenden Leistungen aufgerechnet werden; 5 % Zinsen werden nicht erhoben.",
        SetOff("may", None, None, False, False),
    ),
]

NO_SET_OFF = [
    "Der Erstattungsbetrag wurde bereits mit Ihren laufenden Leistungen aufgerechnet.",  # has happened
    "Wir rechnen mit Ihrem Anspruch auf Steuererstattung auf.",  # against something else than benefits
    "Die laufenden Leistungen werden monatlich im Voraus gezahlt.",  # no set-off
    "Eine Aufrechnung ist in Ihrem Vertrag nicht vorgesehen.",
]


@pytest.mark.parametrize(("text", "expected"), SET_OFFS)
def test_a_set_off_is_read_with_only_what_its_sentence_marks(text: str, expected: SetOff) -> None:
    assert set_off(text) == expected


@pytest.mark.parametrize("text", NO_SET_OFF)
def test_no_set_off_against_benefits_is_announced(text: str) -> None:
    assert set_off(text) is None


def _rows(text: str) -> list[tuple[str, list[tuple[float, str | None]]]]:
    return [(r.label, [(c.value, c.column) for c in r.cells]) for r in tax_rows(text)]


TABLE = """Festsetzung

                          Einkommensteuer    Solidaritätszuschlag
festgesetzt werden           5.000,00 EUR            0,00 EUR
abzüglich Steuerabzug vom Lohn  -5.300,00 EUR        0,00 EUR
verbleibende Beträge          -300,00 EUR            0,00 EUR
"""

TAX_ROWS = [
    (
        TABLE,
        [
            ("assessed", [(5000.0, "income_tax"), (0.0, "solidarity_surcharge")]),
            ("withheld", [(-5300.0, "income_tax"), (0.0, "solidarity_surcharge")]),
            ("remaining", [(-300.0, "income_tax"), (0.0, "solidarity_surcharge")]),
        ],
    ),
    (
        "Festgesetzt werden: Einkommensteuer 2.100,00 EUR, Kirchensteuer 120,00 EUR",
        [("assessed", [(2100.0, "income_tax"), (120.0, "church_tax")])],
    ),
    (
        "Festgesetzt werden:\nEinkommensteuer 2.100,00 EUR\nSolidaritätszuschlag 0,00 EUR\n",
        [("assessed", [(2100.0, "income_tax"), (0.0, "solidarity_surcharge")])],
    ),
    (
        "Einkommensteuer: bereits gezahlt 3.000,00 EUR, verbleibender Betrag 250,00 EUR",
        [("paid", [(3000.0, "income_tax")]), ("remaining", [(250.0, "income_tax")])],
    ),
    ("Erstattung 412,00 EUR", [("refund", [(412.0, None)])]),
    ("zu versteuerndes Einkommen   41.230,00 EUR", [("taxable_income", [(41230.0, None)])]),
    # labels the lexicon does not know: nothing read, nothing guessed
    ("Zinsen zur Einkommensteuer 12,00 EUR", []),
    ("Verspätungszuschlag 50,00 EUR", []),
    ("Festgesetzt werden: Einkommensteuer 2.100,00 EUR, Zinsen 30,00 EUR", []),
    # a sentence is no row
    ("Die Nachzahlung beträgt insgesamt 913,00 EUR.", []),
    ("Sie erhalten eine Erstattung von 412,00 EUR.", []),
    # two amounts, no header to tell whose is which
    ("Bruttoarbeitslohn 30.000,00 EUR 20.000,00 EUR", []),
]


@pytest.mark.parametrize(("text", "rows"), TAX_ROWS)
def test_a_tax_tables_rows_by_their_labels(text: str, rows: list[tuple[str, list[tuple[float, str | None]]]]) -> None:
    assert _rows(text) == rows


def test_every_row_label_of_the_lexicon_has_a_role() -> None:
    from app.analysis.letter_kind import letter_markers

    assert set(letter_markers("tax_rows")) - {"skip"} == set(ROW_CLASSES)


@pytest.mark.parametrize(
    ("text", "amount", "due"),
    [
        ("Bitte zahlen Sie den Betrag von 420,00 EUR spätestens bis zum 09.08.2027.", 420.0, "2027-08-09"),
        ("Bitte zahlen Sie den Betrag von 420,00 EUR spätestens bis zum 09.08.2027.", 400.0, None),  # another sum
        ("Der Betrag von 420,00 EUR wurde am 09.08.2027 verbucht.", 420.0, None),  # no request to pay by then
    ],
)
def test_the_day_a_sum_is_to_be_paid_by_only_where_a_sentence_asks_it(
    text: str, amount: float, due: str | None
) -> None:
    assert due_of(text, amount) == due


def _actions(name: str) -> list[tuple[str, str | None, str]]:
    text = (LETTERS / name).read_text(encoding="utf-8")
    doc = prepare(DocumentInput(explanation_language=parse_language("en"), content=Text(text)), Settings())
    return [(a.phrase.key, a.date, a.kind) for a in find_actions(doc, key_facts(doc))]


# Each of our letters and every action it gives, no more: the letterhead, the reference lines ("Bitte bei Antwort
# angeben", "Datum: …"), the closing and the signature give none.
LETTER_ACTIONS = {
    "einladung.txt": [
        ("cancel_by", "2027-03-12", "deadline"),
        ("appointment", "2027-03-16", "appointment"),
        ("bring", None, "deadline"),
    ],
    # the request told of (by 24.01.2027) is none; the one made now has its date
    "anhoerung.txt": [("submit_by", "2027-02-26", "deadline")],
    "unterlagen.txt": [("submit_by", "2027-05-14", "deadline"), ("submit", None, "deadline")],
    "aufrechnung.txt": [],
    # the total of the fine and the costs of the proceedings is the sum to pay by then (issue 23, f29)
    "bussgeld.txt": [("pay_due", "2027-06-15", "payment"), ("object_within", None, "option")],
    "steuer_nachzahlung.txt": [("object_until", "2027-08-09", "option"), ("pay_due", "2027-08-09", "payment")],
}


@pytest.mark.parametrize(("name", "expected"), LETTER_ACTIONS.items())
def test_our_letters_give_exactly_these_actions(name: str, expected: list[tuple[str, str | None, str]]) -> None:
    assert _actions(name) == expected


SHOP_TERMS = """Allgemeine Geschäftsbedingungen des Beispiel-Shops

§ 1 Geltungsbereich
Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen über unseren Online-Shop.

§ 2 Vertragsschluss
Der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande.

§ 5 Widerrufsrecht
Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.
Senden Sie uns die Ware unverzüglich an die im Impressum genannte Anschrift zurück.
"""


def test_a_request_to_send_something_back_in_a_shops_terms_is_no_request_for_papers() -> None:
    doc = prepare(DocumentInput(explanation_language=parse_language("en"), content=Text(SHOP_TERMS)), Settings())
    assert asks_for_documents("Senden Sie uns die Ware unverzüglich an die im Impressum genannte Anschrift zurück.")
    assert not [a for a in find_actions(doc, key_facts(doc)) if a.phrase.key in ("submit", "bring", "submit_by")]
