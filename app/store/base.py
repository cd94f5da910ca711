"""The Store protocol: the only thing the HTTP tier and the workers share.

Stored are only the anonymized document (``PreparedDocument``) and the result; never the
uploaded file, never the original text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol

from app.models import PreparedDocument

Status = Literal["queued", "running", "completed", "failed"]


@dataclass(frozen=True)
class Record:
    id: str
    status: Status
    language: str
    progress: float
    created_at: float
    updated_at: float
    result: dict[str, Any] | None = None  # AnalysisResult as JSON-ready dict when completed
    error_key: str | None = None  # message key when failed


@dataclass(frozen=True)
class Job:
    id: str
    document: PreparedDocument
    attempts: int


class Store(Protocol):
    def enqueue(self, document: PreparedDocument) -> str:
        """Store a new analysis as 'queued' and return its id."""
        ...

    def get(self, analysis_id: str) -> Record | None: ...

    def claim(self, worker: str) -> Job | None:
        """Atomically take the oldest queued analysis and mark it 'running'."""
        ...

    def progress(self, analysis_id: str, progress: float) -> None: ...

    def complete(self, analysis_id: str, result: dict[str, Any]) -> None: ...

    def fail(self, analysis_id: str, error_key: str) -> None: ...

    def requeue_stale(self, older_than_seconds: float) -> int:
        """Put 'running' analyses whose claim is older than this back to 'queued' (crash recovery)."""
        ...

    def close(self) -> None: ...
