"""A picture for every animal and plant: ``data/<game>/pictures.yaml`` maps card or species ids to freely
licensed SVG icons in ``assets/icons/`` (sets, authors and licences in ``assets/icons/ATTRIBUTION.md``).

``picture(game_id, card_id, size)`` gives the icon drawn at that size (cached; None when the card has no
picture); ``game_picture(game_id, size)`` the game's menu tile. ``check(root, icons)`` is check-data's
part: every file named exists and loads.

Every picture keeps its contrast on any card (``outlined``): the drawing is made a little smaller than
asked and ringed along its silhouette by a thin dark line, then a thin light one. On a light card the
dark line shows (a pale goat or snow leopard no longer melts into it) and the light one vanishes; on a
dark or saturated card the light one shows. A drawing edged in dark colours by itself (the black bird,
the ant: ``dark_rimmed``, judged from its own lightness) gets a hairline for its dark line. A small
picture (under SMALL pixels) gets one ring only, chosen by that lightness. No game's drawing code
changes: ``picture`` returns the ringed surface at the size asked, cached as before.
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


# ---------------------------------------------------------------- contrast: the outline

DARK_INK = (34, 30, 28)            # the inner ring: seen on light cards, and it edges a pale drawing
LIGHT_INK = (250, 247, 238)        # the outer ring: seen on dark and saturated cards


SMALL = 20                         # below this many pixels a picture gets one ring, not two


def ring_widths(side: int) -> tuple[int, int]:
    """The dark and the light ring's widths for a picture ``side`` pixels across: about a 32nd and a
    48th of it, at least one pixel each (below SMALL: one ring of one pixel, ``small_rings``)."""
    return max(1, round(side / 32)), max(1, round(side / 48))


def small_rings(dark_edged: bool) -> tuple[int, int]:
    """A small picture's one ring: light for a drawing edged in dark colours (it stands out on light
    cards by itself), else dark (a pale or mid-toned drawing needs it there); two would eat the drawing."""
    return (0, 1) if dark_edged else (1, 0)


def grow(mask: pygame.mask.Mask, steps: int = 1) -> pygame.mask.Mask:
    """``mask`` grown by ``steps`` pixels in the four directions."""
    for _ in range(steps):
        grown = mask.copy()
        for offset in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            grown.draw(mask, offset)
        mask = grown
    return mask


def rim(img: pygame.Surface, width: int = 1) -> pygame.mask.Mask:
    """The pixels of ``img`` (alpha at least 128) within ``width`` pixels of its outside, the frame's
    outside included: the band along the edge of its silhouette."""
    solid = pygame.mask.from_surface(img, 127)
    w, h = solid.get_size()
    outside = pygame.mask.Mask((w + 2, h + 2), fill=True)
    outside.erase(solid, (1, 1))
    return solid.overlap_mask(grow(outside, width), (-1, -1))


DARK_GREY = 60                     # a rim pixel this dark (grey level 0-255) stands out on light cards
DARK_RIM = 0.75                    # the share of such pixels that makes a rim dark
RIM_SIZE = 48                      # the size at which a file's rim is judged when none is at hand


def _raw(file: str, size: tuple[int, int]) -> pygame.Surface | None:
    path = os.path.join(icons_dir(), file)
    try:
        return pygame.image.load_sized_svg(path, size).convert_alpha()
    except (pygame.error, FileNotFoundError, OSError):
        return None


def dark_share(img: pygame.Surface, where: pygame.mask.Mask) -> float:
    """The share of the pixels of ``where`` whose grey level (``transform.grayscale``) is DARK_GREY or less."""
    total = where.count()
    if not total:
        return 0.0
    grey = pygame.transform.grayscale(img)
    top = DARK_GREY + 1                    # from_threshold keeps the differences below this
    dark = pygame.mask.from_threshold(grey, (0, 0, 0, 255), (top, top, top, 255))
    return where.overlap_area(dark, (0, 0)) / total


_DARK_RIMMED: dict[str, bool] = {}


def dark_rimmed(file: str, img: pygame.Surface | None = None) -> bool:
    """Is ``file``'s drawing edged in dark colours? Judged once per file (from ``img``, its drawing at the
    first size asked, else at RIM_SIZE) and kept. Such a drawing stands out on light cards by itself: its
    dark ring is a hairline, as a wider one would fill the gaps between its thin legs (the ant, the spider)
    and show nothing new."""
    if file not in _DARK_RIMMED:
        img = img if img is not None else _raw(file, (RIM_SIZE, RIM_SIZE))
        _DARK_RIMMED[file] = img is not None and dark_share(img, rim(img, 2)) >= DARK_RIM
    return _DARK_RIMMED[file]


def _stamp(out: pygame.Surface, img: pygame.Surface, ink: tuple[int, int, int], at: int, reach: int) -> None:
    """``img``'s silhouette in ``ink``, grown by ``reach`` pixels (a row of offsets, then a column of
    that row), onto ``out`` with its corner at (``at``, ``at``)."""
    shape = img.copy()
    shape.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    for _ in range(2):                     # alpha times four: a crisp ring even one pixel wide
        shape.blit(shape.copy(), (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    shape.fill((*ink, 0), special_flags=pygame.BLEND_RGBA_ADD)
    w, h = shape.get_size()
    row = pygame.Surface((w + 2 * reach, h), pygame.SRCALPHA)
    for dx in range(2 * reach + 1):
        row.blit(shape, (dx, 0), special_flags=pygame.BLEND_RGBA_MAX)
    for dy in range(-reach, reach + 1):
        out.blit(row, (at - reach, at + dy), special_flags=pygame.BLEND_RGBA_MAX)


def outlined(img: pygame.Surface, dark: int, light: int) -> pygame.Surface:
    """``img`` ringed by a dark ring ``dark`` pixels wide (none if 0) and a light one ``light`` pixels wide
    outside it, on a surface ``dark + light`` pixels larger on every side. Whatever the card's colour, one
    of the rings, or the drawing's own dark edge, stands out against it (tests/assets/test_picture_contrast.py
    measures it)."""
    w, h = img.get_size()
    pad = dark + light
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    if light:
        _stamp(out, img, LIGHT_INK, pad, pad)
    if dark:
        under = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        _stamp(under, img, DARK_INK, pad, dark)
        out.blit(under, (0, 0))
    out.blit(img, (pad, pad))
    return out.convert_alpha()


@lru_cache(maxsize=2048)
def _load(file: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture of ``file`` at ``size``: the drawing made smaller by its rings, then ringed."""
    if min(size) < SMALL:
        img = _raw(file, (max(1, size[0] - 2), max(1, size[1] - 2)))
        return None if img is None else outlined(img, *small_rings(dark_rimmed(file, img)))
    dark, light = ring_widths(min(size))
    pad = dark + light
    img = _raw(file, (max(1, size[0] - 2 * pad), max(1, size[1] - 2 * pad)))
    if img is None:
        return None
    if not dark_rimmed(file, img):
        return outlined(img, dark, light)
    out = pygame.Surface((img.get_width() + 2 * pad, img.get_height() + 2 * pad), pygame.SRCALPHA)
    out.blit(outlined(img, 1, light), (dark - 1, dark - 1))    # a hairline: no thin gap filled
    return out.convert_alpha()


def icon(file: str, size: int | tuple[int, int]) -> pygame.Surface | None:
    """The picture of an icon file of assets/icons/ at ``size``, outlined (cached); None if it cannot load."""
    return _load(file, (size, size) if isinstance(size, int) else tuple(size))


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
