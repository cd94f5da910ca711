"""Amounts of money: value, currency and what they are for, in every language with reading keywords."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from app.analysis import fast_re as re
from app.analysis.dates import DateMatch, find_dates, marked, role_markers
from app.analysis.spans import ClauseIndex, phrase_bounds, sentence_bounds
from app.locales import LANGUAGES, optional_toml
from app.locales.reading import AMOUNT_MEANINGS, reading

_CURRENCIES: dict[str, str] = {
    "eur": "EUR", "€": "EUR", "€uro": "EUR", "euro": "EUR", "euros": "EUR", "usd": "USD", "$": "USD", "us$": "USD",
    "gbp": "GBP", "£": "GBP", "chf": "CHF", "sfr.": "CHF", "fr.": "CHF", "dm": "DEM",
    "r$": "BRL", "c$": "CAD", "a$": "AUD", "au$": "AUD", "nz$": "NZD", "hk$": "HKD", "s$": "SGD", "mx$": "MXN",
}  # fmt: skip
# Other dollars and the real, written with letters before "$" ("R$ 5.000,00" in a Brazilian judgment): no US dollars.
_OTHER_DOLLARS = r"(?<![A-Za-z])(?:R|C|A|AU|NZ|HK|S|MX)\$"
# The dollar written as a word after its figure ("10.000 US-Dollar", "USD" spelled with a non-breaking hyphen
# (U+2011), "500 dollars", "100 dollari statunitensi", "50 dólares"): the currency is the word, whatever its language.
_DOLLAR_WORD = r"(?:US[-\u2010\u2011 ]?|U\.S\.\s?)?(?:Dollars?|dollars?|DOLLARS?|dollari|DOLLARI|dólares|dolares|DÓLARES)(?:\s+(?:statunitensi|americani|estadounidenses|américains|americanos))?"
_DOLLAR_RE = re.compile(_DOLLAR_WORD, re.IGNORECASE)
# "euro 9.600,00" (Italian) and "950,00 euros" (Spanish, French) write the currency in lower case. "DM 4.100,--":
# contracts from before 2002 are still in force and name their sums in Deutsche Mark (ISO 4217 DEM).
_CUR_BEFORE = rf"€uro|(?<![A-Za-z])EUROS?(?=\s?\d)|(?<![A-Za-z])EUR|€|USD|US\$|{_OTHER_DOLLARS}|\$|GBP|£|CHF|SFr\.|(?<![\w.])DM(?=\s\d)|[Ee]uros?(?=\s?\d)|(?<![A-Za-z])Eur(?=\s?\d)"
_CUR_AFTER = rf"{_DOLLAR_WORD}|EUROS?|EUR|€uro|€|[Ee]uros?|Eur|USD|\$|GBP|£|CHF|SFr\.|Fr\.|DM"
# 1.234,56 | 1,234.56 | 1 234,56 | 850,- | 850
# A space groups thousands ("5 000 euros", French and ISO style; DIN 5008 allows it too) where every group after the
# first has three digits; a number never starts right after one to three digits and a space, so "000 euros" is never
# read alone. After a longer number, a year ("ab dem 01.01.2025 3.500 EUR"), it does: that year groups no thousands.
# Nor does a number start inside another, after a digit and a separator ("3.500": "500" is no sum of its own). A digit
# is looked for first, so that the looks behind are read only where a number may start.
_SPACE = "[ \u00a0\u202f]"
_NUM = (
    rf"(?=\d)(?<!\d)(?<!\d[.,'])(?<![^\d]\d{_SPACE})(?<![^\d]\d\d{_SPACE})(?<![^\d]\d\d\d{_SPACE})"
    rf"(?<!^\d{_SPACE})(?<!^\d\d{_SPACE})(?<!^\d\d\d{_SPACE})"
    r"(?<!\.\d{3},[ \u00a0])"
    r"(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?![\d.,]\d)"
    r"|\d{1,3}(?:[.,\u00a0\u202f']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)"
)
# "$ 573c BGB" is an OCR-misread section sign, not dollars.
# A currency code after the figure ("$10 USD") is no statute's abbreviation.
_LAW_AFTER = re.compile(
    r"[a-z]?\s+(?:Abs\b|Absatz|Satz|Nr\b|ff?\.|(?!(?:USD|EUR|GBP|CHF|CAD|AUD|NZD)\b)[A-ZÄÖÜ][\w-]*[A-Z]\b)"
)
_PER = r"(?:\s*/\s*(?:Monat|Jahr|Quartal|month|year|mes|año|mois|an|mese|anno|mês|ano)\b|\s+(?:monatlich|jährlich|(?:pro|je|im) Monat|per month|a month|al mes|par mois|al mese|por mês|mensais)(?!\w))?"
# A sum typed with a stray space after its decimal comma ("2.500, 00 EUR", as a stray space in a date "01.01 .2020"):
# the cents are still its own, where the figure before the comma is grouped in thousands and a currency follows; the
# "00 EUR" after it is never read alone (``_NUM``). "5, 10 EUR" (a list) is not joined.
_STRAY_CENTS = r"(?:(?<=\d\.\d{3}),[ \u00a0]\d{2}(?=\s?(?:EUR|€|Euro)))?"
# "850,-", "850,--", "2.500.--", "3.000 ,--": whole euros, the cents left blank. "TEUR 50" (thousands of euros) is no
# sum of 50 EUR: a currency code is read only where no letter stands right before it; "2.500 Eur" is the euro.
_NO_CENTS = r"(?:[ \u00a0]?[.,][-–]{1,2})?"
AMOUNT_RE = re.compile(
    rf"(?P<sign>[-−–]\s?)?(?:(?P<cur1>{_CUR_BEFORE})\s?(?P<num1>{_NUM})(?:,[-–])?"
    rf"|(?P<num2>{_NUM}{_STRAY_CENTS}){_NO_CENTS}\s?(?P<cur2>{_CUR_AFTER})(?![A-Za-z]))" + _PER,
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


# Words that scale a figure (``_SCALES``): "€1.5 million", "2 Millionen Euro".
_SCALE_WORD = (
    r"(?:thousand|tausend|Tsd\.?|mila|millions?|Millionen|Mio\.?|Mill\.|mln\.?|mn|milion[ei]|millones|millón|millon|"
    r"milhões|milhão|Milliarden?|Mrd\.?|miliard[io]|milliards?|billions?|Billionen|bn|billón|billones|bilião|biliões)"
)


# The values an explanation quotes (app/explain/values.py) read amounts with this looser pattern:
# "1.200 Euro", "€ 50", "USD 20", "850,-". Kept apart from AMOUNT_RE so that neither reads differently.
_WRITTEN_CURRENCY = rf"(?:{_DOLLAR_WORD}|EUR|Euro|euros?|€|USD|\$|GBP|£|CHF|Franken|DM)"
_WRITTEN_NUMBER = r"(?:\d{1,3}(?:(?:[.,']\d{3})+|(?:[ \u00a0\u202f]\d{3})+)|\d+)(?:[.,]\d{1,2}|,-{1,2}|\.-)?"
# A sum in the currency's hundredth, on its own ("19 Cent", "0,35 Cent") or after whole euros ("2 Euro 50 Cent").
_WRITTEN_HUNDREDTHS = r"\d{1,3}(?:[.,]\d{1,3})?\s?(?:Cent|ct\.?|centesimi|céntimos|cêntimos|pence)(?!\w)"
_WRITTEN_RE = re.compile(
    rf"(?<![\w.,]){_WRITTEN_NUMBER}(?:\s{_SCALE_WORD}\s?(?:(?:di|de|d[\x27\u2019])\s?)?|\s?){_WRITTEN_CURRENCY}"
    r"(?:\s\d{1,2}\s?(?:Cent|ct)\b)?(?!\w)"
    rf"|(?<![\w.,]){_WRITTEN_HUNDREDTHS}"
    r"|(?<!\w)(?:R\$|US\$|€|£|\$|EUR|GBP|USD|CHF|DM(?=\s)|Euros?(?=\s?\d))\s?(?:\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d{1,2})?(?![\d])"
    rf"(?:[ \u00a0]?{_SCALE_WORD}(?![^\W\d_])|(?:m|k|bn)(?![^\W\d_]))?",
    re.IGNORECASE,
)


def amounts_as_written(text: str) -> Iterator[str]:
    """Every amount of money in ``text`` exactly as written, in document order: as ``_WRITTEN_RE`` finds them, and the
    forms ``find_money`` reads that it does not (a figure with its sum in words in brackets, thousands of euros); a
    figure a stray space cuts from its thousands is quoted whole, or not at all where ``find_money`` does not read it."""
    spans = [(m.start, m.end, m.text) for m in (*_bracketed(text), *_thousand_euros(text))]
    found: list[tuple[int, int, str]] = list(spans)
    for m in _WRITTEN_RE.finditer(text):
        if any(a < m.end() and m.start() < b for a, b, _t in spans):
            continue
        lead = re.match(r"\d[\d.,]*", m.group(0))
        read = _stray_group(text, m.start(), lead.group(0)) if lead else (m.start(), 0.0)
        if read is None:
            continue
        # quoted without the stray space ("2.500 €"), so that it reads alone as the sum it is
        written = m.group(0) if read[0] == m.start() else re.sub(r"\s", "", text[read[0] : m.start()]) + m.group(0)
        found.append((read[0], m.end(), written))
    return (t for _a, _b, t in sorted(found))


@dataclass(frozen=True)
class MoneyMatch:
    start: int
    end: int
    text: str
    value: float  # signed as written
    currency: str


_SPACE_GROUPED = re.compile(r"\d[ \u00a0\u202f]\d")
# A mark that numbers what follows (a section, an item, an article): a number after it is not the start of a sum.
_NUMBERING_BEFORE = re.compile(
    r"(?:§|\b(?:Nr|No|Nº|Art|Abs|Ziff|n)\.?|\b(?:Ziffer|Punkt|item|point))\s*$", re.IGNORECASE
)


# A sum grouped with one separator whose last group, after the other separator, has three digits ("43.000,013",
# "1,234.567"): a typing slip or a footnote's number glued to the cents; which, the text does not tell.
_MIXED_THREE = re.compile(r"\.\d{3},\d{3}$|,\d{3}\.\d{3}$")


# A word after a figure that scales it ("€1.5 million", "EUR 5 Mio.", "2 Millionen Euro", "10 milioni di euro", "$5k"):
# the sum is the figure times the scale. Read without it, "€1.5 million" would be stated as €1.50. "billion" is a
# thousand millions in English and a million millions in German ("Billion"), French and Spanish ("billón"): which one
# the text means, the figure does not tell, so such a sum is not read at all.
_SCALES: dict[str, float | None] = {
    **dict.fromkeys(("thousand", "tausend", "tsd", "mila", "k"), 1e3),
    **dict.fromkeys(("million", "millions", "millionen", "mio", "mill", "mln", "mn", "m"), 1e6),
    **dict.fromkeys(("milioni", "milione", "millones", "millón", "millon", "milhões", "milhão"), 1e6),
    **dict.fromkeys(("milliarde", "milliarden", "mrd", "miliardi", "miliardo", "milliard", "milliards"), 1e9),
    **dict.fromkeys(("billion", "billions", "billionen", "bn", "billón", "billones", "bilião", "biliões"), None),
}
# After a currency and its figure: the scale word, or "m", "k", "bn" glued to the figure ("€1m", "$5k", "£2bn").
_SCALE_AFTER = re.compile(rf"(?:[ \u00a0]?(?P<word>{_SCALE_WORD})|(?P<glued>m|k|bn))(?![^\W\d_])", re.IGNORECASE)
# A figure, its scale and then the currency ("2 Millionen Euro", "1,5 Mio. EUR", "10 milioni di euro", "5 millions
# d'euros", "1 million dollars").
_SCALED_BEFORE_CURRENCY = re.compile(
    rf"(?=\d)(?<![\d.,])(?P<num>\d{{1,3}}(?:[.,]\d{{1,3}})?)[ \u00a0](?P<word>{_SCALE_WORD})[ \u00a0]?"
    rf"(?:(?:di|de|d[\x27\u2019])[ \u00a0]?)?(?P<cur>{_CUR_AFTER})(?![A-Za-z])",
    re.IGNORECASE,
)


def _scale(word: str) -> float | None:
    """The factor of a scale word; None where the word's factor depends on the language (billion)."""
    return _SCALES.get(word.casefold().rstrip("."))


def _scaled(text: str) -> Iterator[MoneyMatch | tuple[int, int]]:
    """Sums whose figure a scale word follows before the currency (``_SCALED_BEFORE_CURRENCY``); a sum of a scale
    whose factor the text does not tell is given as its span only, so that nothing else is read there."""
    for m in _SCALED_BEFORE_CURRENCY.finditer(text):
        factor = _scale(m.group("word"))
        if factor is None:
            yield (m.start(), m.end())
            continue
        cur = m.group("cur").lower()
        cur = "$" if _DOLLAR_RE.fullmatch(cur) else cur
        value = round(parse_number(m.group("num")) * factor, 2)
        yield MoneyMatch(m.start(), m.end(), m.group(0).strip(), value, _CURRENCIES[cur])


# "TEUR", "T€", "TEuro" before or after a figure: thousands of euros ("Haftung bis 500 TEUR", "TEUR 50"), as balance
# sheets and business contracts write them. The figure is the sum in thousands.
_THOUSAND_EUROS = re.compile(
    r"(?<![\w.,])(?P<num1>\d{1,3}(?:\.\d{3})*(?:,\d{1,3})?)[ \u00a0]?(?:TEUR|T€|TEuro)(?![\w€])"
    r"|(?<![\w.])(?:TEUR|T€)[ \u00a0]?(?P<num2>\d{1,3}(?:\.\d{3})*(?:,\d{1,3})?)(?![\d]|[.,]\d)"
)


def _thousand_euros(text: str) -> Iterator[MoneyMatch]:
    if "T€" not in text and "TEUR" not in text and "TEuro" not in text:
        return
    for m in _THOUSAND_EUROS.finditer(text):
        raw = m.group("num1") or m.group("num2")
        yield MoneyMatch(m.start(), m.end(), m.group(0), round(parse_number(raw) * 1e3, 2), "EUR")


# A sum written as a figure and in words, one of them in brackets, the currency after both: "3.000 (dreitausend) Euro",
# "2.500,- (in Worten: zweitausendfünfhundert) EUR", "ten (10) dollars", "zehn (10) Euro". The figure is the sum where
# the words say the same number; where they say another, or no number, which one is meant the text does not tell, and
# nothing is read (the bracket otherwise keeps the figure from its currency, and the words from it as well).
_IN_WORDS_MARK = r"(?:in\s+Worten|i\.\s?W\.|in\s+words|in\s+lettere|en\s+letras|en\s+lettres|por\s+extenso)\s*:?\s*"
_FIGURE_WORDS_CURRENCY = re.compile(
    rf"(?P<num>{_NUM}){_NO_CENTS}[ \u00a0]?\(\s*(?:{_IN_WORDS_MARK})?(?P<words>[^\W\d_]+(?:[ \t-]+[^\W\d_]+){{0,6}})"
    rf"(?:\s*/\s*\d{{1,2}})?\s*\)[ \u00a0]?(?P<cur>{_CUR_AFTER})(?![A-Za-z])"
)
_WORDS_FIGURE_CURRENCY = re.compile(
    rf"\(\s*(?:€|\$|EUR|USD)?[ \u00a0]?(?P<num>{_NUM}){_NO_CENTS}\s*\)[ \u00a0]?(?P<cur>{_CUR_AFTER})(?![A-Za-z])"
)
_LAST_WORDS = re.compile(r"(?:[^\W\d_]+[ \t-]+){1,6}$")


def _currency_of(written: str) -> str:
    cur = written.lower()
    return _CURRENCIES["$" if _DOLLAR_RE.fullmatch(cur) else cur]


# A bracket closed right before a currency: looked for first, as most texts have none.
_CLOSED_BEFORE_CURRENCY = re.compile(rf"\)[ \u00a0]?(?:{_CUR_AFTER})(?![A-Za-z])")


def _bracketed(text: str) -> Iterator[MoneyMatch]:
    """Sums written as a figure and in words with the currency after both (``_FIGURE_WORDS_CURRENCY``,
    ``_WORDS_FIGURE_CURRENCY``), read where the words and the figure name the same number."""
    if _CLOSED_BEFORE_CURRENCY.search(text) is None:
        return
    for m in _FIGURE_WORDS_CURRENCY.finditer(text):
        value = parse_number(m.group("num"))
        if _number_in_words(m.group("words")) == int(value):  # "(zweitausend/00)": the cents after a slash
            yield MoneyMatch(m.start(), m.end(), m.group(0), value, _currency_of(m.group("cur")))
    for m in _WORDS_FIGURE_CURRENCY.finditer(text):
        value = parse_number(m.group("num"))
        before = _LAST_WORDS.search(text, max(0, m.start() - 80), m.start())
        if before is None:
            continue
        for w in re.finditer(r"[^\W\d_]+", before.group()):
            start = before.start() + w.start()
            if _number_in_words(text[start : m.start()].strip()) == int(value):
                yield MoneyMatch(start, m.end(), text[start : m.end()], value, _currency_of(m.group("cur")))
                break


# A figure grouped in thousands with a stray space at its separator ("2. 500 €", "2 .500,00 EUR", as "01.01 .2020" in
# a date): the figure after the space is no sum of its own. With the space before the dot it is one figure; with the
# space after it, after a word ("beträgt 2. 500 €"), too; at the start of a line it is a list's item ("1. 500 EUR
# Anzahlung") and the figure after it the sum; after the end of a sentence or a numbering mark which one the text means
# it does not tell, and nothing is read.
_STRAY_GROUP_BEFORE = re.compile(r"(?<![\d.,])(?P<lead>\d{1,3})(?P<gap>[ \u00a0]\.|\.[ \u00a0])$")
_THREE_FIRST = re.compile(r"\d{3}(?:[.,]\d{3})*(?:,\d{1,2})?$")
_LINE_START_BEFORE = re.compile(r"(?:^|\n)[ \t]*$")
# Words after which a number with a dot is a day or a rank ("bis zum 3.", "am 1.", "der 2."): no sum's thousands.
_ORDINAL_BEFORE = re.compile(
    r"(?<!\w)(?:am|zum|vom|bis|ab|den|dem|der|die|das|im|jeden|jedes)[ \u00a0]$", re.IGNORECASE
)
_WORD_BEFORE = re.compile(r"[^\W\d_]{2,}[ \u00a0]$")


def _stray_group(text: str, start: int, raw: str) -> tuple[int, float] | None:
    """Where the figure ``raw`` at ``start`` starts and its value: with the thousands a stray space cuts off
    (``_STRAY_GROUP_BEFORE``) where they are its own, as written where there is no such space or a list's item stands
    before it; None where the text does not tell which is meant."""
    m = _STRAY_GROUP_BEFORE.search(text, max(0, start - 5), start)
    if m is None or not _THREE_FIRST.match(raw):
        return start, parse_number(raw)
    before = text[max(0, m.start() - 40) : m.start()]
    if m.group("gap").startswith(".") and _LINE_START_BEFORE.search(before):
        return start, parse_number(raw)
    if m.group("gap").startswith(".") and not _WORD_BEFORE.search(before):
        return None
    if _NUMBERING_BEFORE.search(before) or _ORDINAL_BEFORE.search(before):
        return None
    return m.start(), parse_number(f"{m.group('lead')}.{raw}")


def _figures(text: str) -> Iterator[MoneyMatch]:
    for m in AMOUNT_RE.finditer(text):
        raw = m.group("num1") or m.group("num2")
        cur = (m.group("cur1") or m.group("cur2")).lower()
        if _DOLLAR_RE.fullmatch(cur):
            cur = "$"
        if cur == "$" and m.group("cur1") and _LAW_AFTER.match(text, m.end("num1")):
            continue
        if cur == "$" and m.group("cur1") and m.start() > 0 and text[m.start() - 1].isalpha():
            continue  # "Z$ 100", "RD$ 500": a dollar of a country whose code the text does not give
        if _SPACE_GROUPED.search(raw) and _NUMBERING_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "Nr. 3 500 EUR": item 3 of €500, or €3,500 — which one the text does not tell
        if _MIXED_THREE.search(raw):
            continue  # "43.000,013 EUR": three digits after the decimal separator of a grouped sum, no value to read
        start, value = m.start(), parse_number(raw)
        if m.group("num2") and not m.group("sign"):
            read = _stray_group(text, start, raw)
            if read is None:
                continue  # "Zahlungsplan: 1. 500 EUR": item 1 of €500, or €1,500 — which one the text does not tell
            start, value = read
        end = m.end()
        scale = _SCALE_AFTER.match(text, m.end("num1")) if m.group("cur1") else None
        if scale is not None:
            factor = _scale(scale.group("word") or scale.group("glued"))
            if factor is None:
                continue  # "$2 billion": a thousand or a million millions, the text does not say which
            value, end = round(value * factor, 2), scale.end()
        if m.group("sign"):
            value = -value
        yield MoneyMatch(start, end, text[start:end].strip(), value, _CURRENCIES[cur])


# A sum in the currency's hundredth ("35 Cent", "0,35 Cent je kWh", "50 ct", "20 centesimi", "35 cents"): the value in the
# currency itself (0.35, 0.0035 EUR). A hundredth right after a sum in the currency ("2 Euro 50 Cent") is read with
# neither. The euro's hundredth names the euro; "cents" and "pence" the currency of the text's other sums ("cents"
# the euro's or the dollar's), and nothing where those are several or none.
_CENTS_RE = re.compile(
    r"(?<![\d.,])(?P<num>\d{1,3}(?:[.,]\d{1,3})?)\s?"
    r"(?P<unit>Cent|ct\b\.?|Ct\b\.?|centesimi|centesimo|céntimos|céntimo|cêntimos|cêntimo|centimes|centime|cents|pence)"
    r"(?!\w)",
)
_EURO_HUNDREDTHS = frozenset(
    {"cent", "ct", "ct.", "centesimi", "centesimo", "céntimos", "céntimo", "cêntimos", "cêntimo"}
)
_CURRENCY_RIGHT_BEFORE = re.compile(r"(?:EUR|Euro|€|USD|\$|GBP|£)\s*$", re.IGNORECASE)


def _hundredths(text: str, figures: Sequence[MoneyMatch]) -> Iterator[MoneyMatch]:
    currencies = {f.currency for f in figures}
    for m in _CENTS_RE.finditer(text):
        unit = m.group("unit").lower()
        if unit.startswith("ct") and not currencies <= {"EUR"}:
            continue  # "18ct gold" beside sums in pounds: carats, no euro cents
        if unit in _EURO_HUNDREDTHS:
            currency: str | None = "EUR"
        elif unit == "pence":
            currency = "GBP"
        elif len(currencies) == 1:
            # "cents" of the text's one currency that has them (the euro, a dollar); "centimes" of the euro or the franc
            only = next(iter(currencies))
            currency = only if only not in ("GBP", "DEM") and (unit != "centimes" or only in ("EUR", "CHF")) else None
        else:
            currency = "EUR" if unit == "centimes" and not currencies else None
        if currency is None:
            continue
        yield MoneyMatch(m.start(), m.end(), m.group(0), round(parse_number(m.group("num")) / 100, 6), currency)


def _with_hundredths(text: str, figures: list[MoneyMatch], hundredths: list[MoneyMatch]) -> list[MoneyMatch]:
    """The figures and the hundredths, a hundredth right after a whole sum of its currency joined to it ("2 Euro 50
    Cent" is 2.50 EUR); one after a sum of another kind or with cents of its own is read with neither."""
    out = list(figures)
    for h in hundredths:
        k = next((k for k, f in enumerate(out) if f.end <= h.start and not text[f.end : h.start].strip()), None)
        if k is None:
            if not _CURRENCY_RIGHT_BEFORE.search(text, max(0, h.start - 8), h.start):
                out.append(h)
            continue
        whole = out[k]
        if whole.currency == h.currency and float(whole.value).is_integer() and h.value < 1:
            value = whole.value + (h.value if whole.value >= 0 else -h.value)
            out[k] = MoneyMatch(whole.start, h.end, text[whole.start : h.end], round(value, 6), whole.currency)
        else:
            del out[k]
    return out


def _span_start(found: MoneyMatch | tuple[int, int]) -> int:
    return found.start if isinstance(found, MoneyMatch) else found[0]


_FIGURES_IN_BRACKETS = re.compile(r"\s*\(\s*(?:U\.S\.\s?|US\s)?")


def find_money(text: str) -> Iterator[MoneyMatch]:
    """Every amount of money in ``text``, in document order: figures with a currency (``AMOUNT_RE``) and sums written
    in words before a currency word ("one hundred dollars", "fünfzig US-Dollar", ``_in_words``)."""
    scaled: list[MoneyMatch | tuple[int, int]] = []
    for found in sorted([*_scaled(text), *_thousand_euros(text), *_bracketed(text)], key=_span_start):
        a, b = (found.start, found.end) if isinstance(found, MoneyMatch) else found
        if not any(x < b and a < y for x, y in ((s.start, s.end) if isinstance(s, MoneyMatch) else s for s in scaled)):
            scaled.append(found)
    spans = [(m.start, m.end) if isinstance(m, MoneyMatch) else m for m in scaled]
    figures = [f for f in _figures(text) if not any(a < f.end and f.start < b for a, b in spans)]
    figures = sorted([*figures, *(m for m in scaled if isinstance(m, MoneyMatch))], key=lambda m: m.start)
    taken = [(m.start, m.end) for m in figures] + [m for m in scaled if not isinstance(m, MoneyMatch)]
    hundredths = [m for m in _hundredths(text, figures) if not any(a < m.end and m.start < b for a, b in taken)]
    if hundredths:
        figures = sorted(_with_hundredths(text, figures, hundredths), key=lambda m: m.start)
        taken = [(m.start, m.end) for m in figures]
    # A sum in words beside the same sum in figures ("cento dollari (USD 100,00)", "12,50 EUR (in Worten: zwölf
    # Euro fünfzig Cent)": the words read up to the currency) is one amount, the figures. Words right before their
    # figures in brackets ("fifty euros (€50)") open the amount: what is said before the words is said of it.
    words: list[MoneyMatch] = []
    for m in _in_words(text):
        if any(a < m.end and m.start < b for a, b in taken):
            continue
        same = [
            k
            for k, f in enumerate(figures)
            if int(abs(f.value)) == m.value and (0 <= f.start - m.end <= 40 or 0 <= m.start - f.end <= 40)
        ]
        if not same:
            words.append(m)
            continue
        k = same[0]
        opened = _FIGURES_IN_BRACKETS.match(text, m.end)
        if opened is not None and opened.end() == figures[k].start:
            f = figures[k]
            end = f.end + 1 if text[f.end : f.end + 1] == ")" else f.end
            figures[k] = MoneyMatch(m.start, end, text[m.start : end], f.value, f.currency)
    return iter(sorted(figures + words, key=lambda m: m.start) if words else figures)


# A currency written as a word or code, after a sum written in words ("fünfzig EUR"); not the first part of a compound
# ("ein Euro-Konto").
_CURRENCY_WORD = re.compile(rf"(?<![\w-])(?:{_DOLLAR_WORD}|euros?|EUR)(?![\w-])", re.IGNORECASE)
_NUMBER_WORDS_BEFORE = re.compile(r"(?:[^\W\d_]+(?:[ \t-]+|$)){1,6}$")
# The languages text2num reads, the document languages.
_TEXT2NUM_LANGUAGES = ("en", "de", "fr", "es", "it", "pt")


def _in_words(text: str) -> Iterator[MoneyMatch]:
    """Sums written in words right before a currency word: "one hundred dollars", "fünfzig US-Dollar", "cento
    dollari". The longest run of words before the currency that text2num (a library for numbers written in words, in
    the six document languages) reads as one number is the sum; a word that is no number ("or", "the") ends it."""
    for cur in _CURRENCY_WORD.finditer(text):
        before = _NUMBER_WORDS_BEFORE.search(text, max(0, cur.start() - 80), cur.start())
        if before is None:
            continue
        spans = [(w.start(), w.end()) for w in re.finditer(r"[^\W\d_]+", before.group())]
        for first in range(len(spans)):
            start = before.start() + spans[first][0]
            phrase = text[start : before.start() + spans[-1][1]]
            value = _number_in_words(phrase)
            if value is not None:
                currency = "USD" if _DOLLAR_RE.fullmatch(cur.group()) else "EUR"
                yield MoneyMatch(start, cur.end(), text[start : cur.end()], float(value), currency)
                break


def _number_in_words(phrase: str) -> int | None:
    from text_to_num import text2num

    words = " ".join(phrase.lower().replace("-", " ").split())
    for language in _TEXT2NUM_LANGUAGES:
        try:
            value = text2num(words, language)
        except ValueError:
            continue
        if isinstance(value, int) and value > 0:
            return value
    return None


# A list's item after a semicolon, right before the amount: "; and (ii) ", "; or (b) ", "; oder (ii) ".
_ITEM_AFTER_SEMICOLON = re.compile(
    r";\s*(?:(?:and|or|und|oder|e|o|y|ou|et)\s+)?\(?(?:[ivx]{1,4}|[a-h]|\d)\)\s*$", re.IGNORECASE
)


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
    words = reading(language)
    prefix = "" if words.meanings_inside_words else r"(?<!\w)"
    # A keyword that a longer one starts is tried after it: "penalty charge" (a fine) before "penalty" (damages), where
    # both start at the same word; otherwise in the order of the meanings.
    ordered: list[tuple[str, str]] = []
    for meaning in AMOUNT_MEANINGS:
        for keyword in words.meanings.get(meaning, ()):
            folded = keyword.casefold()
            at = next(
                (k for k, (_m, w) in enumerate(ordered) if folded != w.casefold() and folded.startswith(w.casefold())),
                len(ordered),
            )
            ordered.insert(at, (meaning, keyword))
    alternatives = [f"{prefix}(?P<{meaning}_{n}>{re.escape(keyword)})" for n, (meaning, keyword) in enumerate(ordered)]
    return re.compile("|".join(alternatives), re.IGNORECASE) if alternatives else None


_KEYWORDS = {language: pattern for language in LANGUAGES if (pattern := _compile(language))}


# Meanings that a document of a kind cannot have: a tax notice has no rent, no tenant's utilities or deposit and
# no benefit cut ("Werbungskosten … um 420,00 EUR gekürzt" lowers a deduction); a lease or an employment
# contract does not assess tax. A keyword of such a meaning is passed over.
FOREIGN_MEANINGS: dict[str, frozenset[str]] = {
    "tax_assessment": frozenset({"rent", "utilities", "deposit", "reduction"}),
    "employment_contract": frozenset({"rent", "utilities", "deposit", "reduction", "tax"}),
    "rental_contract": frozenset({"salary", "reduction"}),
}


# Words of a meaning that in a kind of document name another thing, as "meaning:keyword": in an employment contract a
# "Zuschlag" is a supplement to the pay ("Nachtzuschlag", "Sonntagszuschlag") and a "Pauschale" an allowance
# ("Kilometerpauschale", "Verpflegungspauschale"), both paid by the employer to the employee: no fee the reader is
# charged. A charge named otherwise ("Bearbeitungsgebühr", "berechnet der Arbeitgeber", "als Ersatz der Kosten")
# stays a fee.
# In terms of service and shops' terms a "Guthaben" is a balance kept on an account ("Guthaben von 5 EUR bis 100 EUR
# aufladen"), no refund, and a "service charge" a fee, no tenant's utilities. The Italian "canone" is a lease's rent
# and as well any periodic charge ("canone di abbonamento", "canone mensile" of a telephone line): in terms and in
# a telecom or utility contract it names no rent.
FOREIGN_WORDS: dict[str, frozenset[str]] = {
    "employment_contract": frozenset({"fee:zuschlag", "fee:pauschal"}),
    "terms_and_conditions": frozenset({"refund:guthaben", "utilities:service charge", "rent:canone"}),
    "telecom_utility_contract": frozenset({"rent:canone"}),
}


def foreign_meanings(category: str) -> frozenset[str]:
    return FOREIGN_MEANINGS.get(category, frozenset()) | FOREIGN_WORDS.get(category, frozenset())


# --------------------------------------------------------------------------- a meaning's context

# Where an amount's meaning depends on what stands around it (reading.toml, [amount_context]): keywords of tax that name
# a tax only in a tax context, and words for a benefit an authority grants.
_CONTEXT: dict[str, dict[str, tuple[str, ...]]] = {
    language: {
        key: tuple(str(word).casefold() for word in words)
        for key, words in optional_toml(language, "reading").get("amount_context", {}).items()
    }
    for language in LANGUAGES
}
_TAX_IN_CONTEXT = frozenset(word for table in _CONTEXT.values() for word in table.get("tax_only_in_context", ()))
# A word for a tax: a keyword of tax that needs no context ("Einkommensteuer", "impôt", "tax").
_TAX_NOUNS = {
    language: re.compile(
        ("" if reading(language).meanings_inside_words else r"(?<!\w)")
        + "(?:"
        + "|".join(re.escape(w) for w in words if w.casefold() not in _TAX_IN_CONTEXT)
        + ")",
        re.IGNORECASE,
    )
    for language, words in MEANINGS.get("tax", {}).items()
    if any(w.casefold() not in _TAX_IN_CONTEXT for w in words)
}
_BENEFIT_WORDS = sorted({w for table in _CONTEXT.values() for w in table.get("benefit", ())}, key=len, reverse=True)
_BENEFIT = (
    re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in _BENEFIT_WORDS) + ")", re.IGNORECASE)
    if _BENEFIT_WORDS
    else None
)
# What an amount a benefit's name is bound to is not: a charge, a price, the rent or utilities, the pay, a tax.
_NOT_A_BENEFIT = frozenset({"fee", "fine", "price", "damages", "rent", "utilities", "deposit", "salary", "tax"})


def _tax_context(text: str, s_start: int, s_end: int, category: str) -> bool:
    """A tax assessment, or a word for a tax in the sentence ("Die Einkommensteuer wird auf 4.210,00 EUR
    festgesetzt")."""
    return category == "tax_assessment" or any(p.search(text, s_start, s_end) for p in _TAX_NOUNS.values())


def benefit_named(text: str, money: MoneyMatch, previous_end: int, next_start: int) -> bool:
    """Whether a word for a benefit (``[amount_context] benefit``) is the amount's own name: in its phrase before it
    ("Der Regelbedarf beträgt 563,00 EUR"), right after it ("563,00 EUR Regelbedarf"), or its table row's label
    ("Kosten der Unterkunft und Heizung   612,40 EUR")."""
    if _BENEFIT is None:
        return False
    p_start, p_end = phrase_bounds(text, money.start, money.end)
    line_end = text.find("\n", money.end)
    before = text[max(p_start, previous_end) : money.start]
    after = text[money.end : min(p_end, next_start, line_end if line_end >= 0 else len(text))]
    return bool(_BENEFIT.search(before) or _BENEFIT.match(after.lstrip(" \t")))


def context_foreign(text: str, money: MoneyMatch, previous_end: int, next_start: int, category: str) -> frozenset[str]:
    """Meanings and keywords (as ``foreign``) that the context of the amount rules out: a keyword of tax that names a
    tax only in a tax context (``_tax_context``), outside one; every charge, rent or pay where a benefit is the amount's
    own name (``benefit_named``)."""
    s_start, s_end = sentence_bounds(text, money.start)
    out: set[str] = set()
    if not _tax_context(text, s_start, s_end, category):
        out.update(f"tax:{word}" for word in _TAX_IN_CONTEXT)
    if benefit_named(text, money, previous_end, next_start):
        out.update(_NOT_A_BENEFIT)
    return frozenset(out)


# A meaning that a kind of document gives its own name: the "Einkommen" an employment contract names is the pay
# it agrees (elsewhere, in a tax notice, income is counted or taxable income, no pay).
MEANING_IN: dict[str, dict[str, str]] = {"employment_contract": {"income": "salary"}}


def meaning_in(category: str, meaning: str) -> str:
    return MEANING_IN.get(category, {}).get(meaning, meaning)


def _hits(
    stretch: str, languages: tuple[str, ...], foreign: frozenset[str] = frozenset()
) -> list[tuple[str, int, int]]:
    """(meaning, start, end) of every keyword in ``stretch``, in the first language that has any; a keyword set
    beside the amount ("zusätzlich zu den Preisen", "in addition to the price": [roles] beside) names nothing,
    unless it is the amount's own name ("zzgl. Versandkosten von 4,90 EUR": the shipping costs are added to the
    price, and they are this amount), nor does a keyword of a meaning ``foreign`` to the kind of document."""
    beside = role_markers("beside")
    for language in languages:
        keywords = _KEYWORDS.get(language)
        if keywords is None:
            continue
        found = [
            (m.lastgroup.rsplit("_", 1)[0], m.start(), m.end())
            for m in keywords.finditer(stretch)
            if m.lastgroup
            and not (
                beside is not None
                and beside.search(stretch, max(0, m.start() - 60), m.start())
                and not _ATTACHED.fullmatch(stretch, m.end())
            )
        ]
        found = [
            hit
            for hit in found
            if hit[0] not in foreign
            and f"{hit[0]}:{stretch[hit[1] : hit[2]].casefold()}" not in foreign
            and not _negated(stretch, hit[1])
            and not marked("verb_before", stretch[max(0, hit[1] - 20) : hit[1]])
        ]
        if reading(language).meanings_inside_words:
            found = [
                hit
                for hit in found
                if _compound_head(stretch, hit[2])
                and not _genitive_attribute(stretch, hit[1])
                and not _lower_case_noun(stretch, hit[1], hit[2])
                # a compound is a word of the document's language: in another language's text a keyword names the
                # amount only as a whole word ("porto" inside the Italian "importo" names no postage)
                and (language == languages[0] or hit[1] == 0 or not stretch[hit[1] - 1].isalpha())
            ]
        if found:
            return found
    return []


def _negated(stretch: str, start: int) -> bool:
    """Whether a determiner or a verb right before the keyword at ``start`` negates it ("keine Gebühr", "no fee",
    "do not charge a fee", "aucun frais", "nessuna commissione"; [roles] negated): the word names no charge at all,
    so it gives no amount near it its meaning."""
    return marked("negated", stretch[max(0, start - 50) : start])


# A German compound is what its last part is ("Lohnpfändung" is a garnishment, "Gehaltserhöhung" a rise,
# "Lohnsteuer" a tax, "Gebührenordnung" a scale; "Nettokaltmiete" is rent): a keyword found inside a word names the
# amount only as the word's head, with an inflection after it ("Gebühren", "Vergütung", "Entgelts"), or before a head
# that only says "a sum of money" ("Kautionsbetrag", "Mietzahlung", "Gehaltssumme": the sum is what the first part
# names). Linking elements (Fugen) "s", "es", "n", "en", "e", "er" may stand before such a head. A part cut off
# with a hyphen ("Lohn- und Gehaltspfändungen", "Miet-/Kautionskonto") shares the head of the word it is joined to.
_INFLECTION = r"(?:e|en|n|s|es|ns|er|ern|ung|ungen|et|ete|eten|t|te|ten)?"
_MONEY_HEAD = r"(?:s|es|n|en|e|er)?(?:betrag|beträge|summe|zahlung|höhe)"
_HEAD_END = re.compile(rf"(?:{_INFLECTION}|{_MONEY_HEAD}{_INFLECTION})(?![^\W\d_])(?!-[\s/])", re.IGNORECASE)


# A noun in the genitive after another noun is that noun's attribute, not the head of the phrase: "für die Pfändung
# seines Gehalts 10 EUR", "die Erhöhung der Miete um 20 EUR" name a garnishment and a rise. Only where the noun before
# the article is no word for the sum itself ("die Höhe des Gehalts", "der Betrag der Miete", "die Zahlung der Kaution")
# or for making it good ("Ersatz des entstandenen Schadens": damages).
_GENITIVE_BEFORE = re.compile(
    r"(?<![.:;!?]\s)(?<!^)\b(?P<noun>[A-ZÄÖÜ][a-zäöüß]{2,})\s+(?:des|der|eines|einer|seines|seiner|ihres|ihrer|"
    r"unseres|unserer|dieses|dieser|jedes|jeder)\s+(?:[a-zäöüß]+\s+)?[^\W\d_]*$"
)
_SUM_NOUN = re.compile(r"(?:betrag|beträge|summe|zahlung|höhe|zahlungen|beträgen|ersatz)$", re.IGNORECASE)


def _genitive_attribute(stretch: str, start: int) -> bool:
    """Whether the keyword at ``start`` stands in a genitive attribute of another noun (``_GENITIVE_BEFORE``)."""
    m = _GENITIVE_BEFORE.search(stretch, max(0, start - 60), start)
    return m is not None and not _SUM_NOUN.search(m.group("noun"))


# German writes its nouns with a capital letter: a noun keyword written in lower case at the start of a word is
# another word of the same letters, an adjective ("eine pauschale Entschädigung" is a flat-rate compensation, no
# "Pauschale", a flat fee). Keywords that are adjectives, participles or verbs ("rückständig", "verbleibend",
# "erstattet", "vergüt…", "nachzuzahlen", "noch zu zahlen") are written in lower case anyway.
# The same holds inside a word: a noun keyword inside a word written in lower case is part of a verb or an adjective
# ("belohnt" holds no "Lohn", "eingehalten" no "Gehalt", "gebührt" no "Gebühr"). The keywords that are no nouns end
# as adjectives, participles or infinitives do ("rückständig", "verbleibend", "erstattet", "gekürzt", "gemindert",
# "vergüt…", "nachzuzahlen", "festzusetzen") or are phrases; "Gehalt", "Entgelt", "Verdienst", "Schaden" are nouns.
_NOT_A_NOUN = re.compile(r"(?:ig|end|et|zt|rt|üt|zahlen|setzen)$|\s")


def _lower_case_noun(stretch: str, start: int, end: int) -> bool:
    keyword = stretch[start:end]
    word_start = start
    while word_start > 0 and stretch[word_start - 1].isalpha():
        word_start -= 1
    return stretch[word_start : word_start + 1].islower() and not _NOT_A_NOUN.search(keyword.casefold())


def _compound_head(stretch: str, end: int) -> bool:
    """Whether the keyword ending at ``end`` is the head of its word (see ``_HEAD_END``)."""
    return _HEAD_END.match(stretch, end) is not None


# A keyword governed by a preposition of source or goal names another thing than the amount: "10 EUR werden vom
# Gehalt einbehalten" (taken from the pay, no pay), "ein Zuschuss zur Miete", "deducted from your salary". Unless the
# amount is that keyword's own attribute, joined by "von", "of" or a colon ("zum Gehalt von 3.000 EUR": the pay it
# names; a table's row "Steuerabzug vom Lohn  -12.870,00 EUR" is tax taken from the wage, no wage).
_RELATION_BEFORE = re.compile(
    r"(?<!\w)(?:vom|von\s+(?:dem|der|den|seinem|seiner|ihrem|ihrer)|aus\s+(?:dem|der|seinem|seiner|ihrem|ihrer)|zum|zur|"
    r"zu\s+(?:dem|der|den)|from\s+(?:the|your|his|her|their|its)|towards?\s+(?:the|your|his|her|their))"
    r"(?:\s+[^\W\d_]+)?\s+[^\W\d_]*$",
    re.IGNORECASE,
)
_ATTACHED = re.compile(r"[^\W\d_]*\s*(?:\(\w+\)\s*)?(?:(?:in\s+Höhe\s+)?von|i\.\s?H\.\s?v\.|of|:)\s*$", re.IGNORECASE)


def _other_thing(stretch: str, start: int, end: int, before: bool) -> bool:
    """Whether the keyword at ``start:end`` stands in a phrase of source or goal (``_RELATION_BEFORE``) that is not
    the amount's own."""
    if not _RELATION_BEFORE.search(stretch, max(0, start - 40), start):
        return False
    return not (before and _ATTACHED.fullmatch(stretch, end))


def _best(
    stretch: str, languages: tuple[str, ...], before: bool, foreign: frozenset[str] = frozenset()
) -> tuple[str, int] | None:
    """The meaning ``stretch`` gives an amount it stands ``before`` (or after), and how many words lie between:
    a specific meaning before a general one, else the nearest keyword."""
    found = [hit for hit in _hits(stretch, languages, foreign) if not _other_thing(stretch, hit[1], hit[2], before)]
    if not found:
        return None
    if before:
        found.reverse()
    specific = [hit for hit in found if hit[0] in _SPECIFIC]
    meaning, start, end = (specific or found)[0]
    between = stretch[end:] if before else stretch[:start]
    return meaning, len(_WORD.findall(between))


def _meaning_in(
    stretch: str, languages: tuple[str, ...], nearest_last: bool, foreign: frozenset[str] = frozenset()
) -> str | None:
    """The meaning the keywords of ``stretch`` give (the specific ones first, then the nearest)."""
    best = _best(stretch, languages, nearest_last, foreign)
    return best[0] if best else None


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


def list_heading(text: str, money: MoneyMatch, p_start: int) -> str:
    """The words before the colon of a list the amount is an item of ("mit folgenden Deckungssummen: für den
    Todesfall 25.000 EUR; für den Invaliditätsfall 50.000 EUR"): they say what every item is. Empty when the
    amount's phrase is no item after a colon in its sentence."""
    s_start, _s_end = sentence_bounds(text, money.start, semicolons=False)
    colon = text.rfind(":", s_start, p_start)
    return text[s_start:colon] if colon >= 0 else ""


def role_of(text: str, money: MoneyMatch, previous_end: int, s_start: int, s_end: int) -> str | None:
    """'part', 'limit' or 'threshold' where the words right around the amount make it one (reading.toml, [roles]).

    "Vorauszahlungen von 190,00 EUR, davon 95,00 EUR für Heizung": the 95 is a part of the 190, not a second
    payment (a part needs the sum before it in its sentence, and the marker in its own phrase). "ab einem
    Jahresumsatz von 500.000 EUR", "if sales exceed EUR 500,000", "Mindestbestellwert 9,95 EUR": the amount is a
    condition, not pay or a price. "bis zu 600,00 EUR", "up to EUR 165", "auf 100 $ beschränkt",
    "Deckungssumme 25.000 EUR": a cap, not what is paid.
    """
    p_start, p_end = phrase_bounds(text, money.start, money.end)
    own = text[max(p_start, previous_end) : money.start]
    part = role_markers("part")
    if part is not None and previous_end > s_start and part.search(own[-_NEAR:]):
        return "part"
    before = text[max(s_start, money.start - _NEAR) : money.start]
    if marked("limit_liability", text[max(s_start, money.start - 2 * _NEAR) : money.start]):
        return "limit"  # "In nessun caso saremo responsabili per un importo superiore a 100 euro": a cap, no condition
    if marked("limit_charged", before):
        return "limit"  # "we may debit amounts of less than $1 from your card": the most that is charged, no condition
    # A condition first: "Bei einem Warenwert bis zu 40 EUR trägt der Kunde …" names when something applies (a
    # threshold), though "bis zu" alone would make it a cap.
    if marked("price_from", before):
        return None  # "Die Versandkosten betragen ab 4,90 EUR": what it costs at least, not a condition
    threshold = role_markers("threshold_before")
    if threshold is not None and threshold.search(before):
        return "threshold"
    limit = role_markers("limit_before")
    if limit is not None and limit.search(before):
        return "limit"
    # The sentence caps a liability and the amount stands after the capping words ("our aggregate liability will
    # not exceed the greater of (a) … and (b) US$30.00", "Die Haftung ist … begrenzt, höchstens auf 5.000 EUR").
    capped = role_markers("limit_sentence")
    if capped is not None and capped.search(text, s_start, money.start):
        return "limit"
    if capped is not None and _ITEM_AFTER_SEMICOLON.search(text, max(0, money.start - 40), money.start):
        # "… shall not exceed the greater of (i) the amounts you paid; and (ii) US$25": an item of the list the
        # sentence caps, though a semicolon ends the item before it
        whole_start, _whole_end = sentence_bounds(text, money.start, semicolons=False)
        if capped.search(text, whole_start, money.start):
            return "limit"
    after = text[money.end : min(s_end, money.end + 40)]
    for kind, role in (("threshold_after", "threshold"), ("limit_after", "limit")):
        marker = role_markers(kind)
        if marker is not None and marker.search(after):
            if role == "threshold" and (
                marked("limit_subject", text[s_start : money.start])
                or _must_not_exceed(text[s_start : money.start], after)
            ):
                # "Unsere Haftung wird in keinem Fall 100 EUR übersteigen": what the liability must not exceed is its
                # cap; "Die Haftung entfällt, wenn der Schaden 1.000 EUR übersteigt" is a condition (a threshold).
                return "limit"
            return role
    # Words of the amount's own phrase before it that name a cap or a least value ("Das Tageslimit beträgt 500 EUR",
    # "The minimum top-up amount is €5"): read before the amount only.
    for kind, role in (("limit_own", "limit"), ("threshold_own", "threshold")):
        if marked(kind, own):
            return role
    labels = own + " " + text[money.end : min(p_end, money.end + _NEAR)]
    if own.strip() == "" or previous_end <= p_start:
        labels += " " + list_heading(text, money, p_start)
    for kind, role in (("limit_label", "limit"), ("threshold_label", "threshold")):
        marker = role_markers(kind)
        if marker is not None and marker.search(labels):
            return role
    return None


# German puts a modal's verb last: "Eine Überweisung darf 5.000 EUR nicht übersteigen", "…, dass die Einzahlungen 1.000
# EUR nicht überschreiten dürfen": what may not be exceeded is the most allowed, a cap. A condition ("wenn der Betrag
# 100 EUR nicht übersteigt") has no modal; "nicht unterschreiten" names the least sum, no cap.
_MODAL_BEFORE = re.compile(
    r"\b(?:darf|dürfen|soll|sollen|kann|können)\b(?![^.;]*\b(?:wenn|falls|sofern|soweit|sobald|ob)\b)[^.;]*$",
    re.IGNORECASE,
)
_NOT_EXCEEDED_AFTER = re.compile(
    r"^\s*(?:(?:insgesamt|jeweils|zusammen|monatlich|jährlich|täglich|(?:pro|je|im)\s+[^\W\d_]+)\s+)*nicht\s+"
    r"(?:übersteigen|überschreiten)(?P<modal>\s+(?:darf|dürfen|soll|sollen|kann|können)\b)?",
    re.IGNORECASE,
)
_CONDITION_BEFORE = re.compile(r"\b(?:wenn|falls|sofern|soweit|sobald|ob)\b[^.;]*$", re.IGNORECASE)


def _must_not_exceed(before: str, after: str) -> bool:
    """Whether a negated modal with a verb of exceeding after the amount makes it the most allowed (a cap)."""
    m = _NOT_EXCEEDED_AFTER.match(after)
    if m is None:
        return False
    if m.group("modal"):
        return not _CONDITION_BEFORE.search(before)
    return _MODAL_BEFORE.search(before) is not None


def parts_of_totals(text: str, money: list[MoneyMatch]) -> dict[int, int]:
    """Amounts that a later amount of their sentence adds up ("Grundgehalt 2.785,00 €, Zulage 335,50 €,
    Gesamt: 3.120,50 €"; the items may be set off by semicolons): index of each part -> index of its total. The
    sum is checked, so a total marker alone makes nothing a part."""
    marker = role_markers("total_before")
    composed, part = role_markers("composed"), role_markers("part")
    parts: dict[int, int] = {}
    if marker is None:
        return parts
    for j, total in enumerate(money):
        s_start, s_end = sentence_bounds(text, total.start, semicolons=False)
        marked = marker.search(text[max(s_start, total.start - 30) : total.start]) is not None
        if marked:
            before = [i for i in range(j) if money[i].start >= s_start and i not in parts]
            if len(before) >= 2 and _adds_up(money, before, total):
                parts.update(dict.fromkeys(before, j))
                continue
        # The sum first, then its parts ("Die Vergütung von 1.000 EUR setzt sich aus 700 EUR Grundgehalt und
        # 300 EUR Zulage zusammen", "insgesamt 913,68 EUR (Einkommensteuer 846,00 EUR zuzüglich Kirchensteuer
        # 67,68 EUR)"): the two or more amounts right after it that add up to it exactly.
        if j in parts or total.value <= 0:
            continue
        following: list[int] = []
        for i in range(j + 1, len(money)):
            if money[i].start >= s_end:
                break
            following.append(i)
            if len(following) >= 2 and _adds_up(money, following, total):
                # Only where the text says it is divided up (a coincidence of round sums is no division).
                said = text[total.end : money[i].start]
                if (
                    marked
                    or (composed is not None and composed.search(said))
                    or (part is not None and part.search(said))
                ):
                    parts.update(dict.fromkeys(following, j))
                break
    return parts


# A blank line, a line break before a list marker ("4.", "(2)", "b)", "§"), or one after an amount that ends its
# line (a table's row): a new paragraph, item or row.
_NEW_PARAGRAPH = re.compile(r"\n[ \t]*\n|\n[ \t]*(?:\(?\w{1,3}[.)]|§)\s")
_ROW_END = re.compile(r"[ \t]*\n")


def share_of_earlier(text: str, money: MoneyMatch, earlier: Sequence[MoneyMatch], clauses: ClauseIndex) -> bool:
    """Whether an advance ("Abschlag", "Vorauszahlung") is an even share of a larger amount before it in its
    paragraph (12 or 30 advances of 453,33 EUR on 13.600 EUR, each rounded to the cent or the euro): then it is paid
    on that sum, a part of it, and no payment of its own. A sum in another paragraph or numbered item of the clause
    is about something else ("1. Die Werbungskosten wurden um 420,00 EUR gekürzt." … "4. … betragen die
    vierteljährlichen Vorauszahlungen 210,00 EUR"): that it is twice the advance is chance."""
    clause = clauses.clause_at(money.start)
    value = abs(money.value)
    if clause is None or value <= 0:
        return False
    for other in earlier:
        total = abs(other.value)
        if clauses.clause_at(other.start) != clause or total <= value:
            continue
        if _NEW_PARAGRAPH.search(text, other.end, money.start) or _ROW_END.match(text, other.end):
            continue
        n = round(total / value)
        if 2 <= n <= 60 and abs(n * value - total) <= n * (1.0 if value.is_integer() else 0.01):
            return True
    return False


# A figure with two decimals and no currency: "4.210,55", "1,305.40".
_BARE_FIGURE = re.compile(
    r"(?<![\w.,])(?:\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,]|\.\d)|\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.]|,\d))"
)
_BARE_REACH = 400  # how far after a sum the words dividing it and its figures may stand


def unlabelled_parts(text: str, money: Sequence[MoneyMatch]) -> list[tuple[MoneyMatch, MoneyMatch]]:
    """Figures without a currency that a sum before them is made of, each with that sum: "… in Höhe von 5.515,95 EUR.
    Das Bruttomonatsentgelt setzt sich wie folgt zusammen: a. Grundentgelt 4.210,55 b. … c. Zulage 1.305,40" (a
    table typed as text). Only where words after the sum say it is divided up (``composed``, a colon alone is not
    enough), in the same paragraph, and the figures after those words add up to the sum exactly: then they are its
    parts, in its currency. Round sums that happen to add up are no division without those words."""
    composed = role_markers("composed")
    if composed is None:
        return []
    taken = [(m.start, m.end) for m in money]
    found: list[tuple[MoneyMatch, MoneyMatch]] = []
    for k, total in enumerate(money):
        if total.value <= 0:
            continue
        stop = min(len(text), total.end + _BARE_REACH, money[k + 1].start if k + 1 < len(money) else len(text))
        blank = text.find("\n\n", total.end, stop)
        stop = stop if blank < 0 else blank
        said = next((m for m in composed.finditer(text, total.end, stop) if m.group().strip() != ":"), None)
        if said is None:
            continue
        figures = [
            m for m in _BARE_FIGURE.finditer(text, said.end(), stop) if not any(a <= m.start() < b for a, b in taken)
        ]
        running = 0.0
        for n, m in enumerate(figures):
            running += parse_number(m.group())
            if n >= 1 and abs(running - abs(total.value)) < 0.005:
                found += [
                    (MoneyMatch(f.start(), f.end(), f.group(), parse_number(f.group()), total.currency), total)
                    for f in figures[: n + 1]
                ]
                break
            if running > abs(total.value):
                break
    return found


def _adds_up(money: list[MoneyMatch], items: list[int], total: MoneyMatch) -> bool:
    return abs(sum(abs(money[i].value) for i in items) - abs(total.value)) < 0.01


def total_label(
    text: str,
    money: list[MoneyMatch],
    parts: dict[int, int],
    total: int,
    document_language: str,
    foreign: frozenset[str] = frozenset(),
) -> str | None:
    """What a sum of parts is: named before its list ("Das Gehalt setzt sich wie folgt zusammen: Grundgehalt …,
    Zulage …, Gesamt: …" is the pay), the nearest label before its first part."""
    first = min(i for i, j in parts.items() if j == total)
    s_start, _s_end = sentence_bounds(text, money[first].start, semicolons=False)
    stretch = text[s_start : money[first].start]
    return _meaning_in(stretch, _order(document_language), nearest_last=True, foreign=foreign)


def _order(document_language: str) -> tuple[str, ...]:
    return (document_language, *(x for x in LANGUAGES if x != document_language))


# "für die 1. Mahnung 0,00 EUR und für die 2. Mahnung 5,00 EUR", "bei Ländern der EU 10 EUR und bei anderen 20 EUR":
# the second amount stands in the same frame as the first (the same preposition after "und"), so it is the same
# kind of amount. "Gehalt 3.000 EUR und Fahrtkosten 50 EUR" is no such frame: the second amount has no label.
_COORDINATED = re.compile(
    r"^[\s,]*(?:und|oder|sowie|bzw\.|and|or|y|o|et|ou|e|oppure)\s+(?P<word>[^\W\d_]+)\b", re.IGNORECASE
)


# "rent will increase from £950 to £1,010", "erhöht sich von 850,00 EUR auf 910,00 EUR": the same amount, changed.
_CHANGED_TO = re.compile(r"^\s*(?:to|auf|à|a|para|en)\s*$", re.IGNORECASE)


def _coordinated(text: str, money: MoneyMatch, previous: MoneyMatch | None, s_start: int) -> bool:
    """The amount is joined to the previous one of its sentence in the same frame (see ``_COORDINATED``), or is
    what the previous one changes to (``_CHANGED_TO``)."""
    if previous is None or previous.end <= s_start or money.start - previous.end > 80:
        return False
    gap = text[previous.end : money.start]
    if _CHANGED_TO.match(gap):
        return True
    if marked("range_to", gap) or marked("range_between", text[max(s_start, previous.start - 40) : money.start]):
        return True  # "4,90 EUR bis 9,90 EUR", "between EUR 5 and EUR 9": the upper end of a range is the same kind
    if _parallel(text, previous, gap, s_start):
        return True
    if any(c in gap for c in ";:"):
        return False
    m = _COORDINATED.match(gap)
    if m is None:
        return False
    p_start, _p_end = phrase_bounds(text, previous.start, previous.end)
    frame = text[p_start : previous.start]
    return re.search(rf"(?<!\w){re.escape(m.group('word'))}(?!\w)", frame, re.IGNORECASE) is not None


# The sentence names the amount first, with a bound of another amount in its qualifier, and the verb of amounting comes
# between that bound and the amount ("Die Versandkosten für Bestellungen unter 50 EUR betragen 4,90 EUR", "The fee for
# claims under $10,000 is $200", "Le spese per ordini sotto i 50 euro sono di 5 euro"): the name before the bound names
# the amount; the bound is only a condition.
_AMOUNTS_TO = re.compile(
    r"^\s*(?:betragen|beträgt|belaufen\s+sich\s+auf|beläuft\s+sich\s+auf|liegen\s+bei|liegt\s+bei|is|are|will\s+be|"
    r"shall\s+be|amounts?\s+to|è|sono|ammonta(?:no)?\s+a|es|son|será|serán|est|sont|sera|seront|é|são|será|serão)"
    r"(?:\s+(?:di|de|pari\s+a|a|jeweils|nur|lediglich|only|just|currently|derzeit|pauschal|seulement|solo|apenas))*\s*$",
    re.IGNORECASE,
)


def _subject_past_a_bound(text: str, money: MoneyMatch, previous: MoneyMatch, s_start: int) -> bool:
    if previous.end <= s_start or not _AMOUNTS_TO.match(text[previous.end : money.start]):
        return False
    before = text[max(s_start, previous.start - 60) : previous.start]
    bound = role_markers("threshold_before")
    return marked("compared", before) or (bound is not None and bound.search(before) is not None)


# "Für Lieferungen in die Schweiz fallen Versandkosten von 19,90 EUR an, für Österreich 9,90 EUR": after a comma, the
# preposition that opened the previous amount's frame opens a new item of the same frame (shipping costs by country).
_PARALLEL = re.compile(r"^(?:\s*[^\W\d_]{1,12}){0,2}?\s*,\s*(?P<word>[^\W\d_]{2,5})\s+(?:[^\W\d_]+\s+){0,5}$")


def _parallel(text: str, previous: MoneyMatch, gap: str, s_start: int) -> bool:
    m = _PARALLEL.match(gap)
    if m is None:
        return False
    frame = text[s_start : previous.start]
    opener = re.match(r"\W*(?P<word>[^\W\d_]+)", frame)
    return opener is not None and opener.group("word").casefold() == m.group("word").casefold()


# The amount's own name right before it: a noun joined by "von", "in Höhe von", "i. H. v.", "of" or a colon, nothing
# else between ("Mahngebühr von 2,00 EUR", "Versandkosten: 4,95 EUR", "a fee of EUR 5").
_OWN_NAME = re.compile(
    r"(?P<name>[^\W\d_]{3,})\s*(?:\(\w+\)\s*)?(?:in\s+Höhe\s+von|i\.\s?H\.\s?v\.|von|of|:)\s*$", re.IGNORECASE
)


# Between two words of a list: a comma, "und", "oder", "and", "or", "et", "y", "e", … (with an article).
_COORDINATION = re.compile(
    r"\s*(?:,|/|und|oder|sowie|bzw\.|and|or|et|ou|y|o|e|ed)\s*(?:(?:die|der|den|das|the|les|la|le|los|las|il|gli|i|"
    r"os|as)\s+)?",
    re.IGNORECASE,
)


def _listed(stretch: str, languages: tuple[str, ...], foreign: frozenset[str]) -> bool:
    """Whether the first two words of a meaning in ``stretch`` name two meanings side by side, as items of one list
    ("Miete, Nebenkosten und Gebühren", "fees, taxes or deposits"): an amount the list is about is none of them in
    particular."""
    hits = sorted(_hits(stretch, languages, foreign), key=lambda hit: hit[1])
    if len(hits) < 2 or hits[0][0] == hits[1][0]:
        return False
    word_end = _REST_OF_WORD.match(stretch, hits[0][2])
    return word_end is not None and _COORDINATION.fullmatch(stretch, word_end.end(), hits[1][1]) is not None


_REST_OF_WORD = re.compile(r"[^\W\d_]*")


def label_of(
    text: str,
    money: MoneyMatch,
    previous_end: int,
    next_start: int,
    document_language: str,
    foreign: frozenset[str] = frozenset(),
) -> str | None:
    """The meaning a word of the amount's own phrase gives it, else its table row's label; None when none does.

    A word elsewhere in the sentence names something else ("Das Gehalt wird am Monatsende gezahlt, eine Gebühr von
    10 EUR …": the 10 EUR are no pay): only the amount's phrase (``phrase_bounds``) counts, between it and its
    neighbours. The keywords of ``document_language`` are tried first, then those of every other language.
    """
    order = _order(document_language)
    p_start, p_end = phrase_bounds(text, money.start, money.end)
    before = text[max(p_start, previous_end) : money.start]
    after = text[money.end : min(p_end, next_start)]
    line_start = text.rfind("\n", 0, money.start) + 1
    line_end = len(text) if (end := text.find("\n", money.end)) < 0 else end
    rest_of_line = text[money.end : line_end].rstrip()
    stretches = [(before, True), (after, False)]
    if not _has_words(rest_of_line) and not rest_of_line.endswith((".", ",", ";", ":", ")")):
        # A table's row ("Summe der Einkünfte 76.422,00 EUR", "Bruttoarbeitslohn 48.200,00 EUR 31.600,00 EUR"):
        # the row's label says what its amounts are; a "sentence" without full stops runs on into other rows.
        after = text[money.end : min(line_end, next_start)]
        before = text[max(line_start, previous_end) : money.start]
        if not _has_words(before):
            before = text[line_start : money.start]  # the second column: its label is the row's
        stretches = [(before, True), (after, False)]
    elif previous_end <= p_start:
        # An item of a list after a colon ("Versandkosten: Deutschland 3,95 EUR; Ausland 9,90 EUR"): its heading.
        stretches.append((list_heading(text, money, p_start), True))
    # The keyword nearest to the amount on either side of it in its phrase ("Vom Lohn werden 10 EUR
    # Kontoführungsgebühr einbehalten": a fee); a specific meaning (a deposit, a refund …) before a general one.
    (before, _), (after, _) = stretches[0], stretches[1]
    own = _best(before, order, True, foreign)
    line = before.rfind("\n")
    if (
        own is not None
        and own[0] in HEADING_MEANINGS
        and line >= 0
        and _has_words(before[line + 1 :])
        and _best(before[line + 1 :], order, True, foreign) is None
        and _heading_line(before[before.rfind("\n", 0, line) + 1 : line])
    ):
        # "§ 4 Vergütung\nDer Arbeitnehmer erhält eine Prämie von 500 EUR": the heading's word on the line before names
        # the clause's pay, not every sum of its sentences; which sum it names is read clause by clause
        # (``facts._by_heading``).
        own = None
    name = _OWN_NAME.search(before)
    if own is not None and name is not None and _meaning_in(name.group("name"), order, True, foreign) == own[0]:
        # "eine Mahngebühr von 3,00 EUR je Schreiben … und Ersatz weiterer Schäden": the word joined to the amount by "von",
        # "in Höhe von" or a colon is its own name; a word after the amount names the next thing.
        return own[0]
    found = [hit for hit in (own, _best(after, order, False, foreign)) if hit]
    _s_start, s_end = sentence_bounds(text, money.start)
    if found and (_listed(before, order, foreign) or _listed(text[money.end : min(s_end, next_start)], order, foreign)):
        # "Der Betrag von 120 EUR umfasst Miete, Nebenkosten und Gebühren": a list of several meanings names none
        return None
    if found:
        found.sort(key=lambda hit: (hit[0] not in _SPECIFIC, hit[1]))
        return found[0][0]
    for stretch, nearest_last in stretches[2:]:
        meaning = _meaning_in(stretch, order, nearest_last, foreign)
        if meaning:
            return meaning
    return _apposition(text, money, previous_end, order, foreign)


# An amount set off by commas right after the noun that names it, an apposition ("a reactivation fee, currently €10,
# applies", "Le spese di spedizione, pari a 7 euro, sono …", "Die Gebühr, derzeit 5 EUR, …"): the noun names the
# amount, though a comma ends its phrase. Only where the apposition closes right after the amount (a comma, a bracket,
# the sentence's end): "… deposits, $5 for transfers" is an item of a list.
_APPOSITION_BEFORE = re.compile(
    r"(?P<name>[^\W\d_]{3,})\s*,\s*(?:(?:which|that)\s+(?:is|are|will\s+be)\s+|che\s+(?:è|sono)\s+(?:di\s+|pari\s+a\s+)?)?"
    r"(?:(?:currently|presently|at\s+present|now|i\.\s?e\.|namely|derzeit|zurzeit|"
    r"aktuell|momentan|d\.\s?h\.|attualmente|pari\s+a|ossia|cioè|actualmente|es\s+decir|actuellement|soit|"
    r"atualmente|ou\s+seja)\s+)?$",
    re.IGNORECASE,
)
_APPOSITION_CLOSES = re.compile(
    r"(?:\s*(?:pro|je|per|a|an|each|al|all[ae]?|par|por)\s+[^\W\d_]+)?\s*(?:[,)]|\.(?:\s|$)|$)", re.IGNORECASE
)


def _apposition(
    text: str, money: MoneyMatch, previous_end: int, order: tuple[str, ...], foreign: frozenset[str]
) -> str | None:
    s_start, _s_end = sentence_bounds(text, money.start)
    m = _APPOSITION_BEFORE.search(text, max(s_start, previous_end, money.start - 80), money.start)
    if m is None or not _APPOSITION_CLOSES.match(text, money.end):
        return None
    p_start, _p_end = phrase_bounds(text, m.start("name"), m.end("name"))
    return _meaning_in(text[max(p_start, previous_end) : m.end("name")], order, True, foreign)


def meaning_of(
    text: str,
    money: MoneyMatch,
    previous_end: int,
    next_start: int,
    document_language: str,
    previous: tuple[MoneyMatch, str | None] | None = None,
    label: str | bool | None = False,
    category: str = "other",
) -> str:
    """What the amount is: a part of a sum, a cap or a threshold where the words right around it say so, else what
    a word of its own phrase names (``label_of``), else what the previous amount is where this one stands in the
    same frame (``previous``: that amount and its label); "other" when nothing marks it. An amount of zero is no
    payment of any kind ("1. Mahnung 0,00 EUR"): "other" whatever its label."""
    s_start, s_end = sentence_bounds(text, money.start)
    if marked("example", text[s_start : money.start]):
        return "other"  # "Zum Beispiel kann Ihre Bank … eine Gebühr von 4 € verlangen": an example, no term
    role = role_of(text, money, previous_end, s_start, s_end)
    if role is not None:
        return role
    if marked("award_instead", text[money.end : min(s_end, money.end + _NEAR)]):
        # "we will pay you $2,000 instead of the lower amount awarded": the least sum paid in place of an award, paid to
        # the reader as damages are (no charge, so read before the verb of receiving takes the charges back)
        return "damages"
    if _ROUNDING_BEFORE.search(text, max(s_start, money.start - 30), money.start) or _ROUNDING_AFTER.match(
        text, money.end
    ):
        return "other"  # "auf volle 50 Euro abgerundet": a rounding step, no sum paid or owed
    p_start, _p_end = phrase_bounds(text, money.start, money.end)
    if marked("value_own", text[max(p_start, previous_end, s_start) : money.start]):
        return "other"  # "Für den Versand von Waren im Wert von 300 EUR …": the goods' value, no charge
    if marked("negated", text[max(s_start, previous_end, money.start - 50) : money.start]):
        return "other"  # "Wir berechnen keine 7 EUR mehr für den Versand": a sum negated, nothing charged
    if _compared(text, money, previous_end, s_start):
        return "other"  # "Wir erheben keine Gebühr für Überweisungen bis 500 EUR": a bound of a comparison, no charge
    context = context_foreign(text, money, previous_end, next_start, category)
    foreign = foreign_meanings(category) | context
    if label is False:  # not given: read it (``label_of``)
        label = label_of(text, money, previous_end, next_start, document_language, foreign)
    assert label is None or isinstance(label, str)
    if label is None and previous is not None and _coordinated(text, money, previous[0], s_start):
        label = previous[1]
    if label is None:
        label = _named_by_lead(text, money, previous_end, next_start, s_start, document_language, foreign)
    if (
        label is None
        and previous is not None
        and previous[1] in CHANGEABLE
        and _changes(text, money, previous[0], next_start)
    ):
        label = previous[1]  # "Die Miete beträgt 900 EUR. Sie steigt am … auf 940 EUR": the rent, from a later date
    if label is None and previous is not None and _subject_past_a_bound(text, money, previous[0], s_start):
        label = previous[1]  # "Die Versandkosten für Bestellungen unter 50 EUR betragen 4,90 EUR": shipping costs
    if label is None:
        label = _floor_of_rate(text, money, s_start, document_language, foreign)
    if label is None and previous is not None and previous[0].end > s_start:
        # "Il canone annuo è di euro 9.600,00, in dodici rate mensili di euro 800,00": an instalment of the sum
        # before it in its sentence is the same kind of amount.
        p_start, _p_end = phrase_bounds(text, money.start, money.end)
        if marked("instalment", text[max(p_start, previous[0].end) : money.start]):
            label = previous[1]
    if label is None:
        label = _purpose_after(text, money, next_start, s_end, document_language, foreign)
    if label is None:
        label = _named_before_pronoun(text, money, previous_end, document_language, foreign)
    if label is None:
        p_start, _p_end = phrase_bounds(text, money.start, money.end)
        if marked("cost_verb", text[max(p_start, previous_end) : money.start]):
            label = "price"  # "Das Abo kostet 9,99 EUR im Monat": what the thing costs, as "price" would name it
    if label is None and category == "employment_contract" and _gross_pay(text, money, previous_end, next_start):
        label = "salary"
    if label is None and category == "employment_contract" and _withheld_flat_sum(text, money, previous_end, s_start):
        label = "fee"  # "… pro Pfändung eine Pauschale von 10 EUR einzubehalten": charged to the employee from the pay
    if label is None and "fee" not in foreign:
        p_start, p_end = phrase_bounds(text, money.start, money.end)
        if marked("cost_own", text[max(p_start, previous_end) : money.start]) or (
            marked("cost_after", text[money.end : min(p_end, next_start)])
            and not marked("negation", text[p_start : money.start])  # "You will not incur a $4 charge"
        ):
            # "Die Kosten belaufen sich auf 60 EUR", "trägt die Kosten der Rücksendung i. H. v. 49,00 €": the costs of
            # something are this amount, bound to it as "Gebühr von" would be.
            label = "fee"
        elif marked("charged", text[p_start:p_end]) and not marked("negation", text[p_start : money.start]):
            # "Für Rücklastschriften berechnen wir 7,50 EUR", "we charge EUR 5 per reminder", "wird ein Zuschlag
            # von 3 EUR erhoben": the verb of the amount's own phrase charges it to the reader; no word names it
            # otherwise. A charging verb elsewhere in the sentence charges something else ("Für Rücksendungen
            # berechnen wir Porto, Waren ab 50 EUR …").
            label = "fee"
    if label in ("fee", "price") and category == "employment_contract":
        p_start, _p_end = phrase_bounds(text, money.start, money.end)
        if _training(text[max(p_start, previous_end, s_start) : money.start]):
            return "other"  # "Die Kosten der Fortbildung von 2.000 EUR sind zurückzuzahlen": an outlay, no charge
    if label == "price" and "fee" not in foreign:
        p_start, _p_end = phrase_bounds(text, money.start, money.end)
        own = text[max(p_start, previous_end, s_start) : money.start]
        if (marked("cost_verb", own) or (_STEP_VERB is not None and _STEP_VERB.search(own))) and _step_costs(own):
            label = "fee"  # "Die Rücksendung kostet Sie 6,50 EUR", "Each reminder costs EUR 5": what a step costs
    if label is None or not money.value or label in context:
        # "Kosten der Unterkunft und Heizung 612,40 EUR": a benefit's own name, whatever a neighbour or a verb gives it
        return "other"
    if label == "back_payment" and money.value < 0:
        # "verbleibender Betrag -810,00 EUR": a balance below zero is in the reader's favour, no sum still to pay; which
        # way it goes (refund, credit, set off) the sign alone does not say.
        return "other"
    if label == "damages" and category == "employment_contract" and _compensation_for_work(text, money, previous_end):
        label = "salary"  # "The Employee's compensation shall be $4,000 per month": the pay, no damages
    if label == "salary" and _OVERTIME.search(text, s_start, s_end) and _PER_HOUR.match(text, money.end):
        return "other"  # "Überstunden … mit 28,00 EUR brutto je Stunde vergütet": overtime pay, not the salary
    if label == "price" and category == "employment_contract" and _received_pay(text, money, previous_end, next_start):
        return "salary"  # "Der Arbeitnehmer erhält ein Entgelt von 2.900 EUR brutto pro Monat": the pay, no price
    if (
        label == "price"
        and category != "employment_contract"
        and _levied_entgelt(text, money, previous_end, next_start)
    ):
        label = "fee"  # "Bei Nachnahme erhebt der Zusteller ein Entgelt von 2 EUR": a charge levied, no price of goods
    if label in _CHARGES:
        p_start, p_end = phrase_bounds(text, money.start, money.end)
        if marked("receive", text[p_start:p_end]):
            return "other"  # "erhält eine Pauschale von 150 EUR": paid to the reader, no charge the reader pays
        if marked("paid_by_other", text[s_start:s_end]):
            return "other"  # "Der Arbeitgeber zahlt …, eine Pauschale von 150 EUR": the other side pays it
        if category == "employment_contract" and _PAID_PASSIVE.search(text, s_start, s_end):
            return "other"  # "… wird eine Pauschale von 150 EUR gezahlt": in an employment contract, the employer pays
        if _waived(text, money, s_start, s_end):
            return "other"  # "Die Gebühr von 10 EUR entfällt.", "Shipping is free (normally $5)": nothing is charged
    if _instalment_of_sum(text, money, previous, label, s_start):
        return "part"
    return label


def _instalment_of_sum(
    text: str, money: MoneyMatch, previous: tuple[MoneyMatch, str | None] | None, label: str, s_start: int
) -> bool:
    """Whether the amount is an instalment of the sum of its kind right before it (in its sentence or the one before),
    a sum owed once ("eine Kaution von 3.000 EUR. … in drei Raten von je 1.000 EUR"): a part of that sum, not a
    second one. An instalment of a sum paid again and again (a yearly rent in monthly instalments, a pay) is that
    payment for a shorter period and keeps its name."""
    if previous is None or previous[1] != label or label in CHANGEABLE:
        return False
    before_start, _end = sentence_bounds(text, max(0, s_start - 1))
    if previous[0].end <= min(before_start, s_start):
        return False
    return marked("instalment", text[max(s_start, previous[0].end) : money.start])


# A service or a step of the contract ([amount_context] step): the head of a word in a language that writes compounds
# ("Expresslieferung"), a whole word elsewhere ("return shipping").
_STEP_WORDS = {language: sorted(table.get("step", ()), key=len, reverse=True) for language, table in _CONTEXT.items()}
_STEP = re.compile(
    "|".join(
        (r"(?<!\w)[^\W\d_]*(?:" if reading(language).meanings_inside_words else r"(?<!\w)(?:")
        + "|".join(re.escape(w) for w in words)
        + r")(?:en|n|s|es)?(?!\w)"
        for language, words in _STEP_WORDS.items()
        if words
    )
    or r"(?!)",
    re.IGNORECASE,
)


# The verb of costing of a language that reads "cost" as a word for the price ([amount_context] step_verb, regular
# expressions): after a step, what it costs is its fee.
_STEP_VERB_PATTERNS = [
    str(p)
    for language in LANGUAGES
    for p in optional_toml(language, "reading").get("amount_context", {}).get("step_verb", ())
]
_STEP_VERB = (
    re.compile("|".join(f"(?:{p})" for p in _STEP_VERB_PATTERNS), re.IGNORECASE) if _STEP_VERB_PATTERNS else None
)


_TRAINING = re.compile(
    "|".join(
        (r"(?<!\w)[^\W\d_]*(?:" if reading(language).meanings_inside_words else r"(?<!\w)(?:")
        + "|".join(re.escape(str(w)) for w in table["training"])
        + r")"
        for language, table in _CONTEXT.items()
        if table.get("training")
    )
    or r"(?!)",
    re.IGNORECASE,
)


def _training(before: str) -> bool:
    """Whether the costs before the amount are of the employee's training ([amount_context] training): in an
    employment contract an outlay the employer may claim back, no fee."""
    return _TRAINING.search(before) is not None


def _step_costs(before: str) -> bool:
    """Whether a service or a step is what costs the amount: its word stands before the verb of costing in the
    amount's phrase ``before``, not set beside the thing that costs it ("Die Ware kostet inklusive Versand 40 EUR")."""
    beside = role_markers("beside")
    return any(
        not (beside is not None and beside.search(before, max(0, m.start() - 60), m.start()))
        for m in _STEP.finditer(before)
    )


# A charge that is not made: waived in the amount's sentence with no condition that keeps it for others ("We waive the
# $20 fee.", "Die Gebühr von 10 EUR entfällt.", "La commissione di 2 euro non è dovuta."), or a sum the reader would
# otherwise pay beside a word for free ("Der Versand ist kostenlos statt 4,90 EUR", "free shipping (normally $5)"). A
# condition keeps the charge for everyone it does not name ("… entfällt für Mitglieder", "is waived if you pay by card":
# those who are not members pay it).
_WAIVED = re.compile(
    r"\b(?:(?:is|are|will\s+be|shall\s+be|has\s+been|have\s+been|gets?)\s+waived|we\s+(?:will\s+|shall\s+)?waive|"
    r"entfällt|entfallen|(?:wird|werden)\s+(?:[^\W\d_]+\s+){0,2}?erlassen|erlassen\s+wir|"
    r"non\s+è\s+dovut[aoe]|non\s+sono\s+dovut[ei]|non\s+(?:verrà|verranno)\s+(?:addebitat|applicat)\w*|"
    r"no\s+se\s+(?:cobrará|cobrarán)|n[\x27\u2019]est\s+pas\s+(?:dû|due|facturée?)|não\s+(?:é|será)\s+(?:devid|cobrad)[ao])\b",
    re.IGNORECASE,
)
# A condition anywhere in the sentence ("if", "wenn", "se"), or after the waiver a word that names whom or what it is
# for ("is waived for members", "entfällt bei Zahlung per Lastschrift").
_WAIVER_CONDITION = re.compile(
    r"\b(?:if|unless|when|where|provided|once|wenn|falls|sofern|soweit|sobald|solange|se|qualora|quando|si|cuando|"
    r"lorsque|caso)\b",
    re.IGNORECASE,
)
_WAIVED_FOR = re.compile(
    r"\b(?:for|during|until|on|upon|first|für|bei|ab|während|innerhalb|per|durante|para|pour|pendant)\b", re.IGNORECASE
)
_INSTEAD_OF_FREE = re.compile(
    r"\b(?:free|kostenlos|kostenfrei|gratis|gratuit[aoe]?|gratuitos?|gratuitas?)\b[^.;]{0,60}"
    r"\b(?:normally|usually|otherwise|regularly|instead\s+of|rather\s+than|statt|anstatt|anstelle\s+von|sonst|"
    r"üblicherweise|regulär|normalerweise|invece\s+di|anziché|anziche|normalmente|en\s+lugar\s+de|au\s+lieu\s+de|"
    r"habituellement|em\s+vez\s+de)\W{0,3}$",
    re.IGNORECASE,
)


def _waived(text: str, money: MoneyMatch, s_start: int, s_end: int) -> bool:
    if _INSTEAD_OF_FREE.search(text, s_start, money.start):
        return True
    waived = _WAIVED.search(text, s_start, s_end)
    if waived is None or marked(
        "negation", text[s_start : waived.start()] + " " + text[waived.end() : waived.end() + 12]
    ):
        return False  # "entfällt nicht", "is not waived": the charge stays
    return not _WAIVER_CONDITION.search(text, s_start, s_end) and not _WAIVED_FOR.search(text, waived.end(), s_end)


# A pronoun that stands for the charge named in the part of the sentence before ("Die Kosten der Bearbeitung trägt der
# Arbeitnehmer; sie betragen pauschal 15 EUR", "A fee applies to paper statements; it is $3"): the amount is that
# charge. Only a charge (a fee, the costs of something) named in that part; the pronoun and the verb of amounting are
# all the amount's phrase holds before it.
_PRONOUN_AMOUNTS_TO = re.compile(
    r"^\W*(?:sie|diese|er|es|dieser|dieses|they|it|these|this|essa|esse|esso|essi|elle|elles|il|ils|ella|ellas)\s+"
    r"(?:betragen|beträgt|belaufen\s+sich\s+auf|beläuft\s+sich\s+auf|liegen\s+bei|liegt\s+bei|is|are|will\s+be|"
    r"amounts?\s+to|ammonta(?:no)?\s+a|è\s+(?:di|pari\s+a)|sono\s+(?:di|pari\s+a)|s[\x27\u2019]élèvent\s+à|"
    r"s[\x27\u2019]élève\s+à|asciende\s+a|ascienden\s+a)"
    r"(?:\s+(?:pauschal|jeweils|derzeit|zurzeit|currently|only|just))*\s*$",
    re.IGNORECASE,
)
_COSTS_NOUN = re.compile(r"\b(?:Kosten|costs|costi|costes|coûts|custos)\b", re.IGNORECASE)


def _named_before_pronoun(
    text: str, money: MoneyMatch, previous_end: int, document_language: str, foreign: frozenset[str]
) -> str | None:
    s_start, _s_end = sentence_bounds(text, money.start)
    if previous_end > s_start or not _PRONOUN_AMOUNTS_TO.match(text[s_start : money.start]):
        return None
    whole_start, _whole_end = sentence_bounds(text, money.start, semicolons=False)
    before = text[max(whole_start, previous_end) : s_start]
    if whole_start >= s_start or not before.rstrip().endswith(";"):
        return None  # the part before is another sentence: what the pronoun stands for, the text does not bind
    named = _meaning_in(before, _order(document_language), nearest_last=False, foreign=foreign)
    if named in _CHARGES:
        return named
    return "fee" if named is None and "fee" not in foreign and _COSTS_NOUN.search(before) else None


# In an employment contract a "Pauschale" is mostly an allowance the employer pays (``FOREIGN_WORDS``); one the employer
# withholds from the pay ("ist berechtigt, pro Pfändung eine Pauschale von 10 EUR einzubehalten", "wird … vom Lohn
# abgezogen") is a charge to the employee.
_FLAT_SUM = re.compile(r"pauschal", re.IGNORECASE)
_WITHHELD = re.compile(
    r"\b(?:einbehalten|einzubehalten|einbehält|abziehen|abzuziehen|abgezogen|zieht\b[^.;]{0,60}\bab|"
    r"in\s+Abzug\s+(?:bringen|gebracht|zu\s+bringen)|withh[oe]ld\w*|deduct\w*)\b",
    re.IGNORECASE,
)


def _withheld_flat_sum(text: str, money: MoneyMatch, previous_end: int, s_start: int) -> bool:
    p_start, _p_end = phrase_bounds(text, money.start, money.end)
    own = text[max(p_start, previous_end, s_start) : money.start]
    _s, s_end = sentence_bounds(text, money.start)
    return bool(_FLAT_SUM.search(own)) and _WITHHELD.search(text, s_start, s_end) is not None


# A rate in per cent ("2 %", "1,5 Prozent", "3 percent").
_RATE = re.compile(
    r"\d(?:[.,]\d+)?\s?(?:%|Prozent\b|percent\b|per\s+cent\b|por\s+ciento\b|per\s+cento\b)", re.IGNORECASE
)


def _floor_of_rate(
    text: str, money: MoneyMatch, s_start: int, document_language: str, foreign: frozenset[str]
) -> str | None:
    """The meaning of a rate whose least sum the amount is ("eine Gebühr von 2 %, mindestens jedoch 0,50 EUR",
    "Schadensersatz von 15 % des Preises, mindestens 30 EUR", "a fee of 1.5%, but at least EUR 1"; [roles] floor):
    the words that name the rate, before it in the sentence, name the amount too. None without a rate right before."""
    marker = role_markers("floor")
    if marker is None:
        return None
    m = marker.search(text, max(s_start, money.start - 40), money.start)
    if m is None:
        return None
    stretch = text[s_start : m.start()]
    rates = list(_RATE.finditer(stretch))
    if rates and len(stretch) - rates[-1].end() <= 40:
        named = _meaning_in(stretch, _order(document_language), nearest_last=True, foreign=foreign)
        if named is None and "fee" not in foreign and marked("cost_own", stretch[: rates[-1].start()]):
            # "Die Kosten für … in Höhe von 3 % des Betrages, mindestens 10 EUR": costs charged at a rate, a fee
            return "fee"
        return named
    # No rate: the charge named right before the floor ("die Bankgebühren, mindestens jedoch 5 EUR"), in its own phrase.
    p_start, _p_end = phrase_bounds(text, max(s_start, m.start() - 1), m.start())
    found = _meaning_in(
        text[max(s_start, p_start, m.start() - 60) : m.start()], _order(document_language), True, foreign
    )
    return found if found in _CHARGES else None


def _compared(text: str, money: MoneyMatch, previous_end: int, s_start: int) -> bool:
    """Whether a word of comparison stands right before the amount ("Zahlungen über 50 EUR", "mehr als 100 EUR",
    "orders over $50", "pedidos superiores a 50 EUR"; [roles] compared) and it is no upper end of a range after
    another amount ("10 EUR bis 20 EUR")."""
    before = text[max(s_start, money.start - 60) : money.start]
    if not marked("compared", before):
        return False
    return not (previous_end > money.start - 12 and marked("range_to", text[previous_end : money.start]))


# What "is paid" or "settled" in an employment contract without naming who pays is paid by the employer ("Für
# Reisen wird eine Pauschale von 150 EUR gezahlt", "Mit der Pauschale von 300 EUR sind Überstunden abgegolten"),
# unless the employee is named as the one who pays ("vom Arbeitnehmer zu zahlen").
_PAID_PASSIVE = re.compile(
    r"\b(?:wird|werden|ist|sind)\b(?![^.;]{0,80}\b(?:vom|von\s+der|durch\s+den|durch\s+die)\s+"
    r"(?:Arbeitnehmer|Arbeitnehmerin|Mitarbeiter|Mitarbeiterin|Beschäftigten))[^.;]{0,80}\b"
    r"(?:gezahlt|ausgezahlt|bezahlt|vergütet|erstattet|gewährt|abgegolten)\b"
    r"|\bis\s+paid\s+(?:to\s+the\s+employee|by\s+the\s+employer)\b",
    re.IGNORECASE,
)


# In an employment contract, a gross sum per month or per hour paid for the work is the pay, though no word names
# it: "erhält für ihre Tätigkeit monatlich brutto 2.850,00 €", "erhält monatlich 3.200 EUR brutto", "Das monatliche
# Brutto beträgt …". "brutto" and the period are bound to the amount (in its phrase, "brutto" right before or after
# it), and the phrase names nothing else before the amount: "eine monatliche Zulage von 200 EUR brutto" is an
# allowance, "eine jährliche Sonderzahlung" no monthly pay.
_GROSS_BEFORE = re.compile(r"\bbrutto\s*(?:monatlich\s*|pro\s+Monat\s*)?$", re.IGNORECASE)
_GROSS_AFTER = re.compile(r"^\s*(?:\(\s*)?brutto\b", re.IGNORECASE)
_PER_PERIOD = re.compile(
    r"\b(?:monatlich\w*|pro\s+Monat|im\s+Monat|je\s+Monat|Monat\w*|pro\s+Stunde|je\s+Stunde|Stunde|"
    r"(?:je|pro)\s+Arbeits(?:stunde|tag|monat)|Stunden(?:satz|lohn|entgelt|vergütung)\w*|"
    r"Brutto(?:monats|stunden)\w*)\b|/\s*(?:Monat|Std\.?|Stunde)",
    re.IGNORECASE,
)
# Nouns of a phrase that say whose work is paid, not what the sum is.
_WORK_NOUNS = frozenset(
    [
        "arbeitnehmer",
        "arbeitnehmerin",
        "arbeitnehmers",
        "mitarbeiter",
        "mitarbeiterin",
        "mitarbeiters",
        "beschäftigte",
        "beschäftigter",
        # other names of the one employed ("Die Aushilfe erhält pro Stunde 13 EUR")
        "aushilfe",
        "aushilfskraft",
        "auszubildende",
        "auszubildender",
        "praktikant",
        "praktikantin",
        "tätigkeit",
        "tätigkeiten",
        "gegenleistung",
        "arbeit",
        "arbeitsleistung",
        "leistung",
        "leistungen",
        "dienste",
        "monat",
        "monats",
        "stunde",
        "brutto",
        # who pays the work ("Als Gegenleistung zahlt der Arbeitgeber monatlich 2.750 EUR brutto")
        "arbeitgeber",
        "arbeitgeberin",
        "sie",
        "er",
        "eur",
        "euro",
        # words for "the sum" or "the rate" that name no other thing ("erhält monatlich einen Betrag von …",
        # "Der Stundensatz beträgt … brutto")
        "betrag",
        "bruttobetrag",
        "summe",
        "stundensatz",
    ]
)
_NOUN = re.compile(r"(?<![\w.])[A-ZÄÖÜ][a-zäöüß]+")


def _gross_pay(text: str, money: MoneyMatch, previous_end: int, next_start: int) -> bool:
    p_start, p_end = phrase_bounds(text, money.start, money.end)
    before = text[max(p_start, previous_end) : money.start]
    after = text[money.end : min(p_end, next_start)]
    if _gross_pay_en(before, money.text + after):
        return True
    gross = _GROSS_BEFORE.search(before) or _GROSS_AFTER.match(after) or re.search(r"\bBrutto\b", before)
    # Without "brutto": a sum the employee receives per month or hour with nothing after it that says what for
    # ("Die Arbeitnehmerin erhält monatlich 2.300 EUR." is the pay; "… 50 EUR als Zuschuss", "… 40 EUR für Fahrtkosten",
    # "… 30 EUR Essensgeld" name another thing).
    received = not gross and marked("receive", text[p_start:p_end]) and not _THING_AFTER.match(after)
    if not (gross or received):
        return False
    # A gross sum the employee receives needs no period ("Der Arbeitnehmer erhält 3.000 EUR brutto"); otherwise the
    # period says it is paid for the time worked.
    # The period of a sum without "brutto" is read in its own phrase ("erhält 3.200 EUR. Die Zahlung erfolgt zum
    # Monatsende" names no monthly pay).
    period_end = min(p_end, money.end + 30) if received else money.end + 30
    if not (gross and _RECEIVES_RIGHT_BEFORE.search(before)) and not (
        _PER_PERIOD.search(before) or _PER_PERIOD.search(text, money.end, period_end)
    ):
        return False
    nouns = [n.casefold() for n in _NOUN.findall(before)]
    return all(n in _WORK_NOUNS for n in nouns[1:]) and (
        not nouns or nouns[0] in _WORK_NOUNS or _ARTICLE.match(nouns[0]) is not None
    )


# The verb of receiving or earning right before the sum, with nothing between but what it is paid for ("Der Arbeitnehmer
# erhält 3.000 EUR brutto", "erhält für seine Tätigkeit 3.000 EUR brutto", "verdient 2.300 EUR brutto"): the pay, no
# period needed. A word between names
# another payment ("erhält einmalig 1.000 EUR brutto").
_RECEIVES_RIGHT_BEFORE = re.compile(
    r"\b(?:erhält|erhalten|bekommt|bekommen|verdient|verdienen)\s+(?:als\s+Gegenleistung\s+)?"
    r"(?:für\s+(?:seine|ihre|die)\s+(?:Tätigkeit|Arbeit|Arbeitsleistung)\s+)?$"
)


# After a sum, in its phrase: what it is for or as ("als Zuschuss", "für Fahrtkosten", "zur Kinderbetreuung") or a noun
# naming it ("30 EUR Essensgeld"); only the period, "brutto" or "netto" may follow a sum that is the pay.
_THING_AFTER = re.compile(
    r"(?:\s*(?:monatlich|brutto|netto|pro\s+Monat|im\s+Monat|je\s+Monat|pro\s+Stunde|je\s+Stunde|\(\s*brutto\s*\)))*"
    r"\s*(?:\b(?:als|für|zur|zum|zu|an)\b|(?!(?:Monat|Stunde|Euro|EUR)\b)[A-ZÄÖÜ][a-zäöüß]{2,})"
)


def _received_pay(text: str, money: MoneyMatch, previous_end: int, next_start: int) -> bool:
    """In an employment contract, a sum the employee receives ("erhält", "receives") that its own phrase says is gross
    or counted per month or hour: the pay, though its name is a general word for a price ("Entgelt")."""
    p_start, p_end = phrase_bounds(text, money.start, money.end)
    phrase = text[max(p_start, previous_end) : min(p_end, next_start)]
    own = text[max(p_start, previous_end) : money.start]
    # "Das Entgelt beträgt 12,80 EUR je Arbeitsstunde": an employment contract's "Entgelt" (not a "Preis") counted per
    # hour or month, or gross, is the pay for the work, whoever is named as receiving it
    wage_word = _ENTGELT.search(own) and not _PREIS.search(own) and not _ENTGELT_NOT_PAY.search(own)
    if wage_word:
        # "das derzeitige Entgelt beträgt 2.650 EUR": in an employment contract no price of a thing, the pay
        return True
    if not marked("receive", text[p_start:p_end]):
        return False
    return bool(re.search(r"\b(?:brutto|gross)\b", phrase, re.IGNORECASE) or _PER_PERIOD.search(phrase))


def _levied_entgelt(text: str, money: MoneyMatch, previous_end: int, next_start: int) -> bool:
    """Whether the amount is an "Entgelt" (not a "Preis") that its own phrase says is levied or billed ("erhebt …
    ein Entgelt von 2 EUR", "ein Übermittlungsentgelt von 2 EUR wird berechnet"): a charge for a service, a fee."""
    p_start, p_end = phrase_bounds(text, money.start, money.end)
    phrase = text[max(p_start, previous_end) : min(p_end, next_start)]
    return bool(_ENTGELT.search(phrase) and not _PREIS.search(phrase) and _LEVIED.search(text, p_start, p_end))


# "erhebt … ein Entgelt", "ein Entgelt … wird berechnet", "fällt ein Entgelt von 1,50 EUR an": a charge that arises.
_LEVIED = re.compile(
    r"\b(?:erhebt|erheben|erhoben|berechnet|berechnen|in\s+Rechnung|fällt|fallen|anfallen|anfällt)\b", re.IGNORECASE
)
_ENTGELT = re.compile(r"entgelt", re.IGNORECASE)
_PREIS = re.compile(r"preis", re.IGNORECASE)
# The one named pays the "Entgelt" ("Der Arbeitnehmer zahlt für den Parkplatz ein Entgelt von 30 EUR"), or it is
# the price of a thing ("ein Entgelt für die Nutzung des Parkplatzes"): no pay for the work.
_ENTGELT_NOT_PAY = re.compile(
    r"\b(?:zahlt|zahlen|bezahlt|bezahlen|entrichtet|entrichten|leistet|leisten|trägt|tragen)\b|entgelt\w*\s+für\b",
    re.IGNORECASE,
)


# English writes its nouns in lower case: a gross sum per period is the pay only where every word before it in its
# phrase says who is paid and how ("The employee will be paid EUR 2,500 gross per month"), none names another thing
# ("a bonus of EUR 500 gross per month", "a car allowance …").
_EN_PAY_WORDS = frozenset(
    {
        *("the", "employee", "employees", "worker", "he", "she", "they", "you", "will", "shall", "is", "are", "be"),
        *("gets", "get", "receives", "receive", "paid", "a", "an", "of", "gross", "monthly", "sum", "amount"),
        *("earn", "earns", "your", "his", "her", "their", "rate", "hourly", "basic", "base", "pay"),
        *("employer", "company", "pays", "to", "at"),
        "s",  # of a possessive ("the employee's pay")
    }
)
# The employer as the one who pays the employee ("The Employer shall pay the Employee EUR 3,000 gross per month"): the
# employee is paid, as "The employee will be paid" says.
_EN_EMPLOYER_PAYS = re.compile(
    r"\b(?:employer|company)\s+(?:will\s+|shall\s+)?pays?\s+(?:to\s+)?(?:the\s+)?employee\b", re.IGNORECASE
)
_EN_PAID = frozenset({"paid", "receive", "receives", "get", "gets", "earn", "earns"})
# "pay" is the pay (a noun) after a possessive or "rate of" ("Your pay will be …", "Your rate of pay is …"), a verb after
# a subject ("You pay €20 a month for parking": the reader pays).
# An employee's possessive names the pay too ("The employee's pay is …"), and so does the hourly rate of an employment
# contract ("The hourly rate is £14", "rate of pay").
_EN_PAY_NOUN = re.compile(
    r"\b(?:your|his|her|their|the|of|basic|base|hourly|employee['’]s|worker['’]s)\s+pay\b|\bhourly\s+rate\b",
    re.IGNORECASE,
)
_EN_GROSS = re.compile(r"\bgross\b", re.IGNORECASE)
_EN_PER_PERIOD = re.compile(
    r"\b(?:per|a|each|every)\s+(?:calendar\s+)?(?:month|hour|year|annum|week)\b|\bmonthly\b|\bhourly\b|\bannually\b"
    r"|\bweekly\b",
    re.IGNORECASE,
)


def _gross_pay_en(before: str, after: str) -> bool:
    words = [w.casefold() for w in re.findall(r"[^\W\d_]+", before)]
    if not words or not all(w in _EN_PAY_WORDS for w in words):
        return False
    employer_pays = _EN_EMPLOYER_PAYS.search(before) is not None
    if {"pay", "pays", "employer", "company", "to"} & set(words) and not (
        employer_pays
        or ("pay" in words and _EN_PAY_NOUN.search(before) and not {"pays", "employer", "company"} & set(words))
    ):
        return False  # "you pay": the reader pays; "pays" or the employer only as the one who pays the employee
    if not (_EN_PAID.intersection(words) or _EN_PAY_NOUN.search(before) or employer_pays):
        return False
    near = before + " " + after[:40]
    if not _EN_PER_PERIOD.search(near):
        return False
    # "The Employee shall be paid EUR 18 per hour": paid for the time worked, though "gross" is not written; unless a
    # purpose follows ("… per month for travel", "… per month as a car allowance")
    return bool(_EN_GROSS.search(near) or not _EN_PURPOSE_AFTER.search(after[:60]))


# In an employment contract "compensation" counted per hour, month or year, for nothing named after it, is the pay
# ("Compensation: $50,000 per year", "The Employee's compensation shall be $4,000 per month"); "compensation for the
# restriction", "compensation in lieu of notice", "compensation for overtime" name other payments.
_EN_COMPENSATION = re.compile(r"\bcompensation\b(?!\s+(?:for|in\s+lieu|in\s+respect|on|upon|under))", re.IGNORECASE)
_EN_NOT_PAY = re.compile(
    r"\b(?:damages?|loss|losses|termination|terminat\w+|dismissal|redundancy|severance|non[-\s]?compet\w*|restrict\w*|"
    r"overtime|injury|notice|lieu|expenses?|travel|allowance)\b",
    re.IGNORECASE,
)


def _compensation_for_work(text: str, money: MoneyMatch, previous_end: int) -> bool:
    s_start, s_end = sentence_bounds(text, money.start)
    p_start, p_end = phrase_bounds(text, money.start, money.end)
    own = text[max(p_start, previous_end) : money.start]
    if not _EN_COMPENSATION.search(own) or _EN_NOT_PAY.search(text, s_start, s_end):
        return False
    return _EN_PER_PERIOD.search(text, max(p_start, previous_end), min(p_end, money.end + 40)) is not None


_EN_PURPOSE_AFTER = re.compile(r"\b(?:for|as|towards?|to\s+cover)\b", re.IGNORECASE)


_ARTICLE = re.compile(r"(?:der|die|das|den|dem|des|ein|eine|einen|einem|er|sie|es|für|als|zusätzlich)$")


# "950,00 euros, equivalente a una mensualidad, en concepto de fianza": a phrase later in the sentence that says what
# the amount is paid as (before any other amount).
_PURPOSE = re.compile(
    r"[,;]\s*(?:en\s+concepto\s+de|à\s+titre\s+d[e']|a\s+titolo\s+di|a\s+título\s+de|by\s+way\s+of|"
    r"als|as)\s+(?P<what>[^,;.]{1,60})",
    re.IGNORECASE,
)


def _purpose_after(
    text: str,
    money: MoneyMatch,
    next_start: int,
    s_end: int,
    document_language: str,
    foreign: frozenset[str] = frozenset(),
) -> str | None:
    for m in _PURPOSE.finditer(text, money.end, min(next_start, s_end)):
        found = _meaning_in(m.group("what"), _order(document_language), nearest_last=False, foreign=foreign)
        if found:
            return found
    return None


# --------------------------------------------------------------------------- a heading that names the amount

# The meanings a clause's heading may give the one amount of the clause nothing else names ("§ 4 Vergütung … Der
# Arbeitnehmer erhält 3.000 EUR."; "Kaution … Sie beträgt 1.500 EUR."): what a contract's section on pay, rent or a
# deposit states as its sum.
HEADING_MEANINGS = frozenset({"salary", "rent", "deposit"})
# Numbering before a heading's words: "§ 4", "4.1.", "IV.", "(2)", "Art. 3", "Ziffer 5".
_NUMBERING = re.compile(
    r"^\s*(?:§+\s*\d+\w*|Art\.?\s*\d+|Ziffer\s*\d+|\(?[IVX]+[.)]|\(?\d+(?:\.\d+)*[.)]?)\s*[-–:.]?\s*"
)
# Words of an amount's phrase that name nothing besides it: who is paid or pays, that it is paid, how much, per what.
_NEUTRAL_WORDS = frozenset(
    {
        *_WORK_NOUNS,
        *(
            "der",
            "die",
            "das",
            "den",
            "dem",
            "des",
            "ein",
            "eine",
            "einen",
            "einem",
            "es",
            "er",
            "sie",
            "dieser",
            "diese",
        ),
        *("angestellte", "angestellter", "angestellten", "arbeitnehmers", "mieter", "mieterin", "höhe", "betrages"),
        *("the", "a", "an", "employee", "tenant", "it", "is", "will", "shall", "be", "amounts", "amount", "to", "of"),
        *("paid", "receive", "receives", "per", "month", "gross", "in", "you", "your", "sum", "each", "pay", "pays"),
    }
)
# Words that make an amount of a clause on pay, rent or a deposit something else: an addition, a one-off, a condition.
_NOT_THE_SUM = re.compile(
    r"\b(?:zusätzlich\w*|außerdem|ferner|einmalig\w*|jeweils\s+weitere|wenn|falls|sofern|soweit|sobald|bis\s+zu|"
    r"additional|also|once|if|unless|where|when|up\s+to|bonus|Prämie\w*|Zulage\w*|Zuschuss\w*)\b",
    re.IGNORECASE,
)


def _heading_line(line: str) -> bool:
    """Whether a line reads as a heading ("§ 4 Vergütung", "3. Salary"): at most three words after its numbering, the
    first capitalised, no mark of a sentence running on ("die Kaution" wrapped onto the next line is none)."""
    words = _NUMBERING.sub("", line.strip()).strip()
    return bool(words) and words[0].isupper() and len(words.split()) <= 3 and not words.endswith((",", ";", "-"))


def heading_meaning(heading: str | None, document_language: str, foreign: frozenset[str]) -> str | None:
    """The one meaning a short clause heading names ("§ 4 Vergütung", "3. Miete", "Deposit"); None for a longer
    heading, for one that names two ("Miete und Nebenkosten") and for meanings a heading does not give a sum."""
    if not heading:
        return None
    words = _NUMBERING.sub("", heading.strip()).strip()
    if not words or len(words.split()) > 2 or re.search(r"\b(?:und|and|sowie|or|oder)\b|[,&/]", words):
        return None
    hits = _hits(words, _order(document_language), foreign)
    meanings = {hit[0] for hit in hits}
    if len(meanings) != 1:
        return None
    meaning = meanings.pop()
    return meaning if meaning in HEADING_MEANINGS else None


def plain_sum(text: str, money: MoneyMatch, previous_end: int, next_start: int) -> bool:
    """Whether the amount's sentence states it and nothing besides: every word of its phrase is one of the words that
    name nothing else (``_NEUTRAL_WORDS``, and verbs, German nouns being capitalised), and nothing makes it an
    addition, a one-off or a condition (``_NOT_THE_SUM``); the sentence holds no other amount."""
    s_start, s_end = sentence_bounds(text, money.start)
    if previous_end > s_start or next_start < s_end or _NOT_THE_SUM.search(text, s_start, s_end):
        return False
    p_start, p_end = phrase_bounds(text, money.start, money.end)
    before = text[max(s_start, money.start - 60) : money.start]
    if any(marked(kind, before) for kind in ("compared", "negated", "example", "value_own")):
        return False  # a bound, a sum negated, an example, a value: no sum the clause states
    # a heading line glued to the sentence ("§ 4 Vergütung\nDer Arbeitnehmer erhält …") is no part of its phrase
    p_start = max(p_start, text.rfind("\n", p_start, money.start) + 1)
    phrase = text[p_start : money.start] + " " + text[money.end : p_end]
    for word in re.findall(r"[^\W\d_]{2,}", phrase):
        folded = word.casefold()
        if folded in _NEUTRAL_WORDS or folded in _CURRENCIES or folded in ("euro", "brutto", "netto", "monatlich"):
            continue
        if word[0].isupper() or not re.search(r"[äöüß]|(?:t|en|st)$", folded):
            return False  # a noun (German) or a word that is no verb form: it may name another thing
    return True


# What the reader is charged: an amount the reader receives is none of these.
_CHARGES = frozenset({"fee", "price", "fine", "damages"})


# --------------------------------------------------------------------------- an amount that changes on a date

# The cues of [amount_change] in every language's reading.toml: a verb of change ("erhöht sich", "increases"), the
# preposition right before the new amount ("auf", "to"), the word before a date from which an amount applies ("ab
# dem", "from"), the verb of amounting right before the amount ("beträgt", "is"), the words between an amount and its
# date written after it ("on", "am"), the conjunction of the next step of a chain ("und", "and"), an index or review.
_CHANGE_KINDS = ("verb", "to", "from", "amounts_to", "date_after", "chain", "pronoun", "filler", "index")


@cache
def change_cues(kind: str) -> re.Pattern[str] | None:
    """The words of ``kind`` of ``[amount_change]`` in every language's reading.toml, as one pattern."""
    if kind not in _CHANGE_KINDS:
        raise KeyError(kind)
    patterns: list[str] = []
    for language in LANGUAGES:
        table = optional_toml(language, "reading").get("amount_change", {})
        found = table.get(kind, []) if isinstance(table, dict) else []
        patterns += [f"(?:{p})" for p in found]
    return re.compile("|".join(patterns), re.IGNORECASE) if patterns else None


def _cued(kind: str, text: str) -> re.Match[str] | None:
    pattern = change_cues(kind)
    return pattern.search(text) if pattern is not None else None


@dataclass(frozen=True)
class Change:
    """An amount that is the new figure of a change ("Sie erhöht sich am 01.04.2028 auf 940,00 EUR", "It increases to
    £940 on 1 April 2028", "Ab dem 01.04.2028 beträgt die Miete 940,00 EUR"): ``day`` the ISO date it applies from,
    None where the sentence gives it no date of its own (or more than one)."""

    day: str | None


def _day_after(text: str, end: int, limit: int) -> str | None:
    """The date written right after an amount, joined to it by a word of [amount_change] date_after ("to £940 on 1
    April 2028", "auf 940,00 EUR ab dem 01.04.2028")."""
    after = text[end:limit]
    first = next(iter(find_dates(after)), None)
    if first is not None and _cued("date_after", after[: first.start]):
        return first.value.isoformat()
    return None


def _one_day(dates: list[DateMatch]) -> str | None:
    return dates[0].value.isoformat() if len(dates) == 1 else None


def change_of(text: str, start: int, end: int, previous_end: int, next_start: int) -> Change | None:
    """Whether the amount at ``start``–``end`` is the new figure of a change, and from when (``Change``); None where it
    is not. Read in the amount's sentence, from the amount before it (``previous_end``) where that stands in it:

    - a verb of change before it and the preposition of its new figure right before it ("Sie steigt am … auf", "The
      rent increases to"); after an amount of the same sentence, the verb stands before that one and the gap goes on
      with a conjunction ("… und am 01.04.2029 auf", "and to") or is the preposition alone ("von 850 EUR auf 910 EUR");
    - a date after a word of "from" and a verb of amounting right before it ("Ab dem … beträgt die Miete", "From … the
      rent is", "Die Miete beträgt ab dem …").

    Its date is the one of the stretch from the verb (or the amount before it) to it, else the one written right after
    it ("on 1 April 2028"); a stretch with two dates gives no date (``Change(None)``), nor one without any."""
    s_start, s_end = sentence_bounds(text, start)
    lo = max(s_start, previous_end)
    stretch = text[lo:start]
    dates = list(find_dates(stretch))
    limit = min(s_end, next_start)
    if _cued("to", stretch):
        lead = list_lead(text, s_start)
        if not _cued("verb", stretch) and lead is not None and _cued("verb", text[lead:s_start]):
            # An item of a list whose lead before the colon has the verb ("Die Miete erhöht sich wie folgt:\n ab
            # dem … auf …,\n ab dem … auf …"): each item is a step of its own, from the date in it.
            return Change(_one_day(dates) if dates else _day_after(text, end, limit))
        if not _cued("verb", stretch):
            if lo == s_start or not _cued("verb", text[s_start:lo]):
                return None
            to = change_cues("to")
            bare = to is not None and to.fullmatch(stretch.lstrip()) is not None
            chain = change_cues("chain")
            joined = [m.end() for m in chain.finditer(stretch)] if chain is not None else []
            if not bare and not joined:
                return None
            if joined:  # "… on 1 April 2028 and to £980 on …": a date before the conjunction is the step before
                dates = [d for d in dates if d.start >= joined[-1]]
            if bare and not dates:  # "erhöht sich ab dem … von 850,00 EUR auf 910,00 EUR": the sentence's one date
                whole = list(find_dates(text[s_start:lo]))
                return Change(_one_day(whole) if whole else _day_after(text, end, limit))
        return Change(_one_day(dates) if dates else _day_after(text, end, limit))
    froms = change_cues("from")
    amounts_to = change_cues("amounts_to")
    if froms is None or amounts_to is None:
        return None
    for found in dates:
        opener = next((m for m in froms.finditer(stretch, 0, found.start) if m.end() == found.start), None)
        if opener is not None and amounts_to.search(stretch[: opener.start()] + " " + stretch[found.end :]):
            return Change(_one_day(dates))
    return None


# What a change of an amount goes on naming as its thing changed (the pay, the rent, its prepayment).
CHANGEABLE = frozenset({"rent", "utilities", "prepayment", "salary"})


def _named_by_lead(
    text: str,
    money: MoneyMatch,
    previous_end: int,
    next_start: int,
    s_start: int,
    document_language: str,
    foreign: frozenset[str],
) -> str | None:
    """What the first new figure of a list of changes is (``changed_in_list``); None where it is no such figure."""
    found = changed_in_list(text, money, previous_end, next_start, document_language, foreign)
    return found[0] if found is not None and previous_end <= s_start else None


def changed_in_list(
    text: str,
    money: MoneyMatch,
    previous_end: int,
    next_start: int,
    document_language: str = "de",
    foreign: frozenset[str] = frozenset(),
) -> tuple[str, Change] | None:
    """The thing a list of changes names in its lead before the colon, and the change whose new figure the amount is,
    where the amount is an item of that list ("Die Nettokaltmiete erhöht sich wie folgt:\n ab dem … auf 765 EUR,\n
    ab dem … auf 790 EUR"): the item names nothing else before the amount, and the lead names a payment that changes
    (``CHANGEABLE``). None where the amount is no such item or the lead names no such thing."""
    s_start, _s_end = sentence_bounds(text, money.start)
    lead = list_lead(text, s_start)
    if lead is None:
        return None
    change = change_of(text, money.start, money.end, previous_end, next_start)
    if change is None or not names_nothing_else(text[max(s_start, previous_end) : money.start]):
        return None
    named = _meaning_in(text[lead:s_start], _order(document_language), nearest_last=True, foreign=foreign)
    return (named, change) if named in CHANGEABLE else None


def list_lead(text: str, s_start: int) -> int | None:
    """Where the sentence that opens a list starts, if the sentence at ``s_start`` is the list's items after its
    colon ("Die Miete erhöht sich wie folgt:" and then a line per step); None where no colon ends the one before."""
    if s_start <= 0 or not text[:s_start].rstrip().endswith(":"):
        return None
    before = text[:s_start].rstrip()
    lead, _end = sentence_bounds(text, len(before) - 1)
    return lead if lead < len(before) - 1 else None


def _changes(text: str, money: MoneyMatch, previous: MoneyMatch, next_start: int) -> bool:
    """The amount is the new figure of the one before it (``change_of``), in its sentence or in the one right before,
    and its own sentence names nothing else it could be (``names_nothing_else``)."""
    s_start, _s_end = sentence_bounds(text, money.start)
    if previous.end <= s_start:
        _p_start, p_end = sentence_bounds(text, previous.start)
        if text[p_end:s_start].strip(" \t\n.!?;:"):
            return False  # the amount before stands further back: what the pronoun stands for, the text does not bind
    if change_of(text, money.start, money.end, previous.end, next_start) is None:
        return False
    return names_nothing_else(text[max(s_start, previous.end) : money.start])


def changes(text: str, money: MoneyMatch, previous: MoneyMatch, next_start: int) -> Change | None:
    """The change (``Change``) whose new figure ``money`` is, where it is the new figure of ``previous``
    (``_changes``: its sentence or the one right before, a sentence that names nothing else); None where it is not."""
    if not _changes(text, money, previous, next_start):
        return None
    return change_of(text, money.start, money.end, previous.end, next_start)


def names_nothing_else(text: str) -> bool:
    """Whether the part of a sentence before a changed amount ("Sie steigt am 01.04.2028 auf", "It increases to", "Ab
    dem 01.04.2028 sind monatlich") has no subject of its own: a pronoun, or nothing but its dates, its cues of change
    and words that name nothing ([amount_change] pronoun, filler). Such an amount is the thing named before it."""
    if _cued("pronoun", text):
        return True
    rest = text
    for found in reversed(list(find_dates(rest))):
        rest = rest[: found.start] + " " + rest[found.end :]
    for kind in ("verb", "filler", "chain"):
        pattern = change_cues(kind)
        if pattern is not None:
            rest = pattern.sub(" ", rest)
    return re.search(r"[^\W\d_]{3,}", rest) is None


def index_named(text: str) -> bool:
    """Whether ``text`` ties an amount to an index or a review ("Indexmiete", "nach dem Verbraucherpreisindex
    angepasst", "rent review"): it changes by a figure the text does not fix."""
    return _cued("index", text) is not None


# --------------------------------------------------------------------------- the day an amount applies from

# What may stand on a row of a staggered table besides its word of "from" and its date: a bullet or a number before
# them, a colon, a dash or a bar between the date and the amount.
_ROW_LEAD = re.compile(r"[ \t]*(?:(?:[-–•*]|\(?\w{1,3}[.)])[ \t]+)?$")
_ROW_GAP = re.compile(r"[ \t]*[:=|–—-]?[ \t]*$")
# Between two figures of one sentence, each with its day: a comma, a semicolon or a word of [amount_change] chain.
_STEP_GAP = re.compile(r"\s*[,;]?\s*$")


@dataclass(frozen=True)
class Start:
    """The day an amount applies from (ISO); ``step``: read as the next row or step of a staggered list, whose thing
    is the one of the amount before it."""

    day: str
    step: bool = False


@cache
def _condition(language: str) -> re.Pattern[str] | None:
    """The words of a condition in ``language`` ([modals] condition of its clause_reader.toml: "wenn", "sofern",
    "if", "provided that")."""
    words = optional_toml(language, "clause_reader").get("modals", {}).get("condition")
    return re.compile(rf"(?<!\w)(?:{words})(?!\w)", re.IGNORECASE) if isinstance(words, str) and words else None


def applies_from(
    text: str,
    money: MoneyMatch,
    previous: MoneyMatch | None,
    next_start: int,
    previous_day: str | None = None,
    language: str | None = None,
) -> Start | None:
    """The day the amount applies from (``Start``), where its text marks that start; None where it gives none. Read from
    the same cues as a change of an amount ([amount_change] in reading.toml):

    - a word of "from" right before a date and a verb of amounting ("Ab dem … beträgt die Miete", "From … the rent
      is", "Die Miete beträgt ab dem …"): ``change_of``'s second form, whatever amount it is;
    - the new figure of the amount before it, changed on a day (``changes``: "Sie erhöht sich am … auf", "It
      increases to … on …");
    - a row of a staggered table: its line holds only a word of "from", one date and the amount ("ab 01.03.2028:
      1.060,00 EUR", "from 1 March 2028 – £1,060");
    - the next step of a sentence whose amount before it applies from a day (``previous_day``): a word of "from" and
      one date, after a comma or a word of chain ("…, ab dem … 1.060,00 EUR und ab dem … 1.120,00 EUR").

    A change whose sentence gives two dates, or none, gives no day; nor does an amount its sentence makes a condition
    of ("Sofern …, beträgt die Miete ab dem …", "If …, the rent is … from …", words of the document's ``language``):
    that it applies from that day, the text does not say."""
    froms = change_cues("from")
    if froms is None:
        return None
    previous_end = previous.end if previous is not None else 0
    s_start, _s_end = sentence_bounds(text, money.start)
    condition = _condition(language) if language else None
    if condition is not None and condition.search(text, s_start, money.start):
        return None
    if previous is not None:
        change = changes(text, money, previous, next_start)
        if change is not None:
            return Start(change.day) if change.day is not None else None
    lo = max(s_start, previous_end)
    stretch = text[lo : money.start]
    dates = list(find_dates(stretch))
    if len(dates) == 1:
        found = dates[0]
        opener = next((m for m in froms.finditer(stretch, 0, found.start) if m.end() == found.start), None)
        amounts_to = change_cues("amounts_to")
        if (
            opener is not None
            and amounts_to is not None
            and amounts_to.search(stretch[: opener.start()] + " " + stretch[found.end :])
        ):
            return Start(found.value.isoformat())
    line_start = text.rfind("\n", 0, money.start) + 1
    line = text[max(line_start, previous_end) : money.start]
    row = list(find_dates(line))
    if len(row) == 1 and _ROW_GAP.fullmatch(line[row[0].end :]):
        opener = next((m for m in froms.finditer(line, 0, row[0].start) if m.end() == row[0].start), None)
        if opener is not None:
            lead = line[: opener.start()]
            if line_start >= previous_end and _ROW_LEAD.fullmatch(lead):
                return Start(row[0].value.isoformat(), step=True)  # a row of its own
            if previous_day is not None and previous_end > s_start:
                # the next step of the sentence: only a comma or a word of chain before its "from"
                chain = change_cues("chain")
                rest = chain.sub(" ", lead) if chain is not None else lead
                if _STEP_GAP.fullmatch(rest):
                    return Start(row[0].value.isoformat(), step=True)
    return None
