"""The AI's estimate of a seat's chances, in 0..1, from VPs and the position.

Each animal gets a *projected score*: its VPs, plus what the tiles would pay it if scored now
(weighted by the scorings still to come), plus the worth of dominating tiles (cards, Ice Age), of
species that are safe, of pawns and gene pool, and of holding the Survival card, minus its
endangered species; in Planning and Execution also the worth of its pawns still waiting on the
action display (:func:`space_values`). A seat's projection is its animal's (the lowest of its
animals under the 2–3 player rule). ``evaluate`` is the seat's share of exp(projection / T).
"""
from __future__ import annotations

import math

from rules.dominant_species import board as B
from rules.dominant_species.constants import (B_ABUND, B_ADAPT, B_REGRESS, EXECUTION, OVER, PLANNING, TUNDRA)
from rules.dominant_species.tables import (CORNER_HEXES, HEX_CORNERS, NB, NC, NH, SCORES, SPACE_PARAM, SPACE_SEC,
                                           SPEC_CAP, bonus)

TEMPERATURE = 10.0

# weights of the projection (VP-equivalents)
WEIGHTS = {
    "tile_turn": 0.22,      # share of a tile's place value per turn still to come (dominations)
    "dominant": 1.6,        # dominating a tile (a card when it is scored, the Ice Age bonus)
    "dominant_turn": 0.25,
    "species": 0.3,         # a safe species on the Earth
    "endangered": 0.9,      # a species that dies at the next Reset
    "pawn_turn": 1.1,       # a pawn, per turn still to come (up to 4)
    "gene": 0.08,           # a cube left in the gene pool (up to 15)
    "element": 0.35,        # an extra element, per element of that type on the animal's tiles (up to 8)
    "pending": 1.0,         # scale of the worth of pawns waiting on the display
    "survival": 0.7,        # holding the Survival card, per tundra tile occupied and turn to come (up to 3)
}

(SEC_INITIATIVE, SEC_ADAPT, SEC_REGRESS, SEC_ABUND, SEC_WASTE, SEC_DEPLETE, SEC_GLACIATION, SEC_SPEC, SEC_WANDER,
 SEC_MIGRATION, SEC_COMPETITION, SEC_DOMINATION) = range(12)


def turns_left(s) -> float:
    if s.last_turn:
        return 1.0
    return min(8.0, 1.0 + len(s.deck) / 3.0)


def _earth_pass(s, W: dict, tl: float, proj: list, dom_gain: list, species: list) -> None:
    """One pass over the Earth's tiles: each animal's projected VPs (``proj``: the tile's places, its
    species, dominance; an endangered species costs), its best gain from scoring one unscored tile
    (``dom_gain``) and its species on the Earth (``species``)."""
    w_tile = 1.0 + W["tile_turn"] * (tl - 1.0)
    w_dom = W["dominant"] + W["dominant_turn"] * tl
    sp, ter, el, disp = s.sp, s.terrain, s.el, s.disp
    animals = s.animals
    scored = s.scored
    w_sp, w_end = W["species"], W["endangered"]
    for h in range(NH):
        t = ter[h]
        if t < 0:
            continue
        b = h * 6
        present = [(-sp[b + a], a) for a in animals if sp[b + a]]
        if not present:
            continue
        c0 = c1 = c2 = c3 = c4 = c5 = 0
        for c in HEX_CORNERS[h]:
            e = el[c]
            if e >= 0:
                if e == 0:
                    c0 += 1
                elif e == 1:
                    c1 += 1
                elif e == 2:
                    c2 += 1
                elif e == 3:
                    c3 += 1
                elif e == 4:
                    c4 += 1
                else:
                    c5 += 1
        table = SCORES[t]
        nt = len(table)
        if len(present) > 1:
            present.sort()
        best, bestv, tie = -1, 0, False
        pts_all = 0
        for i, (negn, a) in enumerate(present):
            n = -negn
            species[a] += n
            pts = table[i] if i < nt else 0
            pts_all += pts
            d = a * 6
            v = (disp[d] * c0 + disp[d + 1] * c1 + disp[d + 2] * c2 + disp[d + 3] * c3 + disp[d + 4] * c4
                 + disp[d + 5] * c5)
            if v == 0:
                proj[a] += 0.3 * pts - w_end * n
                continue
            proj[a] += w_tile * pts + w_sp * n
            if v > bestv:
                best, bestv, tie = a, v, False
            elif v == bestv:
                tie = True
        dom = best if best >= 0 and not tie else -1
        if dom >= 0:
            proj[dom] += w_dom
        if h not in scored:
            for i, (negn, a) in enumerate(present):
                pts = table[i] if i < nt else 0
                g = pts - 0.35 * (pts_all - pts) + (3.0 if a == dom else 0.0)
                if g > dom_gain[a]:
                    dom_gain[a] = g


class Snapshot:
    """What the projection and the pawn values share, computed in one pass over the Earth."""
    __slots__ = ("s", "w", "proj", "dom_gain", "near", "species", "_glacier", "_wander", "_room", "_elw")

    def __init__(self, s, w: dict | None = None):
        W = w or WEIGHTS
        self.s = s
        self.w = W
        proj = [0.0] * 6
        dom_gain = [0.0] * 6             # best worth of scoring one unscored tile, per animal
        species = [0] * 6
        for a in s.animals:
            proj[a] = float(s.vp[a])
        tl = turns_left(s)
        _earth_pass(s, W, tl, proj, dom_gain, species)
        for a in s.animals:
            proj[a] += W["pawn_turn"] * s.aps[a] * min(tl, 4.0) + W["gene"] * min(s.gene[a], 15)
        holder = B.survival_holder(s)
        if holder >= 0:
            proj[holder] += W["survival"] * B.tundra_tiles_occupied(s, holder) * min(tl, 3.0)
        self.proj = proj
        self.dom_gain = dom_gain
        self.near = None
        self.species = species
        self._glacier = None
        self._wander = None
        self._room = None
        self._elw = None

    # -- shared estimates, computed on first use
    def near_elements(self, a: int, e: int) -> int:
        """Elements of type e on the corners of the tiles where a has species (counted per tile)."""
        if self.near is None:
            s = self.s
            near = [0] * 36
            for h in range(NH):
                if s.terrain[h] < 0:
                    continue
                b = h * 6
                mine = [x for x in s.animals if s.sp[b + x]]
                if not mine:
                    continue
                for c in HEX_CORNERS[h]:
                    x = s.el[c]
                    if x >= 0:
                        for y in mine:
                            near[y * 6 + x] += 1
            self.near = near
        return self.near[a * 6 + e]

    def glacier(self) -> float:
        if self._glacier is None:
            s = self.s
            best = 0
            for h in B.glaciation_targets(s):
                best = max(best, sum(1 for n in NB[h] if s.terrain[n] == TUNDRA))
            self._glacier = bonus(best) + 0.5 if best else 0.0
        return self._glacier

    def wander(self) -> float:
        if self._wander is None:
            s = self.s
            if not any(s.up[k] and s.stacks[k] for k in range(len(s.stacks))):
                self._wander = 0.0
            else:
                ter = s.terrain
                best = 0
                for h in range(NH):
                    if ter[h] < 0:
                        k = 0
                        for n in NB[h]:
                            if ter[n] >= 0:
                                k += 1
                        if k > best:
                            best = k
                self._wander = 1.0 + 0.7 * bonus(best) if best else 0.0
        return self._wander

    def room(self, e: int) -> int:
        if self._room is None:
            s = self.s
            room = [0] * 6
            ter = s.terrain
            for c in range(NC):
                x = s.el[c]
                if x >= 0:
                    r = 0
                    for h in CORNER_HEXES[c]:
                        if ter[h] >= 0:
                            r += SPEC_CAP[ter[h]]
                    if r > room[x]:
                        room[x] = r
            self._room = room
        return self._room[e]

    def space_value(self, a: int, i: int) -> float:
        """A rough worth, in VPs, of animal a's pawn on space i when it resolves."""
        s = self.s
        sec = SPACE_SEC[i]
        if sec == SEC_DOMINATION:
            return self.dom_gain[a]
        if sec == SEC_SPEC:
            g = s.gene[a]
            return 0.75 * min(self.room(SPACE_PARAM[i]), g) if g > 0 else 0.0
        if sec == SEC_MIGRATION:
            return 0.35 * min(SPACE_PARAM[i], self.species[a])
        if sec == SEC_COMPETITION:
            mask = SPACE_PARAM[i]
            hits = set()
            sp = s.sp
            for h in range(NH):
                t = s.terrain[h]
                if t >= 0 and mask >> t & 1 and sp[h * 6 + a]:
                    b = h * 6
                    if sp[b] + sp[b + 1] + sp[b + 2] + sp[b + 3] + sp[b + 4] + sp[b + 5] > sp[b + a]:
                        hits.add(t)
            return 1.3 * min(len(hits), 3 if mask != 255 else 1)
        if sec == SEC_ADAPT:
            if B.display_full(s, a):
                return 0.0
            best = -0.6
            for e in range(6):
                if s.box[B_ADAPT * 6 + e]:
                    v = self.w["element"] * min(self.near_elements(a, e), 8)
                    if v > best:
                        best = v
            return 0.6 + best
        if sec == SEC_WANDER:
            return self.wander()
        if sec == SEC_GLACIATION:
            return self.glacier()
        if sec == SEC_INITIATIVE:
            return 2.5
        if sec == SEC_REGRESS:
            for e in range(6):
                if s.box[B_REGRESS * 6 + e] and B.added(s, a, e) > 0:
                    return 1.5
            return 0.1
        if sec == SEC_ABUND:
            return 1.6 if any(s.box[B_ABUND * 6 + e] for e in range(6)) else 0.0
        if sec == SEC_WASTE:
            return 0.4
        if sec == SEC_DEPLETE:
            return 0.7
        return 0.0

    def add_pending(self) -> None:
        """Add the worth of every pawn still waiting on the display to the projections."""
        s = self.s
        if s.phase not in (PLANNING, EXECUTION):
            return
        from rules.dominant_species.moves import PROG_INDEX
        in_exec = s.phase == EXECUTION
        first_glacier = True
        proj = self.proj
        wp = self.w["pending"]
        for i, a in enumerate(s.spaces):
            if a < 0:
                continue
            sec = SPACE_SEC[i]
            if sec == SEC_GLACIATION:
                proj[a] += wp * self.glacier() if first_glacier else 0.3
                first_glacier = False
                continue
            if in_exec and PROG_INDEX[i] < s.cursor:
                continue
            proj[a] += wp * self.space_value(a, i)


W = WEIGHTS


def projections(s, w: dict | None = None) -> list:
    """The projected score of every animal (0 for animals not in play); ``w``: other weights."""
    if s.phase == OVER:
        return [float(s.vp[a]) if a in s.animals else 0.0 for a in range(6)]
    snap = Snapshot(s, w)
    snap.add_pending()
    return snap.proj


def space_value(s, a: int, i: int) -> float:
    return Snapshot(s).space_value(a, i)


def seat_projection(s, proj: list, seat: int) -> float:
    return min(proj[a] for a in s.seat_animals[seat])


def margin(s, seat: int, proj: list | None = None, w: dict | None = None) -> float:
    """The seat's projection minus the best other seat's (the heuristic player's yardstick)."""
    proj = proj if proj is not None else projections(s, w)
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
