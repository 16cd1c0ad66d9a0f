"""Nothing moves under the pointer.

``Steady`` keeps a row of things (a hand, a list, a row of buttons) where it was drawn while the pointer
is over its zone: when something leaves the row, its place stays empty, and nothing slides under the
pointer into the place a player is about to click; once the pointer leaves the zone the row is laid out
afresh. New things are laid after the last kept place.

    steady = Steady()
    rects = steady.layout(ids, zone, mouse, lambda ids: {i: rect_for(i) ...})

``ClickGuard`` stops a click meant for one prompt answering the next: a button that appeared less than
``seconds`` ago (a new prompt) ignores clicks."""
from __future__ import annotations

import time

import pygame


class Steady:
    def __init__(self):
        self.places: dict = {}
        self.zone: pygame.Rect | None = None

    def layout(self, ids: list, zone, mouse, arrange) -> dict:
        """``{id: rect}`` for ``ids``: the kept places while the pointer is over ``zone`` (those that
        left stay empty), else ``arrange(ids)`` afresh."""
        zone = pygame.Rect(zone)
        held = self.places and self.zone == zone and zone.collidepoint(mouse)
        if not held or any(i not in self.places for i in ids) and not self._room(ids, arrange):
            self.places = dict(arrange(list(ids)))
            self.zone = zone
        return {i: self.places[i] for i in ids if i in self.places}

    def _room(self, ids, arrange) -> bool:
        """New ids while held: lay them after the last kept place, the row's own spacing apart (a row
        across, or a column down when ``arrange`` lays things one under another) (True), or give up
        holding when they would leave the zone (False)."""
        fresh = arrange(list(ids))
        rects = list(fresh.values())
        down = bool(rects) and (max(r.top for r in rects) - min(r.top for r in rects)
                                > max(r.left for r in rects) - min(r.left for r in rects))
        at = (lambda r: r.top) if down else (lambda r: r.left)
        rects.sort(key=at)
        if len(rects) > 1:
            step = at(rects[1]) - at(rects[0])
        else:
            step = (rects[0].height if down else rects[0].width) + 8 if rects else 0
        last = max(self.places.values(), key=at, default=None)
        for i in ids:
            if i in self.places:
                continue
            r = fresh.get(i)
            if r is None:
                return False
            if last is not None:
                r = r.copy()
                if down:
                    r.top, r.left = last.top + step, last.left
                else:
                    r.left, r.top = last.left + step, last.top
            if not self.zone.contains(r):
                return False
            self.places[i] = r
            last = r
        return True

    def forget(self) -> None:
        self.places = {}


class ClickGuard:
    """A new prompt's buttons ignore clicks for ``seconds`` (so a quick second click meant for the last
    prompt's button does not answer this one)."""

    def __init__(self, seconds: float = 0.35):
        self.seconds = seconds
        self.key = None
        self.since = 0.0

    def see(self, key) -> None:
        """The prompt shown now is ``key`` (e.g. its buttons' labels): a new one restarts the guard."""
        if key != self.key:
            self.key = key
            self.since = time.monotonic()

    def ready(self) -> bool:
        """May a click answer the prompt shown now?"""
        return time.monotonic() - self.since >= self.seconds
