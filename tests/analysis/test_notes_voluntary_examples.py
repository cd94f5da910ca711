"""Examples after "wie" or "insbesondere" do not narrow a reservation of voluntariness for "sonstige Leistungen": it
still reaches every other benefit (BAG 10 AZR 526/10); one whose examples are all one-off payments stays silent."""

from __future__ import annotations

import pytest

from tests.analysis.test_notes_side_job_consent import keys


@pytest.mark.parametrize(
    "text",
    [
        "Sonstige Leistungen wie Prämien oder Zulagen zahlt die Firma freiwillig; ein Anspruch entsteht nicht.",
        "Weitere Zahlungen, insbesondere Zulagen für besondere Aufgaben, erfolgen freiwillig.",
    ],
)
def test_examples_do_not_narrow_a_reservation_for_every_other_benefit(text: str) -> None:
    assert "de_voluntary_revocable" in keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sonstige Leistungen wie das Weihnachtsgeld sind freiwillig und begründen keinen Anspruch für die Zukunft.",
        "Die Prämie für das Jahr 2027 zahlt die Firma freiwillig.",  # one benefit named, not every other one
    ],
)
def test_one_off_examples_or_one_named_benefit_stay_silent(text: str) -> None:
    assert "de_voluntary_revocable" not in keys(text)
