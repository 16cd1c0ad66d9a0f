"""The explicit registry of what each game shows: one line per game (no folder scanning).

The shared scenes read a game's table, breakdown, setup panel and extra scenes from here; nothing else
in game/ names a game.
"""
from __future__ import annotations

from game.ui import GameUI

from game.depredador import UI as _depredador
from game.animal_duel import UI as _animal_duel
from game.selva import UI as _selva
from game.forest_shuffle import UI as _forest_shuffle
from game.dominant_species import UI as _dominant_species

UIS: dict[str, GameUI] = {ui.id: ui for ui in (_depredador, _animal_duel, _selva, _forest_shuffle, _dominant_species)}


def ui_for(game_id: str) -> GameUI:
    if game_id not in UIS:
        raise KeyError(f"no screens for game '{game_id}'")
    return UIS[game_id]


def table_class(game_id: str) -> type:
    return ui_for(game_id).table()


def open_table(app, session, view_seat: int | None = None):
    """The game's table scene for ``session`` (the caller pushes it)."""
    return table_class(session.game_id)(app, session, view_seat=view_seat)


def game_scene(name: str):
    """A game's own scene class by its full name ``<game>.<short name>``, or None."""
    game_id, _, short = name.partition(".")
    ui = UIS.get(game_id)
    if ui is None or short not in ui.scenes:
        return None
    return ui.scenes[short]()
