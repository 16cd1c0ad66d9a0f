"""``check-data``: validate every YAML and TMX file of a data folder (shipped or a copy)."""
from __future__ import annotations

import os

from rules.engine.data import DataError, data_dir, load_yaml


def check_all(root: str | None = None) -> list[str]:
    root = os.path.abspath(root or data_dir())
    problems: list[str] = []
    if not os.path.isdir(root):
        return [f"{root}:1: (folder): not a folder"]
    # Each registered game's data, through its own loader and schema.
    from rules.registry import GAMES
    for game_id in GAMES:
        problems += [str(p) for p in GAMES[game_id].check_data(root)]
    # Interface strings: every file the app loads, in every language.
    from game.i18n import LANGUAGES, files
    for lang in LANGUAGES:
        for pattern in files():
            fname = pattern.format(lang=lang)
            path = os.path.join(root, fname)
            if not os.path.exists(path):
                problems.append(f"{path}:1: (file): missing")
                continue
            try:
                load_yaml(path, path)
            except DataError as exc:
                problems += [str(p) for p in exc.problems]
    # Rules text shown in the rules screen, and the table layouts.
    from game.layout import check_layouts
    from game.rules_text import check_rules_text
    problems += check_rules_text(root)
    problems += check_layouts(root)
    return problems
