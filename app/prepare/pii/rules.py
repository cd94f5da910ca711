"""Plain regex rules: cheap detectors that need no context scoring (a label in the pattern does that)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from app.prepare.pii import Found
from app.prepare.pii.first_chars import compile_fast, guarded


@dataclass(frozen=True)
class Rule:
    """``pattern`` finds a candidate; group ``v`` (or the whole match) is the personal data."""

    kind: str
    pattern: re.Pattern[str]
    validate: Callable[[str], bool] | None = None
    priority: int = 2


Spans = list[tuple[int, int]]

# An identifier's letters and its label stand at most this far from one of its digits (an IBAN's letter
# groups, a plate's district, "Steuer-Identifikationsnummer des Ehemannes:"); whitespace is not counted
# (a form's label far left of its value). An e-mail address is read to the spaces around its "@".
REACH = 64
# An identifier without a label (presidio's recognizers: an IBAN's letter groups, a plate's district, an
# Italian fiscal code's six letters) holds a digit within a few characters of any of its letters.
REACH_UNLABELLED = 16
_ANCHOR = compile_fast(r"\d+|@")
_WIDE_SPACE = compile_fast(r"\s{8,}")
# The kinds whose values always hold a digit: their rules read only the text near digits. A BIC
# ("DEUTDEFF") and a passport number may be letters only.
DIGIT_KINDS = frozenset(
    [
        "PHONE",
        "DATE_OF_BIRTH",
        "TAX_ID",
        "SOCIAL_SECURITY",
        "HEALTH_INSURANCE",
        "CUSTOMER_NUMBER",
        "BANK_CODE",
        "LICENCE_PLATE",
    ]
)


def anchors(text: str) -> list[tuple[int, int, int]]:
    """Where ``near_digits`` reaches out from, and how many times its reach: each run of digits (twice), and each
    "@" with the text to the spaces around it (once)."""
    out: list[tuple[int, int, int]] = []
    for m in _ANCHOR.finditer(text):
        if m.group() == "@":
            start = max(text.rfind(" ", 0, m.start()), text.rfind("\n", 0, m.start()), m.start() - 512) + 1
            end = min(x for x in (text.find(" ", m.end()), text.find("\n", m.end()), m.end() + 512) if x >= 0)
            out.append((start, end, 1))
        else:
            out.append((m.start(), m.end(), 2))
    return out


def near_digits(text: str, reach: int = REACH, found: list[tuple[int, int, int]] | None = None) -> Spans:
    """The stretches of text around digits and "@": the only places an identifier with a digit can be.

    ``reach``: how far a match may begin before a digit or end after one is twice this (``REACH`` for a
    label before its value, ``REACH_UNLABELLED`` for an identifier alone); ``found``: ``anchors(text)``,
    where the caller has them already."""
    spans: list[list[int]] = []
    for start, end, times in anchors(text) if found is None else found:
        start, end = max(0, start - times * reach), min(len(text), end + times * reach)
        if spans and start <= spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], end)
        else:
            spans.append([start, end])
    out: Spans = []
    for start, end in spans:
        # whitespace does not count: the label may stand a wide gap before its value
        wide = sum(len(w.group()) for w in _WIDE_SPACE.finditer(text, start, start + 2 * reach))
        while wide:
            start, before = max(0, start - wide), start
            wide = sum(len(w.group()) for w in _WIDE_SPACE.finditer(text, start, before)) if start else 0
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out


def scan(rules: Iterable[Rule], text: str, spans: Spans | None = None) -> list[Found]:
    """Every rule's findings; a rule of a kind in ``DIGIT_KINDS`` reads only ``spans`` (``near_digits``)."""
    found: list[Found] = []
    for rule in rules:
        group = "v" if "v" in rule.pattern.groupindex else 0
        whole = [(0, len(text))]
        pieces = (near_digits(text) if spans is None else spans) if rule.kind in DIGIT_KINDS else whole
        pattern = _fast(rule.pattern)
        for m in (m for lo, hi in pieces for m in pattern.finditer(text, lo, hi)):
            start, end = m.span(group)
            if start < 0 or start == end:
                continue
            value = text[start:end]
            if rule.validate is not None and not rule.validate(value):
                continue
            found.append(Found(start, end, rule.kind, normalize(value), rule.priority))
    return found


_guarded: dict[re.Pattern[str], re.Pattern[str]] = {}


def _fast(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """A rule's pattern with the lookahead of ``first_chars.guarded`` (rules come from several modules; kept per pattern)."""
    got = _guarded.get(pattern)
    if got is None:
        got = _guarded[pattern] = guarded(pattern)
    return got


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


# Law reports cited with year and page ("NJW 2012, 1234", "GRUR 2010, 933").
REPORTS = (
    r"NJW|GRUR|NZA|NStZ|NVwZ|NZM|NZG|NZS|ZIP|MDR|WM|BB|DB|DStR|FamRZ|VersR|JZ|ZUM|MMR|CR|K&R|WRP|EuZW|BGHZ|"
    r"BVerfGE|MarkenR|BeckRS|Slg\."
)
# Law reports and senates whose abbreviations look like a licence plate: "NJW-RR 2012, 1234", "1 WDS-VR 9.17".
_REPORT = compile_fast(rf"(?:{REPORTS}|WDS|BFH|BGH|BAG|BSG|BPatG|BVerwG|BVerfG|OLG|LAG|LSG|OVG|VGH)-")
ROMAN = r"(?:I{1,3}|IV|V|VI{1,3}|IX|X{1,3}I{0,3}|XI{1,3}|XIV|XV)"  # a senate's number in a file number
_ROMAN = compile_fast(rf"{ROMAN}[ \t]")
# A case number of the European courts: "C-415/11", "T-12/09", "C‑131/12".
_EU_NUMBER = r"\b[CTF][ \t]?[-‑][ \t]?\d{1,4}/\d{2}(?:[ \t]*P)?"
# A decision's short name after its citation: "EuGH GRUR 2010, 933 Rn. 32 – BARBARA BECKER;", "GRUR 2010,
# 1098 Rn. 44 – Calvin Klein / HABM", "BGH, 3. Mai 2012 – I ZR 12/08 – Marlene Dietrich". It names a trade
# mark or a case and is part of the citation, which stays whole.
_CASE_NAME = compile_fast(
    rf"(?:\b(?:{REPORTS})(?:-RR|[ \t]?Int)?[ \t]+\d{{4}}[ \t]*,[ \t]*\d+(?:[ \t]*(?:Rn|Tz)\.?[ \t]*\d+)?"
    rf"|\b{ROMAN}[ \t]?[A-Z]{{1,3}}[ \t]?\d+/\d{{2}}|{_EU_NUMBER})"
    r"[ \t]*[–—-][ \t]*(?P<name>[^;()\n/–—]{2,60}?)(?=[ \t]*(?:[;()\n/–—]|\.(?:[ \t]|$)|$))"
)
# The European courts' own citation form names the case between the date and its number: "EuGH, Urteil vom
# 6. November 2003, Lindqvist, C-101/01" (the name may be a party's: it is part of the citation and stays whole).
_EU_CASE_NAME = compile_fast(
    r"\b(?:EuGH|EuG|EGMR|Gerichtshof)[ \t]*,?[ \t]*(?:Urteil|Urt\.|Beschluss|Beschl\.|Gutachten)?[ \t]*(?:vom|v\.)?"
    r"[ \t]*\d{1,2}\.[ \t]*(?:[A-Za-zäÄ]+|\d{1,2}\.)[ \t]*\d{4}[ \t]*,[ \t]*(?P<name>[^,;()\n]{2,80}?)[ \t]*,[ \t]*"
    rf"{_EU_NUMBER}"
)


def case_names(text: str) -> list[tuple[int, int]]:
    """Spans of decisions' short names after their citations: no person of the case."""
    return [m.span("name") for rx in (_CASE_NAME, _EU_CASE_NAME) for m in rx.finditer(text)]


# The rest of a Brazilian case number after its first group, its hyphen spaced or not ("0207733 - 15.2011.5.03.0041").
_CASE_NUMBER_REST = re.compile(r"[ \t]*-[ \t]*\d{2}\.\d{4}\.\d")
# The number sign of Portuguese, Spanish and Italian ("nº", "n°", "n.º", "Nº") or a volume's abbreviation ("vol.",
# "VOL-") right before a number.
_NUMBER_SIGN_BEFORE = re.compile(r"(?<![\w])(?:n\.?[ \t]?[º°]|vol[ \t]*[.\-])[ \t]*\.?[ \t]*$", re.IGNORECASE)


def citation_like(text: str, start: int, end: int, kind: str) -> bool:
    """A plate or phone candidate that is a case citation, file number or register number.

    "NJW-RR 2012, 1234" (report and page), "III B 74/02" and "1 WDS-VR 9.17" (file numbers),
    "002 609 949" (an EU trade mark: three groups of three digits after a double zero).
    """
    value = text[start:end]
    if kind == "PHONE":
        # a Brazilian case number "0001234-56.2019.8.26.0100": its first groups look like a phone number
        # … and a file number with its year or its check digit ("0060-004142/2017", "019172/2017", "0037260-9")
        # … or the number of a document or a volume, after the number sign or "vol." ("ordem de serviço nº 00245098813302",
        # "Ementário vol. 03117-02"): no phone is written so
        return (
            bool(re.fullmatch(r"00\d[ \t]\d{3}[ \t]\d{3}", value))
            or bool(_CASE_NUMBER_REST.match(text, end, end + 16))
            or bool(re.fullmatch(r"[\d\-]*\d/(?:19|20)\d\d|\d{6,7}-\d", value))
            or bool(_NUMBER_SIGN_BEFORE.search(text, max(0, start - 10), start))
        )
    after = text[end : end + 4]
    if _REPORT.match(value) or _ROMAN.match(value) or any(ch.islower() for ch in value):
        return True
    if _CASE_NUMBER_REST.match(text, end, end + 16):
        return True  # the class and first group of a Brazilian case number ("E-RR-1234-56.2010.5.06.0171")
    return bool(re.match(r"[/.]\d|[ \t]?,[ \t]?\d", after))  # "74/02", "9.17", "2012 , 1234"
