"""Legal concepts a clause names (``app.analysis.terms.mentioned_terms``), measured on real clauses.

Run: .venv/bin/python -m bench.explain_terms [--data DIR] [--sample N] [--half validation|dev] [--seed S] [--corpus NAME]

Corpora (``../shared/data/real`` beside the checkout; measure only, nothing is copied):

- ``agb``: German shops' terms (AGB-DE, ``agb_de_dev.csv``), one clause a row (title and text); half by
  ``bench.explain_facts.half_of("agb_de_dev.csv:contract=<n>")``, as ``bench.explain_real`` splits them.
- ``employment``: real German employment clauses (``employment_clauses.json``, heading and content); half by
  ``bench.explain_real_employment.halves`` (by contract): A is dev, B is validation.
- ``tos-de``, ``tos-en``, ``tos-it``: terms of service one sentence a line (``tos/<lang>/sentences``), lines of
  fewer than 40 characters left out (headings, dates); half by ``half_of("tos/<lang>/<file>")``.

Printed per corpus, validation first then dev: clauses, the share with at least one term, terms per clause with
terms, and the keys listed most. ``--sample N`` prints N random clauses of ``--half`` (default validation) with
each listed term and the words that named it, for checking by hand that every listed term is really named.
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from app.analysis.terms import mentioned_terms, term_spans
from bench.explain_facts import half_of
from bench.explain_real_employment import contracts, halves
from tests.support.paths import REAL_DATA

HALVES = ("validation", "dev")


@dataclass
class Clause:
    corpus: str
    doc: str
    half: str
    language: str
    text: str


@dataclass
class Tally:
    clauses: int = 0
    with_terms: int = 0
    terms: int = 0
    keys: Counter[str] = field(default_factory=Counter)

    def add(self, keys: list[str]) -> None:
        self.clauses += 1
        self.with_terms += bool(keys)
        self.terms += len(keys)
        self.keys.update(keys)


def agb(root: Path) -> Iterator[Clause]:
    with (root / "agb_de_dev.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            doc = f"agb_de_dev.csv:contract={row['contract']}"
            text = f"{row['title'] or ''}\n{row['text'] or ''}".strip()
            yield Clause("agb", doc, half_of(doc), "de", text)


def employment(root: Path) -> Iterator[Clause]:
    clauses = json.loads((root / "employment_clauses.json").read_text(encoding="utf-8"))
    half = halves(clauses)
    for group in contracts(clauses):
        doc = f"employment:{group[0]}-{group[-1]}"
        for i in group:
            c = clauses[i]
            text = f"{c.get('heading') or ''}\n{c.get('content') or ''}".strip()
            yield Clause("employment", doc, "validation" if half[i] == "B" else "dev", "de", text)


def tos(root: Path, language: str) -> Iterator[Clause]:
    for path in sorted((root / "tos" / language / "sentences").glob("*.txt")):
        doc = f"tos/{language}/{path.name}"
        for line in path.read_text(encoding="utf-8").splitlines():
            if len(line.strip()) >= 40:
                yield Clause(f"tos-{language}", doc, half_of(doc), language, line.strip())


def corpora(root: Path) -> dict[str, list[Clause]]:
    return {
        "agb": list(agb(root)),
        "employment": list(employment(root)),
        **{f"tos-{lang}": list(tos(root, lang)) for lang in ("de", "en", "it")},
    }


def report(name: str, clauses: list[Clause]) -> None:
    tallies = {half: Tally() for half in HALVES}
    for c in clauses:
        tallies[c.half].add(mentioned_terms(c.text, c.language))
    docs = {half: len({c.doc for c in clauses if c.half == half}) for half in HALVES}
    print(f"== {name}")
    for half in HALVES:
        t = tallies[half]
        share = t.with_terms / max(1, t.clauses)
        per = t.terms / max(1, t.with_terms)
        top = ", ".join(f"{k} {n}" for k, n in t.keys.most_common(8))
        print(
            f"  {half:10} {docs[half]:3} docs {t.clauses:5} clauses  with a term {t.with_terms:5} ({share:.3f})  "
            f"terms per such clause {per:.2f}"
        )
        print(f"             most: {top}")
    v, d = (tallies[h] for h in HALVES)
    gap = d.with_terms / max(1, d.clauses) - v.with_terms / max(1, v.clauses)
    print(f"  gap dev - validation (share with a term): {gap:+.3f}")


def sample(clauses: list[Clause], n: int, seed: int) -> None:
    rng = random.Random(seed)
    for i, c in enumerate(rng.sample(clauses, min(n, len(clauses))), 1):
        keys = mentioned_terms(c.text, c.language)
        print(f"--- {i} {c.corpus} {c.doc}")
        print(c.text[:1500])
        named = {}
        for start, end, key in term_spans(c.text, c.language):
            named.setdefault(key, c.text[start:end])
        print("  TERMS: " + ("; ".join(f"{k} <- {named[k]!r}" for k in keys) or "(none)"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--data", type=Path, default=REAL_DATA)
    parser.add_argument("--sample", type=int, default=0, help="print N random clauses with their terms")
    parser.add_argument("--half", choices=HALVES, default="validation")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument(
        "--corpus", default="all", help="agb, employment, tos-de, tos-en, tos-it (comma-separated) or all"
    )
    args = parser.parse_args()
    if not (args.data / "agb_de_dev.csv").is_file():
        sys.exit(f"real data not found in {args.data}: this benchmark needs ../shared/data/real")
    data = corpora(args.data)
    names = list(data) if args.corpus == "all" else args.corpus.split(",")
    if args.sample:
        pool = [c for name in names for c in data[name] if c.half == args.half]
        sample(pool, args.sample, args.seed)
        return
    for name in names:
        report(name, data[name])


if __name__ == "__main__":
    main()
