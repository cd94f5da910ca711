"""Anonymization: persons, addresses, contact data, bank and tax ids -> typed, numbered placeholders.

The recognizers of ``app.prepare.pii.registry`` report findings and ``app.prepare.pii.resolver``
settles overlaps; this module numbers the
placeholders per document (same string or same person -> same placeholder) and rewrites the text,
keeping a span map so offsets in the original can be translated. Nothing here logs content.
"""

from __future__ import annotations

import gc
import threading

from app.models import Anonymized
from app.prepare.pii.registry import detect
from app.prepare.pii.resolver import resolve

__all__ = ["anonymize", "detect", "resolve"]


def anonymize(text: str, document_language: str | None = None) -> Anonymized:
    """``document_language`` as app.prepare.run detected it; None (a caller outside the pipeline): detect here."""
    items = resolve(detect(text, document_language), text, document_language)
    numbers: dict[tuple[str, str], int] = {}
    per_kind: dict[str, int] = {}
    counts: dict[str, int] = {}
    parts: list[str] = []
    spans: list[tuple[int, int, int, int]] = []
    cursor = out_len = 0
    for f in items:
        ident = (f.kind, f.key)
        if ident not in numbers:
            per_kind[f.kind] = per_kind.get(f.kind, 0) + 1
            numbers[ident] = per_kind[f.kind]
        placeholder = f"[{f.kind}_{numbers[ident]}]"
        counts[f.kind] = counts.get(f.kind, 0) + 1
        parts.append(text[cursor : f.start])
        out_len += f.start - cursor
        spans.append((f.start, f.end, out_len, out_len + len(placeholder)))
        parts.append(placeholder)
        out_len += len(placeholder)
        cursor = f.end
    parts.append(text[cursor:])
    _settle()
    return Anonymized(text="".join(parts), counts=counts, spans=tuple(spans))


_settled = threading.Event()


def _settle() -> None:
    """Once, after the first document: everything loaded by then (spaCy, presidio, the word lists, the models,
    the libraries around them) is moved out of the cyclic garbage collector's reach (``gc.freeze``).

    Those are some 150,000 objects that live as long as the process; each full collection walks them all, and
    a document's work triggers one every few documents: about half a second each on a busy 2-core machine,
    about a tenth of the time spent anonymizing. Frozen objects are still freed when nothing refers to them;
    only a reference cycle among them would no longer be collected."""
    if not _settled.is_set():
        _settled.set()
        gc.freeze()
