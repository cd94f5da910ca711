"""One view of an analysis: app.flow decides the state, the words and the retry hint; MCP and REST
only render it, so each state reads the same on both (the same message, the same retry hint)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from app.config import Settings
from app.flow import Analyses, Audience, Backend
from app.locales.messages import render
from app.models import AnalysisView, Completed, Expired, Failed, NotFound, Pending
from app.store.base import Record
from app.store.sqlite import SQLiteStore
from app.transport.mcp.tools import view_result
from app.transport.rest.routes import view_response
from tests.support.documents import prepared_lease
from tests.support.results import stored_result

DAY = 86_400.0
SETTINGS = Settings(public_url="https://klartext.example")


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


class NoJobs:
    def notify(self) -> None:
        pass

    async def wait_for(self, analysis_id: str, timeout: float) -> Record | None:
        return None


@pytest.fixture
def world(tmp_path: Path) -> Iterator[tuple[Analyses, SQLiteStore, dict[str, str]]]:
    """One analysis in every state, in a store the flow reads."""
    clock = Clock()
    store = SQLiteStore(tmp_path / "k.sqlite3", clock=clock)
    ids = {}
    ids["expired"] = store.enqueue(prepared_lease("de"))
    store.claim("w")
    store.complete(ids["expired"], stored_result(ids["expired"]))
    clock.now += 8 * DAY
    assert store.retain(7 * DAY, 30 * DAY) == (1, 0)
    for name in ("completed", "running", "refused", "failed", "unknown_key", "queued"):
        ids[name] = store.enqueue(prepared_lease("de"))
        clock.now += 1
    for _ in range(5):  # all but the last one are running
        assert store.claim("w") is not None
    store.progress(ids["running"], 0.6)
    store.complete(ids["completed"], stored_result(ids["completed"], "Ein Mietvertrag."))
    store.fail(ids["refused"], "no_legal_content")
    store.fail(ids["failed"], "analysis_failed")
    store.fail(ids["unknown_key"], "a_key_from_an_older_version")
    ids["missing"] = "AAAAAAAAAAAAAAAAAAAAAA"
    ids["malformed"] = "not an id!"
    analyses = Analyses(SETTINGS)
    cpu = ThreadPoolExecutor(1)
    analyses.backend = Backend(store, NoJobs(), cpu)
    yield analyses, store, ids
    cpu.shutdown()
    store.close()


def look_up(analyses: Analyses, analysis_id: str, audience: Audience, fallback: str = "fr") -> AnalysisView:
    return asyncio.run(analyses.look_up(analysis_id, audience, fallback))


def mcp_reading(view: AnalysisView) -> dict[str, Any]:
    result = view_result(view)
    structured = result.get("structuredContent") or {}
    return {
        "error": result["isError"],
        "message": None if "summary" in structured else result["content"][0]["text"],
        "retry_after": structured.get("retry_after_seconds"),
        "status": structured.get("status"),
        "result": structured if "summary" in structured else None,
    }


def rest_reading(view: AnalysisView) -> dict[str, Any]:
    response = view_response(view)
    body = json.loads(bytes(response.body))
    error = response.status_code >= 400
    retry = response.headers.get("retry-after")
    return {
        "error": error,
        "message": body["error"]["message"] if error else body.get("message"),
        "retry_after": int(retry) if retry else None,
        "status": None if error else body.get("status"),
        "result": body if "summary" in body else None,
    }


STATES = {
    "completed": Completed,
    "queued": Pending,
    "running": Pending,
    "refused": Failed,
    "failed": Failed,
    "unknown_key": Failed,
    "expired": Expired,
    "missing": NotFound,
    "malformed": NotFound,
}


@pytest.mark.parametrize("audience", ["assistant", "website"])
@pytest.mark.parametrize("state", list(STATES))
def test_each_state_reads_the_same_on_mcp_and_rest(world: Any, audience: Audience, state: str) -> None:
    analyses, _, ids = world
    view = look_up(analyses, ids[state], audience)
    assert isinstance(view, STATES[state])
    mcp, rest = mcp_reading(view), rest_reading(view)
    assert mcp == rest
    assert mcp["error"] is isinstance(view, Failed | Expired | NotFound)
    if isinstance(view, Completed):
        assert mcp["result"]["summary"] == "Ein Mietvertrag."
    else:
        assert mcp["message"]


def test_the_flow_words_each_state_for_its_audience(world: Any) -> None:
    analyses, _, ids = world
    assistant = {state: look_up(analyses, ids[state], "assistant") for state in STATES}
    website = {state: look_up(analyses, ids[state], "website") for state in STATES}
    pending = {(a, s): v for a, views in (("assistant", assistant), ("website", website))
               for s, v in views.items() if isinstance(v, Pending)}  # fmt: skip
    # A chat assistant asks again in 10-20 s (sooner past half-way); the page polls every 2 s.
    assert {key: view.retry_after for key, view in pending.items()} == {
        ("assistant", "queued"): 20, ("assistant", "running"): 10,
        ("website", "queued"): 2, ("website", "running"): 2,
    }  # fmt: skip
    assert {key: view.notice.key for key, view in pending.items()} == {
        ("assistant", "queued"): "pending", ("assistant", "running"): "pending",
        ("website", "queued"): "pending_web", ("website", "running"): "pending_web",
    }  # fmt: skip
    keys = {}
    for s in STATES:
        mcp, web = assistant[s], website[s]
        if isinstance(mcp, Failed | Expired | NotFound) and isinstance(web, Failed | Expired | NotFound):
            keys[s] = (mcp.error.key, web.error.key)
    assert keys == {
        "refused": ("no_legal_content", "no_legal_content"),  # the worker's reason, on both
        "failed": ("analysis_failed", "upload_failed"),
        "unknown_key": ("analysis_failed", "upload_failed"),
        "expired": ("analysis_expired", "upload_expired"),
        "missing": ("analysis_not_found", "upload_not_found"),
        "malformed": ("analysis_not_found", "upload_not_found"),
    }
    # An analysis answers in the language it was requested in; one that does not exist, in the request's.
    assert {view.language for view in website.values()} == {"de", "fr"}
    assert website["missing"].language == "fr" and website["refused"].language == "de"
    expired = assistant["expired"]
    assert isinstance(expired, Expired)
    assert expired.error.message("de") == render("analysis_expired", "de", days="7")


def test_an_analysis_that_vanished_while_waited_for_reads_as_queued(world: Any) -> None:
    analyses, _, _ = world
    view = asyncio.run(analyses.wait("BBBBBBBBBBBBBBBBBBBBBB", 0, "assistant", "it"))
    assert isinstance(view, Pending) and view.status == "queued" and view.progress == 0 and view.language == "it"
    assert view_result(view)["content"][0]["text"] == render(
        "pending", "it", percent=0, retry_after=20, analysis_id="BBBBBBBBBBBBBBBBBBBBBB"
    )


def test_a_completed_result_is_rendered_from_the_model(world: Any) -> None:
    analyses, _, ids = world
    view = look_up(analyses, ids["completed"], "assistant")
    assert isinstance(view, Completed)
    result = view_result(view)
    assert result["structuredContent"] == view.result.model_dump(mode="json")
    assert "Ein Mietvertrag." in result["content"][0]["text"]
