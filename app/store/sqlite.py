"""SQLite implementation of the Store: one file, WAL mode, one connection per thread.

Requests enqueue and read, workers claim and complete; both sides may be different processes
on the same file. WAL lets readers run while one writer writes; the busy timeout makes writers
queue up instead of failing. Claiming is a single ``UPDATE ... RETURNING`` statement, which
SQLite executes under its write lock, so two claimers can never take the same analysis.

Privacy: only the anonymized ``PreparedDocument`` is stored, and it is deleted as soon as the
analysis is completed or failed (the result keeps just the clause texts it shows).
"""

from __future__ import annotations

import json
import re
import secrets
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.models import PreparedDocument, Segment
from app.store import migrations
from app.store.base import Job, Record

# secrets.token_urlsafe(16): 128 random bits, 22 characters. Transports validate ids with this
# before touching the store.
ANALYSIS_ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{22}$")

# A job whose worker crashed this many times is failed instead of requeued: one poisonous
# document must not take the service down in a loop.
MAX_ATTEMPTS = 3

BUSY_TIMEOUT_MS = 10_000


# --------------------------------------------------------------------------- PreparedDocument <-> JSON


def document_to_json(doc: PreparedDocument) -> str:
    return json.dumps(
        {
            "text": doc.text,
            "segments": [{"start": s.start, "end": s.end, "heading": s.heading} for s in doc.segments],
            "language": doc.language,
            "document_language": doc.document_language,
            "page_starts": list(doc.page_starts),
            "removed": doc.removed,
            "warnings": list(doc.warnings),
        },
        ensure_ascii=False,
    )


def document_from_json(raw: str) -> PreparedDocument:
    data = json.loads(raw)
    return PreparedDocument(
        text=data["text"],
        segments=tuple(Segment(s["start"], s["end"], s.get("heading")) for s in data["segments"]),
        language=data["language"],
        document_language=data["document_language"],
        page_starts=tuple(data.get("page_starts", ())),
        removed={str(k): int(v) for k, v in data.get("removed", {}).items()},
        warnings=tuple(data.get("warnings", ())),
    )


# --------------------------------------------------------------------------- store


class SQLiteStore:
    def __init__(self, path: Path | str, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path)
        self.clock = clock
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
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
            self._local.conn = conn
            with self._lock:
                self._connections.append(conn)
        return conn

    def close(self) -> None:
        with self._lock:
            self._closed = True
            connections, self._connections = self._connections, []
        for conn in connections:
            conn.close()
        self._local = threading.local()

    # -- Store protocol

    def enqueue(self, document: PreparedDocument) -> str:
        analysis_id = secrets.token_urlsafe(16)
        now = self.clock()
        self._conn().execute(
            "INSERT INTO analyses (id, status, language, progress, document, created_at, updated_at)"
            " VALUES (?, 'queued', ?, 0, ?, ?, ?)",
            (analysis_id, document.language, document_to_json(document), now, now),
        )
        return analysis_id

    def get(self, analysis_id: str) -> Record | None:
        row = (
            self._conn()
            .execute(
                "SELECT id, status, language, progress, created_at, updated_at, result, error_key FROM analyses WHERE id = ?",
                (analysis_id,),
            )
            .fetchone()
        )
        if row is None:
            return None
        return Record(
            id=row["id"],
            status=row["status"],
            language=row["language"],
            progress=row["progress"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            result=json.loads(row["result"]) if row["result"] is not None else None,
            error_key=row["error_key"],
        )

    def claim(self, worker: str) -> Job | None:
        now = self.clock()
        row = (
            self._conn()
            .execute(
                "UPDATE analyses SET status = 'running', attempts = attempts + 1, progress = 0,"
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
        return Job(id=row["id"], document=document_from_json(row["document"]), attempts=row["attempts"])

    def progress(self, analysis_id: str, progress: float) -> None:
        self._conn().execute(
            "UPDATE analyses SET progress = ?, updated_at = ? WHERE id = ? AND status = 'running'",
            (min(1.0, max(0.0, progress)), self.clock(), analysis_id),
        )

    def complete(self, analysis_id: str, result: dict[str, Any]) -> None:
        # Also from 'queued': a worker whose claim was requeued as stale may still finish first.
        self._conn().execute(
            "UPDATE analyses SET status = 'completed', progress = 1, result = ?, error_key = NULL, document = NULL,"
            " updated_at = ? WHERE id = ? AND status IN ('queued', 'running')",
            (json.dumps(result, ensure_ascii=False), self.clock(), analysis_id),
        )

    def fail(self, analysis_id: str, error_key: str) -> None:
        self._conn().execute(
            "UPDATE analyses SET status = 'failed', error_key = ?, document = NULL, updated_at = ?"
            " WHERE id = ? AND status IN ('queued', 'running')",
            (error_key, self.clock(), analysis_id),
        )

    def requeue_stale(self, older_than_seconds: float) -> int:
        now = self.clock()
        cutoff = now - older_than_seconds
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(
                "UPDATE analyses SET status = 'failed', error_key = 'analysis_failed', document = NULL, updated_at = ?"
                " WHERE status = 'running' AND claimed_at <= ? AND attempts >= ?",
                (now, cutoff, MAX_ATTEMPTS),
            )
            requeued = conn.execute(
                "UPDATE analyses SET status = 'queued', progress = 0, worker = NULL, claimed_at = NULL, updated_at = ?"
                " WHERE status = 'running' AND claimed_at <= ?",
                (now, cutoff),
            ).rowcount
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return requeued

    # -- maintenance (not part of the protocol)

    def purge(self, older_than_seconds: float) -> int:
        """Delete finished analyses last touched longer ago than this; returns how many."""
        cutoff = self.clock() - older_than_seconds
        return (
            self._conn()
            .execute("DELETE FROM analyses WHERE status IN ('completed', 'failed') AND updated_at <= ?", (cutoff,))
            .rowcount
        )

    def counts(self) -> dict[str, int]:
        """Analyses per status (for health checks and the busy limit)."""
        rows = self._conn().execute("SELECT status, count(*) AS n FROM analyses GROUP BY status").fetchall()
        return {row["status"]: row["n"] for row in rows}
