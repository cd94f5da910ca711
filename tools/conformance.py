"""Run every server scenario of the official MCP conformance suite against a Klartext it starts itself.

``make conformance`` calls this: a ``klartext serve`` on a free port, the offline engine, SQLite in a
temporary folder and a raised rate limit (the suite sends a few hundred requests a minute). Each
scenario runs at every protocol version it applies to that Klartext speaks (2026-07-28 and
2025-11-25); the result is one line per scenario and version with the checks passed, and the
checks that failed. A scenario listed in ``NOT_OFFERED`` needs a feature a tools-only server does
not have (README, "Conformance"); it is reported but does not fail the run.

    python -m tools.conformance [--scenario NAME ...] [--url URL] [--verbose]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".conformance" / "node_modules" / ".bin"
VERSIONS = ("2026-07-28", "2025-11-25")

# Scenario → why a tools-only, stateless, JSON-only server cannot pass it (README lists the same).
NOT_OFFERED: dict[str, str] = {
    "completion-complete": "no prompts or resource templates, so nothing to complete",
    "logging-set-level": "no logging capability (a stateless server has no session to set a level on)",
    "tools-call-simple-text": "needs the suite's test tool test_simple_text",
    "tools-call-image": "needs the suite's test tool test_image_content",
    "tools-call-audio": "needs the suite's test tool test_audio_content",
    "tools-call-embedded-resource": "needs the suite's test tool test_embedded_resource",
    "tools-call-mixed-content": "needs the suite's test tool test_multiple_content_types",
    "tools-call-with-logging": "needs the suite's test tool test_tool_with_logging",
    "tools-call-error": "needs the suite's test tool test_error_handling",
    "tools-call-with-progress": "needs the suite's test tool test_tool_with_progress",
    "tools-call-sampling": "needs sampling from the client (test_sampling); Klartext never asks the client",
    "tools-call-elicitation": "needs elicitation from the client (test_elicitation)",
    "json-schema-2020-12": "needs the suite's test tool json_schema_2020_12_tool",
    "elicitation-sep1034-defaults": "needs elicitation from the client",
    "elicitation-sep1330-enums": "needs elicitation from the client",
    "resources-read-text": "reads the suite's test resource test://static-text; Klartext has only the MCP App",
    "resources-read-binary": "reads the suite's test resource test://static-binary; Klartext has only the MCP App",
    "resources-templates-read": "no resource templates",
    "resources-subscribe": "no subscriptions (stateless; the one resource only changes with a release)",
    "resources-unsubscribe": "no subscriptions (stateless; the one resource only changes with a release)",
    "prompts-list": "no prompts (tools-only server)",
    "prompts-get-simple": "no prompts (tools-only server)",
    "prompts-get-with-args": "no prompts (tools-only server)",
    "prompts-get-embedded-resource": "no prompts (tools-only server)",
    "prompts-get-with-image": "no prompts (tools-only server)",
    "http-custom-header-server-validation": "needs a tool with x-mcp-header parameters; Klartext's have none",
    **{
        f"input-required-result-{name}": "needs the suite's test tools that ask the client for input (SEP-2322); "
        "Klartext never needs input from the client"
        for name in (
            "basic-elicitation",
            "basic-sampling",
            "basic-list-roots",
            "request-state",
            "multiple-input-requests",
            "multi-round",
            "non-tool-request",
            "result-type",
            "tampered-state",
            "capability-check",
        )
    },
}
# Scenarios that pass only in part for the same reason: check id prefix → reason.
NOT_OFFERED_CHECKS: dict[str, str] = {
    "sep-2575-server-rejects-undeclared-capability": "needs the suite's tool test_missing_capability",
    "sep-2575-missing-capability-http-400": "needs the suite's tool test_missing_capability",
    "sep-2575-http-server-no-independent-requests-on-stream": "needs test_streaming_elicitation (elicitation)",
    "sep-2575-server-no-log-without-loglevel": "needs the suite's tool test_logging_tool",
    "sep-2575-server-sends-subscription-ack": "no subscriptions: nothing in the tool list ever changes",
    "sep-2575-server-tags-subscription-id": "no subscriptions: nothing in the tool list ever changes",
    "sep-2575-server-honors-notification-filter": "no subscriptions: nothing in the tool list ever changes",
    "sep-2549-prompts-list-caching-hints": "no prompts (tools-only server)",
    "sep-2549-resources-templates-list-caching-hints": "no resource templates (tools-only server)",
}
# Extensions whose scenarios call the suite's own test tools (tasks: test_tool_with_task, ...);
# reported, never a failure of the run. Klartext's Tasks support is tested in tests/transport/test_tasks.py.
EXTENSION_PREFIXES = ("tasks-", "sep-2640-")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def scenarios() -> list[tuple[str, tuple[str, ...]]]:
    """Server scenarios of the installed suite with the versions (or 'extension') each applies to."""
    out = subprocess.run([str(BIN / "conformance"), "list"], capture_output=True, text=True, check=True, env=_env())
    found = []
    section = False
    for line in out.stdout.splitlines():
        if line.startswith("Server scenarios"):
            section = True
        elif line.startswith(("Client scenarios", "Authorization")):
            section = False
        elif section and (m := re.match(r"\s+- (\S+) \[([^\]]*)\]", line)):
            found.append((m.group(1), tuple(v.strip() for v in m.group(2).split(","))))
    return found


def _env() -> dict[str, str]:
    return {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}


def start_server(data_dir: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("KLARTEXT_")}
    env.update(
        KLARTEXT_PORT=str(port),
        KLARTEXT_DATA_DIR=str(data_dir),
        KLARTEXT_RATE_LIMIT_PER_MINUTE="100000",
        KLARTEXT_LOG_LEVEL="WARNING",
        KLARTEXT_WAIT_SECONDS="30",
    )
    klartext = Path(sys.executable).parent / "klartext"
    data_dir.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([str(klartext), "serve"], env=env, cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit("klartext serve exited at start-up")
        try:
            with urllib.request.urlopen(f"{url}/healthz", timeout=1):
                return proc, f"{url}/api/mcp"
        except OSError:
            time.sleep(0.2)
    proc.terminate()
    raise SystemExit("klartext serve did not start within 60 s")


def run_scenario(url: str, name: str, version: str | None, results: Path, verbose: bool) -> list[dict[str, object]]:
    out_dir = results / f"{name}-{version or 'ext'}"
    out_dir.mkdir(parents=True, exist_ok=True)
    cmd = [str(BIN / "conformance"), "server", "--url", url, "--scenario", name, "-o", str(out_dir)]
    if version:
        cmd += ["--spec-version", version]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=_env(), cwd=out_dir, timeout=300)
    if verbose:
        print(proc.stdout, proc.stderr)
    checks_files = sorted(out_dir.rglob("checks.json"))
    if not checks_files:
        return [{"id": "run", "status": "FAILURE", "errorMessage": (proc.stdout + proc.stderr)[-300:]}]
    checks: list[dict[str, object]] = json.loads(checks_files[-1].read_text())
    return checks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenario", action="append", help="run only these scenarios")
    parser.add_argument("--url", help="test this running server instead of starting one")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--json", type=Path, help="write the per-scenario results here")
    args = parser.parse_args(argv)
    if not (BIN / "conformance").exists():
        raise SystemExit("the suite is not installed: run `make conformance`")

    tmp = Path(tempfile.mkdtemp(prefix="klartext-conformance-"))
    proc = None
    try:
        url = args.url
        if url is None:
            proc, url = start_server(tmp / "data")
        failed = 0
        summary = []
        for name, applies in scenarios():
            if args.scenario and name not in args.scenario:
                continue
            versions: tuple[str | None, ...] = tuple(v for v in VERSIONS if v in applies)
            if not versions:
                if "extension" not in applies:
                    continue  # only versions before 2025-11-25, which the newest suite covers elsewhere
                versions = (None,)
            for version in versions:
                checks = run_scenario(url, name, version, tmp / "results", args.verbose)
                bad = [c for c in checks if c.get("status") == "FAILURE"]
                expected = [c for c in bad if str(c.get("id")) in NOT_OFFERED_CHECKS]
                ok = len(checks) - len(bad)
                if not bad:
                    verdict = "pass"
                elif name in NOT_OFFERED:
                    verdict = "not offered: " + NOT_OFFERED[name]
                elif name.startswith(EXTENSION_PREFIXES) and version is None:
                    verdict = "extension scenario needing the suite's test tools"
                elif len(expected) == len(bad):
                    verdict = (
                        "pass (except checks for features not offered: " + ", ".join(str(c["id"]) for c in bad) + ")"
                    )
                else:
                    verdict = "FAIL: " + "; ".join(
                        f"{c.get('id')}: {str(c.get('errorMessage', ''))[:160]}" for c in bad if c not in expected
                    )
                    failed += 1
                summary.append({"scenario": name, "version": version, "passed": ok, "checks": len(checks)})
                print(f"{name} [{version or 'extension'}]: {ok}/{len(checks)} {verdict}", flush=True)
        if args.json:
            args.json.write_text(json.dumps(summary, indent=1))
        print(f"{failed} scenario run(s) failed" if failed else "all scenarios pass or are listed as not offered")
        return 1 if failed else 0
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=20)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
