"""The search's knowledge of good play (rules/depredador/policy.py): the playout policy plays legal
moves and plays them as a careful player would on hand-built hunts."""
from __future__ import annotations

import random

import pytest

from rules.depredador import policy
from rules.depredador.game import RULES as g
from tests.depredador.test_depredador_rules import DES, JUN, P, SAB, TAI, X, hunting


@pytest.mark.parametrize("n", [2, 4, 6])
def test_the_playout_policy_plays_whole_games_legally(n):
    for seed in range(3):
        s = g.new_game({"players": n}, 300 + seed)
        rng = random.Random(seed)
        while g.current_player(s) is not None:
            legal = g.legal_actions(s)
            a = policy.rollout_policy(s, legal, rng)
            assert a in legal
            g.apply(s, a)


def _no_random(seed=0):
    class Never(random.Random):
        def random(self):
            return 0.99
    return Never(seed)


def test_the_playout_gives_the_winner_an_invader_not_its_prey():
    s = hunting(hands=[[P(SAB, 1)], [P(DES, 2)], [X(5), P(SAB, 7), P(TAI, 2)], [P(TAI, 4)]],
                trick=[(0, P(JUN, 8)), (1, P(JUN, 2))], turn=2, player_biome=[SAB, DES, JUN, TAI], centre=[])
    assert policy.rollout_policy(s, g.legal_actions(s), _no_random()).value == X(5)
    s.hands[2] = sorted([P(SAB, 7), P(TAI, 2), P(DES, 6)])
    assert policy.rollout_policy(s, g.legal_actions(s), _no_random()).value == P(DES, 6)


def test_the_playout_wins_its_prey_cheaply_when_last_and_ducks_invaders():
    s = hunting(hands=[[P(DES, 1)], [P(JUN, 2)], [P(TAI, 2)], [P(SAB, 8), P(SAB, 6), P(SAB, 1)]],
                trick=[(0, P(SAB, 5)), (1, P(SAB, 4)), (2, P(SAB, 3))], turn=3,
                player_biome=[DES, JUN, TAI, SAB], centre=[])
    assert policy.rollout_policy(s, g.legal_actions(s), _no_random()).value == P(SAB, 6)
    s = hunting(hands=[[P(DES, 1)], [P(JUN, 2)], [X(8), X(2), P(TAI, 3)], [P(SAB, 8)]],
                trick=[(0, X(6)), (1, X(1))], broken=True, turn=2, player_biome=[DES, JUN, TAI, SAB], centre=[])
    assert policy.rollout_policy(s, g.legal_actions(s), _no_random()).value == X(2)
