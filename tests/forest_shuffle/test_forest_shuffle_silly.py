"""Never a silly move: hand-built positions where one move is plainly bad, each with the reason a player
would give. The hard level never chooses it (three seeds each); normal rarely (a few of all its tries).

The levels are the game's own (``DESCRIPTOR.make_bot``) with their budgets as they ship, but for normal,
whose shared search gets a small fixed budget here (60 iterations) to keep the file to a few seconds.
"""
from __future__ import annotations

import pytest

from rules.ai.bots import make_bot as shared_bot
from rules.engine.core import Action
from rules.forest_shuffle import DESCRIPTOR
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.game import RULES
from rules.forest_shuffle.position import build, card_of, half_of

D = db()
SEEDS = (1, 2, 3)


def act(s, kind, value=None):
    RULES.apply(s, Action(kind, value))


def dweller(s, species, colour=None):
    c = card_of(s, s.turn, species, colour)
    act(s, "dweller", (c, half_of(c, species)))
    return c


def species_of(card):
    return {D.face_species(f) for f in D.halves(card)}


# ---------------------------------------------------------------- the positions
# each: (state, silly(action) -> bool, the reason a player would give)

def sapling_instead_of_free_birch():
    s = build(forests=[["linden"], ["linden"]], hands=[["birch", "squeaker"], ["oak"]])
    return s, lambda a: a.kind == "sapling" and a.value == card_of(s, 0, "birch"), \
        "a Birch costs nothing face up, scores a point and draws a card: why plant it face down?"


def sapling_over_big_goshawk():
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"]}, {"tree": "beech", "top": ["chaffinch"]},
                        "oak"], ["linden"]],
              hands=[["goshawk", "squeaker", "linden", "birch"], ["oak"]])
    return s, lambda a: a.kind == "sapling", \
        "a sapling scores nothing while the Goshawk scores 3 for each of three birds"


def chaffinch_not_on_the_beech():
    s = build(forests=[["birch", "beech", "linden"], ["linden"]], hands=[["chaffinch", "oak"], ["oak"]])
    dweller(s, "chaffinch")
    beech = next(i for i, t in enumerate(s.forests[0]) if D.face_species(t[0] * 2) == "beech")
    return s, lambda a: a.kind == "slot" and a.value != beech, \
        "the Chaffinch scores 5 only on a Beech, and a Beech has its top free"


def lone_toad_not_joined():
    s = build(forests=[[{"tree": "birch", "bottom": ["common_toad"]}, "linden"], ["linden"]],
              hands=[["common_toad", "oak"], ["oak"]])
    dweller(s, "common_toad")
    return s, lambda a: a.kind == "slot" and a.value != 0, \
        "toads score only in pairs: the second one belongs beside the first (10 points, not 0)"


def pays_with_the_awaited_roe_deer():
    # the Lynx waits for a Roe Deer; the Goshawk costs 2: pay with the two trees, not the deer
    # (c076 is a Raccoon or a Roe Deer)
    s = build(forests=[[{"tree": "birch", "left": ["lynx"]}, {"tree": "linden", "top": ["bullfinch"]}],
                       ["linden"]],
              hands=[["goshawk", "#c076", "linden", "oak"], ["oak"]])
    dweller(s, "goshawk")
    if RULES.legal_actions(s)[0].kind == "slot":
        act(s, "slot", 0)
    roe = D.card_index["c076"]
    return s, lambda a: a.kind == "pay" and roe in a.value, \
        "never pay with the Roe Deer the Lynx is waiting for (10 points) when two other cards pay as well"


def refuses_a_free_draw():
    s = build(forests=[["linden"], ["linden"]], hands=[["birch", "squeaker"], ["oak"]])
    act(s, "tree", card_of(s, 0, "birch"))
    assert RULES.legal_actions(s)[0].kind == "yes"
    return s, lambda a: a.kind == "no", "the Birch's card is free and the hand has room: take it"


def stops_a_free_paying_placement():
    # the Silver Fir's bonus places a paw card free: the Lynx (a Roe Deer is in the forest) scores 10
    s = build(forests=[[{"tree": "birch", "left": ["roe_deer"]}, "linden"], ["linden"]],
              hands=[["silver_fir", "silver_fir", "silver_fir", "lynx"], ["oak"]])
    firs = [c for c in s.hands[0] if D.is_tree[c]]
    act(s, "tree", firs[0])
    act(s, "pay", tuple(sorted(firs[1:])))
    act(s, "yes") if RULES.legal_actions(s)[0].kind == "yes" else None
    return s, lambda a: a.kind == "stop", "a free Lynx beside a Roe Deer is 10 points for nothing"


def wastes_the_extra_turn_bonus():
    # a Douglas Fir paid with two cards showing the Douglas fir gives an extra turn; two cards as poor
    # that show other trees give nothing (c070 hare/badger and c077 bat/badger show it; c105 and c106 not)
    s = build(forests=[["linden"], ["linden"]],
              hands=[["douglas_fir", "#c070", "#c077", "#c105", "#c106"], ["oak"]])
    act(s, "tree", card_of(s, 0, "douglas_fir"))
    plain = tuple(sorted(D.card_index[c] for c in ("c105", "c106")))
    return s, lambda a: a.kind == "pay" and a.value == plain, \
        "two poor cards showing the Douglas fir pay for it with another turn; two as poor without it give none"


def caves_the_big_card():
    # the Raccoon puts hand cards in the cave (a point each, and a card back): never the 12-point Goshawk
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"]}, {"tree": "linden", "top": ["tawny_owl"]},
                        {"tree": "beech", "top": ["chaffinch"]}, "oak"], ["linden"]],
              hands=[["raccoon", "goshawk", "squeaker", "linden", "birch"], ["oak"]])
    dweller(s, "raccoon")
    if RULES.legal_actions(s)[0].kind == "slot":
        act(s, "slot", 0)
    act(s, "pay", (card_of(s, 0, "linden"),))
    gos = card_of(s, 0, "goshawk")
    return s, lambda a: a.kind == "cave" and a.value == gos, \
        "the Goshawk scores 12 in the forest: it is not a card to bury for a point"


def blind_draw_over_the_awaited_partner():
    # second pick of a draw: the Roe Deer the Lynx waits for lies in the clearing
    s = build(forests=[[{"tree": "birch", "left": ["lynx"]}, "linden", "beech"], ["linden"]],
              hands=[["squeaker", "oak"], ["oak"]], clearing=["roe_deer", "squeaker"])
    act(s, "draw")
    return s, lambda a: a.kind == "draw", \
        "a blind card from the deck while the Roe Deer the Lynx needs (13 points) lies face up"


def draws_when_winter_is_at_the_door():
    # two winter cards are out and one card is left before the third: we have 9 points, the other 18;
    # the Goshawk (3 for each of four birds) makes it 21 to 18 now, and a draw may end the game first
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"]}, {"tree": "linden", "top": ["tawny_owl"]},
                        {"tree": "oak", "top": ["chaffinch"]}], ["douglas_fir", "douglas_fir", "douglas_fir",
                                                               "linden"]],
              hands=[["goshawk", "squeaker", "linden"], ["oak"]])
    s.box = s.deck[:-1]
    s.deck = [D.winter[2], s.deck[-1]]
    s.box = [c for c in s.box if c not in D.winter]
    s.winter = 2
    s.winter_at = 0
    return s, lambda a: a.kind in ("draw", "take"), \
        "the third winter card may come with the next draw: score the Goshawk's 12 points and win before it does"


def gives_the_opponent_its_roe_deer():
    # paying for the Goshawk: the opponent's Lynx waits for a Roe Deer; the clearing keeps what we pay
    # (c076 is a Raccoon or a Roe Deer; c105 a Squeaker or a Red Deer)
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"]}, "linden"],
                       [{"tree": "birch", "left": ["lynx"]}, "linden"]],
              hands=[["goshawk", "#c076", "#c105", "linden"], ["oak"]])
    dweller(s, "goshawk")
    if RULES.legal_actions(s)[0].kind == "slot":
        act(s, "slot", 1)
    roe = D.card_index["c076"]
    return s, lambda a: a.kind == "pay" and roe in a.value, \
        "the Roe Deer in the clearing is 13 points for the other player's Lynx: pay with the others"


POSITIONS = [sapling_instead_of_free_birch, sapling_over_big_goshawk, chaffinch_not_on_the_beech,
             lone_toad_not_joined, pays_with_the_awaited_roe_deer, refuses_a_free_draw,
             stops_a_free_paying_placement, wastes_the_extra_turn_bonus, caves_the_big_card,
             blind_draw_over_the_awaited_partner, draws_when_winter_is_at_the_door,
             gives_the_opponent_its_roe_deer]


def test_every_position_has_its_silly_move_and_a_better_one():
    for make in POSITIONS:
        s, silly, reason = make()
        legal = RULES.legal_actions(s)
        assert reason and any(silly(a) for a in legal), make.__name__
        assert not all(silly(a) for a in legal), make.__name__


@pytest.mark.parametrize("make", POSITIONS, ids=lambda f: f.__name__)
def test_hard_never_plays_the_silly_move(make):
    s, silly, reason = make()
    p = RULES.current_player(s)
    for seed in SEEDS:
        a = DESCRIPTOR.make_bot("hard", seed).choose(RULES, s, p)
        assert not silly(a), f"{make.__name__} (seed {seed}): {a} — {reason}"


def test_normal_rarely_plays_a_silly_move():
    silly_count = tries = 0
    for make in POSITIONS:
        s, silly, _reason = make()
        p = RULES.current_player(s)
        for seed in SEEDS:
            bot = shared_bot("normal", seed, dict(DESCRIPTOR.ai_budgets, normal={"iterations": 60}))
            silly_count += silly(bot.choose(RULES, s, p))
            tries += 1
    assert silly_count <= tries // 6, f"normal chose {silly_count} silly moves of {tries}"
