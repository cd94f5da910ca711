"""Frames on real text: how many clauses the offline engine says in the reader's own words.

Run: .venv/bin/python -m bench.explain_frames [--limit N] [--show N]

Reads ../shared/data/real/ (see its README.md; never copied into the project). Each document goes
through the request side and the offline engine, explained in the *other* language (English terms
of service in German, German ones and the German employment clauses in English; the Italian terms
of service in English, where no Italian patterns exist yet). Printed per corpus: the share of
clauses whose ``translation`` opens with a frame sentence (app/explain/frames.py), the share that
opens with a quote labelled as the document's own words, and the template share (clauses whose
``translation`` opens like another clause's of the same document, digits ignored; target ≤ 0.10).
``--show N`` prints N framed clauses per corpus, the original beside the plain words, to read.
``--audit`` prints instead, per document language, how many frames the audit tables read right each way (stated:
the frame is given; negated, hedged: it is not, or the one the row names): tests/analysis/test_frames_negation.py
with the French, Spanish and Portuguese rows of tests/explain/test_frames_fr_es_pt.py; no real data needed.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Iterator, Sequence
from pathlib import Path

from app.config import Settings
from app.explain.frames import frame_text
from bench.explain_real import employment_documents, explain_text, template_share, tos_documents
from tests.support.paths import REAL_DATA


def measure(name: str, docs: Iterator[tuple[str, str, str]], language: str, show: int, settings: Settings) -> None:
    shares: list[float] = []
    clauses = framed = foreign_quotes = 0
    samples: list[tuple[str, str]] = []
    for _lang, _title, text in docs:
        try:
            result = explain_text(text, language, settings)
        except Exception:  # a refused document has no clauses to measure
            continue
        shares.append(template_share([c.translation for c in result.clauses]))
        document = result.document_language if result.document_language != "unknown" else None
        for clause in result.clauses:
            clauses += 1
            said = frame_text(clause.original, language, document)
            # A clause's text has plain spaces (its lines are joined on whitespace): "100,00\u00a0$" is "100,00 $" there.
            if said and " ".join(clause.translation.split()).startswith(" ".join(said.split())):
                framed += 1
                samples.append((clause.original, said))
            elif "(" in clause.translation.split(":", 1)[0]:  # "In the document's own words (German): …"
                foreign_quotes += 1
    print(f"\n== {name}, explained in {language}: {len(shares)} documents, {clauses} clauses")
    if not clauses:
        return
    print(f"  open with a frame sentence in {language}: {framed / clauses:.2f} ({framed} of {clauses})")
    print(f"  open with a quote labelled as the document's words: {foreign_quotes / clauses:.2f}")
    print(f"  template share per document: mean {statistics.mean(shares):.2f}, max {max(shares):.2f} (target ≤ 0.10)")
    for original, said in random.Random(13).sample(samples, min(show, len(samples))):
        print(f"  - {' '.join(original.split())[:220]}\n    → {said}")


def audit() -> None:
    """Per document language: frames with patterns, and how many of their audit rows are read right each way; of
    the negated and hedged rows, how many hold the frame's words (its patterns fit) and are silenced by the reading
    (a negation, a condition, a question, another's view), not by a pattern that no longer fits."""
    from app.analysis.frames import _checks, _fits, _frames, frame_of
    from tests.analysis.test_frames_negation import ROWS, SAME

    def given(sentence: str, lang: str) -> str | None:
        found = frame_of(sentence, lang)
        return found[0] if found else None

    def fits(sentence: str, lang: str, key: str) -> bool:
        checks = [c for _code, cs in _checks(lang, None) for c in cs if c.key == key]
        return any(_fits(c, sentence, sentence.lower()) for c in checks)

    print("== audit: frames read both ways (right of rows; in brackets: the frame's words there, silenced by reading)")
    for lang in sorted({row[0] for row in ROWS}):
        rows = [row for row in ROWS if row[0] == lang]
        stated = negated = hedged = negated_read = hedged_read = 0
        for _lang, key, said, denied, hedge, *rest in rows:
            negated_gives = rest[0] if rest else None
            hedged_gives = key if len(rest) > 1 and rest[1] == SAME else (rest[1] if len(rest) > 1 else None)
            stated += given(said, lang) == key
            negated += given(denied, lang) == negated_gives
            hedged += given(hedge, lang) == hedged_gives
            negated_read += negated_gives is None and fits(denied, lang, key) and given(denied, lang) != key
            hedged_read += hedged_gives is None and fits(hedge, lang, key) and given(hedge, lang) != key
        print(
            f"  {lang}: {len(_frames(lang))} frames, {len(rows)} rows: stated {stated}, "
            f"negated {negated} ({negated_read}), hedged {hedged} ({hedged_read})"
        )


def _tos(root: Path, lang: str, limit: int | None) -> Iterator[tuple[str, str, str]]:
    return (d for d in tos_documents(root, limit) if d[0] == lang)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.explain_frames", description=__doc__.split("\n")[0])
    parser.add_argument("--limit", type=int, default=None, help="documents per corpus and language")
    parser.add_argument("--show", type=int, default=0, help="framed clauses to print per corpus")
    parser.add_argument("--data", type=Path, default=REAL_DATA)
    parser.add_argument("--audit", action="store_true", help="read the audit tables both ways instead")
    args = parser.parse_args(argv)
    if args.audit:
        audit()
        return
    if not (args.data / "tos").is_dir():
        print(f"real data not found in {args.data} (see the README there); nothing to measure")
        return
    settings = Settings()
    measure("Terms of service (en)", _tos(args.data, "en", args.limit), "de", args.show, settings)
    measure("Terms of service (de)", _tos(args.data, "de", args.limit), "en", args.show, settings)
    measure("Terms of service (it)", _tos(args.data, "it", args.limit), "en", args.show, settings)
    if (args.data / "employment_clauses.json").is_file():
        docs = employment_documents(args.data, args.limit)
        measure("Employment clauses (de), 20 to a document", docs, "en", args.show, settings)


if __name__ == "__main__":
    main()
