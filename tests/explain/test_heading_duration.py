"""A heading's word for "duration" names the contract's duration only where nothing else follows it but the
contract ("Durée du contrat", "Duration and termination"): "Durée du travail" is working time, "Durata del periodo di
prova" the probation period; said as "duration of the contract" they were wrong statements."""

from __future__ import annotations

import pytest

from app.explain.lead import heading_words

CONTRACT_DURATION = [
    ("Article 2 - Durée du contrat", "fr"),
    ("Durée", "fr"),
    ("Durée et résiliation", "fr"),
    ("3. Duration", "en"),
    ("Duration and termination", "en"),
    ("Duration of the agreement", "en"),
    ("SEGUNDA.- Duración", "es"),
    ("Duración del contrato y prórrogas", "es"),
    ("Art. 2 - Durata del contratto", "it"),
    ("Durata e rinnovo", "it"),
    ("Cláusula 2.ª - Duração", "pt"),
    ("Duração do contrato", "pt"),
]

SOMETHING_ELSE = [
    ("Article 3 - Durée du travail", "fr"),
    ("Durée hebdomadaire de travail", "fr"),
    ("Durée de la période d'essai", "fr"),
    ("Duration of working hours", "en"),
    ("Duration of the probation period", "en"),
    ("Duración de la jornada", "es"),
    ("Durata del periodo di prova", "it"),
    ("Duração do período experimental", "pt"),
]


@pytest.mark.parametrize(("heading", "language"), CONTRACT_DURATION)
def test_the_contracts_duration_is_named(heading: str, language: str) -> None:
    assert "duration" in heading_words(heading, language)


@pytest.mark.parametrize(("heading", "language"), SOMETHING_ELSE)
def test_the_duration_of_something_else_is_not_the_contracts(heading: str, language: str) -> None:
    assert "duration" not in heading_words(heading, language)
