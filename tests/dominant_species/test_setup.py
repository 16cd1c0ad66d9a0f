"""Set-up: the start position of the reference (sect. 2–3), pieces per player count, the 2–3 player rule."""
import pytest

from rules.engine.core import ConfigError
from rules.dominant_species import board as B
from rules.dominant_species.constants import B_ABUND, B_ADAPT, B_WANDER, PLANNING, TUNDRA
from rules.dominant_species.cards import card_ids
from rules.dominant_species.game import RULES
from tests.dominant_species.helpers import A, C, E, H, T, sp

ALL = ["mammal", "reptile", "bird", "amphibian", "arachnid", "insect"]


def six():
    return RULES.new_game({"players": 6, "animals": ALL}, 3)


def test_seven_start_tiles_with_tundra_on_the_central_sea():
    s = six()
    tiles = {(0, 0): "tundra", (0, -1): "wetland", (1, -1): "savannah", (1, 0): "desert",
             (0, 1): "mountain", (-1, 1): "forest", (-1, 0): "jungle"}
    assert sum(1 for t in s.terrain if t >= 0) == 7
    for (q, r), t in tiles.items():
        assert s.terrain[H(q, r)] == T[t]
    assert s.tundra == 11


def test_twelve_start_elements_on_their_corners():
    s = six()
    want = {
        C((0, 0), (1, -1), (1, 0)): "grass", C((0, -1), (1, -1), (1, -2)): "grass",
        C((0, 0), (1, 0), (0, 1)): "sun", C((1, -1), (1, 0), (2, -1)): "sun",
        C((0, 0), (0, 1), (-1, 1)): "meat", C((0, 1), (1, 0), (1, 1)): "meat",
        C((0, 0), (-1, 1), (-1, 0)): "seed", C((-1, 1), (0, 1), (-1, 2)): "seed",
        C((0, 0), (-1, 0), (0, -1)): "grub", C((-1, 0), (-1, 1), (-2, 1)): "grub",
        C((0, 0), (0, -1), (1, -1)): "water", C((0, -1), (-1, 0), (-1, -1)): "water",
    }
    placed = {c: e for c, e in enumerate(s.el) if e >= 0}
    assert placed == {c: E[e] for c, e in want.items()}


def test_start_species_gene_pools_and_pieces_at_six():
    s = six()
    start = {"insect": {(1, -1): 2, (0, -1): 1, (1, 0): 1}, "arachnid": {(-1, 0): 2, (-1, 1): 1, (0, -1): 1},
             "amphibian": {(0, -1): 2, (-1, 0): 1, (1, -1): 1}, "bird": {(-1, 1): 2, (0, 1): 1, (-1, 0): 1},
             "reptile": {(1, 0): 2, (1, -1): 1, (0, 1): 1}, "mammal": {(0, 1): 2, (1, 0): 1, (-1, 1): 1}}
    for animal, where in start.items():
        for (q, r), n in where.items():
            assert sp(s, q, r, animal) == n
        assert sum(s.sp[h * 6 + A[animal]] for h in range(35)) == 4
        assert s.gene[A[animal]] == 35 - 1 - 4 == 30
        assert s.aps[A[animal]] == s.supply[A[animal]] == 3
    # with all six animals each one dominates its two-species tile
    home = {"insect": (1, -1), "arachnid": (-1, 0), "amphibian": (0, -1), "bird": (-1, 1),
            "reptile": (1, 0), "mammal": (0, 1)}
    for animal, (q, r) in home.items():
        assert B.dominant(s, H(q, r)) == A[animal]
    assert B.dominant(s, H(0, 0)) == -1          # the tundra has no species


def test_initiative_reverse_food_chain_and_first_player():
    s = six()
    assert [a for a in s.init] == [A[x] for x in reversed(ALL)]
    assert s.phase == PLANNING and RULES.current_player(s) == ALL.index("insect")


def test_boxes_bag_stacks_and_cards():
    s = six()
    for b in (B_ADAPT, B_ABUND, B_WANDER):
        assert sum(s.box[b * 6:b * 6 + 6]) == 4
    assert sum(s.bag) == 120 - 12 - 12 == 96
    assert [len(st) for st in s.stacks] == [8, 8, 8] and s.up == [True, True, True]
    assert sorted(t for st in s.stacks for t in st) == sorted([T["sea"]] * 6 + [T[t] for t in
                                                              ("wetland", "savannah", "jungle", "forest", "desert",
                                                               "mountain") for _ in range(3)])
    assert len(s.avail) == 5 and len(s.deck) == 26 - 5 == 21
    assert card_ids()[s.deck[0]] == "ice_age"
    assert "ice_age" not in [card_ids()[k] for k in s.avail]
    assert len(card_ids()) == 26


@pytest.mark.parametrize("n,pawns,cubes", [(2, 7, 55), (3, 6, 50), (4, 5, 45), (5, 4, 40), (6, 3, 35)])
def test_pieces_per_player_count(n, pawns, cubes):
    s = RULES.new_game({"players": n}, 11)
    assert len(s.animals) == n
    for a in s.animals:
        assert s.aps[a] == pawns
        assert s.gene[a] == cubes - 5
    # unused animals have no species on the Earth
    for a in range(6):
        if a not in s.animals:
            assert not any(s.sp[h * 6 + a] for h in range(35))


@pytest.mark.parametrize("n,per", [(2, 3), (3, 2)])
def test_multi_animal_rule(n, per):
    s = RULES.new_game({"players": n, "multi_animal": True}, 5)
    assert s.multi and len(s.animals) == 6
    assert sorted(len(x) for x in s.seat_animals) == [per] * n
    assert sorted(a for x in s.seat_animals for a in x) == list(range(6))
    for a in s.animals:                      # the pieces of a six-animal game
        assert s.aps[a] == 3 and s.gene[a] == 30
    for seat, mine in enumerate(s.seat_animals):
        assert all(s.owner[a] == seat for a in mine)


def test_chosen_animals_and_random_rest():
    s = RULES.new_game({"players": 3, "animals": ["bird", "random"]}, 2)
    assert s.seat_animals[0] == (A["bird"],)
    assert len({x[0] for x in s.seat_animals}) == 3


@pytest.mark.parametrize("cfg", [{"players": 1}, {"players": 7}, {"players": "3"}, {"players": True},
                                 {"players": 3, "multi_animal": "yes"}, {"players": 3, "animals": ["dragon"]},
                                 {"players": 3, "animals": ["bird", "bird"]},
                                 {"players": 2, "animals": ["bird", "mammal", "insect"]}])
def test_bad_configs_are_refused_with_one_line(cfg):
    with pytest.raises(ConfigError) as err:
        RULES.normalize_config(cfg)
    assert "\n" not in str(err.value)


def test_multi_animal_option_only_for_two_and_three():
    assert RULES.normalize_config({"players": 4, "multi_animal": True}).get("multi_animal") is False
    s = RULES.new_game({"players": 4, "multi_animal": True}, 1)
    assert len(s.animals) == 4


def test_same_seed_same_game():
    a = RULES.new_game({"players": 4}, 99)
    b = RULES.new_game({"players": 4}, 99)
    assert a == b
    assert RULES.new_game({"players": 4}, 98) != a
    assert all(t != TUNDRA for st in a.stacks for t in st)


def test_why_illegal_explains_and_works_on_views():
    from rules.engine.core import Action
    s = RULES.new_game({"players": 3}, 1)
    v = RULES.view(s, RULES.current_player(s))
    assert RULES.why_illegal(v, RULES.legal_actions(v)[0]) is None
    assert "belongs to the reptiles" in RULES.why_illegal(v, Action("place", 6)).why
    RULES.apply(s, Action("place", 1))
    v = RULES.view(s, RULES.current_player(s))
    assert "already holds" in RULES.why_illegal(v, Action("place", 1)).why
    assert "the choice is place" in RULES.why_illegal(v, Action("tile", 3)).why
    assert RULES.why_illegal(v, Action("place", True)).rule == "malformed"
