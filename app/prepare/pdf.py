"""Text from PDFs, normalised so that clauses can be cut reliably.

Pages with a usable text layer are read with pypdf; the others (scans, text drawn as outlines,
broken font encodings) are rendered and read by OCR. ``text_layer_usable`` decides which is which.
"""

from __future__ import annotations

import io
import logging
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.errors import InputTooLarge, Refused, UnreadableDocument
from app.intake.budget import MemoryBudget
from app.models import ExtractedText, Notice, Pdf
from app.prepare import ocr
from app.prepare.language import UNKNOWN, detect_language
from app.prepare.pages import continuation
from app.prepare.pdf_layout import COLUMN_GAP, Line, page_lines, page_text, right_margin, runs_on
from app.prepare.pdf_render import RenderedPdf
from app.prepare.segment import PAGE_NUMBER

if TYPE_CHECKING:
    from pypdf import PageObject

log = logging.getLogger(__name__)

MIN_PAGE_LETTERS = 12  # fewer letters than this on a page: a scan, a blank page or only a page number
_EDGE_LINES = 3  # headers and footers live in the first and last lines of a page

_SPACES = re.compile(r"[^\S\n]+")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u00ad\u200b\ufeff]")
_BLANK_RUNS = re.compile(r"\n{3,}")
# "Miet-\nund Nebenkosten" keeps its hyphen: the next word is a conjunction, not a word's tail.
_HYPHENATED = re.compile(
    r"(\w)-\n(?!(?:und|oder|bzw|sowie|bis|and|or|to|et|ou|y|o|e|ed|od)\b)([a-zäöüßàâçéèêëîïôûùüÿñæœáíóúãõ]+)"
)
_DIGITS = re.compile(r"\d+")

# Drawing instructions of one page (its content streams, decoded). pypdf reads text from them at
# ~0.5 MB/s and slower as they grow (1 MB: 2 s, 2 MB: 6 s), and PDFium holds them in memory to render the
# page: a 1.5 MB file that inflates to 1.5 GB took PDFium 16 s and 2.6 GB. The samples have ~5 KB a page.
# More than this on a page, or past the document's text budget: the text layer is not read, the page is
# rendered for OCR (half a MB: ~0.7 s of pypdf; an ordinary page of text has 5-50 KB, a 100-page contract 3 MB).
MAX_TEXT_LAYER_BYTES = 512 * 1024
MAX_TEXT_LAYER_TOTAL_BYTES = 6 * 1024 * 1024
MAX_PAGE_CONTENT_BYTES = 16 * 1024 * 1024  # more: the page is refused (pdf_too_complex)
MAX_CONTENT_BYTES = 64 * 1024 * 1024  # all pages together (pypdf keeps what it decoded until the end)
# Decoded images of one page, from their declared size: PDFium decodes each image whole to render the page
# (a 0.9 MB file holding a 30000 x 30000 gray image took it to 1.15 GB). An A4 page scanned at 600 DPI in
# colour is 105 MB.
MAX_PAGE_IMAGE_BYTES = 200 * 1024 * 1024
_COMPONENTS = {"/DeviceGray": 1, "/CalGray": 1, "/DeviceRGB": 3, "/CalRGB": 3, "/Lab": 3}
_FORM_DEPTH = 8  # forms inside forms: deeper ones are not followed (pypdf's text extraction stops too)


def text_layer_usable(page_text: str) -> bool:
    """Does this page's text layer carry the page's content, or is the page a scan?

    Broken font encodings produce symbol soup instead of words; count those as no text too.
    """
    letters = sum(1 for c in page_text if c.isalpha())
    visible = sum(1 for c in page_text if not c.isspace())
    return letters >= MIN_PAGE_LETTERS and letters >= 0.5 * visible


def extract_pdf(pdf: Pdf, max_pages: int, budget: MemoryBudget | None = None) -> ExtractedText:
    """Raises UnreadableDocument / InputTooLarge / Refused with message keys (intake sniffed the type)."""
    data = pdf.data
    layout = _read_layout(data, max_pages)
    pages = layout.texts
    usable = [text_layer_usable(text) for text in pages]
    # Text layers are read with their layout (columns, blank lines); OCR text keeps its own normalisation.
    laid_out = list(usable)
    texts = [text if ok else "" for text, ok in zip(pages, usable, strict=True)]
    warnings: list[Notice] = []
    scanned = [index for index, ok in enumerate(usable) if not ok]
    if scanned:
        # The pages with a text layer tell the OCR languages of the scanned ones: the document's
        # text (and its language, detected in app.prepare.run) does not exist before the OCR.
        read = _ocr(data, scanned, detect_language("\n".join(texts)), budget)
        for index, page in read.items():
            texts[index] = page.text if page.has_text else ""
        warning = ocr.low_confidence_warning([(index + 1, page) for index, page in read.items()])
        if warning:
            warnings.append(warning)
        if not any(texts):
            raise Refused("ocr_no_text")
    cleaned = normalize_pages(texts, laid_out)
    printed = [lines if ok else [] for lines, ok in zip(layout.lines, usable, strict=True)]
    text, starts = join_pages(cleaned, _wrapped_over(cleaned, printed, layout.margin))
    return ExtractedText(text=text, page_starts=starts, warnings=tuple(warnings), scanned=bool(scanned))


def _ocr(data: bytes, indexes: Sequence[int], hint: str, budget: MemoryBudget | None) -> dict[int, ocr.OcrPage]:
    with RenderedPdf(data) as document:
        # pypdf and PDFium may disagree about a damaged file; read only pages both can see.
        indexes = [index for index in indexes if index < len(document)]
        pages = ocr.read_pages([_page(document, index, budget) for index in indexes], None if hint == UNKNOWN else hint)
    return dict(zip(indexes, pages, strict=True))


def _page(document: RenderedPdf, index: int, budget: MemoryBudget | None) -> ocr.Page:
    """Render and prepare one page for tesseract, within ``budget`` (shared with the photos of other requests)."""

    def prepared() -> ocr.PreparedPage:
        if budget is None:
            return ocr.prepare_page(document.page(index))
        with budget.hold((1 + ocr.PREPARE_BYTES_PER_PIXEL) * document.pixels(index)):
            return ocr.prepare_page(document.page(index))

    return prepared


@dataclass(frozen=True)
class _Pages:
    """The pages' text; for each page read with its layout its printed lines, and the text's right margin."""

    texts: list[str]
    lines: list[list[Line]]
    margin: float | None


def _laid_out(pages: Sequence[list[Line] | str]) -> _Pages:
    margin = right_margin([page for page in pages if not isinstance(page, str)])
    return _Pages(
        [page if isinstance(page, str) else page_text(page, margin) for page in pages],
        [[] if isinstance(page, str) else page for page in pages],
        margin,
    )


def _read_pages(data: bytes, max_pages: int) -> list[str]:
    """Each page's text (an empty string for a page left to OCR)."""
    return _read_layout(data, max_pages).texts


def _read_layout(data: bytes, max_pages: int) -> _Pages:
    from pypdf import PdfReader, apply_configuration
    from pypdf.errors import DependencyError, FileNotDecryptedError, PyPdfError, WrongPasswordError

    # pypdf stops decoding a stream past these sizes (LimitReachedError): a page over them is refused below.
    limit = MAX_PAGE_CONTENT_BYTES + 1
    try:
        with apply_configuration(
            zlib_maximum_output_length=limit,
            lzw_maximum_output_length=limit,
            run_length_maximum_output_length=limit,
            brotli_maximum_output_length=limit,
            array_based_stream_maximum_output_length=limit,
        ):
            reader = PdfReader(io.BytesIO(data))
            if reader.is_encrypted:
                try:
                    opened = bool(reader.decrypt(""))
                except (WrongPasswordError, FileNotDecryptedError):
                    opened = False
                if not opened:
                    raise UnreadableDocument("pdf_encrypted")
            declared = _declared_pages(reader)
            if declared > max_pages:  # before pypdf walks a page tree of 10,000 pages (seconds)
                raise InputTooLarge("pdf_too_many_pages", count=declared, max=max_pages)
            count = len(reader.pages)
            if count == 0:
                raise UnreadableDocument("pdf_empty")
            if count > max_pages:
                raise InputTooLarge("pdf_too_many_pages", count=count, max=max_pages)
            texts: list[list[Line] | str] = []
            budget, text_budget = MAX_CONTENT_BYTES, MAX_TEXT_LAYER_TOTAL_BYTES
            for number, page in enumerate(reader.pages, start=1):
                size = _content_size(page, number)
                if _image_bytes(page.get("/Resources"), _FORM_DEPTH, set()) > MAX_PAGE_IMAGE_BYTES:
                    raise _too_complex(number)
                budget -= size
                if budget < 0:
                    raise _too_complex(number)
                readable = size <= min(MAX_TEXT_LAYER_BYTES, text_budget)
                text_budget -= size if readable else 0
                texts.append(_page_text(page) if readable else "")
            return _laid_out(texts)
    except (UnreadableDocument, InputTooLarge):
        raise
    except DependencyError as exc:
        # A missing crypto backend is our problem, not the user's file: make it visible in the logs.
        log.error("pdf needs an optional dependency: %s", type(exc).__name__)
        raise UnreadableDocument("pdf_encrypted") from None
    except (PyPdfError, OSError, ValueError, KeyError, IndexError, TypeError, AttributeError,
            AssertionError, ZeroDivisionError, UnicodeError, RecursionError, OverflowError,
            MemoryError, NotImplementedError, LookupError) as exc:  # fmt: skip
        # pypdf raises almost anything on damaged files. Log the type only: never file content.
        log.warning("pdf could not be read: %s", type(exc).__name__)
        raise UnreadableDocument("pdf_corrupt") from None


def _page_text(page: PageObject) -> list[Line] | str:
    """The page's printed lines with their positions (``app.prepare.pdf_layout``), or where they cannot be had its
    text as pypdf's public layout mode or, failing that, its plain reader gives it.

    Layout mode reads only the page's own drawing instructions, not text inside forms (XObjects), and leaves
    out rotated text: where the plain reader finds more letters, its text is taken (no layout, no text lost)."""
    lines: list[Line] | None = None
    from pypdf.errors import LimitReachedError, PyPdfError

    text = ""
    try:
        lines = page_lines(page)
        text = (
            "\n".join(line.text for line in lines) if lines is not None else page.extract_text(extraction_mode="layout")
        )
    except LimitReachedError:
        raise
    except (PyPdfError, KeyError, IndexError, TypeError, ValueError, AttributeError, AssertionError,
            ZeroDivisionError, UnicodeError, OverflowError, NotImplementedError, LookupError):  # fmt: skip
        lines, text = None, ""  # the layout reader stumbles on some fonts: the plain reader below still reads them
    if text_layer_usable(text) and not _has_forms(page.get("/Resources")):
        return lines if lines is not None else text or ""
    plain = page.extract_text() or ""
    if _letters(plain) > _letters(text) + MIN_PAGE_LETTERS:
        return plain
    return lines if lines is not None else text or ""


def _letters(text: str) -> int:
    return sum(1 for c in text if c.isalpha())


def _has_forms(resources: Any) -> bool:
    """Does the page draw forms (XObjects), which may hold text that layout mode does not read?"""
    from pypdf.generic import DictionaryObject

    resources = _resolved(resources)
    xobjects = _resolved(resources.get("/XObject")) if isinstance(resources, DictionaryObject) else None
    if not isinstance(xobjects, DictionaryObject):
        return False
    return any(
        isinstance(x := _resolved(reference), DictionaryObject) and _resolved(x.get("/Subtype")) == "/Form"
        for reference in xobjects.values()
    )


def _declared_pages(reader: Any) -> int:
    """The /Count of the page tree's root: what the file says it holds (the walk checks it after)."""
    try:
        count = reader.trailer["/Root"]["/Pages"]["/Count"]
        return int(count) if isinstance(count, int) else 0
    except (KeyError, TypeError, ValueError, AttributeError):
        return 0


def _content_size(page: PageObject, number: int) -> int:
    """Bytes of the page's drawing instructions, decoded; a page over ``MAX_PAGE_CONTENT_BYTES`` is refused."""
    from pypdf.errors import LimitReachedError

    try:
        contents = page.get_contents()
        size = len(contents.get_data()) if contents is not None else 0
    except LimitReachedError:
        raise _too_complex(number) from None
    if size > MAX_PAGE_CONTENT_BYTES:
        raise _too_complex(number)
    return size


def _image_bytes(resources: Any, depth: int, seen: set[int]) -> int:
    """Decoded bytes of the images a page's resources hold (forms followed), from their declared sizes."""
    from pypdf.generic import DictionaryObject

    resources = _resolved(resources)
    xobjects = _resolved(resources.get("/XObject")) if isinstance(resources, DictionaryObject) else None
    if not isinstance(xobjects, DictionaryObject) or depth <= 0:
        return 0
    total = 0
    for reference in xobjects.values():
        xobject = _resolved(reference)
        if not isinstance(xobject, DictionaryObject) or id(xobject) in seen:
            continue
        seen.add(id(xobject))
        subtype = _resolved(xobject.get("/Subtype"))
        if subtype == "/Image":
            mask = getattr(_resolved(xobject.get("/ImageMask")), "value", False) is True
            bits = 1 if mask else int(_resolved(xobject.get("/BitsPerComponent")) or 8)
            colour = _resolved(xobject.get("/ColorSpace"))
            components = 1 if mask else _COMPONENTS.get(colour, 4) if isinstance(colour, str) else 4
            pixels = abs(int(_resolved(xobject.get("/Width")) or 0) * int(_resolved(xobject.get("/Height")) or 0))
            total += pixels * components * max(bits, 1) // 8
        elif subtype == "/Form":
            total += _image_bytes(xobject.get("/Resources"), depth - 1, seen)
    return total


def _resolved(value: Any) -> Any:
    """An indirect reference's object (``dict.get`` of pypdf's dictionaries does not follow them)."""
    return value.get_object() if value is not None else None


def _too_complex(page: int) -> InputTooLarge:
    return InputTooLarge("pdf_too_complex", page=page)


def normalize_pages(pages: Sequence[str], laid_out: Sequence[bool] | None = None) -> list[str]:
    """Clean each page and drop header/footer lines that repeat across pages.

    A letterhead printed at the top of every page is kept once, on the first page with text where that page
    was read from its text layer (OCR text is left as it was read): it names the sender. Footers (bank
    details, "Seite 1 von 2") and page numbers go on every page.

    ``laid_out[i]``: page i was read with its layout, so a line with a wide gap is a table row whose columns
    keep their spacing (as in a text file's table); elsewhere runs of spaces are one space."""
    flags = list(laid_out) if laid_out is not None else [False] * len(pages)
    lines_per_page = [_clean_lines(text, columns) for text, columns in zip(pages, flags, strict=True)]
    repeated = _repeated_edge_lines(lines_per_page)
    result = []
    first = next((index for index, lines in enumerate(lines_per_page) if any(lines)), None)
    for index, lines in enumerate(lines_per_page):
        kept = _drop_edges(lines, repeated, multi_page=len(pages) > 1, keep_top=index == first and flags[index])
        page = "\n".join(kept)
        page = _HYPHENATED.sub(r"\1\2", page)
        result.append(_BLANK_RUNS.sub("\n\n", page).strip())
    return result


def _wrapped_over(pages: Sequence[str], printed: Sequence[Sequence[Line]], margin: float | None) -> list[bool]:
    """For each page: does its last line run on to the next page's first (a paragraph wrapped at the margin)?

    The page's last line, once headers and footers are dropped, is measured where it was printed."""
    carried = [False] * len(pages)
    following = ""
    for index in range(len(pages) - 1, -1, -1):
        page = pages[index]
        last = page.rsplit("\n", 1)[-1]
        for line in reversed(printed[index]):
            if last.endswith(_SPACES.sub(" ", line.text).strip()):
                end = line
                break
        else:
            end = None
        if margin is not None and end is not None and following:
            carried[index] = runs_on(end, following, margin)
        if page:
            following = page.split("\n", 1)[0]
    return carried


def join_pages(pages: Sequence[str], carried: Sequence[bool] = ()) -> tuple[str, tuple[int, ...]]:
    """Pages joined by a blank line; ``starts[i]`` is where page i+1 begins (empty pages share the next offset).

    ``carried[i]``: the last line of page i was wrapped at the margin into the next page's first line: they are
    one line again."""
    parts: list[str] = []
    starts: list[int | None] = []
    offset = 0
    previous_carried = False
    for index, page in enumerate(pages):
        if not page:
            starts.append(None)  # filled in below with where the next page with text begins
            continue
        if parts:
            # One sentence running on to the next page stays one sentence ("bis zum 19.09." + "2025 mit").
            last = parts[-1].rsplit("\n", 1)[-1]
            first = page.split("\n", 1)[0]
            joiner = continuation(last, first)
            if previous_carried and joiner is None and not last.endswith("-"):
                joiner = " "  # a word hyphenated across pages keeps its break: the pages' offsets stay as they are
            if joiner is None:
                joiner = "\n\n"
            else:
                parts[-1] = parts[-1].rstrip()
                offset = sum(len(p) for p in parts)
            parts.append(joiner)
            offset += len(joiner)
        starts.append(offset)
        parts.append(page)
        offset += len(page)
        previous_carried = index < len(carried) and carried[index]
    following = offset
    for index in range(len(starts) - 1, -1, -1):
        start = starts[index]
        if start is None:
            starts[index] = following
        else:
            following = start
    return "".join(parts), tuple(start or 0 for start in starts)


def _clean_lines(text: str, columns: bool = False) -> list[str]:
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n").replace("\u00a0", " "))
    return [
        _table_row(line) if columns and COLUMN_GAP.search(line.strip()) else _SPACES.sub(" ", line).strip()
        for line in text.split("\n")
    ]


def _table_row(line: str) -> str:
    """A row of a table keeps its columns where they are: indent and gaps as printed, tabs as spaces."""
    return line.replace("\t", " ").rstrip()


def _edge_indexes(lines: list[str]) -> list[int]:
    # Headers and footers are labels, not sentences: a full sentence that repeats is content.
    filled = _label_indexes(lines)
    return sorted(set(filled[:_EDGE_LINES] + filled[-_EDGE_LINES:]))


def _top_indexes(lines: list[str]) -> list[int]:
    """The header lines of a page: its first labels, above the first line of any other kind."""
    filled = [i for i, line in enumerate(lines) if line]
    labels = set(_label_indexes(lines))
    top: list[int] = []
    for i in filled[:_EDGE_LINES]:
        if i not in labels:
            break
        top.append(i)
    bottom = set(filled[-_EDGE_LINES:])
    return [i for i in top if i not in bottom or len(filled) > 2 * _EDGE_LINES]


def _label_indexes(lines: list[str]) -> list[int]:
    return [i for i, line in enumerate(lines) if line and not _is_sentence(lines[i])]


def _is_sentence(line: str) -> bool:
    return line.endswith((".", ":", ";")) and len(line.split()) >= 6


def _shape(line: str) -> str:
    # "Seite 2 von 5" and "Seite 3 von 5" are the same footer.
    return _DIGITS.sub("#", line.lower())


def _repeated_edge_lines(pages: list[list[str]]) -> set[str]:
    with_text = [lines for lines in pages if any(lines)]
    if len(with_text) < 2:
        return set()
    counts: Counter[str] = Counter()
    for lines in with_text:
        counts.update({_shape(lines[i]) for i in _edge_indexes(lines)})
    needed = max(2, round(0.6 * len(with_text)))
    return {shape for shape, n in counts.items() if n >= needed}


def _drop_edges(lines: list[str], repeated: set[str], multi_page: bool, keep_top: bool = False) -> list[str]:
    """Drop repeated header and footer lines; with ``keep_top`` the page's top lines (a letterhead) stay."""
    top = set(_top_indexes(lines)) if keep_top else set()
    drop = {
        i
        for i in _edge_indexes(lines)
        if (_shape(lines[i]) in repeated and i not in top) or (multi_page and PAGE_NUMBER.fullmatch(lines[i].strip()))
    }
    return [line for i, line in enumerate(lines) if i not in drop]
