"""Key dates, their computation and the reader's actions in words: the edge where those facts become language.

The analysis (``app/analysis/deadlines.py``, ``actions.py``) finds what a key date or an action says as a
``Phrase`` (a key of ``app/locales/<code>/actions.toml`` and values: ISO dates, durations, amounts with their
currency, roles) and how a date was computed as a ``Working`` (the steps of ``deadlines.toml`` with their
values). Here they are worded, in any reader language, from locale data (English where a language lacks a
key): the result fills ``Deadline.description``, ``Deadline.computation`` and ``Action.text`` with them, and an
engine that names key dates words them the same way. The same facts can so be said again in another language.
Dates are written as ``deadlines.toml`` says, amounts by CLDR.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from datetime import date
from decimal import Decimal
from functools import cache

from babel.dates import format_skeleton
from babel.numbers import format_currency

from app.config import DEFAULT_LANGUAGE
from app.locales import optional_toml, placeholders
from app.locales.catalogue import offline_catalogue
from app.locales.plural import babel_locale, choose
from app.locales.reading import wording, wording_language
from app.models import Action, ActionFact, Deadline, Facts, Period, Phrase, Working

# The units a computation's period is counted in, as ``deadlines.toml`` names them.
_STEP_UNITS = {"day": "D", "month": "M", "year": "Y"}


# --------------------------------------------------------------------------- values


def fmt_date(day: date, language: str) -> str:
    """'23 September 2025' in English, '23.09.2025' in German (``deadlines.toml``)."""
    return wording(language).fmt_date(day.day, day.month, day.year)


def fmt_day_month(month: int, day_: int, language: str) -> str:
    """'31 March' in English, '31. März' in German: a day without a year, as CLDR writes it."""
    # 2000 is a leap year: 29 February is a day too.
    # English dates are written the British way here ("31 March 2026", deadlines.toml): the same order without a year.
    locale = "en_GB" if language == "en" else (babel_locale(language) or "en_GB")
    return str(format_skeleton("MMMMd", date(2000, month, day_), locale=locale))


def fmt_money(value: float, currency: str, language: str) -> str:
    """1145.0 EUR -> '€1,145.00' in English, '1.145,00 €' in German (CLDR)."""
    # A language folder Babel does not know ("xx") writes money as English does.
    # A sum below the cent ("0,35 Cent" is 0.0035 EUR) keeps its digits: rounded to the cent it would be another sum.
    exact = Decimal(str(round(value, 6)))
    return str(
        format_currency(
            exact,
            currency,
            locale=babel_locale(language) or babel_locale(DEFAULT_LANGUAGE),
            decimal_quantization=exact == exact.quantize(Decimal("0.01")),
        )
    )


def fmt_period(count: int, code: str, language: str) -> str:
    """'1 day', '3 months' (``code``: D, M or Y): the unit's plural form by the language's CLDR rule."""
    return f"{count} {wording(language).unit(count, code)}"


def ordinal(n: int, language: str) -> str:
    """'4th' in English; the other languages' step templates carry their own ordinal mark."""
    return wording(language).ordinal(n)


def describe_day(day: date, holiday: str | None, language: str) -> str:
    """'Saturday' or 'Saturday, public holiday: Tag der Deutschen Einheit'."""
    words = wording(language)
    name = words.weekdays[day.weekday()]
    return words.holiday.format(weekday=name, holiday=holiday) if holiday else name


def steps_language(language: str) -> str:
    """``language`` when it has its own wording of a computation, else English."""
    return wording_language(language)


def say_period(period: Period, language: str) -> str:
    """'4 weeks', '3 Monate': the count and the unit as the text counts it, in the reader's words."""
    units = offline_catalogue(language).units
    forms = units.get(period.unit) or offline_catalogue(DEFAULT_LANGUAGE).units[period.unit]
    return f"{period.count} {choose(language, period.count, forms)}"


# --------------------------------------------------------------------------- phrases and workings


@cache
def _texts(language: str) -> Mapping[str, str]:
    """The phrase templates of ``actions.toml``, and a period its own phrase names ("period_probation") from
    ``[period_roles]`` of ``deadlines.toml``."""
    texts = {key: value for key, value in optional_toml(language, "actions").items() if isinstance(value, str)}
    named = optional_toml(language, "deadlines").get("period_roles", {})
    texts.update({f"period_{role}": text for role, text in named.items() if isinstance(text, str)})
    return texts


def _template(key: str, language: str) -> str:
    return _texts(language).get(key) or _texts(DEFAULT_LANGUAGE)[key]


def _say_due(due: str, nth: int | None, language: str) -> str:
    """When in each month a payment is due ("by the 3rd working day", "spätestens am 3. Werktag"): ``due`` is a key
    of ``actions.toml``; a language that writes the first day differently ("le 1er") has a ``<key>_first``."""
    key = f"{due}_first" if nth == 1 and f"{due}_first" in _texts(language) else due
    template = _template(key, language)
    return template.format(nth=ordinal(nth, language)) if nth is not None else template


def say_phrase(phrase: Phrase, language: str) -> str:
    """The phrase in ``language``; a KeyError names a template whose values the phrase lacks."""
    key = phrase.key
    # German says which remedy: "Einspruch" (tax law) where the letter names it; other languages have one word.
    if phrase.remedy and f"{key}_{phrase.remedy}" in _texts(language):
        key = f"{key}_{phrase.remedy}"
    params: dict[str, str] = {}
    if phrase.day is not None and phrase.day.startswith("--"):
        # A day and month without a year (ISO 8601 "--03-31": "bis zum 31. März des Folgejahres"): no weekday.
        params["date"] = fmt_day_month(int(phrase.day[2:4]), int(phrase.day[5:7]), language)
    elif phrase.day is not None:
        day = date.fromisoformat(phrase.day)
        params["date"], params["weekday"] = fmt_date(day, language), wording(language).weekdays[day.weekday()]
    if phrase.time is not None:
        params["time"] = phrase.time
    if phrase.period is not None:
        params["period"] = say_period(phrase.period, language)
    if phrase.amount is not None and phrase.currency is not None:
        params["amount"] = fmt_money(phrase.amount, phrase.currency, language)
    if phrase.meaning is not None:
        params["what"] = offline_catalogue(language).amount_labels.get(phrase.meaning, phrase.meaning)
    elif phrase.term is not None:
        params["what"] = _template(phrase.term, language)
    if phrase.due is not None:
        params["due"] = _say_due(phrase.due, phrase.nth, language)
    # What a period without an end date runs from: in the phrase where the language words it so ("A period of 2 weeks
    # from when you receive this letter"), else said right after it.
    after = ""
    if phrase.runs_from is not None:
        if f"{key}_{phrase.runs_from}" in _texts(language):
            key = f"{key}_{phrase.runs_from}"
        else:
            after = " " + _template(f"runs_from_{phrase.runs_from}", language)
    template = _template(key, language)
    missing = placeholders(template) - params.keys()
    if missing:
        raise KeyError(f"phrase {key!r} lacks {sorted(missing)}")
    return template.format(**params) + after


def say_working(working: Working, language: str) -> str:
    """The computation step by step, joined by ' → ', in ``language`` (English where it has no wording)."""
    lang = steps_language(language)
    templates = wording(lang).steps
    said = []
    for step in working.steps:
        day = date.fromisoformat(step.date)
        values: dict[str, str] = {"date": fmt_date(day, lang), "day": describe_day(day, step.holiday, lang)}
        if step.moved is not None:
            values["moved"] = fmt_date(date.fromisoformat(step.moved), lang)
        if step.n is not None:
            values["n"] = ordinal(step.n, lang)
        if step.law is not None:
            values["law"] = step.law
        if step.period is not None:
            values["period"] = fmt_period(step.period.count, _STEP_UNITS[step.period.unit], lang)
        said.append(templates[step.key].format(**values))
    text = " → ".join(said)
    return f"{text}. {templates['assumes']}" if working.assumes_posting else text


# --------------------------------------------------------------------------- key dates and actions


def say_deadline(deadline: Deadline, language: str) -> Deadline:
    """The key date with its description and its computation in ``language``; without a phrase (a period of
    unknown length, a date without a year) or a working, those stay as they are."""
    update: dict[str, str] = {}
    if deadline.phrase is not None:
        update["description"] = say_phrase(deadline.phrase, language)
    if deadline.working is not None:
        update["computation"] = say_working(deadline.working, language)
    return deadline.model_copy(update=update) if update else deadline


def say_deadlines(deadlines: Iterable[Deadline], language: str) -> list[Deadline]:
    return [say_deadline(d, language) for d in deadlines]


def said_facts(facts: Facts, language: str) -> Facts:
    """``facts`` with their key dates worded in ``language`` (for an engine that quotes descriptions or workings)."""
    return replace(facts, deadlines=say_deadlines(facts.deadlines, language))


def say_action(found: ActionFact, language: str) -> Action:
    return Action(
        text=say_phrase(found.phrase, language),
        kind=found.kind,
        date=found.date,
        time=found.time,
        clause_id=found.clause_id,
    )


def say_actions(found: Iterable[ActionFact], language: str) -> list[Action]:
    """The actions in ``language``, in the order found; one said like an earlier one on the same day is left out."""
    found = list(found)
    # The same period twice in a clause, once with what it runs from ("14 Tage ab dem Tag, an dem …") and once bare:
    # said once, with it.
    dated = {replace(f, phrase=replace(f.phrase, runs_from=None)) for f in found if f.phrase.runs_from is not None}
    found = [f for f in found if f.phrase.runs_from is not None or f not in dated]
    out: list[Action] = []
    seen: set[tuple[str, str | None, str | None, str]] = set()
    for action in (say_action(f, language) for f in found):
        ident = (action.kind, action.date, action.time, action.text)
        if ident not in seen:
            seen.add(ident)
            out.append(action)
    return out
