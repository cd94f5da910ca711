"""The recognizer registry: one row per kind of evidence, with sentences written for these tests.

Each row names the recognizer that should find the name, the words that must be gone from the
anonymized text and the words that must stay. The rows are the examples the rules were built from;
the rules themselves name categories (a title, a role word, a citation's shape), not these sentences.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii import registry, resolver, wordlists
from app.prepare.pii.registry import REGISTRY, Document

BY_NAME = {r.name: r for r in REGISTRY}


def _found_by(name: str, text: str, language: str) -> list[str]:
    recognizer = BY_NAME[name]
    doc = Document(text, language, language)
    assert recognizer.find is not None
    return [text[f.start : f.end] for f in recognizer.run(doc)]


# (recognizer, language, text, words found by that recognizer and gone from the result, words kept)
ROWS = [
    ("title", "de", "Bitte wenden Sie sich an Frau Dr. Henrike Valstad.", ["Henrike", "Valstad"], ["Frau Dr."]),
    ("title", "it", "Gentile Sig.ra Ottavia Brunetti, Le scriviamo.", ["Ottavia", "Brunetti"], ["Gentile"]),
    (
        "role label",
        "de",
        "Mieterin: Svea Lindqvist-Baumann\nObjekt: Wohnung 3",
        ["Svea", "Lindqvist-Baumann"],
        ["Objekt"],
    ),
    ("signature line", "de", "Mit freundlichen Grüßen\n\nJonte Abramczyk", ["Jonte", "Abramczyk"], ["Grüßen"]),
    (
        "representative",
        "de",
        "Die Vermieterin, vertreten durch Ole Brandvik, kündigt.",
        ["Ole", "Brandvik"],
        ["kündigt"],
    ),
    (
        "contract party",
        "en",
        "This agreement is made between Maya Okonkwo and Brightwater Ltd.",
        ["Maya", "Okonkwo"],
        ["Brightwater Ltd"],
    ),
    ("first name", "de", "Gestern rief Tobias Weinreich wegen der Miete an.", ["Tobias", "Weinreich"], ["Miete"]),
    ("first name before a noun", "de", "Wenn Greta Fragen hat, ruft sie an.", ["Greta"], ["Fragen hat"]),
    ("inverted name", "de", "Teilnehmer: Okafor, Leonie und andere.", ["Okafor", "Leonie"], ["Teilnehmer"]),
    (
        "couple",
        "de",
        "Es unterschreiben Jonas und Mira Feldkamp gemeinsam.",
        ["Jonas"],
        ["unterschreiben"],
    ),
    (
        "role word",
        "de",
        "An der Entscheidung wirkte die Richterin am Landgericht Dr. Haubrich mit.",
        ["Haubrich"],
        ["Landgericht"],
    ),
    ("kinship word", "de", "Seine Tochter Malin besucht ihn am Wochenende.", ["Malin"], ["Tochter"]),
    ("kinship word", "en", "He lives there with his wife Margarethe.", ["Margarethe"], ["wife"]),
    ("name discussed", "de", "Die Eltern wollten den Vornamen Emil eintragen lassen.", ["Emil"], ["Vornamen"]),
    (
        "first name that is a word",
        "en",
        "Please contact Grace Whitfield in accounts.",
        ["Grace Whitfield"],
        ["accounts"],
    ),
    ("address with number", "de", "Sie wohnt in der Lindenstraße 14, 04109 Leipzig.", ["Lindenstraße 14"], ["wohnt"]),
    ("address with number", "en", "Our office is at 12 High Street, Leeds LS1 4AB.", ["12 High Street", "LS1 4AB"], []),
    ("street name", "de", "Er bog in die von rechts einmündende Lindenallee ein.", ["Lindenallee"], ["einmündende"]),
    ("street name", "de", "Der Unfall geschah auf der Hans-Böckler-Straße.", ["Hans-Böckler-Straße"], ["Unfall"]),
    (
        "author of cited literature",
        "de",
        "Vgl. Haubrich/Okafor, Handbuch des Mietrechts, 3. Aufl., S. 24.",
        ["Haubrich", "Okafor"],
        ["Handbuch des Mietrechts", "S. 24"],
    ),
    (
        "author of cited literature",
        "de",
        "So auch Weinreich, in: Abramczyk/Feldkamp, BGB, § 535 Rn. 12.",
        ["Weinreich", "Abramczyk", "Feldkamp"],
        ["BGB", "§ 535 Rn. 12"],
    ),
    ("author in a citation", "en", "As shown by J. Valstad et al., the effect is small.", ["Valstad"], ["effect"]),
    ("initials after a role word", "de", "Rechtsanwalt C. B. legte Berufung ein.", ["C. B."], ["Berufung"]),
    ("identifier with checksum (presidio)", "de", "IBAN DE89 3704 0044 0532 0130 00 bitte nutzen.", ["DE89"], []),
]


@pytest.mark.parametrize(("name", "language", "text", "gone", "kept"), ROWS)
def test_each_kind_of_evidence_finds_its_name(
    name: str, language: str, text: str, gone: list[str], kept: list[str]
) -> None:
    spans = _found_by(name, text, language)
    for word in gone:
        assert any(word in s or s in word for s in spans), (name, word, spans)
    result = anonymize(text, language).text
    for word in gone:
        assert word not in result, (word, result)
    for word in kept:
        assert word in result, (word, result)


# (language, text, words that stay, no [PERSON] at all)
STAY = [
    (
        "en",
        "Notices go to Legal Department, c/o Brightwater Media Holdings, 40 Dock Road.",
        ["Brightwater Media Holdings"],
    ),
    ("en", "These terms are between you and Velora Ireland, a company registered in Ireland.", ["Velora Ireland"]),
    ("en", "The service is provided by Velora Ireland Limited and Velora Brasil Ltda.", ["Velora Ireland Limited"]),
    ("de", "Die Nutzung von Velora Music und Velora Premium ist kostenpflichtig.", ["Velora Music", "Velora Premium"]),
    ("de", "Vgl. BGH, Urteil vom 3. Mai 2012, S. 4.", ["BGH"]),
    ("de", "Im Jahr 2010, so der Kläger, habe er gekündigt.", ["Kläger"]),
    ("de", "Unter dem Namen Velora bietet sie Musik an.", ["Velora"]),
    ("de", "Das Urteil ergeht im Namen des Volkes.", ["Namen des Volkes"]),
    ("en", "Contact: 1 Hacker Way, Menlo Park, CA 94025.", ["Menlo Park"]),
]


@pytest.mark.parametrize(("language", "text", "kept"), STAY)
def test_companies_products_places_and_courts_stay(language: str, text: str, kept: list[str]) -> None:
    result = anonymize(text, language).text
    assert "[PERSON_" not in result, result
    for word in kept:
        assert word in result, (word, result)


def test_the_care_of_line_keeps_the_company_and_removes_the_person() -> None:
    result = anonymize("Bitte an Frau Jana Kowalski c/o Nordlicht Software senden.", "de").text
    assert "Kowalski" not in result and "Nordlicht Software" in result, result


def test_a_name_introduced_once_is_replaced_again_with_the_same_placeholder() -> None:
    result = anonymize("Herr Weinreich widersprach. Später bestätigte Weinreich den Eingang.", "de").text
    assert result.count("[PERSON_1]") == 2 and "Weinreich" not in result, result


def test_a_salutation_uses_the_placeholder_of_the_person_found_before() -> None:
    result = anonymize("Anna Okafor zahlt.\n\nLiebe Anna,\nbitte zahlen Sie.", "de").text
    assert "Anna" not in result and result.count("[PERSON_1]") == 2, result


def test_every_recognizer_declares_what_it_finds() -> None:
    names = [r.name for r in REGISTRY]
    assert len(names) == len(set(names))
    for r in REGISTRY:
        assert r.entities and all(e.isupper() for e in r.entities), r.name
        assert resolver.MIN_SCORE <= r.score <= 1.0, r.name
        assert (r.find is None) != (r.mentions is None), r.name
    # the recognizers built on word lists show those words
    assert "Frau" in BY_NAME["title"].context and "Mit freundlichen Grüßen" in BY_NAME["signature line"].context


def test_the_thresholds_rank_scores_and_the_higher_rank_wins_an_overlap() -> None:
    assert resolver.rank(resolver.CHECKED) > resolver.rank(resolver.STRONG) > resolver.rank(resolver.MEDIUM)
    assert resolver.rank(resolver.MEDIUM) > resolver.rank(resolver.WEAK) > resolver.rank(resolver.GUESS)
    with pytest.raises(ValueError):
        resolver.rank(resolver.MIN_SCORE / 2)
    from app.prepare.pii import Found

    weak_long = Found(0, 20, "PERSON", "a", resolver.rank(resolver.WEAK))
    strong_short = Found(5, 10, "ADDRESS", "b", resolver.rank(resolver.STRONG))
    assert resolver.resolve([weak_long, strong_short]) == [strong_short]


def test_a_recognizer_for_one_language_does_not_read_another() -> None:
    text = "Vgl. Haubrich/Okafor, Handbuch des Mietrechts, 3. Aufl., S. 24."
    german = registry.detect(text, "de")
    english = registry.detect(text, "en")
    assert any(text[f.start : f.end] == "Haubrich" for f in german)
    assert BY_NAME["author of cited literature"].languages == frozenset({"de"})
    assert not any(text[f.start : f.end] == "Haubrich" and f.priority == 2 for f in english if f.kind == "PERSON")


def test_word_lists_are_data_per_language_and_a_new_language_is_a_new_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    languages = set(wordlists.tables())
    assert {"de", "en", "es", "fr", "it", "pt"} <= languages
    for lists in wordlists.tables().values():
        for name, entries in lists.items():
            assert entries and all(isinstance(e, str) and e.strip() == e for e in entries), name
    for path in wordlists.DATA.glob("*.toml"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    (tmp_path / "nl.toml").write_text("titles = ['Mevrouw', 'Meneer', 'Dhr\\\\.']\n", encoding="utf-8")
    monkeypatch.setattr(wordlists, "DATA", tmp_path)
    wordlists.tables.cache_clear()
    try:
        assert "Mevrouw" in wordlists.entries("titles")
        assert "Mevrouw" in wordlists.entries("titles", ("nl",)) and "Frau" not in wordlists.entries("titles", ("nl",))
    finally:
        monkeypatch.undo()
        wordlists.tables.cache_clear()
    assert "Mevrouw" not in wordlists.entries("titles")


def test_a_whole_name_around_a_part_the_rules_found_stands_for_the_whole() -> None:
    from app.prepare.pii import Found

    # The tagger (rank 0) marks "Ana María Soto Ruiz"; a rule (rank 2) found only "Soto".
    part = Found(10, 14, "PERSON", "soto", 2)
    whole = Found(0, 19, "PERSON", "tagger", 0)
    (taken,) = resolver.resolve([part, whole], "Ana María Soto Ruiz", "es")
    assert (taken.start, taken.end, taken.key, taken.priority) == (0, 19, "soto", 2)
    # Not across kinds: a better-ranked finding of another kind inside keeps its span.
    phone = Found(5, 12, "PHONE", "p", 3)
    taken_kinds = resolver.resolve([Found(0, 19, "PERSON", "tagger", 0), phone, Found(14, 18, "PERSON", "r", 2)])
    assert [(f.kind, f.start, f.end) for f in taken_kinds] == [("PHONE", 5, 12), ("PERSON", 14, 18)]
    # And a finding of the same kind that is not inside is left alone.
    apart = resolver.resolve([Found(0, 5, "PERSON", "a", 0), Found(10, 14, "PERSON", "b", 2)])
    assert [(f.start, f.end, f.priority) for f in apart] == [(0, 5, 0), (10, 14, 2)]
    # Nor where the rest is an everyday word: "Kopien" after a first name is a noun, not a surname.
    text = "Falls Krzysztof Kopien braucht"
    noun = resolver.resolve([Found(6, 15, "PERSON", "k", 2), Found(6, 22, "PERSON", "tagger", 0)], text, "de")
    assert [(f.start, f.end) for f in noun] == [(6, 15)]
