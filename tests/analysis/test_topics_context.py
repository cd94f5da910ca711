"""A clause of German shops' terms read with its section (app/analysis/topics.py ``document_topics``, issue 23): a
clause whose own words say little takes the topic the other clauses under its heading share; a clause the model is
sure of keeps its own; another section, another category or language, and the lead's confidence are untouched. The
model is a small one made for the tests, so that its probabilities are known; all sentences are made up for the
tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import app.analysis.topics as topics
from app.analysis.topics import (
    CONTEXT_BELOW,
    document_topics,
    in_context,
    section_of,
    sure_to_state,
    topic_of,
)
from tests.analysis.topic_models import tiny_model

SHOP = "terms_and_conditions"


@pytest.fixture
def model(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # "haften" points to liability, "zahlen" and "rechnung" to payment; a clause with neither leaves the model unsure.
    made = tiny_model({"w:haften": [60.0, 0.0, 0.0], "w:zahlen": [0.0, 40.0, 0.0], "w:rechnung": [0.0, 40.0, 0.0]})
    monkeypatch.setattr(topics, "_topic_model", lambda: made)
    topics._probabilities_kept.cache_clear()
    yield
    topics._probabilities_kept.cache_clear()


PAY_1 = "Sie zahlen den Kaufpreis nach Erhalt der Rechnung per Überweisung auf unser Konto."
PAY_2 = "Die Kunden zahlen mit der Karte oder auf Rechnung, wie es ihnen am besten passt."
# Its own words name no subject: which period it is only its section tells.
WEAK = "Die Frist beginnt mit dem Tag, der auf den Eingang bei uns folgt, und endet nach zwei Wochen."
SURE_LIABILITY = "Wir haften für Schäden nur bei Vorsatz und grober Fahrlässigkeit, die wir zu vertreten haben."


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("5 ZAHLUNG UND VERSAND", "5 ZAHLUNG UND VERSAND, 5.2", True),  # a numbered part's marker
        ("§ 4 Zahlung – Kauf auf Rechnung", "§ 4 Zahlung – Lastschrift", True),  # a sub-heading's title
        ("§ 4 Zahlung", "§ 4 Zahlung (3)", True),
        ("7. Gewährleistung", "7. Gewährleistung", True),
        ("§ 4 Zahlung", "§ 5 Lieferung", False),
        ("4. Zahlung", "5. Zahlung per Vorkasse", False),
        ("Lieferung", "Haftung", False),
    ],
)
def test_the_section_of_a_heading(a: str, b: str, same: bool) -> None:
    assert (section_of(a) == section_of(b)) is same


@pytest.mark.parametrize("heading", [None, "", "   "])
def test_no_heading_no_section(heading: str | None) -> None:
    assert section_of(heading) is None


def test_a_clause_with_weak_words_takes_its_sections_topic(model: None) -> None:
    clauses = [(PAY_1, "§ 4 Zahlung"), (WEAK, "§ 4 Zahlung"), (PAY_2, "§ 4 Zahlung")]
    assert topic_of(WEAK, "§ 4 Zahlung", SHOP) != "payment"  # alone the model cannot tell
    assert document_topics(clauses, SHOP) == ["payment", "payment", "payment"]


def test_the_segmenters_sub_headings_keep_one_section(model: None) -> None:
    clauses = [(PAY_1, "§ 4 Zahlung – Kauf auf Rechnung"), (WEAK, "§ 4 Zahlung – Fristen")]
    assert document_topics(clauses, SHOP)[1] == "payment"


def test_a_clause_under_another_heading_is_not_pulled(model: None) -> None:
    clauses = [(PAY_1, "§ 4 Zahlung"), (PAY_2, "§ 4 Zahlung"), (WEAK, "§ 5 Sonstiges")]
    assert document_topics(clauses, SHOP)[2] == topic_of(WEAK, "§ 5 Sonstiges", SHOP)
    assert in_context(clauses, SHOP)[2] is None


def test_a_clause_without_heading_has_no_section(model: None) -> None:
    clauses = [(PAY_1, None), (WEAK, None)]
    assert in_context(clauses, SHOP) == [None, None]


def test_a_clause_the_model_is_sure_of_keeps_its_own_topic(model: None) -> None:
    own = topics.clause_probabilities(SURE_LIABILITY, "§ 4 Zahlung")
    assert own is not None and max(own.values()) >= CONTEXT_BELOW
    clauses = [(PAY_1, "§ 4 Zahlung"), (SURE_LIABILITY, "§ 4 Zahlung"), (PAY_2, "§ 4 Zahlung")]
    assert document_topics(clauses, SHOP)[1] == "liability"


def test_the_section_weighs_as_much_as_the_clause(model: None) -> None:
    clauses = [(PAY_1, "§ 4 Zahlung"), (WEAK, "§ 4 Zahlung")]
    own, mate = (topics.clause_probabilities(text, heading) for text, heading in clauses)
    mixed = in_context(clauses, SHOP)[1]
    assert own is not None and mate is not None and mixed is not None
    for k in own:
        assert mixed[k] == pytest.approx((own[k] + topics.SECTION_WEIGHT * mate[k]) / (1 + topics.SECTION_WEIGHT))
    assert sum(mixed.values()) == pytest.approx(1.0)


def test_the_lead_is_no_surer_of_a_topic_the_section_gave(model: None) -> None:
    # The lead names a shop's topic only where the model is sure of it reading the clause itself: a topic the section
    # gave is the clause's topic, never a subject said of it.
    clauses = [(PAY_1, "§ 4 Zahlung"), (WEAK, "§ 4 Zahlung"), (PAY_2, "§ 4 Zahlung")]
    assert document_topics(clauses, SHOP)[1] == "payment"
    assert not sure_to_state(WEAK, "§ 4 Zahlung", "payment", SHOP)


@pytest.mark.parametrize(
    "clauses",
    [
        # another kind of document: each clause alone
        [(PAY_1, "§ 4 Vergütung"), (WEAK, "§ 4 Vergütung")],
        # not German: no model reads it
        [
            ("You pay the price on receipt of the invoice by bank transfer.", "4 Payment"),
            ("The period starts on the day after we receive it and ends after two weeks.", "4 Payment"),
        ],
    ],
)
def test_elsewhere_each_clause_is_read_alone(model: None, clauses: list[tuple[str, str | None]]) -> None:
    category = "employment_contract" if "Vergütung" in (clauses[0][1] or "") else SHOP
    assert in_context(clauses, category) == [None] * len(clauses)
    assert document_topics(clauses, category) == [topic_of(t, h, category) for t, h in clauses]


def test_the_offline_engine_reads_its_clauses_in_their_sections(model: None) -> None:
    from app.config import Settings
    from app.explain.offline import clause_topics
    from app.language import parse_language
    from app.models import DocumentInput, Text
    from app.prepare.run import prepare

    text = "\n\n".join(
        [
            "Allgemeine Geschäftsbedingungen",
            f"§ 4 Zahlung\n\n(1) Zahlungsarten\n{PAY_1}\n\n(2) Fristen\n{WEAK}\n\n(3) Kauf auf Rechnung\n{PAY_2}",
            f"§ 5 Haftung\n\n{SURE_LIABILITY}",
        ]
    )
    doc = prepare(DocumentInput(parse_language("de"), Text(text, "utf-8")), Settings())
    pairs = clause_topics(doc, SHOP)
    assert document_topics([(t, s.heading) for (t, _), s in zip(pairs, doc.segments, strict=True)], SHOP) == [
        topic for _, topic in pairs
    ]
    weak = [(t, topic) for t, topic in pairs if "Die Frist beginnt" in t]
    assert len(weak) == 1 and "Sie zahlen" not in weak[0][0]  # a clause of its own
    assert weak[0][1] == "payment"
