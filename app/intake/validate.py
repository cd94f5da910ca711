"""Intake: validate explain_document arguments, decode base64, enforce limits.

The same function serves the MCP tool and the REST API. It only looks at shapes, sizes and
magic bytes; it never logs or echoes content.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Mapping
from typing import Any

from app.config import MAX_FILE_BYTES, MAX_IMAGES, MAX_TEXT_CHARS, MIN_TEXT_CHARS
from app.errors import InputTooLarge, InvalidArguments, UnsupportedInput
from app.intake.sniff import is_image, sniff
from app.language import parse_language
from app.models import DocumentInput

DOCUMENT_FIELDS = ("text", "pdf", "images")
ALLOWED_FIELDS = (*DOCUMENT_FIELDS, "language")

_DATA_URL = re.compile(r"^\s*data:[\w.+-]+/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,", re.IGNORECASE)
_WHITESPACE = re.compile(r"\s+")
_URLSAFE = str.maketrans("-_", "+/")
# Whitespace and line breaks inflate the encoded form a little; allow for it in the fast pre-check.
_ENCODED_SLACK = 1.05


def parse_arguments(arguments: Any) -> DocumentInput:
    """Validate raw tool/REST arguments; raise InvalidArguments/InputTooLarge with a message key."""
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, Mapping):
        raise InvalidArguments("args_wrong_type", field="arguments", expected="object")
    for name in arguments:
        if name not in ALLOWED_FIELDS:
            raise InvalidArguments("args_unknown_field", field=str(name)[:60], allowed=", ".join(ALLOWED_FIELDS))

    sent = [name for name in DOCUMENT_FIELDS if arguments.get(name) is not None]
    if not sent:
        raise InvalidArguments("args_none")
    if len(sent) > 1:
        raise InvalidArguments("args_several", fields=", ".join(sent))

    language = parse_language(arguments.get("language"))
    field = sent[0]
    value = arguments[field]
    if field == "text":
        return DocumentInput(explanation_language=language, text=_text(value))
    if field == "pdf":
        data = _pdf(value)
        return DocumentInput(explanation_language=language, pdf=data)
    return DocumentInput(explanation_language=language, images=_images(value))


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidArguments("args_wrong_type", field="text", expected="text")
    text = value.strip()
    if len(text) < MIN_TEXT_CHARS:
        raise InvalidArguments("text_too_short", count=len(text), min=MIN_TEXT_CHARS)
    if len(text) > MAX_TEXT_CHARS:
        raise InputTooLarge("text_too_long", count=len(text), max=MAX_TEXT_CHARS)
    return text


def _pdf(value: Any) -> bytes:
    if not isinstance(value, str):
        raise InvalidArguments("args_wrong_type", field="pdf", expected="pdf")
    encoded = _strip_data_url(value)
    _check_encoded_size(len(encoded))
    data = _decode(encoded, "pdf")
    _check_size(len(data))
    if sniff(data) != "pdf":
        raise UnsupportedInput("not_a_pdf")
    return data


def _images(value: Any) -> tuple[bytes, ...]:
    expected = "images"
    if not isinstance(value, list):
        raise InvalidArguments("args_wrong_type", field="images", expected=expected)
    if not value:
        raise InvalidArguments("images_empty")
    if len(value) > MAX_IMAGES:
        raise InputTooLarge("too_many_images", count=len(value), max=MAX_IMAGES)
    encoded: list[str] = []
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise InvalidArguments("args_wrong_type", field=f"images[{index}]", expected="image")
        encoded.append(_strip_data_url(item))
    _check_encoded_size(sum(len(item) for item in encoded))
    images: list[bytes] = []
    for index, item in enumerate(encoded):
        data = _decode(item, f"images[{index}]")
        if not is_image(sniff(data)):
            raise UnsupportedInput("unsupported_image", index=index + 1)
        images.append(data)
    _check_size(sum(len(data) for data in images))
    return tuple(images)


def _strip_data_url(value: str) -> str:
    match = _DATA_URL.match(value[:200])
    return value[match.end() :] if match else value


def _check_encoded_size(encoded_length: int) -> None:
    """Reject oversized uploads from the string length alone, before spending memory on decoding."""
    estimated = encoded_length * 3 // 4
    if estimated > MAX_FILE_BYTES * _ENCODED_SLACK:
        _raise_too_large(estimated)


def _check_size(size: int) -> None:
    if size > MAX_FILE_BYTES:
        _raise_too_large(size)


def _raise_too_large(size: int) -> None:
    mb = 1024 * 1024
    raise InputTooLarge("file_too_large", size_mb=f"{size / mb:.1f}", max_mb=f"{MAX_FILE_BYTES / mb:g}")


def _decode(encoded: str, field: str) -> bytes:
    """Standard or URL-safe alphabet, padding optional, whitespace and line breaks ignored."""
    compact = _WHITESPACE.sub("", encoded).translate(_URLSAFE).rstrip("=")
    if not compact or len(compact) % 4 == 1:
        raise InvalidArguments("base64_invalid", field=field)
    compact += "=" * (-len(compact) % 4)
    try:
        return base64.b64decode(compact, validate=True)
    except (binascii.Error, ValueError):
        raise InvalidArguments("base64_invalid", field=field) from None
