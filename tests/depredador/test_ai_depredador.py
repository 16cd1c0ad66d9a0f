"""Depredador's AI parts: the playout horizon, the evaluation, the rollout policy and the yardstick
(on hand-built positions and over seeded games). Strength and speed are measured by
rules/depredador/bench.py, never here."""
from __future__ import annotations

import random

import pytest

from rules.depredador import bench
from rules.depredador.evaluate import evaluate, final_hunt_scores, outcome, rollout_key
from rules.depredador.game import RULES as g
from rules.depredador.scoring import hunt_score
from rules.depredador.yardstick import Yardstick
from rules.engine.core import Action
from tests.depredador.test_depredador_rules import DES, JUN, P, RF, SAB, TAI, A, X, hunting


def _random_until(s, stop, seed=0):
    rng = random.Random(seed)
    while not stop(s):
        legal = g.legal_actions(s)
        g.apply(s, legal[rng.randrange(len(legal))])
    return s


# ---------------------------------------------------------------------------- horizon and evaluation

def test_playouts_stop_when_the_last_hunt_begins():
    s = g.new_game({"players": 4, "rounds": 2}, 5)
    _random_until(s, lambda st: st.phase == "hunt")
    start = rollout_key(s)
    _random_until(s, lambda st: rollout_key(st) != start)
    assert s.round == 1 and s.hunt_no == s.hunts - 1 == 11
    assert all(len(h) == 1 for h in s.hands) and not s.trick


@pytest.mark.parametrize("seed", range(12))
def test_the_last_hunt_is_played_out_exactly(seed):
    """At the horizon, the evaluation's hunt scores are those the rules give when the hunt is played
    (every hand holds one card; a Refugio there takes the only biome left, or the best one)."""
    n = 2 + seed % 5
    s = g.new_game({"players": n, "rounds": 2}, 100 + seed)
    _random_until(s, lambda st: st.phase in ("hunt", "biome") and st.hunt_no == st.hunts - 1, seed)
    # play some of the last hunt too: the rest is completed by the evaluation
    for _ in range(seed % n):
        if g.current_player(s) is None or s.phase != "hunt" or s.round != 1:
            break
        g.apply(s, g.legal_actions(s)[0])
    if s.round != 1:
        pytest.skip("the round ended")
    predicted = final_hunt_scores(s)
    t = s.clone()
    while t.round == 1:
        legal = g.legal_actions(t)
        if t.phase == "biome":
            # the evaluation's choice: the biome best for the player
            from rules.depredador.evaluate import _best_biome
            b = _best_biome(t, t.turn, t.centre, [c for _, c in t.trick])
            g.apply(t, Action("take", b))
        else:
            g.apply(t, legal[0])
    assert t.hunt_scores[0] == predicted
    totals, scores, parts, left = outcome(s)
    assert scores == predicted and totals == t.totals and left == 1


def test_evaluation_is_in_range_and_sums_sensibly():
    for seed in range(20):
        s = g.new_game({"players": 4}, seed)
        _random_until(s, lambda st: rollout_key(st) % 2 == 1 or st.phase == "over", seed)
        vals = [evaluate(s, p) for p in range(4)]
        assert all(0.0 <= v <= 1.0 for v in vals)


def test_a_decided_match_still_values_points():
    """Two players, last round, seat 0 far ahead: first place is certain either way, but a bigger
    hunt-score margin is still worth more (the referees saw careless last rounds)."""
    s = hunting(n=2, hands=[[P(SAB, 8)], [P(SAB, 1)]], biomes=(SAB, DES), player_biome=[SAB, DES],
                centre=[], round_no=3)
    s.rounds = 3
    s.hunt_no = s.hunts - 1
    s.totals = [4, 0]
    s.award_parts = [[(2,), (1, -1)], [(2,), (1, -1)]]
    s.awards = [[2, 0], [2, 0]]
    rich = s.clone()
    rich.captured = [[P(SAB, 7), P(SAB, 6)], []]
    poor = s.clone()
    poor.captured = [[X(1)], [P(DES, 2)]]
    for st in (rich, poor):
        assert final_hunt_scores(st)[0] > final_hunt_scores(st)[1]      # seat 0 wins the round anyway
    assert evaluate(rich, 0) > evaluate(poor, 0) > 0.8


def test_evaluation_prefers_being_ahead():
    s = g.new_game({"players": 3}, 3)
    a, b = s.clone(), s.clone()
    a.totals = [3, 0, 0]
    b.totals = [0, 3, 0]
    assert evaluate(a, 0) > evaluate(s, 0) > evaluate(b, 0)


# ---------------------------------------------------------------------------- the yardstick

def test_yardstick_plays_only_legal_moves_and_reads_only_its_view():
    for n in (2, 4, 6):
        s = g.new_game({"players": n}, n)
        bots = [Yardstick(i) for i in range(n)]
        while (p := g.current_player(s)) is not None:
            a = bots[p].choose(g, s, p)
            assert a in g.legal_actions(s)
            # the same view gives the same move, whatever the hidden cards are
            d = g.determinize(g.view(s, p), p, random.Random(p))
            assert bots[p].choose(g, d, p) == a
            g.apply(s, a)
        assert g.result(s) is not None


def test_yardstick_keeps_its_alfa_in_the_migration():
    for seed in range(30):
        s = g.new_game({"players": 4}, seed)
        while s.phase == "pass":
            p = s.turn
            a = Yardstick(0).choose(g, s, p)
            assert s.kind[a.value] != 2 or all(s.kind[c] == 2 for c in s.hands[p]), "passed its Alfa"
            g.apply(s, a)


def test_yardstick_ducks_an_invader_hunt():
    # black led and a big invader dumped in; seat 2 holds X2 and X7: it plays X2 under the X6
    s = hunting(hands=[[P(SAB, 1)], [P(DES, 2)], [X(2), X(7), P(JUN, 3)], [P(TAI, 4)]],
                trick=[(0, X(6)), (1, X(5))], broken=True, turn=2, player_biome=[-1, -1, -1, -1])
    assert Yardstick(0).choose(g, s, 2).value == X(2)


def test_yardstick_takes_a_rich_hunt_cheaply_when_last():
    # seat 3 shelters in Sabana, plays last: it wins with its 6, not its 8
    s = hunting(hands=[[P(SAB, 1)], [P(SAB, 2)], [P(SAB, 3)], [P(SAB, 6), P(SAB, 8), P(JUN, 1)]],
                trick=[(0, P(SAB, 5)), (1, P(SAB, 4)), (2, P(SAB, 3))], turn=3,
                player_biome=[DES, JUN, TAI, SAB], centre=[])
    s.hands[2] = [P(TAI, 7)]
    assert Yardstick(0).choose(g, s, 3).value == P(SAB, 6)


def test_yardstick_dumps_an_invader_on_someone_elses_hunt():
    s = hunting(hands=[[P(SAB, 1)], [P(DES, 2)], [X(3), P(TAI, 2), A(2)], [P(TAI, 4)]],
                trick=[(0, P(JUN, 8)), (1, P(JUN, 2))], turn=2, player_biome=[-1, -1, -1, -1])
    assert Yardstick(0).choose(g, s, 2).value == X(3)


def test_yardstick_does_not_lead_black_into_voids():
    """Everyone else is known to hold no invader: an invader lead would win itself."""
    s = hunting(hands=[[X(2), P(JUN, 3)], [P(DES, 2)], [P(SAB, 3)], [P(TAI, 4)]], broken=True, turn=0,
                player_biome=[-1, -1, -1, -1])
    for p in (1, 2, 3):
        s.voids[p] = 1 << 7
    assert Yardstick(0).choose(g, s, 0).value == P(JUN, 3)


def test_bench_functions_return_numbers_on_a_tiny_run():
    out = bench.playouts(count=8, players=(2,), repeats=1)
    assert out[2]["positions"] == 8 and out[2]["rules_per_s"] > 0 and out[2]["mini_per_s"] > 0
    st = bench.strength("easy", 2, games=2)
    assert st["games"] == 2 and 0 <= st["rate"] <= 1


def test_the_reference_engine_plays_the_same_games():
    """Mini (the bench's minimal engine) with the same random numbers ends where the rules do."""
    pos = bench._hunt_positions(20, 3, seed=9)
    for i, s in enumerate(pos):
        t = s.clone()
        bench._rules_playout(g, t, random.Random(i))
        m = bench.Mini(s)
        if t.round == s.round:
            m.playout(random.Random(i), stop_hunt=t.hunt_no)
            assert m.captured == t.captured and m.biome == t.player_biome
        else:       # started in the last hunt: both play to the round's end
            assert m.playout(random.Random(i)) == t.hunt_scores[0]


# ---------------------------------------------------------------------------- the playout policy

class _NoChance:
    """An rng whose ``random()`` never asks for a random move (the policy's rules are tested)."""

    def __init__(self):
        self.r = random.Random(0)

    def random(self):
        return 0.99

    def randrange(self, k):
        return self.r.randrange(k)


def _policy(s):
    from rules.depredador.evaluate import rollout_policy
    return rollout_policy(s, g.legal_actions(s), _NoChance()).value


def test_policy_only_plays_legal_moves():
    from rules.depredador.evaluate import rollout_policy
    for n in (2, 5):
        s = g.new_game({"players": n}, 40 + n)
        rng = random.Random(n)
        while g.current_player(s) is not None:
            legal = g.legal_actions(s)
            a = rollout_policy(s, legal, rng)
            assert a in legal
            g.apply(s, a)


def test_policy_ducks_under_invaders_and_dumps_them():
    s = hunting(hands=[[P(SAB, 1)], [P(DES, 2)], [X(2), X(7), P(JUN, 3)], [P(TAI, 4)]],
                trick=[(0, X(6)), (1, X(5))], broken=True, turn=2)
    assert _policy(s) == X(2)
    s = hunting(hands=[[P(SAB, 1)], [P(DES, 2)], [X(3), X(1), P(TAI, 2)], [P(TAI, 4)]],
                trick=[(0, P(JUN, 8)), (1, P(JUN, 2))], turn=2)
    assert _policy(s) == X(3)


def test_policy_spends_its_alfa_on_a_rich_hunt_of_its_biome():
    s = hunting(hands=[[P(SAB, 1)], [P(DES, 2)], [A(2), P(SAB, 2), P(TAI, 2)], [P(TAI, 4)]],
                trick=[(0, P(SAB, 8)), (1, P(SAB, 6))], turn=2, player_biome=[-1, -1, SAB, -1],
                centre=[DES, JUN, TAI])
    assert _policy(s) == A(2)
