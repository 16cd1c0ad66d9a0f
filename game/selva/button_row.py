"""Where the Selva table's action buttons stand: nothing moves under the pointer.

The prompt offers at most three buttons in three places (``button_1..3`` of the layout). A
:class:`ButtonRow` lays them out for each frame:

- while the pointer is over the row, a button keeps its place (the kit's ``Steady``): a button that
  leaves leaves its place empty, a new one goes after the last kept place;
- a new prompt's buttons ignore clicks for a moment (the kit's ``ClickGuard``), so the second click of a
  quick double click never answers the next prompt;
- a button that gives something up (No attack, No blocks, Pass, Skip, End turn, Cancel…) is never laid
  where the previous prompt's main button was: a click meant for that main button cannot land on it.
"""
from __future__ import annotations

from itertools import combinations, permutations

import pygame

from game.table.steady import ClickGuard, Steady

GUARD_SECONDS = 0.35


class ButtonRow:
    def __init__(self, slots):
        self.slots = [pygame.Rect(r) for r in slots]
        self.zone = self.slots[0].unionall(self.slots[1:])
        self.steady = Steady()
        self.guard = ClickGuard(GUARD_SECONDS)
        self.key = None
        self.avoid: pygame.Rect | None = None      # the previous prompt's main button
        self.main: pygame.Rect | None = None       # the main button shown last
        self.main_label: str | None = None
        self.avoid_label: str | None = None
        self.fixed: dict | None = None            # label -> slot for buttons that always stand there

    def place(self, labels: list[str], main: int | None, gives_up: set[int], mouse,
              fixed: dict | None = None) -> list[pygame.Rect]:
        """One rect per button (``labels`` left to right as the prompt lists them); ``main`` the index of
        the prompt's main button, ``gives_up`` the indexes of the buttons that give something up;
        ``fixed`` a slot for each label that always stands in the same place (Attack, End turn), taken
        unless it would put a giving-up button where the previous main button was."""
        self.fixed = fixed
        key = tuple(labels)
        if key != self.key:
            self.avoid, self.avoid_label = self.main, self.main_label
            self.key = key
            self.guard.see(key)
        if not labels:
            return []                       # nothing to answer: the last main button is still the last

        bad = {labels[i] for i in gives_up}
        places = self.steady.layout(list(labels), self.zone, mouse, lambda ids: self._arrange(ids, bad))
        rects = [self._snap(places.get(lb), i) for i, lb in enumerate(labels)]
        self.main = rects[main] if main is not None else None
        self.main_label = labels[main] if main is not None else None
        return rects

    def _arrange(self, ids: list, bad: set) -> dict:
        """The slots in the prompt's order, skipping the previous main button's slot for a button that
        gives something up (keeping the order when it can, else the first order that avoids it)."""
        n = min(len(ids), len(self.slots))
        ids = ids[:n]
        avoid = self.avoid
        bad = bad - {self.avoid_label}          # the same button as before keeps its place

        def ok(idx) -> bool:
            return avoid is None or not any(ids[j] in bad and self.slots[s] == avoid for j, s in enumerate(idx))
        fixed = getattr(self, "fixed", None) or {}
        if ids and all(i in fixed and fixed[i] < len(self.slots) for i in ids):
            idx = [fixed[i] for i in ids]
            if len(set(idx)) == len(idx) and ok(idx):
                return {i: self.slots[fixed[i]] for i in ids}
        for idx in combinations(range(len(self.slots)), n):
            if ok(idx):
                return {ids[j]: self.slots[s] for j, s in enumerate(idx)}
        for idx in permutations(range(len(self.slots)), n):
            if ok(idx):
                return {ids[j]: self.slots[s] for j, s in enumerate(idx)}
        return {ids[j]: self.slots[j] for j in range(n)}

    def _snap(self, r, i: int) -> pygame.Rect:
        """The slot a kept or added place stands on (the kit spaces new places by its own step)."""
        if r is None:
            return self.slots[min(i, len(self.slots) - 1)]
        return min(self.slots, key=lambda s: abs(s.x - r.x) + abs(s.y - r.y))

    def ready(self) -> bool:
        """May a click answer the buttons shown now (the prompt has been up long enough)?"""
        return self.guard.ready()
