"""MCP methods and protocol versions, independent of the transport.

The server is stateless. Each request is served under the era it belongs to (app.transport.mcp.
versions): legacy requests exactly as before 2026-07-28 (``initialize`` only negotiates a version
and describes the server; tools/list and tools/call work without it), modern requests after their
``_meta`` and routing headers are checked, with ``resultType`` and the server's identity on every
result and caching hints where the specification asks for them.

Methods live in one dispatch table, ``McpProtocol.methods``: name → (handler, eras). Another part
of the server adds its methods with :meth:`McpProtocol.register` (e.g. ``tasks/get``,
``resources/read``) and its capabilities with :meth:`McpProtocol.add_capability` /
:meth:`McpProtocol.add_extension`; initialize and server/discover then describe them.
Results that never change (initialize per version, server/discover, tools/list, ping) are
serialized once.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass
from typing import Any

import app
from app.config import Settings
from app.locales.server import SERVER_TEXTS
from app.transport.mcp import jsonrpc
from app.transport.mcp.jsonrpc import METHOD_NOT_FOUND, Request, RpcError
from app.transport.mcp.tools import Tools, tool_list
from app.transport.mcp.versions import (
    CACHE_SCOPE,
    CACHE_TTL_MS,
    DEFAULT_LEGACY_VERSION,
    HEADER_MISMATCH,
    LATEST_LEGACY_VERSION,
    LEGACY_VERSIONS,
    META_PROTOCOL_VERSION,
    META_SERVER_INFO,
    SUPPORTED_VERSIONS,
    Call,
    Era,
    RoutingHeaders,
    http_status,
    is_modern,
    legacy_call,
    modern_call,
    unsupported_version,
)

# Re-exported for the transports and the discovery documents.
LATEST_VERSION = LATEST_LEGACY_VERSION
DEFAULT_VERSION = DEFAULT_LEGACY_VERSION
__all__ = ["DEFAULT_VERSION", "LATEST_VERSION", "SUPPORTED_VERSIONS", "Answer", "Handler", "McpProtocol"]

SERVER_NAME = "klartext"
# English only, like all MCP metadata (app/locales/en/server.toml).
SERVER_TITLE = SERVER_TEXTS.server.title
SERVER_DESCRIPTION = SERVER_TEXTS.server.description
INSTRUCTIONS = SERVER_TEXTS.server.instructions

BOTH: tuple[Era, ...] = ("legacy", "modern")
LEGACY: tuple[Era, ...] = ("legacy",)
MODERN: tuple[Era, ...] = ("modern",)

# A handler gets the request and what it said about itself; it returns the result object (the
# protocol adds resultType and _meta for modern requests) or an already serialized result.
Handler = Callable[[Request, Call], Awaitable[dict[str, Any] | bytes]]


def server_version() -> str:
    """The installed package's version (app.__version__), reported in serverInfo and discovery."""
    return app.__version__


def server_info(settings: Settings) -> dict[str, Any]:
    return {
        "name": SERVER_NAME,
        "title": SERVER_TITLE,
        "version": server_version(),
        "description": SERVER_DESCRIPTION,
        "websiteUrl": settings.public_url,
    }


def initialize_result(version: str, settings: Settings, capabilities: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "protocolVersion": version,
        "capabilities": capabilities if capabilities is not None else {"tools": {"listChanged": False}},
        "serverInfo": server_info(settings),
        "instructions": INSTRUCTIONS,
    }


@dataclass(frozen=True, slots=True)
class Answer:
    """A response body and the HTTP status it goes with (stdio ignores the status)."""

    status: int
    body: bytes


class McpProtocol:
    """Dispatches one JSON-RPC request to its method; returns the full response as bytes."""

    def __init__(self, settings: Settings, tools: Tools) -> None:
        self.settings = settings
        self.tools = tools
        self.capabilities: dict[str, Any] = {"tools": {"listChanged": False}}
        self.methods: dict[str, tuple[Handler, frozenset[Era]]] = {}
        self._info = server_info(settings)
        self._result_meta = {META_SERVER_INFO: self._info}
        self._cache: dict[str, bytes] = {}
        tools_list = {"tools": tool_list(settings)}
        self._tools_list = jsonrpc.dumps(tools_list)
        self._tools_list_modern = jsonrpc.dumps(self.modern_result(tools_list, cacheable=True))
        self._empty = b"{}"
        self.register("initialize", self._initialize, LEGACY)
        self.register("ping", self._ping, LEGACY)
        self.register("server/discover", self._discover, MODERN)
        self.register("tools/list", self._list_tools, BOTH)
        self.register("tools/call", self._call_tool, BOTH)

    # ------------------------------------------------------------------ extension points

    def register(self, method: str, handler: Handler, eras: Collection[Era] = BOTH) -> None:
        """Serve ``method`` with ``handler`` for requests of ``eras`` (replaces an earlier handler)."""
        self.methods[method] = (handler, frozenset(eras))

    def add_capability(self, name: str, value: dict[str, Any]) -> None:
        """Declare a server capability (e.g. ``resources``) in initialize and server/discover."""
        self.capabilities[name] = value
        self._cache.clear()

    def add_extension(self, identifier: str, settings: dict[str, Any]) -> None:
        """Declare an extension (``capabilities.extensions``, e.g. ``io.modelcontextprotocol/tasks``)."""
        self.capabilities.setdefault("extensions", {})[identifier] = settings
        self._cache.clear()

    def modern_result(self, result: dict[str, Any], *, cacheable: bool = False) -> dict[str, Any]:
        """``result`` as a 2026-07-28 result: resultType, the server's identity in _meta, caching hints."""
        out = dict(result)
        out.setdefault("resultType", "complete")
        meta = out.get("_meta")
        out["_meta"] = {**self._result_meta, **meta} if isinstance(meta, dict) else self._result_meta
        if cacheable:
            out.setdefault("ttlMs", CACHE_TTL_MS)
            out.setdefault("cacheScope", CACHE_SCOPE)
        return out

    # ------------------------------------------------------------------ entry points

    async def handle(self, request: Request) -> bytes:
        """Answer ``request`` without transport headers (stdio); errors become JSON-RPC error responses."""
        return (await self.answer(request, None)).body

    async def answer(self, request: Request, headers: RoutingHeaders | None) -> Answer:
        """Answer ``request``; ``headers`` are the HTTP routing headers (None: a transport without them)."""
        modern = is_modern(request.method, request.params, headers)
        try:
            call = self._modern_call(request, headers) if modern else legacy_call(headers)
            entry = self.methods.get(request.method)
            if entry is None or call.era not in entry[1]:
                raise RpcError(METHOD_NOT_FOUND, SERVER_TEXTS.protocol.method_not_found)
            result = await entry[0](request, call)
            if isinstance(result, dict):
                result = jsonrpc.dumps(self.modern_result(result) if modern else result)
            return Answer(200, jsonrpc.result_bytes(request.id, result))
        except RpcError as err:
            status = http_status(err.code) if modern else 200
            return Answer(status, jsonrpc.error_bytes(request.id, err.code, err.message, err.data))

    def _modern_call(self, request: Request, headers: RoutingHeaders | None) -> Call:
        header = headers.protocol_version if headers is not None else None
        if header is not None and header not in SUPPORTED_VERSIONS:
            # A version nobody speaks: -32022 names ours, unless the body contradicts the header.
            meta = request.params.get("_meta")
            body_version = meta.get(META_PROTOCOL_VERSION, header) if isinstance(meta, dict) else header
            if body_version != header:
                raise RpcError(
                    HEADER_MISMATCH,
                    SERVER_TEXTS.protocol.header_mismatch.format(header="MCP-Protocol-Version", field="_meta"),
                )
            raise unsupported_version(header)
        return modern_call(request.method, request.params, headers)

    # ------------------------------------------------------------------ methods

    def _cached(self, key: str, build: Callable[[], dict[str, Any]]) -> bytes:
        body = self._cache.get(key)
        if body is None:
            body = self._cache[key] = jsonrpc.dumps(build())
        return body

    async def _initialize(self, request: Request, call: Call) -> bytes:
        requested = request.params.get("protocolVersion")
        version = requested if requested in LEGACY_VERSIONS else LATEST_LEGACY_VERSION
        return self._cached(
            f"initialize/{version}", lambda: initialize_result(version, self.settings, self.capabilities)
        )

    async def _ping(self, request: Request, call: Call) -> bytes:
        return self._empty

    async def _discover(self, request: Request, call: Call) -> bytes:
        def build() -> dict[str, Any]:
            return self.modern_result(
                {
                    "supportedVersions": list(SUPPORTED_VERSIONS),
                    "capabilities": self.capabilities,
                    "instructions": INSTRUCTIONS,
                },
                cacheable=True,
            )

        return self._cached("discover", build)

    async def _list_tools(self, request: Request, call: Call) -> bytes:
        return self._tools_list_modern if call.modern else self._tools_list

    async def _call_tool(self, request: Request, call: Call) -> dict[str, Any]:
        params = request.params
        return await self.tools.call(params.get("name"), params.get("arguments"))
