"""Hot-seat cover: hides the whole table between two human players' turns."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.scene import Scene
from game.text import render

BG = (16, 22, 26)


class CoverScene(Scene):
    """"Pass to NAME — click when ready". Opaque: the scene below is not drawn at all."""

    overlay = False

    def __init__(self, app, name: str, on_ready=None):
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.done = False

    def ready(self) -> None:
        if self.done:
            return
        self.done = True
        if self.app.top is self:
            self.app.pop()
        if self.on_ready:
            self.on_ready()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.ready()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BG)
        w, h = surface.get_size()
        title = render(tr("common.cover.title", name=self.name), 44, (240, 220, 160), bold=True)
        hint = render(tr("common.cover.hint"), 22, (200, 206, 210))
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - 30)))
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + 30)))
        # a paw in the middle so the screen does not look broken
        cx, cy = w // 2, h // 2 + 120
        col = (60, 96, 90)
        pygame.draw.ellipse(surface, col, (cx - 26, cy - 12, 52, 40))
        for dx, dy in ((-30, -28), (-10, -44), (10, -44), (30, -28)):
            pygame.draw.ellipse(surface, col, (cx + dx - 9, cy + dy - 12, 18, 24))
