"""What moves on the Selva table when the events arrive: cards slide (hand → row or strip, row → pile,
Bosque → hand, …) instead of popping (``game.anim.Slides``), the other player's Fuerzas, Sigilos,
Elementos and abilities are shown large in the middle with an arrow to their target and a short pause
(the *spotlight*), damage and healing float up. ``on_event(T, e)`` is called for every live event."""
from __future__ import annotations

import pygame

from game.i18n import name as pick_name
from game.i18n import tr
from game.selva.geometry import BACK_N, FIELD, HAND

RED = (232, 92, 76)
GREEN = (120, 210, 130)
SPOT_EVENTS = ("reveal", "ability", "element")


def slide_seconds(T) -> float:
    """A short slide at the player's pace (none at the instant pace)."""
    d = T.delay
    return 0.0 if d <= 0 else min(0.4, max(0.16, d * 0.45))


def spot_seconds(T) -> float:
    """How long the spotlight holds the game (none at the instant pace)."""
    return T.delay * 3.2


def _card_at(rect: pygame.Rect | None, size=(26, 35)) -> pygame.Rect | None:
    """A small card-shaped rectangle at the picture of a chip or in a pile (a card passes through it)."""
    if rect is None:
        return None
    r = pygame.Rect(0, 0, *size)
    r.center = (rect.left + 16, rect.centery) if rect.w > rect.h * 1.6 else rect.center
    return r


def _side(T, seat) -> str:
    return "south" if seat == T.seat else "north"


def _hand_rect(T, seat) -> pygame.Rect:
    """Where a card leaves or reaches a hand that is not shown face up."""
    Z = T.R[f"hand_{_side(T, seat)}"]
    r = pygame.Rect(0, 0, *BACK_N)
    r.center = Z.center
    return r


def _face_of(T, p, size):
    c = T.pcard(p)
    from game.selva import faces as F
    return T.face(c, size) if c is not None else F.card_back(size)


def _slide(T, uid, p, start, end, size=FIELD) -> None:
    secs = slide_seconds(T)
    if secs <= 0 or start is None or end is None:
        return
    T.slides.add(("card", uid), _face_of(T, p, size), start, end, secs)


def _pile_rect(T, seat, pile) -> pygame.Rect:
    return _card_at(T.R[f"{pile}_{_side(T, seat)}"])


def on_event(T, e) -> None:
    """Slides, spotlight and floating numbers for one live event."""
    k, d = e.kind, e.data
    seat = d.get("seat", e.player)
    if k == "play":
        _play(T, e, seat)
    elif k == "set_sigilo":
        start = T.last_rects.get(d["uid"]) if seat == T.seat and T.face_up() else _hand_rect(T, seat)
        _slide(T, d["uid"], -1, start, _card_at(T.card_rect(d["uid"])))
    elif k == "draw_cards" and seat == T.seat and T.face_up():
        secs = slide_seconds(T)
        for i, (u, p) in enumerate(d.get("cards") or []):
            end = T.card_rect(u)
            if end is not None and secs > 0:
                T.slides.add(("card", u), _face_of(T, p, HAND), _pile_rect(T, seat, "bosque"), end, secs,
                             delay=0.06 * i)
    elif k in ("destroy", "exile", "discard"):
        uid = d.get("uid")
        start = T.last_rects.get(uid)
        if k == "discard" and not (seat == T.seat and T.face_up()):
            start = _hand_rect(T, seat)
        pile = d.get("to") or "cementerio"
        _slide(T, uid, d.get("card"), start, _pile_rect(T, seat, pile))
    elif k in ("recover", "bounce"):
        uid = d.get("uid")
        start = T.last_rects.get(uid) or _pile_rect(T, seat, d.get("from") or "aislamiento")
        end = T.card_rect(uid) if seat == T.seat and T.face_up() else _hand_rect(T, seat)
        _slide(T, uid, d.get("card"), start, end, HAND)
    elif k == "initial_resource" and d.get("uid") is not None:
        _slide(T, d["uid"], d.get("card"), _pile_rect(T, seat, "bosque"), _card_at(T.card_rect(d["uid"])))
    if k in SPOT_EVENTS or (k == "play" and d.get("zone") == "cementerio"):
        _spot_card(T, e, seat)
    elif k == "effect":
        _spot_effect(T, e, seat)


def _play(T, e, seat) -> None:
    d = e.data
    uid = d.get("uid")
    zone = d.get("zone")
    if seat == T.seat and T.face_up():
        start = T.last_rects.get(uid)
    else:
        start = _hand_rect(T, seat)
    if zone == "cementerio":
        if seat == T.seat and T.humans:
            _slide(T, uid, d.get("card"), start, _pile_rect(T, seat, "cementerio"))
        return
    end = T.card_rect(uid)
    if end is None:
        return
    if zone in ("resources", "elements"):
        end = _card_at(end)
    _slide(T, uid, d.get("card"), start, end)


# ------------------------------------------------------------------------------ the spotlight

def shows_spot(T, seat) -> bool:
    """The spotlight tells what the other player did (every seat's deeds when watching AIs)."""
    return not T.humans or seat != T.seat


def _title(T, kind, seat, p) -> str:
    c = T.pcard(p)
    card = pick_name(c.names) if c is not None else tr("selva.hidden_card")
    key = {"play": "fuerza", "reveal": "reveal", "ability": "ability", "element": "element"}.get(kind, "fuerza")
    return tr(f"selva.spot.{key}", name=T.player_name(seat), card=card)


def _spot_card(T, e, seat) -> None:
    if not shows_spot(T, seat):
        return
    secs = spot_seconds(T)
    p = e.data.get("card")
    c = T.pcard(p)
    if secs <= 0 or c is None:
        return
    T.spot = {"card": c, "index": p, "seat": seat, "uid": e.data.get("uid"), "title": _title(T, e.kind, seat, p),
              "targets": [], "time": 0.0, "dur": secs}


def _spot_effect(T, e, seat) -> None:
    """An effect of the spotlit card: an arrow to its target (a new spotlight if the first one ended)."""
    d = e.data
    if not shows_spot(T, seat):
        return
    tgt = d.get("target")
    eff = d.get("effect")
    if type(tgt) is int:
        target = ("uid", tgt)
    elif eff in ("damage_alfa", "discard_random"):
        target = ("alfa", 1 - seat)
    elif eff == "heal_alfa":
        target = ("alfa", seat)
    else:
        target = None
    sp = T.spot
    if sp is None or sp["index"] != d.get("card"):
        secs = spot_seconds(T)
        c = T.pcard(d.get("card"))
        if secs <= 0 or c is None or c.type == "recurso":     # a resource entering play is told by its slide
            return
        T.spot = sp = {"card": c, "index": d.get("card"), "seat": seat, "uid": None,
                       "title": _title(T, "play", seat, d.get("card")), "targets": [], "time": 0.0, "dur": secs}
    if target is not None and target not in sp["targets"]:
        sp["targets"].append(target)
        sp["time"] = min(sp["time"], sp["dur"] * 0.35)        # a moment to see the arrow


def spot_waiting(T) -> bool:
    """Is the spotlit card waiting for its player to choose its target?"""
    sp = T.spot
    st = T.session.state
    pend = st.pending if st.phase == "target" else None
    return bool(sp and pend and pend.get("card") == sp["index"] and pend.get("seat") == sp["seat"])


def target_rect(T, target) -> pygame.Rect | None:
    kind, x = target
    if kind == "alfa":
        return T.last_rects.get(("alfa", _side(T, x))) or T.R[f"alfa_{_side(T, x)}"]
    return T.card_rect(x) or T.last_rects.get(x)


# ------------------------------------------------------------------------------ floating numbers

def float_alfa(T, seat, text, col) -> None:
    r = T.R[f"alfa_{_side(T, seat)}"]
    # beside the Alfa (over its piles), clear of the life it changes
    T.floats.append({"text": text, "col": col, "pos": (r.right + 44, r.top + 80), "time": 0.0,
                     "dur": max(1.2, T.delay * 2.5), "size": 30})


def float_uid(T, uid, text, col, dy=0) -> None:
    r = T.last_rects.get(uid) or T.card_rect(uid)
    if r is None:
        return
    T.floats.append({"text": text, "col": col, "pos": (r.centerx, r.centery + dy), "time": 0.0,
                     "dur": max(1.2, T.delay * 2.5), "size": 22})
