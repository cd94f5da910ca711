"""The MCP App (app/transport/mcp/ui.py) on the wire: negotiation, tool links, the ui:// resource.

The tools link the App for every client (a 2025-era host declares the extension only in initialize,
which a stateless server cannot tie to its later tools/list); apart from that link, a request that
does not declare ``io.modelcontextprotocol/ui`` gets what it got before the App existed. A request
that declares it also gets the extension and the resources capability. Raw HTTP against a real
server, and the official client for the resource and a real tool result.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client

from app.config import Settings
from app.transport.mcp import jsonrpc, ui
from app.transport.mcp.protocol import initialize_result
from app.transport.mcp.tools import tool_list
from app.transport.mcp.versions import LEGACY_VERSIONS
from tests.support.paths import REPO, SAMPLES
from tests.support.server import live_klartext

JSON = {"content-type": "application/json"}
UI_CAPS = {"extensions": {ui.EXTENSION: {"mimeTypes": [ui.MIME_TYPE]}}}


@pytest.fixture(scope="module")
def module_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(
        data_dir=tmp_path_factory.mktemp("data"),
        wait_seconds=20.0,
        workers=1,
        public_url="http://127.0.0.1:8000",
        rate_limit_per_minute=1_000_000,
    )


@pytest.fixture(scope="module")
def base_url(module_settings: Settings) -> Iterator[str]:
    with live_klartext(module_settings) as url:
        yield url


@pytest.fixture(scope="module")
def client(base_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=base_url, timeout=60) as http:
        yield http


def call(client: httpx.Client, method: str, params: dict[str, Any] | None = None, **headers: str) -> httpx.Response:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": 1, "method": method}
    if params is not None:
        message["params"] = params
    return client.post("/api/mcp", content=json.dumps(message).encode(), headers={**JSON, **headers})


def with_caps(capabilities: dict[str, Any], **params: Any) -> dict[str, Any]:
    """Params carrying client capabilities per request, as MCP 2026-07-28 clients send them."""
    return {**params, "_meta": {ui.CLIENT_CAPABILITIES_META_KEY: capabilities}}


def lease_text() -> str:
    return (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")


# --------------------------------------------------------------------------- without the extension


def unlinked(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The tools without the App's link: what every client got before the App."""
    return [{k: v for k, v in tool.items() if k != "_meta"} for tool in tools]


@pytest.mark.parametrize(
    "params",
    [
        None,
        {},
        with_caps({}),
        with_caps({"extensions": {}}),
        with_caps({"extensions": {"io.example/other": {}}}),
        # The extension, but only for a content type we do not serve.
        with_caps({"extensions": {ui.EXTENSION: {"mimeTypes": ["text/uri-list"]}}}),
        with_caps(UI_CAPS),
    ],
)
def test_tools_list_links_the_app_for_every_client(
    client: httpx.Client, module_settings: Settings, params: dict[str, Any] | None
) -> None:
    response = call(client, "tools/list", params)
    assert response.status_code == 200
    # Byte for byte the linked list (the same bytes for every client), and apart from the link
    # exactly what tool_list() gives.
    linked = ui.with_app_links(tool_list(module_settings))
    assert response.content == jsonrpc.result_bytes(1, jsonrpc.dumps({"tools": linked}))
    tools = response.json()["result"]["tools"]
    assert unlinked(tools) == tool_list(module_settings)
    assert [tool["_meta"] for tool in tools] == [{"ui": ui.TOOL_UI_META[tool["name"]]} for tool in tools]


@pytest.mark.parametrize("version", LEGACY_VERSIONS)  # initialize is a 2025 method
def test_initialize_without_the_extension_is_unchanged(
    client: httpx.Client, module_settings: Settings, version: str
) -> None:
    response = call(client, "initialize", {"protocolVersion": version, "capabilities": {}})
    expected = jsonrpc.result_bytes(1, jsonrpc.dumps(initialize_result(version, module_settings)))
    assert response.content == expected
    assert "resources" not in response.json()["result"]["capabilities"]


def answers_of(checkout: Path, data_dir: Path, analysis_id: str | None = None) -> dict[str, Any]:
    """What ``checkout`` answers: tests/support/mcp_answers.py in a fresh process with it on the path."""
    script = REPO / "tests" / "support" / "mcp_answers.py"
    done = subprocess.run(
        [sys.executable, str(script), str(data_dir), str(SAMPLES / "mietvertrag.txt"), *filter(None, [analysis_id])],
        cwd=checkout,
        env={**os.environ, "PYTHONPATH": str(checkout)},
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    answers: dict[str, Any] = json.loads(done.stdout)
    return answers


@pytest.mark.slow
def test_without_the_extension_the_answers_are_mains(tmp_path: Path) -> None:
    """tools/list, initialize and a real tool result, compared with ``main`` where this branch left it."""
    git = shutil.which("git")
    base = subprocess.run([git or "git", "merge-base", "HEAD", "main"], cwd=REPO, capture_output=True, text=True)
    if git is None or base.returncode:
        pytest.skip("no git checkout with a main branch")
    export = tmp_path / "main"
    export.mkdir()
    archive = subprocess.run([git, "archive", base.stdout.strip()], cwd=REPO, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(export)], input=archive, check=True)
    # main explains the sample; this checkout, on the same store, answers get_explanation for it. (Two
    # fresh analyses can differ in wording: the offline engine once wrote "850,00 EUR" and once "€850.00"
    # for the same text and code, so the same stored analysis is what is compared.)
    before = answers_of(export, tmp_path / "data")
    analysis_id = before["explain_document"]["result"]["structuredContent"]["analysis_id"]
    now = answers_of(REPO, tmp_path / "data", analysis_id)
    # The tools now link the App for every client; apart from that link, main's list.
    assert unlinked(now["tools/list"]["result"]["tools"]) == unlinked(before["tools/list"]["result"]["tools"])
    assert now["initialize"] == before["initialize"]
    assert now["get_explanation"]["result"]["structuredContent"]["status"] == "completed"
    assert now["get_explanation"] == before["get_explanation"]
    assert before["get_explanation"]["result"] == before["explain_document"]["result"]


# --------------------------------------------------------------------------- with the extension


@pytest.mark.parametrize(
    "capabilities",
    [UI_CAPS, {"extensions": {ui.EXTENSION: {}}}],  # mimeTypes is required, but an absent list is read as ours
)
def test_tools_list_with_the_extension_links_both_tools_to_the_app(
    client: httpx.Client, module_settings: Settings, capabilities: dict[str, Any]
) -> None:
    tools = call(client, "tools/list", with_caps(capabilities)).json()["result"]["tools"]
    plain = tool_list(module_settings)
    assert [tool["name"] for tool in tools] == ["explain_document", "get_explanation"]
    for linked, before in zip(tools, plain, strict=True):
        assert linked["_meta"]["ui"]["resourceUri"] == "ui://klartext/explanation"
        # Nothing else differs.
        assert {k: v for k, v in linked.items() if k != "_meta"} == before
    assert tools[0]["_meta"]["ui"]["visibility"] == ["model"]
    assert tools[1]["_meta"]["ui"]["visibility"] == ["model", "app"]


def test_initialize_with_the_extension_advertises_it_and_resources(client: httpx.Client) -> None:
    params = {"protocolVersion": "2025-11-25", "capabilities": UI_CAPS}
    capabilities = call(client, "initialize", params).json()["result"]["capabilities"]
    plain = call(client, "initialize", {**params, "capabilities": {}}).json()["result"]["capabilities"]
    assert capabilities == {
        **plain,
        "resources": {"listChanged": False},
        "extensions": {**plain.get("extensions", {}), ui.EXTENSION: {"mimeTypes": [ui.MIME_TYPE]}},
    }


def test_capabilities_are_read_from_each_request_not_remembered(client: httpx.Client) -> None:
    call(client, "initialize", {"protocolVersion": "2025-11-25", "capabilities": UI_CAPS})
    # The next initialize says nothing: it gets the plain capabilities (no session, no inference from before).
    later = call(client, "initialize", {"protocolVersion": "2025-11-25", "capabilities": {}}).json()["result"]
    assert "resources" not in later["capabilities"]
    assert ui.EXTENSION not in later["capabilities"].get("extensions", {})


# --------------------------------------------------------------------------- the resource


def test_resources_list_names_the_app(client: httpx.Client) -> None:
    resources = call(client, "resources/list").json()["result"]["resources"]
    assert len(resources) == 1
    resource = resources[0]
    assert resource["uri"] == "ui://klartext/explanation"
    assert resource["mimeType"] == "text/html;profile=mcp-app"
    assert resource["name"] and resource["title"] and resource["description"]
    assert resource["_meta"]["ui"]["csp"] == ui.RESOURCE_UI_META["csp"]


def test_resources_read_returns_a_self_contained_document(client: httpx.Client) -> None:
    response = call(client, "resources/read", {"uri": ui.RESOURCE_URI})
    (content,) = response.json()["result"]["contents"]
    assert content["uri"] == ui.RESOURCE_URI
    assert content["mimeType"] == ui.MIME_TYPE
    csp = content["_meta"]["ui"]["csp"]
    # No external host of any kind.
    assert all(csp[key] == [] for key in ("connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"))
    html = content["text"]
    assert html.startswith("<!doctype html>")
    assert len(html.encode()) < 64_000
    # Nothing to load: no src/href to anywhere, no fetch, no XHR, no WebSocket, no import.
    assert not re.search(r"""\b(?:src|href)\s*=\s*["'](?!#)""", html)
    for needle in ("fetch(", "XMLHttpRequest", "WebSocket", "import(", "<link", "@import", "url("):
        assert needle not in html, needle
    # The page's own renderer is inside, and every language's texts.
    assert "function renderResult(" in html and "function clauseCard(" in html
    for code in ("de", "en", "es", "fr", "it", "pt"):
        assert f'"{code}":{{' in html


@pytest.mark.parametrize(
    ("params", "code"),
    [({"uri": "ui://klartext/other"}, -32002), ({"uri": "file:///etc/passwd"}, -32002), ({}, -32602)],
)
def test_resources_read_of_anything_else_is_an_error(client: httpx.Client, params: dict[str, Any], code: int) -> None:
    # 2025-era requests: "resource not found" is -32002 there (2026-07-28: tests/transport/test_mcp_2026.py).
    error = call(client, "resources/read", params, **{"mcp-protocol-version": "2025-11-25"}).json()["error"]
    assert error["code"] == code
    assert error["message"]


def test_the_page_renderer_is_found_in_app_js() -> None:
    script = ui.render_script(ui.PAGE_SCRIPT.read_text(encoding="utf-8"))
    assert script.startswith("  function fmt(")
    assert "function renderResult(" in script
    with pytest.raises(ui.AppBuildError):
        ui.render_script("  function fmt(a) {\n  }\n")


# --------------------------------------------------------------------------- a real tool result


@pytest.mark.slow
def test_tool_results_are_the_same_with_and_without_the_extension(base_url: str) -> None:
    """The official client, once declaring the extension and once not: the same result of one analysis."""

    async def run(extensions: dict[str, Any] | None, analysis_id: str | None) -> tuple[Any, Any, Any, Any]:
        async with (
            streamable_http_client(f"{base_url}/api/mcp") as (read, write),
            ClientSession(read, write, extensions=extensions) as session,
        ):
            init = await session.initialize()
            done = await session.call_tool("explain_document", {"text": lease_text(), "language": "en"})
            fetched = await session.call_tool("get_explanation", {"analysis_id": analysis_id or "0" * 32})
            resource = await session.read_resource(ui.RESOURCE_URI) if extensions else None
            return init, done, fetched, resource

    init_plain, done_plain, _, _ = asyncio.run(run(None, None))
    analysis_id = done_plain.structured_content["analysis_id"]
    _, _, fetched_plain, _ = asyncio.run(run(None, analysis_id))
    init_app, _, fetched_app, resource = asyncio.run(run(UI_CAPS["extensions"], analysis_id))
    assert init_plain.capabilities.resources is None
    assert init_app.capabilities.resources is not None
    assert done_plain.structured_content["status"] == "completed"
    assert fetched_plain.model_dump() == fetched_app.model_dump()

    assert resource is not None and resource.contents[0].mime_type == ui.MIME_TYPE


def test_the_protocol_serves_the_app_to_every_transport(settings: Settings) -> None:
    """stdio and HTTP share McpProtocol: the resource and the links come from it, not from HTTP."""
    from app.transport.mcp.jsonrpc import Request
    from app.transport.mcp.protocol import McpProtocol
    from app.transport.mcp.tools import Tools

    protocol = McpProtocol(settings, Tools(settings))

    def answer(method: str, params: dict[str, Any]) -> Any:
        return json.loads(asyncio.run(protocol.handle(Request(7, method, params))))

    assert answer("resources/read", {"uri": ui.RESOURCE_URI})["result"]["contents"][0]["text"] == protocol.app.html
    for params in (with_caps(UI_CAPS), {}):
        tools = answer("tools/list", params)["result"]["tools"]
        assert all(tool["_meta"]["ui"]["resourceUri"] == ui.RESOURCE_URI for tool in tools)
