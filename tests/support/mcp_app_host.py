"""A test host for Klartext's MCP App: the extension's own host side (AppBridge) in a web page.

``@modelcontextprotocol/ext-apps`` (its ``app-bridge`` entry) is installed into .mcpapp/ with npm and
bundled for the browser with esbuild, once; nothing is installed globally. ``host_app`` serves the
host page (tests/support/mcp_app_host.html), the bundle, and ``/proxy``, which passes the App's
tools/call on to a real Klartext server: the page itself only ever talks to this one origin.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Route

from tests.support.paths import REPO

PREFIX = REPO / ".mcpapp"
PACKAGES = ("@modelcontextprotocol/ext-apps@2.0.4", "esbuild@0.28.2")
BUNDLE = PREFIX / "app-bridge.bundle.js"
HOST_PAGE = Path(__file__).resolve().parent / "mcp_app_host.html"


class HostUnavailable(RuntimeError):
    """npm is missing or the packages could not be installed (no network): the browser test skips."""


def bridge_bundle() -> Path:
    """The AppBridge of @modelcontextprotocol/ext-apps as one ES module for the browser."""
    if BUNDLE.is_file():
        return BUNDLE
    npm = shutil.which("npm")
    if npm is None:
        raise HostUnavailable("npm is not installed")
    esbuild = PREFIX / "node_modules" / ".bin" / "esbuild"
    if not esbuild.exists() or not (PREFIX / "node_modules" / "@modelcontextprotocol" / "ext-apps").is_dir():
        done = subprocess.run(
            [npm, "install", "--silent", "--no-audit", "--no-fund", "--prefix", str(PREFIX), *PACKAGES],
            capture_output=True,
            text=True,
            timeout=300,
        )
        if done.returncode != 0:
            raise HostUnavailable(f"npm install failed: {done.stderr.strip()[-300:]}")
    entry = PREFIX / "host-entry.mjs"
    entry.write_text('export * from "@modelcontextprotocol/ext-apps/app-bridge";\n', encoding="utf-8")
    subprocess.run(
        [str(esbuild), str(entry), "--bundle", "--format=esm", "--platform=browser", f"--outfile={BUNDLE}"],
        cwd=PREFIX,
        check=True,
        capture_output=True,
        timeout=120,
    )
    return BUNDLE


def host_app(klartext_url: str) -> Starlette:
    """The host page, the bundle, and a proxy for the App's calls to ``klartext_url``/api/mcp."""
    bundle = bridge_bundle()

    async def page(request: Request) -> Response:
        return FileResponse(HOST_PAGE, media_type="text/html; charset=utf-8")

    async def script(request: Request) -> Response:
        return FileResponse(bundle, media_type="text/javascript")

    async def proxy(request: Request) -> Response:
        async with httpx.AsyncClient(timeout=60) as client:
            answer = await client.post(
                f"{klartext_url}/api/mcp",
                content=await request.body(),
                headers={"content-type": "application/json", "accept": "application/json"},
            )
        return Response(answer.content, status_code=answer.status_code, media_type="application/json")

    return Starlette(
        routes=[
            Route("/", page),
            Route("/app-bridge.js", script),
            Route("/proxy", proxy, methods=["POST"]),
        ]
    )
