"""Scoring terms (one per rule on the cards) and the score of a forest, card by card.

A species names its scoring term in ``cards.yaml`` (``score: {score: per_symbol, points: 3,
symbols: [bird]}``). A handler gets the context of one card (the counts of its forest and of every
forest, the card's face, its tree and side) and returns ``(points, reason, params)``: ``reason`` is
the i18n key ``forest_shuffle.score.<reason>`` and ``params`` its numbers, so the screen can write
"Goshawk: 3 × 4 birds = 12" in any language.

Set scorings (Horse Chestnut, Fireflies, Fire Salamander: ``set_table``; the butterflies:
``butterfly_sets``) count once per forest: the first card of the set carries the points, the others
say ``in_set``.
"""
from __future__ import annotations

from typing import Literal

from rules.engine.effects import EffectRegistry
from rules.engine.models import NonNegInt, Str
from rules.forest_shuffle.constants import BOTTOM, OPPOSITE, SIDES, SYM_BIT, SYMBOLS

SCORING = EffectRegistry("forest_shuffle_score", key="score")
Symbol = Literal[SYMBOLS]  # type: ignore[valid-type]
Colour = Str
SET_TERMS = ("set_table", "butterfly_sets")
N_SYM = len(SYMBOLS)
_SYM_INDEX = {name: i for i, name in enumerate(SYMBOLS)}


class Counts:
    """What the scoring of one forest needs, counted in one pass."""

    __slots__ = ("seat", "species", "sym", "colour", "trees", "boost", "bottom", "full", "present", "all")

    def __init__(self, db, seat: int, forest: list):
        self.seat = seat
        species = [0] * db.n_species
        sym = [0] * N_SYM
        colour = [0] * 8
        boost = [0] * 8
        trees = bottom = full = vcb = 0
        present = 0
        f_species, f_colour, f_symidx, s_boost = db.f_species, db.f_colour, db.f_symidx, db.s_boost
        for tree in forest:
            trees += 1
            sym[0] += 1
            if tree[1]:
                tcol = -1
            else:
                f = tree[0] * 2
                species[f_species[f]] += 1
                tcol = f_colour[f]
                colour[tcol] += 1
                present |= 1 << tcol
            occupied = True
            for side in range(4):
                slot = tree[2 + side]
                if not slot:
                    occupied = False
                    continue
                if side == BOTTOM:
                    bottom += len(slot)
                half = side & 1
                for c in slot:
                    f = c * 2 + half
                    sp = f_species[f]
                    species[sp] += 1
                    colour[f_colour[f]] += 1
                    for i in f_symidx[f]:
                        sym[i] += 1
                    if s_boost[sp]:
                        vcb += 1
                        if tcol >= 0:
                            boost[tcol] += 1
            if occupied:
                full += 1
        self.species = species
        self.sym = sym
        self.colour = colour
        self.boost = boost
        self.trees = trees + vcb
        self.bottom = bottom
        self.full = full
        self.present = bin(present).count("1")
        self.all: list = []

    def tree_species(self, db, sp: int) -> int:
        """Trees of species ``sp``, each Violet Carpenter Bee on one counting once more."""
        col = db.s_colour[sp]
        return self.species[sp] + (self.boost[col] if col >= 0 else 0)


class CardCtx:
    """The card being scored (one object reused for every card of a forest)."""

    __slots__ = ("db", "c", "face", "tree", "side", "species")

    def __init__(self, db):
        self.db = db


def _sym_index(names) -> tuple:
    return tuple(_SYM_INDEX[n] for n in names)


# ---------------------------------------------------------------- the terms

@SCORING.effect("flat", points=NonNegInt)
def flat(ctx, points):
    return points, "flat", {"points": points}


@SCORING.effect("per_symbol", points=NonNegInt, symbols=tuple[Symbol, ...])
def per_symbol(ctx, points, symbols):
    n = 0
    for name in symbols:
        n += ctx.c.sym[_SYM_INDEX[name]]
    return points * n, "per_symbol", {"points": points, "count": n, "symbols": list(symbols)}


@SCORING.effect("per_species", points=NonNegInt, species=Str)
def per_species(ctx, points, species):
    n = ctx.c.species[ctx.db.species_index[species]]
    return points * n, "per_species", {"points": points, "count": n, "species": species}


@SCORING.effect("if_species", points=NonNegInt, species=Str)
def if_species(ctx, points, species):
    n = ctx.c.species[ctx.db.species_index[species]]
    return (points if n else 0), "if_species", {"points": points, "count": n, "species": species}


@SCORING.effect("on_tree", points=NonNegInt, tree=Colour)
def on_tree(ctx, points, tree):
    t = ctx.tree
    ok = (not t[1]) and ctx.db.species_ids[ctx.db.f_species[t[0] * 2]] == tree
    return (points if ok else 0), "on_tree", {"points": points, "tree": tree, "ok": ok}


@SCORING.effect("most_species", species=Str, most=NonNegInt, other=NonNegInt)
def most_species(ctx, species, most, other):
    db = ctx.db
    sp = db.species_index[species]
    mine = ctx.c.tree_species(db, sp)
    best = max((o.tree_species(db, sp) for o in ctx.c.all if o.seat != ctx.c.seat), default=0)
    ok = mine >= best
    return (most if ok else other), "most_species", {"points": most if ok else other, "species": species,
                                                     "count": mine, "best_other": best, "ok": ok}


@SCORING.effect("most_trees", most=NonNegInt, other=NonNegInt)
def most_trees(ctx, most, other):
    mine = ctx.c.trees
    best = max((o.trees for o in ctx.c.all if o.seat != ctx.c.seat), default=0)
    ok = mine >= best
    return (most if ok else other), "most_trees", {"points": most if ok else other, "count": mine,
                                                   "best_other": best, "ok": ok}


@SCORING.effect("min_trees", need=NonNegInt, points=NonNegInt)
def min_trees(ctx, need, points):
    n = ctx.c.trees
    return (points if n >= need else 0), "min_trees", {"points": points, "need": need, "count": n}


@SCORING.effect("min_species", species=Str, need=NonNegInt, points=NonNegInt, other=NonNegInt)
def min_species(ctx, species, need, points, other):
    n = ctx.c.tree_species(ctx.db, ctx.db.species_index[species])
    return (points if n >= need else other), "min_species", {"points": points if n >= need else other,
                                                             "species": species, "need": need, "count": n}


@SCORING.effect("all_species", points=NonNegInt)
def all_species(ctx, points):
    n = ctx.c.present
    return (points if n >= 8 else 0), "all_species", {"points": points, "count": n, "need": 8}


@SCORING.effect("own_slots", points=NonNegInt)
def own_slots(ctx, points):
    t = ctx.tree
    n = len(t[2]) + len(t[3]) + len(t[4]) + len(t[5])
    return points * n, "own_slots", {"points": points, "count": n}


@SCORING.effect("bottom_cards", points=NonNegInt)
def bottom_cards(ctx, points):
    n = ctx.c.bottom
    return points * n, "bottom_cards", {"points": points, "count": n}


@SCORING.effect("own_colour", points=NonNegInt)
def own_colour(ctx, points):
    col = ctx.db.f_colour[ctx.face]
    n = ctx.c.colour[col]
    return points * n, "own_colour", {"points": points, "count": n, "tree": ctx.db.colour_ids[col]}


@SCORING.effect("fully_occupied", points=NonNegInt)
def fully_occupied(ctx, points):
    n = ctx.c.full
    return points * n, "fully_occupied", {"points": points, "count": n}


@SCORING.effect("opposite_symbol", symbol=Symbol, points=NonNegInt)
def opposite_symbol(ctx, symbol, points):
    side = OPPOSITE[ctx.side]
    bit = SYM_BIT[symbol]
    half = side & 1
    db = ctx.db
    ok = any(db.f_sym[c * 2 + half] & bit for c in ctx.tree[2 + side])
    return (points if ok else 0), "opposite_symbol", {"points": points, "symbol": symbol, "ok": ok}


@SCORING.effect("share_slot", points=NonNegInt)
def share_slot(ctx, points):
    ok = len(ctx.tree[2 + ctx.side]) >= 2
    return (points if ok else 0), "share_slot", {"points": points, "ok": ok}


@SCORING.effect("set_table", table=tuple[NonNegInt, ...])
def set_table(ctx, table):
    db = ctx.db
    n = ctx.c.tree_species(db, ctx.species) if db.s_colour[ctx.species] >= 0 else ctx.c.species[ctx.species]
    pts = table[min(n, len(table)) - 1] if n else 0
    return pts, "set_table", {"points": pts, "count": n, "species": db.species_ids[ctx.species]}


@SCORING.effect("butterfly_sets", table=tuple[NonNegInt, ...])
def butterfly_sets(ctx, table):
    db = ctx.db
    counts = [ctx.c.species[sp] for sp in db.species_with_sym[SYM_BIT["butterfly"]]]
    sets = []
    k = 1
    while True:
        size = sum(1 for n in counts if n >= k)
        if size == 0:
            break
        sets.append(size)
        k += 1
    pts = sum(table[min(s, len(table)) - 1] for s in sets)
    return pts, "butterfly_sets", {"points": pts, "sets": sets}


@SCORING.effect("min_kinds", symbol=Symbol, need=NonNegInt, points=NonNegInt)
def min_kinds(ctx, symbol, need, points):
    db = ctx.db
    kinds = sum(1 for sp in db.species_with_sym[SYM_BIT[symbol]] if ctx.c.species[sp])
    return (points if kinds >= need else 0), "min_kinds", {"points": points, "symbol": symbol, "need": need,
                                                           "count": kinds}


# ---------------------------------------------------------------- forests

def all_counts(db, state) -> list[Counts]:
    out = [Counts(db, p, state.forests[p]) for p in range(state.n)]
    for c in out:
        c.all = out
    return out


def _cards_of(forest):
    """(card, face, tree, side) for every card of a forest, in reading order: each tree, then its
    top, bottom, left and right slots."""
    for t in forest:
        yield t[0], (-1 if t[1] else t[0] * 2), t, -1
        for side in range(4):
            half = side & 1
            for c in t[2 + side]:
                yield c, c * 2 + half, t, side


def forest_entries(db, state, seat: int, counts: list[Counts] | None = None) -> list[dict]:
    """The breakdown of ``seat``'s forest: one entry per card, then the cave."""
    counts = counts or all_counts(db, state)
    ctx = CardCtx(db)
    ctx.c = counts[seat]
    out = []
    done = set()
    for ti, t in enumerate(state.forests[seat]):
        for card, face, tree, side in _cards_of([t]):
            entry = {"card": db.card_ids[card] if card >= 0 else None, "tree": ti,
                     "side": SIDES[side] if side >= 0 else "tree", "points": 0}
            if face < 0:
                entry.update(species="sapling", reason="sapling", params={})
                out.append(entry)
                continue
            sp = db.f_species[face]
            term = db.s_score[sp]
            entry["species"] = db.species_ids[sp]
            key = db.s_set_key[sp]
            if key is not None:
                if key in done:
                    entry.update(reason="in_set", params={"set": db.species_ids[sp] if len(key) > 1
                                                          else "butterflies"})
                    out.append(entry)
                    continue
                done.add(key)
            ctx.face, ctx.tree, ctx.side, ctx.species = face, tree, side, sp
            fn, kw = db.s_score_call[sp]
            pts, reason, params = fn(ctx, **kw)
            entry.update(points=pts, reason=reason, params=params)
            out.append(entry)
    cave = len(state.cave_open[seat]) + len(state.cave_hidden[seat])
    out.append({"card": None, "species": "cave", "tree": None, "side": None, "points": cave, "reason": "cave",
                "params": {"points": 1, "count": cave}})
    return out


def forest_score(db, state, seat: int, counts: list[Counts], forest: list | None = None) -> int:
    """The total of ``seat`` (the sum of :func:`forest_entries`' points), without building entries.
    ``forest`` scores another forest in ``seat``'s place (``counts[seat]`` must be its counts)."""
    ctx = CardCtx(db)
    ctx.c = counts[seat]
    total = len(state.cave_open[seat]) + len(state.cave_hidden[seat])
    done = set()
    f_species, calls, s_set_key = db.f_species, db.s_score_call, db.s_set_key
    for t in (state.forests[seat] if forest is None else forest):
        faces = [] if t[1] else [(t[0] * 2, -1)]
        for side in range(4):
            half = side & 1
            for c in t[2 + side]:
                faces.append((c * 2 + half, side))
        for face, side in faces:
            sp = f_species[face]
            key = s_set_key[sp]
            if key is not None:
                if key in done:
                    continue
                done.add(key)
            ctx.face, ctx.tree, ctx.side, ctx.species = face, t, side, sp
            fn, kw = calls[sp]
            total += fn(ctx, **kw)[0]
    return total


def score_if(db, state, seat: int, counts: list[Counts], forest: list) -> int:
    """``seat``'s total if its forest were ``forest`` (the other forests as in ``counts``)."""
    c = Counts(db, seat, forest)
    lst = counts[:]
    lst[seat] = c
    c.all = lst
    return forest_score(db, state, seat, lst, forest)


def scores(db, state) -> list[int]:
    counts = all_counts(db, state)
    return [forest_score(db, state, p, counts) for p in range(state.n)]


__all__ = ["SCORING", "SET_TERMS", "Counts", "all_counts", "forest_entries", "forest_score", "score_if", "scores"]
