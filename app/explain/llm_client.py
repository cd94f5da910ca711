"""One chat-completion call with a hard timeout and retries; the transport half of the LLM engine.

Retries are ours, not the openai client's (it is built with ``max_retries=0``): we need
exponential backoff that honours Retry-After up to a cap, a hard total timeout per attempt,
and one clear outcome for the engine — an answer, ``LLMUnavailable`` (the server stayed
unreachable or overloaded, so the offline engine takes over) or ``LLMCallFailed`` (the server
rejected the request; retrying would not help).

Logs carry only durations, status codes and exception types: never prompts or answers.
"""

from __future__ import annotations

import asyncio
import email.utils
import logging
import time
from dataclasses import dataclass
from typing import Any, cast

import openai

from app import metrics

log = logging.getLogger("klartext.llm")
# The openai client logs whole request bodies (the document) at DEBUG; never let it.
logging.getLogger("openai").setLevel(logging.WARNING)

PLACEHOLDER_API_KEY = "klartext-no-key"  # many local servers need no key, the client needs one


class LLMUnavailable(Exception):
    """The server stayed unreachable, too slow or overloaded (429/5xx) after every retry."""


class LLMCallFailed(Exception):
    """The server answered with an error that retrying cannot fix (e.g. 400, 401, 404)."""


@dataclass(frozen=True)
class Completion:
    content: str | None
    finish_reason: str | None


def make_client(base_url: str | None, api_key: str | None, timeout: float) -> openai.AsyncOpenAI:
    return openai.AsyncOpenAI(
        base_url=base_url,
        api_key=api_key or PLACEHOLDER_API_KEY,
        timeout=timeout,
        max_retries=0,
    )


def retry_after_seconds(headers: Any) -> float | None:
    """Seconds from a Retry-After (seconds or HTTP date) or retry-after-ms header, if any."""
    if headers is None:
        return None
    millis = headers.get("retry-after-ms")
    if millis:
        try:
            return max(0.0, float(millis) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


class ChatCaller:
    """Calls one model with retries. ``backoff_base`` doubles per retry up to ``backoff_cap``."""

    def __init__(
        self,
        client: openai.AsyncOpenAI,
        model: str,
        *,
        timeout: float,
        max_retries: int,
        backoff_base: float = 0.5,
        backoff_cap: float = 8.0,
        retry_after_cap: float = 10.0,
    ) -> None:
        self.client = client
        self.model = model
        self.timeout = timeout
        self.max_retries = max(0, max_retries)
        self.backoff_base = backoff_base
        self.backoff_cap = backoff_cap
        self.retry_after_cap = retry_after_cap

    async def complete(self, messages: list[dict[str, str]], response_format: dict[str, Any]) -> Completion:
        for attempt in range(self.max_retries + 1):
            started = time.monotonic()
            try:
                # The client's timeout bounds each read; this bounds the whole attempt, so a server
                # that trickles bytes cannot stretch a call beyond the configured timeout.
                async with asyncio.timeout(self.timeout):
                    response = await self.client.chat.completions.create(
                        model=self.model,
                        messages=cast(Any, messages),
                        response_format=cast(Any, response_format),
                        temperature=0.2,
                        timeout=self.timeout,
                    )
            except (openai.RateLimitError, openai.InternalServerError, openai.APIStatusError) as exc:
                status = exc.status_code
                self._log_failure(attempt, started, type(exc).__name__, status)
                if status != 429 and status < 500:
                    raise LLMCallFailed(f"status {status}") from exc
                if attempt == self.max_retries:
                    raise LLMUnavailable(f"status {status}") from exc
                await asyncio.sleep(self._delay(attempt, retry_after_seconds(exc.response.headers)))
                continue
            except (openai.APIConnectionError, TimeoutError) as exc:
                self._log_failure(attempt, started, type(exc).__name__, None)
                if attempt == self.max_retries:
                    raise LLMUnavailable(type(exc).__name__) from exc
                await asyncio.sleep(self._delay(attempt, None))
                continue
            except (ValueError, openai.APIResponseValidationError) as exc:
                # A 200 whose body is not a chat completion: like a garbled answer, worth one more ask.
                self._log_failure(attempt, started, type(exc).__name__, 200)
                return Completion(content=None, finish_reason=None)
            except Exception as exc:
                # Anything else the client raises must not cost the explanation: offline takes over.
                self._log_failure(attempt, started, type(exc).__name__, None)
                raise LLMCallFailed(type(exc).__name__) from exc
            log.info("llm call ok in %.2fs (attempt %d)", time.monotonic() - started, attempt + 1)
            metrics.llm_call(time.monotonic() - started, "ok")
            choices = getattr(response, "choices", None)
            if not choices:
                return Completion(content=None, finish_reason=None)
            return Completion(content=choices[0].message.content, finish_reason=choices[0].finish_reason)
        raise AssertionError("unreachable")  # the loop always returns or raises

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return min(retry_after, self.retry_after_cap)
        return min(self.backoff_base * (2**attempt), self.backoff_cap)

    @staticmethod
    def _log_failure(attempt: int, started: float, kind: str, status: int | None) -> None:
        metrics.llm_call(time.monotonic() - started, kind)
        log.warning(
            "llm call failed after %.2fs (attempt %d): %s status=%s",
            time.monotonic() - started,
            attempt + 1,
            kind,
            status,
        )
