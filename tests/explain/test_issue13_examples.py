"""The examples of issue 13, on documents written for these tests, through the whole offline path.

Each document goes through what `klartext explain` does (prepare: reading, anonymizing, cutting into
clauses; the key facts; the offline engine; the result) and is checked as a reader would read it.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import OfflineExplainer, clause_topics
from app.jobs.result import build_result
from app.language import parse_language
from app.models import AnalysisResult, DocumentInput, Text
from app.prepare.run import normalize_text, prepare

SAMPLES = Path(__file__).resolve().parents[2] / "samples"

# A Jobcenter invitation whose deadline is cut by a page break, with its sanction.
INVITATION = """Jobcenter Musterstadt
Hauptstraße 1, 50667 Köln

Köln, 09.09.2025

Einladung zu einem persönlichen Gespräch nach § 59 SGB II

Sehr geehrte Frau Dorothea Quandtmeier,

ich lade Sie ein, am Dienstag, 23.09.2025, um 09:30 Uhr im Jobcenter, Zimmer 12, zu erscheinen.

Wenn Sie den Termin wegen Krankheit nicht wahrnehmen können, teilen Sie uns dies bitte bis zum 19.09.

- 1 -

2025 mit und legen Sie eine Arbeitsunfähigkeitsbescheinigung vor.

Rechtsfolgenbelehrung

Wenn Sie ohne wichtigen Grund nicht zu dem Termin erscheinen, wird Ihr Bürgergeld um 10 % des maßgebenden Regelbedarfs gemindert, das sind 56,30 EUR monatlich. Die Minderung dauert einen Monat.

Rechtsbehelfsbelehrung

Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch beim Jobcenter Musterstadt erhoben werden.
"""

FIXED_TERM = """Befristeter Arbeitsvertrag

Datum: 15.11.2019

§ 1 Beginn und Dauer
Das Arbeitsverhältnis ist befristet vom 01.01.2020 bis 31.12.2020. Es endet, ohne dass es einer Kündigung bedarf.

§ 2 Tätigkeit
Der Arbeitnehmer wird als Sachbearbeiter im Einkauf eingestellt.

§ 3 Vergütung
Der Arbeitnehmer erhält ein monatliches Bruttogehalt von 3.200,00 EUR, zahlbar jeweils am Monatsende.

§ 4 Urlaub
Der Arbeitnehmer erhält 28 Arbeitstage Urlaub im Kalenderjahr.
"""

TENANCY_TOPICS = {"rent", "utilities", "deposit", "renovation", "repairs", "pets", "subletting", "handover", "access"}


def explain(text: str, language: str) -> AnalysisResult:
    settings = Settings()
    document = DocumentInput(parse_language(language), Text(text, "utf-8"))
    doc = prepare(document, settings)
    facts = key_facts(doc)
    explanation = asyncio.run(OfflineExplainer().explain(doc, facts))
    return build_result("local", doc, explanation, settings, facts)


@pytest.fixture(scope="module")
def invitation_en() -> AnalysisResult:
    return explain(INVITATION, "en")


def test_the_page_break_does_not_cut_the_deadline(invitation_en: AnalysisResult) -> None:
    assert "bis zum 19.09.2025 mit" in normalize_text(INVITATION)
    assert [(a.kind, a.date, a.time) for a in invitation_en.actions] == [
        ("deadline", "2025-09-19", None),
        ("appointment", "2025-09-23", "09:30"),
        ("option", "2025-10-13", None),
    ]


def test_every_key_date_is_described_in_english(invitation_en: AnalysisResult) -> None:
    descriptions = [d.description or "" for d in invitation_en.deadlines]
    assert descriptions == [
        "Appointment on Tuesday, 23 September 2025 at 09:30.",
        "If you cannot attend: say so by Friday, 19 September 2025.",
        "An objection is possible until Monday, 13 October 2025 (1 month from when the letter counts as received).",
    ]
    assert "bis zum" not in invitation_en.summary and "Bekanntgabe" not in invitation_en.summary


def test_the_sanction_is_said_with_its_percentage_and_amount_for_the_reader(invitation_en: AnalysisResult) -> None:
    [sanction] = [c for c in invitation_en.clauses if "gemindert" in c.original]
    assert "10%" in sanction.translation and "€56.30 a month" in sanction.translation
    assert "€56.30 a month (benefit cut)" in invitation_en.summary


def test_the_illness_clause_is_no_sick_pay_clause_of_an_employment_contract(invitation_en: AnalysisResult) -> None:
    [ill] = [c for c in invitation_en.clauses if "Krankheit" in c.original]
    assert "employer" not in ill.translation + ill.explanation
    assert not any("EntgFG" in n.citation for n in ill.norms)
    assert "Dorothea" not in " ".join(c.original for c in invitation_en.clauses)


def test_the_same_letter_in_german_speaks_german() -> None:
    result = explain(INVITATION, "de")
    assert result.deadlines[1].description == "Wenn Sie nicht kommen können: Bescheid geben bis Freitag, 19.09.2025."
    [sanction] = [c for c in result.clauses if "gemindert" in c.original]
    assert "um 10 %" in sanction.translation and "(56,30 € im Monat)" in sanction.translation
    # Said once: the list of the clause's other figures does not repeat it as written ("56,30 EUR").
    assert sanction.translation.count("56,30") == 1


def test_a_fixed_term_contract_starts_on_its_first_day_and_no_lease_text_appears() -> None:
    result = explain(FIXED_TERM, "en")
    assert result.category == "employment_contract"
    assert [(d.role, d.date) for d in result.deadlines if d.kind == "date"] == [
        ("start", "2020-01-01"),
        ("end", "2020-12-31"),
    ]
    assert [d.description for d in result.deadlines][:2] == [
        "Start of the employment: Wednesday, 1 January 2020.",
        "Fixed term: end of the employment on Thursday, 31 December 2020.",
    ]
    text = " ".join(c.translation + " " + c.explanation for c in result.clauses)
    assert "starts on 31.12.2020" not in text and "landlord" not in text and "tenant" not in text
    doc = prepare(DocumentInput(parse_language("en"), Text(FIXED_TERM, "utf-8")), Settings())
    assert not {topic for _, topic in clause_topics(doc, result.category)} & TENANCY_TOPICS
    assert "€3,200.00" in result.summary


def test_an_english_lease_explained_in_german_gives_german_dates_and_money() -> None:
    text = (SAMPLES / "tenancy_agreement_en.txt").read_text(encoding="utf-8")
    result = explain(text, "de")
    starts = [d for d in result.deadlines if d.role == "start"]
    assert starts and starts[0].description == "Beginn des Mietverhältnisses: Sonntag, 01.02.2026."
    assert "1.150,00" in result.summary and "£" in result.summary


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_texts_of_topics_any_document_can_have_name_no_other_kind_of_document(language: str) -> None:
    """'Pay on time … in a lease it can even lead to termination' was said of an arbitration opt-out."""
    from app.analysis.topics import CROSS_CATEGORY_TOPICS
    from app.locales.catalogue import offline_catalogue

    other_kinds = {
        "de": r"Miet|Vermiet|Arbeitgeber|Arbeitnehm|Jobcenter|Finanzamt",
        "en": r"\blease|tenan|landlord|employer|employee|jobcentre|tax office",
        "es": r"alquiler|inquilin|arrendat|empleador|trabajador",
        "fr": r"\bloyer|locataire|bailleur|employeur|salarié",
        "it": r"affitto|inquilin|locator|datore di lavoro|lavorator",
        "pt": r"\brenda\b|inquilin|senhorio|empregador|trabalhador",
    }[language]
    catalogue = offline_catalogue(language)
    for topic in CROSS_CATEGORY_TOPICS:
        entry = catalogue.topics.get(topic)
        if entry is None:
            continue
        for text in (*entry.translations, *entry.explanations):
            assert not re.search(other_kinds, text, re.IGNORECASE), (topic, text)
