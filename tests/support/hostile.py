"""Hostile and heavy files, built for real, and the memory of a server measured from outside.

Shared by the regression tests (tests/transport/test_hostile_files.py, tests/transport/test_burst.py)
and the benchmark (bench/intake_memory.py). Every file is made here, byte by byte or with Pillow and
pypdf: nothing is read from the network, nothing depends on a stored attack corpus.
"""

from __future__ import annotations

import io
import struct
import threading
import time
import zlib
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

import numpy as np
from PIL import Image
from pypdf import PdfReader, PdfWriter
from pypdf.actions import JavaScript

from samples.make_scans import _pages, render_page
from tests.support.cpu import tree
from tests.support.paths import SAMPLES

# --------------------------------------------------------------------------- PDFs written by hand


def raw_pdf(objects: Sequence[bytes]) -> bytes:
    """A PDF of ``objects`` (object 1 is the catalogue), with a correct cross-reference table."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def stream(data: bytes, extra: bytes = b"") -> bytes:
    return b"<< /Length %d %s >>\nstream\n" % (len(data), extra) + data + b"\nendstream"


def many_pages_pdf(count: int) -> bytes:
    """``count`` empty A4 pages in one flat page tree: ~40 bytes a page."""
    first = 4
    kids = b" ".join(b"%d 0 R" % (first + i) for i in range(count))
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>"
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, count),
            stream(b""),
            *([page] * count),
        ]
    )


def poster_pdf(inches: float) -> bytes:
    """One square page of ``inches`` x ``inches`` (the PDF limit is 200 in) with a word in its corner."""
    side = round(inches * 72)
    content = b"BT /F1 24 Tf 72 72 Td (Mietvertrag) Tj ET"
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents 4 0 R"
            b" /Resources << /Font << /F1 5 0 R >> >> >>" % (side, side),
            stream(content),
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
    )


def flate_bomb_pdf(inflated_bytes: int) -> bytes:
    """A page whose content stream is a few hundred KB of Flate that inflates to ``inflated_bytes``."""
    packer = zlib.compressobj(9)
    block = b" " * (1 << 20)
    parts = [packer.compress(block) for _ in range(inflated_bytes >> 20)]
    parts.append(packer.flush())
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
            stream(b"".join(parts), b"/Filter /FlateDecode"),
        ]
    )


def huge_image_pdf(width: int, height: int) -> bytes:
    """An A4 page showing one white gray image of ``width`` x ``height`` pixels, Flate-compressed:
    192 MP in ~190 KB for 12000 x 16000. PDFium decodes such an image whole to render the page."""
    packer = zlib.compressobj(9)
    row = b"\xff" * width
    image = b"".join([*(packer.compress(row) for _ in range(height)), packer.flush()])
    content = b"q 595 0 0 842 0 0 cm /Im0 Do Q"
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R"
            b" /Resources << /XObject << /Im0 5 0 R >> >> >>",
            stream(content),
            stream(
                image,
                b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray"
                b" /BitsPerComponent 8 /Filter /FlateDecode" % (width, height),
            ),
        ]
    )


def nested_arrays_pdf(depth: int) -> bytes:
    """A page whose /Annots is an array nested ``depth`` deep: recursion bait for a parser."""
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots " + b"[" * depth + b"]" * depth + b" >>",
        ]
    )


def script_and_attachment_pdf() -> bytes:
    """The sample tenancy agreement (a text layer) plus JavaScript run on opening and an attached program."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO((SAMPLES / "mietvertrag.pdf").read_bytes())))
    writer.add_open_action(JavaScript("app.alert('pwned'); this.exportDataObject({cName: 'setup.exe', nLaunch: 2});"))
    writer.add_attachment("setup.exe", b"MZ" + bytes(4096))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


# --------------------------------------------------------------------------- images


def png_header(width: int, height: int) -> bytes:
    """A PNG that claims ``width`` x ``height`` pixels in a few hundred bytes: decompression bomb bait."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(b"\x00" * 4096))
        + chunk(b"IEND", b"")
    )


def noisy_scan_pdf(pages: int, seed: int = 0, quality: int = 90) -> bytes:
    """Pages of the sample tenancy agreement scanned at 300 DPI with paper grain: 3-4 MB a page.

    The grain (gray noise a scanner picks up from the paper) is what makes real scans large; it
    thresholds away, so OCR reads the text as well as on a clean page.
    """
    rng = np.random.default_rng(seed)
    layouts = _pages("mietvertrag")
    images = []
    for number in range(pages):
        page = np.asarray(render_page(layouts[number % len(layouts)]), dtype=np.float32)
        grain = rng.normal(0, 9, page.shape).astype(np.float32)
        images.append(Image.fromarray(np.clip(page - 8 + grain, 0, 255).astype(np.uint8)))
    buffer = io.BytesIO()
    images[0].save(buffer, "PDF", save_all=True, append_images=images[1:], resolution=300, quality=quality)
    return buffer.getvalue()


def white_photo(width: int, height: int) -> bytes:
    """A JPEG of ``width`` x ``height`` white pixels: the most pixels per byte a valid photo carries."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (255, 255, 255)).save(buffer, "JPEG", quality=75)
    return buffer.getvalue()


def transparent_png(width: int, height: int) -> bytes:
    """A PNG of ``width`` x ``height`` transparent pixels: a few hundred KB, the costliest page to decode."""
    buffer = io.BytesIO()
    Image.new("RGBA", (width, height), (255, 255, 255, 0)).save(buffer, "PNG")
    return buffer.getvalue()


def damaged(photo: bytes) -> bytes:
    """The photo cut off after its first third: a valid header, pixels that end early."""
    return photo[: len(photo) // 3]


def blank_photo(width: int, height: int, seed: int = 0) -> bytes:
    """A photo of an empty sheet of paper (a little shading) as a phone's JPEG: many pixels, few bytes."""
    rng = np.random.default_rng(seed)
    ys = np.linspace(0, 1, height, dtype=np.float32)[:, None]
    xs = np.linspace(0, 1, width, dtype=np.float32)[None, :]
    tone = 236 - 18 * (xs + ys) / 2 + rng.normal(0, 1, (1, width)).astype(np.float32)
    gray = Image.fromarray(np.clip(tone, 0, 255).astype(np.uint8))
    rgb = Image.merge("RGB", [gray, gray.point(lambda v: v * 0.98), gray.point(lambda v: v * 0.94)])
    buffer = io.BytesIO()
    rgb.save(buffer, "JPEG", quality=85)
    return buffer.getvalue()


# --------------------------------------------------------------------------- memory, from outside


def rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def tree_rss_mb(pid: int) -> float:
    """VmRSS of ``pid`` and all its descendants (the OCR helpers, a tesseract program), in MB."""
    return sum(rss_kb(p) for p in tree(pid)) / 1024


class RssSampler:
    """Samples ``tree_rss_mb(pid)`` every ``interval`` seconds in a thread; ``peak`` is the largest seen."""

    def __init__(self, pid: int, interval: float = 0.05) -> None:
        self.pid = pid
        self.interval = interval
        self.peak = 0.0  # the process and its children
        self.own_peak = 0.0  # the process alone
        self.samples = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _sample(self) -> None:
        own = rss_kb(self.pid) / 1024
        total = own + sum(rss_kb(p) for p in tree(self.pid)[1:]) / 1024
        self.own_peak = max(self.own_peak, own)
        self.peak = max(self.peak, total)
        self.samples += 1

    def _run(self) -> None:
        while not self._stop.is_set():
            self._sample()
            self._stop.wait(self.interval)

    def __enter__(self) -> RssSampler:
        self._sample()
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        self._stop.set()
        self._thread.join()
        self._sample()


def elapsed(started: float) -> float:
    return time.monotonic() - started
