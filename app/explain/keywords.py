"""Weighted keyword matching shared by topic detection and document classification.

Keyword syntax (see app.i18n.topic_keywords): matched case-insensitively at the start of a word;
a leading "~" matches anywhere inside a word, a trailing "$" requires the word to end there;
spaces match any run of whitespace.
"""

from __future__ import annotations

import re

Patterns = list[tuple[re.Pattern[str], int]]


def keyword_pattern(keyword: str) -> str:
    anywhere = keyword.startswith("~")
    word_end = keyword.endswith("$")
    core = re.escape(keyword.strip("~$")).replace(r"\ ", r"\s+")
    start = "" if anywhere else r"(?<![^\W_])"
    end = r"(?![^\W_])" if word_end else ""
    return start + core + end


def compile_keywords(by_weight: dict[int, str]) -> Patterns:
    return [
        (re.compile(keyword_pattern(kw), re.IGNORECASE), weight)
        for weight, words in by_weight.items()
        for kw in words.split("|")
        if kw.strip("~$")
    ]


def score(text: str, patterns: Patterns, max_hits: int) -> int:
    """Sum of weight x hits, each keyword counted at most ``max_hits`` times."""
    return sum(min(len(p.findall(text)), max_hits) * w for p, w in patterns) if text else 0


def any_hit(text: str, patterns: Patterns) -> bool:
    return any(p.search(text) for p, _ in patterns)
