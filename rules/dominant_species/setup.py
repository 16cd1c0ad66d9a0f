"""Set-up: the configuration (players, the 2–3 player rule, who plays which animal) and a new game."""
from __future__ import annotations

from rules.engine.core import ConfigError, Event
from rules.engine.protocol import check_options
from rules.engine.rng import RNG
from rules.dominant_species import board as B
from rules.dominant_species import flow
from rules.dominant_species.cards import card_ids
from rules.dominant_species.constants import ANIMALS, B_ABUND, B_ADAPT, B_WANDER, ELEMENTS, PLANNING, TERRAINS
from rules.dominant_species.state import State
from rules.dominant_species.tables import (AVAILABLE_CARDS, BOX_DRAW, DISCS, NC, NH, PIECES, PRINTED, START_ELEMENTS,
                                           START_SPECIES, START_TILES, TUNDRA_TILES, WL_STACK_SIZE, WL_STACKS,
                                           WL_TILES)

RANDOM = "random"


def options():
    from rules.dominant_species import DESCRIPTOR
    return DESCRIPTOR.options


def normalize_config(config: dict | None) -> dict:
    cfg = dict(config or {})
    n = cfg.get("players", 2)
    if type(n) is not int or not 2 <= n <= 6:
        raise ConfigError(f"players must be 2–6, got {n!r}")
    cfg["players"] = n
    cfg = check_options(options(), cfg, n)
    cfg.setdefault("multi_animal", False)
    picks = list(cfg.get("animals") or [])
    if len(picks) > n:
        raise ConfigError(f"option animals: {len(picks)} choices for {n} players")
    chosen = []
    for p in picks:
        if p not in ANIMALS and p != RANDOM:
            raise ConfigError(f"option animals: unknown animal {p!r} (known: {', '.join(ANIMALS)}, random)")
        if p != RANDOM:
            if p in chosen:
                raise ConfigError(f"option animals: {p} chosen twice")
            chosen.append(p)
    cfg["animals"] = picks + [RANDOM] * (n - len(picks))
    return cfg


def deal_animals(cfg: dict, rng: RNG) -> list:
    """Each seat's animals (food-chain indices): the chosen first, the rest dealt at random."""
    n = cfg["players"]
    per = 6 // n if cfg.get("multi_animal") and n <= 3 else 1
    seats = [[ANIMALS.index(p)] if p != RANDOM else [] for p in cfg["animals"]]
    free = [a for a in range(6) if not any(a in s for s in seats)]
    rng.shuffle(free)
    for _round in range(per):
        for s in seats:
            if len(s) <= _round:
                s.append(free.pop())
    return [sorted(s) for s in seats]


def new_game(config: dict, seed: int) -> State:
    cfg = normalize_config(config)
    rng = RNG(seed)
    seats = deal_animals(cfg, rng)
    s = State.__new__(State)
    _seat(s, cfg["players"], seats)
    pawns, cubes = PIECES[len(s.animals)]
    s.turn = 1
    s.phase = PLANNING
    s.last_turn = False
    _start_earth(s)
    _start_animals(s, pawns, cubes)
    s.spaces = [-1] * 44
    s.box = [0] * 36
    s.rng = rng
    _start_display(s, rng)
    _start_deck(s, rng)
    _start_flow(s)
    ev = [_setup_event(s, seats, pawns, cubes), Event("phase", None, {"phase": "planning", "turn": 1})]
    flow.settle(s, ev)
    s.start_events = tuple(ev)
    return s


def _seat(s: State, n: int, seats: list) -> None:
    """Who plays which animals (``seats``: each seat's animals)."""
    s.n = n
    s.multi = any(len(x) > 1 for x in seats)
    s.owner = [-1] * 6
    for seat, mine in enumerate(seats):
        for a in mine:
            s.owner[a] = seat
    s.animals = tuple(a for a in range(6) if s.owner[a] >= 0)
    s.seat_animals = tuple(tuple(x) for x in seats)


def _start_earth(s: State) -> None:
    """The start tiles and elements (taken from the bag); no species yet."""
    s.terrain = [-1] * NH
    for h, t in START_TILES:
        s.terrain[h] = t
    s.sp = [0] * (NH * 6)
    s.el = [-1] * NC
    s.bag = list(DISCS)
    for c, e in START_ELEMENTS:
        s.el[c] = e
        s.bag[e] -= 1


def _start_animals(s: State, pawns: int, cubes: int) -> None:
    """Each animal in play: its printed elements, pawns, gene pool, start species; the initiative."""
    s.disp = [0] * 36
    s.vp = [0] * 6
    s.vsrc = [0] * 48
    s.gene = [0] * 6
    s.elim = [0] * 6
    s.aps = [0] * 6
    s.supply = [0] * 6
    by_terrain = {t: h for h, t in START_TILES}
    for a in s.animals:
        for e in range(6):
            s.disp[a * 6 + e] = PRINTED[a][e]
        s.aps[a] = s.supply[a] = pawns
        s.gene[a] = cubes - 1          # one cube marks the VPs
        for t, k in START_SPECIES[a]:
            B.place_species(s, by_terrain[t], a, k)
    s.init = sorted(s.animals, reverse=True)     # reverse food-chain order: insects first


def _start_display(s: State, rng: RNG) -> None:
    """The boxes drawn from the bag, the tundra stock, the wanderlust stacks."""
    for b in (B_ADAPT, B_ABUND, B_WANDER):
        for e in B.bag_draw(s, BOX_DRAW):
            s.box[b * 6 + e] += 1
    s.tundra = TUNDRA_TILES - 1
    tiles = list(WL_TILES)
    rng.shuffle(tiles)
    s.stacks = [tiles[i * WL_STACK_SIZE:(i + 1) * WL_STACK_SIZE] for i in range(WL_STACKS)]
    s.up = [True] * WL_STACKS
    s.wl_left = [0] * 8
    for t in tiles:
        s.wl_left[t] += 1


def _start_deck(s: State, rng: RNG) -> None:
    """The Dominance deck (Ice Age at the bottom) and the face-up cards."""
    ids = card_ids()
    ice = ids.index("ice_age")
    rest = [k for k in range(len(ids)) if k != ice]
    rng.shuffle(rest)
    s.deck = [ice] + rest
    s.avail = [s.deck.pop() for _ in range(min(AVAILABLE_CARDS, len(s.deck)))]
    s.removed = []


def _start_flow(s: State) -> None:
    """Nothing to resolve yet, nothing scored, moved or protected."""
    s.frames = []
    s.cursor = 0
    s.plan_ptr = 0
    s.scored = []
    s.last_scored = -1
    s.moved = [0] * NH
    s.protect = [0] * 6
    s.hib = []
    s.save_tile = -1
    s.is_view = False
    s.seen_by = None
    s.steps = 0
    s._legal = None


def _setup_event(s: State, seats: list, pawns: int, cubes: int) -> Event:
    ids = card_ids()
    return Event("setup", None, {
        "seats": [[ANIMALS[a] for a in mine] for mine in seats],
        "initiative": [ANIMALS[a] for a in s.init],
        "cards": [ids[k] for k in s.avail],
        "stacks": [TERRAINS[st[-1]] for st in s.stacks],
        "boxes": {name: [ELEMENTS[e] for e in range(6) for _ in range(s.box[b * 6 + e])]
                  for name, b in (("adaptation", B_ADAPT), ("abundance", B_ABUND), ("wanderlust", B_WANDER))},
        "pawns": pawns, "gene_pool": cubes - 1 - 4,
    })
