"""The LLM role check (app/explain/answercheck.role_mismatches) against the hand-written gold (bench/gold/facts.json).

Run: .venv/bin/python -m bench.llm_roles


For every gold date (start / end / none) and amount (salary / threshold / none / part / limit / fee / ...),
answers are written as a model might: a claim the gold bears out ("correct") and one it does not ("wrong").
Each is checked as the engine checks a clause answer (roles of the clause(s) holding the figure) and a
summary (roles of the whole document). Correct claims rejected = LLM text lost; wrong claims passed = missed.
"""

import json
import sys
from collections import Counter, defaultdict
from datetime import date

from app.analysis.amounts import find_money
from app.analysis.classify import classify
from app.analysis.dates import find_dates
from app.analysis.facts import key_facts
from app.analysis.statements import find_statements
from app.config import Settings
from app.explain.answercheck import _cents, role_mismatches
from app.explain.llm import _roles, _union
from app.models import DocumentInput, Text, clause_id
from app.prepare.run import prepare
from bench.explain_facts import GOLD, document_text
from tests.support.paths import REAL_DATA

EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
DE_MONTHS = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]


def fmt_date(d, lang):
    return (
        f"{d.day} {EN_MONTHS[d.month - 1]} {d.year}" if lang == "en" else f"{d.day}. {DE_MONTHS[d.month - 1]} {d.year}"
    )


def fmt_amount(v, lang):
    s = f"{v:,.2f}"
    return f"€{s}" if lang == "en" else s.replace(",", "X").replace(".", ",").replace("X", ".") + " €"


SENT = {
    "en": {
        "start": "Your contract starts on {x}.",
        "end": "Your contract ends on {x}.",
        "salary": "Your salary is {x} a month.",
        "deposit": "The deposit is {x}.",
    },
    "de": {
        "start": "Ihr Vertrag beginnt am {x}.",
        "end": "Ihr Vertrag endet am {x}.",
        "salary": "Ihr Gehalt beträgt {x} im Monat.",
        "deposit": "Die Kaution beträgt {x}.",
    },
}


def main():
    settings = Settings()
    gold = json.loads(GOLD.read_text())["documents"]
    langs = sys.argv[1:] or ["en", "de"]
    for half in ("validation", "dev"):
        tally = {k: Counter() for k in ("clause", "summary")}
        misses = []
        docs = [d for d in gold if d["half"] == half]
        for g in docs:
            text = document_text(g["id"], REAL_DATA)
            doc = prepare(DocumentInput(explanation_language="en", content=Text(text)), settings)
            facts = key_facts(doc)
            category, _ = classify(doc.text)
            st = find_statements(doc, facts.deadlines, facts.amounts, category)
            items = [(clause_id(i), doc.text[s.start : s.end]) for i, s in enumerate(doc.segments)]
            roles = _roles(items, facts, st)
            whole = _union(roles.values())
            holds_date = defaultdict(list)
            holds_amount = defaultdict(list)
            for cid, t in items:
                for d in find_dates(t):
                    holds_date[d.value].append(cid)
                for m in find_money(t):
                    holds_amount[_cents(abs(m.value))].append(cid)
            cases = []  # (kind, key, claim, correct?)
            by_date = defaultdict(set)
            also = defaultdict(set)
            for x in g.get("dates", []):
                by_date[date.fromisoformat(x["value"])].add(x["role"])
                also[date.fromisoformat(x["value"])].update(x.get("also", []))
            for d, rs in by_date.items():
                for claim, ok in (
                    ("start", "start" in rs),
                    ("end", bool(rs & {"end", "due", "notice_end", "objection", "withdrawal"})),
                ):
                    if ok or rs <= {"none", "start", "end", "appointment", "due"}:
                        cases.append(("date", d, claim, ok))
            by_amount = defaultdict(set)
            for x in g.get("amounts", []):
                by_amount[_cents(x["value"])].add(x["meaning"])
                also[_cents(x["value"])].update(x.get("also", []))
            for a, ms in by_amount.items():
                cases.append(("amount", a, "salary", "salary" in ms))
                if "salary" in ms:
                    cases.append(("amount", a, "deposit", "deposit" in ms))
            cases = [
                c
                for c in cases
                if c[3]
                or not (
                    also[c[1]]
                    & ({"start"} if c[2] == "start" else {"end", "due", "notice_end"} if c[2] == "end" else {c[2]})
                )
            ]
            for kind, key, claim, ok in cases:
                where = (holds_date if kind == "date" else holds_amount).get(key, [])
                for lang in langs:
                    x = fmt_date(key, lang) if kind == "date" else fmt_amount(float(key), lang)
                    sent = SENT[lang][claim].format(x=x)
                    label = "correct" if ok else "wrong"
                    if not where:
                        tally["clause"][f"{label}: figure not found in any clause"] += 1
                    else:
                        rejected = [bool(role_mismatches(sent, lang, roles[c])) for c in where]
                        if ok:
                            res = "passed" if not all(rejected) else "REJECTED"
                        else:
                            res = "rejected" if all(rejected) else "MISSED"
                        tally["clause"][f"{label}: {res}"] += 1
                        if res in ("REJECTED", "MISSED"):
                            misses.append(
                                (
                                    g["id"],
                                    lang,
                                    claim,
                                    str(key),
                                    label,
                                    res,
                                    [
                                        sorted(roles[c].dates.get(key, roles[c].amounts.get(key, frozenset())))
                                        for c in where
                                    ],
                                )
                            )
                    r = bool(role_mismatches(sent, lang, whole))
                    known = key in (whole.dates if kind == "date" else whole.amounts)
                    if not known:
                        tally["summary"][f"{label}: figure unknown"] += 1
                    else:
                        tally["summary"][
                            f"{label}: " + (("REJECTED" if r else "passed") if ok else ("rejected" if r else "MISSED"))
                        ] += 1
        print(f"== {half}: {len(docs)} documents, answers in {','.join(langs)}")
        for k, c in tally.items():
            print(f"  {k}: " + "; ".join(f"{n} {v}" for n, v in sorted(c.items())))
        for m in misses:
            print("   ", m)


if __name__ == "__main__":
    main()
