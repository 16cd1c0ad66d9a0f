"""Depredador's table geometry: the zones of data/depredador/layout.tmx the table reads."""
from __future__ import annotations

TABLE_ZONES = ("hand", "prompt", "self_info", "centre_biomes", "trick", "summary", "scores", "log",
               "menu_button", "undo_button")


def seat_name(players: int, k: int) -> str:
    """The zone of the k-th opponent (1 = next clockwise, the viewer's left) at ``players`` players."""
    return f"seat{players}_{k}"


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' | 'point' for everything the Depredador table reads."""
    req = {name: "rect" for name in TABLE_ZONES}
    req["hover_anchor"] = "point"
    for n in range(2, 7):
        for k in range(1, n):
            req[seat_name(n, k)] = "rect"
    return req
