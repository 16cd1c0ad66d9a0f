"""Animal Duel (seed 001): a duel of animal cards placed on a board; clashes cost life."""
from rules.animal_duel.rules import (DEAL, DISCARD, DISCARD_TREX, END, FIX, FIX_HAND, GIVE, KEEP, OVER, PLACE,
                                     RESPOND, SITU, TARGET, TARGET_PHASE, TURN, UNKNOWN, State, apply,
                                     board_side, can_place_card, current_player, determinize, evaluate,
                                     fast_apply, legal_actions, new_game, normalize_config, place_action,
                                     preview, result, rollout_key, situ_action, target_action, team, view,
                                     why_illegal)

ID = "animal_duel"
MIN_PLAYERS = 2
MAX_PLAYERS = 4     # 4 only with the team variant
# Search iterations are cheap here (a rollout ends with the turn): the hard level uses more of them
# within its usual time limit (read by rules.ai's ISMCTSBot for bots made by make_bot).
AI_BUDGETS = {"hard": {"iterations": 6000}}

__all__ = ["ID", "MIN_PLAYERS", "MAX_PLAYERS", "AI_BUDGETS", "DEAL", "DISCARD", "DISCARD_TREX", "END", "FIX", "FIX_HAND",
           "GIVE", "KEEP", "OVER", "PLACE", "RESPOND", "SITU", "TARGET", "TARGET_PHASE", "TURN", "UNKNOWN",
           "State", "apply", "board_side", "can_place_card", "current_player", "determinize", "evaluate",
           "fast_apply", "legal_actions", "new_game", "normalize_config", "place_action", "preview", "result",
           "rollout_key", "situ_action", "target_action", "team", "view", "why_illegal"]

from rules.animal_duel.cards import check as check_data  # noqa: E402  (check-data of this game's YAML)
