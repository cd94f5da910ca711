"""Dates and periods as written in de/en/es/fr/it/pt documents: parsing and month arithmetic."""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date

MONTHS: dict[str, int] = {
    # de
    "januar": 1, "jänner": 1, "februar": 2, "feber": 2, "märz": 3, "april": 4, "mai": 5, "juni": 6,
    "juli": 7, "august": 8, "september": 9, "oktober": 10, "november": 11, "dezember": 12,
    # en
    "january": 1, "february": 2, "march": 3, "may": 5, "june": 6, "july": 7, "october": 10, "december": 12,
    # es
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
    "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
    # fr
    "janvier": 1, "février": 2, "mars": 3, "avril": 4, "juin": 6, "juillet": 7, "août": 8,
    "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12,
    # it
    "gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7, "settembre": 9,
    "ottobre": 10, "dicembre": 12,
    # pt
    "janeiro": 1, "fevereiro": 2, "março": 3, "maio": 5, "junho": 6, "julho": 7, "setembro": 9,
    "outubro": 10, "dezembro": 12,
}  # fmt: skip
_MONTH_ALT = "|".join(sorted(MONTHS, key=len, reverse=True))

NUMBER_WORDS: dict[str, int] = {
    # de (declined forms of "ein")
    "ein": 1, "eine": 1, "einen": 1, "eines": 1, "einem": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4,
    "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12,
    "vierzehn": 14, "fünfzehn": 15, "achtzehn": 18, "zwanzig": 20, "dreißig": 30, "sechzig": 60,
    # en
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "fifteen": 15,
    "eighteen": 18, "twenty": 20, "thirty": 30, "sixty": 60, "ninety": 90,
    # es
    "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
    "ocho": 8, "nueve": 9, "diez": 10, "doce": 12, "quince": 15, "veinte": 20, "treinta": 30,
    # fr
    "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9,
    "dix": 10, "douze": 12, "quinze": 15, "vingt": 20, "trente": 30, "soixante": 60,
    # it
    "due": 2, "tre": 3, "quattro": 4, "sei": 6, "sette": 7, "otto": 8, "nove": 9, "dieci": 10,
    "dodici": 12, "quindici": 15, "venti": 20, "trenta": 30, "sessanta": 60,
    # pt
    "um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "oito": 8, "dez": 10, "vinte": 20,
    "trinta": 30, "sessenta": 60,
}  # fmt: skip
NUMBER_ALT = r"\d{1,3}|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))

# Unit words -> ISO designator. "W" is converted to days.
UNITS: dict[str, str] = {
    r"tag(?:e|en|es)?|kalendertag(?:e|en)?": "D",
    r"woche(?:n)?": "W",
    r"monat(?:e|en|s)?": "M",
    r"jahr(?:e|en|es)?": "Y",
    r"days?|calendar days?": "D",
    r"weeks?": "W",
    r"months?": "M",
    r"years?": "Y",
    r"días?|dias?|días naturales|dias corridos": "D",
    r"semanas?": "W",
    r"mes(?:es)?|mês": "M",
    r"años?|anos?": "Y",
    r"jours?": "D",
    r"semaines?": "W",
    r"mois": "M",
    r"ans?|années?": "Y",
    r"giorni|giorno": "D",
    r"settimane|settimana": "W",
    r"mesi|mese": "M",
    r"anni|anno": "Y",
}
# Working-day periods cannot be written as a plain ISO duration.
WORKING_DAYS = (
    r"werktag(?:e|en)?|arbeitstag(?:e|en)?|working days?|business days?|días hábiles|jours ouvr(?:ables|és)"
    r"|giorni lavorativi|dias úteis"
)
UNIT_ALT = WORKING_DAYS + "|" + "|".join(sorted(UNITS, key=len, reverse=True))


def unit_code(word: str) -> str | None:
    """ISO designator for a unit word, None for working days."""
    low = word.lower()
    if re.fullmatch(WORKING_DAYS, low):
        return None
    for pattern, code in UNITS.items():
        if re.fullmatch(pattern, low):
            return code
    return None


def number_value(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word.lower())


def iso_period(count: int, code: str) -> str:
    if code == "W":
        return f"P{count * 7}D"
    return f"P{count}{code}"


# --------------------------------------------------------------------------- dates

_NUMERIC = r"(?<![\d.,/])(\d{1,2})([./])(\d{1,2})\2(\d{4}|\d{2})(?![\d/]|\.\d)"
_ISO = r"(?<![\d.])(\d{4})-(\d{2})-(\d{2})(?!\d)"
_DAY_MONTH = rf"(?<!\d)(\d{{1,2}})(?:\.|st|nd|rd|th|er|º|°|ᵒ)?\s*(?:de\s+|of\s+)?({_MONTH_ALT})\.?,?\s*(?:de\s+|del\s+)?(\d{{4}})(?!\d)"
_MONTH_DAY = rf"\b({_MONTH_ALT})\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)"
DATE_RE = re.compile(f"(?:{_NUMERIC})|(?:{_ISO})|(?:{_DAY_MONTH})|(?:{_MONTH_DAY})", re.IGNORECASE)


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
        else:
            value = _safe_date(int(g[12]), MONTHS[g[10].lower()], int(g[11]))
        if value is not None:
            yield DateMatch(m.start(), m.end(), m.group(0), value)


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


def parse_date(text: str) -> date | None:
    return next((d.value for d in find_dates(text)), None)


def add_months(day: date, months: int) -> date:
    """Same day number ``months`` later; the month's last day when it has no such day (§ 188 Abs. 3 BGB)."""
    total = day.year * 12 + day.month - 1 + months
    year, month = divmod(total, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(day.day, last))
