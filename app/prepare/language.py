"""Which language is the document written in? Stopword frequencies: fast, offline, good enough
for the languages Klartext can read (a few hundred words decide it reliably).

The document language is not the explanation language (app.language): that one is what the
reader reads and comes from the locale folders; this one is what the document is written in and
is limited to the languages the function-word lists below know, ``READABLE_LANGUAGES``. A new
locale folder makes Klartext write in one more language, not read one more.
"""

from __future__ import annotations

import re
from typing import NewType

# A code of READABLE_LANGUAGES, or UNKNOWN. Its own type, so that it is not passed where the
# reader's language is meant (both are plain strings at run time).
DocumentLanguage = NewType("DocumentLanguage", str)

UNKNOWN = DocumentLanguage("unknown")
_SAMPLE_CHARS = 20_000  # the first pages decide; scanning 150k characters would buy nothing
_MIN_HITS = 3
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Frequent function words, chosen to separate the close pairs (es/pt, es/it, fr/it):
# words shared by several languages are left out or listed for one language only.
_WORDS: dict[str, frozenset[str]] = {
    "de": _set(
        "der die das und ist nicht ein eine einer eines einem einen zu den dem des von mit sich auf für "
        "im sie wird werden wir ich es auch nach bei aus oder wenn sind zur zum über vom durch hat haben "
        "kann diese dieser dieses ihr ihre ihnen nur noch als wie wurde bis gegen unter vor sowie beim"
    ),
    "en": _set(
        "the and of to is in that for it with as on be by this are or at from an which will shall "
        "any not have has been such may all its their you your we our if other under these those upon "
        "than into would should must hereby"
    ),
    "es": _set(
        "el los las del y en es por con para una que se al su sus lo como más pero este esta ese "
        "esa le entre cuando sin sobre también hasta desde donde muy ya ha han fue ser está son "
        "dicho dicha cual mediante usted debe puede"
    ),
    "fr": _set(
        "le les des du et est une un que qui dans pour pas au aux sur ne ce cette ces sont ou "
        "par avec être été son sa ses leur leurs il elle vous nous lors dont après selon auprès "
        "présent présente doit peut votre"
    ),
    "it": _set(
        "il di che è per del della dei delle degli gli nel nella non un una sono con al alla "
        "alle dal dalla ed anche come più questo questa essere stato ha hanno suo sua sul sulla "
        "presente ogni deve può"
    ),
    "pt": _set(
        "o os do da dos das em um uma não é que para com ao aos pelo pela pelos pelas no na nos nas "
        "seu sua seus suas são ser foi está também como mais até este esta isso quando pela "
        "num numa você deve pode"
    ),
}
_STOPWORDS = {DocumentLanguage(code): words for code, words in _WORDS.items()}

# The languages the detector recognises, in this order (the order breaks ties).
READABLE_LANGUAGES: tuple[DocumentLanguage, ...] = tuple(_STOPWORDS)


def stopword_counts(text: str) -> dict[DocumentLanguage, int]:
    """How many of each language's function words ``text`` has (also used to check LLM answers)."""
    counts = dict.fromkeys(_STOPWORDS, 0)
    for match in _WORD.finditer(text):
        word = match.group().lower()
        for language, words in _STOPWORDS.items():
            if word in words:
                counts[language] += 1
    return counts


def detect_language(text: str) -> DocumentLanguage:
    """One of READABLE_LANGUAGES, or UNKNOWN ('unknown') when too few known words are found."""
    counts = stopword_counts(text[:_SAMPLE_CHARS])
    best = max(counts, key=lambda language: counts[language])
    if counts[best] < _MIN_HITS:
        return UNKNOWN
    return best
