"""OCR of scanned pages and photos: rotation, languages, per-page confidence, § repair.

Pages of one document are read in parallel, by at most one thread per core; the tesseract
processes of all requests share one bound (``app.prepare.tesseract``), so a 15-page upload
interleaves with other requests instead of queueing them behind all its pages.

Language: page 1 is read with German and English (the default); when the text turns out to be
French, Spanish, Italian or Portuguese, page 1 is read again with that language pack and so are
all other pages; German or English documents read their other pages with that one pack.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, replace

from PIL import Image

from app import metrics
from app.models import Notice, report_each_done, report_progress
from app.prepare import tesseract
from app.prepare.images import binarise, deskew, normalise
from app.prepare.language import detect_language

DEFAULT_LANGUAGES = "deu+eng"
_PACKS = {"de": "deu", "en": "eng", "fr": "fra", "es": "spa", "it": "ita", "pt": "por"}
LOW_CONFIDENCE = 70.0  # mean word confidence below which a page gets a warning
# Below this the page may be upside down or sideways: ask OSD before trusting the reading.
_CHECK_ROTATION_BELOW = 75.0
_MIN_OSD_CONFIDENCE = 2.0
# Words read with less confidence than this are noise (wood grain, a pattern), not text.
_WORD_CONFIDENCE = 45.0
MIN_PAGE_LETTERS = 20
# Turning a page clockwise by OSD's angle; a transpose, not a resampling rotation (mode "1" stays crisp).
_TURN = {90: Image.Transpose.ROTATE_270, 180: Image.Transpose.ROTATE_180, 270: Image.Transpose.ROTATE_90}

# Produces a page image when called (pages are decoded one at a time), or the page already prepared
# for tesseract (``prepare_page``): a caller with a memory budget prepares it within the budget.
Page = Callable[[], "Image.Image | PreparedPage"]


@dataclass(frozen=True)
class OcrPage:
    text: str
    confidence: float  # mean word confidence 0-100, weighted by word length
    rotation: int  # degrees the page was turned clockwise to read it
    letters: int  # letters in confidently read words

    @property
    def has_text(self) -> bool:
        return self.letters >= MIN_PAGE_LETTERS


@dataclass(frozen=True)
class PreparedPage:
    """A page as tesseract gets it: level, binarised (mode "1"), and the clockwise turn that made it level."""

    image: Image.Image
    turned_by: int


# Bytes per pixel of the OCR-size page that ``prepare_page`` holds at its peak (the gray page, the
# float copies of ``flatten_light``, the arrays of ``deskew`` and ``binarise``), for memory budgets.
PREPARE_BYTES_PER_PIXEL = 12


def prepare_page(image: Image.Image, *, normalised: bool = False) -> PreparedPage:
    """Normalise, deskew and binarise: the memory-hungry part of reading a page, done before tesseract."""
    level, angle = deskew(image if normalised else normalise(image))
    return PreparedPage(binarise(level), round(-angle / 90) * 90 % 360)  # clockwise quarter turns, as OSD counts


def read_page(
    image: Image.Image | PreparedPage, languages: str = DEFAULT_LANGUAGES, *, normalised: bool = False
) -> OcrPage:
    """OCR one page; upright pages cost one tesseract run, turned ones an OSD pass and a second run.

    Tesseract gets the page at ~200 DPI, with its lines level and binarised (``images.normalise``,
    ``images.deskew``, ``images.binarise``): cheaper in CPU and memory than a 300 DPI gray page, and as
    accurate (figures in bench/ocr_speed.py). A ``PreparedPage`` has had that done already.
    """
    prepared = image if isinstance(image, PreparedPage) else prepare_page(image, normalised=normalised)
    page, turned_by = prepared.image, prepared.turned_by
    metrics.OCR_PAGES.inc()
    first = _read(page, languages, turned_by)
    if first.confidence >= _CHECK_ROTATION_BELOW and first.has_text:
        return first
    rotation, confidence = tesseract.orientation(page)
    if rotation == 0 or confidence < _MIN_OSD_CONFIDENCE:
        return first
    turned = (
        _read(page.transpose(_TURN[rotation]), languages, (turned_by + rotation) % 360) if rotation in _TURN else first
    )
    return turned if (turned.letters, turned.confidence) > (first.letters, first.confidence) else first


def _read(page: Image.Image, languages: str, rotation: int) -> OcrPage:
    words = tesseract.read_words(page, languages)
    return OcrPage(
        text=fix_section_signs(_layout(words)),
        confidence=_confidence(words),
        rotation=rotation,
        letters=sum(sum(c.isalpha() for c in w.text) for w in words if w.confidence >= _WORD_CONFIDENCE),
    )


def languages_for(document_language: str | None) -> str:
    """Tesseract packs for a known document language, else German+English.

    One pack reads ~20 % faster than two (tesseract retries doubtful words with the second);
    the Romance languages keep English for the English words in contracts (e-mail, online).
    """
    pack = _PACKS.get(document_language or "")
    if not pack or pack not in tesseract.installed_languages():
        return DEFAULT_LANGUAGES
    return pack if pack in ("deu", "eng") else f"{pack}+eng"


def read_pages(pages: Sequence[Page], language_hint: str | None = None) -> list[OcrPage]:
    """OCR pages in order. ``language_hint`` (already known document language) skips the detection pass.

    The first exception (an unreadable image, a tesseract failure) cancels the pages not yet started.
    """
    if not pages:
        return []
    if language_hint:
        languages = languages_for(language_hint)
        first = read_page(pages[0](), languages)
    else:
        first = read_page(pages[0]())
        languages = languages_for(detect_language(first.text))
        if languages not in ("deu", "eng", DEFAULT_LANGUAGES):
            first = read_page(pages[0](), languages)
    report_progress("ocr", 1, len(pages))  # page n of m for an MCP task (app.explain.progress)
    rest = pages[1:]
    if not rest:
        return [first]
    with ThreadPoolExecutor(max_workers=min(tesseract.CORES, len(rest)), thread_name_prefix="ocr") as pool:
        futures: list[Future[OcrPage]] = [pool.submit(_read_one, page, languages) for page in rest]
        report_each_done(futures, "ocr", len(pages), already=1)
        done, _ = wait(futures, return_when=FIRST_EXCEPTION)
        for future in futures:
            if future in done and future.exception() is not None:
                for other in futures:
                    other.cancel()
                raise future.exception()  # type: ignore[misc]
        return [first, *(future.result() for future in futures)]


def _read_one(page: Page, languages: str) -> OcrPage:
    return read_page(page(), languages)


def low_confidence_warning(pages: Sequence[tuple[int, OcrPage]]) -> Notice | None:
    """A notice naming the (1-based) pages whose reading is uncertain."""
    weak = [str(number) for number, page in pages if page.has_text and page.confidence < LOW_CONFIDENCE]
    if not weak:
        return None
    return Notice.of("ocr_low_confidence", pages=", ".join(weak))


# A table cell that is a value: an amount, a number, a percentage, a date, a section or item number.
_NUMBER = r"(?:[-+−]\s?)?(?:€\s?)?(?:\d[\d.,' ]*\d|\d)(?:\s?(?:€|EUR|Euro|%))?"
_VALUE_CELL = re.compile(
    rf"^{_NUMBER}(?:\s?[-–]\s?{_NUMBER}|\s(?:bis|to|au|al|a|até)\s{_NUMBER})?$"  # "01.01.2026 - 30.06.2026"
    r"|^§§?\s?\d{1,4}[a-z]?$|^\(?\d{1,3}[a-z]?[.)]$|^\(?[a-z][.)]$"
)
_MIN_TABLE_ROWS = 3
_ALIGNED_PIXELS = 20
_NARROW = 0.3  # a value cell is narrower than this share of the page's text width


@dataclass(frozen=True)
class _Line:
    """One line as tesseract read it, with its box (computed once: the joins below compare many pairs)."""

    words: tuple[tesseract.Word, ...]
    left: int
    right: int
    top: int
    bottom: int
    text: str

    @classmethod
    def of(cls, words: Sequence[tesseract.Word]) -> _Line:
        return cls(
            tuple(words),
            min(w.left for w in words),
            max(w.left + w.width for w in words),
            min(w.top for w in words),
            max(w.top + w.height for w in words),
            " ".join(w.text for w in words),
        )


def _same_row(a: _Line, b: _Line) -> bool:
    overlap = min(a.bottom, b.bottom) - max(a.top, b.top)
    return overlap >= 0.5 * min(a.bottom - a.top, b.bottom - b.top) and (a.right <= b.left or b.right <= a.left)


def _nearest_on_row(index: int, lines: Sequence[_Line], rightward: bool) -> int | None:
    """The line nearest to ``lines[index]`` on the same row (only those to its right if ``rightward``)."""
    line = lines[index]
    beside = [
        other
        for other, candidate in enumerate(lines)
        if other != index and _same_row(line, candidate) and (not rightward or candidate.left >= line.right)
    ]
    return min(
        beside, key=lambda other: max(lines[other].left - line.right, line.left - lines[other].right), default=None
    )


def _join_table_rows(words: Sequence[tesseract.Word]) -> list[tesseract.Word]:
    """Put the values of a table back on their rows.

    Tesseract's page layout takes a column of right-aligned amounts (a tax assessment, a bill of
    service charges) or of margin numbers (§ 1, 2.) for a block of its own and reads it after the
    labels: "Einkommensteuer / Solidaritätszuschlag / … 9.874,00 / 0,00 / …", and which amount
    belongs to what is lost. A value cell (an amount, number, date, § or item number) that sits on
    the same row as a line beside it goes onto that line, and so does a label ("Mieter:") onto the
    line to its right, when at least three such cells are aligned in one column; a single number
    beside an address block or prose columns stay as they are.
    """
    groups: dict[tuple[int, int, int], list[tesseract.Word]] = {}
    for word in words:
        groups.setdefault((word.block, word.paragraph, word.line), []).append(word)
    if len(groups) < 2 * _MIN_TABLE_ROWS or not all(w.width for w in words):
        return list(words)
    lines = [_Line.of(group) for group in groups.values()]
    text_width = max(line.right for line in lines) - min(line.left for line in lines)
    narrow = [line.right - line.left <= _NARROW * text_width for line in lines]
    values: dict[int, int] = {}  # value line -> the line beside it on its row
    labels: dict[int, int] = {}  # "Mieter:" -> the line to its right on its row
    for index, line in enumerate(lines):
        is_value = bool(_VALUE_CELL.match(line.text))
        if narrow[index] and (is_value or line.text.endswith(":")):
            # An amount joins the line to its left, a margin number the one to its right; a label looks right.
            nearest = _nearest_on_row(index, lines, rightward=not is_value)
            if nearest is not None:
                (values if is_value else labels)[index] = nearest
    value_columns = _aligned_columns(values, lines, (lambda line: line.right, lambda line: line.left))
    label_columns = _aligned_columns(labels, lines, (lambda line: line.left,))
    for column in label_columns:
        # A label of the column whose colon was not read ("Position 10" among "Position 9:"...).
        left = min(lines[index].left for index in column)
        for index, line in enumerate(lines):
            if index in labels or index in values or not narrow[index] or abs(line.left - left) > _ALIGNED_PIXELS:
                continue
            nearest = _nearest_on_row(index, lines, rightward=True)
            if nearest is not None:
                labels[index] = nearest
                column.append(index)
    partners = {**labels, **values}
    joined = {index: partners[index] for column in value_columns + label_columns for index in column}
    for index in list(joined):  # "Miete:" and "850,00" point at each other: the label stays
        if joined.get(joined[index]) == index and index in labels:
            del joined[index]
    if not joined:
        return list(words)

    # Follow chains (a year column and an amount column beside the label) to the line that stays.
    def home(index: int) -> int:
        seen = set()
        while index in joined and index not in seen:
            seen.add(index)
            index = joined[index]
        return index

    extra: dict[int, list[tesseract.Word]] = {}
    for index in joined:
        extra.setdefault(home(index), []).extend(lines[index].words)
    result: list[tesseract.Word] = []
    for index, line in enumerate(lines):
        if index not in joined:
            first = line.words[0]
            row = sorted([*line.words, *extra.get(index, [])], key=lambda w: w.left)
            result.extend(replace(w, block=first.block, paragraph=first.paragraph, line=first.line) for w in row)
    return result


def _aligned_columns(
    partner: dict[int, int], lines: list[_Line], edges: tuple[Callable[[_Line], int], ...]
) -> list[list[int]]:
    """Groups of at least three cells whose right edges (amounts) or left edges (labels) align."""
    columns: list[list[int]] = []
    taken: set[int] = set()
    for edge in edges:
        for index in sorted(partner, key=lambda i: edge(lines[i])):
            if index in taken:
                continue
            column = [
                i for i in partner if i not in taken and abs(edge(lines[i]) - edge(lines[index])) <= _ALIGNED_PIXELS
            ]
            if len(column) >= _MIN_TABLE_ROWS:
                columns.append(column)
                taken.update(column)
    return columns


def _layout(words: Sequence[tesseract.Word]) -> str:
    """Rebuild lines and paragraphs from tesseract's word boxes."""
    words = _join_table_rows(words)
    lines: list[str] = []
    current: list[str] = []
    last_par: tuple[int, int] | None = None
    last_line: tuple[int, int, int] | None = None
    for word in words:
        par = (word.block, word.paragraph)
        line = (*par, word.line)
        if line != last_line and current:
            lines.append(" ".join(current))
            current = []
            if par != last_par:
                lines.append("")
        current.append(word.text)
        last_par, last_line = par, line
    if current:
        lines.append(" ".join(current))
    return "\n".join(lines).strip()


def _confidence(words: Sequence[tesseract.Word]) -> float:
    total = weight = 0.0
    for word in words:
        if word.confidence >= 0:
            total += word.confidence * len(word.text)
            weight += len(word.text)
    return total / weight if weight else 0.0


_LAW = r"(?:BGB|AO|ZPO|StGB|HGB|EStG|UStG|SGB|VwVfG|VwGO|GG|BetrKV|ArbZG|BUrlG|KSchG|TzBfG|WEG|InsO|GewO|UWG|Abs\.|Absatz|Satz|Nr\.|ff\.)"
# "8 573c BGB", "$ 573c BGB", "88 535 ff. BGB": a misread § in front of a section number and a law.
_MISREAD_CITATION = re.compile(rf"(?<![\w,.])(?:\$|8)(\$|8)?\s?(?=\d{{1,4}}[a-z]?\s+(?:[IVX]+\s+)?{_LAW})")
# "$ 3 Mietzeit", "8 3 Mietzeit", "& 7 Kündigung" or "&§ 9 ..." at the start of a line: a section
# heading (a bold § on a binarised page is sometimes read as "&", or as "&" and "§").
_MISREAD_HEADING = re.compile(r"(?m)^(?:\$|8|&§?)(\$|8)?\s(?=\d{1,3}[a-z]?\s+[A-ZÄÖÜ][a-zäöüß])")
# "nach $ 24 Zehntes Buch": a dollar sign, a space and a number before a capitalised word is a §
# (an amount in dollars is written "$24" or followed by a lower-case word).
_MISREAD_DOLLAR = re.compile(r"(?<![\w$])\$(\$)?\s(?=\d{1,4}[a-z]?\s+(?:[A-ZÄÖÜ][a-zäöüß]|Abs\b|ff\b))")


# "84 Miete und Nebenkosten": the § read as 8 and joined to the number. A line may well start with a
# number, so such a line counts as heading § 4 only when the heading above it is § 3 or the one below
# it § 5, and the page has no § 4 already; "884 ..." may be § 84 or § 4 (a doubled 8), whichever fits.
_JOINED_HEADING = re.compile(r"(?m)^8(\d{1,3})([a-z]?\s+[A-ZÄÖÜ][a-zäöüß])")
_HEADING_NUMBER = re.compile(r"(?m)^§\s?(\d{1,3})[a-z]?\s+[A-ZÄÖÜ]")


def _repair_joined_headings(text: str) -> str:
    headings = [(found.start(), int(found.group(1))) for found in _HEADING_NUMBER.finditer(text)]
    if not headings:
        return text
    numbers = {number for _, number in headings}

    def fits(candidate: str, at: int) -> bool:
        if not candidate or candidate.startswith("0") or int(candidate) in numbers:
            return False
        before = [number for position, number in headings if position < at]
        after = [number for position, number in headings if position > at]
        return bool(before and before[-1] == int(candidate) - 1) or bool(after and after[0] == int(candidate) + 1)

    def repl(match: re.Match[str]) -> str:
        digits = match.group(1)
        for candidate in (digits, digits[1:] if digits.startswith("8") and len(digits) > 1 else ""):
            if fits(candidate, match.start()):
                return f"§ {candidate}{match.group(2)}"
        return match.group(0)

    return _JOINED_HEADING.sub(repl, text)


def fix_section_signs(text: str) -> str:
    """Repair the typical OCR misreading of '§' as '8' or '$' in front of section numbers."""

    def repl(match: re.Match[str]) -> str:
        return "§§ " if match.group(1) else "§ "

    text = _MISREAD_DOLLAR.sub(repl, _MISREAD_HEADING.sub(repl, _MISREAD_CITATION.sub(repl, text)))
    for _ in range(5):  # each repaired heading can vouch for the next one: "§ 3 … 84 … 85 …"
        repaired = _repair_joined_headings(text)
        if repaired == text:
            break
        text = repaired
    return text
