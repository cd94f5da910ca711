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

DATA = Path(__file__).parent / "data"
_BLANK = re.compile(r"(?<!\[) ")  # a space between words, not one inside a character class


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
    """A regex group of the entries: fragments as written, spaces as runs of blanks, longest first."""
    parts = sorted(entries(name, languages), key=len, reverse=True)
    return "(?:" + "|".join(_BLANK.sub(r"[ \\t]+", p) for p in parts) + ")"


def word_set(name: str, languages: tuple[str, ...] | None = None) -> frozenset[str]:
    return frozenset(entries(name, languages))


def context_words(name: str) -> tuple[str, ...]:
    """The entries of a list as readable words (regex fragments shown with their first form)."""
    return tuple(re.sub(r"\(\?:[^)]*\)\??|\\", "", e) for e in entries(name))
