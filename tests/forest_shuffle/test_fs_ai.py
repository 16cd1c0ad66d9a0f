"""The computer players: reproducible, reading only their view, with an evaluation in 0..1."""
from __future__ import annotations

import random

from rules.ai.bots import ISMCTSBot, RandomBot
from rules.engine.rng import RNG
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.estimate import Marginal
from rules.forest_shuffle.evaluate import evaluate
from rules.forest_shuffle.game import RULES
from rules.forest_shuffle.greedy import GreedyBot
from rules.forest_shuffle.policy import Scorer
from rules.forest_shuffle.position import build, card_of, half_of
from tests.forest_shuffle import fs_kit

D = db()


def midgame(seed=3, turns=20, n=2):
    """A game played by greedy players up to turn ``turns``."""
    return fs_kit.midgame(seed, turns, n, bot=GreedyBot)


def test_greedy_plays_the_best_points_now():
    # Goshawk (3 x 2 birds = 6, with the Bullfinch) beats the Squeaker (1); it pays with the other cards
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"]}, "birch"], []],
              hands=[["goshawk", "squeaker", "linden", "oak"], []])
    g = GreedyBot(0)
    a = g.choose(RULES, s, 0)
    gos = card_of(s, 0, "goshawk")
    assert a.kind == "dweller" and a.value == (gos, half_of(gos, "goshawk"))


def test_greedy_draws_when_nothing_gains():
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"], "left": ["lynx"]}], []],
              hands=[["oak", "beech"], []])
    assert GreedyBot(0).choose(RULES, s, 0).kind == "draw"


def test_greedy_full_games_beat_random():
    wins = 0
    for g in range(6):
        s = RULES.new_game({"players": 2}, 50 + g)
        bots = [GreedyBot(0), RandomBot(g)]
        while RULES.current_player(s) is not None:
            p = RULES.current_player(s)
            RULES.apply(s, bots[p].choose(RULES, s, p), log=False)
        wins += RULES.result(s).places[0] == 1
    assert wins >= 5


def test_greedy_reads_only_its_view():
    s = midgame()
    p = RULES.current_player(s)
    other = 1 - p
    t = s.clone()
    # swap the other player's hidden hand cards with deck cards: the greedy choice cannot change
    hidden = [i for i, c in enumerate(t.hands[other]) if c not in t.pub[other]]
    for k, i in enumerate(hidden[:3]):
        t.hands[other][i], t.deck[k] = t.deck[k], t.hands[other][i]
    assert RULES.view(s, p) == RULES.view(t, p)
    assert GreedyBot(1).choose(RULES, s, p) == GreedyBot(1).choose(RULES, t, p)


def test_hard_is_reproducible_and_reads_only_its_view():
    s = midgame(seed=9, turns=14)
    p = RULES.current_player(s)
    a1 = ISMCTSBot(7, iterations=60).choose(RULES, s, p)
    a2 = ISMCTSBot(7, iterations=60).choose(RULES, s, p)
    assert a1 == a2 and a1 in RULES.legal_actions(s)
    t = s.clone()
    other = 1 - p
    hidden = [i for i, c in enumerate(t.hands[other]) if c not in t.pub[other]]
    for k, i in enumerate(hidden[:3]):
        t.hands[other][i], t.deck[k] = t.deck[k], t.hands[other][i]
    t.rng = RNG(12345)
    assert ISMCTSBot(7, iterations=60).choose(RULES, t, p) == a1


def test_evaluate_is_a_probability_and_rewards_points():
    rng = random.Random(1)
    for seed in range(5):
        s = midgame(seed=seed, turns=10 + 5 * seed, n=2 + seed % 3)
        for p in range(s.n):
            v = evaluate(s, p)
            assert 0.0 <= v <= 1.0
            d = RULES.determinize(RULES.view(s, p), p, RNG(rng.randrange(99)))
            assert 0.0 <= evaluate(d, p) <= 1.0
    a = build(forests=[["douglas_fir", "douglas_fir"], ["birch"]], hands=[["birch"], ["birch"]])
    b = build(forests=[["birch"], ["douglas_fir", "douglas_fir"]], hands=[["birch"], ["birch"]])
    assert evaluate(a, 0) > 0.5 > evaluate(b, 0)
    s = midgame(seed=4, turns=300)
    assert s.over
    r = RULES.result(s)
    for p in range(2):
        assert evaluate(s, p) == (1.0 if r.places[p] == 1 and r.places.count(1) == 1 else
                                  (0.5 if r.places[p] == 1 else 0.0))


def test_rollouts_stop_at_the_start_of_a_turn():
    s = midgame()
    assert s.stack[-1][0] == 1
    k = RULES.rollout_key(s)
    assert k != k or k is not RULES.rollout_key(s)        # a fresh marker: the playout stops at once
    legal = RULES.legal_actions(s)
    t = s.clone()
    RULES.fast_apply(t, next(a for a in legal if a.kind == "draw"))
    assert RULES.rollout_key(t) == t.turn_no


def test_gain_estimate_matches_the_exact_gain_on_simple_cases():
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"]}, "birch", {"tree": "oak"}], []],
              hands=[["goshawk", "red_squirrel", "fireflies", "fireflies"], []])
    m = Marginal(s, 0)
    sc = Scorer(s, 0)
    for sp, tree in (("goshawk", 1), ("red_squirrel", 2), ("fireflies", 0)):
        c = card_of(s, 0, sp)
        f = c * 2 + half_of(c, sp)
        assert m.gain(f) == sc.gain(f, tree)
