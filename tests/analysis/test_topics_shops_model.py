"""The shops' terms topic model (app/analysis/data/topic_agb_de.json, issue 23): how it is stored and read, how it is
trained (softmax regression plus naive Bayes over the same features, ``bench.explain_topics.train``), and that a
shop's clause gets a topic of the shops' terms, never one of another kind of document. All sentences are made up for
the tests."""

from __future__ import annotations

import base64
import json

import numpy as np
import pytest

import app.analysis.topics as topics
from app.analysis.topics import (
    CATEGORY_TOPICS,
    CROSS_CATEGORY_TOPICS,
    TOPIC_MODEL_PATH,
    TopicModel,
    model_probabilities,
    topic_of,
)
from bench.explain_topics import MODEL_CLASSES, Item, naive_bayes, train

SHOP = "terms_and_conditions"


def packed(weights: list[list[float]], scale: float) -> str:
    return base64.b64encode(np.round(np.asarray(weights) / scale).astype("<i2").tobytes()).decode("ascii")


def test_the_packed_weights_read_as_the_listed_ones() -> None:
    listed = {"w:haften": [1.5, -0.25, 0.0], "hw:zahlung": [0.0, 2.0, -1.0]}
    scale = 2.0 / 32767
    compact = {
        "classes": ["liability", "payment", "other"],
        "bias": [0.0, 0.1, 0.2],
        "features": list(listed),
        "scale": scale,
        "weights_int16": packed(list(listed.values()), scale),
    }
    plain = {"classes": compact["classes"], "bias": compact["bias"], "weights": listed}
    a, b = TopicModel.from_data(compact), TopicModel.from_data(plain)
    assert a.rows == b.rows and a.classes == b.classes
    assert np.allclose(a.weights, b.weights, atol=scale)
    assert a.weights[a.rows["hw:zahlung"], 1] == pytest.approx(2.0, abs=1e-4)


def test_naive_bayes_weights_favour_the_class_a_feature_was_seen_in() -> None:
    # Feature 0 only in clauses of class 0, feature 1 in both classes alike, feature 2 never seen.
    rows = np.asarray([0, 0, 1, 2], np.int64)
    cols = np.asarray([0, 1, 0, 1], np.int64)
    y = np.asarray([[1, 0], [1, 0], [0, 1]], np.float32)
    w = naive_bayes(3, rows, cols, y)
    assert w[0, 0] > 0 > w[0, 1]
    assert abs(w[1, 0] - w[1, 1]) < abs(w[0, 0] - w[0, 1])
    assert np.allclose(w.sum(1), 0, atol=1e-6)  # a feature's constant is no evidence for any class
    assert abs(w[2, 0] - w[2, 1]) < abs(w[0, 0] - w[0, 1])  # never seen: weak either way


# Clauses written for the test, two of each kind; the trained model must tell them apart from their words.
_TRAINING = [
    ("Versand", "Wir versenden die Ware innerhalb von drei Werktagen mit einem Paketdienst.", "delivery"),
    ("Lieferung", "Die Lieferzeit beträgt in der Regel zwei bis vier Werktage ab Versand.", "delivery"),
    ("Haftung", "Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens oder der Gesundheit.", "liability"),
    (
        "Haftung",
        "Für leicht fahrlässig verursachte Schäden haften wir nur bei Verletzung wesentlicher Pflichten.",
        "liability",
    ),
    (
        "Eigentumsvorbehalt",
        "Bis zur vollständigen Zahlung bleibt die gelieferte Ware unser Eigentum.",
        "retentionOfTitle",
    ),
    (
        "Eigentumsvorbehalt",
        "Bis zur Bezahlung aller Forderungen behalten wir uns das Eigentum an der Ware vor.",
        "retentionOfTitle",
    ),
]


@pytest.mark.parametrize(("nb_weight", "temperature"), [(0.0, 1.0), (0.2, 1.3)])
def test_training_makes_a_small_model_that_reads_its_own_kinds_of_clause(
    monkeypatch: pytest.MonkeyPatch, nb_weight: float, temperature: float
) -> None:
    items = [Item(f"shop {i % 2}", "dev", h, t, (label,)) for i, (h, t, label) in enumerate(_TRAINING)]
    monkeypatch.setattr("bench.explain_topics.MIN_DF", 1)
    monkeypatch.setattr("bench.explain_topics.NB_WEIGHT", nb_weight)
    monkeypatch.setattr("bench.explain_topics.TEMPERATURE", temperature)
    data = train(items)
    assert data["classes"] == list(MODEL_CLASSES) and "weights_int16" in data
    model = TopicModel.from_data(data)
    monkeypatch.setattr(topics, "_topic_model", lambda: model)
    topics._probabilities_kept.cache_clear()
    try:
        shipping = model_probabilities("Die Ware wird mit einem Paketdienst versendet.", "Versand")
        title = model_probabilities("Die Ware bleibt bis zur Bezahlung unser Eigentum.", "Eigentumsvorbehalt")
    finally:
        topics._probabilities_kept.cache_clear()
    assert shipping is not None and max(shipping, key=lambda k: shipping[k]) == "delivery"
    assert title is not None and max(title, key=lambda k: title[k]) == "other"  # no Klartext topic: none


def test_the_shipped_model_is_small_and_reads_klartext_topics() -> None:
    # Its start-up cost is printed by ``bench.explain_topics``, not timed here.
    assert TOPIC_MODEL_PATH.stat().st_size < 2_000_000
    model = TopicModel.from_data(json.loads(TOPIC_MODEL_PATH.read_text(encoding="utf-8")))
    assert model.weights.shape == (len(model.rows), len(model.classes))
    assert set(model.classes) <= set(topics.TOPICS) and "other" in model.classes


# The topics of the other kinds of document (employment, tenancy, authorities, taxes) that are not shared with shops'
# terms: none of them may be a shop clause's topic.
_OTHER_KINDS = (
    frozenset().union(*(v for k, v in CATEGORY_TOPICS.items() if k != SHOP))
    - CATEGORY_TOPICS[SHOP]
    - CROSS_CATEGORY_TOPICS
)


@pytest.mark.parametrize(
    ("heading", "text", "topic"),
    [
        # must get the shop's topic
        (
            "§ 5 Lieferung",
            "Wir liefern die bestellte Ware innerhalb von fünf Werktagen an die angegebene Adresse.",
            "delivery",
        ),
        (
            "§ 8 Haftung",
            "Wir haften für Vorsatz und grobe Fahrlässigkeit nach den gesetzlichen Vorschriften.",
            "liability",
        ),
        (
            "§ 6 Widerrufsrecht",
            "Sie können Ihre Vertragserklärung binnen 14 Tagen ohne Angabe von Gründen widerrufen.",
            "withdrawal",
        ),
        ("§ 4 Zahlung", "Sie können per Rechnung, Kreditkarte oder Lastschrift bezahlen.", "payment"),
        # must not get another kind of document's topic: words of a job, a flat or an office in a shop's clause
        (
            "§ 9 Gutscheine",
            "Gutscheine können nicht für den Kauf weiterer Gutscheine oder für Urlaubsreisen eingelöst werden.",
            None,
        ),
        ("§ 10 Mietartikel", "Die gemieteten Geräte sind nach Ende der Mietzeit gereinigt zurückzugeben.", None),
        ("§ 11 Kundenkonto", "Ihr Passwort ist geheim zu halten; Mitarbeiter werden Sie nie danach fragen.", None),
    ],
)
def test_a_shops_clause_gets_a_topic_of_shops_terms(heading: str, text: str, topic: str | None) -> None:
    given = topic_of(text, heading, SHOP)
    assert given not in _OTHER_KINDS
    if topic is not None:
        assert given == topic
