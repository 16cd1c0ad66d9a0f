"""About Bestiario: the games, who made what, and the credits of the freely licensed assets we use
(their licences are in assets/, beside the files)."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.pictures import game_picture
from game.scene import Scene
from game.text import render, wrap
from game.widgets import ACCENT, INK, MUTED, Button, draw_background, draw_panel, draw_title
from rules.registry import DESCRIPTORS


class AboutScene(Scene):
    BOX = pygame.Rect(120, 120, 1040, 490)

    def __init__(self, app):
        super().__init__(app)
        self.back_button = Button((540, 636, 200, 56), tr("common.back"), self.back, size=22)

    def back(self) -> None:
        self.app.pop()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
            return
        self.back_button.handle(event)

    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("about.title"), tr("menu.subtitle"), y=22)
        B = self.BOX
        draw_panel(surface, B, alpha=220)
        x = B.left + 30
        for i, d in enumerate(DESCRIPTORS):
            pic = game_picture(d.id, 48)
            cx = B.left + 110 + i * (B.width - 220) // max(1, len(DESCRIPTORS) - 1)
            if pic is not None:
                surface.blit(pic, pic.get_rect(center=(cx, B.top + 44)))
            name = render(tr(f"games.{d.id}.name"), 14, INK)
            surface.blit(name, name.get_rect(midtop=(cx, B.top + 72)))
        y = B.top + 110
        for key, colour in (("about.made", INK), ("about.rules", INK), ("about.credits_title", ACCENT),
                            ("about.credit_icons", INK), ("about.credit_font", INK), ("about.licences", MUTED)):
            size = 20 if key == "about.credits_title" else 17
            for line in wrap(tr(key), size, B.width - 60, bold=key == "about.credits_title"):
                surface.blit(render(line, size, colour, bold=key == "about.credits_title"), (x, y))
                y += size + 7
            y += 8
        self.back_button.draw(surface)
