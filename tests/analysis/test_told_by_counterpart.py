"""Issue 23: in a contract of two parties, a passive duty to tell one of them something ("ist dem Arbeitgeber
anzuzeigen") binds the other; said only where the sentence names that one party alone, as the one told
(``statements._told_by_counterpart``, [reading] told_to). Sentences written for this test."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_clause

EMPLOYMENT, LEASE = "employment_contract", "rental_contract"

TOLD = [
    # (category, sentence, the party bound, the party told)
    (
        EMPLOYMENT,
        "Jede Nebentätigkeit ist der Arbeitgeberin vor ihrem Beginn schriftlich anzuzeigen.",
        "employee",
        "employer",
    ),
    (EMPLOYMENT, "Eine Verhinderung ist dem Arbeitgeber sofort mitzuteilen.", "employee", "employer"),
    (
        EMPLOYMENT,
        "Änderungen der Anschrift sind gegenüber dem Arbeitgeber unverzüglich anzuzeigen.",
        "employee",
        "employer",
    ),
    (LEASE, "Mängel der Mietsache sind dem Vermieter unverzüglich anzuzeigen.", "tenant", "landlord"),
    (LEASE, "Ein Wasserschaden ist der Vermieterin sofort mitzuteilen.", "tenant", "landlord"),
    (LEASE, "Die Abrechnung ist der Mieterin binnen zwölf Monaten mitzuteilen.", "landlord", "tenant"),
]

NOT_TOLD = [
    # The party is named, but not as the one told: a genitive, or two roles.
    (EMPLOYMENT, "Eine Nebentätigkeit des Arbeitnehmers ist anzuzeigen."),
    (EMPLOYMENT, "Eine Erkrankung des Arbeitnehmers ist dem Arbeitgeber sofort anzuzeigen."),
    # No party named at all: nobody is said.
    (LEASE, "Mängel sind unverzüglich anzuzeigen."),
    # A kind of document without two fixed parties.
    ("other", "Eine Änderung ist dem Vermieter mitzuteilen."),
    ("terms_and_conditions", "Eine Störung ist dem Anbieter unverzüglich mitzuteilen."),
]


@pytest.mark.parametrize(("category", "sentence", "bound", "told"), TOLD)
def test_the_party_not_told_is_bound(category: str, sentence: str, bound: str, told: str) -> None:
    statements = read_clause(sentence, "de", category=category)
    tell = [s for s in statements if s.action == "notify"]
    assert tell, sentence
    assert tell[0].party == bound
    assert f"told_{told}" in tell[0].details and "agentless" not in tell[0].details


@pytest.mark.parametrize(("category", "sentence"), NOT_TOLD)
def test_no_party_is_bound_where_the_one_told_is_not_the_only_party_named(category: str, sentence: str) -> None:
    statements = read_clause(sentence, "de", category=category)
    assert all("by_counterpart" not in s.details for s in statements), sentence
    assert all(s.party is None for s in statements if s.action == "notify"), sentence
