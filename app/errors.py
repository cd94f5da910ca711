"""One exception tree. Each class knows the key of its user-facing message.

Messages live in ``app.i18n.messages`` (data, not code); ``KlartextError.message(lang)``
renders one in the requested explanation language. Parameters must never contain document
content or personal data: only counts, limits, names of fields and file types.
"""

from __future__ import annotations

from typing import Any


class KlartextError(Exception):
    """Base class. ``key`` selects the message, ``params`` fill its placeholders."""

    key = "internal_error"

    def __init__(self, key: str | None = None, **params: Any) -> None:
        if key is not None:
            self.key = key
        self.params = params
        super().__init__(self.key)

    def message(self, language: str = "en") -> str:
        from app.i18n.messages import render

        return render(self.key, language, **self.params)


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


class Busy(KlartextError):
    """Too much work queued; try again later. params: retry_after (seconds)."""

    key = "busy"


class ExplainerFailed(KlartextError):
    """The explainer could not produce a result (used internally; the worker falls back)."""

    key = "internal_error"
