"""Fixtures shared by the anonymization tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.prepare.pii import tagger


@pytest.fixture
def rules_alone() -> Iterator[None]:
    """The Spanish tagger off: the rules must find what a test names on their own (the shipped model learnt the
    MEDDOCAN train file's headers, so with it a rule's gap may not show on sentences written like them)."""
    tagger.use_model(None, "es")
    try:
        yield
    finally:
        tagger.use_shipped_model("es")
