"""What the screen asks: the preview of a play, legal slots and payments, the winter count."""
from __future__ import annotations

from rules.forest_shuffle.cards import db
from rules.forest_shuffle.game import RULES
from rules.forest_shuffle.query import decision
from rules.forest_shuffle.position import build, card_of, half_of
from rules.forest_shuffle.query import (bonus_fires, legal_payments, legal_slots, preview_play, score_breakdown,
                                        winter_info)

D = db()


def test_preview_shows_points_and_bonus_before_confirming():
    # Goshawk c124 (top, silver fir) onto a forest with a Bullfinch: 3 x 2 birds = 6
    s = build(forests=[[{"tree": "birch", "top": ["bullfinch"]}, "birch"], []],
              hands=[["#c124", "silver_fir", "silver_fir", "oak"], []])
    gos = D.card_index["c124"]
    firs = [c for c in s.hands[0] if D.is_tree[c] and D.f_species[c * 2] == D.species_index["silver_fir"]]
    oak = card_of(s, 0, "oak")
    assert legal_slots(s, 0, gos, 0) == [1]
    pays = legal_payments(s, 0, gos, 0)
    assert len(pays) == 3 and tuple(sorted(firs)) in pays
    pv = preview_play(s, 0, gos, 0, 1, firs)
    # the Goshawk itself 6, the Bullfinch unchanged (it counts insects)
    assert pv["legal"] and pv["points_gain"] == 6 and pv["species"] == "goshawk" and pv["cost"] == 2
    assert pv["bonus_fires"] is False and pv["bonus"] == []           # a Goshawk has no bonus
    pv = preview_play(s, 0, gos, 0, 0, firs)
    assert not pv["legal"] and pv["why"] == "no_slot"
    pv = preview_play(s, 0, gos, 0, 1, [firs[0]])
    assert not pv["legal"] and pv["why"] == "bad_payment"


def test_preview_bonus_and_majority_changes():
    # a Linden played ties the other forest's two Lindens: they drop from 3 each to... they stay 3 (a tie)
    s = build(forests=[["linden"], ["linden", "linden"]], hands=[["linden", "oak"], []])
    lin = card_of(s, 0, "linden")
    oak = card_of(s, 0, "oak")
    pv = preview_play(s, 0, lin, None, None, [oak])
    assert pv["points_gain"] == 6 - 1 and pv["score_changes"] == [5, 0]
    # Silver Fir bonus: paid with silver-fir cards
    s = build(hands=[["silver_fir", "silver_fir", "#c121", "oak"], []])
    fir = s.hands[0][0]
    assert bonus_fires(fir, None, (s.hands[0][1], D.card_index["c121"]))    # c121 shows silver fir (top half)
    assert not bonus_fires(fir, None, (s.hands[0][1], card_of(s, 0, "oak")))
    pv = preview_play(s, 0, fir, None, None, (s.hands[0][1], D.card_index["c121"]))
    assert pv["bonus_fires"] and pv["bonus"] == ["free_place"]


def test_preview_sapling_and_mushrooms():
    s = build(forests=[[{"tree": "birch", "bottom": ["chanterelle"]}, {"tree": "sycamore"}], []],
              hands=[["goshawk"], []])
    c = s.hands[0][0]
    pv = preview_play(s, 0, c, "sapling")
    assert pv["points_gain"] == 1 and pv["mushrooms"] == ["chanterelle"]   # the Sycamore counts it


def test_breakdown_reason_keys_have_strings():
    from rules.engine.data import load_yaml
    strings = load_yaml("data/forest_shuffle/i18n.en.yaml").value["forest_shuffle"]["score"]
    es = load_yaml("data/forest_shuffle/i18n.es.yaml").value["forest_shuffle"]["score"]
    for sp in D.species:
        assert sp.score.score in strings and sp.score.score in es
    f = [{"tree": "horse_chestnut", "top": ["goshawk"]}, "horse_chestnut", "sapling"]
    s = build(forests=[f, []])
    for e in score_breakdown(s, 0):
        assert e["reason"] in strings
        (strings[e["reason"]]).format(**e["params"], total=e["points"], what="x")


def test_winter_info_counts_and_chances():
    s = build(hands=[["birch"], []])
    w = winter_info(s)
    assert w["drawn"] == 0 and w["end_next_draw_possible"] is False
    s.winter = 2
    w = winter_info(s)
    assert w["end_next_draw_possible"] and abs(w["end_next_draw_chance"] - 1 / len(s.deck)) < 1e-12
    s = RULES.new_game({"players": 2}, 3)
    w = winter_info(s)
    assert w["cards_before_first_winter"] == len(s.deck) - 1 - s.winter_at


def test_decision_describes_the_step():
    s = build(forests=[["birch"], []], hands=[["goshawk", "linden", "oak"], []])
    g = card_of(s, 0, "goshawk")
    assert decision(s)["task"] == "main"
    RULES.apply(s, RULES.legal_actions(s)[0].__class__("dweller", (g, half_of(g, "goshawk"))))
    d = decision(s)
    assert d["task"] == "slot" and d["species"] == "goshawk" and d["side"] == "top"


def test_preview_and_payments_within_a_mole_use_its_pool():
    f = [{"tree": "birch", "bottom": ["parasol_mushroom"]}, "birch", "birch"]
    s = build(forests=[f, []], hands=[["mole", "goshawk", "linden", "linden", "linden", "linden"], []])
    lind = [c for c in s.hands[0] if D.f_species[c * 2] == D.species_index["linden"]]
    mole = card_of(s, 0, "mole")
    for a in (("dweller", (mole, half_of(mole, "mole"))), ("slot", 1), ("pay", tuple(sorted(lind[:2])))):
        RULES.apply(s, RULES.legal_actions(s)[0].__class__(*a))
    RULES.apply(s, RULES.legal_actions(s)[0].__class__("yes"))       # the Parasol draws one (in the pool)
    assert decision(s)["task"] == "mole"
    gos = card_of(s, 0, "goshawk")
    pays = legal_payments(s, 0, gos, half_of(gos, "goshawk"))
    pool = s.hands[0][:decision(s)["pool"]]
    assert pays and all(set(p) <= set(pool) for p in pays)
    pv = preview_play(s, 0, gos, half_of(gos, "goshawk"), 0, lind[2:4])
    assert set(lind[2:4]) <= set(pool) and pv["legal"] and pv["points_gain"] == 3      # 3 x 1 bird
    late = s.deck[0]                         # a card that came after the Mole: beyond its pool
    s.hands[0].append(late)
    pv = preview_play(s, 0, gos, half_of(gos, "goshawk"), 0, (lind[2], late))
    assert not pv["legal"] and pv["why"] == "bad_payment"
    assert all(late not in p for p in legal_payments(s, 0, gos, half_of(gos, "goshawk")))


def test_preview_of_a_free_placement_costs_nothing_and_fires_nothing():
    """A Silver Fir's bonus places a paw card for free: the preview asks no payment and shows neither
    effect nor bonus (free placements use neither), while the same card played normally costs its price."""
    from rules.engine.core import Action
    s = build(forests=[["birch"], []], hands=[["silver_fir", "silver_fir", "#c121", "oak", "red_squirrel", "goshawk",
                                                  "red_deer"], []])
    fir = s.hands[0][0]
    normal = s.clone()
    RULES.apply(s, Action("tree", fir))
    pay = [a for a in RULES.legal_actions(s) if bonus_fires(fir, None, a.value)][0]
    RULES.apply(s, pay)
    frees = [a for a in RULES.legal_actions(s) if a.kind == "free"]
    assert frees and decision(s)["task"] == "free"
    card, half = frees[0].value
    slot = legal_slots(s, 0, card, half)[0]
    pv = preview_play(s, 0, card, half, slot, ())
    assert pv["legal"] and pv["free"] and pv["cost"] == 0
    assert pv["bonus_fires"] is False and pv["effect"] == [] and pv["bonus"] == []
    assert pv["points_gain"] >= 0
    # the same card on its own turn: it costs its price, and an empty payment is refused
    pn = preview_play(normal, 0, card, half, 0, ())
    assert not pn["free"] and pn["cost"] == D.f_cost[card * 2 + half]
    if pn["cost"]:
        assert not pn["legal"] and pn["why"] == "bad_payment"
