"""The baseline to beat: presidio's default recognizers on a blank German pipeline.

That is what one gets from presidio-analyzer without a spaCy model: no NER, so no names or
addresses; generic e-mail, phone, IBAN, credit-card, date ... recognizers. Used by the quality and
speed benches so both print our figures next to the baseline's, measured in the same run.
"""

from __future__ import annotations

import logging

from presidio_analyzer import AnalyzerEngine, EntityRecognizer, RecognizerRegistry

from app.prepare.pii.engine import LANGUAGE, BlankSpacyNlpEngine, OfflineEmailRecognizer

logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)


def baseline_engine() -> AnalyzerEngine:
    nlp_engine = BlankSpacyNlpEngine()
    nlp_engine.load()
    defaults = RecognizerRegistry(supported_languages=["en"])
    defaults.load_predefined_recognizers(languages=["en"])
    recognizers: list[EntityRecognizer] = []
    for r in defaults.recognizers:
        name = str(getattr(r, "name", ""))
        if name == "SpacyRecognizer":
            continue  # needs a trained model's entities; a blank pipeline has none
        if name == "EmailRecognizer":
            r = OfflineEmailRecognizer()  # same patterns, no suffix-list download
        r.supported_language = LANGUAGE
        recognizers.append(r)
    registry = RecognizerRegistry(recognizers=recognizers, supported_languages=[LANGUAGE])
    return AnalyzerEngine(registry=registry, nlp_engine=nlp_engine, supported_languages=[LANGUAGE])


def baseline_spans(analyzer: AnalyzerEngine, text: str) -> list[tuple[int, int, str]]:
    """(start, end, entity) of everything the default recognizers report, in 10k pieces like ours."""
    from app.prepare.pii.engine import chunks

    out: list[tuple[int, int, str]] = []
    for offset, piece in chunks(text):
        for r in analyzer.analyze(piece, language=LANGUAGE):
            out.append((offset + r.start, offset + r.end, r.entity_type))
    return out
