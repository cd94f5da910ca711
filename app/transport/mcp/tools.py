"""The two MCP tools: schemas clients see, and what a call does.

Tool failures (bad arguments, refused documents, unknown ids) are tool results with
``isError: true`` and a message in the requested language, so the assistant can show it to the
person. Protocol errors (unknown tool, arguments not an object) are raised as ``RpcError``.
"""

from __future__ import annotations

import copy
import logging
from typing import Any

from app import metrics
from app.config import Settings
from app.errors import InvalidArguments, KlartextError, answer_of
from app.flow import Analyses, Backend, check_analysis_id
from app.language import DEFAULT_LANGUAGE, LANGUAGES, answer_language, parse_language
from app.locales.messages import render
from app.locales.server import SERVER_TEXTS
from app.models import (
    ANALYSIS_ID_PATTERN,
    AnalysisResult,
    AnalysisView,
    Completed,
    Expired,
    Failed,
    NotFound,
    Pending,
    PendingResult,
)
from app.present.notices import render_notice
from app.transport.mcp.jsonrpc import INVALID_PARAMS, RpcError
from app.transport.ratelimit import RETRY_AFTER_META, DocumentLimitReached, charge_document

log = logging.getLogger("klartext.tools")

EXPLAIN = "explain_document"
GET = "get_explanation"

# English only, like all MCP metadata (app/locales/en/server.toml).
_ARGUMENTS = SERVER_TEXTS.arguments
_TOOLS = SERVER_TEXTS.tools

ANNOTATIONS = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}


def explain_input_schema(settings: Settings) -> dict[str, Any]:
    """The explain_document arguments, with the limits of ``settings`` (the ones intake enforces)."""
    mb = settings.max_file_bytes // (1024 * 1024)
    texts = _ARGUMENTS.explain_document
    return {
        "type": "object",
        "properties": {
            "text": {
                "type": "string",
                "minLength": settings.min_text_chars,
                "maxLength": settings.max_text_chars,
                "description": texts.text.format(min_chars=settings.min_text_chars, max_chars=settings.max_text_chars),
            },
            "pdf": {
                "type": "string",
                "contentEncoding": "base64",
                "contentMediaType": "application/pdf",
                "description": texts.pdf.format(mb=mb),
            },
            "images": {
                "type": "array",
                "minItems": 1,
                "maxItems": settings.max_images,
                "items": {"type": "string", "contentEncoding": "base64", "description": texts.image},
                "description": texts.images.format(max_images=settings.max_images, mb=mb),
            },
            "language": {
                "type": "string",
                # The language folders found at start-up (app.language), so a new folder is a new value.
                "enum": list(LANGUAGES),
                "default": DEFAULT_LANGUAGE,
                "description": texts.language,
            },
            # Instead of a document: a one-time link to Klartext's upload page (app.uploads).
            "upload": {
                "type": "boolean",
                "description": texts.upload.format(
                    minutes=f"{settings.upload_link_minutes:g}", mb=settings.max_upload_bytes // (1024 * 1024)
                ),
            },
        },
        "additionalProperties": False,
    }


GET_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "analysis_id": {
            "type": "string",
            "pattern": ANALYSIS_ID_PATTERN,
            "description": _ARGUMENTS.get_explanation.analysis_id,
        }
    },
    "required": ["analysis_id"],
    "additionalProperties": False,
}


def _strip_titles(schema: Any) -> Any:
    """Drop pydantic's generated per-property titles: they repeat the key and cost tokens in every tools/list."""
    if isinstance(schema, dict):
        out = {}
        for key, value in schema.items():
            if key == "properties" and isinstance(value, dict):
                out[key] = {
                    name: _strip_titles({k: v for k, v in sub.items() if k != "title"}) for name, sub in value.items()
                }
            else:
                out[key] = _strip_titles(value)
        return out
    if isinstance(schema, list):
        return [_strip_titles(item) for item in schema]
    return schema


# Result fields whose models give no description of their own (a $ref has none).
_MISSING_DESCRIPTIONS = {"engine": SERVER_TEXTS.results.engine, "source": SERVER_TEXTS.results.source}


def _output_schema() -> dict[str, Any]:
    """One object schema that accepts both a completed and a pending result.

    MCP wants an object at the root and clients validate ``structuredContent`` against it, so the
    two shapes are merged: the union of their properties, with only the shared keys required.
    ``$defs`` stay at the root, where ``#/$defs/...`` references resolve inside the document.
    """
    done = _strip_titles(AnalysisResult.model_json_schema())
    pending = _strip_titles(PendingResult.model_json_schema())
    properties = copy.deepcopy(done["properties"])
    for name, sub in pending["properties"].items():
        properties.setdefault(name, sub)
    for name, text in _MISSING_DESCRIPTIONS.items():
        if name in properties and "description" not in properties[name]:
            # A $ref sibling: allowed since JSON Schema 2019-09, and the validators the clients use accept it.
            properties[name] = {**properties[name], "description": text}
    properties["status"] = {
        "type": "string",
        "enum": ["completed", "awaiting_upload", "queued", "running"],
        "description": SERVER_TEXTS.results.status,
    }
    return {
        "type": "object",
        "properties": properties,
        "required": ["analysis_id", "status"],
        "additionalProperties": False,
        "$defs": done.get("$defs", {}),
    }


OUTPUT_SCHEMA = _output_schema()

EXPLAIN_DESCRIPTION = _TOOLS.explain_document.description
GET_DESCRIPTION = _TOOLS.get_explanation.description


def tool_list(settings: Settings) -> list[dict[str, Any]]:
    """The tools of tools/list (and of the discovery documents), with the limits of ``settings``."""
    return [
        {
            "name": EXPLAIN,
            "title": _TOOLS.explain_document.title,
            "description": EXPLAIN_DESCRIPTION,
            "inputSchema": explain_input_schema(settings),
            "outputSchema": OUTPUT_SCHEMA,
            # Not idempotent: with "upload": true every call makes a new one-time link.
            "annotations": {"title": _TOOLS.explain_document.title, **ANNOTATIONS, "idempotentHint": False},
            # Tasks (2025-11-25 utility): may run as a task (app.transport.mcp.tasks).
            "execution": {"taskSupport": "optional"},
        },
        {
            "name": GET,
            "title": _TOOLS.get_explanation.title,
            "description": GET_DESCRIPTION,
            "inputSchema": GET_INPUT_SCHEMA,
            "outputSchema": OUTPUT_SCHEMA,
            "annotations": {"title": _TOOLS.get_explanation.title, **ANNOTATIONS},
        },
    ]


TOOL_NAMES = frozenset({EXPLAIN, GET})
_PROTOCOL = SERVER_TEXTS.protocol


def text_result(text: str, structured: dict[str, Any] | None = None) -> dict[str, Any]:
    result: dict[str, Any] = {"content": [{"type": "text", "text": text}], "isError": False}
    if structured is not None:
        result["structuredContent"] = structured
    return result


def error_result(text: str) -> dict[str, Any]:
    # No structuredContent on errors: clients skip outputSchema validation only for isError results.
    return {"content": [{"type": "text", "text": text}], "isError": True}


def tool_error(error: KlartextError, language: str) -> dict[str, Any]:
    """A failed call as app.errors answers it: a tool result the assistant can show, or a protocol error."""
    if isinstance(error, DocumentLimitReached):
        # A tool error, not a protocol error: the assistant can tell the person how long to wait.
        return {**error_result(error.message(language)), "_meta": {RETRY_AFTER_META: error.retry_after}}
    code = answer_of(error).rpc_code
    if code is not None:
        raise RpcError(code, error.message(language), {"reason": error.key})
    if error.retry_after:  # busy (a full queue, the database away): when trying again may work
        return {**error_result(error.message(language)), "_meta": {RETRY_AFTER_META: error.retry_after}}
    return error_result(error.message(language))


def view_result(view: AnalysisView) -> dict[str, Any]:
    """The CallToolResult of an analysis, as app.flow sees it."""
    if isinstance(view, Completed):
        return text_result(_markdown(view.result), view.result.model_dump(mode="json"))
    if isinstance(view, Pending):
        contract = view.contract(render_notice(view.notice, view.language))  # the message leads with the stage
        return text_result(contract.message, contract.model_dump(mode="json"))
    if isinstance(view, NotFound):
        metrics.ERRORS.labels(view.error.key).inc()
    assert isinstance(view, Failed | Expired | NotFound)
    return tool_error(view.error, view.language)


def _markdown(result: AnalysisResult) -> str:
    from app.present.markdown import to_markdown

    try:
        return to_markdown(result)
    except Exception as exc:
        # A rendering bug must not lose a finished analysis: the structured result is still complete.
        log.error("markdown rendering failed: %s", type(exc).__name__)
        return result.summary


class Tools:
    def __init__(self, settings: Settings, analyses: Analyses | None = None) -> None:
        self.settings = settings
        # Shared with the REST API (app.wiring passes one object to both).
        self.analyses = analyses or Analyses(settings)

    @property
    def backend(self) -> Backend | None:
        return self.analyses.backend

    @backend.setter
    def backend(self, backend: Backend | None) -> None:
        self.analyses.backend = backend

    async def call(self, name: Any, arguments: Any) -> dict[str, Any]:
        """Run one tool; returns the CallToolResult as a JSON-ready dict."""
        if not isinstance(name, str) or name not in TOOL_NAMES:
            raise RpcError(INVALID_PARAMS, _PROTOCOL.unknown_tool.format(tools=", ".join((EXPLAIN, GET))))
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            raise RpcError(INVALID_PARAMS, _PROTOCOL.arguments_not_an_object)
        language = answer_language(arguments.get("language")) if name == EXPLAIN else DEFAULT_LANGUAGE
        try:
            if name == EXPLAIN:
                charge_document()  # the HTTP client's document budget (app.transport.ratelimit)
                return await self._explain(arguments)
            return await self._get(arguments)
        except KlartextError as err:
            metrics.ERRORS.labels(err.key).inc()
            return tool_error(err, language)
        except Exception as exc:
            # Only the type: an exception message may quote the document.
            log.error("tool %s failed: %s", name, type(exc).__name__)
            metrics.ERRORS.labels("internal").inc()
            return error_result(render("internal_error", language))

    # ------------------------------------------------------------------ explain_document

    async def _explain(self, arguments: dict[str, Any]) -> dict[str, Any]:
        from app.intake.validate import parse_arguments
        from app.uploads import wants_link

        if wants_link(arguments):
            return await self._upload_link(arguments)
        document = parse_arguments(arguments, self.settings)
        language = document.explanation_language
        # The call may wait minutes for its result: drop the Base64 upload (the request up the
        # stack still references this dict) and, once submitted, the decoded file.
        arguments.clear()
        submitted = await self.analyses.submit(document, "assistant")
        del document
        view = await self.analyses.wait(submitted.analysis_id, self.settings.wait_seconds, "assistant", language)
        return view_result(view)

    async def _upload_link(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """``upload: true``: a one-time link to the upload page, answered at once as 'awaiting_upload'."""
        links = self.analyses.links
        if links is None:  # stdio: no page to link to
            raise InvalidArguments("upload_link_needs_http")
        view = await links.create(parse_language(arguments.get("language")), "assistant")
        return view_result(view)

    # ------------------------------------------------------------------ get_explanation

    async def _get(self, arguments: dict[str, Any]) -> dict[str, Any]:
        for key in arguments:
            if key != "analysis_id":
                raise InvalidArguments("args_unknown_field", field=str(key)[:60], allowed="analysis_id")
        analysis_id = arguments.get("analysis_id")
        if analysis_id is None:
            raise InvalidArguments("args_missing", field="analysis_id")
        if not isinstance(analysis_id, str):
            raise InvalidArguments("args_wrong_type", field="analysis_id", expected="string")
        # No request language here: the analysis answers in the language it was requested in.
        view = await self.analyses.look_up(check_analysis_id(analysis_id), "assistant", fallback_language="en")
        return view_result(view)
