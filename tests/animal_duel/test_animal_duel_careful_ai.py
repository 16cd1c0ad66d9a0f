"""The careful yardstick (rules/animal_duel/careful.py): legal, blind to what its seat cannot see, without
randomness, and the plays that make it careful, on positions built by hand. (How strong it is is measured
by rules/animal_duel/bench.py, never here.)"""
from __future__ import annotations

from rules.animal_duel import bench
from rules.animal_duel.careful import Careful
from rules.animal_duel.game import RULES as g
from rules.animal_duel.state import situ_action
from tests.animal_duel.test_animal_duel_rules import K, cell, position
from tests.animal_duel.test_animal_duel_silly import FIVE, _full_board


def test_plays_whole_games_legally_and_the_same_way_twice():
    for cfg in ({}, {"variant_team": True, "variant_habitat": True}, {"board_size": 3, "variant_level_start": True}):
        logs = []
        for _ in range(2):
            s = g.new_game(cfg, 4)
            log = []
            while (p := g.current_player(s)) is not None:
                a = Careful().choose(g, s, p)
                assert a in g.legal_actions(s)
                log.append(a)
                g.apply(s, a)
            logs.append(log)
        assert logs[0] == logs[1]


def test_decision_ignores_what_the_seat_cannot_see():
    s = position([["leon", "tucan", "lobo"], FIVE], board={cell(1, 1): ("orca", 1)})
    t = s.clone()
    t.hands[1][0], t.pile[0] = t.pile[0], t.hands[1][0]
    assert g.view(s, 0).hands == g.view(t, 0).hands
    assert Careful().choose(g, s, 0) == Careful().choose(g, t, 0)


def test_extincion_only_when_behind_on_a_near_full_board():
    # behind 4-9, one cell left: filling it loses, so the board starts again
    s = position([["extincion", "berrendo"], FIVE], board=_full_board(), life=(4, 9))
    assert Careful().choose(g, s, 0) == situ_action(K("extincion"))
    # ahead 12-9 with the rival's strong animals on the board: Extinción is kept
    b = {cell(1, 1): ("oso_polar", 1), cell(2, 2): ("leon", 1)}
    s = position([["extincion", "berrendo", "anaconda"], FIVE], board=b, life=(12, 9))
    assert Careful().choose(g, s, 0) != situ_action(K("extincion"))


def test_bench_knows_the_careful_player():
    out = bench.duel("careful", "yardstick", 2)
    assert out["games"] == 2 and 0 <= out["wins"] <= 2
