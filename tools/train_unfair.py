"""Train the unfair-term model for terms of service (app/analysis/notes_tos.py).

Run: .venv/bin/python -m tools.train_unfair [--data DIR] [--out FILE]

Reads tos/{de,en,it}/sentences and tags from ../shared/data/real/ (Galassi, Lagioia, Jabłonowska,
Lippi 2024, CC BY 4.0; see its README.md): one sentence a line, its tags on the same line of the
tags file. Per clause type a logistic regression (binary word uni-/bigrams and keyword features,
L2, full-batch gradient descent with numpy) learns "potentially or clearly unfair" (level 2 or 3)
against the rest; a second one learns level 3 against level 2 where the corpus has enough of both.
Without --out it writes the shipped model app/analysis/data/unfair_tos.json.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.analysis.notes_tos import MODEL_PATH, TYPES, features

LANGUAGES = ("de", "en", "it")
DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "real"
THRESHOLD = 0.42
# One threshold for every type, not one per type (nine numbers fitted to 23 services would fit the
# folds more than the law). In the benchmark's 6-fold cross-validation by service, 0.35 gave recall
# 0.77 at precision 0.73; 0.42 gives 0.74 at 0.75 (bench/explain_real_tos.py).
MIN_DF = 3
PRUNE = 0.05
L2 = 1.0


@dataclass(frozen=True)
class Sentence:
    service: str
    language: str
    line: int
    text: str
    tags: frozenset[str]

    def level(self, t: str) -> int:
        """0 none/fair, 2 potentially unfair, 3 clearly unfair for clause type t."""
        if f"{t}3" in self.tags:
            return 3
        if f"{t}2" in self.tags:
            return 2
        return 0


def load(data_dir: Path) -> list[Sentence]:
    out: list[Sentence] = []
    for lang in LANGUAGES:
        folder = data_dir / "tos" / lang
        for path in sorted((folder / "sentences").glob("*.txt")):
            lines = path.read_text(encoding="utf-8").split("\n")
            tag_lines = (folder / "tags" / path.name).read_text(encoding="utf-8").split("\n")
            for i, text in enumerate(lines):
                if not text.strip():
                    continue
                tags = frozenset(tag_lines[i].split()) if i < len(tag_lines) else frozenset()
                out.append(Sentence(path.stem, lang, i, text.strip(), tags))
    return out


def _matrix(rows: Sequence[list[str]], vocab: dict[str, int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """CSR of binary features: (indptr, indices, row of every entry)."""
    indices: list[int] = []
    indptr = [0]
    for feats in rows:
        indices.extend(vocab[f] for f in feats if f in vocab)
        indptr.append(len(indices))
    ind = np.asarray(indices, dtype=np.int64)
    ptr = np.asarray(indptr, dtype=np.int64)
    row_of = np.repeat(np.arange(len(rows)), np.diff(ptr))
    return ptr, ind, row_of


def _fit(
    ptr: np.ndarray, ind: np.ndarray, row_of: np.ndarray, y: np.ndarray, n_features: int, iterations: int = 150
) -> tuple[float, np.ndarray]:
    """L2 logistic regression by Adam on the full batch."""
    n = len(y)
    w = np.zeros(n_features)
    b = 0.0
    m_w = np.zeros(n_features)
    v_w = np.zeros(n_features)
    m_b = v_b = 0.0
    lr, beta1, beta2, eps = 0.05, 0.9, 0.999, 1e-8
    pos = max(1.0, float(y.sum()))
    # Weight the rare positive class up to a quarter of the data's weight.
    weight = np.where(y > 0, max(1.0, (n - pos) / pos / 3.0), 1.0)
    for step in range(1, iterations + 1):
        z = np.bincount(row_of, weights=w[ind], minlength=n) + b
        p = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
        r = (p - y) * weight / n
        g_w = np.bincount(ind, weights=r[row_of], minlength=n_features) + L2 * w / n
        g_b = float(r.sum())
        m_w = beta1 * m_w + (1 - beta1) * g_w
        v_w = beta2 * v_w + (1 - beta2) * g_w * g_w
        m_b = beta1 * m_b + (1 - beta1) * g_b
        v_b = beta2 * v_b + (1 - beta2) * g_b * g_b
        c1, c2 = 1 - beta1**step, 1 - beta2**step
        w -= lr * (m_w / c1) / (np.sqrt(v_w / c2) + eps)
        b -= lr * (m_b / c1) / (np.sqrt(v_b / c2) + eps)
    return b, w


def _export(b: float, w: np.ndarray, names: list[str]) -> dict[str, object]:
    keep = np.nonzero(np.abs(w) >= PRUNE)[0]
    return {"b": round(b, 3), "w": {names[i]: round(float(w[i]), 3) for i in keep}}


def train(
    sentences: Sequence[Sentence], threshold: float = THRESHOLD, rows: Sequence[list[str]] | None = None
) -> dict[str, object]:
    """The model as a JSON-ready dict (app.analysis.notes_tos.model_from_dict reads it).

    ``rows``: the sentences' features, when the caller has them already (cross-validation)."""
    if rows is None:
        rows = [features(s.text) for s in sentences]
    df: Counter[str] = Counter(f for r in rows for f in r)
    names = sorted(f for f, c in df.items() if c >= MIN_DF)
    vocab = {f: i for i, f in enumerate(names)}
    ptr, ind, row_of = _matrix(rows, vocab)
    types: dict[str, object] = {}
    for t in TYPES:
        levels = np.asarray([s.level(t) for s in sentences])
        y = (levels >= 2).astype(float)
        b, w = _fit(ptr, ind, row_of, y, len(names))
        n2, n3 = int((levels == 2).sum()), int((levels == 3).sum())
        entry: dict[str, object] = {
            "unfair": _export(b, w, names),
            "threshold": threshold,
            "level3_share": round(n3 / max(1, n2 + n3), 3),
            "level3": None,
        }
        if min(n2, n3) >= 20:
            idx = np.nonzero(levels >= 2)[0]
            sub = [rows[i] for i in idx]
            sp, si, sr = _matrix(sub, vocab)
            b3, w3 = _fit(sp, si, sr, (levels[idx] == 3).astype(float), len(names), iterations=100)
            entry["level3"] = _export(b3, w3, names)
        types[t] = entry
    return {
        "source": "Galassi, Lagioia, Jabłonowska, Lippi 2024 (CC BY 4.0)",
        "languages": list(LANGUAGES),
        "types": types,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=MODEL_PATH)
    args = parser.parse_args()
    started = time.perf_counter()
    sentences = load(args.data)
    model = train(sentences)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(model, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    size = args.out.stat().st_size
    print(f"{len(sentences)} sentences, {size / 1e6:.2f} MB, {time.perf_counter() - started:.0f} s -> {args.out}")


if __name__ == "__main__":
    main()
