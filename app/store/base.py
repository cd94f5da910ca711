"""The Store protocol: the only thing the HTTP tier and the workers share.

Stored are only the anonymized document (``PreparedDocument``) and the result; never the
uploaded file, never the original text.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from typing import Literal, Protocol

from app.errors import Busy
from app.models import AnalysisResult, PreparedDocument

Status = Literal["queued", "running", "completed", "failed"]


class StoreUnavailable(Busy):
    """The database cannot be reached now (down, restarting, out of connections).

    A ``Busy``: requests get "busy, try again in N seconds" (503 / tool error with Retry-After),
    and the store works again once the database does, without a restart.
    """

    def __init__(self, retry_after: int = 5) -> None:
        super().__init__(retry_after=retry_after)


@dataclass(frozen=True)
class Record:
    id: str
    status: Status
    language: str
    progress: float
    created_at: float
    updated_at: float
    result: AnalysisResult | None = None  # when completed (decoded by app.store.codec)
    error_key: str | None = None  # message key when failed
    expired: bool = False  # retention deleted the text and result; only the entry is left
    stage: str | None = None  # what a running analysis does now (app.jobs.progress.Stage, encoded)


@dataclass(frozen=True)
class TaskRecord:
    """An MCP task (app.transport.mcp.tasks): a handle on the analysis that does the work.

    ``analysis_id`` is None while the request side still prepares the document (``stage`` says
    how far it is); ``error`` is the call's answer (JSON) when the document was refused.
    """

    id: str
    analysis_id: str | None
    language: str  # of the call: the task's messages are in it
    created_at: float
    updated_at: float
    ttl_ms: int | None
    stage: str | None = None
    error: str | None = None
    cancelled_at: float | None = None


@dataclass(frozen=True)
class UploadLink:
    """A one-time upload link of explain_document (app.uploads), found by the hash of its token.

    ``analysis_hash`` is the hash of the id the assistant holds (the token is derived from that id);
    ``target_id`` the analysis the upload became (identical documents share one, so the ids
    differ). ``used_at`` is set while an upload is being read, and stays set once it became an analysis.
    """

    analysis_hash: str
    language: str
    created_at: float
    expires_at: float
    used_at: float | None = None
    target_id: str | None = None


def dedupe_key(document: PreparedDocument, engine: str) -> str:
    """Identifies "the same analysis": the same anonymized document and language, and the same engine.

    A hash, so the key itself reveals nothing; it is dropped together with the text by retention.
    """
    fields = asdict(document)
    # Hashed under the stored name of the field, so keys from before the rename still match.
    fields["language"] = fields.pop("explanation_language")
    canonical = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(f"{engine}\0{canonical}".encode()).hexdigest()


@dataclass(frozen=True)
class QueueStats:
    depth: int  # analyses waiting for a worker
    oldest_age_seconds: float  # how long the oldest of them waits (0 when none)


@dataclass(frozen=True)
class Job:
    id: str
    document: PreparedDocument
    attempts: int


class Store(Protocol):
    def enqueue(self, document: PreparedDocument, dedupe_key: str | None = None) -> str:
        """Store a new analysis as 'queued' and return its id.

        With ``dedupe_key``, an analysis with the same key that is queued, running or completed
        (and still retained) is returned instead of a new one.
        """
        ...

    def get(self, analysis_id: str) -> Record | None: ...

    def claim(self, worker: str) -> Job | None:
        """Atomically take the oldest queued analysis and mark it 'running'."""
        ...

    def progress(self, analysis_id: str, progress: float, stage: str | None = None) -> None:
        """Record a running analysis' share done and stage; a share below the stored one is ignored."""
        ...

    def complete(self, analysis_id: str, result: AnalysisResult, reusable: bool = True) -> None: ...

    def fail(self, analysis_id: str, error_key: str) -> None: ...

    def requeue_stale(self, older_than_seconds: float) -> int:
        """Put 'running' analyses whose claim is older than this back to 'queued' (crash recovery)."""
        ...

    def heartbeat(self, analysis_id: str, worker: str) -> bool:
        """The worker of a running analysis is alive (refreshes its claim).

        False when the claim is no longer this worker's: it was requeued as stale (and maybe taken
        by another worker) or the analysis is finished; the worker then leaves it.
        """
        ...

    def queue_depth(self) -> int:
        """How many analyses wait for a worker."""
        ...

    def queue_stats(self) -> QueueStats:
        """Queue depth and the age of the oldest queued analysis (for /metrics and autoscalers)."""
        ...

    def work_mark(self) -> int:
        """A mark of the wake-ups seen so far: taken before a claim and handed to ``wait_for_work``, so that work
        announced between the claim and the wait is not missed (SQLite: always 0, it polls)."""
        ...

    async def wait_for_work(self, timeout: float, since: int | None = None) -> None:
        """Return when an analysis may have been enqueued (in any process), or after ``timeout``.

        PostgreSQL wakes waiters by LISTEN/NOTIFY, and returns at once where a wake-up came after the mark ``since``
        (``work_mark``) was taken; SQLite has no notifications and just sleeps ``timeout`` (the worker polls).
        """
        ...

    def finish_mark(self) -> int:
        """A mark of the finish notifications seen so far, taken before reading a record and handed to
        ``wait_for_finish`` (SQLite: always 0, it polls)."""
        ...

    async def wait_for_finish(self, analysis_id: str, timeout: float, since: int | None = None) -> None:
        """Return when the analysis may have been completed or failed (by any process), or after ``timeout``.

        PostgreSQL: ``complete`` and ``fail`` notify, and it returns at once where any analysis finished after the
        mark ``since`` (``finish_mark``) was taken; SQLite sleeps ``timeout`` (the caller polls).
        """
        ...

    def count_hits(self, key: str, window_seconds: float, now: float) -> tuple[int, int]:
        """Count one request of ``key`` in the fixed window holding ``now``, atomically.

        Returns (hits in this window including this one, hits in the previous window): the
        sliding-window estimate of app.transport.ratelimit, shared by all processes on the store.
        """
        ...

    def uncount_hit(self, key: str, window_seconds: float, now: float) -> None:
        """Take back one hit counted by ``count_hits`` (a refused request does not count)."""
        ...

    def forget_hits(self, before: float) -> int:
        """Delete the counts of windows that started before ``before``; returns how many."""
        ...

    def retain(self, text_seconds: float, entry_seconds: float) -> tuple[int, int]:
        """Delete texts and results older than ``text_seconds``, entries older than ``entry_seconds``."""
        ...

    def create_task(
        self, analysis_id: str | None, language: str, ttl_ms: int | None, stage: str | None = None
    ) -> TaskRecord:
        """A new task, stored before it is returned (a tasks/get finds it at once)."""
        ...

    def get_task(self, task_id: str) -> TaskRecord | None: ...

    def update_task(
        self, task_id: str, *, analysis_id: str | None = None, stage: str | None = None, error: str | None = None
    ) -> None:
        """Set what is given: the analysis once queued, the request side's stage, or the refusal."""
        ...

    def cancel_task(self, task_id: str) -> TaskRecord | None:
        """Mark the task cancelled (the analysis goes on: other tasks or callers may share it)."""
        ...

    def create_upload_link(
        self, token_hash: str, analysis_hash: str, language: str, now: float, expires_at: float
    ) -> UploadLink:
        """Store a new upload link (the token only as its hash)."""
        ...

    def upload_link(self, token_hash: str) -> UploadLink | None: ...

    def upload_link_of(self, analysis_hash: str) -> UploadLink | None:
        """The link that gave the assistant ``analysis_id``, if it was one."""
        ...

    def use_upload_link(self, token_hash: str, now: float) -> UploadLink | None:
        """Take the link for one upload, atomically: the link when it was unused and not expired at ``now``, else None."""
        ...

    def release_upload_link(self, token_hash: str) -> None:
        """Make a taken link usable again (its upload was refused before it became an analysis)."""
        ...

    def finish_upload_link(self, token_hash: str, target_id: str) -> None:
        """The upload became the analysis ``target_id``; the link is used for good."""
        ...

    def forget_upload_links(self, before: float) -> int:
        """Delete links created before ``before``; returns how many."""
        ...

    def check_writable(self) -> None:
        """Raise if the store cannot be written."""
        ...

    def close(self) -> None: ...
