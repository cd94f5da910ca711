"""Progress of one analysis: what it is doing now (a stage) and the share of the work done.

The worker (and, for an MCP task, the request side) puts a ``Reporter`` in the context of the
work it runs (``reporting``); code deep inside reports through ``app.models.report_progress`` and
the helpers here (``blocks``, ``track_batches``) without knowing about stores or jobs. Outside a
job they do nothing. ``contextvars`` carry the reporter into the tasks the LLM engine starts, into
``asyncio.to_thread`` (the offline engine's thread) and into the CPU pool (app.flow copies it).

A stage is a key and, where it counts something, ``done`` of ``total``: ``clauses`` counts the LLM
engine's batches ("batch 2 of 5"), ``blocks`` the offline engine's clauses. Each key owns a span of
the whole, so the share done only rises. Stored encoded (``clauses:2:5``) next to the share; the
words for it are in the reader's language at the transports (messages.po ``stage_*``, page.toml
``[stage]``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeVar, get_args

from app.models import PROGRESS_HOOK, report_progress

log = logging.getLogger("klartext.progress")

T = TypeVar("T")

StageKey = Literal["queued", "reading", "ocr", "anonymizing", "facts", "clauses", "blocks", "finishing"]
STAGE_KEYS: tuple[str, ...] = get_args(StageKey)

# The share of the whole each stage covers, from..to. The request side (reading, OCR,
# anonymizing) runs before the analysis is queued; a task sees it, a poll of the analysis starts
# at "facts". Measured on the 5-page sample scan: OCR 16 s, anonymizing 2 s, the rest < 0.1 s.
SPANS: dict[str, tuple[float, float]] = {
    "queued": (0.0, 0.0),
    "reading": (0.0, 0.05),
    "ocr": (0.05, 0.35),
    "anonymizing": (0.35, 0.4),
    "facts": (0.4, 0.45),
    "clauses": (0.45, 0.95),
    "blocks": (0.45, 0.95),
    "finishing": (0.95, 0.98),
}

# Where the request side ends: a task's share once its analysis is queued starts here.
REQUEST_SIDE_DONE = SPANS["anonymizing"][1]

# Reports closer than this to the last one written are not written (the offline engine reports
# every clause of a long document); the last of a stage always is.
MIN_STEP = 0.01


@dataclass(frozen=True)
class Stage:
    key: str
    done: int | None = None
    total: int | None = None

    def encode(self) -> str:
        if self.done is None or self.total is None:
            return self.key
        return f"{self.key}:{self.done}:{self.total}"

    @classmethod
    def decode(cls, raw: str | None) -> Stage | None:
        """The stage stored as ``raw``; None for nothing stored or a key this version does not know."""
        if not raw:
            return None
        key, *counts = raw.split(":")
        if key not in STAGE_KEYS:
            return None
        if len(counts) == 2 and all(c.isdigit() for c in counts):
            done, total = int(counts[0]), int(counts[1])
            if 0 <= done <= total and total > 0:
                return cls(key, done, total)
        return cls(key)

    @property
    def share(self) -> float:
        start, end = SPANS.get(self.key, (0.0, 0.0))
        if self.done is None or not self.total:
            return start
        return start + (end - start) * min(self.done, self.total) / self.total


Write = Callable[[float, str], None]


class Reporter:
    """Turns stage reports into store writes: never backwards, thinned out, never on the event loop.

    ``write(share, encoded_stage)`` is synchronous (a store call). From the event loop it runs in
    a thread; from a worker thread (the offline engine) directly. A failing write is logged by
    type and otherwise ignored: progress must never fail an analysis.
    """

    def __init__(self, write: Write) -> None:
        self._write = write
        self._lock = threading.Lock()
        self._last: float = -1.0
        self._last_key: str | None = None
        self._pending: set[asyncio.Future[None]] = set()

    def report(self, key: str, done: int | None = None, total: int | None = None) -> None:
        stage = Stage(key, done, total)
        share = stage.share
        with self._lock:
            if share < self._last:
                return
            last_of_stage = done is not None and done == total
            if key == self._last_key and share - self._last < MIN_STEP and not last_of_stage:
                return
            self._last, self._last_key = share, key
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._safe_write(share, stage.encode())
            return
        future = loop.run_in_executor(None, self._safe_write, share, stage.encode())
        self._pending.add(future)
        future.add_done_callback(self._pending.discard)

    async def flush(self) -> None:
        """Wait for the writes started from the event loop."""
        if self._pending:
            await asyncio.gather(*list(self._pending), return_exceptions=True)

    def _safe_write(self, share: float, stage: str) -> None:
        try:
            self._write(share, stage)
        except Exception as exc:
            log.error("progress not recorded: %s", type(exc).__name__)


@contextlib.contextmanager
def reporting(reporter: Reporter) -> Iterator[Reporter]:
    """Report to ``reporter`` inside the block (and in the tasks and threads started from it)."""
    token = PROGRESS_HOOK.set(reporter.report)
    try:
        yield reporter
    finally:
        PROGRESS_HOOK.reset(token)


report = report_progress


def blocks(items: Sequence[T], key: str = "blocks") -> Iterator[T]:
    """``items`` one by one, reporting each as done once the next one is asked for (or the end)."""
    total = len(items)
    for index, item in enumerate(items):
        yield item
        report(key, index + 1, total)


def track_batches(tasks: Iterable[asyncio.Future[Any]]) -> None:
    """Report ``clauses`` k of n as the batch tasks finish, in whatever order they do."""
    batches = list(tasks)
    total = len(batches)
    if not total:
        return
    done = 0

    def finished(_: asyncio.Future[Any]) -> None:
        nonlocal done
        done += 1
        report("clauses", done, total)

    report("clauses", 0, total)
    for task in batches:
        task.add_done_callback(finished)
