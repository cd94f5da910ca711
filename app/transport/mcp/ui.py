"""The MCP App (extension ``io.modelcontextprotocol/ui``, MCP Apps 2026-01-26): the explanation in the chat.

A host that declares the extension renders the result of ``explain_document`` and ``get_explanation``
with one HTML resource, ``ui://klartext/explanation``: the tools point at it through
``_meta.ui.resourceUri``, the host reads it with ``resources/read`` and shows it in a sandboxed iframe,
and passes it the tool result over postMessage (``ui/notifications/tool-result``). The document is
self-contained: the upload page's own result rendering (static/app.js) and styles (static/app.css),
the page texts of every language and the App's glue (web/mcp_app/) are inlined once at start-up, so
the App loads nothing and connects nowhere; its CSP metadata declares no external host.

The tools link the App for every client: a 2025-era host declares the extension only in its
``initialize``, and this stateless server cannot tie the later ``tools/list`` to it, so linking only
for a request that declares it left those hosts without the App. The extension allows it: a host
without Apps support treats a tool carrying ``_meta.ui`` as a standard tool. The server capabilities
still follow the request (MCP 2026-07-28: "servers MUST NOT infer capabilities from prior requests"):
``initialize`` reads ``params.capabilities``, ``server/discover`` its
``params._meta["io.modelcontextprotocol/clientCapabilities"]``, and only a client that declared the
extension is told about it and the resources. The tool results never change: the App reads the
``structuredContent`` every client already gets. ``resources/list`` and ``resources/read`` answer
every client (one static, public resource).
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import app
from app.locales.page import document as page_strings
from app.transport.mcp import jsonrpc
from app.transport.mcp.jsonrpc import INVALID_PARAMS, RpcError

EXTENSION = "io.modelcontextprotocol/ui"
MIME_TYPE = "text/html;profile=mcp-app"
RESOURCE_URI = "ui://klartext/explanation"
# The version of the postMessage protocol the App speaks (its ui/initialize request).
APP_PROTOCOL_VERSION = "2026-01-26"
CLIENT_CAPABILITIES_META_KEY = "io.modelcontextprotocol/clientCapabilities"
# "Resource not found": -32002 up to 2025-11-25 (server/resources); 2026-07-28 replaced it with
# -32602, Invalid params (SEP-2164).
RESOURCE_NOT_FOUND = -32002
RESOURCE_NOT_FOUND_MODERN = INVALID_PARAMS

# English only, like all MCP metadata and protocol diagnostics.
RESOURCE_NAME = "klartext_explanation"
RESOURCE_TITLE = "Klartext explanation"
RESOURCE_DESCRIPTION = (
    "Shows an explanation from explain_document or get_explanation as the Klartext page does: summary, "
    "what to do and key dates, clause cards with notes on the law, disclaimer."
)
_NOT_FOUND = "Unknown resource {uri!r}; this server has one: " + RESOURCE_URI
_URI_MISSING = "resources/read needs params.uri, a string"

# No external host of any kind: empty lists are the extension's "no external connections or
# resources" (hosts then apply default-src 'none' with inline script and style only).
RESOURCE_UI_META: dict[str, Any] = {
    "csp": {"connectDomains": [], "resourceDomains": [], "frameDomains": [], "baseUriDomains": []},
    "prefersBorder": True,
}
# explain_document takes a document, so only the assistant calls it; the App may ask for a result
# that was still being written (get_explanation), through the host.
TOOL_UI_META: dict[str, dict[str, Any]] = {
    "explain_document": {"resourceUri": RESOURCE_URI, "visibility": ["model"]},
    "get_explanation": {"resourceUri": RESOURCE_URI, "visibility": ["model", "app"]},
}

WEB_DIR = Path(__file__).resolve().parents[1] / "web"
APP_DIR = WEB_DIR / "mcp_app"
PAGE_SCRIPT = WEB_DIR / "static" / "app.js"
PAGE_STYLE = WEB_DIR / "static" / "app.css"

# The part of the page's script that draws a result, and the two helpers it uses from above it.
_RESULT_SECTION = re.compile(r"\n  // -{10,} the result\n(.*?)\n  // -{10,} embedding\n", re.DOTALL)
_PAGE_HELPERS = ("fmt", "el")
_TEXT_KEY = re.compile(r"\bt\.(\w+)")


class AppBuildError(RuntimeError):
    """The page's script no longer has the parts the App reuses: a start-up error, never a request's."""


def _function(source: str, name: str) -> str:
    match = re.search(rf"\n(  function {name}\(.*?\n  }}\n)", source, re.DOTALL)
    if match is None:
        raise AppBuildError(f"{PAGE_SCRIPT.name}: function {name}() not found; the MCP App reuses it")
    return match.group(1)


def render_script(source: str) -> str:
    """The page's result rendering (static/app.js), to run inside the App's own closure."""
    section = _RESULT_SECTION.search(source)
    if section is None:
        raise AppBuildError(f"{PAGE_SCRIPT.name}: the '-- the result' … '-- embedding' section is gone")
    return "".join(_function(source, name) for name in _PAGE_HELPERS) + section.group(1) + "\n"


def _inline(text: str) -> str:
    # Inside <script>/<style>, only "</" could end the element early.
    return text.replace("</", "<\\/")


def build_html() -> str:
    """The App's HTML document: template, styles, the page's renderer, the texts it uses, the glue."""
    template = (APP_DIR / "view.html").read_text(encoding="utf-8")
    glue = (APP_DIR / "view.js").read_text(encoding="utf-8")
    renderer = render_script(PAGE_SCRIPT.read_text(encoding="utf-8"))
    keys = set(_TEXT_KEY.findall(renderer + glue)) | {"languageName"}
    strings = {code: {k: v for k, v in texts.items() if k in keys} for code, texts in page_strings().items()}
    style = PAGE_STYLE.read_text(encoding="utf-8") + (APP_DIR / "view.css").read_text(encoding="utf-8")
    script = (
        glue.replace("/*@PAGE_RENDERER@*/", renderer)
        .replace("/*@STRINGS@*/null", json.dumps(strings, ensure_ascii=False, separators=(",", ":")))
        .replace('/*@VERSION@*/"0"', json.dumps(app.__version__))
    )
    if "/*@" in script:
        raise AppBuildError("mcp_app/view.js: a placeholder was not filled")
    return template.replace("/*@STYLE@*/", _inline(style)).replace("/*@SCRIPT@*/", _inline(script))


# ------------------------------------------------------------------ negotiation


def supports_app(capabilities: Any) -> bool:
    """True when client capabilities declare the extension (with our MIME type, or no list at all)."""
    if not isinstance(capabilities, dict):
        return False
    extensions = capabilities.get("extensions")
    settings = extensions.get(EXTENSION) if isinstance(extensions, dict) else None
    if not isinstance(settings, dict):
        return False
    mime_types = settings.get("mimeTypes")
    return mime_types is None or (isinstance(mime_types, list) and MIME_TYPE in mime_types)


def request_wants_app(method: str, params: dict[str, Any]) -> bool:
    """Whether this one request declares the extension (initialize: its capabilities; others: ``_meta``)."""
    if method == "initialize":
        return supports_app(params.get("capabilities"))
    meta = params.get("_meta")
    return isinstance(meta, dict) and supports_app(meta.get(CLIENT_CAPABILITIES_META_KEY))


def with_app_capabilities(capabilities: dict[str, Any]) -> dict[str, Any]:
    """Server capabilities (initialize, server/discover) for a client that declared the extension."""
    extensions = {**capabilities.get("extensions", {}), EXTENSION: {"mimeTypes": [MIME_TYPE]}}
    return {**capabilities, "resources": {"listChanged": False}, "extensions": extensions}


def app_initialize(result: dict[str, Any]) -> dict[str, Any]:
    """An initialize result for a client that declared the extension."""
    return {**result, "capabilities": with_app_capabilities(result["capabilities"])}


def with_app_links(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """tools/list's tools with ``_meta.ui`` on the two that return an explanation."""
    linked = copy.deepcopy(tools)
    for tool in linked:
        ui = TOOL_UI_META.get(tool.get("name", ""))
        if ui is not None:
            tool["_meta"] = {**tool.get("_meta", {}), "ui": copy.deepcopy(ui)}
    return linked


# ------------------------------------------------------------------ resources

RESOURCE_METHODS = frozenset({"resources/list", "resources/read"})


class McpApp:
    """resources/list and resources/read of the App; the HTML is built once, at start-up."""

    def __init__(self) -> None:
        self.html = build_html()
        self._list = jsonrpc.dumps(self.list_result())
        self._read = jsonrpc.dumps(self._read_result())

    def handle(self, method: str, params: dict[str, Any], modern: bool = False) -> bytes:
        """The serialized result of resources/list or resources/read (``RpcError`` for an unknown URI,
        with the code of the request's era: ``modern`` is 2026-07-28)."""
        if method == "resources/list":
            return self._list
        uri = params.get("uri")
        if not isinstance(uri, str):
            raise RpcError(INVALID_PARAMS, _URI_MISSING)
        if uri != RESOURCE_URI:
            code = RESOURCE_NOT_FOUND_MODERN if modern else RESOURCE_NOT_FOUND
            raise RpcError(code, _NOT_FOUND.format(uri=uri[:200]), {"uri": uri[:200]})
        return self._read

    def resource(self) -> dict[str, Any]:
        return {
            "uri": RESOURCE_URI,
            "name": RESOURCE_NAME,
            "title": RESOURCE_TITLE,
            "description": RESOURCE_DESCRIPTION,
            "mimeType": MIME_TYPE,
            "size": len(self.html.encode()),
            "_meta": {"ui": copy.deepcopy(RESOURCE_UI_META)},
        }

    def list_result(self) -> dict[str, Any]:
        return {"resources": [self.resource()]}

    def _read_result(self) -> dict[str, Any]:
        content = {"uri": RESOURCE_URI, "mimeType": MIME_TYPE, "text": self.html}
        return {"contents": [{**content, "_meta": {"ui": copy.deepcopy(RESOURCE_UI_META)}}]}
