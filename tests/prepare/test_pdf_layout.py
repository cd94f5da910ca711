"""A PDF's text layer reads like the text file it was printed from (app/prepare/pdf_layout.py, app/prepare/pdf.py).

The PDFs are built here, as samples/make_pdfs.py builds the samples (reportlab: lines wrapped at the margin,
table rows in Courier), with a letterhead at the top and a footer with the bank and the page number at the
bottom of every page; and as a word processor lays out (paragraphs set apart by a few points, justified text,
a table of cells). All sentences are written for these tests."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import pytest
from pypdf import PdfReader
from reportlab.lib.enums import TA_JUSTIFY
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table

from app.analysis.facts import key_facts
from app.cli import read_document
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.models import Pdf
from app.prepare.pdf import extract_pdf
from app.prepare.pdf_layout import Line, join, page_text, wrapped
from app.prepare.run import prepare

LETTERHEAD = "Finanzamt Lindenau · Marktplatz 4 · 04109 Lindenau"
FOOTER = "Bankverbindung: Landeskasse Lindenau, Kreditinstitut Lindenau"
FILLER = (
    "Die Angaben zu den Einkünften wurden aus den Mitteilungen der Arbeitgeber übernommen, soweit Ihre Erklärung "
    "keine abweichenden Beträge enthielt; die übrigen Angaben entsprechen Ihrer Erklärung."
)
LETTER = f"""{LETTERHEAD}

Herrn
Konrad Ahlgrimm
Ulmenweg 9
04109 Lindenau

Datum: 02.03.2026

Bescheid für 2025 über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer

Aufgrund Ihrer Erklärung vom 11.01.2026 wird die Einkommensteuer für das Kalenderjahr 2025 festgesetzt. Der Bescheid ergeht ohne Vorbehalt der Nachprüfung, und die Angaben zu Ihren Werbungskosten wurden so übernommen, wie Sie sie erklärt haben.

Festsetzung

                                        Einkommensteuer    Solidaritätszuschlag    Kirchensteuer
festgesetzt werden                          9.120,00 EUR                0,00 EUR         729,60 EUR
abzüglich Steuerabzug vom Lohn             -8.400,00 EUR                0,00 EUR        -672,00 EUR
verbleibende Beträge                          720,00 EUR                0,00 EUR          57,60 EUR

Abrechnung

Die Nachzahlung beträgt insgesamt 777,60 EUR.

Bitte zahlen Sie die Nachzahlung von 777,60 EUR spätestens bis zum 15.04.2026 an die Landeskasse Lindenau.

Erläuterungen

{FILLER}

{FILLER}

{FILLER}

{FILLER}

{FILLER}

Für die Fahrten zwischen Wohnung und Arbeitsstätte wurde die Entfernungspauschale für die erklärten Arbeitstage angesetzt; die Kosten für das Arbeitszimmer wurden nicht berücksichtigt, weil der Raum nach Ihren Angaben nicht ausschließlich beruflich genutzt wird und Sie an den übrigen Tagen an einem anderen Ort gearbeitet haben.

Rechtsbehelfsbelehrung

Gegen diesen Bescheid können Sie innerhalb eines Monats nach seiner Bekanntgabe Einspruch einlegen. Der Einspruch ist beim Finanzamt Lindenau schriftlich einzureichen oder dort zur Niederschrift zu erklären.

Mit freundlichen Grüßen
"""
MARGIN, LEADING = 60.0, 14.0


def letter_pdf(text: str, body_top: float = 760.0, bottom: float = 330.0) -> bytes:
    """As samples/make_pdfs.py prints a text, with the letterhead's first line repeated on every page's top and
    a footer (bank, "Seite n von m") on every page's bottom; ``bottom`` ends pages early so that text runs on."""
    width = A4[0]
    lines: list[tuple[str, str, float]] = []
    for raw in text.splitlines()[1:]:  # the letterhead is drawn by the page
        if "    " in raw.strip():
            lines.append((raw.rstrip(), "Courier", 7.5))
        else:
            lines += [
                (part, "Helvetica", 10.5) for part in simpleSplit(raw, "Helvetica", 10.5, width - 2 * MARGIN) or [""]
            ]
    pages: list[list[tuple[str, str, float, float]]] = [[]]
    y = body_top
    for line, font, size in lines:
        if y < bottom:
            pages.append([])
            y = body_top
        pages[-1].append((line, font, size, y))
        y -= LEADING
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=True)
    for number, page in enumerate(pages, start=1):
        canvas.setFont("Helvetica", 10.5)
        canvas.drawString(MARGIN, 800, LETTERHEAD)
        for line, font, size, y in page:
            canvas.setFont(font, size)
            canvas.drawString(MARGIN, y, line)
        canvas.setFont("Helvetica", 8)
        canvas.drawString(MARGIN, 40, FOOTER)
        canvas.drawRightString(width - MARGIN, 28, f"Seite {number} von {len(pages)}")
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def explained(data: bytes, language: str = "de") -> Any:
    settings = Settings(public_url="http://127.0.0.1:8000")
    doc = prepare(read_document(data, language, settings), settings)
    facts = key_facts(doc)
    return build_result("local", doc, asyncio.run(OfflineExplainer().explain(doc, facts)), settings, facts)


def test_the_letter_pdf_runs_over_pages_with_its_letterhead_and_footer() -> None:
    reader = PdfReader(io.BytesIO(letter_pdf(LETTER)))
    assert len(reader.pages) >= 2
    plain = [page.extract_text() for page in reader.pages]
    assert all(LETTERHEAD in page and FOOTER in page for page in plain)
    # A paragraph runs on from one page to the next: the case the page join must mend.
    assert any(not page.split("\n" + FOOTER)[0].rstrip().endswith((".", ":")) for page in plain[:-1])


def test_the_text_layer_has_the_text_files_lines() -> None:
    result = extract_pdf(Pdf(letter_pdf(LETTER)), max_pages=10)
    assert result.text == LETTER.strip()  # lines, blank lines and table columns as in the text file
    assert result.text.count(LETTERHEAD) == 1  # kept once, on the first page
    assert FOOTER not in result.text and "Seite" not in result.text


def test_the_table_rows_keep_their_columns() -> None:
    text = extract_pdf(Pdf(letter_pdf(LETTER)), max_pages=10).text
    rows = [line for line in text.splitlines() if "EUR" in line and "  " in line]
    assert len(rows) == 3
    assert [len(row.split("   ")) > 3 for row in rows] == [True, True, True]
    assert "abzüglich Steuerabzug vom Lohn             -8.400,00 EUR" in text


def test_the_pdf_explains_as_the_text_file_does() -> None:
    from_pdf = explained(letter_pdf(LETTER))
    from_text = explained(LETTER.encode())
    headings = [clause.heading for clause in from_pdf.clauses]
    assert headings == [clause.heading for clause in from_text.clauses]
    assert not any("Lindenau" in (heading or "") for heading in headings)
    assert "Festsetzung" in headings and "Rechtsbehelfsbelehrung" in headings
    dates = sorted((d.date, d.role, d.kind) for d in from_pdf.deadlines)
    assert dates == sorted((d.date, d.role, d.kind) for d in from_text.deadlines)
    assert ("2026-04-15", "due", "date") in dates
    amounts = sorted((a.value, a.meaning) for a in from_pdf.amounts)
    assert amounts == sorted((a.value, a.meaning) for a in from_text.amounts)
    assert (777.6, "back_payment") in amounts
    table = next(clause for clause in from_pdf.clauses if "festgesetzt werden" in clause.original)
    assert "festgesetzt werden" not in table.translation  # the rows are said, not quoted
    assert "9.120,00" in table.translation and "720,00" in table.translation and "57,60" in table.translation
    assert [a.date for a in from_pdf.actions] == [a.date for a in from_text.actions]


def word_processor_pdf() -> bytes:
    """Paragraphs set apart by 6 points (no empty line), justified, headings in bold, a table of cells, the
    letterhead and footer drawn on every page."""
    body = ParagraphStyle("body", fontName="Helvetica", fontSize=10, leading=13, spaceAfter=6, alignment=TA_JUSTIFY)
    head = ParagraphStyle("head", fontName="Helvetica-Bold", fontSize=11, leading=14, spaceBefore=8, spaceAfter=4)

    def page(canvas: Canvas, doc: Any) -> None:
        canvas.setFont("Helvetica", 9)
        canvas.drawString(60, 800, LETTERHEAD)
        canvas.drawString(60, 40, FOOTER)
        canvas.drawRightString(535, 28, f"Seite {doc.page}")

    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=60, rightMargin=60, topMargin=70, bottomMargin=70)
    table = [
        ["", "Einkommensteuer", "Solidaritätszuschlag", "Kirchensteuer"],
        ["festgesetzt werden", "9.120,00 EUR", "0,00 EUR", "729,60 EUR"],
        ["abzüglich Steuerabzug vom Lohn", "-8.400,00 EUR", "0,00 EUR", "-672,00 EUR"],
        ["verbleibende Beträge", "720,00 EUR", "0,00 EUR", "57,60 EUR"],
    ]
    story = [
        Paragraph("Festsetzung", head),
        Table(table),
        Paragraph("Abrechnung", head),
        Paragraph("Bitte zahlen Sie die Nachzahlung von 777,60 EUR spätestens bis zum 15.04.2026.", body),
        *[Paragraph(f"{FILLER} {FILLER} {FILLER}", body) for _ in range(14)],
    ]
    doc.build(story, onFirstPage=page, onLaterPages=page)
    return buffer.getvalue()


def test_a_word_processors_paragraphs_and_table_read_as_lines() -> None:
    text = extract_pdf(Pdf(word_processor_pdf()), max_pages=10).text
    lines = text.split("\n")
    # Each paragraph is one line; paragraphs are set apart by a blank line although none was printed.
    assert lines.count(f"{FILLER} {FILLER} {FILLER}") == 14
    assert "\n\nBitte zahlen Sie die Nachzahlung von 777,60 EUR spätestens bis zum 15.04.2026.\n\n" in text
    # The table's rows stay together, one a line, their cells set apart by wide gaps.
    rows = [i for i, line in enumerate(lines) if "EUR" in line and "   " in line]
    assert len(rows) == 3 and rows == list(range(rows[0], rows[0] + 3))
    assert "Einkommensteuer" in lines[rows[0] - 1] and "   " in lines[rows[0] - 1]
    assert text.count(LETTERHEAD) == 1 and FOOTER not in text


def test_text_inside_a_form_is_read() -> None:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4)
    canvas.beginForm("block")
    canvas.setFont("Helvetica", 10.5)
    canvas.drawString(60, 700, "Die Miete ist monatlich im Voraus bis zum dritten Werktag zu zahlen.")
    canvas.endForm()
    canvas.doForm("block")
    canvas.showPage()
    canvas.save()
    text = extract_pdf(Pdf(buffer.getvalue()), max_pages=2).text
    assert "Die Miete ist monatlich im Voraus bis zum dritten Werktag zu zahlen." in text


# --------------------------------------------------------------------------- the wrapping rule, both ways

MARGIN_AT = 475.0  # where the lines of these tests end at the latest (points)


def line(text: str, x1: float, x0: float = 0.0, height: float = 10.5, blank: int = 0) -> Line:
    return Line(text, x0, x1, height, blank)


FULL = line("Die Mieterin zahlt die Betriebskosten für Heizung und Warmwasser monatlich", 460.0)


@pytest.mark.parametrize(
    "following",
    [
        line("voraus.", 40.0),  # a lower-case word that did not fit
        line("Vorauszahlungen auf die jährliche Abrechnung.", 250.0),  # a noun that did not fit
        line("(§ 556 BGB).", 60.0),  # a citation in brackets is no item
        line("556 Abs. 3 BGB.", 80.0),  # a number after a line that did not end a sentence
        line("z. B. für Wasser.", 80.0),  # an abbreviation is no item "z."
    ],
)
def test_a_line_that_did_not_fit_is_carried_over(following: Line) -> None:
    assert wrapped(FULL, following, MARGIN_AT)


@pytest.mark.parametrize(
    ("before", "following"),
    [
        (line("Die Miete beträgt 700 EUR im Monat.", 180.0), line("Sie ist am dritten Werktag fällig.", 170.0)),
        (FULL, line("(2) Die Kaution beträgt drei Monatsmieten.", 220.0)),  # an item of its own
        (FULL, line("3. Die Kaution beträgt drei Monatsmieten.", 220.0)),
        (FULL, line("§ 4 Kaution", 60.0)),
        (FULL, line("a) die Heizung,", 70.0)),
        (FULL, line("b. das Warmwasser.", 90.0)),
        (FULL, line("voraus.", 40.0, blank=1)),  # a blank line between: a new paragraph
        (FULL, line("Kaution", 50.0, height=14.0)),  # another font size: a heading
        (FULL, line("voraus.", 80.0, x0=40.0)),  # another indent
        (line("Konrad Ahlgrimm, Ulmenweg 9", 150.0), line("04109 Lindenau", 80.0)),  # an address block
        (line("festgesetzt werden          9.120,00 EUR        0,00 EUR", 470.0), line("abzüglich", 50.0)),
        (
            line("Die Parteien vereinbaren eine Probezeit von sechs Monaten bis zum Ende des Jahres.", 470.0),
            line("3 Probezeit", 55.0),  # a bare number after a sentence: a heading
        ),
    ],
)
def test_a_line_that_ends_on_purpose_keeps_its_break(before: Line, following: Line) -> None:
    assert not wrapped(before, following, MARGIN_AT)


def test_without_a_margin_nothing_is_joined() -> None:
    assert not wrapped(FULL, line("voraus.", 40.0), None)


@pytest.mark.parametrize(
    ("text", "following", "joined"),
    [
        ("Die Ver-", "tragsparteien vereinbaren", "Die Vertragsparteien vereinbaren"),
        ("Sorgfalts-", "und Anzeigepflichten", "Sorgfalts- und Anzeigepflichten"),
        ("per E-", "Mail", "per E-Mail"),
        ("monatlich", "voraus", "monatlich voraus"),
    ],
)
def test_a_word_split_at_the_margin_is_one_word_again(text: str, following: str, joined: str) -> None:
    assert join(text, following) == joined


def test_page_text_joins_wrapped_lines_and_keeps_one_blank_line() -> None:
    lines = [
        FULL,
        line("voraus.", 40.0),
        line("Sie ist am dritten Werktag fällig.", 170.0, blank=3),
        line("festgesetzt werden          9.120,00 EUR", 300.0, x0=0.0),
    ]
    assert page_text(lines, MARGIN_AT) == (
        f"{FULL.text} voraus.\n\nSie ist am dritten Werktag fällig.\nfestgesetzt werden          9.120,00 EUR"
    )


def test_a_tables_rows_stay_together_but_two_tables_stay_apart() -> None:
    from app.prepare.pdf_layout import _rows_together

    row = "festgesetzt werden          9.120,00 EUR"
    rows = [
        Line(row, 0.0, 300.0, 10.0, 0, 0.0),
        Line(row, 0.0, 300.0, 10.0, 1, 20.0),  # cell padding: wider than text lines, no paragraph
        Line(row, 0.0, 300.0, 10.0, 1, 20.0),
        Line(row, 0.0, 300.0, 10.0, 3, 60.0),  # a step three times the table's pitch: the next table
    ]
    assert [line.blank_before for line in _rows_together(rows)] == [0, 0, 0, 3]
    text = [Line("Die Miete ist am dritten Werktag fällig.", 0.0, 200.0, 10.0, 1, 20.0)]
    assert _rows_together(rows[:1] + text)[1].blank_before == 1  # text after a table keeps its gap


def test_pieces_of_a_line_placed_over_each_other_are_measured_end_to_end() -> None:
    from app.prepare.pdf_layout import _extent

    pieces = [
        {"tx": 6.0, "displaced_tx": 160.0, "text": "Die Preise gelten für"},
        {"tx": 6.0, "displaced_tx": 35.0, "text": "alle"},
        {"tx": 6.0, "displaced_tx": 270.0, "text": "Bestellungen über die Webseite."},
    ]
    assert _extent(pieces) == (6.0, 6.0 + 154.0 + 29.0 + 264.0)
    side_by_side = [
        {"tx": 0.0, "displaced_tx": 100.0, "text": "Miete"},
        {"tx": 300.0, "displaced_tx": 360.0, "text": "850,00 EUR"},
    ]
    assert _extent(side_by_side) == (0.0, 360.0)
