"""Selva (seed 000): a two-player trading-card duel, best of three games (docs/selva-design.md)."""
from rules.selva.rules import (ABILITY, ACTION_KINDS, AISLAMIENTO, ALFA, ATTACK, BLOCK, CEMENTERIO, CONTIENDA, DAY,
                               DECLARE, DISCARD, DONE, ELEMENT, END, EXILE, FUERZA, INTIMIDACION, KEEP, MULLIGAN,
                               NIGHT, PASS, PH_BLOCK, PH_DECLARE, PH_DISCARD, PH_ELEMENT, PH_EXILE, PH_INITIAL,
                               PH_MAIN, PH_MULLIGAN, PH_OVER, PH_RESPOND, PH_STARTER, PH_SWAP, PH_TARGET, PHASES,
                               PLAY, READY, RECOVER, RESOURCE, REVEAL, SET, SKIP, STARTER, SWAP, TARGET, UNBLOCK,
                               UNDECLARE, UNKNOWN, ZONES, State, animal_cost, apply, can_pay, combat_preview,
                               current_player, determinize, evaluate, fast_apply, hand_limit, legal_actions,
                               legal_for, deck_counts, new_game, normalize_config, play_cost, recover_limit, result, rollout_key, take_backs,
                               sigilo_cost, stats, view, why_illegal)

ID = "selva"
MIN_PLAYERS = 2
MAX_PLAYERS = 2
# A search iteration (determinize + a rollout to the end of the turn) is cheap: the hard level
# uses many of them within its time limit (read by rules.ai's ISMCTSBot for bots made by make_bot).
AI_BUDGETS = {"normal": {"iterations": 250, "time_limit": 0.4}, "hard": {"iterations": 2500, "time_limit": 0.85}}

__all__ = ["ID", "MIN_PLAYERS", "MAX_PLAYERS", "AI_BUDGETS", "check_data",
           "ABILITY", "ACTION_KINDS", "AISLAMIENTO", "ALFA", "ATTACK", "BLOCK", "CEMENTERIO", "CONTIENDA", "DAY",
           "DECLARE", "DISCARD", "DONE", "ELEMENT", "END", "EXILE", "FUERZA", "INTIMIDACION", "KEEP", "MULLIGAN",
           "NIGHT", "PASS", "PH_BLOCK", "PH_DECLARE", "PH_DISCARD", "PH_ELEMENT", "PH_EXILE", "PH_INITIAL",
           "PH_MAIN", "PH_MULLIGAN", "PH_OVER", "PH_RESPOND", "PH_STARTER", "PH_SWAP", "PH_TARGET", "PHASES",
           "PLAY", "READY", "RECOVER", "RESOURCE", "REVEAL", "SET", "SKIP", "STARTER", "SWAP", "TARGET", "UNBLOCK",
           "UNDECLARE", "UNKNOWN", "ZONES", "State", "animal_cost", "apply", "can_pay", "combat_preview",
           "current_player", "deck_counts", "determinize", "evaluate", "fast_apply", "hand_limit", "legal_actions", "legal_for",
           "new_game", "normalize_config", "play_cost", "recover_limit", "result", "rollout_key", "sigilo_cost",
           "stats", "take_backs", "view", "why_illegal"]

from rules.selva.cards import check as check_data  # noqa: E402  (check-data of this game's YAML)
