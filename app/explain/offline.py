"""Offline engine: deterministic explanations from a catalogue of clause topics.

Each clause gets the catalogue text for its topic in the explanation language, filled with the
values found in the clause (amounts, periods, dates, rates, statutes). Values the templates did
not use are listed, so nothing the reader may need is dropped. Clauses without a known topic get
an honest generic text that names what was found and invents nothing.
"""

from __future__ import annotations

import asyncio
import string
from types import ModuleType

from app.explain.base import clause_id
from app.explain.catalogue import catalogue
from app.explain.topics import topic_of
from app.explain.values import Duration, Values, extract_values
from app.models import ClauseText, Engine, Explanation, PreparedDocument
from app.pipeline.classify import classify

_MAX_LISTED = 4
_DAY_UNITS = ("day", "working_day", "calendar_day")
# Topics whose amounts best characterise a document in the summary.
_MONEY_TOPICS = ("rent", "deposit", "pay", "tax_settlement", "utilities", "benefits", "prices", "loan_interest")
_SUMMARY_SKIP_TOPICS = frozenset({"parties", "signatures", "other", "subject", "severability", "written_form"})


def render_duration(duration: Duration, cat: ModuleType) -> str:
    singular, plural = cat.UNITS.get(duration.unit, (duration.unit, duration.unit))
    return f"{duration.number} {singular if duration.number == 1 else plural}"


def _join(items: list[str]) -> str:
    return ", ".join(items[:_MAX_LISTED])


def _fields(values: Values, cat: ModuleType) -> dict[str, str]:
    fields: dict[str, str] = {}
    for name, items in (
        ("amount", values.amounts),
        ("date", values.dates),
        ("percent", values.percents),
        ("section", values.sections),
        ("duration", [render_duration(d, cat) for d in values.durations]),
    ):
        if items:
            fields[name] = items[0]
            fields[name + "s"] = _join(items)
    for name, units in (
        ("hours", ("hour",)),
        ("days", _DAY_UNITS),
        ("weeks", ("week",)),
        ("months", ("month",)),
        ("years", ("year",)),
    ):
        match = next((d for d in values.durations if d.unit in units), None)
        if match is not None:
            fields[name] = render_duration(match, cat)
    return fields


def _needed(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _fill(templates: tuple[str, ...], fields: dict[str, str]) -> str:
    for template in templates:
        if _needed(template) <= fields.keys():
            return template.format(**fields)
    return templates[-1].format(**fields) if not _needed(templates[-1]) else ""


def _value_groups(values: Values, cat: ModuleType) -> list[tuple[str, list[str]]]:
    return [
        ("kind_amounts", values.amounts),
        ("kind_durations", [render_duration(d, cat) for d in values.durations]),
        ("kind_dates", values.dates),
        ("kind_percents", values.percents),
        ("kind_sections", values.sections),
    ]


def _listing(values: Values, cat: ModuleType, already_said: str = "") -> str:
    parts = []
    for key, items in _value_groups(values, cat):
        rest = [item for item in items if item not in already_said]
        if rest:
            parts.append(cat.TEXT[key].format(items=_join(rest)))
    return "; ".join(parts)


def _generic(values: Values, cat: ModuleType) -> ClauseText:
    translation = [cat.TEXT["generic_t"]]
    listing = _listing(values, cat)
    if listing:
        translation.append(cat.TEXT["generic_t_values"].format(items=listing))
    if values.obligations:
        words = ", ".join(f"“{w}”" for w in values.obligations)
        translation.append(cat.TEXT["generic_t_duty"].format(words=words))
    explanation = [cat.TEXT["generic_e"]]
    if values:
        explanation.append(cat.TEXT["generic_e_values"])
    return ClauseText(" ".join(translation), " ".join(explanation), topic=None)


def offline_clause(text: str, language: str, topic: str | None) -> ClauseText:
    """Plain-language text for one clause in ``language``; never raises for content reasons."""
    cat = catalogue(language)
    if not any(ch.isalnum() for ch in text or ""):
        return ClauseText(cat.TEXT["empty_t"], cat.TEXT["empty_e"], topic=topic)
    values = extract_values(text)
    entry = cat.TOPICS.get(topic or "")
    if entry is None:
        generic = _generic(values, cat)
        generic.topic = topic
        return generic
    fields = _fields(values, cat)
    translation = _fill(entry[0], fields)
    explanation = _fill(entry[1], fields)
    rest = _listing(values, cat, already_said=translation + explanation)
    if rest:
        translation = f"{translation} {cat.TEXT['also'].format(items=rest)}"
    return ClauseText(translation, explanation, topic=topic)


def build_summary(category: str, language: str, document_language: str, clauses: list[tuple[str, str | None]]) -> str:
    """Summary from the category, the document language and (clause text, topic) pairs."""
    cat = catalogue(language)
    parts = [cat.CATEGORY_SUMMARY.get(category, cat.CATEGORY_SUMMARY["other"])]
    if document_language != language and document_language in cat.LANGUAGE_NAMES:
        parts.append(cat.TEXT["summary_language"].format(language=cat.LANGUAGE_NAMES[document_language]))
    parts.append(cat.TEXT["summary_parts"].format(count=len(clauses)))
    amounts: list[tuple[int, str]] = []
    dates: list[str] = []
    topics: list[str] = []
    seen_topics: set[str] = set()
    for text, topic in clauses:
        values = extract_values(text)
        rank = _MONEY_TOPICS.index(topic) if topic in _MONEY_TOPICS else len(_MONEY_TOPICS)
        label = cat.TOPIC_LABELS.get(topic or "other")
        # One amount per topic (its first): the summary points out, the clause details.
        first = next((a for a in values.amounts if any(ch in "123456789" for ch in a)), None)
        if first and (topic is None or topic not in seen_topics):
            amounts.append((rank, f"{first} ({label})" if topic and label else first))
            seen_topics.add(topic or "")
        dates.extend(d for d in values.dates if d not in dates)
        if topic and topic not in _SUMMARY_SKIP_TOPICS and label and label not in topics:
            topics.append(label)
    if amounts:
        ranked = [a for _, a in sorted(amounts, key=lambda pair: pair[0])][:5]
        parts.append(cat.TEXT["summary_amounts"].format(items="; ".join(ranked)))
    if dates:
        parts.append(cat.TEXT["summary_dates"].format(items=", ".join(dates[:4])))
    if topics:
        parts.append(cat.TEXT["summary_topics"].format(items=", ".join(topics[:8])))
    return " ".join(parts)


def explain_offline(doc: PreparedDocument) -> Explanation:
    category, tags = classify(doc.text)
    clauses: dict[str, ClauseText] = {}
    pairs: list[tuple[str, str | None]] = []
    for index, segment in enumerate(doc.segments):
        text = doc.text[segment.start : segment.end]
        topic = topic_of(text, segment.heading, category)
        clauses[clause_id(index)] = offline_clause(text, doc.language, topic)
        pairs.append((text, topic))
    summary = build_summary(category, doc.language, doc.document_language, pairs)
    note = catalogue(doc.language).TEXT["offline_note"]
    return Explanation(summary, category, tags, clauses, Engine(kind="offline"), warnings=[note])


class OfflineExplainer:
    """The Explainer that needs no model: deterministic, fast, always available."""

    async def explain(self, doc: PreparedDocument) -> Explanation:
        return await asyncio.to_thread(explain_offline, doc)
