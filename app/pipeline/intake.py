"""Intake: validate explain_document arguments, decode base64, enforce limits. (stub: helper B)"""

from __future__ import annotations

from typing import Any

from app.models import DocumentInput


def parse_arguments(arguments: Any) -> DocumentInput:
    """Validate raw tool/REST arguments; raise InvalidArguments/InputTooLarge with a message key."""
    raise NotImplementedError
