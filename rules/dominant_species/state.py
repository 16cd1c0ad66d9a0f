"""The State of a game of Dominant Species: flat lists of small integers, cloned by hand.

Board: ``terrain[h]`` (-1 = no tile; a tundra tile is terrain 7), ``sp[h*6 + a]`` species of animal a
on hex h, ``el[c]`` the element on corner c (-1 = vacant). Animals (index = food-chain rank):
``disp[a*6 + e]`` elements of type e on a's display (printed ones included), ``vp``, ``vsrc[a*8 + k]``
VPs by source (constants.VP_SOURCES), ``gene`` gene pool, ``elim`` eliminated species, ``aps`` pawns
owned, ``supply`` pawns not on the display. ``owner[a]`` is the seat playing animal a (-1: not in play).

Display: ``spaces[i]`` the animal whose pawn is on space i (tables.SPACE_*; -1 = vacant),
``box[b*6 + e]`` elements in box b (constants.BOXES), ``bag[e]`` the draw bag (a multiset: its draws
come from the RNG, so it has no hidden order). Wanderlust: ``stacks[i]`` bottom..top, ``up[i]`` whether
the top is face up, ``wl_left[t]`` tiles of terrain t still in the stacks (public). Cards: ``deck``
(top = last; Ice Age at the bottom), ``avail`` face-up cards, ``removed`` cards taken.

Flow: ``frames`` is the stack of decisions and automatic steps still to resolve (tuples, top = last;
``frame[0]`` its kind, ``frame[1]`` the animal deciding); ``cursor`` the next item of the execution
program; ``plan_ptr`` whose turn it is to place a pawn in Planning.
"""
from __future__ import annotations

from rules.engine.rng import RNG

_LISTS = ("owner", "terrain", "sp", "el", "disp", "vp", "vsrc", "gene", "elim", "aps", "supply", "init",
          "spaces", "box", "bag", "up", "wl_left", "deck", "avail", "removed", "frames", "scored", "moved",
          "protect", "hib")


class State:
    __slots__ = ("n", "multi", "owner", "animals", "seat_animals", "turn", "phase", "last_turn", "terrain", "sp",
                 "el", "disp", "vp", "vsrc", "gene", "elim", "aps", "supply", "init", "spaces", "box", "bag",
                 "tundra", "stacks", "up", "wl_left", "deck", "avail", "removed", "frames", "cursor", "plan_ptr",
                 "scored", "last_scored", "moved", "protect", "hib", "save_tile", "rng", "is_view",
                 "start_events", "seen_by", "steps", "_legal")

    def clone(self, share_rng: bool = False) -> "State":
        """A copy; ``share_rng`` keeps the same RNG object (for throw-away look-ahead copies)."""
        o = State.__new__(State)
        o.n = self.n
        o.multi = self.multi
        o.owner = self.owner[:]
        o.animals = self.animals
        o.seat_animals = self.seat_animals
        o.turn = self.turn
        o.phase = self.phase
        o.last_turn = self.last_turn
        o.terrain = self.terrain[:]
        o.sp = self.sp[:]
        o.el = self.el[:]
        o.disp = self.disp[:]
        o.vp = self.vp[:]
        o.vsrc = self.vsrc[:]
        o.gene = self.gene[:]
        o.elim = self.elim[:]
        o.aps = self.aps[:]
        o.supply = self.supply[:]
        o.init = self.init[:]
        o.spaces = self.spaces[:]
        o.box = self.box[:]
        o.bag = self.bag[:]
        o.tundra = self.tundra
        o.stacks = [st[:] for st in self.stacks]
        o.up = self.up[:]
        o.wl_left = self.wl_left[:]
        o.deck = self.deck[:]
        o.avail = self.avail[:]
        o.removed = self.removed[:]
        o.frames = self.frames[:]
        o.cursor = self.cursor
        o.plan_ptr = self.plan_ptr
        o.scored = self.scored[:]
        o.last_scored = self.last_scored
        o.moved = self.moved[:]
        o.protect = self.protect[:]
        o.hib = self.hib[:]
        o.save_tile = self.save_tile
        if self.rng is None or share_rng:
            o.rng = self.rng
        else:
            o.rng = RNG.__new__(RNG)
            o.rng.setstate(self.rng.getstate())
        o.is_view = self.is_view
        o.start_events = self.start_events
        o.seen_by = self.seen_by
        o.steps = self.steps
        o._legal = self._legal          # the legal actions of an equal state (an immutable cache)
        return o

    def fields(self) -> dict:
        """Every field but the caches, for equality and tests (the RNG as its internal state)."""
        out = {k: getattr(self, k) for k in self.__slots__ if k not in ("_legal", "rng", "start_events")}
        out["stacks"] = [list(st) for st in self.stacks]
        out["rng"] = self.rng.getstate() if self.rng is not None else None
        return out

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.fields() == other.fields()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        from rules.dominant_species.constants import PHASES
        return f"<DominantSpecies turn {self.turn} {PHASES[self.phase]} frames={self.frames[-2:]}>"
