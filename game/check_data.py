"""``check-data``: validate every YAML and TMX file of a data folder (shipped or a copy)."""
from __future__ import annotations

import os

from rules.engine.data import DataError, data_dir, load_yaml


def check_all(root: str | None = None) -> list[str]:
    root = os.path.abspath(root or data_dir())
    problems: list[str] = []
    if not os.path.isdir(root):
        return [f"{root}:1: (folder): not a folder"]
    # Each game's data, through its own loader and schema (explicit list).
    from rules.depredador import cards as dep_cards
    problems += [str(p) for p in dep_cards.check(root)]
    # Interface strings.
    for lang in ("en", "es"):
        for fname in (f"{lang}.yaml", f"depredador.{lang}.yaml"):
            path = os.path.join(root, "i18n", fname)
            if not os.path.exists(path):
                problems.append(f"{path}:1: (file): missing")
                continue
            try:
                load_yaml(path, path)
            except DataError as exc:
                problems += [str(p) for p in exc.problems]
    # Rules text shown in the rules screen.
    try:
        from game.rules_text import check_rules_text
        problems += check_rules_text(root)
    except ImportError:
        pass
    # Table layouts.
    try:
        from game.layout import check_layouts
        problems += check_layouts(root)
    except ImportError:
        pass
    return problems
