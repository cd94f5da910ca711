"""PDF text extraction: real PDFs made with reportlab, damaged and protected ones, scans."""

from __future__ import annotations

import io
import logging
import random

import pytest
from pypdf import PdfReader, PdfWriter
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from app.errors import InputTooLarge, Refused, UnreadableDocument, UnsupportedInput
from app.intake.document import pdf_of
from app.intake.sniff import sniff
from app.models import Pdf
from app.prepare.pdf import extract_pdf, normalize_pages, text_layer_usable

CLAUSE = "Die Mieterin zahlt die Miete monatlich im Voraus bis zum dritten Werktag auf das Konto."


def make_pdf(pages: list[list[str] | None], header: str | None = None, footer: bool = False) -> bytes:
    """One list of lines per page; None makes an image-only page (a drawn shape, no text layer)."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    for number, lines in enumerate(pages, start=1):
        if lines is None:
            pdf.rect(50, 50, 400, 600, fill=1)
        else:
            if header:
                pdf.drawString(72, 800, header)
            y = 760
            for line in lines:
                pdf.drawString(72, y, line)
                y -= 16
            if footer:
                pdf.drawString(280, 40, f"Seite {number} von {len(pages)}")
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def encrypt(data: bytes, user_password: str) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt(user_password=user_password, owner_password="owner-secret", algorithm="AES-256")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_text_is_extracted_per_page_with_page_starts() -> None:
    data = make_pdf([["§ 1 Mietsache", CLAUSE], ["§ 2 Mietzeit", "Das Mietverhältnis beginnt am 01.02.2026."]])
    result = extract_pdf(Pdf(data), max_pages=10)
    assert result.text.startswith("§ 1 Mietsache\n")
    assert len(result.page_starts) == 2 and result.page_starts[0] == 0
    assert result.text[result.page_starts[1] :].startswith("§ 2 Mietzeit")
    assert result.text[result.page_starts[1] - 2 : result.page_starts[1]] == "\n\n"
    assert result.warnings == ()


def test_repeated_headers_and_page_numbers_are_removed() -> None:
    pages: list[list[str] | None] = [[f"§ {n} Regelung", CLAUSE] for n in range(1, 5)]
    data = make_pdf(pages, header="Mietvertrag Rosenweg 22 - Stand 12/2025", footer=True)
    result = extract_pdf(Pdf(data), max_pages=10)
    assert "Seite" not in result.text
    # The running header is kept once, at the top of the first page, and dropped on the others.
    assert result.text.count("Stand 12/2025") == 1
    assert result.text.startswith("Mietvertrag Rosenweg 22 - Stand 12/2025\n")
    assert result.text.count(CLAUSE) == 4


def test_normalisation_dehyphenates_and_collapses_spaces_but_keeps_paragraphs() -> None:
    page = "Die Ver-\ntragsparteien   vereinbaren\tFolgendes.\n\n\n\nMiet-\nund Nebenkosten E-\nMail"
    (cleaned,) = normalize_pages([page])
    assert "Vertragsparteien vereinbaren Folgendes." in cleaned
    assert "Folgendes.\n\nMiet- und" not in cleaned  # the conjunction keeps the hyphen and the line break
    assert "Miet-\nund Nebenkosten" in cleaned
    assert "E-\nMail" in cleaned  # an uppercase continuation is not a broken word
    assert "\n\n\n" not in cleaned


def test_a_pdf_protected_only_by_an_owner_password_opens() -> None:
    data = encrypt(make_pdf([["§ 1 Mietsache", CLAUSE]]), user_password="")
    assert CLAUSE in extract_pdf(Pdf(data), max_pages=10).text


def test_a_pdf_that_needs_a_password_is_refused_with_a_clear_message() -> None:
    data = encrypt(make_pdf([["§ 1 Mietsache", CLAUSE]]), user_password="secret")
    with pytest.raises(UnreadableDocument) as info:
        extract_pdf(Pdf(data), max_pages=10)
    assert info.value.key == "pdf_encrypted"
    assert "password" in info.value.message("en")


def test_a_truncated_pdf_is_reported_as_damaged(caplog: pytest.LogCaptureFixture) -> None:
    data = make_pdf([["§ 1 Mietsache", CLAUSE]] * 3)
    with caplog.at_level(logging.WARNING), pytest.raises(UnreadableDocument) as info:
        extract_pdf(Pdf(data[: len(data) // 3]), max_pages=10)
    assert info.value.key in ("pdf_corrupt", "pdf_empty")
    assert CLAUSE not in caplog.text


@pytest.mark.parametrize("seed", range(8))
def test_random_bytes_behind_a_pdf_header_are_reported_as_damaged(seed: int) -> None:
    noise = random.Random(seed).randbytes(4000)
    with pytest.raises(UnreadableDocument):
        extract_pdf(Pdf(b"%PDF-1.4\n" + noise), max_pages=10)


def test_bytes_that_are_not_a_pdf_are_unsupported() -> None:
    # Intake sniffs the type; extraction takes its word for it.
    with pytest.raises(UnsupportedInput) as info:
        pdf_of(b"\x89PNG\r\n\x1a\n" + b"\x00" * 100)
    assert info.value.key == "not_a_pdf"


def test_extraction_trusts_the_sniffed_type_and_does_not_sniff_again() -> None:
    # A forged Pdf (never built by intake) reaches pypdf, which finds it damaged: no second sniff.
    with pytest.raises(UnreadableDocument) as info:
        extract_pdf(Pdf(b"\x89PNG\r\n\x1a\n" + b"\x00" * 100), max_pages=10)
    assert info.value.key == "pdf_corrupt"


def test_too_many_pages_names_the_count_and_the_limit() -> None:
    data = make_pdf([[CLAUSE]] * 6)
    with pytest.raises(InputTooLarge) as info:
        extract_pdf(Pdf(data), max_pages=5)
    assert (info.value.key, info.value.params) == ("pdf_too_many_pages", {"count": 6, "max": 5})


@pytest.mark.slow
def test_a_pdf_whose_pages_hold_no_text_even_for_ocr_is_refused() -> None:
    with pytest.raises(Refused) as info:
        extract_pdf(Pdf(make_pdf([None])), max_pages=10)
    assert info.value.key == "ocr_no_text"


@pytest.mark.slow
def test_image_pages_without_text_between_text_pages_stay_empty() -> None:
    data = make_pdf([["§ 1 Mietsache", CLAUSE], None, ["§ 3 Kaution", CLAUSE]])
    result = extract_pdf(Pdf(data), max_pages=10)
    assert result.text.count(CLAUSE) == 2
    assert len(result.page_starts) == 3
    assert result.page_starts[1] == result.page_starts[2]  # the empty page has no text of its own
    assert result.text[result.page_starts[2] :].startswith("§ 3 Kaution")
    assert result.warnings == ()


def test_text_layer_usable_tells_text_from_scan_noise() -> None:
    assert text_layer_usable(CLAUSE)
    assert not text_layer_usable("  3  ")
    assert not text_layer_usable("")
    assert not text_layer_usable("\x01\x02 ### ;;; 12 34 56 78 90 .. ,, %% && ab")


def test_sniff_recognises_file_types() -> None:
    assert sniff(make_pdf([[CLAUSE]])) == "pdf"
    assert sniff(b"\xff\xd8\xff\xdb") == "jpeg"
    assert sniff(b"\x89PNG\r\n\x1a\n") == "png"
    assert sniff(b"RIFF\x00\x00\x00\x00WEBPVP8 ") == "webp"
    assert sniff(b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00") == "heic"
    assert sniff(b"\x00\x00\x00\x18ftypavif\x00\x00\x00\x00") is None
    assert sniff(b"GIF89a") is None
    assert sniff(b"") is None
