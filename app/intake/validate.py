"""Intake: validate explain_document arguments, decode base64, enforce limits.

The same function serves the MCP tool and the REST API's JSON body; the limits come from the
``Settings`` passed in. It only looks at shapes, sizes and magic bytes (sniffed once, by
``app.intake.document``); it never logs or echoes content.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Mapping
from typing import Any

from app.config import Settings
from app.errors import InputTooLarge, InvalidArguments
from app.intake.document import check_file_size, checked_text, file_too_large, page_of, pdf_of
from app.language import parse_language
from app.models import DocumentInput, Images, PageImage, Pdf, Text

DOCUMENT_FIELDS = ("text", "pdf", "images")
ALLOWED_FIELDS = (*DOCUMENT_FIELDS, "language")

_DATA_URL = re.compile(r"^\s*data:[\w.+-]+/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,", re.IGNORECASE)
_WHITESPACE = re.compile(r"\s+")
_URLSAFE = str.maketrans("-_", "+/")
# Whitespace and line breaks inflate the encoded form a little; allow for it in the fast pre-check.
_ENCODED_SLACK = 1.05


def parse_arguments(arguments: Any, settings: Settings) -> DocumentInput:
    """Validate raw tool/REST arguments; raise InvalidArguments/InputTooLarge with a message key."""
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, Mapping):
        raise InvalidArguments("args_wrong_type", field="arguments", expected="object")
    for name in arguments:
        if name not in ALLOWED_FIELDS:
            # "upload" is read before the document's fields (app/uploads.py) and named among them.
            allowed = ", ".join((*ALLOWED_FIELDS, "upload"))
            raise InvalidArguments("args_unknown_field", field=str(name)[:60], allowed=allowed)

    sent = [name for name in DOCUMENT_FIELDS if arguments.get(name) is not None]
    if not sent:
        raise InvalidArguments("args_none")
    if len(sent) > 1:
        raise InvalidArguments("args_several", fields=", ".join(sent))

    language = parse_language(arguments.get("language"))
    field = sent[0]
    value = arguments[field]
    if field == "text":
        return DocumentInput(explanation_language=language, content=_text(value, settings))
    if field == "pdf":
        return DocumentInput(explanation_language=language, content=_pdf(value, settings))
    return DocumentInput(explanation_language=language, content=_images(value, settings))


def _text(value: Any, settings: Settings) -> Text:
    if not isinstance(value, str):
        raise InvalidArguments("args_wrong_type", field="text", expected="text")
    return checked_text(Text(value), settings)


def _pdf(value: Any, settings: Settings) -> Pdf:
    if not isinstance(value, str):
        raise InvalidArguments("args_wrong_type", field="pdf", expected="pdf")
    encoded = _strip_data_url(value)
    _check_encoded_size(len(encoded), settings)
    data = _decode(encoded, "pdf")
    check_file_size(len(data), settings)
    return pdf_of(data)


def _images(value: Any, settings: Settings) -> Images:
    expected = "images"
    if not isinstance(value, list):
        raise InvalidArguments("args_wrong_type", field="images", expected=expected)
    if not value:
        raise InvalidArguments("images_empty")
    if len(value) > settings.max_images:
        raise InputTooLarge("too_many_images", count=len(value), max=settings.max_images)
    encoded: list[str] = []
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise InvalidArguments("args_wrong_type", field=f"images[{index}]", expected="image")
        encoded.append(_strip_data_url(item))
    _check_encoded_size(sum(len(item) for item in encoded), settings)
    pages: list[PageImage] = []
    for index, item in enumerate(encoded):
        pages.append(page_of(_decode(item, f"images[{index}]"), index + 1))
    check_file_size(sum(len(page.data) for page in pages), settings)
    return Images(tuple(pages))


def _strip_data_url(value: str) -> str:
    match = _DATA_URL.match(value[:200])
    return value[match.end() :] if match else value


def _check_encoded_size(encoded_length: int, settings: Settings) -> None:
    """Reject oversized uploads from the string length alone, before spending memory on decoding."""
    estimated = encoded_length * 3 // 4
    if estimated > settings.max_file_bytes * _ENCODED_SLACK:
        raise file_too_large(estimated, settings)


def _decode(encoded: str, field: str) -> bytes:
    """Standard or URL-safe alphabet, padding optional, whitespace and line breaks ignored."""
    # Copies only where needed: a PDF's Base64 is ~11 MB, and each copy of it is another 11 MB.
    compact = _WHITESPACE.sub("", encoded) if _WHITESPACE.search(encoded) else encoded
    if "-" in compact or "_" in compact:
        compact = compact.translate(_URLSAFE)
    compact = compact.rstrip("=")
    if not compact or len(compact) % 4 == 1:
        raise InvalidArguments("base64_invalid", field=field)
    compact += "=" * (-len(compact) % 4)
    try:
        return base64.b64decode(compact, validate=True)
    except (binascii.Error, ValueError):
        raise InvalidArguments("base64_invalid", field=field) from None
