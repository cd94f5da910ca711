"""User-facing messages per language: errors, statuses, the disclaimer.

Data, not code. Every key must exist in every language of ``app.config.LANGUAGES``
(a test checks it). Placeholders use ``str.format`` names; their values are counts,
limits and field names — never document content.
"""

from __future__ import annotations

from typing import Any

from app.config import DEFAULT_LANGUAGE, LANGUAGES
from app.i18n import de, en, es, fr, it, pt

MESSAGES: dict[str, dict[str, str]] = {
    "de": de.MESSAGES,
    "en": en.MESSAGES,
    "es": es.MESSAGES,
    "fr": fr.MESSAGES,
    "it": it.MESSAGES,
    "pt": pt.MESSAGES,
}


def normalize_language(language: object) -> str:
    """The language to answer in: a supported code, else English."""
    if isinstance(language, str) and language.strip().lower() in LANGUAGES:
        return language.strip().lower()
    return DEFAULT_LANGUAGE


def render(key: str, language: str = DEFAULT_LANGUAGE, /, **params: Any) -> str:
    # Positional-only: messages may have a {language} placeholder (language_unsupported).
    table = MESSAGES.get(language) or MESSAGES[DEFAULT_LANGUAGE]
    template = table.get(key) or MESSAGES[DEFAULT_LANGUAGE].get(key) or table.get("internal_error") or ""
    if isinstance(params.get("expected"), str):
        # A type description is itself a message ("type_text" ...), so it reads in the same language.
        params["expected"] = table.get(f"type_{params['expected']}") or params["expected"]
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
