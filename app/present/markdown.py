"""Readable Markdown rendering of results, in the explanation language."""

from __future__ import annotations

from datetime import date

from app.locales.catalogue import OfflineCatalogue, offline_catalogue
from app.locales.messages import render
from app.locales.plural import choose
from app.locales.reading import wording
from app.models import Action, AnalysisResult, Clause, Decision, LegalNote, Norm

# The clause is quoted whole: the splitter cuts clauses at 1,800 characters (``app.prepare.segment.MAX_CLAUSE``), so
# the cut below only guards against a clause from elsewhere (an LLM result read back) that runs longer. A quote cut at
# 600 characters hid the last paragraph of a clause from the reader while the plain words spoke of all of it.
MAX_QUOTE_CHARS = 2000


def _quote(text: str) -> str:
    text = text.strip()
    if len(text) > MAX_QUOTE_CHARS:
        cut = text[:MAX_QUOTE_CHARS]
        text = (cut.rsplit(None, 1)[0] if " " in cut else cut) + " …"
    lines = [line.rstrip() for line in text.splitlines()]
    return "\n".join(f"> {line}" if line else ">" for line in lines)


def _norm(norm: Norm, cat: OfflineCatalogue) -> str:
    link = f"[{norm.citation}]({norm.url})" if norm.url else norm.citation
    return f"{link} ({cat.labels['related']})" if norm.relation == "related" else link


def _day(iso: str | None, language: str, weekday: bool = False) -> str | None:
    """An ISO date the way the reader's language writes dates ("Tuesday, 23/09/2025"); the ISO text if it does not parse."""
    if not iso:
        return None
    try:
        day = date.fromisoformat(iso)
    except ValueError:
        return iso
    words = wording(language)
    text = words.fmt_date(day.day, day.month, day.year)
    return f"{words.weekdays[day.weekday()]}, {text}" if weekday else text


def _decision(decision: Decision) -> str:
    """A decision as courts cite it: "BGH, 23.06.2004, VIII ZR 361/03", a link when there is a free source."""
    try:
        day = date.fromisoformat(decision.date).strftime("%d.%m.%Y")
    except ValueError:
        day = decision.date
    text = f"{decision.court}, {day}, {decision.file_number}"
    return f"[{text}]({decision.url})" if decision.url else text


def _note(note: LegalNote, cat: OfflineCatalogue, language: str) -> list[str]:
    out = [f"- **{render(f'md_note_{note.kind}', language)}:** {note.text.strip()}"]
    if note.norms:
        out.append(f"  {render('md_note_norms', language)} " + ", ".join(_norm(n, cat) for n in note.norms))
    if note.decisions:
        out.append(f"  {render('md_note_decisions', language)} " + "; ".join(_decision(d) for d in note.decisions))
    # Two spaces end a Markdown line without starting a paragraph: the norms and decisions stay with their note.
    return [line + "  " for line in out[:-1]] + out[-1:]


def _heading(index: int, clause: Clause, cat: OfflineCatalogue) -> str:
    return (clause.heading or "").strip() or cat.labels["clause"].format(number=index + 1)


def _clause(index: int, clause: Clause, cat: OfflineCatalogue, language: str) -> list[str]:
    heading = _heading(index, clause, cat)
    if clause.page:
        heading += f" ({cat.labels['page'].format(page=clause.page)})"
    out = [f"## {heading}", "", _quote(clause.original), ""]
    out += [f"**{cat.labels['plain']}** {clause.translation}", ""]
    out += [f"**{cat.labels['why']}** {clause.explanation}", ""]
    if clause.norms:
        out += [f"**{cat.labels['norms']}** " + ", ".join(_norm(n, cat) for n in clause.norms), ""]
    if clause.legal_notes:
        out += [f"**{render('md_notes', language)}**", ""]
        for note in clause.legal_notes:
            out += _note(note, cat, language)
        out.append("")
    return out


def in_date_order(actions: list[Action]) -> list[Action]:
    """Dated actions first, by date and time; those without a date after them, as they came."""
    return sorted(actions, key=lambda a: (a.date is None, a.date or "", a.time or ""))


def _actions(result: AnalysisResult, cat: OfflineCatalogue) -> list[str]:
    language = result.language
    headings = {clause.id: _heading(i, clause, cat) for i, clause in enumerate(result.clauses)}
    out = [f"## {render('md_actions', language)}", ""]
    for action in in_date_order(result.actions):
        day = _day(action.date, language, weekday=True)
        when = render("md_action_at", language, date=day, time=action.time) if day and action.time else day
        line = f"- **{when or render('md_action_no_date', language)}** – {action.text.strip()}"
        line += f" ({render(f'md_action_{action.kind}', language)}"
        if action.clause_id in headings:
            line += "; " + render("md_action_from", language, clause=headings[action.clause_id])
        out.append(line + ")")
    out.append("")
    return out


def _deadlines(result: AnalysisResult, cat: OfflineCatalogue) -> list[str]:
    out = [f"## {cat.labels['deadlines']}", ""]
    for deadline in result.deadlines:
        if deadline.description:
            # "Termin am Dienstag … 09:30 Uhr (im Wortlaut: „…“)": the quote in brackets after the sentence.
            line = f"- {deadline.description.rstrip(' .')} ({cat.labels['as_written']}: “{deadline.text}”)"
        else:
            # Without a description (a date without a year): the document's words, labelled as such, so that a
            # reader of another language is not handed them as if they were ours.
            line = f"- {cat.labels['as_written']}: “{deadline.text}”"
            if deadline.date and deadline.date not in deadline.text:
                line += f" → {deadline.date}"
        if deadline.computation:
            line += f" ({cat.labels['computed']}: {deadline.computation})"
        out.append(line)
    out.append("")
    return out


def _removed(counts: dict[str, int], cat: OfflineCatalogue) -> str | None:
    items = []
    for kind, count in counts.items():
        if count <= 0:
            continue
        key = kind.lower()
        forms = cat.personal_data.get(key) or {"other": key.replace("_", " ")}
        items.append(f"{count} {choose(cat.language, count, forms)}")
    return cat.labels["removed"].format(items=", ".join(items)) if items else None


def to_markdown(result: AnalysisResult) -> str:
    cat = offline_catalogue(result.language)
    category = cat.category_names.get(result.category, cat.category_names["other"])
    if result.letter:
        # A landlord's letter is no lease: its title says it is a letter about one.
        category = cat.category_names.get(f"{result.category}_letter", category)
    out = [
        f"# {cat.labels['title'].format(category=category)}",
        "",
        f"## {cat.labels['summary']}",
        "",
        result.summary.strip(),
        "",
    ]
    document_date = _day(result.document_date, result.language)
    if document_date:
        out += [render("md_document_date", result.language, date=document_date), ""]
    # What the reader must or can do and the key dates come first: they are what a letter is about.
    if result.actions:
        out += _actions(result, cat)
    if result.deadlines:
        out += _deadlines(result, cat)
    for index, clause in enumerate(result.clauses):
        out += _clause(index, clause, cat, result.language)
    if result.amounts:
        out += [f"## {cat.labels['amounts']}", ""]
        seen: set[tuple[float, str, str | None, str | None]] = set()
        for amount in result.amounts:
            # A sum named again with the same meaning (a total repeated in the payment request) is listed once; the
            # result keeps every mention, each with its clause.
            key = (amount.value, amount.currency, amount.meaning, amount.applies_from)
            if key in seen:
                continue
            seen.add(key)
            meaning = cat.amount_labels.get(amount.meaning or "", cat.topic_labels.get(amount.meaning or ""))
            # The day it applies from, where the text marks one: a later rent beside the first is told apart.
            since = _day(amount.applies_from, result.language)
            said = " ".join(w for w in (meaning, cat.labels["amount_from"].format(date=since) if since else None) if w)
            out.append(f"- {amount.text}" + (f" – {said}" if said else ""))
        out.append("")
    if result.warnings:
        out += [f"## {cat.labels['warnings']}", ""] + [f"- {w}" for w in result.warnings] + [""]
    out.append("---")
    out.append("")
    removed = _removed(result.removed_personal_data, cat)
    if removed:
        out += [removed, ""]
    engine = (
        cat.labels["engine_llm"].format(model=result.engine.model or "LLM")
        if result.engine.kind == "llm"
        else cat.labels["engine_offline"]
    )
    out += [
        f"*{result.disclaimer.strip()}*",
        "",
        engine,
        "",
        cat.labels["source"].format(name=result.source.name, url=result.source.url),
        "",
    ]
    return "\n".join(out)
