"""Wording only at the edge: nothing under app/analysis/ words key dates, their computation, actions or legal notes.

The analysis finds them as phrases and workings without words (app/models.py ``Phrase``, ``Working``);
app/explain/key_dates.py words them from ``actions.toml`` and ``deadlines.toml`` (docs/architecture.md). So
no module under app/analysis/ loads those files, the reader-facing wording helpers (the deadline wording,
the offline catalogue's labels and unit names) or a formatter of dates and money for a reader.
"""

from __future__ import annotations

import ast

import pytest

from tests.support.paths import APP

# Locale files of reader-facing wording of key dates and actions.
WORDING_FILES = frozenset({"actions", "deadlines"})
# Names whose import means wording for a reader: module -> names (an empty set: the whole module).
WORDING_HELPERS: dict[str, frozenset[str]] = {
    "app.locales.reading": frozenset({"wording", "wording_language", "load_wording", "Wording"}),
    "app.locales.catalogue": frozenset({"offline_catalogue"}),
    "app.explain.key_dates": frozenset(),
    "app.explain.notes_say": frozenset(),
    "babel.numbers": frozenset(),
    "babel.dates": frozenset(),
}


def _loads_a_file(call: ast.Call) -> bool:
    """A call of a locale file loader: ``optional_toml(language, "actions")``, ``_file(language, "deadlines")``."""
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    return "toml" in name or name.endswith("_file")


def wording_uses(source: str, filename: str = "<test>") -> list[str]:
    """What in ``source`` loads key-date or action wording, or imports a helper that words for a reader."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.ImportFrom) and node.module in WORDING_HELPERS:
            names = WORDING_HELPERS[node.module]
            found += [f"{node.module}.{a.name}" for a in node.names if not names or a.name in names]
        elif isinstance(node, ast.ImportFrom) and node.module == "app.explain":
            found += [f"app.explain.{a.name}" for a in node.names if a.name in ("key_dates", "notes_say")]
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name in WORDING_HELPERS]
        elif isinstance(node, ast.Call) and _loads_a_file(node):
            found += [
                f"locale file {arg.value!r}"
                for arg in node.args
                if isinstance(arg, ast.Constant) and arg.value in WORDING_FILES
            ]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found += [f"path {node.value!r}" for name in WORDING_FILES if node.value.endswith(f"{name}.toml")]
            if node.value.startswith("notes_") and node.value.endswith(".toml"):
                found.append(f"path {node.value!r}")  # the legal notes' wording (app/explain/notes_say.py)
    return found


def test_nothing_under_app_analysis_words_key_dates_or_actions() -> None:
    uses = {
        str(path.relative_to(APP.parent)): found
        for path in sorted((APP / "analysis").rglob("*.py"))
        if (found := wording_uses(path.read_text(encoding="utf-8"), str(path)))
    }
    assert uses == {}


@pytest.mark.parametrize(
    "source",
    [
        'from app.locales import optional_toml\nTEXTS = optional_toml("en", "actions")',
        "from app.locales.reading import wording",
        "from app.locales.catalogue import offline_catalogue",
        "from babel.numbers import format_currency",
        "from app.explain.key_dates import fmt_date",
        "from app.explain import key_dates",
        'PATH = "locales/en/deadlines.toml"',
        'for path in folder.glob("notes_*.toml"): pass',
        "from app.explain.notes_say import say_note",
    ],
)
def test_the_check_sees_wording(source: str) -> None:
    assert wording_uses(source)


def test_the_check_lets_reading_words_pass() -> None:
    reading = 'from app.locales.reading import reading, UNITS\nx = optional_toml("de", "reading")\ny = x.get("actions")'
    assert wording_uses(reading) == []
