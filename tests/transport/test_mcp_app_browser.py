"""The MCP App in Chromium: a host page embeds ui://klartext/explanation in a sandboxed iframe.

The host page (tests/support/mcp_app_host.html) speaks the extension's postMessage protocol with the
package's own host side (AppBridge of @modelcontextprotocol/ext-apps). The resource, the tool links
and the tool result come from a real Klartext server through the official MCP client and raw HTTP;
every request the browser makes is recorded, and none may leave the host page's origin.
Screenshots are kept under test-artifacts/ (gitignored).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client
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
UI_CAPS = {"extensions": {ui.EXTENSION: {"mimeTypes": [ui.MIME_TYPE]}}}


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def linked_tools(klartext: str) -> dict[str, Any]:
    """tools/list as a client declaring the extension in the request's _meta (MCP 2026-07-28 style)."""
    params = {"_meta": {ui.CLIENT_CAPABILITIES_META_KEY: UI_CAPS}}
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": params}
    answer = httpx.post(f"{klartext}/api/mcp", json=body, headers={"accept": "application/json"}, timeout=30)
    return {tool["name"]: tool for tool in answer.json()["result"]["tools"]}


def from_klartext(klartext: str, arguments: dict[str, Any]) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """The App's HTML and resource _meta.ui (resources/read) and a real explain_document result."""

    async def run() -> tuple[str, dict[str, Any], dict[str, Any]]:
        async with (
            streamable_http_client(f"{klartext}/api/mcp") as (read, write),
            ClientSession(read, write, extensions=UI_CAPS["extensions"]) as session,
        ):
            await session.initialize()
            resource = await session.read_resource(ui.RESOURCE_URI)
            result = await session.call_tool("explain_document", arguments)
        content = resource.contents[0].model_dump(by_alias=True, mode="json", exclude_none=True)
        return content["text"], content["_meta"]["ui"], result.model_dump(by_alias=True, mode="json", exclude_none=True)

    # Playwright's sync API keeps an event loop in this thread: the client runs in its own.
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, run()).result()


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


def start(browser: Browser, host_url: str, payload: dict[str, Any], locale: str) -> tuple[Page, Frame, Recorded]:
    context = browser.new_context(locale=locale, viewport={"width": 900, "height": 900})
    page = context.new_page()
    recorded = Recorded(page)
    page.goto(host_url)
    expect(page.locator("body")).to_have_attribute("data-ready", "1")
    page.evaluate("payload => window.startHost(payload)", payload)
    handle = page.locator("iframe").element_handle()
    assert handle is not None
    frame = handle.content_frame()
    assert frame is not None
    return page, frame, recorded


@pytest.fixture
def hosted(settings: Settings) -> Iterator[tuple[str, str]]:
    with live_klartext(settings) as klartext:
        try:
            app = host_app(klartext)
        except HostUnavailable as exc:
            pytest.skip(str(exc))
        with serve_app(app) as host:
            yield klartext, host


def test_the_cards_of_a_real_result_appear_in_the_sandboxed_frame(browser: Browser, hosted: tuple[str, str]) -> None:
    klartext, host = hosted
    tools = linked_tools(klartext)
    assert tools["explain_document"]["_meta"]["ui"]["resourceUri"] == ui.RESOURCE_URI
    arguments = {"text": (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8"), "language": "de"}
    html, ui_meta, result = from_klartext(klartext, arguments)
    assert result["structuredContent"]["status"] == "completed"
    body = result["structuredContent"]

    payload = {
        "html": html,
        "uiMeta": ui_meta,
        "tool": tools["explain_document"],
        "toolArguments": {"language": "de"},
        "toolResult": result,
        "locale": "en-GB",
    }
    page, frame, recorded = start(browser, host, payload, "en-GB")
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
    if body["deadlines"]:
        expect(frame.locator("#key-dates li.deadline")).to_have_count(len(body["deadlines"]))
    first = body["clauses"][0]
    expect(cards.first.locator(".plain")).to_have_text(first["translation"])
    noted = [c for c in body["clauses"] if c["legal_notes"]]
    if noted:
        expect(frame.locator(".notes .note")).to_have_count(sum(len(c["legal_notes"]) for c in noted))
    # The print and "explain another" buttons belong to the page, not the chat.
    expect(frame.locator(".result > .actions")).to_be_hidden()

    # The host grew the frame to the App's height (ui/notifications/size-changed).
    page.wait_for_function("window.hostLog.sizes.length > 0 && Math.max(...window.hostLog.sizes) > 600")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "mcp-app-de.png"))
    # The table of contents jumps within the frame (the page's own links).
    frame.locator("nav.toc .toc-clauses a").nth(2).click()
    expect(cards.nth(2)).to_be_focused()
    # A link to a statute goes through the host (ui/open-link), not a popup from the sandbox.
    links = frame.locator(".card a[href^='http']")
    if links.count():
        href = links.first.get_attribute("href")
        links.first.click()
        page.wait_for_function("window.hostLog.links.length === 1")
        assert page.evaluate("window.hostLog.links[0]") == href

    assert any(url.endswith("/app-bridge.js") for url in recorded.requests)  # the recording works
    assert recorded.foreign(host) == [], recorded.requests
    assert not [text for text in recorded.console if "Content Security Policy" in text or "Uncaught" in text], (
        recorded.console
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


def test_an_unfinished_result_is_asked_for_again_through_the_host(browser: Browser, settings: Settings) -> None:
    # No waiting in the call: explain_document answers at once with a pending result, so the App asks
    # for the rest with get_explanation, through the host's tools/call (the proxy to Klartext).
    quick = dataclasses.replace(settings, wait_seconds=0.0)
    with live_klartext(quick) as klartext:
        try:
            app = host_app(klartext)
        except HostUnavailable as exc:
            pytest.skip(str(exc))
        with serve_app(app) as host:
            arguments = {"text": (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8"), "language": "fr"}
            html, ui_meta, result = from_klartext(klartext, arguments)
            assert result["structuredContent"]["status"] in ("queued", "running"), result
            payload = {
                "html": html,
                "uiMeta": ui_meta,
                "tool": linked_tools(klartext)["explain_document"],
                "toolArguments": {"language": "fr"},
                "toolResult": result,
                "locale": "fr-FR",
            }
            page, frame, recorded = start(browser, host, payload, "fr-FR")
            # Until the next look (at least a second), the stage as the page words it, in French.
            expect(frame.locator("body")).to_have_attribute("data-state", "waiting")
            french = page_strings()["fr"]
            stage = frame.locator("#stage").text_content() or ""
            wordings = [french["stageQueued"], french["stageRunning"], *french["stages"].values()]
            assert any(stage.startswith(w.split("{")[0]) for w in wordings), stage
            expect(frame.locator("body")).to_have_attribute("data-state", "shown", timeout=60_000)
            calls = page.evaluate("window.hostLog.calls")
            assert calls and all(call["name"] == "get_explanation" for call in calls)
            assert calls[0]["arguments"] == {"analysis_id": result["structuredContent"]["analysis_id"]}
            expect(frame.locator("#result-title")).to_have_text("Explication")
            assert frame.locator("li.card").count() >= 3
            assert recorded.foreign(host) == [], recorded.requests
            page.context.close()


def test_a_tool_error_is_shown_as_written(browser: Browser, hosted: tuple[str, str]) -> None:
    klartext, host = hosted
    html, ui_meta, result = from_klartext(klartext, {"text": "Zu kurz.", "language": "es"})
    assert result["isError"] is True
    payload = {"html": html, "uiMeta": ui_meta, "tool": {}, "toolArguments": {}, "toolResult": result, "locale": "es"}
    page, frame, recorded = start(browser, host, payload, "es-ES")
    expect(frame.locator("body")).to_have_attribute("data-state", "error")
    expect(frame.locator("#error")).to_have_text(result["content"][0]["text"])
    assert json.dumps(result).count("40")  # the error names the minimum length
    assert recorded.foreign(host) == []
    page.context.close()
