"""Locales are data: one folder per language (app/locales/<code>/), found at start-up (app.config).

Each folder holds what Klartext says and reads in that language, in formats translators' tools
know: ``language.toml`` (the language's own name; its presence makes the folder a language) and the
catalogues beside it. Loaders in this package turn the files into typed objects and check them.
"""

from __future__ import annotations

import string
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from app.config import DEFAULT_LANGUAGE, LANGUAGES, LOCALE_DIRS

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "locale_dir", "optional_toml", "placeholders", "read_toml"]


def locale_dir(language: str) -> Path:
    """The folder of ``language``; English's for a language that has none."""
    return LOCALE_DIRS.get(language) or LOCALE_DIRS[DEFAULT_LANGUAGE]


def read_toml(language: str, name: str) -> dict[str, Any]:
    """``<name>.toml`` of ``language``'s folder, parsed."""
    with (locale_dir(language) / f"{name}.toml").open("rb") as f:
        return tomllib.load(f)


@cache
def optional_toml(language: str, name: str) -> dict[str, Any]:
    """``<name>.toml`` of ``language``'s own folder, parsed once; empty when the language or the file is
    not there (the caller falls back to English's)."""
    folder = LOCALE_DIRS.get(language)
    path = folder / f"{name}.toml" if folder is not None else None
    if path is None or not path.is_file():
        return {}
    with path.open("rb") as f:
        return tomllib.load(f)


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a ``str.format`` template fills: what every loader compares with English."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}
