"""Key dates say what they are and when, in the reader's language; the document's wording stays beside them."""

from __future__ import annotations

from app.analysis.actions import find_actions
from app.analysis.facts import key_facts
from tests.analysis.test_actions import FIXED_TERM, INVITATION, LEASE, make_doc

SANCTION = INVITATION.replace(
    "Rechtsbehelfsbelehrung",
    "Wenn Sie ohne wichtigen Grund nicht erscheinen, wird Ihr Bürgergeld um 10 % gemindert, das sind 56,30 EUR "
    "monatlich.\n\nRechtsbehelfsbelehrung",
)
GERMAN_LEASE = """Mietvertrag

§ 2 Mietzeit
Das Mietverhältnis beginnt am 01.03.2026 und läuft auf unbestimmte Zeit.

§ 3 Miete
Die Nettokaltmiete beträgt monatlich 850,00 EUR.
Die Miete ist monatlich im Voraus, spätestens am dritten Werktag eines Monats, zu zahlen.
"""
NOTICE = """Kündigung des Mietverhältnisses

Köln, 10.12.2025

Hiermit kündige ich das Mietverhältnis über die Wohnung fristgerecht zum 31.03.2026.
"""


def described(text: str, language: str, document_language: str = "de") -> list[tuple[str | None, str | None, str]]:
    facts = key_facts(make_doc(text, language, document_language))
    return [(d.role, d.description, d.text) for d in facts.deadlines]


def test_an_invitation_s_key_dates_in_english() -> None:
    assert described(INVITATION, "en") == [
        ("appointment", "Appointment on Tuesday, 23 September 2025 at 09:30.", "am Dienstag, 23.09.2025, um 09:30 Uhr"),
        ("due", "If you cannot attend: say so by Friday, 19 September 2025.", "bis zum 19.09.2025"),
        (
            "objection",
            "An objection is possible until Monday, 13 October 2025 (1 month from when the letter counts as received).",
            "innerhalb eines Monats nach Bekanntgabe Widerspruch beim Jobcenter Musterstadt erhoben",
        ),
    ]


def test_the_same_key_dates_in_german_and_every_language_without_placeholders() -> None:
    german = [d for _, d, _ in described(INVITATION, "de")]
    assert german[0] == "Termin am Dienstag, 23.09.2025 um 09:30 Uhr."
    assert german[1] == "Wenn Sie nicht kommen können: Bescheid geben bis Freitag, 19.09.2025."
    for language in ("es", "fr", "it", "pt"):
        texts = [d for _, d, _ in described(INVITATION, language)]
        assert len(texts) == 3 and all(t and "{" not in t for t in texts), (language, texts)
        assert texts[0] != german[0] and texts[0] != described(INVITATION, "en")[0][1]


def test_the_start_and_end_of_a_term_say_whose_term() -> None:
    assert [(r, d) for r, d, _ in described(FIXED_TERM, "en")] == [
        ("start", "Start of the employment: Wednesday, 1 January 2020."),
        ("end", "End of the employment: Thursday, 31 December 2020."),
    ]
    assert next((r, d) for r, d, _ in described(LEASE, "de", "en")) == (
        "start",
        "Beginn des Mietverhältnisses: Sonntag, 01.03.2026.",
    )


def test_the_day_a_notice_ends_the_tenancy_is_a_key_date() -> None:
    [(_role, text, _)] = [x for x in described(NOTICE, "en") if x[0] == "notice_end"]
    assert text == "The notice takes effect on Tuesday, 31 March 2026: the contract ends then."


def test_the_third_working_day_of_a_month_is_no_period_of_one_month() -> None:
    assert [(r, d) for r, d, _ in described(GERMAN_LEASE, "en")] == [
        ("start", "Start of the tenancy: Sunday, 1 March 2026.")
    ]


def test_a_rent_that_amounts_to_a_monthly_sum_is_a_monthly_payment() -> None:
    doc = make_doc(GERMAN_LEASE, "en")
    actions = find_actions(doc, key_facts(doc), "en")
    assert [(a.kind, a.text) for a in actions] == [
        ("payment", "Pay €850.00 (rent) every month from Sunday, 1 March 2026.")  # the tenancy's start
    ]


def test_a_notice_period_is_described_with_its_length_as_written() -> None:
    text = (
        "Arbeitsvertrag\n\n§ 9 Kündigung\nDas Arbeitsverhältnis kann mit einer Frist von vier Wochen gekündigt werden."
    )
    [(role, description, _)] = described(text, "en")
    assert (role, description) == ("notice_period", "Notice period: 4 weeks.")


def test_the_sanction_s_amount_is_found_with_its_month() -> None:
    facts = key_facts(make_doc(SANCTION, "en"))
    assert [(a.value, a.text) for a in facts.amounts] == [(56.3, "56,30 EUR monatlich")]


ENGLISH_INVITATION = """Jobcentre

12 September 2025

You must attend an interview on Tuesday 23 September 2025 at 9:30am at the office. If you cannot attend, call us
before 19 September 2025.

If you disagree with this decision you can ask for a mandatory reconsideration within one month of the date of this
letter.
"""


def test_an_english_letter_s_dates_and_its_period_from_the_letter_s_date() -> None:
    assert [(r, d) for r, d, _ in described(ENGLISH_INVITATION, "en", "en")] == [
        ("appointment", "Appointment on Tuesday, 23 September 2025 at 09:30."),
        ("due", "If you cannot attend: say so by Friday, 19 September 2025."),
        ("objection", "An objection is possible until Sunday, 12 October 2025 (1 month from the date of the letter)."),
    ]
    [period] = [d for d in key_facts(make_doc(ENGLISH_INVITATION, "de", "en")).deadlines if d.kind == "period"]
    assert period.computation == "Schreiben vom 12.09.2025 → + 1 Monat = 12.10.2025"


def test_what_is_due_follows_the_sentence_and_whose_term_the_title() -> None:
    notice = "Notice\n\nI give notice to end the tenancy with effect from 31 March 2026. Please return the keys by 31 March 2026."
    assert [(r, d) for r, d, _ in described(notice, "en", "en")][1] == (
        "due",
        "Leave the home and hand it back by Tuesday, 31 March 2026.",
    )
    term = "Mietvertrag\n\n§ 2 Mietzeit\nDas Mietverhältnis wird befristet geschlossen. Es endet am 31.03.2028.\n"
    assert described(term, "en")[-1][:2] == ("end", "End of the tenancy: Friday, 31 March 2028.")
    papers = "Anhörung\n\nBitte reichen Sie die fehlenden Belege bis spätestens 24.10.2025 ein."
    assert described(papers, "en")[0][1] == "Send the documents asked for by Friday, 24 October 2025."


def test_terms_in_force_from_a_date_and_a_period_to_reject_a_change() -> None:
    terms = (
        "Nutzungsbedingungen\n\nGültig ab 9. September 2015\n\n2. Änderungen\nDie Änderungen werden von Ihnen als "
        "akzeptiert betrachtet, wenn Sie diese innerhalb von zwei Wochen nicht ablehnen."
    )
    assert [(r, d) for r, d, _ in described(terms, "en")] == [
        ("start", "In force from Wednesday, 9 September 2015."),
        ("objection", "An objection is possible within 2 weeks."),
    ]
    doc = make_doc(terms, "en")
    assert [(a.kind, a.text) for a in find_actions(doc, key_facts(doc), "en")] == [
        ("option", "An objection is possible within 2 weeks.")
    ]


def test_a_timestamp_with_seconds_is_no_appointment() -> None:
    crawled = "https://example.com/terms\n2021-01-23 14:51:54\nTerms of Service\n\nYou must be 18 to use the service."
    assert [r for r, _, _ in described(crawled, "en", "en")] == []
