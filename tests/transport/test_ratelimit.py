"""Limits by cost: documents against the per-address limit, everything cheap against a far larger budget.

A client that polls once a second never meets a limit; the 31st document in a minute gets a tool
error it can show (MCP) or a 429 (REST); both transports spend one budget; operators can raise the
limit for the shared addresses of hosted assistants.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.types import Message, Receive, Scope, Send

from app.config import Settings, parse_networks
from app.errors import RateLimited
from app.transport import paths
from app.transport.guard import Guard
from app.transport.mcp import http as mcp_http
from app.transport.ratelimit import RETRY_AFTER_META, Budgets, DocumentLimitReached, charge_document
from app.transport.rest import routes as rest_routes
from app.wiring import create_app
from tests.support.processes import SAMPLES
from tests.support.server import serve_app


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


# --------------------------------------------------------------------------- the guard, in-process


async def _inner(scope: Scope, receive: Receive, send: Send) -> None:
    """Stands in for the app: 200 for everything; an explain_document call charges a document, as Tools does."""
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if not message.get("more_body"):
            break
    status, answer = 200, b"{}"
    if b"explain_document" in body:
        try:
            charge_document()
        except DocumentLimitReached as err:
            answer = json.dumps({"isError": True, "text": err.message("de"), "wait": err.retry_after}).encode()
    await send({"type": "http.response.start", "status": status, "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": answer})


# One event loop for the in-process calls (a new loop per call costs more than the call).
_LOOP = asyncio.Runner()


@pytest.fixture(autouse=True, scope="module")
def _close_loop() -> Iterator[None]:
    yield
    _LOOP.close()


def _guard(clock: Clock, **changes: Any) -> Guard:
    settings = Settings().with_(**changes)
    max_body = {paths.MCP: 1 << 20, paths.ANALYSES: 1 << 20}
    refuse = {paths.MCP: mcp_http.refusal, paths.ANALYSES: rest_routes.refusal}
    return Guard(_inner, settings=settings, max_body=max_body, refuse=refuse, clock=clock)


def _call(
    guard: Guard, method: str, path: str, body: bytes = b"", client: str = "192.0.2.7"
) -> tuple[int, dict[str, str], Any]:
    scope = {
        "type": "http",
        "method": method,
        "path": path,
        "headers": [(b"content-type", b"application/json"), (b"accept-language", b"de")],
        "client": (client, 40000),
    }
    sent: list[Message] = []
    chunks = [{"type": "http.request", "body": body, "more_body": False}]

    async def receive() -> Message:
        return chunks.pop(0) if chunks else {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        sent.append(message)

    _LOOP.run(guard(scope, receive, send))
    start = sent[0]
    headers = {k.decode(): v.decode() for k, v in start["headers"]}
    data = b"".join(m.get("body", b"") for m in sent[1:])
    return start["status"], headers, json.loads(data) if data else None


def _rpc(method: str, **params: Any) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).encode()


EXPLAIN = _rpc("tools/call", name="explain_document", arguments={"text": "…"})
POLL = _rpc("tools/call", name="get_explanation", arguments={"analysis_id": "a" * 32})


def test_a_client_polling_every_second_for_five_minutes_never_meets_a_limit() -> None:
    clock = Clock()
    guard = _guard(clock)  # the defaults: 30 documents, 600 reads a minute
    # The SDK's handshake, then a document, then get_explanation and the REST result once a second.
    for body in (_rpc("initialize"), _rpc("notifications/initialized"), _rpc("tools/list"), EXPLAIN):
        assert _call(guard, "POST", "/api/mcp", body)[0] == 200
    statuses = set()
    for _ in range(300):
        clock.now += 1.0
        statuses.add(_call(guard, "POST", "/api/mcp", POLL)[0])
        statuses.add(_call(guard, "GET", "/api/analyses/" + "a" * 32)[0])
        statuses.add(_call(guard, "GET", "/.well-known/mcp.json")[0])
    assert statuses == {200}


def test_the_31st_document_in_a_minute_is_a_tool_error_while_reads_go_on() -> None:
    clock = Clock()
    guard = _guard(clock)
    for _ in range(30):
        status, _, body = _call(guard, "POST", "/api/mcp", EXPLAIN)
        assert status == 200 and body == {}
        clock.now += 0.5
    status, _, body = _call(guard, "POST", "/api/mcp", EXPLAIN)
    assert status == 200 and body["isError"] is True  # a result the assistant can show, not an HTTP error
    assert body["text"].startswith("Sie haben in der letzten Minute von dieser Adresse 30 Dokumente geschickt")
    assert f"in {body['wait']} Sekunde" in body["text"] and 1 <= body["wait"] <= 61
    # Cheap calls still pass; a REST upload shares the spent budget and gets 429 with the same words.
    assert _call(guard, "POST", "/api/mcp", POLL)[0] == 200
    status, headers, rest = _call(guard, "POST", "/api/analyses", b"{}")
    assert status == 429 and int(headers["retry-after"]) >= 1
    assert rest["error"]["code"] == "rate_limited" and "30 Dokumente" in rest["error"]["message"]
    assert rest["retry_after_seconds"] == int(headers["retry-after"])
    clock.now += 61
    assert _call(guard, "POST", "/api/mcp", EXPLAIN)[2] == {}


def test_rest_uploads_spend_the_budget_mcp_documents_then_meet() -> None:
    clock = Clock()
    guard = _guard(clock, rate_limit_per_minute=3)
    assert [_call(guard, "POST", "/api/analyses", b"{}")[0] for _ in range(3)] == [200, 200, 200]
    assert _call(guard, "POST", "/api/mcp", EXPLAIN)[2]["isError"] is True
    # Polling a result over REST is cheap: 60 reads a minute for 3 documents.
    assert {_call(guard, "GET", "/api/analyses/" + "a" * 32)[0] for _ in range(55)} == {200}


def test_cheap_requests_have_their_own_limit_answered_429_with_retry_after() -> None:
    clock = Clock()
    guard = _guard(clock, rate_limit_per_minute=1, read_rate_limit_per_minute=5)
    assert [_call(guard, "POST", "/api/mcp", _rpc("ping"))[0] for _ in range(5)] == [200] * 5
    status, headers, body = _call(guard, "POST", "/api/mcp", _rpc("ping"))
    assert status == 429 and headers["retry-after"] == str(body["error"]["data"]["retry_after_seconds"])
    assert body["error"]["code"] == -32000 and "Sekunden" in body["error"]["message"]
    # The page and discovery files are cheap too, answered as the REST API answers; health never counts.
    status, _, body = _call(guard, "GET", "/server.json")
    assert status == 429 and body["error"]["code"] == "rate_limited"
    assert _call(guard, "GET", "/healthz")[0] == 200
    # The document budget is apart: the one document of this minute still goes through.
    assert _call(guard, "POST", "/api/analyses", b"{}")[0] == 200


def test_an_operator_raises_the_limit_for_the_networks_of_hosted_assistants() -> None:
    clock = Clock()
    networks = parse_networks("10.0.0.0/8:300, 2001:db8::/32:90")
    guard = _guard(clock, rate_limit_per_minute=3, rate_limit_networks=networks)
    inside = [_call(guard, "POST", "/api/analyses", b"{}", client="10.20.30.40")[0] for _ in range(300)]
    assert inside == [200] * 300
    assert _call(guard, "POST", "/api/analyses", b"{}", client="10.20.30.40")[0] == 429
    # Each address of the network has its own raised budget; an address outside keeps the usual one.
    assert _call(guard, "POST", "/api/analyses", b"{}", client="10.20.30.41")[0] == 200
    outside = [_call(guard, "POST", "/api/analyses", b"{}", client="192.0.2.1")[0] for _ in range(4)]
    assert outside == [200, 200, 200, 429]
    budgets = Budgets(3, 60, networks)
    assert budgets.limits_of("2001:db8:1:2::/64") == (90, 1800)  # reads grow with documents
    assert budgets.limits_of("10.1.1.1") == (300, 6000)
    assert budgets.limits_of("192.0.2.1") == budgets.limits_of("testclient") == (3, 60)


def test_network_limits_are_parsed_and_a_bad_entry_is_named() -> None:
    assert parse_networks("") == ()
    assert parse_networks("10.0.0.0/8:300,192.0.2.0/24:0") == (("10.0.0.0/8", 300), ("192.0.2.0/24", 0))
    assert Settings.from_env({"KLARTEXT_RATE_LIMIT_NETWORKS": "2001:db8::/32:50"}).rate_limit_networks == (
        ("2001:db8::/32", 50),
    )
    for bad in ("10.0.0.0/8", "10.0.0.0/8:many", "not-a-net:5", "10.0.0.0/8:-1"):
        with pytest.raises(ValueError, match="KLARTEXT_RATE_LIMIT_NETWORKS") as caught:
            parse_networks(bad)
        assert "10.0.0.0/8:300" in str(caught.value)


def test_the_read_budget_is_twenty_reads_per_document_unless_set() -> None:
    assert Settings().read_limit_per_minute == 600
    assert Settings(rate_limit_per_minute=0).read_limit_per_minute == 0  # no limit means none for reads either
    env = {"KLARTEXT_RATE_LIMIT_PER_MINUTE": "10", "KLARTEXT_READ_RATE_LIMIT_PER_MINUTE": "1000"}
    assert Settings.from_env(env).read_limit_per_minute == 1000
    assert Settings.from_env({"KLARTEXT_RATE_LIMIT_PER_MINUTE": "10"}).read_limit_per_minute == 200


def test_the_limit_message_reads_right_in_every_language_and_number() -> None:
    assert DocumentLimitReached(limit=30, retry_after=40).message("en") == (
        "You have sent 30 documents in the last minute from this address; please try again in 40 seconds."
    )
    assert (
        DocumentLimitReached(limit=1, retry_after=1)
        .message("en")
        .endswith("1 document in the last minute from this address; please try again in 1 second.")
    )
    for language, words in {"fr": "40 secondes", "es": "40 segundos", "it": "40 secondi", "pt": "40 segundos"}.items():
        assert words in DocumentLimitReached(limit=30, retry_after=40).message(language)
    assert isinstance(DocumentLimitReached(), RateLimited)  # 429 on the REST API, as app.errors answers it


# --------------------------------------------------------------------------- the real app over a socket


@pytest.fixture
def fake_clock_server(tmp_path: Path) -> Iterator[tuple[str, Clock]]:
    """The real app on a socket, its guard on a clock the test moves: minutes pass in milliseconds."""
    clock = Clock()
    # 3 documents and 90 reads a minute: polling once a second is 60.
    settings = Settings(
        data_dir=tmp_path / "data", workers=1, wait_seconds=1, rate_limit_per_minute=3, read_rate_limit_per_minute=90
    )
    app = create_app(settings)
    for middleware in app.user_middleware:
        if middleware.cls is Guard:
            middleware.kwargs["clock"] = clock
    with serve_app(app) as url:
        yield url, clock


def _tool(http: httpx.Client, name: str, arguments: dict[str, Any]) -> httpx.Response:
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": name, "arguments": arguments}}
    return http.post("/api/mcp", json=call, headers={"Accept": "application/json, text/event-stream"}, timeout=60)


@pytest.mark.slow
def test_over_a_socket_polling_never_meets_a_limit_and_the_4th_document_is_a_tool_error(
    fake_clock_server: tuple[str, Clock],
) -> None:
    url, clock = fake_clock_server
    lease = (SAMPLES / "contratto_locazione_it.txt").read_text(encoding="utf-8")  # short: quick to explain
    with httpx.Client(base_url=url) as http:
        first = _tool(http, "explain_document", {"text": lease, "language": "de"}).json()["result"]
        analysis_id = first["structuredContent"]["analysis_id"]
        # Two minutes of polling once a second, by turns over MCP and over REST: no 429.
        statuses = set()
        for second in range(120):
            clock.now += 1.0
            if second % 2:
                statuses.add(_tool(http, "get_explanation", {"analysis_id": analysis_id}).status_code)
            else:
                statuses.add(http.get(f"/api/analyses/{analysis_id}").status_code)
        assert statuses == {200}
        # Documents 1 to 3 of a new minute, over both transports (refused ones count too), then the 4th.
        clock.now += 60
        assert http.post("/api/analyses", json={}).status_code == 400
        assert "_meta" not in _tool(http, "explain_document", {}).json()["result"]
        assert http.post("/api/analyses", json={}).status_code == 400
        refused = _tool(http, "explain_document", {"text": lease, "language": "fr"})
        assert refused.status_code == 200
        result = refused.json()["result"]
        assert result["isError"] is True and "structuredContent" not in result
        wait = result["_meta"][RETRY_AFTER_META]
        assert 60 <= wait <= 80  # three at once: the sliding window lets the next one in 60 s + 60/3 s later
        assert result["content"][0]["text"] == (
            "Vous avez envoyé 3 documents depuis cette adresse au cours de la dernière minute ; "
            f"veuillez réessayer dans {wait} secondes."
        )
        rest = http.post("/api/analyses", json={"text": lease}, headers={"Accept-Language": "it"})
        assert rest.status_code == 429 and int(rest.headers["retry-after"]) >= 1
        assert "3 documenti" in rest.json()["error"]["message"]
        # get_explanation is no document: the assistant can still fetch the first result.
        assert _tool(http, "get_explanation", {"analysis_id": analysis_id}).json()["result"]["isError"] is False
        clock.now += wait
        assert "_meta" not in _tool(http, "explain_document", {}).json()["result"]  # counted again, and allowed


@pytest.mark.slow
def test_the_official_client_sees_the_limit_as_a_tool_error_with_the_seconds(tmp_path: Path) -> None:
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    async def calls(url: str) -> list[Any]:
        async with streamable_http_client(f"{url}/api/mcp") as (read, write, *_), ClientSession(read, write) as session:
            await session.initialize()  # the handshake and tools/list cost no documents
            await session.list_tools()
            return [await session.call_tool("explain_document", {"language": "de"}) for _ in range(3)]

    settings = Settings(data_dir=tmp_path / "data", workers=1, rate_limit_per_minute=2)
    with serve_app(create_app(settings)) as url:
        first, second, third = asyncio.run(calls(url))
    assert first.is_error and second.is_error and first.meta is None  # refused documents, counted all the same
    assert third.is_error and 1 <= third.meta[RETRY_AFTER_META] <= 90
    assert third.content[0].text.startswith("Sie haben in der letzten Minute von dieser Adresse 2 Dokumente geschickt")
