"""A ban on side jobs that holds only without the employer's consent is a consent reservation (an "unusual" note: the
employer must consent where no legitimate interest suffers), not a ban on side jobs as such ("may be invalid")."""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes


def keys(text: str) -> set[str]:
    return {d.key for d in find_german_notes(ClauseView("c1", text, None, "employment_contract", "de"))}


@pytest.mark.parametrize(
    "text",
    [
        "Der Arbeitnehmer darf ohne Zustimmung der Firma keine Nebentätigkeit übernehmen.",
        "Ohne vorherige schriftliche Genehmigung des Arbeitgebers ist eine Nebenbeschäftigung nicht gestattet.",
        "Eine bezahlte Nebentätigkeit ist nur mit Einwilligung der Geschäftsleitung erlaubt; ohne sie ist sie untersagt.",
    ],
)
def test_a_ban_lifted_by_consent_is_a_consent_reservation(text: str) -> None:
    found = keys(text)
    assert "de_side_job_consent" in found and "de_side_job" not in found, found


@pytest.mark.parametrize(
    "text",
    [
        "Der Arbeitnehmer darf keine Nebentätigkeit übernehmen.",
        "Eine Nebenbeschäftigung ist dem Arbeitnehmer untersagt, auch wenn sie unentgeltlich ist.",
    ],
)
def test_a_ban_without_a_way_to_consent_stays_a_ban(text: str) -> None:
    assert "de_side_job" in keys(text)
