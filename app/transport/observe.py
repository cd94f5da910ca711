"""Request metrics for every route: count by route kind and status, duration, body bytes.

A pure ASGI middleware, the outermost one, so refusals of the guard are counted too. It costs a
dictionary lookup per request: the labelled metric children are kept per (route, status).
"""

from __future__ import annotations

import time
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app import metrics
from app.transport.bodycap import BODY_SIZE
from app.transport.paths import route_kind


class RequestMetrics:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self._children: dict[tuple[str, int], Any] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        route = route_kind(scope["path"])
        status = 500

        async def observed_send(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
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
            if scope.get(BODY_SIZE):
                child[2].inc(scope[BODY_SIZE])
