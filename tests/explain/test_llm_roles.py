"""The LLM engine is grounded on the statement model and checked on roles, not only on numbers: a date
it calls the start must be the clause's start, an amount it calls the salary must be the clause's pay. A
mismatch is asked again once (saying which figure was called what), then that clause (or the summary) is
explained offline and the result says so. In-process model, and once through the local HTTP server."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from typing import Any

import pytest

from app.explain.llm import LLMExplainer
from app.explain.openai_chat import openai_chat_model
from app.locales.messages import render
from app.models import Explanation, Notice
from app.present.notices import render_notices
from tests.explain.test_llm import explain, make_doc, settings
from tests.support.chat_model import FunctionChatModel
from tests.support.openai_server import OpenAIServer, Reply, clauses_of, is_overview, user_text

# My own employment contract: a fixed term with its first and last day, the monthly pay, a bonus that
# depends on a turnover threshold, and a paper to hand in by a date.
CONTRACT = [
    "§ 1 Laufzeit\nDas Arbeitsverhältnis beginnt am 01.04.2026 und endet am 31.03.2027, ohne dass es einer "
    "Kündigung bedarf.",
    "§ 2 Vergütung\nDer Arbeitnehmer erhält ein monatliches Bruttogehalt von 2.950,00 EUR.",
    "§ 3 Prämie\nÜbersteigt der Jahresumsatz der Filiale 80.000,00 EUR, zahlt der Arbeitgeber eine einmalige "
    "Prämie von 1.000,00 EUR.",
]
EXPLANATION = "This matters to you because it sets what you are owed and when."
RIGHT = {
    "c1": "Your job starts on 1 April 2026 and ends on 31 March 2027 without anyone having to give notice.",
    "c2": "You earn a gross salary of €2,950.00 every month.",
    "c3": "If the branch sells more than €80,000.00 in a year, the employer pays you a one-off bonus of €1,000.00.",
}
END_AS_START = {"c1": "Your job starts on 31 March 2027; it is a fixed-term job."}
THRESHOLD_AS_SALARY = {"c3": "Your salary is €80,000.00 a year, and you may get a bonus of €1,000.00."}
SUMMARY_RIGHT = "An employment contract for one year: your job starts on 1 April 2026 and you earn €2,950.00 a month."
SUMMARY_WRONG = "An employment contract for one year: your salary is €80,000.00."


def answer(body: dict[str, Any], texts: dict[str, str], summary: str = SUMMARY_RIGHT) -> dict[str, Any]:
    if is_overview(body):
        return {"summary": summary, "category": "employment_contract", "tags": ["salary"]}
    return {
        "clauses": [
            {"id": cid, "translation": texts.get(cid, RIGHT[cid]), "explanation": EXPLANATION, "topic": "other"}
            for cid, _ in clauses_of(body)
        ]
    }


def doc(language: str = "en") -> Any:
    return make_doc(CONTRACT, language=language)


def asked_for(model: FunctionChatModel | OpenAIServer, cid: str) -> list[dict[str, Any]]:
    return [b for b in model.requests if not is_overview(b) and any(c == cid for c, _ in clauses_of(b))]


def facts_of(body: dict[str, Any], cid: str) -> str:
    return user_text(body).split(f'<facts for="{cid}">', 1)[1].split("</facts>", 1)[0]


def test_each_clause_is_grounded_on_its_statements_with_every_figure_s_role_or_none() -> None:
    model = FunctionChatModel(lambda body: answer(body, {}))
    explain(model, doc())
    c1, c2, c3 = (facts_of(asked_for(model, cid)[0], cid) for cid in ("c1", "c2", "c3"))
    assert "statement: party:" in c1 and '"01.04.2026" (date 2026-04-01, role: start)' in c1
    assert '"31.03.2027" (date 2027-03-31, role: end)' in c1
    assert "party: employee" in c2 and "role: salary" in c2 and "modality:" in c2 and "action:" in c2
    # The bonus has no role, the threshold its own ("Übersteigt … 80.000,00 EUR, …"): the model is told so.
    assert "80.000,00 EUR" in c3 and "role: salary" not in c3 and "role: none" in c3 and "role: threshold" in c3
    assert 'A figure marked "role: none" must not be given a role' in user_text(asked_for(model, "c1")[0])


def test_roles_said_right_pass_without_a_retry() -> None:
    model = FunctionChatModel(lambda body: answer(body, {}))
    result = explain(model, doc())
    assert all(len(asked_for(model, cid)) == 1 for cid in RIGHT)  # each clause asked once
    assert len([b for b in model.requests if is_overview(b)]) == 1
    assert not any(ct.fallback for ct in result.clauses.values())
    assert result.clauses["c1"].translation == RIGHT["c1"] and result.summary == SUMMARY_RIGHT
    assert result.warnings == []


def test_the_end_date_called_the_start_is_asked_again_then_the_clause_is_offline_with_a_warning() -> None:
    model = FunctionChatModel(lambda body: answer(body, END_AS_START))
    result = explain(model, doc(), llm_batch_size=1)
    asked = asked_for(model, "c1")
    assert len(asked) == 2
    retry = user_text(asked[1])
    assert [cid for cid, _ in clauses_of(asked[1])] == ["c1"]
    assert '"31 March 2027" called the start (its role: end)' in retry and "Clause c1" in retry
    assert result.clauses["c1"].fallback is True
    assert "starts on 31 March 2027" not in result.clauses["c1"].translation
    assert not result.clauses["c2"].fallback and not result.clauses["c3"].fallback
    assert result.warnings == [Notice.of("llm_roles_fallback", count=1, total=3)]
    for language in ("de", "en", "es", "fr", "it", "pt"):
        rendered = render_notices(result.warnings, language)[0]
        assert rendered == render("llm_roles_fallback", language, count=1, total=3)
        assert "1" in rendered and "3" in rendered


def test_a_threshold_called_the_salary_is_rejected() -> None:
    model = FunctionChatModel(lambda body: answer(body, THRESHOLD_AS_SALARY))
    result = explain(model, doc(), llm_batch_size=1)
    asked = asked_for(model, "c3")
    assert len(asked) == 2 and '"€80,000.00" called the salary (its role: threshold)' in user_text(asked[1])
    assert result.clauses["c3"].fallback is True and "salary" not in result.clauses["c3"].translation.lower()
    assert result.clauses["c2"].translation == RIGHT["c2"]  # the real pay, called the salary, stays
    assert result.warnings == [Notice.of("llm_roles_fallback", count=1, total=3)]


def test_a_role_right_on_the_retry_keeps_the_llm_text() -> None:
    seen: Counter[str] = Counter()

    def behaviour(body: dict[str, Any]) -> dict[str, Any]:
        seen.update(cid for cid, _ in clauses_of(body))
        return answer(body, END_AS_START if seen["c1"] == 1 else {})

    model = FunctionChatModel(behaviour)
    result = explain(model, doc())
    assert len(asked_for(model, "c1")) == 2 and len(asked_for(model, "c2")) == 1  # only c1 is asked again
    assert result.clauses["c1"].translation == RIGHT["c1"] and not result.clauses["c1"].fallback
    assert result.warnings == []


def test_the_check_reads_the_reader_s_language() -> None:
    german = {
        "c1": "Ihr Arbeitsverhältnis beginnt am 31.03.2027.",
        "c2": "Sie erhalten ein Bruttogehalt von 2.950,00 € im Monat.",
        "c3": "Ihr Gehalt beträgt 80.000,00 € im Jahr.",
    }

    def behaviour(body: dict[str, Any]) -> dict[str, Any]:
        if is_overview(body):
            return {"summary": "Ein befristeter Arbeitsvertrag.", "category": "employment_contract", "tags": []}
        return {
            "clauses": [
                {"id": cid, "translation": german[cid], "explanation": "Das ist für Sie wichtig.", "topic": "other"}
                for cid, _ in clauses_of(body)
            ]
        }

    result = explain(FunctionChatModel(behaviour), doc("de"))
    assert result.clauses["c1"].fallback and result.clauses["c3"].fallback
    assert result.clauses["c2"].translation == german["c2"]
    assert result.warnings == [Notice.of("llm_roles_fallback", count=2, total=3)]


def test_a_summary_that_calls_the_threshold_the_salary_is_asked_again_then_offline() -> None:
    model = FunctionChatModel(lambda body: answer(body, {}, summary=SUMMARY_WRONG))
    result = explain(model, doc())
    overviews = [b for b in model.requests if is_overview(b)]
    assert len(overviews) == 2 and '"€80,000.00" called the salary' in user_text(overviews[1])
    assert "80,000" not in result.summary
    assert result.category == "employment_contract"  # the model's: only the summary is offline
    assert result.warnings == [Notice.of("llm_summary_roles_fallback")]
    assert render_notices(result.warnings, "fr")[0] == render("llm_summary_roles_fallback", "fr")


@pytest.mark.slow
def test_through_the_http_server_a_wrong_role_falls_back_for_that_clause() -> None:
    def behaviour(body: dict[str, Any]) -> Reply:
        return Reply(content=json.dumps(answer(body, END_AS_START)))

    async def go(srv: OpenAIServer) -> Explanation:
        s = settings(llm_base_url=srv.base_url, llm_batch_size=1)
        explainer = LLMExplainer(s, openai_chat_model(s, backoff_base=0.01, retry_after_cap=1.0))
        try:
            return await explainer.explain(doc())
        finally:
            await explainer.aclose()

    with OpenAIServer(behaviour) as srv:
        result = asyncio.run(go(srv))
        assert len(asked_for(srv, "c1")) == 2
    assert result.clauses["c1"].fallback and not result.clauses["c2"].fallback
    assert result.warnings == [Notice.of("llm_roles_fallback", count=1, total=3)]
