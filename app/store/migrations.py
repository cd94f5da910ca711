"""Numbered schema migrations, recorded in the ``migrations`` table.

Append new steps at the end; never edit a step that has shipped. Each step runs in its own
transaction together with the row that records it, so a crash leaves no half-applied step.
"""

from __future__ import annotations

import sqlite3
import time

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
)


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


def _statements(sql: str) -> list[str]:
    # executescript() would commit our open transaction; split instead (no ';' inside our DDL strings).
    return [part.strip() for part in sql.split(";") if part.strip()]
