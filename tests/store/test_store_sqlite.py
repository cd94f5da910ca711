"""SQLiteStore on real temporary database files."""

from __future__ import annotations

import json
import re
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from app.models import ANALYSIS_ID_PATTERN, Notice, PreparedDocument
from app.store.base import StoreUnavailable
from app.store.codec import decode_document, encode_document
from app.store.sqlite import DISK_RETRY_AFTER, MAX_ATTEMPTS, SQLiteStore
from tests.support.documents import prepared
from tests.support.results import stored_result


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def make_doc(language: str = "de") -> PreparedDocument:
    clauses = ["§ 1 Miete\nDie Miete beträgt [BETRAG].\n", "§ 2 Kaution\nDrei Monatsmieten."]
    return prepared(
        clauses, language, page_starts=(0, len(clauses[0])), removed={"person": 2, "iban": 1},
        warnings=(Notice.of("ocr_low_confidence", pages="1, 3"), Notice.of("x", n=Notice.of("y", m=2.5)), "old text"),
    )  # fmt: skip


@pytest.fixture
def store(tmp_path: Path):
    s = SQLiteStore(tmp_path / "k.sqlite3")
    yield s
    s.close()


def test_prepared_document_round_trips_through_json() -> None:
    doc = make_doc()
    assert decode_document(encode_document(doc)) == doc


def test_a_document_stored_before_notices_keeps_its_warnings_as_text() -> None:
    data = json.loads(encode_document(make_doc()))
    assert data["warnings"][0] == {"key": "ocr_low_confidence", "params": {"pages": "1, 3"}}
    data["warnings"] = ["Seite 3 ist schwer zu lesen."]
    assert decode_document(json.dumps(data)).warnings == ("Seite 3 ist schwer zu lesen.",)


def test_a_stored_result_this_version_cannot_read_reads_as_no_result(store: SQLiteStore) -> None:
    analysis_id = store.enqueue(make_doc())
    store.claim("w")
    store.complete(analysis_id, stored_result(analysis_id))
    store._conn().execute("UPDATE analyses SET result = '{\"summary\": 1}' WHERE id = ?", (analysis_id,))
    record = store.get(analysis_id)
    assert record is not None and record.status == "completed" and record.result is None


def test_enqueue_returns_unguessable_id_and_queued_record(store: SQLiteStore) -> None:
    first, second = store.enqueue(make_doc()), store.enqueue(make_doc())
    assert first != second
    assert re.match(ANALYSIS_ID_PATTERN, first) and len(first) == 22  # 128 random bits
    record = store.get(first)
    assert record is not None
    assert (record.status, record.language, record.progress, record.result) == ("queued", "de", 0.0, None)


def test_unknown_id_gives_none(store: SQLiteStore) -> None:
    assert store.get("AAAAAAAAAAAAAAAAAAAAAA") is None


def test_claim_takes_oldest_and_returns_the_document(tmp_path: Path) -> None:
    clock = Clock()
    store = SQLiteStore(tmp_path / "k.sqlite3", clock=clock)
    old = store.enqueue(make_doc(language="en"))
    clock.now += 1
    store.enqueue(make_doc(language="fr"))
    job = store.claim("w1")
    assert job is not None
    assert job.id == old
    assert job.attempts == 1
    assert job.document == make_doc(language="en")
    record = store.get(old)
    assert record is not None and record.status == "running"
    store.close()


def test_claim_on_empty_queue_gives_none(store: SQLiteStore) -> None:
    assert store.claim("w1") is None


def test_progress_complete_and_fail_are_visible_in_get(store: SQLiteStore) -> None:
    ok, bad = store.enqueue(make_doc()), store.enqueue(make_doc())
    assert store.claim("w") is not None and store.claim("w") is not None
    store.progress(ok, 0.5)
    record = store.get(ok)
    assert record is not None and record.progress == 0.5
    store.complete(ok, stored_result(ok, "Miete und Kaution – „kurz“"))
    store.fail(bad, "analysis_failed")
    done, failed = store.get(ok), store.get(bad)
    assert done is not None and done.status == "completed" and done.progress == 1.0
    assert done.result == stored_result(ok, "Miete und Kaution – „kurz“")
    assert failed is not None and failed.status == "failed" and failed.error_key == "analysis_failed"


def test_finished_analyses_no_longer_keep_the_document(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "k.sqlite3")
    ok, bad = store.enqueue(make_doc()), store.enqueue(make_doc())
    store.claim("w")
    store.claim("w")
    store.complete(ok, stored_result(ok, "x"))
    store.fail(bad, "analysis_failed")
    store.close()
    with sqlite3.connect(tmp_path / "k.sqlite3") as conn:
        documents = conn.execute("SELECT document FROM analyses").fetchall()
    assert documents == [(None,), (None,)]


def test_a_completed_analysis_is_not_overwritten_by_a_late_failure(store: SQLiteStore) -> None:
    analysis_id = store.enqueue(make_doc())
    store.claim("w")
    store.complete(analysis_id, stored_result(analysis_id, "x"))
    store.fail(analysis_id, "analysis_failed")
    record = store.get(analysis_id)
    assert record is not None and record.status == "completed" and record.result == stored_result(analysis_id, "x")


def test_two_claimers_never_get_the_same_job(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"
    setup = SQLiteStore(path)
    ids = {setup.enqueue(make_doc()) for _ in range(60)}
    setup.close()
    # Two store objects = two independent connection sets, like two processes on one file.
    stores = [SQLiteStore(path), SQLiteStore(path)]
    claimed: list[list[str]] = [[], [], [], []]
    start = threading.Barrier(4)

    def claimer(slot: int) -> None:
        store = stores[slot % 2]
        start.wait()
        while (job := store.claim(f"w{slot}")) is not None:
            claimed[slot].append(job.id)

    threads = [threading.Thread(target=claimer, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    everything = [i for part in claimed for i in part]
    assert len(everything) == len(set(everything)) == 60
    assert set(everything) == ids
    for s in stores:
        s.close()


def test_data_survives_reopening_the_file(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"
    store = SQLiteStore(path)
    queued = store.enqueue(make_doc())
    done = store.enqueue(make_doc())
    assert store.claim("w") is not None
    assert store.claim("w") is not None
    store.complete(done, stored_result(done))
    store.requeue_stale(0)  # queued again: the first claim's worker is gone
    store.close()

    reopened = SQLiteStore(path)
    record = reopened.get(done)
    assert record is not None and record.result == stored_result(done)
    job = reopened.claim("w2")
    assert job is not None and job.id == queued and job.document == make_doc() and job.attempts == 2
    reopened.close()


def test_migrations_are_recorded_once(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"
    SQLiteStore(path).close()
    SQLiteStore(path).close()
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT number, name FROM migrations").fetchall()
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    assert rows == [
        (1, "analyses"),
        (2, "retention_dedupe"),
        (3, "stage_tasks"),
        (4, "rate_counts"),
        (5, "upload_links"),
    ]
    assert mode == "wal"


def test_requeue_stale_only_touches_old_claims(tmp_path: Path) -> None:
    clock = Clock()
    store = SQLiteStore(tmp_path / "k.sqlite3", clock=clock)
    old = store.enqueue(make_doc())
    store.claim("w")
    clock.now += 100
    fresh = store.enqueue(make_doc())
    store.claim("w")
    clock.now += 10
    assert store.requeue_stale(60) == 1
    old_record, fresh_record = store.get(old), store.get(fresh)
    assert old_record is not None and old_record.status == "queued"
    assert fresh_record is not None and fresh_record.status == "running"
    store.close()


def test_a_job_that_keeps_crashing_its_worker_ends_failed(store: SQLiteStore) -> None:
    analysis_id = store.enqueue(make_doc())
    for _ in range(MAX_ATTEMPTS - 1):
        assert store.claim("w") is not None
        assert store.requeue_stale(0) == 1
    assert store.claim("w") is not None
    assert store.requeue_stale(0) == 0
    record = store.get(analysis_id)
    assert record is not None and record.status == "failed" and record.error_key == "analysis_failed"


def test_store_works_from_many_threads(store: SQLiteStore) -> None:
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(20):
                analysis_id = store.enqueue(make_doc())
                assert store.get(analysis_id) is not None
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert store.counts() == {"queued": 80}


def test_purge_deletes_only_old_finished_analyses(tmp_path: Path) -> None:
    clock = Clock()
    store = SQLiteStore(tmp_path / "k.sqlite3", clock=clock)
    done = store.enqueue(make_doc())
    store.claim("w")
    store.complete(done, stored_result(done, "x"))
    waiting = store.enqueue(make_doc())
    clock.now += 3600
    assert store.purge(1800) == 1
    assert store.get(done) is None
    assert store.get(waiting) is not None
    store.close()


@pytest.mark.slow
def test_close_waits_for_a_call_still_running_in_another_thread(tmp_path: Path) -> None:
    # Closing a connection under a running statement crashed the process at shutdown; close must wait.
    store = SQLiteStore(tmp_path / "k.sqlite3")
    blocker = sqlite3.connect(tmp_path / "k.sqlite3", isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # the next write waits on the busy timeout
    ids: list[str] = []
    writer = threading.Thread(target=lambda: ids.append(store.enqueue(make_doc())))
    writer.start()
    # The enqueue is in flight once it sits in the write that the blocker holds up; a quick read
    # before that write also counts as active, so wait until it stays active.
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if store._active:
            threading.Event().wait(0.2)
            if store._active:
                break
        threading.Event().wait(0.01)
    closer = threading.Thread(target=store.close)
    closer.start()
    closer.join(0.5)
    assert closer.is_alive(), "close returned while a call was still running"
    blocker.execute("ROLLBACK")
    writer.join(10)
    closer.join(10)
    assert not closer.is_alive() and len(ids) == 1
    with pytest.raises(RuntimeError):
        store.get(ids[0])
    blocker.close()


def test_a_full_database_is_unavailable_for_writes_readable_and_writable_again_with_room(store: SQLiteStore) -> None:
    kept = store.enqueue(make_doc())
    conn = store._conn()  # this thread's connection: the cap below holds for it
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")  # as if the disk had no room for one more page
    big = prepared(["§ 1 Miete\n" + "Die Miete beträgt 850,00 EUR monatlich. " * 3000], "de")
    for dedupe in (None, "key"):  # a plain insert, and one inside a transaction SQLite rolls back itself
        with pytest.raises(StoreUnavailable) as raised:
            store.enqueue(big, dedupe)
        assert raised.value.retry_after == DISK_RETRY_AFTER and raised.value.key == "busy"
    record = store.get(kept)
    assert record is not None and record.status == "queued"
    conn.execute(f"PRAGMA max_page_count = {pages * 1000}")
    again = store.enqueue(big, "key")
    assert store.get(again) is not None
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
