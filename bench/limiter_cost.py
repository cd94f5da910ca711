"""What the shared rate limit costs per request: in memory vs counted in SQLite vs in PostgreSQL.

Run: .venv/bin/python -m bench.limiter_cost
Times ``Budgets.document`` (what the guard calls for every upload) for one client address, in
this process, sequentially and from 8 threads at once (requests of a busy replica), and prints
the ratios to the in-memory limiter of the same run. Also the store operations a document costs
(enqueue, claim, complete) on both stores, for scale. PostgreSQL is a throwaway cluster on this
machine (tests/support/postgres.py) with fsync and synchronous commits on, as in production;
over a network add the round trip (typically 0.2-1 ms in one data centre) per count.
"""

from __future__ import annotations

import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.store.postgres import PostgresStore
from app.store.sqlite import SQLiteStore
from app.transport import ratelimit
from app.transport.ratelimit import Budgets
from tests.support.documents import prepared
from tests.support.postgres import PostgresServer
from tests.support.results import stored_result

N = 2000
THREADS = 8


def per_call_us(call: Callable[[int], Any], n: int = N) -> float:
    for i in range(50):
        call(i)  # warm-up: connections, statements
    started = time.perf_counter()
    for i in range(n):
        call(i)
    return (time.perf_counter() - started) / n * 1e6


def threaded_us(call: Callable[[int], Any], n: int = N) -> float:
    """Wall time per call with THREADS threads calling at once."""
    each = n // THREADS
    barrier = threading.Barrier(THREADS + 1)

    def run(t: int) -> None:
        barrier.wait()
        for i in range(each):
            call(t * each + i)

    threads = [threading.Thread(target=run, args=(t,)) for t in range(THREADS)]
    for t in threads:
        t.start()
    barrier.wait()
    started = time.perf_counter()
    for t in threads:
        t.join()
    return (time.perf_counter() - started) / (each * THREADS) * 1e6


def limiter(counter: Any) -> Callable[[int], Any]:
    ratelimit.share_counts(counter)
    budgets = Budgets(10**9, 10**9)
    # Many addresses, as a public service sees them (one row per address and minute).
    return lambda i: budgets.document(f"198.51.{i % 200}.{i % 251}")


def store_ops(store: Any) -> dict[str, float]:
    docs = [prepared([f"§ 1 Miete\nDie Miete beträgt [BETRAG] ({n}).\n"], "de") for n in range(N // 4)]
    times: dict[str, list[float]] = {"enqueue": [], "claim": [], "complete": []}
    for doc in docs:
        t0 = time.perf_counter()
        store.enqueue(doc, dedupe_key=str(id(doc)) + str(time.time()))
        t1 = time.perf_counter()
        job = store.claim("bench")
        t2 = time.perf_counter()
        store.complete(job.id, stored_result(job.id))
        t3 = time.perf_counter()
        times["enqueue"].append(t1 - t0)
        times["claim"].append(t2 - t1)
        times["complete"].append(t3 - t2)
    return {k: statistics.median(v) * 1e6 for k, v in times.items()}


def main() -> None:
    server = PostgresServer()
    server.start(durable=True)
    tmp = Path(tempfile.mkdtemp(prefix="klartext-bench-"))
    sqlite = SQLiteStore(tmp / "k.sqlite3")
    postgres = PostgresStore(server.create_database(), max_size=THREADS + 2)
    try:
        rows: list[tuple[str, float, float]] = []
        for name, counter in (("in memory", None), ("SQLite", sqlite), ("PostgreSQL", postgres)):
            call = limiter(counter)
            rows.append((name, per_call_us(call), threaded_us(limiter(counter))))
        ratelimit.share_counts(None)
        base_seq, base_thr = rows[0][1], rows[0][2]
        print(f"Budgets.document per request, {N} requests ({THREADS} threads for the second pair of columns)")
        print(f"{'limiter':<12} {'sequential':>12} {'ratio':>8} {'threads':>12} {'ratio':>8}")
        for name, seq, thr in rows:
            print(f"{name:<12} {seq:>9.1f} µs {seq / base_seq:>7.0f}x {thr:>9.1f} µs {thr / base_thr:>7.0f}x")
        print()
        print("store operations per document (median)")
        ops = {"SQLite": store_ops(sqlite), "PostgreSQL": store_ops(postgres)}
        print(f"{'store':<12} {'enqueue':>12} {'claim':>12} {'complete':>12}")
        for name, values in ops.items():
            print(f"{name:<12} " + " ".join(f"{values[k]:>9.0f} µs" for k in ("enqueue", "claim", "complete")))
    finally:
        ratelimit.share_counts(None)
        sqlite.close()
        postgres.close()
        server.destroy()


if __name__ == "__main__":
    main()
