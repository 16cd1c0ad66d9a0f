"""Reset (Extinction with the mammal's save, Survival, Reseed) and the end of the game."""
from rules.dominant_species import flow
from rules.dominant_species.constants import (B_ABUND, B_ADAPT, B_DEPLETE, B_REGRESS, B_WANDER, B_WASTE, EXECUTION,
                                              OVER, PLANNING)
from rules.engine.core import Action
from rules.dominant_species.cards import card_ids
from rules.dominant_species.steps import PASS
from rules.dominant_species.game import RULES
from tests.dominant_species.helpers import HOLD, A, E, H, box, corners_of, held, make, play, push, sp, top, values


def _boxes(s, b):
    return sum(s.box[b * 6:b * 6 + 6])


def test_extinction_eliminates_endangered_species_only():
    c = corners_of(0, 0)
    s = make(("mammal", "reptile", "bird"), tiles={(0, 0): "sea", (1, 0): "desert"}, elements={c[0]: "sun"},
             species={(0, 0): {"reptile": 2, "bird": 3}, (1, 0): {"reptile": 1}})
    push(s, "extinction")
    # the sun touches (0,0) and (1,0)? c[0] is the corner (0,0)-(1,0)-(1,-1): it touches both
    assert sp(s, 0, 0, "reptile") == 2 and sp(s, 1, 0, "reptile") == 1
    assert sp(s, 0, 0, "bird") == 0 and s.elim[A["bird"]] == 3 and held(s)


def test_the_mammal_saves_one_endangered_species_choosing_the_tile():
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (3, -3): "desert"},
             species={(0, 0): {"mammal": 2, "bird": 1}, (3, -3): {"mammal": 3}})
    push(s, "extinction")
    assert top(s) == "save" and sorted(values(s, "tile")) == sorted([H(0, 0), H(3, -3)])
    assert PASS in RULES.legal_actions(s)                                # "save none" is offered
    play(s, "tile", H(3, -3))
    assert sp(s, 3, -3, "mammal") == 1 and sp(s, 0, 0, "mammal") == 0 and sp(s, 0, 0, "bird") == 0
    assert s.elim[A["mammal"]] == 4 and held(s)


def test_the_mammal_save_is_voluntary_even_on_a_single_tile():
    s = make(("mammal", "bird"), tiles={(0, 0): "sea"}, species={(0, 0): {"mammal": 2}})
    push(s, "extinction")
    assert top(s) == "save" and RULES.legal_actions(s) == [Action("tile", H(0, 0)), PASS]
    ev = play(s, "tile", H(0, 0))
    assert [e.kind for e in ev] == ["saved", "eliminated"]
    assert sp(s, 0, 0, "mammal") == 1 and s.elim[A["mammal"]] == 1 and held(s)


def test_the_mammal_saving_none_lets_every_endangered_species_die():
    for tiles in ({(0, 0): "sea"}, {(0, 0): "sea", (3, -3): "desert"}):
        species = {(0, 0): {"mammal": 2}, (3, -3): {"mammal": 1}} if len(tiles) == 2 else {(0, 0): {"mammal": 2}}
        s = make(("mammal", "bird"), tiles=tiles, species=species)
        push(s, "extinction")
        assert top(s) == "save" and PASS in RULES.legal_actions(s)
        ev = play(s, "pass")
        assert ev[0].kind == "passed" and ev[0].data["step"] == "save" and "saved" not in [e.kind for e in ev]
        assert sp(s, 0, 0, "mammal") == 0 and sp(s, 3, -3, "mammal") == 0 and held(s)
        assert s.elim[A["mammal"]] == sum(per["mammal"] for per in species.values())


def test_no_endangered_mammal_asks_nothing():
    c = corners_of(0, 0)
    s = make(("mammal", "bird"), tiles={(0, 0): "sea"}, elements={c[0]: "meat"}, species={(0, 0): {"mammal": 2}})
    push(s, "extinction")
    assert held(s) and sp(s, 0, 0, "mammal") == 2


def test_survival_sole_leader_on_tundra_scores_the_tundra_tiles_it_occupies():
    s = make(tiles={(0, 0): "tundra", (1, 0): "tundra", (0, 1): "tundra", (3, -3): "sea"},
             species={(0, 0): {"bird": 1, "mammal": 1}, (1, 0): {"bird": 1}, (0, 1): {"reptile": 1},
                      (3, -3): {"mammal": 5}})
    push(s, "survival")
    assert s.vp[A["bird"]] == 3 and s.vp[A["mammal"]] == 0 and held(s)      # 2 tundras: bonus 3


def test_survival_tie_nobody_holds_it():
    s = make(tiles={(0, 0): "tundra", (1, 0): "tundra"}, species={(0, 0): {"bird": 1}, (1, 0): {"mammal": 1}})
    push(s, "survival")
    assert s.vp[A["bird"]] == 0 and s.vp[A["mammal"]] == 0


def test_reseed_cards_glaciation_slide_element_flow_and_new_tops():
    s = make(("mammal", "reptile", "bird"))
    s.avail = s.avail[:2]
    deck = len(s.deck)
    s.spaces[12], s.spaces[14] = A["mammal"], A["bird"]
    box(s, "adaptation", "grass", "grass")
    box(s, "regression", "sun")
    box(s, "abundance", "meat")
    box(s, "wasteland", "water", "seed")
    box(s, "depletion", "grub")
    box(s, "wanderlust", "sun", "sun", "sun")
    s.up = [False, True, False]
    tops = [st[-1] for st in s.stacks]
    total = sum(s.bag) + sum(s.box)
    flow.reseed(s, [])
    assert len(s.avail) == 5 and len(s.deck) == deck - 3
    assert s.spaces[11] == A["mammal"] and s.spaces[12] == -1 and s.spaces[13] == A["bird"] and s.spaces[14] == -1
    assert s.box[B_REGRESS * 6 + E["grass"]] == 2 and _boxes(s, B_REGRESS) == 2      # adaptation slid down
    assert s.box[B_WASTE * 6 + E["meat"]] == 1 and _boxes(s, B_WASTE) == 1           # abundance slid down
    assert _boxes(s, B_DEPLETE) == 2 and s.box[B_DEPLETE * 6 + E["water"]] == 1      # wasteland slid down
    assert s.box[B_DEPLETE * 6 + E["seed"]] == 1
    for b in (B_ADAPT, B_ABUND, B_WANDER):
        assert _boxes(s, b) == 4                                                         # four new ones
    assert sum(s.bag) + sum(s.box) == total                                            # nothing lost
    assert s.up == [True, True, True] and [st[-1] for st in s.stacks] == tops


def test_a_turn_runs_into_the_next_planning():
    s = RULES.new_game({"players": 2}, 8)
    turn = s.turn
    while s.phase != PLANNING or s.turn == turn:
        play(s, RULES.legal_actions(s)[0].kind, RULES.legal_actions(s)[0].value)
    assert s.turn == turn + 1 and len(s.avail) == 5 and not s.scored


def test_ice_age_last_turn_extinction_survival_then_every_tile_scored_no_reseed():
    c = corners_of(0, 0)
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (1, 0): "tundra", (3, -3): "desert"},
             elements={c[2]: "seed", corners_of(1, 0)[0]: "meat"},
             species={(0, 0): {"bird": 2, "mammal": 2}, (1, 0): {"mammal": 1}, (3, -3): {"bird": 1}})
    s.avail = [card_ids().index("ice_age")]
    push(s, "card", A["bird"], -1)
    # Ice Age: the bird dominates the sea (seed), the mammal the tundra (meat): one tile each
    assert s.last_turn and s.vp[A["bird"]] == 1 and s.vp[A["mammal"]] == 1
    deck, avail = list(s.deck), list(s.avail)
    # the rest of the turn: nothing left in the program, so the Reset runs
    s.frames.clear()
    flow.settle(s, [])
    # extinction: the mammals on the sea match nothing: they save one there (a choice, even on one tile)
    assert top(s) == "save" and values(s, "tile") == [H(0, 0)]
    play(s, "tile", H(0, 0))
    assert s.phase == OVER and s.deck == deck and s.avail == avail       # no Reseed
    # the bird on the desert matches nothing: eliminated
    assert sp(s, 0, 0, "mammal") == 1 and sp(s, 3, -3, "bird") == 0
    # survival: the mammal alone on tundra, one tundra tile: 1; final scoring: the sea pays the bird 9
    # (2 species) and the mammal 5, the tundra pays the mammal 1
    r = RULES.result(s)
    assert s.vp[A["bird"]] == 1 + 9 and s.vp[A["mammal"]] == 1 + 1 + 5 + 1
    assert r.scores == [8, 10] and r.places == [2, 1]
    assert r.breakdown[1]["animals"][0]["sources"] == {"final": 9, "ice_age": 1}


def test_ties_go_to_the_animal_higher_on_the_food_chain():
    s = make(("insect", "mammal"))
    s.vp[A["insect"]] = s.vp[A["mammal"]] = 12
    s.phase = OVER
    s.frames = []
    r = RULES.result(s)
    assert r.places == [2, 1] and r.scores == [12, 12]


def test_multi_animal_score_is_the_lowest_animal():
    s = make(("mammal", "reptile", "bird"), multi=True, seed=2)
    for a in range(6):
        s.vp[a] = 10 + 3 * a
    s.phase = OVER
    s.frames = []
    r = RULES.result(s)
    for seat, mine in enumerate(s.seat_animals):
        assert r.scores[seat] == min(10 + 3 * a for a in mine)
    best = max(range(3), key=lambda p: r.scores[p])
    assert r.places[best] == 1 and sorted(r.places) == [1, 2, 3]


def _reset_to_next_turn(s):
    """Run what is left of the turn (nothing in the program: the Reset) and return the events."""
    s.frames.clear()
    ev = []
    flow.settle(s, ev)
    return ev


def test_an_earth_without_species_goes_on_speciation_brings_them_back():
    """The game ends only when Ice Age is taken: when the Extinction leaves no species anywhere, the
    next turn begins (species come back from the gene pools by Speciation)."""
    s = make(("mammal", "bird"), tiles={(0, 0): "desert", (1, 0): "sea"}, species={(0, 0): {"bird": 2}}, gene=5)
    _reset_to_next_turn(s)
    assert not any(s.sp) and s.phase == PLANNING and s.turn == 2 and RULES.current_player(s) is not None
    # a Speciation puts species on the Earth again
    s.el[corners_of(1, 0)[0]] = E["seed"]
    s.phase, s.cursor, s.frames = EXECUTION, len(flow.M.PROGRAM), [(HOLD, A["bird"])]   # as make() leaves it
    push(s, "speciation", A["bird"], E["seed"])
    play(s, "corner", corners_of(1, 0)[0])
    while top(s) == "speciation_count":
        play(s, "count", values(s, "count")[0])
    assert sp(s, 1, 0, "bird") > 0


def test_no_turn_cap_a_game_at_turn_41_goes_on():
    for turn in (40, 41, 60):
        s = make(("mammal", "bird"), tiles={(0, 0): "sea"}, elements={corners_of(0, 0)[0]: "meat"},
                 species={(0, 0): {"mammal": 2}})
        s.turn = turn
        _reset_to_next_turn(s)
        assert s.phase == PLANNING and s.turn == turn + 1 and not s.last_turn


def test_a_dead_earth_ends_the_game_no_species_and_every_gene_pool_empty():
    """Our decision (the rules screen): with no species on the Earth and none in any gene pool nothing
    can ever be placed again, so no card can be taken and Ice Age never comes: the game ends with that
    turn. One cube in one gene pool is enough to go on."""
    for pool in (0, 1):
        s = make(("mammal", "bird"), tiles={(0, 0): "desert", (1, 0): "sea"}, species={(0, 0): {"bird": 2}},
                 gene=0)
        s.gene[A["mammal"]] = pool
        _reset_to_next_turn(s)
        assert sp(s, 0, 0, "bird") == 0                          # the birds on the desert die out
        if pool:
            assert s.phase == PLANNING and s.turn == 2
        else:
            assert s.phase == OVER and not s.last_turn and RULES.current_player(s) is None
            assert RULES.result(s) is not None
