"""The LLM engine checks every number, date, time and amount it writes against the clause and the
facts: a wrong figure is asked again once (saying which), then that clause (or the summary) gets the
offline text and the result says so. In-process model, and once through the local HTTP server."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from datetime import date
from typing import Any

import pytest

from app.explain.llm import LLMExplainer
from app.explain.openai_chat import openai_chat_model
from app.explain.values import grounding_of, unsupported_figures
from app.locales.messages import render
from app.models import Explanation, Notice
from app.present.notices import render_notices
from tests.explain.test_llm import explain, make_doc, settings
from tests.support.chat_model import FunctionChatModel
from tests.support.openai_server import OpenAIServer, Reply, clauses_of, default_answer, is_overview, user_text

# My own sentences: a rent, a Jobcenter appointment with a deadline to cancel, a deposit in words.
CLAUSES = [
    "§ 1 Miete\nDie Miete beträgt 1.145,00 EUR monatlich und ist bis zum dritten Werktag zu zahlen.",
    "§ 2 Termin\nBitte kommen Sie am Dienstag, 23.09.2025, um 09:30 Uhr. Wenn Sie krank sind, "
    "teilen Sie uns das bis zum 19.09.2025 mit.",
    "§ 3 Kaution\nDie Kaution beträgt drei Monatsmieten.",
]

RIGHT = {
    "c1": "This clause says that you have to pay €1,145.00 in rent to the landlord every month, on time.",
    "c2": "This clause says that you have to come on 23 September 2025 at 9:30, and if you are ill you "
    "have to tell them by 2025-09-19.",
    "c3": "This clause says that the deposit you pay is as high as 3 months of rent, and you pay it to the landlord.",
}
WRONG = {
    "c1": "This clause says that you have to pay €1,245.00 in rent to the landlord every month, on time.",
    "c2": "This clause says that you have to come on 24 September 2025 at 9:30, and if you are ill you "
    "have to tell them by 2025-09-19.",
}
EXPLANATION = "This is important for you because it is about your money and the dates in the contract."


def answer(body: dict[str, Any], texts: dict[str, str]) -> dict[str, Any]:
    if is_overview(body):
        return default_answer(body)
    return {
        "clauses": [
            {"id": cid, "translation": texts.get(cid, RIGHT[cid]), "explanation": EXPLANATION, "topic": "other"}
            for cid, _ in clauses_of(body)
        ]
    }


def requests_for(srv: FunctionChatModel | OpenAIServer, cid: str) -> list[dict[str, Any]]:
    return [b for b in srv.requests if not is_overview(b) and any(c == cid for c, _ in clauses_of(b))]


def doc() -> Any:
    return make_doc(CLAUSES, language="en")


# --------------------------------------------------------------------------- the check itself


@pytest.mark.parametrize(
    "written",
    [
        "€1,145.00",
        "1145 EUR",
        "1.145,00 EUR",
        "EUR 1,145",
        "1 145,00 €",
        "19.09.2025",
        "2025-09-19",
        "19 September 2025",
        "September 19, 2025",
        "19 septembre 2025",
        "19 de septiembre de 2025",
        "19. September",
        "09:30",
        "9:30 a.m.",
        "9.30 am",
        "9h30",
        "3 months",
        "the 19th",
        "the 3rd working day",
        "am 3. Werktag",
        "[PERSON_12] and clause c7",
    ],
)
def test_figures_in_other_formats_are_the_same_figure(written: str) -> None:
    grounding = grounding_of("Die Miete beträgt 1.145,00 EUR, fällig am 19.09.2025 um 09:30 Uhr, Frist drei Monate.")
    assert unsupported_figures(f"You pay {written}.", grounding) == []


@pytest.mark.parametrize(
    ("written", "wrong"),
    [
        ("You pay €1,245.00.", "1,245.00"),
        ("Due on 20 September 2025.", "20 September 2025"),
        ("Due on 2025-09-20.", "2025-09-20"),
        ("Be there at 10:30.", "10:30"),
        ("It is cut by 12 %.", "12"),
        ("Within 14 days.", "14"),
        ("On the 14th.", "14th"),
        ("You pay 7.", "7"),
    ],
)
def test_figures_not_in_the_text_are_named_as_written(written: str, wrong: str) -> None:
    grounding = grounding_of("Die Miete beträgt 1.145,00 EUR, fällig am 19.09.2025 um 09:30 Uhr, Frist drei Monate.")
    assert unsupported_figures(written, grounding) == [wrong]


def test_facts_count_as_given_a_computed_date_is_no_mismatch() -> None:
    grounding = grounding_of("Widerspruch ist innerhalb eines Monats nach Bekanntgabe möglich.", dates=[])
    computed = grounding_of("", dates=[date(2025, 10, 13)])
    assert unsupported_figures("You can object until 13 October 2025.", grounding) == ["13 October 2025"]
    assert unsupported_figures("You can object until 13 October 2025.", grounding | computed) == []


# --------------------------------------------------------------------------- the engine


def test_right_figures_in_any_format_are_kept_without_a_retry() -> None:
    srv = FunctionChatModel(lambda body: answer(body, {}))
    result = explain(srv, doc())
    assert len(srv.requests) == 3  # two batches and the overview, each asked once
    assert not any("previous answer" in user_text(body) for body in srv.requests)
    assert result.clauses["c1"].translation == RIGHT["c1"]
    assert not any(ct.fallback for ct in result.clauses.values()) and result.warnings == []


def test_a_wrong_amount_is_asked_again_once_then_the_clause_is_offline_with_a_warning() -> None:
    srv = FunctionChatModel(lambda body: answer(body, WRONG if "c1" in dict(clauses_of(body)) else {}))
    result = explain(srv, doc(), llm_batch_size=1)
    asked = requests_for(srv, "c1")
    assert len(asked) == 2
    assert "1,245.00" not in user_text(asked[0])
    assert '"1,245.00"' in user_text(asked[1]) and "Clause c1" in user_text(asked[1])  # says which figure
    assert [cid for cid, _ in clauses_of(asked[1])] == ["c1"]
    assert result.clauses["c1"].fallback is True
    assert "1,245" not in result.clauses["c1"].translation
    assert result.clauses["c2"].translation == RIGHT["c2"] and result.clauses["c3"].translation == RIGHT["c3"]
    assert result.warnings == [Notice.of("llm_figures_fallback", count=1, total=3)]
    for language in ("de", "en", "es", "fr", "it", "pt"):
        rendered = render_notices(result.warnings, language)[0]
        assert rendered == render("llm_figures_fallback", language, count=1, total=3)
        assert "1" in rendered and "3" in rendered


def test_a_wrong_date_right_on_the_retry_keeps_the_llm_text() -> None:
    seen: Counter[str] = Counter()

    def behaviour(body: dict[str, Any]) -> dict[str, Any]:
        ids = tuple(cid for cid, _ in clauses_of(body))
        seen[str(ids)] += 1
        return answer(body, WRONG if seen[str(ids)] == 1 else {})

    srv = FunctionChatModel(behaviour)
    result = explain(srv, doc())
    retry = requests_for(srv, "c2")[-1]
    assert [cid for cid, _ in clauses_of(retry)] == ["c1", "c2"]  # only the clauses with wrong figures
    assert '"24 September 2025"' in user_text(retry) and '"1,245.00"' in user_text(retry)
    assert len(requests_for(srv, "c3")) == 1
    assert result.clauses["c1"].translation == RIGHT["c1"] and result.clauses["c2"].translation == RIGHT["c2"]
    assert not any(ct.fallback for ct in result.clauses.values()) and result.warnings == []


def test_every_clause_wrong_is_still_an_llm_result_with_the_figures_warning() -> None:
    srv = FunctionChatModel(lambda body: answer(body, {cid: t.replace("you", "you 99") for cid, t in RIGHT.items()}))
    result = explain(srv, doc())
    assert result.engine.kind == "llm"
    assert all(ct.fallback for ct in result.clauses.values())
    assert result.warnings == [Notice.of("llm_figures_fallback", count=3, total=3)]


def test_a_summary_with_a_wrong_figure_is_asked_again_then_the_offline_summary_with_a_warning() -> None:
    def behaviour(body: dict[str, Any]) -> dict[str, Any]:
        if is_overview(body):
            return {
                "summary": "This is a lease and you pay 999,00 EUR every month to the landlord.",
                "category": "rental_contract",
                "tags": ["rent"],
            }
        return answer(body, {})

    srv = FunctionChatModel(behaviour)
    result = explain(srv, doc())
    overviews = [b for b in srv.requests if is_overview(b)]
    assert len(overviews) == 2 and '"999,00"' in user_text(overviews[1])
    assert "999" not in result.summary
    assert (result.category, result.tags) == ("rental_contract", ["rent"])  # the model's: only the summary is offline
    assert result.warnings == [Notice.of("llm_summary_figures_fallback")]
    assert render_notices(result.warnings, "de")[0] == render("llm_summary_figures_fallback", "de")


@pytest.mark.slow
def test_through_the_http_server_a_wrong_amount_falls_back_for_that_clause() -> None:
    def behaviour(body: dict[str, Any]) -> Reply:
        wrong = WRONG if "c1" in dict(clauses_of(body)) and "c2" not in dict(clauses_of(body)) else {}
        return Reply(content=json.dumps(answer(body, wrong)))

    async def go(srv: OpenAIServer) -> Explanation:
        s = settings(llm_base_url=srv.base_url, llm_batch_size=1)
        explainer = LLMExplainer(s, openai_chat_model(s, backoff_base=0.01, retry_after_cap=1.0))
        try:
            return await explainer.explain(doc())
        finally:
            await explainer.aclose()

    with OpenAIServer(behaviour) as srv:
        result = asyncio.run(go(srv))
        assert len(requests_for(srv, "c1")) == 2
    assert result.clauses["c1"].fallback and not result.clauses["c2"].fallback
    assert result.warnings == [Notice.of("llm_figures_fallback", count=1, total=3)]
