"""Frames: which common legal action a sentence of the document states, recognised from locale data.

A frame is an entry of the action lexicon with its object: "attend an appointment", "pay a deposit", "end the
employment with a notice period". The patterns are data of the *document's* language
(``app/locales/<code>/frames.toml``: ``[frames.<id>]`` with ``all`` regexes that must all be in the sentence and
``none`` regexes that keep it from firing, first match wins; ``[flags]``: details a wording may need, such as
"monthly"). How a frame is said is the reader's locale data (``[text]``), rendered in app/explain/frames.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from app.config import LOCALE_DIRS
from app.locales import optional_toml


@dataclass(frozen=True)
class Frame:
    key: str
    all: tuple[re.Pattern[str], ...]
    none: tuple[re.Pattern[str], ...]


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


@cache
def _frames(document_language: str) -> tuple[Frame, ...]:
    data = optional_toml(document_language, "frames").get("frames", {})
    return tuple(
        Frame(key, tuple(_rx(p) for p in spec.get("all", [])), tuple(_rx(p) for p in spec.get("none", [])))
        for key, spec in data.items()
        if spec.get("all")
    )


@cache
def _flags(document_language: str) -> dict[str, re.Pattern[str]]:
    return {k: _rx(v) for k, v in optional_toml(document_language, "frames").get("flags", {}).items()}


def _languages(document_language: str | None) -> list[str]:
    """The document's language only (another language's words would be read wrongly); every language
    with patterns when it is not known."""
    if document_language:
        return [document_language] if optional_toml(document_language, "frames").get("frames") else []
    return [code for code in LOCALE_DIRS if optional_toml(code, "frames").get("frames")]


_EMPLOYMENT = frozenset({"employment_contract"})
_TENANCY = frozenset({"rental_contract"})
# Frames that name the contract they belong to ("end the employment", "the tenancy starts"): in a document of
# another known category they would tell the reader of a contract that is not there ("This agreement may be
# terminated by either party" in a service's terms is no notice period of an employment).
FRAME_CATEGORIES: dict[str, frozenset[str]] = {
    **dict.fromkeys(
        (
            "employment_start",
            "notice_after_probation",
            "probation_notice",
            "probation",
            "employment_notice",
            "holiday",
            "working_time",
            "overtime",
            "salary",
            "non_compete",
            "sick_report",
            "ill_notify",
        ),
        _EMPLOYMENT,
    ),
    **dict.fromkeys(
        (
            "tenancy_start",
            "deposit_instalments",
            "utilities",
            "rent",
            "pets",
            "sublet",
            "small_repairs",
            "renovation",
            "tenancy_notice",
        ),
        _TENANCY,
    ),
}
_OPEN_CATEGORIES = frozenset({"other", ""})  # the kind of document is not known: every frame may fire


def frame_of(
    sentence: str, document_language: str | None, category: str | None = None
) -> tuple[str, str, frozenset[str]] | None:
    """(frame, document language, flags found) of the first frame whose pattern is in ``sentence``; with a known
    ``category``, frames of another kind of contract are left out."""
    for code in _languages(document_language):
        for frame in _frames(code):
            allowed = FRAME_CATEGORIES.get(frame.key)
            if allowed is not None and category is not None and category not in _OPEN_CATEGORIES | allowed:
                continue
            if all(rx.search(sentence) for rx in frame.all) and not any(rx.search(sentence) for rx in frame.none):
                flags = frozenset(name for name, rx in _flags(code).items() if rx.search(sentence))
                return frame.key, code, flags
    return None
