"""Depredador Natural as a GameRules object: the protocol's calls wired to the rules modules
(state, setup, moves, scoring, view, evaluate)."""
from __future__ import annotations

from rules.depredador import evaluate as E
from rules.depredador import moves as M
from rules.depredador import scoring as S
from rules.depredador import setup as U
from rules.depredador import view as V
from rules.engine.core import IllegalAction
from rules.engine.protocol import RulesBase, require_well_formed


class DepredadorRules(RulesBase):
    normalize_config = staticmethod(U.normalize_config)
    new_game = staticmethod(U.new_game)
    current_player = staticmethod(M.current_player)
    legal_actions = staticmethod(M.legal_actions)
    take_backs = staticmethod(M.take_backs)       # migration picks that may be taken back (not moves)
    fast_apply = staticmethod(M.fast_apply)
    view = staticmethod(V.view)
    determinize = staticmethod(V.determinize)
    result = staticmethod(S.result)
    evaluate = staticmethod(E.evaluate)
    rollout_key = staticmethod(E.rollout_key)
    rollout_policy = staticmethod(E.rollout_policy)
    search_actions = staticmethod(E.search_actions)     # the AI's pruning (never a rule)

    @staticmethod
    def apply(state, action, log=True):
        require_well_formed(action)
        return M.apply(state, action, log)

    @staticmethod
    def score_track(state):
        """For the results' chart: the Predation Points of each player after each finished round (round
        0: the start, everyone at 0)."""
        return ("round", len(state.awards), list(state.totals))

    @staticmethod
    def round_end_board(state, action):
        """The table as a round ended, before the next round is dealt: ``action`` (the round's last
        decision) applied to a copy of ``state`` (the state before it), the deal left out. Its phase is
        ``over`` (nothing more is decided on it); the screen shows the round's summary over it."""
        board = state.clone()
        board.rng = None                # no randomness: end_round stops before it deals
        M.apply(board, action, log=False)
        return board

    @staticmethod
    def why_illegal(state, action):
        try:
            require_well_formed(action)
        except IllegalAction as exc:
            return (exc.rule, exc.why)
        return M.why_illegal(state, action)


RULES = DepredadorRules()
