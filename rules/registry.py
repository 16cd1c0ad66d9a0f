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


GAMES: dict[str, GameInfo] = {
    "depredador": GameInfo("depredador", 2, 6, "rules.depredador"),
}


def get_game(game_id: str) -> ModuleType:
    if game_id not in GAMES:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    if game_id == "depredador":
        import rules.depredador as mod
        return mod
    raise KeyError(game_id)
