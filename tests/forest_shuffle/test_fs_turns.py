"""The turn, card by card, on positions built by hand (the expected numbers written beforehand)."""
from __future__ import annotations

import pytest

from rules.engine.core import Action, IllegalAction
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.game import RULES
from rules.forest_shuffle.query import decision
from rules.forest_shuffle.position import build, card_of, half_of
from rules.forest_shuffle.query import live_scores

D = db()


def act(s, kind, value=None):
    return RULES.apply(s, Action(kind, value))


def task(s):
    return decision(s)["task"]


def play_tree(s, species, pay=()):
    c = card_of(s, s.turn, species)
    ev = act(s, "tree", c)
    if pay:
        ev += act(s, "pay", tuple(sorted(pay)))
    return c, ev


def play_half(s, species, tree=0, pay=(), colour=None):
    c = card_of(s, s.turn, species, colour)
    ev = act(s, "dweller", (c, half_of(c, species)))
    if task(s) == "slot":
        ev += act(s, "slot", tree)
    if pay:
        ev += act(s, "pay", tuple(sorted(pay)))
    return c, ev


def hand_cards(s, seat, *species):
    return [card_of(s, seat, sp) for sp in species]


# ---------------------------------------------------------------- drawing

def test_draw_two_from_deck_and_clearing():
    s = build(hands=[["birch", "linden"], []], clearing=["oak"])
    oak = s.clearing[0]
    top = s.deck[-1]
    act(s, "draw")
    assert s.hands[0][-1] == top and task(s) == "draw2" and s.turn == 0
    act(s, "take", oak)
    assert s.hands[0][-1] == oak and oak in s.pub[0] and s.clearing == []
    assert s.turn == 1 and task(s) == "main" and len(s.hands[0]) == 4


def test_hand_limit_nine_draws_one_ten_cannot_draw():
    s = build(hands=[["birch"] * 9, []], clearing=["oak"])
    act(s, "draw")
    assert len(s.hands[0]) == 10 and s.turn == 1
    s = build(hands=[["birch"] * 10, []], clearing=["oak"])
    kinds = {a.kind for a in RULES.legal_actions(s)}
    assert "draw" not in kinds and "take" not in kinds and "sapling" in kinds
    with pytest.raises(IllegalAction) as e:
        act(s, "draw")
    assert e.value.rule == "hand_full"


def test_an_empty_hand_can_only_draw():
    s = build(hands=[[], []], clearing=["oak"])
    assert {a.kind for a in RULES.legal_actions(s)} == {"draw", "take"}


# ---------------------------------------------------------------- playing

def test_tree_is_paid_into_the_clearing_and_reveals_a_card():
    s = build(hands=[["oak", "birch", "linden"], []])
    birch, linden = hand_cards(s, 0, "birch", "linden")
    top = s.deck[-1]
    c, ev = play_tree(s, "oak", pay=(birch, linden))
    assert s.forests[0][0][:2] == [c, 0]
    assert s.clearing == sorted([birch, linden]) + [top]
    assert s.hands[0] == [] and s.turn == 1
    assert [e.kind for e in ev if e.kind in ("play", "pay", "reveal")] == ["pay", "play", "reveal"]


def test_payment_must_be_exact_and_other_cards():
    s = build(hands=[["oak", "birch", "linden"], []])
    oak, birch, linden = hand_cards(s, 0, "oak", "birch", "linden")
    act(s, "tree", oak)
    before = s.snapshot()
    assert linden < birch
    for bad in [(birch,), (oak, birch), (birch, linden), (linden, birch, oak), (linden, linden), [linden, birch]]:
        with pytest.raises(IllegalAction):
            act(s, "pay", bad)
        assert s.snapshot() == before
    act(s, "pay", tuple(sorted((birch, linden))))


def test_a_tree_needs_enough_cards_to_pay():
    s = build(hands=[["oak", "birch"], []])
    oak = card_of(s, 0, "oak")
    assert Action("tree", oak) not in RULES.legal_actions(s)
    assert RULES.why_illegal(s, Action("tree", oak)).rule == "cannot_pay"


def test_sapling_costs_nothing_and_reveals_a_card():
    s = build(hands=[["goshawk"], []])
    c = s.hands[0][0]
    top = s.deck[-1]
    act(s, "sapling", c)
    assert s.forests[0] == [[c, 1, (), (), (), ()]] and s.clearing == [top]
    assert live_scores(s)[0] == 0


def test_dweller_needs_a_free_slot_of_its_side():
    s = build(forests=[[{"tree": "birch", "top": ["red_squirrel"]}], []], hands=[["chaffinch", "goshawk"], []])
    ch = card_of(s, 0, "chaffinch")
    assert Action("dweller", (ch, half_of(ch, "chaffinch"))) not in RULES.legal_actions(s)
    assert RULES.why_illegal(s, Action("dweller", (ch, half_of(ch, "chaffinch")))).rule == "no_slot"
    s = build(forests=[["birch", {"tree": "beech", "top": ["red_squirrel"]}], []], hands=[["chaffinch", "goshawk"], []])
    ch, gos = hand_cards(s, 0, "chaffinch", "goshawk")
    act(s, "dweller", (ch, half_of(ch, "chaffinch")))
    assert [a.value for a in RULES.legal_actions(s)] == [0]
    act(s, "slot", 0)
    assert task(s) == "pay"
    act(s, "pay", (gos,))
    assert s.forests[0][0][2] == (ch,) and s.clearing[0] == gos


def test_the_other_half_of_a_split_card_is_hidden():
    # c114: Goshawk (top, douglas fir) | Moss (bottom, linden)
    c = D.card_index["c114"]
    s = build(forests=[["birch"], []], hands=[["#c114"], []])
    act(s, "dweller", (c, 1))              # the Moss half, cost 0
    act(s, "slot", 0)
    assert s.forests[0][0][3] == (c,)
    assert live_scores(s)[0] == 1          # birch 1, Moss 0 (1 tree), no Goshawk


# ---------------------------------------------------------------- effect and bonus

def test_birch_effect_is_optional():
    s = build(hands=[["birch"], []])
    play_tree(s, "birch")
    assert decision(s)["ask"] == "effect" and decision(s)["species"] == "birch"
    act(s, "yes")
    assert len(s.hands[0]) == 1 and s.turn == 1
    s = build(hands=[["birch"], []])
    play_tree(s, "birch")
    act(s, "no")
    assert len(s.hands[0]) == 0 and s.turn == 1


def test_bonus_needs_every_paid_card_to_show_the_tree_symbol():
    # Douglas Fir bonus: take another turn. c114 shows douglas fir on its Goshawk half.
    s = build(hands=[["douglas_fir", "#c114", "douglas_fir"], []])
    fir = s.hands[0][0]
    other_fir = s.hands[0][2]
    gos = D.card_index["c114"]
    act(s, "tree", fir)
    act(s, "pay", tuple(sorted((gos, other_fir))))
    assert decision(s)["ask"] == "bonus"
    act(s, "yes")
    assert s.turn == 0 and task(s) == "main" and s.extra == 0 and s.turn_no == 2
    # one payment card without the symbol: no bonus
    s = build(hands=[["douglas_fir", "#c114", "birch"], []])
    act(s, "tree", s.hands[0][0])
    act(s, "pay", tuple(sorted(s.hands[0][1:])))
    assert s.turn == 1


def test_effect_comes_before_the_bonus():
    # Tawny Owl: effect draw 1, bonus draw 2; paid with two beech-showing cards (Owl c117 is beech)
    s = build(forests=[["birch"], []], hands=[["#c117", "beech", "beech"], []])
    owl = D.card_index["c117"]
    pay = tuple(sorted(s.hands[0][1:]))
    act(s, "dweller", (owl, 0))
    act(s, "slot", 0)
    act(s, "pay", pay)
    assert decision(s)["ask"] == "effect"
    ev = act(s, "yes")
    assert len(s.hands[0]) == 1 and decision(s)["ask"] == "bonus"
    ev += act(s, "yes")
    assert len(s.hands[0]) == 3 and s.turn == 1
    assert [e.kind for e in ev if e.kind in ("effect", "bonus")] == ["effect", "bonus"]


def test_declined_effect_still_allows_the_bonus():
    s = build(forests=[["birch"], []], hands=[["#c117", "beech", "beech"], []])
    act(s, "dweller", (D.card_index["c117"], 0))
    act(s, "slot", 0)
    act(s, "pay", tuple(sorted(s.hands[0][1:])))
    act(s, "no")
    assert decision(s)["ask"] == "bonus"
    act(s, "yes")
    assert len(s.hands[0]) == 2


def test_draw_effects_stop_at_the_hand_limit_and_a_useless_question_is_skipped():
    s = build(hands=[["birch"] + ["linden"] * 5 + ["beech"] * 5, []])
    play_tree(s, "birch")                  # hand 10 after playing: the draw could do nothing
    assert s.turn == 1 and len(s.hands[0]) == 10


def test_red_fox_draws_one_per_hare_up_to_the_limit():
    f = [{"tree": "sapling", "left": ["european_hare"] * 3}, "sapling"]
    s = build(forests=[f, []], hands=[["red_fox@beech", "linden", "linden", "birch"], []])
    pay = tuple(sorted(hand_cards(s, 0, "linden", "birch")))
    play_half(s, "red_fox", tree=1, pay=pay)
    act(s, "yes")
    assert len(s.hands[0]) == 1 + 3
    s = build(forests=[f, []], hands=[["red_fox@beech"] + ["linden"] * 5 + ["beech"] * 5, []])
    pay = tuple(sorted(s.hands[0][1:3]))
    play_half(s, "red_fox", tree=1, pay=pay)
    act(s, "yes")
    assert len(s.hands[0]) == 10            # 8 left, 2 more reach the limit


def test_wolf_draws_per_deer_and_its_bonus_is_an_extra_turn():
    f = [{"tree": "sapling", "left": ["red_deer"], "right": ["roe_deer"]}, "sapling"]
    # Wolf c094 right half is silver fir; pay with three silver fir cards
    s = build(forests=[f, []], hands=[["#c094", "silver_fir", "silver_fir", "silver_fir"], []])
    pay = tuple(sorted(s.hands[0][1:]))
    act(s, "dweller", (D.card_index["c094"], 1))
    act(s, "slot", 1)
    act(s, "pay", pay)
    act(s, "yes")                           # effect: 2 deer -> 2 cards
    assert len(s.hands[0]) == 2
    act(s, "yes")                           # bonus: extra turn
    assert s.turn == 0 and task(s) == "main"


def test_extra_turns_accumulate():
    # two Eurasian Jays through a Mole: two extra turns
    s = build(forests=[["birch", "birch", "birch"], []],
              hands=[["mole", "eurasian_jay", "eurasian_jay", "linden", "linden", "linden", "linden"], []])
    mole = card_of(s, 0, "mole")
    lind = [c for c in s.hands[0] if D.is_tree[c]]
    act(s, "dweller", (mole, half_of(mole, "mole")))
    act(s, "slot", 0)
    act(s, "pay", tuple(sorted(lind[:2])))
    assert task(s) == "mole"
    for tree in (1, 2):
        j = card_of(s, 0, "eurasian_jay")
        act(s, "dweller", (j, half_of(j, "eurasian_jay")))
        act(s, "slot", tree)
        act(s, "pay", (next(c for c in s.hands[0] if D.is_tree[c]),))
    # the pool is used up: the Mole ends by itself and the Jays' effects follow
    assert decision(s)["ask"] == "effect" and decision(s)["species"] == "eurasian_jay"
    act(s, "yes")
    act(s, "yes")
    assert s.extra == 1 and s.turn == 0 and s.turn_no == 2
    act(s, "draw")
    act(s, "draw")
    assert s.turn == 0 and s.turn_no == 3 and s.extra == 0
    act(s, "draw")
    act(s, "draw")
    assert s.turn == 1


# ---------------------------------------------------------------- the clearing and winter

def test_clearing_of_ten_leaves_the_game_at_the_end_of_the_turn():
    s = build(hands=[["linden", "birch"], []], clearing=["oak"] * 7 + ["beech"])
    before = list(s.clearing)
    play_tree(s, "linden", pay=(card_of(s, 0, "birch"),))
    # 8 + 1 paid + 1 revealed = 10 -> all leave the game
    assert s.clearing == [] and len(s.gone) == 10 and s.gone[:8] == before
    s = build(hands=[["birch"], []], clearing=["oak"] * 7)
    act(s, "sapling", s.hands[0][0])        # 7 + 1 revealed = 8: they stay
    assert len(s.clearing) == 8


def test_winter_card_is_set_aside_and_replaced():
    s = build(hands=[["birch"], []])
    s.deck.append(D.winter[2])
    below = s.deck[-2]
    act(s, "draw")
    assert s.winter == 1 and s.hands[0][-1] == below and not s.over


def test_third_winter_ends_the_game_at_once():
    s = build(hands=[["birch", "linden"], []])
    s.winter = 2
    s.deck.append(D.winter[0])
    ev = act(s, "tree", card_of(s, 0, "birch"))       # the reveal draws the third winter card
    assert s.over and RULES.current_player(s) is None and RULES.legal_actions(s) == []
    assert [e.kind for e in ev][-2:] == ["winter", "game_end"]
    assert s.stack == [] and len(s.hands[0]) == 1      # no effect question, no clearing check
    r = RULES.result(s)
    assert r.scores == [1, 0] and r.places == [1, 2]


def test_winter_during_an_effect_draw_ends_the_game():
    s = build(hands=[["birch"], []])
    s.winter = 2
    s.deck.append(D.winter[0])
    s.deck.append(D.card_index["c120"])
    play_tree(s, "birch")                   # reveal takes c120, the effect draw hits winter
    act(s, "yes")
    assert s.over and s.clearing == [D.card_index["c120"]]


# ---------------------------------------------------------------- mushrooms

def test_penny_bun_draws_for_top_cards_from_the_next_turn():
    # the Penny Bun is already in the forest at the start of this turn
    f = [{"tree": "birch", "bottom": ["penny_bun"]}, "birch"]
    s = build(forests=[f, []], hands=[["red_squirrel", "linden"], []])
    n = len(s.hands[0])
    play_half(s, "red_squirrel", tree=0)
    assert decision(s)["ask"] == "mushroom" and decision(s)["species"] == "penny_bun"
    act(s, "yes")
    assert len(s.hands[0]) == n - 1 + 1 and s.turn == 1


def test_a_mushroom_played_this_turn_does_not_draw_yet():
    # playing the second Parasol Mushroom (a bottom card) draws for the first one only
    f = [{"tree": "birch", "bottom": ["parasol_mushroom"]}, "birch"]
    s = build(forests=[f, []], hands=[["parasol_mushroom", "linden", "birch"], []])
    pay = tuple(sorted(hand_cards(s, 0, "linden", "birch")))
    play_half(s, "parasol_mushroom", tree=1, pay=pay)
    assert decision(s)["ask"] == "mushroom"
    act(s, "yes")
    assert s.turn == 1                      # one draw, not two


@pytest.mark.parametrize("timing, asks", [("next_turn", 0), ("same_turn", 1)])
def test_mushroom_timing_option(timing, asks):
    # through a Mole: a Parasol Mushroom, then a Wood Ant below another tree
    s = build(forests=[["birch", "birch", "birch"], []],
              hands=[["mole", "parasol_mushroom", "wood_ant"] + ["linden"] * 5, []],
              config={"mushroom_timing": timing})
    lind = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["linden"]]
    play_half(s, "mole", tree=0, pay=lind[:2])
    play_half(s, "parasol_mushroom", tree=1, pay=lind[2:4])
    assert task(s) == "mole"                # never a draw for the Parasol itself
    play_half(s, "wood_ant", tree=2, pay=(lind[4],))
    n = 0
    while task(s) == "ask" and decision(s)["ask"] == "mushroom":
        act(s, "yes")
        n += 1
    assert n == asks


def test_chanterelle_draws_for_trees_and_saplings():
    f = [{"tree": "birch", "bottom": ["chanterelle"]}]
    s = build(forests=[f, []], hands=[["goshawk", "linden"], []])
    act(s, "sapling", card_of(s, 0, "goshawk"))
    assert decision(s)["ask"] == "mushroom" and decision(s)["species"] == "chanterelle"
    act(s, "yes")
    assert len(s.hands[0]) == 2


def test_fly_agaric_draws_for_pawed_cards_before_the_effect():
    f = [{"tree": "birch", "bottom": ["fly_agaric"]}, "birch"]
    s = build(forests=[f, []], hands=[["beech_marten", "linden"], []])
    play_half(s, "beech_marten", tree=0, pay=(card_of(s, 0, "linden"),))
    assert decision(s)["ask"] == "mushroom"
    act(s, "yes")
    assert decision(s)["ask"] == "effect" and decision(s)["species"] == "beech_marten"


def test_two_copies_offer_two_draws():
    f = [{"tree": "birch", "bottom": ["penny_bun"]}, {"tree": "birch", "bottom": ["penny_bun"]}, "birch"]
    s = build(forests=[f, []], hands=[["red_squirrel"], []])
    play_half(s, "red_squirrel", tree=2)
    act(s, "yes")
    act(s, "yes")
    assert len(s.hands[0]) == 2 and s.turn == 1


# ---------------------------------------------------------------- the Mole

def test_mole_pool_is_the_hand_after_its_own_mushroom_draws():
    f = [{"tree": "birch", "bottom": ["parasol_mushroom"]}, "birch", "birch"]
    s = build(forests=[f, []], hands=[["mole", "wood_ant", "birch", "linden", "linden", "linden"], []])
    lind = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["linden"]]
    play_half(s, "mole", tree=1, pay=lind[:2])
    assert decision(s)["ask"] == "mushroom"       # the Mole is a bottom card: the Parasol draws first
    act(s, "yes")
    x = s.hands[0][-1]
    assert task(s) == "mole" and decision(s)["pool"] == 4 and x in s.hands[0][:4]
    play_half(s, "wood_ant", tree=2, pay=(lind[2],))
    assert decision(s)["ask"] == "mushroom"       # the Wood Ant went below a tree
    act(s, "yes")
    y = s.hands[0][-1]
    assert task(s) == "mole" and decision(s)["pool"] == 2 and y not in s.hands[0][:2]
    assert all(a.value not in (y, (y, 0), (y, 1)) for a in RULES.legal_actions(s))
    assert RULES.why_illegal(s, Action("sapling", y)).rule == "mole_pool"
    birch = card_of(s, 0, "birch")
    act(s, "sapling", x)
    act(s, "stop")
    assert s.turn == 1 and len(s.forests[0]) == 4 and s.hands[0] == [birch, y]


def test_mole_cards_resolve_after_the_picks_in_the_order_played():
    s = build(forests=[["birch", "birch", "birch"], []],
              hands=[["mole", "birch", "beech_marten", "linden", "linden", "linden"], []])
    lind = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["linden"]]
    play_half(s, "mole", tree=1, pay=lind[:2])
    assert task(s) == "mole" and decision(s)["pool"] == 3
    play_tree(s, "birch")                   # cost 0: placed at once, its effect waits
    assert task(s) == "mole" and len(s.forests[0]) == 4
    marten = card_of(s, 0, "beech_marten")
    act(s, "dweller", (marten, half_of(marten, "beech_marten")))
    act(s, "slot", 2)
    act(s, "pay", (lind[2],))               # the last pool card: the Mole ends
    assert decision(s)["ask"] == "effect" and decision(s)["species"] == "birch"
    act(s, "yes")
    assert decision(s)["ask"] == "effect" and decision(s)["species"] == "beech_marten"
    act(s, "yes")
    assert s.turn == 1 and len(s.hands[0]) == 2


def test_mole_payment_comes_from_its_pool_only():
    s = build(forests=[["birch", "birch"], []], hands=[["mole", "linden", "linden", "goshawk", "birch"], []])
    lind = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["linden"]]
    play_half(s, "mole", tree=0, pay=lind)
    # pool: goshawk card and birch; the Goshawk (cost 2) cannot be paid from one other card
    gos = card_of(s, 0, "goshawk")
    assert Action("dweller", (gos, half_of(gos, "goshawk"))) not in RULES.legal_actions(s)
    assert Action("stop") in RULES.legal_actions(s)


# ---------------------------------------------------------------- cave cards

def test_brown_bear_takes_the_whole_clearing_into_the_cave():
    # Brown Bear c081 (right, beech); three beech-showing cards pay and qualify for the bonus
    f = ["birch"]
    s = build(forests=[f, []], hands=[["#c081", "beech", "beech", "beech"], []], clearing=["oak", "linden"])
    pay = tuple(sorted(s.hands[0][1:]))
    act(s, "dweller", (D.card_index["c081"], 1))
    act(s, "slot", 0)
    act(s, "pay", pay)
    assert len(s.clearing) == 5
    act(s, "yes")
    assert s.clearing == [] and len(s.cave_open[0]) == 5
    act(s, "yes")                           # bonus: draw 1 and an extra turn
    assert len(s.hands[0]) == 1 and s.turn == 0
    assert live_scores(s)[0] == 1 + 5


def test_raccoon_puts_hand_cards_in_the_cave_and_draws_as_many():
    s = build(forests=[["birch"], []], hands=[["raccoon", "linden", "oak", "beech", "birch"], []])
    rac = card_of(s, 0, "raccoon")
    pay = (card_of(s, 0, "birch"),)
    play_half(s, "raccoon", tree=0, pay=pay)
    assert task(s) == "cave"
    oak, beech = hand_cards(s, 0, "oak", "beech")
    act(s, "cave", oak)
    act(s, "cave", beech)
    act(s, "stop")
    assert s.cave_hidden[0] == [oak, beech] and len(s.hands[0]) == 3 and s.turn == 1
    assert live_scores(s)[0] == 1 + 2
    assert rac not in s.hands[0]


# ---------------------------------------------------------------- shared slots

def test_common_toads_share_a_slot_two_at_most():
    f = [{"tree": "birch", "bottom": ["common_toad"]}]
    s = build(forests=[f, []], hands=[["common_toad", "common_toad", "wood_ant"], []])
    t1 = s.hands[0][0]
    assert Action("dweller", (t1, 1)) in RULES.legal_actions(s)
    ant = card_of(s, 0, "wood_ant")
    assert Action("dweller", (ant, half_of(ant, "wood_ant"))) not in RULES.legal_actions(s)
    act(s, "dweller", (t1, 1))
    act(s, "slot", 0)
    assert s.forests[0][0][3] == (s.forests[0][0][3][0], t1) and live_scores(s)[0] == 1 + 10
    t2 = s.hands[0][0]
    s.turn = 0
    s.stack[-1] = (1,)
    assert Action("dweller", (t2, 1)) not in RULES.legal_actions(s)


def test_hares_stack_on_a_side_and_only_hares():
    f = [{"tree": "birch", "left": ["european_hare"], "right": ["lynx"]}]
    s = build(forests=[f, []], hands=[["european_hare", "european_hare", "lynx"], []])
    legal = RULES.legal_actions(s)
    hares = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["european_hare"]
             or D.f_species[c * 2 + 1] == D.species_index["european_hare"]]
    for h in hares:
        half = half_of(h, "european_hare")
        side = D.f_side[h * 2 + half]
        # a left hare may join the left hares; a right hare finds the Lynx there
        assert (Action("dweller", (h, half)) in legal) == (side == 2)


def test_many_hares_in_one_slot():
    f = [{"tree": "birch", "left": ["european_hare", "european_hare", "european_hare"]}]
    s = build(forests=[f, []], hands=[["european_hare"], []])
    h = s.hands[0][0]
    half = half_of(h, "european_hare")
    if D.f_side[h * 2 + half] == 2:
        act(s, "dweller", (h, half))
        act(s, "slot", 0)
        assert len(s.forests[0][0][4]) == 4 and live_scores(s)[0] == 1 + 16


# ---------------------------------------------------------------- free placements

def test_silver_fir_bonus_places_a_pawed_card_free_without_its_effect():
    # pay the Silver Fir with two silver fir cards; place a Beech Marten free (its draw does not happen)
    f = [{"tree": "birch", "bottom": ["fly_agaric"]}]
    s = build(forests=[f, []], hands=[["silver_fir", "silver_fir", "silver_fir", "beech_marten"], []])
    firs = [c for c in s.hands[0] if D.is_tree[c]]
    act(s, "tree", firs[0])
    act(s, "pay", tuple(sorted(firs[1:])))
    assert task(s) == "free" and decision(s)["symbol"] == "pawed"
    m = card_of(s, 0, "beech_marten")
    half = half_of(m, "beech_marten")
    act(s, "free", (m, half))
    assert task(s) == "slot"
    act(s, "slot", 1)
    # no payment asked; the Fly Agaric draw (a paw card) is offered, the Marten's effect is not
    assert decision(s)["ask"] == "mushroom"
    act(s, "yes")
    assert s.turn == 1 and len(s.hands[0]) == 1
    assert len(s.forests[0][1][2 + D.f_side[m * 2 + half]]) == 1


def test_free_placement_may_be_refused():
    s = build(hands=[["silver_fir", "silver_fir", "silver_fir", "beech_marten"], []])
    firs = [c for c in s.hands[0] if D.is_tree[c]]
    act(s, "tree", firs[0])
    act(s, "pay", tuple(sorted(firs[1:])))
    act(s, "stop")
    assert s.turn == 1 and len(s.hands[0]) == 1


def test_free_placement_is_skipped_without_a_fitting_card():
    s = build(hands=[["silver_fir", "silver_fir", "silver_fir", "goshawk"], []])
    firs = [c for c in s.hands[0] if D.is_tree[c]]
    act(s, "tree", firs[0])
    act(s, "pay", tuple(sorted(firs[1:])))
    assert s.turn == 1


def test_gnat_places_any_number_of_bats_free():
    f = ["birch", "birch"]
    s = build(forests=[f, []], hands=[["gnat", "barbastelle_bat", "bechsteins_bat"], []])
    play_half(s, "gnat", tree=0)
    assert task(s) == "free" and decision(s)["many"] is True
    for sp in ("barbastelle_bat", "bechsteins_bat"):
        c = card_of(s, 0, sp)
        h = half_of(c, sp)
        trees = [t for t in range(2) if not s.forests[0][t][2 + D.f_side[c * 2 + h]]]
        act(s, "free", (c, h))
        act(s, "slot", trees[0])
    assert s.hands[0] == [] and s.turn == 1


# ---------------------------------------------------------------- mulligan

def test_mulligan_offered_only_without_a_tree_and_only_once():
    for seed in range(40):
        s = RULES.new_game({"players": 3}, seed)
        for p in range(3):
            has_tree = any(D.is_tree[c] for c in s.hands[p])
            offered = any(t == (0, p) for t in s.stack)
            assert offered == (not has_tree)
        while s.stack and s.stack[-1][0] == 0:
            p = s.stack[-1][1]
            old = list(s.hands[p])
            act(s, "mulligan")
            assert s.mull[p] == old and len(s.hands[p]) == 6 and not set(old) & set(s.hands[p])
            assert all(t != (0, p) for t in s.stack)
        assert task(s) == "main"


# ---------------------------------------------------------------- more timing decisions

def test_clearing_is_checked_before_an_extra_turn():
    # Eurasian Jay (effect: another turn); the payment brings the clearing to 10
    s = build(forests=[["birch"], []], hands=[["eurasian_jay", "linden"], []], clearing=["oak"] * 7 + ["beech"] * 2)
    jay = card_of(s, 0, "eurasian_jay")
    act(s, "dweller", (jay, half_of(jay, "eurasian_jay")))
    act(s, "slot", 0)
    act(s, "pay", (card_of(s, 0, "linden"),))
    assert len(s.clearing) == 10
    act(s, "yes")
    assert s.turn == 0 and s.turn_no == 2 and s.clearing == [] and len(s.gone) == 10


def test_bear_through_a_mole_takes_the_clearing_when_its_effect_comes():
    # the Mole plays the Brown Bear (3 beech cards pay, c081's right half is beech), then a Goshawk paid with
    # two more cards: the bear's effect comes after both payments and takes all of them
    s = build(forests=[["birch", "birch", "birch"], []],
              hands=[["mole", "#c081", "beech", "beech", "beech", "goshawk", "linden", "linden", "oak", "oak"], []])
    lind = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["linden"]]
    beech = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["beech"]]
    oaks = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["oak"]]
    play_half(s, "mole", tree=0, pay=lind)
    bear = D.card_index["c081"]
    act(s, "dweller", (bear, 1))
    act(s, "slot", 0)
    act(s, "pay", tuple(sorted(beech)))
    assert task(s) == "mole" and len(s.clearing) == 2 + 3
    play_half(s, "goshawk", tree=1, pay=oaks)
    assert len(s.clearing) == 2 + 3 + 2 and task(s) == "ask"       # the pool is used up
    assert decision(s)["species"] == "brown_bear"
    act(s, "yes")
    assert s.clearing == [] and len(s.cave_open[0]) == 7


def test_views_hide_mulligan_hands_and_saplings():
    for seed in range(60):
        s = RULES.new_game({"players": 2}, seed)
        if s.stack and s.stack[-1][0] == 0:
            p = s.stack[-1][1]
            act(s, "mulligan")
            v = RULES.view(s, 1 - p)
            assert v.mull[p] == [-1] * 6 and RULES.view(s, p).mull[p] == s.mull[p]
            break
    else:
        raise AssertionError("no mulligan in 60 seeds")
    s = build(hands=[["goshawk"], []])
    c = s.hands[0][0]
    ev = act(s, "sapling", c)
    plays = [e for e in ev if e.kind == "play"]
    assert {e.data["card"] for e in plays} == {D.card_ids[c], None}
    assert all((e.data["card"] is None) == (e.visible_to == frozenset((1,))) for e in plays)
    assert RULES.view(s, 1).forests[0][0][0] == -1 and RULES.view(s, 0).forests[0][0][0] == c
