"""The access log: one JSON line per HTTP request, logger ``klartext.access``, never document content.

MCP requests are logged by their endpoint (app.transport.mcp.http: the JSON-RPC method and tool),
every other request by the guard (app.transport.guard: the path, upload-link tokens hidden). No
client address: the rate limit needs it, the log does not. `klartext serve` turns uvicorn's own
access line off, so a request is logged once.

Writing a line costs what the configured logging costs, and on the hot path (every ``ping``) the
record, its handlers and formatter were most of Klartext's own work per request. ``write`` therefore
skips them where nothing but the text can be seen: when the one handler between the logger and the
root is the plain stream handler `klartext serve` installs (``stream_handler``, formatter
``LineFormatter``) and no filter is set anywhere on the way, it writes the exact text that handler
would write for ``logger.info(line)``, under the handler's lock. Any other setup (a file, a test's
capture, a filter, another format) gets a record through ``logging`` as usual
(app.transport.logrecord).

On the event loop, lines are written in batches, as web servers buffer their access logs (nginx's
``access_log … buffer= flush=``): a request appends its finished text, and the lines made within
``FLUSH_SECONDS`` (0.1 s), or the first ``FLUSH_LINES`` of them, go out in one write and one flush.
A line and its flush each cost a system call, and on a busy server that was the largest part of
the access line's cost. A line is written at most 0.1 s after its answer was sent; every record the
handler writes (``LineHandler``), a flush of it and the end of the process write what waits first, so
the lines keep the order they were made in. A process killed outright (SIGKILL) loses at most the
last 0.1 s of lines. Outside a running loop (a thread, a script) a line is written at once.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import sys
import time
from typing import IO, Any

from app.transport.logrecord import record_for

# The one format of `klartext serve`'s log lines (app.cli); the time as logging.Formatter writes it.
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_TIME_FORMAT = logging.Formatter.default_time_format
_MSEC_FORMAT = "%s,%03d"  # logging.Formatter.default_msec_format
_INFO_LINE = _MSEC_FORMAT + " INFO %s: %s"

access_log = logging.getLogger("klartext.access")
# In the ASGI scope of a request whose line the MCP endpoint writes (the guard then writes none).
LOGGED = "klartext.access_logged"


class LineFormatter(logging.Formatter):
    """``LOG_FORMAT`` as ``logging.Formatter`` writes it, the date and time made once per second."""

    def __init__(self) -> None:
        super().__init__(LOG_FORMAT)
        self._second: tuple[int, str] = (-1, "")  # one tuple: threads swap it whole

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:
        if datefmt is not None:
            return super().formatTime(record, datefmt)
        return _MSEC_FORMAT % (self._seconds(record.created), record.msecs)

    def _seconds(self, created: float) -> str:
        second = int(created)
        cached = self._second
        if cached[0] != second:
            cached = (second, time.strftime(_TIME_FORMAT, self.converter(created)))
            self._second = cached
        return cached[1]

    def info_line(self, created: float, name: str, message: str) -> str:
        """The text ``format`` gives an INFO record of logger ``name`` with ``message`` made at ``created``."""
        # One format: %03d cuts the milliseconds as LogRecord's int() does.
        return _INFO_LINE % (self._seconds(created), (created - int(created)) * 1000, name, message)


class LineHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """``logging.StreamHandler`` that first writes the access lines waiting to be written (``drain``), so a
    record is never written before a line made earlier."""

    def emit(self, record: logging.LogRecord) -> None:
        if _waiting:  # under the handler's lock (Handler.handle), which drain takes again: an RLock
            drain()
        super().emit(record)

    def flush(self) -> None:
        if _waiting:
            drain()
        super().flush()


def milliseconds(seconds: float) -> str:
    """``repr(round(seconds * 1000, 2))`` (how the lines have always written it), in a third of the time:
    both round the same binary value to two decimals, and repr drops a last zero but keeps one."""
    text = "%.2f" % (seconds * 1000)
    return text[:-1] if text[-1] == "0" else text


def stream_handler(stream: IO[str] | None = None) -> logging.StreamHandler[Any]:
    """The handler `klartext serve` logs through: ``LOG_FORMAT`` to ``stream`` (default stderr)."""
    handler: logging.StreamHandler[Any] = LineHandler(stream if stream is not None else sys.stderr)
    handler.setFormatter(LineFormatter())
    return handler


# Lines made on the event loop wait this long, or until this many wait, and are written together.
FLUSH_SECONDS = 0.1
FLUSH_LINES = 256
# Lines made on the event loop, waiting to be written: (handler, text with terminator).
_waiting: list[tuple[logging.StreamHandler[Any], str]] = []


def drain() -> None:
    """Write the waiting lines, in order, one write and one flush per handler."""
    try:
        first = _waiting[0][0]
    except IndexError:
        return
    # Taken and written under the handler's lock (an RLock: LineHandler.emit already holds it), so two
    # threads draining at once neither take the same lines nor write them out of order.
    with first.lock:  # type: ignore[union-attr]
        count = len(_waiting)
        # Appending needs no lock: a line appended between the slice and the deletion lies beyond ``count``.
        lines = _waiting[:count]
        del _waiting[:count]
        start = 0
        while start < count:
            handler = lines[start][0]
            end = start + 1
            while end < count and lines[end][0] is handler:
                end += 1
            _emit(handler, "".join(text for _, text in lines[start:end]))
            start = end


def _emit(handler: logging.StreamHandler[Any], text: str) -> None:
    with handler.lock:  # type: ignore[union-attr] # as Handler.handle holds it around emit
        try:
            stream = handler.stream
            stream.write(text)
            logging.StreamHandler.flush(handler)  # the stream's flush, under the handler's lock
        except Exception:  # as StreamHandler.emit: the handler reports it (logging.raiseExceptions)
            handler.handleError(record_for(access_log, text.rstrip("\n"), __file__, 0, "drain"))


atexit.register(drain)
# stream_handler's, and the plain one a program may set up with LineFormatter itself.
_PLAIN_HANDLERS = (LineHandler, logging.StreamHandler)


def write(line: str, func: str, pathname: str, logger: logging.Logger = access_log) -> None:
    """``logger.info(line)`` as called in function ``func`` of file ``pathname``: written directly where
    only the text can be seen (the module's docstring), else as a record through ``logging``."""
    if not logger.isEnabledFor(logging.INFO):
        return
    handler = _plain_handler(logger)
    if handler is None:
        logger.handle(record_for(logger, line, pathname, 0, func))
        return
    formatter: LineFormatter = handler.formatter  # type: ignore[assignment]
    text = formatter.info_line(time.time(), logger.name, line) + handler.terminator
    try:
        # Only LineHandler writes what waits before its own records: any other handler gets the line now.
        loop = asyncio.get_running_loop() if type(handler) is LineHandler else None
    except RuntimeError:  # no loop in this thread
        loop = None
    if loop is None:
        if _waiting:
            drain()
        _emit(handler, text)
        return
    if not _waiting:
        loop.call_later(FLUSH_SECONDS, drain)
    _waiting.append((handler, text))
    if len(_waiting) >= FLUSH_LINES:
        drain()


def _plain_handler(logger: logging.Logger) -> logging.StreamHandler[Any] | None:
    """The only handler ``logger``'s records reach, when it is ``stream_handler``'s kind and nothing filters."""
    found = None
    current: logging.Logger | None = logger
    while current is not None:
        if current.filters:
            return None
        handlers = current.handlers
        if handlers:
            if found is not None or len(handlers) != 1:
                return None
            found = handlers[0]
        if not current.propagate:
            break
        current = current.parent
    if (
        found is None
        or type(found) not in _PLAIN_HANDLERS
        or type(found.formatter) is not LineFormatter
        or found.filters
        or found.level > logging.INFO
    ):
        return None
    return found  # type: ignore[return-value] # one of _PLAIN_HANDLERS
