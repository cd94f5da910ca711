"""Key facts of real documents against a hand-written gold set: found, stated wrongly, traps fallen into.

Run: .venv/bin/python -m bench.explain_facts [--language de|en] [--half validation|dev|all] [--quiet]

The gold (``bench/gold/facts.json``, see ``bench/gold/README.md``) was written from the source text of 65
real documents of ``../shared/data/real/`` before the engine ran on them: key dates with their role,
amounts with their meaning, periods with their role, who is bound to do what, and the misreadings the
text invites (traps). Each document is rebuilt from the corpus by its id, run through the request side
and the offline engine as ``bench.explain_real.explain_text`` does, and compared with the result:

- **found**: a gold date / amount / period whose role is not ``none`` and that the result gives with that
  role (``deadlines[]`` with ``date``/``period`` and ``role``, ``amounts[]`` with ``meaning``, and the
  figures of ``clauses[].statements[]`` where the result has them). A fact the result leaves without a
  role (``None``, an amount's ``other``, a period's generic ``period``) is not found, never wrong.
- **wrong**: a result fact whose value is in the gold with other roles only (a role where the gold says
  ``none`` included); an action built on a date the gold gives no role (an ``appointment`` action on a
  date the gold does not list as an appointment, a deadline or payment on a date of role ``none``); a
  statement about the same action (``ACTION_CUES``), without a condition or exception, whose modality
  contradicts a gold obligation of the same party in the same clause, or that binds the other side where
  the gold binds this one.
- **traps fallen into**: the misreading a trap names (``as``) stated by the result.
- **by kind**: per half, the gold facts missed and the WRONGs counted by kind of fact (date role, amount
  meaning, period role; actions and statements apart), and the amounts missed and stated wrongly counted by the
  gold's meaning class (salary, fee, threshold, ...; a WRONG as "gold>stated"), figures only; and how many amounts the result gives a
  meaning although no annotation lists their value (possible wrong statements, not scored; read on dev).

Engine names are mapped to the gold's explicitly (``ENGINE_MEANING``, ``ENGINE_DATE_ROLE``,
``ENGINE_PERIOD_ROLE``, ``PARTY_OF``, ``MODALITY_OF``); ``also`` in the gold lists other names that are
acceptable. Printed per document and per half, validation first, in each explanation language asked for
(both de and en when none is given). WRONG, TRAP and UNLISTED lines (values and roles) are printed for the dev
half only:
the validation half gives its counts, never what was stated wrongly, so no rule is written from it. Without the
real data beside the checkout it says so and stops.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import re
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.config import Settings
from app.models import AnalysisResult
from tests.support.paths import REAL_DATA

GOLD = Path(__file__).resolve().parent / "gold" / "facts.json"
HALVES = ("validation", "dev")

# Engine names -> gold names. None: the engine gives the fact no role (not found, never wrong).
# The engine's other meanings (prepayment, back_payment, refund, reduction, tax) have no gold name: they count
# as wrong where the gold gives the amount another meaning, unless the gold's ``also`` lists them.
ENGINE_MEANING: dict[str, str | None] = {"other": None, "monthly_rent": "rent", "monthly_salary": "salary"}
# "from" says only that the text writes "ab"/"as of" before the date (the day something applies from): none of the
# gold's key-date roles, so neither found nor wrong.
ENGINE_DATE_ROLE: dict[str, str | None] = {"period": None, "notice_period": "notice_end", "from": None}
ENGINE_PERIOD_ROLE: dict[str, str | None] = {"period": None}
# Gold party -> the engine's parties that name the same side (app.models.Party).
PARTY_OF: dict[str, frozenset[str]] = {
    "employee": frozenset({"employee", "you"}),
    "employer": frozenset({"employer"}),
    "tenant": frozenset({"tenant", "you"}),
    "landlord": frozenset({"landlord"}),
    "customer": frozenset({"customer", "user", "you"}),
    "user": frozenset({"user", "customer", "you"}),
    "you": frozenset({"you", "employee", "tenant", "customer", "user"}),
    "provider": frozenset({"provider"}),
    "we": frozenset({"provider"}),
}
OTHER_SIDE: dict[str, frozenset[str]] = {
    "employee": frozenset({"employer"}),
    "employer": frozenset({"employee", "you"}),
    "tenant": frozenset({"landlord"}),
    "landlord": frozenset({"tenant", "you"}),
    "customer": frozenset({"provider"}),
    "user": frozenset({"provider"}),
    "you": frozenset({"provider", "employer", "landlord"}),
    "provider": frozenset({"customer", "user", "you"}),
    "we": frozenset({"customer", "user", "you"}),
}
# Gold modality -> engine modalities that agree with it, and those that contradict it (app.models.Modality).
MODALITY_OF: dict[str, frozenset[str]] = {
    "must": frozenset({"must"}),
    "must_not": frozenset({"must_not", "may_only"}),
    "may": frozenset({"may", "may_only"}),
    "entitled": frozenset({"may", "may_only"}),
}
CONTRADICTS: dict[str, frozenset[str]] = {
    "must": frozenset({"must_not", "may", "not_obliged"}),
    "must_not": frozenset({"may", "must", "not_obliged"}),
    "may": frozenset({"must_not", "must"}),
    "entitled": frozenset({"must_not", "must", "not_obliged"}),
}
# The engine's action keys (clause_reader.toml ``actions`` and ``does``, frames.toml ``frames``) -> words of the
# gold's plain-English ``action`` that name the same action. A statement is held against an obligation only
# when its action relates to the obligation's (or it names none): two duties of one party in one clause
# ("must return the goods", "may refuse the refund until then") are no contradiction.
ACTION_CUES: dict[str, tuple[str, ...]] = {
    "pay": ("pay", "penalty", "charge", "salary"),
    "repay": ("back", "repay"),
    "reimburse_costs": ("refund", "cost", "bear"),
    "bear_costs": ("cost", "bear"),
    "give_notice": ("terminate", "end the", "notice", "rescind", "quit"),
    "keep_secret": ("secret",),
    "confidentiality": ("secret",),
    "disclose": ("secret", "disclose"),
    "notify": ("report", "tell", "notify", "inform"),
    "ill_notify": ("report", "tell", "sick", "absence", "unable"),
    "sick_report": ("doctor", "sick", "report", "absence"),
    "submit_documents": ("doctor", "note", "proof", "certificate", "record", "details", "information"),
    "bring_documents": ("doctor", "note", "proof", "certificate", "record"),
    "return_items": ("return", "hand back", "send the goods back", "back"),
    "work_overtime": ("overtime", "longer hours"),
    "overtime": ("overtime", "longer hours"),
    "side_job": ("side job", "other paid work", "paid work"),
    "compete": ("compet",),
    "non_compete": ("compet",),
    "assign_claims": ("assign", "transfer"),
    "change_terms": ("change",),
    "suspend": ("suspend", "disable", "access"),
    "terminate_account": ("suspend", "disable", "access", "account"),
    "remove_content": ("remove", "content"),
    "process_data": ("data", "content"),
    "deliver": ("deliver",),
    "withdraw": ("withdraw",),
    "withdrawal": ("withdraw",),
    "accept": ("accept",),
    "transfer_work": ("other work", "other reasonable work", "elsewhere"),
    "take_holiday": ("holiday",),
    "holiday": ("holiday",),
    "salary": ("salary", "pay"),
    "attend": ("attend", "training"),
    "liability": ("liab", "insurance"),
    "be_liable": ("liab",),
}

# --------------------------------------------------------------------------- documents


def half_of(doc_id: str) -> str:
    """The half of a document, "validation" or "dev", by the first byte of the sha256 of its id."""
    return "validation" if hashlib.sha256(doc_id.encode()).digest()[0] % 2 else "dev"


def joined(parts: Iterable[tuple[str | None, str | None]]) -> str:
    """Clauses as one text: "heading\\ncontent" each (stripped), blank lines between."""
    return "\n\n".join(f"{head or ''}\n{body or ''}".strip() for head, body in parts)


def document_text(doc_id: str, data_dir: Path) -> str:
    """The text of a gold document, rebuilt from the corpus by its id (bench/gold/README.md)."""
    if doc_id.startswith("employment:"):
        first, last = (int(x) for x in doc_id.split(":", 1)[1].split("-"))
        clauses = json.loads((data_dir / "employment_clauses.json").read_text(encoding="utf-8"))
        return joined((c.get("heading"), c.get("content")) for c in clauses[first : last + 1])
    if doc_id.startswith("agb_de_dev.csv:contract="):
        contract = doc_id.split("=", 1)[1]
        with (data_dir / "agb_de_dev.csv").open(encoding="utf-8", newline="") as f:
            rows = [r for r in csv.DictReader(f) if r["contract"] == contract]
        return joined((r["title"], r["text"]) for r in rows)
    if doc_id.startswith("tos/"):
        lang, name = doc_id.split("/")[1:3]
        return (data_dir / "tos" / lang / "text" / name).read_text(encoding="utf-8")
    raise ValueError(f"unknown gold document id {doc_id!r}")


# --------------------------------------------------------------------------- what the result states


@dataclass(frozen=True)
class Stated:
    """One fact the result states: kind ("date" | "amount" | "period"), value, role in gold names."""

    kind: str
    value: str
    role: str | None
    raw: str | None  # the engine's own name, for ``also``
    where: str
    written: str | None = None  # a period as the text writes it ("P2W" for "2 Wochen"; ``value`` says "P14D")


def norm_period(iso: str) -> str:
    """ISO 8601 duration with weeks as days (P2W == P14D) and decimal commas as points."""
    iso = iso.upper().replace(",", ".")
    m = re.fullmatch(r"P(\d+)W", iso)
    return f"P{int(m.group(1)) * 7}D" if m else iso


_ISO_UNIT = {"day": "D", "working_day": "D", "calendar_day": "D", "week": "W", "month": "M", "year": "Y"}


def written_period(text: str) -> str | None:
    """The first period of ``text`` as written, in ISO form with weeks kept ("innerhalb von 2 Wochen" -> "P2W")."""
    from app.analysis.dates import durations_as_written

    for number, unit, _written in durations_as_written(text):
        if unit in _ISO_UNIT:
            return f"P{number}{_ISO_UNIT[unit]}"
    return None


def norm_amount(value: float | int | str) -> str:
    return f"{float(value):.2f}"


# A statement's period "within" its action (``within``) or counted from a point the text names (``within_from``).
WITHIN_ROLES = frozenset({"within", "within_from"})
# The purpose a statement's action gives a period within which it is done.
ACTION_PERIOD_ROLE = {"withdrawal": "withdrawal", "withdraw": "withdrawal", "object": "objection"}


def stated_facts(result: AnalysisResult) -> list[Stated]:
    out: list[Stated] = []
    for d in result.deadlines:
        if d.date:
            role = ENGINE_DATE_ROLE.get(d.role, d.role) if d.role else None
            out.append(Stated("date", d.date, role, d.role, f"deadline {d.clause_id}"))
        if d.period:
            role = ENGINE_PERIOD_ROLE.get(d.role, d.role) if d.role else None
            stated = Stated(
                "period", norm_period(d.period), role, d.role, f"deadline {d.clause_id}", written_period(d.text)
            )
            out.append(stated)
    for a in result.amounts:
        meaning = ENGINE_MEANING.get(a.meaning, a.meaning) if a.meaning else None
        out.append(Stated("amount", norm_amount(a.value), meaning, a.meaning, f"amount {a.clause_id}"))
    for clause in result.clauses:
        for s in getattr(clause, "statements", None) or ():
            for fig in getattr(s, "figures", None) or ():
                raw = getattr(fig, "role", None)
                kind = getattr(fig, "kind", "")
                try:
                    value = {"date": str, "period": norm_period, "amount": norm_amount}[kind](fig.value)
                except (KeyError, ValueError):
                    continue
                names = {"date": ENGINE_DATE_ROLE, "period": ENGINE_PERIOD_ROLE, "amount": ENGINE_MEANING}[kind]
                role = names.get(raw, raw) if raw else None
                if kind == "period" and raw in WITHIN_ROLES:
                    # "within 14 days" ties the period to the statement's action, no purpose of its own: the
                    # purpose it states is the action's (a withdrawal); other actions are scored as obligations.
                    role = ACTION_PERIOD_ROLE.get(getattr(s, "action", None) or "")
                written = written_period(getattr(fig, "text", "") or "") if kind == "period" else None
                out.append(Stated(kind, value, role, raw, f"statement {clause.id}", written))
    return out


# --------------------------------------------------------------------------- comparison


@dataclass
class Score:
    docs: int = 0
    dates: list[int] = field(default_factory=lambda: [0, 0])  # found, gold
    amounts: list[int] = field(default_factory=lambda: [0, 0])
    periods: list[int] = field(default_factory=lambda: [0, 0])
    obligations: list[int] = field(default_factory=lambda: [0, 0])
    wrong: int = 0
    traps: list[int] = field(default_factory=lambda: [0, 0])  # fallen into, traps
    wrong_lines: list[str] = field(default_factory=list)
    trap_lines: list[str] = field(default_factory=list)
    seconds: float = 0.0
    # gold facts with a role not found, and wrong statements, by kind of fact: date role, amount meaning, period
    # role, and (wrong only) an action on a date or a statement against an obligation
    missed: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FACT_KINDS, 0))
    wrong_by_kind: dict[str, int] = field(default_factory=lambda: dict.fromkeys(WRONG_KINDS, 0))
    # amounts the result gives a meaning although no annotation lists their value (possible wrong statements)
    unlisted: int = 0
    unlisted_lines: list[str] = field(default_factory=list)
    # amounts by the gold's meaning class: missed, and stated wrongly ("gold>stated", several gold meanings joined
    # by "/"), counts only
    missed_meaning: Counter[str] = field(default_factory=Counter)
    wrong_meaning: Counter[str] = field(default_factory=Counter)

    def add(self, other: Score) -> None:
        self.docs += other.docs
        for name in ("dates", "amounts", "periods", "obligations", "traps"):
            mine, theirs = getattr(self, name), getattr(other, name)
            mine[0] += theirs[0]
            mine[1] += theirs[1]
        self.wrong += other.wrong
        self.seconds += other.seconds
        for kind in FACT_KINDS:
            self.missed[kind] += other.missed[kind]
        for kind in WRONG_KINDS:
            self.wrong_by_kind[kind] += other.wrong_by_kind[kind]
        self.unlisted += other.unlisted
        self.missed_meaning.update(other.missed_meaning)
        self.wrong_meaning.update(other.wrong_meaning)

    def key_found(self) -> tuple[int, int]:
        return self.dates[0] + self.amounts[0], self.dates[1] + self.amounts[1]


_GOLD_KIND = {"dates": "date", "amounts": "amount", "periods": "period"}
FACT_KINDS = ("date", "amount", "period")
WRONG_KINDS = (*FACT_KINDS, "action", "statement")


def _gold_value(kind: str, value: Any) -> str:
    return {"date": str, "amount": norm_amount, "period": norm_period}[kind](value)


def _role_field(kind: str) -> str:
    return "meaning" if kind == "amount" else "role"


def _norm_heading(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def clauses_under(result: AnalysisResult, heading: str) -> list[Any]:
    """The result's clauses a gold heading points to: same heading, or the clause opens with it."""
    want = _norm_heading(heading)
    found = []
    for c in result.clauses:
        head = _norm_heading(c.heading or "")
        opening = _norm_heading(c.original[: len(heading) + 40])
        if (head and (head == want or (len(head) >= 4 and want.startswith(head)))) or opening.startswith(want):
            found.append(c)
    return found


def _statements(clauses: Sequence[Any]) -> list[Any]:
    return [s for c in clauses for s in (getattr(c, "statements", None) or ())]


def _narrowed(statement: Any) -> bool:
    return bool(getattr(statement, "condition", False) or getattr(statement, "exception", False))


def relates(engine_action: str | None, gold_action: str) -> bool | None:
    """Whether the engine's action names the gold's action (None: the statement names no action)."""
    if not engine_action:
        return None
    text = gold_action.casefold()
    return any(cue in text for cue in ACTION_CUES.get(engine_action, ()))


def score_document(doc: dict[str, Any], result: AnalysisResult) -> Score:
    score = Score(docs=1)
    stated = stated_facts(result)
    by_value: dict[tuple[str, str], list[Stated]] = {}
    for s in stated:
        by_value.setdefault((s.kind, s.value), []).append(s)

    # gold roles per value (all entries with that value) and the acceptable extra names
    gold_roles: dict[tuple[str, str], set[str]] = {}
    gold_also: dict[tuple[str, str], set[str]] = {}
    for section, kind in _GOLD_KIND.items():
        for fact in doc.get(section, []):
            key = (kind, _gold_value(kind, fact["value"]))
            gold_roles.setdefault(key, set()).add(fact[_role_field(kind)])
            gold_also.setdefault(key, set()).update(fact.get("also", []))

    # found
    for section, kind in _GOLD_KIND.items():
        tally = getattr(score, section)
        seen: set[tuple[str, str]] = set()
        for fact in doc.get(section, []):
            role = fact[_role_field(kind)]
            key = (kind, _gold_value(kind, fact["value"]))
            if role == "none" or (key[1], role) in seen:
                continue
            seen.add((key[1], role))
            tally[1] += 1
            found = any(s.role == role for s in by_value.get(key, []))
            tally[0] += found
            score.missed[kind] += not found
            if kind == "amount" and not found:
                score.missed_meaning[role] += 1

    # wrong facts: a value the gold knows, stated with a role the gold does not give it
    reported: set[tuple[str, str, str]] = set()
    for s in stated:
        key = (s.kind, s.value)
        if s.role is None or key not in gold_roles:
            continue
        if s.role in gold_roles[key] or s.role in gold_also[key] or (s.raw or "") in gold_also[key]:
            continue
        if (s.kind, s.value, s.role) in reported:
            continue
        reported.add((s.kind, s.value, s.role))
        score.wrong += 1
        score.wrong_by_kind[s.kind] += 1
        if s.kind == "amount":
            score.wrong_meaning[f"{'/'.join(sorted(gold_roles[key]))}>{s.role}"] += 1
        named = s.role if s.raw in (None, s.role) else f"{s.role} (engine: {s.raw})"
        score.wrong_lines.append(f"{s.kind} {s.value} stated as {named} ({s.where}); gold: {sorted(gold_roles[key])}")

    # wrong actions: an appointment the gold does not list, an action on a date the gold gives no role
    for action in result.actions:
        if not action.date:
            continue
        roles = gold_roles.get(("date", action.date))
        if roles is None:
            continue
        if action.kind == "appointment" and "appointment" not in roles:
            score.wrong += 1
            score.wrong_by_kind["action"] += 1
            score.wrong_lines.append(f"appointment action on {action.date} ({action.clause_id}); gold: {sorted(roles)}")
        elif action.kind != "appointment" and roles == {"none"}:
            score.wrong += 1
            score.wrong_by_kind["action"] += 1
            score.wrong_lines.append(f"{action.kind} action on {action.date} ({action.clause_id}); gold: none")

    # obligations against statements (where the result has them)
    obligations_by_heading: dict[str, list[dict[str, Any]]] = {}
    for ob in doc.get("obligations", []):
        obligations_by_heading.setdefault(ob["heading"], []).append(ob)
    for heading, obs in obligations_by_heading.items():
        statements = _statements(clauses_under(result, heading))
        for ob in obs:
            score.obligations[1] += 1
            parties = PARTY_OF.get(ob["party"], frozenset())
            agree = MODALITY_OF.get(ob["modality"], frozenset())
            # statements about this obligation's action (or naming none)
            about = [s for s in statements if relates(s.action, ob["action"]) is not False]
            if any(s.party in parties and s.modality in agree for s in about):
                score.obligations[0] += 1
                continue
            against = CONTRADICTS.get(ob["modality"], frozenset())
            # a contradiction needs the same action named, and no condition or exception narrowing it: "may not
            # give notice while a payment is open" does not contradict "may give notice at any time"
            named = [s for s in about if s.action and not _narrowed(s)]
            bad = [s for s in named if s.party in parties and s.modality in against]
            if not bad and not any(s.party in parties for s in about):
                other = OTHER_SIDE.get(ob["party"], frozenset())
                bad = [s for s in named if s.party in other and s.modality in agree]
            if bad:
                s = bad[0]
                score.wrong += 1
                score.wrong_by_kind["statement"] += 1
                score.wrong_lines.append(
                    f"statement {s.party} {s.modality} {s.action} under '{heading}'; gold: {ob['party']} {ob['modality']}"
                )

    # amounts given a meaning whose value no annotation lists: not scored, counted so that they are read (dev)
    listed = {key[1] for key in gold_roles if key[0] == "amount"}
    unlisted: set[tuple[str, str]] = set()
    for s in stated:
        if s.kind == "amount" and s.role is not None and s.value not in listed and (s.value, s.role) not in unlisted:
            unlisted.add((s.value, s.role))
            score.unlisted_lines.append(f"amount {s.value} stated as {s.role} ({s.where}); not in the gold")
    score.unlisted = len(unlisted)

    # traps
    for trap in doc.get("traps", []):
        score.traps[1] += 1
        if fell_into(trap, result, by_value, gold_roles, gold_also):
            score.traps[0] += 1
            score.trap_lines.append(f"{trap['kind']} {trap['value']}: {trap['wrong']}")
    return score


def fell_into(
    trap: dict[str, Any],
    result: AnalysisResult,
    by_value: dict[tuple[str, str], list[Stated]],
    gold_roles: dict[tuple[str, str], set[str]],
    gold_also: dict[tuple[str, str], set[str]],
) -> bool:
    kind, wrong_as = trap["kind"], trap.get("as")
    if kind in ("date_role", "amount_meaning", "period_role"):
        fact_kind = {"date_role": "date", "amount_meaning": "amount", "period_role": "period"}[kind]
        key = (fact_kind, _gold_value(fact_kind, trap["value"]))
        candidates = by_value.get(key, [])
        if fact_kind == "period" and re.fullmatch(r"P\d+W", str(trap["value"]).upper()):
            # A trap on "2 Wochen" is not fallen into by the "14 Tage" of another clause, stated rightly: where the
            # engine's wording is known, it must be written in weeks as the trap's is.
            want = str(trap["value"]).upper()
            candidates = [s for s in candidates if s.written is None or s.written == want]
        roles = {s.role for s in candidates if s.role}
        if wrong_as is not None:
            return wrong_as in roles
        allowed = gold_roles.get(key, set()) | gold_also.get(key, set())
        return bool(roles - allowed)
    if kind == "appointment":
        return any(a.kind == "appointment" and a.date == trap["value"] for a in result.actions) or any(
            s.role == "appointment" for s in by_value.get(("date", str(trap["value"])), [])
        )
    statements = [s for s in _statements(clauses_under(result, str(trap["value"]))) if not _narrowed(s)]
    if kind == "party":
        return any(s.party in PARTY_OF.get(wrong_as or "", frozenset({wrong_as})) for s in statements)
    if kind == "negation":
        parties = PARTY_OF.get(trap.get("party") or "", frozenset())
        modalities = MODALITY_OF.get(wrong_as or "", frozenset())
        return any((not parties or s.party in parties) and s.modality in modalities for s in statements)
    return False


# --------------------------------------------------------------------------- printing


def pct(pair: Sequence[int]) -> str:
    return f"{pair[0]}/{pair[1]}" + (f" = {pair[0] / pair[1]:.2f}" if pair[1] else "")


def print_score(title: str, s: Score) -> None:
    found, total = s.key_found()
    print(
        f"{title}: key dates {pct(s.dates)}; amounts {pct(s.amounts)}; key dates+amounts {pct((found, total))};"
        f" periods {pct(s.periods)}; obligations {pct(s.obligations)}; WRONG {s.wrong}; traps fallen into"
        f" {pct(s.traps)}"
    )


def print_kinds(title: str, s: Score) -> None:
    """Misses and WRONGs by kind of fact, figures only (printed for both halves: no value, no text, no id)."""
    missed = ", ".join(f"{kind} {s.missed[kind]}" for kind in FACT_KINDS)
    wrong = ", ".join(f"{kind} {s.wrong_by_kind[kind]}" for kind in WRONG_KINDS)
    print(
        f"{title}: missed by kind: {missed}; WRONG by kind: {wrong}; amounts with a meaning not in the gold {s.unlisted}"
    )
    print(f"{title}: amounts missed by gold meaning: {_counts(s.missed_meaning)}")
    print(f"{title}: amounts WRONG by gold meaning>stated: {_counts(s.wrong_meaning)}")


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{name} {n}" for name, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))) or "none"


def load_gold(path: Path = GOLD) -> list[dict[str, Any]]:
    docs: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["documents"]
    for doc in docs:
        if doc["half"] != half_of(doc["id"]):
            raise ValueError(f"{doc['id']}: half {doc['half']!r}, but its id hashes to {half_of(doc['id'])!r}")
    return docs


def detail_lines(half: str, score: Score, quiet: bool = False) -> list[str]:
    """The WRONG and TRAP lines of a document: for the dev half only (validation gives counts, never what was
    stated wrongly, so no rule is written from it)."""
    if quiet or half != "dev":
        return []
    return (
        [f"WRONG {line}" for line in score.wrong_lines]
        + [f"TRAP  {line}" for line in score.trap_lines]
        + [f"UNLISTED {line}" for line in score.unlisted_lines]
    )


def run(language: str, half: str, data_dir: Path, quiet: bool = False) -> dict[str, Score]:
    from bench.explain_real import explain_text

    gold = load_gold()
    settings = Settings()
    totals = {h: Score() for h in HALVES}
    print(f"\n=== gold key facts, explained in {language} (bench/gold/facts.json, {len(gold)} documents)")
    for name in HALVES:
        if half not in ("all", name):
            continue
        docs = [d for d in gold if d["half"] == name]
        print(f"\n-- {name} half: {len(docs)} documents")
        for doc in docs:
            started = time.perf_counter()
            result = explain_text(document_text(doc["id"], data_dir), language, settings)
            s = score_document(doc, result)
            s.seconds = time.perf_counter() - started
            totals[name].add(s)
            print_score(f"  {doc['id']}", s)
            for line in detail_lines(name, s, quiet):
                print(f"      {line}")
        print_score(f"  {name} total", totals[name])
        print_kinds(f"  {name} total", totals[name])
    if half == "all":
        both = Score()
        for s in totals.values():
            both.add(s)
        print_score("  all documents", both)
        v, d = (totals[h].key_found() for h in HALVES)
        if v[1] and d[1]:
            print(f"  gap key dates+amounts found, dev - validation: {d[0] / d[1] - v[0] / v[1]:+.2f}")
    return totals


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.explain_facts", description=__doc__.split("\n")[0])
    parser.add_argument("--language", choices=("de", "en"), default=None, help="explanation language (default: both)")
    parser.add_argument("--half", choices=("validation", "dev", "all"), default="all")
    parser.add_argument(
        "--quiet", action="store_true", help="figures only, no WRONG/TRAP lines (never printed for the validation half)"
    )
    parser.add_argument("--data", type=Path, default=REAL_DATA)
    args = parser.parse_args(argv)
    if not (args.data / "employment_clauses.json").is_file():
        print(f"real data not found in {args.data} (see the README there); nothing to measure")
        return
    for language in [args.language] if args.language else ["de", "en"]:
        run(language, args.half, args.data, args.quiet)


if __name__ == "__main__":
    main()
