"""The Explainer protocol: one interface, two engines (offline, LLM)."""

from __future__ import annotations

from typing import Protocol

from app.models import Explanation, PreparedDocument


class Explainer(Protocol):
    async def explain(self, doc: PreparedDocument) -> Explanation:
        """Explain every segment of ``doc`` in ``doc.explanation_language``.

        Must not raise for content reasons: an engine that cannot explain a clause
        falls back to the offline text for it (``ClauseText.fallback``).
        """
        ...
