"""MCP over Streamable HTTP, stateless and JSON-only, as a plain ASGI app.

Every POST carries one JSON-RPC message and gets one ``application/json`` answer (never an SSE
stream); no session is created and any ``Mcp-Session-Id`` that arrives is ignored. The wire
rules are checked in a fixed order (Origin, Content-Type, Accept, size, JSON, envelope,
protocol version) with plain byte comparisons: this endpoint is the hot path.
"""

from __future__ import annotations

import logging
import os
import random
import secrets
import time
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.types import Receive, Scope, Send

from app import metrics
from app.errors import KlartextError, answer_of
from app.intake import budget
from app.locales.server import SERVER_TEXTS
from app.transport import accesslog
from app.transport.mcp import jsonrpc
from app.transport.mcp.jsonrpc import INTERNAL_ERROR, INVALID_REQUEST, EnvelopeError, Request, Response
from app.transport.mcp.protocol import McpProtocol
from app.transport.mcp.tools import EXPLAIN, TOOL_NAMES
from app.transport.mcp.versions import SUPPORTED_VERSIONS, RoutingHeaders, unsupported_version
from app.transport.observe import COUNTS
from app.transport.ratelimit import Budgets, bill_to, stop_billing
from app.transport.refusal import Refusal, refusal_data, refusal_headers

access_log = accesslog.access_log
log = logging.getLogger("klartext.mcp")

LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})
# Diagnostics for client developers, English only (app/locales/en/server.toml [protocol]).
_TEXTS = SERVER_TEXTS.protocol
_SUPPORTED = frozenset(SUPPORTED_VERSIONS)

# What explain_document in a small body is charged to (app.transport.guard): the client's budgets and key,
# and the memory budget for uploads.
Charges = tuple[Budgets, str, budget.MemoryBudget]

_JSON = (b"content-type", b"application/json")
_ALLOW = (b"allow", b"POST, DELETE")
_PREFLIGHT = [
    (b"access-control-allow-methods", b"POST, DELETE"),
    (
        b"access-control-allow-headers",
        b"content-type, accept, authorization, mcp-protocol-version, mcp-session-id, mcp-method, mcp-name",
    ),
    (b"access-control-max-age", b"600"),
]


def _is_json(content_type: bytes) -> bool:
    """Content-Type application/json, any parameters (charset) and case."""
    return content_type == b"application/json" or (
        content_type.split(b";", 1)[0].strip().lower() == b"application/json"
    )


_accept_verdicts: dict[bytes, bool] = {}


def _accepts(accept: bytes) -> bool:
    """``_accepts_json`` remembered per header value: clients send the same few values every time."""
    verdict = _accept_verdicts.get(accept)
    if verdict is None:
        verdict = _accepts_json(accept.decode("latin-1"))
        if len(_accept_verdicts) < 256:
            _accept_verdicts[accept] = verdict
    return verdict


def _accepts_json(accept: str) -> bool:
    for part in accept.split(","):
        media, _, params = part.partition(";")
        if media.strip().lower() in ("application/json", "application/*", "*/*"):
            for param in params.split(";"):
                name, _, value = param.partition("=")
                if name.strip().lower() == "q":
                    try:
                        if float(value) <= 0:
                            break
                    except ValueError:
                        break
            else:
                return True
    return False


class OriginPolicy:
    """Browsers send Origin; a foreign one means a web page is talking to us (DNS rebinding, CSRF)."""

    def __init__(self, allowed: Iterable[str]) -> None:
        self.allowed = frozenset(origin.strip().rstrip("/").lower() for origin in allowed if origin.strip())
        self._cache: dict[bytes, bool] = {}

    def allows(self, origin: bytes) -> bool:
        verdict = self._cache.get(origin)
        if verdict is None:
            verdict = self._check(origin.decode("latin-1").strip())
            if len(self._cache) < 1024:
                self._cache[origin] = verdict
        return verdict

    def _check(self, origin: str) -> bool:
        if origin.rstrip("/").lower() in self.allowed:
            return True
        try:
            parts = urlsplit(origin)
            parts.port  # noqa: B018 - raises ValueError for a malformed port
        except ValueError:
            return False
        return (
            parts.scheme in ("http", "https")
            and parts.hostname in LOCAL_HOSTS
            and not parts.username
            and parts.path in ("", "/")
        )


class McpHttpEndpoint:
    """ASGI app for the MCP endpoint: POST a message, DELETE is a no-op, everything else is 405."""

    def __init__(self, protocol: McpProtocol, origins: OriginPolicy, max_body: int) -> None:
        self.protocol = protocol
        self.origins = origins
        # Settings.max_body_bytes (24 MB by default): 8 MB of file is ~10.7 MB of Base64, so above
        # that a body cannot be a valid call. Between the two, intake answers with a readable
        # "file too large" tool result rather than a bare HTTP error.
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        scope[accesslog.LOGGED] = True  # the guard writes no second line
        call = (await self.serve(scope, receive, send, time.perf_counter())).call
        if call is not None:
            COUNTS.call(*call)

    async def serve(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        started: float,
        headers: dict[bytes, bytes] | None = None,
        charges: Charges | None = None,
    ) -> _Outcome:
        """Answer one request that arrived at ``started`` (``time.perf_counter``); ``headers``: the request's
        headers as a dict, the last of each name, when the caller has made it. ``charges``: whom the
        document of an explain_document call is charged to and where its body's memory is counted, when the caller has
        left that to the endpoint (app.transport.guard: small bodies). Returns what the request metrics
        count of it (the guard records them)."""
        out = _Outcome()
        await self._handle(scope, receive, out, dict(scope["headers"]) if headers is None else headers, charges)
        # Correlates a client's report with our log line; random, so it says nothing about the client.
        request_id = _random_bits(64)
        body = out.body
        response_headers = [(b"content-length", b"%d" % len(body)), (b"x-request-id", b"%016x" % request_id)]
        if body:
            response_headers.append(_JSON)
        if out.headers:
            response_headers.extend(out.headers)
        await send({"type": "http.response.start", "status": out.status, "headers": response_headers})
        await send({"type": "http.response.body", "body": body})
        rpc = out.rpc
        if rpc is not None and rpc not in _LOGGED_METHODS:
            rpc = out.rpc = "other"
        if access_log.isEnabledFor(logging.INFO):
            # As access_log.info(line) here; the text is made when the line is written (app.transport.accesslog).
            method = _JSON_HTTP.get(scope["method"]) or _json_http(scope["method"])
            ms = (time.perf_counter() - started) * 1000
            values = (
                request_id,
                method,
                _JSON_NAMES[rpc],
                _JSON_NAMES[out.tool],
                out.status,
                ms,
                out.size_in,
                len(body),
            )
            accesslog.later(_LINE, values)
        return out

    async def _handle(
        self, scope: Scope, receive: Receive, out: _Outcome, headers: dict[bytes, bytes], charges: Charges | None
    ) -> None:
        # ASGI header names are lower-case; the last of each counts.
        origin = headers.get(b"origin")
        if origin is not None:
            if not self.origins.allows(origin):
                out.fail(403, _TEXTS.origin_forbidden)
                return
            out.headers = [(b"access-control-allow-origin", origin), (b"vary", b"Origin")]

        http_method = scope["method"]
        if http_method != "POST":
            if http_method == "DELETE":  # no sessions, so there is nothing to end
                out.status = 204
            elif http_method == "OPTIONS" and origin is not None:  # CORS preflight of an allowed origin
                out.status = 204
                out.headers += _PREFLIGHT
            else:
                out.fail(405, _TEXTS.method_not_allowed)
                out.headers.append(_ALLOW)
            return

        content_type = headers.get(b"content-type")
        if content_type is None or not _is_json(content_type):
            out.fail(415, _TEXTS.unsupported_media_type)
            return
        accept = headers.get(b"accept")
        if accept and not _accepts(accept):
            out.fail(406, _TEXTS.not_acceptable)
            return

        event = await receive()
        body = event.get("body", b"")
        if event.get("more_body", False) or len(body) > self.max_body:  # a body in one message: small requests
            body = await _read_rest(receive, body, self.max_body)
            if body is None:
                out.fail(413, _TEXTS.too_large)
                return
        out.size_in = len(body)

        try:
            message = jsonrpc.parse(body)
        except EnvelopeError as err:
            metrics.ERRORS.labels("invalid_json_rpc").inc()
            out.status = 400
            out.body = jsonrpc.error_bytes(err.id, err.code, err.message)
            return
        # A call may wait minutes for its analysis; the raw upload is not needed for that.
        del body, event
        version = headers.get(b"mcp-protocol-version")
        if type(message) is not Request:  # notifications and responses from the client need no answer
            if not isinstance(message, Response):
                out.rpc = message.method
            requested = version.decode("latin-1").strip() if version is not None else None
            if requested is not None and requested not in _SUPPORTED:
                refused = unsupported_version(requested)
                out.status = 400
                out.body = jsonrpc.error_bytes(None, refused.code, refused.message, refused.data)
                return
            out.status = 202
            return
        request = message
        out.rpc = request.method
        routing = _routing(version, headers.get(b"mcp-method"), headers.get(b"mcp-name"))
        if request.method == "tools/call":
            name = request.params.get("name")
            out.tool = name if name in TOOL_NAMES else "unknown"
            if charges is not None and name == EXPLAIN:
                await self._charged(request, routing, out, charges)
                return
        await self._answer(request, routing, out)

    async def _answer(self, request: Request, routing: RoutingHeaders, out: _Outcome) -> None:
        try:
            answer = await self.protocol.answer(request, routing)
            out.status = answer.status
            out.body = answer.body
        except Exception as exc:  # never a bare 500 page: clients expect a JSON-RPC body
            log.error("unhandled error in %s: %s", out.rpc, type(exc).__name__)
            metrics.ERRORS.labels("internal").inc()
            out.body = jsonrpc.error_bytes(request.id, INTERNAL_ERROR, _TEXTS.internal_error)

    async def _charged(self, request: Request, routing: RoutingHeaders, out: _Outcome, charges: Charges) -> None:
        """explain_document in a small body: its document counts against the client's document budget
        (``ratelimit.charge_document``), and the body's memory is held until the document is prepared
        (app.intake.budget: ``keep_upload``/``release_upload``), as the guard holds larger bodies'."""
        budgets, client, uploads = charges
        reservation = budget.Reservation(uploads)
        reservation.grow(out.size_in)  # a small body: always granted
        billed = bill_to(budgets, client)
        entered = budget.enter(reservation)
        try:
            await self._answer(request, routing, out)
        finally:
            budget.leave(entered)
            stop_billing(billed)
            if not reservation.kept:
                reservation.release()


class _Outcome:
    """One request's answer as ``_handle`` builds it, and what the metrics and the access line say of it."""

    __slots__ = ("body", "headers", "rpc", "size_in", "status", "tool")

    def __init__(self) -> None:
        self.status = 200
        self.body = b""
        self.headers: list[tuple[bytes, bytes]] = []
        self.rpc: str | None = None
        self.tool: str | None = None
        self.size_in = 0

    def fail(self, status: int, message: str) -> None:
        self.status = status
        self.body = jsonrpc.error_bytes(None, INVALID_REQUEST, message)

    @property
    def call(self) -> tuple[str, str] | None:
        """The JSON-RPC method (a known one or "other") and tool, as klartext_mcp_requests labels them."""
        return None if self.rpc is None else (self.rpc, self.tool or "")


# Method names are client input: log the known ones, collapse the rest.
_LOGGED_METHODS = frozenset(
    {"initialize", "ping", "tools/list", "tools/call", "server/discover", "resources/list", "resources/read"}
)

# The access line's fields that come from small fixed sets, already in JSON: "null" for None.
_JSON_NAMES: dict[str | None, str] = {
    name: jsonrpc.dumps(name).decode() for name in (None, "other", "unknown", *_LOGGED_METHODS, *TOOL_NAMES)
}
_JSON_HTTP: dict[str, str] = {}


def _json_http(method: str) -> str:
    """Any token a client sent as HTTP method, in JSON; only the usual few are kept."""
    encoded = jsonrpc.dumps(method).decode()
    if len(_JSON_HTTP) < 16:
        _JSON_HTTP[method] = encoded
    return encoded


# The one JSON access line of a request: what ``jsonrpc.dumps`` of its fields gives (the method, JSON-RPC
# method and tool already in JSON), the duration in milliseconds with two decimals.
_LINE = accesslog.Line(
    '{"event":"mcp","id":"%016x","http":%s,"rpc":%s,"tool":%s,"status":%d,"ms":%.2f,"in":%d,"out":%d}',
    "serve",
    __file__,
)


# Request ids: 64 random bits from a generator seeded by the system's, in a few hundred nanoseconds
# (secrets.token_hex asks the kernel every time). Unique per request and unrelated to the client; not
# a secret. A forked process (a pre-forking process manager) seeds its own, or its ids would repeat.
_random = random.Random(secrets.randbits(128))
_random_bits = _random.getrandbits
os.register_at_fork(after_in_child=lambda: _random.seed(secrets.randbits(128)))


_routings: dict[tuple[bytes | None, bytes | None, bytes | None], RoutingHeaders] = {}


def _routing(version: bytes | None, method: bytes | None, name: bytes | None) -> RoutingHeaders:
    """The routing headers (MCP-Protocol-Version, 2026-07-28's Mcp-Method and Mcp-Name) as text,
    surrounding whitespace removed (RFC 9110 5.5).

    Remembered per raw values (a client sends the same few on every request), at most 1,024 of them.
    """
    key = (version, method, name)
    headers = _routings.get(key)
    if headers is None:

        def text(value: bytes | None) -> str | None:
            return value.decode("utf-8", "replace").strip() if value is not None else None

        headers = RoutingHeaders(text(version), text(method), text(name))
        if len(_routings) < 1024:
            _routings[key] = headers
    return headers


async def _read_rest(receive: Receive, body: bytes, max_body: int) -> bytes | None:
    """The body that began with ``body`` (the first message's), or None once it is over ``max_body``."""
    size = len(body)
    if size > max_body:
        return None
    chunks = [body]
    while True:
        event = await receive()
        chunk = event.get("body", b"")
        if chunk:
            size += len(chunk)
            if size > max_body:
                return None
            chunks.append(chunk)
        if not event.get("more_body", False):
            break
    return b"".join(chunks)


def refusal(error: KlartextError, language: str) -> Refusal:
    """The guard's refusal of an MCP request: a JSON-RPC error with the code app.errors gives the limit."""
    code = answer_of(error).rpc_code
    assert code is not None, "the guard refuses with limits that have a JSON-RPC code"
    data = {"reason": error.key, **refusal_data(error)}
    body = jsonrpc.error_bytes(None, code, error.message(language), data)
    return Refusal(answer_of(error).http_status, refusal_headers(error), body)
