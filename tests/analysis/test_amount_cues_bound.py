"""A charge, a price, a rent or a pay is said only where the cue is bound to this figure (issue 23, sixth round of the
facts): an amount right after a word of comparison, beside a negated word for a charge, about a list of several
meanings, given as an example ("such as", "par exemple"), or typed so that its value cannot be read gets no meaning;
an employment contract's "Entgelt" per hour is the pay; a condition whose verb comes first ("Übersteigt der Umsatz …")
makes its amount a threshold. Every case both ways, on sentences written for these tests."""

from __future__ import annotations

import pytest

from tests.analysis.test_amount_cues import meanings


# --------------------------------------------------------------------- a bound of a comparison
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Für Zahlungen bis 500 EUR fällt keine Gebühr an."),
        ("de", "Lastschriften über 80 EUR werden mit einer Gebühr von 1 EUR belegt."),
        ("de", "Für Pakete mit mehr als 70 EUR Inhalt berechnen wir einen Aufschlag."),
        ("en", "No fees apply to transfers below $20."),
        ("en", "We add a handling charge to parcels over $300."),
        ("es", "No se cobran gastos de envío en pedidos superiores a 60 EUR."),
        ("pt", "Não cobramos taxa de entrega em encomendas acima de 45 EUR."),
        ("fr", "Des frais s'appliquent aux retraits de plus de 200 EUR."),
    ],
)
def test_an_amount_compared_with_is_no_charge(language: str, text: str) -> None:
    first_value, first_meaning = meanings(text, language)[0]
    assert first_meaning in ("other", "threshold", "limit"), (first_value, first_meaning)


@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        # the charge itself is named and joined to its figure: still a fee
        ("de", "Lastschriften über 80 EUR werden mit einer Gebühr von 1 EUR belegt.", 1.0, "fee"),
        ("de", "Sie erhalten eine Gutschrift über 5 EUR.", 5.0, "other"),  # "über" after "eine Gutschrift": its sum
        ("en", "The late fee is $25.", 25.0, "fee"),
        (
            "en",
            "The rent is no less than EUR 640 per month.",
            640.0,
            "rent",
        ),  # a floor of the rent, no comparison bound
        ("es", "La comisión por demora es de 15 EUR.", 15.0, "fee"),
    ],
)
def test_a_charge_joined_to_its_figure_is_still_said(language: str, text: str, value: float, meaning: str) -> None:
    assert (value, meaning) in meanings(text, language)


def test_the_upper_end_of_a_range_is_no_comparison() -> None:
    assert meanings("Die Bearbeitungsgebühr beträgt 10 EUR bis 20 EUR.")[-1] != (20.0, "other")


# --------------------------------------------------------------------- a negated word for a charge
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Wir erheben keine Gebühr; Ihr Guthaben darf 300 EUR betragen."),
        ("de", "Es fällt kein zusätzlicher Zuschlag an, der Warenwert liegt bei 90 EUR."),
        ("en", "There is no fee, and the credit limit is set at $400 by your bank."),
        ("it", "Nessuna commissione è dovuta per la ricarica di 50 euro."),
        ("fr", "Aucun frais n'est dû pour la carte de 30 EUR."),
    ],
)
def test_a_negated_charge_names_no_amount(language: str, text: str) -> None:
    assert all(meaning != "fee" for _value, meaning in meanings(text, language))


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Eine Bearbeitungsgebühr von 10 EUR wird nicht erhoben, wenn der Auftrag 200 EUR übersteigt.", 10.0),
        ("de", "Die Versandkosten von 4,90 EUR werden nicht erstattet.", 4.9),
        ("en", "If you do not pay on time, a late fee of $12 applies.", 12.0),
        ("it", "La commissione di 3 euro non è rimborsabile.", 3.0),
    ],
)
def test_a_negation_elsewhere_leaves_the_charge(language: str, text: str, value: float) -> None:
    assert (value, "fee") in meanings(text, language)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Wir berechnen keine 7 EUR mehr für den Versand nach Österreich."),
        ("en", "We no longer charge $7 for delivery to Canada."),
        ("en", "We do not charge the $7 delivery fee on gift cards."),
    ],
)
def test_a_negated_charge_or_sum_charges_nothing(language: str, text: str) -> None:
    assert meanings(text, language)[0][1] != "fee"


def test_a_charging_verb_charges_its_sum() -> None:
    assert meanings("Für jede Rücklastschrift berechnen wir 7 EUR.") == [(7.0, "fee")]
    assert meanings("We charge $7 for delivery to Canada.", "en") == [(7.0, "fee")]


# --------------------------------------------------------------------- a list of several meanings
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Der Betrag von 120 EUR umfasst Miete, Nebenkosten und Gebühren."),
        ("en", "The sum of EUR 75 covers the rent, the deposit and any fees."),
    ],
)
def test_an_amount_about_a_list_of_meanings_has_none(language: str, text: str) -> None:
    assert meanings(text, language) == [(meanings(text, language)[0][0], "other")]


@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        ("de", "Die Versandkosten und Gebühren betragen zusammen 8 EUR.", 8.0, "fee"),  # one meaning twice
        ("de", "Die Kaution in Höhe von drei Monatsmieten beträgt 1.800 EUR.", 1800.0, "deposit"),  # no list
        ("en", "The deposit of EUR 900 is paid with the first rent.", 900.0, "deposit"),
    ],
)
def test_one_meaning_or_no_list_keeps_its_name(language: str, text: str, value: float, meaning: str) -> None:
    assert (value, meaning) in meanings(text, language)


# --------------------------------------------------------------------- an example
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "Some banks add charges, such as a $3 fee for each foreign payment."),
        ("fr", "Votre banque peut facturer des frais, par exemple 4 EUR par virement."),
        ("es", "Su banco puede cobrar comisiones, por ejemplo 2 EUR por transferencia."),
    ],
)
def test_an_example_sum_is_no_term(language: str, text: str) -> None:
    assert [meaning for _value, meaning in meanings(text, language)] == ["other"]


def test_a_fee_named_without_an_example_is_said() -> None:
    assert meanings("Your bank adds a fee of $3 for each foreign payment.", "en") == [(3.0, "fee")]


# --------------------------------------------------------------------- a figure that cannot be read
def test_a_sum_with_three_digits_after_its_decimal_separator_is_not_read() -> None:
    text = "Der Angestellte erhält ein Jahresgehalt von 61.500,024 EUR brutto."
    assert meanings(text, "de", "employment_contract") == []
    assert meanings("Das Jahresgehalt beträgt 61.500,02 EUR brutto.", "de", "employment_contract") == [
        (61500.02, "salary")
    ]


# --------------------------------------------------------------------- pay and thresholds in employment contracts
@pytest.mark.parametrize(
    ("text", "meaning"),
    [
        ("Das Entgelt beträgt 13,40 EUR je Arbeitsstunde.", "salary"),
        ("Das Entgelt beträgt monatlich 2.350 EUR brutto.", "salary"),
        ("Der Preis für das Jobticket beträgt monatlich 49 EUR.", "price"),  # a price, no pay
        ("Das Entgelt für die Nutzung des Parkplatzes beträgt 30 EUR.", "price"),  # neither gross nor per period
    ],
)
def test_an_entgelt_per_hour_or_month_is_the_pay(text: str, meaning: str) -> None:
    [(_value, found)] = meanings(text, "de", "employment_contract")
    assert found == meaning


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Übersteigt der Jahresumsatz 150.000 EUR, erhält die Mitarbeiterin eine Prämie.", "threshold"),
        ("Erreicht der Umsatz 80.000 EUR, wird ein Bonus gezahlt.", "threshold"),
        ("Die Prämie entfällt, wenn der Umsatz 150.000 EUR unterschreitet.", "threshold"),  # verb after the amount
        ("Die Mitarbeiterin erreicht mit 150.000 EUR Umsatz den dritten Platz.", "other"),  # no condition
        ("Erreicht der Mitarbeiter einen Jahresumsatz von 90.000 EUR, erhält er eine Prämie.", "threshold"),
        ("Das Umsatzziel von 250.000 EUR gilt für das Geschäftsjahr.", "threshold"),  # a target is a threshold
        ("Der erzielte Umsatz von 80.000 EUR wird abgerechnet.", "other"),  # "erzielt": no target, no condition
    ],
)
def test_a_verb_first_condition_makes_a_threshold(text: str, expected: str) -> None:
    [(_value, found)] = meanings(text, "de", "employment_contract")
    assert found == expected


# --------------------------------------------------------------------- the value of goods, a sum the reader receives
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "We charge shipping on gift cards worth $50."),
        ("en", "We charge a handling fee for items valued at $1,000."),
        ("fr", "Nous facturons des frais pour les marchandises d'une valeur de 300 EUR."),
        ("it", "Ti rimborseremo le spese di spedizione di 5 euro."),
        ("fr", "Nous vous remboursons les frais de livraison de 5 EUR."),
        ("es", "Le reembolsaremos los gastos de envío de 5 EUR."),
        ("pt", "Reembolsaremos os portes de envio de 5 EUR."),
    ],
)
def test_a_value_or_a_sum_the_reader_receives_is_no_charge(language: str, text: str) -> None:
    assert [meaning for _value, meaning in meanings(text, language)] == ["other"]


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "We charge a handling fee of $15 for each parcel.", 15.0),
        ("it", "Le spese di spedizione di 5 euro sono a carico del cliente.", 5.0),
        ("fr", "Les frais de livraison de 5 EUR sont à la charge du client.", 5.0),
        ("es", "Los gastos de envío de 5 EUR corren a cargo del cliente.", 5.0),
    ],
)
def test_a_charge_the_reader_pays_is_a_fee(language: str, text: str, value: float) -> None:
    assert meanings(text, language) == [(value, "fee")]


# --------------------------------------------------------------------- a noun keyword inside a verb or adjective
@pytest.mark.parametrize(
    ("text", "meaning"),
    [
        ("Gute Verbesserungsvorschläge werden mit 150 EUR belohnt.", "other"),  # "belohnt": no "Lohn"
        ("Dem Mitarbeiter gebührt eine Prämie von 250 EUR.", "other"),  # "gebührt": no "Gebühr"
        ("Der Stundenlohn von 14 EUR wird monatlich abgerechnet.", "salary"),  # the noun in a compound
        ("Die Tätigkeit wird mit 2.700 EUR brutto monatlich vergütet.", "salary"),  # a verb keyword stays
        ("Der Arbeitnehmer hat 80 EUR nachzuzahlen.", "back_payment"),
    ],
)
def test_a_noun_keyword_inside_a_lower_case_word_names_nothing(text: str, meaning: str) -> None:
    [(_value, found)] = meanings(text, "de", "employment_contract")
    assert found == meaning


# --------------------------------------------------------------------- an employment contract's supplements and allowances
@pytest.mark.parametrize(
    ("text", "meaning"),
    [
        ("Der Nachtzuschlag beträgt 1,75 EUR je Stunde.", "other"),  # a supplement to the pay
        ("Die Kilometerpauschale beträgt 0,35 EUR je Kilometer.", "other"),  # an allowance paid to the employee
        ("Für jede Lohnpfändung berechnet der Arbeitgeber eine Bearbeitungsgebühr von 12 EUR.", "fee"),
        ("Der Arbeitgeber erhebt je Pfändung 8,00 EUR pauschal als Ersatz der Kosten.", "fee"),
    ],
)
def test_a_supplement_or_allowance_of_an_employment_contract_is_no_fee(text: str, meaning: str) -> None:
    [(_value, found)] = meanings(text, "de", "employment_contract")
    assert found == meaning


def test_a_surcharge_in_a_shop_s_terms_is_still_a_fee() -> None:
    assert meanings("Der Inselzuschlag beträgt 9 EUR.", "de", "terms_and_conditions") == [(9.0, "fee")]


# --------------------------------------------------------------------- a charge bound to its figure by its verb or name
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Für Samstagslieferungen werden zusätzlich 6,50 EUR berechnet.", 6.5),
        ("de", "Bei Lieferung auf eine Insel fallen zusätzlich 12 EUR an.", 12.0),
        ("de", "Die Zahlung per Sofortüberweisung wird mit 1 EUR berechnet.", 1.0),
        ("en", "A charge of $4 applies to each paper invoice.", 4.0),
        ("en", "We will bill you $20 for each lost key.", 20.0),
    ],
)
def test_a_charging_verb_or_name_bound_to_the_figure_makes_a_fee(language: str, text: str, value: float) -> None:
    assert meanings(text, language) == [(value, "fee")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Die Zinsen werden aus 1.000 EUR berechnet."),  # "berechnet": calculated, nothing charged
        ("de", "Das Guthaben von 30 EUR wird mit der nächsten Rechnung verrechnet."),
        ("en", "The charge card holds a balance of USD 6."),  # "charge" as part of a compound noun
    ],
)
def test_a_calculation_or_a_compound_is_no_charge(language: str, text: str) -> None:
    assert all(meaning != "fee" for _value, meaning in meanings(text, language))


# --------------------------------------------------------------------- dollars that are no US dollars
def test_the_brazilian_real_and_other_dollars_are_not_us_dollars() -> None:
    from app.analysis.amounts import find_money

    found = [(m.value, m.currency) for m in find_money("Condeno a ré ao pagamento de R$ 7.500,00 a título de danos.")]
    assert found == [(7500.0, "BRL")]
    assert [(m.value, m.currency) for m in find_money("The plan costs A$ 12 or US$ 9.")] == [
        (12.0, "AUD"),
        (9.0, "USD"),
    ]
    assert [m.currency for m in find_money("El alquiler es de RD$ 900.")] == []  # a dollar the text does not name
    assert [(m.value, m.currency) for m in find_money("The fee is $ 4.")] == [(4.0, "USD")]


@pytest.mark.parametrize(
    ("text", "meaning"),
    [
        ("The Employee shall be paid EUR 19 per hour.", "salary"),
        ("The employee will be paid EUR 2,600 per month.", "salary"),
        ("The employee will be paid EUR 150 per month for travel.", "other"),  # a purpose: an allowance
        ("The employee is paid EUR 25 per hour as an on-call allowance.", "other"),
    ],
)
def test_an_english_sum_paid_to_the_employee_per_hour_or_month_is_the_pay(text: str, meaning: str) -> None:
    [(_value, found)] = meanings(text, "en", "employment_contract")
    assert found == meaning


def test_an_english_sales_target_is_a_threshold() -> None:
    assert meanings("The annual sales target of USD 400,000 applies to the bonus.", "en", "employment_contract") == [
        (400000.0, "threshold")
    ]


@pytest.mark.parametrize(
    ("text", "meaning"),
    [
        ("Bei Zahlung per Nachnahme erhebt der Paketdienst ein Entgelt von 2 EUR.", "fee"),  # levied: a charge
        ("Für die Nachnahme wird ein Übermittlungsentgelt von 2 EUR erhoben.", "fee"),
        ("Das Entgelt für den Tarif beträgt 30 EUR im Monat.", "price"),  # not levied: the price of the service
        ("Der Kaufpreis von 200 EUR wird bei Lieferung berechnet.", "price"),  # a "Preis" stays a price
    ],
)
def test_an_entgelt_that_is_levied_is_a_fee(text: str, meaning: str) -> None:
    [(_value, found)] = meanings(text, "de", "terms_and_conditions")
    assert found == meaning


# --------------------------------------------------------------------- a verb, a sum that includes a charge, a balance
@pytest.mark.parametrize(
    ("language", "text", "category"),
    [
        ("en", "If you deposit €60 into your wallet, we add a bonus.", "terms_and_conditions"),  # the verb
        ("de", "Ein Artikel für 12 EUR kostet mit Versand 16,90 EUR.", "terms_and_conditions"),  # with shipping
        ("en", "The bundle costs $30 including shipping.", "terms_and_conditions"),
        ("de", "Sie können Guthaben von 5 EUR bis 150 EUR aufladen.", "terms_and_conditions"),  # a balance
    ],
)
def test_a_verb_a_sum_with_its_charge_or_a_balance_is_no_charge(language: str, text: str, category: str) -> None:
    assert all(meaning not in ("deposit", "fee", "refund") for _v, meaning in meanings(text, language, category))


@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        ("en", "The security deposit of $250 is refunded at the end.", 250.0, "deposit"),
        ("de", "Die Versandkosten inklusive Verpackung betragen 5,90 EUR.", 5.9, "fee"),  # the charge itself
        ("de", "Die Ware wird mit Versandkosten von 4,90 EUR berechnet.", 4.9, "fee"),  # joined by "von"
    ],
)
def test_the_noun_or_the_charge_itself_keeps_its_meaning(language: str, text: str, value: float, meaning: str) -> None:
    assert (value, meaning) in meanings(text, language, "terms_and_conditions")
