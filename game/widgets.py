"""Small reusable widgets drawn by our code."""
from __future__ import annotations

import pygame

from game.text import render, wrap

INK = (236, 232, 220)
PANEL = (34, 40, 46)
ACCENT = (226, 170, 60)
MUTED = (140, 146, 150)


class Button:
    """A clickable labelled rectangle. ``key`` is an optional keyboard shortcut (pygame key code)."""

    def __init__(self, rect, label: str, action=None, key: int | None = None, enabled: bool = True,
                 size: int = 20):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.action = action
        self.key = key
        self.enabled = enabled
        self.size = size
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event activated the button (its action has run)."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.action:
                self.action()
            return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            if self.action:
                self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        bg = (70, 80, 88) if self.hover and self.enabled else (50, 58, 66)
        if not self.enabled:
            bg = (40, 44, 48)
        pygame.draw.rect(surface, bg, self.rect, border_radius=8)
        pygame.draw.rect(surface, ACCENT if self.hover and self.enabled else (96, 104, 110), self.rect, 2,
                         border_radius=8)
        img = render(self.label, self.size, INK if self.enabled else MUTED, bold=True)
        surface.blit(img, img.get_rect(center=self.rect.center))


def draw_panel(surface: pygame.Surface, rect, alpha: int = 230, border=(90, 98, 104)) -> None:
    rect = pygame.Rect(rect)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    panel.fill((*PANEL, alpha))
    surface.blit(panel, rect.topleft)
    pygame.draw.rect(surface, border, rect, 2, border_radius=6)


def draw_paragraph(surface: pygame.Surface, s: str, rect, size: int = 18, colour=INK,
                   line_gap: int = 4) -> int:
    """Wrap ``s`` inside ``rect``; return the y after the last line."""
    rect = pygame.Rect(rect)
    y = rect.top
    for line in wrap(s, size, rect.width):
        img = render(line, size, colour)
        surface.blit(img, (rect.left, y))
        y += img.get_height() + line_gap
    return y


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))
