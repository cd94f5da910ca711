"""The shops' terms model's two sets of weights (issue 23, t30): one that chooses a clause's topic (``topic_of``, a
clause read in its section), the softmax regression's plus a complement naive Bayes's; one that says how sure the
engine is of it (the lead's bar, the stock texts, the heading checks), the softmax regression's alone. How they are
stored and read, trained (``bench.explain_topics.complement_nb``, ``train``), and which of them each reader asks.
The models here are small ones made for the tests; all sentences are made up for the tests."""

from __future__ import annotations

import base64
from collections.abc import Iterator

import numpy as np
import pytest

import app.analysis.topics as topics
from app.analysis.topics import (
    STATE_AT_LEAST,
    TOPIC_MODEL_PATH,
    TopicModel,
    model_probabilities,
    sure_to_state,
    topic_confidence,
    topic_of,
)
from bench.explain_topics import MODEL_CLASSES, Item, complement_nb, train

SHOP = "terms_and_conditions"
CLASSES = ("liability", "payment", "other")


def packed(weights: list[list[float]], scale: float, dtype: str) -> str:
    return base64.b64encode(np.round(np.asarray(weights) / scale).astype(dtype).tobytes()).decode("ascii")


def test_the_choice_weights_are_read_in_eight_bits_beside_the_sure_ones() -> None:
    sure = [[1.5, -0.25, 0.0], [0.0, 2.0, -1.0]]
    choice = [[0.5, 1.0, -0.5], [-2.0, 0.25, 0.0]]
    data = {
        "classes": list(CLASSES),
        "bias": [0.0, 0.1, 0.2],
        "features": ["w:haften", "hw:zahlung"],
        "scale": 2.0 / 32767,
        "weights_int16": packed(sure, 2.0 / 32767, "<i2"),
        "choice_bias": [0.3, 0.0, -0.3],
        "choice_scale": 2.0 / 127,
        "choice_int8": packed(choice, 2.0 / 127, "<i1"),
    }
    model = TopicModel.from_data(data)
    assert model.choice_weights is not None and model.choice_bias is not None
    assert np.allclose(model.weights, sure, atol=1e-4)
    assert np.allclose(model.choice_weights, choice, atol=2.0 / 127)
    assert list(model.choice_bias) == [0.3, 0.0, -0.3]


def test_a_file_without_choice_weights_chooses_with_the_sure_ones() -> None:
    data = {"classes": list(CLASSES), "bias": [0.0, 0.0, 0.0], "weights": {"w:haften": [1.0, 0.0, 0.0]}}
    model = TopicModel.from_data(data)
    assert model.choice_weights is None and model.choice_bias is None


def test_complement_naive_bayes_favours_the_class_a_feature_was_seen_in() -> None:
    # Feature 0 only in clauses of class 0, feature 1 in both classes alike, feature 2 never seen.
    rows = np.asarray([0, 0, 1, 2], np.int64)
    cols = np.asarray([0, 1, 0, 1], np.int64)
    vals = np.full(4, 0.5, np.float32)
    y = np.asarray([[1, 0], [1, 0], [0, 1]], np.float32)
    w = complement_nb(3, rows, cols, vals, y)
    assert w[0, 0] > 0 > w[0, 1]
    assert abs(w[1, 0] - w[1, 1]) < abs(w[0, 0] - w[0, 1])
    assert np.allclose(w.sum(1), 0, atol=1e-6)  # a feature's constant is no evidence for any class
    assert abs(w[2, 0] - w[2, 1]) < abs(w[0, 0] - w[0, 1])


# A weight that points to liability in the sure weights and to payment in the choice weights: which set a reader
# asks shows in the class it gets.
SPLIT = TopicModel(
    CLASSES,
    np.zeros(3),
    {"w:haften": 0},
    np.asarray([[60.0, 0.0, 0.0]]),
    np.zeros(3),
    np.asarray([[0.0, 60.0, 0.0]]),
)


@pytest.fixture
def split_model(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(topics, "_topic_model", lambda: SPLIT)
    topics._probabilities_kept.cache_clear()
    topics.own_words_name.cache_clear()
    yield
    topics._probabilities_kept.cache_clear()
    topics.own_words_name.cache_clear()


CLAUSE = "Wir haften nur für Schäden, die wir mit Vorsatz oder grober Fahrlässigkeit verursacht haben."


def test_probabilities_come_from_the_set_asked_for(split_model: None) -> None:
    sure = model_probabilities(CLAUSE)
    chosen = model_probabilities(CLAUSE, choice=True)
    assert sure is not None and chosen is not None
    assert max(sure, key=lambda k: sure[k]) == "liability"
    assert max(chosen, key=lambda k: chosen[k]) == "payment"


def test_topic_of_chooses_with_the_choice_weights(split_model: None) -> None:
    assert topic_of(CLAUSE, None, SHOP) == "payment"


def test_how_sure_the_engine_is_comes_from_the_sure_weights(split_model: None) -> None:
    # The topic the choice weights give is not the one the sure weights are sure of: the lead does not name it.
    low = topic_confidence(CLAUSE, None, "payment", SHOP)
    assert low is not None and low < 0.01
    assert not sure_to_state(CLAUSE, None, "payment", SHOP)
    confidence = topic_confidence(CLAUSE, None, "liability", SHOP)
    assert confidence is not None and confidence >= STATE_AT_LEAST


def test_the_choice_weights_do_not_reach_other_categories(split_model: None) -> None:
    # Outside German shops' terms no model is asked: a liability clause of a lease keeps its keywords' topic.
    assert topic_of(CLAUSE, None, "rental_contract") != "payment"


def _items() -> list[Item]:
    made = [
        ("Haftung", "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit.", "liability"),
        ("Haftung", "Für leichte Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Pflichten.", "liability"),
        ("Haftung", "Für Schäden nach dem Produkthaftungsgesetz haften wir wie gesetzlich bestimmt.", "liability"),
        ("Zahlung", "Sie können per Rechnung, Vorkasse oder Kreditkarte zahlen.", "payment"),
        ("Zahlung", "Die Zahlung per Rechnung ist binnen vierzehn Tagen fällig.", "payment"),
        ("Zahlung", "Bei Zahlung per Vorkasse senden wir die Ware nach Eingang des Betrags.", "payment"),
    ]
    return [Item(f"shop {i % 2}", "dev", head, text, (label,)) for i, (head, text, label) in enumerate(made)]


def test_training_writes_both_sets_of_weights_over_the_same_features() -> None:
    data = train(_items())
    assert data["classes"] == list(MODEL_CLASSES)
    model = TopicModel.from_data(data)
    assert model.choice_weights is not None and model.choice_weights.shape == model.weights.shape
    # the 8-bit choice weights take half the room of the 16-bit ones
    assert len(base64.b64decode(data["choice_int8"])) * 2 == len(base64.b64decode(data["weights_int16"]))
    at = model.rows["w:haften"]
    liability, payment = MODEL_CLASSES.index("liability"), MODEL_CLASSES.index("payment")
    for weights in (model.weights, model.choice_weights):
        assert weights[at, liability] > weights[at, payment]


def test_the_shipped_model_has_both_sets() -> None:
    model = topics._topic_model()
    assert TOPIC_MODEL_PATH.is_file() and model is not None
    assert model.choice_weights is not None and model.choice_weights.shape == model.weights.shape


@pytest.mark.parametrize(
    ("label", "trained"),
    [
        # no Klartext topic of their own: no topic is better than another's text ("other" kept strong: a heading's
        # topic is not said of a clause the model finds it improbable for)
        ("textStorage", "other"),
        ("contractLanguage", "other"),
        ("age", "other"),
        ("retentionOfTitle", "other"),
        ("intellectualProperty", "other"),
        ("description", "other"),
        # a label right for two topics trains its own
        ("withdrawal", "withdrawal"),
        ("applicability", "scope"),
    ],
)
def test_each_label_trains_a_class_its_clauses_may_be_given(label: str, trained: str) -> None:
    from bench.explain_topics import AGB_RIGHT, model_class

    assert model_class(label) == trained
    assert (None if trained == "other" else trained) in AGB_RIGHT[label]
