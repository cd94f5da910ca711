"""Multipart uploads of the website, read into memory and turned into a ``DocumentInput``.

Starlette's own form parser spools files above 1 MB to a temporary file; the uploaded document
must never touch the disk, so the body is parsed here with python-multipart's streaming parser
into memory, under hard limits on size and number of parts.

REST limits, from ``Settings`` (the MCP tools keep ``max_file_bytes``, 8 MB: there the file
travels as Base64 through a chat): one PDF up to ``max_upload_bytes`` (50 MB, and the page cap),
up to ``max_images`` photos up to 50 MB together, or one text file (its text within the text
limits, like pasted text). Each file is sniffed once, by ``app.intake.document``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from python_multipart.multipart import MultipartParser, parse_options_header

from app.config import Settings
from app.errors import InputTooLarge, InvalidArguments
from app.intake.document import Unrecognised, checked_text, decode_text_file, recognise
from app.intake.validate import parse_arguments
from app.language import parse_language
from app.models import DocumentInput, Images, PageImage, Pdf

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


def too_large(size: int, settings: Settings) -> InputTooLarge:
    max_mb = f"{settings.max_upload_bytes / _MB:g}"
    return InputTooLarge("upload_too_large", size_mb=f"{size / _MB:.1f}", max_mb=max_mb)


async def read_multipart(
    content_type: str, stream: AsyncIterator[bytes], content_length: int | None, settings: Settings
) -> Upload:
    """Parse a multipart/form-data body into memory; raises InputTooLarge / InvalidArguments."""
    max_body = settings.max_upload_body_bytes
    if content_length is not None and content_length > max_body:
        raise too_large(content_length, settings)
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
        if len(parts) >= settings.max_upload_parts:
            errors.append(InputTooLarge("too_many_images", count=len(parts) + 1, max=settings.max_images))
        current = _Part()

    def on_header_field(data: bytes, start: int, end: int) -> None:
        header_field.extend(data[start:end])

    def on_header_value(data: bytes, start: int, end: int) -> None:
        header_value.extend(data[start:end])
        if len(header_value) > settings.max_part_header_bytes:
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
        if current.filename is None and len(current.data) > settings.max_form_field_bytes:
            errors.append(InputTooLarge("text_too_long", count=len(current.data), max=settings.max_text_chars))

    def on_part_end() -> None:
        parts.append(current)

    size = 0
    try:
        # Inside the try: python-multipart refuses a boundary over 256 bytes when the parser is made.
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
        async for chunk in stream:
            size += len(chunk)
            if size > max_body:
                raise too_large(size, settings)
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


def document_from_upload(upload: Upload, settings: Settings) -> DocumentInput:
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
        return parse_arguments({"text": text, "language": language}, settings)

    total = sum(len(data) for data in upload.files)
    if total > settings.max_upload_bytes:
        raise too_large(total, settings)
    files = [recognise(data) for data in upload.files]
    pages = [found for found in files if isinstance(found, PageImage)]
    if len(pages) == len(files):
        if len(pages) > settings.max_images:
            raise InputTooLarge("too_many_images", count=len(pages), max=settings.max_images)
        return DocumentInput(explanation_language=language, content=Images(tuple(pages)))
    if len(files) > 1:
        # Only photos of pages may come as several files; say which file does not fit.
        first_odd = next(i for i, found in enumerate(files, start=1) if not isinstance(found, PageImage))
        raise InvalidArguments("upload_mixed", index=first_odd)
    found = files[0]
    if isinstance(found, Pdf):
        return DocumentInput(explanation_language=language, content=found)
    assert isinstance(found, Unrecognised)  # one photo alone was taken above
    return DocumentInput(explanation_language=language, content=checked_text(decode_text_file(found.data), settings))
