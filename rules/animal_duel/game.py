"""Animal Duel as a GameRules object: the protocol's calls wired to the rules modules."""
from __future__ import annotations

from rules.animal_duel import rules as R
from rules.engine.protocol import RulesBase


class AnimalDuelRules(RulesBase):
    normalize_config = staticmethod(R.normalize_config)
    new_game = staticmethod(R.new_game)
    current_player = staticmethod(R.current_player)
    legal_actions = staticmethod(R.legal_actions)
    apply = staticmethod(R.apply)
    fast_apply = staticmethod(R.fast_apply)
    view = staticmethod(R.view)
    determinize = staticmethod(R.determinize)
    result = staticmethod(R.result)
    evaluate = staticmethod(R.evaluate)
    rollout_key = staticmethod(R.rollout_key)
    why_illegal = staticmethod(R.why_illegal)


RULES = AnimalDuelRules()
