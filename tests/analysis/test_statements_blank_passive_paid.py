"""Issue 23, known misreadings: a blank form field, a passive without a modal word, a payment tied to a case.

Sentences written for these tests, German and English, read both ways: what must be said, and what must not.
"""

from __future__ import annotations

import pytest

from app.analysis.frames import frame_of
from app.analysis.statements import read_clause
from app.explain.offline import offline_clause


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Gerichtsstand ist -.", "de"),
        ("Gerichtsstand: ____", "de"),
        ("Die Probezeit beträgt … Monate.", "de"),
        ("Die Probezeit beträgt ... Monate.", "de"),
        ("Die Probezeit beträgt --- Monate.", "de"),
        ("The probationary period is ____ months.", "en"),
        ("Place of jurisdiction: .........", "en"),
        ("The employee shall receive a monthly salary of EUR ______.", "en"),
    ],
)
def test_a_field_without_its_value_states_nothing(text: str, language: str) -> None:
    assert read_clause(text, language, [], [], "employment_contract") == []
    assert frame_of(text, language, "employment_contract") is None
    said = offline_clause(text, "en", None, language, None, "employment_contract").translation
    assert "the courts the clause names" not in said
    assert "There is a probation period" not in said


@pytest.mark.parametrize(
    ("text", "language", "frame"),
    [
        ("Die Probezeit beträgt drei Monate.", "de", "probation"),
        ("Gerichtsstand ist Berlin.", "de", "jurisdiction"),
    ],
)
def test_a_field_with_its_value_is_still_read(text: str, language: str, frame: str) -> None:
    found = read_clause(text, language, [], [], "employment_contract")
    assert [x.action for x in found] == [frame]


def test_a_dash_between_words_or_an_omission_in_brackets_is_no_blank_field() -> None:
    found = read_clause(
        "Der Mieter muss die Miete - wie vereinbart - monatlich zahlen.", "de", [], [], "rental_contract"
    )
    assert [(x.party, x.action) for x in found] == [("tenant", "pay")]
    found = read_clause("Der Mieter muss die Miete (...) monatlich zahlen.", "de", [], [], "rental_contract")
    assert [(x.party, x.action) for x in found] == [("tenant", "pay")]


@pytest.mark.parametrize(
    ("text", "language", "category"),
    [
        ("Der Urlaub wird nach Absprache gewährt.", "de", "employment_contract"),
        ("Die Vergütung wird am Monatsende gezahlt.", "de", "employment_contract"),
        ("Dem Arbeitnehmer wird vom Arbeitgeber eine Vergütung gezahlt.", "de", "employment_contract"),
        ("Die Kaution wird dem Mieter nach Ende des Mietverhältnisses zurückgezahlt.", "de", "rental_contract"),
        ("The salary is paid by the employer at the end of each month.", "en", "employment_contract"),
        ("Travel expenses will be reimbursed to the employee.", "en", "employment_contract"),
        ("The costs are borne by the employee.", "en", "employment_contract"),
        ("Die Kosten werden vom Arbeitnehmer getragen.", "de", "employment_contract"),
    ],
)
def test_a_passive_without_modal_never_makes_the_receiver_the_payer(text: str, language: str, category: str) -> None:
    """A passive ("wird … gezahlt"): who receives ("dem Arbeitnehmer", "to the employee") is never said as who pays or grants;
    where the engine cannot tell the agent, no party is said at all."""
    for x in read_clause(text, language, [], [], category):
        # the recipient named in the dative is said only as who gets the money back ("get_refund"), never as a payer
        assert x.party is None or (x.action == "get_refund" and x.modality == "does"), x
    for reader in ("en", "de"):
        said = offline_clause(text, reader, None, language, None, category).translation
        for wrong in ("The employee must", "The tenant must", "Der Arbeitnehmer muss", "Der Mieter muss"):
            assert wrong not in said


def test_a_passive_with_its_beneficiary_named_in_the_frame_is_said_for_the_beneficiary() -> None:
    said = offline_clause(
        "Dem Arbeitnehmer wird ein Urlaub von 30 Tagen gewährt.", "en", None, "de", None, "employment_contract"
    ).translation
    assert "The employee gets 30 days of holiday" in said


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Der Arbeitgeber trägt die Kosten der Fortbildung. Scheidet der Arbeitnehmer vor Ablauf von zwei Jahren "
            "aus, gilt Folgendes: Der Arbeitnehmer muss die Kosten zurückzahlen.",
            "de",
        ),
        (
            "Kündigt der Arbeitnehmer vor Ablauf von zwei Jahren, hat er die Kosten der Fortbildung zurückzuzahlen.",
            "de",
        ),
        (
            "The employer bears the training costs. In case the employee resigns within two years: the employee must "
            "pay the costs back.",
            "en",
        ),
        ("The employee shall pay back the course fees if the employee resigns within one year.", "en"),
    ],
)
def test_a_payment_tied_to_a_case_is_said_with_its_condition(text: str, language: str) -> None:
    found = read_clause(text, language, [], [], "employment_contract")
    payments = [x for x in found if x.action in ("pay", "repay", "repay_training_costs", "pay_penalty")]
    assert payments
    assert all(x.condition for x in payments if x.party != "employer")
    # The period of the case ("within two years" of resigning) is not said as the time to pay.
    assert not any(f.kind == "period" for x in payments for f in x.figures)
    said = offline_clause(text, "en", None, language, None, "employment_contract").translation
    assert "must pay within" not in said
    if "The employee must pay" in said:
        assert "only under conditions" in said


@pytest.mark.parametrize(
    ("text", "language", "category"),
    [
        (
            "Der Mieter muss die Miete bis zum dritten Werktag zahlen. Wenn er in Verzug ist, kann der Vermieter "
            "kündigen.",
            "de",
            "rental_contract",
        ),
        ("Der Arbeitnehmer muss die Kosten der Fortbildung zurückzahlen.", "de", "employment_contract"),
        (
            "The tenant must pay the rent monthly. If the tenant is late, the landlord may give notice.",
            "en",
            "rental_contract",
        ),
    ],
)
def test_a_payment_not_tied_to_a_case_keeps_no_condition(text: str, language: str, category: str) -> None:
    found = read_clause(text, language, [], [], category)
    pay = [x for x in found if x.action in ("pay", "repay")]
    assert pay and not pay[0].condition
