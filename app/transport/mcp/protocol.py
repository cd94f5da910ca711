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
serialized once. tools/list is the same for every client of an era: the tools link the MCP App for all
of them (app.transport.mcp.ui).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Collection
from typing import Any, NamedTuple

import app
from app.config import Settings
from app.locales.server import SERVER_TEXTS
from app.transport.mcp import jsonrpc, ui
from app.transport.mcp.jsonrpc import INVALID_PARAMS, METHOD_NOT_FOUND, Request, RpcError
from app.transport.mcp.tasks import (
    EXTENSION_CAPABILITY,
    LEGACY_CAPABILITY,
    LEGACY_TASK_PARAMETER,
    TASK_METHODS,
    TaskService,
    requested_style,
)
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


def capabilities_for(era: Era, version: str, wants_app: bool, base: dict[str, Any] | None = None) -> dict[str, Any]:
    """Server capabilities as one request sees them: Tasks as its era has them, the App if it asked."""
    capabilities = dict(base) if base is not None else {"tools": {"listChanged": False}}
    if era == "legacy":
        # Tasks (app.transport.mcp.tasks): the 2025-11-25 utility; 2026-07-28 has the extension instead.
        if version >= "2025-11-25":
            capabilities["tasks"] = LEGACY_CAPABILITY
    else:
        capabilities["extensions"] = {**capabilities.get("extensions", {}), **EXTENSION_CAPABILITY}
    return ui.with_app_capabilities(capabilities) if wants_app else capabilities


def initialize_result(version: str, settings: Settings, capabilities: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "protocolVersion": version,
        "capabilities": capabilities if capabilities is not None else capabilities_for("legacy", version, False),
        "serverInfo": server_info(settings),
        "instructions": INSTRUCTIONS,
    }


class Answer(NamedTuple):
    """A response body and the HTTP status it goes with (stdio ignores the status); a named tuple, made
    in a third of a frozen dataclass's time, once per request."""

    status: int
    body: bytes


class McpProtocol:
    """Dispatches one JSON-RPC request to its method; returns the full response as bytes."""

    def __init__(self, settings: Settings, tools: Tools) -> None:
        self.settings = settings
        self.tools = tools
        self.tasks = TaskService(settings, tools.analyses)
        # The MCP App (ui.py): tools/list, initialize and discover differ only for a request declaring it.
        self.app = ui.McpApp()
        self.capabilities: dict[str, Any] = {"tools": {"listChanged": False}}
        self.methods: dict[str, tuple[Handler, frozenset[Era]]] = {}
        self._info = server_info(settings)
        self._result_meta = {META_SERVER_INFO: self._info}
        self._cache: dict[str, bytes] = {}
        # The tools link the App for every client (app.transport.mcp.ui). Legacy: with the 2025-11-25
        # tasks utility's execution.taskSupport; 2026-07-28's Tool has no such field (the Tasks
        # extension lets the server decide per call).
        linked = ui.with_app_links(tool_list(settings))
        modern_tools = [{k: v for k, v in tool.items() if k != "execution"} for tool in linked]
        self._tools_list = jsonrpc.dumps({"tools": linked})
        self._tools_list_modern = jsonrpc.dumps(self.modern_result({"tools": modern_tools}, cacheable=True))
        self._resources_modern: dict[str, bytes] = {}
        self._empty = b"{}"
        # Methods whose result depends on nothing but the routing headers when a request has no params,
        # and those results as answered: (method, id of the headers) -> (the headers, the result).
        self._constant: set[str] = set()
        self._answers: dict[tuple[str, int], tuple[RoutingHeaders | None, bytes]] = {}
        self.register("initialize", self._initialize, LEGACY)
        self.register("ping", self._ping, LEGACY, constant=True)
        self.register("server/discover", self._discover, MODERN)
        self.register("tools/list", self._list_tools, BOTH, constant=True)
        self.register("tools/call", self._call_tool, BOTH)
        for method in ui.RESOURCE_METHODS:
            self.register(method, self._resources, BOTH)
        for method in TASK_METHODS:
            self.register(method, self._task_method, BOTH)

    # ------------------------------------------------------------------ extension points

    def register(self, method: str, handler: Handler, eras: Collection[Era] = BOTH, *, constant: bool = False) -> None:
        """Serve ``method`` with ``handler`` for requests of ``eras`` (replaces an earlier handler).

        ``constant``: without params, the result depends on nothing but the era and version the request
        is served under (the routing headers); it is then made once per headers and method and reused.
        """
        self.methods[method] = (handler, frozenset(eras))
        self._answers.clear()
        if constant:
            self._constant.add(method)
        else:
            self._constant.discard(method)

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
        method, params = request.method, request.params
        constant = not params and method in self._constant
        if constant:
            # The same object for the same header values (app.transport.mcp.http); compared as itself,
            # so an id reused by another object never matches.
            known = self._answers.get((method, id(headers)))
            if known is not None and known[0] is headers:
                return Answer(200, jsonrpc.result_bytes(request.id, known[1]))
        modern = is_modern(method, params, headers)
        try:
            call = self._modern_call(request, headers) if modern else legacy_call(headers)
            entry = self.methods.get(method)
            if entry is None or call.era not in entry[1]:
                raise RpcError(METHOD_NOT_FOUND, SERVER_TEXTS.protocol.method_not_found)
            result = await entry[0](request, call)
            if isinstance(result, dict):
                result = jsonrpc.dumps(self.modern_result(result) if modern else result)
            if constant and len(self._answers) < 256:
                self._answers[method, id(headers)] = (headers, result)
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
        app = ui.request_wants_app("initialize", request.params)
        return self._cached(
            f"initialize/{version}/{app}",
            lambda: initialize_result(
                version, self.settings, capabilities_for("legacy", version, app, self.capabilities)
            ),
        )

    async def _ping(self, request: Request, call: Call) -> bytes:
        return self._empty

    async def _discover(self, request: Request, call: Call) -> bytes:
        app = ui.request_wants_app("server/discover", request.params)

        def build() -> dict[str, Any]:
            return self.modern_result(
                {
                    "supportedVersions": list(SUPPORTED_VERSIONS),
                    "capabilities": capabilities_for("modern", call.version, app, self.capabilities),
                    "instructions": INSTRUCTIONS,
                },
                cacheable=True,
            )

        return self._cached(f"discover/{app}", build)

    async def _list_tools(self, request: Request, call: Call) -> bytes:
        return self._tools_list_modern if call.modern else self._tools_list

    async def _call_tool(self, request: Request, call: Call) -> dict[str, Any]:
        params = request.params
        if call.modern and "task" in params:
            # The 2025-11-25 utility's task augmentation is not part of 2026-07-28: say so instead of
            # answering as if the tool did not exist.
            raise RpcError(INVALID_PARAMS, LEGACY_TASK_PARAMETER)
        style = requested_style(params)
        task = await self.tasks.call(params, style) if style else None
        if task is not None:
            return task
        return await self.tools.call(params.get("name"), params.get("arguments"))

    async def _resources(self, request: Request, call: Call) -> bytes:
        """The MCP App's resources/list and resources/read (app.transport.mcp.ui); cacheable in 2026-07-28."""
        raw = self.app.handle(request.method, request.params, call.modern)
        if not call.modern:
            return raw
        body = self._resources_modern.get(request.method)
        if body is None:  # one resource, so one answer per method
            body = self._resources_modern[request.method] = jsonrpc.dumps(
                self.modern_result(json.loads(raw), cacheable=True)
            )
        return body

    async def _task_method(self, request: Request, call: Call) -> dict[str, Any]:
        """tasks/get, tasks/result, tasks/cancel, tasks/update (app.transport.mcp.tasks decides per era)."""
        return await self.tasks.handle(request.method, request.params)
