"""The careful Depredador player (rules/depredador/careful.py): legal moves only, from its own view
only, deterministic; a few plain habits on hand-built positions. Its strength is measured by
rules/depredador/bench.py (careful against the old yardstick), never here."""
from __future__ import annotations

import random

import pytest

from rules.depredador.careful import Careful
from rules.depredador.game import RULES as g
from tests.depredador.test_depredador_rules import DES, JUN, P, SAB, TAI, A, X, hunting


@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_careful_plays_legal_moves_from_its_own_view(n):
    s = g.new_game({"players": n}, 40 + n)
    bots = [Careful(i) for i in range(n)]
    while (p := g.current_player(s)) is not None:
        a = bots[p].choose(g, s, p)
        assert a in g.legal_actions(s)
        # the same view gives the same move, whatever the hidden cards are
        d = g.determinize(g.view(s, p), p, random.Random(p))
        assert bots[p].choose(g, d, p) == a
        g.apply(s, a)
    assert g.result(s) is not None


def test_careful_keeps_its_alfa_in_the_migration():
    for seed in range(20):
        s = g.new_game({"players": 4}, seed)
        while s.phase == "pass":
            p = s.turn
            a = Careful(0).choose(g, s, p)
            assert s.kind[a.value] != 2 or all(s.kind[c] == 2 for c in s.hands[p]), "passed its Alfa"
            g.apply(s, a)


def test_careful_dumps_an_invader_on_a_rivals_hunt():
    # Jungla led; seat 2 is void in it and gives the winner its invader, not a prey
    s = hunting(hands=[[P(SAB, 1)], [P(DES, 2)], [X(5), P(TAI, 2), P(SAB, 7)], [P(TAI, 4)]],
                trick=[(0, P(JUN, 8)), (1, P(JUN, 2))], turn=2, player_biome=[JUN, DES, TAI, SAB],
                centre=[])
    assert Careful(0).choose(g, s, 2).value == X(5)


def test_careful_never_feeds_the_winner_its_own_prey():
    # seat 0 (Sabana) wins the hunt; seat 2, void in Jungla, throws its Taiga card, not the Sabana 7
    s = hunting(hands=[[P(SAB, 1)], [P(DES, 2)], [P(TAI, 6), P(SAB, 7)], [P(TAI, 4)]],
                trick=[(0, P(JUN, 8)), (1, P(JUN, 2))], turn=2, player_biome=[SAB, DES, JUN, TAI],
                centre=[])
    assert Careful(0).choose(g, s, 2).value == P(TAI, 6)


def test_careful_spends_its_alfa_on_a_rich_hunt_when_last():
    s = hunting(hands=[[P(SAB, 1)], [P(SAB, 2)], [P(SAB, 3)], [A(3), P(DES, 1), P(DES, 2), P(JUN, 1)]],
                trick=[(0, P(DES, 8)), (1, P(DES, 7)), (2, P(DES, 6))], turn=3,
                player_biome=[SAB, JUN, TAI, DES], centre=[])
    assert Careful(0).choose(g, s, 3).value == A(3)
