"""The AI's estimate of a seat's chances, in 0..1, from VPs and the position.

Each animal gets a *projected score*: its VPs, plus what the tiles would pay it if scored now
(weighted by the scorings still to come), plus the worth of dominating tiles (cards, Ice Age), of
species that are safe, of pawns, elements and gene pool, minus its endangered species; in Planning
and Execution also the worth of its pawns still waiting on the action display. A seat's projection
is its animal's (the lowest of its animals under the 2–3 player rule). The estimate is the seat's
share of exp(projection / temperature).
"""
from __future__ import annotations

import math

from rules.dominant_species import board as B
from rules.dominant_species.constants import (B_ABUND, B_ADAPT, B_REGRESS, EXECUTION, OVER, PLANNING, TUNDRA)
from rules.dominant_species.tables import (CORNER_HEXES, HEX_CORNERS, NB, NC, NH, SCORES, SPACE_PARAM, SPACE_SEC,
                                           SPEC_CAP, bonus)

TEMPERATURE = 10.0

# weights of the projection (VP-equivalents)
W = {
    "tile_turn": 0.22,      # share of a tile's place value per turn still to come (dominations)
    "dominant": 1.6,        # dominating a tile (a card when it is scored, the Ice Age bonus)
    "dominant_turn": 0.25,
    "species": 0.3,         # a safe species on the Earth
    "endangered": 0.9,      # a species that dies at the next Reset
    "pawn_turn": 1.1,       # a pawn, per turn still to come (up to 4)
    "gene": 0.08,           # a cube left in the gene pool (up to 15)
    "element": 0.35,        # an added element on the display, per matching element on its tiles (capped)
    "pending": 1.0,         # scale of the value of pawns waiting on the display
    "survival": 0.7,        # holding the Survival card, per tundra tile occupied
}

SEC_INITIATIVE, SEC_ADAPT, SEC_REGRESS, SEC_ABUND, SEC_WASTE, SEC_DEPLETE, SEC_GLACIATION, SEC_SPEC, SEC_WANDER, \
    SEC_MIGRATION, SEC_COMPETITION, SEC_DOMINATION = range(12)


def turns_left(s) -> float:
    if s.last_turn:
        return 1.0
    cards_left = len(s.deck) + len(s.avail)
    return min(10.0, 1.0 + cards_left / 2.5)


def projections(s) -> list:
    """The projected score of every animal (0 for animals not in play)."""
    proj = [0.0] * 6
    for a in s.animals:
        proj[a] = float(s.vp[a])
    if s.phase == OVER:
        return proj
    tl = turns_left(s)
    w_tile = 1.0 + W["tile_turn"] * (tl - 1.0)
    w_dom = W["dominant"] + W["dominant_turn"] * tl
    sp, ter, el, disp = s.sp, s.terrain, s.el, s.disp
    animals = s.animals
    near_match = [0] * 6                  # elements of the earth touching the animal's tiles, by type
    for h in range(NH):
        t = ter[h]
        if t < 0:
            continue
        b = h * 6
        present = [a for a in animals if sp[b + a]]
        if not present:
            continue
        cnt = B.tile_counts(el, h)
        table = SCORES[t]
        if len(present) > 1:
            present.sort(key=lambda a: (-sp[b + a], a))
        best, bestv, tie = -1, 0, False
        for i, a in enumerate(present):
            v = B.match_value(disp, a, cnt)
            n = sp[b + a]
            if v == 0:
                proj[a] -= W["endangered"] * n
                if i < len(table):
                    proj[a] += 0.3 * table[i]
                continue
            if i < len(table):
                proj[a] += w_tile * table[i]
            proj[a] += W["species"] * n
            if v > bestv:
                best, bestv, tie = a, v, False
            elif v == bestv:
                tie = True
        if best >= 0 and not tie:
            proj[best] += w_dom
    for a in animals:
        proj[a] += W["pawn_turn"] * s.aps[a] * min(tl, 4.0)
        proj[a] += W["gene"] * min(s.gene[a], 15)
    holder = B.survival_holder(s)
    if holder >= 0:
        proj[holder] += W["survival"] * B.tundra_tiles_occupied(s, holder) * min(tl, 3.0)
    if s.phase in (PLANNING, EXECUTION):
        _pending(s, proj)
    return proj


def _pending(s, proj: list) -> None:
    """Add the estimated worth of every pawn still waiting on the display."""
    spaces = s.spaces
    first_glacier = True
    cursor_done = s.phase == EXECUTION
    from rules.dominant_species.moves import PROG_INDEX
    for i, a in enumerate(spaces):
        sec = SPACE_SEC[i]
        if a < 0:
            if sec == SEC_GLACIATION and spaces[i] < 0:
                continue
            continue
        if cursor_done and PROG_INDEX[i] < s.cursor and sec != SEC_GLACIATION:
            continue
        if sec == SEC_GLACIATION:
            if first_glacier:
                first_glacier = False
                proj[a] += W["pending"] * _glacier_value(s)
            else:
                proj[a] += 0.3
            continue
        proj[a] += W["pending"] * space_value(s, a, i)


def _glacier_value(s) -> float:
    best = 0
    for h in B.glaciation_targets(s):
        best = max(best, sum(1 for n in NB[h] if s.terrain[n] == TUNDRA))
    return bonus(best) + 0.5 if best else 0.0


def space_value(s, a: int, i: int) -> float:
    """A rough worth, in VPs, of animal a's pawn on space i when it resolves."""
    sec = SPACE_SEC[i]
    if sec == SEC_INITIATIVE:
        return 2.5
    if sec == SEC_ADAPT:
        if B.display_full(s, a):
            return 0.0
        return 0.6 + max((element_worth(s, a, e) for e in range(6) if s.box[B_ADAPT * 6 + e]), default=-0.6)
    if sec == SEC_REGRESS:
        risk = sum(1 for e in range(6) if s.box[B_REGRESS * 6 + e] and B.added(s, a, e) > 0)
        return 1.5 if risk else 0.1
    if sec == SEC_ABUND:
        return 1.6 if any(s.box[B_ABUND * 6 + e] for e in range(6)) else 0.0
    if sec == SEC_WASTE:
        return 0.4
    if sec == SEC_DEPLETE:
        return 0.7
    if sec == SEC_SPEC:
        return speciation_worth(s, a, SPACE_PARAM[i])
    if sec == SEC_WANDER:
        if not any(s.up[k] and s.stacks[k] for k in range(len(s.stacks))):
            return 0.0
        best = max((len(B.adjacent_tiles(s, h)) for h in B.vacant_hexes(s)), default=0)
        return 1.0 + 0.7 * bonus(best) if best else 0.0
    if sec == SEC_MIGRATION:
        mine = sum(s.sp[h * 6 + a] for h in range(NH))
        return 0.35 * min(SPACE_PARAM[i], mine)
    if sec == SEC_COMPETITION:
        mask = SPACE_PARAM[i]
        hits = set()
        for h in range(NH):
            t = s.terrain[h]
            if t >= 0 and mask >> t & 1 and s.sp[h * 6 + a] and B.species_total(s, h) > s.sp[h * 6 + a]:
                hits.add(t)
        return 1.3 * min(len(hits), 3 if mask != 255 else 1)
    if sec == SEC_DOMINATION:
        return domination_worth(s, a)
    return 0.0


def element_worth(s, a: int, e: int) -> float:
    """How much an extra element of type e would help a: elements of that type on tiles it occupies."""
    n = 0
    el = s.el
    for h in range(NH):
        if s.terrain[h] >= 0 and s.sp[h * 6 + a]:
            for c in HEX_CORNERS[h]:
                if el[c] == e:
                    n += 1
    return W["element"] * min(n, 8)


def speciation_worth(s, a: int, e: int) -> float:
    g = s.gene[a]
    if g <= 0:
        return 0.0
    best = 0
    for c in range(NC):
        if s.el[c] == e:
            room = sum(SPEC_CAP[s.terrain[h]] for h in CORNER_HEXES[c] if s.terrain[h] >= 0)
            best = max(best, room)
    return 0.75 * min(best, g)


def domination_worth(s, a: int) -> float:
    best = 0.0
    for h in range(NH):
        if s.terrain[h] < 0 or h in s.scored or not s.sp[h * 6 + a]:
            continue
        gain = 0.0
        for x, n, pts in B.tile_ranking(s, h):
            if x == a:
                gain += pts
            else:
                gain -= 0.35 * pts
        if B.dominant(s, h) == a:
            gain += 3.0
        best = max(best, gain)
    return best


def seat_projection(s, proj: list, seat: int) -> float:
    return min(proj[a] for a in s.seat_animals[seat])


def margin(s, seat: int, proj: list | None = None) -> float:
    """The seat's projection minus the best other seat's (the heuristic player's yardstick)."""
    proj = proj if proj is not None else projections(s)
    mine = seat_projection(s, proj, seat)
    other = max(seat_projection(s, proj, p) for p in range(s.n) if p != seat)
    return mine - other


def evaluate(s, seat: int) -> float:
    if s.phase == OVER:
        from rules.dominant_species.scoring import ranking
        return 1.0 if ranking(s)[0] == seat else 0.0
    proj = projections(s)
    mine = [seat_projection(s, proj, p) for p in range(s.n)]
    top = max(mine)
    ws = [math.exp((m - top) / TEMPERATURE) for m in mine]
    return ws[seat] / sum(ws)
