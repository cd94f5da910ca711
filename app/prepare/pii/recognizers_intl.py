"""Identifiers of the other five languages: national ids (es, it, fr, pt, uk) with their checksums."""

from __future__ import annotations

import re

from presidio_analyzer import EntityRecognizer, Pattern
from presidio_analyzer.predefined_recognizers import (
    EsNieRecognizer,
    EsNifRecognizer,
    ItFiscalCodeRecognizer,
    UkNinoRecognizer,
)

from app.prepare.pii.rules import Rule, digits


class StrictItFiscalCodeRecognizer(ItFiscalCodeRecognizer):
    """presidio's codice fiscale, as printed: capitals, a whole word, with digits in it.

    presidio matches any case anywhere, and its checksum lets one 16-letter stretch in 26 through:
    "Ei[nkommensermittlu]ng" was a tax id in a German decision. Codes whose digits are all replaced
    by letters (omocodia, after seven clashes) do not occur in practice."""

    PATTERNS = [
        Pattern(p.name, r"(?<![\w])" + p.regex.removeprefix("(?i)") + r"(?![\w])", p.score)
        for p in ItFiscalCodeRecognizer.PATTERNS
    ]

    def validate_result(self, pattern_text: str) -> bool | None:
        if not any(ch.isdigit() for ch in pattern_text):
            return False
        return super().validate_result(pattern_text)


class StrictUkNinoRecognizer(UkNinoRecognizer):
    """presidio's National Insurance number, as printed: the digits in three pairs with a space between each
    part ("AB 12 34 56 C") or none ("AB123456C").

    presidio lets each space be there or not, so a case number with the letters of its class before it and a
    suffix after it ("HC 151914 A", a Brazilian habeas corpus "A GR") was a NINO in a Portuguese decision. The
    prefix rules stay presidio's."""

    _PREFIX = r"(?!BG|GB|NK|KN|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"  # presidio's prefix letters
    PATTERNS = [
        Pattern("NINO (spaced)", rf"(?<![\w])(?:{_PREFIX} \d{{2}} \d{{2}} \d{{2}} [A-D])(?![\w])", 0.5),
        Pattern("NINO (unspaced)", rf"(?<![\w])(?:{_PREFIX}\d{{6}}[A-D])(?![\w])", 0.5),
    ]


def international_recognizers(language: str) -> list[EntityRecognizer]:
    return [
        EsNifRecognizer(supported_language=language),
        EsNieRecognizer(supported_language=language),
        StrictItFiscalCodeRecognizer(supported_language=language),
        StrictUkNinoRecognizer(supported_language=language),
    ]


def nir_valid(value: str) -> bool:
    """French NIR: the last two digits are 97 minus the first thirteen mod 97 (Corsica: 2A/2B)."""
    raw = re.sub(r"\s", "", value).upper()
    if len(raw) != 15:
        return False
    body = raw[:13].replace("2A", "19").replace("2B", "18")
    if not body.isdigit():
        return False
    return 97 - int(body) % 97 == int(raw[13:])


def pt_nif_valid(value: str) -> bool:
    """Portuguese NIF: nine digits, mod-11 check digit."""
    d = digits(value)
    if len(d) != 9 or d[0] == "0":
        return False
    total = sum(int(ch) * w for ch, w in zip(d[:8], range(9, 1, -1), strict=True))
    check = 11 - total % 11
    return (0 if check >= 10 else check) == int(d[8])


_NIR = re.compile(
    r"(?<![\w])[12]\s?\d{2}\s?(?:0[1-9]|1[0-2]|[2-9]\d)\s?(?:\d{2}|2A|2B)\s?\d{3}\s?\d{3}\s?\d{2}(?![\w])"
)
_PT_NIF = re.compile(
    r"(?:\bNIF|\bN\.I\.F\.|[Cc]ontribuinte(?:\s+n\.?[º°o])?|\bNIPC)\s*(?:n\.?[º°o]\.?)?\s*[:.]?\s*(?P<v>\d{3}\s?\d{3}\s?\d{3})\b"
)

INTERNATIONAL_RULES = [
    Rule("SOCIAL_SECURITY", _NIR, nir_valid, priority=3),
    Rule("TAX_ID", _PT_NIF, pt_nif_valid, priority=4),
]
