"""Selva (seed 000): a two-player trading-card duel, best of three games.

See ``docs/selva-design.md`` (the contract with the table scene and the deck data). In short:
cards in a match are instances (``uid`` ints); ``s.card[uid]`` is the pool index of the card; the
two seats own disjoint uids for the whole match. The top of a Bosque is the end of its list.

Phases: ``starter``, ``mulligan``, ``initial`` (set-up), ``element`` (Despertar), ``main``
(Preparación), ``declare`` (Intimidación), ``respond`` (a response window), ``block`` (Contienda),
``target``, ``exile``, ``discard`` (Retirada), ``swap`` (between games), ``over``.
"""
from __future__ import annotations

import math
from collections import Counter

from rules.engine.core import Action, ConfigError, Event, IllegalAction, Result, interned
from rules.engine.rng import RNG
from rules.selva import effects as E
from rules.selva.cards import load_pool

# ---------------------------------------------------------------------------- names

# action kinds
STARTER, KEEP, MULLIGAN, RESOURCE, ELEMENT, SKIP = "starter", "keep", "mulligan", "resource", "element", "skip"
PLAY, SET, RECOVER, ATTACK, END = "play", "set", "recover", "attack", "end"
DECLARE, UNDECLARE, DONE = "declare", "undeclare", "done"
FUERZA, REVEAL, ABILITY, PASS = "fuerza", "reveal", "ability", "pass"
BLOCK, UNBLOCK, TARGET, EXILE, DISCARD = "block", "unblock", "target", "exile", "discard"
SWAP, ALFA, READY = "swap", "alfa", "ready"
ACTION_KINDS = (STARTER, KEEP, MULLIGAN, RESOURCE, ELEMENT, SKIP, PLAY, SET, RECOVER, ATTACK, END, DECLARE,
                UNDECLARE, DONE, FUERZA, REVEAL, ABILITY, PASS, BLOCK, UNBLOCK, TARGET, EXILE, DISCARD, SWAP, ALFA,
                READY)
# phases
PH_STARTER, PH_MULLIGAN, PH_INITIAL, PH_ELEMENT, PH_MAIN = "starter", "mulligan", "initial", "element", "main"
PH_DECLARE, PH_RESPOND, PH_BLOCK, PH_TARGET, PH_EXILE = "declare", "respond", "block", "target", "exile"
PH_DISCARD, PH_SWAP, PH_OVER = "discard", "swap", "over"
PHASES = (PH_STARTER, PH_MULLIGAN, PH_INITIAL, PH_ELEMENT, PH_MAIN, PH_DECLARE, PH_RESPOND, PH_BLOCK, PH_TARGET,
          PH_EXILE, PH_DISCARD, PH_SWAP, PH_OVER)
# response windows
INTIMIDACION, CONTIENDA = "intimidacion", "contienda"
DAY, NIGHT = "day", "night"
AISLAMIENTO, CEMENTERIO = "aislamiento", "cementerio"

UNKNOWN = -1
HAND_START = 7
HAND_LIMIT = 8
RECOVER_LIMIT = 2
MAX_SIGILOS = 3
MAX_ELEMENTS = 4
AISLAMIENTO_MAX = 5
EMPTY_DECK_LOSS = 2
MIN_RESOURCES = 7

ZONES = ("hand", "bosque", "reserva", "cementerio", "aislamiento", "resources", "animals", "sigilos", "elements")

KEEP_ACTION = interned(KEEP)
MULLIGAN_ACTION = interned(MULLIGAN)
SKIP_ACTION = interned(SKIP)
ATTACK_ACTION = interned(ATTACK)
END_ACTION = interned(END)
DONE_ACTION = interned(DONE)
PASS_ACTION = interned(PASS)
READY_ACTION = interned(READY)
_MAX_UID = 400      # decks hold at most 70 cards each: room to spare
_ACT = {k: tuple(interned(k, u) for u in range(_MAX_UID))
        for k in (PLAY, SET, RECOVER, FUERZA, REVEAL, ABILITY, DISCARD, ELEMENT, TARGET, UNDECLARE, UNBLOCK)}
_DECL = {t: tuple(interned(DECLARE, (u, t)) for u in range(_MAX_UID)) for t in ("day", "night")}


def act(kind: str, value) -> Action:
    """The interned action (kind, value)."""
    if isinstance(value, int) and not isinstance(value, bool) and kind in _ACT and 0 <= value < _MAX_UID:
        return _ACT[kind][value]
    return interned(kind, value)


# ---------------------------------------------------------------------------- static tables

class _Tables:
    """Per-pool tuples indexed by pool index, shared by every state (never mutated)."""
    __slots__ = ("pool", "ids", "type", "cost", "attack", "defence", "activity", "defender", "acecho", "veloz",
                 "alado", "venenoso", "manada", "vigia", "carronero", "resource", "dual", "plain", "element",
                 "effects", "target", "ab_cost", "ab_effects", "ab_target", "life", "alfa_term", "power")

    def __init__(self, pool):
        cards = pool.cards
        self.pool = pool
        self.ids = tuple(c.id for c in cards)
        self.type = tuple(c.type for c in cards)
        self.cost = tuple(tuple(c.cost) for c in cards)
        self.attack = tuple(c.attack for c in cards)
        self.defence = tuple(c.defence for c in cards)
        self.activity = tuple(c.activity for c in cards)
        for kw in ("defender", "acecho", "veloz", "alado", "venenoso", "manada", "vigia", "carronero"):
            setattr(self, kw, tuple(kw in c.keywords for c in cards))
        self.resource = tuple(c.resource for c in cards)
        self.dual = tuple(bool(c.dual) for c in cards)
        self.plain = tuple(bool(c.plain) for c in cards)
        self.element = tuple(c.element for c in cards)
        self.effects = tuple(tuple(c.on_enter) if c.type == "recurso" else tuple(c.effects) for c in cards)
        self.target = tuple(_first_target(e) for e in self.effects)
        ab = [c.ability if c.type == "animal" else None for c in cards]
        self.ab_cost = tuple(tuple(a.cost) if a else None for a in ab)
        self.ab_effects = tuple(tuple(a.effects) if a else () for a in ab)
        self.ab_target = tuple(_first_target(e) for e in self.ab_effects)
        self.life = tuple(c.life for c in cards)
        self.alfa_term = tuple(c.ability if c.type == "alfa" else None for c in cards)
        # a rough worth of an animal on the board, for evaluate
        self.power = tuple((c.attack + 0.7 * c.defence + 0.6 * len(c.keywords) + (0.5 if c.ability else 0.0))
                           if c.type == "animal" else 0.0 for c in cards)


def _first_target(terms):
    for t in terms:
        if t.target is not None:
            return t.target
    return None


_TABLES: dict[int, _Tables] = {}


def _tables(pool) -> _Tables:
    t = _TABLES.get(id(pool))
    if t is None or t.pool is not pool:
        t = _TABLES[id(pool)] = _Tables(pool)
    return t


# ---------------------------------------------------------------------------- state

class State:
    """The whole match. ``clone`` copies by hand (the AI clones thousands of times a second)."""

    __slots__ = ("pool", "tb", "config", "card", "owner", "rng", "is_view", "start_events", "halt",
                 "phase", "actor", "turn", "turn_no", "window", "priority", "passes", "first_turn", "game_no",
                 "wins", "history", "games_to_win", "starter", "starter_chooser", "mulligans", "setup",
                 "hand", "bosque", "reserva", "cementerio", "aislamiento", "resources", "animals", "sigilos",
                 "elements", "alfas", "alfa", "alfa_shown", "life", "max_life", "tapped", "damage", "mods",
                 "arrived", "used", "resource_played", "recovered", "animal_played", "element_used",
                 "attackers", "blocks", "pending", "resume", "exiles", "decklist", "swap_state", "winner",
                 "effect_card", "last_loser", "deck_names", "actions_in_turn")

    def clone(self) -> "State":
        s = State.__new__(State)
        s.pool = self.pool
        s.tb = self.tb
        s.config = self.config
        s.card = self.card                  # replaced (never changed in place) by view/determinize
        s.owner = self.owner
        s.rng = self.rng.clone() if self.rng is not None else None
        s.is_view = self.is_view
        s.start_events = []
        s.halt = self.halt
        s.phase = self.phase
        s.actor = self.actor
        s.turn = self.turn
        s.turn_no = self.turn_no
        s.window = self.window
        s.priority = self.priority
        s.passes = self.passes
        s.first_turn = self.first_turn
        s.game_no = self.game_no
        s.wins = self.wins[:]
        s.history = self.history[:]
        s.games_to_win = self.games_to_win
        s.starter = self.starter
        s.starter_chooser = self.starter_chooser
        s.mulligans = self.mulligans[:]
        s.setup = self.setup
        h, b, r, c, a, res, an, sg, el = (self.hand, self.bosque, self.reserva, self.cementerio, self.aislamiento,
                                          self.resources, self.animals, self.sigilos, self.elements)
        s.hand = [h[0][:], h[1][:]]
        s.bosque = [b[0][:], b[1][:]]
        s.reserva = [r[0][:], r[1][:]]
        s.cementerio = [c[0][:], c[1][:]]
        s.aislamiento = [a[0][:], a[1][:]]
        s.resources = [res[0][:], res[1][:]]
        s.animals = [an[0][:], an[1][:]]
        s.sigilos = [sg[0][:], sg[1][:]]
        s.elements = [el[0][:], el[1][:]]
        s.alfas = self.alfas
        s.alfa = self.alfa[:]
        s.alfa_shown = self.alfa_shown[:]
        s.life = self.life[:]
        s.max_life = self.max_life[:]
        s.tapped = set(self.tapped)
        s.damage = dict(self.damage)
        s.mods = dict(self.mods)
        s.arrived = set(self.arrived)
        s.used = set(self.used)
        s.resource_played = self.resource_played
        s.recovered = self.recovered
        s.animal_played = self.animal_played
        s.element_used = self.element_used
        s.attackers = self.attackers[:]
        s.blocks = dict(self.blocks)
        s.pending = self.pending            # a dict replaced, never changed in place
        s.resume = self.resume
        s.exiles = self.exiles[:]
        s.decklist = self.decklist          # replaced, never changed in place
        s.swap_state = self.swap_state      # replaced, never changed in place
        s.winner = self.winner
        s.effect_card = self.effect_card
        s.last_loser = self.last_loser
        s.deck_names = self.deck_names
        s.actions_in_turn = self.actions_in_turn
        return s

    # -- read-only conveniences for the screen
    def zone_of(self, uid: int) -> tuple[int, str] | None:
        """(seat, zone name) of a card instance, or None while it waits for an exile choice."""
        o = self.owner[uid]
        for z in ZONES:
            if uid in getattr(self, z)[o]:
                return (o, z)
        return None

    def cost_of(self, uid: int) -> tuple:
        return self.tb.cost[self.card[uid]]


# ---------------------------------------------------------------------------- set-up

def _resolve_deck(d, pool):
    from rules.selva import decks as D
    if isinstance(d, D.Deck):
        return d
    if isinstance(d, str):
        try:
            return D.find_prebuilt(d, pool)
        except KeyError:
            raise ConfigError(f"unknown prebuilt deck {d!r}") from None
    if isinstance(d, dict):
        try:
            return D.deck_from_dict(d, pool)
        except Exception as exc:  # DataError
            raise ConfigError(f"bad deck: {exc}") from None
    raise ConfigError(f"a deck is a prebuilt deck id or a deck mapping, got {d!r}")


def normalize_config(config: dict | None) -> dict:
    """Check a config and fill defaults; raise ConfigError with a one-line reason.
    App keys (seats, names, ...) pass through untouched. ``decks`` stays as given (ids or dicts)."""
    cfg = dict(config or {})
    n = cfg.get("players", 2)
    if n != 2 or isinstance(n, bool):
        raise ConfigError(f"Selva is played by 2 players, got {n!r}")
    cfg["players"] = 2
    starter = cfg.get("starter")
    if starter is not None and (isinstance(starter, bool) or starter not in (0, 1)):
        raise ConfigError(f"starter must be 0, 1 or empty, got {starter!r}")
    cfg["starter"] = starter
    gw = cfg.get("games_to_win", 2)
    if isinstance(gw, bool) or gw not in (1, 2, 3):
        raise ConfigError(f"games_to_win must be 1, 2 or 3, got {gw!r}")
    cfg["games_to_win"] = gw
    decks = cfg.get("decks")
    if decks is None:
        from rules.selva import decks as D
        pre = D.prebuilt(load_pool())
        if len(pre) < 1:
            raise ConfigError("there is no prebuilt deck")
        decks = [pre[0].id, pre[1 % len(pre)].id]
    if not isinstance(decks, (list, tuple)) or len(decks) != 2:
        raise ConfigError(f"decks must name 2 decks, got {decks!r}")
    from rules.selva import decks as D
    cfg["decks"] = [D.deck_to_dict(d) if isinstance(d, D.Deck) else d for d in decks]
    return cfg


def new_game(config: dict, seed: int, pool=None) -> State:
    """A new match. ``pool`` replaces the shipped cards (tests)."""
    pool = pool or load_pool()
    cfg = normalize_config(config)
    decks = [_resolve_deck(d, pool) for d in cfg["decks"]]
    for i, d in enumerate(decks):
        bad = [a for a in d.alfas if a not in pool.index or pool.card(a).type != "alfa"]
        if not d.alfas or bad:
            raise ConfigError(f"deck {i + 1} ({d.id}) needs at least one Alfa (unknown: {bad})")
        unknown = [cid for cid, _ in list(d.bosque) + list(d.reserva) if cid not in pool.index]
        if unknown:
            raise ConfigError(f"deck {i + 1} ({d.id}) has unknown cards: {', '.join(unknown)}")
    s = State.__new__(State)
    s.pool = pool
    s.tb = tb = _tables(pool)
    s.config = cfg
    s.rng = RNG(seed)
    s.is_view = False
    s.halt = False
    # instances: every card of both decks, uids given in a random order (a uid says nothing)
    items = []
    for seat, d in enumerate(decks):
        for cid, n in d.bosque:
            items += [(seat, pool.index[cid], False)] * n
        for cid, n in d.reserva:
            items += [(seat, pool.index[cid], True)] * n
    s.rng.shuffle(items)
    s.card = [c for _, c, _ in items]
    s.owner = tuple(o for o, _, _ in items)
    s.reserva = [[u for u, (o, _, r) in enumerate(items) if o == p and r] for p in (0, 1)]
    s.bosque = [[u for u, (o, _, r) in enumerate(items) if o == p and not r] for p in (0, 1)]
    for z in ("hand", "cementerio", "aislamiento", "resources", "animals", "sigilos", "elements"):
        setattr(s, z, [[], []])
    s.alfas = tuple(tuple(pool.index[a] for a in d.alfas) for d in decks)
    s.alfa = [s.alfas[0][0], s.alfas[1][0]]
    s.alfa_shown = [False, False]
    s.deck_names = tuple(d.id for d in decks)
    s.life = [tb.life[s.alfa[0]], tb.life[s.alfa[1]]]
    s.max_life = s.life[:]
    s.wins = [0, 0]
    s.history = []
    s.games_to_win = cfg["games_to_win"]
    s.game_no = 0
    s.winner = None
    s.last_loser = None
    s.starter = None
    s.starter_chooser = None
    s.swap_state = None
    s.effect_card = None
    _reset_game_fields(s)
    ev: list = [Event("match_start", None, {"decks": list(s.deck_names),
                                            "names": list(cfg.get("names") or ["", ""]),
                                            "games_to_win": s.games_to_win})]
    _start_game(s, ev)
    s.start_events = ev
    return s


def _reset_game_fields(s: State) -> None:
    s.phase = PH_MULLIGAN
    s.actor = 0
    s.turn = 0
    s.turn_no = 0
    s.first_turn = False
    s.passes = 0
    s.mulligans = [0, 0]
    s.setup = None
    s.tapped = set()
    s.damage = {}
    s.mods = {}
    _reset_turn_fields(s)
    s.resume = None
    s.exiles = []


def _reset_turn_fields(s: State) -> None:
    """What lasts one turn: arrivals, abilities used, the resource and recoveries, combat, windows."""
    s.arrived = set()
    s.used = set()
    s.resource_played = False
    s.recovered = 0
    s.animal_played = False
    s.element_used = False
    s.attackers = []
    s.blocks = {}
    s.window = None
    s.priority = None
    s.pending = None
    s.actions_in_turn = 0


def _collect(s: State) -> None:
    """Every card of each seat except its Reserva goes back to its Bosque (between games)."""
    for p in (0, 1):
        b = s.bosque[p]
        for z in ("hand", "cementerio", "aislamiento", "resources", "animals", "sigilos", "elements"):
            lst = getattr(s, z)[p]
            b.extend(lst)
            lst.clear()
        b.extend(u for u in s.exiles if s.owner[u] == p)
        b.sort()
    s.exiles = []


def _make_decklist(s: State, seat: int) -> dict:
    card = s.card
    out: dict = {}
    for u in s.bosque[seat]:
        c = card[u]
        out[c] = out.get(c, 0) + 1
    return out


def _start_game(s: State, ev) -> None:
    _collect(s)
    _reset_game_fields(s)
    s.game_no += 1
    s.halt = False
    tb = s.tb
    s.life = [tb.life[s.alfa[0]], tb.life[s.alfa[1]]]
    s.max_life = s.life[:]
    s.alfa_shown = [False, False]
    s.decklist = (_make_decklist(s, 0), _make_decklist(s, 1))
    s.swap_state = None
    s.starter = None
    if s.game_no == 1:
        chooser = None
    elif s.game_no == 2:
        chooser = s.last_loser
    else:
        chooser = None
    s.starter_chooser = chooser
    if ev is not None:
        ev.append(Event("game_start", None, {"game": s.game_no, "starter_chooser": chooser}))
    if s.game_no == 2:
        s.setup = "pre"
        s.phase = PH_STARTER
        s.actor = chooser
        return
    if s.game_no >= 3:
        s.starter = s.rng.randrange(2)
        if ev is not None:
            ev.append(Event("starter", s.starter, {"seat": s.starter, "by": None}))
    _deal(s, ev)


def _deal(s: State, ev) -> None:
    rng = s.rng
    for p in (0, 1):
        rng.shuffle(s.bosque[p])
        _draw_setup(s, p, HAND_START, ev)
    s.mulligans = [0, 0]
    s.phase = PH_MULLIGAN
    s.actor = 0
    if ev is not None:
        ev.append(Event("phase", None, {"name": PH_MULLIGAN}))


def _draw_setup(s: State, p: int, k: int, ev) -> None:
    b = s.bosque[p]
    got = b[-k:] if k else []
    del b[len(b) - len(got):]
    got.reverse()
    s.hand[p].extend(got)
    if ev is not None:
        ev.append(Event("draw", p, {"seat": p, "count": len(got)}))
        ev.append(Event("draw_cards", p, {"seat": p, "cards": [(u, s.card[u]) for u in got]}, frozenset((p,))))


def _after_mulligan(s: State, seat: int, ev) -> None:
    if seat == 0:
        s.actor = 1
        return
    _initial_next(s, 0, ev)


def _plain_kinds(s: State, seat: int) -> list[str]:
    tb = s.tb
    card = s.card
    kinds = set()
    for u in s.bosque[seat]:
        c = card[u]
        if c >= 0 and tb.plain[c]:
            kinds.add(tb.resource[c])
    return [k for k in ("hierba", "presa") if k in kinds]


def _initial_next(s: State, seat: int, ev) -> None:
    """Initial resources from ``seat`` on: ask when both kinds are there, else take the one kind."""
    while seat < 2:
        kinds = _plain_kinds(s, seat)
        if len(kinds) == 2:
            s.phase = PH_INITIAL
            s.actor = seat
            return
        _take_initial(s, seat, kinds[0] if kinds else None, ev)
        seat += 1
    _after_initial(s, ev)


def _take_initial(s: State, seat: int, kind, ev) -> None:
    got = None
    if kind is not None:
        b = s.bosque[seat]
        tb = s.tb
        for i in range(len(b) - 1, -1, -1):
            c = s.card[b[i]]
            if tb.plain[c] and tb.resource[c] == kind:
                got = b.pop(i)
                s.resources[seat].append(got)
                break
    s.rng.shuffle(s.bosque[seat])
    if ev is not None:
        ev.append(Event("initial_resource", seat, {"seat": seat, "kind": kind, "uid": got,
                                                   "card": s.card[got] if got is not None else None}))


def _after_initial(s: State, ev) -> None:
    if s.game_no == 1:
        fixed = s.config.get("starter")
        if fixed is not None:
            s.starter = fixed
            if ev is not None:
                ev.append(Event("starter", fixed, {"seat": fixed, "by": None}))
        else:
            w = s.rng.randrange(2)
            s.starter_chooser = w
            if ev is not None:
                ev.append(Event("coin", w, {"winner": w}))
            s.setup = "post"
            s.phase = PH_STARTER
            s.actor = w
            return
    _play_start(s, ev)


def _play_start(s: State, ev) -> None:
    s.setup = None
    for p in (0, 1):
        s.alfa_shown[p] = True
        if ev is not None:
            ev.append(Event("reveal_alfa", p, {"seat": p, "card": s.alfa[p], "life": s.life[p]}))
    _begin_turn(s, s.starter, ev)


# ---------------------------------------------------------------------------- small helpers

def other(seat: int) -> int:
    return 1 - seat


def in_play(s: State, uid) -> bool:
    return uid is not None and uid >= 0 and uid in s.animals[s.owner[uid]]


def _alfa_term(s: State, seat: int, name: str):
    a = s.alfa[seat]
    if a < 0:
        return None
    t = s.tb.alfa_term[a]
    return t if t is not None and t.name == name else None


def hand_limit(s: State, seat: int) -> int:
    t = _alfa_term(s, seat, "hand_limit")
    return HAND_LIMIT + (t.amount if t else 0)


def recover_limit(s: State, seat: int) -> int:
    t = _alfa_term(s, seat, "recover_limit")
    return t.amount if t else RECOVER_LIMIT


def _combat_time(s: State, uid: int):
    """(role, time, partner) of an animal in the current combat, or None."""
    for a, t in s.attackers:
        if a == uid:
            b = s.blocks.get(a)
            return ("attacker", t, b[0] if b else None)
    for a, (b, t) in s.blocks.items():
        if b == uid:
            return ("blocker", t, a)
    return None


def _attacker_time(s: State, uid: int):
    for a, t in s.attackers:
        if a == uid:
            return t
    return None


def stats(s: State, uid: int) -> tuple[int, int]:
    """(attack, defence) of an animal now: printed + modifiers + damage + keywords + Alfa + combat."""
    tb = s.tb
    c = s.card[uid]
    if c < 0:
        return (0, 0)
    o = s.owner[uid]
    atk = tb.attack[c]
    dfn = tb.defence[c]
    m = s.mods.get(uid)
    if m is not None:
        atk += m[0]
        dfn += m[1]
    dfn -= s.damage.get(uid, 0)
    card = s.card
    if tb.manada[c]:
        for u in s.animals[o]:
            if u != uid and tb.manada[card[u]]:
                atk += 1
                break
    if tb.carronero[c]:
        n = 0
        for u in s.cementerio[o]:
            if tb.type[card[u]] == "animal":
                n += 1
        atk += min(2, n // 2)
    if s.attackers:
        ct = _combat_time(s, uid)
        if ct is not None:
            role, t, partner = ct
            a = s.alfa[o]
            at = tb.alfa_term[a] if a >= 0 else None
            if role == "attacker":
                if at is not None and at.name == "attack_bonus" and at.time in ("any", t):
                    atk += at.amount
            else:
                if at is not None and at.name == "defence_bonus" and at.time in ("any", t):
                    dfn += at.amount
                if t != _attacker_time(s, partner):
                    dfn -= 1
            if partner is not None and tb.venenoso[card[partner]]:
                dfn -= 1
    return (atk, dfn)


def _free(s: State, seat: int) -> tuple:
    """(hierba, presa, dual) untapped resources of ``seat``."""
    tb = s.tb
    card = s.card
    tapped = s.tapped
    nh = npr = nd = 0
    dual = tb.dual
    res = tb.resource
    for u in s.resources[seat]:
        if u in tapped:
            continue
        c = card[u]
        if dual[c]:
            nd += 1
        elif res[c] == "hierba":
            nh += 1
        else:
            npr += 1
    return (nh, npr, nd)


def _ok(free, cost) -> bool:
    h, p = cost
    nh, npr, nd = free
    return (h - nh if h > nh else 0) + (p - npr if p > npr else 0) <= nd


def can_pay(s: State, seat: int, cost) -> bool:
    h, p = cost
    if h <= 0 and p <= 0:
        return True
    tb = s.tb
    card = s.card
    tapped = s.tapped
    nh = npr = nd = 0
    for u in s.resources[seat]:
        if u in tapped:
            continue
        c = card[u]
        if tb.dual[c]:
            nd += 1
        elif tb.resource[c] == "hierba":
            nh += 1
        else:
            npr += 1
    return max(0, h - nh) + max(0, p - npr) <= nd


def _pay(s: State, seat: int, cost, ev) -> list:
    """Tap the resources for ``cost``: plain first, then other single-kind ones, dual ones last."""
    h, p = cost
    if h <= 0 and p <= 0:
        return []
    tb = s.tb
    card = s.card
    tapped = s.tapped
    free = [u for u in s.resources[seat] if u not in tapped]
    got = []
    for kind, need in (("hierba", h), ("presa", p)):
        if need <= 0:
            continue
        for plain in (True, False):
            for u in free:
                if need <= 0:
                    break
                c = card[u]
                if u not in tapped and not tb.dual[c] and tb.resource[c] == kind and tb.plain[c] == plain:
                    tapped.add(u)
                    got.append(u)
                    need -= 1
        if kind == "hierba":
            h = need
        else:
            p = need
    rest = h + p
    for u in free:
        if rest <= 0:
            break
        if u not in tapped and tb.dual[card[u]]:
            tapped.add(u)
            got.append(u)
            rest -= 1
    if ev is not None:
        ev.append(Event("pay", seat, {"seat": seat, "tapped": got}))
    return got


def animal_cost(s: State, seat: int, c: int) -> tuple:
    h, p = s.tb.cost[c]
    if not s.animal_played:
        t = _alfa_term(s, seat, "animal_discount")
        if t is not None:
            if t.kind == "hierba":
                h = max(0, h - t.amount)
            else:
                p = max(0, p - t.amount)
    return (h, p)


def sigilo_cost(s: State, seat: int, c: int) -> tuple:
    h, p = s.tb.cost[c]
    t = _alfa_term(s, seat, "sigilo_discount")
    if t is not None:
        d = t.amount
        take = min(p, d)
        p -= take
        d -= take
        h = max(0, h - d)
    return (h, p)


def play_cost(s: State, seat: int, uid: int) -> tuple:
    """What playing (or revealing) this card would cost ``seat`` now."""
    c = s.card[uid]
    ty = s.tb.type[c]
    if ty == "animal":
        return animal_cost(s, seat, c)
    if ty == "sigilo":
        return sigilo_cost(s, seat, c)
    if ty == "recurso":
        return (0, 0)
    return s.tb.cost[c]


def _target_options(s: State, seat: int, kind: str) -> list:
    if kind == "enemy_animal":
        return list(s.animals[1 - seat])
    if kind == "own_animal":
        return list(s.animals[seat])
    if kind == "any_animal":
        return s.animals[seat] + s.animals[1 - seat]
    if kind == "attacker":
        return [a for a, _ in s.attackers]
    if kind == "combat_animal":
        out = [a for a, _ in s.attackers]
        out.extend(b for b, _ in s.blocks.values())
        return out
    tb = s.tb
    card = s.card
    if kind == "own_isolated":
        return [u for u in s.aislamiento[seat] if tb.type[card[u]] == "animal"]
    if kind == "own_dead":
        return [u for u in s.cementerio[seat] if tb.type[card[u]] == "animal"]
    return []


_NO_TARGET = {
    "enemy_animal": "your opponent has no animal in play to target",
    "own_animal": "you have no animal in play to target",
    "any_animal": "there is no animal in play to target",
    "attacker": "no animal is attacking",
    "combat_animal": "no animal is attacking or blocking",
    "own_isolated": "there is no animal in your Aislamiento",
    "own_dead": "there is no animal in your Cementerio",
}


def _has_target(s: State, seat: int, kind) -> bool:
    if kind is None:
        return True
    if kind == "enemy_animal":
        return bool(s.animals[1 - seat])
    if kind == "own_animal":
        return bool(s.animals[seat])
    if kind == "any_animal":
        return bool(s.animals[0]) or bool(s.animals[1])
    if kind == "attacker" or kind == "combat_animal":
        return bool(s.attackers)
    return bool(_target_options(s, seat, kind))


def _can_attack(s: State, uid: int) -> bool:
    return uid not in s.tapped and (uid not in s.arrived or s.tb.veloz[s.card[uid]])


def _times(activity: str) -> tuple:
    return (DAY, NIGHT) if activity == "both" else (activity,)


# ---------------------------------------------------------------------------- queries

def current_player(s: State) -> int | None:
    return None if s.phase == PH_OVER else s.actor


def _element_usable(s: State, seat: int, uid: int) -> bool:
    c = s.card[uid]
    return bool(s.tb.effects[c]) and _has_target(s, seat, s.tb.target[c])


def _fuerza_ok(s: State, seat: int, uid: int) -> bool:
    c = s.card[uid]
    return can_pay(s, seat, s.tb.cost[c]) and _has_target(s, seat, s.tb.target[c])


def _sigilo_ok(s: State, seat: int, uid: int) -> bool:
    c = s.card[uid]
    return can_pay(s, seat, sigilo_cost(s, seat, c)) and _has_target(s, seat, s.tb.target[c])


def _ability_ok(s: State, seat: int, uid: int) -> bool:
    tb = s.tb
    c = s.card[uid]
    if tb.ab_cost[c] is None or uid in s.used:
        return False
    if s.window == INTIMIDACION:
        if not tb.acecho[c]:
            return False
    elif seat != s.turn and not s.blocks:
        return False
    return can_pay(s, seat, tb.ab_cost[c]) and _has_target(s, seat, tb.ab_target[c])


def _response_actions(s: State, seat: int, out: list | None) -> bool:
    """The responses ``seat`` has in the open window (collected in ``out``); True if any."""
    tb = s.tb
    card = s.card
    ty = tb.type
    found = False
    free = None
    for u in s.hand[seat]:
        c = card[u]
        if c >= 0 and ty[c] == "fuerza":
            if free is None:
                free = _free(s, seat)
            if _ok(free, tb.cost[c]) and _has_target(s, seat, tb.target[c]):
                if out is None:
                    return True
                found = True
                out.append(_ACT[FUERZA][u])
    for u in s.sigilos[seat]:
        c = card[u]
        if c >= 0:
            if free is None:
                free = _free(s, seat)
            if _ok(free, sigilo_cost(s, seat, c)) and _has_target(s, seat, tb.target[c]):
                if out is None:
                    return True
                found = True
                out.append(_ACT[REVEAL][u])
    ab = tb.ab_cost
    for u in s.animals[seat]:
        if ab[card[u]] is not None and _ability_ok(s, seat, u):
            if out is None:
                return True
            found = True
            out.append(_ACT[ABILITY][u])
    return found


def _block_actions(s: State, out: list | None) -> bool:
    seat = 1 - s.turn
    tb = s.tb
    card = s.card
    blocking = {b for b, _ in s.blocks.values()}
    free_attackers = [(a, t) for a, t in s.attackers if a not in s.blocks]
    if not free_attackers:
        return False
    found = False
    tapped = s.tapped
    for b in s.animals[seat]:
        if b in tapped or b in blocking:
            continue
        cb = card[b]
        times = _times(tb.activity[cb])
        alado_b = tb.alado[cb]
        for a, _t in free_attackers:
            if tb.alado[card[a]] and not alado_b:
                continue
            if out is None:
                return True
            found = True
            for tm in times:
                out.append(interned(BLOCK, (b, a, tm)))
    return found


def legal_actions(s: State) -> list[Action]:
    ph = s.phase
    if ph == PH_OVER:
        return []
    seat = s.actor
    if ph == PH_MAIN:
        return _main_actions(s, seat)
    if ph == PH_RESPOND:
        out = [PASS_ACTION]
        _response_actions(s, seat, out)
        return out
    if ph == PH_DECLARE:
        tb = s.tb
        card = s.card
        out = [DONE_ACTION]
        declared = {a for a, _ in s.attackers}
        for u in s.animals[seat]:
            if u not in declared and _can_attack(s, u):
                for tm in _times(tb.activity[card[u]]):
                    out.append(_DECL[tm][u])
        return out
    if ph == PH_BLOCK:
        out = [DONE_ACTION]
        _block_actions(s, out)
        return out
    if ph == PH_TARGET:
        return [_ACT[TARGET][v] for v in s.pending["options"]]
    if ph == PH_EXILE:
        out = []
        full = len(s.aislamiento[seat]) >= AISLAMIENTO_MAX
        for u in s.exiles:
            if s.owner[u] == seat:
                if not full:
                    out.append(interned(EXILE, (u, AISLAMIENTO)))
                out.append(interned(EXILE, (u, CEMENTERIO)))
        return out
    if ph == PH_DISCARD:
        return [_ACT[DISCARD][u] for u in s.hand[seat]]
    if ph == PH_ELEMENT:
        out = [SKIP_ACTION]
        out.extend(_ACT[ELEMENT][u] for u in s.elements[seat] if _element_usable(s, seat, u))
        return out
    if ph == PH_MULLIGAN:
        return [KEEP_ACTION, MULLIGAN_ACTION]
    if ph == PH_INITIAL:
        return [interned(RESOURCE, k) for k in _plain_kinds(s, seat)]
    if ph == PH_STARTER:
        return [interned(STARTER, 0), interned(STARTER, 1)]
    if ph == PH_SWAP:
        return _swap_actions(s, seat)
    return []


def _main_actions(s: State, seat: int) -> list[Action]:
    tb = s.tb
    card = s.card
    ty = tb.type
    cost = tb.cost
    out = [END_ACTION]
    if any(_can_attack(s, u) for u in s.animals[seat]):
        out.append(ATTACK_ACTION)
    elements_in = None
    free = _free(s, seat)
    PL = _ACT[PLAY]
    for u in s.hand[seat]:
        c = card[u]
        t = ty[c]
        if t == "animal":
            if _ok(free, animal_cost(s, seat, c)):
                out.append(PL[u])
        elif t == "recurso":
            if not s.resource_played:
                out.append(PL[u])
        elif t == "fuerza":
            if _ok(free, cost[c]) and _has_target(s, seat, tb.target[c]):
                out.append(PL[u])
        elif t == "elemento":
            if elements_in is None:
                elements_in = {tb.element[card[x]] for x in s.elements[seat]}
            if len(s.elements[seat]) < MAX_ELEMENTS and tb.element[c] not in elements_in and _ok(free, cost[c]):
                out.append(PL[u])
        elif t == "sigilo":
            if len(s.sigilos[seat]) < MAX_SIGILOS:
                out.append(_ACT[SET][u])
    if s.aislamiento[seat] and s.recovered < recover_limit(s, seat):
        for u in s.aislamiento[seat]:
            c = card[u]
            if ty[c] == "animal" and _ok(free, cost[c]):
                out.append(_ACT[RECOVER][u])
    return out


def deck_counts(s: State, seat: int) -> tuple[Counter, Counter]:
    """(Bosque, Reserva) of ``seat``'s deck now, as card-id counters (the swap phase shows them)."""
    ids = s.tb.ids
    card = s.card
    bos = Counter(ids[card[u]] for z in ZONES if z != "reserva" for u in getattr(s, z)[seat] if card[u] >= 0)
    bos.update(ids[card[u]] for u in s.exiles if s.owner[u] == seat and card[u] >= 0)
    return bos, Counter(ids[card[u]] for u in s.reserva[seat] if card[u] >= 0)


def _deck_counts(s: State, seat: int) -> tuple[Counter, Counter]:
    """(Bosque, Reserva) of ``seat`` as card-id counters of the cards that may still be swapped in
    this swap phase (each card moves at most once between two games)."""
    ids = s.tb.ids
    card = s.card
    moved = s.swap_state["moved"] if s.swap_state else ()
    return (Counter(ids[card[u]] for u in s.bosque[seat] if card[u] >= 0 and u not in moved),
            Counter(ids[card[u]] for u in s.reserva[seat] if card[u] >= 0 and u not in moved))


def _resource_counts(s: State, seat: int) -> dict:
    tb = s.tb
    card = s.card
    k = {"hierba": 0, "presa": 0}
    for u in s.bosque[seat]:
        c = card[u]
        if c >= 0 and tb.type[c] == "recurso":
            k[tb.resource[c]] += 1
    return k


def _swap_actions(s: State, seat: int) -> list[Action]:
    out = [READY_ACTION]
    bos, res = _deck_counts(s, seat)
    if res:
        kinds = _resource_counts(s, seat)
        tb = s.tb
        idx = s.pool.index
        roomy = kinds["hierba"] > MIN_RESOURCES and kinds["presa"] > MIN_RESOURCES
        ins = sorted(res)
        for o in sorted(bos):
            for i in ins:
                if o != i and (roomy or _swap_keeps_resources(tb, idx, kinds, o, i)):
                    out.append(interned(SWAP, (o, i)))
    if seat not in s.swap_state.get("picked", ()):
        for a in s.alfas[seat]:
            if a != s.alfa[seat]:
                out.append(interned(ALFA, s.tb.ids[a]))
    return out


def _swap_keeps_resources(tb, idx, kinds, out_id, in_id) -> bool:
    co, ci = idx[out_id], idx[in_id]
    k = dict(kinds)
    if tb.type[co] == "recurso":
        k[tb.resource[co]] -= 1
    if tb.type[ci] == "recurso":
        k[tb.resource[ci]] += 1
    return k["hierba"] >= MIN_RESOURCES and k["presa"] >= MIN_RESOURCES


def take_backs(s: State) -> list[Action]:
    """``undeclare`` / ``unblock`` of the declarations made so far: legal (``apply`` takes them, the
    screen offers them) but not in ``legal_actions``, so that bots and random play only move forward."""
    if s.phase == PH_DECLARE:
        return [interned(UNDECLARE, a) for a, _ in s.attackers]
    if s.phase == PH_BLOCK:
        return [interned(UNBLOCK, b) for b, _ in s.blocks.values()]
    return []


def legal_for(s: State, uid: int) -> list[Action]:
    """The legal actions now that involve the card instance ``uid`` (take-backs included)."""
    out = []
    for a in legal_actions(s) + take_backs(s):
        v = a.value
        if v == uid and a.kind not in (STARTER, RESOURCE, SWAP, ALFA):
            out.append(a)
        elif isinstance(v, tuple) and a.kind in (DECLARE, BLOCK, EXILE) and uid in v[:2 if a.kind == BLOCK else 1]:
            out.append(a)
    return out


# ---------------------------------------------------------------------------- why_illegal

_ALLOWED = {
    PH_STARTER: (STARTER,), PH_MULLIGAN: (KEEP, MULLIGAN), PH_INITIAL: (RESOURCE,), PH_ELEMENT: (ELEMENT, SKIP),
    PH_MAIN: (PLAY, SET, RECOVER, ATTACK, END), PH_DECLARE: (DECLARE, UNDECLARE, DONE),
    PH_RESPOND: (FUERZA, REVEAL, ABILITY, PASS), PH_BLOCK: (BLOCK, UNBLOCK, DONE), PH_TARGET: (TARGET,),
    PH_EXILE: (EXILE,), PH_DISCARD: (DISCARD,), PH_SWAP: (SWAP, ALFA, READY),
}
_DOING = {
    PH_STARTER: "choose who starts", PH_MULLIGAN: "keep your hand or take a mulligan",
    PH_INITIAL: "choose your initial resource", PH_ELEMENT: "use an Elemento's ability or skip it",
    PH_MAIN: "play your Preparación", PH_DECLARE: "declare your attackers",
    PH_RESPOND: "respond in the window or pass", PH_BLOCK: "declare your blockers",
    PH_TARGET: "choose the target", PH_EXILE: "send your animal to the Aislamiento or the Cementerio",
    PH_DISCARD: "discard down to your hand limit", PH_SWAP: "swap cards between Bosque and Reserva, then get ready",
}


def _is_uid(s: State, v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(s.card)


def why_illegal(s: State, action: Action) -> tuple[str, str] | None:
    """``(rule, explanation)`` if ``action`` is illegal now, else None."""
    ph = s.phase
    if ph == PH_OVER:
        return ("game_over", "the match is over")
    kind = action.kind
    v = action.value
    if kind not in _ALLOWED[ph]:
        if kind not in ACTION_KINDS:
            return ("unknown", f"unknown action {kind}")
        return ("wrong_phase", f"now is the time to {_DOING[ph]}, not to {kind}")
    seat = s.actor
    fn = _WHY.get(kind)
    if fn is None:
        return None if v is None else ("bad_action", f"{kind} takes no value")
    return fn(s, seat, v)


def _why_starter(s, seat, v):
    if v not in (0, 1) or isinstance(v, bool):
        return ("bad_seat", "choose seat 0 or seat 1 to start")
    return None


def _why_resource(s, seat, v):
    if v not in ("hierba", "presa"):
        return ("bad_kind", "choose hierba or presa")
    if v not in _plain_kinds(s, seat):
        return ("no_such_resource", f"your Bosque holds no plain {v} resource")
    return None


def _why_element(s, seat, v):
    if not _is_uid(s, v) or v not in s.elements[seat]:
        return ("not_in_play", "that is not one of your Elementos in play")
    c = s.card[v]
    if not s.tb.effects[c]:
        return ("no_ability", "that Elemento has no ability")
    if not _has_target(s, seat, s.tb.target[c]):
        return ("no_target", _NO_TARGET[s.tb.target[c]])
    return None


def _why_play(s, seat, v):
    if not _is_uid(s, v) or v not in s.hand[seat]:
        return ("not_in_hand", "that card is not in your hand")
    tb = s.tb
    c = s.card[v]
    t = tb.type[c]
    if t == "sigilo":
        return ("sigilo_face_down", "a Sigilo is set face down (set), not played")
    if t == "recurso":
        if s.resource_played:
            return ("one_resource", "you already put a resource into play this turn")
        return None
    if t == "elemento":
        if len(s.elements[seat]) >= MAX_ELEMENTS:
            return ("max_elements", "you already have 4 Elementos in play")
        if any(tb.element[s.card[x]] == tb.element[c] for x in s.elements[seat]):
            return ("element_unique", f"you already have an Elemento of {tb.element[c]} in play")
    cost = play_cost(s, seat, v)
    if not can_pay(s, seat, cost):
        return ("cannot_pay", f"you cannot pay {cost[0]} hierba and {cost[1]} presa with your untapped resources")
    if t == "fuerza" and not _has_target(s, seat, tb.target[c]):
        return ("no_target", _NO_TARGET[tb.target[c]])
    return None


def _why_set(s, seat, v):
    if not _is_uid(s, v) or v not in s.hand[seat]:
        return ("not_in_hand", "that card is not in your hand")
    if s.tb.type[s.card[v]] != "sigilo":
        return ("not_a_sigilo", "only Sigilos are set face down")
    if len(s.sigilos[seat]) >= MAX_SIGILOS:
        return ("max_sigilos", "you already have 3 Sigilos in play")
    return None


def _why_recover(s, seat, v):
    if not _is_uid(s, v) or v not in s.aislamiento[seat]:
        return ("not_isolated", "that card is not in your Aislamiento")
    if s.tb.type[s.card[v]] != "animal":
        return ("not_an_animal", "only animals are recovered from the Aislamiento")
    lim = recover_limit(s, seat)
    if s.recovered >= lim:
        return ("recover_limit", f"you may recover at most {lim} animals per turn")
    cost = s.tb.cost[s.card[v]]
    if not can_pay(s, seat, cost):
        return ("cannot_pay", f"you cannot pay {cost[0]} hierba and {cost[1]} presa with your untapped resources")
    return None


def _why_attack(s, seat, v):
    if v is not None:
        return ("bad_action", "attack takes no value")
    if not any(_can_attack(s, u) for u in s.animals[seat]):
        return ("no_attackers", "none of your animals can attack (tapped, or arrived this turn without veloz)")
    return None


def _why_declare(s, seat, v):
    if not (isinstance(v, tuple) and len(v) == 2):
        return ("bad_action", "declare names an animal and a time: (uid, day|night)")
    u, tm = v
    if not _is_uid(s, u) or u not in s.animals[seat]:
        return ("not_in_play", "that is not one of your animals in play")
    if tm not in (DAY, NIGHT):
        return ("bad_time", "an attack is declared by day or by night")
    if any(a == u for a, _ in s.attackers):
        return ("already_attacking", "that animal is already attacking")
    if u in s.tapped:
        return ("tapped", "a tapped animal cannot attack")
    c = s.card[u]
    if u in s.arrived and not s.tb.veloz[c]:
        return ("arrived", "an animal cannot attack on the turn it arrives (unless it has veloz)")
    act = s.tb.activity[c]
    if act != "both" and act != tm:
        return ("activity", f"a {act} animal attacks only by {act}")
    return None


def _why_undeclare(s, seat, v):
    if not any(a == v for a, _ in s.attackers):
        return ("not_attacking", "that animal is not declared as an attacker")
    return None


def _why_fuerza(s, seat, v):
    if not _is_uid(s, v) or v not in s.hand[seat]:
        return ("not_in_hand", "that card is not in your hand")
    c = s.card[v]
    if s.tb.type[c] != "fuerza":
        return ("not_a_fuerza", "only Fuerzas Naturales are played in a response window")
    if not can_pay(s, seat, s.tb.cost[c]):
        cost = s.tb.cost[c]
        return ("cannot_pay", f"you cannot pay {cost[0]} hierba and {cost[1]} presa with your untapped resources")
    if not _has_target(s, seat, s.tb.target[c]):
        return ("no_target", _NO_TARGET[s.tb.target[c]])
    return None


def _why_reveal(s, seat, v):
    if not _is_uid(s, v) or v not in s.sigilos[seat]:
        return ("not_a_sigilo", "that is not one of your face-down Sigilos")
    c = s.card[v]
    cost = sigilo_cost(s, seat, c)
    if not can_pay(s, seat, cost):
        return ("cannot_pay", f"you cannot pay {cost[0]} hierba and {cost[1]} presa with your untapped resources")
    if not _has_target(s, seat, s.tb.target[c]):
        return ("no_target", _NO_TARGET[s.tb.target[c]])
    return None


def _why_ability(s, seat, v):
    if not _is_uid(s, v) or v not in s.animals[seat]:
        return ("not_in_play", "that is not one of your animals in play")
    tb = s.tb
    c = s.card[v]
    if tb.ab_cost[c] is None:
        return ("no_ability", "that animal has no ability")
    if v in s.used:
        return ("used", "each animal's ability is used at most once per turn")
    if s.window == INTIMIDACION and not tb.acecho[c]:
        return ("acecho", "only animals with acecho use their ability in the Intimidación window")
    if s.window == CONTIENDA and seat != s.turn and not s.blocks:
        return ("no_block", "the defender may not use animal abilities when nothing blocked")
    cost = tb.ab_cost[c]
    if not can_pay(s, seat, cost):
        return ("cannot_pay", f"you cannot pay {cost[0]} hierba and {cost[1]} presa with your untapped resources")
    if not _has_target(s, seat, tb.ab_target[c]):
        return ("no_target", _NO_TARGET[tb.ab_target[c]])
    return None


def _why_block(s, seat, v):
    if not (isinstance(v, tuple) and len(v) == 3):
        return ("bad_action", "block names a blocker, an attacker and a time: (blocker, attacker, day|night)")
    b, a, tm = v
    if not _is_uid(s, b) or b not in s.animals[seat]:
        return ("not_in_play", "the blocker must be one of your animals in play")
    if not any(x == a for x, _ in s.attackers):
        return ("not_attacking", "that animal is not attacking")
    if tm not in (DAY, NIGHT):
        return ("bad_time", "a block is declared by day or by night")
    if a in s.blocks:
        return ("already_blocked", "that attacker is already blocked")
    if any(x == b for x, _ in s.blocks.values()):
        return ("already_blocking", "that animal is already blocking")
    if b in s.tapped:
        return ("tapped", "a tapped animal cannot block")
    tb = s.tb
    cb = s.card[b]
    act = tb.activity[cb]
    if act != "both" and act != tm:
        return ("activity", f"a {act} animal blocks only by {act}")
    if tb.alado[s.card[a]] and not tb.alado[cb]:
        return ("alado", "an alado attacker can be blocked only by an alado animal")
    return None


def _why_unblock(s, seat, v):
    if not any(b == v for b, _ in s.blocks.values()):
        return ("not_blocking", "that animal is not blocking")
    return None


def _why_target(s, seat, v):
    if v not in s.pending["options"]:
        return ("bad_target", _BAD_TARGET.get(s.pending["target_kind"], "choose one of the offered targets"))
    return None


_BAD_TARGET = {
    "enemy_animal": "choose an animal of your opponent in play",
    "own_animal": "choose one of your animals in play",
    "any_animal": "choose an animal in play",
    "attacker": "choose an attacking animal",
    "combat_animal": "choose an attacking or blocking animal",
    "own_isolated": "choose an animal of your Aislamiento",
    "own_dead": "choose an animal of your Cementerio",
}


def _why_exile(s, seat, v):
    if not (isinstance(v, tuple) and len(v) == 2):
        return ("bad_action", "exile names an animal and a zone: (uid, aislamiento|cementerio)")
    u, z = v
    if u not in s.exiles or s.owner[u] != seat:
        return ("not_leaving", "that animal of yours is not leaving play")
    if z not in (AISLAMIENTO, CEMENTERIO):
        return ("bad_zone", "choose aislamiento or cementerio")
    if z == AISLAMIENTO and len(s.aislamiento[seat]) >= AISLAMIENTO_MAX:
        return ("aislamiento_full", "your Aislamiento already holds 5 cards")
    return None


def _why_discard(s, seat, v):
    if not _is_uid(s, v) or v not in s.hand[seat]:
        return ("not_in_hand", "that card is not in your hand")
    return None


def _why_swap(s, seat, v):
    if not (isinstance(v, tuple) and len(v) == 2) or not all(isinstance(x, str) for x in v):
        return ("bad_action", "swap names a Bosque card id and a Reserva card id")
    o, i = v
    bos, res = _deck_counts(s, seat)
    if bos.get(o, 0) < 1:
        return ("not_in_bosque", f"there is no {o} in your Bosque")
    if res.get(i, 0) < 1:
        return ("not_in_reserva", f"there is no {i} in your Reserva")
    if o == i:
        return ("same_card", "swap two different cards")
    if not _swap_keeps_resources(s.tb, s.pool.index, _resource_counts(s, seat), o, i):
        return ("deck_illegal", "the Bosque must keep at least 7 Hierba and 7 Presa resources")
    return None


def _why_alfa(s, seat, v):
    idx = s.pool.index.get(v) if isinstance(v, str) else None
    if idx is None or idx not in s.alfas[seat]:
        return ("not_your_alfa", "choose one of the Alfas of your deck")
    if idx == s.alfa[seat]:
        return ("same_alfa", "that Alfa is already your Alfa")
    if seat in s.swap_state.get("picked", ()):
        return ("alfa_chosen", "you have already picked your Alfa for this game (one pick between games)")
    return None


_WHY = {STARTER: _why_starter, RESOURCE: _why_resource, ELEMENT: _why_element, PLAY: _why_play, SET: _why_set,
        RECOVER: _why_recover, ATTACK: _why_attack, DECLARE: _why_declare, UNDECLARE: _why_undeclare,
        FUERZA: _why_fuerza, REVEAL: _why_reveal, ABILITY: _why_ability, BLOCK: _why_block,
        UNBLOCK: _why_unblock, TARGET: _why_target, EXILE: _why_exile, DISCARD: _why_discard, SWAP: _why_swap,
        ALFA: _why_alfa}


# ---------------------------------------------------------------------------- apply

def apply(s: State, action: Action, log: bool = True) -> list[Event]:
    """Apply ``action``; raise IllegalAction (state untouched) if the rules forbid it."""
    if s.is_view:
        raise IllegalAction("view", "a player's view cannot be played on; determinize it first")
    bad = why_illegal(s, action)
    if bad is not None:
        raise IllegalAction(*bad)
    ev: list[Event] = []
    _do(s, action, ev)
    return ev if log else []


def fast_apply(s: State, action: Action) -> None:
    """``apply`` for trusted actions (taken from ``legal_actions``): no check, no events."""
    _do(s, action, None)


def _do(s: State, action: Action, ev) -> None:
    s.halt = False
    s.actions_in_turn += 1
    _DO[action.kind](s, s.actor, action.value, ev)


def _do_starter(s, seat, v, ev):
    s.starter = v
    if ev is not None:
        ev.append(Event("starter", seat, {"seat": v, "by": seat}))
    if s.setup == "pre":
        s.setup = None
        _deal(s, ev)
    else:
        _play_start(s, ev)


def _do_keep(s, seat, v, ev):
    if ev is not None:
        ev.append(Event("keep", seat, {"seat": seat, "count": len(s.hand[seat])}))
    _after_mulligan(s, seat, ev)


def _do_mulligan(s, seat, v, ev):
    s.mulligans[seat] += 1
    m = s.mulligans[seat]
    b = s.bosque[seat]
    b.extend(s.hand[seat])
    s.hand[seat] = []
    s.rng.shuffle(b)
    k = HAND_START if m == 1 else max(1, HAND_START + 1 - m)
    if ev is not None:
        ev.append(Event("mulligan", seat, {"seat": seat, "count": k, "mulligans": m}))
    _draw_setup(s, seat, k, ev)
    if k <= 1:
        if ev is not None:
            ev.append(Event("keep", seat, {"seat": seat, "count": len(s.hand[seat]), "forced": True}))
        _after_mulligan(s, seat, ev)


def _do_resource(s, seat, v, ev):
    _take_initial(s, seat, v, ev)
    _initial_next(s, seat + 1, ev)


def _do_element(s, seat, v, ev):
    s.element_used = True
    c = s.card[v]
    if ev is not None:
        ev.append(Event("element", seat, {"seat": seat, "uid": v, "card": c}))
    _run_card(s, seat, v, s.tb.effects[c], s.tb.target[c], "draw", ev)


def _do_skip(s, seat, v, ev):
    _despertar_draw(s, ev)


def _do_play(s, seat, v, ev):
    tb = s.tb
    c = s.card[v]
    t = tb.type[c]
    hand = s.hand[seat]
    if t == "animal":
        _pay(s, seat, animal_cost(s, seat, c), ev)
        hand.remove(v)
        s.animals[seat].append(v)
        s.arrived.add(v)
        s.animal_played = True
        if ev is not None:
            ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "animals"}))
    elif t == "recurso":
        hand.remove(v)
        s.resources[seat].append(v)
        s.resource_played = True
        if ev is not None:
            ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "resources"}))
        if tb.effects[c]:
            _run_card(s, seat, v, tb.effects[c], tb.target[c], "main", ev)
    elif t == "elemento":
        _pay(s, seat, tb.cost[c], ev)
        hand.remove(v)
        s.elements[seat].append(v)
        if ev is not None:
            ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "elements"}))
    else:  # fuerza
        _pay(s, seat, tb.cost[c], ev)
        hand.remove(v)
        s.cementerio[seat].append(v)
        if ev is not None:
            ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "cementerio"}))
        _run_card(s, seat, v, tb.effects[c], tb.target[c], "main", ev)


def _do_set(s, seat, v, ev):
    s.hand[seat].remove(v)
    s.sigilos[seat].append(v)
    if ev is not None:
        ev.append(Event("set_sigilo", seat, {"seat": seat, "uid": v}))
        ev.append(Event("set_sigilo_card", seat, {"seat": seat, "uid": v, "card": s.card[v]}, frozenset((seat,))))


def _do_recover(s, seat, v, ev):
    c = s.card[v]
    _pay(s, seat, s.tb.cost[c], ev)
    s.aislamiento[seat].remove(v)
    s.hand[seat].append(v)
    s.recovered += 1
    if ev is not None:
        ev.append(Event("recover", seat, {"seat": seat, "uid": v, "card": c, "from": AISLAMIENTO, "free": False}))


def _do_attack(s, seat, v, ev):
    s.phase = PH_DECLARE
    s.actor = seat
    if ev is not None:
        ev.append(Event("phase", None, {"name": "enfrentamiento"}))


def _do_end(s, seat, v, ev):
    _retirada(s, ev)


def _do_declare(s, seat, v, ev):
    u, tm = v
    s.attackers.append((u, tm))
    if not s.tb.vigia[s.card[u]]:
        s.tapped.add(u)
    if ev is not None:
        ev.append(Event("declare", seat, {"seat": seat, "uid": u, "card": s.card[u], "time": tm}))


def _do_undeclare(s, seat, v, ev):
    s.attackers = [(a, t) for a, t in s.attackers if a != v]
    s.tapped.discard(v)
    if ev is not None:
        ev.append(Event("undeclare", seat, {"seat": seat, "uid": v}))


def _do_done(s, seat, v, ev):
    if s.phase == PH_DECLARE:
        if not s.attackers:
            _retirada(s, ev)
            return
        _open_window(s, INTIMIDACION, ev)
    else:
        _open_window(s, CONTIENDA, ev)


def _do_fuerza(s, seat, v, ev):
    tb = s.tb
    c = s.card[v]
    _pay(s, seat, tb.cost[c], ev)
    s.hand[seat].remove(v)
    s.cementerio[seat].append(v)
    if ev is not None:
        ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "cementerio",
                                       "window": s.window}))
    _run_card(s, seat, v, tb.effects[c], tb.target[c], "window", ev)


def _do_reveal(s, seat, v, ev):
    tb = s.tb
    c = s.card[v]
    _pay(s, seat, sigilo_cost(s, seat, c), ev)
    s.sigilos[seat].remove(v)
    s.cementerio[seat].append(v)
    if ev is not None:
        ev.append(Event("reveal", seat, {"seat": seat, "uid": v, "card": c, "window": s.window}))
    _run_card(s, seat, v, tb.effects[c], tb.target[c], "window", ev)


def _do_ability(s, seat, v, ev):
    tb = s.tb
    c = s.card[v]
    _pay(s, seat, tb.ab_cost[c], ev)
    s.used.add(v)
    if ev is not None:
        ev.append(Event("ability", seat, {"seat": seat, "uid": v, "card": c, "window": s.window}))
    _run_card(s, seat, v, tb.ab_effects[c], tb.ab_target[c], "window", ev)


def _do_pass(s, seat, v, ev):
    if ev is not None:
        ev.append(Event("pass", seat, {"seat": seat}))
    s.passes += 1
    s.priority = 1 - seat
    _advance_window(s, ev)


def _do_block(s, seat, v, ev):
    b, a, tm = v
    s.blocks[a] = (b, tm)
    s.tapped.add(b)
    penalty = tm != _attacker_time(s, a)
    if ev is not None:
        ev.append(Event("block", seat, {"seat": seat, "blocker": b, "attacker": a, "time": tm,
                                        "penalty": 1 if penalty else 0,
                                        "blocker_card": s.card[b], "attacker_card": s.card[a]}))


def _do_unblock(s, seat, v, ev):
    for a, (b, _t) in list(s.blocks.items()):
        if b == v:
            del s.blocks[a]
    s.tapped.discard(v)
    if ev is not None:
        ev.append(Event("unblock", seat, {"seat": seat, "blocker": v}))


def _do_target(s, seat, v, ev):
    p = s.pending
    s.pending = None
    _finish_card(s, p["seat"], p["uid"], p["terms"], v, p["resume"], ev)


def _do_exile(s, seat, v, ev):
    u, z = v
    s.exiles.remove(u)
    (s.aislamiento if z == AISLAMIENTO else s.cementerio)[seat].append(u)
    if ev is not None:
        ev.append(Event("exile", seat, {"seat": seat, "uid": u, "card": s.card[u], "to": z}))
    _next_exile(s, ev)


def _do_discard(s, seat, v, ev):
    s.hand[seat].remove(v)
    s.cementerio[seat].append(v)
    if ev is not None:
        ev.append(Event("discard", seat, {"seat": seat, "uid": v, "card": s.card[v]}))
    if len(s.hand[seat]) <= hand_limit(s, seat):
        _next_turn(s, ev)


def _do_swap(s, seat, v, ev):
    o, i = v
    idx = s.pool.index
    co, ci = idx[o], idx[i]
    card = s.card
    moved = s.swap_state["moved"]
    uo = next(u for u in s.bosque[seat] if card[u] == co and u not in moved)
    ui = next(u for u in s.reserva[seat] if card[u] == ci and u not in moved)
    s.swap_state = dict(s.swap_state, moved=moved | {uo, ui})
    s.bosque[seat].remove(uo)
    s.reserva[seat].remove(ui)
    s.bosque[seat].append(ui)
    s.reserva[seat].append(uo)
    s.bosque[seat].sort()
    s.reserva[seat].sort()
    dl = list(s.decklist)
    d = dict(dl[seat])
    d[co] -= 1
    if not d[co]:
        del d[co]
    d[ci] = d.get(ci, 0) + 1
    dl[seat] = d
    s.decklist = tuple(dl)
    if ev is not None:
        ev.append(Event("swap", seat, {"seat": seat, "out": o, "in": i, "out_card": co, "in_card": ci}))


def _do_alfa(s, seat, v, ev):
    s.alfa[seat] = s.pool.index[v]
    s.swap_state = dict(s.swap_state, picked=s.swap_state.get("picked", frozenset()) | {seat})
    if ev is not None:
        ev.append(Event("alfa_choice", seat, {"seat": seat, "card": s.alfa[seat]}, frozenset((seat,))))


def _do_ready(s, seat, v, ev):
    st = s.swap_state
    order = st["order"]
    done = st["done"] + 1
    if ev is not None:
        ev.append(Event("ready", seat, {"seat": seat}))
    if done >= 2:
        s.swap_state = None
        _start_game(s, ev)
        return
    s.swap_state = dict(st, done=done)
    s.actor = order[done]


_DO = {STARTER: _do_starter, KEEP: _do_keep, MULLIGAN: _do_mulligan, RESOURCE: _do_resource,
       ELEMENT: _do_element, SKIP: _do_skip, PLAY: _do_play, SET: _do_set, RECOVER: _do_recover,
       ATTACK: _do_attack, END: _do_end, DECLARE: _do_declare, UNDECLARE: _do_undeclare, DONE: _do_done,
       FUERZA: _do_fuerza, REVEAL: _do_reveal, ABILITY: _do_ability, PASS: _do_pass, BLOCK: _do_block,
       UNBLOCK: _do_unblock, TARGET: _do_target, EXILE: _do_exile, DISCARD: _do_discard, SWAP: _do_swap,
       ALFA: _do_alfa, READY: _do_ready}


# ---------------------------------------------------------------------------- cards with effects

def _run_card(s: State, seat: int, uid: int, terms, kind, resume: str, ev) -> None:
    """Resolve a card's terms: ask for the target when there is a choice, then go on with ``resume``."""
    target = None
    if kind is not None:
        opts = _target_options(s, seat, kind)
        if len(opts) > 1:
            s.pending = {"uid": uid, "seat": seat, "target_kind": kind, "options": tuple(opts),
                         "terms": terms, "resume": resume, "card": s.card[uid]}
            s.phase = PH_TARGET
            s.actor = seat
            return
        if opts:
            target = opts[0]
        else:       # a recurso's on_enter with nothing to target: its targeted terms do nothing
            terms = tuple(t for t in terms if t.target is None)
    _finish_card(s, seat, uid, terms, target, resume, ev)


def _finish_card(s: State, seat: int, uid: int, terms, target, resume: str, ev) -> None:
    s.effect_card = s.card[uid]
    E.resolve(s, seat, terms, target, ev)
    s.effect_card = None
    if s.halt:
        return
    if resume == "main":
        s.phase = PH_MAIN
        s.actor = s.turn
    elif resume == "draw":
        _despertar_draw(s, ev)
    else:  # a response in a window: the other player gets priority
        s.passes = 0
        s.priority = 1 - seat
        if s.window == INTIMIDACION and not s.attackers:
            _close_window(s, ev)
            return
        _advance_window(s, ev)


# primitives used by effects.py

def lose_life(s: State, seat: int, amount: int, ev) -> None:
    if amount <= 0:
        return
    s.life[seat] -= amount
    if ev is not None:
        ev.append(Event("alfa_damage", seat, {"seat": seat, "amount": amount, "life": s.life[seat]}))
    if s.life[seat] <= 0:
        _check_end(s, ev)


def heal_life(s: State, seat: int, amount: int, ev) -> None:
    before = s.life[seat]
    s.life[seat] = min(s.max_life[seat], s.life[seat] + amount)
    if ev is not None:
        ev.append(Event("heal_alfa", seat, {"seat": seat, "amount": s.life[seat] - before, "life": s.life[seat]}))


def draw(s: State, seat: int, k: int, ev) -> None:
    b = s.bosque[seat]
    got = []
    hand = s.hand[seat]
    for _ in range(k):
        if not b:
            if ev is not None and got:
                ev.append(Event("draw", seat, {"seat": seat, "count": len(got)}))
                ev.append(Event("draw_cards", seat, {"seat": seat, "cards": [(u, s.card[u]) for u in got]},
                                frozenset((seat,))))
                got = []
            if ev is not None:
                ev.append(Event("deck_empty", seat, {"seat": seat, "life": s.life[seat] - EMPTY_DECK_LOSS}))
            lose_life(s, seat, EMPTY_DECK_LOSS, ev)
            if s.halt:
                return
            continue
        u = b.pop()
        hand.append(u)
        got.append(u)
    if ev is not None and got:
        ev.append(Event("draw", seat, {"seat": seat, "count": len(got)}))
        ev.append(Event("draw_cards", seat, {"seat": seat, "cards": [(u, s.card[u]) for u in got]},
                        frozenset((seat,))))


def leave_combat(s: State, uid: int) -> None:
    if any(a == uid for a, _ in s.attackers):
        s.attackers = [(a, t) for a, t in s.attackers if a != uid]
        s.blocks.pop(uid, None)
    else:
        for a, (b, _t) in list(s.blocks.items()):
            if b == uid:
                del s.blocks[a]


def remove_from_play(s: State, uid: int) -> None:
    s.animals[s.owner[uid]].remove(uid)
    leave_combat(s, uid)
    s.tapped.discard(uid)
    s.damage.pop(uid, None)
    s.mods.pop(uid, None)
    s.arrived.discard(uid)


def destroy(s: State, uid: int, to: str, ev) -> None:
    """An animal leaves play by a card effect: to its owner's Cementerio."""
    remove_from_play(s, uid)
    o = s.owner[uid]
    (s.cementerio if to == CEMENTERIO else s.aislamiento)[o].append(uid)
    if ev is not None:
        ev.append(Event("destroy", o, {"seat": o, "uid": uid, "card": s.card[uid], "to": to}))


def switch_time(s: State, uid: int) -> None:
    flip = {DAY: NIGHT, NIGHT: DAY}
    for i, (a, t) in enumerate(s.attackers):
        if a == uid:
            s.attackers[i] = (a, flip[t])
            return
    for a, (b, t) in list(s.blocks.items()):
        if b == uid:
            s.blocks[a] = (b, flip[t])
            return


# ---------------------------------------------------------------------------- the turn

def _begin_turn(s: State, seat: int, ev) -> None:
    s.turn = seat
    s.actor = seat
    s.turn_no += 1
    s.first_turn = s.turn_no == 1
    _reset_turn_fields(s)
    tapped = s.tapped
    for u in s.animals[seat]:
        tapped.discard(u)
    for u in s.resources[seat]:
        tapped.discard(u)
    if ev is not None:
        ev.append(Event("turn_start", seat, {"seat": seat, "turn_no": s.turn_no}))
        ev.append(Event("phase", None, {"name": "despertar"}))
        ev.append(Event("untap", seat, {"seat": seat}))
    t = _alfa_term(s, seat, "despertar_heal")
    if t is not None and s.life[seat] < s.max_life[seat]:
        heal_life(s, seat, t.amount, ev)
    if any(_element_usable(s, seat, u) for u in s.elements[seat]):
        s.phase = PH_ELEMENT
        return
    _despertar_draw(s, ev)


def _despertar_draw(s: State, ev) -> None:
    seat = s.turn
    if not (s.first_turn and seat == s.starter):
        draw(s, seat, 1, ev)
        if s.halt:
            return
    s.phase = PH_MAIN
    s.actor = seat
    if ev is not None:
        ev.append(Event("phase", None, {"name": "preparacion"}))


def _open_window(s: State, name: str, ev) -> None:
    s.window = name
    s.priority = 1 - s.turn
    s.passes = 0
    if ev is not None and (_response_actions(s, s.priority, None) or _response_actions(s, s.turn, None)):
        ev.append(Event("window", None, {"name": name, "first": s.priority}))    # only a window that opens
    _advance_window(s, ev)


def _advance_window(s: State, ev) -> None:
    while s.passes < 2:
        p = s.priority
        if _response_actions(s, p, None):
            s.phase = PH_RESPOND
            s.actor = p
            return
        s.passes += 1
        s.priority = 1 - p
    _close_window(s, ev)


def _close_window(s: State, ev) -> None:
    w = s.window
    s.window = None
    s.priority = None
    s.passes = 0
    if w == INTIMIDACION:
        if not s.attackers:
            _retirada(s, ev)
            return
        if ev is not None:
            ev.append(Event("phase", None, {"name": "contienda"}))
        if _block_actions(s, None):
            s.phase = PH_BLOCK
            s.actor = 1 - s.turn
            return
        _open_window(s, CONTIENDA, ev)
    else:
        _resolve_combat(s, ev)


def combat_preview(s: State) -> list[dict]:
    """What the damage resolution would do now, one entry per attacker."""
    out = []
    tb = s.tb
    card = s.card
    for a, ta in s.attackers:
        bl = s.blocks.get(a)
        atk_a, def_a = stats(s, a)
        if bl is None:
            out.append({"attacker": a, "blocker": None, "time_a": ta, "time_b": None, "to_alfa": max(0, atk_a),
                        "blocker_dies": False, "attacker_dies": False, "attack": atk_a, "defence": None})
            continue
        b, tbk = bl
        atk_b, def_b = stats(s, b)
        diff = atk_a - def_b
        attacker_dies = tb.defender[card[b]] and atk_b >= def_a
        out.append({"attacker": a, "blocker": b, "time_a": ta, "time_b": tbk, "to_alfa": max(0, diff),
                    "blocker_dies": diff > 0, "attacker_dies": attacker_dies, "attack": atk_a, "defence": def_b})
    return out


def _resolve_combat(s: State, ev) -> None:
    if ev is not None:
        ev.append(Event("phase", None, {"name": "resolucion"}))
    seat = s.turn
    d = 1 - seat
    prev = combat_preview(s)
    total = 0
    out_def, out_att = [], []
    for r in prev:
        total += r["to_alfa"]
        if r["blocker_dies"]:
            out_def.append(r["blocker"])
        if r["attacker_dies"]:
            out_att.append(r["attacker"])
        if ev is not None:
            ev.append(Event("combat", seat, {"attacker": r["attacker"], "blocker": r["blocker"],
                                             "attack": r["attack"], "defence": r["defence"],
                                             "to_alfa": r["to_alfa"], "blocker_out": r["blocker_dies"],
                                             "attacker_out": r["attacker_dies"], "time": r["time_a"],
                                             "attacker_card": s.card[r["attacker"]],
                                             "blocker_card": s.card[r["blocker"]] if r["blocker"] is not None
                                             else None}))
    for u in out_def + out_att:
        remove_from_play(s, u)
    s.attackers = []
    s.blocks = {}
    s.exiles = out_def + out_att
    if total > 0:
        s.life[d] -= total
        if ev is not None:
            ev.append(Event("alfa_damage", d, {"seat": d, "amount": total, "life": s.life[d]}))
        if s.life[d] <= 0:
            _check_end(s, ev)
            return
    _next_exile(s, ev)


def _next_exile(s: State, ev) -> None:
    while s.exiles:
        u = s.exiles[0]
        o = s.owner[u]
        if len(s.aislamiento[o]) >= AISLAMIENTO_MAX:
            s.exiles.pop(0)
            s.cementerio[o].append(u)
            if ev is not None:
                ev.append(Event("exile", o, {"seat": o, "uid": u, "card": s.card[u], "to": CEMENTERIO,
                                             "forced": True}))
            continue
        s.phase = PH_EXILE
        s.actor = o
        return
    _retirada(s, ev)


def _retirada(s: State, ev) -> None:
    seat = s.turn
    s.attackers = []
    s.blocks = {}
    s.window = None
    s.damage = {}
    s.mods = {}
    if ev is not None:
        ev.append(Event("phase", None, {"name": "retirada"}))
        ev.append(Event("heal", seat, {"seat": seat}))
    if len(s.hand[seat]) > hand_limit(s, seat):
        s.phase = PH_DISCARD
        s.actor = seat
        return
    _next_turn(s, ev)


def _next_turn(s: State, ev) -> None:
    _begin_turn(s, 1 - s.turn, ev)


# ---------------------------------------------------------------------------- the end of a game

def _check_end(s: State, ev) -> None:
    l0, l1 = s.life
    if l0 > 0 and l1 > 0:
        return
    if l0 <= 0 and l1 <= 0:
        winner = 0 if l0 > l1 else 1 if l1 > l0 else 1 - s.turn
    else:
        winner = 1 if l0 <= 0 else 0
    _game_over(s, winner, ev)


def _game_over(s: State, winner: int, ev) -> None:
    s.halt = True
    loser = 1 - winner
    s.wins[winner] += 1
    s.last_loser = loser
    s.history.append({"game": s.game_no, "winner": winner, "life": s.life[:], "turns": s.turn_no,
                      "alfas": s.alfa[:], "starter": s.starter})
    s.pending = None
    s.window = None
    s.attackers = []
    s.blocks = {}
    if ev is not None:
        ev.append(Event("game_over", None, {"game": s.game_no, "winner": winner, "life": s.life[:]}))
    if s.wins[winner] >= s.games_to_win:
        s.winner = winner
        s.phase = PH_OVER
        s.actor = None
        if ev is not None:
            ev.append(Event("match_end", None, {"winner": winner, "wins": s.wins[:]}))
        return
    _collect(s)
    s.tapped = set()
    s.damage = {}
    s.mods = {}
    s.alfa_shown = [False, False]      # the Alfa of the next game is chosen face down
    s.phase = PH_SWAP
    s.swap_state = {"order": (loser, winner), "done": 0, "moved": frozenset()}
    s.actor = loser
    if ev is not None:
        ev.append(Event("phase", None, {"name": PH_SWAP}))


def result(s: State) -> Result | None:
    """Scores are games won; the winner of the match is first."""
    if s.phase != PH_OVER or s.winner is None:
        return None
    w = s.winner
    return Result(scores=s.wins[:], places=[1 if p == w else 2 for p in (0, 1)],
                  breakdown=[dict(h) for h in s.history],
                  detail={"games": s.game_no, "wins": s.wins[:], "winner": w, "life": s.life[:]})


# ---------------------------------------------------------------------------- hidden information

def _hidden_uids(s: State, seat: int) -> list[int]:
    """The uids whose card ``seat`` does not see."""
    o = 1 - seat
    out = list(s.hand[o])
    out.extend(s.sigilos[o])
    out.extend(s.bosque[o])
    out.extend(s.reserva[o])
    return out


def view(s: State, seat: int) -> State:
    """What ``seat`` may see: the opponent's hand, face-down Sigilos, Bosque and Reserva are UNKNOWN
    (their sizes kept); both Bosques are shown sorted (the order is hidden); the opponent's Alfa is
    UNKNOWN until revealed; the RNG is removed."""
    v = s.clone()
    v.rng = None
    v.is_view = True
    card = s.card[:]
    for u in _hidden_uids(s, seat):
        card[u] = UNKNOWN
    v.card = card
    v.bosque = [sorted(s.bosque[0]), sorted(s.bosque[1])]
    o = 1 - seat
    v.reserva[o] = sorted(v.reserva[o])
    if not s.alfa_shown[o]:
        v.alfa[o] = UNKNOWN
    if v.pending is not None and v.pending["seat"] != seat:
        pass  # a pending card was played openly: nothing to hide
    return v


def _seen_counts(v: State, p: int) -> Counter:
    card = v.card
    cnt: Counter = Counter()
    for z in (v.hand, v.sigilos, v.bosque, v.cementerio, v.aislamiento, v.resources, v.animals, v.elements):
        for u in z[p]:
            c = card[u]
            if c >= 0:
                cnt[c] += 1
    for u in v.exiles:
        if v.owner[u] == p and card[u] >= 0:
            cnt[card[u]] += 1
    return cnt


def _shuffle_top(lst: list, k: int, rng) -> None:
    """Make the last ``k`` places of ``lst`` a uniform random draw from the whole list (a partial
    Fisher–Yates: the rest keeps its order). Enough for a search that looks one turn ahead."""
    n = len(lst)
    rnd = rng.random
    for i in range(n - 1, max(n - 1 - k, 0), -1):
        j = int(rnd() * (i + 1))
        lst[i], lst[j] = lst[j], lst[i]


TOP_RANDOM = 12       # Bosque cards a determinization orders at random (draws in one turn are few)


def determinize(v: State, seat: int, rng) -> State:
    """A full state consistent with the view: the hidden cards of each seat's hand, face-down Sigilos
    and Bosque drawn from its open decklist minus every card of it seen; the top of both Bosques
    random; a hidden Alfa taken as the deck's current choice (its first, or the one of the last
    game); a hidden Reserva filled with the deck's plain resources; a fresh RNG."""
    s = v.clone()
    s.is_view = False
    s.rng = RNG(rng.getrandbits(63))
    card = v.card[:]
    tb = v.tb
    for p in (0, 1):
        hs = [u for z in (v.hand[p], v.sigilos[p]) for u in z if card[u] < 0]
        hb = [u for u in v.bosque[p] if card[u] < 0]
        if hs or hb:
            rest = Counter(v.decklist[p])
            rest.subtract(_seen_counts(v, p))
            pool = sorted(c for c, n in rest.items() for _ in range(max(0, n)))
            need = len(hs) + len(hb)
            if len(pool) != need:           # never with a consistent view; stay safe anyway
                filler = _filler(tb, v, p)
                pool = (pool + [filler] * need)[:need]
            _shuffle_top(pool, len(hs) + TOP_RANDOM, rng)
            for i, u in enumerate(hb):
                card[u] = pool[i]
            k = len(hb)
            for i, u in enumerate(hs):
                card[u] = pool[k + i]
        else:
            _shuffle_top(s.bosque[p], TOP_RANDOM, rng)     # known cards, unknown order
        res_hidden = [u for u in v.reserva[p] if card[u] < 0]
        if res_hidden:
            filler = _filler(tb, v, p)
            for u in res_hidden:
                card[u] = filler
        if s.alfa[p] < 0:
            s.alfa[p] = v.history[-1]["alfas"][p] if v.history else v.alfas[p][0]
    s.card = card
    return s


def _filler(tb, v, p) -> int:
    for c, n in sorted(v.decklist[p].items()):
        if tb.plain[c]:
            return c
    return next(iter(sorted(v.decklist[p])))


# ---------------------------------------------------------------------------- AI

EVAL_WEIGHTS = {"life": 1.0, "board": 0.55, "hand": 0.35, "resources": 0.45, "sigilos": 0.6, "elements": 0.8,
                "isolated": 0.15, "scale": 7.0}


def _side(s: State, p: int, w: dict) -> float:
    tb = s.tb
    card = s.card
    x = w["life"] * s.life[p]
    board = 0.0
    power = tb.power
    for u in s.animals[p]:
        c = card[u]
        if c >= 0:
            board += power[c]
    x += w["board"] * board
    x += w["hand"] * min(len(s.hand[p]), 8)
    x += w["resources"] * min(len(s.resources[p]), 10)
    x += w["sigilos"] * len(s.sigilos[p]) + w["elements"] * len(s.elements[p])
    x += w["isolated"] * len(s.aislamiento[p])         # animals that may come back
    return x


def match_chance(wins: tuple, need: int, seat: int) -> float:
    """Chance that ``seat`` wins the match from this score between games, every game a coin flip."""
    a, b = wins[seat], wins[1 - seat]
    return _match_chance(a, b, need)


def _match_chance(a: int, b: int, need: int) -> float:
    if a >= need:
        return 1.0
    if b >= need:
        return 0.0
    return 0.5 * _match_chance(a + 1, b, need) + 0.5 * _match_chance(a, b + 1, need)


def evaluate(s: State, seat: int, w: dict = EVAL_WEIGHTS) -> float:
    """0..1 for ``seat``: the chance of winning the match. Within a game, the chance ``p`` of winning
    it comes from the life difference, the animals in play (power), cards in hand, resources,
    Sigilos, Elementos and the Aislamiento, squashed into 0.05..0.95 (a game not yet won is never
    sure, so winning it now is always worth more); then ``p`` weighs the match score after a win
    and after a loss of this game."""
    if s.phase == PH_OVER:
        return 1.0 if s.winner == seat else 0.0
    need = s.games_to_win
    o = 1 - seat
    a, b = s.wins[seat], s.wins[o]
    if s.phase == PH_SWAP or s.turn_no == 0:
        return _match_chance(a, b, need)
    z = (_side(s, seat, w) - _side(s, o, w)) / w["scale"]
    if z > 30:
        p = 1.0
    elif z < -30:
        p = 0.0
    else:
        p = 1.0 / (1.0 + math.exp(-z))
    p = 0.05 + 0.9 * p
    return p * _match_chance(a + 1, b, need) + (1.0 - p) * _match_chance(a, b + 1, need)


def rollout_key(s: State):
    """AI rollouts stop when this changes: at the end of the current turn, or when a game ends."""
    return (s.game_no, s.turn_no, s.phase == PH_SWAP or s.phase == PH_OVER)
