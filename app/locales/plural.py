"""Plural categories by the language's own rules (CLDR, via Babel): French and Portuguese say "0 jour"."""

from __future__ import annotations

from functools import cache

from babel import Locale, UnknownLocaleError


@cache
def babel_locale(language: str) -> Locale | None:
    """Babel's CLDR data for ``language``; None for a language folder Babel does not know ("xx")."""
    try:
        return Locale.parse(language)
    except (UnknownLocaleError, ValueError):
        return None


def category(language: str, n: float) -> str:
    """The CLDR plural category of ``n`` in ``language``: "one", "few", "many", "other", ...

    A language Babel does not know falls back to the English rule (1 is "one", all else "other").
    """
    locale = babel_locale(language)
    if locale is None:
        return "one" if n == 1 else "other"
    return str(locale.plural_form(n))


def choose(language: str, n: float, forms: dict[str, str]) -> str:
    """The form of ``forms`` (keyed by category) for ``n``; "other" when the category has no form."""
    return forms.get(category(language, n)) or forms["other"]
