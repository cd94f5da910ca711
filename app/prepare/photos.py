"""Text from photos and scans of pages sent as images (JPEG, PNG, HEIC, WebP), in the order given."""

from __future__ import annotations

from app.errors import Refused
from app.models import ExtractedText, Images, PageImage
from app.prepare import ocr
from app.prepare.images import open_image, probe
from app.prepare.pdf import join_pages, normalize_pages


def extract_images(images: Images) -> ExtractedText:
    """Raises UnreadableDocument / InputTooLarge / Refused with message keys.

    The image types were sniffed at intake. Every image is checked from its header first, so a bad
    page 9 is reported before pages 1-8 are read; pages are then decoded one at a time, when a
    reader is free for them. OCR of page 1 picks the tesseract languages (``ocr.read_pages``): no
    text exists before it.
    """
    for index, image in enumerate(images.pages, start=1):
        probe(image, index)
    pages = ocr.read_pages([_decoder(image, index) for index, image in enumerate(images.pages, start=1)])
    if not any(page.has_text for page in pages):
        raise Refused("ocr_no_text")
    texts = [page.text if page.has_text else "" for page in pages]
    text, starts = join_pages(normalize_pages(texts))
    warning = ocr.low_confidence_warning(list(enumerate(pages, start=1)))
    return ExtractedText(text=text, page_starts=starts, warnings=(warning,) if warning else ())


def _decoder(image: PageImage, index: int) -> ocr.Page:
    return lambda: open_image(image, index)
