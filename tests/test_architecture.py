"""The layout holds: no import cycle among app modules, and no layer imports one above it.

Layers, lowest first (docs/architecture.md): a module may import its own layer and the ones below.
Every import counts, also those inside functions: a lazy import still couples the two modules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.support.paths import APP

# Lowest first. A package prefix names every module below it.
LAYERS: list[tuple[str, ...]] = [
    ("app", "app.config", "app.language", "app.metrics", "app.models", "app.errors", "app.locales"),
    ("app.intake",),
    ("app.prepare",),
    ("app.analysis",),
    ("app.explain",),
    ("app.present",),
    ("app.store",),
    ("app.jobs",),
    ("app.flow", "app.uploads", "app.revision"),
    ("app.transport",),
    ("app.wiring",),
    ("app.cli",),
]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(APP.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in APP.rglob("*.py")}


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """App modules that ``name`` imports (``from app.x import y`` counts y when it is a module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("app"))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            if not base.startswith("app"):
                continue
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                found.add(candidate if candidate in known else base)
    return {m for m in found if m in known and m != name}


def graph() -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    return {name: imports_of(name, path, known) for name, path in mods.items()}


def layer_of(name: str) -> int:
    best, rank = -1, -1
    for i, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            below = prefix != "app" and name.startswith(prefix + ".")
            if (name == prefix or below) and len(prefix) > best:
                best, rank = len(prefix), i
    return rank


def test_every_module_belongs_to_a_layer() -> None:
    assert [m for m in modules() if layer_of(m) < 0] == []


@pytest.mark.slow
def test_no_module_imports_a_layer_above_its_own() -> None:
    upward = sorted(
        f"{m} (layer {layer_of(m)}) imports {d} (layer {layer_of(d)})"
        for m, deps in graph().items()
        for d in deps
        if layer_of(d) > layer_of(m)
    )
    assert upward == []


def find_cycle(g: dict[str, set[str]]) -> list[str] | None:
    """One import cycle in ``g`` as a path that starts and ends at the same module, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for dep in sorted(g.get(node, ())):
            if state.get(dep) == 1:
                return [*stack[stack.index(dep) :], dep]
            if dep not in state and (cycle := visit(dep)):
                return cycle
        stack.pop()
        state[node] = 2
        return None

    for start in sorted(g):
        if start not in state and (cycle := visit(start)):
            return cycle
    return None


@pytest.mark.slow
def test_no_import_cycle_among_app_modules() -> None:
    # A package's __init__ importing its own submodules is not a cycle of two ideas; skip those edges.
    g = {m: {d for d in deps if not m.startswith(d + ".")} for m, deps in graph().items()}
    assert find_cycle(g) is None


@pytest.mark.parametrize(
    ("edges", "cyclic"),
    [({"a": {"b"}, "b": {"c"}, "c": set()}, False), ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, True)],
)
def test_the_cycle_finder_finds_cycles(edges: dict[str, set[str]], cyclic: bool) -> None:
    assert (find_cycle(edges) is not None) is cyclic
