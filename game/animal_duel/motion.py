"""Cards sliding on the Animal Duel table (``game.anim``) instead of popping: an animal from its hand (or
its player's place along the top edge) to its cell; a situational to its side's pile; a stolen animal to
the taker's hand, a hunted or swept-away one to the animal discard pile; an animal pushed or teleported
from cell to cell; the viewer's drawn cards from the deck to the hand.

A slide starts where the card was drawn in the last frame (``Stage.drawn``, the table's last
:class:`game.animal_duel.look.Shown`) and ends where it is drawn now; the drawing skips a card while it
slides (``slides.moving(("card", id))`` for cards in hands and piles, ``("cell", cell)`` for the top of a
cell). At the instant pace nothing slides. The table builds the :class:`game.animal_duel.look.Stage` of
each live event; nothing here reads the table.
"""
from __future__ import annotations

import pygame

from game.animal_duel.geometry import HAND, PILE, pile_rect, pile_slots


def seconds(delay: float) -> float:
    """How long a slide takes at the table's pace ``delay`` (0: the instant pace, no slides)."""
    return 0.0 if delay <= 0 else min(0.45, 0.18 + delay * 0.25)


def _square(r: pygame.Rect | None) -> pygame.Rect | None:
    """A square as wide as ``r``, centred on it (a hand card becoming a board tile)."""
    if r is None:
        return None
    s = pygame.Rect(0, 0, r.w, r.w)
    s.center = r.center
    return s


def _seat_rect(st, seat: int, card: int | None = None) -> pygame.Rect | None:
    """Where ``seat``'s cards are drawn: the viewer's hand card (when shown), else the seat's place."""
    if card is not None and seat == st.seat and st.face_up:
        r = st.drawn.get(("hand", card))
        if r is not None:
            return r
    return st.drawn.get(("north", seat))


def _hand_rect_now(st, card: int) -> pygame.Rect | None:
    for c, r in st.hand:
        if c == card:
            return r
    return None


def _chip_rect(st, team: int, card: int) -> pygame.Rect | None:
    side = "south" if team == st.my_team else "north"
    for key, cards in ((f"it_{side}", st.v.situ_it[team]), (f"p_{side}", st.v.situ_p[team])):
        for c, r in pile_slots(st.R[key], cards, st.art)[1]:
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


def _tile(st, card: int, team: int) -> pygame.Surface:
    """The board face of ``card`` played by ``team`` (turned when it sits across the table)."""
    return st.art.tile(card, st.geom.inner, team != st.my_team)


def on_event(st, e) -> None:
    """Start the slides of one live event (``st``: a :class:`game.animal_duel.look.Stage`)."""
    k = e.kind
    if k in ("place", "situ"):
        _placed(st, e)
    elif k in ("hunt", "steal"):
        _taken(st, e)
    elif k in ("move", "swap"):
        _moved(st, e)
    elif k == "extinction":
        end = pile_rect(st.R["discard"])
        for card in e.data.get("cards") or []:
            start = st.drawn.get(("board_card", card))
            if start is not None:
                st.slides.add(("card", card), st.art.face(card, PILE), start, end, st.seconds)
    elif k == "draw_cards" and e.player == st.seat and st.face_up:
        deck = st.drawn.get(("pile", "deck"))
        for i, card in enumerate(e.data.get("cards") or []):
            end = _hand_rect_now(st, card)
            if end is not None and deck is not None:
                start = pygame.Rect(0, 0, *HAND)
                start.center = deck.center
                st.slides.add(("card", card), st.art.face(card, HAND), start, end, st.seconds, delay=0.06 * i)
    elif k in ("discard_trex", "fix_hand", "discard") and st.art.is_animal(e.data["card"]):
        card = e.data["card"]
        start = _seat_rect(st, e.player, card)
        st.slides.add(("card", card), st.art.face(card, HAND), start, _small_card(pile_rect(st.R["discard"])),
                      st.seconds)


def _placed(st, e) -> None:
    """An animal from its hand to its cell; a situational from its hand to its side's pile."""
    d, p = e.data, e.player
    card = d["card"]
    start = _seat_rect(st, p, card)
    if e.kind == "place":
        cell = d["cell"]
        start = _square(start) if start is not None and start.h > start.w else start
        st.slides.add(("cell", cell), _tile(st, card, p & 1), start, st.geom.tile_rect(cell), st.seconds)
    else:
        st.slides.add(("card", card), st.art.face(card, HAND), start, _small_card(_chip_rect(st, p & 1, card)),
                      st.seconds)


def _taken(st, e) -> None:
    """A hunted animal to the discard pile; a stolen one to the taker's hand."""
    d, p = e.data, e.player
    cell, card = d["cell"], d["card"]
    start = st.drawn.get(("cell", cell))
    if e.kind == "hunt":
        end = pile_rect(st.R["discard"])
    else:
        end = _hand_rect_now(st, card) if p == st.seat and st.face_up else st.drawn.get(("north", p))
        end = _square(end) if end is not None and end.h > end.w else end
    st.slides.add(("card", card), _tile(st, card, 1 - (p & 1)), start, end, st.seconds)


def _moved(st, e) -> None:
    """An animal pushed or teleported from cell to cell; two animals swapping places."""
    d = e.data
    board = st.v.board
    if e.kind == "move":
        frm, to, card = d["from"], d["to"], d["card"]
        top = board[to]
        team = top[-1][1] if top else e.player & 1
        st.slides.add(("cell", to), _tile(st, card, team), st.drawn.get(("cell", frm)), st.geom.tile_rect(to),
                      st.seconds)
        return
    for a, b in ((d["a"], d["b"]), (d["b"], d["a"])):
        if board[b]:
            card, team, _ = board[b][-1]
            st.slides.add(("cell", b), _tile(st, card, team), st.drawn.get(("cell", a)), st.geom.tile_rect(b),
                          st.seconds)
