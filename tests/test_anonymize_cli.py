"""``klartext anonymize FILE`` from the user's side: the text that would be analysed, and the counts."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bench.synth_documents import generate, templates
from tests.support.processes import run_cli


@pytest.mark.slow
def test_anonymize_prints_placeholders_and_counts_per_kind_but_no_planted_data(tmp_path: Path) -> None:
    doc = generate(random.Random(5), "de", *templates("de")[1])
    path = tmp_path / "mietvertrag.txt"
    path.write_text(doc.text, encoding="utf-8")

    done = run_cli("anonymize", str(path), "--language", "de")

    assert done.returncode == 0, done.stderr[-2000:]
    text, _, footer = done.stdout.rpartition("-" * 72)
    leaks = [p for p in doc.planted() if re.search(rf"(?<!\w){re.escape(p)}(?!\w)", done.stdout)]
    assert leaks == []
    for kept in doc.planted("KEEP:AMOUNT") + doc.planted("KEEP:STATUTE") + doc.planted("KEEP:COMPANY"):
        assert kept in text
    # The footer counts every placeholder occurrence per kind - and names no item.
    counts = dict(re.findall(r"([A-Z_]+): (\d+)", footer))
    for kind, n in counts.items():
        assert len(re.findall(rf"\[{kind}_\d+\]", text)) == int(n), kind
    assert {"PERSON", "ADDRESS", "PHONE", "EMAIL", "IBAN", "ID_NUMBER", "DATE_OF_BIRTH"} <= set(counts)
