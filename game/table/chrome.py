"""The table's chrome: the Menu and Undo buttons every table has (their places are the layout's
``menu_button`` and ``undo_button`` zones), in the player's language, Undo lit only when it is allowed.
Over a replay the Undo place says where the replay is ("step 12 / 240")."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.table.paint import GOLD
from game.widgets import Button


class TableChrome:
    def __init__(self, menu_rect, undo_rect, on_menu, on_undo, size: int = 17):
        self.menu_button = Button(menu_rect, tr("table.button.menu"), on_menu, size=size)
        self.undo_button = Button(undo_rect, tr("table.button.undo"), on_undo, size=size)

    @property
    def buttons(self) -> list:
        return [self.menu_button, self.undo_button]

    def update(self, can_undo: bool, replay_step: tuple | None = None, ended: bool = False) -> None:
        """Labels follow the language; Undo follows the rules (or shows the replay's step); at the end of
        the game its place says "See results"."""
        self.menu_button.label = tr("table.button.menu")
        self.undo_button.gold = ended
        if ended:
            self.undo_button.label = tr("table.button.see_results")
            self.undo_button.enabled = True
        elif replay_step is not None:
            self.undo_button.label = tr("table.replay_step", step=replay_step[0], steps=replay_step[1])
            self.undo_button.enabled = False
        else:
            self.undo_button.label = tr("table.button.undo")
            self.undo_button.enabled = can_undo

    def hit(self, pos) -> str | None:
        """``menu`` or ``undo`` when ``pos`` is on one of them."""
        if self.menu_button.rect.collidepoint(pos):
            return "menu"
        if self.undo_button.rect.collidepoint(pos):
            return "undo"
        return None

    def hover(self, event) -> None:
        for b in self.buttons:
            b.handle(event)

    def draw(self, surface) -> None:
        self.menu_button.draw(surface)
        self.undo_button.draw(surface)
        if getattr(self.undo_button, "gold", False):        # the way on at the end of a game: lit
            pygame.draw.rect(surface, GOLD, self.undo_button.rect.inflate(4, 4), 3, border_radius=10)
