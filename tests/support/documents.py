"""A small anonymized document as prepare() would store it (helper D's test support).

Built by hand so tests control exactly what sits in the store, independent of the pipeline.
"""

from __future__ import annotations

from app.models import PreparedDocument, Segment

LEASE_CLAUSES = [
    "§ 1 Mietsache\nVermietet wird die Wohnung im 2. Obergeschoss des Hauses [ADRESSE].\n\n",
    "§ 3 Miete\nDie monatliche Grundmiete beträgt 850,00 EUR. Hinzu kommen Vorauszahlungen auf die Betriebskosten von 190,00 EUR.\n\n",
    "§ 5 Kaution\nDie Mieterin leistet eine Kaution in Höhe von drei Monatsmieten (§ 551 BGB).\n\n",
    "§ 7 Kündigung\nDie Mieterin kann spätestens am dritten Werktag eines Kalendermonats zum Ablauf des übernächsten Monats kündigen (§ 573c BGB).\n",
]


def prepared_lease(language: str = "en") -> PreparedDocument:
    text = "".join(LEASE_CLAUSES)
    segments, offset = [], 0
    for clause in LEASE_CLAUSES:
        segments.append(Segment(offset, offset + len(clause), clause.split("\n", 1)[0]))
        offset += len(clause)
    return PreparedDocument(
        text=text, segments=tuple(segments), language=language, document_language="de", removed={"address": 1}
    )
