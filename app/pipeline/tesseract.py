"""Run the tesseract binary on an image held in memory: the page goes in on stdin, TSV comes out.

pytesseract writes every image to a temporary file before calling tesseract, which would put
the pages of a person's letter on disk; piping an uncompressed PNM through ``tesseract stdin
stdout`` keeps it in memory and costs less than encoding a PNG.

Each call is one child process with ``OMP_THREAD_LIMIT=1`` (measured: ~1-2 s per page
single-threaded versus 5-6 s with OpenMP fighting over two cores), and never more of them at
once than there are cores, whatever the number of requests: a semaphore shared by the process.
"""

from __future__ import annotations

import io
import logging
import os
import re
import subprocess
import threading
from dataclasses import dataclass
from functools import cache

from PIL import Image

from app.errors import KlartextError, OcrUnavailable

log = logging.getLogger(__name__)

CORES = max(1, os.cpu_count() or 1)
_SLOTS = threading.BoundedSemaphore(CORES)
_ENV = {**os.environ, "OMP_THREAD_LIMIT": "1"}
_PAGE_TIMEOUT_SECONDS = 90
_OSD_TIMEOUT_SECONDS = 30
# Inverted (white on black) text is rare in letters; skipping the check saves a pass per line.
_READ_CONFIG = ("-c", "tessedit_do_invert=0")


class OcrFailed(KlartextError):
    """Tesseract is missing, crashed or timed out (a server problem, not the user's file)."""

    key = "internal_error"


@dataclass(frozen=True)
class Word:
    text: str
    confidence: float  # 0-100
    block: int
    paragraph: int
    line: int


def _pnm(image: Image.Image) -> bytes:
    if image.mode not in ("L", "RGB", "1"):
        image = image.convert("L")
    buffer = io.BytesIO()
    image.save(buffer, format="PPM")  # PGM for grayscale, PPM for colour; leptonica reads both from stdin
    return buffer.getvalue()


def _run(args: list[str], image: Image.Image, timeout: float) -> str:
    data = _pnm(image)
    with _SLOTS:
        try:
            done = subprocess.run(
                ["tesseract", "stdin", "stdout", *args],
                input=data,
                capture_output=True,
                env=_ENV,
                timeout=timeout,
                check=False,
            )
        except FileNotFoundError:
            log.error("tesseract is not installed")
            # Say so to the user: text and text-layer PDFs still work on this server.
            raise OcrUnavailable() from None
        except subprocess.TimeoutExpired:
            log.warning("tesseract timed out after %s s", timeout)
            raise OcrFailed() from None
    if done.returncode != 0:
        # stderr holds tesseract's own diagnostics, never page text.
        log.warning("tesseract failed (%s): %s", done.returncode, done.stderr.decode(errors="replace")[-300:])
        raise OcrFailed()
    return done.stdout.decode("utf-8", errors="replace")


def read_words(image: Image.Image, languages: str, psm: int = 3) -> list[Word]:
    """Recognised words in reading order, with tesseract's confidence for each."""
    tsv = _run(["-l", languages, "--psm", str(psm), *_READ_CONFIG, "tsv"], image, _PAGE_TIMEOUT_SECONDS)
    words: list[Word] = []
    for row in tsv.splitlines()[1:]:
        cells = row.split("\t")
        if len(cells) < 12 or cells[0] != "5" or not cells[11].strip():
            continue
        words.append(Word(cells[11].strip(), float(cells[10]), int(cells[2]), int(cells[3]), int(cells[4])))
    return words


_ROTATE = re.compile(r"Rotate: (\d+)")
_ORIENTATION_CONFIDENCE = re.compile(r"Orientation confidence: ([\d.]+)")


def orientation(image: Image.Image) -> tuple[int, float]:
    """(degrees to turn the page clockwise, confidence) from tesseract's OSD; (0, 0) when it cannot tell."""
    try:
        osd = _run(["--psm", "0", "-l", "osd", "-c", "min_characters_to_try=10"], image, _OSD_TIMEOUT_SECONDS)
    except OcrFailed:
        return 0, 0.0  # too little text to tell: tesseract exits non-zero
    rotate = _ROTATE.search(osd)
    confidence = _ORIENTATION_CONFIDENCE.search(osd)
    if not rotate or not confidence:
        return 0, 0.0
    return int(rotate.group(1)) % 360, float(confidence.group(1))


@cache
def installed_languages() -> frozenset[str]:
    try:
        done = subprocess.run(["tesseract", "--list-langs"], capture_output=True, env=_ENV, timeout=20, check=False)
    except (FileNotFoundError, subprocess.TimeoutExpired):
        return frozenset()
    return frozenset(line.strip() for line in done.stdout.decode().splitlines()[1:] if line.strip())
