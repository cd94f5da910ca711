"""A PostgreSQL outage seen from the user's side: while the database is down, an upload gets 503 "busy, try
again" with Retry-After and explain_document a tool error saying the same, in the requested language; after
the database is back, the same server takes documents again, without a restart."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.config import Settings
from tests.support.postgres import PostgresServer
from tests.support.server import live_klartext

pytestmark = pytest.mark.slow

LEASE = (
    "Mietvertrag\n\n§ 1 Mietsache\nVermietet wird eine Wohnung mit drei Zimmern, Küche und Bad.\n\n"
    "§ 2 Miete\nDie Miete beträgt monatlich 850,00 EUR und ist bis zum dritten Werktag zu zahlen.\n"
)
MCP = {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18"}


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    server = PostgresServer()
    server.start(durable=True)
    try:
        yield server
    finally:
        server.destroy()


def explain(http: httpx.Client, text: str, language: str) -> dict[str, Any]:
    params = {"name": "explain_document", "arguments": {"text": text, "language": language}}
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params}
    answer: dict[str, Any] = http.post("/api/mcp", json=body, headers=MCP, timeout=60).json()
    return answer


def test_requests_during_an_outage_are_busy_and_service_resumes(own_server: PostgresServer, tmp_path: Path) -> None:
    settings = Settings().with_(database_url=own_server.create_database("k"), data_dir=tmp_path, workers=0)
    with live_klartext(settings) as url, httpx.Client(base_url=url) as http:
        before = http.post(
            "/api/analyses", json={"text": LEASE, "language": "de"}, headers={"Accept": "application/json"}
        )
        assert before.status_code == 202, before.text
        own_server.stop("immediate")
        during = http.post(
            "/api/analyses", json={"text": LEASE + " ", "language": "en"}, headers={"Accept": "application/json"}
        )
        assert during.status_code == 503 and int(during.headers["retry-after"]) >= 1, during.text
        assert "try again" in during.json()["error"]["message"].lower()
        tool = explain(http, LEASE + "  ", "de")["result"]
        assert tool["isError"] is True and "noch einmal" in tool["content"][0]["text"]
        assert tool["_meta"]["klartext/retryAfter"] >= 1
        assert http.get("/readyz").status_code == 503
        own_server.start(durable=True)
        deadline = time.monotonic() + 30
        while http.get("/readyz").status_code != 200:
            assert time.monotonic() < deadline
            time.sleep(0.5)
        after = http.post(
            "/api/analyses", json={"text": LEASE + "\n", "language": "fr"}, headers={"Accept": "application/json"}
        )
        assert after.status_code == 202, after.text
        kept = http.get(before.headers["location"], headers={"Accept": "application/json"})
        assert kept.status_code == 200 and kept.json()["analysis_id"] == before.json()["analysis_id"]
