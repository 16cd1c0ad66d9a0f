"""A screen that says what stops a game from opening: one line per problem (file:line: field: message),
Back and Quit. Its own words have English defaults, so it reads even when the strings file is broken."""
from __future__ import annotations

import pygame

from game.i18n import tr_or
from game.scene import Scene
from game.text import ellipsize, fit_size, render
from game.widgets import INK, WARN, Button, draw_background, draw_panel

MAX_LINES = 14


class ErrorScene(Scene):
    BOX = pygame.Rect(80, 130, 1120, 470)

    def __init__(self, app, title: str, lines, hint: str | None = None):
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.hint = hint or tr_or("errors.hint", "Fix the file (or reinstall Bestiario) and start again.")
        self.back_button = Button((380, 630, 240, 56), tr_or("common.back", "Back"), self.back, size=22)
        self.quit_button = Button((660, 630, 240, 56), tr_or("menu.quit", "Quit"), self.quit, size=22)

    def back(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            self.quit()

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
            return
        for b in (self.back_button, self.quit_button):
            if b.handle(event):
                return

    def draw(self, surface) -> None:
        draw_background(surface)
        size = fit_size(self.title, 30, 1160, True, low=20)
        title = render(ellipsize(self.title, size, 1160, True), size, WARN, bold=True)
        surface.blit(title, title.get_rect(midtop=(640, 50)))
        draw_panel(surface, self.BOX, alpha=220)
        y = self.BOX.top + 20
        for line in self.lines[:MAX_LINES]:
            surface.blit(render(ellipsize(line, 16, self.BOX.width - 40), 16, INK), (self.BOX.left + 20, y))
            y += 26
        if len(self.lines) > MAX_LINES:
            more = tr_or("errors.more_lines", "… and {n} more (python main.py check-data lists them all)",
                         n=len(self.lines) - MAX_LINES)
            surface.blit(render(ellipsize(more, 16, self.BOX.width - 40), 16, WARN), (self.BOX.left + 20, y))
        hint = render(ellipsize(self.hint, 18, 1160), 18, INK)
        surface.blit(hint, hint.get_rect(midtop=(640, self.BOX.bottom + 6)))
        self.back_button.draw(surface)
        self.quit_button.draw(surface)
