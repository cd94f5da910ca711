"""The explanation language: the language the reader reads Klartext's answers in.

One type and the only parsers of it. Every transport, the CLI and the flow go through here:
``parse_language`` for the ``language`` argument of a request (strict: an unsupported code is an
error the caller sees), ``answer_language`` for the language an answer is written in (lenient:
anything unsupported reads as English), ``negotiate`` for a browser's Accept-Language header.

Why a ``NewType`` and not a ``StrEnum`` or a ``Literal``: the languages are the locale folders found
at start-up (app.config, including those under KLARTEXT_LOCALES_PATH), so no static type can list
them. A ``Language`` is a plain ``str`` at run time; the type says "checked against LANGUAGES", and
only the functions here make one from outside data.

Not to be confused with the language a document is written in (app.prepare.language,
``DocumentLanguage``): Klartext can explain a German contract in Portuguese.
"""

from __future__ import annotations

import re
from typing import NewType, TypeGuard

from app import config
from app.errors import InvalidArguments

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Language",
    "answer_language",
    "is_language",
    "known_language",
    "negotiate",
    "parse_language",
]

Language = NewType("Language", str)

# The folder codes, sorted (app.config discovers them once, at import).
LANGUAGES: tuple[Language, ...] = tuple(Language(code) for code in config.LANGUAGES)
DEFAULT_LANGUAGE = Language(config.DEFAULT_LANGUAGE)

# Only so many tags of a header are looked at: a header is client input, of any length.
_MAX_TAGS = 20
# A tag's primary subtag: "de" of "de-CH" (also "de_CH", which some clients send).
_PRIMARY = re.compile(r"[-_]")
# Echo at most a short prefix of a refused code: the field is meant for a code, not content.
_ECHO_CHARS = 20


def is_language(value: object) -> TypeGuard[Language]:
    """Is ``value`` exactly one of the language codes (no stripping, no case folding)?"""
    return isinstance(value, str) and value in LANGUAGES


def known_language(value: object) -> Language | None:
    """``value`` as a language, stripped and lower-cased, when it is a supported one; else None."""
    if not isinstance(value, str):
        return None
    code = value.strip().lower()
    return code if is_language(code) else None


def parse_language(value: object) -> Language:
    """The ``language`` argument of a request: absent means English, anything else must be supported.

    Raises InvalidArguments: "args_wrong_type" for a value that is not a string,
    "language_unsupported" (echoing a short prefix) for a code that has no folder.
    """
    if value is None:
        return DEFAULT_LANGUAGE
    if not isinstance(value, str):
        raise InvalidArguments("args_wrong_type", field="language", expected="language")
    language = known_language(value)
    if language is None:
        raise InvalidArguments("language_unsupported", language=value.strip()[:_ECHO_CHARS])
    return language


def answer_language(value: object) -> Language:
    """The language to answer in: ``value`` when it is a supported code, else English.

    For the messages of errors, which must be written even when the request's language is wrong.
    """
    return known_language(value) or DEFAULT_LANGUAGE


def negotiate(header: str | None) -> Language:
    """The supported language the client ranks highest in ``header`` (Accept-Language), else English.

    Tags are weighed by their q-value (1 when absent, 0 or unreadable: not wanted), ties by their
    order. A tag counts by its primary subtag ("de-CH" is German; a three-letter folder code such as
    "nds" matches itself), or else by its first two letters, as this service always read tags. The
    wildcard "*" names no language and is passed over: English remains the default.
    """
    ranked: list[tuple[float, int, Language]] = []
    for index, part in enumerate((header or "").split(",")[:_MAX_TAGS]):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        language = _tag_language(tag.strip().lower())
        if language is not None and quality > 0:
            ranked.append((-quality, index, language))
    return min(ranked)[2] if ranked else DEFAULT_LANGUAGE


def _tag_language(tag: str) -> Language | None:
    primary = _PRIMARY.split(tag, maxsplit=1)[0]
    if is_language(primary):
        return primary
    prefix = tag[:2]
    return prefix if is_language(prefix) else None
