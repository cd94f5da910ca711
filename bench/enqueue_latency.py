"""How long does a request spend before enqueue? Times prepare() on 10k, 50k and 150k characters.

Run: .venv/bin/python -m bench.enqueue_latency  (target: 150k characters within 2 s in total)
Then what the store adds to a request: ``store.enqueue`` of the prepared 10k and 150k documents on
SQLite and on PostgreSQL (a throwaway cluster, fsync and synchronous commits on), with the ratio.
The text is built from samples/mietvertrag.txt, renumbered and with varying names, so the
anonymizer and segmenter see many distinct clauses and people rather than one block repeated.
"""

from __future__ import annotations

import re
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from app.config import Settings
from app.models import DocumentInput, PreparedDocument, Text
from app.prepare.run import prepare
from app.store.base import dedupe_key
from app.store.postgres import PostgresStore
from app.store.sqlite import SQLiteStore
from tests.support.paths import REPO as ROOT
from tests.support.postgres import PostgresServer

SIZES = (10_000, 50_000, 150_000)
RUNS = 3
NAMES = [
    ("Dieter Brandstätter", "Katharina Wölfle"),
    ("Jürgen Oberhuber", "Sabine Kowalczyk"),
    ("Monika Hoffmeister", "Thomas Reischl"),
    ("Andreas Vogtländer", "Petra Lindqvist"),
]


def contract_text(size: int) -> str:
    sample = (ROOT / "samples" / "mietvertrag.txt").read_text(encoding="utf-8")
    parts: list[str] = []
    offset = 0
    copy = 0
    while sum(len(part) for part in parts) < size:
        landlord, tenant = NAMES[copy % len(NAMES)]
        text = sample.replace("Dieter Brandstätter", landlord).replace("Katharina Wölfle", tenant)
        # Renumber "§ n" so that headings stay unique across copies, like one long contract.
        text = re.sub(r"^§ (\d+)", lambda m, shift=offset: f"§ {int(m.group(1)) + shift}", text, flags=re.MULTILINE)
        offset += 16
        copy += 1
        parts.append(text)
    return "\n\n".join(parts)[:size].strip()


def main() -> None:
    settings = Settings()
    # Warm-up: the first call loads recognisers and compiles patterns; requests after start-up don't pay it.
    prepare(DocumentInput(explanation_language="de", content=Text(contract_text(2_000))), settings)
    print(f"{'chars':>8} {'total s':>8}  share per stage (median of {RUNS} runs)")
    documents: dict[int, PreparedDocument] = {}
    for size in SIZES:
        text = contract_text(size)
        totals: list[float] = []
        stages: dict[str, list[float]] = {}
        for _ in range(RUNS):
            timings: dict[str, float] = {}
            started = time.perf_counter()
            prepared = prepare(DocumentInput(explanation_language="de", content=Text(text)), settings, timings=timings)
            totals.append(time.perf_counter() - started)
            for stage, seconds in timings.items():
                stages.setdefault(stage, []).append(seconds)
        total = statistics.median(totals)
        shares = "  ".join(
            f"{stage} {statistics.median(values):.3f}s ({100 * statistics.median(values) / total:.0f}%)"
            for stage, values in stages.items()
        )
        print(f"{len(text):>8} {total:>8.3f}  {shares}  [{len(prepared.segments)} clauses]")
        documents[size] = prepared
    enqueue_by_store({size: documents[size] for size in (SIZES[0], SIZES[-1])})


def enqueue_ms(store: Any, document: PreparedDocument, n: int = 200) -> float:
    """Median milliseconds of ``store.enqueue`` for a new analysis (a new dedupe key each time)."""
    for i in range(10):
        store.enqueue(document, dedupe_key(document, f"warm-{i}-{time.time_ns()}"))
    times = []
    for i in range(n):
        key = dedupe_key(document, f"{i}-{time.time_ns()}")
        started = time.perf_counter()
        store.enqueue(document, key)
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def enqueue_by_store(documents: dict[int, PreparedDocument]) -> None:
    server = PostgresServer()
    server.start(durable=True)
    try:
        with tempfile.TemporaryDirectory() as folder:
            sqlite = SQLiteStore(Path(folder) / "k.sqlite3")
            postgres = PostgresStore(server.create_database("bench"), listen=False)
            print("\nstore.enqueue, median of 200 (the document stored, a dedupe key, a wake-up)")
            for size, document in documents.items():
                on_sqlite, on_postgres = enqueue_ms(sqlite, document), enqueue_ms(postgres, document)
                print(
                    f"{size:>8} chars  SQLite {on_sqlite:6.2f} ms   PostgreSQL {on_postgres:6.2f} ms"
                    f"   PostgreSQL/SQLite {on_postgres / on_sqlite:5.2f}x"
                )
            sqlite.close()
            postgres.close()
    finally:
        server.destroy()


if __name__ == "__main__":
    main()
