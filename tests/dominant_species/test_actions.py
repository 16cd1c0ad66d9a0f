"""Planning and the twelve actions, each on an Earth built by hand, with the numbers worked out."""
from rules.engine.core import Action
from rules.dominant_species import board as B
from rules.dominant_species.constants import B_ABUND, B_ADAPT, B_DEPLETE, B_WASTE, EXECUTION, TUNDRA
from rules.dominant_species.game import RULES
from rules.dominant_species.steps import PASS
from tests.dominant_species.helpers import (A, C, E, H, T, box, corners_of, el, held, legal, make, play, set_display,
                                            sp, start, top, values)

GLACIATION = (11, 12, 13, 14)
SPECIATION = {"meat": 15, "sun": 16, "seed": 17, "water": 18, "grub": 19, "grass": 20}
MIGRATION = {7: 25, 6: 26, 5: 27, 4: 28, 3: 29, 2: 30}
COMPETITION = (32, 33, 34, 35, 36, 37, 38)
DOMINATION = (39, 40, 41, 42, 43)


# ---------------------------------------------------------------- planning

def test_planning_one_pawn_at_a_time_in_initiative_order_skipping_empty_hands():
    s = RULES.new_game({"players": 3, "animals": ["mammal", "bird", "insect"]}, 0)
    assert [x for x in s.init] == [A["insect"], A["bird"], A["mammal"]]
    s.supply[A["mammal"]] = 1
    s.supply[A["bird"]] = 2
    s.supply[A["insect"]] = 3
    order = []
    spaces = iter([1, 2, 3, 4, 5, 7])
    while s.phase != EXECUTION:
        order.append(RULES.current_animal(s))
        assert 6 not in values(s) and 21 not in values(s) and 31 not in values(s)   # free spaces
        free = next(spaces)
        play(s, "place", free)
        assert free not in values(s)                                                 # first come, first served
    assert order == [A["insect"], A["bird"], A["mammal"], A["insect"], A["bird"], A["insect"]]
    # Execution began: the first pawn (insect on Adaptation space 1) is off the display and acting
    assert s.spaces[1] == -1 and s.spaces[2] == A["bird"] and s.spaces[3] == A["mammal"]
    assert top(s) == "adapt" and RULES.current_animal(s) == A["insect"]


def test_every_eyeball_offered_at_the_start():
    s = RULES.new_game({"players": 4}, 1)
    assert len(values(s, "place")) == 41


# ---------------------------------------------------------------- 1 initiative

def test_initiative_swap_and_the_pawn_placed_again_resolves_this_turn():
    s = make(("mammal", "bird", "insect"))
    s.spaces[0] = A["mammal"]
    s.supply[A["mammal"]] -= 1
    before = s.supply[A["mammal"]]
    start(s, "initiative", 0)
    assert top(s) == "init_swap"
    play(s, "swap")
    assert s.init == [A["insect"], A["mammal"], A["bird"]]
    assert top(s) == "init_place" and 0 not in values(s, "place") and PASS in RULES.legal_actions(s)
    play(s, "place", DOMINATION[0])
    assert s.spaces[DOMINATION[0]] == A["mammal"] and s.supply[A["mammal"]] == before
    assert held(s)


def test_initiative_first_in_line_has_no_swap_and_may_keep_its_pawn():
    s = make(("mammal", "bird", "insect"))
    s.spaces[0] = A["insect"]
    s.supply[A["insect"]] -= 1
    start(s, "initiative", 0)
    assert top(s) == "init_place"
    play(s, "pass")
    assert s.init == [A["insect"], A["bird"], A["mammal"]] and s.supply[A["insect"]] == 6 and held(s)


# ---------------------------------------------------------------- 2 adaptation

def test_adaptation_takes_one_element_from_the_box():
    s = make()
    box(s, "adaptation", "grass", "meat", "meat", "sun")
    s.spaces[1] = A["mammal"]
    start(s, "adaptation", 1)
    assert sorted(values(s, "element")) == ["grass", "meat", "sun"]
    play(s, "element", "meat")
    assert s.disp[A["mammal"] * 6 + E["meat"]] == 3 and s.box[B_ADAPT * 6 + E["meat"]] == 1 and held(s)


def test_adaptation_never_beyond_six_elements():
    s = make()
    box(s, "adaptation", "grass", "meat")
    set_display(s, "mammal", "sun", "sun", "seed", "grub")       # 2 printed + 4 = 6
    s.spaces[1] = A["mammal"]
    start(s, "adaptation", 1)
    assert held(s) and B.elements_total(s, A["mammal"]) == 6


# ---------------------------------------------------------------- 3 regression

def test_regression_each_type_once_pawns_and_the_reptile_protect_printed_never_lost():
    s = make(("mammal", "reptile", "bird"))
    box(s, "regression", "seed", "seed", "sun")
    set_display(s, "mammal", "seed", "sun")
    set_display(s, "reptile", "seed", "sun")
    set_display(s, "bird", "sun")
    s.spaces[4] = A["mammal"]
    bag = s.bag[:]
    start(s, "regression", 4)
    assert top(s) == "protect" and sorted(values(s, "element")) == ["seed", "sun"]
    play(s, "element", "seed")
    start(s, "regression", 5)                       # nobody there
    start(s, "regression", 6)                       # the reptile's free space
    assert top(s) == "protect" and RULES.current_animal(s) == A["reptile"]
    play(s, "element", "sun")
    start(s, "regression_apply")
    d = s.disp
    assert (d[A["mammal"] * 6 + E["seed"]], d[A["mammal"] * 6 + E["sun"]]) == (1, 0)
    assert (d[A["reptile"] * 6 + E["seed"]], d[A["reptile"] * 6 + E["sun"]]) == (0, 3)
    assert (d[A["bird"] * 6 + E["seed"]], d[A["bird"] * 6 + E["sun"]]) == (2, 0)     # printed seeds stay
    assert s.bag[E["sun"]] == bag[E["sun"]] + 2 and s.bag[E["seed"]] == bag[E["seed"]] + 1
    assert s.protect == [0] * 6 and held(s)


def test_regression_protection_is_voluntary_even_with_a_single_type_at_risk():
    """Every action is voluntary: with one type at risk the reptiles are still asked, and "protect
    nothing" is offered; taking the protection keeps the element."""
    s = make(("mammal", "reptile", "bird"))
    box(s, "regression", "water")
    set_display(s, "reptile", "water")
    start(s, "regression", 6)
    assert top(s) == "protect" and RULES.current_animal(s) == A["reptile"]
    assert legal(s) == [Action("element", "water"), PASS]
    play(s, "element", "water")
    assert held(s) and s.protect[A["reptile"]] == 1 << E["water"]
    start(s, "regression_apply")
    assert s.disp[A["reptile"] * 6 + E["water"]] == 1


def test_regression_protecting_nothing_loses_the_element():
    s = make(("mammal", "reptile", "bird"))
    box(s, "regression", "water", "sun")
    set_display(s, "reptile", "water")
    set_display(s, "mammal", "water", "sun")
    bag = s.bag[:]
    s.spaces[4] = A["mammal"]
    start(s, "regression", 4)
    assert top(s) == "protect" and sorted(values(s, "element")) == ["sun", "water"] and PASS in legal(s)
    ev = play(s, "pass")
    assert [e.kind for e in ev] == ["passed"] and ev[0].data["step"] == "protect" and s.protect[A["mammal"]] == 0
    start(s, "regression", 6)                       # the reptiles' free space: one type, still a choice
    assert top(s) == "protect" and legal(s) == [Action("element", "water"), PASS]
    play(s, "pass")
    assert held(s)
    start(s, "regression_apply")
    assert s.disp[A["reptile"] * 6 + E["water"]] == 0
    assert s.disp[A["mammal"] * 6 + E["water"]] == 0 and s.disp[A["mammal"] * 6 + E["sun"]] == 0
    assert s.bag[E["water"]] == bag[E["water"]] + 2 and s.bag[E["sun"]] == bag[E["sun"]] + 1


def test_regression_nothing_at_risk_asks_nothing():
    s = make(("mammal", "reptile", "bird"))
    box(s, "regression", "water")
    start(s, "regression", 6)                       # the reptiles have no added water: nothing to protect
    assert held(s)


# ---------------------------------------------------------------- 4 abundance

def test_abundance_places_on_any_vacant_corner_touching_a_tile_rim_included():
    s = make(tiles={(3, -3): "sea", (0, 0): "jungle"})
    box(s, "abundance", "water", "water", "grub")
    s.spaces[7] = A["bird"]
    start(s, "abundance", 7)
    assert sorted(values(s, "element")) == ["grub", "water"]
    play(s, "element", "water")
    corners = values(s, "corner")
    rim = C((3, -3), (4, -4), (4, -3))              # two of its hexes lie off the board
    assert rim in corners and len(corners) == 12
    assert C((2, 2), (3, 2), (3, 1)) not in corners if (3, 2) in () else True
    far = C((-3, 3), (-2, 2), (-2, 3))              # touches no tile
    assert far not in corners
    play(s, "corner", rim)
    assert el(s, rim) == "water" and s.box[B_ABUND * 6 + E["water"]] == 1 and held(s)


# ---------------------------------------------------------------- 5 wasteland

def _tundra_earth():
    tiles = {(0, 0): "tundra", (1, 0): "desert", (2, 0): "savannah"}
    on_tundra = C((0, 0), (1, 0), (1, -1))
    off_tundra = C((1, 0), (2, 0), (2, -1))
    other = C((0, 0), (0, 1), (-1, 1))
    return tiles, on_tundra, off_tundra, other


def test_wasteland_return_one_then_thaw_every_tundra_element_of_a_type_left():
    tiles, on_tundra, off_tundra, other = _tundra_earth()
    s = make(tiles=tiles, elements={on_tundra: "sun", off_tundra: "sun", other: "grass"})
    box(s, "wasteland", "sun", "grass")
    s.spaces[9] = A["mammal"]
    start(s, "wasteland", 9)
    assert sorted(values(s, "element")) == ["grass", "sun"]
    bag = s.bag[:]
    play(s, "element", "grass")
    assert s.bag[E["grass"]] == bag[E["grass"]] + 1
    start(s, "wasteland_auto")
    assert el(s, on_tundra) is None and el(s, off_tundra) == "sun" and el(s, other) == "grass"
    assert s.bag[E["sun"]] == bag[E["sun"]] + 1 and s.box[B_WASTE * 6 + E["sun"]] == 1


def test_wasteland_thaw_happens_without_a_pawn():
    tiles, on_tundra, off_tundra, other = _tundra_earth()
    s = make(tiles=tiles, elements={on_tundra: "sun", other: "grass"})
    box(s, "wasteland", "grass")
    start(s, "wasteland", 9)
    start(s, "wasteland_auto")
    assert el(s, on_tundra) == "sun" and el(s, other) is None


# ---------------------------------------------------------------- 6 depletion

def test_depletion_removes_an_element_of_a_type_in_the_box():
    c1, c2 = C((0, 0), (1, 0), (1, -1)), C((0, 0), (0, 1), (-1, 1))
    s = make(tiles={(0, 0): "sea", (1, 0): "desert"}, elements={c1: "meat", c2: "seed"})
    box(s, "depletion", "meat")
    s.spaces[10] = A["bird"]
    start(s, "depletion", 10)
    assert values(s, "corner") == [c1]
    play(s, "corner", c1)
    assert el(s, c1) is None and el(s, c2) == "seed" and s.box[B_DEPLETE * 6 + E["meat"]] == 1


# ---------------------------------------------------------------- 7 glaciation

def _glacier_earth():
    tiles = {(0, 0): "tundra", (1, -1): "tundra", (1, 0): "desert", (2, -1): "savannah", (0, 1): "mountain",
             (2, 1): "sea"}
    three = C((0, 0), (1, -1), (1, 0))
    two = C((0, 0), (1, 0), (0, 1))
    return tiles, three, two


def test_glaciation_only_the_leftmost_pawn_acts_and_the_numbers():
    tiles, three, two = _glacier_earth()
    s = make(("mammal", "reptile", "bird"), tiles=tiles, elements={three: "sun", two: "meat"},
             species={(1, 0): {"mammal": 3, "bird": 1}})
    s.spaces[11], s.spaces[12], s.spaces[13] = A["reptile"], A["mammal"], A["bird"]
    gene = s.gene[:]
    start(s, "glaciation")
    assert RULES.current_animal(s) == A["reptile"]
    assert sorted(values(s, "tile")) == sorted([H(1, 0), H(2, -1), H(0, 1)])   # not (2,1): no tundra next to it
    play(s, "tile", H(1, 0))
    assert s.terrain[H(1, 0)] == TUNDRA and s.tundra == 10
    assert el(s, three) is None and el(s, two) == "meat"          # only the corner of three tundras
    assert s.vp[A["reptile"]] == 3                                 # two tundras next to it: bonus 3
    assert sp(s, 1, 0, "mammal") == 1 and sp(s, 1, 0, "bird") == 1
    assert s.gene[A["mammal"]] == gene[A["mammal"]] + 2 and s.elim[A["mammal"]] == 0
    assert s.spaces[11] == -1 and s.spaces[12] == A["mammal"] and s.spaces[13] == A["bird"]


def test_glaciation_clears_every_corner_of_three_tundras_not_only_the_new_tiles():
    """An element put on a corner of three tundra tiles since the last Glaciation (Abundance may put one
    on any free corner) goes at the next Glaciation, wherever the new tundra is; corners touching two
    tundra tiles keep theirs, on the new tile or elsewhere."""
    tiles = {(0, 0): "tundra", (1, -1): "tundra", (1, 0): "tundra", (0, 1): "mountain", (2, -1): "savannah",
             (-1, 1): "forest", (3, -3): "sea"}
    old_three = C((0, 0), (1, -1), (1, 0))           # three tundras already, not a corner of (0,1)
    new_three = C((0, 0), (1, 0), (0, 1))            # three once (0,1) is covered
    new_two = C((0, 0), (-1, 1), (0, 1))             # on the new tile, two tundras
    old_two = C((1, -1), (1, 0), (2, -1))            # elsewhere, two tundras
    far = corners_of(3, -3)[0]                       # no tundra at all
    s = make(("mammal", "reptile", "bird"), tiles=tiles,
             elements={old_three: "grub", new_three: "sun", new_two: "meat", old_two: "seed", far: "water"})
    bag = s.bag[:]
    s.spaces[11] = A["bird"]
    start(s, "glaciation")
    ev = play(s, "tile", H(0, 1))
    assert el(s, old_three) is None and el(s, new_three) is None
    assert (el(s, new_two), el(s, old_two), el(s, far)) == ("meat", "seed", "water")
    assert s.bag[E["grub"]] == bag[E["grub"]] + 1 and s.bag[E["sun"]] == bag[E["sun"]] + 1
    told = next(e for e in ev if e.kind == "glaciation").data["removed"]
    assert sorted(c for c, _ in told) == sorted([old_three, new_three])


def test_glaciation_impossible_when_the_stock_is_empty():
    tiles, three, two = _glacier_earth()
    s = make(tiles=tiles)
    s.tundra = 0
    s.spaces[11] = A["bird"]
    start(s, "glaciation")
    assert held(s) and s.spaces[11] == -1


# ---------------------------------------------------------------- 8 speciation

def test_speciation_caps_by_terrain_and_gene_pool():
    corner = C((0, 0), (1, -1), (1, 0))
    s = make(tiles={(0, 0): "sea", (1, -1): "wetland", (1, 0): "desert"}, elements={corner: "seed"}, gene=7)
    s.spaces[SPECIATION["seed"]] = A["bird"]
    start(s, "speciation", SPECIATION["seed"])
    assert values(s, "corner") == [corner]
    play(s, "corner", corner)
    # the tiles of the corner in index order: (0,0) sea, (1,-1) wetland, (1,0) desert
    assert values(s) == [4, 3, 2, 1, 0]
    play(s, "count", 4)
    assert values(s) == [3, 2, 1, 0]                  # 3 left in the gene pool
    play(s, "count", 2)
    assert values(s) == [1, 0]                        # desert cap 2 but one cube left
    play(s, "count", 1)
    assert (sp(s, 0, 0, "bird"), sp(s, 1, -1, "bird"), sp(s, 1, 0, "bird")) == (4, 2, 1)
    assert s.gene[A["bird"]] == 0 and held(s)


def test_speciation_tundra_takes_one_and_the_space_type_must_match():
    c_meat = C((0, 0), (1, 0), (0, 1))
    c_seed = C((0, 0), (0, 1), (-1, 1))
    s = make(tiles={(0, 0): "tundra", (1, 0): "mountain"}, elements={c_meat: "meat", c_seed: "seed"})
    s.spaces[SPECIATION["meat"]] = A["mammal"]
    start(s, "speciation", SPECIATION["meat"])
    assert values(s, "corner") == [c_meat]
    play(s, "corner", c_meat)
    assert values(s) == [1, 0]                        # tundra
    play(s, "count", 1)
    assert values(s) == [2, 1, 0]                     # mountain
    play(s, "count", 2)
    assert sp(s, 0, 0, "mammal") == 1 and sp(s, 1, 0, "mammal") == 2


def test_insect_free_speciation_on_any_tile():
    s = make(("insect", "bird"), tiles={(0, 0): "sea", (3, -3): "forest"})
    start(s, "speciation", 21)
    assert RULES.current_animal(s) == A["insect"]
    assert sorted(values(s, "tile")) == sorted([H(0, 0), H(3, -3)])
    play(s, "tile", H(3, -3))
    assert sp(s, 3, -3, "insect") == 1 and s.gene[A["insect"]] == 19


# ---------------------------------------------------------------- 9 wanderlust

def test_wanderlust_tile_element_bonus_and_moves_in_food_chain_order():
    s = make(("mammal", "bird", "insect"), tiles={(0, 0): "sea", (1, 0): "desert"},
             species={(0, 0): {"mammal": 2, "insect": 1}, (1, 0): {"bird": 1}})
    s.stacks[0][-1] = T["forest"]
    s.wl_left = [0] * 8
    for st in s.stacks:
        for t in st:
            s.wl_left[t] += 1
    box(s, "wanderlust", "water", "grass")
    s.spaces[22] = A["insect"]
    start(s, "wanderlust", 22)
    play(s, "stack", 0)
    assert s.up[0] is False and len(s.stacks[0]) == 7
    assert H(1, -1) in values(s, "hex") and H(3, -3) not in values(s, "hex")
    play(s, "hex", H(1, -1))
    assert s.terrain[H(1, -1)] == T["forest"]
    play(s, "element", "water")
    new_corners = set(s_c for s_c in values(s, "corner"))
    assert C((0, 0), (1, -1), (1, 0)) in new_corners
    play(s, "corner", C((1, -1), (2, -2), (2, -1)))
    assert s.vp[A["insect"]] == 3                     # two tiles next to it
    # moves: mammal first, then bird, then insect
    assert RULES.current_animal(s) == A["mammal"] and values(s) == [2, 1, 0]
    play(s, "count", 1)
    assert RULES.current_animal(s) == A["bird"]
    play(s, "count", 1)
    assert RULES.current_animal(s) == A["insect"]
    play(s, "count", 0)
    assert (sp(s, 1, -1, "mammal"), sp(s, 1, -1, "bird"), sp(s, 1, -1, "insect")) == (1, 1, 0)
    assert sp(s, 0, 0, "mammal") == 1 and held(s)


def test_wanderlust_needs_a_face_up_tile():
    s = make(tiles={(0, 0): "sea"})
    s.up = [False, False, False]
    s.spaces[22] = A["bird"]
    start(s, "wanderlust", 22)
    assert held(s)


# ---------------------------------------------------------------- 10 migration

def test_migration_each_species_once_up_to_the_space_number():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert", (2, 0): "jungle"}, species={(0, 0): {"mammal": 3}})
    s.spaces[MIGRATION[3]] = A["mammal"]
    start(s, "migration", MIGRATION[3])
    assert sorted(values(s, "move")) == [(H(0, 0), H(1, 0))]
    play(s, "move", (H(0, 0), H(1, 0)))
    assert (H(1, 0), H(2, 0)) not in values(s, "move")       # that species has moved already
    play(s, "move", (H(0, 0), H(1, 0)))
    play(s, "move", (H(0, 0), H(1, 0)))
    assert sp(s, 1, 0, "mammal") == 3 and held(s)


def test_migration_birds_two_tiles_never_over_an_empty_hex():
    s = make(tiles={(0, 0): "sea", (1, 0): "desert", (2, 0): "jungle", (0, 2): "forest"},
             species={(0, 0): {"bird": 1}})
    s.spaces[MIGRATION[2]] = A["bird"]
    start(s, "migration", MIGRATION[2])
    assert sorted(values(s, "move")) == sorted([(H(0, 0), H(1, 0)), (H(0, 0), H(2, 0))])   # (0,2): over (0,1), empty
    play(s, "move", (H(0, 0), H(2, 0)))
    assert sp(s, 2, 0, "bird") == 1 and held(s)


# ---------------------------------------------------------------- 11 competition

def test_competition_one_tile_per_terrain_of_the_space():
    s = make(("mammal", "reptile", "bird"),
             tiles={(0, 0): "tundra", (1, -1): "wetland", (1, 0): "jungle", (0, 1): "desert", (2, -2): "tundra"},
             species={(0, 0): {"mammal": 1, "bird": 2}, (1, -1): {"mammal": 1, "reptile": 1},
                      (1, 0): {"mammal": 1, "bird": 1}, (0, 1): {"mammal": 1, "reptile": 1},
                      (2, -2): {"mammal": 1, "reptile": 1}})
    s.spaces[COMPETITION[0]] = A["mammal"]               # tundra, jungle, wetland
    start(s, "competition", COMPETITION[0])
    got = set(values(s, "compete"))
    assert got == {(H(0, 0), "bird"), (H(1, -1), "reptile"), (H(1, 0), "bird"), (H(2, -2), "reptile")}
    play(s, "compete", (H(0, 0), "bird"))
    assert sp(s, 0, 0, "bird") == 1 and s.elim[A["bird"]] == 1
    assert set(values(s, "compete")) == {(H(1, -1), "reptile"), (H(1, 0), "bird")}      # no second tundra
    play(s, "compete", (H(1, 0), "bird"))
    play(s, "compete", (H(1, -1), "reptile"))
    assert held(s) and sp(s, 0, 1, "reptile") == 1


def test_arachnid_free_competition_first_on_any_one_tile():
    s = make(("reptile", "arachnid"), tiles={(0, 1): "desert", (1, 0): "sea"},
             species={(0, 1): {"arachnid": 1, "reptile": 2}, (1, 0): {"arachnid": 1, "reptile": 1}})
    start(s, "competition", 31)
    assert RULES.current_animal(s) == A["arachnid"]
    assert set(values(s, "compete")) == {(H(0, 1), "reptile"), (H(1, 0), "reptile")}
    play(s, "compete", (H(0, 1), "reptile"))
    assert held(s) and sp(s, 0, 1, "reptile") == 1 and sp(s, 1, 0, "reptile") == 1


# ---------------------------------------------------------------- 12 domination

def test_domination_scores_by_species_ties_by_food_chain_then_the_dominant_takes_a_card():
    corner = C((0, 0), (1, 0), (1, -1))
    s = make(("mammal", "reptile", "bird", "amphibian", "insect"), tiles={(0, 0): "sea", (1, 0): "desert"},
             elements={corner: "sun"},
             species={(0, 0): {"mammal": 2, "reptile": 3, "bird": 2, "amphibian": 1, "insect": 1}})
    s.spaces[DOMINATION[0]] = A["bird"]
    start(s, "domination", DOMINATION[0])
    assert values(s, "tile") == [H(0, 0)]                # (1,0) has no species
    play(s, "tile", H(0, 0))
    assert [s.vp[A[x]] for x in ("reptile", "mammal", "bird", "amphibian", "insect")] == [9, 5, 3, 2, 0]
    # the reptile (sun) dominates the sea: it chooses a card, whoever took the action
    assert top(s) == "card" and RULES.current_animal(s) == A["reptile"]
    assert s.scored == [H(0, 0)]


def test_a_tile_is_scored_once_per_turn_and_no_card_without_a_dominant():
    s = make(("mammal", "bird"), tiles={(0, 0): "wetland", (1, 0): "desert"},
             species={(0, 0): {"mammal": 1, "bird": 1}, (1, 0): {"bird": 1}})
    s.spaces[DOMINATION[0]] = A["mammal"]
    s.spaces[DOMINATION[1]] = A["bird"]
    start(s, "domination", DOMINATION[0])
    play(s, "tile", H(0, 0))                          # no element: nobody dominates
    assert s.vp[A["mammal"]] == 8 and s.vp[A["bird"]] == 4 and held(s)
    start(s, "domination", DOMINATION[1])
    assert values(s, "tile") == [H(1, 0)]             # the wetland was scored this turn
    play(s, "tile", H(1, 0))
    assert s.vp[A["bird"]] == 8 and held(s)
