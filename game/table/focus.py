"""Keyboard play: Tab and the arrows move a focus ring over what a player may use now (the cards,
cells and buttons a table lists in reading order), Enter or Space uses it, Esc lets it go."""
from __future__ import annotations

import pygame

from game.table.paint import FOCUS

KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


class FocusRing:
    """``targets()`` gives ``[(rect, activate, label)]`` in reading order."""

    def __init__(self, targets):
        self.targets = targets
        self.index: int | None = None

    def move(self, event) -> bool:
        targets = self.targets()
        if not targets:
            self.index = None
            return False
        back = event.key in (pygame.K_LEFT, pygame.K_UP) or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if self.index is None or self.index >= len(targets):
            self.index = len(targets) - 1 if back else 0
        else:
            self.index = (self.index + (-1 if back else 1)) % len(targets)
        return True

    def activate(self) -> bool:
        targets = self.targets()
        if self.index is None or self.index >= len(targets):
            self.index = None
            return False
        _, activate, _ = targets[self.index]
        self.index = None if len(targets) <= 1 else self.index
        activate()
        return True

    def draw(self, surface) -> None:
        if self.index is None:
            return
        targets = self.targets()
        if self.index >= len(targets):
            self.index = None
            return
        r = pygame.Rect(targets[self.index][0]).inflate(8, 8)
        pygame.draw.rect(surface, FOCUS, r, 3, border_radius=10)
