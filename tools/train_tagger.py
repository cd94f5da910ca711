"""Train the name tagger (app/prepare/pii/tagger.py) on the LER court decisions.

Run: .venv/bin/python -m tools.train_tagger [--data DIR] [--out FILE]

Reads ler_dev.conll from ../shared/data/real/ (German federal court decisions, CC BY 4.0; see its
README.md), builds the same ~10,000-character documents as bench/anonymize_real.py, labels every
word of every line by the gold entity it lies in, and trains a CRF. Without --out it writes the
shipped model app/prepare/pii/data/names.crfsuite. Never train on the employment clauses (CC BY-NC).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

import pycrfsuite

from app.prepare.pii.tagger import MODEL, line_features, lines, tokens

# Gold tag -> the label the model learns. Only NAME and STR are used; the others teach it what a
# court, a company, a statute or a place looks like, so it does not take them for names.
LABEL = {"PER": "NAME", "RR": "NAME", "AN": "NAME", "STR": "STR",
         "ORG": "ORG", "UN": "ORG", "INN": "ORG", "GRT": "ORG", "MRK": "ORG",
         "GS": "REF", "VO": "REF", "EUN": "REF", "RS": "REF", "VS": "REF", "VT": "REF", "LIT": "REF",
         "ST": "LOC", "LD": "LOC", "LDS": "LOC"}  # fmt: skip

Entity = tuple[int, int, str]  # start, end, gold tag


def sequences(
    text: str, entities: Sequence[Entity], language: str = "de"
) -> Iterable[tuple[list[list[str]], list[str]]]:
    """(features, labels) for every line of one document."""
    spans = sorted(entities)
    for offset, line, after in lines(text):
        toks = tokens(line)
        labels: list[str] = []
        previous: tuple[int, int, str] | None = None
        for s, e, _w in toks:
            s, e = s + offset, e + offset
            hit = next((x for x in spans if x[0] < e and s < x[1]), None)
            label = LABEL.get(hit[2]) if hit else None
            if hit is None or label is None:
                labels.append("O")
                previous = None
                continue
            labels.append(("I-" if previous == hit else "B-") + label)
            previous = hit
        yield line_features([w for _s, _e, w in toks], language, after), labels


def train(docs: Iterable[tuple[str, Sequence[Entity]]], out: Path, iterations: int = 150) -> int:
    """Train on (text, entities) documents and write the model to ``out``; returns the lines used."""
    trainer = pycrfsuite.Trainer(verbose=False)
    n = 0
    for text, entities in docs:
        for features, labels in sequences(text, entities):
            trainer.append(features, labels)
            n += 1
    trainer.set_params({"c1": 0.05, "c2": 0.01, "max_iterations": iterations, "feature.possible_transitions": True})
    out.parent.mkdir(parents=True, exist_ok=True)
    trainer.train(str(out))
    return n


def main(argv: Sequence[str] | None = None) -> None:
    from bench.anonymize_real import build_documents, read_conll
    from tests.support.paths import REAL_DATA

    parser = argparse.ArgumentParser(prog="python -m tools.train_tagger", description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=REAL_DATA)
    parser.add_argument("--out", type=Path, default=MODEL)
    args = parser.parse_args(argv)
    path = args.data / "ler_dev.conll"
    if not path.exists():
        raise SystemExit(f"{path} not found: the LER corpus lives in ../shared/data/real/ beside the checkout")
    docs = build_documents(read_conll(path.read_text(encoding="utf-8").splitlines()))
    started = time.perf_counter()
    n = train(((d.text, [(x.start, x.end, x.tag) for x in d.entities]) for d in docs), args.out)
    size = args.out.stat().st_size
    print(
        f"trained on {n} lines of {len(docs)} documents in {time.perf_counter() - started:.0f} s: {args.out} ({size:,} bytes)"
    )


if __name__ == "__main__":
    main()
