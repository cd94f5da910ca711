"""A real local HTTP server that speaks the OpenAI chat-completions API (non-streaming).

Tests and benchmarks point the real ``openai`` client (and so the real LLM engine) at it::

    with OpenAIServer(behaviour=my_behaviour, ttfb=0.1) as srv:
        settings = Settings(llm_base_url=srv.base_url, llm_model="test-model")
        ...
        srv.requests  # every request body, in arrival order

A behaviour is a function ``request_json -> Reply | str | dict``: a ``str`` is the message
content, a ``dict`` is JSON-encoded as content, a ``Reply`` can also set the status code,
headers, a delay, a raw (even malformed) body, hang, or reset the connection half-way through
its body. The default behaviour answers every clause in the request with schema-valid JSON in
the requested explanation language. The same behaviours drive the in-process model
(tests/support/chat_model.py).

Misbehaving servers are scripted (section "faults"): ``Script`` plays a list of faults before it
hands over to a behaviour (for the server as a whole, or for each distinct request, so every
request meets the same faults), and ``schema_mismatch``, ``in_language``, ``echo_system_prompt``
and ``with_reader_instructions`` give answers that parse but must not reach a reader.
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
import struct
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import Receive, Scope, Send


@dataclass
class Reply:
    content: str | None = None  # message content; None with status 200 means empty content
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # extra seconds before answering (on top of the server's latency model)
    raw_body: bytes | None = None  # sent verbatim instead of a chat-completion envelope
    finish_reason: str = "stop"
    hang: bool = False  # never answer (until the server shuts down)
    reset: bool = False  # send the headers and half the body, then reset the connection (TCP RST)


Behaviour = Callable[[dict[str, Any]], "Reply | str | dict[str, Any]"]


@dataclass
class Call:
    """One request as the server saw it, with wall-clock times (time.monotonic)."""

    body: dict[str, Any]
    started: float
    finished: float | None = None
    status: int | None = None


def peak_concurrency(calls: list[Call]) -> int:
    """Largest number of ``calls`` that were in progress at the same moment."""
    events = [(c.started, 1) for c in calls] + [(c.finished, -1) for c in calls if c.finished]
    level = peak = 0
    for _, step in sorted(events, key=lambda e: (e[0], e[1])):
        level += step
        peak = max(peak, level)
    return peak


# --------------------------------------------------------------------------- request parsing

_CLAUSE = re.compile(r'<clause id="([^"]+)">\n?(.*?)\n?</clause>', re.DOTALL)
_DOCUMENT = re.compile(r"<document>\n?(.*?)\n?</document>", re.DOTALL)
_LANGUAGE = re.compile(r"Explanation language:[^\n]*\((de|en|es|fr|it|pt)\)")


def user_text(body: dict[str, Any]) -> str:
    return "\n".join(str(m.get("content", "")) for m in body.get("messages", []) if m.get("role") == "user")


def system_text(body: dict[str, Any]) -> str:
    return "\n".join(str(m.get("content", "")) for m in body.get("messages", []) if m.get("role") == "system")


def clauses_of(body: dict[str, Any]) -> list[tuple[str, str]]:
    """(id, text) of every delimited clause in the request."""
    return _CLAUSE.findall(user_text(body))


def document_of(body: dict[str, Any]) -> str | None:
    found = _DOCUMENT.search(user_text(body))
    return found.group(1) if found else None


def language_of(body: dict[str, Any]) -> str:
    found = _LANGUAGE.search(user_text(body))
    return found.group(1) if found else "en"


def schema_name(body: dict[str, Any]) -> str | None:
    fmt = body.get("response_format") or {}
    return (fmt.get("json_schema") or {}).get("name")


def is_overview(body: dict[str, Any]) -> bool:
    return document_of(body) is not None and not clauses_of(body)


# --------------------------------------------------------------------------- default answers

# Two sentences per language, full of that language's stopwords so a language check accepts them.
_TEXTS: dict[str, tuple[str, str, str]] = {
    "de": (
        "Diese Klausel {id} sagt in einfachen Worten, was Sie tun müssen und was die andere Seite tun muss.",
        "Das ist wichtig für Sie, weil es um Ihre Rechte und Pflichten und um die Fristen in dem Vertrag geht.",
        "Das Dokument ist ein Vertrag, und es regelt die Rechte und Pflichten von Ihnen und der anderen Seite.",
    ),
    "en": (
        "This clause {id} says in plain words what you have to do and what the other side has to do.",
        "This is important for you because it is about your rights and duties and the deadlines of the contract.",
        "The document is a contract and it sets out the rights and duties of you and the other side.",
    ),
    "es": (
        "Esta cláusula {id} dice con palabras sencillas lo que usted tiene que hacer y lo que debe hacer la otra parte.",
        "Es importante para usted porque trata de sus derechos y de sus obligaciones y de los plazos del contrato.",
        "El documento es un contrato y regula los derechos y las obligaciones de usted y de la otra parte.",
    ),
    "fr": (
        "Cette clause {id} dit avec des mots simples ce que vous devez faire et ce que l'autre partie doit faire.",
        "C'est important pour vous parce qu'il s'agit de vos droits et de vos obligations et des délais du contrat.",
        "Le document est un contrat et il règle les droits et les obligations de vous et de l'autre partie.",
    ),
    "it": (
        "Questa clausola {id} dice con parole semplici che cosa Lei deve fare e che cosa deve fare l'altra parte.",
        "Questo è importante per Lei perché riguarda i suoi diritti e i suoi obblighi e le scadenze del contratto.",
        "Il documento è un contratto e regola i diritti e gli obblighi di Lei e dell'altra parte.",
    ),
    "pt": (
        "Esta cláusula {id} diz com palavras simples o que você tem de fazer e o que a outra parte tem de fazer.",
        "Isto é importante para você porque trata dos seus direitos e das suas obrigações e dos prazos do contrato.",
        "O documento é um contrato e regula os direitos e as obrigações de você e da outra parte.",
    ),
}


def default_answer(body: dict[str, Any], language: str | None = None) -> dict[str, Any]:
    """Schema-valid JSON for the request: one entry per clause, or an overview."""
    lang = language or language_of(body)
    translation, explanation, summary = _TEXTS.get(lang, _TEXTS["en"])
    if is_overview(body):
        return {"summary": summary, "category": "other", "tags": ["contract"]}
    return {
        "clauses": [
            {"id": cid, "translation": translation.format(id=cid), "explanation": explanation, "topic": "other"}
            for cid, _ in clauses_of(body)
        ]
    }


def default_behaviour(body: dict[str, Any]) -> Reply:
    return Reply(content=json.dumps(default_answer(body), ensure_ascii=False))


# --------------------------------------------------------------------------- faults


def request_key(body: dict[str, Any]) -> str:
    """The same for every attempt at one request (its messages and answer format)."""
    return json.dumps([body.get("messages"), body.get("response_format"), body.get("schema")], sort_keys=True)


class Script:
    """A behaviour that answers with ``faults`` first, one per call, then as ``then`` does.

    ``per_request``: the faults are played for each distinct request (every attempt at the same
    request counts), so every call of an analysis meets them; otherwise for the server's calls in
    arrival order. A fault is a ``Reply`` or a behaviour. ``played`` counts the faults answered.
    """

    def __init__(self, *faults: Reply | Behaviour, then: Behaviour | None = None, per_request: bool = False) -> None:
        self.faults = faults
        self.then: Behaviour = then or default_behaviour
        self.per_request = per_request
        self.played = 0
        self._seen: dict[str, int] = {}
        self._lock = threading.Lock()

    def __call__(self, body: dict[str, Any]) -> Reply | str | dict[str, Any]:
        key = request_key(body) if self.per_request else ""
        with self._lock:
            index = self._seen.get(key, 0)
            self._seen[key] = index + 1
            if index < len(self.faults):
                self.played += 1
        if index >= len(self.faults):
            return self.then(body)
        fault = self.faults[index]
        return fault if isinstance(fault, Reply) else fault(body)


def storm(status: int, calls: int, retry_after: float | None = None, **kwargs: Any) -> Script:
    """``calls`` answers of ``status`` (429, 500 ...), with or without Retry-After, then good answers."""
    headers = {"Retry-After": f"{retry_after:g}"} if retry_after is not None else {}
    return Script(*[Reply(status=status, headers=headers)] * calls, **kwargs)


def hang(body: dict[str, Any]) -> Reply:
    """No answer at all: the request stays open until the client gives up (or the server stops)."""
    return Reply(hang=True)


def reset_mid_body(body: dict[str, Any]) -> Reply:
    """A good answer cut off half-way by a connection reset."""
    return Reply(content=json.dumps(default_answer(body), ensure_ascii=False), reset=True)


def schema_mismatch(body: dict[str, Any]) -> dict[str, Any]:
    """Valid JSON in the wrong shape: other keys, wrong types, no clause ids."""
    if is_overview(body):
        return {"summary": ["not", "a", "string"], "kind": "contract", "tags": "contract"}
    return {"clauses": [{"clause": cid, "text": 42} for cid, _ in clauses_of(body)], "note": "done"}


def in_language(language: str) -> Behaviour:
    """Schema-valid answers, but in ``language`` whatever was asked for."""
    return lambda body: default_answer(body, language=language)


def echo_system_prompt(body: dict[str, Any]) -> dict[str, Any]:
    """Schema-valid answers whose texts repeat the system prompt (a model leaking its instructions)."""
    system = " ".join(system_text(body).split())
    answer = default_answer(body)
    if "summary" in answer:
        answer["summary"] = system[:600]
    for entry in answer.get("clauses", []):
        entry["explanation"] = system[:600]
    return answer


def with_reader_instructions(text: str) -> Behaviour:
    """Schema-valid answers in the right language with ``text`` (an instruction to the reader) added."""

    def behaviour(body: dict[str, Any]) -> dict[str, Any]:
        answer = default_answer(body)
        if "summary" in answer:
            answer["summary"] = f"{answer['summary']} {text}"
        for entry in answer.get("clauses", []):
            entry["explanation"] = f"{entry['explanation']} {text}"
        return answer

    return behaviour


# --------------------------------------------------------------------------- the server


def _envelope(body: dict[str, Any], content: str | None, finish_reason: str) -> dict[str, Any]:
    prompt_chars = sum(len(str(m.get("content", ""))) for m in body.get("messages", []))
    completion_tokens = len(content or "") // 4
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:12]}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "test-model"),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content, "refusal": None},
                "finish_reason": finish_reason,
                "logprobs": None,
            }
        ],
        "usage": {
            "prompt_tokens": prompt_chars // 4,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_chars // 4 + completion_tokens,
        },
    }


def reply_of(behaviour: Behaviour, body: dict[str, Any]) -> Reply:
    """What a behaviour answers to a request body, as a Reply (a dict becomes JSON content)."""
    result = behaviour(body)
    if isinstance(result, Reply):
        return result
    if isinstance(result, dict):
        return Reply(content=json.dumps(result, ensure_ascii=False))
    return Reply(content=str(result))


class _ResetResponse(Response):
    """Announces the whole body, sends half of it, then resets the connection."""

    def __init__(self, body: bytes, abort: Callable[[tuple[str, int]], None]) -> None:
        super().__init__(body, 200, media_type="application/json")
        self._abort = abort

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": self.raw_headers})
        await send({"type": "http.response.body", "body": self.body[: len(self.body) // 2], "more_body": True})
        await asyncio.sleep(0.05)  # let the half reach the client before the reset
        client = scope.get("client")
        assert client is not None
        self._abort((client[0], client[1]))
        while (await receive())["type"] != "http.disconnect":
            pass


class OpenAIServer:
    """uvicorn + Starlette in a background thread on a free port.

    ``ttfb``: seconds before the first byte of every answer; ``tokens_per_second``: if set,
    an answer of N characters additionally takes (N/4)/tokens_per_second seconds, like a model
    generating it (the answer is still sent in one piece).
    """

    def __init__(
        self,
        behaviour: Behaviour | None = None,
        *,
        ttfb: float = 0.0,
        tokens_per_second: float | None = None,
        models: tuple[str, ...] = ("test-model",),
    ) -> None:
        self.behaviour: Behaviour = behaviour or default_behaviour
        self.ttfb = ttfb
        self.tokens_per_second = tokens_per_second
        self.models = models
        self.calls: list[Call] = []
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None
        self.port = 0

    # ---------------------------------------------------------------- recorded data

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Every chat-completion request body received so far, in arrival order."""
        with self._lock:
            return [c.body for c in self.calls]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def max_concurrency(self) -> int:
        """Largest number of requests that were in progress at the same moment."""
        with self._lock:
            return peak_concurrency(self.calls)

    # ---------------------------------------------------------------- HTTP handlers

    async def _chat(self, request: Request) -> Response:
        raw = await request.body()
        try:
            body = json.loads(raw)
        except ValueError:
            return JSONResponse({"error": {"message": "invalid JSON body", "type": "invalid_request_error"}}, 400)
        call = Call(body=body, started=time.monotonic())
        with self._lock:
            self.calls.append(call)
        try:
            reply = self._reply(body)
            if reply.hang:
                # Poll rather than sleep for long, so stop() ends hanging requests at once.
                while not self._stopping.is_set():
                    await asyncio.sleep(0.02)
                reply = Reply(status=503)
            delay = self.ttfb + reply.delay
            if self.tokens_per_second and reply.content:
                delay += (len(reply.content) / 4) / self.tokens_per_second
            if delay > 0:
                await asyncio.sleep(delay)
            if reply.reset:
                call.status = 0  # no complete answer: the connection was reset
                return _ResetResponse(bytes(self._response(body, reply).body), self._abort)
            response = self._response(body, reply)
            call.status = response.status_code
            return response
        finally:
            call.finished = time.monotonic()

    def _reply(self, body: dict[str, Any]) -> Reply:
        return reply_of(self.behaviour, body)

    def _abort(self, client: tuple[str, int]) -> None:
        """Reset the connection of ``client`` (SO_LINGER 0, then abort: the peer reads ECONNRESET)."""
        assert self._server is not None
        for connection in list(self._server.server_state.connections):
            if getattr(connection, "client", None) == client:
                transport = connection.transport
                sock = transport.get_extra_info("socket")
                if sock is not None:
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                transport.abort()
                return
        raise RuntimeError("the connection to reset was not found")

    @staticmethod
    def _response(body: dict[str, Any], reply: Reply) -> Response:
        if reply.raw_body is not None:
            return Response(reply.raw_body, reply.status, headers=reply.headers, media_type="application/json")
        if reply.status != 200:
            error = {"error": {"message": f"simulated status {reply.status}", "type": "server_error", "code": None}}
            return JSONResponse(error, reply.status, headers=reply.headers)
        return JSONResponse(_envelope(body, reply.content, reply.finish_reason), headers=reply.headers)

    async def _models(self, request: Request) -> Response:
        data = [{"id": m, "object": "model", "created": 0, "owned_by": "test"} for m in self.models]
        return JSONResponse({"object": "list", "data": data})

    # ---------------------------------------------------------------- lifecycle

    def start(self) -> OpenAIServer:
        app = Starlette(
            routes=[
                Route("/v1/chat/completions", self._chat, methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
            ]
        )
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind(("127.0.0.1", 0))
        self.port = self._socket.getsockname()[1]
        # A short graceful-shutdown timeout: hanging handlers must not keep the test waiting.
        config = uvicorn.Config(app, log_level="warning", lifespan="off", timeout_graceful_shutdown=1)
        self._server = uvicorn.Server(config)
        sockets = [self._socket]
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": sockets}, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("OpenAIServer did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        self._stopping.set()
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._socket is not None:
            self._socket.close()

    def __enter__(self) -> OpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
