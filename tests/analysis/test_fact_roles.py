"""What a fact is follows from the words bound to it (issue 23, facts): the head of a German compound, the noun
of the phrase rather than its genitive attribute, a noun rather than an adjective of the same letters, who pays,
and the period's own sentence. Every case both ways, on sentences written for these tests."""

from __future__ import annotations

import re

import pytest

from app.analysis.actions import due_day, find_actions
from app.analysis.facts import find_amounts, key_facts
from app.analysis.spans import ClauseIndex
from app.explain.key_dates import say_actions
from app.models import PreparedDocument, Segment


def meaning(text: str, category: str = "other", language: str = "de") -> list[str | None]:
    return [a.meaning for a in find_amounts(text, ClauseIndex((Segment(0, len(text)),)), language, category)]


# --------------------------------------------------------------------- a compound is what its last part is
@pytest.mark.parametrize(
    ("text", "category", "wrong", "right"),
    [
        (
            "Für die Bearbeitung einer Lohnpfändung berechnet der Arbeitgeber 12,00 EUR.",
            "employment_contract",
            "salary",
            None,
        ),
        ("Die Kosten einer Gehaltspfändung von 12 EUR trägt der Arbeitnehmer.", "employment_contract", "salary", None),
        (
            "Bei Lohn- und Gehaltspfändungen wird eine Gebühr von 12,00 € berechnet.",
            "employment_contract",
            "salary",
            "fee",
        ),
        ("Eine Gehaltserhöhung um 150 EUR erfolgt zum Jahresbeginn.", "employment_contract", "salary", None),
        ("Die Mieterin zahlt für den Stellplatz 45 EUR.", "rental_contract", "rent", None),
        ("Die Nettokaltmiete beträgt 780,00 EUR.", "rental_contract", None, "rent"),
        ("Der Kautionsbetrag von 1.560,00 EUR ist bei Übergabe zu zahlen.", "rental_contract", None, "deposit"),
        ("Das Bruttomonatsgehalt beträgt 3.240,00 EUR.", "employment_contract", None, "salary"),
        (
            "Die Vergütungen werden am Monatsende gezahlt, die Vergütung beträgt 2.980 EUR.",
            "employment_contract",
            None,
            "salary",
        ),
    ],
)
def test_a_keyword_inside_a_word_names_the_amount_only_as_the_head(
    text: str, category: str, wrong: str | None, right: str | None
) -> None:
    found = meaning(text, category)
    if wrong:
        assert wrong not in found
    if right:
        assert right in found


# --------------------------------------------------------------------- a genitive attribute is not the phrase's head
def test_a_noun_in_the_genitive_names_what_another_noun_is_of() -> None:
    assert meaning("Für die Bearbeitung jeder Pfändung seines Gehalts sind 12,00 EUR vorgesehen.") == ["other"]
    # borne by the reader: a charge, still no pay
    assert meaning("Der Arbeitnehmer trägt für die Bearbeitung jeder Pfändung seines Gehalts 12,00 EUR.") == ["fee"]
    assert meaning("Die Erhöhung der Miete um 25 EUR ist angekündigt.", "rental_contract") == ["other"]
    # the word for the sum itself keeps what its genitive names
    assert meaning("Die Höhe des Gehalts beträgt 3.100 EUR.", "employment_contract") == ["salary"]
    assert meaning("Der Betrag der Kaution von 1.500 EUR wird verzinst.", "rental_contract") == ["deposit"]


# --------------------------------------------------------------------- a noun, not the adjective of the same letters
def test_a_lower_case_adjective_is_not_the_noun_keyword() -> None:
    assert meaning("Bei Nichtantritt ist eine pauschale Abgeltung von 480 EUR vorgesehen.", "employment_contract") == [
        "other"
    ]
    assert meaning("Die Pauschale für die Rücklastschrift beträgt 7,50 EUR.") == ["fee"]
    assert meaning("Die rückständige Miete von 910 EUR ist sofort zu zahlen.", "rental_contract") == ["back_payment"]


# --------------------------------------------------------------------- compensation is not damages
def test_a_compensation_is_no_damages_but_damages_stay_damages() -> None:
    assert "damages" not in meaning("Als Karenzentschädigung zahlt der Arbeitgeber monatlich 1.250 EUR.")
    assert "damages" not in meaning("Für die Nutzung des privaten Pkw gilt eine Entschädigung von 310 EUR.")
    assert meaning("Der Schadensersatz beträgt 2.000 EUR.") == ["damages"]
    assert meaning("Die Vertragsstrafe beträgt 1.800 EUR.") == ["damages"]


# --------------------------------------------------------------------- who pays: the other side's payment is no charge
def test_what_the_other_side_pays_or_grants_is_no_charge_to_the_reader() -> None:
    assert meaning("Der Arbeitgeber zahlt für jede angeordnete Dienstreise eine Pauschale von 95 EUR.") == ["other"]
    assert meaning("Für Rufbereitschaft wird eine Pauschale von 140 EUR monatlich gewährt.") == ["other"]
    assert meaning("The employer will pay a flat fee of EUR 95 per trip.", language="en") == ["other"]
    # the reader pays: a fee
    assert meaning("Der Kunde zahlt eine Versandkostenpauschale von 4,90 EUR.") == ["fee"]
    assert meaning("The customer pays a fee of EUR 4.90 per order.", language="en") == ["fee"]


# --------------------------------------------------------------------- wage tax withheld is no prepayment
def test_wage_tax_withheld_is_no_prepayment() -> None:
    table = (
        "                               Einkommensteuer\n"
        "festgesetzt werden               9.410,00 EUR\n"
        "abzüglich Steuerabzug vom Lohn  -8.990,00 EUR\n"
        "abzüglich geleistete Vorauszahlungen  -300,00 EUR\n"
    )
    found = dict(zip(("9.410,00", "8.990,00", "300,00"), meaning(table, "tax_assessment"), strict=True))
    assert found["8.990,00"] not in ("prepayment", "salary")  # tax withheld from the wage: neither
    assert found["300,00"] == "prepayment"
    assert "prepayment" not in meaning("Die Lohnsteuer von 388,00 EUR wird vom Arbeitgeber einbehalten.")


# --------------------------------------------------------------------- an even share only within its paragraph
def test_an_advance_is_a_share_of_a_sum_of_its_own_paragraph_only() -> None:
    same = "Die Tantieme beträgt 9.600,00 EUR im Jahr. Darauf wird ein monatlicher Abschlag von 800,00 EUR gezahlt."
    assert meaning(same) == ["other", "part"]
    apart = (
        "1. Die Werbungskosten wurden um 560,00 EUR gekürzt.\n\n"
        "2. Ab dem 10.03.2027 betragen die vierteljährlichen Vorauszahlungen zur Einkommensteuer 280,00 EUR."
    )
    assert meaning(apart, "tax_assessment")[1] == "prepayment"


# --------------------------------------------------------------------- a period's purpose where it is written
def _doc(text: str, document_language: str) -> PreparedDocument:
    segments = tuple(Segment(m.start(), m.end()) for m in re.finditer(r"[^\n](?:.|\n(?!\n))*", text))
    return PreparedDocument(
        text=text, segments=segments, explanation_language="en", document_language=document_language
    )


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "The Landlord may increase the rent once a year by giving one month's notice. "
            "The Tenant may end the tenancy by giving one month's notice.",
            "en",
        ),
        (
            "Der Vermieter kann die Miete mit einer Frist von einem Monat erhöhen. "
            "Die Mieterin kann mit einer Frist von einem Monat kündigen.",
            "de",
        ),
    ],
)
def test_the_same_period_wording_twice_in_a_clause_is_read_where_each_stands(text: str, language: str) -> None:
    roles = [d.role for d in key_facts(_doc(text, language)).deadlines if d.kind == "period"]
    assert roles == ["period", "notice_period"]  # the rent increase's notice first, then the notice to end
    # the other way round
    first, second = re.split(r"(?<=\.) ", text)
    roles = [d.role for d in key_facts(_doc(f"{second} {first}", language)).deadlines if d.kind == "period"]
    assert roles == ["notice_period", "period"]


def test_a_rent_increase_notice_alone_is_no_notice_period() -> None:
    text = "The Landlord may propose a rent increase by giving at least one month's written notice."
    assert [d.role for d in key_facts(_doc(text, "en")).deadlines] == ["period"]
    text = "The Tenant may end the tenancy by giving at least one month's written notice."
    assert [d.role for d in key_facts(_doc(text, "en")).deadlines] == ["notice_period"]


# --------------------------------------------------------------------- a preposition of source or goal: another thing
def test_a_keyword_in_a_phrase_of_source_or_goal_names_another_thing() -> None:
    assert meaning("Für jede Pfändung werden 12,00 EUR vom Lohn einbehalten.", "employment_contract") == ["other"]
    assert meaning("The employer may deduct EUR 12 from your salary per garnishment.", language="en") == ["other"]
    # the amount is that keyword's own attribute
    assert meaning("Zum Gehalt von 3.150 EUR kommt eine Zulage.", "employment_contract")[0] == "salary"
    assert meaning("Vom Lohn werden 12 EUR Kontoführungsgebühr einbehalten.", "employment_contract") == ["fee"]


# --------------------------------------------------------------------- a condition before a cap
def test_an_amount_in_a_condition_is_a_threshold_not_a_cap() -> None:
    assert meaning("Bei einem Warenwert bis zu 40 EUR trägt der Verbraucher die Rücksendekosten.") == ["threshold"]
    assert meaning("Bei Bestellungen unter 30 EUR wird ein Zuschlag von 4 EUR erhoben.") == ["threshold", "fee"]
    assert meaning("Die Haftung ist auf bis zu 600,00 EUR beschränkt.") == ["limit"]


# --------------------------------------------------------------------- charged by the sentence's verb
def test_an_amount_the_sentence_charges_to_the_reader_is_a_fee() -> None:
    assert meaning("Für Rücklastschriften berechnen wir 8,50 EUR.") == ["fee"]
    assert meaning("Die Kosten einer Rücklastschrift in Höhe von 3,50 EUR trägt der Kunde.") == ["fee"]
    assert meaning("For each reminder we charge EUR 4.", language="en") == ["fee"]
    # calculated, not charged; borne by the other side
    assert meaning("Die Zinsen werden auf 1.000 EUR berechnet.") == ["other"]
    assert meaning("Die Kosten der Schulung von 840 EUR trägt der Arbeitgeber.", "employment_contract") == ["other"]


# --------------------------------------------------------------------- a gross sum per month for the work is the pay
def test_a_gross_monthly_sum_for_the_work_is_the_pay_in_an_employment_contract() -> None:
    for sentence in (
        "Die Arbeitnehmerin erhält für ihre Tätigkeit monatlich brutto 2.870,00 €.",
        "Der Arbeitnehmer erhält monatlich 3.140 EUR brutto.",
    ):
        assert meaning(sentence, "employment_contract") == ["salary"]
    # another noun names the sum; a sum once a year; another kind of document
    assert meaning("Der Arbeitnehmer erhält eine monatliche Zulage von 210 EUR brutto.", "employment_contract") == [
        "other"
    ]
    assert meaning("Der Arbeitnehmer erhält einmalig 1.000 EUR brutto.", "employment_contract") == ["other"]
    assert meaning("Der Arbeitnehmer erhält monatlich 3.140 EUR brutto.", "other") == ["other"]


# --------------------------------------------------------------------- a cap said around the amount
def test_a_cap_written_around_the_amount_is_a_limit() -> None:
    assert meaning("Die Vertragsstrafe beträgt ein Bruttomonatsgehalt, höchstens jedoch 2.900 EUR.")[-1] == "limit"
    assert meaning(
        "Our liability shall not exceed the amount you paid in the last twelve months or EUR 150.", language="en"
    ) == ["limit"]
    assert meaning("You will be billed EUR 7.99 each month.", language="en") == ["fee"]


def test_what_is_paid_in_an_employment_contract_without_a_payer_is_paid_by_the_employer() -> None:
    assert meaning("Für Reisen wird eine monatliche Pauschale von 640 EUR gezahlt.", "employment_contract") == ["other"]
    assert meaning("Mit der Pauschale von 640 EUR sind alle Überstunden abgegolten.", "employment_contract") == [
        "other"
    ]
    # the employee named as the one who pays; a shop's terms
    assert meaning("Die Bearbeitungsgebühr von 12 EUR wird vom Arbeitnehmer gezahlt.", "employment_contract") == ["fee"]
    assert meaning("Die Pauschale von 6,40 EUR wird mit der Rechnung gezahlt.") == ["fee"]


def test_an_amount_after_the_words_capping_a_liability_is_the_cap() -> None:
    sentence = (
        "In no event will our aggregate liability for all claims exceed the greater of (a) the amounts you paid us in "
        "the prior twelve months and (b) US$40.00."
    )
    assert meaning(sentence, language="en") == ["limit"]
    assert meaning("Die Haftung ist auf den typischen Schaden begrenzt, höchstens jedoch auf 4.000 EUR.") == ["limit"]
    # another sentence, another amount
    assert meaning("Our liability is limited as set out above. The fee is EUR 4.95.", language="en") == ["fee"]


# --------------------------------------------------------------------- a recurring due day is a role of its own
# Brief n23d: "spätestens am dritten Werktag eines jeden Monats" is when the rent is due each month; the tenancy's
# start is when the payments start, never the date they are due by.
@pytest.mark.parametrize(
    ("sentence", "due"),
    [
        (
            "Die Miete ist monatlich im Voraus, spätestens am dritten Werktag eines jeden Monats, zu zahlen.",
            ("due_by_working_day", 3),
        ),
        ("Die Miete ist bis zum 3. eines Monats auf das Konto des Vermieters zu überweisen.", ("due_by_day", 3)),
        ("Die Miete ist am 1. eines jeden Monats fällig.", ("due_on_day", 1)),
        ("Die Miete ist monatlich im Voraus zu zahlen.", ("due_in_advance", None)),
        ("The rent is payable in advance on the 1st day of each month.", ("due_on_day", 1)),
        ("Rent shall be paid no later than the fifth working day of every month.", ("due_by_working_day", 5)),
        ("The rent is payable monthly in advance.", ("due_in_advance", None)),
        ("La renta se pagará dentro de los siete primeros días de cada mes.", ("due_by_day", 7)),
        ("Le loyer est payable au plus tard le 5 de chaque mois.", ("due_by_day", 5)),
        ("Il canone è pagato entro il giorno 5 di ogni mese.", ("due_by_day", 5)),
        ("A renda é paga até ao oitavo dia útil de cada mês.", ("due_by_working_day", 8)),
        # no day of each month: a single date, a count of days, a monthly sum without a day
        ("The rent for May is due on 3 May 2026.", None),
        ("The employee gets two days of holiday each month.", None),
        ("Die Miete beträgt monatlich 850,00 EUR.", None),
        ("Der Mieter zahlt die Miete im Voraus für das ganze Jahr.", None),
    ],
)
def test_a_day_of_each_month_is_read_as_a_recurring_due_day(sentence: str, due: tuple[str, int | None] | None) -> None:
    assert due_day(sentence) == due


_LEASE_DE = """Mietvertrag

§ 2 Mietzeit
Das Mietverhältnis beginnt am 01.03.2026 und läuft auf unbestimmte Zeit.

§ 3 Miete
Die Nettokaltmiete beträgt monatlich 900,00 EUR.

§ 4 Zahlung
Die Miete ist spätestens am dritten Werktag eines jeden Monats kostenfrei auf das Konto des Vermieters zu zahlen.
"""

_LEASE_EN = """Tenancy agreement

This agreement is made on 10 February 2026.

1. Term. The tenancy begins on 1 March 2026.

2. Rent. The rent is GBP 1,000.00 per calendar month, payable in advance on the 1st day of each month.

3. Deposit. The Tenant shall pay a deposit of GBP 1,150.00 on signing this agreement.
"""


def _actions(text: str, language: str, document_language: str) -> list[tuple[str | None, str]]:
    doc = _doc(text, document_language)
    found = find_actions(doc, key_facts(doc))
    return [(a.date, a.text.replace("\xa0", " ")) for a in say_actions(found, language)]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Pay €900.00 (rent) every month, by the 3rd working day, from Sunday, 1 March 2026."),
        ("de", "Ab Sonntag, 01.03.2026, jeden Monat spätestens am 3. Werktag 900,00 € zahlen (Miete)."),
        ("fr", "au plus tard le 3e jour ouvrable, à partir du"),
        ("es", "dentro de los 3 primeros días hábiles, a partir del"),
        ("it", "entro il 3° giorno lavorativo, a partire da"),
        ("pt", "até ao 3.º dia útil, a partir de"),
    ],
)
def test_the_rent_s_due_day_is_said_with_it_and_the_start_is_no_due_date(language: str, said: str) -> None:
    # The due day stands in § 4, the amount in § 3: the sentence that asks to pay the rent says when.
    [(date, text)] = _actions(_LEASE_DE, language, "de")
    assert date is None  # the tenancy's start is not a date the rent is due by
    assert said in text


def test_a_monthly_rent_without_a_due_day_is_paid_from_the_start_and_has_no_due_date() -> None:
    lease = _LEASE_DE.replace("spätestens am dritten Werktag eines jeden Monats ", "")
    assert _actions(lease, "en", "de") == [(None, "Pay €900.00 (rent) every month from Sunday, 1 March 2026.")]


def test_a_due_day_in_a_sentence_about_another_payment_is_not_the_rent_s() -> None:
    lease = _LEASE_DE.replace("Die Miete ist spätestens", "Die Betriebskostenvorauszahlung ist spätestens")
    assert _actions(lease, "en", "de") == [(None, "Pay €900.00 (rent) every month from Sunday, 1 March 2026.")]


def test_an_english_rent_on_the_first_of_each_month_and_a_deposit_on_signing_without_a_signing_date() -> None:
    # "made on" is when the agreement is made, not a signing date the text states: the deposit has no date.
    assert _actions(_LEASE_EN, "en", "en") == [
        (None, "Pay £1,000.00 (rent) every month, on the 1st day of the month, from Sunday, 1 March 2026."),
        (None, "Pay £1,150.00 (deposit)."),
    ]


def test_a_deposit_on_signing_is_due_on_the_date_the_signature_lines_state() -> None:
    signed = (
        _LEASE_EN
        + "\nSigned by the Landlord: ________ Date: 12/02/2026\n\nSigned by the Tenant: ________ Date: 12/02/2026\n"
    )
    assert ("2026-02-12", "Pay £1,150.00 (deposit) by Thursday, 12 February 2026.") in _actions(signed, "en", "en")
    differ = signed.replace("Tenant: ________ Date: 12/02/2026", "Tenant: ________ Date: 14/02/2026")
    assert (None, "Pay £1,150.00 (deposit).") in _actions(differ, "en", "en")


# --------------------------------------------------------------------- a length of service compared is a condition
@pytest.mark.parametrize(
    ("text", "language", "periods"),
    [
        ("Le préavis est d'un mois pour une ancienneté inférieure à deux ans.", "fr", ["P1M"]),
        (
            "Die Kündigungsfrist beträgt zwei Monate bei einer Betriebszugehörigkeit von mehr als fünf Jahren.",
            "de",
            ["P2M"],
        ),
        ("Die Kündigungsfrist beträgt einen Monat bei weniger als zwei Jahren Betriebszugehörigkeit.", "de", ["P1M"]),
        ("The notice period is one month for employees with less than two years' service.", "en", ["P1M"]),
        ("Employees with at least 5 years of continuous service get a notice period of three months.", "en", ["P3M"]),
        # no length of service: the period is one to keep
        ("Die Kündigungsfrist beträgt zwei Monate, nach fünf Jahren verlängert sie sich.", "de", ["P2M"]),
        ("The employer may give notice within two years of the start.", "en", ["P2Y"]),
        ("Le préavis est de deux mois.", "fr", ["P2M"]),
    ],
)
def test_a_length_of_service_after_a_comparison_is_no_period(text: str, language: str, periods: list[str]) -> None:
    doc = _doc("Arbeitsvertrag\n\n" + text + "\n", language)
    assert [d.period for d in key_facts(doc).deadlines if d.kind == "period"] == periods


# --------------------------------------------------------------------- the notice of a bank account is not the reader's
@pytest.mark.parametrize(
    ("text", "language", "periods"),
    [
        ("Die Kaution ist auf einem Sparkonto mit einer Kündigungsfrist von drei Monaten anzulegen.", "de", []),
        ("The Landlord shall hold the deposit in a savings account with three months' notice.", "en", []),
        # the tenancy's own notice period stays one; "Vertragsparteien mit" names no account
        (
            "Der Vertrag kann von jeder der Vertragsparteien mit einer Frist von 14 Tagen gekündigt werden.",
            "de",
            ["P14D"],
        ),
        ("Die Kündigungsfrist für das Mietverhältnis beträgt drei Monate.", "de", ["P3M"]),
        ("Either party may end the tenancy with three months' notice.", "en", ["P3M"]),
    ],
)
def test_a_period_of_a_bank_account_is_no_period_of_the_contract(text: str, language: str, periods: list[str]) -> None:
    doc = _doc("Mietvertrag\n\n" + text + "\n", language)
    assert [d.period for d in key_facts(doc).deadlines if d.kind == "period"] == periods


@pytest.mark.parametrize(
    ("clause", "language"),
    [
        (
            "Il canone annuo è convenuto in euro 9.600,00, da pagarsi in dodici rate mensili, entro il giorno 5 di "
            "ogni mese.",
            "it",
        ),
        ("Die Jahresmiete von 12.000,00 EUR ist in Raten jeweils bis zum 3. eines jeden Monats zu zahlen.", "de"),
        ("The annual rent of GBP 12,000.00 is payable in instalments on the 1st day of each month.", "en"),
    ],
)
def test_a_yearly_sum_paid_in_monthly_parts_is_not_paid_every_month(clause: str, language: str) -> None:
    lease = f"Contratto\n\n1. Durata. La locazione decorre dal 1° marzo 2026.\n\n2. Canone. {clause}\n"
    assert not [text for _date, text in _actions(lease, "en", language) if "every month" in text]
