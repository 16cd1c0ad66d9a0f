"""Saved games: every game in progress, the most recently played first, with Resume and Delete.

Each row says the game, how many players, how far it has come ("Forest Shuffle — 3 players — turn 9 ·
61 cards left"), who plays at which level, and when it was last played. A save that cannot be read says
why, and can still be deleted. Delete asks first. Up/Down choose, Enter resumes, Delete deletes, Esc
goes back."""
from __future__ import annotations

import pygame

from game import saving
from game.i18n import tr
from game.dates import when_text
from game.pictures import game_picture
from game.resume import open_saved
from game.scene import Scene
from game.text import ellipsize, render
from game.widgets import (ACCENT, INK, MUTED, SELECT, WARN, Button, draw_background, draw_hint, draw_panel,
                          draw_title)

ROWS = 6


def seats_text(info) -> str:
    """"Ana (you) · Zorro (normal) · Jaguar (hard)"."""
    out = []
    for i, name in enumerate(info.names or [f"P{i + 1}" for i in range(len(info.seats))]):
        kind = info.seats[i] if i < len(info.seats) else "human"
        out.append(f"{name} ({tr('setup.kind.' + kind)})")
    return " · ".join(out)


class SavedGamesScene(Scene):
    LIST = pygame.Rect(60, 112, 1160, ROWS * 76 + 16)
    ROW_H = 76

    def __init__(self, app):
        super().__init__(app)
        self.selected = 0
        self.top_row = 0
        self.infos: list = []
        self.refresh()

    # ------------------------------------------------------------------ model
    def refresh(self) -> None:
        try:
            self.infos = saving.list_saves()
        except Exception as exc:  # noqa: BLE001 - an unreadable folder: say so, show nothing
            self.infos = []
            self.app.report(exc, "saved games")
        self.selected = max(0, min(self.selected, len(self.infos) - 1))
        self._scroll_to_selected()
        self.build()

    def build(self) -> None:
        has = bool(self.infos)
        y = self.LIST.bottom + 20
        self.back_button = Button((60, y, 220, 56), tr("common.back"), self.back, size=22)
        self.delete_button = Button((760, y, 200, 56), tr("saves.delete"), self.ask_delete, enabled=has, size=22)
        self.resume_button = Button((1000, y, 220, 56), tr("saves.resume"), self.resume,
                                    enabled=has and bool(self.current() and self.current().game_id), size=22)

    def current(self):
        return self.infos[self.selected] if 0 <= self.selected < len(self.infos) else None

    def row_rect(self, i: int) -> pygame.Rect:
        k = i - self.top_row
        return pygame.Rect(self.LIST.left + 8, self.LIST.top + 8 + k * self.ROW_H, self.LIST.width - 16,
                           self.ROW_H - 6)

    def _scroll_to_selected(self) -> None:
        if self.selected < self.top_row:
            self.top_row = self.selected
        elif self.selected >= self.top_row + ROWS:
            self.top_row = self.selected - ROWS + 1
        self.top_row = max(0, min(self.top_row, max(0, len(self.infos) - ROWS)))

    def on_enter(self) -> None:
        self.refresh()           # back from a game: it may have moved up, or finished and left the list

    # ------------------------------------------------------------------ commands
    def back(self) -> None:
        self.app.pop()

    def resume(self) -> None:
        info = self.current()
        if info is None or not info.game_id:
            return
        open_saved(self.app, info.id, game_id=info.game_id)

    def ask_delete(self) -> None:
        info = self.current()
        if info is None:
            return
        what = saving.describe(info) if info.game_id else info.id
        self.app.push_scene("dialog", title=tr("saves.delete_title"),
                            message=tr("saves.delete_question", what=what),
                            buttons=[(tr("saves.delete_yes"), lambda: self.delete(info.id)), (tr("saves.keep"), None)],
                            focus=1)

    def delete(self, save_id: str) -> None:
        saving.delete(save_id)
        self.app.show_message(tr("saves.deleted"), 2.5)
        self.refresh()

    def select(self, i: int) -> None:
        if self.infos:
            self.selected = max(0, min(i, len(self.infos) - 1))
            self._scroll_to_selected()
            self.build()

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.select(self.selected + (-1 if event.key == pygame.K_UP else 1))
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.select(self.selected + (-ROWS if event.key == pygame.K_PAGEUP else ROWS))
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.resume()
            elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
                self.ask_delete()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.top_row = max(0, min(self.top_row - event.y, max(0, len(self.infos) - ROWS)))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(self.top_row, min(len(self.infos), self.top_row + ROWS)):
                if self.row_rect(i).collidepoint(event.pos):
                    if i == self.selected and getattr(event, "clicks", 1) >= 2:
                        self.resume()
                    else:
                        self.select(i)
                    return
        for b in (self.back_button, self.delete_button, self.resume_button):
            if b.handle(event):
                return

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("saves.title"), tr("saves.subtitle"), y=22)
        draw_panel(surface, self.LIST, alpha=200)
        if not self.infos:
            img = render(tr("saves.none"), 22, MUTED)
            surface.blit(img, img.get_rect(center=self.LIST.center))
        for i in range(self.top_row, min(len(self.infos), self.top_row + ROWS)):
            self._draw_row(surface, i, self.infos[i])
        if len(self.infos) > ROWS:
            more = render(tr("saves.count", shown=f"{self.top_row + 1}–{min(len(self.infos), self.top_row + ROWS)}",
                             n=len(self.infos)), 16, MUTED)
            surface.blit(more, more.get_rect(topright=(self.LIST.right, self.LIST.bottom + 4)))
        for b in (self.back_button, self.delete_button, self.resume_button):
            b.draw(surface)
        draw_hint(surface, tr("saves.keys"), y=700)

    def _draw_row(self, surface, i: int, info) -> None:
        rect = self.row_rect(i)
        if i == self.selected:
            pygame.draw.rect(surface, SELECT, rect, border_radius=8)
            pygame.draw.rect(surface, ACCENT, rect, 3, border_radius=8)
            mark = render("▶", 18, ACCENT)
            surface.blit(mark, mark.get_rect(midleft=(rect.left + 8, rect.centery)))
        x = rect.left + 32
        pic = game_picture(info.game_id, 52) if info.game_id else None
        if pic is not None:
            surface.blit(pic, pic.get_rect(midleft=(x, rect.centery)))
        x += 64
        when = render(when_text(info.updated), 16, MUTED)
        wrect = when.get_rect(topright=(rect.right - 14, rect.top + 12))
        surface.blit(when, wrect)
        title = saving.describe(info) if info.game_id else info.id
        if info.practice:
            title += "  · " + tr("saves.practice")
        width = wrect.left - 16 - x
        surface.blit(render(ellipsize(title, 20, width, True), 20, INK, bold=True), (x, rect.top + 8))
        if info.problem:
            line, colour = "⚠ " + info.problem, WARN
        else:
            line, colour = seats_text(info), (200, 204, 196)
        surface.blit(render(ellipsize(line, 16, rect.right - 14 - x), 16, colour), (x, rect.top + 40))
