"""OCR figures: seconds per page (clean 300 DPI scan, phone photo), character error rate against the
known text, pages per second with the pool, peak memory for an 8 MB image-only PDF.

Run: ``.venv/bin/python bench/ocr_speed.py`` (needs the samples: ``samples/make_scans.py``).
Wall time depends on what else the machine runs; tesseract CPU seconds (from the children's
rusage) do not, so both are printed. Targets from issue 3: <= 1.5 s per page on one core,
CER <= 1 % (scan) and <= 3 % (photo), <= 400 MB for an 8 MB input.
"""

from __future__ import annotations

import io
import json
import re
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.pipeline import ocr  # noqa: E402
from app.pipeline.images import normalise, open_image  # noqa: E402
from app.pipeline.pdf_render import RenderedPdf  # noqa: E402
from samples.make_scans import layout, page_texts, render_page  # noqa: E402

SAMPLES = ROOT / "samples"


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
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed_read(image_source: Callable[[], Image.Image], truth: str) -> tuple[float, float, float]:
    """(wall seconds, tesseract CPU seconds, CER) for one page read on its own."""
    cpu, started = cpu_children(), time.perf_counter()
    page = ocr.read_page(image_source())
    return time.perf_counter() - started, cpu_children() - cpu, cer(truth, page.text)


def clean_scan() -> None:
    truths = page_texts("mietvertrag")
    rows = []
    with RenderedPdf((SAMPLES / "scan_mietvertrag.pdf").read_bytes()) as pdf:
        for index, truth in enumerate(truths):
            rows.append(timed_read(pdf.renderer(index), truth))
    chars = sum(len(t) for t in truths)
    wall = sum(r[0] for r in rows) / len(rows)
    cpu = sum(r[1] for r in rows) / len(rows)
    mean_cer = sum(r[2] * len(t) for r, t in zip(rows, truths, strict=True)) / chars
    print(f"clean 300 DPI scan ({len(rows)} pages, {chars / len(rows):.0f} characters per page):")
    print(f"  {wall:.2f} s per page wall, {cpu:.2f} s tesseract CPU per page, CER {mean_cer:.2%}")
    print(f"  per page CER: {', '.join(f'{r[2]:.2%}' for r in rows)}")


def phone_photo() -> None:
    truths = page_texts("mietvertrag")
    data = (SAMPLES / "photo_mietvertrag.jpg").read_bytes()
    started = time.perf_counter()
    prepared = normalise(open_image(data, 1))
    decode = time.perf_counter() - started
    wall, cpu, error = timed_read(lambda: prepared, truths[0])
    heic = (SAMPLES / "photo_mietvertrag_p2.heic").read_bytes()
    wall2, cpu2, error2 = timed_read(lambda: open_image(heic, 1), truths[1])
    print("phone photo (JPEG 8 MP, skewed 2.5°, perspective, shaded):")
    print(
        f"  {decode + wall:.2f} s wall ({decode:.2f} s decode + normalise), {cpu:.2f} s tesseract CPU, CER {error:.2%}"
    )
    print(f"phone photo (HEIC, page 2): {wall2:.2f} s wall, {cpu2:.2f} s tesseract CPU, CER {error2:.2%}")


def pool() -> None:
    data = (SAMPLES / "scan_mietvertrag.pdf").read_bytes()
    with RenderedPdf(data) as pdf:
        pages = [pdf.renderer(index % len(pdf)) for index in range(10)]
        started = time.perf_counter()
        read = ocr.read_pages(pages, language_hint="de")
        elapsed = time.perf_counter() - started
    assert all(page.has_text for page in read)
    print(
        f"pool: {len(read)} pages in {elapsed:.1f} s = {len(read) / elapsed:.2f} pages/s ({ocr.tesseract.CORES} cores)"
    )


def eight_mb_pdf() -> bytes:
    """An image-only PDF of about 8 MB: the sample pages as high-quality 300 DPI JPEG scans."""
    images = []
    pages = layout((SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")) + layout(
        (SAMPLES / "arbeitsvertrag.txt").read_text(encoding="utf-8")
    )
    for lines in pages:
        images.append(render_page(lines))
    quality = 92
    while True:
        buffer = io.BytesIO()
        images[0].save(buffer, "PDF", save_all=True, append_images=images[1:], resolution=300, quality=quality)
        if buffer.tell() <= 8 * 1024 * 1024 or quality < 50:
            return buffer.getvalue()
        quality -= 4


def tesseract_peak_mb() -> float:
    """Peak RSS of one tesseract run on a scan page (polled from /proc: rusage of children counts
    the parent's pages copied at fork)."""
    from app.pipeline.tesseract import _ENV, _pnm

    with RenderedPdf((SAMPLES / "scan_mietvertrag.pdf").read_bytes()) as pdf:
        data = _pnm(pdf.page(1))
    child = subprocess.Popen(
        ["tesseract", "stdin", "stdout", "-l", "deu+eng", "tsv"],
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_ENV,
    )  # fmt: skip
    assert child.stdin is not None
    child.stdin.write(data)
    child.stdin.close()
    peak = 0
    while child.poll() is None:
        try:
            status = Path(f"/proc/{child.pid}/status").read_text()
        except OSError:
            break
        for line in status.splitlines():
            if line.startswith("VmHWM:"):
                peak = max(peak, int(line.split()[1]))
        time.sleep(0.05)
    return peak / 1024


def memory() -> None:
    data = eight_mb_pdf()
    code = (
        "import json, resource, sys, time; sys.path.insert(0, sys.argv[1]);"
        "from app.config import Settings; from app.models import DocumentInput; from app.pipeline.analyze import prepare;"
        "data = sys.stdin.buffer.read(); t = time.perf_counter();"
        "base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss;"
        "doc = prepare(DocumentInput(language='de', pdf=data), Settings());"
        "me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss;"
        "print(json.dumps({'self_mb': me / 1024, 'base_mb': base / 1024, 'pages': len(doc.page_starts), 'seconds': time.perf_counter() - t}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(ROOT)], input=data, capture_output=True, check=True, timeout=900
    )
    figures = json.loads(done.stdout.decode().strip().splitlines()[-1])
    print(f"8 MB image-only PDF ({len(data) / 1024 / 1024:.1f} MB, {figures['pages']} pages, prepare() end to end):")
    child = tesseract_peak_mb()
    print(
        f"  peak RSS {figures['self_mb']:.0f} MB in the Python process ({figures['base_mb']:.0f} MB after imports), "
        f"+ {child:.0f} MB per tesseract process ({ocr.tesseract.CORES} at most); {figures['seconds']:.1f} s"
    )


if __name__ == "__main__":
    clean_scan()
    phone_photo()
    pool()
    memory()
