"""An inverted German sentence is a condition only where its opening names the case it is for ("Bei Krankheit …",
"Im Todesfall …", "Für den Fall …"); an opening that names an object, a purpose or a time ("Für Heizung zahlt der
Mieter …", "Am Monatsende zahlt …") makes none ([reading] case_opening of clause_reader.toml). Sentences written for
this test."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_clause


def _pay(text: str, category: str) -> tuple[str | None, bool]:
    found = [s for s in read_clause(text, "de", category=category) if s.action in ("pay", "repay")]
    assert found, text
    return found[0].party, found[0].condition


@pytest.mark.parametrize(
    ("text", "category", "party"),
    [
        ("Bei Krankheit zahlt der Arbeitgeber das Gehalt für sechs Wochen weiter.", "employment_contract", "employer"),
        (
            "Im Todesfall zahlt der Arbeitgeber den Angehörigen das Gehalt für drei Monate weiter.",
            "employment_contract",
            "employer",
        ),
        ("Für den Fall einer Kündigung zahlt der Arbeitgeber eine Abfindung.", "employment_contract", "employer"),
        ("In diesem Fall zahlt der Mieter die Kosten der Reparatur.", "rental_contract", "tenant"),
        ("Wenn der Mieter auszieht, zahlt der Vermieter die Kaution zurück.", "rental_contract", "landlord"),
    ],
)
def test_an_opening_that_names_a_case_is_a_condition(text: str, category: str, party: str) -> None:
    assert _pay(text, category) == (party, True)


@pytest.mark.parametrize(
    ("text", "category", "party"),
    [
        (
            "Für Heizung und Warmwasser zahlt der Mieter eine monatliche Vorauszahlung von 80,00 EUR.",
            "rental_contract",
            "tenant",
        ),
        ("Für die Reinigung des Treppenhauses zahlt der Mieter monatlich 15,00 EUR.", "rental_contract", "tenant"),
        ("Am Monatsende zahlt der Arbeitgeber das Gehalt.", "employment_contract", "employer"),
        (
            "Neben der Grundmiete zahlt die Mieterin monatlich 120,00 EUR für die Betriebskosten.",
            "rental_contract",
            "tenant",
        ),
    ],
)
def test_an_opening_that_names_an_object_or_a_time_is_no_condition(text: str, category: str, party: str) -> None:
    assert _pay(text, category) == (party, False)
