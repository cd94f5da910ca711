"""The MCP App in Chromium, shown by a host page built as host authors build one.

The host page (tests/support/mcp_app_host.html) uses the official TypeScript client
(``@modelcontextprotocol/client``) against a real Klartext server, in the era the test asks for
(2025-11-25: the initialize handshake; 2026-07-28: server/discover and per-request ``_meta``), and the
package's own host side (AppBridge of ``@modelcontextprotocol/ext-apps``): it lists the tools, shows
the App only when the tool links one, reads the ``ui://`` resource, calls the tool and hands the result
to the App in a sandboxed iframe. Every request the browser makes is recorded, and none may leave the
host page's origin. Screenshots are kept under test-artifacts/ (gitignored).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Frame, Page, Request, expect, sync_playwright

from app.config import Settings
from app.locales.page import document as page_strings
from app.transport.mcp import ui
from tests.support.mcp_app_host import HostUnavailable, host_app
from tests.support.paths import REPO, SAMPLES
from tests.support.server import live_klartext, serve_app

pytestmark = pytest.mark.slow

ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
ERAS = {"2025-11-25": "legacy", "2026-07-28": "modern"}


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class Recorded:
    def __init__(self, page: Page) -> None:
        self.requests: list[str] = []
        self.console: list[str] = []
        page.on("request", self._request)
        page.on("console", self._console)

    def _request(self, request: Request) -> None:
        self.requests.append(request.url)

    def _console(self, message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            self.console.append(message.text)

    def foreign(self, host_url: str) -> list[str]:
        origin = urlsplit(host_url).netloc
        return [
            url
            for url in self.requests
            if not url.startswith(("about:", "data:", "blob:")) and urlsplit(url).netloc != origin
        ]


@dataclasses.dataclass
class Hosted:
    page: Page
    frame: Frame
    recorded: Recorded
    seen: dict[str, Any]

    def log(self, key: str) -> Any:
        return self.page.evaluate(f"window.hostLog.{key}")


def lease() -> str:
    return (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")


def start(
    browser: Browser, host_url: str, era: str, arguments: dict[str, Any], locale: str, *, downloads: bool = True
) -> Hosted:
    """The host page connects in ``era``, calls explain_document with ``arguments`` and shows what it got."""
    context = browser.new_context(locale=locale, viewport={"width": 900, "height": 900})
    page = context.new_page()
    recorded = Recorded(page)
    page.goto(host_url)
    expect(page.locator("body")).to_have_attribute("data-ready", "1")
    payload = {"era": era, "locale": locale, "toolArguments": arguments, "downloads": downloads}
    seen: dict[str, Any] = page.evaluate("payload => window.startHost(payload)", payload)
    # The client spoke the era asked for, and found the App linked from the tool.
    assert seen["era"] == ERAS[era]
    assert seen["resourceUri"] == ui.RESOURCE_URI
    assert seen["mimeType"] == ui.MIME_TYPE
    if era == "2025-11-25":
        assert seen["version"] == era
    handle = page.locator("iframe").element_handle()
    assert handle is not None
    frame = handle.content_frame()
    assert frame is not None
    return Hosted(page, frame, recorded, seen)


@pytest.fixture
def hosted(settings: Settings) -> Iterator[tuple[str, str]]:
    with live_klartext(settings) as klartext:
        try:
            app = host_app(klartext)
        except HostUnavailable as exc:
            pytest.skip(str(exc))
        with serve_app(app) as host:
            yield klartext, host


@pytest.mark.parametrize("era", list(ERAS))
def test_a_host_shows_the_explanation_in_both_eras(browser: Browser, hosted: tuple[str, str], era: str) -> None:
    _, host = hosted
    shown = start(browser, host, era, {"text": lease(), "language": "de"}, "en-GB")
    frame, page = shown.frame, shown.page
    result = shown.seen["result"]
    body = result["structuredContent"]
    assert body["status"] == "completed"
    # Every request of the client went out in the era asked for (2025-11-25: after initialize, its version).
    rpc = shown.log("rpc")
    methods = [call["method"] for call in rpc]
    assert methods[0] == ("initialize" if era == "2025-11-25" else "server/discover")
    assert {"tools/list", "tools/call", "resources/read"} <= set(methods)
    assert all(call["version"] == era for call in rpc if call["method"] in ("tools/list", "resources/read"))

    expect(frame.locator("body")).to_have_attribute("data-state", "shown", timeout=20_000)
    cards = frame.locator("li.card")
    expect(cards).to_have_count(len(body["clauses"]))
    expect(cards.first).to_be_visible()
    # Summary, what to do and the key dates, clause cards, disclaimer: as the page draws them, in the
    # language of the explanation (German labels, German summary).
    expect(frame.locator(".summary p").nth(1)).to_have_text(body["summary"])
    expect(frame.locator("#result-title")).to_have_text("Erklärung")
    expect(frame.locator(".disclaimer").first).to_have_text(body["disclaimer"])
    if body["actions"]:
        expect(frame.locator(".todo-item")).to_have_count(len(body["actions"]))
    assert body["deadlines"], "the sample has a start date"
    expect(frame.locator("#key-dates li.deadline")).to_have_count(len(body["deadlines"]))
    first = body["clauses"][0]
    expect(cards.first.locator(".plain")).to_have_text(first["translation"])
    noted = [c for c in body["clauses"] if c["legal_notes"]]
    if noted:
        expect(frame.locator(".notes .note")).to_have_count(sum(len(c["legal_notes"]) for c in noted))
    # The print and "explain another" buttons belong to the page, not the chat.
    expect(frame.locator(".result > .actions")).to_be_hidden()

    # The host grew the frame to the App's height (ui/notifications/size-changed), and the App said
    # nothing before ui/initialize: its first message is ui/initialize, the sizes come after it.
    page.wait_for_function("window.hostLog.sizes.length > 0 && Math.max(...window.hostLog.sizes) > 600")
    from_app = shown.log("fromApp")
    assert from_app[0] == "ui/initialize", from_app
    assert "ui/notifications/size-changed" in from_app
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"mcp-app-de-{era}.png"))
    # The table of contents jumps within the frame (the page's own links).
    frame.locator("nav.toc .toc-clauses a").nth(2).click()
    expect(cards.nth(2)).to_be_focused()
    # A link to a statute goes through the host (ui/open-link), not a popup from the sandbox.
    links = frame.locator(".card a[href^='http']")
    assert links.count(), "the sample's notes cite statutes"
    href = links.first.get_attribute("href")
    links.first.click()
    page.wait_for_function("window.hostLog.links.length === 1")
    assert shown.log("links")[0] == href
    # "Add to calendar" hands the host an .ics file (ui/download-file): a sandbox has no downloads.
    date = body["deadlines"][0]["date"]
    assert date
    frame.locator("#key-dates a.ics").first.click()
    page.wait_for_function("window.hostLog.downloads.length === 1")
    (content,) = shown.log("downloads")[0]
    assert content["type"] == "resource"
    resource = content["resource"]
    assert resource["mimeType"] == "text/calendar" and resource["uri"].endswith(".ics")
    assert resource["text"].startswith("BEGIN:VCALENDAR\r\n")
    assert f"DTSTART;VALUE=DATE:{date.replace('-', '')}" in resource["text"]

    assert any(url.endswith("/app-bridge.js") for url in shown.recorded.requests)  # the recording works
    assert shown.recorded.foreign(host) == [], shown.recorded.requests
    assert not [text for text in shown.recorded.console if "Content Security Policy" in text or "Uncaught" in text], (
        shown.recorded.console
    )
    # The policy the host built from the resource's csp is in force: a fetch is refused before it leaves.
    violated = frame.evaluate(
        """() => new Promise((resolve) => {
            document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective));
            fetch("http://127.0.0.1:9/").catch(() => {});
        })"""
    )
    assert violated == "connect-src"
    # The App is sandboxed: its document has an opaque origin and no access to the host page.
    assert (
        frame.evaluate(
            "() => { try { return window.parent.document && 'reachable'; } catch (e) { return 'blocked'; } }"
        )
        == "blocked"
    )
    page.context.close()


def test_dates_follow_the_hosts_locale_and_without_downloads_are_text_to_copy(
    browser: Browser, hosted: tuple[str, str]
) -> None:
    # An English explanation in an en-GB host: the dates read "1 February 2026", as the text beside them
    # does, not the generic "February 1, 2026". This host offers no ui/download-file.
    _, host = hosted
    shown = start(browser, host, "2026-07-28", {"text": lease(), "language": "en"}, "en-GB", downloads=False)
    frame = shown.frame
    body = shown.seen["result"]["structuredContent"]
    expect(frame.locator("body")).to_have_attribute("data-state", "shown", timeout=20_000)
    dated = [d for d in body["deadlines"] if d["date"] == "2026-02-01"]
    assert dated, "the sample's tenancy starts on 1 February 2026"
    key_dates = frame.locator("#key-dates li.deadline").all_text_contents()
    assert any("1 February 2026" in text for text in key_dates), key_dates
    assert not any("February 1, 2026" in text for text in key_dates), key_dates
    # No dead download link: each date is text to copy, labelled in the explanation's language.
    expect(frame.locator("a.ics")).to_have_count(0)
    copies = frame.locator("#key-dates .ics-copy")
    expect(copies).to_have_count(len([d for d in body["deadlines"] if d["date"]]))
    label = page_strings()["en"]["calendarCopy"].split("{")[0]
    first = copies.first.text_content() or ""
    assert first.startswith(label) and re.search(r"\b1 February 2026\b", first), first
    assert frame.locator("#key-dates .ics-copy").first.evaluate("e => getComputedStyle(e).userSelect") == "all"
    assert shown.log("downloads") == []
    assert shown.recorded.foreign(host) == []
    shown.page.context.close()


def test_an_unfinished_result_is_asked_for_again_through_the_host(browser: Browser, settings: Settings) -> None:
    # No waiting in the call: explain_document answers at once with a pending result, so the App asks
    # for the rest with get_explanation, through the host (AppBridge passes it on with the client).
    quick = dataclasses.replace(settings, wait_seconds=0.0)
    with live_klartext(quick) as klartext:
        try:
            app = host_app(klartext)
        except HostUnavailable as exc:
            pytest.skip(str(exc))
        with serve_app(app) as host:
            shown = start(browser, host, "2026-07-28", {"text": lease(), "language": "fr"}, "fr-FR")
            frame, page = shown.frame, shown.page
            pending = shown.seen["result"]["structuredContent"]
            assert pending["status"] in ("queued", "running"), pending
            # Until the next look (at least a second), the stage as the page words it, in French.
            expect(frame.locator("body")).to_have_attribute("data-state", "waiting")
            french = page_strings()["fr"]
            stage = frame.locator("#stage").text_content() or ""
            wordings = [french["stageQueued"], french["stageRunning"], *french["stages"].values()]
            assert any(stage.startswith(w.split("{")[0]) for w in wordings), stage
            expect(frame.locator("body")).to_have_attribute("data-state", "shown", timeout=60_000)
            asked = [call for call in shown.log("rpc") if call["target"] == "get_explanation"]
            assert asked and all(call["method"] == "tools/call" for call in asked)
            assert asked[0]["arguments"] == {"analysis_id": pending["analysis_id"]}
            expect(frame.locator("#result-title")).to_have_text("Explication")
            assert frame.locator("li.card").count() >= 3
            assert shown.recorded.foreign(host) == [], shown.recorded.requests
            page.context.close()


def test_a_tool_error_is_shown_as_written(browser: Browser, hosted: tuple[str, str]) -> None:
    _, host = hosted
    shown = start(browser, host, "2025-11-25", {"text": "Zu kurz.", "language": "es"}, "es-ES")
    result = shown.seen["result"]
    assert result["isError"] is True
    expect(shown.frame.locator("body")).to_have_attribute("data-state", "error")
    expect(shown.frame.locator("#error")).to_have_text(result["content"][0]["text"])
    assert "40" in result["content"][0]["text"]  # the error names the minimum length
    assert shown.recorded.foreign(host) == []
    shown.page.context.close()
