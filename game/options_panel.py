"""The options panel of the setup scene, built from a game's option schema (``Option`` in its descriptor).

Each option with ``setup=True`` becomes one control: ``int`` a stepper, ``bool`` a check box, ``choice``
a cycler, ``seat`` a cycler over "random" and the seats. A game with special needs (a deck per seat, a
choice of biomes) subclasses :class:`OptionsPanel` in ``game/<game>/setup.py`` and names it in its
``GameUI``; the setup scene itself never branches on the game.
"""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.text import ellipsize, render
from game.widgets import INK, Cycler, Stepper, Toggle, draw_panel

ROW = 52


class OptionsPanel:
    """One panel of controls for ``setup`` (the SetupScene: ``players``, ``options``, ``seat_name``).

    ``options`` (a dict in the setup scene) holds the chosen value of every option; ``config(cfg)`` adds
    them to the game's config. Subclasses override ``build_extra`` / ``draw_extra`` / ``problems`` /
    ``config`` for what the schema cannot say."""

    def __init__(self, setup, rect: pygame.Rect):
        self.setup = setup
        self.rect = pygame.Rect(rect)
        self.widgets: list = []
        self.rows: list[tuple[str, object, str]] = []      # (option key, widget, label)
        self.y = 0

    # ------------------------------------------------------------------ model
    @property
    def descriptor(self):
        return self.setup.descriptor

    def shown_options(self) -> list:
        n = self.setup.players
        return [o for o in self.descriptor.options if o.setup and (o.players is None or n in o.players)]

    def value(self, key: str):
        return self.setup.options.get(key)

    def set_value(self, key: str, value) -> None:
        self.setup.options[key] = value
        self.on_option(key, value)

    def on_option(self, key: str, value) -> None:
        """A control changed an option (a game may link options, e.g. teams ↔ players)."""

    def on_players(self, n: int) -> None:
        """The player count changed: a seat option beyond the last seat falls back to random."""
        for o in self.descriptor.options:
            if o.kind == "seat" and self.setup.options.get(o.key) is not None and self.setup.options[o.key] >= n:
                self.setup.options[o.key] = None

    def on_enter(self) -> None:
        """The setup scene is on top again (e.g. back from an editor)."""

    def remember(self) -> dict:
        """What this panel keeps for next time beyond the schema's options (JSON values)."""
        return {}

    def restore(self, data) -> None:
        """The panel's own choices of last time (check them: the data may have changed since)."""

    def problems(self) -> list[str]:
        return []

    def config(self, cfg: dict) -> None:
        """Add the chosen options to ``cfg`` (a seat left random is left out)."""
        n = self.setup.players
        for o in self.descriptor.options:
            if o.players is not None and n not in o.players:
                continue
            v = self.setup.options.get(o.key)
            if v is None:
                continue
            cfg[o.key] = v

    # ------------------------------------------------------------------ widgets
    def seat_label(self, value) -> str:
        if value == "random":
            return tr("setup.random")
        i = int(value)
        return f"{i + 1}. {self.setup.seat_name(i)}"

    def choice_label(self, option, value) -> str:
        if option.choice_labels:
            return tr(option.choice_labels[list(option.choices).index(value)])
        return str(value)

    def build(self) -> list:
        """Every widget of the panel (the setup scene passes input to them)."""
        R = self.rect
        self.widgets = []
        self.rows = []
        self.y = R.top + 56
        self.build_extra_top()
        for o in self.shown_options():
            self._build_option(o)
        self.build_extra()
        return self.widgets

    def _build_option(self, o) -> None:
        R = self.rect
        label = tr(o.label)
        if o.kind == "bool":
            w = Toggle((R.left + 20, self.y, R.width - 40, 42), label, bool(self.value(o.key)),
                       lambda on, k=o.key: self.set_value(k, on))
            self.rows.append((o.key, w, ""))
            self.y += 50
        else:
            ctl = pygame.Rect(R.right - 220, self.y, 200, 44)
            if o.kind == "int":
                w = Stepper(ctl, int(self.value(o.key)), o.min, o.max, lambda v, k=o.key: self.set_value(k, v))
            elif o.kind == "seat":           # the label above, the seat's name needs the width
                values = ["random"] + [str(i) for i in range(self.setup.players)]
                cur = self.value(o.key)
                ctl = pygame.Rect(R.left + 20, self.y + 28, R.width - 40, 44)
                w = Cycler(ctl, values, "random" if cur is None else str(cur), self.seat_label,
                           lambda v, k=o.key: self.set_value(k, None if v == "random" else int(v)), size=18)
                self.y += 28
            else:
                w = Cycler(ctl, list(o.choices), self.value(o.key), lambda v, o=o: self.choice_label(o, v),
                           lambda v, k=o.key: self.set_value(k, v))
            self.rows.append((o.key, w, label))
            self.y += ROW
        self.widgets.append(w)

    def widget(self, key: str):
        """The control of option ``key`` (tests and keyboard focus)."""
        for k, w, _ in self.rows:
            if k == key:
                return w
        return None

    def build_extra_top(self) -> None:
        """Controls a game puts above the schema's options."""

    def build_extra(self) -> None:
        """Controls a game adds below the schema's options."""

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        R = self.rect
        draw_panel(surface, R, alpha=200)
        img = render(tr("setup.options"), 24, INK, bold=True)
        surface.blit(img, (R.left + 24, R.top + 14))
        self.draw_extra_top(surface)
        for _, w, label in self.rows:
            if label and w.rect.left <= R.left + 20:          # a full-width control: label above
                lab = render(ellipsize(label, 20, R.width - 48), 20, INK)
                surface.blit(lab, (R.left + 24, w.rect.top - 28))
            elif label:
                width = w.rect.left - R.left - 36
                lab = render(ellipsize(label, 20, width), 20, INK)
                surface.blit(lab, lab.get_rect(midleft=(R.left + 24, w.rect.centery)))
            w.draw(surface)
        in_rows = {id(w) for _, w, _ in self.rows}
        for w in self.widgets:              # a game's own controls (its labels come from draw_extra)
            if id(w) not in in_rows:
                w.draw(surface)
        self.draw_extra(surface)

    def draw_extra_top(self, surface) -> None:
        pass

    def draw_extra(self, surface) -> None:
        pass
