"""Pick the engine: the LLM when one is configured, else the offline engine."""

from __future__ import annotations

from app.config import Settings
from app.explain.base import Explainer
from app.explain.offline import OfflineExplainer


def make_explainer(settings: Settings) -> Explainer:
    if settings.llm_configured:
        # Imported here so an offline-only deployment never loads the openai client.
        from app.explain.llm import LLMExplainer
        from app.explain.openai_chat import openai_chat_model

        return LLMExplainer(settings, openai_chat_model(settings))
    return OfflineExplainer()
