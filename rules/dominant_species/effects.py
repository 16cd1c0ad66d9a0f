"""The Dominance cards: each effect term declared once, schema and handler together.

``data/dominant_species/cards.yaml`` names each card's terms, e.g. ``{effect: gain_pawn, who: self}``.
Taking a card (``cards.take_card``) pushes one automatic ``term`` frame per term; a handler does what
needs no choice and pushes decision frames for the rest (steps.py). "You" is the animal that took the
card; a card does as much as it can and skips what is impossible.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from rules.engine.effects import EffectRegistry
from rules.engine.models import PosInt
from rules.dominant_species import board as B
from rules.dominant_species.constants import (ANIMALS, ELEMENTS, SRC_CARDS, SRC_ICE_AGE, SRC_LOST, TERRAINS,
                                              TUNDRA)
from rules.dominant_species.steps import COUNT, CORNER, ELEM, PASS, PLACE, TILE, act, decision, effect, emit
from rules.dominant_species.tables import EYEBALLS, HEX_CORNERS, MAX_PAWNS, NC, NH, SCORES, SPACE_SEC, bonus

EFFECTS = EffectRegistry("dominant_species")
TerrainList = Annotated[tuple[Literal[TERRAINS], ...], Field(min_length=1)]


@dataclass
class Ctx:
    s: object
    a: int          # the animal that took the card
    ev: list | None
    card: str


def _aid(a: int) -> str:
    return ANIMALS[a]


def _animal_actions(animals) -> list:
    return [act("animal", ANIMALS[x]) for x in animals]


def _vp(ctx: Ctx, a: int, n: int, src: int = SRC_CARDS) -> None:
    got = B.add_vp(ctx.s, a, n, src)
    emit(ctx.s, ctx.ev, "vp", a, vp=got, card=ctx.card)


# ---------------------------------------------------------------- Aquatic

@EFFECTS.effect("element_and_species", terrains=TerrainList, species=PosInt)
def element_and_species(ctx: Ctx, terrains, species):
    mask = sum(1 << TERRAINS.index(t) for t in terrains)
    ctx.s.frames.append(("aquatic_tile", ctx.a, mask, species))


@decision("aquatic_tile")
def _aq_tile_legal(s, fr):
    mask = fr[2]
    return [TILE[h] for h in range(NH) if s.terrain[h] >= 0 and mask >> s.terrain[h] & 1]


@effect("aquatic_tile")
def _aq_tile(s, fr, action, ev):
    a, n, h = fr[1], fr[3], action.value
    s.frames.append(("aquatic_count", a, h, n))
    s.frames.append(("aquatic_element", a, h))


@decision("aquatic_element")
def _aq_element_legal(s, fr):
    if not any(s.el[c] < 0 for c in HEX_CORNERS[fr[2]]):
        return []
    return [ELEM[e] for e in range(6) if s.bag[e] > 0]


@effect("aquatic_element")
def _aq_element(s, fr, action, ev):
    s.frames.append(("aquatic_corner", fr[1], fr[2], ELEMENTS.index(action.value)))


@decision("aquatic_corner")
def _aq_corner_legal(s, fr):
    return [CORNER[c] for c in HEX_CORNERS[fr[2]] if s.el[c] < 0]


@effect("aquatic_corner")
def _aq_corner(s, fr, action, ev):
    e = fr[3]
    s.bag[e] -= 1
    s.el[action.value] = e
    emit(s, ev, "element_placed", fr[1], element=ELEMENTS[e], corner=action.value, source="aquatic")


@decision("aquatic_count")
def _aq_count_legal(s, fr):
    m = min(fr[3], s.gene[fr[1]])
    return [COUNT[k] for k in range(m, -1, -1)] if m > 0 else []


@effect("aquatic_count")
def _aq_count(s, fr, action, ev):
    n = B.place_species(s, fr[2], fr[1], action.value)
    if n:
        emit(s, ev, "species_added", fr[1], tile=fr[2], count=n, card="aquatic")


# ---------------------------------------------------------------- Biodiversity, Ecodiversity, Fertile

@EFFECTS.effect("vp_per_shared_tile", points=PosInt)
def vp_per_shared_tile(ctx: Ctx, points):
    s, a = ctx.s, ctx.a
    n = sum(1 for h in range(NH) if s.sp[h * 6 + a] and any(s.sp[h * 6 + x] for x in range(6) if x != a))
    _vp(ctx, a, n * points)


@EFFECTS.effect("vp_per_matching_element", points=PosInt)
def vp_per_matching_element(ctx: Ctx, points):
    s, a = ctx.s, ctx.a
    mine = {e for e in range(6) if s.disp[a * 6 + e] > 0}
    n = sum(1 for c in range(NC) if s.el[c] in mine)
    _vp(ctx, a, n * points)


@EFFECTS.effect("fertile")
def fertile(ctx: Ctx):
    ctx.s.frames.append(("fertile", ctx.a))


@decision("fertile")
def _fertile_legal(s, fr):
    return [TILE[h] for h in range(NH) if s.sp[h * 6 + fr[1]]]


@effect("fertile")
def _fertile(s, fr, action, ev):
    n = B.species_total(s, action.value)
    got = B.add_vp(s, fr[1], n, SRC_CARDS)
    emit(s, ev, "vp", fr[1], vp=got, card="fertile", tile=action.value)


# ---------------------------------------------------------------- Biomass

@EFFECTS.effect("thin_crowded_tiles")
def thin_crowded_tiles(ctx: Ctx):
    s = ctx.s
    crowded = [h for h in range(NH) if s.terrain[h] >= 0
               and B.species_total(s, h) > sum(1 for c in HEX_CORNERS[h] if s.el[c] >= 0)]
    for h in reversed(crowded):
        s.frames.append(("biomass", ctx.a, h))


@decision("biomass")
def _biomass_legal(s, fr):
    return _animal_actions(B.animals_on(s, fr[2]))


@effect("biomass")
def _biomass(s, fr, action, ev):
    v = ANIMALS.index(action.value)
    B.eliminate(s, fr[2], v, 1)
    emit(s, ev, "eliminated", v, tile=fr[2], count=1, why="biomass", by=_aid(fr[1]))


# ---------------------------------------------------------------- Blight

@EFFECTS.effect("blight")
def blight(ctx: Ctx):
    ctx.s.frames.append(("blight_tile", ctx.a))


@decision("blight_tile")
def _blight_tile_legal(s, fr):
    return [TILE[h] for h in range(NH)
            if s.terrain[h] >= 0 and sum(1 for c in HEX_CORNERS[h] if s.el[c] >= 0) >= 2]


@effect("blight_tile")
def _blight_tile(s, fr, action, ev):
    s.frames.append(("blight_keep", fr[1], action.value))


@decision("blight_keep")
def _blight_keep_legal(s, fr):
    return [CORNER[c] for c in HEX_CORNERS[fr[2]] if s.el[c] >= 0]


@effect("blight_keep")
def _blight_keep(s, fr, action, ev):
    gone = []
    for c in HEX_CORNERS[fr[2]]:
        e = s.el[c]
        if e >= 0 and c != action.value:
            s.el[c] = -1
            s.bag[e] += 1
            gone.append([c, ELEMENTS[e]])
    emit(s, ev, "elements_removed", fr[1], tile=fr[2], removed=gone, card="blight")


# ---------------------------------------------------------------- Catastrophe

@EFFECTS.effect("catastrophe")
def catastrophe(ctx: Ctx):
    ctx.s.frames.append(("catastrophe_tile", ctx.a))


@decision("catastrophe_tile")
def _cat_tile_legal(s, fr):
    return [TILE[h] for h in B.tiles(s)]


@effect("catastrophe_tile")
def _cat_tile(s, fr, action, ev):
    a, h = fr[1], action.value
    emit(s, ev, "catastrophe", a, tile=h)
    for n in reversed(B.adjacent_tiles(s, h)):
        s.frames.append(("catastrophe_hit", a, n))
    s.frames.append(("catastrophe_keep", a, h))


@decision("catastrophe_keep")
def _cat_keep_legal(s, fr):
    h = fr[2]
    if B.species_total(s, h) <= 1:
        return []
    return _animal_actions(B.animals_on(s, h))


@effect("catastrophe_keep")
def _cat_keep(s, fr, action, ev):
    h, keep = fr[2], ANIMALS.index(action.value)
    for x in B.animals_on(s, h):
        n = B.eliminate(s, h, x, s.sp[h * 6 + x] - (1 if x == keep else 0))
        if n:
            emit(s, ev, "eliminated", x, tile=h, count=n, why="catastrophe", by=_aid(fr[1]))


@decision("catastrophe_hit")
def _cat_hit_legal(s, fr):
    return _animal_actions(B.animals_on(s, fr[2]))


@effect("catastrophe_hit")
def _cat_hit(s, fr, action, ev):
    v = ANIMALS.index(action.value)
    B.eliminate(s, fr[2], v, 1)
    emit(s, ev, "eliminated", v, tile=fr[2], count=1, why="catastrophe", by=_aid(fr[1]))


# ---------------------------------------------------------------- Cold Snap

@EFFECTS.effect("cold_snap")
def cold_snap(ctx: Ctx):
    s = ctx.s
    for h in range(NH):
        if s.terrain[h] == TUNDRA:
            for x in s.animals:
                if x != ctx.a and s.sp[h * 6 + x]:
                    B.eliminate(s, h, x, 1)
                    emit(s, ctx.ev, "eliminated", x, tile=h, count=1, why="cold_snap", by=_aid(ctx.a))


# ---------------------------------------------------------------- Disease, Immigrants, Metamorphosis

@EFFECTS.effect("disease")
def disease(ctx: Ctx):
    s = ctx.s
    mine = B.elements_total(s, ctx.a)
    hit = [x for x in s.animals if x != ctx.a and B.elements_total(s, x) > mine and B.removable_types(s, x)]
    for x in reversed(hit):
        s.frames.append(("lose_element", x, ctx.a))


@decision("lose_element")
def _lose_legal(s, fr):
    return [ELEM[e] for e in B.removable_types(s, fr[1])]


@effect("lose_element")
def _lose(s, fr, action, ev):
    x, e = fr[1], ELEMENTS.index(action.value)
    s.disp[x * 6 + e] -= 1
    s.bag[e] += 1
    emit(s, ev, "element_lost", x, element=action.value)


IMMIGRANT_OPTIONS = ("element", "pawn", "reduce")


@EFFECTS.effect("immigrants")
def immigrants(ctx: Ctx):
    for x in reversed(ctx.s.animals):
        ctx.s.frames.append(("immigrants", x, ctx.a))


@decision("immigrants")
def _imm_legal(s, fr):
    x = fr[1]
    out = []
    if B.removable_types(s, x):
        out.append(act("option", "element"))
    if s.supply[x] >= 1 and s.aps[x] >= 2:
        out.append(act("option", "pawn"))
    out.append(act("option", "reduce"))
    return out


@effect("immigrants")
def _imm(s, fr, action, ev):
    x = fr[1]
    emit(s, ev, "immigrants_choice", x, option=action.value)
    if action.value == "element":
        s.frames.append(("lose_element", x, fr[2]))
    elif action.value == "pawn":
        s.aps[x] -= 1
        s.supply[x] -= 1
    else:
        for h in range(NH):
            k = s.sp[h * 6 + x]
            if k > 1:
                B.eliminate(s, h, x, k - 1)
                emit(s, ev, "eliminated", x, tile=h, count=k - 1, why="immigrants", by=_aid(fr[2]))


@EFFECTS.effect("metamorphosis")
def metamorphosis(ctx: Ctx):
    ctx.s.frames.append(("metamorphosis_out", ctx.a))


@decision("metamorphosis_out")
def _meta_out_legal(s, fr):
    if sum(s.bag) == 0:
        return []
    return [ELEM[e] for e in B.removable_types(s, fr[1])]


@effect("metamorphosis_out")
def _meta_out(s, fr, action, ev):
    s.frames.append(("metamorphosis_in", fr[1], ELEMENTS.index(action.value)))


@decision("metamorphosis_in")
def _meta_in_legal(s, fr):
    return [ELEM[e] for e in range(6) if s.bag[e] > 0]


@effect("metamorphosis_in")
def _meta_in(s, fr, action, ev):
    a, out_e, in_e = fr[1], fr[2], ELEMENTS.index(action.value)
    s.bag[in_e] -= 1
    s.disp[a * 6 + in_e] += 1
    s.disp[a * 6 + out_e] -= 1
    s.bag[out_e] += 1
    emit(s, ev, "metamorphosis", a, lost=ELEMENTS[out_e], gained=action.value)


# ---------------------------------------------------------------- Evolution, Fecundity, Hibernation, Predator

@EFFECTS.effect("evolution", victims=PosInt)
def evolution(ctx: Ctx, victims):
    ctx.s.frames.append(("evolution", ctx.a, victims, 0))


@decision("evolution")
def _evo_legal(s, fr):
    a, used = fr[1], fr[3]
    if s.gene[a] <= 0:
        return []
    out = [act("replace", (h, ANIMALS[x])) for h in range(NH) if s.terrain[h] >= 0
           for x in s.animals if x != a and not used >> x & 1 and s.sp[h * 6 + x]]
    return out + [PASS] if out else []


@effect("evolution")
def _evo(s, fr, action, ev):
    a, left, used = fr[1], fr[2], fr[3]
    h, vid = action.value
    v = ANIMALS.index(vid)
    B.eliminate(s, h, v, 1)
    B.place_species(s, h, a, 1)
    emit(s, ev, "replaced", a, tile=h, victim=vid)
    if left > 1:
        s.frames.append(("evolution", a, left - 1, used | 1 << v))


@EFFECTS.effect("fecundity")
def fecundity(ctx: Ctx):
    s, a = ctx.s, ctx.a
    mine = [h for h in range(NH) if s.sp[h * 6 + a]]
    for h in reversed(mine):
        s.frames.append(("fecundity", a, h))


@decision("fecundity")
def _fec_legal(s, fr):
    if s.gene[fr[1]] <= 0:
        return []
    return [COUNT[1], PASS]


@effect("fecundity")
def _fec(s, fr, action, ev):
    B.place_species(s, fr[2], fr[1], 1)
    emit(s, ev, "species_added", fr[1], tile=fr[2], count=1, card="fecundity")


@EFFECTS.effect("hibernation", count=PosInt)
def hibernation(ctx: Ctx, count):
    ctx.s.frames.append(("hibernation_tile", ctx.a, count))


@decision("hibernation_tile")
def _hib_tile_legal(s, fr):
    if s.elim[fr[1]] <= 0:
        return []
    return [TILE[h] for h in B.tiles(s)]


@effect("hibernation_tile")
def _hib_tile(s, fr, action, ev):
    s.frames.append(("hibernation_count", fr[1], action.value, fr[2]))


@decision("hibernation_count")
def _hib_count_legal(s, fr):
    m = min(fr[3], s.elim[fr[1]])
    return [COUNT[k] for k in range(m, 0, -1)]


@effect("hibernation_count")
def _hib_count(s, fr, action, ev):
    a, h, n = fr[1], fr[2], action.value
    s.elim[a] -= n
    s.sp[h * 6 + a] += n
    s.hib.append((a, h, n))
    emit(s, ev, "species_added", a, tile=h, count=n, card="hibernation")


@EFFECTS.effect("predator")
def predator(ctx: Ctx):
    s, a = ctx.s, ctx.a
    hit = [h for h in range(NH) if s.sp[h * 6 + a] and any(s.sp[h * 6 + x] for x in range(6) if x != a)]
    for h in reversed(hit):
        s.frames.append(("predator", a, h))


@decision("predator")
def _pred_legal(s, fr):
    a, h = fr[1], fr[2]
    return _animal_actions([x for x in B.animals_on(s, h) if x != a])


@effect("predator")
def _pred(s, fr, action, ev):
    v = ANIMALS.index(action.value)
    B.eliminate(s, fr[2], v, 1)
    emit(s, ev, "eliminated", v, tile=fr[2], count=1, why="predator", by=_aid(fr[1]))


# ---------------------------------------------------------------- Habitat

@EFFECTS.effect("habitat")
def habitat(ctx: Ctx):
    ctx.s.frames.append(("habitat_element", ctx.a))


@decision("habitat_element")
def _hab_elem_legal(s, fr):
    if not any(s.el[c] < 0 and B.corner_in_play(s, c) for c in range(NC)):
        return []
    return [ELEM[e] for e in range(6) if s.bag[e] > 0]


@effect("habitat_element")
def _hab_elem(s, fr, action, ev):
    s.frames.append(("habitat_corner", fr[1], ELEMENTS.index(action.value)))


@decision("habitat_corner")
def _hab_corner_legal(s, fr):
    return [CORNER[c] for c in B.vacant_corners(s)]


@effect("habitat_corner")
def _hab_corner(s, fr, action, ev):
    e = fr[2]
    s.bag[e] -= 1
    s.el[action.value] = e
    emit(s, ev, "element_placed", fr[1], element=ELEMENTS[e], corner=action.value, source="habitat")


# ---------------------------------------------------------------- Ice Age, Ice Sheet

@EFFECTS.effect("ice_age")
def ice_age(ctx: Ctx):
    s = ctx.s
    dom = B.dominance(s)
    for x in s.animals:
        n = dom.count(x)
        if n:
            got = B.add_vp(s, x, bonus(n), SRC_ICE_AGE)
            emit(s, ctx.ev, "vp", x, vp=got, card="ice_age", tiles=n)
    s.last_turn = True
    emit(s, ctx.ev, "last_turn", ctx.a)


@EFFECTS.effect("glaciate")
def glaciate(ctx: Ctx):
    ctx.s.frames.append(("glaciate", ctx.a, 1))


# ---------------------------------------------------------------- pawns and initiative

@EFFECTS.effect("gain_pawn", who=Literal["self", "self_and_above", "self_and_below"])
def gain_pawn(ctx: Ctx, who):
    s, a = ctx.s, ctx.a
    if who == "self":
        group = [a]
    elif who == "self_and_above":
        group = [x for x in s.animals if x <= a]
    else:
        group = [x for x in s.animals if x >= a]
    for x in group:
        if s.aps[x] < MAX_PAWNS:
            s.aps[x] += 1
            s.supply[x] += 1
            emit(s, ctx.ev, "pawn_gained", x, card=ctx.card)


@EFFECTS.effect("instinct")
def instinct(ctx: Ctx):
    ctx.s.frames.append(("instinct", ctx.a))


def instinct_spaces(s) -> list:
    """Vacant eyeballs whose action is still to come this turn, and vacant Glaciation eyeballs."""
    from rules.dominant_species.moves import PROG_INDEX, SEC
    g = SEC["glaciation"]
    return [i for i in EYEBALLS if s.spaces[i] < 0 and (SPACE_SEC[i] == g or PROG_INDEX[i] >= s.cursor)]


@decision("instinct")
def _instinct_legal(s, fr):
    if s.supply[fr[1]] <= 0:
        return []
    return [PLACE[i] for i in instinct_spaces(s)]


@effect("instinct")
def _instinct(s, fr, action, ev):
    a = fr[1]
    s.spaces[action.value] = a
    s.supply[a] -= 1
    emit(s, ev, "pawn_placed", a, space=action.value, card="instinct")


@EFFECTS.effect("initiative_forward", steps=PosInt)
def initiative_forward(ctx: Ctx, steps):
    s, a = ctx.s, ctx.a
    for _ in range(steps):
        i = s.init.index(a)
        if i == 0:
            break
        s.init[i - 1], s.init[i] = s.init[i], s.init[i - 1]
    emit(s, ctx.ev, "initiative", a, position=s.init.index(a) + 1, card=ctx.card)


# ---------------------------------------------------------------- Mass Exodus

@EFFECTS.effect("mass_exodus")
def mass_exodus(ctx: Ctx):
    ctx.s.frames.append(("exodus_tile", ctx.a))


@decision("exodus_tile")
def _exo_tile_legal(s, fr):
    return [TILE[h] for h in range(NH) if s.terrain[h] >= 0 and B.species_total(s, h)
            and B.adjacent_tiles(s, h)]


@effect("exodus_tile")
def _exo_tile(s, fr, action, ev):
    h = action.value
    for x in reversed(B.animals_on(s, h)):
        s.frames.append(("exodus_move", fr[1], h, x))


@decision("exodus_move")
def _exo_move_legal(s, fr):
    h, x = fr[2], fr[3]
    if not s.sp[h * 6 + x]:
        return []
    return [TILE[n] for n in B.adjacent_tiles(s, h)]


@effect("exodus_move")
def _exo_move(s, fr, action, ev):
    a, h, x, t = fr[1], fr[2], fr[3], action.value
    s.sp[h * 6 + x] -= 1
    s.sp[t * 6 + x] += 1
    emit(s, ev, "moved", x, source=h, tile=t, count=1, why="mass_exodus", by=_aid(a))
    if s.sp[h * 6 + x]:
        s.frames.append(("exodus_move", a, h, x))


# ---------------------------------------------------------------- Niche Biomes, Symbiotic

@EFFECTS.effect("niche_biomes")
def niche_biomes(ctx: Ctx):
    s, a = ctx.s, ctx.a
    h = s.last_scored
    if h < 0:
        return
    loss = SCORES[s.terrain[h]][0]
    mine = s.vp[a]
    for x in s.animals:
        if s.vp[x] > mine:
            got = B.add_vp(s, x, -loss, SRC_LOST)
            emit(s, ctx.ev, "vp", x, vp=got, card=ctx.card)


@EFFECTS.effect("symbiotic")
def symbiotic(ctx: Ctx):
    s, a = ctx.s, ctx.a
    mine = B.elements_total(s, a)
    group = [x for x in s.animals if x == a or B.elements_total(s, x) < mine]
    for x in group:
        if B.display_full(s, x):
            continue
        got = B.bag_draw(s, 1)
        if got:
            s.disp[x * 6 + got[0]] += 1
            emit(s, ctx.ev, "element_drawn", x, element=ELEMENTS[got[0]], card=ctx.card)


__all__ = ["EFFECTS", "Ctx", "instinct_spaces", "IMMIGRANT_OPTIONS"]
