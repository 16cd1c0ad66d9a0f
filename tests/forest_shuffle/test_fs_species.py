"""Every species with an effect or a bonus, played with a payment that gives the bonus: the questions
come in the order effect, bonus, and each does what its terms say."""
from __future__ import annotations

import pytest

from rules.engine.core import Action
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import COLOURS, SIDES
from rules.forest_shuffle.game import RULES
from rules.forest_shuffle.query import decision
from rules.forest_shuffle.position import build

D = db()
ACTIVE = [s.id for s in D.species if s.effect or s.bonus]


def _card_for(sid, side=None, avoid=()):
    """A card and half of ``sid`` (the first in card order), on ``side`` if given, not in ``avoid``."""
    sp = D.species_index[sid]
    for c in range(D.n_deck):
        if c in avoid:
            continue
        for f in D.halves(c):
            if D.f_species[f] == sp and (side is None or D.f_side[f] == SIDES.index(side)):
                return c, f & 1
    raise AssertionError(sid)


def _position(sid):
    c, h = _card_for(sid)
    face = c * 2 + h
    colour = COLOURS[D.f_colour[face]]
    cost = D.f_cost[face]
    # the payment: trees of the card's own tree symbol (a tree shows its own symbol)
    hand = ["#" + D.card_ids[c]] + [colour] * cost + ["#c161"]     # one card kept (Woodpecker | Penny Bun)
    hare, _ = _card_for("european_hare", "left", (c,))
    roe, _ = _card_for("roe_deer", "right", (c, hare))
    forest = ["sapling", "sapling",
              {"tree": "sapling", "left": ["#" + D.card_ids[hare]], "right": ["#" + D.card_ids[roe]]}]
    return build(forests=[forest, []], hands=[hand, []], clearing=["oak", "linden"]), c, h


@pytest.mark.parametrize("sid", ACTIVE)
def test_effect_then_bonus_in_order(sid):
    s, c, h = _position(sid)
    face = c * 2 + h
    sp = D.f_species[face]
    if D.is_tree[c]:
        RULES.apply(s, Action("tree", c))
    else:
        RULES.apply(s, Action("dweller", (c, h)))
        RULES.apply(s, Action("slot", 0))
    pay = tuple(sorted(x for x in s.hands[0] if x != c and D.card_ids[x] != "c161"))
    if D.f_cost[face]:
        RULES.apply(s, Action("pay", pay))
    seen = []
    guard = 0
    while RULES.current_player(s) == 0 and s.turn_no == 1 and guard < 20:
        d = decision(s)
        guard += 1
        if d["task"] == "ask":
            seen.append(d["ask"])
            before = (len(s.hands[0]), s.extra, len(s.cave_open[0]))
            RULES.apply(s, Action("yes"))
            terms = D.s_effect[sp] if d["ask"] == "effect" else D.s_bonus[sp]
            draws = sum(t.count for t in terms if t.effect == "draw")
            if any(t.effect == "extra_turn" for t in terms):
                assert s.extra == before[1] + 1 or s.turn_no == 2
            if any(t.effect == "clearing_to_cave" for t in terms):
                assert len(s.cave_open[0]) > before[2] and s.clearing == []
            if draws and all(t.effect in ("draw", "extra_turn") for t in terms):
                assert len(s.hands[0]) == before[0] + draws
        elif d["task"] == "free":
            seen.append("free:" + d["symbol"])
            RULES.apply(s, Action("stop"))
        elif d["task"] == "cave":
            seen.append("cave")
            RULES.apply(s, Action("stop"))
        elif d["task"] == "mole":
            seen.append("mole")
            RULES.apply(s, Action("stop"))
        else:
            break
    want = []
    spc = D.species[sp]
    for what, terms in (("effect", spc.effect), ("bonus", spc.bonus)):
        if not terms:
            continue
        names = [t.effect for t in terms]
        if names == ["free_place"]:
            if what == "bonus" or names:
                sym = terms[0].symbol
                fits = any(D.f_sym[x * 2 + k] & (1 << ("tree plant mushroom bird insect butterfly amphibian pawed "
                                                       "cloven deer bat".split().index(sym)))
                           for x in s.hands[0] for k in (0, 1) if not D.is_tree[x])
                if fits:
                    want.append("free:" + sym)
        elif names == ["hand_to_cave"]:
            want.append("cave")
        elif names == ["play_more"]:
            want.append("mole")
        elif names == ["draw_per_species"]:
            want.append(what)             # one European Hare in the forest: worth asking
        elif names == ["draw_per_symbol"]:
            want.append(what)             # one Roe Deer (a deer)
        else:
            want.append(what)
    assert seen == want, (sid, seen, want, SIDES)


def test_bonus_is_not_offered_without_the_symbol():
    # a Tawny Owl paid with two Oaks (its card shows no oak): the effect only
    for sid in ("tawny_owl",):
        c, h = _card_for(sid)
        colour = COLOURS[D.f_colour[c * 2 + h]]
        other = next(x for x in COLOURS if not D.card_colours[c] & (1 << COLOURS.index(x)))
        s = build(forests=[["sapling"], []], hands=[["#" + D.card_ids[c], other, other], []])
        RULES.apply(s, Action("dweller", (c, h)))
        RULES.apply(s, Action("slot", 0))
        RULES.apply(s, Action("pay", tuple(sorted(s.hands[0][1:]))))
        assert decision(s)["ask"] == "effect"
        RULES.apply(s, Action("yes"))
        assert s.turn == 1 and colour != other
