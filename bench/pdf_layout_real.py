"""Does a real document printed to PDF read back as its text? Lines, paragraphs and clause starts.

Run: .venv/bin/python -m bench.pdf_layout_real [DATA_DIR]

The documents of ``bench.segment_real`` (German employment contracts and shops' terms from ../shared/data/real,
clauses joined by a blank line, each clause's heading a labelled clause start) are printed to PDF in memory in
two ways and read back with ``app.prepare.pdf.extract_pdf``:

- "as printed": as samples/make_pdfs.py prints a text (lines wrapped at the margin, an empty line for a blank
  line, "Seite n" at the foot of each page);
- "word processor": each paragraph a justified paragraph set apart by 6 points (no empty line), headings
  in bold, a letterhead at the top and a footer with bank details and "Seite n von m" at the foot of every page.

Printed per corpus, part and way (validation first; nothing of the documents is printed):

- lines read back: the text's lines (spaces evened out) that come back as a line of their own;
- documents read back whole: the text comes back line for line (the letterhead, kept once, aside);
- clause starts: labelled clause headings that start a segment of ``segment`` on the text read back, next to
  the same on the text itself.
"""

from __future__ import annotations

import io
import re
import time
from collections import Counter
from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_JUSTIFY
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate

from app.models import Pdf
from app.prepare.pdf import extract_pdf
from app.prepare.segment import segment
from bench.segment_real import Document, employment, real_data, shops

MARGIN, LEADING, SIZE = 60.0, 14.0, 10.5
LETTERHEAD = "Kanzlei Beispiel · Musterweg 1 · 12345 Musterstadt"
FOOTER = "Bankverbindung: Musterbank, Konto der Kanzlei"
_SPACES = re.compile(r"\s+")


def as_printed(text: str) -> bytes:
    width, height = A4
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=True)
    page, y = 1, height - MARGIN
    for raw in text.splitlines():
        for line in simpleSplit(raw, "Helvetica", SIZE, width - 2 * MARGIN) or [""]:
            if y < MARGIN + LEADING:
                canvas.drawRightString(width - MARGIN, MARGIN / 2, f"Seite {page}")
                canvas.showPage()
                page, y = page + 1, height - MARGIN
            canvas.setFont("Helvetica", SIZE)
            canvas.drawString(MARGIN, y, line)
            y -= LEADING
    canvas.drawRightString(width - MARGIN, MARGIN / 2, f"Seite {page}")
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def word_processor(document: Document) -> bytes:
    body = ParagraphStyle("body", fontName="Helvetica", fontSize=10, leading=13, spaceAfter=6, alignment=TA_JUSTIFY)
    head = ParagraphStyle("head", fontName="Helvetica-Bold", fontSize=11, leading=14, spaceBefore=8, spaceAfter=4)
    headings = {_line(document.text[start:].split("\n", 1)[0]) for start in document.starts}

    def page(canvas: Canvas, doc: SimpleDocTemplate) -> None:
        canvas.setFont("Helvetica", 9)
        canvas.drawString(MARGIN, 800, LETTERHEAD)
        canvas.drawString(MARGIN, 40, FOOTER)
        canvas.drawRightString(A4[0] - MARGIN, 28, f"Seite {doc.page}")

    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=70, bottomMargin=70)
    story = [
        Paragraph(escape(line), head if _line(line) in headings else body)
        for line in document.text.splitlines()
        if line.strip()
    ]
    doc.build(story, onFirstPage=page, onLaterPages=page)
    return buffer.getvalue()


def _line(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


@dataclass
class Tally:
    documents: int = 0
    whole: int = 0
    lines: int = 0
    lines_back: int = 0
    labelled: int = 0
    found: int = 0
    found_in_text: int = 0
    failed: int = 0
    seconds: float = 0.0


def _starts(text: str) -> Counter[str]:
    """The first lines of the segments of ``text``, spaces evened out."""
    return Counter(_line(text[s.start : s.end].split("\n", 1)[0]) for s in segment(text))


def measure(documents: list[Document], way: str) -> Tally:
    tally = Tally(documents=len(documents))
    for document in documents:
        source = [_line(line) for line in document.text.splitlines()]
        expected = "\n".join(line for line in source if line)
        try:
            data = as_printed(document.text) if way == "as printed" else word_processor(document)
        except Exception:  # a line reportlab cannot lay out: counted, not measured
            tally.failed += 1
            continue
        started = time.process_time()
        text = extract_pdf(Pdf(data), max_pages=500).text
        tally.seconds += time.process_time() - started
        back = [_line(line) for line in text.splitlines()]
        if LETTERHEAD in back:  # the letterhead of every page is kept once: it is no line of the text
            back.remove(LETTERHEAD)
        tally.whole += "\n".join(line for line in back if line) == expected
        wanted, got = Counter(line for line in source if line), Counter(line for line in back if line)
        tally.lines += sum(wanted.values())
        tally.lines_back += sum((wanted & got).values())
        headings = [_line(document.text[start:].split("\n", 1)[0]) for start in document.starts]
        starts_back, starts_text = _starts(text), _starts(document.text)
        tally.labelled += len(headings)
        tally.found += sum(min(n, starts_back[h]) for h, n in Counter(headings).items())
        tally.found_in_text += sum(min(n, starts_text[h]) for h, n in Counter(headings).items())
    return tally


def report(name: str, tally: Tally) -> None:
    def share(a: int, b: int) -> str:
        return f"{a}/{b} ({a / b:.3f})" if b else "0/0"

    print(
        f"  {name:<28} docs {tally.documents:>3}  read back whole {share(tally.whole, tally.documents - tally.failed)}"
        f"  lines {share(tally.lines_back, tally.lines)}  clause starts {share(tally.found, tally.labelled)}"
        f" (from the text {share(tally.found_in_text, tally.labelled)})  not printable {tally.failed}"
        f"  extract {tally.seconds:.1f} s"
    )


def main() -> None:
    data = real_data("Real documents printed to PDF and read back.")
    if data is None:
        return
    for corpus, load in (("employment contracts", employment), ("AGB-DE shops", shops)):
        print(corpus)
        parts = load(data, "\n\n")
        for way in ("as printed", "word processor"):
            for part in ("validation", "dev"):
                report(f"{part}, {way}", measure(parts[part], way))


if __name__ == "__main__":
    main()
