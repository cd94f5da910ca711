"""Document category and tags from keywords across the whole document, in any of the six languages."""

from __future__ import annotations

from functools import lru_cache

from app.analysis.keywords import Patterns, any_hit, compile_keywords, score
from app.analysis.topics import CATEGORY_TOPICS, NO_TOPIC_MATTERS
from app.locales.keywords import keyword_tables

TITLE_CHARS = 400  # the title and letterhead name the document type most reliably
TITLE_FACTOR = 3
MAX_HITS_PER_KEYWORD = 5
MIN_SCORE = 6

# Topics too broad to be worth a tag; and topic names that read better as tags under another name.
_UNTAGGED_TOPICS = frozenset(
    {"parties", "subject", "term", "signatures", "written_form", "scope", "severability", "use", "job", "prices"}
)
# Word lists kept under [tags] only to tell topic detection that a heading names a matter without a topic
# (app.analysis.topics.NO_TOPIC_MATTERS); "Unterlagen" or "Herausgabe" alone do not describe a document.
_TOPIC_ONLY_TAGS = frozenset(NO_TOPIC_MATTERS) - {"contractual_penalty"}
_TAG_NAMES = {"notice": "termination", "obligation_to_cooperate": "cooperation"}
# Tags that make sense in any document; the rest only where the category makes them plausible
# (a lease mentioning "Erstattung" is not about a tax refund).
_UNIVERSAL_TAGS = frozenset(
    {
        "deadline",
        "notice_period",
        "late_payment",
        "automatic_renewal",
        "contractual_penalty",
        "liability",
        "data_protection",
        "objection",
        "jurisdiction",
        "applicable_law",
        "dispute_resolution",
        "hearing",
    }
)
_CATEGORY_TAGS: dict[str, frozenset[str]] = {
    "tax_assessment": frozenset({"tax_payment", "tax_refund"}),
    "authority_letter": frozenset({"repayment", "cooperation"}),
    "termination_letter": frozenset({"termination"}),
    "purchase": frozenset({"warranty", "delivery", "payment", "withdrawal"}),
    "telecom_utility_contract": frozenset({"termination", "payment", "withdrawal", "prices"}),
}


def _allowed_tags(category: str) -> frozenset[str] | None:
    if category == "other":
        return None
    topics = CATEGORY_TOPICS.get(category, frozenset())
    return frozenset(_TAG_NAMES.get(t, t) for t in topics) | _UNIVERSAL_TAGS | _CATEGORY_TAGS.get(category, frozenset())


@lru_cache(maxsize=1)
def _categories() -> dict[str, Patterns]:
    return {category: compile_keywords(by_weight) for category, by_weight in keyword_tables().categories.items()}


@lru_cache(maxsize=1)
def _tags() -> dict[str, Patterns]:
    table: dict[str, Patterns] = {}
    for topic, by_weight in keyword_tables().topics.items():
        if topic not in _UNTAGGED_TOPICS and 3 in by_weight:
            table[_TAG_NAMES.get(topic, topic)] = compile_keywords({3: by_weight[3]})
    for tag, words in keyword_tables().tags.items():
        if tag in _TOPIC_ONLY_TAGS:
            continue
        table.setdefault(tag, []).extend(compile_keywords({1: words}))
    return table


def category_scores(text: str) -> dict[str, int]:
    title = text[:TITLE_CHARS]
    return {
        category: score(title, patterns, MAX_HITS_PER_KEYWORD) * TITLE_FACTOR
        + score(text, patterns, MAX_HITS_PER_KEYWORD)
        for category, patterns in _categories().items()
    }


def classify(text: str) -> tuple[str, list[str]]:
    """(category, tags). The category is one of ``app.models.Category``; "other" when nothing is clear."""
    if not text or not text.strip():
        return "other", []
    scores = category_scores(text)
    best = max(scores, key=lambda c: scores[c])
    category = best if scores[best] >= MIN_SCORE else "other"
    allowed = _allowed_tags(category)
    tags = [tag for tag, patterns in _tags().items() if (allowed is None or tag in allowed) and any_hit(text, patterns)]
    return category, tags
