"""Write a PDF with a text layer next to every sample .txt file.

Run from anywhere: ``.venv/bin/python samples/make_pdfs.py``. The PDFs are committed so
tests and users need no reportlab; rerun this after editing a text.

The built-in Helvetica uses WinAnsi encoding, which covers umlauts, ß, § and the German
quotation marks; characters outside it (e.g. Turkish ı) would print as boxes, so the samples
avoid them. Lines whose layout matters (tables with aligned columns) go in Courier.
"""

from __future__ import annotations

import sys
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

HERE = Path(__file__).resolve().parent
MARGIN = 60.0
FONT, MONO = "Helvetica", "Courier"
SIZE, MONO_SIZE = 10.5, 7.5
LEADING = 14.0


def _is_table_row(line: str) -> bool:
    # Tables in the tax assessment align columns with runs of spaces.
    return "    " in line.strip()


def write_pdf(text: str, target: Path, title: str, page_word: str = "Seite") -> int:
    """Render ``text`` onto A4 pages; returns the number of pages written."""
    width, height = A4
    canvas = Canvas(str(target), pagesize=A4, invariant=True)  # invariant: reproducible bytes
    canvas.setTitle(title)
    canvas.setAuthor("Klartext samples (fictional)")
    pages = 1
    y = height - MARGIN

    def new_page() -> None:
        nonlocal y, pages
        canvas.drawRightString(width - MARGIN, MARGIN / 2, f"{page_word} {pages}")
        canvas.showPage()
        pages += 1
        y = height - MARGIN

    for raw in text.splitlines():
        if _is_table_row(raw):
            font, size, lines = MONO, MONO_SIZE, [raw.rstrip()]
        else:
            font, size = FONT, SIZE
            lines = simpleSplit(raw, font, size, width - 2 * MARGIN) or [""]
        for line in lines:
            if y < MARGIN + LEADING:
                new_page()
            canvas.setFont(font, size)
            canvas.drawString(MARGIN, y, line)
            y -= LEADING
    canvas.drawRightString(width - MARGIN, MARGIN / 2, f"{page_word} {pages}")
    canvas.showPage()
    canvas.save()
    return pages


def main() -> int:
    for source in sorted(HERE.glob("*.txt")):
        target = source.with_suffix(".pdf")
        page_word = "Page" if source.stem.endswith("_en") else "Seite"
        pages = write_pdf(source.read_text(encoding="utf-8"), target, source.stem, page_word)
        print(f"{target.name}: {pages} pages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
