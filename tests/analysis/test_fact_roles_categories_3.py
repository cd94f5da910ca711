"""Two kinds of wrong fact (issue 23, y23), by category, both ways, on sentences written for these tests:

- an earliest date ("not before", "no earlier than", "frühestens am", "nicht vor dem", "no antes del", "pas avant le",
  "non prima del", "não antes de") is the first day something may be done, never a deadline ("by") nor the day a
  notice takes effect; and a period that must pass before a right starts ("after the first 6 months", "nach Ablauf
  der ersten 6 Monate") is never said as the notice period;
- a rate that names what it is a share of ("10 % des Regelbedarfs", "50 % of the last salary", "5 % of the order
  value") is said with that base or not at all; a rate of the thing itself only where no other base is named.
"""

from __future__ import annotations

import pytest

from app.analysis.dates import find_dates
from app.analysis.deadlines import find_key_dates
from app.analysis.spans import ClauseIndex
from app.explain.frames import figures, frame_text, percent_in
from app.explain.values import extract_values, first_percent
from app.models import Segment


def roles(text: str) -> list[str]:
    return [key.role for key in find_key_dates(text, list(find_dates(text)), ClauseIndex((Segment(0, len(text)),)))]


# --------------------------------------------------------------------- an earliest date is no deadline
@pytest.mark.parametrize(
    "text",
    [
        "Notice may not be served before 1 May 2028.",
        "The landlord cannot give notice before 30 June 2029.",
        "The account can be closed no earlier than 1 March 2028.",
        "Either party may cancel, but not before 15 January 2028.",
        "Die Kündigung darf nicht vor dem 1. Mai 2028 erklärt werden.",
        "Eine Kündigung ist frühestens zum 31.12.2028 möglich.",
        "Der Mieter kann frühestens am 01.10.2027 kündigen.",
        "El preaviso no podrá darse antes del 1 de mayo de 2028.",
        "Le congé ne peut être donné avant le 1 mai 2028.",
        "Il recesso non può essere esercitato prima del 1 maggio 2028.",
        "A denúncia não pode ser feita antes de 1 de maio de 2028.",
    ],
)
def test_an_earliest_date_gets_no_deadline_role(text: str) -> None:
    assert roles(text) == []


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Notice must be served before 1 May 2028.", "due"),
        ("If you do not pay before 1 May 2028, interest is charged.", "due"),
        ("Please reply no later than 1 May 2028.", "due"),
        ("Die Zahlung ist spätestens am 01.05.2028 fällig.", "due"),
        ("Bitte zahlen Sie bis zum 1. Mai 2028.", "due"),
        ("El pago debe hacerse antes del 1 de mayo de 2028.", "due"),
        ("Le paiement doit être fait avant le 1 mai 2028.", "due"),
    ],
)
def test_a_latest_date_keeps_its_deadline_role(text: str, role: str) -> None:
    assert roles(text) == [role]


# --------------------------------------------------------------------- a waiting time is no notice period
@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("The Tenant may end this tenancy after the first 6 months by giving notice in writing.", "en"),
        ("The tenancy may be ended by notice following an initial period of 12 months.", "en"),
        ("Der Mieter kann das Mietverhältnis nach Ablauf der ersten 6 Monate schriftlich kündigen.", "de"),
        ("Das Mietverhältnis kann frühestens nach 12 Monaten gekündigt werden.", "de"),
    ],
)
def test_a_period_before_a_right_starts_is_no_period_to_say(sentence: str, language: str) -> None:
    assert "period" not in figures(sentence, "en", language)
    assert "months" not in figures(sentence, "en", language)


def test_the_notice_period_is_said_and_not_the_waiting_time() -> None:
    sentence = (
        "Der Mieter kann das Mietverhältnis nach Ablauf der ersten 6 Monate mit einer Frist von einem Monat kündigen."
    )
    said = frame_text(sentence, "en", "de")
    assert "1 month" in said
    assert "6 months" not in said


@pytest.mark.parametrize(
    ("sentence", "language", "period"),
    [
        ("The tenancy may be ended by either party by giving 2 months' notice in writing.", "en", "2 months"),
        ("Das Mietverhältnis kann mit einer Frist von 3 Monaten gekündigt werden.", "de", "3 months"),
        ("Die Kündigungsfrist beträgt 3 Monate nach Zugang der Kündigung.", "de", "3 months"),
    ],
)
def test_a_notice_period_is_still_a_period(sentence: str, language: str, period: str) -> None:
    assert figures(sentence, "en", language)["period"] == period


# --------------------------------------------------------------------- a rate with its base
@pytest.mark.parametrize(
    "sentence",
    [
        "Die Leistung wird um 30 % des maßgebenden Regelbedarfs gemindert.",
        "Als Entschädigung erhalten Sie 50 % der zuletzt bezogenen Vergütung.",
        "Compensation is 50% of the last salary for each year of the restriction.",
        "A cancellation fee of 5 % of the order value is charged.",
        "Se cobra una penalización del 10 % del precio total.",
        "Une pénalité de 10 % du prix est due.",
        "È dovuta una penale del 10 % del prezzo.",
        "É devida uma multa de 10 % do valor total.",
    ],
)
def test_a_rate_with_a_named_base_is_never_said_alone(sentence: str) -> None:
    assert first_percent(sentence) is None
    assert percent_in(sentence, "en") is None
    assert extract_values(sentence).percents == []
    assert "percent" not in figures(sentence, "en", None)


@pytest.mark.parametrize(
    ("sentence", "rate"),
    [
        ("Die Miete erhöht sich jährlich um 3 %.", "3%"),
        ("You get a discount of 10% on your first order.", "10%"),
        ("Ihr Bürgergeld wird für einen Monat um 10 Prozent gemindert.", "10%"),
        ("The interest rate is 4.5 percent a year.", "4.5%"),
    ],
)
def test_a_rate_of_the_thing_itself_is_still_said(sentence: str, rate: str) -> None:
    assert percent_in(sentence, "en") == rate
    assert extract_values(sentence).percents != []


def test_a_cut_of_the_standard_needs_is_said_with_that_base_or_not_at_all() -> None:
    with_base = (
        "Wenn Sie ohne wichtigen Grund nicht zu dem Termin erscheinen, wird Ihr Bürgergeld um 10 Prozent des "
        "maßgebenden Regelbedarfs für einen Monat gemindert."
    )
    other_base = "Wenn Sie ohne wichtigen Grund nicht zu dem Termin erscheinen, wird Ihr Bürgergeld um 10 % der Kosten gemindert."
    own = "Wenn Sie ohne wichtigen Grund nicht zu dem Termin erscheinen, wird Ihr Bürgergeld für einen Monat um 10 % gemindert."
    assert frame_text(with_base, "en", "de") == (
        "If you do not attend without a good reason, your Bürgergeld is cut by 10% of the standard needs rate "
        "(Regelbedarf) for 1 month."
    )
    assert "des Regelbedarfs" in frame_text(with_base, "de", "de")
    assert "10" not in frame_text(other_base, "en", "de")
    assert (
        frame_text(own, "en", "de")
        == "If you do not attend without a good reason, your Bürgergeld is cut by 10% for 1 month."
    )
