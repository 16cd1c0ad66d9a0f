"""The explicit registry of games (a frozen app has no .py files to scan)."""
from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class GameInfo:
    id: str
    min_players: int
    max_players: int
    module: str
    default_players: int


GAMES: dict[str, GameInfo] = {
    "depredador": GameInfo("depredador", 2, 6, "rules.depredador", 4),
    "animal_duel": GameInfo("animal_duel", 2, 4, "rules.animal_duel", 2),
    "selva": GameInfo("selva", 2, 2, "rules.selva", 2),
}


def _depredador() -> ModuleType:
    import rules.depredador as mod
    return mod


def _animal_duel() -> ModuleType:
    import rules.animal_duel as mod
    return mod


def _selva() -> ModuleType:
    import rules.selva as mod
    return mod


# Explicit imports (PyInstaller sees them); a game is playable once it is also in GAMES.
_LOADERS = {"depredador": _depredador, "animal_duel": _animal_duel, "selva": _selva}


def get_game(game_id: str) -> ModuleType:
    if game_id not in GAMES:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    return _LOADERS[game_id]()
