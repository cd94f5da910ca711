"""The offline engine's texts for an explanation language: ``<code>/offline.toml``, typed and checked.

English is the reference: every other language must have each of its keys (and no others), and
every text must use the same {placeholders} as the English one, so a translation can never break a
``format`` call at run time. A language folder without ``offline.toml`` (say, one that so far only
translates the messages) gets the English texts.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from app.config import DEFAULT_LANGUAGE, LOCALE_DIRS
from app.locales import placeholders

FILE_NAME = "offline.toml"
# CLDR plural categories; "other" is the one every language has.
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})

PluralForms = dict[str, str]  # plural category -> word form (app.locales.plural.choose)


class CatalogueError(ValueError):
    """An offline.toml that cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class TopicTexts:
    """Templates for one clause topic; the engine uses the first whose placeholders it can fill."""

    translations: tuple[str, ...]
    explanations: tuple[str, ...]


@dataclass(frozen=True)
class OfflineCatalogue:
    """The texts of the offline engine and the Markdown output in one language (``language``)."""

    language: str
    language_names: Mapping[str, str]
    category_names: Mapping[str, str]
    category_summary: Mapping[str, str]
    topic_labels: Mapping[str, str]
    topics: Mapping[str, TopicTexts]
    units: Mapping[str, PluralForms]
    text: Mapping[str, str]
    labels: Mapping[str, str]
    amount_labels: Mapping[str, str]
    personal_data: Mapping[str, PluralForms]


_TEXT_GROUPS = (
    "language_names",
    "category_names",
    "category_summary",
    "topic_labels",
    "text",
    "labels",
    "amount_labels",
)
_PLURAL_GROUPS = ("units", "personal_data")
_GROUPS = frozenset({*_TEXT_GROUPS, *_PLURAL_GROUPS, "topics"})


@cache
def offline_catalogue(language: str) -> OfflineCatalogue:
    """The catalogue of ``language``; English for an unknown language or a folder without offline.toml."""
    folder = LOCALE_DIRS.get(language)
    if language == DEFAULT_LANGUAGE or folder is None or not (folder / FILE_NAME).is_file():
        if language != DEFAULT_LANGUAGE:
            return offline_catalogue(DEFAULT_LANGUAGE)
        return load_catalogue(LOCALE_DIRS[DEFAULT_LANGUAGE] / FILE_NAME, DEFAULT_LANGUAGE)
    return load_catalogue(folder / FILE_NAME, language, reference=offline_catalogue(DEFAULT_LANGUAGE))


def load_catalogue(path: Path, language: str, reference: OfflineCatalogue | None = None) -> OfflineCatalogue:
    """Read and check ``path``; with a ``reference`` (English), also its keys and placeholders."""
    try:
        with path.open("rb") as f:
            raw = tomllib.load(f)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogueError(f"{path}: not valid TOML: {exc}") from exc
    check = _Checker(path)
    check.keys("", raw, _GROUPS)
    catalogue = OfflineCatalogue(
        language=language,
        language_names=check.texts("language_names", raw["language_names"]),
        category_names=check.texts("category_names", raw["category_names"]),
        category_summary=check.texts("category_summary", raw["category_summary"]),
        topic_labels=check.texts("topic_labels", raw["topic_labels"]),
        topics=check.topics(raw["topics"]),
        units=check.plurals("units", raw["units"]),
        text=check.texts("text", raw["text"]),
        labels=check.texts("labels", raw["labels"]),
        amount_labels=check.texts("amount_labels", raw["amount_labels"]),
        personal_data=check.plurals("personal_data", raw["personal_data"]),
    )
    if reference is not None:
        check.like(catalogue, reference)
    return catalogue


class _Checker:
    """Turns the parsed TOML into typed values; every complaint names the file and the dotted key."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, key: str, problem: str) -> CatalogueError:
        return CatalogueError(f"{self.path}: {key}: {problem}")

    def keys(self, key: str, value: Mapping[str, Any], expected: frozenset[str] | set[str]) -> None:
        missing, unknown = sorted(expected - value.keys()), sorted(value.keys() - expected)
        where = key or "top level"
        if missing:
            raise self.fail(where, f"missing {', '.join(missing)}")
        if unknown:
            raise self.fail(where, f"unknown {', '.join(unknown)}")

    def table(self, key: str, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(key, "must be a table")
        return value

    def string(self, key: str, value: Any) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(key, "must be a non-empty string")
        try:
            placeholders(value)
        except ValueError as exc:  # a lone "{" or "}"
            raise self.fail(key, f"malformed placeholder: {exc}") from exc
        return value

    def texts(self, group: str, value: Any) -> Mapping[str, str]:
        table = self.table(group, value)
        return MappingProxyType({k: self.string(f"{group}.{k}", v) for k, v in table.items()})

    def plurals(self, group: str, value: Any) -> Mapping[str, PluralForms]:
        result: dict[str, PluralForms] = {}
        for name, forms in self.table(group, value).items():
            key = f"{group}.{name}"
            forms = self.table(key, forms)
            if "other" not in forms:
                raise self.fail(key, 'missing the plural form "other"')
            unknown = sorted(forms.keys() - PLURAL_CATEGORIES)
            if unknown:
                raise self.fail(key, f"unknown plural categories {', '.join(unknown)}")
            result[name] = {form: self.string(f"{key}.{form}", text) for form, text in forms.items()}
        return MappingProxyType(result)

    def topics(self, value: Any) -> Mapping[str, TopicTexts]:
        result: dict[str, TopicTexts] = {}
        for topic, entry in self.table("topics", value).items():
            key = f"topics.{topic}"
            entry = self.table(key, entry)
            self.keys(key, entry, {"translations", "explanations"})
            result[topic] = TopicTexts(
                translations=self.templates(f"{key}.translations", entry["translations"]),
                explanations=self.templates(f"{key}.explanations", entry["explanations"]),
            )
        return MappingProxyType(result)

    def templates(self, key: str, value: Any) -> tuple[str, ...]:
        if not isinstance(value, list) or not value:
            raise self.fail(key, "must be a non-empty list of strings")
        templates = tuple(self.string(f"{key}[{i}]", t) for i, t in enumerate(value))
        if placeholders(templates[-1]):
            raise self.fail(f"{key}[{len(templates) - 1}]", "the last template must need no placeholder")
        return templates

    def like(self, catalogue: OfflineCatalogue, reference: OfflineCatalogue) -> None:
        """Same keys as the reference and the same placeholders in every text."""
        for group in _TEXT_GROUPS:
            ours, theirs = getattr(catalogue, group), getattr(reference, group)
            self.keys(group, ours, set(theirs))
            for name, text in theirs.items():
                self.same_placeholders(f"{group}.{name}", ours[name], text)
        for group in _PLURAL_GROUPS:
            ours, theirs = getattr(catalogue, group), getattr(reference, group)
            self.keys(group, ours, set(theirs))
            for name, forms in ours.items():
                for form, text in forms.items():
                    self.same_placeholders(f"{group}.{name}.{form}", text, theirs[name]["other"])
        self.keys("topics", catalogue.topics, set(reference.topics))
        for topic, texts in reference.topics.items():
            for part in ("translations", "explanations"):
                key = f"topics.{topic}.{part}"
                ours_t, theirs_t = getattr(catalogue.topics[topic], part), getattr(texts, part)
                if len(ours_t) != len(theirs_t):
                    raise self.fail(key, f"{len(theirs_t)} templates expected (as in English), found {len(ours_t)}")
                for i, (text, english) in enumerate(zip(ours_t, theirs_t, strict=True)):
                    self.same_placeholders(f"{key}[{i}]", text, english)

    def same_placeholders(self, key: str, text: str, english: str) -> None:
        ours, theirs = placeholders(text), placeholders(english)
        if ours != theirs:
            shown = ", ".join(f"{{{p}}}" for p in sorted(theirs)) or "none"
            found = ", ".join(f"{{{p}}}" for p in sorted(ours)) or "none"
            raise self.fail(key, f"placeholders {shown} expected (as in English), found {found}")
