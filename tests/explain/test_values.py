"""What the offline engine lists as a clause's periods and legal provisions (app/explain/values.py)."""

from __future__ import annotations

from app.explain.values import extract_values


def test_a_sum_in_months_pay_is_no_period_and_a_bare_clause_number_no_legal_provision() -> None:
    values = extract_values(
        "Die Vertragsstrafe beträgt ein Monatsgehalt, die Kaution drei Monatsmieten; die Frist beträgt 2 Wochen. "
        "Es gilt § 4 dieses Vertrags und § 622 Abs. 2 BGB sowie Art. 6 DSGVO."
    )
    assert [(d.number, d.unit) for d in values.durations] == [(2, "week")]
    assert values.sections == ["§ 622 Abs. 2 BGB", "Art. 6 DSGVO"]


def test_an_act_named_in_english_is_a_legal_provision() -> None:
    values = extract_values("The landlord may serve notice under section 21 of the Housing Act 1988 or clause 4.")
    assert values.sections == ["section 21 of the Housing Act 1988"]
