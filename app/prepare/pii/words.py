"""Everyday words that look like names: German nouns, compounds, inflected adjectives.

A capitalised word alone proves nothing in German, where every noun is capitalised. These checks
tell nouns, compounds, inflected adjectives and listed surnames that are frequent nouns from rare
surnames by frequency (wordfreq), endings and the shape of a compound, before any rule or the name
tagger takes a word for a surname.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lexicon import is_ordinary, zipf, zipf_elsewhere, zipf_folded
from app.prepare.pii.names import is_first_name, surnames, surnames_ending

LISTED_NOUN = 4.75  # "Urlaub" 4.8, "Satz" 4.9, "Raum" 5.1 are listed surnames; "Fischer" 4.6, "Schmidt" 4.6 stay names


@lru_cache(maxsize=50_000)
def compound(word: str, language: str) -> bool:
    """A German compound of two common words ("Nettoumsatz", "Sporthelm"), not a surname that only looks
    like one ("Lindenbach")."""
    if language != "de" or len(word) < 8 or word in surnames() or is_first_name(word):
        return False
    return next(_readings(word), None) is not None  # the first reading is enough


# A listed word whose last part ends at most this many other listed surnames: the list caught a noun
# ("Schadensersatz": "-ersatz" ends no other surname), where surname parts end hundreds ("-mann", "-berg").
RARE_SURNAME_ENDING = 4


def _readings(word: str) -> Iterator[tuple[str, str]]:
    """The ways to read a German word as two common words, (head, tail), the shortest head first: the tail a
    common word, the head one too, or one with a linking "s" or "en"."""
    lower = word.lower()
    for cut in range(3, len(lower) - 3):
        head, tail = lower[:cut], lower[cut:]
        if zipf(tail, "de") < 3.5:
            continue
        for stem in (head, head[:-1] if head.endswith("s") else None, head[:-2] if head.endswith("en") else None):
            if stem and len(stem) >= 3 and zipf(stem, "de") >= 3.0:
                yield head, tail
                break


@lru_cache(maxsize=50_000)
def listed_compound_noun(word: str, language: str) -> bool:
    """A word of the surname list that is a German compound noun: two common words, the last of which
    ends (almost) no other listed surname ("Schadensersatz", "Kaufpreis"; not "Hartmann", "Rosenbaum",
    "Holzapfel", whose last parts end many)."""
    if language != "de" or len(word) < 8 or word not in surnames() or is_first_name(word):
        return False
    if zipf_folded(word, "de") < 3.0 or zipf_elsewhere(word, "de") >= 2.0:
        return False  # a word in use in German text and in no other language, not a rare or foreign surname
    return any(surnames_ending(tail) <= RARE_SURNAME_ENDING for _head, tail in _readings(word))


# Endings of German nouns and adjectives that surnames do not have: "Beendigung", "Vertraulichkeit",
# "Salvatorische", "Anwendbare", "Deinstallation".
_GERMAN_WORD_END = compile_fast(
    r"(?:ung|ungen|keit|keiten|heit|heiten|tion|tionen|sion|ität|itäten|schaft|schaften|nis|nisse|ismus|"
    r"isch|ische|ischen|bar|bare|baren|lich|liche|lichen|ige|igen|ive|iven|elle|ellen|ierte|ierten)$"
)


@lru_cache(maxsize=100_000)
def everyday_word(word: str, language: str) -> bool:
    """A word of the language, not only a surname: "Recht", "Anwendbares", "Verpflichtungen", "Raum", "Urlaub".

    Surnames travel between languages ("Schmidt", "Müller" are read in English text too); a language's
    own nouns do not: a listed surname this frequent here and rare in English is a noun first."""
    listed = word in surnames() or is_first_name(word)
    if is_ordinary(word, language) or compound(word, language):
        return True
    if listed:
        return (zipf(word, language) >= LISTED_NOUN and zipf(word, "en") < 2.0 and language != "en") or (
            listed_compound_noun(word, language)
        )
    if zipf(word, language) >= 4.0 or (language == "de" and _GERMAN_WORD_END.search(word)):
        return True
    lower = word.lower()
    return (
        not listed
        and any(  # an inflected adjective or noun: "Anwendbares", "Verpflichtungen"
            lower.endswith(end) and len(lower) - len(end) >= 4 and zipf(lower[: -len(end)], language) >= 3.5
            for end in ("es", "en", "em")  # not "-er": "Berger", "Bauer", "Hofer" are surnames
        )
    )
