"""Never a silly move: hand-built positions where one move (or a set of equal ones) is plainly bad,
each with the reason a player would give. The hard level never chooses it (over a few seeds), the
normal level rarely, the careful yardstick never.

To keep the set fast (a few seconds in all), hard plays with small fixed budgets (``SMALL``: hard's
budget with 12 samples over its 4 best candidates, 6 in Planning over its 4 best placements, each to
the end of the turn); the full budgets only sample more of the same playouts.
"""
import pytest

from rules.dominant_species import flow
from rules.dominant_species.ai import BUDGETS, SearchBot, make_bot
from rules.dominant_species.careful import CarefulBot
from rules.dominant_species.constants import B_ADAPT, B_DEPLETE, B_REGRESS, PLANNING
from rules.dominant_species.game import RULES
from rules.dominant_species.steps import CORNER, PASS, PLACE, TILE, act
from rules.dominant_species.tables import SECTION_SPACES
from rules.dominant_species.moves import SEC
from tests.dominant_species.helpers import A, C, E, H, make, push

SMALL = dict(BUDGETS["hard"], iterations=12, width=4, plan_iterations=6, plan_width=4)
SEEDS = (1, 2, 3)


def domination_lost_tile():
    # the mammal is alone on a sea; the bird leads the desert (4 VPs to the mammal's 2)
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (1, 0): "desert"},
             species={(0, 0): {"mammal": 3}, (1, 0): {"bird": 2, "mammal": 1}})
    push(s, "domination", A["mammal"])
    return s, {TILE[H(1, 0)]}, "scoring the tile the rival wins while a sea of one's own waits"


def domination_feeds_rival():
    s = make(("mammal", "bird"), tiles={(0, 0): "sea"}, species={(0, 0): {"bird": 3, "mammal": 1}})
    push(s, "domination", A["mammal"])
    return s, {TILE[H(0, 0)]}, "scoring the only tile pays the rival 9 and oneself 5: feeding the leader"


def adaptation_useless_element():
    # the mammal's three species on the sea match nothing (only grass there): they die at the Reset
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (-1, 0): "jungle"},
             elements={C((0, 0), (1, 0), (1, -1)): "grass", C((-1, 0), (-2, 0), (-2, 1)): "seed"},
             species={(0, 0): {"mammal": 3}, (-1, 0): {"bird": 2}})
    s.box[B_ADAPT * 6:B_ADAPT * 6 + 6] = [0] * 6
    s.box[B_ADAPT * 6 + E["grass"]] = 1
    s.box[B_ADAPT * 6 + E["sun"]] = 1
    push(s, "adapt", A["mammal"])
    silly = {a for a in RULES.legal_actions(s) if a.value == "sun"} | {PASS}
    return s, silly, "taking an element that matches nothing while grass would save three species from Extinction"


def glaciate_own_stronghold():
    s = make(("mammal", "bird"), tiles={(0, 0): "tundra", (1, 0): "savannah", (-1, 0): "jungle"},
             elements={C((1, 0), (2, -1), (2, 0)): "meat", C((-1, 0), (-2, 0), (-2, 1)): "seed"},
             species={(1, 0): {"mammal": 3}, (-1, 0): {"bird": 3}})
    push(s, "glaciate", A["mammal"], 0)
    return s, {TILE[H(1, 0)]}, "covering one's own savannah with ice instead of the rival's jungle"


def depletion_own_element():
    s = make(("mammal", "bird"), tiles={(0, 1): "forest", (-1, 0): "jungle"},
             elements={C((0, 1), (1, 1), (0, 2)): "meat", C((-1, 0), (-2, 0), (-2, 1)): "seed"},
             species={(0, 1): {"mammal": 2}, (-1, 0): {"bird": 2}})
    s.box[B_DEPLETE * 6:B_DEPLETE * 6 + 6] = [0] * 6
    s.box[B_DEPLETE * 6 + E["meat"]] = 1
    s.box[B_DEPLETE * 6 + E["seed"]] = 1
    push(s, "depletion", A["mammal"])
    return s, {CORNER[C((0, 1), (1, 1), (0, 2))]}, "removing the only meat under one's own species (they die)"


def competition_declined():
    sea = 1 << 0
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (-1, 0): "jungle"},
             elements={C((0, 0), (1, 0), (1, -1)): "meat", C((0, 0), (-1, 0), (0, -1)): "seed"},
             species={(0, 0): {"mammal": 2, "bird": 1}, (-1, 0): {"bird": 2}})
    push(s, "competition", A["mammal"], sea, 0)
    return s, {PASS}, "declining a free elimination that takes the rival off the sea"


def migration_into_death():
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (1, 0): "desert", (-1, 0): "jungle"},
             elements={C((0, 0), (0, -1), (1, -1)): "meat", C((-1, 0), (-2, 0), (-2, 1)): "seed"},
             species={(0, 0): {"mammal": 1, "bird": 1}, (-1, 0): {"bird": 2}})
    push(s, "migration", A["mammal"], 1)
    move = act("move", (H(0, 0), H(1, 0)))
    assert move in RULES.legal_actions(s)
    return s, {move}, "moving the species that wins the sea onto a desert where nothing matches (it dies)"


def protect_useless_type():
    # grass keeps the mammal's species alive on the sea; sun matches nothing of its tiles
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (-1, 0): "jungle"},
             elements={C((0, 0), (1, 0), (1, -1)): "grass", C((-1, 0), (-2, 0), (-2, 1)): "seed"},
             species={(0, 0): {"mammal": 3}, (-1, 0): {"bird": 2}})
    m = A["mammal"] * 6
    s.disp[m + E["grass"]] += 1
    s.disp[m + E["sun"]] += 1
    s.box[B_REGRESS * 6:B_REGRESS * 6 + 6] = [0] * 6
    s.box[B_REGRESS * 6 + E["grass"]] = 1
    s.box[B_REGRESS * 6 + E["sun"]] = 1
    push(s, "protect", A["mammal"])
    silly = {a for a in RULES.legal_actions(s) if a.value == "sun"}
    return s, silly, "protecting an element that matches nothing while the one keeping three species alive goes"


def _planning(seed=5):
    """Turn 1's Planning of a two-player game, the mammal to place a pawn."""
    s = RULES.new_game({"players": 2, "animals": ["mammal", "bird"]}, seed)
    assert s.phase == PLANNING
    s.frames[-1] = ("plan", A["mammal"])
    s._legal = None
    flow.settle(s, [])
    return s


def glaciation_behind():
    s = _planning()
    g = SECTION_SPACES[SEC["glaciation"]]
    s.spaces[g[0]] = A["bird"]
    s.supply[A["bird"]] -= 1
    s._legal = None
    flow.settle(s, [])
    return s, {PLACE[i] for i in g[1:]}, "only the leftmost Glaciation pawn acts: this one is lost for a turn"


def speciation_empty_pool():
    s = _planning()
    s.gene[A["mammal"]] = 0
    spaces = [i for i in SECTION_SPACES[SEC["speciation"]] if PLACE[i] in RULES.legal_actions(s)]
    return s, {PLACE[i] for i in spaces}, "a Speciation with an empty gene pool places nothing"


def adaptation_full_display():
    s = _planning()
    m = A["mammal"] * 6
    s.disp[m + E["meat"]] = 2
    s.disp[m + E["grass"]] = 2
    s.disp[m + E["water"]] = 2
    spaces = [i for i in SECTION_SPACES[SEC["adaptation"]] if PLACE[i] in RULES.legal_actions(s)]
    return s, {PLACE[i] for i in spaces}, "an Adaptation with six elements on the display takes nothing"


def save_declined():
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (-1, 0): "jungle"},
             elements={C((-1, 0), (-2, 0), (-2, 1)): "seed"},
             species={(0, 0): {"mammal": 2}, (-1, 0): {"bird": 2}})
    push(s, "save", A["mammal"])
    return s, {PASS}, "letting a species die that the mammal's power saves for free"


POSITIONS = [domination_lost_tile, domination_feeds_rival, adaptation_useless_element, glaciate_own_stronghold,
             depletion_own_element, competition_declined, migration_into_death, protect_useless_type,
             glaciation_behind, speciation_empty_pool, adaptation_full_display, save_declined]


def _seat(s):
    return RULES.current_player(s)


@pytest.mark.parametrize("build", POSITIONS, ids=lambda f: f.__name__)
def test_hard_never_chooses_the_silly_move(build):
    s, silly, why = build()
    legal = RULES.legal_actions(s)
    assert silly and silly <= set(legal) and len(set(legal) - silly) >= 1, why
    for seed in SEEDS:
        assert SearchBot(seed, **SMALL).choose(RULES, s, _seat(s)) not in silly, why


@pytest.mark.parametrize("build", POSITIONS, ids=lambda f: f.__name__)
def test_the_careful_yardstick_never_chooses_the_silly_move(build):
    s, silly, why = build()
    for seed in SEEDS:
        assert CarefulBot(seed).choose(RULES, s, _seat(s)) not in silly, why


def test_normal_rarely_chooses_a_silly_move():
    chosen = 0
    for build in POSITIONS:
        s, silly, _ = build()
        chosen += sum(make_bot("normal", seed).choose(RULES, s, _seat(s)) in silly for seed in SEEDS)
    assert chosen <= len(POSITIONS) * len(SEEDS) // 6
