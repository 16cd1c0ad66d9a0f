"""Animal Duel (seed 001): state, legal actions and their effects.

See ``docs/animal_duel-design.md`` (the contract with the table scene). In short:
seats 0..n-1, ``team(seat) = seat % 2``; team 0 sits south, team 1 north and its cards are turned
180°. Cells are ``row * size + col``, row 0 at the top. Directions on the board: N=0, E=1, S=2, W=3,
the same indices as a card's ``[top, right, bottom, left]`` for team 0.

Phases: ``deal`` (comienzo nivelado: keep or give the drawn card), ``turn``, ``target`` (a
situational's choice), ``respond`` (the opponent discards for Escasez), ``fix_hand`` (discard and
draw because the hand holds no animal), ``over``.
"""
from __future__ import annotations

import math

from rules.animal_duel.cards import ANIMAL, Deck, load_deck
from rules.animal_duel.effects import TARGETED
from rules.engine.core import Action, ConfigError, Event, IllegalAction, Result, interned
from rules.engine.rng import RNG

# action kinds
PLACE, SITU, TARGET, DISCARD_TREX, END, FIX_HAND, KEEP, GIVE, DISCARD = (
    "place", "situ", "target", "discard_trex", "end", "fix_hand", "keep", "give", "discard")
# phases
DEAL, TURN, TARGET_PHASE, RESPOND, FIX, OVER = "deal", "turn", "target", "respond", "fix_hand", "over"
UNKNOWN = -1
N, E, S, W = 0, 1, 2, 3
BOARD_SIZES = (3, 4, 5)
DEFAULT_SIZE = 4

END_ACTION = interned(END)
KEEP_ACTION = interned(KEEP)
GIVE_ACTION = interned(GIVE)


def team(seat: int) -> int:
    return seat & 1


def board_side(card_side: int, team_no: int) -> int:
    """The board direction (N, E, S, W) a card side (top, right, bottom, left) faces for a team:
    team 0 keeps the card's frame, team 1's cards are turned 180°."""
    return (card_side + 2 * team_no) & 3


def place_action(card: int, cell: int) -> Action:
    return interned(PLACE, (card, cell))


def situ_action(card: int) -> Action:
    return interned(SITU, card)


def target_action(value) -> Action:
    return interned(TARGET, value)


# ---------------------------------------------------------------------------- static tables

class _Tables:
    """Per-deck arrays indexed by card id, shared by every state (never mutated)."""
    __slots__ = ("is_animal", "bstr", "hab", "req", "key", "effects", "stype", "hand_own", "hand_opp",
                 "place_rows")

    def __init__(self, deck: Deck):
        cards = deck.cards
        self.is_animal = tuple(c.kind == ANIMAL for c in cards)
        bstr = []
        for c in cards:
            if c.kind == ANIMAL:
                st = c.strengths
                bstr.append((tuple(st[(d - 0) & 3] for d in range(4)),       # team 0: board dir d = card side d
                             tuple(st[(d + 2) & 3] for d in range(4))))      # team 1: turned 180°
            else:
                bstr.append(((0, 0, 0, 0), (0, 0, 0, 0)))
        self.bstr = tuple(bstr)
        self.hab = tuple(c.habitat for c in cards)
        self.req = tuple(c.requires for c in cards)
        self.key = tuple(c.key for c in cards)
        self.effects = tuple(c.effects for c in cards)
        self.stype = tuple(c.type for c in cards)
        own, opp = [], []
        for c in cards:
            o = p = 0
            for e in c.effects:
                if e.name == "hand_size":
                    if e.get("who") == "own":
                        o += e.get("amount")
                    else:
                        p += e.get("amount")
            own.append(o)
            opp.append(p)
        self.hand_own = tuple(own)
        self.hand_opp = tuple(opp)
        # the interned ``place (card, cell)`` actions, ready to pick without building tuples
        cells = max(BOARD_SIZES) ** 2
        self.place_rows = tuple(tuple(interned(PLACE, (c.id, cell)) for cell in range(cells)) if c.kind == ANIMAL
                                else () for c in cards)


class _Geom:
    """Neighbour tables of one board size."""
    __slots__ = ("size", "cells", "nb4", "nbdir", "adj8")

    def __init__(self, size: int):
        self.size = size
        self.cells = size * size
        nb4, nbdir, adj8 = [], [], []
        for cell in range(self.cells):
            r, c = divmod(cell, size)
            dirs = [-1, -1, -1, -1]
            for d, (dr, dc) in enumerate(((-1, 0), (0, 1), (1, 0), (0, -1))):
                rr, cc = r + dr, c + dc
                if 0 <= rr < size and 0 <= cc < size:
                    dirs[d] = rr * size + cc
            nbdir.append(tuple(dirs))
            nb4.append(tuple((d, x) for d, x in enumerate(dirs) if x >= 0))
            adj8.append(tuple((r + dr) * size + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                              if (dr or dc) and 0 <= r + dr < size and 0 <= c + dc < size))
        self.nb4 = tuple(nb4)
        self.nbdir = tuple(nbdir)
        self.adj8 = tuple(adj8)


_TABLES: dict[int, _Tables] = {}
_GEOMS = {n: _Geom(n) for n in BOARD_SIZES}


def _tables(deck: Deck) -> _Tables:
    t = _TABLES.get(id(deck))
    if t is None:
        t = _TABLES[id(deck)] = _Tables(deck)
    return t


# ---------------------------------------------------------------------------- state

class State:
    """The whole match. ``clone`` copies by hand (the AI clones thousands of times a second).

    Board cells hold a tuple of ``(card, team, asleep)`` from bottom to top (``()`` = empty); the
    tuples are replaced, never changed in place, so cloning copies only the outer list.
    """

    __slots__ = ("deck", "tb", "geom", "config", "size", "ncells", "n", "team_mode", "kids", "habitat_rule",
                 "level_start", "universe", "board", "hands", "life", "hand_size", "pile", "animal_discard",
                 "situ_it", "situ_p", "situ_discard", "turn", "actor", "phase", "placements_left", "placed",
                 "mult", "leech", "engulf", "pending", "last_damage", "taken", "turn_no", "starter", "games",
                 "draws", "history", "winner", "reason", "drawn", "fix_queue", "known", "rng", "is_view",
                 "start_events", "turn_actions")

    def clone(self) -> "State":
        s = State.__new__(State)
        s.deck = self.deck
        s.tb = self.tb
        s.geom = self.geom
        s.config = self.config
        s.size = self.size
        s.ncells = self.ncells
        s.n = self.n
        s.team_mode = self.team_mode
        s.kids = self.kids
        s.habitat_rule = self.habitat_rule
        s.level_start = self.level_start
        s.universe = self.universe
        s.board = self.board[:]
        s.hands = [h[:] for h in self.hands]
        s.life = self.life[:]
        s.hand_size = self.hand_size[:]
        s.pile = self.pile[:]
        s.animal_discard = self.animal_discard[:]
        s.situ_it = [self.situ_it[0][:], self.situ_it[1][:]]
        s.situ_p = [self.situ_p[0][:], self.situ_p[1][:]]
        s.situ_discard = self.situ_discard[:]
        s.turn = self.turn
        s.actor = self.actor
        s.phase = self.phase
        s.placements_left = self.placements_left
        s.placed = self.placed
        s.mult = self.mult
        s.leech = self.leech
        s.engulf = self.engulf
        s.pending = self.pending            # a dict replaced, never changed in place
        s.last_damage = self.last_damage[:]
        s.taken = self.taken[:]
        s.turn_no = self.turn_no
        s.turn_actions = self.turn_actions
        s.starter = self.starter
        s.games = self.games
        s.draws = self.draws
        s.history = self.history[:]
        s.winner = self.winner
        s.reason = self.reason
        s.drawn = self.drawn
        s.fix_queue = self.fix_queue[:]
        s.known = self.known                # tuple of frozensets, replaced on change
        s.rng = self.rng.clone() if self.rng is not None else None
        s.is_view = self.is_view
        s.start_events = []
        return s

    # -- read-only conveniences for the screen
    @property
    def deck_count(self) -> int:
        return len(self.pile)

    @property
    def match(self) -> dict:
        return {"games": self.games, "draws": self.draws}

    @property
    def teams(self) -> int:
        return 2

    def team_seats(self, team_no: int) -> tuple:
        return tuple(p for p in range(self.n) if p & 1 == team_no)


# ---------------------------------------------------------------------------- setup

def normalize_config(config: dict | None) -> dict:
    """Check a config and fill defaults; raise ConfigError with a one-line reason.
    App keys (seats, names, ...) pass through untouched."""
    cfg = dict(config or {})
    if "variant_team" not in cfg and cfg.get("players") == 4:
        cfg["variant_team"] = True          # four players play only in teams
    for key in ("variant_kids", "variant_habitat", "variant_level_start", "variant_team"):
        v = cfg.get(key, False)
        if not isinstance(v, bool):
            raise ConfigError(f"{key} must be true or false, got {v!r}")
        cfg[key] = v
    n = cfg.get("players", 4 if cfg["variant_team"] else 2)
    if n not in (2, 4) or isinstance(n, bool):
        raise ConfigError(f"players must be 2, or 4 with the team variant, got {n!r}")
    if n == 4 and not cfg["variant_team"]:
        raise ConfigError("4 players play only in teams: set variant_team")
    if n == 2 and cfg["variant_team"]:
        raise ConfigError("the team variant needs 4 players")
    cfg["players"] = n
    size = cfg.get("board_size", DEFAULT_SIZE)
    if size not in BOARD_SIZES or isinstance(size, bool):
        raise ConfigError(f"board_size must be 3, 4 or 5, got {size!r}")
    cfg["board_size"] = size
    starter = cfg.get("starter")
    if starter is not None and (isinstance(starter, bool) or not isinstance(starter, int) or not 0 <= starter < n):
        raise ConfigError(f"starter must be a seat 0–{n - 1} or empty, got {starter!r}")
    cfg["starter"] = starter
    return cfg


def new_game(config: dict, seed: int, deck: Deck | None = None) -> State:
    """A new match. ``deck`` replaces the shipped cards (tests, mods)."""
    deck = deck or load_deck()
    cfg = normalize_config(config)
    n = cfg["players"]
    s = State.__new__(State)
    s.deck = deck
    s.tb = _tables(deck)
    s.config = cfg
    s.size = cfg["board_size"]
    s.geom = _GEOMS[s.size]
    s.ncells = s.size * s.size
    s.n = n
    s.team_mode = cfg["variant_team"]
    s.kids = cfg["variant_kids"]
    s.habitat_rule = cfg["variant_habitat"]
    s.level_start = cfg["variant_level_start"]
    s.universe = tuple(deck.kids_ids() if s.kids else deck.all_ids())
    s.rng = RNG(seed)
    s.is_view = False
    s.games = 0
    s.draws = 0
    s.history = []
    s.starter = cfg["starter"] if cfg["starter"] is not None else s.rng.randrange(n)
    s.turn = s.starter
    ev = [Event("match_start", None, {"players": n, "board_size": s.size, "starter": s.starter,
                                      "variants": {k: cfg[k] for k in ("variant_kids", "variant_habitat",
                                                                        "variant_level_start", "variant_team")}})]
    _start_game(s, ev)
    s.start_events = ev
    return s


def _start_game(s: State, ev) -> None:
    deck = s.deck
    s.games += 1
    s.board = [()] * s.ncells
    s.hands = [[] for _ in range(s.n)]
    s.life = [deck.life, deck.life]
    s.hand_size = [deck.hand_size, deck.hand_size]
    s.pile = list(s.universe)
    s.rng.shuffle(s.pile)
    s.animal_discard = []
    s.situ_it = [[], []]
    s.situ_p = [[], []]
    s.situ_discard = []
    s.turn_no = 0
    s.turn_actions = 0
    s.placements_left = 0
    s.placed = 0
    s.mult = 1
    s.leech = 0
    s.engulf = 0
    s.pending = None
    s.last_damage = [0, 0]
    s.taken = [0, 0]
    s.drawn = None
    s.fix_queue = []
    s.known = (frozenset(), frozenset())
    s.winner = None
    s.reason = None
    s.turn = s.starter
    s.actor = s.starter
    if ev is not None:
        ev.append(Event("game_start", s.starter, {"game": s.games, "starter": s.starter}))
    if s.level_start:
        s.phase = DEAL
        _deal_advance(s, ev)
        return
    for i in range(s.n):
        seat = (s.starter + i) % s.n
        got = [s.pile.pop() for _ in range(deck.hand_size)]
        s.hands[seat].extend(got)
        if ev is not None:
            ev.append(Event("deal", seat, {"cards": got}, _seats_of(s, seat)))
    _after_deal(s, ev)


def _seats_of(s: State, seat: int) -> frozenset:
    """The seats that see ``seat``'s hand: its own, and its partner's in team play."""
    return frozenset(p for p in range(s.n) if p & 1 == seat & 1)


def _deal_advance(s: State, ev) -> None:
    """Comienzo nivelado: draw for the player to act; stop when a keep/give choice is needed."""
    H = s.deck.hand_size
    n = s.n
    hands = s.hands
    while any(len(h) < H for h in hands) and s.pile:
        seat = s.turn
        recv = (seat + 1) % n
        can_keep = len(hands[seat]) < H
        can_give = len(hands[recv]) < H
        if not can_keep and not can_give:
            s.turn = recv
            continue
        card = s.pile.pop()
        if can_keep and can_give:
            s.drawn = card
            s.phase = DEAL
            s.actor = seat
            if ev is not None:
                ev.append(Event("draw", seat, {"count": 1}))
                ev.append(Event("draw_cards", seat, {"cards": [card]}, _seats_of(s, seat)))
            return
        # a full hand: the card goes without a choice
        _deal_card(s, seat, recv if not can_keep else seat, card, ev)
        s.turn = recv
    s.drawn = None
    _after_deal(s, ev)


def _deal_card(s: State, seat: int, to: int, card: int, ev) -> None:
    s.hands[to].append(card)
    if to != seat:
        s.known = _with_known(s.known, seat & 1, card)
    if ev is not None:
        if to == seat:
            ev.append(Event("keep", seat, {}))
        else:
            ev.append(Event("give", seat, {"to": to}))
            ev.append(Event("given", seat, {"to": to, "card": card}, _seats_of(s, seat) | _seats_of(s, to)))


def _after_deal(s: State, ev) -> None:
    s.fix_queue = [(s.starter + i) % s.n for i in range(s.n)]
    _continue_fix(s, ev)


# ---------------------------------------------------------------------------- small helpers

def _with_known(known: tuple, team_no: int, card: int) -> tuple:
    k = known[team_no] | {card}
    return (k, known[1]) if team_no == 0 else (known[0], k)


def _take_from_hand(s: State, seat: int, card: int) -> None:
    s.hands[seat].remove(card)
    k0, k1 = s.known
    if card in k0 or card in k1:
        s.known = (k0 - {card}, k1 - {card})


def _discard(s: State, card: int) -> None:
    """A card leaves play without being played: animals beside the deck, situationals out."""
    if s.tb.is_animal[card]:
        s.animal_discard.append(card)
    else:
        s.situ_discard.append(card)


def unlocked(s: State, req: str, team_no: int) -> bool:
    """May ``team_no`` place an animal that requires the situational ``req``? Only with that
    permanent in its own play area and none in the other team's."""
    key = s.tb.key
    if not any(key[c] == req for c in s.situ_p[team_no]):
        return False
    return not any(key[c] == req for c in s.situ_p[1 - team_no])


def can_place_card(s: State, card: int, team_no: int) -> bool:
    tb = s.tb
    if not tb.is_animal[card]:
        return False
    req = tb.req[card]
    return req is None or unlocked(s, req, team_no)


def _has_placeable(s: State, seat: int) -> bool:
    t = seat & 1
    tb = s.tb
    for c in s.hands[seat]:
        if tb.is_animal[c] and (tb.req[c] is None or unlocked(s, tb.req[c], t)):
            return True
    return False


def _can_draw_for_fix(s: State, team_no: int) -> bool:
    """Drawing can still bring an animal: the deck holds cards, or the animal discard pile (which
    refills it) holds an animal this team may place."""
    if s.pile:
        return True
    for c in s.animal_discard:
        if can_place_card(s, c, team_no):
            return True
    return False


def _needs_fix(s: State, seat: int) -> bool:
    return bool(s.hands[seat]) and not _has_placeable(s, seat) and _can_draw_for_fix(s, seat & 1)


def _draw(s: State, seat: int, k: int, ev) -> int:
    pile = s.pile
    got = []
    for _ in range(k):
        if not pile:
            if not s.animal_discard:
                break
            _reshuffle(s, ev)
            pile = s.pile
        got.append(pile.pop())
    s.hands[seat].extend(got)
    if ev is not None and got:
        ev.append(Event("draw", seat, {"count": len(got)}))
        ev.append(Event("draw_cards", seat, {"cards": got}, _seats_of(s, seat)))
    return len(got)


def _reshuffle(s: State, ev) -> None:
    s.pile = s.animal_discard
    s.animal_discard = []
    s.rng.shuffle(s.pile)
    if ev is not None:
        ev.append(Event("reshuffle", None, {"count": len(s.pile)}))


def _recompute_hand_sizes(s: State) -> None:
    base = s.deck.hand_size
    own, opp = s.tb.hand_own, s.tb.hand_opp
    for t in (0, 1):
        size = base + sum(own[c] for c in s.situ_p[t]) + sum(opp[c] for c in s.situ_p[1 - t])
        s.hand_size[t] = max(1, size)


def _victim(s: State) -> int:
    """"The opponent" of the player to act: the next player in turn order (of the other team)."""
    return (s.turn + 1) % s.n


# ---------------------------------------------------------------------------- clashes

def _clashes(s: State, card: int, t: int, cell: int, out: list | None):
    """(damage to the opponent before multipliers, damage to self, clashes won) of placing
    ``card`` for team ``t`` on ``cell``; ``out`` collects ``(neighbour_cell, mine, theirs)``."""
    tb = s.tb
    board = s.board
    geom = s.geom
    mine_str = tb.bstr[card][t]
    bstr = tb.bstr
    dmg_o = dmg_t = wins = 0
    hab_rule = s.habitat_rule
    for d, nc in geom.nb4[cell]:
        st = board[nc]
        if not st:
            continue
        ncard, nt, asleep = st[-1]
        if nt == t or asleep:
            continue
        m = mine_str[d]
        if hab_rule:
            fc = geom.nbdir[cell][(d + 2) & 3]
            if fc >= 0:
                fs = board[fc]
                if fs:
                    fcard, ft, fasleep = fs[-1]
                    if ft == t and not fasleep and tb.hab[fcard] == tb.hab[card]:
                        m += 1
        th = bstr[ncard][nt][(d + 2) & 3]
        if m > th:
            dmg_o += m - th
            wins += 1
        elif th > m:
            dmg_t += th - m
        if out is not None:
            out.append((nc, m, th))
    return dmg_o, dmg_t, wins


def preview(s: State, card: int, cell: int) -> dict:
    """What placing ``card`` on ``cell`` now would do, for the player whose turn it is:
    ``{damage_to_opponent, damage_to_self, heal, clashes: [(cell, mine, theirs)]}`` (Golpe Mortal
    and the habitat rule included; ``heal`` is Chupavidas' healing before the cap of 12)."""
    t = s.turn & 1
    lst: list = []
    dmg_o, dmg_t, wins = _clashes(s, card, t, cell, lst)
    return {"damage_to_opponent": dmg_o * s.mult, "damage_to_self": dmg_t, "heal": s.leech * wins,
            "clashes": lst}


# ---------------------------------------------------------------------------- queries

def current_player(s: State) -> int | None:
    return None if s.phase == OVER else s.actor


def _place_cells(s: State, t: int) -> list[int]:
    board = s.board
    if s.engulf > 0:
        return [c for c in range(s.ncells) if not board[c] or board[c][-1][1] != t]
    return [c for c in range(s.ncells) if not board[c]]


def _options(s: State, effect: str, t: int, seat: int) -> list:
    """The choices a targeted effect offers to team ``t`` (``seat`` chooses)."""
    board = s.board
    if effect in ("steal_animal", "sleep_animal"):
        return [c for c in range(s.ncells) if board[c] and board[c][-1][1] != t and not board[c][-1][2]]
    if effect == "remove_animal":
        return [c for c in range(s.ncells) if board[c] and board[c][-1][1] != t]
    if effect == "push_own":
        adj8 = s.geom.adj8
        return [(c, a) for c in range(s.ncells) if board[c] and board[c][-1][1] == t
                for a in adj8[c] if not board[a]]
    if effect == "swap_animals":
        occ = [c for c in range(s.ncells) if board[c]]
        return [(a, b) for i, a in enumerate(occ) for b in occ[i + 1:]]
    if effect == "swap_hand_card":
        return list(s.hands[seat])
    return []


def _situ_blocker(s: State, card: int, seat: int) -> tuple[str, str] | None:
    """Why the situational ``card`` cannot be played now (it would have nothing to choose)."""
    t = seat & 1
    for e in s.tb.effects[card]:
        name = e.name
        if name in TARGETED:
            if name == "swap_hand_card":
                if not s.hands[_victim(s)]:
                    return ("no_target", "your opponent has no cards in hand")
                continue
            if not _options(s, name, t, seat):
                return ("no_target", _NO_TARGET[name])
    return None


_NO_TARGET = {
    "steal_animal": "there is no awake opponent's animal on the board to take",
    "sleep_animal": "there is no awake opponent's animal on the board",
    "remove_animal": "there is no opponent's animal on the board",
    "push_own": "none of your animals has an empty cell next to it",
    "swap_animals": "there must be two animals on the board",
}


def legal_actions(s: State) -> list[Action]:
    ph = s.phase
    if ph == TURN:
        return _turn_actions(s)
    if ph == TARGET_PHASE:
        p = s.pending
        if p["choose"] == "card":
            return [target_action(c) for c in s.hands[p["seat"]]]
        return [target_action(v) for v in _options(s, p["effect"], p["seat"] & 1, p["seat"])]
    if ph == RESPOND:
        return [interned(DISCARD, c) for c in s.hands[s.actor]]
    if ph == FIX:
        return [interned(FIX_HAND, c) for c in s.hands[s.actor]]
    if ph == DEAL:
        return [KEEP_ACTION, GIVE_ACTION]
    return []


def _turn_actions(s: State) -> list[Action]:
    seat = s.turn
    t = seat & 1
    hand = s.hands[seat]
    tb = s.tb
    is_animal = tb.is_animal
    req = tb.req
    acts: list[Action] = []
    placeable = False
    if s.placements_left > 0:
        cells = _place_cells(s, t)
        rows = tb.place_rows
        for c in hand:
            if is_animal[c] and (req[c] is None or unlocked(s, req[c], t)):
                placeable = True
                row = rows[c]
                acts.extend([row[cell] for cell in cells])
    else:
        placeable = _has_placeable(s, seat)
    for c in hand:
        if not is_animal[c]:
            if _situ_blocker(s, c, seat) is None:
                acts.append(interned(SITU, c))
        elif req[c] is not None and not unlocked(s, req[c], t):
            acts.append(interned(DISCARD_TREX, c))
    fix = s.placements_left > 0 and not placeable and hand and _can_draw_for_fix(s, t)
    if fix:
        for c in hand:
            acts.append(interned(FIX_HAND, c))
    if s.placed > 0 or (not placeable and not fix):
        acts.append(END_ACTION)
    return acts


def _is_cell(s: State, v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < s.ncells


def why_illegal(s: State, action: Action) -> tuple[str, str] | None:
    """``(rule, explanation)`` if ``action`` is illegal now, else None."""
    ph = s.phase
    if ph == OVER:
        return ("game_over", "the game is over")
    kind = action.kind
    v = action.value
    allowed = _ALLOWED[ph]
    if kind not in allowed:
        if kind not in _ALL_KINDS:
            return ("unknown", f"unknown action {kind}")
        return ("wrong_phase", f"now is the time to {_DOING[ph]}, not to {kind}")
    if kind in (END, KEEP, GIVE) and v is not None:
        return ("bad_action", f"{kind} takes no value")
    if ph == DEAL:
        return None
    if ph == FIX:
        if v not in s.hands[s.actor]:
            return ("not_in_hand", "that card is not in your hand")
        return None
    if ph == RESPOND:
        if v not in s.hands[s.actor]:
            return ("not_in_hand", "that card is not in your hand")
        return None
    if ph == TARGET_PHASE:
        return _why_bad_target(s, v)
    # TURN
    seat = s.turn
    t = seat & 1
    hand = s.hands[seat]
    tb = s.tb
    if kind == PLACE:
        if not (isinstance(v, tuple) and len(v) == 2):
            return ("bad_action", "a placement names a card and a cell")
        card, cell = v
        if not isinstance(card, int) or card not in hand:
            return ("not_in_hand", "that card is not in your hand")
        if not tb.is_animal[card]:
            return ("not_an_animal", "only animals are placed on the board; play a situational with its own action")
        if tb.req[card] is not None and not unlocked(s, tb.req[card], t):
            return ("requires", _requires_reason(s, card, t))
        if s.placements_left <= 0:
            return ("no_placements_left", "you have placed all the animals you may place this turn")
        if not _is_cell(s, cell):
            return ("no_cell", "there is no such cell on the board")
        st = s.board[cell]
        if st:
            if s.engulf <= 0:
                return ("cell_occupied", "that cell is taken (Engullir lets you cover an opponent's animal)")
            if st[-1][1] == t:
                return ("engulf_own", "Engullir covers only an opponent's animal")
        return None
    if kind == SITU:
        if not isinstance(v, int) or v not in hand:
            return ("not_in_hand", "that card is not in your hand")
        if tb.is_animal[v]:
            return ("not_a_situational", "that card is an animal: place it on the board")
        return _situ_blocker(s, v, seat)
    if kind == DISCARD_TREX:
        if not isinstance(v, int) or v not in hand:
            return ("not_in_hand", "that card is not in your hand")
        if not tb.is_animal[v] or tb.req[v] is None:
            return ("not_discardable", "only an animal that needs a situational (the T-Rex) may be discarded")
        if unlocked(s, tb.req[v], t):
            return ("trex_playable", "your side may place it now")
        return None
    if kind == FIX_HAND:
        if not isinstance(v, int) or v not in hand:
            return ("not_in_hand", "that card is not in your hand")
        if s.placements_left <= 0:
            return ("no_fix_needed", "you have no placement left to make this turn")
        if _has_placeable(s, seat):
            return ("no_fix_needed", "you hold an animal you can place")
        if not _can_draw_for_fix(s, t):
            return ("nothing_to_draw", "the deck and the animal discard pile hold no animal you could draw")
        return None
    if kind == END:
        if s.placed == 0:
            if s.placements_left > 0 and _has_placeable(s, seat):
                return ("must_place", "place an animal before you end your turn")
            if s.placements_left > 0 and hand and _can_draw_for_fix(s, t):
                return ("must_fix_hand", "you hold no animal: discard a card and draw until you have one")
        return None
    return ("unknown", f"unknown action {kind}")


def _requires_reason(s: State, card: int, t: int) -> str:
    req = s.tb.req[card]
    names = next(c.names for c in s.deck.cards if c.key == req)
    key = s.tb.key
    if any(key[c] == req for c in s.situ_p[1 - t]):
        return f"the other side has {names['en']} in play: your side can never place it while it stays"
    return f"your side needs {names['en']} in play to place it"


def _why_bad_target(s: State, v) -> tuple[str, str] | None:
    p = s.pending
    choose = p["choose"]
    seat = p["seat"]
    if choose == "card":
        if v not in s.hands[seat]:
            return ("not_in_hand", "give one card of your hand")
        return None
    opts = _options(s, p["effect"], seat & 1, seat)
    if choose == "swap" and isinstance(v, tuple) and len(v) == 2 and (v[1], v[0]) in opts:
        return ("bad_target", "name the two cells in increasing order: (smaller, larger)")
    if v in opts:
        return None
    return ("bad_target", _BAD_TARGET[p["effect"]])


_BAD_TARGET = {
    "steal_animal": "choose an awake opponent's animal on the board",
    "sleep_animal": "choose an awake opponent's animal on the board",
    "remove_animal": "choose an opponent's animal on the board",
    "push_own": "move one of your animals to an empty cell next to it (diagonals too)",
    "swap_animals": "choose two different cells with animals",
}

_ALLOWED = {DEAL: (KEEP, GIVE), TURN: (PLACE, SITU, DISCARD_TREX, END, FIX_HAND), TARGET_PHASE: (TARGET,),
            RESPOND: (DISCARD,), FIX: (FIX_HAND,)}
_ALL_KINDS = {PLACE, SITU, TARGET, DISCARD_TREX, END, FIX_HAND, KEEP, GIVE, DISCARD}
_DOING = {DEAL: "keep or give the card you drew", TURN: "play your turn", TARGET_PHASE: "choose the card's target",
          RESPOND: "discard a card", FIX: "discard a card and draw, until you hold an animal"}


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
    kind = action.kind
    v = action.value
    s.turn_actions += 1
    if kind == PLACE:
        _place(s, v[0], v[1], ev)
    elif kind == END:
        _end_turn(s, ev)
    elif kind == SITU:
        _play_situ(s, v, ev)
    elif kind == TARGET:
        _target(s, v, ev)
    elif kind == FIX_HAND:
        _fix(s, v, ev)
    elif kind == DISCARD:
        _respond_discard(s, v, ev)
    elif kind == DISCARD_TREX:
        seat = s.turn
        _take_from_hand(s, seat, v)
        s.animal_discard.append(v)
        if ev is not None:
            ev.append(Event("discard_trex", seat, {"card": v}))
        _refill_if_empty(s, ev)
    elif kind == KEEP or kind == GIVE:
        seat = s.actor
        card = s.drawn
        s.drawn = None
        _deal_card(s, seat, seat if kind == KEEP else (seat + 1) % s.n, card, ev)
        s.turn = (seat + 1) % s.n
        _deal_advance(s, ev)
    else:  # pragma: no cover - why_illegal refuses it first
        raise IllegalAction("unknown", f"unknown action {kind}")


def _begin_turn(s: State, seat: int, ev) -> None:
    s.phase = TURN
    s.turn = seat
    s.actor = seat
    s.turn_no += 1
    s.turn_actions = 0
    s.placements_left = 1
    s.placed = 0
    s.mult = 1
    s.leech = 0
    s.engulf = 0
    s.taken = [0, 0]
    s.pending = None
    if ev is not None:
        ev.append(Event("turn_start", seat, {"turn": s.turn_no}))
    _refill_if_empty(s, ev)


def _refill_if_empty(s: State, ev) -> None:
    """FAQ 10: a player left with no cards while they may still place draws their hand size at
    once and goes on with the turn."""
    seat = s.turn
    if s.phase == TURN and s.placements_left > 0 and not s.hands[seat]:
        _draw(s, seat, s.hand_size[seat & 1], ev)


def _end_turn(s: State, ev) -> None:
    seat = s.turn
    t = seat & 1
    s.last_damage[1 - t] = s.taken[1 - t]
    if ev is not None:
        ev.append(Event("turn_end", seat, {"turn": s.turn_no}))
    need = s.hand_size[t] - len(s.hands[seat])
    if need > 0:
        _draw(s, seat, need, ev)
    s.placements_left = 0
    s.fix_queue = [seat]
    _continue_fix(s, ev)


def _continue_fix(s: State, ev) -> None:
    while s.fix_queue:
        seat = s.fix_queue[0]
        if _needs_fix(s, seat):
            s.phase = FIX
            s.actor = seat
            s.pending = None
            return
        s.fix_queue.pop(0)
    if s.turn_no == 0:
        _begin_turn(s, s.starter, ev)
    else:
        _begin_turn(s, (s.turn + 1) % s.n, ev)


def _fix(s: State, card: int, ev) -> None:
    seat = s.actor
    _take_from_hand(s, seat, card)
    _discard(s, card)
    if ev is not None:
        ev.append(Event("fix_hand", seat, {"card": card}))
    _draw(s, seat, 1, ev)
    if s.phase == FIX:
        _continue_fix(s, ev)


def _place(s: State, card: int, cell: int, ev) -> None:
    seat = s.turn
    t = seat & 1
    o = 1 - t
    _take_from_hand(s, seat, card)
    stack = s.board[cell]
    if stack:
        s.engulf -= 1
    lst = [] if ev is not None else None
    dmg_o, dmg_t, wins = _clashes(s, card, t, cell, lst)
    s.board[cell] = stack + ((card, t, False),)
    s.placements_left -= 1
    s.placed += 1
    dmg_o *= s.mult
    heal = s.leech * wins
    life = s.life
    if dmg_o:
        life[o] -= dmg_o
        s.taken[o] += dmg_o
    if dmg_t:
        life[t] -= dmg_t
        s.taken[t] += dmg_t
    healed = 0
    if heal:
        before = life[t]
        life[t] = min(s.deck.life, life[t] + heal)
        healed = life[t] - before
    if ev is not None:
        ev.append(Event("place", seat, {"card": card, "cell": cell, "covers": stack[-1][0] if stack else None,
                                        "clashes": lst, "damage_to_opponent": dmg_o, "damage_to_self": dmg_t,
                                        "healed": healed, "life": life[:]}))
    if life[o] <= 0 or life[t] <= 0:
        _game_end(s, "ko", ev)
        return
    if all(s.board):
        _game_end(s, "board_full", ev)
        return
    _refill_if_empty(s, ev)


# ---------------------------------------------------------------------------- situationals

def _play_situ(s: State, card: int, ev) -> None:
    seat = s.turn
    t = seat & 1
    _take_from_hand(s, seat, card)
    if s.tb.stype[card] == "P":
        s.situ_p[t].append(card)
    else:
        s.situ_it[t].append(card)
    if ev is not None:
        ev.append(Event("situ", seat, {"card": card, "id": s.tb.key[card], "type": s.tb.stype[card]}))
    _run_effects(s, card, 0, ev)


def _run_effects(s: State, card: int, start: int, ev) -> None:
    effs = s.tb.effects[card]
    for i in range(start, len(effs)):
        r = _resolve(s, card, effs[i], i, ev)
        if r:               # 1: waiting for a choice; 2: the game ended
            return
    s.pending = None
    s.phase = TURN
    s.actor = s.turn
    _refill_if_empty(s, ev)


def _damage(s: State, team_no: int, amount: int, ev, why: str) -> int:
    """Life lost by ``team_no`` from a situational; returns 2 if the game ended."""
    if amount <= 0:
        return 0
    s.life[team_no] -= amount
    s.taken[team_no] += amount
    if ev is not None:
        ev.append(Event("damage", None, {"team": team_no, "amount": amount, "by": why, "life": s.life[:]}))
    if s.life[team_no] <= 0:
        _game_end(s, "ko", ev)
        return 2
    return 0


def _resolve(s: State, card: int, e, index: int, ev) -> int:
    name = e.name
    seat = s.turn
    t = seat & 1
    o = 1 - t
    if name in TARGETED:
        choose = TARGETED[name]
        p = {"card": card, "effect": name, "choose": choose, "seat": seat, "next": index + 1}
        if name == "swap_hand_card":
            victim = _victim(s)
            vh = s.hands[victim]
            if not vh:
                return 0
            taken = vh[s.rng.randrange(len(vh))]
            _take_from_hand(s, victim, taken)
            s.hands[seat].append(taken)
            s.known = _with_known(s.known, victim & 1, taken)
            if ev is not None:
                ev.append(Event("trilero_take", seat, {"card": taken, "from": victim}))
            p["taken"] = taken
            p["victim"] = victim
        s.pending = p
        s.phase = TARGET_PHASE
        s.actor = seat
        return 1
    if name == "reflect_damage":
        amount = -(-s.last_damage[t] // e.get("divisor"))
        return _damage(s, o, amount, ev, s.tb.key[card])
    if name == "direct_damage":
        return _damage(s, o, e.get("amount"), ev, s.tb.key[card])
    if name == "heal":
        before = s.life[t]
        s.life[t] = min(s.deck.life, s.life[t] + e.get("amount"))
        if ev is not None:
            ev.append(Event("heal", None, {"team": t, "amount": s.life[t] - before, "life": s.life[:]}))
        return 0
    if name == "clear_board":
        gone = []
        for c in range(s.ncells):
            for x in s.board[c]:
                gone.append(x[0])
            s.board[c] = ()
        s.animal_discard.extend(gone)
        if ev is not None:
            ev.append(Event("extinction", seat, {"cards": gone}))
        return 0
    if name == "enable_requires":
        return 0
    if name == "hand_size":
        _recompute_hand_sizes(s)
        if ev is not None:
            ev.append(Event("hand_size", None, {"hand_size": s.hand_size[:]}))
        return 0
    if name == "opponent_discards":
        victim = _victim(s)
        if not s.hands[victim]:
            return 0
        s.pending = {"card": card, "effect": name, "choose": "discard", "seat": victim, "next": index + 1,
                     "count": e.get("count")}
        s.phase = RESPOND
        s.actor = victim
        return 1
    if name == "refresh_hand":
        hand = s.hands[seat]
        k = len(hand) + 1
        old = hand[:]
        for c in old:
            _take_from_hand(s, seat, c)
            _discard(s, c)
        if ev is not None:
            ev.append(Event("refresh_hand", seat, {"discarded": old}))
        _draw(s, seat, k, ev)
        return 0
    if name == "heal_per_clash_won":
        s.leech += e.get("amount")
        return 0
    if name == "damage_multiplier":
        s.mult *= e.get("factor")
        return 0
    if name == "extra_placement":
        s.placements_left += e.get("count")
        return 0
    if name == "engulf":
        s.engulf += 1
        return 0
    raise AssertionError(f"effect {name} has no rule")  # pragma: no cover - the schema refuses it


def _target(s: State, v, ev) -> None:
    p = s.pending
    effect = p["effect"]
    seat = p["seat"]
    t = seat & 1
    board = s.board
    if effect == "push_own":
        a, b = v
        top = board[a][-1]
        board[a] = board[a][:-1]
        board[b] = (top,)
        if ev is not None:
            ev.append(Event("move", seat, {"from": a, "to": b, "card": top[0]}))
    elif effect == "swap_animals":
        a, b = v
        ta, tb_ = board[a][-1], board[b][-1]
        board[a] = board[a][:-1] + (tb_,)
        board[b] = board[b][:-1] + (ta,)
        if ev is not None:
            ev.append(Event("swap", seat, {"a": a, "b": b}))
    elif effect == "steal_animal":
        card = board[v][-1][0]
        board[v] = board[v][:-1]
        s.hands[seat].append(card)
        s.known = _with_known(s.known, 1 - t, card)
        if ev is not None:
            ev.append(Event("steal", seat, {"cell": v, "card": card}))
    elif effect == "remove_animal":
        card = board[v][-1][0]
        board[v] = board[v][:-1]
        s.animal_discard.append(card)
        if ev is not None:
            ev.append(Event("hunt", seat, {"cell": v, "card": card}))
    elif effect == "sleep_animal":
        card, owner, _ = board[v][-1]
        board[v] = board[v][:-1] + ((card, owner, True),)
        if ev is not None:
            ev.append(Event("sleep", seat, {"cell": v, "card": card}))
    elif effect == "swap_hand_card":
        victim = p["victim"]
        _take_from_hand(s, seat, v)
        s.hands[victim].append(v)
        s.known = _with_known(s.known, t, v)
        if ev is not None:
            ev.append(Event("trilero_give", seat, {"card": v, "to": victim}))
    if effect == "push_own" and all(board):
        # moving the top animal off a stack (Engullir) can fill the last empty cell
        _game_end(s, "board_full", ev)
        return
    _run_effects(s, p["card"], p["next"], ev)


def _respond_discard(s: State, card: int, ev) -> None:
    p = s.pending
    seat = s.actor
    _take_from_hand(s, seat, card)
    _discard(s, card)
    if ev is not None:
        ev.append(Event("discard", seat, {"card": card, "by": s.tb.key[p["card"]]}))
    left = p["count"] - 1
    if left > 0 and s.hands[seat]:
        s.pending = dict(p, count=left)
        return
    _run_effects(s, p["card"], p["next"], ev)


# ---------------------------------------------------------------------------- the end

def _game_end(s: State, reason: str, ev) -> None:
    l0, l1 = s.life
    if reason == "ko" and (l0 <= 0) != (l1 <= 0):
        winner = 1 if l0 <= 0 else 0
    else:
        winner = 0 if l0 > l1 else 1 if l1 > l0 else None
    s.history.append({"game": s.games, "life": [l0, l1], "winner": winner, "reason": reason,
                      "turns": s.turn_no})
    if ev is not None:
        ev.append(Event("game_over", None, {"game": s.games, "reason": reason, "life": [l0, l1],
                                            "winner_team": winner}))
    if winner is None:
        s.draws += 1
        if s.is_view or s.rng is None:  # pragma: no cover - views are never played on
            s.phase = OVER
            s.actor = None
            return
        s.starter = (s.starter + 1) % s.n
        if ev is not None:
            ev.append(Event("tie", None, {"games": s.games, "draws": s.draws, "next_starter": s.starter}))
        _start_game(s, ev)
        return
    s.winner = winner
    s.reason = reason
    s.phase = OVER
    s.actor = None
    s.pending = None
    if ev is not None:
        res = result(s)
        ev.append(Event("match_end", None, {"winner_team": winner, "places": res.places, "scores": res.scores}))


def result(s: State) -> Result | None:
    """Scores are each seat's side's life; the winning side's seats share first place."""
    if s.phase != OVER or s.winner is None:
        return None
    w = s.winner
    scores = [s.life[p & 1] for p in range(s.n)]
    places = [1 if p & 1 == w else 2 for p in range(s.n)]
    return Result(scores=scores, places=places, breakdown=[dict(h) for h in s.history],
                  detail={"games": s.games, "draws": s.draws, "reason": s.reason, "winner_team": w,
                          "life": s.life[:]})


# ---------------------------------------------------------------------------- hidden information

def view(s: State, seat: int) -> State:
    """What ``seat`` may see: the opposing side's hands are UNKNOWN except the cards this side
    knows are there (given by Trilero or comienzo nivelado, taken with Ladronzuelo or Trilero);
    the partner's hand is open; the deck order is hidden (every card UNKNOWN); the card drawn in
    comienzo nivelado is seen only by the drawer's side; the RNG is removed."""
    v = s.clone()
    v.rng = None
    v.is_view = True
    t = seat & 1
    know = s.known[t]
    for p in range(s.n):
        if p & 1 == t:
            continue
        h = s.hands[p]
        k = [c for c in h if c in know]
        v.hands[p] = k + [UNKNOWN] * (len(h) - len(k))
    v.pile = [UNKNOWN] * len(s.pile)
    if s.drawn is not None and (s.actor & 1) != t:
        v.drawn = UNKNOWN
    return v


def unknown_cards(v: State) -> list[int]:
    """The cards of this game that a view does not place: in hidden hand slots, the deck, or the
    drawn card."""
    seen = set()
    for h in v.hands:
        seen.update(c for c in h if c != UNKNOWN)
    for st in v.board:
        seen.update(x[0] for x in st)
    seen.update(v.animal_discard)
    seen.update(v.situ_it[0])
    seen.update(v.situ_it[1])
    seen.update(v.situ_p[0])
    seen.update(v.situ_p[1])
    seen.update(v.situ_discard)
    if v.drawn is not None and v.drawn != UNKNOWN:
        seen.add(v.drawn)
    return [c for c in v.universe if c not in seen]


def determinize(v: State, seat: int, rng) -> State:
    """A full state consistent with the view: the unknown cards dealt at random to the hidden hand
    slots, the drawn card and the deck; a hidden hand that would hold no animal gets one from the
    deck when it can (every hand is refilled to hold an animal); a fresh RNG."""
    s = v.clone()
    s.is_view = False
    s.rng = RNG(rng.getrandbits(63))
    pool = unknown_cards(v)
    rng.shuffle(pool)
    filled = []
    for p in range(s.n):
        h = s.hands[p]
        k = h.count(UNKNOWN)
        if k:
            known = [c for c in h if c != UNKNOWN]
            s.hands[p] = known + pool[:k]
            del pool[:k]
            filled.append((p, len(known)))
    if s.drawn == UNKNOWN:
        s.drawn = pool.pop()
    if len(pool) != len(v.pile):
        raise AssertionError(f"determinize: {len(pool)} unknown cards for {len(v.pile)} deck places")
    s.pile = pool
    tb = s.tb
    for p, nknown in filled:
        if _has_placeable(s, p):
            continue
        animals = [i for i, c in enumerate(pool) if tb.is_animal[c] and tb.req[c] is None]
        if not animals:
            continue
        i = animals[rng.randrange(len(animals))]
        j = nknown + rng.randrange(len(s.hands[p]) - nknown)
        s.hands[p][j], pool[i] = pool[i], s.hands[p][j]
    return s


# ---------------------------------------------------------------------------- AI

def _best_gain(s: State, seat: int) -> float:
    """The best life swing ``seat`` can make with one placement from its hand now (clash damage
    dealt minus taken), 0 if none helps."""
    t = seat & 1
    board = s.board
    tb = s.tb
    hand = s.hands[seat]
    cands = [c for c in hand if tb.is_animal[c] and (tb.req[c] is None or unlocked(s, tb.req[c], t))]
    if not cands:
        return 0.0
    best = 0
    nb4 = s.geom.nb4
    bstr = tb.bstr
    for cell in range(s.ncells):
        if board[cell]:
            continue
        # only cells next to an awake opposing animal can change life
        opp = []
        for d, nc in nb4[cell]:
            st = board[nc]
            if st:
                x = st[-1]
                if x[1] != t and not x[2]:
                    opp.append((d, bstr[x[0]][x[1]][(d + 2) & 3]))
        if not opp:
            continue
        for c in cands:
            ms = bstr[c][t]
            g = 0
            for d, th in opp:
                g += ms[d] - th
            if g > best:
                best = g
    return float(best)


def _exposure(s: State, t: int) -> float:
    """How well team ``t``'s awake animals face the empty cells: strong sides towards empty cells
    deter or punish the next placement there, weak sides invite one."""
    board = s.board
    bstr = s.tb.bstr
    nb4 = s.geom.nb4
    total = 0.0
    for cell in range(s.ncells):
        st = board[cell]
        if not st:
            continue
        card, owner, asleep = st[-1]
        if owner != t or asleep:
            continue
        ms = bstr[card][owner]
        for d, nc in nb4[cell]:
            if not board[nc]:
                total += ms[d] - 2.5
    return total


_HAND_VALUE = {"reflect_damage": 0.8, "clear_board": 0.3, "enable_requires": 0.5, "hand_size": 0.6,
               "opponent_discards": 0.6, "refresh_hand": 0.2, "heal_per_clash_won": 0.6, "push_own": 0.6,
               "damage_multiplier": 1.2, "direct_damage": 2.0, "extra_placement": 1.0, "steal_animal": 1.0,
               "swap_animals": 0.8, "swap_hand_card": 0.3, "heal": 2.0, "engulf": 0.8, "remove_animal": 1.0,
               "sleep_animal": 1.0}


def _hand_value(s: State, t: int) -> float:
    tb = s.tb
    total = 0.0
    for p in range(s.n):
        if p & 1 != t:
            continue
        for c in s.hands[p]:
            if c == UNKNOWN or tb.is_animal[c]:
                continue
            effs = tb.effects[c]
            total += _HAND_VALUE.get(effs[0].name, 0.5) if effs else 0.0
    return total


EVAL_WEIGHTS = {"reply": 0.8, "exposure": 0.3, "hand": 0.5, "scale": 4.0}


def evaluate(s: State, seat: int, w: dict = EVAL_WEIGHTS) -> float:
    """0..1 for ``seat``: 1/0 when the match is decided; otherwise the life difference plus the
    board (the best placement the player to act can make, and how each side faces the empty cells)
    and the situationals held, squashed into 0..1."""
    t = seat & 1
    if s.phase == OVER:
        if s.winner is None:
            return 0.5
        return 1.0 if s.winner == t else 0.0
    o = 1 - t
    x = float(s.life[t] - s.life[o])
    if s.phase == TURN or s.phase == FIX:
        mover = s.actor if s.phase == TURN else (s.actor + 1) % s.n
        if s.phase == TURN and s.placements_left <= 0:
            mover = (s.turn + 1) % s.n
        g = _best_gain(s, mover) * w["reply"]
        x += g if mover & 1 == t else -g
    x += w["exposure"] * (_exposure(s, t) - _exposure(s, o))
    x += w["hand"] * (_hand_value(s, t) - _hand_value(s, o))
    return 1.0 / (1.0 + math.exp(-x / w["scale"]))


def rollout_key(s: State):
    """AI rollouts stop when this changes: at the end of the current turn (or of the game). At
    the very start of a turn it is a fresh object, equal to nothing, so a rollout never plays a
    whole turn at random: ``evaluate`` judges the position there (with the best placement the
    player to act can make) instead."""
    if s.turn_actions == 0 and s.phase == TURN:
        return object()
    return (s.games, s.turn_no)
