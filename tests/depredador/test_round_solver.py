"""The exact two-player round reader (``rules.depredador.solve``) and hard measured against it: the
solver agrees with a plain minimax and with the rules' own ending, and hard never throws away a round
the solver says it still holds."""
from __future__ import annotations

import random

import pytest

from rules.depredador import DESCRIPTOR
from rules.depredador.careful import Careful
from rules.depredador.evaluate import final_hunt_scores
from rules.depredador.game import RULES as g
from rules.depredador.solve import RoundSolver


def _minimax(s) -> int:
    """The same value by brute force (no pruning, no table)."""
    if s.hunt_no >= s.hunts - 1:
        sc = final_hunt_scores(s)
        return (sc[0] > sc[1]) - (sc[0] < sc[1])
    vals = []
    for a in g.legal_actions(s):
        t = s.clone()
        g.fast_apply(t, a)
        vals.append(_minimax(t))
    return max(vals) if s.turn == 0 else min(vals)


def _careful_until(seed: int, cards: int):
    """A two-player careful game of round 1, stopped at a hunt's start with ``cards`` cards a hand."""
    s = g.new_game({"players": 2}, seed)
    bots = [Careful(i) for i in range(2)]
    while not (s.phase == "hunt" and not s.trick and len(s.hands[s.turn]) == cards):
        p = g.current_player(s)
        g.apply(s, bots[p].choose(g, s, p))
    return s


@pytest.mark.parametrize("seed", range(6))
def test_solver_agrees_with_plain_minimax(seed):
    s = _careful_until(300 + seed, 4)
    solver = RoundSolver()
    assert solver.value(s.clone()) == _minimax(s.clone())
    values = solver.move_values(s)
    assert set(values) == set(g.legal_actions(s))
    for a, v in values.items():
        t = s.clone()
        g.fast_apply(t, a)
        assert v == _minimax(t)


def test_solver_reads_the_rules_ending():
    """Played on by two perfect players, the round ends as the solver said."""
    for seed in range(4):
        s = _careful_until(320 + seed, 5)
        want = RoundSolver().value(s.clone())
        for _ in range(40):                         # at most 5 hunts of 2 cards and their biomes
            if s.round != 1:
                break
            values = RoundSolver().move_values(s)
            sign = 1 if s.turn == 0 else -1
            best = max(values, key=lambda a: (sign * values[a], -a.value))
            assert values[best] == want              # perfect play keeps the value
            g.apply(s, best)
        assert s.round == 2
        sc = s.hunt_scores[-1]
        assert ((sc[0] > sc[1]) - (sc[0] < sc[1])) == want


def test_solver_refuses_what_it_cannot_read():
    s = g.new_game({"players": 4}, 1)
    with pytest.raises(ValueError):
        RoundSolver().value(s)


@pytest.mark.parametrize("seed", range(5))
def test_hard_keeps_the_exact_value_of_a_two_player_ending(seed):
    """From four cards a hand, hard's move never gives away a round the solver says it holds."""
    s = _careful_until(340 + seed, 4)
    rng = random.Random(seed)
    for _ in range(3):                            # three of its decisions in this ending
        if s.phase not in ("hunt", "biome") or s.hunt_no >= s.hunts - 1:
            break
        p = g.current_player(s)
        values = RoundSolver().move_values(s)
        sign = 1 if p == 0 else -1
        a = DESCRIPTOR.make_bot("hard", 70 + seed).choose(g, s, p)
        assert sign * values[a] == max(sign * v for v in values.values()), (seed, a, values)
        legal = g.legal_actions(s)
        g.apply(s, legal[rng.randrange(len(legal))])
