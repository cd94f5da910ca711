"""The why-line of a clause that first states a fact of the contract (an automatic renewal) is not taken from the other
side's act said after it ("This concerns the other side first" would claim what the clause is about); a clause whose
first statement is the other side's act keeps its line. Real offline pipeline; sentences written for this test."""

from __future__ import annotations

import asyncio

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.models import AnalysisResult, DocumentInput, Text
from app.prepare.run import prepare

TERMS = """Terms of Service of Examplo

1. Scope
These terms govern your use of the Examplo app and website.

2. Subscription and payment
The premium plan costs EUR 6.99 per month and renews automatically each month unless you cancel it before the end of
the billing period. We will inform you in advance.

3. Notices
We will inform you in advance.

4. Liability
We are not liable for indirect or consequential loss.

5. Governing law
These terms are governed by the laws of Ireland.
"""


def _explained() -> AnalysisResult:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language="en", content=Text(TERMS)), settings)
    facts = key_facts(doc)
    explanation = asyncio.run(OfflineExplainer().explain(doc, facts))
    return build_result("d" * 32, doc, explanation, settings, facts)


def test_the_other_sides_act_after_a_fact_gives_no_why_line() -> None:
    result = _explained()
    renewal = next(c for c in result.clauses if "renews automatically" in c.original)
    assert any(s.action == "auto_renew" for s in renewal.statements), renewal.statements
    assert "other side" not in renewal.explanation, renewal.explanation


def test_the_other_sides_act_alone_keeps_its_why_line() -> None:
    result = _explained()
    notices = next(c for c in result.clauses if c.original.lstrip().startswith("3."))
    assert "other side" in notices.explanation, notices.explanation
