"""The stored form of what the store keeps: encode and decode in this one place.

A ``PreparedDocument`` (the anonymized text waiting for a worker) and an ``AnalysisResult``
(the finished analysis) are stored as JSON text. Warnings are notices (``{"key", "params"}``);
rows written before notices existed hold rendered text, which stays text when read back.
"""

from __future__ import annotations

import json
from typing import Any

from app.models import AnalysisResult, Notice, NoticeOrText, NoticeParam, PreparedDocument, Segment


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
