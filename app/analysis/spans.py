"""Where a match sits: its clause and its sentence."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from app.analysis import fast_re as re
from app.models import Segment, clause_id

# A sentence ends at a semicolon, at . ! ? followed by space and a capital letter ("Abs. 1",
# "Nr. 5" and "ca. 72" do not end one), at a blank line, at a line break after punctuation, and at
# a line break before a list marker or section sign. Other line breaks are where a PDF or a scan
# wrapped the line: "eine Mietsicherheit von drei Monatsmieten, also\n2.550,00 EUR" is one sentence.
_LIST_START = r"(?:\(\w{1,3}\)|[a-z]\)|\d+(?:\.\d+)*[.)]?\s|§|Art\.|[-•*–]\s)"
_HARD_BREAK = rf"\n[ \t]*\n|(?<=[.!?:;])[ \t]*\n|\n(?=[ \t]*{_LIST_START})"
_SENTENCE_END = re.compile(rf"{_HARD_BREAK}|;|[.!?](?=\s+[A-ZÄÖÜÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛÇ¿¡])")
_LIST_SENTENCE_END = re.compile(rf"{_HARD_BREAK}|[.!?](?=\s+[A-ZÄÖÜÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛÇ¿¡])")
# Every other line break: where the line was wrapped inside a sentence.
_SOFT_BREAK = re.compile(rf"(?<=\S)[ \t]*\n(?![ \t]*\n|[ \t]*{_LIST_START})(?=[ \t]*\S)[ \t]*")
_HEADING_CHARS = 45  # a shorter line before a soft break is a heading ("Urlaub" / "Die Arbeitnehmerin …")


# A full stop that ends no sentence: after an abbreviation ("z. B. Heizung", "bzw. Gebühren", "inkl. MwSt", "Nr. 5",
# "Dr. Weber", "e.g. Fees") and after an ordinal number ("für die 2. Mahnung", "am 1. Januar"): a number of one or
# two digits after a word (not a year, not a list's "3." at the start of a line). Abbreviations are a closed class
# of short words; the list holds the common ones of the six languages.
_ABBREVIATIONS = frozenset(
    [
        "z",
        "b",
        "bzw",
        "ca",
        "inkl",
        "zzgl",
        "ggf",
        "evtl",
        "usw",
        "vgl",
        "etc",
        "nr",
        "abs",
        "dr",
        "prof",
        "hr",
        "fr",
        "frl",
        "str",
        "gem",
        "lt",
        "sog",
        "bspw",
        "u",
        "a",
        "d",
        "h",
        "o",
        "s",
        "ua",
        "dh",
        "uä",
        "mind",
        "max",
        "min",
        "mio",
        "mrd",
        "tel",
        "ziff",
        "art",
        "abschn",
        "kap",
        "anh",
        "zb",
        "od",
        "e",
        "g",
        "i",
        "eg",
        "ie",
        "vs",
        "approx",
        "incl",
        "excl",
        "mr",
        "mrs",
        "ms",
        "st",
        "sr",
        "sra",
        "pág",
        "p",
        "pp",
        "núm",
        "cf",
        "env",
        "éd",
        "av",
        "ecc",
        "sig",
        "dott",
        "avv",
        # German states' adjectives in the names of authorities, courts and collective agreements ("Tarifvertrag
        # der Bayer. Metallindustrie", "Hess. Landesarbeitsgericht").
        "bayer",
        "hess",
        "sächs",
        "thür",
        "württ",
    ]
)
_ABBREVIATION_BEFORE = re.compile(r"(?<![\w.])([^\W\d_]{1,5})$")
_ORDINAL_BEFORE = re.compile(r"(?<=[^\W\d_])[ \t]+\d{1,2}$")
_LETTER_DOTS = re.compile(r"(?<![\w.])(?:[^\W\d_]\.){1,3}[^\W\d_]$")  # "z.B", "u.a", "d.h", "e.g"


def _ends_sentence(text: str, m: re.Match[str]) -> bool:
    """Whether a match of ``_SENTENCE_END`` ends a sentence (a full stop after an abbreviation or an ordinal does not)."""
    if m.group() != ".":
        return True
    before = text[max(0, m.start() - 12) : m.start()]
    word = _ABBREVIATION_BEFORE.search(before)
    if word and word.group(1).casefold() in _ABBREVIATIONS:
        return False
    return not (_LETTER_DOTS.search(before) or _ORDINAL_BEFORE.search(before))


def sentence_bounds(text: str, pos: int, semicolons: bool = True) -> tuple[int, int]:
    """(start, end) of the sentence around offset ``pos`` (with ``semicolons=False`` a semicolon ends none: the
    items of a list "Grundgehalt 3.000 €; Zulage 500 €; Gesamt: 3.500 €" stay one sentence)."""
    ends = _SENTENCE_END if semicolons else _LIST_SENTENCE_END
    start = max(0, pos - 600)
    for m in ends.finditer(text, start, pos):
        if _ends_sentence(text, m):
            start = m.end()
    end = len(text)
    for m in ends.finditer(text, pos):
        if _ends_sentence(text, m):
            end = m.start()
            break
    return start, end


# Inside a sentence, the phrase a number belongs to ends at a comma, a semicolon or a dash set off by
# spaces ("…, die Gebühr von 5 EUR bleibt …"): a word naming what a figure is counts only in the figure's phrase.
# A comma between digits ("9,95", "850,-") ends nothing; a colon neither: what stands before it labels what follows
# ("Versandkosten: Deutschland 3,95 EUR").
# A comma before words that restate what came before ("drei Monatsmieten, also 2.550,00 EUR", "i.e.", "cioè") ends
# no phrase either; a bracket is an insertion, not a boundary ("Grundmiete (Nettokaltmiete) beträgt 850,00 EUR").
_RESTATES = (
    r"also|d\.\s?h\.|das\s+heißt|das\s+sind|das\s+ist|dies\s+sind|nämlich|mithin|somit|i\.\s?e\.|that\s+is|"
    r"which\s+is|namely|c['’]est-à-dire|soit|es\s+decir|"
    r"o\s+sea|cioè|ossia|ovvero|ou\s+seja|isto\s+é"
)
_PHRASE_END = re.compile(rf",(?![\d\-–])(?!\s*(?:{_RESTATES})\b)|;|\s[–—-]\s", re.IGNORECASE)


def phrase_bounds(text: str, start: int, end: int | None = None) -> tuple[int, int]:
    """(start, end) of the phrase around ``text[start:end]``: within its sentence, between the nearest phrase
    boundaries (``_PHRASE_END``) before ``start`` and after ``end``."""
    end = start if end is None else end
    s_start, s_end = sentence_bounds(text, start)
    p_start = s_start
    for m in _PHRASE_END.finditer(text, s_start, start):
        p_start = m.end()
    after = _PHRASE_END.search(text, end, max(end, s_end))
    return p_start, after.start() if after else max(end, s_end)


def unwrap(text: str) -> str:
    """The text with the lines joined that ``sentence_bounds`` reads through as one sentence ("… vor dem Ende
    des Mietverhältnisses" / "erklärt werden."), except after a short line: a heading stays on its own."""

    def join(m: re.Match[str]) -> str:
        if m.start() >= 1 and text[m.start() - 1] in ".!?:;":
            return m.group()  # after punctuation: a hard break the lookbehind could not see past spaces
        line_start = text.rfind("\n", 0, m.start()) + 1
        return " " if m.start() - line_start >= _HEADING_CHARS else m.group()

    return _SOFT_BREAK.sub(join, text)


class ClauseIndex:
    """Maps text offsets to clause ids (c1, c2, ... in segment order)."""

    def __init__(self, segments: Sequence[Segment]) -> None:
        self._segments = list(segments)
        self._starts = [s.start for s in self._segments]

    def clause_at(self, pos: int) -> str | None:
        i = bisect_right(self._starts, pos) - 1
        if i >= 0 and self._segments[i].start <= pos < self._segments[i].end:
            return clause_id(i)
        return None
