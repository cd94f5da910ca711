"""The analysis flow that every transport shares: MCP tools, the REST API, stdio.

prepare (CPU pool) -> enqueue -> notify, then wait or look up. One ``Analyses`` object per app is
shared by all transports, so the bound on documents waiting for the CPU pool holds for all of them.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from app import metrics
from app.config import Settings
from app.errors import Busy, InvalidArguments
from app.models import DocumentInput
from app.store.base import Record, Store, dedupe_key

T = TypeVar("T")

# Ids come from the store; anything else is refused before it reaches a query.
ANALYSIS_ID_PATTERN = r"^[A-Za-z0-9_-]{6,64}$"
_ANALYSIS_ID = re.compile(ANALYSIS_ID_PATTERN)


class Jobs(Protocol):
    """What the flow needs from the worker pool (app.jobs.worker.WorkerPool)."""

    def notify(self) -> None: ...

    async def wait_for(self, analysis_id: str, timeout: float) -> Record | None: ...


@dataclass
class Backend:
    """Collaborators that exist only while the app runs (opened in the lifespan)."""

    store: Store
    jobs: Jobs
    cpu: Executor
    # How many documents may wait for the CPU pool; beyond that we answer 'busy' instead of queueing
    # unbounded memory (each waiting call holds its decoded upload).
    max_waiting: int = 16


def check_analysis_id(value: str) -> str:
    analysis_id = value.strip()
    if not _ANALYSIS_ID.match(analysis_id):
        raise InvalidArguments("analysis_id_invalid", value=analysis_id[:64])
    return analysis_id


class Analyses:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.backend: Backend | None = None
        self._waiting = 0

    async def submit(self, document: DocumentInput) -> str:
        """Extract, anonymize, gate and segment in the CPU pool, then enqueue; returns the analysis id.

        Raises KlartextError subclasses for input that cannot be explained (nothing is stored then).
        """
        from app.prepare.run import prepare

        backend = self._backend()
        await self._check_queue(backend)
        prepared = await self._cpu(backend, prepare, document, self.settings)
        # The same anonymized document, language and engine reuses a queued, running or retained
        # analysis (the store looks up and inserts atomically): no second LLM call.
        engine = f"llm:{self.settings.llm_model}" if self.settings.llm_configured else "offline"
        analysis_id = await asyncio.to_thread(backend.store.enqueue, prepared, dedupe_key(prepared, engine))
        backend.jobs.notify()
        return analysis_id

    async def _check_queue(self, backend: Backend) -> None:
        """Refuse new documents while the analysis queue is full, instead of letting waits grow without end."""
        depth = await asyncio.to_thread(backend.store.queue_depth)
        if depth >= self.settings.max_queued:
            metrics.ERRORS.labels("queue_full").inc()
            # About how long the workers need to make room (~10 s per analysis per worker).
            excess = depth - self.settings.max_queued + 1
            raise Busy(retry_after=min(600, 10 + 10 * excess // self.settings.workers))

    async def wait(self, analysis_id: str, timeout: float) -> Record | None:
        """The record once finished, or as it stands when ``timeout`` has passed."""
        backend = self._backend()
        record = await backend.jobs.wait_for(analysis_id, timeout)
        if record is None:
            record = await asyncio.to_thread(backend.store.get, analysis_id)
        return record

    async def get(self, analysis_id: str) -> Record | None:
        return await asyncio.to_thread(self._backend().store.get, analysis_id)

    async def _cpu(self, backend: Backend, fn: Callable[..., T], *args: Any) -> T:
        """Run CPU-bound work in the bounded pool; refuse when too many calls already wait for it."""
        if self._waiting >= backend.max_waiting:
            raise Busy(retry_after=30)
        self._waiting += 1
        metrics.CPU_WAITING.inc()
        try:
            return await asyncio.get_running_loop().run_in_executor(backend.cpu, fn, *args)
        finally:
            self._waiting -= 1
            metrics.CPU_WAITING.dec()

    def _backend(self) -> Backend:
        if self.backend is None:
            raise RuntimeError("analyses used outside the app lifespan")
        return self.backend
