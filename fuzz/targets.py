"""The intake routes the harnesses fuzz, each ending where tesseract would begin.

Every target takes the fuzzer's bytes, runs Klartext's own code for one front door, and lets only
Klartext's typed refusals (``KlartextError``) through as expected: any other exception escaping is a
finding. The routes are the product's own functions, with one substitution: ``ocr.read_pages`` is
replaced by ``decode_pages``, which decodes every page exactly as OCR would get it (Pillow,
pillow-heif or PDFium, EXIF orientation) and, for pages small enough to keep the fuzzer fast, also
runs the preparation for tesseract (gray, rescale, flatten the light, stretch the contrast, deskew,
binarise), but never tesseract itself: through tesseract an input would cost a second or more.
"""

from __future__ import annotations

import logging
import warnings
import zlib
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from typing import Any

from app.config import Settings
from app.errors import KlartextError
from app.intake.document import images_of, page_of, pdf_of
from app.intake.validate import parse_arguments
from app.language import DEFAULT_LANGUAGE, answer_language
from app.models import DocumentInput, Images
from app.prepare import ocr
from app.prepare.images import binarise, deskew, normalise
from app.prepare.run import extract
from app.transport.rest.routes import json_arguments
from app.transport.rest.upload import document_from_upload, read_multipart

SETTINGS = Settings()
# Pages up to this long side get the whole preparation for tesseract; larger ones are decoded only
# (the preparation scales a page to ~2339 px, ~0.2 s each: fuzzing would slow to a crawl).
PREPARE_MAX_SIDE = 512
MAX_LIST_FILES = 4  # images in one image_list input
CHUNK_SIZES = (1, 7, 64, 511, 4096, 65536)  # how the multipart body arrives, chosen from the input


def decode_pages(pages: Sequence[ocr.Page], language_hint: str | None = None) -> list[ocr.OcrPage]:
    """Stands in for ``ocr.read_pages``: decode (and, for small pages, prepare) each page, read none."""
    read = []
    for page in pages:
        image = page()
        if isinstance(image, ocr.PreparedPage):  # a PDF page rendered and prepared within the decoding budget
            pass
        elif max(image.size) <= PREPARE_MAX_SIDE:
            level, _ = deskew(normalise(image))
            binarise(level)
        read.append(ocr.OcrPage(text="", confidence=0.0, rotation=0, letters=0))
    return read


def quiet() -> None:
    """No log lines or warnings per input: they cost time and say nothing the fuzzer needs."""
    ocr.read_pages = decode_pages
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")


def refusals_only(target: Callable[[bytes], None]) -> Callable[[bytes], None]:
    """``target`` with Klartext's typed refusals swallowed: what escapes then is a finding."""

    def run(data: bytes) -> None:
        try:
            target(data)
        except KlartextError as error:
            error.message(answer_language(None))  # the refusal must render too (a missing key would raise)

    return run


def _prepare(document: DocumentInput) -> None:
    extract(document, SETTINGS)


def pdf_bytes(data: bytes) -> None:
    """A PDF as the MCP tool or an upload hands it on: sniffed, then pypdf, then PDFium for pages without text."""
    _prepare(DocumentInput(explanation_language=DEFAULT_LANGUAGE, content=pdf_of(data)))


def image_bytes(data: bytes) -> None:
    """One page photo: sniffed, checked from its header, decoded."""
    _prepare(DocumentInput(explanation_language=DEFAULT_LANGUAGE, content=Images((page_of(data, 1),))))


def split_files(data: bytes) -> list[bytes]:
    """Several files from one input: the first byte says how many, then each file is ``len:u32 LE`` + bytes.

    The length is taken modulo what is left, so any byte string makes a list.
    """
    if not data:
        return []
    count = 1 + data[0] % MAX_LIST_FILES
    files: list[bytes] = []
    rest = data[1:]
    for number in range(count):
        if number == count - 1 or len(rest) < 4:
            files.append(rest)
            break
        size = int.from_bytes(rest[:4], "little") % (len(rest) - 3)
        files.append(rest[4 : 4 + size])
        rest = rest[4 + size :]
    return files


def join_files(files: Sequence[bytes]) -> bytes:
    """The inverse of ``split_files``, for seeds."""
    out = bytearray([len(files) - 1])
    for index, data in enumerate(files):
        if index < len(files) - 1:
            out += len(data).to_bytes(4, "little")
        out += data
    return bytes(out)


def image_list(data: bytes) -> None:
    """Photos of several pages: each sniffed, all checked from their headers, then decoded in order."""
    _prepare(DocumentInput(explanation_language=DEFAULT_LANGUAGE, content=images_of(split_files(data))))


def run_to_end(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine that never waits on anything (the body comes from memory) without an event loop."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    coroutine.close()
    raise RuntimeError("the coroutine waited for something")


async def _chunks(body: bytes, size: int) -> AsyncIterator[bytes]:
    for start in range(0, len(body), size):
        yield body[start : start + size]


def multipart_body(data: bytes) -> None:
    """The REST upload: the first line is the Content-Type header, the rest the body, read in chunks."""
    header, _, body = data.partition(b"\n")
    content_type = header.rstrip(b"\r").decode("latin-1")
    size = CHUNK_SIZES[zlib.crc32(header) % len(CHUNK_SIZES)]
    upload = run_to_end(read_multipart(content_type, _chunks(body, size), len(body), SETTINGS))
    _prepare(document_from_upload(upload, SETTINGS))


def explain_arguments(data: bytes) -> None:
    """The JSON arguments of explain_document (and of the REST API's JSON body): base64, data URLs, limits."""
    arguments = json_arguments(data)  # the REST API's JSON body; over MCP the JSON-RPC layer parses it
    if isinstance(arguments, dict):
        answer_language(arguments.get("language"))  # what the tool does first, for its error messages
    _prepare(parse_arguments(arguments, SETTINGS))


TARGETS: dict[str, Callable[[bytes], None]] = {
    "pdf_bytes": pdf_bytes,
    "image_bytes": image_bytes,
    "image_list": image_list,
    "multipart_body": multipart_body,
    "explain_arguments": explain_arguments,
}
