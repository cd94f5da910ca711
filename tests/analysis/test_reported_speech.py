"""Reported speech binds no one: what a party or someone else says, claims or points out "that" is a claim
reported, not a statement of the document, so nothing is said of it (the writer's own "Bitte beachten Sie, dass …"
is read as before). Sentences written for these tests."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Der Vermieter behauptet, dass der Mieter verpflichtet ist, die Kosten der Reparatur zu tragen.", "de"),
        ("Die Vermieterin ist der Auffassung, dass die Mieterin die Schönheitsreparaturen tragen muss.", "de"),
        ("Der Arbeitgeber macht geltend, dass der Arbeitnehmer die Fortbildungskosten zurückzahlen muss.", "de"),
        ("The landlord says that the tenant must pay for the repairs.", "en"),
        ("The employer claims that the employee has to repay the training costs.", "en"),
    ],
)
def test_a_claim_reported_binds_no_one(sentence: str, language: str) -> None:
    assert read_sentence(sentence, language, "rental_contract") is None


@pytest.mark.parametrize(
    ("sentence", "language", "party"),
    [
        ("Der Mieter trägt die Kosten der Reparatur.", "de", "tenant"),
        ("Bitte beachten Sie, dass Sie die Miete bis zum dritten Werktag zahlen müssen.", "de", "you"),
        ("The tenant must pay for the repairs.", "en", "tenant"),
        ("Please note that you must pay the rent by the third working day.", "en", "you"),
    ],
)
def test_a_statement_of_the_document_stays(sentence: str, language: str, party: str) -> None:
    found = read_sentence(sentence, language, "rental_contract")
    assert found is not None and found.party == party, found
