"""Word-list alternations grouped by first letter (``wordlists.factored``) match exactly what the plain ones match."""

from __future__ import annotations

import re

import pytest

from app.prepare.pii import recognizers_de, wordlists
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


def test_a_case_sensitive_pattern_groups_each_case_apart() -> None:
    assert factored(["Customer", "customer", "Contract"], case_sensitive=True) == ["C(?:ustomer|ontract)", "customer"]


LABELS = (
    "Kundennummer: 12345678, customer no. 1234, Customer ID AB1234, Unsere Zeichen: 361D123456, Ihr Zeichen 12/345, "
    "our ref. X123, N° client 99887, n° de police 1234, Reisepass-Nr. C01X00T47, passport: AB1234567, CNI 123456, "
    "Tel.: 030 1234567, tel 0171 2345678, Telefax 040-123456, geb. am 12.04.1985, born on 1 May 1980, née le 3 mars "
    "1970, Steuer-ID: 12 345 678 903, steuerliche Identifikationsnummer 12345678903, USt-IdNr. DE123456789"
)


@pytest.mark.parametrize(
    ("labels", "tail"),
    [
        (recognizers_de._CUSTOMER_LABELS, r"\s*[:.]?\s*(?P<v>[A-Z0-9](?:[A-Z0-9\-/.]|\s(?=\d)){2,26}[A-Z0-9])"),
        (recognizers_de._ID_LABELS, r"\s*[:.]?\s*(?P<v>[A-Z0-9]{2,}(?:[ \-][A-Z0-9]{2,}){0,3})"),
        (recognizers_de._TAX_LABELS, r"\s*[:.]?\s*(?P<v>(?:DE\s?)?\d[\d /]{6,16}\d)"),
        (recognizers_de._BIRTH_LABELS, r"\s*[:,]?\s*(?P<v>\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|\d+\s+\w+\s+\d{4})"),
        (recognizers_de._PHONE_LABELS, r"\.?\s*[:.]?\s*(?P<v>\d[\d /\-]{4,20}\d)"),
    ],
)
def test_the_labelled_identifiers_find_what_their_plain_label_alternation_finds(labels: list[str], tail: str) -> None:
    plain = re.compile("(?:" + "|".join(labels) + ")" + tail)
    grouped = re.compile("(?:" + "|".join(factored(labels, case_sensitive=True)) + ")" + tail)
    found = [(m.span(), m["v"]) for m in plain.finditer(LABELS)]
    assert found and [(m.span(), m["v"]) for m in grouped.finditer(LABELS)] == found
