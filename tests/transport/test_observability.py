"""/metrics, /readyz and the JSON access log, seen from outside."""

from __future__ import annotations

import json
import logging
import re
import time

import httpx
import pytest

from app.config import Settings
from tests.support.openai_server import OpenAIServer
from tests.support.processes import SAMPLES, free_port
from tests.support.server import live_klartext


def metric(text: str, name: str, **labels: str) -> float:
    for line in text.splitlines():
        if not line.startswith(name):
            continue
        match = re.match(r"^(\w+)(?:\{(.*)\})? (\S+)$", line)
        if not match or match.group(1) != name:
            continue
        found = dict(re.findall(r'(\w+)="([^"]*)"', match.group(2) or ""))
        if all(found.get(k) == v for k, v in labels.items()):
            return float(match.group(3))
    return 0.0


@pytest.mark.slow
def test_metrics_count_requests_tools_errors_queue_and_analyses(live_server: str) -> None:
    before = httpx.get(f"{live_server}/metrics").text
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    with httpx.Client(base_url=live_server) as http:
        http.post("/api/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
        for arguments in ({"text": lease, "language": "en"}, {"text": "Zu kurz.", "language": "en"}):
            call = {"name": "explain_document", "arguments": arguments}
            http.post("/api/mcp", json={"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": call}, timeout=60)
        scraped = http.get("/metrics")
    after = scraped.text
    assert scraped.status_code == 200 and scraped.headers["content-type"].startswith("text/plain")
    assert (
        metric(after, "klartext_http_requests_total", route="mcp", status="200")
        - metric(before, "klartext_http_requests_total", route="mcp", status="200")
        == 3
    )
    assert (
        metric(after, "klartext_mcp_requests_total", method="tools/call", tool="explain_document")
        - metric(before, "klartext_mcp_requests_total", method="tools/call", tool="explain_document")
        == 2
    )
    assert metric(after, "klartext_errors_total", kind="text_too_short") > metric(
        before, "klartext_errors_total", kind="text_too_short"
    )
    assert metric(after, "klartext_analyses_finished_total", outcome="completed", engine="offline") >= 1
    assert "klartext_queue_depth 0.0" in after
    assert metric(after, "klartext_analyses", status="completed") >= 1
    assert metric(after, "klartext_http_request_duration_seconds_count", route="mcp") >= 3
    assert "Mietvertrag" not in after and "Mieter" not in after  # no document content, ever


@pytest.mark.slow
def test_readyz_checks_database_and_ocr(live_server: str) -> None:
    answer = httpx.get(f"{live_server}/readyz")
    assert answer.status_code == 200, answer.text
    checks = answer.json()["checks"]
    assert checks["database"]["ok"] and checks["ocr"]["ok"]
    assert "llm" not in checks  # offline engine: nothing to reach


@pytest.mark.slow
def test_readyz_reports_an_unreachable_llm(settings: Settings) -> None:
    dead = settings.with_(llm_base_url=f"http://127.0.0.1:{free_port()}/v1", llm_model="m")
    with live_klartext(dead) as url:
        answer = httpx.get(f"{url}/readyz")
    assert answer.status_code == 503
    assert answer.json()["checks"]["llm"]["ok"] is False
    assert answer.json()["checks"]["database"]["ok"] is True
    with OpenAIServer() as llm, live_klartext(settings.with_(llm_base_url=llm.base_url, llm_model="m")) as url:
        assert httpx.get(f"{url}/readyz").json()["checks"]["llm"] == {"ok": True}


@pytest.mark.slow
def test_access_log_is_one_json_line_per_request_without_content(
    live_server: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="klartext.access")
    secret = "Geheimnisvolle Vermieterin Adelheid Quast"
    call = {"name": "explain_document", "arguments": {"text": secret, "language": "de"}}
    answer = httpx.post(
        f"{live_server}/api/mcp", json={"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": call}
    )
    # The line is written once the answer has gone out: under load the client may read it first.
    # A line of an earlier request may come in now too: ours is the one with our request's id.
    deadline = time.monotonic() + 30
    while not (
        lines := [
            line
            for line in (json.loads(r.getMessage()) for r in caplog.records if r.name == "klartext.access")
            if line.get("id") == answer.headers["x-request-id"]
        ]
    ):
        assert time.monotonic() < deadline, "no access log line"
        time.sleep(0.02)
    (line,) = lines
    assert line["rpc"] == "tools/call" and line["tool"] == "explain_document" and line["status"] == 200
    assert line["in"] > 0 and line["out"] > 0 and line["ms"] >= 0
    assert "Quast" not in caplog.text and "Adelheid" not in caplog.text
