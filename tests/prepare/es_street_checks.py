"""Shared check of the Spanish street tables (tests/prepare/test_pii_es_streets_*.py)."""

from __future__ import annotations

from app.prepare.anonymize import anonymize


def covered(text: str, street: str) -> tuple[bool, str]:
    """Whether every letter and digit of ``street`` in ``text`` lies inside a replacement, and the output."""
    result = anonymize(text, "es")
    start = text.index(street)
    inside = [(s, e) for s, e, _a, _b in result.spans]
    left = [
        text[i]
        for i in range(start, start + len(street))
        if text[i].isalnum() and not any(s <= i < e for s, e in inside)
    ]
    return not left, result.text
