"""A ChatModel on any OpenAI-compatible server, through the ``openai`` client: one attempt per call.

The client is built with ``max_retries=0``: retries and the hard per-attempt timeout are
``RetryingChatModel``'s (app/explain/retry.py), so every model gets the same policy. This module
only maps the client's outcomes onto the seam: an answer, or ``AttemptFailed`` with the status
that tells the retry layer what to do.
"""

from __future__ import annotations

import email.utils
import json
import logging
import re
import time
from collections.abc import Sequence
from typing import Any, Literal, cast

import openai

from app.config import Settings
from app.explain import prompts
from app.explain.chat import AttemptFailed, ChatMessage, ChatModel, Completion, OutputSchema
from app.explain.retry import RetryingChatModel, RetryPolicy

# The openai client logs whole request bodies (the document) at DEBUG; never let it.
logging.getLogger("openai").setLevel(logging.WARNING)
log = logging.getLogger("klartext.llm")

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


# How the answer's form is asked for, strictest first. Local servers differ: some refuse the JSON
# schema (or any response_format); then the next mode is tried, and the model remembers what its
# server accepts. In "json_object" and "instructions" the schema travels in the system message.
FormatMode = Literal["json_schema", "json_object", "instructions"]
FORMAT_MODES: tuple[FormatMode, ...] = ("json_schema", "json_object", "instructions")
_FORMAT_STATUSES = frozenset({400, 415, 422, 500, 501})
# What servers say when they refuse the answer format (OpenAI, vLLM, llama.cpp, Ollama, LM Studio).
_FORMAT_REFUSAL = re.compile(
    r"response[_ .-]?format|json[_ -]?schema|json[_ -]?object|structured[_ -]?output|guided[_ -]?(?:json|decoding)"
    r"|grammar|\bschema\b",
    re.IGNORECASE,
)


def refuses_format(exc: openai.APIStatusError) -> bool:
    """Whether an error answer says the server does not accept the requested answer format."""
    if exc.status_code not in _FORMAT_STATUSES:
        return False
    try:
        said = f"{exc.message} {json.dumps(exc.body, default=str)}"
    except (TypeError, ValueError):
        said = str(exc.message)
    return bool(_FORMAT_REFUSAL.search(said))


def json_in_text(content: str) -> str | None:
    """The first JSON object in a free-text answer (prose or a code fence around it), re-serialised."""
    decoder = json.JSONDecoder()
    start = content.find("{")
    while start != -1:
        try:
            value, _ = decoder.raw_decode(content, start)
        except ValueError:
            start = content.find("{", start + 1)
            continue
        if isinstance(value, dict):
            return json.dumps(value, ensure_ascii=False)
        start = content.find("{", start + 1)
    return None


def with_schema_instruction(messages: Sequence[ChatMessage], schema: OutputSchema) -> list[ChatMessage]:
    """``messages`` with the schema spelled out at the end of the system message."""
    instruction = prompts.schema_instruction(schema)
    out: list[ChatMessage] = []
    added = False
    for message in messages:
        if message["role"] == "system" and not added:
            out.append({"role": "system", "content": f"{message['content']}\n\n{instruction}"})
            added = True
        else:
            out.append(message)
    if not added:
        out.insert(0, {"role": "system", "content": instruction})
    return out


class OpenAIChatModel:
    def __init__(self, client: openai.AsyncOpenAI, model: str, *, timeout: float) -> None:
        self.client = client
        self.model = model
        self.timeout = timeout
        self._mode = 0  # index into FORMAT_MODES: the strictest form this server accepted so far

    @property
    def format_mode(self) -> FormatMode:
        """The answer format this model asks its server for (remembered once a server refused one)."""
        return FORMAT_MODES[self._mode]

    @property
    def name(self) -> str:
        return self.model

    async def aclose(self) -> None:
        await self.client.close()

    async def complete(self, messages: Sequence[ChatMessage], schema: OutputSchema) -> Completion:
        while True:
            mode = self._mode
            try:
                return await self._attempt(messages, schema, FORMAT_MODES[mode])
            except _FormatRefused:
                # Calls in parallel may learn it together: the mode only ever gets less strict.
                self._mode = max(self._mode, mode + 1)
                log.info("llm server refused answer format %s; using %s", FORMAT_MODES[mode], self.format_mode)

    async def _attempt(self, messages: Sequence[ChatMessage], schema: OutputSchema, mode: FormatMode) -> Completion:
        extra: dict[str, Any] = {}
        sent: Sequence[ChatMessage] = messages
        if mode == "json_schema":
            extra["response_format"] = response_format(schema)
        else:
            sent = with_schema_instruction(messages, schema)
            if mode == "json_object":
                extra["response_format"] = {"type": "json_object"}
        try:
            response = await self.client.chat.completions.create(
                model=self.model,
                messages=cast(Any, list(sent)),
                temperature=TEMPERATURE,
                timeout=self.timeout,
                **extra,
            )
        except openai.APIStatusError as exc:  # RateLimitError and InternalServerError among them
            if mode != FORMAT_MODES[-1] and refuses_format(exc):
                raise _FormatRefused from exc
            retry_after = retry_after_seconds(exc.response.headers)
            raise AttemptFailed(type(exc).__name__, status=exc.status_code, retry_after=retry_after) from exc
        except openai.APIConnectionError as exc:  # APITimeoutError among them
            raise AttemptFailed(type(exc).__name__) from exc
        except (ValueError, openai.APIResponseValidationError) as exc:
            raise AttemptFailed(type(exc).__name__, status=200) from exc
        choices = getattr(response, "choices", None)
        if not choices:
            return Completion(content=None, finish_reason=None)
        content = choices[0].message.content
        if content and mode != "json_schema":
            # Without an enforced schema, models wrap the JSON in prose or a code fence.
            content = json_in_text(content) or content
        return Completion(content=content, finish_reason=choices[0].finish_reason)


class _FormatRefused(Exception):
    """The server refused the answer format of this attempt: try the next mode at once."""


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
