"""A row of a tax assessment's table has one phrase as its label in front of its amount; a sentence is never a row
(issue 23): "… neu festgesetzt. Ab dem … betragen die Vorauszahlungen 210 EUR" set no tax of 210 EUR, and the
arithmetic check then spoke of a back payment that no table gives. Lines written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.analysis.tax import is_prose, read_tax_table, tax_warnings

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def _amount_at(line: str) -> int:
    return line.index("EUR") - len(line[: line.index("EUR")].rstrip().split()[-1]) - 1


# (line, prose): the words in front of the first amount are a sentence, or a row's label
ROWS = [
    ("festgesetzt werden                 9.120,00 EUR", False),
    ("abzüglich Steuerabzug vom Lohn     -7.400,00 EUR", False),
    ("abzüglich geleistete Vorauszahlungen     -800,00 EUR", False),
    ("verbleibende Beträge                 920,00 EUR", False),
    ("Kirchensteuer r.-k.                  73,60 EUR", False),
    ("Summe der Einkünfte              51.300,00 EUR", False),
    ("Festgesetzt werden: Einkommensteuer 3.950,00 EUR", False),
    ("Die Vorauszahlungen werden hiermit neu festgesetzt. Ab dem 10.06.2027 betragen sie 320,00 EUR.", True),
    ("Die Einkommensteuer für 2026 wurde festgesetzt auf 5.210,00 EUR.", True),
    ("Für das Jahr 2026 wird die Einkommensteuer festgesetzt mit 5.210,00 EUR.", True),
    ("Es verbleibt eine Nachzahlung von 410,00 EUR.", True),
    ("Ihre Vorauszahlungen sind festgesetzt. Künftig zahlen Sie vierteljährlich 150,00 EUR.", True),
]


@pytest.mark.parametrize(("line", "prose"), ROWS)
def test_a_sentence_is_no_row_a_label_is(line: str, prose: bool) -> None:
    assert is_prose(line, _amount_at(line)) is prose


TABLE = """Bescheid für 2026 über Einkommensteuer

Festsetzung

festgesetzt werden                         9.120,00 EUR
abzüglich Steuerabzug vom Lohn            -7.400,00 EUR
abzüglich geleistete Vorauszahlungen        -800,00 EUR
verbleibender Betrag                         920,00 EUR

Die Nachzahlung beträgt 920,00 EUR.
"""

PROSE_PREPAYMENTS = """Bescheid für 2026 über Einkommensteuer und über Vorauszahlungen

Die Einkommensteuer für 2026 beträgt 7.315,00 EUR. Angerechnet wurden Steuerabzugsbeträge von 6.900,00 EUR. Es bleibt eine Nachzahlung von 415,00 EUR.

Die Vorauszahlungen werden hiermit neu festgesetzt. Ab dem 10.06.2027 betragen die vierteljährlichen Vorauszahlungen 320 EUR.
"""

PROSE_ASSESSED = """Bescheid für 2026 über Einkommensteuer

Die Einkommensteuer für 2026 wurde festgesetzt auf 5.210,00 EUR.
Die Nachzahlung beträgt 390,00 EUR.
"""


def test_a_real_table_is_still_read_and_checked() -> None:
    table = read_tax_table(TABLE)
    assert table is not None
    assert table.assessed == [9120.0] and table.credits == [[7400.0], [800.0]] and table.results == [920.0]
    assert table.total == 920.0
    assert tax_warnings(TABLE) == []
    # a table whose figures do not add up is still said to
    wrong = TABLE.replace(
        "verbleibender Betrag                         920,00 EUR", "verbleibender Betrag     1.020,00 EUR"
    )
    assert [n.key for n in tax_warnings(wrong)] == ["facts_tax_mismatch", "facts_tax_total_mismatch"]


@pytest.mark.parametrize("text", [PROSE_PREPAYMENTS, PROSE_ASSESSED])
def test_a_sentence_with_an_amount_sets_no_tax_and_gives_no_mismatch(text: str) -> None:
    assert read_tax_table(text) is None
    assert tax_warnings(text) == []


def test_the_sample_assessment_reads_as_before() -> None:
    text = (SAMPLES / "steuerbescheid.txt").read_text(encoding="utf-8")
    table = read_tax_table(text)
    assert table is not None
    assert table.assessed == [14316.0, 0.0, 1145.28]
    assert table.credits == [[12870.0, 0.0, 1029.6], [600.0, 0.0, 48.0]]
    assert table.results == [846.0, 0.0, 67.68] and table.total == 913.68
    assert tax_warnings(text) == []


def test_the_prepayment_letter_gives_no_back_payment_of_its_prepayments() -> None:
    # tests/explain/letters/: the prepayments set anew in a sentence are no assessed tax of a table.
    text = (Path(__file__).resolve().parents[1] / "explain" / "letters" / "steuerbescheid_vorauszahlung.txt").read_text(
        encoding="utf-8"
    )
    assert tax_warnings(text) == []
