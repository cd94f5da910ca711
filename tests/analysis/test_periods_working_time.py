"""Working time is a period with a role only where the words of its own phrase name it (issue 23): the noun of working
time with its rate anywhere in the phrase ("Die Arbeitszeit pro Woche beträgt 40 Stunden"), a label ("Wöchentliche
Arbeitszeit: 30 Std."), the subject of a second predicate, a verb or noun of working with the rate right after the hours
("arbeitet 30 Stunden pro Woche"), the abbreviations "Std.", "hrs", "Wo.", "Mon.". The same number without the mark, a
cap, a comparison, a condition, overtime, rest or opening hours get no role; "alle zwei Wochen" and "14-tägig" are a
frequency, no period. Every case both ways, on sentences written for these tests."""

from __future__ import annotations

import pytest

from tests.analysis.test_period_roles import _roles

# (document language, sentence, period): the words of the period's own phrase make it the working time.
WORKING_TIME = [
    ("de", "Die Arbeitszeit pro Woche beträgt 40 Stunden.", "PT40H"),
    ("de", "Die Arbeitszeit beträgt wöchentlich 38,5 Std.", "PT38.5H"),
    ("de", "Die wöchentliche Arbeitszeit beträgt durchschnittlich 39 Std. ohne Pausen.", "PT39H"),
    ("de", "Es wird eine vereinbarte Wochenarbeitszeit von 35 Std. festgelegt.", "PT35H"),
    ("de", "Die vereinbarte Arbeitszeit beträgt 150 Stunden im Monat.", "PT150H"),
    ("de", "Die Arbeitszeit beträgt 36 Wochenstunden.", "PT36H"),
    ("de", "Die regelmäßige Arbeitszeit beträgt ausschließlich der Pausen 37 Stunden wöchentlich.", "PT37H"),
    ("de", "Wöchentliche Arbeitszeit: 30 Stunden", "PT30H"),
    ("de", "Die Arbeitszeit richtet sich nach dem Haustarif und beträgt derzeit 38 Stunden pro Woche.", "PT38H"),
    ("de", "Die Mitarbeiterin arbeitet 25 Stunden pro Woche.", "PT25H"),
    ("de", "Der Angestellte wird mit 20 Stunden in der Woche beschäftigt.", "PT20H"),
    ("de", "Die Teilzeittätigkeit umfasst 15 Stunden wöchentlich.", "PT15H"),
    ("de", "Der Arbeitnehmer ist mit 32 Std./Woche tätig.", "PT32H"),
    ("en", "The working hours are 37 hours per week.", "PT37H"),
    ("en", "Regular weekly working hours shall be 40 hours.", "PT40H"),
    ("en", "The employee works 37.5 hours a week.", "PT37.5H"),
    ("en", "The assistant shall work 24 hours per week.", "PT24H"),
    ("en", "She is employed for 16 hrs per week.", "PT16H"),
    ("fr", "La durée hebdomadaire du travail est de 35 heures.", "PT35H"),
    ("es", "La jornada de trabajo será de 40 horas semanales.", "PT40H"),
    ("it", "L'orario di lavoro settimanale è di 38 ore.", "PT38H"),
    ("pt", "A jornada de trabalho é de 44 horas semanais.", "PT44H"),
]


@pytest.mark.parametrize(("language", "text", "period"), WORKING_TIME)
def test_hours_their_phrase_names_are_the_working_time(language: str, text: str, period: str) -> None:
    assert (period, "working_time") in _roles(text, language)


# The same numbers of hours without the mark, or marked as something else: no working time.
NOT_WORKING_TIME = [
    ("de", "Arbeitet der Arbeitnehmer mehr als 45 Stunden pro Woche, wird ein Ausgleich gewährt."),  # a condition
    ("de", "Wird die Mitarbeiterin mit weniger als 15 Stunden pro Woche beschäftigt, entfällt die Zulage."),
    ("de", "Der Arbeitnehmer ist bereit, bis zu 10 Stunden pro Woche zusätzlich zu arbeiten."),  # a cap of extra work
    ("de", "Die Arbeitszeit beträgt höchstens 48 Stunden pro Woche."),  # a cap
    ("de", "Die Höchstarbeitszeit beträgt 10 Stunden täglich."),
    ("de", "Die tägliche Arbeitszeit darf 10 Stunden nicht überschreiten."),
    ("de", "Eine Verlängerung über die werktägliche Arbeitszeit von 8 Stunden hinaus ist zulässig."),
    ("de", "Der Arbeitnehmer arbeitet 5 Stunden pro Woche Überstunden ab."),  # overtime
    ("de", "Die Ruhezeit beträgt 11 Stunden täglich."),  # rest, no work
    ("de", "Das Büro ist 10 Stunden täglich geöffnet."),  # opening hours
    ("de", "Der Mitarbeiter ist 24 Stunden täglich erreichbar."),
    ("de", "Der Arbeitnehmer arbeitet 40 Stunden."),  # no rate: hours of what?
    ("en", "If the employee works more than 48 hours a week, overtime is paid."),
    ("en", "The employee may be asked to work up to 5 hours per week of overtime."),
    ("en", "The maximum working time is 10 hours per day."),
    ("en", "Working time may not exceed 48 hours per week."),
    ("en", "The office is open 9 hours a day."),
    ("fr", "La durée maximale du travail est de 48 heures."),
    ("es", "La jornada máxima es de 9 horas."),
    ("it", "L'orario massimo di lavoro è di 48 ore."),
    ("pt", "A jornada máxima de trabalho é de 10 horas."),
]


@pytest.mark.parametrize(("language", "text"), NOT_WORKING_TIME)
def test_hours_without_the_mark_are_no_working_time(language: str, text: str) -> None:
    assert all(role != "working_time" for _period, role in _roles(text, language))


# A frequency ("alle zwei Wochen", "14-tägig", "every two weeks") is no period to keep.
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Die Abrechnung der Stunden erfolgt alle zwei Wochen."),
        ("de", "Das Gehalt wird 14-tägig überwiesen."),
        ("en", "Wages are paid every two weeks."),
    ],
)
def test_a_frequency_is_no_period(language: str, text: str) -> None:
    assert _roles(text, language) == set()


# The abbreviated week and month are read as the week and the month ("2 Wo.", "3 Mon."); the role stays that of the
# deadline's words.
@pytest.mark.parametrize(
    ("text", "period", "role"),
    [
        ("Der Widerruf ist innerhalb von 2 Wo. zu erklären.", "P14D", "withdrawal"),
        ("Die Kündigungsfrist beträgt 4 Wo. zum Monatsende.", "P28D", "notice_period"),
        ("Die Probezeit beträgt 3 Mon. ab Arbeitsbeginn.", "P3M", "probation"),
    ],
)
def test_abbreviated_weeks_and_months_are_read(text: str, period: str, role: str) -> None:
    assert (period, role) in _roles(text)


def test_an_abbreviated_week_without_a_deadline_word_is_no_period() -> None:
    assert _roles("Der Kurs dauert 2 Wo. und ist kostenlos.") == set()


# The warranty's period and the second, shorter period of a clause on lapsing claims are named by their phrase too
# (the same round): "Die Gewährleistung endet … zwei Jahre ab …", "beträgt bei gebrauchten Waren ein Jahr", "… jedoch
# nicht später als einen Monat nach Fälligkeit".
@pytest.mark.parametrize(
    ("language", "text", "period", "role"),
    [
        ("de", "Die gesetzliche Gewährleistung endet bei neuen Sachen zwei Jahre ab Übergabe.", "P2Y", "limitation"),
        ("de", "Die Gewährleistung für gebrauchte Sachen beträgt ein Jahr.", "P1Y", "limitation"),
        ("de", "Die Verjährungsfrist beträgt bei gebrauchten Waren ein Jahr ab Übergabe.", "P1Y", "limitation"),
        ("en", "The statutory warranty ends two years after delivery.", "P2Y", "limitation"),
        (
            "de",
            "Alle Ansprüche erlöschen drei Monate nach Fälligkeit, bei ausgeschiedenen Beschäftigten jedoch nicht "
            "später als einen Monat nach Fälligkeit.",
            "P1M",
            "exclusion",
        ),
    ],
)
def test_warranty_and_lapse_periods_their_phrase_names(language: str, text: str, period: str, role: str) -> None:
    assert (period, role) in _roles(text, language)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Die Gewährleistung endet, wenn der Kunde die Ware zwei Wochen nicht abholt."),  # a condition
        ("de", "Die Kündigung ist spätestens einen Monat vor Ablauf zu erklären."),  # no claims lapse
        ("en", "The warranty ends if you do not collect the goods within two weeks."),
    ],
)
def test_no_warranty_or_lapse_period_without_its_phrase(language: str, text: str) -> None:
    assert all(role not in ("limitation", "exclusion") for _period, role in _roles(text, language))


# A compound joins the hours to their week ("40-Stunden-Woche", "a 37.5-hour week"): with a word of working, the hours
# worked a week; without one ("Es gilt die 40-Stunden-Woche") or joined to no week ("24-Stunden-Service"), no role.
@pytest.mark.parametrize(
    ("language", "text", "period"),
    [
        ("de", "Der Arbeitnehmer wird in Vollzeit mit einer 40-Stunden-Woche beschäftigt.", "PT40H"),
        ("de", "Die Mitarbeiterin arbeitet in einer 38,5-Stunden-Woche.", "PT38.5H"),
        ("en", "The employee works a 37.5-hour week.", "PT37.5H"),
        ("en", "The assistant is employed on a 20-hour working week.", "PT20H"),
    ],
)
def test_hours_joined_to_their_week_are_the_working_time(language: str, text: str, period: str) -> None:
    assert (period, "working_time") in _roles(text, language)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Es gilt die 40-Stunden-Woche."),
        ("de", "Wir bieten einen 24-Stunden-Service an, an dem der Mitarbeiter tätig ist."),
        ("de", "Arbeitet der Arbeitnehmer mehr als eine 40-Stunden-Woche, wird Freizeit gewährt."),
        ("en", "Our 24-hour support team works around the clock."),
    ],
)
def test_hours_joined_to_no_week_or_without_work_get_no_role(language: str, text: str) -> None:
    assert all(role != "working_time" for _period, role in _roles(text, language))
