"""Render PDF pages to grayscale images for OCR, with pypdfium2.

Why render the page rather than pull out its embedded scan images: a rendering is exactly what
a reader sees — every image filter (JBIG2, CCITT fax, JPEG 2000, masks), the page rotation, the
placement and cropping of images, text drawn as vector paths and scans split into strips all come
out right, at one known resolution: 200 DPI, what OCR reads as well as 300 DPI for less CPU and
memory (see ``images._TARGET_LONG_SIDE``). Extracting embedded images would need a decoder per filter
and still miss pages built from several images or from vector outlines.

Why pypdfium2: its wheel ships a build of PDFium (Chrome's PDF engine), so rendering needs no
system library (poppler, ghostscript) and works the same in the venv, the Docker image and CI.
PDFium is not thread-safe, even across documents: every call into it takes ``_PDFIUM``. Rendering
a page takes a few tens of milliseconds, OCR a second or more, so the lock costs next to nothing.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Callable

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image

from app.errors import InputTooLarge, UnreadableDocument
from app.prepare import images
from app.prepare.images import MAX_PIXELS

log = logging.getLogger(__name__)

DPI = 200  # A4: 1654 x 2339 px, 3.9 MB in gray (300 DPI: 8.7 MB)
_PDFIUM = threading.Lock()


class RenderedPdf:
    """An open PDFium document; ``page(i)`` renders page i (0-based). Use as a context manager."""

    def __init__(self, data: bytes) -> None:
        with _PDFIUM:
            try:
                # An empty user password opens owner-protected files; pypdf has already refused the rest.
                self._doc = pdfium.PdfDocument(data, password="")
            except pdfium.PdfiumError as exc:
                log.warning("pdfium could not open the pdf: %s", type(exc).__name__)
                raise UnreadableDocument("pdf_corrupt") from None

    def __len__(self) -> int:
        with _PDFIUM:
            return len(self._doc)

    def page(self, index: int) -> Image.Image:
        with _PDFIUM:
            try:
                page = self._doc[index]
                try:
                    _check_images(page, index)
                    width, height = page.get_size()  # points, after the page's rotation
                    scale = _scale(width, height)
                    if not _renderable(width * scale, height * scale):
                        # A page 200 km long, or of no size: nothing a reader could see on it.
                        return Image.new("L", (1, 1), 255)
                    bitmap = page.render(scale=scale, grayscale=True)
                    image: Image.Image = bitmap.to_pil().convert("L")  # a copy: to_pil shares the bitmap's buffer
                    bitmap.close()
                finally:
                    page.close()
            except pdfium.PdfiumError as exc:
                log.warning("pdfium could not render a page: %s", type(exc).__name__)
                raise UnreadableDocument("pdf_corrupt") from None
        return image

    def pixels(self, index: int) -> int:
        """Pixels of page ``index`` as ``page`` renders it (0 for a page PDFium cannot open: ``page`` says why)."""
        with _PDFIUM:
            try:
                page = self._doc[index]
            except pdfium.PdfiumError:
                return 0
            try:
                width, height = page.get_size()
            finally:
                page.close()
        scale = _scale(width, height)
        return int(math.ceil(width * scale) * math.ceil(height * scale))

    def renderer(self, index: int) -> Callable[[], Image.Image]:
        return lambda: self.page(index)

    def close(self) -> None:
        with _PDFIUM:
            self._doc.close()

    def __enter__(self) -> RenderedPdf:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


_FORM_DEPTH = 8


def _check_images(page: pdfium.PdfPage, index: int) -> None:
    """Refuse (``pdf_too_complex``) a page whose images have more than ``MAX_PIXELS`` together, as
    PDFium itself reads the page: PDFium decodes an image whole, whatever size it is drawn at.

    Measured here, by the renderer, not with pypdf beforehand: pypdf may read a page differently (found
    by fuzzing: a damaged page dictionary that pypdf read without its images, while PDFium decoded a
    30000 x 30000 image, 1 GB). Drawing instructions are bounded earlier, in ``pdf._read_pages``.
    """
    pixels = 0
    for image in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE], max_depth=_FORM_DEPTH):
        width, height = image.get_px_size()  # from the image's dictionary: nothing is decoded
        pixels += max(0, width) * max(0, height)
        if pixels > MAX_PIXELS:
            raise InputTooLarge("pdf_too_complex", page=index + 1)


def _scale(width_pt: float, height_pt: float) -> float:
    """200 DPI, less for large pages: never more pixels than OCR reads (``images.rescale`` would
    bring a longer side down to ``MAX_LONG_SIDE`` anyway), so an A3 page or a 200-inch poster
    is an 8 MB bitmap at most, not a 40 MP one that is thrown away after one resize.

    No lower bound: a page of 10^9 x 10^9 points scaled by a floor of 0.01 asked PDFium for a bitmap of
    10^14 bytes (MemoryError). ``_renderable`` refuses the pages whose shape makes that a bitmap no one
    could read.
    """
    scale = DPI / 72
    pixels = width_pt * height_pt * scale * scale
    if pixels > MAX_PIXELS:
        scale *= math.sqrt(MAX_PIXELS / pixels)
    return min(scale, images.MAX_LONG_SIDE / max(width_pt, height_pt, 1.0))


_MAX_SIDE = 50_000  # pixels: a strip longer than this (at most MAX_PIXELS in all) is no page


def _renderable(width_px: float, height_px: float) -> bool:
    return 1 <= width_px <= _MAX_SIDE and 1 <= height_px <= _MAX_SIDE
