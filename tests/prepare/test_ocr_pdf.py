"""PDFs whose pages are scans: rendered with PDFium, read with tesseract, pages kept apart."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader, PdfWriter
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from app.models import Pdf
from app.prepare.images import MAX_PIXELS
from app.prepare.pdf import extract_pdf
from app.prepare.pdf_render import RenderedPdf, _scale
from tests.prepare.test_ocr import LEASE, page

TYPED = "§ 1 Mietsache\nVermietet wird die Wohnung im zweiten Obergeschoss des Hauses zu Wohnzwecken."


def mixed_pdf() -> bytes:
    """Page 1 typed (text layer), page 2 a scan (an image, no text layer), as an office copier mixes them."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    for y, line in enumerate(TYPED.splitlines()):
        pdf.drawString(60, 780 - 16 * y, line)
    pdf.showPage()
    width, height = A4
    pdf.drawImage(ImageReader(page(LEASE)), 0, height - width * 1000 / 1654, width, width * 1000 / 1654)
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def protect(data: bytes) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt(user_password="", owner_password="owner-secret", algorithm="AES-256")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.mark.slow
def test_the_scanned_page_of_an_owner_protected_pdf_is_read_and_keeps_its_page() -> None:
    result = extract_pdf(Pdf(protect(mixed_pdf())), max_pages=10)
    first, second = result.page_starts
    assert first == 0
    assert result.text[:second].strip().endswith("zu Wohnzwecken.")
    scanned = result.text[second:]
    assert scanned.startswith("§ 7 Kündigung")
    assert "§ 573c BGB" in scanned and "Kaution wird nach dem Auszug" in scanned
    assert result.warnings == ()


def test_pages_render_at_200_dpi_and_posters_stay_under_the_pixel_cap() -> None:
    with RenderedPdf(mixed_pdf()) as document:
        assert len(document) == 2
        assert document.page(1).size in ((1653, 2339), (1654, 2339))  # A4 is 595.28 x 841.89 pt
    poster = _scale(200 * 72, 200 * 72)  # a 200 x 200 inch page
    assert (200 * 72 * poster) ** 2 <= MAX_PIXELS * 1.001
