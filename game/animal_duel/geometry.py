"""Animal Duel's table geometry: the zones of ``data/animal_duel/layout.tmx`` the table reads, the card
sizes, and the rectangles computed from the zones (board cells, the cards of each hand, the side piles).

Every function here is a plain computation from rectangles and card lists; the table asks, the drawing
and the click handling both use the same answers.
"""
from __future__ import annotations

import pygame

from game.animal_duel.log_text import screen_rc

TABLE_ZONES = ("board", "north_hand", "hand", "partner_hand", "prompt", "banner", "zoom", "deck", "discard",
               "match", "log", "menu_button", "undo_button", "end_button", "extra_button",
               "team_north", "it_north", "life_north", "p_north", "team_south", "it_south", "life_south",
               "p_south")

# card sizes
HAND = (116, 146)            # a hand card: the board tile's layout plus the name
HAND_SMALL = (96, 146)       # ... when a long hand (team play, a sixth card) would not fit side by side
BACK_MINI = (30, 42)         # a rival's card along the top edge
ZOOM = (196, 274)
PILE = (84, 84)              # the deck and the animal discard pile (its top card as a board tile)

LIFT = 12                    # the selected card rises this much
USABLE_LIFT = 6              # a card that may be used now
NORTH_LABEL_W = 190          # a rival's name, kind and hand size, left of its cards
HAND_LABEL_W = 112           # the hand's owner and size, left of the cards
CHIP_H = 20                  # a played situational in a side pile
CHIP_GAP = 4
PILE_TITLE_H = 16
PARTNER_ROW = 20             # a card of the partner's open hand: one row of text


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' | 'point' for everything the Animal Duel table reads."""
    return {name: "rect" for name in TABLE_ZONES}


COORD_MARGIN = 18           # room above and left of the grid for its coordinates (A–E, 1–5)


class BoardGeom:
    """The board's cells on screen: ``size`` × ``size`` squares in the ``board`` zone (right of and
    below the room its coordinates take), turned 180° when the viewer is team 1 (``flipped``), so the
    viewer's side is always at the bottom."""

    def __init__(self, rect: pygame.Rect, size: int, flipped: bool):
        self.rect = rect
        self.size = size
        self.flipped = flipped
        self.cell_px = (min(rect.w, rect.h) - COORD_MARGIN) // size
        self.inner = self.cell_px - 8          # a card on the board: its cell less a margin
        side = self.cell_px * size
        self.x0 = rect.left + COORD_MARGIN + (rect.w - COORD_MARGIN - side) // 2
        self.y0 = rect.top + COORD_MARGIN + (rect.h - COORD_MARGIN - side) // 2

    def screen_rc(self, cell: int) -> tuple[int, int]:
        return screen_rc(cell, self.size, self.flipped)

    def cell_rect_at(self, row: int, col: int) -> pygame.Rect:
        """The square at screen row ``row`` and column ``col``."""
        cs = self.cell_px
        return pygame.Rect(self.x0 + col * cs, self.y0 + row * cs, cs, cs)

    def cell_rect(self, cell: int) -> pygame.Rect:
        return self.cell_rect_at(*self.screen_rc(cell))

    def tile_rect(self, cell: int) -> pygame.Rect:
        """Where the card on ``cell`` is drawn (a square of ``inner`` pixels in the middle of the cell)."""
        r = pygame.Rect(0, 0, self.inner, self.inner)
        r.center = self.cell_rect(cell).center
        return r

    def cell_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for cell in range(self.size * self.size):
            if self.cell_rect(cell).collidepoint(pos):
                return cell
        return None


def hand_area(hand: pygame.Rect, partner_zone: pygame.Rect, with_partner: bool) -> pygame.Rect:
    """Where the shown hand's cards go: right of its label; over the partner's zone too when there is
    no partner."""
    area = hand if with_partner else hand.union(partner_zone)
    return pygame.Rect(area.left + HAND_LABEL_W, area.top, area.w - HAND_LABEL_W, area.h)


def hand_layout(area: pygame.Rect, cards: list, centred: bool, selected, usable) -> list[tuple[int, pygame.Rect, bool]]:
    """``(card, rect, usable)`` for each card of the shown hand: side by side along the bottom of
    ``area``, centred or from the left (smaller cards when the hand is long, so that no card covers
    another's numbers; overlapping only past that); usable cards rise a little, the selected more."""
    k = len(cards)
    cw, ch = hand_card(area, k)
    step = min(cw + 8, (area.w - cw) / max(1, k - 1)) if k > 1 else 0
    total = cw + step * (k - 1)
    x0 = area.centerx - total / 2 if centred else area.left + 4
    y = area.bottom - ch - 2
    out = []
    for i, c in enumerate(cards):
        out.append((c, pygame.Rect(int(x0 + i * step), y - lift(c, selected, usable), cw, ch), c in usable))
    return out


def hand_card(area: pygame.Rect, k: int) -> tuple[int, int]:
    """The size of the shown hand's cards: ``HAND``, or ``HAND_SMALL`` when ``k`` of them would not
    stand side by side in ``area``."""
    return HAND if HAND[0] + (k - 1) * (HAND[0] + 2) <= area.w - 4 else HAND_SMALL


def lift(card: int, selected, usable) -> int:
    """How far a hand card rises: the selected one most, one that may be used now a little."""
    return LIFT if card == selected else (USABLE_LIFT if card in usable else 0)


def north_layout(zone: pygame.Rect, seats: list[int], hands: list) -> list[tuple[int, pygame.Rect, list]]:
    """``(seat, area, [(card, rect)])`` for each rival hand along the top edge (small card backs)."""
    w = zone.w // len(seats)
    out = []
    for i, p in enumerate(seats):
        area = pygame.Rect(zone.left + i * w, zone.top, w, zone.h)
        hand = hands[p]
        bw, bh = BACK_MINI
        k = len(hand)
        x0 = area.left + NORTH_LABEL_W
        step = min(bw + 4, (area.right - 6 - bw - x0) / max(1, k - 1)) if k > 1 else 0
        out.append((p, area, [(c, pygame.Rect(int(x0 + j * step), area.top + (area.h - bh) // 2, bw, bh))
                              for j, c in enumerate(hand)]))
    return out


def pile_layout(zone: pygame.Rect, cards: list, width_of) -> tuple[int | None, list[tuple[int, pygame.Rect]]]:
    """A side pile of played situationals as chips flowing in rows under the pile's title, newest last:
    ``(more, [(card, rect)])``. ``width_of(card)`` is a chip's width. When they do not all fit, the
    oldest give their place to one "+N" chip first (``more`` = N; None when every card fits)."""
    top = zone.top + PILE_TITLE_H
    rows = max(1, (zone.bottom - top + CHIP_GAP) // (CHIP_H + CHIP_GAP))

    def flow(items, lead: int = 0):
        out, x, row = [], zone.left + lead, 0
        for c in items:
            w = min(zone.w, width_of(c))
            if x > zone.left and x + w > zone.right:
                row += 1
                x = zone.left
            out.append((c, pygame.Rect(x, top + row * (CHIP_H + CHIP_GAP), w, CHIP_H)))
            x += w + CHIP_GAP
        return out, row

    shown = list(cards)
    placed, row = flow(shown)
    if row < rows:
        return None, placed
    lead = MORE_W + CHIP_GAP
    while shown:
        shown = shown[1:]
        placed, row = flow(shown, lead)
        if row < rows:
            break
    return len(cards) - len(shown), placed


MORE_W = 36                  # the "+N" chip of a pile that does not fit


def pile_slots(zone: pygame.Rect, cards: list, art) -> tuple[int | None, list[tuple[int, pygame.Rect]]]:
    """:func:`pile_layout` of a side pile with its chips as wide as ``art`` (``DuelArt``) draws them."""
    return pile_layout(zone, cards, lambda c: art.chip_width(c, zone.w))


def partner_layout(zone: pygame.Rect, cards: list) -> list[tuple[int, pygame.Rect]]:
    """The partner's open hand (team play): one row of text per card under the zone's title."""
    top = zone.top + 22
    return [(c, pygame.Rect(zone.left, top + i * PARTNER_ROW, zone.w, PARTNER_ROW - 2)) for i, c in enumerate(cards)]


def pile_rect(zone: pygame.Rect) -> pygame.Rect:
    """The deck or the animal discard pile: a card at the bottom of its zone."""
    r = pygame.Rect(0, 0, *PILE)
    r.midbottom = (zone.centerx, zone.bottom - 4)
    return r
