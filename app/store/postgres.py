"""PostgreSQL implementation of the Store (``KLARTEXT_DATABASE_URL=postgresql://...``).

Any number of API replicas and worker processes share one database. psycopg 3 with a
connection pool; every method borrows a connection for one statement or one transaction.

- Claim: ``UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED)``: concurrent claimers
  skip each other's rows instead of waiting, and never take the same analysis.
- Wake-ups: ``enqueue`` and ``requeue_stale`` send ``NOTIFY klartext_jobs`` (delivered at
  commit, no payload); one listener thread per store wakes the workers awaiting
  ``wait_for_work``. Lost connections are re-established; meanwhile waiters fall back to polling.
- Dedupe: a unique partial index on ``dedupe_key``: two replicas inserting the same document at
  once make one analysis (``INSERT ... ON CONFLICT DO NOTHING``, then read the winner).
- Retention: as in SQLite. PostgreSQL keeps deleted rows as dead tuples until (auto)vacuum and
  in its WAL and backups until they rotate: see README, "PostgreSQL".

Privacy: as SQLite, only the anonymized document and the result are stored; nothing from a
document is logged (errors are logged by type only).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import math
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool, PoolTimeout

from app.models import AnalysisResult, PreparedDocument
from app.store import codec, migrations
from app.store.base import Job, QueueStats, Record, StoreUnavailable, TaskRecord, UploadLink
from app.store.sqlite import ID_BYTES, LINK_COLUMNS, MAX_ATTEMPTS, link_of

log = logging.getLogger("klartext.store")

CHANNEL = "klartext_jobs"
# complete and fail send the analysis id here: a request waiting for it on another replica wakes.
DONE_CHANNEL = "klartext_done"
# Listening: wait this long for a notification before claiming anyway (a notification sent while
# the listener reconnected is lost; the claim finds the work then).
LISTEN_FALLBACK_SECONDS = 15.0
POOL_MAX = 10
POOL_TIMEOUT_SECONDS = 3.0
CONNECT_TIMEOUT_SECONDS = 5
COUNTS_POOL_TIMEOUT_SECONDS = 0.5


def is_postgres_url(url: str | None) -> bool:
    return bool(url) and str(url).startswith(("postgresql://", "postgres://"))


F = TypeVar("F", bound=Callable[..., Any])


def _available(method: F) -> F:
    """A database that cannot be reached raises StoreUnavailable (answered as busy), not a driver error."""

    @functools.wraps(method)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except (psycopg.OperationalError, psycopg.InterfaceError, PoolTimeout) as exc:
            log.warning("database unavailable: %s", type(exc).__name__)
            raise StoreUnavailable() from exc

    return wrapper  # type: ignore[return-value]


class PostgresStore:
    def __init__(
        self,
        url: str,
        clock: Callable[[], float] = time.time,
        *,
        max_size: int = POOL_MAX,
        listen: bool = True,
    ) -> None:
        self.url = url
        self.clock = clock
        self._pool: ConnectionPool[Any] = ConnectionPool(
            url,
            min_size=1,
            max_size=max_size,
            timeout=POOL_TIMEOUT_SECONDS,
            kwargs={"autocommit": True, "row_factory": dict_row, "connect_timeout": CONNECT_TIMEOUT_SECONDS},
            # A connection that died with a database restart is replaced when borrowed, not handed out.
            check=ConnectionPool.check_connection,
            open=True,
            name="klartext",
        )
        with self._pool.connection() as conn:
            migrations.apply_postgres(conn)
        # Rate counts need no durability (a crash forgets a minute of counts), so their commits do
        # not wait for the WAL flush: an fsync per request would cost milliseconds (bench/limiter_cost.py).
        self._counts_pool: ConnectionPool[Any] = ConnectionPool(
            url,
            min_size=0,
            max_size=max(2, max_size // 2),
            # Counted on the event loop (app.transport.guard): never wait long; the limiter counts
            # in the process when the store does not answer.
            timeout=COUNTS_POOL_TIMEOUT_SECONDS,
            kwargs={
                "autocommit": True,
                "row_factory": dict_row,
                "connect_timeout": CONNECT_TIMEOUT_SECONDS,
                "options": "-c synchronous_commit=off",
            },
            # No check on borrow (a round trip per request): a count on a connection that died
            # fails, the limiter counts in the process for a while, and the pool replaces it.
            open=True,
            name="klartext-counts",
        )
        self._closed = False
        self._waiters: set[tuple[asyncio.AbstractEventLoop, asyncio.Event]] = set()
        self._done_waiters: dict[str, set[tuple[asyncio.AbstractEventLoop, asyncio.Event]]] = {}
        self._waiters_lock = threading.Lock()
        self._work_seq = 0  # wake-ups for work so far (``work_mark``), counted under _waiters_lock
        self._done_seq = 0  # finish notifications so far, of any analysis (``finish_mark``), under _waiters_lock
        self._listening = threading.Event()  # the listener holds a LISTENing connection now
        self._listener: threading.Thread | None = None
        self._listen = listen
        self._listener_conn: psycopg.Connection[Any] | None = None

    # -- helpers

    def _one(self, sql: str, params: tuple[Any, ...] = ()) -> dict[str, Any] | None:
        with self._pool.connection() as conn:
            row: dict[str, Any] | None = conn.execute(sql, params).fetchone()
            return row

    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        with self._pool.connection() as conn:
            return int(conn.execute(sql, params).rowcount)

    def close(self, timeout: float = 30.0) -> None:
        self._closed = True
        conn = self._listener_conn
        if conn is not None:
            with contextlib.suppress(Exception):
                conn.cancel_safe(timeout=1.0)
        if self._listener is not None:
            self._listener.join(timeout=5.0)
        self._counts_pool.close(timeout=timeout)
        self._pool.close(timeout=timeout)

    # -- Store protocol

    def enqueue(self, document: PreparedDocument, dedupe_key: str | None = None) -> str:
        now = self.clock()
        encoded = codec.encode_document(document)
        with self._pool.connection() as conn:
            for _ in range(10):
                analysis_id = secrets.token_urlsafe(ID_BYTES)
                with conn.transaction():
                    row = conn.execute(
                        "INSERT INTO analyses (id, status, language, progress, document, created_at, updated_at,"
                        " dedupe_key) VALUES (%s, 'queued', %s, 0, %s, %s, %s, %s)"
                        " ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING RETURNING id",
                        (analysis_id, document.explanation_language, encoded, now, now, dedupe_key),
                    ).fetchone()
                    if row is not None:
                        conn.execute("SELECT pg_notify(%s, '')", (CHANNEL,))  # sent at commit
                        return analysis_id
                    existing = conn.execute("SELECT id FROM analyses WHERE dedupe_key = %s", (dedupe_key,)).fetchone()
                if existing is not None:
                    return str(existing["id"])
                # The holder of the key failed or expired between our insert and our read: again.
        raise RuntimeError("enqueue: the dedupe key kept changing hands")

    def get(self, analysis_id: str) -> Record | None:
        row = self._one(
            f"SELECT {codec.RECORD_COLUMNS} FROM analyses WHERE id = %s",
            (analysis_id,),
        )
        if row is None:
            return None
        return codec.record_of(row)

    def claim(self, worker: str) -> Job | None:
        now = self.clock()
        row = self._one(
            "UPDATE analyses SET status = 'running', attempts = attempts + 1, progress = 0, stage = NULL,"
            " worker = %s, claimed_at = %s, updated_at = %s"
            " WHERE id = (SELECT id FROM analyses WHERE status = 'queued' ORDER BY created_at, seq LIMIT 1"
            " FOR UPDATE SKIP LOCKED)"
            " RETURNING id, document, attempts",
            (worker, now, now),
        )
        if row is None:
            return None
        return Job(id=row["id"], document=codec.decode_document(row["document"]), attempts=row["attempts"])

    def progress(self, analysis_id: str, progress: float, stage: str | None = None) -> None:
        share = min(1.0, max(0.0, progress))
        self._run(
            "UPDATE analyses SET progress = %s, stage = COALESCE(%s, stage), updated_at = %s"
            " WHERE id = %s AND status = 'running' AND progress <= %s",
            (share, stage, self.clock(), analysis_id, share),
        )

    def complete(self, analysis_id: str, result: AnalysisResult, reusable: bool = True) -> None:
        # One statement: the update and the notification (sent at its commit) of those waiting.
        self._run(
            "WITH done AS (UPDATE analyses SET status = 'completed', progress = 1, result = %s, error_key = NULL,"
            " document = NULL, dedupe_key = CASE WHEN %s THEN dedupe_key END, updated_at = %s"
            " WHERE id = %s AND status IN ('queued', 'running') RETURNING id)"
            " SELECT pg_notify(%s, id) FROM done",
            (codec.encode_result(result), reusable, self.clock(), analysis_id, DONE_CHANNEL),
        )

    def fail(self, analysis_id: str, error_key: str) -> None:
        self._run(
            "WITH done AS (UPDATE analyses SET status = 'failed', error_key = %s, document = NULL, dedupe_key = NULL,"
            " updated_at = %s WHERE id = %s AND status IN ('queued', 'running') RETURNING id)"
            " SELECT pg_notify(%s, id) FROM done",
            (error_key, self.clock(), analysis_id, DONE_CHANNEL),
        )

    def requeue_stale(self, older_than_seconds: float) -> int:
        now = self.clock()
        cutoff = now - older_than_seconds
        with self._pool.connection() as conn, conn.transaction():
            conn.execute(
                "UPDATE analyses SET status = 'failed', error_key = 'analysis_failed', document = NULL,"
                " dedupe_key = NULL, updated_at = %s WHERE status = 'running' AND claimed_at <= %s AND attempts >= %s",
                (now, cutoff, MAX_ATTEMPTS),
            )
            requeued = conn.execute(
                "UPDATE analyses SET status = 'queued', progress = 0, stage = NULL, worker = NULL, claimed_at = NULL,"
                " updated_at = %s WHERE status = 'running' AND claimed_at <= %s",
                (now, cutoff),
            ).rowcount
            if requeued:
                conn.execute("SELECT pg_notify(%s, '')", (CHANNEL,))
        return int(requeued)

    def heartbeat(self, analysis_id: str, worker: str) -> bool:
        return (
            self._run(
                "UPDATE analyses SET claimed_at = %s WHERE id = %s AND status = 'running' AND worker = %s",
                (self.clock(), analysis_id, worker),
            )
            > 0
        )

    def queue_depth(self) -> int:
        row = self._one("SELECT count(*) AS n FROM analyses WHERE status = 'queued'")
        return int(row["n"]) if row else 0

    def queue_stats(self) -> QueueStats:
        row = self._one("SELECT count(*) AS n, min(created_at) AS oldest FROM analyses WHERE status = 'queued'")
        if row is None or row["oldest"] is None:
            return QueueStats(int(row["n"]) if row else 0, 0.0)
        return QueueStats(int(row["n"]), max(0.0, self.clock() - float(row["oldest"])))

    def count_hits(self, key: str, window_seconds: float, now: float) -> tuple[int, int]:
        start = math.floor(now / window_seconds) * window_seconds
        with self._counts_pool.connection() as conn:
            row = conn.execute(
                "INSERT INTO rate_counts AS c (key, window_start, hits) VALUES (%s, %s, 1)"
                " ON CONFLICT (key, window_start) DO UPDATE SET hits = c.hits + 1"
                " RETURNING hits, (SELECT hits FROM rate_counts WHERE key = %s AND window_start = %s) AS previous",
                (key, start, key, start - window_seconds),
            ).fetchone()
        assert row is not None
        return int(row["hits"]), int(row["previous"] or 0)

    def uncount_hit(self, key: str, window_seconds: float, now: float) -> None:
        start = math.floor(now / window_seconds) * window_seconds
        with self._counts_pool.connection() as conn:
            conn.execute(
                "UPDATE rate_counts SET hits = hits - 1 WHERE key = %s AND window_start = %s AND hits > 0", (key, start)
            )

    def forget_hits(self, before: float) -> int:
        with self._counts_pool.connection() as conn:
            return int(conn.execute("DELETE FROM rate_counts WHERE window_start < %s", (before,)).rowcount)

    def retain(self, text_seconds: float, entry_seconds: float) -> tuple[int, int]:
        now = self.clock()
        with self._pool.connection() as conn:
            with conn.transaction():
                texts = conn.execute(
                    "UPDATE analyses SET document = NULL, result = NULL, dedupe_key = NULL, text_deleted_at = %s,"
                    " error_key = CASE WHEN status IN ('queued', 'running') THEN 'analysis_expired' ELSE error_key END,"
                    " status = CASE WHEN status IN ('queued', 'running') THEN 'failed' ELSE status END"
                    " WHERE text_deleted_at IS NULL AND created_at <= %s",
                    (now, now - text_seconds),
                ).rowcount
                entries = conn.execute("DELETE FROM analyses WHERE created_at <= %s", (now - entry_seconds,)).rowcount
                conn.execute(
                    "DELETE FROM tasks WHERE created_at <= %s OR (analysis_id IS NOT NULL"
                    " AND NOT EXISTS (SELECT 1 FROM analyses a WHERE a.id = tasks.analysis_id))",
                    (now - entry_seconds,),
                )
            if texts or entries:
                self._vacuum(conn)
        return texts, entries

    def _vacuum(self, conn: psycopg.Connection[Any]) -> None:
        # Makes the deleted rows' space reusable now rather than at autovacuum's next visit. The
        # bytes stay in the table's free space until overwritten, and in WAL and backups (README).
        try:
            conn.execute("VACUUM analyses, tasks")
        except psycopg.Error as exc:  # e.g. not the owner: autovacuum does it later
            log.warning("vacuum after retention failed: %s", type(exc).__name__)

    def create_task(
        self, analysis_id: str | None, language: str, ttl_ms: int | None, stage: str | None = None
    ) -> TaskRecord:
        now = self.clock()
        task = TaskRecord(secrets.token_urlsafe(ID_BYTES), analysis_id, language, now, now, ttl_ms, stage)
        self._run(
            "INSERT INTO tasks (id, analysis_id, language, created_at, updated_at, ttl_ms, stage)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s)",
            (task.id, task.analysis_id, language, now, now, task.ttl_ms, task.stage),
        )
        return task

    def get_task(self, task_id: str) -> TaskRecord | None:
        row = self._one(
            f"SELECT {codec.TASK_COLUMNS} FROM tasks WHERE id = %s",
            (task_id,),
        )
        if row is None:
            return None
        return codec.task_of(row)

    def update_task(
        self, task_id: str, *, analysis_id: str | None = None, stage: str | None = None, error: str | None = None
    ) -> None:
        self._run(
            "UPDATE tasks SET analysis_id = COALESCE(%s, analysis_id), stage = COALESCE(%s, stage),"
            " error = COALESCE(%s, error), updated_at = %s WHERE id = %s",
            (analysis_id, stage, error, self.clock(), task_id),
        )

    def cancel_task(self, task_id: str) -> TaskRecord | None:
        now = self.clock()
        self._run(
            "UPDATE tasks SET cancelled_at = %s, updated_at = %s WHERE id = %s AND cancelled_at IS NULL",
            (now, now, task_id),
        )
        return self.get_task(task_id)

    # -- upload links (app.uploads)

    def create_upload_link(
        self, token_hash: str, analysis_hash: str, language: str, now: float, expires_at: float
    ) -> UploadLink:
        self._run(
            "INSERT INTO upload_links (token_hash, analysis_hash, language, created_at, expires_at)"
            " VALUES (%s, %s, %s, %s, %s)",
            (token_hash, analysis_hash, language, now, expires_at),
        )
        return UploadLink(analysis_hash, language, now, expires_at)

    def upload_link(self, token_hash: str) -> UploadLink | None:
        return link_of(self._one(f"SELECT {LINK_COLUMNS} WHERE token_hash = %s", (token_hash,)))

    def upload_link_of(self, analysis_hash: str) -> UploadLink | None:
        return link_of(self._one(f"SELECT {LINK_COLUMNS} WHERE analysis_hash = %s", (analysis_hash,)))

    def use_upload_link(self, token_hash: str, now: float) -> UploadLink | None:
        # The row lock of the UPDATE: two replicas taking one token at once, one of them gets it.
        return link_of(
            self._one(
                "UPDATE upload_links SET used_at = %s WHERE token_hash = %s AND used_at IS NULL AND expires_at > %s"
                " RETURNING analysis_hash, language, created_at, expires_at, used_at, target_id",
                (now, token_hash, now),
            )
        )

    def release_upload_link(self, token_hash: str) -> None:
        self._run("UPDATE upload_links SET used_at = NULL WHERE token_hash = %s AND target_id IS NULL", (token_hash,))

    def finish_upload_link(self, token_hash: str, target_id: str) -> None:
        self._run("UPDATE upload_links SET target_id = %s WHERE token_hash = %s", (target_id, token_hash))

    def forget_upload_links(self, before: float) -> int:
        return self._run("DELETE FROM upload_links WHERE created_at < %s", (before,))

    def check_writable(self) -> None:
        """Raises if the database cannot be written (down, unreachable, a read-only standby)."""
        self._run(
            "INSERT INTO health (id, checked_at) VALUES (1, %s)"
            " ON CONFLICT (id) DO UPDATE SET checked_at = EXCLUDED.checked_at",
            (self.clock(),),
        )

    # -- wake-ups

    def work_mark(self) -> int:
        with self._waiters_lock:
            return self._work_seq

    async def wait_for_work(self, timeout: float, since: int | None = None) -> None:
        if not self._listen or self._closed:
            await asyncio.sleep(max(0.0, timeout))
            return
        self._start_listener()
        loop = asyncio.get_running_loop()
        event = asyncio.Event()
        entry = (loop, event)
        with self._waiters_lock:
            self._waiters.add(entry)
            # A wake-up between the caller's mark (taken before its claim) and now found no waiter to set: the
            # work it announced may be there, so there is nothing to wait for. One after this sets the event.
            missed = since is not None and self._work_seq != since
        try:
            if missed:
                return
            # Listening, a notification comes as soon as work does: wait longer than a poll would.
            limit = max(timeout, LISTEN_FALLBACK_SECONDS) if self._listening.is_set() else timeout
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), max(0.0, limit))
        finally:
            with self._waiters_lock:
                self._waiters.discard(entry)

    def finish_mark(self) -> int:
        with self._waiters_lock:
            return self._done_seq

    async def wait_for_finish(self, analysis_id: str, timeout: float, since: int | None = None) -> None:
        if not self._listen or self._closed:
            await asyncio.sleep(max(0.0, timeout))
            return
        self._start_listener()
        entry = (asyncio.get_running_loop(), asyncio.Event())
        with self._waiters_lock:
            self._done_waiters.setdefault(analysis_id, set()).add(entry)
            # Some analysis finished between the caller's mark (taken before it read the record) and now: it may be
            # this one, whose notification found no waiter. Return, the caller reads the record again.
            missed = since is not None and self._done_seq != since
        try:
            if missed:
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(entry[1].wait(), max(0.0, timeout))
        finally:
            with self._waiters_lock:
                waiting = self._done_waiters.get(analysis_id, set())
                waiting.discard(entry)
                if not waiting:
                    self._done_waiters.pop(analysis_id, None)

    def _wake_done(self, analysis_id: str) -> None:
        with self._waiters_lock:
            self._done_seq += 1
            waiters = list(self._done_waiters.get(analysis_id, ()))
        for loop, event in waiters:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(event.set)

    def _start_listener(self) -> None:
        with self._waiters_lock:
            if self._listener is None:
                self._listener = threading.Thread(target=self._listen_loop, name="klartext-listen", daemon=True)
                self._listener.start()

    def _wake_all(self) -> None:
        with self._waiters_lock:
            self._work_seq += 1
            waiters = list(self._waiters)
        for loop, event in waiters:
            with contextlib.suppress(RuntimeError):  # a loop that closed meanwhile
                loop.call_soon_threadsafe(event.set)

    def _listen_loop(self) -> None:
        backoff = 0.5
        while not self._closed:
            try:
                with psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_SECONDS) as conn:
                    self._listener_conn = conn
                    conn.execute(f"LISTEN {CHANNEL}")
                    conn.execute(f"LISTEN {DONE_CHANNEL}")
                    backoff = 0.5
                    self._wake_all()  # work may have come (or finished) while nobody listened
                    with self._waiters_lock:
                        self._done_seq += 1
                        finished = list(self._done_waiters)
                    for analysis_id in finished:
                        self._wake_done(analysis_id)
                    # Only now: a waiter that saw "listening" is not woken by the catch-up above.
                    self._listening.set()
                    while not self._closed:
                        for notify in conn.notifies(timeout=1.0, stop_after=1):
                            if notify.channel == DONE_CHANNEL:
                                self._wake_done(notify.payload)
                            else:
                                self._wake_all()
            except Exception as exc:
                if self._closed:
                    break
                log.warning("listening for work failed (%s); polling until reconnected", type(exc).__name__)
            finally:
                self._listening.clear()
                self._listener_conn = None
            if not self._closed:
                time.sleep(backoff)
                backoff = min(backoff * 2, 10.0)

    # -- maintenance (not part of the protocol)

    def purge(self, older_than_seconds: float) -> int:
        cutoff = self.clock() - older_than_seconds
        with self._pool.connection() as conn:
            deleted = conn.execute(
                "DELETE FROM analyses WHERE status IN ('completed', 'failed') AND updated_at <= %s", (cutoff,)
            ).rowcount
            if deleted:
                self._vacuum(conn)
        return int(deleted)

    def counts(self) -> dict[str, int]:
        with self._pool.connection() as conn:
            rows = conn.execute("SELECT status, count(*) AS n FROM analyses GROUP BY status").fetchall()
        return {row["status"]: int(row["n"]) for row in rows}


for _name in (
    "enqueue", "get", "claim", "progress", "complete", "fail", "requeue_stale", "heartbeat", "queue_depth",
    "queue_stats", "count_hits", "uncount_hit", "forget_hits", "retain", "create_task", "get_task", "update_task",
    "cancel_task", "check_writable", "purge", "counts",
):  # fmt: skip
    setattr(PostgresStore, _name, _available(getattr(PostgresStore, _name)))
for _name in (
    "create_upload_link", "upload_link", "upload_link_of", "use_upload_link", "release_upload_link",
    "finish_upload_link", "forget_upload_links",
):  # fmt: skip
    setattr(PostgresStore, _name, _available(getattr(PostgresStore, _name)))
