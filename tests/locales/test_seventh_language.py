"""A seventh language is one more folder: copied from English, partly translated, found at start-up.

The folder lives outside the package (KLARTEXT_LOCALES_PATH), as an operator's would; a real
``klartext serve`` then offers it on the page, answers in it and explains documents in it. Its code
"xx" is unknown to Babel too, so nothing may depend on CLDR knowing the language. What the folder
does not translate (or does not have at all) reads as in English.
"""

from __future__ import annotations

import json
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from jsonschema import Draft202012Validator
from playwright.sync_api import expect, sync_playwright

from app.config import LOCALE_DIRS
from tests.support.processes import SAMPLES, call_tool, free_port, klartext_server, run_cli

CODE = "xx"
NAME = "Lingua XX"
TOO_SHORT = "[xx] Te kort: {count} tekens. Stuur er minstens {min}."
TITLE = "[xx] Juridische documenten begrijpen"
SUBMIT = "[xx] Uitleggen"
DISCLAIMER = "[xx] Dit is een uitleg, geen juridisch advies."
# The engine's texts: a translator may leave them for later; English stands in for them.
ENGINE_FILES = ("offline.toml", "deadlines.toml", "prompts.toml", "reading.toml")
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
    po = replace_msgstr(replace_msgstr(po, "text_too_short", TOO_SHORT), "disclaimer", DISCLAIMER)
    (folder / "messages.po").write_text(po, encoding="utf-8")
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


@pytest.mark.slow
def test_the_page_texts_have_the_new_language(server: str) -> None:
    strings = httpx.get(f"{server}/static/strings.json").json()
    assert list(strings) == ["de", "en", "es", "fr", "it", "pt", CODE]
    assert strings[CODE]["languageName"] == NAME
    assert strings[CODE]["title"] == TITLE
    # What was not changed reads as in the English folder it was copied from.
    assert strings[CODE]["categories"] == strings["en"]["categories"]


@pytest.mark.slow
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


@pytest.mark.slow
def test_an_error_over_rest_comes_in_the_new_language(server: str) -> None:
    response = httpx.post(f"{server}/api/analyses", json={"text": "Zu kurz.", "language": CODE}, timeout=60)
    assert response.status_code == 400
    assert response.json()["error"]["message"] == TOO_SHORT.format(count=8, min=40)


@pytest.mark.slow
def test_an_error_over_mcp_comes_in_the_new_language(server: str) -> None:
    result = call_tool(server, "explain_document", {"text": "Zu kurz.", "language": CODE})
    assert result["isError"] is True
    assert result["content"][0]["text"] == TOO_SHORT.format(count=8, min=40)


@pytest.mark.slow
def test_the_new_language_is_among_those_on_offer(server: str) -> None:
    response = httpx.post(f"{server}/api/analyses", json={"text": "Zu kurz.", "language": "zz"}, timeout=60)
    assert response.status_code == 400
    assert response.json()["error"]["message"].endswith(f"de, en, es, fr, it, pt, {CODE}.")


def explain(server: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """explain_document over MCP, then get_explanation until the analysis is completed."""
    answer = call_tool(server, "explain_document", arguments, timeout=180)
    deadline = time.monotonic() + 180
    while answer["isError"] is False and answer["structuredContent"]["status"] != "completed":
        assert time.monotonic() < deadline, "the analysis did not complete"
        time.sleep(0.5)
        analysis_id = answer["structuredContent"]["analysis_id"]
        answer = call_tool(server, "get_explanation", {"analysis_id": analysis_id}, timeout=60)
    return answer


@pytest.mark.slow
def test_a_document_is_explained_in_the_new_language(server: str) -> None:
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    answer = explain(server, {"text": lease, "language": CODE})
    assert answer["isError"] is False, answer["content"][0]["text"]
    result = answer["structuredContent"]
    assert result["status"] == "completed" and result["language"] == CODE
    assert result["document_language"] == "de"
    assert result["clauses"] and all(c["translation"] and c["explanation"] for c in result["clauses"])
    assert result["summary"] and result["disclaimer"] == DISCLAIMER
    # The server's own schemas offer the new language and describe what it answered.
    listed = httpx.post(
        f"{server}/api/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={"Accept": "application/json, text/event-stream"},
        timeout=60,
    ).json()["result"]["tools"]
    tool = next(tool for tool in listed if tool["name"] == "explain_document")
    assert tool["inputSchema"]["properties"]["language"]["enum"] == ["de", "en", "es", "fr", "it", "pt", CODE]
    assert tool["outputSchema"]["properties"]["language"]["enum"] == ["de", "en", "es", "fr", "it", "pt", CODE]
    Draft202012Validator(tool["outputSchema"]).validate(result)


@pytest.mark.slow
def test_a_folder_without_the_engine_texts_explains_in_english_words(tmp_path: Path) -> None:
    folder = seventh_language(tmp_path / "locales")
    for name in ENGINE_FILES:
        (folder / name).unlink()
    lease = str(SAMPLES / "mietvertrag.txt")
    new = run_cli("explain", lease, "--language", CODE, "--json", KLARTEXT_LOCALES_PATH=str(folder.parent))
    english = run_cli("explain", lease, "--language", "en", "--json")
    assert new.returncode == 0 and english.returncode == 0, new.stderr[-2000:]
    result, reference = json.loads(new.stdout), json.loads(english.stdout)
    assert result["language"] == CODE and result["disclaimer"] == DISCLAIMER and result["clauses"]
    # Everything else (summary, clauses, deadlines, warnings) is worded as in English.
    differs = ("language", "disclaimer")
    assert {k: v for k, v in result.items() if k not in differs} == {
        k: v for k, v in reference.items() if k not in differs
    }


@pytest.mark.slow
def test_a_broken_language_folder_stops_the_start_with_a_clear_error(tmp_path: Path) -> None:
    folder = seventh_language(tmp_path)
    po = (folder / "messages.po").read_text(encoding="utf-8")
    (folder / "messages.po").write_text(replace_msgstr(po, "busy", "[xx] Wacht {seconden} seconden."), "utf-8")
    started = run_cli("--help", KLARTEXT_LOCALES_PATH=str(tmp_path), timeout=120)
    assert started.returncode != 0
    assert f"{folder / 'messages.po'}: busy has placeholders ['seconden'], expected ['retry_after']" in started.stderr
