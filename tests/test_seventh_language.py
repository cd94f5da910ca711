"""A seventh language is one more folder: copied from English, partly translated, found at start-up.

The folder lives outside the package (KLARTEXT_LOCALES_PATH), as an operator's would; a real
``klartext serve`` then offers it on the page and answers in it. Its code "xx" is unknown to Babel
too, so nothing may depend on CLDR knowing the language.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import expect, sync_playwright

from app.config import LOCALE_DIRS
from tests.support.processes import call_tool, free_port, klartext_server, run_cli

CODE = "xx"
NAME = "Lingua XX"
TOO_SHORT = "[xx] Te kort: {count} tekens. Stuur er minstens {min}."
TITLE = "[xx] Juridische documenten begrijpen"
SUBMIT = "[xx] Uitleggen"
CHROMIUM = "/usr/bin/chromium"


def replace_msgstr(po: str, key: str, text: str) -> str:
    """``po`` with every msgstr (each plural form too) of the message ``key`` (its msgctxt) set to ``text``."""
    entry = re.compile(
        rf'^msgctxt "{key}"\n(?:msgid(?:_plural)? "[^\n]*"\n)+((?:msgstr(?:\[\d+\])? "[^\n]*"\n?)+)', re.M
    )
    match = entry.search(po)
    assert match is not None and len(entry.findall(po)) == 1, key
    strings = re.sub(r'^(msgstr(?:\[\d+\])? )"[^\n]*"', lambda m: f'{m.group(1)}"{text}"', match[1], flags=re.M)
    return po[: match.start(1)] + strings + po[match.end(1) :]


def replace_page_text(page: str, key: str, text: str) -> str:
    changed, count = re.subn(rf'^{key} = "[^\n]*"$', f'{key} = "{text}"', page, flags=re.MULTILINE)
    assert count == 1, key
    return changed


def seventh_language(base: Path) -> Path:
    """``base``/xx: every file of the English folder, with its name and a few texts changed."""
    folder = base / CODE
    shutil.copytree(LOCALE_DIRS["en"], folder)
    (folder / "language.toml").write_text(f'name = "{NAME}"\n', encoding="utf-8")
    po = (folder / "messages.po").read_text(encoding="utf-8").replace('"Language: en\\n"', f'"Language: {CODE}\\n"')
    (folder / "messages.po").write_text(replace_msgstr(po, "text_too_short", TOO_SHORT), encoding="utf-8")
    page = (folder / "page.toml").read_text(encoding="utf-8")
    page = replace_page_text(replace_page_text(page, "title", TITLE), "submit", SUBMIT)
    (folder / "page.toml").write_text(page, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    locales = tmp_path_factory.mktemp("locales")
    seventh_language(locales)
    port = free_port()
    with klartext_server(tmp_path_factory.mktemp("data"), port, KLARTEXT_LOCALES_PATH=str(locales)):
        yield f"http://127.0.0.1:{port}"


def test_the_page_texts_have_the_new_language(server: str) -> None:
    strings = httpx.get(f"{server}/static/strings.json").json()
    assert list(strings) == ["de", "en", "es", "fr", "it", "pt", CODE]
    assert strings[CODE]["languageName"] == NAME
    assert strings[CODE]["title"] == TITLE
    # What was not changed reads as in the English folder it was copied from.
    assert strings[CODE]["categories"] == strings["en"]["categories"]


def test_the_page_offers_the_new_language(server: str) -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        try:
            page = browser.new_context(locale="en-GB").new_page()
            page.goto(f"{server}/")
            expect(page.locator("body")).to_have_attribute("data-ready", "1")
            for menu in ("#ui-lang", "#language"):
                expect(page.locator(f"{menu} option[value={CODE}]")).to_have_text(NAME)
            page.select_option("#ui-lang", CODE)
            expect(page.locator("h1")).to_have_text(TITLE)
            expect(page.locator("#submit")).to_have_text(SUBMIT)
            expect(page.locator("#language")).to_have_value(CODE)
            # Asked for by the address, as a link or an embedding site would.
            page.goto(f"{server}/?lang={CODE}")
            expect(page.locator("html")).to_have_attribute("lang", CODE)
            expect(page.locator("h1")).to_have_text(TITLE)
        finally:
            browser.close()


def test_an_error_over_rest_comes_in_the_new_language(server: str) -> None:
    response = httpx.post(f"{server}/api/analyses", json={"text": "Zu kurz.", "language": CODE}, timeout=60)
    assert response.status_code == 400
    assert response.json()["error"]["message"] == TOO_SHORT.format(count=8, min=40)


def test_an_error_over_mcp_comes_in_the_new_language(server: str) -> None:
    result = call_tool(server, "explain_document", {"text": "Zu kurz.", "language": CODE})
    assert result["isError"] is True
    assert result["content"][0]["text"] == TOO_SHORT.format(count=8, min=40)


def test_the_new_language_is_among_those_on_offer(server: str) -> None:
    response = httpx.post(f"{server}/api/analyses", json={"text": "Zu kurz.", "language": "zz"}, timeout=60)
    assert response.status_code == 400
    assert response.json()["error"]["message"].endswith(f"de, en, es, fr, it, pt, {CODE}.")


def test_a_broken_language_folder_stops_the_start_with_a_clear_error(tmp_path: Path) -> None:
    folder = seventh_language(tmp_path)
    po = (folder / "messages.po").read_text(encoding="utf-8")
    (folder / "messages.po").write_text(replace_msgstr(po, "busy", "[xx] Wacht {seconden} seconden."), "utf-8")
    started = run_cli("--help", KLARTEXT_LOCALES_PATH=str(tmp_path), timeout=120)
    assert started.returncode != 0
    assert f"{folder / 'messages.po'}: busy has placeholders ['seconden'], expected ['retry_after']" in started.stderr
