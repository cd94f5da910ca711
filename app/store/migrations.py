"""Numbered schema migrations, recorded in the ``migrations`` table, for both stores.

Append new steps at the end; never edit a step that has shipped. Each step runs in its own
transaction together with the row that records it, so a crash leaves no half-applied step.

SQLite and PostgreSQL share the numbers and the way steps are applied (``apply`` and
``apply_postgres``: skip what the table records, run the rest in order). The SQL is per dialect:
steps 1-3 shipped for SQLite before PostgreSQL existed (REAL, rowid), and PostgreSQL needs
other types (DOUBLE PRECISION: its REAL would round timestamps to 4 bytes) and can do more
(a unique index makes dedupe race-safe across replicas). A step added later is added to both
lists under the same number.
"""

from __future__ import annotations

import sqlite3
import time
from typing import Any

MIGRATIONS: tuple[tuple[int, str, str], ...] = (
    (
        1,
        "analyses",
        """
        CREATE TABLE analyses (
            id TEXT PRIMARY KEY,
            status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
            language TEXT NOT NULL,
            progress REAL NOT NULL DEFAULT 0,
            document TEXT,
            result TEXT,
            error_key TEXT,
            attempts INTEGER NOT NULL DEFAULT 0,
            worker TEXT,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            claimed_at REAL
        );
        CREATE INDEX analyses_queue ON analyses (status, created_at);
        """,
    ),
    (
        2,
        "retention_dedupe",
        # dedupe_key: hash of the anonymized document, language and engine, kept only while the
        # result may be reused. text_deleted_at: when retention deleted document and result (the
        # entry stays until it is deleted as a whole, so an old id gets a precise answer).
        # health: one row that /readyz rewrites to prove the file is writable.
        """
        ALTER TABLE analyses ADD COLUMN dedupe_key TEXT;
        ALTER TABLE analyses ADD COLUMN text_deleted_at REAL;
        CREATE INDEX analyses_dedupe ON analyses (dedupe_key) WHERE dedupe_key IS NOT NULL;
        CREATE INDEX analyses_created ON analyses (created_at);
        CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at REAL NOT NULL)
        """,
    ),
    (
        3,
        "stage_tasks",
        # stage: what a running analysis is doing now ("clauses:2:5": batch 2 of 5), next to its
        # share done in progress (app.explain.progress). tasks: MCP tasks (app.transport.mcp.tasks),
        # one per task-augmented call. While the request side still reads the document, a task has
        # no analysis yet and its own stage; a refused document leaves the call's answer in error
        # (a rendered message, never document content). Several tasks may share one analysis
        # (identical documents), so cancelling a task cancels only the task.
        """
        ALTER TABLE analyses ADD COLUMN stage TEXT;
        CREATE TABLE tasks (
            id TEXT PRIMARY KEY,
            analysis_id TEXT,
            language TEXT NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            ttl_ms INTEGER,
            stage TEXT,
            error TEXT,
            cancelled_at REAL
        );
        CREATE INDEX tasks_created ON tasks (created_at)
        """,
    ),
    (
        4,
        "rate_counts",
        # Shared rate limits (app.transport.ratelimit, KLARTEXT_SHARED_LIMITS): requests per client
        # key (a hash, never the address) and fixed window; rows older than two windows are deleted.
        """
        CREATE TABLE rate_counts (
            key TEXT NOT NULL,
            window_start REAL NOT NULL,
            hits INTEGER NOT NULL,
            PRIMARY KEY (key, window_start)
        )
        """,
    ),
    (
        5,
        "upload_links",
        # One-time upload links of explain_document (app.uploads): the token and the analysis id the
        # assistant holds only as their SHA-256 (the token is derived from that id, which the store
        # never sees), the reader's language, when the link stops working, when it was used and the
        # analysis its upload became (target_id). No document content.
        """
        CREATE TABLE upload_links (
            token_hash TEXT PRIMARY KEY,
            analysis_hash TEXT NOT NULL UNIQUE,
            language TEXT NOT NULL,
            created_at REAL NOT NULL,
            expires_at REAL NOT NULL,
            used_at REAL,
            target_id TEXT
        );
        CREATE INDEX upload_links_created ON upload_links (created_at)
        """,
    ),
)

POSTGRES_MIGRATIONS: tuple[tuple[int, str, str], ...] = (
    (
        1,
        "analyses",
        # seq: the order of arrival where created_at ties (SQLite's rowid).
        """
        CREATE TABLE analyses (
            id TEXT PRIMARY KEY,
            seq BIGINT GENERATED ALWAYS AS IDENTITY,
            status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
            language TEXT NOT NULL,
            progress DOUBLE PRECISION NOT NULL DEFAULT 0,
            document TEXT,
            result TEXT,
            error_key TEXT,
            attempts INTEGER NOT NULL DEFAULT 0,
            worker TEXT,
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL,
            claimed_at DOUBLE PRECISION
        );
        CREATE INDEX analyses_queue ON analyses (created_at, seq) WHERE status = 'queued';
        CREATE INDEX analyses_running ON analyses (claimed_at) WHERE status = 'running'
        """,
    ),
    (
        2,
        "retention_dedupe",
        # The unique index is the dedupe across replicas: a key is set only while the analysis is
        # queued, running or completed and reusable (fail, retention and unreusable results clear
        # it), so two identical documents arriving at two replicas at once make one analysis.
        # Autovacuum on this table early: deleted texts become dead tuples until vacuumed.
        """
        ALTER TABLE analyses ADD COLUMN dedupe_key TEXT;
        ALTER TABLE analyses ADD COLUMN text_deleted_at DOUBLE PRECISION;
        CREATE UNIQUE INDEX analyses_dedupe ON analyses (dedupe_key) WHERE dedupe_key IS NOT NULL;
        CREATE INDEX analyses_created ON analyses (created_at);
        ALTER TABLE analyses SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 50);
        CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at DOUBLE PRECISION NOT NULL)
        """,
    ),
    (
        3,
        "stage_tasks",
        """
        ALTER TABLE analyses ADD COLUMN stage TEXT;
        CREATE TABLE tasks (
            id TEXT PRIMARY KEY,
            analysis_id TEXT,
            language TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL,
            ttl_ms BIGINT,
            stage TEXT,
            error TEXT,
            cancelled_at DOUBLE PRECISION
        );
        CREATE INDEX tasks_created ON tasks (created_at)
        """,
    ),
    (
        4,
        "rate_counts",
        """
        CREATE TABLE rate_counts (
            key TEXT NOT NULL,
            window_start DOUBLE PRECISION NOT NULL,
            hits INTEGER NOT NULL,
            PRIMARY KEY (key, window_start)
        )
        """,
    ),
    (
        5,
        "upload_links",
        """
        CREATE TABLE upload_links (
            token_hash TEXT PRIMARY KEY,
            analysis_hash TEXT NOT NULL UNIQUE,
            language TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            expires_at DOUBLE PRECISION NOT NULL,
            used_at DOUBLE PRECISION,
            target_id TEXT
        );
        CREATE INDEX upload_links_created ON upload_links (created_at)
        """,
    ),
)

# Held while PostgreSQL migrations run: replicas starting together apply each step once.
_PG_LOCK = 0x6B6C6172  # "klar"


def apply(conn: sqlite3.Connection) -> list[int]:
    """Apply the missing steps in order; returns the numbers applied now.

    ``conn`` must be in autocommit mode (``isolation_level=None``): transactions are explicit.
    Two processes starting at once are safe: BEGIN IMMEDIATE serializes them and the second
    one re-reads what is applied inside its transaction.
    """
    conn.execute(
        "CREATE TABLE IF NOT EXISTS migrations (number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
    )
    applied_now: list[int] = []
    for number, name, sql in MIGRATIONS:
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("SELECT 1 FROM migrations WHERE number = ?", (number,)).fetchone():
                conn.execute("COMMIT")
                continue
            for statement in _statements(sql):
                conn.execute(statement)
            conn.execute(
                "INSERT INTO migrations (number, name, applied_at) VALUES (?, ?, ?)", (number, name, time.time())
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        applied_now.append(number)
    return applied_now


def apply_postgres(conn: Any) -> list[int]:
    """``apply`` for PostgreSQL: ``conn`` is a psycopg connection in autocommit mode.

    An advisory lock serializes replicas starting at once; each step is one transaction.
    """
    applied_now: list[int] = []
    conn.execute("SELECT pg_advisory_lock(%s)", (_PG_LOCK,))
    try:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS migrations"
            " (number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)"
        )
        for number, name, sql in POSTGRES_MIGRATIONS:
            with conn.transaction():
                if conn.execute("SELECT 1 FROM migrations WHERE number = %s", (number,)).fetchone():
                    continue
                for statement in _statements(sql):
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO migrations (number, name, applied_at) VALUES (%s, %s, %s)", (number, name, time.time())
                )
            applied_now.append(number)
    finally:
        conn.execute("SELECT pg_advisory_unlock(%s)", (_PG_LOCK,))
    return applied_now


def _statements(sql: str) -> list[str]:
    # executescript() would commit our open transaction; split instead (no ';' inside our DDL strings).
    return [part.strip() for part in sql.split(";") if part.strip()]
