"""What reading a page may cost in memory: decoded at OCR size, refused before PDFium inflates a bomb."""

from __future__ import annotations

import pytest
from PIL import Image

from app.errors import InputTooLarge, Refused, UnreadableDocument
from app.intake.budget import MemoryBudget
from app.models import Images, PageImage, Pdf
from app.prepare.images import MAX_LONG_SIDE, decode_for_ocr, decoding_cost, ocr_pixels, open_image
from app.prepare.ocr import PREPARE_BYTES_PER_PIXEL
from app.prepare.pdf import extract_pdf
from app.prepare.pdf_render import RenderedPdf
from tests.support.hostile import (
    flate_bomb_pdf,
    huge_image_pdf,
    many_pages_pdf,
    noisy_scan_pdf,
    poster_pdf,
    white_photo,
)

# Each builds a page of tens of megapixels or a PDF bomb: over 0.2 s.
pytestmark = pytest.mark.slow


def test_a_39_mp_jpeg_is_decoded_in_gray_at_the_size_ocr_reads_for_a_sixteenth_of_the_memory() -> None:
    page = PageImage(white_photo(5600, 7000), "jpeg")
    gray = decode_for_ocr(page, 1)
    assert gray.mode == "L" and max(gray.size) == MAX_LONG_SIDE
    # Decoded by the JPEG decoder at half size in gray: 3500 x 2800, a byte a pixel, and two copies;
    # the full RGB decode would hold 5600 x 7000 x 4 bytes = 157 MB.
    assert decoding_cost(page, 1) == 3 * 2800 * 3500 < 157_000_000 / 4


def test_a_png_costs_what_its_mode_decodes_to() -> None:
    import io

    buffer = io.BytesIO()
    Image.new("RGBA", (3000, 2000), (255, 255, 255, 0)).save(buffer, "PNG")
    page = PageImage(buffer.getvalue(), "png")
    assert decoding_cost(page, 1) == 8 * 3000 * 2000  # RGBA, its gray, alpha, paper, the result
    gray = decode_for_ocr(page, 1)
    assert gray.mode == "L" and gray.getextrema() == (255, 255)  # transparent is white paper


def test_pages_of_photos_wait_for_the_decoding_budget_instead_of_decoding_all_at_once() -> None:
    from app.prepare.photos import extract_images

    budget = MemoryBudget(1)  # smaller than any page: one page at a time
    photo = PageImage(white_photo(2480, 3508), "jpeg")
    with pytest.raises(Refused) as refused:
        extract_images(Images((photo, photo, photo)), budget)
    assert refused.value.key == "ocr_no_text"
    # Never two pages held at once (the OCR threads of the request took turns), and all given back.
    one_page = decoding_cost(photo, 1) + PREPARE_BYTES_PER_PIXEL * ocr_pixels(2480, 3508)
    assert budget.used == 0 and budget.peak == one_page


def test_a_page_whose_image_would_make_pdfium_hold_200_mb_is_refused_before_rendering() -> None:
    with pytest.raises(InputTooLarge) as refused:
        extract_pdf(Pdf(huge_image_pdf(12_000, 16_000)), max_pages=10)
    assert (refused.value.key, refused.value.params) == ("pdf_too_complex", {"page": 1})


def test_a_page_whose_instructions_inflate_to_200_mb_is_refused_without_inflating_them_whole() -> None:
    with pytest.raises(InputTooLarge) as refused:
        extract_pdf(Pdf(flate_bomb_pdf(200 << 20)), max_pages=10)
    assert refused.value.key == "pdf_too_complex"


def test_a_scanned_page_at_300_dpi_is_not_refused() -> None:
    with RenderedPdf(noisy_scan_pdf(1)) as document:
        assert document.page(0).size[0] > 1000  # rendered, not refused


def test_the_page_count_the_file_declares_is_refused_before_the_page_tree_is_walked() -> None:
    with pytest.raises(InputTooLarge) as refused:
        extract_pdf(Pdf(many_pages_pdf(10_000)), max_pages=100)
    assert refused.value.params == {"count": 10_000, "max": 100}


def test_a_200_inch_page_renders_no_larger_than_ocr_reads() -> None:
    with RenderedPdf(poster_pdf(200)) as document:
        assert document.page(0).size == (MAX_LONG_SIDE, MAX_LONG_SIDE)
        assert document.pixels(0) == MAX_LONG_SIDE * MAX_LONG_SIDE


def test_a_photo_cut_off_is_refused_without_keeping_its_half_decoded_pixels_alive() -> None:
    import io

    buffer = io.BytesIO()
    Image.new("RGBA", (3000, 2000), (255, 255, 255, 0)).save(buffer, "PNG")
    cut = PageImage(buffer.getvalue()[: len(buffer.getvalue()) // 2], "png")
    with pytest.raises(UnreadableDocument) as refused:
        open_image(cut, 3)
    assert refused.value.params == {"index": 3}
    # Pillow's error (its traceback holds the decoder and the half-decoded image) is not attached
    # to ours: it is freed at once, not when the cycle collector gets round to it.
    assert refused.value.__context__ is None and refused.value.__cause__ is None
