"""A fast estimate of what placing a card would gain now, for the AI (the exact figure is
``policy.Scorer.gain``, about a hundred times slower).

One pass over a forest gathers its counts and how much the cards already there pay for each new
symbol, species, colour or bottom card (a Goshawk pays 3 for every bird that comes, a waiting Lynx 10
for the first Roe Deer). A card's estimate is its own scoring term run on the counts with itself
added, plus that support. Tree-specific conditions (a Chaffinch's Beech, a Dormouse's bat, a toad's
partner) are checked against the free slots. Interactions the estimate leaves out: majorities moving
for the other forests, the completion of a fully occupied tree, a tree's four new slots.
"""
from __future__ import annotations

from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import BOTTOM, COLOUR_INDEX, NO_SIDE, OPPOSITE, SYM_BIT, SYMBOLS
from rules.forest_shuffle.scoring import Counts

D = db()
N_SYM = len(SYMBOLS)
SYM_I = {name: i for i, name in enumerate(SYMBOLS)}
BUTTERFLY = SYM_BIT["butterfly"]
BAT = SYM_BIT["bat"]
BUTTERFLIES = D.species_with_sym[BUTTERFLY]
BATS = D.species_with_sym[BAT]


def _compile():
    """Per species: (term name, params as plain values)."""
    out = []
    for sp in range(D.n_species):
        t = D.s_score[sp]
        p = {k: getattr(t, k) for k in type(t).model_fields if k != "score"}
        if "symbols" in p:
            p["symbols"] = tuple(SYM_I[s] for s in p["symbols"])
        if "symbol" in p:
            p["symbol"] = SYM_BIT[p["symbol"]]
        if "species" in p:
            p["species"] = D.species_index[p["species"]]
        if "tree" in p:
            p["tree"] = D.species_index[p["tree"]]
        out.append((t.score, p))
    return tuple(out)


TERMS = _compile()
WOODPECKER = tuple(sp for sp in range(D.n_species) if TERMS[sp][0] == "most_trees")
MOSS = tuple(sp for sp in range(D.n_species) if TERMS[sp][0] == "min_trees")
ALL8 = tuple(sp for sp in range(D.n_species) if TERMS[sp][0] == "all_species")


class Marginal:
    """Estimated gains of new cards in one seat's forest (the other forests as they are)."""

    __slots__ = ("c", "forest", "best_trees", "supp_sym", "supp_sp", "supp_first", "supp_col", "supp_bottom",
                 "free", "toad_single", "bat_opposite_free", "tree_free_top", "tree_free_side", "completes",
                 "supp_full")

    def __init__(self, state, seat: int, counts: list[Counts] | None = None):
        forest = state.forests[seat]
        if counts is None:
            c = Counts(D, seat, forest)
            others = [Counts(D, q, state.forests[q]) for q in range(state.n) if q != seat]
            c.all = [c] + others
        else:
            c = counts[seat]
            others = [counts[q] for q in range(state.n) if q != seat]
        self.c = c
        self.forest = forest
        self.best_trees = max((o.trees for o in others), default=0)
        supp_sym = [0.0] * N_SYM
        supp_sp = [0.0] * D.n_species
        supp_first = [0.0] * D.n_species
        supp_col = [0.0] * 8
        bottom = 0.0
        f_species, f_colour = D.f_species, D.f_colour
        free = [False, False, False, False]
        toad_single = False
        bat_opp = [False, False, False, False]
        tree_free_top = set()
        tree_free_side = set()
        completes = [False, False, False, False]
        full_pts = 0.0
        for t in forest:
            empty = [side for side in range(4) if not t[2 + side]]
            if len(empty) == 1:
                completes[empty[0]] = True
            if not t[1]:
                for side in empty:
                    tree_free_side.add((f_species[t[0] * 2], side))
            faces = [] if t[1] else [(t[0] * 2, -1)]
            for side in range(4):
                slot = t[2 + side]
                if not slot:
                    free[side] = True
                    if side == 0 and not t[1]:
                        tree_free_top.add(f_species[t[0] * 2])
                    opp = t[2 + OPPOSITE[side]] if side >= 2 else ()
                    if opp and any(D.f_sym[x * 2 + (OPPOSITE[side] & 1)] & BAT for x in opp):
                        bat_opp[side] = True
                for x in slot:
                    faces.append((x * 2 + (side & 1), side))
                if side == BOTTOM and len(slot) == 1 and D.s_share[f_species[slot[0] * 2 + 1]] == 2:
                    toad_single = True
            for f, _side in faces:
                name, p = TERMS[f_species[f]]
                if name == "per_symbol":
                    for i in p["symbols"]:
                        supp_sym[i] += p["points"]
                elif name == "per_species":
                    supp_sp[p["species"]] += p["points"]
                elif name == "if_species":
                    if c.species[p["species"]] == 0:
                        supp_first[p["species"]] += p["points"]
                elif name == "own_colour":
                    supp_col[f_colour[f]] += p["points"]
                elif name == "bottom_cards":
                    bottom += p["points"]
                elif name == "fully_occupied":
                    full_pts += p["points"]
        self.supp_sym = supp_sym
        self.supp_sp = supp_sp
        self.supp_first = supp_first
        self.supp_col = supp_col
        self.supp_bottom = bottom
        self.free = free
        self.toad_single = toad_single
        self.bat_opposite_free = bat_opp
        self.tree_free_top = tree_free_top
        self.tree_free_side = tree_free_side
        self.completes = completes
        self.supp_full = full_pts

    def placeable(self, face: int) -> bool:
        side = D.f_side[face]
        if side == NO_SIDE:
            return True
        if self.free[side]:
            return True
        sp = D.f_species[face]
        if D.s_share[sp] == 2:
            return self.toad_single
        if D.s_share[sp]:
            return self.c.species[sp] > 0
        return False

    def gain(self, face: int) -> float:
        """Estimated points gained now by placing ``face`` (its best spot)."""
        c = self.c
        sp = D.f_species[face]
        side = D.f_side[face]
        g = 0.0
        for i in D.f_symidx[face]:
            g += self.supp_sym[i]
        g += self.supp_sp[sp] + self.supp_first[sp] + self.supp_col[D.f_colour[face]]
        if side == BOTTOM:
            g += self.supp_bottom
        if side >= 0 and self.completes[side]:
            g += self.supp_full
        if D.s_boost[sp]:
            g += self._boost(side)
        if side == NO_SIDE or D.s_boost[sp]:
            trees = c.trees + 1
            for w in WOODPECKER:
                if c.trees < self.best_trees <= trees:
                    g += 10 * c.species[w]
            for m in MOSS:
                if trees == 10:
                    g += 10 * c.species[m]
            if not c.species[sp] and c.present == 7:
                for a in ALL8:
                    g += 10 * c.species[a]
        return g + self._own(face, sp, side)

    def _boost(self, side: int) -> float:
        """A Violet Carpenter Bee: one more tree of the species it joins (its best choice)."""
        c = self.c
        best = 0.0
        for tsp, tside in self.tree_free_side:
            if tside != side:
                continue
            name, p = TERMS[tsp]
            n = c.tree_species(D, tsp)
            if name == "set_table":
                table = p["table"]
                v = table[min(n + 1, len(table)) - 1] - (table[min(n, len(table)) - 1] if n else 0)
            elif name == "min_species":
                v = p["points"] * (n + 1) if n + 1 == p["need"] else 0
            elif name == "most_species":
                bo = max((o.tree_species(D, tsp) for o in c.all if o.seat != c.seat), default=0)
                v = (p["most"] - p["other"]) * c.species[tsp] if n < bo <= n + 1 else 0
            else:
                v = 0
            if v > best:
                best = v
        return best

    def _own(self, face: int, sp: int, side: int) -> float:
        c = self.c
        name, p = TERMS[sp]
        if name == "flat":
            return p["points"]
        if name == "per_symbol":
            n = 0
            bits = D.f_sym[face]
            for i in p["symbols"]:
                n += c.sym[i] + (1 if bits & (1 << i) else 0)
            return p["points"] * n
        if name == "per_species":
            return p["points"] * (c.species[p["species"]] + (p["species"] == sp))
        if name == "if_species":
            return p["points"] if c.species[p["species"]] or p["species"] == sp else 0
        if name == "on_tree":
            return p["points"] if p["tree"] in self.tree_free_top else 0
        if name == "most_species":
            mine = c.tree_species(D, sp) + 1
            best = max((o.tree_species(D, sp) for o in c.all if o.seat != c.seat), default=0)
            if mine >= best:
                was = mine - 1 >= best
                return p["most"] + (0 if was else (p["most"] - p["other"]) * (mine - 1))
            return p["other"]
        if name == "most_trees":
            return p["most"] if c.trees >= self.best_trees else p["other"]
        if name == "min_trees":
            return p["points"] if c.trees >= p["need"] else 0
        if name == "min_species":
            n = c.tree_species(D, sp) + 1
            if n > p["need"]:
                return p["points"]
            if n == p["need"]:
                return p["points"] * n
            return p["other"]
        if name == "all_species":
            present = c.present + (0 if c.species[sp] else 1)
            return p["points"] if present >= 8 else 0
        if name == "own_slots":
            return 0
        if name == "bottom_cards":
            return p["points"] * (c.bottom + 1)
        if name == "own_colour":
            return p["points"] * (c.colour[D.f_colour[face]] + 1)
        if name == "fully_occupied":
            return p["points"] * c.full
        if name == "opposite_symbol":
            return p["points"] if self.bat_opposite_free[side] else 0
        if name == "share_slot":
            return 2 * p["points"] if self.toad_single else 0
        if name == "set_table":
            table = p["table"]
            n = c.tree_species(D, sp) if D.s_colour[sp] >= 0 else c.species[sp]
            before = table[min(n, len(table)) - 1] if n else 0
            return table[min(n + 1, len(table)) - 1] - before
        if name == "butterfly_sets":
            return _butterflies(c, sp, p["table"])
        if name == "min_kinds":
            kinds = sum(1 for b in BATS if c.species[b])
            total = sum(c.species[b] for b in BATS)
            new_kinds = kinds + (0 if c.species[sp] else 1)
            if new_kinds < p["need"]:
                return 0
            return p["points"] * (1 if kinds >= p["need"] else total + 1)
        return 0


def _butterflies(c, sp: int, table) -> float:
    def total(counts):
        pts = 0
        k = 1
        while True:
            size = sum(1 for n in counts if n >= k)
            if not size:
                return pts
            pts += table[min(size, len(table)) - 1]
            k += 1
    now = [c.species[b] for b in BUTTERFLIES]
    after = [c.species[b] + (b == sp) for b in BUTTERFLIES]
    return total(after) - total(now)


__all__ = ["Marginal", "COLOUR_INDEX"]
