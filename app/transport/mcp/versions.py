"""MCP protocol versions and eras: which rules a request is served under, chosen per request.

Two eras share the endpoint (specification 2026-07-28, basic/versioning, "Backward Compatibility"):

- **legacy** (2025-11-25, 2025-06-18, 2025-03-26): ``initialize`` negotiates a version, later
  requests carry it in ``MCP-Protocol-Version`` (absent: 2025-03-26), params have no ``_meta`` rules.
- **modern** (2026-07-28): no handshake; every request carries ``params._meta`` with
  ``io.modelcontextprotocol/protocolVersion`` and ``io.modelcontextprotocol/clientCapabilities``;
  on HTTP the ``MCP-Protocol-Version``, ``Mcp-Method`` and (tools/call, resources/read,
  prompts/get) ``Mcp-Name`` headers must repeat the body; results carry ``resultType``.

A request is modern when its ``MCP-Protocol-Version`` header is not a legacy version, when its body
declares a protocol version in ``_meta``, or when it is ``server/discover`` (a modern-only method).
Everything else is served exactly as before 2026-07-28.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from app.locales.server import SERVER_TEXTS
from app.transport.mcp.jsonrpc import INVALID_PARAMS, METHOD_NOT_FOUND, PARSE_ERROR, RpcError
from app.transport.mcp.jsonrpc import INVALID_REQUEST as _INVALID_REQUEST

MODERN_VERSIONS = ("2026-07-28",)
LEGACY_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26")
# Newest first: server/discover and the -32022 error list them in this order.
SUPPORTED_VERSIONS = MODERN_VERSIONS + LEGACY_VERSIONS
LATEST_LEGACY_VERSION = LEGACY_VERSIONS[0]
# A legacy request without MCP-Protocol-Version is served as this version (2025-06-18 transport rule).
DEFAULT_LEGACY_VERSION = "2025-03-26"

# Error codes of 2026-07-28 (schema: HeaderMismatchError, MissingRequiredClientCapabilityError,
# UnsupportedProtocolVersionError).
HEADER_MISMATCH = -32020
MISSING_CLIENT_CAPABILITY = -32021
UNSUPPORTED_PROTOCOL_VERSION = -32022

META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion"
META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"
META_CLIENT_INFO = "io.modelcontextprotocol/clientInfo"
META_LOG_LEVEL = "io.modelcontextprotocol/logLevel"
META_SERVER_INFO = "io.modelcontextprotocol/serverInfo"

# Methods whose target the Mcp-Name header repeats, and the body parameter it repeats. The Tasks
# extension adds its three methods ("Streamable HTTP: Routing Headers": the client MUST set Mcp-Name
# to params.taskId, so intermediaries can route a task's requests to the instance holding it).
NAME_BEARING = {
    "tools/call": "name",
    "prompts/get": "name",
    "resources/read": "uri",
    "tasks/get": "taskId",
    "tasks/update": "taskId",
    "tasks/cancel": "taskId",
}
# Removed in 2026-07-28: a modern request for one of these is 404/-32601, like any unknown method.
LEGACY_ONLY_METHODS = frozenset(
    {"initialize", "ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe"}
)
MODERN_ONLY_METHODS = frozenset({"server/discover"})

# Caching hints (2026-07-28, server/utilities/caching) for results that only change with a new
# release: the same for every caller ("public"), fresh for an hour.
CACHE_TTL_MS = 3_600_000
CACHE_SCOPE = "public"

# HTTP status of a modern JSON-RPC error by code; unlisted codes answer 200.
MODERN_ERROR_STATUS = {
    PARSE_ERROR: 400,
    _INVALID_REQUEST: 400,
    INVALID_PARAMS: 400,
    HEADER_MISMATCH: 400,
    MISSING_CLIENT_CAPABILITY: 400,
    UNSUPPORTED_PROTOCOL_VERSION: 400,
    METHOD_NOT_FOUND: 404,
}

Era = Literal["legacy", "modern"]
_TEXTS = SERVER_TEXTS.protocol


@dataclass(frozen=True, slots=True)
class Call:
    """What a request said about itself: its era and version, and (modern) the client's capabilities."""

    era: Era
    version: str
    client_capabilities: Mapping[str, Any] = field(default_factory=dict)
    client_info: Mapping[str, Any] | None = None
    log_level: str | None = None

    @property
    def modern(self) -> bool:
        return self.era == "modern"


LEGACY_DEFAULT = Call("legacy", DEFAULT_LEGACY_VERSION)


@dataclass(frozen=True, slots=True)
class RoutingHeaders:
    """The request headers the eras look at (lower-cased names, values as sent)."""

    protocol_version: str | None = None
    method: str | None = None
    name: str | None = None


def unsupported_version(requested: Any) -> RpcError:
    text = requested if isinstance(requested, str) else repr(requested)
    return RpcError(
        UNSUPPORTED_PROTOCOL_VERSION,
        _TEXTS.unsupported_version.format(versions=", ".join(SUPPORTED_VERSIONS), requested=text[:80]),
        {"supported": list(SUPPORTED_VERSIONS), "requested": requested},
    )


def _meta_of(params: Mapping[str, Any]) -> Any:
    return params.get("_meta")


def is_modern(method: str, params: Mapping[str, Any], headers: RoutingHeaders | None) -> bool:
    """The era rule of this module's docstring."""
    header = headers.protocol_version if headers is not None else None
    if header is not None:
        return header not in LEGACY_VERSIONS
    meta = _meta_of(params)
    if isinstance(meta, Mapping) and META_PROTOCOL_VERSION in meta:
        return True
    return method in MODERN_ONLY_METHODS


def legacy_call(headers: RoutingHeaders | None) -> Call:
    version = headers.protocol_version if headers is not None else None
    if not version:
        return LEGACY_DEFAULT
    call = _LEGACY_CALLS.get(version)
    if call is None:  # one per version a client sent (a Call holds nothing of the request)
        call = Call("legacy", version)
        if len(_LEGACY_CALLS) < 64:
            _LEGACY_CALLS[version] = call
    return call


_LEGACY_CALLS: dict[str, Call] = {}


def modern_call(method: str, params: Mapping[str, Any], headers: RoutingHeaders | None) -> Call:
    """Validate a modern request's ``_meta`` and (HTTP: ``headers`` given) its routing headers.

    The order is the specification's: the ``_meta`` envelope (-32602), then the headers against
    the body (-32020) so a client that contradicts itself is told so, then the version (-32022).
    """
    meta = _meta_of(params)
    if not isinstance(meta, Mapping):
        raise RpcError(INVALID_PARAMS, _TEXTS.meta_missing)
    missing = [key for key in (META_PROTOCOL_VERSION, META_CLIENT_CAPABILITIES) if key not in meta]
    if missing:
        raise RpcError(INVALID_PARAMS, _TEXTS.meta_key_missing.format(keys=", ".join(missing)))
    version = meta[META_PROTOCOL_VERSION]
    capabilities = meta[META_CLIENT_CAPABILITIES]
    if not isinstance(capabilities, Mapping):
        raise RpcError(INVALID_PARAMS, _TEXTS.meta_key_missing.format(keys=META_CLIENT_CAPABILITIES))
    if headers is not None:
        check_headers(method, params, version, headers)
    if not isinstance(version, str) or version not in MODERN_VERSIONS:
        raise unsupported_version(version)
    info = meta.get(META_CLIENT_INFO)
    level = meta.get(META_LOG_LEVEL)
    return Call(
        "modern",
        version,
        capabilities,
        info if isinstance(info, Mapping) else None,
        level if isinstance(level, str) else None,
    )


def check_headers(method: str, params: Mapping[str, Any], version: Any, headers: RoutingHeaders) -> None:
    """SEP-2243: the routing headers must be present and say what the body says (-32020 otherwise)."""
    if headers.protocol_version is None:
        raise RpcError(HEADER_MISMATCH, _TEXTS.header_missing.format(header="MCP-Protocol-Version"))
    if headers.protocol_version != version:
        raise RpcError(HEADER_MISMATCH, _TEXTS.header_mismatch.format(header="MCP-Protocol-Version", field="_meta"))
    if headers.method is None:
        raise RpcError(HEADER_MISMATCH, _TEXTS.header_missing.format(header="Mcp-Method"))
    if headers.method != method:
        raise RpcError(HEADER_MISMATCH, _TEXTS.header_mismatch.format(header="Mcp-Method", field="method"))
    key = NAME_BEARING.get(method)
    if key is None:
        return
    value = params.get(key)
    if value is None:
        return
    if headers.name is None:
        raise RpcError(HEADER_MISMATCH, _TEXTS.header_missing.format(header="Mcp-Name"))
    if decode_header_value(headers.name) != value:
        raise RpcError(HEADER_MISMATCH, _TEXTS.header_mismatch.format(header="Mcp-Name", field=key))


_BASE64_WRAPPED = re.compile(r"=\?base64\?(?P<payload>[A-Za-z0-9+/=]*)\?=")


def decode_header_value(value: str) -> str | None:
    """A header value as the body would hold it: ``=?base64?…?=`` is decoded (SEP-2243), anything else
    is literal. A malformed Base64 payload gives ``None``, which never matches a body value."""
    match = _BASE64_WRAPPED.fullmatch(value)
    if match is None:
        return value
    payload = match.group("payload")
    try:
        decoded = base64.b64decode(payload, validate=True)
        if base64.b64encode(decoded).decode("ascii") != payload:
            return None
        return decoded.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None


def http_status(code: int) -> int:
    """The HTTP status of a modern JSON-RPC error with ``code``."""
    return MODERN_ERROR_STATUS.get(code, 200)


def server_info_meta(name: str, version: str) -> dict[str, Any]:
    return {META_SERVER_INFO: {"name": name, "version": version}}
