"""A ChatModel on any OpenAI-compatible server, through the ``openai`` client: one attempt per call.

The client is built with ``max_retries=0``: retries and the hard per-attempt timeout are
``RetryingChatModel``'s (app/explain/retry.py), so every model gets the same policy. This module
only maps the client's outcomes onto the seam: an answer, or ``AttemptFailed`` with the status
that tells the retry layer what to do.
"""

from __future__ import annotations

import email.utils
import logging
import time
from collections.abc import Sequence
from typing import Any, cast

import openai

from app.config import Settings
from app.explain.chat import AttemptFailed, ChatMessage, ChatModel, Completion, OutputSchema
from app.explain.retry import RetryingChatModel, RetryPolicy

# The openai client logs whole request bodies (the document) at DEBUG; never let it.
logging.getLogger("openai").setLevel(logging.WARNING)

PLACEHOLDER_API_KEY = "klartext-no-key"  # many local servers need no key, the client needs one
TEMPERATURE = 0.2


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


def response_format(schema: OutputSchema) -> dict[str, Any]:
    """The schema as OpenAI's ``response_format`` (structured outputs)."""
    json_schema = {"name": schema.name, "strict": schema.strict, "schema": dict(schema.schema)}
    return {"type": "json_schema", "json_schema": json_schema}


class OpenAIChatModel:
    def __init__(self, client: openai.AsyncOpenAI, model: str, *, timeout: float) -> None:
        self.client = client
        self.model = model
        self.timeout = timeout

    @property
    def name(self) -> str:
        return self.model

    async def aclose(self) -> None:
        await self.client.close()

    async def complete(self, messages: Sequence[ChatMessage], schema: OutputSchema) -> Completion:
        try:
            response = await self.client.chat.completions.create(
                model=self.model,
                messages=cast(Any, list(messages)),
                response_format=cast(Any, response_format(schema)),
                temperature=TEMPERATURE,
                timeout=self.timeout,
            )
        except openai.APIStatusError as exc:  # RateLimitError and InternalServerError among them
            retry_after = retry_after_seconds(exc.response.headers)
            raise AttemptFailed(type(exc).__name__, status=exc.status_code, retry_after=retry_after) from exc
        except openai.APIConnectionError as exc:  # APITimeoutError among them
            raise AttemptFailed(type(exc).__name__) from exc
        except (ValueError, openai.APIResponseValidationError) as exc:
            raise AttemptFailed(type(exc).__name__, status=200) from exc
        choices = getattr(response, "choices", None)
        if not choices:
            return Completion(content=None, finish_reason=None)
        return Completion(content=choices[0].message.content, finish_reason=choices[0].finish_reason)


def openai_chat_model(settings: Settings, *, backoff_base: float = 0.5, retry_after_cap: float = 10.0) -> ChatModel:
    """The configured server's model behind the retry policy of ``settings``."""
    if not settings.llm_model:
        raise ValueError("an LLM model needs settings.llm_model")
    timeout = settings.llm_timeout_seconds
    client = make_client(settings.llm_base_url, settings.llm_api_key, timeout)
    policy = RetryPolicy(
        timeout=timeout,
        max_retries=settings.llm_max_retries,
        backoff_base=backoff_base,
        retry_after_cap=retry_after_cap,
    )
    return RetryingChatModel(OpenAIChatModel(client, settings.llm_model, timeout=timeout), policy)
