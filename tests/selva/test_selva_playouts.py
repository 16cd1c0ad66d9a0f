"""The search's playouts (issue 23, late): the playouts' defender reads the stats of a block as the rules
would with that block in place, and the playouts' attacker keeps home what a lethal swing back needs."""
from rules.engine.rng import RNG
from rules.selva import evaluate as EV, queries as Q, state as S
from rules.selva.game import RULES
from tests.selva.test_selva_rules import do
from tests.selva.test_selva_silly import DEER, position


def test_a_blocks_stats_are_the_rules_stats_with_that_block_in_place():
    seen = 0
    for g in range(12):
        decks = ["manada_nocturna", "sigilo_veneno"] if g % 2 else ["guardianes", "cielos"]
        s = RULES.new_game({"decks": decks}, g)
        rng = RNG(g)
        for _ in range(1500):
            if RULES.current_player(s) is None:
                break
            legal = RULES.legal_actions(s)
            if s.phase == S.PH_BLOCK:
                times = dict(s.attackers)
                for a in legal:
                    if a.kind != S.BLOCK:
                        continue
                    b, att, tm = a.value
                    got = EV._pair_stats(s, att, times[att], b, tm, lambda u: Q.stats(s, u))
                    s.blocks[att] = (b, tm)
                    want = Q.stats(s, att) + Q.stats(s, b)
                    del s.blocks[att]
                    assert got == want
                    seen += 1
            RULES.fast_apply(s, EV.rollout_policy(s, legal, rng))
    assert seen > 100


def _declaring(life):
    """The anaconda may attack; the orca, tapped, cannot block it but swings back next turn."""
    s = position({"animals": ["anaconda_verde"]}, {"animals": ["orca"]}, alfas=DEER, life=life)
    s.tapped.add(s.animals[1][0])
    do(s, S.ATTACK)
    assert s.phase == S.PH_DECLARE
    return s


def test_the_playouts_attacker_stays_home_when_the_swing_back_would_kill():
    s = _declaring((18, 18))
    legal = RULES.legal_actions(s)
    assert EV._careful_declare(s, legal, 0.5).kind == S.DECLARE        # the orca's swing back: 5 of 18
    s = _declaring((5, 18))
    legal = RULES.legal_actions(s)
    assert EV._careful_declare(s, legal, 0.5).kind != S.DECLARE        # 5 of 5: the anaconda stays home
    assert EV.swing_back(s, 0, []) == 5 and EV.swing_back(s, 0, list(s.animals[0])) == 0


def test_the_playouts_attacker_sends_nothing_a_blocker_stops_for_free_unless_the_blockers_are_too_few():
    s = position({"animals": ["anaconda_verde"]}, {"animals": ["tapir"]}, alfas=DEER)
    do(s, S.ATTACK)
    assert EV._careful_declare(s, RULES.legal_actions(s), 0.5).kind != S.DECLARE     # 3 into a defence of 6
    s = position({"animals": ["anaconda_verde", "anaconda_verde"]}, {"animals": ["tapir"]}, alfas=DEER)
    do(s, S.ATTACK)
    assert EV._careful_declare(s, RULES.legal_actions(s), 0.5).kind == S.DECLARE     # one of two gets through
