"""A clause of German shops' terms read in the order of its document (app/analysis/topics.py ``in_context``, issue 23):
where the model is unsure of a clause, what shops' terms put after the clauses before it (and before the ones after
it) decides with its words; the tables of what follows what are counted from the labelled dev half
(``bench.explain_topics.clause_order``) and stored in the model's file. The models are small ones made for the tests,
so that their probabilities are known; all sentences are made up for the tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np
import pytest

import app.analysis.topics as topics
from app.analysis.topics import CONTEXT_BELOW, TopicModel, document_topics, in_context
from bench.explain_topics import MODEL_CLASSES, Item, clause_order

SHOP = "terms_and_conditions"
CLASSES = ("liability", "payment", "other")

SURE_LIABILITY = "Wir haften für Schäden nur bei Vorsatz und grober Fahrlässigkeit, die wir zu vertreten haben."
# Its own words name no subject: which clause it is only its place in the document tells.
WEAK = "Die Frist beginnt mit dem Tag, der auf den Eingang bei uns folgt, und endet nach zwei Wochen."


def ordered_model(after_liability: str) -> TopicModel:
    """ "haften" makes the model sure of liability; a new section after a liability clause is ``after_liability``."""
    within = np.full((3, 3), 0.1) + np.eye(3) * 0.7
    new = np.full((3, 3), 1 / 3)
    new[0] = [0.1, 0.1, 0.1]
    new[0, CLASSES.index(after_liability)] = 0.8
    return TopicModel(
        CLASSES,
        np.zeros(3),
        {"w:haften": 0},
        np.asarray([[60.0, 0.0, 0.0]]),
        transitions=np.stack([within, new]),
        start=np.full(3, 1 / 3),
        prior=np.full(3, 1 / 3),
    )


Use = Callable[[TopicModel], None]


@pytest.fixture
def use_model(monkeypatch: pytest.MonkeyPatch) -> Iterator[Use]:
    def use(model: TopicModel) -> None:
        monkeypatch.setattr(topics, "_topic_model", lambda: model)
        topics._probabilities_kept.cache_clear()

    yield use
    topics._probabilities_kept.cache_clear()


@pytest.mark.parametrize("after_liability", ["payment", "liability"])
def test_an_unsure_clause_takes_the_topic_its_place_in_the_document_gives(use_model: Use, after_liability: str) -> None:
    use_model(ordered_model(after_liability))
    clauses = [(SURE_LIABILITY, "§ 7 Haftung"), (WEAK, "§ 8 Fristen")]
    own = topics.clause_probabilities(WEAK, "§ 8 Fristen")
    assert own is not None and max(own.values()) < CONTEXT_BELOW  # alone the model cannot tell
    read = in_context(clauses, SHOP)[1]
    assert read is not None and max(read, key=lambda k: read[k]) == after_liability
    assert sum(read.values()) == pytest.approx(1.0)
    assert document_topics(clauses, SHOP)[1] == after_liability


def test_a_clause_the_model_is_sure_of_keeps_its_own_reading(use_model: Use) -> None:
    use_model(ordered_model("payment"))
    clauses = [(SURE_LIABILITY, "§ 7 Haftung"), (SURE_LIABILITY, "§ 8 Gewährleistung")]
    assert in_context(clauses, SHOP) == [None, None]
    assert document_topics(clauses, SHOP) == ["liability", "liability"]


def test_without_order_tables_or_weight_the_clause_is_read_as_before(
    use_model: Use, monkeypatch: pytest.MonkeyPatch
) -> None:
    clauses = [(SURE_LIABILITY, "§ 7 Haftung"), (WEAK, "§ 8 Fristen")]
    model = ordered_model("payment")
    use_model(TopicModel(model.classes, model.bias, model.rows, model.weights))
    assert in_context(clauses, SHOP) == [None, None]  # no other clause in its section, no order: alone
    use_model(model)
    monkeypatch.setattr(topics, "ORDER_WEIGHT", 0.0)
    assert in_context(clauses, SHOP) == [None, None]


def test_another_kind_of_document_is_not_read_in_order(use_model: Use) -> None:
    use_model(ordered_model("payment"))
    clauses = [(SURE_LIABILITY, "§ 7 Haftung"), (WEAK, "§ 8 Fristen")]
    assert in_context(clauses, "employment_contract") == [None, None]


def test_the_order_tables_are_read_from_the_file() -> None:
    within = np.eye(3) * 0.5 + 0.5 / 3
    data = {
        "classes": list(CLASSES),
        "bias": [0.0, 0.0, 0.0],
        "weights": {"w:haften": [1.0, 0.0, 0.0]},
        "transitions": [within.tolist(), np.full((3, 3), 1 / 3).tolist()],
        "start": [0.5, 0.25, 0.25],
        "prior": [0.2, 0.3, 0.5],
    }
    model = TopicModel.from_data(data)
    assert model.transitions is not None and model.transitions.shape == (2, 3, 3)
    assert np.allclose(model.transitions[0], within)
    assert model.start is not None and model.start[0] == 0.5
    assert model.prior is not None and model.prior[2] == 0.5
    del data["transitions"], data["start"], data["prior"]
    assert TopicModel.from_data(data).transitions is None


def test_the_order_is_counted_from_the_labels_in_document_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bench.explain_topics.ORDER_ALPHA", 0.01)
    rows = [
        ("§ 1 Geltungsbereich", "Diese Bedingungen gelten für alle Bestellungen in unserem Laden.", "applicability"),
        ("§ 2 Vertragsschluss", "Mit dem Klick auf den Knopf geben Sie ein Angebot ab.", "conclusionOfContract"),
        ("§ 2 Vertragsschluss", "Wir nehmen es an, indem wir die Ware abschicken.", "conclusionOfContract"),
        ("§ 3 Zahlung", "Sie zahlen per Überweisung oder mit der Karte.", "payment"),
    ]
    items = [Item("a shop", "dev", h, t, (label,)) for h, t, label in rows]
    order = clause_order(items)
    steps = np.asarray(order["transitions"])
    assert steps.shape == (2, len(MODEL_CLASSES), len(MODEL_CLASSES))
    assert np.allclose(steps.sum(axis=2), 1.0, atol=1e-4)
    at = MODEL_CLASSES.index
    # within the section: ordering follows ordering; a new section: the scope is followed by ordering, ordering by
    # payment
    assert steps[0, at("contract_formation")].argmax() == at("contract_formation")
    assert steps[1, at("scope")].argmax() == at("contract_formation")
    assert steps[1, at("contract_formation")].argmax() == at("payment")
    assert np.argmax(order["start"]) == at("scope")
    assert np.argmax(order["prior"]) == at("contract_formation")
