"""Workers: claim a queued analysis, explain it, store the result.

The store is the only thing shared with the request side, so a worker may live in the server
process (``klartext serve``) or in its own (``klartext worker``). Idle workers sleep on an
event that ``notify()`` sets after an enqueue in this process, and poll the store every
``IDLE_POLL_SECONDS`` to pick up work enqueued by another process.

Crash recovery assumes one process runs workers per database file: ``start()`` puts every
analysis still marked 'running' back in the queue, because in that deployment its worker died
with the previous process. With several worker processes on one file, pass
``recover_on_start=False`` to all but one of them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time

from app.config import Settings
from app.errors import KlartextError
from app.explain.base import Explainer
from app.jobs.result import build_result
from app.store.base import Job, Record, Store

log = logging.getLogger("klartext.worker")

IDLE_POLL_SECONDS = 1.0
WAIT_POLL_SECONDS = 0.5
FINISHED = ("completed", "failed")


class WorkerPool:
    def __init__(
        self,
        store: Store,
        explainer: Explainer,
        settings: Settings,
        *,
        recover_on_start: bool = True,
        idle_poll: float = IDLE_POLL_SECONDS,
    ) -> None:
        self.store = store
        self.explainer = explainer
        self.settings = settings
        self.recover_on_start = recover_on_start
        self.idle_poll = idle_poll
        self._tasks: list[asyncio.Task[None]] = []
        self._wake: asyncio.Event | None = None
        self._waiters: dict[str, set[asyncio.Event]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._prefix = f"{os.getpid()}-"

    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        if self.recover_on_start:
            requeued = await asyncio.to_thread(self.store.requeue_stale, 0)
            if requeued:
                log.info("requeued %d analyses left running by a previous process", requeued)
        self._tasks = [
            asyncio.create_task(self._run(f"{self._prefix}{n}"), name=f"klartext-worker-{n}")
            for n in range(self.settings.workers)
        ]
        self._wake.set()

    async def stop(self) -> None:
        """Cancel the workers. An analysis in progress stays 'running' and is requeued on next start."""
        tasks, self._tasks = self._tasks, []
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def notify(self) -> None:
        """Wake idle workers: something was enqueued. Safe to call from any thread."""
        if self._wake is None or self._loop is None:
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is self._loop:
            self._wake.set()
        else:
            self._loop.call_soon_threadsafe(self._wake.set)

    async def wait_for(self, analysis_id: str, timeout: float) -> Record | None:
        """The latest record once it is completed or failed, or when ``timeout`` has passed."""
        deadline = time.monotonic() + max(0.0, timeout)
        finished = asyncio.Event()
        self._waiters.setdefault(analysis_id, set()).add(finished)
        try:
            while True:
                record = await asyncio.to_thread(self.store.get, analysis_id)
                remaining = deadline - time.monotonic()
                if record is None or record.status in FINISHED or remaining <= 0:
                    return record
                # Our own workers signal at once; a worker in another process is seen by polling.
                await _wait(finished, min(remaining, WAIT_POLL_SECONDS))
        finally:
            waiters = self._waiters.get(analysis_id, set())
            waiters.discard(finished)
            if not waiters:
                self._waiters.pop(analysis_id, None)

    # -- internals

    async def _run(self, name: str) -> None:
        assert self._wake is not None
        while True:
            # Clear before claiming: an enqueue that happens after this point sets the event
            # again, one that happened before is visible to the claim.
            self._wake.clear()
            try:
                job = await asyncio.to_thread(self.store.claim, name)
            except Exception as exc:  # a locked or broken database must not kill the worker
                log.error("claim failed: %s", type(exc).__name__)
                job = None
            if job is None:
                await _wait(self._wake, self.idle_poll)
                continue
            await self._process(job)

    async def _process(self, job: Job) -> None:
        started = time.monotonic()
        try:
            await asyncio.to_thread(self.store.progress, job.id, 0.1)
            explanation = await self.explainer.explain(job.document)
            await asyncio.to_thread(self.store.progress, job.id, 0.9)
            result = await asyncio.to_thread(build_result, job.id, job.document, explanation, self.settings)
            await asyncio.to_thread(self.store.complete, job.id, result.model_dump(mode="json"))
            log.info(
                "analysis %s completed in %.1f s (%s)", job.id, time.monotonic() - started, explanation.engine.kind
            )
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            # Only the type: exception messages may quote the document.
            log.error("analysis %s failed: %s", job.id, type(exc).__name__)
            key = exc.key if isinstance(exc, KlartextError) and exc.key != "internal_error" else "analysis_failed"
            try:
                await asyncio.to_thread(self.store.fail, job.id, key)
            except Exception as store_exc:
                log.error("analysis %s could not be marked failed: %s", job.id, type(store_exc).__name__)
        finally:
            for waiter in self._waiters.get(job.id, ()):
                waiter.set()


async def _wait(event: asyncio.Event, timeout: float) -> None:
    """Return when ``event`` is set or ``timeout`` has passed, whichever comes first."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(event.wait(), timeout)
