"""Tesseract on images held in memory, by helper processes that keep it loaded.

Two ways to run it, the first whenever it works:

- **helpers** (``app.prepare.tesseract_helper``): long-running processes with libtesseract (the
  tesserocr wheel) and their language models loaded, reused page after page. The page goes in
  over a pipe as raw gray pixels, TSV comes back. Against the tesseract program this saves the
  process start and the model load of every page and runs tesseract 5.5 instead of Debian's 5.3
  (bench/ocr_speed.py: about a quarter less CPU per page at the same character error rate). A
  separate process, not a thread of the server: a page that crashes libtesseract or runs over its
  time costs that helper (it is killed and replaced), never the server.
- **program**: one ``tesseract stdin stdout`` process per page (pytesseract would write each page
  to a temporary file). Used when tesserocr is not installed or a helper cannot start.

Either way each run is single-threaded (``OMP_THREAD_LIMIT=1``: ~1-2 s per page, versus 5-6 s with
OpenMP fighting over two cores), and never more of them run at once than there are cores, whatever
the number of requests: a semaphore shared by the process. Language data come from the system's
tessdata folder (Debian's tesseract-ocr-* packages), ``TESSDATA_PREFIX`` when it is set.
"""

from __future__ import annotations

import atexit
import io
import json
import logging
import os
import re
import resource
import select
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from functools import cache
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from PIL import Image

from app.errors import OcrFailed, OcrUnavailable
from app.prepare.tesseract_helper import write_frame

log = logging.getLogger(__name__)

CORES = max(1, os.cpu_count() or 1)
_SLOTS = threading.BoundedSemaphore(CORES)
_ENV = {**os.environ, "OMP_THREAD_LIMIT": "1"}
_PAGE_TIMEOUT_SECONDS = 90
_OSD_TIMEOUT_SECONDS = 30
_START_TIMEOUT_SECONDS = 30
# A helper not used for this long is stopped (its language models hold memory); the next page starts one.
_IDLE_SECONDS = 300
# Inverted (white on black) text is rare in letters; skipping the check saves a pass per line.
_READ_CONFIG = ("-c", "tessedit_do_invert=0")
# "auto": helpers when they work, else the program; "program": always the program (benchmarks, tests).
ENGINE = "auto"


@dataclass(frozen=True)
class Word:
    text: str
    confidence: float  # 0-100
    block: int
    paragraph: int
    line: int
    left: int = 0  # the word's box in the page image, pixels
    top: int = 0
    width: int = 0
    height: int = 0


# --------------------------------------------------------------------------- language data


_LIST_LANGS_FOLDER = re.compile(r'"([^"]+)"')
_USUAL_FOLDERS = ("/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
                  "/usr/share/tessdata", "/usr/local/share/tessdata", "/opt/homebrew/share/tessdata")  # fmt: skip


@cache
def tessdata() -> Path | None:
    """The folder of the ``*.traineddata`` files: ``TESSDATA_PREFIX`` when set (as for tesseract
    itself), else where the tesseract program looks, else the usual system folders."""
    if "TESSDATA_PREFIX" in os.environ:
        folder = Path(os.environ["TESSDATA_PREFIX"])
        return folder if any(folder.glob("*.traineddata")) else None
    candidates = list(_USUAL_FOLDERS)
    try:
        done = subprocess.run(["tesseract", "--list-langs"], capture_output=True, env=_ENV, timeout=20, check=False)
        found = _LIST_LANGS_FOLDER.search(done.stdout.decode(errors="replace").split("\n", 1)[0])
        if found:
            candidates.insert(0, found.group(1))
    except (FileNotFoundError, subprocess.TimeoutExpired):
        pass
    for candidate in candidates:
        folder = Path(candidate)
        if any(folder.glob("*.traineddata")):
            return folder
    return None


@cache
def installed_languages() -> frozenset[str]:
    """Language packs that can be read (empty: no OCR on this server)."""
    folder = tessdata()
    return frozenset(path.stem for path in folder.glob("*.traineddata")) if folder else frozenset()


def _gray(image: Image.Image) -> Image.Image:
    return image if image.mode == "L" else image.convert("L")


# --------------------------------------------------------------------------- helpers


class _HelperFailed(Exception):
    """The helper crashed, hung or answered nonsense; it has been killed."""


class _Helper:
    """One helper process; used by one thread at a time (the pool hands it out)."""

    def __init__(self, folder: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "app.prepare.tesseract_helper", str(folder)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_ENV,
        )  # fmt: skip
        self.last_used = time.monotonic()
        hello = self._receive(time.monotonic() + _START_TIMEOUT_SECONDS)
        if not hello.get("ready"):
            self.kill()
            raise _HelperFailed("not ready")
        self.version = str(hello.get("version", ""))

    def ask(self, request: dict[str, Any], image: Image.Image, timeout: float) -> dict[str, Any]:
        gray = _gray(image)
        request = {**request, "width": gray.width, "height": gray.height}
        deadline = time.monotonic() + timeout
        assert self.process.stdin is not None
        try:
            write_frame(self.process.stdin, json.dumps(request).encode(), flush=False)
            write_frame(self.process.stdin, gray.tobytes())
        except OSError:
            self.kill()
            raise _HelperFailed("gone") from None
        answer = self._receive(deadline)
        self.last_used = time.monotonic()
        return answer

    def _receive(self, deadline: float) -> dict[str, Any]:
        assert self.process.stdout is not None
        fd = self.process.stdout.fileno()
        # poll, not select: a busy server's pipe descriptors can be numbered beyond select's 1024.
        waiting = select.poll()
        waiting.register(fd, select.POLLIN)
        buffer = bytearray()
        needed = 4
        while len(buffer) < needed:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not waiting.poll(remaining * 1000):
                self.kill()
                raise _HelperFailed("timeout")
            chunk = os.read(fd, max(65536, needed - len(buffer)))
            if not chunk:
                self.kill()
                raise _HelperFailed("gone")
            buffer += chunk
            if needed == 4 and len(buffer) >= 4:
                needed = 4 + int.from_bytes(buffer[:4], "big")
        try:
            answer = json.loads(bytes(buffer[4:needed]))
        except ValueError:
            answer = None
        if not isinstance(answer, dict):
            self.kill()
            raise _HelperFailed("nonsense")
        return answer

    def cpu_seconds(self) -> float:
        try:
            fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            return 0.0
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def alive(self) -> bool:
        return self.process.poll() is None

    def close(self) -> None:
        """Closing stdin ends the helper's loop; it exits by itself."""
        try:
            if self.process.stdin:
                self.process.stdin.close()
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.kill()
        if self.process.stdout:
            self.process.stdout.close()

    def kill(self) -> None:
        self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            if stream:
                with suppress(OSError):
                    stream.close()


class _Helpers:
    """Idle helpers waiting for the next page; ``_SLOTS`` bounds how many work at once."""

    def __init__(self) -> None:
        self._idle: list[_Helper] = []
        self._lock = threading.Lock()
        self.unusable = False  # a helper could not start: use the program from now on
        self.started = 0  # helpers started since the server started (tests, /metrics-style figures)

    @contextmanager
    def lease(self, folder: Path) -> Iterator[_Helper]:
        helper = self._take()
        if helper is None:
            try:
                helper = _Helper(folder)
            except (OSError, _HelperFailed):
                self.unusable = True
                log.warning("the OCR helper cannot start; pages are read by the tesseract program instead")
                raise
            with self._lock:
                self.started += 1
        try:
            yield helper
        except BaseException:
            if helper.alive():
                helper.close()
            raise
        if helper.alive():
            with self._lock:
                self._idle.append(helper)

    def _take(self) -> _Helper | None:
        now = time.monotonic()
        with self._lock:
            stale = [h for h in self._idle if now - h.last_used > _IDLE_SECONDS or not h.alive()]
            self._idle = [h for h in self._idle if h not in stale]
            helper = self._idle.pop() if self._idle else None
        for old in stale:
            old.close()
        return helper

    def cpu_seconds(self) -> float:
        with self._lock:
            return sum(helper.cpu_seconds() for helper in self._idle)

    def pids(self) -> list[int]:
        with self._lock:
            return [helper.process.pid for helper in self._idle]

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for helper in idle:
            helper.close()


HELPERS = _Helpers()
atexit.register(HELPERS.close)


_TESSEROCR_INSTALLED = find_spec("tesserocr") is not None  # looked up once, not for every page


def _use_helpers() -> bool:
    return ENGINE == "auto" and _TESSEROCR_INSTALLED and not HELPERS.unusable


def _ask_helper(folder: Path, request: dict[str, Any], image: Image.Image, timeout: float) -> dict[str, Any] | None:
    """The helper's answer; None when no helper can start (the caller uses the program)."""
    try:
        with HELPERS.lease(folder) as helper:
            answer = helper.ask(request, image, timeout)
    except _HelperFailed as exc:
        if HELPERS.unusable:
            return None
        log.warning("an OCR helper failed (%s) and was replaced", exc)
        raise OcrFailed() from None
    except OSError:
        return None
    if "error" in answer:
        log.warning("an OCR helper could not read a page (%s)", answer.get("kind") or answer["error"])
        raise OcrFailed()
    return answer


# --------------------------------------------------------------------------- the program


def _pnm(image: Image.Image) -> bytes:
    if image.mode not in ("L", "RGB", "1"):
        image = image.convert("L")
    buffer = io.BytesIO()
    image.save(buffer, format="PPM")  # PGM for grayscale, PPM for colour; leptonica reads both from stdin
    return buffer.getvalue()


def _run_program(args: list[str], image: Image.Image, timeout: float) -> str:
    try:
        done = subprocess.run(
            ["tesseract", "stdin", "stdout", *args],
            input=_pnm(image),
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


# --------------------------------------------------------------------------- reading


def _folder() -> Path:
    folder = tessdata()
    if folder is None:
        log.error("no tesseract language data found")
        raise OcrUnavailable()
    return folder


def read_words(image: Image.Image, languages: str, psm: int = 3) -> list[Word]:
    """Recognised words in reading order, with tesseract's confidence for each."""
    folder = _folder()
    with _SLOTS:
        answer = None
        if _use_helpers():
            request = {"op": "read", "languages": languages, "psm": psm, "timeout_ms": _PAGE_TIMEOUT_SECONDS * 1000}
            answer = _ask_helper(folder, request, image, _PAGE_TIMEOUT_SECONDS + 5)
        if answer is not None:
            tsv = str(answer["tsv"])
        else:
            tsv = _run_program(["-l", languages, "--psm", str(psm), *_READ_CONFIG, "tsv"], image, _PAGE_TIMEOUT_SECONDS)
    words: list[Word] = []
    for row in tsv.splitlines():
        cells = row.split("\t")
        if len(cells) < 12 or cells[0] != "5" or not cells[11].strip():
            continue
        block, paragraph, line, left, top, width, height = (int(cells[i]) for i in (2, 3, 4, 6, 7, 8, 9))
        words.append(Word(cells[11].strip(), float(cells[10]), block, paragraph, line, left, top, width, height))
    return words


_ROTATE = re.compile(r"Rotate: (\d+)")
_ORIENTATION_CONFIDENCE = re.compile(r"Orientation confidence: ([\d.]+)")


def orientation(image: Image.Image) -> tuple[int, float]:
    """(degrees to turn the page clockwise, confidence) from tesseract's OSD; (0, 0) when it cannot tell."""
    folder = _folder()
    if "osd" not in installed_languages():
        return 0, 0.0
    with _SLOTS:
        if _use_helpers():
            answer = _ask_helper(folder, {"op": "osd"}, image, _OSD_TIMEOUT_SECONDS)
            if answer is not None:
                return int(answer["rotate"]) % 360, float(answer["confidence"])
        try:
            osd = _run_program(
                ["--psm", "0", "-l", "osd", "-c", "min_characters_to_try=10"], image, _OSD_TIMEOUT_SECONDS
            )
        except OcrFailed:
            return 0, 0.0  # too little text to tell: tesseract exits non-zero
    rotate = _ROTATE.search(osd)
    confidence = _ORIENTATION_CONFIDENCE.search(osd)
    if not rotate or not confidence:
        return 0, 0.0
    return int(rotate.group(1)) % 360, float(confidence.group(1))


def cpu_seconds() -> float:
    """CPU time of tesseract so far: finished programs and helpers, plus the idle helpers' own (benchmarks)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime + HELPERS.cpu_seconds()
