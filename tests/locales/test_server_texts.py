"""The server's own texts (app/locales/en/server.toml): complete, with the placeholders the code fills."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from app.config import Settings
from app.locales.server import PLACEHOLDERS, SERVER_TEXTS, ServerTextsError, load_server_texts, server_texts_path
from app.transport.mcp import protocol, tools
from app.transport.rest import discovery
from tests.support.paths import APP

ENGLISH = APP / "locales" / "en" / "server.toml"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "server.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_shipped_file_is_loaded() -> None:
    assert server_texts_path() == ENGLISH
    assert load_server_texts(ENGLISH) == SERVER_TEXTS


def test_every_placeholder_the_code_fills_names_a_text_of_the_file() -> None:
    with ENGLISH.open("rb") as f:
        data = tomllib.load(f)
    for key in PLACEHOLDERS:
        table, *rest = key.split(".")
        value = data[table]
        for part in rest:
            value = value[part]
        assert isinstance(value, str), key


def test_the_texts_reach_the_wire() -> None:
    assert protocol.initialize_result("2025-11-25", Settings())["instructions"] == SERVER_TEXTS.server.instructions
    explain = tools.tool_list(Settings())[0]
    assert explain["title"] == SERVER_TEXTS.tools.explain_document.title
    assert explain["description"] == SERVER_TEXTS.tools.explain_document.description
    pdf = explain["inputSchema"]["properties"]["pdf"]["description"]
    assert f"{Settings().max_file_bytes // (1024 * 1024)} MB" in pdf and "{" not in pdf
    assert discovery.mcp_manifest(Settings(), with_file=False)["legalNotice"] == SERVER_TEXTS.discovery.legal_notice


def test_llms_txt_has_no_placeholder_left() -> None:
    text = discovery.llms_txt(Settings())
    assert not re.search(r"\{(?!analysis_id\})[a-z_]+\}", text)
    assert "{analysis_id}" in text  # a literal brace pair, written twice in the file


def test_a_missing_key_is_refused_with_the_file_and_key(tmp_path: Path) -> None:
    text = ENGLISH.read_text(encoding="utf-8").replace('too_large = "Request too large."\n', "")
    path = _write(tmp_path, text)
    with pytest.raises(ServerTextsError, match=r"server\.toml: protocol\.too_large: Field required"):
        load_server_texts(path)


def test_an_unknown_key_is_refused(tmp_path: Path) -> None:
    path = _write(tmp_path, ENGLISH.read_text(encoding="utf-8") + 'surprise = "?"\n')
    with pytest.raises(ServerTextsError, match=r"protocol\.surprise"):
        load_server_texts(path)


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        ("at most {mb} MB before", "at most {megabytes} MB before", "arguments.explain_document.pdf has placeholders"),
        ("at most {mb} MB before", "at most MB before", "arguments.explain_document.pdf has placeholders"),
        ('"Request too large."', '"Request too large ({size})."', "protocol.too_large has placeholders"),
        ('"Request too large."', '"Request too large {."', "protocol.too_large: braces do not match"),
    ],
)
def test_a_wrong_placeholder_is_refused(tmp_path: Path, old: str, new: str, says: str) -> None:
    text = ENGLISH.read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(ServerTextsError, match=re.escape(says)):
        load_server_texts(_write(tmp_path, text.replace(old, new, 1)))


def test_the_registry_description_fits_the_registry(tmp_path: Path) -> None:
    text = ENGLISH.read_text(encoding="utf-8")
    longer = text.replace(
        f'registry_description = "{SERVER_TEXTS.discovery.registry_description}"',
        f'registry_description = "{"x" * 101}"',
    )
    assert longer != text
    with pytest.raises(ServerTextsError, match="registry_description"):
        load_server_texts(_write(tmp_path, longer))


def test_an_unreadable_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ServerTextsError, match="not a readable TOML file"):
        load_server_texts(_write(tmp_path, "[server\n"))
    with pytest.raises(ServerTextsError, match="not a readable TOML file"):
        load_server_texts(tmp_path / "missing.toml")
