"""The official MCP client (``mcp`` 2.x) against the real server: connect, list, call."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import mcp
import pytest
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.config import Settings
from app.wiring import create_app
from tests.support.paths import SAMPLES
from tests.support.server import serve_app


@dataclass
class Seen:
    http_method: str
    rpc_method: str | None
    protocol_version: str | None
    status: int


class Recorder:
    """ASGI wrapper that notes what the client sent, so tests can check the client's behaviour."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.seen: list[Seen] = []

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] != "/api/mcp":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        body = b""
        more = True
        while more:
            event = await receive()
            body += event.get("body", b"")
            more = event.get("more_body", False)
        try:
            rpc_method = json.loads(body).get("method") if body else None
        except ValueError:
            rpc_method = None
        version = headers.get(b"mcp-protocol-version")
        entry = Seen(scope["method"], rpc_method, version.decode() if version else None, 0)
        self.seen.append(entry)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        async def watch(message: Message) -> None:
            if message["type"] == "http.response.start":
                entry.status = message["status"]
            await send(message)

        await self.app(scope, replay, watch)


@pytest.fixture
def recorded(settings: Settings) -> Iterator[tuple[str, Recorder]]:
    recorder = Recorder(create_app(settings))
    with serve_app(recorder) as url:
        yield f"{url}/api/mcp", recorder


def lease_text() -> str:
    return (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")


# The SDK's connect modes (auto/discover, legacy, 2026-07-28): tests/transport/test_sdk_modes.py.


@pytest.mark.slow
def test_listed_tools_carry_complete_schemas(recorded: tuple[str, Recorder]) -> None:
    url, _ = recorded

    async def run() -> list[Any]:
        async with mcp.Client(url) as client:
            return (await client.list_tools()).tools

    tools = {tool.name: tool for tool in asyncio.run(run())}
    explain = tools["explain_document"]
    assert set(explain.input_schema["properties"]) == {"text", "pdf", "images", "language", "upload"}
    assert explain.input_schema["additionalProperties"] is False
    assert explain.input_schema["properties"]["language"]["enum"] == ["de", "en", "es", "fr", "it", "pt"]
    for tool in tools.values():
        assert tool.title and tool.description
        assert all(prop.get("description") for prop in tool.input_schema["properties"].values())
        assert tool.output_schema is not None and tool.output_schema["required"] == ["analysis_id", "status"]
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is True
        assert tool.annotations.destructive_hint is False
        # explain_document with "upload": true makes a new link on every call; get_explanation only reads.
        assert tool.annotations.idempotent_hint is (tool.name == "get_explanation")
        assert tool.annotations.open_world_hint is False
    assert tools["get_explanation"].input_schema["required"] == ["analysis_id"]


@pytest.mark.slow
def test_default_client_explains_the_sample_lease(recorded: tuple[str, Recorder]) -> None:
    url, _ = recorded

    async def run() -> Any:
        async with mcp.Client(url) as client:
            # call_tool validates structuredContent against the listed outputSchema.
            return await client.call_tool("explain_document", {"text": lease_text(), "language": "en"})

    result = asyncio.run(run())
    assert result.is_error is False
    data = result.structured_content
    assert data is not None
    assert data["status"] == "completed"
    assert data["language"] == "en"
    assert data["category"] == "rental_contract"
    assert len(data["clauses"]) >= 3
    assert data["disclaimer"]
    assert result.content[0].type == "text" and len(result.content[0].text) > 100


@pytest.mark.slow
def test_session_client_initializes_lists_and_calls(settings: Settings) -> None:
    async def run(url: str) -> tuple[Any, Any, Any, Any]:
        async with streamable_http_client(url) as (read, write), ClientSession(read, write) as session:
            init = await session.initialize()
            listed = await session.list_tools()
            done = await session.call_tool("explain_document", {"text": lease_text(), "language": "de"})
            fetched = await session.call_tool(
                "get_explanation", {"analysis_id": done.structured_content["analysis_id"]}
            )
            return init, listed, done, fetched

    with serve_app(create_app(settings)) as base:
        init, listed, done, fetched = asyncio.run(run(f"{base}/api/mcp"))
    assert init.protocol_version == "2025-11-25"
    assert init.server_info.name == "klartext"
    assert "not legal advice" in (init.instructions or "")
    assert len(listed.tools) == 2
    assert done.is_error is False
    assert done.structured_content["status"] == "completed"
    assert done.structured_content["language"] == "de"
    assert fetched.structured_content == done.structured_content


@pytest.mark.slow
def test_errors_reach_the_client_as_tool_errors(recorded: tuple[str, Recorder]) -> None:
    url, _ = recorded

    async def run() -> Any:
        async with mcp.Client(url) as client:
            return await client.call_tool("explain_document", {"text": "Zu kurz.", "language": "de"})

    result = asyncio.run(run())
    assert result.is_error is True
    assert result.structured_content is None
    assert "40" in result.content[0].text


@pytest.mark.slow
def test_a_pending_result_passes_the_clients_output_schema_check(settings: Settings) -> None:
    async def run(url: str) -> tuple[Any, Any]:
        async with mcp.Client(url) as client:
            pending = await client.call_tool("explain_document", {"text": lease_text(), "language": "fr"})
            # Ask again at once: most likely still unfinished, validated the same way either way.
            again = await client.call_tool(
                "get_explanation", {"analysis_id": pending.structured_content["analysis_id"]}
            )
            return pending, again

    with serve_app(create_app(settings.with_(wait_seconds=0.0))) as base:
        pending, again = asyncio.run(run(f"{base}/api/mcp"))
    assert pending.is_error is False
    assert pending.structured_content["status"] in ("queued", "running")
    assert pending.structured_content["retry_after_seconds"] >= 10
    assert "get_explanation" in pending.content[0].text
    assert again.is_error is False
    assert again.structured_content["analysis_id"] == pending.structured_content["analysis_id"]
