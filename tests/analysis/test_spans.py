"""Sentences across wrapped lines (app/analysis/spans.py)."""

from __future__ import annotations

from app.analysis.spans import sentence_bounds, unwrap


def test_headings_list_items_and_paragraphs_stay_lines() -> None:
    text = (
        "Urlaub\nDie Arbeitnehmerin erhält 28 Arbeitstage Urlaub im Kalenderjahr, die sie\nabstimmen muss.\n"
        "Der Urlaub ist mit dem Arbeitgeber abzustimmen und schriftlich zu beantragen\n"
        "a) für ganze Tage,\nb) für halbe Tage.\n\nNeuer Absatz mit einer langen Zeile ohne Punkt am Ende\n\nNächster"
    )
    lines = unwrap(text).split("\n")
    assert lines[0] == "Urlaub"
    assert lines[1] == "Die Arbeitnehmerin erhält 28 Arbeitstage Urlaub im Kalenderjahr, die sie abstimmen muss."
    assert "a) für ganze Tage," in lines and "b) für halbe Tage." in lines
    assert lines[-3:] == ["Neuer Absatz mit einer langen Zeile ohne Punkt am Ende", "", "Nächster"]


def test_unwrap_joins_exactly_the_breaks_sentence_bounds_reads_through() -> None:
    text = "Der Widerspruch muss schriftlich bis spätestens zwei Monate vor dem Ende des\nMietverhältnisses erklärt werden.\nDanach"
    start, end = sentence_bounds(text, 0)
    assert unwrap(text[start:end]) == text[start:end].replace("\n", " ")
