"""Selva through the generic bots: hidden information respected, whole matches, sensible play."""
import random

from rules.selva import board as B, evaluate as EV, moves as M, queries as Q, scoring as SC  # noqa: F401
from rules.selva import setup as SU, state as S, view as V  # noqa: F401

from rules.selva.game import RULES
from rules.ai import ISMCTSBot, RandomBot, make_bot
from rules.engine.rng import RNG


def _midgame(seed, steps=150):
    """A random position a few turns in, with the seat to act in its Preparación."""
    s = SU.new_game({"starter": 0}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        M.apply(s, rng.choice(M.legal_actions(s)))
        if M.current_player(s) is None:
            break
    while M.current_player(s) is not None and (s.phase != S.PH_MAIN or len(M.legal_actions(s)) < 3
                                                or not s.hand[1 - s.turn]):
        M.apply(s, rng.choice(M.legal_actions(s)))
    return s


def test_decision_ignores_what_the_seat_cannot_see():
    s = _midgame(4)
    seat = M.current_player(s)
    assert seat is not None
    o = 1 - seat
    t = s.clone()
    t.card = s.card[:]
    # exchange an opponent's hand card with a different card of its Bosque: same view, other truth
    h = t.hand[o][0]
    b = next(u for u in t.bosque[o] if t.card[u] != t.card[h])
    t.card[h], t.card[b] = t.card[b], t.card[h]
    assert t.card != s.card
    va, vb = V.view(s, seat), V.view(t, seat)
    assert va.card == vb.card and va.hand == vb.hand and va.bosque == vb.bosque
    a = ISMCTSBot(9, iterations=120, time_limit=None).choose(RULES, s, seat)
    b_ = ISMCTSBot(9, iterations=120, time_limit=None).choose(RULES, t, seat)
    assert a == b_


def test_same_seed_same_decision():
    s = _midgame(8)
    seat = M.current_player(s)
    assert ISMCTSBot(3, iterations=100, time_limit=None).choose(RULES, s, seat) == \
        ISMCTSBot(3, iterations=100, time_limit=None).choose(RULES, s, seat)


def test_determinize_respects_the_view():
    s = _midgame(12)
    seat = M.current_player(s)
    v = V.view(s, seat)
    d = V.determinize(v, seat, RNG(5))
    for z in S.ZONES:
        assert getattr(d, z) == getattr(v, z) or z == "bosque"
    for u, c in enumerate(v.card):
        if c != S.UNKNOWN:
            assert d.card[u] == c
    assert d.rng is not None and not d.is_view
    assert M.legal_actions(d) == M.legal_actions(v)


def test_bots_play_whole_matches_legally():
    for seed, levels in ((1, ("easy", "normal")), (2, ("normal", "hard"))):
        s = SU.new_game({}, seed)
        bots = [ISMCTSBot(seed + i, iterations=25, time_limit=None) if lv != "easy" else RandomBot(seed)
                for i, lv in enumerate(levels)]
        while (p := M.current_player(s)) is not None:
            a = bots[p].choose(RULES, s, p)
            assert a in M.legal_actions(s)
            M.apply(s, a)
        assert SC.result(s) is not None


def test_search_beats_random_in_most_matches():
    wins = 0
    n = 6
    for k in range(n):
        s = SU.new_game({"starter": (k // 2) % 2}, 700 + k)
        hs = k % 2
        bots = [None, None]
        bots[hs] = ISMCTSBot(k, iterations=30, time_limit=None)
        bots[1 - hs] = RandomBot(k)
        while (p := M.current_player(s)) is not None:
            M.apply(s, bots[p].choose(RULES, s, p))
        wins += s.winner == hs
    assert wins >= 4          # 5 or 6 of 6 over several seed sets; 4 leaves room for luck


def test_make_bot_levels_use_the_game_budgets():
    from rules.selva import DESCRIPTOR
    budgets = DESCRIPTOR.ai_budgets
    assert make_bot("hard", 0, budgets).iterations == budgets["hard"]["iterations"]
    assert make_bot("normal", 0, budgets).iterations == budgets["normal"]["iterations"]
    assert make_bot("hard", 0, budgets).time_limit is None, "no wall clock outside the app"
    assert make_bot("hard", 0, budgets, safety_net=True).time_limit == budgets["hard"]["time_limit"]
    # hard explores less than the shared default (the values are match chances: small differences)
    assert DESCRIPTOR.make_bot("hard", 0).c == budgets["hard"]["exploration"] < make_bot("normal", 0, budgets).c
    assert 0.0 <= EV.evaluate(_midgame(3), 0) <= 1.0


def test_evaluate_prefers_more_life_and_more_wins():
    s = _midgame(6)
    base = EV.evaluate(s, 0)
    t = s.clone()
    t.life = [s.life[0], s.life[1] - 5]
    assert EV.evaluate(t, 0) > base
    t.wins = [1, 0]
    assert EV.evaluate(t, 0) > EV.evaluate(s, 0)
    assert abs(EV.evaluate(s, 0) + EV.evaluate(s, 1) - 1.0) < 1e-9


REPLAY = r"""
import json, sys
sys.path.insert(0, {root!r})
from rules.registry import descriptor
budgets = descriptor("selva").ai_budgets       # a tiny budget: the test is about reproducibility
budgets["normal"] = {{"iterations": 8}}
budgets["hard"] = {{"iterations": 14}}
import main
cfg = {{"players": 2, "seats": ["normal", "hard"], "names": ["A", "B"], "decks": ["cielos", "sigilo_veneno"]}}
session, _ = main.play_ai_game("selva", cfg, {seed}, ["normal", "hard"], {seed})
print(json.dumps([a.to_json() for a in session.actions]))
print(json.dumps(session.result().to_json(), sort_keys=True))
"""


def test_ai_matches_are_reproducible_across_processes():
    """The same seed gives byte-identical AI matches in two processes (different string hashing)."""
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    outs = []
    for hashseed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hashseed)
        r = subprocess.run([sys.executable, "-c", REPLAY.format(root=root, seed=21)], capture_output=True,
                           env=env, timeout=600)
        assert r.returncode == 0, r.stderr.decode()[-2000:]
        outs.append(r.stdout)
    assert outs[0] == outs[1]
    assert len(outs[0].splitlines()[0]) > 1000            # a whole match was played


def test_between_games_the_search_keeps_its_deck():
    """The search cannot see what a swap is worth: it keeps the deck and the Alfa it came with."""
    from rules.selva import board
    s = SU.new_game({"starter": 0, "decks": ["cielos", "guardianes"]}, 8)
    while s.phase != S.PH_MAIN:
        M.apply(s, M.legal_actions(s)[0])
    board.lose_life(s, 0, 100, None)
    assert s.phase == S.PH_SWAP and s.actor == 0
    assert any(a.kind == S.SWAP for a in M.legal_actions(s)) and any(a.kind == S.ALFA for a in M.legal_actions(s))
    assert EV.changes(s, 0) == 0
    t = s.clone()
    M.apply(t, next(a for a in M.legal_actions(t) if a.kind == S.SWAP))
    assert EV.changes(t, 0) == 1 and EV.evaluate(t, 0) < EV.evaluate(s, 0)
    bot = make_bot("normal", 5, {"normal": {"iterations": 200}})
    assert bot.choose(RULES, s, 0).kind == S.READY
