"""The request-side pipeline: extract -> detect language -> anonymize -> gate -> segment.

CPU-bound: call ``prepare`` in a worker thread, never on the event loop. The original text lives
only in local variables here; what leaves is the anonymized ``PreparedDocument``.

The input is typed at intake (``Text | Pdf | Images``, sniffed once); nothing here sniffs again.
The document's language is detected once, here, on the extracted text, and handed to the stages
that need it. Only OCR detects on its own: the language packs for scans are chosen from page 1
(or a PDF's text pages) before the document's text exists (``app.prepare.ocr``, ``app.prepare.pdf``).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import contextmanager

from app.config import Settings
from app.errors import UnreadableDocument
from app.intake.budget import decoding_budget
from app.models import DocumentInput, ExtractedText, Pdf, PreparedDocument, Text, report_progress
from app.prepare import gate
from app.prepare.anonymize import anonymize
from app.prepare.language import detect_language
from app.prepare.pages import mend_breaks
from app.prepare.pdf import extract_pdf
from app.prepare.photos import extract_images
from app.prepare.segment import segment

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u200b\ufeff]")


def prepare(
    document: DocumentInput,
    settings: Settings,
    *,
    timings: dict[str, float] | None = None,
    legal_gate: bool = True,
) -> PreparedDocument:
    """Raises KlartextError subclasses for bad input. ``timings`` collects seconds per stage (benchmarks).

    ``legal_gate=False`` (``klartext anonymize``: show what would be sent, for any text) skips the
    gate's refusals (no legal content, criminal law) and allows a text that cuts into no clauses;
    the refusals of reading (unreadable, no text) stay.
    """
    clock = _Stopwatch(timings)
    report_progress("reading")  # progress of an MCP task (app.explain.progress); OCR reports its pages
    with clock("extract"):
        extracted = extract(document, settings)
    if not any(c.isalpha() for c in extracted.text):
        raise UnreadableDocument("no_text")
    with clock("language"):
        document_language = detect_language(extracted.text)
    report_progress("anonymizing")
    with clock("anonymize"):
        anonymized = anonymize(extracted.text, document_language)
    text = anonymized.text
    if legal_gate:
        with clock("gate"):
            gate.check(text, document_language)
    with clock("segment"):
        segments = segment(text, printed=extracted.scanned)
    if not segments and legal_gate:
        raise UnreadableDocument("no_text")
    return PreparedDocument(
        text=text,
        segments=tuple(segments),
        explanation_language=document.explanation_language,
        document_language=document_language,
        page_starts=tuple(anonymized.map_offset(start) for start in extracted.page_starts),
        removed=dict(anonymized.counts),
        warnings=extracted.warnings,
    )


def extract(document: DocumentInput, settings: Settings) -> ExtractedText:
    content = document.content
    if isinstance(content, Text):
        return ExtractedText(text=normalize_text(content.text))
    if isinstance(content, Pdf):
        return extract_pdf(content, settings.max_pdf_pages, decoding_budget(settings.decode_memory_mb))
    return extract_images(content, decoding_budget(settings.decode_memory_mb))


def normalize_text(text: str) -> str:
    """Pasted text: unify line breaks and drop invisible control characters; offsets refer to the result."""
    return mend_breaks(_CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n")).strip())


class _Stopwatch:
    def __init__(self, timings: dict[str, float] | None) -> None:
        self.timings = timings

    @contextmanager
    def __call__(self, stage: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            if self.timings is not None:
                self.timings[stage] = self.timings.get(stage, 0.0) + time.perf_counter() - started
