"""The explanations on real text: template share, category, speed, and where legal notes land.

Run: .venv/bin/python -m bench.explain_real [--limit N] [--language de|en|...] [--half validation|dev|all] [--only shops]

``--only shops``: only the legal notes on the shops' terms (section 2's ``shop_notes`` and
``shop_notes_in_documents``), for ``--half`` or, with ``all``, both halves.

Reads ../shared/data/real/ (see its README.md; never copied into the project). Without it, says so
and exits 0. Output is figures, not asserts:

1. Terms of service (de, en, it; CC BY 4.0) and employment clauses (CC BY-NC 4.0, measured only):
   each document through the request side (reading, anonymizing, cutting into clauses) and the
   offline engine, in the explanation language given. Printed per corpus: the category found
   (share ``terms_and_conditions`` / ``employment_contract``), the *template share* (clauses whose
   ``translation`` opens with the same first sentence, digits ignored, as another clause of the same
   document; target ≤ 0.10 per document on average), the *verbatim share* (for documents in another
   language than the explanation's: the share of the characters of all ``translation`` texts that lie in
   runs of 25+ characters copied from the clause's ``original``, whitespace collapsed; target ≤ 0.15),
   clauses with a legal note, seconds per document. Also German shops' terms (``agb_de_dev.csv``,
   CC BY-SA 4.0), one document per shop: each clause's title and text on two lines, blank lines between.
   ``--half`` keeps the documents of one half, by a hash of the document's id
   (``bench.explain_facts.half_of``; ids ``tos/<lang>/<file>``, ``employment:<first>-<last>`` with 0-based
   clause indexes, ``agb_de_dev.csv:contract=<n>``); the default measures all, as before.
2. The legal notes against the corpora's labels, by the sections ``bench.explain_real_tos`` and
   ``bench.explain_real_employment`` where they exist, and for the shops' terms (``shop_notes``): each
   AGB-DE clause (title as heading, text) as a clause of a German ``terms_and_conditions`` document
   through every note finder; per half by shop (``half_of`` of ``agb_de_dev.csv:contract=<n>``,
   validation first): void clauses with a ``may_be_invalid`` note (target ≥ 0.60), clauses with such a
   note that are void (target ≥ 0.50): with the shop's document kind applied as ``find_notes`` does
   (``notes_shops_de.is_shop_terms`` of all the shop's clauses), each clause alone, the shops' finder alone,
   its rules without the calibration that decides which notes say "may be void" (``void_rules_agb_de.json``);
   and the notes per key and kind; then
   the same two figures with each shop's document cut into clauses by Klartext (``shop_notes_in_documents``).
   On the dev half also the honest estimate: each dev shop measured by the rules without the branches only it
   showed (``tools.train_shops.held_out``; the rules were written looking at every dev shop).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path

from app.config import Settings
from app.jobs.result import build_result
from app.language import parse_language
from app.models import AnalysisResult, DocumentInput, Text
from tests.support.paths import REAL_DATA

_DIGITS = re.compile(r"\d+")
_FIRST_SENTENCE = re.compile(r"^(.+?[.!?])(?:\s|$)", re.S)
_SPACE = re.compile(r"\s+")
EMPLOYMENT_DOC = 20  # consecutive clauses of the employment corpus glued into one document
VERBATIM_RUN = 25  # a run of this many characters copied from the original counts as copied


def first_sentence(text: str) -> str:
    m = _FIRST_SENTENCE.match(text.strip())
    return _DIGITS.sub("#", (m.group(1) if m else text).strip().lower())


def template_share(translations: Sequence[str]) -> float:
    """Share of clauses whose translation opens like another clause's of the same document."""
    if not translations:
        return 0.0
    openings = Counter(first_sentence(t) for t in translations)
    return sum(1 for t in translations if openings[first_sentence(t)] > 1) / len(translations)


def verbatim_chars(translation: str, original: str, run: int = VERBATIM_RUN) -> tuple[int, int]:
    """(characters of ``translation`` that lie in runs of ``run``+ characters found verbatim in ``original``,
    characters of ``translation``), whitespace collapsed in both."""
    text = _SPACE.sub(" ", translation).strip()
    source = _SPACE.sub(" ", original).strip()
    if len(text) < run or len(source) < run:
        return 0, len(text)
    grams = {source[i : i + run] for i in range(len(source) - run + 1)}
    copied = covered_to = 0
    for i in range(len(text) - run + 1):
        if text[i : i + run] in grams:  # every window of a copied run is in the original, and only those
            copied += i + run - max(i, covered_to)
            covered_to = i + run
    return copied, len(text)


def verbatim_share(translation: str, original: str) -> float:
    """Share of ``translation``'s characters copied from ``original`` in runs of 25+ characters."""
    copied, total = verbatim_chars(translation, original)
    return copied / total if total else 0.0


def explain_text(text: str, language: str, settings: Settings) -> AnalysisResult:
    """Request side and offline engine, as a worker would, without a store."""
    from app.analysis.facts import key_facts
    from app.explain.offline import explain_offline
    from app.prepare.run import prepare

    doc = prepare(DocumentInput(explanation_language=parse_language(language), content=Text(text)), settings)
    facts = key_facts(doc)
    return build_result("bench", doc, explain_offline(doc, facts), settings, facts)


def tos_documents(root: Path, limit: int | None) -> Iterator[tuple[str, str, str]]:
    for lang in ("de", "en", "it"):
        for path in sorted((root / "tos" / lang / "text").glob("*.txt"))[:limit]:
            yield lang, f"tos/{lang}/{path.name}", path.read_text(encoding="utf-8")


def employment_documents(root: Path, limit: int | None) -> Iterator[tuple[str, str, str]]:
    clauses = json.loads((root / "employment_clauses.json").read_text(encoding="utf-8"))
    for n, i in enumerate(range(0, len(clauses), EMPLOYMENT_DOC)):
        if limit is not None and n >= limit:
            return
        part = clauses[i : i + EMPLOYMENT_DOC]
        text = "\n\n".join(f"{c.get('heading') or ''}\n{c['content']}".strip() for c in part)
        yield "de", f"employment:{i}-{i + len(part) - 1}", text


def in_half(docs: Iterator[tuple[str, str, str]], half: str) -> Iterator[tuple[str, str, str]]:
    """The documents of one half ("validation" | "dev") by their id, or all ("all")."""
    from bench.explain_facts import half_of

    return (d for d in docs if half == "all" or half_of(d[1]) == half)


def agb_documents(root: Path, limit: int | None) -> Iterator[tuple[str, str, str]]:
    """German shops' terms (AGB-DE), one document per ``contract``: title and text per clause, in file order."""
    import csv

    from bench.explain_facts import joined

    with (root / "agb_de_dev.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    contracts = list(dict.fromkeys(r["contract"] for r in rows))[:limit]
    for contract in contracts:
        text = joined((r["title"], r["text"]) for r in rows if r["contract"] == contract)
        yield "de", f"agb_de_dev.csv:contract={contract}", text


def shop_notes(root: Path, halves: Sequence[str] = ("validation", "dev")) -> None:
    """The legal notes on AGB-DE's clauses against its void labels, per half by shop (validation first)."""
    import csv

    from app.analysis.notes import ClauseView, finders
    from app.analysis.notes_shops_de import (
        find_shop_notes,
        in_shop_terms,
        is_shop_terms,
        keeps_liability,
        one_note_per_category,
    )
    from bench.explain_facts import half_of, joined

    with (root / "agb_de_dev.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    # the kind of each shop's document, read from all of it as find_notes reads a document
    texts = {
        c: joined((r["title"], r["text"]) for r in rows if r["contract"] == c) for c in {r["contract"] for r in rows}
    }
    shop_kind = {c: is_shop_terms(t) for c, t in texts.items()}
    liability_kept = {c: shop_kind[c] and keeps_liability(t) for c, t in texts.items()}
    print("\n== Legal notes on shops' terms (AGB-DE), each clause through every finder, by half (shop)")
    for half in halves:
        part = [r for r in rows if half_of(f"agb_de_dev.csv:contract={r['contract']}") == half]
        void = doubled = 0
        noted: Counter[str] = Counter()  # clauses with a may_be_invalid note, per way of counting
        right: Counter[str] = Counter()  # ... that are void
        keys: Counter[str] = Counter()
        right_keys: Counter[str] = Counter()
        for r in part:
            view = ClauseView("c", r["text"], (r.get("title") or "").strip() or None, "terms_and_conditions", "de")
            is_void = r["void"].strip() in {"1", "1.0"}
            drafts = [d for finder in finders() for d in finder(view)]
            in_doc = in_shop_terms(drafts, liability_kept[r["contract"]]) if shop_kind[r["contract"]] else drafts
            ways = {"any": in_doc, "clause": drafts, "own": find_shop_notes(view),
                    "rules": find_shop_notes(view, calibrate=False)}  # fmt: skip
            doubled += len(one_note_per_category(drafts)) < len(drafts)
            void += is_void
            for way, found in ways.items():
                if any(d.kind == "may_be_invalid" for d in found):
                    noted[way] += 1
                    right[way] += is_void
            for d in ways["own"]:
                keys[f"{d.key} ({d.kind})"] += 1
                right_keys[f"{d.key} ({d.kind})"] += is_void
        shops = {r["contract"] for r in part}
        print(f"  {half:<10} clauses {len(part)}, void {void}, shops {len(shops)}, read as a shop's terms for "
              f"selling goods {sum(shop_kind[c] for c in shops)}")  # fmt: skip
        for way, label in (
            ("any", "every finder, by the document's kind (as find_notes)"),
            ("clause", "every finder, each clause alone"),
            ("own", "the shops' finder alone"),
            ("rules", "the shops' rules alone, without the calibration (void_rules_agb_de.json)"),
        ):
            print(f"    {label}: void clauses with a may_be_invalid note {right[way] / max(1, void):.2f} "
                  f"({right[way]}/{void}) (target ≥ 0.60); noted clauses that are void "
                  f"{right[way] / max(1, noted[way]):.2f} ({right[way]}/{noted[way]}) (target ≥ 0.50)")  # fmt: skip
        print(f"    clauses with a shops' note and a terms-of-service note of the same legal category: {doubled} "
              "(notes_shops_de.one_note_per_category keeps the shops' one)")  # fmt: skip
        print("    notes (void/all): " + ", ".join(f"{k} {right_keys[k]}/{n}" for k, n in keys.most_common()))
        if half == "dev":  # the rules were written looking at every dev shop: their figure there flatters them
            from tools.train_shops import held_out

            figures = held_out(part, verbose=False)
            for way, label in (("held_out_calibrated", "the shops' finder"), ("held_out", "the shops' rules alone")):
                total, noted_, right_ = figures[way]
                print(f"    {label}, each dev shop measured with what only it taught left out (tools.train_shops "
                      f"--held-out): void clauses with a may_be_invalid note {right_ / max(1, total):.2f} "
                      f"({right_}/{total}); noted clauses that are void {right_ / max(1, noted_):.2f} "
                      f"({right_}/{noted_})")  # fmt: skip


def shop_notes_in_documents(
    root: Path, settings: Settings, limit: int | None = None, halves: Sequence[str] = ("validation", "dev")
) -> None:
    """The same figures with the shops' terms cut into clauses by Klartext itself: each shop's document
    through the request side and the offline engine; a corpus clause belongs to the Klartext clause sharing
    most of its words (a section's clauses may be one Klartext clause, so carve-outs and exclusions meet)."""
    import csv

    with (root / "agb_de_dev.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    print("\n== Legal notes on shops' terms (AGB-DE), each shop's document as Klartext cuts it, by half (shop)")
    for half in halves:
        void = hit = noted = right = docs = as_terms = 0
        for _lang, doc_id, text in list(in_half(agb_documents(root, limit), half)):
            contract = doc_id.split("=", 1)[1]
            result = explain_text(text, "de", settings)
            docs += 1
            as_terms += result.category == "terms_and_conditions"
            words = [set(_WORD.findall(c.original.lower())) for c in result.clauses]
            flagged = [any(n.kind == "may_be_invalid" for n in c.legal_notes) for c in result.clauses]
            holds_void = [False] * len(result.clauses)
            for r in (r for r in rows if r["contract"] == contract):
                own = set(_WORD.findall(r["text"].lower()))
                if not own or not words:
                    continue
                best = max(range(len(words)), key=lambda i: len(own & words[i]))
                is_void = r["void"].strip() in {"1", "1.0"}
                void += is_void
                hit += is_void and flagged[best]
                holds_void[best] |= is_void
            noted += sum(flagged)
            right += sum(1 for f, v in zip(flagged, holds_void, strict=True) if f and v)
        print(f"  {half:<10} void clauses in a Klartext clause with a may_be_invalid note: "
              f"{hit / max(1, void):.2f} ({hit}/{void}); Klartext clauses with such a note holding a void one: "
              f"{right / max(1, noted):.2f} ({right}/{noted}); shops read as terms_and_conditions "
              f"{as_terms}/{docs}")  # fmt: skip


_WORD = re.compile(r"[^\W\d_]{3,}")


def measure(name: str, docs: Iterator[tuple[str, str, str]], language: str, expected: str, settings: Settings) -> None:
    shares: list[float] = []
    seconds: list[float] = []
    categories: Counter[str] = Counter()
    clauses = noted = failed = 0
    copied = written = other_language = 0
    for lang, _id, text in docs:
        started = time.perf_counter()
        try:
            result = explain_text(text, language, settings)
        except Exception as exc:  # a refusal is a figure too: which kind
            failed += 1
            categories[f"refused: {type(exc).__name__}"] += 1
            continue
        seconds.append(time.perf_counter() - started)
        categories[result.category] += 1
        shares.append(template_share([c.translation for c in result.clauses]))
        clauses += len(result.clauses)
        noted += sum(1 for c in result.clauses if c.legal_notes)
        if lang != language:  # a reader of another language than the document's
            other_language += 1
            for c in result.clauses:
                a, b = verbatim_chars(c.translation, c.original)
                copied += a
                written += b
    n = len(shares)
    print(f"\n== {name}, explained in {language}: {n} documents ({failed} refused), {clauses} clauses")
    if not n:
        return
    right = categories[expected] / (n + failed)
    print(f"  category {expected}: {right:.2f}; all: {dict(categories.most_common())}")
    print(f"  template share per document: mean {statistics.mean(shares):.2f}, median {statistics.median(shares):.2f} "
          f"(target ≤ 0.10)")  # fmt: skip
    if other_language:
        print(f"  verbatim share (documents not in {language}: {other_language}): {copied / max(1, written):.2f} "
              f"of {written} characters of translation copied from the original in runs of {VERBATIM_RUN}+ "
              f"(target ≤ 0.15)")  # fmt: skip
    else:
        print(f"  verbatim share: n/a (every document is in {language})")
    print(f"  clauses with a legal note: {noted} of {clauses}")
    print(f"  seconds per document: median {statistics.median(seconds):.2f}, max {max(seconds):.2f}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.explain_real", description=__doc__.split("\n")[0])
    parser.add_argument("--limit", type=int, default=None, help="documents per corpus and language")
    parser.add_argument("--language", default="de", help="explanation language")
    parser.add_argument("--half", choices=("validation", "dev", "all"), default="all",
                        help="documents of one half, by a hash of their id (bench.explain_facts.half_of)")  # fmt: skip
    parser.add_argument("--data", type=Path, default=REAL_DATA)
    parser.add_argument("--only", choices=("shops",), default=None,
                        help="only the legal notes on the shops' terms (AGB-DE)")  # fmt: skip
    args = parser.parse_args(argv)
    if not (args.data / "tos").is_dir():
        print(f"real data not found in {args.data} (see the README there); nothing to measure")
        return
    settings = Settings()
    halves = ("validation", "dev") if args.half == "all" else (args.half,)
    if args.only == "shops":
        if (args.data / "agb_de_dev.csv").is_file():
            shop_notes(args.data, halves)
            shop_notes_in_documents(args.data, settings, args.limit, halves)
        else:
            print(f"agb_de_dev.csv not found in {args.data} (see the README there); nothing to measure")
        return
    half = "" if args.half == "all" else f" ({args.half} half)"
    measure(f"Terms of service (de, en, it){half}", in_half(tos_documents(args.data, args.limit), args.half),
            args.language, "terms_and_conditions", settings)  # fmt: skip
    if (args.data / "employment_clauses.json").is_file():
        measure(f"Employment clauses, 20 to a document{half}",
                in_half(employment_documents(args.data, args.limit), args.half), args.language,
                "employment_contract", settings)  # fmt: skip
    if (args.data / "agb_de_dev.csv").is_file():
        measure(f"Shops' terms (AGB-DE), one document per shop{half}",
                in_half(agb_documents(args.data, args.limit), args.half), args.language,
                "terms_and_conditions", settings)  # fmt: skip
    if (args.data / "agb_de_dev.csv").is_file():
        shop_notes(args.data)
        shop_notes_in_documents(args.data, settings, args.limit)
    for section in ("bench.explain_real_tos", "bench.explain_real_employment"):
        try:
            module = __import__(section, fromlist=["run"])
        except ImportError:
            print(f"\n({section} is not there yet)")
            continue
        module.run(args.data)


if __name__ == "__main__":
    main()
