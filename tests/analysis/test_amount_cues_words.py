"""An amount's meaning from the cue bound to it (issue 23, fifth round of the facts): the dollar written as a word,
sums written in words, claims and orders compared with a sum, caps whose verb comes late or whose liability is negated,
charging verbs, examples anywhere in the sentence, and the pay an employee receives under a general name. Every case
both ways (the cue bound to the figure gives the meaning; without it, or bound to something else, none), in German and
English, on sentences written for these tests."""

from __future__ import annotations

import pytest

from app.analysis.amounts import find_money
from app.analysis.facts import find_amounts
from app.analysis.spans import ClauseIndex
from app.models import Segment


def meanings(text: str, language: str = "de", category: str = "other") -> list[tuple[float, str | None]]:
    found = find_amounts(text, ClauseIndex((Segment(0, len(text)),)), language, category)
    return [(a.value, a.meaning) for a in found]


# --------------------------------------------------------------------- the dollar as a word, sums in words
@pytest.mark.parametrize(
    ("text", "value", "currency"),
    [
        ("Liegt der Streitwert unter 7.500 US-Dollar, entscheidet ein Einzelschiedsrichter.", 7500.0, "USD"),
        ("Liegt der Streitwert unter 7.500 US\u2011Dollar, entscheidet ein Einzelschiedsrichter.", 7500.0, "USD"),
        ("Each party bears its own costs up to 300 dollars.", 300.0, "USD"),
        ("Our liability is limited to seventy-five dollars.", 75.0, "USD"),
        ("Die Haftung ist auf zweihundert Euro beschränkt.", 200.0, "EUR"),
        ("La responsabilità è limitata a trenta dollari statunitensi.", 30.0, "USD"),
    ],
)
def test_a_currency_or_a_sum_written_as_words_is_an_amount(text: str, value: float, currency: str) -> None:
    found = list(find_money(text))
    assert [(m.value, m.currency) for m in found] == [(value, currency)]


@pytest.mark.parametrize(
    "text",
    [
        "Zahlungen erfolgen in Euro über ein Euro-Konto.",
        "Payments within the Single Euro Payments Area are free.",
        "All fees are charged in US dollars.",
        "Der Dollarkurs des Tages gilt.",
    ],
)
def test_a_currency_word_without_a_sum_is_no_amount(text: str) -> None:
    assert list(find_money(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        "Der Stundenlohn beträgt 13,50 EUR (in Worten: dreizehn Euro fünfzig Cent) brutto.",
        "The cap is one hundred dollars ($100).",
        "Die Vertragsstrafe beträgt 2.000 EUR (in Worten: zweitausend Euro).",
    ],
)
def test_a_sum_in_words_beside_its_figures_is_one_amount(text: str) -> None:
    assert len(list(find_money(text))) == 1


# --------------------------------------------------------------------- thresholds
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        (
            "de",
            "Für Ansprüche, die sich insgesamt auf weniger als 8.000 $ belaufen, trägt der Anbieter die Kosten.",
            8000.0,
        ),
        ("de", "Forderungen, deren Wert mehr als 3.000 EUR beträgt, werden vor Gericht verhandelt.", 3000.0),
        ("de", "Bestellungen unter 15 EUR können wir leider nicht annehmen.", 15.0),
        ("de", "Wenn der Streitwert 6.000 US-Dollar übersteigt, entscheidet ein Schiedsgericht.", 6000.0),
        ("en", "For claims totalling less than $8,000 we will pay the filing fees.", 8000.0),
        ("en", "Orders below €25 are subject to a surcharge.", 25.0),
    ],
)
def test_a_claim_or_order_compared_with_the_amount_makes_it_a_threshold(language: str, text: str, value: float) -> None:
    assert meanings(text, language) == [(value, "threshold")]


@pytest.mark.parametrize(
    ("language", "text", "meaning"),
    [
        # the claim is named, but the amount is what is charged or paid, compared with nothing
        ("de", "Für die Bearbeitung von Ansprüchen erheben wir eine Gebühr von 25 EUR.", "fee"),
        ("de", "Bestellungen werden mit 4,95 EUR Versandkosten berechnet.", "fee"),
        ("en", "For each claim we charge a handling fee of $25.", "fee"),
        ("en", "Orders are shipped for a delivery charge of €6.", "fee"),
    ],
)
def test_a_claim_or_order_without_a_comparison_makes_no_threshold(language: str, text: str, meaning: str) -> None:
    assert [m for _v, m in meanings(text, language)] == [meaning]


# --------------------------------------------------------------------- caps
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Die Haftung ist auf 500 EUR je Schadensfall begrenzt.", 500.0),
        ("de", "Die Erstattung ist auf 120 EUR pro Jahr begrenzt.", 120.0),
        ("de", "In keinem Fall haften wir für mehr als 200 €.", 200.0),
        ("de", "Die Haftung wird auf die Gebühren der letzten zwölf Monate oder fünfzig US-Dollar beschränkt.", 50.0),
        ("en", "We will not be liable for more than GBP 500.", 500.0),
        ("en", "In no event shall our aggregate liability exceed one hundred dollars.", 100.0),
    ],
)
def test_the_amount_a_liability_is_capped_at_is_a_limit(language: str, text: str, value: float) -> None:
    assert meanings(text, language) == [(value, "limit")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # the liability is for damage of more than the amount: a condition, no cap
        ("de", "Wir haften nur für Schäden von mehr als 200 €, wenn sie grob fahrlässig verursacht wurden."),
        ("en", "We are liable for losses of more than GBP 500 only where we acted with intent."),
    ],
)
def test_a_liability_for_more_than_a_sum_without_a_negation_is_no_cap(language: str, text: str) -> None:
    assert [m for _v, m in meanings(text, language)] != ["limit"]


# --------------------------------------------------------------------- charges
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Für Rücklastschriften stellen wir 8 EUR in Rechnung.", 8.0),
        ("de", "Wir behalten uns vor, für jede weitere Mahnung 5 € zu berechnen.", 5.0),
        ("en", "A handling charge of GBP 3 applies to returns.", 3.0),
        ("en", "A late charge of $12 applies to every overdue invoice.", 12.0),
    ],
)
def test_a_charging_verb_or_a_charge_s_name_bound_to_the_amount_makes_it_a_fee(
    language: str, text: str, value: float
) -> None:
    assert meanings(text, language) == [(value, "fee")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # the invoice is not charged: it states what was bought; "zu berechnen" of something else
        ("de", "Die Rechnung über 80 EUR liegt der Lieferung bei."),
        ("de", "Die Lieferzeit ist ab dem Versand zu berechnen; Waren ab 50 EUR versenden wir versichert."),
        ("en", "The charge card of the account holds a balance of GBP 3."),
    ],
)
def test_without_a_charging_cue_bound_to_it_the_amount_is_no_fee(language: str, text: str) -> None:
    assert [m for _v, m in meanings(text, language)] != ["fee"]


# --------------------------------------------------------------------- examples
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Führen Sie zunächst eine Testzahlung über einen kleinen Betrag durch (z. B. 1 €)."),
        ("de", "Sie könnten zum Beispiel nur 45 € erhalten, weil die andere Bank eine Gebühr von 5 € einbehält."),
        ("en", "Make a small test payment first (e.g. €1)."),
        ("en", "You might, for example, receive only €90 because the other bank charged a fee of €10."),
    ],
)
def test_an_amount_given_as_an_example_has_no_meaning(language: str, text: str) -> None:
    assert {m for _v, m in meanings(text, language)} == {"other"}


@pytest.mark.parametrize(
    ("language", "text", "meaning"),
    [
        # the same amounts as terms of the contract, no example
        ("de", "Für jede Testzahlung berechnen wir eine Gebühr von 1 €.", "fee"),
        ("en", "We charge a fee of €10 for every transfer abroad.", "fee"),
    ],
)
def test_an_amount_that_is_no_example_keeps_its_meaning(language: str, text: str, meaning: str) -> None:
    assert [m for _v, m in meanings(text, language)] == [meaning]


# --------------------------------------------------------------------- the pay under a general name
def test_a_gross_monthly_sum_the_employee_receives_is_the_pay() -> None:
    text = "Der Arbeitnehmer erhält ein Entgelt in Höhe von 2.900 EUR brutto pro Monat."
    assert meanings(text, "de", "employment_contract") == [(2900.0, "salary")]


@pytest.mark.parametrize(
    ("text", "category"),
    [
        # the employee pays it, or a shop's terms: a price, no pay
        ("Der Arbeitnehmer zahlt für den Parkplatz ein Entgelt von 30 EUR pro Monat.", "employment_contract"),
        ("Der Kunde erhält die Ware gegen ein Entgelt von 30 EUR pro Monat.", "other"),
    ],
)
def test_a_sum_the_employee_does_not_receive_is_no_pay(text: str, category: str) -> None:
    assert [m for _v, m in meanings(text, "de", category)] != ["salary"]


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Als Gegenleistung für seine Arbeit erhält die Arbeitnehmerin 2.700 € brutto monatlich.", 2700.0),
        ("de", "Das Monatsbrutto beträgt 2.800 €.", 2800.0),
        ("en", "The employee will be paid EUR 2,500 gross per month.", 2500.0),
    ],
)
def test_the_gross_pay_for_the_work_is_the_salary(language: str, text: str, value: float) -> None:
    assert meanings(text, language, "employment_contract") == [(value, "salary")]


@pytest.mark.parametrize(
    "text",
    [
        # a name of another thing before the sum, or no period: no pay
        "The employee will be paid a bonus of EUR 500 gross per month.",
        "The employee receives a car allowance of EUR 300 gross per month.",
        "The employee will be paid EUR 500 once.",
    ],
)
def test_a_named_or_one_off_sum_paid_to_the_employee_is_no_salary(text: str) -> None:
    assert [m for _v, m in meanings(text, "en", "employment_contract")] != ["salary"]


# --------------------------------------------------------------------- "darunter": below a threshold, or among a sum
def test_darunter_after_a_threshold_is_below_it_not_a_part() -> None:
    text = "Der Versand ist ab 50 € kostenlos, darunter berechnen wir 4,90 €."
    assert meanings(text) == [(50.0, "threshold"), (4.9, "fee")]


def test_darunter_right_before_an_amount_after_a_sum_is_a_part() -> None:
    text = "Die Nebenkosten betragen 300 EUR, darunter 80 EUR für die Heizung."
    assert meanings(text)[1] == (80.0, "part")


# --------------------------------------------------------------------- shipping and cash on delivery named by a compound
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Das Nachnahmeentgelt beträgt 6 €.", 6.0),
        ("de", "Für Sendungen nach Österreich fallen 8,90 EUR Versand an.", 8.9),
        ("en", "Express delivery: €9.90.", 9.9),
    ],
)
def test_a_shipping_or_cash_on_delivery_charge_is_a_fee(language: str, text: str, value: float) -> None:
    assert meanings(text, language) == [(value, "fee")]


@pytest.mark.parametrize(
    ("language", "text", "meaning"),
    [
        # the goods' own price and value, whatever the shipping
        ("de", "Das Entgelt für die Ware beträgt 60 €.", "price"),
        ("de", "Für den Versand von Waren im Wert von 300 EUR gilt Folgendes.", "other"),
        ("en", "Delivery of goods with a value of EUR 300 is insured.", "other"),
    ],
)
def test_a_price_or_value_beside_shipping_is_no_fee(language: str, text: str, meaning: str) -> None:
    assert [m for _v, m in meanings(text, language)] == [meaning]
