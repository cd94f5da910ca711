"""Key amounts with their meaning across the document languages (issue 23): the grammatical ways a text marks an amount
as a fee, a cap or the pay, each checked both ways on sentences written for these tests: a verb that charges it ("wir
stellen … in Rechnung", "addebitiamo", "se cobrarán", "nous facturons"), a negated modal of exceeding ("darf … nicht
übersteigen", "non può superare", "can't exceed") against a condition ("wenn … nicht übersteigt", "se … supera"), a
cap's own name ("importo massimo", "montant maximal"), an apposition ("a fee, currently €10,"), the employer paying
the employee, a sum scaled by "million" or "Mio.", a sum after a year's digits, and a fee waived or shown beside
"free"."""

from __future__ import annotations

import pytest

from app.analysis.amounts import amounts_as_written, find_money
from tests.analysis.test_amount_cues import meanings

TERMS = "terms_and_conditions"
JOB = "employment_contract"


def _meanings_of(text: str, language: str, category: str = TERMS) -> list[str | None]:
    return [meaning for _value, meaning in meanings(text, language, category)]


# --------------------------------------------------------------------- a verb that charges the amount: a fee
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Wir stellen für jede Ersatzkarte 8 EUR in Rechnung.", 8.0),
        ("en", "We'll charge you $6 for every paper invoice.", 6.0),
        ("en", "Late returns incur a $4 charge per day.", 4.0),
        ("it", "Addebitiamo 2 euro per ogni estratto conto inviato per posta.", 2.0),
        ("it", "Ti addebiteremo 1,50 euro per ogni ricarica.", 1.5),
        ("it", "Verrà addebitato un importo di 4 euro per ogni sollecito.", 4.0),
        ("es", "Se cobrarán 3 EUR por cada reclamación escrita.", 3.0),
        ("es", "Cobramos 2 EUR por cada envío de tarjeta.", 2.0),
        ("fr", "Nous facturons 7 EUR pour chaque relance.", 7.0),
        ("fr", "Un montant de 7 EUR vous sera facturé pour chaque relance.", 7.0),
        # "frais de rappel" are a reminder's fee: "rappel" after "frais de" names no back payment
        ("fr", "Des frais de rappel de 7 EUR s'appliquent.", 7.0),
        ("pt", "Cobramos 2 EUR por cada segunda via do cartão.", 2.0),
        ("pt", "Será cobrado um valor de 2 EUR por cada aviso.", 2.0),
    ],
)
def test_a_verb_that_charges_the_amount_makes_it_a_fee(language: str, text: str, value: float) -> None:
    assert (value, "fee") in meanings(text, language, TERMS)


@pytest.mark.parametrize(
    ("language", "text", "category"),
    [
        # the verb negated: nothing is charged
        ("it", "Non addebitiamo 2 euro per gli estratti conto.", TERMS),
        ("en", "You will not incur a $4 charge.", TERMS),
        # the same verb of the one who is paid ("cobrar" is also to be paid): no charge to the reader
        ("es", "El trabajador cobrará 1.600 EUR al mes.", JOB),
        ("pt", "O trabalhador cobra 1.600 EUR por mês.", JOB),
        # a sentence of the same shape without a verb that charges
        ("it", "Per ogni ricarica di 50 euro ricevi un'email.", TERMS),
        ("fr", "Chaque virement de 7 EUR apparaît sur le relevé.", TERMS),
    ],
)
def test_without_a_charging_verb_or_with_it_negated_no_fee(language: str, text: str, category: str) -> None:
    assert "fee" not in _meanings_of(text, language, category)


@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        # a word that names the amount wins over the verb that charges it
        ("it", "Addebitiamo sulla tua carta il prezzo di 9,99 euro.", 9.99, "price"),
        ("en", "We'll charge you the price of $10.", 10.0, "price"),
        ("de", "Wir stellen Ihnen den Kaufpreis von 50 EUR in Rechnung.", 50.0, "price"),
    ],
)
def test_the_amount_s_own_name_wins_over_the_charging_verb(
    language: str, text: str, value: float, meaning: str
) -> None:
    assert meanings(text, language, TERMS) == [(value, meaning)]


# --------------------------------------------------------------------- a negated modal of exceeding: a cap
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Eine einzelne Überweisung darf 4.000 EUR nicht übersteigen.", 4000.0),
        ("de", "Der Erstattungsbetrag kann 120 EUR nicht überschreiten.", 120.0),
        ("de", "Es ist vereinbart, dass die Einzahlungen 900 EUR nicht übersteigen dürfen.", 900.0),
        ("en", "A single top-up can't exceed €400.", 400.0),
        ("en", "Transfers cannot exceed $2,500 per day.", 2500.0),
        ("en", "The refund will be no greater than $80.", 80.0),
        ("en", "Every refund is subject to a cap of $80.", 80.0),
        ("it", "Ogni bonifico non può superare 3.000 euro.", 3000.0),
        ("it", "Il rimborso non potrà in ogni caso superare 70 euro.", 70.0),
        ("it", "Rimborsiamo le spese fino alla concorrenza di 600 euro.", 600.0),
        ("it", "Rimborsiamo le spese nel limite di 600 euro.", 600.0),
        ("it", "Rimborsiamo le spese per un importo non eccedente 600 euro.", 600.0),
        ("es", "Cada transferencia no podrá superar 3.000 EUR.", 3000.0),
        ("fr", "Chaque virement ne peut pas dépasser 3.000 EUR.", 3000.0),
        ("pt", "Cada transferência não pode exceder 3.000 EUR.", 3000.0),
    ],
)
def test_what_may_not_be_exceeded_is_a_cap(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "limit")]


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        # a condition: the amount says when something applies
        ("de", "Wenn der Auftrag 250 EUR nicht übersteigt, fällt eine Pauschale an.", 250.0),
        ("de", "Falls die Zahlungen 900 EUR nicht übersteigen, gilt der kleine Tarif.", 900.0),
        ("de", "Das Guthaben darf 15 EUR nicht unterschreiten.", 15.0),  # the least sum, no cap
        ("de", "Sie dürfen Bestellungen aufgeben, die 300 EUR übersteigen.", 300.0),  # allowed, not capped
        ("en", "If your claim does not exceed $4,000, the hearing is held by video.", 4000.0),
        ("it", "Se l'importo non supera 80 euro, non si applicano commissioni.", 80.0),
        ("it", "Qualora l'ordine superi 45 euro, la consegna è gratuita.", 45.0),
        ("es", "Si el importe supera 80 EUR, no se cobra comisión.", 80.0),
        ("fr", "Si le montant dépasse 80 EUR, la livraison est offerte.", 80.0),
        ("fr", "Lorsque la commande n'excède pas 45 EUR, des frais de port s'appliquent.", 45.0),
        ("pt", "Se o valor exceder 80 EUR, a entrega é gratuita.", 80.0),
    ],
)
def test_a_condition_of_exceeding_is_a_threshold_no_cap(language: str, text: str, value: float) -> None:
    assert (value, "threshold") in meanings(text, language, TERMS)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # "don't exceed" in a relative clause describes the claims, it caps nothing
        ("en", "Claims that don't exceed $6,000 are heard by one arbitrator."),
        # "-se" after a verb is a pronoun, no "if": the cap that follows stays a cap
        ("pt", "Aplica-se uma comissão que não pode exceder 4 EUR."),
    ],
)
def test_no_condition_read_into_a_pronoun_or_a_description(language: str, text: str) -> None:
    assert "threshold" not in _meanings_of(text, language)


# --------------------------------------------------------------------- a cap's own name before the amount
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("it", "L'importo massimo è di 250 euro.", 250.0),
        ("it", "Il limite di spesa è di 1.200 euro al mese.", 1200.0),
        ("it", "Il saldo massimo del conto è di 2.000 euro.", 2000.0),
        ("it", "Il rimborso è di massimo 150 euro.", 150.0),
        ("es", "El importe máximo es de 250 EUR.", 250.0),
        ("fr", "Le montant maximal est de 250 EUR.", 250.0),
        ("pt", "O montante máximo é de 250 EUR.", 250.0),
        ("en", "The most we will pay you is $250.", 250.0),
        ("de", "Obergrenze: 250 EUR", 250.0),
    ],
)
def test_a_cap_named_before_the_amount_makes_it_a_limit(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "limit")]


@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        # "massimo" of a count, not of the sum: the price keeps its name
        ("it", "Il numero massimo di dispositivi è 5; il prezzo è di 6 euro.", 6.0, "price"),
        # "up to" a period or a count is no cap of the amount after it
        ("en", "You may cancel up to 14 days before the trip; the fee is $35.", 35.0, "fee"),
        ("de", "Sie können bis zu 14 Tage vorher stornieren; die Gebühr beträgt 35 EUR.", 35.0, "fee"),
        ("en", "We keep up to 30 files; each extra file costs $2.", 2.0, "price"),
    ],
)
def test_a_cap_of_something_else_caps_no_amount(language: str, text: str, value: float, meaning: str) -> None:
    assert meanings(text, language, TERMS) == [(value, meaning)]


# --------------------------------------------------------------------- an apposition names the amount
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "We charge a reactivation fee, currently €12, for dormant accounts.", 12.0),
        ("en", "An annual membership fee, currently $79, is billed each year.", 79.0),
        ("it", "Le spese di spedizione, pari a 6 euro, sono a carico del cliente.", 6.0),
        ("de", "Die Bearbeitungsgebühr, derzeit 9 EUR, wird mit der Rechnung erhoben.", 9.0),
        # a relative clause that only states the sum
        ("en", "You are responsible for the filing fees, which are currently $180.", 180.0),
        ("it", "Le spese di spedizione, che sono pari a 6 euro, sono a carico del cliente.", 6.0),
    ],
)
def test_an_amount_in_apposition_to_its_name_has_that_meaning(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "fee")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # an item of a list after a comma, not an apposition: nothing closes it right after the amount
        ("en", "Deposits are free, withdrawals too, $5 go to the card issuer for transfers."),
        ("de", "Die Gebühr entfällt, 9 EUR werden Ihnen gutgeschrieben."),
    ],
)
def test_a_list_item_after_a_comma_is_no_apposition(language: str, text: str) -> None:
    assert "fee" not in _meanings_of(text, language)


# --------------------------------------------------------------------- the pay
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "The Employer shall pay the Employee EUR 3,300 gross per month.", 3300.0),
        ("en", "The employer will pay to the employee EUR 19 per hour.", 19.0),
        ("en", "The Employee will be paid at the rate of $21 per hour.", 21.0),
        ("en", "Compensation: $52,000 per year", 52000.0),
        ("en", "The Employee's compensation shall be $4,100 per month.", 4100.0),
        ("it", "Il compenso orario è di 11 euro lordi.", 11.0),
        ("it", "La paga oraria è di 9,50 euro.", 9.5),
        ("it", "Al dipendente spetta un compenso mensile di 2.100 euro.", 2100.0),
        ("pt", "A retribuição mensal ilíquida é de 1.250 EUR.", 1250.0),
        ("de", "Der Arbeitnehmer erhält 13 Gehälter à 3.100 EUR brutto.", 3100.0),
        ("de", "Das Gehalt beträgt ab dem 01.01.2025 3.450 EUR.", 3450.0),
    ],
)
def test_the_pay_in_an_employment_contract(language: str, text: str, value: float) -> None:
    assert (value, "salary") in meanings(text, language, JOB)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "The employer shall pay the employee a car allowance of EUR 320 per month."),
        ("en", "The employer pays the employee EUR 90 per month for travel."),
        ("en", "The employee pays EUR 25 per month for parking."),
        ("en", "The company pays EUR 25 per month towards your phone."),
        ("en", "As compensation for the non-compete restriction the Employee receives $1,800 per month."),
        ("en", "Compensation in lieu of notice of $6,000 is paid once."),
        ("de", "Der Arbeitnehmer erhält eine einmalige Prämie von 600 EUR."),
    ],
)
def test_another_payment_to_or_by_the_employee_is_no_pay(language: str, text: str) -> None:
    assert "salary" not in _meanings_of(text, language, JOB)


# --------------------------------------------------------------------- a fee waived or beside "free"
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "We waive the $25 activation fee."),
        ("en", "Shipping is free (normally $6)."),
        ("de", "Die Gebühr von 12 EUR entfällt."),
        ("de", "Die Bearbeitungsgebühr in Höhe von 18 EUR wird Ihnen erlassen."),
        ("de", "Der Versand ist kostenlos statt 5,90 EUR."),
        ("it", "La commissione di 3 euro non è dovuta."),
    ],
)
def test_a_fee_waived_or_not_charged_is_no_fee_of_that_amount(language: str, text: str) -> None:
    assert "fee" not in _meanings_of(text, language)


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        # a condition keeps the fee for everyone it does not name
        ("en", "The $25 fee is waived for members.", 25.0),
        ("en", "The $25 fee is waived if you pay by card.", 25.0),
        ("de", "Die Gebühr von 12 EUR entfällt für Mitglieder.", 12.0),
        ("it", "La commissione di 3 euro non è dovuta se paghi con bonifico.", 3.0),
        # the waiver negated, or about another thing
        ("de", "Die Gebühr von 12 EUR entfällt nicht.", 12.0),
        ("de", "Die Versandkosten betragen 5,90 EUR; die Rücksendung ist kostenlos.", 5.9),
    ],
)
def test_a_fee_waived_only_under_a_condition_stays_a_fee(language: str, text: str, value: float) -> None:
    assert (value, "fee") in meanings(text, language, TERMS)


# --------------------------------------------------------------------- how sums are written
@pytest.mark.parametrize(
    ("written", "value", "currency"),
    [
        ("USD 100", 100.0, "USD"),
        ("100 $", 100.0, "USD"),
        ("EUR 50,-", 50.0, "EUR"),
        ("50,- €", 50.0, "EUR"),
        ("€50.00", 50.0, "EUR"),
        ("1.000 Euro", 1000.0, "EUR"),
        ("fifty dollars ($50)", 50.0, "USD"),
        ("Euro 50", 50.0, "EUR"),
        ("US$ 30", 30.0, "USD"),
        # a scale word after the figure multiplies it
        ("€1.5 million", 1_500_000.0, "EUR"),
        ("EUR 5 Mio.", 5_000_000.0, "EUR"),
        ("1,5 Mio. EUR", 1_500_000.0, "EUR"),
        ("2 Millionen Euro", 2_000_000.0, "EUR"),
        ("10 milioni di euro", 10_000_000.0, "EUR"),
        ("5 millions d'euros", 5_000_000.0, "EUR"),
        ("€2m", 2_000_000.0, "EUR"),
        ("$5k", 5_000.0, "USD"),
        ("3 Milliarden Euro", 3_000_000_000.0, "EUR"),
    ],
)
def test_a_sum_is_read_with_its_value_once(written: str, value: float, currency: str) -> None:
    found = list(find_money(f"Die Deckungssumme beträgt {written} je Fall."))
    assert [(m.value, m.currency) for m in found] == [(value, currency)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "billion" is a thousand millions in English, a million millions in German and French: no value to state
        ("The cover is $2 billion per claim.", []),
        ("Die Deckung beträgt 2 Billionen Euro.", []),
        # after a year's digits the sum is read whole, never its last group alone
        ("Ab dem 01.01.2025 3.500 EUR monatlich.", [3500.0]),
        ("Im Jahr 2024 2.500,00 EUR.", [2500.0]),
        # after a short number and a space it may be a thousands group: not read
        ("Nr. 3 500 EUR", []),
        ("Art. 12 3.000 EUR", []),
    ],
)
def test_a_sum_whose_value_the_text_does_not_tell_is_not_read(text: str, expected: list[float]) -> None:
    assert [m.value for m in find_money(text)] == expected


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("Die Haftung ist auf €1.5 million begrenzt.", "€1.5 million"),
        ("Die Deckungssumme beträgt 2 Millionen Euro.", "2 Millionen Euro"),
        ("Der Beitrag beträgt Euro 50 im Jahr.", "Euro 50"),
        ("The fee is US$ 30.", "US$ 30"),
    ],
)
def test_a_quoted_sum_keeps_its_scale_and_currency(text: str, written: str) -> None:
    assert list(amounts_as_written(text)) == [written]


# --------------------------------------------------------------------- caps over a list's items, in capitals, in words
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        # an item of the list the sentence caps, after a semicolon
        (
            "en",
            "Our total liability shall not exceed the greater of (i) the fees you paid in the last six months; and "
            "(ii) US$35.00.",
            35.0,
        ),
        ("en", "Our liability is limited to the greater of: (a) what you paid us; or (b) $45.", 45.0),
        # the sum in words, then in figures: what is said before the words is said of it
        ("en", "Our total liability for any claim will not be more than sixty euros (€60).", 60.0),
        ("en", "The maximum we will be liable for is $30.", 30.0),
        ("de", "Wir haften insgesamt höchstens in Höhe von 120 EUR.", 120.0),
        # a currency word in capitals, as liability clauses are often written
        ("it", "IN NESSUN CASO LA NOSTRA RESPONSABILITÀ SUPERERÀ 150 EURO.", 150.0),
        ("en", "IN NO EVENT SHALL OUR LIABILITY EXCEED 75 DOLLARS.", 75.0),
    ],
)
def test_a_cap_over_list_items_in_capitals_or_in_words(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "limit")]


def test_an_item_after_a_semicolon_of_a_sentence_that_caps_nothing_is_no_cap() -> None:
    assert "limit" not in _meanings_of("You may pay (i) monthly; or (ii) $25 at once for the year.", "en")


# --------------------------------------------------------------------- the name before a bound names the later amount
@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        ("de", "Die Versandkosten für Bestellungen unter 60 EUR betragen 5,90 EUR.", 5.9, "fee"),
        ("de", "Die Gebühr für Überweisungen über 1.000 EUR beträgt 3 EUR.", 3.0, "fee"),
        ("en", "The shipping fee for orders below $40 is $6.", 6.0, "fee"),
        ("en", "The arbitration fee for claims under $8,000 is $150.", 150.0, "fee"),
    ],
)
def test_the_name_before_a_bound_names_the_amount_after_the_verb(
    language: str, text: str, value: float, meaning: str
) -> None:
    assert (value, meaning) in meanings(text, language, TERMS)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # no name before the bound
        ("de", "Bestellungen unter 60 EUR betragen meist 30 EUR."),
        # the bound is the subject's name, not a condition: no verb of amounting between the two sums
        ("de", "Die Versandkosten für Bestellungen unter 60 EUR und Rücksendungen von 30 EUR sind getrennt."),
    ],
)
def test_without_a_name_before_the_bound_the_later_amount_has_none(language: str, text: str) -> None:
    assert meanings(text, language, TERMS)[-1][1] in ("other", None)


# --------------------------------------------------------------------- an employment contract's "Entgelt", an apposition
@pytest.mark.parametrize(
    ("text", "value", "meaning"),
    [
        ("Die Vergütung folgt dem Tarifvertrag; das derzeitige Entgelt beträgt 2.640 EUR.", 2640.0, "salary"),
        ("Das Urlaubsentgelt beträgt 1.150 EUR.", 1150.0, "salary"),
        (
            "Der Arbeitnehmer erhält eine Vergütung in Höhe des gesetzlichen Mindestlohns, derzeit 12,90 EUR pro Stunde.",
            12.9,
            "salary",
        ),
        ("Die Aushilfe erhält pro Stunde 14 EUR.", 14.0, "salary"),
        # the employee pays it, or it is the price of a thing: no pay
        ("Der Arbeitnehmer zahlt für den Stellplatz ein Entgelt von 35 EUR.", 35.0, "price"),
        ("Das Entgelt für die Kantine beträgt 5 EUR.", 5.0, "price"),
        ("Der Arbeitnehmer kann Waren zum Preis von 12 EUR erwerben.", 12.0, "price"),
    ],
)
def test_an_employment_contract_s_entgelt_is_the_pay_unless_paid_by_the_employee(
    text: str, value: float, meaning: str
) -> None:
    assert meanings(text, "de", JOB) == [(value, meaning)]


# --------------------------------------------------------------------- costs charged to the employee, a pronoun for a charge
@pytest.mark.parametrize(
    ("language", "text", "category", "value"),
    [
        # a pronoun after a semicolon stands for the charge named before it
        ("de", "Die Kosten der Rücksendung trägt der Käufer; sie betragen 7 EUR.", TERMS, 7.0),
        ("en", "A fee applies to paper statements; it is $4.", TERMS, 4.0),
        (
            "de",
            "Die Kosten der Bearbeitung einer Lohnpfändung trägt der Arbeitnehmer; sie betragen pauschal 14 EUR je "
            "Pfändung.",
            JOB,
            14.0,
        ),
        # the least sum of costs charged at a rate
        (
            "de",
            "Die Kosten für die Bearbeitung von Pfändungen in Höhe von 3 % des gepfändeten Betrages, mindestens 11 EUR, "
            "trägt der Arbeitnehmer.",
            JOB,
            11.0,
        ),
        # a flat sum the employer withholds from the pay
        ("de", "Der Arbeitgeber ist berechtigt, pro Pfändung eine Pauschale von 9 EUR einzubehalten.", JOB, 9.0),
    ],
)
def test_a_charge_named_before_a_pronoun_a_rate_or_withheld_is_a_fee(
    language: str, text: str, category: str, value: float
) -> None:
    assert meanings(text, language, category) == [(value, "fee")]


@pytest.mark.parametrize(
    ("language", "text", "category"),
    [
        # another sentence: what the pronoun stands for, the text does not bind
        ("de", "Die Kosten trägt der Käufer. Sie betragen 7 EUR.", TERMS),
        # no charge before the pronoun
        ("de", "Der Arbeitnehmer erhält eine Zulage; sie beträgt 65 EUR.", JOB),
        # an allowance paid to the employee, offset or received: no charge
        ("de", "Die Reisekostenpauschale von 35 EUR wird mit der Lohnsteuer verrechnet.", JOB),
        ("de", "Der Arbeitnehmer erhält eine Fahrtkostenpauschale von 55 EUR, die vom Bruttolohn abgezogen wird.", JOB),
    ],
)
def test_no_charge_without_a_charge_named_or_withheld(language: str, text: str, category: str) -> None:
    assert "fee" not in _meanings_of(text, language, category)


# --------------------------------------------------------------------- the value of goods up to a sum: a condition
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Bei Rücksendungen mit einem Warenwert bis 40 EUR trägt der Kunde die Kosten.", 40.0),
        ("de", "Bei einem Bestellwert von bis zu 40 EUR trägt der Kunde die Kosten der Rücksendung.", 40.0),
        ("en", "For returns of goods worth up to €40 you bear the return costs.", 40.0),
    ],
)
def test_a_value_of_goods_up_to_a_sum_is_a_condition_no_charge_or_cap(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "threshold")]


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        # "bis zu" of the sum itself, not of a value in a condition: a cap
        ("de", "Die Versandkosten betragen bis zu 40 EUR.", 40.0),
        ("de", "Sie können Gutscheine im Wert von bis zu 100 EUR kaufen.", 100.0),
        ("en", "We refund return costs of up to €40.", 40.0),
    ],
)
def test_up_to_without_a_condition_stays_a_cap(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "limit")]
