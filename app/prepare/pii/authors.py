"""Names inside citations: authors of a cited document and the applicant of a human-rights case.

Patent and trade-mark decisions list the prior art by number ("D4 Ekström, Å.: High Power ...",
"D20 I. C. Madsen et al., “Description ...”"); judgments cite the European Court of Human Rights
by the applicant's name ("Demir und Baykara v. Türkei"). The number, the "et al." and the
"v. <country>" are the evidence; the statute or court around it stays.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.prepare.pii import Found
from app.prepare.pii import wordlists as lists
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.names import is_territory, surnames
from app.prepare.pii.shapes import STOP
from app.prepare.pii.words import everyday_word

_NAME = r"[A-ZÄÖÜÅÉÇ][^\W\d_]+(?:[\-’'][^\W\d_]+)*"  # letters only: "D02 T380, Irland" is a postcode
_INITIALS = r"(?:[A-ZÄÖÜÅ][a-z]?\.[ \t]?){1,3}"
# "D4 Ekström, Å.:", "E1a BRADLER, Christian:", "HLNK14 Oberdisse, E., et al."
PRIOR_ART_INVERTED = compile_fast(
    rf"(?<![\w])[A-Z]{{1,5}}\d{{1,3}}[a-z]?[ \t]+(?P<n>(?:{_NAME}|[A-ZÄÖÜ]{{2,}})[ \t]?,[ \t]?(?:{_INITIALS}|{_NAME}))"
    r"(?=[ \t]?[,:(])"
)
# "I. C. Madsen et al.", "J. Deubener et al.", "Müller et al."
ET_AL = compile_fast(
    rf"(?<![\w.])(?P<n>(?:{_INITIALS})?{_NAME}(?:[ \t]?,[ \t]?{_INITIALS})?)[ \t]?,?[ \t]+et[ \t]+al\."
)
# "Karaçay v. Türkei", "Demir und Baykara v. Türkei", "Enerji Yapi-Yol Sen v. Türkei"
VERSUS_STATE = compile_fast(
    rf"(?P<n>{_NAME}(?:[ \t]+(?:und|and|et|e|y)?[ \t]*{_NAME}){{0,3}})[ \t]+(?:v\.|vs\.|gegen|c\.|contro)[ \t]+(?P<state>{_NAME}(?:[ \t]+{_NAME})?)"
)
_INTRO = compile_fast(
    r"(?:Verfahren|Sache|Rechtssache|Rechtsstreit|Entscheidung|Urteil|case|affaire|causa)[ \t]+(?:in[ \t]+)?$"
)
_NOT_PARTY = frozenset(
    {"Urteil", "Verfahren", "Sache", "Rechtssache", "Entscheidung", "Rechtsstreit", "Beschluss", "EGMR"}
)


def find_authors(text: str) -> list[Found]:
    found: list[Found] = []
    for rx in (PRIOR_ART_INVERTED, ET_AL):
        for m in rx.finditer(text):
            s = m.start("n")
            e = s + len(m["n"].rstrip())
            found.append(Found(s, e, "PERSON", _key(m["n"]), 2))
    for m, names, introduced in _versus_state(text):
        if not names or not introduced:
            continue
        s = m.start("n") + m["n"].index(names[0])
        pos = s
        for word in names:  # each party on its own: "Demir", "Baykara"
            start = text.index(word, pos)
            pos = start + len(word)
            if word in ("und", "and", "et", "e", "y"):
                continue
            found.append(Found(start, pos, "PERSON", word.lower(), 2))
    return found


@lru_cache(maxsize=4)  # read for the authors' recognizer and again by the resolver, on the same text
def _versus_state(text: str) -> list[tuple[re.Match[str], list[str], bool]]:
    """Human-rights cases named "<applicant> v. <state>", and whether the text introduces the applicant.

    In running text ("im Verfahren Demir und Baykara v. Türkei") the applicant is named as a person;
    inside a formal citation ("EGMR, Karaçay c. Turquie, Nr. 6615/03") the name is the case's title."""
    out = []
    for m in VERSUS_STATE.finditer(text):
        state = m["state"]
        if not (is_territory(state) or is_territory(state.split()[0]) or state in _STATES):
            continue
        names = m["n"].split()
        while names and names[0] in STOP:
            names = names[1:]  # "Im Verfahren ...": the sentence's words before the case
        introduced = any(w in _NOT_PARTY for w in names[:1]) or bool(
            _INTRO.search(text, max(0, m.start() - 25), m.start())
        )
        while names and names[0] in _NOT_PARTY:
            names = names[1:]
        out.append((m, names, introduced))
    return out


def case_titles(text: str) -> list[tuple[int, int]]:
    """Spans of the applicants' names that title a formally cited human-rights case: no person to remove
    ("EGMR, Oleksandr Volkov v. Ukraine, Urteil vom ..."), like a decision's short name after its citation."""
    out = []
    for m, names, introduced in _versus_state(text):
        if names and not introduced:
            start = m.start("n") + m["n"].index(names[0])
            out.append((start, m.end("n")))
    return out


# Legal literature cited by its authors: "Surname/Surname, Work, 3. Aufl., § 12 Rn. 4", "Surname, in: Editor,
# Work, ...". The evidence is the citation's shape: authors joined by slashes, then a comma or "in:", and a
# locator (edition, page, margin number, section, year) before the citation ends at ";", ")" or the line end.
_AUTHOR = r"(?:(?:[A-ZÄÖÜ]\.[ \t]?(?:-[ \t]?[A-ZÄÖÜ]\.[ \t]?)?)?(?:(?:von|v\.|van|de|zu)[ \t]+)?[A-ZÄÖÜ][a-zäöüßé]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?(?![\w.]))"
_AUTHORS = rf"{_AUTHOR}(?:[ \t]?/[ \t]?{_AUTHOR}){{0,4}}"
LITERATURE = compile_fast(
    rf"(?:(?<![^\n(;,:])|(?<=[(;,:][ \t])|\b(?:{lists.alternation('citation_intros')})[ \t]+)(?P<authors>{_AUTHORS})"
    rf"(?:(?:[ \t]?,)?[ \t]*\bin[ \t]?:?[ \t]*(?P<editors>{_AUTHORS})[ \t]?(?:\([ \t]?Hrsg\.?[ \t]?\)[ \t]?)?,?|[ \t]?,)"
    r"[ \t]*(?P<rest>[^;()\n]{1,90}?)(?=[ \t]*(?:[;)\n]|$|\.[ \t]*$))"
)
_LOCATOR = compile_fast(
    r"(?:\bAufl\b|\bAuflage\b|\bRn\b|\bRdn\b|\bRz\b|\bS\.[ \t]?\d|\bSeite\b|§|\bBd\.|\b(?:19|20)\d\d\b)"
)
_NAME_PART = compile_fast(r"[A-ZÄÖÜ][a-zäöüßé]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?")


def find_literature_authors(text: str, language: str = "de") -> list[Found]:
    """Authors and editors of cited legal literature; a court, a statute or a patent document is no author."""
    found: list[Found] = []
    for m in LITERATURE.finditer(text):
        if not _LOCATOR.search(m["rest"]):
            continue
        groups = ["authors", "editors"] if m["editors"] else ["authors"]
        names = [(n.start() + m.start(g), n.group()) for g in groups for n in _NAME_PART.finditer(m[g])]
        # One author must be no everyday word; in a list of several the citation's shape carries the rest.
        ok = [_author_word(word, language) for _, word in names]
        if not names or not (all(ok) or (len(names) >= 2 and any(ok))) or any(is_territory(w) for _, w in names):
            continue
        for (start, word), good in zip(names, ok, strict=True):
            if good or word in surnames():  # "Bier" in an author list; not "Festschrift"
                found.append(Found(start, start + len(word), "PERSON", word.lower(), 2))
    return found


def _author_word(word: str, language: str) -> bool:
    """A surname: no everyday word of the language and no country."""
    return not is_territory(word) and not everyday_word(word, language)


_STATES = frozenset({"Türkei", "Deutschland", "Russland", "Ukraine", "Frankreich", "Italien", "Turkey", "Germany"})


def _key(name: str) -> str:
    words = [w for w in re.findall(r"[\w\-’']+", name) if len(w) > 1]
    return (max(words, key=len) if words else name).lower()
