"""A full disk under a running ``klartext serve``: the data directory is a 4 MB tmpfs the test mounts
(root, as here and in CI: a machine where mount is refused fails these tests, it does not skip them),
filled with a filler file. New documents get "busy, try again" (REST 503 with Retry-After, an
explain_document tool error with the seconds in ``_meta``) in the requested language; what is stored
stays readable and intact; once the filler is gone the same process takes documents again. A disk
that fills while a worker stores its result loses nothing: the result is stored once there is room.

SQLite writes into its WAL file first, and a WAL that already has room takes a few more pages even on
a full disk; the test empties it (a TRUNCATE checkpoint) before filling, so every write needs space.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import httpx
import pytest

from app.locales.messages import render
from tests.support.openai_server import OpenAIServer, Reply, default_answer, document_of, user_text
from tests.support.processes import free_port, klartext_server

pytestmark = pytest.mark.slow

JSON = {"Accept": "application/json"}
MCP = {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18"}
LEASE = (
    "Mietvertrag\n\n§ 1 Mietsache\nVermietet wird eine Wohnung mit drei Zimmern, Küche und Bad ({word}).\n\n"
    "§ 2 Miete\nDie Miete beträgt monatlich 850,00 EUR und ist bis zum dritten Werktag zu zahlen.\n\n"
    "§ 3 Kündigung\nDas Mietverhältnis kann mit einer Frist von drei Monaten gekündigt werden.\n"
)
SLOW_WORD = "Gezeitenkalender"  # the model answers the document with this word slowly


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    mount_point = tmp_path / "data"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount_point)], capture_output=True, text=True
    )
    if mounted.returncode != 0:
        pytest.fail(f"cannot mount a 4 MB tmpfs (these tests need root, as CI has): {mounted.stderr.strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=True)


def slow_for_one_document(body: dict[str, Any]) -> Reply:
    content = json.dumps(default_answer(body))
    return Reply(
        content=content, delay=1.5 if SLOW_WORD in user_text(body) or SLOW_WORD in (document_of(body) or "") else 0
    )


@contextlib.contextmanager
def service(disk: Path, llm: OpenAIServer, log: IO[bytes]) -> Iterator[tuple[httpx.Client, subprocess.Popen[bytes]]]:
    port = free_port()
    env = {
        "KLARTEXT_LLM_BASE_URL": llm.base_url,
        "KLARTEXT_LLM_MODEL": "test-model",
        "KLARTEXT_LLM_TIMEOUT_SECONDS": "10",
        "KLARTEXT_WAIT_SECONDS": "20",
    }
    with (
        klartext_server(disk, port, output=log, **env) as process,
        httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as http,
    ):
        yield http, process


def upload(http: httpx.Client, word: str, language: str) -> httpx.Response:
    return http.post("/api/analyses", json={"text": LEASE.format(word=word), "language": language}, headers=JSON)


def finished(http: httpx.Client, location: str, timeout: float = 30) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        body: dict[str, Any] = http.get(location, headers=JSON).json()
        if body["status"] not in ("queued", "running"):
            return body
        assert time.monotonic() < deadline, body
        time.sleep(0.2)


def explain_tool(http: httpx.Client, word: str, language: str) -> dict[str, Any]:
    params = {"name": "explain_document", "arguments": {"text": LEASE.format(word=word), "language": language}}
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params}
    result: dict[str, Any] = http.post("/api/mcp", json=body, headers=MCP).json()["result"]
    return result


def empty_wal(db: Path) -> None:
    """Copy the WAL into the database and cut it to nothing, so the next write needs new space."""
    for _ in range(50):
        with contextlib.closing(sqlite3.connect(db, timeout=10)) as conn:
            busy, _, _ = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        if busy == 0 and Path(f"{db}-wal").stat().st_size == 0:
            return
        time.sleep(0.1)
    raise AssertionError("the WAL could not be emptied")


def fill(disk: Path) -> Path:
    """A filler file that takes every free byte of ``disk``."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (1 << 16, 1 << 12, 1):
            chunk = b"\xff" * size
            with contextlib.suppress(OSError):
                while os.write(fd, chunk):
                    pass
    finally:
        os.close(fd)
    assert os.statvfs(disk).f_bavail == 0
    with pytest.raises(OSError) as raised:
        (disk / "probe").write_bytes(b"x" * 4096)
    assert raised.value.errno == errno.ENOSPC
    return filler


def integrity(db: Path) -> str:
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


def test_a_full_disk_is_busy_keeps_what_is_stored_and_resumes_without_a_restart(small_disk: Path) -> None:
    db = small_disk / "klartext.sqlite3"
    with OpenAIServer() as llm, tempfile.TemporaryFile() as log, service(small_disk, llm, log) as (http, process):
        stored: dict[str, dict[str, Any]] = {}
        for word, language in (("eins", "de"), ("zwei", "en"), ("drei", "fr")):
            response = upload(http, word, language)
            assert response.status_code == 202, response.text
            stored[response.headers["location"]] = finished(http, response.headers["location"])
        assert all(r["status"] == "completed" for r in stored.values())

        empty_wal(db)
        filler = fill(small_disk)

        refused = upload(http, "voll", "de")
        assert refused.status_code == 503, refused.text
        retry_after = int(refused.headers["retry-after"])
        assert retry_after >= 1
        assert refused.json()["error"]["message"] == render("busy", "de", retry_after=retry_after)
        tool = explain_tool(http, "voller", "fr")
        assert tool["isError"] is True
        assert tool["_meta"]["klartext/retryAfter"] >= 1
        assert tool["content"][0]["text"] == render("busy", "fr", retry_after=tool["_meta"]["klartext/retryAfter"])
        assert http.get("/readyz").status_code == 503
        # What was stored before is still there, unchanged, and the file is sound.
        for location, before in stored.items():
            assert http.get(location, headers=JSON).json() == before
        assert integrity(db) == "ok"

        filler.unlink()
        accepted = upload(http, "wieder", "it")
        assert accepted.status_code == 202, accepted.text
        assert finished(http, accepted.headers["location"])["status"] == "completed"
        tool = explain_tool(http, "wieder da", "pt")
        assert tool["isError"] is False and tool["structuredContent"]["status"] == "completed"
        assert http.get("/readyz").status_code == 200
        for location, before in stored.items():
            assert http.get(location, headers=JSON).json() == before
        assert process.poll() is None  # the same process throughout
    assert integrity(db) == "ok"


def test_a_disk_that_fills_while_a_result_is_stored_loses_nothing(small_disk: Path) -> None:
    db = small_disk / "klartext.sqlite3"
    with (
        OpenAIServer(slow_for_one_document) as llm,
        tempfile.TemporaryFile() as log,
        service(small_disk, llm, log) as (http, process),
    ):
        before = upload(http, "vorher", "en")
        kept = finished(http, before.headers["location"])
        assert kept["status"] == "completed"

        response = upload(http, SLOW_WORD, "en")
        assert response.status_code == 202, response.text
        location = response.headers["location"]
        deadline = time.monotonic() + 20
        while http.get(location, headers=JSON).json()["status"] != "running":  # claimed: the model is asked
            assert time.monotonic() < deadline
            time.sleep(0.05)
        empty_wal(db)
        filler = fill(small_disk)

        # The model answers (after 1.5 s); storing the result fails, and is tried again, for a while.
        deadline = time.monotonic() + 20
        while b"result not stored" not in _read(log):
            assert time.monotonic() < deadline, _read(log).decode(errors="replace")[-2000:]
            time.sleep(0.1)
        time.sleep(1.0)
        pending = http.get(location, headers=JSON).json()
        assert pending["status"] == "running"  # neither lost nor failed: waiting for room

        filler.unlink()
        result = finished(http, location)
        assert result["status"] == "completed" and result["engine"]["kind"] == "llm"
        assert result["clauses"][0]["translation"].startswith("This clause c1")
        assert http.get(before.headers["location"], headers=JSON).json() == kept
        assert process.poll() is None
    assert integrity(db) == "ok"


def _read(log: IO[bytes]) -> bytes:
    log.flush()
    log.seek(0)
    return log.read()
