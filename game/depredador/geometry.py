"""Depredador's table geometry: the zones of data/depredador/layout.tmx the table reads, and the
rectangles computed inside them (the hand's cards, the centre biomes, the hunt's places, the
starter buttons, the round summary's button). Pure arithmetic on ``pygame.Rect``: nothing is drawn."""
from __future__ import annotations

import pygame

TABLE_ZONES = ("hand", "prompt", "self_info", "centre_biomes", "trick", "summary", "scores", "log",
               "menu_button", "undo_button")
LIFT = 20                       # how far a playable (or picked) card rises out of the hand
TILE = (88, 56)                 # a centre biome tile
STARTER_BUTTON = (168, 44, 12)  # width, height, gap


def seat_name(players: int, k: int) -> str:
    """The zone of the k-th opponent (1 = next clockwise, the viewer's left) at ``players`` players."""
    return f"seat{players}_{k}"


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' | 'point' for everything the Depredador table reads."""
    req = {name: "rect" for name in TABLE_ZONES}
    req["hover_anchor"] = "point"
    for n in range(2, 7):
        for k in range(1, n):
            req[seat_name(n, k)] = "rect"
    return req


def hand_rects(area: pygame.Rect, card_size: tuple[int, int], lifted: list[bool]) -> list[pygame.Rect]:
    """Where each card of a hand of ``len(lifted)`` cards lies, fanned across ``area``; a lifted
    card (playable now) rises by LIFT."""
    cw, ch = card_size
    k = len(lifted)
    step = min(cw + 8, (area.w - cw) / max(1, k - 1)) if k > 1 else 0
    total = cw + step * (k - 1)
    x0 = area.centerx - total / 2
    y = area.bottom - ch - 6
    return [pygame.Rect(int(x0 + i * step), y - (LIFT if up else 0), cw, ch) for i, up in enumerate(lifted)]


def biome_slots(area: pygame.Rect, biomes) -> list[tuple[int, pygame.Rect]]:
    """One tile per biome in play, centred in ``area``."""
    tw, th = TILE
    k = len(biomes)
    step = min(tw + 8, (area.w - tw) // max(1, k - 1)) if k > 1 else 0
    total = tw + step * (k - 1)
    x0 = area.centerx - total // 2
    y = area.centery - th // 2
    return [(b, pygame.Rect(x0 + i * step, y, tw, th)) for i, b in enumerate(biomes)]


def starter_slots(trick: pygame.Rect, order: list[int]) -> list[tuple[int, pygame.Rect]]:
    """The buttons to pick the starting hunter, in ``order`` (the shown seat first), in the hunt area."""
    bw, bh, gap = STARTER_BUTTON
    n = len(order)
    cols = min(3, n)
    rows = (n + cols - 1) // cols
    x0 = trick.centerx - (cols * bw + (cols - 1) * gap) // 2
    y0 = trick.top + 70 + max(0, (trick.h - 90 - rows * (bh + gap)) // 2)
    return [(s, pygame.Rect(x0 + (i % cols) * (bw + gap), y0 + (i // cols) * (bh + gap), bw, bh))
            for i, s in enumerate(order)]


def _card_row(area: pygame.Rect, n: int, card_size: tuple[int, int], gap: int, margin: int,
              top: int) -> list[pygame.Rect]:
    """``n`` cards in a row centred in ``area``, ``top`` below its top, ``gap`` apart (closer when the
    row would be wider than ``area`` less ``margin``)."""
    cw, ch = card_size
    step = min(cw + gap, (area.w - margin) // n)
    total = step * (n - 1) + cw
    x0 = area.centerx - total // 2
    return [pygame.Rect(x0 + i * step, area.top + top, cw, ch) for i in range(n)]


def hunt_places(trick: pygame.Rect, n: int, card_size: tuple[int, int]) -> list[pygame.Rect]:
    """The place of each card of a hunt, in playing order from the leader."""
    return _card_row(trick, n, card_size, gap=6, margin=8, top=62)


def pass_places(trick: pygame.Rect, count: int, card_size: tuple[int, int]) -> list[pygame.Rect]:
    """The places of the cards chosen for the migration."""
    cw, ch = card_size
    x0 = trick.centerx - (count * (cw + 12) - 12) // 2
    return [pygame.Rect(x0 + i * (cw + 12), trick.top + 104, cw, ch) for i in range(count)]


def continue_button(summary: pygame.Rect) -> pygame.Rect:
    btn = pygame.Rect(0, 0, 200, 44)
    btn.midbottom = (summary.centerx, summary.bottom - 18)
    return btn


def pass_button(prompt: pygame.Rect) -> pygame.Rect:
    """The prompt's main button during the migration ("Pass"), at the prompt's right end."""
    return pygame.Rect(prompt.right - 146, prompt.top + 4, 140, prompt.h - 8)


def last_hunt_button(trick: pygame.Rect) -> pygame.Rect:
    """The button that opens the last hunt, in the hunt area's bottom right corner."""
    return pygame.Rect(trick.right - 196, trick.bottom - 40, 188, 32)


def scores_button(trick: pygame.Rect) -> pygame.Rect:
    """The button that opens the last round's scores again, in the hunt area's bottom left corner."""
    return pygame.Rect(trick.left + 8, trick.bottom - 40, 188, 32)


def last_places(panel: pygame.Rect, n: int, card_size: tuple[int, int]) -> list[pygame.Rect]:
    """The cards of a hunt told back, in playing order, across the panel."""
    return _card_row(panel, n, card_size, gap=14, margin=24, top=80)
