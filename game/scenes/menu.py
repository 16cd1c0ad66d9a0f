"""The main menu: the registered games, New game, Continue, Saved games, Statistics, Online, Rules,
Settings, Quit, and the chosen game's
own commands (its ``GameUI.menu_actions``, e.g. a deck editor)."""
from __future__ import annotations

import pygame

from game import saving
from game.i18n import tr
from game.scene import Scene
from game.pictures import game_picture
from game.text import ellipsize, fit_size, render
from game.widgets import (ACCENT, INK, MUTED, SELECT, Button, draw_background, draw_hint, draw_panel,
                          draw_title)
from game.resume import game_files_ok, open_saved
from game.registry import ui_for
from game.ui import MenuAction
from rules.registry import DESCRIPTORS


def players_text(lo: int, hi: int) -> str:
    return tr("menu.players_one", n=lo) if lo == hi else tr("menu.players_range", lo=lo, hi=hi)


class MenuScene(Scene):
    """Choose a game (Up/Down), a command (Left/Right moves between the list and the buttons)."""

    ROWS = 5                         # rows shown at once; more games scroll (wheel, arrows, the marks)
    LIST = pygame.Rect(70, 150, 720, ROWS * 96 + 20)
    ROW_H = 96

    def __init__(self, app):
        super().__init__(app)
        self.games = list(DESCRIPTORS)
        ids = [g.id for g in self.games]
        last = app.settings.last_game
        self.selected = ids.index(last) if last in ids else 0
        self.column = "buttons"          # keyboard focus: "games" or "buttons"
        self.focus = 0                   # index into self.buttons
        self.buttons: list[Button] = []
        self.build()

    # ------------------------------------------------------------------ model
    @property
    def game_id(self) -> str:
        return self.games[self.selected].id

    def row_rect(self, i: int) -> pygame.Rect:
        """Where game ``i`` is drawn (a row scrolled out of the list has an empty rect)."""
        k = i - self.top_row
        if not 0 <= k < self.ROWS:
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(self.LIST.left + 10, self.LIST.top + 10 + k * self.ROW_H, self.LIST.width - 20,
                           self.ROW_H - 8)

    @property
    def top_row(self) -> int:
        """The first game shown: the list scrolls so the chosen game is always in view."""
        top = getattr(self, "_top", 0)
        top = min(top, self.selected)
        top = max(top, self.selected - self.ROWS + 1)
        top = max(0, min(top, max(0, len(self.games) - self.ROWS)))
        self._top = top
        return top

    def scroll(self, delta: int) -> None:
        self._top = max(0, min(self.top_row + delta, max(0, len(self.games) - self.ROWS)))
        self.selected = max(self._top, min(self.selected, self._top + self.ROWS - 1))

    def build(self) -> None:
        x, w, h, gap = 860, 340, 46, 8
        y = self.LIST.top + 20
        try:
            self.recent = saving.most_recent()
            any_saved = bool(saving.save_ids())
        except Exception as exc:  # noqa: BLE001 - an unreadable saves folder: say so, keep the menu
            self.recent, any_saved = None, False
            self.app.report(exc, "saved games")
        self.resumes = saving.describe(self.recent) if self.recent else None
        specs = [("new", tr("menu.new_game"), self.new_game, True),
                 ("continue", tr("menu.continue"), self.continue_game, self.recent is not None),
                 ("saves", tr("menu.saved_games"), self.open_saves, any_saved),
                 ("stats", tr("menu.statistics"), self.open_stats, True),
                 ("online", tr("menu.online"), self.open_online, True),
                 ("rules", tr("menu.rules"), self.open_rules, True),
                 ("settings", tr("menu.settings"), self.open_settings, True),
                 ("quit", tr("menu.quit"), self.quit, True)]
        self.buttons = []
        self.button_ids = []
        for i, (bid, label, action, enabled) in enumerate(specs):
            self.buttons.append(Button((x, y + i * (h + gap), w, h), label, action, enabled=enabled, size=24))
            self.button_ids.append(bid)
        if not self.buttons[self.focus].enabled:
            self.focus = 0
        # the chosen game's own commands (a deck editor…), below the shared ones
        self.extra_y = y + len(specs) * (h + gap) + 10
        self.build_extras()
        self._mark_focus()

    def build_extras(self) -> None:
        from rules.engine.tutorial import has_tutorial
        actions = list(ui_for(self.game_id).menu_actions)
        if has_tutorial(self.game_id):           # the guided first game (key T), always first
            actions.insert(0, MenuAction("tutorial.button", "", pygame.K_t))
        # half-width slots side by side, each always in the same place whichever game is chosen (a
        # game's own command never pushes the tutorial somewhere else under the pointer)
        self.extras = [(Button((860 + (i % 2) * 175, self.extra_y + (i // 2) * 58, 165, 50), tr(a.label),
                               lambda a=a: self.open_extra(a), size=20), a)
                       for i, a in enumerate(actions)]

    def open_extra(self, action) -> None:
        if not action.scene:
            from game.tutorial import start_tutorial
            if self.data_ok(self.game_id):
                start_tutorial(self.app, self.game_id)
            return
        try:
            self.app.push_scene(action.scene)
        except Exception as exc:   # a broken data file: tell, never crash the menu
            why = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
            self.app.show_message(tr("menu.cannot_open", why=why), seconds=6.0)

    def button(self, bid: str) -> Button:
        return self.buttons[self.button_ids.index(bid)]

    def _mark_focus(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focus = self.column == "buttons" and i == self.focus

    def on_enter(self) -> None:
        self.build()       # labels follow the language; Continue follows the autosave

    # ------------------------------------------------------------------ commands
    def data_ok(self, game_id: str) -> bool:
        """Open a game only when its files load; otherwise show what is broken, line by line."""
        return game_files_ok(self.app, game_id)

    def new_game(self) -> None:
        if not self.data_ok(self.game_id):
            return
        if self.offer_tutorial():
            return
        self.app.push_scene("setup", game_id=self.game_id)

    def offer_tutorial(self) -> bool:
        """The first time a game with a tutorial is started: offer the guided first game (once)."""
        from rules.engine.tutorial import has_tutorial
        gid, settings = self.game_id, self.app.settings
        if not has_tutorial(gid) or gid in settings.tutorials_offered:
            return False
        settings.tutorials_offered.append(gid)
        settings.save()

        def guided():
            from game.tutorial import start_tutorial
            start_tutorial(self.app, gid)
        self.app.push_scene("dialog", title=tr("tutorial.offer_title", game=tr(f"games.{gid}.name")),
                            message=tr("tutorial.offer"),
                            buttons=[(tr("tutorial.offer_yes"), guided),
                                     (tr("tutorial.offer_no"), lambda: self.app.push_scene("setup", game_id=gid))],
                            focus=0)
        return True

    def continue_game(self) -> None:
        """Resume the most recently played game (a refused save names its cause and offers the one
        before it)."""
        info = saving.most_recent()
        if info is None:
            return
        open_saved(self.app, info.id, game_id=info.game_id)

    def open_saves(self) -> None:
        self.app.push_scene("saves")

    def open_online(self) -> None:
        self.app.push_scene("online")

    def open_stats(self) -> None:
        self.app.push_scene("stats")

    def open_rules(self) -> None:
        self.app.push_scene("rules", game_id=self.game_id)      # the rules screen shows a broken file itself

    def open_settings(self) -> None:
        self.app.push_scene("settings")

    def quit(self) -> None:
        self.app.running = False

    # ------------------------------------------------------------------ input
    def _move_game(self, delta: int) -> None:
        n = len(self.games)
        i = self.selected
        self.selected = (i + delta) % n
        self.app.settings.last_game = self.game_id
        self.build_extras()

    def _move_button(self, delta: int) -> None:
        n = len(self.buttons)
        i = self.focus
        for _ in range(n):
            i = (i + delta) % n
            if self.buttons[i].enabled:
                self.focus = i
                break
        self._mark_focus()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.quit()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                d = -1 if event.key == pygame.K_UP else 1
                if self.column == "games":
                    self._move_game(d)
                else:
                    self._move_button(d)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.column = "games" if self.column == "buttons" else "buttons"
                self._mark_focus()
            elif any(a.key == event.key for _, a in self.extras):
                self.open_extra(next(a for _, a in self.extras if a.key == event.key))
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.column == "games":
                    self.new_game()
                else:
                    b = self.buttons[self.focus]
                    if b.enabled and b.action:
                        b.action()
            return
        if event.type == pygame.MOUSEWHEEL and self.LIST.collidepoint(pygame.mouse.get_pos()):
            self.scroll(-event.y)
            self.build_extras()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.games)):
                if self.row_rect(i).collidepoint(event.pos):
                    self.selected = i
                    self.app.settings.last_game = self.game_id
                    self.build_extras()
                    return
        for b in self.buttons:
            if b.handle(event):
                return
        for b, _ in self.extras:
            if b.handle(event):
                return

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, "Bestiario", tr("menu.subtitle"), y=28)
        draw_panel(surface, self.LIST, alpha=200)
        top = self.top_row
        for i in range(top, min(len(self.games), top + self.ROWS)):
            self._draw_row(surface, i, self.games[i])
        if top > 0:
            up = render("▲", 16, MUTED)
            surface.blit(up, up.get_rect(midtop=(self.LIST.centerx, self.LIST.top + 1)))
        if top + self.ROWS < len(self.games):
            down = render("▼", 16, MUTED)
            surface.blit(down, down.get_rect(midbottom=(self.LIST.centerx, self.LIST.bottom - 1)))
        for b in self.buttons:
            b.draw(surface)
        for b, _ in self.extras:
            b.draw(surface)
        if self.resumes:
            line = ellipsize(tr("menu.resumes", what=self.resumes), 18, self.LIST.width)
            surface.blit(render(line, 18, MUTED), (self.LIST.left, self.LIST.bottom + 10))
        draw_hint(surface, tr("menu.keys"), y=700)

    def _draw_row(self, surface, i: int, g) -> None:
        rect = self.row_rect(i)
        if i == self.selected:
            pygame.draw.rect(surface, SELECT, rect, border_radius=8)
            edge = ACCENT if self.column == "games" else (150, 170, 150)
            pygame.draw.rect(surface, edge, rect, 3, border_radius=8)
            mark = render("▶", 20, ACCENT)
            surface.blit(mark, mark.get_rect(midleft=(rect.left + 10, rect.top + 26)))
        pic = game_picture(g.id, 56)
        x = rect.left + 40
        if pic is not None:
            surface.blit(pic, pic.get_rect(midleft=(x, rect.centery)))
            x += 68
        players = render(players_text(g.min_players, g.max_players), 18, INK)
        prect = players.get_rect(topright=(rect.right - 14, rect.top + 16))
        surface.blit(players, prect)
        name = tr(f"games.{g.id}.name")
        size = fit_size(name, 26, prect.left - 12 - x, True, low=18)
        surface.blit(render(name, size, INK, bold=True), (x, rect.top + 10))
        desc = tr(f"games.{g.id}.desc")
        size = fit_size(desc, 18, rect.right - 14 - x, low=14)
        surface.blit(render(desc, size, (200, 204, 196)), (x, rect.top + 50))
