"""The ``klartext`` command, run as a subprocess on the sample documents."""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path

import pytest

from app.store.sqlite import SQLiteStore
from tests.support.documents import prepared_lease
from tests.support.processes import KLARTEXT, SAMPLES, clean_env, run_cli


@pytest.mark.slow
def test_explain_json_gives_exact_clauses_without_personal_data() -> None:
    done = run_cli("explain", str(SAMPLES / "mietvertrag.txt"), "--language", "en", "--json")
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    assert result["status"] == "completed" and result["language"] == "en"
    assert len(result["clauses"]) >= 10
    for clause in result["clauses"]:
        assert clause["translation"].strip() and clause["explanation"].strip()
    assert result["removed_personal_data"]
    for personal in ("Brandstätter", "Wölfle", "DE89 3704", "katharina.woelfle@example.org", "0176 23459871"):
        assert personal not in done.stdout


@pytest.mark.slow
def test_explain_a_pdf_prints_markdown_with_pages() -> None:
    as_json = run_cli("explain", str(SAMPLES / "arbeitsvertrag.pdf"), "--json")
    assert as_json.returncode == 0, as_json.stderr[-2000:]
    pages = {c["page"] for c in json.loads(as_json.stdout)["clauses"]}
    assert {1, 2} <= pages

    markdown = run_cli("explain", str(SAMPLES / "arbeitsvertrag.pdf"), "--language", "de")
    assert markdown.returncode == 0, markdown.stderr[-2000:]
    assert markdown.stdout.lstrip().startswith("#")
    assert "keine Rechtsberatung" in markdown.stdout


@pytest.mark.slow
def test_anonymize_shows_the_text_that_would_be_sent_and_the_counts() -> None:
    done = run_cli("anonymize", str(SAMPLES / "mietvertrag.txt"))
    assert done.returncode == 0, done.stderr[-2000:]
    assert "§ 5 Mietsicherheit" in done.stdout
    assert "removed:" in done.stdout and "removed: nothing" not in done.stdout
    for personal in ("Brandstätter", "Wölfle", "DE89 3704", "d.brandstaetter@beispielmail.de"):
        assert personal not in done.stdout


@pytest.mark.slow
def test_a_file_of_unknown_type_gives_exit_2_and_a_clear_message(tmp_path: Path) -> None:
    junk = tmp_path / "photo.jpg"
    junk.write_bytes(bytes(range(256)) * 8)  # named .jpg, but not an image and not text
    done = run_cli("explain", str(junk))
    assert done.returncode == 2
    assert "This file type cannot be read" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


@pytest.mark.slow
def test_refusals_are_in_the_requested_language(tmp_path: Path) -> None:
    short = tmp_path / "short.txt"
    short.write_text("§ 1 Miete: 850 EUR.", encoding="utf-8")
    done = run_cli("explain", str(short), "--language", "de")
    assert done.returncode == 2
    assert "zu kurz" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_an_unsupported_language_is_refused() -> None:
    done = run_cli("explain", str(SAMPLES / "mietvertrag.txt"), "--language", "xx")
    assert done.returncode == 2
    assert "'xx' is not available" in done.stderr


@pytest.mark.slow
def test_a_missing_file_gives_exit_2(tmp_path: Path) -> None:
    done = run_cli("explain", str(tmp_path / "nothing-here.pdf"))
    assert done.returncode == 2
    assert "cannot read" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.slow
def test_purge_on_an_empty_data_dir_deletes_nothing(tmp_path: Path) -> None:
    done = run_cli("purge", "--days", "1", KLARTEXT_DATA_DIR=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "deleted 0" in done.stdout
    assert (tmp_path / "klartext.sqlite3").exists()


@pytest.mark.slow
def test_worker_command_explains_what_is_queued_and_stops_on_sigterm(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "klartext.sqlite3")
    analysis_id = store.enqueue(prepared_lease())
    worker = subprocess.Popen(
        [KLARTEXT, "worker"],
        env=clean_env(KLARTEXT_DATA_DIR=str(tmp_path), KLARTEXT_LOG_LEVEL="WARNING"),
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 90
        while (record := store.get(analysis_id)) is not None and record.status not in ("completed", "failed"):
            assert worker.poll() is None, worker.stderr.read() if worker.stderr else ""
            assert time.monotonic() < deadline, "the worker never finished the analysis"
            time.sleep(0.3)
        assert record is not None and record.status == "completed", record
        assert record.result is not None and len(record.result.clauses) == 4
        worker.send_signal(signal.SIGTERM)
        assert worker.wait(timeout=30) == 0
    finally:
        if worker.poll() is None:
            worker.kill()
            worker.wait()
        store.close()


@pytest.mark.slow
def test_a_photo_on_a_machine_without_tesseract_gets_the_ocr_message_not_an_error(tmp_path: Path) -> None:
    # As on a server installed without tesseract: PATH without /usr/bin (no tesseract program) and an
    # empty language-data folder (the helpers find no models either).
    result = run_cli(
        "explain", str(SAMPLES / "photo_mietvertrag.jpg"), "--language", "de",
        PATH=str(Path(KLARTEXT).parent), TESSDATA_PREFIX=str(tmp_path),
    )  # fmt: skip
    assert result.returncode == 2
    assert "Texterkennung (OCR) ist auf diesem Server nicht verfügbar" in result.stdout + result.stderr
    assert "Traceback" not in result.stdout + result.stderr
