"""The official Python SDK (``mcp`` 2.3) in its three connect modes, over a real socket.

``mcp.Client(url, mode=...)`` (mcp/client/client.py): ``"auto"`` (the default) probes
``server/discover`` at 2026-07-28 and adopts the result, falling back to ``initialize`` only when
the probe is not modern evidence (mcp/client/_probe.py); ``"legacy"`` does the initialize handshake
(2025-11-25); ``"2026-07-28"`` pins the modern version without a probe. Each lists the tools,
explains a document and fetches the explanation again by id.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import mcp
import pytest

from app.config import Settings
from app.wiring import create_app
from tests.support.paths import SAMPLES
from tests.support.server import serve_app
from tests.transport.test_mcp_client import Recorder


@pytest.fixture
def recorded(settings: Settings) -> Iterator[tuple[str, Recorder]]:
    recorder = Recorder(create_app(settings))
    with serve_app(recorder) as url:
        yield f"{url}/api/mcp", recorder


def lease_text() -> str:
    return (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")


async def list_explain_fetch(url: str, mode: str) -> dict[str, Any]:
    async with mcp.Client(url, mode=mode) as client:  # type: ignore[arg-type]
        listed = await client.list_tools()
        done = await client.call_tool("explain_document", {"text": lease_text(), "language": "en"})
        assert done.structured_content is not None
        fetched = await client.call_tool("get_explanation", {"analysis_id": done.structured_content["analysis_id"]})
        refused = await client.call_tool("explain_document", {"text": "Zu kurz.", "language": "de"})
        return {
            "version": client.protocol_version,
            "info": client.server_info,
            "tools": [tool.name for tool in listed.tools],
            "done": done,
            "fetched": fetched,
            "refused": refused,
        }


def check_calls(seen: dict[str, Any]) -> None:
    assert seen["tools"] == ["explain_document", "get_explanation"]
    done, fetched, refused = seen["done"], seen["fetched"], seen["refused"]
    assert done.is_error is False
    assert done.structured_content["status"] == "completed"
    assert done.structured_content["category"] == "rental_contract"
    assert fetched.structured_content == done.structured_content
    assert refused.is_error is True and "40" in refused.content[0].text


@pytest.mark.slow
def test_default_mode_discovers_and_speaks_2026_07_28(recorded: tuple[str, Recorder]) -> None:
    url, recorder = recorded
    seen = asyncio.run(list_explain_fetch(url, "auto"))
    check_calls(seen)
    assert seen["version"] == "2026-07-28"
    assert seen["info"] is not None and seen["info"].name == "klartext"
    posts = [entry for entry in recorder.seen if entry.http_method == "POST"]
    assert posts[0].rpc_method == "server/discover" and posts[0].status == 200
    assert "initialize" not in [entry.rpc_method for entry in posts]  # no fallback: the probe succeeded
    assert all(entry.protocol_version == "2026-07-28" and entry.status == 200 for entry in posts)


@pytest.mark.slow
def test_legacy_mode_initializes_at_2025_11_25(recorded: tuple[str, Recorder]) -> None:
    url, recorder = recorded
    seen = asyncio.run(list_explain_fetch(url, "legacy"))
    check_calls(seen)
    assert seen["version"] == "2025-11-25"
    posts = [entry for entry in recorder.seen if entry.http_method == "POST"]
    assert [entry.rpc_method for entry in posts[:2]] == ["initialize", "notifications/initialized"]
    assert "server/discover" not in [entry.rpc_method for entry in posts]
    later = [entry for entry in posts if entry.rpc_method in ("tools/list", "tools/call")]
    assert later and all(entry.protocol_version == "2025-11-25" and entry.status == 200 for entry in later)


@pytest.mark.slow
def test_pinned_2026_07_28_mode_needs_no_probe(recorded: tuple[str, Recorder]) -> None:
    url, recorder = recorded
    seen = asyncio.run(list_explain_fetch(url, "2026-07-28"))
    check_calls(seen)
    assert seen["version"] == "2026-07-28"
    posts = [entry for entry in recorder.seen if entry.http_method == "POST"]
    assert not {"initialize", "server/discover"} & {entry.rpc_method for entry in posts}
    assert all(entry.protocol_version == "2026-07-28" and entry.status == 200 for entry in posts)


def test_every_mode_lists_the_tools(settings: Settings) -> None:
    async def run(url: str) -> list[tuple[str | None, list[str]]]:
        out = []
        for mode in ("auto", "legacy", "2026-07-28"):
            async with mcp.Client(url, mode=mode) as client:  # type: ignore[arg-type]
                listed = await client.list_tools()
                out.append((client.protocol_version, [tool.name for tool in listed.tools]))
        return out

    with serve_app(create_app(settings)) as base:
        seen = asyncio.run(run(f"{base}/api/mcp"))
    assert seen == [
        ("2026-07-28", ["explain_document", "get_explanation"]),
        ("2025-11-25", ["explain_document", "get_explanation"]),
        ("2026-07-28", ["explain_document", "get_explanation"]),
    ]
