"""Cards sliding on the Forest Shuffle table (``game.anim``): a card taken or drawn goes to the hand (or
to the player's tab), a payment to the clearing, a played card to its slot, a revealed card from the
deck to the clearing. A slide starts where the card was drawn in the last frame and ends where it is
drawn now; between a clearing row or a tab and a card, the moving card keeps a card's shape."""
from __future__ import annotations

import pygame

from game.forest_shuffle import art, geometry as G
from rules.forest_shuffle.cards import db

D = db()
SMALL = (40, 72)


def _card_at(rect: pygame.Rect | None) -> pygame.Rect | None:
    """A small card-shaped rectangle where a row or a tab is (a card passes through it)."""
    if rect is None:
        return None
    r = pygame.Rect(0, 0, *SMALL)
    r.center = (rect.left + 30, rect.centery) if rect.w > 200 else rect.center
    return r


def _slide(t, key, surf, start, end, seconds) -> None:
    if start is None or end is None or seconds <= 0:
        return
    t.slides.add(key, surf, start, end, seconds)


def _tab_rect(t, seat: int):
    rects = G.tab_rects(t.R["tabs"], t.n)
    return _card_at(rects[seat]) if 0 <= seat < len(rects) else None


def _face(card) -> pygame.Surface:
    return art.card_face(card, G.HAND_CARD) if card is not None and card >= 0 else art.back_surface(G.HAND_CARD)


def slide_play(t, e, seconds) -> None:
    """A played card goes from the hand (or its player's tab) to its slot, if that forest is shown."""
    d = e.data
    p = e.player
    cid = d.get("card")
    card = D.card_index.get(cid) if cid else None
    start = t.drawn.get(("hand", card)) if p == t.seat and card is not None else _tab_rect(t, p)
    if p != t.shown:
        return
    area = t.R["forest"]
    cell = G.cell_rect(area, d.get("tree", 0), t.scrolls.get(p, 0))
    end = G.slot_rect(cell, d.get("side", "tree"))
    _slide(t, ("placed", p, d.get("tree", 0), d.get("side")), _face(card), start, end, seconds)


def slide_draw(t, e, seconds) -> None:
    """A card taken from the clearing (face up) or drawn from the deck goes to the hand or the tab."""
    d = e.data
    p = e.player
    cid = d.get("card")
    card = D.card_index.get(cid) if cid else None
    start = _card_at(t.drawn.get(("clear", card))) if e.kind == "take" else t.deck_rect()
    end = _tab_rect(t, p)
    if p == t.seat and t.face_up() and card is not None:
        for c, r, _h in t.hand_targets():
            if c == card:
                end = r
    seen = card is not None and (e.kind == "take" or p == t.seat)
    _slide(t, ("card", card if card is not None else ("deck", id(e))), _face(card if seen else None), start, end,
           seconds)


def slide_pay(t, e, seconds) -> None:
    p = e.player
    rows = dict(t.clearing_targets())
    for cid in e.data.get("cards") or []:
        card = D.card_index.get(cid)
        start = t.drawn.get(("hand", card)) if p == t.seat else _tab_rect(t, p)
        _slide(t, ("card", card), _face(card), start, _card_at(rows.get(card)), seconds)


def slide_reveal(t, e, seconds) -> None:
    card = D.card_index.get(e.data.get("card"))
    end = _card_at(dict(t.clearing_targets()).get(card))
    _slide(t, ("card", card), _face(card), t.deck_rect(), end, seconds)
