"""Table layouts drawn in Tiled: ``data/<game>/layout.tmx`` object layers hold named zones.

A zone is a rectangle object (``rect(name)``) or a point object (``point(name)``); each object has a
``type`` (Tiled 1.9+ calls it ``class``; both are read). Move a zone in Tiled, not in code.
``check_layouts(root)`` validates the layout of every registered game (the zones its ``GameUI`` names)
for ``main.py check-data``.
"""
from __future__ import annotations

import os
from functools import lru_cache
from xml.etree import ElementTree

import pygame

from game.paths import resource
from rules.engine.data import DataError

LOGICAL = (1280, 720)


def object_type(obj) -> str | None:
    """An object's type: ``type`` (Tiled <= 1.8), else ``class`` (Tiled 1.9+), else a property."""
    t = getattr(obj, "type", None)
    if not t:
        t = getattr(obj, "class", None) or getattr(obj, "class_", None)
    if not t:
        props = getattr(obj, "properties", None) or {}
        t = props.get("class") or props.get("type")
    return t or None


def _is_point(obj) -> bool:
    return bool(getattr(obj, "point", False)) or (not obj.width and not obj.height)


class Layout:
    """Named zones of one TMX map. Rects are pygame.Rect in logical canvas pixels."""

    def __init__(self, path: str):
        import pytmx
        self.path = path
        check_readable(path)               # a regular file of sane size, never a pipe or a device
        self.map = pytmx.TiledMap(path)
        self._objects: dict[str, object] = {}
        self._layer_of: dict[str, str] = {}
        for group in self.map.objectgroups:
            for obj in group:
                if obj.name:
                    self._objects.setdefault(obj.name, obj)
                    self._layer_of.setdefault(obj.name, group.name)

    def names(self) -> list[str]:
        return list(self._objects)

    def has(self, name: str) -> bool:
        return name in self._objects

    def _get(self, name: str):
        obj = self._objects.get(name)
        if obj is None:
            raise KeyError(f"{os.path.basename(self.path)}: no object named '{name}'")
        return obj

    def rect(self, name: str) -> pygame.Rect:
        o = self._get(name)
        return pygame.Rect(round(o.x), round(o.y), round(o.width), round(o.height))

    def point(self, name: str) -> tuple[int, int]:
        """A point object's position (a rectangle's centre)."""
        o = self._get(name)
        if _is_point(o):
            return round(o.x), round(o.y)
        return round(o.x + o.width / 2), round(o.y + o.height / 2)

    def objects(self, type_name: str) -> list:
        """Every named object of that type, in file order."""
        return [o for o in self._objects.values() if object_type(o) == type_name]

    def layer_of(self, name: str) -> str | None:
        return self._layer_of.get(name)


TMX_LIMIT = 2 * 1024 * 1024


def check_readable(path: str) -> None:
    """DataError naming the file unless it is a regular file of at most TMX_LIMIT bytes."""
    from rules.engine.data import DataError, DataProblem
    from rules.engine.files import FileProblem, read_bytes
    try:
        read_bytes(path, TMX_LIMIT)
    except FileNotFoundError:
        raise DataError([DataProblem(path, 1, "(file)", "missing")]) from None
    except FileProblem as exc:
        raise DataError([DataProblem(path, 1, "(file)", exc.why)]) from None


@lru_cache(maxsize=None)
def _load(path: str) -> Layout:
    return Layout(path)


def load_layout(name: str, root: str | None = None) -> Layout:
    """``name`` without extension, e.g. ``load_layout("<game id>")``; cached."""
    base = root or resource("data")
    return _load(os.path.join(base, name, "layout.tmx"))


# ------------------------------------------------------------------------------------ checks

def check_layout_file(path: str, required: dict[str, str]) -> list[str]:
    """Problems of one TMX file as ``file:line: field: message`` lines."""
    problems: list[str] = []
    if not os.path.exists(path):
        return [f"{path}:1: (file): missing"]
    try:
        check_readable(path)
    except DataError as exc:
        return [str(p) for p in exc.problems]
    try:
        ElementTree.parse(path)
    except ElementTree.ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else 1
        return [f"{path}:{line}: (file): unreadable XML: {exc}"]
    try:
        layout = Layout(path)
    except Exception as exc:  # pytmx raises many kinds of errors on a bad map
        return [f"{path}:1: (file): not a Tiled map: {exc.__class__.__name__}: {exc}"]
    m = layout.map
    if getattr(m, "orientation", "orthogonal") != "orthogonal":
        problems.append(f"{path}:1: orientation: expected orthogonal, got {m.orientation}")
    for name, kind in required.items():
        if not layout.has(name):
            problems.append(f"{path}:1: {name}: missing object")
            continue
        o = layout._get(name)
        if not object_type(o):
            problems.append(f"{path}:1: {name}: object has no type (class)")
        if kind == "rect":
            if _is_point(o) or o.width <= 0 or o.height <= 0:
                problems.append(f"{path}:1: {name}: expected a rectangle with a size")
                continue
            r = layout.rect(name)
            if r.left < 0 or r.top < 0 or r.right > LOGICAL[0] or r.bottom > LOGICAL[1]:
                problems.append(f"{path}:1: {name}: rectangle {tuple(r)} leaves the 1280x720 canvas")
        elif kind == "point":
            x, y = layout.point(name)
            if not (0 <= x <= LOGICAL[0] and 0 <= y <= LOGICAL[1]):
                problems.append(f"{path}:1: {name}: point {(x, y)} leaves the 1280x720 canvas")
    return problems


def layouts() -> list[tuple[str, callable]]:
    """(game id, its required zones) for every registered game with a table layout."""
    from game.registry import UIS
    return [(ui.id, ui.zones) for ui in UIS.values() if ui.zones is not None]


def check_layouts(root: str | None = None) -> list[str]:
    """Load every game's ``<root>/<game>/layout.tmx``; one line per problem."""
    root = root or resource("data")
    problems: list[str] = []
    for name, required in layouts():
        problems += check_layout_file(os.path.join(root, name, "layout.tmx"), required())
    return problems
