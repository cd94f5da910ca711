"""The Markdown text shows what to do (in date order), the key dates and each clause's legal notes."""

from __future__ import annotations

from datetime import date
from typing import cast

import pytest

from app.config import LANGUAGES
from app.explain.key_dates import describe_day, fmt_date
from app.locales.messages import render
from app.models import (
    Action,
    AnalysisResult,
    Clause,
    Deadline,
    Decision,
    Engine,
    Language,
    LegalNote,
    Norm,
    Source,
)
from app.present.markdown import in_date_order, to_markdown

# A real decision (BGH, judgment of 23 June 2004, VIII ZR 361/03: a rigid schedule of decorative
# repairs in a standard-form lease unreasonably disadvantages the tenant, § 307 BGB). The link is
# dejure.org's look-up by court, date and file number.
RIGID_SCHEDULE = Decision(
    court="BGH",
    date="2004-06-23",
    file_number="VIII ZR 361/03",
    url="https://dejure.org/dienste/vernetzung/rechtsprechung?Gericht=BGH&Datum=23.06.2004&Aktenzeichen=VIII%20ZR%20361/03",
)
SECTION_307 = Norm(citation="§ 307 BGB", url="https://www.gesetze-im-internet.de/bgb/__307.html")


def when(day: date, language: str) -> str:
    """A date as the language writes it (app.locales.reading): the Markdown uses the same words."""
    return fmt_date(day, language)


def result(language: str) -> AnalysisResult:
    clauses = [
        Clause(
            id="c1",
            heading="§ 2 Termin",
            original="Bitte kommen Sie am Dienstag zur Besprechung in unser Büro.",
            translation="PLAIN-APPOINTMENT",
            explanation="WHY-APPOINTMENT",
            start=0,
            end=60,
        ),
        Clause(
            id="c2",
            heading="§ 8 Renovierung",
            original="Die Räume sind alle drei Jahre zu streichen.",
            translation="PLAIN-RENOVATION",
            explanation="WHY-RENOVATION",
            start=61,
            end=105,
            legal_notes=[
                LegalNote(
                    kind="may_be_invalid",
                    text="NOTE-TEXT courts have held fixed schedules like this void.",
                    norms=[SECTION_307],
                    decisions=[RIGID_SCHEDULE],
                ),
                LegalNote(kind="info", text="INFO-TEXT", decisions=[RIGID_SCHEDULE.model_copy(update={"url": None})]),
            ],
        ),
    ]
    return AnalysisResult(
        analysis_id="a1",
        status="completed",
        language=cast(Language, language),
        category="authority_letter",
        summary="SUMMARY-TEXT",
        clauses=clauses,
        document_date="2025-09-12",
        # Not in date order on purpose: the Markdown puts them in order.
        actions=[
            Action(text="ACTION-OBJECT", kind="option", date="2025-10-13", clause_id="c2"),
            Action(text="ACTION-UNDATED", kind="payment"),
            Action(text="ACTION-ATTEND", kind="appointment", date="2025-09-23", time="09:30", clause_id="c1"),
            Action(text="ACTION-EXCUSE", kind="deadline", date="2025-09-19", clause_id="c1"),
        ],
        deadlines=[Deadline(clause_id="c1", text="KEY-DATE", kind="date", date="2025-09-23")],
        engine=Engine(kind="offline"),
        disclaimer="DISCLAIMER-TEXT",
        source=Source(name="Klartext", url="https://klartext.example"),
    )


def test_actions_come_in_date_order_with_undated_ones_last() -> None:
    ordered = [a.text for a in in_date_order(result("en").actions)]
    assert ordered == ["ACTION-EXCUSE", "ACTION-ATTEND", "ACTION-OBJECT", "ACTION-UNDATED"]


def test_english_markdown_shows_what_to_do_first_with_dates_times_and_kinds() -> None:
    markdown = to_markdown(result("en"))
    lines = markdown.splitlines()
    todo = lines.index("## What to do")
    assert lines.index("SUMMARY-TEXT") < todo < lines.index("## Deadlines and dates") < lines.index("## § 2 Termin")
    assert f"Date of the document: {when(date(2025, 9, 12), 'en')}" in markdown
    attend = next(line for line in lines if "ACTION-ATTEND" in line)
    assert attend.startswith(f"- **Tuesday, {when(date(2025, 9, 23), 'en')}, 09:30** – ACTION-ATTEND")
    assert "(Appointment; see § 2 Termin)" in attend
    excuse = next(line for line in lines if "ACTION-EXCUSE" in line)
    assert excuse.startswith(f"- **Friday, {when(date(2025, 9, 19), 'en')}** –")
    assert "- **no date given** – ACTION-UNDATED (Payment)" in markdown
    positions = [markdown.index(t) for t in ("ACTION-EXCUSE", "ACTION-ATTEND", "ACTION-OBJECT", "ACTION-UNDATED")]
    assert positions == sorted(positions)


def test_german_markdown_uses_german_headings_dates_and_times() -> None:
    markdown = to_markdown(result("de"))
    assert "## Was zu tun ist" in markdown
    assert f"Datum des Dokuments: {when(date(2025, 9, 12), 'de')}" in markdown
    day = f"{describe_day(date(2025, 9, 23), None, 'de')}, {when(date(2025, 9, 23), 'de')}"
    assert f"- **{day}, 09:30 Uhr** – ACTION-ATTEND (Termin; siehe § 2 Termin)" in markdown
    assert "Möglicherweise unwirksam" in markdown
    assert "Gerichtsentscheidungen:" in markdown


@pytest.mark.parametrize("language", ["en", "de"])
def test_legal_notes_stand_under_their_clause_with_norms_and_decisions(language: str) -> None:
    markdown = to_markdown(result(language))
    renovation, rest = markdown.split("## § 8 Renovierung", 1)[1], markdown.split("## § 8 Renovierung", 1)[0]
    assert "NOTE-TEXT" not in rest
    note = renovation[renovation.index("NOTE-TEXT") - 80 :]
    assert f"**{render('md_note_may_be_invalid', language)}:** NOTE-TEXT" in note
    assert "[§ 307 BGB](https://www.gesetze-im-internet.de/bgb/__307.html)" in note
    assert f"[BGH, 23.06.2004, VIII ZR 361/03]({RIGID_SCHEDULE.url})" in note
    # Without a link the decision is still cited the way courts cite it.
    info = renovation[renovation.index("INFO-TEXT") :]
    assert "BGH, 23.06.2004, VIII ZR 361/03" in info and "](" not in info.split("\n")[1]
    assert render("md_notes", language) in renovation
    assert renovation.index("WHY-RENOVATION") < renovation.index("NOTE-TEXT") < renovation.index("INFO-TEXT")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_the_new_headings(language: str) -> None:
    markdown = to_markdown(result(language))
    for key in ("md_actions", "md_notes", "md_note_may_be_invalid", "md_action_appointment", "md_note_decisions"):
        assert render(key, language) in markdown, key


def test_a_result_without_actions_or_notes_has_no_empty_sections() -> None:
    plain = result("en").model_copy(update={"actions": [], "document_date": None, "deadlines": []})
    plain.clauses[1].legal_notes = []
    markdown = to_markdown(plain)
    assert "What to do" not in markdown
    assert "Date of the document" not in markdown
    assert render("md_notes", "en") not in markdown


def test_a_described_key_date_is_said_in_the_reader_s_words_with_the_document_s_beside_it() -> None:
    described = Deadline(clause_id="c1", text="KEY-DATE", kind="date", date="2025-09-23", description="DESCRIBED-DATE.")
    for language, label in (("en", "as written"), ("de", "im Wortlaut")):
        text = to_markdown(result(language).model_copy(update={"deadlines": [described]}))
        assert f"- DESCRIBED-DATE ({label}: “KEY-DATE”)" in text
