"""Facts people act on: deadlines, amounts, statutes. (stub: helper C)"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.models import Amount, Deadline, Norm, PreparedDocument


@dataclass
class Facts:
    deadlines: list[Deadline] = field(default_factory=list)
    amounts: list[Amount] = field(default_factory=list)
    norms: dict[str, list[Norm]] = field(default_factory=dict)  # by clause id
    warnings: list[str] = field(default_factory=list)


def find_facts(doc: PreparedDocument, topics: dict[str, str | None] | None = None) -> Facts:
    """Pure function over the anonymized text and its segments (clause ids c1, c2, ...)."""
    return Facts()
