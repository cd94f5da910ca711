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


# Law reports and senates whose abbreviations look like a licence plate: "NJW-RR 2012, 1234", "1 WDS-VR 9.17".
_REPORT = re.compile(
    r"(?:NJW|GRUR|WDS|NZA|NStZ|NVwZ|NZM|NZG|NZS|ZIP|MDR|WM|BB|DB|DStR|FamRZ|VersR|JZ|ZUM|MMR|CR|K&R|WRP|EuZW|"
    r"BFH|BGH|BAG|BSG|BPatG|BVerwG|BVerfG|OLG|LAG|LSG|OVG|VGH)-"
)
_ROMAN = re.compile(r"(?:I{1,3}|IV|V|VI{1,3}|IX|X{1,3}I{0,3}|XI{1,3}|XIV|XV)[ \t]")


def citation_like(text: str, start: int, end: int, kind: str) -> bool:
    """A plate or phone candidate that is a case citation, file number or register number.

    "NJW-RR 2012, 1234" (report and page), "III B 74/02" and "1 WDS-VR 9.17" (file numbers),
    "002 609 949" (an EU trade mark: three groups of three digits after a double zero).
    """
    value = text[start:end]
    if kind == "PHONE":
        return bool(re.fullmatch(r"00\d[ \t]\d{3}[ \t]\d{3}", value))
    after = text[end : end + 4]
    if _REPORT.match(value) or _ROMAN.match(value) or any(ch.islower() for ch in value):
        return True
    return bool(re.match(r"[/.]\d|[ \t]?,[ \t]?\d", after))  # "74/02", "9.17", "2012 , 1234"
