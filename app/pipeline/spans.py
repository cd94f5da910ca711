"""Where a match sits: its clause and its sentence."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from app.explain.base import clause_id
from app.models import Segment

# A sentence ends at a line break, a semicolon, or . ! ? followed by space and a capital letter
# ("Abs. 1", "Nr. 5" and "ca. 72" do not end one).
_SENTENCE_END = re.compile(r"\n|;|[.!?](?=\s+[A-ZÄÖÜÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛÇ¿¡])")


def sentence_bounds(text: str, pos: int) -> tuple[int, int]:
    """(start, end) of the sentence around offset ``pos``."""
    start = max(0, pos - 600)
    for m in _SENTENCE_END.finditer(text, start, pos):
        start = m.end()
    end_match = _SENTENCE_END.search(text, pos)
    return start, end_match.start() if end_match else len(text)


class ClauseIndex:
    """Maps text offsets to clause ids (c1, c2, ... in segment order)."""

    def __init__(self, segments: Sequence[Segment]) -> None:
        self._segments = list(segments)
        self._starts = [s.start for s in self._segments]

    def clause_at(self, pos: int) -> str | None:
        i = bisect_right(self._starts, pos) - 1
        if i >= 0 and self._segments[i].start <= pos < self._segments[i].end:
            return clause_id(i)
        return None
