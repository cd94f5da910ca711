"""One-time upload links (explain_document with upload: true) end to end, over real sockets.

The official MCP client asks for a link, Debian's chromium opens it and uploads the scanned lease,
and the client fetches the finished explanation; tasks wait for the upload; expired, used and
unknown links are refused in the reader's language, with nothing stored; stdio says it needs the
HTTP server. The store side (both databases) is tests/store/test_upload_links_store.py.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import mcp
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from playwright.sync_api import Browser, expect, sync_playwright

from app.config import Settings
from app.locales.messages import render
from app.transport.rest.uploadlinks import hide_tokens
from app.uploads import hashed, token_of
from tests.support.processes import KLARTEXT, ROOT, SAMPLES, clean_env
from tests.support.server import live_klartext

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
RESULT_TIMEOUT_MS = 240_000
PUBLIC = "https://klartext.example"  # KLARTEXT_PUBLIC_URL: the address the link names
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-11-25"}
LEASE = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")


@pytest.fixture
def link_settings(settings: Settings) -> Settings:
    return settings.with_(public_url=PUBLIC)


@pytest.fixture
def server(link_settings: Settings) -> Iterator[str]:
    with live_klartext(link_settings) as url:
        yield url


def rpc(url: str, method: str, params: dict[str, Any]) -> dict[str, Any]:
    response = httpx.post(
        f"{url}/api/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": method, "params": params},
        headers=MCP_HEADERS,
        timeout=300,
    )
    body: dict[str, Any] = response.json()
    return body


def call(url: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = rpc(url, "tools/call", {"name": name, "arguments": arguments})["result"]
    return result


def run_async(coroutine: Any) -> Any:
    """``asyncio.run`` in a thread of its own: Playwright's sync API keeps an event loop in this one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def local(url: str, upload_url: str) -> str:
    """The link on the server under test (the link itself names the public URL)."""
    assert upload_url.startswith(PUBLIC + "/u/"), upload_url
    return url + urlsplit(upload_url).path


def token_in(upload_url: str) -> str:
    return upload_url.rsplit("/", 1)[1]


def analyses_stored(data_dir: Path) -> int:
    with sqlite3.connect(data_dir / "klartext.sqlite3") as conn:
        return int(conn.execute("SELECT count(*) FROM analyses").fetchone()[0])


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


# --------------------------------------------------------------------------- end to end


@pytest.mark.slow
def test_the_client_gets_a_link_a_browser_uploads_the_scan_and_the_client_gets_the_explanation(
    server: str, link_settings: Settings, browser: Browser, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)

    async def ask() -> tuple[Any, Any]:
        async with mcp.Client(f"{server}/api/mcp") as client:
            # call_tool checks structuredContent against the tool's outputSchema.
            created = await client.call_tool("explain_document", {"upload": True, "language": "de"})
            again = await client.call_tool(
                "get_explanation", {"analysis_id": created.structured_content["analysis_id"]}
            )
            return created, again

    created, again = run_async(ask())
    assert created.is_error is False
    link = created.structured_content
    assert link["status"] == "awaiting_upload"
    upload_url = link["upload_url"]
    assert upload_url in created.content[0].text and "nur an Klartext" in created.content[0].text
    token = token_in(upload_url)
    assert len(token) >= 43 and token != link["analysis_id"]
    # Until the upload, get_explanation answers awaiting_upload, with the address again.
    assert again.structured_content["status"] == "awaiting_upload"
    assert again.structured_content["upload_url"] == upload_url

    context = browser.new_context(locale="de-DE")
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(local(server, upload_url))
    expect(page.locator("body")).to_have_attribute("data-link", "ready")
    expect(page.locator("#link-mode")).to_contain_text("Ihr Dokument geht nur an Klartext")
    expect(page.locator("#link-language")).to_contain_text("Deutsch")
    expect(page.locator("#language-row")).to_be_hidden()
    page.set_input_files("#file-input", str(SAMPLES / "scan_mietvertrag.pdf"))
    page.click("#submit")
    cards = page.locator(".clauses .card")
    expect(cards.first).to_be_visible(timeout=RESULT_TIMEOUT_MS)
    expect(page.locator(".link-sent")).to_contain_text("Ihr Chat kann diese Erklärung jetzt abrufen")
    assert all(request.startswith(server + "/") for request in requests), requests

    async def fetch() -> Any:
        async with mcp.Client(f"{server}/api/mcp") as client:
            return await client.call_tool("get_explanation", {"analysis_id": link["analysis_id"]})

    done = run_async(fetch())
    assert done.is_error is False
    result = done.structured_content
    assert result["status"] == "completed" and result["analysis_id"] == link["analysis_id"]
    assert (result["language"], result["category"]) == ("de", "rental_contract")
    assert len(result["clauses"]) >= 5
    assert "Brandstätter" not in str(result)  # the tenant's name was removed before anything was stored

    # Used: a second upload is refused (409) in the link's language, and the page says so without a form.
    second = httpx.post(f"{server}/api/analyses/uploads/{token}", files={"text": (None, LEASE)})
    assert second.status_code == 409 and "schon benutzt" in second.json()["error"]["message"]
    page.goto(local(server, upload_url))
    expect(page.locator("body")).to_have_attribute("data-link", "refused")
    expect(page.locator("#error")).to_be_visible()
    expect(page.locator("#error")).to_contain_text("schon benutzt")
    expect(page.locator("#upload")).to_be_hidden()
    context.close()

    # The token is a secret: in no line the server logs (the test's own clients log their URLs), and
    # the store holds it (and the link's id) only as hashes.
    server_lines = [r.getMessage() for r in caplog.records if r.name.startswith(("klartext", "uvicorn", "app"))]
    assert server_lines and not any(token in line for line in server_lines)
    store_bytes = b"".join(p.read_bytes() for p in link_settings.data_dir.glob("klartext.sqlite3*"))
    assert token.encode() not in store_bytes and link["analysis_id"].encode() not in store_bytes
    assert hashed(token).encode() in store_bytes


@pytest.mark.slow
def test_a_task_stays_working_with_the_link_until_the_upload_then_completes(server: str) -> None:
    created = rpc(server, "tools/call", {"name": "explain_document", "arguments": {"upload": True}, "task": {}})
    task = created["result"]["task"]
    message = created["result"]["_meta"]["io.modelcontextprotocol/model-immediate-response"]
    assert task["status"] == "working" and PUBLIC + "/u/" in task["statusMessage"] and message == task["statusMessage"]
    upload_url = next(word for word in message.split() if word.startswith(PUBLIC))
    polled = rpc(server, "tasks/get", {"taskId": task["taskId"]})["result"]
    assert polled["status"] == "working" and polled["_meta"]["klartext/progress"]["progress"] == 0
    uploaded = httpx.post(
        f"{server}/api/analyses/uploads/{token_in(upload_url)}", files={"text": (None, LEASE)}, timeout=120
    )
    assert uploaded.status_code == 202, uploaded.text
    # tasks/result waits (server side) until the analysis of the upload is finished.
    result = rpc(server, "tasks/result", {"taskId": task["taskId"]})["result"]
    assert result["isError"] is False
    assert result["structuredContent"]["status"] == "completed"
    assert result["structuredContent"]["language"] == "en"  # the call named none: English, as always
    assert rpc(server, "tasks/get", {"taskId": task["taskId"]})["result"]["status"] == "completed"


# --------------------------------------------------------------------------- refusals


@pytest.mark.slow
def test_an_expired_link_is_refused_in_the_readers_language_and_nothing_is_stored(
    settings: Settings, browser: Browser
) -> None:
    # Links that expire at once: no waiting for the clock.
    expired_settings = settings.with_(public_url=PUBLIC, upload_link_minutes=0)
    with live_klartext(expired_settings) as url:
        created = httpx.post(f"{url}/api/analyses", json={"upload": True, "language": "fr"})
        assert created.status_code == 201, created.text
        link = created.json()
        assert link["status"] == "awaiting_upload" and created.headers["Location"].endswith(link["analysis_id"])
        token = token_in(link["upload_url"])

        state = httpx.get(f"{url}/api/analyses/uploads/{token}", headers={"Accept-Language": "de"})
        assert state.status_code == 410
        assert "expiré" in state.json()["error"]["message"]  # the link's language, not the browser's
        upload = httpx.post(f"{url}/api/analyses/uploads/{token}", files={"text": (None, LEASE)})
        assert upload.status_code == 410 and upload.json()["error"]["code"] == "upload_link_expired"
        assert analyses_stored(expired_settings.data_dir) == 0

        fetched = call(url, "get_explanation", {"analysis_id": link["analysis_id"]})
        assert fetched["isError"] is True
        assert "expiré" in fetched["content"][0]["text"] and "upload: true" in fetched["content"][0]["text"]
        polled = httpx.get(f"{url}/api/analyses/{link['analysis_id']}")
        assert polled.status_code == 410

        page = browser.new_context(locale="en-GB").new_page()
        page.goto(local(url, link["upload_url"]))
        expect(page.locator("body")).to_have_attribute("data-link", "refused")
        expect(page.locator("#error")).to_be_visible()
        expect(page.locator("#error")).to_contain_text("Ce lien d'envoi a expiré")
        expect(page.locator("#upload")).to_be_hidden()
        page.context.close()


def test_an_unknown_token_is_refused_in_the_browsers_language(server: str) -> None:
    for token in ("nope", "A" * 43):
        state = httpx.get(f"{server}/api/analyses/uploads/{token}", headers={"Accept-Language": "es"})
        assert state.status_code == 404 and "no es válido" in state.json()["error"]["message"]
        upload = httpx.post(
            f"{server}/api/analyses/uploads/{token}",
            files={"text": (None, LEASE)},
            headers={"Accept-Language": "it"},
        )
        assert upload.status_code == 404 and "non è valido" in upload.json()["error"]["message"]
    # The page itself is served for any token; it asks the API what the token is worth.
    page = httpx.get(f"{server}/u/{'A' * 43}")
    assert page.status_code == 200 and "link-mode" in page.text


@pytest.mark.slow
def test_a_refused_upload_leaves_the_link_usable_and_it_works_once(server: str, link_settings: Settings) -> None:
    link = call(server, "explain_document", {"upload": True, "language": "it"})["structuredContent"]
    token = token_in(link["upload_url"])
    short = httpx.post(f"{server}/api/analyses/uploads/{token}", files={"text": (None, "Troppo corto.")})
    assert short.status_code == 400 and "troppo breve" in short.json()["error"]["message"]
    assert httpx.get(f"{server}/api/analyses/uploads/{token}").json()["language"] == "it"
    accepted = httpx.post(f"{server}/api/analyses/uploads/{token}", files={"text": (None, LEASE)}, timeout=120)
    assert accepted.status_code == 202 and accepted.json()["status"] in ("queued", "running")
    again = httpx.post(f"{server}/api/analyses/uploads/{token}", files={"text": (None, LEASE)})
    assert again.status_code == 409 and again.json()["error"]["code"] == "upload_link_used"
    assert analyses_stored(link_settings.data_dir) == 1
    # The link's id now answers for the analysis of the upload (queued, running or done).
    status = call(server, "get_explanation", {"analysis_id": link["analysis_id"]})["structuredContent"]["status"]
    assert status in ("queued", "running", "completed")
    # Once retention has deleted that analysis, the link's id is unknown too (not forever 'queued').
    with sqlite3.connect(link_settings.data_dir / "klartext.sqlite3") as conn:
        conn.execute("DELETE FROM analyses")
    gone = call(server, "get_explanation", {"analysis_id": link["analysis_id"]})
    assert gone["isError"] is True and gone["content"][0]["text"] == render("analysis_not_found", "it")


def test_upload_true_takes_no_document_and_false_asks_for_nothing(server: str) -> None:
    both = call(server, "explain_document", {"upload": True, "text": LEASE, "language": "de"})
    assert both["isError"] is True and "nicht beides" in both["content"][0]["text"]
    wrong = call(server, "explain_document", {"upload": "yes"})
    assert wrong["isError"] is True and "true or false" in wrong["content"][0]["text"]
    stray = call(server, "explain_document", {"upload": True, "pages": 3})
    assert stray["isError"] is True and "upload, language" in stray["content"][0]["text"]
    nothing = call(server, "explain_document", {"upload": False})
    assert nothing["isError"] is True and "None of them was sent" in nothing["content"][0]["text"]


def test_creating_a_link_counts_as_a_document_for_the_address(settings: Settings) -> None:
    with live_klartext(settings.with_(public_url=PUBLIC, rate_limit_per_minute=2)) as url:
        first = call(url, "explain_document", {"upload": True})
        second = httpx.post(f"{url}/api/analyses", json={"upload": True})
        third = call(url, "explain_document", {"upload": True, "language": "pt"})
    assert first["isError"] is False and second.status_code == 201
    assert third["isError"] is True and third["_meta"]["klartext/retryAfter"] >= 1


@pytest.mark.slow
def test_stdio_says_the_upload_link_needs_the_http_server(tmp_path: Path) -> None:
    params = StdioServerParameters(
        command=KLARTEXT, args=["stdio"], env=clean_env(KLARTEXT_DATA_DIR=str(tmp_path)), cwd=str(ROOT)
    )

    async def run(errlog: Any) -> Any:
        async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await session.call_tool("explain_document", {"upload": True, "language": "fr"})

    with (tmp_path / "stderr.log").open("w") as errlog:
        result = run_async(asyncio.wait_for(run(errlog), 120))
    assert result.is_error is True
    assert "klartext serve" in result.content[0].text and "serveur web" in result.content[0].text


def test_tokens_are_hidden_in_the_access_log(caplog: pytest.LogCaptureFixture) -> None:
    hide_tokens(("test.access",))
    token = token_of("F" * 43)
    with caplog.at_level(logging.INFO, logger="test.access"):
        logger = logging.getLogger("test.access")
        # uvicorn's access line: client, method, path with query, HTTP version, status.
        logger.info('%s - "%s %s HTTP/%s" %d', "127.0.0.1:5", "GET", f"/u/{token}?lang=de", "1.1", 200)
        logger.info('%s - "%s %s HTTP/%s" %d', "127.0.0.1:5", "POST", f"/api/analyses/uploads/{token}", "1.1", 202)
        logger.info('%s - "%s %s HTTP/%s" %d', "127.0.0.1:5", "GET", "/api/analyses/abc", "1.1", 200)
    assert token not in caplog.text
    assert "/u/…?lang=de" in caplog.text and "/api/analyses/uploads/…" in caplog.text
    assert "/api/analyses/abc" in caplog.text


@pytest.mark.slow
def test_the_mcp_app_shows_the_link_and_then_the_explanation(settings: Settings, browser: Browser) -> None:
    from tests.support.mcp_app_host import HostUnavailable, host_app
    from tests.support.server import serve_app
    from tests.transport.test_mcp_app_browser import start

    with live_klartext(settings.with_(public_url=PUBLIC)) as klartext:
        try:
            app = host_app(klartext)
        except HostUnavailable as exc:
            pytest.skip(str(exc))
        with serve_app(app) as host:
            # A host on the official client and AppBridge calls explain_document for a link and shows the App.
            shown = start(browser, host, "2026-07-28", {"upload": True, "language": "it"}, "it-IT")
            frame = shown.frame
            link = shown.seen["result"]["structuredContent"]
            assert link["status"] == "awaiting_upload"
            expect(frame.locator("body")).to_have_attribute("data-state", "waiting")
            expect(frame.locator("#stage")).to_contain_text("Il documento va solo a Klartext")
            expect(frame.locator("#upload-link a")).to_have_text(link["upload_url"])
            uploaded = httpx.post(
                f"{klartext}/api/analyses/uploads/{token_in(link['upload_url'])}",
                files={"text": (None, LEASE)},
                timeout=120,
            )
            assert uploaded.status_code == 202, uploaded.text
            # The App asks again through the host (get_explanation) and draws the explanation.
            expect(frame.locator("body")).to_have_attribute("data-state", "shown", timeout=90_000)
            expect(frame.locator("#upload-link")).to_be_hidden()
            assert frame.locator("li.card").count() >= 3
            asked = [call for call in shown.log("rpc") if call["target"] == "get_explanation"]
            assert asked and asked[0]["arguments"] == {"analysis_id": link["analysis_id"]}
            assert shown.recorded.foreign(host) == [], shown.recorded.requests
            shown.page.context.close()


def test_the_minutes_a_link_works_are_configured_and_named_in_the_schema() -> None:
    from app.transport.mcp.tools import explain_input_schema

    settings = Settings.from_env({"KLARTEXT_UPLOAD_LINK_MINUTES": "12"})
    assert settings.upload_link_minutes == 12
    assert "valid 12 minutes" in explain_input_schema(settings)["properties"]["upload"]["description"]


@pytest.mark.slow
def test_a_tasks_extension_task_carries_the_link_until_the_upload_is_explained(server: str) -> None:
    import time

    from tests.transport.test_tasks import EXTENSION
    from tests.transport.test_tasks import rpc as task_rpc

    with httpx.Client(base_url=server, timeout=120) as http:
        meta: dict[str, Any] = {
            "io.modelcontextprotocol/clientCapabilities": {"extensions": {EXTENSION: {}}},
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        }
        headers = {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2026-07-28"}
        arguments = {"upload": True, "language": "pt"}
        created = task_rpc(
            http, "tools/call", {"name": "explain_document", "arguments": arguments, "_meta": meta}, headers
        )["result"]
        assert created["resultType"] == "task" and created["status"] == "working"
        assert PUBLIC + "/u/" in created["statusMessage"] and "apenas para o Klartext" in created["statusMessage"]
        upload_url = next(word for word in created["statusMessage"].split() if word.startswith(PUBLIC))
        got = task_rpc(http, "tasks/get", {"taskId": created["taskId"], "_meta": meta}, headers)["result"]
        assert got["status"] == "working" and got["statusMessage"] == created["statusMessage"]
        uploaded = http.post(f"/api/analyses/uploads/{token_in(upload_url)}", files={"text": (None, LEASE)})
        assert uploaded.status_code == 202, uploaded.text
        deadline = time.monotonic() + 120
        while got["status"] == "working":
            assert time.monotonic() < deadline, "the task did not finish"
            time.sleep(0.2)
            got = task_rpc(http, "tasks/get", {"taskId": created["taskId"], "_meta": meta}, headers)["result"]
        assert got["status"] == "completed"
        assert got["result"]["structuredContent"]["status"] == "completed"
        assert got["result"]["structuredContent"]["language"] == "pt"
