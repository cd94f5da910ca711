"""What reads like a person's name but names a company, a product, a place or a street.

A surname inside a company's name, a first name the document uses for a product line, a saint's
name that names a town, a name before a street word, a word the document repeats without any first
name or title: the person recognizers and the resolver ask these before they keep a name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from app.prepare.pii import wordlists as lists
from app.prepare.pii.first_chars import compile_fast, compile_skipping, words_lookahead
from app.prepare.pii.names import is_first_name, is_first_name_in, is_territory
from app.prepare.pii.roles import ROLE_WORD
from app.prepare.pii.shapes import GAP, INITIAL, NAME_TOKEN, ORG_WORDS, TITLED, is_org
from app.prepare.pii.wordlists import factored

_TOKEN = compile_fast(r"[\w&.]+")
_AMPERSAND = compile_fast(r"[ \t]*&")
_WORD_OR_HYPHEN = compile_fast(r"[\w\-]+")
_WORD_BEFORE = compile_fast(r"([\w.\-]+)[ \t]+$")
# A role or party word right before a word (with a title between, if any): the word is a person's name.
_ROLE_RIGHT_BEFORE = compile_fast(rf"(?<![\w\-]){ROLE_WORD}[ \t]+(?:(?:Dr\.|Prof\.|Dres\.)[ \t]+)*$")
_LIST_ITEM = compile_fast(r"[^\s,.;:()]+")


def followed_by_org(text: str, end: int) -> bool:
    tail = text[end : end + 40].split("\n", 1)[0]
    tokens = []
    for t in _TOKEN.findall(tail)[:3]:
        if t[0].islower() and t not in _SMALL_IN_COMPANY:
            break  # the sentence goes on, no company name
        tokens.append(t)
    return any(t.rstrip(".") in ORG_WORDS or t in _COMPANY_FORMS for t in tokens)


_COMPANY_FORMS = lists.word_set("company_forms") | {"&"}


# Small words inside a company's name: "und" ("Koch und Partner"), legal forms ("mbH", "e.V.").
_SMALL_IN_COMPANY = frozenset({"und"} | {w for w in ORG_WORDS | _COMPANY_FORMS if w[:1].islower()})


# A title or academic title, as ``_WORD_OR_HYPHEN`` reads it (without its full stop): "Dr", "Prof", "Herrn".
_TITLE_WORD = compile_fast(rf"(?:{lists.alternation('titles')}|{lists.alternation('academic')})".replace("\\.", "\\.?"))


def in_company_name(text: str, start: int, end: int) -> bool:
    """ "Koch & Bauer GmbH", "Hausverwaltung Koch": a known surname inside a company's name stays."""
    if followed_by_org(text, end) or _AMPERSAND.match(text[end : end + 3]):
        return True
    before = _WORD_OR_HYPHEN.findall(same_sentence_before(text, start, 30))[-2:]
    if before and is_org(before[-1]):
        return True
    # Two words back only with a first name or an abbreviation between ("Hausverwaltung Peter Koch", "Bäckerei
    # Dr. Koch"): "Das Gericht folgte Gruber" names a person after a verb.
    between = before[-1] if len(before) == 2 else ""
    return (
        len(before) == 2
        and is_org(before[0])
        and (is_first_name(between) or len(between) == 1 or _TITLE_WORD.fullmatch(between) is not None)
    )


# A sentence ends at a full stop, question or exclamation mark after a word of two letters or more (not after
# an initial or inside "e.V."), with closing quotes or brackets and a blank after it.
_SENTENCE_END = compile_fast(r"(?<=[^\W\d_]{2})[.!?][\"'»“”)]*[ \t]+")


def same_sentence_before(text: str, start: int, width: int) -> str:
    """Up to ``width`` characters before ``start`` on the same line and in the same sentence: what a look-behind
    may read ("… bei der Stadt. Kleebach klagte": "Stadt" belongs to the sentence before, not to a company)."""
    before = text[max(0, start - width) : start].rsplit("\n", 1)[-1]
    ends = list(_SENTENCE_END.finditer(before))
    return before[ends[-1].end() :] if ends else before


class CompanyWords:
    """Words the document repeats many times, almost never with a first name, initial or title before them:
    such a word names the company or its product, not a person. Counted in one pass over the text for
    all the words asked about (``spans``), case-insensitively."""

    def __init__(self, text: str, spans: Iterable[str] = ()) -> None:
        self.text = text
        self.seen: dict[str, bool] = {}
        self._count({w for span in spans if (w := _last_name_token(span)) is not None})

    def __call__(self, span: str) -> bool:
        word = _last_name_token(span)
        if word is None:
            return False
        if word.lower() not in self.seen:
            self._count({word})
        return self.seen[word.lower()]

    def _count(self, words: set[str]) -> None:
        lower = {w.lower() for w in words} - self.seen.keys()
        if not lower:
            return
        uses = dict.fromkeys(lower, 0)
        introduced = dict.fromkeys(lower, 0)
        starts: dict[str, list[int]] = {key: [] for key in lower}
        escaped = sorted(map(re.escape, lower), key=len, reverse=True)
        # Grouped by first letter, with a lookahead on those letters (``first_chars``): the same matches, faster.
        alternatives = "|".join(factored(escaped))
        first = words_lookahead(escaped)
        for m in _words_pattern(rf"{first}(?<![\w\-])(?:{alternatives})(?![\w\-])", first).finditer(self.text):
            key = m.group().lower()
            if key not in uses:
                continue
            uses[key] += 1
            starts[key].append(m.start())
            before = _WORD_BEFORE.search(self.text[max(0, m.start() - 40) : m.start()])
            if before and (
                is_first_name(before[1].title() if before[1].isupper() else before[1])
                or INITIAL.fullmatch(before[1] + " ")
                or TITLED.fullmatch(before[1] + " ")
            ):
                introduced[key] += 1
        for key in lower:
            # Never after a role or party word ("der Kläger Gruber", "Zeugin Gruber"): that is a person's name.
            self.seen[key] = (
                uses[key] >= 10
                and 5 * introduced[key] < uses[key]
                and not any(_ROLE_RIGHT_BEFORE.search(self.text, max(0, at - 60), at) for at in starts[key])
            )


@lru_cache(maxsize=256)
def _words_pattern(pattern: str, lookahead: str) -> re.Pattern[str]:
    """``pattern`` with case ignored, compiled so that the engine skips to the letters of its ``lookahead``
    ("(?=[...])" or "", ``first_chars.compile_skipping``); cached like ``re``'s own patterns (a server reads
    versions of one document)."""
    if not lookahead:
        return re.compile(pattern, re.IGNORECASE)
    return compile_skipping(pattern, lookahead[3:-1], re.IGNORECASE)


def _last_name_token(span: str) -> str | None:
    tokens = span.split()
    if not tokens or len(tokens[-1]) < 3 or not NAME_TOKEN.fullmatch(tokens[-1]):
        return None
    return tokens[-1]


# a place, though the first word is a first name.
PLACE_START = lists.word_set("place_start")


PLACE_BEFORE = compile_fast(rf"(?:^|[^\w]){lists.alternation('saints')}[ \t]+$")


# Street words after a name: "Mohan Gokhale Rd", "Thomas Jefferson Street", "Madison Square Garden" are places.
STREET_WORD = compile_fast(rf"[ \t]*{lists.alternation('street_words')}\b(?!-)")


def street_follows(text: str, end: int) -> bool:
    m = STREET_WORD.match(text, end)
    return m is not None and not text[m.end() : m.end() + 1].isalpha()


def names_a_place(text: str, start: int, end: int, words: list[str]) -> bool:
    """A country or region: the whole span ("America del Nord"), or from a later word on ("Argentina Cile",
    "Israel y Corea del Sur", the country's name may run past the span).

    The first word alone may be a first name that is also a country ("Jordan Peterson", "Georgia Brown").
    """
    if is_territory(text[start:end]):
        return True
    at = start + len(words[0])
    for word in words[1:]:
        at = text.find(word, at, end)
        if at < 0:
            return False
        tail = _LIST_ITEM.findall(text[at : at + 40].split("\n", 1)[0])[:4]
        if any(is_territory(" ".join(tail[:k])) for k in range(1, len(tail) + 1)):
            return True  # the list goes on with a country
    return False


def listed_first_names(text: str, language: str | None = None) -> list[re.Match[str]]:
    """The words of ``text`` that are listed first names (with ``language``: its own too, ``is_first_name_in``),
    in order (one pass, each word looked up once)."""
    listed: dict[str, bool] = {}  # a document repeats its words
    out = []
    for m in NAME_TOKEN.finditer(text):
        word = m.group()
        known = listed.get(word)
        if known is None:
            known = listed[word] = is_first_name(word) if language is None else is_first_name_in(word, language)
        if known:
            out.append(m)
    return out


def brand_words(text: str, first_names: list[re.Match[str]] | None = None) -> frozenset[str]:
    """First names the document uses as product or company names (a product line: the name, then Maps,
    Search, Mail, ...); ``first_names``: ``listed_first_names(text)``, where the caller has them.

    A person's first name comes back with the same surname, or alone; a word the document repeats
    with many different capitalised words after it (its commonest follower in under half of its
    uses) names a product line. Eight uses and four different followers at least: a letter may name
    two people with one first name ("Hans-Peter Wolf", "Hans-Peter Richter").
    """
    uses: dict[str, list[str]] = {}
    for m in listed_first_names(text) if first_names is None else first_names:
        gap = GAP.match(text, m.end())
        nxt = NAME_TOKEN.match(text, gap.end()) if gap else None
        uses.setdefault(m.group(), []).append(nxt.group() if nxt else "")
    brands = set()
    for word, followers in uses.items():
        named = [f for f in followers if f]
        if len(followers) < 8 or len(set(named)) < 4:
            continue
        top = max(named.count(f) for f in set(named))
        if 2 * top < len(followers):
            brands.add(word)
    return frozenset(brands)
