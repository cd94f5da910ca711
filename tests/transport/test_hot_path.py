"""The MCP endpoint's fast path, from outside: what it answers, with which headers, and what it counts.

The guard calls the endpoint directly (no router, no error layers), constant answers are spliced
around the caller's id, and the request metrics are counted in plain numbers and rendered when
scraped. These tests hold the wire and /metrics to what they were; none of them times anything.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import sys
import time
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.cli import server_stack
from app.config import Settings
from app.transport.mcp.jsonrpc import Request
from app.transport.mcp.protocol import McpProtocol
from app.transport.mcp.tools import Tools
from app.transport.mcp.versions import Call, RoutingHeaders
from app.wiring import create_app
from tests.support.server import live_klartext, serve_app

MODERN = "2026-07-28"
META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": {"name": "hot-path-test", "version": "1.0"},
    "io.modelcontextprotocol/clientCapabilities": {},
}
JSON_HEADERS = {"content-type": "application/json", "accept": "application/json, text/event-stream"}

pytestmark = pytest.mark.slow  # every test here serves the app on a socket


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("data"),
        wait_seconds=1.0,
        workers=1,
        rate_limit_per_minute=1_000_000,
        allowed_origins=("https://host.example",),
        max_body_bytes=64 * 1024,
    )
    with live_klartext(settings) as base:
        yield base


def post(http: httpx.Client, method: str, version: str | None, id: Any, **headers: str) -> httpx.Response:
    """``method`` as a client of ``version`` sends it (None: no version header, the oldest era)."""
    body: dict[str, Any] = {"jsonrpc": "2.0", "id": id, "method": method}
    sent = {**JSON_HEADERS, **headers}
    if version == MODERN:
        body["params"] = {"_meta": META}
        sent.update({"MCP-Protocol-Version": MODERN, "Mcp-Method": method})
    elif version is not None:
        sent["MCP-Protocol-Version"] = version
    return http.post("/api/mcp", content=json.dumps(body).encode(), headers=sent)


@pytest.mark.parametrize(
    ("method", "version"),
    # ping is a method of the eras before 2026-07-28 (that revision dropped it)
    [("tools/list", version) for version in (None, "2025-06-18", "2025-11-25", MODERN)]
    + [("ping", version) for version in (None, "2025-06-18", "2025-11-25")],
)
def test_a_constant_answer_is_the_same_result_every_time_around_the_callers_id(
    url: str, version: str | None, method: str
) -> None:
    with httpx.Client(base_url=url, timeout=30) as http:
        answers = [post(http, method, version, id) for id in (1, 7, "eine-id", 'quote"and\\slash', 2**53)]
    results = []
    for id, answer in zip((1, 7, "eine-id", 'quote"and\\slash', 2**53), answers, strict=True):
        assert answer.status_code == 200, answer.text
        body = answer.json()
        assert body["jsonrpc"] == "2.0" and body["id"] == id and "error" not in body
        results.append(body["result"])
        # The id is the only part that differs: the result's bytes are the same in every answer.
        assert answer.content.endswith(
            json.dumps(body["result"], ensure_ascii=False, separators=(",", ":")).encode() + b"}"
        )
    assert all(result == results[0] for result in results)
    if method == "tools/list":
        assert [tool["name"] for tool in results[0]["tools"]] == ["explain_document", "get_explanation"]
        assert ("resultType" in results[0]) == (version == MODERN)


def test_answers_carry_their_length_type_a_fresh_request_id_and_cors_for_an_allowed_origin(url: str) -> None:
    with httpx.Client(base_url=url, timeout=30) as http:
        plain = [post(http, "ping", "2025-11-25", n) for n in range(3)]
        browser = post(http, "tools/list", "2025-11-25", 1, Origin="https://host.example")
        foreign = post(http, "tools/list", "2025-11-25", 1, Origin="https://elsewhere.example")
    for answer in [*plain, browser]:
        assert answer.headers["content-type"] == "application/json"
        assert int(answer.headers["content-length"]) == len(answer.content)
        assert re.fullmatch(r"[0-9a-f]{16}", answer.headers["x-request-id"])
        assert "access-control-allow-origin" not in answer.headers or answer is browser
    assert len({answer.headers["x-request-id"] for answer in plain}) == 3
    assert browser.headers["access-control-allow-origin"] == "https://host.example"
    assert browser.headers["vary"] == "Origin"
    assert foreign.status_code == 403 and "access-control-allow-origin" not in foreign.headers


def test_a_body_without_length_is_still_capped_and_one_with_a_length_over_the_cap_refused_unread(url: str) -> None:
    ping = json.dumps({"jsonrpc": "2.0", "id": 5, "method": "ping"}).encode()

    def chunked(data: bytes) -> Iterator[bytes]:  # no Content-Length: the body is counted as it arrives
        yield from (data[i : i + 4096] for i in range(0, len(data), 4096))

    with httpx.Client(base_url=url, timeout=30) as http:
        small = http.post("/api/mcp", content=chunked(ping), headers=JSON_HEADERS)
        big = http.post("/api/mcp", content=chunked(b" " * (80 * 1024) + ping), headers=JSON_HEADERS)
        declared = http.post("/api/mcp", content=b" " * (80 * 1024) + ping, headers=JSON_HEADERS)
    assert small.status_code == 200 and small.json() == {"jsonrpc": "2.0", "id": 5, "result": {}}
    for refused in (big, declared):
        assert refused.status_code == 413
        assert refused.json()["error"]["data"]["reason"] == "request_too_large"


def _families(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    samples = {}
    for line in text.splitlines():
        match = re.match(r"^(\w+)(?:\{(.*)\})? (\S+)$", line)
        if match:
            labels = frozenset(re.findall(r'(\w+)="([^"]*)"', match.group(2) or ""))
            samples[match.group(1), labels] = float(match.group(3))
    return samples


def test_metrics_count_every_request_with_the_names_labels_and_buckets_of_before(url: str) -> None:
    with httpx.Client(base_url=url, timeout=30) as http:
        before = _families(http.get("/metrics").text)
        for _ in range(3):
            post(http, "tools/list", "2025-11-25", 1)
        post(http, "no/such/method", "2025-11-25", 2)
        post(http, "tools/list", "2025-11-25", 3, Origin="https://elsewhere.example")  # 403
        http.get("/healthz")
        scraped = http.get("/metrics")
    after = _families(scraped.text)

    def grew(name: str, **labels: str) -> float:
        key = (name, frozenset(labels.items()))
        return after.get(key, 0.0) - before.get(key, 0.0)

    assert grew("klartext_http_requests_total", route="mcp", status="200") == 4
    assert grew("klartext_http_requests_total", route="mcp", status="403") == 1
    assert grew("klartext_http_requests_total", route="health", status="200") == 1
    assert grew("klartext_mcp_requests_total", method="tools/list", tool="") == 3
    assert grew("klartext_mcp_requests_total", method="other", tool="") == 1
    assert grew("klartext_http_request_bytes_total", route="mcp") >= 4 * 40  # the 403 was refused unread
    assert ("klartext_http_requests_created", frozenset({("route", "mcp"), ("status", "200")})) in after
    # A histogram as the client library writes it: cumulative buckets up to +Inf, which is the count.
    buckets = sorted(
        (float(dict(labels)["le"]), value)
        for (name, labels), value in after.items()
        if name == "klartext_http_request_duration_seconds_bucket" and ("route", "mcp") in labels
    )
    assert [le for le, _ in buckets] == [
        0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, float("inf")
    ]  # fmt: skip
    assert all(earlier <= later for (_, earlier), (_, later) in pairwise(buckets))
    count = after["klartext_http_request_duration_seconds_count", frozenset({("route", "mcp")})]
    assert buckets[-1][1] == count and count >= 5
    assert after["klartext_http_request_duration_seconds_sum", frozenset({("route", "mcp")})] > 0
    assert "# TYPE klartext_http_request_duration_seconds histogram" in scraped.text
    assert "# HELP klartext_http_requests_total HTTP requests by route and status code." in scraped.text


def test_the_access_line_is_the_same_json_as_before_with_the_record_a_logger_makes(
    url: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="klartext.access")
    with httpx.Client(base_url=url, timeout=30) as http:
        answer = post(http, "tools/list", "2025-11-25", 9)
        refused = http.request("PATCH", "/api/mcp", headers=JSON_HEADERS)
    ids = [answer.headers["x-request-id"], refused.headers["x-request-id"]]

    def ours() -> list[logging.LogRecord]:
        # A line is written after its answer went out, so one of an earlier test may still come in, and ours late.
        found = [r for r in caplog.records if r.name == "klartext.access"]
        return sorted(
            (r for r in found if json.loads(r.getMessage()).get("id") in ids),
            key=lambda r: ids.index(json.loads(r.getMessage())["id"]),
        )

    deadline = time.monotonic() + 30
    while len(records := ours()) < 2 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert len(records) == 2
    line, patch = (json.loads(record.getMessage()) for record in records)
    assert list(line) == ["event", "id", "http", "rpc", "tool", "status", "ms", "in", "out"]
    assert line["event"] == "mcp" and line["id"] == answer.headers["x-request-id"]
    assert (line["http"], line["rpc"], line["tool"], line["status"]) == ("POST", "tools/list", None, 200)
    assert line["in"] > 0 and line["out"] == len(answer.content) and line["ms"] >= 0
    assert (patch["http"], patch["rpc"], patch["status"]) == ("PATCH", None, 405)
    for record in records:
        assert record.levelno == logging.INFO and record.levelname == "INFO"
        assert Path(record.pathname).name == "http.py" and record.module == "http"
        assert record.process and record.thread and record.created > 0 and 0 <= record.msecs < 1000
        # A formatter with every usual field formats it.
        logging.Formatter(
            "%(asctime)s %(relativeCreated)d %(levelname)s %(name)s %(module)s %(funcName)s %(process)d "
            "%(processName)s %(thread)d %(threadName)s %(message)s"
        ).format(record)


def test_without_uvloop_and_httptools_the_server_falls_back_to_asyncio_and_h11_and_answers_alike(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with monkeypatch.context() as blocked:
        blocked.setitem(sys.modules, "uvloop", None)  # import uvloop raises ImportError
        blocked.setitem(sys.modules, "httptools", None)
        assert server_stack() == ("asyncio", "h11")
    settings = Settings(data_dir=tmp_path / "data", workers=0, max_body_bytes=64 * 1024)
    seen = []
    # The standard library's loop and h11, then what `klartext serve` picks here (the same where
    # uvloop and httptools are missing): every answer, status and header but the date and the id alike.
    for loop, http in (("asyncio", "h11"), server_stack()):
        with serve_app(create_app(settings), loop=loop, http=http) as base, httpx.Client(base_url=base) as client:
            answers = [
                post(client, "tools/list", "2025-11-25", 1),
                post(client, "ping", None, "x"),
                post(client, "tools/list", MODERN, 2),
                client.request("PUT", "/api/mcp", headers=JSON_HEADERS),
                client.post("/api/mcp", content=b" " * (80 * 1024), headers=JSON_HEADERS),
            ]
        seen.append(
            [
                (
                    a.status_code,
                    a.content,
                    sorted((k, v) for k, v in a.headers.items() if k not in ("date", "x-request-id")),
                )
                for a in answers
            ]
        )
    assert seen[0] == seen[1]


def test_a_remembered_constant_answer_is_per_routing_headers_and_never_an_error(url: str) -> None:
    with httpx.Client(base_url=url, timeout=30) as http:
        legacy = [post(http, "tools/list", "2025-11-25", id) for id in (1, 2)]
        # The 2026-07-28 header without the _meta that revision needs: an error, every time.
        bare_modern = [
            http.post(
                "/api/mcp",
                json={"jsonrpc": "2.0", "id": id, "method": "tools/list"},
                headers={**JSON_HEADERS, "MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/list"},
            )
            for id in (3, 4)
        ]
        modern = post(http, "tools/list", MODERN, 5)
        again = post(http, "tools/list", "2025-11-25", 6)
    assert [answer.json()["result"] for answer in legacy] == [again.json()["result"]] * 2
    assert all("error" in answer.json() and "result" not in answer.json() for answer in bare_modern)
    assert bare_modern[0].json()["error"] == bare_modern[1].json()["error"]
    assert modern.json()["result"]["resultType"] == "complete" and "resultType" not in again.json()["result"]


def test_registering_a_method_again_replaces_its_remembered_answer(settings: Settings) -> None:
    protocol = McpProtocol(settings, Tools(settings))
    headers = RoutingHeaders("2025-11-25")

    async def pong(request: Request, call: Call) -> bytes:
        return b'{"pong":true}'

    async def run() -> list[Any]:
        first = await protocol.answer(Request(1, "ping", {}), headers)
        remembered = await protocol.answer(Request(2, "ping", {}), headers)
        protocol.register("ping", pong, ("legacy",), constant=True)
        replaced = await protocol.answer(Request(3, "ping", {}), headers)
        return [json.loads(answer.body) for answer in (first, remembered, replaced)]

    first, remembered, replaced = asyncio.run(run())
    assert first == {"jsonrpc": "2.0", "id": 1, "result": {}}
    assert remembered == {"jsonrpc": "2.0", "id": 2, "result": {}}
    assert replaced == {"jsonrpc": "2.0", "id": 3, "result": {"pong": True}}


def test_a_header_sent_twice_counts_as_its_last_value(url: str) -> None:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"}).encode()
    with httpx.Client(base_url=url, timeout=30) as http:
        answers = [
            http.post("/api/mcp", content=body, headers=[("accept", "application/json"), *types])
            for types in (
                [("content-type", "text/plain"), ("content-type", "application/json")],
                [("content-type", "application/json"), ("content-type", "text/plain")],
            )
        ]
    assert [answer.status_code for answer in answers] == [200, 415]
    assert answers[0].json()["result"] == {}
