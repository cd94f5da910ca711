"""Seed inputs for each harness, written into a folder at run time.

The samples (those up to ``MAX_SAMPLE_BYTES``; the large phone photo is added scaled down), and the
hostile files the tests build (``tests/prepare/test_pdf.py``, ``tests/prepare/test_ocr.py``): a
truncated PDF, PDFs that need a password or only an owner password, noise behind a PDF header, a PDF
without pages or with too many, a decompression bomb header, a truncated JPEG, an unsupported GIF,
images in every mode and format Pillow may hand on. Made with reportlab, pypdf and Pillow (the
``dev`` extra), deterministic.
"""

from __future__ import annotations

import base64
import hashlib
import io
import itertools
import json
import random
import struct
import zlib
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw

from fuzz.targets import join_files

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
FINDINGS = ROOT / "tests" / "intake" / "fuzz_findings"
MAX_SAMPLE_BYTES = 200_000
BOUNDARY = "fuzzb0undary"


# --------------------------------------------------------------------------- PDFs


def _pdf(pages: list[list[str] | None], image: bool = False) -> bytes:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    for lines in pages:
        if lines is None:
            if image:
                pdf.drawImage(ImageReader(_page_image((120, 160))), 50, 50, 200, 280)
            else:
                pdf.rect(50, 50, 400, 600, fill=1)
        else:
            y = 760
            for line in lines:
                pdf.drawString(72, y, line)
                y -= 16
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def _encrypted(data: bytes, user_password: str, algorithm: str) -> bytes:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt(user_password=user_password, owner_password="owner-secret", algorithm=algorithm)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _no_pages() -> bytes:
    from pypdf import PdfWriter

    out = io.BytesIO()
    PdfWriter().write(out)
    return out.getvalue()


CLAUSE = "Die Mieterin zahlt die Miete monatlich im Voraus bis zum dritten Werktag auf das Konto."


@cache
def pdfs() -> dict[str, bytes]:
    text = _pdf([["§ 1 Mietsache", CLAUSE], ["§ 2 Mietzeit", "Das Mietverhältnis beginnt am 01.02.2026."]])
    found = {path.name: path.read_bytes() for path in sorted(SAMPLES.glob("*.pdf")) if _small(path)}
    found.update(
        {
            "two_pages.pdf": text,
            "image_only.pdf": _pdf([None]),
            "embedded_image.pdf": _pdf([["§ 1 Mietsache", CLAUSE], None], image=True),
            "truncated.pdf": _pdf([["§ 1 Mietsache", CLAUSE]] * 3)[:900],
            "user_password_aes.pdf": _encrypted(text, "secret", "AES-256"),
            "owner_password_only.pdf": _encrypted(text, "", "AES-128"),
            "user_password_rc4.pdf": _encrypted(text, "secret", "RC4-128"),
            "noise_behind_header.pdf": b"%PDF-1.4\n" + random.Random(0).randbytes(2000),
            "junk_before_header.pdf": b"GARBAGE\x00\x01" * 20 + text,
            "no_pages.pdf": _no_pages(),
            "too_many_pages.pdf": _pdf([["x"]] * 101),
        }
    )
    found.update(_findings("*.pdf"))  # what fuzzing found before: its neighbours are worth a look
    return found


def _findings(pattern: str) -> dict[str, bytes]:
    """The regression files of earlier findings (tests/intake/fuzz_findings/)."""
    return {f"finding_{path.name}": path.read_bytes() for path in sorted(FINDINGS.glob(pattern))}


# --------------------------------------------------------------------------- images


def _page_image(size: tuple[int, int] = (160, 220)) -> Image.Image:
    """A tiny page: dark lines of 'text' on light paper, a shadow across one corner."""
    image = Image.new("L", size, 235)
    draw = ImageDraw.Draw(image)
    for y in range(12, size[1] - 10, 9):
        draw.line((10, y, size[0] - 12 - (y * 7) % 40, y + 1), fill=30, width=2)
    draw.rectangle((0, 0, size[0] // 3, size[1] // 4), fill=150)
    return image


def _encoded(image: Image.Image, fmt: str, **options: object) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, fmt, **options)
    return buffer.getvalue()


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png_header(width: int, height: int) -> bytes:
    """A PNG that claims ``width`` x ``height`` pixels: decompression bomb bait, a few bytes long."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", ihdr)
        + _chunk(b"IDAT", zlib.compress(b"\x00" * 4096))
        + _chunk(b"IEND", b"")
    )


@cache
def images() -> dict[str, bytes]:
    import pillow_heif

    pillow_heif.register_heif_opener()
    gray = _page_image()
    rgb = gray.convert("RGB")
    rgba = gray.convert("RGBA")
    rgba.putalpha(Image.new("L", gray.size, 128))
    exif = Image.Exif()
    exif[0x0112] = 6  # turned by the camera: rotated on decoding
    palette = rgb.convert("P", palette=Image.Palette.ADAPTIVE, colors=8)
    jpeg = _encoded(rgb, "JPEG", quality=60)
    found = {path.name: path.read_bytes() for path in sorted(SAMPLES.glob("*")) if _is_image(path) and _small(path)}
    photo = Image.open(SAMPLES / "photo_mietvertrag.jpg")
    photo.thumbnail((240, 240))
    found.update(
        {
            "photo_small.jpg": _encoded(photo, "JPEG", quality=70, exif=exif.tobytes()),
            "gray.png": _encoded(gray, "PNG"),
            "rgba.png": _encoded(rgba, "PNG"),
            "palette_transparent.png": _encoded(palette, "PNG", transparency=0),
            "sixteen_bit.png": _encoded(gray.convert("I").point(lambda v: v * 256).convert("I;16"), "PNG"),
            "one_bit.png": _encoded(gray.convert("1"), "PNG"),
            "gray_alpha.png": _encoded(gray.convert("LA"), "PNG"),
            "interlaced.png": _encoded(rgb, "PNG", interlace=1),
            "rgb.jpg": jpeg,
            "gray.jpg": _encoded(gray, "JPEG"),
            "cmyk.jpg": _encoded(rgb.convert("CMYK"), "JPEG"),
            "progressive_exif.jpg": _encoded(rgb, "JPEG", progressive=True, exif=exif.tobytes()),
            "lossy.webp": _encoded(rgb, "WEBP", quality=50),
            "lossless_alpha.webp": _encoded(rgba, "WEBP", lossless=True),
            "photo.heic": _encoded(rgb, "HEIF", quality=50),
            "bomb.png": png_header(60_000, 60_000),
            "zero_width.png": png_header(0, 10),
            "truncated.jpg": jpeg[: len(jpeg) // 2],
            "unsupported.gif": _encoded(gray, "GIF"),
        }
    )
    return found


def _is_image(path: Path) -> bool:
    return path.suffix.lower() in (".jpg", ".jpeg", ".png", ".heic", ".webp")


def _small(path: Path) -> bool:
    return path.stat().st_size <= MAX_SAMPLE_BYTES


# --------------------------------------------------------------------------- the other doors


def image_lists() -> dict[str, bytes]:
    found = images()
    small = [name for name in found if len(found[name]) < 40_000]
    lists = {f"{a}+{b}": join_files([found[a], found[b]]) for a, b in itertools.pairwise(small)}
    lists["three_with_gif_second"] = join_files([found["gray.png"], found["unsupported.gif"], found["rgb.jpg"]])
    lists["four_with_bomb_last"] = join_files(
        [found["rgb.jpg"], found["gray.png"], found["lossy.webp"], found["bomb.png"]]
    )
    lists["one"] = join_files([found["photo.heic"]])
    return lists


def _text_files() -> dict[str, bytes]:
    letter = (SAMPLES / "termination_letter_en.txt").read_text(encoding="utf-8")
    return {
        "letter.txt": letter.encode(),
        "letter_bom.txt": b"\xef\xbb\xbf" + letter.encode(),
        "letter_utf16.txt": letter.encode("utf-16"),
        "letter_cp1252.txt": "Kündigung zum 31.12.2026 – Straße".encode("cp1252") * 4,
        "binary.bin": bytes(range(256)),
        "zip.zip": b"PK\x03\x04" + bytes(40),
    }


def multipart(parts: list[tuple[str, str | None, bytes]], boundary: str = BOUNDARY) -> bytes:
    """One multipart/form-data body: (field name, file name or None, content) per part."""
    out = bytearray()
    for name, filename, content in parts:
        out += f"--{boundary}\r\n".encode()
        disposition = f'form-data; name="{name}"' + (f'; filename="{filename}"' if filename else "")
        out += f"Content-Disposition: {disposition}\r\n".encode()
        if filename:
            out += b"Content-Type: application/octet-stream\r\n"
        out += b"\r\n" + content + b"\r\n"
    out += f"--{boundary}--\r\n".encode()
    return bytes(out)


def _request(body: bytes, content_type: str = f"multipart/form-data; boundary={BOUNDARY}") -> bytes:
    return content_type.encode() + b"\n" + body


def multipart_bodies() -> dict[str, bytes]:
    pdf = pdfs()
    image = images()
    text = _text_files()
    letter = text["letter.txt"]
    return {
        "pdf": _request(multipart([("file", "a.pdf", pdf["two_pages.pdf"]), ("language", None, b"de")])),
        "truncated_pdf": _request(multipart([("file", "a.pdf", pdf["truncated.pdf"])])),
        "photos": _request(multipart([("files", "1.jpg", image["rgb.jpg"]), ("files", "2.png", image["gray.png"])])),
        "photos_brackets": _request(multipart([("files[]", "1.webp", image["lossy.webp"])])),
        "bomb": _request(multipart([("file", "b.png", image["bomb.png"])])),
        "mixed": _request(multipart([("files", "1.jpg", image["rgb.jpg"]), ("files", "a.pdf", pdf["two_pages.pdf"])])),
        "text_field": _request(multipart([("text", None, letter), ("language", None, b"fr")])),
        "text_and_file": _request(multipart([("text", None, letter), ("file", "a.txt", letter)])),
        "empty_file_part": _request(multipart([("file", "", b""), ("text", None, letter)])),
        "unknown_field": _request(multipart([("other", None, b"x")])),
        "bad_language": _request(multipart([("text", None, letter), ("language", None, b"xx")])),
        **{f"file_{name}": _request(multipart([("file", name, data)])) for name, data in text.items()},
        "no_boundary": _request(multipart([("text", None, letter)]), "multipart/form-data"),
        "quoted_boundary": _request(multipart([("text", None, letter)]), f'multipart/form-data; boundary="{BOUNDARY}"'),
        "unterminated": _request(multipart([("file", "a.pdf", pdf["two_pages.pdf"])])[:-30]),
        **_findings("*.multipart"),
    }


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def explain_arguments() -> dict[str, bytes]:
    pdf = pdfs()
    image = images()
    letter = (SAMPLES / "termination_letter_en.txt").read_text(encoding="utf-8")
    small_pdf = pdf["two_pages.pdf"]
    wrapped = "\n".join(_b64(small_pdf)[i : i + 76] for i in range(0, len(_b64(small_pdf)), 76))
    cases: dict[str, object] = {
        "text": {"text": letter, "language": "de"},
        "text_short": {"text": "zu kurz"},
        "pdf": {"pdf": _b64(small_pdf), "language": "en"},
        "pdf_data_url": {"pdf": "data:application/pdf;base64," + _b64(small_pdf)},
        "pdf_urlsafe_unpadded": {"pdf": base64.urlsafe_b64encode(small_pdf).decode().rstrip("=")},
        "pdf_wrapped_lines": {"pdf": wrapped},
        "pdf_encrypted": {"pdf": _b64(pdf["user_password_aes.pdf"])},
        "pdf_truncated": {"pdf": _b64(pdf["truncated.pdf"])},
        "pdf_image_only": {"pdf": _b64(pdf["image_only.pdf"])},
        "images": {"images": [_b64(image["gray.png"]), _b64(image["rgb.jpg"])], "language": "it"},
        "images_data_url": {"images": ["data:image/heic;base64," + _b64(image["photo.heic"])]},
        "images_bomb": {"images": [_b64(image["bomb.png"])]},
        "images_gif": {"images": [_b64(image["unsupported.gif"])]},
        "images_empty": {"images": []},
        "images_not_strings": {"images": [1, None]},
        "several": {"text": letter, "pdf": _b64(small_pdf)},
        "none": {},
        "unknown_field": {"file": "x"},
        "wrong_language": {"text": letter, "language": 5},
        "not_an_object": ["pdf"],
        "bad_base64": {"pdf": "JVBERi0x!!"},
    }
    return {**{name: json.dumps(value).encode() for name, value in cases.items()}, **_findings("*.json")}


SEEDS: dict[str, Callable[[], dict[str, bytes]]] = {
    "pdf_bytes": pdfs,
    "image_bytes": images,
    "image_list": image_lists,
    "multipart_body": multipart_bodies,
    "explain_arguments": explain_arguments,
}


def write(name: str, folder: Path) -> int:
    """Write the seeds of harness ``name`` into ``folder``; returns how many."""
    folder.mkdir(parents=True, exist_ok=True)
    count = 0
    for label, data in SEEDS[name]().items():
        digest = hashlib.sha1(data).hexdigest()[:10]
        (folder / f"{_safe(label)}-{digest}").write_bytes(data)
        count += 1
    return count


def _safe(label: str) -> str:
    return "".join(c if c.isalnum() or c in "._-+" else "_" for c in label)


def all_seeds() -> Iterator[tuple[str, str, bytes]]:
    """(harness, label, bytes) of every seed: the tests check each is refused or accepted cleanly."""
    for name, make in SEEDS.items():
        for label, data in make().items():
            yield name, label, data
