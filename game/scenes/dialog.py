"""A question over the current screen: a message and two or three buttons (Esc: the last one)."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.scene import Scene
from game.text import render, wrap
from game.widgets import INK, Button, dim, draw_panel


class DialogScene(Scene):
    """``buttons``: ``[(label, callback), ...]``; the dialog closes before a callback runs. Esc answers
    with the last button (the safe one); ``focus`` is the button Enter answers with at first."""

    overlay = True
    PANEL = pygame.Rect(290, 220, 700, 280)

    def __init__(self, app, message: str, buttons=None, title: str | None = None, focus: int = 0):
        super().__init__(app)
        self.message = message
        self.title = title
        self.specs = list(buttons or [(tr("dialog.ok"), None)])
        self.focus = max(0, min(focus, len(self.specs) - 1))
        self.build()

    def build(self) -> None:
        P = self.PANEL
        n = len(self.specs)
        w, gap = min(300, (P.width - 60 - (n - 1) * 20) // n), 20
        x0 = P.centerx - (n * w + (n - 1) * gap) // 2
        self.buttons = [Button((x0 + i * (w + gap), P.bottom - 80, w, 56), label,
                               lambda cb=cb: self.choose(cb), size=20)
                        for i, (label, cb) in enumerate(self.specs)]
        for i, b in enumerate(self.buttons):
            b.focus = i == self.focus

    def choose(self, callback) -> None:
        if self.app.top is self:
            self.app.pop()
        if callback is not None:
            callback()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.choose(self.specs[-1][1])
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                d = -1 if event.key == pygame.K_LEFT else 1
                self.focus = (self.focus + d) % len(self.buttons)
                self.build()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.specs[self.focus][1])
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface) -> None:
        dim(surface, 170)
        P = self.PANEL
        draw_panel(surface, P, alpha=245)
        y = P.top + 26
        if self.title:
            img = render(self.title, 26, INK, bold=True)
            surface.blit(img, img.get_rect(midtop=(P.centerx, y)))
            y += 44
        for line in wrap(self.message, 20, P.width - 60)[:5]:
            img = render(line, 20, INK)
            surface.blit(img, img.get_rect(midtop=(P.centerx, y)))
            y += 28
        for b in self.buttons:
            b.draw(surface)
