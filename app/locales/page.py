"""The upload page's texts: app/locales/<code>/page.toml, served together as /static/strings.json.

Each page.toml holds flat ``key = "text"`` pairs plus tables of them (``[categories]``); the
amounts' meanings (``meanings``) are offline.toml's ``[amount_labels]``; the page's script fills ``{name}`` placeholders. Checked once, at import (start-up):
every English key in every language, nothing more, the same placeholders. The served document keeps
the shape the page has always read, ``{code: {key: text | {key: text}}}``, one entry per language
folder found, and adds each language's own name (language.toml) as ``languageName`` so the page can
offer every language without a list of its own.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.config import DEFAULT_LANGUAGE, LOCALE_DIRS
from app.locales.messages import CatalogueError

__all__ = ["LANGUAGE_NAME_KEY", "PAGES", "PageTexts", "document", "load_page", "load_pages", "page_placeholders"]

FILE_NAME = "page.toml"
# Added to each language's entry of the served document; so no page.toml may use it.
LANGUAGE_NAME_KEY = "languageName"
# The table of amount meanings the page shows, taken from offline.toml's [amount_labels].
MEANINGS_KEY = "meanings"
# What the page's fmt() replaces (app/transport/web/static/app.js): {word}, no escaping.
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def page_placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


@dataclass(frozen=True)
class PageTexts:
    language: str
    # The language's own name, from language.toml ("Deutsch"): what the language choices show.
    name: str
    texts: Mapping[str, str]
    # Tables of texts by a value the server sends (a document's category, an amount's meaning).
    groups: Mapping[str, Mapping[str, str]]

    def as_json(self) -> dict[str, Any]:
        return {**self.texts, **{k: dict(v) for k, v in self.groups.items()}, LANGUAGE_NAME_KEY: self.name}

    def flat(self) -> dict[str, str]:
        """Every text by its dotted key ("categories.loan"), for comparing languages."""
        return {**self.texts, **{f"{g}.{k}": t for g, table in self.groups.items() for k, t in table.items()}}


def _read(path: Path) -> dict[str, Any]:
    if not path.is_file():
        raise CatalogueError(f"{path}: missing. Every language folder needs {path.name} (copy the English one).")
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CatalogueError(f"{path}: not valid TOML ({exc})") from exc


def load_page(language: str, folder: Path) -> PageTexts:
    """``folder``'s page.toml (and its language.toml's name) as :class:`PageTexts`."""
    language_file = folder / "language.toml"
    name = _read(language_file).get("name")
    if not isinstance(name, str) or not name.strip():
        raise CatalogueError(f"{language_file}: needs a name, the language's own (name = ...)")
    path = folder / FILE_NAME
    texts: dict[str, str] = {}
    groups: dict[str, dict[str, str]] = {}
    for key, value in _read(path).items():
        if key == LANGUAGE_NAME_KEY:
            raise CatalogueError(f"{path}: {key!r} is filled in from language.toml; remove it here")
        if isinstance(value, str) and value:
            texts[key] = value
        elif isinstance(value, dict) and value and all(isinstance(t, str) and t for t in value.values()):
            groups[key] = value
        else:
            raise CatalogueError(f"{path}: {key!r} must be a text or a table of texts, none of them empty")
    if MEANINGS_KEY in groups:
        raise CatalogueError(f"{path}: [{MEANINGS_KEY}] comes from offline.toml [amount_labels]; remove it here")
    # An amount's meaning is named as the offline explanation names it: one table, so no meaning the engine
    # gives ("part", "limit", "threshold") is shown by its internal name on the page.
    labels = _read(folder / "offline.toml").get("amount_labels")
    if not isinstance(labels, dict) or not labels or not all(isinstance(t, str) and t for t in labels.values()):
        raise CatalogueError(f"{folder / 'offline.toml'}: [amount_labels] must be a table of texts")
    groups[MEANINGS_KEY] = labels
    return PageTexts(language, name.strip(), texts, groups)


def load_pages(dirs: Mapping[str, Path], default: str = DEFAULT_LANGUAGE) -> dict[str, PageTexts]:
    """Every language's page texts from its folder in ``dirs``, checked against ``default``'s."""
    if default not in dirs:
        raise CatalogueError(f"no folder for the default language {default!r}")
    pages = {language: load_page(language, dirs[language]) for language in sorted(dirs)}
    reference = pages[default].flat()
    problems: list[str] = []
    for language, page in pages.items():
        where = str(dirs[language] / FILE_NAME)
        texts = page.flat()
        if missing := sorted(set(reference) - set(texts)):
            problems.append(f"{where}: missing {', '.join(missing)}")
        if extra := sorted(set(texts) - set(reference)):
            problems.append(f"{where}: unknown {', '.join(extra)} (not in the {default} page texts)")
        for key in sorted(set(texts) & set(reference)):
            names, expected = page_placeholders(texts[key]), page_placeholders(reference[key])
            if names != expected:
                problems.append(f"{where}: {key} has placeholders {sorted(names)}, expected {sorted(expected)}")
    if problems:
        raise CatalogueError("page texts do not match:\n  " + "\n  ".join(problems))
    return pages


PAGES: Mapping[str, PageTexts] = load_pages(LOCALE_DIRS)


def document(pages: Mapping[str, PageTexts] = PAGES) -> dict[str, dict[str, Any]]:
    """What /static/strings.json serves: each language's texts by its code, in code order."""
    return {language: pages[language].as_json() for language in sorted(pages)}
