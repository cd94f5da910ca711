"""The types a legal-note finder works with (``app.analysis.notes`` runs the finders and words their notes)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from app.models import Decision, Norm

NoteKind = Literal["may_be_invalid", "unusual", "legal_limit", "info"]


@dataclass(frozen=True)
class ClauseView:
    """What a finder may read of one clause."""

    id: str
    text: str  # the clause's anonymized wording
    heading: str | None
    category: str  # the document's category, e.g. "tenancy", "employment", "terms_and_conditions"
    document_language: str


@dataclass(frozen=True)
class NoteDraft:
    kind: NoteKind
    key: str  # a table in some notes_*.toml
    params: dict[str, str] = field(default_factory=dict)
    norms: tuple[Norm, ...] = ()
    decisions: tuple[Decision, ...] = ()


Finder = Callable[[ClauseView], list[NoteDraft]]
