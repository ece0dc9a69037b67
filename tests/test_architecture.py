"""The package's layers hold: no upward imports, no import cycles, no hidden imports.

The layers are declared once, as an import-linter contract in pyproject.toml (`lint-imports`
runs it in .ci/run too). A function-local import is allowed only to defer a heavy or optional
library, and says so in a comment right above it (or on its line).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import grimp

PACKAGE = Path(__file__).resolve().parents[1] / "heartbench"


def test_the_layer_contract_holds():
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint)], cwd=PACKAGE.parent, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 kept, 0 broken" in result.stdout


def test_no_import_cycles():
    graph = grimp.build_graph("heartbench", exclude_type_checking_imports=True)
    cycles = [component for component in _strongly_connected(graph) if len(component) > 1]
    assert cycles == []


def test_every_function_local_import_says_why_it_is_deferred():
    unexplained = []
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in _local_imports(ast.parse("\n".join(lines))):
            if not _explained(lines, node.lineno - 1):
                unexplained.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    assert unexplained == []


def test_the_checks_catch_what_they_are_for(tmp_path):
    """The comment rule on a file made to break it (so the test above cannot pass vacuously)."""
    lines = ["def f():", "    import json", "    return json"]
    assert [node.lineno for node in _local_imports(ast.parse("\n".join(lines)))] == [2]
    assert not _explained(lines, 1)
    assert _explained(["def f():", "    # deferred: slow", "    import json", "    import csv"], 3)


def _local_imports(tree: ast.AST) -> list[ast.stmt]:
    found = {}
    for function in ast.walk(tree):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    found[node.lineno] = node
    return [found[line] for line in sorted(found)]


def _explained(lines: list[str], index: int) -> bool:
    """A comment on the line, or above the block of import lines the line belongs to."""
    if "#" in lines[index]:
        return True
    while index > 0:
        above = lines[index - 1].strip()
        if above.startswith("#"):
            return True
        if not above.startswith(("import ", "from ")):
            return False
        index -= 1
    return False


def _strongly_connected(graph) -> list[list[str]]:
    """Tarjan's algorithm over the module graph, iteratively (no recursion limit)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(sorted(component))
    return components
