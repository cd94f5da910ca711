"""The LLM engine's prompt texts of one language (``<code>/prompts.toml``), typed and checked at load.

Every language's file names the language (in English and in itself) and how to address the reader.
The instructions and the message framing are English's for every language (models follow English
instructions most reliably); a folder may carry its own ``[instructions]`` and ``[message]`` tables,
and a folder without ``prompts.toml`` uses English's file as a whole. Whatever a file holds must have
the keys of English's tables and, key by key, the same ``{placeholders}``: prompts.py fills them in,
so a missing or extra one would break or silently lose part of a prompt.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from app.locales import DEFAULT_LANGUAGE, locale_dir
from app.locales import placeholders as _placeholders

FILE_NAME = "prompts.toml"
# Tables a file may leave out: they then come from English's file.
_SHARED = ("instructions", "message")


class PromptsError(ValueError):
    """A prompts.toml does not match English's: names the file and what is wrong."""


class _Table(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class LanguageNames(_Table):
    english: str  # "French": the model is told both names, so it cannot mistake the code
    native: str  # "français"


class Reader(_Table):
    address: str  # one sentence: which form of "you" to use, with an example


class Instructions(_Table):
    rules: str  # {language} {address}
    clauses_task: str  # {topics}
    overview_task: str  # {max_tags} {categories}
    schema_instruction: str  # {schema}: for servers that do not enforce a JSON schema


class Message(_Table):
    explanation_language: str  # {label} {code}
    document_language: str  # {code}
    category_hint: str  # {category}
    clauses_intro: str  # {count}
    overview_intro: str  # {note}
    overview_cut_note: str
    figures_retry: str  # the line before the corrections of a retry
    figures_wrong: str  # {id} {figures}: one clause's figures not found in its text or facts
    figures_wrong_summary: str  # {figures}
    facts_intro: str  # the line before the <facts> of a clause: what Klartext found, to rely on
    roles_retry: str  # the line before the corrections of a retry for figures given a role they do not have
    roles_wrong: str  # {id} {claims}: one clause's figures called something the clause does not make them
    roles_wrong_summary: str  # {claims}
    role_claim: str  # {figure} {claim} {roles}: one such figure, as the model wrote it
    no_role: str  # what {roles} says for a figure the text gives no role


# What an answer may call a figure, checked against the role the statements give it
# (app/explain/answercheck.py maps each to the roles that bear it out).
ROLE_CLAIMS = ("start", "end", "salary", "rent", "deposit")


def _compiled(patterns: tuple[str, ...]) -> tuple[str, ...]:
    for pattern in patterns:
        try:
            re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"{pattern!r}: {exc}") from exc
    return patterns


class AnswerCheck(_Table):
    # Regular expressions (case-insensitive) of what no explanation says to its reader: talk about
    # "the user" or the system prompt, pressure to sign or to send money (app/explain/answercheck.py).
    instructions: tuple[str, ...] = ()
    # Words of this language by which an answer calls a date the start or the end (deadline) of something,
    # or an amount the salary, the rent or the deposit: regular expressions (case-insensitive, matched as
    # whole words; write ``\w*`` for compounds), by claim (ROLE_CLAIMS).
    roles: dict[str, tuple[str, ...]] = {}

    @field_validator("instructions")
    @classmethod
    def _compiles(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _compiled(value)

    @field_validator("roles")
    @classmethod
    def _known_claims(cls, value: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
        unknown = sorted(set(value) - set(ROLE_CLAIMS))
        if unknown:
            raise ValueError(f"unknown role claims {unknown}; known: {list(ROLE_CLAIMS)}")
        for patterns in value.values():
            _compiled(patterns)
        return value


class Prompts(_Table):
    language: LanguageNames
    reader: Reader
    instructions: Instructions
    message: Message
    answer_check: AnswerCheck = AnswerCheck()


def placeholders(template: str) -> frozenset[str]:
    return frozenset(_placeholders(template))


def _read(path: Path) -> dict[str, Any]:
    with path.open("rb") as f:
        return tomllib.load(f)


def _check_placeholders(path: Path, data: dict[str, Any], reference: Prompts) -> None:
    for table, values in data.items():
        expected = getattr(reference, table, None)
        if not isinstance(values, dict) or expected is None:
            continue  # the model validation names unknown tables and wrong types
        for key, text in values.items():
            want = getattr(expected, key, None)
            if isinstance(text, str) and isinstance(want, str) and placeholders(text) != placeholders(want):
                found, needed = sorted(placeholders(text)), sorted(placeholders(want))
                raise PromptsError(f"{path}: [{table}] {key} has placeholders {found}, English has {needed}")


def parse(path: Path, reference: Prompts | None) -> Prompts:
    """The prompts in ``path``; ``reference`` (English's) fills the shared tables and sets the rules."""
    try:
        data = _read(path)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise PromptsError(f"{path}: {exc}") from exc
    merged = dict(data)
    if reference is not None:
        _check_placeholders(path, data, reference)
        for table in _SHARED:
            merged.setdefault(table, getattr(reference, table).model_dump())
    try:
        return Prompts.model_validate(merged)
    except ValidationError as exc:
        raise PromptsError(f"{path}: {exc}") from exc


@cache
def english() -> Prompts:
    return parse(locale_dir(DEFAULT_LANGUAGE) / FILE_NAME, None)


@cache
def prompts(language: str) -> Prompts:
    """The prompts of ``language``: English's for a language without a folder or a prompts.toml."""
    path = locale_dir(language) / FILE_NAME
    if language == DEFAULT_LANGUAGE or not path.is_file():
        return english()
    return parse(path, english())
