"""REST API of the website: the same flow, store and rules as the MCP tools.

``POST /api/analyses`` takes a multipart upload (one PDF, photos of the pages, or a text file,
up to 50 MB) or JSON with the explain_document arguments, prepares and enqueues it, and answers
202 with the analysis id and a ``Location``. ``GET /api/analyses/{id}`` answers with the progress
or the result. Errors are ``{"error": {"code", "message"}}`` with the message in the requested
language (the ``language`` field, else the browser's Accept-Language, else English).
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from app.config import Settings
from app.errors import Busy, InvalidArguments, KlartextError, UnsupportedInput, error_body, http_status
from app.flow import Analyses
from app.language import Language, known_language, negotiate, parse_language
from app.models import AnalysisView, Completed, DocumentInput, Expired, Failed, NotFound, Pending
from app.present.notices import render_notice
from app.transport.paths import ANALYSES_PATH
from app.transport.refusal import Refusal, refusal_data, refusal_headers
from app.transport.rest.cors import Cors
from app.transport.rest.upload import document_from_upload, read_multipart, too_large
from app.uploads import wants_link

log = logging.getLogger("klartext.api")


def error_response(error: KlartextError, language: str, headers: dict[str, str] | None = None) -> JSONResponse:
    """An error as app.errors answers it on the REST API, the message in ``language``."""
    body = error_body(error.key, error.message(language))
    return JSONResponse(body, status_code=http_status(error), headers=headers)


def refusal(error: KlartextError, language: str) -> Refusal:
    """The guard's refusal of a REST request: the REST error body, plus how long to wait when known."""
    body = error_body(error.key, error.message(language), **refusal_data(error))
    data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()
    return Refusal(http_status(error), refusal_headers(error), data)


def preferred_language(request: Request) -> Language:
    """The first supported language of the browser's Accept-Language, else English."""
    return negotiate(request.headers.get("accept-language"))


class AnalysesApi:
    def __init__(self, settings: Settings, analyses: Analyses, cors: Cors) -> None:
        self.settings = settings
        self.analyses = analyses
        self.cors = cors

    def routes(self) -> list[BaseRoute]:
        return [
            Route(ANALYSES_PATH, self.create, methods=["POST", "OPTIONS"]),
            Route(ANALYSES_PATH + "/{analysis_id}", self.read, methods=["GET", "OPTIONS"]),
        ]

    async def create(self, request: Request) -> Response:
        started = time.perf_counter()
        response = await self.cors.guard(request, self._create)
        _log(request, "create", response, started)
        return response

    async def read(self, request: Request) -> Response:
        started = time.perf_counter()
        response = await self.cors.guard(request, self._read)
        _log(request, "read", response, started)
        return response

    async def _create(self, request: Request) -> Response:
        # Messages in the requested explanation language once the request names a valid one.
        language = {"value": preferred_language(request)}
        try:
            document = await self._document(request, language)
            if isinstance(document, LinkWanted):
                return await self._link(document.language)
            pending = await self.analyses.submit(document, "website")
        except KlartextError as err:
            return _error(err, language["value"])
        except Exception as exc:  # only the type: an exception message may quote the document
            log.error("create failed: %s", type(exc).__name__)
            return error_response(KlartextError(), language["value"])
        location = f"{ANALYSES_PATH}/{pending.analysis_id}"
        body = pending.contract(render_notice(pending.notice, pending.language)).model_dump(mode="json")
        return JSONResponse(body, status_code=202, headers={"Location": location, **_no_store()})

    async def _link(self, language: Language) -> Response:
        """``{"upload": true}``: a one-time upload link (app.uploads), created at once."""
        links = self.analyses.links
        if links is None:
            raise InvalidArguments("upload_link_needs_http")
        awaiting = await links.create(language, "website")
        body = awaiting.contract(render_notice(awaiting.notice, awaiting.language)).model_dump(mode="json")
        location = f"{ANALYSES_PATH}/{awaiting.analysis_id}"
        return JSONResponse(body, status_code=201, headers={"Location": location, **_no_store()})

    async def _document(self, request: Request, language: dict[str, Language]) -> DocumentInput | LinkWanted:
        from app.intake.validate import parse_arguments

        content_type = request.headers.get("content-type", "")
        media = content_type.split(";", 1)[0].strip().lower()
        length = _content_length(request)
        if media == "multipart/form-data":
            upload = await read_multipart(content_type, request.stream(), length, self.settings)
            _choose_language(language, upload.fields.get("language"))
            return document_from_upload(upload, self.settings)
        if media == "application/json":
            if length is not None and length > self.settings.max_upload_body_bytes:
                raise too_large(length, self.settings)
            arguments = json_arguments(await _read_limited(request, self.settings))
            _choose_language(language, arguments.get("language") if isinstance(arguments, dict) else None)
            if isinstance(arguments, dict) and wants_link(arguments):
                return LinkWanted(parse_language(arguments.get("language")))
            return parse_arguments(arguments, self.settings)
        raise UnsupportedInput("upload_content_type")

    async def _read(self, request: Request) -> Response:
        language = preferred_language(request)
        try:
            view = await self.analyses.look_up(request.path_params["analysis_id"], "website", language)
        except KlartextError as err:
            return _error(err, language)
        except Exception as exc:
            log.error("read failed: %s", type(exc).__name__)
            return error_response(KlartextError(), language)
        return view_response(view)


@dataclass(frozen=True)
class LinkWanted:
    """A JSON body that asks for an upload link instead of sending a document."""

    language: Language


def view_response(view: AnalysisView) -> Response:
    """The REST answer for an analysis, as app.flow sees it."""
    if isinstance(view, Completed):
        return JSONResponse(view.result.model_dump(mode="json"), headers=_no_store())
    if isinstance(view, Pending):
        body = view.contract(render_notice(view.notice, view.language)).model_dump(mode="json")
        return JSONResponse(body, headers={"Retry-After": str(view.retry_after), **_no_store()})
    if isinstance(view, Failed):
        error = error_body(view.error.key, view.error.message(view.language))
        body = {"analysis_id": view.analysis_id, "status": "failed", **error}
        return JSONResponse(body, status_code=http_status(view.error), headers=_no_store())
    assert isinstance(view, Expired | NotFound)
    return _error(view.error, view.language)


def _error(err: KlartextError, language: str) -> JSONResponse:
    headers = _no_store()
    if isinstance(err, Busy):
        headers["Retry-After"] = str(err.params.get("retry_after", 30))
    return error_response(err, language, headers)


def _choose_language(language: dict[str, Language], requested: object) -> None:
    # Only for the error message: a supported code wins over Accept-Language; intake judges the rest.
    chosen = known_language(requested)
    if chosen is not None:
        language["value"] = chosen


def _no_store() -> dict[str, str]:
    # Results describe personal documents: no shared or browser cache keeps them.
    return {"Cache-Control": "no-store"}


def _content_length(request: Request) -> int | None:
    raw = request.headers.get("content-length")
    try:
        return int(raw) if raw is not None else None
    except ValueError:
        return None


def json_arguments(body: bytes) -> Any:
    """The JSON body of ``POST /api/analyses``; what is not JSON is a malformed upload.

    RecursionError too: a body of a few KB nested thousands of levels deep ("[[[[…") ended as a 503.
    """
    try:
        return json.loads(body)
    except (ValueError, RecursionError):
        raise InvalidArguments("upload_malformed") from None


async def _read_limited(request: Request, settings: Settings) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > settings.max_upload_body_bytes:
            raise too_large(size, settings)
        chunks.append(chunk)
    return b"".join(chunks)


def _log(request: Request, action: str, response: Response, started: float) -> None:
    # Never the body or the id's document: method, action, status, sizes and duration.
    log.info(
        json.dumps(
            {
                "event": "api",
                "action": action,
                "http": request.method,
                "status": response.status_code,
                "in": _content_length(request),
                "ms": round((time.perf_counter() - started) * 1000, 2),
            }
        )
    )
