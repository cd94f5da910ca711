"""The subject of a clause lists a thing once: a label that is a whole word of another ("pets" in "keeping pets") or an
inflected form of it ("payment", "payments") says it already; a word that only starts the same does not."""

from __future__ import annotations

import pytest

from app.explain.lead import _same_word, _subject


@pytest.mark.parametrize(
    ("a", "b"),
    [("pets", "keeping pets"), ("payment", "payments"), ("Zahlung", "Zahlungen"), ("deposit", "the deposit paid")],
)
def test_one_says_the_other_already(a: str, b: str) -> None:
    assert _same_word(a, b) and _same_word(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [("rent", "rental agreement"), ("pets", "carpets"), ("notice", ""), ("deposit", "deposits of the tenants")],
)
def test_different_words_are_not_the_same(a: str, b: str) -> None:
    assert not _same_word(a, b)


@pytest.mark.parametrize(
    ("heading", "text", "topic"),
    [
        (
            "§ 9 Nebentätigkeit",
            "Eine Nebentätigkeit darf der Arbeitnehmer nur mit vorheriger Zustimmung des Arbeitgebers ausüben.",
            "side_jobs",
        ),
        (
            "§ 12 Ausschlussfristen",
            "Ansprüche aus dem Arbeitsverhältnis verfallen, wenn sie nicht innerhalb von drei Monaten nach Fälligkeit "
            "in Textform geltend gemacht werden.",
            "forfeiture",
        ),
    ],
)
def test_a_heading_naming_the_topics_legal_thing_is_not_followed_by_the_topic_again(
    heading: str, text: str, topic: str
) -> None:
    subject = _subject(text, heading, topic, "employment_contract", "en", "de")
    assert len(subject) <= 1, subject
