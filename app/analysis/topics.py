"""The topic of a clause: from a small trained model for German terms and conditions where it is confident,
else from weighted keywords in de/en/es/fr/it/pt, where heading words weigh more."""

from __future__ import annotations

import base64
import json
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np

from app.analysis import fast_re as re
from app.analysis.keywords import LiteralIndex, Patterns, any_hit, compile_keywords
from app.locales.keywords import keyword_tables

# "contents" is found by a passage's shape (``is_contents_list``), not by words.
TOPICS: tuple[str, ...] = (*keyword_tables().topics, "contents", "other")

BROAD_TOPICS = frozenset(
    {"parties", "subject", "term", "rent", "payment", "pay", "prices", "use", "deadline", "signatures", "written_form"}
)

HEADING_FACTOR = 5
MAX_HITS_PER_KEYWORD = 2
MIN_SCORE = 2
COMPOUND_MARGIN = 4  # a longer keyword by this many letters names a compound of its own
CATEGORY_BONUS = 1.5
# In a document of a known category, topics typical of other categories are unlikely
# ("Krankheitskosten" in a tax assessment is not a sick-leave clause).
CROSS_CATEGORY_TOPICS = frozenset(
    {
        "parties",
        "signatures",
        "written_form",
        "severability",
        "payment",
        "deadline",
        "objection",
        "liability",
        "data_protection",
        "jurisdiction",
        "applicable_law",
        "dispute_resolution",
        "term",
        "notice",
    }
)

# Topics that other categories share but that stand, in these categories, for one of their own or
# for nothing they contain: an employee's pay is "pay", not a customer's "payment"; a cut-off period
# is "forfeiture", not an authority's "deadline"; shops' terms and employment contracts hold no
# decision of an authority to challenge ("objection").
# A letter ending a tenancy or a job makes no contract and sells nothing: a court's "possession order" in it is
# no order of goods.
# Topics only a contract has: who contracts with whom (parties), what it covers (subject), when it starts and how long
# it runs (term), how it is made (contract_formation), which contracts terms apply to (scope), what holds if one of
# its clauses is invalid (severability), its signatures (signatures: "by signing, the parties accept the contract").
# Their stock texts speak of the document as a contract ("What this clause describes is what the contract is about"). A letter
# makes no contract: a landlord's notice gives its reasons ("Begründung") and names the home and the tenancy's end, and
# none of it is what a contract covers. Such a clause of a letter gets no topic (it is said by its own statements and
# facts, or not at all). Topics a letter shares with contracts stay: notice, deposit, handover, written_form ("which
# statements must be made in writing"), objection, …
CONTRACT_ONLY_TOPICS = frozenset(
    {"parties", "subject", "term", "contract_formation", "scope", "severability", "signatures"}
)
_SHOP_TOPICS = frozenset({"scope", "contract_formation", "prices", "delivery", "withdrawal", "warranty"})
NOT_IN_CATEGORY: dict[str, frozenset[str]] = {
    "employment_contract": frozenset({"payment", "deadline", "objection"}),
    "terms_and_conditions": frozenset({"deadline", "objection"}),
    # A notice or an authority's letter is a letter by its kind: no contract's own topics.
    "termination_letter": _SHOP_TOPICS | CONTRACT_ONLY_TOPICS,
    "authority_letter": CONTRACT_ONLY_TOPICS,
}

# Topics typical of each category; a clause in such a document leans towards them on ties.
CATEGORY_TOPICS: dict[str, frozenset[str]] = {
    "rental_contract": frozenset(
        {
            "parties",
            "subject",
            "term",
            "rent",
            "utilities",
            "deposit",
            "payment",
            "rent_increase",
            "notice",
            "renovation",
            "repairs",
            "pets",
            "subletting",
            "use",
            "handover",
            "access",
        }
    ),
    "employment_contract": frozenset(
        {
            "parties",
            "job",
            "term",
            "probation",
            "working_time",
            "pay",
            "overtime",
            "holiday",
            "sick_leave",
            "confidentiality",
            "non_compete",
            "side_jobs",
            "notice",
            "forfeiture",
        }
    ),
    "tax_assessment": frozenset({"tax_assessment", "tax_settlement", "tax_basis", "tax_explanations", "objection"}),
    "authority_letter": frozenset(
        {"deadline", "objection", "obligation_to_cooperate", "benefits", "appointment", "sanction"}
    ),
    "terms_and_conditions": frozenset(
        {
            "scope",
            "contract_formation",
            "prices",
            "payment",
            "delivery",
            "withdrawal",
            "warranty",
            "liability",
            "data_protection",
            "jurisdiction",
            "applicable_law",
            "dispute_resolution",
        }
    ),
    "insurance": frozenset({"insurance_cover", "payment", "notice", "obligation_to_cooperate"}),
    "loan": frozenset({"loan_interest", "payment", "notice", "withdrawal"}),
}

# Tags (keywords.toml [tags]) that name a matter no topic text fits: a contractual penalty, rights in
# the work, goods kept until paid, returning the employer's things. A heading naming one of them and no
# topic means the clause has none; its body's words ("bei Beendigung des Arbeitsverhältnisses") would give
# it the text of another kind of clause.
NO_TOPIC_MATTERS = ("contractual_penalty", "intellectual_property", "retention_of_title", "return_of_property")

_HEADING_PREFIX = re.compile(
    r"^\s*(?:§+\s*\d+[a-z]?|art(?:icle|ikel|ículo|icolo|igo)?\.?\s*\d+|\d+(?:\.\d+)*\.?)\s*", re.I
)


@lru_cache(maxsize=1)
def _compiled() -> dict[str, Patterns]:
    return {topic: compile_keywords(by_weight) for topic, by_weight in keyword_tables().topics.items()}


@lru_cache(maxsize=1)
def _topic_literals() -> LiteralIndex:
    """The literals of every topic's keywords: which of them a clause holds is looked up once per clause."""
    return LiteralIndex(literal for patterns in _compiled().values() for _, _, literal in patterns)


@lru_cache(maxsize=1)
def _keywords_by_literal() -> dict[str, tuple[tuple[str, int], ...]]:
    """literal -> (topic, index of the keyword in the topic's list) of every keyword with that literal."""
    out: dict[str, list[tuple[str, int]]] = {}
    for topic, patterns in _compiled().items():
        for k, (_, _, literal) in enumerate(patterns):
            out.setdefault(literal, []).append((topic, k))
    return {literal: tuple(keys) for literal, keys in out.items()}


@lru_cache(maxsize=1)
def _matters() -> Patterns:
    tags = keyword_tables().tags
    return compile_keywords({1: [w for matter in NO_TOPIC_MATTERS for w in tags.get(matter, ())]})


def names_matter_without_topic(heading: str, category: str | None = None) -> bool:
    """The heading names a matter without a topic of its own ("Vertragsstrafe") and no topic."""
    heading = _HEADING_PREFIX.sub("", heading)
    if not heading or not any_hit(heading, _matters()):
        return False
    return max(topic_scores(heading, "", category).values(), default=0) < MIN_SCORE


def split_heading(text: str) -> tuple[str, str]:
    """(heading, body): the first line counts as heading when it is short and more text follows."""
    stripped = text.strip()
    first, _, rest = stripped.partition("\n")
    if rest.strip() and len(first) <= 100:
        return first, rest
    if len(stripped) <= 60:
        return stripped, ""
    return "", stripped


def _keyword_scores(text: str, topics: Collection[str]) -> dict[str, int]:
    """Per topic: sum of weight x hits (each keyword at most MAX_HITS_PER_KEYWORD times), where a word
    matched by a longer keyword of another topic does not count for the shorter one: "Entgeltfortzahlung"
    is sick pay, not the pay its first part "Entgelt" names; "Urlaubsgeld" is pay, not holiday. Longer by
    COMPOUND_MARGIN letters at least: an inflected form ("Vorauszahlungen") listed for another topic is the
    same word, not a compound, and both topics keep it."""
    scores: dict[str, int] = {}
    for (topic, k), n in _keyword_counts(text, topics).items():
        scores[topic] = scores.get(topic, 0) + n * _compiled()[topic][k][1]
    return scores


def _keyword_counts(text: str, topics: Collection[str]) -> dict[tuple[str, int], int]:
    """Per (topic, keyword): how often the keyword counts (``_keyword_scores``' rules)."""
    counted: dict[tuple[str, int], int] = {}
    for _start, _end, topic, k in _counted_hits(text, topics):
        counted[topic, k] = counted.get((topic, k), 0) + 1
    return counted


_BETWEEN_WORDS = re.compile(r"[\s\-/]*")


def _mentions(text: str, topic: str) -> int:
    """How often the clause speaks of ``topic``: its counted keyword hits, where two words standing next to
    each other (only blanks, a hyphen or a slash between) are one phrase: "außerordentliche Kündigung" is one
    mention of ending the contract, not two."""
    spans = sorted((start, end) for start, end, t, _k in _counted_hits(text, list(_compiled())) if t == topic)
    mentions, last_end = 0, -1
    for start, end in spans:
        # A keyword inside another's hit still counts ("Kündigungsfrist" names notice twice, as the scores do).
        if last_end < 0 or start < last_end or not _BETWEEN_WORDS.fullmatch(text[last_end:start]):
            mentions += 1
        last_end = max(last_end, end)
    return mentions


def _counted_hits(text: str, topics: Collection[str]) -> tuple[tuple[int, int, str, int], ...]:
    """The keyword hits that count (start, end, topic, keyword), by ``_keyword_scores``' rules."""
    if not text:
        return ()
    return _counted_hits_kept(text, tuple(topics))


@lru_cache(maxsize=2048)  # a clause's hits are asked for its topic, its own words' topic and its mentions
def _counted_hits_kept(text: str, topics: tuple[str, ...]) -> tuple[tuple[int, int, str, int], ...]:
    every = _hits_by_topic(text)
    hits = [hit for topic in topics for hit in every.get(topic, ())]  # start, end, topic, weight, keyword
    counted: dict[tuple[str, int], int] = {}
    out: list[tuple[int, int, str, int]] = []
    # The hits longest first: a hit is inside a longer keyword of another topic only where one at least
    # COMPOUND_MARGIN longer holds it, and the search stops at the first hit shorter than that.
    longest = sorted(((o_e - o_s, o_s, o_e, o_t) for o_s, o_e, o_t, _, _ in hits), key=lambda h: -h[0])
    for start, end, topic, _weight, k in hits:
        if _inside_longer(start, end, topic, longest):
            continue
        if counted.get((topic, k), 0) >= MAX_HITS_PER_KEYWORD:
            continue
        counted[topic, k] = counted.get((topic, k), 0) + 1
        out.append((start, end, topic, k))
    return tuple(out)


@lru_cache(maxsize=1024)  # one clause is scored against all topics and against its document kind's topics
def _hits_by_topic(text: str) -> dict[str, tuple[tuple[int, int, str, int, int], ...]]:
    """Per topic, every hit of its keywords in ``text`` (start, end, topic, weight, keyword), in the order of the
    topic's keywords, each keyword's in text order."""
    by_literal = _keywords_by_literal()
    held: dict[str, list[int]] = {}  # per topic, its keywords whose literal the clause holds
    for literal in _topic_literals().present(text.lower()):
        for topic, k in by_literal[literal]:
            held.setdefault(topic, []).append(k)
    out: dict[str, tuple[tuple[int, int, str, int, int], ...]] = {}
    compiled = _compiled()
    for topic, keys in held.items():
        hits: list[tuple[int, int, str, int, int]] = []
        for k in sorted(keys):
            pattern, weight, _literal = compiled[topic][k]
            hits.extend((m.start(), m.end(), topic, weight, k) for m in pattern.finditer(text))
        if hits:
            out[topic] = tuple(hits)
    return out


def _inside_longer(start: int, end: int, topic: str, longest: list[tuple[int, int, int, str]]) -> bool:
    """A hit of another topic at least COMPOUND_MARGIN longer holds start..end (``longest``: length first, longest
    first)."""
    needed = end - start + COMPOUND_MARGIN
    for length, o_s, o_e, o_t in longest:
        if length < needed:
            return False
        if o_t != topic and o_s <= start and end <= o_e:
            return True
    return False


def topic_scores(text: str, heading: str | None = None, category: str | None = None) -> dict[str, float]:
    """Score of every topic that was hit at all."""
    if heading is None:
        heading, body = split_heading(text)
    else:
        body = text
    heading = _HEADING_PREFIX.sub("", heading or "")
    favoured = CATEGORY_TOPICS.get(category or "", frozenset())
    # A topic of another kind of document is not scored: never a tenancy text in an employment contract.
    excluded = NOT_IN_CATEGORY.get(category or "", frozenset())
    topics = [
        t for t in _compiled() if (not favoured or t in favoured or t in CROSS_CATEGORY_TOPICS) and t not in excluded
    ]
    in_heading, in_body = _keyword_scores(heading, topics), _keyword_scores(body, topics)
    scores: dict[str, float] = {}
    for topic in topics:
        value: float = in_heading.get(topic, 0) * HEADING_FACTOR + in_body.get(topic, 0)
        if value:
            scores[topic] = value * CATEGORY_BONUS if topic in favoured else value
    return scores


_NAMED_AS = re.compile(
    # "nachfolgend" names a party; "die nachfolgenden Bedingungen" (an adjective) does not.
    r"nachfolgend\b|im folgenden|hereinafter|en adelante|ci-après|di seguito|doravante|denominad[oa]|dénommée?",
    re.IGNORECASE,
)
_BETWEEN = re.compile(r"\b(?:zwischen|between|entre|tra|reunidos|soussignés)\b", re.IGNORECASE)


# Words of a scope clause ("Diese AGB gelten für alle Verträge zwischen … (nachfolgend „Kunde“) und …",
# "Geltungsbereich"): it says which contracts the terms govern, even where it names the parties on the way.
_SCOPE = re.compile(
    r"\b(?:gelten|gilt|Geltung|Geltungsbereich|Anwendungsbereich|apply|applies|govern|governs|si applicano|"
    r"s['’]appliquent|se aplican|aplicam-se)\b",
    re.IGNORECASE,
)
_PARTIES_WORD = re.compile(
    r"\b(?:Vertragsparteien|Vertragspartner|Parteien|parties|partes|parti|contraentes?)\b", re.IGNORECASE
)
_JOINED = re.compile(r"\b(?:und|and|y|e|et)\b", re.IGNORECASE)
# A line that opens with a party's role and a colon ("Vermieter: …", "Tenant: …"): two such lines name who contracts
# with whom as "zwischen … und …" does.
_ROLE_LINE = re.compile(
    r"^\s*(?:Vermieter|Mieter|Arbeitgeber|Arbeitnehmer|Landlord|Tenant|Employer|Employee|Arrendador|Arrendatari|"
    r"Bailleur|Locataire|Locatore|Conduttore|Senhorio|Arrendatári|Empregador|Trabalhador)\w*\s*:",
    re.IGNORECASE | re.MULTILINE,
)


def is_parties_block(text: str) -> bool:
    """The opening of a contract that names who contracts with whom ("zwischen … nachfolgend Mieter … und …",
    "Vertragsparteien"): a word that names the parties or "zwischen … und …", not a scope clause that only
    mentions them ("Diese AGB gelten für alle Verträge mit unseren Kunden (nachfolgend „Kunde“)")."""
    if _SCOPE.search(text) and "[PERSON_" not in text:
        return False  # a contract between persons may say what holds ("… gilt folgender Vertrag"); a shop's scope not
    between = _BETWEEN.search(text)
    names = bool(_PARTIES_WORD.search(text)) or bool(between and _JOINED.search(text, between.end()))
    names = names or len(_ROLE_LINE.findall(text)) >= 2
    return names and (bool(_NAMED_AS.search(text)) or "[PERSON_" in text)


_LIST_MARK = re.compile(r"^\s*(?:[-•–*·]|\(?[a-z]\)|_{3,})")
_NUMBERING = re.compile(r"^\s*(?:§+\s*\d+[a-z]?|\d+(?:\.\d+)*\.?|[IVX]+\.)\s+")


def is_contents_list(text: str) -> bool:
    """A table of contents: six or more lines, nearly all of them a short title ("Einführung",
    "3. Zahlungen und Kündigung"), none a sentence, an item of a list introduced by a colon, a blank
    to sign on, or a placeholder of removed data. Its words name the other clauses' topics, so
    keywords would give it one of theirs ("Haftungsausschluss" in the list is no liability clause)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) < 6 or any(line.endswith(":") for line in lines):
        return False
    titles = 0
    for line in lines:
        if _LIST_MARK.match(line) or "[" in line or "@" in line:
            return False
        words = _NUMBERING.sub("", line).split()
        if words and len(words) <= 7 and words[0][:1].isupper() and not line.endswith((".", ";", ",")):
            titles += 1
    return titles >= 6 and titles >= 0.85 * len(lines)


def own_heading(text: str, heading: str | None) -> str | None:
    """The heading a clause falls under: its own first line where that is a numbered title ("10. Unfall-
    versicherung" above its text), even when the segmenter carried an earlier heading over to it."""
    if heading is None:
        return None  # split_heading takes the first line
    first, _, rest = text.strip().partition("\n")
    first = first.strip()
    if (
        rest.strip()
        and _NUMBERING.match(first)
        and len(_NUMBERING.sub("", first).split()) <= 8
        and not first.endswith((".", ";", ",", ":"))
    ):
        return first
    return heading


@lru_cache(maxsize=1024)  # asked for each clause by its text and again by the summary
def own_words_name(text: str, topic: str | None, category: str | None = None) -> bool:
    """Whether the clause's own words, not only a heading above it, point to ``topic``.

    A heading often stands over several clauses of different kinds ("Dienstpflichten" over a secrecy
    clause and a side-job ban) or is carried over from an earlier section, so a topic that only the
    heading names is the one most often wrong (employment dev half: 0.83 right where only the heading
    names it, 0.95 where the clause's own words do). What clauses of a topic usually do is said only
    where the clause's words bear the topic out: for German shops' terms where the trained model gives the
    topic at least SURE_PROBABILITY (never a topic it has no class for), elsewhere where the topic's keywords
    stand twice in the clause's own words (the same word again counts: a clause's subject recurs) and no
    other topic scores higher there.
    """
    if topic is None or topic in ("contents", "parties"):
        return topic is not None
    head, body = split_heading(text)
    if category == MODEL_CATEGORY and is_german(text):
        probabilities = model_probabilities(body or text, _HEADING_PREFIX.sub("", head))
        if probabilities is not None:
            # A topic the model has no class for ("notice", "written_form" in a shop's terms) came from keywords
            # the model did not bear out: in the dev half's cross-validation such stock texts were right for
            # 14 of 21 clauses.
            return probabilities.get(topic, 0.0) >= SURE_PROBABILITY
    scores = topic_scores(body or text, "", category)
    if not scores or scores.get(topic, 0) < max(scores.values()):
        return False
    # The subject stands in the clause's first sentence: a topic whose words come only later is a circumstance
    # ("Sonderzahlungen sind freiwillig. … Scheidet die Arbeitnehmerin vor … durch Kündigung aus, …" is on pay, not
    # on ending the contract). Employment, topics said of the clause: validation 77 right, 7 wrong -> 67 right,
    # 4 wrong; dev 86, 3 -> 78, 2.
    # Or the clause's own heading line names it, borne out by its words (``heading_topic``): "5 Urlaub" over "Der AN hat
    # einen Jahresurlaub von 30 Arbeitstagen. …", whose compound no keyword matches.
    if topic_scores(_first_sentence(body or text), "", category).get(topic, 0) <= 0 and (
        not head or heading_topic(head, text, category) != topic
    ):
        return False
    # Twice: one word once ("nach Beendigung des Arbeitsverhältnisses" in a clause on rights to work results)
    # names a circumstance more often than the clause's subject (employment dev half: topics borne out so
    # were right for 0.945, the others for 0.859).
    return _mentions(body or text, topic) >= 2


# A heading names a topic where its keywords score at least this (one strong keyword, "Urlaub", scores 4.5; a weak
# one, "Schlussbestimmungen" for written form, 2): the bar app/explain/lead.py set for a heading naming a topic.
HEADING_NAMES = 3
# The shops' terms model's probability of another class (read from the clause's words alone) at which a heading's
# topic is not said of the clause (``_model_contradicts``): more likely than not another class. Topics the lead states
# (AGB-DE, reader of another language): dev 429 right / 19 wrong -> 426 / 13 (4-fold cross-validation by shop within
# dev: 324 / 24 -> 318 / 23), validation 310 / 16 -> 304 / 12. A missing topic is merely missing, a wrong one wrong.
HEADING_VETO = 0.5
# The shops' terms model's probability of the heading's own topic (read from the clause's words alone) below which the
# heading's topic is not said of the clause either: chosen by the 4-fold cross-validation by shop within the AGB-DE dev
# half, where the topics ``heading_topic`` gave were right for 291 of 303 clauses, and for 290 of 297 at 0.1 or more
# (0.2: 267 of 274; 0.5: 198 of 202).
HEADING_AT_LEAST = 0.1
# The shops' terms model's probability, read from the clause's words alone, at which a class other than the one it
# reads from the heading alone means the heading's subject is not the clause's (``heading_contradicted``). By the
# 4-fold cross-validation by shop within the AGB-DE dev half, with HEADING_AT_LEAST, topics the lead states (reader
# of another language): none 318 right / 23 wrong, 0.9: 320 / 20, 0.7: 313 / 18, 0.5: 304 / 18.
HEADING_CONTRADICTED = 0.7
_NO_SUBJECT = frozenset({"other", "contents", "parties"})


def heading_topic(title: str, text: str, category: str | None = None) -> str | None:
    """The topic a clause's heading names, said of the clause only where the clause's own words bear it out; else
    None (no topic named is merely missing, a wrong one is a wrong statement).

    The heading must name one topic clearly (``HEADING_NAMES`` points, no tie: "Preise und Zahlungsmodalitäten"
    names two, and which of them a clause under it is about only its own words can tell), not as a question
    ("Kann ich mein Konto teilen?" is no heading on payment). Then the clause's own words, its heading line left
    out, must name that topic's keywords and score no other topic higher: a heading stands over clauses of
    several kinds ("Dienstpflichten" over a secrecy clause, "Bestellungen" over an exchange procedure) or is
    carried over from an earlier section ("III. Zusätzliche Allgemeine Geschäftsbedingungen" over payment and
    delivery clauses), and a keyword inside a compound of another topic does not count (``_counted_hits``).
    Dev halves, topics the lead named from headings (reader of another language): employment 19 wrong of 152
    -> 3 of 90, German shops' terms 128 of 607 -> 14 of 341."""
    title = _HEADING_PREFIX.sub("", title or "").strip()
    if not title or title.endswith("?"):
        return None
    scores = topic_scores(title, "", category)
    best = max(scores.values(), default=0.0)
    named = [t for t, score in scores.items() if score == best]
    if best < HEADING_NAMES or len(named) != 1 or named[0] in _NO_SUBJECT:
        return None
    topic = named[0]
    _head, body = split_heading(text)
    own = topic_scores(body or text, "", category)
    if own.get(topic, 0) <= 0 or own[topic] < max(own.values()):
        return None
    if category == MODEL_CATEGORY and is_german(text) and _model_contradicts(body or text, topic):
        return None
    return topic


def _model_contradicts(body: str, topic: str) -> bool:
    """Whether the shops' terms model, reading the clause's own words without any heading, is sure of another class
    than ``topic`` (a withdrawal procedure or a retention of title under "Bestellungen", whose keywords ("Bestellung
    storniert") also name the heading's topic), or finds ``topic`` itself improbable (below HEADING_AT_LEAST: a
    clause on the customer's photos under "Bestellung von Fotoprodukten"). The heading's topic is then not said of
    the clause."""
    probabilities = model_probabilities(body, "")
    if probabilities is None:
        return False
    best = max(probabilities, key=lambda k: probabilities[k])
    if topic in probabilities and probabilities[topic] < HEADING_AT_LEAST:
        return True
    return best != topic and probabilities[best] >= HEADING_VETO


def heading_contradicted(title: str, text: str, category: str | None = None) -> bool:
    """Whether the shops' terms model (German terms and conditions) tells the heading and the clause under it apart:
    reading the clause's own words alone it is sure (HEADING_CONTRADICTED) of another class than the one it reads
    from the heading alone ("Gewährleistung" over a clause on the online dispute resolution platform). What the
    heading names is then not said of the clause."""
    if category != MODEL_CATEGORY or not is_german(text):
        return False
    title = _HEADING_PREFIX.sub("", title or "").strip()
    _head, body = split_heading(text)
    own, named = model_probabilities(body or text, ""), model_probabilities("", title) if title else None
    if own is None or named is None:
        return False
    best = max(own, key=lambda k: own[k])
    return own[best] >= HEADING_CONTRADICTED and best != max(named, key=lambda k: named[k])


def _first_sentence(text: str) -> str:
    """The first sentence of ``text`` (app/prepare/sentences.py, all languages' knowledge), or all of it."""
    from app.prepare.sentences import sentence_spans

    spans = sentence_spans(text, None)
    return text[spans[0][0] : spans[0][1]] if spans else text


def topic_of(
    text: str,
    heading: str | None = None,
    category: str | None = None,
    *,
    probabilities: dict[str, float] | None = None,
) -> str | None:
    """The clause topic, or None when no topic is clearly present.

    ``heading`` is the clause heading when the segmenter found one (else the first short line
    of ``text`` is used); ``category`` of the whole document breaks ties towards its typical topics.
    A table of contents is "contents", by its shape. ``probabilities``: the shops' terms model's reading of the
    clause in its section (``document_topics``) in place of its reading of the clause alone.
    """
    if not text or not text.strip():
        return None
    if is_contents_list(text):
        return "contents"  # its words are the other clauses' topics
    heading = own_heading(text, heading)
    if category == MODEL_CATEGORY and is_german(text):
        head, body = split_heading(text) if heading is None else (heading, text)
        head = _HEADING_PREFIX.sub("", head)
        bar = MODEL_CONFIDENCE if probabilities is None else CONTEXT_CONFIDENCE
        if probabilities is None:
            probabilities = model_probabilities(body, head, choice=True)
        if probabilities is not None and max(probabilities.values()) >= bar:
            scores = topic_scores(text, heading, category)
            return combined_topic(probabilities, scores, topic_scores(head, "", category) if head else {})
    if names_matter_without_topic(heading if heading is not None else split_heading(text)[0], category):
        return None
    scores = topic_scores(text, heading, category)
    if not scores:
        return None
    # On a tie a specific topic beats a broad one; then catalogue order decides.
    best = max(scores, key=lambda t: (scores[t], t not in BROAD_TOPICS))
    return best if scores[best] >= MIN_SCORE else None


# --- A linear model for the clauses of German shops' terms (app/analysis/data/topic_agb_de.json) ---
# Trained by ``bench.explain_topics --train`` on the dev half of AGB-DE (CC BY-SA 4.0, see
# app/analysis/data/README.md): softmax regression over the words, word pairs and character 5-grams of
# the clause and of its heading. For terms_and_conditions in German, where its best class has at least
# MODEL_CONFIDENCE, its probabilities and the keyword scores decide together (``combined_topic``); its
# class "other" (retention of title, a shop's code of conduct, …: labels without a Klartext topic) means
# no topic. Elsewhere, and below that confidence, keywords decide alone.

TOPIC_MODEL_PATH = Path(__file__).with_name("data") / "topic_agb_de.json"
MODEL_CATEGORY = "terms_and_conditions"
KEYWORD_WEIGHT = 0.05  # per keyword point, added to the model's log-probability
# Below this best probability the clause is unlike the shops' terms the model learnt from (a service's
# terms: "zuständig sind die Gerichte am Sitz des Anbieters"); the keywords decide alone. The curve by the 4-fold
# cross-validation by shop within the AGB-DE dev half (``bench.explain_topics``, topic_of right / wrong topic given):
# 0: 836 / 227, 0.2: 835 / 217, 0.3: 821 / 211, 0.4: 814 / 210, 0.5: 803 / 214, keywords alone 679 / 283. Lower than
# 0.3 the clauses gained are right for about two in three: each third one gets another topic's text.
MODEL_CONFIDENCE = 0.3
# From this probability of its topic the model's topic counts as borne out by the clause's words
# (``own_words_name``): chosen by 4-fold cross-validation by shop on the dev half, where the topics of
# clauses at or above it were right for 0.943 (100 of 106; at 0.8: 0.875, 175 of 200; all: 0.749).
SURE_PROBABILITY = 0.9
CHAR_N = 5
_LETTERS = re.compile(r"[^\W\d_]{2,}")
# Words that mark German running text; the model is only asked about German clauses.
_GERMAN = frozenset(
    {
        *("der", "die", "das", "und", "oder", "nicht", "ist", "sind", "wird", "werden", "wir", "sie", "ihr"),
        *("ihre", "ihnen", "uns", "den", "dem", "des", "ein", "eine", "einer", "mit", "von", "für", "bei"),
        *("auf", "zu", "im", "zur", "zum", "nach", "über", "durch"),
    }
)


# Words that name no topic by themselves: articles, pronouns, prepositions, question words and auxiliaries. Alone
# (as a word or its character 5-grams) they taught the model a heading's form, not its subject: shops that ask their
# headings ("Wie kann ich bezahlen?") made "Wie schützt … meine Privatsphäre?" read as payment. In word pairs they stay
# ("Sie haben", "ist ausgeschlossen"). 4-fold cross-validation by shop within the AGB-DE dev half: the model alone
# right for 0.753 -> 0.759 of the clauses, topic_of 820 -> 821 right, a wrong topic 215 -> 211.
_FUNCTION_WORDS = _GERMAN | frozenset(
    {
        *("wie", "was", "wann", "wer", "welche", "welcher", "welches", "wo", "warum", "ob", "als", "auch", "so"),
        *("wenn", "kann", "können", "muss", "müssen", "gibt", "es", "habe", "hat", "haben", "ich", "mein", "meine"),
        *("meinen", "meiner", "mich", "mir", "du", "dein", "deine", "dich", "dir", "mit", "an", "in", "unter", "vom"),
        "am",
    }
)


def model_features(text: str, heading: str = "") -> set[str]:
    """Binary features: words ("w:"), word pairs ("b:") and character 5-grams of words ("c:") of the
    clause; words and 5-grams of the heading with "h" in front ("hw:", "hc:"). Function words
    (``_FUNCTION_WORDS``) count only in word pairs."""
    out: set[str] = set()
    for prefix, part in (("", text), ("h", heading)):
        words = _LETTERS.findall(part.lower())
        if not prefix:
            out.update(f"b:{a}_{b}" for a, b in pairwise(words))
        words = [w for w in words if w not in _FUNCTION_WORDS]
        out.update(f"{prefix}w:{w}" for w in words)
        for w in words:
            padded = f"<{w}>"
            out.update(f"{prefix}c:{padded[i : i + CHAR_N]}" for i in range(len(padded) - CHAR_N + 1))
    return out


@dataclass(frozen=True)
class TopicModel:
    classes: tuple[str, ...]
    bias: np.ndarray  # (classes,)
    rows: dict[str, int]  # feature -> row of weights
    weights: np.ndarray  # (features, classes)
    # The weights that choose a clause's topic (``topic_of``, ``in_context``), where they differ from ``weights``
    # (how sure the engine is of a topic: ``topic_confidence``, ``own_words_name``, the heading checks): see
    # ``model_probabilities``.
    choice_bias: np.ndarray | None = None
    choice_weights: np.ndarray | None = None
    # The order of a shop's terms (``in_context``): per class the share of each class in the clause after it, within a
    # section ([0]) and where a new section begins ([1]); the classes' shares of the first clause and of all clauses.
    transitions: np.ndarray | None = None  # (2, classes, classes), each row summing to 1
    start: np.ndarray | None = None  # (classes,)
    prior: np.ndarray | None = None  # (classes,)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> TopicModel:
        """From the file's JSON: {"classes": [...], "bias": [...], "features": [...], "scale": s, "weights_int16": base64
        of the little-endian 16-bit weights, feature by feature, one per class, each times s}, and optionally the
        weights that choose the topic as "choice_bias", "choice_scale", "choice_int8" (the same form, 8-bit); or (a model made
        in tests and benchmarks) "weights": {feature: [per class]} in place of "features", "scale" and "weights_int16".
        """
        classes = tuple(data["classes"])
        choice_bias = choice_weights = None
        if "features" in data:
            names = list(data["features"])
            weights = _unpack(data["weights_int16"], float(data["scale"]), len(names), len(classes))
            if "choice_int8" in data:
                choice_weights = _unpack(
                    data["choice_int8"], float(data["choice_scale"]), len(names), len(classes), "<i1"
                )
                choice_bias = np.asarray(data["choice_bias"], dtype=np.float64)
        else:
            names = list(data["weights"])
            weights = np.asarray([data["weights"][n] for n in names], dtype=np.float64).reshape(
                len(names), len(classes)
            )
        return cls(
            classes,
            np.asarray(data["bias"], dtype=np.float64),
            {name: i for i, name in enumerate(names)},
            weights,
            choice_bias,
            choice_weights,
            *_order(data, len(classes)),
        )


def _order(data: dict[str, Any], classes: int) -> tuple[np.ndarray | None, np.ndarray | None, np.ndarray | None]:
    """The order of the clauses from the file's JSON ("transitions": two tables of classes x classes, "start",
    "prior": one share per class), or None each where the file has none."""
    if "transitions" not in data:
        return None, None, None
    return (
        np.asarray(data["transitions"], dtype=np.float64).reshape(2, classes, classes),
        np.asarray(data["start"], dtype=np.float64),
        np.asarray(data["prior"], dtype=np.float64),
    )


def _unpack(packed: str, scale: float, features: int, classes: int, dtype: str = "<i2") -> np.ndarray:
    """Base64 of little-endian integers of ``dtype``, ``features`` rows of ``classes``, each times ``scale``."""
    raw = np.frombuffer(base64.b64decode(packed), dtype=dtype)
    return raw.astype(np.float64).reshape(features, classes) * scale


@lru_cache(maxsize=1)
def _topic_model() -> TopicModel | None:
    if not TOPIC_MODEL_PATH.is_file():
        return None
    return TopicModel.from_data(json.loads(TOPIC_MODEL_PATH.read_text(encoding="utf-8")))


def is_german(text: str) -> bool:
    words = _LETTERS.findall(text.lower())
    hits = sum(1 for w in words if w in _GERMAN)
    return hits >= 2 and hits >= 0.08 * len(words)


def model_probabilities(text: str, heading: str = "", *, choice: bool = False) -> dict[str, float] | None:
    """Probability of each class of the shops' terms model ("other": none of its topics); None without it.

    ``choice``: the weights that choose the topic (``topic_of``, ``in_context``): the softmax regression's plus a
    complement naive Bayes's over the same features (bench/explain_topics.py ``train``), right more often but less
    sure where it is right; without it the softmax regression's alone, whose high probabilities are the ones to
    trust (the bars STATE_AT_LEAST, SURE_PROBABILITY and the heading checks read them)."""
    kept = _probabilities_kept(text, heading, choice)
    return dict(kept) if kept is not None else None


@lru_cache(maxsize=4096)  # asked for a clause's topic, its lead and its stock text; a heading alone for each clause
def _probabilities_kept(text: str, heading: str, choice: bool = False) -> tuple[tuple[str, float], ...] | None:
    model = _topic_model()
    if model is None:
        return None
    feats = model_features(text, heading)
    if not feats:
        return None
    rows = [i for i in (model.rows.get(f) for f in feats) if i is not None]
    bias, weights = model.bias, model.weights
    if choice and model.choice_weights is not None and model.choice_bias is not None:
        bias, weights = model.choice_bias, model.choice_weights
    z = bias + weights[rows].sum(axis=0) / math.sqrt(len(feats))
    p = np.exp(z - z.max())
    p /= p.sum()
    return tuple(zip(model.classes, p.tolist(), strict=True))


def combined_topic(
    probabilities: dict[str, float], scores: dict[str, float], heading_scores: dict[str, float]
) -> str | None:
    """The model and the keywords together: the model's log-probability plus KEYWORD_WEIGHT per keyword
    point. A topic the model has no class for ("notice" in a subscription's terms) competes only where
    the heading names it (MIN_SCORE points in the heading alone), with the model's probability of "other".
    "other" wins: no topic."""
    other = math.log(probabilities.get("other", 0.0) + 1e-9)
    best, best_value = "other", other
    for topic in {*probabilities, *heading_scores}:
        if topic in probabilities:
            value = math.log(probabilities[topic] + 1e-9) + KEYWORD_WEIGHT * scores.get(topic, 0.0)
        elif heading_scores[topic] >= MIN_SCORE:
            value = other + KEYWORD_WEIGHT * scores.get(topic, heading_scores[topic])
        else:
            continue
        if value > best_value:
            best, best_value = topic, value
    return None if best == "other" else best


# --- A clause in its section: the clauses under one heading share a subject (German shops' terms) ---
# A clause whose own words say little ("Sie läuft ab dem Tag nach dem Eingang.") is read with the clauses of its
# section (``in_context``): where the shops' terms model is less than CONTEXT_BELOW sure of any class for the clause
# alone, its probabilities plus SECTION_WEIGHT times the mean of those of the section's other clauses (the sum divided
# by 1 + SECTION_WEIGHT) decide its topic, from CONTEXT_CONFIDENCE on (MODEL_CONFIDENCE for a clause read alone).
# Chosen by the 4-fold cross-validation by shop within the AGB-DE dev half (``bench.explain_topics``, topic_of right /
# wrong topic given, of 1,088 clauses, each with the heading the corpus gives it, in document order): alone 821 / 211.
# Every clause at MODEL_CONFIDENCE: SECTION_WEIGHT 0.5: 831 / 209, 1.0: 821 / 216, 2.0: 800 / 235. Only below
# CONTEXT_BELOW 0.5: SECTION_WEIGHT 1.0: 833 / 205; and with CONTEXT_CONFIDENCE 0.2: SECTION_WEIGHT 0.5: 841 / 210,
# 1.0: 845 / 202 (per fold +6, +12, +6, +0 right), 2.0: 841 / 204; CONTEXT_CONFIDENCE 0.25: 837 / 206, 0.15:
# 845 / 214, 0.1: 844 / 219; CONTEXT_BELOW 0.4: 843 / 202, 0.6: 843 / 204, 0.7: 831 / 207. Tried there and left out:
# the clauses right before and after the section besides (weight 0.3 or 0.5: 816-838 right, more wrong), only the
# clause's neighbours within the section (831 / 207), only the section's clauses the model is sure of (0.7: 824 /
# 214), the mean weighted by how sure the model is of each (841 / 206), a product of the probabilities in place of
# the sum (841 / 218). Validation half (measured once): 823 / 162 -> 824 / 168 of 1,020.
# Through the segmenter (the clauses the engine explains, often several rows of the corpus each, with the headings
# the segmenter gives them) the section adds less, as a long clause holds its section already: cross-validated 787 ->
# 787 of 1,080 rows right (CONTEXT_CONFIDENCE 0.25 would give 792), validation 754 -> 768 of 1,016 (the whole
# pipeline, ``bench.explain_topics`` ``measure_pipeline``, 25 validation shops: 750 -> 764 of 1,012).
# With the weights that choose the topic (``model_probabilities(choice=True)``, issue 23, t30), less peaked than the
# softmax regression's alone, the same cross-validation: CONTEXT_BELOW 0.4: 845 / 204 (through the segmenter 799 /
# 254), 0.5: 846 / 204 (801 / 252), 0.6: 847 / 202 (805 / 248), 0.7: 844 / 205 (805 / 248); SECTION_WEIGHT 2.0 lower
# at each (838-841 right). Through the segmenter the clauses are read in their section here (the 787 above were read
# alone, a slip of the benchmark; in their section the softmax alone gives 786 / 268). 0.6 not kept: validation
# (measured once) 830 -> 832 of 1,020, but through the segmenter 778 -> 776 of 1,016.
SECTION_WEIGHT = 1.0
CONTEXT_BELOW = 0.5
CONTEXT_CONFIDENCE = 0.2
# --- A clause in its document: shops' terms put their clauses in a common order (scope, ordering, prices, payment,
# delivery, withdrawal, warranty, liability, data, law and courts) ---
# Where the model is less than CONTEXT_BELOW sure of a clause alone, its reading (in its section where it has one) is
# read with every other clause of the document through what follows what in shops' terms (``_in_order``): the model's
# tables (``TopicModel.transitions``, counted from the labelled dev half by ``bench.explain_topics.clause_order``), one
# for the next clause under the same section, one where a new section begins, each raised to ORDER_WEIGHT (0: off).
# Issue 23, t33, chosen by the leave-one-shop-out cross-validation within the AGB-DE dev half (22 folds; ``topic_of``
# right / wrong topic given of 1,088 rows; through the segmenter of 1,080): before 850 / 200 (818 / 239); ORDER_WEIGHT
# 0.3: 861 / 199 (834 / 229), 0.5: 864 / 203 (836 / 228), 0.7: 867 / 206 (829 / 236), 1.0: 862 / 213 (823 / 243); one
# table for both kinds of step 864 / 206 (828 / 241). 4-fold by shop (the bench's ``--cv``): 846 / 201 (808 / 248) ->
# 853 / 209 (820 / 244). The same with the evidence of each clause, also the sure ones, in place of its section's
# reading: 863 / 200 (828 / 235) leave-one-shop-out, 4-fold 846 / 209 (820 / 243); on the section's reading of
# every clause: 4-fold 853 / 208 (813 / 250). Tried and left out (4-fold): the share of each class by the clause's
# place in the document (fifths) besides, 855 / 210 (810 / 256) at half weight; the reading of the section's other
# clauses joined into one text in place of the mean of their readings (``SECTION_WEIGHT``), 849 / 199 (809 / 245) at
# half, 845 / 203 (804 / 251) in full. Validation half (measured once): rows 831 / 159 -> 830 / 160 of 1,020, through
# the segmenter read in its section 781 / 215 -> 794 / 198 of 1,016, the whole pipeline (``measure_pipeline``, 25 shops) 777 ->
# 791 of 1,012. The topics the lead names are unchanged (``sure_to_state`` reads the clause alone).
ORDER_WEIGHT = 0.5
# A sub-heading the segmenter adds to its clause's ("5 ZAHLUNG, 5.2", "§ 5 Zahlung – Zahlung per Rechnung",
# "§ 3 Miete (2)"): the section is the clause's.
_SUB_PART = re.compile(r"\s+[–-]\s+.*$|\s+(?:\(?\w{1,3}\)|\d{1,2}(?:\.\d{1,2})+\.?)$")


def section_of(heading: str | None) -> str | None:
    """The section a clause belongs to, from the heading the segmenter gave it: its first two words, a sub-part's
    marker or title left out ("5 ZAHLUNGSBEDINGUNGEN, LIEFERUNG" and "5 ZAHLUNGSBEDINGUNGEN, 5.2" are one section).
    None: no heading, no section."""
    if not heading or not heading.strip():
        return None
    words = _SUB_PART.sub("", heading.strip()).lower().split()
    return " ".join(words[:2]) or None


def clause_probabilities(text: str, heading: str | None) -> dict[str, float] | None:
    """The shops' terms model's probabilities of the clause as ``topic_of`` reads it (with its heading), or None
    where ``topic_of`` asks no model (not German, no model, a table of contents)."""
    if not text.strip() or not is_german(text) or is_contents_list(text):
        return None
    heading = own_heading(text, heading)
    head, body = split_heading(text) if heading is None else (heading, text)
    return model_probabilities(body, _HEADING_PREFIX.sub("", head), choice=True)


def in_context(clauses: Sequence[tuple[str, str | None]], category: str | None = None) -> list[dict[str, float] | None]:
    """Per clause of a document (its text and the heading the segmenter gave it, in document order): the shops'
    terms model's probabilities read with the other clauses of its section (the run of clauses around it whose
    headings name the same section, ``section_of``) and, where the model has the tables of the clauses' order, in the
    order of the whole document (``_in_order``, ORDER_WEIGHT); or None where the clause is read alone: another category
    or language, no model, no other clause in its section and no order, or the model at least CONTEXT_BELOW sure of the
    clause alone."""
    if category != MODEL_CATEGORY or not SECTION_WEIGHT:
        return [None] * len(clauses)
    own = [clause_probabilities(text, heading) for text, heading in clauses]
    sections = [section_of(heading) for _text, heading in clauses]
    out = _in_section(own, sections)
    model = _topic_model()
    if not ORDER_WEIGHT or model is None or model.transitions is None:
        return out
    posteriors = _in_order([q if q is not None else p for q, p in zip(out, own, strict=True)], sections, model)
    return [
        q
        if p is None or max(p.values()) >= CONTEXT_BELOW
        else dict(zip(model.classes, posteriors[i].tolist(), strict=True))
        for i, (p, q) in enumerate(zip(own, out, strict=True))
    ]


def _in_section(
    own: Sequence[dict[str, float] | None], sections: Sequence[str | None]
) -> list[dict[str, float] | None]:
    """Per clause its probabilities mixed with the mean of its section's other clauses' (``in_context``), or None where
    it is read alone."""
    out: list[dict[str, float] | None] = []
    for i, p in enumerate(own):
        if p is None or sections[i] is None or max(p.values()) >= CONTEXT_BELOW:
            out.append(None)
            continue
        first, last = i, i
        while first > 0 and sections[first - 1] == sections[i]:
            first -= 1
        while last + 1 < len(own) and sections[last + 1] == sections[i]:
            last += 1
        mates = [q for j in range(first, last + 1) if j != i and (q := own[j]) is not None]
        if not mates:
            out.append(None)
            continue
        mean = {k: sum(q[k] for q in mates) / len(mates) for k in p}
        out.append({k: (v + SECTION_WEIGHT * mean[k]) / (1 + SECTION_WEIGHT) for k, v in p.items()})
    return out


def _in_order(
    readings: Sequence[dict[str, float] | None], sections: Sequence[str | None], model: TopicModel
) -> np.ndarray:
    """Per clause (rows) the probability of each class of the model (columns) given every clause of the document and
    the order shops' terms put their clauses in: a hidden Markov model read forwards and backwards, whose states are
    the classes, whose steps are the model's tables of what follows what (``TopicModel.transitions``: within a section,
    or where a new section begins), each raised to ORDER_WEIGHT, and whose evidence of a clause is its reading divided
    by the class's share of all clauses (a probability given the words, turned into how likely the words are given the
    class). A clause no model reads (None) is no evidence."""
    assert model.transitions is not None and model.start is not None and model.prior is not None
    classes, n = model.classes, len(readings)
    raised: np.ndarray = model.transitions**ORDER_WEIGHT
    steps: np.ndarray = raised / raised.sum(axis=2, keepdims=True)
    evidence = np.ones((n, len(classes)))
    for i, p in enumerate(readings):
        if p is not None:
            e = np.asarray([p.get(c, 0.0) for c in classes]) / model.prior
            evidence[i] = e / max(e.sum(), 1e-12)

    def step(i: int) -> np.ndarray:  # from clause i - 1 to clause i
        same = sections[i] is not None and sections[i] == sections[i - 1]
        chosen: np.ndarray = steps[0] if same else steps[1]
        return chosen

    forward, backward = np.zeros_like(evidence), np.ones_like(evidence)
    for i in range(n):
        f = (model.start if i == 0 else forward[i - 1] @ step(i)) * evidence[i]
        forward[i] = f / max(f.sum(), 1e-300)
    for i in range(n - 2, -1, -1):
        b = step(i + 1) @ (evidence[i + 1] * backward[i + 1])
        backward[i] = b / max(b.sum(), 1e-300)
    both = forward * backward
    posteriors: np.ndarray = both / np.maximum(both.sum(axis=1, keepdims=True), 1e-300)
    return posteriors


# A letter is told by its first clauses, as the result's ``letter`` is (app/jobs/result.py): one of them greets the
# reader.
LETTER_HEAD = 3


def is_letter_document(clauses: Sequence[tuple[str, str | None]]) -> bool:
    """Whether the document whose clauses these are is a letter: a line of one of its first ``LETTER_HEAD`` clauses
    greets the reader (app/prepare/segment.py ``is_letter``)."""
    from app.prepare.segment import is_letter

    return any(is_letter(text) for text, _heading in clauses[:LETTER_HEAD])


def document_topics(clauses: Sequence[tuple[str, str | None]], category: str | None = None) -> list[str | None]:
    """The topic of each clause of a document (its text and the heading the segmenter gave it, in document order):
    ``topic_of``, where German shops' terms read a clause the model is unsure of with its section (``in_context``).
    In a letter a contract-only topic is none (``CONTRACT_ONLY_TOPICS``)."""
    topics = [
        topic_of(text, heading, category, probabilities=context)
        for (text, heading), context in zip(clauses, in_context(clauses, category), strict=True)
    ]
    if is_letter_document(clauses):
        return [None if topic in CONTRACT_ONLY_TOPICS else topic for topic in topics]
    return topics


# --- Whether a topic is said of a clause at all (app/explain/lead.py names it as the clause's subject) ---
# Never wrong beats always saying something: a topic is named only where the engine is sure of it.

# Legal things (app/locales/<code>/terms.toml keys) that are a topic of their own under another key; a key that is a
# topic's key ("liability", "warranty") names that topic. A heading naming one says the clause is about the topic.
TERM_TOPICS: dict[str, str] = {
    "right_of_withdrawal": "withdrawal",
    "duty_to_cooperate": "obligation_to_cooperate",
    "secondary_employment": "side_jobs",
    "exclusion_period": "forfeiture",
}
# The shops' terms model's probability of a topic (reading the clause with its heading) from which the lead names it.
# Chosen by the 4-fold cross-validation by shop within the AGB-DE dev half (``bench.explain_topics``, curve of the
# topics the lead would name, reader of another language): all 313 right / 19 wrong; 0.5: 277 / 11; 0.8: 210 / 8;
# 0.9: 169 / 3; 0.95: 125 / 0 (validation, measured once each: 0.9: 236 / 3, 0.95: 204 / 3; before 310 / 10).
# 0.95 would drop a plain two-sentence delivery clause the model gives 0.91; the 3 wrong at 0.9 are clauses whose
# label is a near topic (a choice of law labelled as the terms' scope). The same bar as the topic's stock text
# (SURE_PROBABILITY). Below it the clause is still read: its section, the legal things and figures it names.
# Tried (issue 23, t33), not shipped: naming the topic only where the model, reading the heading alone, also finds it
# the most likely class (or the clause has no heading). Leave-one-shop-out within the dev half 200 right / 3 wrong ->
# 173 / 1 (the bar alone at 0.93: 176 / 2, 0.95: 153 / 1, 0.97: 113 / 0), 4-fold 166 / 3 -> 144 / 1, validation
# (measured once) 229 / 3 -> 207 / 1; but a clause whose own words are sure of their topic under a heading of another
# (the dispute resolution platform under a warranty heading, tests/analysis/test_topics_choice.py) lost its subject,
# and two of the dev half's three wrong ones are clauses labelled with a near topic (a choice of law labelled as the
# terms' scope, a contractual right to return goods labelled as warranty).
STATE_AT_LEAST = 0.9


def term_topic(key: str) -> str | None:
    """The topic a legal thing's key names ("right_of_withdrawal" -> "withdrawal"), or None."""
    if key in TERM_TOPICS:
        return TERM_TOPICS[key]
    return key if key in TOPICS and key not in ("contents", "other") else None


def topic_confidence(text: str, heading: str | None, topic: str, category: str | None = None) -> float | None:
    """How sure the engine is that ``topic`` is the clause's, from 0 to 1, for German shops' terms: the shops' terms
    model's probability of it, reading the clause with its heading (0 for a topic it has no class for: one that only
    keywords give, "notice" or "written_form" in a shop's terms). None where no model reads the clause (another
    category or language): there heading words and the clause's words must agree (``sure_to_state``)."""
    if category != MODEL_CATEGORY or not is_german(text):
        return None
    heading = own_heading(text, heading)
    head, body = split_heading(text) if heading is None else (heading, text)
    probabilities = model_probabilities(body, _HEADING_PREFIX.sub("", head))
    if probabilities is None:
        return None
    return probabilities.get(topic, 0.0)


def sure_to_state(text: str, heading: str | None, topic: str | None, category: str | None = None) -> bool:
    """Whether the lead may name ``topic`` as what the clause is about. German shops' terms: the model is at least
    STATE_AT_LEAST sure of it (``topic_confidence``). Elsewhere: the clause's own words, its heading line left out,
    name the topic and score no other topic higher (heading words and body words agree): a heading "Vertraulichkeit"
    over a clause on bonus payments names no subject of that clause. Employment dev half, topics the lead names
    (reader of another language): 109 right / 5 wrong -> 96 / 2 (validation, measured: 88 / 4 -> 80 / 4)."""
    if topic is None or topic in _NO_SUBJECT:
        return False
    confidence = topic_confidence(text, heading, topic, category)
    if confidence is not None:
        return confidence >= STATE_AT_LEAST
    own = topic_scores(_body(text, heading), "", category)
    return own.get(topic, 0) > 0 and own[topic] >= max(own.values())


def _body(text: str, heading: str | None) -> str:
    """The clause's own words: its text without its heading line (the first short line, or ``heading`` where the
    text opens with it)."""
    if heading is None:
        _head, body = split_heading(text)
        return body or text
    stripped, first = text.strip(), heading.strip()
    rest = stripped[len(first) :] if first and stripped.startswith(first) else stripped
    return rest if rest.strip() else stripped
