"""A tiny topic model for tests: classes liability, payment and other, and the features given with their weights."""

from __future__ import annotations

import numpy as np

from app.analysis.topics import TopicModel


def tiny_model(weights: dict[str, list[float]]) -> TopicModel:
    names = list(weights)
    return TopicModel(
        ("liability", "payment", "other"),
        np.zeros(3),
        {name: i for i, name in enumerate(names)},
        np.asarray([weights[n] for n in names], dtype=np.float64).reshape(len(names), 3),
    )
