"""Run every harness, one after the other, each in its own process under a time budget.

``python -m fuzz.run --seconds 600`` (``make fuzz``, ``FUZZ_SECONDS``): per harness, libFuzzer gets
``-max_total_time`` (the budget), ``-timeout=5`` (an input taking longer is a hang: a finding),
``-rss_limit_mb`` (the memory cap: a process growing past it is a finding) and the seeds of
``fuzz.seeds``. Work stays in ``.fuzz/<harness>/``: ``corpus/`` (what the fuzzer found interesting, reused
by the next run) and ``findings/`` (crash-*, timeout-*, oom-* inputs). libFuzzer stops at a finding; the
runner then starts the harness again for the rest of its budget (at most ``MAX_STARTS`` times).

Prints per harness: executions, coverage (libFuzzer's ``cov``: instrumented edges reached, ``ft``:
features), corpus size, findings; exits 1 when there was a finding.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from fuzz import seeds

ROOT = Path(__file__).resolve().parent.parent
DICTS = Path(__file__).resolve().parent / "dicts"
HARNESSES = ("pdf_bytes", "image_bytes", "image_list", "multipart_body", "explain_arguments")
DICTIONARY = {
    "pdf_bytes": "pdf.dict",
    "image_bytes": "image.dict",
    "image_list": "image.dict",
    "multipart_body": "multipart.dict",
    "explain_arguments": "json.dict",
}
# 1 GB: the API container is capped at 1.5 GB (compose.yaml) and holds the server (~200 MB) and other
# requests beside this one; one input whose intake alone needs more than 1 GB is a finding.
RSS_LIMIT_MB = 1024
TIMEOUT_SECONDS = 5
MAX_STARTS = 6
# The largest input the fuzzer makes: above the largest seed, below the sizes the limits refuse at once.
MAX_LEN = 256 * 1024

_STATUS = re.compile(r"^#(\d+)\s+\w+\s+cov: (\d+) ft: (\d+)(?: corp: (\d+)/)?", re.MULTILINE)
_EXECUTED = re.compile(r"stat::number_of_executed_units: (\d+)")
_ARTIFACT = re.compile(r"Test unit written to (\S+)")
_EXCEPTION = re.compile(
    r"=== Uncaught Python exception: ===\n(?:.*\n)*?(\w[\w.]*(?:Error|Exception|Exit|Interrupt)\b.*)"
)


@dataclass
class Outcome:
    name: str
    executions: int = 0
    cov: int = 0
    ft: int = 0
    corpus: int = 0
    seconds: float = 0.0
    findings: list[str] = field(default_factory=list)


def fuzz_one(name: str, seconds: int, work: Path, rss_mb: int) -> Outcome:
    folder = work / name
    corpus, seed_dir, findings = folder / "corpus", folder / "seeds", folder / "findings"
    for path in (corpus, findings):
        path.mkdir(parents=True, exist_ok=True)
    seeds.write(name, seed_dir)
    outcome = Outcome(name)
    started = time.monotonic()
    log_path = folder / "fuzz.log"
    log_path.write_text("")
    for _ in range(MAX_STARTS):
        left = int(seconds - (time.monotonic() - started))
        if left < 5:
            break
        command = [
            sys.executable,
            "-m",
            f"fuzz.{name}",
            str(corpus),
            str(seed_dir),
            f"-max_total_time={left}",
            f"-timeout={TIMEOUT_SECONDS}",
            f"-rss_limit_mb={rss_mb}",
            f"-max_len={MAX_LEN}",
            f"-dict={DICTS / DICTIONARY[name]}",
            f"-artifact_prefix={findings}/",
            "-print_final_stats=1",
        ]
        env = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_THREAD_LIMIT": "1"}
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, errors="replace")
        with log_path.open("a") as log:
            log.write(done.stderr)
        _account(outcome, done.stderr)
        if done.returncode == 0:
            break
    outcome.seconds = time.monotonic() - started
    return outcome


def _account(outcome: Outcome, log: str) -> None:
    status = _STATUS.findall(log)
    executed = _EXECUTED.findall(log)
    if executed:
        outcome.executions += int(executed[-1])
    elif status:
        outcome.executions += int(status[-1][0])
    if status:
        last = status[-1]
        outcome.cov = max(outcome.cov, int(last[1]))
        outcome.ft = max(outcome.ft, int(last[2]))
        if last[3]:
            outcome.corpus = int(last[3])
    for artifact in _ARTIFACT.findall(log):
        what = _EXCEPTION.search(log)
        kind = Path(artifact).name.split("-", 1)[0]  # crash, timeout, oom, slow-unit
        detail = what.group(1).strip()[:160] if what and kind == "crash" else kind
        outcome.findings.append(f"{artifact}: {detail}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seconds", type=int, default=600, help="time budget per harness (default 600)")
    parser.add_argument("--rss-mb", type=int, default=RSS_LIMIT_MB, help="memory cap per process in MB")
    parser.add_argument("--work", type=Path, default=ROOT / ".fuzz", help="corpus and findings (default .fuzz/)")
    parser.add_argument("harness", nargs="*", help=f"which ones (default: all): {', '.join(HARNESSES)}")
    args = parser.parse_args(argv)
    unknown = [name for name in args.harness if name not in HARNESSES]
    if unknown:
        parser.error(f"unknown harness: {', '.join(unknown)}")
    outcomes = []
    for name in args.harness or HARNESSES:
        print(f"fuzzing {name} for {args.seconds} s ...", flush=True)
        outcome = fuzz_one(name, args.seconds, args.work, args.rss_mb)
        outcomes.append(outcome)
        print(_line(outcome), flush=True)
        for finding in outcome.findings:
            print(f"    finding: {finding}", flush=True)
    print()
    print(
        f"{'harness':<18} {'seconds':>8} {'executions':>11} {'exec/s':>7} {'cov':>6} {'ft':>7} {'corpus':>7} findings"
    )
    for outcome in outcomes:
        print(_line(outcome))
    return 1 if any(outcome.findings for outcome in outcomes) else 0


def _line(o: Outcome) -> str:
    rate = o.executions / o.seconds if o.seconds else 0.0
    return (
        f"{o.name:<18} {o.seconds:>8.0f} {o.executions:>11,} {rate:>7.1f} {o.cov:>6} {o.ft:>7} {o.corpus:>7} "
        f"{len(o.findings)}"
    )


if __name__ == "__main__":
    sys.exit(main())
