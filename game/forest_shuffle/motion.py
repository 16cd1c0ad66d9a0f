"""Cards sliding on the Forest Shuffle table (``game.anim``): a card taken or drawn goes to the hand (or
to the player's tab), a payment to the clearing, a played card to its slot, a revealed card from the
deck to the clearing. A slide starts where the card was drawn in the last frame (``drawn``: the
rectangles of :class:`~game.forest_shuffle.look.Shown`) and ends where it is drawn now; between a
clearing row or a tab and a card, the moving card keeps a card's shape.

Each function is given the event and where things are, and returns the slides as
``(key, surface, start, end)``; the table adds them to its ``Slides`` at the pace of the moment."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from game.forest_shuffle import art, geometry as G
from rules.forest_shuffle.cards import db

D = db()
SMALL = (40, 72)


class Slide(NamedTuple):
    key: tuple
    surface: pygame.Surface
    start: pygame.Rect | None
    end: pygame.Rect | None


def _card_at(rect: pygame.Rect | None) -> pygame.Rect | None:
    """A small card-shaped rectangle where a row or a tab is (a card passes through it)."""
    if rect is None:
        return None
    r = pygame.Rect(0, 0, *SMALL)
    r.center = (rect.left + 30, rect.centery) if rect.w > 200 else rect.center
    return r


def _tab_rect(tabs: list, seat: int):
    return _card_at(tabs[seat]) if 0 <= seat < len(tabs) else None


def _face(card) -> pygame.Surface:
    return art.card_face(card, G.HAND_CARD) if card is not None and card >= 0 else art.back_surface(G.HAND_CARD)


def _card_of(e):
    cid = e.data.get("card")
    return D.card_index.get(cid) if cid else None


def slide_play(e, seat: int, shown: int, drawn: dict, tabs: list, forest: pygame.Rect, scroll: int) -> list[Slide]:
    """A played card goes from the hand (or its player's tab) to its slot, if that forest is shown
    (``forest``: its zone, scrolled by ``scroll``; ``tabs``: the rectangles of the forest tabs)."""
    d = e.data
    p = e.player
    card = _card_of(e)
    start = drawn.get(("hand", card)) if p == seat and card is not None else _tab_rect(tabs, p)
    if p != shown:
        return []
    cell = G.cell_rect(forest, d.get("tree", 0), scroll)
    end = G.slot_rect(cell, d.get("side", "tree"))
    return [Slide(("placed", p, d.get("tree", 0), d.get("side")), _face(card), start, end)]


def slide_draw(e, seat: int, drawn: dict, tabs: list, deck: pygame.Rect, hand: list) -> list[Slide]:
    """A card taken from the clearing (face up) or drawn from the deck goes to the hand (``hand``: its
    ``(card, rect, halves)`` when it is the seat's own and face up, else empty) or the tab."""
    p = e.player
    card = _card_of(e)
    start = _card_at(drawn.get(("clear", card))) if e.kind == "take" else deck
    end = _tab_rect(tabs, p)
    if card is not None:
        for c, r, _h in hand:
            if c == card:
                end = r
    seen = card is not None and (e.kind == "take" or p == seat)
    return [Slide(("card", card if card is not None else ("deck", id(e))), _face(card if seen else None), start,
                  end)]


def slide_pay(e, seat: int, drawn: dict, tabs: list, clearing: list) -> list[Slide]:
    """The cards paid go from the hand (or the tab) to their rows of the clearing (``clearing``)."""
    p = e.player
    rows = dict(clearing)
    out = []
    for cid in e.data.get("cards") or []:
        card = D.card_index.get(cid)
        start = drawn.get(("hand", card)) if p == seat else _tab_rect(tabs, p)
        out.append(Slide(("card", card), _face(card), start, _card_at(rows.get(card))))
    return out


def slide_reveal(e, deck: pygame.Rect, clearing: list) -> list[Slide]:
    """A card turned from the deck goes to its row of the clearing."""
    card = D.card_index.get(e.data.get("card"))
    end = _card_at(dict(clearing).get(card))
    return [Slide(("card", card), _face(card), deck, end)]
