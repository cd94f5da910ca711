"""Key dates say what they are and when, in the reader's language; the document's wording stays beside them."""

from __future__ import annotations

import pytest

from tests.analysis.test_actions import FIXED_TERM, INVITATION, LEASE, actions_in, actions_of, make_doc, worded

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
    facts = worded(make_doc(text, language, document_language))
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
        ("end", "Fixed term: end of the employment on Thursday, 31 December 2020."),
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
    actions = actions_in(doc, worded(doc), "en")
    assert [(a.kind, a.text) for a in actions] == [
        # the tenancy's start, and the day of each month the rent is due by
        ("payment", "Pay €850.00 (rent) every month, by the 3rd working day, from Sunday, 1 March 2026.")
    ]


def test_a_notice_period_is_described_with_its_length_as_written() -> None:
    text = (
        "Arbeitsvertrag\n\n§ 9 Kündigung\nDas Arbeitsverhältnis kann mit einer Frist von vier Wochen gekündigt werden."
    )
    [(role, description, _)] = described(text, "en")
    assert (role, description) == ("notice_period", "Notice period: 4 weeks.")


def test_the_sanction_s_amount_is_found_with_its_month() -> None:
    facts = worded(make_doc(SANCTION, "en"))
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
    [period] = [d for d in worded(make_doc(ENGLISH_INVITATION, "de", "en")).deadlines if d.kind == "period"]
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
    # the day the terms apply from, no start of a contract's term (role "from"), worded as such
    assert [(r, d) for r, d, _ in described(terms, "en")] == [
        ("from", "In force from Wednesday, 9 September 2015."),
        ("objection", "An objection is possible within 2 weeks."),
    ]
    doc = make_doc(terms, "en")
    assert [(a.kind, a.text) for a in actions_in(doc, worded(doc), "en")] == [
        ("option", "An objection is possible within 2 weeks.")
    ]


def test_a_timestamp_with_seconds_is_no_appointment() -> None:
    crawled = "https://example.com/terms\n2021-01-23 14:51:54\nTerms of Service\n\nYou must be 18 to use the service."
    assert [r for r, _, _ in described(crawled, "en", "en")] == []


# Written for these tests: a fixed-term clause whose first date carries a stray space, as typed contracts do.
SPACED_FIXED_TERM = """Arbeitsvertrag

§ 2 Dauer
Das Arbeitsverhältnis wird vom 01.04 .2021 bis zum 30.09.2021 befristet abgeschlossen.
"""


def test_a_fixed_term_with_a_stray_space_has_its_start_and_its_end_and_nothing_due() -> None:
    assert described(SPACED_FIXED_TERM, "en") == [
        ("start", "Start of the employment: Thursday, 1 April 2021.", "vom 01.04 .2021"),
        ("end", "Fixed term: end of the employment on Thursday, 30 September 2021.", "bis zum 30.09.2021"),
    ]
    assert actions_of(SPACED_FIXED_TERM, "en") == []  # the end of a fixed term is nothing to do by then


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "Das Arbeitsverhältnis ist bis zum 31.08.2022 befristet.",
            "de",
            ("end", "Befristet: Ende des Arbeitsverhältnisses am Mittwoch, 31.08.2022."),
        ),
        (
            "The employment is fixed-term and lasts until 31 August 2022.",
            "en",
            ("end", "Fixed term: end of the employment on Wednesday, 31 August 2022."),
        ),
        (
            "Das unbefristete Arbeitsverhältnis beginnt am 01.08.2022.",
            "de",
            ("start", "Beginn des Arbeitsverhältnisses: Montag, 01.08.2022."),
        ),
    ],
)
def test_until_in_a_fixed_term_clause_is_its_end(text: str, language: str, expected: tuple[str, str]) -> None:
    doc = make_doc(text, language, language)
    assert [(d.role, d.description) for d in worded(doc).deadlines] == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Für Altfälle gilt die frühere Preisliste bis zum 30.06.2021.",
        "The old price list applies until 30 June 2021 to existing orders.",
    ],
)
def test_until_without_anything_to_do_is_no_key_date(text: str) -> None:
    doc = make_doc(text)
    assert worded(doc).deadlines == []
    assert actions_in(doc, worded(doc), "en") == []


@pytest.mark.parametrize(
    "text",
    [
        "Bitte reichen Sie die Unterlagen bis zum 30.06.2021 ein.",
        "Der Resturlaub ist bis zum 31.03.2022 zu nehmen.",
        "You must return the form until 30 June 2021.",
    ],
)
def test_until_with_a_duty_or_a_task_stays_a_date_to_act_by(text: str) -> None:
    assert [d.role for d in worded(make_doc(text)).deadlines] == ["due"]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Musterfirma GmbH\nKöln, 20.03.2026\n\nAbmahnung\n\nIn unserem Telefonat am 12.03.2026 um 10:00 Uhr haben wir "
            "Sie auf Ihre Pflichten hingewiesen.",
            "de",
        ),
        (
            "Sample Ltd\nLondon, 20 March 2026\n\nWarning\n\nDuring our phone call on 12 March 2026 at 10:00 we reminded "
            "you of your duties.",
            "en",
        ),
        # no letter date: the past tense alone says it happened
        ("Das Gespräch fand am 02.03.2026 um 14:00 Uhr statt.", "de"),
        # before the letter's date, even without a word of the past
        ("Musterfirma GmbH\nKöln, 20.03.2026\n\nBetreff: Termin am 12.03.2026 um 10:00 Uhr", "de"),
        # a time with no invitation
        ("Der Server wird am 12.03.2026 um 10:00 Uhr gewartet.", "de"),
    ],
)
def test_a_meeting_told_of_or_without_an_invitation_is_no_appointment(text: str, language: str) -> None:
    doc = make_doc(text, "en", language)
    assert [d.role for d in worded(doc).deadlines] == []
    assert actions_in(doc, worded(doc), "en") == []


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Musterfirma GmbH\nKöln, 20.03.2026\n\nWir laden Sie zu einem Gespräch am 30.03.2026 um 10:00 Uhr ein.", "de"),
        ("Sample Ltd\nLondon, 20 March 2026\n\nPlease come to our office on 30 March 2026 at 10:00.", "en"),
    ],
)
def test_an_invitation_to_a_later_date_is_an_appointment(text: str, language: str) -> None:
    doc = make_doc(text, "en", language)
    assert [(d.role, d.date, d.time) for d in worded(doc).deadlines] == [("appointment", "2026-03-30", "10:00")]


@pytest.mark.parametrize(
    ("text", "language", "role"),
    [
        # a period with no withdrawal named for it
        (
            "Änderungen dieser Bedingungen treten frühestens zwei Wochen nach ihrer Veröffentlichung in Kraft.",
            "de",
            None,
        ),
        (
            "Änderungen werden innerhalb von zwei Wochen nach ihrer Veröffentlichung auf der Website wirksam, und für "
            "Verträge, die Sie als Verbraucherin oder Verbraucher im Fernabsatz geschlossen haben, gilt daneben das "
            "gesetzliche Widerrufsrecht.",
            "de",
            "period",
        ),
        ("Nach Eingang Ihres Widerrufs erstatten wir den Kaufpreis binnen 14 Tagen.", "de", "period"),
        ("We refund the price within 14 days of receiving your cancellation.", "en", "period"),
        # and one that names it
        (
            "Sie können Ihre Vertragserklärung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen.",
            "de",
            "withdrawal",
        ),
        ("You may withdraw from this contract within 14 days without giving any reason.", "en", "withdrawal"),
    ],
)
def test_a_period_is_a_withdrawal_period_only_where_the_text_says_so(
    text: str, language: str, role: str | None
) -> None:
    roles = [d.role for d in worded(make_doc(text, "en", language)).deadlines if d.kind == "period"]
    assert roles == ([role] if role else [])


def test_an_exclusion_period_is_no_objection_period() -> None:
    from app.analysis.actions import near_period, period_role, sentence_near

    text = (
        "Lehnt die andere Seite einen Anspruch ab, so verfällt er, wenn er nicht binnen zwei Monaten nach der "
        "Ablehnung vor Gericht geltend gemacht wird."
    )
    at = text.index("zwei Monaten")
    # The claim is lost in the main clause, another phrase than the period's: read from the sentence.
    near, sentence = near_period(text, at, len("zwei Monaten")), sentence_near(text, at, len("zwei Monaten"))
    assert period_role(near, None, sentence) == "period"
    objection = (
        "Wenn Sie mit dem Bescheid nicht einverstanden sind, können Sie binnen eines Monats Widerspruch einlegen."
    )
    at = objection.index("eines Monats")
    assert period_role(near_period(objection, at, len("eines Monats"))) == "objection"


def test_the_date_a_pay_applies_from_is_no_start_of_the_employment() -> None:
    from app.config import Settings
    from app.language import parse_language
    from app.models import DocumentInput, Text
    from app.prepare.run import prepare

    text = (
        "Arbeitsvertrag\n\n§ 1 Beginn\nDas Arbeitsverhältnis beginnt am 01.04.2027.\n\n§ 4 Vergütung\n"
        "Ab dem 01.01.2028 erhält die Arbeitnehmerin ein monatliches Bruttogehalt von 3.100,00 EUR.\n"
    )
    doc = prepare(DocumentInput(explanation_language=parse_language("en"), content=Text(text)), Settings())
    found = {d.date: (d.role, d.description) for d in worded(doc).deadlines}
    assert found["2027-04-01"] == ("start", "Start of the employment: Thursday, 1 April 2027.")
    role, described = found["2028-01-01"]
    assert role == "from" and described is not None and "employment" not in described


@pytest.mark.parametrize(
    ("category", "role"),
    [
        ("terms_and_conditions", "withdrawal"),
        ("purchase", "withdrawal"),
        # No consumer's right of withdrawal here: "widerrufen" revokes a consent or a benefit.
        ("employment_contract", "period"),
        ("authority_letter", "period"),
    ],
)
def test_a_withdrawal_period_only_where_a_consumer_s_right_of_withdrawal_can_exist(category: str, role: str) -> None:
    from app.analysis.actions import near_period, period_role

    text = "Die Zustimmung kann innerhalb von sechs Monaten schriftlich widerrufen werden."
    at = text.index("sechs Monaten")
    assert period_role(near_period(text, at, len("sechs Monaten")), category) == role


def test_an_employee_s_revocable_consent_is_no_withdrawal_right_in_the_result() -> None:
    doc = make_doc(
        "Arbeitsvertrag\n\n§ 1 Beginn\nDas Arbeitsverhältnis beginnt am 01.03.2027. Der Arbeitnehmer erhält ein "
        "monatliches Bruttogehalt. Der Urlaub beträgt 28 Arbeitstage.\n\n§ 2 Arbeitszeit\nDer Arbeitnehmer willigt "
        "in Mehrarbeit ein. Diese Einwilligung kann er mit einer Frist von sechs Monaten widerrufen."
    )
    periods = [d for d in worded(doc).deadlines if d.kind == "period"]
    assert periods, "the six months are found"
    assert all(d.role != "withdrawal" for d in periods)


@pytest.mark.parametrize(
    ("text", "role"),
    [
        # The start of employment written "mit Wirkung zum" or with the start noun as subject.
        ("Arbeitsvertrag\n\n§ 1 Anstellung\nDie Firma stellt Frau Muster mit Wirkung zum 01.03.2027 ein.", "start"),
        ("Arbeitsvertrag\n\n§ 1 Eintritt\nDer Eintritt von Frau Muster erfolgt zum 01.03.2027.", "start"),
        # "mit Wirkung zum" in a notice: the day the notice takes effect, no start.
        ("Kündigung\n\nHiermit kündige ich das Arbeitsverhältnis mit Wirkung zum 31.03.2027.", "notice_end"),
    ],
)
def test_start_dates_written_with_effect_or_by_the_start_noun(text: str, role: str) -> None:
    doc = make_doc(text, "en", "de")
    roles = [d.role for d in worded(doc).deadlines if d.date == "2027-03-01" or d.date == "2027-03-31"]
    assert roles == [role]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        # Notice of changes is no notice period; notice to end the contract is one.
        ("We will give you at least 30 days' notice before changes to these terms take effect.", "period"),
        ("Either party may terminate this agreement by giving 30 days' notice.", "notice_period"),
        ("The landlord may propose a rent increase by giving 30 days' notice.", "period"),
        (
            "After the fixed term the tenant must give 30 days' notice ending at the end of a rental period.",
            "notice_period",
        ),
        ("We will give you 30 days' notice.", "period"),
        # A withdrawal word in another phrase of the sentence is about something else.
        (
            "Wird die Ware nicht binnen 2 Wochen geliefert, kann der Kunde vom Vertrag zurücktreten; sein "
            "Widerrufsrecht bleibt unberührt.",
            "period",
        ),
        ("Sie können den Vertrag binnen 2 Wochen widerrufen.", "withdrawal"),
        # A subordinate clause inside the period's phrase is skipped over.
        ("Sie können binnen 2 Wochen, nachdem Sie die Ware erhalten haben, den Vertrag widerrufen.", "withdrawal"),
    ],
)
def test_a_period_s_purpose_is_read_from_its_own_phrase(text: str, role: str) -> None:
    from app.analysis.actions import near_period, period_role, sentence_near

    written = "30 days" if "30 days" in text else "2 Wochen"
    at = text.index(written)
    near, sentence = near_period(text, at, len(written)), sentence_near(text, at, len(written))
    assert period_role(near, "terms_and_conditions", sentence) == role


def test_the_same_words_in_two_clauses_are_each_read_in_their_own_clause() -> None:
    text = (
        "Tenancy agreement\n\n3. Rent\nThe landlord may propose a rent increase by giving one month's notice.\n\n"
        "11. Ending the tenancy\nThe tenant may end the tenancy by giving one month's notice."
    )
    roles = [d.role for d in worded(make_doc(text, "en", "en")).deadlines if d.period == "P1M"]
    assert roles == ["period", "notice_period"]


@pytest.mark.parametrize(
    ("sentence", "role", "said"),
    [
        # The last day something can be done: "until …", no duty, no end of a contract.
        ("Die Teilnahme am Gewinnspiel ist bis zum 31.07.2027 möglich.", "end", "Until Saturday, 31 July 2027."),
        # "bis zum" with nothing possible and nothing to do: no role at all.
        ("Die Regel gilt bis zum 31.07.2027.", None, None),
    ],
)
def test_a_date_until_which_something_is_possible_is_said_as_until(
    sentence: str, role: str | None, said: str | None
) -> None:
    text = f"Allgemeine Geschäftsbedingungen\n\n§ 16 Gewinnspiel\n{sentence}"
    found = [(d.role, d.description) for d in worded(make_doc(text, "en", "de")).deadlines if d.date == "2027-07-31"]
    assert found == ([(role, said)] if role else [])
