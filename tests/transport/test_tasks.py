"""MCP tasks for explain_document over a real socket: the 2025-11-25 utility and the Tasks extension.

Raw JSON-RPC: the official SDK 2.3 has no 2025-11-25 task client, and reaches the extension only in
its 2026-07-28 mode (a ``ClientExtension`` claiming ``resultType: "task"``), which needs
``server/discover``. The extension test speaks 2026-07-28 ``_meta`` when the server offers it.
"""

from __future__ import annotations

import base64
import time
from collections.abc import Iterator
from typing import Any

import httpx
import mcp_types._v2025_11_25 as v2025  # the official SDK's 2025-11-25 wire models (as mcp_types.methods uses them)
import pytest

from app.config import Settings
from tests.support.openai_server import OpenAIServer
from tests.support.processes import SAMPLES
from tests.support.server import live_klartext

HEADERS = {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-11-25"}
EXTENSION = "io.modelcontextprotocol/tasks"
LEASE = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")


def rpc(
    http: httpx.Client, method: str, params: dict[str, Any], headers: dict[str, str] | None = None
) -> dict[str, Any]:
    sent = dict(headers or HEADERS)
    if sent.get("MCP-Protocol-Version") == "2026-07-28":  # the routing headers of 2026-07-28 (SEP-2243)
        sent["Mcp-Method"] = method
        if method == "tools/call":
            sent["Mcp-Name"] = params["name"]
        elif method.startswith("tasks/"):  # the Tasks extension's routing header: the task's id
            sent["Mcp-Name"] = params["taskId"]
    response = http.post(
        "/api/mcp",
        json={"jsonrpc": "2.0", "id": 7, "method": method, "params": params},
        headers=sent,
        timeout=120,
    )
    body: dict[str, Any] = response.json()
    return body


def explain(http: httpx.Client, arguments: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return rpc(http, "tools/call", {"name": "explain_document", "arguments": arguments, **extra})


@pytest.fixture
def slow_llm(settings: Settings) -> Iterator[Settings]:
    """One LLM call at a time, each 0.4 s: batches finish one after another."""
    with OpenAIServer(ttfb=0.4) as llm:
        yield settings.with_(llm_base_url=llm.base_url, llm_model="test-model", llm_parallel=1, llm_batch_size=4)


def poll_legacy(
    http: httpx.Client, task_id: str, timeout: float = 120
) -> tuple[dict[str, Any], list[float], list[str]]:
    """tasks/get every 0.1 s until the task ends; the progress values and status messages seen."""
    shares: list[float] = []
    messages: list[str] = []
    deadline = time.monotonic() + timeout
    while True:
        task = rpc(http, "tasks/get", {"taskId": task_id})["result"]
        messages.append(task["statusMessage"])
        if task["status"] != "working":
            return task, shares, messages
        assert task["pollInterval"] >= 1000 and task["ttl"] > 0
        shares.append(task["_meta"]["klartext/progress"]["progress"])
        assert time.monotonic() < deadline, "the task did not finish"
        time.sleep(0.1)


def rises(values: list[float]) -> int:
    assert values == sorted(values), f"progress went backwards: {values}"
    return len(set(values)) - 1


def test_initialize_and_tools_list_declare_tasks_for_2025_11_25_only(live_server: str) -> None:
    with httpx.Client(base_url=live_server) as http:
        new = rpc(
            http,
            "initialize",
            {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
        )
        old = rpc(
            http,
            "initialize",
            {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
        )
        tools = {t["name"]: t for t in rpc(http, "tools/list", {})["result"]["tools"]}
    assert new["result"]["capabilities"]["tasks"] == {"cancel": {}, "requests": {"tools": {"call": {}}}}
    v2025.InitializeResult.model_validate(new["result"])
    assert v2025.Tool.model_validate(tools["explain_document"]).execution.task_support == "optional"  # type: ignore[union-attr]
    assert "tasks" not in old["result"]["capabilities"]
    assert tools["explain_document"]["execution"] == {"taskSupport": "optional"}
    assert "execution" not in tools["get_explanation"]


def test_a_legacy_task_reports_clause_batches_and_tasks_result_gives_the_explanation(slow_llm: Settings) -> None:
    with live_klartext(slow_llm) as url, httpx.Client(base_url=url) as http:
        created = explain(http, {"text": LEASE, "language": "de"}, task={"ttl": 60000})["result"]
        task = created["task"]
        assert task["status"] == "working" and task["createdAt"].endswith("Z")
        v2025.CreateTaskResult.model_validate(created)
        assert created["_meta"]["io.modelcontextprotocol/model-immediate-response"].startswith("Klartext liest")
        final, shares, messages = poll_legacy(http, task["taskId"])
        result = rpc(http, "tasks/result", {"taskId": task["taskId"]})["result"]
    v2025.GetTaskResult.model_validate(final)
    v2025.CallToolResult.model_validate(result)
    assert final["status"] == "completed" and final["statusMessage"] == "Die Erklärung ist fertig."
    assert rises(shares) >= 5, shares
    assert any("Die Klauseln werden erklärt: 2 von 5 Paketen erledigt." in m for m in messages), messages
    assert result["isError"] is False and result["structuredContent"]["status"] == "completed"
    assert result["structuredContent"]["language"] == "de"
    assert result["_meta"]["io.modelcontextprotocol/related-task"] == {"taskId": task["taskId"]}


def test_rest_polling_and_get_explanation_show_the_same_rising_stage(slow_llm: Settings) -> None:
    with live_klartext(slow_llm) as url, httpx.Client(base_url=url) as http:
        sent = http.post(
            "/api/analyses", json={"text": LEASE, "language": "fr"}, headers={"Accept": "application/json"}
        )
        assert sent.status_code == 202, sent.text
        analysis_id = sent.json()["analysis_id"]
        shares: list[float] = []
        stages: set[tuple[Any, ...]] = set()
        deadline = time.monotonic() + 60
        while True:
            body = http.get(f"/api/analyses/{analysis_id}", headers={"Accept": "application/json"}).json()
            if body["status"] == "completed":
                break
            shares.append(body["progress"])
            stages.add((body["stage"], body["stage_done"], body["stage_total"]))
            if body["stage"] == "clauses" and body["stage_done"] == 2:
                tool = rpc(http, "tools/call", {"name": "get_explanation", "arguments": {"analysis_id": analysis_id}})
                pending = tool["result"]["structuredContent"]
                assert (pending["stage"], pending["stage_total"]) == ("clauses", 5)
                assert tool["result"]["content"][0]["text"].startswith("Explication des clauses :")
            assert time.monotonic() < deadline
            time.sleep(0.1)
    assert rises(shares) >= 5, shares
    assert {("clauses", k, 5) for k in range(1, 5)} <= stages, stages


def test_the_extension_answers_with_a_task_whose_get_inlines_the_result(live_server: str) -> None:
    with httpx.Client(base_url=live_server) as http:
        probe = {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
        }
        discover = rpc(
            http,
            "server/discover",
            {"_meta": probe},
            {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2026-07-28"},
        )
        assert discover["result"]["capabilities"]["extensions"][EXTENSION] == {}
        modern = "2026-07-28" in str(discover.get("result", {}).get("supportedVersions", []))
        meta: dict[str, Any] = {"io.modelcontextprotocol/clientCapabilities": {"extensions": {EXTENSION: {}}}}
        headers = {"Accept": "application/json, text/event-stream"}
        if modern:
            meta["io.modelcontextprotocol/protocolVersion"] = "2026-07-28"
            headers["MCP-Protocol-Version"] = "2026-07-28"
        created = rpc(
            http,
            "tools/call",
            {"name": "explain_document", "arguments": {"text": LEASE, "language": "it"}, "_meta": meta},
            headers,
        )["result"]
        assert created["resultType"] == "task" and created["status"] == "working"
        assert created["ttlMs"] > 0 and created["pollIntervalMs"] >= 1000
        deadline = time.monotonic() + 60
        while True:
            got = rpc(http, "tasks/get", {"taskId": created["taskId"], "_meta": meta}, headers)["result"]
            assert got["resultType"] == "complete"
            if got["status"] != "working":
                break
            assert time.monotonic() < deadline
            time.sleep(0.1)
        assert got["status"] == "completed"
        assert got["result"]["structuredContent"]["language"] == "it"
        # The result inside the task is a 2026-07-28 CallToolResult: resultType "complete" included.
        assert got["result"]["resultType"] == "complete"
        # Every 2026-07-28 result also names the server in _meta (io.modelcontextprotocol/serverInfo).
        cancelled = rpc(http, "tasks/cancel", {"taskId": got["taskId"], "_meta": meta}, headers)["result"]
        assert {key: value for key, value in cancelled.items() if key != "_meta"} == {"resultType": "complete"}
        updated = rpc(http, "tasks/update", {"taskId": got["taskId"], "inputResponses": {}, "_meta": meta}, headers)
        assert {key: value for key, value in updated["result"].items() if key != "_meta"} == {"resultType": "complete"}
        # A 2026-07-28 request without the extension: the task methods are not for it.
        bare = {
            "io.modelcontextprotocol/clientCapabilities": {},
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        }
        missing = rpc(http, "tasks/get", {"taskId": got["taskId"], "_meta": bare}, headers)
        assert missing["error"]["code"] == -32021
        assert missing["error"]["data"] == {"requiredCapabilities": {"extensions": {EXTENSION: {}}}}
        # Without the extension, explain_document answers as always.
        plain = rpc(http, "tools/call", {"name": "explain_document", "arguments": {"text": LEASE, "language": "it"}})
        assert plain["result"]["structuredContent"]["status"] == "completed"


def test_a_legacy_task_can_be_cancelled_once_and_unknown_tasks_are_invalid_params(settings: Settings) -> None:
    with OpenAIServer(ttfb=5) as llm:
        slow = settings.with_(llm_base_url=llm.base_url, llm_model="test-model", llm_timeout_seconds=30)
        with live_klartext(slow) as url, httpx.Client(base_url=url) as http:
            task = explain(http, {"text": LEASE, "language": "es"}, task={})["result"]["task"]
            cancelled = rpc(http, "tasks/cancel", {"taskId": task["taskId"]})["result"]
            again = rpc(http, "tasks/cancel", {"taskId": task["taskId"]})
            got = rpc(http, "tasks/get", {"taskId": task["taskId"]})["result"]
            unknown = rpc(http, "tasks/get", {"taskId": "nope"})
            listed = rpc(http, "tasks/list", {})
            as_task = rpc(
                http, "tools/call", {"name": "get_explanation", "arguments": {"analysis_id": "x"}, "task": {}}
            )
    v2025.CancelTaskResult.model_validate(cancelled)
    assert cancelled["status"] == "cancelled" and cancelled["statusMessage"] == "La tarea se canceló a petición."
    assert again["error"]["code"] == -32602
    assert got["status"] == "cancelled"
    assert unknown["error"]["code"] == -32602 and "explain_document" in unknown["error"]["message"]
    assert listed["error"]["code"] == -32601
    assert as_task["error"]["code"] == -32601


def test_a_refused_document_ends_its_task_with_the_tool_error_in_the_callers_language(live_server: str) -> None:
    with httpx.Client(base_url=live_server) as http:
        recipe = "Man nehme drei Eier, Mehl und Zucker. Alles gut verrühren und eine Stunde backen. " * 4
        task = explain(http, {"text": recipe, "language": "pt"}, task={})["result"]["task"]
        final, _, _ = poll_legacy(http, task["taskId"], timeout=30)
        result = rpc(http, "tasks/result", {"taskId": task["taskId"]})["result"]
    assert final["status"] == "failed"  # 2025-11-25: a tool result with isError is a failed task
    assert result["isError"] is True
    assert final["statusMessage"] == result["content"][0]["text"]
    # Bad arguments are answered at once, as without a task.
    with httpx.Client(base_url=live_server) as http:
        bad = explain(http, {"language": "pt"}, task={})["result"]
    assert bad["isError"] is True and "task" not in bad


@pytest.mark.slow
def test_a_five_page_scan_reports_its_ocr_pages_and_clause_batches(slow_llm: Settings) -> None:
    scan = base64.b64encode((SAMPLES / "scan_mietvertrag.pdf").read_bytes()).decode()
    with live_klartext(slow_llm) as url, httpx.Client(base_url=url) as http:
        task = explain(http, {"pdf": scan, "language": "en"}, task={})["result"]["task"]
        final, shares, messages = poll_legacy(http, task["taskId"], timeout=300)
        result = rpc(http, "tasks/result", {"taskId": task["taskId"]})["result"]
    assert final["status"] == "completed", final
    assert rises(shares) >= 5, shares
    assert any(m.startswith("Recognizing the text:") for m in messages), messages
    assert any(m.startswith("Explaining the clauses:") for m in messages), messages
    assert result["structuredContent"]["status"] == "completed"


def test_a_document_sent_as_a_task_costs_what_a_plain_call_costs(settings: Settings) -> None:
    limited = settings.with_(rate_limit_per_minute=1)
    with live_klartext(limited) as url, httpx.Client(base_url=url) as http:
        first = explain(http, {"text": LEASE, "language": "en"}, task={"ttl": 60000})["result"]
        second = explain(http, {"text": LEASE + " ", "language": "en"}, task={"ttl": 60000})["result"]
    assert first["task"]["status"] == "working"
    assert second["isError"] is True and "1 document" in second["content"][0]["text"]
    assert second["_meta"]["klartext/retryAfter"] >= 1


@pytest.mark.slow
@pytest.mark.parametrize("era", ["2026-07-28", "2025-11-25"])
def test_the_official_tasks_client_completes_a_task(settings: Settings, era: str) -> None:
    """@modelcontextprotocol/ext-tasks 0.2.2 on the official TypeScript client, as its README uses it."""
    from tests.support.mcp_app_host import HostUnavailable, run_tasks_client

    with live_klartext(settings) as url:
        try:
            seen = run_tasks_client(url, era, {"text": LEASE, "language": "pt"})
        except HostUnavailable as exc:
            pytest.skip(str(exc))
    assert "error" not in seen, seen.get("error")
    assert seen["era"] == ("modern" if era == "2026-07-28" else "legacy")
    assert seen["outcome"] == "completed"
    result = seen["result"]
    assert result["isError"] is False
    assert result["structuredContent"]["status"] == "completed"
    assert result["structuredContent"]["language"] == "pt"
    methods = [sent["method"] for sent in seen["sent"]]
    assert "tools/call" in methods and "tasks/get" in methods, methods
    if era == "2026-07-28":
        # The extension's client read the task's result as a 2026-07-28 CallToolResult, and sent every
        # task request with the task's id as Mcp-Name (which the server now requires).
        assert result["resultType"] == "complete"
        task_requests = [sent for sent in seen["sent"] if sent["method"].startswith("tasks/")]
        assert task_requests and all(sent["mcpName"] for sent in task_requests)
        assert len({sent["mcpName"] for sent in task_requests}) == 1
    else:
        # 2025-11-25: the utility's params.task, tasks/get, then tasks/result for the answer.
        assert "tasks/result" in methods
