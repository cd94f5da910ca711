"""Subletting and keeping animals are the tenant's acts: a sentence whose subject is the landlord and that names them
says something else of the landlord (a ban on giving notice, a refusal), never that the landlord may or must not sublet
or keep pets. Sentences written for this test."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence


@pytest.mark.parametrize(
    ("sentence", "action"),
    [
        ("Hat der Mieter der Untervermietung zugestimmt, darf der Vermieter nicht kündigen.", "give_notice"),
        ("Der Vermieter darf nicht kündigen, solange der Mieter der Untervermietung zustimmt.", "give_notice"),
        ("Der Vermieter darf die Zustimmung zur Haltung von Katzen nur aus wichtigem Grund verweigern.", "refuse"),
    ],
)
def test_a_landlord_in_a_sentence_about_subletting_or_pets_does_something_else(sentence: str, action: str) -> None:
    found = read_sentence(sentence, "de", "rental_contract")
    assert found is not None
    assert (found.party, found.action) == ("landlord", action)


@pytest.mark.parametrize(
    ("sentence", "action"),
    [
        ("Die Mieterin darf die Räume nur mit Zustimmung der Vermieterin untervermieten.", "sublet"),
        ("Stimmt die Vermieterin zu, darf die Mieterin untervermieten.", "sublet"),
    ],
)
def test_the_tenant_still_sublets(sentence: str, action: str) -> None:
    found = read_sentence(sentence, "de", "rental_contract")
    assert found is not None
    assert (found.party, found.action) == ("tenant", action)
