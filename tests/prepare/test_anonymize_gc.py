"""After its first document the anonymizer leaves what it loaded out of the garbage collector's full collections.

Run in a fresh interpreter: the objects counted are those of a process that has just loaded the anonymizer.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import gc, json
from app.prepare.anonymize import anonymize
before = gc.get_freeze_count()
first = anonymize("Herr Jonte Abramczyk wohnt in der Lindenallee 7, 10115 Berlin.", "de")
after_first = gc.get_freeze_count()
anonymize("Frau Eva Quellmalz, Tel. 030 1234567.", "de")
print(json.dumps([before, after_first, gc.get_freeze_count(), first.text]))
"""


def test_the_objects_loaded_by_the_first_document_are_frozen_once() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=True
    )
    before, after_first, after_second, text = json.loads(out.stdout.strip().splitlines()[-1])
    assert before == 0
    assert after_first > 50_000  # spaCy, presidio, the word lists, the models
    assert after_second <= after_first  # frozen once, not again per document (frozen objects may still be freed)
    assert "Abramczyk" not in text and "[PERSON_1]" in text
