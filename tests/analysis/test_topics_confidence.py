"""Whether a clause's topic is said at all (app/analysis/topics.py ``sure_to_state``): for German shops' terms only
where the shops' terms model is sure of it (``topic_confidence`` at least ``STATE_AT_LEAST``), elsewhere only where
the clause's own words score the topic highest. The model here is a small one made for the tests, so that its
probabilities are known; all sentences are made up for the tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import app.analysis.topics as topics
from app.analysis.topics import STATE_AT_LEAST, sure_to_state, term_topic, topic_confidence
from tests.analysis.topic_models import tiny_model

SHOP = "terms_and_conditions"


@pytest.fixture
def model(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # "haften" and "zahlen" each point to one class; as much of each in a clause leaves the model unsure.
    made = tiny_model({"w:haften": [60.0, 0.0, 0.0], "w:zahlen": [0.0, 60.0, 0.0]})
    monkeypatch.setattr(topics, "_topic_model", lambda: made)
    topics._probabilities_kept.cache_clear()
    yield
    topics._probabilities_kept.cache_clear()


SURE_LIABILITY = "Wir haften für Schäden nur bei Vorsatz und grober Fahrlässigkeit, die wir zu vertreten haben."
MIXED = "Wir haften nicht, wenn Sie die Ware zu spät zahlen oder die Rechnung nicht bei uns eingeht."


def test_the_models_probability_of_the_topic_is_its_confidence(model: None) -> None:
    sure = topic_confidence(SURE_LIABILITY, None, "liability", SHOP)
    unsure = topic_confidence(MIXED, None, "liability", SHOP)
    assert sure is not None and sure >= STATE_AT_LEAST
    assert unsure is not None and 0.2 < unsure < STATE_AT_LEAST


@pytest.mark.parametrize(
    ("text", "topic", "said"),
    [
        (SURE_LIABILITY, "liability", True),  # the model is sure
        (MIXED, "liability", False),  # as much on payment as on liability: unsure
        (MIXED, "payment", False),
        (SURE_LIABILITY, "payment", False),  # the model reads another topic
        (SURE_LIABILITY, "notice", False),  # a topic the model has no class for: only keywords would give it
        (SURE_LIABILITY, None, False),
        (SURE_LIABILITY, "other", False),
    ],
)
def test_a_shops_topic_is_said_only_where_the_model_is_sure(
    model: None, text: str, topic: str | None, said: bool
) -> None:
    assert sure_to_state(text, None, topic, SHOP) is said


def test_the_heading_counts_in_the_models_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    # A heading feature that points to payment makes the model less sure of liability.
    made = tiny_model({"w:haften": [60.0, 0.0, 0.0], "hw:zahlung": [0.0, 80.0, 0.0]})
    monkeypatch.setattr(topics, "_topic_model", lambda: made)
    topics._probabilities_kept.cache_clear()
    try:
        assert sure_to_state(SURE_LIABILITY, "§ 4 Haftung", "liability", SHOP)
        assert not sure_to_state(SURE_LIABILITY, "§ 4 Zahlung", "liability", SHOP)
    finally:
        topics._probabilities_kept.cache_clear()


def test_no_confidence_where_no_model_reads_the_clause(model: None) -> None:
    assert topic_confidence(SURE_LIABILITY, None, "liability", "employment_contract") is None
    english = "We are liable for damage only where we acted with intent or gross negligence."
    assert topic_confidence(english, None, "liability", SHOP) is None


@pytest.mark.parametrize(
    ("heading", "text", "topic", "said"),
    [
        # heading words and the clause's own words agree
        ("§ 7 Urlaub", "Der Arbeitnehmer erhält 28 Arbeitstage Urlaub im Kalenderjahr.", "holiday", True),
        (
            "§ 8 Verschwiegenheit",
            "Der Arbeitnehmer hat über alle Betriebsgeheimnisse auch nach dem Ende des Vertrags Stillschweigen zu wahren.",
            "confidentiality",
            True,
        ),
        # the heading names a topic the clause's words do not: a bonus under a secrecy heading
        (
            "§ 5 Vertraulichkeit",
            "Die Sonderzahlung wird mit dem Gehalt im Dezember ausgezahlt.",
            "confidentiality",
            False,
        ),
        # the clause's words name the topic, but another one more
        (
            "§ 6 Urlaub",
            "Das Urlaubsentgelt wird mit der Vergütung gezahlt; die Vergütung ist am Monatsende fällig.",
            "holiday",
            False,
        ),
    ],
)
def test_elsewhere_a_topic_is_said_only_where_the_clauses_words_score_it_highest(
    heading: str, text: str, topic: str, said: bool
) -> None:
    assert sure_to_state(f"{heading}\n{text}", heading, topic, "employment_contract") is said


@pytest.mark.parametrize(
    ("key", "topic"),
    [
        ("right_of_withdrawal", "withdrawal"),
        ("liability", "liability"),
        ("warranty", "warranty"),
        ("retention_of_title", None),  # a legal thing without a topic of its own
        ("contents", None),
        ("other", None),
    ],
)
def test_a_legal_thing_names_a_topic_only_where_it_is_one(key: str, topic: str | None) -> None:
    assert term_topic(key) == topic
