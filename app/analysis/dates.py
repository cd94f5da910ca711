"""Dates and periods as written in de/en/es/fr/it/pt documents: parsing and month arithmetic."""

from __future__ import annotations

import calendar
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import date
from functools import cache, lru_cache
from typing import Any

from app.analysis import fast_re as re
from app.locales import LANGUAGES, optional_toml
from app.locales.reading import LocaleDataError, month_names, number_words, unit_words

# The words come from app/locales/<code>/reading.toml (reader "dates"), every language at once.
MONTHS: Mapping[str, int] = month_names("dates")
_MONTH_ALT = "|".join(re.escape(m) for m in sorted(MONTHS, key=len, reverse=True))


def trie_pattern(words: Iterable[str]) -> str:
    """One regular expression for many words, their common beginnings shared ("vingt(?:-(?:cinq|deux)|…)"): the
    engine follows one branch per letter instead of trying every word at every place, so hundreds of number words cost
    what a few do. Longer words win over their beginnings, as a longest-first alternation would."""
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        ends = "" in node
        branches = [re.escape(char) + build(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if ends else body

    return build(trie)


NUMBER_WORDS: Mapping[str, int] = number_words("dates")
NUMBER_ALT = r"\d{1,3}|" + trie_pattern(NUMBER_WORDS)

# Unit -> ISO designator; "W" is converted to days. Working-day periods cannot be written as a plain
# ISO duration (None); hours and monthly rents are no periods of a deadline (left out).
_PERIOD_CODES: dict[str, str | None] = {
    "working_day": None,
    "working_day_mon_sat": None,
    "calendar_day": "D",
    "day": "D",
    "week": "W",
    "month": "M",
    "year": "Y",
}
UNITS: dict[str, str | None] = {
    word: _PERIOD_CODES[unit] for word, unit in unit_words("dates").items() if unit in _PERIOD_CODES
}
# Longest first: "días hábiles" (working days) wins over "días"; each form ends at a word boundary.
UNIT_ALT = "|".join(re.escape(w) for w in sorted(UNITS, key=len, reverse=True))


def unit_code(word: str) -> str | None:
    """ISO designator for a unit word, None for working days."""
    return UNITS.get(word.lower())


# Words that start a longer numeral: tens, hundreds, thousands ("cent trente", "ciento treinta", "trente-cinq",
# "hundred and"); a number word right after one of them is part of a numeral the tables may not hold.
_NUMERAL_HEADS = frozenset(
    {w for w, value in NUMBER_WORDS.items() if value >= 10 and " " not in w and "-" not in w}
    | {"cent", "cents", "hundert", "hundred", "mille", "mil", "tausend", "thousand", "ciento", "cientos", "cento"}
)
_NUMERAL_BEFORE = re.compile(r"([^\W\d_]+)(?:-|\s+(?:(?:et|e|y|and|und)\s+)?)$")


def inside_numeral(text: str, start: int) -> bool:
    """The number word at ``start`` is the end of a longer numeral ("cent trente jours", "trenta-cinq", "ciento
    treinta"): read alone it would be a wrong figure, so it is not read."""
    if start <= 0 or not text[start : start + 1].isalpha():
        return False
    if text[start - 1] == "-" and start >= 2 and text[start - 2].isalpha():
        return True
    before = _NUMERAL_BEFORE.search(text, max(0, start - 30), start)
    return before is not None and before.group(1).lower() in _NUMERAL_HEADS


def number_value(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word.lower())


def iso_period(count: int, code: str) -> str:
    if code == "W":
        return f"P{count * 7}D"
    return f"P{count}{code}"


# --------------------------------------------------------------------------- role markers


ROLE_KINDS = (
    "part",
    "limit_before",
    "total_before",
    "threshold_before",
    "threshold_after",
    "limit_after",
    "limit_label",
    "limit_own",
    "threshold_own",
    "price_from",
    "floor",
    "probation",
    "limit_liability",
    "limit_charged",
    "award_instead",
    "cost_verb",
    "limit_sentence",
    "threshold_label",
    "beside",
    "composed",
    "fixed_term",
    "past",
    "invitation",
    "receive",
    "paid_by_other",
    "charged",
    "cost_own",
    "cost_after",
    "example",
    "instalment",
    "limit_subject",
    "range_to",
    "range_between",
    "value_own",
    "compared",
    "negated",
    "negation",
    "verb_before",
    "reserved",
)


@cache
def role_markers(kind: str) -> re.Pattern[str] | None:
    """The words that give a fact the role ``kind`` (``[roles]`` of every language's reading.toml, as one
    pattern); None when no language has any. A fact no marker names gets no role."""
    if kind not in ROLE_KINDS:
        raise KeyError(kind)
    patterns: list[str] = []
    for language in LANGUAGES:
        table = optional_toml(language, "reading").get("roles", {})
        if not isinstance(table, dict) or set(table) - set(ROLE_KINDS):
            raise LocaleDataError(f"{language}/reading.toml: roles: expected lists named {', '.join(ROLE_KINDS)}")
        found = table.get(kind, [])
        if not isinstance(found, list) or not all(isinstance(p, str) and p for p in found):
            raise LocaleDataError(f"{language}/reading.toml: roles.{kind}: expected a list of regular expressions")
        for pattern in found:
            try:
                re.compile(pattern)
            except re.error as e:
                raise LocaleDataError(f"{language}/reading.toml: roles.{kind}: {pattern!r} ({e})") from None
            patterns.append(f"(?:{pattern})")
    return re.compile("|".join(patterns), re.IGNORECASE) if patterns else None


def marked(kind: str, text: str) -> bool:
    """Whether a word of ``kind`` stands in ``text``."""
    pattern = role_markers(kind)
    return pattern is not None and pattern.search(text) is not None


# --------------------------------------------------------------------------- dates

_NUMERIC = r"(?<![\d.,/])(\d{1,2})([./])(\d{1,2})\2(\d{4}|\d{2})(?![\d/]|\.\d)"
_ISO = r"(?<![\d.])(\d{4})-(\d{2})-(\d{2})(?!\d)"
_DAY_MONTH = rf"(?<!\d)(\d{{1,2}})(?:\.|st|nd|rd|th|er|º|°|ᵒ)?\s*(?:de\s+|of\s+)?({_MONTH_ALT})\.?,?\s*(?:de\s+|del\s+)?(\d{{4}})(?!\d)"
_MONTH_DAY = rf"\b({_MONTH_ALT})\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)"
# "01.01 .2020", "01. 01.2020", "1. 1. 2020": a stray space at a dot, common in typed contracts. Only with
# dots and a full year of this or the last century, and not after a section or paragraph sign, so that
# "§ 3. 1. 2020" or a list's "1. 2." stays no date.
_SPACED = r"(?<![\d.,/])(?<!§ )(?<!§)(\d{1,2})[ \t]?\.[ \t]?(\d{1,2})[ \t]?\.[ \t]?((?:19|20)\d{2})(?![\d/]|\.\d)"
DATE_RE = re.compile(f"(?:{_NUMERIC})|(?:{_ISO})|(?:{_DAY_MONTH})|(?:{_MONTH_DAY})|(?:{_SPACED})", re.IGNORECASE)


@dataclass(frozen=True)
class DateMatch:
    start: int
    end: int
    text: str
    value: date


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def find_dates(text: str) -> Iterator[DateMatch]:
    """Every calendar date written in ``text`` (day-first numeric forms, month names in six languages)."""
    return iter(_dates_kept(text)) if len(text) > _SHORT else _scan_dates(text)


# The whole document is read for its dates by several passes (the letter's date, twice in the key dates and once
# for the periods, the deadlines): one scan, kept for the last few documents. A kept result is a tuple of frozen
# matches, so no caller can change what another is handed. Bound: 4 documents of at most ``max_text_chars``
# (150,000 characters) each, with their matches; the text kept is the prepared (anonymized) one. Sentences and
# clauses (``_SHORT`` characters or fewer) are read afresh, as they come: a document rarely repeats one.
_SHORT = 2_000


@lru_cache(maxsize=4)
def _dates_kept(text: str) -> tuple[DateMatch, ...]:
    return tuple(_scan_dates(text))


def _scan_dates(text: str) -> Iterator[DateMatch]:
    for m in DATE_RE.finditer(text):
        g = m.groups()
        value: date | None
        if g[0]:
            year = int(g[3]) + (2000 if len(g[3]) == 2 else 0)
            value = _safe_date(year, int(g[2]), int(g[0]))
        elif g[4]:
            value = _safe_date(int(g[4]), int(g[5]), int(g[6]))
        elif g[7]:
            value = _safe_date(int(g[9]), MONTHS[g[8].lower()], int(g[7]))
        elif g[10]:
            value = _safe_date(int(g[12]), MONTHS[g[10].lower()], int(g[11]))
        else:
            value = _safe_date(int(g[15]), int(g[14]), int(g[13]))
        if value is not None:
            yield DateMatch(m.start(), m.end(), m.group(0), value)


# A time of day right after a date: "23.09.2025, um 09:30 Uhr", "23 September 2025 at 9.30 am",
# "le 23/09/2025 à 9h30", "alle ore 9:30". A bare "9.30" needs "Uhr", "h" or am/pm, or a word before it.
_TIME_RE = re.compile(
    r"(?:(?P<word>um|gegen|at|a las|à|às|alle(?: ore)?|ore|as)\s+)?"
    r"(?P<hour>[01]?\d|2[0-3])(?:(?P<sep>[:.h])(?P<minute>[0-5]\d))?"
    r"(?:\s*(?P<suffix>Uhr|h\b|hrs\b|horas|ore|[ap]\.?\s?m\.?(?!\w)))?",
    re.IGNORECASE,
)
# What may stand between a date and its time: a comma, "um", the weekday was before the date.
_TIME_GAP = re.compile(r"[ \t]*,?[ \t]*(?:\(|-|–)?[ \t]*")


def time_after(text: str, pos: int) -> tuple[str, int] | None:
    """The time of day (HH:MM) written right after offset ``pos`` (the end of a date) and where it ends."""
    gap = _TIME_GAP.match(text, pos)
    m = _TIME_RE.match(text, gap.end() if gap else pos)
    if m is None:
        return None
    if re.match(r":\d\d(?!\d)", text[m.end() : m.end() + 3]):
        return None  # "2021-01-23 14:51:54": a timestamp with seconds, no time anyone is asked to come
    word, minute = m.group("word"), m.group("minute")
    suffix = (m.group("suffix") or "").lower().replace(" ", "").replace(".", "")
    if m.group("sep") == "h" and suffix in {"h", "hrs"}:
        return None
    # "um 9 Uhr", "at 3 pm", "9:30": a bare hour needs its unit; a bare "9.30" needs a word or a unit.
    if minute is None and suffix not in {"uhr", "h", "hrs", "am", "pm", "horas", "ore"}:
        return None
    if not word and not suffix and m.group("sep") != ":":
        return None
    hour = int(m.group("hour"))
    if suffix == "pm" and hour < 12:
        hour += 12
    elif suffix == "am" and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute or '00'}", m.end()


# "bis zum 31. März des Folgejahres": a day and a month without a year.
_NO_YEAR_RE = re.compile(
    rf"(?<![\d.])(\d{{1,2}})(?:\.|st|nd|rd|th|er|º|°)?\s*(?:de\s+|of\s+)?({_MONTH_ALT})\b(?!\.?,?\s*(?:de\s+|del\s+)?\d)",
    re.IGNORECASE,
)


def find_dates_without_year(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, text) of dates written without a year, e.g. '31. März'."""
    for m in _NO_YEAR_RE.finditer(text):
        if 1 <= int(m.group(1)) <= 31:
            yield m.start(), m.end(), m.group(0)


def day_and_month(written: str) -> tuple[int, int] | None:
    """(day, month) of a date written without a year ("31. März", "15 April"); None when ``written`` is none."""
    m = _NO_YEAR_RE.search(written)
    return (int(m.group(1)), MONTHS[m.group(2).lower()]) if m else None


def parse_date(text: str) -> date | None:
    return next((d.value for d in find_dates(text)), None)


def add_months(day: date, months: int) -> date:
    """Same day number ``months`` later; the month's last day when it has no such day (§ 188 Abs. 3 BGB)."""
    total = day.year * 12 + day.month - 1 + months
    year, month = divmod(total, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(day.day, last))


# --------------------------------------------------------------------------- as written (explanations)

# The values an explanation quotes (app/explain/values.py) read dates and periods with their own,
# looser patterns and word lists (reader "values"): "31.03.26", "3. März" without a year, "drei
# Monatsmieten". Kept apart from the deadline reader above so that neither reads differently.
_VALUE_MONTHS = "|".join(re.escape(m) for m in sorted(month_names("values"), key=len, reverse=True))
_WRITTEN_DATE_RE = re.compile(
    r"(?<![\d.])\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\d])"
    r"|(?<![\d/])\d{1,2}/\d{1,2}/\d{2,4}(?![\d])"
    r"|(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d])"
    rf"|\b\d{{1,2}}(?:\.|st|nd|rd|th|er|º|°)?\s+(?:de\s+)?(?:{_VALUE_MONTHS})\b(?:\s+(?:de\s+|del\s+)?\d{{4}})?"
    rf"|\b(?:{_VALUE_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}",
    re.IGNORECASE,
)

_VALUE_UNITS: Mapping[str, str] = unit_words("values")
_VALUE_NUMBERS: Mapping[str, int] = number_words("values")
_NUMWORDS = trie_pattern(_VALUE_NUMBERS)
_UNIT_FORMS = "|".join(re.escape(w) for w in sorted(_VALUE_UNITS, key=len, reverse=True))
_DURATION_RE = re.compile(
    rf"(?<![\w.,§])(?<!§\s)(?<!Art\.\s)(\d{{1,3}}|{_NUMWORDS})\s+({_UNIT_FORMS})"
    # English's possessive of a period of notice ("one month's notice", "2 months' written notice") is that period;
    # another possessive ("a month's rent") is a sum, not a length of time.
    r"(?:(?![\w'’])|(?=['’]s?\s+(?:[\w-]+\s+){0,2}?notice\b))",
    re.IGNORECASE,
)


# The date that names a statute ("legge 9 dicembre 1998, n. 431", "Gesetz vom 23. Mai 1949", "loi du 6 juillet
# 1989") is part of its name, not a date of the reader's.
_STATUTE_BEFORE = re.compile(
    r"(?:\blegge|\bdecreto(?:-legge| legislativo)?|\bd\.\s?lgs\.?|\bd\.p\.r\.|\bloi|\bdécret|\bordonnance|"
    r"\bley|\breal decreto|\bdecreto-lei|\blei|Gesetz(?:es)?|Verordnung|\bAct|\bRegulation|Richtlinie|Directive)"
    r"(?:\s*\((?:EU|EG|UE|CE|EWG)\))?(?:\s+(?:n(?:\.|º|°|r\.)?\s*º?\s*)?\d+(?:/\d+)?)?,?\s+(?:del|du|de|vom|of)?\s*$",
    re.IGNORECASE,
)


def dates_as_written(text: str) -> Iterator[str]:
    """Every date in ``text`` exactly as written, also without a year ('3. März'), in document order; not the
    date in a statute's name."""
    return (
        m.group(0)
        for m in _WRITTEN_DATE_RE.finditer(text)
        if not _STATUTE_BEFORE.search(text[max(0, m.start() - 40) : m.start()])
    )


_DAY_OF = re.compile(r"(?:Werktag|Arbeitstag|Kalendertag|Tag)(?:es|s)?\s+$|\bday of(?: each| every| the)?\s+$", re.I)


_NUMBER_BEFORE = re.compile(rf"(?<![\w.,])(?:\d{{1,3}}|{_NUMWORDS})(\s*\S{{1,3}}\s*|\s+\S+\s+)$", re.IGNORECASE)


def range_end(text: str, start: int) -> bool:
    """Whether the period at ``start`` is the upper end of a range ("zwei bis vier Werktage", "2-4 days", "between
    three and five weeks"): said alone, it would state one end as the period."""
    before = text[max(0, start - 40) : start]
    number = _NUMBER_BEFORE.search(before)
    return (number is not None and marked("range_to", number.group(1))) or marked("range_between", before)


def durations_as_written(text: str, *, without_range_ends: bool = False) -> Iterator[tuple[int, str, str]]:
    """(number, unit, text) of every 'number unit' in ``text``: '14 Tage', 'drei Monatsmieten', '8 hours'.

    Units are those of app.locales.reading.UNITS; a number after '§' or 'Art.' is a reference, not a count.
    ``without_range_ends``: not the upper end of a range (``range_end``), where the period is listed on its own.
    """
    for m in _DURATION_RE.finditer(text):
        if inside_numeral(text, m.start()):
            continue  # "cent trente jours": the end of a numeral the tables do not hold
        if _DAY_OF.search(text, max(0, m.start() - 20), m.start()):
            continue  # "am dritten Werktag eines Monats": a day of each month, no period of one month
        if without_range_ends and range_end(text, m.start()):
            continue
        raw_number, raw_unit = m.group(1).lower(), m.group(2).lower()
        number = int(raw_number) if raw_number.isdigit() else _VALUE_NUMBERS.get(raw_number)
        unit = _VALUE_UNITS.get(raw_unit)
        if number is not None and unit is not None:
            yield number, unit, m.group(0)
