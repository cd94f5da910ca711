"""Text from photos and scans of pages sent as images (JPEG, PNG, HEIC, WebP), in the order given."""

from __future__ import annotations

from app.errors import Refused
from app.intake.budget import MemoryBudget
from app.models import ExtractedText, Images, PageImage
from app.prepare import ocr
from app.prepare.images import decode_for_ocr, decoding_cost, ocr_pixels, probe
from app.prepare.pdf import join_pages, normalize_pages


def extract_images(images: Images, budget: MemoryBudget | None = None) -> ExtractedText:
    """Raises UnreadableDocument / InputTooLarge / Refused with message keys.

    The image types were sniffed at intake. Every image is checked from its header first, so a bad
    page 9 is reported before pages 1-8 are read; pages are then decoded one at a time, when a
    reader is free for them, and only while ``budget`` (the process's decoding memory, shared by
    all requests) has room for what the page costs to decode: large photos of several requests
    are decoded a few at a time, not all at once. OCR of page 1 picks the tesseract languages
    (``ocr.read_pages``): no text exists before it.
    """
    for index, image in enumerate(images.pages, start=1):
        probe(image, index)
    pages = ocr.read_pages([_decoder(image, index, budget) for index, image in enumerate(images.pages, start=1)])
    if not any(page.has_text for page in pages):
        raise Refused("ocr_no_text")
    texts = [page.text if page.has_text else "" for page in pages]
    text, starts = join_pages(normalize_pages(texts))
    warning = ocr.low_confidence_warning(list(enumerate(pages, start=1)))
    return ExtractedText(text=text, page_starts=starts, warnings=(warning,) if warning else (), scanned=True)


def _decoder(image: PageImage, index: int, budget: MemoryBudget | None) -> ocr.Page:
    def decode() -> ocr.PreparedPage:
        if budget is None:
            return ocr.prepare_page(decode_for_ocr(image, index))
        width, height = probe(image, index)
        cost = decoding_cost(image, index) + ocr.PREPARE_BYTES_PER_PIXEL * ocr_pixels(width, height)
        with budget.hold(cost):
            return ocr.prepare_page(decode_for_ocr(image, index))

    return decode
