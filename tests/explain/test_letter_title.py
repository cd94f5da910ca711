"""A letter about a contract is titled as a letter, not as the contract (``AnalysisResult.letter``, the Markdown
title); a contract keeps its own title. The documents are run through the real offline pipeline."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.models import AnalysisResult, DocumentInput, Text
from app.prepare.run import prepare
from app.present.markdown import to_markdown

LANDLORD_LETTER = """Hausverwaltung Beispiel GmbH
Datum: 02.11.2026

Sehr geehrte Mieterin, sehr geehrter Mieter,

mit diesem Schreiben erhalten Sie die Abrechnung der Betriebskosten für die Wohnung im ersten Stock für das Jahr 2025.
Einwendungen gegen die Abrechnung bitten wir Sie, uns bis zum 14.12.2026 schriftlich mitzuteilen.

Mit freundlichen Grüßen
Ihre Hausverwaltung
"""

LEASE = """Mietvertrag über Wohnraum

§ 1 Mietsache
Der Vermieter vermietet dem Mieter die Wohnung im ersten Stock, bestehend aus drei Zimmern, Küche und Bad.

§ 2 Miete
Die Miete beträgt monatlich 850,00 EUR. Sie ist spätestens am dritten Werktag eines jeden Monats im Voraus zu zahlen.

§ 3 Kaution
Der Mieter leistet eine Kaution in Höhe von drei Monatsmieten.
"""


def explained(text: str, language: str) -> AnalysisResult:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language=language, content=Text(text)), settings)
    facts = key_facts(doc)
    explanation = asyncio.run(OfflineExplainer().explain(doc, facts))
    return build_result("a" * 32, doc, explanation, settings, facts)


@pytest.mark.parametrize(
    ("text", "language", "letter", "title"),
    [
        (LANDLORD_LETTER, "de", True, "# Schreiben zum Mietverhältnis"),
        (LANDLORD_LETTER, "en", True, "# Letter about a tenancy"),
        (LEASE, "de", False, "# Mietvertrag"),
        (LEASE, "en", False, "# Rental contract"),
    ],
)
def test_a_letter_about_a_tenancy_is_titled_as_a_letter(text: str, language: str, letter: bool, title: str) -> None:
    result = explained(text, language)
    assert result.category == "rental_contract"
    assert result.letter is letter
    assert to_markdown(result).splitlines()[0].startswith(title)
