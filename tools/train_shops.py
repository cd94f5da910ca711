"""Which German shops' notes say "may be void": the calibration app/analysis/notes_shops_de.py ships, and the
models that lost to it.

Run: .venv/bin/python -m tools.train_shops [--data DIR] [--write] [--features wbr ...]

``--write``: per rule (note key) the dev half's clauses the rule notes "may_be_invalid" and those of them judged
void, a threshold on the shrunk share of void ones (``notes_shops_de.VoidModel``) picked by leave-one-shop-out
cross-validation on the dev half (best F1 among the thresholds whose cross-validated precision is at least
MIN_PRECISION), written to app/analysis/data/void_rules_agb_de.json (counts only, no text; CC BY-SA 4.0 as the
data it is drawn from). Without ``--write`` the comparison below.

Reads ``agb_de_dev.csv`` from ../shared/data/real/ (AGB-DE, Braun, Matthes 2024, CC BY-SA 4.0; see its
README.md) and keeps the dev half by shop (``bench.explain_facts.half_of`` on ``agb_de_dev.csv:contract=<n>``);
the validation half is never read here. Per feature set a logistic regression (the L2 fit by Adam of
tools/train_unfair.py) learns "void" in a leave-one-shop-out cross-validation on the dev half, and the pooled
ranking of the held-out shops' clauses is printed: the best F1 and recall/precision at fixed cut-offs, beside
the rules of app/analysis/notes_shops_de.py (which need no training) on the same clauses.

Feature sets (letters, combinable): ``w`` words, ``b`` word pairs, ``c`` character 5-grams, ``h`` heading words,
``k`` the rules' legal categories, ``r`` which rules' features match and which rules fire, ``s`` the scope
(traders only, consumers named, statutory rights kept), ``n`` negation and restriction words. On the dev half
(49 void clauses of 1,088, 22 shops) words and word pairs, also with character 5-grams and the heading, ranked
the held-out shops' void clauses barely above chance (best F1 0.09; 0.05 of all clauses are void), and a model
on the rules' hits (best F1 0.55) stayed below the rules themselves (F1 0.68, which were written on this half):
too few void clauses per kind for a model to learn which wording is void. With issue 25's widened rules (rules
alone F1 0.72 on the dev half) the scope and negation features did not help either: ``r`` 0.51, ``rs`` 0.51,
``rsn`` 0.44, ``rksn`` 0.40, ``wbsn`` 0.10 (best F1, leave one shop out; words with compound parts split off
and the clause's predicted topic: 0.12). So the rules name the legal category, and what ships is the
count per rule of ``--write``: on the dev half's shops left out one at a time it keeps recall 0.73 at precision
0.68 (the rules alone 0.80 / 0.60 on the same half; before issue 25's widened categories 0.69 / 0.67 and 0.78 / 0.59).
"""

from __future__ import annotations

import argparse
import csv
import json
import re
from collections import Counter
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path

import numpy as np

from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import (
    _RIGHTS_KEPT,
    _WITH_TRADERS_ONLY,
    CATEGORY,
    VOID_MODEL_PATH,
    VoidModel,
    categories,
    find_shop_notes,
    rules,
    sentence_text,
)
from tools.train_unfair import DEFAULT_DATA, _fit, _matrix

_WORD = re.compile(r"[^\W\d_]{2,}")
_NEGATION = frozenset({"nicht", "kein", "keine", "keinen", "keiner", "keines", "nur", "ausschließlich", "lediglich",
                       "ausgeschlossen", "unverbindlich", "vorbehalten", "unberührt"})  # fmt: skip
CUT_OFFS = (20, 30, 40, 50, 60, 80)
PRIOR_MEAN = 0.5  # a rule nobody has measured: as likely void as not
PRIOR_STRENGTH = 2.0  # ... worth two clauses
THRESHOLDS = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6)
MIN_PRECISION = 0.5
ABOUT = (
    "Per note key of app/analysis/notes_shops_de.py: clauses of the dev half (by shop) of AGB-DE (Braun, Matthes 2024, "
    "github.com/DaBr01/AGB-DE) the rule notes may_be_invalid, and of them judged void; written by "
    "tools/train_shops.py --write. CC BY-SA 4.0; see README.md here"
)


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
    if "s" in which:  # the scope: traders only, consumers named, the statutory rights kept
        if re.search(_WITH_TRADERS_ONLY, low):
            out.add("s:traders")
        if re.search(r"verbraucher", low):
            out.add("s:consumers")
        if re.search(_RIGHTS_KEPT, low):
            out.add("s:rights_kept")
    if "n" in which:  # negation and restriction words
        out.update(f"n:{w}" for w in words if w in _NEGATION)
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


def noted_keys(rows: Sequence[dict[str, str]]) -> list[set[str]]:
    """Per clause the keys of the rules' own "may_be_invalid" notes (before any calibration)."""
    return [
        {d.key for d in find_shop_notes(ClauseView("c", r["text"], r["title"].strip() or None, CATEGORY, "de"),
                                        calibrate=False) if d.kind == "may_be_invalid"}
        for r in rows
    ]  # fmt: skip


def model_of(keys: Sequence[set[str]], y: np.ndarray, threshold: float) -> VoidModel:
    counts: dict[str, list[int]] = {}
    for found, void in zip(keys, y, strict=True):
        for k in found:
            c = counts.setdefault(k, [0, 0])
            c[0] += 1
            c[1] += int(void)
    return VoidModel({k: (a, b) for k, (a, b) in sorted(counts.items())}, PRIOR_MEAN, PRIOR_STRENGTH, threshold)


def cross_validated(
    rows: Sequence[dict[str, str]], keys: Sequence[set[str]], y: np.ndarray, threshold: float
) -> tuple[float, float]:
    """Recall and precision of "may be void" on each shop's clauses with the model counted without that shop."""
    noted = np.zeros(len(rows), dtype=bool)
    for shop in sorted({r["contract"] for r in rows}):
        train = [i for i, r in enumerate(rows) if r["contract"] != shop]
        model = model_of([keys[i] for i in train], y[train], threshold)
        for i, r in enumerate(rows):
            if r["contract"] == shop:
                noted[i] = any(model.may_be_void(k) for k in keys[i])
    right = float((noted & (y > 0)).sum())
    return right / max(1.0, float(y.sum())), right / max(1, int(noted.sum()))


def write_model(rows: Sequence[dict[str, str]], path: Path = VOID_MODEL_PATH) -> VoidModel:
    """Pick the threshold by cross-validation by shop, count on all of ``rows`` and write the model."""
    y = np.asarray([float(is_void(r)) for r in rows])
    keys = noted_keys(rows)
    best, best_f1 = THRESHOLDS[0], -1.0
    for threshold in THRESHOLDS:
        recall, precision = cross_validated(rows, keys, y, threshold)
        f1 = 2 * recall * precision / max(1e-9, recall + precision)
        print(f"  threshold {threshold:.2f}: leave one shop out, recall {recall:.2f}, precision {precision:.2f}, "
              f"F1 {f1:.2f}")  # fmt: skip
        if precision >= MIN_PRECISION and f1 > best_f1 + 1e-9:
            best, best_f1 = threshold, f1
    model = model_of(keys, y, best)
    data = {
        "about": ABOUT,
        "prior_mean": PRIOR_MEAN,
        "prior_strength": PRIOR_STRENGTH,
        "threshold": best,
        "counts": {k: list(v) for k, v in model.counts.items()},
    }
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    kept = ", ".join(
        f"{k} {v[1]}/{v[0]}{'' if model.may_be_void(k) else ' (unusual)'}" for k, v in model.counts.items()
    )
    print(f"threshold {best:.2f} written to {path}: {kept}")
    return model


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--features", nargs="*", default=["wb", "wbch", "r", "rk", "wbr"])
    parser.add_argument("--write", action="store_true", help=f"write the calibration to {VOID_MODEL_PATH}")
    args = parser.parse_args(argv)
    if not (args.data / "agb_de_dev.csv").is_file():
        print(f"agb_de_dev.csv not found in {args.data} (see the README there); nothing to measure")
        return
    rows = load_dev(args.data)
    if args.write:
        write_model(rows)
        return
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
