"""SQLite implementation of the Store: one file, WAL mode, one connection per thread.

Requests enqueue and read, workers claim and complete; both sides may be different processes
on the same file. WAL lets readers run while one writer writes; the busy timeout makes writers
queue up instead of failing. Claiming is a single ``UPDATE ... RETURNING`` statement, which
SQLite executes under its write lock, so two claimers can never take the same analysis.

Privacy: only the anonymized ``PreparedDocument`` is stored, and it is deleted as soon as the
analysis is completed or failed (the result keeps just the clause texts it shows). ``retain``
deletes the result (the last anonymized text) after the text retention period and the whole
entry after the entry retention period. ``secure_delete`` zeroes what is deleted, and the WAL is
truncated afterwards, so deleted text does not linger in the file's free pages or old WAL frames.

A full disk (SQLITE_FULL) or a failing one (SQLITE_IOERR) raises ``StoreUnavailable``: requests are
answered "busy, try again", what is stored stays readable (SQLite rolls the failed write back), and
writes work again as soon as there is space, without a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import math
import secrets
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from app.models import AnalysisResult, PreparedDocument
from app.store import codec, migrations
from app.store.base import Job, QueueStats, Record, StoreUnavailable, TaskRecord, UploadLink

log = logging.getLogger("klartext.store")

# 128 random bits, 22 characters of secrets.token_urlsafe: they match models.ANALYSIS_ID_PATTERN.
ID_BYTES = 16

# A job whose worker crashed this many times is failed instead of requeued: one poisonous
# document must not take the service down in a loop.
MAX_ATTEMPTS = 3

BUSY_TIMEOUT_MS = 10_000

# Primary result codes of a write the disk refused: out of space, or an I/O error (SQLite reports some
# ENOSPC cases so). Seconds after which a busy answer suggests trying again: space takes a while to return.
_DISK_ERRORS = {sqlite3.SQLITE_FULL: "SQLITE_FULL", sqlite3.SQLITE_IOERR: "SQLITE_IOERR"}
DISK_RETRY_AFTER = 30


# --------------------------------------------------------------------------- store


def _rollback(conn: sqlite3.Connection) -> None:
    """Roll back the open transaction, if SQLite has not already (it does after SQLITE_FULL): a second
    error here would hide the first."""
    if conn.in_transaction:
        conn.execute("ROLLBACK")


F = TypeVar("F", bound=Callable[..., Any])


def _in_use(method: F) -> F:
    """Count the call as in flight, so ``close`` waits for it instead of closing its connection.

    Closing an SQLite connection while another thread runs a statement on it crashes the process
    (seen: the retention task still in its thread when the stdio transport shut down).
    """

    @functools.wraps(method)
    def wrapper(self: SQLiteStore, *args: Any, **kwargs: Any) -> Any:
        with self._idle:
            if self._closed:
                raise RuntimeError("store is closed")
            self._active += 1
        try:
            return method(self, *args, **kwargs)
        except sqlite3.DatabaseError as exc:
            name = _DISK_ERRORS.get(getattr(exc, "sqlite_errorcode", 0) & 0xFF)
            if name is None:
                raise
            log.warning("database not writable: %s", name)
            raise StoreUnavailable(retry_after=DISK_RETRY_AFTER) from exc
        finally:
            with self._idle:
                self._active -= 1
                self._idle.notify_all()

    return wrapper  # type: ignore[return-value]


class SQLiteStore:
    def __init__(self, path: Path | str, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path)
        self.clock = clock
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        self._idle = threading.Condition()
        self._active = 0
        self._closed = False
        conn = self._conn()
        conn.execute("PRAGMA journal_mode=WAL")
        migrations.apply(conn)

    # -- connections

    def _conn(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            if self._closed:
                raise RuntimeError("store is closed")
            # check_same_thread=False only so close() can close connections of other threads;
            # each connection is still used by the thread that opened it.
            conn = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000
            )
            conn.row_factory = sqlite3.Row
            conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA synchronous=NORMAL")  # safe with WAL; a power cut loses at most the last commits
            conn.execute("PRAGMA secure_delete=ON")  # per connection: every writer must zero what it frees
            self._local.conn = conn
            with self._lock:
                self._connections.append(conn)
        return conn

    def close(self, timeout: float = 30.0) -> None:
        """Refuse new calls, wait for the ones in flight (other threads), then close every connection."""
        with self._idle:
            self._closed = True
            self._idle.wait_for(lambda: self._active == 0, timeout)
        with self._lock:
            connections, self._connections = self._connections, []
        for conn in connections:
            conn.close()
        self._local = threading.local()

    # -- Store protocol

    @_in_use
    def enqueue(self, document: PreparedDocument, dedupe_key: str | None = None) -> str:
        analysis_id = secrets.token_urlsafe(ID_BYTES)
        now = self.clock()
        conn = self._conn()
        insert = (
            "INSERT INTO analyses (id, status, language, progress, document, created_at, updated_at, dedupe_key)"
            " VALUES (?, 'queued', ?, 0, ?, ?, ?, ?)"
        )
        values = (analysis_id, document.explanation_language, codec.encode_document(document), now, now, dedupe_key)
        if dedupe_key is None:
            conn.execute(insert, values)
            return analysis_id
        # Look up and insert under one write lock: identical requests arriving together (even in
        # different processes) get the same analysis instead of one job each.
        conn.execute("BEGIN IMMEDIATE")
        try:
            row = conn.execute(
                "SELECT id FROM analyses WHERE dedupe_key = ? AND status IN ('queued', 'running', 'completed')"
                " AND text_deleted_at IS NULL ORDER BY created_at DESC LIMIT 1",
                (dedupe_key,),
            ).fetchone()
            if row is None:
                conn.execute(insert, values)
            conn.execute("COMMIT")
        except BaseException:
            _rollback(conn)
            raise
        return analysis_id if row is None else str(row["id"])

    @_in_use
    def get(self, analysis_id: str) -> Record | None:
        row = (
            self._conn()
            .execute(
                f"SELECT {codec.RECORD_COLUMNS} FROM analyses WHERE id = ?",
                (analysis_id,),
            )
            .fetchone()
        )
        if row is None:
            return None
        return codec.record_of(row)

    @_in_use
    def claim(self, worker: str) -> Job | None:
        now = self.clock()
        row = (
            self._conn()
            .execute(
                "UPDATE analyses SET status = 'running', attempts = attempts + 1, progress = 0, stage = NULL,"
                " worker = ?, claimed_at = ?, updated_at = ?"
                " WHERE id = (SELECT id FROM analyses WHERE status = 'queued' ORDER BY created_at, rowid LIMIT 1)"
                " AND status = 'queued'"
                " RETURNING id, document, attempts",
                (worker, now, now),
            )
            .fetchone()
        )
        if row is None:
            return None
        return Job(id=row["id"], document=codec.decode_document(row["document"]), attempts=row["attempts"])

    @_in_use
    def progress(self, analysis_id: str, progress: float, stage: str | None = None) -> None:
        # Never backwards: reports may arrive out of order (batches finish in any order, threads race).
        share = min(1.0, max(0.0, progress))
        self._conn().execute(
            "UPDATE analyses SET progress = ?, stage = COALESCE(?, stage), updated_at = ?"
            " WHERE id = ? AND status = 'running' AND progress <= ?",
            (share, stage, self.clock(), analysis_id, share),
        )

    @_in_use
    def complete(self, analysis_id: str, result: AnalysisResult, reusable: bool = True) -> None:
        """Store the result. ``reusable=False`` (e.g. an LLM fallback) keeps it from answering duplicates."""
        # Also from 'queued': a worker whose claim was requeued as stale may still finish first.
        self._conn().execute(
            "UPDATE analyses SET status = 'completed', progress = 1, result = ?, error_key = NULL, document = NULL,"
            " dedupe_key = CASE WHEN ? THEN dedupe_key END, updated_at = ? WHERE id = ? AND status IN ('queued', 'running')",
            (codec.encode_result(result), reusable, self.clock(), analysis_id),
        )

    @_in_use
    def fail(self, analysis_id: str, error_key: str) -> None:
        # A failure is never reused: the next identical request gets a fresh attempt.
        self._conn().execute(
            "UPDATE analyses SET status = 'failed', error_key = ?, document = NULL, dedupe_key = NULL, updated_at = ?"
            " WHERE id = ? AND status IN ('queued', 'running')",
            (error_key, self.clock(), analysis_id),
        )

    @_in_use
    def requeue_stale(self, older_than_seconds: float) -> int:
        now = self.clock()
        cutoff = now - older_than_seconds
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(
                "UPDATE analyses SET status = 'failed', error_key = 'analysis_failed', document = NULL,"
                " dedupe_key = NULL, updated_at = ? WHERE status = 'running' AND claimed_at <= ? AND attempts >= ?",
                (now, cutoff, MAX_ATTEMPTS),
            )
            requeued = conn.execute(
                "UPDATE analyses SET status = 'queued', progress = 0, stage = NULL, worker = NULL, claimed_at = NULL,"
                " updated_at = ?"
                " WHERE status = 'running' AND claimed_at <= ?",
                (now, cutoff),
            ).rowcount
            conn.execute("COMMIT")
        except BaseException:
            _rollback(conn)
            raise
        return requeued

    @_in_use
    def heartbeat(self, analysis_id: str, worker: str) -> bool:
        """A running job's worker is alive: keeps its claim from looking stale (False: no longer its claim)."""
        return (
            self._conn()
            .execute(
                "UPDATE analyses SET claimed_at = ? WHERE id = ? AND status = 'running' AND worker = ?",
                (self.clock(), analysis_id, worker),
            )
            .rowcount
            > 0
        )

    @_in_use
    def queue_depth(self) -> int:
        row = self._conn().execute("SELECT count(*) AS n FROM analyses WHERE status = 'queued'").fetchone()
        return int(row["n"])

    @_in_use
    def queue_stats(self) -> QueueStats:
        row = (
            self._conn()
            .execute("SELECT count(*) AS n, min(created_at) AS oldest FROM analyses WHERE status = 'queued'")
            .fetchone()
        )
        oldest = row["oldest"]
        return QueueStats(int(row["n"]), 0.0 if oldest is None else max(0.0, self.clock() - float(oldest)))

    def work_mark(self) -> int:
        return 0  # no notifications between processes: nothing to miss

    async def wait_for_work(self, timeout: float, since: int | None = None) -> None:
        # No notifications between processes: the caller polls (work of its own process wakes it sooner).
        await asyncio.sleep(max(0.0, timeout))

    def finish_mark(self) -> int:
        return 0  # polled: nothing to miss

    async def wait_for_finish(self, analysis_id: str, timeout: float, since: int | None = None) -> None:
        await asyncio.sleep(max(0.0, timeout))  # polled, as wait_for_work

    @_in_use
    def count_hits(self, key: str, window_seconds: float, now: float) -> tuple[int, int]:
        start = math.floor(now / window_seconds) * window_seconds
        # One statement under SQLite's write lock: atomic across threads and processes.
        row = (
            self._conn()
            .execute(
                "INSERT INTO rate_counts (key, window_start, hits) VALUES (?, ?, 1)"
                " ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1"
                " RETURNING hits, (SELECT hits FROM rate_counts WHERE key = ? AND window_start = ?) AS previous",
                (key, start, key, start - window_seconds),
            )
            .fetchone()
        )
        return int(row["hits"]), int(row["previous"] or 0)

    @_in_use
    def uncount_hit(self, key: str, window_seconds: float, now: float) -> None:
        start = math.floor(now / window_seconds) * window_seconds
        self._conn().execute(
            "UPDATE rate_counts SET hits = hits - 1 WHERE key = ? AND window_start = ? AND hits > 0", (key, start)
        )

    @_in_use
    def forget_hits(self, before: float) -> int:
        return self._conn().execute("DELETE FROM rate_counts WHERE window_start < ?", (before,)).rowcount

    @_in_use
    def retain(self, text_seconds: float, entry_seconds: float) -> tuple[int, int]:
        """Apply retention by creation time; returns (texts deleted, entries deleted).

        After ``text_seconds`` the anonymized document and the result go (an analysis not finished
        by then fails as expired); after ``entry_seconds`` the whole row goes.
        """
        now = self.clock()
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            texts = conn.execute(
                "UPDATE analyses SET document = NULL, result = NULL, dedupe_key = NULL, text_deleted_at = ?,"
                " error_key = CASE WHEN status IN ('queued', 'running') THEN 'analysis_expired' ELSE error_key END,"
                " status = CASE WHEN status IN ('queued', 'running') THEN 'failed' ELSE status END"
                " WHERE text_deleted_at IS NULL AND created_at <= ?",
                (now, now - text_seconds),
            ).rowcount
            entries = conn.execute("DELETE FROM analyses WHERE created_at <= ?", (now - entry_seconds,)).rowcount
            # A task lives as long as an entry; one whose analysis is gone is of no use either.
            conn.execute(
                "DELETE FROM tasks WHERE created_at <= ?"
                " OR (analysis_id IS NOT NULL AND analysis_id NOT IN (SELECT id FROM analyses))",
                (now - entry_seconds,),
            )
            conn.execute("COMMIT")
        except BaseException:
            _rollback(conn)
            raise
        if texts or entries:
            self._truncate_wal()
        return texts, entries

    def _truncate_wal(self) -> None:
        # Old page versions stay in the WAL file until it is overwritten; TRUNCATE copies the
        # zeroed pages into the database and empties the WAL. Best effort: a reader in another
        # process can keep it from completing, and the next run tries again.
        with contextlib.suppress(sqlite3.Error):
            self._conn().execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()

    @_in_use
    def create_task(
        self, analysis_id: str | None, language: str, ttl_ms: int | None, stage: str | None = None
    ) -> TaskRecord:
        now = self.clock()
        task = TaskRecord(secrets.token_urlsafe(ID_BYTES), analysis_id, language, now, now, ttl_ms, stage)
        self._conn().execute(
            "INSERT INTO tasks (id, analysis_id, language, created_at, updated_at, ttl_ms, stage)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (task.id, task.analysis_id, language, now, now, task.ttl_ms, task.stage),
        )
        return task

    @_in_use
    def get_task(self, task_id: str) -> TaskRecord | None:
        row = (
            self._conn()
            .execute(
                f"SELECT {codec.TASK_COLUMNS} FROM tasks WHERE id = ?",
                (task_id,),
            )
            .fetchone()
        )
        if row is None:
            return None
        return codec.task_of(row)

    @_in_use
    def update_task(
        self, task_id: str, *, analysis_id: str | None = None, stage: str | None = None, error: str | None = None
    ) -> None:
        self._conn().execute(
            "UPDATE tasks SET analysis_id = COALESCE(?, analysis_id), stage = COALESCE(?, stage),"
            " error = COALESCE(?, error), updated_at = ? WHERE id = ?",
            (analysis_id, stage, error, self.clock(), task_id),
        )

    @_in_use
    def cancel_task(self, task_id: str) -> TaskRecord | None:
        now = self.clock()
        self._conn().execute(
            "UPDATE tasks SET cancelled_at = ?, updated_at = ? WHERE id = ? AND cancelled_at IS NULL",
            (now, now, task_id),
        )
        return self.get_task(task_id)

    # -- upload links (app.uploads)

    @_in_use
    def create_upload_link(
        self, token_hash: str, analysis_hash: str, language: str, now: float, expires_at: float
    ) -> UploadLink:
        self._conn().execute(
            "INSERT INTO upload_links (token_hash, analysis_hash, language, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
            (token_hash, analysis_hash, language, now, expires_at),
        )
        return UploadLink(analysis_hash, language, now, expires_at)

    @_in_use
    def upload_link(self, token_hash: str) -> UploadLink | None:
        row = self._conn().execute(f"SELECT {LINK_COLUMNS} WHERE token_hash = ?", (token_hash,)).fetchone()
        return link_of(row)

    @_in_use
    def upload_link_of(self, analysis_hash: str) -> UploadLink | None:
        row = self._conn().execute(f"SELECT {LINK_COLUMNS} WHERE analysis_hash = ?", (analysis_hash,)).fetchone()
        return link_of(row)

    @_in_use
    def use_upload_link(self, token_hash: str, now: float) -> UploadLink | None:
        # One statement under SQLite's write lock: two uploads with one token (any process) get it once.
        row = (
            self._conn()
            .execute(
                "UPDATE upload_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?"
                " RETURNING analysis_hash, language, created_at, expires_at, used_at, target_id",
                (now, token_hash, now),
            )
            .fetchone()
        )
        return link_of(row)

    @_in_use
    def release_upload_link(self, token_hash: str) -> None:
        self._conn().execute(
            "UPDATE upload_links SET used_at = NULL WHERE token_hash = ? AND target_id IS NULL", (token_hash,)
        )

    @_in_use
    def finish_upload_link(self, token_hash: str, target_id: str) -> None:
        self._conn().execute("UPDATE upload_links SET target_id = ? WHERE token_hash = ?", (target_id, token_hash))

    @_in_use
    def forget_upload_links(self, before: float) -> int:
        return self._conn().execute("DELETE FROM upload_links WHERE created_at < ?", (before,)).rowcount

    @_in_use
    def check_writable(self) -> None:
        """Raises if the database cannot be written (used by /readyz)."""
        self._conn().execute("INSERT OR REPLACE INTO health (id, checked_at) VALUES (1, ?)", (self.clock(),))

    # -- maintenance (not part of the protocol)

    @_in_use
    def purge(self, older_than_seconds: float) -> int:
        """Delete finished analyses last touched longer ago than this; returns how many."""
        cutoff = self.clock() - older_than_seconds
        deleted = (
            self._conn()
            .execute("DELETE FROM analyses WHERE status IN ('completed', 'failed') AND updated_at <= ?", (cutoff,))
            .rowcount
        )
        if deleted:
            self._truncate_wal()
        return deleted

    @_in_use
    def counts(self) -> dict[str, int]:
        """Analyses per status (for health checks and the busy limit)."""
        rows = self._conn().execute("SELECT status, count(*) AS n FROM analyses GROUP BY status").fetchall()
        return {row["status"]: row["n"] for row in rows}


LINK_COLUMNS = "analysis_hash, language, created_at, expires_at, used_at, target_id FROM upload_links"


def link_of(row: Any) -> UploadLink | None:
    """An upload_links row (SQLite's or PostgreSQL's: both read by column name) as an UploadLink."""
    if row is None:
        return None
    used_at = row["used_at"]
    return UploadLink(
        analysis_hash=str(row["analysis_hash"]),
        language=str(row["language"]),
        created_at=float(row["created_at"]),
        expires_at=float(row["expires_at"]),
        used_at=float(used_at) if used_at is not None else None,
        target_id=str(row["target_id"]) if row["target_id"] is not None else None,
    )
