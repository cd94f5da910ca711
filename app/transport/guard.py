"""Limits for a public service on the limited routes: requests per client, body sizes.

``Guard`` is the one pure ASGI middleware in front of the app (app.wiring puts it outside
Starlette's error layers). It records every request's metrics (app.transport.observe), refusals
included. For the limited routes (the MCP endpoint and everything under the REST API) it applies
the per-client budgets (app.transport.ratelimit, per app.transport.client address) and the body
cap (app.transport.bodycap). The MCP endpoint it calls directly, without the router, and without
wrapping receive and send when the declared body fits the cap and the upload budget: then the
protocol's hot path is this layer and the endpoint, nothing else.

What a request costs: a REST upload (POST under the REST API) is a document; every other request
on a limited route is cheap, and so are the discovery files and the page (health and metrics are
never counted). An MCP request is cheap here; whether it is a document (``explain_document``) is
known only once its body is read, so the guard leaves the client's budgets in the request's
context and the tool charges the document itself (``ratelimit.charge_document``), answering a
spent budget with a tool error the assistant can show.

How a refusal reads is the route's business: app.wiring passes one ``Refuse`` per route kind.

The access line (app.transport.accesslog) of every request the MCP endpoint does not log itself
(every other route, and MCP requests the guard refuses) is written here: method, path (as
``loggable_path`` gives it: upload-link tokens hidden), status, duration, bytes in and out.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app import metrics
from app.config import Settings
from app.errors import KlartextError, RateLimited, RequestTooLarge, UploadsBusy
from app.intake import budget
from app.language import Language, negotiate
from app.transport import accesslog
from app.transport.accesslog import access_log
from app.transport.bodycap import BODY_SIZE, capped, content_length, linger
from app.transport.client import ClientAddress
from app.transport.observe import COUNTS
from app.transport.paths import ANALYSES, LIMITED, MCP, MCP_PATH, route_kind
from app.transport.ratelimit import Budgets, DocumentLimitReached, bill_to, stop_billing
from app.transport.refusal import Refuse

if TYPE_CHECKING:
    from app.transport.mcp.http import Charges

# An upload that finds the memory for uploads spent waits this long, unread, for it to free up; then
# it is refused as busy, to try again after UPLOADS_RETRY_SECONDS (preparing a document takes seconds).
UPLOADS_WAIT_SECONDS = 5.0
UPLOADS_RETRY_SECONDS = 10
# Never counted: liveness and readiness probes, the metrics scraper.
_UNCOUNTED = frozenset({"health", "metrics"})
# An MCP body up to this size is read before anything of it is counted, and counted only when it is an
# explain_document call: what the HTTP server buffers of a connection before it stops reading (uvicorn's 64 KiB) is
# not an upload; the memory of larger bodies is reserved before they are read (app.intake.budget).
_UNCOUNTED_BODY = 64 * 1024
# A path longer than this is cut in the access line (the HTTP parser bounds it, at tens of KB).
_LOGGED_PATH_CHARS = 512


def language_of(scope: Scope) -> Language:
    """The language of Accept-Language (limit answers come before the body is read)."""
    for name, value in scope["headers"]:
        if name == b"accept-language":
            return negotiate(value.decode("latin-1"))
    return negotiate(None)


class McpEndpoint(Protocol):
    """The MCP endpoint as the guard calls it (app.transport.mcp.http.McpHttpEndpoint)."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None: ...

    async def serve(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        started: float,
        headers: dict[bytes, bytes] | None = None,
        charges: Charges | None = None,
    ) -> Served: ...


class Served(Protocol):
    """What the endpoint tells the guard about the request it answered, for the request metrics."""

    status: int
    size_in: int

    @property
    def call(self) -> tuple[str, str] | None: ...  # the MCP method and tool, as the metrics label them


class Guard:
    """ASGI middleware, the only one: request metrics, rate and body limits on the limited routes.

    ``max_body`` and ``refuse`` are per route kind (app.transport.paths.LIMITED). With ``mcp``, the
    MCP endpoint is called directly rather than through the app's router: the protocol's hot path
    (tools/list, ping, polling) then costs this layer and the endpoint, nothing else.
    """

    def __init__(
        self,
        app: ASGIApp,
        settings: Settings,
        max_body: Mapping[str, int],
        refuse: Mapping[str, Refuse],
        clock: Callable[[], float] = time.monotonic,
        mcp: McpEndpoint | None = None,
        loggable_path: Callable[[str], str] = str,
    ) -> None:
        self.app = app
        self.budgets = Budgets(
            settings.rate_limit_per_minute, settings.read_limit_per_minute, settings.rate_limit_networks, clock
        )
        self.clients = ClientAddress(settings.trusted_proxies)
        self.max_body = dict(max_body)
        self.refusers = dict(refuse)
        # Bodies being read and their documents being prepared, all requests together (app.intake.budget).
        self.uploads = budget.upload_budget(settings.upload_memory_mb)
        self.mcp = mcp
        self.loggable_path = loggable_path

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        path = scope["path"]
        if path == MCP_PATH and self.mcp is not None and scope["method"] != "OPTIONS":
            await self._mcp(self.mcp, scope, receive, send, started)
            return
        route = route_kind(path)
        seen = _Seen()
        try:
            if route == MCP and self.mcp is not None:  # a CORS preflight: the endpoint reads no body
                seen.served(await self.mcp.serve(scope, receive, send, started))
            else:
                await self._guarded(self.app, scope, receive, seen.watching(send), route)
        finally:
            self._record(route, scope, seen, started)

    def _record(self, route: str, scope: Scope, seen: _Seen, started: float) -> None:
        """The request's metrics, and its access line unless the MCP endpoint wrote it."""
        seconds = time.perf_counter() - started
        size = seen.size or scope.get(BODY_SIZE) or 0
        COUNTS.request(route, seen.status, seconds, size, seen.call)
        if not seen.logged and accesslog.LOGGED not in scope and access_log.isEnabledFor(logging.INFO):
            path = scope["path"]
            query = scope.get("query_string")
            if query:
                path += "?" + query.decode("latin-1")
            if len(path) > _LOGGED_PATH_CHARS:
                path = path[:_LOGGED_PATH_CHARS] + "…"
            method, shown = json.dumps(scope["method"][:16]), json.dumps(self.loggable_path(path))
            accesslog.later(_LINE, (method, shown, seen.status, seconds * 1000, size, seen.out))

    async def _guarded(self, app: ASGIApp, scope: Scope, receive: Receive, send: Send, route: str) -> None:
        # CORS preflights are the browser's, not the client's; health checks are the operator's.
        if route in _UNCOUNTED or scope["method"] == "OPTIONS":
            await app(scope, receive, send)
            return
        client = self.clients.of(scope)
        upload = route == ANALYSES and scope["method"] == "POST"
        wait = self.budgets.document(client) if upload else self.budgets.read(client)
        if wait:
            await self._limited(scope, receive, send, route, client, upload, wait)
            return
        if route not in LIMITED:  # the page, static files, discovery: counted, no body to cap
            await app(scope, receive, send)
            return
        if route == MCP:
            token = bill_to(self.budgets, client)
            try:
                await self._capped(app, scope, receive, send, route)
            finally:
                stop_billing(token)
            return
        await self._capped(app, scope, receive, send, route)

    async def _mcp(self, endpoint: McpEndpoint, scope: Scope, receive: Receive, send: Send, started: float) -> None:
        """The MCP route, as ``_guarded`` has it, without wrapping receive and send where nothing can exceed;
        counted as ``__call__`` counts the other routes (the endpoint writes the access line)."""
        client = self.clients.of(scope)
        wait = self.budgets.read(client)
        if wait:
            seen = _Seen()
            try:
                await self._limited(scope, receive, seen.watching(send), MCP, client, False, wait)
            finally:
                self._record(MCP, scope, seen, started)
            return
        raw = scope["headers"]
        headers = dict(raw)  # the last of each name, as the endpoint reads them
        if len(headers) == len(raw):  # no name twice: this Content-Length is the only one
            length = headers.get(b"content-length")
            declared = _declared(length) if length is not None else None
        else:
            declared = content_length(scope)
        if declared is not None and declared <= _UNCOUNTED_BODY and declared <= self.max_body[MCP]:
            # A body this small (the server reads no more than the declared length) always passes the
            # upload budget and crosses no limit while it is read: the endpoint needs no watching, and
            # it charges the client's documents and reserves the body's memory only for explain_document,
            # the one call that carries a document; tools/list, ping, polling hold nothing.
            served: Served | None = None
            try:
                served = await endpoint.serve(
                    scope, receive, send, started, headers, (self.budgets, client, self.uploads)
                )
            finally:
                if served is not None:
                    COUNTS.request(MCP, served.status, time.perf_counter() - started, served.size_in, served.call)
                else:  # the endpoint failed before it answered: counted (and logged) as a 500
                    self._record(MCP, scope, _Seen(), started)
            return
        token = bill_to(self.budgets, client)
        try:
            if declared is not None and declared <= self.max_body[MCP]:
                # The server reads no more than the declared length: once the budget holds it, no
                # limit can be crossed while the body is read, and the endpoint needs no watching.
                reservation = budget.Reservation(self.uploads)
                if reservation.grow(declared):
                    served = None
                    entered = budget.enter(reservation)
                    try:
                        served = await endpoint.serve(scope, receive, send, started, headers)
                    finally:
                        if not reservation.kept:
                            reservation.release()
                        budget.leave(entered)
                        if served is not None:
                            seconds = time.perf_counter() - started
                            COUNTS.request(MCP, served.status, seconds, served.size_in, served.call)
                        else:  # the endpoint failed before it answered: counted (and logged) as a 500
                            self._record(MCP, scope, _Seen(), started)
                    return
            # Over the cap, chunked, or the budget is busy: refused, or read while being counted.
            seen = _Seen()
            try:
                await self._capped(endpoint, scope, receive, seen.watching(send), MCP)
            finally:
                self._record(MCP, scope, seen, started)
        finally:
            stop_billing(token)

    async def _limited(
        self, scope: Scope, receive: Receive, send: Send, route: str, client: str, upload: bool, wait: int
    ) -> None:
        metrics.ERRORS.labels("rate_limited").inc()
        limit = self.budgets.limits_of(client)[0]
        error = DocumentLimitReached(retry_after=wait, limit=limit) if upload else RateLimited(retry_after=wait)
        await self._refuse(send, scope, route if route in LIMITED else ANALYSES, error)
        await linger(receive, send)

    async def _capped(self, app: ASGIApp, scope: Scope, receive: Receive, send: Send, route: str) -> None:
        max_body = self.max_body[route]
        too_large = RequestTooLarge(max_mb=max(1, max_body // (1024 * 1024)))

        async def refuse(send: Send) -> None:
            metrics.ERRORS.labels("body_too_large").inc()
            await self._refuse(send, scope, route, too_large)

        async def busy(send: Send) -> None:
            metrics.ERRORS.labels("busy").inc()
            await self._refuse(send, scope, route, UploadsBusy(retry_after=UPLOADS_RETRY_SECONDS))

        # Held until the flow has prepared the document (app.flow releases it), else until the answer.
        reservation = budget.Reservation(self.uploads)
        token = budget.enter(reservation)
        try:
            await capped(app, scope, receive, send, max_body, refuse, reservation.grow, busy, UPLOADS_WAIT_SECONDS)
        finally:
            if not reservation.kept:
                reservation.release()
            budget.leave(token)

    async def _refuse(self, send: Send, scope: Scope, route: str, error: KlartextError) -> None:
        refusal = self.refusers[route](error, language_of(scope))
        # The connection may still carry an unread body; closing it is cheaper than draining it.
        headers = [*refusal.headers, (b"connection", b"close"), (b"content-length", str(len(refusal.body)).encode())]
        await send({"type": "http.response.start", "status": refusal.status, "headers": headers})
        # more_body: the answer is complete (Content-Length) and on its way, but the response is
        # only finished by linger, after the unread request body is dealt with.
        await send({"type": "http.response.body", "body": refusal.body, "more_body": True})


def _declared(length: bytes) -> int | None:
    """A Content-Length header's value, as app.transport.bodycap.content_length reads it."""
    try:
        return int(length)
    except ValueError:
        return None


# The access line of a request the MCP endpoint does not log: what ``json.dumps`` of its fields gives (the
# method and path already in JSON), the duration in milliseconds with two decimals.
_LINE = accesslog.Line(
    '{"event":"http","http":%s,"path":%s,"status":%d,"ms":%.2f,"in":%d,"out":%d}', "_record", __file__
)


class _Seen:
    """What the request metrics and the access line record of one request: status, body sizes."""

    __slots__ = ("call", "logged", "out", "size", "status")

    def __init__(self) -> None:
        self.status = 500  # until an answer starts
        self.size = 0
        self.out = 0
        self.call: tuple[str, str] | None = None
        self.logged = False  # the MCP endpoint wrote the request's access line

    def served(self, outcome: Served) -> None:
        self.status, self.size, self.call = outcome.status, outcome.size_in, outcome.call
        self.logged = True

    def watching(self, send: Send) -> Send:
        async def watched(message: Message) -> None:
            if message["type"] == "http.response.start":
                self.status = message["status"]
            elif message["type"] == "http.response.body":
                self.out += len(message.get("body", b""))
            await send(message)

        return watched
