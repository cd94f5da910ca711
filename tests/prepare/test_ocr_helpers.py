"""The OCR helper processes: reused between pages, bounded by the cores, replaced when one crashes
or hangs, the same reading as the tesseract program, gone when the server stops, and the program
taking over when no helper can start. Real processes, real tesseract, no doubles."""

from __future__ import annotations

import base64
import os
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from app.errors import OcrFailed
from app.prepare import ocr, tesseract
from tests.support.processes import KLARTEXT, SAMPLES, call_tool, free_port, klartext_server, run_cli

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
LINES = [
    "§ 4 Miete und Nebenkosten",
    "Die monatliche Miete beträgt 850,00 EUR und ist bis",
    "zum dritten Werktag eines Monats im Voraus zu zahlen.",
]


def page(lines: list[str] = LINES, height: int = 700) -> Image.Image:
    image = Image.new("L", (1654, height), 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 44)
    for number, line in enumerate(lines):
        draw.text((120, 100 + number * 66), line, font=font, fill=0)
    return image


def state(pid: int) -> str | None:
    """The process's state letter from /proc (R, S, Z ...), None once it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return None


def helper_pids(parent: int) -> list[int]:
    """Live helper processes started by ``parent`` (found in /proc, whether idle or working)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == parent and b"tesseract_helper" in command:
            found.append(int(entry.name))
    return found


@pytest.fixture
def fresh_helpers() -> Iterator[None]:
    """Each test starts without helpers and leaves none behind."""
    tesseract.HELPERS.close()
    tesseract.HELPERS.unusable = False
    yield
    tesseract.HELPERS.close()


@pytest.mark.slow
def test_pages_are_read_by_helpers_that_are_reused_and_never_more_than_the_cores(fresh_helpers: None) -> None:
    started = tesseract.HELPERS.started
    images = [page() for _ in range(3 * tesseract.CORES)]
    results = ocr.read_pages([lambda image=image: image for image in images], language_hint="de")  # type: ignore[misc]
    assert all("850,00 EUR" in result.text and "Nebenkosten" in result.text for result in results)
    assert 1 <= tesseract.HELPERS.started - started <= tesseract.CORES
    assert 1 <= len(helper_pids(os.getpid())) <= tesseract.CORES
    # Another document reuses them: no new helper.
    before = tesseract.HELPERS.started
    assert "Werktag" in ocr.read_page(page(), "deu").text
    assert tesseract.HELPERS.started == before


@pytest.mark.slow
def test_helpers_read_a_page_as_the_tesseract_program_does(
    fresh_helpers: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    by_helper = ocr.read_page(page(), "deu+eng")
    monkeypatch.setattr(tesseract, "ENGINE", "program")
    by_program = ocr.read_page(page(), "deu+eng")
    assert by_helper.text == by_program.text
    assert "Die monatliche Miete beträgt 850,00 EUR und ist bis" in by_helper.text
    assert abs(by_helper.confidence - by_program.confidence) < 5


@pytest.mark.slow
def test_a_helper_that_dies_during_a_page_fails_that_page_only_and_is_replaced(
    fresh_helpers: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    ocr.read_page(page(), "deu")  # one helper is running
    tall = page(LINES * 20, height=2339)  # a full page: long enough to be killed while it is read
    # A page timeout no test run reaches: only noticing the death ends the page before the guard.
    monkeypatch.setattr(tesseract, "_PAGE_TIMEOUT_SECONDS", 600)

    def kill_the_working_helper() -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            working = set(helper_pids(os.getpid())) - set(tesseract.HELPERS.pids())
            if working:  # leased for the page: killed while it has the page, whenever that is
                for pid in working:
                    os.kill(pid, signal.SIGKILL)
                return
            time.sleep(0.01)  # polling for the lease, with a deadline

    killer = threading.Thread(target=kill_the_working_helper)
    killer.start()
    started = time.monotonic()
    with pytest.raises(OcrFailed):
        tesseract.read_words(tall, "deu")
    killer.join()
    assert "an OCR helper failed (gone) and was replaced" in caplog.text  # the death, not a timeout
    assert time.monotonic() - started < 60  # a guard only: a missed death would wait out the 600 s
    monkeypatch.setattr(tesseract, "_PAGE_TIMEOUT_SECONDS", 90)
    assert "850,00 EUR" in ocr.read_page(page(), "deu").text  # a new helper reads the next page


@pytest.mark.slow
def test_a_page_over_its_time_fails_and_the_next_page_is_read(
    fresh_helpers: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(tesseract, "_PAGE_TIMEOUT_SECONDS", 0.05)
    with pytest.raises(OcrFailed):
        tesseract.read_words(page(LINES * 20, height=2339), "deu")  # read in full: ~1 s
    # The helper's own page timeout cut the page (not a crash, not the wait for its answer): no
    # wall-time bound, which a busy machine stretches.
    assert "an OCR helper could not read a page (timeout)" in caplog.text
    monkeypatch.setattr(tesseract, "_PAGE_TIMEOUT_SECONDS", 90)
    assert "Werktag" in ocr.read_page(page(), "deu").text


@pytest.mark.slow
def test_a_helper_that_died_while_idle_is_not_handed_out(fresh_helpers: None) -> None:
    ocr.read_page(page(), "deu")
    killed = tesseract.HELPERS.pids()
    for pid in killed:
        os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 60  # waited for: dead (a zombie, not yet reaped) or gone, not slept for
    while any(state(pid) not in ("Z", None) for pid in killed):
        assert time.monotonic() < deadline, "a killed helper is still alive"
        time.sleep(0.01)
    assert "Werktag" in ocr.read_page(page(), "deu").text


@pytest.mark.slow
def test_a_broken_tesserocr_falls_back_to_the_tesseract_program(tmp_path: Path) -> None:
    # A tesserocr that cannot load (as after a broken install): the helper says it is not ready.
    (tmp_path / "tesserocr.py").write_text("raise ImportError('libtesseract.so: cannot open shared object file')\n")
    done = run_cli(
        "explain", str(SAMPLES / "photo_mietvertrag.jpg"), "--language", "de", "--json",
        PYTHONPATH=str(tmp_path), KLARTEXT_LOG_LEVEL="WARNING",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert '"status": "completed"' in done.stdout and "Mieter" in done.stdout
    assert "tesseract program instead" in done.stderr


@pytest.mark.slow
def test_the_helpers_end_with_the_server(tmp_path: Path) -> None:
    photo = base64.b64encode((SAMPLES / "photo_arbeitsvertrag.webp").read_bytes()).decode()
    port = free_port()
    with klartext_server(tmp_path, port) as process:
        result = call_tool(port, "explain_document", {"images": [photo], "language": "de"})
        assert not result.get("isError"), result
        helpers = helper_pids(process.pid)
        assert helpers, "the photo was read without a helper"
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{pid}").exists() for pid in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(Path(f"/proc/{pid}").exists() for pid in helpers), "helpers outlived the server"


@pytest.mark.slow
def test_the_helper_module_runs_on_its_own_without_the_server() -> None:
    # It is started as 'python -m app.prepare.tesseract_helper': it must not import the server.
    done = subprocess.run(
        [str(Path(KLARTEXT).parent / "python"), "-X", "importtime", "-m", "app.prepare.tesseract_helper",
         str(tesseract.tessdata())],
        input=b"", capture_output=True, timeout=30,
    )  # fmt: skip
    assert done.returncode == 0
    imported = done.stderr.decode()
    assert "tesserocr" in imported
    assert not any(f" app.{name}" in imported for name in ("server", "config", "errors", "pipeline.ocr"))
