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


def test_abbreviations_and_ordinals_end_no_sentence() -> None:
    from app.analysis.spans import phrase_bounds

    text = (
        "Die Gebühren betragen für die 2. Mahnung 5,00 EUR, z. B. bei Verzug, bzw. nach Fristablauf. "
        "Der Vertrag endet im Jahr 2030. Danach gilt nichts."
    )
    start, end = sentence_bounds(text, text.index("5,00"))
    assert (
        text[start:end] == "Die Gebühren betragen für die 2. Mahnung 5,00 EUR, z. B. bei Verzug, bzw. nach Fristablauf"
    )
    start, end = sentence_bounds(text, text.index("2030"))
    assert text[start:end].strip() == "Der Vertrag endet im Jahr 2030"  # a year is no ordinal
    # The phrase: up to the next comma (not inside "5,00"); "also" restates, so it ends no phrase.
    start, end = phrase_bounds(text, text.index("5,00"), text.index("5,00") + 8)
    assert text[start:end] == "Die Gebühren betragen für die 2. Mahnung 5,00 EUR"
    restated = "Die Kaution beträgt drei Monatsmieten, also 2.550,00 EUR, zahlbar bei Beginn."
    start, end = phrase_bounds(restated, restated.index("2.550"))
    assert restated[start:end] == "Die Kaution beträgt drei Monatsmieten, also 2.550,00 EUR"
