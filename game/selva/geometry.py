"""Selva's table geometry: the zones of data/selva/layout.tmx the table reads (north = the opponent)."""
from __future__ import annotations

SIDE_ZONES = ("name", "hand", "alfa", "bosque", "reserva", "cementerio", "aislamiento", "resources",
              "elementos", "sigilos", "preparacion", "combat")
TABLE_ZONES = ("phases", "prompt", "button_1", "button_2", "button_3", "banner", "match", "log", "zoom",
               "menu_button", "undo_button") + tuple(f"{part}_{side}" for side in ("north", "south")
                                                     for part in SIDE_ZONES)


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' for everything the Selva table reads."""
    return {name: "rect" for name in TABLE_ZONES}
