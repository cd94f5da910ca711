"""Would a trained classifier decide "may be void" on German shops' terms better than the rules? (No model ships.)

Run: .venv/bin/python -m tools.train_shops [--data DIR] [--features wbr ...]

Reads ``agb_de_dev.csv`` from ../shared/data/real/ (AGB-DE, Braun, Matthes 2024, CC BY-SA 4.0; see its
README.md) and keeps the dev half by shop (``bench.explain_facts.half_of`` on ``agb_de_dev.csv:contract=<n>``);
the validation half is never read here. Per feature set a logistic regression (the L2 fit by Adam of
tools/train_unfair.py) learns "void" in a leave-one-shop-out cross-validation on the dev half, and the pooled
ranking of the held-out shops' clauses is printed: the best F1 and recall/precision at fixed cut-offs, beside
the rules of app/analysis/notes_shops_de.py (which need no training) on the same clauses.

Feature sets (letters, combinable): ``w`` words, ``b`` word pairs, ``c`` character 5-grams, ``h`` heading words,
``k`` the rules' legal categories, ``r`` which rules' features match and which rules fire. On the dev half
(49 void clauses of 1,088, 22 shops) words and word pairs, also with character 5-grams and the heading, ranked
the held-out shops' void clauses barely above chance (best F1 0.09; 0.05 of all clauses are void), and a model
on the rules' hits (best F1 0.55) stayed below the rules themselves (F1 0.68, which were written on this half):
too few void clauses per kind for a model to learn which wording is void. So the rules decide, and no model of
AGB-DE ships.
"""

from __future__ import annotations

import argparse
import csv
import re
from collections import Counter
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path

import numpy as np

from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import CATEGORY, categories, find_shop_notes, rules, sentence_text
from tools.train_unfair import DEFAULT_DATA, _fit, _matrix

_WORD = re.compile(r"[^\W\d_]{2,}")
CUT_OFFS = (20, 30, 40, 50, 60, 80)


def load_dev(data: Path) -> list[dict[str, str]]:
    from bench.explain_facts import half_of

    with (data / "agb_de_dev.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    return [r for r in rows if half_of(f"agb_de_dev.csv:contract={r['contract']}") == "dev"]


def is_void(row: dict[str, str]) -> bool:
    return row["void"].strip() in {"1", "1.0"}


def features(text: str, heading: str | None, which: str) -> list[str]:
    low = sentence_text(text)
    words = _WORD.findall(low)
    out: set[str] = set()
    if "w" in which:
        out.update(f"w:{w}" for w in words)
    if "b" in which:
        out.update(f"b:{a}_{b}" for a, b in pairwise(words))
    if "c" in which:
        for w in words:
            padded = f"<{w}>"
            out.update(f"c:{padded[i : i + 5]}" for i in range(len(padded) - 4))
    if "h" in which:
        out.update(f"h:{w}" for w in _WORD.findall((heading or "").lower()))
    have = categories(text, heading)
    if "k" in which:
        out.update(f"k:{c}" for c in have)
    if "r" in which:
        for rule in rules():
            if have & rule.needs and rule.feature.search(low):
                out.add(f"rf:{rule.key}")
        out.update(f"r:{d.key}:{d.kind}" for d in find_shop_notes(ClauseView("c", text, heading, CATEGORY, "de")))
    return sorted(out)


def cross_validate(rows: Sequence[dict[str, str]], which: str, min_df: int = 2) -> np.ndarray:
    """Scores of every clause from a model trained without its shop."""
    feats = [features(r["text"], r["title"].strip() or None, which) for r in rows]
    y = np.asarray([float(is_void(r)) for r in rows])
    scores = np.zeros(len(rows))
    for shop in sorted({r["contract"] for r in rows}):
        train = [i for i, r in enumerate(rows) if r["contract"] != shop]
        test = [i for i, r in enumerate(rows) if r["contract"] == shop]
        df = Counter(f for i in train for f in feats[i])
        names = sorted(f for f, n in df.items() if n >= min_df)
        vocab = {f: i for i, f in enumerate(names)}
        ptr, ind, row_of = _matrix([feats[i] for i in train], vocab)
        b, w = _fit(ptr, ind, row_of, y[train], len(names), iterations=200)
        for i in test:
            scores[i] = b + sum(w[vocab[f]] for f in feats[i] if f in vocab)
    return scores


def ranking_figures(scores: np.ndarray, y: np.ndarray) -> str:
    order = np.argsort(-scores)
    hits = np.cumsum(y[order])
    total = max(1.0, float(y.sum()))
    f1 = 2 * hits / (np.arange(1, len(y) + 1) + total)
    k = int(f1.argmax())
    parts = [
        f"best F1 {f1[k]:.2f} at the top {k + 1} (recall {hits[k] / total:.2f}, precision {hits[k] / (k + 1):.2f})"
    ]
    parts += [f"top {n}: {hits[n - 1] / total:.2f}/{hits[n - 1] / n:.2f}" for n in CUT_OFFS if n <= len(y)]
    return "; ".join(parts)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--features", nargs="*", default=["wb", "wbch", "r", "rk", "wbr"])
    args = parser.parse_args(argv)
    if not (args.data / "agb_de_dev.csv").is_file():
        print(f"agb_de_dev.csv not found in {args.data} (see the README there); nothing to measure")
        return
    rows = load_dev(args.data)
    y = np.asarray([float(is_void(r)) for r in rows])
    noted = [
        any(d.kind == "may_be_invalid" for d in find_shop_notes(ClauseView("c", r["text"], r["title"].strip() or None,
                                                                             CATEGORY, "de")))
        for r in rows
    ]  # fmt: skip
    right = sum(1 for n, v in zip(noted, y, strict=True) if n and v)
    recall, precision = right / max(1.0, y.sum()), right / max(1, sum(noted))
    print(f"dev half: {len(rows)} clauses, {int(y.sum())} void, {len({r['contract'] for r in rows})} shops")
    print(f"  rules (no training): recall {recall:.2f}, precision {precision:.2f}, "
          f"F1 {2 * recall * precision / max(1e-9, recall + precision):.2f}")  # fmt: skip
    for which in args.features:
        print(f"  logistic regression, features {which!r}, leave one shop out: "
              f"{ranking_figures(cross_validate(rows, which), y)}", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
