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
HAND = (80, 112)
PARTNER = (54, 76)
BACK_MINI = (46, 64)
ZOOM = (196, 274)
PILE = (78, 110)

LIFT = 12                    # the selected card rises this much
USABLE_LIFT = 6              # a card that may be used now
HAND_LABEL_W = 132           # the hand's owner and size, left of the cards
STRIP_H = 22                 # a played situational in a side pile
STRIP_GAP = 3
PILE_TITLE_H = 16


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' | 'point' for everything the Animal Duel table reads."""
    return {name: "rect" for name in TABLE_ZONES}


class BoardGeom:
    """The board's cells on screen: ``size`` × ``size`` squares centred in the ``board`` zone, turned
    180° when the viewer is team 1 (``flipped``), so the viewer's side is always at the bottom."""

    def __init__(self, rect: pygame.Rect, size: int, flipped: bool):
        self.rect = rect
        self.size = size
        self.flipped = flipped
        self.cell_px = min(rect.w, rect.h) // size

    def screen_rc(self, cell: int) -> tuple[int, int]:
        return screen_rc(cell, self.size, self.flipped)

    def cell_rect(self, cell: int) -> pygame.Rect:
        B = self.rect
        cs = self.cell_px
        n = self.size
        x0 = B.centerx - cs * n // 2
        y0 = B.centery - cs * n // 2
        r, c = self.screen_rc(cell)
        return pygame.Rect(x0 + c * cs, y0 + r * cs, cs, cs)

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
    """``(card, rect, usable)`` for each card of the shown hand: spread (overlapping when many) along
    the bottom of ``area``, centred or from the left; usable cards rise a little, the selected more."""
    cw, ch = HAND
    k = len(cards)
    step = min(cw + 8, (area.w - cw) / max(1, k - 1)) if k > 1 else 0
    total = cw + step * (k - 1)
    x0 = area.centerx - total / 2 if centred else area.left + 4
    y = area.bottom - ch - 2
    out = []
    for i, c in enumerate(cards):
        ok = c in usable
        lift = LIFT if c == selected else (USABLE_LIFT if ok else 0)
        out.append((c, pygame.Rect(int(x0 + i * step), y - lift, cw, ch), ok))
    return out


def north_layout(zone: pygame.Rect, seats: list[int], hands: list) -> list[tuple[int, pygame.Rect, list]]:
    """``(seat, area, [(card, rect)])`` for each rival hand along the top edge (small card backs)."""
    w = zone.w // len(seats)
    out = []
    for i, p in enumerate(seats):
        area = pygame.Rect(zone.left + i * w, zone.top, w, zone.h)
        hand = hands[p]
        bw, bh = BACK_MINI
        k = len(hand)
        step = min(bw + 4, (area.w - 150 - bw) / max(1, k - 1)) if k > 1 else 0
        x0 = area.left + 140
        out.append((p, area, [(c, pygame.Rect(int(x0 + j * step), area.top + 14, bw, bh))
                              for j, c in enumerate(hand)]))
    return out


def partner_layout(zone: pygame.Rect, cards: list) -> list[tuple[int, pygame.Rect]]:
    """The partner's open hand (team play), small cards along the bottom of its zone."""
    cw, ch = PARTNER
    k = len(cards)
    step = min(cw + 4, (zone.w - cw) / max(1, k - 1)) if k > 1 else 0
    return [(c, pygame.Rect(int(zone.left + i * step), zone.bottom - ch - 2, cw, ch)) for i, c in enumerate(cards)]


def pile_layout(zone: pygame.Rect, cards: list) -> tuple[int | None, int, list[tuple[int, pygame.Rect]]]:
    """A side pile of played situationals, newest last: ``(more, first_y, [(card, rect)])``. When they
    do not all fit, the oldest give their place to one "+N more" row at ``first_y`` (``more`` = N;
    None when every card fits)."""
    y = zone.top + PILE_TITLE_H
    room = (zone.bottom - y) // (STRIP_H + STRIP_GAP)
    first = y
    shown = list(cards)
    more = None
    if len(cards) > room:
        shown = list(cards)[-(room - 1):]
        more = len(cards) - len(shown)
        y += STRIP_H + STRIP_GAP
    out = []
    for c in shown:
        out.append((c, pygame.Rect(zone.left, y, zone.w, STRIP_H)))
        y += STRIP_H + STRIP_GAP
    return more, first, out


def pile_rect(zone: pygame.Rect) -> pygame.Rect:
    """The deck or the animal discard pile: a card at the bottom of its zone."""
    r = pygame.Rect(0, 0, *PILE)
    r.midbottom = (zone.centerx, zone.bottom - 4)
    return r
