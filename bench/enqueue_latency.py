"""How long does a request spend before enqueue? Times prepare() on 10k, 50k and 150k characters.

Run: .venv/bin/python -m bench.enqueue_latency [--request-only]  (target: 150k characters within 1 s, request to enqueue)
Then the whole request: an MCP ``explain_document`` call over HTTP to a live Klartext (HTTP only,
``--workers 0``, no waiting for the result), from the first byte sent to the answer that it is
queued, beside ``prepare()`` of the same text: what the request path adds around preparing
(reading and parsing the body, checking the arguments, the queue check, dedupe, enqueue, the answer).
Then what the store adds to a request: ``store.enqueue`` of the prepared 10k and 150k documents on
SQLite and on PostgreSQL (a throwaway cluster, fsync and synchronous commits on), with the ratio.
The text is built from samples/mietvertrag.txt, renumbered and with varying names, so the
anonymizer and segmenter see many distinct clauses and people rather than one block repeated.
"""

from __future__ import annotations

import json
import re
import statistics
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from app.config import Settings
from app.models import DocumentInput, PreparedDocument, Text
from app.prepare import run
from app.prepare.run import prepare
from app.store.base import dedupe_key
from app.store.postgres import PostgresStore
from app.store.sqlite import SQLiteStore
from tests.support.paths import REPO as ROOT
from tests.support.postgres import PostgresServer
from tests.support.server import live_klartext

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
    if "--request-only" in sys.argv[1:]:  # only the whole request (the section below)
        request_to_enqueue(settings)
        return
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
    request_to_enqueue(settings)
    enqueue_by_store({size: documents[size] for size in (SIZES[0], SIZES[-1])})


def request_to_enqueue(settings: Settings, size: int = SIZES[-1]) -> None:
    """An explain_document call of ``size`` characters, end to end, and the part of it spent in prepare().

    The server runs in this process, so prepare() is timed inside the very request (a separate run
    would meet another load on a shared machine): what the request adds around it is the difference.
    """
    inside: list[dict[str, float]] = []

    def timed(*args: Any, **kwargs: Any) -> PreparedDocument:
        timings: dict[str, float] = {}
        started = time.perf_counter()
        try:
            return prepare(*args, **kwargs, timings=timings)  # the original, imported above
        finally:
            inside.append({"prepare": time.perf_counter() - started, **timings})

    with tempfile.TemporaryDirectory() as folder, patched(flow_prepare=timed):
        served = settings.with_(
            data_dir=Path(folder), workers=0, wait_seconds=0, rate_limit_per_minute=10**6, max_queued=10**6
        )
        with live_klartext(served) as url:
            figures: list[tuple[float, float, float]] = []
            for attempt in range(RUNS + 1):
                # A new text each time: a repeat would be answered by dedupe, cheaper than a new analysis.
                marker = f"Fassung {attempt}.{time.time_ns()}\n"
                text = marker + contract_text(size - len(marker))
                call = {"name": "explain_document", "arguments": {"text": text, "language": "de"}}
                body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": call}).encode()
                headers = {"content-type": "application/json", "accept": "application/json"}
                started = time.perf_counter()
                with urllib.request.urlopen(urllib.request.Request(f"{url}/api/mcp", body, headers), timeout=300) as r:
                    answer = json.loads(r.read())
                elapsed = time.perf_counter() - started
                assert not answer["result"].get("isError"), answer["result"]["content"][0]["text"]
                if attempt:  # the first is a warm-up of the live server
                    figures.append((elapsed, inside[-1]["prepare"], inside[-1]["anonymize"]))
    request, prepared, anonymize = (statistics.median(values) for values in zip(*figures, strict=True))
    print(
        f"\nrequest to enqueue, {size:,} characters (MCP explain_document over HTTP, median of {RUNS}): "
        f"{request:.3f} s, of which prepare() {prepared:.3f} s (anonymizing {anonymize:.3f} s); "
        f"the request path around prepare() {request - prepared:.3f} s; all but anonymizing {request - anonymize:.3f} s"
    )


@contextmanager
def patched(flow_prepare: Any) -> Iterator[None]:
    """app.flow calls prepare() through its module (``from app.prepare.run import prepare`` at call time)."""
    original = run.prepare
    run.prepare = flow_prepare
    try:
        yield
    finally:
        run.prepare = original


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
