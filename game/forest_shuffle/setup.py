"""Forest Shuffle's setup options: the schema's controls, with the mushrooms' choice across the whole
panel (its two answers are long) and every option's help below its control."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.options_panel import ROW, OptionsPanel
from game.text import render, wrap
from game.widgets import MUTED, Cycler

HELP_SIZE = 14


class ForestOptions(OptionsPanel):
    """A choice gets the panel's width (label above); the help of each option is written under it."""

    def _build_option(self, o) -> None:
        if o.kind != "choice":
            super()._build_option(o)
        else:
            R = self.rect
            ctl = pygame.Rect(R.left + 20, self.y + 28, R.width - 40, 44)
            w = Cycler(ctl, list(o.choices), self.value(o.key), lambda v, o=o: self.choice_label(o, v),
                       lambda v, k=o.key: self.set_value(k, v), size=18)
            self.rows.append((o.key, w, tr(o.label)))
            self.widgets.append(w)
            self.y += 28 + ROW
        if o.help:
            self.y += len(self._help_lines(o)) * (HELP_SIZE + 4) + 6

    def _help_lines(self, o) -> list[str]:
        return wrap(tr(o.help), HELP_SIZE, self.rect.width - 48)

    def draw_extra(self, surface) -> None:
        by_key = {o.key: o for o in self.shown_options()}
        for key, w, _label in self.rows:
            o = by_key.get(key)
            if o is None or not o.help:
                continue
            y = w.rect.bottom + 4
            for line in self._help_lines(o):
                surface.blit(render(line, HELP_SIZE, MUTED), (self.rect.left + 24, y))
                y += HELP_SIZE + 4
