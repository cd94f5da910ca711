"""Plain regex rules: cheap detectors that need no context scoring (a label in the pattern does that)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from app.prepare.pii import Found


@dataclass(frozen=True)
class Rule:
    """``pattern`` finds a candidate; group ``v`` (or the whole match) is the personal data."""

    kind: str
    pattern: re.Pattern[str]
    validate: Callable[[str], bool] | None = None
    priority: int = 2


def scan(rules: Iterable[Rule], text: str) -> list[Found]:
    found: list[Found] = []
    for rule in rules:
        group = "v" if "v" in rule.pattern.groupindex else 0
        for m in rule.pattern.finditer(text):
            start, end = m.span(group)
            if start < 0 or start == end:
                continue
            value = text[start:end]
            if rule.validate is not None and not rule.validate(value):
                continue
            found.append(Found(start, end, rule.kind, normalize(value), rule.priority))
    return found


def normalize(value: str) -> str:
    """Key for "the same string": separators and case do not make a different item."""
    return re.sub(r"[\s\-./()]", "", value).upper()


def digits(value: str) -> str:
    return "".join(ch for ch in value if ch.isdigit())


def has_digits(n: int) -> Callable[[str], bool]:
    return lambda value: len(digits(value)) >= n


def phone_like(value: str) -> bool:
    """Enough digits for a phone number, not too many for one (IBAN and account numbers are longer)."""
    n = len(digits(value))
    return 6 <= n <= 15
