"""The two tools through HTTP: argument errors in the caller's language, pending results, fetching."""

from __future__ import annotations

import base64
import json
import re
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.config import Settings
from app.transport.mcp.tools import OUTPUT_SCHEMA
from tests.support.paths import SAMPLES
from tests.support.server import live_klartext

MAX_IMAGES = Settings().max_images
MAX_TEXT_CHARS = Settings().max_text_chars
MIN_TEXT_CHARS = Settings().min_text_chars


PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000") + b"\x00" * 40


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("data"), wait_seconds=20.0, workers=1, rate_limit_per_minute=1_000_000
    )
    with live_klartext(settings) as url, httpx.Client(base_url=url, timeout=60) as http:
        yield http


def call(client: httpx.Client, name: str, arguments: Any) -> dict[str, Any]:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": name, "arguments": arguments}}
    response = client.post("/api/mcp", content=json.dumps(body), headers={"content-type": "application/json"})
    assert response.status_code == 200
    return response.json()["result"]


def error_text(result: dict[str, Any]) -> str:
    assert result["isError"] is True
    assert "structuredContent" not in result
    [block] = result["content"]
    assert block["type"] == "text"
    return block["text"]


def digits(text: str) -> str:
    """The text with thousands separators removed, so '150.000' and '150,000' both read 150000."""
    return re.sub(r"(?<=\d)[.,\u202f\u00a0 ](?=\d{3})", "", text)


def check_output_schema(data: dict[str, Any]) -> None:
    from jsonschema import Draft202012Validator

    Draft202012Validator(OUTPUT_SCHEMA).validate(data)


# --------------------------------------------------------------------------- explain_document arguments


@pytest.mark.parametrize(
    ("language", "expected"), [("en", "exactly one of the fields"), ("de", "genau einem der Felder")]
)
def test_several_document_fields_name_the_ones_sent(client: httpx.Client, language: str, expected: str) -> None:
    text = error_text(call(client, "explain_document", {"text": "x" * 50, "pdf": "JVBERi0=", "language": language}))
    assert expected in text
    assert "text, pdf" in text


@pytest.mark.parametrize(("language", "expected"), [("en", "None of them"), ("de", "Keines davon")])
def test_no_document_field(client: httpx.Client, language: str, expected: str) -> None:
    assert expected in error_text(call(client, "explain_document", {"language": language}))


def test_missing_arguments_are_treated_as_empty(client: httpx.Client) -> None:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "explain_document"}}
    result = client.post("/api/mcp", json=body).json()["result"]
    assert "None of them" in error_text(result)


@pytest.mark.parametrize(("language", "expected"), [("en", "too short"), ("de", "zu kurz")])
def test_text_too_short_gives_count_and_minimum(client: httpx.Client, language: str, expected: str) -> None:
    text = error_text(call(client, "explain_document", {"text": "Miete 500 Euro.", "language": language}))
    assert expected in text
    assert "15" in text
    assert str(MIN_TEXT_CHARS) in text


@pytest.mark.parametrize(("language", "expected"), [("en", "too long"), ("de", "zu lang")])
def test_text_too_long_gives_count_and_maximum(client: httpx.Client, language: str, expected: str) -> None:
    text = error_text(call(client, "explain_document", {"text": "a" * (MAX_TEXT_CHARS + 1), "language": language}))
    assert expected in text
    assert str(MAX_TEXT_CHARS + 1) in digits(text)
    assert str(MAX_TEXT_CHARS) in digits(text)


@pytest.mark.parametrize(("language", "expected"), [("en", "Too many images"), ("de", "Zu viele Bilder")])
def test_too_many_images_gives_count_and_maximum(client: httpx.Client, language: str, expected: str) -> None:
    images = [base64.b64encode(PNG).decode()] * (MAX_IMAGES + 1)
    text = error_text(call(client, "explain_document", {"images": images, "language": language}))
    assert expected in text
    assert str(MAX_IMAGES + 1) in text
    assert str(MAX_IMAGES) in text


@pytest.mark.parametrize(("language", "expected"), [("en", "not valid Base64"), ("de", "kein gültiges Base64")])
def test_bad_base64_names_the_field(client: httpx.Client, language: str, expected: str) -> None:
    text = error_text(call(client, "explain_document", {"pdf": "this is %%% not base64!", "language": language}))
    assert expected in text
    assert "pdf" in text


def test_unknown_field_is_named(client: httpx.Client) -> None:
    text = error_text(call(client, "explain_document", {"text": "x" * 60, "file": "abc"}))
    assert "'file'" in text


def test_unsupported_language_is_explained_in_english(client: httpx.Client) -> None:
    text = error_text(call(client, "explain_document", {"text": "x" * 60, "language": "nl"}))
    assert "not available" in text
    assert "de, en, es, fr, it, pt" in text


# --------------------------------------------------------------------------- get_explanation


def test_unknown_analysis_id_asks_to_send_the_document_again(client: httpx.Client) -> None:
    text = error_text(call(client, "get_explanation", {"analysis_id": "A" * 22}))
    assert "explain_document" in text
    assert "again" in text


def test_malformed_analysis_id_is_refused_before_the_store(client: httpx.Client) -> None:
    text = error_text(call(client, "get_explanation", {"analysis_id": "'; DROP TABLE analyses; --"}))
    assert "not a valid analysis_id" in text


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [({}, "'analysis_id' is required"), ({"analysis_id": 17}, "must be"), ({"analysis_id": "A" * 22, "x": 1}, "'x'")],
)
def test_get_explanation_argument_errors(client: httpx.Client, arguments: dict[str, Any], expected: str) -> None:
    assert expected in error_text(call(client, "get_explanation", arguments))


# --------------------------------------------------------------------------- pending, then completed


@pytest.mark.slow
def test_pending_result_then_get_explanation_returns_the_completed_one(settings: Settings) -> None:
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    with live_klartext(settings.with_(wait_seconds=0.0)) as url, httpx.Client(base_url=url, timeout=60) as http:
        first = call(http, "explain_document", {"text": lease, "language": "de"})
        assert first["isError"] is False
        pending = first["structuredContent"]
        assert pending["status"] in ("queued", "running")
        assert 10 <= pending["retry_after_seconds"] <= 30
        assert 0 <= pending["progress"] <= 1
        assert "get_explanation" in pending["message"] and "Sekunden" in pending["message"]  # German, as asked
        assert first["content"][0]["text"] == pending["message"]
        check_output_schema(pending)

        deadline = time.monotonic() + 60
        while True:
            result = call(http, "get_explanation", {"analysis_id": pending["analysis_id"]})
            assert result["isError"] is False
            if result["structuredContent"]["status"] == "completed" or time.monotonic() > deadline:
                break
            time.sleep(0.2)
    done = result["structuredContent"]
    assert done["status"] == "completed"
    assert done["analysis_id"] == pending["analysis_id"]
    assert done["language"] == "de"
    assert done["clauses"]
    check_output_schema(done)
    assert result["content"][0]["type"] == "text" and result["content"][0]["text"]
