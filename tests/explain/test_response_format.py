"""Local servers differ in the answer formats they accept: when one refuses the JSON schema, the model
asks with ``json_object``, then with the schema in the prompt alone, and remembers what its server
accepts; a server that refuses everything leaves the explanation to the offline engine. Through the
real openai client and the local OpenAI-compatible HTTP server (tests/support/openai_server.py)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from app.explain.llm import LLMExplainer
from app.explain.openai_chat import OpenAIChatModel, json_in_text, openai_chat_model
from app.explain.retry import RetryingChatModel
from app.models import Explanation, Notice
from tests.explain.test_llm import make_doc, settings
from tests.support.openai_server import OpenAIServer, Reply, default_answer, system_text

# How servers word a refusal (shapes seen from OpenAI-compatible servers; the texts are ours).
REFUSALS = [
    (400, {"error": {"message": "response_format type json_schema is not supported", "type": "invalid_request_error"}}),
    (422, {"detail": [{"loc": ["body", "response_format", "type"], "msg": "unexpected value"}]}),
    (400, {"error": {"code": 400, "message": "Failed to parse grammar", "type": "invalid_request_error"}}),
    (500, {"error": {"message": "'response_format.type' must be 'json_schema' or 'text'"}}),
]


def refusal(status: int, body: dict[str, Any]) -> Reply:
    return Reply(status=status, raw_body=json.dumps(body).encode())


def format_of(body: dict[str, Any]) -> str:
    return (body.get("response_format") or {}).get("type", "instructions")


def refusing(*refused: str, status: int = 400, error: dict[str, Any] | None = None) -> Any:
    def behaviour(body: dict[str, Any]) -> Reply:
        if format_of(body) in refused:
            return refusal(status, error or REFUSALS[0][1])
        return Reply(content=json.dumps(default_answer(body)))

    return behaviour


async def analyse(explainer: LLMExplainer, times: int = 1) -> list[Explanation]:
    return [await explainer.explain(make_doc(language="en")) for _ in range(times)]


def run(srv: OpenAIServer, times: int = 1) -> tuple[list[Explanation], LLMExplainer]:
    s = settings(llm_base_url=srv.base_url)
    explainer = LLMExplainer(s, openai_chat_model(s, backoff_base=0.01, retry_after_cap=1.0))

    async def go() -> list[Explanation]:
        try:
            return await analyse(explainer, times)
        finally:
            await explainer.aclose()

    return asyncio.run(go()), explainer


def mode_of(explainer: LLMExplainer) -> str:
    model = explainer.model
    assert isinstance(model, RetryingChatModel) and isinstance(model.model, OpenAIChatModel)
    return model.model.format_mode


def llm_without_fallback(result: Explanation) -> bool:
    return result.engine.kind == "llm" and not any(c.fallback for c in result.clauses.values())


@pytest.mark.slow
@pytest.mark.parametrize(("status", "error"), REFUSALS)
def test_a_refused_json_schema_falls_back_to_json_object_and_is_remembered(status: int, error: dict[str, Any]) -> None:
    with OpenAIServer(refusing("json_schema", status=status, error=error)) as srv:
        (first, second), explainer = run(srv, times=2)
        requests = srv.requests
    assert llm_without_fallback(first) and llm_without_fallback(second)
    assert first.warnings == [] and second.warnings == []
    assert mode_of(explainer) == "json_object"
    formats = [format_of(body) for body in requests]
    refused = formats.count("json_schema")
    assert 1 <= refused <= 3  # only the calls already in flight when the first refusal came back
    assert formats[-3:] == ["json_object"] * 3  # the second analysis asks with json_object first
    for body in requests:
        if format_of(body) == "json_object":
            # Without an enforced schema, the schema travels in the system message.
            assert '"clauses"' in system_text(body) or '"summary"' in system_text(body)
            assert "JSON schema" in system_text(body)


@pytest.mark.slow
def test_a_server_refusing_both_formats_gets_the_schema_in_the_prompt_and_its_prose_is_parsed() -> None:
    def behaviour(body: dict[str, Any]) -> Reply:
        if "response_format" in body:
            return refusal(400, {"error": {"message": "response_format is not supported by this server"}})
        content = json.dumps(default_answer(body), ensure_ascii=False)
        return Reply(content=f"Sure, here is the JSON:\n```json\n{content}\n```\nAnything else?")

    with OpenAIServer(behaviour) as srv:
        (first, second), explainer = run(srv, times=2)
        requests = srv.requests
    assert llm_without_fallback(first) and llm_without_fallback(second)
    assert first.clauses["c1"].translation.startswith("This clause c1")
    assert mode_of(explainer) == "instructions"
    assert all("response_format" not in body for body in requests[-3:])
    assert all("JSON schema" in system_text(body) for body in requests if "response_format" not in body)


@pytest.mark.slow
def test_a_server_refusing_every_format_leaves_the_explanation_to_the_offline_engine() -> None:
    def behaviour(body: dict[str, Any]) -> Reply:
        return refusal(400, {"error": {"message": "this server does not support the response_format or schema"}})

    with OpenAIServer(behaviour) as srv:
        (result,), explainer = run(srv)
        requests = srv.requests
    assert result.engine.kind == "offline"
    assert result.warnings[0] == Notice.of("llm_unavailable")
    assert {format_of(body) for body in requests} == {"json_schema", "json_object", "instructions"}
    assert mode_of(explainer) == "instructions"  # the last thing left to try, also next time
    assert len(requests) <= 3 * 3  # each slot tries each format at most once, then gives up


@pytest.mark.slow
def test_a_rejection_that_is_not_about_the_format_keeps_the_format() -> None:
    def behaviour(body: dict[str, Any]) -> Reply:
        return refusal(400, {"error": {"message": "model 'test-model' not found", "type": "invalid_request_error"}})

    with OpenAIServer(behaviour) as srv:
        (result,), explainer = run(srv)
        requests = srv.requests
    assert result.engine.kind == "offline"
    assert mode_of(explainer) == "json_schema"
    assert {format_of(body) for body in requests} == {"json_schema"} and len(requests) == 3


def test_json_is_found_in_prose_and_code_fences() -> None:
    assert json.loads(json_in_text('Here: {"a": {"b": 1}} done') or "") == {"a": {"b": 1}}
    assert json.loads(json_in_text('```json\n{"clauses": []}\n```') or "") == {"clauses": []}
    assert json.loads(json_in_text('{broken {"ok": true}') or "") == {"ok": True}
    assert json_in_text("no json at all") is None
    assert json_in_text("[1, 2]") is None
