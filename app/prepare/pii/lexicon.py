"""Ordinary words of the six document languages, so a capitalised pronoun, noun or heading is no name.

Frequencies come from the PyPI package ``wordfreq`` (its "small" lists, shipped inside the wheel, read
offline). Its lists are lower case and include names, so frequency alone cannot tell "Ihnen" from
"Schmidt": a word counts as an ordinary word of a language when it is frequent there and clearly
more frequent there than in the other five languages. Names travel between languages (Thomas, Anna,
Schmidt, San Francisco); a language's own pronouns, nouns and headings do not (Ihnen, Tage, Tali,
Stati, Servizi, Your, Terms).
"""

from __future__ import annotations

import math
import threading
from functools import cache, lru_cache

import wordfreq

LEXICON_LANGUAGES = ("de", "en", "es", "fr", "it", "pt")
# Zipf scale: 3 = once per million words, 5 = once per thousand. Surnames and first names are
# frequent in their own country too ("Scholz", "Oliveira", "Wolfgang" reach 4 to 5): a word in a
# name list counts as ordinary only when it is among a language's commonest words ("Ihnen", "Tage").
# Unlisted names are no rarer ("Sánchez", "Oliveira" reach 4.7): one threshold for all.
VERY_FREQUENT = 5.0
LISTED = 5.3  # a listed name: "João" (5.2) stays a name, "Tage" (5.4) and "Sei" (6.0) are words
HEADING = 4.0  # a word in capitals in no name list: a heading word ("DANNI", "LIMITAZIONI")
EXCESS = 1.5  # this much more frequent than the median of the other languages
ENGLISH = 4.0  # an English word inside another language: "Bing Maps", "Places", "Search"

_lock = threading.Lock()
_tables: dict[str, dict[str, float]] = {}


def _table(language: str) -> dict[str, float]:
    table = _tables.get(language)
    if table is None:
        with _lock:
            table = _tables.get(language)
            if table is None:
                table = wordfreq.get_frequency_dict(language, "small")
                _tables[language] = table
    return table


@lru_cache(maxsize=100_000)
def zipf(word: str, language: str) -> float:
    """Zipf frequency of ``word`` (any case) in ``language``; 0 for an unknown word or language.

    Cached: the recognizers ask for the same words of a document many times (the tables never change)."""
    if language not in LEXICON_LANGUAGES:
        return 0.0
    freq = _table(language).get(word.lower(), 0.0)
    return math.log10(freq * 1e9) if freq > 0 else 0.0


def zipf_elsewhere(word: str, language: str) -> float:
    """The highest ``zipf`` of ``word`` in the other lexicon languages (one lower-casing, one logarithm)."""
    lower = word.lower()
    freq = max([table.get(lower, 0.0) for table in _others(language)])
    return math.log10(freq * 1e9) if freq > 0 else 0.0


@cache
def _others(language: str) -> tuple[dict[str, float], ...]:
    """The frequency tables of the lexicon languages other than ``language``."""
    return tuple(_table(other) for other in LEXICON_LANGUAGES if other != language)


def zipf_folded(word: str, language: str) -> float:
    """Like ``zipf``, but also under wordfreq's own spelling ("Verstöße" is listed as "verstösse").

    ``zipf`` looks words up lower-cased, so German words with "ß" read as unknown. The rules and the name
    model were built and measured that way, and it keeps surnames such as "Weiß", "Groß" and "Strauß"
    names rather than the frequent words "weiß", "groß"; only checks that must know such a noun use this."""
    return max(zipf(word, language), zipf(word.casefold(), language))


@cache
def is_ordinary(word: str, language: str, listed: bool = False) -> bool:
    """A frequent word of this language that the other languages hardly use: "Ihnen", "Tage", "Tali", "Terms".

    ``listed``: the word is in a first-name or surname list.
    """
    language = language if language in LEXICON_LANGUAGES else "de"
    z = zipf(word, language)
    if z < (LISTED if listed else HEADING if word.isupper() else VERY_FREQUENT):
        return False
    return excess(word, language) >= EXCESS


def excess(word: str, language: str) -> float:
    """How much more frequent in ``language`` than the median of the other five (Zipf points)."""
    z = zipf(word, language)
    others = sorted(zipf(word, other) for other in LEXICON_LANGUAGES if other != language)
    return z - others[len(others) // 2]


@cache
def is_english_word(word: str, language: str) -> bool:
    """An English word in a text of another language (product and feature names: "Maps", "Places")."""
    if language == "en":
        return False
    z = zipf(word, "en")
    return z >= ENGLISH and z - zipf(word, language) >= 0.5
