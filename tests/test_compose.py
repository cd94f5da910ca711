"""compose.yaml and the Dockerfile, checked without Docker (it cannot run on the test machines).

The file is parsed and its services, commands, environment and health checks are checked; then
the image's entrypoints run as plain processes with the environment compose would give them
(SQLite in a temporary folder instead of the PostgreSQL service), their health checks are run
as written, and a document goes through the API entrypoint to the worker entrypoint.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from tests.jobs.test_roles import klartext_process, wait_status
from tests.support.processes import ROOT, SAMPLES, call_tool, free_port

COMPOSE = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
DOCKERFILE = (ROOT / "Dockerfile").read_text(encoding="utf-8")
SERVICES: dict[str, Any] = COMPOSE["services"]
# What an operator sets (compose refuses to start without POSTGRES_PASSWORD).
OPERATOR = {"POSTGRES_PASSWORD": "s3cret"}


def interpolate(value: str, env: dict[str, str]) -> str:
    """Compose's ``${VAR}``, ``${VAR:-default}`` and ``${VAR:?error}``."""

    def one(match: re.Match[str]) -> str:
        name, op, arg = match.group(1), match.group(2), match.group(3) or ""
        if env.get(name):
            return env[name]
        if op == ":?":
            raise KeyError(f"{name}: {arg}")
        return arg if op == ":-" else ""

    return re.sub(r"\$\{(\w+)(?:(:-|:\?)([^}]*))?\}", one, value)


def environment(service: str, env: dict[str, str] = OPERATOR) -> dict[str, str]:
    return {k: interpolate(str(v), env) for k, v in SERVICES[service]["environment"].items()}


def dockerfile_json(instruction: str) -> list[str]:
    found = re.search(rf"^{instruction} (\[.*\])$", DOCKERFILE, re.MULTILINE)
    assert found, instruction
    parsed: list[str] = json.loads(found.group(1))
    return parsed


def test_services_are_two_api_replicas_two_workers_and_postgres() -> None:
    assert set(SERVICES) == {"api", "worker", "postgres"}
    assert SERVICES["api"]["deploy"]["replicas"] == 2
    assert SERVICES["worker"]["deploy"]["replicas"] == 2
    assert SERVICES["api"]["command"] == ["serve", "--workers", "0"]
    assert SERVICES["worker"]["command"][0] == "worker"
    assert dockerfile_json("ENTRYPOINT") == ["klartext"]
    assert dockerfile_json("CMD") == ["serve"]  # `docker run klartext`: one process, SQLite in /data
    for name in ("api", "worker"):
        service = SERVICES[name]
        assert service["build"] == "."
        assert service["depends_on"] == {"postgres": {"condition": "service_healthy"}}
        url = environment(name)["KLARTEXT_DATABASE_URL"]
        assert url == "postgresql://klartext:s3cret@postgres:5432/klartext"
        assert service["deploy"]["resources"]["limits"]["memory"]
    # The password is the operator's: compose refuses to start without one.
    with pytest.raises(KeyError, match="POSTGRES_PASSWORD"):
        environment("api", {})
    postgres = SERVICES["postgres"]
    assert postgres["image"].startswith("postgres:")
    assert postgres["environment"]["POSTGRES_DB"] == "klartext" == postgres["environment"]["POSTGRES_USER"]
    assert "pg_isready" in postgres["healthcheck"]["test"][1]
    assert any(str(v).endswith(":/var/lib/postgresql/data") for v in postgres["volumes"])


def test_health_checks_ask_readiness_of_the_api_and_the_metrics_of_the_workers() -> None:
    api, worker = SERVICES["api"]["healthcheck"], SERVICES["worker"]["healthcheck"]
    assert api["test"][0] == "CMD" and "/readyz" in api["test"][-1]
    port = SERVICES["worker"]["command"][SERVICES["worker"]["command"].index("--metrics-port") + 1]
    assert worker["test"][0] == "CMD" and f":{port}/metrics" in worker["test"][-1]
    # The worker finishes what it runs on SIGTERM (20 s drain) before compose kills it.
    assert SERVICES["worker"]["stop_grace_period"] == "30s"


def run_healthcheck(test: list[str], port_from: str, port_to: int) -> int:
    """A compose health check as written (CMD form), on this machine's port instead of the container's."""
    assert test[0] == "CMD" and test[1] == "python"
    command = [sys.executable, *(arg.replace(f":{port_from}/", f":{port_to}/") for arg in test[2:])]
    return subprocess.run(command, timeout=30).returncode


@pytest.mark.slow
def test_the_entrypoints_start_without_docker_and_explain_a_document(tmp_path: Path) -> None:
    port, metrics_port = free_port(), free_port()
    api_env = environment("api")
    worker_env = environment("worker")
    for env in (api_env, worker_env):
        # No PostgreSQL service here: the same processes on SQLite in a temporary folder.
        env.pop("KLARTEXT_DATABASE_URL")
        env.update(KLARTEXT_DATA_DIR=str(tmp_path), KLARTEXT_HOST="127.0.0.1", KLARTEXT_WAIT_SECONDS="0")
    api_env.update(KLARTEXT_PORT=str(port), KLARTEXT_PUBLIC_URL=f"http://127.0.0.1:{port}")
    worker_command = [str(metrics_port) if a == "9100" else a for a in SERVICES["worker"]["command"]]

    api = klartext_process(*SERVICES["api"]["command"], ready_url=f"http://127.0.0.1:{port}/healthz", **api_env)
    worker = klartext_process(*worker_command, ready_url=f"http://127.0.0.1:{metrics_port}/metrics", **worker_env)
    with api, worker as worker_process:
        assert run_healthcheck(SERVICES["api"]["healthcheck"]["test"], "8000", port) == 0
        assert run_healthcheck(SERVICES["worker"]["healthcheck"]["test"], "9100", metrics_port) == 0
        lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
        sent = call_tool(port, "explain_document", {"text": lease, "language": "de"})
        analysis_id = sent["structuredContent"]["analysis_id"]
        assert wait_status(port, analysis_id, "completed")["analysis_id"] == analysis_id
        assert "klartext_workers 4.0" in httpx.get(f"http://127.0.0.1:{metrics_port}/metrics").text
        worker_process.send_signal(signal.SIGTERM)  # what compose sends on `docker compose stop`
        assert worker_process.wait(timeout=25) == 0
    # The API's healthcheck fails once the process is gone (compose would restart it).
    assert run_healthcheck(SERVICES["api"]["healthcheck"]["test"], "8000", port) != 0


def test_interpolation_matches_compose() -> None:
    assert interpolate("${A:-x}", {}) == "x"
    assert interpolate("${A:-x}", {"A": "y"}) == "y"
    assert interpolate("a${B}c", {"B": "b"}) == "abc"
