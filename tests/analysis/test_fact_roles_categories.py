"""An amount gets its role only where the text marks it, by category of mark (issue 23, f23): a sum typed with stray
characters; the pay named by a neutral word, by the verb of receiving, or by "earn", "your pay", "rate of pay"; the least
sum of a rate or a named charge ("mindestens jedoch"); the costs "einer" thing; a charge "dem Arbeitnehmer je Pfändung";
a cap or a least value named before the amount in its own phrase ("Tageslimit", "maximum amount", "Mindestwert"); claims
"exceeding" a sum; orders "from" a sum. Every category both ways, on sentences written for these tests."""

from __future__ import annotations

import pytest

from tests.analysis.test_amount_cues import meanings

EMPLOYMENT = "employment_contract"
TERMS = "terms_and_conditions"


# --------------------------------------------------------------------- sums typed with stray characters
@pytest.mark.parametrize(
    "text",
    [
        "Das Gehalt beträgt 2.500.-- Euro brutto im Monat.",
        "Das Gehalt beträgt €uro 2.500,00 brutto im Monat.",
        "Das Gehalt beträgt 2.500, 00 EUR brutto im Monat.",
        "Das Gehalt beträgt 2.500,-- EUR brutto im Monat.",
    ],
)
def test_a_sum_typed_with_stray_characters_keeps_its_value(text: str) -> None:
    assert meanings(text, "de", EMPLOYMENT) == [(2500.0, "salary")]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Wir bieten Stufen von 5, 10 und 20 EUR an.", [20.0]),  # a list: "5, 10" is no 5.10
        ("Die Staffel lautet 5, 10 EUR.", [10.0]),
        ("Die Beträge 100, 20 EUR und 30 EUR sind fällig.", [20.0, 30.0]),  # no thousands group before the comma
    ],
)
def test_a_comma_and_a_space_join_no_cents_to_a_list(text: str, values: list[float]) -> None:
    assert [value for value, _meaning in meanings(text)] == values


def test_cents_after_a_stray_space_are_never_read_alone() -> None:
    assert all(value != 0.0 for value, _meaning in meanings("Die Miete beträgt 1.250, 00 EUR."))


# --------------------------------------------------------------------- the pay in an employment contract
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Die Arbeitnehmerin erhält monatlich einen Betrag von 2.300 EUR brutto.", 2300.0),
        ("de", "Der Stundensatz beträgt 19,50 EUR brutto.", 19.5),
        ("de", "Die Arbeitnehmerin erhält monatlich 2.450 EUR.", 2450.0),
        ("de", "Der Arbeitnehmer erhält 3.100 EUR brutto.", 3100.0),
        ("de", "Der Arbeitnehmer erhält für seine Tätigkeit 2.900 EUR brutto.", 2900.0),
        ("de", "Das Tarifentgelt beträgt zurzeit 3.010,00 EUR.", 3010.0),
        ("de", "Das Gehalt wird auf 3.700,00 EUR brutto festgesetzt.", 3700.0),  # set, no tax assessed
        ("en", "The Employee will be paid £1,950 gross per calendar month.", 1950.0),
        ("en", "You will earn £11.20 per hour.", 11.2),
        ("en", "Your pay will be €2,650 a month.", 2650.0),
        ("en", "Your rate of pay is £12.10 per hour.", 12.1),
    ],
)
def test_the_pay_named_by_a_neutral_word_or_the_verb_of_receiving(language: str, text: str, value: float) -> None:
    assert meanings(text, language, EMPLOYMENT) == [(value, "salary")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Die Arbeitnehmerin erhält monatlich 60 EUR als Zuschuss zum Jobticket."),
        ("de", "Der Arbeitnehmer erhält monatlich 45 EUR für Verpflegung."),
        ("de", "Der Arbeitnehmer erhält monatlich 30 EUR Essensgeld."),
        ("de", "Der Arbeitnehmer erhält einmalig 1.500 EUR brutto."),
        ("de", "Der Arbeitnehmer erhält monatlich eine Zulage von 120 EUR."),
        ("de", "Der Arbeitnehmer zahlt monatlich 25 EUR für den Stellplatz."),
        ("en", "You pay €20 a month for the parking space."),
        ("en", "You will receive a car allowance of £250 per month."),
        ("en", "You will earn a bonus of £400 per quarter."),
    ],
)
def test_a_sum_for_another_thing_is_not_the_pay(language: str, text: str) -> None:
    assert all(meaning != "salary" for _value, meaning in meanings(text, language, EMPLOYMENT))


def test_the_pay_words_name_no_pay_outside_an_employment_contract() -> None:
    assert meanings("Sie erhalten monatlich 2.300 EUR.", "de", TERMS) == [(2300.0, "other")]


# --------------------------------------------------------------------- the least sum of a rate or a charge
@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        ("de", "Für Kartenzahlungen berechnen wir eine Gebühr von 1,5 %, mindestens jedoch 0,40 EUR.", 0.4, "fee"),
        ("de", "Als pauschalen Schadensersatz verlangen wir 10 % des Preises, mindestens 25 EUR.", 25.0, "damages"),
        ("de", "Bei Rücklastschriften trägt der Kunde die Bankgebühren, mindestens jedoch 4 EUR.", 4.0, "fee"),
        ("en", "Card payments carry a fee of 2%, but at least EUR 0.75.", 0.75, "fee"),
    ],
)
def test_the_least_sum_of_a_rate_or_a_charge_is_that_charge(
    language: str, text: str, value: float, meaning: str
) -> None:
    assert (value, meaning) in meanings(text, language, TERMS)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Wir liefern ab 3 Stück, mindestens 20 EUR."),  # no rate, no charge named before the floor
        ("de", "Die Laufzeit beträgt 12 Monate, mindestens 50 EUR."),
        ("en", "Orders ship within two days, at least EUR 10."),
    ],
)
def test_a_least_sum_of_nothing_named_gets_no_charge(language: str, text: str) -> None:
    assert all(meaning not in ("fee", "price", "damages") for _value, meaning in meanings(text, language, TERMS))


# --------------------------------------------------------------------- charges bound to their figure
@pytest.mark.parametrize(
    ("category", "text", "value"),
    [
        (TERMS, "Die Kosten einer Rücklastschrift in Höhe von 4,50 EUR gehen zu Lasten des Kunden.", 4.5),
        (EMPLOYMENT, "Für die Bearbeitung werden dem Arbeitnehmer je Pfändung 11,00 EUR berechnet.", 11.0),
        (TERMS, "Die Stornokosten betragen 35 EUR.", 35.0),
        (TERMS, "Der Mitgliedsbeitrag beträgt 6 EUR im Monat.", 6.0),
        (TERMS, "Für Expresslieferungen wird ein Aufschlag von 8 EUR erhoben.", 8.0),
    ],
)
def test_a_charge_bound_to_its_figure_is_a_fee(category: str, text: str, value: float) -> None:
    assert meanings(text, "de", category) == [(value, "fee")]


@pytest.mark.parametrize(
    ("text", "meaning"),
    [
        ("Teillieferungen sind zulässig; der Kaufpreis beträgt 300 EUR.", "price"),  # "Kaufpreis" holds no surcharge
        ("Die Kosten einer Rücklastschrift in Höhe von 4 EUR trägt der Verkäufer.", "other"),  # the seller bears them
        ("Für Pfändungen werden dem Arbeitnehmer keine 10 EUR berechnet.", "other"),
    ],
)
def test_no_fee_where_the_mark_is_missing_or_negated(text: str, meaning: str) -> None:
    assert [found for _value, found in meanings(text, "de", TERMS)] == [meaning]


# --------------------------------------------------------------------- caps and least values named before the amount
@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        ("de", "Das Tageslimit für Abhebungen beträgt 600 EUR.", 600.0, "limit"),
        ("de", "Der Höchstbestellwert liegt bei 2.000 EUR.", 2000.0, "limit"),
        ("de", "Der Verfügungsrahmen beträgt 1.500 EUR im Monat.", 1500.0, "limit"),
        ("de", "Der Kauf auf Rechnung ist bis zu einem Bestellwert von 800 EUR möglich.", 800.0, "limit"),
        ("de", "Wir haften bei leichter Fahrlässigkeit maximal bis 8.000 €.", 8000.0, "limit"),
        ("de", "Die Haftung des Anbieters beträgt höchstens 400 EUR.", 400.0, "limit"),
        ("de", "Wir nehmen nur Bestellungen mit einem Mindestwert von 25 EUR an.", 25.0, "threshold"),
        ("en", "The daily withdrawal limit is EUR 900.", 900.0, "limit"),
        ("en", "Your credit limit is $1,800.", 1800.0, "limit"),
        ("en", "The maximum amount you can send per day is £3,000.", 3000.0, "limit"),
        ("en", "The minimum top-up amount is €10.", 10.0, "threshold"),
        ("en", "In no case will we be liable for more than USD 150.", 150.0, "limit"),
        ("en", "We will not be liable for any amount exceeding $80.", 80.0, "limit"),
        ("en", "Our total liability under these terms is £400.", 400.0, "limit"),
        ("en", "For claims exceeding $60,000 a panel of three decides.", 60000.0, "threshold"),
        ("en", "Orders from £35 ship free.", 35.0, "threshold"),
        ("en", "Free shipping applies to orders of $45+.", 45.0, "threshold"),
    ],
)
def test_a_cap_or_a_least_value_named_before_the_amount(language: str, text: str, value: float, meaning: str) -> None:
    assert meanings(text, language, TERMS) == [(value, meaning)]


@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        # a limit named after the amount belongs to another thing
        ("en", "A late fee of $15 applies after the time limit.", 15.0, "fee"),
        ("en", "A fee of $5 applies to transfers within your monthly limit.", 5.0, "fee"),
        ("de", "Wir erheben eine Gebühr von 5 EUR, wenn das Tageslimit überschritten wird.", 5.0, "fee"),
        # a minimum that names no sum to reach
        ("en", "The minimum fee is $2.", 2.0, "fee"),
        ("de", "Die Mindestlaufzeit beträgt 12 Monate, die Gebühr 10 EUR.", 10.0, "fee"),
        # a liability not capped by the amount
        ("en", "Our total liability for fraud is not limited; the fee is $7.", 7.0, "fee"),
        # a claim compared in another phrase
        ("en", "Claims are heard online; the filing fee is $50.", 50.0, "fee"),
    ],
)
def test_no_cap_or_least_value_without_its_mark_before_the_amount(
    language: str, text: str, value: float, meaning: str
) -> None:
    assert meanings(text, language, TERMS) == [(value, meaning)]


# --------------------------------------------------------------------- what starts or ends on a date
_CONTRACT = "Arbeitsvertrag\n\nDas Arbeitsverhältnis zwischen Arbeitgeber und Arbeitnehmer beginnt am 01.07.2025.\n\n"


def _dates(body: str, language: str = "en") -> list[tuple[str | None, str | None, str | None]]:
    from tests.analysis.test_key_dates import described

    return [(role, description, None) for role, description, _text in described(_CONTRACT + body, language)][1:]


@pytest.mark.parametrize(
    ("body", "language", "description"),
    [
        ("Die Probezeit endet am 31.12.2025.", "en", "End of the probation period: Wednesday, 31 December 2025."),
        ("Die Probezeit endet am 31.12.2025.", "de", "Ende der Probezeit: Mittwoch, 31.12.2025."),
        ("Die Probezeit beginnt am 01.07.2025 und endet am 31.12.2025.", "en", None),
    ],
)
def test_a_probation_s_end_is_no_end_of_the_job(body: str, language: str, description: str | None) -> None:
    said = [d for _role, d, _ in _dates(body, language)]
    assert all("employment" not in (d or "") and "Arbeitsverhältnis" not in (d or "") for d in said)
    if description is not None:
        assert description in said


def test_the_job_s_end_beside_a_probation_s_end_keeps_its_own_term() -> None:
    said = [d for _role, d, _ in _dates("Das Arbeitsverhältnis endet am 30.06.2026, die Probezeit am 31.12.2025.")]
    assert "End of the employment: Tuesday, 30 June 2026." in said


@pytest.mark.parametrize(
    "body",
    [
        "Das Arbeitsverhältnis endet, ohne dass es einer Kündigung bedarf, am 30.06.2026.",
        "Das Arbeitsverhältnis endet, ohne dass es einer Kündigung bedarf, am 30. 06. 2026.",
        "Das Arbeitsverhältnis endet am 30.06.2026.",
    ],
)
def test_an_end_with_a_clause_between_verb_and_date(body: str) -> None:
    assert ("end", "End of the employment: Tuesday, 30 June 2026.", None) in _dates(body)


@pytest.mark.parametrize(
    "body",
    [
        # a due date in the sentence: the date is what must be done by then, no end
        "Der Vertrag endet, wenn die Kaution nicht bis zum 30.06.2026 gezahlt wird.",
        # a date after a clause that has no ending verb
        "Der Arbeitnehmer meldet sich, sobald er kann, am 30.06.2026 bei der Personalabteilung.",
    ],
)
def test_no_end_without_an_ending_verb_bound_to_the_date(body: str) -> None:
    assert all(role != "end" for role, _d, _ in _dates(body))


# --------------------------------------------------------------------- caps written in other ways
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "Our liability is limited to $25 USD.", 25.0),  # symbol and code: no statute's abbreviation
        ("en", "Our liability shall not exceed fifty U.S. dollars.", 50.0),
        ("en", "We will not be responsible for more than £120.", 120.0),
        ("de", "Die Haftung ist auf einen Betrag von 4.000,00 € (in Worten: viertausend Euro) begrenzt.", 4000.0),
        ("de", "Eine Haftung über 2.000 EUR hinaus ist ausgeschlossen.", 2000.0),
        ("de", "Der Anbieter haftet höchstens mit 1.500 EUR.", 1500.0),
    ],
)
def test_a_cap_written_in_other_ways(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "limit")]


@pytest.mark.parametrize(
    ("language", "text", "value", "meaning"),
    [
        ("de", "Der Anbieter haftet nach dem Gesetz; die Gebühr von 20 EUR ist sofort fällig.", 20.0, "fee"),
        ("en", "We are responsible for the delivery; the delivery charge is $6.", 6.0, "fee"),
        (
            "de",
            "Die Haftung bleibt unberührt; die Versandkosten (Inland) von 5 EUR sind begrenzt erstattbar.",
            5.0,
            "fee",
        ),
    ],
)
def test_no_cap_where_the_liability_words_bind_another_amount(
    language: str, text: str, value: float, meaning: str
) -> None:
    assert meanings(text, language, TERMS) == [(value, meaning)]


# --------------------------------------------------------------------- a heading that names the clause's sum
def _under(heading: str, body: str, language: str = "de", category: str = EMPLOYMENT) -> list[tuple[float, str]]:
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    text = f"{heading}\n{body}"
    segments = (Segment(0, len(text), heading),)
    found = find_amounts(text, ClauseIndex(segments), language, category, segments)
    return [(a.value, a.meaning or "") for a in found]


@pytest.mark.parametrize(
    ("heading", "body", "language", "category", "value", "meaning"),
    [
        ("§ 4 Vergütung", "Der Arbeitnehmer erhält 3.300 EUR.", "de", EMPLOYMENT, 3300.0, "salary"),
        (
            "3 Gehalt",
            "(1) Der Mitarbeiter erhält ein Gehalt.\n(2) Es beträgt 4.100 EUR brutto.",
            "de",
            EMPLOYMENT,
            4100.0,
            "salary",
        ),
        ("§ 5 Kaution", "Der Mieter zahlt 1.650 EUR.", "de", "rental_contract", 1650.0, "deposit"),
        ("§ 3 Miete", "Sie beträgt monatlich 740,00 EUR.", "de", "rental_contract", 740.0, "rent"),
        ("4. Salary", "The Employee will receive EUR 3,900.", "en", EMPLOYMENT, 3900.0, "salary"),
    ],
)
def test_a_heading_names_the_one_sum_its_clause_states(
    heading: str, body: str, language: str, category: str, value: float, meaning: str
) -> None:
    assert (value, meaning) in _under(heading, body, language, category)


@pytest.mark.parametrize(
    ("heading", "body", "language"),
    [
        ("§ 4 Vergütung", "Der Arbeitnehmer erhält eine Prämie von 3.200 EUR.", "de"),  # the sentence names a bonus
        ("§ 4 Vergütung", "Zusätzlich erhält der Arbeitnehmer 400 EUR.", "de"),  # an addition
        ("§ 4 Vergütung", "Der Arbeitnehmer erhält 300 EUR, wenn er das Ziel erreicht.", "de"),  # a condition
        ("§ 4 Vergütung", "Der Arbeitnehmer erhält für Überstunden 20 EUR je Stunde.", "de"),  # another thing named
        ("§ 4 Vergütung", "Geschenke über 30 EUR sind abzulehnen.", "de"),  # a bound
        ("§ 4 Vergütung und Spesen", "Der Arbeitnehmer erhält 250 EUR.", "de"),  # the heading names two things
        ("4. Salary", "The Employee will receive a bonus of EUR 4,000.", "en"),
    ],
)
def test_a_heading_names_no_sum_its_sentence_makes_another_thing(heading: str, body: str, language: str) -> None:
    assert all(meaning == "other" for _value, meaning in _under(heading, body, language))


def test_a_heading_names_no_sum_when_two_could_be_meant() -> None:
    found = _under("§ 4 Vergütung", "Der Arbeitnehmer erhält 3.000 EUR.\nDer Arbeitnehmer erhält 250 EUR.")
    assert all(meaning == "other" for _value, meaning in found)
    # the text already names the pay: the other sum stays unnamed
    found = _under("§ 4 Vergütung", "Das Gehalt beträgt 3.000 EUR.\nDer Arbeitnehmer erhält 250 EUR.")
    assert found == [(3000.0, "salary"), (250.0, "other")]


# --------------------------------------------------------------------- a charge that arises, a cap by "haften … bis"
@pytest.mark.parametrize(
    ("category", "text", "value", "meaning"),
    [
        (TERMS, "Für Zahlungen per Lastschrift fällt ein Entgelt von 0,80 EUR an.", 0.8, "fee"),
        (TERMS, "Für verlorene Sendungen haften wir bis 400 EUR.", 400.0, "limit"),
        (TERMS, "Die Mindestbestellsumme beträgt 35 EUR.", 35.0, "threshold"),
        (EMPLOYMENT, "Die Arbeitnehmerin erhält als Gegenleistung für ihre Arbeit 2.750 € brutto.", 2750.0, "salary"),
    ],
)
def test_a_charge_that_arises_a_cap_and_a_least_order(category: str, text: str, value: float, meaning: str) -> None:
    assert meanings(text, "de", category) == [(value, meaning)]


@pytest.mark.parametrize(
    ("text", "meaning"),
    [
        ("Das Entgelt von 9,90 EUR für den Artikel ist bei Bestellung zu zahlen.", "price"),  # no charge arising
        ("Wir haften nicht für Schäden; Zahlungen bis 500 EUR sind gebührenfrei.", "other"),  # "bis" after no liability
        ("Die Gebühr beträgt 2 %, der Mindestbetrag 1 EUR.", "other"),  # a least sum, no order value to reach
    ],
)
def test_no_charge_cap_or_least_order_without_its_mark(text: str, meaning: str) -> None:
    assert [found for _value, found in meanings(text, "de", TERMS)] == [meaning]


# --------------------------------------------------------------------- a liability negated above a sum is capped by it
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "Acme will not be liable to you for any amount greater than €60.", 60.0),
        ("en", "You may only recover direct damages up to an amount equal to $15.", 15.0),
        ("en", "The amount of our liability is restricted to €250.", 250.0),
        ("it", "In nessun caso Acme sarà responsabile per un importo superiore a 120 euro.", 120.0),
        ("de", "Unsere Haftung ist auf den höheren Betrag von 90 EUR oder den gezahlten Entgelten begrenzt.", 90.0),
    ],
)
def test_a_liability_negated_above_a_sum_is_capped_by_it(language: str, text: str, value: float) -> None:
    assert meanings(text, language, TERMS) == [(value, "limit")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("it", "Se l'importo della richiesta è superiore a 5.000 euro, decide un collegio."),  # a condition
        ("en", "We are liable for losses; if a claim is greater than €900, a panel decides."),
        ("de", "Wir haften nach dem Gesetz; bei Forderungen über 700 EUR entscheidet ein Schiedsgericht."),
    ],
)
def test_a_comparison_without_a_negated_liability_stays_a_threshold(language: str, text: str) -> None:
    assert [meaning for _value, meaning in meanings(text, language, TERMS)] == ["threshold"]


# --------------------------------------------------------------------- "ab" as the least price, not a condition
@pytest.mark.parametrize(
    "text",
    [
        "Die Versandkosten innerhalb Deutschlands betragen ab 4,90 EUR je Paket.",
        "Unsere Versandkosten ab 4,90 EUR richten sich nach dem Gewicht.",
        "Der Expressversand kostet ab 12,00 EUR.",
        "Die Preise für Gutscheine liegen bei ab 15,00 EUR.",
    ],
)
def test_ab_after_a_word_of_cost_is_the_least_price_not_a_threshold(text: str) -> None:
    assert all(meaning != "threshold" for _value, meaning in meanings(text, "de", TERMS)), meanings(text, "de", TERMS)


@pytest.mark.parametrize(
    "text",
    [
        "Ab 50,00 EUR Bestellwert liefern wir versandkostenfrei.",
        "Wir liefern versandkostenfrei ab 50,00 EUR.",
        "Die Versandkosten entfallen ab 50,00 EUR.",
    ],
)
def test_ab_as_a_condition_stays_a_threshold(text: str) -> None:
    assert [meaning for _value, meaning in meanings(text, "de", TERMS)] == ["threshold"]


# --------------------------------------------------------------------- a periodic charge named like a rent
@pytest.mark.parametrize("category", [TERMS, "telecom_utility_contract"])
def test_a_canone_in_terms_or_a_telecom_contract_is_no_rent(category: str) -> None:
    text = "Il canone mensile dell'abbonamento è di 9,99 euro, da pagare in anticipo."
    assert [meaning for _value, meaning in meanings(text, "it", category)] != ["rent"]


def test_a_canone_in_a_lease_stays_the_rent() -> None:
    text = "Il canone di locazione è di 700 euro al mese."
    assert meanings(text, "it", "rental_contract") == [(700.0, "rent")]
