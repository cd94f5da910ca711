"""The document limit counted in the store: it holds across replicas (both stores)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from app.store.postgres import PostgresStore
from app.store.sqlite import SQLiteStore
from app.transport import ratelimit
from app.transport.ratelimit import Budgets
from tests.support.postgres import PostgresServer


class Wall:
    def __init__(self, now: float = 60_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.slow)])
def shared(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Any]:
    if request.param == "sqlite":
        store: Any = SQLiteStore(tmp_path / "k.sqlite3")
    else:
        server: PostgresServer = request.getfixturevalue("postgres_server")
        store = PostgresStore(server.create_database())
    ratelimit.share_counts(store)
    try:
        yield store
    finally:
        ratelimit.share_counts(None)
        store.close()


def replica(wall: Wall, documents: int = 3) -> Budgets:
    budgets = Budgets(documents, 1000)
    budgets.documents.wall_clock = wall
    return budgets


def test_the_document_limit_holds_across_replicas(shared: Any) -> None:
    wall = Wall()
    a, b = replica(wall), replica(wall)
    assert [a.document("203.0.113.9"), b.document("203.0.113.9"), a.document("203.0.113.9")] == [0, 0, 0]
    wait = b.document("203.0.113.9")
    assert wait == 80  # 3 in this window: the next one lets one more through 20 s in (as in memory)
    assert a.document("198.51.100.1") == 0  # another address has its own budget
    # Refused requests do not count: once the window has slid by, the address gets through again.
    wall.now += 120
    assert b.document("203.0.113.9") == 0


def test_the_sliding_estimate_carries_the_previous_window(shared: Any) -> None:
    wall = Wall()
    a, b = replica(wall), replica(wall)
    for budgets in (a, b, a):
        assert budgets.document("k") == 0
    wall.now += 60 + 6  # 10 % into the next window: 3 * 0.9 = 2.7 still count
    assert b.document("k") > 0
    wall.now += 30  # 60 % in: 3 * 0.4 = 1.2, room for one
    assert a.document("k") == 0
    assert b.document("k") > 0


def test_the_address_is_stored_only_as_a_hash(shared: Any) -> None:
    replica(Wall()).document("203.0.113.9")
    if isinstance(shared, SQLiteStore):
        keys = [r[0] for r in shared._conn().execute("SELECT key FROM rate_counts")]
    else:
        with psycopg.connect(shared.url) as conn:
            keys = [r[0] for r in conn.execute("SELECT key FROM rate_counts")]
    assert len(keys) == 1 and keys[0].startswith("documents:") and "203.0.113" not in keys[0]


def test_reads_stay_per_process(shared: Any) -> None:
    wall = Wall()
    a, b = Budgets(3, 2), Budgets(3, 2)
    a.documents.wall_clock = b.documents.wall_clock = wall
    assert [a.read("k"), a.read("k"), b.read("k"), b.read("k")] == [0, 0, 0, 0]
    assert a.read("k") > 0


def test_an_unreachable_store_falls_back_to_counting_in_the_process(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "k.sqlite3")
    store.close()  # every call raises now
    ratelimit.share_counts(store)
    try:
        budgets = Budgets(2, 100)
        assert [budgets.document("k"), budgets.document("k")] == [0, 0]
        assert budgets.document("k") > 0
    finally:
        ratelimit.share_counts(None)
