"""Forest Shuffle's table geometry: the zones of ``data/forest_shuffle/layout.tmx`` the table reads, the
card sizes, and the rectangles computed inside the zones (the forest's trees and their four slots, the
hand's cards and their halves, the clearing's rows, the forest tabs, the prompt's buttons).

Pure arithmetic on ``pygame.Rect``: nothing is drawn here; the drawing and the click handling ask the
same functions, so what is drawn is what is clicked.
"""
from __future__ import annotations

import pygame

TABLE_ZONES = ("tabs", "forest", "deck", "clearing", "prompt", "hand", "log", "menu_button", "undo_button",
               "scores_button")

# a tree of the forest with its four slots (a cell), in cell coordinates
CELL = (220, 206)
CELL_GAP = (2, 8)
SLOT_RECTS = {
    "top": (0, 0, 220, 46),
    "left": (0, 50, 74, 106),
    "tree": (77, 50, 66, 106),
    "right": (146, 50, 74, 106),
    "bottom": (0, 160, 220, 46),
}
SCROLL_BAR = 6

HAND_CARD = (100, 180)
TAG_H = 15                # the strip above the hand's cards: PLAY / PAY / bonus marks
HAND_GAP = 2
HALF_GAP = 2
CLEAR_ROW_H = 38          # one clearing card (two lines: one per half)
CLEAR_TITLE_H = 20
TAB_GAP = 4
BUTTON_W = 124
BUTTON_GAP = 6
ZOOM = (248, 372)
ZOOM_LARGE = (300, 380)     # the large view when text is drawn larger (a small window)


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' | 'point' for everything the Forest Shuffle table reads."""
    return {name: "rect" for name in TABLE_ZONES}


# ---------------------------------------------------------------- the forest

def columns(area: pygame.Rect) -> int:
    return max(1, (area.w - SCROLL_BAR + CELL_GAP[0]) // (CELL[0] + CELL_GAP[0]))


def cell_rect(area: pygame.Rect, i: int, scroll: int = 0) -> pygame.Rect:
    """Where tree ``i`` of a forest is drawn (the forest scrolled down by ``scroll`` pixels)."""
    cols = columns(area)
    used = cols * CELL[0] + (cols - 1) * CELL_GAP[0]
    x0 = area.left + (area.w - SCROLL_BAR - used) // 2
    r, c = divmod(i, cols)
    return pygame.Rect(x0 + c * (CELL[0] + CELL_GAP[0]), area.top + 4 + r * (CELL[1] + CELL_GAP[1]) - scroll,
                       CELL[0], CELL[1])


def slot_rect(cell: pygame.Rect, side: str) -> pygame.Rect:
    x, y, w, h = SLOT_RECTS[side]
    return pygame.Rect(cell.left + x, cell.top + y, w, h)


def content_height(n_cells: int, area: pygame.Rect) -> int:
    rows = (n_cells + columns(area) - 1) // columns(area)
    return 8 + rows * CELL[1] + max(0, rows - 1) * CELL_GAP[1]


def max_scroll(n_cells: int, area: pygame.Rect) -> int:
    return max(0, content_height(n_cells, area) - area.h)


def scroll_to_show(i: int, scroll: int, area: pygame.Rect) -> int:
    """The scroll that keeps cell ``i`` inside the forest zone, moving as little as possible."""
    r = cell_rect(area, i, 0)
    top = r.top - area.top - 4
    if top < scroll:
        return max(0, top)
    if r.bottom + 4 - area.top > scroll + area.h:
        return r.bottom + 4 - area.top - area.h
    return scroll


def scroll_bar(n_cells: int, scroll: int, area: pygame.Rect) -> pygame.Rect | None:
    total = content_height(n_cells, area)
    if total <= area.h:
        return None
    h = max(24, area.h * area.h // total)
    y = area.top + (area.h - h) * scroll // max(1, total - area.h)
    return pygame.Rect(area.right - SCROLL_BAR, y, SCROLL_BAR - 1, h)


# ---------------------------------------------------------------- the hand

def hand_rects(area: pygame.Rect, k: int) -> list[pygame.Rect]:
    """One card per hand card, left to right, centred in the hand zone (they overlap only past 10)."""
    cw, ch = HAND_CARD
    if k <= 0:
        return []
    step = min(cw + HAND_GAP, (area.w - cw) / max(1, k - 1)) if k > 1 else 0
    total = cw + step * (k - 1)
    x0 = area.left + (area.w - total) / 2
    y = area.top + TAG_H + 1
    return [pygame.Rect(int(x0 + i * step), y, cw, ch) for i in range(k)]


def tag_rect(card: pygame.Rect) -> pygame.Rect:
    """The strip above a hand card where its tag goes (what it does in the play being chosen)."""
    return pygame.Rect(card.left + 2, card.top - TAG_H - 1, card.w - 4, TAG_H)


def half_rects(card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The two halves of a split card drawn on screen: the first above, the second below."""
    h = (card.h - HALF_GAP) // 2
    return (pygame.Rect(card.left, card.top, card.w, h),
            pygame.Rect(card.left, card.top + h + HALF_GAP, card.w, card.h - h - HALF_GAP))


def hand_hit(hand, pos):
    """(card, half) under ``pos`` among the hand's ``(card, rect, halves)`` (the topmost card first), or
    None; a click on a card's edge between its halves takes its first half."""
    for card, r, halves in reversed(hand):
        if r.collidepoint(pos):
            for half, hr in halves:
                if hr.collidepoint(pos):
                    return card, half
            return card, halves[0][0]
    return None


# ---------------------------------------------------------------- the clearing

def clearing_rects(area: pygame.Rect, k: int) -> list[pygame.Rect]:
    """One row per clearing card; rows get thinner when the clearing grows past what fits (only for a
    moment: at the end of a turn a clearing of 10 or more leaves the game); two columns past 13."""
    top = area.top + CLEAR_TITLE_H + 2
    room = area.bottom - 4 - top
    if k <= 0:
        return []
    cols = 1 if k <= 13 else 2
    per_col = (k + cols - 1) // cols
    h = min(CLEAR_ROW_H, room // per_col)
    w = (area.w - 8 - (cols - 1) * 4) // cols
    out = []
    for i in range(k):
        c, r = divmod(i, per_col)
        out.append(pygame.Rect(area.left + 4 + c * (w + 4), top + r * h, w, h - 2))
    return out


def clearing_halves(row: pygame.Rect, split: bool) -> tuple[pygame.Rect, ...]:
    if not split:
        return (row,)
    h = row.h // 2
    return (pygame.Rect(row.left, row.top, row.w, h), pygame.Rect(row.left, row.top + h, row.w, row.h - h))


def deck_pile(area: pygame.Rect) -> pygame.Rect:
    """The deck's pile (a click draws from it) at the left of the deck zone."""
    return pygame.Rect(area.left + 6, area.top + 5, 40, area.h - 10)


def winter_slots(area: pygame.Rect) -> list[pygame.Rect]:
    """Three places for the winter cards drawn so far, at the right of the deck zone."""
    s = area.h - 30
    w = 22
    x = area.right - 8 - 3 * w - 2 * 4
    return [pygame.Rect(x + i * (w + 4), area.top + 5, w, s) for i in range(3)]


# ---------------------------------------------------------------- tabs and buttons

def tab_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    w = min(220, (area.w - (n - 1) * TAB_GAP) // max(1, n))
    return [pygame.Rect(area.left + i * (w + TAB_GAP), area.top, w, area.h) for i in range(n)]


def prompt_buttons(area: pygame.Rect, k: int) -> list[pygame.Rect]:
    """``k`` buttons at the right end of the prompt bar (right to left is the reading order reversed)."""
    h = area.h - 8
    x = area.right - 4 - k * BUTTON_W - (k - 1) * BUTTON_GAP
    return [pygame.Rect(x + i * (BUTTON_W + BUTTON_GAP), area.top + 4, BUTTON_W, h) for i in range(k)]


def zoom_rect(anchor: pygame.Rect, screen=(1280, 720), above: bool = False, above_limit: int = 720,
              size: tuple[int, int] = ZOOM) -> pygame.Rect:
    """Where the large view of a hovered card goes: above ``anchor`` (a hand card: the hand stays in
    sight) or beside it, inside the screen."""
    w, h = size
    r = pygame.Rect(0, 0, w, h)
    if above:
        r.midbottom = (anchor.centerx, min(anchor.top - 8, above_limit))
        r.clamp_ip(pygame.Rect(0, 40, screen[0], screen[1] - 44))
        return r
    r.left = anchor.right + 10 if anchor.right + 10 + w <= screen[0] else anchor.left - 10 - w
    r.top = anchor.centery - h // 2
    r.clamp_ip(pygame.Rect(0, 40, screen[0], screen[1] - 44))
    return r
