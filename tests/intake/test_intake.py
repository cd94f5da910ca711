"""explain_document arguments are validated before any work is done."""

from __future__ import annotations

import base64
import time

import pytest

from app.config import Settings
from app.errors import InputTooLarge, InvalidArguments, UnsupportedInput
from app.intake import validate
from app.models import DocumentInput, Images, PageImage, Pdf, Text

SETTINGS = Settings()
MAX_FILE_BYTES = SETTINGS.max_file_bytes
MAX_IMAGES = SETTINGS.max_images
MAX_TEXT_CHARS = SETTINGS.max_text_chars
MIN_TEXT_CHARS = SETTINGS.min_text_chars

TEXT = "Der Mieter zahlt die Miete monatlich im Voraus bis zum dritten Werktag."
PDF = b"%PDF-1.7\n" + bytes(range(256)) * 4 + b"\n%%EOF\n"
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64
JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 64
WEBP = b"RIFF\x24\x00\x00\x00WEBPVP8 " + b"\x00" * 64
HEIC = b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic" + b"\x00" * 64


def parse_arguments(arguments: object) -> DocumentInput:
    return validate.parse_arguments(arguments, SETTINGS)


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def error_of(arguments: object) -> tuple[type, str, dict[str, object]]:
    with pytest.raises((InvalidArguments, InputTooLarge, UnsupportedInput)) as info:
        parse_arguments(arguments)
    return type(info.value), info.value.key, info.value.params


def test_text_is_accepted_stripped_with_english_as_default_language() -> None:
    document = parse_arguments({"text": f"  \n{TEXT}\n  "})
    assert document.content == Text(TEXT)
    assert document.explanation_language == "en"


def test_language_is_case_insensitive() -> None:
    assert parse_arguments({"text": TEXT, "language": " DE "}).explanation_language == "de"


def test_unsupported_language_is_rejected() -> None:
    kind, key, params = error_of({"text": TEXT, "language": "nl"})
    assert (kind, key, params["language"]) == (InvalidArguments, "language_unsupported", "nl")


def test_arguments_must_be_an_object() -> None:
    assert error_of(["text"])[1] == "args_wrong_type"
    assert error_of("hello")[1] == "args_wrong_type"


def test_missing_document_says_none_was_sent() -> None:
    assert error_of({})[1] == "args_none"
    assert error_of(None)[1] == "args_none"
    assert error_of({"language": "de", "text": None})[1] == "args_none"


def test_several_documents_name_the_fields_that_were_sent() -> None:
    _kind, key, params = error_of({"text": TEXT, "pdf": b64(PDF)})
    assert key == "args_several"
    assert params["fields"] == "text, pdf"
    message = InvalidArguments(key, **params).message("en")
    assert "text, pdf" in message


def test_unknown_field_names_the_field_and_the_allowed_ones() -> None:
    _kind, key, params = error_of({"text": TEXT, "file": "x"})
    assert key == "args_unknown_field"
    assert params["field"] == "file"
    assert params["allowed"] == "text, pdf, images, language, upload"


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({"text": 42}, "text"),
        ({"pdf": ["abc"]}, "pdf"),
        ({"images": "abc"}, "images"),
        ({"images": [b64(PNG), 7]}, "images[1]"),
        ({"text": TEXT, "language": 1}, "language"),
    ],
)
def test_wrong_json_types_name_the_field_and_the_expected_type(arguments: dict[str, object], field: str) -> None:
    _kind, key, params = error_of(arguments)
    assert (key, params["field"]) == ("args_wrong_type", field)
    assert isinstance(params["expected"], str) and params["expected"]


def test_text_length_limits() -> None:
    kind, key, params = error_of({"text": "x" * (MIN_TEXT_CHARS - 1) + "   "})
    assert (key, params["count"], params["min"]) == ("text_too_short", MIN_TEXT_CHARS - 1, MIN_TEXT_CHARS)
    kind, key, params = error_of({"text": "x" * (MAX_TEXT_CHARS + 1)})
    assert (kind, key, params["max"]) == (InputTooLarge, "text_too_long", MAX_TEXT_CHARS)
    assert parse_arguments({"text": "x" * MAX_TEXT_CHARS}).content == Text("x" * MAX_TEXT_CHARS)
    assert parse_arguments({"text": "x" * MIN_TEXT_CHARS}).content == Text("x" * MIN_TEXT_CHARS)


@pytest.mark.parametrize(
    "encode",
    [
        lambda data: base64.b64encode(data).decode(),
        lambda data: base64.b64encode(data).decode().rstrip("="),
        lambda data: base64.urlsafe_b64encode(data).decode(),
        lambda data: base64.urlsafe_b64encode(data).decode().rstrip("="),
        lambda data: base64.encodebytes(data).decode(),  # MIME style: a line break every 76 characters
        lambda data: "data:application/pdf;base64," + base64.b64encode(data).decode(),
        lambda data: "  " + " \r\n ".join(base64.b64encode(data).decode()[i : i + 60] for i in range(0, 2000, 60)),
    ],
    ids=["standard", "unpadded", "urlsafe", "urlsafe-unpadded", "mime-lines", "data-url", "spaces-crlf"],
)
def test_pdf_base64_variants_decode_to_the_same_bytes(encode) -> None:  # type: ignore[no-untyped-def]
    assert parse_arguments({"pdf": encode(PDF)}).content == Pdf(PDF)


def test_invalid_base64_is_rejected_with_the_field_name() -> None:
    _kind, key, params = error_of({"pdf": "this is not base64!!"})
    assert (key, params["field"]) == ("base64_invalid", "pdf")
    _kind, key, params = error_of({"images": [b64(PNG), "%%%%"]})
    assert (key, params["field"]) == ("base64_invalid", "images[1]")


def test_bytes_that_are_not_a_pdf_are_rejected() -> None:
    kind, key, _ = error_of({"pdf": b64(b"hello world, this is plain text and not a PDF")})
    assert (kind, key) == (UnsupportedInput, "not_a_pdf")


@pytest.mark.slow
def test_a_pdf_over_the_limit_is_rejected_with_its_size() -> None:
    data = b"%PDF-1.7\n" + b"\x00" * MAX_FILE_BYTES
    kind, key, params = error_of({"pdf": b64(data)})
    assert (kind, key) == (InputTooLarge, "file_too_large")
    assert params["max_mb"] == "8"
    assert float(str(params["size_mb"])) >= 8.0


def test_a_huge_string_is_rejected_without_decoding_it() -> None:
    huge = "A" * (100 * 1024 * 1024)
    started = time.process_time()  # CPU, not wall time, which grows with the machine's load
    _kind, key, params = error_of({"pdf": huge})
    cpu = time.process_time() - started
    assert key == "file_too_large"
    assert params["size_mb"] == "75.0"
    assert cpu < 0.5  # decoding 100 MB would take far longer; the check is on the length alone


def test_images_accept_all_supported_types() -> None:
    document = parse_arguments({"images": [b64(JPEG), b64(PNG), b64(WEBP), b64(HEIC)], "language": "fr"})
    pages = (PageImage(JPEG, "jpeg"), PageImage(PNG, "png"), PageImage(WEBP, "webp"), PageImage(HEIC, "heic"))
    assert document.content == Images(pages)
    assert document.explanation_language == "fr"


def test_images_must_not_be_empty_or_too_many() -> None:
    assert error_of({"images": []})[1] == "images_empty"
    kind, key, params = error_of({"images": [b64(PNG)] * (MAX_IMAGES + 1)})
    assert (kind, key, params["count"], params["max"]) == (InputTooLarge, "too_many_images", MAX_IMAGES + 1, MAX_IMAGES)


def test_images_together_must_stay_under_the_size_limit() -> None:
    part = PNG + b"\x00" * (MAX_FILE_BYTES // 3)
    kind, key, _ = error_of({"images": [b64(part)] * 4})
    assert (kind, key) == (InputTooLarge, "file_too_large")


def test_an_unknown_image_type_names_the_image_counting_from_one() -> None:
    kind, key, params = error_of({"images": [b64(PNG), b64(b"GIF89a" + b"\x00" * 20)]})
    assert (kind, key, params["index"]) == (UnsupportedInput, "unsupported_image", 2)


def test_error_messages_render_in_german_without_document_content() -> None:
    with pytest.raises(InvalidArguments) as info:
        parse_arguments({"text": "Geheim: Kontonummer 12345", "language": "de"})
    message = info.value.message("de")
    assert "zu kurz" in message
    assert "Geheim" not in message and "12345" not in message
