"""WorkerPool with the real SQLiteStore and small explainers written for the test.

The explainer is an injected interface (like an httpx transport), so the tests use tiny
real implementations of it instead of mocks.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.config import Settings
from app.jobs import worker
from app.jobs.worker import WorkerPool
from app.models import ClauseText, Engine, Explanation, Facts, PreparedDocument
from app.store.base import StoreUnavailable
from app.store.sqlite import SQLiteStore
from tests.support.documents import prepared

SECRET = "Zeugenaussage-4711"  # a word that must never reach a log


def make_doc(language: str = "en") -> PreparedDocument:
    clauses = [
        "§ 1 Miete\nDie Miete beträgt 850,00 EUR monatlich.\n\n",
        f"§ 2 Kaution\nDie Kaution beträgt drei Monatsmieten. {SECRET}\n",
    ]
    return prepared(clauses, language, removed={"person": 1})


class EchoExplainer:
    """Explains every clause with fixed words; can be slowed down or blocked."""

    def __init__(self, delay: float = 0.0) -> None:
        self.delay = delay
        self.calls: list[str] = []
        self.facts: list[Facts | None] = []
        self.release = asyncio.Event()
        self.block = False

    async def explain(self, doc: PreparedDocument, facts: Facts | None = None) -> Explanation:
        self.calls.append(doc.text)
        self.facts.append(facts)
        if self.block:
            await self.release.wait()
        if self.delay:
            await asyncio.sleep(self.delay)
        return Explanation(
            summary="A lease.",
            category="rental_contract",
            tags=["rent", "deposit"],
            clauses={
                f"c{i + 1}": ClauseText(translation=f"says {i + 1}", explanation=f"matters {i + 1}", topic="rent")
                for i in range(len(doc.segments))
            },
            engine=Engine(kind="offline"),
        )


class BrokenExplainer:
    async def explain(self, doc: PreparedDocument, facts: Facts | None = None) -> Explanation:
        raise ValueError(f"model choked on {doc.text}")


@pytest.fixture
def store(tmp_path: Path):
    s = SQLiteStore(tmp_path / "k.sqlite3")
    yield s
    s.close()


SETTINGS = Settings(workers=2, public_url="https://klartext.example")


def test_an_enqueued_analysis_completes_with_exact_clauses(store: SQLiteStore) -> None:
    async def scenario() -> None:
        pool = WorkerPool(store, EchoExplainer(), SETTINGS)
        await pool.start()
        doc = make_doc()
        analysis_id = store.enqueue(doc)
        pool.notify()
        record = await pool.wait_for(analysis_id, 5)
        await pool.stop()
        assert record is not None and record.status == "completed" and record.result is not None
        result = record.result.model_dump(mode="json")
        assert result["analysis_id"] == analysis_id
        assert [c["original"] for c in result["clauses"]] == [doc.text[s.start : s.end] for s in doc.segments]
        assert result["clauses"][1]["explanation"] == "matters 2"
        assert result["source"] == {"name": "Klartext", "url": "https://klartext.example"}
        assert result["removed_personal_data"] == {"person": 1}

    asyncio.run(scenario())


def test_the_engine_gets_the_facts_the_worker_found_and_only_words_them(store: SQLiteStore) -> None:
    async def scenario() -> None:
        engine = EchoExplainer()
        pool = WorkerPool(store, engine, SETTINGS.with_(workers=1))
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        record = await pool.wait_for(analysis_id, 5)
        await pool.stop()
        assert record is not None and record.result is not None
        [facts] = engine.facts
        # Found once, before the engine ran: the rent the document states, nothing worded yet.
        assert facts is not None and [a.value for a in facts.amounts] == [850.0]
        assert facts.norms == {}  # statutes follow the clauses' topics: added when the result is built
        assert [a.value for a in record.result.amounts] == [850.0]

    asyncio.run(scenario())


# A poll or timeout no test run reaches, and the test's own guard against a hang: what ends a wait
# before the guard is the event under test, not a timeout (no wall-time bound on a busy machine).
NEVER_SECONDS = 600.0
GUARD_SECONDS = 60.0


async def until(condition: Callable[[], bool], what: str) -> None:
    """Waits for ``condition`` (a state the test can see), failing after GUARD_SECONDS."""
    deadline = time.monotonic() + GUARD_SECONDS
    while not condition():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.02)


@pytest.mark.slow
def test_notify_wakes_an_idle_worker_without_waiting_for_the_poll(store: SQLiteStore) -> None:
    found_nothing = threading.Event()
    claim = store.claim

    def claim_and_tell(name: str) -> Any:
        job = claim(name)
        if job is None:
            found_nothing.set()
        return job

    store.claim = claim_and_tell  # type: ignore[method-assign]

    async def scenario() -> None:
        # A 600 s poll: only notify() can bring the worker back before the guard.
        pool = WorkerPool(store, EchoExplainer(), SETTINGS.with_(workers=1), idle_poll=NEVER_SECONDS)
        await pool.start()
        assert await asyncio.to_thread(found_nothing.wait, GUARD_SECONDS)  # the worker found the queue empty
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        record = await pool.wait_for(analysis_id, GUARD_SECONDS)
        await pool.stop()
        assert record is not None and record.status == "completed"

    asyncio.run(scenario())


def test_work_enqueued_by_another_process_is_picked_up_by_polling(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"

    async def scenario() -> None:
        worker_store = SQLiteStore(path)
        pool = WorkerPool(worker_store, EchoExplainer(), SETTINGS.with_(workers=1))
        await pool.start()
        other = SQLiteStore(path)  # the "HTTP process": no way to notify this pool
        analysis_id = other.enqueue(make_doc())
        deadline = time.monotonic() + GUARD_SECONDS
        while (record := other.get(analysis_id)) is not None and record.status != "completed":
            assert time.monotonic() < deadline, "never picked up"
            await asyncio.sleep(0.1)
        await pool.stop()
        other.close()
        worker_store.close()

    asyncio.run(scenario())


def test_a_failing_explainer_marks_the_analysis_failed_and_logs_no_content(
    store: SQLiteStore, caplog: pytest.LogCaptureFixture
) -> None:
    async def scenario() -> None:
        pool = WorkerPool(store, BrokenExplainer(), SETTINGS)
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        record = await pool.wait_for(analysis_id, 5)
        await pool.stop()
        assert record is not None and record.status == "failed" and record.error_key == "analysis_failed"
        assert analysis_id in caplog.text and "ValueError" in caplog.text

    with caplog.at_level(logging.DEBUG):
        asyncio.run(scenario())
    assert SECRET not in caplog.text


@pytest.mark.slow
def test_wait_for_gives_the_running_record_when_time_runs_out(store: SQLiteStore) -> None:
    async def scenario() -> None:
        explainer = EchoExplainer()
        explainer.block = True
        pool = WorkerPool(store, explainer, SETTINGS)
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        # The explainer is blocked until released: only wait_for's own 0.3 s can end this wait.
        record = await asyncio.wait_for(pool.wait_for(analysis_id, 0.3), GUARD_SECONDS)
        assert record is not None and record.status == "running" and 0 < record.progress < 1
        explainer.release.set()
        record = await pool.wait_for(analysis_id, GUARD_SECONDS)
        assert record is not None and record.status == "completed"
        await pool.stop()

    asyncio.run(scenario())


def test_wait_for_an_unknown_id_gives_none_at_once(store: SQLiteStore) -> None:
    async def scenario() -> None:
        pool = WorkerPool(store, EchoExplainer(), SETTINGS)
        await pool.start()
        # At once: not after the 600 s it was given (the guard fails a wait that runs on).
        assert await asyncio.wait_for(pool.wait_for("AAAAAAAAAAAAAAAAAAAAAA", NEVER_SECONDS), GUARD_SECONDS) is None
        await pool.stop()

    asyncio.run(scenario())


@pytest.mark.slow
def test_an_analysis_interrupted_by_stop_completes_after_restart(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"

    async def first_run() -> str:
        store = SQLiteStore(path)
        explainer = EchoExplainer()
        explainer.block = True  # never finishes: the "process" dies mid-analysis
        pool = WorkerPool(store, explainer, SETTINGS)
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        await until(lambda: (r := store.get(analysis_id)) is not None and r.status == "running", "never claimed")
        await pool.stop()
        store.close()
        return analysis_id

    async def second_run(analysis_id: str) -> None:
        store = SQLiteStore(path)
        pool = WorkerPool(store, EchoExplainer(), SETTINGS)
        await pool.start()
        record = await pool.wait_for(analysis_id, 5)
        await pool.stop()
        store.close()
        assert record is not None and record.status == "completed"

    analysis_id = asyncio.run(first_run())
    asyncio.run(second_run(analysis_id))


@pytest.mark.slow
def test_several_workers_explain_every_analysis_exactly_once(store: SQLiteStore) -> None:
    async def scenario() -> None:
        explainer = EchoExplainer(delay=0.05)
        pool = WorkerPool(store, explainer, SETTINGS.with_(workers=3))
        await pool.start()
        ids = [store.enqueue(make_doc()) for _ in range(9)]
        pool.notify()
        records = await asyncio.gather(*(pool.wait_for(i, 10) for i in ids))
        await pool.stop()
        assert all(r is not None and r.status == "completed" for r in records)
        assert len(explainer.calls) == 9

    asyncio.run(scenario())


def test_stop_leaves_no_running_tasks(store: SQLiteStore) -> None:
    async def scenario() -> None:
        pool = WorkerPool(store, EchoExplainer(), SETTINGS.with_(workers=3))
        await pool.start()
        await asyncio.sleep(0.05)
        await pool.stop()
        others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        assert others == []

    asyncio.run(scenario())


@pytest.mark.slow
def test_the_offline_engine_explains_a_queued_lease_in_german(store: SQLiteStore) -> None:
    from app.explain.offline import OfflineExplainer
    from tests.support.documents import LEASE_CLAUSES, prepared_lease

    async def scenario() -> None:
        pool = WorkerPool(store, OfflineExplainer(), SETTINGS)
        await pool.start()
        analysis_id = store.enqueue(prepared_lease(language="de"))
        pool.notify()
        record = await pool.wait_for(analysis_id, 30)
        await pool.stop()
        assert record is not None and record.status == "completed" and record.result is not None
        result = record.result.model_dump(mode="json")
        assert result["engine"]["kind"] == "offline"
        assert result["language"] == "de" and "keine Rechtsberatung" in result["disclaimer"]
        assert [c["original"] for c in result["clauses"]] == LEASE_CLAUSES
        assert all(c["translation"].strip() and c["explanation"].strip() for c in result["clauses"])

    asyncio.run(scenario())


class FullOnComplete:
    """The real store, except that storing a result fails (as on a full disk) ``failures`` times."""

    def __init__(self, inner: SQLiteStore, failures: int) -> None:
        self.inner = inner
        self.failures = failures
        self.attempts = 0

    def complete(self, analysis_id: str, result: Any, reusable: bool = True) -> None:
        self.attempts += 1
        if self.attempts <= self.failures:
            raise StoreUnavailable(retry_after=30)
        self.inner.complete(analysis_id, result, reusable)

    def fail(self, analysis_id: str, error_key: str) -> None:
        raise AssertionError("an analysis whose result waits for room must not be failed")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def test_a_result_that_cannot_be_stored_is_stored_once_there_is_room(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(worker, "STORE_RETRY_FIRST_SECONDS", 0.02)
    full = FullOnComplete(store, failures=3)

    async def scenario() -> None:
        pool = WorkerPool(full, EchoExplainer(), SETTINGS.with_(workers=1))  # type: ignore[arg-type]
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        record = await pool.wait_for(analysis_id, 5)
        await pool.stop()
        assert record is not None and record.status == "completed" and record.result is not None
        assert full.attempts == 4

    asyncio.run(scenario())


def test_a_result_never_stored_is_left_running_for_the_stale_check_then_explained_again(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(worker, "STORE_RETRY_FIRST_SECONDS", 0.02)
    full = FullOnComplete(store, failures=10_000)

    async def scenario() -> None:
        explainer = EchoExplainer()
        pool = WorkerPool(full, explainer, SETTINGS.with_(workers=1), stale_after=0.3, heartbeat=60)  # type: ignore[arg-type]
        await pool.start()
        analysis_id = store.enqueue(make_doc())
        pool.notify()
        await until(lambda: "left to be requeued" in caplog.text, "the worker never gave up storing")
        record = store.get(analysis_id)
        assert record is not None and record.status == "running"  # not lost, not failed
        full.failures = 0  # room again
        # Requeued once its heartbeat is older than stale_after (0.3 s): a state to wait for, not a sleep.
        await until(lambda: pool.requeue_stale() == 1, "never requeued as stale")
        pool.notify()
        record = await pool.wait_for(analysis_id, 5)
        await pool.stop()
        assert record is not None and record.status == "completed"
        assert len(explainer.calls) == 2

    with caplog.at_level(logging.INFO):
        asyncio.run(scenario())
    assert SECRET not in caplog.text
