"""Which web pages may use the REST API from a browser, and the CORS headers that tell them so.

Allowed: the page served by this server itself (Origin matches Host or ``KLARTEXT_PUBLIC_URL``),
localhost, and the sites listed in ``KLARTEXT_ALLOWED_ORIGINS`` (to embed the form elsewhere).
A foreign page gets 403 before any work is done: a multipart POST needs no preflight, so
without this check other sites could make visitors' browsers spend our CPU.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from app.config import Settings
from app.errors import OriginNotAllowed, error_body, http_status
from app.language import negotiate
from app.transport.mcp.http import OriginPolicy

Handler = Callable[[Request], Awaitable[Response]]

_EXPOSE = "Location, Retry-After"


class Cors:
    def __init__(self, settings: Settings) -> None:
        self.allowed = tuple(settings.allowed_origins)
        self.policy = OriginPolicy((*settings.allowed_origins, settings.public_url))

    def allows(self, origin: str, host: str | None) -> bool:
        if self.policy.allows(origin.encode("latin-1", "replace")):
            return True
        try:
            parts = urlsplit(origin)
        except ValueError:
            return False
        # Same origin: the page this server delivered, whatever name it was reached by.
        return parts.scheme in ("http", "https") and host is not None and parts.netloc.lower() == host.lower()

    async def guard(self, request: Request, handler: Handler) -> Response:
        origin = request.headers.get("origin")
        if origin is None:
            if request.method == "OPTIONS":
                return Response(status_code=204, headers={"Allow": "GET, POST, OPTIONS"})
            return await handler(request)
        if not self.allows(origin, request.headers.get("host")):
            error = OriginNotAllowed()
            message = error.message(negotiate(request.headers.get("accept-language")))
            return JSONResponse(error_body(error.key, message), status_code=http_status(error))
        if request.method == "OPTIONS":
            response = Response(status_code=204)
            response.headers["Access-Control-Allow-Methods"] = "GET, POST"
            response.headers["Access-Control-Allow-Headers"] = "content-type, accept, accept-language"
            response.headers["Access-Control-Max-Age"] = "600"
        else:
            response = await handler(request)
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Expose-Headers"] = _EXPOSE
        response.headers["Vary"] = "Origin"
        return response

    def frame_ancestors(self) -> str:
        """CSP frame-ancestors: the page may be embedded by this server and the allowed sites."""
        return " ".join(("'self'", *self.allowed))
