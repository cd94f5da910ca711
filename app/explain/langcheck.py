"""A rough check that a model answered in the requested language (stopword counts).

It only has to catch the clear case (a model that answered in the document's language instead
of the requested one), so it decides "wrong" only when another language dominates by far; short
or mixed texts, quoted legal terms and placeholders never trigger it.
"""

from __future__ import annotations

import re


# Frequent function words; a word shared by several languages counts for each of them.
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


STOPWORDS: dict[str, frozenset[str]] = {
    "de": _words(
        "der die das und ist nicht sie ich ein eine einen dem den des mit auf für von zu im auch "
        "sich wenn oder aber dass wird werden müssen muss können kann ihre ihr ihnen sind hat haben"
    ),
    "en": _words(
        "the and is are not you your to of in that this with for on be if or but it must can "
        "will have has from by which what when an"
    ),
    "es": _words(
        "el la los las y es no usted que de en un una con por para se su sus lo del al si pero "
        "debe puede este esta como más"
    ),
    "fr": _words(
        "le la les et est pas vous que de en un une avec pour sur ce cette qui du des au si mais "
        "doit peut votre vos il elle sont ne"
    ),
    "it": _words(
        "il lo la gli le e è non lei che di in un una con per su questo questa del della dei al "
        "se ma deve può sono ha suo sua"
    ),
    "pt": _words(
        "o a os as e é não você que de em um uma com por para se seu sua do da dos das ao mas "
        "deve pode este esta isso são"
    ),
}

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?", re.UNICODE)
_PLACEHOLDER = re.compile(r"\[[A-Z_]+\d*\]")
MIN_HITS = 4  # below this many stopword hits the text says too little to judge


def scores(text: str) -> dict[str, int]:
    words = _WORD.findall(_PLACEHOLDER.sub(" ", text).lower())
    return {lang: sum(1 for w in words if w in stop) for lang, stop in STOPWORDS.items()}


def is_wrong_language(text: str, expected: str) -> bool:
    """True only when ``text`` is clearly written in a language other than ``expected``."""
    if expected not in STOPWORDS:
        return False
    counts = scores(text)
    best = max(counts, key=lambda lang: counts[lang])
    if best == expected or counts[best] < MIN_HITS:
        return False
    return counts[best] >= 2 * counts[expected] + 2
