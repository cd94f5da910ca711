"""Multipart uploads of the website, read into memory and turned into a ``DocumentInput``.

Starlette's own form parser spools files above 1 MB to a temporary file; the uploaded document
must never touch the disk, so the body is parsed here with python-multipart's streaming parser
into memory, under hard limits on size and number of parts.

REST limits (the MCP tools keep 8 MB: there the file travels as Base64 through a chat):
one PDF up to 50 MB (and the page cap), up to 15 photos up to 50 MB together, or one text file
(its text 40 - 150,000 characters, like pasted text).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from python_multipart.multipart import MultipartParser, parse_options_header

from app.config import MAX_IMAGES
from app.errors import InputTooLarge, InvalidArguments, UnsupportedInput
from app.intake.sniff import is_image, sniff
from app.intake.validate import parse_arguments
from app.language import parse_language
from app.models import DocumentInput

MAX_UPLOAD_BYTES = 50 * 1024 * 1024
# Room for part headers and boundaries on top of the files themselves.
MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 256 * 1024
MAX_PARTS = MAX_IMAGES + 5
MAX_FIELD_BYTES = 1024 * 1024  # pasted text: 150,000 characters of up to 4 UTF-8 bytes fit in 600 KB
MAX_HEADER_BYTES = 8 * 1024
FILE_FIELDS = ("file", "files", "files[]")
TEXT_FIELDS = ("text", "language")

_MB = 1024 * 1024


@dataclass
class _Part:
    headers: dict[str, bytes] = field(default_factory=dict)
    data: bytearray = field(default_factory=bytearray)
    name: str = ""
    filename: str | None = None


@dataclass
class Upload:
    """What a multipart request carried: files in the order sent, and the plain fields."""

    files: list[bytes] = field(default_factory=list)
    fields: dict[str, str] = field(default_factory=dict)


def too_large(size: int) -> InputTooLarge:
    return InputTooLarge("upload_too_large", size_mb=f"{size / _MB:.1f}", max_mb=f"{MAX_UPLOAD_BYTES / _MB:g}")


async def read_multipart(content_type: str, stream: AsyncIterator[bytes], content_length: int | None) -> Upload:
    """Parse a multipart/form-data body into memory; raises InputTooLarge / InvalidArguments."""
    if content_length is not None and content_length > MAX_BODY_BYTES:
        raise too_large(content_length)
    _, options = parse_options_header(content_type)
    boundary = options.get(b"boundary")
    if not boundary:
        raise InvalidArguments("upload_malformed")

    upload = Upload()
    parts: list[_Part] = []
    current = _Part()
    header_field = bytearray()
    header_value = bytearray()
    errors: list[Exception] = []

    def on_part_begin() -> None:
        nonlocal current
        if len(parts) >= MAX_PARTS:
            errors.append(InputTooLarge("too_many_images", count=len(parts) + 1, max=MAX_IMAGES))
        current = _Part()

    def on_header_field(data: bytes, start: int, end: int) -> None:
        header_field.extend(data[start:end])

    def on_header_value(data: bytes, start: int, end: int) -> None:
        header_value.extend(data[start:end])
        if len(header_value) > MAX_HEADER_BYTES:
            errors.append(InvalidArguments("upload_malformed"))

    def on_header_end() -> None:
        current.headers[header_field.decode("latin-1").lower()] = bytes(header_value)
        header_field.clear()
        header_value.clear()

    def on_headers_finished() -> None:
        _, disposition = parse_options_header(current.headers.get("content-disposition", b""))
        current.name = disposition.get(b"name", b"").decode("utf-8", "replace")
        raw_filename = disposition.get(b"filename")
        current.filename = raw_filename.decode("utf-8", "replace") if raw_filename is not None else None

    def on_part_data(data: bytes, start: int, end: int) -> None:
        current.data.extend(data[start:end])
        if current.filename is None and len(current.data) > MAX_FIELD_BYTES:
            errors.append(InputTooLarge("text_too_long", count=len(current.data), max=150_000))

    def on_part_end() -> None:
        parts.append(current)

    parser = MultipartParser(
        boundary,
        callbacks={
            "on_part_begin": on_part_begin,
            "on_part_data": on_part_data,
            "on_part_end": on_part_end,
            "on_header_field": on_header_field,
            "on_header_value": on_header_value,
            "on_header_end": on_header_end,
            "on_headers_finished": on_headers_finished,
        },
    )
    size = 0
    try:
        async for chunk in stream:
            size += len(chunk)
            if size > MAX_BODY_BYTES:
                raise too_large(size)
            parser.write(chunk)
            if errors:
                raise errors[0]
        parser.finalize()
    except (InputTooLarge, InvalidArguments):
        raise
    except Exception:  # python-multipart's errors say nothing a person could act on
        raise InvalidArguments("upload_malformed") from None
    if errors:
        raise errors[0]

    for part in parts:
        if part.filename is not None or part.name in FILE_FIELDS:
            if part.data:  # a browser sends an empty part for a file input left empty
                upload.files.append(bytes(part.data))
        elif part.name in TEXT_FIELDS:
            upload.fields[part.name] = part.data.decode("utf-8", "replace")
        else:
            raise InvalidArguments(
                "args_unknown_field", field=part.name[:60], allowed=", ".join((FILE_FIELDS[0], *TEXT_FIELDS))
            )
    return upload


def document_from_upload(upload: Upload) -> DocumentInput:
    """One PDF, several images, one text file, or pasted text; the REST limits apply."""
    requested = upload.fields.get("language")
    # A form's empty field chose nothing: the default, where a JSON "" would be refused.
    language = parse_language(requested if requested and requested.strip() else None)
    text = upload.fields.get("text")
    has_text = text is not None and text.strip() != ""
    if upload.files and has_text:
        raise InvalidArguments("upload_several")
    if not upload.files:
        if not has_text:
            raise InvalidArguments("upload_none")
        return parse_arguments({"text": text, "language": language})

    total = sum(len(data) for data in upload.files)
    if total > MAX_UPLOAD_BYTES:
        raise too_large(total)
    kinds = [sniff(data) for data in upload.files]
    if all(is_image(kind) for kind in kinds):
        if len(upload.files) > MAX_IMAGES:
            raise InputTooLarge("too_many_images", count=len(upload.files), max=MAX_IMAGES)
        return DocumentInput(explanation_language=language, images=tuple(upload.files))
    if len(upload.files) > 1:
        # Only photos of pages may come as several files; say which file does not fit.
        first_odd = next(i for i, kind in enumerate(kinds, start=1) if not is_image(kind))
        raise InvalidArguments("upload_mixed", index=first_odd)
    data, kind = upload.files[0], kinds[0]
    if kind == "pdf":
        return DocumentInput(explanation_language=language, pdf=data)
    return parse_arguments({"text": decode_text_file(data), "language": language})


def decode_text_file(data: bytes) -> str:
    """A text file in UTF-8 (with or without BOM), UTF-16 with BOM, or a Western 8-bit code page."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise UnsupportedInput("unsupported_file") from None
    if b"\x00" in data[:65536] or data.startswith(b"PK\x03\x04"):
        # Binary (a Word file, a ZIP, an unknown image type): not something we can read as text.
        raise UnsupportedInput("unsupported_file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        # Text saved by older Windows programs; cp1252 decodes every byte, so check it reads as text.
        text = data.decode("cp1252", errors="replace")
        if sum(1 for c in text if c.isprintable() or c in "\n\r\t") < 0.95 * len(text):
            raise UnsupportedInput("unsupported_file") from None
        return text
