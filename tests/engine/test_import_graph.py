"""The house is easy to see: no import circle among the modules of rules/ and game/ (every import counts,
those inside functions too: a circle hidden in a function is still a circle of design), and no function
over 80 lines. Read from the source (ast), nothing imported."""
from __future__ import annotations

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGES = ("rules", "game")
MAX_LINES = 80


def _modules() -> dict[str, str]:
    out = {}
    for pkg in PACKAGES:
        for base, dirs, files in os.walk(os.path.join(ROOT, pkg)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for f in files:
                if f.endswith(".py"):
                    parts = os.path.relpath(os.path.join(base, f), ROOT)[:-3].split(os.sep)
                    if parts[-1] == "__init__":
                        parts = parts[:-1]
                    out[".".join(parts)] = os.path.join(base, f)
    return out


def _deepest(name: str, mods) -> str | None:
    parts = name.split(".")
    while parts:
        if ".".join(parts) in mods:
            return ".".join(parts)
        parts.pop()
    return None


def _targets(mod: str, node, is_pkg: bool, mods) -> set[str]:
    if isinstance(node, ast.Import):
        return {t for a in node.names if (t := _deepest(a.name, mods))}
    if node.level:
        base = mod.split(".") if is_pkg else mod.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module or ""
    out = set()
    for a in node.names:
        t = _deepest(f"{prefix}.{a.name}", mods) if a.name != "*" else None
        if t is None or t == mod:
            t = _deepest(prefix, mods)
        if t:
            out.add(t)
    return out


def _graph():
    mods = _modules()
    graph, trees = {}, {}
    for mod, path in mods.items():
        with open(path, encoding="utf-8") as fh:
            tree = ast.parse(fh.read(), path)
        trees[mod] = (path, tree)
        edges = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                edges |= _targets(mod, node, path.endswith("__init__.py"), mods)
        edges.discard(mod)
        graph[mod] = edges
    return graph, trees


def _circles(graph) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, without recursion)."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def test_the_circle_finder_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_in_rules_or_game():
    graph, _ = _graph()
    assert len(graph) > 100
    assert _circles(graph) == []


def test_no_function_over_80_lines():
    _, trees = _graph()
    long = []
    for mod, (path, tree) in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = node.end_lineno - node.lineno + 1
                if n > MAX_LINES:
                    long.append(f"{os.path.relpath(path, ROOT)}:{node.lineno} {node.name} ({n} lines)")
    assert long == []
