"""Dominant Species' setup options: the 2–3 player rule from the schema, and which animal each player
leads (or a random one): the animals decide the start, since initiative begins in reverse food-chain
order."""
from __future__ import annotations

from game.dominant_species import words as W
from game.i18n import tr
from game.options_panel import OptionsPanel
from game.text import fit_size, render
from game.widgets import INK, WARN, Cycler
from rules.dominant_species import ANIMAL_CHOICES

ROW = 48


class DominantSpeciesOptions(OptionsPanel):
    """``animals``: one choice per seat ("random" or an animal id); the same animal twice is refused."""

    def __init__(self, setup, rect):
        super().__init__(setup, rect)
        self.picks: list[str] = ["random"] * 6
        self.animal_cyclers: list[Cycler] = []
        self.label_y = 0

    def shown_options(self) -> list:
        return [o for o in super().shown_options() if o.key != "animals"]

    def animal_label(self, value: str) -> str:
        return tr("dominant_species.opt.random_animal") if value == "random" else W.animal(value)

    def build_extra(self) -> None:
        R = self.rect
        self.label_y = self.y + 4
        self.animal_cyclers = []
        y = self.y + 34
        for i in range(self.setup.players):
            c = Cycler((R.right - 260, y, 240, 42), list(ANIMAL_CHOICES), self.picks[i], self.animal_label,
                       lambda v, i=i: self.set_pick(i, v), size=18)
            self.animal_cyclers.append(c)
            self.widgets.append(c)
            y += ROW
        self.y = y

    def set_pick(self, i: int, value: str) -> None:
        self.picks[i] = value

    def remember(self) -> dict:
        return {"animals": list(self.picks)}

    def restore(self, data) -> None:
        if isinstance(data, dict) and isinstance(data.get("animals"), list):
            got = [a if a in ANIMAL_CHOICES else "random" for a in data["animals"][:6]]
            self.picks = got + ["random"] * (6 - len(got))

    def problems(self) -> list[str]:
        chosen = [a for a in self.picks[:self.setup.players] if a != "random"]
        twice = sorted({a for a in chosen if chosen.count(a) > 1})
        return [tr("dominant_species.opt.animals_twice", animal=W.animal(a)) for a in twice]

    def config(self, cfg: dict) -> None:
        super().config(cfg)
        picks = self.picks[:self.setup.players]
        if any(p != "random" for p in picks):
            cfg["animals"] = list(picks)
        else:
            cfg.pop("animals", None)

    def draw_extra(self, surface) -> None:
        R = self.rect
        lab = render(tr("dominant_species.opt.animals"), 20, INK)
        surface.blit(lab, (R.left + 24, self.label_y))
        chosen = [a for a in self.picks[:self.setup.players] if a != "random"]
        for i, c in enumerate(self.animal_cyclers):
            name = tr("dominant_species.opt.seat_animal", name=self.setup.seat_name(i))
            width = c.rect.left - R.left - 36
            size = fit_size(name, 18, width, low=12)
            colour = WARN if self.picks[i] != "random" and chosen.count(self.picks[i]) > 1 else INK
            img = render(name, size, colour)
            surface.blit(img, img.get_rect(midleft=(R.left + 24, c.rect.centery)))

