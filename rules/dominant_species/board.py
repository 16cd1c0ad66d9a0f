"""The Earth and the animals: matching, dominance, endangered species, placing and removing pieces.

Pure functions of a State (no events); the moves and the card effects build on them.
"""
from __future__ import annotations

from rules.dominant_species.constants import TUNDRA
from rules.dominant_species.tables import (CORNER_HEXES, HEX_CORNERS, MAX_ELEMENTS, NB, NC, NH, PRINTED, SCORES,
                                           bonus)

RANGE6 = range(6)


def tile_counts(el: list, h: int) -> list:
    """How many elements of each type sit on the corners of hex ``h``."""
    cnt = [0, 0, 0, 0, 0, 0]
    for c in HEX_CORNERS[h]:
        e = el[c]
        if e >= 0:
            cnt[e] += 1
    return cnt


def match_value(disp: list, a: int, cnt: list) -> int:
    """Σ over element types of (copies on a's display) × (copies on the tile)."""
    b = a * 6
    return (disp[b] * cnt[0] + disp[b + 1] * cnt[1] + disp[b + 2] * cnt[2] + disp[b + 3] * cnt[3]
            + disp[b + 4] * cnt[4] + disp[b + 5] * cnt[5])


def match(s, a: int, h: int) -> int:
    return match_value(s.disp, a, tile_counts(s.el, h))


def dominant(s, h: int) -> int:
    """The animal dominating tile ``h`` (species there and a match strictly above every other animal's
    there, at least 1), or -1."""
    sp = s.sp
    base = h * 6
    cnt = None
    best, bestv, tie = -1, 0, False
    for a in RANGE6:
        if sp[base + a]:
            if cnt is None:
                cnt = tile_counts(s.el, h)
            v = match_value(s.disp, a, cnt)
            if v > bestv:
                best, bestv, tie = a, v, False
            elif v == bestv and v > 0:
                tie = True
    return -1 if tie else best


def dominance(s) -> list:
    """The dominant animal of every hex (-1: none or no tile)."""
    return [dominant(s, h) if s.terrain[h] >= 0 else -1 for h in range(NH)]


def endangered(s, a: int, h: int) -> int:
    """How many of a's species on ``h`` are endangered (all of them when a matches nothing there)."""
    n = s.sp[h * 6 + a]
    if n and match(s, a, h) == 0:
        return n
    return 0


def endangered_all(s) -> list:
    """[(hex, animal, count)] of every endangered species on the Earth."""
    out = []
    for h in range(NH):
        if s.terrain[h] < 0:
            continue
        base = h * 6
        cnt = None
        for a in RANGE6:
            n = s.sp[base + a]
            if n:
                if cnt is None:
                    cnt = tile_counts(s.el, h)
                if match_value(s.disp, a, cnt) == 0:
                    out.append((h, a, n))
    return out


def species_total(s, h: int) -> int:
    b = h * 6
    sp = s.sp
    return sp[b] + sp[b + 1] + sp[b + 2] + sp[b + 3] + sp[b + 4] + sp[b + 5]


def animals_on(s, h: int) -> list:
    b = h * 6
    return [a for a in RANGE6 if s.sp[b + a]]


def tile_ranking(s, h: int) -> list:
    """[(animal, species, place VPs)] for scoring tile ``h``: by number of species, ties by food chain
    (lower index first); only as many places as the terrain's table lists."""
    b = h * 6
    ranked = sorted((a for a in RANGE6 if s.sp[b + a]), key=lambda a: (-s.sp[b + a], a))
    table = SCORES[s.terrain[h]]
    return [(a, s.sp[b + a], table[i]) for i, a in enumerate(ranked) if i < len(table)]


def is_tile(s, h: int) -> bool:
    return s.terrain[h] >= 0


def tiles(s) -> list:
    return [h for h in range(NH) if s.terrain[h] >= 0]


def corner_in_play(s, c: int) -> bool:
    """A corner may take an element when at least one of its hexes holds a tile."""
    ter = s.terrain
    for h in CORNER_HEXES[c]:
        if ter[h] >= 0:
            return True
    return False


def vacant_corners(s) -> list:
    el = s.el
    return [c for c in range(NC) if el[c] < 0 and corner_in_play(s, c)]


def tundra_count(s, c: int) -> int:
    ter = s.terrain
    return sum(1 for h in CORNER_HEXES[c] if ter[h] == TUNDRA)


def adjacent_tiles(s, h: int) -> list:
    ter = s.terrain
    return [n for n in NB[h] if ter[n] >= 0]


def vacant_hexes(s) -> list:
    """Empty hexes next to at least one tile (where a wanderlust tile may go)."""
    ter = s.terrain
    return [h for h in range(NH) if ter[h] < 0 and any(ter[n] >= 0 for n in NB[h])]


def glaciation_targets(s) -> list:
    """Tiles a Glaciation may cover: not tundra, next to a tundra tile; none when the stock is empty."""
    if s.tundra <= 0:
        return []
    ter = s.terrain
    return [h for h in range(NH) if 0 <= ter[h] != TUNDRA and any(ter[n] == TUNDRA for n in NB[h])]


def elements_total(s, a: int) -> int:
    b = a * 6
    return sum(s.disp[b:b + 6])


def added(s, a: int, e: int) -> int:
    """Elements of type e on a's display that were added (not printed): the ones that can be lost."""
    return s.disp[a * 6 + e] - PRINTED[a][e]


def removable_types(s, a: int) -> list:
    return [e for e in RANGE6 if s.disp[a * 6 + e] > PRINTED[a][e]]


def display_full(s, a: int) -> bool:
    return elements_total(s, a) >= MAX_ELEMENTS


def reachable(s, a: int, f: int) -> list:
    """Tiles a species of a on ``f`` may migrate to: next to it, or for birds two steps over a tile."""
    ter = s.terrain
    out = [n for n in NB[f] if ter[n] >= 0]
    if a == 2:  # birds
        seen = set(out)
        seen.add(f)
        for m in list(out):
            for n in NB[m]:
                if ter[n] >= 0 and n not in seen:
                    seen.add(n)
                    out.append(n)
    return out


def survival_holder(s) -> int:
    """The animal with, alone, the most species on tundra tiles (at least one), or -1."""
    tot = [0] * 6
    ter = s.terrain
    sp = s.sp
    for h in range(NH):
        if ter[h] == TUNDRA:
            b = h * 6
            for a in RANGE6:
                tot[a] += sp[b + a]
    m = max(tot)
    if m == 0 or tot.count(m) > 1:
        return -1
    return tot.index(m)


def tundra_tiles_occupied(s, a: int) -> int:
    ter = s.terrain
    return sum(1 for h in range(NH) if ter[h] == TUNDRA and s.sp[h * 6 + a])


def add_vp(s, a: int, n: int, src: int) -> int:
    """Give a ``n`` VPs (negative: take them, never below 0); returns the change."""
    if n < 0:
        n = -min(-n, s.vp[a])
    s.vp[a] += n
    s.vsrc[a * 8 + src] += n
    return n


def eliminate(s, h: int, a: int, n: int = 1) -> int:
    """Remove up to n of a's species from h to its eliminated pile; returns how many."""
    i = h * 6 + a
    n = min(n, s.sp[i])
    s.sp[i] -= n
    s.elim[a] += n
    return n


def place_species(s, h: int, a: int, n: int) -> int:
    """Up to n species from a's gene pool onto h; returns how many."""
    n = min(n, s.gene[a])
    s.gene[a] -= n
    s.sp[h * 6 + a] += n
    return n


def bag_draw(s, k: int) -> list:
    """Draw up to k random elements from the bag (the RNG in the state decides)."""
    out = []
    bag = s.bag
    for _ in range(k):
        total = bag[0] + bag[1] + bag[2] + bag[3] + bag[4] + bag[5]
        if total <= 0:
            break
        x = s.rng.randrange(total)
        e = 0
        while x >= bag[e]:
            x -= bag[e]
            e += 1
        bag[e] -= 1
        out.append(e)
    return out


def glaciate(s, h: int, a: int) -> dict:
    """Cover tile h with tundra for animal a: every element on the Earth whose corner now touches three
    tundra tiles goes to the bag (not only those of h: an element may have been put on such a corner
    since the last Glaciation), a scores the bonus chart for the tundra tiles next to h, each animal
    keeps one species on h and the others return to its gene pool. Returns what happened (for the
    events)."""
    s.terrain[h] = TUNDRA
    s.tundra -= 1
    removed = []
    for c in range(NC):
        e = s.el[c]
        if e >= 0 and tundra_count(s, c) == 3:
            s.el[c] = -1
            s.bag[e] += 1
            removed.append((c, e))
    near = sum(1 for n in NB[h] if s.terrain[n] == TUNDRA)
    pts = add_vp(s, a, bonus(near), 2)
    back = {}
    b = h * 6
    for x in RANGE6:
        k = s.sp[b + x]
        if k > 1:
            s.sp[b + x] = 1
            s.gene[x] += k - 1
            back[x] = k - 1
    return {"removed": removed, "tundra_near": near, "vp": pts, "returned": back}
