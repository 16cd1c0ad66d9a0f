"""Selva's table geometry: the zones of data/selva/layout.tmx the table reads (north = the opponent,
south = the seat shown) and the rectangles computed from them: where every card of a view is drawn
(and clicked), the combat slots, the choice strip."""
from __future__ import annotations

import pygame

SIDE_ZONES = ("name", "hand", "alfa", "bosque", "reserva", "cementerio", "aislamiento", "resources",
              "elementos", "sigilos", "preparacion", "combat")
TABLE_ZONES = ("phases", "prompt", "button_1", "button_2", "button_3", "banner", "match", "log", "zoom",
               "menu_button", "undo_button") + tuple(f"{part}_{side}" for side in ("north", "south")
                                                     for part in SIDE_ZONES)

# card sizes (w, h) in each place
HAND = (80, 112)
BACK_N = (28, 40)
PREP = (62, 86)
COMBAT = (54, 76)
RES = (36, 50)
SLOT = (40, 52)
ALFA = (100, 140)
ZOOM = (240, 336)
CHOICE = (80, 112)

UNKNOWN = -1
ELEMENTS = ("agua", "fuego", "tierra", "viento")
PILES = ("bosque", "reserva", "cementerio", "aislamiento")
CHOOSER_AREA = (196, 250, 794, 190)


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' for everything the Selva table reads."""
    return {name: "rect" for name in TABLE_ZONES}


def slot_rect(R, i: int, n: int) -> pygame.Rect:
    """The ``i``-th of ``n`` card slots of a zone (Elementos, Sigilos)."""
    w = R.w // n
    r = pygame.Rect(0, 0, *SLOT)
    r.center = (R.left + w * i + w // 2, R.centery + 6)
    return r


def combat_slot(R: dict, k: int) -> int:
    """The width given to each of ``k`` attackers (and its blocker) in the combat zones."""
    return min(170, (R["combat_south"].w - 16) // max(1, k))


def card_rect_at(R: dict, cx, zone, size, is_tapped) -> pygame.Rect:
    """A card in a combat zone, pushed away from the middle line to leave room for the arrows."""
    w, h = (size[1], size[0]) if is_tapped else size
    r = pygame.Rect(0, 0, w, h)
    away = max(0, (zone.h - h) // 2 - 3)
    north = zone.centery < R["combat_south"].top
    r.center = (cx, zone.centery - away if north else zone.centery + away)
    return r


def row(g: dict, uids, R, size, zone: str, tapped, gap: int = 8, align: str = "center") -> None:
    """Cards side by side from the left of ``R`` (tapped ones sideways), overlapping when crowded."""
    cw, ch = size
    widths = [ch if u in tapped else cw for u in uids]
    k = len(uids)
    if not k:
        return
    total = sum(widths) + gap * (k - 1)
    squeeze = 1.0
    if total > R.w - 4:
        # overlap: every card keeps at least a sliver
        squeeze = (R.w - 4 - widths[-1]) / max(1, total - widths[-1])
    x = R.left + 2
    for u, w in zip(uids, widths):
        h = cw if u in tapped else ch
        y = R.bottom - h - 2 if align == "bottom" else R.centery - h // 2
        g[u] = (pygame.Rect(int(x), int(y), w, h), zone, True, u in tapped)
        x += (w + gap) * squeeze


def layout(t, v) -> dict:
    """uid -> (rect, zone, face_up, tapped) for every card of view ``v`` drawn by table ``t``; zone piles
    too (keys ``(pile, side)``). Cards the seat may not see are keyed by position, never by uid."""
    R = t.R
    g: dict = {}
    tapped = v.tapped
    attackers = v.attackers
    blocks = v.blocks
    attacking = {a for a, _ in attackers}
    in_combat = attacking | {b for a, (b, _) in blocks.items() if a in attacking}
    fu = t.face_up()
    card = v.card
    for side in ("north", "south"):
        seat = t.side_seat(side)
        # hand
        hand = v.hand[seat]
        Z = R[f"hand_{side}"]
        if side == "south":
            cw, ch = HAND
            k = len(hand)
            step = min(cw + 6, (Z.w - cw - 8) / max(1, k - 1)) if k > 1 else 0
            total = cw + step * (k - 1)
            x0 = Z.centerx - total / 2
            ok = t.usable_targets() if t.my_turn() else set()
            for i, u in enumerate(hand):
                lift = 8 if u in ok else 0
                r = pygame.Rect(int(x0 + i * step), Z.bottom - ch - 2 - lift, cw, ch)
                up = fu and u != UNKNOWN
                # a hidden hand (hot-seat) is keyed by position: nothing can point at its cards
                g[u if up else ("hand", side, i)] = (r, f"hand_{side}", up, False)
        else:
            bw, bh = BACK_N
            k = len(hand)
            step = min(bw + 4, (Z.w - 200 - bw) / max(1, k - 1)) if k > 1 else 0
            for i, u in enumerate(hand):
                r = pygame.Rect(int(Z.left + 4 + i * step), Z.top, bw, bh)
                # the opponent's hand is never shown, whatever the view holds
                g[("hand", side, i)] = (r, f"hand_{side}", False, False)
        # animals in preparacion (those not in combat)
        prep = [u for u in v.animals[seat] if u not in in_combat]
        row(g, prep, R[f"preparacion_{side}"], PREP, f"preparacion_{side}", tapped)
        # resources
        Z = R[f"resources_{side}"]
        area = pygame.Rect(Z.left + 4, Z.top + 15, Z.w - 8, Z.h - 16)
        row(g, v.resources[seat], area, RES, f"resources_{side}", tapped, gap=3, align="bottom")
        # elementos: one slot per element
        Z = R[f"elementos_{side}"]
        for u in v.elements[seat]:
            el = v.tb.element[card[u]] if card[u] >= 0 else None
            i = ELEMENTS.index(el) if el in ELEMENTS else 0
            r = slot_rect(Z, i, 4)
            if u in tapped:
                r = pygame.Rect(0, 0, r.h, r.w)
                r.center = slot_rect(Z, i, 4).center
            g[u] = (r, f"elementos_{side}", True, u in tapped)
        # sigilos
        Z = R[f"sigilos_{side}"]
        for i, u in enumerate(v.sigilos[seat][:3]):
            r = slot_rect(Z, i, 3)
            up = side == "south" and fu and card[u] >= 0
            g[u if up else ("sigilo", side, i)] = (r, f"sigilos_{side}", up, False)
    # combat: the turn player's attackers in their combat zone, each blocker straight across
    turn = v.turn
    if attackers and turn in (0, 1):
        aside = "south" if turn == t.seat else "north"
        dside = "north" if aside == "south" else "south"
        RA, RD = R[f"combat_{aside}"], R[f"combat_{dside}"]
        k = len(attackers)
        slot = combat_slot(R, k)
        x0 = RA.centerx - slot * k // 2
        for i, (a, _t) in enumerate(attackers):
            cx = x0 + slot * i + slot // 2
            g[a] = (card_rect_at(R, cx, RA, COMBAT, a in tapped), f"combat_{aside}", True, a in tapped)
            if a in blocks:
                b = blocks[a][0]
                g[b] = (card_rect_at(R, cx, RD, COMBAT, b in tapped), f"combat_{dside}", True, b in tapped)
    # animals leaving play after the combat (waiting for their owner's exile choice)
    if v.exiles:
        for side in ("north", "south"):
            mine_ex = [u for u in v.exiles if v.owner[u] == t.side_seat(side)]
            Z = R[f"combat_{side}"]
            for i, u in enumerate(mine_ex):
                cx = Z.centerx + (i - (len(mine_ex) - 1) / 2) * 90
                g[u] = (card_rect_at(R, int(cx), Z, COMBAT, False), f"leaving_{side}", True, False)
    # piles
    for side in ("north", "south"):
        for pile in PILES:
            g[(pile, side)] = (R[f"{pile}_{side}"], f"{pile}_{side}", False, False)
    return g


def hit(g: dict, pos):
    """(uid, zone) of the card of layout ``g`` under ``pos`` (uid None with a pile zone: the pile),
    the topmost first."""
    hits = [(u, e) for u, e in g.items() if e[0].collidepoint(pos)]
    if not hits:
        return None, None
    # the card drawn last is on top: hand cards and rows are drawn left to right
    cards = [(u, e) for u, e in hits if isinstance(u, int)]
    if cards:
        u, e = max(cards, key=lambda x: x[1][0].x)
        return u, e[1]
    for u, e in hits:
        if isinstance(u, tuple) and u[0] in PILES:
            return None, e[1]
    return None, None


def chooser_area() -> pygame.Rect:
    return pygame.Rect(*CHOOSER_AREA)


def chooser_rects(cards) -> list[tuple[int, pygame.Rect]]:
    """Where each card of the choice strip is."""
    k = len(cards)
    cw, ch = CHOICE
    area = chooser_area()
    step = min(cw + 8, (area.w - 20 - cw) / max(1, k - 1)) if k > 1 else 0
    total = cw + step * (k - 1)
    x0 = area.centerx - total / 2
    return [(u, pygame.Rect(int(x0 + i * step), area.top + 34, cw, ch)) for i, u in enumerate(cards)]
