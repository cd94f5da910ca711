"""MCP 2026-07-28 on /api/mcp, next to the 2025 versions, checked with raw HTTP against a real server.

What is checked follows the specification (basic/versioning, server/discover, basic/transports/
streamable-http, server/utilities/caching) and the schema the conformance suite validates against.
"""

from __future__ import annotations

import asyncio
import base64
import http.client
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.config import Settings
from app.transport.mcp.jsonrpc import Request
from app.transport.mcp.protocol import McpProtocol
from app.transport.mcp.tools import Tools
from app.transport.mcp.versions import Call
from tests.support.server import live_klartext

MODERN = "2026-07-28"
META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": {"name": "test-client", "version": "1.0"},
    "io.modelcontextprotocol/clientCapabilities": {},
}
SUPPORTED = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"]


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("data"), wait_seconds=1.0, workers=1, rate_limit_per_minute=1_000_000
    )
    with live_klartext(settings) as url, httpx.Client(base_url=url, timeout=30) as http:
        yield http


def send(
    client: httpx.Client,
    method: str,
    params: dict[str, Any] | None = None,
    *,
    id: Any = 1,
    headers: dict[str, str] | None = None,
    meta: dict[str, Any] | None = META,
) -> httpx.Response:
    """A modern request: _meta in the body, the routing headers (SEP-2243) unless ``headers`` replaces them."""
    body: dict[str, Any] = {"jsonrpc": "2.0", "id": id, "method": method}
    params = dict(params or {})
    if meta is not None:
        params["_meta"] = meta
    body["params"] = params
    routing = {"MCP-Protocol-Version": MODERN, "Mcp-Method": method}
    if method == "tools/call" and "name" in params:
        routing["Mcp-Name"] = params["name"]
    sent = {"content-type": "application/json", "accept": "application/json, text/event-stream"}
    sent.update(routing if headers is None else headers)
    return client.post("/api/mcp", content=json.dumps(body).encode(), headers=sent)


def error_of(response: httpx.Response, status: int, code: int, id: Any = 1) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["id"] == id
    assert body["error"]["code"] == code
    assert body["error"]["message"]
    error: dict[str, Any] = body["error"]
    return error


# --------------------------------------------------------------------------- server/discover


def test_discover_names_versions_capabilities_identity_and_caching(client: httpx.Client) -> None:
    response = send(client, "server/discover")
    assert response.status_code == 200
    result = response.json()["result"]
    assert result["resultType"] == "complete"
    assert result["supportedVersions"] == SUPPORTED
    assert result["capabilities"]["tools"] == {"listChanged": False}
    assert "prompts" not in result["capabilities"]
    assert "not legal advice" in result["instructions"]
    assert result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"] == "klartext"
    assert result["_meta"]["io.modelcontextprotocol/serverInfo"]["version"]
    assert isinstance(result["ttlMs"], int) and result["ttlMs"] >= 0
    assert result["cacheScope"] == "public"


def test_discover_without_client_info_is_served(client: httpx.Client) -> None:
    meta = {key: value for key, value in META.items() if not key.endswith("clientInfo")}
    assert send(client, "server/discover", meta=meta).status_code == 200


@pytest.mark.parametrize(
    "meta",
    [
        None,
        {"io.modelcontextprotocol/clientCapabilities": {}},
        {"io.modelcontextprotocol/protocolVersion": MODERN},
        {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": "all"},
    ],
    ids=["no-meta", "no-version", "no-capabilities", "capabilities-not-an-object"],
)
def test_a_request_without_its_meta_is_invalid_params_at_400(client: httpx.Client, meta: Any) -> None:
    for method in ("server/discover", "tools/list"):
        error = error_of(send(client, method, meta=meta, id=101), 400, -32602, 101)
        assert "_meta" in error["message"]


# --------------------------------------------------------------------------- versions


def test_an_unknown_version_gets_the_supported_ones_and_the_requested_one(client: httpx.Client) -> None:
    meta = {**META, "io.modelcontextprotocol/protocolVersion": "v999.0.0"}
    headers = {"MCP-Protocol-Version": "v999.0.0", "Mcp-Method": "server/discover"}
    error = error_of(send(client, "server/discover", meta=meta, headers=headers, id=301), 400, -32022, 301)
    assert error["data"] == {"supported": SUPPORTED, "requested": "v999.0.0"}
    assert "v999.0.0" in error["message"] and "2026-07-28" in error["message"]


def test_a_legacy_version_in_meta_under_the_modern_header_is_unsupported(client: httpx.Client) -> None:
    # Legacy versions are spoken through initialize, not through per-request _meta.
    meta = {**META, "io.modelcontextprotocol/protocolVersion": "2025-11-25"}
    headers = {"MCP-Protocol-Version": "2025-11-25", "Mcp-Method": "tools/list"}
    # The header says 2025-11-25, so this is a legacy request: served as today, _meta ignored.
    assert "result" in send(client, "tools/list", meta=meta, headers=headers).json()
    # No header but a legacy version in _meta: a modern request whose header is missing.
    error_of(send(client, "tools/list", meta=meta, headers={}), 400, -32020)


# --------------------------------------------------------------------------- routing headers


@pytest.mark.parametrize(
    ("headers", "missing"),
    [
        ({"MCP-Protocol-Version": MODERN, "Mcp-Method": "prompts/list"}, False),
        ({"MCP-Protocol-Version": MODERN}, True),
        ({"MCP-Protocol-Version": MODERN, "Mcp-Method": "TOOLS/LIST"}, False),
        ({"Mcp-Method": "tools/list"}, True),
    ],
    ids=["method-mismatch", "method-missing", "method-case", "version-header-missing"],
)
def test_routing_headers_must_repeat_the_body(client: httpx.Client, headers: dict[str, str], missing: bool) -> None:
    error = error_of(send(client, "tools/list", headers=headers), 400, -32020)
    assert ("missing" in error["message"]) is missing


def test_a_version_header_that_contradicts_meta_is_a_header_mismatch(client: httpx.Client) -> None:
    meta = {**META, "io.modelcontextprotocol/protocolVersion": "v999.0.0"}
    error_of(send(client, "server/discover", meta=meta, id=302), 400, -32020, 302)


def test_header_names_are_case_insensitive_and_values_trimmed(client: httpx.Client) -> None:
    for name in ("mcp-method", "MCP-METHOD"):
        response = send(client, "tools/list", headers={"MCP-Protocol-Version": MODERN, name: "tools/list"})
        assert response.status_code == 200 and "result" in response.json()
    # httpx refuses to send surrounding whitespace, http.client does (as the conformance suite's client).
    url = httpx.URL(str(client.base_url))
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call"}
    body["params"] = {"name": "get_explanation", "arguments": {}, "_meta": META}
    connection = http.client.HTTPConnection(url.host, url.port, timeout=30)
    headers = {"Content-Type": "application/json", "MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/call"}
    connection.request("POST", "/api/mcp", json.dumps(body), {**headers, "Mcp-Name": "  get_explanation  "})
    response = connection.getresponse()
    assert response.status == 200
    assert json.loads(response.read())["result"]["isError"] is True
    connection.close()


def test_mcp_name_must_name_the_tool(client: httpx.Client) -> None:
    params = {"name": "get_explanation", "arguments": {}}
    base = {"MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/call"}
    error_of(send(client, "tools/call", params, headers={**base, "Mcp-Name": "wrong_tool"}), 400, -32020)
    assert "missing" in error_of(send(client, "tools/call", params, headers=base), 400, -32020)["message"]
    wrapped = "=?base64?" + base64.b64encode(b"get_explanation").decode() + "?="
    assert send(client, "tools/call", params, headers={**base, "Mcp-Name": wrapped}).status_code == 200
    error_of(send(client, "tools/call", params, headers={**base, "Mcp-Name": "=?base64?Z2V0!!?="}), 400, -32020)


# --------------------------------------------------------------------------- methods


@pytest.mark.parametrize(
    "method", ["initialize", "ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe", "nope/x"]
)
def test_removed_and_unknown_methods_are_404_method_not_found(client: httpx.Client, method: str) -> None:
    error_of(send(client, method, id=500), 404, -32601, 500)


def test_tools_list_carries_result_type_and_caching_hints(client: httpx.Client) -> None:
    result = send(client, "tools/list").json()["result"]
    assert [tool["name"] for tool in result["tools"]] == ["explain_document", "get_explanation"]
    assert result["resultType"] == "complete"
    assert result["ttlMs"] == 3_600_000 and result["cacheScope"] == "public"
    assert result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"] == "klartext"
    # The same tools, in the same order, as a 2025 client sees them.
    legacy = client.post(
        "/api/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={"MCP-Protocol-Version": "2025-11-25"},
    ).json()["result"]
    # 2026-07-28's Tool has no execution.taskSupport (the 2025-11-25 tasks utility's field): a modern
    # tool is the legacy one without it, the App's link included.
    assert [{k: v for k, v in tool.items() if k != "execution"} for tool in legacy["tools"]] == result["tools"]
    assert legacy["tools"][0]["execution"] == {"taskSupport": "optional"}
    assert all("execution" not in tool and tool["_meta"]["ui"] for tool in result["tools"])
    assert not {"resultType", "ttlMs", "cacheScope", "_meta"} & set(legacy)


def test_an_unknown_resource_is_invalid_params(client: httpx.Client) -> None:
    # 2026-07-28 replaced -32002 with -32602 for "resource not found" (SEP-2164); 2025 keeps -32002.
    uri = "ui://klartext/other"
    error = error_of(send(client, "resources/read", {"uri": uri}, headers=routing("resources/read", uri)), 400, -32602)
    assert uri in error["message"] and error["data"] == {"uri": uri}
    legacy = client.post(
        "/api/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "resources/read", "params": {"uri": uri}},
        headers={"MCP-Protocol-Version": "2025-11-25"},
    )
    assert legacy.status_code == 200 and legacy.json()["error"]["code"] == -32002


@pytest.mark.parametrize("tool", ["explain_document", "get_explanation"])
def test_a_2025_task_parameter_is_a_clear_invalid_params_error(client: httpx.Client, tool: str) -> None:
    params = {"name": tool, "arguments": {"text": "Kurz."}, "task": {"ttl": 60_000}}
    error = error_of(send(client, "tools/call", params), 400, -32602)
    assert "params.task" in error["message"] and "io.modelcontextprotocol/tasks" in error["message"]


def routing(method: str, name: str) -> dict[str, str]:
    return {"MCP-Protocol-Version": MODERN, "Mcp-Method": method, "Mcp-Name": name}


def test_tool_results_carry_result_type_and_tool_errors_stay_tool_results(client: httpx.Client) -> None:
    response = send(client, "tools/call", {"name": "explain_document", "arguments": {"text": "Zu kurz."}})
    assert response.status_code == 200
    result = response.json()["result"]
    assert result["resultType"] == "complete"
    assert result["isError"] is True and result["content"][0]["type"] == "text"
    assert result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"] == "klartext"
    error = error_of(send(client, "tools/call", {"name": "nope", "arguments": {}}), 400, -32602)
    assert "explain_document" in error["message"]


def test_a_modern_notification_is_accepted(client: httpx.Client) -> None:
    body = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1, "_meta": META}}
    response = client.post("/api/mcp", json=body, headers={"MCP-Protocol-Version": MODERN})
    assert response.status_code == 202


def test_legacy_clients_are_served_exactly_as_before(client: httpx.Client) -> None:
    init = client.post(
        "/api/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18"}},
    ).json()["result"]
    assert init["protocolVersion"] == "2025-06-18"
    assert "resultType" not in init
    ping = client.post("/api/mcp", json={"jsonrpc": "2.0", "id": 2, "method": "ping"})
    assert ping.json() == {"jsonrpc": "2.0", "id": 2, "result": {}}
    unknown = client.post("/api/mcp", json={"jsonrpc": "2.0", "id": 3, "method": "nope"})
    assert unknown.status_code == 200 and unknown.json()["error"]["code"] == -32601


# --------------------------------------------------------------------------- dispatch table and stdio


def test_other_parts_extend_the_dispatch_table(settings: Settings) -> None:
    protocol = McpProtocol(settings, Tools(settings))

    async def get_task(request: Request, call: Call) -> dict[str, Any]:
        return {"taskId": request.params.get("taskId"), "modern": call.modern}

    protocol.register("tasks/get", get_task, ("modern",))
    protocol.add_capability("resources", {})
    protocol.add_extension("io.modelcontextprotocol/tasks", {})

    async def run() -> tuple[Any, Any, Any]:
        discover = await protocol.handle(Request(1, "server/discover", {"_meta": META}))
        task = await protocol.handle(Request(2, "tasks/get", {"taskId": "t1", "_meta": META}))
        legacy_task = await protocol.handle(Request(3, "tasks/get", {"taskId": "t1"}))
        return json.loads(discover), json.loads(task), json.loads(legacy_task)

    discover, task, legacy_task = asyncio.run(run())
    capabilities = discover["result"]["capabilities"]
    assert capabilities["resources"] == {}
    assert capabilities["extensions"] == {"io.modelcontextprotocol/tasks": {}}
    assert task["result"] == {
        "taskId": "t1",
        "modern": True,
        "resultType": "complete",
        "_meta": discover["result"]["_meta"],
    }
    assert legacy_task["error"]["code"] == -32601  # registered for modern requests only


def test_stdio_decides_the_era_from_meta(settings: Settings) -> None:
    # No headers on stdio: a request with _meta is modern, one without is legacy.
    protocol = McpProtocol(settings, Tools(settings))
    modern = json.loads(asyncio.run(protocol.handle(Request(1, "tools/list", {"_meta": META}))))
    legacy = json.loads(asyncio.run(protocol.handle(Request(2, "tools/list", {}))))
    assert modern["result"]["resultType"] == "complete"
    assert "resultType" not in legacy["result"]
    assert json.loads(asyncio.run(protocol.handle(Request(3, "ping", {"_meta": META}))))["error"]["code"] == -32601


@pytest.mark.parametrize("method", ["tasks/get", "tasks/update", "tasks/cancel"])
def test_the_task_methods_need_mcp_name_equal_to_the_task_id(client: httpx.Client, method: str) -> None:
    # The Tasks extension ("Streamable HTTP: Routing Headers"): the client MUST set Mcp-Name to
    # params.taskId; a missing or different one is a header error like any other (SEP-2243).
    meta = {**META, "io.modelcontextprotocol/clientCapabilities": {"extensions": {"io.modelcontextprotocol/tasks": {}}}}
    params: dict[str, Any] = {"taskId": "t" * 32}
    if method == "tasks/update":
        params["inputResponses"] = {}
    base = {"MCP-Protocol-Version": MODERN, "Mcp-Method": method}
    missing = error_of(send(client, method, params, headers=base, meta=meta), 400, -32020)
    assert "Mcp-Name" in missing["message"]
    wrong = error_of(send(client, method, params, headers={**base, "Mcp-Name": "u" * 32}, meta=meta), 400, -32020)
    assert "Mcp-Name" in wrong["message"] and "taskId" in wrong["message"]
    # With the header right, the request reaches the method: an unknown task is invalid params.
    error_of(send(client, method, params, headers={**base, "Mcp-Name": "t" * 32}, meta=meta), 400, -32602)
