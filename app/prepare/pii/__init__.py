"""Detectors of personal data; ``app.prepare.anonymize`` turns their findings into placeholders."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Found:
    """One piece of personal data: [start, end) in the text, its kind and the key that numbers it.

    ``key`` decides which findings share a placeholder (same string, or same person by surname).
    ``priority`` settles overlaps: the higher wins, then the longer span.
    """

    start: int
    end: int
    kind: str
    key: str
    priority: int = 1
