"""Analyses survive a crash of the server: the real ``klartext serve``, killed with SIGKILL."""

from __future__ import annotations

import signal
import time
from pathlib import Path
from typing import Any

import pytest

from app.store.sqlite import SQLiteStore
from tests.support.documents import LEASE_CLAUSES, prepared_lease
from tests.support.processes import SAMPLES, call_tool, free_port, klartext_server


def wait_completed(port: int, analysis_id: str, timeout: float = 90) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        result = call_tool(port, "get_explanation", {"analysis_id": analysis_id})
        assert not result.get("isError"), result
        structured: dict[str, Any] = result["structuredContent"]
        if structured["status"] == "completed":
            return structured
        assert time.monotonic() < deadline, f"still {structured['status']} after {timeout} s"
        time.sleep(0.5)


@pytest.mark.slow
def test_analyses_left_unfinished_by_a_killed_server_complete_after_restart(tmp_path: Path) -> None:
    port = free_port()
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")

    with klartext_server(tmp_path, port, KLARTEXT_WAIT_SECONDS="0") as server:
        answer = call_tool(port, "explain_document", {"text": lease, "language": "en"})
        server.send_signal(signal.SIGKILL)  # right after the call: the analysis may be mid-flight
        server.wait(timeout=30)
    assert not answer.get("isError"), answer
    first_id = answer["structuredContent"]["analysis_id"]

    # What a crash during explanation leaves behind: an analysis claimed and marked 'running'
    # by a process that no longer exists. Written into the same file while no server runs.
    store = SQLiteStore(tmp_path / "klartext.sqlite3")
    second_id = store.enqueue(prepared_lease())
    job = store.claim("crashed-process")
    store.close()
    assert job is not None and job.id in (first_id, second_id)

    with klartext_server(tmp_path, port, KLARTEXT_WAIT_SECONDS="0"):
        first = wait_completed(port, first_id)
        second = wait_completed(port, second_id)

    assert first["analysis_id"] == first_id and len(first["clauses"]) >= 10
    assert second["analysis_id"] == second_id
    text = prepared_lease().text
    assert [c["original"] for c in second["clauses"]] == LEASE_CLAUSES
    for clause in second["clauses"]:
        assert clause["original"] == text[clause["start"] : clause["end"]]
        assert clause["explanation"].strip()
    assert second["removed_personal_data"] == {"address": 1}


@pytest.mark.slow
def test_a_kill_during_several_running_analyses_loses_none_of_them(tmp_path: Path) -> None:
    """Several analyses mid-flight on a slow model when the server is killed: all complete after restart."""
    from tests.support.openai_server import OpenAIServer

    port = free_port()
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    languages = ("de", "en", "es", "fr", "it", "pt")  # six different analyses (dedupe would merge equal ones)
    with OpenAIServer(ttfb=30) as slow:
        env = {
            "KLARTEXT_WAIT_SECONDS": "0",
            "KLARTEXT_WORKERS": "3",
            "KLARTEXT_LLM_BASE_URL": slow.base_url,
            "KLARTEXT_LLM_MODEL": "test-model",
            "KLARTEXT_LLM_TIMEOUT_SECONDS": "60",
        }
        with klartext_server(tmp_path, port, **env) as server:
            ids = [call_tool(port, "explain_document", {"text": lease, "language": lang}) for lang in languages]
            deadline = time.monotonic() + 30
            while len(slow.requests) < 3 and time.monotonic() < deadline:  # three analyses are at the model
                time.sleep(0.1)
            server.send_signal(signal.SIGKILL)
            server.wait(timeout=30)
    assert len(slow.requests) >= 3
    analysis_ids = [answer["structuredContent"]["analysis_id"] for answer in ids]
    store = SQLiteStore(tmp_path / "klartext.sqlite3")
    statuses = {store.get(i).status for i in analysis_ids}  # type: ignore[union-attr]
    store.close()
    assert "running" in statuses and "completed" not in statuses  # really killed mid-flight

    with OpenAIServer() as fast:
        env = {"KLARTEXT_WAIT_SECONDS": "0", "KLARTEXT_LLM_BASE_URL": fast.base_url, "KLARTEXT_LLM_MODEL": "test-model"}
        with klartext_server(tmp_path, port, **env):
            done = [wait_completed(port, analysis_id) for analysis_id in analysis_ids]
    assert [d["language"] for d in done] == list(languages)
    assert all(d["engine"]["kind"] == "llm" and len(d["clauses"]) >= 10 for d in done)
