"""What is specific and true about a clause, said first: where it stands, what it is about, what it holds.

A clause whose content the offline engine cannot state (app/explain/say.py) still holds things Klartext knows for
sure: the section it stands in (the number of its heading), what that heading names (the legal things of
``app.analysis.terms``, or the clause's topic where its own words bear it out), the legal things the clause mentions,
its figures (amounts, periods, dates, rates), the statutes it cites, and whose duty or right it sets. This module
says them in one sentence in the reader's language ("Section 7 (holiday) names 30 days and cites § 3 BUrlG."), from
``app/locales/<code>/clause_reader.toml`` ``[say.lead]``; the caller puts the line that the engine could say no more
after it. Where two clauses of a document open with the same sentence, ``prefix`` names the section and subject of
each in front of it. Nothing here guesses: a heading's number counts as a section number only where the heading is a
number followed by a title (not "ABSCHNITT 21" inside a sentence, not "14 Tage Rückgaberecht", not "§ 3 BUrlG"),
and a heading is quoted only for a reader of the document's language and only when short.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from babel import Locale, UnknownLocaleError

from app.analysis import fast_re as re
from app.analysis.norms import ARTICLE_RE, SECTION_RE
from app.analysis.terms import mentioned_terms
from app.analysis.topics import (
    heading_contradicted,
    heading_topic,
    own_heading,
    own_words_name,
    split_heading,
    sure_to_state,
    term_topic,
)
from app.config import DEFAULT_LANGUAGE, LOCALE_DIRS
from app.explain.terms_say import term_label
from app.explain.values import Values, extract_values
from app.locales import optional_toml
from app.locales.catalogue import offline_catalogue
from app.locales.plural import choose
from app.models import Statement

MAX_QUOTED_HEADING = 20  # characters of a heading quoted for a reader of the document's language
MAX_SUBJECT = 2  # legal things named as the clause's subject
MAX_MENTIONED = 4  # further legal things the clause mentions
MAX_FIGURES = 4  # figures named in the sentence (the rest: "The clause also names: …")
MAX_CITED = 3
MAX_KINDS = 3  # kinds of sentence named ("gives examples", "reserves a right")
MAX_PLACES = 4
MAX_PERSONS = 3
_PARTY = {"customers": "customer", "users": "user"}  # a person of headings.toml [persons] as a statement's party
# A web address: "https://…", "www.…", or a domain ("example.com", "flo.health/de/…"), not "z.B." or "Abs.1".
_WEB = re.compile(
    r"(?<![\w@.])(?:https?://\S+|www\.\S+|[a-z0-9-]{2,}(?:\.[a-z0-9-]{2,})*\.(?:com|de|org|net|eu|it|fr|es|pt|at|ch|uk|io|"
    r"health|info|app)(?:/\S*)?)(?![\w@])",
    re.IGNORECASE,
)

# A heading's number: a mark ("§", "Art.", "Ziffer", …) or none, then "7", "9.1", "2(2)", "1.5." or a Roman "II.",
# then the title. A bare number with a word ("ABSCHNITT 21") has no title and is no section heading of its own.
_MARKS = {
    "paragraph": r"§+",
    "article": r"Art\.|Artikel|Article|Artículo|Articolo|Artigo",
    "section": r"Ziffer|Nr\.|Abschnitt|Section|Clause|Cláusula|Clausola|Cl\.",
}
_NUMBERED = re.compile(
    r"^\s*(?:(?P<mark>" + "|".join(f"(?P<{k}>{p})" for k, p in _MARKS.items()) + r")\s*)?"
    r"(?P<number>\d{1,3}[a-z]?(?:\.\d{1,3})*(?:\s?\(\d{1,2}\))?|[IVX]{1,5}(?=\.))\.?\)?"
    r"\s+(?P<title>[^\W\d_].*)$",
    re.IGNORECASE,
)
_ROMAN = re.compile(r"^[IVX]+$")
# A reference to a numbered part of a document ("gemäß Ziffer 4.2", "in Abschnitt 21", "vgl. § 5", "ai sensi
# dell'articolo 14", "see Section 9"): the mark, then the number. A statute that names its law is cited, not this.
_REFERENCE = re.compile(
    r"(?<![\w§])(?:(?P<paragraph>§)|(?P<article>Art\.|Artikels?|Articles?|Artículos?|Articol[oi]|Artigos?)|"
    r"(?P<section>Ziffer|Abschnitts?|Sections?|Clauses?|Sezione|Secci[oó]n|Cl[aá]usula|Clausola|Sec[cç][aã]o))"
    r"\s*(?P<number>\d{1,3}(?:\.\d{1,3})*(?!\d))(?![.,]\d)",
    re.IGNORECASE,
)
MAX_REFERENCES = 3
# An item of a list inside a clause: "(a)", "b)", "(iii)" after a space or a line's start, never "§ 5 (a)".
_ITEM = re.compile(r"(?:^|(?<=[\s:;,]))\(?(?P<item>[a-z]|i{1,3}|iv|v|vi{1,3}|ix|x)\)\s", re.MULTILINE)
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")
MIN_ITEMS = 3  # a list of fewer items is as often a stray "a)" as a list
_PLACEHOLDER = re.compile(r"\[([A-Z][A-Z_]*?)_\d+\]")  # what anonymizing put in place of personal data


@dataclass
class Lead:
    """What is known for sure of a clause, before any words: the number of its section and its mark, the subject
    (reader-language labels, or a short heading in the document's words), and what it holds."""

    number: str | None = None
    mark: str = "section"
    subject: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)
    figures: list[str] = field(default_factory=list)
    cited: list[str] = field(default_factory=list)
    bound: list[str] = field(default_factory=list)  # "sets a duty for you", from statements whose content is unknown
    removed: list[str] = field(default_factory=list)  # "1 e-mail address": personal data removed before analysis
    persons: list[str] = field(default_factory=list)  # "consumers", "businesses (traders)": whom it speaks of
    refers: list[str] = field(default_factory=list)  # "section 21": other parts of the document it refers to
    items: int = 0  # the points of a list it sets out ("(a) … (b) … (c) …")
    kinds: list[str] = field(default_factory=list)  # "gives examples", "says that something is excluded"
    kind_keys: list[str] = field(default_factory=list)  # their keys in headings.toml [kinds]: "examples", "excluded"
    places: list[str] = field(default_factory=list)  # "Brazil", "Switzerland": the countries it names
    heading_only: bool = False  # the clause is its heading and nothing more


@lru_cache(maxsize=4096)
def terms_of(text: str, document: str | None) -> tuple[str, ...]:
    """``mentioned_terms`` of a clause, kept: the engine asks for the same clause's terms again when it tells
    clauses apart, and running the glossary's patterns is the costly part of the lead sentence."""
    return tuple(mentioned_terms(text, document))


@cache
def _lead_texts(language: str) -> dict[str, Any]:
    own: dict[str, Any] = optional_toml(language, "clause_reader").get("say", {}).get("lead", {})
    if own:
        return own
    fallback: dict[str, Any] = optional_toml(DEFAULT_LANGUAGE, "clause_reader").get("say", {}).get("lead", {})
    return fallback


def _t(language: str, key: str, **params: str) -> str:
    template = _lead_texts(language).get(key) or _lead_texts(DEFAULT_LANGUAGE).get(key, "")
    return str(template).format(**params)


def section_of(heading: str | None) -> tuple[str, str, str] | None:
    """(number, mark, title) of a numbered heading ("§ 7 Urlaub" -> ("7", "paragraph", "Urlaub")); None where the
    heading is no number followed by a title, or where its number is a figure ("14 Tage Rückgaberecht") or a
    statute ("§ 3 BUrlG")."""
    if not heading:
        return None
    first = heading.strip().splitlines()[0] if heading.strip() else ""
    m = _NUMBERED.match(first)
    if m is None:
        return None
    number = re.sub(r"\s+", "", m.group("number"))
    title = m.group("title").strip()
    if _ROMAN.match(number) and m.group("mark"):
        return None  # "Art. II" is rare; "Art. I" more often a word
    if SECTION_RE.match(first.strip()) or ARTICLE_RE.match(first.strip()):
        return None  # "§ 3 BUrlG", "Art. 6 DSGVO": a statute, not the document's own section
    values = extract_values(first)
    if values.sections or values.durations or values.amounts or values.dates or values.percents:
        return None  # "§ 3 BUrlG", "14 Tage Rückgaberecht", "2026 Preisliste": the number is no section's
    if len(title.split()) > 12 or (title.endswith((".", ";", ",")) and len(title.split()) > 6):
        return None  # a sentence, not a title
    mark = next((k for k in _MARKS if m.group(k)), "section")
    return number, mark, title


def _heading_title(heading: str | None) -> str | None:
    """The heading's title words; None where it has none ("2." over an item of a list is a number, no title)."""
    if not heading or not heading.strip():
        return None
    found = section_of(heading)
    title = found[2] if found is not None else heading.strip().splitlines()[0].strip()
    return title if any(ch.isalpha() for ch in title) else None


def _lower(label: str, language: str) -> str:
    """A topic label inside a sentence: "Data protection" is "data protection"; German nouns keep their capital."""
    if language == "de" or not label or (len(label) > 1 and label[1].isupper()):
        return label
    return label[:1].lower() + label[1:]


def _subject(
    text: str, heading: str | None, topic: str | None, category: str, language: str, document: str | None
) -> list[str]:
    """What the clause is about, in the reader's words: what its heading names (for a reader of the document's
    language its own words when short; else the legal things or the topic the heading names), then the clause's
    own topic where its own words bear it out and the heading does not name it already."""
    subject = _heading_subject(heading, category, language, document, text)
    if (
        topic
        and topic not in ("other", "contents", "parties")
        and own_words_name(text, topic, category)
        and sure_to_state(text, heading, topic, category)
    ):
        label = offline_catalogue(language).topic_labels.get(topic) or ""
        title = (_heading_title(heading) or "").lower()
        shown = _lower(label, language)
        # Said already only where the heading's subject is shown (not where the clause names none of its things).
        said = bool(subject) and (shown.lower() in title or (title and title in shown.lower()))
        # Not where the heading's words name it already in other words ("payments" beside "payment"), or name the
        # legal thing that is this topic ("Nebentätigkeit": secondary employment, the topic side jobs).
        said = said or any(_same_word(shown, x) for x in subject)
        said = said or (
            bool(subject) and any(term_topic(k) == topic for k in terms_of(_heading_title(heading) or "", document))
        )
        if label and shown not in subject and not said:
            subject.append(shown)  # not where the heading says it already ("Datenschutz": data protection)
    return subject[:MAX_SUBJECT]


@cache
def _lexicon(document: str, section: str) -> re.Pattern[str] | None:
    """One pattern for all keys of ``headings.toml`` ``[section]`` of ``document``'s language, a named group per key
    (the words of each as whole words), or None where the language has none."""
    table = optional_toml(document, "headings").get(section, {})
    groups = [
        f"(?P<{key}>" + "|".join(f"(?:{p})" for p in patterns) + ")" for key, patterns in table.items() if patterns
    ]
    return re.compile(r"(?<!\w)(?:" + "|".join(groups) + r")(?![\w-])", re.IGNORECASE) if groups else None


def _keys(text: str, document: str | None, section: str) -> list[str]:
    return list(_keys_kept(text, document, section))


@lru_cache(maxsize=8192)
def _keys_kept(text: str, document: str | None, section: str) -> tuple[str, ...]:
    """The keys of ``[section]`` whose words stand in ``text``, in the order they stand; the document's language's
    words, or every language's where it is not known."""
    found: list[tuple[int, str]] = []
    for code in [document] if document else list(LOCALE_DIRS):
        pattern = _lexicon(code, section)
        if pattern is not None:
            found.extend((m.start(), str(m.lastgroup)) for m in pattern.finditer(text) if m.lastgroup)
    return tuple(dict.fromkeys(key for _, key in sorted(found)))


def heading_words(title: str, document: str | None) -> list[str]:
    """The keys of ``headings.toml`` a heading's words name, in the order they stand ("Sonstiges" -> miscellaneous)."""
    return _keys(title, document, "patterns")


# Employer and employee are parties only of an employment contract; elsewhere "our employees" ("i suoi dipendenti",
# "unsere Mitarbeiter") are the company's staff, and "speaks of the employee" would name a party the document lacks.
_EMPLOYMENT_PARTIES = frozenset({"employee", "employer"})
_EMPLOYMENT_DOCUMENTS = frozenset({"employment_contract", "termination_letter"})


def persons_named(text: str, document: str | None) -> list[str]:
    """Whom the clause speaks of by the law's categories ("Verbraucher", "Unternehmer"): consumers, businesses."""
    return _keys(text, document, "persons")


def kinds_of(text: str, document: str | None) -> list[str]:
    """What kind of sentences the clause holds, by the words that mark each kind in the document's language
    (``headings.toml`` ``[kinds]``): a definition ("„Service“ bezeichnet"), an exclusion ("sind ausgeschlossen"),
    examples ("z. B."), what you agree to or confirm ("Sie erkennen an"), a reserved right, a condition ("wenn")."""
    return _keys(text, document, "kinds")


def documents_referred(text: str, document: str | None, language: str) -> list[str]:
    """Other documents and web pages the clause refers to, in the reader's words ("the privacy policy", "a web
    page"): the documents ``headings.toml`` ``[documents]`` names, then a web address ("example.com/rueckgabe")."""
    out = [x for k in _keys(text, document, "documents") if (x := _label("document_labels", k, language))]
    if _WEB.search(text) and (page := _label("document_labels", "web_page", language)):
        out.append(page)
    return list(dict.fromkeys(out))


def _label(table: str, key: str, language: str) -> str | None:
    label = optional_toml(language, "headings").get(table, {}).get(key)
    label = label or optional_toml(DEFAULT_LANGUAGE, "headings").get(table, {}).get(key)
    return label if isinstance(label, str) and label else None


@cache
def _countries(document: str) -> tuple[re.Pattern[str], dict[str, str], frozenset[str]] | None:
    """One pattern for the names of countries in ``document``'s language as they are written (from the CLDR data
    Babel ships, plus the short forms ``headings.toml`` ``[countries]`` lists: "USA"), the territory code of each
    name, and the first words of the names (a clause holding none of them names no country: the pattern is not run).
    Case matters: "Mali" the country, not a word written in lower case."""
    try:
        names = {
            name: code
            for code, name in Locale.parse(document).territories.items()
            if code.isalpha() and len(code) == 2 and code not in _NOT_COUNTRIES and len(name) > 3
        }
    except (UnknownLocaleError, ValueError):
        return None
    for code, forms in optional_toml(document, "headings").get("countries", {}).items():
        names.update({form: code for form in forms})
    names.update({name.upper(): code for name, code in list(names.items())})  # "BRASILIEN:" over a part in capitals
    if not names:
        return None
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    genitive = "s?" if document == "de" else ""  # "Kanadas", "Brasiliens"
    firsts = frozenset(found[0] for n in names if (found := _WORD.findall(n)))
    return re.compile(rf"(?<![\w-])(?:{alternatives}){genitive}(?![\w-])"), names, firsts


_WORD = re.compile(r"[^\W\d_]+")
# Babel's territories include groupings that are no country a clause names as such, and names that are as often
# something else: Georgia and Jersey (US states: "New Jersey"), Chad (a first name).
_NOT_COUNTRIES = frozenset({"EU", "EZ", "UN", "QO", "XA", "XB", "ZZ", "GE", "JE", "TD"})
# A capitalised word right before a country's name makes it part of a longer name ("Rhode Island" is no Iceland, "New
# Mexico" no Mexico); "in Brasilien", "Kunden in Schweden, Finnland", "94063 USA" are names of their own.
_NAME_BEFORE = re.compile(r"(?<![.:;!?]\s)(?<!^)\b[A-ZÄÖÜ][\w'’-]*[ \t]$")


@lru_cache(maxsize=4096)
def _country_codes(text: str, document: str) -> tuple[str, ...]:
    """The territory codes of the countries ``text`` names, in order (kept: the engine asks again when it tells
    clauses apart)."""
    found = _countries(document)
    if found is None:
        return ()
    pattern, names, firsts = found
    if firsts.isdisjoint(_WORD.findall(text)):
        return ()
    codes: list[str] = []
    for m in pattern.finditer(text):
        if _NAME_BEFORE.search(text[max(0, m.start() - 40) : m.start()]):
            continue  # part of a longer name: "Rhode Island" (not Iceland), "New Mexico", "Meta Platforms Ireland"
        word = m.group(0)
        code = names.get(word) or names.get(word[:-1])
        if code and code not in codes:
            codes.append(code)
    return tuple(codes)


def countries_named(text: str, document: str | None, language: str) -> list[str]:
    """The countries the clause names, in the reader's words ("Brasilien" -> "Brazil"), at most ``MAX_PLACES``."""
    codes = _country_codes(text, document) if document else ()
    if not codes:
        return []
    try:
        shown = Locale.parse(language).territories
    except (UnknownLocaleError, ValueError):
        return []
    return list(dict.fromkeys(name for code in codes if (name := shown.get(code))))[:MAX_PLACES]


def _person_label(key: str, language: str) -> str | None:
    label = optional_toml(language, "headings").get("person_labels", {}).get(key)
    label = label or optional_toml(DEFAULT_LANGUAGE, "headings").get("person_labels", {}).get(key)
    return label if isinstance(label, str) and label else None


def _heading_label(key: str, language: str) -> str | None:
    label = optional_toml(language, "headings").get("labels", {}).get(key)
    label = label or optional_toml(DEFAULT_LANGUAGE, "headings").get("labels", {}).get(key)
    if not label:
        return term_label(key, language)  # a legal term's key ("licence"): the term's label
    return label if isinstance(label, str) else None


def _same_word(a: str, b: str) -> bool:
    """ "payment" and "payments", "Zahlung" and "Zahlungen": one word, the other its inflected form; "pets" and
    "keeping pets": the one a whole word of the other, which says it already."""
    x, y = a.lower().strip(), b.lower().strip()
    if not (x and y):
        return False
    if (x.startswith(y) or y.startswith(x)) and abs(len(x) - len(y)) <= 2:
        return True
    short, long = sorted((x, y), key=len)
    return re.search(rf"(?<!\w){re.escape(short)}(?!\w)", long) is not None


def _heading_subject(heading: str | None, category: str, language: str, document: str | None, text: str) -> list[str]:
    """What the heading names, said of the clause only where the clause's own words bear it out: a heading stands
    over clauses of several kinds or is carried over from an earlier section ("Gewährleistung und Haftung" over a
    refund clause). Of several legal things it names, those the clause names too; its topic by ``heading_topic``."""
    title = _heading_title(heading)
    if not title:
        return []
    if document == language and len(title) <= MAX_QUOTED_HEADING and not title.endswith("?"):
        return [_t(language, "quoted", heading=title.rstrip(":"))]  # the reader reads the heading's own words
    if heading_contradicted(title, text, category):
        return []
    keys = terms_of(title, document)
    # A heading naming several legal things ("Gewährleistung und Haftung") stands over clauses of each: only those
    # the clause names too are its subject. One thing alone is what the section is about.
    own = set(terms_of(split_heading(text)[1] or text, document)) if len(keys) > 1 else set(keys)
    # A legal thing that is a topic of its own ("Haftung": liability) names what the clause is about: said only where
    # the engine is sure of that topic (``sure_to_state``); the others ("Eigentumsvorbehalt") as before.
    labels = [
        x
        for k in keys
        if k in own
        and (x := term_label(k, language))
        and ((named := term_topic(k)) is None or sure_to_state(text, heading, named, category))
    ]
    if not labels and not keys:
        # Words of headings that no legal term names ("Allgemeines": general provisions; "Software").
        labels = [
            x
            for k in heading_words(title, document)
            if (x := _heading_label(k, language))
            and ((named := term_topic(k)) is None or sure_to_state(text, heading, named, category))
        ]
    if labels:
        return list(dict.fromkeys(labels))[:MAX_SUBJECT]
    if keys:
        return []  # the heading's legal things are not the clause's
    topic = heading_topic(title, text, category)
    if topic is not None and not sure_to_state(text, heading, topic, category):
        topic = None  # the heading names a topic the engine is not sure of for this clause: not said
    label = offline_catalogue(language).topic_labels.get(topic) if topic else None
    return [_lower(label, language)] if label else []


def _figures(values: Values, language: str) -> list[str]:
    cat = offline_catalogue(language)
    periods = [
        f"{d.number} {choose(cat.language, d.number, cat.units.get(d.unit) or {'other': d.unit})}"
        for d in values.durations
    ]
    items = [
        *periods,
        *values.amounts,
        *values.percents,
        *values.dates,  # last: a German date "1. Januar" has a full stop inside
    ]
    return list(dict.fromkeys(items))[:MAX_FIGURES]


def clause_lead(
    text: str,
    language: str,
    heading: str | None,
    topic: str | None,
    category: str,
    document: str | None,
    values: Values | None = None,
    bound: list[Statement] | None = None,
) -> Lead:
    """What is known for sure of the clause, for a reader of ``language``. ``values``: its figures already
    written for the reader (the caller formats them); ``bound``: statements whose content cannot be said, each
    said as whose duty or right it is."""
    heading = own_heading(text, heading) if heading is not None else None
    found = section_of(heading)
    lead = Lead()
    if found is not None:
        lead.number, lead.mark = found[0], found[1]
    lead.subject = _subject(text, heading, topic, category, language, document)
    title = _heading_title(heading) or ""
    in_heading = set(terms_of(title, document)) if title else set()
    lead.mentioned = [
        x
        for k in terms_of(text, document)
        if k not in in_heading and (x := term_label(k, language)) and x not in lead.subject
    ][:MAX_MENTIONED]
    values = values if values is not None else extract_values(text)
    lead.figures = _figures(values, language)
    lead.cited = values.sections[:MAX_CITED]
    lead.removed = _removed(text, language)
    # A person whose duty or right the lead says already ("gives a right to the employer") is not named again.
    parties = {x.party for x in bound or [] if x.party}
    lead.persons = [
        x
        for k in persons_named(text, document)
        if _PARTY.get(k, k) not in parties
        and (k not in _EMPLOYMENT_PARTIES or category in _EMPLOYMENT_DOCUMENTS)
        and (x := _person_label(k, language))
    ][:MAX_PERSONS]
    lead.refers = _references(text, lead.cited, language) + documents_referred(text, document, language)
    # A condition the statements' own line says already ("This applies only under conditions …") is not said twice.
    conditioned = any(x.condition for x in bound or [])
    # A duty said with its party ("sets a duty for you") is not said again as a duty of no one in particular.
    said_kinds = {"condition"} if conditioned else set()
    said_kinds |= {"duty"} if any(x.modality == "must" for x in bound or []) else set()
    lead.kind_keys = [k for k in kinds_of(text, document) if k not in said_kinds]
    lead.kinds = [x for k in lead.kind_keys if (x := _label("kind_labels", k, language))][:MAX_KINDS]
    lead.places = countries_named(text, document, language)
    lead.items = list_items(text)
    lead.heading_only = heading is not None and _only_heading(text, heading)
    labels = optional_toml(language, "clause_reader").get("labels", {}) or optional_toml(
        DEFAULT_LANGUAGE, "clause_reader"
    ).get("labels", {})
    for statement in bound or []:
        party = labels.get(statement.party or "")
        said = _t(language, statement.modality, party=party) if party else ""
        if said and said not in lead.bound:
            lead.bound.append(said)
    return lead


def _removed(text: str, language: str) -> list[str]:
    """The personal data the clause held, by kind and count ("1 e-mail address"): removed before the analysis,
    each placeholder ("[EMAIL_1]") counted once."""
    cat = offline_catalogue(language)
    counts: dict[str, set[str]] = {}
    for m in _PLACEHOLDER.finditer(text):
        counts.setdefault(m.group(1).lower(), set()).add(m.group(0))
    out = []
    for kind, seen in counts.items():
        forms = cat.personal_data.get(kind)
        if forms:
            out.append(f"{len(seen)} {choose(cat.language, len(seen), forms)}")
    return out


def _references(text: str, cited: list[str], language: str) -> list[str]:
    """The numbered parts of the document the clause refers to, in the reader's words ("section 21", "§ 5"): not
    its own number at a line's start, not a statute it cites with its law ("§ 3 BUrlG" is cited, not referred to)."""
    out: list[str] = []
    for m in _REFERENCE.finditer(text):
        before = text[: m.start()].rstrip(" \t")
        if not before or before.endswith("\n"):
            continue  # the clause's own number
        if any(text[m.start() : m.start() + len(c)] == c or m.group(0) in c for c in cited):
            continue
        mark = next(k for k in ("paragraph", "article", "section") if m.group(k))
        shown = _t(language, f"ref_{mark}", number=m.group("number"))
        if shown and shown not in out:
            out.append(shown)
    return out[:MAX_REFERENCES]


def list_items(text: str) -> int:
    """How many points a list in the clause sets out: the longest run "(a)", "(b)", "(c)" … (or "(i)", "(ii)" …) in
    order; 0 where there is no such run of at least ``MIN_ITEMS``."""
    if text.count(")") < MIN_ITEMS:
        return 0
    found = [m.group("item") for m in _ITEM.finditer(text)]
    best = 0
    for order in (_LETTERS, _ROMANS):
        run = 0
        for item in found:
            if run < len(order) and item == order[run]:
                run += 1
            elif item == order[0]:
                run = 1
            best = max(best, run)
    return best if best >= MIN_ITEMS else 0


def _only_heading(text: str, heading: str) -> bool:
    """The clause holds its heading and no words besides ("18. Welche weiteren Regeln gibt es?" alone)."""
    first = heading.strip().splitlines()[0].strip() if heading.strip() else ""
    rest = text.strip()
    if first and rest.startswith(first):
        rest = rest[len(first) :]
    return bool(first) and not any(ch.isalpha() for ch in rest)


def where(lead: Lead, language: str, with_subject: bool = True) -> str:
    if lead.number is not None:
        where = _t(language, lead.mark, number=lead.number) or _t(language, "section", number=lead.number)
    else:
        where = _t(language, "clause")
    if with_subject and lead.subject:
        where = _t(language, "with_subject", lead=where, subject=", ".join(lead.subject))
    return where


def _joined(items: list[str], language: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_t(language, 'and')} {items[-1]}"


def _holds(lead: Lead, language: str) -> list[str]:
    """What the clause holds, each part in the reader's words: "mentions …", "sets a duty for …", "names 30 days",
    "lists 3 points", "refers to section 21", "cites § 3 BUrlG"."""
    holds = []
    if lead.mentioned:
        holds.append(_t(language, "mentions", items=", ".join(lead.mentioned)))
    holds.extend(lead.bound)
    if lead.persons:
        holds.append(_t(language, "persons", items=_joined(lead.persons, language)))
    holds.extend(lead.kinds)
    if lead.figures:
        holds.append(_t(language, "names", items=", ".join(lead.figures)))
    if lead.places:
        holds.append(_t(language, "place" if len(lead.places) == 1 else "places", items=_joined(lead.places, language)))
    if lead.removed:
        holds.append(_t(language, "removed", items=", ".join(lead.removed)))
    if lead.items:
        holds.append(_t(language, "lists", count=str(lead.items)))
    if lead.refers:
        holds.append(_t(language, "refers", items=_joined(lead.refers, language)))
    if lead.cited:
        holds.append(_t(language, "cites", items=", ".join(lead.cited)))  # last: "Abs." ends no sentence before it
    return holds


def lead_sentence(lead: Lead, language: str) -> str:
    """ "Section 7 (holiday) names 30 days and cites § 3 BUrlG." — empty when nothing specific is known."""
    holds = _holds(lead, language)
    if lead.heading_only and not holds:
        return _t(language, "heading_only", lead=where(lead, language))
    if holds:
        return _t(language, "sentence", lead=where(lead, language), holds=_joined(holds, language))
    if lead.subject:
        return _t(language, "about", lead=where(lead, language, with_subject=False), subject=", ".join(lead.subject))
    return ""


def telling_apart(lead: Lead, language: str) -> str:
    """What tells a clause apart from others of its section, in one sentence: its section and subject with the kinds
    of sentence it holds, the countries, persons and documents it names, the points it lists ("Section 9 (other
    provisions) names the country Brazil."); empty where it holds none of these."""
    # Beside a statement said in full, "sets a duty" says nothing the statement does not.
    kinds = [x for k in lead.kind_keys if k != "duty" and (x := _label("kind_labels", k, language))][:MAX_KINDS]
    holds = _holds(
        Lead(persons=lead.persons, items=lead.items, refers=lead.refers, kinds=kinds, places=lead.places), language
    )
    # Without a subject, the legal things the clause mentions say what it is about (as in ``prefix``).
    about = lead if lead.subject else Lead(number=lead.number, mark=lead.mark, subject=lead.mentioned[:MAX_SUBJECT])
    return _t(language, "sentence", lead=where(about, language), holds=_joined(holds, language)) if holds else ""


def lead_with_quote(lead: Lead, quoted: str, language: str, whole: bool = False) -> str:
    """For a reader of the document's language: the clause's section and subject with its most telling sentence in
    its own words ("Section 7 (“Holiday”) says, among other things: “…”."; "… reads: “…”." where ``whole``, the
    sentence being all the clause says), then what else it holds ("The clause names 30 days.")."""
    said = _t(language, "says_whole" if whole else "says_quote", lead=where(lead, language), quote=quoted)
    holds = _holds(lead, language)
    if holds:
        said += " " + _t(language, "sentence", lead=_t(language, "the_clause"), holds=_joined(holds, language))
    return said


def prefix(lead: Lead, sentence: str, language: str) -> str:
    """``sentence`` with the clause's section and subject in front ("Section 12 (refund): The company will …"),
    where its subject or the legal things it mentions are known; ``sentence`` unchanged otherwise (a number alone
    distinguishes nothing)."""
    if not lead.subject and not lead.mentioned:
        return sentence
    # Without a subject, the legal things the clause mentions say what it is about.
    about = lead if lead.subject else Lead(number=lead.number, mark=lead.mark, subject=lead.mentioned[:MAX_SUBJECT])
    return _t(language, "prefix", lead=where(about, language), sentence=sentence)


def no_more(language: str) -> str:
    """The line that the offline engine could say no more than the sentence before."""
    return _t(language, "no_more")
