"""Uploaded page images: recognise, check, decode, and prepare them for OCR.

The type comes from the bytes, never from what the client claims. Size is checked from the
header before any pixel is decoded, so a decompression bomb costs nothing but the header parse.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import io
import logging
import math
import warnings

import numpy as np
from PIL import Image, ImageFilter, ImageOps, UnidentifiedImageError

from app.errors import InputTooLarge, UnreadableDocument
from app.models import ImageKind, PageImage

log = logging.getLogger(__name__)

MAX_PIXELS = 40_000_000  # a 40 MP photo is the largest phone camera output we accept
# Pillow's own bomb guard at twice the cap: it only matters if our header check were bypassed.
Image.MAX_IMAGE_PIXELS = MAX_PIXELS * 2

# Pages are read at about 200 DPI (A4: 2339 px long side), not 300: body text is then ~16 px
# x-height, 7-point small print ~10 px, and tesseract reads both as well as at 300 DPI (measured on
# the samples and on 7-9 pt pages: CER the same or lower) while it costs ~25 % less CPU and memory.
# Photos keep a little more (up to 2800 px): the paper rarely fills the whole frame.
_MIN_LONG_SIDE = 2000  # below ~170 DPI: upscaled, small print needs the pixels
_TARGET_LONG_SIDE = 2339
MAX_LONG_SIDE = 2800
_MAX_UPSCALE = 4.0
# Background brightness that varies more than this across the page (shadow, lamp light) is flattened.
_UNEVEN_LIGHT = 28
# Contrast stretching never maps a value lighter than this to black, or darker than that to white.
_DARKEST_INK = 100
_LIGHTEST_PAPER = 160
# Deskew: angles searched (a hand-held photo is rarely turned more), the smallest turn worth a
# resampling (tesseract copes with less), and how much sharper the text lines must stand out at the
# found angle than at 0° before the page is turned (a page of text: 15-80; noise, graphics: ~1).
_MAX_SKEW = 20.0
_MIN_SKEW = 1.0
_MIN_SKEW_GAIN = 3.0
_SKEW_SAMPLE = 60_000


def _return_page_buffers_to_the_system() -> None:
    """Make glibc hand every buffer of 1 MB or more straight back to the system when it is freed.

    By default glibc raises its mmap threshold after the first large free (up to 32 MB), so page
    renders and their numpy copies, made in several reader threads, then come from per-thread heaps
    that keep their memory: measured on an 8 MB scanned PDF, the request process grew by ~160 MB
    and stayed there. With a fixed 1 MB threshold it peaks ~100 MB lower. Same as starting Python
    with MALLOC_MMAP_THRESHOLD_=1048576; a no-op where the C library is not glibc.
    """
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallopt(_M_MMAP_THRESHOLD, 1 << 20)
    except (OSError, AttributeError):
        pass


_M_MMAP_THRESHOLD = -3
_return_page_buffers_to_the_system()

try:  # HEIC/HEIF support comes from a plugin wheel
    from pillow_heif import register_heif_opener

    register_heif_opener()
except ImportError:  # pragma: no cover - declared dependency
    log.warning("pillow-heif missing: HEIC photos cannot be read")


# Pillow's decoder for each kind intake sniffed: a page is opened only as the type its first bytes
# showed, so no other decoder of Pillow's ever sees the file.
_FORMATS: dict[ImageKind, list[str]] = {"jpeg": ["JPEG"], "png": ["PNG"], "heic": ["HEIF"], "webp": ["WEBP"]}


def probe(page: PageImage, index: int) -> tuple[int, int]:
    """Check the pixel count from the header alone; returns (width, height)."""
    try:
        with warnings.catch_warnings(), Image.open(io.BytesIO(page.data), formats=_FORMATS[page.kind]) as image:
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            width, height = image.size
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise _too_large(index) from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError):
        raise UnreadableDocument("image_corrupt", index=index) from None
    if width < 1 or height < 1:
        raise UnreadableDocument("image_corrupt", index=index)
    if width * height > MAX_PIXELS:
        raise _too_large(index)
    return width, height


def open_image(page: PageImage, index: int, *, draft: bool = False) -> Image.Image:
    """Decode one page (after ``probe``), with the camera's EXIF orientation applied.

    ``draft``: a JPEG is decoded in gray and, when it is larger than OCR needs, at 1/2, 1/4 or 1/8
    of its size by the JPEG decoder itself (never below ``MAX_LONG_SIDE``): a 39 MP phone photo
    then takes 10 MB instead of 156 MB (Pillow keeps RGB in four bytes a pixel).
    """
    probe(page, index)
    image: Image.Image | None = None
    failure: InputTooLarge | UnreadableDocument
    try:
        image = Image.open(io.BytesIO(page.data), formats=_FORMATS[page.kind])
        if draft and page.kind == "jpeg":
            image.draft("L", _draft_size(image.size))
        image.load()
        return ImageOps.exif_transpose(image, in_place=True) or image
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        failure = _too_large(index)
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError, KeyError, IndexError):
        failure = UnreadableDocument("image_corrupt", index=index)
    # Raised here, not in the except clause: the decoder's error would stay attached to ours (as its
    # __context__), its traceback would keep the half-decoded image alive (the decoder in Pillow's
    # frame holds it), and tracebacks are freed by the cycle collector, which counts objects, not
    # megabytes: ten uploads whose third photo was cut off held 160 MB each and the server 1.1 GB.
    if image is not None:
        image.close()
    raise failure


def _draft_size(size: tuple[int, int]) -> tuple[int, int]:
    """The smallest size a JPEG may be decoded at for OCR: its long side not below ``MAX_LONG_SIDE``."""
    shrink = min(1.0, MAX_LONG_SIDE / max(size))
    return math.ceil(size[0] * shrink), math.ceil(size[1] * shrink)


def decoding_cost(page: PageImage, index: int) -> int:
    """Bytes that ``decode_for_ocr`` takes at its peak, from the header alone (``probe`` first).

    The decoded image (Pillow keeps colour in four bytes a pixel, gray in one; a JPEG is decoded
    in gray at the size ``_draft_size`` allows, as the JPEG decoder scales: 1/2, 1/4, 1/8), its gray
    copy and the resized one; transparency adds the alpha channel and the white paper under it,
    an EXIF orientation a turned copy. Measured: a 40 MP PNG in RGB peaks at 4.8 bytes a pixel
    (this says 6), with transparency at 7.6 (this says 8).
    """
    width, height = probe(page, index)
    try:
        with Image.open(io.BytesIO(page.data), formats=_FORMATS[page.kind]) as image:
            mode = image.mode
            transparent = mode in ("RGBA", "LA", "PA") or (mode == "P" and "transparency" in image.info)
            # Pillow's PNG reader decodes the whole image to look for EXIF after the pixels: not here.
            turned = "exif" in image.info if page.kind == "png" else image.getexif().get(_ORIENTATION, 1) != 1
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError):
        mode, transparent, turned = "RGBA", True, True
    if page.kind == "jpeg":
        wanted = _draft_size((width, height))
        most = min(width // wanted[0], height // wanted[1])
        scale = next(s for s in (8, 4, 2, 1) if most >= s)
        width, height = -(-width // scale), -(-height // scale)
        mode = "L" if mode in ("L", "RGB") else mode
    per_pixel = 1 if mode in ("1", "L", "P") else 2 if mode.startswith("I;16") else 4
    per_pixel += 2 + (2 if transparent else 0) + (4 if transparent and mode != "RGBA" else 0)
    per_pixel += per_pixel if turned else 0
    return per_pixel * width * height


_ORIENTATION = 0x0112  # the EXIF tag a camera sets when the photo is to be shown turned


def ocr_pixels(width: int, height: int) -> int:
    """Pixels of a ``width`` x ``height`` page once ``rescale`` has brought it to OCR size."""
    long_side = max(width, height)
    if long_side < _MIN_LONG_SIDE:
        factor = min(_TARGET_LONG_SIDE / long_side, _MAX_UPSCALE)
    else:
        factor = min(1.0, MAX_LONG_SIDE / long_side)
    return math.ceil(width * factor) * math.ceil(height * factor)


def decode_for_ocr(page: PageImage, index: int) -> Image.Image:
    """The page in gray, no larger than OCR needs: what ``ocr.read_page`` takes; the full decode is
    dropped before this returns, so only the small copy outlives the caller's memory budget."""
    image = open_image(page, index, draft=True)
    gray = grayscale(image)
    del image
    if max(gray.size) > MAX_LONG_SIDE:
        gray = rescale(gray)
    return gray


def _too_large(index: int) -> InputTooLarge:
    return InputTooLarge("image_too_large", index=index, max_mp=MAX_PIXELS // 1_000_000)


def grayscale(image: Image.Image) -> Image.Image:
    """8-bit gray; transparent areas become white paper, not black."""
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        # Gray and alpha a byte a pixel each, laid onto white paper: not three RGBA copies of a large photo.
        rgba = image if image.mode == "RGBA" else image.convert("RGBA")
        gray, alpha = rgba.convert("L"), rgba.getchannel("A")
        del rgba
        return Image.composite(gray, Image.new("L", gray.size, 255), alpha)
    if image.mode in ("I;16", "I;16B", "I;16L", "I", "F"):
        image = ImageOps.autocontrast(image.convert("I").point(lambda v: v / 256).convert("L"))
    return image if image.mode == "L" else image.convert("L")  # no copy of a gray page: nothing here changes one


def rescale(gray: Image.Image) -> Image.Image:
    """Small or low-resolution photos up, oversized ones down, towards A4 at 200 DPI."""
    long_side = max(gray.size)
    if long_side < _MIN_LONG_SIDE:
        factor = min(_TARGET_LONG_SIDE / long_side, _MAX_UPSCALE)
    elif long_side > MAX_LONG_SIDE:
        factor = MAX_LONG_SIDE / long_side
    else:
        return gray
    size = (max(1, round(gray.width * factor)), max(1, round(gray.height * factor)))
    return gray.resize(size, Image.Resampling.LANCZOS if factor < 1 else Image.Resampling.BICUBIC)


def flatten_light(gray: Image.Image) -> Image.Image:
    """Divide out uneven lighting (a shadow across a photo) when there is any; else leave the page alone.

    The background is estimated on a small copy: a max filter wipes out the dark text, a min filter
    of the same size brings the edges of large dark areas back to where they are (a closing), a
    light blur smooths the steps. Cheap (a few tens of ms on a 12 MP photo) and a large gain for the
    global threshold on shaded photos. A wide blur instead of the min filter would spread a shaded
    box's edge over the text inside it (a form with a gray box lost the first letters of every line).
    """
    small = gray.reduce(8) if min(gray.size) >= 64 else gray
    background = (
        small.filter(ImageFilter.MaxFilter(7)).filter(ImageFilter.MinFilter(7)).filter(ImageFilter.GaussianBlur(3))
    )
    low, high = np.percentile(np.asarray(background), [5, 95])
    if high - low < _UNEVEN_LIGHT:
        return gray
    # In place: two float copies of the page at a time, not five (a page of a photo is 6 MP).
    full = np.asarray(background.resize(gray.size, Image.Resampling.BILINEAR), dtype=np.float32)
    np.maximum(full, 1.0, out=full)
    flat = np.asarray(gray, dtype=np.float32)
    flat *= 255.0
    flat /= full
    del full
    np.clip(flat, 0, 255, out=flat)
    return Image.fromarray(flat.astype(np.uint8))


def normalise(image: Image.Image) -> Image.Image:
    """Gray, near 200 DPI, even light, full contrast: what tesseract reads best."""
    return stretch_contrast(flatten_light(rescale(grayscale(image))))


def stretch_contrast(gray: Image.Image) -> Image.Image:
    """Full contrast for a faded scan or a gray photo: the darkest 1 % of the pixels to black, the
    lightest 0.5 % to white — but never a light value to black or a dark one to white. A sparse page
    has less than 1 % ink; the darkest 1 % is then a shaded box or a gray table row, and stretching
    it to black would bury the text inside it."""
    # Pillow's histogram: np.bincount would first copy the page into 8-byte integers (60 MB for a page).
    histogram = np.array(gray.histogram()[:256], dtype=np.int64)
    total = histogram.sum()
    cumulative = np.cumsum(histogram)
    low = min(int(np.searchsorted(cumulative, total * 0.01)), _DARKEST_INK)
    high = max(int(np.searchsorted(cumulative, total * 0.995)), _LIGHTEST_PAPER)
    if high - low < 2 or (low == 0 and high == 255):
        return gray
    scale = 255.0 / (high - low)
    table = [max(0, min(255, round((value - low) * scale))) for value in range(256)]
    return gray.point(table)


def skew_angle(gray: Image.Image) -> float:
    """The angle (degrees, counter-clockwise) that turns the text lines of a ``normalise``d page level:
    within +-20° of 0 for a page photographed askew, within +-20° of 90 for one lying on its side
    (it may then still be upside down: OSD in ``ocr.read_page`` finds that); 0.0 when there is no
    clear answer.

    Projection profiles on a third-size copy: the dark pixels are projected at each candidate angle;
    where the angle matches the lines, the profile alternates sharply between lines and gaps, so the
    sum of its squared steps peaks. 1° steps, then 0.1° steps around the best: ~60 ms for an A4 page.
    """
    small = gray.reduce(3) if min(gray.size) >= 1200 else gray
    pixels = np.asarray(small)
    ys, xs = np.nonzero(pixels < 128)
    if len(ys) < 500:
        return 0.0
    if len(ys) > _SKEW_SAMPLE:
        chosen = np.random.default_rng(0).choice(len(ys), _SKEW_SAMPLE, replace=False)
        ys, xs = ys[chosen], xs[chosen]
    x = xs.astype(np.float32) - pixels.shape[1] / 2
    y = ys.astype(np.float32) - pixels.shape[0] / 2

    def sharpness(degrees: float) -> float:
        theta = np.deg2rad(degrees)
        projected = y * np.cos(theta) - x * np.sin(theta)
        profile = np.bincount((projected - projected.min()).astype(np.int32)).astype(np.float64)
        steps = np.diff(profile)
        return float((steps * steps).sum())

    level = np.arange(-_MAX_SKEW, _MAX_SKEW + 0.5, 1.0)
    coarse = np.concatenate([level, level + 90.0])
    best = float(coarse[int(np.argmax([sharpness(a) for a in coarse]))])
    fine = np.arange(best - 1.0, best + 1.05, 0.1)
    scores = [sharpness(a) for a in fine]
    angle = round(float(fine[int(np.argmax(scores))]), 1)
    if max(scores) < _MIN_SKEW_GAIN * max(sharpness(0.0), 1.0):
        return 0.0
    for square in (0.0, 90.0):
        if abs(angle - square) < _MIN_SKEW:
            return square  # tesseract copes with the rest
    return angle


def deskew(gray: Image.Image) -> tuple[Image.Image, float]:
    """The page turned so that its lines are level, and the angle it was turned by (counter-clockwise).

    A photo taken a little askew then reads as if straight: tesseract loses a page turned by more
    than ~5° (77 % of the characters wrong at 8°, nothing read at 12°; 0.4 % and 0.1 % deskewed).
    """
    angle = skew_angle(gray)
    if angle == 0.0:
        return gray, 0.0
    if angle == 90.0:
        return gray.transpose(Image.Transpose.ROTATE_90), angle
    return gray.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255), angle


def binarise(gray: Image.Image) -> Image.Image:
    """Black text on white paper (mode "1") at Otsu's threshold, for a page ``normalise`` has prepared.

    Tesseract thresholds every page the same way for its layout analysis; doing it here means it gets
    a 1-bit image: an eighth of the bytes through the pipe, and ~30 % less memory and ~10-15 % less
    CPU per tesseract process (measured, 200 DPI A4), at the same error rate on the sample scans and
    photos (the light is already evened out by ``flatten_light``). Small print pays a little: 7-8 pt
    pages read at 0.18 % CER binarised against 0.08 % gray (bench/ocr_speed.py ``small``).
    """
    gray = gray if gray.mode == "L" else gray.convert("L")
    counts = np.array(gray.histogram()[:256], dtype=np.float64)  # not np.bincount: see stretch_contrast
    weight = np.cumsum(counts)
    total = weight[-1]
    mass = np.cumsum(counts * np.arange(256))
    below, above = weight[:-1], total - weight[:-1]
    with np.errstate(divide="ignore", invalid="ignore"):
        between = (mass[-1] * below / total - mass[:-1]) ** 2 / (below * above)
    between = np.nan_to_num(between, nan=0.0, posinf=0.0)
    threshold = int(np.argmax(between)) if between.any() else 127
    return gray.point([255 if value > threshold else 0 for value in range(256)], "1")
