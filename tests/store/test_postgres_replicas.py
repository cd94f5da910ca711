"""Two real `klartext serve` processes on one PostgreSQL: what one stores, the other answers, and
the per-address document limit counts across both."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from tests.support.paths import SAMPLES
from tests.support.postgres import PostgresServer
from tests.support.processes import free_port, klartext_server

LEASE_TEXT = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
pytestmark = pytest.mark.slow


def test_two_replicas_share_results_and_the_document_limit(postgres_server: PostgresServer, tmp_path: Path) -> None:
    url = postgres_server.create_database()
    env = {"KLARTEXT_DATABASE_URL": url, "KLARTEXT_RATE_LIMIT_PER_MINUTE": "3", "KLARTEXT_WORKERS": "1"}
    port_a, port_b = free_port(), free_port()
    with (
        klartext_server(tmp_path / "a", port_a, **env),
        klartext_server(tmp_path / "b", port_b, **env),
        httpx.Client(timeout=30) as client,
    ):
        a, b = f"http://127.0.0.1:{port_a}", f"http://127.0.0.1:{port_b}"
        sent = client.post(f"{a}/api/analyses", json={"text": LEASE_TEXT, "language": "en"})
        assert sent.status_code == 202, sent.text
        location = sent.headers["location"]
        deadline = time.monotonic() + 90
        while (answer := client.get(f"{b}{location}")).json().get("status") not in ("completed", "failed"):
            assert time.monotonic() < deadline
            time.sleep(0.2)
        assert answer.json()["status"] == "completed"  # asked on B, sent to A
        # The same document on B: the analysis A made (dedupe across replicas).
        again = client.post(f"{b}/api/analyses", json={"text": LEASE_TEXT, "language": "en"})
        assert again.headers["location"] == location
        # 3 documents per minute for this address, counted across the replicas: the fourth is refused.
        third = client.post(f"{a}/api/analyses", json={"text": LEASE_TEXT + "\n§ 9 Extra\nNichts.", "language": "en"})
        assert third.status_code == 202, third.text
        fourth = client.post(f"{b}/api/analyses", json={"text": LEASE_TEXT, "language": "de"})
        assert fourth.status_code == 429, fourth.text
        assert int(fourth.headers["retry-after"]) >= 1
        ready = client.get(f"{b}/readyz").json()
        assert ready["checks"]["database"] == {"ok": True}
        metrics = client.get(f"{a}/metrics").text
        assert "klartext_queue_depth" in metrics and "klartext_queue_oldest_age_seconds" in metrics


def test_a_worker_process_on_postgres_explains_what_a_store_elsewhere_enqueued(
    postgres_server: PostgresServer, tmp_path: Path
) -> None:
    import signal
    import subprocess

    import psycopg

    from app.store.postgres import PostgresStore
    from tests.support.documents import prepared_lease
    from tests.support.processes import KLARTEXT, ROOT, clean_env, run_cli

    url = postgres_server.create_database()
    store = PostgresStore(url)
    env = clean_env(KLARTEXT_DATABASE_URL=url, KLARTEXT_DATA_DIR=str(tmp_path), KLARTEXT_WORKERS="1")
    worker = subprocess.Popen([KLARTEXT, "worker"], env=env, cwd=ROOT, stderr=subprocess.PIPE)
    try:
        # Started and listening: its LISTEN is a session PostgreSQL shows (waited for, not slept for).
        deadline = time.monotonic() + 60
        with psycopg.connect(url, autocommit=True) as conn:
            listening = (
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'"
            )
            while conn.execute(listening).fetchone() == (0,):
                assert worker.poll() is None, worker.stderr.read().decode() if worker.stderr else ""
                assert time.monotonic() < deadline, "the worker never listened"
                time.sleep(0.05)
        analysis_id = store.enqueue(prepared_lease())
        deadline = time.monotonic() + 60
        while (record := store.get(analysis_id)) is not None and record.status not in ("completed", "failed"):
            assert worker.poll() is None, worker.stderr.read().decode() if worker.stderr else ""
            assert time.monotonic() < deadline
            time.sleep(0.1)
        assert record is not None and record.status == "completed"
        purged = run_cli("purge", KLARTEXT_DATABASE_URL=url, KLARTEXT_DATA_DIR=str(tmp_path))
        assert purged.returncode == 0, purged.stderr
        assert "deleted the texts of 0 analyses" in purged.stdout
    finally:
        worker.send_signal(signal.SIGTERM)
        _, errors = worker.communicate(timeout=30)
        store.close()
    assert worker.returncode == 0, errors.decode()[-2000:]
    assert "Grundmiete" not in errors.decode() and "Obergeschoss" not in errors.decode()  # no document text logged
