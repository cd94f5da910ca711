"""The action lexicon on real text: how many clauses the statement reader states in full.

Run: .venv/bin/python -m bench.explain_lexicon [--half dev|validation] [--show N]

Reads ../shared/data/real/ (see its README.md; never copied into the project). Every clause of the employment
corpus (one ``content`` each), of the German shops' terms (AGB-DE, one row each) and of the de/en/it terms of
service (cut into clauses by the project's segmenter) goes through ``app.analysis.statements.read_clause``.
Documents are split into halves by ``bench.explain_facts.half_of`` with the ids ``bench.explain_real`` uses
(``employment:<first>-<last>``, ``agb_de_dev.csv:contract=<n>``, ``tos/<lang>/<file>``).

Printed per corpus and half (validation first): the share of clauses with a *full* statement (at least one
statement whose action the lexicon knows), with only *partial* ones (a duty or right is found but its action
is not), with *none*; and the share of clauses with a statement said in English (``app.explain.say``: a full
statement with a party). Without ``--half`` both halves are printed, validation first; on the dev half
also the words most often right before and right after the modal word of partial statements (to find
actions the lexicon lacks). ``--show N`` prints N sentences of the chosen half with their English rendering
(``--seed`` picks which).
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from app.analysis.statements import _modality, _words, read_clause
from app.explain.say import say_statement
from app.prepare.segment import segment
from bench.explain_facts import half_of
from bench.explain_real import EMPLOYMENT_DOC
from tests.support.paths import REAL_DATA

_WORD = re.compile(r"\w[\w-]*")
_STOP = frozenset(
    [
        "der",
        "die",
        "das",
        "den",
        "dem",
        "des",
        "ein",
        "eine",
        "einen",
        "einem",
        "einer",
        "und",
        "oder",
        "zu",
        "zur",
        "zum",
        "in",
        "im",
        "an",
        "am",
        "auf",
        "für",
        "von",
        "mit",
        "bei",
        "nicht",
        "the",
        "a",
        "an",
        "to",
        "of",
        "and",
        "or",
        "in",
        "on",
        "for",
        "by",
        "with",
        "be",
        "not",
        "any",
        "all",
        "this",
        "that",
        "il",
        "lo",
        "la",
        "le",
        "gli",
        "i",
        "di",
        "da",
        "del",
        "della",
        "a",
        "e",
        "o",
        "per",
        "non",
        "un",
        "una",
        "che",
        "si",
    ]
)


@dataclass
class Tally:
    clauses: int = 0
    full: int = 0
    partial: int = 0
    said: int = 0
    before: Counter[str] = field(default_factory=Counter)
    after: Counter[str] = field(default_factory=Counter)
    samples: list[tuple[str, str, str]] = field(default_factory=list)


# (corpus, language, document id, category, clause texts)
Doc = tuple[str, str, str, str, list[str]]


def employment(root: Path) -> Iterator[Doc]:
    clauses = json.loads((root / "employment_clauses.json").read_text(encoding="utf-8"))
    for i in range(0, len(clauses), EMPLOYMENT_DOC):
        part = clauses[i : i + EMPLOYMENT_DOC]
        texts = [str(c.get("content") or "") for c in part]
        yield "employment", "de", f"employment:{i}-{i + len(part) - 1}", "employment_contract", texts


def agb(root: Path) -> Iterator[Doc]:
    with (root / "agb_de_dev.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for contract in dict.fromkeys(r["contract"] for r in rows):
        texts = [r["text"] for r in rows if r["contract"] == contract]
        yield "agb-de", "de", f"agb_de_dev.csv:contract={contract}", "terms_and_conditions", texts


def tos(root: Path) -> Iterator[Doc]:
    for lang in ("de", "en", "it"):
        for path in sorted((root / "tos" / lang / "text").glob("*.txt")):
            text = path.read_text(encoding="utf-8")
            texts = [text[s.start : s.end] for s in segment(text)]
            yield f"tos-{lang}", lang, f"tos/{lang}/{path.name}", "terms_and_conditions", texts


def _around(sentence: str, language: str) -> tuple[str | None, str | None]:
    """The word right before the modal word of a sentence, and the action word after it: in German the last
    word of the part after the modal word (the verb comes last), elsewhere the first word that is no stop word."""
    words = _words(language)
    found = _modality(sentence, words) if words is not None else None
    if words is None or found is None:
        return None, None
    end = found[1]
    start = next(
        (m.start() for rx in words.modals.values() for m in rx.finditer(sentence) if m.end() == end),
        end,
    )
    head = _WORD.findall(sentence[:start])
    before = head[-1].lower() if head else None
    if words.verb_last:
        part = re.split(r"[,;(]", sentence[end:], maxsplit=1)[0]
        tail = _WORD.findall(part)
        return before, (tail[-1].lower() if tail else None)
    tail = [w.lower() for w in _WORD.findall(sentence[end:]) if w.lower() not in _STOP and not w.isdigit()]
    return before, (tail[0] if tail else None)


def measure(docs: Iterator[Doc], half: str, show: int) -> dict[str, Tally]:
    tallies: dict[str, Tally] = {}
    for corpus, lang, doc_id, category, texts in docs:
        if half_of(doc_id) != half:
            continue
        tally = tallies.setdefault(corpus, Tally())
        for text in texts:
            tally.clauses += 1
            statements = read_clause(text, lang, category=category)
            if not statements:
                continue
            if any(s.action is not None for s in statements):
                tally.full += 1
            else:
                tally.partial += 1
            said = False
            for s in statements:
                sentence = text[s.start : s.end]
                if s.action is None:
                    b, a = _around(sentence, lang)
                    if b:
                        tally.before[b] += 1
                    if a:
                        tally.after[a] += 1
                    continue
                rendered = say_statement(s, sentence, "en", lang)
                if rendered:
                    said = True
                    tally.samples.append((corpus, " ".join(sentence.split()), rendered))
            tally.said += said
    return tallies


def report(tallies: dict[str, Tally], half: str, words: bool, show: int, seed: int = 7) -> None:
    print(f"\n== {half} half")
    total = Tally()
    for corpus, t in tallies.items():
        _line(corpus, t)
        total.clauses += t.clauses
        total.full += t.full
        total.partial += t.partial
        total.said += t.said
    _line("all", total)
    if words:
        for corpus, t in tallies.items():
            print(f"  {corpus}: before the modal word of partial statements: {_top(t.before)}")
            print(f"  {corpus}: after it (German: last word of its part): {_top(t.after)}")
    samples = [s for t in tallies.values() for s in t.samples]
    for corpus, sentence, rendered in random.Random(seed).sample(samples, min(show, len(samples))):
        print(f"  - [{corpus}] {sentence[:240]}\n    → {rendered}")


def _line(name: str, t: Tally) -> None:
    if not t.clauses:
        return
    none = t.clauses - t.full - t.partial
    print(
        f"  {name:11} {t.clauses:5} clauses: full {t.full / t.clauses:.3f} ({t.full}), "
        f"partial only {t.partial / t.clauses:.3f} ({t.partial}), none {none / t.clauses:.3f} ({none}); "
        f"said in English {t.said / t.clauses:.3f}"
    )


def _top(counter: Counter[str], n: int = 40) -> str:
    return ", ".join(f"{w} {c}" for w, c in counter.most_common(n))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--half", choices=("dev", "validation"))
    parser.add_argument("--show", type=int, default=0, help="sentences with their English rendering to print")
    parser.add_argument("--seed", type=int, default=7, help="which sentences --show draws")
    args = parser.parse_args()
    root = REAL_DATA
    if not (root / "agb_de_dev.csv").exists():
        print(f"real data not found at {root}; nothing to measure")
        return
    halves = [args.half] if args.half else ["validation", "dev"]
    for half in halves:
        docs = _all(root)
        report(measure(docs, half, args.show), half, words=half == "dev", show=args.show, seed=args.seed)


def _all(root: Path) -> Iterator[Doc]:
    yield from employment(root)
    yield from agb(root)
    yield from tos(root)


if __name__ == "__main__":
    main()
