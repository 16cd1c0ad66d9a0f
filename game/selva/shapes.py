"""Shapes the Selva table draws in more than one place: the arrow (combat, spotlight) and where a line
from a rectangle's centre leaves it."""
from __future__ import annotations

import math

import pygame


def arrow(surface, start, end, col, width: int = 3) -> None:
    pygame.draw.line(surface, (10, 10, 10), start, end, width + 3)
    pygame.draw.line(surface, col, start, end, width)
    dx, dy = end[0] - start[0], end[1] - start[1]
    ln = math.hypot(dx, dy) or 1
    ux, uy = dx / ln, dy / ln
    px, py = -uy, ux
    k = 6 + 2 * width
    pts = [(end[0] + ux * 2, end[1] + uy * 2), (end[0] - ux * k + px * k * 0.7, end[1] - uy * k + py * k * 0.7),
           (end[0] - ux * k - px * k * 0.7, end[1] - uy * k - py * k * 0.7)]
    pygame.draw.polygon(surface, (10, 10, 10), pts, 0)
    pygame.draw.polygon(surface, col, [(x - ux, y - uy) for x, y in pts])


def edge_towards(r: pygame.Rect, p) -> tuple[int, int]:
    """The point where the line from ``r``'s centre to ``p`` leaves ``r``."""
    cx, cy = r.center
    dx, dy = p[0] - cx, p[1] - cy
    if dx == 0 and dy == 0:
        return r.center
    kx = (r.w / 2) / abs(dx) if dx else float("inf")
    ky = (r.h / 2) / abs(dy) if dy else float("inf")
    k = min(kx, ky, 1.0)
    return int(cx + dx * k), int(cy + dy * k)
