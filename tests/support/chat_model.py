"""A ChatModel that answers from a Python function, in process: no socket, no openai client.

It takes the behaviours of ``OpenAIServer`` (tests/support/openai_server.py): a function
``body -> Reply | str | dict`` where ``body`` has the request's ``model``, ``messages`` and
``schema`` (the ``OutputSchema`` as a dict), so the request helpers there (``clauses_of``, ``is_overview``,
``default_answer`` ...) read it alike. A ``Reply`` maps onto what ``OpenAIChatModel`` would give
for the same HTTP answer: a status other than 200 raises ``AttemptFailed`` with that status (and
Retry-After), a ``raw_body`` counts as a garbled envelope, ``hang`` waits until the retry layer's
timeout cancels the call, ``reset`` is a connection lost. A behaviour may also raise ``AttemptFailed`` itself (see ``unreachable``).

It lives in tests/support, not in the package: Klartext is a service, not a library, so nobody
outside this repository writes tests against LLMExplainer; the package ships only what it runs.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from app.explain.chat import AttemptFailed, ChatMessage, Completion, OutputSchema
from app.explain.openai_chat import retry_after_seconds
from tests.support.openai_server import Behaviour, Call, Reply, default_behaviour, peak_concurrency, reply_of


def unreachable(body: dict[str, Any]) -> Reply:
    """A behaviour for a server that cannot be reached (what a refused connection raises)."""
    raise AttemptFailed("APIConnectionError")


def _status_kind(status: int) -> str:
    # The openai client's exception names, so logs and metrics read as they do against a server.
    if status == 429:
        return "RateLimitError"
    return "InternalServerError" if status >= 500 else "APIStatusError"


class FunctionChatModel:
    """``ttfb``: seconds before every answer (on top of a reply's own ``delay``)."""

    def __init__(self, behaviour: Behaviour | None = None, *, ttfb: float = 0.0, name: str = "test-model") -> None:
        self.behaviour: Behaviour = behaviour or default_behaviour
        self.ttfb = ttfb
        self._name = name
        self.calls: list[Call] = []
        self.closed = False

    @property
    def name(self) -> str:
        return self._name

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Every request body so far, in arrival order."""
        return [c.body for c in self.calls]

    def max_concurrency(self) -> int:
        return peak_concurrency(self.calls)

    async def aclose(self) -> None:
        self.closed = True

    async def complete(self, messages: Sequence[ChatMessage], schema: OutputSchema) -> Completion:
        # Plain data, like a request body: tests compare and serialise bodies.
        body: dict[str, Any] = {"model": self.name, "messages": [dict(m) for m in messages], "schema": asdict(schema)}
        call = Call(body=body, started=time.monotonic())
        self.calls.append(call)
        try:
            reply = self._reply(body)
            if reply.hang:
                await asyncio.Event().wait()  # until the retry layer's timeout cancels it
            delay = self.ttfb + reply.delay
            if delay > 0:
                await asyncio.sleep(delay)
            call.status = reply.status
            if reply.reset:
                call.status = 0
                raise AttemptFailed("APIConnectionError")  # what the client raises on a reset connection
            if reply.status != 200:
                headers = {k.lower(): v for k, v in reply.headers.items()}
                kind = _status_kind(reply.status)
                raise AttemptFailed(kind, status=reply.status, retry_after=retry_after_seconds(headers))
            if reply.raw_body is not None:
                raise AttemptFailed("ValueError", status=200)  # what the client raises on such a body
            return Completion(content=reply.content, finish_reason=reply.finish_reason)
        finally:
            call.finished = time.monotonic()

    def _reply(self, body: dict[str, Any]) -> Reply:
        return reply_of(self.behaviour, body)
