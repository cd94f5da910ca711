"""The page shows a finished result's action list, key dates, legal notes and contents (Chromium, Playwright).

The result is made here from the models (the finders that fill actions and notes are written
elsewhere) and served in place of the API's answers, so the test looks at the page alone: the real
server serves the page, the strings and the static files; the two API calls get the stored result.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route, expect, sync_playwright

from app.models import Action, Amount, AnalysisResult, Clause, Deadline, Decision, Engine, LegalNote, Norm, Source

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium (make test-deps)")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
ANALYSIS_ID = "storedResult01"
# Our own wording; only the decision is real: BGH, judgment of 23.06.2004, VIII ZR 361/03 (a rigid
# schedule of decorative repairs in a standard-form lease unreasonably disadvantages the tenant).
NOTE_TEXT = "Courts have held fixed repainting schedules like this one void in standard-form leases."
DECISION = Decision(
    court="BGH",
    date="2004-06-23",
    file_number="VIII ZR 361/03",
    url="https://dejure.org/dienste/vernetzung/rechtsprechung?Gericht=BGH&Datum=23.06.2004&Aktenzeichen=VIII%20ZR%20361/03",
)
# Long, with commas, a semicolon and letters of more than one byte: folded and escaped in the .ics file.
LONG_ACTION = (
    "You may object to the decision; write to the office, by letter or in person – Widerspruch möglich bis 13.10.2025."
)
SECRET_WORDING = "Der Mieter streicht die Küche alle drei Jahre"


def stored_result() -> AnalysisResult:
    texts = [
        ("§ 1 Einladung", "Bitte kommen Sie zu einem Gespräch in unser Haus, Zimmer 12."),
        ("§ 2 Verhinderung", "Können Sie nicht kommen, sagen Sie es uns vorher."),
        ("§ 3 Miete", "Die Miete ist monatlich im Voraus zu zahlen. " * 8),
        ("§ 4 Nebenkosten", "Die Nebenkosten werden jährlich abgerechnet. " * 8),
        ("§ 5 Renovierung", SECRET_WORDING + " und die übrigen Räume alle fünf Jahre."),
        ("§ 6 Widerspruch", "Gegen diesen Bescheid ist der Widerspruch möglich. " * 8),
    ]
    clauses = [
        Clause(
            id=f"c{i + 1}",
            heading=heading,
            original=original,
            translation=f"Plain words of part {i + 1}.",
            explanation=f"Why part {i + 1} matters.",
            start=i * 1000,
            end=i * 1000 + len(original),
            legal_notes=[
                LegalNote(
                    kind="may_be_invalid",
                    text=NOTE_TEXT,
                    norms=[Norm(citation="§ 307 BGB", url="https://www.gesetze-im-internet.de/bgb/__307.html")],
                    decisions=[DECISION],
                )
            ]
            if i == 4
            else [],
        )
        for i, (heading, original) in enumerate(texts)
    ]
    return AnalysisResult(
        analysis_id=ANALYSIS_ID,
        status="completed",
        language="en",
        category="authority_letter",
        summary="An invitation to a meeting, with a way to object.",
        clauses=clauses,
        document_date="2025-09-12",
        actions=[
            Action(text=LONG_ACTION, kind="option", date="2025-10-13", clause_id="c6"),
            Action(
                text="Attend the meeting in room 12.",
                kind="appointment",
                date="2025-09-23",
                time="09:30",
                clause_id="c1",
            ),
            Action(text="Say beforehand if you cannot come.", kind="deadline", date="2025-09-19", clause_id="c2"),
        ],
        deadlines=[
            Deadline(clause_id="c6", text="13.10.2025", kind="date", date="2025-10-13"),
            Deadline(
                clause_id="c1",
                text="am 23.09.2025 um 9:30 Uhr",
                kind="date",
                date="2025-09-23",
                role="appointment",
                time="09:30",
                description="Appointment on Tuesday, 23 September 2025 at 09:30.",
            ),
        ],
        amounts=[
            Amount(clause_id="c3", text="913,68 EUR", value=913.68, meaning="back_payment"),
            Amount(clause_id="c6", text="913,68 EUR", value=913.68, meaning="back_payment"),
            Amount(clause_id="c6", text="846,00 EUR", value=846.0, meaning="part"),
            # A settlement line written with a minus: the page keeps the sign the document writes.
            Amount(clause_id="c6", text="-810,00 EUR", value=810.0, meaning="other"),
        ],
        engine=Engine(kind="offline"),
        disclaimer="This explains what the document says; it is not legal advice.",
        source=Source(name="Klartext", url="https://klartext.example"),
    )


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


def show_result(browser: Browser, base: str, result: AnalysisResult | None = None) -> tuple[Page, list[str]]:
    body = json.dumps((result or stored_result()).model_dump(mode="json"))

    def create(route: Route) -> None:
        route.fulfill(status=202, content_type="application/json", body=json.dumps({"analysis_id": ANALYSIS_ID}))

    def read(route: Route) -> None:
        route.fulfill(status=200, content_type="application/json", body=body)

    context = browser.new_context(locale="en-GB", viewport={"width": 1280, "height": 900}, accept_downloads=True)
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.route(f"{base}/api/analyses", create)
    page.route(f"{base}/api/analyses/{ANALYSIS_ID}", read)
    page.goto(base + "/?lang=en")
    expect(page.locator("body")).to_have_attribute("data-ready", "1")
    page.click("#paste summary")
    page.fill("#text", "Some text of a letter, long enough to be sent.")
    page.click("#submit")
    expect(page.locator(".clauses .card")).to_have_count(6)
    return page, requests


def unfold(text: str) -> list[str]:
    """RFC 5545 content lines: CRLF ends a line; a line starting with a space continues the one before."""
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", "")
    lines: list[str] = []
    for raw in text.split("\r\n")[:-1]:
        assert len(raw.encode()) <= 75, raw
        if raw.startswith(" "):
            lines[-1] += raw[1:]
        else:
            lines.append(raw)
    return lines


def check_calendar(text: str) -> dict[str, str]:
    lines = unfold(text)
    assert lines[0] == "BEGIN:VCALENDAR" and lines[-1] == "END:VCALENDAR"
    assert "VERSION:2.0" in lines and any(line.startswith("PRODID:") for line in lines)
    assert lines.count("BEGIN:VEVENT") == 1 and lines.count("END:VEVENT") == 1
    event = lines[lines.index("BEGIN:VEVENT") + 1 : lines.index("END:VEVENT")]
    props = {}
    for line in event:
        name, _, value = line.partition(":")
        props[name] = value
    assert re.fullmatch(r"[0-9a-f]{32}@klartext", props["UID"])
    assert re.fullmatch(r"\d{8}T\d{6}Z", props["DTSTAMP"])
    return props


def download(page: Page, link: str) -> str:
    with page.expect_download() as info:
        page.locator(link).first.click()
    return Path(info.value.path()).read_bytes().decode("utf-8")


def test_actions_and_key_dates_come_first_with_calendar_files(browser: Browser, live_server: str) -> None:
    page, requests = show_result(browser, live_server)
    # The table of contents, then what to do and the key dates, then the clauses.
    order = page.evaluate(
        """() => ['.toc', '.todo', '.facts', '.clauses'].map((s) => {
             const all = [...document.querySelectorAll('#result *')];
             return all.indexOf(document.querySelector(s));
           })"""
    )
    assert all(i >= 0 for i in order) and order == sorted(order), order
    items = page.locator(".todo-item")
    expect(items).to_have_count(3)
    # In date order, each with its day (and time) in words.
    expect(items.nth(0)).to_contain_text("Say beforehand if you cannot come.")
    expect(items.nth(1)).to_contain_text("Attend the meeting in room 12.")
    expect(items.nth(1).locator(".when")).to_have_text("Tuesday, September 23, 2025, 09:30")
    expect(items.nth(1).locator(".kind")).to_have_text("Appointment")
    expect(items.nth(2)).to_contain_text("You may object")
    option = check_calendar(download(page, ".todo-item.option a.ics"))
    assert option["SUMMARY"] == LONG_ACTION.replace(",", "\\,").replace(";", "\\;")
    expect(page.locator(".document-date")).to_contain_text("September 12, 2025")

    appointment = check_calendar(download(page, ".todo-item.appointment a.ics"))
    assert appointment["DTSTART"] == "20250923T093000"
    assert appointment["SUMMARY"] == "Attend the meeting in room 12."
    all_day = check_calendar(download(page, ".todo-item.deadline a.ics"))
    assert all_day["DTSTART;VALUE=DATE"] == "20250919"
    # A key date with an action on that day says what the action says; no other wording of the document.
    key_date = download(page, ".facts a.ics")
    assert check_calendar(key_date)["SUMMARY"] == "Attend the meeting in room 12."
    assert SECRET_WORDING not in key_date
    expect(page.locator(".facts a.ics")).to_have_count(2)
    # Key dates in date order; one with a description says it in the reader's words, the document's beside it.
    first = page.locator(".facts .deadline").first
    expect(first.locator(".what")).to_have_text("Appointment on Tuesday, 23 September 2025 at 09:30.")
    expect(first.locator(".as-written")).to_have_text("am 23.09.2025 um 9:30 Uhr")
    assert requests and all(url.startswith(live_server + "/") for url in requests), requests
    page.context.close()


def test_legal_note_is_on_its_card_and_the_contents_jump_there(browser: Browser, live_server: str) -> None:
    page, _ = show_result(browser, live_server)
    expect(page.locator(".card .note")).to_have_count(1)
    card = page.locator("#clause-c5")
    note = card.locator(".note.may_be_invalid")
    expect(note.locator(".note-kind")).to_have_text("May be invalid")
    expect(note.locator(".note-text")).to_have_text(NOTE_TEXT)
    decision = note.locator(".note-decisions a")
    expect(decision).to_have_text("BGH, 23.06.2004, VIII ZR 361/03")
    expect(decision).to_have_attribute("href", DECISION.url or "")
    expect(note.locator(".note-norms a")).to_have_attribute("href", "https://www.gesetze-im-internet.de/bgb/__307.html")
    # The contents list every clause; the one with a note is marked.
    toc = page.locator(".toc")
    expect(toc.locator(".toc-clauses li")).to_have_count(6)
    expect(toc.locator(".toc-clauses li").nth(4).locator(".toc-note")).to_have_count(1)
    target = page.locator("#clause-c6")
    page.evaluate("window.scrollTo(0, 0)")
    expect(target).not_to_be_in_viewport()
    toc.locator('a[href="#clause-c6"]').click()
    expect(target).to_be_in_viewport()
    expect(target).to_be_focused()
    assert page.evaluate("location.hash") == "#clause-c6"
    # An action links to its clause too.
    page.locator('.todo-item.appointment a[href="#clause-c1"]').click()
    expect(page.locator("#clause-c1")).to_be_focused()
    page.context.close()


def test_switching_the_page_language_draws_the_result_again(browser: Browser, live_server: str) -> None:
    page, _ = show_result(browser, live_server)
    expect(page.locator("#todo-title")).to_have_text("What to do")
    page.select_option("#ui-lang", "de")
    expect(page.locator("#todo-title")).to_have_text("Was zu tun ist")
    expect(page.locator("#toc-title")).to_have_text("Inhalt")
    expect(page.locator(".note-kind")).to_have_text("Möglicherweise unwirksam")
    expect(page.locator(".todo-item.appointment .kind")).to_have_text("Termin")
    expect(page.locator(".todo-item.appointment .when")).to_have_text("Dienstag, 23. September 2025, 09:30 Uhr")
    expect(page.locator(".clauses .card")).to_have_count(6)
    # The result's own text stays as it was written; the calendar files are made again.
    expect(page.locator(".note-text")).to_have_text(NOTE_TEXT)
    expect(page.locator(".todo-item.appointment a.ics")).to_have_text("In den Kalender")
    assert check_calendar(download(page, ".todo-item.appointment a.ics"))["DTSTART"] == "20250923T093000"
    page.select_option("#ui-lang", "fr")
    expect(page.locator("#todo-title")).to_have_text("Ce qu'il faut faire")
    page.context.close()


def test_a_sum_named_again_with_the_same_meaning_is_listed_once(browser: Browser, live_server: str) -> None:
    page, _ = show_result(browser, live_server)
    amounts = page.locator(".facts li.amount")
    expect(amounts).to_have_count(3)
    expect(amounts.nth(0)).to_contain_text("913.68")
    # Each clause still marks the sums it names.
    expect(page.locator(".clauses .card").nth(5).locator(".badge.amount")).to_have_count(3)
    page.context.close()


def test_a_sum_written_with_a_minus_keeps_its_sign(browser: Browser, live_server: str) -> None:
    page, _ = show_result(browser, live_server)
    amounts = page.locator(".facts li.amount .value")
    expect(amounts.nth(2)).to_have_text(re.compile(r"^[-\u2212]€810\.00$"))
    expect(amounts.nth(1)).to_have_text("€846.00")  # a sum written without one stays positive
    page.context.close()


@pytest.mark.parametrize(
    ("letter", "shown", "not_shown"),
    [(True, "Letter about a tenancy", "Rental contract"), (False, "Rental contract", "Letter about")],
)
def test_a_letter_about_a_tenancy_is_shown_as_a_letter_not_as_the_lease(
    browser: Browser, live_server: str, letter: bool, shown: str, not_shown: str
) -> None:
    result = stored_result().model_copy(update={"category": "rental_contract", "letter": letter})
    page, _ = show_result(browser, live_server, result)
    expect(page.locator(".meta").first).to_contain_text(shown)
    expect(page.locator(".meta").first).not_to_contain_text(not_shown)
    page.context.close()


def test_an_amount_that_applies_from_a_day_is_listed_with_it(browser: Browser, live_server: str) -> None:
    rents = [
        Amount(clause_id="c3", text="820,00 EUR", value=820.0, meaning="rent"),
        Amount(clause_id="c3", text="860,00 EUR", value=860.0, meaning="rent", applies_from="2028-05-01"),
    ]
    page, _ = show_result(browser, live_server, stored_result().model_copy(update={"amounts": rents}))
    amounts = page.locator(".facts li.amount")
    expect(amounts).to_have_count(2)
    # the day as the page writes its other dates (Intl, the page's language)
    expect(amounts.nth(1)).to_contain_text(re.compile(r"rent from (?:1 May|May 1,) 2028"))
    expect(amounts.nth(0)).not_to_contain_text("from")  # no day where the document gives none
    page.select_option("#ui-lang", "de")
    expect(page.locator(".facts li.amount").nth(1)).to_contain_text("ab 1. Mai 2028")
    page.context.close()
