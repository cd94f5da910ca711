"""Run the real app under uvicorn on a free port, in a background thread.

Tests talk to it over real HTTP (httpx, the official MCP client), so they exercise the same
ASGI stack, headers and lifespan as production.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn
from starlette.types import ASGIApp

from app.config import Settings
from app.explain.base import Explainer
from app.store.base import Store
from app.wiring import create_app


@contextmanager
def serve_app(app: ASGIApp, *, startup_timeout: float = 20.0, **config: Any) -> Iterator[str]:
    """Serve ``app`` on 127.0.0.1 and a free port; yields the base URL. ``config``: more uvicorn options."""
    # Bind first and hand the socket to uvicorn: no window in which another process takes the port.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    # proxy_headers off, as in `klartext serve`: the app decides whom to trust (KLARTEXT_TRUSTED_PROXIES).
    options = {"log_level": "warning", "access_log": False, "lifespan": "on", "proxy_headers": False, **config}
    server = uvicorn.Server(uvicorn.Config(app, **options))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + startup_timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            sock.close()
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)
        sock.close()


@contextmanager
def live_klartext(
    settings: Settings, store: Store | None = None, explainer: Explainer | None = None, **kwargs: Any
) -> Iterator[str]:
    """``create_app(settings, store, explainer)`` served on a free port; yields the base URL."""
    with serve_app(create_app(settings, store, explainer), **kwargs) as url:
        yield url
