"""The LLM engine is told the day an amount applies from (``Amount.applies_from``), and its summary may name that day:
the model gets the same dated figures the offline engine says. Figures written for these tests."""

from __future__ import annotations

from datetime import date

from app.explain.llm import _facts_grounding, _prompt_facts
from app.models import Amount, Facts

RENTS = [
    Amount(clause_id="c2", text="820,00 EUR", value=820.0, meaning="rent"),
    Amount(clause_id="c2", text="860,00 EUR", value=860.0, meaning="rent", applies_from="2028-05-01"),
]


def test_the_model_is_told_the_day_an_amount_applies_from_and_no_day_where_there_is_none() -> None:
    lines = _prompt_facts(Facts(amounts=RENTS))["c2"].splitlines()
    assert lines == [
        "amount: 820,00 EUR = 820.0 EUR; role: rent",
        "amount: 860,00 EUR = 860.0 EUR; role: rent; applies from: 2028-05-01",
    ]


def test_the_day_an_amount_applies_from_grounds_the_summary() -> None:
    assert date(2028, 5, 1) in _facts_grounding([], RENTS, []).dates
    assert date(2028, 5, 1) not in _facts_grounding([], RENTS[:1], []).dates
