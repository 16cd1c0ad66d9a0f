"""Animal Duel as a GameRules object: the protocol's calls wired to the rules modules by job."""
from __future__ import annotations

from rules.animal_duel import evaluate as E
from rules.animal_duel import moves as M
from rules.animal_duel import policy as P
from rules.animal_duel import scoring as SC
from rules.animal_duel import setup as SU
from rules.animal_duel import state as ST
from rules.animal_duel import view as V
from rules.engine.protocol import RulesBase


class AnimalDuelRules(RulesBase):
    normalize_config = staticmethod(SU.normalize_config)
    new_game = staticmethod(SU.new_game)
    current_player = staticmethod(ST.current_player)
    legal_actions = staticmethod(M.legal_actions)
    apply = staticmethod(M.apply)
    fast_apply = staticmethod(M.fast_apply)
    why_illegal = staticmethod(M.why_illegal)
    view = staticmethod(V.view)
    determinize = staticmethod(V.determinize)
    result = staticmethod(SC.result)
    score_track = staticmethod(SC.score_track)
    evaluate = staticmethod(E.evaluate)
    rollout_key = staticmethod(E.rollout_key)
    tree_key = staticmethod(E.tree_key)
    rollout_policy = staticmethod(P.rollout_policy)
    expansion_order = staticmethod(P.expansion_order)
    search_actions = staticmethod(P.search_actions)


RULES = AnimalDuelRules()
