"""Readable Markdown rendering of results, in the explanation language."""

from __future__ import annotations

from app.locales.catalogue import OfflineCatalogue, offline_catalogue
from app.locales.plural import choose
from app.models import AnalysisResult, Clause, Norm

MAX_QUOTE_CHARS = 600


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


def _clause(index: int, clause: Clause, cat: OfflineCatalogue) -> list[str]:
    heading = (clause.heading or "").strip() or cat.labels["clause"].format(number=index + 1)
    if clause.page:
        heading += f" ({cat.labels['page'].format(page=clause.page)})"
    out = [f"## {heading}", "", _quote(clause.original), ""]
    out += [f"**{cat.labels['plain']}** {clause.translation}", ""]
    out += [f"**{cat.labels['why']}** {clause.explanation}", ""]
    if clause.norms:
        out += [f"**{cat.labels['norms']}** " + ", ".join(_norm(n, cat) for n in clause.norms), ""]
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
    out = [
        f"# {cat.labels['title'].format(category=category)}",
        "",
        f"## {cat.labels['summary']}",
        "",
        result.summary.strip(),
        "",
    ]
    for index, clause in enumerate(result.clauses):
        out += _clause(index, clause, cat)
    if result.deadlines:
        out += [f"## {cat.labels['deadlines']}", ""]
        for deadline in result.deadlines:
            line = f"- {deadline.text}"
            if deadline.date and deadline.date not in deadline.text:
                line += f" → {deadline.date}"
            if deadline.computation:
                line += f" ({cat.labels['computed']}: {deadline.computation})"
            out.append(line)
        out.append("")
    if result.amounts:
        out += [f"## {cat.labels['amounts']}", ""]
        for amount in result.amounts:
            meaning = cat.amount_labels.get(amount.meaning or "", cat.topic_labels.get(amount.meaning or ""))
            out.append(f"- {amount.text}" + (f" – {meaning}" if meaning else ""))
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
