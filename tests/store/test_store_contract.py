"""The Store contract, run against both stores: SQLite on a temporary file and PostgreSQL in a
throwaway cluster the suite starts itself (tests/support/postgres.py).

A second store object on the same database stands for another replica or worker process.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from app.config import Settings
from app.jobs.worker import WorkerPool
from app.models import PreparedDocument
from app.store import migrations
from app.store.postgres import PostgresStore
from app.store.sqlite import MAX_ATTEMPTS, SQLiteStore
from tests.support.documents import prepared
from tests.support.postgres import PostgresServer
from tests.support.results import stored_result

KINDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.slow)]
Opener = Callable[[], Any]


class Clock:
    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def doc(n: int = 0, language: str = "de") -> PreparedDocument:
    return prepared([f"§ 1 Miete\nDie Miete beträgt [BETRAG] ({n}).\n", "§ 2 Kaution\nDrei Monatsmieten."], language)


@pytest.fixture(scope="session")
def pg_url(postgres_server: PostgresServer) -> str:
    return postgres_server.create_database("contract")


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture(params=KINDS)
def opener(request: pytest.FixtureRequest, tmp_path: Path, clock: Clock) -> Iterator[Opener]:
    """Opens another store on the same (empty at the start) database: another process, as it were."""
    opened: list[Any] = []
    if request.param == "sqlite":

        def open_one() -> Any:
            opened.append(SQLiteStore(tmp_path / "k.sqlite3", clock=clock))
            return opened[-1]
    else:
        url = request.getfixturevalue("pg_url")
        with psycopg.connect(url, autocommit=True) as conn:
            exists = conn.execute("SELECT to_regclass('analyses')").fetchone()
            if exists and exists[0]:
                conn.execute("TRUNCATE analyses, tasks, rate_counts, health")

        def open_one() -> Any:
            opened.append(PostgresStore(url, clock=clock))
            return opened[-1]

    yield open_one
    for store in opened:
        store.close()


@pytest.fixture
def store(opener: Opener) -> Any:
    return opener()


def test_enqueue_get_claim_complete(store: Any, clock: Clock) -> None:
    first = store.enqueue(doc(1, "en"))
    clock.now += 1
    second = store.enqueue(doc(2))
    record = store.get(first)
    assert (record.status, record.language, record.progress, record.created_at) == ("queued", "en", 0, 1_000_000.0)
    assert store.get("nope") is None
    job = store.claim("w1")
    assert (job.id, job.document, job.attempts) == (first, doc(1, "en"), 1)  # oldest first, document round-trips
    assert store.get(first).status == "running"
    store.progress(first, 0.5, "clauses:1:2")
    store.progress(first, 0.25, "late")  # never backwards
    record = store.get(first)
    assert (record.progress, record.stage) == (0.5, "clauses:1:2")
    store.complete(first, stored_result(first, "fine"))
    record = store.get(first)
    assert (record.status, record.progress, record.result.summary) == ("completed", 1, "fine")
    assert store.claim("w1").id == second
    assert store.claim("w1") is None


def test_fail_keeps_the_message_key(store: Any) -> None:
    analysis_id = store.enqueue(doc())
    store.claim("w")
    store.fail(analysis_id, "analysis_failed")
    record = store.get(analysis_id)
    assert (record.status, record.error_key, record.result) == ("failed", "analysis_failed", None)
    store.complete(analysis_id, stored_result(analysis_id))  # a finished analysis stays as it is
    assert store.get(analysis_id).status == "failed"


def test_stale_claims_are_requeued_unless_the_worker_beats(store: Any, clock: Clock) -> None:
    alive = store.enqueue(doc(1))
    clock.now += 1
    dead = store.enqueue(doc(2))
    assert (store.claim("a").id, store.claim("b").id) == (alive, dead)
    clock.now += 200
    # The heartbeat is the worker's: another worker's name does not refresh the claim.
    assert store.heartbeat(alive, "a") is True
    assert store.heartbeat(alive, "b") is False
    clock.now += 200
    assert store.requeue_stale(300) == 1
    assert store.get(dead).status == "queued"
    assert store.get(alive).status == "running"


@pytest.mark.parametrize("late_first", [False, True])
def test_a_worker_that_lost_its_claim_and_the_one_that_took_over_store_one_result(
    store: Any, clock: Clock, late_first: bool
) -> None:
    """A worker stalls past the stale time, its analysis is requeued and claimed by another; both
    finish. The analysis is completed once: the first result stays, the second completion changes nothing."""
    analysis_id = store.enqueue(doc())
    assert store.claim("stalled").id == analysis_id
    clock.now += 1000
    assert store.requeue_stale(300) == 1
    assert store.claim("fresh").id == analysis_id
    assert store.heartbeat(analysis_id, "stalled") is False  # the stalled worker's beat keeps nothing
    assert store.heartbeat(analysis_id, "fresh") is True
    order = [("stalled", "late"), ("fresh", "on time")]
    if not late_first:
        order.reverse()
    for _, summary in order:
        store.complete(analysis_id, stored_result(analysis_id, summary))
    record = store.get(analysis_id)
    assert (record.status, record.result.summary) == ("completed", order[0][1])
    assert store.claim("any") is None and store.queue_depth() == 0


def test_a_job_that_keeps_crashing_its_worker_fails(store: Any, clock: Clock) -> None:
    analysis_id = store.enqueue(doc())
    for _ in range(MAX_ATTEMPTS):
        assert store.claim("w").id == analysis_id
        clock.now += 1000
        store.requeue_stale(300)
    record = store.get(analysis_id)
    assert (record.status, record.error_key) == ("failed", "analysis_failed")


def test_dedupe(store: Any) -> None:
    first = store.enqueue(doc(), dedupe_key="k")
    assert store.enqueue(doc(), dedupe_key="k") == first  # queued
    store.claim("w")
    assert store.enqueue(doc(), dedupe_key="k") == first  # running
    store.complete(first, stored_result(first))
    assert store.enqueue(doc(), dedupe_key="k") == first  # completed
    assert store.enqueue(doc(), dedupe_key="other") != first
    failing = store.enqueue(doc(), dedupe_key="f")
    store.fail(failing, "analysis_failed")
    assert store.enqueue(doc(), dedupe_key="f") != failing  # a failure is never reused
    lesser = store.enqueue(doc(), dedupe_key="l")
    store.complete(lesser, stored_result(lesser), reusable=False)
    assert store.enqueue(doc(), dedupe_key="l") != lesser


def test_identical_documents_at_once_on_two_replicas_make_one_analysis(opener: Opener) -> None:
    replicas = [opener(), opener()]
    ids: list[str] = []
    barrier = threading.Barrier(8)

    def send(n: int) -> None:
        barrier.wait()
        ids.append(replicas[n % 2].enqueue(doc(), dedupe_key="same"))

    threads = [threading.Thread(target=send, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(ids) == 8 and len(set(ids)) == 1
    assert replicas[0].queue_depth() == 1


def test_two_concurrent_claimers_never_get_the_same_job(opener: Opener) -> None:
    producer = opener()
    jobs = {producer.enqueue(doc(n)) for n in range(60)}
    claimers = [opener(), opener()]
    claimed: list[list[str]] = [[], [], [], []]
    # Each worker holds its first job until all four hold one, so the claims
    # overlap whatever the scheduler does (one thread could drain 60 jobs alone).
    all_hold_one = threading.Barrier(4, timeout=60)

    def work(n: int) -> None:
        store = claimers[n % 2]
        while (job := store.claim(f"w{n}")) is not None:
            claimed[n].append(job.id)
            if len(claimed[n]) == 1:
                all_hold_one.wait()
            store.complete(job.id, stored_result(job.id))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    everything = [i for part in claimed for i in part]
    assert sorted(everything) == sorted(jobs)  # each exactly once
    assert all(claimed)  # four claims were open at the same moment, none shared


def test_retention_deletes_texts_then_entries_and_their_tasks(store: Any, clock: Clock) -> None:
    old = store.enqueue(doc(1), dedupe_key="old")
    store.claim("w")
    store.complete(old, stored_result(old))
    waiting = store.enqueue(doc(2))
    task = store.create_task(old, "de", None)
    clock.now += 8 * 86400
    fresh = store.enqueue(doc(3))
    assert store.retain(7 * 86400, 30 * 86400) == (2, 0)
    record = store.get(old)
    assert (record.status, record.result, record.expired) == ("completed", None, True)
    record = store.get(waiting)
    assert (record.status, record.error_key, record.expired) == ("failed", "analysis_expired", True)
    assert store.enqueue(doc(1), dedupe_key="old") != old  # the key went with the text
    assert store.get(fresh).expired is False
    clock.now += 23 * 86400
    assert store.retain(7 * 86400, 30 * 86400) == (2, 2)  # texts of the two of day 8; the two old entries
    assert store.get(old) is None and store.get(waiting) is None
    assert store.get_task(task.id) is None


def test_tasks(store: Any, clock: Clock) -> None:
    task = store.create_task(None, "fr", 60_000, stage="reading")
    assert store.get_task(task.id) == task
    analysis_id = store.enqueue(doc())
    clock.now += 2
    store.update_task(task.id, analysis_id=analysis_id)
    store.update_task(task.id, stage="queued")
    got = store.get_task(task.id)
    assert (got.analysis_id, got.stage, got.updated_at, got.ttl_ms) == (analysis_id, "queued", clock.now, 60_000)
    store.update_task(task.id, error='{"isError": true}')
    cancelled = store.cancel_task(task.id)
    assert (cancelled.cancelled_at, cancelled.error) == (clock.now, '{"isError": true}')
    clock.now += 1
    assert store.cancel_task(task.id).cancelled_at == cancelled.cancelled_at  # once
    assert store.get_task("nope") is None and store.cancel_task("nope") is None


def test_queue_depth_and_stats(store: Any, clock: Clock) -> None:
    assert (store.queue_depth(), store.queue_stats().depth, store.queue_stats().oldest_age_seconds) == (0, 0, 0.0)
    store.enqueue(doc(1))
    clock.now += 30
    store.enqueue(doc(2))
    clock.now += 12
    stats = store.queue_stats()
    assert (store.queue_depth(), stats.depth, stats.oldest_age_seconds) == (2, 2, 42.0)
    store.check_writable()


def test_hit_counts_are_windowed_and_exact_under_concurrency(opener: Opener) -> None:
    a, b = opener(), opener()
    now = 6_000.0  # start of a 60 s window
    assert a.count_hits("k", 60, now) == (1, 0)
    assert b.count_hits("k", 60, now + 59) == (2, 0)
    a.uncount_hit("k", 60, now + 59)
    assert a.count_hits("other", 60, now) == (1, 0)
    assert b.count_hits("k", 60, now + 61) == (1, 1)  # next window: the previous one's count comes along
    threads = [
        threading.Thread(target=lambda s=s: [s.count_hits("c", 60, now) for _ in range(50)]) for s in (a, b, a, b)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert a.count_hits("c", 60, now) == (201, 0)
    assert a.forget_hits(now + 60) == 3  # "k", "other" and "c" of the first window
    assert b.count_hits("k", 60, now + 61) == (2, 0)  # the second window's "k" stays


def test_migrations_are_recorded_and_applied_once(store: Any, opener: Opener) -> None:
    opener()  # a second start applies nothing new
    if isinstance(store, SQLiteStore):
        rows = store._conn().execute("SELECT number FROM migrations ORDER BY number").fetchall()
        numbers = [r[0] for r in rows]
    else:
        with psycopg.connect(store.url) as conn:
            numbers = [r[0] for r in conn.execute("SELECT number FROM migrations ORDER BY number")]
    assert numbers == [m[0] for m in migrations.MIGRATIONS] == [m[0] for m in migrations.POSTGRES_MIGRATIONS]


# PostgreSQL waiters are given a timeout no test run reaches: only a notification can end their
# wait before GUARD_SECONDS, the test's own deadline (a failure guard against a hang, not a measure).
NEVER_SECONDS = 600.0
GUARD_SECONDS = 60.0
SQLITE_POLL_SECONDS = 0.3


async def until_listening(store: Any) -> None:
    """Starts a PostgreSQL store's listener and waits until it LISTENs (nothing to wait for on SQLite)."""
    if isinstance(store, PostgresStore):
        await store.wait_for_work(0.01)  # starts the listener
        deadline = time.monotonic() + GUARD_SECONDS
        while not store._listening.is_set():
            assert time.monotonic() < deadline, "the listener never listened"
            await asyncio.sleep(0.01)


async def ended_before_the_guard(waiter: asyncio.Task[None]) -> bool:
    done, _ = await asyncio.wait({waiter}, timeout=GUARD_SECONDS)
    waiter.cancel()
    return waiter in done


def test_wait_for_work_wakes_on_work_from_another_process(opener: Opener) -> None:
    waiting, sending = opener(), opener()
    timeout = NEVER_SECONDS if isinstance(waiting, PostgresStore) else SQLITE_POLL_SECONDS

    async def run() -> tuple[bool, float]:
        await until_listening(waiting)
        started = time.monotonic()
        waiter = asyncio.create_task(waiting.wait_for_work(timeout))
        await asyncio.sleep(0)  # the waiter registers before it first awaits: it is waiting now
        await asyncio.to_thread(sending.enqueue, doc())
        woken = await ended_before_the_guard(waiter)
        return woken, time.monotonic() - started

    woken, elapsed = asyncio.run(run())
    # PostgreSQL: by the NOTIFY (its timeout is 600 s); SQLite: by its poll interval.
    assert woken, "not woken before the guard"
    if isinstance(waiting, SQLiteStore):
        assert elapsed >= SQLITE_POLL_SECONDS  # SQLite polls: the timeout passes


class Echo:
    async def explain(self, document: PreparedDocument, facts: Any = None) -> Any:
        from app.models import ClauseText, Engine, Explanation

        return Explanation(
            summary="s",
            category="rental_contract",
            tags=[],
            clauses={f"c{i + 1}": ClauseText(translation="t", explanation="e") for i in range(len(document.segments))},
            engine=Engine(kind="offline"),
        )


@pytest.mark.slow
def test_an_idle_postgres_worker_is_woken_by_a_notification_for_another_replicas_document(
    postgres_server: PostgresServer, tmp_path: Path
) -> None:
    url = postgres_server.create_database()
    worker_store, api_store = PostgresStore(url), PostgresStore(url)
    settings = Settings(data_dir=tmp_path, workers=1)

    async def run() -> None:
        # idle_poll 600 s: only a notification can wake the worker before the test's guard.
        pool = WorkerPool(worker_store, Echo(), settings, idle_poll=NEVER_SECONDS)
        await pool.start()
        try:
            await until_listening(worker_store)  # the worker is idle, listening
            started = time.monotonic()
            analysis_id = await asyncio.to_thread(api_store.enqueue, doc())
            while (await asyncio.to_thread(api_store.get, analysis_id)).status != "completed":
                assert time.monotonic() - started < GUARD_SECONDS, "the idle worker was not woken"
                await asyncio.sleep(0.02)
        finally:
            await pool.stop()

    try:
        asyncio.run(run())
    finally:
        worker_store.close()
        api_store.close()


@pytest.mark.slow
def test_a_replica_starting_on_postgres_leaves_the_other_processes_running_analyses_alone(
    postgres_server: PostgresServer, tmp_path: Path
) -> None:
    from app.store.factory import recovers_on_start
    from app.wiring import open_backend

    url = postgres_server.create_database()
    other = PostgresStore(url)
    running = other.enqueue(doc())
    assert other.claim("other-process-1").id == running
    settings = Settings(data_dir=tmp_path, workers=1, database_url=url)
    assert recovers_on_start(settings) is False and recovers_on_start(Settings(data_dir=tmp_path)) is True

    async def start_and_stop() -> None:
        async with open_backend(settings, explainer=Echo()) as backend:
            assert type(backend.store).__name__ == "PostgresStore"
            await asyncio.sleep(0.3)

    try:
        asyncio.run(start_and_stop())
        assert other.get(running).status == "running"  # still the other process's
    finally:
        other.close()


def test_wait_for_finish_wakes_when_another_process_completes_the_analysis(opener: Opener) -> None:
    waiting, working = opener(), opener()
    analysis_id = working.enqueue(doc())
    working.claim("w")

    timeout = NEVER_SECONDS if isinstance(waiting, PostgresStore) else SQLITE_POLL_SECONDS

    async def run() -> tuple[bool, float]:
        await until_listening(waiting)
        started = time.monotonic()
        waiter = asyncio.create_task(waiting.wait_for_finish(analysis_id, timeout))
        other = asyncio.create_task(waiting.wait_for_finish("another-id", NEVER_SECONDS))
        await asyncio.sleep(0)  # both register before they first await: they are waiting now
        await asyncio.to_thread(working.complete, analysis_id, stored_result(analysis_id))
        woken = await ended_before_the_guard(waiter)
        elapsed = time.monotonic() - started
        assert not other.done()  # only the waiters of this analysis wake
        other.cancel()
        return woken, elapsed

    woken, elapsed = asyncio.run(run())
    assert waiting.get(analysis_id).status == "completed"
    # PostgreSQL: by the NOTIFY (its timeout is 600 s); SQLite: by its poll interval.
    assert woken, "not woken before the guard"
    if isinstance(waiting, SQLiteStore):
        assert elapsed >= SQLITE_POLL_SECONDS  # SQLite is polled


@pytest.mark.slow
def test_a_wake_up_between_a_workers_mark_and_its_wait_is_not_lost(postgres_server: PostgresServer) -> None:
    """The lost wake-up: a worker takes its mark, claims nothing, and work is announced before it waits. The
    notification found no waiter to set; the wait must end at once, not after its 600 s timeout."""
    url = postgres_server.create_database()
    waiting, sending = PostgresStore(url), PostgresStore(url)

    async def run() -> bool:
        await until_listening(waiting)
        mark = waiting.work_mark()  # the worker's mark, taken before its claim
        await asyncio.to_thread(sending.enqueue, doc())  # announced while no one waits
        deadline = time.monotonic() + GUARD_SECONDS
        while waiting.work_mark() == mark:  # the listener has seen the notification (an event, not a sleep)
            assert time.monotonic() < deadline, "the notification never came"
            await asyncio.sleep(0.01)
        waiter = asyncio.create_task(waiting.wait_for_work(NEVER_SECONDS, since=mark))
        return await ended_before_the_guard(waiter)

    try:
        assert asyncio.run(run()), "a wake-up before the wait was lost"
    finally:
        waiting.close()
        sending.close()


@pytest.mark.slow
def test_a_wait_with_a_current_mark_still_waits_for_the_next_wake_up(postgres_server: PostgresServer) -> None:
    """The other side: with nothing announced since the mark the wait does not return at once; the next
    notification ends it."""
    url = postgres_server.create_database()
    waiting, sending = PostgresStore(url), PostgresStore(url)

    async def run() -> tuple[bool, bool]:
        await until_listening(waiting)
        mark = waiting.work_mark()
        waiter = asyncio.create_task(waiting.wait_for_work(NEVER_SECONDS, since=mark))
        await asyncio.sleep(0)  # the waiter registers before it first awaits
        still_waiting = not waiter.done()
        await asyncio.to_thread(sending.enqueue, doc())
        return still_waiting, await ended_before_the_guard(waiter)

    try:
        still_waiting, woken = asyncio.run(run())
    finally:
        waiting.close()
        sending.close()
    assert still_waiting, "returned with nothing announced since the mark"
    assert woken, "not woken by the next notification"


@pytest.mark.slow
def test_a_finish_between_a_readers_mark_and_its_wait_is_not_lost(postgres_server: PostgresServer) -> None:
    """The same lost wake-up for a caller waiting on one analysis: it takes its mark, reads the record (still
    running), and the analysis finishes before it waits. The wait must end at once, not after its 600 s timeout."""
    url = postgres_server.create_database()
    waiting, working = PostgresStore(url), PostgresStore(url)
    analysis_id = working.enqueue(doc())
    working.claim("w")

    async def run() -> bool:
        await until_listening(waiting)
        mark = waiting.finish_mark()  # the caller's mark, taken before it reads the record
        assert waiting.get(analysis_id).status == "running"
        await asyncio.to_thread(working.complete, analysis_id, stored_result(analysis_id))  # no one waits yet
        deadline = time.monotonic() + GUARD_SECONDS
        while waiting.finish_mark() == mark:  # the listener has seen the notification (an event, not a sleep)
            assert time.monotonic() < deadline, "the notification never came"
            await asyncio.sleep(0.01)
        waiter = asyncio.create_task(waiting.wait_for_finish(analysis_id, NEVER_SECONDS, since=mark))
        return await ended_before_the_guard(waiter)

    try:
        assert asyncio.run(run()), "a finish before the wait was lost"
    finally:
        waiting.close()
        working.close()


@pytest.mark.slow
def test_a_finish_wait_with_a_current_mark_waits_for_the_finish(postgres_server: PostgresServer) -> None:
    """With nothing finished since the mark the wait does not return at once; the analysis's finish ends it."""
    url = postgres_server.create_database()
    waiting, working = PostgresStore(url), PostgresStore(url)
    analysis_id = working.enqueue(doc())
    working.claim("w")

    async def run() -> tuple[bool, bool]:
        await until_listening(waiting)
        mark = waiting.finish_mark()
        waiter = asyncio.create_task(waiting.wait_for_finish(analysis_id, NEVER_SECONDS, since=mark))
        await asyncio.sleep(0)  # the waiter registers before it first awaits
        still_waiting = not waiter.done()
        await asyncio.to_thread(working.complete, analysis_id, stored_result(analysis_id))
        return still_waiting, await ended_before_the_guard(waiter)

    try:
        still_waiting, woken = asyncio.run(run())
    finally:
        waiting.close()
        working.close()
    assert still_waiting, "returned with nothing finished since the mark"
    assert woken, "not woken by the analysis's finish"
