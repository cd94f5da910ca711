"""The types a legal-note finder works with (``app.analysis.notes`` runs the finders; app/explain/notes_say.py
words their notes)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.models import NoteDraft, NoteKind

__all__ = ["ClauseView", "Finder", "NoteDraft", "NoteKind"]


@dataclass(frozen=True)
class ClauseView:
    """What a finder may read of one clause."""

    id: str
    text: str  # the clause's anonymized wording
    heading: str | None
    category: str  # the document's category, e.g. "tenancy", "employment", "terms_and_conditions"
    document_language: str


Finder = Callable[[ClauseView], list[NoteDraft]]
