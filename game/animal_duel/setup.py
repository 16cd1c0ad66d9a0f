"""Animal Duel's setup options: the schema's controls, with the team variant tied to four players."""
from __future__ import annotations

from game.i18n import tr
from game.options_panel import OptionsPanel
from game.text import render
from game.widgets import MUTED


class AnimalDuelOptions(OptionsPanel):
    """Four players play only in teams: the team check box sets the player count and the other way round."""

    def on_option(self, key: str, value) -> None:
        if key == "variant_team":
            self.setup.set_players(4 if value else 2)

    def on_players(self, n: int) -> None:
        super().on_players(n)
        self.setup.options["variant_team"] = n == 4

    def draw_extra(self, surface) -> None:
        if self.setup.players == 4:
            L = self.setup.LEFT
            note = render(tr("animal_duel.setup.teams_note"), 16, MUTED)
            surface.blit(note, (L.left + 24, L.bottom - 32))
