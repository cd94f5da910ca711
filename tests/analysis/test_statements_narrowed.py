"""A ban on a kind of thing is no ban on the thing: where a relative clause narrows what a negation bans ("keine Daten
…, deren Inhalte Rechte Dritter verletzen", "no content that infringes"), the action alone would ban more than the text
does, so the ban is said without its action. The same ban with nothing narrowing it keeps its action. Sentences
written for this test."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Der Kunde verpflichtet sich, keine Daten zu übermitteln, deren Inhalt gegen Gesetze verstößt."),
        ("de", "Der Nutzer darf keine Dateien, die Schadsoftware enthalten, übermitteln."),
        ("de", "Der Kunde verpflichtet sich, keine Daten zu übermitteln, welche die Rechte anderer verletzen."),
        ("en", "You must not upload content that breaks the law."),
        ("en", "You must not share any information which belongs to another member."),
    ],
)
def test_a_ban_on_a_kind_of_thing_names_no_action(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is not None
    assert (found.modality, found.action) == ("must_not", None)


@pytest.mark.parametrize(
    ("language", "sentence", "action"),
    [
        ("de", "Der Kunde verpflichtet sich, keine Daten zu übermitteln.", "process_data"),
        ("de", "Der Mieter darf die Wohnung nicht untervermieten.", "sublet_out"),
        ("en", "You must not share any information with anyone.", "share_data"),
    ],
)
def test_the_same_ban_with_nothing_narrowing_it_keeps_its_action(language: str, sentence: str, action: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is not None
    assert (found.modality, found.action) == ("must_not", action)


# An opening purpose binds only who wants it: "Um … zu können, müssen Sie …", "To pay by card, you must …" is a duty
# under a condition; the same duty with the purpose after it, or with none, is no conditional duty.
@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Um per Lastschrift zahlen zu können, müssen Sie ein Kundenkonto anlegen."),
        ("de", "Um die Rabattaktion zu nutzen, muss der Kunde sich vorher registrieren."),
        ("en", "To pay by direct debit, you must register an account first."),
        ("en", "In order to take part in the draw, you must register."),
    ],
)
def test_a_duty_after_an_opening_purpose_holds_under_a_condition(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is not None
    assert (found.modality, found.condition) == ("must", True)


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Der Kunde muss die Rechnung bezahlen, um den Vertrag zu erfüllen."),
        ("de", "Der Kunde muss die Rechnung innerhalb von 14 Tagen bezahlen."),
        ("en", "You must pay the invoice within 14 days."),
    ],
)
def test_a_duty_without_an_opening_purpose_has_no_condition(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is not None
    assert (found.modality, found.condition) == ("must", False)
