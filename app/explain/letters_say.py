"""What a letter from an authority asks or announces, and a tax assessment's tables, in the reader's words.

The analysis finds them without words (``app/analysis/letter_kind.py``: a number to give when replying or paying, a
set-off against ongoing benefits; ``app/analysis/tax.py``: a table's rows by their labels); here they are worded
from the ``[say]`` table of ``app/locales/<code>/letters.toml`` (English's where a language lacks a key). Only what
the text marks is said: a rate only with its base, "each month" only where the letter says so, a row only where the
lexicon knows its label, a date to pay only where a sentence asks to pay that sum by then.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from functools import cache
from typing import Any

from app.analysis import fast_re as re
from app.analysis.letter_kind import ReferenceAsk, SetOff, reference_asks, sentences, set_off
from app.analysis.tax import TaxCell, TaxRow, due_of, only_rows, tax_rows
from app.config import DEFAULT_LANGUAGE
from app.explain.key_dates import fmt_date, fmt_money
from app.locales import optional_toml
from app.locales.reading import wording

# The kinds of document whose clauses are read for what a letter asks or announces.
_REFERENCE_IN = frozenset({"authority_letter", "tax_assessment"})
_SET_OFF_IN = frozenset({"authority_letter"})
_TABLES_IN = frozenset({"tax_assessment"})


@dataclass(frozen=True)
class LetterSaid:
    """Lines for one clause: ``lines`` (a table's rows, a set-off) come before what the engine says of the clause
    otherwise, ``after`` (a number to give when replying or paying: a side instruction) after it. ``whole``: they
    say all the clause says and take the place of the engine's other lines; ``why``: why it matters, in place of a
    topic's stock text where they are the whole clause, else before the other reasons (only for ``lines``)."""

    lines: tuple[str, ...]
    after: tuple[str, ...]
    whole: bool
    why: str = ""
    why_after: str = ""

    def merge(self, translation: str, explanation: str) -> tuple[str, str]:
        if self.whole:
            said = " ".join((*self.lines, *self.after))
            return said, " ".join(x for x in (self.why, self.why_after) if x) or explanation
        said = " ".join(x for x in (*self.lines, translation, *self.after) if x)
        return said, " ".join(x for x in (self.why, explanation) if x)


@cache
def _say(language: str) -> Mapping[str, Any]:
    table = optional_toml(language, "letters").get("say", {})
    return table if isinstance(table, dict) else {}


def _text(key: str, language: str, group: str | None = None) -> str:
    own, english = _say(language), _say(DEFAULT_LANGUAGE)
    if group is not None:
        own, english = own.get(group, {}), english.get(group, {})
    found = own.get(key) or english.get(key)
    if not isinstance(found, str):
        raise KeyError(f"letters.toml [say{'.' + group if group else ''}] lacks {key!r}")
    return found


def _percent(number: str, language: str) -> str:
    shown = number if language == "en" else number.replace(".", ",")
    return f"{shown}%" if language == "en" else f"{shown}\u00a0%"


def _money(cell: TaxCell, language: str) -> str:
    return fmt_money(abs(cell.value), cell.currency, language)


def _day(iso: str, language: str) -> dict[str, str]:
    day = date.fromisoformat(iso)
    return {"date": fmt_date(day, language), "weekday": wording(language).weekdays[day.weekday()]}


# --------------------------------------------------------------------------- a number to give, a set-off


def say_reference(ask: ReferenceAsk, language: str) -> str:
    number = _text(ask.number, language, "numbers")
    return _text(f"reference_{ask.when}", language).format(number=number)


def say_set_off(found: SetOff, language: str) -> list[str]:
    case = "_if_set" if found.conditional == "refund_set" else "_if" if found.conditional else ""
    lines = [_text(f"set_off{case}_{found.modality}", language)]
    if found.percent is not None:
        key = "set_off_share" + ("_up_to" if found.up_to else "") + ("_monthly" if found.monthly else "")
        lines.append(_text(key, language).format(percent=_percent(found.percent, language)))
    return lines


# --------------------------------------------------------------------------- a tax assessment's table


def _items(cells: list[TaxCell], language: str) -> str:
    said = []
    for cell in cells:
        amount = _money(cell, language)
        column = _text(cell.column, language, "columns") if cell.column else ""
        said.append(_text("tax_item", language).format(column=column, amount=amount) if column else amount)
    return _text("tax_join", language).join(said)


def say_tax_row(row: TaxRow, language: str, document_text: str = "") -> str:
    """One row in words: what its label marks it as, and its amounts with their columns. A sum left over is to
    pay where it is more than 0, to be refunded where less; its date to pay by is said where a sentence of the
    document asks to pay that sum by a date."""
    cells = list(row.cells)
    role = row.role
    if role in ("paid", "remaining", "refund", "to_pay"):
        cells = [c for c in cells if abs(c.value) >= 0.005]  # nothing paid, nothing left: says nothing
        if not cells:
            return _text("tax_nothing_left", language) if role == "remaining" else ""
    if role == "remaining":
        signs = {c.value > 0 for c in cells}
        if len(signs) > 1:
            pay = [c for c in cells if c.value > 0]
            back = [c for c in cells if c.value < 0]
            return f"{_say_to_pay(pay, language, document_text)} {_text('tax_refund', language).format(items=_items(back, language))}"
        role = "to_pay" if signs == {True} else "refund"
    if role == "to_pay":
        return _say_to_pay(cells, language, document_text)
    if role == "refund":
        return _text("tax_refund", language).format(items=_items(cells, language))
    if role == "basis" or role == "paid":
        label = _text(row.label, language, "labels")
        return _text("tax_row", language).format(label=label, items=_items(cells, language))
    return _text(f"tax_{role}", language).format(items=_items(cells, language))


def _say_to_pay(cells: list[TaxCell], language: str, document_text: str) -> str:
    total = round(sum(c.value for c in cells), 2)
    due = due_of(document_text, total) if document_text else None
    if due is None:
        return _text("tax_to_pay", language).format(items=_items(cells, language))
    if len(cells) == 1:
        return _text("tax_to_pay_by", language).format(items=_items(cells, language), **_day(due, language))
    shown = fmt_money(total, cells[0].currency, language)
    return _text("tax_to_pay_due", language).format(items=_items(cells, language), total=shown, **_day(due, language))


# --------------------------------------------------------------------------- one clause

_FULL_STOP = re.compile(r"[.!?]\s*$")


def _only(clause: str, read: set[str]) -> bool:
    """Whether every sentence of the clause (a line of words ending in a full stop) is one that was read."""
    return all(
        sentence in read or not _FULL_STOP.search(sentence) or len(sentence) < 25
        for _, _, sentence in sentences(clause)
    )


def say_letter_clause(text: str, language: str, category: str, document_text: str | None = None) -> LetterSaid | None:
    """What the clause asks or announces, or its table's rows, in ``language``; None where it has none of these."""
    lines: list[str] = []
    after: list[str] = []
    read: set[str] = set()
    why = why_after = ""
    whole = True
    if category in _TABLES_IN:
        rows = tax_rows(text)
        said = [line for row in rows if (line := say_tax_row(row, language, document_text or text))]
        if said:
            lines += said
            whole = only_rows(text, rows)
    if category in _SET_OFF_IN:
        found = set_off(text)
        if found is not None:
            why = _text("set_off_why", language)
            if found.percent is not None:
                # What the letter marks beyond a set-off (said already by the clause's statements): its rate and base.
                lines += say_set_off(found, language)
                read.add(found.sentence)
    if category in _REFERENCE_IN:
        asks = reference_asks(text)
        if asks:
            after += [say_reference(ask, language) for ask in asks]
            why_after = _text("reference_why", language)
            read |= {ask.sentence for ask in asks}
    if not lines and not after and not why:
        return None
    whole = whole and bool(lines or after) and (not read or _only(text, read))
    return LetterSaid(tuple(lines), tuple(after), whole, why, why_after)
