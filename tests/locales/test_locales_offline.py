"""The offline texts and keyword lists are data (app/locales): they load, they are complete, and a
broken file is refused with a message that names the file and the key."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import app.config
from app.analysis.topics import TOPICS
from app.config import LANGUAGES
from app.locales.catalogue import (
    FILE_NAME,
    CatalogueError,
    OfflineCatalogue,
    load_catalogue,
    offline_catalogue,
    placeholders,
)
from app.locales.keywords import KEYWORDS_FILE, KeywordsError, keyword_tables, load_keywords

ENGLISH_FILE = app.config.LOCALES_DIR / "en" / FILE_NAME
TEXT_GROUPS = ("language_names", "category_names", "category_summary", "topic_labels", "text", "labels")


@pytest.fixture
def fresh_cache() -> Iterator[None]:
    offline_catalogue.cache_clear()
    yield
    offline_catalogue.cache_clear()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_every_key_with_the_same_placeholders(language: str) -> None:
    english, cat = offline_catalogue("en"), offline_catalogue(language)
    assert (app.config.LOCALE_DIRS[language] / FILE_NAME).is_file()
    assert cat.language == language
    for group in (*TEXT_GROUPS, "amount_labels"):
        ours, theirs = getattr(cat, group), getattr(english, group)
        assert list(ours) == list(theirs), group
        for key, text in theirs.items():
            assert placeholders(ours[key]) == placeholders(text), (group, key)
    for group in ("units", "personal_data"):
        assert list(getattr(cat, group)) == list(getattr(english, group)), group
        assert all("other" in forms for forms in getattr(cat, group).values()), group
    assert list(cat.topics) == list(english.topics)
    assert set(english.topics) == set(TOPICS) - {"other"}  # a text for every topic the keywords find
    for topic, texts in english.topics.items():
        for part in ("translations", "explanations"):
            ours_t, theirs_t = getattr(cat.topics[topic], part), getattr(texts, part)
            assert [placeholders(t) for t in ours_t] == [placeholders(t) for t in theirs_t], (topic, part)


def test_an_unknown_language_gets_english() -> None:
    assert offline_catalogue("xx") is offline_catalogue("en")


def test_a_language_folder_without_offline_texts_gets_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_cache: None
) -> None:
    folder = tmp_path / "nl"
    folder.mkdir()
    (folder / "language.toml").write_text('name = "Nederlands"\n')
    monkeypatch.setitem(app.config.LOCALE_DIRS, "nl", folder)
    cat = offline_catalogue("nl")
    assert cat is offline_catalogue("en")
    assert cat.language == "en"  # English texts, so English plural rules


def test_a_new_language_folder_with_offline_texts_is_checked_against_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_cache: None
) -> None:
    folder = tmp_path / "nl"
    folder.mkdir()
    shutil.copy(ENGLISH_FILE, folder / FILE_NAME)
    monkeypatch.setitem(app.config.LOCALE_DIRS, "nl", folder)
    cat = offline_catalogue("nl")
    assert isinstance(cat, OfflineCatalogue) and cat.language == "nl"
    assert cat.text == offline_catalogue("en").text


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    source = ENGLISH_FILE.read_text()
    assert old in source
    path = tmp_path / FILE_NAME
    path.write_text(source.replace(old, new, 1))
    return path


@pytest.mark.parametrize(
    ("old", "new", "key", "problem"),
    [
        (
            'You give a security deposit of {amount}."',
            'You give a security deposit of {amout}."',
            "topics.deposit",
            "{amount}",
        ),
        ('also = "The clause also names: {items}."\n', "", "text", "missing also"),
        (
            'also = "The clause also names: {items}."',
            'also = "The clause also names: {items."',
            "text.also",
            "malformed",
        ),
        ('day = { one = "day", other = "days" }', 'day = { one = "day" }', "units.day", '"other"'),
        ('day = { one = "day", other = "days" }', 'day = { one = "day", plural = "days" }', "units.day", "plural"),
        ("[labels]\n", '[labels]\nnew_label = "New"\n', "labels", "unknown new_label"),
    ],
)
def test_a_broken_catalogue_is_refused_naming_file_and_key(
    tmp_path: Path, old: str, new: str, key: str, problem: str
) -> None:
    path = _broken(tmp_path, old, new)
    with pytest.raises(CatalogueError) as caught:
        load_catalogue(path, "xx", reference=offline_catalogue("en"))
    message = str(caught.value)
    assert str(path) in message and f": {key}" in message and problem in message, message


def test_a_catalogue_that_is_not_toml_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, "[labels]", "[labels")
    with pytest.raises(CatalogueError, match="not valid TOML"):
        load_catalogue(path, "xx")


def test_keyword_tables_load_with_whole_number_weights() -> None:
    tables = keyword_tables()
    assert list(tables.topics) == [t for t in TOPICS if t not in ("contents", "other")]  # these two by shape
    assert {"rental_contract", "employment_contract", "tax_assessment"} <= set(tables.categories)
    for by_weight in (*tables.topics.values(), *tables.categories.values()):
        assert by_weight and all(weight in (1, 2, 3) and words for weight, words in by_weight.items())
    assert "~kaution" in tables.topics["deposit"][3]
    assert tables.tags["deadline"]


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ('3 = [\n    "vertragsparteien"', 'x = [\n    "vertragsparteien"', "topics.parties.x: a weight"),
        ('"vertragsparteien",', '"",', "topics.parties.3: must be a list of non-empty strings"),
    ],
)
def test_broken_keywords_are_refused_naming_file_and_key(tmp_path: Path, old: str, new: str, problem: str) -> None:
    source = KEYWORDS_FILE.read_text()
    assert old in source
    path = tmp_path / "keywords.toml"
    path.write_text(source.replace(old, new, 1))
    with pytest.raises(KeywordsError) as caught:
        load_keywords(path)
    assert str(path) in str(caught.value) and problem in str(caught.value)
