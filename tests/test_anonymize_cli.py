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


# A private e-mail with a shopping list: no legal content, so `explain` refuses it - but `anonymize`
# must still show what would be sent.
PRIVATE_MAIL = """Hallo Sabine,

danke für den schönen Abend am Samstag! Kannst du mir bitte das Rezept für den Apfelkuchen schicken?
Ich bringe nächste Woche die Salatschüssel zurück.

Einkaufsliste für Sonntag:
- 6 Eier
- 500 g Mehl
- 1 kg Äpfel

Liebe Grüße
Jonas Brückner
"""


@pytest.mark.slow
def test_anonymize_prints_a_text_without_legal_content_with_the_names_replaced(tmp_path: Path) -> None:
    path = tmp_path / "mail.txt"
    path.write_text(PRIVATE_MAIL, encoding="utf-8")

    done = run_cli("anonymize", str(path), "--language", "de")

    assert done.returncode == 0, done.stderr[-2000:]
    text, rule, footer = done.stdout.rpartition("-" * 72)
    assert rule
    for name in ("Sabine", "Jonas", "Brückner"):
        assert name not in done.stdout
    assert re.search(r"Hallo \[PERSON_\d+\],", text)
    for kept in ("Rezept für den Apfelkuchen", "Einkaufsliste für Sonntag:", "- 500 g Mehl", "Liebe Grüße"):
        assert kept in text
    assert re.search(r"removed: PERSON: 2\n", footer)
    assert re.search(r"clauses: [1-9]\d*\n", footer)


@pytest.mark.slow
def test_explain_still_refuses_the_same_text(tmp_path: Path) -> None:
    path = tmp_path / "mail.txt"
    path.write_text(PRIVATE_MAIL, encoding="utf-8")

    done = run_cli("explain", str(path), "--language", "en")

    assert done.returncode == 2
    assert "does not appear to contain legal content" in done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr


@pytest.mark.slow
def test_anonymize_still_refuses_an_empty_file_or_one_without_letters_in_the_requested_language(
    tmp_path: Path,
) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    done = run_cli("anonymize", str(empty), "--language", "de")
    assert done.returncode == 2
    assert "zu kurz" in done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr

    digits = tmp_path / "digits.txt"
    digits.write_text("1234 5678 9012 3456 7890 1234 5678 9012 3456 7890 ----\n", encoding="utf-8")
    done = run_cli("anonymize", str(digits), "--language", "fr")
    assert done.returncode == 2
    assert "Aucun texte lisible" in done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr
