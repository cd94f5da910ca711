"""User-facing messages (errors, statuses, warnings, the disclaimer): app/locales/<code>/messages.po.

gettext catalogues in the standard layout, read with Babel: ``msgctxt`` is the message's key (what
the code asks for), ``msgid`` the English text (the source translators' tools show), ``msgstr`` the
text in the catalogue's language, with ``str.format`` placeholders (``#, python-brace-format``, so
``msgfmt --check-format`` compares them with the msgid's). A message about a count has plural forms
(``msgid_plural`` + ``msgstr[n]``), chosen by its ``count`` parameter and the catalogue's
``Plural-Forms`` header. Every catalogue is checked once, at import (that is, at start-up): every
English key in every language, nothing more, the English msgid, the same placeholders, every text
translated. A broken catalogue stops the start with a :class:`CatalogueError` naming the file and
the key.

Placeholder values are counts, limits and field names, never document content.
"""

from __future__ import annotations

import gettext
import io
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from babel.messages.pofile import PoFileError, read_po

from app.config import DEFAULT_LANGUAGE, LOCALE_DIRS
from app.locales import placeholders

__all__ = [
    "CATALOGUES",
    "MESSAGES",
    "Catalogue",
    "CatalogueError",
    "Message",
    "load_catalogue",
    "load_messages",
    "placeholders",
    "render",
]

FILE_NAME = "messages.po"
# An entry's msgctxt line (keys are one line; obsolete "#~" entries do not count).
_MSGCTXT = re.compile(r'^msgctxt "(.+)"$', re.MULTILINE)


class CatalogueError(ValueError):
    """A language's catalogue is missing, unreadable or does not match the English one."""


@dataclass(frozen=True)
class Message:
    key: str
    # One text; for a plural message one text per form, in the order of the catalogue's Plural-Forms.
    forms: tuple[str, ...]
    plural: bool = False
    # The English text the translation was made from: (msgid,), or (msgid, msgid_plural).
    source: tuple[str, ...] = ()


@dataclass(frozen=True)
class Catalogue:
    language: str
    messages: Mapping[str, Message]
    plural_forms: str = "nplurals=2; plural=(n != 1);"
    # The Plural-Forms expression compiled: count -> index into Message.forms.
    plural_index: Callable[[int], int] = field(default=lambda n: int(n != 1), compare=False, repr=False)

    def text(self, key: str, count: object = None) -> str | None:
        """The template of ``key``: for a plural message the form for ``count`` (an integer)."""
        message = self.messages.get(key)
        if message is None:
            return None
        if not message.plural:
            return message.forms[0]
        if isinstance(count, bool) or not isinstance(count, int | float) or count != int(count):
            # No whole count to choose by: the last form is the general one ("other") in CLDR order.
            return message.forms[-1]
        index = self.plural_index(abs(int(count)))
        return message.forms[min(max(index, 0), len(message.forms) - 1)]


def load_catalogue(language: str, path: Path) -> Catalogue:
    """``path`` (a messages.po) as a :class:`Catalogue`, each entry checked on its own."""
    where = str(path)
    if not path.is_file():
        raise CatalogueError(f"{where}: missing. Every language folder needs {FILE_NAME} (copy the English one).")
    try:
        content = path.read_bytes()
        po = read_po(io.BytesIO(content), abort_invalid=True)
        # Babel keys entries by (msgctxt, msgid): a key twice would pass unnoticed; a translator should know.
        keys = _MSGCTXT.findall(content.decode("utf-8"))
    except (PoFileError, UnicodeDecodeError, ValueError) as exc:
        raise CatalogueError(f"{where}: not a readable gettext catalogue ({exc})") from exc
    if twice := sorted({key for key in keys if keys.count(key) > 1}):
        raise CatalogueError(f"{where}: message {twice[0]!r} appears twice")
    try:
        index = gettext.c2py(po.plural_expr)
    except (ValueError, SyntaxError) as exc:
        raise CatalogueError(f"{where}: the Plural-Forms header does not parse ({po.plural_expr!r})") from exc
    messages: dict[str, Message] = {}
    for entry in po:
        if not entry.id:
            continue  # the header
        source = tuple(entry.id) if isinstance(entry.id, tuple | list) else (entry.id,)
        if not entry.context:
            raise CatalogueError(
                f"{where}: message {source[0][:60]!r} has no msgctxt: the key goes in msgctxt, the English text in msgid"
            )
        key = entry.context
        problem = f"{where}: message {key!r}"
        if entry.fuzzy:
            raise CatalogueError(f"{problem} is marked fuzzy: check the translation and remove the flag")
        raw = entry.string if isinstance(entry.string, tuple | list) else (entry.string,)
        forms = tuple(form or "" for form in raw)
        if not all(forms):
            raise CatalogueError(f"{problem} is not translated (an empty msgstr)")
        for form in forms:
            try:
                placeholders(form)
            except ValueError as exc:
                raise CatalogueError(f"{problem}: braces do not match ({exc}); write a literal brace twice") from exc
        messages[key] = Message(key, forms, plural=entry.pluralizable, source=source)
    return Catalogue(language, messages, po.plural_forms, index)


def load_messages(dirs: Mapping[str, Path], default: str = DEFAULT_LANGUAGE) -> dict[str, Catalogue]:
    """Every language's catalogue from its folder in ``dirs``, checked against ``default``'s."""
    if default not in dirs:
        raise CatalogueError(f"no folder for the default language {default!r}")
    catalogues = {language: load_catalogue(language, folder / FILE_NAME) for language, folder in dirs.items()}
    reference = catalogues[default].messages
    problems: list[str] = []
    for language, catalogue in catalogues.items():
        where = str(dirs[language] / FILE_NAME)
        if missing := sorted(set(reference) - set(catalogue.messages)):
            problems.append(f"{where}: missing {', '.join(missing)}")
        if extra := sorted(set(catalogue.messages) - set(reference)):
            problems.append(f"{where}: unknown {', '.join(extra)} (not in the {default} catalogue)")
        for key, message in catalogue.messages.items():
            english = reference.get(key)
            if english is None:
                continue
            if message.plural != english.plural:
                problems.append(f"{where}: {key} must {'' if english.plural else 'not '}have plural forms")
            if language == default and message.forms != message.source:
                problems.append(f"{where}: {key}: the English msgstr must be its msgid")
            elif message.source != english.source:
                # A stale source: the English text changed and this translation was made from the old one.
                problems.append(f"{where}: {key}: msgid is not the English text (update it from {default}/{FILE_NAME})")
            # Plural forms may differ ("one day" / "{count} days"); together they keep the placeholders.
            names, expected = _names(message), _names(english)
            if names != expected:
                problems.append(f"{where}: {key} has placeholders {sorted(names)}, expected {sorted(expected)}")
    if problems:
        raise CatalogueError("messages do not match:\n  " + "\n  ".join(problems))
    return catalogues


def _names(message: Message) -> set[str]:
    return set().union(*(placeholders(form) for form in message.forms))


CATALOGUES: Mapping[str, Catalogue] = load_messages(LOCALE_DIRS)
# language -> key -> text (a plural message's general form): for callers that ask which keys exist.
MESSAGES: Mapping[str, Mapping[str, str]] = {
    language: {key: message.forms[-1] for key, message in catalogue.messages.items()}
    for language, catalogue in CATALOGUES.items()
}


def render(key: str, language: str = DEFAULT_LANGUAGE, /, **params: Any) -> str:
    """The message ``key`` in ``language`` with ``params`` filled in; ``count`` also picks a plural form.

    Unknown languages and keys fall back to English, then to ``internal_error``; a missing
    parameter leaves the template as it is rather than failing.
    """
    # Positional-only: messages may have a {language} placeholder (language_unsupported).
    catalogue = CATALOGUES.get(language) or CATALOGUES[DEFAULT_LANGUAGE]
    count = params.get("count")
    template = (
        catalogue.text(key, count)
        or CATALOGUES[DEFAULT_LANGUAGE].text(key, count)
        or catalogue.text("internal_error")
        or ""
    )
    if isinstance(params.get("expected"), str):
        # A type description is itself a message ("type_text" ...), so it reads in the same language.
        params["expected"] = catalogue.text(f"type_{params['expected']}") or params["expected"]
    # The languages on offer are the folders found, so a message listing them needs no edit for a new one.
    languages = ", ".join(sorted(CATALOGUES))
    params.setdefault("languages", languages)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template.replace("{languages}", languages)
