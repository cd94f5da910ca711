"""Do clauses start where real documents start them, and never inside a sentence?

Run: .venv/bin/python -m bench.segment_real [DATA_DIR]

Two corpora beside the checkout (../shared/data/real/; measure only, nothing is copied):

- employment_clauses.json: real German employment contracts, clause by clause. The clauses of one
  contract (``bench.explain_real_employment.contracts``) are joined as "heading\\ncontent"; every
  clause's heading is a labelled clause start ("3 Probezeit", "9.1 Urlaub", "§ 6.1 URLAUB", "10)a) …").
- agb_de_dev.csv: the terms of 47 German online shops, one clause a row under its section title. A
  shop's rows are joined as a document, the title written once where it changes; every title is a
  labelled clause start.

Each document is joined twice: clauses separated by a blank line (as typed) and by a single line
break (as text taken out of a PDF often is). Printed per corpus, part and join:

- boundary recall: labelled clause starts that are a segment start;
- mid-sentence starts: segment starts inside a sentence of ``sentence_spans`` (the project's
  splitter), and among them those right after a lower-case letter or a comma (inside a sentence by
  any reading);
- segments per document and the speed of ``segment`` and ``sentence_spans``.

Dev and validation: employment contracts by ``bench.explain_real_employment.halves`` (A is dev, B is
validation), shops by a hash of the shop's id. Validation is printed first; tune only on dev.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
import sys
import time
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path

from app.prepare.segment import segment
from app.prepare.sentences import sentence_spans
from bench.explain_real_employment import contracts, halves

DATA_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "real"
_INSIDE = re.compile(r"[^\W\d_A-ZÄÖÜ]|,")


@dataclass
class Document:
    text: str
    starts: list[int]  # labelled clause starts


@dataclass
class Tally:
    documents: int = 0
    labelled: int = 0
    found: int = 0
    segments: int = 0
    mid_sentence: int = 0
    mid_word: int = 0
    characters: int = 0
    segment_seconds: float = 0.0
    sentence_seconds: float = 0.0


def join(parts: list[tuple[str, str]], separator: str) -> Document:
    """(heading, body) pairs as one document; an empty heading adds no line."""
    text = ""
    starts: list[int] = []
    for heading, body in parts:
        if text:
            text += separator
        if heading:
            starts.append(len(text))
            text += heading + "\n"
        text += body
    return Document(text, starts)


def employment(data: Path, separator: str) -> dict[str, list[Document]]:
    clauses = json.loads((data / "employment_clauses.json").read_text(encoding="utf-8"))
    half = halves(clauses)
    out: dict[str, list[Document]] = {"validation": [], "dev": []}
    for group in contracts(clauses):
        parts = [((clauses[i].get("heading") or "").strip(), (clauses[i].get("content") or "").strip()) for i in group]
        out["dev" if half[group[0]] == "A" else "validation"].append(join(parts, separator))
    return out


def shops(data: Path, separator: str) -> dict[str, list[Document]]:
    with (data / "agb_de_dev.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    by_shop: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        by_shop.setdefault(row["contract"], []).append(row)
    out: dict[str, list[Document]] = {"validation": [], "dev": []}
    for shop, shop_rows in by_shop.items():
        parts: list[tuple[str, str]] = []
        previous_title: str | None = None
        for row in shop_rows:
            title = (row["title"] or "").strip()
            parts.append((title if title != previous_title else "", (row["text"] or "").strip()))
            previous_title = title
        part = "dev" if hashlib.sha256(shop.encode()).digest()[0] % 2 == 0 else "validation"
        out[part].append(join(parts, separator))
    return out


def measure(documents: list[Document]) -> Tally:
    tally = Tally(documents=len(documents))
    for document in documents:
        text = document.text
        started = time.perf_counter()
        segments = segment(text)
        tally.segment_seconds += time.perf_counter() - started
        started = time.perf_counter()
        spans = sentence_spans(text, "de")
        tally.sentence_seconds += time.perf_counter() - started
        tally.characters += len(text)
        segment_starts = {s.start for s in segments}
        tally.labelled += len(document.starts)
        tally.found += sum(1 for start in document.starts if start in segment_starts)
        tally.segments += len(segments)
        sentence_starts = [a for a, _ in spans]
        for s in segments:
            index = bisect_right(sentence_starts, s.start) - 1
            if index >= 0 and sentence_starts[index] < s.start < spans[index][1]:
                tally.mid_sentence += 1
                before = text[: s.start].rstrip()
                if before and _INSIDE.fullmatch(before[-1]):
                    tally.mid_word += 1
    return tally


def report(name: str, tally: Tally) -> None:
    recall = tally.found / tally.labelled if tally.labelled else 0.0
    per_100k = 1e5 / tally.characters if tally.characters else 0.0
    print(
        f"  {name:<22} docs {tally.documents:>3}  clause starts found {tally.found:>4}/{tally.labelled:<4} "
        f"({recall:.3f})  segments {tally.segments:>4}  mid-sentence {tally.mid_sentence:>3} "
        f"(after a lower-case word or comma {tally.mid_word})  "
        f"segment {tally.segment_seconds * per_100k * 1000:.0f} ms/100k, sentences {tally.sentence_seconds * per_100k * 1000:.0f} ms/100k"
    )


def main() -> None:
    data = Path(sys.argv[1]) if len(sys.argv) > 1 else DATA_DIR
    if not (data / "employment_clauses.json").exists() or not (data / "agb_de_dev.csv").exists():
        print(f"real data not found in {data}: nothing measured")
        return
    for corpus, load in (("employment contracts", employment), ("AGB-DE shops", shops)):
        print(corpus)
        for label, separator in (("blank line", "\n\n"), ("single line break", "\n")):
            parts = load(data, separator)
            for part in ("validation", "dev"):
                report(f"{part}, {label}", measure(parts[part]))


if __name__ == "__main__":
    main()
