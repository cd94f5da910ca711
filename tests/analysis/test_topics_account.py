"""A user's account is the subject of a service's terms, a bank account the subject of paying: the word "account" /
"Konto" alone no longer points to the payment topic (keywords.toml [topics.payment]). Sentences written for this test."""

from __future__ import annotations

import pytest

from app.analysis.topics import topic_of

TERMS = "terms_and_conditions"


@pytest.mark.parametrize(
    "text",
    [
        "Your account\nYou need an account to post reviews. Keep your account details safe. We may close your account "
        "if you misuse it.",
        "Kundenkonto\nFür Bestellungen können Sie ein Konto anlegen. Ihr Konto können Sie jederzeit löschen. Wir dürfen "
        "Ihr Konto sperren, wenn Sie gegen diese Bedingungen verstoßen.",
    ],
)
def test_a_users_account_is_not_about_payment(text: str) -> None:
    assert topic_of(text, None, TERMS) != "payment"


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Payment\nThe fee is payable in advance by bank transfer to the account of the provider.", TERMS),
        ("Zahlung\nDer Betrag ist im Voraus auf das Konto des Verkäufers zu überweisen.", TERMS),
        ("Die Miete ist bis zum dritten Werktag auf das Konto der Vermieterin zu überweisen.", "rental_contract"),
    ],
)
def test_a_bank_account_still_points_to_payment(text: str, category: str) -> None:
    assert topic_of(text, None, category) == "payment"
