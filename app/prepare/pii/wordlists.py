"""Word lists per language: ``data/<language>.toml``, one table of lists per language.

A list holds words or short phrases as they are written in documents (``Herr``, ``Mit freundlichen
Grüßen``); a regex fragment may stand for a family of forms (``Vermieter(?:in)?``). The recognizers
build their patterns from the union over all languages, since letters and contracts mix languages
(a German letter to "Mr Smith"); adding a language means adding its file.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

from app.prepare.pii.first_chars import compile_fast
from app.prepare.regex_shape import top_level_bar

DATA = Path(__file__).parent / "data"
_BLANK = compile_fast(r"(?<!\[) ")  # a space between words, not one inside a character class


def _files() -> dict[str, dict[str, object]]:
    out: dict[str, dict[str, object]] = {}
    for path in sorted(DATA.glob("*.toml")):
        with path.open("rb") as f:
            out[path.stem] = tomllib.load(f)
    return out


@cache
def tables() -> dict[str, dict[str, list[str]]]:
    """language -> list name -> entries, from every ``data/<language>.toml``."""
    return {lang: {k: list(v) for k, v in data.items() if isinstance(v, list)} for lang, data in _files().items()}


@cache
def languages_with(flag: str) -> frozenset[str]:
    """The languages whose file sets ``flag = true`` (a property of the language, e.g. ``lower_case_nouns``)."""
    return frozenset(lang for lang, data in _files().items() if data.get(flag) is True)


def setting(name: str, language: str, default: float) -> float:
    """A number the language's file sets (``name = 0.4``), else ``default``."""
    value = _settings().get(language, {}).get(name)
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else default


@cache
def _settings() -> dict[str, dict[str, object]]:
    return _files()


def entries(name: str, languages: tuple[str, ...] | None = None) -> list[str]:
    """The entries of list ``name`` over ``languages`` (None: all), first occurrence kept, in file order."""
    seen: dict[str, None] = {}
    for language, lists in tables().items():
        if languages is None or language in languages:
            for entry in lists.get(name, ()):
                seen.setdefault(entry, None)
    return list(seen)


def alternation(name: str, languages: tuple[str, ...] | None = None) -> str:
    """A regex group of the entries: fragments as written, spaces as runs of blanks, longest first.

    Grouped by first letter where every entry begins with one (``factored``): the same matches, found faster."""
    parts = [_BLANK.sub(r"[ \\t]+", p) for p in sorted(entries(name, languages), key=len, reverse=True)]
    return "(?:" + "|".join(factored(parts)) + ")"


# A first letter that groups safely: a Latin letter whose lower-case form is the one the regex engine matches
# with case ignored. Not the dotless i, the dotted capital I, the long s or the micro sign, which match letters
# of another lower-case form ("ı" matches "i").
_ACROSS_CASES = frozenset("ıİſµ")


def _groups_safely(ch: str) -> bool:
    return ch.isalpha() and ord(ch) <= 0x24F and ch not in _ACROSS_CASES


_QUANTIFIERS = frozenset("?*+{")


def factored(parts: list[str], case_sensitive: bool = False) -> list[str]:
    """The alternatives of a regex alternation, those that begin with the same letter as one: "H(?:err|errn)"
    for "Herr|Herrn". Python's regex engine tries every alternative at every place in the text; grouped, it
    tries one per first letter. The matches are the same: the alternatives keep their order within a group,
    and two groups never match at one place (their first letters differ even with case ignored, the groups
    being by lower-case letter). Left as they are where an entry begins otherwise (a group, a character class,
    a quantified letter) or holds an alternation of its own at its top level. ``case_sensitive``: the pattern is
    compiled without ``re.IGNORECASE``, so "Customer" and "customer" can go in groups of their own."""
    if not all(_groups_safely(p[:1]) and p[1:2] not in _QUANTIFIERS and not top_level_bar(p) for p in parts):
        return parts
    groups: dict[str, list[str]] = {}
    for p in parts:
        groups.setdefault(p[0] if case_sensitive else p[0].lower(), []).append(p)
    out: list[str] = []
    for group in groups.values():
        if len(group) > 1 and len({p[0] for p in group}) == 1:
            out.append(group[0][0] + "(?:" + "|".join(p[1:] for p in group) + ")")
        else:
            out.append("|".join(group))  # "Herr" and "herr" in one list: as they were, in their order
    return out


def word_set(name: str, languages: tuple[str, ...] | None = None) -> frozenset[str]:
    return frozenset(entries(name, languages))


def context_words(name: str) -> tuple[str, ...]:
    """The entries of a list as readable words (regex fragments shown with their first form)."""
    return tuple(re.sub(r"\(\?:[^)]*\)\??|\\", "", e) for e in entries(name))
