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

A third corpus has no labelled clause starts but the dataset's own sentences:

- tos/{de,en,it}/text: terms of service of 23 services as published (sections under numbered, upper-case or
  question headings, "Can these terms change?"), and tos/*/sentences the same text one sentence a line.
  Printed: segment starts inside one of the dataset's sentences (a cut no reader makes), segments that
  end in a heading line (a short line without a sentence end, or a question followed by its answer:
  the heading of the next passage glued to this one), segments that are a heading line alone (cut off from the
  text it heads), segments longer than ``MAX_CLAUSE``, and segments per document.

Dev and validation: employment contracts by ``bench.explain_real_employment.halves``, shops by
``bench.explain_facts.half_of("agb_de_dev.csv:contract=<n>")`` (the halves of ``bench.explain_topics``,
whose topic model is trained on the dev half), terms of service by ``bench.explain_facts.half_of("tos/<lang>/<file>")`` (as
``bench.explain_real_tos``). Validation is printed first; tune only on dev.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import time
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path

from app.prepare.segment import MAX_CLAUSE, segment
from app.prepare.sentences import sentence_spans
from bench.explain_facts import half_of
from bench.explain_real_employment import contracts, halves
from tests.support.paths import REAL_DATA, REPO

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
        out[half[group[0]]].append(join(parts, separator))
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
        part = half_of(f"agb_de_dev.csv:contract={shop}")  # as bench.explain_topics.agb_half and explain_real
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


@dataclass
class TosTally:
    documents: int = 0
    sentences: int = 0
    segments: int = 0
    mid_sentence: int = 0
    heading_at_end: int = 0
    heading_alone: int = 0
    too_long: int = 0
    characters: int = 0
    seconds: float = 0.0


_HEADING_END = re.compile(r"[.!;:,)\]\"”“»'’]$")


def _ends_in_heading(body: str) -> bool:
    """The segment's last line is a heading: short, several lines in, no sentence end (or a question)."""
    lines = [line.strip() for line in body.splitlines() if line.strip()]
    if len(lines) < 2:
        return False
    last = lines[-1]
    return len(last) <= 120 and (last.endswith("?") or not _HEADING_END.search(last)) and len(last.split()) >= 2


def _heading_alone(body: str) -> bool:
    """The segment is one heading line cut off from the text it heads (nothing of it to explain)."""
    line = body.strip()
    return "\n" not in line and len(line) <= 120 and not _HEADING_END.search(line) and len(line.split()) >= 2


def tos(data: Path) -> dict[str, TosTally]:
    out = {"validation": TosTally(), "dev": TosTally()}
    for lang in ("de", "en", "it"):
        for path in sorted((data / "tos" / lang / "text").glob("*.txt")):
            text = path.read_text(encoding="utf-8")
            gold: list[tuple[int, int]] = []
            position = 0
            for line in (data / "tos" / lang / "sentences" / path.name).read_text(encoding="utf-8").split("\n"):
                sentence = line.strip()
                found = text.find(sentence, position) if sentence else -1
                if found >= 0:
                    gold.append((found, found + len(sentence)))
                    position = found + len(sentence)
            tally = out[half_of(f"tos/{lang}/{path.name}")]
            started = time.perf_counter()
            segments = segment(text)
            tally.seconds += time.perf_counter() - started
            tally.documents += 1
            tally.sentences += len(gold)
            tally.characters += len(text)
            tally.segments += len(segments)
            starts = [a for a, _ in gold]
            for s in segments:
                index = bisect_right(starts, s.start) - 1
                if index >= 0 and gold[index][0] < s.start < gold[index][1]:
                    tally.mid_sentence += 1
                tally.heading_at_end += _ends_in_heading(text[s.start : s.end])
                tally.heading_alone += _heading_alone(text[s.start : s.end])
                tally.too_long += s.end - s.start > MAX_CLAUSE
    return out


def report_tos(name: str, tally: TosTally) -> None:
    per_100k = 1e5 / tally.characters if tally.characters else 0.0
    print(
        f"  {name:<22} docs {tally.documents:>3}  sentences {tally.sentences:>5}  segments {tally.segments:>4}  "
        f"mid-sentence {tally.mid_sentence:>3}  ending in a heading {tally.heading_at_end:>3}  "
        f"a heading alone {tally.heading_alone:>3}  "
        f"longer than {MAX_CLAUSE} {tally.too_long:>3}  segment {tally.seconds * per_100k * 1000:.0f} ms/100k"
    )


def report(name: str, tally: Tally) -> None:
    recall = tally.found / tally.labelled if tally.labelled else 0.0
    per_100k = 1e5 / tally.characters if tally.characters else 0.0
    print(
        f"  {name:<22} docs {tally.documents:>3}  clause starts found {tally.found:>4}/{tally.labelled:<4} "
        f"({recall:.3f})  segments {tally.segments:>4}  mid-sentence {tally.mid_sentence:>3} "
        f"(after a lower-case word or comma {tally.mid_word})  "
        f"segment {tally.segment_seconds * per_100k * 1000:.0f} ms/100k, sentences {tally.sentence_seconds * per_100k * 1000:.0f} ms/100k"
    )


def default_data() -> Path:
    """``../shared/data/real`` beside the checkout; from a worktree nested deeper (``/work/wt/NAME``), the first
    ``shared/data/real`` found beside one of the checkout's parent folders."""
    if REAL_DATA.is_dir():
        return REAL_DATA
    for parent in REPO.parents:
        if (candidate := parent / "shared" / "data" / "real").is_dir():
            return candidate
    return REAL_DATA


def real_data(description: str) -> Path | None:
    """The real data directory from the command line (or the default), None when its corpora are not there."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("data", nargs="?", type=Path, default=default_data(), help="the real data directory")
    data: Path = parser.parse_args().data
    if not (data / "employment_clauses.json").exists() or not (data / "agb_de_dev.csv").exists():
        print(f"real data not found in {data}: nothing measured")
        return None
    return data


def main() -> None:
    data = real_data("Clause starts and cuts of the segmenter on real documents.")
    if data is None:
        return
    for corpus, load in (("employment contracts", employment), ("AGB-DE shops", shops)):
        print(corpus)
        for label, separator in (("blank line", "\n\n"), ("single line break", "\n")):
            parts = load(data, separator)
            for part in ("validation", "dev"):
                report(f"{part}, {label}", measure(parts[part]))
    if (data / "tos").is_dir():
        print("terms of service (de, en, it), as published")
        tallies = tos(data)
        for part in ("validation", "dev"):
            report_tos(part, tallies[part])


if __name__ == "__main__":
    main()
