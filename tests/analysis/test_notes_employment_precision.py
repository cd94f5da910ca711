"""Two employment notes held to their category: the minimum-wage note compares the pay for work, not a premium, an
allowance or a cost counted by the hour; the side-job note is about a ban on all other work, not on the kind an
employer may bar (work that conflicts with its interests). Every sentence is our own."""

from __future__ import annotations

from datetime import date

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_de import _minimum_wage, find_german_notes

EMP = "employment_contract"
DAY = date(2026, 6, 1)  # a day the minimum-wage table covers


def _keys(text: str) -> set[str]:
    return {d.key for d in find_german_notes(ClauseView("c1", text, None, EMP, "de"))}


@pytest.mark.parametrize(
    "text",
    [
        "Die Arbeitnehmerin erhält 9,50 € brutto pro Stunde.",
        "Vergütet wird jede geleistete Stunde mit 10,00 € je Stunde.",
        "Der Stundenlohn beträgt 11,00 EUR brutto.",
    ],
)
def test_pay_below_the_minimum_wage_gets_the_note(text: str) -> None:
    assert [d.key for d in _minimum_wage(text, DAY)] == ["de_minimum_wage"]


@pytest.mark.parametrize(
    "text",
    [
        "Für Nachtarbeit wird ein Zuschlag von 2,50 € pro Stunde gezahlt.",
        "Die Rufbereitschaft wird mit einer Pauschale von 3,00 € je Stunde abgegolten.",
        "Fahrtkosten werden mit 0,30 € pro Kilometer und Wartezeiten mit 5,00 € pro Stunde erstattet.",
        "Für Nachtarbeit wird eine Zulage von 1,80 € je Stunde gewährt.",
        "Der Arbeitnehmer erhält 15,00 € brutto pro Stunde.",
    ],
)
def test_a_premium_an_allowance_or_pay_above_the_minimum_gets_none(text: str) -> None:
    assert _minimum_wage(text, DAY) == []


@pytest.mark.parametrize(
    "text",
    [
        "Jede Nebentätigkeit ist dem Arbeitnehmer untersagt.",
        "Der Arbeitnehmerin ist es verboten, eine Nebenbeschäftigung auszuüben.",
    ],
)
def test_a_ban_on_all_side_jobs_gets_the_note(text: str) -> None:
    assert "de_side_job" in _keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Nebentätigkeiten, die den berechtigten Interessen des Arbeitgebers zuwiderlaufen, sind untersagt.",
        "Eine Nebenbeschäftigung, durch die die Arbeitsleistung beeinträchtigt wird, ist nicht gestattet.",
        "Nebentätigkeiten sind untersagt, soweit sie die Arbeitskraft des Arbeitnehmers erheblich beeinträchtigen.",
    ],
)
def test_a_ban_on_the_kind_an_employer_may_bar_gets_none(text: str) -> None:
    assert "de_side_job" not in _keys(text)


# § 3 Abs. 1 EntgFG: six weeks of pay in sickness; § 12 EntgFG: no deviation to the employee's disadvantage.
@pytest.mark.parametrize(
    "text",
    [
        "Bei Krankheit besteht kein Anspruch auf Fortzahlung der Vergütung.",
        "Im Krankheitsfall wird das Gehalt nicht fortgezahlt.",
        "Die Weiterzahlung des Lohns bei Arbeitsunfähigkeit ist ausgeschlossen.",
    ],
)
def test_no_pay_in_sickness_in_its_other_wordings_gets_the_note(text: str) -> None:
    assert "de_sick_pay" in _keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Im Krankheitsfall wird die Vergütung nach den gesetzlichen Vorschriften fortgezahlt.",
        "Nach Ablauf von sechs Wochen besteht kein Anspruch auf Fortzahlung der Vergütung.",
        "Bei selbst verschuldeter Arbeitsunfähigkeit besteht kein Anspruch auf Fortzahlung der Vergütung.",
        "Bei unentschuldigtem Fehlen wird die Vergütung für diesen Tag nicht weitergezahlt.",
    ],
)
def test_the_statutory_rule_or_another_absence_gets_no_sick_pay_note(text: str) -> None:
    assert "de_sick_pay" not in _keys(text)
