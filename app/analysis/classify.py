"""Document category and tags from keywords across the whole document, in any of the six languages."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from app.analysis import fast_re as re
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


# A shop renting out goods (camping gear, tools, costumes) calls its parties Vermieter and Mieter, so the category
# keywords read its terms as a rental contract and its clauses lose the shops' notes. A lease of premises names the
# premises (Wohnung, Wohnraum, Räume, Nebenkosten, ...); a shop's terms name the order, its delivery and the consumer's
# withdrawal (Bestellung, Lieferung, Widerruf, Verbraucher, ...). The word lists: data/rental_or_shop_de.json.
RENTAL_OR_SHOP_PATH = Path(__file__).parent / "data" / "rental_or_shop_de.json"
_WORD = re.compile(r"[^\W\d_][\w-]*")


@lru_cache(maxsize=1)
def _rental_or_shop_words() -> tuple[frozenset[str], frozenset[str], int]:
    data = json.loads(RENTAL_OR_SHOP_PATH.read_text(encoding="utf-8"))
    return frozenset(data["premises"]), frozenset(data["shop"]), int(data["min_shop_words"])


def rental_or_shop(text: str) -> str:
    """For a document the keywords read as a rental contract: "rental_contract" where it names premises (or too few
    of a shop's words to tell), "terms_and_conditions" where it names none and at least ``min_shop_words`` of a
    shop's words (a shop's terms for renting out goods)."""
    premises, shop, least = _rental_or_shop_words()
    words = [w.lower() for w in _WORD.findall(text)]
    if any(w in premises for w in words):
        return "rental_contract"
    return "terms_and_conditions" if sum(w in shop for w in words) >= least else "rental_contract"


def classify(text: str) -> tuple[str, list[str]]:
    """(category, tags). The category is one of ``app.models.Category``; "other" when nothing is clear."""
    category, tags = _classify_kept(text)
    return category, list(tags)


@lru_cache(maxsize=4)  # the facts and the engine each classify the whole document: its keywords are run once
def _classify_kept(text: str) -> tuple[str, tuple[str, ...]]:
    if not text or not text.strip():
        return "other", ()
    scores = category_scores(text)
    best = max(scores, key=lambda c: scores[c])
    category = best if scores[best] >= MIN_SCORE else "other"
    if category == "rental_contract":
        category = rental_or_shop(text)
    allowed = _allowed_tags(category)
    tags = [tag for tag, patterns in _tags().items() if (allowed is None or tag in allowed) and any_hit(text, patterns)]
    return category, tuple(tags)
