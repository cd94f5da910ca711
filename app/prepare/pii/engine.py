"""The presidio AnalyzerEngine, built for offline use on a blank spaCy pipeline.

No spaCy model can be installed, so the engine gets ``spacy.blank("de")`` plus a component that sets
lemmas to the lower-cased token: presidio's context step compares lemmas with context words. Only
recognizers whose scoring benefits from presidio (checksums, context words) run here; the cheap
regex detectors and the name and address rules run outside it (see ``detect``) because presidio's
context step grows with results times tokens.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterator

import spacy
import tldextract
from presidio_analyzer import AnalyzerEngine, RecognizerRegistry, RecognizerResult
from presidio_analyzer.nlp_engine import SpacyNlpEngine
from presidio_analyzer.predefined_recognizers import EmailRecognizer
from spacy.language import Language
from spacy.tokens import Doc

from app.prepare.pii import Found
from app.prepare.pii.recognizers_de import german_recognizers
from app.prepare.pii.recognizers_intl import international_recognizers

# presidio logs the words around every finding at DEBUG (its context enhancer) and a line per
# recognizer at INFO: that is document content. Keep it quiet whatever the root level is.
logging.getLogger("presidio-analyzer").setLevel(logging.WARNING)

LANGUAGE = "de"  # one pipeline for all six languages: tokens and lemmas are all presidio needs here
CHUNK = 10_000
THRESHOLD = 0.5

# presidio entity -> our placeholder kind
KINDS = {
    "EMAIL_ADDRESS": "EMAIL",
    "IBAN_CODE": "IBAN",
    "DE_TAX_ID": "TAX_ID",
    "DE_VAT_ID": "TAX_ID",
    "DE_TAX_NUMBER": "TAX_ID",
    "IT_FISCAL_CODE": "TAX_ID",
    "DE_SOCIAL_SECURITY": "SOCIAL_SECURITY",
    "UK_NINO": "SOCIAL_SECURITY",
    "DE_HEALTH_INSURANCE": "HEALTH_INSURANCE",
    "DE_ID_CARD": "ID_NUMBER",
    "DE_PASSPORT": "ID_NUMBER",
    "ES_NIF": "ID_NUMBER",
    "ES_NIE": "ID_NUMBER",
    "DE_KFZ": "LICENCE_PLATE",
}

# Offline: no suffix-list download, no cache writes; the snapshot bundled with tldextract is used.
_TLD = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True)


class OfflineEmailRecognizer(EmailRecognizer):
    """presidio's e-mail recognizer, validating domains against the bundled suffix snapshot."""

    def validate_result(self, pattern_text: str) -> bool:
        return _TLD(pattern_text.rsplit("@", 1)[-1]).fqdn != ""


@Language.component("klartext_lower_lemma")
def _lower_lemma(doc: Doc) -> Doc:
    for token in doc:
        token.lemma_ = token.lower_
    return doc


class BlankSpacyNlpEngine(SpacyNlpEngine):
    """SpacyNlpEngine on ``spacy.blank``: a tokenizer and lemmas, no model download, no NER."""

    def __init__(self) -> None:
        super().__init__(models=[{"lang_code": LANGUAGE, "model_name": "blank"}])

    def load(self) -> None:
        nlp = spacy.blank(LANGUAGE)
        nlp.add_pipe("klartext_lower_lemma")
        self.nlp = {LANGUAGE: nlp}  # type: ignore[assignment]  # presidio annotates it as None


def _build() -> AnalyzerEngine:
    nlp_engine = BlankSpacyNlpEngine()
    nlp_engine.load()
    recognizers = [
        OfflineEmailRecognizer(supported_language=LANGUAGE),
        *german_recognizers(LANGUAGE),
        *international_recognizers(LANGUAGE),
    ]
    # Without IGNORECASE: "DE" + 9 digits, "T" + 8 digits etc. only mean something in capitals.
    registry = RecognizerRegistry(
        recognizers=recognizers, global_regex_flags=re.DOTALL | re.MULTILINE, supported_languages=[LANGUAGE]
    )
    return AnalyzerEngine(registry=registry, nlp_engine=nlp_engine, supported_languages=[LANGUAGE])


_engine: AnalyzerEngine | None = None
_lock = threading.Lock()


def engine() -> AnalyzerEngine:
    """The process-wide engine, built on first use (a second or so)."""
    global _engine
    if _engine is None:
        with _lock:
            if _engine is None:
                _engine = _build()
    return _engine


def chunks(text: str, size: int = CHUNK) -> Iterator[tuple[int, str]]:
    """(offset, piece) with pieces of at most ``size`` characters, cut after a newline where possible."""
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        if end < len(text):
            cut = text.rfind("\n\n", start + size // 2, end)
            if cut < 0:
                cut = text.rfind("\n", start + size // 2, end)
            if cut < 0:
                cut = text.rfind(" ", start + size // 2, end)
            if cut > start:
                end = cut + 1
        yield start, text[start:end]
        start = end


# Context words stand within a few tokens of an identifier: this much text around a candidate is read.
MARGIN = 200
_candidates: list[re.Pattern[str]] | None = None


def candidate_patterns() -> list[re.Pattern[str]]:
    """The recognizers' own patterns with the registry's flags: cheap to run, spaCy is not."""
    global _candidates
    if _candidates is None:
        flags = re.DOTALL | re.MULTILINE  # as the registry runs them (see _build)
        _candidates = [
            re.compile(p.regex, flags) for r in engine().registry.recognizers for p in getattr(r, "patterns", ()) or ()
        ]
    return _candidates


def windows(text: str) -> Iterator[tuple[int, str]]:
    """(offset, piece): the lines around every candidate identifier, merged, at most CHUNK characters each.

    spaCy's tokenizer and presidio's context step are most of the cost; text without a candidate skips them.
    """
    spans = sorted((m.start(), m.end()) for rx in candidate_patterns() for m in rx.finditer(text))
    merged: list[list[int]] = []
    for s, e in spans:
        start = text.rfind("\n", 0, max(0, s - MARGIN)) + 1
        end = text.find("\n", min(len(text), e + MARGIN))
        end = len(text) if end < 0 else end + 1
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    for start, end in merged:
        for offset, piece in chunks(text[start:end]):
            yield start + offset, piece


def analyze(text: str) -> list[Found]:
    """Everything the presidio recognizers find with enough confidence."""
    found: list[Found] = []
    analyzer = engine()
    for offset, piece in windows(text):
        results: list[RecognizerResult] = analyzer.analyze(piece, language=LANGUAGE, score_threshold=THRESHOLD)
        for r in results:
            kind = KINDS.get(r.entity_type)
            if kind is None:
                continue
            value = piece[r.start : r.end]
            found.append(Found(offset + r.start, offset + r.end, kind, _key(value), priority=3))
    return found


def _key(value: str) -> str:
    return re.sub(r"[\s\-./]", "", value).upper()
