"""The analysis's ``re`` (app/analysis/fast_re.py) finds what the standard library's finds.

Every pattern the analysis and the offline engine's modules compile through it at import, and the patterns they
build from locale data (role words, frames), is compared with the same source compiled by ``re`` itself, on a text
of many languages' legal wording; and the module-level functions are compared call by call.
"""

from __future__ import annotations

import importlib
import re
import sys

import pytest

from app.analysis import fast_re
from app.analysis.dates import ROLE_KINDS, role_markers
from app.analysis.frames import _checks, _flags, _reading
from app.locales import LANGUAGES

# Own words: dates, sums, sections, negations, conditions and role words of the six languages, and characters
# whose other case is special (the long s, the Kelvin sign, the dotless and the dotted i).
TEXT = (
    "§ 4 Miete. (1) Die Miete beträgt ab dem 01.03.2027 monatlich 1.050,00 EUR; sie ist bis zum dritten Werktag zu "
    "zahlen. Der Vermieter haftet nicht für mehr als 500 €. Falls der Mieter nicht zahlt, darf gekündigt werden.\n"
    "Art. 7 The tenant shall pay a deposit of EUR 2,400.00 by 3 March 2027. We are not liable for more than $100. "
    "If you do not pay, the contract ends on March 31, 2028; notice: ____ weeks.\n"
    "El arrendatario pagará 800 euros el 5 de mayo de 2026. Le locataire ne paiera pas plus de 300 € avant le "
    "1er juin 2026. Il conduttore non è responsabile oltre 1.000 euro. O inquilino pagará R$ 1.200,00 até 2026-07-15.\n"
    "ſ K ı İ ß ẞ Σ ς — „Anführung“ … 12 Monate, drei Monatsmieten, 14 days, Kündigungsfrist 4 Wochen zum 15.\n"
) * 2


def _spans(rx: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], ...]]:
    return [tuple(m.span(g) for g in range(rx.groups + 1)) for m in rx.finditer(text)]


def _source(rx: re.Pattern[str]) -> str:
    """The pattern as written: without the lookahead ``first_chars.guarded`` puts in front."""
    head = rx.pattern.find("])(?:")
    if rx.pattern.startswith("(?=[") and head > 0 and rx.pattern.endswith(")"):
        return rx.pattern[head + len("])(?:") : -1]
    return rx.pattern


def _module_patterns() -> dict[str, re.Pattern[str]]:
    out: dict[str, re.Pattern[str]] = {}
    for name in sorted(sys.modules):
        if not name.startswith(("app.analysis.", "app.explain.")) or name.endswith("fast_re"):
            continue
        module = importlib.import_module(name)
        if getattr(module, "re", None) is not fast_re:
            continue
        for attr, value in vars(module).items():
            values = value if isinstance(value, list | tuple) else (value,)
            for i, item in enumerate(values):
                if isinstance(item, re.Pattern) and isinstance(item.pattern, str):
                    out[f"{name}.{attr}[{i}]"] = item
    return out


def _locale_patterns() -> dict[str, re.Pattern[str]]:
    out: dict[str, re.Pattern[str]] = {}
    for kind in ROLE_KINDS:
        rx = role_markers(kind)
        if rx is not None:
            out[f"role_markers.{kind}"] = rx
    for code in LANGUAGES:
        for key, checks in _checks(code, None):
            for check in checks:
                for i, rx in enumerate((*check.words, *check.patterns, *check.none)):
                    out[f"frames.{key}.{check.key}[{i}]"] = rx
        for flag, rx in _flags(code).items():
            out[f"frames.{code}.flag.{flag}"] = rx
        reading = _reading(code)
        for field in ("negation", "condition", "whether", "report", "question"):
            rx = getattr(reading, field)
            if rx is not None:
                out[f"frames.{code}.reading.{field}"] = rx
    return out


importlib.import_module("app.explain.offline")  # every module of the offline engine, imported
PATTERNS = {**_module_patterns(), **_locale_patterns()}


def test_the_modules_compile_through_it_and_most_patterns_are_guarded() -> None:
    guarded = [name for name, rx in PATTERNS.items() if _source(rx) != rx.pattern]
    assert len(PATTERNS) > 500
    assert len(guarded) > 0.3 * len(PATTERNS)  # the lookahead is there where the first characters are bounded


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_every_pattern_finds_what_the_standard_library_finds(name: str) -> None:
    rx = PATTERNS[name]
    plain = re.compile(_source(rx), rx.flags)
    assert (rx.groups, rx.groupindex) == (plain.groups, plain.groupindex)
    assert _spans(rx, TEXT) == _spans(plain, TEXT)
    for pos in (1, 40, 333):  # from inside the text, the text before it visible to lookbehinds
        a, b = rx.search(TEXT, pos), plain.search(TEXT, pos)
        assert (a and a.span()) == (b and b.span())
        a, b = rx.match(TEXT, pos), plain.match(TEXT, pos)
        assert (a and a.span()) == (b and b.span())


def test_the_module_functions_answer_as_re_does() -> None:
    text = "Am 3. März 2027 zahlt der Mieter 400 EUR, am 4. April 2027 weitere 50 EUR."
    word = r"\b[A-ZÄÖÜ]\w+"
    assert fast_re.compile(word).pattern != word  # guarded: it opens with a class of first characters
    assert fast_re.findall(word, text) == re.findall(word, text)
    assert [m.span() for m in fast_re.finditer(word, text)] == [m.span() for m in re.finditer(word, text)]
    assert fast_re.sub(r"\d+", "#", text, count=2) == re.sub(r"\d+", "#", text, count=2)
    assert fast_re.subn(r"(?<!\w)EUR\b", "€", text) == re.subn(r"(?<!\w)EUR\b", "€", text)
    assert fast_re.split(r",\s", text, maxsplit=1) == re.split(r",\s", text, maxsplit=1)
    assert fast_re.search(r"\bmieter", text, fast_re.IGNORECASE).span() == (26, 32)  # type: ignore[union-attr]
    assert fast_re.match(r"\bAm\b", text) is not None and fast_re.fullmatch(r"\bAm", text) is None
    compiled = fast_re.compile(r"\bEUR\b")
    assert fast_re.compile(compiled) is compiled and fast_re.compile(word) is fast_re.compile(word)
    with pytest.raises(ValueError):
        fast_re.compile(compiled, fast_re.IGNORECASE)
    with pytest.raises(fast_re.error):
        fast_re.compile("(unclosed")
