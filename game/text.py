"""Fonts and cached text surfaces (``Font.render`` allocates on every call)."""
from __future__ import annotations

import pygame

from game.paths import resource

_fonts: dict[tuple, pygame.font.Font] = {}
_cache: dict[tuple, pygame.Surface] = {}
_CACHE_MAX = 4000


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        try:
            f = pygame.font.Font(resource("assets", "fonts", name), size)
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, size)
        _fonts[key] = f
    return f


def render(s: str, size: int = 18, colour=(240, 240, 240), bold: bool = False) -> pygame.Surface:
    key = (s, size, tuple(colour), bold)
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > _CACHE_MAX:
            _cache.clear()
        surf = font(size, bold).render(s, True, colour)
        _cache[key] = surf
    return surf


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines that fit ``width`` pixels (keeps explicit newlines)."""
    f = font(size, bold)
    out: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = f"{line} {w}" if line else w
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                out.append(line)
                line = w
        out.append(line)
    return out


def blit_text(surface: pygame.Surface, s: str, pos, size: int = 18, colour=(240, 240, 240),
              bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    img = render(s, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect
