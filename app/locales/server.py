"""What the server says about itself (``en/server.toml``), typed and checked at load.

MCP metadata has one language: the initialize result (serverInfo, instructions), the tools'
titles and schema descriptions, the discovery documents (/.well-known/mcp.json, server.json,
/llms.txt) and the JSON-RPC/HTTP diagnostics of the MCP endpoint are English, so only English's
folder holds a ``server.toml``. The file is checked once, at import (start-up): every table and key
present and no other, and every text with exactly the ``{placeholders}`` the code fills in
(:data:`PLACEHOLDERS`), so an edit can neither break a document nor silently drop a limit from it.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.locales import DEFAULT_LANGUAGE, locale_dir
from app.locales import placeholders as _placeholders

__all__ = ["PLACEHOLDERS", "SERVER_TEXTS", "ServerTexts", "ServerTextsError", "load_server_texts", "server_texts_path"]

FILE_NAME = "server.toml"

# Dotted key -> the fields the code fills into that text; every other text has none.
PLACEHOLDERS: dict[str, frozenset[str]] = {
    "arguments.explain_document.text": frozenset({"min_chars", "max_chars"}),
    "arguments.explain_document.pdf": frozenset({"mb"}),
    "arguments.explain_document.images": frozenset({"max_images", "mb"}),
    "arguments.explain_document.upload": frozenset({"minutes", "mb"}),
    "discovery.manifest_description": frozenset({"description"}),
    "discovery.llms_txt": frozenset(
        {
            "description",
            "url",
            "mcp_path",
            "analyses_path",
            "versions",
            "languages",
            "min_chars",
            "max_chars",
            "mb",
            "upload_mb",
            "max_pages",
            "max_images",
        }
    ),
    "protocol.too_deep": frozenset({"depth"}),
    "protocol.unknown_tool": frozenset({"tools"}),
    "protocol.unsupported_version": frozenset({"versions", "requested"}),
    "protocol.meta_key_missing": frozenset({"keys"}),
    "protocol.header_missing": frozenset({"header"}),
    "protocol.header_mismatch": frozenset({"header", "field"}),
}


class ServerTextsError(ValueError):
    """server.toml is missing, unreadable, lacks a key or has the wrong placeholders; names the file."""


class _Table(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ServerInfo(_Table):
    title: str
    description: str
    instructions: str


class ToolText(_Table):
    title: str
    description: str


class ToolTexts(_Table):
    explain_document: ToolText
    get_explanation: ToolText


class ExplainArguments(_Table):
    text: str
    pdf: str
    images: str
    image: str  # one item of images
    language: str
    upload: str


class GetArguments(_Table):
    analysis_id: str


class ArgumentTexts(_Table):
    explain_document: ExplainArguments
    get_explanation: GetArguments


class ResultTexts(_Table):
    engine: str
    source: str
    status: str


class DiscoveryTexts(_Table):
    # The MCP registry refuses a longer description.
    registry_description: str = Field(max_length=100)
    legal_notice: str
    manifest_description: str
    llms_txt: str


class ProtocolTexts(_Table):
    too_deep: str
    parse_error: str
    batch: str
    not_an_object: str
    jsonrpc_version: str
    method_missing: str
    method_not_a_string: str
    params_not_an_object: str
    id_invalid: str
    method_not_found: str
    unknown_tool: str
    arguments_not_an_object: str
    internal_error: str
    origin_forbidden: str
    method_not_allowed: str
    unsupported_media_type: str
    not_acceptable: str
    too_large: str
    unsupported_version: str
    meta_missing: str
    meta_key_missing: str
    header_missing: str
    header_mismatch: str


class ServerTexts(_Table):
    server: ServerInfo
    tools: ToolTexts
    arguments: ArgumentTexts
    results: ResultTexts
    discovery: DiscoveryTexts
    protocol: ProtocolTexts


def _texts(data: Any, prefix: str = "") -> dict[str, str]:
    """Every text of the parsed file by dotted key."""
    if isinstance(data, dict):
        out: dict[str, str] = {}
        for key, value in data.items():
            out.update(_texts(value, f"{prefix}{key}."))
        return out
    return {prefix[:-1]: data} if isinstance(data, str) else {}


def load_server_texts(path: Path) -> ServerTexts:
    """``path`` as :class:`ServerTexts`; :class:`ServerTextsError` names the file and the key."""
    try:
        with path.open("rb") as f:
            data = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ServerTextsError(f"{path}: not a readable TOML file ({exc})") from exc
    try:
        texts = ServerTexts.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        raise ServerTextsError(f"{path}: {problems}") from None
    for key, text in _texts(data).items():
        try:
            found = _placeholders(text)
        except ValueError as exc:
            raise ServerTextsError(f"{path}: {key}: braces do not match ({exc}); write a literal brace twice") from None
        expected = PLACEHOLDERS.get(key, frozenset())
        if found != expected:
            raise ServerTextsError(f"{path}: {key} has placeholders {sorted(found)}, expected {sorted(expected)}")
    return texts


def server_texts_path() -> Path:
    """English's server.toml: an English folder from KLARTEXT_LOCALES_PATH may bring its own."""
    path = locale_dir(DEFAULT_LANGUAGE) / FILE_NAME
    return path if path.is_file() else Path(__file__).resolve().parent / DEFAULT_LANGUAGE / FILE_NAME


SERVER_TEXTS: ServerTexts = load_server_texts(server_texts_path())
