"""Employer and employee are named as whom a clause speaks of only in an employment contract (or a letter ending
one); elsewhere "our employees" are the company's staff: "speaks of the employee" named a party the document lacks."""

from __future__ import annotations

import pytest

from app.explain.lead import clause_lead

STAFF = [
    ("it", "Accetti di tenere indenni la società e i suoi dipendenti da qualsiasi pretesa di terzi."),
    ("en", "You agree to hold the company and its employees harmless from any claim by third parties."),
    ("de", "Sie stellen das Unternehmen und seine Angestellten von allen Ansprüchen Dritter frei."),
]


@pytest.mark.parametrize(("document", "text"), STAFF)
def test_a_companys_staff_in_terms_is_no_party(document: str, text: str) -> None:
    lead = clause_lead(text, "en", None, None, "terms_and_conditions", document)
    assert not any("employee" in person for person in lead.persons)


def test_the_employee_of_an_employment_contract_is_named() -> None:
    text = "Der Arbeitnehmer erhält eine Kopie der Betriebsordnung; Angestellte der Zentrale erhalten sie per E-Mail."
    lead = clause_lead(text, "en", None, None, "employment_contract", "de")
    assert any("employee" in person for person in lead.persons)
