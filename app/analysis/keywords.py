"""Weighted keyword matching shared by topic detection and document classification.

Keyword syntax (the lists are in app/locales/keywords.toml): matched case-insensitively at the start of a word;
a leading "~" matches anywhere inside a word, a trailing "$" requires the word to end there;
spaces match any run of whitespace.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

# (pattern, weight, literal): the literal is a lower-case piece every match contains. Checking it with
# ``in`` first skips the regex for the many keywords a clause does not contain (topics and categories
# have thousands of keywords; running every regex over every clause was most of the offline engine's time).
Patterns = list[tuple[re.Pattern[str], int, str]]


def keyword_pattern(keyword: str) -> str:
    anywhere = keyword.startswith("~")
    word_end = keyword.endswith("$")
    core = re.escape(keyword.strip("~$")).replace(r"\ ", r"\s+")
    start = "" if anywhere else r"(?<![^\W_])"
    end = r"(?![^\W_])" if word_end else ""
    return start + core + end


def _literal(keyword: str) -> str:
    """The longest run of the keyword without spaces (spaces match any whitespace), lower-cased."""
    return max(keyword.strip("~$").lower().split(), key=len)


def compile_keywords(by_weight: Mapping[int, Iterable[str]]) -> Patterns:
    return [
        (re.compile(keyword_pattern(kw), re.IGNORECASE), weight, _literal(kw))
        for weight, words in by_weight.items()
        for kw in words
        if kw.strip("~$").strip()
    ]


def score(text: str, patterns: Patterns, max_hits: int) -> int:
    """Sum of weight x hits, each keyword counted at most ``max_hits`` times."""
    if not text:
        return 0
    lowered = text.lower()
    return sum(min(len(p.findall(text)), max_hits) * w for p, w, literal in patterns if literal in lowered)


def any_hit(text: str, patterns: Patterns) -> bool:
    lowered = text.lower()
    return any(literal in lowered and p.search(text) for p, _, literal in patterns)
