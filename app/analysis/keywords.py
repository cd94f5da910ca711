"""Weighted keyword matching shared by topic detection and document classification.

Keyword syntax (the lists are in app/locales/keywords.toml): matched case-insensitively at the start of a word;
a leading "~" matches anywhere inside a word, a trailing "$" requires the word to end there;
spaces match any run of whitespace.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from app.analysis import fast_re as re

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


HEAD = 3  # characters of a literal's head, looked up in the set of a text's heads


class LiteralIndex:
    """Which of many lower-case literals a lower-cased text holds: for each literal the same answer as
    ``literal in text``, found without scanning the text once per literal.

    A literal of ``HEAD`` or more characters can only stand where its first ``HEAD`` characters do: the text's
    ``HEAD``-character pieces are gathered once (one pass), and only the literals whose head is among them are
    looked for with ``in``. Shorter literals are looked for one by one, as before."""

    def __init__(self, literals: Iterable[str]) -> None:
        unique = sorted(set(literals))
        self.short = tuple(x for x in unique if len(x) < HEAD)
        by_head: dict[str, list[str]] = {}
        for x in unique:
            if len(x) >= HEAD:
                by_head.setdefault(x[:HEAD], []).append(x)
        self.by_head = {head: tuple(xs) for head, xs in by_head.items()}
        self.heads = frozenset(self.by_head)

    def present(self, lowered: str) -> frozenset[str]:
        """The literals ``lowered`` holds."""
        found = [x for x in self.short if x in lowered]
        for head in self.heads.intersection(_pieces(lowered)):
            found.extend(x for x in self.by_head[head] if x in lowered)
        return frozenset(found)


@lru_cache(maxsize=8)  # a document's text is scored for every category in turn: its pieces are gathered once
def _pieces(lowered: str) -> frozenset[str]:
    """Every run of ``HEAD`` characters of ``lowered`` (the text's characters zipped with those one and two
    places on, joined: one pass in C, where slicing at each place is one step of Python per character)."""
    return frozenset(map("".join, zip(*(lowered[i:] for i in range(HEAD)), strict=False)))


@lru_cache(maxsize=64)
def _index(literals: tuple[str, ...]) -> LiteralIndex:
    return LiteralIndex(literals)


def index_of(patterns: Patterns) -> LiteralIndex:
    """The ``LiteralIndex`` of the literals of ``patterns`` (kept per list of literals: the keyword tables are
    compiled once, so the same few lists come back)."""
    return _index(tuple(literal for _, _, literal in patterns))


def score(text: str, patterns: Patterns, max_hits: int) -> int:
    """Sum of weight x hits, each keyword counted at most ``max_hits`` times."""
    if not text:
        return 0
    found = index_of(patterns).present(text.lower())
    return sum(min(len(p.findall(text)), max_hits) * w for p, w, literal in patterns if literal in found)


def any_hit(text: str, patterns: Patterns) -> bool:
    found = index_of(patterns).present(text.lower())
    return any(literal in found and p.search(text) for p, _, literal in patterns)
