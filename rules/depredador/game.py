"""Depredador Natural as a GameRules object: the protocol's calls wired to the rules modules."""
from __future__ import annotations

from rules.depredador import rules as R
from rules.engine.core import IllegalAction
from rules.engine.protocol import RulesBase, require_well_formed


class DepredadorRules(RulesBase):
    normalize_config = staticmethod(R.normalize_config)
    new_game = staticmethod(R.new_game)
    current_player = staticmethod(R.current_player)
    legal_actions = staticmethod(R.legal_actions)

    @staticmethod
    def apply(state, action, log=True):
        require_well_formed(action)
        return R.apply(state, action, log)
    fast_apply = staticmethod(R.fast_apply)
    view = staticmethod(R.view)
    determinize = staticmethod(R.determinize)
    result = staticmethod(R.result)
    evaluate = staticmethod(R.evaluate)
    rollout_key = staticmethod(R.rollout_key)

    @staticmethod
    def why_illegal(state, action):
        try:
            require_well_formed(action)
        except IllegalAction as exc:
            return (exc.rule, exc.why)
        return R.why_illegal(state, action)


RULES = DepredadorRules()
