"""The interface strings of a game as flat ``{dotted.key: text}`` tables (for the tests)."""
from __future__ import annotations

import glob
import os

from game.paths import resource
from rules.engine.data import load_yaml


def flatten(value, prefix: str = "", out: dict | None = None) -> dict:
    """``{"a": {"b": "x"}}`` -> ``{"a.b": "x"}`` (leaves as text)."""
    out = {} if out is None else out
    if isinstance(value, dict):
        for k, v in value.items():
            flatten(v, f"{prefix}.{k}" if prefix else str(k), out)
    else:
        out[prefix] = str(value)
    return out


def strings_file(game_id: str, name: str) -> dict:
    """One strings file of a game (``i18n.en.yaml``, ``i18n_table.es.yaml``…), flattened."""
    return flatten(load_yaml(resource("data", game_id, name)).value)


def game_strings(game_id: str, lang: str) -> dict:
    """Every interface string of a game in ``lang`` (all its ``i18n*.<lang>.yaml`` files)."""
    out: dict = {}
    for path in sorted(glob.glob(resource("data", game_id, f"i18n*.{lang}.yaml"))):
        out.update(strings_file(game_id, os.path.basename(path)))
    return out
