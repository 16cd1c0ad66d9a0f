"""What moves on the Selva table when the events arrive: cards slide (hand → row or strip, row → pile,
Bosque → hand, …) instead of popping (``game.anim.Slides``), the other player's Fuerzas, Sigilos,
Elementos and abilities are shown large in the middle with an arrow to their target and a short pause
(the *spotlight*), damage and healing float up, a card that acted flashes, a banner ends a game.

:class:`Motion` holds all of it (the table owns one and hands it to drawing); ``Motion.on_event(e, at)``
is called for every live event with a :class:`Stage`: where things are on the table at that moment
(the seat shown, the zones, where cards were drawn and are now), never the table itself."""
from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from game.anim import Slides
from game.i18n import name as pick_name
from game.i18n import tr
from game.selva import faces as F
from game.selva.geometry import BACK_N, FIELD, HAND
from game.selva.look import pool_card

SPOT_EVENTS = ("reveal", "ability", "element")


class Stage(NamedTuple):
    """Where things are when an event arrives (the table builds one for each live event)."""
    seat: int                    # the seat shown (south)
    face_up: bool                # its secrets are drawn face up
    humans: bool                 # a human plays at this table
    delay: float                 # the pace (0: instant, nothing moves)
    R: dict                      # the layout's zones
    last_rects: dict             # where the last frame drew each card
    card_rect: Callable          # uid -> where the card is in the view now (None: not on the table)
    pool: object
    names: tuple

    def side(self, seat) -> str:
        return "south" if seat == self.seat else "north"

    def player_name(self, seat) -> str:
        return self.names[seat] if seat in (0, 1) else "?"


def slide_seconds(delay: float) -> float:
    """A short slide at the player's pace (none at the instant pace)."""
    return 0.0 if delay <= 0 else min(0.4, max(0.16, delay * 0.45))


def spot_seconds(delay: float) -> float:
    """How long the spotlight holds the game (none at the instant pace): 3 s at the normal pace."""
    return delay * 4.5


def fight_seconds(delay: float) -> float:
    """How long a combat's outcome holds the game (none at the instant pace): 3.5 s at the normal pace."""
    return delay * 5.0


def _card_at(rect: pygame.Rect | None, size=(26, 35)) -> pygame.Rect | None:
    """A small card-shaped rectangle at the picture of a chip or in a pile (a card passes through it)."""
    if rect is None:
        return None
    r = pygame.Rect(0, 0, *size)
    r.center = (rect.left + 16, rect.centery) if rect.w > rect.h * 1.6 else rect.center
    return r


def _hand_rect(at: Stage, seat) -> pygame.Rect:
    """Where a card leaves or reaches a hand that is not shown face up."""
    Z = at.R[f"hand_{at.side(seat)}"]
    r = pygame.Rect(0, 0, *BACK_N)
    r.center = Z.center
    return r


def _pile_rect(at: Stage, seat, pile) -> pygame.Rect:
    return _card_at(at.R[f"{pile}_{at.side(seat)}"])


def _face_of(at: Stage, p, size):
    c = pool_card(at.pool, p)
    return F.face(c, size) if c is not None else F.card_back(size)


def target_rect(target, seat: int, R: dict, geom: dict, last_rects: dict) -> pygame.Rect | None:
    """Where a spotlight's target is: ``("alfa", seat)`` or ``("uid", uid)`` (a card in the layout
    ``geom`` of the view, else where it was last drawn)."""
    kind, x = target
    side = "south" if x == seat else "north"
    if kind == "alfa":
        return last_rects.get(("alfa", side)) or R[f"alfa_{side}"]
    e = geom.get(x)
    return (e[0] if e else None) or last_rects.get(x)


def shows_spot(at: Stage, seat) -> bool:
    """The spotlight tells what the other player did (every seat's deeds when watching AIs)."""
    return not at.humans or seat != at.seat


def _title(at: Stage, kind, seat, p) -> str:
    c = pool_card(at.pool, p)
    card = pick_name(c.names) if c is not None else tr("selva.hidden_card")
    key = {"play": "fuerza", "reveal": "reveal", "ability": "ability", "element": "element"}.get(kind, "fuerza")
    return tr(f"selva.spot.{key}", name=at.player_name(seat), card=card)


class Motion:
    """What moves on the table now: ``slides``, ``floats`` (numbers rising), ``flash`` (uid -> seconds
    of a pulsing frame), ``spot`` (the spotlight, or None) and ``banner`` ((title, line, seconds left),
    or None)."""

    def __init__(self):
        self.slides = Slides()
        self.floats: list[dict] = []
        self.flash: dict = {}
        self.banner: tuple | None = None
        self.spot: dict | None = None
        self.fight: dict | None = None    # a combat's outcome, in words, held a moment: lines, time, dur

    # ------------------------------------------------------------------ the clock
    def advance(self, dt: float, spot_runs: bool, state) -> None:
        """Time passes: slides, numbers, frames and banner go on; the spotlight only when ``spot_runs``
        (its table is on top), and it stays while its card waits for a target."""
        self.slides.update(dt)
        for f in self.floats:
            f["time"] += dt
        self.floats = [f for f in self.floats if f["time"] < f["dur"]]
        if self.flash:
            self.flash = {u: t - dt for u, t in self.flash.items() if t - dt > 0}
        if self.banner is not None and self.banner[2] < 1e8:
            title, sub, left = self.banner
            left -= dt
            self.banner = (title, sub, left) if left > 0 else None
        if self.spot is not None and spot_runs:
            self.spot["time"] += dt
            if self.spot["time"] >= self.spot["dur"] and not self.spot_waiting(state):
                self.spot = None
        if self.fight is not None and spot_runs:
            self.fight["time"] += dt
            if self.fight["time"] >= self.fight["dur"]:
                self.fight = None

    def add_fight(self, lines: list, seconds: float) -> None:
        """A combat's outcome (its log lines) held for ``seconds``; the fights of one resolution together."""
        if seconds <= 0 or not lines:
            return
        if self.fight is not None and self.fight["time"] == 0.0:
            self.fight["lines"].extend(lines)
            return
        self.fight = {"lines": list(lines), "time": 0.0, "dur": seconds}

    def pausing(self) -> bool:
        """Is something shown that a click or Space steps past (the spotlight, a combat's outcome)?"""
        return self.spot is not None or self.fight is not None

    def go_on(self) -> None:
        self.spot = None
        self.fight = None

    def holding(self) -> bool:
        """The spotlight and a combat's outcome hold the game while they are shown."""
        return (self.spot is not None and self.spot["time"] < self.spot["dur"]) or self.fight is not None

    def busy(self) -> bool:
        return (self.slides.busy() or bool(self.floats) or bool(self.flash) or self.holding()
                or (self.banner is not None and self.banner[2] < 1e8))

    def spot_waiting(self, state) -> bool:
        """Is the spotlit card waiting for its player to choose its target?"""
        sp = self.spot
        pend = state.pending if state.phase == "target" else None
        return bool(sp and pend and pend.get("card") == sp["index"] and pend.get("seat") == sp["seat"])

    # ------------------------------------------------------------------ events
    def on_event(self, e, at: Stage) -> None:
        """Slides, spotlight and floating numbers for one live event."""
        k, d = e.kind, e.data
        seat = d.get("seat", e.player)
        if k == "play":
            self._play(e, seat, at)
        elif k == "set_sigilo":
            start = at.last_rects.get(d["uid"]) if seat == at.seat and at.face_up else _hand_rect(at, seat)
            self._slide(at, d["uid"], -1, start, _card_at(at.card_rect(d["uid"])))
        elif k == "draw_cards" and seat == at.seat and at.face_up:
            secs = slide_seconds(at.delay)
            for i, (u, p) in enumerate(d.get("cards") or []):
                end = at.card_rect(u)
                if end is not None and secs > 0:
                    self.slides.add(("card", u), _face_of(at, p, HAND), _pile_rect(at, seat, "bosque"), end, secs,
                                    delay=0.06 * i)
        elif k in ("destroy", "exile", "discard"):
            uid = d.get("uid")
            start = at.last_rects.get(uid)
            if k == "discard" and not (seat == at.seat and at.face_up):
                start = _hand_rect(at, seat)
            pile = d.get("to") or "cementerio"
            self._slide(at, uid, d.get("card"), start, _pile_rect(at, seat, pile))
        elif k in ("recover", "bounce"):
            uid = d.get("uid")
            start = at.last_rects.get(uid) or _pile_rect(at, seat, d.get("from") or "aislamiento")
            end = at.card_rect(uid) if seat == at.seat and at.face_up else _hand_rect(at, seat)
            self._slide(at, uid, d.get("card"), start, end, HAND)
        elif k == "initial_resource" and d.get("uid") is not None:
            self._slide(at, d["uid"], d.get("card"), _pile_rect(at, seat, "bosque"), _card_at(at.card_rect(d["uid"])))
        if k in SPOT_EVENTS or (k == "play" and d.get("zone") == "cementerio"):
            self._spot_card(e, seat, at)
        elif k == "effect":
            self._spot_effect(e, seat, at)

    def _slide(self, at: Stage, uid, p, start, end, size=FIELD) -> None:
        secs = slide_seconds(at.delay)
        if secs <= 0 or start is None or end is None:
            return
        self.slides.add(("card", uid), _face_of(at, p, size), start, end, secs)

    def _play(self, e, seat, at: Stage) -> None:
        d = e.data
        uid = d.get("uid")
        zone = d.get("zone")
        if seat == at.seat and at.face_up:
            start = at.last_rects.get(uid)
        else:
            start = _hand_rect(at, seat)
        if zone == "cementerio":
            if seat == at.seat and at.humans:
                self._slide(at, uid, d.get("card"), start, _pile_rect(at, seat, "cementerio"))
            return
        end = at.card_rect(uid)
        if end is None:
            return
        if zone in ("resources", "elements"):
            end = _card_at(end)
        self._slide(at, uid, d.get("card"), start, end)

    # ------------------------------------------------------------------ the spotlight
    def _spot_card(self, e, seat, at: Stage) -> None:
        if not shows_spot(at, seat):
            return
        secs = spot_seconds(at.delay)
        p = e.data.get("card")
        c = pool_card(at.pool, p)
        if secs <= 0 or c is None:
            return
        self.spot = {"card": c, "index": p, "seat": seat, "uid": e.data.get("uid"),
                     "title": _title(at, e.kind, seat, p), "targets": [], "time": 0.0, "dur": secs}

    def _spot_effect(self, e, seat, at: Stage) -> None:
        """An effect of the spotlit card: an arrow to its target (a new spotlight if the first one ended)."""
        d = e.data
        if not shows_spot(at, seat):
            return
        tgt = d.get("target")
        eff = d.get("effect")
        if type(tgt) is int:
            target = ("uid", tgt)
        elif eff in ("damage_alfa", "discard_random"):
            target = ("alfa", 1 - seat)
        elif eff == "heal_alfa":
            target = ("alfa", seat)
        else:
            target = None
        sp = self.spot
        if sp is None or sp["index"] != d.get("card"):
            secs = spot_seconds(at.delay)
            c = pool_card(at.pool, d.get("card"))
            if secs <= 0 or c is None or c.type == "recurso":     # a resource entering play is told by its slide
                return
            self.spot = sp = {"card": c, "index": d.get("card"), "seat": seat, "uid": None,
                              "title": _title(at, "play", seat, d.get("card")), "targets": [], "time": 0.0,
                              "dur": secs}
        if target is not None and target not in sp["targets"]:
            sp["targets"].append(target)
            sp["time"] = min(sp["time"], sp["dur"] * 0.35)        # a moment to see the arrow

    # ------------------------------------------------------------------ floating numbers
    def float_alfa(self, at: Stage, seat, text, col) -> None:
        r = at.R[f"alfa_{at.side(seat)}"]
        # beside the Alfa (over its piles), clear of the life it changes
        self.floats.append({"text": text, "col": col, "pos": (r.right + 44, r.top + 80), "time": 0.0,
                            "dur": max(1.2, at.delay * 2.5), "size": 30})

    def float_uid(self, at: Stage, uid, text, col, dy=0) -> None:
        r = at.last_rects.get(uid) or at.card_rect(uid)
        if r is None:
            return
        self.floats.append({"text": text, "col": col, "pos": (r.centerx, r.centery + dy), "time": 0.0,
                            "dur": max(1.2, at.delay * 2.5), "size": 22})
