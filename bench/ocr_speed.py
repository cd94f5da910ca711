"""OCR figures: seconds per page (clean scan, small print, phone photos), character error rate against
the known text, pages per second with the pool, peak memory for an 8 MB image-only PDF.

Run: ``.venv/bin/python -m bench.ocr_speed [--repeat N] [cold scan small photos skew pool memory]`` (needs the
samples: ``samples/make_scans.py``); with ``--repeat 3`` every page is read three times per setting
and the medians are printed.
Every figure is taken for three ways of reading in the same run, interleaved page by page (the
machine is shared, so the ratios are the figures to trust):
- "old": the first version: pages rendered at 300 DPI, photos scaled towards 3508 px, gray pages,
  not straightened, one tesseract program (Debian's 5.3) per page;
- "program": today's page preparation (200 DPI, photos towards 2339 px, straightened, binarised),
  still one tesseract program per page;
- "new": as the server reads now: the same pages to the OCR helpers, which keep libtesseract 5.5 and
  the language models loaded between pages (``app.prepare.tesseract``).
The helpers are started before the figures are taken (``warm_up``); ``cold`` prints what that costs
a server once. Wall time depends on what else the machine runs; tesseract CPU seconds (children's
rusage plus the helpers' own, from /proc) much less, so both are printed; even those drift by
+-15 % from one run to the next on a shared machine, so compare by the ratio in one run. Targets
from issue 3: <= 1.5 s per page on one core, CER <= 1 % (scan) and <= 3 % (photo), <= 400 MB for an
8 MB input; small print (7 and 8 pt) must read no worse than before (``small_print``).
"""

from __future__ import annotations

import io
import json
import os
import re
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from app.prepare import images, ocr, pdf_render, tesseract
from app.prepare.images import open_image
from app.prepare.pdf_render import RenderedPdf
from samples.make_scans import A4, FONT_DIR, MARGIN, layout, page_texts, render_page
from tests.support.paths import REPO as ROOT

SAMPLES = ROOT / "samples"
SETTINGS = ("old", "program", "new")


@contextmanager
def settings(which: str) -> Iterator[None]:
    """Read with the first version's settings ("old": 300 DPI gray pages, one tesseract program per
    page), with today's page preparation but one tesseract program per page ("program", the state
    before the OCR helpers), or as the server does now ("new": helpers keeping libtesseract loaded)."""
    if which == "new":
        yield
        return
    saved = (pdf_render.DPI, images._MIN_LONG_SIDE, images._TARGET_LONG_SIDE, images.MAX_LONG_SIDE, ocr.binarise,
             ocr.deskew, tesseract.ENGINE)  # fmt: skip
    tesseract.ENGINE = "program"
    if which == "old":
        pdf_render.DPI, images._MIN_LONG_SIDE, images._TARGET_LONG_SIDE, images.MAX_LONG_SIDE = 300, 2400, 3508, 4600
        ocr.binarise = lambda page: page  # type: ignore[assignment]
        ocr.deskew = lambda page: (page, 0.0)  # type: ignore[assignment]
    try:
        yield
    finally:
        (pdf_render.DPI, images._MIN_LONG_SIDE, images._TARGET_LONG_SIDE, images.MAX_LONG_SIDE, ocr.binarise,
         ocr.deskew, tesseract.ENGINE) = saved  # fmt: skip


def warm_up() -> None:
    """Start the helpers and load the language packs the sections use, outside the figures (a server
    pays this once, at its first scanned page: printed by ``cold_start``)."""
    page = Image.new("L", (800, 200), 255)
    ImageDraw.Draw(page).text((20, 80), "Mietvertrag", fill=0)
    for languages in ("deu+eng", "deu"):
        for _ in range(tesseract.CORES):
            tesseract.read_words(page, languages)


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance, bit-parallel (Myers / Hyyrö): fast enough for whole pages in pure Python."""
    if not a:
        return len(b)
    peq: dict[str, int] = {}
    for i, c in enumerate(a):
        peq[c] = peq.get(c, 0) | (1 << i)
    mask = (1 << len(a)) - 1
    last = 1 << (len(a) - 1)
    pv, mv, score = mask, 0, len(a)
    for c in b:
        eq = peq.get(c, 0)
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = mv | (~(xh | pv) & mask)
        mh = pv & xh
        if ph & last:
            score += 1
        elif mh & last:
            score -= 1
        ph = ((ph << 1) | 1) & mask
        mh = (mh << 1) & mask
        pv = (mh | (~(xv | ph) & mask)) & mask
        mv = ph & xv
    return score


_RULE = re.compile(r"_{3,}")


def cer(truth: str, read: str) -> float:
    """Character error rate; whitespace runs count as one space (line breaks are layout) and
    signature rules (``_____``) are left out: they are drawn lines, not text."""
    t, r = (" ".join(_RULE.sub(" ", s).split()) for s in (truth, read))
    return edit_distance(t, r) / max(1, len(t))


def cpu_children() -> float:
    """Tesseract CPU seconds so far: finished tesseract programs and the helpers' own time."""
    return tesseract.cpu_seconds()


REPEAT = 1  # readings of every page per setting (``--repeat N``); the medians are reported


def timed_read(image_source: Callable[[], Image.Image], truth: str, languages: str) -> tuple[float, float, float]:
    """(wall seconds, tesseract CPU seconds, CER) for one page read on its own, decoding included;
    medians of ``REPEAT`` readings (tesseract is deterministic: the CER is the same every time)."""
    walls, cpus, errors = [], [], []
    for _ in range(REPEAT):
        cpu, started = cpu_children(), time.perf_counter()
        page = ocr.read_page(image_source(), languages)
        walls.append(time.perf_counter() - started)
        cpus.append(cpu_children() - cpu)
        errors.append(cer(truth, page.text))
    return statistics.median(walls), statistics.median(cpus), statistics.median(errors)


def _summary(rows: list[tuple[float, float, float]], truths: list[str]) -> tuple[float, float, float]:
    chars = sum(len(t) for t in truths)
    return (
        sum(r[0] for r in rows) / len(rows),
        sum(r[1] for r in rows) / len(rows),
        sum(r[2] * len(t) for r, t in zip(rows, truths, strict=True)) / chars,
    )


def clean_scan() -> None:
    """Every page of the scanned lease, old and new settings interleaved; with German+English (the
    first page of a document whose language is not known yet) and with German alone (the other pages)."""
    truths = page_texts("mietvertrag")
    data = (SAMPLES / "scan_mietvertrag.pdf").read_bytes()
    print(f"clean scan ({len(truths)} pages, {sum(map(len, truths)) / len(truths):.0f} characters per page), per page:")
    for languages in ("deu+eng", "deu"):
        rows: dict[str, list[tuple[float, float, float]]] = {which: [] for which in SETTINGS}
        for index, truth in enumerate(truths):
            for which in SETTINGS:
                with settings(which), RenderedPdf(data) as pdf:
                    rows[which].append(timed_read(pdf.renderer(index), truth, languages))
        _print_pair(f"-l {languages}", rows, truths)


def _print_pair(label: str, rows: dict[str, list[tuple[float, float, float]]], truths: list[str]) -> None:
    summary = {which: _summary(rows[which], truths) for which in SETTINGS}
    for which in SETTINGS:
        wall, cpu, error = summary[which]
        per_page = ", ".join(f"{r[2]:.2%}" for r in rows[which])
        print(f"  {label:16s} {which:7s}: {cpu:.2f} s CPU, {wall:.2f} s wall, CER {error:.2%} ({per_page})")
    for base in ("old", "program"):
        print(
            f"  {label:16s} new/{base}: CPU x{summary['new'][1] / summary[base][1]:.2f}, "
            f"wall x{summary['new'][0] / summary[base][0]:.2f}"
        )


def cold_start() -> None:
    """What the first scanned page after a start costs on top: the helper's start and model load."""
    started, cpu = time.perf_counter(), cpu_children()
    tesseract.HELPERS.close()
    page = Image.new("L", (800, 200), 255)
    ImageDraw.Draw(page).text((20, 80), "Mietvertrag", fill=0)
    tesseract.read_words(page, "deu+eng")
    print(
        f"cold start: a helper starts and loads deu+eng in {time.perf_counter() - started:.2f} s wall, "
        f"{cpu_children() - cpu:.2f} s CPU (once per core, then reused)"
    )
    warm_up()


SMALL_PRINT = (
    (7, "DejaVuSans.ttf"),
    (7, "DejaVuSerif.ttf"),
    (8, "DejaVuSans.ttf"),
    (8, "DejaVuSerif.ttf"),
)


def small_print_page(points: int, font_name: str) -> tuple[Image.Image, str]:
    """A 300 DPI gray A4 page filled with the lease's text in ``points``-point DejaVu, and that text."""
    font = ImageFont.truetype(str(FONT_DIR / font_name), round(points * 300 / 72))
    line_height = points * 300 / 72 * 1.3
    words = " ".join((SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8").split()).split(" ")
    lines: list[str] = []
    current = ""
    # Full lines only, until the page is full (7 pt holds the whole lease: its last short line is left off).
    while words and (len(lines) + 1) * line_height < A4[1] - 2 * MARGIN:
        candidate = f"{current} {words[0]}".strip()
        if current and font.getlength(candidate) > A4[0] - 2 * MARGIN:
            lines.append(current)
            current = ""
        else:
            current = candidate
            words.pop(0)
    page = Image.new("L", A4, 255)
    draw = ImageDraw.Draw(page)
    for number, line in enumerate(lines):
        draw.text((MARGIN, MARGIN + number * line_height), line, font=font, fill=20)
    return page, "\n".join(lines)


def small_print() -> None:
    """Small print (7 and 8 pt, DejaVu Sans and Serif) scanned at 300 DPI, in an image-only PDF
    like the clean scan: the check that a speed-up does not cost the footnotes of a contract."""
    pages = [small_print_page(points, font) for points, font in SMALL_PRINT]
    truths = [truth for _, truth in pages]
    buffer = io.BytesIO()
    images_ = [image for image, _ in pages]
    images_[0].save(buffer, "PDF", save_all=True, append_images=images_[1:], resolution=300, quality=75)
    data = buffer.getvalue()
    print(f"small print ({', '.join(f'{p} pt {f[:-4]}' for p, f in SMALL_PRINT)}; -l deu), per page:")
    rows: dict[str, list[tuple[float, float, float]]] = {which: [] for which in SETTINGS}
    for index, truth in enumerate(truths):
        for which in SETTINGS:
            with settings(which), RenderedPdf(data) as pdf:
                rows[which].append(timed_read(pdf.renderer(index), truth, "deu"))
    _print_pair("small print", rows, truths)


PHOTOS = (
    ("photo_mietvertrag.jpg", "mietvertrag", 0, "JPEG 8 MP, skewed 2.5°, perspective, shaded"),
    ("photo_mietvertrag_p2.heic", "mietvertrag", 1, "HEIC 8 MP, turned -1.5°"),
    ("photo_arbeitsvertrag.webp", "arbeitsvertrag", 0, "WebP 8 MP, turned 1°"),
    ("scan_behoerdenbrief.png", "behoerdenbrief", 0, "PNG, 150 DPI scan"),
)


def phone_photos() -> None:
    """Every photo sample, decode + normalise + OCR, old and new settings interleaved."""
    print("phone photos and image scans (-l deu+eng, decode and normalise included):")
    rows: dict[str, list[tuple[float, float, float]]] = {which: [] for which in SETTINGS}
    truths = []
    for name, text, index, what in PHOTOS:
        data = (SAMPLES / name).read_bytes()
        truth = page_texts(text)[index]
        truths.append(truth)
        for which in SETTINGS:
            with settings(which):
                row = timed_read(lambda data=data: open_image(data, 1), truth, "deu+eng")  # type: ignore[misc]
            rows[which].append(row)
            print(f"  {name:26s} {which}: {row[1]:.2f} s CPU, {row[0]:.2f} s wall, CER {row[2]:.2%}  ({what})")
    _print_pair("all images", rows, truths)


SKEWS = (0.0, 3.0, -5.0, 8.0, -12.0, 16.0)


def skewed_photos() -> None:
    """The lease's first page photographed askew (the sample photo's perspective, shade and blur),
    read with and without straightening the lines first (``images.deskew``)."""
    from samples.make_scans import _pages, photo

    truth = page_texts("mietvertrag")[0]
    sheet = render_page(_pages("mietvertrag")[0])
    print("phone photo taken askew (JPEG 8 MP, -l deu+eng), character error rate:")
    straight = ocr.deskew
    for angle in SKEWS:
        buffer = io.BytesIO()
        photo(sheet, 3, angle).save(buffer, "JPEG", quality=88)
        errors = {}
        for which, deskew in (("as taken", lambda gray: (gray, 0.0)), ("deskewed", straight)):
            ocr.deskew = deskew  # type: ignore[assignment]
            try:
                errors[which] = cer(truth, ocr.read_page(open_image(buffer.getvalue(), 1)).text)
            finally:
                ocr.deskew = straight
        print(f"  turned {angle:+5.1f}°: as taken {errors['as taken']:7.2%}, deskewed {errors['deskewed']:6.2%}")


def pool() -> None:
    data = (SAMPLES / "scan_mietvertrag.pdf").read_bytes()
    for which in SETTINGS:
        with settings(which), RenderedPdf(data) as pdf:
            pages = [pdf.renderer(index % len(pdf)) for index in range(10)]
            cpu, started = cpu_children(), time.perf_counter()
            read = ocr.read_pages(pages, language_hint="de")
            elapsed, cpu = time.perf_counter() - started, cpu_children() - cpu
        assert all(page.has_text for page in read)
        print(
            f"pool {which}: {len(read)} pages in {elapsed:.1f} s = {len(read) / elapsed:.2f} pages/s "
            f"({ocr.tesseract.CORES} cores), {cpu / len(read):.2f} s tesseract CPU per page"
        )


def eight_mb_pdf() -> bytes:
    """An image-only PDF of about 8 MB: the sample pages as high-quality 300 DPI JPEG scans."""
    pages = layout((SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")) + layout(
        (SAMPLES / "arbeitsvertrag.txt").read_text(encoding="utf-8")
    )
    images_ = [render_page(lines) for lines in pages]
    quality = 92
    while True:
        buffer = io.BytesIO()
        images_[0].save(buffer, "PDF", save_all=True, append_images=images_[1:], resolution=300, quality=quality)
        if buffer.tell() <= 8 * 1024 * 1024 or quality < 50:
            return buffer.getvalue()
        quality -= 4


def _rss_mb(pid: int, field: str) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def child_main(which: str) -> None:
    """In a fresh process: import what a request process imports, then ``prepare`` the PDF from stdin."""

    def rss() -> float:
        # VmHWM, not ru_maxrss: Linux carries ru_maxrss over fork and exec, so a child started by a
        # big parent reports the parent's size (the 254 MB "after imports" measured before was that).
        return _rss_mb(os.getpid(), "VmHWM:")

    import app.prepare.pdf  # noqa: F401  (the OCR path alone)

    ocr_imports = rss()
    from app.config import Settings
    from app.models import DocumentInput, Pdf
    from app.prepare.run import prepare

    imports = rss()
    data = sys.stdin.buffer.read()
    with settings(which):
        started = time.perf_counter()
        doc = prepare(DocumentInput(explanation_language="de", content=Pdf(data)), Settings())
        seconds = time.perf_counter() - started
    print(json.dumps({"ocr_imports": ocr_imports, "imports": imports, "peak": rss(), "pages": len(doc.page_starts),
                      "seconds": seconds}))  # fmt: skip


def _poll(pid: int, peaks: dict[str, float], stop: threading.Event) -> None:
    """Largest RSS of the tesseract children at one moment, and of them plus the Python process."""
    while not stop.is_set():
        kids = sum(_rss_mb(kid, "VmRSS:") for kid in _children(pid))
        peaks["tesseract"] = max(peaks["tesseract"], kids)
        peaks["together"] = max(peaks["together"], kids + _rss_mb(pid, "VmRSS:"))
        time.sleep(0.02)


def memory() -> None:
    """Peak RSS of the Python process and of its tesseract children, polled together every 20 ms."""
    data = eight_mb_pdf()
    print(f"8 MB image-only PDF ({len(data) / 1024 / 1024:.1f} MB), prepare() end to end in a fresh process:")
    for which in SETTINGS:
        child = subprocess.Popen(
            [sys.executable, "-m", "bench.ocr_speed", "--child", which], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, cwd=ROOT,
        )  # fmt: skip
        peaks = {"tesseract": 0.0, "together": 0.0}
        stop = threading.Event()
        watcher = threading.Thread(target=_poll, args=(child.pid, peaks, stop), daemon=True)
        watcher.start()
        out, _ = child.communicate(data, timeout=900)
        stop.set()
        watcher.join()
        figures = json.loads(out.decode().strip().splitlines()[-1])
        print(
            f"  {which}: Python peak {figures['peak']:.0f} MB (after imports {figures['imports']:.0f} MB, of which "
            f"{figures['ocr_imports']:.0f} MB for the OCR path alone); tesseract children at once at most "
            f"{peaks['tesseract']:.0f} MB; together at most {peaks['together']:.0f} MB; "
            f"{figures['pages']} pages in {figures['seconds']:.1f} s"
        )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child_main(sys.argv[2])
    else:
        # ocr_speed.py [--repeat N] [section ...]: all sections by default.
        arguments = sys.argv[1:]
        if arguments[:1] == ["--repeat"]:
            REPEAT, arguments = int(arguments[1]), arguments[2:]
        warm_up()
        sections = {
            "cold": cold_start,
            "scan": clean_scan,
            "small": small_print,
            "photos": phone_photos,
            "skew": skewed_photos,
            "pool": pool,
            "memory": memory,
        }
        for name in arguments or list(sections):
            sections[name]()
