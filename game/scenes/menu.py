"""The main menu: the five games (only registered ones playable), New game, Continue, Rules, Settings, Quit."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import saving
from game.i18n import tr
from game.scene import Scene
from game.text import render
from game.widgets import (ACCENT, INK, MUTED, SELECT, Button, draw_background, draw_hint, draw_panel,
                          draw_title)
from rules.engine.saves import SaveError
from rules.registry import GAMES


@dataclass(frozen=True)
class MenuGame:
    id: str
    min_players: int
    max_players: int


# The five games of Bestiario, in menu order (players for the ones not built yet come from the seeds).
MENU_GAMES = (
    MenuGame("depredador", 2, 6),
    MenuGame("animal_duel", 2, 2),
    MenuGame("selva", 2, 2),
    MenuGame("forest_shuffle", 2, 5),
    MenuGame("dominant_species", 2, 6),
)


def players_text(lo: int, hi: int) -> str:
    return tr("menu.players_one", n=lo) if lo == hi else tr("menu.players_range", lo=lo, hi=hi)


class MenuScene(Scene):
    """Choose a game (Up/Down), a command (Left/Right moves between the list and the buttons)."""

    LIST = pygame.Rect(70, 150, 720, 5 * 96 + 20)
    ROW_H = 96

    def __init__(self, app):
        super().__init__(app)
        self.games = [MenuGame(g.id, GAMES[g.id].min_players, GAMES[g.id].max_players) if g.id in GAMES else g
                      for g in MENU_GAMES]
        self.selected = next(i for i, g in enumerate(self.games) if self.playable(g))
        self.column = "buttons"          # keyboard focus: "games" or "buttons"
        self.focus = 0                   # index into self.buttons
        self.buttons: list[Button] = []
        self.build()

    # ------------------------------------------------------------------ model
    @staticmethod
    def playable(game: MenuGame) -> bool:
        return game.id in GAMES

    @property
    def game_id(self) -> str:
        return self.games[self.selected].id

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.LIST.left + 10, self.LIST.top + 10 + i * self.ROW_H, self.LIST.width - 20,
                           self.ROW_H - 8)

    def build(self) -> None:
        x, w, h, gap = 860, 340, 60, 20
        y = self.LIST.top + 40
        specs = [("new", tr("menu.new_game"), self.new_game, True),
                 ("continue", tr("menu.continue"), self.continue_game, saving.has_autosave()),
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
        # Selva's deck editor: shown below the commands while Selva is the chosen game
        self.editor_button = Button((x, y + len(specs) * (h + gap) + 10, w, 50), tr("selva_editor.menu_button"),
                                    self.open_deck_editor, size=22)
        self._mark_focus()

    def editor_shown(self) -> bool:
        return self.game_id == "selva" and self.playable(self.games[self.selected])

    def open_deck_editor(self) -> None:
        try:
            from game.selva.deck_editor import DeckEditorScene
            scene = DeckEditorScene(self.app)
        except Exception as exc:   # no card pool yet, a broken data file: tell, never crash the menu
            why = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
            self.app.show_message(tr("selva_editor.cannot_open", why=why), seconds=6.0)
            return
        self.app.push(scene)

    def button(self, bid: str) -> Button:
        return self.buttons[self.button_ids.index(bid)]

    def _mark_focus(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focus = self.column == "buttons" and i == self.focus

    def on_enter(self) -> None:
        self.build()       # labels follow the language; Continue follows the autosave

    # ------------------------------------------------------------------ commands
    def new_game(self) -> None:
        from game.scenes.setup import SetupScene
        self.app.push(SetupScene(self.app, self.game_id))

    def continue_game(self) -> None:
        try:
            session = saving.load_autosave()
        except SaveError as exc:
            self.app.show_message(tr("menu.cannot_continue", why=str(exc)), seconds=6.0)
            return
        from game.registry import open_table
        self.app.push(open_table(self.app, session))

    def open_rules(self) -> None:
        from game.scenes.rules_screen import RulesScene
        self.app.push(RulesScene(self.app, self.game_id))

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    # ------------------------------------------------------------------ input
    def _move_game(self, delta: int) -> None:
        n = len(self.games)
        i = self.selected
        for _ in range(n):
            i = (i + delta) % n
            if self.playable(self.games[i]):
                self.selected = i
                return

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
            elif event.key == pygame.K_d and self.editor_shown():
                self.open_deck_editor()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.column == "games":
                    self.new_game()
                else:
                    b = self.buttons[self.focus]
                    if b.enabled and b.action:
                        b.action()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.games)):
                if self.row_rect(i).collidepoint(event.pos):
                    if self.playable(self.games[i]):
                        self.selected = i
                    else:
                        self.app.show_message(tr("menu.not_yet", game=tr(f"games.{self.games[i].id}.name")))
                    return
        for b in self.buttons:
            if b.handle(event):
                return
        if self.editor_shown() and self.editor_button.handle(event):
            return

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, "Bestiario", tr("menu.subtitle"), y=28)
        draw_panel(surface, self.LIST, alpha=200)
        for i, g in enumerate(self.games):
            self._draw_row(surface, i, g)
        for b in self.buttons:
            b.draw(surface)
        if self.editor_shown():
            self.editor_button.draw(surface)
        draw_hint(surface, tr("menu.keys"), y=700)

    def _draw_row(self, surface, i: int, g: MenuGame) -> None:
        rect = self.row_rect(i)
        ok = self.playable(g)
        chosen = ok and i == self.selected
        if chosen:
            pygame.draw.rect(surface, SELECT, rect, border_radius=8)
            edge = ACCENT if self.column == "games" else (150, 170, 150)
            pygame.draw.rect(surface, edge, rect, 3, border_radius=8)
            mark = render("▶", 20, ACCENT)
            surface.blit(mark, mark.get_rect(midleft=(rect.left + 10, rect.top + 26)))
        name_col = INK if ok else MUTED
        name = render(tr(f"games.{g.id}.name"), 26, name_col, bold=True)
        surface.blit(name, (rect.left + 40, rect.top + 10))
        players = render(players_text(g.min_players, g.max_players), 18, name_col)
        surface.blit(players, players.get_rect(topright=(rect.right - 14, rect.top + 16)))
        desc = tr(f"games.{g.id}.desc")
        desc_img = render(desc, 18, (200, 204, 196) if ok else (110, 116, 118))
        surface.blit(desc_img, (rect.left + 40, rect.top + 50))
        if not ok:
            tag = render(tr("menu.coming_soon"), 18, (30, 30, 30), bold=True)
            box = tag.get_rect(topright=(players.get_rect(topright=(rect.right - 14, rect.top + 16)).left - 16,
                                         rect.top + 14)).inflate(14, 6)
            pygame.draw.rect(surface, (150, 150, 140), box, border_radius=6)
            surface.blit(tag, tag.get_rect(center=box.center))
