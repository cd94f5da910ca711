"""Load at 10x the rate limit from many clients: the excess gets 429/503, never a 5xx.

Starts ``klartext serve`` with the default limit (30/min per client). Each of ``--clients``
clients has its own address (127.0.0.2, 127.0.0.3, ... - all of 127/8 is loopback on Linux) and
sends MCP requests (tools/list, get_explanation) at 10x its limit for ``--duration`` seconds.
Prints status counts and the latency of accepted requests (p50/p99), the same figures for a
baseline run at half the limit, and the ratio.

    python -m bench.rate_limit_load [--clients 50] [--duration 20]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx

from tests.support.processes import free_port, klartext_server, rss_mb

LIMIT = 30


async def client(n: int, url: str, rate_per_minute: float, duration: float, out: list[tuple[int, float]]) -> None:
    transport = httpx.AsyncHTTPTransport(local_address=f"127.0.{n // 250}.{n % 250 + 2}")
    interval = 60.0 / rate_per_minute
    bodies = [
        {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
         "params": {"name": "get_explanation", "arguments": {"analysis_id": "AAAAAAAAAAAAAAAAAAAAAA"}}},
    ]  # fmt: skip
    async with httpx.AsyncClient(transport=transport, timeout=30) as http:
        await asyncio.sleep(interval * (n % 10) / 10)  # spread the clients' phases
        end = time.monotonic() + duration
        i = 0
        while time.monotonic() < end:
            started = time.monotonic()
            try:
                response = await http.post(url, json=bodies[i % 2])
                out.append((response.status_code, time.monotonic() - started))
            except httpx.HTTPError:
                out.append((0, time.monotonic() - started))
            i += 1
            await asyncio.sleep(max(0.0, interval - (time.monotonic() - started)))


async def run(url: str, clients: int, rate: float, duration: float, first: int = 0) -> list[tuple[int, float]]:
    out: list[tuple[int, float]] = []
    await asyncio.gather(*(client(n, url, rate, duration, out) for n in range(first, first + clients)))
    return out


def report(name: str, results: list[tuple[int, float]]) -> float:
    statuses = Counter(status for status, _ in results)
    accepted = sorted(seconds for status, seconds in results if status == 200)
    p50 = statistics.median(accepted) * 1000 if accepted else float("nan")
    p99 = accepted[int(len(accepted) * 0.99) - 1] * 1000 if accepted else float("nan")
    fives = sum(n for status, n in statuses.items() if status >= 500 or status == 0)
    print(f"{name:10} requests {len(results):6}  statuses {dict(sorted(statuses.items()))}  5xx/errors {fives}")
    print(f"{'':10} accepted p50 {p50:7.2f} ms  p99 {p99:7.2f} ms")
    return p99


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--duration", type=float, default=20)
    args = parser.parse_args()
    port = free_port()
    with (
        tempfile.TemporaryDirectory() as data,
        klartext_server(Path(data), port, KLARTEXT_RATE_LIMIT_PER_MINUTE=str(LIMIT)) as server,
    ):
        url = f"http://127.0.0.1:{port}/api/mcp"
        # Baseline: clients at half their limit; then other clients (fresh budgets) at 10x.
        baseline = asyncio.run(run(url, args.clients, LIMIT / 2, args.duration))
        time.sleep(1)
        overload = asyncio.run(run(url, args.clients, LIMIT * 10, args.duration, first=args.clients))
        rss = rss_mb(server.pid, "VmHWM")
    print(
        f"\n{args.clients} clients, limit {LIMIT}/min each, {args.duration:g} s per run, server peak RSS {rss:.0f} MB"
    )
    base_p99 = report("baseline", baseline)
    load_p99 = report("10x limit", overload)
    allowed = sum(1 for s, _ in overload if s == 200)
    expected = args.clients * LIMIT * max(1.0, args.duration / 60)  # 30 in any 60 s, so a full 30 at once
    print(f"accepted under 10x load: {allowed} (the limit allows about {expected:.0f})")
    print(f"p99 of accepted requests, 10x load / baseline = {load_p99 / base_p99:.2f}x")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
