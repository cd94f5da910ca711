"""The seam between the LLM engine and a model: one typed call, whatever answers it.

Modelled on pydantic-ai's model interface, cut to what the engine needs: a ``ChatModel`` takes
the messages and the JSON schema the answer must match and returns the answer's text, unparsed
(the engine validates it, and a garbled answer is worth asking again). Implementations:
``OpenAIChatModel`` (app/explain/openai_chat.py, one HTTP attempt through the ``openai`` client),
``RetryingChatModel`` (app/explain/retry.py, timeouts and retries around any model) and, for the
tests, ``FunctionChatModel`` (tests/support/chat_model.py, answers from a Python function).

A single attempt that fails raises ``AttemptFailed``; the retry layer turns its outcome into one
of the two errors the engine acts on: ``LLMUnavailable`` or ``LLMCallFailed``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypedDict


class ChatMessage(TypedDict):
    role: Literal["system", "user", "assistant"]
    content: str


@dataclass(frozen=True)
class OutputSchema:
    """The JSON schema an answer must match; ``strict``: the server must enforce it exactly."""

    name: str
    schema: Mapping[str, Any] = field(hash=False)
    strict: bool = True


@dataclass(frozen=True)
class Completion:
    content: str | None  # None: the model answered nothing usable (empty, or not a completion)
    finish_reason: str | None = "stop"  # "length": cut off, so the JSON in it is incomplete


class ChatModel(Protocol):
    @property
    def name(self) -> str:
        """The model's name as the explanation reports it (``Engine.model``)."""
        ...

    async def complete(self, messages: Sequence[ChatMessage], schema: OutputSchema) -> Completion:
        """One answer to ``messages``; raises ``AttemptFailed`` (one attempt) or ``LLMUnavailable`` /
        ``LLMCallFailed`` (after the retries)."""
        ...

    async def aclose(self) -> None: ...


class AttemptFailed(Exception):
    """One attempt got no answer. ``kind`` names the failure (a type name, for logs and metrics).

    ``status`` says what the retry layer does: None (no answer: connection lost, timed out) and
    429 or 5xx (overloaded) are retried, honouring ``retry_after``; 200 (an answer that is not a
    chat completion) counts as a garbled answer; any other status is a rejection.
    """

    def __init__(self, kind: str, *, status: int | None = None, retry_after: float | None = None) -> None:
        super().__init__(kind if status is None else f"{kind} status {status}")
        self.kind = kind
        self.status = status
        self.retry_after = retry_after

    @property
    def retryable(self) -> bool:
        return self.status is None or self.status == 429 or self.status >= 500

    @property
    def garbled(self) -> bool:
        return self.status == 200


class LLMUnavailable(Exception):
    """The server stayed unreachable, too slow or overloaded (429/5xx) after every retry."""


class LLMCallFailed(Exception):
    """The server answered with an error that retrying cannot fix (e.g. 400, 401, 404)."""
