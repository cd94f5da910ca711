"""The keyword tables of topic detection and classification: ``app/locales/keywords.toml``, checked.

One file for all languages, not one per language folder: every document is matched against the
keywords of all six languages at once (its language is not known to the matcher), and many keywords
belong to several languages at once ("entre$", "garantie", "cliente"). Split per language, a shared
keyword would either be listed twice, which counts it twice in a score, or filed under one language
arbitrarily.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from app.config import LOCALES_DIR

KEYWORDS_FILE = LOCALES_DIR / "keywords.toml"

Keywords = tuple[str, ...]
ByWeight = Mapping[int, Keywords]  # weight -> keywords (syntax: app.analysis.keywords)


class KeywordsError(ValueError):
    """A keywords.toml that cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class KeywordTables:
    topics: Mapping[str, ByWeight]  # clause topic -> keywords by weight, in catalogue order
    categories: Mapping[str, ByWeight]  # document category -> keywords by weight
    tags: Mapping[str, Keywords]  # tags beyond the clause topics (weight 1)


@cache
def keyword_tables() -> KeywordTables:
    return load_keywords(KEYWORDS_FILE)


def load_keywords(path: Path) -> KeywordTables:
    try:
        with path.open("rb") as f:
            raw = tomllib.load(f)
    except tomllib.TOMLDecodeError as exc:
        raise KeywordsError(f"{path}: not valid TOML: {exc}") from exc

    def fail(key: str, problem: str) -> KeywordsError:
        return KeywordsError(f"{path}: {key}: {problem}")

    def table(key: str, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise fail(key, "must be a table")
        return value

    def words(key: str, value: Any) -> Keywords:
        if not isinstance(value, list) or not all(isinstance(w, str) and w.strip("~$").strip() for w in value):
            raise fail(key, "must be a list of non-empty strings")
        return tuple(value)

    def by_weight(key: str, value: Any) -> ByWeight:
        result: dict[int, Keywords] = {}
        for weight, listed in table(key, value).items():
            if not weight.isdigit() or int(weight) < 1:
                raise fail(f"{key}.{weight}", "a weight must be a positive whole number")
            result[int(weight)] = words(f"{key}.{weight}", listed)
        return MappingProxyType(result)

    unknown = sorted(raw.keys() - {"topics", "categories", "tags"})
    if unknown:
        raise fail("top level", f"unknown {', '.join(unknown)}")
    sections = {name: table(name, raw.get(name)) for name in ("topics", "categories", "tags")}
    return KeywordTables(
        topics=MappingProxyType({n: by_weight(f"topics.{n}", v) for n, v in sections["topics"].items()}),
        categories=MappingProxyType({n: by_weight(f"categories.{n}", v) for n, v in sections["categories"].items()}),
        tags=MappingProxyType({n: words(f"tags.{n}", v) for n, v in sections["tags"].items()}),
    )
