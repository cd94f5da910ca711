"""Every string in a nested value (a result's JSON, a locale table), for tests that read what a reader is shown."""

from __future__ import annotations

from typing import Any


def strings(value: Any, skip: frozenset[str] = frozenset()) -> list[str]:
    """The strings of ``value`` in order; the values of the keys in ``skip`` are left out."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for key, v in value.items() if key not in skip for s in strings(v, skip)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v, skip)]
    return []
