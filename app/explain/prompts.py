"""What the LLM engine sends to a model: system prompts, message layout, answer schemas.

The texts are locale data (``app/locales/<code>/prompts.toml``, loaded by ``app.locales.prompts``);
this module assembles them and owns what is not language: the delimiters and the schemas.

The document is data, never instructions. Clause texts travel inside ``<clause id="cN">``
delimiters and the document inside ``<document>``; any look-alike of our tags inside the text
is neutralised first, so a clause cannot close its own delimiter and smuggle in instructions.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, get_args

from app.analysis.topics import TOPICS
from app.explain.answercheck import RoleMismatch
from app.explain.chat import ChatMessage, OutputSchema
from app.locales.prompts import prompts
from app.models import Category

CLAUSES_SCHEMA_NAME = "klartext_clauses"
OVERVIEW_SCHEMA_NAME = "klartext_overview"
CATEGORIES: tuple[str, ...] = get_args(Category)
MAX_TAGS = 8
# The overview needs the gist, not every word: long documents are cut to keep the call cheap.
OVERVIEW_MAX_CHARS = 16_000

_TAG_NAMES = ("clause", "document", "context")
# "<clause", "</clause", "< / document" ...: anything that could open or close one of our tags.
_TAG_LOOKALIKE = re.compile(r"<(\s*/?\s*(?:" + "|".join(_TAG_NAMES) + r"))", re.IGNORECASE)


def language_label(language: str) -> str:
    names = prompts(language).language
    return f"{names.english} ({names.native})" if names.english != names.native else names.english


def neutralise(text: str) -> str:
    """Make tag look-alikes inside document text harmless (``<`` becomes ``‹``)."""
    return _TAG_LOOKALIKE.sub(r"‹\1", text)


def system_prompt(language: str, *, overview: bool = False) -> str:
    texts = prompts(language)
    rules = texts.instructions.rules.format(language=language_label(language), address=texts.reader.address)
    if overview:
        task = texts.instructions.overview_task.format(max_tags=MAX_TAGS, categories=", ".join(CATEGORIES))
    else:
        # The schema constrains servers that enforce it; the list in the text guides those that do not.
        task = texts.instructions.clauses_task.format(topics=", ".join(TOPICS))
    return f"{rules}\n\n{task}"


def _context(explanation_language: str, document_language: str, category_hint: str | None) -> str:
    message = prompts(explanation_language).message
    lines = [
        "<context>",
        message.explanation_language.format(label=language_label(explanation_language), code=explanation_language),
        message.document_language.format(code=document_language),
    ]
    if category_hint:
        lines.append(message.category_hint.format(category=category_hint))
    lines.append("</context>")
    return "\n".join(lines)


def clauses_message(
    clauses: Sequence[tuple[str, str]],
    *,
    explanation_language: str,
    document_language: str,
    category_hint: str | None = None,
    facts: Mapping[str, str] | None = None,
) -> str:
    """User message for one batch: context, then each clause inside its own delimiters, with the
    facts Klartext found in it (``facts``: text by clause id) as grounding."""
    message = prompts(explanation_language).message
    parts = [_context(explanation_language, document_language, category_hint), ""]
    grounded = {cid: facts[cid] for cid, _ in clauses if facts and facts.get(cid)}
    if grounded:
        parts.append(message.facts_intro)
    parts.append(message.clauses_intro.format(count=len(clauses)))
    for cid, text in clauses:
        parts.append(f'<clause id="{cid}">\n{neutralise(text)}\n</clause>')
        if cid in grounded:
            parts.append(f'<facts for="{cid}">\n{neutralise(grounded[cid])}\n</facts>')
    return "\n".join(parts)


def overview_message(
    text: str,
    *,
    explanation_language: str,
    document_language: str,
    category_hint: str | None = None,
) -> str:
    """User message for the summary call: context, then the (possibly shortened) document."""
    message = prompts(explanation_language).message
    shortened = len(text) > OVERVIEW_MAX_CHARS
    body = text[:OVERVIEW_MAX_CHARS]
    parts = [_context(explanation_language, document_language, category_hint), ""]
    parts.append(message.overview_intro.format(note=message.overview_cut_note if shortened else ""))
    parts.append(f"<document>\n{neutralise(body)}\n</document>")
    return "\n".join(parts)


def messages(system: str, user: str) -> list[ChatMessage]:
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def clauses_schema() -> OutputSchema:
    """Strict JSON schema for a batch answer (strict mode: every key required, no extras).

    Topics come from the offline engine's catalogue, so both engines label clauses alike.
    """
    clause = {
        "type": "object",
        "properties": {
            "id": {"type": "string"},
            "translation": {"type": "string"},
            "explanation": {"type": "string"},
            "topic": {"type": "string", "enum": list(TOPICS)},
        },
        "required": ["id", "translation", "explanation", "topic"],
        "additionalProperties": False,
    }
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {"clauses": {"type": "array", "items": clause}},
        "required": ["clauses"],
        "additionalProperties": False,
    }
    return OutputSchema(CLAUSES_SCHEMA_NAME, schema)


def overview_schema() -> OutputSchema:
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "summary": {"type": "string"},
            "category": {"type": "string", "enum": list(CATEGORIES)},
            "tags": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["summary", "category", "tags"],
        "additionalProperties": False,
    }
    return OutputSchema(OVERVIEW_SCHEMA_NAME, schema)


def schema_instruction(schema: OutputSchema) -> str:
    """The schema spelled out for a server that does not enforce it (instructions are English's)."""
    return prompts("en").instructions.schema_instruction.format(
        schema=json.dumps(dict(schema.schema), ensure_ascii=False, separators=(",", ":"))
    )


def figures_retry(explanation_language: str, wrong: Mapping[str, Sequence[str]], *, summary: bool = False) -> str:
    """The corrections of a second request: which figures of the first answer were not in the text.

    ``wrong`` maps a clause id (ignored for the summary) to the figures as the model wrote them.
    """
    message = prompts(explanation_language).message
    lines = [message.figures_retry.strip()]
    for cid, figures in wrong.items():
        listed = ", ".join(f'"{neutralise(f)}"' for f in figures)
        if summary:
            lines.append(message.figures_wrong_summary.format(figures=listed))
        else:
            lines.append(message.figures_wrong.format(id=cid, figures=listed))
    return "\n".join(lines)


def roles_retry(
    explanation_language: str, wrong: Mapping[str, Sequence[RoleMismatch]], *, summary: bool = False
) -> str:
    """The corrections of a second request: which figures the first answer called something (the start, the
    salary ...) their clause does not make them, with the roles Klartext found for them.

    ``wrong`` maps a clause id (ignored for the summary) to the mismatches of its answer.
    """
    message = prompts(explanation_language).message
    lines = [message.roles_retry.strip()]
    for cid, mismatches in wrong.items():
        claims = ", ".join(
            message.role_claim.format(
                figure=neutralise(m.figure), claim=m.claim, roles=", ".join(m.roles) or message.no_role
            )
            for m in mismatches
        )
        if summary:
            lines.append(message.roles_wrong_summary.format(claims=claims))
        else:
            lines.append(message.roles_wrong.format(id=cid, claims=claims))
    return "\n".join(lines)
