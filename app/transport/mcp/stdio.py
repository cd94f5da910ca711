"""MCP over stdin/stdout for local clients (``klartext stdio``).

One JSON-RPC message per line in each direction (UTF-8, no embedded newlines), dispatched by the
same ``McpProtocol`` as HTTP, on the same backend (store, workers, CPU pool). Requests run
concurrently, so a ``ping`` is answered while an ``explain_document`` waits for its analysis.

stdout belongs to the protocol: at start the real stdout is kept for messages and file
descriptor 1 is pointed at stderr, so a stray ``print`` in any library cannot corrupt the stream.
Logs go to stderr.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sys
import threading
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import BinaryIO

from app.config import Settings
from app.flow import Backend
from app.locales.server import SERVER_TEXTS
from app.transport.mcp import jsonrpc
from app.transport.mcp.jsonrpc import INTERNAL_ERROR, INVALID_REQUEST, EnvelopeError, Request
from app.transport.mcp.protocol import McpProtocol
from app.transport.mcp.tools import Tools

log = logging.getLogger("klartext.stdio")

# Diagnostics for client developers, English only (app/locales/en/server.toml [protocol]).
_TEXTS = SERVER_TEXTS.protocol
_EOF = b""
CLOSE_GRACE_SECONDS = 10.0


def protocol_streams() -> tuple[BinaryIO, BinaryIO]:
    """stdin, and a private copy of stdout; fd 1 then goes to stderr."""
    sys.stdout.flush()
    out = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)
    return sys.stdin.buffer, out


class StdioServer:
    def __init__(self, protocol: McpProtocol, stdin: BinaryIO, stdout: BinaryIO, max_line: int) -> None:
        self.protocol = protocol
        self.stdin = stdin
        self.stdout = stdout
        self.max_line = max_line
        self._write_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

    async def run(self) -> None:
        """Serve until stdin closes; requests still running then are cancelled."""
        loop = asyncio.get_running_loop()
        lines: asyncio.Queue[bytes | None] = asyncio.Queue()
        # A thread, not connect_read_pipe: stdin may be a file or a terminal, which asyncio can't watch.
        threading.Thread(target=self._read_lines, args=(loop, lines), name="klartext-stdin", daemon=True).start()
        try:
            while (line := await lines.get()) is not None:
                task = asyncio.create_task(self._handle(line))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
        finally:
            # stdin closed: answer what is in flight (a client may close stdin right after its last
            # request and read on), but only briefly; an explanation still running can be fetched later.
            if self._tasks:
                await asyncio.wait(list(self._tasks), timeout=CLOSE_GRACE_SECONDS)
            for task in list(self._tasks):
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)

    def _read_lines(self, loop: asyncio.AbstractEventLoop, lines: asyncio.Queue[bytes | None]) -> None:
        try:
            while True:
                line = self.stdin.readline(self.max_line + 1)
                if line == _EOF:
                    break
                if len(line) > self.max_line and not line.endswith(b"\n"):
                    # Too long: skip the rest of it without holding it in memory, then say so.
                    while (rest := self.stdin.readline(1 << 20)) and not rest.endswith(b"\n"):
                        pass
                    line = b"\x00too-large"
                if line.strip():
                    loop.call_soon_threadsafe(lines.put_nowait, line)
        except (OSError, ValueError) as exc:
            log.error("stdin failed: %s", type(exc).__name__)
        finally:
            with contextlib.suppress(RuntimeError):  # the loop may already be closed
                loop.call_soon_threadsafe(lines.put_nowait, None)

    async def _handle(self, line: bytes) -> None:
        if line == b"\x00too-large":
            await self._write(jsonrpc.error_bytes(None, INVALID_REQUEST, _TEXTS.too_large))
            return
        try:
            message = jsonrpc.parse(line)
        except EnvelopeError as err:
            await self._write(jsonrpc.error_bytes(err.id, err.code, err.message))
            return
        del line
        if not isinstance(message, Request):  # notifications and client responses need no answer
            return
        try:
            answer = await self.protocol.handle(message)
        except Exception as exc:
            log.error("unhandled error in %s: %s", message.method, type(exc).__name__)
            answer = jsonrpc.error_bytes(message.id, INTERNAL_ERROR, _TEXTS.internal_error)
        await self._write(answer)

    async def _write(self, message: bytes) -> None:
        # Our JSON never contains a raw newline (json escapes it), so one write is one message.
        async with self._write_lock:
            await asyncio.to_thread(self._write_blocking, message + b"\n")

    def _write_blocking(self, data: bytes) -> None:
        try:
            self.stdout.write(data)
            self.stdout.flush()
        except (BrokenPipeError, ValueError):  # the client went away; stdin's EOF ends the loop
            pass


async def serve(
    settings: Settings,
    stdin: BinaryIO,
    stdout: BinaryIO,
    open_backend: Callable[[], AbstractAsyncContextManager[Backend]],
) -> None:
    """Serve MCP on the two streams with the backend ``open_backend`` opens (``app.wiring.open_backend``)."""
    tools = Tools(settings)
    protocol = McpProtocol(settings, tools)
    async with open_backend() as backend:
        tools.backend = backend
        log.info("serving MCP on stdin/stdout; database %s", settings.db_path)
        try:
            await StdioServer(protocol, stdin, stdout, settings.max_body_bytes).run()
        finally:
            tools.backend = None
