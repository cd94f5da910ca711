"""Make scan and photo samples from the sample texts: what people send when they have paper.

Run from anywhere: ``.venv/bin/python samples/make_scans.py``. Needs the DejaVu fonts from
Debian's ``fonts-dejavu-core`` (``make`` installs them) and Pillow, pillow-heif and numpy from PyPI.

Writes:
- ``scan_mietvertrag.pdf``: an image-only PDF, as a scanner makes it (300 DPI grayscale, no text layer)
- ``photo_mietvertrag.jpg``: page 1 photographed with a phone: skewed, in perspective, shaded
- ``photo_mietvertrag_p2.heic``: page 2 as an iPhone saves it (HEIC, slightly turned)
- ``photo_arbeitsvertrag.webp``: page 1 of the employment contract as WebP
- ``scan_behoerdenbrief.png``: page 1 of the authority letter, a small low-resolution scan (150 DPI)

Output is deterministic (fixed seeds). ``page_texts(name)`` gives the text printed on each page:
the ground truth for the OCR benchmark.
"""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

HERE = Path(__file__).resolve().parent
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
DPI = 300
A4 = (2480, 3508)  # pixels at 300 DPI
MARGIN = 236  # 2 cm
POINT_SIZE = 11
LEADING = 1.45


@cache
def _font(bold: bool = False, dpi: int = DPI) -> ImageFont.FreeTypeFont:
    name = "DejaVuSerif-Bold.ttf" if bold else "DejaVuSerif.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), round(POINT_SIZE * dpi / 72))


def _is_heading(line: str) -> bool:
    return line.startswith("§") or (0 < len(line) < 60 and line.isupper())


def _wrap(paragraph: str, font: ImageFont.FreeTypeFont, width: int) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in paragraph.split():
        candidate = f"{current} {word}".strip()
        if current and font.getlength(candidate) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def layout(text: str) -> list[list[tuple[str, bool]]]:
    """Pages of (line, bold) at 300 DPI on A4; a blank line is ("", False)."""
    width = A4[0] - 2 * MARGIN
    line_height = round(POINT_SIZE * DPI / 72 * LEADING)
    per_page = (A4[1] - 2 * MARGIN) // line_height
    pages: list[list[tuple[str, bool]]] = [[]]
    for paragraph in text.strip().split("\n"):
        bold = _is_heading(paragraph.strip())
        lines = _wrap(paragraph, _font(bold), width) if paragraph.strip() else [""]
        for line in lines:
            if len(pages[-1]) >= per_page:
                pages.append([])
            if line or pages[-1]:  # no blank line at the top of a page
                pages[-1].append((line, bold))
    return pages


def page_texts(name: str) -> list[str]:
    """The text printed on each page of sample ``name`` (e.g. "mietvertrag"): OCR ground truth."""
    text = (HERE / f"{name}.txt").read_text(encoding="utf-8")
    return ["\n".join(line for line, _ in page).strip() for page in layout(text)]


def render_page(lines: list[tuple[str, bool]], dpi: int = DPI) -> Image.Image:
    """A clean grayscale page as a 300 DPI scanner sees it (or smaller for ``dpi`` < 300)."""
    factor = dpi / DPI
    size = (round(A4[0] * factor), round(A4[1] * factor))
    page = Image.new("L", size, 255)
    draw = ImageDraw.Draw(page)
    line_height = POINT_SIZE * dpi / 72 * LEADING
    y = MARGIN * factor
    for line, bold in lines:
        if line:
            draw.text((MARGIN * factor, y), line, font=_font(bold, dpi), fill=20)
        y += line_height
    return page


def photo(page: Image.Image, seed: int, angle: float, size: tuple[int, int] = (2448, 3264)) -> Image.Image:
    """The page as a phone photographs it: on a table, turned, in perspective, shaded, a little soft."""
    rng = np.random.default_rng(seed)
    table = (96, 84, 70)
    paper = Image.merge("RGB", [page.point(lambda v, c=c: v * c // 255) for c in (250, 246, 236)])
    canvas = Image.new("RGB", (round(page.width * 1.12), round(page.height * 1.09)), table)
    canvas.paste(paper, ((canvas.width - page.width) // 2, (canvas.height - page.height) // 2))
    canvas = canvas.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=table)
    w, h = canvas.size
    # Camera not quite parallel to the paper: the top edge is a little narrower than the bottom one.
    squeeze = 0.025 * w
    coeffs = _perspective(
        [(squeeze, 0), (w - squeeze, 0), (w, h), (0, h)],
        [(0, 0), (w, 0), (w, h), (0, h)],
    )
    canvas = canvas.transform((w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC, fillcolor=table)
    canvas = canvas.resize(size, Image.Resampling.LANCZOS).filter(ImageFilter.GaussianBlur(0.8))
    pixels = np.asarray(canvas, dtype=np.float32)
    # Light from the top left, the phone's shadow on the lower right.
    ys, xs = np.mgrid[0 : size[1], 0 : size[0]]
    light = 1.0 - 0.35 * (xs / size[0] + ys / size[1]) / 2
    shadow = 1.0 - 0.3 * np.exp(
        -(((xs - 0.75 * size[0]) / (0.25 * size[0])) ** 2 + ((ys - 0.8 * size[1]) / (0.2 * size[1])) ** 2)
    )
    pixels *= (light * shadow)[..., None]
    pixels += rng.normal(0, 4, pixels.shape)
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))


def _perspective(source: list[tuple[float, float]], target: list[tuple[float, float]]) -> list[float]:
    rows = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    b = np.array([c for point in source for c in point], dtype=np.float64)
    return list(np.linalg.solve(np.array(rows, dtype=np.float64), b))


def _pages(name: str) -> list[list[tuple[str, bool]]]:
    return layout((HERE / f"{name}.txt").read_text(encoding="utf-8"))


def scan_pdf(name: str) -> bytes:
    """Image-only PDF: one 300 DPI grayscale JPEG per page, as office scanners write them."""
    images = [render_page(lines) for lines in _pages(name)]
    buffer = io.BytesIO()
    images[0].save(buffer, "PDF", save_all=True, append_images=images[1:], resolution=DPI, quality=60)
    return buffer.getvalue()


def main() -> None:
    import pillow_heif

    pillow_heif.register_heif_opener()
    lease = _pages("mietvertrag")
    (HERE / "scan_mietvertrag.pdf").write_bytes(scan_pdf("mietvertrag"))
    photo(render_page(lease[0]), seed=1, angle=2.5).save(HERE / "photo_mietvertrag.jpg", quality=80)
    photo(render_page(lease[1]), seed=2, angle=-1.5).save(HERE / "photo_mietvertrag_p2.heic", quality=35)
    photo(render_page(_pages("arbeitsvertrag")[0]), seed=3, angle=1.0).save(
        HERE / "photo_arbeitsvertrag.webp", quality=70
    )
    render_page(_pages("behoerdenbrief")[0], dpi=150).save(HERE / "scan_behoerdenbrief.png", optimize=True)
    for path in sorted(HERE.glob("scan_*")) + sorted(HERE.glob("photo_*")):
        print(f"{path.name}: {path.stat().st_size / 1024:.0f} KB")


if __name__ == "__main__":
    main()
