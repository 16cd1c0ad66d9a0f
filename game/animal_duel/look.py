"""What one frame of the Animal Duel table shows, and what it drew: the table builds a :class:`DuelLook`
once per frame and hands it to the drawing (:mod:`game.animal_duel.draw`, :mod:`game.animal_duel.panels`),
which reads nothing else and records what it drew in a :class:`Shown` the table keeps (tests read it,
and the slides start where a card was drawn last).

- :class:`Turn`: whose decision it is and what the shown seat has chosen so far; the prompt, the buttons'
  labels and the refusals are worded from it (:mod:`game.animal_duel.prompt`).
- :class:`DuelLook`: the turn plus everything drawn: the zones, the board's geometry, the art, the hands'
  layouts, the pointer and the keyboard focus, the preview, the animations.
- :class:`Shown`: what the last frame drew.
- :class:`Stage`: what the slides of an event start from (:mod:`game.animal_duel.motion`).

No pygame drawing here, and nothing of the table: plain records.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple


FINAL = float("inf")               # a banner's "seconds left" when it stays (the match's end)


def team_name(names, team: int) -> str:
    """A side's name: its player, or its two players (team play: seats 0 & 2, 1 & 3)."""
    return " & ".join(names[p] for p in range(len(names)) if p & 1 == team)


class Turn(NamedTuple):
    """Whose decision it is, seen from the shown seat."""
    v: object                      # the shown seat's view
    seat: int                      # the seat shown
    names: tuple                   # every seat's name
    kinds: tuple                   # every seat's kind (human or an AI level)
    humans: tuple                  # the seats played at this screen
    current: int | None            # who decides now (None: the game is over)
    my_turn: bool                  # the shown seat is a human who decides now, face up
    targets: dict                  # the legal actions as the table offers them (AnimalDuelTable.classify)
    selected: int | None           # the animal chosen in hand, waiting for a cell
    first: int | None              # the first cell of a two-cell choice
    aim: object = None             # a situational aimed, not yet played (game.animal_duel.aim.Aim)

    @property
    def n(self) -> int:
        return len(self.names)

    @property
    def my_team(self) -> int:
        return self.seat & 1

    def is_human(self, seat) -> bool:
        return seat in self.humans

    def team_name(self, team: int) -> str:
        return team_name(self.names, team)

    def opponent_name(self) -> str:
        return self.team_name(1 - self.my_team)


@dataclass(frozen=True)
class DuelLook:
    """One frame of the table, everything the drawing reads."""
    turn: Turn
    face_up: bool                  # may the shown seat's secrets be drawn face up now
    R: dict                        # the layout's zones
    geom: object                   # the board's cells on screen (geometry.BoardGeom)
    art: object                    # the card faces (art.DuelArt)
    view_key: tuple                # the moment and the seat shown (caches are keyed by it)
    highlighted: frozenset         # the cells a click may use now
    hand: tuple                    # (card, rect, usable) of the shown hand
    north: tuple                   # (seat, area, [(card, rect)]) of each rival hand along the top
    partner: int | None            # the partner's seat (team play)
    partner_cards: tuple           # (card, rect) of the partner's open hand (empty while hidden)
    hover_card: int | None         # the hand card under the pointer (or the keyboard's focus)
    hover_cell: int | None
    hover_other: int | None        # a card under the pointer elsewhere (board, piles, other hands)
    focused_card: int | None       # the hand card under the keyboard focus
    preview: tuple | None          # (card, cell, the rules' preview) of the selected animal over a cell
    prompt: tuple                  # (text, colour) of the instruction
    buttons: tuple                 # (button, ringed) of the action buttons shown
    last_turn: dict | None         # the turn told back (game.animal_duel.last_turn)
    slides: object                 # the cards in flight (game.anim.Slides), drawn last
    anims: tuple                   # the clash arrows and marks of the latest placement
    banner: tuple | None           # (title, subtitle, seconds left; FINAL: the match's end, it stays)
    shown_life: tuple              # each team's life meter as it stands (catching up with the life)
    life_flash: tuple              # each team's meter flashing (seconds left)
    board_hovered: bool = False    # the pointer is over the board (the final banner steps aside)

    @property
    def v(self):
        return self.turn.v

    @property
    def seat(self) -> int:
        return self.turn.seat

    @property
    def my_team(self) -> int:
        return self.turn.seat & 1

    def turned(self, team: int) -> bool:
        """Are ``team``'s cards across the table (drawn turned 180°)?"""
        return team != self.my_team

    def moving(self, key) -> bool:
        """Is the card (or the top of the cell) ``key`` still sliding to where it is drawn?"""
        return self.slides.moving(key)

    def side_team(self, side: str) -> int:
        return self.my_team if side == "south" else 1 - self.my_team


@dataclass
class Shown:
    """What the last frame drew (the drawing fills it in; the table keeps the last one)."""
    drawn: dict = field(default_factory=dict)        # ("hand" | "cell" | "north" | "pile"..., id) -> rect
    preview_shown: tuple | None = None               # (card, cell, preview dict)
    preview_tag: object = None                       # where the preview's total was written on the board
    floats: list = field(default_factory=list)       # where the life lost or healed floated (rects)
    drawn_hand: tuple | None = None                  # (seat, cards, face_up)
    zoom_drawn: int | None = None                    # the card shown large
    zoom_turned: bool = False                        # ... turned towards the rival, as the board shows it
    board_marks: dict = field(default_factory=dict)  # cell -> {"asleep", "stack2"...}
    board_discs: dict = field(default_factory=dict)  # cell -> {screen edge: strength drawn there}
    last_turn_drawn: tuple | None = None             # (seat, lines) of the turn told back
    banner_drawn: tuple | None = None                # (title, subtitle) of the banner drawn


class Stage(NamedTuple):
    """What the slides of one live event start from: the last frame's rectangles and the table now."""
    seconds: float                 # how long a slide takes (> 0)
    slides: object                 # where the slides go (game.anim.Slides)
    drawn: dict                    # where each card was drawn in the last frame (Shown.drawn)
    v: object                      # the shown seat's view now
    seat: int
    face_up: bool
    R: dict
    geom: object                   # geometry.BoardGeom
    art: object                    # art.DuelArt
    hand: tuple                    # (card, rect) of the shown hand now (empty while hidden)

    @property
    def my_team(self) -> int:
        return self.seat & 1
