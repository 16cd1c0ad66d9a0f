"""The playout policy of the search: a cheap greedy player for every seat.

Frequent steps follow quick rules that need no look-ahead (placements by the worth of the space,
the most species a Speciation allows, the best tile to score, the element that matches most);
the rest try a few legal actions (passing among them) and keep the best margin (the seat's
projection minus the best other seat's). Deterministic given the RNG.
"""
from __future__ import annotations

from rules.dominant_species import board as B
from rules.dominant_species import flow
from rules.dominant_species.evaluate import Snapshot, margin
from rules.dominant_species.steps import PASS
from rules.dominant_species.constants import SECTIONS
from rules.dominant_species.tables import HEX_CORNERS, NH, SECTION_SPACES, SPACE_SEC

TRIES = 4
SEC_GLACIATION, SEC_DOMINATION = SECTIONS.index("glaciation"), SECTIONS.index("domination")
GLACIATION_SPACES, DOMINATION_SPACES = SECTION_SPACES[SEC_GLACIATION], SECTION_SPACES[SEC_DOMINATION]
DOMINATION_AFTER = 0.7      # a Domination pawn's worth for each other animal's pawn that scores before it
# voluntary steps whose "don't" only ever costs the animal deciding (keep an element through Regression,
# save an endangered species): the computer players always take them
ALWAYS_TAKEN = frozenset({"protect", "save"})


def taken(kind: str, legal: list) -> list:
    """``legal`` without the pass when ``kind`` is always taken (never empty when ``legal`` is not)."""
    if kind in ALWAYS_TAKEN:
        kept = [a for a in legal if a.kind != "pass"]
        return kept or legal
    return legal


def _tries(s, legal, rng, seat, tries):
    cands = legal
    if len(legal) > tries:
        cands = [legal[rng.randrange(len(legal))] for _ in range(tries - 1)]
        if PASS in legal:
            cands.append(PASS)
    best, bv = None, None
    for act in cands:
        t = s.clone(share_rng=True)
        flow.resolve(t, act, None)
        v = margin(t, seat) + 0.05 * rng.random()
        if bv is None or v > bv:
            best, bv = act, v
    return best


def _counted(s, a: int, i: int, v: float) -> float:
    """A space's worth as a careful player counts it: a Glaciation pawn behind another never acts (it
    is lost for a turn); a Domination pawn comes after the other animals' Domination pawns to its left,
    which take the best tiles first."""
    sec = SPACE_SEC[i]
    if sec == SEC_GLACIATION:
        for g in GLACIATION_SPACES:
            if g == i:
                return v
            if s.spaces[g] >= 0:
                return -1.0
    elif sec == SEC_DOMINATION:
        for j in DOMINATION_SPACES:
            if j == i:
                return v
            b = s.spaces[j]
            if b >= 0 and b != a:
                v *= DOMINATION_AFTER
    return v


def _modelled(s, a: int, legal: list, gains: dict):
    """A placement by the careful player's previews (``gains``: (animal, space) -> the margin its
    action gained, previewed at the root of the search), corrected for the pawns placed since: a
    Glaciation pawn behind another is lost, a Domination pawn after another animal's scores less.
    No noise: ties go to the first space, as the careful player's do (in 3 careful games' Planning, 120
    of 213 later placements chosen as the careful player chose, against 39 by the worth of the space;
    with a little noise 97). None when an animal's previews are missing."""
    best, bv = None, None
    for act in legal:
        if act is PASS:
            v = -0.5
        else:
            i = act.value
            v = gains.get((a, i))
            if v is None:
                return None
            v = _counted(s, a, i, v) if v > 0 or SPACE_SEC[i] == SEC_GLACIATION else v
        if bv is None or v > bv:
            best, bv = act, v
    return best


def greedy(s, legal: list, rng, tries: int = TRIES, careful: bool = False, gains: dict | None = None):
    """The playout choice for the seat to move in ``s`` (a full state); ``careful``: pawns placed as
    a careful player counts them (:func:`_counted`); ``gains``: a Planning placement follows the
    careful player's previews (:func:`_modelled`)."""
    fr = s.frames[-1]
    kind = fr[0]
    a = fr[1]
    legal = taken(kind, legal)
    if kind in ("plan", "init_place", "instinct"):
        if gains is not None and kind == "plan":
            best = _modelled(s, a, legal, gains)
            if best is not None:
                return best
        snap = Snapshot(s)
        best, bv = None, None
        for act in legal:
            v = -0.5 if act is PASS else snap.space_value(a, act.value) + 0.3 * rng.random()
            if careful and act is not PASS:
                v = _counted(s, a, act.value, v)
            if bv is None or v > bv:
                best, bv = act, v
        return best
    if kind in ("speciation_count", "aquatic_count", "hibernation_count"):
        return legal[0]                              # the most species (counts are listed high to low)
    if kind == "wanderlust_move":
        h = fr[2]
        return legal[0] if B.match(s, a, h) > 0 else legal[-1]
    if kind == "domination":
        best, bv = PASS, 0.0
        for act in legal:
            if act is PASS:
                continue
            h = act.value
            g = 0.0
            for x, n, pts in B.tile_ranking(s, h):
                g += pts if x == a else -0.35 * pts
            if B.dominant(s, h) == a:
                g += 3.0
            g += 0.1 * rng.random()
            if g > bv:
                best, bv = act, g
        return best
    if kind == "adapt":
        best, bv = legal[-1], -1
        for act in legal:
            if act is PASS:
                continue
            e = act.value
            from rules.dominant_species.constants import ELEMENTS
            ei = ELEMENTS.index(e)
            n = sum(1 for h in range(NH) if s.sp[h * 6 + a] for c in HEX_CORNERS[h] if s.el[c] == ei)
            if n > bv:
                best, bv = act, n
        return best
    if kind == "fecundity":
        return legal[0]
    if kind == "migration":
        return PASS if rng.random() < 0.7 else legal[rng.randrange(len(legal))]
    if kind == "wanderlust":
        return legal[rng.randrange(len(legal) - 1)] if rng.random() < 0.8 else PASS
    if kind == "wanderlust_hex":
        best, bv = legal[0], -1
        for act in legal:
            k = len(B.adjacent_tiles(s, act.value)) + 0.5 * rng.random()
            if k > bv:
                best, bv = act, k
        return best
    return _tries(s, legal, rng, s.owner[a], tries)


__all__ = ["greedy", "taken", "ALWAYS_TAKEN"]
