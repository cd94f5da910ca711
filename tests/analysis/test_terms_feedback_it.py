"""Italian "suggerimenti" names the feedback a user sends the company only where the words say so ("i tuoi
suggerimenti", "suggerimenti che ci invii"); security tips ("suggerimenti per la sicurezza") are no feedback."""

from __future__ import annotations

import pytest

from app.analysis.terms import term_spans

FEEDBACK = [
    "I tuoi suggerimenti sul servizio possono essere utilizzati da noi senza alcun compenso.",
    "Eventuali suggerimenti forniti dall'utente diventano di nostra proprietà.",
    "I suggerimenti che ci invii possono essere usati liberamente.",
    "Il feedback inviato dall'utente può essere usato senza compenso.",
]
NO_FEEDBACK = [
    "Segui questi suggerimenti per la sicurezza del tuo account e scegli una password robusta.",
    "Nella pagina di aiuto trovi suggerimenti su come proteggere il tuo profilo.",
]


def _keys(text: str) -> set[str]:
    return {key for _, _, key in term_spans(text, "it")}


@pytest.mark.parametrize("text", FEEDBACK)
def test_a_users_suggestions_are_feedback(text: str) -> None:
    assert "feedback" in _keys(text)


@pytest.mark.parametrize("text", NO_FEEDBACK)
def test_tips_are_no_feedback(text: str) -> None:
    assert "feedback" not in _keys(text)
