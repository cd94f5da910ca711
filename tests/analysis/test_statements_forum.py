"""Going to court is a right whose "must" sets where, when or how, never a duty to sue: "you will have to sue us in
Dublin" was said as "You must take a case to court". Such a sentence is said as the right it limits (may … only under
the conditions the clause names); a plain right to sue and a ban on suing stay as they are."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence
from app.explain.say import say_statement

TERMS = "terms_and_conditions"

FORUM_ONLY = [
    ("en", "Anyway, you will have to sue us here."),
    ("en", "You must bring any claim against us in the courts of Dublin."),
    ("en", "The customer must commence proceedings within one year of the claim arising."),
    ("de", "Der Kunde ist verpflichtet, Ansprüche gegen uns beim Landgericht Bremen gerichtlich geltend zu machen."),
]

LEFT_AS_THEY_ARE = [
    ("en", "If you are a consumer in the EU, you can sue us in the courts of the country where you live.", "may"),
    ("en", "You may not take legal action against other users in our name.", "must_not"),
    ("de", "Verbraucher können uns auch an ihrem Wohnsitz verklagen.", None),
]


@pytest.mark.parametrize(("language", "sentence"), FORUM_ONLY)
def test_a_duty_to_sue_somewhere_is_a_limited_right(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, TERMS)
    assert found is not None and found.action == "sue"
    assert found.modality == "may_only"
    said = say_statement(found, sentence, "en", language, TERMS)
    assert said is not None and "must" not in said and "only" in said


@pytest.mark.parametrize(("language", "sentence", "modality"), LEFT_AS_THEY_ARE)
def test_a_right_to_sue_and_a_ban_stay(language: str, sentence: str, modality: str | None) -> None:
    found = read_sentence(sentence, language, TERMS)
    if modality is None:
        assert found is None or found.modality != "must"
    else:
        assert found is not None and found.action == "sue" and found.modality == modality
