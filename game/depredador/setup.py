"""Depredador's setup options: rounds and starter from the schema, plus the biomes (random or chosen)."""
from __future__ import annotations

from game.i18n import name as pick_name
from game.i18n import tr
from game.options_panel import OptionsPanel
from game.text import render
from game.widgets import INK, WARN, Toggle
from game.depredador.art import biome_colour
from rules.depredador.cards import load_deck


class DepredadorOptions(OptionsPanel):
    """``biomes`` is None (random) or the ids chosen, in click order; it must name one per player."""

    def __init__(self, setup, rect):
        super().__init__(setup, rect)
        self.deck = load_deck()
        self.random_biomes = True
        self.biomes: list[str] = []
        self.random_toggle = None
        self.biome_toggles: list[Toggle] = []

    def shown_options(self) -> list:
        return [o for o in super().shown_options() if o.key == "rounds"]

    def build_extra(self) -> None:
        R = self.rect
        self.random_toggle = Toggle((R.left + 20, R.top + 150, R.width - 40, 40), tr("depredador.setup.random_biomes"),
                                    self.random_biomes, self.set_random_biomes)
        self.widgets.append(self.random_toggle)
        self.biome_toggles = []
        for j, b in enumerate(self.deck.biomes):
            col, row = j % 2, j // 2
            rect = (R.left + 20 + col * 225, R.top + 198 + row * 48, 215, 42)
            t = Toggle(rect, pick_name(b.names), b.id in self.biomes,
                       lambda on, bid=b.id: self.toggle_biome(bid, on), enabled=not self.random_biomes,
                       swatch=biome_colour(b), letter=b.letter)
            self.biome_toggles.append(t)
            self.widgets.append(t)
        self.y = R.top + 372
        self._build_option(self.descriptor.option("starter"))
        self.starter_cycler = self.widget("starter")

    @property
    def starter(self):
        return self.setup.options.get("starter")

    def set_random_biomes(self, on: bool) -> None:
        self.random_biomes = on
        self.setup.build()

    def toggle_biome(self, bid: str, on: bool) -> None:
        if on and bid not in self.biomes:
            self.biomes.append(bid)
        elif not on and bid in self.biomes:
            self.biomes.remove(bid)

    def remember(self) -> dict:
        return {"random_biomes": self.random_biomes, "biomes": list(self.biomes)}

    def restore(self, data) -> None:
        if not isinstance(data, dict):
            return
        ids = [b.id for b in self.deck.biomes]
        if isinstance(data.get("random_biomes"), bool):
            self.random_biomes = data["random_biomes"]
        biomes = data.get("biomes")
        if isinstance(biomes, list):
            self.biomes = [b for b in biomes if b in ids][:len(ids)]

    def problems(self) -> list[str]:
        n = self.setup.players
        if not self.random_biomes and len(self.biomes) != n:
            return [tr("depredador.setup.choose_biomes", n=n, k=len(self.biomes))]
        return []

    def config(self, cfg: dict) -> None:
        super().config(cfg)
        cfg.pop("biomes", None)
        if not self.random_biomes:
            cfg["biomes"] = list(self.biomes)

    def draw(self, surface) -> None:
        super().draw(surface)
        R = self.rect
        bl = render(tr("depredador.setup.biomes"), 20, INK)
        surface.blit(bl, (R.left + 24, R.top + 118))
        if not self.random_biomes:
            n = self.setup.players
            cnt = render(tr("depredador.setup.biomes_count", k=len(self.biomes), n=n), 18, INK if len(self.biomes) == n else WARN)
            surface.blit(cnt, cnt.get_rect(topright=(R.right - 24, R.top + 120)))
