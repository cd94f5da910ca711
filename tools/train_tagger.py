"""Train the name tagger (app/prepare/pii/tagger.py): one CRF per language on open NER corpora.

Run: .venv/bin/python -m tools.train_tagger [--data DIR] [--language de|es|pt ...] [--out-dir DIR]
                                             [--iterations N] [--no-evaluate] [--tune] [--folds K]

Options:
  --data DIR        the folder of the real corpora (default: ../shared/data/real beside the checkout)
  --language L      train only this language's model (repeatable; default: de, es, pt)
  --out-dir DIR     where the models go (default: app/prepare/pii/data, the shipped models)
  --iterations N    L-BFGS iterations (default 150)
  --no-evaluate     skip the tagger-alone figures on each corpus's validation part
  --tune            train on the first half of each train part (by document) and score the second half:
                    the figures to choose settings on (with --out-dir; the shipped models stay)
  --folds K         pt: LeNER-Br train+dev cut into decisions (tagger_corpora.lener_folds), K models each trained
                    on K-1 folds, the whole anonymizer scored on the fold left out (with --out-dir): the estimate
                    to tune the Portuguese rules and model on. With --language es: the MEDDOCAN train file in K
                    folds of reports (tagger_corpora.meddocan_folds), each es model trained on the other folds and
                    the LeNER-Br train file as the shipped one is, the whole anonymizer scored on the fold left out
                    (patients, staff, streets; missed streets by kind): the Spanish estimate beside the dev file

The corpora (see tools/tagger_corpora.py and the README in the data folder: origin, licences,
formats) and what each model learns from:

  de  names.crfsuite     LER train part (every other glued document), GermEval 2014 dev+test train
                         part (half of the source pages), MobIE train file
  es  names_es.crfsuite  MEDDOCAN train file, LeNER-Br train file (names in running text; Portuguese
                         features for its documents)
  pt  names_pt.crfsuite  LeNER-Br train file, and its lines that name a person once more in capitals
                         (``capitals_copy``: Brazilian decisions head their pages with the parties in capitals)

Every corpus keeps a validation part that is never trained on (LER: every second document; GermEval:
one source page in two; MobIE, MEDDOCAN, LeNER-Br: their dev files). The test files of MEDDOCAN
and LeNER-Br are never read here. After training, the tagger alone is scored on every validation
part (names and streets found, false names per 10,000 tokens); the whole anonymizer is measured by
bench/anonymize_real.py. To choose a setting, ``--tune`` trains on the first half of every train part and
scores the second half (decisions the model never saw); the validation part is measured only after that.
Training is deterministic: the same data gives the same model. The L1/L2
penalties are per model (``REGULARISATION``); the features read the stop and role word lists of
app/prepare/pii/data/<language>.toml, so a model is retrained when they change. Never train
on the employment clauses (CC BY-NC) or on agb_de_dev.csv (CC BY-SA) into these models.
"""

from __future__ import annotations

import argparse
import bisect
import re
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

import pycrfsuite

from app.prepare.pii.tagger import MODELS, Tagger, line_features, lines, tokens
from tools.tagger_corpora import (
    CORPORA,
    LENER_LABELS,
    LER_LABELS,
    MEDDOCAN_LABELS,
    MODEL_CORPORA,
    Corpus,
    Doc,
    lener_documents,
    lener_folds,
    meddocan_folds,
)

# What the model learns: NAME and STR become placeholders; the others teach it what a court, a company,
# a statute or a place looks like, so it does not take them for names.
MODEL_LABELS = ("NAME", "STR", "ORG", "REF", "LOC")
# L1 and L2 penalties (c1, c2) per model. The Spanish and Portuguese models learn from fewer and more
# repetitive documents (a decision names its parties on every page): the stronger penalties keep them from
# learning the letters of the corpus's names (tuned by training on one half of the LeNER-Br train file and
# measuring the other: persons 0.826 -> 0.832, false names 2.9 -> 2.5 per 10,000 tokens, model 40 % smaller).
REGULARISATION = {"de": (0.05, 0.01), "es": (0.5, 0.05), "pt": (0.5, 0.05)}
LABEL = {**LER_LABELS, **{label: label for label in MODEL_LABELS}}

Entity = tuple[int, int, str]  # start, end, gold tag


def sequences(
    text: str, entities: Sequence[Entity], language: str = "de", labels: dict[str, str] | None = None
) -> Iterable[tuple[list[list[str]], list[str]]]:
    """(features, labels) for every line of one document; ``labels`` maps gold tags to model labels
    (default: LER's tags and the model's own labels)."""
    mapping = LABEL if labels is None else labels
    spans = sorted(entities)
    starts = [x[0] for x in spans]
    for offset, line, after in lines(text):
        toks = tokens(line)
        out: list[str] = []
        previous: Entity | None = None
        for s, e, _w in toks:
            s, e = s + offset, e + offset
            # The entity this token lies in: the last one starting at or before it, or one starting inside it.
            k = max(bisect.bisect_right(starts, s) - 1, 0)
            hit = next((x for x in spans[k : k + 2] if x[0] < e and s < x[1]), None)
            label = mapping.get(hit[2]) if hit else None
            if hit is None or label is None:
                out.append("O")
                previous = None
                continue
            out.append(("I-" if previous == hit else "B-") + label)
            previous = hit
        yield line_features([w for _s, _e, w in toks], language, after), out


def train(
    docs: Iterable[tuple[str, Sequence[Entity]]],
    out: Path,
    iterations: int = 150,
    language: str = "de",
    labels: dict[str, str] | None = None,
) -> int:
    """Train on (text, entities) documents and write the model to ``out``; returns the lines used."""
    return train_corpora([(language, labels, docs)], out, iterations, language)


def capitals_copy(text: str, entities: Sequence[Entity]) -> tuple[str, list[Entity]] | None:
    """The lines of a document that name a person, in capitals (offsets unchanged), or None when it names none.

    Brazilian decisions write their parties, judges and lawyers in capitals in the heading and the minutes
    ("RELATOR : MINISTRO ...", "AGRAVANTE : ..."), and a decision's own names in running text; the copy shows
    the model the same names and contexts in capitals. Letters whose capital is not one letter stay as they are."""
    names = [(s, e) for s, e, tag in entities if LABEL.get(tag) == "NAME" or tag in CAPITALS_NAME_TAGS]
    if not names:
        return None
    out = []
    at = 0
    for line in text.split("\n"):
        end = at + len(line)
        upper = line.upper() if len(line.upper()) == len(line) else line
        out.append(upper if any(at <= s < end for s, _e in names) else line)
        at = end + 1
    return "\n".join(out), list(entities)


def single_word_copy(text: str, entities: Sequence[Entity]) -> tuple[str, list[Entity]] | None:
    """The lines of a document that name a person in running case by two words or more, each such person cut to one
    word of the name (offsets recomputed), or None when there is no such line.

    A decision names its persons in full once and then by one word ("Silva alega ...", "encontrar Benta ..."); the
    corpora label few such mentions (4 % of LeNER-Br's persons in train and dev), the held-out decisions have more.
    The copy shows the model the same contexts with a one-word name: the surname for the first person of a line, the
    first name for the next, and so on."""
    persons = {
        x
        for x in entities
        if x[2] in CAPITALS_NAME_TAGS and len(_name_words(text[x[0] : x[1]])) >= 2 and not text[x[0] : x[1]].isupper()
    }
    out_lines: list[str] = []
    out_entities: list[Entity] = []
    at = new_at = 0  # where the line starts in ``text`` and in the copy
    for line in text.split("\n"):
        end = at + len(line)
        on_line = sorted(x for x in entities if at <= x[0] < end)
        if any(x in persons for x in on_line):
            pieces: list[str] = []
            pos = at
            turn = 0
            for x in on_line:
                s_, e_, tag = x
                if s_ < pos:
                    continue  # overlapping gold entities: the first one counts
                pieces.append(text[pos:s_])
                start = new_at + sum(map(len, pieces))
                if x in persons:
                    words = _name_words(text[s_:e_])
                    piece = words[-1] if turn % 2 == 0 else words[0]
                    turn += 1
                else:
                    piece = text[s_:e_]
                pieces.append(piece)
                out_entities.append((start, start + len(piece), tag))
                pos = e_
            pieces.append(text[pos:end])
            new_line = "".join(pieces)
            out_lines.append(new_line)
            new_at += len(new_line) + 1
        at = end + 1
    return ("\n".join(out_lines), out_entities) if out_lines else None


def _name_words(name: str) -> list[str]:
    """The capitalised words of a name (no particles, no initials' dots)."""
    return [w for w in name.split() if w[:1].isalpha() and w[:1].isupper() and len(w) > 1]


# Gold tags of persons in the corpora that the capitals copy is made for (LeNER-Br's PESSOA).
CAPITALS_NAME_TAGS = frozenset({"PESSOA"})
# Languages whose documents write persons in capitals (headings and minutes of Brazilian decisions): their
# own corpora are learnt a second time with the lines that name a person in capitals (``capitals_copy``).
CAPITALS_COPY = frozenset({"pt"})
# Languages whose own corpora are learnt once more with their persons named by one word (``single_word_copy``). None:
# tried for pt (issue 24), the 3-fold estimate on LeNER-Br train+dev did not move (persons 0.948 either way; the hard
# kind 0.935 -> 0.944, but persons in capitals 0.943 -> 0.939, after an office 0.970 -> 0.960, false replacements 2.3
# -> 2.6 per 10,000 tokens): the rules that find a name named again by one word do this job.
SINGLE_WORD_COPY: frozenset[str] = frozenset()


def train_corpora(
    corpora: Sequence[tuple[str, dict[str, str] | None, Iterable[tuple[str, Sequence[Entity]]]]],
    out: Path,
    iterations: int = 150,
    language: str | None = None,
) -> int:
    """One model from several corpora, each (language, gold tag -> model label, documents); ``language``: the
    model's, which chooses its regularisation (default: the first corpus's)."""
    language = language or (corpora[0][0] if corpora else "de")
    trainer = pycrfsuite.Trainer(verbose=False)
    n = 0
    for corpus_language, labels, docs in corpora:
        for text, entities in docs:
            copies = [(text, entities)]
            if corpus_language == language and language in CAPITALS_COPY:
                copy = capitals_copy(text, entities)
                copies += [copy] if copy else []
            if corpus_language == language and language in SINGLE_WORD_COPY:
                single = single_word_copy(text, entities)
                copies += [single] if single else []
            for copy_text, copy_entities in copies:
                for features, seq in sequences(copy_text, copy_entities, corpus_language, labels):
                    if features:
                        trainer.append(features, seq)
                        n += 1
    c1, c2 = REGULARISATION.get(language, REGULARISATION["de"])
    trainer.set_params({"c1": c1, "c2": c2, "max_iterations": iterations, "feature.possible_transitions": True})
    out.parent.mkdir(parents=True, exist_ok=True)
    trainer.train(str(out))
    return n


def evaluate(model: Path, corpus: Corpus, docs: Sequence[Doc]) -> str:
    """The tagger alone on documents: gold names and streets whose letters it covers, and false names."""
    tagger = Tagger(model)
    gold: Counter[str] = Counter()
    found: Counter[str] = Counter()
    false = 0
    tokens_seen = 0
    for doc in docs:
        tokens_seen += doc.tokens or len(doc.text.split())
        hits = tagger.find(doc.text, corpus.language)
        spans = [(f.start, f.end) for f in hits]
        for s, e, tag in doc.entities:
            label = corpus.labels.get(tag)
            if label in ("NAME", "STR"):
                gold[label] += 1
                letters = [i for i in range(s, e) if doc.text[i].isalnum()]
                found[label] += all(any(a <= i < b for a, b in spans) for i in letters)
        for f in hits:
            labels = {corpus.labels.get(tag) for s, e, tag in doc.entities if s < f.end and f.start < e}
            if not labels & {"NAME", "STR", "LOC"}:
                false += 1
    rates = ", ".join(f"{k} {found[k]}/{gold[k]} = {found[k] / gold[k]:.3f}" for k in ("NAME", "STR") if gold[k])
    return f"{rates}; false {false} = {false / max(tokens_seen, 1) * 10_000:.1f} per 10,000 tokens"


def tuning_halves(train: Sequence[Doc]) -> dict[str, list[Doc]]:
    """A train part split for tuning: the first half of its documents is learnt, the second scored. Documents
    glued from consecutive sentences keep a decision together, so the second half holds decisions the model
    never saw (LeNER-Br's own dev file shares its decisions' style with the train file more than the test file
    does: tune on this, measure the validation part)."""
    half = len(train) // 2
    return {"train": list(train[:half]), "validation": list(train[half:])}


def cross_validate(
    root: Path, k: int, out_dir: Path, iterations: int = 150, reuse: bool = False, examples: int = 0
) -> tuple[float, float]:
    """The honest estimate for Portuguese: LeNER-Br's train and dev files in ``k`` folds of whole decisions
    (``lener_folds``); for each, a pt model trained on the others as the shipped one is (same settings, capitals
    copy) and the whole anonymizer, rules and all, scored on it. Returns (persons removed, false per 10,000 tokens)
    over all folds. The test file is not read.

    Beside the plain figure, the persons by kind (``bench.anonymize_real.person_kinds``): the held-out test file has
    more persons outside capitals with no office before them, and more written as one word, than train and dev;
    the "hard" figure is the estimate that resembles it. ``reuse``: keep fold models already in ``out_dir`` (the
    rules changed, not the features). ``examples``: print that many missed hard or single-word persons, of
    documents from the train file only (the dev file is the validation part: its text is not shown)."""
    from app.prepare.pii import tagger
    from bench.anonymize_real import SINGLE_WORD_SHARE, GoldScore, KindScore

    folds = lener_folds(root, k)
    in_train = len(lener_documents(root, ("train",)))
    total = GoldScore({"PESSOA": "persons"}, frozenset({"PESSOA", "LOCAL"}), phones_labelled=False)
    kinds = KindScore("PESSOA", "pt")
    missed: list[str] = []
    false_seen: list[str] = []
    try:
        for i, held_out in enumerate(folds):
            out = out_dir / f"names_pt_fold{i}.crfsuite"
            if not (reuse and out.exists()):
                learnt = [(d.text, d.entities) for j, fold in enumerate(folds) if j != i for d in fold]
                train_corpora([("pt", LENER_LABELS, learnt)], out, iterations, "pt")
            tagger.use_model(out, "pt")
            score = GoldScore({"PESSOA": "persons"}, frozenset({"PESSOA", "LOCAL"}), phones_labelled=False)
            fold_kinds = KindScore("PESSOA", "pt")
            for doc in held_out:
                spans = replacement_spans(doc.text, "pt")
                score.add(doc, spans)
                total.add(doc, spans)
                fold_kinds.add(doc, spans)
                kinds.add(doc, spans)
                if examples and int(doc.id.split("#")[0].rsplit("-", 1)[1]) < in_train:
                    missed += _missed_kinds(doc, spans)
                    false_seen += _false(doc, spans)
            print(f"  fold {i + 1}/{k}: {_figures(score)}; by kind: {fold_kinds.line()}")
    finally:
        tagger.use_shipped_model("pt")
    print(f"pt, {k} folds of LeNER-Br train+dev by decision, whole anonymizer: {_figures(total)}")
    print(f"  persons by kind: {kinds.line()}")
    print(
        f"  persons with single-word names weighted as in the test file ({SINGLE_WORD_SHARE:.0%}): "
        f"{kinds.reweighted(total.removed['persons'], total.names['persons']):.3f}"
    )
    for line in missed[:examples]:
        print(f"    missed: {line}")
    for line in false_seen[:examples]:
        print(f"    false: {line}")
    false = sum(total.false.values())
    return total.removed["persons"] / max(total.names["persons"], 1), false / max(total.tokens, 1) * 10_000


def cross_validate_es(
    root: Path, k: int, out_dir: Path, iterations: int = 150, reuse: bool = False, examples: int = 0
) -> dict[str, float]:
    """The Spanish estimate on reports the model never saw: the MEDDOCAN train file in ``k`` folds of reports
    (``meddocan_folds``); for each, an es model trained on the other folds and the LeNER-Br train file (as the
    shipped one is) and the whole anonymizer scored on it. The dev file (the validation part) and the test file are
    not read. Returns removed rates per group and false replacements per 10,000 tokens over all folds; prints the
    missed streets by kind (``street_kinds``) and ``examples`` of them (train-file text only)."""
    from app.prepare.pii import tagger
    from bench.anonymize_real import MEDDOCAN_GROUPS, MEDDOCAN_LABELS_ALL, GoldScore, example, removed
    from bench.anonymize_real import Entity as GoldEntity

    folds = meddocan_folds(root, k)
    models = es_fold_models(root, k, out_dir, iterations, reuse)
    total = GoldScore(MEDDOCAN_GROUPS, frozenset(MEDDOCAN_LABELS_ALL))
    streets: Counter[str] = Counter()
    missed_kinds: Counter[str] = Counter()
    missed: list[str] = []
    try:
        for i, held_out in enumerate(folds):
            tagger.use_model(models[i], "es")
            score = GoldScore(MEDDOCAN_GROUPS, frozenset(MEDDOCAN_LABELS_ALL))
            for doc in held_out:
                spans = replacement_spans(doc.text, "es")
                score.add(doc, spans)
                total.add(doc, spans)
                for s, e, tag in doc.entities:
                    if tag != "CALLE":
                        continue
                    kinds = street_kinds(doc.text, s, e)
                    streets.update(kinds)
                    if not removed(GoldEntity(s, e, tag, ()), spans, doc.text):
                        missed_kinds.update(kinds)
                        missed.append(f"[{','.join(kinds)}] " + example(doc.text, s, e, "CALLE", 5))
            print(f"  fold {i + 1}/{k}: {_es_figures(score)}")
    finally:
        tagger.use_shipped_model("es")
    print(f"es, {k} folds of the MEDDOCAN train file by report, whole anonymizer: {_es_figures(total)}")
    print(
        "  streets by kind (missed/all): " + ", ".join(f"{x} {missed_kinds[x]}/{n}" for x, n in streets.most_common())
    )
    for line in missed[:examples]:
        print(f"    missed: {line}")
    for (string, kind), n in total.false_strings.most_common(examples):
        print(f"    false: {string!r} -> {kind} x{n}")
    rates = {g: total.removed[g] / max(total.names[g], 1) for g in dict.fromkeys(MEDDOCAN_GROUPS.values())}
    return {**rates, "false": sum(total.false.values()) / max(total.tokens, 1) * 10_000}


def es_fold_models(root: Path, k: int, out_dir: Path, iterations: int = 150, reuse: bool = False) -> list[Path]:
    """The ``k`` es models of the MEDDOCAN train file's folds (``meddocan_folds``): model ``i`` learns every fold but
    the ``i``-th and the LeNER-Br train file, as the shipped one does, and never sees the reports of fold ``i``
    (report n of the train file is in fold n mod k). ``reuse``: keep a model already in ``out_dir``."""
    folds = meddocan_folds(root, k)
    lener: list[tuple[str, Sequence[Entity]]] | None = None
    models = []
    for i in range(k):
        out = out_dir / f"names_es_fold{i}.crfsuite"
        if not (reuse and out.exists()):
            lener = lener if lener is not None else [(d.text, d.entities) for d in lener_br_train(root)]
            learnt = [(d.text, d.entities) for j, fold in enumerate(folds) if j != i for d in fold]
            train_corpora([("es", MEDDOCAN_LABELS, learnt), ("pt", LENER_LABELS, lener)], out, iterations, "es")
        models.append(out)
    return models


# How a gold street is written, to list the missed ones by kind: its type word written out or abbreviated, its number
# ("nº", "s/n", "km"), a floor or door after it ("3º B", "piso"), in small letters, after a comma, in a full address
# with a postal code.
_STREET_TYPE_ABBREVIATION = re.compile(
    r"^(?:C/|Cl\.?|Avda\.?|Av\.|Pº|P\.º|Pza\.?|Pl\.|Ctra\.?|Crta\.?|Urb\.?|Bº|Trav\.?|Rda\.?|Gta\.?|Cno\.?)",
    re.IGNORECASE,
)
_STREET_TYPE_WORD = re.compile(
    r"^(?:calle|avenida|plaza|paseo|carretera|camino|urbanizaci[oó]n|barrio|ronda|glorieta|traves[ií]a|rambla|"
    r"carrer|pasaje|callej[oó]n|v[ií]a|bulevar|pol[ií]gono|partida|lugar|barriada|cuesta|alameda|avinguda|pla[cç]a)\b",
    re.IGNORECASE,
)
_STREET_NUMBER = re.compile(r"\bn\.?\s?[º°o]\b|\bs\s?/\s?n\b|\bkm\b|\d", re.IGNORECASE)
_STREET_FLOOR = re.compile(r"\d+\s?[º°ª]|\bpiso\b|\bpuerta\b|\bbajo\b|\besc(?:alera)?\b|\bizq|\bdcha", re.IGNORECASE)
_POSTAL_CODE = re.compile(r"\b\d{5}\b")


def street_kinds(text: str, start: int, end: int) -> list[str]:
    """The kinds of one gold street (``_STREET_*``): ``type word``, ``abbreviated type``, ``no type word``; ``number``,
    ``floor or door``, ``small letters``, ``after a comma``, ``postal code after``."""
    street = text[start:end]
    kinds = [
        "abbreviated type"
        if _STREET_TYPE_ABBREVIATION.match(street)
        else "type word"
        if _STREET_TYPE_WORD.match(street)
        else "no type word"
    ]
    if _STREET_NUMBER.search(street):
        kinds.append("number")
    if _STREET_FLOOR.search(street):
        kinds.append("floor or door")
    if street[:1].islower():
        kinds.append("small letters")
    if text[max(0, start - 2) : start].strip().endswith(","):
        kinds.append("after a comma")
    if _POSTAL_CODE.search(text, end, min(len(text), end + 12)):
        kinds.append("postal code after")
    return kinds


def _es_figures(score: object) -> str:
    from bench.anonymize_real import GoldScore

    assert isinstance(score, GoldScore)
    false = sum(score.false.values())
    rates = ", ".join(
        f"{g} {score.removed[g]}/{score.names[g]} = {score.removed[g] / max(score.names[g], 1):.3f}"
        for g in dict.fromkeys(score.groups.values())
    )
    return f"{rates}; false {false} = {false / max(score.tokens, 1) * 10_000:.1f} per 10,000 tokens"


def lener_br_train(root: Path) -> list[Doc]:
    from tools.tagger_corpora import lener_br

    return lener_br(root, ("train",))["train"]


def replacement_spans(text: str, language: str) -> list[tuple[int, int, str]]:
    from bench.anonymize_real import replacement_spans as spans

    return spans(text, language)


def _missed_kinds(doc: Doc, spans: Sequence[tuple[int, int, str]]) -> list[str]:
    """The hard or single-word persons of a document left in the text, with their kinds and context."""
    from bench.anonymize_real import Entity as GoldEntity
    from bench.anonymize_real import _office_forms, example, person_kinds, removed

    out = []
    for s, e, tag in doc.entities:
        if tag != "PESSOA" or removed(GoldEntity(s, e, tag, ()), spans, doc.text):
            continue
        kinds = person_kinds(doc.text, s, e, _office_forms("pt"))
        if kinds & {"hard", "single word"}:
            out.append(f"[{','.join(sorted(kinds))}] " + example(doc.text, s, e, tag, 6))
    return out


def _false(doc: Doc, spans: Sequence[tuple[int, int, str]]) -> list[str]:
    """The replacements of a document that touch no person and no place, with their context."""
    from bench.anonymize_real import example

    return [
        example(doc.text, s, e, kind, 6)
        for s, e, kind in spans
        if not any(x[0] < e and s < x[1] and x[2] in ("PESSOA", "LOCAL") for x in doc.entities)
    ]


def _figures(score: object) -> str:
    from bench.anonymize_real import GoldScore

    assert isinstance(score, GoldScore)
    false = sum(score.false.values())
    return (
        f"persons {score.removed['persons']}/{score.names['persons']} = "
        f"{score.removed['persons'] / max(score.names['persons'], 1):.3f}, false {false} = "
        f"{false / max(score.tokens, 1) * 10_000:.1f} per 10,000 tokens"
    )


def main(argv: Sequence[str] | None = None) -> None:
    from tests.support.paths import REAL_DATA

    parser = argparse.ArgumentParser(prog="python -m tools.train_tagger", description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=REAL_DATA, help="folder of the real corpora")
    parser.add_argument("--language", action="append", choices=sorted(MODELS), help="only this language's model")
    parser.add_argument("--out-dir", type=Path, default=None, help="where the models go (default: the shipped ones)")
    parser.add_argument("--iterations", type=int, default=150)
    parser.add_argument("--no-evaluate", action="store_true", help="skip the validation figures")
    parser.add_argument(
        "--tune",
        action="store_true",
        help="train on the first half of every train part (by document) and score the second half instead of the "
        "validation part: the figures to tune on; needs --out-dir",
    )
    parser.add_argument(
        "--folds",
        type=int,
        default=0,
        help="pt (default) or --language es: K models on K-1 folds of LeNER-Br train+dev by decision (es: of the "
        "MEDDOCAN train file by report), the whole anonymizer scored on the fold left out: the honest estimate; "
        "needs --out-dir",
    )
    parser.add_argument(
        "--reuse", action="store_true", help="with --folds: keep the fold models already in --out-dir (rules changed)"
    )
    parser.add_argument(
        "--examples", type=int, default=0, help="with --folds: missed hard persons to print (train-file documents)"
    )
    args = parser.parse_args(argv)
    if args.folds:
        if args.out_dir is None or args.folds < 2:
            parser.error("--folds K (K >= 2) writes K models that must not replace the shipped one: give --out-dir")
        if args.language == ["es"]:
            cross_validate_es(args.data, args.folds, args.out_dir, args.iterations, args.reuse, args.examples)
        else:
            cross_validate(args.data, args.folds, args.out_dir, args.iterations, args.reuse, args.examples)
        return
    if args.tune and args.out_dir is None:
        parser.error("--tune writes models that must not replace the shipped ones: give --out-dir")
    for language in args.language or sorted(MODELS):
        corpora = [c for c in CORPORA if c.name in MODEL_CORPORA[language]]
        missing = [c.needs for c in corpora if not (args.data / c.needs).exists()]
        if missing:
            raise SystemExit(f"{', '.join(missing)} not found in {args.data} (see the README there)")
        out = MODELS[language] if args.out_dir is None else args.out_dir / MODELS[language].name
        parts = {c.name: c.read(args.data) for c in corpora}
        if args.tune:
            parts = {name: tuning_halves(read["train"]) for name, read in parts.items()}
        started = time.perf_counter()
        n = train_corpora(
            [(c.language, c.labels, ((d.text, d.entities) for d in parts[c.name]["train"])) for c in corpora],
            out,
            args.iterations,
            language,
        )
        docs = sum(len(parts[c.name]["train"]) for c in corpora)
        print(
            f"{language}: trained on {n} lines of {docs} documents ({', '.join(c.name for c in corpora)}) "
            f"in {time.perf_counter() - started:.0f} s: {out} ({out.stat().st_size:,} bytes)"
        )
        if not args.no_evaluate:
            scored = "second half of the train part" if args.tune else "validation"
            for c in (c for c in corpora if c.language == language):
                print(f"  {c.name} {scored}, tagger alone: {evaluate(out, c, parts[c.name]['validation'])}")


if __name__ == "__main__":
    main()
