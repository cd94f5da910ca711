"""A rent that changes on a date is said with each new figure and the day it applies from ("rent from 1 March 2028:
€1,060.00"), once, in the clause's figures line, and not listed bare beside it; a change whose day cannot be read, or an
index, gives no such line. Real offline pipeline; documents written for this test."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.models import DocumentInput, Text
from app.prepare.run import prepare

LEASE = """Mietvertrag

§ 1 Mietbeginn
Das Mietverhältnis beginnt am 01.05.2027 und läuft auf unbestimmte Zeit.

§ 2 Miete
Die Grundmiete beträgt monatlich 880,00 EUR. Sie erhöht sich am 01.05.2028 auf 910,00 EUR und am 01.05.2029 auf
945,00 EUR. Die Miete ist bis zum dritten Werktag eines Monats zu zahlen.

§ 3 Kaution
Der Mieter zahlt eine Kaution von 2.640,00 EUR.
"""

INDEXED = LEASE.replace(
    "Sie erhöht sich am 01.05.2028 auf 910,00 EUR und am 01.05.2029 auf\n945,00 EUR.",
    "Sie wird jährlich nach dem Verbraucherpreisindex angepasst.",
)


def _rent_clause(text: str, language: str) -> str:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language=language, content=Text(text)), settings)
    facts = key_facts(doc)
    explanation = asyncio.run(OfflineExplainer().explain(doc, facts))
    result = build_result("e" * 32, doc, explanation, settings, facts)
    return next(c for c in result.clauses if "Grundmiete" in c.original).translation.replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", ("rent from 1 May 2028: €910.00", "rent from 1 May 2029: €945.00")),
        ("de", ("Miete ab 01.05.2028: 910,00 €", "Miete ab 01.05.2029: 945,00 €")),
    ],
)
def test_each_new_rent_is_said_with_its_day(language: str, said: tuple[str, str]) -> None:
    text = _rent_clause(LEASE, language)
    assert all(s in text for s in said), text
    for value in ("910", "945"):
        assert text.count(value) == 1, text  # said once, not listed bare as well


def test_an_indexed_rent_names_no_new_figure() -> None:
    text = _rent_clause(INDEXED, "en")
    assert "€910.00" not in text and "rent from" not in text, text
