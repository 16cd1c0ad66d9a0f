"""Every scoring rule on forests built by hand, with the points worked out beforehand."""
from __future__ import annotations

import pytest

from rules.forest_shuffle.cards import db
from rules.forest_shuffle.game import places_of
from rules.forest_shuffle.position import build
from rules.forest_shuffle.query import live_scores, score_breakdown

D = db()


def pts(forests, seat=0, **kw):
    s = build(forests=forests, **kw)
    return live_scores(s)[seat]


def entries(s, seat, species):
    return [e for e in score_breakdown(s, seat) if e["species"] == species]


def test_birds_and_insects():
    # birch 1 + birch 1; Goshawk 3 x 2 birds; Bullfinch 2 x 1 insect (Fireflies); a lone Firefly 0
    f = [{"tree": "birch", "top": ["goshawk"], "bottom": ["fireflies"]}, {"tree": "birch", "top": ["bullfinch"]}]
    s = build(forests=[f, []])
    assert live_scores(s) == [2 + 6 + 2 + 0, 0]
    (g,) = entries(s, 0, "goshawk")
    assert (g["points"], g["reason"], g["params"]["count"], g["params"]["points"]) == (6, "per_symbol", 2, 3)


def test_butterfly_sets_are_counted_once_per_forest():
    tops = ["purple_emperor", "purple_emperor", "peacock_butterfly", "camberwell_beauty", "silver_washed_fritillary"]
    f = [{"tree": "sapling", "top": [b]} for b in tops]
    s = build(forests=[f, []])
    # species counts 2,1,1,1 -> sets of 4 and 1 species: 12 + 0
    assert live_scores(s)[0] == 12
    es = [e for e in score_breakdown(s, 0) if e["reason"] in ("butterfly_sets", "in_set")]
    assert [e["points"] for e in es] == [12, 0, 0, 0, 0]
    assert es[0]["params"]["sets"] == [4, 1]


def test_five_butterfly_species_and_hedgehog():
    tops = ["purple_emperor", "peacock_butterfly", "camberwell_beauty", "silver_washed_fritillary",
            "large_tortoiseshell", "large_tortoiseshell", "peacock_butterfly"]
    f = [{"tree": "sapling", "top": [b]} for b in tops]
    f[0]["bottom"] = ["hedgehog"]
    # sets: 5 species (20) + 2 species (3); Hedgehog 2 x 7 butterflies
    assert pts([f, []]) == 20 + 3 + 14


def test_bats_need_three_species_and_gnat_and_tree_frog():
    three = [{"tree": "sapling", "left": ["barbastelle_bat"], "right": ["bechsteins_bat"]},
             {"tree": "sapling", "left": ["brown_long_eared_bat"], "right": ["gnat"], "bottom": ["tree_frog"]}]
    # 3 bats x 5; Gnat 1 x 3 bats; Tree Frog 5 x 1 gnat
    assert pts([three, []]) == 15 + 3 + 5
    two = [{"tree": "sapling", "left": ["barbastelle_bat"], "right": ["bechsteins_bat"]},
           {"tree": "sapling", "left": ["barbastelle_bat"]}]
    assert pts([two, []]) == 0


def test_horse_chestnut_set_with_violet_carpenter_bee():
    assert pts([["horse_chestnut"] * 3, []]) == 9
    f = [{"tree": "horse_chestnut", "left": ["violet_carpenter_bee"]}, "horse_chestnut", "horse_chestnut"]
    s = build(forests=[f, []])
    assert live_scores(s)[0] == 16          # 3 trees + 1 bee = 4 -> 16; the bee scores nothing
    hc = entries(s, 0, "horse_chestnut")
    assert [e["points"] for e in hc] == [16, 0, 0] and hc[1]["reason"] == "in_set"
    assert pts([["horse_chestnut"] * 8, []]) == 49
    assert pts([["horse_chestnut"] * 6, []]) == 36


def test_bee_on_a_sapling_adds_a_tree_not_a_species():
    f = [{"tree": "sapling", "left": ["violet_carpenter_bee"]}, "horse_chestnut"]
    assert pts([f, []]) == 1


def test_linden_majority_with_ties_and_bees():
    s = build(forests=[["linden", "linden"], ["linden", "linden"]])
    assert live_scores(s) == [6, 6]          # a tie counts as most: 3 each on both sides
    s = build(forests=[["linden", "linden"], [{"tree": "linden", "left": ["violet_carpenter_bee"]}, "linden"]])
    assert live_scores(s) == [2, 6]          # B has 2 + bee = 3 Lindens: A's are worth 1 each
    s = build(forests=[["linden"], []])
    assert live_scores(s) == [3, 0]


def test_woodpecker_and_moss_count_saplings_and_bees():
    a = [{"tree": "birch", "top": ["great_spotted_woodpecker"]}, "sapling", "sapling"]
    b = ["birch", "birch", "birch"]
    s = build(forests=[a, b])
    assert live_scores(s) == [1 + 10, 3]     # 3 trees each: a tie is enough
    a[1] = {"tree": "sapling", "left": ["violet_carpenter_bee"]}
    b.append("birch")
    s = build(forests=[a, b])
    assert live_scores(s)[0] == 1 + 10       # 3 + bee = 4 against 4
    b.append("birch")
    s = build(forests=[a, b])
    assert live_scores(s)[0] == 1            # 4 against 5
    moss = [{"tree": "sapling", "bottom": ["moss"], "left": ["violet_carpenter_bee"]}] + ["sapling"] * 8
    assert pts([moss, []]) == 10             # 9 saplings + the bee = 10 trees
    assert pts([moss[:-1], []]) == 0         # 8 + the bee = 9


def test_beech_needs_four_counting_bees():
    assert pts([["beech"] * 3, []]) == 0
    assert pts([["beech"] * 4, []]) == 20
    f = [{"tree": "beech", "right": ["violet_carpenter_bee"]}, "beech", "beech"]
    assert pts([f, []]) == 15                # 3 Beeches + bee = 4: 5 each, the bee 0


def test_oak_and_wild_strawberries_need_all_eight_species():
    eight = [{"tree": "oak", "bottom": ["wild_strawberries"]}, "linden", "silver_fir", "birch", "beech", "sycamore",
             "douglas_fir", "horse_chestnut"]
    # Oak 10, Strawberries 10, Linden 3 (most), Silver Fir 0 (no cards on it), Birch 1, Beech 0,
    # Sycamore 1 x 8 trees, Douglas Fir 5, Horse Chestnut 1
    assert pts([eight, []]) == 10 + 10 + 3 + 0 + 1 + 0 + 8 + 5 + 1
    seven = [{"tree": "oak", "bottom": ["wild_strawberries"]}, "linden", "silver_fir", "birch", "beech", "sycamore",
             "douglas_fir", "sapling"]
    assert pts([seven, []]) == 0 + 0 + 3 + 0 + 1 + 0 + 8 + 5     # a sapling is not a species


def test_silver_fir_counts_the_cards_on_it_and_shared_slots():
    f = [{"tree": "silver_fir", "top": ["red_squirrel"], "left": ["european_hare", "european_hare"]}]
    # Silver Fir 2 x 3 cards; hares 2 x 2; squirrel not on an Oak
    assert pts([f, []]) == 6 + 4 + 0


def test_wood_ant_counts_every_bottom_card():
    f = [{"tree": "sapling", "bottom": ["wood_ant"]}, {"tree": "sapling", "bottom": ["common_toad", "common_toad"]},
         {"tree": "sapling", "top": ["red_squirrel"]}]
    # Wood Ant 2 x 3 bottom cards (itself and the toad pair); the toads 5 each
    assert pts([f, []]) == 6 + 10


def test_common_toad_scores_only_in_a_pair():
    assert pts([[{"tree": "sapling", "bottom": ["common_toad"]}], []]) == 0
    assert pts([[{"tree": "sapling", "bottom": ["common_toad", "common_toad"]}], []]) == 10


def test_roe_deer_counts_its_own_tree_symbol():
    # a Linden-coloured Roe Deer on a Linden, with a Linden-coloured Lynx and a Beech-coloured Squeaker
    f = [{"tree": "linden", "left": ["roe_deer@linden"], "right": ["lynx@linden"]},
         {"tree": "sapling", "left": ["squeaker@horse_chestnut"]}]
    # Roe Deer 3 x (Linden tree + itself + Lynx); Lynx 10 (a Roe Deer); Squeaker 1; Linden 3
    assert pts([f, []]) == 9 + 10 + 1 + 3


def test_roe_deer_ignores_the_bee_and_the_hidden_half():
    # card c102 is Beech Marten (left, beech) | Bechstein's Bat (right, birch): played as the bat it shows
    # birch only, so the Beech-coloured Roe Deer does not count it
    f = [{"tree": "beech", "right": ["roe_deer@beech"], "left": ["violet_carpenter_bee"]},
         {"tree": "sapling", "right": ["bechsteins_bat@birch"]}]
    s = build(forests=[f, []])
    assert s.forests[0][1][5] == (D.card_index["c102"],)
    (r,) = entries(s, 0, "roe_deer")
    assert r["points"] == 3 * 2              # the Beech and itself; the bee shows Douglas fir or silver fir
    assert live_scores(s)[0] == 6 + 0 + 0    # one Beech + bee = 2 < 4; one bat species


def test_lynx_and_wild_boar_conditions():
    f = [{"tree": "sapling", "left": ["lynx"], "right": ["wild_boar"]}]
    assert pts([f, []]) == 0
    f = [{"tree": "sapling", "left": ["lynx"], "right": ["wild_boar"]},
         {"tree": "sapling", "left": ["squeaker"], "right": ["roe_deer@birch"]}]
    # Lynx 10, Wild Boar 10, Squeaker 1, Roe Deer 3 x 1 (itself: no other birch card)
    assert pts([f, []]) == 10 + 10 + 1 + 3


def test_chaffinch_and_red_squirrel_need_their_tree():
    f = [{"tree": "beech", "top": ["chaffinch"]}, {"tree": "oak", "top": ["red_squirrel"]},
         {"tree": "sapling", "top": ["chaffinch"]}, {"tree": "birch", "top": ["red_squirrel"]}]
    # 5 + 5 + 0 + 0; the trees: Beech 0 (one), Oak 0, Birch 1
    assert pts([f, []]) == 5 + 5 + 1


def test_fat_dormouse_needs_a_bat_across_the_same_tree():
    f = [{"tree": "sapling", "left": ["european_fat_dormouse@silver_fir"], "right": ["barbastelle_bat"]}]
    assert pts([f, []]) == 15
    f = [{"tree": "sapling", "left": ["european_fat_dormouse@silver_fir"]}, {"tree": "sapling", "right": ["barbastelle_bat"]}]
    assert pts([f, []]) == 0


def test_hares_red_fox_and_stag_beetle():
    f = [{"tree": "sapling", "left": ["european_hare", "european_hare"], "right": ["red_fox"],
          "bottom": ["stag_beetle"]},
         {"tree": "sapling", "left": ["european_hare"]}]
    # 3 hares x 3; Red Fox 2 x 3 hares; Stag Beetle 1 x 4 pawed (3 hares + fox)
    assert pts([f, []]) == 9 + 6 + 4


def test_deer_family():
    f = [{"tree": "sapling", "left": ["fallow_deer"], "right": ["red_deer"]},
         {"tree": "sapling", "left": ["squeaker"], "right": ["wolf"], "bottom": ["blackberries"]}]
    # Fallow Deer 3 x 3 cloven (fallow, red deer, squeaker); Red Deer 1 x 2 trees + 1 x 1 plant;
    # Squeaker 1; Wolf 5 x 2 deer; Blackberries 2 x 1 plant
    assert pts([f, []]) == 9 + 3 + 1 + 10 + 2


def test_amphibians_and_plants():
    f = [{"tree": "sapling", "bottom": ["tree_ferns"]}, {"tree": "sapling", "bottom": ["fire_salamander"]},
         {"tree": "sapling", "bottom": ["fire_salamander"]}, {"tree": "sapling", "bottom": ["pond_turtle"]}]
    # Tree Ferns 6 x 3 amphibians; 2 salamanders 15 (once); Pond Turtle 5
    assert pts([f, []]) == 18 + 15 + 5
    three = [{"tree": "sapling", "bottom": ["fire_salamander"]}] * 3
    assert pts([three, []]) == 25
    ff = [{"tree": "sapling", "bottom": ["fireflies"]}] * 4
    assert pts([ff, []]) == 20
    assert pts([ff[:3], []]) == 15 and pts([ff[:2], []]) == 10


def test_sycamore_and_red_deer_count_saplings():
    f = [{"tree": "sycamore", "right": ["red_deer"]}, "sapling", "sapling"]
    # Sycamore 1 x 3 tree symbols; Red Deer 3 + 0 plants
    assert pts([f, []]) == 3 + 3


def test_beech_marten_counts_fully_occupied_trees():
    full = {"tree": "sapling", "top": ["red_squirrel"], "bottom": ["common_toad"], "left": ["beech_marten"],
            "right": ["squeaker"]}
    f = [full, {"tree": "sapling", "top": ["red_squirrel"]}]
    # Beech Marten 5 x 1; Squeaker 1
    assert pts([f, []]) == 5 + 1


def test_flat_points_and_the_cave():
    f = [{"tree": "douglas_fir", "top": ["eurasian_jay"], "right": ["european_badger"]},
         {"tree": "birch", "top": ["tawny_owl"], "bottom": ["pond_turtle"]}]
    assert pts([f, []], caves=[4, 0]) == 5 + 3 + 2 + 1 + 5 + 5 + 4
    s = build(forests=[f, []], caves=[4, 0])
    (cave,) = entries(s, 0, "cave")
    assert cave["points"] == 4 and cave["reason"] == "cave"


def test_mushrooms_bear_raccoon_bee_score_nothing():
    f = [{"tree": "sapling", "bottom": ["chanterelle"], "left": ["brown_bear"], "right": ["raccoon"]},
         {"tree": "sapling", "bottom": ["mole"], "right": ["violet_carpenter_bee"]}]
    assert pts([f, []]) == 0


def test_total_equals_breakdown_and_places_share_ties():
    f = [{"tree": "oak", "top": ["goshawk"]}, {"tree": "linden", "left": ["lynx"]}]
    s = build(forests=[f, f[:1]])
    for p in range(2):
        assert sum(e["points"] for e in score_breakdown(s, p)) == live_scores(s)[p]
    assert places_of([10, 10, 4]) == [1, 1, 3]
    assert places_of([3, 7, 7, 9]) == [4, 2, 2, 1]


@pytest.mark.parametrize("species", [s.id for s in D.species])
def test_every_species_has_a_points_text_or_a_rule(species):
    s = D.species[D.species_index[species]]
    assert s.text.points is not None or s.text.effect is not None
    assert s.names.en and s.names.es
