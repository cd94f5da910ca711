"""Readings a reviewer of the sample outputs found false (issue 23), each checked both ways on sentences
written for these tests: the false reading is gone, the right one stays where the text bears it out."""

from __future__ import annotations

from app.analysis.frames import frame_of
from app.analysis.statements import read_sentence


# --------------------------------------------------------------------- 1. frames follow the document's kind
def test_prepayment_in_a_tax_notice_is_no_tenants_utilities() -> None:
    sentence = "Ab dem 01.04.2027 betragen die vierteljährlichen Vorauszahlungen zur Einkommensteuer 330,00 EUR."
    assert read_sentence(sentence, "de", "tax_assessment") is None
    assert frame_of(sentence, "de", "tax_assessment") is None


def test_utilities_in_a_lease_are_still_read() -> None:
    sentence = "Die monatliche Vorauszahlung auf die Betriebskosten beträgt 145,00 EUR."
    found = read_sentence(sentence, "de", "rental_contract")
    assert found is not None and found.action == "utilities"
    assert frame_of(sentence, "de", None) is not None  # kind not known: the frame is read


def test_salary_frame_not_in_a_lease() -> None:
    sentence = "The Employee shall be paid a gross salary of EUR 3,100 per month."
    assert frame_of(sentence, "en", "employment_contract") is not None
    found = frame_of(sentence, "en", "rental_contract")
    assert found is None or found[0] != "salary"


# --------------------------------------------------------------------- 2. an amount's meaning from its own words
def _meanings(text: str, category: str = "other") -> dict[str, str]:
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    return {a.text: a.meaning for a in find_amounts(text, ClauseIndex((Segment(0, len(text)),)), "de", category)}


def test_an_overpayment_is_no_back_payment_and_counted_income_no_salary() -> None:
    found = _meanings(
        "Für August ergibt sich eine Überzahlung von 217,00 EUR. Sie haben 217,00 EUR zu Unrecht erhalten. "
        "Anzurechnen ist ein Einkommen von 305,00 EUR."
    )
    assert "back_payment" not in found.values() and found["305,00 EUR"] == "income"
    kept = _meanings("Die Nachzahlung beträgt 640,00 EUR. Das Gehalt beträgt 2.900,00 EUR.")
    assert kept == {"640,00 EUR": "back_payment", "2.900,00 EUR": "salary"}


def test_a_tax_notice_has_no_benefit_cut_and_a_lease_keeps_its_rent() -> None:
    text = "Die Werbungskosten wurden um 310,00 EUR gekürzt."
    assert _meanings(text, "tax_assessment")["310,00 EUR"] != "reduction"
    assert _meanings(text, "authority_letter")["310,00 EUR"] == "reduction"
    assert _meanings("Die Miete beträgt 720,00 EUR.", "rental_contract")["720,00 EUR"] == "rent"
