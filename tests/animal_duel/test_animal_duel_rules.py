"""Animal Duel: clashes, orientation, damage, the end of a game, dealing, variants and the protocol,
each on a position built by hand."""
import random

import pytest

from rules.animal_duel import setup as SU
from rules.animal_duel import state as R
from rules.animal_duel.game import RULES as g
from rules.animal_duel.scoring import preview
from rules.animal_duel.state import UNKNOWN, board_side, place_action, situ_action, target_action
from rules.animal_duel.cards import BOTTOM, LEFT, RIGHT, TOP, load_deck
from rules.engine.core import Action, ConfigError, IllegalAction
from rules.engine.rng import RNG

D = load_deck()


def K(key):
    """The card id of a YAML id (the first copy)."""
    return D.first(key)


def st(key, side):
    return D.cards[K(key)].strengths[side]


def cell(r, c, size=4):
    return r * size + c


def position(hands, board=None, life=(12, 12), turn=0, size=4, players=2, pile=None, situ_p=((), ()),
             **variants):
    """A fresh turn for seat ``turn``: hands and board as given (card keys), everything else in
    the deck (or exactly ``pile``, top last), no discards."""
    cfg = {"players": players, "board_size": size, "starter": turn, **variants}
    if players == 4:
        cfg["variant_team"] = True
    s = g.new_game(cfg, 1)
    s.hands = [[K(x) if isinstance(x, str) else x for x in h] for h in hands]
    s.board = [()] * s.ncells
    for c, spec in (board or {}).items():
        stack = spec if isinstance(spec, list) else [spec]
        s.board[c] = tuple((K(x[0]), x[1], bool(x[2]) if len(x) > 2 else False) for x in stack)
    s.situ_p = [[K(x) for x in situ_p[0]], [K(x) for x in situ_p[1]]]
    used = {c for h in s.hands for c in h} | {x[0] for stck in s.board for x in stck}
    used |= set(s.situ_p[0]) | set(s.situ_p[1])
    s.pile = [c for c in s.universe if c not in used] if pile is None else [K(x) for x in pile]
    s.animal_discard, s.situ_it, s.situ_discard = [], [[], []], []
    s.life = list(life)
    R.recompute_hand_sizes(s)
    s.phase, s.turn, s.actor, s.turn_no = "turn", turn, turn, 1
    s.placements_left, s.placed, s.mult, s.leech, s.engulf = 1, 0, 1, 0, 0
    s.pending, s.last_damage, s.taken = None, [0, 0], [0, 0]
    s.known, s.drawn, s.fix_queue = (frozenset(), frozenset()), None, []
    return s


def place(s, key, c):
    return g.apply(s, place_action(K(key), c))


def situ(s, key):
    return g.apply(s, situ_action(K(key)))


def target(s, value):
    return g.apply(s, target_action(value))


def kinds(s):
    return {a.kind for a in g.legal_actions(s)}


def rule_of(s, action):
    before = s.clone()
    with pytest.raises(IllegalAction) as exc:
        g.apply(s, action)
    assert s.board == before.board and s.hands == before.hands and s.life == before.life
    assert s.phase == before.phase and s.pile == before.pile and s.placements_left == before.placements_left
    return exc.value.rule


# ------------------------------------------------------------------------ orientation and clashes

def test_board_side_turns_team_1_cards_180_degrees():
    assert [board_side(side, 0) for side in (TOP, RIGHT, BOTTOM, LEFT)] == [R.N, R.E, R.S, R.W]
    assert board_side(TOP, 1) == R.S and board_side(RIGHT, 1) == R.W
    assert board_side(BOTTOM, 1) == R.N and board_side(LEFT, 1) == R.E


def test_facing_tops_clash_when_team_0_places_below_a_team_1_card():
    # team 1's card at (0,1) points its top south; team 0's card below points its top north
    s = position([["leon"], []], board={cell(0, 1): ("ciervo", 1)})
    pv = preview(s, K("leon"), cell(1, 1))
    assert pv["clashes"] == [(cell(0, 1), st("leon", TOP), st("ciervo", TOP))]
    diff = st("leon", TOP) - st("ciervo", TOP)
    assert diff > 0
    place(s, "leon", cell(1, 1))
    assert s.life == [12, 12 - diff]


def test_team_1_right_side_points_west():
    # team 1 places east of team 0's card: its card-right side faces west, against team 0's right
    s = position([[], ["anaconda"]], board={cell(1, 1): ("jirafa", 0)}, turn=1)
    pv = preview(s, K("anaconda"), cell(1, 2))
    mine, theirs = st("anaconda", RIGHT), st("jirafa", RIGHT)
    assert pv["clashes"] == [(cell(1, 1), mine, theirs)]
    place(s, "anaconda", cell(1, 2))
    assert s.life == [12 - (mine - theirs), 12]


def test_team_1_card_east_side_is_its_left():
    # team 0 places east of a team 1 card: team 0's left side against team 1's card-left (turned east)
    s = position([["guepardo"], []], board={cell(2, 0): ("berrendo", 1)})
    pv = preview(s, K("guepardo"), cell(2, 1))
    assert pv["clashes"] == [(cell(2, 0), st("guepardo", LEFT), st("berrendo", LEFT))]


def test_weaker_placed_animal_costs_its_own_side():
    s = position([["berrendo"], []], board={cell(0, 0): ("leon", 1)})
    # team 0 places below team 1's lion: berrendo's top (0) against the lion's top (turned south)
    place(s, "berrendo", cell(1, 0))
    assert s.life == [12 - (st("leon", TOP) - st("berrendo", TOP)), 12]


def test_equal_strengths_deal_nothing():
    s = position([["jirafa"], []], board={cell(0, 0): ("leon", 1)})
    assert st("jirafa", TOP) == st("leon", TOP)
    place(s, "jirafa", cell(1, 0))
    assert s.life == [12, 12]


def test_several_clashes_add_up_and_diagonals_and_own_animals_never_clash():
    b = {cell(0, 1): ("ciervo", 1), cell(1, 0): ("morsa", 1), cell(1, 2): ("lobo", 0),
         cell(0, 0): ("oso_polar", 1), cell(2, 2): ("oso_polar", 1)}
    s = position([["orca"], []], board=b)
    pv = preview(s, K("orca"), cell(1, 1))
    up = (cell(0, 1), st("orca", TOP), st("ciervo", TOP))
    left = (cell(1, 0), st("orca", LEFT), st("morsa", LEFT))   # team 1's card-left faces east
    assert sorted(pv["clashes"]) == sorted([up, left])
    won = sum(m - t for _, m, t in pv["clashes"] if m > t)
    lost = sum(t - m for _, m, t in pv["clashes"] if t > m)
    assert (pv["damage_to_opponent"], pv["damage_to_self"]) == (won, lost)
    place(s, "orca", cell(1, 1))
    assert s.life == [12 - lost, 12 - won]


def test_asleep_animals_never_clash():
    s = position([["leon"], []], board={cell(0, 1): ("ciervo", 1, True)})
    assert preview(s, K("leon"), cell(1, 1))["clashes"] == []
    place(s, "leon", cell(1, 1))
    assert s.life == [12, 12]


def test_only_the_top_of_a_stack_clashes():
    s = position([["leon"], []], board={cell(0, 1): [("berrendo", 0), ("ciervo", 1)]})
    assert preview(s, K("leon"), cell(1, 1))["clashes"] == [(cell(0, 1), st("leon", TOP), st("ciervo", TOP))]


# ------------------------------------------------------------------------ damage only from placement

def test_moves_by_situationals_deal_no_damage():
    b = {cell(0, 0): ("oso_polar", 0), cell(0, 2): ("berrendo", 1), cell(3, 3): ("leon", 1)}
    s = position([["embestida", "teletransportacion", "lobo"], []], board=b)
    situ(s, "embestida")
    target(s, (cell(0, 0), cell(0, 1)))          # now beside the pronghorn
    situ(s, "teletransportacion")
    target(s, (cell(0, 1), cell(3, 3)))
    assert s.life == [12, 12]
    assert s.board[cell(3, 3)][-1][0] == K("oso_polar") and s.board[cell(0, 1)][-1][0] == K("leon")


def test_golpe_mortal_doubles_only_damage_dealt():
    s = position([["golpe_mortal", "leon"], []], board={cell(0, 1): ("ciervo", 1), cell(1, 0): ("bisonte", 1)})
    situ(s, "golpe_mortal")
    pv = preview(s, K("leon"), cell(1, 1))
    won = sum(m - t for _, m, t in pv["clashes"] if m > t)
    lost = sum(t - m for _, m, t in pv["clashes"] if t > m)
    assert won > 0
    assert pv["damage_to_opponent"] == 2 * won and pv["damage_to_self"] == lost
    place(s, "leon", cell(1, 1))
    assert s.life == [12 - lost, 12 - 2 * won]


# ------------------------------------------------------------------------ life, K.O., full board

def test_life_never_rises_above_12():
    s = position([["el_veterinario", "chupavidas", "leon"], []], life=(11, 12), board={cell(0, 1): ("ciervo", 1)})
    situ(s, "el_veterinario")
    assert s.life[0] == 12
    situ(s, "chupavidas")
    place(s, "leon", cell(1, 1))
    assert s.life[0] == 12


def test_ko_ends_the_match_at_once():
    s = position([["leon", "ataque_furioso"], []], life=(12, 2), board={cell(0, 1): ("ciervo", 1)})
    ev = place(s, "leon", cell(1, 1))
    assert s.phase == "over" and g.current_player(s) is None
    res = g.result(s)
    assert res.places == [1, 2] and res.scores == [12, s.life[1]] and s.life[1] <= 0
    assert res.detail["reason"] == "ko" and res.detail["games"] == 1 and res.detail["draws"] == 0
    assert any(e.kind == "match_end" for e in ev)


def test_ko_by_a_situational():
    s = position([["ataque_furioso", "leon"], []], life=(12, 2))
    situ(s, "ataque_furioso")
    assert g.result(s).places == [1, 2]


def test_self_ko_loses():
    s = position([["berrendo"], []], life=(1, 12), board={cell(0, 0): ("leon", 1)})
    place(s, "berrendo", cell(1, 0))
    assert g.result(s).places == [2, 1]


def test_both_at_zero_the_one_with_more_life_wins():
    # one placement wins a clash and loses another: both sides drop to 0 or below
    b = {cell(0, 1): ("berrendo", 1), cell(1, 0): ("escorpion", 1)}
    s = position([["orca"], []], board=b, life=(1, 1))
    pv = preview(s, K("orca"), cell(1, 1))
    won = st("orca", TOP) - st("berrendo", TOP)
    lost = st("escorpion", LEFT) - st("orca", LEFT)
    assert (pv["damage_to_opponent"], pv["damage_to_self"]) == (won, lost) and won > lost > 0
    place(s, "orca", cell(1, 1))
    assert s.life == [1 - lost, 1 - won]
    assert g.result(s).winners == [0] and g.result(s).detail["reason"] == "ko"


def test_both_at_zero_with_equal_life_is_a_tie():
    b = {cell(0, 1): ("berrendo", 1), cell(1, 0): ("escorpion", 1)}
    s = position([["orca"], []], board=b, life=(1 + st("escorpion", LEFT) - st("orca", LEFT),
                                                 1 + st("orca", TOP) - st("berrendo", TOP)))
    place(s, "orca", cell(1, 1))
    assert s.life == [1, 1] or (s.games == 2 and s.draws == 1)


def test_full_board_more_life_wins():
    b = {c: ("jirafa", c % 2) for c in range(9) if c != 8}
    s = position([["tucan"], []], board=b, life=(7, 9), size=3)
    s.habitat_rule = False
    pv = preview(s, K("tucan"), 8)
    place(s, "tucan", 8)
    assert s.life == [7 - pv["damage_to_self"], 9 - pv["damage_to_opponent"]]
    res = g.result(s)
    assert res.detail["reason"] == "board_full"
    assert res.winners == ([0] if s.life[0] > s.life[1] else [1])


def test_embestida_off_a_stack_can_fill_the_board():
    b = {c: ("jirafa", 1) for c in range(9) if c not in (4, 5)}
    b[4] = [("ciervo", 1), ("lobo", 0)]
    s = position([["embestida", "leon"], []], board=b, size=3, life=(10, 9))
    situ(s, "embestida")
    target(s, (4, 5))
    assert s.phase == "over" and g.result(s).detail["reason"] == "board_full" and g.result(s).winners == [0]


# ------------------------------------------------------------------------ turn structure

def test_one_placement_per_turn_and_it_is_required():
    s = position([["leon", "lobo", "ataque_furioso"], []])
    assert rule_of(s, Action("end")) == "must_place"
    place(s, "leon", 0)
    assert rule_of(s, place_action(K("lobo"), 1)) == "no_placements_left"
    assert "end" in kinds(s) and "situ" in kinds(s)     # situationals after placing too
    g.apply(s, Action("end"))
    assert s.turn == 1 and s.phase == "turn"


def test_end_of_turn_draws_up_to_hand_size():
    s = position([["leon", "lobo"], []], pile=["tucan", "orca", "pulpo", "jabali"])
    place(s, "leon", 0)
    g.apply(s, Action("end"))
    assert sorted(s.hands[0]) == sorted([K("lobo"), K("jabali"), K("pulpo"), K("orca"), K("tucan")])


def test_end_of_turn_fix_hand_until_an_animal():
    s = position([["leon", "ataque_furioso"], []],
                 pile=["lobo", "extincion", "escasez", "abundancia", "aire_fresco"])
    place(s, "leon", 0)
    g.apply(s, Action("end"))
    # drew aire_fresco, abundancia, escasez, extincion: no animal
    assert s.phase == "fix_hand" and g.current_player(s) == 0
    assert {a.kind for a in g.legal_actions(s)} == {"fix_hand"}
    g.apply(s, Action("fix_hand", K("extincion")))
    assert K("lobo") in s.hands[0] and s.phase == "turn" and s.turn == 1
    assert K("extincion") in s.situ_discard, "a situational discarded unplayed leaves the game"


def test_empty_deck_refills_from_the_animal_discard_pile():
    s = position([["leon", "lobo"], []], pile=[])
    s.animal_discard = [K("orca"), K("pulpo"), K("jabali")]
    place(s, "leon", 0)
    g.apply(s, Action("end"))
    assert sorted(s.hands[0]) == sorted([K("lobo"), K("orca"), K("pulpo"), K("jabali")])
    assert s.animal_discard == [] and s.pile == []


def test_played_situationals_never_return_to_the_deck():
    s = position([["leon", "ataque_furioso"], []], pile=[])
    s.animal_discard = [K("orca")]
    situ(s, "ataque_furioso")
    place(s, "leon", 0)
    g.apply(s, Action("end"))
    assert s.hands[0] == [K("orca")] and s.situ_it[0] == [K("ataque_furioso")]


# ------------------------------------------------------------------------ dealing

def test_deal_five_each_and_every_hand_holds_an_animal():
    for seed in range(60):
        s = g.new_game({}, seed)
        while s.phase == "fix_hand":
            g.apply(s, random.Random(seed).choice(g.legal_actions(s)))
        assert s.phase == "turn"
        for h in s.hands:
            assert len(h) == 5 and any(D.cards[c].is_animal and not D.cards[c].requires for c in h)


def test_deal_fix_discards_and_draws_one_at_a_time():
    s = g.new_game({"starter": 0}, 3)
    # rebuild the deal: seat 1 gets five situationals, the next card is an animal
    situs = [c for c in s.universe if not D.cards[c].is_animal]
    animals = [c for c in s.universe if D.cards[c].is_animal and not D.cards[c].requires]
    s.pile = animals[6:] + situs[5:] + [animals[0]] + situs[:5] + animals[1:6]   # top last
    s.hands = [[s.pile.pop() for _ in range(5)], [s.pile.pop() for _ in range(5)]]
    s.turn_no = 0
    SU.after_deal(s, [])
    assert s.phase == "fix_hand" and g.current_player(s) == 1
    assert {a.kind for a in g.legal_actions(s)} == {"fix_hand"}
    first = s.hands[1][0]
    g.apply(s, Action("fix_hand", first))
    assert first in s.situ_discard and animals[0] in s.hands[1] and len(s.hands[1]) == 5
    assert s.phase == "turn" and s.turn == 0


def test_random_starter_and_configured_starter():
    assert {g.new_game({}, seed).starter for seed in range(30)} == {0, 1}
    assert g.new_game({"starter": 1}, 5).turn == 1


def test_bad_configs_are_refused():
    for cfg in ({"players": 3}, {"players": 4, "variant_team": False}, {"variant_team": True, "players": 2},
                {"board_size": 6},
                {"board_size": True}, {"starter": 2}, {"variant_kids": "yes"}):
        with pytest.raises(ConfigError):
            g.new_game(cfg, 1)
    cfg = g.normalize_config({"seats": ["human", "hard"], "names": ["A", "B"]})
    assert cfg["players"] == 2 and cfg["board_size"] == 4 and cfg["seats"] == ["human", "hard"]
    assert g.new_game({"variant_team": True}, 1).n == 4
    assert g.normalize_config({"players": 4})["variant_team"] is True, "four players imply the team game"


# ------------------------------------------------------------------------ variants

def test_kids_deck_has_only_animals_and_no_trex():
    s = g.new_game({"variant_kids": True}, 2)
    cards = s.pile + [c for h in s.hands for c in h]
    assert cards and all(D.cards[c].is_animal for c in cards)
    assert K("trex") not in cards
    assert len(cards) == len(D.animals) - 1


def test_habitat_plus_one_on_the_far_side_of_a_friend():
    # a friend of the same habitat to the west gives +1 on the east side only
    assert D.cards[K("leon")].habitat == D.cards[K("jirafa")].habitat
    b = {cell(1, 0): ("jirafa", 0), cell(1, 2): ("pulpo", 1), cell(0, 1): ("ciervo", 1)}
    s = position([["leon"], []], board=b, variant_habitat=True)
    clashes = dict((c, (m, t)) for c, m, t in preview(s, K("leon"), cell(1, 1))["clashes"])
    assert clashes[cell(1, 2)][0] == st("leon", RIGHT) + 1
    assert clashes[cell(0, 1)][0] == st("leon", TOP), "only the side opposite the friend"
    s2 = position([["leon"], []], board=b)
    clashes2 = dict((c, (m, t)) for c, m, t in preview(s2, K("leon"), cell(1, 1))["clashes"])
    assert clashes2[cell(1, 2)][0] == st("leon", RIGHT), "no bonus without the variant"


def test_habitat_needs_same_habitat_own_team_and_awake():
    b = {cell(1, 2): ("pulpo", 1)}
    for friend in (("orca", 0), ("jirafa", 1), ("jirafa", 0, True)):
        bb = dict(b)
        bb[cell(1, 0)] = friend
        s = position([["leon"], []], board=bb, variant_habitat=True)
        (c, m, t), = [x for x in preview(s, K("leon"), cell(1, 1))["clashes"] if x[0] == cell(1, 2)]
        assert m == st("leon", RIGHT), friend


def test_level_start_keep_or_give_until_both_hold_five():
    s = g.new_game({"variant_level_start": True, "starter": 0}, 7)
    assert s.phase == "deal" and g.current_player(s) == 0 and s.drawn is not None
    v1 = g.view(s, 1)
    assert v1.drawn == UNKNOWN and g.view(s, 0).drawn == s.drawn
    seen = []
    rng = random.Random(1)
    while s.phase == "deal":
        p = g.current_player(s)
        card = s.drawn
        a = rng.choice(g.legal_actions(s))
        before = [len(h) for h in s.hands]
        g.apply(s, a)
        seen.append((p, a.kind))
        mine = s.hands[p] if a.kind == "keep" else s.hands[1 - p]
        assert card in mine
        if a.kind == "give":
            assert card in g.view(s, p).hands[1 - p], "the giver knows where the card went"
        assert sum(len(h) for h in s.hands) >= sum(before) + 1
    assert [len(h) for h in s.hands] == [5, 5]
    assert seen[0][0] == 0 and (len(seen) < 2 or seen[1][0] == 1), "players alternate"


def test_level_start_full_hand_gets_no_more():
    s = g.new_game({"variant_level_start": True, "starter": 0}, 11)
    while s.phase == "deal":
        g.apply(s, Action("keep" if len(s.hands[s.actor]) < 5 else "give"))
    assert [len(h) for h in s.hands] == [5, 5]


def test_team_game_shares_life_and_permanents_and_plays_in_order():
    s = position([["abundancia", "leon"], ["orca"], ["lobo"], ["tucan"]], players=4,
                 board={cell(0, 1): ("ciervo", 1)})
    situ(s, "abundancia")
    assert s.hand_size == [6, 5], "the permanent counts for the whole team"
    place(s, "leon", cell(1, 1))
    assert s.life[1] == 12 - (st("leon", TOP) - st("ciervo", TOP))
    order = []
    for _ in range(4):
        order.append(s.turn)
        p = s.turn
        acts = [a for a in g.legal_actions(s) if a.kind == "place"]
        if acts:
            g.apply(s, acts[0])
        while s.phase == "fix_hand":
            g.apply(s, g.legal_actions(s)[0])
        if s.turn == p and s.phase == "turn":
            g.apply(s, Action("end"))
        while s.phase == "fix_hand":
            g.apply(s, g.legal_actions(s)[0])
    assert order == [0, 1, 2, 3]
    assert s.turn == 0


def test_team_partner_hand_visible_opponents_hidden():
    s = g.new_game({"variant_team": True}, 4)
    v = g.view(s, 0)
    assert v.hands[0] == s.hands[0] and v.hands[2] == s.hands[2]
    assert all(c == UNKNOWN for c in v.hands[1] + v.hands[3])
    assert all(c == UNKNOWN for c in v.pile)


def test_team_clashes_by_team_not_by_seat():
    # seat 2's card does not clash with partner seat 0's animal
    s = position([[], [], ["leon"], []], players=4, turn=2, board={cell(0, 1): ("berrendo", 0)})
    assert preview(s, K("leon"), cell(1, 1))["clashes"] == []


# ------------------------------------------------------------------------ illegal actions

def test_illegal_actions_name_their_rule_and_leave_the_state_untouched():
    s = position([["leon", "trex", "el_cazador", "tucan"], ["orca"]], board={cell(0, 0): ("lobo", 0)})
    assert rule_of(s, place_action(K("orca"), 1)) == "not_in_hand"
    assert rule_of(s, place_action(K("leon"), cell(0, 0))) == "cell_occupied"
    assert rule_of(s, place_action(K("leon"), 99)) == "no_cell"
    assert rule_of(s, place_action(K("trex"), 1)) == "requires"
    assert rule_of(s, Action("place", (K("el_cazador"), 1))) == "not_an_animal"
    assert rule_of(s, situ_action(K("leon"))) == "not_a_situational"
    assert rule_of(s, situ_action(K("el_cazador"))) == "no_target"
    assert rule_of(s, target_action(1)) == "wrong_phase"
    assert rule_of(s, Action("keep")) == "wrong_phase"
    assert rule_of(s, Action("dance")) == "unknown"
    assert rule_of(s, Action("end")) == "must_place"
    assert rule_of(s, Action("fix_hand", K("tucan"))) == "no_fix_needed"
    assert rule_of(s, Action("discard_trex", K("leon"))) == "not_discardable"


def test_apply_on_a_view_is_refused():
    s = g.new_game({}, 3)
    v = g.view(s, s.actor)
    with pytest.raises(IllegalAction) as exc:
        g.apply(v, g.legal_actions(v)[0])
    assert exc.value.rule == "view"


def test_legal_actions_are_exactly_those_why_illegal_accepts():
    rng = random.Random(5)
    for seed in range(40):
        s = g.new_game({"variant_habitat": seed % 2 == 0}, seed)
        while g.current_player(s) is not None:
            legal = set(g.legal_actions(s))
            cands = set(legal)
            hand = s.hands[s.actor]
            for c in hand + [0, 40]:
                for k in ("situ", "discard_trex", "fix_hand", "discard"):
                    cands.add(Action(k, c))
                for cl in (0, 5, s.ncells - 1):
                    cands.add(Action("place", (c, cl)))
            for v in (0, 3, (0, 1), (1, 0), (5, 6)):
                cands.add(Action("target", v))
            cands |= {Action("end"), Action("keep"), Action("give")}
            for a in cands:
                assert (g.why_illegal(s, a) is None) == (a in legal), (a, s.phase, s.pending)
            g.apply(s, rng.choice(sorted(legal, key=str)))


# ------------------------------------------------------------------------ protocol

def test_actions_round_trip_json():
    for a in (place_action(3, 7), target_action((1, 2)), situ_action(40), Action("end"), Action("keep")):
        b = Action.from_json(a.to_json())
        assert b == a


def test_same_seed_same_actions_same_game():
    def run(seed):
        s = g.new_game({"variant_habitat": True}, seed)
        rng = random.Random(seed)
        acts = []
        while g.current_player(s) is not None:
            a = rng.choice(g.legal_actions(s))
            acts.append(a)
            g.apply(s, a)
        return acts, g.result(s).scores
    assert run(42) == run(42)


def test_clone_is_independent():
    s = g.new_game({"starter": 0}, 2)
    c = s.clone()
    a = next(a for a in g.legal_actions(c) if a.kind == "place")
    g.apply(c, a)
    assert not any(s.board) and any(c.board)
    assert s.hands != c.hands
    assert s.rng.random() == c.rng.random()


def test_view_and_determinize_are_consistent():
    rng = random.Random(3)
    for seed in range(30):
        s = g.new_game({"variant_team": seed % 3 == 0, "variant_level_start": seed % 2 == 0}, seed)
        for _ in range(rng.randrange(1, 40)):
            if g.current_player(s) is None:
                break
            g.apply(s, rng.choice(g.legal_actions(s)))
        if g.current_player(s) is None:
            continue
        seat = g.current_player(s)
        v = g.view(s, seat)
        assert v.rng is None and v.hands[seat] == s.hands[seat]
        d = g.determinize(v, seat, RNG(seed))
        assert sorted(d.pile + [c for h in d.hands for c in h] + ([d.drawn] if d.drawn is not None else [])) == \
            sorted(s.pile + [c for h in s.hands for c in h] + ([s.drawn] if s.drawn is not None else []))
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
        for p in range(s.n):
            if p % 2 == seat % 2:
                assert d.hands[p] == s.hands[p]
        assert d.board == s.board and d.life == s.life and d.phase == s.phase
        if s.phase == "turn":
            assert set(a for a in g.legal_actions(d)) == set(g.legal_actions(s)), "the actor's own choices"


def test_preview_matches_apply():
    rng = random.Random(8)
    checked = 0
    for seed in range(40):
        s = g.new_game({"variant_habitat": True}, seed)
        while g.current_player(s) is not None:
            a = rng.choice(g.legal_actions(s))
            if a.kind != "place":
                g.apply(s, a)
                continue
            pv = preview(s, *a.value)
            before, t, game = s.life[:], s.turn % 2, s.games
            g.apply(s, a)
            if s.games == game:          # (a tie would have dealt a new game)
                assert before[1 - t] - s.life[1 - t] == pv["damage_to_opponent"]
                assert min(12, before[t] - pv["damage_to_self"] + pv["heal"]) == s.life[t]
                checked += 1
    assert checked > 100
