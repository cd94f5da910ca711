"""The offline catalogue (texts and labels) for an explanation language."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from app.config import DEFAULT_LANGUAGE, LANGUAGES


def catalogue(language: str) -> ModuleType:
    """The module app.i18n.offline_<language>; English for an unknown language."""
    code = language if language in LANGUAGES else DEFAULT_LANGUAGE
    return import_module(f"app.i18n.offline_{code}")
