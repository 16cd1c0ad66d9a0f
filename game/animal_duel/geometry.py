"""Animal Duel's table geometry: the zones of data/animal_duel/layout.tmx the table reads."""
from __future__ import annotations

TABLE_ZONES = ("board", "north_hand", "hand", "partner_hand", "prompt", "banner", "zoom", "deck", "discard",
               "match", "log", "menu_button", "undo_button", "end_button", "extra_button",
               "team_north", "it_north", "life_north", "p_north", "team_south", "it_south", "life_south",
               "p_south")


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' | 'point' for everything the Animal Duel table reads."""
    return {name: "rect" for name in TABLE_ZONES}
