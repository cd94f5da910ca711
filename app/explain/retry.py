"""Timeouts and retries around any ChatModel: the engine sees an answer or one clear error.

We retry ourselves (the openai client is built with ``max_retries=0``): exponential backoff that
honours Retry-After up to a cap, and a hard total timeout per attempt. The outcome is an answer,
``LLMUnavailable`` (the server stayed unreachable or overloaded: the offline engine takes over) or
``LLMCallFailed`` (the server rejected the request; retrying would not help).

Logs and metrics carry only durations, attempt numbers, status codes and failure kinds: never
prompts or answers.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from app import metrics
from app.explain.chat import (
    AttemptFailed,
    ChatMessage,
    ChatModel,
    Completion,
    LLMCallFailed,
    LLMUnavailable,
    OutputSchema,
)

log = logging.getLogger("klartext.llm")


@dataclass(frozen=True)
class RetryPolicy:
    """``timeout`` bounds each attempt; ``backoff_base`` doubles per retry up to ``backoff_cap``."""

    timeout: float
    max_retries: int
    backoff_base: float = 0.5
    backoff_cap: float = 8.0
    retry_after_cap: float = 10.0

    def delay(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return min(retry_after, self.retry_after_cap)
        return min(self.backoff_base * 2.0**attempt, self.backoff_cap)


class RetryingChatModel:
    """A ChatModel that asks ``model`` again after a transient failure, within ``policy``."""

    def __init__(
        self, model: ChatModel, policy: RetryPolicy, *, sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    ) -> None:
        self.model = model
        self.policy = policy
        self._sleep = sleep

    @property
    def name(self) -> str:
        return self.model.name

    async def aclose(self) -> None:
        await self.model.aclose()

    async def complete(self, messages: Sequence[ChatMessage], schema: OutputSchema) -> Completion:
        retries = max(0, self.policy.max_retries)
        for attempt in range(retries + 1):
            started = time.monotonic()
            try:
                # The client's own timeout bounds each read; this bounds the whole attempt, so a
                # server that trickles bytes cannot stretch a call beyond the configured timeout.
                async with asyncio.timeout(self.policy.timeout):
                    completion = await self.model.complete(messages, schema)
            except TimeoutError as exc:
                failure = AttemptFailed(type(exc).__name__)
            except AttemptFailed as exc:
                failure = exc
            except Exception as exc:
                # Anything else a model raises must not cost the explanation: offline takes over.
                _log_failure(attempt, started, type(exc).__name__, None)
                raise LLMCallFailed(type(exc).__name__) from exc
            else:
                log.info("llm call ok in %.2fs (attempt %d)", time.monotonic() - started, attempt + 1)
                metrics.llm_call(time.monotonic() - started, "ok")
                return completion
            _log_failure(attempt, started, failure.kind, 200 if failure.garbled else failure.status)
            if failure.garbled:
                # A 200 whose body is not a chat completion: like a garbled answer, worth one more ask
                # by the engine, not a transport retry.
                return Completion(content=None, finish_reason=None)
            if not failure.retryable:
                raise LLMCallFailed(str(failure)) from failure
            if attempt == retries:
                raise LLMUnavailable(str(failure)) from failure
            await self._sleep(self.policy.delay(attempt, failure.retry_after))
        raise AssertionError("unreachable")  # the loop always returns or raises


def _log_failure(attempt: int, started: float, kind: str, status: int | None) -> None:
    metrics.llm_call(time.monotonic() - started, kind)
    log.warning(
        "llm call failed after %.2fs (attempt %d): %s status=%s",
        time.monotonic() - started,
        attempt + 1,
        kind,
        status,
    )
