"""What Selva's drawing and prompt receive instead of the table (pure Python, no pygame).

- :class:`Seen`: the decision on the table, as words need it (the view of the seat shown, names, who
  decides, the targets the rules' legal actions were turned into, the selection and the open chooser);
  the prompt (``game.selva.prompt``) reads only this.
- :class:`Look`: a :class:`Seen` and what the pictures need besides: the zones ``R``, the card places of
  this view (``geom``, ``chips``), the pointer and the keyboard focus, the action buttons, the combat
  preview and the animations (``motion``). The table builds one per frame and hands it to
  ``game.selva.draw`` and ``game.selva.overlays``.
- :class:`Shown`: what the last frame showed (the table owns it, drawing fills it): cards by zone, the
  rectangles cards were drawn in, arrows, prompt, priority, zoom, spotlight, score. Tests and the
  animations read it through the table's public names (``drawn``, ``last_rects``, …).

The card helpers (``pool_card``, ``card_name``, ``instance``) are shared with the log's words.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from game.i18n import name as pick_name
from game.i18n import tr
from rules.selva import queries as SQ

UNKNOWN = -1


# ------------------------------------------------------------------------------ cards of a pool

def pool_card(pool, p):
    """The card at pool index ``p`` (None: hidden or no such card)."""
    if p is None or type(p) is not int or p < 0 or p >= len(pool.cards):
        return None
    return pool.cards[p]


def card_name(pool, p) -> str:
    """The name of the card at pool index ``p`` in the interface language ("a hidden card" if none)."""
    c = pool_card(pool, p)
    return pick_name(c.names) if c is not None else tr("selva.hidden_card")


def pool_index(v, uid) -> int:
    """The pool index of a card instance in the view (-1: hidden)."""
    if uid is None or type(uid) is not int or uid < 0:
        return UNKNOWN
    return v.card[uid]


def instance(pool, v, uid):
    """The card of instance ``uid`` in view ``v`` (None: hidden)."""
    p = pool_index(v, uid)
    return None if p < 0 else pool.cards[p]


# ------------------------------------------------------------------------------ the decision

@dataclass(frozen=True)
class Seen:
    v: object                    # the view of the seat shown
    pool: object
    seat: int                    # the seat shown (south)
    names: tuple                 # the players' names
    kinds: tuple                 # human / easy / normal / hard, per seat
    human: tuple                 # is each seat a human at this screen?
    humans: bool                 # is any seat a human (False: a table of computer players, watched)
    current: int | None          # who decides now
    my_turn: bool                # the seat shown is a human deciding now, its secrets face up
    face_up: bool                # may the seat's secrets be drawn face up
    targets: dict                # the legal actions sorted for the screen (the table's classify)
    legal: list
    selected: int | None         # an animal chosen (declare: attacker; block: blocker)
    block_for: int | None        # block: the attacker chosen for the selected blocker
    chooser: dict | None         # a strip of cards to pick from or to look at
    aim: str | None              # a card aimed before it is paid: what to choose (game.selva.aim)

    @property
    def opp(self) -> int:
        return 1 - self.seat

    def side_seat(self, side: str) -> int:
        return self.seat if side == "south" else self.opp

    def player_name(self, seat) -> str:
        return self.names[seat] if seat in (0, 1) else "?"

    def is_human(self, seat) -> bool:
        return seat is not None and self.human[seat]

    def pcard(self, p):
        return pool_card(self.pool, p)

    def pidx(self, uid) -> int:
        return pool_index(self.v, uid)

    def card(self, uid):
        return instance(self.pool, self.v, uid)

    def cname(self, p) -> str:
        return card_name(self.pool, p)

    def uname(self, uid) -> str:
        return self.cname(self.pidx(uid))

    def stats(self, uid) -> tuple[int, int]:
        return SQ.stats(self.v, uid)

    def hand_limit(self) -> int:
        return SQ.hand_limit(self.v, self.seat)

    def exile_uid(self):
        """The animal the Aislamiento / Cementerio buttons send now: the one clicked, else the first."""
        return exile_choice(self.targets, self.selected, self.v)


def exile_choice(targets: dict, selected, v):
    """The animal the exile buttons send: ``selected`` when it may leave, else the first leaving."""
    o = targets
    if selected in o["exile"]:
        return selected
    for u in v.exiles:
        if u in o["exile"]:
            return u
    return next(iter(o["exile"]), None)


def zone_name(z) -> str:
    return tr(f"selva.zone.{z}") if z else "?"


# ------------------------------------------------------------------------------ the picture

@dataclass(frozen=True)
class Look(Seen):
    R: dict                      # the layout's zones
    geom: dict                   # uid -> (rect, zone, face_up, tapped), piles by (pile, side)
    chips: dict                  # side -> the strip's chips (game.selva.geometry.strip_chips)
    usable: frozenset            # the card uids a click may use now
    recoverable: bool            # may the seat recover a card from its Aislamiento now
    preview: list                # what the damage resolution would do now
    hover: object                # the card under the pointer
    hover_zone: str | None       # a pile or an Alfa under the pointer
    focus_uid: object            # the card under the keyboard focus
    chooser_rects: list          # [(uid, rect)] of the chooser's strip
    buttons: list                # the three action Buttons
    specs: list                  # [(label, gold)] of the action buttons shown, left to right
    autopass: bool
    autopass_button: object      # the "pass until my turn" Button (None: not offered)
    motion: object               # game.selva.motion.Motion: slides, floats, flash, spotlight, banner

    @classmethod
    def of(cls, seen: Seen, **picture) -> "Look":
        return cls(**{f.name: getattr(seen, f.name) for f in fields(Seen)}, **picture)


class Shown:
    """What the last frame showed (filled by drawing; read by tests and by the animations)."""

    def __init__(self):
        self.drawn: dict = {}            # zone -> [(uid, face_up)]
        self.last_rects: dict = {}       # uid (or ("alfa", side)) -> where it was drawn
        self.arrows: list = []           # the combat's arrows: {attacker, blocker, time, penalty, preview}
        self.prompt = ("", "")
        self.priority = ""
        self.spot = None                 # {card, targets, title} of the spotlight
        self.fight = None                # the lines of a combat's outcome held on the table
        self.zoom_as: dict = {}          # the zoomed card as the board shows it: tapped, stats, life
        self.marks: dict = {}            # uid -> the rect of its Tapped / New / Leaving mark (or None)
        self.zoom = None                 # the card id (or the first line) of the zoom
        self.score = (0, 0)

    def begin(self) -> None:
        """A new frame: the cards and their places are drawn again."""
        self.drawn = {}
        self.last_rects = {}

    def mark(self, zone, uid, face_up) -> None:
        self.drawn.setdefault(zone, []).append((uid, face_up))
