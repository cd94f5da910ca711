"""Amounts of money: value, currency and what they are for, in every language with reading keywords."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from app.analysis.dates import role_markers
from app.analysis.spans import sentence_bounds
from app.locales import LANGUAGES
from app.locales.reading import AMOUNT_MEANINGS, reading

_CURRENCIES: dict[str, str] = {
    "eur": "EUR", "€": "EUR", "euro": "EUR", "euros": "EUR", "usd": "USD", "$": "USD", "us$": "USD",
    "gbp": "GBP", "£": "GBP", "chf": "CHF", "sfr.": "CHF", "fr.": "CHF",
}  # fmt: skip
# "euro 9.600,00" (Italian) and "950,00 euros" (Spanish, French) write the currency in lower case.
_CUR_BEFORE = r"EUR|€|USD|US\$|\$|GBP|£|CHF|SFr\.|[Ee]uros?(?=\s?\d)"
_CUR_AFTER = r"EUR|€|[Ee]uros?|USD|\$|GBP|£|CHF|SFr\.|Fr\."
# 1.234,56 | 1,234.56 | 1 234,56 | 850,- | 850
# (a plain space separates thousands only before decimals: "in 3 Raten zu 850 EUR" is not 3850)
_NUM = r"\d{1,3}(?: \d{3})+[.,]\d{1,2}|\d{1,3}(?:[.,\u00a0\u202f']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
# "$ 573c BGB" is an OCR-misread section sign, not dollars.
_LAW_AFTER = re.compile(r"[a-z]?\s+(?:Abs\b|Absatz|Satz|Nr\b|ff?\.|[A-ZÄÖÜ][\w-]*[A-Z]\b)")
_PER = r"(?:\s*/\s*(?:Monat|Jahr|Quartal|month|year|mes|año|mois|an|mese|anno|mês|ano)\b|\s+(?:monatlich|jährlich|per month|a month|al mes|par mois|al mese|por mês|mensais))?"
AMOUNT_RE = re.compile(
    rf"(?P<sign>[-−–]\s?)?(?:(?P<cur1>{_CUR_BEFORE})\s?(?P<num1>{_NUM})(?:,[-–])?"
    rf"|(?P<num2>{_NUM})(?:,[-–]{{1,2}})?\s?(?P<cur2>{_CUR_AFTER})(?![A-Za-z]))" + _PER,
)


def parse_number(raw: str) -> float:
    """'1.234,56' and '1,234.56' -> 1234.56; '2.550' -> 2550; '12,5' -> 12.5."""
    s = re.sub(r"[\u00a0\u202f ']", "", raw)
    if "," in s and "." in s:
        decimal = "," if s.rfind(",") > s.rfind(".") else "."
        s = s.replace("." if decimal == "," else ",", "").replace(decimal, ".")
    elif "," in s or "." in s:
        sep = "," if "," in s else "."
        parts = s.split(sep)
        thousands = len(parts) > 2 or len(parts[-1]) == 3
        s = "".join(parts) if thousands else ".".join(parts)
    return float(s)


# The values an explanation quotes (app/explain/values.py) read amounts with this looser pattern:
# "1.200 Euro", "€ 50", "USD 20", "850,-". Kept apart from AMOUNT_RE so that neither reads differently.
_WRITTEN_CURRENCY = r"(?:EUR|Euro|euros?|€|USD|US-Dollar|\$|GBP|£|CHF|Franken)"
_WRITTEN_NUMBER = r"(?:\d{1,3}(?:(?:[.,']\d{3})+|(?:[ \u00a0\u202f]\d{3})+)|\d+)(?:[.,]\d{1,2}|,-{1,2}|\.-)?"
_WRITTEN_RE = re.compile(
    rf"(?<![\w.,]){_WRITTEN_NUMBER}\s?{_WRITTEN_CURRENCY}(?!\w)"
    r"|(?<!\w)(?:€|£|\$|EUR|GBP|USD|CHF)\s?(?:\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d{1,2})?(?![\d])",
    re.IGNORECASE,
)


def amounts_as_written(text: str) -> Iterator[str]:
    """Every amount of money in ``text`` exactly as written, in document order."""
    return (m.group(0) for m in _WRITTEN_RE.finditer(text))


@dataclass(frozen=True)
class MoneyMatch:
    start: int
    end: int
    text: str
    value: float  # signed as written
    currency: str


def find_money(text: str) -> Iterator[MoneyMatch]:
    for m in AMOUNT_RE.finditer(text):
        raw = m.group("num1") or m.group("num2")
        cur = (m.group("cur1") or m.group("cur2")).lower()
        if cur == "$" and m.group("cur1") and _LAW_AFTER.match(text, m.end("num1")):
            continue
        value = parse_number(raw)
        if m.group("sign"):
            value = -value
        yield MoneyMatch(m.start(), m.end(), m.group(0).strip(), value, _CURRENCIES[cur])


# --------------------------------------------------------------------------- meaning

# The first six meanings are specific: when one of them is named near an amount it wins over the
# general ones ("Mietsicherheit in Höhe von drei Monatsmieten" is a deposit, not rent). Within a
# tier the keyword nearest to the amount wins. The keywords are data (app/locales/<code>/reading.toml,
# [amount_meanings]); German's also match inside compounds ("Nettokaltmiete"), the other
# languages' must start a word.
MEANINGS: dict[str, dict[str, tuple[str, ...]]] = {
    meaning: {language: words for language in LANGUAGES if (words := reading(language).meanings.get(meaning))}
    for meaning in AMOUNT_MEANINGS
}
_SPECIFIC = frozenset(AMOUNT_MEANINGS[:6])


def _compile(language: str) -> re.Pattern[str] | None:
    alternatives: list[str] = []
    words = reading(language)
    prefix = "" if words.meanings_inside_words else r"(?<!\w)"
    for meaning in AMOUNT_MEANINGS:
        for keyword in words.meanings.get(meaning, ()):
            alternatives.append(f"{prefix}(?P<{meaning}_{len(alternatives)}>{re.escape(keyword)})")
    return re.compile("|".join(alternatives), re.IGNORECASE) if alternatives else None


_KEYWORDS = {language: pattern for language in LANGUAGES if (pattern := _compile(language))}


# Meanings that a document of a kind cannot have: a tax notice has no rent, no tenant's utilities or deposit and
# no benefit cut ("Werbungskosten … um 420,00 EUR gekürzt" lowers a deduction); a lease or an employment
# contract does not assess tax. A keyword of such a meaning is passed over.
FOREIGN_MEANINGS: dict[str, frozenset[str]] = {
    "tax_assessment": frozenset({"rent", "utilities", "deposit", "reduction"}),
    "employment_contract": frozenset({"rent", "utilities", "deposit", "reduction"}),
    "rental_contract": frozenset({"salary", "reduction"}),
}


def _meaning_in(
    stretch: str, languages: tuple[str, ...], nearest_last: bool, foreign: frozenset[str] = frozenset()
) -> str | None:
    for language in languages:
        keywords = _KEYWORDS.get(language)
        if keywords is None:
            continue
        found = [m.lastgroup.rsplit("_", 1)[0] for m in keywords.finditer(stretch) if m.lastgroup]
        found = [meaning for meaning in found if meaning not in foreign]
        if found:
            if nearest_last:
                found.reverse()
            specific = [meaning for meaning in found if meaning in _SPECIFIC]
            return (specific or found)[0]
    return None


_WORD = re.compile(r"[^\W\d_]{2,}")


def _has_words(stretch: str) -> bool:
    """Words besides currency codes: "-1.230,00 EUR" is another amount of the row, "gekürzt" is prose."""
    return any(word.lower() not in _CURRENCIES for word in _WORD.findall(stretch))


_ROUNDING_BEFORE = re.compile(
    r"(?:auf\s+volle|rounded\s+(?:down\s+|up\s+)?to(?:\s+the\s+nearest)?|arrondi\w*\s+à|redondead\w*\s+a|"
    r"arrotondat\w*\s+a|arredondad\w*\s+a)\s*$",
    re.IGNORECASE,
)
_ROUNDING_AFTER = re.compile(r"\s*(?:ab|auf)?gerundet", re.IGNORECASE)
_OVERTIME = re.compile(
    r"Überstunde|Mehrarbeit|overtime|heures supplémentaires|horas extra|straordinari|horas extraordinárias",
    re.IGNORECASE,
)
_PER_HOUR = re.compile(
    r"[^.;]{0,20}?(?:je|pro|per|an|por|par|all'|à l')\s*(?:Stunde|hour|hora|heure|ora)", re.IGNORECASE
)
_NEAR = 80  # how far before an amount the words of its role may stand


def role_of(text: str, money: MoneyMatch, previous_end: int, s_start: int, s_end: int) -> str | None:
    """'part', 'limit' or 'threshold' where the words right around the amount make it one (reading.toml, [roles]).

    "Vorauszahlungen von 190,00 EUR, davon 95,00 EUR für Heizung": the 95 is a part of the 190, not a second
    payment (a part needs the sum before it in its sentence). "ab einem Jahresumsatz von 500.000 EUR",
    "if sales exceed EUR 500,000": the amount is a condition, not pay or a price. "bis zu 600,00 EUR",
    "up to EUR 165": a cap, not what is paid.
    """
    before = text[max(s_start, previous_end, money.start - _NEAR) : money.start]
    part = role_markers("part")
    if part is not None and previous_end > s_start and part.search(before):
        return "part"
    before = text[max(s_start, money.start - _NEAR) : money.start]
    limit = role_markers("limit_before")
    if limit is not None and limit.search(before):
        return "limit"
    threshold = role_markers("threshold_before")
    if threshold is not None and threshold.search(before):
        return "threshold"
    after = role_markers("threshold_after")
    if after is not None and after.search(text[money.end : min(s_end, money.end + 40)]):
        return "threshold"
    return None


def parts_of_totals(text: str, money: list[MoneyMatch]) -> set[int]:
    """Indexes of amounts that a later amount of their sentence adds up ("Grundgehalt 2.785,00 €, Zulage 335,50 €,
    Gesamt: 3.120,50 €"): the sum is checked, so a total marker alone makes nothing a part."""
    marker = role_markers("total_before")
    parts: set[int] = set()
    if marker is None:
        return parts
    for j, total in enumerate(money):
        s_start, s_end = sentence_bounds(text, total.start)
        if not marker.search(text[max(s_start, total.start - 30) : total.start]):
            continue
        before = [i for i in range(j) if money[i].start >= s_start and i not in parts]
        if len(before) >= 2 and abs(sum(abs(money[i].value) for i in before) - abs(total.value)) < 0.01:
            parts.update(before)
            continue
        parts.update(_parts_after(money, j, s_end))
    return parts


def _parts_after(money: list[MoneyMatch], j: int, s_end: int) -> list[int]:
    """The amounts right after a total in its sentence that add up to it ("insgesamt 913,68 EUR (Einkommensteuer
    846,00 EUR zuzüglich Kirchensteuer 67,68 EUR)"): its parts, not further sums of their own."""
    running = 0.0
    after: list[int] = []
    for k in range(j + 1, len(money)):
        if money[k].start >= s_end:
            break
        after.append(k)
        running += abs(money[k].value)
        if len(after) >= 2 and abs(running - abs(money[j].value)) < 0.01:
            return after
        if running > abs(money[j].value):
            break
    return []


def meaning_of(
    text: str, money: MoneyMatch, previous_end: int, next_start: int, document_language: str, category: str = "other"
) -> str:
    """What the amount is: a part of a sum or a threshold where the words right around it say so, else
    from the words between it and its neighbours, else from its sentence.

    The keywords of ``document_language`` are tried first, then those of every other language.
    """
    order = (document_language, *(x for x in LANGUAGES if x != document_language))
    s_start, s_end = sentence_bounds(text, money.start)
    role = role_of(text, money, previous_end, s_start, s_end)
    if role is not None:
        return role
    if _ROUNDING_BEFORE.search(text, max(s_start, money.start - 30), money.start) or _ROUNDING_AFTER.match(
        text, money.end
    ):
        return "other"  # "auf volle 50 Euro abgerundet": a rounding step, no sum paid or owed
    before = text[max(s_start, previous_end) : money.start]
    after = text[money.end : min(s_end, next_start)]
    line_start = text.rfind("\n", 0, money.start) + 1
    line_end = len(text) if (end := text.find("\n", money.end)) < 0 else end
    context = text[s_start:s_end]
    rest_of_line = text[money.end : line_end].rstrip()
    if not _has_words(rest_of_line) and not rest_of_line.endswith((".", ",", ";", ":", ")")):
        # A table's row ("Summe der Einkünfte 76.422,00 EUR", "Bruttoarbeitslohn 48.200,00 EUR 31.600,00 EUR"):
        # the row's label says what its amounts are; a "sentence" without full stops runs on into other rows.
        context = text[line_start:line_end]
        after = text[money.end : min(line_end, next_start)]
        if not _has_words(before):
            before = text[line_start : money.start]  # the second column: its label is the row's
    for stretch, nearest_last in ((before, True), (after, False), (context, False)):
        meaning = _meaning_in(stretch, order, nearest_last, FOREIGN_MEANINGS.get(category, frozenset()))
        if meaning == "salary" and _OVERTIME.search(context) and _PER_HOUR.match(text, money.end):
            return "other"  # "Überstunden … mit 28,00 EUR brutto je Stunde vergütet": overtime pay, not the salary
        if meaning:
            return meaning
    return "other"
