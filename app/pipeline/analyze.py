"""The request-side pipeline: intake -> extract -> anonymize -> gate -> segment. (stub: helper B)"""

from __future__ import annotations

from app.config import Settings
from app.models import DocumentInput, PreparedDocument


def prepare(document: DocumentInput, settings: Settings) -> PreparedDocument:
    """CPU-bound; call it in a worker thread. Raises KlartextError subclasses for bad input."""
    raise NotImplementedError
