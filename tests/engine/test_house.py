"""The house rules (docs/architecture.md), checked on the source itself:

- the one arrow that must never exist: rules/ imports neither pygame nor game/;
- a game is a plug-in: no shared module in rules/ or game/ names a game (only the two registries);
- no scene imports another (scenes are opened by name through the app), and no ImportError fallbacks;
- no module over 800 lines without the reason written at its top;
- the two registries list the same games.
"""
from __future__ import annotations

import ast
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from rules.registry import GAMES  # noqa: E402 - the games come from the registry: a new one is never left out

GAME_IDS = set(GAMES)
LIMIT = 800


def modules(top: str):
    for base, dirs, files in os.walk(os.path.join(ROOT, top)):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(base, f)
                yield os.path.relpath(path, ROOT), path


def tree(path):
    with open(path, encoding="utf-8") as fh:
        return ast.parse(fh.read(), path)


def imported(t) -> list[str]:
    out = []
    for node in ast.walk(t):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
            out += [f"{node.module}.{a.name}" for a in node.names]
    return out


def in_game_folder(rel: str) -> bool:
    parts = rel.split(os.sep)
    return len(parts) > 2 and parts[1] in GAME_IDS


def test_rules_never_import_pygame_or_game():
    bad = []
    for rel, path in modules("rules"):
        for name in imported(tree(path)):
            if name == "pygame" or name.startswith(("pygame.", "game.")) or name == "game":
                bad.append(f"{rel}: imports {name}")
    assert bad == []


def test_no_shared_module_names_a_game():
    bad = []
    for top in ("rules", "game"):
        for rel, path in modules(top):
            if in_game_folder(rel) or os.path.basename(rel) == "registry.py":
                continue
            for node in ast.walk(tree(path)):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in GAME_IDS:
                    bad.append(f"{rel}:{node.lineno}: names {node.value!r}")
    assert bad == []


def test_no_scene_imports_another_and_no_import_fallbacks():
    bad = []
    for rel, path in modules("game"):
        t = tree(path)
        # the scene registry and the app (the scene stack) are where scenes are found by name
        if rel not in (os.path.join("game", "scenes", "__init__.py"), os.path.join("game", "app.py")):
            for name in imported(t):
                if name.startswith("game.scenes.") or name == "game.scenes":
                    bad.append(f"{rel}: imports {name}")
        for node in ast.walk(t):
            if isinstance(node, ast.ExceptHandler) and isinstance(node.type, ast.Name) and node.type.id == "ImportError":
                bad.append(f"{rel}:{node.lineno}: except ImportError")
    assert bad == []


@pytest.mark.parametrize("top", ["rules", "game", "bench"])
def test_no_module_over_the_limit_without_a_reason(top):
    bad = []
    for rel, path in modules(top):
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
        if len(lines) > LIMIT and not any("Longer than 800 lines" in ln for ln in lines[:20]):
            bad.append(f"{rel}: {len(lines)} lines")
    assert bad == []


def test_the_two_registries_list_the_same_games():
    from game.registry import UIS
    from rules.registry import GAMES
    assert list(GAMES) == list(UIS)


def test_every_game_brings_its_bench_sections():
    """``python -m bench`` measures each game by its descriptor: speed, decision times and strength
    against the game's own yardstick player; no file under bench/ names a game."""
    from rules.registry import DESCRIPTORS
    for d in DESCRIPTORS:
        assert d.bench is not None, d.id
        names = d.bench()
        assert any("vs" in k for k in names), f"{d.id}: no strength section in {sorted(names)}"
        assert "ai_times" in names, d.id
        assert all(callable(fn) for fn in names.values())
    ids = [d.id for d in DESCRIPTORS]
    for rel, path in modules("bench"):
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        assert not [i for i in ids if i in text], f"{rel} names a game"


def test_every_game_charts_its_scores():
    """The results' chart of each player's score over the game needs the game's score_track hook (one was
    once lost in a revert, silently: the Chart button simply went dark)."""
    from rules.registry import DESCRIPTORS
    missing = [d.id for d in DESCRIPTORS if getattr(d.rules, "score_track", None) is None]
    assert missing == []
