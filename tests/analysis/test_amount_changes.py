"""An amount that changes on a date (app/analysis/amounts.py ``change_of``, [amount_change] of reading.toml): the new
figure of a change verb, or of "from <date> … is", takes the role of the thing changed where its sentence names
nothing else, and its date; a monthly payment with later figures is said for each figure with its dates
(app/analysis/actions.py ``_monthly``); where a figure or its date is not read, or an index or review changes it, the
first figure is said as paid at first, never as what is paid every month. Sentences written for these tests."""

from __future__ import annotations

import pytest

from app.analysis.actions import find_actions
from app.analysis.amounts import change_of, find_money
from app.analysis.facts import find_amounts, key_facts
from app.analysis.spans import ClauseIndex
from app.explain.key_dates import say_actions
from app.models import Segment
from tests.analysis.test_actions import make_doc


def _changes(text: str) -> list[tuple[str, str | None] | None]:
    """For each amount of ``text``: None where it is no new figure, else (its text, its date)."""
    money = list(find_money(text))
    out: list[tuple[str, str | None] | None] = []
    for i, m in enumerate(money):
        previous_end = money[i - 1].end if i else 0
        next_start = money[i + 1].start if i + 1 < len(money) else len(text)
        change = change_of(text, m.start, m.end, previous_end, next_start)
        out.append(None if change is None else (m.text.split()[0].lstrip("£€"), change.day))
    return out


def _meanings(text: str, language: str, category: str = "rental_contract") -> list[str | None]:
    amounts = find_amounts(text, ClauseIndex((Segment(0, len(text)),)), language, category)
    return [a.meaning for a in amounts]


# Must fire: the new figure of a change, with its date (None where the sentence gives it none of its own).
CHANGES = [
    (
        "Die Nettokaltmiete beträgt 700,00 EUR im Monat. Sie erhöht sich am 01.07.2028 auf 730,00 EUR und am "
        "01.07.2029 auf 760,00 EUR.",
        [None, ("730,00", "2028-07-01"), ("760,00", "2029-07-01")],
    ),
    ("Die Miete steigt zum 01.07.2028 auf 745,00 EUR.", [("745,00", "2028-07-01")]),
    ("Ab dem 01.07.2028 beträgt die Miete 745,00 EUR.", [("745,00", "2028-07-01")]),
    ("Die Miete beträgt ab dem 01.07.2028 745,00 EUR.", [("745,00", "2028-07-01")]),
    (
        "The rent is £800 per month. It increases to £840 on 1 June 2028 and to £880 on 1 June 2029.",
        [None, ("840", "2028-06-01"), ("880", "2029-06-01")],
    ),
    ("From 1 June 2028 the rent is £840.", [("840", "2028-06-01")]),
    ("La renta mensual pasará a 820 euros a partir del 1 de julio de 2028.", [("820", "2028-07-01")]),
    ("Il passera à 950 euros à compter du 1er juillet 2028.", [("950", "2028-07-01")]),
    ("Dal 1° luglio 2028 sarà di 850 euro.", [("850", "2028-07-01")]),
    ("A partir de 1 de julho de 2028 será de 950 euros.", [("950", "2028-07-01")]),
    # a change without a date of its own: read as a change, with no date
    ("Nach der Modernisierung erhöht sich die Miete auf 790,00 EUR.", [("790,00", None)]),
    ("Die Vertragsstrafe erhöht sich im Wiederholungsfall auf 500,00 EUR.", [("500,00", None)]),
]
# Must not fire: a threshold, a range, a rent stated once, a deposit, a bare date beside an amount.
NO_CHANGES = [
    "Übersteigt die Jahresmiete 10.000,00 EUR, ist eine Bürgschaft zu stellen.",
    "Die Miete liegt zwischen 700,00 EUR und 800,00 EUR.",
    "Die Miete beträgt 700,00 EUR. Die Kaution beträgt 2.100,00 EUR.",
    "Die Miete von 700,00 EUR ist am 01.07.2028 fällig.",
    "The deposit of £1,600 is payable on 1 June 2028.",
    "Der Umsatz steigt auf über 10.000,00 EUR.",
]


@pytest.mark.parametrize(("text", "expected"), CHANGES)
def test_the_new_figure_of_a_change_is_read_with_its_date(text: str, expected: list[object]) -> None:
    assert _changes(text) == expected


@pytest.mark.parametrize("text", NO_CHANGES)
def test_an_amount_that_changes_nothing_is_no_new_figure(text: str) -> None:
    assert _changes(text) == [None] * len(_changes(text))


@pytest.mark.parametrize(
    ("text", "language", "category", "expected"),
    [
        # a pronoun, or no subject at all, goes on with the thing named before: the rent, the pay
        (CHANGES[0][0], "de", "rental_contract", ["rent", "rent", "rent"]),
        (CHANGES[4][0], "en", "rental_contract", ["rent", "rent", "rent"]),
        ("Die Miete beträgt 700,00 EUR. Ab dem 01.07.2028 sind monatlich 745,00 EUR zu zahlen.", "de",
         "rental_contract", ["rent", "rent"]),
        ("Das Bruttogehalt beträgt 3.000,00 EUR monatlich. Es erhöht sich ab dem 01.01.2028 auf 3.150,00 EUR.", "de",
         "employment_contract", ["salary", "salary"]),
        ("Die Betriebskostenvorauszahlung beträgt monatlich 150,00 EUR. Sie erhöht sich am 01.01.2029 auf 170,00 EUR.",
         "de", "rental_contract", ["prepayment", "prepayment"]),
        ("Le loyer mensuel est de 900 euros. Il passera à 950 euros à compter du 1er juillet 2028.", "fr",
         "rental_contract", ["rent", "rent"]),
        # a sentence naming another thing changes that, not the rent
        ("Die Miete beträgt 700,00 EUR. Der Zuschlag steigt am 01.07.2028 auf 50,00 EUR.", "de", "rental_contract",
         ["rent", "fee"]),
        # the rent named two sentences back: what the pronoun stands for, the text does not bind
        ("Die Miete beträgt 700,00 EUR. Die Wohnung hat drei Zimmer. Sie erhöht sich am 01.07.2028 auf 730,00 EUR.",
         "de", "rental_contract", ["rent", "other"]),
    ],
)  # fmt: skip
def test_a_new_figure_takes_the_role_of_the_thing_changed_only_where_its_sentence_names_nothing_else(
    text: str, language: str, category: str, expected: list[str]
) -> None:
    assert _meanings(text, language, category) == expected


def _payments(text: str, reader: str, document_language: str = "de") -> list[str]:
    doc = make_doc(text, reader, document_language)
    facts = key_facts(doc)
    return [a.text.replace("\xa0", " ") for a in say_actions(find_actions(doc, facts), reader) if a.kind == "payment"]


LEASE = """Mietvertrag

§ 2 Mietzeit
Das Mietverhältnis beginnt am {start} und läuft auf unbestimmte Zeit.

§ 3 Miete
Die Nettokaltmiete beträgt monatlich 700,00 EUR. {steps}
"""


@pytest.mark.parametrize(
    ("start", "steps", "expected"),
    [
        # whole years between the steps: each figure from its date, for its run
        (
            "01.07.2027",
            "Sie erhöht sich am 01.07.2028 auf 730,00 EUR und am 01.07.2029 auf 760,00 EUR.",
            [
                "Pay €700.00 (rent) every month from Thursday, 1 July 2027, for 1 year.",
                "Pay €730.00 (rent) every month from Saturday, 1 July 2028, for 1 year.",
                "Pay €760.00 (rent) every month from Sunday, 1 July 2029.",
            ],
        ),
        # the first run is no whole number of months: until the day before the change
        (
            "15.08.2027",
            "Sie erhöht sich am 01.07.2028 auf 730,00 EUR.",
            [
                "Pay €700.00 (rent) every month until Friday, 30 June 2028.",
                "Pay €730.00 (rent) every month from Saturday, 1 July 2028.",
            ],
        ),
        # eighteen months
        (
            "01.01.2027",
            "Ab dem 01.07.2028 beträgt die Miete 730,00 EUR.",
            [
                "Pay €700.00 (rent) every month from Friday, 1 January 2027, for 18 months.",
                "Pay €730.00 (rent) every month from Saturday, 1 July 2028.",
            ],
        ),
        # a change without a date: the first figure is paid at first, the new one is not said
        (
            "01.07.2027",
            "Nach Abschluss der Modernisierung erhöht sie sich auf 790,00 EUR.",
            [
                "From Thursday, 1 July 2027, pay €700.00 (rent) a month to begin with; the clause provides for this "
                "amount to change later (see the clause)."
            ],
        ),
        # an index rent: no fixed new figure, the first is not said as fixed for ever
        (
            "01.07.2027",
            "Sie wird jährlich nach dem Verbraucherpreisindex angepasst (Indexmiete).",
            [
                "From Thursday, 1 July 2027, pay €700.00 (rent) a month to begin with; the clause provides for this "
                "amount to change later (see the clause)."
            ],
        ),
        # a raise by a share: the new figure is not written out
        (
            "01.07.2027",
            "Sie erhöht sich jährlich um 3 %.",
            [
                "From Thursday, 1 July 2027, pay €700.00 (rent) a month to begin with; the clause provides for this "
                "amount to change later (see the clause)."
            ],
        ),
        # a step dated before the tenancy starts: the order is not one the engine can say
        (
            "01.07.2027",
            "Sie erhöht sich am 01.07.2026 auf 730,00 EUR.",
            [
                "From Thursday, 1 July 2027, pay €700.00 (rent) a month to begin with; the clause provides for this "
                "amount to change later (see the clause)."
            ],
        ),
        # a rate of interest on late rent changes no rent: every month, as before
        (
            "01.07.2027",
            "Bei Verzug erhöhen sich die Zinsen um 5 Prozentpunkte über dem Basiszinssatz.",
            ["Pay €700.00 (rent) every month from Thursday, 1 July 2027."],
        ),
        # no change: every month, as before
        ("01.07.2027", "Sie ist monatlich im Voraus zu zahlen.", ["Pay €700.00 (rent) every month from Thursday, 1 July 2027."]),
    ],
)  # fmt: skip
def test_a_monthly_payment_with_later_figures_says_each_with_its_dates(
    start: str, steps: str, expected: list[str]
) -> None:
    assert _payments(LEASE.format(start=start, steps=steps), "en") == expected


def test_an_index_clause_after_the_rent_s_clause_keeps_the_rent_from_being_said_as_fixed() -> None:
    text = LEASE.format(start="01.07.2027", steps="") + (
        "\n§ 4 Mietanpassung\nDie Miete wird jährlich nach dem Verbraucherpreisindex angepasst.\n"
    )
    [payment] = _payments(text, "de")
    assert payment.startswith("Ab Donnerstag, 01.07.2027, zunächst 700,00 € im Monat zahlen (Miete)")
    assert "jeden Monat" not in payment


def test_a_one_off_increase_letter_asks_for_the_new_rent_once_and_reads_no_chain() -> None:
    letter = (
        "Mieterhöhung\n\nSehr geehrte Frau Beispiel,\n\nwir erhöhen Ihre Nettokaltmiete zum 01.03.2027 von 850,00 EUR "
        "auf 910,00 EUR monatlich.\n"
    )
    payments = _payments(letter, "en")
    assert len(payments) == 1 and "€910.00 (rent) every month" in payments[0]
    assert "850" not in payments[0]


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_each_reader_language_says_each_figure_with_its_dates(language: str) -> None:
    text = LEASE.format(start="01.07.2027", steps="Sie erhöht sich am 01.07.2028 auf 730,00 EUR.")
    first, second = _payments(text, language)
    # the first from the start for its run (1 year), the second from its date on
    for said, amount, year in ((first, "700", "2027"), (second, "730", "2028")):
        assert amount in said and year in said and "{" not in said, said
    assert " 1 " in first and "2028" not in first
    undated = LEASE.format(start="01.07.2027", steps="Nach der Modernisierung erhöht sie sich auf 790,00 EUR.")
    [only] = _payments(undated, language)
    assert "700" in only and "790" not in only and "{" not in only


def test_a_notice_naming_the_current_rent_and_its_increase_ends_the_current_one_the_day_before() -> None:
    notice = (
        "Rent increase\n\nDear Ms Doe,\n\nYour current rent is £900 per month. Your rent will increase to £950 per month "
        "from 1 March 2027.\n"
    )
    assert _payments(notice, "en", "en") == [
        "Pay £900.00 (rent) every month until Sunday, 28 February 2027.",
        "Pay £950.00 (rent) every month from Monday, 1 March 2027.",
    ]
