"""The line "The clause also names: …" lists only figures the clause's sentences have not said already, also where the
document writes the currency as a word ("3.150,00 EUR") and the sentence in the document's language says "3.150,00 €".
Real offline pipeline."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.models import AnalysisResult, DocumentInput, Text
from app.prepare.run import prepare

PAY = """Anstellungsvertrag

§ 4 Gehalt
Die Mitarbeiterin erhält ein Bruttomonatsgehalt von {pay}, fällig am Monatsende. Erreicht ihr Team einen Jahresumsatz
von mehr als 250.000 EUR, zahlt die Firma zusätzlich eine Prämie von 800 EUR.
"""


def plain_words(text: str, language: str) -> str:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language=language, content=Text(text)), settings)
    facts = key_facts(doc)
    explanation = asyncio.run(OfflineExplainer().explain(doc, facts))
    result: AnalysisResult = build_result("b" * 32, doc, explanation, settings, facts)
    clause = next(c for c in result.clauses if "Bruttomonatsgehalt" in c.original)
    return clause.translation


@pytest.mark.parametrize("pay", ["2.980,00 EUR", "2.980,00 Euro", "2.980,00 €"])
def test_the_pay_said_in_a_sentence_is_not_listed_again(pay: str) -> None:
    text = plain_words(PAY.format(pay=pay), "de")
    assert text.count("2.980,00") == 1, text
    # The figures the sentences did not say are still listed.
    assert "250.000" in text and "800" in text, text


def test_an_amount_not_said_stays_in_the_list() -> None:
    # Nothing says the bonus in a sentence of its own: it is listed, with its currency as written.
    text = plain_words(PAY.format(pay="2.980,00 EUR"), "de")
    assert "800 EUR" in text, text


LEASE = """Mietvertrag

§ 3 Miete
Die Grundmiete beträgt 700,00 EUR monatlich. Für Heizung und Warmwasser zahlt der Mieter eine monatliche Vorauszahlung
von 85,00 EUR, für die übrigen Betriebskosten 130,00 EUR.
"""


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_figure_said_with_its_role_is_not_listed_bare_as_well(language: str) -> None:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language=language, content=Text(LEASE)), settings)
    facts = key_facts(doc)
    explanation = asyncio.run(OfflineExplainer().explain(doc, facts))
    result: AnalysisResult = build_result("c" * 32, doc, explanation, settings, facts)
    text = next(c for c in result.clauses if "Grundmiete" in c.original).translation.replace("\u00a0", " ")
    money = {"en": ("€85.00", "€130.00"), "de": ("85,00", "130,00")}[language]
    for value in money:
        assert text.count(value) == 1, text
    # The prepayment and the service charges are said with their role; no condition is claimed ("Für Heizung" names
    # what the payment is for, not a case).
    role = {
        "en": ("prepayment: €85.00", "utilities and service charges: €130.00"),
        "de": ("Vorauszahlung: 85,00 €", "Nebenkosten: 130,00 €"),
    }[language]
    assert all(r in text for r in role), text
    assert "condition" not in text and "Bedingung" not in text, text
