"""Anonymization: persons, addresses, contact data, bank and tax ids -> typed, numbered placeholders.

Detectors (``app.prepare.pii``) report findings; this module settles overlaps, numbers the
placeholders per document (same string or same person -> same placeholder) and rewrites the text,
keeping a span map so offsets in the original can be translated. Nothing here logs content.
"""

from __future__ import annotations

import re

from app.models import Anonymized
from app.prepare.language import UNKNOWN, detect_language
from app.prepare.pii import Found
from app.prepare.pii.addresses import find_addresses
from app.prepare.pii.authors import find_authors
from app.prepare.pii.engine import analyze
from app.prepare.pii.initials import find_initials
from app.prepare.pii.persons import find_persons
from app.prepare.pii.recognizers_de import GERMAN_RULES
from app.prepare.pii.recognizers_intl import INTERNATIONAL_RULES
from app.prepare.pii.rules import case_names, citation_like, scan
from app.prepare.pii.tagger import find_names


def detect(text: str, document_language: str | None = None) -> list[Found]:
    """All findings, overlapping ones included; none inside a case citation or register number."""
    if document_language is None:
        document_language = detect_language(text[:5000])
    language = "de" if document_language == UNKNOWN else document_language
    found = [
        *scan(GERMAN_RULES, text),
        *scan(INTERNATIONAL_RULES, text),
        *analyze(text),
        *find_addresses(text, language),
        *find_persons(text, document_language),
        *find_names(text, language),
        *find_initials(text),
        *find_authors(text),
    ]
    cases = case_names(text)
    return [
        f
        for f in found
        if (f.kind not in ("LICENCE_PLATE", "PHONE") or not citation_like(text, f.start, f.end, f.kind))
        and not (
            f.kind == "PERSON"
            and (_in_abbreviation(text, f.start, f.end) or any(s <= f.start and f.end <= e for s, e in cases))
        )
    ]


# "i. S. d. § 4" (im Sinne des), "i. V. m.", "h. M.", "u. U.", "i. H. v.", "a. A.": a capital after a
# one-letter abbreviation is part of it, even where a party of the same initial ("die Angeklagte S.") is
# replaced elsewhere in the text.
_ABBREVIATION_BEFORE = re.compile(r"(?<![\w.])[a-zäöü]\.[ \t]?$")


def _in_abbreviation(text: str, start: int, end: int) -> bool:
    """A single capital with its full stop ("S.") right after a one-letter abbreviation ("i. ")."""
    if end - start != 2 or text[end - 1] != ".":
        return False
    return _ABBREVIATION_BEFORE.search(text[max(0, start - 4) : start]) is not None


def resolve(found: list[Found]) -> list[Found]:
    """Non-overlapping findings in text order: higher priority first, then the longer span."""
    ranked = sorted(found, key=lambda f: (-f.priority, -(f.end - f.start), f.start))
    taken: list[Found] = []
    occupied: list[tuple[int, int]] = []
    for f in ranked:
        if f.end <= f.start or any(f.start < e and s < f.end for s, e in occupied):
            continue
        taken.append(f)
        occupied.append((f.start, f.end))
    return sorted(taken, key=lambda f: f.start)


def anonymize(text: str, document_language: str | None = None) -> Anonymized:
    """``document_language`` as app.prepare.run detected it; None (a caller outside the pipeline): detect here."""
    items = resolve(detect(text, document_language))
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
    return Anonymized(text="".join(parts), counts=counts, spans=tuple(spans))
