"""A letter makes no contract (issue 23): a landlord's notice gives its reasons, names the home and the day the tenancy
ends, and none of that is what a contract covers. Contract-only topics (``CONTRACT_ONLY_TOPICS``: parties, subject,
term, contract_formation, scope, severability, signatures) are not given to a letter's clauses, so their stock texts
("What this clause describes is what the contract is about") are not shown for a letter; a contract keeps them.
Clauses written for this test; the letter in tests/explain/letters/ is ours."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.analysis.topics import CONTRACT_ONLY_TOPICS, document_topics, is_letter_document
from app.config import Settings
from bench.explain_real import explain_text

ROOT = Path(__file__).resolve().parents[2]
GREETING = (
    "Sehr geehrte Frau Beispiel,\nhiermit kündigen wir das Mietverhältnis über die unten genannte Wohnung.",
    None,
)
HOME = (
    "Die Wohnung im zweiten Obergeschoss mit Keller und Balkon wird von uns selbst benötigt. Die Wohnfläche beträgt "
    "70 m².",
    "Mietsache",
)
RUNS = ("Das Mietverhältnis beginnt am 01.04.2024 und läuft auf unbestimmte Zeit.", "Mietzeit")
HAND_BACK = ("Die Mietsache ist bei Auszug mit allen Schlüsseln zurückzugeben.", "Rückgabe")


def test_a_contracts_clauses_keep_their_contract_topics() -> None:
    topics = document_topics([HOME, RUNS, HAND_BACK], "rental_contract")
    assert topics == ["subject", "term", "handover"]
    assert not is_letter_document([HOME, RUNS, HAND_BACK])


def test_a_letters_clauses_get_no_contract_only_topic() -> None:
    clauses = [GREETING, HOME, RUNS, HAND_BACK]
    assert is_letter_document(clauses)
    topics = document_topics(clauses, "rental_contract")
    assert topics[1] is None and topics[2] is None
    assert topics[3] == "handover"  # a topic a letter shares with a contract stays


@pytest.mark.parametrize("category", ["termination_letter", "authority_letter"])
def test_a_letter_by_its_kind_gets_no_contract_only_topic(category: str) -> None:
    topics = document_topics([HOME, RUNS], category)
    assert not set(topics) & CONTRACT_ONLY_TOPICS, topics


def test_the_greeting_must_be_among_the_first_clauses() -> None:
    # a contract whose later annex quotes a letter is still a contract
    late = [HOME, RUNS, HAND_BACK, GREETING]
    assert not is_letter_document(late)
    assert document_topics(late, "rental_contract")[0] == "subject"


STOCK = {
    "en": ("part of the contract", "what the contract covers"),
    "de": ("gehört zum Vertrag", "Gegenstand des Vertrags"),
}


@pytest.mark.parametrize("reader", ["de", "en"])
def test_a_landlords_notice_says_no_contract_stock_text_for_its_reasons(reader: str) -> None:
    text = (ROOT / "tests/explain/letters/eigenbedarf_kuendigung.txt").read_text(encoding="utf-8")
    result = explain_text(text, reader, Settings())
    assert result.letter
    assert not {c.topic for c in result.clauses} & CONTRACT_ONLY_TOPICS
    reasons = [c for c in result.clauses if (c.heading or "").startswith("Begründung")]
    assert reasons, [c.heading for c in result.clauses]
    for clause in reasons:
        said = f"{clause.translation} {clause.explanation}"
        assert not any(stock in said for stock in STOCK[reader]), said


def test_a_lease_keeps_its_subject() -> None:
    text = (ROOT / "samples/mietvertrag.txt").read_text(encoding="utf-8")
    result = explain_text(text, "en", Settings())
    assert not result.letter
    assert "subject" in {c.topic for c in result.clauses}
