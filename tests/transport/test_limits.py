"""Limits of the public service: rate per client, body size, JSON depth, a full queue."""

from __future__ import annotations

import json
import select
import socket
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from app.config import Settings
from app.store.sqlite import SQLiteStore
from app.transport.client import ClientAddress, client_key
from app.transport.ratelimit import RateLimiter
from tests.support.documents import prepared_lease
from tests.support.openai_server import OpenAIServer, Reply
from tests.support.processes import SAMPLES
from tests.support.server import live_klartext

LIST = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
HEADERS = {"Accept": "application/json, text/event-stream"}


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


# --------------------------------------------------------------------------- the limiter itself


def test_thirty_requests_in_a_minute_pass_and_the_31st_waits() -> None:
    clock = Clock()
    limiter = RateLimiter(30, clock)
    for _ in range(30):
        assert limiter.hit("a") == 0
        clock.now += 0.5
    wait = limiter.hit("a")
    assert 1 <= wait <= 62
    assert limiter.hit("b") == 0  # per client


def test_retry_after_is_long_enough_and_not_much_longer() -> None:
    clock = Clock()
    limiter = RateLimiter(30, clock)
    for _ in range(30):
        limiter.hit("a")
    wait = limiter.hit("a")
    clock.now += wait - 1
    assert limiter.hit("a") > 0, "allowed before Retry-After had passed"
    clock.now += 1
    assert limiter.hit("a") == 0, "still refused after Retry-After"


def test_the_sustained_rate_is_the_limit() -> None:
    clock = Clock()
    limiter = RateLimiter(30, clock)
    allowed = 0
    for _ in range(600 * 10):  # ten minutes at 10 requests a second
        allowed += limiter.hit("a") == 0
        clock.now += 0.1
    assert 290 <= allowed <= 330  # 30 a minute, give or take the first window


def test_idle_clients_are_forgotten() -> None:
    clock = Clock()
    limiter = RateLimiter(5, clock)
    for n in range(1000):
        limiter.hit(f"10.0.{n // 256}.{n % 256}")
    clock.now += 200
    limiter.hit("x")
    assert len(limiter._windows) == 1


def test_forwarded_for_counts_only_behind_a_trusted_proxy() -> None:
    scope = {"client": ("10.1.1.1", 5000), "headers": [(b"x-forwarded-for", b"1.2.3.4, 203.0.113.9")]}
    assert ClientAddress(()).of(scope) == "10.1.1.1"
    assert ClientAddress(("10.0.0.0/8",)).of(scope) == "203.0.113.9"
    # The client's own claims further left are not believed.
    assert ClientAddress(("10.0.0.0/8",)).of({**scope, "client": ("192.0.2.1", 1)}) == "192.0.2.1"
    assert client_key("2001:db8:1:2:3:4:5:6") == client_key("2001:db8:1:2:ffff::1") == "2001:db8:1:2::/64"


# --------------------------------------------------------------------------- over HTTP


@pytest.fixture
def limited(settings: Settings) -> Iterator[str]:
    # Reads limited like documents here: the 31st cheap request meets the limit (test_ratelimit.py has the budgets).
    limited = settings.with_(rate_limit_per_minute=30, read_rate_limit_per_minute=30, max_body_bytes=64 * 1024)
    with live_klartext(limited) as url:
        yield url


@pytest.mark.slow
def test_the_31st_request_in_a_minute_gets_429_with_retry_after_and_a_json_rpc_body(limited: str) -> None:
    with httpx.Client(base_url=limited, headers=HEADERS) as http:
        statuses = [http.post("/api/mcp", json=LIST).status_code for _ in range(30)]
        assert statuses == [200] * 30
        refused = http.post("/api/mcp", json=LIST)
        assert refused.status_code == 429
        assert 1 <= int(refused.headers["retry-after"]) <= 62  # sliding window: a minute and a bit
        body = refused.json()
        assert body["jsonrpc"] == "2.0" and body["id"] is None
        assert body["error"]["code"] == -32000
        assert body["error"]["data"]["retry_after_seconds"] == int(refused.headers["retry-after"])
        assert "try again" in body["error"]["message"]
        # The REST API shares the budget, answers in its own shape and in the browser's language.
        rest = http.get("/api/analyses/" + "a" * 32, headers={"Accept-Language": "de-DE,de;q=0.9"})
        assert rest.status_code == 429 and rest.headers["retry-after"]
        assert rest.json()["error"]["code"] == "rate_limited" and "Sekunden" in rest.json()["error"]["message"]
        # Health and discovery stay reachable for a client that is rate limited.
        assert http.get("/healthz").status_code == 200


@pytest.mark.slow
def test_clients_behind_a_trusted_proxy_have_their_own_budgets(settings: Settings) -> None:
    settings = settings.with_(rate_limit_per_minute=3, read_rate_limit_per_minute=3, trusted_proxies=("127.0.0.1",))
    with live_klartext(settings) as url, httpx.Client(base_url=url, headers=HEADERS) as http:
        for client in ("198.51.100.1", "198.51.100.2"):
            codes = [
                http.post("/api/mcp", json=LIST, headers={"X-Forwarded-For": client}).status_code for _ in range(4)
            ]
            assert codes == [200, 200, 200, 429], client


@pytest.mark.slow
def test_forwarded_for_from_an_untrusted_peer_cannot_dodge_the_limit(settings: Settings) -> None:
    settings = settings.with_(rate_limit_per_minute=3, read_rate_limit_per_minute=3)
    with live_klartext(settings) as url, httpx.Client(base_url=url) as http:
        codes = [
            http.post("/api/mcp", json=LIST, headers={"X-Forwarded-For": f"198.51.100.{n}"}).status_code
            for n in range(4)
        ]
    assert codes == [200, 200, 200, 429]


def _raw_post(url: str, headers: str) -> socket.socket:
    host, port = url.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=10)
    sock.sendall(f"POST /api/mcp HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n{headers}\r\n".encode())
    return sock


def _response(sock: socket.socket) -> tuple[int, dict[str, object]]:
    data = b""
    sock.settimeout(10)
    while b"\r\n\r\n" not in data or len(data.split(b"\r\n\r\n", 1)[1]) < int(
        dict(line.split(b": ", 1) for line in data.split(b"\r\n\r\n", 1)[0].split(b"\r\n")[1:] if b": " in line).get(
            b"content-length", b"0"
        )
    ):
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    return int(head.split()[1]), json.loads(body)


@pytest.mark.slow
def test_a_declared_oversized_body_is_refused_before_it_is_sent(limited: str) -> None:
    sock = _raw_post(limited, f"Content-Length: {50 * 1024 * 1024}\r\n")
    sock.sendall(b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{"text":"')
    status, body = _response(sock)  # answered although 50 MB were announced and a few bytes sent
    sock.close()
    assert status == 413
    assert body["error"]["code"] == -32001 and "64" not in str(body["id"])  # type: ignore[index]
    assert "too large" in body["error"]["message"]  # type: ignore[index]


@pytest.mark.slow
def test_a_chunked_body_is_answered_413_while_it_is_still_being_sent(limited: str) -> None:
    sock = _raw_post(limited, "Transfer-Encoding: chunked\r\n")
    chunk = b"a" * 16384
    for _ in range(64):  # 1 MB of a body that never ends; the limit is 64 KB
        sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
    # The answer is already there although the body is not finished: it was refused while being
    # read, not after buffering all of it.
    readable, _, _ = select.select([sock], [], [], 10)
    assert readable, "no answer while the body was still arriving"
    status, body = _response(sock)
    sock.close()
    assert status == 413
    assert body["jsonrpc"] == "2.0" and body["error"]["code"] == -32001  # type: ignore[index]


@pytest.mark.slow
def test_json_nested_too_deep_is_a_json_rpc_error_not_a_crash(limited: str) -> None:
    for body in (
        b"[" * 50_000,
        b'{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"a":' + b"[" * 40 + b"]" * 40 + b"}}",
    ):
        answer = httpx.post(f"{limited}/api/mcp", content=body, headers={"Content-Type": "application/json"})
        assert answer.status_code == 400
        assert answer.json()["error"]["code"] in (-32600, -32700)
    # Brackets inside strings are text, not nesting.
    call = {"jsonrpc": "2.0", "id": 2, "method": "ping", "params": {"note": "[" * 500}}
    assert httpx.post(f"{limited}/api/mcp", json=call, headers=HEADERS).status_code == 200


# --------------------------------------------------------------------------- a full queue


@pytest.mark.slow
def test_a_full_queue_answers_busy_with_a_retry_time(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store = SQLiteStore(data / "klartext.sqlite3")
    for _ in range(3):
        store.enqueue(prepared_lease())
    store.close()
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    # One worker, stuck on a model that never answers: the queue cannot drain.
    with OpenAIServer(behaviour=lambda body: Reply(hang=True)) as llm:
        settings = Settings(
            data_dir=data,
            workers=1,
            wait_seconds=5,
            max_queued=2,
            rate_limit_per_minute=1000,
            llm_base_url=llm.base_url,
            llm_model="test-model",
            llm_timeout_seconds=60,
        )
        with live_klartext(settings) as url:
            answer = httpx.post(
                f"{url}/api/mcp",
                json={
                    "jsonrpc": "2.0",
                    "id": 1,
                    "method": "tools/call",
                    "params": {"name": "explain_document", "arguments": {"text": lease, "language": "fr"}},
                },
                headers=HEADERS,
                timeout=30,
            )
            result = answer.json()["result"]
    assert answer.status_code == 200 and result["isError"] is True
    assert "réessayer" in result["content"][0]["text"] or "réessayez" in result["content"][0]["text"]
    assert any(ch.isdigit() for ch in result["content"][0]["text"])


# --------------------------------------------------------------------------- the MCP body limit follows the setting


@pytest.mark.parametrize(
    ("limit", "padding", "status"),
    [
        (None, 25 * 1024 * 1024, 413),  # the default (24 MB) refuses a 25 MB body...
        (str(26 * 1024 * 1024), 25 * 1024 * 1024, 200),  # ...a larger KLARTEXT_MAX_BODY_BYTES lets it through
        (str(4096), 8192, 413),  # and a smaller one refuses what the default takes
        (str(4096), 1024, 200),
    ],
)
def test_the_mcp_body_limit_is_klartext_max_body_bytes(
    tmp_path: Path, limit: str | None, padding: int, status: int
) -> None:
    from starlette.testclient import TestClient

    from app.wiring import create_app

    env = {"KLARTEXT_DATA_DIR": str(tmp_path)}
    if limit is not None:
        env["KLARTEXT_MAX_BODY_BYTES"] = limit
    app = create_app(Settings.from_env(env))
    body = b" " * padding + json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"}).encode()
    response = TestClient(app).post("/api/mcp", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == status
    if status == 200:
        assert response.json() == {"jsonrpc": "2.0", "id": 1, "result": {}}
    else:
        assert response.json()["error"]["data"]["reason"] == "request_too_large"
