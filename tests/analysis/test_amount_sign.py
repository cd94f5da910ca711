"""A balance below zero is no back payment: "verbleibend" names what is left, and with a minus sign what is left is in
the reader's favour. The sign alone does not say whether it is refunded, credited or set off, so no meaning is given;
the same balance without a sign stays a back payment. Sentences written for this test."""

from __future__ import annotations

import pytest

from tests.analysis.test_amount_cues import meanings


@pytest.mark.parametrize(
    "text",
    [
        "Verbleibender Betrag -412,50 EUR",
        "Verbleibende Beträge: −1.020,00 EUR",
        "Noch zu zahlen – 35,00 EUR",
    ],
)
def test_a_balance_below_zero_is_no_back_payment(text: str) -> None:
    assert [meaning for _value, meaning in meanings(text, category="tax_assessment")] == ["other"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Verbleibender Betrag 412,50 EUR", 412.5),
        ("Noch zu zahlen sind 35,00 EUR bis zum Monatsende.", 35.0),
    ],
)
def test_the_same_balance_without_a_sign_stays_a_back_payment(text: str, value: float) -> None:
    assert meanings(text, category="tax_assessment") == [(value, "back_payment")]
