"""OCR of photos and scans with the real tesseract: decoding, rotation, languages, confidence, §."""

from __future__ import annotations

import io
import re
import struct
import tempfile
import time
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from app.errors import InputTooLarge, UnreadableDocument, UnsupportedInput
from app.intake.document import images_of, page_of
from app.models import PageImage
from app.prepare import ocr, tesseract
from app.prepare.images import (
    MAX_PIXELS,
    binarise,
    deskew,
    flatten_light,
    normalise,
    open_image,
    probe,
    rescale,
    skew_angle,
)
from app.prepare.photos import extract_images
from app.present.notices import render_notice

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
LEASE = [
    "§ 7 Kündigung",
    "Die Mieterin kann das Mietverhältnis mit einer Frist",
    "von drei Monaten schriftlich kündigen (§ 573c BGB).",
    "Die Kaution wird nach dem Auszug zurückgezahlt.",
]
BAIL = [
    "Article 4 - Dépôt de garantie",
    "Le locataire versera un dépôt de garantie égal à",
    "deux mois de loyer, restitué après la remise des clés.",
    "Le bailleur s'engage à entretenir le logement.",
]


def page(lines: list[str], size: tuple[int, int] = (1654, 1000), points: int = 46) -> Image.Image:
    """A clean half page of text at 200 DPI."""
    image = Image.new("L", size, 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, points)
    for number, line in enumerate(lines):
        draw.text((120, 120 + number * points * 1.5), line, font=font, fill=0)
    return image


def encoded(image: Image.Image, fmt: str, **options: object) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, fmt, **options)
    return buffer.getvalue()


def png_header(width: int, height: int) -> bytes:
    """A PNG that claims ``width`` x ``height`` pixels: decompression bomb bait, a few bytes long."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", ihdr)
        + _chunk(b"IDAT", zlib.compress(b"\x00" * 4096))
        + _chunk(b"IEND", b"")
    )


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


# --------------------------------------------------------------------------- decoding (no OCR)


def test_a_decompression_bomb_is_refused_from_its_header_at_once() -> None:
    started = time.process_time()  # CPU, not wall time: decoding 3.6 GP would cost far more than 5 s
    with pytest.raises(InputTooLarge) as info:
        probe(PageImage(png_header(60_000, 60_000), "png"), 3)
    assert time.process_time() - started < 5
    assert info.value.key == "image_too_large"
    assert info.value.params == {"index": 3, "max_mp": MAX_PIXELS // 1_000_000}
    assert "40" in info.value.message("en")


def test_damaged_and_foreign_images_get_their_own_messages() -> None:
    jpeg = encoded(page(LEASE[:1]), "JPEG")
    with pytest.raises(UnreadableDocument) as damaged:
        open_image(PageImage(jpeg[: len(jpeg) // 2], "jpeg"), 2)
    assert damaged.value.key == "image_corrupt" and damaged.value.params == {"index": 2}
    with pytest.raises(UnsupportedInput) as foreign:
        page_of(encoded(page(LEASE[:1]), "GIF"), 1)  # intake sniffs the type; decoding trusts it
    assert "JPEG, PNG, HEIC" in foreign.value.message("en")


def test_exif_orientation_of_a_phone_photo_is_applied() -> None:
    upright = Image.new("L", (300, 200), 255)
    exif = Image.Exif()
    exif[0x0112] = 6  # the camera was held turned: viewers rotate the picture 90 degrees clockwise
    data = encoded(upright.convert("RGB"), "JPEG", exif=exif.tobytes())
    assert open_image(page_of(data, 1), 1).size == (200, 300)


@pytest.mark.slow
def test_small_photos_are_upscaled_and_huge_ones_reduced() -> None:
    assert max(rescale(Image.new("L", (300, 400))).size) == 1600  # capped at 4x
    assert max(rescale(Image.new("L", (1000, 1414))).size) == 2339  # 85 DPI A4 -> 200 DPI
    assert max(rescale(Image.new("L", (1240, 1754))).size) == 2339  # 150 DPI A4 -> 200 DPI
    assert rescale(Image.new("L", (1654, 2339))).size == (1654, 2339)
    assert rescale(Image.new("L", (2448, 3264))).size == (2100, 2800)  # an 8 MP phone photo
    assert max(rescale(Image.new("L", (6000, 8000))).size) == 2800


def test_uneven_light_is_flattened_and_even_light_left_alone() -> None:
    text = page(LEASE)
    gradient = np.linspace(1.0, 0.45, text.width, dtype=np.float32)[None, :]
    shaded = Image.fromarray((np.asarray(text, dtype=np.float32) * gradient).astype(np.uint8))
    flat = np.asarray(flatten_light(shaded), dtype=np.float32)
    paper = flat[20:100, :]  # a strip of the top margin: only paper
    assert paper[:, -200:].mean() > 225  # the dark side is paper-white again
    assert np.asarray(flatten_light(text)).tobytes() == np.asarray(text).tobytes()


# --------------------------------------------------------------------------- OCR


@pytest.mark.slow
def test_a_page_turned_sideways_is_found_turned_and_read(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Privacy: nothing may go through temporary files (pytesseract would write the page there).
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    result = ocr.read_page(page(LEASE).rotate(90, expand=True))
    assert result.rotation in (90, 270)
    assert "Mietverhältnis" in result.text and "Kaution" in result.text
    assert "§ 573c BGB" in result.text
    assert result.confidence > ocr.LOW_CONFIDENCE
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_a_french_document_is_read_again_with_the_french_pack() -> None:
    assert ocr.languages_for("fr") == "fra+eng" and ocr.languages_for("unknown") == "deu+eng"
    images = [encoded(page(BAIL), "PNG"), encoded(page(BAIL[2:]), "WEBP", lossless=True)]
    result = extract_images(images_of(images))
    assert "dépôt de garantie égal à" in result.text
    assert "restitué après la remise des clés" in result.text
    assert result.text[result.page_starts[1] :].startswith("deux mois de loyer")


@pytest.mark.slow
def test_a_photo_without_text_is_refused_as_no_legal_document() -> None:
    noise = np.random.default_rng(7).normal(128, 40, (900, 1200)).clip(0, 255).astype(np.uint8)
    wood = Image.fromarray(noise).filter(ImageFilter.GaussianBlur(3)).convert("RGB")
    with pytest.raises(Exception) as info:
        extract_images(images_of([encoded(wood, "JPEG")]))
    assert getattr(info.value, "key", None) == "ocr_no_text"
    assert "kein lesbarer Text" in info.value.message("de")  # type: ignore[attr-defined]


@pytest.mark.slow
def test_a_blurred_page_reads_with_low_confidence_and_is_named_in_a_warning() -> None:
    clean = page(LEASE)
    blurred = clean.resize((clean.width // 3, clean.height // 3)).filter(ImageFilter.GaussianBlur(1.6))
    weak = ocr.read_page(blurred)
    assert weak.has_text and weak.confidence < ocr.LOW_CONFIDENCE
    notice = ocr.low_confidence_warning([(1, ocr.read_page(clean)), (2, weak)])
    assert notice is not None and notice.params == (("pages", "2"),)
    warning = render_notice(notice, "it")
    assert "pagine 2 " in warning and "1" not in warning.split("2")[0]


def test_section_signs_misread_as_8_or_dollar_are_repaired() -> None:
    assert ocr.fix_section_signs("$ 3 Mietzeit\ngemäß 8 573c BGB und 88 535 ff. BGB") == (
        "§ 3 Mietzeit\ngemäß § 573c BGB und §§ 535 ff. BGB"
    )
    assert ocr.fix_section_signs("Anhörung nach $ 24 Zehntes Buch") == "Anhörung nach § 24 Zehntes Buch"
    assert ocr.fix_section_signs("& 7 Kündigung\n&§ 9 Schönheitsreparaturen") == (
        "§ 7 Kündigung\n§ 9 Schönheitsreparaturen"
    )
    # Real numbers stay numbers.
    assert ocr.fix_section_signs("am 8 3 Tage, Rent $ 500 per month, 8 Zimmer") == (
        "am 8 3 Tage, Rent $ 500 per month, 8 Zimmer"
    )


def test_tesseract_has_every_language_pack_klartext_uses() -> None:
    assert {"deu", "eng", "fra", "spa", "ita", "por", "osd"} <= tesseract.installed_languages()


def test_a_section_sign_read_as_8_and_joined_to_the_number_is_repaired_where_the_headings_say_so() -> None:
    assert ocr.fix_section_signs("§ 3 Mietzeit\ntext\n84 Miete und Nebenkosten\ntext\n§ 5 Kaution") == (
        "§ 3 Mietzeit\ntext\n§ 4 Miete und Nebenkosten\ntext\n§ 5 Kaution"
    )
    # "884": § 84 between § 83 and § 85, § 8 (a doubled 8) after § 7.
    assert ocr.fix_section_signs("§ 83 A\n884 Bbb\n§ 85 C") == "§ 83 A\n§ 84 Bbb\n§ 85 C"
    assert ocr.fix_section_signs("§ 7 Aaa\n88 Schönheitsreparaturen") == "§ 7 Aaa\n§ 8 Schönheitsreparaturen"
    assert ocr.fix_section_signs("§ 3 A\n84 Bbb\n85 Ccc") == "§ 3 A\n§ 4 Bbb\n§ 5 Ccc"  # one vouches for the next
    # A line that starts with a number stays as it is when the headings do not call for it.
    for text in ("84 Wohnungen sind vermietet", "§ 3 Mietzeit\n§ 4 Miete\n84 Wohnungen", "§ 9 A\n84 Wohnungen"):
        assert ocr.fix_section_signs(text) == text


@pytest.mark.slow
def test_section_headings_on_a_scanned_page_keep_their_section_signs() -> None:
    # DejaVu Serif at this size: tesseract reads "§ 4" and "§ 5" as "84" and "85".
    headings = ["§ 3 Mietzeit", "Das Mietverhältnis beginnt am 1. März.", "§ 4 Miete und Nebenkosten",
                "Die monatliche Miete beträgt 850,00 EUR und ist bis", "§ 5 Kaution",
                "Die Kaution beträgt drei Monatsmieten."]  # fmt: skip
    text = ocr.read_page(page(headings, size=(1654, 800), points=44), "deu").text
    assert "§ 3 Mietzeit" in text and "§ 4 Miete und Nebenkosten" in text and "§ 5 Kaution" in text


@pytest.mark.slow
@pytest.mark.parametrize("angle", [-15.0, -8.0, 3.0, 11.0, 86.0, 95.0])
def test_the_skew_of_a_page_is_found(angle: float) -> None:
    turned = page(LEASE, size=(1654, 1400)).rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    found = skew_angle(turned)
    assert abs(found + angle) < 0.5 or abs(found + angle - 180) < 0.5, found  # level again, maybe upside down


@pytest.mark.slow
def test_a_straight_page_a_blank_page_and_noise_are_left_as_they_are() -> None:
    noise = np.random.default_rng(3).integers(0, 256, (1400, 1654), dtype=np.uint8)
    for image in (page(LEASE), Image.new("L", (1654, 2339), 255), Image.fromarray(noise)):
        assert skew_angle(image) == 0.0
        assert deskew(image)[0] is image


@pytest.mark.slow
@pytest.mark.parametrize("angle", [9.0, -13.0, 84.0])
def test_a_photo_taken_askew_reads_as_if_straight(angle: float) -> None:
    # Unturned, tesseract reads nothing of a page turned by 12° and little of one at 8°.
    photo = page(LEASE).convert("RGB").rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor="white")
    result = extract_images(images_of([encoded(photo, "JPEG", quality=90)]))
    assert "Die Mieterin kann das Mietverh" in result.text and "mit einer Frist" in result.text
    assert "§ 573c BGB" in result.text and "Die Kaution wird nach dem Auszug" in result.text


SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
TAX_ROWS = [
    ("Einkünfte aus nichtselbständiger Arbeit", "48.211"), ("Werbungskosten", "1.230"),
    ("Summe der Einkünfte", "46.981"), ("Sonderausgaben", "2.310"), ("Zu versteuerndes Einkommen", "44.671"),
    ("Festgesetzt werden: Einkommensteuer", "9.874,00"), ("Solidaritätszuschlag", "0,00"),
    ("Abzüglich Steuerabzug vom Lohn", "8.960,32"), ("Verbleibende Belastung", "913,68"),
]  # fmt: skip


def two_columns(
    rows: Sequence[tuple[str, str]],
    *,
    size: tuple[int, int],
    top: int,
    step: int,
    right: int,
    right_aligned: bool = False,
    left: int = 130,
    points: int = 30,
    notes: Sequence[tuple[int, str]] = (),
) -> Image.Image:
    """A page with a left and a right column, row by row (the right one left-aligned at ``right`` or
    right-aligned to it), and full-width ``notes`` at the given heights."""
    font = ImageFont.truetype(SANS, points)
    image = Image.new("L", size, 255)
    draw = ImageDraw.Draw(image)
    for y, note in notes:
        draw.text((left, y), note, font=font, fill=20)
    for number, (one, two) in enumerate(rows):
        draw.text((left, top + number * step), one, font=font, fill=20)
        draw.text(
            ((right - font.getlength(two)) if right_aligned else right, top + number * step), two, font=font, fill=20
        )
    return image  # fmt: skip


@pytest.mark.slow
def test_the_amounts_of_a_tax_table_stay_on_the_rows_of_their_labels() -> None:
    # Tesseract alone reads the right-aligned amounts as a block of their own, after all the labels.
    image = two_columns(
        TAX_ROWS, size=(1654, 2339), top=300, step=52, right=1480, right_aligned=True,
        notes=[(200, "Berechnung der Einkommensteuer 2025. Alle Beträge in Euro.")],
    )  # fmt: skip
    text = ocr.read_page(image, "deu").text
    for label, _ in TAX_ROWS:  # each label with a number on its line (a digit may be misread: 9.874 as 9.374)
        assert re.search(rf"{label} [\d.,]+\n", text + "\n"), label
    assert "Verbleibende Belastung 913,68" in text


@pytest.mark.slow
def test_two_columns_of_prose_are_read_column_after_column() -> None:
    left = ["Der Mieter zahlt die Miete", "monatlich im Voraus bis zum", "dritten Werktag des Monats.",
            "Die Kaution beträgt drei", "Monatsmieten ohne Nebenkosten."]  # fmt: skip
    right = ["Der Vermieter hält die Wohnung", "in einem zum vertragsgemäßen", "Gebrauch geeigneten Zustand.",
             "Kleinreparaturen bis 100 EUR", "trägt der Mieter."]  # fmt: skip
    rows = list(zip(left, right, strict=True))
    image = two_columns(rows, size=(1654, 1200), top=150, step=50, right=880, left=120, points=28)
    text = " ".join(ocr.read_page(image, "deu").text.split())
    assert " ".join(left) in text and " ".join(right) in text


def _words(rows: list[tuple[str, int, int, int]]) -> list[tesseract.Word]:
    """Words as tesseract reports them: (text, block, left, top), one line per block."""
    return [tesseract.Word(text, 95.0, block, 1, 1, left, top, 12 * len(text), 30) for text, block, left, top in rows]


def test_values_join_their_rows_only_when_three_of_them_line_up() -> None:
    # An address block with a lone date beside it: nothing to join.
    letter = _words([("Erika", 1, 100, 100), ("Musterfrau", 1, 170, 100), ("Hauptstr.", 2, 100, 140),
                     ("5", 2, 220, 140), ("10115", 3, 100, 180), ("Berlin", 3, 180, 180),
                     ("12.03.2026", 4, 1200, 100), ("Betreff", 5, 100, 300), ("Bescheid", 6, 100, 340)])  # fmt: skip
    assert ocr._join_table_rows(letter) == letter
    # Three amounts aligned on their right edge beside three labels: joined row by row.
    table = _words([("Miete", 1, 100, 100), ("Nebenkosten", 2, 100, 140), ("Heizung", 3, 100, 180),
                    ("Summe", 4, 100, 220), ("850,00", 5, 1208, 100), ("120,00", 6, 1208, 140),
                    ("75,50", 7, 1220, 180)])  # fmt: skip
    joined = ocr._layout(table)
    assert joined.splitlines() == ["Miete 850,00", "", "Nebenkosten 120,00", "", "Heizung 75,50", "", "Summe"]


@pytest.mark.slow
@pytest.mark.parametrize("shade", [235, 180])
def test_text_in_a_shaded_box_is_read(shade: int) -> None:
    # A form's gray box on a sparse page: stretching the darkest 1 % to black turned a light box
    # into a black one, and a blurred light estimate ate the first letters of every line in a dark one.
    lines = ["Festsetzung der Einkommensteuer 2025", "Zu versteuerndes Einkommen 48.211 EUR",
             "Bitte zahlen Sie den Betrag bis zum 15.07.2026.", "Gegen diesen Bescheid ist der Einspruch zulässig."]  # fmt: skip
    font = ImageFont.truetype(SANS, 34)
    image = Image.new("RGB", (1654, 2339), "white")
    draw = ImageDraw.Draw(image)
    draw.rectangle((100, 300, 1550, 800), fill=(shade, shade, min(255, shade + 20)))
    for number, line in enumerate(lines):
        draw.text((140, 340 + number * 100), line, font=font, fill=(20, 20, 20))
    text = ocr.read_page(image, "deu").text
    for line in lines:
        assert line in text


def test_what_counts_as_a_value_cell_of_a_table() -> None:
    values = ["9.874,00", "-1.230,00 €", "563,00 EUR", "19 %", "2025", "01.01.2026 - 30.06.2026",
              "01.01.2026 bis 31.01.2026", "§ 3", "§§ 12a", "1.", "(2)", "b)", "€ 45"]  # fmt: skip
    words = ["Datum: 12.03.2026", "Telefon 030 1234567", "Berlin", "monatlich", "Position 1:", "12 Monate"]
    assert all(ocr._VALUE_CELL.match(value) for value in values)
    assert not any(ocr._VALUE_CELL.match(word) for word in words)


@pytest.mark.slow
def test_labels_of_a_form_keep_their_values_on_the_same_line() -> None:
    # Values far to the right: tesseract alone reads all labels, then all values.
    rows = [("Vertragsart:", "Unbefristet"), ("Wohnung:", "3 Zimmer links"), ("Mietbeginn:", "1. März 2026"),
            ("Miete:", "monatlich im Voraus"), ("Kaution:", "drei Monatsmieten")]  # fmt: skip
    image = two_columns(
        rows, size=(1654, 1200), top=250, step=60, right=1000,
        notes=[(150, "Übersicht der wichtigsten Vertragsdaten aus dem Mietvertrag")],
    )  # fmt: skip
    lines = ocr.read_page(image, "deu").text.splitlines()
    for label, value in rows:
        assert f"{label} {value}" in lines


@pytest.mark.slow
def test_a_letter_head_with_a_reference_block_is_left_as_tesseract_reads_it() -> None:
    # Address lines and "Datum: 12.03.2026" are neither values nor labels: nothing to join.
    address = ["Herrn", "Jonas Beispiel", "Lindenweg 12", "04109 Leipzig"]
    reference = ["Datum: 12.03.2026", "Steuernummer: 231/456/78901", "Telefon: 0341 1234-0", "Zimmer: 214"]
    image = two_columns(
        list(zip(address, reference, strict=True)), size=(1654, 1200), top=200, step=45, right=1000, points=28,
        notes=[(500, "Bescheid über die Festsetzung der Grundsteuer")],
    )  # fmt: skip
    words = tesseract.read_words(binarise(normalise(image)), "deu")
    assert len(words) > 15
    assert ocr._join_table_rows(words) == words


@pytest.mark.slow
def test_numbered_rows_of_a_statement_stay_whole_even_where_a_colon_was_not_read() -> None:
    # Tesseract reads "Position 1:" ... "Position 24:" as a column of its own (and some without the
    # colon); the rest of each row followed after all of them.
    font = ImageFont.truetype(SANS, 30)
    image = Image.new("L", (1654, 2339), 255)
    draw = ImageDraw.Draw(image)
    for number in range(1, 25):
        row = f"Position {number}: Nebenkosten Abrechnung {number * 37},50 EUR fällig am 1{number % 10}.03.2026"
        draw.text((130, 300 + (number - 1) * 56), row, font=font, fill=25)
    lines = ocr.read_page(image, "deu").text.splitlines()
    for number in range(1, 25):
        assert any(re.match(rf"Position {number} ?:? Nebenkosten Abrechnung \d", line) for line in lines), number
