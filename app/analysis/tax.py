"""German tax assessments: does assessed tax minus what was already paid give the stated result?"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from app.analysis import fast_re as re
from app.analysis.actions import marks_a_duty
from app.analysis.amounts import MoneyMatch, find_money
from app.analysis.dates import find_dates
from app.analysis.letter_kind import letter_markers, sentences
from app.analysis.spans import sentence_bounds
from app.locales import LANGUAGES, optional_toml
from app.locales.reading import LocaleDataError
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


@cache
def _clause_words() -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """The subject words and finite verbs of every language's ``tax_prose.toml``, each as one expression; None
    where no language lists both."""
    found: dict[str, list[str]] = {"subject": [], "finite": []}
    for language in LANGUAGES:
        data = optional_toml(language, "tax_prose")
        for name, patterns in found.items():
            listed = data.get(name, [])
            if not isinstance(listed, list) or not all(isinstance(p, str) and p for p in listed):
                raise LocaleDataError(f"{language}/tax_prose.toml: {name}: expected a list of regexes")
            patterns.extend(listed)
    if not found["subject"] or not found["finite"]:
        return None
    subject, finite = (
        re.compile(r"(?<!\w)(?:" + "|".join(f"(?:{p})" for p in found[name]) + r")(?!\w)", re.IGNORECASE)
        for name in ("subject", "finite")
    )
    return subject, finite


def is_prose(line: str, at: int) -> bool:
    """Whether the words of ``line`` in front of the amount at ``at`` are a sentence, not a row's label: a sentence
    ends within them ("… neu festgesetzt. Ab dem 10.03.2027 betragen …"), or a subject and a finite verb stand in
    them ("Die Einkommensteuer wurde festgesetzt auf"). A row's label is one phrase ("festgesetzt werden",
    "abzüglich geleistete Vorauszahlungen")."""
    label = line[:at]
    first = len(label) - len(label.lstrip())
    if sentence_bounds(line, at)[0] > first:
        return True
    words = _clause_words()
    return words is not None and all(pattern.search(label) for pattern in words)


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
        if is_prose(line, money[0].start):
            in_block = False  # a sentence is never a row: "Ab dem … betragen die Vorauszahlungen 210 EUR."
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


# --------------------------------------------------------------------------- the rows of the tables, by their labels

# What each row label of ``[tax_rows]`` (letters.toml) is: the tax set, paid already, what is left (its sign says
# whether to pay or to be refunded), to be refunded, to pay, or part of the basis of the tax.
ROW_CLASSES: dict[str, str] = {
    "assessed": "assessed",
    "withheld": "paid",
    "prepaid": "paid",
    "paid": "paid",
    "remaining": "remaining",
    "refund": "refund",
    "back_payment": "to_pay",
    "income_employment": "basis",
    "gross_wages": "basis",
    "work_expenses": "basis",
    "income": "basis",
    "income_total": "basis",
    "special_expenses": "basis",
    "extraordinary_burdens": "basis",
    "net_income": "basis",
    "taxable_income": "basis",
}


@dataclass(frozen=True)
class TaxCell:
    """One amount of a row: its value as written (signed), its currency and its column ("income_tax", "husband", …;
    None where the row has one amount and no column names it)."""

    value: float
    currency: str
    column: str | None = None


@dataclass(frozen=True)
class TaxRow:
    """A row of a tax assessment's table: its label's key of ``[tax_rows]`` and its amounts."""

    label: str
    cells: tuple[TaxCell, ...]
    start: int  # where its line starts in the text read
    more: tuple[int, ...] = ()  # where further lines of the same row start (a column a line)

    @property
    def lines(self) -> tuple[int, ...]:
        return (self.start, *self.more)

    @property
    def role(self) -> str:
        return ROW_CLASSES[self.label]


_TRIM = re.compile(r"^[\s:;,.=–—-]+|[\s:;,.=–—-]+$")
_CELLS = re.compile(r"\s{2,}|\t")


def _whole(pattern: re.Pattern[str] | None, text: str) -> bool:
    return pattern is not None and pattern.fullmatch(text) is not None


def _strip_skip(label: str) -> str:
    skip = letter_markers("tax_rows").get("skip")
    label = _TRIM.sub("", label)
    while skip is not None and (m := skip.match(label)) is not None and m.end() > 0:
        label = _TRIM.sub("", label[m.end() :])
    return label


def _label_of(cell: str) -> tuple[str | None, str | None, bool]:
    """(row key, column key, known) of the words in front of an amount: a row label, a column name, both (in either
    order, "Einkommensteuer: festgesetzt", "Festgesetzt werden: Einkommensteuer"), or nothing; ``known`` is False
    where the words are none of these (the amount is not read)."""
    rows = {k: v for k, v in letter_markers("tax_rows").items() if k in ROW_CLASSES}
    columns = letter_markers("tax_columns")
    text = _strip_skip(cell)
    if not text:
        return None, None, True
    for key, pattern in rows.items():
        if _whole(pattern, text):
            return key, None, True
    for key, pattern in columns.items():
        if _whole(pattern, text):
            return None, key, True
    for cut in re.finditer(r"[:\s]+", text):
        first, second = _strip_skip(text[: cut.start()]), _strip_skip(text[cut.end() :])
        if not first or not second:
            continue
        for a, b in ((first, second), (second, first)):
            row = next((k for k, p in rows.items() if _whole(p, a)), None)
            column = next((k for k, p in columns.items() if _whole(p, b)), None)
            if row and column:
                return row, column, True
    return None, None, False


def header_columns(line: str) -> list[str] | None:
    """The columns a table's header line names ("Einkommensteuer   Solidaritätszuschlag   Kirchensteuer r.-k."),
    each set off by two spaces or more; None where it is no such line."""
    columns = letter_markers("tax_columns")
    names = [c for c in _CELLS.split(line.strip()) if c]
    keys = [next((k for k, p in columns.items() if _whole(p, _TRIM.sub("", name))), None) for name in names]
    if len(keys) < 2 or any(k is None for k in keys):
        return None
    return [k for k in keys if k is not None]


def tax_rows(text: str) -> list[TaxRow]:
    """The rows of the tables of ``text`` whose label the lexicon knows (``[tax_rows]`` of letters.toml), with each
    amount's column where a header line or the words in front of the amount name it. A row whose label is not
    known is left out, as is an amount whose column cannot be told (several amounts, no header of as many columns);
    a sentence is no row (its words in front of the amount are no label)."""
    rows: list[TaxRow] = []
    header: list[str] | None = None
    block: str | None = None  # a label line without amounts ("Festgesetzt werden:") gives the rows under it
    offset = 0
    for line in text.splitlines(keepends=True):
        start, offset = offset, offset + len(line)
        body = line.rstrip("\r\n")
        if not body.strip():
            header, block = None, None
            continue
        money = list(find_money(body))
        if not money:
            named = header_columns(body)
            if named is not None:
                header = named
                continue
            label, column, known = _label_of(body)
            block = label if known and label and column is None and body.rstrip().endswith(":") else None
            continue
        first_row, first_column, known = _label_of(body[: money[0].start])
        if not known:
            continue  # no row the lexicon knows: left out
        read: list[tuple[str | None, TaxCell]] = []  # each amount with the row its words name
        row = first_row or block
        for index, m in enumerate(money):
            cell_row, column, cell_known = (
                _label_of(body[money[index - 1].end : m.start]) if index else (None, first_column, True)
            )
            if not cell_known:
                read = []  # words the lexicon does not know between the amounts: the line is not read
                break
            if index and cell_row and column is None:
                column = first_column  # "Einkommensteuer: bereits gezahlt …, verbleibender Betrag …": the line's tax
            row = cell_row or row
            if column is None and header is not None and len(header) == len(money):
                column = header[index]
            read.append((row, TaxCell(m.value, m.currency, column)))
        # "Einkommensteuer: bereits gezahlt 4.980,00 EUR, verbleibender Betrag -770,00 EUR": a row per label.
        for name in dict.fromkeys(r for r, _ in read):
            cells = tuple(c for r, c in read if r == name)
            if name is None or (len(cells) > 1 and any(c.column is None for c in cells)):
                continue  # no label, or several amounts not all with a column: whose is which cannot be told
            previous = rows[-1] if rows else None
            if (
                previous is not None
                and previous.label == name
                and all(c.column for c in (*previous.cells, *cells))
                and not {c.column for c in previous.cells} & {c.column for c in cells}
            ):
                # "Festgesetzt werden:" / "Einkommensteuer …" / "Solidaritätszuschlag …": one row, a column a line
                rows[-1] = TaxRow(name, (*previous.cells, *cells), previous.start, (*previous.more, start))
                continue
            rows.append(TaxRow(name, cells, start))
    return rows


def only_rows(text: str, rows: list[TaxRow]) -> bool:
    """Whether ``text`` is all table: each of its lines a row read, a header, or a short heading without a full
    stop (no sentence and no amount left unread)."""
    starts = {line for row in rows for line in row.lines}
    offset = 0
    for line in text.splitlines(keepends=True):
        start, offset = offset, offset + len(line)
        body = line.strip()
        if not body or start in starts or header_columns(body) is not None:
            continue
        if any(True for _ in find_money(body)) or body.endswith((".", "!", "?")) or len(body) > _HEADING_MAX:
            return False
    return True


_HEADING_MAX = 80


def due_of(text: str, amount: float) -> str | None:
    """The day by which ``amount`` is to be paid where a sentence of ``text`` names that amount, a date and asks to
    pay it by then ("Bitte zahlen Sie die Nachzahlung von 913,68 EUR spätestens bis zum 17.09.2026"); ISO, or None."""
    for _, _, sentence in sentences(text):
        if not any(abs(abs(m.value) - amount) < 0.005 for m in find_money(sentence)):
            continue
        dates = list(find_dates(sentence))
        by = [
            d
            for d in dates
            if re.search(
                r"(?:spätestens|bis|fällig|by|until)\s*(?:zum|am|den)?\s*$", sentence[: d.start], re.IGNORECASE
            )
        ]
        if len(by) == 1 and marks_a_duty(sentence[by[0].start - 12 : by[0].end], sentence) and _PAY.search(sentence):
            return by[0].value.isoformat()
    return None


_PAY = re.compile(r"\bzahl|überweis|entricht|\bpay", re.IGNORECASE)
