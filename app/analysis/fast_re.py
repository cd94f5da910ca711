"""The standard library's ``re`` for the analysis and the offline engine, whose patterns skip quickly to where a
match can begin.

Imported in place of ``re`` (``from app.analysis import fast_re as re``): the same names, the same matches. What
differs is ``compile`` (and the module-level ``search``, ``match``, ``finditer``, ... that compile a pattern given as
a string): the compiled pattern gets the lookahead on its possible first characters of
``app.prepare.pii.first_chars.guarded``, the one the anonymizer's patterns have, and the engine's skip to the next
such character where it can. Most of the reading patterns open with ``\\b``, a lookbehind or an alternation of
words, which Python's engine otherwise tries in full at every position of a clause; a pattern whose first
character cannot be bounded, or that the engine already scans quickly, comes back as ``re.compile`` makes it.

The compiled pattern's ``pattern`` is then the guarded source (the lookahead in front): a pattern built from it
(``A.pattern + "|" + B.pattern``) reads the same text alike, as the lookahead only asserts what the pattern's own
first item needs. tests/analysis/test_fast_re.py checks the equality of matches on every pattern of the modules
that use it.
"""

from __future__ import annotations

import re as _re
from collections.abc import Callable, Iterator
from functools import lru_cache
from re import (
    ASCII,
    DOTALL,
    IGNORECASE,
    MULTILINE,
    UNICODE,
    VERBOSE,
    A,
    I,
    M,
    Match,
    Pattern,
    RegexFlag,
    S,
    U,
    X,
    error,
    escape,
)
from typing import Any

from app.prepare.pii.first_chars import guarded

__all__ = [
    "ASCII",
    "DOTALL",
    "IGNORECASE",
    "MULTILINE",
    "UNICODE",
    "VERBOSE",
    "A",
    "I",
    "M",
    "Match",
    "Pattern",
    "RegexFlag",
    "S",
    "U",
    "X",
    "compile",
    "error",
    "escape",
    "findall",
    "finditer",
    "fullmatch",
    "match",
    "search",
    "split",
    "sub",
    "subn",
]


# Bound: as many patterns as the standard library's own cache keeps (512), the most recently used: a pattern
# built from a document's words (a name) is kept no longer than ``re`` itself would keep it.
@lru_cache(maxsize=512)
def _compiled(pattern: str, flags: int) -> Pattern[str]:
    return guarded(_re.compile(pattern, flags))


def compile(pattern: str | Pattern[str], flags: int = 0) -> Pattern[str]:
    """``re.compile`` with the first-character lookahead (module docstring); a compiled pattern comes back as it
    is, as ``re.compile`` hands it back."""
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    return _compiled(pattern, int(flags))


def search(pattern: str | Pattern[str], string: str, flags: int = 0) -> Match[str] | None:
    return compile(pattern, flags).search(string)


def match(pattern: str | Pattern[str], string: str, flags: int = 0) -> Match[str] | None:
    return compile(pattern, flags).match(string)


def fullmatch(pattern: str | Pattern[str], string: str, flags: int = 0) -> Match[str] | None:
    return compile(pattern, flags).fullmatch(string)


def finditer(pattern: str | Pattern[str], string: str, flags: int = 0) -> Iterator[Match[str]]:
    return compile(pattern, flags).finditer(string)


def findall(pattern: str | Pattern[str], string: str, flags: int = 0) -> list[Any]:
    return compile(pattern, flags).findall(string)


def split(pattern: str | Pattern[str], string: str, maxsplit: int = 0, flags: int = 0) -> list[Any]:
    return compile(pattern, flags).split(string, maxsplit)


def sub(
    pattern: str | Pattern[str], repl: str | Callable[[Match[str]], str], string: str, count: int = 0, flags: int = 0
) -> str:
    return compile(pattern, flags).sub(repl, string, count)


def subn(
    pattern: str | Pattern[str], repl: str | Callable[[Match[str]], str], string: str, count: int = 0, flags: int = 0
) -> tuple[str, int]:
    return compile(pattern, flags).subn(repl, string, count)
