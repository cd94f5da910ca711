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
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from app.config import LANGUAGES, Settings
from app.errors import (
    Busy,
    InputTooLarge,
    InvalidArguments,
    KlartextError,
    NotFound,
    OcrUnavailable,
    Refused,
    UnreadableDocument,
    UnsupportedInput,
)
from app.flow import Analyses, check_analysis_id
from app.i18n.messages import MESSAGES, normalize_language, render
from app.models import DocumentInput, PendingResult
from app.store.base import Record
from app.transport.language import negotiate
from app.transport.rest.cors import Cors
from app.transport.rest.upload import MAX_BODY_BYTES, document_from_upload, read_multipart, too_large

log = logging.getLogger("klartext.api")

ANALYSES_PATH = "/api/analyses"
# The page polls; a browser can ask again much sooner than a chat assistant would.
RETRY_AFTER_SECONDS = 2

_STATUS: list[tuple[type[KlartextError], int]] = [
    (InputTooLarge, 413),
    (UnsupportedInput, 415),
    (InvalidArguments, 400),
    (UnreadableDocument, 422),
    (OcrUnavailable, 422),
    (Refused, 422),
    (NotFound, 404),
    (Busy, 503),
]


def status_of(error: KlartextError) -> int:
    for cls, status in _STATUS:
        if isinstance(error, cls):
            return status
    return 503  # never a bare 500: something failed on our side, trying again may help


def error_response(code: str, message: str, status: int, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status, headers=headers)


def preferred_language(request: Request) -> str:
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
            analysis_id = await self.analyses.submit(document)
        except KlartextError as err:
            return self._error(err, language["value"])
        except Exception as exc:  # only the type: an exception message may quote the document
            log.error("create failed: %s", type(exc).__name__)
            return error_response("internal_error", render("internal_error", language["value"]), 503)
        location = f"{ANALYSES_PATH}/{analysis_id}"
        body = self._pending(analysis_id, None, document.language)
        return JSONResponse(body, status_code=202, headers={"Location": location, **_no_store()})

    async def _document(self, request: Request, language: dict[str, str]) -> DocumentInput:
        from app.intake.validate import parse_arguments

        content_type = request.headers.get("content-type", "")
        media = content_type.split(";", 1)[0].strip().lower()
        length = _content_length(request)
        if media == "multipart/form-data":
            upload = await read_multipart(content_type, request.stream(), length)
            _choose_language(language, upload.fields.get("language"))
            return document_from_upload(upload)
        if media == "application/json":
            if length is not None and length > MAX_BODY_BYTES:
                raise too_large(length)
            body = await _read_limited(request)
            try:
                arguments = json.loads(body)
            except ValueError:
                raise InvalidArguments("upload_malformed") from None
            _choose_language(language, arguments.get("language") if isinstance(arguments, dict) else None)
            return parse_arguments(arguments)
        raise UnsupportedInput("upload_content_type")

    async def _read(self, request: Request) -> Response:
        language = preferred_language(request)
        try:
            analysis_id = check_analysis_id(request.path_params["analysis_id"])
            record = await self.analyses.get(analysis_id)
            if record is None:
                raise NotFound("upload_not_found")
        except InvalidArguments:  # an id of the wrong shape cannot exist
            return self._error(NotFound("upload_not_found"), language)
        except KlartextError as err:
            return self._error(err, language)
        except Exception as exc:
            log.error("read failed: %s", type(exc).__name__)
            return error_response("internal_error", render("internal_error", language), 503)
        if record.expired:
            days = f"{self.settings.retention_text_days:g}"
            message = render("upload_expired", normalize_language(record.language), days=days)
            return error_response("upload_expired", message, 410, _no_store())
        if record.status == "completed" and record.result is not None:
            return JSONResponse(record.result, headers=_no_store())
        if record.status == "failed":
            # "analysis_failed" names the MCP tool; the website has its own wording.
            key = record.error_key if record.error_key in MESSAGES["en"] else None
            key = "upload_failed" if key in (None, "analysis_failed") else key
            body = {
                "analysis_id": analysis_id,
                "status": "failed",
                "error": {"code": key, "message": render(key, normalize_language(record.language))},
            }
            return JSONResponse(body, status_code=422, headers=_no_store())
        pending = self._pending(analysis_id, record, record.language)
        return JSONResponse(pending, headers={"Retry-After": str(RETRY_AFTER_SECONDS), **_no_store()})

    def _pending(self, analysis_id: str, record: Record | None, language: str) -> dict[str, Any]:
        progress = min(max(record.progress if record else 0.0, 0.0), 1.0)
        running = record is not None and record.status == "running"
        message = render("pending_web", normalize_language(language), percent=round(progress * 100))
        pending = PendingResult(
            analysis_id=analysis_id,
            status="running" if running else "queued",
            progress=progress,
            retry_after_seconds=RETRY_AFTER_SECONDS,
            message=message,
        )
        return pending.model_dump(mode="json")

    def _error(self, err: KlartextError, language: str) -> JSONResponse:
        status = status_of(err)
        headers = _no_store()
        if isinstance(err, Busy):
            headers["Retry-After"] = str(err.params.get("retry_after", 30))
        return error_response(err.key, err.message(language), status, headers)


def _choose_language(language: dict[str, str], requested: object) -> None:
    if isinstance(requested, str) and requested.strip().lower() in LANGUAGES:
        language["value"] = requested.strip().lower()


def _no_store() -> dict[str, str]:
    # Results describe personal documents: no shared or browser cache keeps them.
    return {"Cache-Control": "no-store"}


def _content_length(request: Request) -> int | None:
    raw = request.headers.get("content-length")
    try:
        return int(raw) if raw is not None else None
    except ValueError:
        return None


async def _read_limited(request: Request) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY_BYTES:
            raise too_large(size)
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
