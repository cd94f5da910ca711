"""Values a reader acts on, found in a clause: amounts, periods, dates, rates, statute references.

Works on text in any of the document languages: the patterns live with their kind of value
(app/analysis/amounts.py, dates.py, norms.py), the words in app/locales/<code>/reading.toml.
Amounts, dates, rates and references are kept exactly as written (a reader finds them again in the document); periods are parsed into
number and unit so they can be rendered in the explanation language ("drei Monate" -> "3 months").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import cache

from app.analysis import fast_re as re
from app.analysis.amounts import amounts_as_written
from app.analysis.dates import MONTHS, dates_as_written, durations_as_written, find_dates, find_dates_without_year
from app.analysis.norms import references_as_written
from app.config import LOCALE_DIRS
from app.locales import optional_toml
from app.locales.reading import number_words

_MAX_PER_KIND = 6

# "%" and the word for it in the six document languages.
PERCENT_SIGN = re.compile(r"%|(?:Prozent|percent|per cent|por ciento|pour cent|per cento|por cento)\b", re.IGNORECASE)
_PERCENT_RE = re.compile(rf"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?(?:{PERCENT_SIGN.pattern})", re.IGNORECASE)


@dataclass(frozen=True)
class Duration:
    number: int
    unit: str  # day, working_day, calendar_day, week, month, year, hour, monthly_rent, monthly_salary
    text: str  # as written


@dataclass
class Values:
    amounts: list[str] = field(default_factory=list)
    durations: list[Duration] = field(default_factory=list)
    dates: list[str] = field(default_factory=list)
    percents: list[str] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.amounts or self.durations or self.dates or self.percents or self.sections)


def _unique(items: list[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for item in items:
        key = " ".join(item.split()).lower()
        if key and key not in seen:
            seen.add(key)
            out.append(" ".join(item.split()))
    return out[:_MAX_PER_KIND]


def _clean_amount(raw: str) -> str:
    return " ".join(raw.strip().rstrip(".,").split())


@cache
def figure_cue(kind: str) -> re.Pattern[str] | None:
    """``[figures] <kind>`` of every document language's frames.toml, as one pattern (None: no language has it)."""
    parts = [p for code in LOCALE_DIRS if (p := optional_toml(code, "frames").get("figures", {}).get(kind))]
    return re.compile("|".join(f"(?:{p})" for p in parts), re.IGNORECASE) if parts else None


def has_base(text: str, rate: re.Match[str]) -> bool:
    """The rate names what it is a share of ("10 % des Regelbedarfs", "50 % of the last salary"): a share of that
    base, not of the thing the sentence is about."""
    base = figure_cue("percent_base")
    return base is not None and base.match(text, rate.end()) is not None


def first_percent(text: str) -> re.Match[str] | None:
    """The first rate in ``text`` ("10 Prozent", "2,5 %") that names no other base; its number is group 1. None
    where a rate of the text names its base: said without it, the rate would be a share of the wrong thing."""
    rates = list(_PERCENT_RE.finditer(text))
    if any(has_base(text, m) for m in rates):
        return None
    return rates[0] if rates else None


def based_percent(text: str) -> re.Match[str] | None:
    """The first rate in ``text`` that names its base ("10 Prozent des Regelbedarfs"); its number is group 1."""
    return next((m for m in _PERCENT_RE.finditer(text) if has_base(text, m)), None)


# A reference that names its law ("§ 622 Abs. 2 BGB", "Art. 6 DSGVO", "section 21 of the Housing Act 1988"). A bare
# "§ 4" or "Art. 4" is as often the contract's own clause 4 as a provision of a law: no legal provision to name.
_NAMES_A_LAW = re.compile(r"(?:\b[A-Z][A-Za-zÄÖÜäöü]*[A-Z][A-Za-z]*|\b[A-Z]{2,}|\bSGB\s+[IVX]+|\bAct)(?:\s+\d{4})?$")
# Sums written in months' pay or rent ("ein Monatsgehalt", "drei Monatsmieten"): amounts, not periods.
_MONEY_UNITS = frozenset({"monthly_rent", "monthly_salary"})


def extract_values(text: str) -> Values:
    """All values in ``text``, each kind in document order, duplicates removed. A period is a length of time (a sum
    in months' pay is none; the upper end of a range alone is none), a statute reference one that names its law."""
    dates = _unique(list(dates_as_written(text)))
    amounts = _unique([_clean_amount(raw) for raw in amounts_as_written(text)])
    # A rate that names its base ("5 % of the order value") is no rate of its own: listed alone it would be wrong.
    percents = _unique([m.group(0) for m in _PERCENT_RE.finditer(text) if not has_base(text, m)])
    sections = _unique([ref for ref in references_as_written(text) if _NAMES_A_LAW.search(ref)])
    durations: list[Duration] = []
    seen: set[tuple[int, str]] = set()
    for number, unit, written in durations_as_written(text, without_range_ends=True):
        if (number, unit) in seen or unit in _MONEY_UNITS:
            continue
        seen.add((number, unit))
        durations.append(Duration(number, unit, " ".join(written.split())))
    return Values(amounts, durations[:_MAX_PER_KIND], dates, percents, sections)


# --------------------------------------------------------------------------- figure check
#
# Every number, date, time and amount the LLM writes must be found in what it was given: the
# clause's own wording and the facts the analysis found for it. Formats are normalised first, so
# "1.145,00 EUR", "1145" and "€1,145.00" are one figure, and "19.09.2025", "2025-09-19" and
# "19 September 2025" one date. Placeholders ([PERSON_1]) and clause ids (c3) are no figures.

_PLACEHOLDER_RE = re.compile(r"\[[A-Z][A-Z_]*_\d+\]")
# 1.145,00 / 1,145.00 / 1 145,00 / 1'145.00 / 1145 / 2,5: digits not glued to a word (c1, 2nd is handled below).
_NUMBER_RE = re.compile(
    r"(?<![\w.,\d])(\d{1,3}(?:(?:[.,'’\u00a0\u202f]\d{3})+|(?:[ ]\d{3})+(?=[.,]\d{1,2}(?!\d)))(?:[.,]\d+)?"
    r"|\d+(?:[.,]\d+)?)"
    r"(st|nd|rd|th|er|e|ème|º|ª|°|\.(?!\d))?(?![\w])",
    re.IGNORECASE,
)
# 09:30, 9:30 am, 14.30 Uhr, 9h30
_TIME_RE = re.compile(
    r"(?<![\d.,:])(\d{1,2})(?::(\d{2})|h(\d{2})?|\.(\d{2})(?=\s*(?:Uhr\b|h\b|[ap]\.?\s?m\b)))\s*(a\.?\s?m\.?|p\.?\s?m\.?)?(?![\d])",
    re.IGNORECASE,
)
# Ordinals up to this are not checked: clauses write them as words ("dritten Werktag", "premier
# jour") that the reading data has no list of, and models write them as "3rd" or "3.".
_ORDINAL_UNCHECKED = 12
_ORDINAL_DOT_RE = re.compile(r"\s+[^\W\d_]")
_NO_YEAR_NUMERIC_RE = re.compile(r"(?<![\d.,/])(\d{1,2})\.(\d{1,2})\.(?!\d)")
_SLASH_RE = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})(?![\d/])")


def _number_words() -> dict[str, int]:
    return {**number_words("dates"), **number_words("values")}


_WORD_RE = re.compile(r"\w+")


@dataclass(frozen=True)
class Grounding:
    """The figures a text may name: numbers (as decimals), full dates, (day, month) pairs and times."""

    numbers: frozenset[Decimal] = frozenset()
    dates: frozenset[date] = frozenset()
    day_months: frozenset[tuple[int, int]] = frozenset()
    times: frozenset[tuple[int, int]] = frozenset()

    def __or__(self, other: Grounding) -> Grounding:
        return Grounding(
            self.numbers | other.numbers,
            self.dates | other.dates,
            self.day_months | other.day_months,
            self.times | other.times,
        )


def _decimal(value: float | str) -> Decimal:
    return Decimal(str(value)).normalize()


def number_readings(raw: str) -> set[Decimal]:
    """Every value a written number can have: '1.145' is 1145 (German) or 1.145 (English)."""
    s = re.sub(r"[\u00a0\u202f '’]", "", raw)
    readings: set[str] = set()
    if "," in s and "." in s:
        decimal = "," if s.rfind(",") > s.rfind(".") else "."
        readings.add(s.replace("." if decimal == "," else ",", "").replace(decimal, "."))
    elif "," in s or "." in s:
        sep = "," if "," in s else "."
        parts = s.split(sep)
        if all(len(p) == 3 for p in parts[1:]):
            readings.add("".join(parts))  # thousands separators
        if len(parts) == 2:
            readings.add(".".join(parts))  # a decimal separator
    else:
        readings.add(s)
    out: set[Decimal] = set()
    for candidate in readings:
        try:
            out.add(_decimal(candidate))
        except ArithmeticError:
            continue
    return out


def _hour(hour: int, meridiem: str | None) -> int:
    if not meridiem:
        return hour
    pm = meridiem.lower().startswith("p")
    if pm and hour < 12:
        return hour + 12
    if not pm and hour == 12:
        return 0
    return hour


@dataclass
class _Found:
    numbers: list[tuple[str, set[Decimal]]] = field(default_factory=list)
    dates: list[tuple[str, set[date]]] = field(default_factory=list)
    day_months: list[tuple[str, tuple[int, int]]] = field(default_factory=list)
    times: list[tuple[str, tuple[int, int]]] = field(default_factory=list)


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _find_figures(text: str) -> _Found:
    """The figures written in ``text``, each with what it may mean; dates and times before numbers."""
    found = _Found()
    text = _PLACEHOLDER_RE.sub(lambda m: " " * len(m.group(0)), text)
    for m in list(_SLASH_RE.finditer(text)):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        year = y + 2000 if y < 100 else y
        candidates = {d for d in (_safe(year, b, a), _safe(year, a, b)) if d is not None}  # day-first or US
        if candidates:
            found.dates.append((m.group(0), candidates))
            text = _blank(text, m.start(), m.end())
    for match in list(find_dates(text)):
        found.dates.append((match.text, {match.value}))
        text = _blank(text, match.start, match.end)
    for start, end, written in list(find_dates_without_year(text)):
        day_digits = re.match(r"\d+", written)
        month_number = next((MONTHS[w.lower()] for w in _WORD_RE.findall(written) if w.lower() in MONTHS), None)
        if day_digits and month_number:
            found.day_months.append((written, (int(day_digits.group(0)), month_number)))
            text = _blank(text, start, end)
    for m in list(_NO_YEAR_NUMERIC_RE.finditer(text)):
        day, month = int(m.group(1)), int(m.group(2))
        if 1 <= day <= 31 and 1 <= month <= 12:
            found.day_months.append((m.group(0), (day, month)))
            text = _blank(text, m.start(), m.end())
    for m in list(_TIME_RE.finditer(text)):
        hour, minute = int(m.group(1)), int(m.group(2) or m.group(3) or m.group(4) or 0)
        if hour <= 24 and minute < 60 and (m.group(2) or m.group(4) or m.group(3) or m.group(5)):
            found.times.append((m.group(0).strip(), (_hour(hour, m.group(5)), minute)))
            text = _blank(text, m.start(), m.end())
    for m in _NUMBER_RE.finditer(text):
        written, suffix = m.group(0).strip().rstrip("."), m.group(2) or ""
        ordinal = suffix not in ("", ".", "°") or (suffix == "." and _ORDINAL_DOT_RE.match(text, m.end()))
        if ordinal and m.group(1).isdigit() and int(m.group(1)) <= _ORDINAL_UNCHECKED:
            continue  # a small ordinal ("3rd", "3. Werktag"): not checked
        found.numbers.append((written, number_readings(m.group(1))))
    return found


def _safe(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def grounding_of(text: str, *, dates: Iterable[date] = (), numbers: Iterable[float | int] = ()) -> Grounding:
    """What a text about ``text`` may name: its figures (also as parts: 2026 of 01.02.2026, 9 and 30
    of 09:30), its number words ('drei' -> 3), and further known ``dates`` and ``numbers`` (facts)."""
    found = _find_figures(text)
    nums: set[Decimal] = {n for _, readings in found.numbers for n in readings}
    all_dates: set[date] = {d for _, ds in found.dates for d in ds} | set(dates)
    day_months = {dm for _, dm in found.day_months} | {(d.day, d.month) for d in all_dates}
    times = {t for _, t in found.times}
    for d in all_dates:
        nums |= {_decimal(d.day), _decimal(d.month), _decimal(d.year)}
    for day, month in day_months:
        nums |= {_decimal(day), _decimal(month)}
    for hour, minute in times:
        nums |= {_decimal(hour), _decimal(minute), _decimal(hour % 12 or 12)}
    # Every run of digits on its own too: "Section 25" for "Section 25.4", "§ 16" for "§16a".
    nums |= {_decimal(run) for run in re.findall(r"\d+", _PLACEHOLDER_RE.sub(" ", text))}
    words = _number_words()
    nums |= {_decimal(words[w.lower()]) for w in _WORD_RE.findall(text) if w.lower() in words}
    nums |= {_decimal(n) for n in numbers}
    return Grounding(frozenset(nums), frozenset(all_dates), frozenset(day_months), frozenset(times))


def unsupported_figures(written: str, grounding: Grounding) -> list[str]:
    """The figures in ``written`` (as written there) that ``grounding`` does not hold, in order, once each."""
    found = _find_figures(written)
    wrong: list[str] = []
    for text, candidates in found.dates:
        if not candidates & grounding.dates:
            wrong.append(text)
    for text, day_month in found.day_months:
        if day_month not in grounding.day_months:
            wrong.append(text)
    for text, hour_minute in found.times:
        if hour_minute not in grounding.times and not (
            hour_minute[1] == 0 and _decimal(hour_minute[0]) in grounding.numbers
        ):
            wrong.append(text)
    for text, readings in found.numbers:
        if readings and not readings & grounding.numbers:
            wrong.append(text)
    return _unique(wrong)
