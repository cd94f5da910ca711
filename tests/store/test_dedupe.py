"""The same document twice makes one analysis and one set of LLM calls (real LLM engine, local double)."""

from __future__ import annotations

from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest

from app.config import Settings
from tests.support.openai_server import OpenAIServer, clauses_of
from tests.support.processes import SAMPLES
from tests.support.server import live_klartext


def explain(url: str, text: str, language: str) -> dict[str, Any]:
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "explain_document", "arguments": {"text": text, "language": language}},
    }
    answer = httpx.post(f"{url}/api/mcp", json=call, timeout=120).json()["result"]
    assert answer["isError"] is False, answer
    result: dict[str, Any] = answer["structuredContent"]
    return result


def llm_settings(settings: Settings, llm: OpenAIServer) -> Settings:
    return settings.with_(llm_base_url=llm.base_url, llm_model="test-model", llm_timeout_seconds=20, wait_seconds=60)


@pytest.mark.slow
def test_two_identical_documents_cost_one_analysis_and_one_round_of_llm_calls(settings: Settings) -> None:
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    with OpenAIServer() as llm, live_klartext(llm_settings(settings, llm)) as url:
        first = explain(url, lease, "en")
        calls_after_first = len(llm.requests)
        second = explain(url, lease, "en")
        calls_after_second = len(llm.requests)
        other_language = explain(url, lease, "de")
        calls_after_third = len(llm.requests)
        scraped = httpx.get(f"{url}/metrics").text
    assert 'klartext_llm_calls_total{outcome="ok"}' in scraped
    assert first["status"] == second["status"] == "completed"
    assert first["engine"]["kind"] == "llm"
    assert calls_after_first > 0
    assert calls_after_second == calls_after_first, "the second identical document called the LLM again"
    assert second["analysis_id"] == first["analysis_id"] and second == first
    # Not a cache of everything: another explanation language is another analysis.
    assert other_language["analysis_id"] != first["analysis_id"]
    assert calls_after_third > calls_after_second


@pytest.mark.slow
def test_identical_requests_arriving_together_share_one_job(settings: Settings) -> None:
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    # A slow model: the requests are all waiting on the same analysis while it runs.
    with OpenAIServer(ttfb=0.5) as llm, live_klartext(llm_settings(settings, llm).with_(workers=2)) as url:
        with ThreadPoolExecutor(4) as pool:
            results = list(pool.map(lambda _: explain(url, lease, "fr"), range(4)))
        clause_ids = Counter(cid for body in llm.requests for cid, _ in clauses_of(body))
    assert len({r["analysis_id"] for r in results}) == 1
    assert all(r["status"] == "completed" for r in results)
    assert clause_ids and max(clause_ids.values()) == 1, "a clause was sent to the LLM more than once"


def test_the_engine_s_revision_is_part_of_what_makes_the_same_analysis() -> None:
    """After an upgrade that changes how documents are read or worded, the same document is explained anew
    instead of being answered with what the earlier revision wrote (app/revision.py)."""
    from app.revision import PARTS, engine_revision
    from app.store.base import dedupe_key
    from tests.support.documents import prepared_lease

    revision = engine_revision()
    assert len(revision) == 16 and revision == engine_revision()
    assert set(PARTS) >= {"analysis", "explain", "locales"}
    doc = prepared_lease("de")
    assert dedupe_key(doc, f"offline@{revision}") != dedupe_key(doc, "offline@0000000000000000")


@pytest.mark.slow
def test_a_new_revision_explains_the_same_document_anew(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    import app.flow

    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    with live_klartext(settings.with_(wait_seconds=60)) as url:
        first = explain(url, lease, "en")
        assert explain(url, lease, "en")["analysis_id"] == first["analysis_id"]  # same revision: reused
        monkeypatch.setattr(app.flow, "engine_revision", lambda: "upgraded00000000")
        assert explain(url, lease, "en")["analysis_id"] != first["analysis_id"]  # a new revision: anew
