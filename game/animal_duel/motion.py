"""Cards sliding on the Animal Duel table (``game.anim``) instead of popping: an animal from its hand (or
its player's place along the top edge) to its cell; a situational to its side's pile; a stolen animal to
the taker's hand, a hunted or swept-away one to the animal discard pile; an animal pushed or teleported
from cell to cell; the viewer's drawn cards from the deck to the hand.

A slide starts where the card was drawn in the last frame (``table.drawn``) and ends where it is drawn
now; the table skips drawing a card while it slides (``slides.moving(("card", id))`` for cards in hands
and piles, ``("cell", cell)`` for the top of a cell). At the instant pace nothing slides.
"""
from __future__ import annotations

import pygame

from game.animal_duel.geometry import HAND, PILE, pile_rect


def seconds(t) -> float:
    """How long a slide takes at the table's pace (0: the instant pace, no slides)."""
    d = t.delay
    return 0.0 if d <= 0 else min(0.45, 0.18 + d * 0.25)


def _tile_rect(t, cell: int) -> pygame.Rect:
    inner = t.inner_px()
    r = pygame.Rect(0, 0, inner, inner)
    r.center = t.cell_rect(cell).center
    return r


def _square(r: pygame.Rect | None) -> pygame.Rect | None:
    """A square as wide as ``r``, centred on it (a hand card becoming a board tile)."""
    if r is None:
        return None
    s = pygame.Rect(0, 0, r.w, r.w)
    s.center = r.center
    return s


def _seat_rect(t, seat: int, card: int | None = None) -> pygame.Rect | None:
    """Where ``seat``'s cards are drawn: the viewer's hand card (when shown), else the seat's place."""
    if card is not None and seat == t.seat and t.face_up():
        r = t.drawn.get(("hand", card))
        if r is not None:
            return r
    return t.drawn.get(("north", seat))


def _hand_rect_now(t, card: int) -> pygame.Rect | None:
    for c, r in t.hand_targets():
        if c == card:
            return r
    return None


def _chip_rect(t, team: int, card: int) -> pygame.Rect | None:
    side = "south" if team == t.my_team else "north"
    v = t.view()
    for key, cards in ((f"it_{side}", v.situ_it[team]), (f"p_{side}", v.situ_p[team])):
        for c, r in t.pile_slots(t.R[key], cards)[1]:
            if c == card:
                return r
    return None


def _small_card(r: pygame.Rect | None) -> pygame.Rect | None:
    """A hand card's shape, small, centred on ``r`` (a card becoming a chip in a pile)."""
    if r is None:
        return None
    h = max(24, r.h * 2)
    s = pygame.Rect(0, 0, h * HAND[0] // HAND[1], h)
    s.center = r.center
    return s


def on_event(t, e) -> None:
    """Start the slides of one live event."""
    secs = seconds(t)
    if secs <= 0:
        return
    k, d, p = e.kind, e.data, e.player
    S = t.slides
    if k == "place":
        cell, card = d["cell"], d["card"]
        start = _seat_rect(t, p, card)
        start = _square(start) if start is not None and start.h > start.w else start
        S.add(("cell", cell), t.tile(card, p & 1, t.inner_px()), start, _tile_rect(t, cell), secs)
    elif k == "situ":
        card = d["card"]
        start = _seat_rect(t, p, card)
        S.add(("card", card), t.art.face(card, HAND), start, _small_card(_chip_rect(t, p & 1, card)), secs)
    elif k in ("hunt", "steal"):
        cell, card = d["cell"], d["card"]
        start = t.drawn.get(("cell", cell))
        key = ("card", card)
        if k == "hunt":
            end = pile_rect(t.R["discard"])
        else:
            end = _hand_rect_now(t, card) if p == t.seat and t.face_up() else t.drawn.get(("north", p))
            end = _square(end) if end is not None and end.h > end.w else end
        team = 1 - (p & 1)
        S.add(key, t.tile(card, team, t.inner_px()), start, end, secs)
    elif k == "move":
        frm, to, card = d["from"], d["to"], d["card"]
        top = t.view().board[to]
        team = top[-1][1] if top else p & 1
        S.add(("cell", to), t.tile(card, team, t.inner_px()), t.drawn.get(("cell", frm)), _tile_rect(t, to), secs)
    elif k == "swap":
        v = t.view()
        for a, b in ((d["a"], d["b"]), (d["b"], d["a"])):
            if v.board[b]:
                card, team, _ = v.board[b][-1]
                S.add(("cell", b), t.tile(card, team, t.inner_px()), t.drawn.get(("cell", a)), _tile_rect(t, b), secs)
    elif k == "extinction":
        end = pile_rect(t.R["discard"])
        for card in d.get("cards") or []:
            start = t.drawn.get(("board_card", card))
            if start is not None:
                S.add(("card", card), t.art.face(card, PILE), start, end, secs)
    elif k == "draw_cards" and p == t.seat and t.face_up():
        deck = t.drawn.get(("pile", "deck"))
        for i, card in enumerate(d.get("cards") or []):
            end = _hand_rect_now(t, card)
            if end is not None and deck is not None:
                start = pygame.Rect(0, 0, *HAND)
                start.center = deck.center
                S.add(("card", card), t.art.face(card, HAND), start, end, secs, delay=0.06 * i)
    elif k in ("discard_trex", "fix_hand", "discard") and t.art.is_animal(d["card"]):
        card = d["card"]
        start = _seat_rect(t, p, card)
        S.add(("card", card), t.art.face(card, HAND), start, _small_card(pile_rect(t.R["discard"])), secs)
