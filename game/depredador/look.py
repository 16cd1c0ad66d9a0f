"""What Depredador's drawing is given: the table builds one :class:`Look` per frame (``table.look()``) and
hands it to the drawing functions of ``draw``, ``hunt_view``, ``prompt``, ``summary`` and ``last_hunt``,
which read it and nothing else — never the table. The painted surfaces they keep between frames (the
felt, the shade panels, the last hunt's overlay) live in a :class:`Paints` the table owns and passes in.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.depredador.state import UNKNOWN


class Paints:
    """Surfaces painted once and kept by the table for its drawing: ``bg`` the felt and frame, ``panels``
    the other painted panels by key (the tiny card back, the last hunt's overlay)."""

    __slots__ = ("bg", "panels")

    def __init__(self) -> None:
        self.bg = None
        self.panels: dict = {}


@dataclass(frozen=True, slots=True)
class Look:
    """One frame of the table as drawing sees it.

    ``v`` the shown seat's view; ``seat`` the shown seat, ``n`` the players, ``names`` and ``kinds`` per
    seat, ``humans`` the seats humans play (every one, ``local_humans`` those at this screen);
    ``deck``, ``art`` (card faces), ``paints`` (the table's paint cache), ``R`` the layout's zones,
    ``hover_anchor`` where the hover zoom stands, ``slides`` the cards in flight (read only), ``mouse``;
    ``current`` who decides now, ``my_turn`` and ``face_up`` as the table says; the round ``summary``
    shown (a round_end event's data), the one ``pending`` to be shown, ``final_summary``;
    ``flash_winner`` the seat whose win flashes, ``completed`` the hunt just won, held on the table;
    ``hover_card``, ``received`` the cards the shown seat was passed, ``staged`` the migration's held last
    pick and ``picked`` every pick; ``hand`` (card, rect, may be clicked) in hand order; ``biome_slots``
    (biome, rect) of the centre; ``starters`` (seat, rect) of the starting hunter's buttons;
    ``pass_button``, ``last_button`` and ``scores_button`` (None when not offered); ``summary_again``
    the summary shown was opened again (its button closes it); ``sheltering`` the Refugio held while
    its biome is chosen (None: none); ``book`` the finished hunts,
    ``last_view`` the one told back (None: closed); ``rounds`` and ``hunts`` of the game.
    """

    v: Any
    seat: int
    n: int
    names: tuple
    kinds: tuple
    humans: tuple
    local_humans: frozenset
    deck: Any
    art: Any
    paints: Paints
    R: dict
    hover_anchor: tuple
    slides: Any
    mouse: tuple
    current: int | None
    my_turn: bool
    face_up: bool
    summary: dict | None
    pending: dict | None
    final_summary: bool
    flash_winner: int | None
    completed: Any
    hover_card: int | None
    received: frozenset
    staged: int | None
    picked: tuple
    hand: tuple
    biome_slots: tuple
    starters: tuple
    pass_button: Any
    last_button: Any
    scores_button: Any
    summary_again: bool
    sheltering: int | None
    book: tuple
    last_view: int | None
    rounds: int
    hunts: int

    def name(self, seat: int) -> str:
        return self.names[seat]

    def card_targets(self) -> list:
        """The shown hand's cards and where they are (empty while the hand is hidden)."""
        if not self.face_up:
            return []
        return [(c, r) for c, r, _ in self.hand if c != UNKNOWN]
