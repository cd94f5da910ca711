"""The stored form of what the store keeps: encode and decode in this one place.

A ``PreparedDocument`` (the anonymized text waiting for a worker) and an ``AnalysisResult``
(the finished analysis) are stored as JSON text. Warnings are notices (``{"key", "params"}``);
rows written before notices existed hold rendered text, which stays text when read back.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

from app.models import AnalysisResult, Notice, NoticeOrText, NoticeParam, PreparedDocument, Segment
from app.store.base import Record, TaskRecord

log = logging.getLogger("klartext.store")
# The columns both stores read a record and a task from (same names in SQLite and PostgreSQL).
RECORD_COLUMNS = "id, status, language, progress, stage, created_at, updated_at, result, error_key, text_deleted_at"
TASK_COLUMNS = "id, analysis_id, language, created_at, updated_at, ttl_ms, stage, error, cancelled_at"


def record_of(row: Mapping[str, Any]) -> Record:
    """A row of ``RECORD_COLUMNS`` as the store's Record, whichever database it came from."""
    return Record(
        id=row["id"],
        status=row["status"],
        language=row["language"],
        progress=row["progress"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        result=result_or_none(row["result"]),
        error_key=row["error_key"],
        expired=row["text_deleted_at"] is not None,
        stage=row["stage"],
    )


def task_of(row: Mapping[str, Any]) -> TaskRecord:
    """A row of ``TASK_COLUMNS`` as a TaskRecord."""
    return TaskRecord(**{name: row[name] for name in TASK_COLUMNS.split(", ")})


def result_or_none(raw: str | None) -> AnalysisResult | None:
    if raw is None:
        return None
    try:
        return decode_result(raw)
    except ValueError as exc:
        # A row this version cannot read (hand-edited, or from an incompatible version): the
        # analysis reads as having no result, which the flow answers as failed. Type only.
        log.error("stored result unreadable: %s", type(exc).__name__)
        return None


def encode_document(doc: PreparedDocument) -> str:
    return json.dumps(
        {
            "text": doc.text,
            "segments": [{"start": s.start, "end": s.end, "heading": s.heading} for s in doc.segments],
            "language": doc.explanation_language,
            "document_language": doc.document_language,
            "page_starts": list(doc.page_starts),
            "removed": doc.removed,
            "warnings": [_encode_warning(w) for w in doc.warnings],
        },
        ensure_ascii=False,
    )


def decode_document(raw: str) -> PreparedDocument:
    data = json.loads(raw)
    return PreparedDocument(
        text=data["text"],
        segments=tuple(Segment(s["start"], s["end"], s.get("heading")) for s in data["segments"]),
        explanation_language=data["language"],
        document_language=data["document_language"],
        page_starts=tuple(data.get("page_starts", ())),
        removed={str(k): int(v) for k, v in data.get("removed", {}).items()},
        warnings=tuple(_decode_warning(w) for w in data.get("warnings", ())),
    )


def encode_result(result: AnalysisResult) -> str:
    return json.dumps(result.model_dump(mode="json"), ensure_ascii=False)


def decode_result(raw: str) -> AnalysisResult:
    """Raises ValueError when the stored text is not a valid result."""
    return AnalysisResult.model_validate_json(raw)


def _encode_warning(warning: NoticeOrText) -> Any:
    if isinstance(warning, str):
        return warning
    return {"key": warning.key, "params": {name: _encode_param(value) for name, value in warning.params}}


def _encode_param(value: NoticeParam) -> Any:
    return _encode_warning(value) if isinstance(value, Notice) else value


def _decode_warning(data: Any) -> NoticeOrText:
    if isinstance(data, str):
        return data
    return Notice.of(str(data["key"]), **{str(k): _decode_param(v) for k, v in data.get("params", {}).items()})


def _decode_param(value: Any) -> NoticeParam:
    if isinstance(value, dict):
        return _decode_warning(value)
    if isinstance(value, str | int | float):
        return value
    return str(value)
