"""Small cached pictures of Dominant Species drawn by our code: species chips, element discs, pawns,
terrain swatches — each with its icon from data/dominant_species/pictures.yaml and a letter or number,
so colour is never the only cue."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game import palette as _palette
from game.i18n import language, tr
from game.pictures import picture
from game.text import fits, render
from rules.dominant_species.data import basic
from rules.dominant_species.constants import ANIMALS, ELEMENTS, TERRAINS

GAME = "dominant_species"
INK = (236, 232, 220)
DARK = (18, 20, 24)
GOLD = (240, 196, 80)
RED = (226, 64, 56)
FOCUS = (120, 200, 255)
TARGET = (255, 236, 120)
SEL = (120, 220, 255)


def _data():
    d = basic()
    return d["animals.yaml"], d["terrain.yaml"]


@lru_cache(maxsize=1)
def palettes() -> dict:
    animals, terrain = _data()
    return {
        "animal": {a.id: tuple(a.colour) for a in animals.animals},
        "animal_letter": {a.id: a.letter for a in animals.animals},
        "terrain": {t.id: tuple(t.colour) for t in terrain.terrains},
        "terrain_letter": {t.id: t.letter for t in terrain.terrains},
        "element": {e.id: tuple(e.colour) for e in terrain.elements},
        "element_letter": {e.id: e.letter for e in terrain.elements},
    }


# the colours that follow the player's palette (Settings → Colours): each kind's things by index
_ORDER = {"animal": ANIMALS, "element": ELEMENTS}
LIGHT_RIM = (205, 208, 214)


def colour(kind: str, key: str) -> tuple:
    """A thing's colour: the game's own, or for animals and elements the colour-blind palette's."""
    std = palettes()[kind].get(key, (128, 128, 128))
    order = _ORDER.get(kind)
    if order is None or key not in order:
        return std
    return _palette.pick(std, order.index(key))


def letter(kind: str, key: str) -> str:
    """An animal's letters in the player's language (e.g. 'Ar' for Arachnids, in both), else the data's
    one-letter mark (elements and terrains, shown only when their icon is missing)."""
    if kind == "animal" and key in ANIMALS:
        return tr(f"dominant_species.letter.{key}")
    return palettes()[kind + "_letter"].get(key, "?")


def look_key() -> tuple:
    """What cached pictures depend on besides their arguments: the palette, the language, the text zoom."""
    from game.text import zoom
    return (_palette.palette(), language(), zoom())


def ink_on(bg) -> tuple:
    """Black or white text, whichever reads on ``bg``."""
    r, g, b = bg[:3]
    return DARK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else (250, 250, 250)


def rim(bg) -> tuple:
    """The outline of a piece of colour ``bg``: dark, or light for a dark piece (the reptiles' black
    reads on the dark table)."""
    r, g, b = bg[:3]
    return LIGHT_RIM if 0.299 * r + 0.587 * g + 0.114 * b < 90 else DARK


def icon(key: str, size: int) -> pygame.Surface | None:
    return picture(GAME, key, size)


def chip(animal: str, count: int, endangered: bool = False, scale: int = 1) -> pygame.Surface:
    """A species chip: the animal's colour, its icon and the count; endangered: a red frame and '!'."""
    return _chip(animal, count, endangered, scale, look_key())


@lru_cache(maxsize=512)
def _chip(animal: str, count: int, endangered: bool, scale: int, _key) -> pygame.Surface:
    from game.dominant_species.geometry import CHIP_H, CHIP_W, chip_height
    w, h = CHIP_W * scale, chip_height(scale)
    size = 12 * scale
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    bg = colour("animal", animal)
    pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=4 * scale)
    pygame.draw.rect(surf, RED if endangered else rim(bg), surf.get_rect(), (2 if endangered else 1) * scale,
                     border_radius=4 * scale)
    txt = f"{count}!" if endangered else str(count)
    ink = ink_on(bg)
    ic = icon(animal, (CHIP_H - 3) * scale)
    room = w - 4 * scale
    if ic is not None and fits(txt, size, room - ic.get_width() - scale, True):
        # the icon and the count (condensed when larger text needs it)
        surf.blit(ic, (2 * scale, (h - ic.get_height()) // 2))
        img = render(txt, size, RED if endangered and ink == DARK else ink, True)
        surf.blit(img, img.get_rect(midright=(w - 2 * scale, h // 2)))
    else:
        # the letters and the count, else the count alone (the icon's room is given to the number)
        txt2 = letter("animal", animal) + txt
        if not fits(txt2, size, room, True):
            txt2 = txt
            fits(txt2, size, room, True)
        img = render(txt2, size, ink, True)
        surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    return surf


def disc(element: str, radius: int, ghost: bool = False) -> pygame.Surface:
    """An element disc: the element's colour and icon (a letter when the icon is missing)."""
    return _disc(element, radius, ghost, look_key())


@lru_cache(maxsize=256)
def _disc(element: str, radius: int, ghost: bool, _key) -> pygame.Surface:
    d = 2 * radius
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    bg = colour("element", element)
    pygame.draw.circle(surf, (*bg, 150 if ghost else 255), (radius, radius), radius)
    pygame.draw.circle(surf, DARK, (radius, radius), radius, 1)
    ic = icon(element, max(8, int(radius * 1.35)))
    if ic is not None:
        if ghost:
            ic = ic.copy()
            ic.set_alpha(150)
        surf.blit(ic, ic.get_rect(center=(radius, radius)))
    else:
        img = render(letter("element", element), 12, ink_on(bg), True)
        surf.blit(img, img.get_rect(center=(radius, radius)))
    return surf


def printed_element(element: str, size: int) -> pygame.Surface:
    """A printed element of a display: a square (printed ones are never lost) with the icon."""
    return _printed(element, size, look_key())


@lru_cache(maxsize=64)
def _printed(element: str, size: int, _key) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    bg = colour("element", element)
    pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=3)
    pygame.draw.rect(surf, DARK, surf.get_rect(), 1, border_radius=3)
    ic = icon(element, size - 4)
    if ic is not None:
        surf.blit(ic, ic.get_rect(center=(size // 2, size // 2)))
    return surf


def pawn(animal: str, radius: int) -> pygame.Surface:
    """An action pawn seen from above: the animal's colour with its letters (in the player's language)."""
    return _pawn(animal, radius, look_key())


@lru_cache(maxsize=64)
def _pawn(animal: str, radius: int, _key) -> pygame.Surface:
    d = 2 * radius
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    bg = colour("animal", animal)
    pygame.draw.circle(surf, bg, (radius, radius), radius)
    pygame.draw.circle(surf, rim(bg), (radius, radius), radius, 2)
    img = render(letter("animal", animal), 12 if radius < 12 else 14, ink_on(bg), True)
    surf.blit(img, img.get_rect(center=(radius, radius + 1)))
    return surf


def tag(animal: str, text: str, scale: int = 1) -> pygame.Surface:
    """A small marker in the animal's colour: e.g. the dominance crown '♛Ma'."""
    return _tag(animal, text, scale, look_key())


@lru_cache(maxsize=64)
def _tag(animal: str, text: str, scale: int, _key) -> pygame.Surface:
    bg = colour("animal", animal)
    img = render(text, 12 * scale, ink_on(bg), True)
    from game.text import real_size
    surf = pygame.Surface((img.get_width() + 6 * scale, max(15 * scale, real_size(12 * scale) + 2)), pygame.SRCALPHA)
    pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=4 * scale)
    pygame.draw.rect(surf, GOLD, surf.get_rect(), 2 * scale, border_radius=4 * scale)
    surf.blit(img, img.get_rect(center=(surf.get_width() // 2, surf.get_height() // 2 + scale // 2)))
    return surf


def dominance_tag(animal: str, scale: int = 1) -> pygame.Surface:
    return tag(animal, "♛" + letter("animal", animal), scale)


def terrain_fill(t: str) -> tuple:
    return colour("terrain", t)


ALL_IDS = tuple(ANIMALS) + tuple(TERRAINS) + tuple(ELEMENTS)


def picture_ids() -> list:
    """Every id that must have a picture (check-data)."""
    return list(ALL_IDS)
