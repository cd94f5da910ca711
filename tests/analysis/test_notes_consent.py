"""The note on a German tenancy's request for consent to a higher rent (§§ 558, 558b BGB): what the law says about
requests like this, only where the clause asks the tenant to agree to a higher rent. Own example sentences."""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView, finders
from app.analysis.notes_consent import KEY, find_consent_notes
from app.explain.notes_say import catalogue, say_note
from app.models import NoteDraft

RISE = "Wir bitten Sie, einer Erhöhung der Grundmiete von 520,00 EUR auf 575,00 EUR ab dem 1. Juni 2027 zuzustimmen."


def _notes(text: str, language: str = "de", category: str = "rental_contract") -> list[NoteDraft]:
    return find_consent_notes(ClauseView("c1", text, None, category, language))


def test_a_request_for_a_higher_rent_gets_the_note_with_its_statutes() -> None:
    (note,) = _notes(RISE)
    assert note.key == KEY and note.kind == "info"  # what the law says; no verdict on this request
    assert {n.citation for n in note.norms} == {"§ 558 Abs. 1 BGB", "§ 558b BGB"}
    assert find_consent_notes in finders()


@pytest.mark.parametrize(
    ("text", "language", "category"),
    [
        (RISE, "de", "employment_contract"),  # not a tenancy
        ("We ask you to agree to an increase of the rent from £720.00 to £760.00.", "en", "rental_contract"),
        ("Wir bitten Sie, einer Senkung der Miete von 600,00 EUR auf 560,00 EUR zuzustimmen.", "de", "rental_contract"),
        ("Wir bitten Sie, einer Erhöhung Ihres Gehalts auf 3.000,00 EUR zuzustimmen.", "de", "rental_contract"),
        ("Die Miete erhöht sich am 1. Mai 2028 von 640,00 EUR auf 680,00 EUR.", "de", "rental_contract"),  # no request
    ],
)
def test_no_note_where_no_higher_rent_is_asked_to_be_agreed(text: str, language: str, category: str) -> None:
    assert _notes(text, language, category) == []


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_the_note_is_worded_in_every_language(language: str) -> None:
    assert KEY in catalogue(language)
    text = say_note(NoteDraft(kind="info", key=KEY), language).text
    assert "558b" in text and "558 " in text
