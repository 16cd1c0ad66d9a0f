"""Selva's names and its one State (docs/selva-design.md).

Cards in a match are instances (``uid`` ints); ``s.card[uid]`` is the pool index of the card; the two
seats own disjoint uids for the whole match. The top of a Bosque is the end of its list. ``s.tb`` holds
the per-pool tables (``rules.selva.cards.Tables``), shared by every state and never changed.

Phases: ``starter``, ``mulligan``, ``initial`` (set-up), ``element`` (Despertar), ``main``
(Preparación), ``declare`` (Intimidación), ``respond`` (a response window), ``block`` (Contienda),
``target``, ``exile``, ``discard`` (Retirada), ``swap`` (between games), ``over``.
"""
from __future__ import annotations

from rules.engine.core import Action, interned

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
MAX_UID = 400      # decks hold at most 70 cards each: room to spare
ACT = {k: tuple(interned(k, u) for u in range(MAX_UID))
       for k in (PLAY, SET, RECOVER, FUERZA, REVEAL, ABILITY, DISCARD, ELEMENT, TARGET, UNDECLARE, UNBLOCK)}
DECL = {t: tuple(interned(DECLARE, (u, t)) for u in range(MAX_UID)) for t in (DAY, NIGHT)}


def act(kind: str, value) -> Action:
    """The interned action (kind, value)."""
    if type(value) is int and kind in ACT and 0 <= value < MAX_UID:
        return ACT[kind][value]
    return interned(kind, value)


def other(seat: int) -> int:
    return 1 - seat


# ---------------------------------------------------------------------------- state

class State:
    """The whole match. ``clone`` copies by hand (the AI clones thousands of times a second)."""

    __slots__ = ("pool", "tb", "config", "card", "owner", "rng", "is_view", "start_events", "halt",
                 "phase", "actor", "turn", "turn_no", "window", "priority", "passes", "first_turn", "game_no",
                 "wins", "history", "games_to_win", "starter", "starter_chooser", "mulligans", "setup",
                 "hand", "bosque", "reserva", "cementerio", "aislamiento", "resources", "animals", "sigilos",
                 "elements", "alfas", "alfa", "alfa_shown", "life", "max_life", "tapped", "damage", "mods",
                 "arrived", "used", "resource_played", "recovered", "animal_played", "element_used",
                 "attackers", "blocks", "held", "taken", "pending", "resume", "exiles", "decklist", "swap_state", "winner",
                 "effect_card", "last_loser", "deck_names", "actions_in_turn", "seen", "memory")

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
        s.held = self.held                  # a frozenset, replaced
        s.taken = self.taken                # a frozenset, replaced
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
        s.seen = self.seen                  # a frozenset, replaced
        s.memory = self.memory              # a view's; None in a full state
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
