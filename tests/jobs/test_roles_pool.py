"""WorkerPool by role, in process with the real SQLiteStore: HTTP only (workers 0), the worker role
(no recovery at start, stale claims found by heartbeat), draining on stop, and its metrics."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from app import metrics
from app.config import Settings
from app.jobs.worker import WorkerPool
from app.store.sqlite import SQLiteStore
from tests.jobs.test_worker import GUARD_SECONDS, EchoExplainer, make_doc, until

SETTINGS = Settings(workers=1, public_url="https://klartext.example")


@pytest.fixture
def store(tmp_path: Path):
    s = SQLiteStore(tmp_path / "k.sqlite3")
    yield s
    s.close()


def value(name: str, **labels: str) -> float:
    found = metrics.REGISTRY.get_sample_value(name, labels or None)
    return found or 0.0


@pytest.mark.slow
def test_http_only_runs_no_worker_and_leaves_running_claims_alone(store: SQLiteStore) -> None:
    async def scenario() -> None:
        running = store.enqueue(make_doc("en"))
        assert store.claim("a-live-worker-elsewhere") is not None
        queued = store.enqueue(make_doc("de"))
        pool = WorkerPool(store, EchoExplainer(), SETTINGS.with_(workers=0))
        await pool.start()
        pool.notify()  # harmless: nobody here to wake
        record = await pool.wait_for(queued, 0.3)
        await pool.stop()
        assert record is not None and record.status == "queued"
        assert store.get(running).status == "running"  # type: ignore[union-attr]
        assert value("klartext_workers") == 0

    asyncio.run(scenario())


@pytest.mark.slow
def test_the_worker_role_requeues_only_stale_claims(tmp_path: Path) -> None:
    # The store's clock stands still until the test moves it: however slowly a busy machine runs the
    # checks, the claim is not 0.4 s old before the test says so (no sleep, no race with the clock).
    now = [1_000_000.0]
    store = SQLiteStore(tmp_path / "clocked.sqlite3", clock=lambda: now[0])
    checks = 0
    requeue_stale = store.requeue_stale

    def counted(*args: Any) -> int:
        nonlocal checks
        found = requeue_stale(*args)
        checks += 1
        return found

    store.requeue_stale = counted  # type: ignore[method-assign]

    async def scenario() -> None:
        analysis_id = store.enqueue(make_doc())
        assert store.claim("a-worker-that-was-killed") is not None
        before = value("klartext_requeues_total", reason="stale")
        pool = WorkerPool(store, EchoExplainer(), SETTINGS, recover_on_start=False, heartbeat=0.05, stale_after=0.4)
        await pool.start()
        await until(lambda: checks >= 3, "the pool never looked for stale claims")
        assert store.get(analysis_id).status == "running"  # type: ignore[union-attr]  # looked at: not stale yet
        now[0] += 1.0  # the claim is older than stale_after now
        record = await pool.wait_for(analysis_id, GUARD_SECONDS)
        await pool.stop()
        assert record is not None and record.status == "completed"
        assert value("klartext_requeues_total", reason="stale") == before + 1

    try:
        asyncio.run(scenario())
    finally:
        store.close()


def test_heartbeat_and_stale_come_from_the_settings() -> None:
    env = {"KLARTEXT_WORKERS": "0", "KLARTEXT_HEARTBEAT_SECONDS": "2", "KLARTEXT_STALE_SECONDS": "9"}
    settings = Settings.from_env(env)
    pool = WorkerPool(None, EchoExplainer(), settings)  # type: ignore[arg-type]
    assert (settings.workers, pool.heartbeat, pool.stale_after, pool.recover_on_start) == (0, 2.0, 9.0, False)


@pytest.mark.slow
def test_drain_lets_the_analysis_in_progress_finish(store: SQLiteStore) -> None:
    async def scenario() -> None:
        claims, stage = value("klartext_claims_total"), value("klartext_stage_duration_seconds_count", stage="explain")
        pool = WorkerPool(store, EchoExplainer(delay=0.3), SETTINGS)
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        while pool.busy == 0:
            await asyncio.sleep(0.01)
        assert value("klartext_workers_busy") == 1
        waiting = store.enqueue(make_doc("de"))
        await pool.stop(drain=5)
        assert store.get(analysis_id).status == "completed"  # type: ignore[union-attr]
        assert store.get(waiting).status == "queued"  # type: ignore[union-attr]  # not claimed while draining
        assert value("klartext_claims_total") == claims + 1
        assert value("klartext_stage_duration_seconds_count", stage="explain") == stage + 1
        assert value("klartext_workers_busy") == 0

    asyncio.run(scenario())


def test_stop_without_drain_leaves_the_analysis_running(store: SQLiteStore) -> None:
    async def scenario() -> None:
        explainer = EchoExplainer()
        explainer.block = True
        pool = WorkerPool(store, explainer, SETTINGS)
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        while pool.busy == 0:
            await asyncio.sleep(0.01)
        await pool.stop()
        assert store.get(analysis_id).status == "running"  # type: ignore[union-attr]
        assert pool.busy == 0

    asyncio.run(scenario())


def test_a_worker_whose_claim_was_taken_over_leaves_the_analysis_and_takes_new_work(store: SQLiteStore) -> None:
    """Stalled past the stale time, its analysis requeued and claimed elsewhere: the next heartbeat
    finds the claim gone; the worker stops that work (nothing stored, no failure recorded) and is free."""

    async def scenario() -> None:
        lost = value("klartext_claims_lost_total")
        explainer = EchoExplainer()
        explainer.block = True
        pool = WorkerPool(store, explainer, SETTINGS, recover_on_start=False, heartbeat=0.05, stale_after=3600)
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        while pool.busy == 0:
            await asyncio.sleep(0.01)
        # What the maintenance of another process does to a claim not refreshed in time, then its worker.
        assert store.requeue_stale(-1) == 1
        assert store.claim("elsewhere").id == analysis_id  # type: ignore[union-attr]
        deadline = asyncio.get_running_loop().time() + 5
        while pool.busy:
            assert asyncio.get_running_loop().time() < deadline, "the worker kept the lost analysis"
            await asyncio.sleep(0.01)
        assert value("klartext_claims_lost_total") == lost + 1
        record = store.get(analysis_id)
        assert record is not None and (record.status, record.result, record.error_key) == ("running", None, None)

        explainer.block = False
        explainer.release.set()
        following = store.enqueue(make_doc("de"))
        pool.notify()
        while store.get(following).status != "completed":  # type: ignore[union-attr]
            assert asyncio.get_running_loop().time() < deadline + 5
            await asyncio.sleep(0.01)
        await pool.stop()
        assert store.get(analysis_id).status == "running"  # type: ignore[union-attr]  # still the other worker's

    asyncio.run(scenario())
