"""Regexes that skip quickly over the places where no match can begin: a lookahead on their possible first characters.

Python's regex engine scans quickly for a pattern's first character only where the pattern opens with a
literal or a character class. A pattern that opens with ``\\b``, a lookbehind or an alternation of such
(``(?<![\\w-])(?:Tel|Fax)…``) is instead tried in full at every position of the text; most of our
detectors open so, and a document of 150,000 characters is read by dozens of them. ``guarded(rx)``
puts a lookahead on the characters a match can begin with, taken from the pattern's own syntax tree
(``(?=[TF])``), in front: the same matches at the same places, with one test at each place no match
can begin. A pattern whose first character cannot be bounded (one that may match the empty string, or
that opens with ``.``, ``\\w`` or a negated class) is returned as it was. Where it can, the class also goes
into the compiled pattern's info block (``skipping``): the engine then skips in C to the next place where a
match can begin, as it does for a pattern that opens with a class.
"""

from __future__ import annotations

import _sre
import re
import re._constants as C  # the parser's opcodes (private, stable within a Python version)
import re._parser as P
from collections.abc import Iterable
from functools import lru_cache
from re import _compiler as K  # type: ignore[attr-defined]  # the compiler's steps (private, like the two above)
from typing import Any

# Classes that admit nearly every character: no lookahead on them pays.
_BROAD = frozenset({C.CATEGORY_WORD, C.CATEGORY_NOT_WORD, C.CATEGORY_NOT_DIGIT, C.CATEGORY_NOT_SPACE})
_CATEGORIES = {
    C.CATEGORY_DIGIT: r"\d",
    C.CATEGORY_SPACE: r"\s",
}
_ZERO_WIDTH = frozenset({C.AT, C.ASSERT, C.ASSERT_NOT})
_REPEATS = frozenset({C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", C.MAX_REPEAT)})


class _Unbounded(Exception):
    """The first character of a match cannot be bounded by a class worth testing."""


def _first(items: Any, out: list[tuple[Any, Any]]) -> bool:
    """Add to ``out`` the class items a match of ``items`` (a parsed sequence) can begin with; True where the
    sequence may match the empty string (then what follows it may begin the match too)."""
    for op, av in items:
        if op in _ZERO_WIDTH:
            continue  # "\b", "^", a lookaround: it consumes nothing, the next item gives the first character
        if op is C.LITERAL:
            out.append((op, av))
            return False
        if op is C.IN:
            for item_op, item_av in av:
                if item_op is C.NEGATE or (item_op is C.CATEGORY and item_av not in _CATEGORIES):
                    raise _Unbounded
            out.extend(av)
            return False
        if op is C.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            if (add_flags | del_flags) & re.IGNORECASE:
                raise _Unbounded  # a local change of case: the lookahead would read with the pattern's own
            if not _first(sub.data, out):
                return False
            continue
        if op is getattr(C, "ATOMIC_GROUP", None):
            if not _first(av.data, out):
                return False
            continue
        if op is C.BRANCH:
            nullable = False
            for alternative in av[1]:
                nullable |= _first(alternative.data, out)
            if not nullable:
                return False
            continue
        if op in _REPEATS:
            low, _high, sub = av
            if not _first(sub.data, out) and low > 0:
                return False
            continue
        raise _Unbounded  # ".", a back reference, a conditional group, a negated literal
    return True


def _char(code: int) -> str:
    return f"\\U{code:08x}"


def _class(items: list[tuple[Any, Any]]) -> str:
    parts: list[str] = []
    for op, av in items:
        if op is C.LITERAL:
            parts.append(_char(av))
        elif op is C.RANGE:
            parts.append(f"{_char(av[0])}-{_char(av[1])}")
        elif op is C.CATEGORY:
            parts.append(_CATEGORIES[av])
        else:
            raise _Unbounded
    return "[" + "".join(sorted(set(parts))) + "]"


def _fast_already(items: Any, parsed: Any = None, flags: int = 0) -> bool:
    """Whether the engine finds the pattern's start by itself: it opens with a literal, a class or an alternation
    of literals (``re._compiler._get_charset_prefix`` and ``_get_literal_prefix``), and, with IGNORECASE, the
    compiler wrote that prefix into the pattern's info block: it writes none where the first characters are
    letters with another case ("monatlich|pro Monat" is then tried in full at every place)."""
    while items and items[0][0] is C.SUBPATTERN:
        items = items[0][1][3].data
    if not items:
        return False
    op, av = items[0]
    opens = op in (C.LITERAL, C.IN) or (
        op is C.BRANCH and all(alt.data and alt.data[0][0] is C.LITERAL for alt in av[1])
    )
    if not opens or parsed is None or not flags & re.IGNORECASE:
        return opens
    code = K._code(parsed, flags)
    return code[0] != C.INFO or bool(code[2] & (C.SRE_INFO_PREFIX | C.SRE_INFO_CHARSET))


def first_class(rx: re.Pattern[str]) -> str | None:
    """The character class a match of ``rx`` begins with, as regex source; None where it cannot be bounded."""
    if not isinstance(rx.pattern, str):
        return None
    try:
        return _class_of(P.parse(rx.pattern, rx.flags), rx.flags)
    except (re.error, TypeError, ValueError):
        return None


def _class_of(parsed: Any, flags: int) -> str | None:
    """``first_class`` of a parsed pattern."""
    if flags & re.VERBOSE:
        return None
    try:
        out: list[tuple[Any, Any]] = []
        if _first(parsed.data, out) or not out:
            return None
        return _class(out)
    except (_Unbounded, TypeError, ValueError):
        return None


def guarded(rx: re.Pattern[str]) -> re.Pattern[str]:
    """``rx`` with a lookahead on its first characters where that makes it faster; the same matches, groups
    and flags. Patterns the engine already scans quickly (they open with a literal or a class) and patterns
    whose first character cannot be bounded come back unchanged.

    The pattern is parsed once for both questions; the guarded one is compiled once, with the skip of
    ``skipping`` where the engine allows it, else as ``re.compile`` makes it."""
    if not isinstance(rx.pattern, str) or re.match(r"\(\?[aiLmsux]+\)", rx.pattern):
        return rx  # global inline flags must stay first
    try:
        parsed = P.parse(rx.pattern, rx.flags)
        cls = _class_of(parsed, rx.flags)  # before the compiler reads the tree below
        if cls is None or _fast_already(parsed.data, parsed, parsed.state.flags | rx.flags):
            return rx
    except (re.error, TypeError, ValueError):
        return rx
    source = f"(?={cls})(?:{rx.pattern})"
    fast = _compile_skipping(source, rx.flags, cls)
    if fast is None or fast.flags != rx.flags:
        try:
            fast = re.compile(source, rx.flags)
        except re.error:
            return rx
    if fast.groupindex != rx.groupindex or fast.groups != rx.groups:
        return rx
    return fast


def skipping(rx: re.Pattern[str], cls: str) -> re.Pattern[str]:
    """``rx``, which opens with the lookahead ``(?={cls})``, compiled so that the engine's search skips in C to
    the next character of ``cls`` before it tries a match; ``rx`` itself where that cannot be done.

    The engine does this for a pattern that opens with a class (``re._compiler._compile_info`` writes the class
    into the pattern's info block), not for one that opens with a lookahead: there it enters the matcher at every
    place of the text only to fail the lookahead at most of them. Here the info block of ``rx`` gets the class
    of its lookahead: the places tried are those where the lookahead holds, and the pattern tried there is ``rx``
    itself, lookahead included; so the matches are the same. With IGNORECASE only a class of ASCII letters (the
    info block's class is read as written: it gets every character the letters match, ``_CASES``); not where the
    engine's private layout is not the one this was written against."""
    if not isinstance(rx.pattern, str):
        return rx
    fast = _compile_skipping(rx.pattern, rx.flags, cls)
    if fast is None:
        return rx
    same = (fast.pattern, fast.flags, fast.groups, fast.groupindex) == (rx.pattern, rx.flags, rx.groups, rx.groupindex)
    return fast if same else rx


def compile_skipping(pattern: str, cls: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)`` for a pattern that opens with the lookahead ``(?={cls})``, as ``skipping``
    makes it, parsed and compiled once (patterns built per document)."""
    return _compile_skipping(pattern, flags, cls) or re.compile(pattern, flags)


def compile_starting_with(pattern: str, cls: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)`` for a pattern whose matches can begin only with a character of ``cls`` (the
    caller's construction says so, as for an alternation of words behind ``words_lookahead``): the class goes into
    the info block alone, so the engine tries the pattern only at those places; the same matches as the pattern
    with the lookahead ``(?={cls})`` in front, without parsing and compiling the class a second time."""
    return _compile_skipping(pattern, flags, cls) or re.compile(pattern, flags)


# Every character that a class of ASCII letters matches with IGNORECASE, beyond the letters in both cases (the
# documentation of ``re.IGNORECASE``; tests/prepare/test_first_chars.py checks it on every character).
_CASES = {"i": "\u0130\u0131", "s": "\u017f", "k": "\u212a"}


@lru_cache(maxsize=1024)
def _start_set(cls: str, flags: int) -> tuple[int, ...] | None:
    """The compiled class of an info block for ``cls`` read with ``flags`` (cached: per-document patterns share a
    few classes, and a class beyond Latin-1 costs a table of 65,536 entries to compile)."""
    (op, av), *_rest = P.parse(cls, flags & ~re.IGNORECASE).data
    items = [(op, av)] if op is C.LITERAL else av  # a class of one character is parsed as that character
    if op not in (C.IN, C.LITERAL):
        return None
    if flags & re.IGNORECASE:
        letters = {chr(v) for o, v in items if o is C.LITERAL and chr(v).isascii() and chr(v).isalpha()}
        if len(letters) != len(items):
            return None  # a range, a category or another character: its other cases are not known here
        cased = {c for ch in letters for c in (ch.lower(), ch.upper(), *_CASES.get(ch.lower(), ""))}
        items = [(C.LITERAL, ord(c)) for c in sorted(cased)]
    charset, _cased = K._optimize_charset(items)
    code: list[int] = []
    K._compile_charset(charset, flags, code)
    return tuple(code)


def _compile_skipping(pattern: str, flags: int, cls: str) -> re.Pattern[str] | None:
    """The pattern with ``cls`` in its info block; None where the engine is not the one this was written against
    (``_engine_checked``) or the pattern does not fit (the caller then compiles it as it is)."""
    if not _engine_checked():
        return None
    return _build_skipping(pattern, flags, cls)


# Patterns, a class and a text on which a skipping pattern must find what the plain one finds: with and without
# IGNORECASE, a lookbehind, groups, letters beyond ASCII.
_PROBES = (
    (r"(?=[TF])(?<![\w-])(?:Tel|Fax)\.?[ \t]*(?P<n>\d+)", 0, "[TF]"),
    (r"(?=[hf])(?:herr|frau)[ \t]+(\w+)", re.IGNORECASE, "[hf]"),
    (r"(?=[ÄÖÜ])(?<!\w)[ÄÖÜ]\w+", 0, "[ÄÖÜ]"),
)
_PROBE_TEXT = "Tel. 030 1234, fax 12; Herr Müller und FRAU Lange; Äpfel, Öfen, Übel; ATel 5 -Fax 6 Fax7 herrlich "


@lru_cache(maxsize=1)
def _engine_checked() -> bool:
    """Whether patterns built by ``_build_skipping`` find, on probes, exactly what ``re.compile`` finds: a regex
    engine of another layout (another Python version or implementation) that still accepts the block without an
    error gets the plain patterns, never wrong matches."""
    try:
        for pattern, flags, cls in _PROBES:
            fast = _build_skipping(pattern, flags, cls)
            plain = re.compile(pattern, flags)
            if fast is None:
                return False
            for text in (_PROBE_TEXT, _PROBE_TEXT * 3, ""):
                got = [(m.span(), m.groups()) for m in fast.finditer(text)]
                if got != [(m.span(), m.groups()) for m in plain.finditer(text)] or not (got or not text):
                    return False
        return True
    except Exception:  # the engine refused the block: the plain patterns
        return False


def _build_skipping(pattern: str, flags: int, cls: str) -> re.Pattern[str] | None:
    try:
        parsed = P.parse(pattern, flags)
        flags = parsed.state.flags | flags
        start = _start_set(cls, flags)
        if start is None:
            return None
        code = K._code(parsed, flags)
        lo, hi = parsed.getwidth()
        if code[0] != C.INFO or code[2] != 0 or lo < 1:
            return None  # an info block of another layout, one with a prefix already, or a match may be empty
        info = [C.INFO, 0, C.SRE_INFO_CHARSET, min(lo, K.MAXCODE), min(hi, K.MAXCODE), *start]
        info[1] = len(info) - 1
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in parsed.state.groupdict.items():
            indexgroup[index] = name
        compiled: re.Pattern[str] = _sre.compile(
            pattern, flags, info + code[1 + code[1] :], parsed.state.groups - 1,
            parsed.state.groupdict, tuple(indexgroup),
        )  # fmt: skip
        return compiled
    except Exception:  # any change of the engine's internals: the pattern as it was
        return None


def compile_fast(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile`` with the lookahead of ``guarded``."""
    return guarded(re.compile(pattern, flags))


def words_lookahead(escaped: Iterable[str], more: str = "") -> str:
    """A lookahead on the first letters of an alternation of words (``re.escape``d) and on ``more`` (a character
    class's contents), to put in front of a pattern that tries them at every place; "" where a word begins with
    something else than a letter. Compiled with ``re.IGNORECASE`` it reads every case of the letters, as the
    words themselves do."""
    letters = set()
    for w in escaped:
        if not w[:1].isalpha():
            return ""
        letters.add(w[0])
    return f"(?=[{more}{''.join(sorted(letters))}])" if letters or more else ""
