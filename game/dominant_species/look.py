"""What the Dominant Species table shows in one frame, as plain values: the drawing functions
(``draw_earth``, ``draw_board``, ``draw_panels``) and the hit tests (``targets``) read it and nothing else
— never the table scene.

- :class:`Spot`: what a click may reach now (the view's places, the sorted legal actions, the selected
  tile, the choices bar's buttons, whether the shown seat decides);
- :class:`Look`: a :class:`Spot` and the rest of a frame (the seat shown, the players' names, what is
  under the pointer, the prompt and status lines, what the last player did, the preview behind the info
  panel, the pieces in flight).
The table builds them (``DominantSpeciesTable.spot()``, ``look()``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.dominant_species.choices import Choices
from game.dominant_species.places import Places


class Spot(NamedTuple):
    places: Places
    choices: Choices
    selected: int | None          # a source tile picked for a two-step choice
    buttons: list                 # (rect, label, icon id, action) of the choices bar (empty off turn)
    mine: bool                    # the shown seat is a human who decides now

    @property
    def v(self):
        return self.places.v


@dataclass(frozen=True)
class Look:
    spot: Spot
    seat: int                     # the seat shown
    names: tuple                  # the players' names, by seat
    hover: tuple | None           # the target under the pointer (targets.target_at)
    over: bool                    # the game is over
    winner: tuple | None          # (name, VPs) of the winner once the game is over
    prompt: str                   # the question asked now
    status: str                   # whose decision it is, in words
    recent: dict                  # what the last player did (DominantSpeciesTable.recent)
    deciding: int                 # the animal deciding now (-1: none)
    my_animals: frozenset         # the animals of the seat shown
    preview: dict | None          # the rules' preview of the action under the pointer, if shown
    sliding: frozenset            # the keys of the pieces in flight (drawn by the slides, not in place)
    view_key: tuple               # identifies the view (caches of pictures key on it)

    v = property(lambda self: self.spot.places.v)
    places = property(lambda self: self.spot.places)
    R = property(lambda self: self.spot.places.R)
    earth = property(lambda self: self.spot.places.earth)
    board = property(lambda self: self.spot.places.board)
    choices = property(lambda self: self.spot.choices)
    selected = property(lambda self: self.spot.selected)
    buttons = property(lambda self: self.spot.buttons)
    mine = property(lambda self: self.spot.mine)

    def player_of(self, a: int) -> str:
        """The name of the player of animal ``a`` ('' when nobody plays it)."""
        owner = self.v.owner[a]
        return self.names[owner] if owner >= 0 else ""


__all__ = ["Spot", "Look"]
