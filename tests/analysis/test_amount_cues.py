"""An amount's meaning comes from a cue bound to it (issue 23, fourth round of the facts): a liability cap whose verb
stands after the amount or whose noun is a compound, a claim size compared with "über", "less than", "inferiore a", the
own name of an amount after "zzgl.", the upper end of a range, shipping costs by country in one sentence, words for a
sum of money that name no meaning ("importo", "montant"), and dates the terms apply from, which start no contract.
Every case both ways, on sentences written for these tests."""

from __future__ import annotations

import pytest

from app.analysis.facts import find_amounts
from app.analysis.spans import ClauseIndex
from app.models import Segment
from tests.analysis.test_key_dates import make_doc, worded


def meanings(text: str, language: str = "de", category: str = "other") -> list[tuple[float, str | None]]:
    found = find_amounts(text, ClauseIndex((Segment(0, len(text)),)), language, category)
    return [(a.value, a.meaning) for a in found]


# --------------------------------------------------------------------- liability caps
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Die Haftung des Betreibers wird in keinem Fall 150 EUR übersteigen.", 150.0),
        ("de", "Unter keinen Umständen überschreitet die Gesamthaftung der Plattform den Betrag von 250 EUR.", 250.0),
        ("de", "Die maximale, gesamte Haftung des Vermittlers gegenüber Gästen beträgt 80 EUR.", 80.0),
        ("en", "Our total liability to any member will not be more than USD 75.", 75.0),
        ("it", "La responsabilità del gestore non supererà in alcun caso la somma di 60 euro.", 60.0),
        (
            "it",
            "La responsabilità complessiva del portale è limitata all'importo maggiore tra le quote e € 300.",
            300.0,
        ),
        ("fr", "La responsabilité totale du site est limitée à 90 EUR.", 90.0),
    ],
)
def test_the_amount_a_liability_must_not_exceed_is_its_cap(language: str, text: str, value: float) -> None:
    assert meanings(text, language) == [(value, "limit")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # a condition between the liability and the amount: the amount is a threshold, no cap
        ("de", "Die Haftung des Betreibers entfällt, wenn der Schaden 1.200 EUR übersteigt."),
        ("de", "Die Haftung ist ausgeschlossen, soweit ein Einzelschaden 700 EUR überschreitet."),
        ("en", "If your liability to us exceeds USD 900, you must tell us in writing."),
    ],
)
def test_a_condition_on_the_liability_is_no_cap(language: str, text: str) -> None:
    assert meanings(text, language) == [(meanings(text, language)[0][0], "threshold")]


def test_a_liability_named_elsewhere_caps_no_other_amount() -> None:
    text = "Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt; die Versandkosten betragen 6 EUR."
    assert meanings(text) == [(6.0, "fee")]


# --------------------------------------------------------------------- thresholds
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Bei Forderungen über 4.000 EUR begründet der Schlichter seinen Spruch schriftlich.", 4000.0),
        ("de", "In Streitfällen mit Geldforderungen unter 800 EUR entscheidet die Stelle ohne Anhörung.", 800.0),
        ("en", "Claims of less than USD 12,000 may be decided on the papers alone.", 12000.0),
        (
            "en",
            "If the panel grants an award that is more than our offer but less than USD 6,000, we pay more.",
            6000.0,
        ),
        ("it", "Se il lodo riconosce un importo inferiore a 3.000 euro, paghiamo noi le spese.", 3000.0),
    ],
)
def test_a_claim_size_compared_with_the_amount_is_a_threshold(language: str, text: str, value: float) -> None:
    assert meanings(text, language)[0] == (value, "threshold")


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("de", "Die Rechnung über 450 EUR ist binnen zwei Wochen zu begleichen.", None),  # "über": the invoice's sum
        ("en", "The rent is no less than EUR 640 per month.", "rent"),  # "no less than": a floor of the rent
        ("en", "We may debit test sums of less than GBP 2.00 from your card.", None),  # a bound of what is debited
        ("en", "Your total payment will be no more than USD 40.", "limit"),
        ("it", "Il prezzo non superiore a 30 euro è indicato nel carrello.", "limit"),
    ],
)
def test_no_threshold_where_nothing_is_compared(language: str, text: str, expected: str | None) -> None:
    [(_value, meaning)] = meanings(text, language)
    assert meaning != "threshold"
    if expected:
        assert meaning == expected


# --------------------------------------------------------------------- own name after "zzgl.", "exclusive of"
@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("de", "Unsere Preise gelten zzgl. Versandkosten von 3,80 EUR je Paket.", 3.8),
        ("de", "Die Ware wird zuzüglich Versandkosten in Höhe von 7,45 EUR geliefert.", 7.45),
        ("en", "All prices are exclusive of shipping costs of EUR 3.80 per parcel.", 3.8),
        ("en", "Delivery costs of GBP 2.99 are added to every order.", 2.99),
    ],
)
def test_shipping_costs_named_as_the_amount_are_a_fee(language: str, text: str, value: float) -> None:
    assert meanings(text, language) == [(value, "fee")]


def test_a_keyword_set_beside_the_amount_still_names_nothing() -> None:
    # "zusätzlich zu den Preisen" beside the amount, its own name elsewhere: no price
    assert meanings("Zusätzlich zu den Preisen berechnen wir für Inselzustellungen einmalig 9,00 EUR.") == [
        (9.0, "fee")
    ]
    assert meanings("Zusätzlich zu den Preisen fallen für Inseln 9,00 EUR an.") == [(9.0, "other")]


def test_a_flat_sum_named_pauschalbetrag_is_a_fee() -> None:
    text = "Bei einer unbegründeten Reklamation schuldet der Käufer einen Pauschalbetrag von 35,00 EUR."
    assert meanings(text) == [(35.0, "fee")]
    # "pauschal" written as an adverb names nothing by itself
    assert meanings("Der Käufer zahlt pauschal 35,00 EUR für das Gutachten.") == [(35.0, "other")]


# --------------------------------------------------------------------- ranges and items of one frame
@pytest.mark.parametrize(
    ("language", "text", "meaning"),
    [
        ("de", "Die Versandkosten betragen je nach Gewicht zwischen 3,90 EUR und 8,90 EUR.", "fee"),
        ("de", "Die Vertragsstrafe beträgt 400 EUR bis 1.600 EUR je Verstoß.", "damages"),
        ("en", "Shipping costs between EUR 3.90 and EUR 8.90 depending on the weight.", "fee"),
        ("en", "The fee is EUR 12 to EUR 18 per month.", "fee"),
        ("it", "La penale è compresa tra 250 euro e 900 euro.", "damages"),
    ],
)
def test_the_upper_end_of_a_range_is_the_same_kind(language: str, text: str, meaning: str) -> None:
    assert [m for _v, m in meanings(text, language)] == [meaning, meaning]


def test_shipping_costs_by_country_in_one_sentence() -> None:
    text = "Für Sendungen nach Belgien fallen Versandkosten von 14,90 EUR an, für Dänemark 16,90 EUR."
    assert meanings(text) == [(14.9, "fee"), (16.9, "fee")]
    # another frame after the comma: the second amount has no name
    other = "Die Miete beträgt 720 EUR, für den Stellplatz zahlt der Mieter gesondert 45 EUR."
    assert meanings(other) == [(720.0, "rent"), (45.0, "other")]
    # no range without a range word
    assert meanings("Die Versandkosten betragen 4,90 EUR; ein Gutschein über 20 EUR liegt bei.")[1][1] != "fee"


# --------------------------------------------------------------------- a word for any sum names nothing
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("it", "L'importo di 70 euro viene accreditato entro due giorni."),
        ("fr", "Le montant de 70 EUR est crédité sous deux jours."),
        ("es", "El importe de 70 EUR se abona en dos días."),
        ("pt", "O valor de 70 EUR é creditado em dois dias."),
    ],
)
def test_a_word_for_any_sum_is_no_price(language: str, text: str) -> None:
    assert meanings(text, language) == [(70.0, "other")]


def test_the_price_keeps_its_name() -> None:
    assert meanings("Il prezzo di 70 euro include l'IVA.", "it") == [(70.0, "price")]
    assert meanings("Le prix de 70 EUR comprend la TVA.", "fr") == [(70.0, "price")]


# --------------------------------------------------------------------- dates the terms apply from
def _date_roles(text: str, language: str = "de") -> list[tuple[str | None, str | None]]:
    doc = make_doc(text, "en", language)
    return [(d.date, d.role) for d in worded(doc).deadlines if d.date]


def test_the_day_terms_apply_from_starts_no_contract() -> None:
    terms = "Nutzungsbedingungen\n\nDiese Bedingungen für Mitglieder gelten ab dem 15. Mai 2023.\n\n1. Konto\nText."
    assert _date_roles(terms) == [("2023-05-15", "from")]
    english = "Terms of Use\n\nThese terms are effective as of 2 March 2024.\n\n1. Account\nText."
    assert _date_roles(english, "en") == [("2024-03-02", "from")]


def test_a_law_that_applies_from_a_date_starts_no_contract() -> None:
    text = (
        "Condizioni\n\nRecesso\nA partire dal 3 aprile 2024, la legge dà all'utente il diritto di recedere dal "
        "presente contratto entro quattordici giorni."
    )
    assert [role for _d, role in _date_roles(text, "it")] == ["from"]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Arbeitsvertrag\n\n§ 1 Tätigkeit\nDas Arbeitsverhältnis beginnt ab dem 01.06.2026."),
        ("de", "Arbeitsvertrag\n\n§ 1 Tätigkeit\nFrau Beispiel wird ab dem 01.06.2026 als Gärtnerin eingestellt."),
        ("en", "Employment contract\n\n1. Role\nThe employment starts as of 1 June 2026."),
    ],
)
def test_a_contract_that_starts_from_a_date_keeps_its_start(language: str, text: str) -> None:
    assert _date_roles(text, language) == [("2026-06-01", "start")]


def test_the_verb_that_charges_the_first_amount_charges_the_next_item_too() -> None:
    text = "Für den Versand nach Polen berechnen wir 8,90 EUR, für den Versand nach Norwegen 24,90 EUR."
    assert meanings(text) == [(8.9, "fee"), (24.9, "fee")]
    # a cap or a threshold is the amount's own: the next item does not inherit it
    capped = "Wir erstatten Rücksendungen bis zu 6,00 EUR, für Sperrgut 30,00 EUR."
    assert meanings(capped)[1] != (30.0, "limit")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bei Lieferungen auf Inseln fällt ein Zuschlag von 6 EUR an.", 6.0),
        ("Die Mahnkosten betragen 3,00 EUR je Schreiben.", 3.0),
        ("Die Frachtkosten in Höhe von 39 EUR trägt der Besteller.", 39.0),
    ],
)
def test_surcharges_and_costs_of_a_service_are_a_fee(text: str, value: float) -> None:
    assert meanings(text) == [(value, "fee")]


def test_a_surcharge_paid_to_the_employee_is_no_fee() -> None:
    text = "Die Arbeitnehmerin erhält für Nachtarbeit einen Zuschlag von 4 EUR je Stunde."
    assert meanings(text, "de", "employment_contract") == [(4.0, "other")]


def test_a_german_keyword_inside_a_word_of_another_language_names_nothing() -> None:
    # "porto" stands inside the Italian "importo": no postage
    assert meanings("L'importo di 15 euro è indicato nella conferma d'ordine.", "it") == [(15.0, "other")]
    # a German compound keeps its meaning in a German text
    assert meanings("Das Rückporto von 2,70 EUR trägt der Kunde.") == [(2.7, "fee")]


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Für den Versand von Waren im Wert von 280 EUR berechnen wir eine Gebühr."),
        ("de", "Die Versandkosten für Waren im Wert von 280 EUR richten sich nach dem Gewicht."),
        ("en", "We charge a handling fee for goods with a value of EUR 280."),
    ],
)
def test_the_value_of_goods_is_no_charge(language: str, text: str) -> None:
    assert meanings(text, language) == [(280.0, "other")]


def test_a_value_compared_or_capped_keeps_its_role() -> None:
    assert meanings("Ab einem Warenwert von 60 EUR liefern wir frei Haus.") == [(60.0, "threshold")]
    assert meanings("Geschenke im Wert von mehr als 30 EUR sind abzulehnen.") == [(30.0, "threshold")]
    assert meanings("Die Police deckt Schäden bis zu einem Wert von 900 EUR.") == [(900.0, "limit")]
