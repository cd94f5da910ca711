"""Issue 23: what a shop's heading names is said of a clause only where the clause's own words do not point elsewhere,
and a clause without a topic still reads as a plain line. Sentences written for these tests, in our own words.

The shops' terms model (app/analysis/data/topic_agb_de.json) reads the heading alone and the clause's words alone:
where the clause's words make it sure of another class than the heading's, the heading is one carried over or
standing over clauses of several kinds, and its subject is not the clause's.
"""

from __future__ import annotations

import pytest

from app.analysis.topics import heading_contradicted, heading_topic
from app.explain.lead import clause_lead
from app.explain.offline import offline_clause
from app.locales.catalogue import offline_catalogue

TERMS = "terms_and_conditions"
EMPLOYMENT = "employment_contract"

# A clause on the online dispute resolution platform, filed under the section on warranty.
DISPUTES = (
    "Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit. Zur Teilnahme an einem "
    "Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir weder bereit noch verpflichtet."
)
# A liability clause under the section on liability.
LIABILITY = (
    "Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie für "
    "Vorsatz und grobe Fahrlässigkeit. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen."
)
# A warranty clause under the section on warranty.
WARRANTY = (
    "Es gelten die gesetzlichen Mängelhaftungsrechte. Ist die gelieferte Ware mangelhaft, kann der Kunde zunächst "
    "Nacherfüllung verlangen."
)


def _subject(text: str, heading: str, category: str = TERMS) -> list[str]:
    return clause_lead(text, "en", heading, None, category, "de").subject


def _label(topic: str) -> str:
    return offline_catalogue("en").topic_labels[topic].lower()


@pytest.mark.parametrize(
    ("heading", "text"),
    [
        ("§ 8 Gewährleistung", DISPUTES),
        # delivery times under a heading on payment
        (
            "5. Zahlung",
            "Die Lieferzeit beträgt innerhalb Deutschlands drei bis fünf Werktage. Der Versand erfolgt mit einem "
            "Paketdienst an die vom Kunden angegebene Lieferadresse.",
        ),
    ],
)
def test_a_shops_heading_the_clause_is_sure_to_be_apart_from_is_contradicted(heading: str, text: str) -> None:
    assert heading_contradicted(heading, text, TERMS)


@pytest.mark.parametrize(
    ("heading", "text"),
    [("§ 9 Haftung", LIABILITY), ("§ 8 Gewährleistung", WARRANTY)],
)
def test_a_shops_heading_its_clause_bears_out_is_not_contradicted(heading: str, text: str) -> None:
    assert not heading_contradicted(heading, text, TERMS)


def test_only_german_shops_terms_are_read_by_the_model() -> None:
    # another category, or a clause not in German: the model is not asked, nothing is contradicted
    assert not heading_contradicted("§ 8 Gewährleistung", DISPUTES, EMPLOYMENT)
    english = (
        "The European Commission provides a platform for online dispute resolution. We are neither willing nor "
        "obliged to take part in dispute resolution proceedings before a consumer arbitration board."
    )
    assert not heading_contradicted("8 Warranty", english, TERMS)


def test_the_lead_does_not_give_a_clause_the_subject_of_a_heading_that_does_not_fit_it() -> None:
    assert _label("warranty") not in _subject(DISPUTES, "§ 8 Gewährleistung")
    # the clause's own topic, where its words bear it out, is still said
    lead = clause_lead(DISPUTES, "en", "§ 8 Gewährleistung", "dispute_resolution", TERMS, "de")
    assert lead.subject == [_label("dispute_resolution")]


@pytest.mark.parametrize(
    ("heading", "text", "topic"),
    [("§ 9 Haftung", LIABILITY, "liability"), ("§ 8 Gewährleistung", WARRANTY, "warranty")],
)
def test_the_lead_still_names_the_subject_of_a_heading_the_clause_bears_out(
    heading: str, text: str, topic: str
) -> None:
    assert _subject(text, heading) == [_label(topic)]


def test_a_shops_heading_topic_the_model_finds_improbable_for_the_clause_is_not_named() -> None:
    # "Bestellung" stands in the heading and in the clause, but the clause is about the rights in the customer's
    # pictures, not about making the contract
    text = (
        "Bei der Bestellung eines Fotobuchs ist der Kunde für die hochgeladenen Bilder allein verantwortlich. Mit der "
        "Bestellung versichert er, dass die Bilder keine Rechte Dritter verletzen."
    )
    assert heading_topic("Bestellung von Fotobüchern", text, TERMS) is None


def test_a_shops_heading_topic_the_clause_bears_out_is_named_with_the_model_asked() -> None:
    text = (
        "Mit dem Klick auf den Bestellbutton geben Sie eine verbindliche Bestellung ab. Der Vertrag kommt zustande, "
        "wenn wir Ihre Bestellung per E-Mail annehmen."
    )
    assert heading_topic("Bestellung von Fotobüchern", text, TERMS) == "contract_formation"


# --- A clause without a topic reads as a plain line, in the reader's words, and names no topic ---

RETENTION = "Die gelieferte Ware bleibt bis zu ihrer vollständigen Bezahlung unser Eigentum."


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_a_clause_without_a_topic_says_what_is_known_and_that_no_more_could_be_said(language: str) -> None:
    said = offline_clause(RETENTION, language, None, "de", category=TERMS, heading="§ 6 Eigentumsvorbehalt")
    assert said.topic is None
    assert said.translation.strip()
    assert "Eigentum" not in said.translation  # never the original for a reader of another language
    labels = {label.lower() for label in offline_catalogue(language).topic_labels.values() if label}
    assert not any(label in said.translation.lower() for label in labels if len(label) > 4)
    assert said.explanation.strip()


def test_a_clause_whose_words_bear_its_topic_out_is_said_to_be_about_it() -> None:
    text = (
        "Die Lieferung erfolgt innerhalb von drei Werktagen an die angegebene Lieferadresse. Die Lieferung ist "
        "innerhalb Deutschlands versandkostenfrei."
    )
    assert clause_lead(text, "en", None, "delivery", TERMS, "de").subject == [_label("delivery")]
    # the same topic given to a clause whose words speak of something else is not said
    assert clause_lead(RETENTION, "en", None, "delivery", TERMS, "de").subject == []
