"""One exception tree, and one table of how each error is answered.

Each class knows the key of its user-facing message. Messages live in ``app.locales.messages``
(data, not code); ``KlartextError.message(lang)`` renders one in the requested explanation
language. Parameters must never contain document content or personal data: only counts,
limits, names of fields and file types.

``ANSWERS`` says, per class, which HTTP status the REST API answers with and which JSON-RPC
code the MCP transport uses; ``error_body`` is the one builder of ``{"error": {code, message}}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# JSON-RPC "server error" range: the request was not processed because of a limit.
RPC_RATE_LIMITED = -32000
RPC_TOO_LARGE = -32001
RPC_BUSY = -32003


class KlartextError(Exception):
    """Base class. ``key`` selects the message, ``params`` fill its placeholders."""

    key = "internal_error"

    def __init__(self, key: str | None = None, **params: Any) -> None:
        if key is not None:
            self.key = key
        self.params = params
        super().__init__(self.key)

    def message(self, language: str = "en") -> str:
        from app.locales.messages import render

        return render(self.key, language, **self.params)

    @property
    def retry_after(self) -> int | None:
        """Seconds after which trying again may work, when the error says so."""
        value = self.params.get("retry_after")
        return int(value) if value else None


class InvalidArguments(KlartextError):
    """The caller sent arguments that do not fit the tool (wrong count, wrong type, bad language)."""

    key = "invalid_arguments"


class InputTooLarge(KlartextError):
    """A size or count limit was exceeded; params carry the limit."""

    key = "too_large"


class UnsupportedInput(KlartextError):
    """The bytes are not a file type we can read (e.g. not a PDF, unknown image format)."""

    key = "unsupported_file"


class UnreadableDocument(KlartextError):
    """A file of the right type that cannot be read: corrupt, truncated, password-protected."""

    key = "pdf_corrupt"


class OcrUnavailable(KlartextError):
    """Scans and photos need OCR, which this build cannot do (yet)."""

    key = "ocr_unavailable"


class Refused(KlartextError):
    """The document is outside what Klartext explains (no legal content, criminal law)."""

    key = "no_legal_content"


class NotFound(KlartextError):
    """Unknown or expired analysis id."""

    key = "analysis_not_found"


class AnalysisFailed(KlartextError):
    """The worker could not explain a stored analysis; the key says why (e.g. a refused document)."""

    key = "analysis_failed"


class AnalysisExpired(KlartextError):
    """Retention deleted the text and result of an analysis. params: days."""

    key = "analysis_expired"


class UploadLinkUsed(KlartextError):
    """A one-time upload link that was used already (app.uploads)."""

    key = "upload_link_used"


class Busy(KlartextError):
    """Too much work queued; try again later. params: retry_after (seconds)."""

    key = "busy"


class UploadsBusy(Busy):
    """The memory for uploads being read is spent (the guard, before the body is read). params: retry_after."""


class RateLimited(KlartextError):
    """Too many requests from one client (the guard). params: retry_after (seconds)."""

    key = "rate_limited"


class RequestTooLarge(KlartextError):
    """The request body is larger than the route takes (the guard). params: max_mb."""

    key = "request_too_large"


class OriginNotAllowed(KlartextError):
    """A web page of a foreign site called the REST API (CORS)."""

    key = "origin_not_allowed"


class OcrFailed(KlartextError):
    """Tesseract is missing, crashed or timed out (a server problem, not the user's file)."""

    key = "internal_error"


class ExplainerFailed(KlartextError):
    """The explainer could not produce a result (used internally; the worker falls back)."""

    key = "internal_error"


@dataclass(frozen=True)
class Answer:
    """How one kind of error is answered on each transport."""

    http_status: int
    # JSON-RPC error code when the MCP transport answers with a protocol error (the guard's limits);
    # None: the error is a tool result with isError, where the assistant can show the message.
    rpc_code: int | None
    key: str  # the message key, unless the error names a more precise one


def _answer(cls: type[KlartextError], http_status: int, rpc_code: int | None = None) -> Answer:
    return Answer(http_status, rpc_code, cls.key)


# Every class has its own row (a test checks it); a subclass without one answers as its parent.
ANSWERS: dict[type[KlartextError], Answer] = {
    KlartextError: _answer(KlartextError, 503),  # never a bare 500: trying again may help
    InvalidArguments: _answer(InvalidArguments, 400),
    InputTooLarge: _answer(InputTooLarge, 413),
    UnsupportedInput: _answer(UnsupportedInput, 415),
    UnreadableDocument: _answer(UnreadableDocument, 422),
    OcrUnavailable: _answer(OcrUnavailable, 422),
    Refused: _answer(Refused, 422),
    NotFound: _answer(NotFound, 404),
    AnalysisFailed: _answer(AnalysisFailed, 422),
    AnalysisExpired: _answer(AnalysisExpired, 410),
    UploadLinkUsed: _answer(UploadLinkUsed, 409),
    Busy: _answer(Busy, 503),
    UploadsBusy: _answer(UploadsBusy, 503, RPC_BUSY),
    RateLimited: _answer(RateLimited, 429, RPC_RATE_LIMITED),
    RequestTooLarge: _answer(RequestTooLarge, 413, RPC_TOO_LARGE),
    OriginNotAllowed: _answer(OriginNotAllowed, 403),
    OcrFailed: _answer(OcrFailed, 503),
    ExplainerFailed: _answer(ExplainerFailed, 503),
}


def answer_of(error: KlartextError) -> Answer:
    for cls in type(error).__mro__:
        row = ANSWERS.get(cls)
        if row is not None:
            return row
    return ANSWERS[KlartextError]


def http_status(error: KlartextError) -> int:
    return answer_of(error).http_status


def error_body(code: str, message: str, **extra: Any) -> dict[str, Any]:
    """The REST API's one error shape: ``{"error": {"code", "message"}}``, plus ``extra`` beside it."""
    return {"error": {"code": code, "message": message}, **extra}
