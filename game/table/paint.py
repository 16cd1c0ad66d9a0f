"""What every table paints the same way: its colours and the rounded, translucent panels (cached: a
table draws dozens of them every frame). Drawing functions import these; they never ask the table."""
from __future__ import annotations

import pygame

PANEL = (30, 36, 42)
PANEL_EDGE = (84, 94, 100)
GOLD = (240, 196, 80)
FOCUS = (120, 200, 255)

_panels: dict = {}


def panel(size, fill=PANEL, alpha=228, edge=PANEL_EDGE, width=2, radius=8) -> pygame.Surface:
    """A rounded panel of ``size``: ``fill`` at ``alpha``, an ``edge`` of ``width`` pixels (0: none)."""
    key = (tuple(size), fill, alpha, edge, width, radius)
    surf = _panels.get(key)
    if surf is None:
        if len(_panels) > 512:
            _panels.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*fill, alpha), surf.get_rect(), border_radius=radius)
        if width:
            pygame.draw.rect(surf, edge, surf.get_rect(), width, border_radius=radius)
        _panels[key] = surf
    return surf
