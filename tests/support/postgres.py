"""A throwaway PostgreSQL cluster for the tests, started by the suite itself (as pytest-postgresql does).

``initdb`` into a temporary folder, ``pg_ctl start`` on a free TCP port of 127.0.0.1 (and a unix
socket in the same folder), trust authentication for the superuser ``klartext``; stopped and
deleted at the end of the session. The binaries come from Debian's ``postgresql`` package
(``make test`` installs it): ``pg_config --bindir``, else the newest /usr/lib/postgresql/*/bin.

initdb and postgres refuse to run as root: as root, the cluster runs as the unprivileged user
``nobody`` (subprocess ``user=``/``group=``), in a folder made under /tmp and handed to it.

Use: the session fixture ``postgres_server`` (import it into a conftest.py), then
``postgres_server.create_database()`` for a fresh, empty database URL.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.support.processes import free_port

SUPERUSER = "klartext"


def bindir() -> Path:
    """Where initdb, pg_ctl and postgres are."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        out = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=False).stdout.strip()
        if out:
            candidates.append(Path(out))

    def version(path: str) -> float:
        try:
            return float(Path(path).parent.name)
        except ValueError:
            return 0.0

    candidates += [Path(p) for p in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=version, reverse=True)]
    for candidate in candidates:
        if (candidate / "initdb").is_file() and (candidate / "pg_ctl").is_file():
            return candidate
    raise RuntimeError("PostgreSQL server binaries not found: install Debian's postgresql package (make test-deps)")


class PostgresServer:
    def __init__(self) -> None:
        self.bin = bindir()
        self.port = free_port()
        self.root = Path(tempfile.mkdtemp(prefix="klartext-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "postgres.log"
        self._as: dict[str, Any] = {}
        if os.geteuid() == 0:
            nobody = pwd.getpwnam("nobody")
            os.chown(self.root, nobody.pw_uid, nobody.pw_gid)
            self._as = {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}
        self._run(
            "initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust", "--encoding=UTF8", "--no-locale",
            "--no-sync",
        )  # fmt: skip

    def _run(self, program: str, *args: str) -> None:
        result = subprocess.run(
            [str(self.bin / program), *args],
            capture_output=True,
            text=True,
            cwd=self.root,
            env={**os.environ, "LC_ALL": "C", "LANG": "C"},
            timeout=120,
            check=False,
            **self._as,
        )
        if result.returncode != 0:
            log = self.log.read_text(errors="replace")[-3000:] if self.log.exists() else ""
            raise RuntimeError(f"{program} failed ({result.returncode}): {result.stderr[-2000:]}\n{log}")

    def start(self, durable: bool = False) -> None:
        """Start the server; ``durable``: fsync and synchronous commits on, as in production (benchmarks)."""
        speed = "" if durable else " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c max_connections=200{speed}"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-o", options, "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``immediate``: as a crash would)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")

    def url(self, dbname: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{dbname}"

    def create_database(self, name: str | None = None) -> str:
        """A new empty database; returns its URL."""
        name = name or f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def destroy(self) -> None:
        with contextlib.suppress(RuntimeError):  # already stopped
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    server = PostgresServer()
    try:
        server.start()
        yield server
    finally:
        server.destroy()
