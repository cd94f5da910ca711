"""The analysis flow that every transport shares: MCP tools, the REST API, stdio.

prepare (CPU pool) -> enqueue -> notify, then wait or look up. One ``Analyses`` object per app is
shared by all transports, so the bound on documents waiting for the CPU pool holds for all of them.

``submit``, ``wait`` and ``look_up`` answer with an ``AnalysisView`` (app.models): the state, what
to tell the reader and when to ask again are decided here, once; the transports only render it.
Two audiences read the same states in their own words: an assistant (MCP: messages name the
tools, waits of 10-20 s suit a chat) and the website (its own wording, and a page polls every 2 s).
"""

from __future__ import annotations

import asyncio
import contextvars
import re
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeVar

from app import errors, metrics
from app.config import Settings
from app.errors import AnalysisExpired, AnalysisFailed, Busy, InvalidArguments, KlartextError
from app.explain.progress import Stage
from app.intake.budget import release_upload
from app.language import Language, answer_language
from app.locales.messages import render
from app.models import (
    ANALYSIS_ID_PATTERN,
    AnalysisView,
    Completed,
    DocumentInput,
    Expired,
    Failed,
    NotFound,
    Notice,
    Pending,
    PreparedDocument,
)
from app.revision import engine_revision
from app.store.base import Record, Store, UploadLink, dedupe_key

T = TypeVar("T")

_ANALYSIS_ID = re.compile(ANALYSIS_ID_PATTERN)

Audience = Literal["assistant", "website"]


@dataclass(frozen=True)
class Wording:
    """The message keys one audience reads for the states of an analysis."""

    pending: str
    failed: str  # when the worker recorded no reason of its own
    expired: str
    not_found: str


WORDING: dict[Audience, Wording] = {
    # Messages for an assistant name the tools to call next.
    "assistant": Wording("pending", "analysis_failed", "analysis_expired", "analysis_not_found"),
    "website": Wording("pending_web", "upload_failed", "upload_expired", "upload_not_found"),
}
# The page polls; a browser can ask again much sooner than a chat assistant would.
WEBSITE_RETRY_SECONDS = 2
# A call that waits for an upload link's analysis looks again this often while the upload is missing.
AWAITING_POLL_SECONDS = 1.0


class Jobs(Protocol):
    """What the flow needs from the worker pool (app.jobs.worker.WorkerPool)."""

    def notify(self) -> None: ...

    async def wait_for(self, analysis_id: str, timeout: float) -> Record | None: ...


class Links(Protocol):
    """What the flow needs from one-time upload links (app.uploads.UploadLinks)."""

    async def create(self, language: Language, audience: Audience) -> Pending: ...

    async def find(self, analysis_id: str) -> UploadLink | None: ...

    def state(self, analysis_id: str, link: UploadLink, audience: Audience) -> Pending | KlartextError | None: ...


@dataclass
class Backend:
    """Collaborators that exist only while the app runs (opened in the lifespan)."""

    store: Store
    jobs: Jobs
    cpu: Executor
    # How many documents may wait for the CPU pool; beyond that we answer 'busy' instead of queueing
    # unbounded memory (each waiting call holds its decoded upload).
    max_waiting: int = 16


def _has_message(key: str | None) -> bool:
    """Is ``key`` a message? A key recorded by an older version may not be one any more.

    Unknown keys render as the internal error (``render`` never fails), which tells them apart.
    """
    if not key:
        return False
    return key == "internal_error" or render(key, "en") != render("internal_error", "en")


def stage_text(stage: Stage, language: str) -> str:
    """The stage in words (messages.po ``stage_<key>``), e.g. "Explaining the clauses: 2 of 5 batches done." """
    return render(f"stage_{stage.key}", language, done=stage.done or 0, total=stage.total or 0)


def check_analysis_id(value: str) -> str:
    analysis_id = value.strip()
    if not _ANALYSIS_ID.match(analysis_id):
        raise InvalidArguments("analysis_id_invalid", value=analysis_id[:64])
    return analysis_id


def _enqueue(store: Store, prepared: PreparedDocument, engine: str) -> str:
    return store.enqueue(prepared, dedupe_key(prepared, engine))


class Analyses:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.backend: Backend | None = None
        self._waiting = 0
        # One-time upload links (app.uploads), when an HTTP server offers them: their ids are answered too.
        self.links: Links | None = None

    async def submit(self, document: DocumentInput, audience: Audience) -> Pending:
        """Extract, anonymize, gate and segment in the CPU pool, then enqueue; the analysis as submitted.

        Raises KlartextError subclasses for input that cannot be explained (nothing is stored then).
        """
        from app.prepare.run import prepare

        backend = self._backend()
        try:
            await self._check_queue(backend)
            prepared = await self._cpu(backend, prepare, document, self.settings)
        finally:
            # Only the anonymized text goes on: the upload's memory is free for the next one (app.intake.budget).
            release_upload()
        # The same anonymized document, language and engine reuses a queued, running or retained
        # analysis (the store looks up and inserts atomically): no second LLM call.
        # The engine's revision too: after an upgrade the same document is explained anew (app/revision.py).
        engine = f"llm:{self.settings.llm_model}" if self.settings.llm_configured else "offline"
        engine = f"{engine}@{engine_revision()}"
        # The key hashes the whole anonymized document (about 1 ms for 150,000 characters): off the event loop.
        analysis_id = await asyncio.to_thread(_enqueue, backend.store, prepared, engine)
        backend.jobs.notify()
        return self._pending(analysis_id, None, audience, document.explanation_language)

    async def _check_queue(self, backend: Backend) -> None:
        """Refuse new documents while the analysis queue is full, instead of letting waits grow without end."""
        depth = await asyncio.to_thread(backend.store.queue_depth)
        if depth >= self.settings.max_queued:
            metrics.ERRORS.labels("queue_full").inc()
            # About how long the workers need to make room (~10 s per analysis per worker).
            excess = depth - self.settings.max_queued + 1
            raise Busy(retry_after=min(600, 10 + 10 * excess // max(1, self.settings.workers)))

    async def wait(self, analysis_id: str, timeout: float, audience: Audience, language: str) -> AnalysisView:
        """The analysis once finished, or as it stands when ``timeout`` has passed.

        ``language`` is the reader's (the request named it). An analysis that vanished meanwhile
        reads as queued: it was just submitted, so asking again is the right advice.
        """
        backend = self._backend()
        record = await backend.jobs.wait_for(analysis_id, timeout)
        if record is None:
            record = await asyncio.to_thread(backend.store.get, analysis_id)
        if record is None:
            linked = await self._linked(analysis_id, audience, timeout)
            if linked is not None:
                return linked
            return self._pending(analysis_id, None, audience, language)
        return self._view(analysis_id, record, audience, language)

    async def look_up(self, analysis_id: str, audience: Audience, fallback_language: str) -> AnalysisView:
        """The analysis as it stands now, in the language it was requested in.

        ``fallback_language`` is for an analysis that does not exist (an id of the wrong shape
        cannot exist either): the language the request itself suggests.
        """
        analysis_id = analysis_id.strip()
        record = None
        if _ANALYSIS_ID.match(analysis_id):
            record = await asyncio.to_thread(self._backend().store.get, analysis_id)
        if record is None and _ANALYSIS_ID.match(analysis_id):
            linked = await self._linked(analysis_id, audience)
            if linked is not None:
                return linked
        if record is None:
            language = answer_language(fallback_language)
            not_found = WORDING[audience].not_found
            return NotFound(analysis_id, errors.NotFound(not_found), language)
        return self._view(analysis_id, record, audience, record.language)

    async def _linked(self, analysis_id: str, audience: Audience, timeout: float = 0.0) -> AnalysisView | None:
        """The analysis an upload link's id stands for (app.uploads); None: the id is no link's.

        Before the upload: awaiting it, or the link expired. After: the analysis the upload became,
        under the link's id. ``timeout``: how long a waiting call may wait for it.
        """
        links = self.links
        if links is None:
            return None
        link = await links.find(analysis_id)
        if link is None:
            return None
        language = answer_language(link.language)
        state = links.state(analysis_id, link, audience)
        if isinstance(state, Pending):
            if timeout > 0:  # nothing to be woken by: look again a little later (tasks/result asks in rounds)
                await asyncio.sleep(min(timeout, AWAITING_POLL_SECONDS))
            return state
        if state is not None:
            return Expired(analysis_id, state, language)
        backend = self._backend()
        record = None
        if link.target_id is not None:
            if timeout > 0:
                record = await backend.jobs.wait_for(link.target_id, timeout)
            record = record or await asyncio.to_thread(backend.store.get, link.target_id)
        if record is None and link.target_id is not None:  # the analysis was deleted (retention)
            return NotFound(analysis_id, errors.NotFound(WORDING[audience].not_found), language)
        if record is None:  # being uploaded and read
            return self._pending(analysis_id, None, audience, language)
        return self._view(analysis_id, record, audience, record.language)

    def _view(self, analysis_id: str, record: Record, audience: Audience, language: str) -> AnalysisView:
        wording = WORDING[audience]
        language = answer_language(language)
        if record.expired:
            days = f"{self.settings.retention_text_days:g}"
            return Expired(analysis_id, AnalysisExpired(wording.expired, days=days), language)
        if record.status == "completed" and record.result is not None:
            if record.id != analysis_id:  # asked for by an upload link's id (app.uploads): answered under it
                return Completed(record.result.model_copy(update={"analysis_id": analysis_id}))
            return Completed(record.result)
        if record.status == "failed" or record.status == "completed":  # completed without a readable result
            # The worker records why (e.g. a refused document); anything unknown is a plain failure,
            # and the plain failure of the tools has its own wording on the website.
            key = record.error_key if record.status == "failed" and _has_message(record.error_key) else None
            if key is None or key == "analysis_failed":
                key = wording.failed
            return Failed(analysis_id, AnalysisFailed(key), language)
        return self._pending(analysis_id, record, audience, language)

    def _pending(self, analysis_id: str, record: Record | None, audience: Audience, language: str) -> Pending:
        running = record is not None and record.status == "running"
        progress = min(max(record.progress if record else 0.0, 0.0), 1.0)
        percent = round(progress * 100)
        if audience == "website":
            retry_after = WEBSITE_RETRY_SECONDS
            notice = Notice.of(WORDING[audience].pending, percent=percent)
        else:
            # A chat assistant waits longer between questions; a running analysis past half-way is close.
            retry_after = (10 if progress >= 0.5 else 15) if running else 20
            notice = Notice.of(
                WORDING[audience].pending, percent=percent, retry_after=retry_after, analysis_id=analysis_id
            )
        status: Literal["queued", "running"] = "running" if running else "queued"
        language = answer_language(language)
        stage = (Stage.decode(record.stage) if running and record else None) or Stage("queued")
        if running and stage.key == "queued":
            stage = Stage("facts")  # claimed, the first report not yet written
        return Pending(
            analysis_id,
            status,
            progress,
            retry_after,
            notice,
            language,
            stage=stage.key,
            stage_done=stage.done,
            stage_total=stage.total,
            stage_text=stage_text(stage, language) if running else "",  # queued: the message says so
        )

    async def _cpu(self, backend: Backend, fn: Callable[..., T], *args: Any) -> T:
        """Run CPU-bound work in the bounded pool; refuse when too many calls already wait for it."""
        if self._waiting >= backend.max_waiting:
            raise Busy(retry_after=30)
        self._waiting += 1
        metrics.CPU_WAITING.inc()
        try:
            # In this call's context: a progress reporter set for it (app.explain.progress) reaches the pool.
            context = contextvars.copy_context()
            return await asyncio.get_running_loop().run_in_executor(backend.cpu, context.run, fn, *args)
        finally:
            self._waiting -= 1
            metrics.CPU_WAITING.dec()

    def _backend(self) -> Backend:
        if self.backend is None:
            raise RuntimeError("analyses used outside the app lifespan")
        return self.backend
