"""Amounts in letters from authorities (issue 23): a fine, an authority's fee or a late charge, and the total a letter
asks for, each only where a word bound to the amount marks it; "festgesetzt" names a tax only in a tax context; a
benefit's own name (Regelbedarf, Kosten der Unterkunft) makes its amount no charge, rent or utilities. Every case both
ways, on sentences and letters written for these tests (tests/fixtures/amounts/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.analysis.actions import find_actions
from app.analysis.facts import key_facts
from app.config import Settings
from app.language import parse_language
from app.models import DocumentInput, Text
from app.prepare.run import prepare
from tests.analysis.test_amount_cues import meanings

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "amounts"
LETTER = "authority_letter"


# --------------------------------------------------------------------- a fine, by its own name
@pytest.mark.parametrize(
    ("language", "marked", "unmarked"),
    [
        (
            "de",
            "Gegen Sie wird eine Geldbuße von 70,00 EUR festgesetzt.",
            "Gegen Sie wird ein Betrag von 70,00 EUR festgesetzt.",
        ),
        ("de", "Es wird ein Verwarnungsgeld von 35,00 EUR erhoben.", "Es wurde ein Betrag von 35,00 EUR gemeldet."),
        ("de", "Wir setzen ein Zwangsgeld von 250,00 EUR fest.", "Wir setzen einen Betrag von 250,00 EUR fest."),
        ("de", "Das Gericht setzt ein Ordnungsgeld von 300,00 EUR fest.", "Das Gericht setzt 300,00 EUR fest."),
        ("de", "Das Bußgeld beträgt 60,00 EUR.", "Der Betrag beläuft sich auf 60,00 EUR."),
        ("en", "You must pay a fine of £100 within 28 days.", "You must pay £100 within 28 days."),
        ("en", "A fixed penalty of £100 is payable.", "A sum of £100 is payable."),
        # a longer keyword before the shorter one it starts with: "penalty charge" is a fine, no contract's "penalty"
        ("en", "A penalty charge of £70 is now payable.", "An amount of £70 is now payable."),
        ("fr", "Une amende de 135 EUR vous est infligée.", "Un montant de 135 EUR vous est infligé."),
        ("it", "Le è stata applicata una sanzione di 87 euro.", "Le è stato applicato un importo di 87 euro."),
        ("es", "Se le impone una multa de 200 EUR.", "Se le impone un importe de 200 EUR."),
        ("pt", "Foi-lhe aplicada uma coima de 120 EUR.", "Foi-lhe aplicado um montante de 120 EUR."),
    ],
)
def test_a_fine_is_said_where_its_name_marks_the_amount(language: str, marked: str, unmarked: str) -> None:
    assert [m for _v, m in meanings(marked, language, LETTER)] == ["fine"]
    assert [m for _v, m in meanings(unmarked, language, LETTER)] == ["other"]


def test_a_fine_named_only_inside_another_word_marks_no_amount() -> None:
    # "Bußgeldkatalog" is a catalogue: the word's head is no fine
    assert meanings("Der Bußgeldkatalog sieht für diesen Verstoß 60,00 EUR vor.", "de", LETTER) == [(60.0, "other")]


# --------------------------------------------------------------------- "festgesetzt": a tax only in a tax context
@pytest.mark.parametrize(
    ("text", "category", "meaning"),
    [
        # no word for a tax, no tax assessment: the verb sets no tax
        ("Gegen Sie wird ein Betrag von 70,00 EUR festgesetzt.", LETTER, "other"),
        ("Die Gebühr wird auf 30,00 EUR festgesetzt.", LETTER, "fee"),
        ("Wegen verspäteter Zahlung wird ein Säumniszuschlag von 12,00 EUR festgesetzt.", LETTER, "fine"),
        # a word for a tax in the sentence, or a tax assessment: the sum assessed is the tax
        ("Die Einkommensteuer wird auf 4.210,00 EUR festgesetzt.", LETTER, "tax"),
        ("Der Betrag wird auf 4.210,00 EUR festgesetzt.", "tax_assessment", "tax"),
        ("Für das Jahr 2026 wird die Grundsteuer mit 312,00 EUR festgesetzt.", "other", "tax"),
    ],
)
def test_the_verb_of_assessing_names_a_tax_only_in_a_tax_context(text: str, category: str, meaning: str) -> None:
    assert [m for _v, m in meanings(text, "de", category)] == [meaning]


# --------------------------------------------------------------------- fees and late charges of authorities
@pytest.mark.parametrize(
    ("marked", "meaning", "unmarked"),
    [
        (
            "Für die Ausstellung wird eine Verwaltungsgebühr von 12,00 EUR erhoben.",
            "fee",
            "Für die Ausstellung wurden 12,00 EUR überwiesen.",
        ),
        ("Die Mahngebühr beträgt 2,50 EUR.", "fee", "Der Betrag von 2,50 EUR ist offen."),
        ("Die Auslagen für die Zustellung betragen 3,50 EUR.", "fee", "Für die Zustellung wurden 3,50 EUR überwiesen."),
        ("Die Kosten des Verfahrens betragen 28,50 EUR.", "fee", "Das Verfahren betraf 28,50 EUR."),
        ("Die Verfahrenskosten belaufen sich auf 40,00 EUR.", "fee", "Das Verfahren betraf 40,00 EUR."),
        ("Wegen verspäteter Zahlung wird ein Säumniszuschlag von 12,00 EUR erhoben.", "fine", "Sie zahlten 12,00 EUR."),
        ("Ein Verspätungszuschlag von 25,00 EUR wird erhoben.", "fine", "Sie zahlten 25,00 EUR verspätet."),
    ],
)
def test_an_authoritys_fee_or_late_charge_is_said_where_its_name_marks_the_amount(
    marked: str, meaning: str, unmarked: str
) -> None:
    assert [m for _v, m in meanings(marked, "de", LETTER)] == [meaning]
    assert [m for _v, m in meanings(unmarked, "de", LETTER)] == ["other"]


@pytest.mark.parametrize(
    ("language", "marked", "unmarked"),
    [
        ("es", "Las costas procesales ascienden a 350 EUR.", "El procedimiento se refiere a 350 EUR."),
        ("pt", "As custas do processo são de 102 EUR.", "O processo refere-se a 102 EUR."),
        ("fr", "Les frais de procédure s'élèvent à 45 EUR.", "La procédure porte sur 45 EUR."),
        ("it", "Le spese del procedimento ammontano a 60 euro.", "Il procedimento riguarda 60 euro."),
    ],
)
def test_costs_of_proceedings_are_a_fee_in_every_language(language: str, marked: str, unmarked: str) -> None:
    assert [m for _v, m in meanings(marked, language, LETTER)] == ["fee"]
    assert [m for _v, m in meanings(unmarked, language, LETTER)] == ["other"]


def test_a_keyword_another_starts_gives_way_to_the_longer_one() -> None:
    # "spese condominiali" are a flat's running costs, not any "spese" (a fee)
    assert meanings("Le spese condominiali sono di 80 euro al mese.", "it", "rental_contract") == [(80.0, "utilities")]
    assert meanings("Le spese di spedizione sono di 8 euro.", "it") == [(8.0, "fee")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Für die Auskunft wird keine Gebühr erhoben; der Antrag kostete bisher 15,00 EUR."),
        ("de", "Die Auskunft ist gebührenfrei, statt bisher 15,00 EUR."),
        ("de", "Die Erteilung der Bescheinigung ist gebührenfrei; Sie zahlen nur das Porto."),
        ("de", "Wir erheben keine Mahngebühr für Rückstände bis 10,00 EUR."),
        ("en", "No fee is charged for balances below £10."),
    ],
)
def test_no_fee_and_free_of_fees_give_no_amount_a_fee(language: str, text: str) -> None:
    assert "fee" not in [m for _v, m in meanings(text, language, LETTER)]


# --------------------------------------------------------------------- benefits: no charge, rent or utilities
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Der Regelbedarf beträgt 563,00 EUR."),
        ("de", "Als Mehrbedarf werden 67,56 EUR anerkannt."),
        ("de", "Kosten der Unterkunft und Heizung 615,00 EUR"),
        ("de", "Die Kosten der Unterkunft werden in Höhe von 480,00 EUR übernommen."),
        ("de", "Ihr Wohngeld beträgt ab Januar 210,00 EUR."),
        ("en", "Your Universal Credit standard allowance is £393.45."),
        ("en", "Housing Benefit of £120.00 a week will be paid to your landlord."),
    ],
)
def test_a_benefit_named_as_the_amount_is_no_charge_rent_or_utilities(language: str, text: str) -> None:
    assert [m for _v, m in meanings(text, language, LETTER)] == ["other"]


@pytest.mark.parametrize(
    ("text", "meaning"),
    [
        # the same words without a benefit's name: the mark gives its meaning
        ("Die Heizkosten betragen 80,00 EUR.", "utilities"),
        ("Die Kosten der Reparatur betragen 480,00 EUR.", "fee"),
        ("Die Miete beträgt 480,00 EUR.", "rent"),
    ],
)
def test_without_a_benefits_name_the_amount_keeps_its_mark(text: str, meaning: str) -> None:
    assert [m for _v, m in meanings(text, "de", LETTER)] == [meaning]


def test_a_benefits_cut_stays_a_cut() -> None:
    text = "Der Regelbedarf wird für drei Monate um 56,30 EUR gemindert."
    assert meanings(text, "de", LETTER) == [(56.3, "reduction")]


# --------------------------------------------------------------------- the total a letter asks for
@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "Gegen Sie wird eine Geldbuße von 70,00 EUR festgesetzt. Die Kosten des Verfahrens von 28,50 EUR tragen"
            " Sie. Bitte zahlen Sie den Gesamtbetrag von 98,50 EUR bis zum 15.06.2027.",
            "other",  # a fine and a fee together: the sum to pay is neither the fine nor a fee
        ),
        (
            "Das Verwarnungsgeld beträgt 20,00 EUR, das Bußgeld aus dem zweiten Verstoß 35,00 EUR. Bitte zahlen Sie"
            " den Gesamtbetrag von 55,00 EUR bis zum 15.06.2027.",
            "fine",  # two fines: their sum is a fine
        ),
        (
            "Die Verwaltungsgebühr beträgt 20,00 EUR. Die Auslagen betragen 4,00 EUR. Zu zahlen sind insgesamt"
            " 24,00 EUR.",
            "fee",
        ),
        # the parts do not add up to it: a total of something else
        (
            "Gegen Sie wird eine Geldbuße von 70,00 EUR festgesetzt. Die Kosten des Verfahrens von 28,50 EUR tragen"
            " Sie. Bitte zahlen Sie den Gesamtbetrag von 120,00 EUR bis zum 15.06.2027.",
            "other",
        ),
        # a claim and its dunning fee: the total is no fee
        (
            "Die Rechnung über 142,30 EUR ist offen. Wir berechnen eine Mahngebühr von 2,50 EUR. Bitte zahlen Sie"
            " insgesamt 144,80 EUR.",
            "other",
        ),
        # no mark of a total: a sum that happens to add up is no total
        (
            "Gegen Sie wird eine Geldbuße von 70,00 EUR festgesetzt. Die Kosten des Verfahrens von 28,50 EUR tragen"
            " Sie. Sie haben bereits 98,50 EUR überwiesen.",
            "other",
        ),
    ],
)
def test_a_total_of_fines_and_fees_is_their_sum_to_pay(text: str, total: str) -> None:
    assert meanings(text, "de", LETTER)[-1][1] == total


# --------------------------------------------------------------------- our letters, whole
def _facts(name: str) -> tuple[list[tuple[float, str | None]], list[tuple[str, str | None, float | None, str | None]]]:
    text = (FIXTURES / name).read_text(encoding="utf-8")
    doc = prepare(DocumentInput(explanation_language=parse_language("en"), content=Text(text)), Settings())
    facts = key_facts(doc)
    actions = [
        (a.phrase.key, a.date, a.phrase.amount, a.phrase.meaning)
        for a in find_actions(doc, facts)
        if a.kind == "payment"
    ]
    return [(a.value, a.meaning) for a in facts.amounts], actions


LETTERS = {
    "bussgeldbescheid.txt": (
        [(55.0, "fine"), (28.5, "fee"), (3.5, "fee"), (87.0, "other")],
        [("pay_due", "2027-03-10", None, None)],
    ),
    # the claim has no meaning the letter marks; the total of claim and fee is no fee; the day to pay is said
    "mahnung.txt": (
        [(142.3, "other"), (2.5, "fee"), (144.8, "other")],
        [("pay_due", "2027-03-04", None, None)],
    ),
    # benefits: no charge, no rent, no utilities
    "jobcenter_bescheid.txt": ([(563.0, "other"), (202.68, "other"), (615.0, "other")], []),
}


@pytest.mark.parametrize(("name", "expected"), LETTERS.items())
def test_our_letters_give_exactly_these_amounts_and_payments(
    name: str,
    expected: tuple[list[tuple[float, str | None]], list[tuple[str, str | None, float | None, str | None]]],
) -> None:
    assert _facts(name) == expected
