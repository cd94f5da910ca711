"""User-facing messages and the page's texts exist in every language with the same placeholders.

They are data (app/locales/<code>/messages.po and page.toml), checked when they are loaded; these
tests check the catalogues that ship, and that a broken one stops the start with a clear error.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import httpx
import pytest
from babel import UnknownLocaleError
from babel.messages.plurals import get_plural

import app.locales.messages as messages_module
from app.config import LANGUAGES, LOCALE_DIRS, Settings
from app.locales.messages import (
    CATALOGUES,
    MESSAGES,
    CatalogueError,
    load_catalogue,
    load_messages,
    placeholders,
    render,
)
from app.locales.page import LANGUAGE_NAME_KEY, PAGES, document, load_pages, page_placeholders
from app.transport.web import WEB_DIR
from tests.support.server import live_klartext


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_exactly_the_english_keys(language: str) -> None:
    assert set(MESSAGES[language]) == set(MESSAGES["en"])
    assert list(CATALOGUES[language].messages) == list(CATALOGUES["en"].messages)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_keeps_the_english_placeholders(language: str) -> None:
    for key, english in CATALOGUES["en"].messages.items():
        message = CATALOGUES[language].messages[key]
        assert message.plural == english.plural, f"{language}:{key}"
        for form in message.forms:
            assert placeholders(form) <= set().union(*map(placeholders, english.forms)), f"{language}:{key}"
        assert placeholders(MESSAGES[language][key]) == placeholders(MESSAGES["en"][key]), f"{language}:{key}"


@pytest.mark.parametrize("language", [x for x in LANGUAGES if x != "en"])
def test_messages_are_translated_not_copied(language: str) -> None:
    same = [key for key, text in MESSAGES[language].items() if text == MESSAGES["en"][key]]
    assert same == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_declares_its_language_and_plural_rule(language: str) -> None:
    text = (LOCALE_DIRS[language] / "messages.po").read_text(encoding="utf-8")
    assert f'"Language: {language}\\n"' in text and '"Plural-Forms: nplurals=' in text
    try:
        nplurals, expr = get_plural(language)
    except UnknownLocaleError:
        return  # a language CLDR does not know: its translator's rule stands
    assert CATALOGUES[language].plural_forms == f"nplurals={nplurals}; plural={expr};"
    # Every entry is marked as brace-formatted, so translators' tools check the placeholders too.
    assert text.count("#, python-brace-format") == len(CATALOGUES[language].messages)


@pytest.mark.parametrize("language", LANGUAGES)
def test_rendering_fills_in_the_parameters(language: str) -> None:
    text = render("text_too_short", language, count=12, min=40)
    assert "12" in text and "40" in text and "{" not in text
    assert "pdf" in render("args_several", language, fields="text, pdf")


def test_a_language_placeholder_can_be_filled() -> None:
    assert "'xx'" in render("language_unsupported", "en", language="xx")
    assert "„xx“" in render("language_unsupported", "de", language="xx")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_languages_on_offer_are_the_folders_found(language: str) -> None:
    text = render("language_unsupported", language, language="xx")
    assert text.endswith(", ".join(LANGUAGES) + ".") and "{" not in text


def test_unknown_languages_and_keys_fall_back_to_english() -> None:
    assert render("busy", "zz", retry_after=5) == render("busy", "en", retry_after=5)
    assert render("no_such_key", "en") == MESSAGES["en"]["internal_error"]


def test_missing_parameters_leave_the_template_readable() -> None:
    assert render("busy", "fr") == MESSAGES["fr"]["busy"]


def test_a_type_description_reads_in_the_language_of_the_message() -> None:
    assert render("args_wrong_type", "fr", field="text", expected="text") == (
        MESSAGES["fr"]["args_wrong_type"].format(field="text", expected=MESSAGES["fr"]["type_text"])
    )


# ---------------------------------------------------------------- catalogues built here


# The English text of "busy", the msgid every catalogue's "busy" entry must have.
BUSY = CATALOGUES["en"].messages["busy"].source[0]


def busy(*strings: str, plural: bool = False) -> str:
    """A PO entry for "busy" with ``strings`` as its msgstr (or, with ``plural``, its msgstr[n])."""
    head = f'msgctxt "busy"\nmsgid "{BUSY}"\n' + (f'msgid_plural "{BUSY}"\n' if plural else "")
    if plural:
        return head + "".join(f'msgstr[{i}] "{text}"\n' for i, text in enumerate(strings))
    return head + f'msgstr "{strings[0]}"\n'


def write_po(folder: Path, language: str, entries: str, plural_forms: str | None = None) -> Path:
    """A messages.po for ``language`` in ``folder``/<language>/ with ``entries`` (PO text) after the header."""
    if plural_forms is None:
        nplurals, expr = get_plural(language)
        plural_forms = f"nplurals={nplurals}; plural={expr};"
    path = folder / language / "messages.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    header = f'msgid ""\nmsgstr ""\n"Language: {language}\\n"\n"Plural-Forms: {plural_forms}\\n"\n'
    header += '"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    path.write_text(header + entries, encoding="utf-8")
    return path


DAYS = {
    "en": ('"{count} day left"', '"{count} days left"'),  # also the msgid and msgid_plural of every language
    "de": ('"Noch {count} Tag"', '"Noch {count} Tage"'),
    # Babel's French rule (CLDR): [0] one (0 and 1), [1] many (whole millions), [2] other.
    "fr": ('"Encore {count} jour"', '"Encore {count} de jours"', '"Encore {count} jours"'),
}


def days_catalogues(tmp_path: Path) -> dict[str, Path]:
    for language, forms in DAYS.items():
        strings = "".join(f"msgstr[{i}] {form}\n" for i, form in enumerate(forms))
        write_po(
            tmp_path,
            language,
            '#, python-brace-format\nmsgctxt "internal_error"\nmsgid "Oops."\nmsgstr "Oops."\n\n'
            f'#, python-brace-format\nmsgctxt "days_left"\nmsgid {DAYS["en"][0]}\nmsgid_plural {DAYS["en"][1]}\n{strings}',
        )
    return {language: tmp_path / language for language in DAYS}


def test_a_plural_message_follows_each_languages_rule(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    catalogues = load_messages(days_catalogues(tmp_path))
    monkeypatch.setattr(messages_module, "CATALOGUES", catalogues)
    said = {(lang, n): render("days_left", lang, count=n) for lang in DAYS for n in (0, 1, 2)}
    assert said == {
        ("en", 0): "0 days left",
        ("en", 1): "1 day left",
        ("en", 2): "2 days left",
        ("de", 0): "Noch 0 Tage",
        ("de", 1): "Noch 1 Tag",
        ("de", 2): "Noch 2 Tage",
        # French counts 0 with 1 (CLDR: "0 jour"), and a million takes "de".
        ("fr", 0): "Encore 0 jour",
        ("fr", 1): "Encore 1 jour",
        ("fr", 2): "Encore 2 jours",
    }
    assert render("days_left", "fr", count=1_000_000) == "Encore 1000000 de jours"
    # Without a whole count the general form is used.
    assert render("days_left", "de") == "Noch {count} Tage"
    assert render("days_left", "de", count="many") == "Noch many Tage"


def broken(tmp_path: Path, entries: str, **kwargs: str) -> str:
    path = write_po(tmp_path / "broken", "de", entries, **kwargs)
    with pytest.raises(CatalogueError) as error:
        load_messages({"en": LOCALE_DIRS["en"], "de": path.parent})
    return str(error.value)


def test_a_catalogue_without_a_key_is_refused_with_its_path_and_key(tmp_path: Path) -> None:
    english = (LOCALE_DIRS["en"] / "messages.po").read_text(encoding="utf-8")
    without_busy = re.sub(r'#, python-brace-format\nmsgctxt "busy"\nmsgid "[^\n]*"\nmsgstr "[^\n]*"\n', "", english)
    assert without_busy != english
    folder = tmp_path / "de"
    folder.mkdir()
    (folder / "messages.po").write_text(without_busy, encoding="utf-8")
    with pytest.raises(CatalogueError, match=r"de/messages.po: missing busy"):
        load_messages({"en": LOCALE_DIRS["en"], "de": folder})


def test_a_changed_placeholder_is_refused(tmp_path: Path) -> None:
    english = (LOCALE_DIRS["en"] / "messages.po").read_text(encoding="utf-8")
    # The translation changes, not the English source it was made from (msgid).
    renamed = re.sub(
        r"^(msgstr .*)\{retry_after\} seconds and try", r"\1{seconds} seconds and try", english, flags=re.M
    )
    assert renamed != english
    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "messages.po").write_text(renamed, encoding="utf-8")
    with pytest.raises(CatalogueError) as error:
        load_messages({"en": LOCALE_DIRS["en"], "de": tmp_path / "de"})
    assert "rate_limited has placeholders ['seconds'], expected ['retry_after']" in str(error.value)


@pytest.mark.parametrize(
    ("entries", "says"),
    [
        (busy(""), "'busy' is not translated"),
        ("#, fuzzy\n" + busy("Warten Sie {retry_after} s."), "'busy' is marked fuzzy"),
        (busy("Warten Sie {retry_after s."), "'busy': braces do not match"),
        (busy("a") + "\n" + busy("b"), "'busy' appears twice"),
        ("a stray line\n" + busy("x"), "not a readable gettext catalogue"),
        ('msgid "busy"\nmsgstr "Warten Sie {retry_after} s."\n', "'busy' has no msgctxt: the key goes in msgctxt"),
        (busy("Warten Sie {retry_after} s.").replace(BUSY, "Wait."), "busy: msgid is not the English text"),
    ],
)
def test_a_broken_entry_is_refused_with_its_file_and_key(tmp_path: Path, entries: str, says: str) -> None:
    message = broken(tmp_path, entries)
    assert says in message and "broken/de/messages.po" in message


def test_plural_forms_must_match_the_english_ones(tmp_path: Path) -> None:
    message = broken(tmp_path, busy("{retry_after}", "{retry_after}", plural=True))
    assert "busy must not have plural forms" in message


def test_a_bad_plural_rule_is_refused(tmp_path: Path) -> None:
    path = write_po(tmp_path, "de", busy("x"), plural_forms="nplurals=2; plural=(n ! 1);")
    with pytest.raises(CatalogueError, match="Plural-Forms"):
        load_catalogue("de", path)


def test_a_missing_catalogue_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CatalogueError, match=r"messages.po: missing"):
        load_messages({"en": LOCALE_DIRS["en"], "de": tmp_path})


def test_the_english_msgstr_is_its_msgid(tmp_path: Path) -> None:
    path = write_po(tmp_path, "en", busy("Wait {retry_after} s."))
    with pytest.raises(CatalogueError, match="busy: the English msgstr must be its msgid"):
        load_messages({"en": path.parent})


# ---------------------------------------------------------------- gettext's own tools


@pytest.mark.parametrize("language", LANGUAGES)
def test_msgfmt_accepts_every_catalogue(language: str) -> None:
    # gettext's check: every msgstr has exactly the {placeholders} of its msgid (python-brace-format).
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        # CI installs gettext (Makefile: TEST_APT_PACKAGES); there the check must run, not skip.
        assert not os.environ.get("CI"), "msgfmt is missing: apt-get install gettext"
        pytest.skip("msgfmt is not installed (Debian package gettext)")
    path = LOCALE_DIRS[language] / "messages.po"
    done = subprocess.run([msgfmt, "--check-format", "-o", os.devnull, str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_msgfmt_finds_a_placeholder_the_msgid_does_not_have(tmp_path: Path) -> None:
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        assert not os.environ.get("CI"), "msgfmt is missing: apt-get install gettext"
        pytest.skip("msgfmt is not installed (Debian package gettext)")
    path = write_po(tmp_path, "de", "#, python-brace-format\n" + busy("Warten Sie {seconds} s."))
    done = subprocess.run([msgfmt, "--check-format", "-o", os.devnull, str(path)], capture_output=True, text=True)
    assert done.returncode != 0 and "retry_after" in done.stderr


# ---------------------------------------------------------------- plural forms of the shipped messages


@pytest.mark.parametrize(
    ("language", "one", "many"),
    [
        ("en", "(1 character)", "(12 characters)"),
        ("de", "(1 Zeichen)", "(12 Zeichen)"),
        ("es", "(1 carácter)", "(12 caracteres)"),
        ("fr", "(1 caractère)", "(12 caractères)"),
        ("it", "(1 carattere)", "(12 caratteri)"),
        ("pt", "(1 caractere)", "(12 caracteres)"),
    ],
)
def test_a_count_of_one_reads_right(language: str, one: str, many: str) -> None:
    assert CATALOGUES[language].messages["text_too_short"].plural
    assert one in render("text_too_short", language, count=1, min=40)
    twelve = render("text_too_short", language, count=12, min=40)
    # Any other count reads as the message did before it had plural forms.
    assert many in twelve and twelve == MESSAGES[language]["text_too_short"].format(count=12, min=40)


def test_french_and_portuguese_count_zero_as_one() -> None:
    # CLDR: 0 takes the singular in French and Portuguese, the plural in Spanish and Italian.
    assert "(0 caractère)" in render("text_too_short", "fr", count=0, min=40)
    assert "(0 caractere)" in render("text_too_short", "pt", count=0, min=40)
    assert "(0 caracteres)" in render("text_too_short", "es", count=0, min=40)


# ---------------------------------------------------------------- the page's texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_has_every_english_text_with_its_placeholders(language: str) -> None:
    english, texts = PAGES["en"].flat(), PAGES[language].flat()
    assert set(texts) == set(english)
    for key, text in english.items():
        assert page_placeholders(texts[key]) == page_placeholders(text), f"{language}:{key}"


def test_the_page_texts_document_has_every_language_under_its_own_name() -> None:
    served = document()
    assert list(served) == list(LANGUAGES)
    assert all(texts[LANGUAGE_NAME_KEY] for texts in served.values())
    assert {code: served[code][LANGUAGE_NAME_KEY] for code in ("de", "en", "es", "fr", "it", "pt")} == {
        "de": "Deutsch",
        "en": "English",
        "es": "Español",
        "fr": "Français",
        "it": "Italiano",
        "pt": "Português",
    }
    assert served["fr"]["title"] == "Comprendre les documents juridiques"
    assert served["de"]["categories"]["rental_contract"] == "Mietvertrag"


class _Fallbacks(HTMLParser):
    """The texts index.html shows before the script replaces them: data-i18n key -> text."""

    def __init__(self) -> None:
        super().__init__()
        self.key: str | None = None
        self.found: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.key = dict(attrs).get("data-i18n")

    def handle_data(self, data: str) -> None:
        if self.key and data.strip():
            self.found[self.key] = data.strip()
            self.key = None


def test_the_pages_built_in_english_matches_the_english_page_texts() -> None:
    parser = _Fallbacks()
    parser.feed((WEB_DIR / "index.html").read_text(encoding="utf-8"))
    assert parser.found and {key: PAGES["en"].texts[key] for key in parser.found} == parser.found


@pytest.mark.slow
def test_the_page_texts_are_served_at_their_old_address(tmp_path: Path) -> None:
    with live_klartext(Settings(data_dir=tmp_path)) as url:
        response = httpx.get(f"{url}/static/strings.json")
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("application/json")
        assert response.json() == document()
        again = httpx.get(f"{url}/static/strings.json", headers={"If-None-Match": response.headers["etag"]})
        assert again.status_code == 304
        # The other static files are still files.
        assert httpx.get(f"{url}/static/app.js").status_code == 200


def test_page_texts_that_do_not_match_are_refused(tmp_path: Path) -> None:
    folder = tmp_path / "de"
    shutil.copytree(LOCALE_DIRS["de"], folder)
    page = (folder / "page.toml").read_text(encoding="utf-8")
    page = page.replace('removeFile = "{name} entfernen"', 'removeFile = "{datei} entfernen"')
    page = re.sub(r'\nloan = "[^"]*"', "", page)
    (folder / "page.toml").write_text(page, encoding="utf-8")
    with pytest.raises(CatalogueError) as error:
        load_pages({"en": LOCALE_DIRS["en"], "de": folder})
    assert "de/page.toml: missing categories.loan" in str(error.value)
    assert "removeFile has placeholders ['datei'], expected ['name']" in str(error.value)
    (folder / "page.toml").write_text('title = "x"\n[categories\n', encoding="utf-8")
    with pytest.raises(CatalogueError, match="not valid TOML"):
        load_pages({"en": LOCALE_DIRS["en"], "de": folder})


_INFORMAL_DE = re.compile(r"\b(?:du|dich|dir|dein\w*|schicke|prüfe|frag|versuche|nutze|vergleiche)\b", re.IGNORECASE)


def _german_texts() -> list[str]:
    from app.locales.catalogue import offline_catalogue

    offline_de = offline_catalogue("de")
    texts = list(MESSAGES["de"].values()) + list(offline_de.text.values()) + list(offline_de.category_summary.values())
    for topic in offline_de.topics.values():
        texts += [*topic.translations, *topic.explanations]
    return texts + list(PAGES["de"].flat().values())


def test_german_speaks_to_the_reader_with_sie_everywhere() -> None:
    from app.locales.prompts import prompts

    informal = [text for text in _german_texts() if _INFORMAL_DE.search(text)]
    assert informal == []
    assert any(re.search(r"\bSie\b", text) for text in MESSAGES["de"].values())
    assert '"Sie"' in prompts("de").reader.address and '"du"' not in prompts("de").reader.address
