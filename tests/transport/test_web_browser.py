"""The upload page in a real browser: Debian's chromium, driven by Playwright (no browser download).

Screenshots of each result are kept under test-artifacts/ (gitignored) to look at.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

from app.config import Settings
from tests.support.paths import REPO, SAMPLES
from tests.support.server import live_klartext, serve_app

ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 900}}
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}
RESULT_TIMEOUT_MS = 150_000


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def open_page(browser: Browser, url: str, device: dict[str, Any], locale: str = "en-GB") -> tuple[Page, list[str]]:
    context = browser.new_context(locale=locale, **device)
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(url)
    expect(page.locator("body")).to_have_attribute("data-ready", "1")
    return page, requests


def screenshot(page: Page, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000
    return path


CASES = [
    ("desktop", DESKTOP, "pdf"),
    ("desktop", DESKTOP, "photo"),
    ("phone", PHONE, "pdf"),
    ("phone", PHONE, "photo"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("device_name", "device", "kind"), CASES, ids=[f"{d}-{k}" for d, _, k in CASES])
def test_upload_and_read_the_explanation(
    browser: Browser, live_server: str, device_name: str, device: dict[str, Any], kind: str
) -> None:
    # The phone cases use the German page (a German browser); the desktop ones the English page.
    german = device_name == "phone"
    page, requests = open_page(browser, live_server + "/", device, locale="de-DE" if german else "en-GB")
    expect(page.locator("#submit")).to_have_text("Erklären" if german else "Explain")
    if kind == "pdf":
        page.set_input_files("#file-input", str(SAMPLES / "mietvertrag.pdf"))
        expect(page.locator("#file-list li")).to_have_count(1)
    else:
        # The "take a photo" button twice: each photo (an iPhone HEIC too) is added as the next page.
        page.set_input_files("#camera-input", str(SAMPLES / "photo_mietvertrag.jpg"))
        page.set_input_files("#camera-input", str(SAMPLES / "photo_mietvertrag_p2.heic"))
        expect(page.locator("#file-list li")).to_have_count(2)
    page.click("#submit")
    expect(page.locator("#progress")).to_be_visible()
    expect(page.locator("#elapsed")).to_contain_text(":")

    cards = page.locator(".clauses .card")
    expect(cards.first).to_be_visible(timeout=RESULT_TIMEOUT_MS)
    assert cards.count() >= (5 if kind == "pdf" else 2)
    # Every card shows the original, the plain words and why it matters.
    first = cards.first
    expect(first.locator("blockquote")).not_to_be_empty()
    expect(first.locator(".plain")).not_to_be_empty()
    expect(first.locator(".why")).not_to_be_empty()
    # Deadlines stand out: in the facts box and marked in the clause wording.
    expect(page.locator(".facts .deadline").first).to_be_visible()
    assert page.locator("mark.deadline").count() >= 1
    disclaimer = page.locator(".disclaimer").first
    expect(disclaimer).to_contain_text("keine Rechtsberatung" if german else "not legal advice")
    expect(page.locator("#progress")).to_be_hidden()
    expect(page.locator("#result")).to_be_focused()

    screenshot(page, f"{device_name}-{kind}")
    # No request went to any other host (no CDN, no fonts, no analytics).
    assert requests and all(url.startswith(live_server + "/") for url in requests), requests
    page.context.close()


@pytest.mark.slow
def test_an_error_is_shown_in_the_page_language(browser: Browser, live_server: str) -> None:
    page, _ = open_page(browser, live_server + "/?lang=fr", DESKTOP)
    expect(page.locator("h1")).to_have_text("Comprendre les documents juridiques")
    page.click("#paste summary")
    page.fill("#text", "Trop court.")
    page.click("#submit")
    error = page.locator("#error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("trop court")
    page.context.close()


@pytest.mark.slow
def test_the_form_works_with_the_keyboard_and_every_control_has_a_label(browser: Browser, live_server: str) -> None:
    page, _ = open_page(browser, live_server + "/", DESKTOP)
    unlabeled = page.evaluate(
        """() => [...document.querySelectorAll('select, textarea, input:not([aria-hidden=true])')]
              .filter((el) => !(el.labels && el.labels.length)).map((el) => el.id)"""
    )
    assert unlabeled == []
    focused = []
    for _ in range(8):
        page.keyboard.press("Tab")
        focused.append(page.evaluate("document.activeElement.id || document.activeElement.textContent.trim()"))
    assert "choose" in focused and "camera" in focused and "ui-lang" in focused
    # Switching the page language switches the default explanation language too.
    page.select_option("#ui-lang", "it")
    expect(page.locator("#submit")).to_have_text("Spiegare")
    expect(page.locator("#language")).to_have_value("it")
    page.context.close()


@pytest.mark.slow
def test_embedding_snippet_puts_the_form_on_another_site(browser: Browser, tmp_path: Path) -> None:
    host_page: dict[str, str] = {}

    async def home(request: Any) -> HTMLResponse:
        return HTMLResponse(f"<!doctype html><h1>Verein</h1>{host_page['snippet']}")

    with serve_app(Starlette(routes=[Route("/", home)])) as site:
        settings = Settings(data_dir=tmp_path / "d", workers=1, allowed_origins=(site,))
        with live_klartext(settings) as klartext:
            host_page["snippet"] = f'<script src="{klartext}/static/embed.js" data-language="de" async></script>'
            context = browser.new_context(**DESKTOP)
            page = context.new_page()
            page.goto(site + "/")
            frame = page.frame_locator("iframe")
            expect(frame.locator("#submit")).to_have_text("Erklären")
            frame.locator("#file-input").set_input_files(str(SAMPLES / "mietvertrag.pdf"))
            frame.locator("#submit").click()
            expect(frame.locator(".clauses .card").first).to_be_visible(timeout=RESULT_TIMEOUT_MS)
            # The frame grows with the result (the page reports its height), so nothing scrolls inside it.
            page.wait_for_function("document.querySelector('iframe').getBoundingClientRect().height > 2000")
            screenshot(page, "embedded")
            context.close()
