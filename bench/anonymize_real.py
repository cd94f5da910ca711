"""The whole anonymizer on real text, per corpus and per part (dev, validation, test).

Corpora: court decisions (de, pt), clinical reports (es), terms of service (de, en, it), employment clauses.

Run: .venv/bin/python -m bench.anonymize_real [--data DIR] [--corpus NAME ...] [--test] [--limit N]
                                              [--examples N] [--model shipped|rules] [--lener-whole-dev]
                                              [--held-out-dev DIR] [--mentions]

The corpora live beside the checkout in ../shared/data/real/ (see its README.md for origin and
licences; they are read from there, never copied into the project). Without them the bench says so
and exits 0. It measures ``app.prepare.anonymize.anonymize``, every recognizer together, and prints
figures, not asserts. Parts (tools/tagger_corpora.py splits every corpus by document):
``dev`` is what the name tagger was trained on and what may be looked at while tuning, ``validation``
is only measured; ``--test`` adds the test files of MEDDOCAN and LeNER-Br (measure them once, at the
end). The dev parts of MEDDOCAN and LeNER-Br are large: a sample of the size of the validation part is
scored (``--limit`` caps every part; ``--lener-whole-dev`` scores the whole LeNER-Br train file). ``--held-out-dev DIR`` scores MEDDOCAN's dev part with models that never saw
it (the train file's three fold models of ``tools.train_tagger --language es --folds 3``, trained in DIR when
missing): the shipped model learnt those reports, and with it the dev figure shows its memory of them (streets 0.993
with the shipped model, 0.982 held out, 0.968 on validation; round a28). The other corpora score dev as before.
``--mentions`` counts, on LER, MEDDOCAN and LeNER-Br, the replacements that only the mention recognizers make (a
person found once, named again by a word of the name: ``registry.MENTIONS``, ``registry.WHOLE``), hits and false ones,
by the evidence of the person's first hit (``mention_evidence``; counts only, so every part is shown; round l31).

1. ``ler``: German federal court decisions (CC BY 4.0), sentences glued into documents of ~10,000
   characters (one sentence a line, tokens joined by spaces). A gold entity is *removed* when every
   letter and digit of it lies inside a replacement span, *kept* when no character does. Names (judges
   RR, lawyers AN, persons PER with a written name, streets STR) should go; statutes, case law, courts
   and organisations stay. A replacement that touches no name, street or city is a *false replacement*.
2. ``tos``: terms of service (de, en, it; CC BY 4.0), nothing personal in them: every [PERSON]
   is listed.
3. ``meddocan``: Spanish clinical reports with synthetic personal data (CC BY 4.0): patients, staff and
   streets removed; a replacement touching no labelled item is false.
4. ``lener_br``: Brazilian court decisions (MIT): persons removed; a replacement touching no person and
   no place is false.
5. ``employment``: placeholders per 1,000 words in the employment clauses (CC BY-NC; never trained on).
6. ``speed``: median ms per 10,000 characters over the LER validation documents, one process, one thread.
7. ``generated``: one line on the generated documents of bench/anonymize_quality.py, labelled as such.

At the end a table gives every figure with its target and the gap between the dev and validation part.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from app.prepare.anonymize import anonymize
from app.prepare.pii import Found, tagger
from tests.support.paths import REAL_DATA
from tools.tagger_corpora import VALIDATION_SHARE, Doc, bio_line, lener_br, meddocan

# What labels a phone number in the text before it ("Tel. 68 3302-0444", "Telefone:", "Fax"), in the six
# languages. LeNER-Br labels no phone numbers: a court's number in a page heading is removed as any phone
# number is (the anonymizer cannot tell an office's number from a person's), and is counted apart, not as false.
PHONE_LABEL = re.compile(
    r"\b(?:Tel|Tfno|Tlf|Telefon|Telefone|Teléfono|Telefono|Téléphone|Phone|Fone|Fax|Celular|Cel|Móvil|Mobil)"
    r"\.?[ \t]*(?:n[º°o]\.?)?[ \t]*:?[ \t]*$",
    re.IGNORECASE,
)
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
# Legal literature ("vgl. Ströbele/Hacker, MarkenG, § 8 Rn. 12"): its authors are persons (issue 24), its
# titles are not; the gold tag covers both, so replacements in it are counted apart, neither hit nor false.
LITERATURE = "LIT"
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
    literature: int = 0
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
            elif LITERATURE in tags:
                self.literature += 1
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
        line, found = bio_line(sentence, offset)
        parts.append(line)
        offset += len(line)
        doc.entities.extend(Entity(start, end, tag, tokens) for start, end, tag, tokens in found)
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


def shown(part: str, examples: int) -> int:
    """How many misses and false replacements to print for ``part``: the dev part's only. The validation and test
    parts give their figures, never their text, so no rule is written from them."""
    return examples if part == "dev" else 0


def _top(counter: Counter[tuple[str, str]], n: int = 20) -> None:
    for (string, kind), count in counter.most_common(n):
        print(f"    {string!r:<40} → {kind} ×{count}")


# Figures for the closing table: (corpus, figure) -> part -> value; targets as (at least?, bound).
FIGURES: dict[tuple[str, str], dict[str, float]] = {}
TARGETS: dict[tuple[str, str], tuple[bool, float]] = {
    ("ler", "names removed"): (True, 0.95),
    ("ler", "persons with a written name"): (True, 0.90),
    ("ler", "streets"): (True, 0.90),
    ("ler", "judges"): (True, 0.95),
    ("ler", "false per 10k tokens"): (False, 1.0),
    ("ler", "statutes, citations, courts kept"): (True, 0.995),
    ("tos", "[PERSON] in all documents"): (False, 10),
    ("meddocan", "patients removed"): (True, 0.95),
    ("meddocan", "staff removed"): (True, 0.95),
    ("meddocan", "streets removed"): (True, 0.90),
    ("lener_br", "persons removed"): (True, 0.90),
    ("lener_br", "false per 10k tokens"): (False, 2.0),
    ("speed", "ms per 10k characters"): (False, 60),
}


def _figure(corpus: str, name: str, part: str, value: float) -> None:
    FIGURES.setdefault((corpus, name), {})[part] = value


def ler_parts(path: Path, limit: int | None) -> dict[str, list[LerDoc]]:
    """The LER documents by part, as tools/tagger_corpora.py splits them (every second is validation)."""
    with path.open(encoding="utf-8") as f:
        docs = build_documents(read_conll(f))
    last = VALIDATION_SHARE - 1
    return {
        "validation": [d for i, d in enumerate(docs) if i % VALIDATION_SHARE == last][:limit],
        "dev": [d for i, d in enumerate(docs) if i % VALIDATION_SHARE != last][:limit],
    }


def bench_ler(part: str, docs: Sequence[LerDoc], examples: int) -> None:
    score = LerScore()
    mention = MentionScore(frozenset({*PERSONAL, CITY, LITERATURE}), "de") if COUNT_MENTIONS else None
    for doc in docs:
        spans = replacement_spans(doc.text, "de")
        score.add(doc, spans, examples)
        if mention is not None:
            mention.add(doc.text, ((x.start, x.end, x.tag) for x in doc.entities), spans)
    chars = sum(len(d.text) for d in docs)
    trained = "the name tagger was trained on it" if part == "dev" else "never trained or tuned on"
    print(f"\n== LER court decisions (de), {part} part ({trained}): {len(docs)} documents, {chars:,} characters, "
          f"{score.tokens:,} tokens")  # fmt: skip
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
          f"in legal literature (LIT: authors) {score.literature}, "
          f"false {false} = {per_10k:.1f} per 10,000 tokens")  # fmt: skip
    print(f"    false by placeholder: {dict(score.false.most_common())}")
    print(f"    false by gold tag replaced: {dict(score.false_on.most_common())}")
    for line in score.examples:
        print(f"    {line}")
    if mention is not None:
        print("\n".join(mention.lines()))
    if total:
        _figure("ler", "names removed", part, hit / total)
    for name, group in (("persons with a written name", "PER"), ("streets", "STR"), ("judges", "RR")):
        if score.names[NAME_GROUPS[group]]:
            _figure("ler", name, part, score.removed[NAME_GROUPS[group]] / score.names[NAME_GROUPS[group]])
    _figure("ler", "false per 10k tokens", part, per_10k)
    keep_groups = ("statutes (GS, VO, EUN)", "case citations (RS)", "courts (GRT)")
    keep_all = sum(score.keep[g] for g in keep_groups)
    if keep_all:
        _figure("ler", "statutes, citations, courts kept", part, sum(score.kept[g] for g in keep_groups) / keep_all)


@dataclass
class GoldScore:
    """Removed names and false replacements on a corpus with character-offset gold entities."""

    groups: dict[str, str]  # gold tag -> group whose text should disappear
    allowed: frozenset[str]  # gold tags a replacement may touch without being false
    phones_labelled: bool = True  # the gold labels phone numbers (else one after "Tel." is counted apart)
    names: Counter[str] = field(default_factory=Counter)
    removed: Counter[str] = field(default_factory=Counter)
    tokens: int = 0
    replacements: int = 0
    false: Counter[str] = field(default_factory=Counter)
    false_strings: Counter[tuple[str, str]] = field(default_factory=Counter)
    missed: list[str] = field(default_factory=list)
    labelled_phones: int = 0  # phone numbers the text labels as such, where the gold has no label for them

    def add(self, doc: Doc, spans: Sequence[Span]) -> None:
        self.tokens += doc.tokens or len(doc.text.split())
        for s, e, tag in doc.entities:
            group = self.groups.get(tag)
            if group is None:
                continue
            self.names[group] += 1
            gone = removed(Entity(s, e, tag, ()), spans, doc.text)
            self.removed[group] += gone
            if not gone:
                self.missed.append(example(doc.text, s, e, tag[:12]))
        for s, e, kind in spans:
            self.replacements += 1
            if not any(x[0] < e and s < x[1] and x[2] in self.allowed for x in doc.entities):
                if not self.phones_labelled and kind == "PHONE" and PHONE_LABEL.search(doc.text, max(0, s - 24), s):
                    self.labelled_phones += 1
                    continue
                self.false[kind] += 1
                self.false_strings[(" ".join(doc.text[s:e].split()), kind)] += 1


# The kinds of person the held-out LeNER-Br decisions are harder on (issue 24): a name in capitals (headings and
# minutes), a name right after an office, party, title or rank ("Relator : Ministro ...", "o Sr. ..."), and a name
# written as a single word. ``person_kinds`` tells them from the text around a gold person; ``KindScore`` counts
# the persons removed per kind, and the "hard" kind is what test has more of: not in capitals, no office before.
_OFFICE_LISTS = ("party_labels", "office_words", "rank_words", "titles", "role_words", "professions")
_KIND_TOKEN = re.compile(r"[^\W\d_]+|[^\w\s]")
_KIND_REACH = 8  # tokens before a name an office may stand ("Rel . Min .", "Des . ( a ) :")


@cache
def _office_forms(language: str) -> frozenset[str]:
    from app.prepare.pii.wordlists import entries

    forms: set[str] = set()
    for name in _OFFICE_LISTS:
        for entry in entries(name, (language,)):
            word = re.sub(r"\(\?:[^)]*\)\??|\[[^\]]*\]|\\.|[.?]", "", entry).strip()
            if word and " " not in word:
                forms.add(word.lower())
    return frozenset(forms)


def person_kinds(text: str, start: int, end: int, offices: frozenset[str]) -> frozenset[str]:
    """The kinds of one gold person: ``capitals``, ``office before`` (an office, party, title or rank word among
    the few tokens before it on its line), ``single word``; ``hard``: neither in capitals nor after an office."""
    name = text[start:end]
    letters = [c for c in name if c.isalpha()]
    kinds: set[str] = set()
    if letters and all(c.isupper() for c in letters) and len(letters) > 1:
        kinds.add("capitals")
    before = _KIND_TOKEN.findall(text[text.rfind("\n", 0, start) + 1 : start])[-_KIND_REACH:]
    words = [w for w in before if w[:1].isalpha() and len(w) > 1]  # not the "a" of "Relator ( a )"
    if any(w.lower() in offices for w in words[-2:]):
        kinds.add("office before")
    if len([w for w in name.split() if w[:1].isalnum()]) == 1:
        kinds.add("single word")
    if not kinds & {"capitals", "office before"}:
        kinds.add("hard")
    return frozenset(kinds)


KINDS = ("capitals", "office before", "single word", "hard")
# Persons written as a single word in LeNER-Br's held-out test file (14 %, measured in issue 24's round L3; 4 % in
# train+dev): the share ``KindScore.reweighted`` gives them, so that an estimate from train+dev weighs them as test does.
SINGLE_WORD_SHARE = 0.14


@dataclass
class KindScore:
    """Persons removed per kind (``person_kinds``) on documents with character-offset gold entities."""

    tag: str
    language: str
    names: Counter[str] = field(default_factory=Counter)
    removed: Counter[str] = field(default_factory=Counter)

    def add(self, doc: Doc, spans: Sequence[Span]) -> None:
        offices = _office_forms(self.language)
        for s, e, tag in doc.entities:
            if tag != self.tag:
                continue
            gone = removed(Entity(s, e, tag, ()), spans, doc.text)
            for kind in person_kinds(doc.text, s, e, offices):
                self.names[kind] += 1
                self.removed[kind] += gone

    def line(self) -> str:
        return ", ".join(
            f"{k} {self.removed[k]}/{self.names[k]} = {_rate(self.removed[k], self.names[k])}" for k in KINDS
        )

    def reweighted(self, removed_all: int, names_all: int, share: float = SINGLE_WORD_SHARE) -> float:
        """Persons removed with single-word names weighted to ``share`` of all persons, the rest as they are."""
        single, found = self.names["single word"], self.removed["single word"]
        rest = (removed_all - found) / max(names_all - single, 1)
        return (1 - share) * rest + share * (found / single if single else rest)


# The shapes of a false replacement in a Portuguese decision (issue 24, round l30), as the brief of that round names
# them: a word in capitals, a span at the start of a line, a span right after an office, party or title word, a Latin
# phrase's word, an organisation's, an institution's or a firm's word in the span or just before it, a party label,
# a month or a weekday, a place's word before it, a name of one word. A replacement may have several shapes.
_WEEKDAY = re.compile(r"(?i)^(?:segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)(?:-feira)?$")
_ORG_LISTS = ("org_words", "party_org_words", "institution_words", "firm_words", "business_words", "company_intros",
              "place_intros", "territory_words")  # fmt: skip
SHAPES = ("capitals", "line start", "after office or title", "Latin", "organisation word", "party label",
          "month or weekday", "place word before", "one word")  # fmt: skip


@cache
def _bare_forms(lists: tuple[str, ...], language: str) -> frozenset[str]:
    import unicodedata

    from app.prepare.pii.wordlists import entries

    out: set[str] = set()
    for name in lists:
        for entry in entries(name, (language,)):
            for word in re.sub(r"\(\?:[^)]*\)\??|\[[^\]]*\]|\\.|[.?]", "", entry).split():
                folded = unicodedata.normalize("NFD", word.lower())
                out.add("".join(c for c in folded if not unicodedata.combining(c)))
    return frozenset(out)


def _bare_word(word: str) -> str:
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


def false_shapes(text: str, start: int, end: int, language: str = "pt") -> frozenset[str]:
    """The shapes (``SHAPES``) of one replacement that touches no labelled person or place."""
    span = text[start:end]
    words = _KIND_TOKEN.findall(span)
    alpha = [w for w in words if w[:1].isalpha()]
    line_start = text.rfind("\n", 0, start) + 1
    before = [w for w in _KIND_TOKEN.findall(text[line_start:start]) if w[:1].isalpha()]
    shapes: set[str] = set()
    letters = [c for c in span if c.isalpha()]
    if len(letters) > 1 and all(c.isupper() for c in letters):
        shapes.add("capitals")
    if not text[line_start:start].strip():
        shapes.add("line start")
    if any(w.lower() in _office_forms(language) for w in before[-2:]):
        shapes.add("after office or title")
    bare = [_bare_word(w) for w in alpha]
    if any(w in _bare_forms(("latin_words",), language) for w in bare):
        shapes.add("Latin")
    if any(_bare_word(w) in _bare_forms(_ORG_LISTS, language) for w in [*alpha, *before[-3:]]):
        shapes.add("organisation word")
    if any(w in _bare_forms(("party_labels",), language) for w in bare):
        shapes.add("party label")
    if any(w in _bare_forms(("months",), language) or _WEEKDAY.match(w) for w in bare):
        shapes.add("month or weekday")
    if any(_bare_word(w) in _bare_forms(("place_start", "territory_words"), language) for w in before[-2:]):
        shapes.add("place word before")
    if len(alpha) == 1:
        shapes.add("one word")
    return frozenset(shapes)


def recognizers_of(text: str, language: str, start: int, end: int) -> list[str]:
    """The recognizers of the registry whose own findings overlap [start, end), each run alone on ``text`` (the
    resolver's filters left out: the evidence a replacement came from, not what it became)."""
    from app.prepare.pii.registry import EVIDENCE, LATE, MENTIONS, WHOLE, Document

    doc = Document(text, language, language)
    names: list[str] = []
    introduced: list[Found] = []
    for r in (*EVIDENCE, *LATE):
        if r.reads(language):
            got = r.run(doc)
            if r.introduces:
                introduced.extend(got)
            if any(f.start < end and start < f.end for f in got):
                names.append(r.name)
    for r in (*MENTIONS, *WHOLE):
        if r.reads(language) and any(f.start < end and start < f.end for f in r.run(doc, introduced)):
            names.append(r.name)
    return names or ["(none alone: the resolver's join)"]


@dataclass
class LenerKinds(KindScore):
    """Persons by kind (``KindScore``), and the false replacements by shape (``false_shapes``), by the gold tag they
    touch (O: none) and by the recognizers whose findings they come from (``recognizers_of``): counts only, so they
    may be printed for every part."""

    shapes: Counter[str] = field(default_factory=Counter)
    gold: Counter[str] = field(default_factory=Counter)
    sources: Counter[str] = field(default_factory=Counter)
    false_total: int = 0

    def add(self, doc: Doc, spans: Sequence[Span]) -> None:
        super().add(doc, spans)
        for s, e, kind in spans:
            touched = {x[2] for x in doc.entities if x[0] < e and s < x[1]}
            if touched & {"PESSOA", "LOCAL"}:
                continue
            if kind == "PHONE" and PHONE_LABEL.search(doc.text, max(0, s - 24), s):
                continue  # counted apart by GoldScore
            self.false_total += 1
            self.shapes.update(false_shapes(doc.text, s, e, self.language))
            self.gold.update(sorted(touched) or ["O"])
            self.sources.update(recognizers_of(doc.text, self.language, s, e) if kind == "PERSON" else [kind])

    def false_lines(self) -> list[str]:
        return [
            f"  false replacements by shape ({self.false_total}): "
            + ", ".join(f"{k} {self.shapes[k]}" for k in SHAPES if self.shapes[k]),
            "  false replacements by gold tag touched: " + ", ".join(f"{k} {n}" for k, n in self.gold.most_common()),
            "  false replacements by recognizer: " + ", ".join(f"{k} {n}" for k, n in self.sources.most_common()),
        ]


# Later mentions (issue 24, round l31): a recognizer that, once a person is found, replaces the person's other
# words elsewhere (``registry.MENTIONS``, ``registry.WHOLE``) spreads one weak first hit. ``mention_evidence`` tells a
# replacement carried by a mention alone from the rest and names the evidence of the person's first hit: the
# recognizer of the best-ranked finding with the mention's key (the tagger's with its score's bucket).
MENTION_RECOGNIZERS = frozenset(
    {"salutation", "later mention", "one word of a name found (pt)", "a name beside a person found (pt)",
     "rest of a name"}
)  # fmt: skip
_TAGGER_STEPS = (0.5, 0.6, 0.7, 0.8, 0.9)


def _tagger_bucket(text: str, language: str, f: Found) -> str:
    """The band of the tagger's score of ``f``: the highest threshold of ``_TAGGER_STEPS`` it still passes."""
    t = tagger.tagger(language)
    if t is None:
        return "?"
    passed = "<0.5"
    for step in _TAGGER_STEPS:
        if any(g.start == f.start and g.end == f.end for g in t.find(text, language, threshold=step)):
            passed = f">={step}"
        else:
            break
    return passed


def mention_evidence(text: str, language: str) -> list[tuple[int, int, str]]:
    """(start, end, evidence of the first hit) of every finding of a mention recognizer (``MENTION_RECOGNIZERS``),
    as ``registry.detect`` runs them."""
    from app.prepare.pii import resolver
    from app.prepare.pii.recognizers_intl import without_units
    from app.prepare.pii.registry import EVIDENCE, LATE, MENTIONS, WHOLE, Document

    doc = Document(text, language, language)
    source: dict[tuple[int, int, str], str] = {}  # (start, end, key) -> recognizer
    introduced: list[Found] = []
    for r in EVIDENCE:
        if r.reads(language):
            got = r.run(doc)
            if r.introduces:
                introduced.extend(got)
            for f in got:
                source.setdefault((f.start, f.end, f.key), r.name)
    introduced = without_units(text, resolver.without_company_words(text, doc.capitals, introduced), language)
    mentioned: list[tuple[Found, str]] = [
        (f, r.name) for r in MENTIONS if r.reads(language) for f in r.run(doc, introduced)
    ]
    late: list[Found] = []
    for r in LATE:
        if r.reads(language):
            got = r.run(doc)
            late.extend(got)
            for f in got:
                source.setdefault((f.start, f.end, f.key), r.name)
    persons_found = [*introduced, *(f for f, _n in mentioned), *late]
    whole = [(f, r.name) for r in WHOLE if r.reads(language) for f in r.run(doc, persons_found)]

    def first_hit(key: str, pool: list[Found]) -> str:
        best = max((f for f in pool if f.key == key and (f.start, f.end, f.key) in source), key=lambda f: f.priority,
                   default=None)  # fmt: skip
        if best is None:
            return "(a mention's own key)"
        name = source[(best.start, best.end, best.key)]
        if name == "name tagger (CRF)":
            return f"{name} {_tagger_bucket(text, language, best)}"
        return name

    out: list[tuple[int, int, str]] = []
    for f, name in [*mentioned, *whole]:
        pool = introduced if name in ("salutation", "later mention") else [*introduced, *late]
        out.append((f.start, f.end, f"{name} <- {first_hit(f.key, pool)}"))
    return out


def without_mentions(text: str, language: str) -> list[Span]:
    """The replacements with the mention recognizers (``registry.MENTIONS``, ``registry.WHOLE``) left out."""
    from app.prepare.pii import registry

    saved = registry.MENTIONS, registry.WHOLE
    registry.MENTIONS, registry.WHOLE = (), ()
    try:
        return replacement_spans(text, language)
    finally:
        registry.MENTIONS, registry.WHOLE = saved


@dataclass
class MentionScore:
    """Replacements carried by a later mention alone (``mention_evidence``), hits and false ones, by the evidence
    of the person's first hit; ``allowed``: the gold tags a replacement may touch without being false."""

    allowed: frozenset[str]
    language: str
    hits: Counter[str] = field(default_factory=Counter)
    false: Counter[str] = field(default_factory=Counter)

    def add(self, text: str, entities: Iterable[tuple[int, int, str]], spans: Sequence[Span]) -> None:
        gold = list(entities)
        carried = mention_evidence(text, self.language)
        without = without_mentions(text, self.language)
        for s, e, kind in spans:
            if kind != "PERSON" or any(ws < e and s < we for ws, we, _k in without):
                continue  # not a mention's, or there without the mention recognizers too
            how = next((h for ms, me, h in carried if ms < e and s < me), None)
            if how is None:
                continue
            if any(gs < e and s < ge and tag in self.allowed for gs, ge, tag in gold):
                self.hits[how] += 1
            else:
                self.false[how] += 1

    def lines(self) -> list[str]:
        total_hits, total_false = sum(self.hits.values()), sum(self.false.values())
        out = [f"  replacements only the mention recognizers make: {total_hits + total_false}, false {total_false}"]
        for how in sorted({*self.hits, *self.false}, key=lambda h: -(self.hits[h] + self.false[h])):
            out.append(f"    {how:<70} hits {self.hits[how]:>4}  false {self.false[how]:>3}")
        return out


def bench_gold(
    corpus: str,
    title: str,
    part: str,
    docs: Sequence[Doc],
    language: str,
    score: GoldScore,
    examples: int,
    kinds: KindScore | None = None,
    model_of: dict[str, Path] | None = None,
    mention: MentionScore | None = None,
) -> None:
    """``model_of``: document id -> the tagger model it is scored with (one that never saw it), else the loaded one;
    ``mention``: also count the later mentions (``--mentions``)."""
    cost: list[float] = []  # CPU ms per 10,000 characters, per document
    loaded: Path | None = None
    for doc in docs:
        if model_of is not None and model_of[doc.id] != loaded:
            loaded = model_of[doc.id]
            tagger.use_model(loaded, language)
        t = time.process_time()
        spans = replacement_spans(doc.text, language)
        cost.append((time.process_time() - t) * 1000 * DOC_SIZE / max(len(doc.text), 1))
        score.add(doc, spans)
        if kinds is not None:
            kinds.add(doc, spans)
        if mention is not None:
            mention.add(doc.text, doc.entities, spans)
    if model_of is not None:
        tagger.use_shipped_model(language)
    chars = sum(len(d.text) for d in docs)
    trained = {"dev": "the name tagger was trained on it", "validation": "never trained or tuned on",
               "test": "the test file, measured once at the end"}[part]  # fmt: skip
    if model_of is not None:
        trained = "held out of training: each document scored by a fold model that never saw it"
    print(f"\n== {title}, {part} part ({trained}): {len(docs)} documents, {chars:,} characters, "
          f"{score.tokens:,} tokens")  # fmt: skip
    print(f"  removed (every letter and digit inside a placeholder) {'entities':>8} {'removed':>8} {'rate':>6}")
    for group in dict.fromkeys(score.groups.values()):
        rate = score.removed[group] / score.names[group] if score.names[group] else None
        print(f"    {group:<46} {score.names[group]:>8} {score.removed[group]:>8} "
              f"{_rate(score.removed[group], score.names[group]):>6}")  # fmt: skip
        if rate is not None:
            _figure(corpus, f"{group} removed", part, rate)
    for line in score.missed[:examples]:
        print(f"      missed: {line}")
    false = sum(score.false.values())
    per_10k = false / score.tokens * 10_000 if score.tokens else 0.0
    print(f"  replacements {score.replacements}: false {false} = {per_10k:.1f} per 10,000 tokens "
          f"{dict(score.false.most_common())}")  # fmt: skip
    if not score.phones_labelled:
        print(f"  phone numbers after a phone label (\"Tel.\", \"Fax\"; this corpus labels no phone numbers, "
              f"so they are neither hit nor false): {score.labelled_phones}")  # fmt: skip
    _top(score.false_strings, examples)
    if cost:
        print(f"  cost: median {statistics.median(cost):.0f} CPU ms per 10,000 characters ({language}, one thread)")
    _figure(corpus, "false per 10k tokens", part, per_10k)
    if mention is not None:
        print("\n".join(mention.lines()))


def _sample(docs: Sequence[Doc], chars: int) -> list[Doc]:
    """The first documents up to ``chars`` characters."""
    out: list[Doc] = []
    total = 0
    for doc in docs:
        if total >= chars:
            break
        out.append(doc)
        total += len(doc.text)
    return out


# Folds of the MEDDOCAN train file for its dev part held out of training (``--held-out-dev``), as
# ``tools.train_tagger --language es --folds 3`` cuts them.
HELD_OUT_FOLDS = 3


def bench_meddocan(
    root: Path, parts: Sequence[str], limit: int | None, examples: int, held_out: Path | None = None
) -> None:
    """``held_out``: a folder for the train file's fold models (``tools.train_tagger.es_fold_models``, trained there
    when missing): the dev part is then scored by models that never saw its reports, not by the shipped one."""
    read = meddocan(root, [p if p != "dev" else "train" for p in parts])
    for part in parts:
        docs = read["train" if part == "dev" else part]
        model_of: dict[str, Path] | None = None
        if part == "dev":
            docs = _sample(docs, sum(len(d.text) for d in read.get("validation", docs)))
            if held_out is not None and tagger.tagger("es") is not None:
                from tools.train_tagger import es_fold_models

                models = es_fold_models(root, HELD_OUT_FOLDS, held_out, reuse=True)
                model_of = {d.id: models[n % HELD_OUT_FOLDS] for n, d in enumerate(read["train"])}
                docs = sorted(docs[:limit], key=lambda d: str(model_of[d.id]))  # one model loaded per fold
        score = GoldScore(MEDDOCAN_GROUPS, frozenset(MEDDOCAN_LABELS_ALL))
        mention = MentionScore(frozenset(MEDDOCAN_LABELS_ALL), "es") if COUNT_MENTIONS else None
        bench_gold(
            "meddocan", "MEDDOCAN clinical reports (es)", part, docs[:limit], "es", score, shown(part, examples), None,
            model_of, mention,
        )  # fmt: skip


def bench_lener(root: Path, parts: Sequence[str], limit: int | None, examples: int, whole_dev: bool = False) -> None:
    """``whole_dev``: the dev part is the whole train file, not a sample of the validation part's size (the kinds of
    false replacement to study; the tagger was trained on these documents, so its figure is the kinder one)."""
    read = lener_br(root, [p if p != "dev" else "train" for p in parts])
    for part in parts:
        docs = read["train" if part == "dev" else part]
        if part == "dev" and not whole_dev:
            docs = _sample(docs, sum(len(d.text) for d in read.get("validation", docs)))
        score = GoldScore({"PESSOA": "persons"}, frozenset({"PESSOA", "LOCAL"}), phones_labelled=False)
        kinds = LenerKinds("PESSOA", "pt")
        mention = MentionScore(frozenset({"PESSOA", "LOCAL"}), "pt") if COUNT_MENTIONS else None
        bench_gold(
            "lener_br", "LeNER-Br court decisions (pt)", part, docs[:limit], "pt", score, shown(part, examples), kinds,
            None, mention,
        )  # fmt: skip
        print(f"  persons by kind: {kinds.line()}")
        print("\n".join(kinds.false_lines()))
        for kind in ("hard", "single word"):
            if kinds.names[kind]:
                _figure("lener_br", f"persons removed, {kind}", part, kinds.removed[kind] / kinds.names[kind])


MEDDOCAN_GROUPS = {"NOMBRE_SUJETO_ASISTENCIA": "patients", "NOMBRE_PERSONAL_SANITARIO": "staff", "CALLE": "streets"}
# Every MEDDOCAN label is personal data of a report: a replacement on any of them is no false one.
MEDDOCAN_LABELS_ALL = ("NOMBRE_SUJETO_ASISTENCIA", "NOMBRE_PERSONAL_SANITARIO", "FAMILIARES_SUJETO_ASISTENCIA",
                       "CALLE", "TERRITORIO", "PAIS", "FECHAS", "EDAD_SUJETO_ASISTENCIA", "SEXO_SUJETO_ASISTENCIA",
                       "ID_SUJETO_ASISTENCIA", "ID_TITULACION_PERSONAL_SANITARIO", "CORREO_ELECTRONICO",
                       "ID_ASEGURAMIENTO", "HOSPITAL", "INSTITUCION", "ID_CONTACTO_ASISTENCIAL", "NUMERO_TELEFONO",
                       "PROFESION", "NUMERO_FAX", "OTROS_SUJETO_ASISTENCIA", "CENTRO_SALUD",
                       "ID_EMPLEO_PERSONAL_SANITARIO")  # fmt: skip


def bench_tos(root: Path, limit: int | None) -> None:
    all_persons: list[tuple[str, str, str]] = []  # language, document, replaced text
    for lang in ("de", "en", "it"):
        files = sorted((root / lang / "text").glob("*.txt"))[:limit]
        strings: Counter[tuple[str, str]] = Counter()
        kinds: Counter[str] = Counter()
        chars = 0
        print(f"\n== Terms of service ({lang}, never trained or tuned on by the tagger): {len(files)} documents")
        for file in files:
            text = file.read_text(encoding="utf-8")
            chars += len(text)
            spans = replacement_spans(text, lang)
            per_doc = Counter(k for _s, _e, k in spans)
            kinds.update(per_doc)
            strings.update(replaced_strings(text, spans))
            all_persons.extend((lang, file.stem, " ".join(text[s:e].split())) for s, e, k in spans if k == "PERSON")
            shown = ", ".join(f"{k} {n}" for k, n in sorted(per_doc.items())) or "none"
            print(f"    {file.stem:<22} {len(text):>8,} chars: {shown}")
        print(f"  {lang}: {chars:,} characters, placeholders {dict(kinds.most_common())}")
        print("  replaced most often:")
        _top(strings)
    print(f"\n  [PERSON] placeholders in all terms of service: {len(all_persons)}")
    for lang, doc, string in all_persons:
        print(f"    {lang} {doc:<22} {string!r}")
    _figure("tos", "[PERSON] in all documents", "all", len(all_persons))


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
    median = statistics.median(per_10k)
    print(f"\n== Speed (one process, one thread; the machine may be shared): first call {first_call:.2f} s; "
          f"LER validation median {median:.0f} ms per 10,000 characters "
          f"(min {min(per_10k):.0f}, max {max(per_10k):.0f}, {len(docs)} documents)")  # fmt: skip
    _figure("speed", "ms per 10k characters", "validation", median)


def summary() -> None:
    """Every figure with its target: validation first, then dev, the gap, and whether the target is met."""
    parts = ("validation", "dev", "test", "all")
    print("\n== Summary (targets of issue 24; met: on the validation part, or the only part measured)")
    print(f"  {'corpus':<9} {'figure':<34} {'valid.':>7} {'dev':>7} {'gap':>6} {'test':>7} {'target':>9}  met")
    for (corpus, name), values in FIGURES.items():
        target = TARGETS.get((corpus, name))
        rate = target is None or (target[0] and target[1] <= 1)
        cells = [(f"{values[p]:.3f}" if rate else f"{values[p]:.1f}") if p in values else "" for p in parts]
        main_value = values.get("validation", values.get("all"))
        gap = f"{values['dev'] - values['validation']:+.3f}" if "dev" in values and "validation" in values else ""
        met, bound = "", ""
        if target is not None and main_value is not None:
            at_least, limit = target
            bound = f"{'≥' if at_least else '≤'}{limit:g}"
            met = "yes" if (main_value >= limit if at_least else main_value <= limit) else "NO"
        shown = cells[0] or cells[3]
        print(f"  {corpus:<9} {name:<34} {shown:>7} {cells[1]:>7} {gap:>6} {cells[2]:>7} {bound:>9}  {met}")


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


# ``--mentions``: count the replacements carried by later mentions alone, by their first hit's evidence.
COUNT_MENTIONS = False

CORPORA = ("ler", "tos", "meddocan", "lener_br", "employment", "speed", "generated")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m bench.anonymize_real",
        description=__doc__.split("\n")[0],
        epilog="Default: every corpus, the dev and validation parts; a few minutes on a quiet machine.",
    )
    parser.add_argument("--limit", type=int, default=None, help="documents per part and language (default: all)")
    parser.add_argument(
        "--examples", type=int, default=15, help="misses and false replacements to print (dev parts only)"
    )
    parser.add_argument("--data", type=Path, default=REAL_DATA, help="folder of the real corpora")
    parser.add_argument("--corpus", action="append", choices=CORPORA, help="only this corpus (repeatable)")
    parser.add_argument("--test", action="store_true", help="also the MEDDOCAN and LeNER-Br test files (at the end)")
    parser.add_argument(
        "--lener-whole-dev",
        action="store_true",
        help="LeNER-Br: score the whole train file as the dev part, not a sample",
    )
    parser.add_argument(
        "--model",
        choices=("shipped", "rules"),
        default="shipped",
        help="with the shipped name tagger (trained on the dev parts only; default) or the rules alone",
    )
    parser.add_argument(
        "--held-out-dev",
        type=Path,
        default=None,
        metavar="DIR",
        help="MEDDOCAN: score the dev part with the train file's 3 fold models in DIR (trained there when missing), "
        "each report by the one that never saw it, instead of the shipped model that learnt it",
    )
    parser.add_argument(
        "--mentions",
        action="store_true",
        help="count the replacements carried by a later mention alone, by the evidence of the person's first hit "
        "(LER, MEDDOCAN, LeNER-Br; counts only, every part; about twice the time)",
    )
    args = parser.parse_args(argv)
    global COUNT_MENTIONS
    COUNT_MENTIONS = args.mentions
    if not (args.data / "ler_dev.conll").is_file():
        print(f"real data not found in {args.data} (see the README there); nothing to measure")
        return
    corpora = args.corpus or CORPORA
    FIGURES.clear()
    if args.model == "rules":
        for language in tagger.MODELS:
            tagger.use_model(None, language)
    t = time.perf_counter()
    anonymize("Sehr geehrte Frau Müller, bitte rufen Sie uns an.", "de")
    first_call = time.perf_counter() - t
    ler = ler_parts(args.data / "ler_dev.conll", args.limit)
    if "ler" in corpora:
        for part in ("validation", "dev"):
            bench_ler(part, ler[part], shown(part, args.examples))
    if "tos" in corpora and (args.data / "tos").is_dir():
        bench_tos(args.data / "tos", args.limit)
    if "meddocan" in corpora and (args.data / "ner" / "meddocan").is_dir():
        meddocan_parts = ["validation", "dev", *(["test"] if args.test else [])]
        bench_meddocan(args.data, meddocan_parts, args.limit, args.examples, args.held_out_dev)
    if "lener_br" in corpora and (args.data / "ner" / "lener_br").is_dir():
        bench_lener(
            args.data,
            ["validation", "dev", *(["test"] if args.test else [])],
            args.limit,
            args.examples,
            args.lener_whole_dev,
        )
    if "employment" in corpora and (args.data / "employment_clauses.json").is_file():
        bench_employment(args.data / "employment_clauses.json")
    if "speed" in corpora:
        bench_speed(ler["validation"], first_call)
    if "generated" in corpora:
        bench_generated()
    tagger.use_shipped_model()
    summary()


if __name__ == "__main__":
    main()
