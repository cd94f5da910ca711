"""A small anonymized document as prepare() would store it (helper D's test support).

Built by hand so tests control exactly what sits in the store, independent of the pipeline.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.models import PreparedDocument, Segment

LEASE_CLAUSES = [
    "§ 1 Mietsache\nVermietet wird die Wohnung im 2. Obergeschoss des Hauses [ADRESSE].\n\n",
    "§ 3 Miete\nDie monatliche Grundmiete beträgt 850,00 EUR. Hinzu kommen Vorauszahlungen auf die Betriebskosten von 190,00 EUR.\n\n",
    "§ 5 Kaution\nDie Mieterin leistet eine Kaution in Höhe von drei Monatsmieten (§ 551 BGB).\n\n",
    "§ 7 Kündigung\nDie Mieterin kann spätestens am dritten Werktag eines Kalendermonats zum Ablauf des übernächsten Monats kündigen (§ 573c BGB).\n",
]


def prepared(clauses: Sequence[str], language: str = "en", *, separator: str = "", **fields: Any) -> PreparedDocument:
    """A German document made of ``clauses`` (each a segment headed by its first line), joined by
    ``separator`` (outside the segments); ``fields`` set the rest (``removed``, ``page_starts``...)."""
    text, segments = "", []
    for clause in clauses:
        segments.append(Segment(len(text), len(text) + len(clause), clause.split("\n", 1)[0]))
        text += clause + separator
    return PreparedDocument(
        text=text, segments=tuple(segments), explanation_language=language, document_language="de", **fields
    )


def prepared_lease(language: str = "en") -> PreparedDocument:
    return prepared(LEASE_CLAUSES, language, removed={"address": 1})
