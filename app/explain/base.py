"""The Explainer protocol: one interface, two engines (offline, LLM)."""

from __future__ import annotations

from typing import Protocol

from app.models import Explanation, Facts, PreparedDocument


class Explainer(Protocol):
    async def explain(self, doc: PreparedDocument, facts: Facts | None = None) -> Explanation:
        """Explain every segment of ``doc`` in ``doc.explanation_language``.

        ``facts`` are the key facts the analysis found (``app.analysis.facts.key_facts``); the engine
        words them and never finds them again. Without them (a direct call) it finds them itself.

        Must not raise for content reasons: an engine that cannot explain a clause
        falls back to the offline text for it (``ClauseText.fallback``).
        """
        ...
