"""Person recognizers, one per kind of evidence; ``registry`` lists them with their languages and context words.

A bare surname-list hit is never enough (many surnames are nouns). Evidence is a title or role
before the name, a role label with a colon, a signature position, a contract's parties, a kinship
word, a word for a name, a listed first name before a capitalised word, a court's signature block.
The name after the evidence is read by ``name_span``; word lists are data (``data/<language>.toml``);
the example sentences behind each rule are rows of tests/prepare/test_person_recognizers.py.
"""

from __future__ import annotations

import re

from app.prepare.pii import Found
from app.prepare.pii import wordlists as lists
from app.prepare.pii.capitals import alone, listed_name
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lexicon import LEXICON_LANGUAGES, is_english_word, zipf, zipf_folded
from app.prepare.pii.lookalikes import (
    PLACE_BEFORE,
    PLACE_START,
    STREET_WORD,
    brand_words,
    followed_by_org,
    listed_first_names,
    names_a_place,
    street_follows,
)
from app.prepare.pii.name_span import WRAP, name_line_follows, starts_name, take_name
from app.prepare.pii.names import (
    NOUN_SURNAMES,
    cities,
    is_first_name,
    is_first_name_in,
    is_surname_in,
    is_territory,
    surnames,
)
from app.prepare.pii.roles import (
    KIN_BEFORE,
    NAME_LINE,
    NAME_THEN_SENTENCE,
    NEXT_IN_LIST,
    PARTY,
    ROLE_BEFORE,
)
from app.prepare.pii.shapes import (
    GAP,
    INITIAL,
    INITIAL_TITLE,
    LOWER,
    NAME_TOKEN,
    PARTICLE,
    PROFESSION,
    STREET_END,
    TITLED,
    UPPER,
    WORD,
    english_phrase,
    is_ordinary,
    is_org,
    looks_like_noun,
    name_key,
    person_word,
    signature_word,
    surname_like,
)
from app.prepare.pii.shapes import ORG_WORDS as ORG_WORDS  # tagger.py reads both from here
from app.prepare.pii.shapes import STOP as STOP
from app.prepare.pii.words import everyday_word

ROLE = lists.alternation("role_labels")


_ROLE_LABEL = compile_fast(rf"(?m)(?:^|(?<=[\s(,;]))(?:{ROLE})[ \t]*(?:\([^)\n]{{0,30}}\))?[ \t]*:[ \t]*(?:\n[ \t]*)?")


_BETWEEN = compile_fast(
    rf"\b{lists.alternation('between')}\s+(?:{lists.alternation('between_articles')}\s+)?", re.IGNORECASE
)


_AND = compile_fast(rf"\s{lists.alternation('and_words')}\s+")


CLOSING = lists.alternation("closings")


_MARK = lists.alternation("signature_marks")


_SIGNATURE = compile_fast(
    rf"(?:{CLOSING}[,.!]?[ \t]*\n(?:[ \t]*\n){{0,3}}[ \t]*(?:{_MARK}[ \t]*)?"
    rf"|(?<![\w.]){_MARK}[ \t]*|\b{lists.alternation('birth_name')}[ \t]+(?=[{UPPER}][{LOWER}]))"
)


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
    if got and titled and _INITIAL_AT_LINE_START.match(text, max(0, pos - 3), pos):
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
    if caps and priority < 3 and not need_known and not listed_name(text[start:end], language, alone(text, start, end)):
        return
    found.append(Found(start, end, "PERSON", name_key(words), priority))


# A kind of street, or a word that names a statute, right before: what follows is the street's or the law's name
# ("Calle del Dr. …", "Avda. Dr. …", "Lei Maria da Penha"), a place or a law, not a person to remove.
_STREET_BEFORE = compile_fast(rf"(?i)(?<!\w)(?:{lists.alternation('street_types')})\.?[ \t]+(?:(?:del?|da|do)[ \t]+)?$")
_STATUTE_BEFORE = compile_fast(rf"(?<!\w)(?:{lists.alternation('statute_words')})[ \t]+$")


# An office or profession after a title is addressed by it ("Herr Bürgermeister", "Frau Vorsitzende"); with a
# name after it, the title pattern takes the office in (``shapes.TITLED``).
_OFFICE = compile_fast(rf"{PROFESSION}(?![\w\-])")


def by_title(text: str, language: str, caps: bool = False) -> list[Found]:
    """A courtesy or academic title before the name."""
    found: list[Found] = []
    for m in TITLED.finditer(text):
        if _LIST_LETTER.fullmatch(m.group()):
            continue  # the letter of a list item, no title
        if _STREET_BEFORE.search(text, max(0, m.start() - 16), m.start()):
            continue  # a street named after a titled person
        if _OFFICE.match(text, m.end()):
            continue  # the office instead of a name: "Sehr geehrter Herr Bürgermeister,"
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
        eol = text.find("\n", m.end())
        line = text[m.end() : eol if eol >= 0 else len(text)]
        if not any(is_org(w) for w in re.findall(r"[\w\-]+", line)):
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
    listed = listed_first_names(text, language)
    brands = brand_words(text, listed)
    for m in listed:
        word = m.group()
        if word in STOP or word in PLACE_START or is_ordinary(word, language):
            continue
        if word in brands:
            continue  # a first name the document uses as a product line
        if PLACE_BEFORE.search(text[max(0, m.start() - 8) : m.start()]):
            continue  # a saint's name: a place
        if _STATUTE_BEFORE.search(text, max(0, m.start() - 16), m.start()):
            continue  # a law named after a person
        gap = GAP.match(text, m.end())
        if not gap and starts_name(text, m.start()):
            wrap = WRAP.match(text, m.end())
            gap = wrap if wrap and name_line_follows(text, wrap.end()) else None
        if not gap or not (
            NAME_TOKEN.match(text, gap.end())
            or PARTICLE.match(text, gap.end())
            or (gap.group() == " " and INITIAL.match(text, gap.end()))
        ):  # a surname, a particle or (one space apart, not across a table's columns) a middle initial
            continue
        nxt = NAME_TOKEN.match(text, gap.end())
        if nxt and english_phrase(word, nxt.group(), language):
            continue  # English words inside another language, no first name
        if german and nxt and looks_like_noun(nxt.group()):
            # The first name is a person, the noun after it stays. Not in capitals (every word there
            # looks like a noun), not before a pronoun, not before a street, not after a count: a word
            # between a number and a noun is a unit ("15 Min Verspätung").
            if not (
                caps
                or nxt.group() in STOP
                or street_follows(text, nxt.end())
                or _COUNT_BEFORE.search(text, max(0, m.start() - 8), m.start())
            ):
                found.append(Found(m.start(), m.end(), "PERSON", word.lower(), 1))
            continue
        got = take_name(text, m.start(), loose=False, capitalised_nouns=german, language=language)
        if got and caps and not listed_name(text[got[0] : got[1]], language, alone(text, got[0], got[1])):
            continue
        if got and _noun_term(text, got, language):
            continue  # "Norma de Edificação", "Marco Civil", "Rosa de Bengala": a term, not a person
        if got and (
            names_a_place(text, got[0], got[1], got[2])
            or street_follows(text, got[1])
            or any(STREET_WORD.fullmatch(w) for w in got[2][1:])
        ):
            continue  # countries, regions and streets named after a person
        if got and len(got[2]) >= 2:
            found.append(Found(got[0], got[1], "PERSON", name_key(got[2]), 2))
    return found


# First names that are nouns of the language too (data/<language>.toml ``noun_first_names``: "Norma", "Rosa", "Marco").
NOUN_FIRST_NAMES = {language: lists.word_set("noun_first_names", (language,)) for language in lists.tables()}
_PARTICLE_OR_BLANK = compile_fast(r"[ \t]+(?:(?:de|da|do|das|dos|del|de[ \t]+la|de[ \t]+los|de[ \t]+las)[ \t]+)?")
WORD_OF_TERM = 3.0  # Zipf: a word this frequent in the language, in no name list, is a word, no surname


def _noun_term(text: str, got: tuple[int, int, list[str]], language: str) -> bool:
    """A first name that is a noun of the language, then (after a particle or not) one word of the language that no
    name list holds: a term ("Norma de Edificação", "Marco Civil", "Rosa de Bengala"), no person ("Rosa de Jesus",
    "Marco Antônio": a listed surname or first name follows)."""
    if len(got[2]) != 2 or got[2][0] not in NOUN_FIRST_NAMES.get(language, frozenset()):
        return False
    first, last = got[2]
    if _PARTICLE_OR_BLANK.fullmatch(text, got[0] + len(first), got[1] - len(last)) is None:
        return False
    return (
        not is_first_name_in(last, language)
        and not is_surname_in(last, language)
        and zipf(last, language) >= WORD_OF_TERM
    )


# A number right before a word: a count, and the word its unit.
_COUNT_BEFORE = compile_fast(r"(?<![\w.,])\d+[ \t]+$")


def by_inverted_name(text: str, language: str, caps: bool = False) -> list[Found]:
    """ "Surname, First name" in lists, tables and headers."""
    return [f for f in _inverted(text, language) if not caps or listed_name(text[f.start : f.end], language)]


def by_couple(text: str, language: str, caps: bool = False) -> list[Found]:
    """Two first names joined by "and" before one surname: the first shares it."""
    return [f for f in _couples(text, language) if not caps or listed_name(text[f.start : f.end], language)]


# A list item's letter before a wide gap; a title before a name has one space.
_LIST_LETTER = compile_fast(rf"{INITIAL_TITLE}\.(?:[ ]{{2,}}|[ ]*\t)[ \t]*")
_INITIAL_AT_LINE_START = compile_fast(rf"(?:^|(?<=[\n\t])){INITIAL_TITLE}\. $")


_REPRESENTED = compile_fast(
    rf"\b{lists.alternation('represented_by')}\s+(?:{lists.alternation('represented_articles')}\s+)?"
    rf"(?:{lists.alternation('representative_offices')}\s+)?"
)


_INVERTED = compile_fast(
    rf"(?<![\w\-])(?P<last>(?:{PARTICLE.pattern}[ \t]+)?{WORD}(?:-{WORD})*(?:[ \t]+{WORD}(?:-{WORD})*)?),"
    rf"[ \t]+(?P<first>{WORD}(?:-{WORD})*)(?![\w\-])"
)


_LIST_GOES_ON = compile_fast(
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
        while words and (words[0] in STOP or is_org(words[0]) or STREET_END.search(words[0])):
            words.pop(0)
        if not words or any(w in STOP or is_org(w) or STREET_END.search(w) for w in words):
            continue
        if any(w not in surnames() and (is_ordinary(w, language) or is_english_word(w, language)) for w in words):
            continue  # places and words in a list
        if len(words) == 1 and words[0] in places and words[0] not in surnames():
            continue
        if is_territory(words[-1]) or (is_territory(first) and words[-1] not in surnames()):
            continue  # countries in a list
        if language == "de" and len(words) == 1 and looks_like_noun(words[0]):
            continue  # nouns in a list
        if _LIST_GOES_ON.match(text, m.end()) and words[-1] not in surnames():
            continue  # products in a list; listed surnames in a list stay names
        start = (
            m.start("last") + m["last"].rindex(" ".join(words)) if len(words) < len(m["last"].split()) else m.start()
        )
        end = nxt.end() if nxt else m.end()
        out.append(Found(start, end, "PERSON", words[-1].lower(), 3))
    return out


_COUPLE = compile_fast(rf"(?P<a>{WORD})[ \t]+{lists.alternation('and_words')}[ \t]+(?P<b>{WORD})[ \t]+(?P<last>{WORD})")


def _couples(text: str, language: str) -> list[Found]:
    """ "Thomas und Sabine Oberhuber": the first first name shares the surname that follows."""
    out = []
    for m in _COUPLE.finditer(text):
        if any(is_ordinary(m[g], language) for g in ("a", "b", "last")):
            continue
        if is_first_name(m["a"]) and is_first_name(m["b"]) and m["last"] not in STOP and not is_org(m["last"]):
            out.append(Found(m.start("a"), m.end("a"), "PERSON", m["last"].lower(), 2))
    return out


# Parties are named by their role in a decision and the next word is usually the object of the sentence.
_PARTY = compile_fast(PARTY)


# Given names that are everyday words too, so the name list leaves them out.
# They count only before a surname no language uses as a word.
WORD_FIRST_NAMES = lists.word_set("word_first_names")


_WORD_FIRST_NAME = compile_fast(
    # The surname in a look-ahead, so "Dear Grace Whitfield" is read at "Grace" too, not only as "Dear Grace".
    r"(?<![\w\-])(?P<first>[A-Z][a-z]+)(?=[ \t]+(?P<last>[A-Z][a-z]+(?:-[A-Z][a-z]+)?|(?:O'|Mc|Mac)[A-Z][a-z]+)(?![\w\-]))"
)


_NAME_WORD = compile_fast(
    rf"(?<![\w\-]){lists.alternation('name_words')}[ \t]+[„\"»“‚']?(?P<n>{WORD}(?:-{WORD})*)(?![\w\-])"
)


def by_name_word(text: str, language: str, caps: bool = False) -> list[Found]:
    """A listed first name or surname right after a word for a name: the name itself is discussed."""
    out: list[Found] = []
    for m in _NAME_WORD.finditer(text):
        word = m["n"]
        if word in STOP or is_org(word) or is_territory(word) or is_ordinary(word, language):
            continue
        if (is_first_name(word) or word in surnames()) and not everyday_word(word, language):
            out.append(Found(m.start("n"), m.end("n"), "PERSON", word.lower(), 2))
    return out


# A determiner written small right before a capitalised word: in German that word is a noun.
_DETERMINER_BEFORE = compile_fast(rf"(?<![\w\-]){lists.alternation('determiners', ('de',))}[ \t]+$")


def by_word_first_name(text: str, language: str, caps: bool = False) -> list[Found]:
    """A first name that is also a word, before a surname no language uses as a word."""
    out: list[Found] = []
    for m in _WORD_FIRST_NAME.finditer(text):
        last = m["last"]
        if m["first"] not in WORD_FIRST_NAMES or last in STOP or is_org(last) or STREET_END.search(last):
            continue
        if language == "de" and _DETERMINER_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "eine Art Amnesie", "jeder Art": after a determiner a German capital is a noun
        if max(zipf(part, x) for part in last.replace("'", "-").split("-") for x in LEXICON_LANGUAGES) >= 3.0:
            continue  # "Rose Garden", "Will Smith"? only a surname no language uses as a word
        if followed_by_org(text, m.end("last")) or is_territory(last) or last in cities():
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
            if got is None or not person_word(got[2][0], language) or got[2][0] in cities():
                break
            if (
                _PARTY.match(m.group())
                and got[2][0] not in NOUN_SURNAMES
                and not _first_and_surname(got[2], language)
                and (
                    everyday_word(got[2][0], language)
                    or not (surname_like(got[2][0]) or is_first_name(got[2][0]))
                    or (got[2][0] not in surnames() and zipf_folded(got[2][0], language) >= 3.0)
                )
            ):
                break  # a party, then a noun
            if pos != m.end() and (
                not signature_word(got[2][-1], language) or re.match(r"[ \t]*\d", text[got[1] : got[1] + 3])
            ):
                break  # the list goes on only with surnames: "Sachbearbeiter: Jonas Kaya, Zimmer 214" ends at Kaya
            out.append(Found(got[0], got[1], "PERSON", name_key(got[2]), 3))
            nxt = NEXT_IN_LIST.match(text, got[1])
            if nxt is None or nxt.end() == got[1]:
                break
            pos = nxt.end()
    return out


def _first_and_surname(words: list[str], language: str) -> bool:
    """A listed first name and a surname: a person, whatever the frequency of the first name as a word."""
    return (
        len(words) >= 2
        and is_first_name_in(words[0], language)
        and not everyday_word(words[0], language)
        and surname_like(words[-1])
        and not everyday_word(words[-1], language)
    )


def by_kinship(text: str, language: str, caps: bool = False) -> list[Found]:
    """A family or other close relation before a first name or a surname no language uses as a word."""
    out: list[Found] = []
    for m in KIN_BEFORE.finditer(text):
        got = take_name(text, m.end(), loose=False, capitalised_nouns=language == "de", language=language)
        if got is None or not person_word(got[2][0], language) or got[2][0] in cities():
            continue
        first = got[2][0]
        named = is_first_name(first) or (surname_like(first) and not is_territory(first))
        if named and not everyday_word(first, language) and not followed_by_org(text, got[1]):
            end, words = got[1], got[2]
            gap = GAP.match(text, end)
            double = NAME_TOKEN.match(text, gap.end()) if gap else None
            if double and "-" in double.group() and len(words) == 1 and is_first_name(first):
                end, words = double.end(), [*words, double.group()]  # no list knows it
            out.append(Found(got[0], end, "PERSON", name_key(words), 2))
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
            and all(signature_word(t, language) for t in tokens)
            and any(t in surnames() for t in tokens)
        ):
            for t in re.finditer(r"[^\s]+", m.group()):
                if t.group() not in ("Dr.", "Prof."):
                    s = m.start() + t.start()
                    out.append(Found(s, s + len(t.group()), "PERSON", t.group().lower(), 2))
    for m in NAME_THEN_SENTENCE.finditer(text):
        if _ABBREVIATION_BEFORE.search(text[max(0, m.start("n") - 16) : m.start("n")]):
            continue  # "vgl. Duden Das Bedeutungswörterbuch": an abbreviation's full stop ends no sentence
        tokens = m["n"].split()
        if len(tokens) == 1 and tokens[0].endswith("en") and re.match(r"(?:Sie|Du|Ihr)\b", text[m.end() : m.end() + 4]):
            continue  # a verb asking the reader, no judge's name
        if all(t in surnames() and signature_word(t, language) for t in tokens):
            for t in re.finditer(r"[^\s]+", m["n"]):
                s = m.start("n") + t.start()
                out.append(Found(s, s + len(t.group()), "PERSON", t.group().lower(), 2))
    return out


_ABBREVIATION_BEFORE = compile_fast(rf"(?<![\w.]){lists.alternation('abbreviations')}[ \t]+$")


def _heading(text: str, start: int, end: int, word: str) -> bool:
    """An everyday word alone between blank lines, a paragraph after it: a section heading, not the
    surname under a decision (there the sentence, the surname and the next sentence follow line by line)."""
    if max(zipf(word, lang) for lang in LEXICON_LANGUAGES) < 3.5:
        return False
    before = re.search(r"\n[ \t]*\n[ \t]*$", text[max(0, start - 20) : start])
    after = re.match(r"[ \t]*\n[ \t]*\n[ \t]*([^\n]*)", text[end : end + 400])
    return before is not None and after is not None and len(after[1]) >= 60


def _after_sentence(text: str, pos: int) -> bool:
    before = text[max(0, pos - 200) : pos].rstrip()
    line = before.rsplit("\n", 1)[-1]
    return len(line) > 30 and line[-1] in '.:;)“"»'
