"""PostgreSQL restarted under a running store: calls during the outage raise StoreUnavailable (a
Busy: "try again"), nothing stored is lost, and the same store object works again afterwards,
wake-ups included. The cluster of this test is its own (the session's stays up)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest

from app.errors import Busy
from app.store.base import StoreUnavailable
from app.store.postgres import PostgresStore
from tests.support.documents import prepared
from tests.support.postgres import PostgresServer

pytestmark = pytest.mark.slow


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    server = PostgresServer()
    server.start(durable=True)  # commits flushed: a crash loses nothing committed
    try:
        yield server
    finally:
        server.destroy()


def test_a_database_restart_is_busy_meanwhile_and_loses_nothing(own_server: PostgresServer) -> None:
    store = PostgresStore(own_server.create_database("k"))
    try:
        kept = store.enqueue(prepared(["§ 1 Miete\nDie Miete beträgt [BETRAG].\n"], "de"))
        own_server.stop("immediate")  # as a crash would
        with pytest.raises(StoreUnavailable) as raised:
            store.get(kept)
        assert isinstance(raised.value, Busy) and raised.value.retry_after == 5
        with pytest.raises(StoreUnavailable):
            store.check_writable()
        own_server.start(durable=True)
        deadline = time.monotonic() + 20
        while True:
            try:
                record = store.get(kept)
                break
            except StoreUnavailable:
                assert time.monotonic() < deadline
                time.sleep(0.2)
        assert record is not None and record.status == "queued"  # stored before the crash: still there
        store.check_writable()

        async def woken_after_restart() -> bool:
            # The listener reconnects by itself; then a notification wakes a waiter again.
            deadline = time.monotonic() + 60
            while not store._listening.is_set():
                await store.wait_for_work(0.05)
                assert time.monotonic() < deadline
            # A 600 s timeout: only the NOTIFY can end the wait before the test's 60 s guard.
            waiter = asyncio.create_task(store.wait_for_work(600))
            await asyncio.sleep(0)  # the waiter registers before it first awaits: it is waiting now
            await asyncio.to_thread(store.enqueue, prepared(["§ 2 Kaution\nDrei Monatsmieten.\n"], "de"))
            done, _ = await asyncio.wait({waiter}, timeout=60)
            waiter.cancel()
            return waiter in done

        assert asyncio.run(woken_after_restart()), "not woken by a notification after the restart"
    finally:
        store.close()
