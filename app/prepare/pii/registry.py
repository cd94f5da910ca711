"""The recognizers, one per kind of evidence, in one registry; ``resolver`` decides between their findings.

Organised the way presidio organises its recognizers: each recognizer declares the entities it
finds, the languages it reads, the context words that are its evidence (from the word lists in
``data/<language>.toml``, see ``wordlists``) and a score. The resolver turns the score into a rank
with named thresholds and settles overlaps. Adding a language means adding its word lists; a
recognizer that needs a language's grammar (German nouns, streets named without a number) says so
in ``languages``.

Two stages: the evidence recognizers read the text; the mention recognizers then read it again for
the persons the evidence introduced (a bare surname later on, a first name after a greeting).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

from app.prepare.language import UNKNOWN, detect_language
from app.prepare.pii import Found, addresses, authors, capitals, initials, mentions, persons, resolver
from app.prepare.pii.engine import analyze
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.recognizers_de import GERMAN_RULES
from app.prepare.pii.recognizers_intl import (
    ADDRESS_LANGUAGES,
    ADDRESS_RULES,
    AUTHOR_LANGUAGES,
    CONTEXT_LANGUAGES,
    INTERNATIONAL_RULES,
    LABEL_LANGUAGES,
    MENTION_LANGUAGES,
    NAME_REST_LANGUAGES,
    cited_authors,
    enumerated_persons,
    labelled_persons,
    persons_before_office,
    persons_in_prose,
    rest_of_names,
    single_word_mentions,
    without_units,
)
from app.prepare.pii.resolver import GUESS, MEDIUM, STRONG, WEAK, rank
from app.prepare.pii.rules import REACH_UNLABELLED, Rule, Spans, anchors, near_digits, scan
from app.prepare.pii.tagger import find_names
from app.prepare.pii.wordlists import context_words


@dataclass(frozen=True)
class Document:
    """The text to read, its language as detected and the language the rules read it in."""

    text: str
    detected: str  # as app.prepare.language detected it, UNKNOWN included
    language: str  # the one the rules use: "de" where the language is unknown
    caps: bool = False  # this is the copy with capitals title-cased

    memo: dict[str, list[Found]] = field(default_factory=dict, compare=False, repr=False)
    _known: list[tuple[list[Found], mentions.Known]] = field(default_factory=list, compare=False, repr=False)

    @cached_property
    def capitals(self) -> str:
        """The text with words in capitals title-cased, same offsets: names in capitals read as names."""
        return capitals.title_case_capitals(self.text)

    @cached_property
    def anchors(self) -> list[tuple[int, int, int]]:
        """The digits and "@" that ``near_digits`` reaches out from (``rules.anchors``), found once."""
        return anchors(self.text)

    @cached_property
    def near_digits(self) -> Spans:
        """Where identifiers with a digit can be (``rules.near_digits``)."""
        return near_digits(self.text, found=self.anchors)

    @cached_property
    def near_digits_unlabelled(self) -> Spans:
        """Where identifiers without a label can be (``rules.near_digits``, ``REACH_UNLABELLED``)."""
        return near_digits(self.text, REACH_UNLABELLED, self.anchors)

    @cached_property
    def capitals_copy(self) -> Document:
        return Document(self.capitals, self.detected, self.language, caps=True)

    def once(self, key: str, compute: Callable[[], list[Found]]) -> list[Found]:
        """A detector that several recognizers share runs once per document."""
        if key not in self.memo:
            self.memo[key] = compute()
        return self.memo[key]

    def known_names(self, found: list[Found]) -> mentions.Known:
        """The names of the persons ``found`` introduced (``mentions.known_names``), read once for the mention
        recognizers, which all get the same list."""
        for seen, known in self._known:
            if seen is found:
                return known
        known = mentions.known_names(self.capitals, found, self.language)
        self._known.append((found, known))
        return known


Find = Callable[[Document], list[Found]]
FindMentions = Callable[[Document, list[Found]], list[Found]]


@dataclass(frozen=True)
class Recognizer:
    """One kind of evidence.

    ``score``: how sure a finding of it is; the resolver's thresholds rank it (``resolver.rank``).
    ``languages``: None reads every language. ``context``: the words that are its evidence, for
    the reader and the tests; the patterns are built from the same lists. ``capitals``: also read
    the copy with capitals title-cased. ``introduces``: its persons are checked against the
    document's company words, and their later mentions are found.
    """

    name: str
    entities: tuple[str, ...]
    score: float
    find: Find | None = None
    mentions: FindMentions | None = None
    languages: frozenset[str] | None = None
    context: tuple[str, ...] = ()
    capitals: bool = False
    introduces: bool = False

    def reads(self, language: str) -> bool:
        return self.languages is None or language in self.languages

    def run(self, doc: Document, found: list[Found] | None = None) -> list[Found]:
        """Its findings, ranked by its score."""
        priority = rank(self.score)
        if self.mentions is not None:
            got = self.mentions(doc, found or [])
        else:
            assert self.find is not None
            got = self.find(doc)
            if self.capitals and doc.capitals != doc.text:
                got = [*got, *self._in_capitals(doc)]
        # The constructor, not dataclasses.replace: a document has thousands of findings, replace costs ten times more.
        return [f if f.priority == priority else Found(f.start, f.end, f.kind, f.key, priority) for f in got]

    def _in_capitals(self, doc: Document) -> list[Found]:
        """Kept only where the capitals made the difference and the line is no sentence in capitals."""
        assert self.find is not None
        text, source = doc.text, doc.capitals
        strong = rank(self.score) >= rank(STRONG)
        return [
            f
            for f in self.find(doc.capitals_copy)
            if source[f.start : f.end] != text[f.start : f.end]
            and (strong or not capitals.shouted(text, f.start, f.end, doc.language))
        ]


def _evidence(fn: Callable[..., list[Found]]) -> Find:
    """A person recognizer of ``persons``, told whether it reads the capitals copy."""
    return lambda doc: fn(doc.text, doc.language, caps=doc.caps)


def _tagged(doc: Document) -> list[Found]:
    found = resolver.without_statuses(doc.text, resolver.without_places(doc.text, find_names(doc.text, doc.language)))
    return [f for f in found if f.kind != "ADDRESS" or not _road_kinds(doc.text[f.start : f.end])]


# Roads in the plural ("die Bundesfernstraßen", "an Feldwegen") or a kind of road without a number: no address.
_PLURAL_ROADS = compile_fast(r"(?:straßen|strassen|wege|wegen|gassen|alleen|plätze|plätzen)$")


def _road_kinds(span: str) -> bool:
    if any(ch.isdigit() for ch in span):
        return False
    last = span.split()[-1] if span.split() else span
    return _PLURAL_ROADS.search(last) is not None or addresses.road_kind(last)


def _shared(key: str, detector: Callable[[Document], list[Found]], keep: Callable[[Found], bool]) -> Find:
    """Part of a detector's findings (by rank or kind); the detector runs once per document."""
    return lambda doc: [f for f in doc.once(key, lambda: detector(doc)) if keep(f)]


def _first_names(doc: Document) -> list[Found]:
    return persons.by_first_name(doc.text, doc.language, caps=doc.caps)


def _addresses(doc: Document) -> list[Found]:
    return addresses.find_addresses(doc.text, doc.language, doc.near_digits)


def _initials(doc: Document) -> list[Found]:
    return initials.find_initials(doc.text)


def _rule(rule: Rule) -> Find:
    return lambda doc: scan((rule,), doc.text, doc.near_digits)


def _rules(rules: Sequence[Rule], prefix: str) -> list[Recognizer]:
    return [
        Recognizer(f"{prefix} {rule.kind.lower()} {i}", (rule.kind,), resolver.score_of(rule.priority), _rule(rule))
        for i, rule in enumerate(rules, 1)
    ]


EVIDENCE: tuple[Recognizer, ...] = (
    *_rules(GERMAN_RULES, "labelled identifier (de)"),
    *_rules(INTERNATIONAL_RULES, "national identifier"),
    Recognizer(
        "identifier with checksum (presidio)",
        ("EMAIL", "IBAN", "TAX_ID", "SOCIAL_SECURITY", "HEALTH_INSURANCE", "ID_NUMBER", "LICENCE_PLATE"),
        STRONG,
        lambda doc: analyze(doc.text, doc.near_digits_unlabelled),
    ),
    Recognizer(
        "address with number", ("ADDRESS",), MEDIUM, _shared("addresses", _addresses, lambda f: f.priority >= 2)
    ),
    Recognizer("street name", ("ADDRESS",), WEAK, _shared("addresses", _addresses, lambda f: f.priority < 2)),
    *(
        replace(r, languages=frozenset(ADDRESS_LANGUAGES), context=context_words("address_labels"))
        for r in _rules(ADDRESS_RULES, "address (es, pt, fr, it)")
    ),
    Recognizer(
        "title",
        ("PERSON",),
        STRONG,
        _evidence(persons.by_title),
        context=context_words("titles"),
        capitals=True,
        introduces=True,
    ),
    Recognizer(
        "role label",
        ("PERSON",),
        STRONG,
        _evidence(persons.by_role_label),
        context=context_words("role_labels"),
        capitals=True,
        introduces=True,
    ),
    Recognizer(
        "signature line",
        ("PERSON",),
        STRONG,
        _evidence(persons.by_signature),
        context=context_words("closings"),
        capitals=True,
        introduces=True,
    ),
    Recognizer(
        "representative",
        ("PERSON",),
        MEDIUM,
        _evidence(persons.by_representation),
        context=context_words("represented_by") + context_words("representative_offices"),
        capitals=True,
        introduces=True,
    ),
    Recognizer(
        "contract party",
        ("PERSON",),
        MEDIUM,
        _evidence(persons.by_contract_parties),
        context=context_words("between"),
        capitals=True,
        introduces=True,
    ),
    Recognizer(
        "first name",
        ("PERSON",),
        MEDIUM,
        _shared("first names", _first_names, lambda f: f.priority == 2),
        capitals=True,
        introduces=True,
    ),
    Recognizer(
        "first name before a noun",
        ("PERSON",),
        WEAK,
        _shared("first names", _first_names, lambda f: f.priority == 1),
        languages=frozenset({"de"}),
        capitals=True,
        introduces=True,
    ),
    Recognizer(
        "inverted name", ("PERSON",), STRONG, _evidence(persons.by_inverted_name), capitals=True, introduces=True
    ),
    Recognizer(
        "couple",
        ("PERSON",),
        MEDIUM,
        _evidence(persons.by_couple),
        context=context_words("and_words"),
        capitals=True,
        introduces=True,
    ),
    Recognizer(
        "role word",
        ("PERSON",),
        STRONG,
        _evidence(persons.by_role_word),
        context=context_words("role_words") + context_words("party_words"),
        introduces=True,
    ),
    Recognizer(
        "office, party or rank (pt)",
        ("PERSON",),
        MEDIUM,
        lambda doc: labelled_persons(doc.text, doc.language),
        languages=LABEL_LANGUAGES,
        context=context_words("party_labels") + context_words("rank_words"),
        introduces=True,
    ),
    Recognizer(
        "kinship word",
        ("PERSON",),
        MEDIUM,
        _evidence(persons.by_kinship),
        context=context_words("kinship"),
        introduces=True,
    ),
    Recognizer(
        "name discussed",
        ("PERSON",),
        MEDIUM,
        _evidence(persons.by_name_word),
        context=context_words("name_words"),
        introduces=True,
    ),
    Recognizer("court signature block", ("PERSON",), MEDIUM, _evidence(persons.by_name_line), introduces=True),
    Recognizer(
        "first name that is a word",
        ("PERSON",),
        MEDIUM,
        _evidence(persons.by_word_first_name),
        context=context_words("word_first_names"),
        introduces=True,
    ),
)
MENTIONS: tuple[Recognizer, ...] = (
    Recognizer(
        "salutation",
        ("PERSON",),
        MEDIUM,
        mentions=lambda doc, found: mentions.salutations(
            doc.text, doc.capitals, found, doc.language, doc.known_names(found)
        ),
        context=context_words("greetings"),
    ),
    Recognizer(
        "later mention",
        ("PERSON",),
        WEAK,
        mentions=lambda doc, found: mentions.later_mentions(
            doc.text, doc.capitals, found, doc.language, doc.known_names(found)
        ),
    ),
)
LATE: tuple[Recognizer, ...] = (
    # One tagger run, two recognizers: a tagged name is a guess, a tagged street (with its name and number)
    # is evidence like an address with a number, so a first name found inside it does not cut it.
    Recognizer("name tagger (CRF)", ("PERSON",), GUESS, _shared("crf", _tagged, lambda f: f.kind == "PERSON")),
    Recognizer("street tagger (CRF)", ("ADDRESS",), MEDIUM, _shared("crf", _tagged, lambda f: f.kind == "ADDRESS")),
    Recognizer(
        "initials after a role word",
        ("PERSON",),
        MEDIUM,
        _shared("initials", _initials, lambda f: f.kind == "PERSON" and f.priority == 2),
        context=context_words("role_words"),
    ),
    Recognizer(
        "initials again",
        ("PERSON",),
        WEAK,
        _shared("initials", _initials, lambda f: f.kind == "PERSON" and f.priority == 1),
    ),
    Recognizer(
        "street cut to a letter",
        ("ADDRESS",),
        WEAK,
        _shared("initials", _initials, lambda f: f.kind == "ADDRESS"),
    ),
    Recognizer("author in a citation", ("PERSON",), MEDIUM, lambda doc: authors.find_authors(doc.text)),
    Recognizer(
        "author of cited literature",
        ("PERSON",),
        MEDIUM,
        lambda doc: authors.find_literature_authors(doc.text, doc.language),
        languages=frozenset({"de"}),
        context=context_words("citation_intros"),
    ),
    Recognizer(
        "author of cited literature (es, pt)",
        ("PERSON",),
        MEDIUM,
        lambda doc: cited_authors(doc.text, doc.language),
        languages=AUTHOR_LANGUAGES,
        context=context_words("author_intros"),
    ),
    Recognizer(
        "name before its office (pt)",
        ("PERSON",),
        MEDIUM,
        lambda doc: persons_before_office(doc.text, doc.language),
        languages=CONTEXT_LANGUAGES,
        context=context_words("offices_after"),
    ),
    Recognizer(
        "person in prose (pt)",
        ("PERSON",),
        MEDIUM,
        lambda doc: persons_in_prose(doc.text, doc.language),
        languages=CONTEXT_LANGUAGES,
        context=context_words("person_nouns") + context_words("person_verbs"),
    ),
)
# Read last, over every person found so far: the words of a name beside the part that was found.
WHOLE: tuple[Recognizer, ...] = (
    Recognizer(
        "rest of a name",
        ("PERSON",),
        WEAK,
        mentions=lambda doc, found: rest_of_names(doc.text, found, doc.language),
        languages=NAME_REST_LANGUAGES,
    ),
    Recognizer(
        "one word of a name found (pt)",
        ("PERSON",),
        WEAK,
        mentions=lambda doc, found: single_word_mentions(doc.text, found, doc.language),
        languages=MENTION_LANGUAGES,
    ),
    Recognizer(
        "a name beside a person found (pt)",
        ("PERSON",),
        WEAK,
        mentions=lambda doc, found: enumerated_persons(doc.text, found, doc.language),
        languages=MENTION_LANGUAGES,
    ),
)
REGISTRY: tuple[Recognizer, ...] = (*EVIDENCE, *MENTIONS, *LATE, *WHOLE)


def detect(text: str, document_language: str | None = None) -> list[Found]:
    """Every recognizer's findings, overlapping ones included, after the resolver's filters."""
    if document_language is None:
        document_language = detect_language(text[:5000])
    language = "de" if document_language == UNKNOWN else document_language
    doc = Document(text, document_language, language)
    found: list[Found] = []
    introduced: list[Found] = []
    for r in EVIDENCE:
        if r.reads(language):
            got = r.run(doc)
            (introduced if r.introduces else found).extend(got)
    # Every finding goes through ``without_units`` once: the persons introduced before their mentions are looked for,
    # the rest at the end.
    introduced = without_units(
        doc.text, resolver.without_company_words(doc.text, doc.capitals, introduced), doc.language
    )
    mentioned = [f for r in MENTIONS if r.reads(language) for f in r.run(doc, introduced)]
    late = [f for r in LATE if r.reads(language) for f in r.run(doc)]
    persons_found = [*introduced, *mentioned, *late]
    whole = [f for r in WHOLE if r.reads(language) for f in r.run(doc, persons_found)]
    return resolver.admissible(
        text,
        [
            *without_units(text, found, language),
            *introduced,
            *without_units(text, [*mentioned, *late, *whole], language),
        ],
    )
