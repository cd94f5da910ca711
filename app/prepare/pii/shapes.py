"""The shape of a name and the word checks every person recognizer shares.

A name token, an initial, a particle, a title; whether a capitalised word is an everyday word of
the document's language, a company word, a street or a surname. The word lists are data
(``data/<language>.toml``); what stays here are the shapes and the frequency tests (``lexicon``).
"""

from __future__ import annotations

import re

from app.prepare.pii import wordlists as lists
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lexicon import ENGLISH, LEXICON_LANGUAGES, excess, is_english_word, zipf
from app.prepare.pii.lexicon import is_ordinary as _is_ordinary
from app.prepare.pii.names import NOUN_SURNAMES, is_first_name, surnames
from app.prepare.pii.roles import (
    ROLE_ONLY,
)
from app.prepare.pii.words import everyday_word, listed_compound_noun

UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĘĚĞİŁŃŇŌŐŒŘŚŞŠŢŤŪŮŰŹŻŽ"


LOWER = "a-zà-öø-ÿāăąćčďđēęěğıłńňōőœřśşšţťūůűźżžß"


WORD = rf"(?:(?:Mc|Mac|O['’]|D['’]|d['’])?[{UPPER}][{LOWER}'’]+(?:[{UPPER}][{LOWER}]+)?)"


NAME_TOKEN = compile_fast(rf"{WORD}(?:-{WORD})*(?![\w\-])")


INITIAL = compile_fast(rf"[{UPPER}]\.(?=[ \t])")


PARTICLE = compile_fast(rf"{lists.alternation('particles')}(?=[ \t])")


GAP = compile_fast(r"[ \t]+")


ROMANCE = compile_fast(r"[áéíóúñãõçàèìòùâêôÁÉÍÓÚÑ]")


# Words of companies and institutions, and capitalised words that end a name (data/<language>.toml).
# tagger.py imports both from here.
ORG_WORDS = lists.word_set("org_words")


STOP = lists.word_set("stop") | ORG_WORDS


STREET_END = compile_fast(rf"{lists.alternation('street_suffixes')}$", re.IGNORECASE)  # suffix check on one word


TITLE = lists.alternation("titles")
# Titles that are one capital and a full stop, like an initial (``titles_like_initials``).
INITIAL_TITLE = lists.alternation("titles_like_initials")
LIKE_INITIAL = compile_fast(rf"{INITIAL_TITLE}\.")


ACADEMIC = lists.alternation("academic")


PROFESSION = lists.alternation("professions")


TITLED = compile_fast(
    rf"(?<![\w.])(?:{TITLE}(?:[ \t]+{PROFESSION})?(?:[ \t]+{ACADEMIC})*|{ACADEMIC}(?:[ \t]+{ACADEMIC})*)[ \t]+(?=[{UPPER}]|{PARTICLE.pattern}[ \t]+[{UPPER}])"
)


# a lower-case word or an article right before makes it a noun.
ARTICLE_BEFORE = compile_fast(rf"(?:(?<![\w\-])[a-zäöüß]+|\b{lists.alternation('articles')})\s+$")


def is_org(word: str) -> bool:
    return word in ORG_WORDS or any(part in ORG_WORDS for part in word.split("-"))


NOUNS_LOWER = lists.languages_with("lower_case_nouns")


def english_gerund(word: str) -> bool:
    """An English -ing word after a first name is an activity, not a surname; surnames ending so are in
    the surname list and pass before this check."""
    return len(word) > 5 and word.endswith("ing") and zipf(word, "en") >= 3.5


def frequent_here(word: str, language: str, *, sentence_start: bool = False) -> bool:
    return zipf(word, language) >= (3.5 if sentence_start else 4.5) and excess(word, language) >= 1.5


_SENTENCE_END_BEFORE = compile_fast(r"[.!?:][ \t]+$")


def sentence_start(text: str, pos: int) -> bool:
    return bool(_SENTENCE_END_BEFORE.search(text[max(0, pos - 5) : pos]))


def is_ordinary(word: str, language: str) -> bool:
    """``lexicon.is_ordinary`` with the word's place in the name lists: listed names need a higher frequency."""
    title = word.title() if word.isupper() else word
    return _is_ordinary(word, language, is_first_name(title) or title in surnames())


_NOUN_END = compile_fast(rf"{lists.alternation('noun_endings')}$")


def looks_like_noun(word: str) -> bool:
    """A capitalised German word after a first name that is no known surname, ends like a noun
    (``noun_endings``) and is a word of the language; a surname from another country, or one no
    dictionary knows though it ends in -en, is not."""
    if "-" in word or word in surnames() or ROMANCE.search(word) or is_first_name(word):
        return False
    return bool(_NOUN_END.search(word)) and (zipf(word, "de") >= 2.5 or everyday_word(word, "de"))


def name_key(words: list[str]) -> str:
    # The surname identifies the person across "Anna Müller", "Frau Müller", "Müller".
    return words[-1].lower()


def surname_like(word: str) -> bool:
    """Listed, a word no language uses, or with a Romance accent (the German surname list misses most
    Romance surnames); not a brand or an English word."""
    title = word.title() if word.isupper() else word
    if title in surnames() or title in NOUN_SURNAMES or bool(ROMANCE.search(title)):
        return True
    return max(zipf(title, lang) for lang in LEXICON_LANGUAGES) < 3.0


def everyday(token: str, language: str) -> bool:
    """A word whose bare mentions would hit ordinary text; noun surnames keep the article rule."""
    return token.title() not in NOUN_SURNAMES and is_ordinary(token, language)


def person_word(word: str, language: str) -> bool:
    """After a role word: a noun, a pronoun, an English word or another role is no name; a listed surname is."""
    if word in STOP or is_org(word) or is_ordinary(word, language) or ROLE_ONLY.fullmatch(word):
        return False
    return not (is_english_word(word, language) and word not in surnames() and not is_first_name(word))


def english_phrase(first: str, nxt: str, language: str) -> bool:
    """Two common English words inside another language's text: "File Server", "Jet Pilot", not a first
    name and a surname ("Mark Müller")."""
    if language == "en" or nxt in surnames() or is_first_name(nxt):
        return False  # names travel between languages
    return zipf(first, "en") >= ENGLISH and zipf(nxt, "en") >= ENGLISH


def signature_word(word: str, language: str) -> bool:
    """A surname on a judges' signature line: listed or unknown, no everyday word, company or street."""
    if word in STOP or is_org(word) or STREET_END.search(word) or not NAME_TOKEN.fullmatch(word):
        return False
    if is_ordinary(word, language) or zipf(word, language) >= 4.5 or listed_compound_noun(word, language):
        return False
    return word in surnames() or (zipf(word, language) < 2.0 and zipf(word, "en") < 2.0)
