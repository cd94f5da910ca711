"""A frame's plain words are looked up once per sentence (app/analysis/frames.py ``_literal_index``): for every frame
of every language, a pattern of plain words is found in a sentence exactly where the index says one of its words
stands, and ``frame_of`` reads the same frames as with the patterns themselves."""

from __future__ import annotations

import pytest

from app.analysis import frames
from app.locales import LANGUAGES

# Own words, in the six languages: frames' words at the start, inside and at the end of a sentence, parts of
# longer words, capitals, letters beyond ASCII.
SENTENCES = (
    "Der Mieter zahlt eine Kaution in Höhe von drei Monatsmieten.",
    "Die Kündigungsfrist beträgt vier Wochen zum Monatsende; Haustiere sind nicht gestattet.",
    "Überstunden sind mit dem Gehalt abgegolten, Urlaub 30 Tage.",
    "The tenant must pay a deposit before the tenancy starts and may not sublet the flat.",
    "If you are ill, you must tell us on the first day of sickness.",
    "El arrendatario pagará la fianza y no podrá subarrendar la vivienda.",
    "Le locataire versera un dépôt de garantie; les animaux sont interdits.",
    "Il conduttore non è responsabile oltre il deposito cauzionale.",
    "O inquilino deve pagar a caução e não pode sublocar o imóvel.",
    "ab",
    "",
)


def _cases() -> list[tuple[str, str | None]]:
    return [(code, category) for code in LANGUAGES for category in (None, "rental_contract", "employment_contract")]


@pytest.mark.parametrize(("code", "category"), _cases())
def test_the_index_finds_a_frames_words_where_its_pattern_does(code: str, category: str | None) -> None:
    checked = 0
    for (_code, checks), index in zip(
        frames._checks(code, category), frames._literal_index(code, category), strict=True
    ):
        for sentence in SENTENCES:
            lowered = sentence.lower()
            present = index.present(lowered)
            for check in checks:
                assert len(check.literals) == len(check.words)
                for rx, group in zip(check.words, check.literals, strict=True):
                    assert (rx.search(lowered) is not None) == (not group.isdisjoint(present)), (check.key, sentence)
                    checked += 1
    assert checked > 0 or not frames._checks(code, category)


def _frame_by_patterns(sentence: str, language: str, category: str | None) -> tuple[str, str] | None:
    lowered = sentence.lower()
    for code, checks in frames._checks(language, category):
        for check in checks:
            found = all(rx.search(lowered) for rx in check.words) and all(rx.search(sentence) for rx in check.patterns)
            unless = any(rx.search(sentence) for rx in check.none)
            if found and not unless and not frames.read_past(check, sentence, lowered, code):
                return check.key, code
    return None


@pytest.mark.parametrize("sentence", SENTENCES)
def test_frame_of_reads_what_the_patterns_read(sentence: str) -> None:
    for language in LANGUAGES:
        for category in (None, "rental_contract", "employment_contract"):
            got = frames.frame_of(sentence, language, category)
            expected = None if frames.blank_field(sentence) else _frame_by_patterns(sentence, language, category)
            assert (got and got[:2]) == expected, (sentence, language, category)


def test_the_sentences_name_frames() -> None:
    named = {s for s in SENTENCES for language in LANGUAGES if frames.frame_of(s, language, None)}
    assert len(named) >= 4  # the comparison above is not only of sentences that name none
