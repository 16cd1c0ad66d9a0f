"""The careful yardstick (rules/selva/careful.py): legal from the view only, deterministic, and it plans
its attack as a whole (no attack that wins nothing, no attack that lets the swing back kill)."""
import random

from rules.selva import moves as M, setup as SU, state as S
from rules.selva.careful import Careful
from rules.selva.game import RULES
from tests.selva.test_selva_referees import _other_deck
from tests.selva.test_selva_rules import U, do, position


def test_the_careful_player_plays_whole_matches_legally_and_the_same_way_twice():
    for seed in range(2):
        finals = []
        for _ in range(2):
            s = SU.new_game({"decks": ["cielos", "manada_nocturna"]}, 70 + seed)
            players = [Careful(seed), Careful(seed + 1)]
            steps = 0
            while (p := M.current_player(s)) is not None:
                a = players[p].choose(RULES, s, p)
                assert a in M.legal_actions(s), (a, s.phase)
                RULES.apply(s, a, log=False)
                steps += 1
                assert steps < 20_000
            finals.append((s.winner, steps))
        assert finals[0] == finals[1]


def test_the_careful_player_reads_only_the_view():
    rng = random.Random(5)
    checked = 0
    for seed in range(8):
        s = SU.new_game({"decks": ["cielos", "manada_nocturna"]}, 80 + seed)
        for _ in range(60 + 10 * seed):
            if M.current_player(s) is None:
                break
            legal = M.legal_actions(s)
            RULES.apply(s, legal[rng.randrange(len(legal))])
        p = M.current_player(s)
        if p is None or len(M.legal_actions(s)) < 2:
            continue
        assert Careful(1).choose(RULES, s, p) == Careful(1).choose(RULES, _other_deck(s, 1 - p), p)
        checked += 1
    assert checked >= 4


def test_no_attack_with_a_creature_that_can_win_nothing():
    # a 0-attack frog beside a real attacker: only the anaconda goes
    s = position({"animals": ["sapito_de_darwin", "anaconda_verde"]}, {"animals": ["chingue_patagonico"]},
                 alfas=("huemul", "huemul"))
    do(s, S.ATTACK)
    plan = Careful()._attack_plan(RULES.view(s, 0), 0)
    assert U(s, 0, "sapito_de_darwin") not in [u for u, _ in plan]


def test_it_keeps_home_the_blockers_that_stop_a_lethal_swing_back():
    # two orcas could hit for 10, but the opponent's two orcas would then swing back for a lethal 10
    s = position({"animals": ["orca", "orca"]}, {"animals": ["orca", "orca"]}, life=(9, 18),
                 alfas=("huemul", "huemul"))
    s.tapped |= set(s.animals[1])           # their orcas attacked last turn: no blockers now
    plan = Careful()._attack_plan(RULES.view(s, 0), 0)
    assert len(plan) < 2
