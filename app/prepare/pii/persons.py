"""Person names by context: titles, role labels, signatures, "zwischen ... und ...", first-name lists.

A bare surname-list hit is never enough (many surnames are nouns: Koch, Bauer, Richter). Evidence is
a title or role before the name, a known first name before a capitalised word, or a signature
position. Later bare mentions of a surname found that way get the same placeholder.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from app.prepare.pii import Found
from app.prepare.pii import wordlists as lists
from app.prepare.pii.lexicon import ENGLISH, LEXICON_LANGUAGES, excess, is_english_word, zipf, zipf_folded
from app.prepare.pii.lexicon import is_ordinary as _is_ordinary
from app.prepare.pii.names import NOUN_SURNAMES, cities, is_first_name, is_territory, surnames
from app.prepare.pii.roles import (
    KIN_BEFORE,
    NAME_LINE,
    NAME_THEN_SENTENCE,
    NEXT_IN_LIST,
    PARTY,
    ROLE_BEFORE,
    ROLE_ONLY,
)
from app.prepare.pii.words import everyday_word

UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĘĚĞİŁŃŇŌŐŒŘŚŞŠŢŤŪŮŰŹŻŽ"
LOWER = "a-zà-öø-ÿāăąćčďđēęěğıłńňōőœřśşšţťūůűźżžß"
WORD = rf"(?:(?:Mc|Mac|O['’]|D['’]|d['’])?[{UPPER}][{LOWER}'’]+(?:[{UPPER}][{LOWER}]+)?)"
NAME_TOKEN = re.compile(rf"{WORD}(?:-{WORD})*(?![\w\-])")
INITIAL = re.compile(rf"[{UPPER}]\.(?=[ \t])")
PARTICLE = re.compile(rf"{lists.alternation('particles')}(?=[ \t])")
GAP = re.compile(r"[ \t]+")
_OCR_LOWER_SURNAME = re.compile(rf"[ \t]+([{LOWER}]{{3,}}(?:-[{LOWER}]+)?)(?=[,.;]|[ \t]*$)", re.MULTILINE)
_ROMANCE = re.compile(r"[áéíóúñãõçàèìòùâêôÁÉÍÓÚÑ]")
_WRAP = re.compile(r"[ \t]*\n[ \t]*(?=[A-ZÄÖÜ]|(?:von|van|de|du|da|di|dos|del)[ \t])")

# Words of companies and institutions, and capitalised words that end a name (data/<language>.toml).
# tagger.py imports both from here.
ORG_WORDS = lists.word_set("org_words")
STOP = lists.word_set("stop") | ORG_WORDS

STREET_END = re.compile(rf"{lists.alternation('street_suffixes')}$", re.IGNORECASE)  # suffix check on one word

TITLE = lists.alternation("titles")
ACADEMIC = lists.alternation("academic")
PROFESSION = lists.alternation("professions")
_TITLED = re.compile(
    rf"(?<![\w.])(?:{TITLE}(?:[ \t]+{PROFESSION})?(?:[ \t]+{ACADEMIC})*|{ACADEMIC}(?:[ \t]+{ACADEMIC})*)[ \t]+(?=[{UPPER}]|{PARTICLE.pattern}[ \t]+[{UPPER}])"
)
ROLE = lists.alternation("role_labels")
_ROLE_LABEL = re.compile(rf"(?m)(?:^|(?<=[\s(,;]))(?:{ROLE})[ \t]*(?:\([^)\n]{{0,30}}\))?[ \t]*:[ \t]*(?:\n[ \t]*)?")
_BETWEEN = re.compile(
    rf"\b{lists.alternation('between')}\s+(?:{lists.alternation('between_articles')}\s+)?", re.IGNORECASE
)
_AND = re.compile(rf"\s{lists.alternation('and_words')}\s+")
CLOSING = lists.alternation("closings")
_MARK = lists.alternation("signature_marks")
_SIGNATURE = re.compile(
    rf"(?:{CLOSING}[,.!]?[ \t]*\n(?:[ \t]*\n){{0,3}}[ \t]*(?:{_MARK}[ \t]*)?"
    rf"|(?<![\w.]){_MARK}[ \t]*|\b{lists.alternation('birth_name')}[ \t]+(?=[{UPPER}][{LOWER}]))"
)
# a lower-case word or an article right before makes it a noun.
_ARTICLE_BEFORE = re.compile(rf"(?:(?<![\w\-])[a-zäöüß]+|\b{lists.alternation('articles')})\s+$")


def _is_org(word: str) -> bool:
    return word in ORG_WORDS or any(part in ORG_WORDS for part in word.split("-"))


def take_name(
    text: str,
    pos: int,
    *,
    loose: bool,
    titled: bool = False,
    capitalised_nouns: bool = True,
    language: str = "de",
) -> tuple[int, int, list[str]] | None:
    """Read a name starting at ``pos``: tokens on one line, stopping at stop words, streets and numbers.

    Strict: after the first token, continue only while the tokens so far are first names or initials
    ("Anna Maria Schmidt", "John F. Kennedy"); ``titled`` also continues into a listed surname
    ("M. Élodie Richard"). Loose (after a role label or signature): up to five name tokens.
    """
    title = _TITLED.match(text, pos)
    if title and not (loose and title.group().strip() == "M."):  # "Signed: M. Wilson" is an initial
        pos, titled = title.end(), True
    words: list[str] = []
    start = end = pos
    p = pos
    family = 0  # tokens after the first names: "García López" has two
    while len(words) < 5:
        particle = PARTICLE.match(text, p) if (words or titled or loose) else None
        if particle:
            gap = GAP.match(text, particle.end())
            if gap and NAME_TOKEN.match(text, gap.end()):
                if not words:
                    start = p  # the particle is part of the name
                p = gap.end()
        m = NAME_TOKEN.match(text, p) or (INITIAL.match(text, p) if (words or loose or titled) else None)
        if not m:
            break
        word = m.group()
        # A street word ends a name unless it follows a first name and no house number follows.
        street = STREET_END.search(word) and not (
            words and is_first_name(words[-1]) and not re.match(r"[ \t]+\d", text[m.end() : m.end() + 4])
        )
        if word in STOP or _is_org(word) or street:
            break
        if _ordinary_word(word, language, first=not words, strict=not (titled or loose)):
            break
        if (
            len(words) == 1
            and not (titled or loose)
            and word not in surnames()
            and _frequent_here(words[0], language, sentence_start=_sentence_start(text, start))
            # Where nouns are lower case, a frequent capitalised word after it is a surname of the country
            and not (language in _NOUNS_LOWER and zipf(word, language) >= 3.0 and zipf(words[0], language) < 5.0)
            # A country's commonest first names are among its commonest words too:
            # before another first name they are a person, not a word.
            and not (language in _NOUNS_LOWER and is_first_name(words[0]) and is_first_name(word))
            # A frequent first name that is no word before a word no language uses.
            and not (
                not everyday_word(words[0], language)
                and not word.isupper()
                and max(zipf(word, x) for x in LEXICON_LANGUAGES) < 2.5
            )
            # In English a rare capitalised word after it is a surname too.
            and not (language == "en" and not word.isupper() and max(zipf(word, x) for x in LEXICON_LANGUAGES) < 3.0)
        ):
            break  # a conjunction that is also a first name, then a brand
        after = GAP.match(text, m.end())
        if not after and not words and is_first_name(word):
            # Line wrapping can put the surname on the next line.
            wrap = _WRAP.match(text, m.end())
            if wrap and (titled or loose or (_starts_name(text, m.start()) and _name_line_follows(text, wrap.end()))):
                after = wrap
        if after and text[after.end() : after.end() + 1].isdigit() and not loose:
            break  # a street, not a person
        if not words and not particle:
            start = m.start()
        words.append(word)
        end = m.end()
        if not (is_first_name(word) or word.endswith(".")):
            family += 1
        if not after:
            break
        if not loose and not (
            is_first_name(word)
            or word.endswith(".")
            or ((titled or family == 1) and _surname_next(text, after.end()))
            # After a title, a name word that ends the name is its surname even when no list knows
            # either word.
            or (titled and family == 1 and _closing_surname(text, after.end(), language))
            # Outside German a capitalised word right after a surname is more name.
            or (not capitalised_nouns and family < 3 and _name_word_at(text, after.end()))
        ):
            break
        p = after.end()
    if not words:
        return None
    if (titled or loose) and family == 0:
        # OCR often reads a surname's capital as a small letter: after a
        # title or role label and a first name, a listed surname in small letters that ends the
        # name (comma, full stop, line end) is still the name.
        low = _OCR_LOWER_SURNAME.match(text, end)
        if low and low.group(1).capitalize() in surnames():
            end = low.end(1)
            words.append(low.group(1))
    if words[-1].endswith(".") and len(words[-1]) == 2:
        words.pop()  # a trailing initial belongs to the next sentence, not the name
        if not words:
            return None
        end = text.rfind(words[-1], start, end) + len(words[-1])
    if _followed_by_org(text, end):
        return None
    return start, end, words


def _ordinary_word(word: str, language: str, *, first: bool, strict: bool) -> bool:
    """An everyday word of the document's language ends a name: "Ihnen", "Tage", "Tali", "Bing Maps".

    A listed surname after a first name stays a name ("Anna Müller"); after a title or role label
    only the first word is checked ("Herr Koch" is a name, "M. Disable" is a list item).
    """
    if word.endswith(".") or len(word) < 2:
        return False
    listed = word in surnames() or word.title() in surnames() or is_first_name(word.title())
    if first:
        return is_ordinary(word, language) if strict else is_ordinary(word, language) and not listed
    if not strict or listed:
        return False
    if language in _NOUNS_LOWER and word[:1].isupper() and not word.isupper():
        # Where nouns are written in lower case, a capitalised word after a first name is a surname
        return is_english_word(word, language) or _english_gerund(word)
    return is_ordinary(word, language) or is_english_word(word, language) or _english_gerund(word)


_NOUNS_LOWER = lists.languages_with("lower_case_nouns")


def _english_gerund(word: str) -> bool:
    """An English -ing word after a first name is an activity ("File Hosting", "Grace Streaming"); surnames
    ending so are in the surname list ("Browning", "Fleming", "Manning") and pass before this check."""
    return len(word) > 5 and word.endswith("ing") and zipf(word, "en") >= 3.5


def _frequent_here(word: str, language: str, *, sentence_start: bool = False) -> bool:
    return zipf(word, language) >= (3.5 if sentence_start else 4.5) and excess(word, language) >= 1.5


def _sentence_start(text: str, pos: int) -> bool:
    return bool(re.search(r"[.!?:][ \t]+$", text[max(0, pos - 5) : pos]))


def is_ordinary(word: str, language: str) -> bool:
    """``lexicon.is_ordinary`` with the word's place in the name lists: listed names need a higher frequency."""
    title = word.title() if word.isupper() else word
    return _is_ordinary(word, language, is_first_name(title) or title in surnames())


def _surname_next(text: str, pos: int) -> bool:
    m = NAME_TOKEN.match(text, pos)
    if m is None or m.group() in STOP or m.group() in NOUN_SURNAMES or _is_org(m.group()):
        return False
    # Spanish and Portuguese family names come in pairs and are often missing from a German list.
    return m.group() in surnames() or PARTICLE.match(text, pos) is not None or bool(_ROMANCE.search(m.group()))


# What may follow a surname: punctuation, the line end, or the sentence going on in small letters.
_CLOSES = re.compile(r"[ \t]*(?:[,;:.!?)]|\n|$)|[ \t]+[a-zäöüß]")


def _closing_surname(text: str, pos: int, language: str) -> bool:
    """A capitalised word at ``pos`` that ends the name (punctuation, the line end or a small word
    follows) and is no ordinary word, noun-like word, company word or stop word."""
    m = NAME_TOKEN.match(text, pos)
    if m is None or not _CLOSES.match(text, m.end()):
        return False
    word = m.group()
    if word in STOP or word in NOUN_SURNAMES or _is_org(word) or STREET_END.search(word) or word.isupper():
        return False
    # Rare in every language Klartext reads: a word in common use is no surname here.
    if max(zipf(word, x) for x in LEXICON_LANGUAGES) >= 3.0:
        return False
    return not (is_ordinary(word, language) or (language == "de" and _looks_like_noun(word)))


_NOUN_END = re.compile(rf"{lists.alternation('noun_endings')}$")


def _looks_like_noun(word: str) -> bool:
    """A capitalised German word after a first name that is no known surname, ends like a noun and is a
    word of the language ("Fragen", "Miete", "Kaution", "Nebenkostenabrechnung"); "Nguyen", "Yılmaz",
    "Kowalczyk" and "Brünnighausen" (a surname no dictionary knows, though it ends in -en) are not."""
    if "-" in word or word in surnames() or _ROMANCE.search(word) or is_first_name(word):
        return False
    return bool(_NOUN_END.search(word)) and (zipf(word, "de") >= 2.5 or everyday_word(word, "de"))


def _starts_name(text: str, pos: int) -> bool:
    """Nothing capitalised right before: "Church Lane\nManchester" is a street, "between Priya\nEvans" a name."""
    before = text[max(0, pos - 40) : pos].rstrip(" \t")
    return not re.search(rf"[{UPPER}][{LOWER}]*$", before)


def _name_word_at(text: str, pos: int) -> bool:
    m = NAME_TOKEN.match(text, pos)
    return m is not None and m.group() not in STOP and not _is_org(m.group()) and not STREET_END.search(m.group())


def _name_line_follows(text: str, pos: int) -> bool:
    """After a first name at a line end: the next line starts with a surname, or is a name on its own."""
    particle = PARTICLE.match(text, pos)
    if particle and (gap := GAP.match(text, particle.end())):
        pos = gap.end()
    m = NAME_TOKEN.match(text, pos)
    if m is None or m.group() in STOP or _is_org(m.group()) or STREET_END.search(m.group()):
        return False
    word = m.group()
    if text[m.end() : m.end() + 1] == ":":
        return False  # "Anschrift:" - the next line is a label
    return (
        word in surnames()
        or word in NOUN_SURNAMES
        or not _looks_like_noun(word)
        or text[m.end() : m.end() + 1] in ("", "\n", ",", "(")
    )


def _followed_by_org(text: str, end: int) -> bool:
    tail = text[end : end + 40].split("\n", 1)[0]
    tokens = []
    for t in re.findall(r"[\w&.]+", tail)[:3]:
        if t[0].islower() and t not in _SMALL_IN_COMPANY:
            break  # the sentence goes on, no company name
        tokens.append(t)
    return any(t.rstrip(".") in ORG_WORDS or t in _COMPANY_FORMS for t in tokens)


_COMPANY_FORMS = lists.word_set("company_forms") | {"&"}
# Small words inside a company's name: "und" ("Koch und Partner"), legal forms ("mbH", "e.V.").
_SMALL_IN_COMPANY = frozenset({"und"} | {w for w in ORG_WORDS | _COMPANY_FORMS if w[:1].islower()})


def _in_company_name(text: str, start: int, end: int) -> bool:
    """ "Koch & Bauer GmbH", "Hausverwaltung Koch": a known surname inside a company's name stays."""
    if _followed_by_org(text, end) or re.match(r"[ \t]*&", text[end : end + 3]):
        return True
    before = re.findall(r"[\w\-]+", text[max(0, start - 30) : start].split("\n")[-1])[-2:]
    return any(_is_org(w) for w in before)


def _key(words: list[str]) -> str:
    # The surname identifies the person across "Anna Müller", "Frau Müller", "Müller".
    return words[-1].lower()


_CAPS_WORD = re.compile(rf"(?<![\w\-’'])[{UPPER}]{{2,}}(?![\w\-])")


def shouted(text: str, start: int, end: int, language: str) -> bool:
    """A sentence written in capitals ("BITTE LIES DIESE NUTZUNGSBEDINGUNGEN", "FALLS DU EIN ALTER ZWISCHEN
    13 JAHREN"): weak name evidence inside it is a word of the sentence, not a name.

    The capital words around the span, on its line, are mostly ordinary words of the language; a
    name in capitals on its own line or in a letterhead has no such neighbours.
    """
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    around = [
        w.group()
        for w in _CAPS_WORD.finditer(text, max(line_start, start - 80), min(line_end, end + 80))
        if w.end() <= start or w.start() >= end
    ]
    ordinary = sum(_is_ordinary(w, language) or zipf(w, language) >= 4.5 for w in around)
    return ordinary >= 3 and 4 * ordinary >= 3 * len(around)


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
        alternatives = "|".join(sorted(map(re.escape, lower), key=len, reverse=True))
        for m in re.finditer(rf"(?<![\w\-])(?:{alternatives})(?![\w\-])", self.text, re.IGNORECASE):
            key = m.group().lower()
            if key not in uses:
                continue
            uses[key] += 1
            before = re.search(r"([\w.\-]+)[ \t]+$", self.text[max(0, m.start() - 40) : m.start()])
            if before and (
                is_first_name(before[1].title() if before[1].isupper() else before[1])
                or INITIAL.fullmatch(before[1] + " ")
                or _TITLED.fullmatch(before[1] + " ")
            ):
                introduced[key] += 1
        for key in lower:
            self.seen[key] = uses[key] >= 10 and 5 * introduced[key] < uses[key]


def _last_name_token(span: str) -> str | None:
    tokens = span.split()
    if not tokens or len(tokens[-1]) < 3 or not NAME_TOKEN.fullmatch(tokens[-1]):
        return None
    return tokens[-1]


def _add_name(
    found: list[Found],
    text: str,
    language: str,
    pos: int,
    *,
    caps: bool,
    loose: bool,
    titled: bool = False,
    need_known: bool = False,
    priority: int = 2,
) -> None:
    """Read the name at ``pos`` after a piece of evidence and add it to ``found``.

    ``caps``: ``text`` is the copy with words in capitals title-cased; names from weak evidence must
    then consist of listed names, since headings are in capitals too.
    """
    got = take_name(text, pos, loose=loose, titled=titled, capitalised_nouns=language == "de", language=language)
    if got and titled and text[max(0, pos - 3) : pos] == "M. " and text[max(0, pos - 4) : pos - 3] in ("", "\n", "\t"):
        got = (pos - 3, got[1], got[2])  # a lone initial at a line start is an initial, no title
    if got is None:
        return
    start, end, words = got
    if need_known and not (
        len(words) >= 2
        and any(
            is_first_name(w) or w in surnames() for w in words if not is_ordinary(w, language) and not is_territory(w)
        )
    ):
        return  # a pronoun and a company after "between": no person
    if not titled and len(words) >= 2 and is_territory(words[-1]):
        return  # a company named with its country
    if (
        caps
        and priority < 3
        and not need_known
        and not _listed_name(text[start:end], language, _alone(text, start, end))
    ):
        return
    found.append(Found(start, end, "PERSON", _key(words), priority))


def by_title(text: str, language: str, caps: bool = False) -> list[Found]:
    """A courtesy or academic title before the name."""
    found: list[Found] = []
    for m in _TITLED.finditer(text):
        if _LIST_LETTER.fullmatch(m.group()):
            continue  # the letter of a list item, no title
        _add_name(found, text, language, m.end(), caps=caps, loose=False, titled=True, priority=3)
    return found


def by_role_label(text: str, language: str, caps: bool = False) -> list[Found]:
    """A role or form label with a colon before the name."""
    found: list[Found] = []
    for m in _ROLE_LABEL.finditer(text):
        _add_name(found, text, language, m.end(), caps=caps, loose=True, priority=3)
    return found


def by_signature(text: str, language: str, caps: bool = False) -> list[Found]:
    """The line after a closing formula, or after "gez.", "i. A.", "geb."; not a company's line."""
    found: list[Found] = []
    for m in _SIGNATURE.finditer(text):
        line = text[m.end() : text.find("\n", m.end()) if "\n" in text[m.end() :] else len(text)]
        if not any(_is_org(w) for w in re.findall(r"[\w\-]+", line)):
            _add_name(found, text, language, m.end(), caps=caps, loose=True, priority=3)
    return found


def by_representation(text: str, language: str, caps: bool = False) -> list[Found]:
    """ "represented by", "for the attention of", "owner": a known name must follow."""
    found: list[Found] = []
    for m in _REPRESENTED.finditer(text):
        _add_name(found, text, language, m.end(), caps=caps, loose=True, need_known=True)
    return found


def by_contract_parties(text: str, language: str, caps: bool = False) -> list[Found]:
    """The parties of a contract after "between ... and ...": a known name must follow."""
    found: list[Found] = []
    for m in _BETWEEN.finditer(text):
        _add_name(found, text, language, m.end(), caps=caps, loose=True, need_known=True)
        window = text[m.end() : m.end() + 250]
        other = _AND.search(window)
        if other:
            _add_name(found, text, language, m.end() + other.end(), caps=caps, loose=True, need_known=True)
    return found


def by_first_name(text: str, language: str, caps: bool = False) -> list[Found]:
    """A listed first name with a surname after it (rank 2), or before a German noun: then the first
    name alone is the person (rank 1)."""
    found: list[Found] = []
    german = language == "de"
    brands = _brand_words(text)
    for m in NAME_TOKEN.finditer(text):
        word = m.group()
        if not is_first_name(word) or word in STOP or word in PLACE_START or is_ordinary(word, language):
            continue
        if word in brands:
            continue  # a first name the document uses as a product line
        if PLACE_BEFORE.search(text[max(0, m.start() - 8) : m.start()]):
            continue  # a saint's name: a place
        gap = GAP.match(text, m.end())
        if not gap and _starts_name(text, m.start()):
            wrap = _WRAP.match(text, m.end())
            gap = wrap if wrap and _name_line_follows(text, wrap.end()) else None
        if not gap or not (NAME_TOKEN.match(text, gap.end()) or PARTICLE.match(text, gap.end())):
            continue
        nxt = NAME_TOKEN.match(text, gap.end())
        if nxt and _english_phrase(word, nxt.group(), language):
            continue  # English words inside another language, no first name
        if german and nxt and _looks_like_noun(nxt.group()):
            # The first name is a person, the noun after it stays. Not in capitals (every word there
            # looks like a noun), not before a pronoun, not before a street.
            if not (caps or nxt.group() in STOP or _street_follows(text, nxt.end())):
                found.append(Found(m.start(), m.end(), "PERSON", word.lower(), 1))
            continue
        got = take_name(text, m.start(), loose=False, capitalised_nouns=german, language=language)
        if got and caps and not _listed_name(text[got[0] : got[1]], language, _alone(text, got[0], got[1])):
            continue
        if got and (
            _names_a_place(text, got[0], got[1], got[2])
            or _street_follows(text, got[1])
            or any(_STREET_WORD.fullmatch(w) for w in got[2][1:])
        ):
            continue  # countries, regions and streets named after a person
        if got and len(got[2]) >= 2:
            found.append(Found(got[0], got[1], "PERSON", _key(got[2]), 2))
    return found


def by_inverted_name(text: str, language: str, caps: bool = False) -> list[Found]:
    """ "Surname, First name" in lists, tables and headers."""
    return [f for f in _inverted(text, language) if not caps or _listed_name(text[f.start : f.end], language)]


def by_couple(text: str, language: str, caps: bool = False) -> list[Found]:
    """Two first names joined by "and" before one surname: the first shares it."""
    return [f for f in _couples(text, language) if not caps or _listed_name(text[f.start : f.end], language)]


# a place, though the first word is a first name.
PLACE_START = lists.word_set("place_start")
PLACE_BEFORE = re.compile(rf"(?:^|[^\w]){lists.alternation('saints')}[ \t]+$")
# A list item's letter before a wide gap; a title before a name has one space.
_LIST_LETTER = re.compile(r"M\.(?:[ ]{2,}|[ ]*\t)[ \t]*")
# Street words after a name: "Mohan Gokhale Rd", "Thomas Jefferson Street", "Madison Square Garden" are places.
_STREET_WORD = re.compile(rf"[ \t]*{lists.alternation('street_words')}\b(?!-)")


def _street_follows(text: str, end: int) -> bool:
    m = _STREET_WORD.match(text, end)
    return m is not None and not text[m.end() : m.end() + 1].isalpha()


def _names_a_place(text: str, start: int, end: int, words: list[str]) -> bool:
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
        tail = re.findall(r"[^\s,.;:()]+", text[at : at + 40].split("\n", 1)[0])[:4]
        if any(is_territory(" ".join(tail[:k])) for k in range(1, len(tail) + 1)):
            return True  # the list goes on with a country
    return False


def _brand_words(text: str) -> frozenset[str]:
    """First names the document uses as product or company names: "Bing" (Bing Maps, Bing Apps, Bing.com),
    "Meta" (Meta Platforms, Meta Company).

    A person's first name comes back with the same surname, or alone; a word the document repeats
    with many different capitalised words after it (its commonest follower in under half of its
    uses) names a product line. Eight uses and four different followers at least: a letter may name
    two people with one first name ("Hans-Peter Wolf", "Hans-Peter Richter").
    """
    uses: dict[str, list[str]] = {}
    for m in NAME_TOKEN.finditer(text):
        word = m.group()
        if not is_first_name(word):
            continue
        gap = GAP.match(text, m.end())
        nxt = NAME_TOKEN.match(text, gap.end()) if gap else None
        uses.setdefault(word, []).append(nxt.group() if nxt else "")
    brands = set()
    for word, followers in uses.items():
        named = [f for f in followers if f]
        if len(followers) < 8 or len(set(named)) < 4:
            continue
        top = max(named.count(f) for f in set(named))
        if 2 * top < len(followers):
            brands.add(word)
    return frozenset(brands)


_REPRESENTED = re.compile(
    rf"\b{lists.alternation('represented_by')}\s+(?:{lists.alternation('represented_articles')}\s+)?"
    rf"(?:{lists.alternation('representative_offices')}\s+)?"
)
_INVERTED = re.compile(
    rf"(?<![\w\-])(?P<last>(?:{PARTICLE.pattern}[ \t]+)?{WORD}(?:-{WORD})*(?:[ \t]+{WORD}(?:-{WORD})*)?),"
    rf"[ \t]+(?P<first>{WORD}(?:-{WORD})*)(?![\w\-])"
)


_LIST_GOES_ON = re.compile(
    rf"[ \t]+(?:{lists.alternation('and_words')}|{lists.alternation('or_words')})[ \t]+[{UPPER}]"
)


def _inverted(text: str, language: str) -> list[Found]:
    """ "Müller, Anna" and "García López, Begoña" wherever they stand (lists, tables, headers)."""
    out = []
    places = cities()
    for m in _INVERTED.finditer(text):
        first = m["first"]
        if not is_first_name(first) or first in STOP or first in PLACE_START or is_ordinary(first, language):
            continue  # a place after the comma
        nxt = NAME_TOKEN.match(text, m.end() + 1) if text[m.end() : m.end() + 1] == " " else None
        if nxt and not is_first_name(nxt.group()) and nxt.group() not in STOP:
            continue  # a place, then a name in the usual order
        words = m["last"].split()
        while words and (words[0] in STOP or _is_org(words[0]) or STREET_END.search(words[0])):
            words.pop(0)
        if not words or any(w in STOP or _is_org(w) or STREET_END.search(w) for w in words):
            continue
        if any(w not in surnames() and (is_ordinary(w, language) or is_english_word(w, language)) for w in words):
            continue  # places and words in a list
        if len(words) == 1 and words[0] in places and words[0] not in surnames():
            continue
        if is_territory(words[-1]) or (is_territory(first) and words[-1] not in surnames()):
            continue  # countries in a list
        if language == "de" and len(words) == 1 and _looks_like_noun(words[0]):
            continue  # nouns in a list
        if _LIST_GOES_ON.match(text, m.end()) and words[-1] not in surnames():
            continue  # products in a list; listed surnames in a list stay names
        start = (
            m.start("last") + m["last"].rindex(" ".join(words)) if len(words) < len(m["last"].split()) else m.start()
        )
        end = nxt.end() if nxt else m.end()
        out.append(Found(start, end, "PERSON", words[-1].lower(), 3))
    return out


_CAPS = re.compile(rf"(?<![\w])[{UPPER}][{UPPER}'’\-]+(?![\w])")
_CAPS_PARTICLES = {w.upper(): w for w in lists.entries("caps_particles")}


def title_case_capitals(text: str) -> str:
    def title(m: re.Match[str]) -> str:
        word = m.group()
        new = _CAPS_PARTICLES.get(word) or word.title()
        return new if len(new) == len(word) else word

    return _CAPS.sub(title, text)


_GREETING = re.compile(rf"\b{lists.alternation('greetings')}[ \t]+(?P<n>{WORD}(?:-{WORD})*)(?=[ \t]*[,!\n])")


_COUPLE = re.compile(rf"(?P<a>{WORD})[ \t]+{lists.alternation('and_words')}[ \t]+(?P<b>{WORD})[ \t]+(?P<last>{WORD})")


def _couples(text: str, language: str) -> list[Found]:
    """ "Thomas und Sabine Oberhuber": the first first name shares the surname that follows."""
    out = []
    for m in _COUPLE.finditer(text):
        if any(is_ordinary(m[g], language) for g in ("a", "b", "last")):
            continue
        if is_first_name(m["a"]) and is_first_name(m["b"]) and m["last"] not in STOP and not _is_org(m["last"]):
            out.append(Found(m.start("a"), m.end("a"), "PERSON", m["last"].lower(), 2))
    return out


def _known_names(source: str, found: list[Found], language: str) -> tuple[dict[str, str], dict[str, str]]:
    """Surnames (every family name of a person) and first names of the persons found, with their keys."""
    first_names: dict[str, str] = {}
    names: dict[str, str] = {}
    for f in found:
        tokens = [t for t in source[f.start : f.end].split() if not is_territory(t)]
        if f.priority < 3 and not (tokens and _surname_like(tokens[-1])):
            continue  # weak evidence and a word for a surname: no bare mentions
        if tokens and tokens[-1] not in STOP and len(tokens[-1]) >= 3 and tokens[-1].lower() == f.key:
            lead = next((i for i, t in enumerate(tokens[:-1]) if not is_first_name(t) and not t.endswith(".")), None)
            for token in tokens[lead:] if lead is not None else tokens[-1:]:
                if (
                    len(token) >= 3
                    and token not in STOP
                    and NAME_TOKEN.fullmatch(token)
                    and not _everyday(token, language)
                    and (f.priority >= 3 or _surname_like(token))
                ):
                    names.setdefault(token, f.key)
                    names.setdefault(token.upper(), f.key)
        if (
            len(tokens) >= 2
            and is_first_name(tokens[0])
            and tokens[0] not in STOP
            and not _everyday(tokens[0], language)
        ):
            first_names.setdefault(tokens[0], f.key)
    return first_names, names


def salutations(text: str, source: str, found: list[Found], language: str) -> list[Found]:
    """A first name or known surname after a greeting word, with the person's placeholder."""
    first_names, names = _known_names(source, found, language)
    out: list[Found] = []
    for m in _GREETING.finditer(source):
        word = m["n"]
        if word not in STOP and not _everyday(word, language) and (is_first_name(word) or word in names):
            key = first_names.get(word) or names.get(word) or word.lower()
            out.append(Found(m.start("n"), m.end("n"), "PERSON", key, 2))
    return out


def later_mentions(text: str, source: str, found: list[Found], language: str) -> list[Found]:
    """Known persons again: bare surnames (also after an initial or particle), first names alone,
    all with the person's placeholder - unless an article makes the word a noun."""
    first_names, names = _known_names(source, found, language)
    out: list[Found] = []
    if names:
        pattern = re.compile(
            rf"(?<![\w\-])(?:[{UPPER}]\.[ \t]?)?(?:{PARTICLE.pattern}[ \t]+)?(?P<n>"
            + "|".join(sorted(map(re.escape, names), key=len, reverse=True))
            + r")(?![\w\-])"
        )
        for m in pattern.finditer(text):
            word = m["n"]
            if word in NOUN_SURNAMES and _ARTICLE_BEFORE.search(text[max(0, m.start() - 30) : m.start()]):
                continue
            if _in_company_name(text, m.start(), m.end()):
                continue
            out.append(Found(m.start(), m.end(), "PERSON", names[word], 1))
    lone = {n: k for n, k in first_names.items() if n not in NOUN_SURNAMES and len(n) >= 3}
    if lone:
        pattern = re.compile(
            r"(?<![\w\-.])(?:" + "|".join(sorted(map(re.escape, lone), key=len, reverse=True)) + r")(?![\w\-])"
        )
        for m in pattern.finditer(text):
            if _ARTICLE_BEFORE.search(text[max(0, m.start() - 30) : m.start()]) and m.group() in surnames():
                continue
            out.append(Found(m.start(), m.end(), "PERSON", lone[m.group()], 1))
    return out


def _listed_name(span: str, language: str, alone: bool = False) -> bool:
    """A name in capitals counts only when all its words are listed names: headings are in capitals too."""
    tokens = [t for t in re.findall(r"[\w’'\-]+", span) if len(t) > 1 and t.lower() not in _PARTICLE_WORDS]
    if not tokens:
        return False
    if all((is_first_name(t) or _surname_like(t)) and not is_ordinary(t.upper(), language) for t in tokens):
        return True
    # a first name, then surnames frequent in their own
    # country (the surname list is German), none an everyday or English word.
    return (
        alone  # a line of its own: an address block or a letterhead, not a sentence in capitals
        and len(tokens) >= 2
        and is_first_name(tokens[0])
        and not is_ordinary(tokens[0].upper(), language)
        and all(not is_english_word(t, language) and not _everyday(t, language) for t in tokens[1:])
    )


_PARTICLE_WORDS = frozenset(v for v in _CAPS_PARTICLES.values())


def _alone(text: str, start: int, end: int) -> bool:
    """The span is all its line holds."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return not text[line_start:start].strip() and not text[end : len(text) if line_end < 0 else line_end].strip()


def _surname_like(word: str) -> bool:
    """Listed, a word no language uses ("Kowalczyk"), or with a Romance accent ("García", "Gonçalves");
    not "Microsoft", "Weebly" or "Maps" (the German surname list misses most Romance surnames)."""
    title = word.title() if word.isupper() else word
    if title in surnames() or title in NOUN_SURNAMES or bool(_ROMANCE.search(title)):
        return True
    return max(zipf(title, lang) for lang in LEXICON_LANGUAGES) < 3.0


def _everyday(token: str, language: str) -> bool:
    """A word whose bare mentions would hit ordinary text ("Ihnen", "Tage"); noun surnames keep the article rule."""
    return token.title() not in NOUN_SURNAMES and is_ordinary(token, language)


# Parties are named by their role in a decision and the next word is usually the object of the sentence.
_PARTY = re.compile(PARTY)


# Given names that are everyday words too, so the name list leaves them out.
# They count only before a surname no language uses as a word.
WORD_FIRST_NAMES = lists.word_set("word_first_names")
_WORD_FIRST_NAME = re.compile(
    # The surname in a look-ahead, so "Dear Grace Whitfield" is read at "Grace" too, not only as "Dear Grace".
    r"(?<![\w\-])(?P<first>[A-Z][a-z]+)(?=[ \t]+(?P<last>[A-Z][a-z]+(?:-[A-Z][a-z]+)?|(?:O'|Mc|Mac)[A-Z][a-z]+)(?![\w\-]))"
)


_NAME_WORD = re.compile(
    rf"(?<![\w\-]){lists.alternation('name_words')}[ \t]+[„\"»“‚']?(?P<n>{WORD}(?:-{WORD})*)(?![\w\-])"
)


def by_name_word(text: str, language: str, caps: bool = False) -> list[Found]:
    """A listed first name or surname right after a word for a name: the name itself is discussed."""
    out: list[Found] = []
    for m in _NAME_WORD.finditer(text):
        word = m["n"]
        if word in STOP or _is_org(word) or is_territory(word) or is_ordinary(word, language):
            continue
        if (is_first_name(word) or word in surnames()) and not everyday_word(word, language):
            out.append(Found(m.start("n"), m.end("n"), "PERSON", word.lower(), 2))
    return out


def by_word_first_name(text: str, language: str, caps: bool = False) -> list[Found]:
    """A first name that is also a word, before a surname no language uses as a word."""
    out: list[Found] = []
    for m in _WORD_FIRST_NAME.finditer(text):
        last = m["last"]
        if m["first"] not in WORD_FIRST_NAMES or last in STOP or _is_org(last) or STREET_END.search(last):
            continue
        if max(zipf(part, x) for part in last.replace("'", "-").split("-") for x in LEXICON_LANGUAGES) >= 3.0:
            continue  # "Rose Garden", "Will Smith"? only a surname no language uses as a word
        if _followed_by_org(text, m.end("last")) or is_territory(last) or last in cities():
            continue
        out.append(Found(m.start(), m.end("last"), "PERSON", last.lower(), 2))
    return out


def by_role_word(text: str, language: str, caps: bool = False) -> list[Found]:
    """Judges, lawyers, directors, witnesses and parties by their role word, and lists of them."""
    out: list[Found] = []
    for m in ROLE_BEFORE.finditer(text):
        pos = m.end()
        for _ in range(8):  # the whole list
            got = take_name(text, pos, loose=True, language=language)
            if got is None or not _person_word(got[2][0], language) or got[2][0] in cities():
                break
            if (
                _PARTY.match(m.group())
                and got[2][0] not in NOUN_SURNAMES
                and (
                    everyday_word(got[2][0], language)
                    or not (_surname_like(got[2][0]) or is_first_name(got[2][0]))
                    or (got[2][0] not in surnames() and zipf_folded(got[2][0], language) >= 3.0)
                )
            ):
                break  # a party, then a noun
            if pos != m.end() and (
                not _signature_word(got[2][-1], language) or re.match(r"[ \t]*\d", text[got[1] : got[1] + 3])
            ):
                break  # the list goes on only with surnames: "Sachbearbeiter: Jonas Kaya, Zimmer 214" ends at Kaya
            out.append(Found(got[0], got[1], "PERSON", _key(got[2]), 3))
            nxt = NEXT_IN_LIST.match(text, got[1])
            if nxt is None or nxt.end() == got[1]:
                break
            pos = nxt.end()
    return out


def by_kinship(text: str, language: str, caps: bool = False) -> list[Found]:
    """A family or other close relation before a first name or a surname no language uses as a word."""
    out: list[Found] = []
    for m in KIN_BEFORE.finditer(text):
        got = take_name(text, m.end(), loose=False, capitalised_nouns=language == "de", language=language)
        if got is None or not _person_word(got[2][0], language) or got[2][0] in cities():
            continue
        first = got[2][0]
        named = is_first_name(first) or (_surname_like(first) and not is_territory(first))
        if named and not everyday_word(first, language) and not _followed_by_org(text, got[1]):
            end, words = got[1], got[2]
            gap = GAP.match(text, end)
            double = NAME_TOKEN.match(text, gap.end()) if gap else None
            if double and "-" in double.group() and len(words) == 1 and is_first_name(first):
                end, words = double.end(), [*words, double.group()]  # no list knows it
            out.append(Found(got[0], end, "PERSON", _key(words), 2))
    return out


def by_name_line(text: str, language: str, caps: bool = False) -> list[Found]:
    """A court's signature block: a line of surnames only, or surnames before the next sentence."""
    out: list[Found] = []
    for m in NAME_LINE.finditer(text):
        tokens = [t for t in m.group().split() if t not in ("Dr.", "Prof.")]
        titled = len(tokens) < len(m.group().split())
        if (
            # One word alone on a line is a list item unless a sentence ends before it.
            (
                len(tokens) >= 2
                or titled
                or (_after_sentence(text, m.start()) and not _heading(text, m.start(), m.end(), tokens[0]))
            )
            and all(_signature_word(t, language) for t in tokens)
            and any(t in surnames() for t in tokens)
        ):
            for t in re.finditer(r"[^\s]+", m.group()):
                if t.group() not in ("Dr.", "Prof."):
                    s = m.start() + t.start()
                    out.append(Found(s, s + len(t.group()), "PERSON", t.group().lower(), 2))
    for m in NAME_THEN_SENTENCE.finditer(text):
        tokens = m["n"].split()
        if len(tokens) == 1 and tokens[0].endswith("en") and re.match(r"(?:Sie|Du|Ihr)\b", text[m.end() : m.end() + 4]):
            continue  # a verb asking the reader, no judge's name
        if all(t in surnames() and _signature_word(t, language) for t in tokens):
            for t in re.finditer(r"[^\s]+", m["n"]):
                s = m.start("n") + t.start()
                out.append(Found(s, s + len(t.group()), "PERSON", t.group().lower(), 2))
    return out


def _heading(text: str, start: int, end: int, word: str) -> bool:
    """An everyday word alone between blank lines, a paragraph after it: a section heading ("Export"),
    not the surname under a decision (those lines follow each other: "... Betriebsrente .\nPape\nDie ...")."""
    if max(zipf(word, lang) for lang in LEXICON_LANGUAGES) < 3.5:
        return False
    before = re.search(r"\n[ \t]*\n[ \t]*$", text[max(0, start - 20) : start])
    after = re.match(r"[ \t]*\n[ \t]*\n[ \t]*([^\n]*)", text[end : end + 400])
    return before is not None and after is not None and len(after[1]) >= 60


def _after_sentence(text: str, pos: int) -> bool:
    before = text[max(0, pos - 200) : pos].rstrip()
    line = before.rsplit("\n", 1)[-1]
    return len(line) > 30 and line[-1] in '.:;)“"»'


def _person_word(word: str, language: str) -> bool:
    """After a role word: "Kläger Recht", "Richter Die" and "Director Operations" are no names, "Richterin Koch" is."""
    if word in STOP or _is_org(word) or is_ordinary(word, language) or ROLE_ONLY.fullmatch(word):
        return False
    return not (is_english_word(word, language) and word not in surnames() and not is_first_name(word))


def _english_phrase(first: str, nxt: str, language: str) -> bool:
    """Two common English words inside another language's text: "File Server", "Jet Pilot", not a first
    name and a surname ("Mark Müller")."""
    if language == "en" or nxt in surnames() or is_first_name(nxt):
        return False  # names travel between languages
    return zipf(first, "en") >= ENGLISH and zipf(nxt, "en") >= ENGLISH


def _signature_word(word: str, language: str) -> bool:
    """A surname on a judges' signature line: listed or unknown, no everyday word, company or street."""
    if word in STOP or _is_org(word) or STREET_END.search(word) or not NAME_TOKEN.fullmatch(word):
        return False
    if is_ordinary(word, language) or zipf(word, language) >= 4.5:
        return False
    return word in surnames() or (zipf(word, language) < 2.0 and zipf(word, "en") < 2.0)
