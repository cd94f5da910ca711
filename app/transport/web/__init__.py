"""The upload page: static HTML, CSS and JS served as they are (no build step).

The Content-Security-Policy allows requests to this server only, so the page cannot load
anything from another host even by mistake; ``frame-ancestors`` lets the sites in
KLARTEXT_ALLOWED_ORIGINS embed it (see static/embed.js). The page's texts are not a static file:
/static/strings.json is made once from the language folders (app.locales.page), so a new folder is
a new language on the page.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from app.locales.page import document
from app.uploads import PAGE_PREFIX

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

    # Made once: the locales are read at start-up and do not change while the server runs.
    strings_body = json.dumps(document(), ensure_ascii=False, separators=(",", ":")).encode()
    strings_etag = '"' + hashlib.sha256(strings_body).hexdigest()[:32] + '"'
    strings_headers = {"ETag": strings_etag, "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"}

    async def strings(request: Request) -> Response:
        if strings_etag in request.headers.get("if-none-match", ""):
            return Response(status_code=304, headers=strings_headers)
        return Response(strings_body, media_type="application/json", headers=strings_headers)

    return [
        Route("/", index, methods=["GET", "HEAD"]),
        # A one-time upload link (app.uploads): the same page, which reads the token from its address.
        Route(PAGE_PREFIX + "{token}", index, methods=["GET", "HEAD"]),
        # Before the mount, which would otherwise look for a file of that name.
        Route("/static/strings.json", strings, methods=["GET", "HEAD"]),
        Mount("/static", StaticFiles(directory=STATIC_DIR), name="static"),
    ]
