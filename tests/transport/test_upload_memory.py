"""The memory for uploads (KLARTEXT_UPLOAD_MEMORY_MB), shared by all requests: spent, a new upload waits, then is busy."""

from __future__ import annotations

import base64
import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from app.config import Settings
from app.intake import budget
from app.transport import guard
from tests.support.server import live_klartext

MB = 1024 * 1024
MCP = {"Accept": "application/json, text/event-stream"}


@pytest.fixture
def small_budget(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setattr(guard, "UPLOADS_WAIT_SECONDS", 0.5)
    # 4 MB: one 2 MB upload counted three times (body, decoded file, copies) leaves no room for another.
    settings = Settings(data_dir=tmp_path_factory.mktemp("data"), rate_limit_per_minute=1_000_000, upload_memory_mb=4)
    with live_klartext(settings) as base:
        yield base


def slow_upload(base: str, size: int) -> socket.socket:
    """An upload that announces ``size`` bytes and sends only its start: it holds its share meanwhile."""
    host, port = base.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=10)
    head = f"POST /api/mcp HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {size}\r\n\r\n"
    sock.sendall(head.encode() + b'{"jsonrpc": "2.0", ')
    return sock


def pdf_call(size: int) -> dict[str, object]:
    pdf = base64.b64encode(b"%PDF-1.7\n" + bytes(size)).decode()
    arguments = {"pdf": pdf, "language": "fr"}
    return {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "explain_document", "arguments": arguments},
    }


@pytest.mark.slow
def test_an_upload_that_finds_the_memory_spent_waits_then_is_busy_and_small_requests_still_pass(
    small_budget: str,
) -> None:
    base = small_budget
    holder = slow_upload(base, 2 * MB)
    try:
        # The server (in this process) has reserved the holder's share: waited for, not slept for.
        spent = budget.upload_budget(4)
        deadline = time.monotonic() + 60
        while not spent.used:
            assert time.monotonic() < deadline, "the holder's upload was never reserved"
            time.sleep(0.01)
        started = time.monotonic()
        refused = httpx.post(f"{base}/api/mcp", json=pdf_call(MB), headers={**MCP, "Accept-Language": "de"}, timeout=60)
        waited = time.monotonic() - started
        assert refused.status_code == 503 and refused.headers["retry-after"] == "10"
        error = refused.json()["error"]
        assert (error["code"], error["data"]) == (-32003, {"reason": "busy", "retry_after_seconds": 10})
        assert (
            error["message"] == "Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in 10 Sekunden noch einmal."
        )
        assert waited > 0.4  # it waited (UPLOADS_WAIT_SECONDS, 0.5 s here) before it was busy; 60 s guard a hang
        upload = httpx.post(
            f"{base}/api/analyses",
            files=[("file", ("scan.pdf", b"%PDF-1.7\n" + bytes(2 * MB), "application/pdf"))],
            headers={"Accept-Language": "it"},
            timeout=10,
        )
        assert upload.status_code == 503 and upload.json()["error"]["code"] == "busy"
        assert "Il servizio è momentaneamente sovraccarico" in upload.json()["error"]["message"]
        # Polling and tool lists are small: they pass whatever the uploads hold.
        ping = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
        assert httpx.post(f"{base}/api/mcp", json=ping, headers=MCP, timeout=10).status_code == 200
    finally:
        holder.close()
    # The holder went away: its share is back, and the same upload is read (and judged on its content).
    deadline = time.monotonic() + 60
    while True:
        answer = httpx.post(f"{base}/api/mcp", json=pdf_call(MB), headers=MCP, timeout=10)
        if answer.status_code == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert answer.status_code == 200
    result = answer.json()["result"]
    assert result["isError"] is True and "endommagé" in result["content"][0]["text"]


@pytest.mark.slow
def test_a_small_tools_call_holds_its_share_while_prepared_and_requests_without_a_document_hold_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.prepare import run

    # A budget size no other test uses: its own counts (upload_budget is one per size).
    settings = Settings(data_dir=tmp_path / "data", rate_limit_per_minute=1_000_000, upload_memory_mb=7)
    memory = budget.upload_budget(7)
    held_while_prepared: list[int] = []
    prepare = run.prepare

    def watched(*args: object, **kwargs: object) -> object:
        held_while_prepared.append(memory.used)
        return prepare(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(run, "prepare", watched)
    with live_klartext(settings) as base, httpx.Client(base_url=base, headers=MCP, timeout=60) as http:
        for method in ("initialize", "ping", "tools/list", "resources/list"):
            assert http.post("/api/mcp", json={"jsonrpc": "2.0", "id": 1, "method": method}).status_code == 200
        poll = {"name": "get_explanation", "arguments": {"analysis_id": "0" * 32}}
        polled = http.post("/api/mcp", json={"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": poll})
        assert polled.status_code == 200 and polled.json()["result"]["isError"] is True  # no such analysis
        assert memory.peak == 0  # no document in them: nothing reserved
        text = "Der Mieter zahlt die Miete bis zum dritten Werktag des Monats. " * 20
        call = {"name": "explain_document", "arguments": {"text": text, "language": "en"}}
        body = json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": call}).encode()
        answer = http.post("/api/mcp", content=body, headers={"Content-Type": "application/json"})
        assert answer.status_code == 200 and answer.json()["result"]["isError"] is False
    # Held while the document was prepared (the body, counted three times), given back after.
    assert held_while_prepared == [3 * len(body)]
    assert memory.used == 0
