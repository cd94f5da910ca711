"""The explain engines hand back notices; the result puts them in words once, in the reader's language."""

from __future__ import annotations

import asyncio

import pytest

from app.config import LANGUAGES, Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.locales.messages import render
from app.models import Notice
from tests.explain.test_llm import explain
from tests.support.chat_model import FunctionChatModel, unreachable
from tests.support.documents import prepared_lease


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_offline_engine_returns_its_note_as_a_notice(language: str) -> None:
    doc = prepared_lease(language)
    explanation = asyncio.run(OfflineExplainer().explain(doc))
    assert list(explanation.warnings) == [Notice.of("offline_note")]
    result = build_result("a" * 32, doc, explanation, Settings())
    assert result.warnings == [render("offline_note", language)]
    assert "{" not in result.warnings[0]


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_an_unreachable_model_says_so_before_the_offline_note(language: str) -> None:
    doc = prepared_lease(language)
    explanation = explain(FunctionChatModel(unreachable), doc, llm_max_retries=0)
    assert list(explanation.warnings) == [Notice.of("llm_unavailable"), Notice.of("offline_note")]
    result = build_result("a" * 32, doc, explanation, Settings())
    assert result.warnings == [render("llm_unavailable", language), render("offline_note", language)]
