"""The data compiled into small integers and tuples for the hot paths (loaded once, on first use).

Everything here is derived from ``data/dominant_species/{animals,terrain,display,earth}.yaml`` and
the geometry; nothing is written by hand except the meaning of the fixed ids in constants.py.
"""
from __future__ import annotations

from rules.dominant_species.data import basic
from rules.dominant_species.constants import ANIMALS, BOXES, ELEMENTS, SECTIONS, TERRAINS, TUNDRA
from rules.dominant_species.geometry import geometry

_D = basic()
_A, _T, _S, _E = _D["animals.yaml"], _D["terrain.yaml"], _D["display.yaml"], _D["earth.yaml"]
GEO = geometry()

E_IX = {e: i for i, e in enumerate(ELEMENTS)}
T_IX = {t: i for i, t in enumerate(TERRAINS)}
A_IX = {a: i for i, a in enumerate(ANIMALS)}
SEC_IX = {s: i for i, s in enumerate(SECTIONS)}
BOX_IX = {b: i for i, b in enumerate(BOXES)}

# ---- geometry
NH = len(GEO.coords)
NC = len(GEO.corners)
NB = GEO.neighbours
HEX_CORNERS = GEO.hex_corners
CORNER_HEXES = GEO.corner_hexes
COORDS = GEO.coords
HEX_OF = GEO.index

# ---- animals: printed element counts per animal (6 x 6), start species per terrain
PRINTED = tuple(tuple(a.printed.count(e) for e in ELEMENTS) for a in _A.animals)
START_SPECIES = tuple(tuple((T_IX[t], n) for t, n in a.start_species.items()) for a in _A.animals)
ANIMAL_NAMES = tuple(a.names for a in _A.animals)

# ---- terrain: scoring table, speciation cap, large tiles, elements in the box
SCORES = tuple(tuple(t.scores) for t in _T.terrains)
SPEC_CAP = tuple(t.speciation for t in _T.terrains)
LARGE_TILES = tuple(t.large_tiles for t in _T.terrains)
TUNDRA_TILES = _T.tundra_tiles
DISCS = tuple(e.discs for e in _T.elements)
BONUS = tuple(_T.bonus_chart)


def bonus(n: int) -> int:
    """The bonus VP chart: n items -> VPs (the last value holds for any higher number)."""
    return BONUS[n] if n < len(BONUS) else BONUS[-1]


# ---- the action display: one entry per space in execution order (eyeballs and free spaces)
# SPACE_SEC[i]: section index; SPACE_FREE[i]: the animal of a free space or -1;
# SPACE_PARAM[i]: element index (speciation), species count (migration), terrain bitmask (competition)
SPACE_SEC: list = []
SPACE_FREE: list = []
SPACE_PARAM: list = []
SPACE_SLOT: list = []          # position within the section's eyeballs (-1 for a free space)
SECTION_SPACES: list = []      # section index -> tuple of its space indices in order
for si, sec in enumerate(_S.sections):
    mine = []

    def _add(free, param, slot):
        mine.append(len(SPACE_SEC))
        SPACE_SEC.append(si)
        SPACE_FREE.append(free)
        SPACE_PARAM.append(param)
        SPACE_SLOT.append(slot)

    def _param(k):
        if sec.spaces is None:
            return 0
        vals = sec.spaces[k]
        if sec.id == "speciation":
            return E_IX[vals[0]]
        if sec.id == "migration":
            return vals[0]
        if sec.id == "competition":
            return sum(1 << T_IX[v] for v in vals)
        return 0

    free = A_IX[sec.free] if sec.free else -1
    if sec.free and sec.free_position == "first":
        _add(free, (1 << len(TERRAINS)) - 1 if sec.id == "competition" else 0, -1)
    for k in range(sec.eyeballs):
        _add(-1, _param(k), k)
    if sec.free and sec.free_position == "last":
        _add(free, 0, -1)
    SECTION_SPACES.append(tuple(mine))
SPACE_SEC, SPACE_FREE, SPACE_PARAM, SPACE_SLOT = map(tuple, (SPACE_SEC, SPACE_FREE, SPACE_PARAM, SPACE_SLOT))
SECTION_SPACES = tuple(SECTION_SPACES)
NSPACES = len(SPACE_SEC)
EYEBALLS = tuple(i for i in range(NSPACES) if SPACE_FREE[i] < 0)
FREE_SPACES = tuple(i for i in range(NSPACES) if SPACE_FREE[i] >= 0)
SEC_NAMES = tuple(s.names for s in _S.sections)
DRAW_BOXES = tuple(BOX_IX[s.id] for s in _S.sections if s.draw)
BOX_DRAW = _S.box_draw
RESEED_FLOW = tuple((BOX_IX[f.source], -1 if f.to == "bag" else BOX_IX[f.to]) for f in _S.reseed_flow)
PIECES = {n: (p.pawns, p.cubes) for n, p in _S.pieces.items()}
MAX_PAWNS = _S.max_pawns
MAX_ELEMENTS = _S.max_elements
AVAILABLE_CARDS = _S.available_cards
WL_STACKS = _S.wanderlust_stacks
WL_STACK_SIZE = _S.wanderlust_stack_size

# ---- the start of the Earth
START_TILES = tuple((HEX_OF[tuple(t.hex)], T_IX[t.terrain]) for t in _E.start_tiles)
START_UNDER = tuple(T_IX[t.under] for t in _E.start_tiles if t.under)
START_ELEMENTS = tuple((GEO.corner_index[frozenset(tuple(h) for h in e.corner)], E_IX[e.element])
                       for e in _E.start_elements)
# the large tiles left for the wanderlust stacks
WL_TILES = tuple(t for t in range(len(TERRAINS)) if t != TUNDRA
                 for _ in range(LARGE_TILES[t] - sum(1 for _, tt in START_TILES if tt == t)
                                - sum(1 for u in START_UNDER if u == t)))
