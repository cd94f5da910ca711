"""prepare(): the whole request-side pipeline on real inputs, ending in an anonymized document."""

from __future__ import annotations

import io

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from app.config import Settings
from app.errors import InputTooLarge, Refused, UnreadableDocument, UnsupportedInput
from app.intake.document import images_of
from app.models import DocumentInput, Pdf, Text
from app.prepare.pdf import extract_pdf
from app.prepare.run import prepare
from tests.support.paths import SAMPLES

SETTINGS = Settings()

LEASE = (
    "Mietvertrag\n\nzwischen Herrn Dieter Brandstätter, Lindenallee 14, 50968 Köln, "
    "E-Mail d.brandstaetter@beispielmail.de (Vermieter)\nund Frau Katharina Wölfle (Mieterin)\n\n"
    "§ 1 Mietsache\n(1) Vermietet wird die Wohnung im 2. Obergeschoss.\n(2) Mitvermietet wird ein Kellerraum.\n\n"
    "§ 2 Miete\nDie Miete beträgt 850,00 EUR und ist bis zum dritten Werktag fällig (§ 556b BGB).\n\n"
    "§ 3 Kaution\nDie Mieterin leistet eine Kaution von drei Nettokaltmieten gemäß § 551 BGB.\n"
)


@pytest.mark.slow
def test_a_pasted_lease_becomes_an_anonymized_segmented_document() -> None:
    prepared = prepare(DocumentInput(explanation_language="fr", content=Text(LEASE.replace("\n", "\r\n"))), SETTINGS)
    assert prepared.explanation_language == "fr"
    assert prepared.document_language == "de"
    for secret in ("Brandstätter", "beispielmail", "Lindenallee", "Wölfle"):
        assert secret not in repr(prepared)
    assert prepared.removed.get("EMAIL") == 1
    assert "\r" not in prepared.text
    headings = [s.heading for s in prepared.segments]
    assert headings[-3:] == ["§ 1 Mietsache", "§ 2 Miete", "§ 3 Kaution"]
    for s in prepared.segments:
        piece = prepared.text[s.start : s.end]
        assert piece and piece == piece.strip()
    assert prepared.page_starts == ()


@pytest.mark.slow
def test_a_pdf_keeps_its_page_starts_in_the_anonymized_text() -> None:
    data = (SAMPLES / "mietvertrag.pdf").read_bytes()
    extracted = extract_pdf(Pdf(data), max_pages=100)
    prepared = prepare(DocumentInput(explanation_language="de", content=Pdf(data)), SETTINGS)
    assert len(prepared.page_starts) == len(extracted.page_starts) >= 2
    assert list(prepared.page_starts) == sorted(prepared.page_starts)
    # Page 1 holds the parties' personal data, so later pages move; their first words stay the same.
    for original, mapped in zip(extracted.page_starts[1:], prepared.page_starts[1:], strict=True):
        assert mapped < original
        assert prepared.text[mapped : mapped + 30] == extracted.text[original : original + 30]
    assert "Brandstätter" not in prepared.text
    assert len(prepared.segments) >= 15


@pytest.mark.slow
def test_a_pdf_page_without_any_text_adds_no_text_and_no_warning() -> None:
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    for y, line in enumerate(LEASE.splitlines()):
        pdf.drawString(40, 800 - 14 * y, line)
    pdf.showPage()
    pdf.rect(50, 50, 400, 600, fill=1)  # a scanned page: an image, no text layer
    pdf.showPage()
    pdf.save()
    prepared = prepare(DocumentInput(explanation_language="de", content=Pdf(buffer.getvalue())), SETTINGS)
    assert prepared.warnings == ()
    assert len(prepared.page_starts) == 2 and prepared.page_starts[1] == len(prepared.text)


def test_a_recipe_is_refused() -> None:
    recipe = (
        "Für den Teig die Butter mit dem Zucker schaumig rühren. Eier einzeln unterrühren, dann Mehl und "
        "Backpulver dazugeben. Die Äpfel schälen und auf dem Teig verteilen. Bei 180 Grad backen."
    )
    with pytest.raises(Refused) as info:
        prepare(DocumentInput(explanation_language="de", content=Text(recipe)), SETTINGS)
    assert info.value.key == "no_legal_content"


def test_a_penal_order_is_refused() -> None:
    order = (
        "Amtsgericht München. Strafbefehl gegen Herrn Max Mustermann, geboren am 01.02.1980. Die "
        "Staatsanwaltschaft beschuldigt Sie des Betrugs gemäß § 263 StGB. Gegen Sie wird eine Geldstrafe von "
        "40 Tagessätzen festgesetzt. Einspruch ist binnen zwei Wochen möglich (§ 410 StPO)."
    )
    with pytest.raises(Refused) as info:
        prepare(DocumentInput(explanation_language="en", content=Text(order)), SETTINGS)
    assert info.value.key == "criminal_law"


def test_text_without_letters_has_no_readable_text() -> None:
    with pytest.raises(UnreadableDocument) as info:
        prepare(
            DocumentInput(
                explanation_language="en", content=Text("12.03.2026 / 4711 / 0815 -- 99,00 -- 12.12.2026 / 1234")
            ),
            SETTINGS,
        )
    assert info.value.key == "no_text"


def test_damaged_and_unknown_images_are_named_before_any_ocr() -> None:
    jpeg = b"\xff\xd8\xff\xe0" + b"\x00" * 64
    with pytest.raises(UnreadableDocument) as damaged:
        prepare(DocumentInput(explanation_language="en", content=images_of((jpeg,))), SETTINGS)
    assert (damaged.value.key, damaged.value.params) == ("image_corrupt", {"index": 1})
    with pytest.raises(UnsupportedInput) as info:
        prepare(DocumentInput(explanation_language="en", content=images_of((jpeg, b"BM" + b"\x00" * 64))), SETTINGS)
    assert info.value.params == {"index": 2}


def test_the_page_limit_comes_from_settings() -> None:
    data = (SAMPLES / "mietvertrag.pdf").read_bytes()
    with pytest.raises(InputTooLarge) as info:
        prepare(DocumentInput(explanation_language="en", content=Pdf(data)), SETTINGS.with_(max_pdf_pages=2))
    assert info.value.key == "pdf_too_many_pages"


def test_timings_are_collected_per_stage_when_asked() -> None:
    timings: dict[str, float] = {}
    prepare(DocumentInput(explanation_language="de", content=Text(LEASE)), SETTINGS, timings=timings)
    assert set(timings) == {"extract", "anonymize", "language", "gate", "segment"}
    assert all(value >= 0 for value in timings.values())
