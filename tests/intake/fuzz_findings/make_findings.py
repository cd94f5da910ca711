"""Rebuild the regression files of this folder: ``python -m tests.intake.fuzz_findings.make_findings``.

Each one is a hostile PDF that the fuzzing of issue 16 turned up (README, "Fuzzing the intake"), shrunk
to the few objects that matter; ``tests/intake/test_fuzz_findings.py`` says what each did before its fix.
"""

from __future__ import annotations

import zlib
from pathlib import Path

from tests.support.hostile import raw_pdf as pdf
from tests.support.hostile import stream

HERE = Path(__file__).resolve().parent
_FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


def one_page(page: bytes, *more: bytes) -> bytes:
    return pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>", page, *more])


def findings() -> dict[str, bytes]:
    flate = b"/Filter /FlateDecode"
    return {
        # A page of 10^9 x 10^9 points: PDFium was asked for a 10^14-byte bitmap (MemoryError, a 503).
        "huge_page.pdf": one_page(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1000000000 1000000000] >>"),
        # 20 KB of drawing instructions that inflate to 20 MB of blanks (the same at 1.5 MB: 2.6 GB in PDFium).
        "inflating_contents.pdf": one_page(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
            stream(zlib.compress(b" " * 20_000_000, 9), flate),
        ),
        # An image that says it is 30000 x 30000 pixels: PDFium decodes it whole (the same with its data: 1.15 GB).
        "huge_image.pdf": one_page(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
            b" /Resources << /XObject << /Im 5 0 R >> >> >>",
            stream(b"q 612 0 0 792 0 0 cm /Im Do Q"),
            stream(
                zlib.compress(b"\x00" * 30_000 * 64, 9),
                b"/Type /XObject /Subtype /Image /Width 30000 /Height 30000 /ColorSpace /DeviceGray"
                b" /BitsPerComponent 8 " + flate,
            ),
        ),
        # 3 MB of text operators (compressed to a few KB): pypdf took 11.5 s to read the page's text layer.
        "slow_text_layer.pdf": one_page(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
            b" /Resources << /Font << /F1 5 0 R >> >> >>",
            stream(zlib.compress(b"BT /F1 12 Tf 72 720 Td " + b"(a) Tj 0 -1 Td " * 200_000 + b"ET", 9), flate),
            _FONT,
        ),
    }


if __name__ == "__main__":
    for name, data in findings().items():
        (HERE / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")
