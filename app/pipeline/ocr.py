"""OCR for scans and phone photos: decode, normalise, find rotation, read with tesseract.

Tesseract runs as one subprocess per page with ``OMP_THREAD_LIMIT=1`` (measured: ~1 s per page
single-threaded versus 5–6 s with OpenMP fighting over two cores), and never more of them at once
than there are cores, whatever the number of requests: a semaphore shared by the whole process.
"""

from __future__ import annotations

import io
import logging
import os
import re
import threading
from dataclasses import dataclass

import pytesseract
from PIL import Image, ImageOps, UnidentifiedImageError

from app.errors import InputTooLarge, UnsupportedInput
from app.pipeline.sniff import sniff

log = logging.getLogger(__name__)

# Set for the tesseract child processes (pytesseract passes our environment on).
os.environ["OMP_THREAD_LIMIT"] = "1"

MAX_PIXELS = 40_000_000  # a 40 MP photo is the largest phone camera output we accept
_IMAGE_TYPES = {"jpeg", "png", "heic", "webp"}
_SLOTS = threading.BoundedSemaphore(max(1, os.cpu_count() or 1))
_PAGE_TIMEOUT_SECONDS = 60
_TARGET_WIDTH = 2480  # A4 at 300 DPI
_LANGS = {"de": "deu", "en": "eng", "fr": "fra", "es": "spa", "it": "ita", "pt": "por"}
LOW_CONFIDENCE = 70.0

try:  # HEIC/HEIF support comes from a plugin wheel
    from pillow_heif import register_heif_opener

    register_heif_opener()
except ImportError:  # pragma: no cover - declared dependency
    log.warning("pillow-heif missing: HEIC photos cannot be read")


@dataclass(frozen=True)
class OcrPage:
    text: str
    confidence: float  # mean word confidence 0-100, weighted by word length
    rotation: int  # degrees the page was turned to read it


def open_image(data: bytes, index: int) -> Image.Image:
    """Decode an uploaded page image (by its bytes, not by what the client claims)."""
    if sniff(data) not in _IMAGE_TYPES:
        raise UnsupportedInput("unsupported_image", index=index)
    try:
        with Image.open(io.BytesIO(data)) as probe:
            width, height = probe.size
        if width * height > MAX_PIXELS:
            raise InputTooLarge("image_too_large", index=index, max_mp=MAX_PIXELS // 1_000_000)
        image = Image.open(io.BytesIO(data))
        image.load()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise InputTooLarge("image_too_large", index=index, max_mp=MAX_PIXELS // 1_000_000) from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError):
        raise UnsupportedInput("unsupported_image", index=index) from None
    return ImageOps.exif_transpose(image) or image


def normalise(image: Image.Image) -> Image.Image:
    """Grayscale, upscale small photos to about 300 DPI on A4, stretch contrast."""
    gray = image.convert("L")
    if gray.width < _TARGET_WIDTH * 0.7:
        factor = _TARGET_WIDTH / gray.width
        gray = gray.resize((round(gray.width * factor), round(gray.height * factor)), Image.Resampling.LANCZOS)
    return ImageOps.autocontrast(gray, cutoff=1)


def detect_rotation(image: Image.Image) -> int:
    """Rotation in degrees (0/90/180/270) that tesseract's OSD says the page needs."""
    try:
        with _SLOTS:
            osd = pytesseract.image_to_osd(image, config="--psm 0 -c min_characters_to_try=10", timeout=20)
    except (pytesseract.TesseractError, RuntimeError):
        return 0  # too little text to tell: read it as it is
    match = re.search(r"Rotate: (\d+)", osd)
    confidence = re.search(r"Orientation confidence: ([\d.]+)", osd)
    if not match or (confidence and float(confidence.group(1)) < 1.0):
        return 0
    return int(match.group(1)) % 360


def tesseract_languages(document_language: str | None) -> str:
    """German and English by default; the document's own language first when it is another one."""
    first = _LANGS.get(document_language or "", "deu")
    return "+".join(dict.fromkeys([first, "deu", "eng"]))


def read_page(image: Image.Image, languages: str = "deu+eng", rotate: bool = True) -> OcrPage:
    """OCR one page: normalise, fix rotation, read words with their confidence."""
    page = normalise(image)
    rotation = detect_rotation(page) if rotate else 0
    if rotation:
        page = page.rotate(-rotation, expand=True)
    with _SLOTS:
        data = pytesseract.image_to_data(
            page,
            lang=languages,
            config="--psm 3",
            output_type=pytesseract.Output.DICT,
            timeout=_PAGE_TIMEOUT_SECONDS,
        )
    return OcrPage(text=_layout(data), confidence=_confidence(data), rotation=rotation)


def _layout(data: dict[str, list]) -> str:
    """Rebuild lines and paragraphs from tesseract's word boxes."""
    lines: list[str] = []
    last_par: tuple[int, int] | None = None
    last_line: tuple[int, int, int] | None = None
    words: list[str] = []
    for i, word in enumerate(data["text"]):
        if not word or not word.strip():
            continue
        par = (data["block_num"][i], data["par_num"][i])
        line = (*par, data["line_num"][i])
        if line != last_line and words:
            lines.append(" ".join(words))
            words = []
            if par != last_par:
                lines.append("")
        words.append(word.strip())
        last_par, last_line = par, line
    if words:
        lines.append(" ".join(words))
    return fix_section_signs("\n".join(lines).strip())


def _confidence(data: dict[str, list]) -> float:
    total = weight = 0.0
    for word, conf in zip(data["text"], data["conf"], strict=False):
        value = float(conf)
        if word and word.strip() and value >= 0:
            total += value * len(word)
            weight += len(word)
    return total / weight if weight else 0.0


_LAW = r"(?:BGB|AO|ZPO|StGB|HGB|EStG|UStG|SGB|VwVfG|VwGO|GG|BetrKV|ArbZG|BUrlG|KSchG|TzBfG|WEG|InsO|GewO|UWG|Abs\.|Absatz|Satz|Nr\.|ff\.)"
# "8 573c BGB", "$ 573c BGB", "88 535 ff. BGB": a misread § in front of a section number and a law.
_MISREAD_CITATION = re.compile(rf"(?<![\w,.])(?:\$|8)(\$|8)?\s?(?=\d{{1,4}}[a-z]?\s+(?:[IVX]+\s+)?{_LAW})")
# "$ 3 Mietzeit" or "8 3 Mietzeit" at the start of a line: a section heading.
_MISREAD_HEADING = re.compile(r"(?m)^(?:\$|8)(\$|8)?\s(?=\d{1,3}[a-z]?\s+[A-ZÄÖÜ][a-zäöüß])")


def fix_section_signs(text: str) -> str:
    """Repair the typical OCR misreading of '§' as '8' or '$' in front of section numbers."""

    def repl(match: re.Match[str]) -> str:
        return "§§ " if match.group(1) else "§ "

    return _MISREAD_HEADING.sub(repl, _MISREAD_CITATION.sub(repl, text))
