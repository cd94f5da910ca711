"""Discovery documents: /.well-known/mcp.json, /llms.txt, server.json for the MCP registry, /openapi.json.

Tools, limits, versions and languages are generated from the real tool schemas, constants and
settings, so the documents cannot drift from what the server does. The repo's
``.well-known/mcp.json`` is the same document for the default settings (a test keeps it so);
keys an operator adds to that file are kept, the generated ones always win.

``python -m app.transport.rest.discovery server.json`` (or ``mcp.json``) prints a document for the current
environment, e.g. to publish with the registry's ``mcp-publisher``. The repo's ``server.json`` is that
document for the default settings, the same the server serves at ``/server.json`` when it runs with
them (a test keeps it so); before publishing, write it for your KLARTEXT_PUBLIC_URL and
KLARTEXT_REGISTRY_NAME.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Route

from app.config import LANGUAGES, Settings, find_well_known
from app.locales.server import SERVER_TEXTS
from app.transport.mcp.protocol import SERVER_DESCRIPTION, SERVER_NAME, SERVER_TITLE, SUPPORTED_VERSIONS, server_version
from app.transport.mcp.tools import tool_list
from app.transport.paths import ANALYSES_PATH, MCP_PATH

log = logging.getLogger("klartext.discovery")

SERVER_SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"
# English only, like all MCP metadata (app/locales/en/server.toml [discovery]).
_TEXTS = SERVER_TEXTS.discovery
# The registry allows at most 100 characters (app.locales.server checks it).
REGISTRY_DESCRIPTION = _TEXTS.registry_description
LEGAL_NOTICE = _TEXTS.legal_notice
INPUT_FORMATS = ["text/plain", "application/pdf", "image/jpeg", "image/png", "image/heic", "image/webp"]


def well_known_dir(bases: Iterable[Path] | None = None) -> Path | None:
    """The repo's .well-known/ when KLARTEXT_WELL_KNOWN_DIR does not name one (``config.find_well_known``)."""
    return find_well_known(bases)


def _file_overrides(settings: Settings) -> dict[str, Any]:
    directory = settings.well_known_dir or well_known_dir()
    if directory is None:
        return {}
    try:
        data = json.loads((directory / "mcp.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def mcp_manifest(settings: Settings, *, with_file: bool = True) -> dict[str, Any]:
    generated: dict[str, Any] = {
        "name": SERVER_NAME,
        "title": SERVER_TITLE,
        "description": _TEXTS.manifest_description.format(description=SERVER_DESCRIPTION),
        "version": server_version(),
        "endpoint": MCP_PATH,
        "url": settings.public_url + MCP_PATH,
        "transport": {
            "type": "streamable-http",
            "stateless": True,
            "responseMode": "json",
            "sse": False,
            "authentication": "none",
        },
        "protocolVersions": list(SUPPORTED_VERSIONS),
        "methods": ["initialize", "ping", "tools/list", "tools/call"],
        "tools": [
            {
                "name": tool["name"],
                "title": tool["title"],
                "description": tool["description"],
                "inputSchema": tool["inputSchema"],
                # The result's shape (actions, key dates, legal notes ...): the same schema tools/list gives.
                "outputSchema": tool["outputSchema"],
                "annotations": tool["annotations"],
            }
            for tool in tool_list(settings)
        ],
        "limits": _limits(settings),
        "languages": list(LANGUAGES),
        "inputFormats": INPUT_FORMATS,
        "privacy": {"uploadedFileStored": False, "personalDataRemovedBeforeAnalysis": True},
        # Applied by the worker pool (app.jobs.worker) and `klartext purge`.
        "retention": {"anonymizedTextDays": settings.retention_text_days, "entryDays": settings.retention_days},
        "rest": {
            "create": {"method": "POST", "path": ANALYSES_PATH, "maxUploadBytes": settings.max_upload_bytes},
            "read": {"method": "GET", "path": ANALYSES_PATH + "/{analysis_id}"},
        },
        "links": {"website": settings.public_url + "/", "llms": "/llms.txt", "serverJson": "/server.json"},
        "legalNotice": LEGAL_NOTICE,
    }
    base = _file_overrides(settings) if with_file else {}
    return {**base, **generated}


def _limits(settings: Settings) -> dict[str, Any]:
    return {
        "textCharacters": {"min": settings.min_text_chars, "max": settings.max_text_chars},
        "fileBytes": settings.max_file_bytes,
        "images": settings.max_images,
        "pdfPages": settings.max_pdf_pages,
        "waitSeconds": settings.wait_seconds,
        "restUploadBytes": settings.max_upload_bytes,
        # Enforced by app.transport.guard.Guard per client address (app.transport.ratelimit): documents
        # (explain_document, REST uploads) apart from everything else (polling, listing, discovery).
        "documentsPerMinutePerClient": settings.rate_limit_per_minute,
        "otherRequestsPerMinutePerClient": settings.read_limit_per_minute,
    }


def registry_name(settings: Settings) -> str:
    """KLARTEXT_REGISTRY_NAME, else the reverse-DNS form of the public host (the namespace the
    registry lets the owner of that domain publish under), e.g. klartext.example.org ->
    org.example.klartext/klartext. A local address (an IP, ``localhost``) has no domain to own:
    it becomes ``klartext.localhost`` (a loopback name, RFC 6761), so the name keeps the
    reverse-DNS form and plainly says it is not one to publish."""
    if settings.registry_name:
        return settings.registry_name
    host = (urlsplit(settings.public_url).hostname or "localhost").lower()
    try:
        ipaddress.ip_address(host)
        host = "localhost"
    except ValueError:
        pass
    if "." not in host:  # localhost, a bare machine name
        host = f"{SERVER_NAME}.{host}"
    return ".".join(reversed(host.split("."))) + "/" + SERVER_NAME


def server_json(settings: Settings) -> dict[str, Any]:
    """server.json for the MCP registry (schema 2025-12-11): this deployment as a remote server."""
    return {
        "$schema": SERVER_SCHEMA,
        "name": registry_name(settings),
        "title": SERVER_TITLE,
        "description": REGISTRY_DESCRIPTION,
        "version": server_version(),
        "websiteUrl": settings.public_url + "/",
        "remotes": [{"type": "streamable-http", "url": settings.public_url + MCP_PATH}],
    }


def llms_txt(settings: Settings) -> str:
    return _TEXTS.llms_txt.format(
        description=SERVER_DESCRIPTION,
        url=settings.public_url,
        mcp_path=MCP_PATH,
        analyses_path=ANALYSES_PATH,
        versions=", ".join(SUPPORTED_VERSIONS),
        languages=", ".join(LANGUAGES),
        min_chars=settings.min_text_chars,
        max_chars=settings.max_text_chars,
        mb=settings.max_file_bytes // (1024 * 1024),
        upload_mb=settings.max_upload_bytes // (1024 * 1024),
        max_pages=settings.max_pdf_pages,
        max_images=settings.max_images,
    )


class DiscoveryRoutes:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._openapi: dict[str, Any] | None = None

    def routes(self) -> list[BaseRoute]:
        return [
            Route("/.well-known/mcp.json", self.mcp_json, methods=["GET"]),
            Route("/llms.txt", self.llms, methods=["GET"]),
            Route("/server.json", self.server, methods=["GET"]),
            Route("/openapi.json", self.openapi, methods=["GET"]),
        ]

    async def mcp_json(self, request: Request) -> Response:
        # Public, static descriptions: any site may read them.
        return JSONResponse(mcp_manifest(self.settings), headers=_public())

    async def llms(self, request: Request) -> Response:
        return PlainTextResponse(llms_txt(self.settings), headers=_public())

    async def server(self, request: Request) -> Response:
        return JSONResponse(server_json(self.settings), headers=_public())

    async def openapi(self, request: Request) -> Response:
        from app.transport.rest.openapi import openapi_document

        if self._openapi is None:  # built once: the models and settings do not change while serving
            self._openapi = openapi_document(self.settings)
        return JSONResponse(self._openapi, headers=_public())


def _public() -> dict[str, str]:
    return {"Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=300"}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    settings = Settings.from_env()
    documents = {
        "server.json": lambda: server_json(settings),
        # The repo's file: default settings, nothing merged in, so it can be regenerated exactly.
        "mcp.json": lambda: mcp_manifest(Settings(), with_file=False),
    }
    if len(args) != 1 or args[0] not in documents:
        print("usage: python -m app.transport.rest.discovery server.json|mcp.json", file=sys.stderr)
        return 2
    print(json.dumps(documents[args[0]](), indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
