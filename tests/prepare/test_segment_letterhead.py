"""A letterhead or return-address line (sender, street, city set apart by "·" or "|") is never a heading
(app/prepare/segment.py ``_is_title``); a title with one such sign still is. Sentences written for this test."""

from __future__ import annotations

import pytest

from app.prepare.segment import segment

BODY = """Hinweise zur Abfallgebühr

Die Gebühr für die Restmülltonne wird jährlich im Voraus erhoben und ist bis zum 15. Februar zu zahlen.

Ermäßigung

Wer die Tonne mit einem Nachbarhaushalt teilt, kann eine Ermäßigung beantragen; der Antrag ist schriftlich zu stellen.
"""


@pytest.mark.parametrize(
    "letterhead",
    [
        "Stadtwerke Auenfeld · Hafenweg 3 · 12345 Auenfeld",
        "Kanzlei Roth | Lindenstraße 2 | 10115 Berlin",
        "Gemeinde Birkach • Rathausplatz 1 • 73000 Birkach",
    ],
)
def test_a_letterhead_line_heads_no_clause(letterhead: str) -> None:
    text = f"{letterhead}\n\n{BODY}"
    headings = [s.heading for s in segment(text)]
    assert letterhead not in headings
    assert "Hinweise zur Abfallgebühr" in headings or "Ermäßigung" in headings


@pytest.mark.parametrize("title", ["Abfallgebühren · Übersicht", "Ermäßigung"])
def test_a_title_with_one_separator_or_none_still_heads_its_clause(title: str) -> None:
    text = f"Die Gebühr wird jährlich erhoben und ist im Voraus zu zahlen.\n\n{title}\n\nWer die Tonne teilt, kann eine Ermäßigung beantragen.\n"
    assert title in [s.heading for s in segment(text)]
