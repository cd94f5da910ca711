"""Reading a name from a piece of evidence on: where it starts, which words belong to it, where it ends.

Every person recognizer finds evidence (a title, a role label, a first name) and hands the position
after it to ``take_name``. Which words continue a name depends on how sure the evidence is: after a
title or role label more of the line may be name; after a first name alone only listed names,
initials and surnames no language uses as words continue it.
"""

from __future__ import annotations

import re

from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lexicon import LEXICON_LANGUAGES, is_english_word, zipf
from app.prepare.pii.lookalikes import followed_by_org
from app.prepare.pii.names import NOUN_SURNAMES, is_first_name, surnames
from app.prepare.pii.shapes import (
    GAP,
    INITIAL,
    LIKE_INITIAL,
    LOWER,
    NAME_TOKEN,
    NOUNS_LOWER,
    PARTICLE,
    ROMANCE,
    STOP,
    STREET_END,
    TITLED,
    UPPER,
    english_gerund,
    frequent_here,
    is_ordinary,
    is_org,
    looks_like_noun,
    sentence_start,
    surname_like,
)
from app.prepare.pii.words import everyday_word

_OCR_LOWER_SURNAME = compile_fast(rf"[ \t]+([{LOWER}]{{3,}}(?:-[{LOWER}]+)?)(?=[,.;]|[ \t]*$)", re.MULTILINE)


WRAP = compile_fast(r"[ \t]*\n[ \t]*(?=[A-ZÄÖÜ]|(?:von|van|de|du|da|di|dos|del)[ \t])")


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
    title = TITLED.match(text, pos)
    if title and not (loose and LIKE_INITIAL.fullmatch(title.group().strip())):  # after a label: an initial
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
        if word in STOP or is_org(word) or street:
            break
        if _ordinary_word(word, language, first=not words, strict=not (titled or loose)):
            break
        if (
            len(words) == 1
            and not (titled or loose)
            and word not in surnames()
            and frequent_here(words[0], language, sentence_start=sentence_start(text, start))
            # Where nouns are lower case, a frequent capitalised word after it is a surname of the country
            and not (language in NOUNS_LOWER and zipf(word, language) >= 3.0 and zipf(words[0], language) < 5.0)
            # A country's commonest first names are among its commonest words too:
            # before another first name they are a person, not a word.
            and not (language in NOUNS_LOWER and is_first_name(words[0]) and is_first_name(word))
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
            wrap = WRAP.match(text, m.end())
            if wrap and (titled or loose or (starts_name(text, m.start()) and name_line_follows(text, wrap.end()))):
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
            or ((titled or family == 1) and _surname_next(text, after.end(), language))
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
    if followed_by_org(text, end):
        return None
    return start, end, words


def _ordinary_word(word: str, language: str, *, first: bool, strict: bool) -> bool:
    """An everyday word of the document's language ends a name (a pronoun, a noun, a product's word).

    A listed surname after a first name stays a name; after a title or role label only the first
    word is checked (a noun surname after "Herr" is a name, an English verb after a list letter is not).
    """
    if word.endswith(".") or len(word) < 2:
        return False
    listed = word in surnames() or word.title() in surnames() or is_first_name(word.title())
    if first:
        return is_ordinary(word, language) if strict else is_ordinary(word, language) and not listed
    if not strict or listed:
        return False
    if language in NOUNS_LOWER and word[:1].isupper() and not word.isupper():
        # Where nouns are written in lower case, a capitalised word after a first name is a surname
        return is_english_word(word, language) or english_gerund(word)
    return is_ordinary(word, language) or is_english_word(word, language) or english_gerund(word)


def _surname_next(text: str, pos: int, language: str) -> bool:
    particle = PARTICLE.match(text, pos)
    if particle and (gap := GAP.match(text, particle.end())) and (family := NAME_TOKEN.match(text, gap.end())):
        # A family name with its particle: a surname-like word that is no word of the language.
        word = family.group()
        return not (word in STOP or is_org(word)) and surname_like(word) and not is_ordinary(word, language)
    m = NAME_TOKEN.match(text, pos)
    if m is None or m.group() in STOP or m.group() in NOUN_SURNAMES or is_org(m.group()):
        return False
    # Spanish and Portuguese family names come in pairs and are often missing from a German list.
    return m.group() in surnames() or PARTICLE.match(text, pos) is not None or bool(ROMANCE.search(m.group()))


# What may follow a surname: punctuation, the line end, or the sentence going on in small letters.
_CLOSES = compile_fast(r"[ \t]*(?:[,;:.!?)]|\n|$)|[ \t]+[a-zäöüß]")


def _closing_surname(text: str, pos: int, language: str) -> bool:
    """A capitalised word at ``pos`` that ends the name (punctuation, the line end or a small word
    follows) and is no ordinary word, noun-like word, company word or stop word."""
    m = NAME_TOKEN.match(text, pos)
    if m is None or not _CLOSES.match(text, m.end()):
        return False
    word = m.group()
    if word in STOP or word in NOUN_SURNAMES or is_org(word) or STREET_END.search(word) or word.isupper():
        return False
    # Rare in every language Klartext reads: a word in common use is no surname here.
    if max(zipf(word, x) for x in LEXICON_LANGUAGES) >= 3.0:
        return False
    return not (is_ordinary(word, language) or (language == "de" and looks_like_noun(word)))


def starts_name(text: str, pos: int) -> bool:
    """Nothing capitalised right before: "Church Lane\nManchester" is a street, "between Priya\nEvans" a name."""
    before = text[max(0, pos - 40) : pos].rstrip(" \t")
    return not re.search(rf"[{UPPER}][{LOWER}]*$", before)


def _name_word_at(text: str, pos: int) -> bool:
    m = NAME_TOKEN.match(text, pos)
    return m is not None and m.group() not in STOP and not is_org(m.group()) and not STREET_END.search(m.group())


def name_line_follows(text: str, pos: int) -> bool:
    """After a first name at a line end: the next line starts with a surname, or is a name on its own."""
    particle = PARTICLE.match(text, pos)
    if particle and (gap := GAP.match(text, particle.end())):
        pos = gap.end()
    m = NAME_TOKEN.match(text, pos)
    if m is None or m.group() in STOP or is_org(m.group()) or STREET_END.search(m.group()):
        return False
    word = m.group()
    if text[m.end() : m.end() + 1] == ":":
        return False  # "Anschrift:" - the next line is a label
    return (
        word in surnames()
        or word in NOUN_SURNAMES
        or not looks_like_noun(word)
        or text[m.end() : m.end() + 1] in ("", "\n", ",", "(")
    )
