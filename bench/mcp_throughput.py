"""Throughput of the MCP endpoint: Klartext between a bare Starlette route and the official MCP SDK.

Three servers side by side, each under uvicorn (no access log, the same event loop and HTTP
parser for all three) pinned to core 0; wrk runs pinned to core 1 and POSTs one JSON-RPC method
over and over with the headers a real client sends:

- ``bare``: a Starlette route that returns the exact bytes Klartext answered for the method
  (bench/bare_server.py): what the framework, loop and parser cost, and nothing else;
- ``klartext``: the app as `klartext serve` runs it (its logging and uvicorn options), writing its
  access line per request;
- ``sdk``: the same tools on the official MCP SDK (bench/sdk_server.py).

Prints requests/second, p50/p99 latency, and the ratios Klartext/bare and Klartext/SDK per method,
all measured in the same run, first on the standard-library event loop with h11 (``--stack``
asyncio/h11), then on uvloop with httptools where both are installed (`klartext serve` uses them then).

Then the cost of the store behind an HTTP-only replica (``--workers 0``): Klartext on SQLite against
Klartext on PostgreSQL (a throwaway cluster, tests/support/postgres.py, fsync on; the document budget
then counted in the database, as for replicas), for ``tools/list`` (no store) and ``explain_document``
with a new short document on every request (limiter count, anonymizing, dedupe lookup, enqueue).
Prints the ratio PostgreSQL/SQLite per method.

    python -m bench.mcp_throughput [--duration 2] [--rounds 11] [--connections 16]
                                   [--stacks asyncio/h11,uvloop/httptools] [--kinds bare,klartext,klartext-quiet,sdk]
                                   [--stores sqlite,postgresql]

How reliable: the runs of one round follow each other (ABCD, then DCBA), so the ratio of a round
compares two servers under the same state of the machine; the median of many short rounds and their
range (and middle half) are printed. Each run also says how much of its core the server had: on a
shared machine other jobs take turns on the server's core, or wrk's, and a round in which a server
had less than 0.9 of it measured the machine rather than the server; the rounds in which both had
more are summarized apart. CPU time per request is the figure least moved by other jobs.

Needs ``wrk`` and ``taskset`` (util-linux). Figures, not assertions: nothing here fails on speed.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
SERVER_CORE = "0"
CLIENT_CORE = "1"

LUA = """
wrk.method = "POST"
wrk.body = '{"jsonrpc":"2.0","id":1,"method":"%(method)s"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2025-11-25"
"""

MCP_PATH = "/api/mcp"

KLARTEXT_SERVER = """
from pathlib import Path
import uvicorn
from app.cli import configure_logging, server_options
from app.config import Settings
from app.wiring import create_app
# A limit no run reaches: the limiter still runs on every request, so its cost is measured.
settings = Settings(data_dir=Path({data!r}), workers={workers}, rate_limit_per_minute=10**9,
                    read_rate_limit_per_minute=10**9, wait_seconds=0, max_queued=10**9, database_url={database!r},
                    host="127.0.0.1", port={port}, log_level="INFO" if {access} else "WARNING")
# As `klartext serve` runs it (app.cli): its log lines (here to /dev/null), with the one access line
# per request unless the operator turned it off (KLARTEXT_LOG_LEVEL=WARNING), and uvicorn's options,
# on the loop and parser of this comparison.
configure_logging(settings.log_level, open("/dev/null", "w"))
uvicorn.run(create_app(settings), **{{**server_options(settings), "loop": {loop!r}, "http": {http!r}}})
"""
HEADERS = {
    "content-type": "application/json",
    "accept": "application/json, text/event-stream",
    "mcp-protocol-version": "2025-11-25",
}


@dataclass
class Figures:
    rps: float
    p50_ms: float
    p99_ms: float
    errors: int
    # The server's CPU time per request (user + system, from /proc): what a request costs the
    # server whatever else the machine runs, where req/s also says how much of the core it got.
    cpu_us: float = float("nan")
    # How much of its core the server had during the run (CPU seconds / seconds): near 1 when it
    # was the bottleneck; well below, wrk or other jobs on the machine set the pace, not the server.
    share: float = float("nan")


Runs = dict[tuple[str, str], list["Figures"]]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def answer(url: str, method: str) -> bytes:
    """The body ``url`` answers to the request wrk sends for ``method``."""
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method}, separators=(",", ":")).encode()
    with urllib.request.urlopen(urllib.request.Request(url, body, HEADERS), timeout=5) as response:
        assert response.headers["content-type"].startswith("application/json"), "not a JSON answer"
        return bytes(response.read())


def wait_ready(url: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            tools = json.loads(answer(url, "tools/list"))["result"]["tools"]
            assert [tool["name"] for tool in tools] == ["explain_document", "get_explanation"]
            return
        except (OSError, ValueError):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


# One new document per request: wrk's counter starts at a per-run offset, so no run repeats another's
# document (a repeat would be answered by dedupe, which is cheaper than a new analysis).
EXPLAIN_LUA = """
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2025-11-25"
counter = %(offset)d
request = function()
  counter = counter + 1
  local text = "Mietvertrag. § 1 Miete. Die monatliche Miete beträgt " .. counter .. ",00 EUR und ist bis zum "
    .. "dritten Werktag eines jeden Monats im Voraus zu zahlen. § 2 Kündigung. Der Mieter kann das Mietverhältnis "
    .. "mit einer Frist von drei Monaten zum Monatsende schriftlich kündigen."
  local body = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"explain_document",'
    .. '"arguments":{"text":"' .. text .. '","language":"en"}}}'
  return wrk.format("POST", nil, nil, body)
end
"""


def start(
    kind: str, port: int, data_dir: str, database: str | None = None, stack: str = "auto/auto", answers: str = ""
) -> subprocess.Popen[bytes]:
    """Start one server; ``stack`` is uvicorn's loop/http ("auto/auto": what `klartext serve` picks)."""
    loop, http = stack.split("/")
    if kind.startswith("klartext"):
        # The store comparison measures an HTTP-only replica (workers 0): the request side's cost.
        workers = 1 if kind in ("klartext", "klartext-quiet") else 0
        access = kind != "klartext-quiet"
        code = KLARTEXT_SERVER.format(
            data=data_dir, port=port, workers=workers, database=database, loop=loop, http=http, access=access
        )
        command = [PYTHON, "-c", code]
    elif kind == "bare":
        command = [PYTHON, "-m", "bench.bare_server", "--port", str(port), "--answers", answers]
        command += ["--loop", loop, "--http", http]
    else:
        command = [PYTHON, "-m", "bench.sdk_server", "--port", str(port), "--loop", loop, "--http", http]
    return subprocess.Popen(
        ["taskset", "-c", SERVER_CORE, *command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT
    )


def _ms(value: str, unit: str) -> float:
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def cpu_seconds(pid: int | None) -> float:
    """User + system CPU time of process ``pid`` so far (Linux /proc); NaN elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run_wrk(url: str, method: str, duration: int, connections: int, pid: int | None = None) -> Figures:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        if method == "explain_document":
            script.write(EXPLAIN_LUA % {"offset": time.time_ns() // 1000 % 10**12})
        else:
            script.write(LUA % {"method": method})
    cpu_before = cpu_seconds(pid)
    wall_before = time.monotonic()
    try:
        output = subprocess.run(
            [
                "taskset",
                "-c",
                CLIENT_CORE,
                "wrk",
                "-t1",
                f"-c{connections}",
                f"-d{duration}s",
                "--latency",
                "-s",
                script.name,
                url,
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    finally:
        os.unlink(script.name)
    cpu = cpu_seconds(pid) - cpu_before
    wall = time.monotonic() - wall_before
    total = re.search(r"(\d+) requests in", output)
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))  # type: ignore[union-attr]
    p50 = re.search(r"\s50%\s+([\d.]+)(us|ms|s)\b", output)
    p99 = re.search(r"\s99%\s+([\d.]+)(us|ms|s)\b", output)
    errors = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    socket_errors = re.search(r"Socket errors:.*", output)
    if socket_errors:
        print("   ", socket_errors.group(0))
    return Figures(
        rps=rps,
        p50_ms=_ms(*p50.groups()) if p50 else float("nan"),
        p99_ms=_ms(*p99.groups()) if p99 else float("nan"),
        errors=int(errors.group(1)) if errors else 0,
        cpu_us=cpu / int(total.group(1)) * 1e6 if total and int(total.group(1)) else float("nan"),
        share=cpu / wall,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--duration", type=int, default=2, help="seconds per run")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument(
        "--rounds",
        type=int,
        default=11,
        help="rounds of one run per server, in alternating order; the median and range of the rounds' ratios "
        "to the bare route are reported",
    )
    parser.add_argument(
        "--kinds",
        default="bare,klartext,klartext-quiet,sdk",
        help="servers to compare (bare and klartext always run); klartext-quiet: without its access line",
    )
    parser.add_argument("--methods", default="tools/list,ping")
    parser.add_argument(
        "--stacks",
        default="asyncio/h11,uvloop/httptools",
        help="uvicorn loop/http per comparison; one whose modules are not installed is skipped",
    )
    parser.add_argument("--stores", default="sqlite,postgresql", help="'' skips the store comparison")
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="instead: bare and Klartext inside uvicorn's HTTP protocol (httptools, uvloop), no sockets, no wrk",
    )
    parser.add_argument("--requests", type=int, default=1000, help="--in-process: requests per server and round")
    args = parser.parse_args()
    if args.in_process:
        in_process(args)
        return
    for tool in ("wrk", "taskset"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is needed for this bench")
    against_baselines(args)
    if args.stores:
        against_sqlite(args)


def installed(stack: str) -> bool:
    """Whether uvicorn can run ``stack`` (loop/http) here: uvloop and httptools are optional."""
    modules = {"uvloop": "uvloop", "httptools": "httptools"}
    return all(importlib.util.find_spec(modules[part]) is not None for part in stack.split("/") if part in modules)


def against_baselines(args: argparse.Namespace) -> None:
    for stack in args.stacks.split(","):
        if installed(stack):
            against_baselines_on(stack, args)
        else:
            print(f"\n{stack}: not installed here, skipped (pip install uvloop httptools)")


def against_baselines_on(stack: str, args: argparse.Namespace) -> None:
    # The order of the runs and of the table; klartext-quiet: without its access line (KLARTEXT_LOG_LEVEL=WARNING).
    kinds = tuple(kind for kind in ("bare", "klartext", "klartext-quiet", "sdk") if kind in args.kinds.split(","))
    kinds = ("bare", "klartext", *(kind for kind in kinds if kind not in ("bare", "klartext")))
    methods = args.methods.split(",")
    runs: dict[tuple[str, str], list[Figures]] = {(kind, method): [] for kind in kinds for method in methods}
    load_before = f"{os.getloadavg()[0]:.1f}"
    with tempfile.TemporaryDirectory() as data_dir:
        # Klartext first: the bare routes answer with its exact bytes.
        ports = {kind: free_port() for kind in kinds}
        urls = {kind: f"http://127.0.0.1:{port}/api/mcp" for kind, port in ports.items()}
        urls["bare"] = f"http://127.0.0.1:{ports['bare']}/{{method}}"
        servers = {"klartext": start("klartext", ports["klartext"], data_dir, stack=stack)}
        if "klartext-quiet" in kinds:
            servers["klartext-quiet"] = start(
                "klartext-quiet", ports["klartext-quiet"], f"{data_dir}/quiet", stack=stack
            )
        try:
            wait_ready(urls["klartext"])
            files = {}
            for method in methods:
                path = Path(data_dir) / f"answer-{method.replace('/', '-')}.json"
                path.write_bytes(answer(urls["klartext"], method))
                files[method] = str(path)
            answers = Path(data_dir) / "answers.json"
            answers.write_text(json.dumps(files))
            servers["bare"] = start("bare", ports["bare"], data_dir, stack=stack, answers=str(answers))
            if "sdk" in kinds:
                servers["sdk"] = start("sdk", ports["sdk"], data_dir, stack=stack)
                wait_ready(urls["sdk"])
            if "klartext-quiet" in kinds:
                wait_ready(urls["klartext-quiet"])
            wait_answering(urls["bare"].format(method=methods[0]))
            # Every server stays up (an idle one costs nothing) and runs alternate between them, so
            # a slow phase of a shared machine hits every side alike.
            alternate(urls, methods, args, runs, {kind: server.pid for kind, server in servers.items()})
        finally:
            for server in servers.values():
                server.terminate()
                server.wait(timeout=10)

    print(
        f"\n{stack}: median of {args.rounds} rounds, wrk -t1 -c{args.connections} -d{args.duration}s, server on core "
        f"{SERVER_CORE}, wrk on core {CLIENT_CORE}; load average {load_before} before, {os.getloadavg()[0]:.1f} after; "
        "CPU: the server's CPU time per request; core: how much of its core the server had"
    )
    for method in methods:
        medians = {kind: median(runs[kind, method]) for kind in kinds}
        for kind, figures in medians.items():
            print(
                f"{kind:14} {method:11} {figures.rps:9.0f} req/s   p50 {figures.p50_ms:7.2f} ms   "
                f"p99 {figures.p99_ms:7.2f} ms   CPU {figures.cpu_us:6.0f} us/req   core {figures.share:4.2f}   "
                f"non-2xx {figures.errors}"
            )
        klartext = paired(runs, method, "klartext")
        line = f"{method:11} Klartext/bare = {klartext.rps} (CPU per request, bare/Klartext: {klartext.cpu})"
        saturated = paired(runs, method, "klartext", min_share=SATURATED)
        if saturated.rps.values:
            line += (
                f"; rounds where both had >= {SATURATED} of their core ({len(saturated.rps.values)}): {saturated.rps}"
            )
        else:
            line += f"; no round where both had >= {SATURATED} of their core"
        if "klartext-quiet" in kinds:
            quiet = paired(runs, method, "klartext-quiet")
            line += f"; without the access line {quiet.rps} (CPU {quiet.cpu})"
        if "sdk" in kinds:
            line += f"; Klartext/SDK = {medians['klartext'].rps / medians['sdk'].rps:5.2f}x"
        print(line + "\n")


@dataclass
class Ratio:
    """One figure of Klartext against the bare route: the median of the rounds' ratios and their range."""

    values: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.values)

    def __str__(self) -> str:
        if len(self.values) < 4:
            return f"{self.median:4.2f} [{min(self.values):4.2f}-{max(self.values):4.2f}]"
        low, _, high = statistics.quantiles(self.values, n=4)
        return (
            f"{self.median:4.2f} [{min(self.values):4.2f}-{max(self.values):4.2f}, middle half {low:4.2f}-{high:4.2f}]"
        )


@dataclass
class Paired:
    rps: Ratio
    cpu: Ratio


# A run in which the server had at least this much of its core measured the server, not the machine.
SATURATED = 0.9


def paired(runs: Runs, method: str, kind: str, min_share: float = 0.0) -> Paired:
    """``kind`` against ``bare`` round by round (the runs of one round are next to each other in time, so
    a slow phase of the machine hits both): req/s kind/bare, CPU per request bare/kind. ``min_share``: only
    rounds in which both servers had at least that much of their core."""
    pairs = [
        (bare, other)
        for bare, other in zip(runs["bare", method], runs[kind, method], strict=True)
        if min(bare.share, other.share) >= min_share
    ]
    return Paired(
        Ratio([other.rps / bare.rps for bare, other in pairs]),
        Ratio([bare.cpu_us / other.cpu_us for bare, other in pairs]),
    )


def wait_answering(url: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(urllib.request.Request(url, b"{}", HEADERS), timeout=5):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def against_sqlite(args: argparse.Namespace) -> None:
    """Klartext HTTP-only on SQLite against the same on PostgreSQL, runs alternating."""
    from tests.support.postgres import PostgresServer

    methods = ("tools/list", "explain_document")
    kinds = tuple(f"klartext-{store}" for store in args.stores.split(","))
    runs: dict[tuple[str, str], list[Figures]] = {(kind, method): [] for kind in kinds for method in methods}
    postgres = PostgresServer()
    postgres.start(durable=True)
    with tempfile.TemporaryDirectory() as data_dir:
        databases = {"klartext-sqlite": None, "klartext-postgresql": postgres.create_database("bench")}
        ports = {kind: free_port() for kind in kinds}
        urls = {kind: f"http://127.0.0.1:{port}/api/mcp" for kind, port in ports.items()}
        servers = [start(kind, ports[kind], f"{data_dir}/{kind}", databases[kind]) for kind in kinds]
        try:
            for url in urls.values():
                wait_ready(url)
            alternate(
                urls, methods, args, runs, {kind: server.pid for kind, server in zip(kinds, servers, strict=True)}
            )
        finally:
            for server in servers:
                server.terminate()
                server.wait(timeout=10)
            postgres.destroy()
    print(
        f"\nHTTP-only replica by store, median of {args.rounds} runs, wrk -t1 -c{args.connections} -d{args.duration}s"
    )
    for method in methods:
        medians = {kind: median(runs[kind, method]) for kind in kinds}
        for kind, figures in medians.items():
            print(
                f"{kind:19} {method:16} {figures.rps:8.0f} req/s   p50 {figures.p50_ms:7.2f} ms   "
                f"p99 {figures.p99_ms:7.2f} ms   non-2xx {figures.errors}"
            )
        if len(kinds) == 2:
            ratio = medians[kinds[1]].rps / medians[kinds[0]].rps
            print(f"{method:16} {kinds[1]}/{kinds[0]} throughput = {ratio:5.2f}x\n")


def alternate(
    urls: dict[str, str],
    methods: Sequence[str],
    args: argparse.Namespace,
    runs: Runs,
    pids: dict[str, int] | None = None,
) -> None:
    """Each method: a warm-up, then ``args.rounds`` runs alternating between the servers, so that a slow
    phase of a shared machine hits every side alike; the figures go to ``runs[kind, method]``.
    A URL may hold ``{method}`` (the bare server's route per method); ``pids``: the servers' processes,
    for their CPU time per request."""
    pids = pids or {}
    for method in methods:
        targets = {kind: url.replace("{method}", method) for kind, url in urls.items()}
        for url in targets.values():
            run_wrk(url, method, 1, args.connections)  # warm-up
        order = list(targets.items())
        for round_ in range(args.rounds):
            # ABCD, DCBA, ...: no server always runs right after the same one, or always first.
            for kind, url in order if round_ % 2 == 0 else reversed(order):
                figures = run_wrk(url, method, args.duration, args.connections, pids.get(kind))
                runs[kind, method].append(figures)
                print(
                    f"  {kind:19} {method:16} {figures.rps:8.0f} req/s   p50 {figures.p50_ms:7.2f} ms   "
                    f"p99 {figures.p99_ms:7.2f} ms   non-2xx {figures.errors}   CPU {figures.cpu_us:6.0f} us/req   "
                    f"core {figures.share:4.2f}",
                    flush=True,
                )


def in_process(args: argparse.Namespace) -> None:
    """The Python work of a request, bare route against Klartext, without sockets, wrk or the kernel.

    Both apps run in this process behind uvicorn's own HTTP protocol (httptools) on uvloop, each fed the
    bytes of wrk's request through a transport that keeps what is written; CPU time per request
    (this process, pinned to one core), ``--requests`` per server and round, the servers taking turns
    (AB, BA, ...), for ``--rounds`` rounds: the median and range of the rounds' ratios bare/Klartext.
    What the servers share under load (the kernel's TCP work, parsing by httptools) is left out, so the
    ratio is lower than over sockets: the part of a request that is Klartext's own, magnified.
    """
    import asyncio

    import uvloop
    from uvicorn.config import Config
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    from uvicorn.server import ServerState

    from app.cli import configure_logging
    from app.config import Settings
    from app.wiring import create_app
    from bench.bare_server import build_app

    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {int(SERVER_CORE)})
    settings = Settings(
        data_dir=Path(tempfile.mkdtemp()), workers=1, rate_limit_per_minute=10**9,
        read_rate_limit_per_minute=10**9, wait_seconds=0, max_queued=10**9, host="127.0.0.1", port=8000,
    )  # fmt: skip
    configure_logging("INFO", open(os.devnull, "w"))  # noqa: SIM115 - the access lines, for the process's life
    klartext = create_app(settings)

    class Transport(asyncio.Transport):
        def __init__(self) -> None:
            super().__init__()
            self.written: list[bytes] = []

        def get_extra_info(self, name: str, default: object = None) -> object:
            return {"peername": ("127.0.0.1", 40000), "sockname": ("127.0.0.1", 8000)}.get(name, default)

        def write(self, data: bytes | bytearray | memoryview) -> None:
            self.written.append(bytes(data))

        def is_closing(self) -> bool:
            return False

    def connection(app: object) -> tuple[HttpToolsProtocol, Transport]:
        config = Config(app=app, http="httptools", lifespan="off", access_log=False, proxy_headers=False)
        config.load()
        protocol = HttpToolsProtocol(config, ServerState(), {})
        transport = Transport()
        protocol.connection_made(transport)
        return protocol, transport

    def request(path: str, method: str) -> bytes:
        body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method}, separators=(",", ":")).encode()
        head = f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nContent-Length: {len(body)}\r\n"
        head += "".join(f"{name}: {value}\r\n" for name, value in HEADERS.items())
        return head.encode() + b"\r\n" + body

    async def serve(side: tuple[HttpToolsProtocol, Transport, bytes], count: int) -> bytes:
        protocol, transport, data = side
        for _ in range(count):
            transport.written.clear()
            protocol.data_received(data)
            await next(iter(protocol.tasks))  # the request's task; it finishes without waiting on anything
        return transport.written[-1]

    async def compare(method: str) -> None:
        protocol, transport = connection(klartext)
        ours = (protocol, transport, request(MCP_PATH, method))
        answer = await serve(ours, 1)
        protocol, transport = connection(build_app({method: answer}))
        bare = (protocol, transport, request(f"/{method}", method))
        assert await serve(bare, 1) == answer, "the bare route answers other bytes"
        for side in (bare, ours):
            await serve(side, 2 * args.requests)  # warm-up
        cpu: dict[str, list[float]] = {"bare": [], "klartext": []}
        for round_ in range(args.rounds):
            sides = [("bare", bare), ("klartext", ours)]
            for kind, side in sides if round_ % 2 == 0 else reversed(sides):
                started = time.process_time()
                await serve(side, args.requests)
                cpu[kind].append((time.process_time() - started) / args.requests * 1e6)
        ratio = Ratio([b / k for b, k in zip(cpu["bare"], cpu["klartext"], strict=True)])
        print(
            f"{method:11} CPU per request: bare {statistics.median(cpu['bare']):5.1f} us, Klartext "
            f"{statistics.median(cpu['klartext']):5.1f} us; bare/Klartext {ratio}",
            flush=True,
        )

    async def main() -> None:
        async with klartext.router.lifespan_context(klartext):
            for method in args.methods.split(","):
                await compare(method)

    load = os.getloadavg()[0]
    print(
        f"\nIn process (uvloop, httptools, no sockets): {args.rounds} rounds of {args.requests} requests per server, "
        f"load average {load:.1f} before"
    )
    uvloop.run(main())
    print(f"load average {os.getloadavg()[0]:.1f} after")


def median(figures: list[Figures]) -> Figures:
    def mid(values: list[float]) -> float:
        return statistics.median(values)

    return Figures(
        rps=mid([f.rps for f in figures]),
        p50_ms=mid([f.p50_ms for f in figures]),
        p99_ms=mid([f.p99_ms for f in figures]),
        errors=sum(f.errors for f in figures),
        cpu_us=mid([f.cpu_us for f in figures]),
        share=mid([f.share for f in figures]),
    )


if __name__ == "__main__":
    main()
