"""Limits for a public service on the limited routes: requests per client, body sizes.

``Guard`` is one pure ASGI middleware in front of the app. For the limited routes (the MCP
endpoint and everything under the REST API) it applies the per-client rate limit
(app.transport.ratelimit, per app.transport.client address) and the body cap
(app.transport.bodycap). It is the only hop it adds to the MCP fast path, and it costs a
dictionary lookup and some float arithmetic per request.

How a refusal reads is the route's business: app.wiring passes one ``Refuse`` per route kind.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from starlette.types import ASGIApp, Receive, Scope, Send

from app import metrics
from app.config import Settings
from app.errors import KlartextError, RateLimited, RequestTooLarge
from app.language import Language, negotiate
from app.transport.bodycap import capped, linger
from app.transport.client import ClientAddress
from app.transport.paths import LIMITED, route_kind
from app.transport.ratelimit import RateLimiter
from app.transport.refusal import Refuse


def language_of(scope: Scope) -> Language:
    """The language of Accept-Language (limit answers come before the body is read)."""
    for name, value in scope["headers"]:
        if name == b"accept-language":
            return negotiate(value.decode("latin-1"))
    return negotiate(None)


class Guard:
    """ASGI middleware: rate and body limits on the limited routes.

    ``max_body`` and ``refuse`` are per route kind (app.transport.paths.LIMITED).
    """

    def __init__(
        self,
        app: ASGIApp,
        settings: Settings,
        max_body: Mapping[str, int],
        refuse: Mapping[str, Refuse],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.app = app
        self.limiter = RateLimiter(settings.rate_limit_per_minute, clock)
        self.clients = ClientAddress(settings.trusted_proxies)
        self.max_body = dict(max_body)
        self.refusers = dict(refuse)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        route = route_kind(scope["path"]) if scope["type"] == "http" else None
        # CORS preflights are the browser's, not the client's.
        if route not in LIMITED or scope["method"] == "OPTIONS":
            await self.app(scope, receive, send)
            return
        assert route is not None
        wait = self.limiter.hit(self.clients.of(scope))
        if wait:
            metrics.ERRORS.labels("rate_limited").inc()
            await self._refuse(send, scope, route, RateLimited(retry_after=wait))
            await linger(receive, send)
            return
        max_body = self.max_body[route]
        too_large = RequestTooLarge(max_mb=max(1, max_body // (1024 * 1024)))

        async def refuse(send: Send) -> None:
            metrics.ERRORS.labels("body_too_large").inc()
            await self._refuse(send, scope, route, too_large)

        await capped(self.app, scope, receive, send, max_body, refuse)

    async def _refuse(self, send: Send, scope: Scope, route: str, error: KlartextError) -> None:
        refusal = self.refusers[route](error, language_of(scope))
        # The connection may still carry an unread body; closing it is cheaper than draining it.
        headers = [*refusal.headers, (b"connection", b"close"), (b"content-length", str(len(refusal.body)).encode())]
        await send({"type": "http.response.start", "status": refusal.status, "headers": headers})
        # more_body: the answer is complete (Content-Length) and on its way, but the response is
        # only finished by linger, after the unread request body is dealt with.
        await send({"type": "http.response.body", "body": refusal.body, "more_body": True})
