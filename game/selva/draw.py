"""Drawing the Selva table (everything the scene shows, from the seat's view): the two halves (name,
Alfa, piles, strip of chips, the row of animals), the combat band with its arrows and outcome, the
phase track with the priority marker, the prompt and its buttons, the hand, the match panel and the
log. What is drawn over the table (zoom, choice strip, spotlight, banner, floating numbers, slides) is
``game.selva.overlays``. Each function takes the table scene ``T`` and the surface; cards come from
``game.selva.faces``. Every word is drawn at 12 px or more and never cut (``game.text`` reports any
that would be)."""
from __future__ import annotations

import math

import pygame


from game import i18n
from game.i18n import tr, tr_n
from game.selva import faces as F, overlays as O
from game.selva.geometry import ALFA, BACK_N, CHIP_PIC, FIELD, HAND, PILES, UNKNOWN, chip_lines
from game.selva.prompt import phase_key, priority_seat, prompt_text
from game.table.paint import GOLD, PANEL, PANEL_EDGE, panel
from game.text import ellipsize, render, text_width, wrap
from game.widgets import INK, MUTED

BG = (16, 22, 20)
FELT = (28, 66, 44)
FELT_DARK = (20, 50, 34)
ZONE = (24, 56, 38)
ZONE_EDGE = (52, 92, 66)
BAND = (34, 74, 50)
RED = (232, 92, 76)
GREEN = (120, 210, 130)
HILITE = (232, 196, 84)
SOUTH_COL = (96, 168, 236)
NORTH_COL = (236, 120, 96)
LABEL = (128, 170, 136)
PHASE_ORDER = ("despertar", "preparacion", "intimidacion", "contienda", "resolucion", "retirada")
TIMES = ("day", "night")


def _background(T) -> pygame.Surface:
    if T._bg is None:
        bg = pygame.Surface((1280, 720)).convert()
        bg.fill(BG)
        table = pygame.Rect(2, 2, 994, 716)
        pygame.draw.rect(bg, FELT_DARK, table, border_radius=14)
        pygame.draw.rect(bg, FELT, table.inflate(-6, -6), border_radius=12)
        for side in ("north", "south"):
            for part in ("strip", "preparacion"):
                R = T.R[f"{part}_{side}"]
                pygame.draw.rect(bg, ZONE, R, border_radius=8)
                pygame.draw.rect(bg, ZONE_EDGE, R, 1, border_radius=8)
        C = T.R["combat"]
        pygame.draw.rect(bg, BAND, C.inflate(0, -8), border_radius=6)
        pygame.draw.line(bg, (70, 110, 76), (C.left + 8, C.centery), (C.right - 8, C.centery), 1)
        T._bg = bg
    return T._bg


def draw(T, surface: pygame.Surface) -> None:
    v = T.view()
    surface.blit(_background(T), (0, 0))
    T._geom()                       # the rectangles (and the strip's chips) of this view
    T.drawn = {}
    T.last_rects = {}
    _draw_zone_labels(T, surface, v)
    for side in ("north", "south"):
        _draw_side(T, surface, v, side)
    _draw_combat(T, surface, v)
    _draw_phases(T, surface, v)
    _draw_prompt(T, surface, v)
    _draw_buttons(T, surface)
    _draw_match(T, surface, v)
    T.draw_log(surface)
    T.draw_chrome(surface)
    O.draw_overlays(T, surface, v)


def _label(surface, text, pos, anchor="topright", colour=LABEL, bold=True) -> None:
    img = render(text, 12, colour, bold)
    surface.blit(img, img.get_rect(**{anchor: pos}))


def _draw_zone_labels(T, surface, v) -> None:
    for side in ("north", "south"):
        R = T.R[f"preparacion_{side}"]
        pos = (R.right - 8, R.top + 3) if side == "north" else (R.right - 8, R.bottom - 3)
        _label(surface, tr("selva.zone.preparacion"), pos, "topright" if side == "north" else "bottomright")
        if not T.chips.get(side):
            S = T.R[f"strip_{side}"]
            _label(surface, tr("selva.info.strip_empty"), (S.left + 10, S.centery), "midleft", MUTED, False)
    C = T.R["combat"]
    if not v.attackers:
        _label(surface, tr("selva.zone.combat"), (C.right - 8, C.centery), "midright")


def _mark(T, zone, uid, face_up) -> None:
    T.drawn.setdefault(zone, []).append((uid, face_up))


def _badge(surface, text, pos, bg, anchor="topleft", fg=(255, 255, 255)) -> pygame.Rect:
    img = render(text, 12, fg, True)
    box = img.get_rect(**{anchor: pos}).inflate(8, 2)
    pygame.draw.rect(surface, bg, box, border_radius=6)
    pygame.draw.rect(surface, (250, 250, 240), box, 1, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def _draw_side(T, surface, v, side: str) -> None:
    seat = T.side_seat(side)
    g = T._geom()
    usable = T.usable_targets()
    hl_targets = set(T.targets.get("target", {})) if T.my_turn() else set()
    _draw_name(T, surface, v, side, seat)
    _draw_alfa(T, surface, v, side, seat)
    _draw_piles(T, surface, v, side, seat)
    _draw_strip(T, surface, v, side, usable | hl_targets)
    mine = T.my_turn()
    items = [(u, e) for u, e in g.items() if e[1] in (f"hand_{side}", f"preparacion_{side}", f"combat_{side}",
                                                      f"leaving_{side}")]
    items.sort(key=lambda x: (x[1][1].startswith("hand"), x[1][0].x))
    for u, (r, zone, up, is_tapped) in items:
        real = isinstance(u, int)
        T.last_rects[u] = r
        if zone.startswith("hand_") and side == "north":
            surface.blit(F.card_back(BACK_N), r)
            _mark(T, zone, UNKNOWN, False)
            continue
        if real and T.slides.moving(("card", u)):
            _mark(T, zone, u, up)
            continue
        c = T.card(v, u) if real else None
        if not up or c is None:
            surface.blit(F.card_back(r.size), r)
            _mark(T, zone, u if real else UNKNOWN, False)
            continue
        img = T.face(c, r.size)
        if is_tapped and not zone.startswith("combat_"):
            img = F.tapped(img)
        if real and (u in usable or u in hl_targets or u == T.block_for) and mine:
            col = (255, 240, 170) if u in (T.hover, T.block_for) else HILITE
            pygame.draw.rect(surface, col, r.inflate(6, 6), 3, border_radius=9)
        if zone.startswith("leaving_"):
            pygame.draw.rect(surface, RED, r.inflate(8, 8), 3, border_radius=9)
        surface.blit(img, r)
        _mark(T, zone, u, True)
        _flash_frame(T, surface, u, r)
        if zone.startswith("hand_"):
            if mine and u not in usable:
                surface.blit(panel(r.size, fill=(0, 0, 0), alpha=80, width=0, radius=6), r)
            continue
        _animal_marks(T, surface, v, u, r, zone, is_tapped)
    if T.selected is not None:
        e = g.get(T.selected)
        if e is not None:
            pygame.draw.rect(surface, (255, 250, 200), e[0].inflate(10, 10), 4, border_radius=10)
    _draw_north_hand_count(T, surface, v, side, seat)


def _draw_north_hand_count(T, surface, v, side, seat) -> None:
    if side != "north":
        return
    Z = T.R["hand_north"]
    n = len(v.hand[seat])
    img = render(str(n), 16, INK, True)
    surface.blit(img, img.get_rect(midright=(Z.right - 4, Z.centery)))


def _flash_frame(T, surface, u, r) -> None:
    """A pulsing frame around a card that has just been played or has just acted."""
    left = T.flash.get(u)
    if not left:
        return
    pulse = 0.5 + 0.5 * math.sin(left * 9)
    col = (255, int(220 + 35 * pulse), int(150 + 100 * pulse))
    pygame.draw.rect(surface, col, r.inflate(8, 8), 2, border_radius=9)


def stat_spots(r: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where a field card's attack and defence circles are (faces._stats_row)."""
    inner = r.inflate(-6, -6)
    cy = inner.bottom - 14
    return (inner.left + 13, cy), (inner.right - 13, cy)


def _animal_marks(T, surface, v, u, r, zone, is_tapped) -> None:
    """What play changed on an animal: its stats now, damage, modifiers, new or turned, leaving."""
    c = T.card(v, u)
    if c is None or c.type != "animal":
        return
    a, d = T.stats(v, u)
    dmg = v.damage.get(u, 0)
    if (a, d) != (c.attack, c.defence) or dmg:
        sa, sd = stat_spots(r)
        F.stat_circle(surface, a, sa, 12, "attack", a - c.attack)
        F.stat_circle(surface, d, sd, 12, "defence", d - c.defence)
    # the marks sit on the top of the picture, below the name (faces._field_face)
    x = r.left + 5
    y = r.top + 6 + 14 * len(wrap(i18n.name(c.names), 12, r.w - 12, True))
    if zone.startswith("leaving_"):
        box = _badge(surface, tr("selva.info.leaving"), (x, y), (150, 40, 36))
        x = box.right + 2
    elif is_tapped and not zone.startswith("combat_"):
        box = _badge(surface, tr("selva.info.tapped"), (x, y), (70, 70, 78))
        x = box.right + 2
    elif u in v.arrived and not c.has("veloz"):
        box = _badge(surface, tr("selva.info.new"), (x, y), (40, 60, 100))
        x = box.right + 2
    m = v.mods.get(u)
    if m and tuple(m) != (0, 0):
        _badge(surface, f"{m[0]:+d}/{m[1]:+d}", (x, y), (150, 120, 30))
    if dmg:
        _badge(surface, f"−{dmg}", (r.right - 5, y), (200, 30, 30), "topright")


def _draw_name(T, surface, v, side, seat) -> None:
    R = T.R[f"name_{side}"]
    cur = T.current()
    is_cur = cur == seat
    col = SOUTH_COL if side == "south" else NORTH_COL
    surface.blit(panel(R.size, fill=(40, 50, 44) if is_cur else PANEL, alpha=232,
                          edge=GOLD if is_cur else col, width=3 if is_cur else 2), R)
    name = T.player_name(seat)
    if side == "south" and T.humans and T.is_human(seat):
        name = tr("selva.info.you_name", name=name)
    wins = v.wins
    stars = "★" * wins[seat] + "☆" * max(0, v.games_to_win - wins[seat])
    simg = render(stars, 14, GOLD, True)
    img = render(ellipsize(name, 14, R.w - simg.get_width() - 20, True), 14, INK, True)
    surface.blit(img, (R.left + 8, R.top + 3))
    surface.blit(simg, simg.get_rect(topright=(R.right - 6, R.top + 3)))
    kind = tr(f"selva.kind.{T.kinds[seat]}")
    mine = side == "south" and T.is_human(seat)
    pk = phase_key(v)
    in_turn = pk is not None and v.turn == seat
    lit = False
    if in_turn:
        kind = "▶ " + tr("selva.info.your_turn" if mine else "selva.info.its_turn")
        lit = True
    elif pk is None and cur == seat:
        kind = "▶ " + tr("selva.info.deciding")
        lit = True
    img = render(ellipsize(kind, 12, R.w - 16, lit), 12, GOLD if lit else MUTED, lit)
    surface.blit(img, (R.left + 8, R.top + 21))
    if priority_seat(v) == seat:
        _badge(surface, tr("selva.priority.badge"), (R.right - 6, R.top + 21), (40, 90, 150), "topright")
    if side != "south":
        return
    y = R.top + 42
    lines = [tr_n("selva.info.hand", len(v.hand[seat]), limit=T.hand_limit())]
    if is_cur and not T.my_turn() and T.is_human(seat):
        lines.append(tr("selva.info.hidden"))
    for line in lines:
        for part in wrap(line, 12, R.w - 16):
            surface.blit(render(part, 12, MUTED), (R.left + 8, y))
            y += 15
    if is_cur and T.my_turn():
        img = render(tr("selva.info.decide"), 13, GOLD, True)
        surface.blit(img, (R.left + 8, y + 2))
    if T.autopass_button is not None:
        b = T.autopass_button
        on = T.autopass
        b.label = ("☑ " if on else "☐ ") + tr("selva.button.autopass")
        _draw_button(surface, b, b.label, True if on else False)


def _draw_alfa(T, surface, v, side, seat) -> None:
    R = T.R[f"alfa_{side}"]
    alfa = v.alfa[seat]
    c = T.pcard(alfa)
    r = pygame.Rect(R.left, R.top, *ALFA)
    T.last_rects[("alfa", side)] = r
    if c is None:
        surface.blit(F.card_back(ALFA), r)
        for i, line in enumerate(wrap(tr("selva.info.alfa_hidden"), 12, R.w - 8, True)):
            img = render(line, 12, GOLD, True)
            box = img.get_rect(center=(r.centerx, r.centery + 30 + 15 * i))
            surface.blit(panel(box.inflate(6, 2).size, fill=(10, 14, 12), alpha=200, width=0, radius=4),
                         box.inflate(6, 2))
            surface.blit(img, box)
        return
    surface.blit(T.face(c, ALFA), r)
    life = v.life[seat]
    # the life now, big, over the printed life
    sx, sy, sr = F.alfa_life_spot(c, i18n.language(), ALFA)
    lr = sr + 2
    centre = (r.left + sx, r.top + sy)
    pygame.draw.circle(surface, (20, 16, 16), centre, lr + 2)
    pygame.draw.circle(surface, (200, 36, 50) if life > 5 else (255, 60, 40), centre, lr)
    pygame.draw.circle(surface, (255, 230, 230), centre, lr, 2)
    img = render(str(max(0, life)), 22, (255, 255, 255), True)
    surface.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
    if T.hover_zone == f"alfa_{side}":
        pygame.draw.rect(surface, GOLD, r.inflate(4, 4), 2, border_radius=8)


def _draw_piles(T, surface, v, side, seat) -> None:
    for pile in PILES:
        R = T.R[f"{pile}_{side}"]
        n = len(getattr(v, pile)[seat])
        hover = T.hover_zone == f"{pile}_{side}"
        surface.blit(panel(R.size, fill=(26, 34, 30), alpha=235, edge=GOLD if hover else PANEL_EDGE,
                              width=1, radius=6), R)
        surface.blit(render(tr(f"selva.zone.{pile}"), 12, MUTED), (R.left + 5, R.top + 2))
        mini = pygame.Rect(R.left + 5, R.top + 18, 13, 17)
        top = None
        if pile in ("cementerio", "aislamiento") and n:
            top = T.card(v, getattr(v, pile)[seat][-1])
        if n and top is not None:
            pygame.draw.rect(surface, F.card_colour(top), mini, border_radius=2)
        elif n:
            surface.blit(F.card_back(mini.size), mini)
        else:
            pygame.draw.rect(surface, (50, 62, 56), mini, 1, border_radius=2)
        img = render(str(n), 15, INK, True)
        surface.blit(img, img.get_rect(midleft=(R.left + 24, mini.centery)))
        if pile == "aislamiento" and side == "south" and T.my_turn() and T._recoverable():
            pygame.draw.rect(surface, HILITE, R.inflate(2, 2), 2, border_radius=7)


def _draw_strip(T, surface, v, side, lit: set) -> None:
    """Resources (grouped, untapped/total), Elementos and Sigilos as named chips with their picture."""
    mine = T.my_turn()
    for it in T.chips.get(side, []):
        r = it["rect"]
        u0 = it["uids"][0]
        c = it["card"]
        if it["kind"] != "resources" and T.slides.moving(("card", u0)):
            continue
        usable = mine and any(u in lit for u in it["uids"])
        tapped = it["kind"] != "sigilos" and all(u in v.tapped for u in it["uids"])
        fill = (52, 44, 24) if usable else (20, 30, 26)
        surface.blit(panel(r.size, fill=fill, alpha=240, edge=HILITE if usable else (70, 96, 80),
                              width=2 if usable else 1, radius=7), r)
        pic = pygame.Rect(r.left + 3, r.top + 3, CHIP_PIC, CHIP_PIC)
        if c is not None:
            img = F.picture_of(c, CHIP_PIC)
            if img is not None:
                surface.blit(F.tapped(img) if tapped else img, pic)
        else:
            surface.blit(F.card_back(pic.size), pic)
        room = r.right - pic.right - 8
        count = it["count"]
        cw = text_width(count, 14, True) + 6 if count else 0
        if it.get("squeezed"):
            lines = []                  # a full strip: pictures and counts (the zoom names them)
        else:
            lines = chip_lines(it["label"], room - cw)
        col = MUTED if tapped else INK
        y = r.centery - 7 * len(lines)
        for line in lines:
            surface.blit(render(line, 12, col, True), (pic.right + 5, y))
            y += 14
        if count:
            img = render(count, 14, GOLD if not tapped else MUTED, True)
            surface.blit(img, img.get_rect(midright=(r.right - 6, r.centery)))
        for u in it["uids"]:
            T.last_rects[u] = r
            _flash_frame(T, surface, u, r)
        if it["kind"] == "sigilos":
            _mark(T, f"sigilos_{side}", u0 if it["up"] else UNKNOWN, it["up"])
        else:
            for u in it["uids"]:
                _mark(T, f"{it['kind']}_{side}", u, True)

# -- combat: arrows from each attacker to its blocker (or towards the Alfa), with the outcome


def _draw_combat(T, surface, v) -> None:
    g = T._geom()
    T.arrows_drawn = []
    turn = v.turn
    prev = {p.get("attacker"): p for p in T.preview() if isinstance(p, dict)}
    C = T.R["combat"]
    down = turn != T.seat          # the opponent attacks downwards
    for a, t in v.attackers:
        e = g.get(a)
        if e is None:
            continue
        ra = e[0]
        b = v.blocks.get(a)
        rb = g.get(b[0])[0] if b is not None and g.get(b[0]) else None
        x = ra.centerx
        p = prev.get(a)
        dy = 1 if down else -1
        y0 = ra.bottom + 2 if down else ra.top - 2
        y1 = (rb.top - 2 if down else rb.bottom + 2) if rb is not None else (C.centery + 14 * dy)
        held = bool(p and p.get("held"))
        arrow(surface, (x, y0), (x, y1), RED if rb is None and not held else (240, 200, 120))
        F.time_icon(surface, t, (x - 14, y0 + 10 * dy), 8)
        info = {"attacker": a, "blocker": b[0] if b else None, "time": t}
        if b is not None:
            F.time_icon(surface, b[1], (x - 14, y1 - 10 * dy), 8)
            if b[1] != t:
                img = render("−1", 12, (255, 170, 90), True)
                surface.blit(img, img.get_rect(midright=(x - 24, y1 - 10 * dy)))
                info["penalty"] = True
        labels = []
        if p:
            if p.get("blocker") is not None and p.get("attack") is not None and p.get("defence") is not None:
                labels.append((tr("selva.preview.versus", attack=p["attack"], defence=p["defence"]), INK))
            if p.get("to_alfa"):
                labels.append((tr("selva.preview.to_alfa", amount=p["to_alfa"]), RED))
            if not labels:
                labels.append((tr("selva.preview.nothing"), MUTED))
            info["preview"] = p
            for key, uid in (("blocker_dies", p.get("blocker")), ("attacker_dies", a)):
                r = g.get(uid, (None,))[0] if uid is not None else None
                c = T.card(v, uid) if r is not None else None
                if p.get(key) and c is not None:
                    # on the picture, below the name
                    y = r.top + 20 + 14 * len(wrap(i18n.name(c.names), 12, r.w - 12, True))
                    _badge(surface, "✗ " + tr("selva.preview.falls"), (r.centerx, y), (170, 40, 36), "midtop")
        elif rb is None and T.preview_time(v):
            labels.append((tr("selva.preview.unblocked"), RED))
        if held:
            labels = [(tr("selva.preview.held"), MUTED)]
        lh = 15
        yy = (y0 + y1) // 2 - lh * len(labels) // 2
        for text, col in labels:
            img = render(text, 12, col, True)
            box = img.get_rect(midleft=(x + 8, yy + lh // 2)).inflate(6, 1)
            surface.blit(panel(box.size, fill=(16, 20, 18), alpha=235, edge=col, width=1, radius=4), box)
            surface.blit(img, img.get_rect(center=box.center))
            yy += lh
        T.arrows_drawn.append(info)


def arrow(surface, start, end, col, width: int = 3) -> None:
    pygame.draw.line(surface, (10, 10, 10), start, end, width + 3)
    pygame.draw.line(surface, col, start, end, width)
    dx, dy = end[0] - start[0], end[1] - start[1]
    ln = math.hypot(dx, dy) or 1
    ux, uy = dx / ln, dy / ln
    px, py = -uy, ux
    k = 6 + 2 * width
    pts = [(end[0] + ux * 2, end[1] + uy * 2), (end[0] - ux * k + px * k * 0.7, end[1] - uy * k + py * k * 0.7),
           (end[0] - ux * k - px * k * 0.7, end[1] - uy * k - py * k * 0.7)]
    pygame.draw.polygon(surface, (10, 10, 10), pts, 0)
    pygame.draw.polygon(surface, col, [(x - ux, y - uy) for x, y in pts])

# -- phase track, prompt, buttons, match panel


def _draw_phases(T, surface, v) -> None:
    R = T.R["phases"]
    surface.blit(panel(R.size, alpha=230), R)
    pk = phase_key(v)
    turn = v.turn
    if pk and turn in (0, 1):
        title = tr("selva.phases.turn", n=v.turn_no, name=T.player_name(turn))
    else:
        title = tr(f"selva.setup.{v.phase}")
    img = render(ellipsize(title, 13, R.w - 12, True), 13, GOLD, True)
    surface.blit(img, (R.left + 8, R.top + 5))
    y = R.top + 25
    for ph in PHASE_ORDER:
        on = ph == pk
        r = pygame.Rect(R.left + 6, y, R.w - 12, 20)
        if on:
            pygame.draw.rect(surface, (90, 76, 30), r, border_radius=5)
            pygame.draw.rect(surface, GOLD, r, 1, border_radius=5)
        label = ("▶ " if on else "") + tr(f"selva.phase.{ph}")
        img = render(ellipsize(label, 12, r.w - 10, on), 12, INK if on else MUTED, on)
        surface.blit(img, img.get_rect(midleft=(r.left + 6, r.centery)))
        y += 21
    # who has priority in a response window
    p = priority_seat(v)
    r = pygame.Rect(R.left + 6, R.bottom - 22, R.w - 12, 18)
    if p is not None:
        mine = p == T.seat and T.humans and T.is_human(p)
        text = tr("selva.priority.you") if mine else tr("selva.priority.other", name=T.player_name(p))
        pygame.draw.rect(surface, (40, 90, 150) if mine else (70, 60, 90), r, border_radius=5)
        img = render(ellipsize(text, 12, r.w - 8, True), 12, INK, True)
        surface.blit(img, img.get_rect(center=r.center))
        T.priority_shown = text
    else:
        T.priority_shown = ""


def _draw_prompt(T, surface, v) -> None:
    R = T.R["prompt"]
    head, text = prompt_text(T)
    T.prompt_shown = (head, text)
    mine = T.my_turn()
    surface.blit(panel(R.size, fill=(52, 44, 20) if mine else PANEL, alpha=240,
                          edge=GOLD if mine else PANEL_EDGE, width=2), R)
    hcol = GOLD if mine else INK
    himg = render(ellipsize(head, 13, R.w - 16, True), 13, hcol, True)
    surface.blit(himg, (R.left + 8, R.top + 3))
    if text:
        lines = wrap(text, 12, R.w - 16)
        if len(lines) > 3:
            lines = lines[:2] + [ellipsize(" ".join(lines[2:]), 12, R.w - 16)]
        y = R.top + 19
        for line in lines:
            surface.blit(render(line, 12, INK if mine else MUTED), (R.left + 8, y))
            y += 13


def _draw_button(surface, b, label: str, gold) -> None:
    """An action button: its label in one or two lines (never cut), gold-framed when it is the main one."""
    enabled = gold is not None
    bg = (70, 80, 88) if b.hover and enabled else (50, 58, 66)
    if not enabled:
        bg = (40, 44, 48)
    pygame.draw.rect(surface, bg, b.rect, border_radius=8)
    pygame.draw.rect(surface, GOLD if gold else (96, 104, 110), b.rect, 3 if gold else 2, border_radius=8)
    width = b.rect.w - 12
    size = 14
    lines = wrap(label, size, width, True)
    if len(lines) > 1 or text_width(lines[0], size, True) > width:
        size = 13
        lines = wrap(label, size, width, True)
    if len(lines) > 2:
        lines = [lines[0], ellipsize(" ".join(lines[1:]), size, width, True)]
    lines = [ln if text_width(ln, size, True) <= width else ellipsize(ln, size, width, True) for ln in lines]
    lh = size + 3
    y = b.rect.centery - lh * len(lines) // 2
    for line in lines:
        img = render(line, size, INK if enabled else MUTED, True)
        surface.blit(img, img.get_rect(midtop=(b.rect.centerx, y)))
        y += lh


def _draw_buttons(T, surface) -> None:
    specs = T.button_specs()
    for i, b in enumerate(T.buttons):
        if i >= len(specs):
            b.enabled = False
            b.hover = False
            continue
        label, _, gold, _ = specs[i]
        b.label = label
        b.enabled = True
        _draw_button(surface, b, label, gold)


def _draw_match(T, surface, v) -> None:
    R = T.R["match"]
    surface.blit(panel(R.size, alpha=240), R)
    wins = v.wins
    title = tr_n("selva.match.title", v.games_to_win * 2 - 1, game=v.game_no)
    img = render(ellipsize(title, 14, R.w - 20, True), 14, GOLD, True)
    surface.blit(img, (R.left + 10, R.top + 6))
    a, b = T.player_name(0), T.player_name(1)
    score = render(f"{wins[0]} – {wins[1]}", 26, GOLD, True)
    side_w = (R.w - score.get_width()) // 2 - 16
    left = render(ellipsize(a, 14, side_w, True), 14, INK, True)
    right = render(ellipsize(b, 14, side_w, True), 14, INK, True)
    T.score_shown = (wins[0], wins[1])
    cy = R.top + 44
    surface.blit(score, score.get_rect(center=(R.centerx, cy)))
    surface.blit(left, left.get_rect(midright=(R.centerx - score.get_width() // 2 - 8, cy)))
    surface.blit(right, right.get_rect(midleft=(R.centerx + score.get_width() // 2 + 8, cy)))
    y = R.top + 64
    hist = v.history
    for h in hist[-2:]:
        w = h["winner"]
        life = h["life"]
        line = tr("selva.match.history", game=h["game"], name=T.player_name(w),
                  a=max(0, life[0]), b=max(0, life[1]))
        surface.blit(render(ellipsize(line, 12, R.w - 20), 12, MUTED), (R.left + 10, y))
        y += 15
    if not hist:
        for line in wrap(tr_n("selva.match.first_to", v.games_to_win), 12, R.w - 20)[:2]:
            surface.blit(render(line, 12, MUTED), (R.left + 10, y))
            y += 15
