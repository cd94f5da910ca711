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
from functools import lru_cache
from typing import cast

import spacy
import tldextract
from presidio_analyzer import (
    AnalyzerEngine,
    EntityRecognizer,
    Pattern,
    PatternRecognizer,
    RecognizerRegistry,
    RecognizerResult,
)
from presidio_analyzer.nlp_engine import SpacyNlpEngine
from presidio_analyzer.predefined_recognizers import EmailRecognizer
from spacy.attrs import IDX, IS_PUNCT, IS_STOP, LENGTH, LOWER
from spacy.language import Language
from spacy.tokens import Doc

from app.prepare.pii import Found
from app.prepare.pii.first_chars import guarded
from app.prepare.pii.recognizers_de import german_recognizers
from app.prepare.pii.recognizers_intl import international_recognizers
from app.prepare.pii.rules import REACH_UNLABELLED, Spans, near_digits

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
        return _known_suffix(pattern_text.rsplit("@", 1)[-1])


@lru_cache(maxsize=4096)
def _known_suffix(domain: str) -> bool:
    """Whether the domain ends in a public suffix of the bundled snapshot (cached: a document repeats its
    addresses, and each look-up costs about a tenth of a millisecond)."""
    return _TLD(domain).fqdn != ""


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


# presidio's context step (LemmaContextAwareEnhancer with its defaults): a result of a recognizer with
# context words gains this much where one of them is a substring of one of the keywords (lemmas that are
# no stop word or punctuation) counted back from the match's own token.
CONTEXT_FACTOR = 0.35
CONTEXT_MIN_SCORE = 0.4
CONTEXT_PREFIX = 5
# Those keywords mostly stand within this many characters before the match: this much text is tokenized
# first, four times as much where it holds too few.
MARGIN = 80


def analyze(text: str, spans: Spans | None = None) -> list[Found]:
    """Everything the presidio recognizers find with enough confidence.

    The recognizers' patterns, checksums and invalidation, their scores, the context step and the
    duplicate removal are presidio's (``AnalyzerEngine.analyze`` with its lemma context enhancer); what
    differs is where they look: every identifier holds a digit or an "@", so the patterns run only
    near those (``rules.near_digits``; ``spans``: as computed for this text already), and spaCy's tokenizer reads only the words before a result of a
    recognizer with context words, not every line that holds a candidate.
    """
    spans = near_digits(text, REACH_UNLABELLED) if spans is None else spans
    if not spans:
        return []
    results: list[RecognizerResult] = []
    lowered = text.lower()
    runs: Spans | None = None
    for recognizer, patterns in _patterns():
        where = spans
        if isinstance(recognizer, EmailRecognizer):
            # An address holds an "@" and no whitespace: only the stretches of ``spans`` in a run of non-blank
            # characters around an "@" can hold one (the same matches: see ``_at_runs``).
            runs = _at_runs(text) if runs is None else runs
            where = _within(spans, runs)
        got = [r for rx, pattern in patterns for r in _matches(recognizer, rx, pattern, text, where)]
        got = EntityRecognizer.remove_duplicates(got)
        # A keyword is a lower-cased token of the text, so a context word that is in no keyword's reach is
        # nowhere in the lower-cased text: then no result gains, and the tokenizer need not run.
        if recognizer.context and any(w.lower() in lowered for w in recognizer.context):
            for r in got:
                # A result at the highest score (a valid checksum) gains nothing: the words before it need not be read.
                if r.score < EntityRecognizer.MAX_SCORE and _supported_by_context(
                    text, r.start, r.end, recognizer.context
                ):
                    r.score = min(max(r.score + CONTEXT_FACTOR, CONTEXT_MIN_SCORE), EntityRecognizer.MAX_SCORE)
        results.extend(got)
    results = EntityRecognizer.remove_duplicates([r for r in results if r.score >= THRESHOLD])
    found: list[Found] = []
    for r in results:
        kind = KINDS.get(r.entity_type)
        if kind is not None:
            found.append(Found(r.start, r.end, kind, _key(text[r.start : r.end]), priority=3))
    return found


def _at_runs(text: str) -> Spans:
    """The runs of non-blank characters that hold an "@", in order.

    presidio's e-mail pattern matches an "@" and no whitespace, so each of its matches lies inside one of these
    runs. Read inside a run, from the run's start (or the span's, where that is later) to its end (or the span's),
    the pattern finds what it finds reading the whole span: its ``\\b`` and its first character see the blank
    before the run as they did, and what it can take ends before the blank after it."""
    runs: Spans = []
    at = text.find("@")
    while at >= 0:
        start, end = at, at + 1
        while start > 0 and not text[start - 1].isspace():
            start -= 1
        while end < len(text) and not text[end].isspace():
            end += 1
        runs.append((start, end))
        at = text.find("@", end)
    return runs


def _within(spans: Spans, runs: Spans) -> Spans:
    """The parts of ``spans`` that lie in ``runs`` (both sorted, neither overlapping itself)."""
    out: Spans = []
    k = 0
    for lo, hi in spans:
        while k < len(runs) and runs[k][1] <= lo:
            k += 1
        j = k
        while j < len(runs) and runs[j][0] < hi:
            out.append((max(lo, runs[j][0]), min(hi, runs[j][1])))
            j += 1
    return out


_compiled: list[tuple[PatternRecognizer, list[tuple[re.Pattern[str], Pattern]]]] | None = None


def _patterns() -> list[tuple[PatternRecognizer, list[tuple[re.Pattern[str], Pattern]]]]:
    """Every recognizer with its patterns, compiled once with the registry's flags (see ``_build``)."""
    global _compiled
    if _compiled is None:
        flags = re.DOTALL | re.MULTILINE
        recognizers = [r for r in engine().registry.recognizers if isinstance(r, PatternRecognizer)]
        compiled = []
        for r in recognizers:
            patterns: list[Pattern] = getattr(r, "patterns", [])  # presidio leaves the attribute unannotated
            compiled.append((r, [(guarded(re.compile(p.regex, flags)), p) for p in patterns]))
        _compiled = compiled
    return _compiled


def _matches(
    recognizer: PatternRecognizer, rx: re.Pattern[str], pattern: Pattern, text: str, spans: list[tuple[int, int]]
) -> list[RecognizerResult]:
    """One pattern's results as presidio's ``PatternRecognizer`` scores them (validation, invalidation)."""
    out: list[RecognizerResult] = []
    for lo, hi in spans:
        for m in rx.finditer(text, lo, hi):
            start, end = m.span()
            if start == end:
                continue
            value = text[start:end]
            score = pattern.score
            valid = recognizer.validate_result(value)
            if valid is not None:
                score = EntityRecognizer.MAX_SCORE if valid else EntityRecognizer.MIN_SCORE
            if recognizer.invalidate_result(value):
                score = EntityRecognizer.MIN_SCORE
            if score > EntityRecognizer.MIN_SCORE:
                out.append(RecognizerResult(recognizer.supported_entities[0], start, end, score))
    return out


def _supported_by_context(text: str, start: int, end: int, context: list[str]) -> bool:
    """Whether a context word is part of one of the ``CONTEXT_PREFIX`` + 1 keywords counted back from the
    match's first token (that token included), as presidio counts them."""
    wanted = [w.lower() for w in context]
    margin = MARGIN
    while True:
        cut = text.rfind(" ", 0, max(0, start - margin)) + 1  # at a space: no token cut in two
        words = _keywords_before(text, cut, start, end)
        if words is None:
            return False
        if len(words) > CONTEXT_PREFIX or cut == 0:
            return any(w in word for w in wanted for word in words)
        margin *= 4


def _keywords_before(text: str, cut: int, start: int, end: int) -> list[str] | None:
    """Up to ``CONTEXT_PREFIX`` + 1 keywords of ``text[cut:end]`` from the token at ``start`` backwards."""
    nlp = cast(BlankSpacyNlpEngine, engine().nlp_engine).get_nlp(LANGUAGE)
    doc = nlp.make_doc(text[cut:end])
    rows = doc.to_array([IDX, LENGTH, LOWER, IS_STOP, IS_PUNCT]).tolist()  # no Token objects: they are slow
    first = next((i for i, (idx, n, *_) in enumerate(rows) if cut + idx == start or start < cut + idx + n), None)
    if first is None:
        return None
    strings = nlp.vocab.strings
    words: list[str] = []
    for _idx, _n, lower, stop, punct in reversed(rows[: first + 1]):
        if len(words) > CONTEXT_PREFIX:
            break
        lemma = strings[lower]
        # presidio's keywords: no stop word, no punctuation, no "be"; split at ":" (so a lemma with one is none)
        if not stop and not punct and lemma != "be" and ":" not in lemma:
            words.append(lemma)
    return words


_SEPARATORS = re.compile(r"[\s\-./]")


def _key(value: str) -> str:
    return _SEPARATORS.sub("", value).upper()
