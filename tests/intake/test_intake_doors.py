"""The three front doors (MCP arguments, REST upload, a file on disk) build one typed document,
sniffed once; the limits they enforce come from Settings."""

from __future__ import annotations

import asyncio
import base64
import pkgutil
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

import app
from app.cli import read_document
from app.config import Settings
from app.errors import InputTooLarge, UnreadableDocument
from app.intake import document as intake_document
from app.intake.validate import parse_arguments
from app.models import DocumentInput, Images, PageImage, Pdf, Text
from app.prepare.run import prepare
from app.transport.mcp.tools import Tools, tool_list
from app.transport.rest.discovery import mcp_manifest
from app.transport.rest.upload import document_from_upload, read_multipart
from tests.support.paths import SAMPLES

PDF = (SAMPLES / "mietvertrag.pdf").read_bytes()
PHOTO = (SAMPLES / "photo_mietvertrag.jpg").read_bytes()
TEXT_FILE = (SAMPLES / "mietvertrag.txt").read_bytes()
SETTINGS = Settings()
BOUNDARY = "b0undary"


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def multipart(files: list[bytes], fields: dict[str, str]) -> bytes:
    parts = [
        f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
        for name, value in fields.items()
    ]
    for index, data in enumerate(files):
        head = f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f{index}"\r\n\r\n'
        parts.append(head.encode() + data + b"\r\n")
    return b"".join(parts) + f"--{BOUNDARY}--\r\n".encode()


async def _chunks(body: bytes) -> AsyncIterator[bytes]:
    for start in range(0, len(body), 64 * 1024):
        yield body[start : start + 64 * 1024]


def rest_door(files: list[bytes], fields: dict[str, str], settings: Settings = SETTINGS) -> DocumentInput:
    """The REST upload as the route reads it: the multipart body parsed, then typed."""
    body = multipart(files, fields)
    content_type = f"multipart/form-data; boundary={BOUNDARY}"
    upload = asyncio.run(read_multipart(content_type, _chunks(body), len(body), settings))
    return document_from_upload(upload, settings)


# --------------------------------------------------------------------------- the same bytes, the same input


def test_a_pdf_is_the_same_typed_input_through_every_door() -> None:
    mcp = parse_arguments({"pdf": b64(PDF), "language": "de"}, SETTINGS)
    rest = rest_door([PDF], {"language": "de"})
    cli = read_document(PDF, "de", SETTINGS)
    assert mcp == rest == cli == DocumentInput(explanation_language="de", content=Pdf(PDF))


def test_a_photo_is_the_same_typed_input_through_every_door() -> None:
    mcp = parse_arguments({"images": [b64(PHOTO)], "language": "fr"}, SETTINGS)
    rest = rest_door([PHOTO], {"language": "fr"})
    cli = read_document(PHOTO, "fr", SETTINGS)
    assert mcp == rest == cli == DocumentInput(explanation_language="fr", content=Images((PageImage(PHOTO, "jpeg"),)))


def test_a_text_file_is_the_same_typed_input_through_rest_and_the_cli() -> None:
    rest = rest_door([TEXT_FILE], {"language": "en"})
    cli = read_document(TEXT_FILE, "en", SETTINGS)
    assert rest == cli == DocumentInput(explanation_language="en", content=Text(TEXT_FILE.decode().strip(), "utf-8"))
    with_bom = b"\xef\xbb\xbf" + TEXT_FILE
    assert rest_door([with_bom], {}) == read_document(with_bom, None, SETTINGS)
    assert read_document(with_bom, None, SETTINGS).content == Text(TEXT_FILE.decode().strip(), "utf-8-sig")


def test_pasted_text_is_the_same_typed_input_through_mcp_and_rest() -> None:
    text = TEXT_FILE.decode()
    mcp = parse_arguments({"text": text, "language": "it"}, SETTINGS)
    rest = rest_door([], {"text": text, "language": "it"})
    assert mcp == rest == DocumentInput(explanation_language="it", content=Text(text.strip()))


def test_the_typed_input_keeps_the_document_out_of_its_repr() -> None:
    shown = repr(read_document(TEXT_FILE, "de", SETTINGS)) + repr(Pdf(PDF)) + repr(PageImage(PHOTO, "jpeg"))
    assert "Mieter" not in shown and "%PDF" not in shown and "JFIF" not in shown


# --------------------------------------------------------------------------- sniffed once


@pytest.fixture
def sniffs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the calls of the one sniff (app.intake.document's) during a test."""
    calls: list[int] = []
    real = intake_document.sniff

    def counting(data: bytes) -> Any:
        calls.append(len(data))
        return real(data)

    monkeypatch.setattr(intake_document, "sniff", counting)
    return calls


@pytest.mark.slow
@pytest.mark.parametrize("door", ["mcp", "rest", "cli"])
def test_a_pdf_is_sniffed_once_from_its_door_to_the_prepared_document(door: str, sniffs: list[int]) -> None:
    if door == "mcp":
        document = parse_arguments({"pdf": b64(PDF), "language": "de"}, SETTINGS)
    elif door == "rest":
        document = rest_door([PDF], {"language": "de"})
    else:
        document = read_document(PDF, "de", SETTINGS)
    prepared = prepare(document, SETTINGS)
    assert prepared.segments
    assert sniffs == [len(PDF)]


def test_photos_are_sniffed_once_each_and_decoding_trusts_the_kind(sniffs: list[int]) -> None:
    damaged = b"\xff\xd8\xff\xe0" + b"\x00" * 64
    document = parse_arguments({"images": [b64(damaged), b64(PHOTO)]}, SETTINGS)
    with pytest.raises(UnreadableDocument) as info:
        prepare(document, SETTINGS)
    assert (info.value.key, info.value.params) == ("image_corrupt", {"index": 1})
    assert sniffs == [len(damaged), len(PHOTO)]


def test_no_module_after_intake_sniffs() -> None:
    """Only app.intake.document calls sniff; the other stages take the typed document."""
    root = Path(app.__file__).resolve().parent
    callers = []
    for module in pkgutil.walk_packages([str(root)], "app."):
        path = root.joinpath(*module.name.split(".")[1:])
        source = path / "__init__.py" if module.ispkg else path.with_suffix(".py")
        if re.search(r"\bsniff\(", source.read_text(encoding="utf-8")):
            callers.append(module.name)
    assert sorted(callers) == ["app.intake.document", "app.intake.sniff"]


# --------------------------------------------------------------------------- limits from Settings


def test_the_limits_keep_their_defaults() -> None:
    s = Settings.from_env({})
    assert (s.min_text_chars, s.max_text_chars, s.max_file_bytes, s.max_images) == (40, 150_000, 8 << 20, 15)
    assert (s.max_upload_bytes, s.max_upload_body_bytes, s.max_upload_parts) == (50 << 20, (50 << 20) + (256 << 10), 20)
    assert (s.max_form_field_bytes, s.max_part_header_bytes) == (1 << 20, 8 << 10)


SMALL = {"KLARTEXT_MAX_TEXT_CHARS": "100", "KLARTEXT_MAX_IMAGES": "2", "KLARTEXT_MIN_TEXT_CHARS": "10"}


def _small(tmp_path: Path) -> Settings:
    return Settings.from_env({**SMALL, "KLARTEXT_DATA_DIR": str(tmp_path)})


def test_smaller_limits_are_honoured_by_the_mcp_tool(tmp_path: Path) -> None:
    settings = _small(tmp_path)
    schema = tool_list(settings)[0]["inputSchema"]["properties"]
    assert (schema["text"]["maxLength"], schema["text"]["minLength"], schema["images"]["maxItems"]) == (100, 10, 2)
    assert "10 to 100 characters" in schema["text"]["description"]
    assert "At most 2 images" in schema["images"]["description"]
    manifest = mcp_manifest(settings, with_file=False)
    assert manifest["limits"]["textCharacters"] == {"min": 10, "max": 100}
    assert manifest["limits"]["images"] == 2

    tools = Tools(settings)
    too_long = asyncio.run(tools.call("explain_document", {"text": "x" * 101, "language": "en"}))
    assert too_long["isError"] and "100" in too_long["content"][0]["text"]
    photos = asyncio.run(tools.call("explain_document", {"images": [b64(PHOTO)] * 3, "language": "en"}))
    assert photos["isError"] and "2" in photos["content"][0]["text"]
    with pytest.raises(InputTooLarge):
        parse_arguments({"text": "x" * 101}, settings)
    assert parse_arguments({"text": "x" * 100}, settings).content == Text("x" * 100)


def test_smaller_limits_are_honoured_by_the_rest_api(tmp_path: Path) -> None:
    from app.wiring import create_app

    client = TestClient(create_app(_small(tmp_path)))
    response = client.post("/api/analyses", json={"text": "x" * 101, "language": "en"})
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "text_too_long"
    files = [("file", (f"p{i}.jpg", PHOTO, "image/jpeg")) for i in range(3)]
    response = client.post("/api/analyses", files=files, data={"language": "en"})
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "too_many_images"
    assert "2" in response.json()["error"]["message"]
    with pytest.raises(InputTooLarge):
        rest_door([], {"text": "x" * 101}, _small(tmp_path))


def test_smaller_limits_are_honoured_by_the_cli(tmp_path: Path) -> None:
    with pytest.raises(InputTooLarge) as info:
        read_document(b"x" * 101, "en", _small(tmp_path))
    assert info.value.params == {"count": 101, "max": 100}
    small_files = Settings(max_file_bytes=1024)
    with pytest.raises(InputTooLarge) as too_big:
        read_document(PDF, "de", small_files)
    assert too_big.value.key == "file_too_large"


def test_the_well_known_folder_comes_from_settings(tmp_path: Path) -> None:
    from app.wiring import create_app

    (tmp_path / "mcp.json").write_text('{"contact": "ops@example.org"}', encoding="utf-8")
    (tmp_path / "security.txt").write_text("Contact: mailto:ops@example.org\n", encoding="utf-8")
    settings = Settings.from_env({"KLARTEXT_WELL_KNOWN_DIR": str(tmp_path), "KLARTEXT_DATA_DIR": str(tmp_path)})
    assert settings.well_known_dir == tmp_path
    assert mcp_manifest(settings)["contact"] == "ops@example.org"
    assert TestClient(create_app(settings)).get("/.well-known/mcp.json").json()["contact"] == "ops@example.org"
    assert TestClient(create_app(settings)).get("/.well-known/security.txt").text.startswith("Contact:")
