"""Issue 23: a cap on liability worked out by comparing figures ("…, or $50, whichever is greater") is said as a cap
the clause works out, never as a cap of one of its figures; a cap of one figure is still said with it. Frame flag
``cap_compared`` ([flags] of frames.toml, six document languages). Sentences written for this test."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import key_facts
from app.analysis.statements import read_clause
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.models import DocumentInput, Text
from app.prepare.run import prepare

COMPARED = [
    (
        "en",
        "Our liability to you shall not exceed the fees you paid in the last six months or $80, whichever is greater.",
    ),
    ("en", "Our aggregate liability shall not exceed the greater of $100 or the amounts you paid us in the past year."),
    (
        "de",
        "Unsere Haftung ist auf den höheren der folgenden Beträge begrenzt: 200 EUR oder die von Ihnen gezahlten Entgelte.",
    ),
]
SINGLE = [
    ("en", "Our total liability to you shall not exceed $80."),
    ("de", "Unsere Haftung ist auf 200 EUR begrenzt."),
]


@pytest.mark.parametrize(("language", "sentence"), COMPARED)
def test_a_compared_cap_is_flagged(language: str, sentence: str) -> None:
    found = [s for s in read_clause(sentence, language, category="terms_and_conditions") if s.action == "liability"]
    assert found and "cap_compared" in found[0].details


@pytest.mark.parametrize(("language", "sentence"), SINGLE)
def test_a_cap_of_one_figure_is_not(language: str, sentence: str) -> None:
    found = [s for s in read_clause(sentence, language, category="terms_and_conditions") if s.action == "liability"]
    assert found and "cap_compared" not in found[0].details


TERMS = (
    "Terms of Service\n\n"
    "1. Fees\nYou must pay the monthly fee of USD 9.00 in advance.\n\n"
    "2. Liability\nOur liability to you shall not exceed the fees you paid in the last six months or $80, whichever is"
    " greater.\n\n"
    "3. Cap\nOur total liability to you shall not exceed $80.\n"
)


def _clauses(language: str) -> list[str]:
    doc = prepare(DocumentInput(explanation_language=language, content=Text(text=TERMS)), Settings())
    facts = key_facts(doc)
    return [c.translation for c in asyncio.run(OfflineExplainer().explain(doc, facts)).clauses.values()]


def test_the_reader_is_not_told_one_figure_is_the_cap() -> None:
    clauses = _clauses("en")
    compared = next(c for c in clauses if "comparing" in c)
    assert "limited to $80" not in compared and "upper limit: $80" not in compared
    assert any("limited to $80.00" in c or "limited to $80" in c for c in clauses if c is not compared)


def test_the_german_reader_too() -> None:
    clauses = _clauses("de")
    assert any("aus dem Vergleich mehrerer Beträge" in c for c in clauses)
    assert not any("Höchstbetrag: 80" in c for c in clauses if "Vergleich" in c)
