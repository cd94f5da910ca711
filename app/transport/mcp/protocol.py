"""MCP methods and protocol versions, independent of the transport.

The server is stateless: ``initialize`` only negotiates a version and describes the server;
tools/list and tools/call work without it. Results that never change (initialize per version,
tools/list, ping) are serialized once at start-up.
"""

from __future__ import annotations

from typing import Any

import app
from app.config import Settings
from app.locales.server import SERVER_TEXTS
from app.transport.mcp import jsonrpc, ui
from app.transport.mcp.jsonrpc import METHOD_NOT_FOUND, Request, RpcError
from app.transport.mcp.tasks import LEGACY_CAPABILITY, TASK_METHODS, TaskService, requested_style
from app.transport.mcp.tools import Tools, tool_list

LATEST_VERSION = "2025-11-25"
SUPPORTED_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26")
# A request without MCP-Protocol-Version is served as this version (the spec's rule for old clients).
DEFAULT_VERSION = "2025-03-26"

SERVER_NAME = "klartext"
# English only, like all MCP metadata (app/locales/en/server.toml).
SERVER_TITLE = SERVER_TEXTS.server.title
SERVER_DESCRIPTION = SERVER_TEXTS.server.description
INSTRUCTIONS = SERVER_TEXTS.server.instructions


def server_version() -> str:
    """The installed package's version (app.__version__), reported in serverInfo and discovery."""
    return app.__version__


def initialize_result(version: str, settings: Settings) -> dict[str, Any]:
    return {
        "protocolVersion": version,
        # Tasks (app.transport.mcp.tasks): the 2025-11-25 utility; 2026-07-28 has the extension instead.
        "capabilities": {
            "tools": {"listChanged": False},
            **({"tasks": LEGACY_CAPABILITY} if version >= "2025-11-25" else {}),
        },
        "serverInfo": {
            "name": SERVER_NAME,
            "title": SERVER_TITLE,
            "version": server_version(),
            "description": SERVER_DESCRIPTION,
            "websiteUrl": settings.public_url,
        },
        "instructions": INSTRUCTIONS,
    }


class McpProtocol:
    """Dispatches one JSON-RPC request to its method; returns the full response as bytes."""

    def __init__(self, settings: Settings, tools: Tools) -> None:
        self.tools = tools
        self.tasks = TaskService(settings, tools.analyses)
        self._initialize = {v: jsonrpc.dumps(initialize_result(v, settings)) for v in SUPPORTED_VERSIONS}
        self._tools_list = jsonrpc.dumps({"tools": tool_list(settings)})
        self._empty = b"{}"
        # The MCP App (ui.py): tools/list and initialize differ only for a request declaring the extension.
        self.app = ui.McpApp()
        self._initialize_app = {
            v: jsonrpc.dumps(ui.app_initialize(initialize_result(v, settings))) for v in SUPPORTED_VERSIONS
        }
        self._tools_list_app = jsonrpc.dumps({"tools": ui.with_app_links(tool_list(settings))})

    async def handle(self, request: Request) -> bytes:
        """Answer ``request``; protocol errors become JSON-RPC error responses, never exceptions."""
        method = request.method
        try:
            if method == "tools/list":
                if request.params and ui.request_wants_app(method, request.params):
                    return jsonrpc.result_bytes(request.id, self._tools_list_app)
                return jsonrpc.result_bytes(request.id, self._tools_list)
            if method in ui.RESOURCE_METHODS:
                return jsonrpc.result_bytes(request.id, self.app.handle(method, request.params))
            if method == "ping":
                return jsonrpc.result_bytes(request.id, self._empty)
            if method == "tools/call":
                params = request.params
                style = requested_style(params)
                task = await self.tasks.call(params, style) if style else None
                result = (
                    task if task is not None else await self.tools.call(params.get("name"), params.get("arguments"))
                )
                return jsonrpc.result_bytes(request.id, jsonrpc.dumps(result))
            if method in TASK_METHODS:
                return jsonrpc.result_bytes(request.id, jsonrpc.dumps(await self.tasks.handle(method, request.params)))
            if method == "initialize":
                requested = request.params.get("protocolVersion")
                version = requested if requested in self._initialize else LATEST_VERSION
                answers = self._initialize_app if ui.request_wants_app(method, request.params) else self._initialize
                return jsonrpc.result_bytes(request.id, answers[version])
            # Includes server/discover (protocol 2026-07-28): -32601 makes newer clients fall back to
            # initialize; -32022 (unsupported version) would make them give up.
            raise RpcError(METHOD_NOT_FOUND, SERVER_TEXTS.protocol.method_not_found)
        except RpcError as err:
            return jsonrpc.error_bytes(request.id, err.code, err.message, err.data)
