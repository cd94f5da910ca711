"""Which legal concepts a clause names: keys only, no words of any reader language.

A reader of another language cannot be handed the original sentence, and a clause whose sentences the engine
cannot state gets only its topic. What can still be told truthfully is which legal things the clause names
("retention of title", "direct debit"). This module finds them; ``app/explain/terms_say.py`` says them.

Recognition is data per DOCUMENT language: ``app/locales/<code>/terms.toml`` section ``[patterns]``, a concept key
-> a list of regular expressions, matched case-insensitively and with word boundaries around each pattern (a
German compound that may be matched inside a longer word is written with ``\\w*`` in the pattern itself). Only a
clear naming counts: patterns are the concept's own words, never loose hints. Where two matches overlap, the
longer one names the concept ("gesetzliche Gewährleistung" is statutory warranty rights, not warranty as well);
a key whose every match lies inside another key's match is not listed.

A concept's absence does not name it: "senza preavviso", "without notice", "ohne Einhaltung einer
Kündigungsfrist", "sin preaviso" say there is no notice period. Each language lists in ``[absence]`` ``before`` the
words that, standing right before a concept's naming, say it is absent (a preposition of absence and the words
it may take in between: "ohne Einhaltung einer", "senza alcun", "sem necessidade de"); such a naming counts for no
concept, except where a concept of its own names the absence (termination without notice), whose longer match
wins as any overlap does.
"""

from __future__ import annotations

import re._constants as re_constants
import re._parser as re_parser
from collections.abc import Iterable
from functools import cache, lru_cache
from typing import Any

from app.analysis import fast_re as re
from app.analysis.keywords import LiteralIndex
from app.locales import optional_toml

MAX_TERMS = 6
ABSENCE_REACH = 60  # characters before a naming searched for the words of absence


@cache
def term_patterns(document_language: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(key, compiled pattern) per concept of ``document_language``'s ``terms.toml`` ``[patterns]``: the key's
    regexes as one alternation between word boundaries, not followed by a hyphen and a space (the first part of a
    cut compound, "Lohn- und Gehaltsabrechnung", names nothing); empty when the language has no patterns."""
    table = optional_toml(document_language, "terms").get("patterns", {})
    return tuple(
        (key, re.compile(r"\b(?:" + "|".join(f"(?:{p})" for p in patterns) + r")\b(?!-\s)", re.IGNORECASE))
        for key, patterns in table.items()
        if patterns
    )


def _fold(text: str) -> str:
    """``text`` compared without case: case-folded, a dotted capital I's dot dropped (the pattern's "i" matches it)."""
    return text.casefold().replace("\u0307", "")


def _required(pattern: str) -> str:
    """The longest run of characters every match of ``pattern`` holds, folded; "" where it has none of 3+.

    Read from the pattern's parse tree (the standard library's own regex parser): the literals at its top level
    follow one another in every match, whatever the branches, groups and repeats between them."""
    best = run = ""
    for op, value in re_parser.parse(pattern):
        if op is re_constants.LITERAL:
            run += chr(value)
        else:
            best, run = max(best, run, key=len), ""
    best = max(best, run, key=len)
    return _fold(best) if len(best) >= 3 else ""


def _needed(pattern: str) -> frozenset[str] | None:
    """Runs of characters (folded) of which every match of ``pattern`` holds one: the run ``_required`` reads, or
    where the pattern has none at its top level, the runs of a group every match passes through whose every
    alternative needs a run of its own ("(?:gepfändet|pfändbar)" -> both); None where no such runs are known."""
    run = _required(pattern)
    return frozenset({run}) if run else _needed_of(re_parser.parse(pattern))


def _needed_of(items: Iterable[tuple[Any, Any]]) -> frozenset[str] | None:
    """``_needed`` of a parsed sequence: its candidates are its top-level literal runs of 3+ characters, the
    alternatives of a branch (where each has its own), a group's and a repeat's (at least once) own; the one whose
    shortest run is longest is kept."""
    candidates: list[frozenset[str]] = []
    run = ""
    for op, value in items:
        if op is re_constants.LITERAL:
            run += chr(value)
            continue
        if len(run) >= 3:
            candidates.append(frozenset({_fold(run)}))
        run = ""
        inner: frozenset[str] | None = None
        if op is re_constants.BRANCH:
            branches = [_needed_of(branch) for branch in value[1]]
            if all(b is not None for b in branches):
                inner = frozenset().union(*(b for b in branches if b is not None))
        elif op is re_constants.SUBPATTERN:
            inner = _needed_of(value[3])
        elif op in (re_constants.MAX_REPEAT, re_constants.MIN_REPEAT) and value[0] >= 1:
            inner = _needed_of(value[2])
        if inner:
            candidates.append(inner)
    if len(run) >= 3:
        candidates.append(frozenset({_fold(run)}))
    return max(candidates, key=lambda c: (min(map(len, c)), -len(c))) if candidates else None


@cache
def _anchors(document_language: str) -> tuple[frozenset[str] | None, ...]:
    """Per concept of ``term_patterns`` (same order), the runs of which a clause must hold one for any of its
    patterns to match, or None where a pattern has no such runs (the concept is always tried)."""
    table = optional_toml(document_language, "terms").get("patterns", {})
    anchors: list[frozenset[str] | None] = []
    for patterns in (p for p in table.values() if p):
        runs = [_needed(p) for p in patterns]
        anchors.append(None if None in runs else frozenset().union(*(r for r in runs if r is not None)))
    return tuple(anchors)


@cache
def _anchor_index(document_language: str) -> LiteralIndex:
    """Every concept's runs of ``document_language``: which of them a clause holds is looked up once per clause."""
    return LiteralIndex(run for runs in _anchors(document_language) if runs is not None for run in runs)


@cache
def _absence(document_language: str) -> re.Pattern[str] | None:
    """The words of absence of ``terms.toml`` ``[absence] before``, anchored at the end of the searched span."""
    before = optional_toml(document_language, "terms").get("absence", {}).get("before", [])
    if not before:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(f"(?:{p})" for p in before) + r")\s*\Z", re.IGNORECASE)


def term_spans(text: str, document_language: str | None) -> list[tuple[int, int, str]]:
    """(start, end, key) of every naming of a concept in ``text``, in text order; overlaps resolved to the longer."""
    if not document_language or not text:
        return []
    return list(_term_spans(text, document_language))


@lru_cache(maxsize=2048)
def _term_spans(text: str, document_language: str) -> tuple[tuple[int, int, str], ...]:
    """``term_spans``, kept per text: the statement model, the lead sentence and the text-form check each ask for
    the same clause's concepts, and running every concept's pattern over a clause is the costly part."""
    spans: list[tuple[int, int, str]] = []
    held = _anchor_index(document_language).present(_fold(text))
    # A concept is tried only where the clause holds a run of characters one of its patterns needs: a substring
    # test instead of the pattern over the whole clause for most of the ~180 concepts, the same spans.
    for (key, pattern), runs in zip(term_patterns(document_language), _anchors(document_language), strict=True):
        if runs is not None and runs.isdisjoint(held):
            continue
        spans.extend((m.start(), m.end(), key) for m in pattern.finditer(text) if m.end() > m.start())
    # Longest first (then earliest), and keep a match only where it overlaps none kept before.
    spans.sort(key=lambda s: (-(s[1] - s[0]), s[0]))
    kept: list[tuple[int, int, str]] = []
    for start, end, key in spans:
        if all(end <= k_start or start >= k_end for k_start, k_end, _ in kept):
            kept.append((start, end, key))
    absent = _absence(document_language)
    if absent is not None:
        # "senza preavviso": the naming of a concept whose absence the text states names nothing.
        kept = [s for s in kept if not absent.search(text, max(0, s[0] - ABSENCE_REACH), s[0])]
    return tuple(sorted(kept))


def mentioned_terms(text: str, document_language: str | None) -> list[str]:
    """Keys of the legal concepts ``text`` names, in order of first mention, at most ``MAX_TERMS``, each once."""
    keys: list[str] = []
    for _, _, key in term_spans(text, document_language):
        if key not in keys:
            keys.append(key)
        if len(keys) == MAX_TERMS:
            break
    return keys
