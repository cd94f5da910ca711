"""Employment notes, fold-held-out within the dev half: which note keys fire on one contract's wording only?

Run: .venv/bin/python -m bench.explain_real_employment_folds [DATA_DIR] [--folds 3]

The dev half of ``bench.explain_real_employment`` (the validation half is not read at all: its clauses are
skipped before any rule runs) is cut by contract into ``--folds`` folds, by sha256 of the contract's id
``employment:<first>-<last>`` (sorted by it and dealt out in turn, so the folds are even). The rules are hand-written and were written while
looking at the whole dev half, so a fold cannot be held out of their writing; what can be held out is the
*evidence* for a rule. A void/unfair clause of fold k counts as a *fold-held-out hit* only if a note key that
makes it a hit (void: ``may_be_invalid``; unfair: ``may_be_invalid`` or ``unusual``) also hits a void/unfair
clause of another contract, in another fold. A key whose hits all lie in one contract holds that contract's
wording until some other contract shows the same category: its hits count for dev, not for fold-held-out.

Printed: the dev figure, the fold-held-out figure and their gap; per fold, bad clauses, dev hits and
fold-held-out hits; per note key, its hits on bad clauses per fold, the number of contracts they come from and
the valid clauses it fired on (``1-contract`` marks a key that holds one contract's wording). Counts only; no
clause text is printed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes
from bench.explain_real_employment import DATA_DIR, contracts, halves

COUNTING = {"void": {"may_be_invalid"}, "unfair": {"may_be_invalid", "unusual"}}


def fold_order(contract_ids: list[str], folds: int) -> dict[str, int]:
    """Contract id -> fold: the contracts sorted by sha256 of their id and dealt out in turn, so that the folds
    hold as many contracts each as can be (a hash modulo the folds leaves 12 contracts badly unbalanced)."""
    ranked = sorted(contract_ids, key=lambda c: hashlib.sha256(c.encode()).hexdigest())
    return {c: n % folds for n, c in enumerate(ranked)}


def run(data_dir: Path, folds: int = 3) -> dict[str, float]:
    path = data_dir / "employment_clauses.json"
    if not path.is_file():
        print(f"{path} not found: nothing to measure")
        return {}
    clauses = json.loads(path.read_text(encoding="utf-8"))
    half = halves(clauses)
    where: dict[int, tuple[int, int]] = {}  # clause index -> (fold, contract number)
    dev = [(n, g) for n, g in enumerate(contracts(clauses)) if half[g[0]] == "dev"]
    fold_of = fold_order([f"employment:{g[0]}-{g[-1]}" for _, g in dev], folds)
    for number, group in dev:
        fold = fold_of[f"employment:{group[0]}-{group[-1]}"]
        for i in group:
            where[i] = (fold, number)
    # key -> contracts and folds of the bad clauses it counts on
    key_contracts: dict[str, set[int]] = defaultdict(set)
    key_folds: dict[str, Counter[int]] = defaultdict(Counter)
    key_valid: Counter[str] = Counter()
    invalid_noted = invalid_right = 0
    bad: list[tuple[int, int, set[str]]] = []  # (fold, contract, counting keys) per void/unfair clause
    for i, (fold, number) in where.items():
        c = clauses[i]
        view = ClauseView(f"c{i + 1}", c.get("content") or "", c.get("heading"), "employment", "de")
        drafts = find_german_notes(view)
        label = c.get("true_label")
        if any(d.kind == "may_be_invalid" for d in drafts):
            invalid_noted += 1
            invalid_right += label in COUNTING
        if label not in COUNTING:
            for key in {d.key for d in drafts}:
                key_valid[key] += 1
            continue
        keys = {d.key for d in drafts if d.kind in COUNTING[label]}
        bad.append((fold, number, keys))
        for key in keys:
            key_contracts[key].add(number)
            key_folds[key][fold] += 1
    per_fold: Counter[int] = Counter()
    per_fold_hit: Counter[int] = Counter()
    per_fold_held: Counter[int] = Counter()
    for fold, _number, keys in bad:
        per_fold[fold] += 1
        per_fold_hit[fold] += bool(keys)
        per_fold_held[fold] += any(any(f != fold for f in key_folds[k]) for k in keys)
    n = len(bad)
    hit, held = sum(per_fold_hit.values()), sum(per_fold_held.values())
    print(f"dev half in {folds} folds by contract: {n} void/unfair clauses")
    print(f"  recall dev                                {hit}/{n} = {hit / max(1, n):.2f}")
    print(f"  recall fold-held-out                      {held}/{n} = {held / max(1, n):.2f}")
    print(f"  gap dev - fold-held-out                   {(hit - held) / max(1, n):+.2f}")
    print(f"  precision may_be_invalid (dev)            {invalid_right}/{invalid_noted}")
    for fold in range(folds):
        print(
            f"  fold {fold}: bad {per_fold[fold]:3}, dev hits {per_fold_hit[fold]:3}, held-out hits {per_fold_held[fold]:3}"
        )
    print(f"{'note key':34} {'hits/fold':>12} {'contracts':>9} {'valid':>5}")
    for key in sorted(set(key_folds) | set(key_valid), key=lambda k: (-sum(key_folds[k].values()), k)):
        row = " ".join(str(key_folds[key][f]) for f in range(folds))
        one = "1-contract" if len(key_contracts[key]) == 1 else ""
        print(f"  {key:32} {row:>12} {len(key_contracts[key]):9} {key_valid[key]:5}  {one}")
    return {"dev": hit / max(1, n), "held_out": held / max(1, n)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m bench.explain_real_employment_folds", description=__doc__.split("\n")[0]
    )
    parser.add_argument("data", nargs="?", type=Path, default=DATA_DIR)
    parser.add_argument("--folds", type=int, default=3)
    args = parser.parse_args(argv)
    run(args.data, args.folds)


if __name__ == "__main__":
    main(sys.argv[1:])
