"""Personal data planted in the samples never leaves the request that carried it.

Through the whole service (MCP over HTTP → pipeline → SQLite store → worker → LLM server double),
none of the planted strings may appear in the database file, the logs (captured at DEBUG), any
request the LLM server received, or the tool result.
"""

from __future__ import annotations

import base64
import json
import logging
import random
import re
from pathlib import Path

import pytest

from app.config import Settings
from app.intake.document import images_of
from app.models import Pdf
from app.prepare.anonymize import anonymize
from app.prepare.pdf import extract_pdf
from bench.synth_documents import Doc, generate, templates
from tests.support.openai_server import OpenAIServer
from tests.support.paths import SAMPLES
from tests.support.processes import call_tool
from tests.support.server import live_klartext

PLANTED: dict[str, list[str]] = {
    name: items for name, items in json.loads((SAMPLES / "personal_data.json").read_text()).items() if name[0] != "_"
}


# Sentences of the samples that are not personal data but still document content.
CONTENT = ["Die monatliche Grundmiete (Nettokaltmiete) beträgt", "Vermietet wird die Wohnung im 2. Obergeschoss"]


def _call(url: str, arguments: dict[str, object]) -> dict[str, object]:
    return call_tool(url, "explain_document", arguments)


def _leaks(haystack: str, planted: list[str]) -> list[str]:
    return [item for item in planted if item in haystack]


@pytest.mark.slow
@pytest.mark.parametrize("sample", sorted(PLANTED))
def test_anonymizer_removes_every_planted_item_from_text_and_pdf(sample: str) -> None:
    stem = sample.rsplit(".", 1)[0]
    text = (SAMPLES / sample).read_text(encoding="utf-8")
    from_pdf = extract_pdf(Pdf((SAMPLES / f"{stem}.pdf").read_bytes()), max_pages=100).text
    assert _leaks(anonymize(text).text, PLANTED[sample]) == []
    assert _leaks(anonymize(from_pdf).text, PLANTED[sample]) == []


@pytest.mark.slow
def test_planted_data_reaches_neither_llm_nor_database_nor_logs_nor_result(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    results: list[str] = []
    with OpenAIServer() as llm:
        settings = Settings(
            data_dir=tmp_path / "data",
            llm_base_url=llm.base_url,
            llm_model="test-model",
            llm_timeout_seconds=10,
            wait_seconds=60,
            workers=1,
        )
        with live_klartext(settings) as url:
            for sample in sorted(PLANTED):
                answer = _call(url, {"text": (SAMPLES / sample).read_text(encoding="utf-8"), "language": "de"})
                results.append(json.dumps(answer, ensure_ascii=False))
            pdf = base64.b64encode((SAMPLES / "mietvertrag.pdf").read_bytes()).decode()
            answer = _call(url, {"pdf": pdf, "language": "en"})
            results.append(json.dumps(answer, ensure_ascii=False))
        sent_to_llm = json.dumps(llm.requests, ensure_ascii=False)

    planted = sorted({item for items in PLANTED.values() for item in items})
    # The analyses really ran through the LLM, so the absence below means something.
    assert len(llm.requests) >= len(PLANTED)
    assert all('"status": "completed"' in r and '"kind": "llm"' in r for r in results)
    assert "[PERSON_1]" in sent_to_llm

    assert _leaks(sent_to_llm, planted) == []
    assert _leaks("\n".join(results), planted) == []
    stored = b"".join(p.read_bytes() for p in (tmp_path / "data").iterdir() if p.is_file())
    assert stored, "the SQLite database was written"
    assert [item for item in planted if item.encode() in stored] == []
    logged = "\n".join(f"{r.name} {r.getMessage()} {r.args!r}" for r in caplog.records)
    assert caplog.records, "logs were captured"
    assert _leaks(logged, planted) == []
    # Not even anonymized document content is logged (the openai client logs request bodies at DEBUG).
    assert _leaks(logged, CONTENT) == []


def _generated() -> list[Doc]:
    """Synthetic documents with planted data (bench/synth_documents.py): four German kinds, four other languages."""
    rnd = random.Random(21)
    picks = [("de", 0), ("de", 2), ("de", 3), ("de", 4), ("de", 5), ("fr", 0), ("es", 0), ("it", 0), ("pt", 0)]
    return [generate(rnd, lang, *templates(lang)[i]) for lang, i in picks]


def _word_leaks(haystack: str, planted: list[str]) -> list[str]:
    # Whole words only: a planted first name like "Ole" may be part of an unrelated word.
    return [p for p in planted if re.search(rf"(?<!\w){re.escape(p)}(?!\w)", haystack)]


@pytest.mark.slow
def test_generated_documents_leak_nothing_through_the_service(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    docs = _generated()
    results: list[str] = []
    with OpenAIServer() as llm:
        settings = Settings(
            data_dir=tmp_path / "data", llm_base_url=llm.base_url, llm_model="test-model",
            llm_timeout_seconds=10, wait_seconds=60, workers=1,
        )  # fmt: skip
        with live_klartext(settings) as url:
            for doc in docs:
                answer = _call(url, {"text": doc.text, "language": doc.language})
                results.append(json.dumps(answer, ensure_ascii=False))
        sent_to_llm = json.dumps(llm.requests, ensure_ascii=False)

    planted = sorted({item for doc in docs for item in doc.planted()})
    assert len(planted) > 100
    assert all('"status": "completed"' in r for r in results), [r[:300] for r in results if "completed" not in r]
    assert len(llm.requests) >= len(docs)
    assert _word_leaks(sent_to_llm, planted) == []
    assert _word_leaks("\n".join(results), planted) == []
    stored = b"".join(p.read_bytes() for p in (tmp_path / "data").iterdir() if p.is_file())
    assert stored
    assert [
        p for p in planted if re.search(rb"(?<![\w\x80-\xff])" + re.escape(p.encode()) + rb"(?![\w\x80-\xff])", stored)
    ] == []
    logged = "\n".join(f"{r.name} {r.getMessage()} {r.args!r}" for r in caplog.records)
    assert caplog.records
    assert _word_leaks(logged, planted) == []
    # What must stay did reach the LLM: the amounts and statutes of the documents.
    kept = [item for doc in docs for item in doc.planted("KEEP:STATUTE")]
    assert kept and all(item in sent_to_llm for item in kept)


# OCR output of the photo and scan samples: which text sample each one shows.
SCANS = {
    "photo_mietvertrag.jpg": "mietvertrag.txt",
    "photo_arbeitsvertrag.webp": "arbeitsvertrag.txt",
    "scan_behoerdenbrief.png": "behoerdenbrief.txt",
}


@pytest.mark.slow
@pytest.mark.parametrize("image", sorted(SCANS))
def test_ocr_misreadings_do_not_let_planted_names_through(image: str) -> None:
    # OCR changes letters ("Wölfle" read as "wölfle"): compare the name parts case-insensitively.
    from app.models import DocumentInput
    from app.prepare.run import prepare

    doc = prepare(
        DocumentInput(explanation_language="en", content=images_of(((SAMPLES / image).read_bytes(),))), Settings()
    )
    # A place name alone ("24105 Kiel" → "Kiel") also names courts and companies: leave places out.
    items = [item for item in PLANTED[SCANS[image]] if not re.match(r"\d{4,5} ", item)]
    words = {part for item in items for part in re.findall(r"[^\W\d_]{4,}", item)}
    found = set(re.findall(r"[^\W\d_]{4,}", doc.text.casefold()))
    leaked = sorted(w for w in words if w.casefold() in found)
    assert doc.removed.get("PERSON", 0) >= 1
    assert leaked == []
