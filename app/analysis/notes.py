"""Legal notes: where the law sets limits on clauses worded like this one.

Finders read one clause at a time (its anonymized wording, its heading, the document's category
and language) and return ``NoteDraft``s: a kind, a catalogue key with parameters, the statutes and
court decisions the note rests on: no words of any reader's language. The wording lives in the
locale folders, one TOML file per finder (``notes_*.toml``: a table per key with ``text``), and
app/explain/notes_say.py words a draft in the reader's language, with English as the fallback. A note explains what the law says about clauses like this; it never
tells the reader what to do.

Every decision a finder cites must be real and public (court, date, file number) and say what the
note uses it for; where a finder is not sure, it cites none.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.analysis.note_types import ClauseView, Finder, NoteDraft, NoteKind
from app.analysis.notes_consent import find_consent_notes
from app.analysis.notes_de import find_german_notes
from app.analysis.notes_odr import find_odr_notes
from app.analysis.notes_shops_de import CATEGORY as SHOP_CATEGORY
from app.analysis.notes_shops_de import (
    find_shop_notes,
    in_shop_terms,
    is_shop_terms,
    keeps_liability,
    one_note_per_category,
)
from app.analysis.notes_tos import find_tos_notes
from app.models import PreparedDocument

__all__ = ["ClauseView", "Finder", "NoteDraft", "NoteKind", "find_notes"]


def finders() -> tuple[Finder, ...]:
    """Every note finder: terms of service in any language, German contracts and letters, German shops' terms, terms
    that point to the EU's closed online dispute resolution platform, and a German tenancy's request for consent to a
    higher rent."""
    return (find_tos_notes, find_german_notes, find_shop_notes, find_odr_notes, find_consent_notes)


def clause_views(doc: PreparedDocument, category: str) -> list[ClauseView]:
    return [
        ClauseView(f"c{i + 1}", doc.text[s.start : s.end], s.heading, category, doc.document_language)
        for i, s in enumerate(doc.segments)
    ]


def find_notes(doc: PreparedDocument, category: str) -> dict[str, list[NoteDraft]]:
    """Drafts by clause id; a clause without a note is left out. In a German shop's terms for selling goods (read
    from the whole document, ``notes_shops_de.is_shop_terms``) the shops' finder speaks for the legal categories
    it covers and the terms-of-service finder's other notes are at most "unusual"."""
    out: dict[str, list[NoteDraft]] = {}
    active = finders()
    shop = category == SHOP_CATEGORY and doc.document_language == "de" and is_shop_terms(doc.text)
    liability_kept = shop and keeps_liability(doc.text)
    for view in clause_views(doc, category):
        drafts = [d for finder in active for d in finder(view)]
        if shop:
            drafts = in_shop_terms(drafts, liability_kept)
        if drafts:
            # one note per legal category: a shops' note replaces the ToS note on the same thing
            out[view.id] = _dedupe(one_note_per_category(drafts))
    return out


def _dedupe(drafts: Sequence[NoteDraft]) -> list[NoteDraft]:
    seen: set[str] = set()
    out = []
    for d in drafts:
        if d.key not in seen:
            seen.add(d.key)
            out.append(d)
    return out
