"""Checks shared by the employment notes' case tables (test_notes_employment_categories*.py): a note cites its
statutes by their official links and exactly the decision it names, and has a wording in every reader language."""

from __future__ import annotations

from app.analysis.note_types import NoteDraft
from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes
from app.explain.notes_say import catalogue

EMPLOYMENT = "employment_contract"


def drafts(text: str) -> dict[str, NoteDraft]:
    return {d.key: d for d in find_german_notes(ClauseView("c1", text, None, EMPLOYMENT, "de"))}


def check_cites(text: str, key: str, kind: str, citations: tuple[str, ...], file_number: str | None) -> None:
    draft = drafts(text)[key]
    assert draft.kind == kind
    assert set(citations) <= {n.citation for n in draft.norms}
    assert all(n.url and n.url.startswith("https://www.gesetze-im-internet.de/") for n in draft.norms)
    assert [d.file_number for d in draft.decisions] == ([file_number] if file_number else [])


def wordings(language: str, keys: tuple[str, ...]) -> dict[str, str]:
    """The note texts of ``language``, after checking that each of ``keys`` has one."""
    texts = catalogue(language)
    for key in keys:
        assert texts.get(key), f"{language}: no wording for {key}"
    return texts
