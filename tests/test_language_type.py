"""The explanation language (app.language): the strict parser, the lenient one, Accept-Language.

The document language (what a document is written in) is app.prepare.language; tests/test_language.py.
"""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

import app.language as language_module
from app.errors import InvalidArguments
from app.language import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    Language,
    answer_language,
    is_language,
    known_language,
    negotiate,
    parse_language,
)
from app.models import AnalysisResult
from app.prepare.language import READABLE_LANGUAGES, UNKNOWN, detect_language
from tests.support.paths import APP
from tests.support.results import stored_result

SIX = ("de", "en", "es", "fr", "it", "pt")


@pytest.fixture
def low_german(monkeypatch: pytest.MonkeyPatch) -> Language:
    """A three-letter folder code among the languages, as KLARTEXT_LOCALES_PATH could add one."""
    code = Language("nds")
    monkeypatch.setattr(language_module, "LANGUAGES", (*LANGUAGES, code))
    return code


def test_the_languages_are_the_folders_with_english_as_the_default() -> None:
    assert set(SIX) <= set(LANGUAGES) and list(LANGUAGES) == sorted(LANGUAGES)
    assert DEFAULT_LANGUAGE == "en" and DEFAULT_LANGUAGE in LANGUAGES


# --------------------------------------------------------------------------- parse_language (strict)


@pytest.mark.parametrize(("given", "expected"), [("de", "de"), (" DE ", "de"), ("Pt", "pt"), ("\tfr\n", "fr")])
def test_parse_language_strips_and_lower_cases(given: str, expected: str) -> None:
    assert parse_language(given) == expected


def test_parse_language_without_a_language_is_english() -> None:
    assert parse_language(None) == "en"


@pytest.mark.parametrize("given", ["nl", "de-CH", "deu", "", "  ", "english", "*"])
def test_parse_language_refuses_what_has_no_folder(given: str) -> None:
    with pytest.raises(InvalidArguments) as caught:
        parse_language(given)
    assert caught.value.key == "language_unsupported"
    assert caught.value.params == {"language": given.strip()}


def test_parse_language_echoes_only_a_short_prefix() -> None:
    with pytest.raises(InvalidArguments) as caught:
        parse_language("  " + "Vertragstext " * 20)
    assert caught.value.params == {"language": "Vertragstext Vertrag"}


@pytest.mark.parametrize("given", [3, 1.5, True, ["de"], {"code": "de"}, b"de"])
def test_parse_language_refuses_what_is_no_string(given: object) -> None:
    with pytest.raises(InvalidArguments) as caught:
        parse_language(given)
    assert caught.value.key == "args_wrong_type"
    assert caught.value.params == {"field": "language", "expected": "language"}


def test_parse_language_knows_a_three_letter_folder(low_german: Language) -> None:
    assert parse_language(" NDS ") == low_german
    assert is_language("nds") and known_language("Nds") == "nds"


# --------------------------------------------------------------------------- answer_language (lenient)


@pytest.mark.parametrize(
    ("given", "expected"),
    # "zz": no language folder has that code ("xx" is the seventh language of test_seventh_language).
    [("de", "de"), (" FR ", "fr"), ("Pt", "pt"), ("zz", "en"), ("de-CH", "en"), ("", "en"), (None, "en"), (3, "en")],
)
def test_answer_language_falls_back_to_english(given: object, expected: str) -> None:
    assert answer_language(given) == expected


@pytest.mark.parametrize(("given", "expected"), [(" it ", "it"), ("zz", None), (None, None), (7, None), ("", None)])
def test_known_language(given: object, expected: str | None) -> None:
    assert known_language(given) == expected


def test_is_language_is_exact() -> None:
    assert all(is_language(code) for code in SIX)
    assert not any(is_language(value) for value in ("DE", " de", "de-DE", "", None, 1))


# --------------------------------------------------------------------------- negotiate (Accept-Language)


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        (None, "en"),
        ("", "en"),
        ("de", "de"),
        ("de-DE,de;q=0.9", "de"),
        ("fr;q=0.5, de;q=0.8", "de"),
        ("fr;q=0.5,de;q=0.8,en;q=0.9", "en"),
        ("it, es", "it"),  # equal weight: the first one
        ("es;q=0.7, it;q=0.7", "es"),
        ("nl, fr;q=0.2", "fr"),  # unsupported tags are passed over
        ("nl-BE, nl;q=0.9", "en"),
        ("de;q=0, fr;q=0.1", "fr"),  # q=0: not wanted
        ("de;q=0", "en"),
        ("de; q=0.3, pt; q=0.4", "pt"),
    ],
)
def test_negotiate_weighs_q_values(header: str | None, expected: str) -> None:
    assert negotiate(header) == expected


@pytest.mark.parametrize(
    ("header", "expected"),
    [("*", "en"), ("*, fr;q=0.5", "fr"), ("fr;q=0.5, *", "fr"), ("*;q=1, es;q=0.1", "es")],
)
def test_negotiate_passes_over_the_wildcard(header: str, expected: str) -> None:
    assert negotiate(header) == expected


@pytest.mark.parametrize(
    ("header", "expected"),
    [("de-CH", "de"), ("pt-BR,pt;q=0.9", "pt"), ("ES-es", "es"), ("fr_CA", "fr"), ("it-Latn-IT", "it")],
)
def test_negotiate_reads_region_tags_by_their_language(header: str, expected: str) -> None:
    assert negotiate(header) == expected


def test_negotiate_reads_a_tag_by_its_first_two_letters_as_before() -> None:
    assert negotiate("deu") == "de" and negotiate("english;q=0.5, fr;q=0.4") == "en"


def test_negotiate_knows_a_three_letter_folder(low_german: Language) -> None:
    assert negotiate("nds-DE, de;q=0.5") == low_german
    assert negotiate("de;q=0.5, nds;q=0.6") == low_german
    assert negotiate("nd, ndx") == "en"


def test_without_the_folder_a_three_letter_tag_is_no_language() -> None:
    assert negotiate("nds, fr;q=0.1") == "fr"


@pytest.mark.parametrize(
    "header",
    [
        "de;q=abc, fr;q=0.3",
        "de;q=, fr;q=0.3",
        "de;q=nan, fr;q=0.3",
        ";;;,,, fr;q=0.3",
        "\x00\xff, fr;q=0.3",
        "de;level=1;q=0.9, fr;q=0.3",  # q after another parameter is not read: weight 1
    ],
)
def test_negotiate_survives_garbage(header: str) -> None:
    expected = "de" if "level" in header else "fr"
    assert negotiate(header) == expected


def test_negotiate_reads_only_the_first_twenty_tags() -> None:
    assert negotiate(", ".join(["nl"] * 20 + ["de"])) == "en"
    assert negotiate(", ".join(["nl"] * 19 + ["de"])) == "de"
    assert negotiate("x" * 100_000) == "en"


# --------------------------------------------------------------------------- the result contract


def test_the_result_language_is_one_of_the_folders(low_german: Language) -> None:
    data = stored_result().model_dump(mode="json")
    for code in (*SIX, low_german):
        assert AnalysisResult.model_validate({**data, "language": code}).language == code
    for wrong in ("zz", "DE", " de", "de-CH", ""):
        with pytest.raises(ValidationError):
            AnalysisResult.model_validate({**data, "language": wrong})


def test_the_result_schema_lists_the_languages() -> None:
    schema = AnalysisResult.model_json_schema()["properties"]["language"]
    assert schema == {
        "type": "string",
        "enum": list(LANGUAGES),
        "title": "Language",
        "description": schema["description"],
    }


# --------------------------------------------------------------------------- the document language


def test_the_document_language_is_what_the_detector_can_read() -> None:
    assert READABLE_LANGUAGES == SIX
    assert detect_language("Lorem ipsum dolor sit amet.") == UNKNOWN == "unknown"


# --------------------------------------------------------------------------- one parser


# A membership test of a language code against the discovered languages, or a tag cut to its first
# letters: parsing a language. Iterating over the languages ("for code in LANGUAGES") is not.
_PARSING = re.compile(
    r"(?<!for )(?<!, )\b\w+(?:\(\))? (?:not )?in (?:config\.)?(?:LANGUAGES|CATALOGUES|LOCALE_DIRS)\b(?![.\w])"
    r"|\.lower\(\)\[:\d*\]"
)


def test_no_module_but_app_language_parses_a_language() -> None:
    found = [
        f"{path.relative_to(APP.parent)}:{number}: {line.strip()}"
        for path in sorted(APP.rglob("*.py"))
        if path != APP / "language.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if _PARSING.search(line)
    ]
    assert found == [], "parse languages with app.language (parse_language, answer_language, negotiate)"


def test_the_guard_of_one_parser_finds_a_parser() -> None:
    assert _PARSING.search("    if code not in LANGUAGES:")
    assert _PARSING.search("    return value.strip().lower() in CATALOGUES")
    assert _PARSING.search("        code = tag.strip().lower()[:2]")
    assert not _PARSING.search("    meaning: {language: words for language in LANGUAGES if words}")
    assert not _PARSING.search("    for language, catalogue in CATALOGUES.items()")
