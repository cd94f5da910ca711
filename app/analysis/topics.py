"""The topic of a clause, from weighted keywords in de/en/es/fr/it/pt; heading words weigh more."""

from __future__ import annotations

import re
from functools import lru_cache

from app.analysis.keywords import Patterns, compile_keywords, score
from app.locales.keywords import keyword_tables

# "contents" is found by a passage's shape (``is_contents_list``), not by words.
TOPICS: tuple[str, ...] = (*keyword_tables().topics, "contents", "other")

BROAD_TOPICS = frozenset(
    {"parties", "subject", "term", "rent", "payment", "pay", "prices", "use", "deadline", "signatures", "written_form"}
)

HEADING_FACTOR = 5
MAX_HITS_PER_KEYWORD = 2
MIN_SCORE = 2
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

_HEADING_PREFIX = re.compile(
    r"^\s*(?:§+\s*\d+[a-z]?|art(?:icle|ikel|ículo|icolo|igo)?\.?\s*\d+|\d+(?:\.\d+)*\.?)\s*", re.I
)


@lru_cache(maxsize=1)
def _compiled() -> dict[str, Patterns]:
    return {topic: compile_keywords(by_weight) for topic, by_weight in keyword_tables().topics.items()}


def split_heading(text: str) -> tuple[str, str]:
    """(heading, body): the first line counts as heading when it is short and more text follows."""
    stripped = text.strip()
    first, _, rest = stripped.partition("\n")
    if rest.strip() and len(first) <= 100:
        return first, rest
    if len(stripped) <= 60:
        return stripped, ""
    return "", stripped


def topic_scores(text: str, heading: str | None = None, category: str | None = None) -> dict[str, float]:
    """Score of every topic that was hit at all."""
    if heading is None:
        heading, body = split_heading(text)
    else:
        body = text
    heading = _HEADING_PREFIX.sub("", heading or "")
    favoured = CATEGORY_TOPICS.get(category or "", frozenset())
    scores: dict[str, float] = {}
    for topic, patterns in _compiled().items():
        value: float = score(heading, patterns, MAX_HITS_PER_KEYWORD) * HEADING_FACTOR + score(
            body, patterns, MAX_HITS_PER_KEYWORD
        )
        if value and topic in favoured:
            value *= CATEGORY_BONUS
        elif value and favoured and topic not in CROSS_CATEGORY_TOPICS:
            continue  # a topic of another kind of document: never a tenancy text in an employment contract
        if value:
            scores[topic] = value
    return scores


_NAMED_AS = re.compile(
    r"nachfolgend|im folgenden|hereinafter|en adelante|ci-après|di seguito|doravante|denominad[oa]|dénommée?",
    re.IGNORECASE,
)
_BETWEEN = re.compile(r"\b(?:zwischen|between|entre|tra|reunidos|soussignés)\b", re.IGNORECASE)


def is_parties_block(text: str) -> bool:
    """The opening of a contract that names who contracts with whom ("zwischen ... nachfolgend Mieter")."""
    return bool(_NAMED_AS.search(text)) or bool(_BETWEEN.search(text) and "[PERSON_" in text)


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


def topic_of(text: str, heading: str | None = None, category: str | None = None) -> str | None:
    """The clause topic, or None when no topic is clearly present.

    ``heading`` is the clause heading when the segmenter found one (else the first short line
    of ``text`` is used); ``category`` of the whole document breaks ties towards its typical topics.
    A table of contents is "contents", by its shape.
    """
    if not text or not text.strip():
        return None
    if is_contents_list(text):
        return "contents"  # its words are the other clauses' topics
    scores = topic_scores(text, heading, category)
    if not scores:
        return None
    # On a tie a specific topic beats a broad one; then catalogue order decides.
    best = max(scores, key=lambda t: (scores[t], t not in BROAD_TOPICS))
    return best if scores[best] >= MIN_SCORE else None
