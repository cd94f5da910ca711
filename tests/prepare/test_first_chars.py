"""A lookahead on a pattern's first characters changes no match (app/prepare/pii/first_chars.py).

The anonymizer's patterns are compiled with it; a pattern whose first character cannot be bounded is left
as it was. Checked on every pattern of the anonymizer's modules, on patterns built at random from the pieces
the detectors use, and case by case.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import re

import pytest

import app.prepare.pii as pii
from app.prepare.pii.first_chars import (
    _CASES,
    compile_fast,
    compile_starting_with,
    first_class,
    guarded,
    skipping,
    words_lookahead,
)
from app.prepare.pii.rules import Rule

TEXT = (
    "Herr Dr. Jonte Abramczyk, geb. 04.07.1981, wohnt in der Lindenallee 7a, 10115 Berlin; Tel. +49 30 1234567, "
    "IBAN DE89 3704 0044 0532 0130 00, Steuer-ID 12 345 678 901. Vorsitzender Richter am BGH Wald\n"
    "Frau Eva-Maria von der Heide (Klägerin) gegen die Muster GmbH & Co. KG, vertreten durch ihren Geschäftsführer.\n"
    "Mit freundlichen Grüßen\nKliemann\nvgl. Palandt/Grüneberg, BGB, 77. Aufl. 2018, § 535 Rn. 12; NJW 2012, 1234.\n"
    "Calle Mayor 23, 28013 Madrid · Rua Augusta, 45 · 8 Place du Molard, 1204 Genf · 305 Walnut Street\n"
    "ſ K ı İ ß ẞ Σ ς µ — „Anführung“ ‚halb‘ … Müller-Lüdenscheidt O'Brien McDonald d'Alembert\n"
) * 3


def _patterns() -> dict[str, re.Pattern[str]]:
    out: dict[str, re.Pattern[str]] = {}
    for info in pkgutil.iter_modules(pii.__path__):
        module = importlib.import_module(f"{pii.__name__}.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                out[f"{info.name}.{name}"] = value
            elif isinstance(value, list | tuple):
                for i, item in enumerate(value):
                    if isinstance(item, Rule):
                        out[f"{info.name}.{name}[{i}]"] = item.pattern
    return out


def _matches(rx: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], ...]]:
    return [tuple(m.span(g) for g in range(rx.groups + 1)) for m in rx.finditer(text)]


PATTERNS = _patterns()


def test_the_modules_patterns_are_many_and_most_are_guarded() -> None:
    guarded_ones = [name for name, rx in PATTERNS.items() if guarded(rx) is not rx]
    assert len(PATTERNS) > 100
    assert len(guarded_ones) > 40  # the lookahead is there where it pays (a pattern may carry it already)


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_every_pattern_of_the_anonymizer_finds_the_same_with_the_lookahead(name: str) -> None:
    rx = PATTERNS[name]
    fast = guarded(rx)
    assert fast.groupindex == rx.groupindex and fast.flags == rx.flags
    assert _matches(fast, TEXT) == _matches(rx, TEXT)
    for pos in (0, 7, 100, 250):  # a search from inside the text, with the text before it visible to lookbehinds
        a, b = rx.search(TEXT, pos), fast.search(TEXT, pos)
        assert (a and a.span()) == (b and b.span())


# Pieces a pattern is built of; random sequences of them, compared on random texts of the characters they name.
_PIECES = [
    r"\b", r"(?<![\w\-])", r"(?<=[ ,])", r"(?!ab)", r"(?=[A-Z])", "^", "$",
    "a", "B", "ab", "[A-C]", "[xyß]", r"\d", r"\d{2}", r"\s", r"[ \t]+", r"\.", "-",
    "(?:Tel|Fax)", "(?:a|b|)", "(?:x|Y)?", "(?:ab)*", "(?:cd)+", "a?", "b*", "(?P<v>[A-Z][a-z]+)", "(?:[a-c]|\\d)",
    "(?:[A-Z]\\.[ \\t]?)?", "(?:x(?:y|z)?)", r"[^\s]", r"\w", ".", "(?i:q)", "(?>ab|a)", "a++", "(?:e|é)",
]  # fmt: skip
_ALPHABET = "aAbBcCxyzYqQß0123456789 \t.-,éÉ\n"


def test_random_patterns_find_the_same_with_the_lookahead() -> None:
    rnd = random.Random(24)
    checked = 0
    for _ in range(3000):
        source = "".join(rnd.choice(_PIECES) for _ in range(rnd.randint(1, 5)))
        flags = rnd.choice([0, re.IGNORECASE, re.MULTILINE])
        try:
            rx = re.compile(source, flags)
        except re.error:
            continue
        fast = guarded(rx)
        text = "".join(rnd.choice(_ALPHABET) for _ in range(rnd.randint(0, 60)))
        assert _matches(fast, text) == _matches(rx, text), (source, flags, text)
        assert (rx.match(text) and rx.match(text).span()) == (fast.match(text) and fast.match(text).span())  # type: ignore[union-attr]
        for pos, endpos in ((1, len(text)), (3, len(text) - 2), (0, 5)):  # the text before ``pos`` stays visible
            a, b = rx.search(text, pos, endpos), fast.search(text, pos, endpos)
            assert (a and a.span()) == (b and b.span()), (source, flags, text, pos, endpos)
            a, b = rx.fullmatch(text, pos, endpos), fast.fullmatch(text, pos, endpos)
            assert (a and a.span()) == (b and b.span()), (source, flags, text, pos, endpos)
        checked += fast is not rx
    assert checked > 300  # the lookahead was put on a good share of them


def test_the_engine_skips_to_the_characters_of_the_lookahead() -> None:
    """``skipping``: the lookahead's class goes into the pattern's info block, so the engine's search jumps from
    one of its characters to the next; the pattern, its groups and its matches stay as they were."""
    fast = re.compile(r"(?=[TF])(?:(?<![\w\-])(?P<label>Tel|Fax)(?![\w\-]))")
    skips = skipping(fast, "[TF]")
    assert skips is not fast
    assert (skips.pattern, skips.flags, skips.groupindex) == (fast.pattern, fast.flags, fast.groupindex)
    text = "Tel, xTel, Fax-1, Fax 2, Telefon, Tel"
    assert [m.span("label") for m in skips.finditer(text)] == [(0, 3), (18, 21), (34, 37)]
    assert [m.span() for m in skips.finditer(text, 1, 30)] == [m.span() for m in fast.finditer(text, 1, 30)]
    assert skipping(fast, "[T]") is not fast and skipping(re.compile("(?=T)T+"), "[T]").fullmatch("TT")  # one character
    ignorecase = re.compile(r"(?=[tk])(?:tel|kai)", re.IGNORECASE)
    skips = skipping(ignorecase, "[tk]")
    assert skips is not ignorecase  # the info block holds every character the letters match with case ignored
    text = "Tel tel TEL kai KAI \u212aai xtel"
    assert [m.span() for m in skips.finditer(text)] == [m.span() for m in ignorecase.finditer(text)]
    assert len(list(skips.finditer(text))) == 7  # "xtel" holds one too: the pattern has no lookbehind
    umlaut = re.compile(r"(?=[ä])(?:ärger)", re.IGNORECASE)
    assert skipping(umlaut, "[ä]") is umlaut  # other cases of a letter beyond ASCII are not known there
    may_be_empty = re.compile(r"(?=[a])(?:a?)")
    assert skipping(may_be_empty, "[a]") is may_be_empty
    # Most of the anonymizer's guarded patterns skip (else a change of the engine's internals went unnoticed).
    bounded = {name: (rx, cls) for name, rx in PATTERNS.items() if guarded(rx) is not rx and (cls := first_class(rx))}
    lookahead = {name: re.compile(f"(?={cls})(?:{rx.pattern})", rx.flags) for name, (rx, cls) in bounded.items()}
    skipped = [name for name, rx in lookahead.items() if skipping(rx, bounded[name][1]) is not rx]
    assert len(skipped) > 0.9 * len(lookahead) > 40


def test_a_pattern_whose_matches_begin_with_a_class_is_tried_only_there() -> None:
    """``compile_starting_with``: the class in the info block alone gives the matches of the pattern itself (the
    caller's class names every character a match can begin with); the class is compiled once for all patterns."""
    source = r"(?<![\w\-])(?:[A-ZÄÖÜĀ]\.[ \t]?)?(?:von[ \t]+)?(?P<n>Müller|Schmidt|Łukasz)(?![\w\-])"
    text = "Herr Müller, A. Müller und von Schmidt; Łukasz, xMüller, Müller-Ost, Ā. Schmidt"
    fast = compile_starting_with(source, "A-ZÄÖÜĀŁvMS".join("[]"))
    plain = re.compile(source)
    assert [m.span("n") for m in fast.finditer(text)] == [m.span("n") for m in plain.finditer(text)]
    assert [m.group() for m in fast.finditer(text)] == ["Müller", "A. Müller", "von Schmidt", "Łukasz", "Ā. Schmidt"]
    again = compile_starting_with(source.replace("Łukasz", "Jonas"), "A-ZÄÖÜĀŁvMSJ".join("[]"))
    assert again.search("Jonas") is not None and fast.pattern == source


def test_with_case_ignored_an_ascii_letter_matches_itself_in_both_cases_and_the_listed_others() -> None:
    """``first_chars._CASES``, checked on every character the engine can read."""
    every = "".join(map(chr, range(0x110000)))
    for letter in "abcdefghijklmnopqrstuvwxyz":
        matched = set(re.findall(f"[{letter}]", every, re.IGNORECASE))
        assert matched == {letter, letter.upper(), *_CASES.get(letter, "")}, letter


@pytest.mark.parametrize(
    ("pattern", "flags", "starts"),
    [
        (r"(?<![\w\-])(?:Tel|Fax)\.?\s*\d+", 0, "TF"),  # a lookbehind, then an alternation
        (r"\b(?:geb\.|Born)\s+\d", 0, "gB"),
        (r"(?:x?y*)z", 0, "xyz"),  # optional items: what may follow them begins a match too
        (r"\b(?:Tel|fax)\d", re.IGNORECASE, "Tf"),  # the lookahead reads with the pattern's flags: every case
        (r"[0-9]\d*@", 0, None),  # opens with a class: the engine scans for it itself, nothing to add
        (r"monatlich|pro Monat", 0, None),  # an alternation of literals: the engine scans for their first letters
        (r"monatlich|pro Monat", re.IGNORECASE, "mPp"),  # ... not with case ignored: no prefix in its info block
        (r"Ablauf", re.IGNORECASE, "aA"),
        (r"§|12|\(", re.IGNORECASE, None),  # first characters without another case: the engine scans for them
    ],
)
def test_the_lookahead_names_the_characters_a_match_begins_with(pattern: str, flags: int, starts: str | None) -> None:
    rx = re.compile(pattern, flags)
    fast = guarded(rx)
    if starts is None:
        assert fast is rx
        return
    assert fast is not rx
    cls = first_class(rx)
    assert cls is not None
    assert all(re.fullmatch(cls, ch, flags) for ch in starts)
    assert not re.fullmatch(cls, "w", flags)


@pytest.mark.parametrize(
    "pattern",
    [
        r"(?<!x)\w+",  # any word character: no bound worth testing
        r"\b.",  # any character
        r"(?<!x)(?:a|)",  # may match the empty string
        r"(?<!x)(?i:a)b",  # a local change of case
        r"(?<!x)[^a]b",  # a negated class
        r"(?i)(?<!x)ab",  # global inline flags must stay first
        r"(?x) (?<!x) a b",  # verbose: comments and spaces
    ],
)
def test_patterns_whose_first_character_cannot_be_bounded_stay_as_they_were(pattern: str) -> None:
    rx = re.compile(pattern)
    assert guarded(rx) is rx


def test_compile_fast_and_the_lookahead_of_a_word_list() -> None:
    rx = compile_fast(r"(?<![\w\-])(?:Meier|Schulz)(?![\w\-])")
    assert rx.pattern.startswith("(?=") and [m.group() for m in rx.finditer("Meier, Schulz-Ost, Schulz")] == [
        "Meier",
        "Schulz",
    ]
    assert words_lookahead(["Meier", "Schulz", "Abel"]) == "(?=[AMS])"
    assert words_lookahead(["Meier"], "a-z") == "(?=[a-zM])"
    assert words_lookahead(["Meier", r"\-x"]) == ""  # a word that begins with an escaped character
    lower = re.compile(words_lookahead(["müller"]) + "müller", re.IGNORECASE)
    assert lower.search("Frau MÜLLER kam") is not None  # with case ignored, the lookahead reads every case
