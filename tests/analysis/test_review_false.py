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
