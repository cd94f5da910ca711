"""The typed document: the bytes a front door received, sniffed once, as ``Text | Pdf | Images``.

The three front doors (MCP arguments in ``app.intake.validate``, the REST upload in
``app.transport.rest.upload``, a file on disk in ``app.cli``) build their document with these
functions; this module is the only caller of ``sniff``. The stages after intake take the typed
value and trust the kind recorded in it. Errors carry message keys and counts, never content.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from app.config import Settings
from app.errors import InputTooLarge, InvalidArguments, UnsupportedInput
from app.intake.sniff import is_image, sniff
from app.models import Content, Images, PageImage, Pdf, Text, TextEncoding

_MB = 1024 * 1024
_UTF8_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True)
class Unrecognised:
    """A file that is neither a PDF nor a supported image: perhaps a text file, perhaps not."""

    data: bytes = field(repr=False)


Recognised = Pdf | PageImage | Unrecognised


def recognise(data: bytes) -> Recognised:
    """Sniff ``data`` (once) and wrap it in the type its first bytes show."""
    kind = sniff(data)
    if kind == "pdf":
        return Pdf(data)
    if is_image(kind):
        return PageImage(data, kind)
    return Unrecognised(data)


def pdf_of(data: bytes) -> Pdf:
    found = recognise(data)
    if not isinstance(found, Pdf):
        raise UnsupportedInput("not_a_pdf")
    return found


def page_of(data: bytes, index: int) -> PageImage:
    """One page photo; ``index`` counts from 1, as the message names it."""
    found = recognise(data)
    if not isinstance(found, PageImage):
        raise UnsupportedInput("unsupported_image", index=index)
    return found


def images_of(files: Sequence[bytes]) -> Images:
    """Photos of the pages in the order given; the first file that is not one is named."""
    return Images(tuple(page_of(data, index) for index, data in enumerate(files, start=1)))


# --------------------------------------------------------------------------- limits


def checked_text(text: Text, settings: Settings) -> Text:
    """The text stripped, within the text limits of ``settings``."""
    stripped = text.text.strip()
    if len(stripped) < settings.min_text_chars:
        raise InvalidArguments("text_too_short", count=len(stripped), min=settings.min_text_chars)
    if len(stripped) > settings.max_text_chars:
        raise InputTooLarge("text_too_long", count=len(stripped), max=settings.max_text_chars)
    return Text(stripped, text.encoding)


def check_file_size(size: int, settings: Settings) -> None:
    """The file limit of the MCP tool (and of `klartext explain FILE`, which shares its rules)."""
    if size > settings.max_file_bytes:
        raise file_too_large(size, settings)


def file_too_large(size: int, settings: Settings) -> InputTooLarge:
    return InputTooLarge("file_too_large", size_mb=f"{size / _MB:.1f}", max_mb=f"{settings.max_file_bytes / _MB:g}")


def within_file_limits(found: Pdf | PageImage | Text, settings: Settings) -> Content:
    """One file from disk as the MCP tool would take it: a PDF, one page photo, or text."""
    if isinstance(found, Text):
        return checked_text(found, settings)
    check_file_size(len(found.data), settings)
    return found if isinstance(found, Pdf) else Images((found,))


# --------------------------------------------------------------------------- text files


def decode_text_file(data: bytes) -> Text:
    """A text file in UTF-8 (with or without BOM), UTF-16 with BOM, or a Western 8-bit code page."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return Text(data.decode("utf-16"), "utf-16")
        except UnicodeDecodeError:
            raise UnsupportedInput("unsupported_file") from None
    if b"\x00" in data[:65536] or data.startswith(b"PK\x03\x04"):
        # Binary (a Word file, a ZIP, an unknown image type): not something we can read as text.
        raise UnsupportedInput("unsupported_file")
    try:
        return Text(data.decode("utf-8-sig"), _utf8_label(data))
    except UnicodeDecodeError:
        # Text saved by older Windows programs; cp1252 decodes every byte, so check it reads as text.
        text = data.decode("cp1252", errors="replace")
        if sum(1 for c in text if c.isprintable() or c in "\n\r\t") < 0.95 * len(text):
            raise UnsupportedInput("unsupported_file") from None
        return Text(text, "cp1252")


def decode_utf8_file(data: bytes) -> Text:
    """A text file in UTF-8 only (with or without BOM): the rule of `klartext explain FILE`."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnsupportedInput("unsupported_file") from None
    if "\x00" in text:  # binary that happens to be valid UTF-8
        raise UnsupportedInput("unsupported_file")
    return Text(text, _utf8_label(data))


def _utf8_label(data: bytes) -> TextEncoding:
    return "utf-8-sig" if data.startswith(_UTF8_BOM) else "utf-8"
