"""Run the real ``klartext`` command as a subprocess (helper D's test support)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import httpx

from tests.support.paths import REPO as ROOT
from tests.support.paths import SAMPLES as SAMPLES

KLARTEXT = str(Path(sys.executable).parent / "klartext")


def clean_env(**overrides: str) -> dict[str, str]:
    """The environment of this process without any KLARTEXT_* setting, plus ``overrides``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("KLARTEXT_")}
    env.update(overrides)
    return env


def run_cli(*args: str, timeout: float = 180, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [KLARTEXT, *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        env=clean_env(**env),
        cwd=ROOT,
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def klartext_server(
    data_dir: Path, port: int, *, output: IO[bytes] | None = None, **env: str
) -> Iterator[subprocess.Popen[bytes]]:
    """``klartext serve`` on ``port``; yields once /healthz answers. Killed (SIGKILL) on exit if still alive.

    ``output``: a file that gets the server's stdout and stderr (its whole log), for a test to read.
    """
    # stderr goes to an unlinked temporary file, not a pipe: a pipe nobody reads fills up under load
    # and blocks the server. The server logs no document content; it is read only to explain a crash.
    with contextlib.ExitStack() as stack:
        errors = output if output is not None else stack.enter_context(tempfile.TemporaryFile())
        process = subprocess.Popen(
            [KLARTEXT, "serve"],
            env=clean_env(
                KLARTEXT_DATA_DIR=str(data_dir),
                KLARTEXT_PORT=str(port),
                KLARTEXT_PUBLIC_URL=f"http://127.0.0.1:{port}",
                # Tests poll from one address; a test that wants the limit passes its own.
                **{"KLARTEXT_LOG_LEVEL": "WARNING", "KLARTEXT_RATE_LIMIT_PER_MINUTE": "1000000", **env},
            ),
            cwd=ROOT,
            stdout=subprocess.DEVNULL if output is None else output,
            stderr=errors,
        )
        try:
            _wait_until_healthy(process, port, errors)
            yield process
        finally:
            if process.poll() is None:
                process.send_signal(signal.SIGKILL)
            process.wait(timeout=30)


def _wait_until_healthy(process: subprocess.Popen[bytes], port: int, errors: IO[bytes]) -> None:
    deadline = time.monotonic() + 60
    while True:
        if process.poll() is not None:
            errors.seek(0)
            stderr = errors.read().decode(errors="replace")
            raise RuntimeError(f"klartext serve exited with {process.returncode}: {stderr[-2000:]}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError("klartext serve did not come up within 60 s")
        time.sleep(0.2)


def rss_mb(pid: int, field: str = "VmRSS") -> float:
    """Resident memory of a process in MB from /proc (``VmHWM``: its peak so far)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def call_tool(server: int | str, name: str, arguments: dict[str, Any], timeout: float = 120) -> dict[str, Any]:
    """One raw JSON-RPC tools/call over HTTP, without any handshake; returns the CallToolResult.

    ``server`` is a port on 127.0.0.1 or a base URL.
    """
    base = server if isinstance(server, str) else f"http://127.0.0.1:{server}"
    response = httpx.post(
        f"{base}/api/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": name, "arguments": arguments}},
        headers={"Accept": "application/json, text/event-stream"},
        timeout=timeout,
    )
    response.raise_for_status()
    body = response.json()
    assert "result" in body, body
    result: dict[str, Any] = body["result"]
    return result
