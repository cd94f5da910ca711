"""Names written in capitals: a copy of the text with capitals title-cased, and what may be read in it.

Letterheads and court headers write names in capitals ("ANNA MÜLLER"); headings and warnings in
terms of service write whole sentences so. The recognizers read the title-cased copy, and a name
found there counts only when its words are listed names or it stands on a line of its own.
"""

from __future__ import annotations

import re

from app.prepare.pii import wordlists as lists
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lexicon import is_english_word, zipf
from app.prepare.pii.lexicon import is_ordinary as _is_ordinary
from app.prepare.pii.names import is_first_name
from app.prepare.pii.shapes import UPPER, everyday, is_ordinary, surname_like

_CAPS_WORD = compile_fast(rf"(?<![\w\-’'])[{UPPER}]{{2,}}(?![\w\-])")


def shouted(text: str, start: int, end: int, language: str) -> bool:
    """A sentence written in capitals (warnings and age rules in terms of service): weak name evidence
    inside it is a word of the sentence, not a name.

    The capital words around the span, on its line, are mostly ordinary words of the language; a
    name in capitals on its own line or in a letterhead has no such neighbours.
    """
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    around = [
        w.group()
        for w in _CAPS_WORD.finditer(text, max(line_start, start - 80), min(line_end, end + 80))
        if w.end() <= start or w.start() >= end
    ]
    ordinary = sum(_is_ordinary(w, language) or zipf(w, language) >= 4.5 for w in around)
    return ordinary >= 3 and 4 * ordinary >= 3 * len(around)


_CAPS = compile_fast(rf"(?<![\w])[{UPPER}][{UPPER}'’\-]+(?![\w])")


_CAPS_PARTICLES = {w.upper(): w for w in lists.entries("caps_particles")}


def title_case_capitals(text: str) -> str:
    def title(m: re.Match[str]) -> str:
        word = m.group()
        new = _CAPS_PARTICLES.get(word) or word.title()
        return new if len(new) == len(word) else word

    return _CAPS.sub(title, text)


def listed_name(span: str, language: str, alone: bool = False) -> bool:
    """A name in capitals counts only when all its words are listed names: headings are in capitals too."""
    tokens = [t for t in re.findall(r"[\w’'\-]+", span) if len(t) > 1 and t.lower() not in _PARTICLE_WORDS]
    if not tokens:
        return False
    if all((is_first_name(t) or surname_like(t)) and not is_ordinary(t.upper(), language) for t in tokens):
        return True
    # a first name, then surnames frequent in their own
    # country (the surname list is German), none an everyday or English word.
    return (
        alone  # a line of its own: an address block or a letterhead, not a sentence in capitals
        and len(tokens) >= 2
        and is_first_name(tokens[0])
        and not is_ordinary(tokens[0].upper(), language)
        and all(not is_english_word(t, language) and not everyday(t, language) for t in tokens[1:])
    )


_PARTICLE_WORDS = frozenset(v for v in _CAPS_PARTICLES.values())


def alone(text: str, start: int, end: int) -> bool:
    """The span is all its line holds."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return not text[line_start:start].strip() and not text[end : len(text) if line_end < 0 else line_end].strip()
