"""A letter from an authority that is a hearing (an "Anhörung") says so in its summary: the authority is
considering a decision and lets the reader comment first; the letter is no decision yet. Only headings and subject
lines name the kind, and only in an authority's letter."""

from __future__ import annotations

import pytest

from app.analysis.letter_kind import letter_kind
from app.config import LANGUAGES, Settings
from app.explain.offline import explain_offline
from app.language import parse_language
from app.locales.catalogue import offline_catalogue
from app.models import DocumentInput, Text
from app.prepare.run import prepare

BODY = "Sie haben die Möglichkeit, sich bis zum 20.01.2027 schriftlich zu äußern."

HEARINGS = [
    [("", "Anhörung nach § 24 SGB X"), (BODY, None)],
    [("Stadt Musterhausen\nBürgeramt\n\nAnhörung zur beabsichtigten Gebührenfestsetzung\n", None), (BODY, None)],
    [("", "Anhörungsbogen"), (BODY, "Ihre Angaben")],
    [("", "Trámite de audiencia"), ("Puede presentar alegaciones en un plazo de diez días.", None)],
    [("", "Preavviso di rigetto dell'istanza"), ("Può presentare osservazioni entro dieci giorni.", None)],
    [("", "Procédure contradictoire préalable"), ("Vous pouvez présenter vos observations.", None)],
    [("", "Audiência prévia dos interessados"), ("Pode pronunciar-se no prazo de dez dias.", None)],
]

NOT_HEARINGS = [
    # an invitation to an appointment, a decision, a hearing named only in running text
    [("", "Einladung zu einem Gespräch"), (BODY, None)],
    [("", "Bescheid über die Festsetzung von Gebühren"), (BODY, None)],
    [
        (
            "Nach der Anhörung vom 3. Mai 2026 und Ihrer Stellungnahme setzen wir die Gebühr wie folgt fest, "
            "wobei wir Ihre Einwände berücksichtigt haben und die Höhe unverändert bleibt.",
            "Bescheid",
        )
    ],
    [("", "Ihre Möglichkeit zur Stellungnahme"), (BODY, None)],
]


@pytest.mark.parametrize("clauses", HEARINGS)
def test_a_hearing_is_named_by_its_heading_or_subject_line(clauses: list[tuple[str, str | None]]) -> None:
    assert letter_kind("authority_letter", clauses) == "hearing"


@pytest.mark.parametrize("clauses", NOT_HEARINGS)
def test_no_hearing_without_one_in_a_heading(clauses: list[tuple[str, str | None]]) -> None:
    assert letter_kind("authority_letter", clauses) is None


def test_only_an_authoritys_letter_is_a_hearing() -> None:
    # "Anhörung des Betriebsrats" as a heading of an employment contract is no letter of an authority.
    clauses = [("", "Anhörung des Betriebsrats"), ("Vor jeder Kündigung wird der Betriebsrat angehört.", None)]
    assert letter_kind("employment_contract", clauses) is None


LETTER = """Landratsamt Musterkreis
Ausländerbehörde
Hauptstraße 1
12345 Musterstadt

Musterstadt, 02.12.2026

Anhörung vor einer Entscheidung über Ihren Antrag auf Verlängerung der Aufenthaltserlaubnis

Sehr geehrte Damen und Herren,

wir beabsichtigen, Ihren Antrag vom 15.09.2026 abzulehnen, weil der Lebensunterhalt nach den vorliegenden
Unterlagen nicht gesichert ist.

Ihre Möglichkeit zur Äußerung

Bevor wir entscheiden, haben Sie Gelegenheit, sich zu äußern. Bitte äußern Sie sich bis zum 06.01.2027 schriftlich.
Legen Sie außerdem Ihre Gehaltsabrechnungen der letzten drei Monate vor.

Mit freundlichen Grüßen
Im Auftrag
"""

DECISION = LETTER.replace("Anhörung vor einer Entscheidung über", "Entscheidung über").replace(
    "wir beabsichtigen, Ihren Antrag vom 15.09.2026 abzulehnen", "hiermit lehnen wir Ihren Antrag vom 15.09.2026 ab"
)


def _summary(text: str, language: str) -> str:
    doc = prepare(DocumentInput(explanation_language=parse_language(language), content=Text(text)), Settings())
    return explain_offline(doc).summary


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_summary_of_a_hearing_says_it_is_no_decision_yet(language: str) -> None:
    summary = _summary(LETTER, language)
    assert offline_catalogue(language).text["summary_hearing"] in summary


def test_the_summary_of_a_decision_does_not_call_it_a_hearing() -> None:
    summary = _summary(DECISION, "en")
    assert "authority" in summary
    assert offline_catalogue("en").text["summary_hearing"] not in summary


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reader_language_has_the_hearing_sentence(language: str) -> None:
    sentence = offline_catalogue(language).text["summary_hearing"]
    assert sentence.strip()
    if language != "en":
        assert sentence != offline_catalogue("en").text["summary_hearing"]  # written in the reader's language
