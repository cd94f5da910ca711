"""Reading words and deadline wording are locale data: every language loads, the wording fits
English's templates, a folder without the files falls back, a broken file says what is wrong."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from string import Formatter

import pytest

from app.config import LANGUAGES
from app.explain import key_dates as deadline_text
from app.locales import reading as loc
from app.locales.reading import LocaleDataError, load_reading, load_wording, month_names, number_words, unit_words

ENGLISH_DEADLINES = Path(loc.__file__).parent / "en" / "deadlines.toml"


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name is not None}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_loads_its_reading_words_and_wording(language: str) -> None:
    words = loc.reading(language)
    assert words.language == language
    assert words.shared.months and words.shared.numbers and words.shared.units
    assert words.meanings and words.obligations
    assert set(words.shared.units.values()) <= set(loc.UNITS)
    wording = loc.wording(language)
    assert wording.language == language
    assert len(wording.weekdays) == 7


@pytest.mark.parametrize("language", LANGUAGES)
def test_wording_has_englishs_keys_and_placeholders(language: str) -> None:
    english, own = loc.wording("en"), loc.wording(language)
    assert list(own.steps) == list(english.steps)
    for key, template in english.steps.items():
        assert _fields(own.steps[key]) == _fields(template), key
    # A date with the month as a number or by its name (English names it: "23 September 2025").
    assert {"day", "year"} <= _fields(own.date) and len(_fields(own.date) & {"month", "month_name"}) == 1
    assert _fields(english.date) == {"day", "month_name", "year"} and len(english.months) == 12
    assert _fields(own.holiday) == _fields(english.holiday) == {"weekday", "holiday"}
    assert set(own.unit_forms) == {"D", "M", "Y"}
    assert all("other" in forms for forms in own.unit_forms.values())
    assert all(_fields(form) == {"n"} for form in own.ordinal_forms.values())


def test_words_of_all_languages_are_read_together() -> None:
    assert month_names("dates")["märz"] == 3 and month_names("dates")["dicembre"] == 12
    assert number_words("values")["drei"] == 3 and number_words("dates")["trois"] == 3
    assert unit_words("dates")["días hábiles"] == "working_day"
    # Words one reader only reads (the old lists had grown apart; reading.toml [only.*]).
    assert "feber" in month_names("dates") and "feber" not in month_names("values")
    assert "a" in number_words("dates") and "a" not in number_words("values")


def test_plural_forms_follow_the_languages_rule() -> None:
    assert deadline_text.fmt_period(1, "D", "en") == "1 day"
    assert deadline_text.fmt_period(2, "D", "en") == "2 days"
    assert deadline_text.fmt_period(3, "M", "fr") == "3 mois"
    assert deadline_text.ordinal(4, "en") == "4th" and deadline_text.ordinal(1, "en") == "1st"
    assert deadline_text.ordinal(4, "de") == "4"
    assert deadline_text.fmt_date(date(2026, 3, 1), "de") == "01.03.2026"
    assert deadline_text.fmt_date(date(2026, 3, 1), "es") == "01/03/2026"


@pytest.fixture
def extra_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A language folder "xx" with only language.toml, known to the loaders for this test."""
    folder = tmp_path / "xx"
    folder.mkdir()
    (folder / "language.toml").write_text('name = "Test"\n', encoding="utf-8")
    monkeypatch.setitem(loc.LOCALE_DIRS, "xx", folder)
    loc.reading.cache_clear()
    loc.wording.cache_clear()
    yield folder
    loc.reading.cache_clear()
    loc.wording.cache_clear()


def test_a_folder_without_the_files_reads_nothing_and_is_worded_in_english(extra_language: Path) -> None:
    words = loc.reading("xx")
    assert not words.shared.months and not words.only and not words.meanings and not words.obligations
    assert loc.wording("xx") is loc.wording("en")
    assert deadline_text.steps_language("xx") == "en"
    assert deadline_text.describe_day(date(2026, 10, 3), "Tag der Deutschen Einheit", "xx") == (
        "Saturday, public holiday: Tag der Deutschen Einheit"
    )


def test_a_folder_with_its_own_files_is_used(extra_language: Path) -> None:
    (extra_language / "reading.toml").write_text(
        '[months]\n3 = ["Marzu"]\n[numbers]\n2 = ["dui"]\n[units]\nday = ["dii"]\n', encoding="utf-8"
    )
    words = loc.reading("xx")
    assert words.shared.months == {"marzu": 3} and words.shared.numbers == {"dui": 2}
    assert words.words("dates").units == {"dii": "day"}


def _english_wording() -> loc.Wording:
    return load_wording(ENGLISH_DEADLINES, "en", None)


def test_a_malformed_toml_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "reading.toml"
    path.write_text("[months\n1 = [", encoding="utf-8")
    with pytest.raises(LocaleDataError, match=r"reading\.toml: not valid TOML"):
        load_reading(path, "xx")


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ('[months]\n13 = ["Smarch"]\n', r"months\.13: expected a number from 1 to 12"),
        ('[numbers]\n2 = "dui"\n', r"numbers\.2: expected a list of words"),
        ('[units]\nfortnight = ["fortnight"]\n', r"units\.fortnight: unknown unit"),
        ('[amount_meanings]\nbribe = ["bribe"]\n', r"amount_meanings: unknown meanings \['bribe'\]"),
        ("obligations = ['(unclosed']\n", r"obligations: '\(unclosed' is no regular expression"),
        ('[only.somebody.months]\n1 = ["x"]\n', r"only: expected tables named after readers"),
    ],
)
def test_malformed_reading_words_are_rejected_clearly(tmp_path: Path, content: str, problem: str) -> None:
    path = tmp_path / "reading.toml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(LocaleDataError, match=problem):
        load_reading(path, "xx")


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        (
            'letter = "Letter dated {date}"',
            'letter = "Letter dated"',
            r"steps\.letter: placeholders \[\], expected \['date'\]",
        ),
        ('letter = "Letter dated {date}"', 'letter = "Letter {dated}"', r"steps\.letter: placeholders \['dated'\]"),
        ('letter = "Letter dated {date}"\n', "", r"steps: expected the keys"),
        ('"Sunday"]', "]", r"weekdays: expected the seven weekday names"),
        ('[units.year]\none = "year"\nother = "years"', "", r"units: expected the tables"),
        ('other = "days"', 'many = "days"', r"units\.day: expected forms by CLDR category"),
        ('holiday = "{weekday}, public holiday: {holiday}"', 'holiday = "{weekday}"', r"holiday: placeholders"),
    ],
)
def test_wording_that_does_not_fit_english_is_rejected_clearly(
    tmp_path: Path, old: str, new: str, problem: str
) -> None:
    english = ENGLISH_DEADLINES.read_text(encoding="utf-8")
    assert old in english
    path = tmp_path / "deadlines.toml"
    path.write_text(english.replace(old, new), encoding="utf-8")
    with pytest.raises(LocaleDataError, match=problem):
        load_wording(path, "xx", _english_wording())
