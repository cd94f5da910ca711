"""Limits for a public service: requests per client, body sizes, JSON nesting.

``Guard`` is one pure ASGI middleware in front of the whole app. For the limited routes
(``/api/mcp`` and everything under ``/api/analyses``) it applies the per-client rate limit and the
body limit; for every route it records the request metrics. It is the only hop added to the
MCP fast path, and it costs a dictionary lookup and some float arithmetic per request.

The rate limit is a sliding-window counter per client (the count of the current minute plus
the previous minute's count weighted by how much of it still overlaps the window): O(1) memory
per client and close to an exact "N requests in any 60 seconds". Clients are IP addresses;
IPv6 clients are counted per /64, since one host usually owns a whole /64.
"""

from __future__ import annotations

import asyncio
import ipaddress
import math
import time
from collections.abc import Callable, Iterable
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app import metrics
from app.config import Settings
from app.i18n.messages import render
from app.transport.language import negotiate
from app.transport.mcp import jsonrpc
from app.transport.rest.upload import MAX_BODY_BYTES as UPLOAD_BODY_BYTES

WINDOW_SECONDS = 60.0
# After refusing a request whose body is still arriving, read and discard it for a moment before
# the connection closes: closing a socket with unread data resets it, and a client that sends its
# whole body before reading (most do) would lose our answer. Bounded, as nginx's lingering close.
LINGER_SECONDS = 30.0
LINGER_IDLE_SECONDS = 5.0
LINGER_BYTES = 64 * 1024 * 1024
# JSON-RPC "server error" range: the request was not processed because of a limit.
RATE_LIMITED = -32000
TOO_LARGE = -32001

_ROUTES = {
    "/api/mcp": "mcp",
    "/api/analyses": "analyses",
    "/metrics": "metrics",
    "/healthz": "health",
    "/readyz": "health",
}


class RateLimiter:
    """At most ``per_minute`` requests per key in any 60 seconds (sliding-window approximation)."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic, max_keys: int = 100_000) -> None:
        self.limit = per_minute
        self.clock = clock
        self.max_keys = max_keys
        # key -> [start of current window, count in it, count in the previous window]
        self._windows: dict[str, list[float]] = {}
        self._next_sweep = clock() + WINDOW_SECONDS

    def hit(self, key: str) -> int:
        """Count one request; returns 0 when allowed, else the seconds to wait (>= 1)."""
        if self.limit <= 0:
            return 0
        now = self.clock()
        if now >= self._next_sweep or len(self._windows) >= self.max_keys:
            self._sweep(now)
        window = self._windows.get(key)
        if window is None:
            self._windows[key] = [now, 1.0, 0.0]
            return 0 if self.limit >= 1 else 1
        start, current, previous = window
        elapsed = now - start
        if elapsed >= WINDOW_SECONDS:
            # Windows are aligned per key: the new one starts a whole number of windows later.
            shift = math.floor(elapsed / WINDOW_SECONDS)
            previous = current if shift == 1 else 0.0
            current = 0.0
            start += shift * WINDOW_SECONDS
            elapsed = now - start
            window[0], window[1], window[2] = start, current, previous
        weight = 1.0 - elapsed / WINDOW_SECONDS
        if previous * weight + current + 1 <= self.limit:
            window[1] = current + 1
            return 0
        return self._retry_after(elapsed, current, previous)

    def _retry_after(self, elapsed: float, current: float, previous: float) -> int:
        allowed = self.limit - 1  # the estimate must fall to this for one more request
        if current <= allowed and previous > 0:
            # Still in this window: wait until enough of the previous window has slid out.
            wait = WINDOW_SECONDS * (1 - (allowed - current) / previous) - elapsed
            if wait <= WINDOW_SECONDS - elapsed:
                return max(1, math.ceil(wait))
        # In the next window, this window's count becomes the sliding part.
        into_next = WINDOW_SECONDS * (1 - allowed / current) if current > allowed else 0.0
        return max(1, math.ceil(WINDOW_SECONDS - elapsed + max(0.0, into_next)))

    def _sweep(self, now: float) -> None:
        # Forget clients idle for two windows: their counts no longer matter.
        cutoff = now - 2 * WINDOW_SECONDS
        self._windows = {k: w for k, w in self._windows.items() if w[0] > cutoff}
        self._next_sweep = now + WINDOW_SECONDS


class ClientAddress:
    """The client's IP: the peer, or with a trusted proxy as peer, the last untrusted X-Forwarded-For hop."""

    def __init__(self, trusted_proxies: Iterable[str]) -> None:
        self.trusted = tuple(ipaddress.ip_network(p.strip(), strict=False) for p in trusted_proxies if p.strip())

    def _is_trusted(self, address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.trusted)

    def of(self, scope: Scope) -> str:
        client = scope.get("client")
        peer = client[0] if client else "unknown"
        if self.trusted and self._is_trusted(peer):
            forwarded = [v for k, v in scope["headers"] if k == b"x-forwarded-for"]
            hops = [h.strip() for value in forwarded for h in value.decode("latin-1").split(",") if h.strip()]
            # Walk from the right: the nearest hops were added by our own proxies; the first one
            # that is not trusted is the client (anything further left is the client's say-so).
            for hop in reversed(hops):
                if not self._is_trusted(hop):
                    peer = hop
                    break
        return client_key(peer)


def client_key(address: str) -> str:
    if ":" not in address:
        return address
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address[:64]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def language_of(scope: Scope) -> str:
    """The language of Accept-Language (limit answers come before the body is read)."""
    for name, value in scope["headers"]:
        if name == b"accept-language":
            return negotiate(value.decode("latin-1"))
    return negotiate(None)


class Guard:
    """ASGI middleware: metrics for every request; rate and body limits on the limited routes."""

    def __init__(self, app: ASGIApp, settings: Settings, clock: Callable[[], float] = time.monotonic) -> None:
        self.app = app
        self.limiter = RateLimiter(settings.rate_limit_per_minute, clock)
        self.clients = ClientAddress(settings.trusted_proxies)
        # The website takes uploads of up to 50 MB; MCP bodies carry base64 through a chat and stay smaller.
        self.max_body = {"mcp": settings.max_body_bytes, "analyses": max(settings.max_body_bytes, UPLOAD_BODY_BYTES)}
        self._children: dict[tuple[str, int], Any] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        path: str = scope["path"]
        limited = path == "/api/mcp" or path.startswith("/api/analyses")
        route = "mcp" if path == "/api/mcp" else "analyses" if limited else _ROUTES.get(path, "other")
        status = 500

        async def observed_send(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            if limited and scope["method"] != "OPTIONS":  # CORS preflights are the browser's, not the client's
                await self._limited(scope, receive, observed_send, route)
            else:
                await self.app(scope, receive, observed_send)
        finally:
            key = (route, status)
            child = self._children.get(key)
            if child is None:
                child = self._children[key] = (
                    metrics.REQUESTS.labels(route, str(status)),
                    metrics.REQUEST_SECONDS.labels(route),
                    metrics.REQUEST_BYTES.labels(route),
                )
            child[0].inc()
            child[1].observe(time.perf_counter() - started)
            if scope.get("klartext.body_size"):
                child[2].inc(scope["klartext.body_size"])

    async def _limited(self, scope: Scope, receive: Receive, send: Send, route: str) -> None:
        wait = self.limiter.hit(self.clients.of(scope))
        if wait:
            metrics.ERRORS.labels("rate_limited").inc()
            await self._refuse(send, scope, route, 429, "rate_limited", wait)
            await _linger(receive, send)
            return
        max_body = self.max_body[route]
        declared = _content_length(scope)
        if declared is not None and declared > max_body:
            await self._too_large(send, scope, route, max_body)
            await _linger(receive, send)
            return
        size = 0
        started = refused = False

        async def limited_receive() -> Message:
            # Counted while it is read: a chunked body has no Content-Length to check up front.
            nonlocal size, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                size += len(message.get("body", b""))
                scope["klartext.body_size"] = size
                if size > max_body:
                    # Answer now and tell the app the client went away: nothing more is buffered.
                    refused = True
                    if not started:
                        await self._too_large(send, scope, route, max_body)
                    return {"type": "http.disconnect"}
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if refused:
                return  # the app's own answer to a cut-off body comes too late
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except Exception:
            if not refused:  # a body we cut off may make the app raise (e.g. ClientDisconnect)
                raise
        if refused:
            await _linger(receive, send)

    async def _too_large(self, send: Send, scope: Scope, route: str, max_body: int) -> None:
        metrics.ERRORS.labels("body_too_large").inc()
        mb = max(1, max_body // (1024 * 1024))
        await self._refuse(send, scope, route, 413, "request_too_large", 0, max_mb=mb)

    async def _refuse(
        self, send: Send, scope: Scope, route: str, status: int, key: str, retry_after: int, **params: Any
    ) -> None:
        language = language_of(scope)
        message = render(key, language, retry_after=retry_after, **params)
        headers = [(b"content-type", b"application/json")]
        if retry_after:
            headers.append((b"retry-after", str(retry_after).encode()))
        # The connection may still carry an unread body; closing it is cheaper than draining it.
        headers.append((b"connection", b"close"))
        data: dict[str, Any] = {"retry_after_seconds": retry_after} if retry_after else {}
        if route == "mcp":
            code = RATE_LIMITED if status == 429 else TOO_LARGE
            body = jsonrpc.error_bytes(None, code, message, {"reason": key, **data})
        else:
            # The REST API's one error shape: {"error": {"code", "message"}}.
            body = jsonrpc.dumps({"error": {"code": key, "message": message}, **data})
        headers.append((b"content-length", str(len(body)).encode()))
        await send({"type": "http.response.start", "status": status, "headers": headers})
        # more_body: the answer is complete (Content-Length) and on its way, but the response is
        # only finished by _linger, after the unread request body is dealt with.
        await send({"type": "http.response.body", "body": body, "more_body": True})


async def _linger(receive: Receive, send: Send) -> None:
    """Discard what is left of the request body, then finish the response.

    At most LINGER_BYTES, LINGER_SECONDS in all and LINGER_IDLE_SECONDS without data: the server
    finishing the response closes the connection, and that must not come while data is unread.
    """
    try:
        await _discard(receive)
    finally:
        await send({"type": "http.response.body", "body": b""})


async def _discard(receive: Receive) -> None:
    drained = 0
    deadline = time.monotonic() + LINGER_SECONDS
    while drained <= LINGER_BYTES:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return
        try:
            async with asyncio.timeout(min(remaining, LINGER_IDLE_SECONDS)):
                message = await receive()
        except TimeoutError:
            return
        if message["type"] != "http.request":
            return
        drained += len(message.get("body", b""))
        if not message.get("more_body", False):
            return


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
