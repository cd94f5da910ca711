"""bench/anonymize_real.py ``--held-out-dev``: each dev document scored by the model given for it, then the shipped one.

The documents are made up for this test; the anonymizer and the models are replaced by recorders, so the switching
is tested, not the figures.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import bench.anonymize_real as bench
from tools.tagger_corpora import Doc


def test_each_document_is_scored_by_its_own_model_and_the_shipped_one_comes_back(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[tuple[str, object]] = []
    scored: list[tuple[str, object]] = []
    current: list[object] = ["shipped"]

    def use_model(path: Path | None, language: str = "de") -> None:
        calls.append(("use", path))
        current[0] = path

    def use_shipped_model(language: str | None = None) -> None:
        calls.append(("shipped", language))
        current[0] = "shipped"

    def spans(text: str, language: str | None = None) -> list[tuple[int, int, str]]:
        scored.append((text, current[0]))
        return []

    monkeypatch.setattr(bench.tagger, "use_model", use_model)
    monkeypatch.setattr(bench.tagger, "use_shipped_model", use_shipped_model)
    monkeypatch.setattr(bench, "replacement_spans", spans)
    monkeypatch.setattr(bench, "FIGURES", {})
    docs = [
        Doc("a", "Vive en la Calle Olmo 3.", [(11, 23, "CALLE")], 6),
        Doc("b", "Vive en la Calle Pino 5.", [(11, 23, "CALLE")], 6),
        Doc("c", "Vive en la Calle Roble 7.", [(11, 24, "CALLE")], 6),
    ]
    fold0, fold1 = Path("fold0.crfsuite"), Path("fold1.crfsuite")
    model_of = {"a": fold0, "b": fold0, "c": fold1}
    score = bench.GoldScore(bench.MEDDOCAN_GROUPS, frozenset(bench.MEDDOCAN_LABELS_ALL))
    bench.bench_gold("meddocan", "test", "dev", docs, "es", score, 0, None, model_of)
    assert scored == [(d.text, model_of[d.id]) for d in docs]
    assert calls == [("use", fold0), ("use", fold1), ("shipped", "es")]  # one load per model, then the shipped one
    assert "held out of training" in capsys.readouterr().out
    assert score.names["streets"] == 3 and score.removed["streets"] == 0


def test_without_models_the_dev_part_is_scored_by_the_loaded_model(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[object] = []
    monkeypatch.setattr(bench.tagger, "use_model", lambda path, language="de": calls.append(path))
    monkeypatch.setattr(bench, "replacement_spans", lambda text, language=None: [(11, 23, "ADDRESS")])
    monkeypatch.setattr(bench, "FIGURES", {})
    docs = [Doc("a", "Vive en la Calle Olmo 3.", [(11, 23, "CALLE")], 6)]
    score = bench.GoldScore(bench.MEDDOCAN_GROUPS, frozenset(bench.MEDDOCAN_LABELS_ALL))
    bench.bench_gold("meddocan", "test", "dev", docs, "es", score, 0)
    assert calls == []
    assert "the name tagger was trained on it" in capsys.readouterr().out
    assert score.removed["streets"] == 1
