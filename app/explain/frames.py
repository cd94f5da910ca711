"""Frames: what a clause's sentence asks or allows, said in the reader's own words.

The clause reader (app/explain/reader.py) finds who must or may do something; a frame recognises
*what*: a common legal action or object ("attend an appointment", "pay a deposit", "end the
employment with a notice period", "close your account"). Each frame is locale data in
``app/locales/<code>/frames.toml``:

- ``[frames.<id>]`` of a *document* language: ``all`` (regexes that must all be in the sentence) and
  ``none`` (regexes that keep the frame from firing), checked in file order, first match wins;
- ``[flags]`` of a document language: name -> regex, details a template may need ("monatlich");
- ``[text]`` of an *explanation* language: ``<id>`` -> templates, most specific first. A template
  may start with ``[flag, flag]`` (the flags it needs) and names the sentence's figures as
  ``{date}``, ``{date2}``, ``{weekday}``, ``{time}``, ``{amount}``, ``{amount2}``, ``{percent}``,
  ``{percent_of}``, ``{period}``, ``{period2}``, ``{hours}``, ``{days}``, ``{weeks}``, ``{months}``, ``{years}``.
  The first template whose flags and figures are all there is said. ``{percent}`` is a rate of the thing itself
  (there only where no rate of the sentence names another base); ``{percent_of}`` a rate that names its base
  ("10 % des Regelbedarfs"), for a template whose flag finds that base and says it. A period that must pass
  before a right starts ("after the first 6 months") is none of the sentence's periods.

A frame fires only when its pattern is clearly there, and nothing from the document enters the
sentence but its figures, formatted for the reader (1.145,00 EUR -> €1,145.00). A language without
a template for a frame says nothing for it (the caller quotes the clause instead): a sentence in
another language would not be the reader's words.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from app.analysis import fast_re as re
from app.analysis.amounts import find_money
from app.analysis.dates import find_dates
from app.analysis.frames import frame_of
from app.analysis.statements import clause_sentences
from app.config import LOCALE_DIRS
from app.explain.key_dates import fmt_date, fmt_money
from app.explain.values import Duration, based_percent, extract_values, figure_cue, first_percent
from app.locales import optional_toml, placeholders
from app.locales.catalogue import offline_catalogue
from app.locales.plural import choose
from app.locales.reading import wording

MAX_FRAMES = 3
_NEEDS = re.compile(r"^\[([\w\s,]*)\]\s*")
_TIME = re.compile(r"(?<![\d.,:])([01]?\d|2[0-3])[:.]([0-5]\d)(?=\s*(?:Uhr\b|h\b|hrs?\b|o'clock|[ap]\.?m\b|,|\.?\s|$))")
_UNIT_FIELDS = ("hours", "days", "weeks", "months", "years")
_PAIRED = ("date", "amount", "period", *_UNIT_FIELDS)
_UNITS = {
    "hours": ("hour",),
    "days": ("day", "working_day", "working_day_mon_sat", "calendar_day"),
    "weeks": ("week",),
    "months": ("month",),
    "years": ("year",),
}


@cache
def _templates(language: str) -> dict[str, tuple[tuple[frozenset[str], str], ...]]:
    """Frame -> (needed flags, template), in order; only the language's own (no fallback into English)."""
    out: dict[str, tuple[tuple[frozenset[str], str], ...]] = {}
    text: dict[str, Any] = optional_toml(language, "frames").get("text", {})
    for key, items in text.items():
        variants = []
        for raw in [items] if isinstance(items, str) else items:
            m = _NEEDS.match(raw)
            needs = frozenset(f.strip() for f in m.group(1).split(",") if f.strip()) if m else frozenset()
            variants.append((needs, raw[m.end() :] if m else raw))
        out[key] = tuple(variants)
    return out


def _duration(d: Duration, language: str) -> str:
    forms = offline_catalogue(language).units.get(d.unit) or {"other": d.unit}
    return f"{d.number} {choose(language, d.number, forms)}"


def percent_in(sentence: str, language: str, *, based: bool = False) -> str | None:
    """The sentence's first rate, written for ``language``: "10 Prozent" is "10%" in English, "10 %" in German.
    None where a rate names its base ("10 % des Regelbedarfs"); ``based``: the first such rate (for a template
    that says the base)."""
    m = based_percent(sentence) if based else first_percent(sentence)
    if m is None:
        return None
    number = m.group(1).replace(",", ".")
    if language != "en":
        number = number.replace(".", ",")
    return f"{number}%" if language == "en" else f"{number} %"


def figures(sentence: str, language: str, document_language: str | None) -> dict[str, str]:
    """The sentence's figures, formatted for ``language``."""
    fields: dict[str, str] = {}
    days = [d.value for d in find_dates(sentence)]
    for name, day in zip(("date", "date2"), days, strict=False):
        fields[name] = fmt_date(day, language)
    if days and _names_weekday(sentence, document_language):
        fields["weekday"] = wording(language).weekdays[days[0].weekday()]
    time = _TIME.search(_without_dates(sentence))
    if time is not None:
        fields["time"] = f"{int(time.group(1)):02d}:{time.group(2)}"
    money = list(find_money(sentence))
    for name, found in zip(("amount", "amount2"), money, strict=False):
        fields[name] = fmt_money(found.value, found.currency, language)
    percent = percent_in(sentence, language)
    if percent:
        fields["percent"] = percent
    of_base = percent_in(sentence, language, based=True)
    if of_base:
        fields["percent_of"] = of_base
    durations = [d for d in extract_values(sentence).durations if not _waiting(sentence, d)]
    for name, d in zip(("period", "period2"), durations, strict=False):
        fields[name] = _duration(d, language)
    for name, units in _UNITS.items():
        matches = [d for d in durations if d.unit in units]
        for field, match in zip((name, f"{name}2"), matches, strict=False):
            fields[field] = _duration(match, language)
    return fields


def _waiting(sentence: str, duration: Duration) -> bool:
    """The period is one that must pass before a right starts ("after the first 6 months", "nach Ablauf der ersten
    6 Monate"), wherever it is written in the sentence: never the notice period or the time to act."""
    cue = figure_cue("waiting")
    if cue is None:
        return False
    at = [m.start() for m in re.finditer(re.escape(duration.text), sentence)]
    return any(cue.search(sentence[max(0, a - 60) : a]) for a in at)


def _without_dates(sentence: str) -> str:
    for m in reversed(list(find_dates(sentence))):
        sentence = sentence[: m.start] + " " * (m.end - m.start) + sentence[m.end :]
    return sentence


def _names_weekday(sentence: str, document_language: str | None) -> bool:
    lowered = sentence.lower()
    codes = [document_language] if document_language else list(LOCALE_DIRS)
    return any(re.search(rf"\b{re.escape(w.lower())}\b", lowered) for c in codes for w in wording(c).weekdays)


def say_frame(key: str, sentence: str, language: str, flags: frozenset[str], fields: dict[str, str]) -> str | None:
    """The frame ``key`` said in ``language`` with the sentence's figures; None when no template fits."""
    for needs, template in _templates(language).get(key, ()):
        names = placeholders(template)
        if needs <= flags and names <= fields.keys() and not _ambiguous(names, fields):
            return template.format(**fields)
    return None


def _ambiguous(names: set[str], fields: dict[str, str]) -> bool:
    """A template that names one date (amount, period) of a sentence that has two cannot know which is meant."""
    return any(kind in names and f"{kind}2" in fields and f"{kind}2" not in names for kind in _PAIRED)


def sentences(text: str, language: str | None = None) -> list[str]:
    """The clause's sentences (and semicolon parts) of three words or more, heading and markers skipped."""
    return [text[a:b] for a, b in clause_sentences(text, language) if len(text[a:b].split()) >= 3]


def read_frames(text: str, language: str, document_language: str | None = None) -> tuple[str, list[str]]:
    """What the clause's sentences ask or allow, in ``language`` (empty when no frame fits), and the
    sentences no frame matched (for the engine to quote what the frames did not say)."""
    said: list[str] = []
    keys: set[str] = set()
    unframed: list[str] = []
    for sentence in sentences(text, document_language):
        found = frame_of(sentence, document_language)
        if found is None:
            unframed.append(sentence)
            continue
        if found[0] in keys or len(said) >= MAX_FRAMES:
            continue  # a frame once per clause: "may close your account" twice says nothing more
        key, _code, flags = found
        line = say_frame(key, sentence, language, flags, figures(sentence, language, document_language))
        if line and line not in said:
            said.append(line)
            keys.add(key)
    return " ".join(said), unframed


def frame_text(text: str, language: str, document_language: str | None = None) -> str:
    """What the clause's sentences ask or allow, in ``language``; empty when no frame fits."""
    return read_frames(text, language, document_language)[0]
