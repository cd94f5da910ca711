"""The action list, the key dates and the document's date (app/analysis/actions.py, deadlines.py), worded for
the reader at the edge (app/explain/key_dates.py)."""

from __future__ import annotations

import re

import pytest

from app.analysis.actions import document_date, find_actions
from app.analysis.dates import find_dates, time_after
from app.analysis.facts import key_facts
from app.explain.key_dates import fmt_money, said_facts, say_actions
from app.models import Action, Facts, PreparedDocument, Segment

# Written for these tests: an invitation in the style of a Jobcenter letter.
INVITATION = """Jobcenter Musterstadt
Hauptstraße 1, 50667 Köln

Köln, 09.09.2025

Einladung zu einem persönlichen Gespräch nach § 59 SGB II

Sehr geehrte Damen und Herren,

wir laden Sie ein, am Dienstag, 23.09.2025, um 09:30 Uhr im Jobcenter, Zimmer 12, zu erscheinen.

Wenn Sie den Termin wegen Krankheit nicht wahrnehmen können, teilen Sie uns dies bitte bis zum 19.09.2025 mit und legen Sie eine Arbeitsunfähigkeitsbescheinigung vor.

Rechtsbehelfsbelehrung

Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch beim Jobcenter Musterstadt erhoben werden.
"""

LEASE = """Residential tenancy agreement

1. Term. The tenancy starts on 1 March 2026 and runs for an indefinite period.

2. Rent. The tenant shall pay a monthly rent of EUR 1,145.00, payable in advance by the third working day of each month.

3. Deposit. The tenant shall pay a deposit of EUR 2,290.00 at the start of the tenancy.
"""

FIXED_TERM = """Befristeter Arbeitsvertrag

Datum: 15.11.2019

§ 1 Beginn und Dauer

Das Arbeitsverhältnis ist befristet vom 01.01.2020 bis 31.12.2020. Es endet, ohne dass es einer Kündigung bedarf.

§ 2 Vergütung

Der Arbeitnehmer erhält ein monatliches Bruttogehalt von 3.200,00 EUR.
"""


def make_doc(text: str, language: str = "en", document_language: str = "de") -> PreparedDocument:
    segments = tuple(Segment(m.start(), m.end()) for m in re.finditer(r"[^\n](?:.|\n(?!\n))*", text))
    return PreparedDocument(
        text=text, segments=segments, explanation_language=language, document_language=document_language
    )


def worded(doc: PreparedDocument) -> Facts:
    """The key facts with their key dates worded in the document's explanation language, as a result has them."""
    return said_facts(key_facts(doc), doc.explanation_language)


def actions_in(doc: PreparedDocument, facts: Facts, language: str) -> list[Action]:
    """The actions found in ``doc``, worded in ``language``, as a result has them."""
    return say_actions(find_actions(doc, facts), language)


def actions_of(text: str, language: str, document_language: str = "de") -> list[tuple[str, str | None, str | None]]:
    doc = make_doc(text, language, document_language)
    return [(a.kind, a.date, a.time) for a in find_actions(doc, key_facts(doc))]


def test_an_invitation_gives_appointment_reply_date_and_computed_objection_in_date_order() -> None:
    assert actions_of(INVITATION, "en") == [
        ("deadline", "2025-09-19", None),
        ("appointment", "2025-09-23", "09:30"),
        ("option", "2025-10-13", None),  # 09.09. + 4 days (§ 37 SGB X) + 1 month, Sunday 12.10. -> Monday
    ]


def test_the_actions_are_worded_in_the_explanation_language() -> None:
    doc = make_doc(INVITATION, "en")
    english = [a.text for a in actions_in(doc, worded(doc), "en")]
    assert english[0] == "If you cannot attend: say so by Friday, 19 September 2025."
    assert english[1] == "Appointment on Tuesday, 23 September 2025 at 09:30."
    assert english[2].startswith("An objection is possible until Monday, 13 October 2025 (1 month")
    doc = make_doc(INVITATION, "de")
    german = [a.text for a in actions_in(doc, worded(doc), "de")]
    assert german[1] == "Termin am Dienstag, 23.09.2025 um 09:30 Uhr."
    assert german[2].startswith("Widerspruch ist möglich bis Montag, 13.10.2025 (1 Monat")


def test_every_language_has_its_wording() -> None:
    for language in ("de", "en", "es", "fr", "it", "pt"):
        doc = make_doc(INVITATION, language)
        texts = [a.text for a in actions_in(doc, worded(doc), language)]
        assert len(texts) == 3 and all("{" not in t for t in texts)
    assert "martes" in [a.text for a in actions_in(make_doc(INVITATION, "es"), worded(make_doc(INVITATION)), "es")][1]


def test_the_key_dates_of_an_invitation_hold_the_appointment_with_its_time() -> None:
    facts = worded(make_doc(INVITATION))
    dated = [(d.text, d.date) for d in facts.deadlines if d.kind == "date"]
    assert ("am Dienstag, 23.09.2025, um 09:30 Uhr", "2025-09-23") in dated
    assert ("bis zum 19.09.2025", "2025-09-19") in dated
    [objection] = [d for d in facts.deadlines if d.kind == "period"]
    assert (objection.period, objection.date) == ("P1M", "2025-10-13")


def test_the_document_date_is_the_letter_date() -> None:
    assert document_date(make_doc(INVITATION)) == "2025-09-09"
    assert document_date(make_doc(FIXED_TERM)) == "2019-11-15"
    assert document_date(make_doc("Köln, 12.09.2025\n\nSehr geehrte Frau X,")) == "2025-09-12"
    assert document_date(make_doc(LEASE)) is None


def test_a_lease_gives_its_start_and_the_deposit_due_at_the_start() -> None:
    doc = make_doc(LEASE, "en", "en")
    facts = worded(doc)
    assert next((d.text, d.date) for d in facts.deadlines if d.kind == "date") == (
        "starts on 1 March 2026",
        "2026-03-01",
    )
    actions = actions_in(doc, facts, "en")
    # The deposit is due on the first day of the tenancy; the rent every month, by the day of the month the lease
    # names, from that day on: the start is when the payments start, not a date the rent is due by.
    assert [(a.kind, a.date, a.text) for a in actions] == [
        ("payment", "2026-03-01", "Pay €2,290.00 (deposit) by Sunday, 1 March 2026."),
        ("payment", None, "Pay €1,145.00 (rent) every month, by the 3rd working day, from Sunday, 1 March 2026."),
    ]
    german = actions_in(doc, facts, "de")
    assert german[0].text.replace("\xa0", " ") == "2.290,00 € zahlen (Kaution) bis Sonntag, 01.03.2026."
    assert german[1].text.replace("\xa0", " ") == (
        "Ab Sonntag, 01.03.2026, jeden Monat spätestens am 3. Werktag 1.145,00 € zahlen (Miete)."
    )


def test_a_fixed_term_contract_has_its_start_and_its_end() -> None:
    facts = worded(make_doc(FIXED_TERM))
    assert [(d.text, d.date) for d in facts.deadlines if d.kind == "date"] == [
        ("vom 01.01.2020", "2020-01-01"),
        ("bis 31.12.2020", "2020-12-31"),
    ]
    assert actions_of(FIXED_TERM, "en") == []  # a salary is paid to the reader, a term's dates ask nothing


def test_an_english_contract_says_start_and_end_in_words() -> None:
    text = "The employment begins on 1 January 2020 and ends on 31 December 2020."
    found = [(d.text, d.date) for d in worded(make_doc(text, "en", "en")).deadlines]
    assert found == [("begins on 1 January 2020", "2020-01-01"), ("ends on 31 December 2020", "2020-12-31")]


def test_an_english_invitation_and_a_notice() -> None:
    text = (
        "London, 2 September 2025\n\nPlease attend the interview on Tuesday, 23 September 2025 at 2:30 pm.\n\n"
        "If you are unable to attend, please let us know by 19 September 2025."
    )
    assert actions_of(text, "en", "en") == [("deadline", "2025-09-19", None), ("appointment", "2025-09-23", "14:30")]
    notice = "Hiermit kündigen wir das Mietverhältnis fristgerecht zum 31.03.2026."
    [action] = actions_in(make_doc(notice), worded(make_doc(notice)), "en")
    assert (action.kind, action.date) == ("deadline", "2026-03-31")


def test_dates_without_a_role_give_no_action() -> None:
    text = (
        "Geboren am 17.04.1994. Mit Bescheid vom 12.05.2026 wurden Leistungen vom 01.06.2026 bis 31.05.2027 bewilligt."
    )
    assert actions_of(text, "de") == []


@pytest.mark.parametrize(
    ("written", "time"),
    [
        (", um 09:30 Uhr", "09:30"),
        (" um 9 Uhr", "09:00"),
        (" at 2:30 pm", "14:30"),
        (" à 9h30", "09:30"),
        (" 14 Tage", None),
    ],
)
def test_times_after_a_date(written: str, time: str | None) -> None:
    found = time_after(written, 0)
    assert (found[0] if found else None) == time


def test_portuguese_november_is_read() -> None:
    assert [d.value.isoformat() for d in find_dates("Lisboa, 3 de novembro de 2025")] == ["2025-11-03"]


def test_money_is_formatted_for_the_language() -> None:
    assert fmt_money(1145.0, "EUR", "en") == "€1,145.00"
    assert fmt_money(1145.0, "EUR", "de").replace("\xa0", " ") == "1.145,00 €"


# Written for these tests: a landlord's notice whose objection period counts back from the end of the tenancy.
OWN_USE = """Berlin, 14. November 2026

Kündigung wegen Eigenbedarfs

Hiermit kündigen wir das Mietverhältnis zum 31. Mai 2027. Sie können der Kündigung nach § 574 BGB
widersprechen. Der Widerspruch muss schriftlich spätestens zwei Monate vor dem Ende des Mietverhältnisses
erklärt werden.
"""


@pytest.mark.parametrize(
    ("language", "said", "wrong"),
    [
        ("en", "An objection is possible up to 2 months before the point in time the text names.", "within"),
        ("de", "Widerspruch ist möglich bis spätestens 2 Monate vor dem Zeitpunkt, den der Text nennt.", "innerhalb"),
        ("fr", "Une opposition est possible jusqu'à 2 mois avant le moment indiqué dans le texte.", "dans un délai"),
    ],
)
def test_a_period_counted_back_from_an_event_is_not_read_as_within(language: str, said: str, wrong: str) -> None:
    doc = make_doc(OWN_USE, language)
    facts = worded(doc)
    options = [a for a in actions_in(doc, facts, language) if a.kind == "option"]
    assert [a.text for a in options] == [said]
    assert options[0].date is None  # no last day is computed from the letter's date
    described = [d.description for d in facts.deadlines if d.kind == "period"]
    assert said in described and not any(wrong in (d or "") for d in described)


# Written for these tests: a rent increase, in English and German.
RENT_INCREASE_EN = """Notice to increase rent

We are writing to tell you that your rent will increase from £950 to £1,010 per month from 1 March 2027.
"""
RENT_INCREASE_DE = """Mieterhöhung

Die Nettokaltmiete erhöht sich ab dem 1. März 2027 von 850,00 EUR auf 910,00 EUR monatlich.
"""


def test_a_new_rent_that_takes_effect_from_a_date_is_paid_from_that_date() -> None:
    letter = (
        "Notice of rent increase\n\nDear Ms Doe,\n\nYour landlord proposes a new rent of £1,150.00 per month, "
        "replacing the existing rent of £1,050.00 per month.\n\nThe new rent will take effect from 1 February 2027."
    )
    doc = make_doc(letter, "en", "en")
    facts = worded(doc)
    assert [(d.date, d.description) for d in facts.deadlines if d.date] == [
        ("2027-02-01", "From Monday, 1 February 2027.")
    ]
    payments = [(a.date, a.text) for a in actions_in(doc, facts, "en") if a.kind == "payment"]
    assert payments == [(None, "Pay £1,150.00 (rent) every month from Monday, 1 February 2027.")]


def test_a_rent_increase_asks_for_the_new_rent_not_the_old() -> None:
    doc = make_doc(RENT_INCREASE_EN, "en", "en")
    payments = [a.text for a in actions_in(doc, worded(doc), "en") if a.kind == "payment"]
    assert payments == ["Pay £1,010.00 (rent) every month."]


def test_the_date_a_new_rent_applies_from_is_no_start_of_the_tenancy() -> None:
    doc = make_doc(RENT_INCREASE_DE, "de", "de")
    described = [d.description for d in worded(doc).deadlines if d.date == "2027-03-01"]
    assert described == ["Ab Montag, 01.03.2027."]
    lease = make_doc("Mietvertrag\n\nDas Mietverhältnis beginnt am 1. März 2027.", "de", "de")
    assert [d.description for d in worded(lease).deadlines if d.date] == [
        "Beginn des Mietverhältnisses: Montag, 01.03.2027."
    ]


def test_this_notice_is_the_letter_not_a_notice_period() -> None:
    text = (
        "Notice to increase rent\n\nIf you think the new rent is too high, you must apply to the rent service "
        "within 21 days of receiving this notice.\n"
    )
    doc = make_doc(text, "en", "en")
    assert [d.description for d in worded(doc).deadlines if d.kind == "period"] == [
        "A period of 21 days from when you receive this letter."
    ]
    notice = make_doc("Either party may end the lease with a notice period of 3 months.", "en", "en")
    assert [d.description for d in worded(notice).deadlines if d.kind == "period"] == ["Notice period: 3 months."]


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        # German puts a number of days or months after "innerhalb von" in the dative ("2 Monaten"); the
        # wording names the period in the nominative, as the unit list writes it.
        (
            "Sie können innerhalb von zwei Monaten Widerspruch einlegen.",
            "Widerspruch ist möglich; die Frist beträgt 2 Monate.",
        ),
        ("Die Unterlagen sind innerhalb von 21 Tagen einzureichen.", "Frist: 21 Tage."),
    ],
)
def test_german_periods_are_said_in_the_case_the_unit_list_writes(sentence: str, said: str) -> None:
    doc = make_doc(f"Mitteilung\n\n{sentence}\n", "de", "de")
    assert [d.description for d in worded(doc).deadlines if d.kind == "period"] == [said]


# Written for these tests: a lease whose advance payment names a part of itself, and whose deposit is paid in
# instalments with the first one due in a later sentence of the clause.
PARTS_LEASE = """Mietvertrag

§ 2 Mietzeit
Das Mietverhältnis beginnt am 01.05.2026 und läuft auf unbestimmte Zeit.

§ 3 Miete
Die monatliche Nettokaltmiete beträgt 720,00 EUR. Dazu leistet der Mieter monatliche Vorauszahlungen auf die Betriebskosten von 180,00 EUR, davon 85,00 EUR für Heizung.

§ 4 Mahnung
Für jede Mahnung kann der Vermieter eine Pauschale von 5,00 EUR verlangen.

§ 5 Kaution
Der Mieter leistet eine Kaution in Höhe von 2.160,00 EUR. Er darf sie in drei monatlichen Raten zahlen; die erste Rate ist zu Beginn des Mietverhältnisses fällig.
"""


def test_a_part_of_a_sum_is_not_paid_again_and_the_deposit_s_first_instalment_has_its_date() -> None:
    doc = make_doc(PARTS_LEASE, "en", "de")
    texts = [a.text for a in actions_in(doc, worded(doc), "en")]
    assert texts == [
        "Pay €2,160.00 (deposit) in instalments; the first is due on Friday, 1 May 2026.",
        "Pay €720.00 (rent) every month from Friday, 1 May 2026.",
        "Pay €180.00 (prepayment) every month from Friday, 1 May 2026.",
    ]  # no €85.00 of the €180.00 as a second payment, no €5.00 reminder fee read inside "85,00 EUR"
    german = [a.text.replace("\xa0", " ") for a in actions_in(doc, worded(doc), "de")]
    assert german[0] == "2.160,00 € zahlen (Kaution), in Raten; die erste ist fällig am Freitag, 01.05.2026."


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Das Arbeitsverhältnis beginnt am 01.05.2026.\n\nAuf die Provision erhalten Sie einen Abschlag von 300,00 EUR monatlich.",
            "de",
        ),
        (
            "The employment starts on 1 May 2026.\n\nIf the arbitrator awards less, we will pay you USD 2,000 as a fee.",
            "en",
        ),
    ],
)
def test_money_paid_to_the_reader_is_no_payment_to_make(text: str, language: str) -> None:
    assert [kind for kind, _, _ in actions_of(text, "en", language) if kind == "payment"] == []
