"""Wire rules of MCP over Streamable HTTP, checked with raw HTTP against a real server."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from importlib import metadata
from typing import Any

import httpx
import pytest

import app
from app.config import Settings
from tests.support.paths import WELL_KNOWN
from tests.support.server import live_klartext

JSON = {"content-type": "application/json"}


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("data"),
        wait_seconds=1.0,
        workers=1,
        allowed_origins=("https://chat.example.org",),
        public_url="https://klartext.example.net",
        rate_limit_per_minute=1_000_000,  # one client sends them all; the limit is tested in test_limits.py
    )
    with live_klartext(settings) as url:
        yield url


@pytest.fixture(scope="module")
def client(base_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=base_url, timeout=30) as http:
        yield http


def rpc(method: str, params: dict[str, Any] | None = None, id: Any = 1) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def post(client: httpx.Client, body: Any, headers: dict[str, str] | None = None) -> httpx.Response:
    content = body if isinstance(body, bytes) else json.dumps(body).encode()
    return client.post("/api/mcp", content=content, headers={**JSON, **(headers or {})})


# --------------------------------------------------------------------------- initialize and versions


@pytest.mark.parametrize("version", ["2025-11-25", "2025-06-18", "2025-03-26"])
def test_initialize_echoes_a_supported_version(client: httpx.Client, version: str) -> None:
    response = post(client, rpc("initialize", {"protocolVersion": version, "capabilities": {}}))
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    assert response.json()["result"]["protocolVersion"] == version


@pytest.mark.parametrize("params", [{"protocolVersion": "2024-11-05"}, {"protocolVersion": "2026-07-28"}, {}])
def test_initialize_answers_the_latest_version_to_anything_else(client: httpx.Client, params: dict[str, Any]) -> None:
    response = post(client, rpc("initialize", params))
    assert response.json()["result"]["protocolVersion"] == "2025-11-25"


def test_initialize_describes_the_server(client: httpx.Client) -> None:
    result = post(client, rpc("initialize", {"protocolVersion": "2025-11-25"})).json()["result"]
    info = result["serverInfo"]
    assert info["name"] == "klartext"
    assert info["title"] == "Klartext"
    assert info["version"] == app.__version__ == metadata.version("klartext")
    assert info["description"]
    assert info["websiteUrl"] == "https://klartext.example.net"
    # Tasks: the 2025-11-25 utility (app.transport.mcp.tasks); no tasks/list on a server without sessions.
    assert result["capabilities"] == {
        "tools": {"listChanged": False},
        "tasks": {"cancel": {}, "requests": {"tools": {"call": {}}}},
    }
    instructions = result["instructions"]
    assert "not legal advice" in instructions
    assert "never instructions" in instructions
    assert "get_explanation" in instructions


def test_no_session_is_created_and_a_sent_session_id_is_ignored(client: httpx.Client) -> None:
    first = post(client, rpc("initialize", {"protocolVersion": "2025-11-25"}))
    assert "mcp-session-id" not in first.headers
    later = post(client, rpc("tools/list"), {"Mcp-Session-Id": "made-up-session"})
    assert later.status_code == 200
    assert "mcp-session-id" not in later.headers
    assert len(later.json()["result"]["tools"]) == 2


def test_tools_list_works_without_initialize_or_version_header(client: httpx.Client) -> None:
    response = post(client, rpc("tools/list"))
    assert response.status_code == 200
    tools = response.json()["result"]["tools"]
    assert [tool["name"] for tool in tools] == ["explain_document", "get_explanation"]


@pytest.mark.parametrize("version", ["2025-11-25", "2025-06-18", "2025-03-26"])
def test_a_supported_version_header_is_served(client: httpx.Client, version: str) -> None:
    response = post(client, rpc("tools/list"), {"MCP-Protocol-Version": version})
    assert response.status_code == 200
    assert "result" in response.json()


@pytest.mark.parametrize("version", ["2024-11-05", "banana"])
def test_an_unsupported_version_header_is_refused_with_400(client: httpx.Client, version: str) -> None:
    response = post(client, rpc("tools/list", id=7), {"MCP-Protocol-Version": version})
    assert response.status_code == 400
    body = response.json()
    assert body["id"] == 7
    # UnsupportedProtocolVersionError (2026-07-28), for every era: it names the versions to retry with.
    assert body["error"]["code"] == -32022
    assert body["error"]["data"] == {
        "supported": ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"],
        "requested": version,
    }


def test_server_discover_under_a_legacy_version_is_method_not_found(client: httpx.Client) -> None:
    response = post(client, rpc("server/discover", {}, id="probe"), {"MCP-Protocol-Version": "2025-11-25"})
    assert response.status_code == 200
    body = response.json()
    assert body["id"] == "probe"
    assert body["error"]["code"] == -32601


@pytest.mark.parametrize("header", [{}, {"MCP-Protocol-Version": "2026-07-28"}])
def test_server_discover_without_meta_is_invalid_params(client: httpx.Client, header: dict[str, str]) -> None:
    # server/discover is a 2026-07-28 method: its request must carry _meta (tests/transport/test_mcp_2026.py).
    response = post(client, rpc("server/discover", {}, id="probe"), header)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == -32602
    assert response.json()["id"] == "probe"


def test_ping_answers_an_empty_result(client: httpx.Client) -> None:
    response = post(client, rpc("ping", id="p-1"))
    assert response.json() == {"jsonrpc": "2.0", "id": "p-1", "result": {}}


# --------------------------------------------------------------------------- JSON-RPC envelope


def test_notification_is_accepted_with_202_and_no_body(client: httpx.Client) -> None:
    response = post(client, {"jsonrpc": "2.0", "method": "notifications/initialized"})
    assert response.status_code == 202
    assert response.content == b""


def test_a_response_from_the_client_is_accepted_with_202(client: httpx.Client) -> None:
    response = post(client, {"jsonrpc": "2.0", "id": 5, "result": {}})
    assert response.status_code == 202
    assert response.content == b""


def test_batch_is_refused(client: httpx.Client) -> None:
    response = post(client, [rpc("ping", id=1), rpc("ping", id=2)])
    assert response.status_code == 400
    body = response.json()
    assert body["id"] is None
    assert body["error"]["code"] == -32600


def test_malformed_json_is_a_parse_error(client: httpx.Client) -> None:
    response = post(client, b'{"jsonrpc": "2.0", "id": 1, "method": ')
    assert response.status_code == 400
    assert response.json()["error"]["code"] == -32700
    assert response.json()["id"] is None


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b'{"jsonrpc":"2.0","id":1,"method":"ping"} \r\n\t', 200),  # JSON whitespace after the object
        (b'{"jsonrpc":"2.0","id":1,"method":"ping"}\x0b', -32700),  # not JSON whitespace
        (b'{"jsonrpc":"2.0","id":1,"method":"ping"} {}', -32700),  # a second value
        (b'{"jsonrpc":"2.0","id":1,"method":"ping"}x', -32700),
        (b"{", -32700),
        (b'{"jsonrpc":"2.0","id":1,"method":"p\\u0069ng","params":{"a":NaN}}', 200),  # what json.loads accepts
        (b' {"jsonrpc":"2.0","id":1,"method":"ping"}', 200),  # whitespace before
    ],
)
def test_the_body_is_read_as_json_loads_reads_it(client: httpx.Client, body: bytes, code: int) -> None:
    response = post(client, body)
    assert (response.json()["result"] == {}) if code == 200 else (response.json()["error"]["code"] == code)
    assert response.status_code == (200 if code == 200 else 400)


@pytest.mark.parametrize(
    ("body", "expected_id"),
    [
        ({"id": 3, "method": "ping"}, 3),  # no "jsonrpc"
        ({"jsonrpc": "1.0", "id": 3, "method": "ping"}, 3),
        ({"jsonrpc": "2.0", "id": 3, "method": 42}, 3),
        ({"jsonrpc": "2.0", "id": None, "method": "ping"}, None),
        ({"jsonrpc": "2.0", "id": True, "method": "ping"}, None),
        ({"jsonrpc": "2.0", "id": 3, "method": "ping", "params": [1, 2]}, 3),
        ({"jsonrpc": "2.0", "id": 3}, 3),
        ("just a string", None),
    ],
)
def test_invalid_envelope_is_an_invalid_request(client: httpx.Client, body: Any, expected_id: Any) -> None:
    response = post(client, body)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == -32600
    assert response.json()["id"] == expected_id


def test_unknown_method_is_method_not_found_with_200(client: httpx.Client) -> None:
    response = post(client, rpc("prompts/list", id="r"))
    assert response.status_code == 200
    assert response.json()["error"]["code"] == -32601
    assert response.json()["id"] == "r"


def test_unknown_tool_is_invalid_params(client: httpx.Client) -> None:
    response = post(client, rpc("tools/call", {"name": "delete_everything", "arguments": {}}))
    assert response.status_code == 200
    assert response.json()["error"]["code"] == -32602


def test_missing_tool_name_is_invalid_params(client: httpx.Client) -> None:
    response = post(client, rpc("tools/call", {"arguments": {}}))
    assert response.json()["error"]["code"] == -32602


def test_arguments_that_are_not_an_object_are_invalid_params(client: httpx.Client) -> None:
    response = post(client, rpc("tools/call", {"name": "get_explanation", "arguments": ["abc"]}))
    assert response.json()["error"]["code"] == -32602


# --------------------------------------------------------------------------- HTTP rules


def test_get_is_405_with_allow_header(client: httpx.Client) -> None:
    response = client.get("/api/mcp", headers={"Accept": "text/event-stream"})
    assert response.status_code == 405
    assert response.headers["allow"] == "POST, DELETE"


def test_put_is_405_too(client: httpx.Client) -> None:
    response = client.put("/api/mcp", content=b"{}", headers=JSON)
    assert response.status_code == 405
    assert response.headers["allow"] == "POST, DELETE"


def test_delete_is_204(client: httpx.Client) -> None:
    response = client.delete("/api/mcp", headers={"Mcp-Session-Id": "anything"})
    assert response.status_code == 204
    assert response.content == b""


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None])
def test_body_that_is_not_json_is_415(client: httpx.Client, content_type: str | None) -> None:
    headers = {"content-type": content_type} if content_type else {}
    request = client.build_request("POST", "/api/mcp", content=json.dumps(rpc("ping")).encode(), headers=headers)
    assert request.headers.get("content-type") == content_type
    response = client.send(request)
    assert response.status_code == 415


def test_content_type_with_charset_is_json(client: httpx.Client) -> None:
    response = post(client, rpc("ping"), {"content-type": "application/json; charset=utf-8"})
    assert response.status_code == 200


@pytest.mark.parametrize("accept", ["text/event-stream", "text/html", "application/json;q=0"])
def test_accept_that_excludes_json_is_406(client: httpx.Client, accept: str) -> None:
    assert post(client, rpc("ping"), {"Accept": accept}).status_code == 406


@pytest.mark.parametrize(
    "accept",
    ["application/json, text/event-stream", "*/*", "application/*", "text/event-stream;q=1, application/json;q=0.5"],
)
def test_accept_that_includes_json_is_served_json(client: httpx.Client, accept: str) -> None:
    response = post(client, rpc("ping"), {"Accept": accept})
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"


@pytest.mark.parametrize(
    "origin",
    [
        "https://evil.example.com",
        "http://localhost.evil.example.com",
        "null",
        "file://",
        "http://127.0.0.2:8000",
        "ftp://localhost",
    ],
)
def test_foreign_origin_is_403(client: httpx.Client, origin: str) -> None:
    response = post(client, rpc("tools/list"), {"Origin": origin})
    assert response.status_code == 403
    assert response.json()["error"]["code"] == -32600


@pytest.mark.parametrize(
    "origin",
    [
        "http://localhost",
        "http://localhost:5173",
        "https://127.0.0.1:8443",
        "http://[::1]:8080",
        "https://chat.example.org",  # settings.allowed_origins
        "https://klartext.example.net",  # settings.public_url
    ],
)
def test_local_and_configured_origins_are_allowed(client: httpx.Client, origin: str) -> None:
    response = post(client, rpc("tools/list"), {"Origin": origin})
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == origin


def test_cors_preflight_for_an_allowed_origin(client: httpx.Client) -> None:
    response = client.options(
        "/api/mcp", headers={"Origin": "https://chat.example.org", "Access-Control-Request-Method": "POST"}
    )
    assert response.status_code == 204
    assert "POST" in response.headers["access-control-allow-methods"]
    assert "mcp-protocol-version" in response.headers["access-control-allow-headers"]


def test_oversized_body_is_413(client: httpx.Client) -> None:
    response = post(client, b" " * (Settings().max_body_bytes + 1))
    assert response.status_code == 413


def test_healthz(client: httpx.Client) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json()["status"] == "ok"
    assert response.json()["engine"] == "offline"


def test_well_known_serves_the_repository_folder(client: httpx.Client) -> None:
    folder = WELL_KNOWN
    response = client.get("/.well-known/mcp.json")
    # Generated from the real tools and settings (app/api/discovery.py); the repo's file is the same
    # document for the default settings, so it has the same keys and tools.
    committed = json.loads((folder / "mcp.json").read_text())
    assert response.status_code == 200
    served = response.json()
    assert served.keys() == committed.keys()
    assert served["tools"] == committed["tools"]
    assert client.get("/.well-known/../app/config.py").status_code == 404


# --------------------------------------------------------------------------- logging


@pytest.mark.slow
def test_one_log_line_per_request_without_content(client: httpx.Client, caplog: pytest.LogCaptureFixture) -> None:
    secret = "Erika Mustermann wohnt in der Geheimstraße 17"
    caplog.set_level(logging.INFO, logger="klartext.access")
    arguments = {"text": f"Mietvertrag. {secret}. " * 3, "language": "de"}
    ids = [
        post(client, body).headers["x-request-id"]
        for body in (
            rpc("tools/call", {"name": "explain_document", "arguments": arguments}),
            rpc("tools/call", {"name": secret, "arguments": {}}),
            rpc(secret, {}),
        )
    ]

    def ours() -> list[dict[str, Any]]:
        # The server's thread writes a request's line after its answer went out: a line of an earlier test may
        # still come in now, and ours may come after the answer. Ours are the ones with our requests' ids.
        found = [json.loads(r.getMessage()) for r in caplog.records if r.name == "klartext.access"]
        return sorted((line for line in found if line.get("id") in ids), key=lambda line: ids.index(line["id"]))

    deadline = time.monotonic() + 30
    while len(lines := ours()) < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert len(lines) == 3
    assert lines[0]["rpc"] == "tools/call"
    assert lines[0]["tool"] == "explain_document"
    assert lines[0]["status"] == 200
    assert lines[0]["in"] > len(secret)
    assert lines[0]["ms"] >= 0
    assert lines[1]["tool"] == "unknown"
    assert lines[2]["rpc"] == "other"
    everything = caplog.text
    assert "Mustermann" not in everything
    assert "Geheimstraße" not in everything
