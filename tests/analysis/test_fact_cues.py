"""A fact's role comes from a cue bound to it (issue 23, facts, second round): a sum in Deutsche Mark, figures
without a currency that a sum is said to be made of, "Kosten … betragen" bound to the amount, a charging verb in
the amount's own phrase only, the amount's own name before a word after it, an order value compared with the
amount, a clause heading that names the start, the kind of period its own noun names, and "ankündigen", which
ends no contract. Every case both ways, on sentences written for these tests."""

from __future__ import annotations

import re

import pytest

from app.analysis.amounts import find_money
from app.analysis.facts import find_amounts, key_facts
from app.analysis.spans import ClauseIndex
from app.models import PreparedDocument, Segment


def amounts(text: str, category: str = "other", language: str = "de") -> list[tuple[float, str, str | None]]:
    found = find_amounts(text, ClauseIndex((Segment(0, len(text)),)), language, category)
    return [(a.value, a.currency, a.meaning) for a in found]


def _doc(text: str, language: str = "de") -> PreparedDocument:
    segments = tuple(Segment(m.start(), m.end()) for m in re.finditer(r"[^\n](?:.|\n(?!\n))*", text))
    return PreparedDocument(text=text, segments=segments, explanation_language="en", document_language=language)


# --------------------------------------------------------------------- Deutsche Mark
def test_a_sum_in_deutsche_mark_is_an_amount_in_dem() -> None:
    text = "Die Angestellte erhält ein monatliches Bruttogehalt von DM 3.850,-- zum Monatsende."
    assert amounts(text, "employment_contract") == [(3850.0, "DEM", "salary")]
    assert amounts("Die Versicherung deckt den Todesfall (DM 80.000.--) ab.") == [(80000.0, "DEM", "other")]


@pytest.mark.parametrize("text", ["Das Gerät Modell DM3 ist ausgenommen.", "Die ADM 5 Einheiten liefern wir."])
def test_dm_inside_a_name_is_no_currency(text: str) -> None:
    assert list(find_money(text)) == []


def test_an_abbreviated_state_adjective_ends_no_sentence() -> None:
    text = "Sie erhält ein Bruttogehalt nach dem Tarifvertrag der Sächs. Chemieindustrie von 3.120,00 EUR."
    assert amounts(text, "employment_contract") == [(3120.0, "EUR", "salary")]


# --------------------------------------------------------------------- figures a sum is made of
def test_figures_without_currency_that_a_sum_is_said_to_be_made_of_are_its_parts() -> None:
    text = (
        "Das Monatsgehalt beträgt 4.210,50 EUR brutto. Es setzt sich wie folgt zusammen: "
        "a) Tarifentgelt Gruppe 7 3.900,00 b) Leistungszulage c) Funktionszulage 310,50 Die Zahlung erfolgt monatlich."
    )
    assert amounts(text, "employment_contract") == [
        (4210.5, "EUR", "salary"),
        (3900.0, "EUR", "part"),
        (310.5, "EUR", "part"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # no words that divide the sum
        "Das Monatsgehalt beträgt 4.210,50 EUR brutto. Tarifentgelt 3.900,00 und Zulage 310,50 laut Tabelle.",
        # the figures do not add up to it
        "Das Monatsgehalt beträgt 4.210,50 EUR brutto. Es setzt sich zusammen aus 3.900,00 und 300,50 laut Tabelle.",
    ],
)
def test_figures_without_currency_are_no_amounts_otherwise(text: str) -> None:
    assert [value for value, _currency, _meaning in amounts(text, "employment_contract")] == [4210.5]


# --------------------------------------------------------------------- costs and charges bound to the amount
@pytest.mark.parametrize(
    "text",
    [
        "Die Abholung sperriger Möbel veranlasst der Händler auf Wunsch. Die Kosten betragen 60 Euro.",
        "Sie tragen die Kosten der Rücksendung sperriger Möbel i. H. v. 35,00 €.",
    ],
)
def test_costs_bound_to_the_amount_make_it_a_fee(text: str) -> None:
    assert [m for _v, _c, m in amounts(text, "terms_and_conditions")] == ["fee"]


def test_costs_the_seller_bears_are_no_fee_of_the_reader() -> None:
    text = "Wir tragen die Kosten der Rücksendung in Höhe von 35,00 €."
    assert [m for _v, _c, m in amounts(text, "terms_and_conditions")] == ["other"]


def test_a_charging_verb_charges_only_the_amount_of_its_own_phrase() -> None:
    assert [m for _v, _c, m in amounts("Für Rücklastschriften berechnen wir 7,50 EUR.")] == ["fee"]
    text = "Rücklastschriften werden in Rechnung gestellt, Einkäufe mit einem Gutschein von 15 EUR bleiben unberührt."
    assert [m for _v, _c, m in amounts(text)] == ["other"]


def test_the_name_joined_to_the_amount_wins_over_a_word_after_it() -> None:
    text = "Im Verzug dürfen wir eine Mahngebühr von 3,00 EUR je Mahnung berechnen sowie Schadensersatz verlangen."
    assert [m for _v, _c, m in amounts(text, "terms_and_conditions")] == ["fee"]
    text = "Als Schadensersatz von 3,00 EUR je Mahnung gilt die Pauschale."
    assert [m for _v, _c, m in amounts(text, "terms_and_conditions")] == ["damages"]


def test_an_order_value_compared_with_the_amount_makes_it_a_threshold() -> None:
    text = (
        "Es fallen folgende Versandkosten an: 5,95 EUR für Bestellungen im Gesamtwert unter 30,00 EUR, bzw. 2,95 EUR "
        "für Bestellungen im Gesamtwert zwischen 30,00 EUR und 59,99 EUR."
    )
    assert [m for _v, _c, m in amounts(text, "terms_and_conditions")] == [
        "fee",
        "threshold",
        "fee",
        "threshold",
        "threshold",
    ]
    # costs between two sums are no order value: a range of charges, not a condition
    text = "Die Gebühren liegen zwischen 5,00 EUR und 9,00 EUR."
    assert "threshold" not in [m for _v, _c, m in amounts(text, "terms_and_conditions")]


# --------------------------------------------------------------------- dates and periods
def test_a_clause_heading_that_names_the_start_makes_a_date_from_when_the_start() -> None:
    text = "2. Eintritt\nDie Mitarbeiterin wird mit Wirkung vom 01.03.2019 in der Buchhaltung eingesetzt."
    assert [(d.date, d.role) for d in key_facts(_doc(text)).deadlines] == [("2019-03-01", "start")]
    text = "2. Vergütung\nDie Mitarbeiterin wird mit Wirkung vom 01.03.2019 in der Buchhaltung eingesetzt."
    assert [(d.date, d.role) for d in key_facts(_doc(text)).deadlines] == [("2019-03-01", "from")]


def test_the_noun_a_period_belongs_to_names_its_kind() -> None:
    text = "Es gilt eine Probezeit von 6 Monaten mit einer Kündigungsfrist von zwei Wochen zum Monatsende."
    roles = {d.period: d.role for d in key_facts(_doc(text)).deadlines if d.kind == "period"}
    assert roles["P6M"] != "notice_period"
    assert roles["P14D"] == "notice_period"


def test_announcing_a_direct_debit_is_no_notice_to_end_a_contract() -> None:
    text = "Den Einzug werden wir spätestens zwei Tage vor der Fälligkeit schriftlich ankündigen."
    roles = [d.role for d in key_facts(_doc(text)).deadlines if d.kind == "period"]
    assert "notice_period" not in roles
    text = "Der Vertrag kann mit einer Frist von zwei Wochen schriftlich gekündigt werden."
    assert [d.role for d in key_facts(_doc(text)).deadlines if d.kind == "period"] == ["notice_period"]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Zum Beispiel könnte die Bank des Empfängers eine Gebühr in Höhe von 10 € einbehalten.", "de"),
        ("For example, the recipient's bank may keep a fee of EUR 10 from the transfer.", "en"),
    ],
)
def test_an_amount_in_an_example_gets_no_role(text: str, language: str) -> None:
    assert [m for _v, _c, m in amounts(text, "terms_and_conditions", language)] == ["other"]
    stated = text.split(" ", 2)[2] if language == "de" else text.split(", ", 1)[1]
    assert [m for _v, _c, m in amounts(stated[0].upper() + stated[1:], "terms_and_conditions", language)] == ["fee"]


def test_a_flat_sum_for_costs_deducted_from_pay_is_a_fee_and_the_employer_paying_it_is_none() -> None:
    text = "Für jede Lohnpfändung darf die Firma 8,00 EUR pauschal als Ersatz der Bearbeitungskosten vom Lohn abziehen."
    assert [m for _v, _c, m in amounts(text, "employment_contract")] == ["fee"]
    text = "Die Firma zahlt 8,00 EUR pauschal als Ersatz der entstandenen Kosten."
    assert [m for _v, _c, m in amounts(text, "employment_contract")] == ["other"]


def test_a_yearly_pay_in_equal_monthly_parts_names_each_part_pay_too() -> None:
    text = "Sie erhält ein Jahresgehalt von 39.000,00 EUR brutto, das in 12 gleichen Teilen zu je 3.250,00 EUR ausgezahlt wird."
    assert [m for _v, _c, m in amounts(text, "employment_contract")] == ["salary", "salary"]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Der Arbeitnehmer bekommt für Dienstreisen eine Pauschale von 40,00 EUR je Tag.", "de"),
        ("Dem Arbeitnehmer steht für jede Rufbereitschaft eine Pauschale von 40,00 EUR zu.", "de"),
        ("The employee is entitled to a travel fee of EUR 40 per day.", "en"),
    ],
)
def test_a_flat_sum_the_reader_gets_is_no_fee(text: str, language: str) -> None:
    assert [m for _v, _c, m in amounts(text, "employment_contract", language)] == ["other"]


def test_a_flat_sum_the_reader_is_charged_stays_a_fee() -> None:
    text = "Für jede Ersatzkarte berechnen wir eine Pauschale von 15,00 EUR."
    assert [m for _v, _c, m in amounts(text, "terms_and_conditions")] == ["fee"]
