"""A seat's view as a JSON tree and back: what the server sends a seat, what a client rebuilds.

``Codec(game, config)`` walks a view (slots, ``__dict__`` and dataclass fields, lists, tuples, sets,
dicts, enums, actions) into JSON values, marking what JSON cannot say by itself: ``{"$": class,
field: value...}`` an object, ``{"$t": [...]}`` a tuple, ``{"$set": [...]}``/``{"$fset": [...]}`` sets
(sorted), ``{"$map": [[k, v]...]}`` a dict whose keys are not all plain strings, ``{"$a": [kind,
value]}`` an action, ``{"$e": [class, value]}`` an enum member, ``{"$f": "inf"}`` a float JSON lacks.

Data every game of that configuration shares by identity (card pools, per-deck tables: objects that two
fresh games made with other seeds hold as the very same object) is not sent: it becomes
``{"$static": path}``, the path where a fresh game's view holds it. Such objects are the same in every
game, so they carry nothing hidden; the client finds them in its own fresh game.

``decode`` rebuilds the state objects without running any of their code (``cls.__new__`` and the
fields set one by one) and only for classes of the game's own rules package and ``rules.engine``: a
class name from the wire is looked up in that list, never imported or evaluated. ``plain`` gives
events and results as ordinary JSON (tuples and sets as lists)."""
from __future__ import annotations

import json
import math
import sys
from enum import Enum
from typing import Any

from rules.engine.core import Action

MAX_DEPTH = 48
MARKS = frozenset({"$", "$t", "$set", "$fset", "$map", "$a", "$e", "$f", "$static", "$fn", "$b"})


_SLOTS: dict = {}           # class -> its slot names, the nearest class's first (worked out once)
_SIMPLE = frozenset({str, int, bool, type(None)})     # sent as they are


def _slot_order(cls) -> tuple:
    names = _SLOTS.get(cls)
    if names is None:
        found: list = []
        for c in cls.__mro__:
            for name in getattr(c, "__slots__", ()):
                if name not in ("__weakref__", "__dict__") and name not in found:
                    found.append(name)
        names = _SLOTS[cls] = tuple(found)
    return names


def _fields(obj) -> dict:
    out: dict = {}
    for name in _slot_order(type(obj)):
        try:
            out[name] = getattr(obj, name)
        except AttributeError:                      # a slot never set
            pass
    d = getattr(obj, "__dict__", None)
    if d:
        out.update(d)
    if not out and hasattr(obj, "__dataclass_fields__"):
        out = {k: getattr(obj, k) for k in obj.__dataclass_fields__}
    return out


def _plain_value(obj) -> bool:
    return obj is None or isinstance(obj, (bool, int, float, str, bytes, Enum))


def _is_function(v) -> bool:
    return callable(v) and not hasattr(v, "__dict__") and not hasattr(type(v), "__slots__")


def _reach(obj, acc: dict, path: str, depth: int = 0) -> None:
    """Every non-plain object reachable from ``obj``, by id, with the first path it was met at
    (None when only a set leads to it: a set has no path)."""
    if depth > MAX_DEPTH or _plain_value(obj) or id(obj) in acc:
        return
    acc[id(obj)] = (obj, path)
    if isinstance(obj, (list, tuple)):
        for i, x in enumerate(obj):
            _reach(x, acc, None if path is None else f"{path}/{i}", depth + 1)
    elif isinstance(obj, (set, frozenset)):
        for x in obj:
            _reach(x, acc, None, depth + 1)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _reach(v, acc, None if path is None or not isinstance(k, (str, int)) or isinstance(k, bool)
                   else f"{path}/{k}", depth + 1)
    elif not _is_function(obj):
        for k, v in _fields(obj).items():
            _reach(v, acc, None if path is None else f"{path}/{k}", depth + 1)


def _sort_key(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def plain(obj: Any, depth: int = 0) -> Any:
    """Events and results as ordinary JSON: tuples and sets as lists (sets sorted), enums by value."""
    if depth > MAX_DEPTH:
        raise ValueError("nested too deep to send")
    if obj is None or isinstance(obj, (bool, int, str)):
        return obj
    if isinstance(obj, float):
        return obj if math.isfinite(obj) else str(obj)
    if isinstance(obj, Enum):
        return plain(obj.value, depth + 1)
    if isinstance(obj, Action):
        return obj.to_json()
    if isinstance(obj, (list, tuple)):
        return [plain(x, depth + 1) for x in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((plain(x, depth + 1) for x in obj), key=_sort_key)
    if isinstance(obj, dict):
        return {str(k): plain(v, depth + 1) for k, v in obj.items()}
    return {k: plain(v, depth + 1) for k, v in sorted(_fields(obj).items()) if not _is_function(v)}


class DecodeError(ValueError):
    """A tree that is not a view of this game (an unknown class, a bad mark, a path that leads nowhere)."""


class Codec:
    """Encodes and decodes the views of one game configuration."""

    def __init__(self, game, config: dict, seat: int = 0):
        self.game = game
        a: dict = {}
        b: dict = {}
        # two fresh games of the same configuration: what both views hold as one object is static data
        self._refs = (game.view(game.new_game(config, 1), seat), game.view(game.new_game(config, 2), seat))
        _reach(self._refs[0], a, "")
        _reach(self._refs[1], b, "")
        self.static = {k: path for k, (obj, path) in a.items()
                       if k in b and path is not None
                       and not isinstance(obj, (list, tuple, dict, set, frozenset, Action))}
        self._classes: dict | None = None

    # ------------------------------------------------------------------ encode
    def encode(self, obj: Any, depth: int = 0) -> Any:
        if type(obj) in _SIMPLE:                    # most of a view: at once
            return obj
        if depth > MAX_DEPTH:
            raise ValueError("a view nested too deep to send")
        if obj is None or isinstance(obj, (bool, str)):
            return obj
        if isinstance(obj, Enum):
            return {"$e": [type(obj).__name__, self.encode(obj.value, depth + 1)]}
        if isinstance(obj, int):
            return int(obj)
        if isinstance(obj, float):
            return obj if math.isfinite(obj) else {"$f": str(obj)}
        if isinstance(obj, bytes):
            return {"$b": obj.hex()}
        path = self.static.get(id(obj))
        if path is not None:
            return {"$static": path}
        if isinstance(obj, Action):
            return {"$a": [obj.kind, self.encode(obj.value, depth + 1)]}
        if isinstance(obj, list):
            return [x if type(x) in _SIMPLE else self.encode(x, depth + 1) for x in obj]
        if isinstance(obj, tuple):
            return {"$t": [x if type(x) in _SIMPLE else self.encode(x, depth + 1) for x in obj]}
        if isinstance(obj, (set, frozenset)):
            tag = "$set" if isinstance(obj, set) else "$fset"
            return {tag: sorted((self.encode(x, depth + 1) for x in obj), key=_sort_key)}
        if isinstance(obj, dict):
            if all(type(k) is str and not k.startswith("$") for k in obj):
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

    # ------------------------------------------------------------------ decode
    def classes(self) -> dict:
        """The classes a view may hold, by name: those of the game's rules package and rules.engine."""
        if self._classes is None:
            package = type(self.game).__module__.rsplit(".", 1)[0]
            found: dict = {}
            for name, module in list(sys.modules.items()):
                if module is None or not (name == package or name.startswith(package + ".")
                                          or name.startswith("rules.engine")):
                    continue
                for value in vars(module).values():
                    if isinstance(value, type) and value.__module__ == name:
                        found.setdefault(value.__name__, value)
            self._classes = found
        return self._classes

    def _resolve(self, path: Any):
        if type(path) is not str:
            raise DecodeError("a static path is a string")
        obj = self._refs[0]
        try:
            for part in path.split("/")[1:]:
                if isinstance(obj, (list, tuple)):
                    obj = obj[int(part)]
                elif isinstance(obj, dict):
                    obj = obj[next(k for k in obj if str(k) == part)]
                elif part.startswith("_") and part.startswith("__"):
                    raise DecodeError(f"no static data at {path[:80]}")
                else:
                    obj = getattr(obj, part)
        except (ValueError, IndexError, KeyError, AttributeError, StopIteration):
            raise DecodeError(f"no static data at {path[:80]}") from None
        return obj

    def decode(self, tree: Any, depth: int = 0) -> Any:
        if depth > MAX_DEPTH:
            raise DecodeError("nested too deep")
        if tree is None or isinstance(tree, (bool, int, float, str)):
            return tree
        if isinstance(tree, list):
            return [self.decode(x, depth + 1) for x in tree]
        if not isinstance(tree, dict):
            raise DecodeError(f"not a view value: {type(tree).__name__}")
        marks = [k for k in tree if k in MARKS]
        if not marks:
            return {k: self.decode(v, depth + 1) for k, v in tree.items()}
        if "$" in tree:
            cls = self.classes().get(tree["$"])
            if cls is None:
                raise DecodeError(f"unknown class {str(tree['$'])[:40]!r}")
            obj = cls.__new__(cls)
            has_dict = hasattr(obj, "__dict__")
            for k, v in tree.items():
                if k == "$":
                    continue
                value = self.decode(v, depth + 1)
                if has_dict and k not in _slot_names(cls):
                    obj.__dict__[k] = value
                else:
                    object.__setattr__(obj, k, value)
            if isinstance(obj, Action):
                object.__setattr__(obj, "_hash", None)
                obj.__post_init__()
            return obj
        if len(tree) != 1:
            raise DecodeError(f"a mark with company: {sorted(tree)[:4]}")
        (mark, body), = tree.items()
        if mark == "$t":
            return tuple(self.decode(x, depth + 1) for x in body)
        if mark == "$set":
            return {self.decode(x, depth + 1) for x in body}
        if mark == "$fset":
            return frozenset(self.decode(x, depth + 1) for x in body)
        if mark == "$map":
            return {self.decode(k, depth + 1): self.decode(v, depth + 1) for k, v in body}
        if mark == "$a":
            return Action(body[0], self.decode(body[1], depth + 1))
        if mark == "$e":
            cls = self.classes().get(body[0])
            if cls is None or not issubclass(cls, Enum):
                raise DecodeError(f"unknown enum {str(body[0])[:40]!r}")
            return cls(self.decode(body[1], depth + 1))
        if mark == "$f":
            return float(body)
        if mark == "$b":
            return bytes.fromhex(body)
        if mark == "$static":
            return self._resolve(body)
        raise DecodeError(f"cannot rebuild {mark}")


_SLOT_SETS: dict = {}


def _slot_names(cls) -> frozenset:
    out = _SLOT_SETS.get(cls)
    if out is None:
        found: set = set()
        for c in cls.__mro__:
            found.update(getattr(c, "__slots__", ()))
        out = _SLOT_SETS[cls] = frozenset(found)
    return out
