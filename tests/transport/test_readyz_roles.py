"""/readyz checks the database on every call: 503 with the reason when it cannot be written or hangs."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.config import Settings
from app.store.sqlite import SQLiteStore
from app.transport.health import Readiness
from tests.support.server import live_klartext


class FlakyStore:
    """A real SQLite store whose writes can be made to fail or hang, as a database that went away."""

    def __init__(self, path: Path) -> None:
        self.inner = SQLiteStore(path)
        self.failing = False
        self.hanging = threading.Event()
        self.release = threading.Event()

    def check_writable(self) -> None:
        if self.failing:
            raise ConnectionError("database went away")
        if self.hanging.is_set():
            self.release.wait(10)
        self.inner.check_writable()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def test_database_check_names_the_failure(tmp_path: Path) -> None:
    store = FlakyStore(tmp_path / "k.sqlite3")
    readiness = Readiness(Settings(), database_timeout=0.2)

    async def database() -> dict[str, Any]:
        return await readiness._database(store)  # type: ignore[arg-type]

    assert asyncio.run(database()) == {"ok": True}
    store.failing = True
    assert asyncio.run(database()) == {"ok": False, "detail": "not writable (ConnectionError)"}
    store.failing = False
    store.hanging.set()

    async def hung() -> dict[str, Any]:
        try:
            return await database()
        finally:
            store.release.set()  # before asyncio.run waits for the probe's thread

    assert asyncio.run(hung()) == {"ok": False, "detail": "no answer within 0.2 s"}
    store.inner.close()


@pytest.mark.slow
def test_readyz_answers_503_while_the_database_fails_and_200_when_it_is_back(tmp_path: Path) -> None:
    store = FlakyStore(tmp_path / "k.sqlite3")
    settings = Settings(data_dir=tmp_path, workers=0)  # an HTTP-only replica
    with live_klartext(settings, store) as url:  # type: ignore[arg-type]
        assert httpx.get(f"{url}/readyz", timeout=10).status_code == 200
        store.failing = True
        answer = httpx.get(f"{url}/readyz", timeout=10)
        assert answer.status_code == 503
        body = answer.json()
        assert body["status"] == "not ready"
        assert body["checks"]["database"] == {"ok": False, "detail": "not writable (ConnectionError)"}
        assert httpx.get(f"{url}/healthz", timeout=10).status_code == 200  # alive, only not ready
        store.failing = False
        assert httpx.get(f"{url}/readyz", timeout=10).status_code == 200
    store.inner.close()
