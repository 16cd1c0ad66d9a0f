"""The explicit registry of table scenes, one per game (no folder scanning)."""
from __future__ import annotations


def table_class(game_id: str):
    if game_id == "depredador":
        from game.depredador.table import DepredadorTable
        return DepredadorTable
    if game_id == "animal_duel":
        from game.animal_duel.table import AnimalDuelTable
        return AnimalDuelTable
    if game_id == "selva":
        from game.selva.table import SelvaTable
        return SelvaTable
    raise KeyError(f"no table for game '{game_id}'")


def open_table(app, session, view_seat: int | None = None):
    """Replace the stack's top with the game's table (the menu stays underneath)."""
    cls = table_class(session.game_id)
    scene = cls(app, session, view_seat=view_seat)
    return scene
