"""Selva as a GameRules object: the protocol's calls wired to the modules that do each job
(``setup``, ``moves``, ``view``, ``scoring``, ``evaluate``)."""
from __future__ import annotations

from rules.engine.protocol import RulesBase
from rules.selva import evaluate as EV, moves as M, scoring, setup, view as V


class SelvaRules(RulesBase):
    normalize_config = staticmethod(setup.normalize_config)
    new_game = staticmethod(setup.new_game)
    current_player = staticmethod(M.current_player)
    legal_actions = staticmethod(M.legal_actions)
    fast_apply = staticmethod(M.fast_apply)
    view = staticmethod(V.view)
    determinize = staticmethod(V.determinize)
    result = staticmethod(scoring.result)
    score_track = staticmethod(scoring.score_track)
    evaluate = staticmethod(EV.evaluate)
    rollout_key = staticmethod(EV.rollout_key)
    rollout_done = staticmethod(EV.rollout_done)
    rollout_policy = staticmethod(EV.rollout_policy)
    search_actions = staticmethod(EV.search_actions)

    apply = staticmethod(M.apply)                  # checks the action's values first (strict input)
    why_illegal = staticmethod(M.why_illegal)


RULES = SelvaRules()
