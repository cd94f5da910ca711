"""Employment contracts and residential leases read as their reader would (issue 23).

Four contracts written for these tests (tests/explain/contracts/, invented parties and addresses): a warehouse job
with overtime, a bonus with a threshold and extra holiday; a fixed-term job with a training-cost refund; a lease with
stepped rent, a prepayment with its heating part and a deposit in instalments; a lease with an index rent, a total
rent and a deposit in instalments. Each fix is a category, shown by sentences written for this test both ways (it
fires / it must not); each contract is explained end to end in German and English: the facts a reader needs must be
there, the wrong statements found before must not come back.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.analysis.frames import frame_of
from app.analysis.topics import is_parties_block
from app.config import Settings
from app.explain.frames import figures, say_frame
from app.explain.offline import offline_clause
from bench.explain_real import explain_text
from tests.analysis.test_actions import actions_in, make_doc, worded
from tests.analysis.test_amount_cues import meanings
from tests.explain.strings import strings

CONTRACTS = Path(__file__).parent / "contracts"
LEASE = "rental_contract"
JOB = "employment_contract"


# --------------------------------------------------------------------- an instalment of a sum owed once
# (sentences, category, value, meaning): an instalment of a sum owed once is a part of it, not a second sum of its
# kind; an instalment of a sum paid again and again keeps its name.
INSTALMENTS = [
    (
        "Der Mieter leistet eine Kaution von 1.800,00 EUR. Er kann die Kaution in drei Raten von je 600,00 EUR zahlen.",
        LEASE,
        600.0,
        "part",
    ),
    (
        "Die Mietsicherheit beträgt 2.400,00 EUR. Die Mietsicherheit kann in zwei Teilzahlungen von 1.200,00 EUR "
        "geleistet werden.",
        LEASE,
        1200.0,
        "part",
    ),
    # no instalment: a second deposit sum is named as such
    (
        "Die Kaution beträgt 1.800,00 EUR. Für den Stellplatz ist eine Kaution von 300,00 EUR zu leisten.",
        LEASE,
        300.0,
        "deposit",
    ),
    # a yearly rent in monthly instalments: each is rent
    ("Il canone annuo è di euro 8.400,00, in dodici rate mensili di euro 700,00.", LEASE, 700.0, "rent"),
]


@pytest.mark.parametrize(("text", "category", "value", "meaning"), INSTALMENTS)
def test_an_instalment_of_a_sum_owed_once_is_a_part_of_it(text: str, category: str, value: float, meaning: str) -> None:
    language = "it" if "canone" in text else "de"
    found = [m for v, m in meanings(text, language, category) if v == value]
    assert found == [meaning], meanings(text, language, category)


# --------------------------------------------------------------------- a total of payments of several kinds
# (sentences, value of the total, meaning): a total that adds up a rent, a prepayment and another payment of its
# clause is not a second rent; a total that adds up nothing before it keeps the name its word gives it.
TOTALS = [
    (
        "Die Grundmiete beträgt 700,00 EUR. Die Vorauszahlung auf die Betriebskosten beträgt 150,00 EUR. Für die "
        "Garage zahlt der Mieter 50,00 EUR. Die Gesamtmiete von 900,00 EUR ist monatlich im Voraus zu zahlen.",
        900.0,
        "other",
    ),
    (
        "Die Grundmiete beträgt 700,00 EUR. Die Vorauszahlung auf die Betriebskosten beträgt 150,00 EUR. Die "
        "Gesamtmiete von 850,00 EUR ist monatlich im Voraus zu zahlen.",
        850.0,
        "other",
    ),
    # the figures do not add up to it: the text does not show it is their sum
    (
        "Die Grundmiete beträgt 700,00 EUR. Die Vorauszahlung auf die Betriebskosten beträgt 150,00 EUR. Die "
        "Gesamtmiete von 880,00 EUR ist monatlich im Voraus zu zahlen.",
        880.0,
        "rent",
    ),
    ("Die Gesamtmiete von 880,00 EUR ist monatlich im Voraus zu zahlen.", 880.0, "rent"),
]


@pytest.mark.parametrize(("text", "value", "meaning"), TOTALS)
def test_a_total_of_several_kinds_is_no_second_payment_of_one(text: str, value: float, meaning: str) -> None:
    found = [m for v, m in meanings(text, "de", LEASE) if v == value]
    assert found == [meaning], meanings(text, "de", LEASE)


# --------------------------------------------------------------------- steps of a rent listed after a colon
# (text, the meanings of its figures): the lead before the colon names what each listed step changes.
LISTED_STEPS = [
    (
        "Die Nettokaltmiete beträgt 600,00 EUR.\n\nDie Nettokaltmiete erhöht sich wie folgt:\nab dem 01.01.2028 auf "
        "620,00 EUR,\nab dem 01.01.2029 auf 640,00 EUR.",
        ["rent", "rent", "rent"],
    ),
    (
        "Die Miete beträgt 600,00 EUR.\n\nDie Vorauszahlung auf die Betriebskosten erhöht sich wie folgt:\nab dem "
        "01.01.2028 auf 120,00 EUR,\nab dem 01.01.2029 auf 130,00 EUR.",
        ["rent", "prepayment", "prepayment"],
    ),
    # a lead that names no payment that changes: the figures get no name from it
    (
        "Die Miete beträgt 600,00 EUR.\n\nDer Vermieter erhöht die Beträge wie folgt:\nab dem 01.01.2028 auf "
        "120,00 EUR.",
        ["rent", "other"],
    ),
    # no list: the lead ends with a full stop
    (
        "Die Miete beträgt 600,00 EUR.\n\nDie Staffel ist vereinbart.\nAb dem 01.01.2028 gelten 650,00 EUR.",
        ["rent", "other"],
    ),
]


@pytest.mark.parametrize(("text", "expected"), LISTED_STEPS)
def test_listed_steps_take_the_name_their_lead_gives(text: str, expected: list[str]) -> None:
    assert [m for _v, m in meanings(text, "de", LEASE)] == expected


def test_listed_rent_steps_are_said_with_their_days_and_paid_in_turn() -> None:
    text = (
        "Mietvertrag\n\n§ 1 Mietzeit\n\nDas Mietverhältnis beginnt am 01.01.2027.\n\n§ 2 Miete\n\n(1) Die "
        "Nettokaltmiete beträgt 600,00 EUR monatlich.\n(2) Die Nettokaltmiete erhöht sich wie folgt:\n"
        "ab dem 01.01.2028 auf 620,00 EUR,\nab dem 01.01.2029 auf 640,00 EUR."
    )
    result = json.loads(explain_text(text, "en", Settings()).model_dump_json())
    said = " ".join(strings(result["clauses"]))
    assert "rent from 1 January 2028: €620.00" in said and "rent from 1 January 2029: €640.00" in said, said
    paid = [a["text"] for a in result["actions"] if a["kind"] == "payment"]
    assert paid == [
        "Pay €600.00 (rent) every month from Friday, 1 January 2027, for 1 year.",
        "Pay €620.00 (rent) every month from Saturday, 1 January 2028, for 1 year.",
        "Pay €640.00 (rent) every month from Monday, 1 January 2029.",
    ], paid


# --------------------------------------------------------------------- an index ties the rent, not the prepayment
INDEX_LEASE = """Mietvertrag

§ 1 Mietzeit
Das Mietverhältnis beginnt am 01.04.2027.

§ 2 Miete
Die monatliche Grundmiete beträgt 900,00 EUR. Die Grundmiete ist an den Verbraucherpreisindex gekoppelt (Indexmiete).
Für die Betriebskosten zahlt der Mieter eine monatliche Vorauszahlung von 200,00 EUR.{own}
"""


@pytest.mark.parametrize(
    ("own", "prepayment_changes"),
    [
        ("", False),
        (" Auch die Vorauszahlung wird nach dem Verbraucherpreisindex angepasst.", True),
    ],
)
def test_an_index_of_the_rent_does_not_change_the_prepayment(own: str, prepayment_changes: bool) -> None:
    doc = make_doc(INDEX_LEASE.format(own=own), "en", "de")
    said = [a.text for a in actions_in(doc, worded(doc), "en") if a.kind == "payment"]
    rent = [t for t in said if "(rent)" in t]
    prepayment = [t for t in said if "(prepayment)" in t]
    assert len(rent) == 1 and "change later" in rent[0], said
    assert len(prepayment) == 1 and ("change later" in prepayment[0]) is prepayment_changes, said


# --------------------------------------------------------------------- removing is not always removing content
def test_a_removal_is_said_without_naming_content() -> None:
    text = "§ 8 Rückgabe\n\nVom Mieter eingebaute Regale sind bei Auszug zu entfernen."
    for language, content in (("en", "content"), ("de", "Inhalte")):
        said = offline_clause(text, language, "handover", document_language="de", category=LEASE).translation
        assert content not in said, said


# --------------------------------------------------------------------- the pay text only of a reserved payment
# (clause, the stock line is said): "Payments the employer calls voluntary or revocable …" speaks of a payment the
# clause reserves so, not of every pay clause.
PAY = [
    ("§ 4 Vergütung\n\nDer Arbeitnehmer erhält ein monatliches Bruttogehalt von 3.000,00 EUR.", False),
    (
        "§ 4 Vergütung\n\nDer Arbeitnehmer erhält ein monatliches Bruttogehalt von 3.000,00 EUR. Ein Weihnachtsgeld "
        "wird freiwillig gezahlt; ein Anspruch darauf entsteht auch bei wiederholter Zahlung nicht.",
        True,
    ),
    (
        "§ 4 Vergütung\n\nDer Arbeitnehmer erhält ein Gehalt von 3.000,00 EUR brutto. Die Zulage von 200,00 EUR ist "
        "jederzeit widerruflich.",
        True,
    ),
]


@pytest.mark.parametrize(("text", "said"), PAY)
def test_the_pay_text_is_said_only_of_a_reserved_payment(text: str, said: bool) -> None:
    for language, words in (("en", "voluntary or revocable"), ("de", "freiwillig oder widerruflich")):
        explanation = offline_clause(text, language, "pay", document_language="de", category=JOB).explanation
        assert (words in explanation) is said, explanation


# --------------------------------------------------------------------- extra holiday is said as extra
# (sentence, English said): extra holiday is said as extra days; holiday in days of holiday ("Urlaubstage") is said
# with its days.
HOLIDAY = [
    (
        "Zusätzlich gewährt der Arbeitgeber einen Zusatzurlaub von 6 Arbeitstagen.",
        "The employee also gets 6 working days of additional holiday.",
    ),
    (
        "Die Arbeitgeberin gewährt zusätzlich einen vertraglichen Urlaub von 8 Arbeitstagen.",
        "The employee also gets 8 working days of additional holiday.",
    ),
    ("Der Arbeitnehmer erhält 26 Urlaubstage im Kalenderjahr.", "The employee gets 26 days of holiday a year."),
    # the extra days of a group or from an age are not the reader's as such
    ("Schwerbehinderte Beschäftigte erhalten einen Zusatzurlaub von 5 Arbeitstagen.", None),
    ("Ab dem 50. Lebensjahr erhält der Arbeitnehmer zusätzlich 2 Urlaubstage.", None),
]


@pytest.mark.parametrize(("sentence", "english"), HOLIDAY)
def test_extra_holiday_is_said_as_extra(sentence: str, english: str | None) -> None:
    found = frame_of(sentence, "de", JOB)
    if english is None:
        assert found is None or found[0] not in ("holiday", "holiday_extra"), found
        return
    assert found is not None, sentence
    key, _lang, flags = found
    assert say_frame(key, sentence, "en", flags, figures(sentence, "en", "de")) == english


# --------------------------------------------------------------------- a sum said once
def test_a_sum_said_with_its_role_is_not_listed_again_in_another_form() -> None:
    text = "§ 6 Kleinreparaturen\n\nDer Mieter trägt die Kosten kleiner Reparaturen bis zu 90 EUR im Einzelfall."
    result = json.loads(explain_text(text, "de", Settings()).model_dump_json())
    said = " ".join(c["translation"] for c in result["clauses"]).replace("\xa0", " ")
    assert "Höchstbetrag: 90,00 €" in said and "90 EUR" not in said, said


# --------------------------------------------------------------------- parties named on lines of their own
@pytest.mark.parametrize(
    ("text", "parties"),
    [
        ("Mietvertrag\n\nVermieter: Herr [PERSON_1], [ADDRESS_1]\nMieterin: Frau [PERSON_2], [ADDRESS_2]", True),
        ("Employment contract\n\nEmployer: [PERSON_1] Ltd, [ADDRESS_1]\nEmployee: [PERSON_2], [ADDRESS_2]", True),
        # one role line is no list of the parties
        ("Mietvertrag\n\nVermieter: Herr [PERSON_1], [ADDRESS_1]", False),
        # a role inside a sentence is no line of its own
        ("Der Mieter: ein Satz. Der Vermieter hat [PERSON_1] beauftragt.", False),
    ],
)
def test_parties_named_on_lines_of_their_own(text: str, parties: bool) -> None:
    assert is_parties_block(text) is parties


# --------------------------------------------------------------------- the four contracts end to end
def _result(name: str, language: str) -> dict[str, Any]:
    text = (CONTRACTS / name).read_text(encoding="utf-8")
    return json.loads(explain_text(text, language, Settings()).model_dump_json())


def _clause(result: dict[str, Any], heading_start: str) -> str:
    clause = next(c for c in result["clauses"] if (c.get("heading") or "").startswith(heading_start))
    return " ".join(strings({k: clause.get(k) for k in ("translation", "explanation", "notes")})).replace("\xa0", " ")


def _meaning_of(result: dict[str, Any], value: float) -> list[str | None]:
    return [a["meaning"] for a in result["amounts"] if a["value"] == value]


@pytest.mark.parametrize("language", ["de", "en"])
def test_warehouse_contract(language: str) -> None:
    result = _result("arbeitsvertrag_lager.txt", language)
    roles = {(d.get("date") or d.get("period")): d.get("role") for d in result["deadlines"]}
    # the probation's end is its end, never a start of anything
    assert roles["2027-07-31"] == "end" and roles["2027-02-01"] == "start"
    # the bonus threshold is a threshold, the bonus and the overtime rate are not the pay
    assert _meaning_of(result, 2_000_000.0) == ["threshold"]
    assert _meaning_of(result, 1200.0) != ["salary"] and _meaning_of(result, 22.5) != ["salary"]
    assert _meaning_of(result, 3150.0) == ["salary"]
    holiday = _clause(result, "§ 5")
    extra = {"en": "also gets 8 working days of additional holiday", "de": "bekommt zusätzlich 8 Arbeitstage Urlaub"}
    assert extra[language] in holiday, holiday
    pay = _clause(result, "§ 4")
    assert "voluntary" not in pay and "freiwillig" not in pay, pay


@pytest.mark.parametrize("language", ["de", "en"])
def test_fixed_term_contract(language: str) -> None:
    result = _result("arbeitsvertrag_befristet.txt", language)
    roles = {(d.get("date") or d.get("period")): d.get("role") for d in result["deadlines"]}
    assert roles["2027-04-01"] == "start" and roles["2028-03-31"] == "end"
    assert _meaning_of(result, 2520.0) == ["salary"]
    assert _meaning_of(result, 800.0) == ["limit"]  # the training costs the employer bears at most
    holiday = _clause(result, "Ziffer 5")
    assert {"en": "gets 24 days of holiday a year", "de": "bekommt 24 Tage Urlaub im Jahr"}[language] in holiday


@pytest.mark.parametrize("language", ["de", "en"])
def test_stepped_rent_lease(language: str) -> None:
    result = _result("mietvertrag_staffel.txt", language)
    # each step is rent, paid in turn from its day; the heating part is no second payment
    assert [a["meaning"] for a in result["amounts"] if a["value"] in (765.0, 790.0, 815.0)] == ["rent"] * 3
    assert _meaning_of(result, 95.0) == ["part"]
    payments = [a for a in result["actions"] if a["kind"] == "payment"]
    paid = " | ".join(a["text"] for a in payments).replace("\xa0", " ")
    assert "95" not in paid, paid
    steps = {
        "en": "Pay €765.00 (rent) every month from Wednesday, 1 March 2028, for 1 year.",
        "de": "Ab Mittwoch, 01.03.2028, für 1 Jahr jeden Monat 765,00 € zahlen (Miete).",
    }
    assert steps[language] in paid, paid
    rent = _clause(result, "§ 3")
    figure = {"en": "rent from 1 March 2029: €790.00", "de": "Miete ab 01.03.2029: 790,00 €"}
    assert figure[language] in rent, rent
    # the deposit is paid in instalments, the first at the start
    deposit = [a for a in payments if "2.220,00" in a["text"] or "2,220.00" in a["text"]]
    assert [a.get("date") for a in deposit] == ["2027-03-01"], payments


@pytest.mark.parametrize("language", ["de", "en"])
def test_index_rent_lease(language: str) -> None:
    result = _result("mietvertrag_index.txt", language)
    # the total is no second rent, an instalment of the deposit no second deposit
    assert _meaning_of(result, 1525.0) == ["other"]
    assert sorted(str(m) for m in _meaning_of(result, 1180.0)) == ["part", "rent"]
    # the heating costs' part of the prepayment (the other 120 is the cap of a small repair)
    assert [a["meaning"] for a in result["amounts"] if a["value"] == 120.0 and a["clause_id"] == "c4"] == ["part"]
    rent = _clause(result, "3.")
    assert "€1,525.00." not in rent.split("gives:")[-1] and "Miete: 1.525,00" not in rent, rent
    deposit = _clause(result, "4.")
    assert "deposit: €1,180.00" not in deposit and "Kaution: 1.180,00" not in deposit, deposit
    paid = [a["text"] for a in result["actions"] if a["kind"] == "payment"]
    prepayment = [t for t in paid if "(prepayment)" in t or "(Vorauszahlung)" in t]
    assert len(prepayment) == 1 and "change later" not in prepayment[0] and "ändern" not in prepayment[0], paid
    handover = _clause(result, "8.")
    assert "content" not in handover and "Inhalte" not in handover, handover
