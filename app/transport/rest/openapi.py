"""``/openapi.json``: the REST API described from the models it answers with.

Bodies come from the same pydantic models the routes serialize (app.models: ``AnalysisResult``,
``PendingResult``) and the same explain_document arguments the MCP tool takes
(``tools.explain_input_schema``, with the limits of the settings); statuses come from app.errors'
table of answers. So the document cannot drift from what the API does, and a test runs
schemathesis against a live server to hold it to that.

OpenAPI 3.1, whose Schema Object is JSON Schema 2020-12: pydantic's schemas go in unchanged.
The MCP endpoint is not described here: it speaks JSON-RPC, described by /.well-known/mcp.json.
"""

from __future__ import annotations

from typing import Any

from pydantic.json_schema import models_json_schema

from app.config import Settings
from app.errors import ANSWERS, InvalidArguments, RateLimited, http_status
from app.models import ANALYSIS_ID_PATTERN, AnalysisResult, PendingResult
from app.transport.mcp.protocol import SERVER_DESCRIPTION, SERVER_TITLE, server_version
from app.transport.mcp.tools import explain_input_schema
from app.transport.paths import ANALYSES_PATH

OPENAPI_VERSION = "3.1.0"
_REF = "#/components/schemas/{model}"


def _ref(name: str) -> dict[str, str]:
    return {"$ref": _REF.format(model=name)}


def _model_schemas() -> dict[str, Any]:
    _, top = models_json_schema(
        [(AnalysisResult, "serialization"), (PendingResult, "serialization")], ref_template=_REF
    )
    return dict(top.get("$defs", {}))


_ERROR = {
    "type": "object",
    "description": "An error, its message in the requested language (the `language` field, else Accept-Language).",
    "properties": {
        "error": {
            "type": "object",
            "properties": {
                "code": {"type": "string", "description": "The error's key, e.g. 'rate_limited', 'too_large'."},
                "message": {"type": "string", "description": "What went wrong and what to do, for a person."},
            },
            "required": ["code", "message"],
        },
        "retry_after_seconds": {"type": "integer", "minimum": 1, "description": "When a limit says how long to wait."},
    },
    "required": ["error"],
}
_FAILED = {
    "type": "object",
    "description": "An analysis that could not be finished (e.g. a refused document).",
    "properties": {
        "analysis_id": {"type": "string"},
        "status": {"const": "failed"},
        "error": _ERROR["properties"]["error"],  # type: ignore[index]
    },
    "required": ["analysis_id", "status", "error"],
}
_NO_STORE = {"Cache-Control": {"schema": {"const": "no-store"}, "description": "Results describe personal documents."}}
_RETRY_AFTER = {"Retry-After": {"schema": {"type": "string"}, "description": "Seconds to wait before asking again."}}


def _json(schema: dict[str, Any], description: str, headers: dict[str, Any] | None = None) -> dict[str, Any]:
    response: dict[str, Any] = {"description": description, "content": {"application/json": {"schema": schema}}}
    if headers:
        response["headers"] = headers
    return response


def _error(description: str, headers: dict[str, Any] | None = None) -> dict[str, Any]:
    return _json(_ref("Error"), description, headers)


def _one_of(*fields: str) -> list[dict[str, Any]]:
    """Exactly one of ``fields`` (the document), the others absent."""
    return [{"required": [name], "not": {"anyOf": [{"required": [o]} for o in fields if o != name]}} for name in fields]


_LINK_WANTED = {"required": ["upload"], "properties": {"upload": {"const": True}}}


def _document_or_link() -> list[dict[str, Any]]:
    """Exactly one of text, pdf, images, or ``upload: true`` (``upload: false`` asks for nothing)."""
    fields = ("text", "pdf", "images")
    documents = [
        {"required": [name], "not": {"anyOf": [*({"required": [o]} for o in fields if o != name), _LINK_WANTED]}}
        for name in fields
    ]
    return [*documents, {**_LINK_WANTED, "not": {"anyOf": [{"required": [o]} for o in fields]}}]


def _status_of(cls: type) -> int:
    return ANSWERS[cls].http_status


def _limited() -> dict[str, Any]:
    return {str(_status_of(RateLimited)): _error("Too many requests from this address.", _RETRY_AFTER)}


def _document_form(settings: Settings, *, language: bool) -> dict[str, Any]:
    """The multipart form of a document: one PDF or text file, photos, or pasted text (and the language, where
    the call names it; an upload link already carries its own)."""
    mb = settings.max_upload_bytes // (1024 * 1024)
    properties: dict[str, Any] = {
        "file": {"type": "string", "format": "binary", "description": f"One PDF or text file (up to {mb} MB)."},
        "files": {
            "type": "array",
            "items": {"type": "string", "format": "binary"},
            "maxItems": settings.max_images,
            "description": f"Photos of the pages, in order (up to {settings.max_images}, {mb} MB together).",
        },
        "text": {"type": "string", "description": "Pasted text of the document."},
    }
    if language:
        properties["language"] = explain_input_schema(settings)["properties"]["language"]
    return {"type": "object", "properties": properties, "oneOf": _one_of("file", "files", "text")}


def _create(settings: Settings) -> dict[str, Any]:
    multipart = _document_form(settings, language=True)
    errors = {
        str(http_status(InvalidArguments())): "The fields do not fit: none or several documents, a wrong type.",
        "403": "A web page of a foreign site sent this (CORS).",
        "413": "The document or the request is too large.",
        "415": "Not a file type Klartext reads.",
        "422": "The document cannot be read or is outside what Klartext explains.",
        "503": "Busy, or a step failed on our side: try again later.",
    }
    return {
        "operationId": "createAnalysis",
        "summary": "Send a document to be explained",
        "description": (
            "Reads, anonymizes and queues the document; answers at once with the id to poll. With"
            ' `{"upload": true}` instead of a document: a one-time link to the upload page (`upload_url`), for a'
            " person who would rather not send the document through the caller."
        ),
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {"schema": _ref("ExplainArguments")},
                "multipart/form-data": {"schema": multipart},
            },
        },
        "responses": {
            "201": _json(
                _ref("PendingResult"),
                "An upload link (status 'awaiting_upload'): give the person upload_url, then poll the Location.",
                {"Location": {"schema": {"type": "string"}, "description": "Where to poll."}, **_NO_STORE},
            ),
            "202": _json(
                _ref("PendingResult"),
                "Queued: poll the Location for the result.",
                {
                    "Location": {"schema": {"type": "string"}, "description": "Where to poll."},
                    **_NO_STORE,
                },
            ),
            **{status: _error(text) for status, text in errors.items()},
            **_limited(),
        },
    }


def _read() -> dict[str, Any]:
    either = {"oneOf": [_ref("AnalysisResult"), _ref("PendingResult")]}
    failed = {"oneOf": [_ref("FailedAnalysis"), _ref("Error")]}
    return {
        "operationId": "getAnalysis",
        "summary": "The progress or the result of an analysis",
        "parameters": [
            {
                "name": "analysis_id",
                "in": "path",
                "required": True,
                "schema": {"type": "string", "pattern": ANALYSIS_ID_PATTERN},
            }
        ],
        "responses": {
            "200": _json(either, "The result, or how far the analysis is (ask again after Retry-After).", _NO_STORE),
            "403": _error("A web page of a foreign site asked (CORS)."),
            "404": _error("No analysis has this id."),
            "410": _error("Deleted after the retention period."),
            "422": _json(failed, "The analysis failed, e.g. the document was refused."),
            "503": _json(failed, "A step failed on our side: try again later."),
            **_limited(),
        },
    }


_LINK_STATE = {
    "type": "object",
    "description": "An upload link that can take the upload.",
    "properties": {
        "status": {"const": "awaiting_upload"},
        "language": {"type": "string", "description": "The explanation's language, fixed by the link."},
        "upload_expires_at": {"type": "string", "description": "When the link stops working (ISO 8601, UTC)."},
        "max_upload_mb": {"type": "integer", "description": "The upload's size limit in MB."},
    },
    "required": ["status", "language", "upload_expires_at", "max_upload_mb"],
}


def _upload_link(settings: Settings) -> dict[str, Any]:
    """The page's calls for a one-time upload link (app.transport.rest.uploadlinks)."""
    token = {
        "name": "token",
        "in": "path",
        "required": True,
        "description": "The token of the link's address ({public URL}/u/{token}).",
        "schema": {"type": "string", "pattern": "^[A-Za-z0-9_-]{43}$"},
    }
    refused = {
        "404": _error("No link has this token."),
        "409": _error("The link was used already: each link works once."),
        "410": _error("The link expired; nothing was stored."),
    }
    multipart = _document_form(settings, language=False)
    return {
        "get": {
            "operationId": "getUploadLink",
            "summary": "Whether a one-time upload link can take the upload",
            "parameters": [token],
            "responses": {"200": _json(_LINK_STATE, "It can.", _NO_STORE), **refused, **_limited()},
        },
        "post": {
            "operationId": "uploadByLink",
            "summary": "Upload the document of a one-time upload link",
            "description": "As createAnalysis, in the link's language; a refused document leaves the link usable.",
            "parameters": [token],
            "requestBody": {"required": True, "content": {"multipart/form-data": {"schema": multipart}}},
            "responses": {
                "202": _json(_ref("PendingResult"), "Queued: poll the Location for the result.", _NO_STORE),
                "400": _error("The fields do not fit: none or several documents."),
                **refused,
                "413": _error("The document or the request is too large."),
                "415": _error("Not a file type Klartext reads."),
                "422": _error("The document cannot be read or is outside what Klartext explains."),
                "503": _error("Busy, or a step failed on our side: try again later."),
                **_limited(),
            },
        },
    }


def _document(description: str, media: str = "application/json") -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object"} if media == "application/json" else {"type": "string"}
    return {
        "get": {
            "summary": description,
            "responses": {"200": {"description": description, "content": {media: {"schema": schema}}}, **_limited()},
        }
    }


def openapi_document(settings: Settings) -> dict[str, Any]:
    """The OpenAPI 3.1 document of the REST API for ``settings`` (its limits, its public URL)."""
    schemas = _model_schemas()
    schemas["ExplainArguments"] = {
        **explain_input_schema(settings),
        "description": (
            "The explain_document arguments: exactly one of text, pdf (Base64) or images (Base64), or upload: true"
            " for a one-time upload link."
        ),
        "oneOf": _document_or_link(),
    }
    schemas["Error"] = _ERROR
    schemas["FailedAnalysis"] = _FAILED
    health = {
        "type": "object",
        "properties": {"status": {"type": "string"}},
        "required": ["status"],
    }
    return {
        "openapi": OPENAPI_VERSION,
        "info": {"title": f"{SERVER_TITLE} REST API", "version": server_version(), "description": SERVER_DESCRIPTION},
        "servers": [{"url": settings.public_url}],
        "paths": {
            ANALYSES_PATH: {"post": _create(settings)},
            ANALYSES_PATH + "/{analysis_id}": {"get": _read()},
            ANALYSES_PATH + "/uploads/{token}": _upload_link(settings),
            "/healthz": {"get": {"summary": "Liveness", "responses": {"200": _json(health, "The server runs.")}}},
            "/readyz": {
                "get": {
                    "summary": "Readiness",
                    "responses": {
                        "200": _json(health, "Ready: the store answers and workers run."),
                        "503": _json(health, "Not ready."),
                    },
                }
            },
            "/server.json": _document("This deployment as an entry for the MCP registry."),
            "/.well-known/mcp.json": _document("The MCP server, its tools and limits."),
            "/llms.txt": _document("A short description for language models.", "text/plain"),
            "/openapi.json": _document("This document."),
        },
        "components": {"schemas": schemas},
    }
