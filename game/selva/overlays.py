"""What the Selva table draws over itself: the zoom of the card under the pointer (or the keyboard
focus), the choice strip, the spotlight (a card the other player used, large in the middle, with an
arrow to its target), the cards sliding, the floating numbers and the banner between games."""
from __future__ import annotations

import pygame


from game.i18n import tr
from game.selva import faces as F
from game.selva.geometry import CHOICE, SPOT, ZOOM, chooser_rects
from game.table.paint import GOLD, panel
from game.text import ellipsize, render, wrap
from game.widgets import INK, MUTED

HILITE = (232, 196, 84)


def draw_overlays(T, surface, v) -> None:
    if T.chooser is not None:
        draw_chooser(T, surface, v)
    T.slides.draw(surface)
    draw_spotlight(T, surface)
    draw_zoom(T, surface, v)
    draw_floats(T, surface)
    if T.banner is not None:
        draw_banner(T, surface)


# ------------------------------------------------------------------------------ zoom

def zoom_target(T, v):
    """(card, extra lines) to show large now, or (None, lines) for a text panel."""
    hz = T.hover_zone
    if hz and hz.startswith("alfa_"):
        seat = T.side_seat(hz.split("_")[1])
        c = T.pcard(v.alfa[seat])
        life = v.life[seat]
        mx = v.max_life[seat]
        return c, ([tr("selva.info.life", life=max(0, life), max=mx)] if c is not None else [])
    if hz in ("bosque_north", "bosque_south"):
        seat = T.side_seat(hz.split("_")[1])
        return None, decklist_lines(T, v, seat)
    if hz == "hand_north":
        return None, [tr_cards("selva.zoom.hand_hidden", len(v.hand[T.opp]), name=T.player_name(T.opp))]
    if hz and hz.split("_")[0] in ("cementerio", "aislamiento", "reserva"):
        pile, side = hz.split("_")
        seat = T.side_seat(side)
        if pile == "reserva" and (side == "north" or not T.face_up()):
            return None, [tr_cards("selva.zoom.reserva_hidden", len(v.reserva[seat]), name=T.player_name(seat))]
        cards = [T.cname(T.pidx(v, u)) for u in reversed(getattr(v, pile)[seat]) if T.pidx(v, u) >= 0]
        return None, [tr_cards("selva.zoom.pile", len(cards), zone=T.zone_name(pile), name=T.player_name(seat))] + cards
    uid = T.hover if T.hover is not None else T.focus_uid()
    if uid is not None and isinstance(uid, int):
        c = T.card(v, uid)
        if c is None:
            return None, []
        lines = []
        if c.type == "animal" and v.card[uid] >= 0 and (uid in v.animals[0] or uid in v.animals[1]):
            a, d = T.stats(v, uid)
            dmg = v.damage.get(uid, 0)
            if (a, d) != (c.attack, c.defence) or dmg:
                lines.append(tr("selva.zoom.now", attack=a, defence=d))
            if dmg:
                lines.append(tr("selva.zoom.damage", amount=dmg))
        return c, lines
    pend = v.pending
    if v.phase == "target" and pend is not None and (T.my_turn() or not T.is_human(T.current())):
        # the card waiting for its target (played openly)
        c = T.card(v, pend["uid"])
        if c is None:
            c = T.pcard(pend["card"])
        if c is not None:
            return c, [tr("selva.zoom.pending", name=T.player_name(pend["seat"]))]
    return None, []


def tr_cards(key: str, n: int, **kw) -> str:
    """A sentence with a count of cards: ``{cards}`` is "1 card" / "5 cards" from the plural table."""
    from game.i18n import tr_n
    return tr(key, cards=tr_n("selva.count.cards", n), **kw)


def decklist_lines(T, v, seat) -> list[str]:
    dl = v.decklist
    n = len(v.bosque[seat])
    if not dl or dl[seat] is None:
        return [tr_cards("selva.zoom.decklist_private", n, name=T.player_name(seat))]
    lines = [tr_cards("selva.zoom.decklist", n, name=T.player_name(seat))]
    d = dl[seat] or {}
    items = sorted(d.items(), key=lambda x: (T.pcard(x[0]).type if T.pcard(x[0]) else "", T.cname(x[0])))
    for p, k in items:
        lines.append(f"{k}× {T.cname(p)}")
    return lines


def draw_zoom(T, surface, v) -> None:
    c, lines = zoom_target(T, v)
    T.zoom_drawn = c.id if c is not None else (lines[0] if lines else None)
    if c is None and not lines:
        return
    R = T.R["zoom"]
    if c is None:
        # a text panel (a pile's cards, the open decklist)
        head = wrap(lines[0], 13, R.w - 20, True)
        body = lines[1:]
        per = max(1, (R.h - 24 - 17 * len(head)) // 15)
        cols = 1 if len(body) <= per else 2
        colw = (R.w - 20) // cols
        body_rows = min(per, len(body)) if cols == 1 else min(per, (len(body) + 1) // 2)
        box = pygame.Rect(R.left, R.top, R.w, 16 + 17 * len(head) + 15 * body_rows + 8)
        surface.blit(panel(box.size, alpha=248, edge=GOLD), box)
        y = R.top + 8
        for part in head:
            surface.blit(render(part, 13, GOLD, True), (R.left + 10, y))
            y += 17
        y0 = y + 4
        for i, line in enumerate(body):
            col_i, row = divmod(i, per)
            if col_i >= cols:
                break
            surface.blit(render(ellipsize(line, 12, colw - 4), 12, INK), (R.left + 10 + col_i * colw, y0 + row * 15))
        return
    face = T.face(c, ZOOM)
    r = face.get_rect(midtop=(R.centerx, R.top + 6))
    box = pygame.Rect(R.left, R.top, R.w, r.h + 14 + 18 * len(lines))
    surface.blit(panel(box.size, fill=(12, 14, 14), alpha=255, edge=GOLD, width=1), box)
    surface.blit(face, r)
    y = r.bottom + 4
    for line in lines:
        img = render(ellipsize(line, 13, R.w - 16, True), 13, (250, 220, 120), True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
        y += 18


# ------------------------------------------------------------------------------ choice strip

def draw_chooser(T, surface, v) -> None:
    area = T.R["chooser"]
    surface.blit(panel(area.size, fill=(20, 26, 24), alpha=252, edge=GOLD, width=2), area)
    title = T.chooser["title"]
    lines = wrap(title, 14, area.w - 20, True)
    if len(lines) > 1:
        lines = wrap(title, 13, area.w - 20, True)[:2]
    y = area.top + 4 if len(lines) > 1 else area.top + 10
    for line in lines:
        surface.blit(render(line, 13 if len(lines) > 1 else 14, GOLD, True), (area.left + 10, y))
        y += 15
    acts = T.chooser["actions"]
    rects = T.chooser_rects()
    if not rects:
        img = render(tr("selva.chooser.empty"), 14, MUTED)
        surface.blit(img, img.get_rect(center=area.center))
    for u, r in rects:
        c = T.card(v, u)
        if c is None:
            surface.blit(F.card_back(CHOICE), r)
            continue
        if u in acts:
            pygame.draw.rect(surface, (255, 240, 170) if u == T.hover else HILITE, r.inflate(6, 6), 3,
                             border_radius=8)
        surface.blit(T.face(c, CHOICE), r)
        if acts and u not in acts:
            surface.blit(panel(r.size, fill=(0, 0, 0), alpha=110, width=0, radius=6), r)
        T.drawn.setdefault("chooser", []).append((u, True))


def chooser_card_rects(T) -> list:
    return chooser_rects(T.R["chooser"], T.chooser["cards"]) if T.chooser is not None else []


# ------------------------------------------------------------------------------ spotlight

def draw_spotlight(T, surface) -> None:
    """The other player's Fuerza, Sigilo, Elemento or ability, large, with an arrow to each target."""
    sp = T.spot
    T.spot_drawn = None
    if sp is None or sp["card"] is None:
        return
    R = T.R["spotlight"]
    face = T.face(sp["card"], SPOT)
    r = face.get_rect(center=R.center)
    shadow = pygame.Surface((r.w + 16, r.h + 16), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 150), shadow.get_rect(), border_radius=16)
    surface.blit(shadow, r.move(-8, -8).topleft)
    surface.blit(face, r)
    pygame.draw.rect(surface, GOLD, r.inflate(6, 6), 3, border_radius=12)
    title = sp["title"]
    img = render(title, 16, (255, 240, 200), True)
    if img.get_width() > R.w + 200:
        img = render(ellipsize(title, 14, R.w + 200, True), 14, (255, 240, 200), True)
    box = img.get_rect(midbottom=(r.centerx, r.top - 8)).inflate(16, 8)
    surface.blit(panel(box.size, fill=(30, 24, 14), alpha=245, edge=GOLD, width=2), box)
    surface.blit(img, img.get_rect(center=box.center))
    from game.selva.draw import arrow
    drawn = []
    for tgt in sp["targets"]:
        tr_ = T.spot_target_rect(tgt)
        if tr_ is None:
            continue
        start = _edge_towards(r, tr_.center)
        end = _edge_towards(tr_.inflate(6, 6), r.center)
        arrow(surface, start, end, GOLD, 5)
        pygame.draw.rect(surface, GOLD, tr_.inflate(8, 8), 3, border_radius=9)
        drawn.append(tgt)
    T.spot_drawn = {"card": sp["card"].id, "targets": drawn, "title": title}


def _edge_towards(r: pygame.Rect, p) -> tuple[int, int]:
    """The point where the line from ``r``'s centre to ``p`` leaves ``r``."""
    cx, cy = r.center
    dx, dy = p[0] - cx, p[1] - cy
    if dx == 0 and dy == 0:
        return r.center
    kx = (r.w / 2) / abs(dx) if dx else float("inf")
    ky = (r.h / 2) / abs(dy) if dy else float("inf")
    k = min(kx, ky, 1.0)
    return int(cx + dx * k), int(cy + dy * k)


# ------------------------------------------------------------------------------ floats, banner

def draw_floats(T, surface) -> None:
    for f in T.floats:
        t = f["time"] / max(0.01, f["dur"])
        x, y = f["pos"]
        img = render(f["text"], f["size"], f["col"], True).copy()
        img.set_alpha(int(255 * (1 - t * t)))
        shadow = render(f["text"], f["size"], (0, 0, 0), True).copy()
        shadow.set_alpha(int(200 * (1 - t * t)))
        r = img.get_rect(center=(x, y - int(40 * t)))
        surface.blit(shadow, r.move(2, 2))
        surface.blit(img, r)


def draw_banner(T, surface) -> None:
    title, sub, _ = T.banner
    R = T.R["banner"]
    surface.blit(panel(R.size, fill=(24, 28, 30), alpha=240, edge=GOLD, width=3, radius=12), R)
    img = render(ellipsize(title, 28, R.w - 20, True), 28, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 18)))
    img = render(ellipsize(sub, 20, R.w - 20, True), 20, INK, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 70)))
