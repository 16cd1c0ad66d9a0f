"""The yardstick (rules/selva/yardstick.py): a rule-based player that plays legally from the view only,
beats random play, and does what a careful player does in the positions it is built for."""
import random

from rules.ai import RandomBot
from rules.selva import moves as M, setup as SU, state as S
from rules.selva.game import RULES
from rules.selva.yardstick import Yardstick
from tests.selva.test_selva_referees import _other_deck
from tests.selva.test_selva_rules import RICH, U, A, do, position


def _match(seed, players):
    s = SU.new_game({"decks": ["cielos", "manada_nocturna"]}, seed)
    steps = 0
    while (p := M.current_player(s)) is not None:
        a = players[p].choose(RULES, s, p)
        assert a in M.legal_actions(s), (a, s.phase)
        RULES.apply(s, a, log=False)
        steps += 1
        assert steps < 20_000
    return s


def test_the_yardstick_plays_whole_matches_and_beats_random():
    wins = 0
    for seed in range(6):
        seat = seed % 2
        players = [None, None]
        players[seat] = Yardstick(seed)
        players[1 - seat] = RandomBot(seed)
        wins += _match(seed, players).winner == seat
    assert wins >= 5


def test_the_yardstick_reads_only_the_view():
    rng = random.Random(3)
    checked = 0
    for seed in range(8):
        s = SU.new_game({"decks": ["cielos", "manada_nocturna"]}, 50 + seed)
        for _ in range(60 + 10 * seed):
            if M.current_player(s) is None:
                break
            legal = M.legal_actions(s)
            RULES.apply(s, legal[rng.randrange(len(legal))])
        p = M.current_player(s)
        if p is None or len(M.legal_actions(s)) < 2:
            continue
        assert Yardstick(1).choose(RULES, s, p) == Yardstick(1).choose(RULES, _other_deck(s, 1 - p), p)
        checked += 1
    assert checked >= 4


def test_a_resource_first_then_the_biggest_animal_it_can_pay():
    s = position({"hand": ["hierba", "pudu", "anaconda_verde"], "resources": ["presa", "presa", "presa"]}, {})
    y = Yardstick()
    a = y.choose(RULES, s, 0)
    assert a == A(S.PLAY, U(s, 0, "hierba", "hand"))
    do(s, a)
    a = y.choose(RULES, s, 0)
    assert a == A(S.PLAY, U(s, 0, "anaconda_verde", "hand"))


def test_it_blocks_to_stop_damage_and_never_loses_a_blocker_for_nothing():
    # an orca (attack 6) attacks; a coipo can only die blocking it: no block unless the damage is lethal
    s = position({"animals": ["orca"]}, {"animals": ["coipo"]}, alfas=("huemul", "huemul"))
    o = U(s, 0, "orca")
    do(s, S.ATTACK, (S.DECLARE, (o, "night")), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    assert s.phase == S.PH_BLOCK
    assert Yardstick().choose(RULES, s, 1) == A(S.DONE)
    s.life[1] = 5                                   # now the orca's damage would be lethal: chump-block
    assert Yardstick().choose(RULES, s, 1).kind == S.BLOCK


def test_it_keeps_a_good_hand_and_sends_back_a_bad_one():
    s = SU.new_game({"decks": ["cielos", "manada_nocturna"]}, 2)
    assert s.phase == S.PH_MULLIGAN and s.actor == 0
    tb = s.tb
    hand = s.hand[0]
    resources = [u for u in s.bosque[0] if tb.type[s.card[u]] == "recurso"]
    cheap = [u for u in s.bosque[0] if tb.type[s.card[u]] == "animal" and sum(tb.cost[s.card[u]]) <= 2]
    others = [u for u in s.bosque[0] if tb.type[s.card[u]] not in ("recurso",)]
    # a hand of 3 resources and an early animal: kept
    s.bosque[0] += hand
    good = resources[:3] + cheap[:1] + [u for u in others if u not in cheap][:3]
    for u in good:
        s.bosque[0].remove(u)
    s.hand[0] = good
    assert Yardstick().choose(RULES, s, 0) == A(S.KEEP)
    # seven resources: sent back
    s.bosque[0] += s.hand[0]
    bad = resources[:7]
    for u in bad:
        s.bosque[0].remove(u)
    s.hand[0] = bad
    assert Yardstick().choose(RULES, s, 0) == A(S.MULLIGAN)


def test_it_answers_in_a_window_when_the_answer_wins_the_fight():
    # the defender's coipo blocks the attacker's degu; the attacker pumps the degu in the Contienda
    # window only when that changes the fight
    s = position({"animals": ["lobo_guara"], "hand": ["instinto_de_caza"], "resources": RICH},
                 {"animals": ["coipo"]}, alfas=("huemul", "huemul"))
    a, c = U(s, 0, "lobo_guara"), U(s, 1, "coipo")
    do(s, S.ATTACK)
    tm = next(x.value[1] for x in M.legal_actions(s) if x.kind == S.DECLARE and x.value[0] == a)
    do(s, (S.DECLARE, (a, tm)), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    if s.phase == S.PH_BLOCK:
        btm = next(x.value[2] for x in M.legal_actions(s) if x.kind == S.BLOCK and x.value[0] == c)
        do(s, (S.BLOCK, (c, a, btm)), S.DONE)
    while s.phase == S.PH_RESPOND and s.actor != 0:
        do(s, S.PASS)
    if s.phase != S.PH_RESPOND:
        return                                      # no window for the attacker in this position
    from rules.selva import queries as Q
    before = Q.combat_preview(s)[0]
    choice = Yardstick().choose(RULES, s, 0)
    if before["blocker"] is not None and not before["blocker_dies"]:
        assert choice.kind == S.FUERZA             # +2 attack makes the blocker fall
