"""Legal notes in the reader's language: the analysis finds a note as a key with values
(app/models.py ``NoteDraft``); its wording lives in the locale folders, one TOML file per finder
(``notes_*.toml``: a table per key with ``text``), with English as the fallback.

A value is a value, not words: an ISO date ("2027-01-01") is written as the reader's language writes
dates, a decimal ("14.60") as it writes numbers; any other value (a number of days, a statute) as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from datetime import date
from functools import cache

from babel.numbers import format_decimal

from app.analysis import fast_re as re
from app.config import DEFAULT_LANGUAGE, LOCALE_DIRS
from app.explain.key_dates import fmt_date
from app.locales import optional_toml, placeholders
from app.locales.plural import babel_locale
from app.models import Facts, LegalNote, NoteDraft

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_DECIMAL = re.compile(r"-?\d+\.\d+")


@cache
def catalogue(language: str) -> dict[str, str]:
    """key -> text template for one language: every notes_*.toml of its folder."""
    texts: dict[str, str] = {}
    folder = LOCALE_DIRS.get(language)
    if folder is None:
        return texts
    for path in sorted(folder.glob("notes_*.toml")):
        for key, table in optional_toml(language, path.stem).items():
            if not isinstance(table, dict) or not isinstance(table.get("text"), str):
                raise ValueError(f"{path}: [{key}] needs a text")
            texts[key] = table["text"]
    return texts


def _worded(value: str, language: str) -> str:
    if _ISO_DATE.fullmatch(value):
        return fmt_date(date.fromisoformat(value), language)
    if _DECIMAL.fullmatch(value):
        locale = babel_locale(language) or babel_locale(DEFAULT_LANGUAGE)
        return str(format_decimal(float(value), format="#,##0.00", locale=locale))
    return value


def say_note(draft: NoteDraft, language: str) -> LegalNote:
    """The note in the reader's language (English where that language lacks the key)."""
    template = catalogue(language).get(draft.key) or catalogue(DEFAULT_LANGUAGE).get(draft.key)
    if template is None:
        raise KeyError(f"no wording for legal note {draft.key!r}")
    missing = placeholders(template) - draft.params.keys()
    if missing:
        raise KeyError(f"legal note {draft.key!r} lacks {sorted(missing)}")
    return LegalNote(
        kind=draft.kind,
        text=template.format(**{k: _worded(v, language) for k, v in draft.params.items()}),
        norms=list(draft.norms),
        decisions=list(draft.decisions),
    )


def say_notes(drafts: Iterable[NoteDraft], language: str) -> list[LegalNote]:
    return [say_note(d, language) for d in drafts]


def said_notes(facts: Facts, language: str) -> Facts:
    """``facts`` with their legal notes worded in ``language`` (for an engine that quotes them)."""
    return replace(facts, legal_notes={cid: say_notes(drafts, language) for cid, drafts in facts.notes.items()})
