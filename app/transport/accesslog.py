"""The access log: one JSON line per HTTP request, logger ``klartext.access``, never document content.

MCP requests are logged by their endpoint (app.transport.mcp.http: the JSON-RPC method and tool),
every other request by the guard (app.transport.guard: the path, upload-link tokens hidden). No
client address: the rate limit needs it, the log does not. `klartext serve` turns uvicorn's own
access line off, so a request is logged once.

A request only notes what its line says (``later``: the kind of line and its values, with the time);
the text is made and written when the lines are written, as a ``logging.handlers.QueueHandler``
leaves the writing to its listener, and on the event loop that is in batches, as web servers buffer
their access logs (nginx's ``access_log … buffer= flush=``): the lines noted within ``FLUSH_SECONDS``
(0.1 s), or the first ``FLUSH_LINES`` of them, go out in one write and one flush. A line and its flush
each cost a system call, and the text, its time stamp and the search for the handler cost more than
the rest of a ``ping``; per request only a tuple is left. A line is written at most 0.1 s after its
answer was sent; every record the handler writes (``LineHandler``), a flush of it (logging's own at
exit) and the end of the process write what waits first, so the lines keep the order they were made in
and none is lost on a clean stop. A process killed outright (SIGKILL) loses at most the last 0.1 s of
lines. Outside a running loop (a thread, a script) a line is written at once.

Where only the text can be seen — the one handler between the logger and the root is the plain stream
handler `klartext serve` installs (``stream_handler``, formatter ``LineFormatter``) and no filter is set
anywhere on the way — the lines are written as the exact text that handler writes for
``logger.info(line)``, under the handler's lock. Any other setup (a file, a test's capture, a filter,
another format) gets a record per line through ``logging`` as usual (app.transport.logrecord), with
the time the request noted it. Which of the two is decided when the lines are written.
"""

from __future__ import annotations

import atexit
import logging
import os
import sys
import threading
import time
from asyncio import get_running_loop
from threading import get_ident
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
    record is never written before a line made earlier. Its lock is the drain's, one for every such
    handler: whoever holds it (``logging.shutdown`` flushes under it) may drain, and no two locks are
    ever taken in opposite orders."""

    def createLock(self) -> None:
        self.lock = _DRAINING

    def handle(self, record: logging.LogRecord) -> bool:
        if _waiting:
            drain()
        return super().handle(record)

    def flush(self) -> None:
        if _waiting:
            drain()
        super().flush()


class Line:
    """One kind of access line: a %-template of the JSON text, filled with the values a request notes,
    and where it is made (the function and file a record of it names)."""

    __slots__ = ("func", "pathname", "template")

    def __init__(self, template: str, func: str, pathname: str) -> None:
        self.template = template
        self.func = func
        self.pathname = pathname


def stream_handler(stream: IO[str] | None = None) -> logging.StreamHandler[Any]:
    """The handler `klartext serve` logs through: ``LOG_FORMAT`` to ``stream`` (default stderr)."""
    handler: logging.StreamHandler[Any] = LineHandler(stream if stream is not None else sys.stderr)
    handler.setFormatter(LineFormatter())
    return handler


# Lines made on the event loop wait this long, or until this many wait, and are written together.
FLUSH_SECONDS = 0.1
FLUSH_LINES = 256
# Lines noted, waiting to be made and written: (kind, logger, time made, values). Appended without a
# lock (list.append is atomic); taken under _DRAINING.
_waiting: list[tuple[Line, logging.Logger, float, tuple[Any, ...]]] = []
_DRAINING = threading.RLock()
os.register_at_fork(after_in_child=getattr(_DRAINING, "_at_fork_reinit", lambda: None))  # as logging's locks
_drainer: list[int] = []  # the thread writing right now (a record it hands to logging must not drain again)
# The thread and loop that scheduled the last batch's timer: lines noted on that loop, while it runs,
# join the batch its timer writes.
_timer: tuple[int, Any] = (0, None)


def later(kind: Line, values: tuple[Any, ...], logger: logging.Logger = access_log) -> None:
    """``logger.info(kind.template % values)`` as made now in ``kind.func``; the text is made when written.

    The caller has checked ``logger.isEnabledFor(logging.INFO)`` (the line's values cost something too).
    """
    global _timer
    now = time.time()
    if _waiting:
        thread, loop = _timer
        try:
            oldest = _waiting[0][2]
        except IndexError:  # another thread wrote them meanwhile
            oldest = now
        if now - oldest <= FLUSH_SECONDS and thread == get_ident() and loop.is_running():
            # On the loop whose timer writes this batch (a thread runs one loop at a time): no need to ask
            # which loop runs here, which costs a system call (get_running_loop checks the process id).
            _waiting.append((kind, logger, now, values))
            if len(_waiting) >= FLUSH_LINES:
                drain()
            return
    try:
        loop = get_running_loop()
    except RuntimeError:  # no loop in this thread: written at once
        _waiting.append((kind, logger, now, values))
        drain()
        return
    if _waiting:
        try:
            oldest = _waiting[0][2]
        except IndexError:  # another thread wrote them meanwhile
            oldest = now
        if now - oldest > FLUSH_SECONDS:  # the timer was another loop's, one that has stopped
            drain()
            loop.call_later(FLUSH_SECONDS, drain)
            _timer = (get_ident(), loop)
    else:
        loop.call_later(FLUSH_SECONDS, drain)
        _timer = (get_ident(), loop)
    _waiting.append((kind, logger, now, values))
    if len(_waiting) >= FLUSH_LINES:
        drain()


_TEXT: dict[tuple[str, str], Line] = {}  # (func, pathname) -> the Line of ``write``'s ready-made text


def write(line: str, func: str, pathname: str, logger: logging.Logger = access_log) -> None:
    """``logger.info(line)`` as called in function ``func`` of file ``pathname`` (``later`` for a line
    already made)."""
    if not logger.isEnabledFor(logging.INFO):
        return
    kind = _TEXT.get((func, pathname))
    if kind is None:
        kind = _TEXT[func, pathname] = Line("%s", func, pathname)
    later(kind, (line,), logger)


def drain() -> None:
    """Make and write the waiting lines, in order: one write and one flush per handler and batch."""
    if not _waiting:
        return
    me = threading.get_ident()
    with _DRAINING:
        if _drainer:  # this thread is writing already (a record of it reached a LineHandler)
            return
        _drainer.append(me)
        try:
            count = len(_waiting)
            # A line appended between the slice and the deletion lies beyond ``count``.
            lines = _waiting[:count]
            del _waiting[:count]
            start = 0
            while start < count:
                logger = lines[start][1]
                end = start + 1
                while end < count and lines[end][1] is logger:
                    end += 1
                _write(logger, lines[start:end])
                start = end
        finally:
            _drainer.clear()


def _write(logger: logging.Logger, lines: list[tuple[Line, logging.Logger, float, tuple[Any, ...]]]) -> None:
    handler = _plain_handler(logger)
    if handler is None:  # records through logging, as logger.info would make them
        for kind, _, created, values in lines:
            logger.handle(record_for(logger, kind.template % values, kind.pathname, 0, kind.func, created))
        return
    seconds: Any = handler.formatter._seconds  # type: ignore[union-attr] # a LineFormatter (_plain_handler)
    # One template per kind of line: the time, " INFO <logger>: ", the line's own template, the terminator.
    around = (" INFO " + logger.name + ": ").replace("%", "%%"), handler.terminator.replace("%", "%%")
    stamp, second = "", -1
    texts = []
    last: Line | None = None
    template = ""
    for kind, _, created, values in lines:
        whole = int(created)
        if whole != second:
            second, stamp = whole, seconds(created)
        if kind is not last:
            last, template = kind, _MSEC_FORMAT + around[0] + kind.template + around[1]
        # As LineFormatter.info_line: %03d cuts the milliseconds as LogRecord's int() does.
        texts.append(template % (stamp, (created - whole) * 1000, *values))
    _emit(handler, "".join(texts))


def _emit(handler: logging.StreamHandler[Any], text: str) -> None:
    with handler.lock:  # type: ignore[union-attr] # as Handler.handle holds it around emit
        try:
            handler.stream.write(text)
            logging.StreamHandler.flush(handler)  # the stream's flush, under the handler's lock
        except Exception:  # as StreamHandler.emit: the handler reports it (logging.raiseExceptions)
            handler.handleError(record_for(access_log, text.rstrip("\n"), __file__, 0, "drain"))


atexit.register(drain)
# stream_handler's, and the plain one a program may set up with LineFormatter itself.
_PLAIN_HANDLERS = (LineHandler, logging.StreamHandler)


def _plain_handler(logger: logging.Logger) -> logging.StreamHandler[Any] | None:
    """The only handler ``logger``'s records reach, when it is ``stream_handler``'s kind and nothing filters."""
    found = None
    current: logging.Logger | None = logger
    while current is not None:
        if current.filters or current.disabled:
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
