"""German tax assessments: does assessed tax minus what was already paid give the stated result?"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.analysis.amounts import MoneyMatch, find_money
from app.models import Notice

_ASSESSED = re.compile(r"festgesetzt|festzusetzend", re.IGNORECASE)
_CREDIT = re.compile(
    r"abzüglich|anzurechnen|Steuerabzug|Vorauszahlung|Lohnsteuer|Kapitalertragsteuer|bereits gezahlt|geleistet",
    re.IGNORECASE,
)
_RESULT = re.compile(r"verbleibend|noch zu zahlen|Abrechnungsergebnis|^\s*(?:Nachzahlung|Erstattung)", re.IGNORECASE)
_REFUND = re.compile(r"Erstattung|Guthaben|erstatten", re.IGNORECASE)
# "Die Nachzahlung beträgt insgesamt 913,68 EUR": the total, stated in words.
_TOTAL = re.compile(
    r"(?P<kind>Nachzahlung|Erstattung|Guthaben)\w*\s+(?:beträgt\s+)?(?:insgesamt\s+)?(?:von\s+|in Höhe von\s+)?(?=\d)",
    re.IGNORECASE,
)


@dataclass
class TaxTable:
    assessed: list[float] = field(default_factory=list)
    credits: list[list[float]] = field(default_factory=list)
    results: list[float] | None = None
    total: float | None = None  # positive: back payment; negative: refund


def _line_money(line: str) -> list[MoneyMatch]:
    return list(find_money(line))


def read_tax_table(text: str) -> TaxTable | None:
    """The assessed, credited and remaining figures of an assessment, column by column."""
    if not _ASSESSED.search(text):
        return None  # no line sets a tax: no table (saves reading the money of every line of other documents)
    table = TaxTable()
    in_block = False
    for line in text.splitlines():
        money = _line_money(line)
        total = _TOTAL.search(line)
        if total and table.total is None:
            following = list(find_money(line[total.end() :]))
            if following and following[0].start == 0:
                value = abs(following[0].value)
                table.total = -value if _REFUND.match(total.group("kind")) else value
        if not money:
            continue
        label = line[: money[0].start]
        if not in_block and table.results is None and _ASSESSED.search(label):
            table.assessed = [m.value for m in money]
            in_block = True
        elif in_block and _RESULT.search(label):
            sign = -1.0 if _REFUND.search(label) else 1.0
            table.results = [sign * m.value for m in money]
            in_block = False
        elif in_block and _CREDIT.search(label):
            table.credits.append([abs(m.value) for m in money])
        elif in_block:
            in_block = False
    return table if table.assessed and (table.results is not None or table.total is not None) else None


def _fmt(value: float, language: str) -> str:
    s = f"{abs(value):,.2f}"
    if language != "en":
        s = s.replace(",", "\u2009" if language == "fr" else "#").replace(".", ",").replace("#", ".")
    return f"{s} EUR"


def _signed(value: float, language: str) -> Notice:
    key = "facts_refund" if value < 0 else "facts_back_payment"
    return Notice.of(key, amount=_fmt(value, language))


def tax_warnings(text: str, reader_language: str = "en") -> list[Notice]:
    """Notices naming the figures when the assessment's arithmetic does not add up.

    The figures are written as numbers are in ``reader_language`` (the explanation language, which the
    notices are rendered in); the words around them are left to the renderer.
    """
    table = read_tax_table(text)
    if table is None:
        return []
    columns = len(table.assessed)
    per_column = all(len(row) == columns for row in table.credits) and (
        table.results is None or len(table.results) == columns
    )
    if per_column:
        assessed = table.assessed
        credited = [sum(row[i] for row in table.credits) for i in range(columns)]
        stated = table.results
    else:
        assessed = [sum(table.assessed)]
        credited = [sum(sum(row) for row in table.credits)]
        stated = [sum(table.results)] if table.results is not None else None
    expected = [a - c for a, c in zip(assessed, credited, strict=True)]
    warnings: list[Notice] = []
    if stated is not None:
        for a, c, e, s in zip(assessed, credited, expected, stated, strict=True):
            if abs(e - s) > 0.005:
                warnings.append(
                    Notice.of(
                        "facts_tax_mismatch",
                        assessed=_fmt(a, reader_language),
                        credited=_fmt(c, reader_language),
                        expected=_signed(e, reader_language),
                        stated=_signed(s, reader_language),
                    )
                )
    if table.total is not None:
        remaining = sum(stated) if stated is not None else sum(expected)
        if abs(remaining - table.total) > 0.005:
            warnings.append(
                Notice.of(
                    "facts_tax_total_mismatch",
                    expected=_signed(remaining, reader_language),
                    stated=_signed(table.total, reader_language),
                )
            )
    return warnings
