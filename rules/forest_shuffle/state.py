"""The state of a game of Forest Shuffle: plain ints, lists and tuples, cloned by hand.

Cards are ints (see :mod:`rules.forest_shuffle.cards`). A forest is a list of tree records
``[card, is_sapling, top, bottom, left, right]`` whose four slots are tuples of cards (a shared slot
holds more than one). The deck's top card is ``deck[-1]``.

Hidden information and what a view shows: the deck, the box (cards removed at set-up) and the
other players' hand cards drawn from the deck, their saplings (face down), the cards their Raccoons
put in their caves and their mulligan hands are :data:`UNKNOWN` in a view. A card taken from the
clearing, or chosen to be played, is known to everybody while it is in a hand (``pub``).
"""
from __future__ import annotations

from rules.forest_shuffle.constants import UNKNOWN


class State:
    __slots__ = ("n", "deck", "clearing", "hands", "pub", "forests", "cave_open", "cave_hidden", "box",
                 "mull", "gone", "winter", "winter_at", "turn", "start", "turn_no", "extra", "mush",
                 "stack", "over", "rng", "is_view", "seat", "config", "steps", "ev", "memo", "start_ev", "anchor")

    def __init__(self) -> None:
        self.n = 0
        self.deck: list = []            # top = last
        self.clearing: list = []
        self.hands: list = []           # per seat, in the order the cards came in
        self.pub: list = []             # per seat: frozenset of that hand's cards everybody knows
        self.forests: list = []         # per seat: list of tree records
        self.cave_open: list = []       # per seat: cards that went to the cave face up (Brown Bear)
        self.cave_hidden: list = []     # per seat: cards only their owner saw (Raccoon)
        self.box: list = []             # removed unseen at set-up
        self.mull: list = []            # per seat: the hand given back by a mulligan
        self.gone: list = []            # clearings that left the game (everybody saw them)
        self.winter = 0                 # winter cards drawn so far
        self.winter_at = 0              # deck index (from the bottom) of the first winter card
        self.turn = 0                   # the seat whose turn it is
        self.start = 0                  # the first player
        self.turn_no = 0                # turns begun so far (extra turns count)
        self.extra = 0                  # extra turns owed to the player of this turn
        self.mush: tuple = ()           # mushrooms of this turn's player that draw (per trigger)
        self.stack: list = []           # pending tasks, the decision is the top one
        self.over = False
        self.rng = None
        self.is_view = False
        self.seat = None                # the seat a view was made for
        self.config: dict = {}
        self.steps = 0                  # actions applied
        self.ev = None                  # events being collected by apply (None: no log)
        self.memo = None                # cache of the evaluation (cleared by every change)
        self.start_ev: list = []        # the set-up events (dealing, mulligans offered)
        self.anchor = None              # the AI's values when a view was made (see evaluate.py)

    def clone(self) -> "State":
        s = State.__new__(State)
        s.n = self.n
        s.deck = self.deck[:]
        s.clearing = self.clearing[:]
        s.hands = [h[:] for h in self.hands]
        s.pub = self.pub[:]
        s.forests = [[t[:] for t in f] for f in self.forests]
        s.cave_open = [c[:] for c in self.cave_open]
        s.cave_hidden = [c[:] for c in self.cave_hidden]
        s.box = self.box[:]
        s.mull = [m[:] for m in self.mull]
        s.gone = self.gone[:]
        s.winter = self.winter
        s.winter_at = self.winter_at
        s.turn = self.turn
        s.start = self.start
        s.turn_no = self.turn_no
        s.extra = self.extra
        s.mush = self.mush
        s.stack = self.stack[:]
        s.over = self.over
        s.rng = self.rng.clone() if self.rng is not None else None
        s.is_view = self.is_view
        s.seat = self.seat
        s.config = self.config
        s.steps = self.steps
        s.ev = None
        s.memo = None
        s.start_ev = self.start_ev
        s.anchor = self.anchor
        return s

    FIELDS = ("n", "deck", "clearing", "hands", "pub", "forests", "cave_open", "cave_hidden", "box", "mull",
              "gone", "winter", "winter_at", "turn", "start", "turn_no", "extra", "mush", "stack", "over",
              "is_view", "seat", "config", "steps")

    def snapshot(self) -> dict:
        """Every field as plain values (the RNG as its state): what equality compares."""
        out = {k: getattr(self, k) for k in self.FIELDS}
        out["pub"] = [sorted(p) for p in self.pub]
        out["rng"] = self.rng.getstate() if self.rng is not None else None
        return out

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<forest_shuffle State turn={self.turn_no} seat={self.turn} deck={len(self.deck)} "
                f"winter={self.winter} stack={self.stack[-1:] if self.stack else []} over={self.over}>")


__all__ = ["State", "UNKNOWN"]
