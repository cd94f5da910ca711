"""A period without an end date says what it runs from, where its words name it (app/analysis/deadlines.py
``said_start``, [runs_from_*] and period_of_* of actions.toml): from when the reader receives this letter, from the
letter's date, or from the point in time the text names (another document, another event, a receipt of what the words
do not say); a bare period says nothing of it. The words of "from" are each language's data ([period_from] of
reading.toml). Sentences written for these tests."""

from __future__ import annotations

import re

import pytest

from app.analysis.deadlines import said_start
from tests.analysis.test_actions import actions_in, make_doc, worded

_PERIOD = re.compile(
    r"(?:within|innerhalb)[^.]*?(?:days|weeks|month|Wochen|Monats|Monaten|Tagen)|dans un délai d'un mois|en el plazo de un mes|"
    r"entro trenta giorni|no prazo de 30 dias"
)

# (sentence, what the reader is told the period runs from)
ROWS = [
    ("Please send us the form within two weeks of receiving this letter.", "receipt"),
    ("Bitte senden Sie uns das Formular innerhalb von zwei Wochen nach Zugang dieses Schreibens.", "receipt"),
    ("Vous pouvez répondre dans un délai d'un mois à compter de la réception de la présente lettre.", "receipt"),
    ("Puede responder en el plazo de un mes a partir de la recepción de esta carta.", "receipt"),
    ("Può rispondere entro trenta giorni dal ricevimento della presente.", "receipt"),
    ("Pode responder no prazo de 30 dias a contar da receção desta carta.", "receipt"),
    ("Please reply within 14 days of the date of this letter.", "letter_date"),
    # another document, another event: the point in time the text names
    ("Please send us the certificate within one month after it is issued.", "event"),
    ("Reichen Sie den Nachweis innerhalb von zwei Wochen nach Eingang des neuen Bescheids ein.", "event"),
    ("Die Erklärung ist innerhalb von drei Monaten nach Ende des Kalenderjahres abzugeben.", "event"),
    # a receipt of what the words do not name: not said as this letter's
    ("Bitte zahlen Sie innerhalb von 30 Tagen nach Erhalt.", "event"),
    ("You may object within one month after you receive it.", "event"),
    # nothing named after the period
    ("Bitte zahlen Sie den Betrag innerhalb von zwei Wochen.", None),
]


@pytest.mark.parametrize(("sentence", "expected"), ROWS)
def test_what_the_reader_is_told_a_period_runs_from(sentence: str, expected: str | None) -> None:
    found = _PERIOD.search(sentence)
    assert found is not None
    assert said_start(sentence, found.start(), len(sentence) - found.start()) == expected


# (document text, its language, what the key date says in English, in German)
SAID = [
    (
        "Notice of your claim\n\nPlease send us your payslip within two weeks of receiving this letter.\n",
        "en",
        "A period of 2 weeks from when you receive this letter.",
        "Frist: 2 Wochen ab Zugang dieses Schreibens.",
    ),
    (
        "Bescheinigung\n\nBitte reichen Sie die Bescheinigung innerhalb von einem Monat nach ihrer Ausstellung ein.\n",
        "de",
        "A period of 1 month, counted from the point in time the text names.",
        "Frist: 1 Monat, gerechnet ab dem Zeitpunkt, den der Text nennt.",
    ),
    (
        "Reminder\n\nPlease reply within 14 days.\n",
        "en",
        "A period of 14 days.",
        "Frist: 14 Tage.",
    ),
]


@pytest.mark.parametrize(("text", "document_language", "english", "german"), SAID)
def test_a_period_without_an_end_date_says_what_it_runs_from_in_english_and_german(
    text: str, document_language: str, english: str, german: str
) -> None:
    for reader, expected in (("en", english), ("de", german)):
        doc = make_doc(text, reader, document_language)
        assert [d.description for d in worded(doc).deadlines if d.kind == "period"] == [expected]


def test_an_objection_period_from_another_document_says_so_after_its_phrase() -> None:
    text = "Your claim\n\nYou may appeal against the new decision within one month after it is issued.\n"
    doc = make_doc(text, "en", "en")
    facts = worded(doc)
    said = [d.description for d in facts.deadlines if d.kind == "period"]
    assert len(said) == 1 and said[0] is not None
    assert said[0] == "An objection is possible within 1 month. It is counted from the point in time the text names."
    assert "receive this letter" not in said[0]


def test_the_same_withdrawal_period_bare_and_with_its_start_is_one_action_said_with_its_start() -> None:
    text = (
        "Widerrufsrecht\n\nSie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu "
        "widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem Sie die Ware erhalten haben.\n"
    )
    doc = make_doc(text, "en", "de")
    options = [a.text for a in actions_in(doc, worded(doc), "en") if a.kind == "option"]
    assert options == ["You can withdraw within 14 days. It is counted from the point in time the text names."]
