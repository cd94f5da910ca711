"""Amounts in the forms real documents write them, read with their value, and look-alikes that are no sum of money
(issue 23; ``bench/amount_forms_real.py`` counts the forms on the real corpora). Sentences written for this test."""

from __future__ import annotations

import pytest

from app.analysis.amounts import amounts_as_written, find_money


def read(text: str) -> list[tuple[float, str]]:
    return [(m.value, m.currency) for m in find_money(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a figure and the same sum in words in brackets, the currency after both
        ("Das Grundgehalt beträgt 3.000 (in Worten: dreitausend) Euro brutto.", [(3000.0, "EUR")]),
        ("Die Aufwandspauschale beträgt 1.500,- (i. W. eintausendfünfhundert) EUR.", [(1500.0, "EUR")]),
        ("Für jede Mahnung werden 40 (vierzig) Euro berechnet.", [(40.0, "EUR")]),
        ("Die Jahresprämie beträgt 2.400,00 (zweitausendvierhundert/00) EUR.", [(2400.0, "EUR")]),
        # the words first, the figure in brackets
        ("A late fee of ten (10) dollars applies to each reminder.", [(10.0, "USD")]),
        ("Die Mietsicherheit beträgt zweitausend (2.000) Euro.", [(2000.0, "EUR")]),
        ("Il deposito cauzionale è di cento (100) euro.", [(100.0, "EUR")]),
        # thousands of euros
        ("Die Haftung ist auf 250 TEUR je Schadensfall begrenzt.", [(250000.0, "EUR")]),
        ("Die Deckungssumme beträgt TEUR 500.", [(500000.0, "EUR")]),
        ("Der Umsatz lag bei 1.200 T€.", [(1200000.0, "EUR")]),
        # a stray space at the thousands' dot, after a word: one figure
        ("Die Vergütung beträgt 2 .400,00 EUR brutto.", [(2400.0, "EUR")]),
        ("Die Vergütung beträgt 2. 400 € brutto im Monat.", [(2400.0, "EUR")]),
        # a sum in words before a currency code
        ("Die Bearbeitungsgebühr beträgt zwanzig EUR.", [(20.0, "EUR")]),
        # forms read before, kept
        ("Das Gehalt beträgt € 3.000,-- im Monat.", [(3000.0, "EUR")]),
        ("Das Gehalt beträgt 3.000,-- € im Monat.", [(3000.0, "EUR")]),
        ("Die Prämie beträgt 2.500.-€ im Jahr.", [(2500.0, "EUR")]),
        ("Die Gebühr beträgt EUR 5,- je Vorgang.", [(5.0, "EUR")]),
        ("The cap is 1,234.56 USD in total.", [(1234.56, "USD")]),
        ("Der Betrag von 1.234,56 EUR ist fällig.", [(1234.56, "EUR")]),
        ("Eine SMS kostet 9 ct.", [(0.09, "EUR")]),
        ("Der Versand kostet 5 EUR zzgl. MwSt.", [(5.0, "EUR")]),
        ("Die Versicherungssumme beträgt 1,5 Mio. EUR.", [(1500000.0, "EUR")]),
        ("Das Jahresgehalt beträgt 48 Tsd. EUR.", [(48000.0, "EUR")]),
        ("Die Strafe beträgt fünfzig Euro.", [(50.0, "EUR")]),
        ("Das Gehalt beträgt 4.100,00 € (viertausendeinhundert Euro) brutto.", [(4100.0, "EUR")]),
        # a list's item at the start of a line: the item's number is no part of the sum
        ("Zahlungsplan:\n1. 500 EUR bei Vertragsschluss", [(500.0, "EUR")]),
    ],
)
def test_the_form_is_read_with_its_value(text: str, expected: list[tuple[float, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the words in brackets say another number than the figure: which one is meant the text does not tell
        "Das Grundgehalt beträgt 3.000 (dreitausendfünfhundert) Euro.",
        "A late fee of ten (100) dollars applies.",
        # a figure with words in brackets but no currency at all
        "Die Vertragsstrafe beträgt 3.000,-- (in Worten: dreitausend).",
        # a number with a dot and a space after a mark of a day, a rank or an item, or after the end of a sentence
        "Die Rate ist bis zum 3. 500 EUR fällig.",
        "Zahlungsplan: 1. 500 EUR bei Vertragsschluss.",
        "Siehe Ziffer 4. 500 EUR sind sofort fällig.",
        # look-alikes: no currency, no sum of money
        "Es gilt § 622 Abs. 2 BGB.",
        "Aktenzeichen 5 O 5.000/20 des Landgerichts.",
        "Telefon 030 1234 5678, Fax 030 1234 5679.",
        "Artikelnummer 4711.250, Nr. 1,5 der Preisliste.",
        "Verzugszinsen betragen 9 Prozentpunkte über dem Basiszinssatz.",
        "Der Zinssatz beträgt 4,5 % jährlich.",
        "Die TEURE Ware wird versichert versandt.",
        "Die Zahlung erfolgt in Euro oder in US-Dollar.",
        "Kunden aus der Europäischen Union zahlen in EUR.",
    ],
)
def test_a_look_alike_or_an_unclear_figure_is_not_read(text: str) -> None:
    assert read(text) == []


def test_the_thousands_of_euros_are_the_sum_not_the_figure() -> None:
    """A reader who took "250 TEUR" for 250 euros would understate a cap a thousandfold."""
    assert read("Die Haftung ist auf 250 TEUR begrenzt.") != [(250.0, "EUR")]


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("Die Vergütung beträgt 2. 400 € brutto im Monat.", ["2.400 €"]),
        (
            "Das Grundgehalt beträgt 3.000 (in Worten: dreitausend) Euro brutto.",
            ["3.000 (in Worten: dreitausend) Euro"],
        ),
        ("Die Haftung ist auf 250 TEUR je Schadensfall begrenzt.", ["250 TEUR"]),
        ("Die Rate ist bis zum 3. 500 EUR fällig.", []),
        ("Zahlungsplan: 1. 500 EUR bei Vertragsschluss.", []),
        ("Zahlungsplan:\n1. 500 EUR bei Vertragsschluss", ["500 EUR"]),
        ("Miete 850,00 EUR, davon 95,00 EUR für Heizung.", ["850,00 EUR", "95,00 EUR"]),
    ],
)
def test_the_amounts_an_explanation_quotes_are_the_ones_read(text: str, quoted: list[str]) -> None:
    """The values an explanation quotes (app/explain/values.py) are the sums find_money reads, never "500 €" for a
    figure a stray space cut; each quote read alone is the same sum."""
    assert list(amounts_as_written(text)) == quoted
    assert [m.value for q in quoted for m in find_money(q)] == [m.value for m in find_money(text)]
