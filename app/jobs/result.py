"""Assemble the AnalysisResult from the prepared document, the explanation and the facts.

The explainer writes words; everything that must be exact comes from the document itself:
clause texts and offsets from the segmenter, pages from the page offsets, deadlines, amounts
and statutes from ``find_facts``.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace
from typing import get_args

from app.analysis.actions import document_date, find_actions
from app.analysis.facts import find_norms, key_facts
from app.analysis.statements import find_statements
from app.analysis.topics import own_words_name
from app.config import Settings
from app.explain.key_dates import say_actions, say_deadlines
from app.explain.notes_say import say_notes
from app.locales.messages import render
from app.models import (
    AnalysisResult,
    Category,
    Clause,
    ClauseText,
    Explanation,
    Facts,
    Notice,
    NoticeOrText,
    PreparedDocument,
    Source,
    clause_id,
)
from app.prepare.segment import is_letter
from app.present.notices import render_notices

CATEGORIES: frozenset[str] = frozenset(get_args(Category))


def page_of(offset: int, page_starts: tuple[int, ...]) -> int | None:
    """1-based page that contains ``offset``; None for documents without pages (plain text)."""
    if not page_starts:
        return None
    return max(1, bisect_right(page_starts, offset))


def build_result(
    analysis_id: str,
    doc: PreparedDocument,
    explanation: Explanation,
    settings: Settings,
    facts: Facts | None = None,
) -> AnalysisResult:
    """The result of ``doc``: the engine's wording, the key facts the analysis found before it
    (found here when not given), and the statutes of each clause by the topic it ended up with."""
    texts: dict[str, ClauseText] = {}
    missing: list[str] = []
    section_topics: list[str | None] | None = None  # read once, only where a clause needs the fallback
    for index, segment in enumerate(doc.segments):
        cid = clause_id(index)
        text = explanation.clauses.get(cid)
        if text is None:
            if section_topics is None:
                section_topics = _section_topics(doc, explanation.category)
            text = _fallback(
                doc.text[segment.start : segment.end],
                segment.heading,
                doc.explanation_language,
                explanation.category,
                doc.document_language,
                topic=section_topics[index],
            )
            missing.append(segment.heading or cid)
        texts[cid] = text

    # A topic only the heading or a weak model score gives is wrong often enough (shops' terms, validation:
    # 34 of 214 related statutes came from a wrong topic) that the statute "usually governing" it would be a
    # wrong statement: only a topic the clause's own words bear out brings a related statute.
    topics = {
        cid: text.topic if own_words_name(doc.text[seg.start : seg.end], text.topic, explanation.category) else None
        for (cid, text), seg in zip(texts.items(), doc.segments, strict=True)
    }
    found = facts if facts is not None else key_facts(doc)
    category = explanation.category if explanation.category in CATEGORIES else "other"
    statements = found.statements or find_statements(doc, found.deadlines, found.amounts, category)
    facts = replace(found, norms=find_norms(doc, topics), statements=statements)

    clauses = [
        Clause(
            id=cid,
            heading=segment.heading,
            original=doc.text[segment.start : segment.end],
            translation=texts[cid].translation,
            explanation=texts[cid].explanation,
            start=segment.start,
            end=segment.end,
            page=page_of(segment.start, doc.page_starts),
            norms=facts.norms.get(cid, []),
            topic=texts[cid].topic,
            # Found without words; worded here, in the reader's language.
            legal_notes=say_notes(facts.notes.get(cid, []), doc.explanation_language),
            statements=facts.statements.get(cid, []),
        )
        for cid, segment in ((clause_id(i), s) for i, s in enumerate(doc.segments))
    ]

    warnings: list[NoticeOrText] = [*doc.warnings, *explanation.warnings, *facts.warnings]
    if missing:
        warnings.append(Notice.of("clauses_fallback", clauses=", ".join(missing)))

    return AnalysisResult(
        analysis_id=analysis_id,
        status="completed",
        language=doc.explanation_language,  # validated at intake; pydantic checks again
        document_language=doc.document_language,
        category=category,  # type: ignore[arg-type]
        letter=any(is_letter(clause.original) for clause in clauses[:3]),
        tags=list(explanation.tags),
        summary=explanation.summary,
        clauses=clauses,
        document_date=document_date(doc),
        # Key dates and actions are found without words; they are worded here, in the reader's language.
        actions=say_actions(find_actions(doc, facts), doc.explanation_language),
        deadlines=say_deadlines(facts.deadlines, doc.explanation_language),
        amounts=facts.amounts,
        # Rendered here, once, in the reader's language; the same notice from two stages is said once.
        warnings=render_notices(warnings, doc.explanation_language),
        removed_personal_data=dict(doc.removed),
        engine=explanation.engine,
        disclaimer=render("disclaimer", doc.explanation_language),
        source=Source(name="Klartext", url=settings.public_url),
    )


def _section_topics(doc: PreparedDocument, category: str) -> list[str | None]:
    """Each clause's topic as the offline engine reads it: with the others of its section (``document_topics``)."""
    from app.analysis.topics import document_topics

    return document_topics([(doc.text[s.start : s.end], s.heading) for s in doc.segments], category)


def _fallback(
    original: str,
    heading: str | None,
    language: str,
    category: str,
    document_language: str | None = None,
    *,
    topic: str | None = None,
) -> ClauseText:
    # Imported lazily: with an LLM the fallback is rare, and the offline catalogue is large.
    from app.explain.offline import offline_clause

    text = offline_clause(
        original,
        language,
        topic,
        document_language,
        category=category,
        heading=heading,
    )
    text.fallback = True
    return text
