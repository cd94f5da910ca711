"""Unfair-term notes on real terms of service, cross-validated by service.

Run: .venv/bin/python -m bench.explain_real_tos [DATA_DIR] [--language en] [--half validation|dev|all]

Reads ../shared/data/real/tos (23 services in de, en, it; Galassi et al. 2024, CC BY 4.0). Every
text is cut into clauses by app.prepare.segment as the pipeline does; every tagged sentence is
placed in the clause its text lies in. The model that scores a service is trained on the other
services only (all three languages of the held-out service are left out), so no figure comes from
a sentence the model saw. A clause counts as noted, as issue 13 defines it, when it has a
``may_be_invalid`` or ``unusual`` note (an ``info`` note is background). Per language it prints:
clauses, the share of unfair sentences (level 2 or 3) that lie in a noted clause (recall), the
share of noted clauses that hold one (precision), the share of clauses holding one (base: the
precision of noting every clause), and the share of texts classified terms_and_conditions.
"pipeline" counts notes only where the document's category came out terms_and_conditions, as in an
analysis; "given" scores every text as terms of service. Then, per note key, the clauses it notes,
how many hold an unfair sentence of any type, and how many one of the note's own type: where the
false notes come from.

Then every text is explained by the offline engine in ``--language`` (default en): category right,
template share and the *verbatim share* for the texts in another language than the reader's
(``bench.explain_real.verbatim_chars``: translation characters copied from the original in runs of 25+
characters; target ≤ 0.15), per half by a hash of the text's id ``tos/<lang>/<file>``
(``bench.explain_facts.half_of``; validation first). ``--half`` applies to this part only: the notes above
are already scored on services never trained on.
"""

from __future__ import annotations

import re
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from app.analysis.classify import classify
from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import in_shop_terms, is_shop_terms, keeps_liability
from app.analysis.notes_tos import CATEGORY, TYPES, classify_clause, features, model_from_dict, notes_with
from app.prepare.segment import segment
from bench.explain_facts import half_of
from tools.train_unfair import LANGUAGES, Sentence, load, train

FOLDS = 6  # services are split into this many groups; each group is scored by a model trained on the rest
DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "data" / "real"


@dataclass
class Doc:
    service: str
    language: str
    text: str
    clauses: list[tuple[int, int]]
    unfair: list[int] = field(default_factory=list)  # clause index of every unfair sentence found
    unfair_types: dict[int, set[str]] = field(default_factory=dict)  # clause index -> types tagged unfair in it
    unplaced: int = 0
    ter_level: dict[int, int] = field(default_factory=dict)  # clause index -> highest level tagged for ter (2 or 3)


def _find(text: str, sentence: str, start: int) -> int:
    at = text.find(sentence, start)
    if at < 0:
        at = text.find(sentence)
    if at < 0:  # whitespace differs between the two files
        pattern = r"\s+".join(re.escape(w) for w in sentence.split())
        m = re.search(pattern, text)
        at = m.start() if m else -1
    return at


def build(data_dir: Path, sentences: list[Sentence]) -> list[Doc]:
    by_doc: dict[tuple[str, str], list[Sentence]] = defaultdict(list)
    for s in sentences:
        by_doc[(s.language, s.service)].append(s)
    docs: list[Doc] = []
    for (lang, service), items in sorted(by_doc.items()):
        text = (data_dir / "tos" / lang / "text" / f"{service}.txt").read_text(encoding="utf-8")
        clauses = [(seg.start, seg.end) for seg in segment(text)]
        doc = Doc(service, lang, text, clauses)
        pos = 0
        for s in items:
            if not any(s.level(t) >= 2 for t in _TYPES):
                continue
            at = _find(text, s.text, pos)
            if at < 0:
                doc.unplaced += 1
                continue
            pos = at
            idx = next((i for i, (a, b) in enumerate(clauses) if a <= at < b), None)
            if idx is None:
                doc.unplaced += 1
                continue
            doc.unfair.append(idx)
            doc.unfair_types.setdefault(idx, set()).update(t for t in _TYPES if s.level(t) >= 2)
            if s.level("ter") >= 2:
                doc.ter_level[idx] = max(doc.ter_level.get(idx, 0), s.level("ter"))
        docs.append(doc)
    return docs


_TYPES = ("a", "ch", "cr", "j", "law", "ltd", "ter", "use", "pinc")
_TYPE_OF_KEY = {
    **{key: t for t, key in TYPES.items()},
    "tos_unilateral_change_silence": "ch",
    "tos_unilateral_change_use": "ch",
    "tos_jurisdiction_home": "j",
    "tos_choice_of_law_kept": "law",
    "tos_unilateral_termination_notice": "ter",
    "tos_unilateral_termination_grounds": "ter",
}


def run(data_dir: Path = DEFAULT) -> None:
    if not (data_dir / "tos").is_dir():
        print(f"no real ToS data at {data_dir / 'tos'}; nothing measured")
        return
    started = time.perf_counter()
    sentences = load(data_dir)
    docs = build(data_dir, sentences)
    services = sorted({d.service for d in docs})
    rows = [features(s.text) for s in sentences]
    noted: dict[tuple[str, str], set[int]] = {}
    # per note key: clauses noted, of which hold an unfair sentence of any type / of the note's own type
    per_key: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    folds = [services[i::FOLDS] for i in range(FOLDS)]
    # ending or suspending, per half of the text's id: (note key, kind) -> [clauses, tagged ter level 3, level 2], and
    # the notes whose kind the classifier gave differently (a ``ter`` note tied to grounds: may_be_invalid -> unusual)
    ter: dict[str, dict[tuple[str, str], list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))
    changed: dict[str, int] = defaultdict(int)
    shops = 0  # German texts read as a shop's terms (notes_shops_de.is_shop_terms): ToS notes there are background
    for held_out in folds:
        keep = [i for i, s in enumerate(sentences) if s.service not in held_out]
        model = model_from_dict(train([sentences[i] for i in keep], rows=[rows[i] for i in keep]))
        for doc in (d for d in docs if d.service in held_out):
            hits = set()
            # as app.analysis.notes.find_notes: a German text read as a shop's terms for selling goods
            shop = doc.language == "de" and is_shop_terms(doc.text)
            shops += shop
            kept = shop and keeps_liability(doc.text)
            for i, (a, b) in enumerate(doc.clauses):
                view = ClauseView(f"c{i + 1}", doc.text[a:b], None, CATEGORY, doc.language)
                # as the issue counts: a clause is noted by a may_be_invalid or unusual note (info is background)
                found = notes_with(view, model)
                drafts = [
                    d
                    for d in (in_shop_terms(found, kept) if shop else found)
                    if d.kind in ("may_be_invalid", "unusual")
                ]
                if drafts:
                    hits.add(i)
                half = half_of(f"tos/{doc.language}/{doc.service}.txt")
                raw = dict(classify_clause(view.text, doc.language, model))
                for d in found:
                    if _TYPE_OF_KEY.get(d.key) == "ter":
                        row = ter[half][(d.key, d.kind)]
                        row[0] += 1
                        row[1] += doc.ter_level.get(i) == 3
                        row[2] += doc.ter_level.get(i) == 2
                        changed[half] += raw.get("ter") != d.kind
                tagged = doc.unfair_types.get(i, set())
                for d in drafts:
                    row = per_key[d.key]
                    row[0] += 1
                    row[1] += bool(tagged)
                    row[2] += _TYPE_OF_KEY.get(d.key, "") in tagged
            noted[(doc.language, doc.service)] = hits
    print(
        f"unfair-term notes on real terms of service, {FOLDS}-fold by service ({len(services)} services; "
        "a fold's services are never trained on)"
    )
    print(f"{'lang':5} {'mode':9} {'texts':>5} {'clauses':>7} {'unfair':>6} {'recall':>7} {'noted':>6} {'precision':>9}"
          f" {'base':>5} {'ToS share':>9} {'unplaced':>8}")  # fmt: skip
    for lang in (*LANGUAGES, "all"):
        group = [d for d in docs if lang in ("all", d.language)]
        right = [d for d in group if classify(d.text)[0] == CATEGORY]
        for mode, scored in (("given", group), ("pipeline", right)):
            scored_ids = {(d.language, d.service) for d in scored}
            unfair = sum(len(d.unfair) for d in group)
            found = sum(
                1
                for d in group
                if (d.language, d.service) in scored_ids
                for i in d.unfair
                if i in noted[(d.language, d.service)]
            )
            n_noted = sum(len(noted[(d.language, d.service)]) for d in scored)
            holding = sum(len(noted[(d.language, d.service)] & set(d.unfair)) for d in scored)
            clauses = sum(len(d.clauses) for d in group)
            base = sum(len(set(d.unfair)) for d in group) / max(1, clauses)  # precision of noting every clause
            print(
                f"{lang:5} {mode:9} {len(group):5} {clauses:7} {unfair:6} {found / max(1, unfair):7.2f} {n_noted:6}"
                f" {holding / max(1, n_noted):9.2f} {base:5.2f} {len(right) / max(1, len(group)):9.2f}"
                f" {sum(d.unplaced for d in group):8}"
            )
    print(f"German texts read as a shop's terms for selling goods (ToS notes there at most unusual): {shops}")
    print("per note key (given mode, all languages): clauses noted, holding an unfair sentence, of the note's type")
    for key, (n, any_unfair, own) in sorted(per_key.items(), key=lambda kv: -kv[1][0]):
        print(f"  {key:32} {n:5} {any_unfair:5} ({any_unfair / max(1, n):.2f}) {own:5} ({own / max(1, n):.2f})")
    print(
        "ending or suspending (given mode), per half: note key, kind: clauses, tagged ter clearly (3), potentially (2)"
    )
    for half in ("validation", "dev"):
        print(f"  {half}: kinds changed from the classifier's {changed[half]}")
        for (key, kind), (n, clear, potential) in sorted(ter[half].items()):
            print(f"    {key:36} {kind:15} {n:5} {clear:5} {potential:5}")
    print(f"({time.perf_counter() - started:.0f} s)")


def explain_texts(data_dir: Path, language: str, half: str) -> None:
    from app.config import Settings
    from bench.explain_facts import HALVES
    from bench.explain_real import in_half, measure, tos_documents

    if not (data_dir / "tos").is_dir():
        return
    settings = Settings()
    for name in HALVES:
        if half in ("all", name):
            measure(f"Terms of service (de, en, it; {name} half)", in_half(tos_documents(data_dir, None), name),
                    language, "terms_and_conditions", settings)  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m bench.explain_real_tos", description=__doc__.split("\n")[0])
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--language", default="en", help="explanation language of the explained texts")
    parser.add_argument("--half", choices=("validation", "dev", "all"), default="all")
    args = parser.parse_args(argv)
    run(args.data)
    explain_texts(args.data, args.language, args.half)


if __name__ == "__main__":
    main(sys.argv[1:])
