"""The AI's estimate of a seat's chances, in 0..1, from VPs and the position.

Each animal gets a *projected score*: its VPs, plus what the tiles would pay it if scored now
(weighted by how many scorings are still to come), plus the worth of dominating tiles, of species
that are safe, of pawns and elements. A seat's projection is its animal's (the lowest of its animals
under the 2–3 player rule); the estimate is the seat's share of exp(projection / temperature).
"""
from __future__ import annotations

import math

from rules.dominant_species import board as B
from rules.dominant_species.constants import OVER
from rules.dominant_species.tables import NH, SCORES

TEMPERATURE = 12.0


def projections(s) -> list:
    """The projected score of every animal (0 for animals not in play)."""
    proj = [0.0] * 6
    for a in s.animals:
        proj[a] = float(s.vp[a])
    if s.phase == OVER:
        return proj
    cards_left = len(s.deck) + len(s.avail)
    turns_left = 1.0 if s.last_turn else min(12.0, 1.0 + cards_left / 3.0)
    w_tile = 1.0 + 0.25 * (turns_left - 1.0)
    sp, ter, el, disp = s.sp, s.terrain, s.el, s.disp
    for h in range(NH):
        t = ter[h]
        if t < 0:
            continue
        b = h * 6
        present = [a for a in s.animals if sp[b + a]]
        if not present:
            continue
        cnt = B.tile_counts(el, h)
        table = SCORES[t]
        ranked = sorted(present, key=lambda a: (-sp[b + a], a))
        best, bestv, tie = -1, 0, False
        for i, a in enumerate(ranked):
            v = B.match_value(disp, a, cnt)
            if v == 0:
                proj[a] -= 0.8 * sp[b + a]          # endangered: these species die at Reset
                continue
            if i < len(table):
                proj[a] += w_tile * table[i]
            proj[a] += 0.25 * sp[b + a]
            if v > bestv:
                best, bestv, tie = a, v, False
            elif v == bestv:
                tie = True
        if best >= 0 and not tie:
            proj[best] += 1.5 + 0.2 * turns_left
    for a in s.animals:
        proj[a] += 0.8 * s.aps[a] * min(turns_left, 4.0)
        proj[a] += 0.15 * min(s.gene[a], 20)
    return proj


def seat_projection(s, proj: list, seat: int) -> float:
    return min(proj[a] for a in s.seat_animals[seat])


def evaluate(s, seat: int) -> float:
    proj = projections(s)
    mine = [seat_projection(s, proj, p) for p in range(s.n)]
    if s.phase == OVER:
        from rules.dominant_species.scoring import ranking
        order = ranking(s)
        return 1.0 if order[0] == seat else 0.0
    top = max(mine)
    ws = [math.exp((m - top) / TEMPERATURE) for m in mine]
    return ws[seat] / sum(ws)
