"""A letter asking to raise the rent: today's rent is paid every month, never "from" the day the raise would take
effect; that day starts the payments only in the payment's own sentence or where its sentence names the term; a
request for consent by a date is a reply to give by then; the letter is about a tenancy (app/analysis/actions.py,
app/analysis/classify.py). Letters and leases written for these tests."""

from __future__ import annotations

import pytest

from app.analysis.classify import classify
from tests.analysis.test_actions import actions_in, make_doc, worded

INCREASE_LETTER = """Genossenschaft Beispielhaus eG

Bremen, 05.11.2026

Erhöhung der Miete

Sehr geehrter Herr Mustermann,

die Grundmiete Ihrer Wohnung beträgt zurzeit 580,00 EUR monatlich und wurde seit zwei Jahren nicht verändert.

Wir bitten Sie, der Erhöhung der Grundmiete auf 630,00 EUR monatlich mit Wirkung ab dem 01.03.2027 zuzustimmen.

Bitte erteilen Sie Ihre Zustimmung bis zum 28.02.2027.

Mit freundlichen Grüßen
"""

NEW_RENT_SAME_SENTENCE = """Dear Mr Example,

we write about your flat. A new rent of £1,150.00 per month will take effect from 1 April 2027.

Yours sincerely
"""

LEASE_START = """Mietvertrag

§ 1 Mietzeit
Das Mietverhältnis beginnt am 01.04.2027 und läuft auf unbestimmte Zeit.

§ 2 Miete
Die Miete beträgt monatlich 720,00 EUR.
"""


def _payments(text: str, document_language: str = "de") -> list[str]:
    doc = make_doc(text, "en", document_language)
    return [a.text for a in actions_in(doc, worded(doc), "en") if a.kind == "payment"]


def test_todays_rent_is_not_paid_from_the_day_a_raise_would_take_effect() -> None:
    assert _payments(INCREASE_LETTER) == ["Pay €580.00 (rent) every month."]
    # without "zurzeit": the raise's start belongs to the new rent, which this sentence does not name
    plain = INCREASE_LETTER.replace("beträgt zurzeit", "beträgt")
    assert _payments(plain) == ["Pay €580.00 (rent) every month."]


@pytest.mark.parametrize(
    ("text", "language", "said"),
    [
        (NEW_RENT_SAME_SENTENCE, "en", "Pay £1,150.00 (rent) every month from Thursday, 1 April 2027."),
        (LEASE_START, "de", "Pay €720.00 (rent) every month from Thursday, 1 April 2027."),
    ],
)
def test_a_start_in_the_payments_sentence_or_of_the_term_starts_the_payments(
    text: str, language: str, said: str
) -> None:
    assert _payments(text, language) == [said]


def test_a_request_for_consent_by_a_date_is_a_reply_by_then() -> None:
    doc = make_doc(INCREASE_LETTER, "en", "de")
    dated = [a.text for a in actions_in(doc, worded(doc), "en") if a.date == "2027-02-28"]
    assert dated == ["Reply or comment by Sunday, 28 February 2027."]


@pytest.mark.parametrize(
    "text",
    [
        INCREASE_LETTER,
        "Sehr geehrte Frau Beispiel,\n\nnach dem aktuellen Mietspiegel liegt Ihre Kaltmiete unter der ortsüblichen "
        "Vergleichsmiete. Wir bitten um Ihre Zustimmung.\n\nMit freundlichen Grüßen",
        "Dear Ms Example,\n\nthis is notice of a rent increase for your flat under your tenancy.\n\nKind regards",
    ],
)
def test_a_letter_about_the_rent_is_about_a_tenancy(text: str) -> None:
    assert classify(text)[0] == "rental_contract"


@pytest.mark.parametrize(
    "text",
    [
        "Arbeitsvertrag\n\n§ 1 Beginn\nDas Arbeitsverhältnis beginnt am 01.03.2027.\n\n§ 2 Vergütung\nDer Arbeitnehmer "
        "erhält ein Bruttomonatsgehalt von 3.200,00 EUR. Ein Mietzuschuss wird nicht gezahlt.",
        "Einkommensteuerbescheid für 2025\n\nEinkünfte aus Vermietung und Verpachtung: 4.800,00 EUR. Die festgesetzte "
        "Einkommensteuer beträgt 6.120,00 EUR. Finanzamt, Steuernummer, Bescheid.",
    ],
)
def test_a_rent_word_in_passing_does_not_make_a_tenancy(text: str) -> None:
    assert classify(text)[0] != "rental_contract"
