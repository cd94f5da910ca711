"""Anonymization: persons, addresses, contact data, bank and tax ids -> typed placeholders. (stub: helper E)"""

from __future__ import annotations

from app.models import Anonymized


def anonymize(text: str) -> Anonymized:
    raise NotImplementedError
