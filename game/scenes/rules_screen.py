"""The rules of a game in the current language, scrollable (wheel, arrows, PageUp/PageDown, Home/End)."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr
from game.rules_text import load_rules_text
from game.scene import Scene
from game.text import render, wrap
from game.widgets import (ACCENT, INK, MUTED, WARN, Button, draw_background, draw_hint, draw_panel,
                          draw_title)
from rules.engine.data import DataError

LINE_STEP = 40
WHEEL_STEP = 60
HEAD_SIZE = 24
TEXT_SIZE = 20


class RulesScene(Scene):
    VIEW = pygame.Rect(110, 112, 1060, 508)

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0
        self.lines: list[tuple[int, str, int, bool, tuple]] = []   # (y, text, size, bold, colour)
        self.height = 0
        self.title = ""
        self.error: str | None = None
        self.lang = None
        self.back_button = Button((540, 636, 200, 56), tr("common.back"), self.back, size=22)
        from rules.engine.tutorial import has_tutorial
        self.tutorial_button = Button((770, 636, 260, 56), tr("tutorial.button"), self.open_tutorial, size=22,
                                      enabled=has_tutorial(game_id))
        self.load()

    # ------------------------------------------------------------------ content
    def load(self) -> None:
        self.lang = i18n.language()
        self.lines = []
        self.error = None
        width = self.VIEW.width - 80
        y = 20
        try:
            rt = load_rules_text(self.game_id, self.lang)
        except FileNotFoundError as exc:
            self.title = tr(f"games.{self.game_id}.name")
            self.error = tr("rules.missing", file=str(exc))
            rt = None
        except DataError as exc:
            self.title = tr(f"games.{self.game_id}.name")
            self.error = tr("rules.broken")
            for p in exc.problems:
                for line in wrap(str(p), 18, width):
                    self.lines.append((y, line, 18, False, WARN))
                    y += 26
            rt = None
        if rt is not None:
            self.title = rt.title
            for sec in rt.sections:
                for line in wrap(sec.heading, HEAD_SIZE, width, bold=True):
                    self.lines.append((y, line, HEAD_SIZE, True, ACCENT))
                    y += 34
                y += 4
                for para in sec.paragraphs:
                    for line in wrap(para, TEXT_SIZE, width):
                        self.lines.append((y, line, TEXT_SIZE, False, INK))
                        y += 28
                    y += 12
                y += 16
        self.height = y
        self.back_button.label = tr("common.back")
        if hasattr(self, "tutorial_button"):
            self.tutorial_button.label = tr("tutorial.button")
        self.scroll = min(self.scroll, self.max_scroll)

    @property
    def max_scroll(self) -> int:
        return max(0, self.height - self.VIEW.height)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def on_enter(self) -> None:
        if self.lang != i18n.language():
            self.load()

    def back(self) -> None:
        self.app.pop()

    def open_tutorial(self) -> None:
        """The game's guided first game (it replaces the screens: menu, then its table)."""
        from game.tutorial import start_tutorial
        start_tutorial(self.app, self.game_id)

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            page = self.VIEW.height - 60
            k = event.key
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            elif k == pygame.K_DOWN:
                self.scroll_by(LINE_STEP)
            elif k == pygame.K_UP:
                self.scroll_by(-LINE_STEP)
            elif k in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll_by(page)
            elif k == pygame.K_PAGEUP:
                self.scroll_by(-page)
            elif k == pygame.K_HOME:
                self.scroll = 0
            elif k == pygame.K_END:
                self.scroll = self.max_scroll
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_STEP)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return          # old-style wheel buttons: MOUSEWHEEL handles the wheel
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._track().collidepoint(event.pos):
            frac = (event.pos[1] - self._track().top) / max(1, self._track().height)
            self.scroll = int(max(0, min(1, frac)) * self.max_scroll)
            return
        if not self.back_button.handle(event) and self.tutorial_button.enabled:
            self.tutorial_button.handle(event)

    def update(self, dt: float) -> None:
        if self.lang != i18n.language():
            self.load()

    # ------------------------------------------------------------------ draw
    def _track(self) -> pygame.Rect:
        return pygame.Rect(self.VIEW.right - 22, self.VIEW.top + 10, 12, self.VIEW.height - 20)

    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, self.title, y=22)
        draw_panel(surface, self.VIEW, alpha=215)
        if self.error:
            msg = render("⚠ " + self.error, 22, WARN, bold=True)
            surface.blit(msg, msg.get_rect(midtop=(self.VIEW.centerx, self.VIEW.top + 24)))
        clip = surface.get_clip()
        inner = self.VIEW.inflate(-4, -8)
        surface.set_clip(inner)
        top = self.VIEW.top + (60 if self.error else 0) - self.scroll
        for y, text, size, bold, colour in self.lines:
            sy = top + y
            if sy > inner.bottom or sy + size * 2 < inner.top:
                continue
            surface.blit(render(text, size, colour, bold), (self.VIEW.left + 36, sy))
        surface.set_clip(clip)
        if self.max_scroll > 0:
            track = self._track()
            pygame.draw.rect(surface, (24, 28, 32), track, border_radius=6)
            h = max(40, int(track.height * self.VIEW.height / self.height))
            y = track.top + int((track.height - h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, (150, 156, 160), (track.left, y, track.width, h), border_radius=6)
            pos = render(f"{int(100 * self.scroll / self.max_scroll)}%", 18, MUTED)
            surface.blit(pos, pos.get_rect(topright=(self.VIEW.right, self.VIEW.bottom + 6)))
        self.back_button.draw(surface)
        if self.tutorial_button.enabled:
            self.tutorial_button.draw(surface)
        draw_hint(surface, tr("rules.keys"), y=716)
