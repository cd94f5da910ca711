"""User-facing messages exist in every language with the same placeholders (app/i18n)."""

from __future__ import annotations

import re
import string

import pytest

from app.config import LANGUAGES
from app.i18n.messages import MESSAGES, normalize_language, render


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_exactly_the_english_keys(language: str) -> None:
    assert set(MESSAGES[language]) == set(MESSAGES["en"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_keeps_the_english_placeholders(language: str) -> None:
    for key, english in MESSAGES["en"].items():
        assert placeholders(MESSAGES[language][key]) == placeholders(english), f"{language}:{key}"


@pytest.mark.parametrize("language", [x for x in LANGUAGES if x != "en"])
def test_messages_are_translated_not_copied(language: str) -> None:
    same = [key for key, text in MESSAGES[language].items() if text == MESSAGES["en"][key]]
    assert same == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_rendering_fills_in_the_parameters(language: str) -> None:
    text = render("text_too_short", language, count=12, min=40)
    assert "12" in text and "40" in text and "{" not in text
    assert "pdf" in render("args_several", language, fields="text, pdf")


def test_a_language_placeholder_can_be_filled() -> None:
    assert "'xx'" in render("language_unsupported", "en", language="xx")
    assert "„xx“" in render("language_unsupported", "de", language="xx")


def test_unknown_languages_and_keys_fall_back_to_english() -> None:
    assert render("busy", "xx", retry_after=5) == render("busy", "en", retry_after=5)
    assert render("no_such_key", "en") == MESSAGES["en"]["internal_error"]


def test_missing_parameters_leave_the_template_readable() -> None:
    assert render("busy", "fr") == MESSAGES["fr"]["busy"]


@pytest.mark.parametrize(
    ("given", "expected"),
    [("de", "de"), (" FR ", "fr"), ("Pt", "pt"), ("xx", "en"), ("", "en"), (None, "en"), (3, "en")],
)
def test_normalize_language(given: object, expected: str) -> None:
    assert normalize_language(given) == expected


_INFORMAL_DE = re.compile(r"\b(?:du|dich|dir|dein\w*|schicke|prüfe|frag|versuche|nutze|vergleiche)\b", re.IGNORECASE)


def _german_texts() -> list[str]:
    from app.locales.catalogue import offline_catalogue

    offline_de = offline_catalogue("de")
    texts = list(MESSAGES["de"].values()) + list(offline_de.text.values()) + list(offline_de.category_summary.values())
    for topic in offline_de.topics.values():
        texts += [*topic.translations, *topic.explanations]
    return texts


def test_german_speaks_to_the_reader_with_sie_everywhere() -> None:
    from app.locales.prompts import prompts

    informal = [text for text in _german_texts() if _INFORMAL_DE.search(text)]
    assert informal == []
    assert any(re.search(r"\bSie\b", text) for text in MESSAGES["de"].values())
    assert '"Sie"' in prompts("de").reader.address and '"du"' not in prompts("de").reader.address
