"""Animal Duel's state: the names of phases and actions, the per-deck tables, the board geometry, the
:class:`State` (with ``__slots__`` and a hand-written ``clone``) and the small queries every job reads.

Seats 0..n-1, ``team(seat) = seat % 2``; team 0 sits south, team 1 north and its cards are turned
180°. Cells are ``row * size + col``, row 0 at the top. Directions on the board: N=0, E=1, S=2, W=3,
the same indices as a card's ``[top, right, bottom, left]`` for team 0.

Phases: ``deal`` (comienzo nivelado: keep or give the drawn card), ``turn``, ``target`` (a
situational's choice), ``respond`` (the opponent discards for Escasez), ``fix_hand`` (discard and
draw because the hand holds no animal), ``over``.
"""
from __future__ import annotations

from rules.engine.core import Action, interned

# action kinds
PLACE, SITU, TARGET, DISCARD_TREX, END, FIX_HAND, KEEP, GIVE, DISCARD = (
    "place", "situ", "target", "discard_trex", "end", "fix_hand", "keep", "give", "discard")
ACTION_KINDS = frozenset({PLACE, SITU, TARGET, DISCARD_TREX, END, FIX_HAND, KEEP, GIVE, DISCARD})
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

class Tables:
    """Per-deck arrays indexed by card id, shared by every state (never mutated)."""
    __slots__ = ("is_animal", "bstr", "hab", "req", "key", "effects", "stype", "hand_own", "hand_opp",
                 "place_rows")

    def __init__(self, deck):
        cards = deck.cards
        self.is_animal = tuple(c.is_animal for c in cards)
        bstr = []
        for c in cards:
            if c.is_animal:
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
                if e.effect == "hand_size":
                    if e.who == "own":
                        o += e.amount
                    else:
                        p += e.amount
            own.append(o)
            opp.append(p)
        self.hand_own = tuple(own)
        self.hand_opp = tuple(opp)
        # the interned ``place (card, cell)`` actions, ready to pick without building tuples
        cells = max(BOARD_SIZES) ** 2
        self.place_rows = tuple(tuple(interned(PLACE, (c.id, cell)) for cell in range(cells)) if c.is_animal
                                else () for c in cards)


class Geom:
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


_TABLES: dict[int, tuple] = {}
GEOMS = {n: Geom(n) for n in BOARD_SIZES}


def tables(deck) -> Tables:
    hit = _TABLES.get(id(deck))
    if hit is None or hit[0] is not deck:
        hit = _TABLES[id(deck)] = (deck, Tables(deck))   # the deck is kept, so its id is never reused
    return hit[1]


# ---------------------------------------------------------------------------- state

class State:
    """The whole match. ``clone`` copies by hand (the AI clones thousands of times a second).

    Board cells hold a tuple of ``(card, team, asleep)`` from bottom to top (``()`` = empty); the
    tuples are replaced, never changed in place, so cloning copies only the outer list.

    What every player saw of each seat's last placement (the AI infers hidden hands from it):
    ``last_place[seat]`` is ``None`` or ``(board before it, value of the placement made, damage
    multiplier then, the other side's life then)``; ``old_n[seat]`` counts the cards of that seat's
    hand that may have been in it then, as an observer counts: the hand after the placement, less
    one for every card that has left it since (whichever card that was).
    """

    __slots__ = ("deck", "tb", "geom", "config", "size", "ncells", "n", "team_mode", "kids", "habitat_rule",
                 "level_start", "universe", "board", "hands", "life", "hand_size", "pile", "animal_discard",
                 "situ_it", "situ_p", "situ_discard", "turn", "actor", "phase", "placements_left", "placed",
                 "mult", "leech", "engulf", "pending", "last_damage", "taken", "turn_no", "starter", "games",
                 "draws", "history", "winner", "reason", "drawn", "fix_queue", "known", "rng", "is_view",
                 "start_events", "turn_actions", "pool", "last_place", "old_n", "odds")

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
        s.pool = None                       # a view's unseen cards (view.py), not copied
        s.odds = None                       # a view's weights of them (view.py), not copied
        s.last_place = self.last_place[:]   # per seat: a tuple replaced, never changed in place
        s.old_n = self.old_n[:]
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


# ---------------------------------------------------------------------------- small queries and changes

def seats_of(s: State, seat: int) -> frozenset:
    """The seats that see ``seat``'s hand: its own, and its partner's in team play."""
    return frozenset(p for p in range(s.n) if p & 1 == seat & 1)


def with_known(known: tuple, team_no: int, card: int) -> tuple:
    k = known[team_no] | {card}
    return (k, known[1]) if team_no == 0 else (known[0], k)


def take_from_hand(s: State, seat: int, card: int) -> None:
    s.hands[seat].remove(card)
    if s.old_n[seat]:
        s.old_n[seat] -= 1          # (public count: any card leaving may have been an old one)
    k0, k1 = s.known
    if card in k0 or card in k1:
        s.known = (k0 - {card}, k1 - {card})


def discard(s: State, card: int) -> None:
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


def has_placeable(s: State, seat: int) -> bool:
    t = seat & 1
    tb = s.tb
    for c in s.hands[seat]:
        if tb.is_animal[c] and (tb.req[c] is None or unlocked(s, tb.req[c], t)):
            return True
    return False


def recompute_hand_sizes(s: State) -> None:
    base = s.deck.hand_size
    own, opp = s.tb.hand_own, s.tb.hand_opp
    for t in (0, 1):
        size = base + sum(own[c] for c in s.situ_p[t]) + sum(opp[c] for c in s.situ_p[1 - t])
        s.hand_size[t] = max(1, size)


def victim(s: State) -> int:
    """"The opponent" of the player to act: the next player in turn order (of the other team)."""
    return (s.turn + 1) % s.n


def current_player(s: State) -> int | None:
    return None if s.phase == OVER else s.actor
