"""The ASGI application: the only module that wires the layers together.

``create_app`` builds routes and a lifespan; collaborators that hold resources (store, worker
pool, CPU pool) are opened in the lifespan, so importing this module has no side effects.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from app import metrics
from app.config import PROJECT_DIR, Settings
from app.explain.base import Explainer
from app.flow import Backend
from app.store.base import Store
from app.store.factory import recovers_on_start, shares_limits
from app.transport import paths, ratelimit
from app.transport.guard import Guard
from app.transport.health import Readiness
from app.transport.mcp import http as mcp_http
from app.transport.mcp.http import McpHttpEndpoint, OriginPolicy
from app.transport.mcp.protocol import McpProtocol, server_version
from app.transport.mcp.tools import Tools
from app.transport.rest import http_routes
from app.transport.rest import routes as rest_routes
from app.transport.rest.discovery import well_known_dir


def _well_known(settings: Settings) -> Path:
    """KLARTEXT_WELL_KNOWN_DIR, else the repo's folder (served as 404s when there is none)."""
    return settings.well_known_dir or well_known_dir() or PROJECT_DIR / ".well-known"


@asynccontextmanager
async def open_backend(
    settings: Settings, store: Store | None = None, explainer: Explainer | None = None
) -> AsyncIterator[Backend]:
    """Open what the tools need for as long as a transport runs (HTTP lifespan, stdio session).

    ``store`` defaults to the configured one (app.store.factory: SQLite in ``settings.data_dir``, or
    PostgreSQL by KLARTEXT_DATABASE_URL), ``explainer`` to the configured engine
    (LLM or offline). A store passed in is not closed here: its owner closes it.
    """
    from app.jobs.worker import WorkerPool

    if explainer is None:
        from app.explain.factory import make_explainer

        explainer = make_explainer(settings)
    own_store = store is None
    if store is None:
        from app.store.factory import open_store

        store = await asyncio.to_thread(open_store, settings)  # SQLite, or PostgreSQL by KLARTEXT_DATABASE_URL
    pool = WorkerPool(store, explainer, settings, recover_on_start=recovers_on_start(settings))
    cores = os.cpu_count() or 2
    cpu = ThreadPoolExecutor(max_workers=cores, thread_name_prefix="klartext-cpu")
    try:
        await pool.start()
        yield Backend(store, pool, cpu, max_waiting=4 * cores)
    finally:
        await pool.stop()
        cpu.shutdown(wait=False, cancel_futures=True)
        if own_store:
            store.close()


class KlartextApp(Starlette):
    """Starlette with its middleware (the guard) around its error layers rather than inside them.

    The MCP endpoint answers every failure itself (a JSON-RPC error, never an error page), so the
    guard calls it with nothing in between; every other route still passes Starlette's error and
    exception layers, and the guard, outside them, counts their 500s too.
    """

    def build_middleware_stack(self) -> ASGIApp:
        outer, self.user_middleware = self.user_middleware, []
        try:
            app = super().build_middleware_stack()
        finally:
            self.user_middleware = outer
        for cls, args, kwargs in reversed(outer):
            app = cls(app, *args, **kwargs)
        return app


def create_app(settings: Settings, store: Store | None = None, explainer: Explainer | None = None) -> Starlette:
    """Build the app; see ``open_backend`` for the defaults of ``store`` and ``explainer``."""
    from app.transport.rest.uploadlinks import hide_tokens, without_tokens

    hide_tokens()  # upload-link tokens stay out of uvicorn's access log, where one is written
    tools = Tools(settings)
    protocol = McpProtocol(settings, tools)
    # The public URL is this server's own origin: a page served from it is not a foreign site.
    origins = OriginPolicy((*settings.allowed_origins, settings.public_url))
    endpoint = McpHttpEndpoint(protocol, origins, settings.max_body_bytes)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with open_backend(settings, store, explainer) as backend:
            tools.backend = backend
            store_ = backend.store
            metrics.watch_store(getattr(store_, "counts", None), lambda: store_.queue_stats().oldest_age_seconds)
            # Rate limits counted in the store, so they hold across replicas (app.transport.ratelimit).
            ratelimit.share_counts(backend.store if shares_limits(settings) else None)
            try:
                yield
            finally:
                tools.backend = None
                metrics.watch_store(None)
                ratelimit.share_counts(None)

    async def healthz(request: Request) -> JSONResponse:
        engine = "llm" if settings.llm_configured else "offline"
        return JSONResponse({"status": "ok", "version": server_version(), "engine": engine})

    readiness = Readiness(settings)

    async def readyz(request: Request) -> JSONResponse:
        backend = tools.backend
        ready, checks = await readiness.check(backend.store if backend else None)
        return JSONResponse({"status": "ready" if ready else "not ready", "checks": checks}, 200 if ready else 503)

    async def metrics_endpoint(request: Request) -> Response:
        # Collecting reads the store (queue depth): off the event loop.
        return Response(await asyncio.to_thread(metrics.render), media_type=metrics.CONTENT_TYPE)

    routes: list[BaseRoute] = [
        # An ASGI app as endpoint: Starlette passes every HTTP method through, and the endpoint
        # answers GET/PUT/... with its own 405 and Allow header.
        Route(paths.MCP_PATH, endpoint),
        Route("/healthz", healthz, methods=["GET"]),
        Route("/readyz", readyz, methods=["GET"]),
        Route("/metrics", metrics_endpoint, methods=["GET"]),
        *http_routes(settings, tools.analyses),  # REST API, discovery documents, upload page
        Mount("/.well-known", StaticFiles(directory=_well_known(settings), check_dir=False)),
    ]
    # The website takes uploads of up to 50 MB; MCP bodies carry base64 through a chat and stay smaller.
    max_body = {
        paths.MCP: settings.max_body_bytes,
        paths.ANALYSES: max(settings.max_body_bytes, settings.max_upload_body_bytes),
    }
    refuse = {paths.MCP: mcp_http.refusal, paths.ANALYSES: rest_routes.refusal}
    # One layer in front of the routes: request metrics for every request (refusals included), the
    # limits of the limited routes, and the MCP endpoint called directly (the protocol's hot path).
    # The guard also writes the access line of every request the MCP endpoint does not log, upload-link
    # tokens hidden.
    middleware = [
        Middleware(
            Guard, settings=settings, max_body=max_body, refuse=refuse, mcp=endpoint, loggable_path=without_tokens
        )
    ]
    return KlartextApp(routes=routes, lifespan=lifespan, middleware=middleware)
