"""Wording of a computed deadline, step by step; the words are locale data (app/locales/<code>/deadlines.toml).

A language without its own deadlines.toml is worded in English.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from app.locales.reading import wording, wording_language


def steps_language(language: str) -> str:
    """``language`` when it has its own wording, else English."""
    return wording_language(language)


def steps(language: str) -> Mapping[str, str]:
    """The step templates: letter, notified, moved, plus, fine, shift, assumes."""
    return wording(language).steps


def ordinal(n: int, language: str) -> str:
    """'4th' in English; the other languages' step templates carry their own ordinal mark."""
    return wording(language).ordinal(n)


def fmt_date(day: date, language: str) -> str:
    return wording(language).fmt_date(day.day, day.month, day.year)


def fmt_period(count: int, code: str, language: str) -> str:
    """'1 day', '3 months': the unit's plural form by the language's CLDR rule."""
    return f"{count} {wording(language).unit(count, code)}"


def describe_day(day: date, holiday: str | None, language: str) -> str:
    """'Saturday' or 'Saturday, public holiday: Tag der Deutschen Einheit'."""
    words = wording(language)
    name = words.weekdays[day.weekday()]
    return words.holiday.format(weekday=name, holiday=holiday) if holiday else name
