"""Key facts with their role by category of mark, second round (issue 23, k23): a charging verb's sums bounded from
above (a cap); a sum paid in place of an award (damages); an extra charge ("surcharge", "Aufpreis") as a fee; the verb
of costing as a price, with its period kept; hundredths of a currency ("35 Cent", "0,35 Cent", "50 ct"); a day and
month without a year in a letter that gives its own date; the day terms take effect ("in force from"). Every
category both ways, on sentences written for these tests."""

from __future__ import annotations

import pytest

from app.explain.key_dates import fmt_money
from tests.analysis.test_amount_cues import meanings
from tests.analysis.test_key_dates import described

TERMS = "terms_and_conditions"


# --------------------------------------------------------------------- the sums a charging verb takes, bounded above
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "To check your card we may debit amounts of less than $1.00 and credit them back at once.", 1.0),
        ("en", "We will charge you less than €2 for each reminder.", 2.0),
        ("de", "Zur Prüfung buchen wir Beträge von weniger als 1 EUR ab und erstatten sie sofort.", 1.0),
        ("it", "Per la verifica potremo addebitare sulla carta importi inferiori a 1 euro.", 1.0),
    ],
)
def test_the_sums_a_charging_verb_takes_below_a_bound_are_capped_by_it(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "limit")]


@pytest.mark.parametrize(
    ("language", "text", "meaning"),
    [
        # a condition, not what is charged
        ("de", "Bei Beträgen unter 10 EUR entfällt die Gebühr.", "threshold"),
        ("it", "Non addebitiamo commissioni per importi inferiori a 10 euro.", "threshold"),
        # negated: the least that is charged, no cap
        ("en", "We will not charge you less than $1.00 for this.", "other"),
        # no verb of charging: a comparison, nothing more
        ("en", "Payments of more than €500 need our approval.", "other"),
    ],
)
def test_no_cap_where_no_charging_verb_takes_the_bounded_sums(language: str, text: str, meaning: str) -> None:
    [(_value, found)] = meanings(text, language, TERMS)
    assert found == meaning


# --------------------------------------------------------------------- a sum paid in place of an award
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "If the award is lower, we will pay you USD 2,000 instead of the amount awarded.", 2000.0),
        ("en", "We will pay you $3,000 in place of the smaller award.", 3000.0),
        ("de", "Ist der Schiedsspruch niedriger, zahlen wir Ihnen 2.000 EUR statt des zugesprochenen Betrags.", 2000.0),
        ("it", "Accettiamo di pagare la somma di 2.000 euro anziché l'importo inferiore riconosciuto.", 2000.0),
    ],
)
def test_a_sum_paid_in_place_of_an_award_is_damages(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "damages")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "We will pay you $3,000 instead of the monthly fee."),
        ("en", "We will pay you $3,000 within 30 days."),
        ("de", "Wir zahlen Ihnen 2.000 EUR statt der vereinbarten Raten."),
    ],
)
def test_no_damages_without_an_award_replaced(language: str, text: str) -> None:
    assert all(meaning != "damages" for _value, meaning in meanings(text, language, TERMS))


# --------------------------------------------------------------------- an extra charge is a fee
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "A surcharge of €5 applies to express delivery.", 5.0),
        ("de", "Für die Expresslieferung wird ein Aufpreis von 5 EUR berechnet.", 5.0),
        ("de", "Gegen einen Mehrpreis von 12,00 EUR liefern wir am Samstag.", 12.0),
        ("it", "Per la consegna rapida è previsto un supplemento di 4 euro.", 4.0),
        ("fr", "La livraison express entraîne un supplément de 6 EUR.", 6.0),
    ],
)
def test_an_extra_charge_is_a_fee_not_a_price_or_a_fine(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "fee")]


@pytest.mark.parametrize(
    ("language", "text", "meaning"),
    [
        ("de", "Der Kaufpreis von 200 EUR wird bei Lieferung fällig.", "price"),  # "Kaufpreis" holds "aufpreis"
        ("de", "Der Verkaufpreis beträgt 80 EUR.", "price"),
        ("en", "A late payment surcharge of £25 is added to the tax due.", "fine"),
    ],
)
def test_the_price_of_the_thing_and_a_late_payment_surcharge_keep_their_meaning(
    language: str, text: str, meaning: str
) -> None:
    [(_value, found)] = meanings(text, language, TERMS)
    assert found == meaning


# --------------------------------------------------------------------- the verb of costing, per period
@pytest.mark.parametrize(
    ("language", "text", "value", "written"),
    [
        ("de", "Das Premium-Abo kostet 9,99 EUR pro Monat.", 9.99, "9,99 EUR pro Monat"),
        ("de", "Der Dienst kostet monatlich 4,99 EUR.", 4.99, "4,99 EUR"),
        ("en", "The premium plan costs £7.99 per month.", 7.99, "£7.99 per month"),
        ("en", "The app costs €20 a month.", 20.0, "€20 a month"),
        ("fr", "L'abonnement coûte 9,99 EUR par mois.", 9.99, "9,99 EUR par mois"),
        ("es", "La suscripción cuesta 9,99 EUR al mes.", 9.99, "9,99 EUR al mes"),
        ("pt", "A assinatura custa 9,99 EUR por mês.", 9.99, "9,99 EUR por mês"),
    ],
)
def test_what_a_thing_costs_is_its_price_with_its_period(language: str, text: str, value: float, written: str) -> None:
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    [amount] = find_amounts(text, ClauseIndex((Segment(0, len(text)),)), language, TERMS)
    assert (amount.value, amount.meaning, amount.text) == (value, "price", written)


@pytest.mark.parametrize(
    ("language", "text", "meaning"),
    [
        ("de", "Der Versand kostet 4,90 EUR.", "fee"),  # the word for the charge names it first
        ("de", "Das Abo kostet keine 5 EUR mehr.", "other"),  # negated
        ("de", "Die Kosten trägt der Kunde, höchstens 5 EUR.", "limit"),
    ],
)
def test_the_verb_of_costing_names_no_price_where_another_mark_does(language: str, text: str, meaning: str) -> None:
    [(_value, found)] = meanings(text, language, TERMS)
    assert found == meaning


# --------------------------------------------------------------------- hundredths of a currency
@pytest.mark.parametrize(
    ("language", "text", "value", "currency"),
    [
        ("de", "Jede SMS kostet 19 Cent.", 0.19, "EUR"),
        ("de", "Der Arbeitspreis beträgt 0,35 Cent je Kilowattstunde.", 0.0035, "EUR"),
        ("de", "Eine Minute kostet 50 ct.", 0.5, "EUR"),
        ("de", "Der Preis beträgt 2 Euro 50 Cent.", 2.5, "EUR"),
        ("it", "Ogni messaggio costa 15 centesimi.", 0.15, "EUR"),
        ("en", "Each text costs 9 pence.", 0.09, "GBP"),
    ],
)
def test_a_sum_in_hundredths_is_read_in_its_currency(language: str, text: str, value: float, currency: str) -> None:
    from app.analysis.amounts import find_money

    [money] = find_money(text)
    assert (money.value, money.currency) == (value, currency)


@pytest.mark.parametrize(
    "text",
    [
        "Calls cost 35 cents per minute.",  # "cents" of no currency the text names
        "Calls cost 35 cents per minute; the plan costs €10 or $12.",  # two currencies: whose cents, unknown
        "The rate rises by 5 per cent.",
        "Der Preis beträgt 2,10 Euro 50 Cent.",  # cents after a sum with cents of its own: neither is read
        "The ring of 18ct gold costs £400.",  # carats beside sums in pounds
    ],
)
def test_no_sum_in_hundredths_without_its_currency(text: str) -> None:
    from app.analysis.amounts import find_money

    assert all(m.value >= 1 for m in find_money(text))


def test_a_sum_below_the_cent_is_shown_unrounded() -> None:
    assert fmt_money(0.0035, "EUR", "en") == "€0.0035"
    assert fmt_money(1145.0, "EUR", "de") == "1.145,00\xa0€"
    assert fmt_money(0.19, "EUR", "en") == "€0.19"


# --------------------------------------------------------------------- a day and month in a dated letter
_LETTER = "Stadtverwaltung Musterstadt\n\nMusterstadt, 24.11.2026\n\nSehr geehrte Frau Beispiel,\n\n"


@pytest.mark.parametrize(
    ("body", "description"),
    [
        ("bitte reichen Sie die Unterlagen bis zum 31. März ein.", "by Wednesday, 31 March 2027"),
        ("bitte reichen Sie die Unterlagen bis zum 15. Dezember ein.", "by Tuesday, 15 December 2026"),
    ],
)
def test_a_day_and_month_in_a_dated_letter_takes_the_next_such_day(body: str, description: str) -> None:
    [(role, said, _text)] = described(_LETTER + body, "en")
    assert role == "due" and said is not None and description in said


@pytest.mark.parametrize(
    "text",
    [
        # the day comes back every year
        _LETTER + "bitte reichen Sie die Nachweise jeweils bis zum 31. März des Folgejahres ein.",
        # more than half a year after the letter's date
        _LETTER + "bitte reichen Sie die Unterlagen bis zum 30. September ein.",
        # no date of its own (a contract): the wording is all the text says
        "Arbeitsvertrag\n\nDer Resturlaub ist bis zum 31. März zu nehmen.",
    ],
)
def test_no_year_where_the_letter_s_date_does_not_settle_it(text: str) -> None:
    # said with its day and month only, no year and no weekday guessed
    for _role, said, _text in described(text, "en"):
        assert said is None or said.endswith("; the clause says which year."), said
        assert said is None or not any(year in said for year in ("2026", "2027", "2028")), said


# --------------------------------------------------------------------- the day terms take effect
@pytest.mark.parametrize(
    "text",
    [
        "Terms of Service\n\nEffective May 1, 2018\n\nThese terms govern your use of the service.",
        "Terms of Service\n\nThese terms are effective 1 May 2018.",
        "Terms of Service\n\nThese terms take effect on 1 May 2018.",
        "Allgemeine Geschäftsbedingungen\n\nGültig ab 1. Mai 2018\n\nDiese Bedingungen gelten für alle Bestellungen.",
        "Termini di servizio\n\nIn vigore dal 1° maggio 2018\n\nI presenti termini regolano l'uso del servizio.",
        "Terms of Service\n\nEffective Date: May 1, 2018\n\nThese terms govern your use of the service.",
        "Nutzungsbedingungen\n\nDiese Nutzungsbedingungen treten am 1. Mai 2018 in Kraft.",
        "Conditions générales\n\nLes présentes conditions entrent en vigueur le 1er mai 2018.",
    ],
)
def test_the_day_terms_take_effect_is_said_as_in_force_from(text: str) -> None:
    assert described(text, "en") == [("from", "In force from Tuesday, 1 May 2018.", described(text, "en")[0][2])]


@pytest.mark.parametrize(
    "text",
    [
        "Terms of Service\n\nThe service starts on 1 May 2018.",  # a start, no terms in force
        "Terms of Service\n\nThe price change is effective for orders placed after 1 May 2018.",
        "Terms of Service\n\nLast updated: 1 May 2018.",  # a version date: no role
        "Nutzungsbedingungen\n\nDie Änderungen treten am 1. Mai 2018 nicht in Kraft.",  # negated
        "Nutzungsbedingungen\n\nWir treten am 1. Mai 2018 in Verhandlungen ein.",  # no "in Kraft"
    ],
)
def test_no_in_force_date_without_its_words(text: str) -> None:
    assert all(said != "In force from Tuesday, 1 May 2018." for _role, said, _text in described(text, "en"))


# --------------------------------------------------------------------- a sum listed once among the key facts
def _listed(text: str) -> list[tuple[float, str | None]]:
    from app.analysis.facts import key_facts
    from tests.analysis.test_key_dates import make_doc

    return [(a.value, a.meaning) for a in key_facts(make_doc(text, "de", "de")).amounts]


def test_a_sum_named_again_without_a_meaning_is_listed_once() -> None:
    text = (
        "Sozialamt Musterstadt\n\nMusterstadt, 02.11.2026\n\nSehr geehrter Herr Beispiel,\n\n"
        "angerechnet wird ein Einkommen von monatlich 310,00 EUR. Für Mai und Juni ergibt sich eine Überzahlung von "
        "jeweils 310,00 EUR, insgesamt 620,00 EUR.\n\nBitte überweisen Sie die 620,00 EUR bis zum 30.11.2026."
    )
    listed = _listed(text)
    assert [value for value, _meaning in listed].count(310.0) == 1
    assert [value for value, _meaning in listed].count(620.0) == 1
    assert (310.0, "income") in listed


def test_the_same_figure_with_two_meanings_is_listed_twice() -> None:
    text = "Mietvertrag\n\nDie Miete beträgt 700,00 EUR monatlich. Die Kaution beträgt 700,00 EUR."
    assert [m for v, m in _listed(text) if v == 700.0] == ["rent", "deposit"]


def test_a_sum_named_again_with_its_meaning_keeps_that_mention() -> None:
    # each mention with a meaning gives its clause's figure that role: it stays
    text = (
        "Finanzamt Musterstadt\n\nMusterstadt, 03.08.2026\n\nBescheid\n\nDie Nachzahlung beträgt 505,00 EUR.\n\n"
        "Bitte zahlen Sie die Nachzahlung von 505,00 EUR bis zum 10.09.2026."
    )
    assert [value for value, _meaning in _listed(text)].count(505.0) == 2


def test_a_sum_credited_is_no_second_mention_of_the_same_sum_charged() -> None:
    text = "Abrechnung\n\nSie zahlen 80,00 EUR. Gutgeschrieben werden -80,00 EUR."
    assert [value for value, _meaning in _listed(text)].count(80.0) == 2


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("Jede SMS kostet 19 Cent, die Grundgebühr 5 EUR.", ["19 Cent", "5 EUR"]),
        ("Der Preis beträgt 2 Euro 50 Cent.", ["2 Euro 50 Cent"]),  # one sum, not 2 EUR and 0.50 EUR
        ("Der Arbeitspreis beträgt 0,35 Cent je kWh.", ["0,35 Cent"]),
        ("Die Zinsen steigen um 5 Prozent.", []),
    ],
)
def test_a_clause_quotes_sums_in_hundredths_as_written(text: str, written: list[str]) -> None:
    from app.explain.values import extract_values

    assert extract_values(text).amounts == written


# --------------------------------------------------------------------- more marks of a charge, a cap, a price, the pay
@pytest.mark.parametrize(
    ("language", "category", "text", "meaning"),
    [
        # the right to charge: the infinitive charges the sum as "we charge" does
        ("en", TERMS, "We reserve the right to charge €10 for each chargeback.", "fee"),
        ("en", TERMS, "The bank has the right to invoice €4 per paper statement.", "fee"),
        # a liability up to one sum or another: the second is a cap too
        ("en", TERMS, "We are liable only up to the fees you paid us or $50, whichever is greater.", "limit"),
        # what a thing is offered for is its price
        ("en", TERMS, "Premium membership is available for £4.99/month.", "price"),
        ("de", TERMS, "Die Nutzung kostet Sie 3 EUR im Monat.", "price"),
        # the employer pays a gross sum per month for the work: the pay
        ("de", "employment_contract", "Als Gegenleistung zahlt der Arbeitgeber monatlich 2.750 EUR brutto.", "salary"),
    ],
)
def test_more_marks_of_a_charge_a_cap_a_price_and_the_pay(
    language: str, category: str, text: str, meaning: str
) -> None:
    [(_value, found)] = meanings(text, language, category)
    assert found == meaning


@pytest.mark.parametrize(
    ("language", "category", "text", "meaning"),
    [
        ("en", TERMS, "You have the right to a refund of €10.", "refund"),  # no charging verb
        ("en", TERMS, "A fee of 2% or $5, whichever is greater, applies.", "fee"),  # no liability: no cap
        ("en", TERMS, "The goods were available until 1 May; they cost €5 more.", "other"),  # "more": no price
        ("de", "employment_contract", "Der Arbeitgeber zahlt eine Zulage von 200 EUR brutto monatlich.", "other"),
        ("de", "employment_contract", "Der Arbeitgeber zahlt einmalig 500 EUR brutto.", "other"),  # no period
    ],
)
def test_no_such_meaning_where_the_mark_is_missing(language: str, category: str, text: str, meaning: str) -> None:
    [(_value, found)] = meanings(text, language, category)
    assert found == meaning
