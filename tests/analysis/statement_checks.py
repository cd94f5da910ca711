"""Shared helpers of the statement category tables (tests/analysis/test_statements_categories_*.py)."""

from __future__ import annotations

from app.analysis.statements import read_sentence

SHOP = "terms_and_conditions"
LEASE = "rental_contract"
JOB = "employment_contract"


def said(sentence: str, language: str, category: str) -> tuple[str | None, str, str | None] | None:
    """(party, modality, action) of the sentence's statement, or None."""
    found = read_sentence(sentence, language, category)
    return None if found is None else (found.party, found.modality, found.action)
