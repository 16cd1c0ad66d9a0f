"""Depredador Natural (seed 002): a trick-taking game of prey, biomes and invaders."""
from rules.depredador.rules import (PASS, PLAY, STARTER, TAKE, UNKNOWN, State, apply, current_player, fast_apply, rollout_key,
                                    determinize, evaluate, legal_actions, new_game, normalize_config,
                                    result, view, why_illegal)

from rules.depredador.cards import check as check_data

ID = "depredador"
MIN_PLAYERS = 2
MAX_PLAYERS = 6

__all__ = ["ID", "MIN_PLAYERS", "MAX_PLAYERS", "PASS", "PLAY", "STARTER", "TAKE", "UNKNOWN", "State",
           "apply", "check_data", "current_player", "determinize", "evaluate", "legal_actions", "new_game",
           "normalize_config", "result", "view", "why_illegal"]
