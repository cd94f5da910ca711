"""JSON-RPC 2.0 envelope: parsing, error codes and response encoding.

Transport-neutral: the HTTP and stdio transports both call ``parse`` and the encoders.
Responses are built as bytes by splicing a pre-serialized result into the envelope, so the
hot methods (tools/list, ping) cost one ``json.dumps`` of the id and nothing else.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from app.locales.server import SERVER_TEXTS

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603

Id = str | int

# Tool arguments nest four levels deep ({params:{arguments:{images:[...]}}}); anything much
# deeper is an attack on the parser (recursion), not a call.
MAX_JSON_DEPTH = 32

# Diagnostics for client developers, English only (app/locales/en/server.toml [protocol]).
_TEXTS = SERVER_TEXTS.protocol

_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


class RpcError(Exception):
    """A protocol error, answered as a JSON-RPC error object (never as a tool result)."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data


class Request(NamedTuple):
    """A request (immutable: a named tuple, made in a third of a frozen dataclass's time, once per message)."""

    id: Id
    method: str
    params: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Notification:
    method: str


@dataclass(frozen=True, slots=True)
class Response:
    """A response or error the client sent us; we never sent a request, so it is just accepted."""


Message = Request | Notification | Response


class EnvelopeError(RpcError):
    """The body is not one valid JSON-RPC message; ``id`` is the request id when one was readable."""

    def __init__(self, code: int, message: str, id: Id | None = None) -> None:
        super().__init__(code, message)
        self.id = id


def _valid_id(value: Any) -> bool:
    # bool is an int subclass; JSON-RPC ids are strings or integers, never true/false/null.
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def parse(body: bytes | str) -> Message:
    """Parse one JSON-RPC message. Batches are refused: MCP removed them in 2025-06-18."""
    raw = body.encode(errors="replace") if isinstance(body, str) else body
    # Depth can't exceed the number of opening brackets: almost every request is done after two counts.
    if raw.count(b"[") + raw.count(b"{") > MAX_JSON_DEPTH and json_depth_exceeds(raw):
        raise EnvelopeError(INVALID_REQUEST, _TEXTS.too_deep.format(depth=MAX_JSON_DEPTH))
    try:
        # An object in UTF-8 (every client's) is decoded without guessing its encoding first (_loads).
        if type(body) is bytes and body[:1] == b"{" and body[1:2] != b"\x00":
            data = _decode_object(body.decode("utf-8", "surrogatepass"))
        else:
            data = _loads(body)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise EnvelopeError(PARSE_ERROR, _TEXTS.parse_error) from None
    if type(data) is not dict:
        if isinstance(data, list):
            raise EnvelopeError(INVALID_REQUEST, _TEXTS.batch)
        raise EnvelopeError(INVALID_REQUEST, _TEXTS.not_an_object)
    raw_id = data.get("id")
    id = raw_id if type(raw_id) is int or type(raw_id) is str or _valid_id(raw_id) else None
    if data.get("jsonrpc") != "2.0":
        raise EnvelopeError(INVALID_REQUEST, _TEXTS.jsonrpc_version, id)
    method = data.get("method")
    if method is None:
        if ("result" in data or "error" in data) and "id" in data:
            return Response()
        raise EnvelopeError(INVALID_REQUEST, _TEXTS.method_missing, id)
    if type(method) is not str:
        raise EnvelopeError(INVALID_REQUEST, _TEXTS.method_not_a_string, id)
    params = data.get("params")
    if params is not None and type(params) is not dict:
        raise EnvelopeError(INVALID_REQUEST, _TEXTS.params_not_an_object, id)
    if "id" not in data:
        return Notification(method)
    if id is None:
        raise EnvelopeError(INVALID_REQUEST, _TEXTS.id_invalid)
    return Request(id, method, params or {})


_decode = json.JSONDecoder().decode  # what json.loads uses without arguments
# The C scanner under it (set in JSONDecoder.__init__, not in the stubs).
_scan: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def _decode_object(text: str) -> Any:
    """``json.loads(text)`` of a text that starts with "{": what ``JSONDecoder.decode`` does (no leading
    whitespace to skip; the value; then nothing but JSON whitespace), its C scanner called directly."""
    try:
        value, end = _scan(text, 0)
    except StopIteration as err:
        raise json.JSONDecodeError("Expecting value", text, err.value) from None
    if end != len(text) and text[end:].strip(" \t\n\r"):
        raise json.JSONDecodeError("Extra data", text, end)
    return value


def _loads(body: bytes | str) -> Any:
    """``json.loads(body)``; an object in UTF-8 (every client's) decoded without guessing its encoding first."""
    # json.loads tells UTF-8 from UTF-16/32 by BOMs and zero bytes: none of them starts with "{".
    if type(body) is bytes and body[:1] == b"{" and body[1:2] != b"\x00":
        return _decode(body.decode("utf-8", "surrogatepass"))
    return json.loads(body)


_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)


def json_depth_exceeds(body: bytes, limit: int = MAX_JSON_DEPTH) -> bool:
    """True when ``body`` nests arrays/objects deeper than ``limit`` (brackets inside strings don't count)."""
    # Cheap exit for almost every request: depth can't exceed the number of opening brackets.
    if body.count(b"[") + body.count(b"{") <= limit:
        return False
    structure = _STRING.sub(b"", body)  # in C; what is left is brackets, numbers and literals
    depth = 0
    for byte in structure:
        if byte == 0x5B or byte == 0x7B:  # [ {
            depth += 1
            if depth > limit:
                return True
        elif byte == 0x5D or byte == 0x7D:  # ] }
            depth -= 1
    return False


def dumps(value: Any) -> bytes:
    """Compact UTF-8 JSON, the one serializer for everything we send."""
    return _dumps(value).encode()


def result_bytes(id: Id, result: bytes) -> bytes:
    """A success response around an already serialized ``result`` (copied once: it may be tens of KB)."""
    encoded = str(id).encode() if type(id) is int else _dumps(id).encode()  # an int is its own JSON
    return b"".join((b'{"jsonrpc":"2.0","id":', encoded, b',"result":', result, b"}"))


def error_bytes(id: Id | None, code: int, message: str, data: Any = None) -> bytes:
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return dumps({"jsonrpc": "2.0", "id": id, "error": error})
