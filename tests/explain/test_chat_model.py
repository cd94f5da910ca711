"""The two halves of the model seam on their own: the openai adapter and the retry policy.

The adapter runs the real openai client over httpx's MockTransport (no socket), so what the
client makes of each HTTP answer is what the retry layer sees; the retry layer runs over the
in-process model with a recorded sleep, so its delays are checked without waiting for them.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import httpx
import openai
import pytest

from app.explain import prompts
from app.explain.chat import AttemptFailed, Completion, LLMCallFailed, LLMUnavailable
from app.explain.openai_chat import OpenAIChatModel, response_format, retry_after_seconds
from app.explain.retry import RetryingChatModel, RetryPolicy
from tests.support.chat_model import FunctionChatModel, unreachable
from tests.support.openai_server import Reply

MESSAGES = prompts.messages("system text", "user text")


def envelope(content: str | None, finish_reason: str = "stop") -> dict[str, Any]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 0,
        "model": "m",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": finish_reason}],
    }


def adapter_call(handler: Callable[[httpx.Request], httpx.Response]) -> tuple[Completion | AttemptFailed, list[Any]]:
    """One ``OpenAIChatModel.complete`` over a mock transport: its result or failure, and the bodies sent."""
    sent: list[Any] = []

    def record(request: httpx.Request) -> httpx.Response:
        sent.append(json.loads(request.content))
        return handler(request)

    async def go() -> Completion | AttemptFailed:
        http = httpx.AsyncClient(transport=httpx.MockTransport(record))
        client = openai.AsyncOpenAI(base_url="http://llm.invalid/v1", api_key="k", max_retries=0, http_client=http)
        model = OpenAIChatModel(client, "m", timeout=5.0)
        try:
            return await model.complete(MESSAGES, prompts.clauses_schema())
        except AttemptFailed as exc:
            return exc
        finally:
            await model.aclose()

    return asyncio.run(go()), sent


# --------------------------------------------------------------------------- the openai adapter


def test_adapter_sends_the_schema_as_strict_response_format_and_returns_the_answer() -> None:
    result, sent = adapter_call(lambda request: httpx.Response(200, json=envelope('{"clauses": []}', "length")))
    assert result == Completion(content='{"clauses": []}', finish_reason="length")
    assert sent == [
        {
            "model": "m",
            "messages": MESSAGES,
            "response_format": response_format(prompts.clauses_schema()),
            "temperature": 0.2,
        }
    ]
    fmt = sent[0]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
    assert fmt["json_schema"]["name"] == prompts.CLAUSES_SCHEMA_NAME


@pytest.mark.parametrize(
    ("status", "headers", "retryable", "retry_after"),
    [
        (429, {"Retry-After": "0.3"}, True, 0.3),
        (429, {"retry-after-ms": "1500"}, True, 1.5),
        (503, {}, True, None),
        (500, {}, True, None),
        (400, {}, False, None),
        (401, {}, False, None),
    ],
)
def test_adapter_maps_error_statuses(status: int, headers: dict[str, str], retryable: bool, retry_after: float) -> None:
    result, _ = adapter_call(lambda request: httpx.Response(status, headers=headers, json={"error": {"message": "x"}}))
    assert isinstance(result, AttemptFailed)
    assert (result.status, result.retryable, result.retry_after) == (status, retryable, retry_after)


def test_adapter_maps_a_broken_envelope_to_a_garbled_answer() -> None:
    broken = b'{"choices": [ this is not json'
    headers = {"content-type": "application/json"}
    result, _ = adapter_call(lambda request: httpx.Response(200, headers=headers, content=broken))
    assert isinstance(result, AttemptFailed) and result.garbled


def test_adapter_maps_no_connection_to_a_retryable_failure_without_status() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    result, _ = adapter_call(refuse)
    assert isinstance(result, AttemptFailed)
    assert result.status is None and result.retryable and result.kind == "APIConnectionError"


def test_adapter_returns_no_content_for_an_answer_without_choices() -> None:
    result, _ = adapter_call(lambda request: httpx.Response(200, json={**envelope(None), "choices": []}))
    assert result == Completion(content=None, finish_reason=None)


def test_retry_after_reads_seconds_milliseconds_and_dates() -> None:
    assert retry_after_seconds(None) is None
    assert retry_after_seconds({"retry-after": "2"}) == 2.0
    assert retry_after_seconds({"retry-after-ms": "250"}) == 0.25
    assert retry_after_seconds({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0  # in the past
    assert retry_after_seconds({"retry-after": "soon"}) is None


# --------------------------------------------------------------------------- the retry policy


def retrying(model: FunctionChatModel, **policy: Any) -> tuple[RetryingChatModel, list[float]]:
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    base = {"timeout": 1.0, "max_retries": 3, "backoff_base": 0.5, "backoff_cap": 2.0, "retry_after_cap": 10.0}
    return RetryingChatModel(model, RetryPolicy(**{**base, **policy}), sleep=sleep), slept


def complete(model: RetryingChatModel) -> Completion:
    return asyncio.run(model.complete(MESSAGES, prompts.overview_schema()))


def test_backoff_doubles_up_to_the_cap_then_the_server_counts_as_unavailable() -> None:
    inner = FunctionChatModel(lambda body: Reply(status=503))
    model, slept = retrying(inner, max_retries=4)
    with pytest.raises(LLMUnavailable):
        complete(model)
    assert len(inner.calls) == 5
    assert slept == [0.5, 1.0, 2.0, 2.0]


def test_retry_after_wins_over_backoff_up_to_its_cap() -> None:
    answers = iter([Reply(status=429, headers={"Retry-After": "3"}), Reply(status=429, headers={"Retry-After": "60"})])
    inner = FunctionChatModel(lambda body: next(answers, Reply(content="{}")))
    model, slept = retrying(inner)
    assert complete(model) == Completion(content="{}", finish_reason="stop")
    assert slept == [3.0, 10.0]


def test_a_rejection_is_not_retried() -> None:
    inner = FunctionChatModel(lambda body: Reply(status=404))
    model, slept = retrying(inner)
    with pytest.raises(LLMCallFailed):
        complete(model)
    assert len(inner.calls) == 1 and slept == []


def test_no_connection_is_retried_then_unavailable() -> None:
    inner = FunctionChatModel(unreachable)
    model, slept = retrying(inner, max_retries=1)
    with pytest.raises(LLMUnavailable):
        complete(model)
    assert len(inner.calls) == 2 and slept == [0.5]


def test_a_hanging_attempt_is_cut_at_the_timeout_and_retried() -> None:
    answers = iter([Reply(hang=True)])
    inner = FunctionChatModel(lambda body: next(answers, Reply(content="ok")))
    model, slept = retrying(inner, timeout=0.05)
    assert complete(model).content == "ok"
    assert len(inner.calls) == 2 and slept == [0.5]


def test_a_garbled_envelope_is_handed_to_the_engine_as_no_content() -> None:
    inner = FunctionChatModel(lambda body: Reply(raw_body=b"{"))
    model, slept = retrying(inner)
    assert complete(model) == Completion(content=None, finish_reason=None)
    assert len(inner.calls) == 1 and slept == []


def test_an_unexpected_error_of_the_model_is_a_failed_call() -> None:
    def broken(body: dict[str, Any]) -> Reply:
        raise RuntimeError("a bug in some client")

    model, _ = retrying(FunctionChatModel(broken))
    with pytest.raises(LLMCallFailed):
        complete(model)


def test_the_wrapper_keeps_the_name_and_closes_the_model() -> None:
    inner = FunctionChatModel(name="some-model")
    model, _ = retrying(inner)
    assert model.name == "some-model"
    asyncio.run(model.aclose())
    assert inner.closed
