"""Processes by role: HTTP-only replicas (``klartext serve --workers 0``) and ``klartext worker``
processes on one database, each a real process on real sockets.

- A document sent to replica A is fetched from replica B; nothing is explained until a worker runs.
- ``kill -9`` of a worker mid-analysis: another worker requeues the claim once its heartbeat is
  stale and completes the analysis, once.
"""

from __future__ import annotations

import re
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.config import Settings
from app.store.factory import open_store
from tests.support.openai_server import OpenAIServer
from tests.support.postgres import PostgresServer, postgres_server
from tests.support.processes import KLARTEXT, ROOT, SAMPLES, call_tool, clean_env, free_port

LEASE = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
__all__ = ["postgres_server"]  # the throwaway cluster (tests/support/postgres.py), for the PostgreSQL runs


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> dict[str, str]:
    """The environment that puts every process on one store: SQLite in the data dir, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return {}
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return {"KLARTEXT_DATABASE_URL": server.create_database()}


@contextmanager
def klartext_process(*args: str, ready_url: str | None = None, **env: str) -> Iterator[subprocess.Popen[bytes]]:
    """``klartext ARGS`` as a process; yields once ``ready_url`` answers 200. SIGKILLed on exit if still alive."""
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(
            [KLARTEXT, *args],
            env=clean_env(KLARTEXT_LOG_LEVEL="WARNING", KLARTEXT_RATE_LIMIT_PER_MINUTE="1000000", **env),
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
        try:
            deadline = time.monotonic() + 60
            while ready_url is not None:
                if process.poll() is not None:
                    errors.seek(0)
                    raise RuntimeError(f"klartext {args[0]} exited: {errors.read().decode(errors='replace')[-2000:]}")
                try:
                    if httpx.get(ready_url, timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert time.monotonic() < deadline, f"klartext {args[0]} not ready within 60 s"
                time.sleep(0.1)
            yield process
        finally:
            if process.poll() is None:
                process.send_signal(signal.SIGKILL)
            process.wait(timeout=30)


def api(data_dir: Path, **env: str) -> Any:
    port = free_port()
    context = klartext_process(
        "serve",
        "--workers",
        "0",
        "--port",
        str(port),
        ready_url=f"http://127.0.0.1:{port}/healthz",
        KLARTEXT_DATA_DIR=str(data_dir),
        KLARTEXT_WAIT_SECONDS="0",
        **env,
    )
    return port, context


def worker(data_dir: Path, metrics_port: int, **env: str) -> Any:
    return klartext_process(
        "worker",
        "--metrics-port",
        str(metrics_port),
        ready_url=f"http://127.0.0.1:{metrics_port}/metrics",
        KLARTEXT_DATA_DIR=str(data_dir),
        **env,
    )


def status(port: int, analysis_id: str) -> dict[str, Any]:
    result = call_tool(port, "get_explanation", {"analysis_id": analysis_id})
    assert not result.get("isError"), result
    structured: dict[str, Any] = result["structuredContent"]
    return structured


def wait_status(port: int, analysis_id: str, wanted: str, timeout: float = 90) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        found = status(port, analysis_id)
        if found["status"] == wanted:
            return found
        assert found["status"] not in ("failed", "expired"), found
        assert time.monotonic() < deadline, f"still {found['status']} after {timeout} s"
        time.sleep(0.1)


def metric(port: int, name: str) -> float:
    text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5).text
    found = re.search(rf"^{re.escape(name)} ([0-9.e+]+)$", text, re.MULTILINE)
    return float(found.group(1)) if found else 0.0


def wait_metric(port: int, name: str, wanted: float, timeout: float = 10) -> None:
    """The worker counts an analysis just after storing it: a reader that saw the result may be a moment early."""
    deadline = time.monotonic() + timeout
    while (found := metric(port, name)) != wanted:
        assert time.monotonic() < deadline, f"{name} = {found}, not {wanted}"
        time.sleep(0.05)


@pytest.mark.slow
def test_a_document_sent_to_replica_a_is_explained_by_a_worker_and_fetched_from_replica_b(
    tmp_path: Path, database: dict[str, str]
) -> None:
    port_a, replica_a = api(tmp_path, **database)
    port_b, replica_b = api(tmp_path, **database)
    with replica_a, replica_b:
        sent = call_tool(port_a, "explain_document", {"text": LEASE, "language": "en"})
        assert not sent.get("isError"), sent
        analysis_id = sent["structuredContent"]["analysis_id"]
        # HTTP-only replicas explain nothing: the analysis waits for a worker.
        time.sleep(1.5)
        assert status(port_b, analysis_id)["status"] == "queued"
        assert httpx.get(f"http://127.0.0.1:{port_b}/readyz", timeout=10).status_code == 200

        metrics_port = free_port()
        with worker(tmp_path, metrics_port, **database):
            done = wait_status(port_b, analysis_id, "completed")
            assert metric(metrics_port, "klartext_claims_total") == 1
            wait_metric(metrics_port, "klartext_workers_busy", 0)
            text = httpx.get(f"http://127.0.0.1:{metrics_port}/metrics", timeout=5).text
            assert 'klartext_stage_duration_seconds_count{stage="explain"} 1.0' in text
        assert done["analysis_id"] == analysis_id and len(done["clauses"]) >= 10
        assert status(port_a, analysis_id) == done  # the same answer from either replica

        # The same document again, on B: the stored analysis answers (dedupe across replicas).
        again = call_tool(port_b, "explain_document", {"text": LEASE, "language": "en"})
        assert again["structuredContent"]["analysis_id"] == analysis_id


@pytest.mark.slow
def test_kill_9_of_a_worker_mid_analysis_is_requeued_and_completed_once(
    tmp_path: Path, database: dict[str, str]
) -> None:
    # A slow model (2 s per call): the analysis is surely mid-flight when the worker is killed.
    with OpenAIServer(ttfb=2.0) as llm, ExitStack() as stack:
        env = {
            "KLARTEXT_LLM_BASE_URL": llm.base_url,
            "KLARTEXT_LLM_MODEL": "test-model",
            "KLARTEXT_HEARTBEAT_SECONDS": "0.5",
            "KLARTEXT_STALE_SECONDS": "2",
            **database,
        }
        port, replica = api(tmp_path, **env)
        stack.enter_context(replica)
        first_metrics = free_port()
        first = stack.enter_context(worker(tmp_path, first_metrics, **env))
        sent = call_tool(port, "explain_document", {"text": LEASE, "language": "en"})
        analysis_id = sent["structuredContent"]["analysis_id"]
        wait_status(port, analysis_id, "running", timeout=30)
        deadline = time.monotonic() + 20
        while not llm.requests:  # the model has been asked: the analysis is in the middle
            assert time.monotonic() < deadline
            time.sleep(0.05)
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)
        assert status(port, analysis_id)["status"] == "running"  # claimed by a process that is gone

        second_metrics = free_port()
        stack.enter_context(worker(tmp_path, second_metrics, **env))
        done = wait_status(port, analysis_id, "completed", timeout=60)
        assert done["engine"]["kind"] == "llm"
        assert metric(second_metrics, 'klartext_requeues_total{reason="stale"}') == 1
        assert metric(second_metrics, "klartext_claims_total") == 1
        wait_metric(second_metrics, 'klartext_analyses_finished_total{engine="llm",outcome="completed"}', 1)
        time.sleep(1.5)  # more stale checks pass: nothing is requeued or explained a second time
        assert metric(second_metrics, "klartext_claims_total") == 1

    store = open_store(Settings(data_dir=tmp_path, database_url=database.get("KLARTEXT_DATABASE_URL")))
    try:
        record = store.get(analysis_id)
        assert record is not None and record.status == "completed"
        assert store.queue_depth() == 0
    finally:
        store.close()


def lease_variant(n: int) -> str:
    """The lease with its own rent: a distinct document (dedupe does not merge it with the others)."""
    varied = LEASE.replace("850,00", f"{800 + n},00")
    assert varied != LEASE
    return varied


@pytest.mark.slow
def test_two_replicas_and_two_workers_on_postgres_explain_every_document_once(
    tmp_path: Path, postgres_server: PostgresServer
) -> None:
    """The scale-out set-up of docs/deploy.md as processes: 2 HTTP-only replicas, 2 workers, one PostgreSQL.

    24 distinct documents and 6 sent again, from 6 concurrent clients spread over both replicas: every
    document completes, duplicates get the stored analysis, each analysis is claimed exactly once in
    all, both workers take a share (the model double answers in 0.3 s, so claims overlap).
    """
    from concurrent.futures import ThreadPoolExecutor

    database = {"KLARTEXT_DATABASE_URL": postgres_server.create_database()}
    distinct = 24
    with OpenAIServer(ttfb=0.3) as llm, ExitStack() as stack:
        env = {"KLARTEXT_LLM_BASE_URL": llm.base_url, "KLARTEXT_LLM_MODEL": "test-model", **database}
        ports = []
        for _ in range(2):
            port, replica = api(tmp_path, **env)
            stack.enter_context(replica)
            ports.append(port)
        metrics_ports = [free_port(), free_port()]
        for metrics_port in metrics_ports:
            stack.enter_context(worker(tmp_path, metrics_port, **env))

        sends = [(n, ports[n % 2]) for n in range(distinct)] + [(n, ports[(n + 1) % 2]) for n in range(0, distinct, 4)]

        def send(item: tuple[int, int]) -> tuple[int, str]:
            n, port = item
            sent = call_tool(port, "explain_document", {"text": lease_variant(n), "language": "en"})
            assert not sent.get("isError"), sent
            return n, str(sent["structuredContent"]["analysis_id"])

        with ThreadPoolExecutor(6) as clients:
            answers = list(clients.map(send, sends))
        ids_by_document: dict[int, set[str]] = {}
        for n, analysis_id in answers:
            ids_by_document.setdefault(n, set()).add(analysis_id)
        # A duplicate sent while its twin is queued or done gets the twin's id; two sent at the same
        # instant to different replicas also end as one (the unique index), so: one id per document.
        assert all(len(ids) == 1 for ids in ids_by_document.values()), ids_by_document
        analysis_ids = [next(iter(ids)) for ids in ids_by_document.values()]
        assert len(set(analysis_ids)) == distinct

        for index, analysis_id in enumerate(analysis_ids):
            done = wait_status(ports[index % 2], analysis_id, "completed", timeout=120)
            assert done["engine"]["kind"] == "llm"
        claims = [metric(port, "klartext_claims_total") for port in metrics_ports]
        assert sum(claims) == distinct, claims  # each analysis claimed once, by one of the two
        assert min(claims) >= 1, claims  # both workers worked

    store = open_store(Settings(data_dir=tmp_path, database_url=database["KLARTEXT_DATABASE_URL"]))
    try:
        assert store.queue_depth() == 0
        assert all(store.get(analysis_id).status == "completed" for analysis_id in analysis_ids)  # type: ignore[union-attr]
    finally:
        store.close()
