"""The lead sentence (app/explain/lead.py) names a clause's topic only where the engine is sure of it
(app/analysis/topics.py ``sure_to_state``); a clause whose topic is not named still reads well: its section, the
legal things and figures it names, and the line that the engine could say no more. All sentences are made up."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import app.analysis.topics as topics
from app.analysis.topics import topic_of
from app.explain.lead import clause_lead, lead_sentence, no_more
from app.explain.offline import offline_clause
from app.explain.terms_say import term_label
from app.locales.catalogue import offline_catalogue
from tests.analysis.topic_models import tiny_model

LANGUAGES = ("en", "es", "fr", "it", "pt")  # readers of another language than the document's
EMPLOYMENT = "employment_contract"
SHOP = "terms_and_conditions"

# A heading that names a topic over a clause about something else: a bonus under a secrecy heading.
BONUS = "§ 5 Vertraulichkeit\nDie Sonderzahlung von 500,00 EUR wird mit dem Gehalt im Dezember ausgezahlt."
HOLIDAY = "§ 7 Urlaub\nDer Arbeitnehmer erhält einen Urlaub von 28 Arbeitstagen im Kalenderjahr."


def _label(topic: str, language: str) -> str:
    return offline_catalogue(language).topic_labels[topic].lower()


def _names(subject: list[str], topic: str, language: str) -> bool:
    """Whether the lead's subject names ``topic``: its topic label or the label of the legal thing of that key."""
    labels = {_label(topic, language), (term_label(topic, language) or _label(topic, language)).lower()}
    return any(label in s.lower() for s in subject for label in labels)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_heading_topic_the_clause_does_not_bear_out_is_not_named(language: str) -> None:
    heading = "§ 5 Vertraulichkeit"
    lead = clause_lead(BONUS, language, heading, topic_of(BONUS, heading, EMPLOYMENT), EMPLOYMENT, "de")
    assert not _names(lead.subject, "confidentiality", language), lead.subject
    sentence = lead_sentence(lead, language)
    assert _label("confidentiality", language) not in sentence.lower(), sentence
    # It still says where the clause stands and what it names.
    assert "5" in sentence and "500" in sentence, sentence


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_clause_whose_topic_is_not_named_still_reads_well(language: str) -> None:
    heading = "§ 5 Vertraulichkeit"
    topic = topic_of(BONUS, heading, EMPLOYMENT)
    said = offline_clause(BONUS, language, topic, "de", category=EMPLOYMENT, heading=heading)
    translation = said.translation
    assert translation.strip(), translation
    assert "500" in translation, translation  # its figure
    assert _label("confidentiality", language) not in translation.lower(), translation
    assert "Vertraulichkeit" not in translation and "Sonderzahlung" not in translation  # never the original
    assert translation.endswith(no_more(language)) or "500" in translation.split(". ")[0], translation


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_topic_the_heading_and_the_clause_agree_on_is_named(language: str) -> None:
    heading = "§ 7 Urlaub"
    lead = clause_lead(HOLIDAY, language, heading, topic_of(HOLIDAY, heading, EMPLOYMENT), EMPLOYMENT, "de")
    assert _names(lead.subject, "holiday", language), lead.subject


@pytest.fixture
def shops_model(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    made = tiny_model({"w:haften": [60.0, 0.0, 0.0], "w:zahlen": [0.0, 60.0, 0.0]})
    monkeypatch.setattr(topics, "_topic_model", lambda: made)
    topics._probabilities_kept.cache_clear()
    topics.own_words_name.cache_clear()
    yield
    topics._probabilities_kept.cache_clear()
    topics.own_words_name.cache_clear()


@pytest.mark.parametrize(
    ("body", "named"),
    [
        # the model is sure: liability is named
        ("Wir haften für Schäden nur bei Vorsatz und grober Fahrlässigkeit, die wir zu vertreten haben.", True),
        # as much about paying as about liability: the model is unsure, the heading's "Haftung" is not named
        ("Wir haften nicht, wenn Sie den Kaufpreis von 80,00 EUR zu spät zahlen oder die Rechnung fehlt.", False),
    ],
)
@pytest.mark.parametrize("language", ("en", "fr"))
def test_a_shops_topic_is_named_only_where_the_model_is_sure(
    shops_model: None, body: str, named: bool, language: str
) -> None:
    heading = "§ 9 Haftung"
    text = f"{heading}\n{body}"
    lead = clause_lead(text, language, heading, "liability", SHOP, "de")
    assert _names(lead.subject, "liability", language) is named, lead.subject
    sentence = lead_sentence(lead, language)
    assert sentence.strip() and "9" in sentence, sentence  # where it stands is said either way
    if not named:
        assert "80" in sentence, sentence  # and what it names
