"""Retention (text after 7 days, entry after 30) and dedupe, on real SQLite files."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import httpx
import pytest

from app.config import Settings
from app.store.base import dedupe_key
from app.store.sqlite import SQLiteStore
from tests.support.documents import prepared_lease
from tests.support.processes import run_cli
from tests.support.results import stored_result
from tests.support.server import live_klartext

DAY = 86_400.0
MARKER = "Zitronenfalter-Klausel-7731"


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def marked_lease() -> tuple[object, str]:
    doc = prepared_lease()
    text = doc.text.replace("Mietsache", MARKER)
    return replace(doc, text=text), text


def file_bytes(data_dir: Path) -> bytes:
    """Everything SQLite keeps on disk for the database: the file, its WAL and shared memory."""
    return b"".join(p.read_bytes() for p in sorted(data_dir.glob("k.sqlite3*")))


def finished_store(tmp_path: Path, clock: Clock) -> tuple[SQLiteStore, str]:
    store = SQLiteStore(tmp_path / "k.sqlite3", clock=clock)
    doc, text = marked_lease()
    analysis_id = store.enqueue(doc, "key-1")  # type: ignore[arg-type]
    assert store.claim("w") is not None
    store.complete(analysis_id, stored_result(analysis_id, original=text[:200]))
    return store, analysis_id


def test_text_goes_after_7_days_and_the_entry_after_30(tmp_path: Path) -> None:
    clock = Clock(1_700_000_000.0)
    store, analysis_id = finished_store(tmp_path, clock)
    assert MARKER.encode() in file_bytes(tmp_path)

    clock.now += 6.9 * DAY
    assert store.retain(7 * DAY, 30 * DAY) == (0, 0)
    record = store.get(analysis_id)
    assert record is not None and record.result is not None and not record.expired

    clock.now += 0.2 * DAY
    assert store.retain(7 * DAY, 30 * DAY) == (1, 0)
    record = store.get(analysis_id)
    assert record is not None and record.expired and record.result is None and record.status == "completed"
    # Not just unreachable: the bytes are gone from the database file and its WAL.
    assert MARKER.encode() not in file_bytes(tmp_path)
    # A retained key is gone too: the same document makes a new analysis.
    doc, _ = marked_lease()
    assert store.enqueue(doc, "key-1") != analysis_id  # type: ignore[arg-type]

    clock.now += 23 * DAY
    assert store.retain(7 * DAY, 30 * DAY) == (1, 1)  # the new one's text, the old one's entry
    assert store.get(analysis_id) is None
    store.close()


def test_an_analysis_still_unfinished_after_the_text_period_fails_as_expired(tmp_path: Path) -> None:
    clock = Clock(1_700_000_000.0)
    store = SQLiteStore(tmp_path / "k.sqlite3", clock=clock)
    doc, _ = marked_lease()
    analysis_id = store.enqueue(doc)  # type: ignore[arg-type]
    clock.now += 8 * DAY
    assert store.retain(7 * DAY, 30 * DAY) == (1, 0)
    record = store.get(analysis_id)
    assert record is not None and record.status == "failed" and record.expired
    assert store.claim("w") is None
    assert MARKER.encode() not in file_bytes(tmp_path)
    store.close()


def test_dedupe_returns_the_same_analysis_until_it_fails(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "k.sqlite3")
    doc = prepared_lease()
    key = dedupe_key(doc, "offline")
    first = store.enqueue(doc, key)
    assert store.enqueue(doc, key) == first  # queued
    assert store.claim("w") is not None
    assert store.enqueue(doc, key) == first  # running
    store.complete(first, stored_result(first))
    assert store.enqueue(doc, key) == first  # completed and retained
    # Another language, another engine: another analysis.
    assert store.enqueue(prepared_lease("de"), dedupe_key(prepared_lease("de"), "offline")) != first
    assert dedupe_key(doc, "llm:m") != key
    # A result that should not be reused (an LLM fallback) and a failure never answer duplicates.
    second_doc = replace(doc, warnings=("x",))
    second = store.enqueue(second_doc, dedupe_key(second_doc, "offline"))
    store.claim("w")
    store.claim("w")
    store.complete(second, stored_result(second, "fallback"), reusable=False)
    assert store.enqueue(second_doc, dedupe_key(second_doc, "offline")) != second
    store.close()


@pytest.mark.slow
def test_the_server_deletes_on_schedule_and_says_so(tmp_path: Path, settings: Settings) -> None:
    """The worker pool's maintenance task applies retention; get_explanation then explains why."""
    clock = Clock(time.time() - 8 * DAY)
    data = settings.data_dir
    store = SQLiteStore(data / "klartext.sqlite3", clock=clock)
    old, _ = finished_store_at(store)
    clock.now = time.time()
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "get_explanation", "arguments": {"analysis_id": old}},
    }
    with live_klartext(settings, store=store) as url:
        deadline = time.monotonic() + 20
        while True:  # the maintenance task runs once at start, in the background
            result = httpx.post(f"{url}/api/mcp", json=call, timeout=10).json()["result"]
            if result["isError"] or time.monotonic() > deadline:
                break
            time.sleep(0.1)
    store.close()
    assert result["isError"] is True
    assert "7 days" in result["content"][0]["text"] and "deleted" in result["content"][0]["text"]
    assert MARKER.encode() not in b"".join(p.read_bytes() for p in data.glob("klartext.sqlite3*"))


def finished_store_at(store: SQLiteStore) -> tuple[str, str]:
    doc, text = marked_lease()
    analysis_id = store.enqueue(doc)  # type: ignore[arg-type]
    store.claim("w")
    store.complete(analysis_id, stored_result(analysis_id, original=text[:200]))
    return analysis_id, text


@pytest.mark.slow
def test_purge_command_applies_the_configured_retention(tmp_path: Path) -> None:
    clock = Clock(time.time() - 3 * DAY)
    store = SQLiteStore(tmp_path / "klartext.sqlite3", clock=clock)
    analysis_id, _ = finished_store_at(store)
    store.close()
    kept = run_cli("purge", KLARTEXT_DATA_DIR=str(tmp_path))
    assert kept.returncode == 0 and "texts of 0 analyses" in kept.stdout
    done = run_cli("purge", KLARTEXT_DATA_DIR=str(tmp_path), KLARTEXT_RETENTION_TEXT_DAYS="2")
    assert done.returncode == 0, done.stderr
    assert "texts of 1 analyses older than 2 days" in done.stdout
    store = SQLiteStore(tmp_path / "klartext.sqlite3")
    record = store.get(analysis_id)
    store.close()
    assert record is not None and record.expired
    assert MARKER.encode() not in b"".join(p.read_bytes() for p in tmp_path.glob("klartext.sqlite3*"))
