"""The legal concepts a clause names (``app.analysis.terms``), said in the reader's language.

Labels are data per READER language: ``app/locales/<code>/terms.toml`` section ``[labels]`` (key -> a short noun
phrase) and ``[text] mentions`` (the sentence around the list, ``{items}``). A language without the file, or a
key without a label there, falls back to English's; a key no language has a label for is left out.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from app.config import DEFAULT_LANGUAGE
from app.locales import optional_toml


@cache
def _terms(language: str) -> dict[str, Any]:
    data: dict[str, Any] = optional_toml(language, "terms") or optional_toml(DEFAULT_LANGUAGE, "terms")
    return data


def term_label(key: str, language: str) -> str | None:
    """The reader-language label of one concept key (English's when ``language`` has none)."""
    label = _terms(language).get("labels", {}).get(key)
    if label is None and language != DEFAULT_LANGUAGE:
        label = _terms(DEFAULT_LANGUAGE).get("labels", {}).get(key)
    return label if isinstance(label, str) and label else None


def say_terms(keys: list[str], language: str) -> str:
    """ "The clause mentions: retention of title, prepayment." in ``language``; "" when no key has a label."""
    labels = [label for key in dict.fromkeys(keys) if (label := term_label(key, language))]
    if not labels:
        return ""
    text = _terms(language).get("text", {})
    separator = text.get("separator", ", ")
    template = text.get("mentions") or _terms(DEFAULT_LANGUAGE).get("text", {}).get("mentions", "{items}")
    return str(template).format(items=separator.join(labels))
