"""Where the regex engine is not the one first_chars was written against, its patterns fall back to plain ones.

``first_chars`` writes a class into a compiled pattern's info block through CPython's private compiler
(``re._compiler``, ``_sre.compile``). On an engine whose internals differ it must give patterns that find what
``re.compile`` finds: an engine that raises gets the plain pattern (or the lookahead alone), and one that accepts
the block but reads it otherwise is caught by the probes of ``_engine_checked`` before any pattern is built.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from app.prepare.pii import first_chars
from app.prepare.pii.first_chars import compile_fast, compile_skipping, compile_starting_with, guarded, skipping

TEXT = (
    "Herr Jonte Abramczyk, Tel. 030 1234567, Fax 12; Rua Augusta, 45; o Relator Min. Ana Lima; "
    "FRAU Lange und frau lange; Äpfel Öfen Übel; ſ K ı İ ß; Telefon: 0800 1\n"
) * 4

# (pattern, flags, class of its first characters)
CASES = [
    (r"(?=[TF])(?<![\w-])(?:Tel|Fax)\.?[ \t]*(?P<n>\d+)", 0, "[TF]"),
    (r"(?=[hf])(?:herr|frau)[ \t]+(\w+)", re.IGNORECASE, "[hf]"),
    (r"(?=[RM])(?<![\w])(?:Rua|Relator|Min\.)[ \t]+[A-Z]\w+", 0, "[RM]"),
    (r"(?=[ÄÖÜ])(?<!\w)[ÄÖÜ]\w+", 0, "[ÄÖÜ]"),
]


def _found(rx: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(m.span(), m.groups()) for m in rx.finditer(text)]


@pytest.fixture
def checked_again() -> Iterator[None]:
    """The engine check runs anew in the test and once more after it, on the real engine."""
    first_chars._engine_checked.cache_clear()
    yield
    first_chars._engine_checked.cache_clear()
    assert first_chars._engine_checked()


def test_on_this_engine_the_check_passes_and_patterns_skip() -> None:
    assert first_chars._engine_checked()
    pattern, flags, cls = CASES[0]
    fast = compile_skipping(pattern, cls, flags)
    assert fast is not re.compile(pattern, flags)  # built here, with the class in its block
    assert _found(fast, TEXT) == _found(re.compile(pattern, flags), TEXT)


@pytest.mark.parametrize(("pattern", "flags", "cls"), CASES)
def test_an_engine_that_refuses_the_block_gets_plain_patterns(
    pattern: str, flags: int, cls: str, checked_again: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Refusing:
        @staticmethod
        def compile(*args: object) -> re.Pattern[str]:
            raise TypeError("another engine")

    monkeypatch.setattr(first_chars, "_sre", Refusing)
    assert not first_chars._engine_checked()
    plain = re.compile(pattern, flags)
    for rx in (compile_skipping(pattern, cls, flags), compile_starting_with(pattern, cls, flags)):
        assert rx.pattern == pattern and rx.flags == plain.flags
        assert _found(rx, TEXT) == _found(plain, TEXT)
    assert skipping(plain, cls) is plain
    # the lookahead alone still goes in front: the same matches, without the block
    bare = pattern.removeprefix(f"(?={cls})")
    fast = compile_fast(bare, flags)
    assert _found(fast, TEXT) == _found(re.compile(bare, flags), TEXT)


def test_an_engine_that_reads_the_block_otherwise_is_caught_by_the_probes(
    checked_again: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The block is accepted but holds the wrong class: every probe would skip past its matches.
    wrong = first_chars._start_set("[Q]", 0)
    monkeypatch.setattr(first_chars, "_start_set", lambda cls, flags: wrong)
    assert not first_chars._engine_checked()
    for pattern, flags, cls in CASES:
        rx = compile_skipping(pattern, cls, flags)
        assert _found(rx, TEXT) == _found(re.compile(pattern, flags), TEXT)
        assert _found(rx, TEXT)  # the probes' patterns do match this text: the check has something to compare


def test_a_pattern_whose_block_has_another_layout_is_compiled_as_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """A compiled code that does not open with the info block this was written for: the plain pattern."""
    real = first_chars.K

    class Shifted:  # the compiler as first_chars sees it; re itself keeps the real one
        def __getattr__(self, name: str) -> object:
            return getattr(real, name)

        @staticmethod
        def _code(parsed: object, flags: int) -> list[int]:
            return [0, *real._code(parsed, flags)]

    monkeypatch.setattr(first_chars, "K", Shifted())
    pattern, flags, cls = CASES[2]
    assert first_chars._build_skipping(pattern, flags, cls) is None
    rx = compile_starting_with(pattern, cls, flags)
    assert _found(rx, TEXT) == _found(re.compile(pattern, flags), TEXT)


def test_guarded_keeps_groups_and_flags_whatever_the_engine(
    checked_again: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(first_chars, "_engine_checked", lambda: False)
    rx = re.compile(r"(?<![\w])(?P<t>Tel|Fax)\.?[ \t]*(\d+)")
    fast = guarded(rx)
    assert fast.groupindex == rx.groupindex and fast.groups == rx.groups and fast.flags == rx.flags
    assert _found(fast, TEXT) == _found(rx, TEXT)
