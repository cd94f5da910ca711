"""The fuzz harnesses run: every seed goes through its door and ends in a result or a typed refusal,
and one harness runs under libFuzzer (atheris) for a few hundred inputs without a finding."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.errors import KlartextError
from app.prepare import ocr
from fuzz import run, seeds, targets
from tests.support.paths import REPO


@pytest.fixture(autouse=True)
def decode_only(monkeypatch: pytest.MonkeyPatch) -> None:
    # OCR stands aside in this module, as in the harnesses: pages are decoded, never read by tesseract.
    monkeypatch.setattr(ocr, "read_pages", targets.decode_pages)


@pytest.mark.slow  # decodes and renders every seed
@pytest.mark.parametrize("harness", run.HARNESSES)
def test_every_seed_passes_its_door_or_is_refused_with_a_typed_error(harness: str) -> None:
    outcomes: dict[str, str] = {}
    for label, data in seeds.SEEDS[harness]().items():
        try:
            targets.TARGETS[harness](data)
            outcomes[label] = "read"
        except KlartextError as error:
            outcomes[label] = error.key
    # The hostile seeds are refused for what they are, the good ones read (to the point where OCR begins).
    expected = {
        "pdf_bytes": {"truncated.pdf": "pdf_corrupt", "user_password_aes.pdf": "pdf_encrypted",
                      "owner_password_only.pdf": "read", "no_pages.pdf": "pdf_empty",
                      "too_many_pages.pdf": "pdf_too_many_pages", "mietvertrag.pdf": "read"},
        "image_bytes": {"bomb.png": "image_too_large", "truncated.jpg": "image_corrupt",
                        "unsupported.gif": "unsupported_image", "cmyk.jpg": "ocr_no_text"},
        "image_list": {"three_with_gif_second": "unsupported_image", "four_with_bomb_last": "image_too_large"},
        "multipart_body": {"pdf": "read", "mixed": "upload_mixed", "no_boundary": "upload_malformed",
                           "file_zip.zip": "unsupported_file"},
        "explain_arguments": {"pdf_data_url": "read", "images_empty": "images_empty", "bad_base64": "base64_invalid"},
    }[harness]  # fmt: skip
    assert {label: outcomes[label] for label in expected} == expected


def test_split_files_reads_back_what_join_files_wrote_and_makes_a_list_of_any_bytes() -> None:
    files = [b"first", b"", b"third file"]
    assert targets.split_files(targets.join_files(files)) == files
    assert targets.split_files(b"") == []
    assert 1 <= len(targets.split_files(b"\xff\xff\xff\xff\xff\xff")) <= targets.MAX_LIST_FILES


@pytest.mark.slow
def test_a_harness_runs_under_libfuzzer_and_reports_its_coverage(tmp_path: Path) -> None:
    # Klartext's own code instrumented only: instrumenting the parsers too costs ~15 s of CPU at start.
    seed_dir = tmp_path / "seeds"
    seeds.write("explain_arguments", seed_dir)
    done = subprocess.run(
        [sys.executable, "-m", "fuzz.explain_arguments", str(seed_dir), "-runs=300", "-timeout=5",
         f"-rss_limit_mb={run.RSS_LIMIT_MB}", f"-artifact_prefix={tmp_path}/"],
        cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO), "FUZZ_INSTRUMENT": "app,fuzz"}, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    outcome = run.Outcome("explain_arguments")
    run._account(outcome, done.stderr)
    assert outcome.executions >= 300 and outcome.cov > 100 and outcome.findings == []
    assert "Instrumenting app.intake.validate" in done.stderr
