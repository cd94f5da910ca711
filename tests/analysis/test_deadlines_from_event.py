"""A period gets an end date only where it runs from this letter: its delivery or receipt ("nach Bekanntgabe", "nach
Zugang dieses Schreibens", "of receiving this letter"), its date ("of the date of this letter"), or no "from" named in
a letter's own deadline. A period that runs from another event or another document's issue or delivery ("nach seiner
Ausstellung", "nach Eingang des neuen Bescheids", "after it is issued", "nach Ende des Kalenderjahres") is given as
written, with what it runs from, and no end date. Sentences written for this test (issue 23)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.analysis.deadlines import Place, find_deadlines, runs_from
from app.analysis.spans import ClauseIndex, Segment, sentence_bounds

_PERIOD = re.compile(
    r"einem Monat|eines Monats|zwei Wochen|drei Monaten|one month|two weeks|14 days|un mois|un mes|trenta giorni|30 dias"
)

# (sentence, what the period after the first number runs from)
FROM_ROWS = [
    # another document's issue, another event: no end date
    ("Bitte reichen Sie Ihren Rentenbescheid innerhalb von einem Monat nach seiner Ausstellung ein.", "other"),
    ("Die Bescheinigung ist innerhalb von zwei Wochen nach ihrer Erteilung vorzulegen.", "other"),
    ("Reichen Sie den Nachweis innerhalb von zwei Wochen nach Eingang des neuen Bescheids ein.", "other"),
    ("Legen Sie die Abrechnung innerhalb eines Monats nach Zustellung des neuen Bescheids vor.", "other"),
    ("Die Erklärung ist innerhalb von drei Monaten nach Ende des Kalenderjahres abzugeben.", "other"),
    ("Please send us the certificate within one month after it is issued.", "other"),
    ("Send us the new notice within two weeks after you receive it.", "other"),
    # this letter's delivery or receipt: the end date may be computed
    ("Gegen diesen Bescheid können Sie innerhalb eines Monats nach Bekanntgabe Widerspruch erheben.", "notification"),
    (
        "Gegen diesen Bescheid kann innerhalb eines Monats nach seiner Bekanntgabe Einspruch eingelegt werden.",
        "notification",
    ),
    ("Bitte antworten Sie innerhalb von zwei Wochen nach Zugang dieses Schreibens.", "notification"),
    ("Der Widerspruch ist innerhalb eines Monats nach Zustellung des Bescheids zu erheben.", "notification"),
    ("You may object within one month of receiving this letter.", "notification"),
    ("You may object within one month after you receive it.", "notification"),
    ("Vous pouvez répondre dans un délai d'un mois à compter de la réception de la présente lettre.", "notification"),
    ("Può presentare ricorso entro trenta giorni dal ricevimento della presente.", "notification"),
    ("Pode reclamar no prazo de 30 dias a contar da receção desta carta.", "notification"),
    ("Invii il certificato entro trenta giorni dopo il suo rilascio.", "other"),
    ("Envie o certificado no prazo de 30 dias após a sua emissão.", "other"),
    # this letter's date
    ("Please reply within 14 days of the date of this letter.", "letter_date"),
    ("Responda en el plazo de un mes desde la fecha de esta carta.", "letter_date"),
    # no "from" named
    ("Bitte zahlen Sie den Betrag innerhalb von zwei Wochen.", None),
]


@pytest.mark.parametrize(("sentence", "expected"), FROM_ROWS)
def test_what_a_period_runs_from(sentence: str, expected: str | None) -> None:
    found = _PERIOD.search(sentence)
    assert found is not None
    assert runs_from(sentence, found.end(), sentence_bounds(sentence, found.start())) == expected


def _letter(body: str) -> str:
    return (
        "Stadtverwaltung Beispielstadt\n\nDatum: 02.11.2026\n\nBescheid über Ihre Gebühren\n\n"
        f"{body}\n\n"
        "Rechtsbehelfsbelehrung\n\nGegen diesen Bescheid können Sie innerhalb eines Monats nach Bekanntgabe "
        "Widerspruch erheben.\n"
    )


def _periods(text: str) -> list[tuple[str, str | None]]:
    found = find_deadlines(text, ClauseIndex((Segment(0, len(text)),)), "admin", Place())
    return [(d.text, d.date) for d in found if d.kind == "period"]


@pytest.mark.parametrize(
    "request_sentence",
    [
        "Bitte senden Sie uns Ihre Lohnbescheinigung innerhalb von zwei Wochen nach ihrer Ausstellung zu.",
        "Bitte senden Sie uns den Bescheid der Rentenkasse innerhalb von zwei Wochen nach seiner Zustellung zu.",
        "Reichen Sie die Meldung innerhalb von zwei Wochen nach Ende des Kalenderjahres ein.",
    ],
)
def test_a_period_from_another_event_has_no_end_date_though_the_letter_names_its_notification(
    request_sentence: str,
) -> None:
    periods = _periods(_letter(request_sentence))
    request = [date for written, date in periods if written.startswith("innerhalb von zwei Wochen nach")]
    assert request == [None], periods
    # the objection period of the same letter still gets its end date: 02.11.2026 + 4 days + 1 month
    objection = [date for written, date in periods if "Bekanntgabe" in written]
    assert objection == ["2026-12-07"], periods


@pytest.mark.parametrize(
    "request_sentence",
    [
        "Bitte senden Sie uns die Unterlagen innerhalb von zwei Wochen nach Bekanntgabe dieses Bescheids zu.",
        "Bitte senden Sie uns die Unterlagen innerhalb von zwei Wochen nach Zugang zu.",
        "Bitte senden Sie uns die Unterlagen innerhalb von zwei Wochen zu.",
    ],
)
def test_a_period_from_this_letter_or_from_nothing_named_still_gets_its_end_date(request_sentence: str) -> None:
    periods = _periods(_letter(request_sentence))
    request = [date for written, date in periods if written.startswith("innerhalb von zwei Wochen")]
    assert request == ["2026-11-20"], periods  # 02.11.2026 + 4 days + 2 weeks


def test_a_period_after_a_document_is_issued_in_english_gets_no_date_from_the_letter_date() -> None:
    text = (
        "Dear Ms Example,\n\n12 October 2026\n\nPlease send us your payslip within one month after it is issued. "
        "You may reply within one month of the date of this letter.\n"
    )
    periods = _periods(text)
    assert [date for written, date in periods if written.startswith("within one month after")] == [None], periods
    assert [date for written, date in periods if "date of this letter" in written] == ["2026-11-12"], periods


def test_the_contribution_letters_request_has_no_end_date_and_its_objection_period_has_one() -> None:
    # tests/explain/letters/: the insurer asks for next year's tax assessment within a month of that document's
    # issue; before, this period was given the end date of the letter's own objection period (and the objection
    # period itself, the same date, was dropped as said twice).
    text = (Path(__file__).resolve().parents[1] / "explain" / "letters" / "krankenkasse_beitrag.txt").read_text(
        encoding="utf-8"
    )
    found = find_deadlines(text, ClauseIndex((Segment(0, len(text)),)), "social", Place())
    periods = [(d.text, d.date) for d in found if d.kind == "period"]
    assert [date for written, date in periods if "Ausstellung" in written] == [None], periods
    assert [date for written, date in periods if "Bekanntgabe" in written] == ["2026-12-29"], periods
