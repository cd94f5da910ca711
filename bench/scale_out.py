"""Scale-out figures: processes by role (``klartext serve --workers 0`` + ``klartext worker``) on one database.

Run: ``.venv/bin/python -m bench.scale_out [ocr throughput replicas kill]`` (all four by default).
SQLite in a temporary folder; with ``KLARTEXT_DATABASE_URL`` set, every process gets it instead
(each run tags its documents, so dedupe never merges them with an earlier run's).

- ``ocr``: does the HTTP tier stay responsive while it reads scans? /healthz and tools/list are timed
  every 100 ms on an idle replica, then during a burst of 6 concurrent 5-page scans
  (samples/scan_mietvertrag.pdf) sent to the same replica: p50/p99/max and the burst's duration.
- ``throughput``: analyses per minute with 1 and 2 worker processes, with the offline engine and with
  the LLM double (tests/support/openai_server.py, 2 s per call: the workers wait on I/O). The queue
  is filled first with no worker running; the rate is taken between the first and the last finished
  analysis (the workers' own /metrics, polled every 100 ms), so process start-up is not in it. Peak
  memory (VmHWM) per worker process. Ratios are to 1 worker in the same run.
- ``replicas``: 200 documents (180 different, 20 sent again to the other replica) from 20
  concurrent clients across 2 API replicas and 2 workers, LLM double: each client polls the other
  replica for its result. All complete, none twice (claims and finished analyses counted by the
  workers), p50/p99 time to result.
- ``kill``: ``kill -9`` of a worker with analyses in progress (LLM double); a second worker requeues
  them once their heartbeat is stale (KLARTEXT_STALE_SECONDS=5 here, 300 by default) and completes
  each once.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import os
import re
import signal
import statistics
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx

from app.locales.messages import MESSAGES
from tests.support.openai_server import OpenAIServer
from tests.support.processes import KLARTEXT, ROOT, SAMPLES, clean_env, free_port, rss_mb

LEASE = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
SCAN = SAMPLES / "scan_mietvertrag.pdf"
ACCEPT = {"Accept": "application/json, text/event-stream"}
LANGUAGES = ("de", "en", "es", "fr", "it", "pt")


# --------------------------------------------------------------------------- processes


@contextmanager
def process(*args: str, ready_url: str | None, **env: str) -> Iterator[subprocess.Popen[bytes]]:
    database = {"KLARTEXT_DATABASE_URL": os.environ["KLARTEXT_DATABASE_URL"]} if _postgres() else {}
    with tempfile.TemporaryFile() as errors:
        child = subprocess.Popen(
            [KLARTEXT, *args],
            env=clean_env(
                KLARTEXT_LOG_LEVEL="WARNING",
                KLARTEXT_RATE_LIMIT_PER_MINUTE="100000000",
                KLARTEXT_MAX_QUEUED="5000",
                **database,
                **env,
            ),
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
        try:
            deadline = time.monotonic() + 90
            while ready_url is not None:
                if child.poll() is not None:
                    errors.seek(0)
                    raise RuntimeError(f"klartext {args[0]} exited: {errors.read().decode(errors='replace')[-2000:]}")
                try:
                    if httpx.get(ready_url, timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"klartext {args[0]} not ready within 90 s")
                time.sleep(0.1)
            yield child
        finally:
            if child.poll() is None:
                child.send_signal(signal.SIGKILL)
            child.wait(timeout=30)


def _postgres() -> bool:
    return bool(os.environ.get("KLARTEXT_DATABASE_URL"))


PIDS: dict[int, int] = {}  # port -> pid of the API replica on it


def api(stack: ExitStack, data: Path, **env: str) -> int:
    port = free_port()
    PIDS[port] = stack.enter_context(
        process(
            "serve", "--workers", "0", "--port", str(port), ready_url=f"http://127.0.0.1:{port}/healthz",
            KLARTEXT_DATA_DIR=str(data), KLARTEXT_WAIT_SECONDS="0", KLARTEXT_PUBLIC_URL=f"http://127.0.0.1:{port}",
            **env,
        )
    ).pid  # fmt: skip
    return port


def worker(stack: ExitStack, data: Path, **env: str) -> tuple[int, subprocess.Popen[bytes]]:
    port = free_port()
    child = stack.enter_context(
        process(
            "worker", "--metrics-port", str(port), ready_url=f"http://127.0.0.1:{port}/metrics",
            KLARTEXT_DATA_DIR=str(data), **env,
        )
    )  # fmt: skip
    return port, child


def llm_env(llm: OpenAIServer) -> dict[str, str]:
    return {"KLARTEXT_LLM_BASE_URL": llm.base_url, "KLARTEXT_LLM_MODEL": "test-model"}


def metric(port: int, name: str) -> float:
    try:
        text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5).text
    except httpx.HTTPError:
        return float("nan")
    found = re.search(rf"^{re.escape(name)} ([0-9.e+]+)$", text, re.MULTILINE)
    return float(found.group(1)) if found else 0.0


FINISHED = 'klartext_analyses_finished_total{engine="%s",outcome="completed"}'


# --------------------------------------------------------------------------- MCP calls


def document(tag: str, n: int) -> dict[str, Any]:
    # Different documents (another closing clause, another language): dedupe must not merge them.
    text = LEASE + f"\n§ 20 Zusatz\nDiese Zusatzvereinbarung Nummer {n} ({tag}) gilt für die gesamte Mietzeit.\n"
    return {"text": text, "language": LANGUAGES[n % len(LANGUAGES)]}


def _busy(text: str) -> bool:
    return any(text.startswith(MESSAGES[language]["busy"].split("{")[0]) for language in LANGUAGES)


BUSY_ANSWERS = [0]  # "busy, try again" answers (the CPU pool's cap), retried after a second


async def tool(http: httpx.AsyncClient, port: int, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """One tools/call; a "busy" tool error (with its retry-after in _meta) is retried, as a client should."""
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": name, "arguments": arguments}}
    while True:
        response = await http.post(f"http://127.0.0.1:{port}/api/mcp", json=body, headers=ACCEPT)
        response.raise_for_status()
        result: dict[str, Any] = response.json()["result"]
        if not (result.get("isError") and _busy(result["content"][0]["text"])):
            return result
        BUSY_ANSWERS[0] += 1
        await asyncio.sleep(1.0)


async def submit(port: int, docs: list[dict[str, Any]], clients: int = 20) -> list[str]:
    """Send ``docs`` from ``clients`` concurrent clients; returns the analysis ids in order."""
    ids: list[str] = [""] * len(docs)
    queue = list(enumerate(docs))
    async with httpx.AsyncClient(timeout=600) as http:

        async def client() -> None:
            while queue:
                n, doc = queue.pop(0)
                result = await tool(http, port, "explain_document", doc)
                assert not result.get("isError"), result["content"][0]["text"]
                ids[n] = result["structuredContent"]["analysis_id"]

        await asyncio.gather(*(client() for _ in range(clients)))
    return ids


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


# --------------------------------------------------------------------------- ocr


def probe(port: int, stop: threading.Event, out: dict[str, list[float]]) -> None:
    """/healthz and tools/list every 100 ms, each timed (seconds)."""
    listing = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    with httpx.Client(timeout=30) as http:
        while not stop.is_set():
            started = time.monotonic()
            http.get(f"http://127.0.0.1:{port}/healthz").raise_for_status()
            out["healthz"].append(time.monotonic() - started)
            started = time.monotonic()
            http.post(f"http://127.0.0.1:{port}/api/mcp", json=listing, headers=ACCEPT).raise_for_status()
            out["tools/list"].append(time.monotonic() - started)
            stop.wait(0.1)


def timed_probes(port: int, seconds: float | None, during: Any = None) -> tuple[dict[str, list[float]], Any]:
    out: dict[str, list[float]] = {"healthz": [], "tools/list": []}
    stop = threading.Event()
    thread = threading.Thread(target=probe, args=(port, stop, out), daemon=True)
    thread.start()
    value = during() if during is not None else time.sleep(seconds or 0)
    stop.set()
    thread.join()
    return out, value


def line(name: str, values: list[float]) -> str:
    ms = [v * 1000 for v in values]
    return (
        f"  {name:<11} n={len(ms):<4} p50 {statistics.median(ms):6.1f} ms  p99 {percentile(ms, 0.99):7.1f} ms  "
        f"max {max(ms):7.1f} ms"
    )


def bench_ocr(scans: int = 6) -> None:
    pdf = base64.b64encode(SCAN.read_bytes()).decode()
    with tempfile.TemporaryDirectory() as data, ExitStack() as stack:
        port = api(stack, Path(data))
        worker(stack, Path(data))
        # Warm up with another scan (the same one would be answered by dedupe): the OCR helpers start.
        photo = base64.b64encode((SAMPLES / "scan_behoerdenbrief.png").read_bytes()).decode()
        asyncio.run(submit(port, [{"images": [photo], "language": "de"}], clients=1))
        idle, _ = timed_probes(port, 5.0)

        async def burst() -> tuple[float, list[str]]:
            started = time.monotonic()
            async with httpx.AsyncClient(timeout=600) as http:
                results = await asyncio.gather(
                    *(
                        tool(http, port, "explain_document", {"pdf": pdf, "language": LANGUAGES[n]})
                        for n in range(scans)
                    )
                )
            outcomes = ["busy" if r.get("isError") else r["structuredContent"]["status"] for r in results]
            return time.monotonic() - started, outcomes

        busy, (elapsed, outcomes) = timed_probes(port, None, lambda: asyncio.run(burst()))
        peak = rss_mb(PIDS[port], "VmHWM")
    pages = scans * 5
    print(f"OCR in the request: {scans} concurrent 5-page scans to one HTTP-only replica ({os.cpu_count()} cores)")
    print(
        f"  burst took {elapsed:.1f} s ({pages / elapsed:.2f} pages/s), outcomes {sorted(outcomes)}, "
        f"busy answers retried {BUSY_ANSWERS[0]}; peak RSS of the replica {peak:.0f} MB"
    )
    print(" idle:")
    for name, values in idle.items():
        print(line(name, values))
    print(" during the burst:")
    for name, values in busy.items():
        print(line(name, values))


# --------------------------------------------------------------------------- throughput


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process so far (/proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rate(
    engine: str, workers: int, docs: int, per_worker: int, llm: OpenAIServer | None
) -> tuple[float, float, float, float]:
    """Analyses per minute, the peak RSS (MB) of the largest worker process, worker CPU seconds per
    analysis, and the share of the machine's cores busy (all processes) between first and last."""
    env = llm_env(llm) if llm else {}
    kind = "llm" if llm else "offline"
    tag = uuid.uuid4().hex[:8]
    with tempfile.TemporaryDirectory() as data, ExitStack() as stack:
        port = api(stack, Path(data), **env)
        asyncio.run(submit(port, [document(tag, n) for n in range(docs)]))
        env["KLARTEXT_WORKERS"] = str(per_worker)
        started = [worker(stack, Path(data), **env) for _ in range(workers)]
        first = last = None
        cpu_start = idle_start = 0.0
        deadline = time.monotonic() + 900
        while True:
            done = sum(metric(p, FINISHED % kind) for p, _ in started)
            now = time.monotonic()
            if first is None and done >= 1:
                first, first_done = now, done
                cpu_start, idle_start = sum(cpu_seconds(c.pid) for _, c in started), _idle()
            if done >= docs:
                last = now
                cpu = sum(cpu_seconds(c.pid) for _, c in started) - cpu_start
                idle = _idle() - idle_start
                break
            if now > deadline:
                raise RuntimeError(f"{engine}: {done}/{docs} after 900 s")
            time.sleep(0.1)
        peak = max(rss_mb(child.pid, "VmHWM") for _, child in started)
    assert first is not None
    window = max(1e-9, last - first)
    cores = os.cpu_count() or 1
    return (docs - first_done) / window * 60, peak, cpu / (docs - first_done), 1 - idle / (window * cores)


def _idle() -> float:
    """Idle seconds of all cores since boot (/proc/stat)."""
    fields = Path("/proc/stat").read_text().splitlines()[0].split()
    return (int(fields[4]) + int(fields[5])) / os.sysconf("SC_CLK_TCK")


def bench_throughput(offline_docs: int, llm_docs: int, llm_per_worker: int) -> None:
    print(f"analyses per minute by worker processes ({os.cpu_count()} cores, store: {_store_name()})")
    cases: list[tuple[str, int, int, OpenAIServer | None]] = []
    with OpenAIServer(ttfb=2.0) as llm:
        cases = [("offline", offline_docs, 2, None), ("LLM double 2 s", llm_docs, llm_per_worker, llm)]
        for engine, docs, per_worker, server in cases:
            figures = {n: rate(engine, n, docs, per_worker, server) for n in (1, 2)}
            one = figures[1][0]
            for n, (per_minute, peak, cpu, busy) in figures.items():
                print(
                    f"  {engine:<15} {n} worker process(es) x {per_worker} workers, {docs} documents: "
                    f"{per_minute:7.1f}/min  ratio {per_minute / one:.2f} (target >= {0.8 * n:.1f})  "
                    f"peak RSS per worker {peak:.0f} MB  worker CPU {cpu * 1000:.0f} ms/analysis  "
                    f"machine busy {busy:.0%}"
                )


def _store_name() -> str:
    return "PostgreSQL (KLARTEXT_DATABASE_URL)" if _postgres() else "SQLite"


# --------------------------------------------------------------------------- replicas


def bench_replicas(documents: int = 200, repeats: int = 20, clients: int = 20, per_worker: int = 50) -> None:
    tag = uuid.uuid4().hex[:8]
    distinct = [document(tag, n) for n in range(documents - repeats)]
    # Each of the first ``repeats`` documents twice in a row: two clients send it at the same moment,
    # one to each replica (n % 2); dedupe must make one analysis of it.
    docs = [doc for k in range(repeats) for doc in (distinct[k], distinct[k])] + distinct[repeats:]
    with OpenAIServer(ttfb=2.0) as llm, tempfile.TemporaryDirectory() as data, ExitStack() as stack:
        env = {**llm_env(llm), "KLARTEXT_WORKERS": str(per_worker)}
        replicas = [api(stack, Path(data), **env), api(stack, Path(data), **env)]
        workers = [worker(stack, Path(data), **env)[0] for _ in range(2)]
        times: list[float] = []
        ids: list[str] = []

        async def client(c: int, http: httpx.AsyncClient) -> None:
            for n in range(c, len(docs), clients):
                send, poll = replicas[n % 2], replicas[(n + 1) % 2]
                started = time.monotonic()
                sent = await tool(http, send, "explain_document", docs[n])
                assert not sent.get("isError"), sent["content"][0]["text"]
                analysis_id = sent["structuredContent"]["analysis_id"]
                while True:
                    got = await tool(http, poll, "get_explanation", {"analysis_id": analysis_id})
                    status = got["structuredContent"]["status"]
                    if status == "completed":
                        break
                    assert status in ("queued", "running"), status
                    await asyncio.sleep(0.25)
                times.append(time.monotonic() - started)
                ids.append(analysis_id)

        async def run() -> None:
            limits = httpx.Limits(max_connections=clients * 2)
            async with httpx.AsyncClient(timeout=600, limits=limits) as http:
                await asyncio.gather(*(client(c, http) for c in range(clients)))

        started = time.monotonic()
        asyncio.run(run())
        elapsed = time.monotonic() - started
        claims = sum(metric(p, "klartext_claims_total") for p in workers)
        finished = sum(metric(p, FINISHED % "llm") for p in workers)
        per_worker_claims = [metric(p, "klartext_claims_total") for p in workers]
    print(
        f"{len(docs)} documents ({len(distinct)} different, {repeats} sent twice at once, to each replica) from "
        f"{clients} clients across 2 API replicas and 2 workers x {per_worker}, LLM double 2 s, {_store_name()}"
    )
    print(
        f"  completed {len(times)}/{len(docs)} in {elapsed:.1f} s; distinct analyses {len(set(ids))}; "
        f"claims {claims:.0f} (per worker {[int(c) for c in per_worker_claims]}), finished {finished:.0f}: "
        f"{'none twice' if claims == finished == len(set(ids)) == len(distinct) else 'MISMATCH'}"
    )
    print(
        f"  time to result: p50 {statistics.median(times):.1f} s, p99 {percentile(times, 0.99):.1f} s; "
        f"busy answers retried {BUSY_ANSWERS[0]}"
    )


# --------------------------------------------------------------------------- kill -9


def bench_kill(documents: int = 10) -> None:
    tag = uuid.uuid4().hex[:8]
    with OpenAIServer(ttfb=2.0) as llm, tempfile.TemporaryDirectory() as data, ExitStack() as stack:
        env = {
            **llm_env(llm),
            "KLARTEXT_HEARTBEAT_SECONDS": "1",
            "KLARTEXT_STALE_SECONDS": "5",
            "KLARTEXT_WORKERS": "4",
        }
        port = api(stack, Path(data), **env)
        first_port, first = worker(stack, Path(data), **env)
        ids = asyncio.run(submit(port, [document(tag, n) for n in range(documents)]))
        while metric(first_port, "klartext_workers_busy") < 4 or not llm.requests:
            time.sleep(0.05)
        done_before = metric(first_port, FINISHED % "llm")
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)
        killed = time.monotonic()
        second_port, _ = worker(stack, Path(data), **env)

        async def statuses() -> list[str]:
            async with httpx.AsyncClient(timeout=60) as http:
                results = [await tool(http, port, "get_explanation", {"analysis_id": i}) for i in ids]
            return [r["structuredContent"]["status"] for r in results]

        while (found := asyncio.run(statuses())).count("completed") < documents:
            assert "failed" not in found
            time.sleep(0.25)
        elapsed = time.monotonic() - killed
        requeued = metric(second_port, 'klartext_requeues_total{reason="stale"}')
        claims = metric(second_port, "klartext_claims_total")
        finished = metric(second_port, FINISHED % "llm")
    print(f"kill -9 of a worker (4 analyses in progress, {documents} queued in all), stale after 5 s, {_store_name()}")
    print(
        f"  finished before the kill {done_before:.0f}; the second worker requeued {requeued:.0f}, claimed {claims:.0f}, "
        f"finished {finished:.0f}; all {documents} completed {elapsed:.1f} s after the kill; "
        f"{'each once' if done_before + finished == documents and claims == finished else 'MISMATCH'}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("parts", nargs="*", default=["ocr", "throughput", "replicas", "kill"])
    parser.add_argument("--offline-docs", type=int, default=120)
    parser.add_argument("--llm-docs", type=int, default=150)
    parser.add_argument("--llm-workers", type=int, default=50, help="KLARTEXT_WORKERS per process with the LLM double")
    args = parser.parse_args()
    for part in args.parts:
        BUSY_ANSWERS[0] = 0
        if part == "ocr":
            bench_ocr()
        elif part == "throughput":
            bench_throughput(args.offline_docs, args.llm_docs, args.llm_workers)
        elif part == "replicas":
            bench_replicas(per_worker=args.llm_workers)
        elif part == "kill":
            bench_kill()
        else:
            parser.error(f"unknown part {part!r}")
        print(flush=True)


if __name__ == "__main__":
    main()
