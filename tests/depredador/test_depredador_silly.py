"""Never a silly move: hand-built Depredador positions where one move is plainly bad, each with the
reason a player would give. Hard (its real budget) never chooses it, over a few seeds; normal rarely.

The positions are late in a round (a few cards a hand), so every search is short: the whole file runs
in a few seconds. Strength is measured by rules/depredador/bench.py, never here."""
from __future__ import annotations

import pytest

from rules.depredador import DESCRIPTOR
from rules.depredador.game import RULES as g
from tests.depredador.test_depredador_rules import DES, JUN, P, RF, SAB, TAI, A, X, hunting

SEEDS = (1, 2, 3)


def late(s):
    """Number the hunt from the cards left, so the round ends when the hands do."""
    if s.phase == "pass":
        return s
    s.hunt_no = s.hunts - max(len(h) for h in s.hands)
    return s


def alfa_on_invaders():
    # black led: X8 and X7 are in; seat 2 ducks with its X1, its Alfa would take 15 invader points
    s = hunting(hands=[[P(SAB, 1), P(SAB, 2)], [P(DES, 2), P(DES, 3)], [X(1), A(2), P(JUN, 6)],
                       [P(TAI, 4), P(TAI, 5), P(TAI, 6)]],
                trick=[(0, X(8)), (1, X(7))], broken=True, turn=2,
                player_biome=[SAB, DES, JUN, TAI], centre=[])
    return s, 2, A(2), "its Alfa would win 15 invader points it can duck under with the 1"


def feeds_the_winner():
    # seat 0 (Sabana) is winning the Jungla hunt; seat 2, void in Jungla, must not throw its Sabana 8
    s = hunting(hands=[[P(SAB, 1), P(SAB, 2)], [P(DES, 2), P(DES, 3)], [P(SAB, 8), P(TAI, 2), P(DES, 1)],
                       [P(TAI, 4), P(TAI, 5), P(TAI, 6)]],
                trick=[(0, P(JUN, 8)), (1, P(JUN, 2))], turn=2,
                player_biome=[SAB, DES, JUN, TAI], centre=[])
    return s, 2, P(SAB, 8), "it hands the winner 8 points of the winner's own prey"


def takes_the_invader_hunt():
    # black led with the 6; seat 2 holds the 8 and the 2: the 2 ducks, the 8 takes 14 invader points
    s = hunting(hands=[[P(SAB, 1), P(SAB, 2)], [P(DES, 2), P(DES, 3)], [X(8), X(2), P(JUN, 6)],
                       [P(TAI, 4), P(TAI, 5), P(TAI, 6)]],
                trick=[(0, X(6)), (1, P(DES, 1))], broken=True, turn=2,
                player_biome=[SAB, DES, JUN, TAI], centre=[])
    return s, 2, X(8), "it wins a hunt of invaders it could duck with its 2"


def ducks_its_own_feast():
    # Sabana led with the 7, then 6 and 5; seat 3 (Sabana) plays last: its 8 takes 18 points of its prey
    s = hunting(hands=[[P(DES, 1), P(DES, 4)], [P(JUN, 2), P(JUN, 3)], [P(TAI, 2), P(TAI, 3)],
                       [P(SAB, 8), P(SAB, 1), P(JUN, 1)]],
                trick=[(0, P(SAB, 7)), (1, P(SAB, 6)), (2, P(SAB, 5))], turn=3,
                player_biome=[DES, JUN, TAI, SAB], centre=[])
    return s, 3, P(SAB, 1), "it gives up 18 points of its own prey that its 8 takes for certain"


def leads_the_top_invader():
    # invaders are in; seat 0 leads: its 8 invader takes every invader the others must follow with
    s = hunting(hands=[[X(8), P(SAB, 2), P(JUN, 1)], [P(DES, 2), X(3), P(DES, 5)], [X(4), P(JUN, 3), P(TAI, 1)],
                       [X(5), P(TAI, 5), P(SAB, 4)]],
                broken=True, turn=0, player_biome=[SAB, DES, JUN, TAI], centre=[])
    return s, 0, X(8), "leading its 8 invader wins it back, with the invaders the others must add"


def wrong_biome():
    # seat 1 shelters: it has captured Sabana 8, 7 and 6; Desierto would throw those 21 points away
    s = hunting(hands=[[P(JUN, 1), P(JUN, 2)], [P(TAI, 1), P(TAI, 2)], [P(JUN, 4), P(JUN, 5), P(TAI, 3)],
                       [P(TAI, 4), P(TAI, 5), P(TAI, 6)]],
                trick=[(0, P(JUN, 3)), (1, RF(1))], turn=1,
                player_biome=[-1, -1, JUN, TAI], centre=[SAB, DES])
    s.phase = "biome"
    s.pending = 1
    s.captured[1] = [P(SAB, 8), P(SAB, 7), P(SAB, 6)]
    return s, 1, DES, "it would shelter away from the 21 points of prey it has captured"


def wins_a_dumped_invader():
    # Taiga led with the 3 and seat 1 dumped its 7 invader: seat 2's Taiga 8 would take the invader
    s = hunting(hands=[[P(SAB, 1), P(SAB, 2)], [P(DES, 2), P(DES, 3)], [P(TAI, 8), P(TAI, 2), P(JUN, 6)],
                       [P(TAI, 1), P(SAB, 5), P(SAB, 6)]],
                trick=[(0, P(TAI, 3)), (1, X(7))], broken=True, turn=2,
                player_biome=[SAB, DES, JUN, TAI], centre=[])
    return s, 2, P(TAI, 8), "it overtakes to win a hunt holding a 7 invader and nothing of its prey"


def dumps_prey_not_invader():
    # two players: the opponent (Desierto) wins the Sabana hunt; seat 1, void, throws its Desierto 7
    s = hunting(n=2, hands=[[P(SAB, 2), P(DES, 1)], [P(DES, 7), X(4), P(DES, 2)]],
                trick=[(0, P(SAB, 8))], turn=1, biomes=(SAB, DES), player_biome=[DES, SAB], centre=[])
    return s, 1, P(DES, 7), "it hands the opponent 7 points of its own prey instead of an invader"


def passes_the_alfa():
    # the migration: seat 0 holds an Alfa, a sure hunt; passing it hands that hunt to its neighbour
    for seed in range(100):
        s = g.new_game({"players": 4, "starter": 0}, seed)
        alfa = [c for c in s.hands[0] if s.kind[c] == 2]
        if alfa and any(s.kind[c] == 1 for c in s.hands[0]):
            return s, 0, alfa[0], "it passes away its Alfa, a hunt won for certain"
    raise AssertionError("no deal with an Alfa and an invader")


def refugio_wasted_on_own_hunt():
    # seat 3 (Taiga) last in a Taiga hunt holding 13 points of its prey: its Refugio gives them away
    s = hunting(hands=[[P(DES, 1), P(DES, 4)], [P(JUN, 2), P(JUN, 3)], [P(SAB, 2), P(SAB, 3)],
                       [P(TAI, 8), RF(3), P(JUN, 1)]],
                trick=[(0, P(TAI, 7)), (1, P(TAI, 6)), (2, P(SAB, 5))], turn=3,
                player_biome=[DES, JUN, SAB, -1], centre=[TAI])
    return s, 3, RF(3), "its Refugio gives up 13 points of Taiga its 8 wins for certain"


POSITIONS = [alfa_on_invaders, feeds_the_winner, takes_the_invader_hunt, ducks_its_own_feast,
             leads_the_top_invader, wrong_biome, wins_a_dumped_invader, dumps_prey_not_invader,
             refugio_wasted_on_own_hunt, passes_the_alfa]


def _position(make):
    s, seat, bad, why = make()
    late(s)
    assert g.current_player(s) == seat
    legal = [a.value for a in g.legal_actions(s)]
    assert bad in legal and len(legal) > 1, "the silly move must be one choice among others"
    return s, seat, bad, why


@pytest.mark.parametrize("make", POSITIONS, ids=lambda f: f.__name__)
def test_hard_never_makes_the_silly_move(make):
    s, seat, bad, why = _position(make)
    for seed in SEEDS:
        bot = DESCRIPTOR.make_bot("hard", seed)
        assert bot.choose(g, s.clone(), seat).value != bad, f"hard (seed {seed}): {why}"


def test_normal_rarely_makes_them():
    silly = 0
    total = 0
    for make in POSITIONS:
        s, seat, bad, why = _position(make)
        for seed in SEEDS:
            total += 1
            silly += DESCRIPTOR.make_bot("normal", seed).choose(g, s.clone(), seat).value == bad
    assert silly <= total // 5, f"normal made {silly} silly moves in {total}"
