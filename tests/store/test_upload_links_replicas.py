"""Upload links across two real `klartext serve` processes on one PostgreSQL: a link made by one
replica takes its upload on the other, once, and the first answers for it. Their whole logs (the
access log included) never show the token."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.support.paths import SAMPLES
from tests.support.postgres import PostgresServer
from tests.support.processes import free_port, klartext_server

LEASE_TEXT = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
HEADERS = {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-11-25"}
pytestmark = pytest.mark.slow


def rpc(client: httpx.Client, base: str, method: str, params: dict[str, Any]) -> dict[str, Any]:
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
    result: dict[str, Any] = client.post(f"{base}/api/mcp", json=body, headers=HEADERS).json()["result"]
    return result


def test_a_link_made_on_one_replica_takes_its_upload_on_the_other_once(
    postgres_server: PostgresServer, tmp_path: Path
) -> None:
    url = postgres_server.create_database()
    env = {"KLARTEXT_DATABASE_URL": url, "KLARTEXT_WORKERS": "1", "KLARTEXT_LOG_LEVEL": "INFO"}
    port_a, port_b = free_port(), free_port()
    with (
        tempfile.TemporaryFile() as log_a,
        tempfile.TemporaryFile() as log_b,
        klartext_server(tmp_path / "a", port_a, output=log_a, **env),
        klartext_server(tmp_path / "b", port_b, output=log_b, **env),
        httpx.Client(timeout=300) as client,
    ):
        a, b = f"http://127.0.0.1:{port_a}", f"http://127.0.0.1:{port_b}"
        created = rpc(client, a, "tools/call", {"name": "explain_document", "arguments": {"upload": True}, "task": {}})
        task_id = created["task"]["taskId"]
        message = created["task"]["statusMessage"]
        upload_url = next(word for word in message.split() if word.startswith(f"{a}/u/"))
        token = upload_url.rsplit("/", 1)[1]
        # The page on B opens A's link (B serves it under its own address).
        assert client.get(f"{b}/u/{token}").status_code == 200
        assert client.get(f"{b}/api/analyses/uploads/{token}").json()["status"] == "awaiting_upload"
        uploaded = client.post(f"{b}/api/analyses/uploads/{token}", files={"text": (None, LEASE_TEXT)})
        assert uploaded.status_code == 202, uploaded.text
        again = client.post(f"{a}/api/analyses/uploads/{token}", files={"text": (None, LEASE_TEXT)})
        assert again.status_code == 409
        # A's task waits (LISTEN/NOTIFY) until the analysis of B's upload is finished.
        result = rpc(client, a, "tasks/result", {"taskId": task_id})
        assert result["isError"] is False and result["structuredContent"]["status"] == "completed"
        link_id = result["structuredContent"]["analysis_id"]
        fetched = rpc(client, b, "tools/call", {"name": "get_explanation", "arguments": {"analysis_id": link_id}})
        assert fetched["structuredContent"]["status"] == "completed"
        log_a.seek(0)
        log_b.seek(0)
        logs = log_a.read() + log_b.read()
    assert f"/u/{token}".encode() not in logs and token.encode() not in logs
    # the access log (one JSON line per request) has the upload's line, its token replaced by "…"
    lines = [json.loads(line[line.index('{"event"') :]) for line in logs.decode().splitlines() if '{"event"' in line]
    assert any(line.get("path") == "/api/analyses/uploads/…" and line.get("status") == 202 for line in lines)
