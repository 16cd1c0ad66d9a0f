"""The careful yardstick: legal, deterministic, reading only its view, and careful where greedy is not."""
from __future__ import annotations

from rules.engine.rng import RNG
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.careful import CarefulBot, rank_main
from rules.forest_shuffle.game import RULES
from tests.forest_shuffle.fs_kit import midgame
from rules.forest_shuffle.greedy import GreedyBot
from rules.forest_shuffle.position import build, card_of, half_of

D = db()


def test_whole_games_are_legal_and_beat_greedy():
    margin = 0
    for g in range(4):
        n = 2 + g % 2
        s = RULES.new_game({"players": n}, 300 + g)
        bots = [CarefulBot(0)] + [GreedyBot(p) for p in range(1, n)]
        while RULES.current_player(s) is not None:
            p = RULES.current_player(s)
            RULES.apply(s, bots[p].choose(RULES, s, p), log=False)       # apply checks legality
        r = RULES.result(s)
        margin += r.scores[0] - max(r.scores[1:])
    assert margin > 0


def test_reads_only_its_view_and_is_deterministic():
    s = midgame(seed=9, turns=14)
    p = RULES.current_player(s)
    other = 1 - p
    t = s.clone()
    hidden = [i for i, c in enumerate(t.hands[other]) if c not in t.pub[other]]
    for k, i in enumerate(hidden[:3]):
        t.hands[other][i], t.deck[k] = t.deck[k], t.hands[other][i]
    t.rng = RNG(4242)
    assert RULES.view(s, p) == RULES.view(t, p)
    a = CarefulBot(0).choose(RULES, s, p)
    assert a == CarefulBot(5).choose(RULES, t, p) and a in RULES.legal_actions(s)


def test_plays_the_big_card_and_ranks_every_main_action():
    # the Goshawk scores 3 per bird (two with the Bullfinch): far above a draw
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"]}, "birch"], []],
              hands=[["goshawk", "squeaker", "linden", "oak"], []])
    ranked = rank_main(RULES.view(s, 0), 0, RULES.legal_actions(s))
    assert {a for _v, a in ranked} == set(RULES.legal_actions(s))
    gos = card_of(s, 0, "goshawk")
    assert ranked[0][1].kind == "dweller" and ranked[0][1].value == (gos, half_of(gos, "goshawk"))


def test_takes_the_partner_from_the_clearing_rather_than_a_blind_draw():
    # a Lynx waits for a Roe Deer: the one in the clearing is worth 10 more than any deck card
    s = build(forests=[[{"tree": "birch", "left": ["lynx"]}, "birch", "beech"], []],
              hands=[["squeaker", "birch"], []], clearing=["roe_deer", "squeaker"])
    a = CarefulBot(0).choose(RULES, s, 0)
    roe = next(c for c in s.clearing if any(D.face_species(f) == "roe_deer" for f in D.halves(c)))
    assert a.kind == "take" and a.value == roe
