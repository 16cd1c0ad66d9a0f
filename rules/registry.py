"""The explicit registry of games: one line per game (a frozen app has no .py files to scan).

Every shared part of Bestiario (the app, the CLI, check-data, the bench, the packaging) reads the games
from here; nothing else names a game. A game's descriptor is cheap to import: its rules load on first use.
"""
from __future__ import annotations

from rules.engine.protocol import GameDescriptor, GameRules

from rules.depredador import DESCRIPTOR as _depredador
from rules.animal_duel import DESCRIPTOR as _animal_duel
from rules.selva import DESCRIPTOR as _selva
from rules.forest_shuffle import DESCRIPTOR as _forest_shuffle
from rules.dominant_species import DESCRIPTOR as _dominant_species

# Menu order.
DESCRIPTORS: tuple[GameDescriptor, ...] = (_depredador, _animal_duel, _selva, _forest_shuffle, _dominant_species)

GAMES: dict[str, GameDescriptor] = {d.id: d for d in DESCRIPTORS}


def descriptor(game_id: str) -> GameDescriptor:
    if game_id not in GAMES:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    return GAMES[game_id]


def get_game(game_id: str) -> GameRules:
    """The rules object of ``game_id`` (loaded on first use)."""
    return descriptor(game_id).rules
