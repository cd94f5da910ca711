"""Where a match sits: its clause and its sentence."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from app.models import Segment, clause_id

# A sentence ends at a semicolon, at . ! ? followed by space and a capital letter ("Abs. 1",
# "Nr. 5" and "ca. 72" do not end one), at a blank line, at a line break after punctuation, and at
# a line break before a list marker or section sign. Other line breaks are where a PDF or a scan
# wrapped the line: "eine Mietsicherheit von drei Monatsmieten, also\n2.550,00 EUR" is one sentence.
_LIST_START = r"(?:\(\w{1,3}\)|[a-z]\)|\d+(?:\.\d+)*[.)]?\s|§|Art\.|[-•*–]\s)"
_HARD_BREAK = rf"\n[ \t]*\n|(?<=[.!?:;])[ \t]*\n|\n(?=[ \t]*{_LIST_START})"
_SENTENCE_END = re.compile(rf"{_HARD_BREAK}|;|[.!?](?=\s+[A-ZÄÖÜÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛÇ¿¡])")
# Every other line break: where the line was wrapped inside a sentence.
_SOFT_BREAK = re.compile(rf"(?<=\S)[ \t]*\n(?![ \t]*\n|[ \t]*{_LIST_START})(?=[ \t]*\S)[ \t]*")
_HEADING_CHARS = 45  # a shorter line before a soft break is a heading ("Urlaub" / "Die Arbeitnehmerin …")


def sentence_bounds(text: str, pos: int) -> tuple[int, int]:
    """(start, end) of the sentence around offset ``pos``."""
    start = max(0, pos - 600)
    for m in _SENTENCE_END.finditer(text, start, pos):
        start = m.end()
    end_match = _SENTENCE_END.search(text, pos)
    return start, end_match.start() if end_match else len(text)


def unwrap(text: str) -> str:
    """The text with the lines joined that ``sentence_bounds`` reads through as one sentence ("… vor dem Ende
    des Mietverhältnisses" / "erklärt werden."), except after a short line: a heading stays on its own."""

    def join(m: re.Match[str]) -> str:
        if m.start() >= 1 and text[m.start() - 1] in ".!?:;":
            return m.group()  # after punctuation: a hard break the lookbehind could not see past spaces
        line_start = text.rfind("\n", 0, m.start()) + 1
        return " " if m.start() - line_start >= _HEADING_CHARS else m.group()

    return _SOFT_BREAK.sub(join, text)


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
