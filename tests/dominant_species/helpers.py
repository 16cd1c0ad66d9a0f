"""Hand-built positions for the Dominant Species tests.

``make()`` starts a real game and then replaces the Earth with the tiles, elements and species a
test names (axial coordinates), puts the game in the Execution phase and parks a *hold* frame
at the bottom of the frame stack, so a test can push the frame of one action, play it and look at
the result without the turn running on.
"""
from __future__ import annotations

from rules.engine.core import Action
from rules.dominant_species import flow
from rules.dominant_species.constants import ANIMALS, ELEMENTS, EXECUTION, TERRAINS
from rules.dominant_species.game import RULES
from rules.dominant_species.steps import STEPS, Step, act
from rules.dominant_species.tables import GEO, NH

HOLD = "test_hold"
if HOLD not in STEPS:
    STEPS[HOLD] = Step(HOLD, lambda s, fr: [act("hold", 0), act("hold", 1)], lambda s, fr, a, ev: None, "")

A = {name: i for i, name in enumerate(ANIMALS)}
E = {name: i for i, name in enumerate(ELEMENTS)}
T = {name: i for i, name in enumerate(TERRAINS)}


def H(q: int, r: int) -> int:
    """The hex index of axial (q, r)."""
    return GEO.index[(q, r)]


def C(*hexes) -> int:
    """The corner index of three (q, r)."""
    return GEO.corner_index[frozenset(tuple(h) for h in hexes)]


def corners_of(q: int, r: int) -> tuple:
    return GEO.hex_corners[H(q, r)]


def make(animals=("mammal", "reptile", "bird"), tiles=None, elements=None, species=None, multi=False, seed=0,
         gene=None, hold=True):
    """A game of ``animals`` (one per seat, in that seat order) on a hand-built Earth.

    tiles: {(q, r): terrain}; elements: {corner index: element}; species: {(q, r): {animal: n}}.
    Gene pools are set to ``gene`` (default 20) for every animal in play."""
    n = len(animals)
    if multi:
        s = RULES.new_game({"players": n, "multi_animal": True}, seed)
    else:
        s = RULES.new_game({"players": n, "animals": list(animals)}, seed)
    s.phase = EXECUTION
    s.cursor = len(flow.M.PROGRAM)
    s.frames = []
    s.spaces = [-1] * len(s.spaces)
    if tiles is not None:
        s.terrain = [-1] * NH
        s.sp = [0] * (NH * 6)
        s.el = [-1] * len(s.el)
        for (q, r), t in tiles.items():
            s.terrain[H(q, r)] = T[t]
    for c, e in (elements or {}).items():
        s.el[c] = E[e]
    for (q, r), per in (species or {}).items():
        for a, k in per.items():
            s.sp[H(q, r) * 6 + A[a]] = k
    for a in s.animals:
        s.gene[a] = 20 if gene is None else gene
    if hold:
        s.frames.append((HOLD, s.animals[0]))
    s._legal = None
    return s


def push(s, *frame):
    """Put ``frame`` on top and settle (automatic frames run, forced choices resolve)."""
    s.frames.append(tuple(frame))
    s._legal = None
    flow.settle(s, [])
    return s


def start(s, name, space=-1):
    """Run the start of one program item (as the turn would reach it), then settle."""
    ev = []
    flow.M.START[name](s, space, ev)
    s._legal = None
    flow.settle(s, ev)
    return ev


def play(s, kind, value=None):
    """Apply one action through the rules (legality checked); returns the events."""
    return RULES.apply(s, Action(kind, value))


def top(s):
    return s.frames[-1][0] if s.frames else None


def legal(s):
    return RULES.legal_actions(s)


def values(s, kind=None):
    return [a.value for a in RULES.legal_actions(s) if kind is None or a.kind == kind]


def sp(s, q, r, animal):
    return s.sp[H(q, r) * 6 + A[animal]]


def el(s, c):
    e = s.el[c]
    return None if e < 0 else ELEMENTS[e]


def held(s) -> bool:
    """True when everything pushed has resolved and the hold frame is on top again."""
    return top(s) == HOLD


def set_display(s, animal, *added):
    """Add elements (beyond the printed ones) to an animal's display."""
    for e in added:
        s.disp[A[animal] * 6 + E[e]] += 1


def box(s, name, *elements):
    from rules.dominant_species.constants import BOXES
    b = BOXES.index(name)
    for e in range(6):
        s.box[b * 6 + e] = 0
    for e in elements:
        s.box[b * 6 + E[e]] += 1
