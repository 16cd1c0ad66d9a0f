"""A seat's view as a JSON tree: what the server sends a seat, and what a test compares it with.

``Codec(game, config)`` walks a view (slots, ``__dict__`` and dataclass fields, lists, tuples, sets,
dicts) into plain JSON values. Data every game of that configuration shares by identity (card pools,
per-deck tables: objects that two fresh games made with other seeds hold as the very same object) is
not sent: it becomes ``{"$static": path}``, the path where a fresh game's view holds it, which the
client can rebuild itself. Such objects are the same in every game, so they carry nothing hidden.
Nothing is evaluated or unpickled on either side: the tree is data."""
from __future__ import annotations

import json
from enum import Enum
from typing import Any

from rules.engine.core import Action

MAX_DEPTH = 48


def _fields(obj) -> dict:
    out: dict = {}
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name in ("__weakref__", "__dict__") or name in out:
                continue
            if hasattr(obj, name):
                out[name] = getattr(obj, name)
    out.update(getattr(obj, "__dict__", {}))
    if not out and hasattr(obj, "__dataclass_fields__"):
        out = {k: getattr(obj, k) for k in obj.__dataclass_fields__}
    return out


def _plain(obj) -> bool:
    return obj is None or isinstance(obj, (bool, int, float, str, bytes, Enum))


def _is_function(v) -> bool:
    return callable(v) and not hasattr(v, "__dict__") and not hasattr(type(v), "__slots__")


def _reach(obj, acc: dict, path: str, depth: int = 0) -> None:
    """Every non-plain object reachable from ``obj``, by id, with the first path it was met at."""
    if depth > MAX_DEPTH or _plain(obj) or id(obj) in acc:
        return
    acc[id(obj)] = (obj, path)
    if isinstance(obj, (list, tuple)):
        for i, x in enumerate(obj):
            _reach(x, acc, f"{path}/{i}", depth + 1)
    elif isinstance(obj, (set, frozenset)):
        for x in obj:
            _reach(x, acc, f"{path}/*", depth + 1)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _reach(v, acc, f"{path}/{k}", depth + 1)
    elif not _is_function(obj):
        for k, v in _fields(obj).items():
            _reach(v, acc, f"{path}/{k}", depth + 1)


def _sort_key(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class Codec:
    """Encodes the views of one game configuration."""

    def __init__(self, game, config: dict, seat: int = 0):
        a: dict = {}
        b: dict = {}
        # two fresh games of the same configuration: what both views hold as one object is static data
        self._refs = (game.view(game.new_game(config, 1), seat), game.view(game.new_game(config, 2), seat))
        _reach(self._refs[0], a, "")
        _reach(self._refs[1], b, "")
        self.static = {k: path for k, (obj, path) in a.items()
                       if k in b and not isinstance(obj, (list, tuple, dict, set, frozenset, Action))}

    def encode(self, obj: Any, depth: int = 0) -> Any:
        if depth > MAX_DEPTH:
            raise ValueError("a view nested too deep to send")
        if obj is None or isinstance(obj, (bool, str)):
            return obj
        if isinstance(obj, int):
            return int(obj)
        if isinstance(obj, float):
            return obj if obj == obj and obj not in (float("inf"), float("-inf")) else str(obj)
        if isinstance(obj, Enum):
            return self.encode(obj.value, depth + 1)
        if isinstance(obj, bytes):
            return obj.hex()
        path = self.static.get(id(obj))
        if path is not None:
            return {"$static": path}
        if isinstance(obj, Action):
            return obj.to_json()
        if isinstance(obj, (list, tuple)):
            return [self.encode(x, depth + 1) for x in obj]
        if isinstance(obj, (set, frozenset)):
            return {"$set": sorted((self.encode(x, depth + 1) for x in obj), key=_sort_key)}
        if isinstance(obj, dict):
            if all(type(k) is str for k in obj):
                return {k: self.encode(v, depth + 1) for k, v in obj.items()}
            return {"$map": [[self.encode(k, depth + 1), self.encode(v, depth + 1)] for k, v in obj.items()]}
        if _is_function(obj):
            return {"$fn": getattr(obj, "__qualname__", "?")}
        out = {"$": type(obj).__name__}
        for k, v in sorted(_fields(obj).items()):
            if _is_function(v):
                continue
            out[k] = self.encode(v, depth + 1)
        return out
