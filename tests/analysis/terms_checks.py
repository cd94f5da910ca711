"""A check shared by the terms tests: a concept tried only where the clause holds the runs its patterns need finds
what every pattern run over the whole clause finds, at the same places."""

from __future__ import annotations

import pytest


def same_as_without_anchors(text: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.analysis import terms

    terms._term_spans.cache_clear()
    found = terms.term_spans(text, language)
    assert found, "each sentence names a concept"
    every = tuple(None for _ in terms.term_patterns(language))
    monkeypatch.setattr(terms, "_anchors", lambda _language: every)
    terms._term_spans.cache_clear()
    assert terms.term_spans(text, language) == found
    terms._term_spans.cache_clear()
