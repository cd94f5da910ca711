"""The LLM engine is given what Klartext found in each clause: key dates, amounts and legal notes."""

from __future__ import annotations

from typing import Any

from tests.explain.test_llm import explain, make_doc
from tests.support.chat_model import FunctionChatModel
from tests.support.openai_server import clauses_of, default_answer, is_overview, user_text

# My own lease clauses: a general ban on dogs and cats, a rent with its due day, and a plain one.
LEASE = [
    "§ 1 Mietsache\nVermietet wird eine Wohnung im zweiten Obergeschoss mit drei Zimmern, Küche und Bad.",
    "§ 2 Miete\nDie Miete beträgt 1.145,00 EUR monatlich und ist spätestens am 03.02.2026 zu zahlen.",
    "§ 3 Tierhaltung\nDie Haltung von Hunden und Katzen ist dem Mieter in der Wohnung untersagt.",
]


def test_each_clause_carries_its_facts_and_legal_notes() -> None:
    model = FunctionChatModel()
    explain(model, make_doc(LEASE, language="en"))
    asked = "\n".join(user_text(b) for b in model.requests if not is_overview(b))
    assert '<facts for="c2">' in asked and "1.145,00 EUR" in asked and "2026-02-03" in asked
    facts_c3 = asked.split('<facts for="c3">', 1)[1].split("</facts>", 1)[0]
    assert "legal note (may_be_invalid)" in facts_c3 and "VIII ZR 168/12" in facts_c3
    assert '<facts for="c1">' not in asked  # nothing found there, nothing added
    assert "After some clauses comes a <facts" in asked


def test_a_decision_the_note_gave_may_be_named() -> None:
    def behaviour(body: dict[str, Any]) -> dict[str, Any]:
        if is_overview(body):
            return default_answer(body)
        said = "Courts have held a general ban on dogs and cats void (BGH, 20.03.2013, VIII ZR 168/12)."
        return {
            "clauses": [
                {
                    "id": cid,
                    "translation": "The clause is about pets in the flat.",
                    "explanation": said,
                    "topic": "other",
                }
                for cid, _ in clauses_of(body)
            ]
        }

    result = explain(FunctionChatModel(behaviour), make_doc(LEASE, language="en"))
    assert not result.clauses["c3"].fallback  # the note's decision is grounding, not a wrong figure
    assert result.clauses["c1"].fallback  # c1 was given no such decision: the figures check takes it back
