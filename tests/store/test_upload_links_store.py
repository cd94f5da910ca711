"""Upload links in the store (app.uploads), run against both stores: SQLite on a temporary file and
PostgreSQL in the suite's throwaway cluster. A second store object on the same database stands for
another replica.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from app.store.postgres import PostgresStore
from app.store.sqlite import SQLiteStore
from app.uploads import hashed, token_of
from tests.support.postgres import PostgresServer

KINDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.slow)]
NOW = 1_000_000.0


@pytest.fixture(scope="session")
def links_pg_url(postgres_server: PostgresServer) -> str:
    return postgres_server.create_database("upload_links")


@pytest.fixture(params=KINDS)
def opener(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], Any]]:
    opened: list[Any] = []
    if request.param == "sqlite":

        def open_one() -> Any:
            opened.append(SQLiteStore(tmp_path / "k.sqlite3"))
            return opened[-1]
    else:
        url = request.getfixturevalue("links_pg_url")
        with psycopg.connect(url, autocommit=True) as conn:
            exists = conn.execute("SELECT to_regclass('upload_links')").fetchone()
            if exists and exists[0]:
                conn.execute("TRUNCATE upload_links")

        def open_one() -> Any:
            opened.append(PostgresStore(url))
            return opened[-1]

    yield open_one
    for store in opened:
        store.close()


def new_link(store: Any, analysis_id: str, minutes: float = 30, language: str = "fr") -> str:
    token = token_of(analysis_id)
    store.create_upload_link(hashed(token), hashed(analysis_id), language, NOW, NOW + minutes * 60)
    return token


def test_a_link_is_found_by_its_token_and_its_id_and_stored_only_as_hashes(opener: Callable[[], Any]) -> None:
    store = opener()
    analysis_id = "L" * 43
    token = new_link(store, analysis_id)
    by_token = store.upload_link(hashed(token))
    assert by_token == store.upload_link_of(hashed(analysis_id))
    assert (by_token.language, by_token.expires_at, by_token.used_at, by_token.target_id) == (
        "fr",
        NOW + 1800,
        None,
        None,
    )
    assert store.upload_link(hashed("x" * 43)) is None and store.upload_link_of(hashed("x" * 43)) is None
    if isinstance(store, SQLiteStore):
        wal = store.path.with_name(store.path.name + "-wal")
        raw = store.path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
        assert token.encode() not in raw and analysis_id.encode() not in raw
        assert hashed(token).encode() in raw


def test_a_link_takes_one_upload_and_another_replica_cannot_take_it_again(opener: Callable[[], Any]) -> None:
    one, other = opener(), opener()
    token = new_link(one, "A" * 43)
    taken = one.use_upload_link(hashed(token), NOW + 60)
    assert taken is not None and taken.used_at == NOW + 60
    assert other.use_upload_link(hashed(token), NOW + 61) is None
    one.finish_upload_link(hashed(token), "target-analysis")
    one.release_upload_link(hashed(token))  # too late: the upload became an analysis
    link = other.upload_link(hashed(token))
    assert (link.used_at, link.target_id) == (NOW + 60, "target-analysis")
    assert other.use_upload_link(hashed(token), NOW + 62) is None


def test_a_refused_upload_gives_the_link_back(opener: Callable[[], Any]) -> None:
    store = opener()
    token = new_link(store, "B" * 43)
    assert store.use_upload_link(hashed(token), NOW) is not None
    store.release_upload_link(hashed(token))
    assert store.upload_link(hashed(token)).used_at is None
    assert store.use_upload_link(hashed(token), NOW + 1) is not None


def test_an_expired_link_takes_nothing(opener: Callable[[], Any]) -> None:
    store = opener()
    token = new_link(store, "C" * 43, minutes=1)
    assert store.use_upload_link(hashed(token), NOW + 60) is None  # expires_at is the first second it does not work
    assert store.upload_link(hashed(token)).used_at is None


def test_many_uploads_at_once_on_several_replicas_take_a_link_once(opener: Callable[[], Any]) -> None:
    stores = [opener(), opener(), opener()]
    token = new_link(stores[0], "D" * 43)
    start = threading.Barrier(9)
    won: list[bool] = []

    def try_once(store: Any) -> None:
        start.wait(timeout=60)
        won.append(store.use_upload_link(hashed(token), NOW + 5) is not None)

    threads = [threading.Thread(target=try_once, args=(stores[i % 3],)) for i in range(9)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(won) == [False] * 8 + [True]


def test_old_links_are_forgotten(opener: Callable[[], Any]) -> None:
    store = opener()
    old = new_link(store, "E" * 43)
    assert store.forget_upload_links(NOW) == 0
    assert store.forget_upload_links(NOW + 1) == 1
    assert store.upload_link(hashed(old)) is None
