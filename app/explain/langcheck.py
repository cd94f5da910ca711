"""A rough check that a model answered in the requested language (stopword counts).

It only has to catch the clear case (a model that answered in the document's language instead
of the requested one), so it decides "wrong" only when another language dominates by far; short
or mixed texts, quoted legal terms and placeholders never trigger it. The function-word lists are
the document-language detector's (``app.prepare.language``).
"""

from __future__ import annotations

from app.analysis import fast_re as re
from app.prepare.language import DocumentLanguage, stopword_counts

_PLACEHOLDER = re.compile(r"\[[A-Z_]+\d*\]")
MIN_HITS = 4  # below this many stopword hits the text says too little to judge


def scores(text: str) -> dict[DocumentLanguage, int]:
    return stopword_counts(_PLACEHOLDER.sub(" ", text))


def is_wrong_language(text: str, expected: str) -> bool:
    """True only when ``text`` is clearly written in a language other than ``expected``."""
    counts = scores(text)
    # The explanation language read as a document language: only one the detector knows is checked.
    written = DocumentLanguage(expected)
    if written not in counts:
        return False
    best = max(counts, key=lambda lang: counts[lang])
    if best == written or counts[best] < MIN_HITS:
        return False
    return counts[best] >= 2 * counts[written] + 2


def clear_language(text: str) -> str | None:
    """The language ``text`` is clearly written in (by its function words), or None when it says too little."""
    counts = scores(text)
    best = max(counts, key=lambda lang: counts[lang]) if counts else None
    return str(best) if best is not None and counts[best] >= MIN_HITS else None
