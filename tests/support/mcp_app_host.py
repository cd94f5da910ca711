"""Official MCP clients for the tests: a host page for Klartext's MCP App, and the Tasks extension's client.

The packages (pinned in ``PACKAGES``) are installed into .mcpapp/ with npm, once, as ``make conformance``
installs its suite; nothing is installed globally. The host side of the Apps extension (AppBridge of
``@modelcontextprotocol/ext-apps``) and the official TypeScript client are bundled for the browser with
esbuild. ``host_app`` serves the host page (tests/support/mcp_app_host.html), the bundle, and ``/mcp``,
which passes the client's requests on to a real Klartext server: the page only ever talks to this one
origin. ``run_tasks_client`` runs tests/support/ext_tasks_client.mjs, the official Tasks client
(``@modelcontextprotocol/ext-tasks``) on the official TypeScript client, with Node.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Route

from tests.support.paths import REPO

PREFIX = REPO / ".mcpapp"
PACKAGES = {
    "@modelcontextprotocol/ext-apps": "2.0.4",
    "@modelcontextprotocol/client": "2.4.0",
    "@modelcontextprotocol/ext-tasks": "0.2.2",
    "esbuild": "0.28.2",
}
BUNDLE = PREFIX / "app-bridge.bundle.js"
HERE = Path(__file__).resolve().parent
HOST_PAGE = HERE / "mcp_app_host.html"
TASKS_CLIENT = HERE / "ext_tasks_client.mjs"
ENTRY = (
    'export { AppBridge, PostMessageTransport, getToolUiResourceUri } from "@modelcontextprotocol/ext-apps/app-bridge";\n'
    'export { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";\n'
)
# The request headers an MCP client sends that the server reads (Streamable HTTP, SEP-2243).
FORWARDED = ("content-type", "accept", "mcp-protocol-version", "mcp-method", "mcp-name", "mcp-session-id")


class HostUnavailable(RuntimeError):
    """npm is missing or the packages could not be installed (no network): the tests using them skip."""


def _installed(name: str) -> str | None:
    manifest = PREFIX / "node_modules" / name / "package.json"
    try:
        version: str = json.loads(manifest.read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError):
        return None
    return version


def install() -> Path:
    """The pinned packages in .mcpapp/node_modules (installed when one is missing or another version)."""
    if all(_installed(name) == version for name, version in PACKAGES.items()):
        return PREFIX
    npm = shutil.which("npm")
    if npm is None:
        raise HostUnavailable("npm is not installed")
    specs = [f"{name}@{version}" for name, version in PACKAGES.items()]
    done = subprocess.run(
        [npm, "install", "--silent", "--no-audit", "--no-fund", "--save-exact", "--prefix", str(PREFIX), *specs],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        raise HostUnavailable(f"npm install failed: {done.stderr.strip()[-300:]}")
    return PREFIX


def bridge_bundle() -> Path:
    """AppBridge of @modelcontextprotocol/ext-apps and the official client as one ES module for the browser."""
    install()
    entry = PREFIX / "host-entry.mjs"
    if BUNDLE.is_file() and entry.is_file() and entry.read_text(encoding="utf-8") == ENTRY:
        return BUNDLE
    entry.write_text(ENTRY, encoding="utf-8")
    esbuild = PREFIX / "node_modules" / ".bin" / "esbuild"
    subprocess.run(
        [str(esbuild), str(entry), "--bundle", "--format=esm", "--platform=browser", f"--outfile={BUNDLE}"],
        cwd=PREFIX,
        check=True,
        capture_output=True,
        timeout=120,
    )
    return BUNDLE


def host_app(klartext_url: str) -> Starlette:
    """The host page, the bundle, and ``/mcp``: the client's requests passed on to ``klartext_url``/api/mcp."""
    bundle = bridge_bundle()

    async def page(request: Request) -> Response:
        return FileResponse(HOST_PAGE, media_type="text/html; charset=utf-8")

    async def script(request: Request) -> Response:
        return FileResponse(bundle, media_type="text/javascript")

    async def mcp(request: Request) -> Response:
        headers = {name: request.headers[name] for name in FORWARDED if name in request.headers}
        async with httpx.AsyncClient(timeout=120) as client:
            answer = await client.request(
                request.method, f"{klartext_url}/api/mcp", content=await request.body(), headers=headers
            )
        kept = {name: answer.headers[name] for name in ("content-type", "allow") if name in answer.headers}
        return Response(answer.content, status_code=answer.status_code, headers=kept)

    return Starlette(
        routes=[
            Route("/", page),
            Route("/app-bridge.js", script),
            Route("/mcp", mcp, methods=["GET", "POST", "DELETE"]),
        ]
    )


def run_tasks_client(klartext_url: str, era: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """The official Tasks client calls explain_document as a task in ``era``; what it saw and settled with."""
    install()
    node = shutil.which("node")
    if node is None:
        raise HostUnavailable("node is not installed")
    # Node resolves the packages from the script's folder: the script runs from .mcpapp/.
    script = PREFIX / TASKS_CLIENT.name
    script.write_text(TASKS_CLIENT.read_text(encoding="utf-8"), encoding="utf-8")
    done = subprocess.run(
        [node, str(script), f"{klartext_url}/api/mcp", era],
        input=json.dumps(arguments),
        capture_output=True,
        text=True,
        timeout=300,
        cwd=PREFIX,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    outcome: dict[str, Any] = json.loads(done.stdout)
    return outcome
