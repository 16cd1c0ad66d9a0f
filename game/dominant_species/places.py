"""Where everything of one view is on the Dominant Species table: the action spaces, the tiles, corners
and species chips of the Earth, the face-up cards, the wanderlust stacks, the elements of the boxes and
of the animals' displays, the animals' panels.

A :class:`Places` is made for one view (the table makes a new one when its view changes) from the zones
of the layout, the Earth and the action display (``geometry``); drawing, hit tests and animations read
it. Pure arithmetic on ``pygame.Rect`` and the rules' screen helpers: nothing is drawn here."""
from __future__ import annotations

import pygame

from game.dominant_species.geometry import Display, Earth, animal_panels, card_rows
from rules.dominant_species import screen
from rules.dominant_species.cards import card_ids
from rules.dominant_species.constants import ANIMALS, BOXES, ELEMENTS, SECTIONS

WANDERLUST_ROW = SECTIONS.index("wanderlust")


class Places:
    """The rectangles of view ``v``: ``R`` the layout's zones, ``earth`` and ``board`` their geometry."""

    def __init__(self, R: dict, earth: Earth, board: Display, v):
        self.R = R
        self.earth = earth
        self.board = board
        self.v = v
        self._infos: dict = {}

    def space_rect(self, i: int) -> pygame.Rect:
        return self.board.space_rect(i)

    def hex_centre(self, h: int) -> tuple[int, int]:
        return self.earth.centre(h)

    def corner_rect(self, c: int) -> pygame.Rect:
        return self.earth.corner_rect(c)

    def card_rect(self, card_id: str) -> pygame.Rect | None:
        ids = [card_ids()[k] for k in self.v.avail]
        if card_id not in ids:
            return None
        return card_rows(self.R["cards"])[ids.index(card_id)]

    def stack_rect(self, i: int) -> pygame.Rect:
        return self.board.stack_rects(WANDERLUST_ROW)[i]

    def panel_rect(self, a: int) -> pygame.Rect | None:
        animals = self.v.animals
        if a not in animals:
            return None
        return animal_panels(self.R["animals"], len(animals))[animals.index(a)]

    def chip_rect(self, h: int, animal: str) -> pygame.Rect | None:
        v = self.v
        present = [x for x in range(6) if v.sp[h * 6 + x]]
        a = ANIMALS.index(animal)
        if a not in present:
            return None
        return self.earth.chip_rects(h, len(present))[present.index(a)]

    def box_element_rects(self, b: int) -> list[tuple[str, pygame.Rect]]:
        """The elements of box ``b`` on the action display and where they are."""
        v = self.v
        si = SECTIONS.index(BOXES[b])
        ids = [e for e in range(6) for _ in range(v.box[b * 6 + e])]
        rects = self.board.box_rects(si, len(ids))
        return [(ELEMENTS[e], r) for e, r in zip(ids, rects)]

    def display_element_rects(self, a: int) -> list[tuple[str, bool, pygame.Rect]]:
        """(element, printed, rect) of the elements on animal ``a``'s display panel."""
        panel = self.panel_rect(a)
        if panel is None:
            return []
        d = self.animal_info(a)
        items = [(e, True) for e in d["printed"]] + [(e, False) for e in d["added"]]
        return [(e, p, pygame.Rect(panel.left + 6 + k * 22, panel.top + 44, 20, 20)) for k, (e, p) in enumerate(items)]

    def animal_info(self, a: int) -> dict:
        """rules.dominant_species.screen.animal_display of the view (made once per animal)."""
        got = self._infos.get(a)
        if got is None:
            got = self._infos[a] = screen.animal_display(self.v, a)
        return got


__all__ = ["Places", "WANDERLUST_ROW"]
