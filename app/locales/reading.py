"""The words Klartext reads documents with, and the wording of computed deadlines (locale data).

Two files per language folder, both optional:

- ``reading.toml``: words used to READ documents in that language (month names, number words,
  unit words, amount keywords, obligation patterns). Documents are read with the words of every
  language at once, as before; a folder without the file simply adds no words.
- ``deadlines.toml``: reader-facing wording of a computed deadline (steps, weekday and unit
  names, date format). A folder without it is worded in English.

Each file is checked when loaded: a malformed one raises ``LocaleDataError`` naming the file and
the key. Wording must have English's keys and placeholders, so no template lacks a value at run time.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from babel import Locale, UnknownLocaleError

from app.config import DEFAULT_LANGUAGE, LANGUAGES, LOCALE_DIRS
from app.locales import placeholders as _fields
from app.locales.plural import choose

__all__ = [
    "AMOUNT_MEANINGS",
    "READERS",
    "UNITS",
    "LocaleDataError",
    "Reading",
    "Wording",
    "Words",
    "load_reading",
    "load_wording",
    "month_names",
    "number_words",
    "reading",
    "unit_words",
    "wording",
    "wording_language",
]

# Who reads the words: the date and deadline reader (app/analysis/dates.py), the values an
# explanation quotes (app/explain/values.py) and the clause cutter (app/prepare/segment.py).
READERS = ("dates", "values", "clauses")
UNITS = (
    "working_day",
    "working_day_mon_sat",  # "Werktag", "jour ouvrable": Monday to Saturday, not the five-day "Arbeitstag"
    "calendar_day",
    "day",
    "week",
    "month",
    "year",
    "hour",
    "monthly_rent",
    "monthly_salary",
)
# Specific meanings first: named near an amount, they win over the general ones (app/analysis/amounts.py).
AMOUNT_MEANINGS = (
    "deposit",
    "back_payment",
    "refund",
    "prepayment",
    "damages",
    "fine",
    "fee",
    "utilities",
    "salary",
    "income",
    "tax",
    "rent",
    "reduction",
    "price",
)
_PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
_WORDING_UNITS = {"day": "D", "month": "M", "year": "Y"}


class LocaleDataError(ValueError):
    """A locale file that cannot be used: which file, which key, what is wrong."""


# --------------------------------------------------------------------------- reading.toml


@dataclass(frozen=True)
class Words:
    """Words of one table set: month names -> 1..12, number words -> value, unit forms -> unit (all lower case)."""

    months: Mapping[str, int] = field(default_factory=dict)
    numbers: Mapping[str, int] = field(default_factory=dict)
    units: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Reading:
    """What ``reading.toml`` of one language says; empty for a language without the file."""

    language: str
    shared: Words = field(default_factory=Words)  # read by every reader
    only: Mapping[str, Words] = field(default_factory=dict)  # reader -> words only it reads
    obligations: tuple[str, ...] = ()  # regular expressions
    meanings: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # meaning -> keywords, in file order
    meanings_inside_words: bool = False

    def words(self, reader: str) -> Words:
        """The words ``reader`` reads: the shared tables plus its own."""
        own = self.only.get(reader, Words())
        return Words(
            {**self.shared.months, **own.months},
            {**self.shared.numbers, **own.numbers},
            {**self.shared.units, **own.units},
        )


def _fail(path: Path, where: str, problem: str) -> LocaleDataError:
    return LocaleDataError(f"{path}: {where}: {problem}")


def _word_lists(path: Path, where: str, table: Any) -> dict[str, list[str]]:
    if not isinstance(table, dict):
        raise _fail(path, where, "expected a table")
    for key, words in table.items():
        if not isinstance(words, list) or not words or not all(isinstance(w, str) and w.strip() for w in words):
            raise _fail(path, f"{where}.{key}", "expected a list of words")
    return table


def _int_keyed(path: Path, where: str, table: Any, low: int, high: int) -> dict[str, int]:
    words: dict[str, int] = {}
    for key, forms in _word_lists(path, where, table).items():
        if not key.isdigit() or not low <= int(key) <= high:
            raise _fail(path, f"{where}.{key}", f"expected a number from {low} to {high}")
        for form in forms:
            words.setdefault(form.lower(), int(key))
    return words


def _words(path: Path, where: str, data: dict[str, Any]) -> Words:
    units: dict[str, str] = {}
    for unit, forms in _word_lists(path, f"{where}units", data.get("units", {})).items():
        if unit not in UNITS:
            raise _fail(path, f"{where}units.{unit}", f"unknown unit (known: {', '.join(UNITS)})")
        for form in forms:
            units.setdefault(form.lower(), unit)
    return Words(
        _int_keyed(path, f"{where}months", data.get("months", {}), 1, 12),
        _int_keyed(path, f"{where}numbers", data.get("numbers", {}), 1, 999),
        units,
    )


def load_reading(path: Path, language: str) -> Reading:
    """``path`` (a reading.toml) parsed and checked; an empty Reading when there is no such file."""
    if not path.is_file():
        return Reading(language)
    data = _parse(path)
    only = data.get("only", {})
    if not isinstance(only, dict) or set(only) - set(READERS):
        raise _fail(path, "only", f"expected tables named after readers ({', '.join(READERS)})")
    obligations = data.get("obligations", [])
    if not isinstance(obligations, list) or not all(isinstance(o, str) for o in obligations):
        raise _fail(path, "obligations", "expected a list of regular expressions")
    for pattern in obligations:
        try:
            re.compile(pattern)
        except re.error as e:
            raise _fail(path, "obligations", f"{pattern!r} is no regular expression ({e})") from None
    meanings = _word_lists(path, "amount_meanings", data.get("amount_meanings", {}))
    if unknown := set(meanings) - set(AMOUNT_MEANINGS):
        raise _fail(path, "amount_meanings", f"unknown meanings {sorted(unknown)}")
    inside = data.get("meanings_inside_words", False)
    if not isinstance(inside, bool):
        raise _fail(path, "meanings_inside_words", "expected true or false")
    shared = _words(path, "", data)
    numerals = path.with_name("numerals.toml")  # generated by tools/numerals.py: every number word of 1 to 99
    if numerals.is_file():
        generated = _int_keyed(numerals, "numbers", _parse(numerals).get("numbers", {}), 1, 999)
        shared = Words(shared.months, {**generated, **shared.numbers}, shared.units)
    return Reading(
        language=language,
        shared=shared,
        only={reader: _words(path, f"only.{reader}.", tables) for reader, tables in only.items()},
        obligations=tuple(obligations),
        meanings={m: tuple(meanings[m]) for m in AMOUNT_MEANINGS if m in meanings},
        meanings_inside_words=inside,
    )


def _parse(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise LocaleDataError(f"{path}: not valid TOML ({e})") from None


def _file(language: str, name: str) -> Path | None:
    folder = LOCALE_DIRS.get(language)
    return folder / f"{name}.toml" if folder else None


@cache
def reading(language: str) -> Reading:
    """The reading words of ``language`` (empty for a language without reading.toml)."""
    path = _file(language, "reading")
    return load_reading(path, language) if path else Reading(language)


def _union(reader: str, kind: str) -> dict[str, Any]:
    # Every language's words, in language order; a word two languages share keeps the first's value.
    merged: dict[str, Any] = {}
    for language in LANGUAGES:
        for word, value in getattr(reading(language).words(reader), kind).items():
            merged.setdefault(word, value)
    return merged


@cache
def month_names(reader: str) -> Mapping[str, int]:
    """Month name (lower case) -> month number, over all languages, as ``reader`` reads them."""
    return _union(reader, "months")


@cache
def number_words(reader: str) -> Mapping[str, int]:
    """Number word (lower case) -> value, over all languages, as ``reader`` reads them."""
    return _union(reader, "numbers")


@cache
def unit_words(reader: str) -> Mapping[str, str]:
    """Unit form (lower case) -> unit (one of UNITS), over all languages, as ``reader`` reads them."""
    return _union(reader, "units")


# --------------------------------------------------------------------------- deadlines.toml


@dataclass(frozen=True)
class Wording:
    """How a computed deadline is worded in one language (``deadlines.toml``)."""

    language: str
    date: str  # "{day:02d}.{month:02d}.{year}", or with the month's name: "{day} {month_name} {year}"
    weekdays: tuple[str, ...]  # Monday first
    holiday: str  # "{weekday}, public holiday: {holiday}"
    steps: Mapping[str, str]
    ordinal_forms: Mapping[str, str]  # CLDR ordinal category -> "{n}th"
    unit_forms: Mapping[str, Mapping[str, str]]  # "D" | "M" | "Y" -> CLDR plural category -> name
    months: tuple[str, ...] = ()  # January first; needed when ``date`` names the month

    def fmt_date(self, day_: int, month: int, year: int) -> str:
        name = self.months[month - 1] if self.months else ""
        return self.date.format(day=day_, month=month, year=year, month_name=name)

    def unit(self, count: int, code: str) -> str:
        """'day' or 'days' for ``count``, by the language's plural rule."""
        return choose(self.language, count, dict(self.unit_forms[code]))

    def ordinal(self, n: int) -> str:
        return (self.ordinal_forms.get(_ordinal_category(self.language, n)) or self.ordinal_forms["other"]).format(n=n)


@cache
def _ordinal_category(language: str, n: int) -> str:
    try:
        return str(Locale.parse(language).ordinal_form(n))
    except (UnknownLocaleError, ValueError):
        return "other"


def _template(path: Path, where: str, value: Any, fields: Iterable[str] | None) -> str:
    if not isinstance(value, str):
        raise _fail(path, where, "expected a string")
    try:
        found = _fields(value)
    except ValueError as e:
        raise _fail(path, where, f"broken placeholder ({e})") from None
    if fields is not None and found != set(fields):
        raise _fail(path, where, f"placeholders {sorted(found)}, expected {sorted(fields)} as in English")
    return value


def _forms(path: Path, where: str, table: Any, fields: set[str]) -> dict[str, str]:
    if not isinstance(table, dict) or "other" not in table or set(table) - _PLURAL_CATEGORIES:
        raise _fail(
            path, where, f"expected forms by CLDR category ({', '.join(sorted(_PLURAL_CATEGORIES))}), with 'other'"
        )
    return {category: _template(path, f"{where}.{category}", form, fields) for category, form in table.items()}


_DATE_FIELDS = frozenset({"day", "month", "month_name", "year"})


def load_wording(path: Path, language: str, english: Wording | None) -> Wording:
    """``path`` (a deadlines.toml) parsed and checked against ``english`` (None: this is English)."""
    data = _parse(path)

    def same(key: str, reference: str | None) -> str:
        return _template(path, key, data.get(key), _fields(reference) if reference is not None else None)

    steps = data.get("steps")
    if not isinstance(steps, dict) or (english is not None and set(steps) != set(english.steps)):
        expected = sorted(english.steps) if english else "the steps"
        raise _fail(path, "steps", f"expected the keys {expected}")
    weekdays = data.get("weekdays")
    if not isinstance(weekdays, list) or len(weekdays) != 7 or not all(isinstance(w, str) and w for w in weekdays):
        raise _fail(path, "weekdays", "expected the seven weekday names, Monday first")
    units = data.get("units")
    if not isinstance(units, dict) or set(units) != set(_WORDING_UNITS):
        raise _fail(path, "units", f"expected the tables {sorted(_WORDING_UNITS)}")
    # A date is written as the language writes it: with the month as a number or by its name.
    date_ = _template(path, "date", data.get("date"), None)
    fields = _fields(date_)
    if not {"day", "year"} <= fields <= _DATE_FIELDS or len(fields & {"month", "month_name"}) != 1:
        raise _fail(path, "date", "expected {day}, {year} and one of {month} or {month_name}")
    months = data.get("months", [])
    if not isinstance(months, list) or not all(isinstance(m, str) and m for m in months) or len(months) not in (0, 12):
        raise _fail(path, "months", "expected the twelve month names, January first")
    if "month_name" in fields and not months:
        raise _fail(path, "months", "the date names the month: give the twelve month names, January first")
    return Wording(
        language=language,
        date=date_,
        months=tuple(months),
        weekdays=tuple(weekdays),
        holiday=same("holiday", english.holiday if english else "{weekday}{holiday}"),
        steps={
            key: _template(path, f"steps.{key}", text, _fields(english.steps[key]) if english else None)
            for key, text in steps.items()
        },
        ordinal_forms=_forms(path, "ordinal", data.get("ordinal"), {"n"}),
        unit_forms={code: _forms(path, f"units.{name}", units[name], set()) for name, code in _WORDING_UNITS.items()},
    )


@cache
def _english() -> Wording:
    path = _file(DEFAULT_LANGUAGE, "deadlines")
    if path is None or not path.is_file():
        raise LocaleDataError(f"the {DEFAULT_LANGUAGE} locale folder has no deadlines.toml")
    return load_wording(path, DEFAULT_LANGUAGE, None)


@cache
def wording(language: str) -> Wording:
    """The deadline wording of ``language``; English's for a language without deadlines.toml."""
    english = _english()
    if language == DEFAULT_LANGUAGE:
        return english
    own = _file(language, "deadlines")
    return load_wording(own, language, english) if own and own.is_file() else english


def wording_language(language: str) -> str:
    """``language`` when it has its own deadline wording, else English."""
    return wording(language).language
