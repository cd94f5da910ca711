"""Log records for the access line, made without the lookups ``LogRecord()`` repeats for every record.

The constructor of ``logging.LogRecord`` asks for the thread's and the process's names, splits the
caller's file name and reads the clock; for the one access line per MCP request (app.transport.mcp.
http) that was a third of what writing it costs, on the server's hottest path. ``record_for`` gives
an equivalent record: the same class with the same attributes, copied from a record made the usual
way once per thread, with this line as the message and the time of now. Filters, formatters and
handlers see what they would see for ``logger.info(line)``.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from typing import Any

# Per logger, source location and thread: the attributes of a record made the usual way.
_TEMPLATES: dict[tuple[str, str, int, str, int], dict[str, Any]] = {}
# When logging started, as the records' relativeCreated count from it (read off a real record).
_reference = logging.LogRecord("", logging.INFO, "", 0, "", (), None)
_STARTED = _reference.created - _reference.relativeCreated / 1000
_HAS_TASK_NAME = hasattr(_reference, "taskName")  # Python 3.12 and later
os.register_at_fork(after_in_child=_TEMPLATES.clear)  # the process id is part of the template


def record_for(
    logger: logging.Logger, line: str, pathname: str, lineno: int, func: str, created: float | None = None
) -> logging.LogRecord:
    """An INFO record of ``line`` as ``logger`` makes it in function ``func`` at ``pathname``:``lineno``,
    at ``created`` (default: now; an access line noted earlier and written now has its own time)."""
    key = (logger.name, pathname, lineno, func, threading.get_ident())
    template = _TEMPLATES.get(key)
    if template is None:
        template = vars(logger.makeRecord(logger.name, logging.INFO, pathname, lineno, "", (), None, func)).copy()
        if len(_TEMPLATES) < 256:  # a few threads serve requests
            _TEMPLATES[key] = template
    record: logging.LogRecord = logging.LogRecord.__new__(logging.LogRecord)
    attributes = record.__dict__
    attributes.update(template)
    now = time.time() if created is None else created
    attributes["msg"] = line
    attributes["created"] = now
    attributes["msecs"] = int((now - int(now)) * 1000) + 0.0
    attributes["relativeCreated"] = (now - _STARTED) * 1000
    if _HAS_TASK_NAME and getattr(logging, "logAsyncioTasks", False):  # as LogRecord() does
        attributes["taskName"] = _task_name()
    return record


def _task_name() -> str | None:
    try:
        task = asyncio.current_task()
    except RuntimeError:  # no running loop
        return None
    return task.get_name() if task is not None else None
