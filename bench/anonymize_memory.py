"""Memory and start-up time of the anonymizer, each figure from a fresh process.

Run: .venv/bin/python -m bench.anonymize_memory
Target (issue 12): the server with the recognizers loaded uses at most 400 MB; say what start-up
time the models add. Four processes, so that figures do not mix:

  0. the bare interpreter (``python -c pass``): the floor every Python process pays;
  a. a Python process that only imports ``app.prepare.anonymize``: wall time of the import, max RSS;
  b. the same plus the first ``anonymize()`` of a 10,000-character German text (where presidio,
     spaCy's blank pipeline and the name lexicons load) and a second call (the work alone);
  c. a real ``klartext serve`` (offline engine, data dir in a temporary directory): time from
     process start until /healthz answers, its RSS then, and VmHWM / VmRSS from /proc after it has
     completed one analysis of a 10,000-character text through the REST API; then a second analysis
     of another text, to show what the first request pays for loading the recognizers lazily.

The text is built from bench/synth_documents.py (German leases, letters, notices); no ../shared data.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.support.paths import REPO as ROOT

if TYPE_CHECKING:
    import httpx

TARGET_MB = 400
SIZE = 10_000

# Each child prints one JSON line. ru_maxrss is in KB on Linux, and Linux carries the parent's
# peak at spawn over into it; VmHWM (/proc/self/status) starts anew at exec: the child's own peak.
# This process therefore stays small until the children have run (no heavy import at the top).
_PEAKS = """
def peaks(out, prefix=""):
    import resource
    out[prefix + "maxrss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            out[prefix + "hwm_kb"] = int(line.split()[1])
"""
_BARE = (
    _PEAKS
    + """
import json
out = {}
peaks(out)
print(json.dumps(out))
"""
)
_IMPORT = (
    _PEAKS
    + """
import json, time
t = time.perf_counter()
import app.prepare.anonymize
out = {"import_s": time.perf_counter() - t}
peaks(out)
print(json.dumps(out))
"""
)
_FIRST_CALL = (
    _PEAKS
    + """
import json, sys, time
text = sys.stdin.read()
t = time.perf_counter()
from app.prepare.anonymize import anonymize
out = {"import_s": time.perf_counter() - t}
peaks(out, "import_")
t = time.perf_counter()
first = anonymize(text, "de")
out["first_s"] = time.perf_counter() - t
t = time.perf_counter()
anonymize(text, "de")
out["second_s"] = time.perf_counter() - t
out["removed"] = sum(first.counts.values())
peaks(out)
print(json.dumps(out))
"""
)
# The text is built in a child too: bench.anonymize_speed imports presidio, which would swell this process.
_TEXT = f"""
import sys
from bench.anonymize_speed import document
sys.stdout.write(document({SIZE}))
"""


def run_child(code: str, stdin: str = "") -> tuple[str, float]:
    """Run ``code`` in a fresh interpreter: its stdout and the wall time from spawn to exit."""
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    wall = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"child failed ({done.returncode}): {done.stderr[-2000:]}")
    return done.stdout, wall


def child(code: str, stdin: str = "") -> dict[str, Any]:
    """The child's JSON line, plus ``wall_s``."""
    stdout, wall = run_child(code, stdin)
    result: dict[str, Any] = json.loads(stdout.strip().splitlines()[-1])
    result["wall_s"] = wall
    return result


def server_figures(text: str) -> dict[str, float]:
    """Start ``klartext serve``, analyse ``text`` once over REST, read its memory from /proc."""
    import httpx

    from tests.support.processes import free_port, klartext_server, rss_mb

    port = free_port()
    with tempfile.TemporaryDirectory(prefix="klartext-memory-") as data_dir:
        started = time.perf_counter()
        # klartext_server polls /healthz every 0.2 s: the start-up time is exact to about that.
        with klartext_server(Path(data_dir), port) as process:
            healthy = time.perf_counter() - started
            idle_rss = rss_mb(process.pid)
            base = f"http://127.0.0.1:{port}"
            with httpx.Client(base_url=base, timeout=60) as client:
                analysis = analyse(client, text)
                hwm, rss = rss_mb(process.pid, "VmHWM"), rss_mb(process.pid, "VmRSS")
                # Another text (the same one would be deduplicated): what an analysis costs once loaded.
                second = analyse(client, text + "\n§ 20 Zusatz\nDiese Zusatzvereinbarung gilt für die Mietzeit.\n")
            return {
                "healthy_s": healthy,
                "idle_rss_mb": idle_rss,
                "analysis_s": analysis,
                "second_s": second,
                "hwm_mb": hwm,
                "rss_mb": rss,
            }


def analyse(client: httpx.Client, text: str) -> float:
    """POST one text to /api/analyses and wait until it is completed; seconds from request to result."""
    started = time.perf_counter()
    response = client.post("/api/analyses", json={"text": text, "language": "de"})
    if response.status_code != 202:
        raise RuntimeError(f"analysis refused: {response.status_code} {response.text[:500]}")
    location = response.headers["location"]
    deadline = time.monotonic() + 60
    while (status := client.get(location).json()["status"]) in ("queued", "running"):
        if time.monotonic() > deadline:
            raise RuntimeError("the analysis did not finish within 60 s")
        time.sleep(0.05)
    if status != "completed":
        raise RuntimeError(f"analysis ended as {status!r}")
    return time.perf_counter() - started


def main() -> None:
    # The order matters: the children before this process imports anything heavy (httpx for the server).
    bare = child(_BARE)
    imported = child(_IMPORT)
    text, _ = run_child(_TEXT)
    first = child(_FIRST_CALL, text)
    server = server_figures(text)

    def mb(kb: float) -> float:
        return kb / 1024

    def row(label: str, seconds: float | None = None, hwm: float | None = None, maxrss: float | None = None,
            ratio: float | None = None) -> None:  # fmt: skip
        cells = [
            f"{seconds:>7.2f}" if seconds is not None else " " * 7,
            f"{hwm:>8.0f}" if hwm is not None else " " * 8,
            f"{maxrss:>10.0f}" if maxrss is not None else " " * 10,
            f"{ratio:>6.2f}x" if ratio is not None else "",
        ]
        print(f"{label:<56} {' '.join(cells)}".rstrip())

    bare_hwm, import_hwm, first_hwm = mb(bare["hwm_kb"]), mb(imported["hwm_kb"]), mb(first["hwm_kb"])
    print(f"Anonymizer memory and start-up: {len(text):,}-character German text, {first['removed']} items removed")
    print(f"{'':<56} {'time s':>7} {'peak MB':>8} {'ru_maxrss':>10} {'ratio':>7}")
    row("0. bare python: process wall", bare["wall_s"], bare_hwm, mb(bare["maxrss_kb"]))
    row("a. import app.prepare.anonymize (vs 0)", imported["import_s"], import_hwm, mb(imported["maxrss_kb"]),
        import_hwm / bare_hwm)  # fmt: skip
    row("   process wall, spawn to exit", imported["wall_s"])
    row("b. + first anonymize() (vs a): models load here", first["first_s"], first_hwm, mb(first["maxrss_kb"]),
        first_hwm / import_hwm)  # fmt: skip
    row("   second anonymize(), same text: the work alone", first["second_s"])
    row("   load on the first call (first - second)", first["first_s"] - first["second_s"])
    row("   process wall, spawn to exit", first["wall_s"])
    row("c. klartext serve: process start until /healthz answers", server["healthy_s"], server["idle_rss_mb"])
    row("   after one REST analysis: VmHWM (vs healthy)", None, server["hwm_mb"],
        None, server["hwm_mb"] / server["idle_rss_mb"])  # fmt: skip
    row("   after one REST analysis: VmRSS (vs healthy)", None, server["rss_mb"], None,
        server["rss_mb"] / server["idle_rss_mb"])  # fmt: skip
    row("   first REST analysis, request to result", server["analysis_s"])
    row("   second REST analysis (another text), request to result", server["second_s"])
    row("   => the first request pays for the lazy model load", server["analysis_s"] - server["second_s"])
    verdict = "met" if server["hwm_mb"] <= TARGET_MB else "MISSED"
    print(
        f"target: the server with the recognizers loaded <= {TARGET_MB} MB: peak {server['hwm_mb']:.0f} MB "
        f"({server['hwm_mb'] / TARGET_MB:.0%} of the target), {verdict}"
    )
    print(
        "peak MB: VmHWM, the process's own peak (for c when healthy: VmRSS). ru_maxrss includes this "
        "bench's own size at spawn (Linux carries it over), so it is an upper bound."
    )


if __name__ == "__main__":
    main()
