"""A German sentence that opens with a finite verb and its subject, then a comma and a finite verb, opens with a
condition ("Kommen Sie … nicht, wird Ihr Bürgergeld … gemindert"): the negation belongs to the condition, never to
the main clause. It was read as "This is something you do not have to do" under a sanction letter's warning."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence

CONDITIONS = [
    (
        "authority_letter",
        "Erscheinen Sie ohne wichtigen Grund nicht, wird Ihr Bürgergeld für einen Monat um 10 Prozent gemindert.",
        ("does", "benefit_cut"),
    ),
    (
        "rental_contract",
        "Zahlt die Mieterin die Miete zwei Monate nicht, kann der Vermieter fristlos kündigen.",
        ("may", "give_notice"),
    ),
    (
        "authority_letter",
        "Reichen Sie die Belege nicht fristgerecht ein, entfällt der Anspruch auf die Leistung.",
        None,
    ),
]

REQUESTS = [
    ("authority_letter", "Kommen Sie bitte am Montag um 9 Uhr in unser Büro.", "must"),
    ("authority_letter", "Teilen Sie uns jede Änderung Ihres Einkommens unverzüglich mit.", "must"),
]


@pytest.mark.parametrize(("category", "sentence", "expected"), CONDITIONS)
def test_a_verb_first_condition_keeps_its_negation(
    category: str, sentence: str, expected: tuple[str, str] | None
) -> None:
    found = read_sentence(sentence, "de", category)
    assert found is None or found.modality not in {"not_obliged", "must_not"}
    if expected is not None:
        assert found is not None and (found.modality, found.action) == expected
        assert found.condition or expected[0] == "does"  # a right under a condition is said with it


@pytest.mark.parametrize(("category", "sentence", "modality"), REQUESTS)
def test_a_request_stays_a_request(category: str, sentence: str, modality: str) -> None:
    found = read_sentence(sentence, "de", category)
    assert found is not None and found.modality == modality
