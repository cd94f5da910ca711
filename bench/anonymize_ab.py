"""CPU time of anonymizing and preparing, this checkout beside another one, alternating in one run.

Run: .venv/bin/python -m bench.anonymize_ab --before /path/to/other/checkout [--rounds 5]

On a machine shared with other work the wall clock says little and one run of each side meets a
different load: here one worker process per checkout (each on its own code, its engine loaded and warmed
once, like a server) gets the same texts, round by round, the two sides taking turns, and reports the
CPU time of its own process (``time.process_time``). Each round brings texts the workers have not seen
(LER court decisions of the validation part, generated documents with a new seed, a contract of 150,000
characters with a new version line), so the caches are as warm as a running server's, not warmer.
Printed: ms per 10,000 characters (median over rounds, with min and max), the median of the rounds'
after/before ratios, and ``prepare()`` of 150,000
characters in seconds (request to enqueue without the HTTP round trip and the store, which add little:
bench/enqueue_latency.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from bench.anonymize_real import ler_parts
from bench.anonymize_speed import document
from bench.enqueue_latency import contract_text

HERE = Path(__file__).resolve().parents[1]
REAL = HERE.parent / "shared" / "data" / "real"

# The worker: reads one JSON job a line ([kind, language, text] items), answers CPU seconds per kind.
WORKER = r"""
import json, sys, time
from app.config import Settings
from app.models import DocumentInput, Text
from app.prepare.anonymize import anonymize
from app.prepare.run import prepare
settings = Settings()
prepare(DocumentInput(explanation_language="de", content=Text("Mietvertrag zwischen Herrn Max Muster und "
        "Frau Eva Beispiel, Hauptstraße 1, 12345 Berlin. § 1 Die Miete beträgt 500 Euro.")), settings)
for line in sys.stdin:
    spent = {}
    for kind, language, text in json.loads(line):
        started = time.process_time()
        if kind == "prepare":
            prepare(DocumentInput(explanation_language="de", content=Text(text)), settings)
        else:
            anonymize(text, language)
        spent[kind] = spent.get(kind, 0.0) + time.process_time() - started
    print(json.dumps(spent), flush=True)
"""


def jobs(rounds: int, real: Path) -> tuple[list[list[tuple[str, str | None, str]]], dict[str, int]]:
    """One job per round (the first a warm-up), each of texts not used before; and characters per kind."""
    ler = ler_parts(real / "ler_dev.conll", None)["validation"]
    per_round = max(1, len(ler) // (rounds + 1))
    out = []
    for r in range(rounds + 1):
        items: list[tuple[str, str | None, str]] = [
            ("ler", "de", d.text) for d in ler[r * per_round : (r + 1) * per_round]
        ]
        items.append(("generated 10k", "de", document(10_000, seed=100 + r)))
        items.append(("generated 150k", "de", document(150_000, seed=200 + r)))
        marker = f"Fassung {r}\n"
        items.append(("prepare", None, marker + contract_text(150_000 - len(marker))))
        out.append(items)
    chars: dict[str, int] = {}
    for kind, _language, text in out[1]:
        chars[kind] = chars.get(kind, 0) + len(text)
    return out, chars


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--before", type=Path, required=True, help="the other checkout")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--data", type=Path, default=REAL)
    args = parser.parse_args(argv)
    work, chars = jobs(args.rounds, args.data)
    load_before = os.getloadavg()
    sides = {"before": args.before.resolve(), "after": HERE}
    workers = {
        side: subprocess.Popen(
            [sys.executable, "-c", WORKER],
            cwd=path,
            env={"PYTHONPATH": str(path), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for side, path in sides.items()
    }
    spent: dict[str, list[dict[str, float]]] = {side: [] for side in sides}
    try:
        for r, job in enumerate(work):
            order = list(sides) if r % 2 == 0 else list(reversed(sides))  # alternate who goes first
            for side in order:
                worker = workers[side]
                assert worker.stdin is not None and worker.stdout is not None
                worker.stdin.write(json.dumps(job) + "\n")
                worker.stdin.flush()
                answer = json.loads(worker.stdout.readline())
                if r:  # round 0 warms both up
                    spent[side].append(answer)
    finally:
        for worker in workers.values():
            if worker.stdin is not None:
                worker.stdin.close()
            worker.wait()
    load = " -> ".join(" / ".join(f"{x:.1f}" for x in avg) for avg in (load_before, os.getloadavg()))
    print(f"load average (1 / 5 / 15 min) before -> after the rounds: {load} ({os.cpu_count()} cores)")
    print(f"CPU time of one process, median of {args.rounds} rounds [min-max], before -> after")
    for kind, n in chars.items():
        row = []
        for side in sides:
            values = [s[kind] for s in spent[side]]
            if kind == "prepare":
                row.append(f"{statistics.median(values):.3f} s [{min(values):.3f}-{max(values):.3f}]")
            else:
                scale = 1000 * 10_000 / n
                row.append(
                    f"{statistics.median(values) * scale:.1f} ms/10k [{min(values) * scale:.1f}-{max(values) * scale:.1f}]"
                )
        # The two sides of one round met about the same load: their ratio moves less than either figure.
        ratios = [a[kind] / b[kind] for b, a in zip(spent["before"], spent["after"], strict=True)]
        label = "prepare 150k" if kind == "prepare" else f"{kind} ({n:,} chars)"
        print(f"{label:<34} {row[0]:<28} -> {row[1]:<28} after/before {statistics.median(ratios):.2f}")


if __name__ == "__main__":
    main()
