"""Readable Markdown rendering of results, in the explanation language."""

from __future__ import annotations

from types import ModuleType

from app.explain.catalogue import catalogue
from app.models import AnalysisResult, Clause, Norm

MAX_QUOTE_CHARS = 600


def _quote(text: str) -> str:
    text = text.strip()
    if len(text) > MAX_QUOTE_CHARS:
        cut = text[:MAX_QUOTE_CHARS]
        text = (cut.rsplit(None, 1)[0] if " " in cut else cut) + " …"
    lines = [line.rstrip() for line in text.splitlines()]
    return "\n".join(f"> {line}" if line else ">" for line in lines)


def _norm(norm: Norm, cat: ModuleType) -> str:
    link = f"[{norm.citation}]({norm.url})" if norm.url else norm.citation
    return f"{link} ({cat.LABELS['related']})" if norm.relation == "related" else link


def _clause(index: int, clause: Clause, cat: ModuleType) -> list[str]:
    heading = (clause.heading or "").strip() or cat.LABELS["clause"].format(number=index + 1)
    if clause.page:
        heading += f" ({cat.LABELS['page'].format(page=clause.page)})"
    out = [f"## {heading}", "", _quote(clause.original), ""]
    out += [f"**{cat.LABELS['plain']}** {clause.translation}", ""]
    out += [f"**{cat.LABELS['why']}** {clause.explanation}", ""]
    if clause.norms:
        out += [f"**{cat.LABELS['norms']}** " + ", ".join(_norm(n, cat) for n in clause.norms), ""]
    return out


def _removed(counts: dict[str, int], cat: ModuleType) -> str | None:
    items = []
    for kind, count in counts.items():
        if count <= 0:
            continue
        key = kind.lower()
        singular, plural = cat.PERSONAL_DATA.get(key, (key.replace("_", " "), key.replace("_", " ")))
        items.append(f"{count} {singular if count == 1 else plural}")
    return cat.LABELS["removed"].format(items=", ".join(items)) if items else None


def to_markdown(result: AnalysisResult) -> str:
    cat = catalogue(result.language)
    category = cat.CATEGORY_NAMES.get(result.category, cat.CATEGORY_NAMES["other"])
    out = [
        f"# {cat.LABELS['title'].format(category=category)}",
        "",
        f"## {cat.LABELS['summary']}",
        "",
        result.summary.strip(),
        "",
    ]
    for index, clause in enumerate(result.clauses):
        out += _clause(index, clause, cat)
    if result.deadlines:
        out += [f"## {cat.LABELS['deadlines']}", ""]
        for deadline in result.deadlines:
            line = f"- {deadline.text}"
            if deadline.date and deadline.date not in deadline.text:
                line += f" → {deadline.date}"
            if deadline.computation:
                line += f" ({cat.LABELS['computed']}: {deadline.computation})"
            out.append(line)
        out.append("")
    if result.amounts:
        out += [f"## {cat.LABELS['amounts']}", ""]
        for amount in result.amounts:
            meaning = cat.AMOUNT_LABELS.get(amount.meaning or "", cat.TOPIC_LABELS.get(amount.meaning or ""))
            out.append(f"- {amount.text}" + (f" – {meaning}" if meaning else ""))
        out.append("")
    if result.warnings:
        out += [f"## {cat.LABELS['warnings']}", ""] + [f"- {w}" for w in result.warnings] + [""]
    out.append("---")
    out.append("")
    removed = _removed(result.removed_personal_data, cat)
    if removed:
        out += [removed, ""]
    engine = (
        cat.LABELS["engine_llm"].format(model=result.engine.model or "LLM")
        if result.engine.kind == "llm"
        else cat.LABELS["engine_offline"]
    )
    out += [
        f"*{result.disclaimer.strip()}*",
        "",
        engine,
        "",
        cat.LABELS["source"].format(name=result.source.name, url=result.source.url),
        "",
    ]
    return "\n".join(out)
