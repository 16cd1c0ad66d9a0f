"""The playout policy of the search: a cheap greedy player.

Placements in Planning are ranked by the worth of the space (evaluate.space_value) without playing
them; every other decision tries a handful of the legal actions (all of them when there are few) and
keeps the one with the best margin (the seat's projection minus the best other seat's). Passing is
always among the tries. Deterministic given the RNG.
"""
from __future__ import annotations

from rules.dominant_species import flow
from rules.dominant_species.evaluate import margin, projections, space_value
from rules.dominant_species.steps import PASS

TRIES = 8


def greedy(s, legal: list, rng, tries: int = TRIES):
    """The greedy choice for the seat to move in ``s`` (a full state)."""
    fr = s.frames[-1]
    kind = fr[0]
    a = fr[1]
    if kind == "plan" or kind == "init_place":
        best, bv = None, None
        for act in legal:
            v = -0.5 if act is PASS else space_value(s, a, act.value) + 0.1 * rng.random()
            if bv is None or v > bv:
                best, bv = act, v
        return best
    seat = s.owner[a]
    cands = legal
    if len(legal) > tries:
        cands = [legal[rng.randrange(len(legal))] for _ in range(tries - 1)]
        if PASS in legal:
            cands.append(PASS)
    best, bv = None, None
    for act in cands:
        t = s.clone()
        flow.resolve(t, act, None)
        v = margin(t, seat) + 0.05 * rng.random()
        if bv is None or v > bv:
            best, bv = act, v
    return best


__all__ = ["greedy", "projections"]
