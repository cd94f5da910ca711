"""The open NER corpora the name tagger learns from, read as documents and split by document.

Every corpus lives beside the checkout in ``../shared/data/real/`` (see its README.md: origin,
licences, formats); nothing is copied into the project. Each reader returns documents as
``Doc(id, text, entities)`` with entities as (start, end, gold tag) character offsets, and every
document belongs to one *part*:

- ``train``: what the model learns (and what anyone may look at while tuning),
- ``validation``: measured only, never trained or tuned on,
- ``test`` (MEDDOCAN, LeNER-Br only): measured once at the end.

Sentence corpora without document boundaries (LER: shuffled sentences of decisions; LeNER-Br) are
glued into documents of about 10,000 characters, one sentence a line, tokens joined by spaces; the
split then goes by those documents. GermEval names the web page of every sentence, MobIE and
MEDDOCAN their documents: the split goes by that name (a stable hash, so it never changes between
runs). Corpora that ship their own train/dev split (MobIE, MEDDOCAN, LeNER-Br) keep it: train is
learnt, dev is the validation part.
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

DOC_SIZE = 10_000
VALIDATION_SHARE = 2  # one document in two is validation where a corpus has no split of its own

Entity = tuple[int, int, str]  # start, end, gold tag
Token = tuple[str, str]  # token, IOB2 tag


@dataclass
class Doc:
    id: str
    text: str
    entities: list[Entity] = field(default_factory=list)
    tokens: int = 0


def validation_by_hash(doc_id: str) -> bool:
    """One document in ``VALIDATION_SHARE`` by a stable hash of its name."""
    return zlib.crc32(doc_id.encode("utf-8")) % VALIDATION_SHARE == 0


def bio_line(sentence: Sequence[Token], offset: int = 0) -> tuple[str, list[tuple[int, int, str, tuple[str, ...]]]]:
    """A BIO-tagged sentence as one line (tokens joined by spaces) and its entities as (start, end, tag, tokens),
    offsets counted from ``offset``; an "I-" without its "B-" opens an entity."""
    parts: list[str] = []
    found: list[tuple[int, int, str, tuple[str, ...]]] = []
    open_entity: tuple[int, str, list[str]] | None = None
    at = last_end = offset
    for i, (token, tag) in enumerate(sentence):
        if i:
            parts.append(" ")
            at += 1
        start = at
        parts.append(token)
        at += len(token)
        if open_entity and not (tag.startswith("I-") and tag[2:] == open_entity[1]):
            found.append((open_entity[0], last_end, open_entity[1], tuple(open_entity[2])))
            open_entity = None
        if tag.startswith("B-") or (tag.startswith("I-") and open_entity is None):
            open_entity = (start, tag[2:], [token])
        elif open_entity:
            open_entity[2].append(token)
        last_end = at
    if open_entity:
        found.append((open_entity[0], last_end, open_entity[1], tuple(open_entity[2])))
    return "".join(parts), found


def glue(sentences: Iterable[tuple[str, Sequence[Token]]], size: int = DOC_SIZE) -> list[Doc]:
    """Sentences (document name, tokens) glued into documents: one sentence a line, tokens joined by spaces;
    a new document starts when the name changes or the current one reaches ``size`` characters."""
    docs: list[Doc] = []
    parts: list[str] = []
    doc: Doc | None = None
    offset = 0
    for name, sentence in sentences:
        if doc is None or doc.id.rsplit("#", 1)[0] != name or offset >= size:
            if doc is not None:
                doc.text = "".join(parts)
                docs.append(doc)
            doc, parts, offset = Doc(f"{name}#{len(docs)}", ""), [], 0
        line, found = bio_line(sentence, offset)
        parts.append(line)
        offset += len(line)
        doc.entities.extend((start, end, tag) for start, end, tag, _tokens in found)
        doc.tokens += len(sentence)
        parts.append("\n")
        offset += 1
    if doc is not None and parts:
        doc.text = "".join(parts)
        docs.append(doc)
    return docs


def conll_sentences(lines: Iterable[str], token_column: int = 0, tag_column: int = -1) -> Iterator[list[Token]]:
    """Sentences of a whitespace-separated column file; a blank line ends one, ``-DOCSTART-`` lines are
    skipped (see ``conll_documents`` for the documents they start)."""
    current: list[Token] = []
    for line in lines:
        columns = line.split()
        if not columns or columns[0] == "-DOCSTART-":
            if current:
                yield current
            current = []
            continue
        current.append((columns[token_column], columns[tag_column]))
    if current:
        yield current


def conll_documents(lines: Iterable[str]) -> Iterator[tuple[str, list[Token]]]:
    """(document name, sentence) of a CoNLL file with ``-DOCSTART- name`` lines (MobIE)."""
    name = "0"
    current: list[Token] = []
    for line in lines:
        columns = line.split()
        if columns and columns[0] == "-DOCSTART-":
            if current:
                yield name, current
            current = []
            name = columns[1] if len(columns) > 1 else str(len(name))
            continue
        if not columns:
            if current:
                yield name, current
            current = []
            continue
        current.append((columns[0], columns[-1]))
    if current:
        yield name, current


def germeval_sentences(lines: Iterable[str]) -> Iterator[tuple[str, list[Token]]]:
    """(source page, sentence) of a GermEval 2014 file: ``#\\turl [date]`` then number, token, outer, inner tag."""
    source = ""
    current: list[Token] = []
    for line in lines:
        if line.startswith("#\t"):
            source = line.split("\t")[1]
            continue
        columns = line.rstrip("\n").split("\t")
        if len(columns) < 3:
            if current:
                yield source, current
            current = []
            continue
        current.append((columns[1], columns[2]))
    if current:
        yield source, current


def _read(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def ler(root: Path) -> dict[str, list[Doc]]:
    """LER (German federal court decisions, shuffled sentences): every second glued document is validation.
    The documents are the same as bench/anonymize_real.py scores."""
    docs = glue(("ler", s) for s in conll_sentences(_read(root / "ler_dev.conll")))
    return {
        "train": [d for i, d in enumerate(docs) if i % VALIDATION_SHARE != VALIDATION_SHARE - 1],
        "validation": [d for i, d in enumerate(docs) if i % VALIDATION_SHARE == VALIDATION_SHARE - 1],
    }


def germeval(root: Path) -> dict[str, list[Doc]]:
    """GermEval 2014 dev+test: split by the web page each sentence comes from."""
    sentences = [
        s for name in ("dev", "test") for s in germeval_sentences(_read(root / "ner" / "germeval2014" / f"{name}.tsv"))
    ]
    parts: dict[str, list[Doc]] = {}
    for part, keep in (("train", False), ("validation", True)):
        chosen = [(f"germeval-{part}", s) for src, s in sentences if validation_by_hash(src) == keep]
        parts[part] = glue(chosen)
    return parts


def mobie(root: Path) -> dict[str, list[Doc]]:
    """MobIE (German traffic reports): its own train and dev files, one document a report."""
    folder = root / "ner" / "mobie"
    return {
        part: glue(conll_documents(_read(folder / f"{name}.conll")))
        for part, name in (("train", "train"), ("validation", "dev"))
    }


def meddocan(root: Path, parts: Sequence[str] = ("train", "validation")) -> dict[str, list[Doc]]:
    """MEDDOCAN (Spanish clinical reports, synthetic personal data): train, dev as validation, test."""
    files = {"train": "train", "validation": "dev", "test": "test"}
    out: dict[str, list[Doc]] = {}
    for part in parts:
        docs = []
        for line in _read(root / "ner" / "meddocan" / f"{files[part]}.jsonl"):
            record = json.loads(line)
            entities = [(e["start"], e["end"], e["label"]) for e in record["entities"]]
            docs.append(Doc(record["id"], record["text"], entities, len(record["text"].split())))
        out[part] = docs
    return out


def lener_br(root: Path, parts: Sequence[str] = ("train", "validation")) -> dict[str, list[Doc]]:
    """LeNER-Br (Brazilian court decisions and laws): train, dev as validation, test; glued documents."""
    files = {"train": "train", "validation": "dev", "test": "test"}
    return {
        part: glue(
            (f"lener-{part}", s) for s in conll_sentences(_read(root / "ner" / "lener_br" / f"{files[part]}.conll"))
        )
        for part in parts
    }


# The first line of a decision or a statute in LeNER-Br, whose files run documents together without a mark between
# them: a decision's heading ("EMENTA", "E M E N T A", "ACÓRDÃO Vistos ...", "Número do Acórdão", a court's name and
# "ACÓRDÃO", "Processo HC ...", the first page of a state court's heading) or a statute's title ("LEI Nº ...").
LENER_HEADING = re.compile(
    r"^(?:EMENTA|E M E N T A|Número do Acórdão|ACÓRDÃO (?:Vistos|Acordam)|TRIBUNAL SUPERIOR ELEITORAL ACÓRDÃO|"
    r"Processo HC|Processo : \S+ Interessado|LEI N|LEI COMPLEMENTAR|PODER JUDICIÁRIO DO ESTADO DO \w+ \w+ Câmara \w+ 1 )"
)
MIN_DOCUMENT = 20  # sentences: a heading sooner than this after the last one is part of the same document


def lener_documents(root: Path, files: Sequence[str] = ("train", "dev")) -> list[list[list[Token]]]:
    """LeNER-Br's ``files`` cut into documents at their headings (``LENER_HEADING``), in file order: the unit to
    split by when the train and dev files are folded together (``tools.train_tagger --folds``)."""
    docs: list[list[list[Token]]] = []
    for name in files:
        current: list[list[Token]] = []
        for sentence in conll_sentences(_read(root / "ner" / "lener_br" / f"{name}.conll")):
            if current and len(current) >= MIN_DOCUMENT and LENER_HEADING.match(" ".join(t for t, _ in sentence)):
                docs.append(current)
                current = []
            current.append(sentence)
        if current:
            docs.append(current)
    return docs


def lener_folds(root: Path, k: int) -> list[list[Doc]]:
    """LeNER-Br's train and dev files in ``k`` folds of whole documents, each a contiguous run of about the same
    number of sentences, glued as ``glue`` does."""
    docs = lener_documents(root)
    total = sum(len(d) for d in docs)
    folds: list[list[tuple[str, list[Token]]]] = [[] for _ in range(k)]
    seen = 0
    for n, doc in enumerate(docs):
        fold = min(k - 1, seen * k // total)
        folds[fold].extend((f"lener-fold{fold}-{n}", s) for s in doc)
        seen += len(doc)
    return [glue(fold) for fold in folds]


def meddocan_folds(root: Path, k: int) -> list[list[Doc]]:
    """The MEDDOCAN train file in ``k`` folds of whole reports (report n goes to fold n mod k): the unit of
    ``tools.train_tagger --language es --folds``. The dev file (the validation part) and the test file stay out."""
    docs = meddocan(root, ("train",))["train"]
    return [docs[i::k] for i in range(k)]


# Gold tag -> the label the model learns, per corpus. NAME and STR become placeholders; the others teach
# the model what a court, a company, a statute or a place looks like, so it does not take them for names.
LER_LABELS = {"PER": "NAME", "RR": "NAME", "AN": "NAME", "STR": "STR",
              "ORG": "ORG", "UN": "ORG", "INN": "ORG", "GRT": "ORG", "MRK": "ORG",
              "GS": "REF", "VO": "REF", "EUN": "REF", "RS": "REF", "VS": "REF", "VT": "REF", "LIT": "REF",
              "ST": "LOC", "LD": "LOC", "LDS": "LOC"}  # fmt: skip
GERMEVAL_LABELS = {"PER": "NAME", "LOC": "LOC", "ORG": "ORG", "OTH": "ORG"}  # -deriv/-part: no label
MOBIE_LABELS = {"location-street": "STR", "person": "NAME", "location-city": "LOC", "location-stop": "LOC",
                "location-route": "LOC", "location": "LOC", "organization": "ORG",
                "organization-company": "ORG"}  # fmt: skip
MEDDOCAN_LABELS = {"NOMBRE_SUJETO_ASISTENCIA": "NAME", "NOMBRE_PERSONAL_SANITARIO": "NAME", "CALLE": "STR",
                   "TERRITORIO": "LOC", "PAIS": "LOC", "HOSPITAL": "ORG", "INSTITUCION": "ORG",
                   "CENTRO_SALUD": "ORG"}  # fmt: skip
LENER_LABELS = {"PESSOA": "NAME", "LOCAL": "LOC", "ORGANIZACAO": "ORG", "LEGISLACAO": "REF",
                "JURISPRUDENCIA": "REF"}  # fmt: skip


@dataclass(frozen=True)
class Corpus:
    name: str
    language: str
    read: Callable[[Path], dict[str, list[Doc]]]
    labels: dict[str, str]
    needs: str  # a file that must exist under the data folder


# The corpora each language's model learns from. Spanish has only clinical reports, where names stand in
# header fields; the Portuguese court decisions, close in language, teach it names in running text too
# (each document's features are computed in its own language).
MODEL_CORPORA = {"de": ("ler", "germeval", "mobie"), "es": ("meddocan", "lener_br"), "pt": ("lener_br",)}

CORPORA = (
    Corpus("ler", "de", ler, LER_LABELS, "ler_dev.conll"),
    Corpus("germeval", "de", germeval, GERMEVAL_LABELS, "ner/germeval2014/dev.tsv"),
    Corpus("mobie", "de", mobie, MOBIE_LABELS, "ner/mobie/train.conll"),
    Corpus("meddocan", "es", meddocan, MEDDOCAN_LABELS, "ner/meddocan/train.jsonl"),
    Corpus("lener_br", "pt", lener_br, LENER_LABELS, "ner/lener_br/train.conll"),
)
