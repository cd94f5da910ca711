"""Readable Markdown rendering of results, in the explanation language. (stub: helper C)"""

from __future__ import annotations

from app.models import AnalysisResult


def to_markdown(result: AnalysisResult) -> str:
    raise NotImplementedError
