"""The REST side of one-time upload links (app.uploads): what the page at ``/u/{token}`` calls.

``GET /api/analyses/uploads/{token}`` says whether the link can take an upload (and in which
language the explanation will be); ``POST`` the same path takes the upload as ``POST /api/analyses``
does (multipart: a PDF, photos or pasted text, the website's limits) and answers 202 with the
analysis to poll. Under the REST API's path, so the guard applies its limits: the body cap, the
memory for uploads, and an upload counts as a document for the address.

An unknown, used or expired link is answered before the body is read (404, 409, 410, the message
in the link's language, else the browser's); nothing of it is kept. The token is a secret: it is
never logged, and ``hide_tokens`` keeps it out of the server's access log.
"""

from __future__ import annotations

import logging
import re
import time
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from app.config import Settings
from app.errors import KlartextError, UnsupportedInput
from app.language import answer_language
from app.present.notices import render_notice
from app.transport.paths import ANALYSES_PATH
from app.transport.rest.cors import Cors
from app.transport.rest.routes import _error, _log, error_response, preferred_language
from app.transport.rest.upload import document_from_upload, read_multipart
from app.uploads import PAGE_PREFIX, UploadLinks, iso_utc

log = logging.getLogger("klartext.api")

UPLOAD_LINKS_PATH = ANALYSES_PATH + "/uploads"  # + "/{token}"

# Paths that carry a token: the page's and the API's.
_TOKEN_IN_PATH = re.compile("(" + re.escape(PAGE_PREFIX) + "|" + re.escape(UPLOAD_LINKS_PATH + "/") + r")[^/?#\s\"]+")


class _HideTokens(logging.Filter):
    """Replaces upload-link tokens in access-log lines (uvicorn's args: client, method, path, version, status)."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple):
            record.args = tuple(_TOKEN_IN_PATH.sub(r"\1…", a) if isinstance(a, str) else a for a in args)
        elif isinstance(record.msg, str):
            record.msg = _TOKEN_IN_PATH.sub(r"\1…", record.msg)
        return True


_FILTER = _HideTokens()


def without_tokens(text: str) -> str:
    """``text`` (a path, a log line) with every upload-link token in a path replaced by "…"."""
    return _TOKEN_IN_PATH.sub(r"\1…", text)


def hide_tokens(logger_names: tuple[str, ...] = ("uvicorn.access",)) -> None:
    """Keep upload-link tokens out of these loggers' lines (idempotent)."""
    for name in logger_names:
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)


class UploadLinkApi:
    def __init__(self, settings: Settings, links: UploadLinks, cors: Cors) -> None:
        self.settings = settings
        self.links = links
        self.cors = cors

    def routes(self) -> list[BaseRoute]:
        return [Route(UPLOAD_LINKS_PATH + "/{token}", self.endpoint, methods=["GET", "POST", "OPTIONS"])]

    async def endpoint(self, request: Request) -> Response:
        started = time.perf_counter()
        handler = self._upload if request.method == "POST" else self._state
        response = await self.cors.guard(request, handler)
        _log(request, "upload_link" if request.method == "POST" else "upload_link_state", response, started)
        return response

    async def _state(self, request: Request) -> Response:
        language = preferred_language(request)
        try:
            link, error = await self.links.check(request.path_params["token"])
            if link is not None:
                language = answer_language(link.language)
            if error is not None or link is None:
                return _error(error or KlartextError(), language)
        except KlartextError as err:
            return _error(err, language)
        except Exception as exc:
            log.error("upload link state failed: %s", type(exc).__name__)
            return error_response(KlartextError(), language)
        body: dict[str, Any] = {
            "status": "awaiting_upload",
            "language": link.language,
            "upload_expires_at": iso_utc(link.expires_at),
            "max_upload_mb": self.settings.max_upload_bytes // (1024 * 1024),
        }
        return JSONResponse(body, headers={"Cache-Control": "no-store"})

    async def _upload(self, request: Request) -> Response:
        token = request.path_params["token"]
        language = preferred_language(request)
        try:
            link, error = await self.links.take(token)
            if link is not None:
                language = answer_language(link.language)
            if error is not None or link is None:
                await _discard(request)  # unread: nothing of an upload to a dead link is kept
                return _error(error or KlartextError(), language)
            try:
                content_type = request.headers.get("content-type", "")
                if content_type.split(";", 1)[0].strip().lower() != "multipart/form-data":
                    raise UnsupportedInput("upload_content_type")
                upload = await read_multipart(content_type, request.stream(), _length(request), self.settings)
                upload.fields["language"] = link.language  # bound to the link: the call's language
                document = document_from_upload(upload, self.settings)
            except BaseException:
                await self.links.give_back(token)
                raise
            pending = await self.links.submit(token, document)
            del document, upload
        except KlartextError as err:
            return _error(err, language)
        except Exception as exc:  # only the type: an exception message may quote the document
            log.error("upload by link failed: %s", type(exc).__name__)
            return error_response(KlartextError(), language)
        body = pending.contract(render_notice(pending.notice, pending.language)).model_dump(mode="json")
        headers = {"Location": f"{ANALYSES_PATH}/{pending.analysis_id}", "Cache-Control": "no-store"}
        return JSONResponse(body, status_code=202, headers=headers)


async def _discard(request: Request) -> None:
    """Read and drop the body (the guard caps it), so the browser gets the answer, not a reset connection."""
    async for _chunk in request.stream():
        pass


def _length(request: Request) -> int | None:
    raw = request.headers.get("content-length")
    try:
        return int(raw) if raw is not None else None
    except ValueError:
        return None
