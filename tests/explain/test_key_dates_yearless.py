"""A date to meet written without a year ("bis zum 31. März des Folgejahres") is said with its day and month and that
the clause names the year; without a duty in its sentence it is no key date."""

from __future__ import annotations

import pytest

from tests.analysis.test_key_dates import described

CARRY_OVER = """Arbeitsvertrag

§ 6 Urlaub
Der Arbeitnehmer erhält 26 Arbeitstage Urlaub im Kalenderjahr. Übertragener Resturlaub muss bis zum 31. März des
folgenden Jahres genommen werden.
"""
NO_DUTY = """Arbeitsvertrag

§ 6 Urlaub
Die Betriebsferien dauern jedes Jahr bis zum 31. Juli.
"""


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Something is due by 31 March; the clause says which year."),
        ("de", "Etwas ist fällig bis zum 31. März; welches Jahr, sagt die Klausel."),
        ("fr", "Une échéance tombe le 31 mars ; la clause dit de quelle année."),
    ],
)
def test_a_yearless_date_to_meet_is_said_with_day_and_month(language: str, said: str) -> None:
    dates = [(role, description) for role, description, text in described(CARRY_OVER, language) if "31" in text]
    assert dates == [("due", said)]


def test_a_yearless_date_without_a_duty_is_no_key_date() -> None:
    assert [text for _role, _d, text in described(NO_DUTY, "en") if "31" in text] == []
