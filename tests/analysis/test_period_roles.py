"""A period gets a role only where the words of its own phrase name it ([period_roles] of reading.toml): the noun that
governs it ("Probezeit von sechs Monaten"), the noun whose complement it is ("Die Probezeit beträgt sechs Monate") or
the noun it is declared to be ("Die ersten drei Monate gelten als Probezeit"). A role noun elsewhere in the sentence
names nothing; a period governed by another noun keeps that noun's role or none. Sentences written for these tests."""

from __future__ import annotations

import re

import pytest

from app.analysis.actions import find_actions
from app.analysis.deadlines import NAMED_PERIOD_KINDS, NAMED_PERIOD_ROLES, named_period_role
from app.analysis.facts import find_facts
from app.explain.key_dates import say_deadline
from app.locales import LANGUAGES, optional_toml
from app.models import Deadline, PreparedDocument, Segment


def _doc(text: str, language: str = "de") -> PreparedDocument:
    segments = tuple(Segment(m.start(), m.end()) for m in re.finditer(r"[^\n](?:.|\n(?!\n))*", text))
    return PreparedDocument(text=text, segments=segments, explanation_language="en", document_language=language)


def _periods(text: str, language: str = "de") -> list[Deadline]:
    return [d for d in find_facts(_doc(text, language)).deadlines if d.kind == "period"]


def _roles(text: str, language: str = "de") -> set[tuple[str | None, str | None]]:
    return {(d.period, d.role) for d in _periods(text, language)}


# (sentence, document language, period, role): the role noun governs the period, or the period is its complement.
NAMED = [
    ("Es wird eine Probezeit von sechs Monaten vereinbart.", "de", "P6M", "probation"),
    ("Die Probezeit beträgt vier Monate.", "de", "P4M", "probation"),
    ("Die ersten drei Monate der Beschäftigung gelten als Probezeit.", "de", "P3M", "probation"),
    ("Die ersten 6 Monate gelten als Probezeit.", "de", "P6M", "probation"),
    ("Der Arbeitnehmer erhält einen Jahresurlaub von 28 Arbeitstagen.", "de", "P28D", "holiday"),
    ("Der Urlaub beträgt 24 Arbeitstage im Kalenderjahr.", "de", "P24D", "holiday"),
    ("Der Urlaubsanspruch beträgt 26 Tage.", "de", "P26D", "holiday"),
    ("Die Dauer des Urlaubs beträgt derzeit - ohne Sonderurlaub - 27 Arbeitstage.", "de", "P27D", "holiday"),
    ("Die regelmäßige wöchentliche Arbeitszeit beträgt 38 Stunden.", "de", "PT38H", "working_time"),
    ("Es wird eine wöchentliche Arbeitszeit von 20 Stunden vereinbart.", "de", "PT20H", "working_time"),
    ("Die monatliche Arbeitszeit beträgt 150,00 Stunden.", "de", "PT150H", "working_time"),
    (
        "Ansprüche sind binnen einer Ausschlussfrist von zwei Monaten schriftlich geltend zu machen.",
        "de",
        "P2M",
        "exclusion",
    ),
    (
        "Alle Ansprüche aus diesem Vertrag verfallen, wenn sie nicht innerhalb von drei Monaten nach Fälligkeit "
        "schriftlich geltend gemacht werden.",
        "de",
        "P3M",
        "exclusion",
    ),
    ("Gegenseitige Ansprüche erlöschen beiderseits vier Monate nach ihrer Fälligkeit.", "de", "P4M", "exclusion"),
    ("Mängelansprüche verjähren in einem Jahr ab Lieferung.", "de", "P1Y", "limitation"),
    ("Die Gewährleistungsfrist beträgt 24 Monate ab Übergabe.", "de", "P24M", "limitation"),
    (
        "Bei gebrauchten Sachen verjähren Mängelansprüche innerhalb von 12 Monaten ab Übergabe.",
        "de",
        "P12M",
        "limitation",
    ),
    ("Für Unternehmer gilt eine Verjährungsfrist von einem Jahr.", "de", "P1Y", "limitation"),
    ("Der Vertrag läuft für die Dauer von zwei Jahren.", "de", "P2Y", "term"),
    ("Das Abonnement hat eine Mindestlaufzeit von 12 Monaten.", "de", "P12M", "term"),
    ("Das Arbeitsverhältnis ist befristet auf ein Jahr.", "de", "P1Y", "term"),
    ("The probationary period is three months.", "en", "P3M", "probation"),
    ("The first six months of employment shall be a probationary period.", "en", "P6M", "probation"),
    ("Your annual holiday entitlement is 25 days.", "en", "P25D", "holiday"),
    ("Your normal weekly working hours are 37 hours.", "en", "PT37H", "working_time"),
    ("The warranty period is two years from delivery.", "en", "P2Y", "limitation"),
    ("El período de prueba será de dos meses.", "es", "P2M", "probation"),
    ("La période d'essai est de trois mois.", "fr", "P3M", "probation"),
    ("Il periodo di prova è di sei mesi.", "it", "P6M", "probation"),
    ("O período experimental é de 90 dias.", "pt", "P90D", "probation"),
]


@pytest.mark.parametrize(("sentence", "language", "period", "role"), NAMED)
def test_the_noun_of_the_periods_phrase_gives_its_role(sentence: str, language: str, period: str, role: str) -> None:
    assert (period, role) in _roles(sentence, language)


# (sentence, document language, period, the role it must not get): a role noun elsewhere, or another noun governs.
NOT_NAMED = [
    # the period is a length of service, not the probation
    ("Nach sechs Monaten Betriebszugehörigkeit erhält der Arbeitnehmer eine Zulage.", "de", "P6M", "probation"),
    ("Nach Ablauf der Probezeit erhöht sich das Gehalt nach drei Monaten um 5 %.", "de", "P3M", "probation"),
    # the notice period during probation is no probation: "Kündigungsfrist" governs it
    (
        "Eine Probezeit von 6 Monaten mit einer Kündigungsfrist von einem Monat wird vereinbart.",
        "de",
        "P1M",
        "probation",
    ),
    ("Während der Probezeit kann mit einer Frist von zwei Wochen gekündigt werden.", "de", "P14D", "probation"),
    # a notice takes effect two weeks after receipt: no notice word governs the period
    ("Die Erklärung wird zwei Wochen nach Zugang wirksam.", "de", "P14D", "notice_period"),
    # the full holiday entitlement arises after a waiting time: "Betriebszugehörigkeit" governs the period
    (
        "Der volle Urlaubsanspruch entsteht erst nach einer Betriebszugehörigkeit von sechs Monaten.",
        "de",
        "P6M",
        "holiday",
    ),
    # the statutory limit the working time is extended beyond is no agreed working time
    (
        "Er willigt in eine Verlängerung seiner Arbeitszeit über die werktägliche Arbeitszeit von 8 Stunden ein.",
        "de",
        "PT8H",
        "working_time",
    ),
    ("Der Arbeitnehmer leistet bei Bedarf bis zu 10 Überstunden im Monat.", "de", "PT10H", "working_time"),
    # a holiday that lapses is no claim's exclusion period named by "Ansprüche"
    ("Der Resturlaub verfällt drei Monate nach Ende des Kalenderjahres.", "de", "P3M", "exclusion"),
    # a warranty word elsewhere in the sentence: the period is the time to report a defect
    ("Im Rahmen der Gewährleistung sind Mängel innerhalb von 7 Tagen anzuzeigen.", "de", "P7D", "limitation"),
    # a cap on working time is no working time agreed
    ("Die tägliche Arbeitszeit beträgt höchstens 10 Stunden.", "de", "PT10H", "working_time"),
    ("The maximum working time is 48 hours a week.", "en", "PT48H", "working_time"),
    ("After six months of service the employee may apply for a transfer.", "en", "P6M", "probation"),
]


@pytest.mark.parametrize(("sentence", "language", "period", "role"), NOT_NAMED)
def test_a_role_word_elsewhere_in_the_sentence_names_nothing(
    sentence: str, language: str, period: str, role: str
) -> None:
    assert (period, role) not in _roles(sentence, language)


def test_the_notice_period_keeps_its_own_role() -> None:
    assert ("P28D", "notice_period") in _roles("Die Kündigungsfrist beträgt vier Wochen zum Monatsende.")
    text = "Es gilt eine Probezeit von sechs Monaten, in der mit einer Kündigungsfrist von zwei Wochen gekündigt werden kann."
    assert _roles(text) >= {("P6M", "probation"), ("P14D", "notice_period")}


def test_named_role_reads_only_the_words_right_by_the_period() -> None:
    text = "Die Probezeit endet, und danach gilt eine Frist von sechs Monaten."
    at = text.index("sechs Monaten")
    assert named_period_role(text, at, at + len("sechs Monaten")) is None
    text = "Die Probezeit von sechs Monaten beginnt mit dem Eintritt."
    at = text.index("sechs Monaten")
    assert named_period_role(text, at, at + len("sechs Monaten")) == "probation"


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Es wird eine Probezeit von sechs Monaten vereinbart.", "Probation period: 6 months."),
        ("Der Arbeitnehmer erhält einen Jahresurlaub von 30 Arbeitstagen.", "Holiday: 30 working days."),
        ("Die regelmäßige wöchentliche Arbeitszeit des Mitarbeiters beträgt 40 Stunden.", "Working time: 40 hours."),
        # extra leave and the statutory minimum are holiday, said as what they are: no whole or second entitlement
        (
            "Schwerbehinderte erhalten einen zusätzlichen Urlaub von fünf Arbeitstagen.",
            "Additional holiday: 5 working days.",
        ),
        ("Der Arbeitnehmer erhält Zusatzurlaub von 3 Tagen.", "Additional holiday: 3 days."),
        ("Der gesetzliche Mindesturlaub beträgt 20 Arbeitstage.", "Statutory minimum holiday: 20 working days."),
        (
            "Es gilt der gesetzliche Urlaub von 24 Werktagen.",
            "Statutory minimum holiday: 24 working days (Monday to Saturday).",
        ),
        ("Employees receive additional leave of 2 days.", "Additional holiday: 2 days."),
    ],
)
def test_a_named_period_is_said_with_its_role(sentence: str, expected: str) -> None:
    language = "en" if sentence.startswith("Employees") else "de"
    [deadline] = [d for d in _periods(sentence, language) if d.role in NAMED_PERIOD_ROLES]
    assert say_deadline(deadline, "en").description == expected


def test_a_fraction_of_hours_is_not_said_as_a_whole_number() -> None:
    [deadline] = _periods("Die wöchentliche Arbeitszeit beträgt 38,5 Stunden.")
    assert (deadline.period, deadline.role) == ("PT38.5H", "working_time")
    assert say_deadline(deadline, "en").description is None


def test_a_named_period_asks_for_no_action() -> None:
    doc = _doc("Es wird eine Probezeit von sechs Monaten vereinbart. Der Urlaub beträgt 25 Arbeitstage.")
    facts = find_facts(doc)
    assert {d.role for d in facts.deadlines if d.kind == "period"} == {"probation", "holiday"}
    assert find_actions(doc, facts) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_named_role_is_worded_in_every_language(language: str) -> None:
    table = optional_toml(language, "deadlines").get("period_roles", {})
    assert set(table) == set(NAMED_PERIOD_KINDS)
    assert all("{period}" in text for text in table.values())
