"""Issue 23: a day an amount applies from is said with the amount in the summary ("€1,060.00 from 1 March 2028")
and not listed again bare under the dates; a date no amount carries still is. Leases written for this test."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.models import DocumentInput, Text
from app.prepare.run import prepare

LEASE = (
    "Mietvertrag\n\n"
    "§ 1 Mietsache\nDie Vermieterin vermietet dem Mieter die Wohnung im Erdgeschoss rechts.\n\n"
    "§ 2 Miete\nDie monatliche Grundmiete beträgt 900,00 EUR. Sie erhöht sich am 1. Juli 2029 auf 950,00 EUR.\n\n"
    "§ 3 Kaution\nDer Mieter leistet eine Kaution in Höhe von 2.700,00 EUR.\n"
)
# The same lease with a date that no amount carries: the handover day.
WITH_HANDOVER = LEASE + "\n§ 4 Übergabe\nDie Wohnung wird am 15. Mai 2029 übergeben.\n"


def _summary(text: str, language: str) -> str:
    doc = prepare(DocumentInput(explanation_language=language, content=Text(text=text)), Settings())
    facts = key_facts(doc)
    return asyncio.run(OfflineExplainer().explain(doc, facts)).summary


@pytest.mark.parametrize(
    ("language", "with_amount", "bare"),
    [
        ("en", "€950.00 from 1 July 2029", "Dates: 1 July 2029"),
        ("de", "950,00 EUR ab 01.07.2029", "Daten: 1. Juli 2029"),
    ],
)
def test_the_day_a_rent_applies_from_is_said_with_it_and_not_again(language: str, with_amount: str, bare: str) -> None:
    summary = _summary(LEASE, language)
    assert with_amount in summary
    assert bare not in summary


def test_a_date_no_amount_carries_is_still_listed() -> None:
    summary = _summary(WITH_HANDOVER, "en")
    assert "€950.00 from 1 July 2029" in summary
    assert "15 May 2029" in summary
    assert summary.count("1 July 2029") == 1


def test_the_clause_does_not_list_the_day_again_in_another_form() -> None:
    doc = prepare(DocumentInput(explanation_language="de", content=Text(text=LEASE)), Settings())
    clauses = asyncio.run(OfflineExplainer().explain(doc, key_facts(doc))).clauses
    rent = next(c.translation for c in clauses.values() if "950,00" in c.translation)
    assert "ab 01.07.2029" in rent
    assert "1. Juli 2029" not in rent
