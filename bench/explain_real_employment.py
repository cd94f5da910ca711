"""German legal notes on real employment clauses: which void and unfair clauses get a note.

Run: .venv/bin/python -m bench.explain_real_employment

Reads ../shared/data/real/employment_clauses.json beside the checkout (445 clauses of real German
employment contracts labelled valid / unfair / void by lawyers; CC BY-NC 4.0). Measure only: nothing
in the project is trained on it and nothing of it is copied. Each clause becomes a ClauseView
(heading, content, category "employment", language "de") for ``find_german_notes``.

Printed: clauses, void, unfair; recall (void with a ``may_be_invalid`` note, unfair with
``may_be_invalid`` or ``unusual``); precision of ``may_be_invalid`` (share of clauses with such a
note that lawyers judged void or unfair) and of any note; counts per note key; the topics missed most.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes

DATA_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "real"


def run(data_dir: Path) -> None:
    path = data_dir / "employment_clauses.json"
    if not path.is_file():
        print(f"{path} not found: nothing to measure")
        return
    clauses = json.loads(path.read_text(encoding="utf-8"))
    void = unfair = void_hit = unfair_hit = 0
    invalid_noted = invalid_right = any_noted = any_right = 0
    keys: Counter[str] = Counter()
    keys_wrong: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    for i, c in enumerate(clauses):
        view = ClauseView(f"c{i + 1}", c.get("content") or "", c.get("heading"), "employment", "de")
        drafts = find_german_notes(view)
        kinds = {d.kind for d in drafts}
        label = c.get("true_label")
        bad = label in ("void", "unfair")
        for d in drafts:
            keys[d.key] += 1
            if not bad:
                keys_wrong[d.key] += 1
        if drafts:
            any_noted += 1
            any_right += bad
        if "may_be_invalid" in kinds:
            invalid_noted += 1
            invalid_right += bad
        if label == "void":
            void += 1
            hit = "may_be_invalid" in kinds
            void_hit += hit
        elif label == "unfair":
            unfair += 1
            hit = bool(kinds & {"may_be_invalid", "unusual"})
            unfair_hit += hit
        else:
            continue
        if not hit:
            missed[c.get("topic") or "?"] += 1

    def pct(a: int, b: int) -> str:
        return f"{a}/{b} = {a / b:.2f}" if b else "n/a"

    print(f"clauses {len(clauses)}, void {void}, unfair {unfair}")
    print(f"recall void (may_be_invalid)              {pct(void_hit, void)}")
    print(f"recall unfair (may_be_invalid|unusual)    {pct(unfair_hit, unfair)}")
    print(f"recall void+unfair                        {pct(void_hit + unfair_hit, void + unfair)}")
    print(f"precision may_be_invalid (void|unfair)    {pct(invalid_right, invalid_noted)}")
    print(f"precision any note (void|unfair)          {pct(any_right, any_noted)}")
    print("notes per key (on clauses judged valid):")
    for key, n in keys.most_common():
        print(f"  {key:32} {n:3}  ({keys_wrong[key]} valid)")
    print("topics missed most:")
    for topic, n in missed.most_common(6):
        print(f"  {topic:32} {n:3}")


if __name__ == "__main__":
    run(Path(sys.argv[1]) if len(sys.argv) > 1 else DATA_DIR)
