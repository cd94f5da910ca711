"""Offline engine: deterministic explanations from a catalogue of clause topics. (stub: helper C)"""

from __future__ import annotations

from app.models import Explanation, PreparedDocument


class OfflineExplainer:
    async def explain(self, doc: PreparedDocument) -> Explanation:
        raise NotImplementedError
