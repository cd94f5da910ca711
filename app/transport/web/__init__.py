"""The upload page: static HTML, CSS and JS served as they are (no build step).

The Content-Security-Policy allows requests to this server only, so the page cannot load
anything from another host even by mistake; ``frame-ancestors`` lets the sites in
KLARTEXT_ALLOWED_ORIGINS embed it (see static/embed.js).
"""

from __future__ import annotations

from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

WEB_DIR = Path(__file__).resolve().parent
STATIC_DIR = WEB_DIR / "static"


def page_routes(frame_ancestors: str) -> list[BaseRoute]:
    csp = (
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; "
        f"connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors {frame_ancestors}"
    )
    headers = {
        "Content-Security-Policy": csp,
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-cache",
    }

    async def index(request: Request) -> Response:
        return FileResponse(WEB_DIR / "index.html", media_type="text/html; charset=utf-8", headers=headers)

    return [
        Route("/", index, methods=["GET", "HEAD"]),
        Mount("/static", StaticFiles(directory=STATIC_DIR), name="static"),
    ]
