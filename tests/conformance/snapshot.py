"""A deep, comparable picture of a game state: every field, the RNG's internal state included.

Frozen data (pydantic models, frozen dataclasses: card pools, decks) is shared between states and cannot change, so it is
compared by identity; everything else is walked field by field."""
from __future__ import annotations

import random
from enum import Enum

from pydantic import BaseModel


def snapshot(obj, _depth: int = 0, _seen=None):
    if _depth > 60:
        raise RecursionError("state nested too deep to compare")
    if obj is None or isinstance(obj, (bool, int, float, str, bytes, Enum)):
        return (type(obj).__name__, obj)
    if isinstance(obj, random.Random):
        return ("rng", obj.getstate())
    if isinstance(obj, BaseModel):
        return ("model", type(obj).__name__, id(obj))
    params = getattr(type(obj), "__dataclass_params__", None)
    if params is not None and params.frozen:
        return ("frozen", type(obj).__name__, id(obj))
    if isinstance(obj, (list, tuple)):
        return (type(obj).__name__, tuple(snapshot(x, _depth + 1) for x in obj))
    if isinstance(obj, (set, frozenset)):
        return (type(obj).__name__, tuple(sorted((snapshot(x, _depth + 1) for x in obj), key=repr)))
    if isinstance(obj, dict):
        return ("dict", tuple((snapshot(k, _depth + 1), snapshot(v, _depth + 1)) for k, v in obj.items()))
    if callable(obj) and not hasattr(obj, "__dict__") and not hasattr(type(obj), "__slots__"):
        return ("callable", getattr(obj, "__qualname__", repr(obj)))
    fields = {}
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name in ("__weakref__", "__dict__") or name in fields:
                continue
            if hasattr(obj, name):
                fields[name] = getattr(obj, name)
    fields.update(getattr(obj, "__dict__", {}))
    if not fields and hasattr(obj, "__dataclass_fields__"):
        fields = {k: getattr(obj, k) for k in obj.__dataclass_fields__}
    return (type(obj).__name__, tuple((k, snapshot(v, _depth + 1)) for k, v in sorted(fields.items())))


def diff(a, b, path: str = "state") -> str | None:
    """The first path where two snapshots differ (for a readable failure)."""
    if a == b:
        return None
    if type(a) is tuple and type(b) is tuple and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                label = x[0] if isinstance(x, tuple) and x and isinstance(x[0], str) and i > 0 else i
                return diff(x, y, f"{path}.{label}") or f"{path}[{i}]"
    return f"{path}: {str(a)[:120]} != {str(b)[:120]}"
