"""A line of a place and a date ("Berlin, den 1. März 2024") is boilerplate; a line that only carries a date is not.

The place has no figures besides a leading postcode, and the date is whole (day, month and year), so a line such as
"Effective 1 July 2021" or "Version 3, 2022" keeps its words in the document.
"""

from __future__ import annotations

import pytest

from app.prepare.segment import _PLACE_DATE, segment

PLACE_AND_DATE = [
    "Köln, den 14.02.2025",
    "Köln, 14. Februar 2025",
    "50667 Köln, den 14.02.2025",
    "[ORT_1], den 2.5.2023",
    "Leipzig, 30.6.23",
    "Manchester, 9 June 2024",
    "Manchester, June 9, 2024",
    "Lyon, le 9 juin 2024",
    "Sevilla, 9 de junio de 2024",
    "Porto, 9 de junho de 2024",
    "Torino, 9 giugno 2024",
]

NOT_PLACE_AND_DATE = [
    "Effective June 9, 2024",
    "Valid from 9 June, 2024",
    "Version 3, 2022",
    "Stand: Juni 2024",
    "Gültig ab 9. Juni 2024",
    "Release 4, 12.2024",
]


@pytest.mark.parametrize("line", PLACE_AND_DATE)
def test_place_and_date_line_is_recognised(line: str) -> None:
    assert _PLACE_DATE.fullmatch(line)


@pytest.mark.parametrize("line", NOT_PLACE_AND_DATE)
def test_date_line_without_a_place_is_not(line: str) -> None:
    assert not _PLACE_DATE.fullmatch(line)


def test_effective_date_line_stays_in_the_document() -> None:
    text = (
        "Terms of Use\n\nEffective June 9, 2024\n\n1. Scope\n\nThese terms govern every order in the shop.\n\n"
        "2. Prices\n\nAll prices include VAT.\n"
    )
    kept = " ".join(text[s.start : s.end] for s in segment(text))
    assert "Effective June 9, 2024" in kept


def test_place_and_date_line_of_a_letter_is_dropped() -> None:
    text = (
        "Kündigung des Mietvertrags\n\nSehr geehrte Damen und Herren,\n\nhiermit kündige ich den Mietvertrag über die "
        "Wohnung fristgerecht zum nächstmöglichen Termin.\n\nKöln, den 14.02.2025\n\nMit freundlichen Grüßen\n"
    )
    kept = " ".join(text[s.start : s.end] for s in segment(text))
    assert "hiermit kündige ich" in kept
    assert "Köln, den 14.02.2025" not in kept
