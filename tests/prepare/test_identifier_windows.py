"""Identifiers are looked for only near digits and "@" (``rules.near_digits``): the same findings as over the
whole text, a label a wide gap before its value included."""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii import addresses, engine, rules
from app.prepare.pii.recognizers_de import GERMAN_RULES
from app.prepare.pii.recognizers_intl import INTERNATIONAL_RULES

FILLER = "Der Mieter zahlt die Miete pünktlich und hält die Hausordnung ein. " * 30

TEXTS = [
    f"{FILLER}\nSteuernummer:{' ' * 150}12/345/67890\n{FILLER}",
    f"{FILLER}\nKennzeichen:\n\n\n{' ' * 200}\tM AB 1234\n{FILLER}",
    f"{FILLER}Steuer-Identifikationsnummer des Ehemannes: 12 345 678 901, IBAN DE89 3704 0044 0532 0130 00.",
    f"{FILLER}BIC: DEUTDEFF, Kundennummer 4711-0815-2020, Tel. 030 1234567, mail an anna.beispiel@example.org",
    f"Geboren am 3. Mai 1980 in Köln, Rentenversicherungsnummer 12 030580 B 123.{FILLER}",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_rules_near_digits_find_what_they_find_in_the_whole_text(text: str) -> None:
    every_rule = [*GERMAN_RULES, *INTERNATIONAL_RULES]
    whole = sorted((f.start, f.end, f.kind) for f in rules.scan(every_rule, text, [(0, len(text))]))
    near = sorted((f.start, f.end, f.kind) for f in rules.scan(every_rule, text))
    assert near == whole
    assert whole, "each text holds an identifier a rule finds"


@pytest.mark.parametrize("text", TEXTS)
def test_the_presidio_recognizers_near_digits_find_what_they_find_in_the_whole_text(text: str) -> None:
    whole = sorted((f.start, f.end, f.kind) for f in engine.analyze(text, [(0, len(text))]))
    assert sorted((f.start, f.end, f.kind) for f in engine.analyze(text)) == whole


def test_a_label_far_left_of_its_value_still_marks_it() -> None:
    out = anonymize(f"{FILLER}\nSteuernummer:{' ' * 150}12/345/67890\n", "de").text
    assert "67890" not in out and "[TAX_ID_1]" in out


def test_text_without_digits_or_at_signs_has_nowhere_to_look() -> None:
    assert rules.near_digits(FILLER) == []
    assert engine.analyze(FILLER) == []


ADDRESS_TEXTS = [
    f"{FILLER}\nAn der Alten Ziegelei 12a\n{FILLER}\n80336 München\n{FILLER}",
    f"{FILLER} Sie wohnt in der Hans-Böckler-Straße 7, 50667 Köln, seit Mai. {FILLER}",
    f"{FILLER}Postfach 10 20 30, 38 avenue John F. Kennedy, 221B Baker Street, Calle Mayor, 23, 1D.{FILLER}",
    f"{FILLER} auf der A 9 in Richtung Berlin, in der Lindenallee und am Alexanderplatz. {FILLER}",
]


@pytest.mark.parametrize("text", ADDRESS_TEXTS)
def test_addresses_near_digits_are_those_of_the_whole_text(text: str) -> None:
    for language in ("de", "en", "fr", "es"):
        whole = sorted((f.start, f.end, f.priority) for f in addresses.find_addresses(text, language, [(0, len(text))]))
        near = sorted((f.start, f.end, f.priority) for f in addresses.find_addresses(text, language))
        assert near == whole
        assert any(priority >= 2 for _s, _e, priority in whole), "each text holds an address with a number"


EMAIL_TEXTS = [
    "anna.beispiel@example.org schrieb zuerst",  # at the very start
    "Kontakt:kai@example.de,ben@example.com;post@@example.org und a@b@example.net\u00a0x@example.org",
    f"{FILLER}(mail: info@example-shop.de).\tZweite: büro@example.de\n{FILLER}ende@example.org",
    "x" * 300 + "@example.org " + "Hinweis an legal@example.com 12345",  # a run longer than the reach
    "Telefon 030 1234567, keine Adresse hier, nur ein @ allein und 12 @ 34",
]


@pytest.mark.parametrize("text", EMAIL_TEXTS)
def test_e_mail_addresses_read_around_at_signs_are_those_of_the_whole_text(text: str) -> None:
    recognizer, patterns = next((r, p) for r, p in engine._patterns() if isinstance(r, engine.EmailRecognizer))
    whole = [(r.start, r.end) for rx, p in patterns for r in engine._matches(recognizer, rx, p, text, [(0, len(text))])]
    found = [(f.start, f.end) for f in engine.analyze(text, [(0, len(text))]) if f.kind == "EMAIL"]
    near = [(f.start, f.end) for f in engine.analyze(text) if f.kind == "EMAIL"]
    assert found == near == sorted(whole)
    assert engine._within([(0, 10), (20, 40)], [(5, 25), (30, 35), (39, 50)]) == [(5, 10), (20, 25), (30, 35), (39, 40)]
