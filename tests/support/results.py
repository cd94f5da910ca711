"""A small valid AnalysisResult for tests that store one without running the pipeline."""

from __future__ import annotations

from app.models import AnalysisResult, Clause, Engine, Source


def stored_result(analysis_id: str = "local", summary: str = "ok", original: str | None = None) -> AnalysisResult:
    clauses = []
    if original is not None:
        clauses.append(Clause(id="c1", original=original, translation="t", explanation="e", start=0, end=len(original)))
    return AnalysisResult(
        analysis_id=analysis_id,
        status="completed",
        language="de",
        category="other",
        summary=summary,
        clauses=clauses,
        engine=Engine(kind="offline"),
        disclaimer="d",
        source=Source(name="Klartext", url="http://127.0.0.1:8000"),
    )
