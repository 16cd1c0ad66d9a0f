"""The pause overlay over a table: Resume, Undo, Rules, Settings, Save & quit."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.scene import Scene
from game.text import fit_size, render, wrap
from game.widgets import INK, MUTED, Button, dim, draw_panel


class PauseOverlay(Scene):
    """Dims the table below. ``table`` offers ``session``, ``can_undo()``, ``undo()``, ``save_and_quit()``."""

    overlay = True
    PANEL = pygame.Rect(440, 90, 400, 550)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.focus = 0
        self.buttons: list[Button] = []
        self.build()

    def build(self) -> None:
        x, w, h, gap = self.PANEL.left + 50, self.PANEL.width - 100, 56, 16
        y = self.PANEL.top + 90
        specs = [(tr("pause.resume"), self.resume, True),
                 (tr("pause.undo"), self.undo, self._can_undo()),
                 (tr("pause.rules"), self.rules, True),
                 (tr("pause.settings"), self.settings, True),
                 (tr("pause.leave_online" if getattr(self.table, "online", False) else "pause.save_quit"),
                  self.save_quit, True)]
        self.buttons = [Button((x, y + i * (h + gap), w, h), label, action, enabled=ok, size=22)
                        for i, (label, action, ok) in enumerate(specs)]
        if not self.buttons[self.focus].enabled:
            self.focus = 0
        self._mark_focus()

    def _can_undo(self) -> bool:
        try:
            return bool(self.table.can_undo())
        except Exception:
            return False

    def _undo_refusal(self) -> str:
        """Why undo is refused now (the table's words), or the plain "nothing to undo"."""
        try:
            why = self.table.undo_refusal()
        except Exception:  # noqa: BLE001
            why = ""
        return why or tr("pause.nothing_to_undo")

    def _mark_focus(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focus = i == self.focus

    def on_enter(self) -> None:
        self.build()

    # ------------------------------------------------------------------ commands
    def _pop_self(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def resume(self) -> None:
        self._pop_self()

    def undo(self) -> None:
        if not self._can_undo():
            return
        self.table.undo()
        self._pop_self()

    def rules(self) -> None:
        self.app.push_scene("rules", game_id=self.table.session.game_id)

    def settings(self) -> None:
        self.app.push_scene("settings")

    def save_quit(self) -> None:
        self._pop_self()           # the table is on top again, then it saves and leaves
        self.table.save_and_quit()

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.resume()
            elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                d = -1 if event.key == pygame.K_UP else 1
                n = len(self.buttons)
                i = self.focus
                for _ in range(n):
                    i = (i + d) % n
                    if self.buttons[i].enabled:
                        break
                self.focus = i
                self._mark_focus()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                b = self.buttons[self.focus]
                if b.enabled and b.action:
                    b.action()
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface) -> None:
        dim(surface, 160)
        draw_panel(surface, self.PANEL, alpha=240)
        title = render(tr("pause.title"), 32, INK, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.PANEL.centerx, self.PANEL.top + 28)))
        for b in self.buttons:
            b.draw(surface)
        if not self.buttons[1].enabled:
            why = self._undo_refusal()
            lines = wrap(why, 15, self.PANEL.width - 40)[:2]
            y = self.PANEL.bottom - 44 - 18 * len(lines)
            for line in lines:
                note = render(line, 15, MUTED)
                surface.blit(note, note.get_rect(midtop=(self.PANEL.centerx, y)))
                y += 18
        # the keys inside the panel: below it the table's hand shows through the dimming
        hint = tr("pause.keys")
        size = fit_size(hint, 16, self.PANEL.width - 24, low=13)
        img = render(hint, size, MUTED)
        surface.blit(img, img.get_rect(midbottom=(self.PANEL.centerx, self.PANEL.bottom - 10)))
