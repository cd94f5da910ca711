"""Values a reader acts on, found in a clause: amounts, periods, dates, rates, statute references.

Works on text in any of the six document languages. Amounts, dates, rates and references are
kept exactly as written (a reader finds them again in the document); periods are parsed into
number and unit so they can be rendered in the explanation language ("drei Monate" -> "3 months").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.i18n.value_words import MONTH_NAMES, NUMBER_WORDS, OBLIGATION_WORDS, UNIT_WORDS

_MAX_PER_KIND = 6

_CURRENCY = r"(?:EUR|Euro|euros?|€|USD|US-Dollar|\$|GBP|£|CHF|Franken)"
_NUMBER = r"(?:\d{1,3}(?:(?:[.,']\d{3})+|(?:[ \u00a0\u202f]\d{3})+)|\d+)(?:[.,]\d{1,2}|,-{1,2}|\.-)?"
_AMOUNT_RE = re.compile(
    rf"(?<![\w.,]){_NUMBER}\s?{_CURRENCY}(?!\w)"
    r"|(?<!\w)(?:€|£|\$|EUR|GBP|USD|CHF)\s?(?:\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d{1,2})?(?![\d])",
    re.IGNORECASE,
)
_PERCENT_RE = re.compile(
    r"(?<![\w.,])\d+(?:[.,]\d+)?\s?(?:%|Prozent\b|percent\b|per cent\b|por ciento\b|pour cent\b|per cento\b|por cento\b)",
    re.IGNORECASE,
)

_MONTHS = "|".join(sorted({m for names in MONTH_NAMES.values() for m in names}, key=len, reverse=True))
_DATE_RE = re.compile(
    r"(?<![\d.])\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\d])"
    r"|(?<![\d/])\d{1,2}/\d{1,2}/\d{2,4}(?![\d])"
    r"|(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d])"
    rf"|\b\d{{1,2}}(?:\.|st|nd|rd|th|er|º|°)?\s+(?:de\s+)?(?:{_MONTHS})\b(?:\s+(?:de\s+|del\s+)?\d{{4}})?"
    rf"|\b(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}",
    re.IGNORECASE,
)

_SECTION_RE = re.compile(
    r"§§?\s*\d+[a-z]?(?:\s*(?:Abs\.|Absatz)\s*\d+)?(?:\s*(?:S\.|Satz)\s*\d+)?(?:\s*Nr\.\s*\d+)?"
    r"(?:\s*(?:bis|und|-|–)\s*\d+[a-z]?)?(?:\s+(?:SGB\s+[IVX]+\b|[A-Z][A-Za-zÄÖÜäöü]*[A-Z][A-Za-z]*|[A-Z]{2,}))?"
    r"|\b(?:Art\.|Artikel|Article|Artículo|Articolo|Artigo|art\.)\s*\d+[a-z]?(?:\s*(?:Abs\.|para\.|al\.|n\.º|comma)\s*\d+)?"
    r"(?:\s+(?:[A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z]{2,}))?"
    r"|\b[Ss]ection\s+\d+[A-Z]?(?:\(\d+\))?(?:\s+of\s+the\s+(?:[A-Z][a-z]+\s+){1,4}Act(?:\s+\d{4})?)?",
)

_UNITS = sorted(((w, unit) for unit, words in UNIT_WORDS.items() for w in words), key=lambda p: len(p[0]), reverse=True)
_UNIT_LOOKUP = {w.lower(): unit for w, unit in _UNITS}
_NUMBER_LOOKUP = {w.lower(): n for lang in NUMBER_WORDS.values() for w, n in lang.items()}
_NUMWORDS = "|".join(sorted(_NUMBER_LOOKUP, key=len, reverse=True))
_DURATION_RE = re.compile(
    rf"(?<![\w.,§])(?<!§\s)(?<!Art\.\s)(\d{{1,3}}|{_NUMWORDS})\s+({'|'.join(re.escape(w) for w, _ in _UNITS)})(?![\w'])",
    re.IGNORECASE,
)
_OBLIGATION_RE = re.compile("|".join(OBLIGATION_WORDS), re.IGNORECASE)


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


def _at_line_start(text: str, pos: int) -> bool:
    before = text[:pos].rstrip(" \t")
    return not before or before.endswith("\n")


def extract_values(text: str) -> Values:
    """All values in ``text``, each kind in document order, duplicates removed."""
    dates = _unique([m.group(0) for m in _DATE_RE.finditer(text)])
    amounts = _unique([_clean_amount(m.group(0)) for m in _AMOUNT_RE.finditer(text)])
    percents = _unique([m.group(0) for m in _PERCENT_RE.finditer(text)])
    # A "§ 3" that starts a line is the clause's own number, not a reference.
    sections = _unique([m.group(0).strip() for m in _SECTION_RE.finditer(text) if not _at_line_start(text, m.start())])
    durations: list[Duration] = []
    seen: set[tuple[int, str]] = set()
    for m in _DURATION_RE.finditer(text):
        raw_number, raw_unit = m.group(1).lower(), m.group(2).lower()
        number = int(raw_number) if raw_number.isdigit() else _NUMBER_LOOKUP.get(raw_number)
        unit = _UNIT_LOOKUP.get(raw_unit)
        if number is None or unit is None or (number, unit) in seen:
            continue
        seen.add((number, unit))
        durations.append(Duration(number, unit, " ".join(m.group(0).split())))
    obligations = _unique([_shorten(m.group(0)) for m in _OBLIGATION_RE.finditer(text)])
    return Values(amounts, durations[:_MAX_PER_KIND], dates, percents, sections, obligations[:3])
