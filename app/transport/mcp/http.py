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
from app.locales.server import SERVER_TEXTS
from app.transport import accesslog
from app.transport.mcp import jsonrpc
from app.transport.mcp.jsonrpc import INTERNAL_ERROR, INVALID_REQUEST, EnvelopeError, Request, Response
from app.transport.mcp.protocol import McpProtocol
from app.transport.mcp.tools import TOOL_NAMES
from app.transport.mcp.versions import SUPPORTED_VERSIONS, RoutingHeaders, unsupported_version
from app.transport.observe import COUNTS
from app.transport.refusal import Refusal, refusal_data, refusal_headers

access_log = accesslog.access_log
log = logging.getLogger("klartext.mcp")

LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})
# Diagnostics for client developers, English only (app/locales/en/server.toml [protocol]).
_TEXTS = SERVER_TEXTS.protocol
_SUPPORTED = frozenset(SUPPORTED_VERSIONS)

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


# The request headers the endpoint reads, by their place in ``_handle``'s list (ASGI names are lower-case).
_HEADER_INDEX = {
    name: index
    for index, name in enumerate(
        (b"origin", b"content-type", b"accept", b"mcp-protocol-version", b"mcp-method", b"mcp-name")
    )
}


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
        call = (await self.serve(scope, receive, send)).call
        if call is not None:
            COUNTS.call(*call)

    async def serve(self, scope: Scope, receive: Receive, send: Send) -> _Outcome:
        """Answer one request; returns what the request metrics count of it (the guard records them)."""
        started = time.perf_counter()
        out = _Outcome()
        await self._handle(scope, receive, out)
        # Correlates a client's report with our log line; random, so it says nothing about the client.
        request_id = f"{_random_bits(64):016x}"
        body = out.body
        headers: list[tuple[bytes, bytes]] = [
            (b"content-length", str(len(body)).encode()),
            (b"x-request-id", request_id.encode()),
        ]
        if body:
            headers.append(_JSON)
        if out.headers:
            headers.extend(out.headers)
        await send({"type": "http.response.start", "status": out.status, "headers": headers})
        await send({"type": "http.response.body", "body": body})
        if out.rpc is not None and out.rpc not in _LOGGED_METHODS:
            out.rpc = "other"
        if access_log.isEnabledFor(logging.INFO):
            line = _access_line(
                request_id,
                scope["method"],
                out.rpc,
                out.tool,
                out.status,
                time.perf_counter() - started,
                out.size_in,
                len(body),
            )
            # As access_log.info(line) here, with less work per line (app.transport.accesslog).
            accesslog.write(line, "serve", __file__)
        return out

    async def _handle(self, scope: Scope, receive: Receive, out: _Outcome) -> None:
        # origin, content-type, accept, mcp-protocol-version, mcp-method, mcp-name (the last of each)
        seen: list[bytes | None] = [None, None, None, None, None, None]
        for name, value in scope["headers"]:
            index = _HEADER_INDEX.get(name)
            if index is not None:
                seen[index] = value
        origin, content_type, accept, version, rpc_method, rpc_name = seen
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

        if content_type is None or not _is_json(content_type):
            out.fail(415, _TEXTS.unsupported_media_type)
            return
        if accept and not _accepts(accept):
            out.fail(406, _TEXTS.not_acceptable)
            return

        body = await _read_body(receive, self.max_body)
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
        del body
        request = message if type(message) is Request else None
        if not isinstance(message, Response):
            out.rpc = message.method
        if request is None:  # notifications and responses from the client need no answer
            requested = version.decode("latin-1").strip() if version is not None else None
            if requested is not None and requested not in _SUPPORTED:
                refused = unsupported_version(requested)
                out.status = 400
                out.body = jsonrpc.error_bytes(None, refused.code, refused.message, refused.data)
                return
            out.status = 202
            return
        if request.method == "tools/call":
            name = request.params.get("name")
            out.tool = name if name in TOOL_NAMES else "unknown"
        try:
            answer = await self.protocol.answer(request, _routing(version, rpc_method, rpc_name))
            out.status = answer.status
            out.body = answer.body
        except Exception as exc:  # never a bare 500 page: clients expect a JSON-RPC body
            log.error("unhandled error in %s: %s", out.rpc, type(exc).__name__)
            metrics.ERRORS.labels("internal").inc()
            out.body = jsonrpc.error_bytes(request.id, INTERNAL_ERROR, _TEXTS.internal_error)


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


def _access_line(
    request_id: str,
    http: str,
    rpc: str | None,
    tool: str | None,
    status: int,
    seconds: float,
    size_in: int,
    size_out: int,
) -> str:
    """The one JSON access line of a request: what ``jsonrpc.dumps`` of its fields gives, built from parts."""
    method = _JSON_HTTP.get(http)
    if method is None:  # any token a client sent as HTTP method: encoded, and only the usual few kept
        method = jsonrpc.dumps(http).decode()
        if len(_JSON_HTTP) < 16:
            _JSON_HTTP[http] = method
    return (
        f'{{"event":"mcp","id":"{request_id}","http":{method},"rpc":{_JSON_NAMES[rpc]},"tool":{_JSON_NAMES[tool]},'
        f'"status":{status},"ms":{accesslog.milliseconds(seconds)},"in":{size_in},"out":{size_out}}}'
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


async def _read_body(receive: Receive, max_body: int) -> bytes | None:
    event = await receive()
    body: bytes = event.get("body", b"")
    size = len(body)
    if size > max_body:
        return None
    if not event.get("more_body", False):  # the whole body in one message, as small requests come
        return body
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
