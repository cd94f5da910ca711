"""Key amounts with their role, third round (issue 23): a fee is the charge for a service or a step (an "-entgelt" of a
service, the share of the shipping costs, what a step costs: "Die Rücksendung kostet Sie 6,50 EUR", "Each reminder
costs EUR 5"), a limit the ceiling a liability or a payment may reach ("Haftungssumme", "limitiert", "bis zum Betrag
von", "haften nicht über den niedrigeren Betrag von", "in excess of the lesser of", "a maximum payment of"), the salary
the pay an employee earns ("verdient 2.300 EUR brutto", "the employee's pay", "the hourly rate"). The same figure
without the mark gets no such role: a thing's cost is its price, a condition on the loss makes a threshold, training
costs in an employment contract are no fee and no pay, a bonus or an allowance is no salary. Sentences written for
these tests."""

from __future__ import annotations

import pytest

from tests.analysis.test_amount_cues import meanings

SHOP = "terms_and_conditions"
JOB = "employment_contract"

# (language, sentence, category, value, meaning): the mark gives the amount its role.
MARKED = [
    # fees: a charge for a service or a step
    ("de", "Das Kontoführungsentgelt beträgt 4 EUR monatlich.", SHOP, 4.0, "fee"),
    ("de", "Bei Nachnahme kommen 2 EUR Übermittlungsentgelt hinzu.", SHOP, 2.0, "fee"),
    ("de", "Der Versandkostenanteil beträgt 3,50 EUR.", SHOP, 3.5, "fee"),
    ("de", "Die Rücksendung kostet Sie 6,50 EUR.", SHOP, 6.5, "fee"),
    ("de", "Jede Mahnung kostet 5 EUR.", SHOP, 5.0, "fee"),
    ("de", "Die Expresslieferung kostet zusätzlich 9,90 EUR.", SHOP, 9.9, "fee"),
    ("de", "Die Mahngebühr beträgt 2,50 EUR je Schreiben.", SHOP, 2.5, "fee"),
    ("en", "Each reminder costs EUR 5.", SHOP, 5.0, "fee"),
    ("en", "Return shipping costs you $6.", SHOP, 6.0, "fee"),
    ("en", "A handling fee of $4 applies to each order.", SHOP, 4.0, "fee"),
    # limits: a ceiling
    ("de", "Die Haftungssumme beträgt 5.000 EUR.", SHOP, 5000.0, "limit"),
    ("de", "Die Haftung ist auf die Höhe von 8.000 EUR limitiert.", SHOP, 8000.0, "limit"),
    ("de", "Ersatz wird bis zum Betrag von 400 EUR geleistet.", SHOP, 400.0, "limit"),
    ("de", "Pro Bestellung können maximal Waren im Wert von 2.000 EUR bestellt werden.", SHOP, 2000.0, "limit"),
    (
        "de",
        "Wir haften nicht über den niedrigeren Betrag von 100 EUR und die gezahlten Entgelte hinaus.",
        SHOP,
        100.0,
        "limit",
    ),
    ("de", "Die Haftung ist auf 1.000 EUR je Schadensfall begrenzt.", SHOP, 1000.0, "limit"),
    ("en", "We will not be liable to you in excess of the lesser of $100 and the fees you paid.", SHOP, 100.0, "limit"),
    ("en", "Any claim is limited to a maximum payment of €200.", SHOP, 200.0, "limit"),
    ("en", "If you paid nothing, our liability is $15.", SHOP, 15.0, "limit"),
    # salary: the pay
    ("de", "Der Arbeitnehmer verdient 2.300 EUR brutto.", JOB, 2300.0, "salary"),
    ("de", "Die Arbeitnehmerin erhält ein Bruttomonatsgehalt von 3.200 EUR.", JOB, 3200.0, "salary"),
    ("de", "Der Stundenlohn beträgt 14,50 EUR brutto.", JOB, 14.5, "salary"),
    ("en", "The employee's pay is EUR 15 per hour.", JOB, 15.0, "salary"),
    ("en", "The hourly rate is £14.", JOB, 14.0, "salary"),
]


@pytest.mark.parametrize(("language", "text", "category", "value", "meaning"), MARKED)
def test_the_mark_gives_the_amount_its_role(
    language: str, text: str, category: str, value: float, meaning: str
) -> None:
    assert (value, meaning) in meanings(text, language, category)


# (language, sentence, category, value, meaning not given): the same figure without the mark, or marked otherwise.
UNMARKED = [
    ("de", "Die Versandtasche kostet 2 EUR.", SHOP, 2.0, "fee"),  # a thing: its price
    ("de", "Das Abo kostet monatlich 9,99 EUR.", SHOP, 9.99, "fee"),
    ("de", "Die Ware kostet inklusive Versand 40 EUR.", SHOP, 40.0, "fee"),  # shipping set beside the goods
    ("de", "Das Entgelt für die Ware beträgt 30 EUR.", SHOP, 30.0, "fee"),
    ("en", "The item costs $30.", SHOP, 30.0, "fee"),
    ("en", "The goods were sold out; they cost €5 more elsewhere.", SHOP, 5.0, "fee"),
    ("de", "Der Versand ist kostenlos; die Lampe kostet 80 EUR.", SHOP, 80.0, "fee"),
    ("de", "Wir haften nicht, wenn der Schaden über 100 EUR liegt.", SHOP, 100.0, "limit"),  # a condition
    ("en", "We are not liable if the loss is more than $100.", SHOP, 100.0, "limit"),
    ("de", "Ab einem Bestellwert von 60 EUR liefern wir versandkostenfrei.", SHOP, 60.0, "limit"),  # a threshold
    (
        "de",
        "Die Kosten der Fortbildung von 2.000 EUR sind bei vorzeitigem Ausscheiden zurückzuzahlen.",
        JOB,
        2000.0,
        "fee",
    ),
    (
        "en",
        "The costs of the training of EUR 3,000 must be repaid if the employee leaves within a year.",
        JOB,
        3000.0,
        "price",
    ),
    ("de", "Der Arbeitnehmer erhält eine Jahressonderzahlung von 1.500 EUR.", JOB, 1500.0, "salary"),  # a bonus
    ("de", "Der Arbeitnehmer erhält einen Fahrtkostenzuschuss von 50 EUR monatlich.", JOB, 50.0, "salary"),
    ("de", "Ab einem Umsatz von 20.000 EUR erhält der Mitarbeiter eine Prämie.", JOB, 20000.0, "salary"),  # threshold
    ("de", "Der Arbeitnehmer verdient mehr als 2.000 EUR, wenn er die Ziele erreicht.", JOB, 2000.0, "salary"),
    ("en", "The employee receives a travel allowance of EUR 100 per month.", JOB, 100.0, "salary"),
    ("en", "The hourly rate for the hire of the room is £14.", SHOP, 14.0, "salary"),  # no employment contract
]


@pytest.mark.parametrize(("language", "text", "category", "value", "meaning"), UNMARKED)
def test_without_the_mark_no_such_role(language: str, text: str, category: str, value: float, meaning: str) -> None:
    found = meanings(text, language, category)
    assert any(v == value for v, _m in found), found
    assert (value, meaning) not in found


def test_training_costs_in_an_employment_contract_get_no_meaning_but_are_kept() -> None:
    text = "Die Kosten der Fortbildung von 2.000 EUR sind bei vorzeitigem Ausscheiden zurückzuzahlen."
    assert meanings(text, "de", JOB) == [(2000.0, "other")]
    # outside an employment contract the costs of a course are what the course costs
    assert meanings("Die Kosten der Schulung betragen 200 EUR.", "de", SHOP) == [(200.0, "fee")]


# The charge a noun names right after the amount ("a $30 cancellation charge"), or a flat sum a passive verb charges
# ("werden pauschal mit 10 EUR je Pfändung berechnet"), is a fee; negated, it is none.
@pytest.mark.parametrize(
    ("language", "text", "category", "value", "meaning"),
    [
        ("en", "You'll pay a $30 cancellation charge.", SHOP, 30.0, "fee"),
        ("en", "A EUR 5 handling surcharge is added.", SHOP, 5.0, "fee"),
        (
            "de",
            "Die Kosten der Bearbeitung von Pfändungen trägt der Arbeitnehmer; sie werden pauschal mit 10 EUR je "
            "Pfändung berechnet.",
            JOB,
            10.0,
            "fee",
        ),
    ],
)
def test_a_charge_named_after_the_amount_or_a_flat_sum_charged_is_a_fee(
    language: str, text: str, category: str, value: float, meaning: str
) -> None:
    assert (value, meaning) in meanings(text, language, category)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "You will not be asked for a $4 charge."),
        ("en", "Your $200 charge card limit applies."),
    ],
)
def test_no_fee_where_the_charge_is_negated_or_a_card(language: str, text: str) -> None:
    assert all(meaning != "fee" for _value, meaning in meanings(text, language, SHOP))


# Sums as contracts type them: whole euros with a space before ",--", "Eur" for the euro. "TEUR" (thousands of euros)
# is no sum of that many euros: it is read as the thousands it names (test_amount_forms.py), never a thousand times
# too small.
@pytest.mark.parametrize(
    ("written", "value"),
    [("3.000 ,-- EUR", 3000.0), ("2.500 Eur", 2500.0), ("Eur 2.500", 2500.0), ("EUR 2.500,--", 2500.0)],
)
def test_a_salary_as_contracts_type_it(written: str, value: float) -> None:
    assert meanings(f"Das Bruttomonatsgehalt beträgt {written}.", "de", JOB) == [(value, "salary")]


@pytest.mark.parametrize("written", ["2.500 Europa"])
def test_thousands_of_euros_and_other_words_are_no_sum_in_euros(written: str) -> None:
    assert meanings(f"Das Bruttomonatsgehalt beträgt {written}.", "de", JOB) == []


@pytest.mark.parametrize("written", ["TEUR 50", "50 TEUR"])
def test_thousands_of_euros_are_read_as_thousands(written: str) -> None:
    assert meanings(f"Das Bruttomonatsgehalt beträgt {written}.", "de", JOB) == [(50000.0, "salary")]
