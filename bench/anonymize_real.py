"""The anonymizer on real legal text: court decisions, terms of service, employment clauses.

Run: .venv/bin/python -m bench.anonymize_real [--limit N] [--examples N] [--model cv|rules|shipped]

The corpora live beside the checkout in ../shared/data/real/ (see its README.md for origin and
licences; they are read from there, never copied into the project). Without them the bench says so
and exits 0. Output is figures, not asserts:

1. LER (German federal court decisions, CC BY 4.0): sentences are glued back into documents of
   ~10,000 characters (tokens joined by spaces, one sentence a line, the offset of every token kept).
   A gold entity is *removed* when every letter and digit of it lies inside a replacement span (the gold
   spans take in quotes and dots around a name), *kept* when no character does. The name tagger
   (app/prepare/pii/tagger.py) ships trained on these sentences, so by default each half of the
   documents is scored with a model trained on the other half (``--model cv``, two trainings of ~30 s);
   ``--model rules`` leaves the tagger out, ``--model shipped`` uses the shipped one (no evidence). Names (judges RR, lawyers AN, persons PER with a written name, streets STR) should be
   removed; statutes, case law, courts and organisations kept. A replacement that touches no name,
   street or city is a *false replacement*.
2. Terms of service (de, en, it; CC BY 4.0): there is nothing personal in them, so every placeholder
   is worth a look; placeholders per document and the strings replaced most often.
3. Employment clauses (CC BY-NC 4.0): placeholders per 1,000 words and the strings replaced most often.
4. Speed on the LER documents, in this one process (the machine may be shared).
5. One line on the generated documents of bench/anonymize_quality.py, labelled as generated.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from app.prepare.anonymize import anonymize
from app.prepare.pii import tagger
from tests.support.paths import REAL_DATA
from tools.train_tagger import train

# Gold tags whose text should disappear, grouped as the report prints them.
NAME_GROUPS = {"RR": "judges (RR)", "AN": "lawyers (AN)", "PER": "persons, written name (PER)", "STR": "streets (STR)"}
# Gold tags whose text must survive untouched.
KEEP_GROUPS = {"GS": "statutes (GS, VO, EUN)", "VO": "statutes (GS, VO, EUN)", "EUN": "statutes (GS, VO, EUN)",
               "RS": "case citations (RS)", "GRT": "courts (GRT)",
               "ORG": "organisations (ORG, UN, INN)", "UN": "organisations (ORG, UN, INN)",
               "INN": "organisations (ORG, UN, INN)"}  # fmt: skip
# A replacement overlapping one of these is a hit (cities are counted apart: an address may hold one).
PERSONAL = {"PER", "RR", "AN", "STR"}
CITY = "ST"
DOC_SIZE = 10_000
# An initial or a pseudonym stub ("K.", "X", "Ts.", "…"): in court decisions these stand for persons
# the court already anonymized, so they are not a name the anonymizer has to find.
_INITIAL = re.compile(r"^(?:\w\.?|\w\w\.|\W+)$")

Span = tuple[int, int, str]  # start, end in the original text; placeholder kind


@dataclass(frozen=True)
class Entity:
    start: int
    end: int
    tag: str
    tokens: tuple[str, ...]


@dataclass
class LerDoc:
    text: str
    entities: list[Entity] = field(default_factory=list)
    tokens: int = 0


@dataclass
class LerScore:
    """Counts over LER documents; ``add`` one document at a time."""

    names: Counter[str] = field(default_factory=Counter)
    removed: Counter[str] = field(default_factory=Counter)
    keep: Counter[str] = field(default_factory=Counter)
    kept: Counter[str] = field(default_factory=Counter)
    tokens: int = 0
    replacements: int = 0
    hits: int = 0
    cities: int = 0
    false: Counter[str] = field(default_factory=Counter)  # by placeholder kind
    false_on: Counter[str] = field(default_factory=Counter)  # by the gold tag replaced (O: none)
    examples: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)  # names left in the text, with their context

    def add(self, doc: LerDoc, spans: Sequence[Span], max_examples: int = 15) -> None:
        self.tokens += doc.tokens
        for entity in doc.entities:
            if (group := name_group(entity)) is not None:
                self.names[group] += 1
                gone = removed(entity, spans, doc.text)
                self.removed[group] += gone
                if not gone:
                    self.missed.append(example(doc.text, entity.start, entity.end, entity.tag))
            elif (group := KEEP_GROUPS.get(entity.tag)) is not None:
                self.keep[group] += 1
                self.kept[group] += kept(entity, spans)
        for s, e, kind in spans:
            self.replacements += 1
            tags = {x.tag for x in doc.entities if x.start < e and s < x.end}
            if tags & PERSONAL:
                self.hits += 1
            elif CITY in tags:
                self.cities += 1
            else:
                self.false[kind] += 1
                self.false_on["/".join(sorted(tags)) or "O"] += 1
                if len(self.examples) < max_examples:
                    self.examples.append(example(doc.text, s, e, kind))


def read_conll(lines: Iterable[str]) -> list[list[tuple[str, str]]]:
    """Sentences as (token, IOB2 tag) pairs; a blank line ends a sentence."""
    sentences: list[list[tuple[str, str]]] = []
    current: list[tuple[str, str]] = []
    for line in lines:
        line = line.rstrip("\n")
        if not line.strip():
            if current:
                sentences.append(current)
            current = []
            continue
        token, _, tag = line.rpartition(" ")
        current.append((token, tag))
    if current:
        sentences.append(current)
    return sentences


def build_documents(sentences: Sequence[list[tuple[str, str]]], size: int = DOC_SIZE) -> list[LerDoc]:
    """Consecutive sentences glued into documents of about ``size`` characters, gold entities as offsets."""
    docs: list[LerDoc] = []
    doc = LerDoc("")
    parts: list[str] = []
    offset = 0
    for sentence in sentences:
        if offset >= size:
            doc.text = "".join(parts)
            docs.append(doc)
            doc, parts, offset = LerDoc(""), [], 0
        open_entity: tuple[int, str, list[str]] | None = None
        last_end = offset
        for i, (token, tag) in enumerate(sentence):
            if i:
                parts.append(" ")
                offset += 1
            start = offset
            parts.append(token)
            offset += len(token)
            if open_entity and not (tag.startswith("I-") and tag[2:] == open_entity[1]):
                doc.entities.append(Entity(open_entity[0], last_end, open_entity[1], tuple(open_entity[2])))
                open_entity = None
            if tag.startswith("B-") or (tag.startswith("I-") and open_entity is None):
                open_entity = (start, tag[2:], [token])
            elif open_entity:
                open_entity[2].append(token)
            last_end = offset
        if open_entity:
            doc.entities.append(Entity(open_entity[0], last_end, open_entity[1], tuple(open_entity[2])))
        doc.tokens += len(sentence)
        parts.append("\n")
        offset += 1
    if parts:
        doc.text = "".join(parts)
        docs.append(doc)
    return docs


def name_group(entity: Entity) -> str | None:
    """The name group an entity is scored in; persons named only by initials are left out."""
    if entity.tag == "PER" and all(_INITIAL.match(t) for t in entity.tokens):
        return None
    return NAME_GROUPS.get(entity.tag)


def removed(entity: Entity, spans: Sequence[Span], text: str | None = None) -> bool:
    """Every letter and digit of the entity lies inside some replacement span (with ``text``; else every
    character). The gold spans take in quotes and dots around a name: „ Albert Einstein “, "Y-Straße ..."."""
    return all(
        any(s <= i < e for s, e, _k in spans)
        for i in range(entity.start, entity.end)
        if text is None or text[i].isalnum()
    )


def kept(entity: Entity, spans: Sequence[Span]) -> bool:
    """No character of the entity lies inside a replacement span."""
    return not any(s < entity.end and entity.start < e for s, e, _k in spans)


def replacement_spans(text: str, document_language: str | None = None) -> list[Span]:
    """The anonymizer's replacements as (start, end, kind) in the original text."""
    result = anonymize(text, document_language)
    return [(s, e, result.text[a + 1 : b - 1].rsplit("_", 1)[0]) for s, e, a, b in result.spans]


def example(text: str, s: int, e: int, kind: str, words: int = 3) -> str:
    """The replaced text with ``words`` words either side, within its line (lines are unrelated sentences)."""
    line_start = text.rfind("\n", 0, s) + 1
    line_end = text.find("\n", e)
    line_end = len(text) if line_end < 0 else line_end
    before = " ".join(text[line_start:s].split()[-words:])
    after = " ".join(text[e:line_end].split()[:words])
    return f"{kind:<14} {before} »{text[s:e]}« {after}"


def replaced_strings(text: str, spans: Sequence[Span]) -> Counter[tuple[str, str]]:
    """(replaced original text, placeholder kind) -> how often."""
    return Counter((" ".join(text[s:e].split()), kind) for s, e, kind in spans)


def _rate(part: int, whole: int) -> str:
    return f"{part / whole:.3f}" if whole else "  -  "


def _top(counter: Counter[tuple[str, str]], n: int = 20) -> None:
    for (string, kind), count in counter.most_common(n):
        print(f"    {string!r:<40} → {kind} ×{count}")


def _gold(doc: LerDoc) -> list[tuple[int, int, str]]:
    return [(x.start, x.end, x.tag) for x in doc.entities]


def bench_ler(path: Path, limit: int | None, examples: int, model: str = "cv") -> list[LerDoc]:
    with path.open(encoding="utf-8") as f:
        docs = build_documents(read_conll(f))[:limit]
    score = LerScore()
    if model == "cv":
        # The shipped name tagger was trained on these very sentences: each half is scored with a model
        # trained on the other half only, so no sentence is scored by a model that saw it.
        with tempfile.TemporaryDirectory() as tmp:
            for fold in (0, 1):
                fold_model = Path(tmp) / f"fold{fold}.crfsuite"
                train(((d.text, _gold(d)) for i, d in enumerate(docs) if i % 2 != fold), fold_model)
                tagger.use_model(fold_model)
                for i, doc in enumerate(docs):
                    if i % 2 == fold:
                        score.add(doc, replacement_spans(doc.text, "de"), examples)
        how = "each half scored by a name model trained on the other half"
    else:
        tagger.use_model(None) if model == "rules" else tagger.use_shipped_model()
        for doc in docs:
            score.add(doc, replacement_spans(doc.text, "de"), examples)
        how = "rules only" if model == "rules" else "the shipped model, TRAINED ON THESE SENTENCES: no evidence"
    tagger.use_shipped_model()
    chars = sum(len(d.text) for d in docs)
    print(f"\n== LER court decisions (de): {len(docs)} documents, {chars:,} characters, {score.tokens:,} tokens")
    print(f"  ({how})")
    print(f"  removed (every letter and digit inside a placeholder) {'entities':>8} {'removed':>8} {'rate':>6}")
    for group in dict.fromkeys(NAME_GROUPS.values()):
        print(f"    {group:<46} {score.names[group]:>8} {score.removed[group]:>8} "
              f"{_rate(score.removed[group], score.names[group]):>6}")  # fmt: skip
    total, hit = sum(score.names.values()), sum(score.removed.values())
    print(f"    {'all names':<46} {total:>8} {hit:>8} {_rate(hit, total):>6}")
    for line in score.missed[:examples]:
        print(f"      missed: {line}")
    print(f"  kept (no character inside a placeholder)         {'entities':>8} {'kept':>8} {'rate':>6}")
    for group in dict.fromkeys(KEEP_GROUPS.values()):
        print(f"    {group:<46} {score.keep[group]:>8} {score.kept[group]:>8} "
              f"{_rate(score.kept[group], score.keep[group]):>6}")  # fmt: skip
    false = sum(score.false.values())
    per_10k = false / score.tokens * 10_000 if score.tokens else 0.0
    print(f"  replacements {score.replacements}: on a name or street {score.hits}, on a city (ST) {score.cities}, "
          f"false {false} = {per_10k:.1f} per 10,000 tokens")  # fmt: skip
    print(f"    false by placeholder: {dict(score.false.most_common())}")
    print(f"    false by gold tag replaced: {dict(score.false_on.most_common())}")
    for line in score.examples:
        print(f"    {line}")
    return docs


def bench_tos(root: Path, limit: int | None) -> None:
    all_persons = 0
    for lang in ("de", "en", "it"):
        files = sorted((root / lang / "text").glob("*.txt"))[:limit]
        strings: Counter[tuple[str, str]] = Counter()
        kinds: Counter[str] = Counter()
        chars = 0
        print(f"\n== Terms of service ({lang}): {len(files)} documents")
        for file in files:
            text = file.read_text(encoding="utf-8")
            chars += len(text)
            spans = replacement_spans(text, lang)
            per_doc = Counter(k for _s, _e, k in spans)
            kinds.update(per_doc)
            strings.update(replaced_strings(text, spans))
            shown = ", ".join(f"{k} {n}" for k, n in sorted(per_doc.items())) or "none"
            print(f"    {file.stem:<22} {len(text):>8,} chars: {shown}")
        all_persons += kinds["PERSON"]
        print(f"  {lang}: {chars:,} characters, placeholders {dict(kinds.most_common())}")
        print("  replaced most often:")
        _top(strings)
    print(f"\n  [PERSON] placeholders in all terms of service: {all_persons}")


def bench_employment(path: Path) -> None:
    clauses = json.loads(path.read_text(encoding="utf-8"))
    strings: Counter[tuple[str, str]] = Counter()
    kinds: Counter[str] = Counter()
    words = 0
    for clause in clauses:
        text = f"{clause['heading']}\n{clause['content']}"
        words += len(text.split())
        spans = replacement_spans(text)  # mostly German, some English: the anonymizer detects
        kinds.update(k for _s, _e, k in spans)
        strings.update(replaced_strings(text, spans))
    print(f"\n== Employment clauses: {len(clauses)} clauses, {words:,} words")
    per_k = {k: round(n / words * 1000, 2) for k, n in kinds.most_common()}
    print(f"  placeholders per 1,000 words: {per_k or 'none'} (all: {sum(kinds.values()) / words * 1000:.2f})")
    print("  replaced most often:")
    _top(strings)


def bench_speed(docs: Sequence[LerDoc], first_call: float) -> None:
    per_10k = []
    for doc in docs:
        t = time.perf_counter()
        anonymize(doc.text, "de")
        per_10k.append((time.perf_counter() - t) * 1000 * DOC_SIZE / len(doc.text))
    print(f"\n== Speed (one process; the machine may be shared): first call {first_call:.2f} s; "
          f"LER median {statistics.median(per_10k):.0f} ms per 10,000 characters "
          f"(min {min(per_10k):.0f}, max {max(per_10k):.0f}, {len(docs)} documents)")  # fmt: skip


def bench_generated(per_template: int = 2, seed: int = 4) -> None:
    """Recall and precision on a few generated documents: cheap, no baseline (the full run has one)."""
    from bench.anonymize_quality import covered
    from bench.synth_documents import corpus

    planted = found = placeholders = on_planted = docs = 0
    for doc in corpus(per_template, seed):
        docs += 1
        spans = replacement_spans(doc.text, doc.language)
        items = [(s, e) for s, e, kind in doc.items if not kind.startswith("KEEP")]
        planted += len(items)
        found += sum(covered(spans, s, e) for s, e in items)
        placeholders += len(spans)
        on_planted += sum(any(ss < e and s < ee for s, e in items) for ss, ee, _k in spans)
    print(f"\n== GENERATED documents (bench/synth_documents.py, {docs} documents, {per_template} per template, "
          f"seed {seed}): recall {_rate(found, planted)} of {planted} planted items, "
          f"precision {_rate(on_planted, placeholders)}; full run: python -m bench.anonymize_quality 40 4")  # fmt: skip


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.anonymize_real", description=__doc__.split("\n")[0])
    parser.add_argument(
        "--limit", type=int, default=None, help="LER documents and terms of service per language (default: all)"
    )
    parser.add_argument("--examples", type=int, default=15, help="false replacements to print")
    parser.add_argument("--data", type=Path, default=REAL_DATA, help="folder of the real corpora")
    parser.add_argument(
        "--model",
        choices=("cv", "rules", "shipped"),
        default="cv",
        help="LER with the name tagger cross-validated over two halves (default), the rules alone, or the shipped model",
    )
    args = parser.parse_args(argv)
    if not (args.data / "ler_dev.conll").is_file():
        print(f"real data not found in {args.data} (see the README there); nothing to measure")
        return
    t = time.perf_counter()
    anonymize("Sehr geehrte Frau Müller, bitte rufen Sie uns an.", "de")
    first_call = time.perf_counter() - t
    docs = bench_ler(args.data / "ler_dev.conll", args.limit, args.examples, args.model)
    if (args.data / "tos").is_dir():
        bench_tos(args.data / "tos", args.limit)
    if (args.data / "employment_clauses.json").is_file():
        bench_employment(args.data / "employment_clauses.json")
    bench_speed(docs, first_call)
    bench_generated()


if __name__ == "__main__":
    main()
