"""Workers: claim a queued analysis, explain it, store the result.

The store is the only thing shared with the request side, so a worker may live in the server
process (``klartext serve``) or in its own (``klartext worker``). Idle workers sleep on an
event that ``notify()`` sets after an enqueue in this process, and on the store's
``wait_for_work`` for work enqueued by another process (PostgreSQL: LISTEN/NOTIFY; SQLite: a
poll every ``IDLE_POLL_SECONDS``).

Roles: ``klartext serve`` runs ``settings.workers`` workers next to HTTP (one process per
database: ``start()`` then puts every analysis still marked 'running' back in the queue, because
its worker died with the previous process). ``klartext serve --workers 0`` is HTTP only: no
workers, no recovery, no maintenance. ``klartext worker`` (any number, anywhere) passes
``recover_on_start=False``: the other worker processes are alive, and what a dead one left is
found by its missing heartbeat.

While running, a worker refreshes its claim every ``heartbeat`` seconds
(KLARTEXT_HEARTBEAT_SECONDS); a maintenance task checks as often for claims not refreshed for
``stale_after`` seconds (KLARTEXT_STALE_SECONDS: a worker process killed or cut off) and requeues
them, and applies retention (texts and entries older than the configured periods) every
``maintenance_every`` seconds.

A result that cannot be stored because the store is unavailable (a full disk, a database away) is
kept and stored again, with a growing pause, for as long as a claim stays fresh (``stale_after``);
the analysis stays 'running' meanwhile and is completed as soon as the store takes writes again. If
it never does in that time, the worker lets go and the stale check requeues the analysis (failed
after ``MAX_ATTEMPTS``), so nothing is lost and nothing stays 'running' for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
import time
from collections.abc import Coroutine, Iterator
from typing import Any

from app import metrics
from app.analysis.facts import key_facts
from app.config import Settings
from app.errors import KlartextError
from app.explain import progress
from app.explain.base import Explainer
from app.jobs.result import build_result
from app.models import AnalysisResult
from app.store.base import Job, Record, Store, StoreUnavailable

log = logging.getLogger("klartext.worker")

IDLE_POLL_SECONDS = 1.0
WAIT_POLL_SECONDS = 0.5
# Waiting requests poll the store only for workers in other processes (ours signal at once), so
# the interval grows: 500 waiting calls must not turn into 1000 queries a second.
WAIT_POLL_MAX_SECONDS = 3.0
HEARTBEAT_SECONDS = 30.0
STALE_SECONDS = 300.0
MAINTENANCE_SECONDS = 600.0
DAY = 86_400.0
FINISHED = ("completed", "failed")
# Pauses between attempts to store a result while the store is unavailable: doubling up to the cap.
STORE_RETRY_FIRST_SECONDS = 0.5
STORE_RETRY_MAX_SECONDS = 10.0


class WorkerPool:
    def __init__(
        self,
        store: Store,
        explainer: Explainer,
        settings: Settings,
        *,
        recover_on_start: bool = True,
        idle_poll: float = IDLE_POLL_SECONDS,
        heartbeat: float | None = None,
        stale_after: float | None = None,
        maintenance_every: float = MAINTENANCE_SECONDS,
    ) -> None:
        self.store = store
        self.explainer = explainer
        self.settings = settings
        # HTTP only (workers 0): another process explains, and recovers what a dead one left.
        self.recover_on_start = recover_on_start and settings.workers > 0
        self.idle_poll = idle_poll
        self.heartbeat = settings.heartbeat_seconds if heartbeat is None else heartbeat
        self.stale_after = settings.stale_seconds if stale_after is None else stale_after
        self.maintenance_every = maintenance_every
        self._tasks: list[asyncio.Task[None]] = []
        self._maintenance: asyncio.Task[None] | None = None
        self._draining = False
        self._busy = 0
        self._wake: asyncio.Event | None = None
        self._waiters: dict[str, set[asyncio.Event]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        # Unique across hosts and restarts: in containers every worker process may be PID 1, and a
        # claim (and its heartbeat) must name exactly one worker.
        self._prefix = f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}-"

    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        self._draining = False
        metrics.WORKERS.set(self.settings.workers)
        if self.settings.workers == 0:
            return  # HTTP only: wait_for() and notify() still work; the workers are elsewhere
        if self.recover_on_start:
            requeued = await asyncio.to_thread(self.store.requeue_stale, 0)
            if requeued:
                metrics.REQUEUES.labels("restart").inc(requeued)
                log.info("requeued %d analyses left running by a previous process", requeued)
        self._tasks = [
            asyncio.create_task(self._run(f"{self._prefix}{n}"), name=f"klartext-worker-{n}")
            for n in range(self.settings.workers)
        ]
        self._maintenance = asyncio.create_task(self._maintain(), name="klartext-maintenance")
        self._wake.set()

    async def stop(self, drain: float = 0.0) -> None:
        """Stop the workers.

        With ``drain`` > 0 no new analysis is claimed and the ones in progress get that many seconds
        to finish (``klartext worker`` on SIGTERM). What is cancelled stays 'running': the next start
        (``klartext serve``) or another worker's stale check (``klartext worker``) requeues it.
        """
        tasks, self._tasks = self._tasks, []
        if drain > 0 and tasks:
            self._draining = True
            if self._wake is not None:
                self._wake.set()  # idle workers see the flag and leave
            await asyncio.wait(tasks, timeout=drain)
        if self._maintenance is not None:
            tasks.append(self._maintenance)
            self._maintenance = None
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    @property
    def busy(self) -> int:
        """Workers of this pool explaining an analysis now."""
        return self._busy

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
        poll = WAIT_POLL_SECONDS
        finished = asyncio.Event()
        self._waiters.setdefault(analysis_id, set()).add(finished)
        try:
            while True:
                mark = self.store.finish_mark()  # before the read: a finish announced after it is not missed
                record = await asyncio.to_thread(self.store.get, analysis_id)
                remaining = deadline - time.monotonic()
                if record is None or record.status in FINISHED or remaining <= 0:
                    return record
                # Our own workers signal at once; a worker in another process through the store
                # (PostgreSQL notifies; SQLite is polled).
                await _first(finished.wait(), self.store.wait_for_finish(analysis_id, min(remaining, poll), since=mark))
                poll = min(poll * 1.5, WAIT_POLL_MAX_SECONDS)
        finally:
            waiters = self._waiters.get(analysis_id, set())
            waiters.discard(finished)
            if not waiters:
                self._waiters.pop(analysis_id, None)

    def maintain_once(self) -> tuple[int, int, int]:
        """Requeue stale claims and apply retention; returns (requeued, texts deleted, entries deleted)."""
        requeued = self.requeue_stale()
        texts, entries = self.store.retain(self.settings.retention_text_days * DAY, self.settings.retention_days * DAY)
        if texts:
            metrics.RETENTION_DELETED.labels("text").inc(texts)
        if entries:
            metrics.RETENTION_DELETED.labels("entry").inc(entries)
        return requeued, texts, entries

    def requeue_stale(self) -> int:
        """Put claims not refreshed for ``stale_after`` seconds back in the queue; returns how many."""
        requeued = self.store.requeue_stale(self.stale_after)
        if requeued:
            metrics.REQUEUES.labels("stale").inc(requeued)
        return requeued

    # -- internals

    async def _maintain(self) -> None:
        # Stale claims are looked for as often as claims are refreshed (one cheap UPDATE), so a
        # killed worker's analysis waits about ``stale_after``; retention runs every ``maintenance_every``.
        retained_at = -1e18
        while True:
            try:
                if time.monotonic() - retained_at >= self.maintenance_every:
                    retained_at = time.monotonic()
                    requeued, texts, entries = await asyncio.to_thread(self.maintain_once)
                else:
                    requeued, texts, entries = await asyncio.to_thread(self.requeue_stale), 0, 0
                if requeued or texts or entries:
                    log.info("maintenance: %d requeued, %d texts and %d entries deleted", requeued, texts, entries)
                if requeued:
                    self.notify()
            except Exception as exc:  # a locked database now is no reason to stop maintaining later
                log.error("maintenance failed: %s", type(exc).__name__)
            await asyncio.sleep(min(self.heartbeat, self.maintenance_every))

    async def _run(self, name: str) -> None:
        assert self._wake is not None
        while not self._draining:
            # Clear before claiming: an enqueue that happens after this point sets the event
            # again, one that happened before is visible to the claim.
            self._wake.clear()
            # Likewise the store's wake-ups: one that comes after this mark ends the wait at once (``_idle``).
            mark = self.store.work_mark()
            try:
                job = await asyncio.to_thread(self.store.claim, name)
            except Exception as exc:  # a locked or broken database must not kill the worker
                log.error("claim failed: %s", type(exc).__name__)
                job = None
            if job is None:
                await self._idle(mark)
                continue
            metrics.CLAIMS.inc()
            self._busy += 1
            metrics.WORKERS_BUSY.inc()
            try:
                await self._process(job, name)
            finally:
                self._busy -= 1
                metrics.WORKERS_BUSY.dec()

    async def _idle(self, mark: int | None = None) -> None:
        """Until work is enqueued here (``notify``) or anywhere (the store's wake-up: LISTEN/NOTIFY
        on PostgreSQL, or one that came since ``mark`` was taken before the claim; SQLite sleeps ``idle_poll``, so
        the worker polls)."""
        assert self._wake is not None
        local = asyncio.create_task(self._wake.wait())
        remote = asyncio.create_task(self.store.wait_for_work(self.idle_poll, since=mark))
        try:
            await asyncio.wait((local, remote), timeout=self.idle_poll * 30, return_when=asyncio.FIRST_COMPLETED)
            if remote.done() and not remote.cancelled() and remote.exception() is not None:
                await _wait(self._wake, self.idle_poll)  # a broken wake-up must not turn into a busy loop
        finally:
            for task in (local, remote):
                task.cancel()
            await asyncio.gather(local, remote, return_exceptions=True)

    async def _store_result(self, job: Job, result: AnalysisResult, reusable: bool) -> None:
        """``store.complete``, tried again while the store is unavailable, until a claim would go stale."""
        give_up = time.monotonic() + self.stale_after
        pause = STORE_RETRY_FIRST_SECONDS
        while True:
            try:
                await asyncio.to_thread(self.store.complete, job.id, result, reusable)
                return
            except StoreUnavailable:
                if time.monotonic() + pause >= give_up:
                    raise  # the stale check requeues it once the store works again
                log.warning("analysis %s: result not stored (store unavailable); trying again in %.1f s", job.id, pause)
                await asyncio.sleep(pause)
                pause = min(pause * 2, STORE_RETRY_MAX_SECONDS)

    async def _beat(self, job: Job, name: str, work: asyncio.Task[None]) -> None:
        while True:
            await asyncio.sleep(self.heartbeat)
            try:
                held = await asyncio.to_thread(self.store.heartbeat, job.id, name)
            except Exception as exc:
                log.error("heartbeat failed: %s", type(exc).__name__)
                continue
            if not held:
                # Requeued as stale while this worker was stalled (and perhaps taken by another):
                # finishing it too would only spend the work twice; the store keeps one result anyway.
                log.warning("analysis %s: the claim is no longer this worker's; leaving it", job.id)
                metrics.CLAIMS_LOST.inc()
                work.cancel()
                return

    async def _process(self, job: Job, name: str) -> None:
        work = asyncio.create_task(self._work(job, name))
        beat = asyncio.create_task(self._beat(job, name, work))
        try:
            await work
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if current is not None and current.cancelling():
                raise  # the worker itself is stopped
            # else: the heartbeat found the claim lost and cancelled the work
        finally:
            beat.cancel()
            for waiter in self._waiters.get(job.id, ()):
                waiter.set()

    async def _work(self, job: Job, name: str) -> None:
        started = time.monotonic()
        # Stage and share as the work goes (app.jobs.progress): the engines report clause batches.
        reporter = progress.Reporter(lambda share, stage: self.store.progress(job.id, share, stage))
        try:
            with progress.reporting(reporter):
                progress.report("facts")
                # What the document says is found once, here; the engine only words it.
                with _stage("facts"):
                    facts = await asyncio.to_thread(key_facts, job.document)
                progress.report("facts", 1, 1)
                with _stage("explain"):
                    explanation = await self.explainer.explain(job.document, facts)
                progress.report("finishing")
                await reporter.flush()
            with _stage("result"):
                result = await asyncio.to_thread(build_result, job.id, job.document, explanation, self.settings, facts)
            # An LLM fallback is a lesser result: it must not answer identical documents later.
            reusable = explanation.engine.kind == ("llm" if self.settings.llm_configured else "offline")
            with _stage("store"):
                await self._store_result(job, result, reusable)
            metrics.ANALYSES.labels("completed", explanation.engine.kind).inc()
            metrics.ANALYSIS_SECONDS.observe(time.monotonic() - started)
            log.info(
                "analysis %s completed in %.1f s (%s)", job.id, time.monotonic() - started, explanation.engine.kind
            )
        except asyncio.CancelledError:
            raise
        except StoreUnavailable:
            # Not stored while a claim stays fresh: marking it failed would need the store too. The
            # claim goes stale and the analysis is requeued (explained again) once the store works.
            log.error("analysis %s: result not stored, store unavailable; left to be requeued", job.id)
        except Exception as exc:
            # Only the type: exception messages may quote the document.
            log.error("analysis %s failed: %s", job.id, type(exc).__name__)
            key = exc.key if isinstance(exc, KlartextError) and exc.key != "internal_error" else "analysis_failed"
            metrics.ANALYSES.labels("failed", "none").inc()
            try:
                await asyncio.to_thread(self.store.fail, job.id, key)
            except Exception as store_exc:
                log.error("analysis %s could not be marked failed: %s", job.id, type(store_exc).__name__)


@contextlib.contextmanager
def _stage(name: str) -> Iterator[None]:
    """Time one stage of an analysis into klartext_stage_duration_seconds{stage} (only when it succeeds)."""
    started = time.monotonic()
    yield
    metrics.STAGE_SECONDS.labels(name).observe(time.monotonic() - started)


async def _first(*waits: Coroutine[Any, Any, Any]) -> None:
    """Return when the first of ``waits`` returns (or raises); cancel the others."""
    tasks = [asyncio.ensure_future(w) for w in waits]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


async def _wait(event: asyncio.Event, timeout: float) -> None:
    """Return when ``event`` is set or ``timeout`` has passed, whichever comes first."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(event.wait(), timeout)
