"""The 26 Dominance cards, each on an Earth built by hand."""
import pytest

from rules.dominant_species import board as B
from rules.dominant_species.constants import TUNDRA
from rules.dominant_species.cards import card_ids, cards
from rules.dominant_species.game import RULES
from tests.dominant_species.helpers import (A, E, H, corners_of, el, held, make, play, push, set_display, sp,
                                            top, values)


def take(s, animal, card):
    """``animal`` takes ``card`` (the only face-up card, so the choice is forced)."""
    s.avail = [card_ids().index(card)]
    push(s, "card", A[animal], -1)
    assert card_ids().index(card) in s.removed and not s.avail
    return s


def test_every_card_has_texts_and_terms():
    assert len(cards()) == 26
    for c in cards():
        assert c.names.en and c.names.es and c.text.en and c.text.es and c.effects


def test_card_choice_among_the_face_up_cards():
    s = make()
    s.avail = [card_ids().index("omnivore"), card_ids().index("nocturnal")]
    push(s, "card", A["bird"], -1)
    assert sorted(values(s, "card")) == ["nocturnal", "omnivore"]
    play(s, "card", "omnivore")
    assert s.aps[A["bird"]] == 7 and s.avail == [card_ids().index("nocturnal")] and held(s)


def test_aquatic():
    s = make(tiles={(0, 0): "sea", (1, 0): "wetland", (0, 1): "desert"})
    take(s, "bird", "aquatic")
    assert sorted(values(s, "tile")) == [H(0, 0), H(1, 0)]
    play(s, "tile", H(1, 0))
    bag = s.bag[:]
    play(s, "element", "seed")
    assert sorted(values(s, "corner")) == sorted(corners_of(1, 0))
    play(s, "corner", corners_of(1, 0)[0])
    assert el(s, corners_of(1, 0)[0]) == "seed" and s.bag[E["seed"]] == bag[E["seed"]] - 1
    assert values(s) == [4, 3, 2, 1, 0]
    play(s, "count", 4)
    assert sp(s, 1, 0, "bird") == 4 and s.gene[A["bird"]] == 16 and held(s)


def test_aquatic_without_a_free_corner_still_places_species():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert"}, elements={c: "sun" for c in corners_of(0, 0)}, gene=2)
    take(s, "bird", "aquatic")                         # one sea tile: forced; no free corner: no element
    assert values(s) == [2, 1, 0]
    play(s, "count", 2)
    assert sp(s, 0, 0, "bird") == 2 and held(s)


def test_biodiversity():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert", (0, 1): "mountain"},
             species={(0, 0): {"bird": 1, "mammal": 2}, (1, 0): {"bird": 2, "reptile": 1, "mammal": 1},
                      (0, 1): {"bird": 3}})
    take(s, "bird", "biodiversity")
    assert s.vp[A["bird"]] == 2 and held(s)


def test_biomass():
    c = corners_of(0, 0)
    d = corners_of(1, 0)
    s = make(tiles={(0, 0): "sea", (1, 0): "desert", (3, -3): "jungle"},
             elements={c[2]: "sun", c[3]: "meat", d[0]: "seed"},
             species={(0, 0): {"bird": 1, "mammal": 2}, (1, 0): {"reptile": 2}, (3, -3): {"mammal": 1}})
    # (0,0): 3 species > 2 elements, (1,0): 2 > 1 (only reptiles: forced), (3,-3): 1 > 0 (forced)
    take(s, "bird", "biomass")
    assert top(s) == "biomass" and sorted(values(s, "animal")) == ["bird", "mammal"]
    play(s, "animal", "mammal")
    assert sp(s, 0, 0, "mammal") == 1 and sp(s, 1, 0, "reptile") == 1 and sp(s, 3, -3, "mammal") == 0
    assert s.elim[A["mammal"]] == 2 and s.elim[A["reptile"]] == 1 and held(s)


def test_blight():
    c = corners_of(0, 0)
    s = make(tiles={(0, 0): "sea", (1, 0): "desert"}, elements={c[0]: "sun", c[1]: "meat", c[2]: "seed"})
    take(s, "bird", "blight")
    assert values(s, "tile") == [H(0, 0)] or top(s) == "blight_keep"      # only tile with 2+ elements: forced
    assert sorted(values(s, "corner")) == sorted([c[0], c[1], c[2]])
    bag = s.bag[:]
    play(s, "corner", c[1])
    assert [el(s, x) for x in c[:3]] == [None, "meat", None]
    assert s.bag[E["sun"]] == bag[E["sun"]] + 1 and s.bag[E["seed"]] == bag[E["seed"]] + 1 and held(s)


def test_catastrophe():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert", (0, 1): "mountain", (3, -3): "forest"},
             species={(0, 0): {"mammal": 3, "bird": 2}, (1, 0): {"mammal": 1, "reptile": 1}, (0, 1): {"bird": 2}})
    take(s, "reptile", "catastrophe")
    assert len(values(s, "tile")) == 4
    play(s, "tile", H(0, 0))
    assert sorted(values(s, "animal")) == ["bird", "mammal"]
    play(s, "animal", "bird")                          # the bird keeps one
    assert sp(s, 0, 0, "mammal") == 0 and sp(s, 0, 0, "bird") == 1
    play(s, "animal", "mammal")                        # (1,0): one of its species
    assert sp(s, 1, 0, "mammal") == 0 and sp(s, 0, 1, "bird") == 1     # (0,1): only birds, forced
    assert s.elim[A["mammal"]] == 4 and s.elim[A["bird"]] == 2 and held(s)


def test_cold_snap():
    s = make(tiles={(0, 0): "tundra", (1, 0): "tundra", (0, 1): "desert"},
             species={(0, 0): {"mammal": 2, "bird": 1, "reptile": 1}, (1, 0): {"bird": 2}, (0, 1): {"bird": 2}})
    take(s, "mammal", "cold_snap")
    assert sp(s, 0, 0, "mammal") == 2 and sp(s, 0, 0, "bird") == 0 and sp(s, 0, 0, "reptile") == 0
    assert sp(s, 1, 0, "bird") == 1 and sp(s, 0, 1, "bird") == 2 and held(s)


def test_cold_snap_hits_the_takers_own_other_animals():
    s = make(("mammal", "reptile"), multi=True, tiles={(0, 0): "tundra"},
             species={(0, 0): {"mammal": 1, "reptile": 1, "bird": 1, "insect": 1}}, seed=4)
    take(s, "mammal", "cold_snap")
    assert sum(sp(s, 0, 0, x) for x in ("reptile", "bird", "insect", "amphibian", "arachnid")) == 0
    assert sp(s, 0, 0, "mammal") == 1


def test_disease():
    s = make(("mammal", "reptile", "bird", "amphibian"))
    set_display(s, "bird", "sun")                      # 3 elements
    set_display(s, "mammal", "sun", "grub")            # 4: loses one of its choice
    set_display(s, "amphibian", "grass")               # 4: only grass can go (forced)
    take(s, "bird", "disease")
    assert RULES.current_animal(s) == A["mammal"] and sorted(values(s, "element")) == ["grub", "sun"]
    play(s, "element", "grub")
    assert s.disp[A["mammal"] * 6 + E["grub"]] == 0 and s.disp[A["mammal"] * 6 + E["sun"]] == 1
    assert s.disp[A["amphibian"] * 6 + E["grass"]] == 0 and s.disp[A["amphibian"] * 6 + E["water"]] == 3
    assert B.elements_total(s, A["reptile"]) == 2 and held(s)


def test_ecodiversity_only_the_taker_scores():
    c = corners_of(0, 0)
    s = make(tiles={(0, 0): "sea"}, elements={c[0]: "seed", c[1]: "seed", c[2]: "meat", c[3]: "sun", c[4]: "sun"})
    set_display(s, "bird", "meat")
    take(s, "bird", "ecodiversity")
    assert s.vp[A["bird"]] == 3 and s.vp[A["mammal"]] == 0 and held(s)


def test_evolution():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert"},
             species={(0, 0): {"mammal": 2}, (1, 0): {"reptile": 1, "mammal": 1}})
    take(s, "bird", "evolution")
    assert set(values(s, "replace")) == {(H(0, 0), "mammal"), (H(1, 0), "reptile"), (H(1, 0), "mammal")}
    play(s, "replace", (H(0, 0), "mammal"))
    assert set(values(s, "replace")) == {(H(1, 0), "reptile")}      # another animal each time
    play(s, "replace", (H(1, 0), "reptile"))
    assert sp(s, 0, 0, "bird") == 1 and sp(s, 1, 0, "bird") == 1 and sp(s, 0, 0, "mammal") == 1
    assert s.elim[A["mammal"]] == 1 and s.elim[A["reptile"]] == 1 and s.gene[A["bird"]] == 18 and held(s)


def test_fecundity():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert", (0, 1): "mountain"},
             species={(0, 0): {"bird": 1}, (1, 0): {"bird": 2}, (0, 1): {"bird": 1}}, gene=2)
    take(s, "bird", "fecundity")
    play(s, "count", 1)
    play(s, "pass")
    play(s, "count", 1)
    assert [sp(s, 0, 0, "bird"), sp(s, 0, 1, "bird"), sp(s, 1, 0, "bird")] == [2, 1, 3]   # hex order
    assert s.gene[A["bird"]] == 0 and held(s)


def test_fertile():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert"},
             species={(0, 0): {"bird": 1, "mammal": 4}, (1, 0): {"bird": 2}})
    take(s, "bird", "fertile")
    play(s, "tile", H(0, 0))
    assert s.vp[A["bird"]] == 5 and held(s)


def test_habitat():
    s = make(tiles={(0, 0): "sea"})
    take(s, "bird", "habitat")
    assert sorted(values(s, "element")) == ["grass", "grub", "meat", "seed", "sun", "water"]
    play(s, "element", "grub")
    assert len(values(s, "corner")) == 6
    play(s, "corner", corners_of(0, 0)[2])
    assert el(s, corners_of(0, 0)[2]) == "grub" and held(s)


def test_hibernation_and_its_protection_at_extinction():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert"})
    s.elim[A["bird"]] = 7
    take(s, "bird", "hibernation")
    play(s, "tile", H(0, 0))
    assert values(s) == [5, 4, 3, 2, 1]
    play(s, "count", 5)
    assert sp(s, 0, 0, "bird") == 5 and s.elim[A["bird"]] == 2 and held(s)
    s.sp[H(0, 0) * 6 + A["bird"]] += 1                 # one more, not hibernating; no element: endangered
    push(s, "extinction")
    assert sp(s, 0, 0, "bird") == 5 and s.elim[A["bird"]] == 3


def test_ice_age():
    c = corners_of(0, 0)
    d = corners_of(1, 0)
    s = make(tiles={(0, 0): "sea", (1, 0): "desert", (0, 1): "mountain"},
             elements={c[0]: "seed", d[2]: "seed", corners_of(0, 1)[4]: "meat"},
             species={(0, 0): {"bird": 1}, (1, 0): {"bird": 1}, (0, 1): {"mammal": 1}})
    dom = [B.dominant(s, H(q, r)) for q, r in ((0, 0), (1, 0), (0, 1))]
    assert dom == [A["bird"], A["bird"], A["mammal"]]
    take(s, "reptile", "ice_age")
    assert s.vp[A["bird"]] == 3 and s.vp[A["mammal"]] == 1 and s.vp[A["reptile"]] == 0 and s.last_turn


def test_ice_sheet_must_glaciate():
    s = make(tiles={(0, 0): "tundra", (1, 0): "desert", (1, -1): "tundra", (3, -3): "sea"})
    take(s, "bird", "ice_sheet")
    assert values(s) == [H(1, 0)] or (s.terrain[H(1, 0)] == TUNDRA and held(s))
    assert s.vp[A["bird"]] == 3                        # forced (one target): 2 tundras next to it


def test_immigrants():
    s = make(("mammal", "reptile", "bird"), tiles={(0, 0): "sea", (1, 0): "desert"},
             species={(0, 0): {"mammal": 3, "bird": 2}, (1, 0): {"bird": 1}})
    set_display(s, "bird", "sun")
    take(s, "reptile", "immigrants")
    assert RULES.current_animal(s) == A["mammal"]
    assert sorted(values(s, "option")) == ["pawn", "reduce"]        # nothing added to lose
    play(s, "option", "reduce")
    assert sp(s, 0, 0, "mammal") == 1 and s.elim[A["mammal"]] == 2
    assert RULES.current_animal(s) == A["reptile"]
    play(s, "option", "pawn")
    assert s.aps[A["reptile"]] == 5 and s.supply[A["reptile"]] == 5
    assert RULES.current_animal(s) == A["bird"] and sorted(values(s, "option")) == ["element", "pawn", "reduce"]
    play(s, "option", "element")                       # sun is its only added element: forced
    assert s.disp[A["bird"] * 6 + E["sun"]] == 0 and held(s)


def test_instinct_only_on_spaces_still_to_come_or_glaciation():
    s = make()
    s.cursor = [i for i, item in enumerate(__import__("rules.dominant_species.moves", fromlist=["x"]).PROGRAM)
                if item == ("domination", 40)][0] + 1     # the second domination space is being resolved
    take(s, "bird", "instinct")
    assert sorted(values(s, "place")) == [11, 12, 13, 14, 41, 42, 43]
    play(s, "place", 42)
    assert s.spaces[42] == A["bird"] and s.supply[A["bird"]] == 5 and held(s)


@pytest.mark.parametrize("card,gain", [("intelligence", {"mammal", "reptile", "bird"}),
                                       ("parasitism", {"bird", "amphibian", "insect"}),
                                       ("omnivore", {"bird"})])
def test_new_pawns(card, gain):
    s = make(("mammal", "reptile", "bird", "amphibian", "insect"))
    s.aps[A["mammal"]] = 10
    take(s, "bird", card)
    for x in ("mammal", "reptile", "bird", "amphibian", "insect"):
        want = 10 if x == "mammal" else 4 + (1 if x in gain else 0)     # 10 is the limit
        assert s.aps[A[x]] == want


def test_mass_exodus():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert", (0, 1): "mountain", (3, -3): "forest"},
             species={(0, 0): {"mammal": 2, "bird": 1}, (3, -3): {"bird": 1}})
    take(s, "reptile", "mass_exodus")
    assert sorted(values(s, "tile")) == [H(0, 0)]  or top(s) == "exodus_move"
    assert sorted(values(s, "tile")) == sorted([H(1, 0), H(0, 1)])
    play(s, "tile", H(1, 0))       # first mammal
    play(s, "tile", H(0, 1))       # second mammal
    play(s, "tile", H(0, 1))       # the bird
    assert B.species_total(s, H(0, 0)) == 0
    assert sp(s, 1, 0, "mammal") == 1 and sp(s, 0, 1, "mammal") == 1 and sp(s, 0, 1, "bird") == 1 and held(s)


def test_metamorphosis():
    s = make()
    set_display(s, "bird", "sun", "meat")
    take(s, "bird", "metamorphosis")
    assert sorted(values(s, "element")) == ["meat", "sun"]      # printed seeds cannot go
    play(s, "element", "sun")
    bag = s.bag[:]
    play(s, "element", "water")
    assert s.disp[A["bird"] * 6 + E["water"]] == 1 and s.disp[A["bird"] * 6 + E["sun"]] == 0
    assert s.bag[E["water"]] == bag[E["water"]] - 1 and s.bag[E["sun"]] == bag[E["sun"]] + 1 and held(s)


def test_niche_biomes():
    s = make(("mammal", "reptile", "bird", "insect"), tiles={(0, 0): "savannah"})
    s.last_scored = H(0, 0)
    s.vp[A["mammal"]], s.vp[A["reptile"]], s.vp[A["bird"]], s.vp[A["insect"]] = 20, 4, 10, 3
    take(s, "bird", "niche_biomes")
    assert [s.vp[A[x]] for x in ("mammal", "reptile", "bird", "insect")] == [13, 4, 10, 3]
    s2 = make(("mammal", "bird"), tiles={(0, 0): "sea"})
    s2.last_scored = H(0, 0)
    s2.vp[A["mammal"]] = 5
    take(s2, "bird", "niche_biomes")
    assert s2.vp[A["mammal"]] == 0                      # never below 0


def test_nocturnal():
    s = make(("mammal", "bird", "insect"))
    assert s.init == [A["insect"], A["bird"], A["mammal"]]
    take(s, "mammal", "nocturnal")
    assert s.init == [A["insect"], A["mammal"], A["bird"]]


def test_predator():
    s = make(("mammal", "reptile", "bird"), tiles={(0, 0): "sea", (1, 0): "desert", (0, 1): "mountain"},
             species={(0, 0): {"mammal": 1, "reptile": 1, "bird": 1}, (1, 0): {"mammal": 1, "bird": 2},
                      (0, 1): {"reptile": 3}})
    take(s, "mammal", "predator")
    assert sorted(values(s, "animal")) == ["bird", "reptile"]
    play(s, "animal", "reptile")
    assert sp(s, 0, 0, "reptile") == 0 and sp(s, 1, 0, "bird") == 1 and sp(s, 0, 1, "reptile") == 3 and held(s)


def test_symbiotic():
    s = make(("mammal", "reptile", "bird", "amphibian"))
    set_display(s, "bird", "sun")                      # bird 3; mammal 2, reptile 2 fewer; amphibian 3 not
    take(s, "bird", "symbiotic")
    assert [B.elements_total(s, A[x]) for x in ("mammal", "reptile", "bird", "amphibian")] == [3, 3, 4, 3]
    assert sum(s.bag) == 96 - 3 and held(s)
