"""Employment notes within the dev half: does each rule carry from one half of the dev contracts to the other?

Run: .venv/bin/python -m bench.explain_real_employment_split [DATA_DIR]

The dev half of ``bench.explain_real_employment`` (the validation half is not read here at all) is cut
again by contract, by the parity of the second byte of sha256 of the contract's id
``employment:<first>-<last>`` (A: even, B: odd). Printed: for each dataset topic (the legal category the
lawyers named), the void/unfair clauses on each side and how many got a counting note (void:
``may_be_invalid``; unfair: ``may_be_invalid`` or ``unusual``); for each note key, the void/unfair and the
valid clauses it fired on per side. A key that fires on bad clauses of one side only holds that side's
wording rather than its category. Counts only; no clause text is printed.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes
from bench.explain_real_employment import DATA_DIR, contracts, halves


def side(contract_id: str) -> str:
    return "A" if hashlib.sha256(contract_id.encode()).digest()[1] % 2 == 0 else "B"


def run(data_dir: Path) -> None:
    clauses = json.loads((data_dir / "employment_clauses.json").read_text(encoding="utf-8"))
    half = halves(clauses)
    side_of: dict[int, str] = {}
    for group in contracts(clauses):
        if half[group[0]] != "dev":
            continue
        for i in group:
            side_of[i] = side(f"employment:{group[0]}-{group[-1]}")
    bad: Counter[tuple[str, str]] = Counter()
    hit: Counter[tuple[str, str]] = Counter()
    key_bad: Counter[tuple[str, str]] = Counter()
    key_valid: Counter[tuple[str, str]] = Counter()
    totals: Counter[str] = Counter()
    for i, s in side_of.items():
        c = clauses[i]
        view = ClauseView(f"c{i + 1}", c.get("content") or "", c.get("heading"), "employment", "de")
        drafts = find_german_notes(view)
        kinds = {d.kind for d in drafts}
        label = c.get("true_label")
        is_bad = label in ("void", "unfair")
        for key in {d.key for d in drafts}:
            (key_bad if is_bad else key_valid)[(key, s)] += 1
        totals[s] += 1
        if not is_bad:
            continue
        topic = c.get("topic") or "?"
        bad[(topic, s)] += 1
        ok = "may_be_invalid" in kinds if label == "void" else bool(kinds & {"may_be_invalid", "unusual"})
        hit[(topic, s)] += ok
    print(f"dev contracts' clauses: A {totals['A']}, B {totals['B']}")
    print(f"{'topic':28} {'A hit/bad':>10} {'B hit/bad':>10}")
    for topic in sorted({t for t, _ in bad}):
        a = f"{hit[(topic, 'A')]}/{bad[(topic, 'A')]}"
        b = f"{hit[(topic, 'B')]}/{bad[(topic, 'B')]}"
        print(f"{topic:28} {a:>10} {b:>10}")
    ha, hb = sum(v for (_, s), v in hit.items() if s == "A"), sum(v for (_, s), v in hit.items() if s == "B")
    ba, bb = sum(v for (_, s), v in bad.items() if s == "A"), sum(v for (_, s), v in bad.items() if s == "B")
    print(f"{'recall':28} {ha}/{ba:<8} {hb}/{bb}")
    print(f"{'note key':32} {'A bad/valid':>12} {'B bad/valid':>12}  one side only")
    for key in sorted({k for k, _ in key_bad} | {k for k, _ in key_valid}):
        a = f"{key_bad[(key, 'A')]}/{key_valid[(key, 'A')]}"
        b = f"{key_bad[(key, 'B')]}/{key_valid[(key, 'B')]}"
        one = "*" if (key_bad[(key, "A")] == 0) != (key_bad[(key, "B")] == 0) else ""
        print(f"{key:32} {a:>12} {b:>12}  {one}")


if __name__ == "__main__":
    run(Path(sys.argv[1]) if len(sys.argv) > 1 else DATA_DIR)
