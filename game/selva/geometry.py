"""Selva's table geometry: the zones of data/selva/layout.tmx the table reads (north = the opponent,
south = the seat shown) and the rectangles computed from them: where every card of a view is drawn
(and clicked), the chips of each side's strip (resources, Elementos, Sigilos), the combat pairs, the
choice strip.

Animals stay in their Preparación row during a combat: the attackers come first in their row and step
towards the middle, each blocker steps out of the defender's row straight across from its attacker
(both rows share one spacing, so a pair always lines up), and the combat band between the rows holds
the arrows and the outcome. Turned (tapped) cards keep their shape (they are drawn darker)."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.selva.look import card_name, instance, pool_card
from game.text import text_width, wrap

SIDE_ZONES = ("name", "hand", "alfa", "bosque", "reserva", "cementerio", "aislamiento", "strip", "preparacion")
TABLE_ZONES = ("phases", "prompt", "button_1", "button_2", "button_3", "banner", "spotlight", "chooser",
               "combat", "match", "log", "zoom", "menu_button", "undo_button") + tuple(
    f"{part}_{side}" for side in ("north", "south") for part in SIDE_ZONES)

# card sizes (w, h) in each place
HAND = (104, 176)
BACK_N = (18, 26)
FIELD = (104, 140)
ALFA = (104, 164)
ZOOM = (240, 336)
CHOICE = HAND
SPOT = (240, 336)

CHIP_H = 32
CHIP_PIC = 26
LIFT = 10                 # how far a fighting animal steps out towards the middle

UNKNOWN = -1
ELEMENTS = ("agua", "fuego", "tierra", "viento")
PILES = ("bosque", "reserva", "cementerio", "aislamiento")
STRIP_GROUPS = ("resources", "elementos", "sigilos")


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' for everything the Selva table reads."""
    return {name: "rect" for name in TABLE_ZONES}


# ------------------------------------------------------------------------------ rows of animals

MIN_W = 90               # the narrowest a card gets (a keyword chip still fits) before cards overlap


def fit_row(room: int, k: int, full: int) -> tuple[int, float]:
    """(card width, spacing) of ``k`` cards in ``room`` pixels: full width with a gap when they fit,
    narrower down to MIN_W, then overlapping."""
    if k <= 1:
        return full, full + 6
    w = int(min(full, max(MIN_W, (room - 6 * (k - 1)) / k)))
    step = min(w + 6, (room - w) / (k - 1))
    return w, step


def row_x(R: dict, i: int, step: float) -> int:
    return int(R["preparacion_south"].left + 4 + i * step)


def _row_rect(R: dict, side: str, i: int, w: int, step: float, lift: int = 0) -> pygame.Rect:
    Z = R[f"preparacion_{side}"]
    r = pygame.Rect(row_x(R, i, step), Z.centery - FIELD[1] // 2, w, FIELD[1])
    r.y += lift if side == "north" else -lift
    return r


# ------------------------------------------------------------------------------ the strip's chips

def chip_width(kind: str, label: str, count: str = "") -> int:
    """A chip: picture, name (one or two lines) and, for resources, 'free/total'."""
    w = CHIP_PIC + 10
    lines = wrap(label, 12, 110, True) if label else []
    if len(lines) > 2:
        lines = wrap(label, 12, 150, True)
    w += max((text_width(x, 12, True) for x in lines), default=0)
    if count:
        w += 6 + text_width(count, 14, True)
    return w + 6


def chip_lines(label: str, room: int) -> list[str]:
    """The chip's name in at most two lines of ``room`` pixels (it never needs more at 150 px)."""
    return wrap(label, 12, room, True)


def strip_chips(R: dict, v, side: str, seat: int, face_up: bool, pool) -> list[dict]:
    """The chips of a side's strip (``seat``'s), left to right: ``{kind, rect, uids, card, label, count,
    up}``.

    Resources are grouped by card (``count`` = untapped/total); each Elemento and Sigilo is a chip;
    a face-down Sigilo of the opponent (or a hidden hand) is a chip without a card."""
    Z = R[f"strip_{side}"]
    items: list[dict] = []
    groups: dict = {}
    for u in v.resources[seat]:
        p = v.card[u]
        key = p if p >= 0 else ("hidden", u)
        if key not in groups:
            c = pool_card(pool, p)
            groups[key] = {"kind": "resources", "uids": [], "card": c, "label": card_name(pool, p) if c else "?"}
            items.append(groups[key])
        groups[key]["uids"].append(u)
    for g in items:
        free = sum(1 for u in g["uids"] if u not in v.tapped)
        g["count"] = f"{free}/{len(g['uids'])}"
    for u in v.elements[seat]:
        c = instance(pool, v, u)
        items.append({"kind": "elementos", "uids": [u], "card": c, "label": card_name(pool, v.card[u]), "count": ""})
    for i, u in enumerate(v.sigilos[seat][:3]):
        up = side == "south" and face_up and v.card[u] >= 0
        c = instance(pool, v, u) if up else None
        items.append({"kind": "sigilos", "uids": [u], "card": c, "up": up, "index": i,
                      "label": card_name(pool, v.card[u]) if up else tr("selva.type.sigilo"), "count": ""})
    _place_chips(Z, items)
    return items


def _place_chips(Z: pygame.Rect, items: list[dict]) -> None:
    """Each chip's rectangle along the strip ``Z`` (squeezed when they do not all fit)."""
    x = Z.left + 2
    room = Z.right - 2
    widths = [chip_width(it["kind"], it["label"], it["count"]) for it in items]
    total = sum(widths) + 6 * max(0, len(items) - 1)
    squeeze = min(1.0, (room - x) / total) if total else 1.0
    for it, w in zip(items, widths):
        w2 = max(CHIP_PIC + 8, int(w * squeeze))
        it["rect"] = pygame.Rect(int(x), Z.centery - CHIP_H // 2, w2, CHIP_H)
        it["squeezed"] = squeeze < 1.0
        x += w2 + 6 * squeeze


# ------------------------------------------------------------------------------ the whole table

def layout(R: dict, v, seat: int, face_up: bool, usable, pool) -> tuple[dict, dict]:
    """(places, chips) of view ``v`` shown from ``seat`` (south): places are uid -> (rect, zone, face_up,
    tapped) for every card drawn, zone piles too (keys ``(pile, side)``); cards the seat may not see are
    keyed by position, never by uid. ``usable``: the cards a click may use now (lifted in the hand);
    chips: side -> the strip's chips (``strip_chips``)."""
    g: dict = {}
    chips: dict = {}
    for side in ("north", "south"):
        side_seat = seat if side == "south" else 1 - seat
        _place_hand(g, R, v.hand[side_seat], side, face_up, usable)
        chips[side] = strip_chips(R, v, side, side_seat, face_up, pool)
        _place_strip(g, chips[side], side, v.tapped)
    _place_rows(g, R, v, seat)
    for side in ("north", "south"):
        for pile in PILES:
            g[(pile, side)] = (R[f"{pile}_{side}"], f"{pile}_{side}", False, False)
    return g, chips


def _place_hand(g: dict, R: dict, hand, side: str, face_up: bool, usable) -> None:
    Z = R[f"hand_{side}"]
    if side == "south":
        k = len(hand)
        cw, step = fit_row(Z.w - 8, k, HAND[0])
        ch = HAND[1]
        total = cw + step * (k - 1)
        x0 = Z.centerx - total / 2
        for i, u in enumerate(hand):
            lift = 10 if u in usable else 0
            r = pygame.Rect(int(x0 + i * step), Z.bottom - ch - 2 - lift, cw, ch)
            up = face_up and u != UNKNOWN
            # a hidden hand (hot-seat) is keyed by position: nothing can point at its cards
            g[u if up else ("hand", side, i)] = (r, f"hand_{side}", up, False)
        return
    bw, bh = BACK_N
    k = len(hand)
    room = Z.w - 44 - bw
    step = min(bw - 6, room / max(1, k - 1)) if k > 1 else 0
    for i, u in enumerate(hand):
        r = pygame.Rect(int(Z.left + 4 + i * step), Z.centery - bh // 2, bw, bh)
        # the opponent's hand is never shown, whatever the view holds
        g[("hand", side, i)] = (r, f"hand_{side}", False, False)


def _place_strip(g: dict, chips: list[dict], side: str, tapped) -> None:
    """The strip's cards: resources, Elementos, Sigilos (a face-down Sigilo keyed by position)."""
    for it in chips:
        r = it["rect"]
        if it["kind"] == "resources":
            for u in it["uids"]:
                g[u] = (r, f"resources_{side}", True, u in tapped)
        elif it["kind"] == "elementos":
            u = it["uids"][0]
            g[u] = (r, f"elementos_{side}", True, u in tapped)
        else:
            u = it["uids"][0]
            g[u if it["up"] else ("sigilo", side, it["index"])] = (r, f"sigilos_{side}", it["up"], False)


def _rows(v, seat: int) -> dict[str, list]:
    """Each side's row of animals: (kind, uid) with kind combat, prep, leaving or gap (a combat lines the
    pairs up; animals leaving play come last)."""
    attacking = [a for a, _ in v.attackers]
    blocks = v.blocks
    blocking = {b for a, (b, _) in blocks.items() if a in set(attacking)}
    in_combat = set(attacking) | blocking
    turn = v.turn
    rows: dict[str, list] = {}
    for side in ("north", "south"):
        side_seat = seat if side == "south" else 1 - seat
        rows[side] = []
        if attacking and turn in (0, 1):
            aside = "south" if turn == seat else "north"
            if side == aside:
                rows[side] = [("combat", a) for a in attacking]
            else:
                for a in attacking:
                    b = blocks.get(a)
                    rows[side].append(("combat", b[0]) if b is not None else ("gap", None))
        rows[side] += [("prep", u) for u in v.animals[side_seat] if u not in in_combat]
        rows[side] += [("leaving", u) for u in v.exiles if v.owner[u] == side_seat]
        while rows[side] and rows[side][-1][0] == "gap":
            rows[side].pop()
    return rows


def _place_rows(g: dict, R: dict, v, seat: int) -> None:
    rows = _rows(v, seat)
    room = R["preparacion_south"].w - 8
    shared = fit_row(room, max(len(rows["north"]), len(rows["south"])), FIELD[0])
    for side in ("north", "south"):
        # in a combat both rows share one spacing, so each blocker stands across its attacker
        w, step = shared if v.attackers else fit_row(room, len(rows[side]), FIELD[0])
        for i, (kind, u) in enumerate(rows[side]):
            if kind == "gap":
                continue
            zone = {"combat": "combat", "prep": "preparacion", "leaving": "leaving"}[kind] + f"_{side}"
            r = _row_rect(R, side, i, w, step, LIFT if kind == "combat" else 0)
            g[u] = (r, zone, True, u in v.tapped)


def hit(g: dict, pos):
    """(uid, zone) of the card of layout ``g`` under ``pos`` (uid None with a pile zone: the pile),
    the topmost first."""
    hits = [(u, e) for u, e in g.items() if e[0].collidepoint(pos)]
    if not hits:
        return None, None
    # the card drawn last is on top: hand cards and rows are drawn left to right
    cards = [(u, e) for u, e in hits if isinstance(u, int)]
    if cards:
        u, e = max(cards, key=lambda x: (x[1][0].x, x[1][0].y))
        return u, e[1]
    for u, e in hits:
        if isinstance(u, tuple) and u[0] in PILES:
            return None, e[1]
    return None, None


def chooser_rects(area: pygame.Rect, cards) -> list[tuple[int, pygame.Rect]]:
    """Where each card of the choice strip is."""
    k = len(cards)
    cw, ch = CHOICE
    step = min(cw + 8, (area.w - 20 - cw) / max(1, k - 1)) if k > 1 else 0
    total = cw + step * (k - 1)
    x0 = area.centerx - total / 2
    return [(u, pygame.Rect(int(x0 + i * step), area.top + 36, cw, ch)) for i, u in enumerate(cards)]
