"""Values a reader acts on, found in a clause: amounts, periods, dates, rates, statute references.

Works on text in any of the document languages: the patterns live with their kind of value
(app/analysis/amounts.py, dates.py, norms.py), the words in app/locales/<code>/reading.toml.
Amounts, dates, rates and references are kept exactly as written (a reader finds them again in the document); periods are parsed into
number and unit so they can be rendered in the explanation language ("drei Monate" -> "3 months").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.analysis.amounts import amounts_as_written
from app.analysis.dates import dates_as_written, durations_as_written
from app.analysis.norms import references_as_written
from app.locales import LANGUAGES
from app.locales.reading import reading

_MAX_PER_KIND = 6

_PERCENT_RE = re.compile(
    r"(?<![\w.,])\d+(?:[.,]\d+)?\s?(?:%|Prozent\b|percent\b|per cent\b|por ciento\b|pour cent\b|per cento\b|por cento\b)",
    re.IGNORECASE,
)
# Words that create a duty or forbid something: app/locales/<code>/reading.toml, every language at once.
_OBLIGATIONS = [pattern for language in LANGUAGES for pattern in reading(language).obligations]
_OBLIGATION_RE = re.compile("|".join(_OBLIGATIONS) or "(?!)", re.IGNORECASE)


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
    obligations: list[str] = field(default_factory=list)

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


def _shorten(phrase: str) -> str:
    """'hat bis zum 31.03. einen Betrag zu zahlen' -> 'hat … zu zahlen': the binding words only."""
    words = phrase.split()
    return " ".join(words) if len(words) <= 4 else f"{words[0]} … {words[-2]} {words[-1]}"


def extract_values(text: str) -> Values:
    """All values in ``text``, each kind in document order, duplicates removed."""
    dates = _unique(list(dates_as_written(text)))
    amounts = _unique([_clean_amount(raw) for raw in amounts_as_written(text)])
    percents = _unique([m.group(0) for m in _PERCENT_RE.finditer(text)])
    sections = _unique(list(references_as_written(text)))
    durations: list[Duration] = []
    seen: set[tuple[int, str]] = set()
    for number, unit, written in durations_as_written(text):
        if (number, unit) in seen:
            continue
        seen.add((number, unit))
        durations.append(Duration(number, unit, " ".join(written.split())))
    obligations = _unique([_shorten(m.group(0)) for m in _OBLIGATION_RE.finditer(text)])
    return Values(amounts, durations[:_MAX_PER_KIND], dates, percents, sections, obligations[:3])
