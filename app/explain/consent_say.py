"""A request for the reader's consent said in the reader's words (``consent_requested`` statements of
app/analysis/statements.py; wording in ``[say.consent_request]`` of clause_reader.toml).

The line says that the reader is asked to agree, what would change, which way, from and to which figure, from which
day, and by when a reply is asked: "You are asked to agree that the rent rises from €640.00 to €700.00 from
1 February 2027. You are asked to reply by 31 December 2026." It names no sender by role (the text may come from an
agent), and never says that anything is owed: the request changes nothing by itself.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from app.analysis.amounts import find_money
from app.analysis.statements import CONSENT_REQUESTED
from app.explain.key_dates import fmt_date, fmt_money
from app.locales import optional_toml
from app.models import Figure, Statement

WAYS = ("rise", "fall")


def _table(language: str) -> dict[str, Any]:
    table: dict[str, Any] = optional_toml(language, "clause_reader").get("say", {}).get("consent_request", {})
    if not table:
        table = optional_toml("en", "clause_reader").get("say", {}).get("consent_request", {})
    return table


def _money(figure: Figure | None, language: str) -> str | None:
    if figure is None:
        return None
    found = next(find_money(figure.text), None)
    return fmt_money(float(figure.value), found.currency if found else "EUR", language)


def _figure(statement: Statement, role: str) -> Figure | None:
    return next((f for f in statement.figures if f.role == role), None)


def requests_consent(statements: list[Statement]) -> bool:
    """Whether one of ``statements`` is a request for the reader's consent."""
    return any(x.action == CONSENT_REQUESTED for x in statements)


def say_consent_request(statement: Statement, language: str) -> str | None:
    """The request in ``language``; None for a statement of another action or where the wording lacks a piece."""
    if statement.action != CONSENT_REQUESTED:
        return None
    table = _table(language)
    thing = next((d for d in statement.details if d not in WAYS), "unnamed")
    way = next((d for d in statement.details if d in WAYS), "change")
    old = _money(_figure(statement, "old_value"), language)
    new = _money(_figure(statement, "new_value"), language)
    by = _money(_figure(statement, "change_by"), language) if way in WAYS else None
    start = _figure(statement, "requested_from")
    reply = _figure(statement, "reply_by")
    when = str(table.get("from", "")).format(date=fmt_date(date.fromisoformat(start.value), language)) if start else ""
    if old and new:
        shape = "from_to"
    elif new:
        shape = "to"
    elif by:
        shape = "by"
    else:
        shape = ""
    if shape and thing == "contract":
        thing = "amount"  # a change of the contract said by its figures: what changes is the amount
    template = table.get("unnamed") if thing == "unnamed" else table.get(f"{way}_{shape}" if shape else way)
    names = table.get("things", {})
    of = table.get("of", {})
    if not template or (thing != "unnamed" and (thing not in names or thing not in of)):
        return None
    line = str(template).format(
        thing=names.get(thing, ""), of=of.get(thing, ""), old=old or "", new=new or "", by=by or "", **{"from": when}
    )
    if reply is not None and table.get("reply"):
        line += " " + str(table["reply"]).format(date=fmt_date(date.fromisoformat(reply.value), language))
    return line


def said_figures(statements: list[Statement]) -> str:
    """The figures a request for consent says, as the document writes them ("1. Februar 2027", "640,00 EUR"): not
    listed again beside its line."""
    return " ".join(f.text for x in statements if x.action == CONSENT_REQUESTED for f in x.figures)


def consent_why(statements: list[Statement], language: str) -> str:
    """Why a request for consent matters (the clause says nothing applies yet), or "" where it holds none."""
    if not requests_consent(statements):
        return ""
    return str(_table(language).get("why", ""))
