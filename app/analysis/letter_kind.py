"""What kind of letter a letter is, from the words of its headings and subject line.

A *hearing* ("Anhörung nach § 24 SGB X", "trámite de audiencia", "preavviso di rigetto"): the authority is
considering a decision that affects the reader and first lets them comment on it. Such a letter is no decision yet;
the summary says so, which is what a reader needs to know first. The words live as data per document language
(``app/locales/<lang>/letters.toml``, table ``[kinds]``); every language's words are matched, as the document's
language is not needed to read a heading. Only headings and short lines of the letter's first part count: a hearing
named in running text ("after the hearing of 3 May …") does not make the letter one.

A *warning* ("Abmahnung", "written warning", "avertissement"): an employer objects to an employee's conduct. It is no
dismissal itself, but as a rule the step before a dismissal for conduct, which is why the summary says both.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from app.analysis import fast_re as re
from app.analysis.spans import sentence_bounds
from app.config import LANGUAGES
from app.locales import optional_toml
from app.locales.reading import LocaleDataError

KINDS = ("hearing", "warning")
# The documents each kind is read in: a hearing is an authority's; a warning ("Abmahnung", "written warning") one an
# employer writes about the employment (a cease-and-desist letter over copyright or competition is no such warning).
_CATEGORIES = {"hearing": frozenset({"authority_letter"}), "warning": frozenset({"employment_contract"})}
_FIRST_CLAUSES = 4  # the subject and first headings of a letter come within its first parts
_SUBJECT_MAX = 160  # a line longer than this is running text, no subject line


@cache
def _markers(kind: str) -> re.Pattern[str] | None:
    if kind not in KINDS:
        raise KeyError(kind)
    patterns: list[str] = []
    for language in LANGUAGES:
        table = optional_toml(language, "letters").get("kinds", {})
        if not isinstance(table, dict) or set(table) - set(KINDS):
            raise LocaleDataError(f"{language}/letters.toml: kinds: expected lists named {', '.join(KINDS)}")
        found = table.get(kind, [])
        if not isinstance(found, list) or not all(isinstance(p, str) and p for p in found):
            raise LocaleDataError(f"{language}/letters.toml: kinds.{kind}: expected a list of patterns")
        patterns.extend(found)
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE) if patterns else None


def _title_lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if 0 < len(line.strip()) <= _SUBJECT_MAX]


def letter_kind(category: str, clauses: Iterable[tuple[str, str | None]]) -> str | None:
    """The kind of a letter ("hearing" for an authority's, "warning" for an employer's), from (text, heading) of its
    clauses; None when its headings and subject lines name no kind, or the document is of no category the kind is
    read in."""
    kinds = [kind for kind in KINDS if category in _CATEGORIES[kind]]
    if not kinds:
        return None
    lines: list[str] = []
    for index, (text, heading) in enumerate(clauses):
        if index >= _FIRST_CLAUSES:
            break
        if heading:
            lines.append(heading)
        lines.extend(line for line in _title_lines(text) if not line.endswith((".", ",", ";")))
    for kind in kinds:
        pattern = _markers(kind)
        if pattern is not None and any(pattern.search(line) for line in lines):
            return kind
    return None


# --------------------------------------------------------------------------- what a letter asks or announces


def _patterns(found: Any, where: str) -> list[str]:
    if not isinstance(found, list) or not all(isinstance(p, str) and p for p in found):
        raise LocaleDataError(f"letters.toml: {where}: expected a list of patterns")
    return found


@cache
def letter_markers(section: str) -> dict[str, re.Pattern[str]]:
    """The lists of patterns of a table of every language's ``letters.toml`` (``[requests]``, ``[set_off]``,
    ``[references.numbers]``, ``[tax_rows]`` …), each name's patterns of all languages in one expression; a name
    no language lists is absent. A dotted ``section`` names a table inside a table."""
    merged: dict[str, list[str]] = {}
    for language in LANGUAGES:
        table: Any = optional_toml(language, "letters")
        for part in section.split("."):
            table = table.get(part, {}) if isinstance(table, dict) else {}
        if not isinstance(table, dict):
            raise LocaleDataError(f"{language}/letters.toml: {section}: expected a table")
        for name, found in table.items():
            if isinstance(found, dict):
                continue  # a table inside: read on its own
            merged.setdefault(name, []).extend(_patterns(found, f"{language} {section}.{name}"))
    return {name: re.compile("|".join(f"(?:{p})" for p in found), re.IGNORECASE) for name, found in merged.items()}


def _has(section: str, name: str, text: str) -> bool:
    pattern = letter_markers(section).get(name)
    return pattern is not None and pattern.search(text) is not None


def sentences(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, sentence) of ``text``'s sentences, the sentence on one line (line breaks inside it are spaces)
    and with its full stop."""
    pos = 0
    while pos < len(text):
        start, end = sentence_bounds(text, pos)
        start = max(start, pos)
        said = " ".join(text[start : end + 1].split())  # with its full stop
        if said.strip(".;!? "):
            yield start, end, said
        pos = max(end, start) + 1


@dataclass(frozen=True)
class ReferenceAsk:
    """An instruction how to reply or pay: give ``number`` (a key of ``[references.numbers]``: "bg_number",
    "file_reference", "tax_number", "customer_number") ``when`` ("contact": when writing or calling; "payment": when
    paying)."""

    number: str
    when: str
    sentence: str = field(default="", compare=False)  # the sentence that asks it


def reference_asks(text: str) -> list[ReferenceAsk]:
    """The instructions of ``text`` to state a number when replying or paying ("Bitte geben Sie bei Rückfragen immer
    Ihre BG-Nummer an"): a sentence with the instruction, when it applies and which number; one per number."""
    numbers = letter_markers("references.numbers")
    found: list[ReferenceAsk] = []
    for _, _, sentence in sentences(text):
        if not _has("references", "ask", sentence):
            continue
        when = next((w for w in ("payment", "contact") if _has("references", w, sentence)), None)
        if when is None:
            continue
        for key, pattern in numbers.items():
            ask = ReferenceAsk(key, when, sentence)
            if pattern.search(sentence) and ask not in found:
                found.append(ask)
    return found


@dataclass(frozen=True)
class SetOff:
    """A set-off against ongoing benefits that a letter announces, with only what its sentence marks: whether the
    office may or will set off, whether only in a case the letter names (``conditional``: "refund_set" where the case
    is that an amount to pay back is set, "other" for another case, None for none), the rate of the standard
    benefit (``percent``, as a number with a dot, "10"; None where no rate of that base is named), whether the
    rate is a most (``up_to``) and whether it is kept back each month (``monthly``)."""

    modality: str  # "may" or "will"
    conditional: str | None
    percent: str | None
    up_to: bool
    monthly: bool
    sentence: str = field(default="", compare=False)  # the sentence that announces it


_RATE = re.compile(r"(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|Prozent|per\s*cent|percent)", re.IGNORECASE)
_BASE_REACH = 45  # the base of a rate stands right after it ("10 % des maßgebenden Regelbedarfs")


def _condition(sentence: str) -> str | None:
    if not _has("set_off", "condition", sentence):
        return None
    return "refund_set" if _has("set_off", "refund_set", sentence) else "other"


def set_off(text: str) -> SetOff | None:
    """The first set-off against ongoing benefits that ``text`` announces; None where it announces none (a set-off
    against something else, or one that has already happened, is not read)."""
    for _, _, sentence in sentences(text):
        if not (_has("set_off", "marker", sentence) and _has("set_off", "benefits", sentence)):
            continue
        if _has("set_off", "reported", sentence):
            continue
        modality = "may" if _has("set_off", "may", sentence) else "will" if _has("set_off", "will", sentence) else None
        if modality is None:
            continue
        percent: str | None = None
        up_to = False
        base = letter_markers("set_off").get("standard_benefit")
        for rate in _RATE.finditer(sentence):
            after = sentence[rate.end() : rate.end() + _BASE_REACH]
            if base is not None and base.search(after):
                percent = rate.group(1).replace(",", ".")
                up_to = _has("set_off", "up_to", sentence[max(0, rate.start() - 20) : rate.start()])
                break
        return SetOff(
            modality=modality,
            conditional=_condition(sentence),
            percent=percent,
            up_to=up_to,
            monthly=_has("set_off", "monthly", sentence),
            sentence=sentence,
        )
    return None
