"""Persons found once, named again: a bare surname later on, a first name alone, a first name after a greeting.

Only persons that evidence introduced are looked for again, with the same placeholder; an article
before a word that is also a noun ("der Koch") makes it the noun.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from app.prepare.pii import Found
from app.prepare.pii import wordlists as lists
from app.prepare.pii.first_chars import compile_fast, compile_starting_with, first_class, words_lookahead
from app.prepare.pii.lookalikes import in_company_name
from app.prepare.pii.names import NOUN_SURNAMES, is_first_name, is_territory, surnames
from app.prepare.pii.resolver import STRONG, rank
from app.prepare.pii.shapes import (
    ARTICLE_BEFORE,
    LOWER,
    NAME_TOKEN,
    PARTICLE,
    STOP,
    UPPER,
    WORD,
    everyday,
    surname_like,
)
from app.prepare.pii.wordlists import factored

_GREETING = compile_fast(rf"\b{lists.alternation('greetings')}[ \t]+(?P<n>{WORD}(?:-{WORD})*)(?=[ \t]*[,!\n])")


Known = tuple[dict[str, str], dict[str, str]]

# Where nouns are written small, a capitalised word beside a known person's word makes another name of it: a place
# ("Campos dos Goytacazes"), a company ("Maia Engenharia"), a statute ("Marco Civil", "Lei Aurélio"), a forest or a
# farm ("Mata Atlântica", "Fazenda Mata Verde"), a book ("Livro Branco"). Not a word of a known name, a listed name,
# an office, a title or a name's suffix ("Silva Filho", "Ministro Silva", "Silva Relator").
_LOWER_CASE_NOUNS = lists.languages_with("lower_case_nouns")
# A word of three letters or more: "Mi" (a broken "Min.") is an abbreviation.
_NEXT_WORD = compile_fast(rf"[ \t]+(?:(?:de|da|do|das|dos|del|di|du|des)[ \t]+)?(?P<w>[{UPPER}][{LOWER}][\w'’\-]+)")
_WORD_BEFORE = compile_fast(rf"(?:^|(?<=[^\w\-'’]))(?P<w>[{UPPER}][{LOWER}][\w'’\-]+)[ \t]+$")
_SENTENCE_OPEN = compile_fast(r"(?:^|[.!?:;\n\"“(]|\s[-–])[ \t]*$")
_NAME_LISTS = ("titles", "role_words", "professions", "party_labels", "office_words", "offices_after", "rank_words",
               "name_suffixes", "stop", "kinship", "person_nouns", "saints")  # fmt: skip


@lru_cache(maxsize=8)
def _name_context_words(language: str) -> frozenset[str]:
    """The offices, titles, labels and suffixes of ``language`` that stand beside a name, as plain lower-case words."""
    words: set[str] = set()
    for name in _NAME_LISTS:
        for entry in lists.entries(name, (language,)):
            plain = re.sub(r"\(\?:[^)]*\)\??|\[[^\]]*\]|\\.|[.?\\]", "", entry).strip().lower()
            words.update(plain.split())
    return frozenset(words)


def _name_side(word: str, language: str, known: dict[str, str]) -> bool:
    """A word that may stand beside a person's name in it or around it."""
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    return (
        word in known
        or word.lower() in _name_context_words(language)
        or is_first_name_in(word, language)
        or is_surname_in(word, language)
    )


def in_another_name(text: str, start: int, end: int, language: str, known: dict[str, str]) -> bool:
    """The known word at ``start:end`` is part of another capitalised name: a capitalised word no name has stands
    right after it (or after a particle, or after the rest of the person's name) or right before it, inside the
    sentence. Not in capitals (a heading)."""
    if text[start:end].isupper():
        return False
    after = _NEXT_WORD.match(text, end)
    while after and after["w"] in known:  # the rest of the person's name: "Rafael Lima Engenharia"
        after = _NEXT_WORD.match(text, after.end())
    if after and not _name_side(after["w"], language, known):
        return True
    before = _WORD_BEFORE.search(text, max(0, start - 40), start)
    return bool(
        before
        and not _SENTENCE_OPEN.search(text, max(0, before.start() - 4), before.start())
        and not _name_side(before["w"], language, known)
    )


# A person found on evidence weaker than a title, a role or a signature (a first name beside a capitalised word, a
# kinship word, the tagger) is named again only by the words the document uses for nothing else. One weak first hit
# would otherwise spread to every place the word stands: a word the document also writes in lower case is a word of
# the language there ("Rosa" and "a cor rosa", "Klein" and "zu klein"), a word inside a thing's name is that
# thing's ("Instituto Tancredo Neves", "Rua Rui Barbosa", "Lei Maria da Penha"). From ``SPREADS`` on, a first hit
# is sure enough for its words to go wherever they stand alone.
SPREADS = rank(STRONG)
# The words that open a thing's name (data/<language>.toml): an institution, an organisation, a place, a street, a
# statute. Single words only, compared in lower case.
_THING_LISTS = ("institution_words", "org_words", "party_org_words", "company_intros", "place_intros",
                "street_types", "statute_words", "territory_words", "military_intros")  # fmt: skip
_CAPITALISED = rf"[{UPPER}][\w'’\-.]*"  # with an initial's full stop: "Instituto J. Lima", "Fundação J.K. Lima"
_RUN = rf"(?P<run>{_CAPITALISED}(?:[ \t]+(?:(?:{PARTICLE.pattern})[ \t]+)?{_CAPITALISED}){{0,4}})"
# A word in lower case in prose: not a part of an e-mail or web address ("anna.lima@...", "www.lima.pt"), a file
# name or a path, where names stand in lower case too.
_LOWER_WORD = compile_fast(rf"(?<![\w\-.@/])[{LOWER}][{LOWER}'’\-]*(?![\w\-@/]|\.\w)")


@lru_cache(maxsize=8)
def _thing_run(language: str) -> re.Pattern[str] | None:
    """A word of ``_THING_LISTS`` (in any case) and the capitalised words after it; None where the language has none."""
    words: set[str] = set()
    for name in _THING_LISTS:
        for entry in lists.entries(name, (language,)):
            plain = re.sub(r"\(\?:[^)]*\)\??|\[[^\]]*\]|\\.|[.?\\]", "", entry).strip().lower()
            if plain and " " not in plain and len(plain) >= 3:
                words.add(plain)
    if not words:
        return None
    alternation = "|".join(_by_length(words))
    return compile_fast(rf"(?<![\w\-])(?i:{alternation})\.?[ \t]+{_RUN}")


@lru_cache(maxsize=4)
def used_otherwise(text: str, language: str) -> frozenset[str]:
    """The words of ``text``, lower-cased, that it uses for something other than a person: written in lower case
    somewhere, or inside a thing's name (after a word of ``_THING_LISTS``, a few capitalised words on)."""
    words = set(_LOWER_WORD.findall(text))
    things = _thing_run(language)
    if things is not None:
        for m in things.finditer(text):
            words.update(w.lower() for w in m["run"].split())
    return frozenset(words)


def spreads(f: Found, word: str, otherwise: frozenset[str]) -> bool:
    """Whether the person ``f`` introduced is looked for again by ``word`` alone (see ``SPREADS``)."""
    return f.priority >= SPREADS or word.lower() not in otherwise


def known_names(source: str, found: list[Found], language: str) -> Known:
    """Surnames (every family name of a person) and first names of the persons found, with their keys; read once
    per document for both recognizers below (``known``). A person found on weak evidence only by the words the
    document uses for nothing else (``SPREADS``)."""
    first_names: dict[str, str] = {}
    names: dict[str, str] = {}
    otherwise = used_otherwise(source, language) if any(f.priority < SPREADS for f in found) else frozenset()
    for f in found:
        tokens = [t for t in source[f.start : f.end].split() if not is_territory(t)]
        if f.priority < 3 and not (tokens and surname_like(tokens[-1])):
            continue  # weak evidence and a word for a surname: no bare mentions
        if tokens and tokens[-1] not in STOP and len(tokens[-1]) >= 3 and tokens[-1].lower() == f.key:
            lead = next((i for i, t in enumerate(tokens[:-1]) if not is_first_name(t) and not t.endswith(".")), None)
            for token in tokens[lead:] if lead is not None else tokens[-1:]:
                if (
                    len(token) >= 3
                    and token not in STOP
                    and NAME_TOKEN.fullmatch(token)
                    and not everyday(token, language)
                    and (f.priority >= 3 or surname_like(token))
                    and spreads(f, token, otherwise)
                ):
                    names.setdefault(token, f.key)
                    names.setdefault(token.upper(), f.key)
        if (
            len(tokens) >= 2
            and is_first_name(tokens[0])
            and tokens[0] not in STOP
            and not everyday(tokens[0], language)
            and spreads(f, tokens[0], otherwise)
        ):
            first_names.setdefault(tokens[0], f.key)
    return first_names, names


def salutations(text: str, source: str, found: list[Found], language: str, known: Known | None = None) -> list[Found]:
    """A first name or known surname after a greeting word, with the person's placeholder; ``known``:
    ``known_names(source, found, language)`` where the caller has it."""
    first_names, names = known_names(source, found, language) if known is None else known
    out: list[Found] = []
    for m in _GREETING.finditer(source):
        word = m["n"]
        if word not in STOP and not everyday(word, language) and (is_first_name(word) or word in names):
            key = first_names.get(word) or names.get(word) or word.lower()
            out.append(Found(m.start("n"), m.end("n"), "PERSON", key, 2))
    return out


def _by_length(words: Iterable[str]) -> tuple[str, ...]:
    """The words escaped, longest first (an alternation takes the first that matches)."""
    return tuple(sorted(map(re.escape, words), key=len, reverse=True))


# A document names its persons again and again, and a server reads documents naming the same persons (one
# contract, several versions): the patterns are cached by their words. Each is an alternation of a document's
# names (a few hundred in a long one), read at every place of the text: the names are grouped by first letter
# (``wordlists.factored``) and a lookahead on the letters a match can begin with (``first_chars``) skips the
# rest; both leave the matches as they are.
@lru_cache(maxsize=256)
def _surname_pattern(escaped: tuple[str, ...]) -> re.Pattern[str]:
    first = words_lookahead(escaped, f"{UPPER}{_PARTICLE_FIRST}") if _PARTICLE_FIRST else ""
    return _compiled(
        rf"(?<![\w\-])(?:[{UPPER}]\.[ \t]?)?(?:{PARTICLE.pattern}[ \t]+)?(?P<n>"
        + "|".join(factored(list(escaped), case_sensitive=True))
        + r")(?![\w\-])",
        first,
    )


@lru_cache(maxsize=256)
def _first_name_pattern(escaped: tuple[str, ...]) -> re.Pattern[str]:
    first = words_lookahead(escaped)
    return _compiled(
        r"(?<![\w\-.])(?:" + "|".join(factored(list(escaped), case_sensitive=True)) + r")(?![\w\-])", first
    )


def _compiled(pattern: str, lookahead: str) -> re.Pattern[str]:
    """``pattern``, whose matches begin only with a character of ``lookahead`` ("(?=[...])" from
    ``words_lookahead``, which names every first letter of the names and of what may stand before them; or ""),
    compiled so that the engine tries it only there (``first_chars.compile_starting_with``)."""
    return compile_starting_with(pattern, lookahead[3:-1]) if lookahead else re.compile(pattern)


# The characters a particle ("von", "de", "van") begins with, as a character class's contents.
_PARTICLE_FIRST = (first_class(PARTICLE) or "[]")[1:-1]


def later_mentions(
    text: str, source: str, found: list[Found], language: str, known: Known | None = None
) -> list[Found]:
    """Known persons again: bare surnames (also after an initial or particle), first names alone,
    all with the person's placeholder - unless an article makes the word a noun. ``known``: as for ``salutations``."""
    first_names, names = known_names(source, found, language) if known is None else known
    out: list[Found] = []
    every = {**names, **first_names}  # the words of the persons' names
    if names:
        for m in _surname_pattern(_by_length(names)).finditer(text):
            word = m["n"]
            if word in NOUN_SURNAMES and ARTICLE_BEFORE.search(text[max(0, m.start() - 30) : m.start()]):
                continue
            if in_company_name(text, m.start(), m.end()):
                continue
            if language in _LOWER_CASE_NOUNS and in_another_name(text, m.start(), m.end(), language, every):
                continue
            out.append(Found(m.start(), m.end(), "PERSON", names[word], 1))
    lone = {n: k for n, k in first_names.items() if n not in NOUN_SURNAMES and len(n) >= 3}
    if lone:
        for m in _first_name_pattern(_by_length(lone)).finditer(text):
            if ARTICLE_BEFORE.search(text[max(0, m.start() - 30) : m.start()]) and m.group() in surnames():
                continue
            if language in _LOWER_CASE_NOUNS and in_another_name(text, m.start(), m.end(), language, every):
                continue
            out.append(Found(m.start(), m.end(), "PERSON", lone[m.group()], 1))
    return out
