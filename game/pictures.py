"""A picture for every animal and plant: ``data/<game>/pictures.yaml`` maps card or species ids to freely
licensed SVG icons in ``assets/icons/`` (sets, authors and licences in ``assets/icons/ATTRIBUTION.md``).

``picture(game_id, card_id, size)`` gives the icon drawn at that size (cached; None when the card has no
picture); ``game_picture(game_id, size)`` the game's menu tile. ``check(root, icons)`` is check-data's
part: every file named exists and loads.
"""
from __future__ import annotations

import os
from functools import lru_cache

import pygame

from game.paths import resource
from rules.engine.data import DataError, DataProblem, Doc, load_plain, load_yaml

FILE = "pictures.yaml"


class Pictures:
    """``game``: the menu tile's icon; ``pictures``: card or species id -> icon file. (Two plain fields,
    checked here without the card models' machinery, which the menu does not need at start-up.)"""

    __slots__ = ("game", "pictures")

    def __init__(self, game: str, pictures: dict[str, str]):
        self.game = game
        self.pictures = pictures


def parse(doc: Doc) -> Pictures:
    """The table of a parsed pictures.yaml, or DataError naming the line and field of each problem."""
    v = doc.value
    problems = []
    if not isinstance(v, dict):
        raise DataError([DataProblem(doc.file, 1, "(root)", "expected a mapping with game and pictures")])
    for key in v:
        if key not in ("game", "pictures"):
            problems.append(DataProblem(doc.file, doc.line(key), key, "unknown field"))
    game = v.get("game")
    if not isinstance(game, str) or not game.strip():
        problems.append(DataProblem(doc.file, doc.line("game"), "game", "expected an icon file name"))
    pics = v.get("pictures")
    if not isinstance(pics, dict):
        problems.append(DataProblem(doc.file, doc.line("pictures"), "pictures", "expected a mapping id -> icon file"))
        pics = {}
    for k, f in pics.items():
        if not isinstance(k, str) or not isinstance(f, str) or not f.strip():
            problems.append(DataProblem(doc.file, doc.line(f"pictures.{k}"), f"pictures.{k}",
                                        "expected an icon file name"))
    if problems:
        raise DataError(problems)
    return Pictures(game, dict(pics))


def load_pictures(path: str, display: str | None = None) -> Pictures:
    """Read at start-up (the menu's tiles): the fast parser; check-data reports problems with lines."""
    return parse(Doc(display or path, load_plain(path, display), {}))


def icons_dir() -> str:
    return resource("assets", "icons")


@lru_cache(maxsize=None)
def pictures_of(game_id: str) -> Pictures | None:
    """The game's picture table, or None when it has none (or it is broken: check-data says why)."""
    path = resource("data", game_id, FILE)
    if not os.path.exists(path):
        return None
    try:
        return load_pictures(path, os.path.join("data", game_id, FILE))
    except DataError:
        return None


@lru_cache(maxsize=2048)
def _load(file: str, size: tuple[int, int]) -> pygame.Surface | None:
    path = os.path.join(icons_dir(), file)
    try:
        return pygame.image.load_sized_svg(path, size).convert_alpha()
    except (pygame.error, FileNotFoundError, OSError):
        return None


def picture(game_id: str, card_id: str, size: int | tuple[int, int]) -> pygame.Surface | None:
    table = pictures_of(game_id)
    if table is None:
        return None
    file = table.pictures.get(card_id)
    if file is None:
        return None
    wh = (size, size) if isinstance(size, int) else tuple(size)
    return _load(file, wh)


def game_picture(game_id: str, size: int) -> pygame.Surface | None:
    table = pictures_of(game_id)
    return _load(table.game, (size, size)) if table is not None else None


def has_picture(game_id: str, card_id: str) -> bool:
    table = pictures_of(game_id)
    return table is not None and card_id in table.pictures


def check(root: str, game_ids, icons: str | None = None, needed: dict | None = None) -> list[str]:
    """Problems of every game's pictures.yaml under ``root``: the file loads, every icon named exists in
    ``icons``, and (``needed``: game id -> card ids) every card has a picture."""
    icons = icons or icons_dir()
    problems: list[str] = []
    for game_id in game_ids:
        path = os.path.join(root, game_id, FILE)
        if not os.path.exists(path):
            problems.append(str(DataProblem(path, 1, "(file)", "missing")))
            continue
        try:
            doc = load_yaml(path, path)
            table = parse(doc)
        except DataError as exc:
            problems += [str(p) for p in exc.problems]
            continue
        for key, file in [("game", table.game)] + [(f"pictures.{k}", v) for k, v in table.pictures.items()]:
            if not os.path.exists(os.path.join(icons, file)):
                problems.append(str(DataProblem(path, doc.line(key), key, f"no icon file assets/icons/{file}")))
        for card in (needed or {}).get(game_id, ()):
            if card not in table.pictures:
                problems.append(str(DataProblem(path, doc.line("pictures"), f"pictures.{card}",
                                                "this card has no picture")))
    return problems
