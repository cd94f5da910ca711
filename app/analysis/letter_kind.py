"""What kind of letter an authority's letter is, from the words of its headings and subject line.

A *hearing* ("Anhörung nach § 24 SGB X", "trámite de audiencia", "preavviso di rigetto"): the authority is
considering a decision that affects the reader and first lets them comment on it. Such a letter is no decision yet;
the summary says so, which is what a reader needs to know first. The words live as data per document language
(``app/locales/<lang>/letters.toml``, table ``[kinds]``); every language's words are matched, as the document's
language is not needed to read a heading. Only headings and short lines of the letter's first part count: a hearing
named in running text ("after the hearing of 3 May …") does not make the letter one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from app.config import LANGUAGES
from app.locales import optional_toml
from app.locales.reading import LocaleDataError

KINDS = ("hearing",)
_CATEGORIES = frozenset({"authority_letter"})
_FIRST_CLAUSES = 4  # the subject and first headings of a letter come within its first parts
_SUBJECT_MAX = 160  # a line longer than this is running text, no subject line


@cache
def _markers(kind: str) -> re.Pattern[str] | None:
    if kind not in KINDS:
        raise KeyError(kind)
    patterns: list[str] = []
    for language in LANGUAGES:
        table = optional_toml(language, "letters").get("kinds", {})
        if not isinstance(table, dict) or set(table) - set(KINDS):
            raise LocaleDataError(f"{language}/letters.toml: kinds: expected lists named {', '.join(KINDS)}")
        found = table.get(kind, [])
        if not isinstance(found, list) or not all(isinstance(p, str) and p for p in found):
            raise LocaleDataError(f"{language}/letters.toml: kinds.{kind}: expected a list of patterns")
        patterns.extend(found)
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE) if patterns else None


def _title_lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if 0 < len(line.strip()) <= _SUBJECT_MAX]


def letter_kind(category: str, clauses: Iterable[tuple[str, str | None]]) -> str | None:
    """The kind of an authority's letter ("hearing"), from (text, heading) of its clauses; None when its headings
    and subject lines name no kind, or the document is no authority's letter."""
    if category not in _CATEGORIES:
        return None
    lines: list[str] = []
    for index, (text, heading) in enumerate(clauses):
        if index >= _FIRST_CLAUSES:
            break
        if heading:
            lines.append(heading)
        lines.extend(line for line in _title_lines(text) if not line.endswith((".", ",", ";")))
    for kind in KINDS:
        pattern = _markers(kind)
        if pattern is not None and any(pattern.search(line) for line in lines):
            return kind
    return None
