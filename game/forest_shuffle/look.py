"""What one frame of the Forest Shuffle table shows, and what it drew: the table builds a :class:`ForestLook`
once per frame (``ForestShuffleTable.look``) and hands it to the drawing (:mod:`game.forest_shuffle.draw`)
and to the prompt's words (:mod:`game.forest_shuffle.prompt`), which read nothing else; the drawing
records what it drew in a :class:`Shown` the table keeps (tests read it, and the slides of
:mod:`game.forest_shuffle.motion` start where a card was drawn last).

No pygame drawing here, and nothing of the table: plain records.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ForestLook:
    """One frame of the table: everything the drawing and the prompt read."""
    view: object                   # the shown seat's view of the game
    seat: int                      # the seat at the screen (its hand is drawn)
    shown: int                     # whose forest is on screen
    names: tuple                   # every seat's name
    human: tuple                   # every seat: is it played at this screen?
    any_human: bool                # is anybody played at this screen (else a spectator watches)
    R: dict                        # the layout's zones
    mouse: tuple                   # the pointer
    current: int | None            # who decides now (None: the game is over)
    my_turn: bool                  # the seat at the screen is a human who decides now, face up
    face_up: bool                  # may the seat's hand be drawn face up now
    targets: dict                  # the legal actions as the table offers them (ForestShuffleTable.classify)
    sel: object                    # the play being chosen (table.Selection) or None
    derived: dict                  # what the selection allows (ForestShuffleTable.derived; {} without one)
    paying: bool                   # does a click on another hand card pay now
    live: bool                     # are the live scores shown
    scores: list | None            # every forest's live score (None while hidden)
    changes: dict                  # seat -> [points gained, seconds left] shown on its tab
    entries: list                  # the per-card score breakdown of the forest shown
    scroll: int                    # how far the forest shown is scrolled (pixels)
    ghost: bool                    # a new tree is being chosen: its place is shown after the last tree
    tabs: list                     # (seat, rect) of the forest tabs
    deck: object                   # the deck pile's rectangle
    clearing: list                 # (card, rect) of the clearing's rows
    hand: list                     # (card, rect, halves) of the hand while face up
    slots: list                    # (tree, side, rect, lit) of the shown forest's slots on screen
    buttons: list                  # the prompt's buttons of the moment
    fresh: dict                    # (seat, tree, side) -> seconds of glow left of a card just placed
    moving: frozenset              # the keys of the cards sliding now (drawn by the slides, not in place)
    recap: dict                    # seat -> short lines of its latest turn
    last_turn: int | None          # the seat whose turn it is
    prev_turn: int | None          # the seat whose turn came before
    extra: tuple | None = None     # (seat, species) while the turn is an extra one (species: whose card gave it)
    recap_before: dict = field(default_factory=dict)  # seat -> its lines of the turn that gave the extra one

    @property
    def n(self) -> int:
        return len(self.names)

    def name(self, seat: int) -> str:
        return self.names[seat]


@dataclass
class Shown:
    """What the last frame drew: rectangles by ``("tab"|"tile"|"clear"|"hand", ...)`` key, the hand as
    ``(seat, cards, face up)`` and the large view as ``(card, rect)``."""
    rects: dict = field(default_factory=dict)
    hand: tuple | None = None
    zoom: tuple | None = None
