"""Every picture keeps its contrast on light and on dark cards (game/pictures.py draws an outline).

Measured on the rendered surface, drawn over each background: a pixel stands out where it differs from
the background by a WCAG contrast ratio of at least 3 (the rule for graphics); a point of the silhouette's
edge is seen when a pixel that stands out lies within the rings' depth of it (the light ring, the dark
ring, or the drawing's own dark edge where it has no dark ring); a picture is seen on a background when
most of its edge is. Without the outline the goat or the snow leopard fails on a light card (a test below
keeps that true, so that the measure can fail).
"""
from __future__ import annotations

import functools
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ICONS = os.path.join(ROOT, "assets", "icons")

LIGHT_CARDS = ((244, 236, 216), (255, 255, 255), (226, 232, 214))   # cream, white, pale green
DARK_CARDS = ((32, 36, 44), (0, 0, 0), (26, 58, 44))                  # slate, black, the felt's green
BRIGHT_CARDS = ((200, 60, 50), (60, 110, 200), (140, 70, 170), (230, 140, 40), (120, 120, 120))
CARDS = LIGHT_CARDS + DARK_CARDS + BRIGHT_CARDS                       # + red, blue, purple, orange, grey
RATIO = 3.0            # WCAG 2 non-text contrast
SEEN = 0.75            # share of a band that must reach RATIO
SIZES = (24, 40, 64)
PALE = ("1f410.svg", "1f406-snow.svg", "1f407-white.svg", "1f98a-white.svg", "1f989-white.svg",
        "1f43b-200d-2744-fe0f.svg")


def _lin(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb) -> float:
    r, g, b = rgb[:3]
    return 0.2126 * _lin(r) + 0.7152 * _lin(g) + 0.0722 * _lin(b)


@functools.lru_cache(maxsize=None)
def ratio(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture(scope="module")
def pics():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    from game import pictures
    yield pygame, pictures
    pygame.display.quit()


def seen(pygame, pictures, surf, bg) -> float:
    """The share of the silhouette's edge (its outermost pixels) that has a pixel reaching RATIO against
    ``bg`` within the rings' depth, ``surf`` drawn over ``bg``: how much of the picture's outline shows."""
    side = min(surf.get_size())
    depth = sum(pictures.ring_widths(side)) if side >= pictures.SMALL else 3     # small: 1 ring + 2 px
    edge = pictures.rim(surf, 1)
    band = pictures.rim(surf, 2 * depth + 1)
    card = pygame.Surface(surf.get_size())
    card.fill(bg)
    card.blit(surf, (0, 0))
    strong = pygame.mask.Mask(surf.get_size())
    w, h = surf.get_size()
    for y in range(h):
        for x in range(w):
            if band.get_at((x, y)) and ratio(tuple(card.get_at((x, y)))[:3], bg) >= RATIO:
                strong.set_at((x, y))
    total = edge.count()
    return edge.overlap_area(pictures.grow(strong, depth), (0, 0)) / total if total else 0.0


def _files():
    return sorted(f for f in os.listdir(ICONS) if f.endswith(".svg"))


@pytest.mark.parametrize("size", SIZES)
def test_every_picture_is_seen_on_light_and_dark_cards(pics, size):
    pygame, pictures = pics
    poor = []
    for f in _files():
        surf = pictures.icon(f, size)
        assert surf is not None and surf.get_size() == (size, size), f
        for bg in CARDS:
            share = seen(pygame, pictures, surf, bg)
            if share < SEEN:
                poor.append((f, bg, round(share, 2)))
    assert not poor, poor


@pytest.mark.parametrize("size", (16, 18))
def test_small_pictures_get_the_one_ring_their_lightness_needs(pics, size):
    """Under SMALL pixels, one ring: every picture is seen on light cards, and a dark-edged one (whose
    ring is light) on dark cards too."""
    pygame, pictures = pics
    assert size < pictures.SMALL
    poor = []
    for f in _files():
        surf = pictures.icon(f, size)
        assert surf is not None and surf.get_size() == (size, size), f
        cards = LIGHT_CARDS + (DARK_CARDS if pictures.dark_rimmed(f) else ())
        poor += [(f, bg) for bg in cards if seen(pygame, pictures, surf, bg) < SEEN]
    assert not poor, poor


def test_the_measure_fails_pale_pictures_without_their_outline(pics):
    """The raw drawings of the pale animals are not seen on a light card: the outline is what helps."""
    pygame, pictures = pics
    for f in PALE:
        raw = pygame.image.load_sized_svg(os.path.join(ICONS, f), (64, 64)).convert_alpha()
        assert seen(pygame, pictures, raw, LIGHT_CARDS[0]) < SEEN, f
        assert not pictures.dark_rimmed(f), f           # so it gets its dark ring


def test_the_outline_keeps_the_size_and_the_cache(pics):
    pygame, pictures = pics
    a = pictures.picture("animal_duel", "leopardo_nieves", 40)
    assert a.get_size() == (40, 40)
    assert pictures.picture("animal_duel", "leopardo_nieves", 40) is a
    assert pictures.picture("animal_duel", "leopardo_nieves", (40, 40)) is a
