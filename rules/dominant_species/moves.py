"""Planning and the twelve actions of the Execution phase, each as decision frames (steps.py).

The execution *program* lists, in display order, one item per space (and the automatic steps:
Regression's losses, Wasteland's thaw). Starting an item takes the pawn off its space (back to its
owner's supply) and pushes the frames of its action; every action is voluntary (``pass``), and each
multi-step choice is an action of its own (which element, which corner, which tile, how many).
"""
from __future__ import annotations

from rules.dominant_species import board as B
from rules.dominant_species.constants import (ANIMALS, ARACHNID, B_ABUND, B_ADAPT, B_DEPLETE, B_REGRESS, B_WANDER,
                                              B_WASTE, ELEMENTS, INSECT, SECTIONS, SRC_DOMINATION, SRC_WANDERLUST,
                                              TERRAINS)
from rules.dominant_species.steps import (COUNT, CORNER, ELEM, HEXA, PASS, PLACE, TILE, act, automatic, decision,
                                          effect, emit)
from rules.dominant_species.tables import (CORNER_HEXES, EYEBALLS, HEX_CORNERS, NC, NH, SECTION_SPACES, SPACE_FREE,
                                           SPACE_PARAM, SPACE_SEC, SPEC_CAP, bonus)

SEC = {name: i for i, name in enumerate(SECTIONS)}
GLACIATION_SPACES = SECTION_SPACES[SEC["glaciation"]]

# ---------------------------------------------------------------- the execution program

PROGRAM: list = []
for _si, _spaces in enumerate(SECTION_SPACES):
    _name = SECTIONS[_si]
    if _name == "glaciation":
        PROGRAM.append(("glaciation", -1))
    else:
        PROGRAM.extend((_name, sp) for sp in _spaces)
    if _name == "regression":
        PROGRAM.append(("regression_apply", -1))
    if _name == "wasteland":
        PROGRAM.append(("wasteland_auto", -1))
PROGRAM = tuple(PROGRAM)
# the program position of each space (glaciation spaces share the glaciation item)
PROG_INDEX = tuple(next(i for i, (name, sp) in enumerate(PROGRAM)
                        if sp == space or (name == "glaciation" and SPACE_SEC[space] == SEC["glaciation"]))
                   for space in range(len(SPACE_SEC)))

START: dict = {}


def starts(name):
    def deco(fn):
        START[name] = fn
        return fn
    return deco


def take_pawn(s, space: int) -> int:
    """The animal acting on ``space`` (its pawn goes back to its supply), or -1 when nobody acts."""
    free = SPACE_FREE[space]
    if free >= 0:
        return free if s.owner[free] >= 0 else -1
    a = s.spaces[space]
    if a >= 0:
        s.spaces[space] = -1
        s.supply[a] += 1
    return a


def vacant_eyeballs(s, exclude_initiative: bool = False) -> list:
    sp = s.spaces
    return [i for i in EYEBALLS if sp[i] < 0 and not (exclude_initiative and SPACE_SEC[i] == 0)]


def box_types(s, b: int) -> list:
    base = b * 6
    return [e for e in range(6) if s.box[base + e] > 0]


def _elements(types) -> list:
    return [ELEM[e] for e in types]


def eix(value) -> int:
    return ELEMENTS.index(value)


# ---------------------------------------------------------------- planning

@decision("plan")
def _plan_legal(s, fr):
    return [PLACE[i] for i in vacant_eyeballs(s)]


@effect("plan")
def _plan(s, fr, action, ev):
    a = fr[1]
    s.spaces[action.value] = a
    s.supply[a] -= 1
    emit(s, ev, "pawn_placed", a, space=action.value, section=SECTIONS[SPACE_SEC[action.value]])


def next_planner(s) -> int:
    """The next animal (initiative order, from ``plan_ptr``) with a pawn to place, or -1."""
    if not vacant_eyeballs(s):
        return -1
    order = s.init
    n = len(order)
    for k in range(n):
        a = order[(s.plan_ptr + k) % n]
        if s.supply[a] > 0:
            s.plan_ptr = (s.plan_ptr + k + 1) % n
            return a
    return -1


# ---------------------------------------------------------------- 1 initiative

@starts("initiative")
def _start_initiative(s, space, ev):
    a = take_pawn(s, space)
    if a < 0:
        return
    s.frames.append(("init_place", a))
    if s.init.index(a) > 0:
        s.frames.append(("init_swap", a))


@decision("init_swap")
def _swap_legal(s, fr):
    return [act("swap"), PASS]


@effect("init_swap")
def _swap(s, fr, action, ev):
    a = fr[1]
    i = s.init.index(a)
    s.init[i - 1], s.init[i] = s.init[i], s.init[i - 1]
    emit(s, ev, "initiative", a, position=i - 1 + 1, passed=ANIMALS[s.init[i]])


@decision("init_place")
def _init_place_legal(s, fr):
    if s.supply[fr[1]] <= 0:
        return []
    return [PLACE[i] for i in vacant_eyeballs(s, exclude_initiative=True)] + [PASS]


@effect("init_place")
def _init_place(s, fr, action, ev):
    a = fr[1]
    s.spaces[action.value] = a
    s.supply[a] -= 1
    emit(s, ev, "pawn_placed", a, space=action.value, section=SECTIONS[SPACE_SEC[action.value]], again=True)


# ---------------------------------------------------------------- 2 adaptation

@starts("adaptation")
def _start_adaptation(s, space, ev):
    a = take_pawn(s, space)
    if a >= 0:
        s.frames.append(("adapt", a))


@decision("adapt")
def _adapt_legal(s, fr):
    if B.display_full(s, fr[1]):
        return []
    return _elements(box_types(s, B_ADAPT)) + [PASS]


@effect("adapt")
def _adapt(s, fr, action, ev):
    a, e = fr[1], eix(action.value)
    s.box[B_ADAPT * 6 + e] -= 1
    s.disp[a * 6 + e] += 1
    emit(s, ev, "adaptation", a, element=action.value)


# ---------------------------------------------------------------- 3 regression

def _at_risk(s, a: int) -> list:
    """Types of the Regression box that would cost ``a`` an element and are not protected yet."""
    base = B_REGRESS * 6
    return [e for e in range(6) if s.box[base + e] > 0 and B.added(s, a, e) > 0 and not s.protect[a] >> e & 1]


@starts("regression")
def _start_regression(s, space, ev):
    a = take_pawn(s, space)
    if a >= 0:
        s.frames.append(("protect", a))


@decision("protect")
def _protect_legal(s, fr):
    # voluntary, like every action: a type at risk, or ``pass`` (protect nothing), even with one type
    risk = _at_risk(s, fr[1])
    return _elements(risk) + [PASS] if risk else []


@effect("protect")
def _protect(s, fr, action, ev):
    a, e = fr[1], eix(action.value)
    s.protect[a] |= 1 << e
    emit(s, ev, "protected", a, element=action.value)


@starts("regression_apply")
def _regression_apply(s, space, ev):
    base = B_REGRESS * 6
    types = [e for e in range(6) if s.box[base + e] > 0]
    for a in s.animals:
        lost = []
        for e in types:
            if not s.protect[a] >> e & 1 and B.added(s, a, e) > 0:
                s.disp[a * 6 + e] -= 1
                s.bag[e] += 1
                lost.append(ELEMENTS[e])
        if lost:
            emit(s, ev, "regression", a, lost=lost)
    s.protect = [0] * 6


# ---------------------------------------------------------------- 4 abundance

@starts("abundance")
def _start_abundance(s, space, ev):
    a = take_pawn(s, space)
    if a >= 0:
        s.frames.append(("abundance", a))


@decision("abundance")
def _abundance_legal(s, fr):
    if not any(s.el[c] < 0 and B.corner_in_play(s, c) for c in range(NC)):
        return []
    return _elements(box_types(s, B_ABUND)) + [PASS]


@effect("abundance")
def _abundance(s, fr, action, ev):
    s.frames.append(("abundance_corner", fr[1], eix(action.value)))


@decision("abundance_corner")
def _abundance_corner_legal(s, fr):
    return [CORNER[c] for c in B.vacant_corners(s)]


@effect("abundance_corner")
def _abundance_corner(s, fr, action, ev):
    s.box[B_ABUND * 6 + fr[2]] -= 1
    s.el[action.value] = fr[2]
    emit(s, ev, "element_placed", fr[1], element=ELEMENTS[fr[2]], corner=action.value, source="abundance")


# ---------------------------------------------------------------- 5 wasteland

@starts("wasteland")
def _start_wasteland(s, space, ev):
    a = take_pawn(s, space)
    if a >= 0:
        s.frames.append(("wasteland", a))


@decision("wasteland")
def _wasteland_legal(s, fr):
    return _elements(box_types(s, B_WASTE)) + [PASS]


@effect("wasteland")
def _wasteland(s, fr, action, ev):
    e = eix(action.value)
    s.box[B_WASTE * 6 + e] -= 1
    s.bag[e] += 1
    emit(s, ev, "wasteland", fr[1], element=action.value)


@starts("wasteland_auto")
def _wasteland_auto(s, space, ev):
    base = B_WASTE * 6
    gone = []
    for c in range(NC):
        e = s.el[c]
        if e >= 0 and s.box[base + e] > 0 and B.tundra_count(s, c) > 0:
            s.el[c] = -1
            s.bag[e] += 1
            gone.append((c, ELEMENTS[e]))
    if gone:
        emit(s, ev, "thaw", -1, removed=[list(g) for g in gone])


# ---------------------------------------------------------------- 6 depletion

@starts("depletion")
def _start_depletion(s, space, ev):
    a = take_pawn(s, space)
    if a >= 0:
        s.frames.append(("depletion", a))


@decision("depletion")
def _depletion_legal(s, fr):
    base = B_DEPLETE * 6
    el = s.el
    return [CORNER[c] for c in range(NC) if el[c] >= 0 and s.box[base + el[c]] > 0] + [PASS]


@effect("depletion")
def _depletion(s, fr, action, ev):
    c = action.value
    e = s.el[c]
    s.el[c] = -1
    s.bag[e] += 1
    emit(s, ev, "element_removed", fr[1], element=ELEMENTS[e], corner=c, source="depletion")


# ---------------------------------------------------------------- 7 glaciation

@starts("glaciation")
def _start_glaciation(s, space, ev):
    for g in GLACIATION_SPACES:
        if s.spaces[g] >= 0:
            a = take_pawn(s, g)
            s.frames.append(("glaciate", a, 0))
            return


@decision("glaciate")
def _glaciate_legal(s, fr):
    out = [TILE[h] for h in B.glaciation_targets(s)]
    if out and fr[2] == 0:          # from a pawn: voluntary; from Ice Sheet: as much as possible
        out.append(PASS)
    return out


@effect("glaciate")
def _glaciate(s, fr, action, ev):
    a, h = fr[1], action.value
    was = s.terrain[h]
    info = B.glaciate(s, h, a)
    emit(s, ev, "glaciation", a, tile=h, terrain=TERRAINS[was], vp=info["vp"], tundra_near=info["tundra_near"],
         removed=[[c, ELEMENTS[e]] for c, e in info["removed"]],
         returned={ANIMALS[x]: k for x, k in info["returned"].items()})


# ---------------------------------------------------------------- 8 speciation

@starts("speciation")
def _start_speciation(s, space, ev):
    free = SPACE_FREE[space]
    a = take_pawn(s, space)
    if a < 0:
        return
    if free == INSECT:
        s.frames.append(("insect", a))
    else:
        s.frames.append(("speciation", a, SPACE_PARAM[space]))


@decision("speciation")
def _speciation_legal(s, fr):
    if s.gene[fr[1]] <= 0:
        return []
    e = fr[2]
    el = s.el
    return [CORNER[c] for c in range(NC) if el[c] == e and B.corner_in_play(s, c)] + [PASS]


@effect("speciation")
def _speciation(s, fr, action, ev):
    c = action.value
    hexes = [h for h in CORNER_HEXES[c] if s.terrain[h] >= 0]
    for h in reversed(hexes):
        s.frames.append(("speciation_count", fr[1], h))
    emit(s, ev, "speciation_corner", fr[1], corner=c, element=ELEMENTS[fr[2]])


@decision("speciation_count")
def _speciation_count_legal(s, fr):
    a, h = fr[1], fr[2]
    m = min(SPEC_CAP[s.terrain[h]], s.gene[a])
    if m <= 0:
        return []
    return [COUNT[k] for k in range(m, -1, -1)]


@effect("speciation_count")
def _speciation_count(s, fr, action, ev):
    a, h = fr[1], fr[2]
    n = B.place_species(s, h, a, action.value)
    if n:
        emit(s, ev, "speciation", a, tile=h, count=n)


@decision("insect")
def _insect_legal(s, fr):
    if s.gene[fr[1]] <= 0:
        return []
    return [TILE[h] for h in B.tiles(s)] + [PASS]


@effect("insect")
def _insect(s, fr, action, ev):
    B.place_species(s, action.value, fr[1], 1)
    emit(s, ev, "speciation", fr[1], tile=action.value, count=1, free=True)


# ---------------------------------------------------------------- 9 wanderlust

@starts("wanderlust")
def _start_wanderlust(s, space, ev):
    a = take_pawn(s, space)
    if a >= 0:
        s.frames.append(("wanderlust", a))


@decision("wanderlust")
def _wanderlust_legal(s, fr):
    if not B.vacant_hexes(s):
        return []
    return [act("stack", i) for i in range(len(s.stacks)) if s.up[i] and s.stacks[i]] + [PASS]


@effect("wanderlust")
def _wanderlust(s, fr, action, ev):
    i = action.value
    t = s.stacks[i].pop()
    s.up[i] = False
    s.wl_left[t] -= 1
    s.frames.append(("wanderlust_hex", fr[1], t))
    emit(s, ev, "wanderlust_tile", fr[1], stack=i, terrain=TERRAINS[t])


@decision("wanderlust_hex")
def _wanderlust_hex_legal(s, fr):
    return [HEXA[h] for h in B.vacant_hexes(s)]


@effect("wanderlust_hex")
def _wanderlust_hex(s, fr, action, ev):
    a, t, h = fr[1], fr[2], action.value
    s.terrain[h] = t
    emit(s, ev, "tile_placed", a, tile=h, terrain=TERRAINS[t])
    s.frames.append(("wl_moves", a, h))
    s.frames.append(("wl_bonus", a, h))
    s.frames.append(("wanderlust_element", a, h))


@decision("wanderlust_element")
def _wanderlust_element_legal(s, fr):
    h = fr[2]
    if not any(s.el[c] < 0 for c in HEX_CORNERS[h]):
        return []
    return _elements(box_types(s, B_WANDER)) + [PASS]


@effect("wanderlust_element")
def _wanderlust_element(s, fr, action, ev):
    s.frames.append(("wanderlust_corner", fr[1], fr[2], eix(action.value)))


@decision("wanderlust_corner")
def _wanderlust_corner_legal(s, fr):
    return [CORNER[c] for c in HEX_CORNERS[fr[2]] if s.el[c] < 0]


@effect("wanderlust_corner")
def _wanderlust_corner(s, fr, action, ev):
    s.box[B_WANDER * 6 + fr[3]] -= 1
    s.el[action.value] = fr[3]
    emit(s, ev, "element_placed", fr[1], element=ELEMENTS[fr[3]], corner=action.value, source="wanderlust")


@automatic("wl_bonus")
def _wl_bonus(s, fr, ev):
    a, h = fr[1], fr[2]
    near = len(B.adjacent_tiles(s, h))
    pts = B.add_vp(s, a, bonus(near), SRC_WANDERLUST)
    emit(s, ev, "bonus", a, vp=pts, tiles_near=near, source="wanderlust")


@automatic("wl_moves")
def _wl_moves(s, fr, ev):
    h = fr[2]
    near = B.adjacent_tiles(s, h)
    for b in reversed(s.animals):
        for n in reversed(near):
            s.frames.append(("wanderlust_move", b, h, n))


@decision("wanderlust_move")
def _wanderlust_move_legal(s, fr):
    b, n = fr[1], fr[3]
    k = s.sp[n * 6 + b]
    if k <= 0:
        return []
    return [COUNT[m] for m in range(k, -1, -1)]


@effect("wanderlust_move")
def _wanderlust_move(s, fr, action, ev):
    b, h, n = fr[1], fr[2], fr[3]
    m = action.value
    if m:
        s.sp[n * 6 + b] -= m
        s.sp[h * 6 + b] += m
        emit(s, ev, "moved", b, source=n, tile=h, count=m, why="wanderlust")


# ---------------------------------------------------------------- 10 migration

@starts("migration")
def _start_migration(s, space, ev):
    a = take_pawn(s, space)
    if a >= 0:
        s.moved = [0] * NH
        s.frames.append(("migration", a, SPACE_PARAM[space]))


def migration_moves(s, a: int) -> list:
    out = []
    sp, moved, ter = s.sp, s.moved, s.terrain
    for f in range(NH):
        if ter[f] >= 0 and sp[f * 6 + a] - moved[f] > 0:
            for t in B.reachable(s, a, f):
                out.append(act("move", (f, t)))
    return out


@decision("migration")
def _migration_legal(s, fr):
    moves = migration_moves(s, fr[1])
    return moves + [PASS] if moves else []


@effect("migration")
def _migration(s, fr, action, ev):
    a, left = fr[1], fr[2]
    f, t = action.value
    s.sp[f * 6 + a] -= 1
    s.sp[t * 6 + a] += 1
    s.moved[t] += 1
    emit(s, ev, "moved", a, source=f, tile=t, count=1, why="migration")
    if left > 1:
        s.frames.append(("migration", a, left - 1))


# ---------------------------------------------------------------- 11 competition

@starts("competition")
def _start_competition(s, space, ev):
    free = SPACE_FREE[space]
    a = take_pawn(s, space)
    if a < 0:
        return
    s.frames.append(("competition", a, SPACE_PARAM[space], 1 if free == ARACHNID else 0))


@decision("competition")
def _competition_legal(s, fr):
    a, mask = fr[1], fr[2]
    out = []
    sp, ter = s.sp, s.terrain
    for h in range(NH):
        t = ter[h]
        if t >= 0 and mask >> t & 1 and sp[h * 6 + a]:
            b = h * 6
            for v in s.animals:
                if v != a and sp[b + v]:
                    out.append(act("compete", (h, ANIMALS[v])))
    return out + [PASS] if out else []


@effect("competition")
def _competition(s, fr, action, ev):
    a, mask, single = fr[1], fr[2], fr[3]
    h, vid = action.value
    v = ANIMALS.index(vid)
    B.eliminate(s, h, v, 1)
    emit(s, ev, "eliminated", v, tile=h, count=1, why="competition", by=ANIMALS[a])
    if not single:
        mask &= ~(1 << s.terrain[h])
        if mask:
            s.frames.append(("competition", a, mask, 0))


# ---------------------------------------------------------------- 12 domination

@starts("domination")
def _start_domination(s, space, ev):
    a = take_pawn(s, space)
    if a >= 0:
        s.frames.append(("domination", a))


@decision("domination")
def _domination_legal(s, fr):
    scored = s.scored
    return [TILE[h] for h in range(NH)
            if s.terrain[h] >= 0 and h not in scored and B.species_total(s, h)] + [PASS]


def score_tile(s, h: int, src: int, ev, why: str) -> list:
    out = []
    for a, n, pts in B.tile_ranking(s, h):
        got = B.add_vp(s, a, pts, src)
        out.append([ANIMALS[a], n, got])
    emit(s, ev, "tile_scored", -1, tile=h, terrain=TERRAINS[s.terrain[h]], places=out, why=why)
    return out


@effect("domination")
def _domination(s, fr, action, ev):
    a, h = fr[1], action.value
    emit(s, ev, "domination", a, tile=h)
    score_tile(s, h, SRC_DOMINATION, ev, "domination")
    s.scored.append(h)
    s.last_scored = h
    d = B.dominant(s, h)
    if d >= 0 and s.avail:
        s.frames.append(("card", d, h))


# ---------------------------------------------------------------- reset: the mammal's save

@decision("save")
def _save_legal(s, fr):
    # the mammals *may* save one endangered species: a tile, or ``pass`` (save none), even with one tile
    tiles = endangered_tiles(s, fr[1])
    return [TILE[h] for h in tiles] + [PASS] if tiles else []


@effect("save")
def _save(s, fr, action, ev):
    s.save_tile = action.value


def protected(s, a: int, h: int) -> int:
    """Species of a on h placed by Hibernation this turn (safe from Extinction)."""
    return sum(n for x, t, n in s.hib if x == a and t == h)


def endangered_tiles(s, a: int) -> list:
    return [h for h in range(NH) if s.terrain[h] >= 0 and B.endangered(s, a, h) > protected(s, a, h)]


__all__ = ["PROGRAM", "PROG_INDEX", "START", "GLACIATION_SPACES", "SEC", "score_tile", "endangered_tiles",
           "protected", "next_planner", "vacant_eyeballs", "migration_moves"]
