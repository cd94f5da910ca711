"""An employer's warning letter ("Abmahnung", "written warning") says so in its summary: the employer complains about
how the employee behaved; a warning is no dismissal itself but can be the step before one. Only a heading or subject
line names it, and only in a document about an employment (a cease-and-desist letter is no such warning)."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import key_facts
from app.analysis.letter_kind import letter_kind
from app.config import LANGUAGES, Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.language import parse_language
from app.locales.catalogue import offline_catalogue
from app.models import DocumentInput, Text
from app.prepare.run import prepare

BODY = "Am 02.11.2026 sind Sie ohne Entschuldigung nicht zur Schicht erschienen."

WARNINGS = [
    [("", "Abmahnung"), (BODY, None)],
    [("Muster GmbH\nPersonalabteilung\n\nAbmahnung wegen unentschuldigten Fehlens\n", None), (BODY, None)],
    [("", "Written warning"), ("On 2 November 2026 you did not attend your shift without giving a reason.", None)],
    [("", "Final warning"), ("You were late for work on five days in October.", None)],
    [("", "Lettre d'avertissement"), ("Le 2 novembre 2026, vous ne vous êtes pas présenté à votre poste.", None)],
    [("", "Carta de amonestación"), ("El 2 de noviembre de 2026 no se presentó a su turno.", None)],
    [("", "Contestazione disciplinare"), ("Il 2 novembre 2026 non si è presentato al lavoro.", None)],
    [("", "Advertência"), ("No dia 2 de novembro de 2026 não compareceu ao trabalho.", None)],
]

NOT_WARNINGS = [
    # the word in running text, a contract's clause on warnings, a heading that only names the subject
    [
        ("", "Kündigungsfristen"),
        ("Vor einer Kündigung wegen Fehlverhaltens wird in der Regel eine Abmahnung erteilt.", None),
    ],
    [
        ("", "§ 9 Pflichten des Arbeitnehmers"),
        ("Eine Abmahnung kann auch mündlich erfolgen und wird dokumentiert.", None),
    ],
    [("", "Warnings and safety instructions"), ("Staff must follow the safety instructions at all times.", None)],
]


@pytest.mark.parametrize("clauses", WARNINGS)
def test_a_warning_is_named_by_its_heading_or_subject_line(clauses: list[tuple[str, str | None]]) -> None:
    assert letter_kind("employment_contract", clauses) == "warning"


@pytest.mark.parametrize("clauses", NOT_WARNINGS)
def test_no_warning_without_one_in_a_heading(clauses: list[tuple[str, str | None]]) -> None:
    assert letter_kind("employment_contract", clauses) is None


def test_a_cease_and_desist_letter_outside_an_employment_is_no_warning() -> None:
    clauses = [("", "Abmahnung wegen Urheberrechtsverletzung"), ("Sie haben ein Foto ohne Lizenz genutzt.", None)]
    assert letter_kind("other", clauses) is None
    assert letter_kind("authority_letter", clauses) is None


LETTER = """Beispiel Logistik GmbH
Personalabteilung

Hamburg, 09.11.2026

Abmahnung

Sehr geehrte Frau Beispiel,

am 02.11.2026 sind Sie ohne Entschuldigung nicht zu Ihrer Schicht im Lager erschienen. Damit haben Sie gegen Ihre
Pflichten aus dem Arbeitsvertrag verstoßen. Wir fordern Sie auf, künftig pünktlich zu erscheinen. Im
Wiederholungsfall müssen Sie mit der Kündigung des Arbeitsverhältnisses rechnen.

Mit freundlichen Grüßen
"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_summary_of_a_warning_says_what_it_is_in_the_readers_language(language: str) -> None:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language=parse_language(language), content=Text(LETTER)), settings)
    facts = key_facts(doc)
    result = build_result("a" * 32, doc, asyncio.run(OfflineExplainer().explain(doc, facts)), settings, facts)
    assert result.category == "employment_contract" and result.letter
    sentence = offline_catalogue(language).text["summary_warning"]
    assert sentence in result.summary
    if language != "en":
        assert sentence != offline_catalogue("en").text["summary_warning"]


def test_the_warning_letter_says_what_follows_a_repeat_in_plain_words() -> None:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language=parse_language("en"), content=Text(LETTER)), settings)
    facts = key_facts(doc)
    result = build_result("a" * 32, doc, asyncio.run(OfflineExplainer().explain(doc, facts)), settings, facts)
    said = " ".join(c.translation for c in result.clauses)
    assert "The employer warns: if it happens again, the employee must expect to be dismissed." in said
