from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.config import Settings
from tests.support.server import live_klartext


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Offline engine, a fresh SQLite file, short waits, and a rate limit no suite reaches.

    Every test client is 127.0.0.1; tests/test_limits.py tests the limit with a low one.
    """
    return Settings(
        data_dir=tmp_path / "data",
        wait_seconds=20.0,
        workers=1,
        public_url="http://127.0.0.1:8000",
        rate_limit_per_minute=1_000_000,
    )


@pytest.fixture
def live_server(settings: Settings) -> Iterator[str]:
    """The real app (SQLite store, offline engine, worker pool) under uvicorn; yields the base URL."""
    with live_klartext(settings) as url:
        yield url
