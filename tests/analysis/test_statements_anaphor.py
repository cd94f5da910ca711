"""A third-person pronoun beside the modal word refers back to the party named at the opening of the sentence's
condition ("Verlässt der Arbeitnehmer …, hat er … zu erstatten"); without a party there, or with the reader's "Sie",
the pronoun names no one ([reading] anaphor of clause_reader.toml). Sentences written for this test."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_clause


def _first(text: str, language: str, category: str) -> tuple[str | None, str, bool]:
    found = [s for s in read_clause(text, language, category=category) if s.modality == "must"]
    assert found, text
    return found[0].party, found[0].modality, found[0].condition


@pytest.mark.parametrize(
    ("text", "language", "category", "party"),
    [
        (
            "Scheidet der Mitarbeiter vor Ablauf von drei Jahren nach der vom Arbeitgeber bezahlten Weiterbildung aus, "
            "hat er die Kosten anteilig zu erstatten.",
            "de",
            "employment_contract",
            "employee",
        ),
        (
            "Kündigt der Arbeitnehmer vor Ablauf eines Jahres, muss er das Umzugsgeld zurückzahlen.",
            "de",
            "employment_contract",
            "employee",
        ),
        (
            "Zieht die Mieterin vor Ablauf der Frist aus, hat sie die Schlüssel sofort zurückzugeben.",
            "de",
            "rental_contract",
            "tenant",
        ),
        (
            "Wenn der Vermieter die Wohnung betreten will, muss er dies vorher ankündigen.",
            "de",
            "rental_contract",
            "landlord",
        ),
        (
            "If the employee leaves within a year, he must repay the relocation allowance.",
            "en",
            "employment_contract",
            "employee",
        ),
    ],
)
def test_the_pronoun_refers_to_the_conditions_party(text: str, language: str, category: str, party: str) -> None:
    assert _first(text, language, category) == (party, "must", True)


@pytest.mark.parametrize(
    ("text", "language", "category"),
    [
        # The condition's subject is no party: the pronoun is the rent, and the payment is passive.
        ("Ist die Miete fällig, muss sie bis zum dritten Werktag gezahlt werden.", "de", "rental_contract"),
        # The reader's "Sie" in the condition and a third person after it: not the same one.
        ("If you leave within two years, he must repay the training costs.", "en", "employment_contract"),
        # No condition at all: the pronoun's party is not known from this sentence.
        ("Er muss die Kosten der Fortbildung erstatten.", "de", "employment_contract"),
    ],
)
def test_without_a_party_in_the_condition_the_pronoun_names_no_one(text: str, language: str, category: str) -> None:
    # The pronoun names no one; a lease's rent is the tenant's to pay by law (marked "by_law"), not by the pronoun.
    found = read_clause(text, language, category=category)
    parties = [s.party for s in found if "by_law" not in s.details]
    assert all(p is None for p in parties), parties
