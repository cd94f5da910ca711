"""Where the model gives no topic (it fails, or chooses "other") and where a clause falls back to the offline text,
the clause's topic is the offline engine's own reading: each clause read with the others of its section
(``document_topics``), computed once for the document, not the clause read alone."""

from __future__ import annotations

from typing import Any

import pytest

import app.analysis.topics as topics_module
import app.explain.llm as llm_module
from app.config import Settings
from app.jobs.result import build_result
from app.models import Engine, Explanation
from tests.explain.test_llm import CLAUSES, explain, make_doc
from tests.support.chat_model import FunctionChatModel
from tests.support.openai_server import default_answer


def _marking(calls: list[int]) -> Any:
    """``document_topics`` that marks its answer, so that a test sees which reading a clause got."""

    def document_topics(clauses: list[tuple[str, str | None]], category: str | None = None) -> list[str | None]:
        calls.append(len(clauses))
        return ["deposit"] * len(clauses)  # one topic for all: no clause alone reads like this

    return document_topics


def test_a_clause_the_model_gives_no_topic_or_skips_gets_the_offline_sections_topic(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[int] = []
    monkeypatch.setattr(llm_module, "document_topics", _marking(calls))

    def behaviour(body: dict[str, Any]) -> dict[str, Any]:
        answer = default_answer(body)
        if "clauses" in answer:
            answer["clauses"] = [c for c in answer["clauses"] if c["id"] != "c2"]  # c2 skipped: it falls back
            for entry in answer["clauses"]:
                entry["topic"] = "rent" if entry["id"] == "c4" else "other"  # the model's own choice wins
        return answer

    explanation = explain(FunctionChatModel(behaviour), make_doc())
    topics = {cid: text.topic for cid, text in explanation.clauses.items()}
    assert topics == {cid: ("rent" if cid == "c4" else "deposit") for cid in topics}
    assert explanation.clauses["c2"].fallback
    assert calls == [len(CLAUSES)]  # read once for the whole document


def test_a_clause_missing_from_an_explanation_gets_the_offline_sections_topic(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(topics_module, "document_topics", _marking(calls))
    doc = make_doc()
    empty = Explanation(summary="", category="rental_contract", tags=[], clauses={}, engine=Engine(kind="llm"))
    result = build_result("a" * 32, doc, empty, Settings())
    assert [clause.topic for clause in result.clauses] == ["deposit"] * len(CLAUSES)
    assert calls == [len(CLAUSES)]
