"""Word-list alternations grouped by first letter (``wordlists.factored``) match exactly what the plain ones match."""

from __future__ import annotations

import re

import pytest

from app.prepare.pii import wordlists
from app.prepare.pii.wordlists import factored

TEXT = (
    "Herrn Albers schrieb an Herr Brandt und herr Cordes; die Richterin am BGH, RiBGH Dorn und VRiBGH Eckert, "
    "der Geschäftsführer Falk, Frau Dr. Gerber, Mr Hale, Mrs. Ives, Ms Jones. HERR KUNZE, Fräulein Lang. "
    "Sehr geehrte Damen und Herren, die Teamleiterin Moll und der Oberbürgermeister Nagel.\n"
)


@pytest.mark.parametrize(
    "parts",
    [
        ["Herrn", "Herr", "Frau"],
        ["Herrn", "herr", "Herr", "Frau"],  # two cases of one letter: the group keeps them as written, in order
        ["Mrs\\.?", "Mr\\.?", "Ms\\.?", "Miss"],
        ["Teamleiter(?:in)?", "Team", "Oberbürgermeister(?:in)?", "Bürgermeister(?:in)?"],
    ],
)
@pytest.mark.parametrize("flags", [0, re.IGNORECASE])
def test_the_grouped_alternation_finds_the_same_matches(parts: list[str], flags: int) -> None:
    plain = re.compile(r"\b(?:" + "|".join(parts) + r")(?=[ \t.,])", flags)
    grouped = re.compile(r"\b(?:" + "|".join(factored(parts)) + r")(?=[ \t.,])", flags)
    assert [m.span() for m in grouped.finditer(TEXT)] == [m.span() for m in plain.finditer(TEXT)]


@pytest.mark.parametrize(
    "parts",
    [
        ["[Hh]err", "Herrn"],  # a character class first
        ["V?RiBGH", "Richter"],  # a quantified first letter
        ["a|b", "ab"],  # an alternation of its own
        ["ſtraße", "strasse"],  # a long s matches an s with case ignored
    ],
)
def test_an_alternation_that_cannot_be_grouped_stays_as_it_is(parts: list[str]) -> None:
    assert factored(parts) == parts


def test_entries_of_one_first_letter_become_one_group() -> None:
    assert factored(["Herrn", "Herr", "Frau"]) == ["H(?:errn|err)", "Frau"]


def test_every_word_list_still_finds_what_its_plain_alternation_finds() -> None:
    for name in {k for table in wordlists.tables().values() for k in table}:
        entries = [wordlists._BLANK.sub(r"[ \\t]+", p) for p in sorted(wordlists.entries(name), key=len, reverse=True)]
        plain = re.compile("(?:" + "|".join(entries) + ")")
        grouped = re.compile(wordlists.alternation(name))
        text = TEXT + " ".join(re.sub(r"\\.|\(\?:[^)]*\)\??|[\\?\[\]]", "", e) for e in entries)
        assert [m.span() for m in grouped.finditer(text)] == [m.span() for m in plain.finditer(text)], name
