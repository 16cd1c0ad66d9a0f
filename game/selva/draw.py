"""Drawing the Selva table (everything the scene shows, from the seat's view): the two halves of the
table, the combat with its arrows and outcome preview, the phase track, the prompt, the buttons, the
match panel, the zoom, the choice strip, the floating numbers and the banner. Each function takes the
table scene ``T`` (its view, layout, selection and animations) and the surface; cards come from
``game.selva.faces``."""
from __future__ import annotations

import math

import pygame

from game import i18n
from game.i18n import tr
from game.selva import faces as F
from game.selva.geometry import (ALFA, BACK_N, CHOICE, COMBAT, ELEMENTS, HAND, PILES, PREP, RES, SLOT, UNKNOWN,
                                 ZOOM, chooser_area, combat_slot, slot_rect)
from game.selva.prompt import phase_key, prompt_text
from game.table_base import GOLD, PANEL, PANEL_EDGE
from game.text import ellipsize, fit_size, render, text_width, wrap
from game.widgets import INK, MUTED

BG = (16, 22, 20)
FELT = (28, 66, 44)
FELT_DARK = (20, 50, 34)
ZONE = (24, 56, 38)
ZONE_EDGE = (52, 92, 66)
RED = (232, 92, 76)
GREEN = (120, 210, 130)
HILITE = (232, 196, 84)
SOUTH_COL = (96, 168, 236)
NORTH_COL = (236, 120, 96)
PHASE_ORDER = ("despertar", "preparacion", "intimidacion", "contienda", "resolucion", "retirada")
TIMES = ("day", "night")


def _background(T) -> pygame.Surface:
    if T._bg is None:
        bg = pygame.Surface((1280, 720)).convert()
        bg.fill(BG)
        table = pygame.Rect(2, 2, 992, 716)
        pygame.draw.rect(bg, FELT_DARK, table, border_radius=14)
        pygame.draw.rect(bg, FELT, table.inflate(-6, -6), border_radius=12)
        for side in ("north", "south"):
            for part in ("resources", "elementos", "sigilos", "preparacion", "combat"):
                R = T.R[f"{part}_{side}"]
                pygame.draw.rect(bg, ZONE, R, border_radius=8)
                pygame.draw.rect(bg, ZONE_EDGE, R, 1, border_radius=8)
        # the line between the two halves
        y = (T.R["combat_north"].bottom + T.R["combat_south"].top) // 2
        pygame.draw.line(bg, (70, 100, 70), (196, y), (990, y), 1)
        T._bg = bg
    return T._bg


def draw(T, surface: pygame.Surface) -> None:
    v = T.view()
    T.menu_button.label = tr("selva.button.menu")
    T.undo_button.label = tr("selva.button.undo")
    T.undo_button.enabled = T.can_undo()
    surface.blit(_background(T), (0, 0))
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
    T._draw_log(surface)
    T.menu_button.draw(surface)
    T.undo_button.draw(surface)
    if T.chooser is not None:
        _draw_chooser(T, surface, v)
    _draw_zoom(T, surface, v)
    _draw_floats(T, surface)
    if T.banner is not None:
        _draw_banner(T, surface)


def _draw_zone_labels(T, surface, v) -> None:
    for side in ("north", "south"):
        for part in ("preparacion", "combat", "elementos", "sigilos"):
            R = T.R[f"{part}_{side}"]
            img = render(tr(f"selva.zone.{part}"), 10, (110, 150, 118), True)
            if part in ("preparacion", "combat"):
                surface.blit(img, (R.right - img.get_width() - 6, R.top + 3))
            else:
                surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 1)))
        R = T.R[f"elementos_{side}"]
        for i, el in enumerate(ELEMENTS):
            r = slot_rect(R, i, 4)
            pygame.draw.rect(surface, (34, 70, 48), r, border_radius=5)
            pygame.draw.rect(surface, (60, 100, 74), r, 1, border_radius=5)
            fake = type("E", (), {"type": "elemento", "element": el})()
            F.type_icon(surface, fake, r.center, 10, (70, 112, 86))
            lab = render(tr(f"selva.element.{el}"), 9, (96, 136, 108))
            surface.blit(lab, lab.get_rect(midbottom=(r.centerx, r.bottom - 2)))
        R = T.R[f"sigilos_{side}"]
        for i in range(3):
            r = slot_rect(R, i, 3)
            pygame.draw.rect(surface, (34, 64, 52), r, 1, border_radius=5)


def _mark(T, zone, uid, face_up) -> None:
    T.drawn.setdefault(zone, []).append((uid, face_up))


def _draw_side(T, surface, v, side: str) -> None:
    seat = T.side_seat(side)
    g = T._geom()
    tapped = v.tapped
    usable = T.usable_targets()
    hl_targets = {t for t in T._opts.get("target", {})} if T.my_turn() else set()
    damage = v.damage
    mods = v.mods
    arrived = v.arrived
    _draw_name(T, surface, v, side, seat)
    _draw_alfa(T, surface, v, side, seat)
    _draw_piles(T, surface, v, side, seat)
    # resources header: untapped / total of each kind
    R = T.R[f"resources_{side}"]
    counts = {"hierba": [0, 0], "presa": [0, 0], "dual": [0, 0]}
    for u in v.resources[seat]:
        c = T.card(v, u)
        if c is None:
            continue
        kind = "dual" if c.dual else c.resource
        counts.setdefault(kind, [0, 0])
        counts[kind][1] += 1
        if u not in tapped:
            counts[kind][0] += 1
    x = R.left + 6
    for kind, colr in (("hierba", (150, 220, 140)), ("presa", (230, 160, 130)), ("dual", (220, 210, 150))):
        a, b = counts[kind]
        if kind == "dual" and not b:
            continue
        img = render(tr(f"selva.res.{kind}", free=a, total=b), 11, colr, True)
        surface.blit(img, (x, R.top + 2))
        x += img.get_width() + 12
    items = [(u, e) for u, e in g.items() if e[1] in (f"hand_{side}", f"preparacion_{side}",
                                                      f"resources_{side}", f"elementos_{side}",
                                                      f"sigilos_{side}", f"leaving_{side}")]
    items.sort(key=lambda x: (x[1][1], x[1][0].x))
    mine = T.my_turn()
    for u, (r, zone, up, is_tapped) in items:
        real = isinstance(u, int)
        T.last_rects[u] = r
        if zone.startswith("hand_") and side == "north":
            surface.blit(F.card_back(BACK_N), r)
            _mark(T, zone, UNKNOWN, False)
            continue
        c = T.card(v, u) if real else None
        if not up or c is None:
            size = (r.w, r.h)
            surface.blit(F.card_back(size), r)
            _mark(T, zone, u if real else UNKNOWN, False)
            if zone.startswith("sigilos_"):
                _flash_frame(T, surface, v.sigilos[seat][u[2]] if not real else u, r)
            if zone.startswith("sigilos_"):
                img = render(tr("selva.info.face_down"), 9, (220, 210, 170), True)
                surface.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - 2)))
            continue
        if zone.startswith("leaving_"):
            size = COMBAT
            pygame.draw.rect(surface, RED, r.inflate(8, 8), 3, border_radius=8)
            tag = render(tr("selva.info.leaving"), 10, (255, 255, 255), True)
            box = tag.get_rect(midleft=(r.right + 8, r.centery)).inflate(8, 4)
            pygame.draw.rect(surface, (150, 40, 36), box, border_radius=5)
            surface.blit(tag, tag.get_rect(center=box.center))
        elif zone.startswith("hand_"):
            size = HAND
        elif zone.startswith("preparacion_"):
            size = PREP
        elif zone.startswith("resources_"):
            size = RES
        else:
            size = SLOT
        img = T.face(c, size)
        if is_tapped:
            img = F.tapped(img)
        if real and (u in usable or u in hl_targets) and mine:
            col = (255, 240, 170) if u == T.hover else HILITE
            pygame.draw.rect(surface, col, r.inflate(6, 6), 3, border_radius=8)
        surface.blit(img, r)
        _mark(T, zone, u, True)
        _flash_frame(T, surface, u, r)
        if zone.startswith("hand_") and mine and u not in usable:
            surface.blit(T._panel(r.size, fill=(0, 0, 0), alpha=80, width=0, radius=6), r)
        if zone.startswith("sigilos_"):
            tag = render(tr("selva.info.set"), 9, (255, 255, 255), True)
            box = tag.get_rect(midbottom=(r.centerx, r.bottom - 1)).inflate(6, 2)
            pygame.draw.rect(surface, (60, 50, 110), box, border_radius=4)
            surface.blit(tag, tag.get_rect(center=box.center))
        if zone.startswith("preparacion_"):
            _animal_marks(T, surface, v, u, r, damage, mods, arrived)
    if T.selected is not None:
        r = g.get(T.selected, (None,))[0]
        if r is not None:
            pygame.draw.rect(surface, (255, 250, 200), r.inflate(10, 10), 4, border_radius=9)


def _flash_frame(T, surface, u, r) -> None:
    """A pulsing frame around a card that has just been played or has just acted."""
    left = T.flash.get(u)
    if not left:
        return
    pulse = 0.5 + 0.5 * math.sin(left * 9)
    col = (255, int(220 + 35 * pulse), int(150 + 100 * pulse))
    pygame.draw.rect(surface, col, r.inflate(8, 8), 2, border_radius=8)


def _animal_marks(T, surface, v, u, r, damage, mods, arrived) -> None:
    c = T.card(v, u)
    if c is None or c.type != "animal":
        return
    a, d = T.stats(v, u)
    dmg = damage.get(u, 0)
    if (a, d) != (c.attack, c.defence) or dmg:
        sr = 10
        F.stat_circle(surface, a, (r.left + sr, r.bottom - sr), sr, "attack", a - c.attack)
        F.stat_circle(surface, d, (r.right - sr, r.bottom - sr), sr, "defence", d - c.defence)
    if dmg:
        img = render(f"−{dmg}", 14, (255, 255, 255), True)
        box = img.get_rect(topright=(r.right + 4, r.top - 4)).inflate(8, 2)
        pygame.draw.rect(surface, (200, 30, 30), box, border_radius=7)
        pygame.draw.rect(surface, (255, 220, 220), box, 1, border_radius=7)
        surface.blit(img, img.get_rect(center=box.center))
    m = mods.get(u)
    if m and tuple(m) != (0, 0):
        ma, md = m
        text = f"{ma:+d}/{md:+d}"
        img = render(text, 11, (20, 20, 20), True)
        box = img.get_rect(midtop=(r.centerx, r.top - 4)).inflate(6, 2)
        pygame.draw.rect(surface, (250, 220, 90), box, border_radius=5)
        surface.blit(img, img.get_rect(center=box.center))
    elif u in arrived and not c.has("veloz"):
        img = render(tr("selva.info.new"), 9, (230, 230, 230), True)
        box = img.get_rect(midtop=(r.centerx, r.top + 2)).inflate(6, 2)
        pygame.draw.rect(surface, (40, 60, 90), box, border_radius=4)
        surface.blit(img, img.get_rect(center=box.center))


def _draw_name(T, surface, v, side, seat) -> None:
    R = T.R[f"name_{side}"]
    cur = T.current()
    turn = v.turn
    is_cur = cur == seat
    col = SOUTH_COL if side == "south" else NORTH_COL
    surface.blit(T._panel(R.size, fill=(40, 50, 44) if is_cur else PANEL, alpha=232,
                             edge=GOLD if is_cur else col, width=3 if is_cur else 2), R)
    name = T.player_name(seat)
    if side == "south" and T.humans and T._is_human(seat):
        name += f" ({tr('selva.you')})"
    wins = v.wins
    stars = "★" * wins[seat] + "☆" * max(0, 2 - wins[seat])
    img = render(ellipsize(name, 14, R.w - 50, True), 14, INK, True)
    surface.blit(img, (R.left + 8, R.top + 4))
    img = render(stars, 14, GOLD, True)
    surface.blit(img, img.get_rect(topright=(R.right - 6, R.top + 3)))
    kind = tr(f"selva.kind.{T.kinds[seat]}")
    mine = side == "south" and T._is_human(seat)
    in_turn = phase_key(v) is not None and turn == seat
    if in_turn:
        kind = "▶ " + tr("selva.info.your_turn" if mine else "selva.info.its_turn")
    elif phase_key(v) is None and cur == seat:
        kind = "▶ " + tr("selva.info.deciding")
    turn = seat if in_turn or (phase_key(v) is None and cur == seat) else None
    img = render(ellipsize(kind, 11, R.w - 16, turn == seat), 11, GOLD if turn == seat else MUTED, turn == seat)
    surface.blit(img, (R.left + 8, R.top + 22))
    if side == "south":
        y = R.top + 40
        lines = [tr("selva.info.hand", count=len(v.hand[seat]), limit=T.hand_limit())]
        if is_cur and not T.my_turn() and T._is_human(seat):
            lines.append(tr("selva.info.hidden"))
        for line in lines:
            for part in wrap(line, 12, R.w - 16)[:2]:
                surface.blit(render(part, 12, MUTED), (R.left + 8, y))
                y += 15
        if is_cur and T.my_turn():
            img = render(tr("selva.info.decide"), 13, GOLD, True)
            surface.blit(img, (R.left + 8, R.bottom - 22))
    else:
        img = render(tr("selva.info.cards_short", count=len(v.hand[seat])), 11, MUTED)
        surface.blit(img, img.get_rect(topright=(R.right - 6, R.top + 23)))


def _draw_alfa(T, surface, v, side, seat) -> None:
    R = T.R[f"alfa_{side}"]
    alfa = v.alfa[seat]
    c = T.pcard(alfa)
    r = pygame.Rect(R.left, R.top, *ALFA)
    if c is None:
        surface.blit(F.card_back(ALFA), r)
        img = render(ellipsize(tr("selva.info.alfa_hidden"), 10, R.w, True), 10, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, r.bottom + 3)))
        return
    surface.blit(T.face(c, ALFA), r)
    T.last_rects[("alfa", side)] = r
    life = v.life[seat]
    mx = v.max_life[seat]
    # the life, big, over the printed life
    sx, sy, sr = F.alfa_life_spot(c, i18n.language(), ALFA)
    lr = sr + 3
    centre = (r.left + sx, r.top + sy)
    pygame.draw.circle(surface, (20, 16, 16), centre, lr + 2)
    pygame.draw.circle(surface, (200, 36, 50) if life > 5 else (255, 60, 40), centre, lr)
    pygame.draw.circle(surface, (255, 230, 230), centre, lr, 2)
    img = render(str(max(0, life)), 24, (255, 255, 255), True)
    surface.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
    img = render(tr("selva.info.life", life=max(0, life), max=mx), 12, INK, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, r.bottom + 3)))
    # Alfa's hover zoom
    if T.hover_zone == f"alfa_{side}":
        pygame.draw.rect(surface, GOLD, r.inflate(4, 4), 2, border_radius=8)


def _draw_piles(T, surface, v, side, seat) -> None:
    for pile in PILES:
        R = T.R[f"{pile}_{side}"]
        n = len(getattr(v, pile)[seat])
        hover = T.hover_zone == f"{pile}_{side}"
        surface.blit(T._panel(R.size, fill=(26, 34, 30), alpha=235, edge=GOLD if hover else PANEL_EDGE,
                                 width=1, radius=6), R)
        # the name on top; below it a small card (a back, or the top card of an open pile) and the count
        label = tr(f"selva.zone.{pile}")
        img = render(ellipsize(label, 10, R.w - 6, True), 10, MUTED, True)
        surface.blit(img, (R.left + 4, R.top + 2))
        mini = pygame.Rect(R.left + 4, R.top + 14, 16, 22)
        top = None
        if pile in ("cementerio", "aislamiento") and n:
            top = T.card(v, getattr(v, pile)[seat][-1])
        if n and top is not None:
            surface.blit(T.face(top, (16, 22)), mini)
        elif n:
            surface.blit(F.card_back((16, 22)), mini)
        else:
            pygame.draw.rect(surface, (50, 62, 56), mini, 1, border_radius=3)
        img = render(str(n), 15, INK, True)
        surface.blit(img, img.get_rect(midleft=(R.left + 26, mini.centery)))
        if pile == "aislamiento" and side == "south" and T.my_turn() and T._recoverable():
            pygame.draw.rect(surface, HILITE, R.inflate(2, 2), 2, border_radius=7)

# -- combat: arrows from each attacker to its blocker (or to the Alfa), with the preview


def _draw_combat(T, surface, v) -> None:
    g = T._geom()
    T.arrows_drawn = []
    attackers = v.attackers
    blocks = v.blocks
    usable = T.usable_targets()
    hl_targets = set(T._opts.get("target", {})) if T.my_turn() else set()
    damage = v.damage
    mods = v.mods
    turn = v.turn
    prev = {p.get("attacker"): p for p in T.preview() if isinstance(p, dict)}
    mine = T.my_turn()
    slot = combat_slot(T.R, len(attackers))
    for a, t in attackers:
        e = g.get(a)
        if e is None:
            continue
        ra = e[0]
        b = blocks.get(a)
        rb = g.get(b[0])[0] if b is not None and g.get(b[0]) else None
        for u, r in ((a, ra), (b[0] if b else None, rb)):
            if u is None or r is None:
                continue
            c = T.card(v, u)
            if c is None:
                continue
            img = T.face(c, COMBAT)
            if e[3] if u == a else g[u][3]:
                img = F.tapped(img)
            if mine and (u in usable or u in hl_targets or u == T.block_for):
                col = (255, 240, 170) if u in (T.hover, T.block_for) else HILITE
                pygame.draw.rect(surface, col, r.inflate(6, 6), 3, border_radius=8)
            surface.blit(img, r)
            _flash_frame(T, surface, u, r)
            T.last_rects[u] = r
            side = "south" if (u == a) == (turn == T.seat) else "north"
            _mark(T, f"combat_{side}", u, True)
            _animal_marks(T, surface, v, u, r, damage, mods, set())
        # the arrow, straight across from the attacker to its blocker (or on towards the Alfa);
        # the day/night of each at its end, the outcome preview to its right
        down = turn != T.seat          # the opponent attacks downwards
        x = ra.centerx
        p = prev.get(a)
        dy = 1 if down else -1
        y0 = ra.bottom + 2 if down else ra.top - 2
        if rb is not None:
            y1 = rb.top - 2 if down else rb.bottom + 2
        else:
            y1 = y0 + 56 * dy
        held = bool(p and p.get("held"))
        _arrow(surface, (x, y0), (x, y1), RED if rb is None and not held else (240, 200, 120))
        F.time_icon(surface, t, (x - 13, y0 + 8 * dy), 7)
        info = {"attacker": a, "blocker": b[0] if b else None, "time": t}
        if b is not None:
            F.time_icon(surface, b[1], (x - 13, y1 - 8 * dy), 7)
            if b[1] != t:
                img = render("−1", 11, (255, 170, 90), True)
                surface.blit(img, img.get_rect(midright=(x - 22, y1 - 8 * dy)))
                info["penalty"] = True
        labels = []
        if p:
            if p.get("blocker") is not None and p.get("attack") is not None and p.get("defence") is not None:
                labels.append((tr("selva.preview.versus", attack=p["attack"], defence=p["defence"]), INK))
            if p.get("to_alfa"):
                labels.append((tr("selva.preview.to_alfa", amount=p["to_alfa"]), RED))
            if p.get("blocker_dies"):
                labels.append((tr("selva.preview.blocker_dies"), (255, 190, 120)))
            if p.get("attacker_dies"):
                labels.append((tr("selva.preview.attacker_dies"), (255, 190, 120)))
            if not labels:
                labels.append((tr("selva.preview.nothing"), MUTED))
            info["preview"] = p
        elif rb is None and T.preview_time(v):
            labels.append((tr("selva.preview.unblocked"), RED))
        if p and p.get("held"):
            labels = [(tr("selva.preview.held"), MUTED)]
        room = max(40, slot - ra.w // 2 - 12)
        lh = 13
        yy = (y0 + y1) // 2 - lh * len(labels) // 2
        for text, col in labels:
            img = render(ellipsize(text, 10, room, True), 10, col, True)
            box = img.get_rect(midleft=(x + 7, yy + lh // 2)).inflate(6, 1)
            surface.blit(T._panel(box.size, fill=(16, 20, 18), alpha=230, edge=col, width=1, radius=4), box)
            surface.blit(img, img.get_rect(center=box.center))
            yy += lh
        T.arrows_drawn.append(info)


def _arrow(surface, start, end, col) -> None:
    pygame.draw.line(surface, (10, 10, 10), start, end, 6)
    pygame.draw.line(surface, col, start, end, 3)
    dx, dy = end[0] - start[0], end[1] - start[1]
    ln = math.hypot(dx, dy) or 1
    ux, uy = dx / ln, dy / ln
    px, py = -uy, ux
    k = 8
    pts = [(end[0] + ux * 2, end[1] + uy * 2), (end[0] - ux * k + px * k * 0.7, end[1] - uy * k + py * k * 0.7),
           (end[0] - ux * k - px * k * 0.7, end[1] - uy * k - py * k * 0.7)]
    pygame.draw.polygon(surface, col, pts)

# -- phase track, prompt, buttons, match panel, zoom, chooser, floats, banner


def _draw_phases(T, surface, v) -> None:
    R = T.R["phases"]
    surface.blit(T._panel(R.size, alpha=230), R)
    pk = phase_key(v)
    turn = v.turn
    if pk and turn in (0, 1):
        title = tr("selva.phases.turn", n=v.turn_no, name=T.player_name(turn))
    else:
        title = tr(f"selva.setup.{v.phase}")
    img = render(ellipsize(title, 12, R.w - 12, True), 12, GOLD, True)
    surface.blit(img, (R.left + 8, R.top + 6))
    y = R.top + 26
    for ph in PHASE_ORDER:
        on = ph == pk
        r = pygame.Rect(R.left + 6, y, R.w - 12, 22)
        if on:
            pygame.draw.rect(surface, (90, 76, 30), r, border_radius=5)
            pygame.draw.rect(surface, GOLD, r, 1, border_radius=5)
        label = tr(f"selva.phase.{ph}")
        if on and v.phase == "respond":
            label += " · " + tr("selva.phases.window")
        size = fit_size(label, 12, r.w - 10, on, low=9)
        img = render(ellipsize(label, size, r.w - 10, on), size, INK if on else MUTED, on)
        surface.blit(img, img.get_rect(midleft=(r.left + 6, r.centery)))
        y += 24


def _draw_prompt(T, surface, v) -> None:
    R = T.R["prompt"]
    head, text = prompt_text(T)
    T.prompt_shown = (head, text)
    mine = T.my_turn()
    surface.blit(T._panel(R.size, fill=(52, 44, 20) if mine else PANEL, alpha=240,
                             edge=GOLD if mine else PANEL_EDGE, width=2), R)
    hcol = GOLD if mine else INK
    himg = render(ellipsize(head, 13, R.w - 16, True), 13, hcol, True)
    surface.blit(himg, (R.left + 8, R.top + 2))
    if text:
        size = fit_size(text, 12, R.w - 16, low=10)
        surface.blit(render(ellipsize(text, size, R.w - 16), size, INK if mine else MUTED), (R.left + 8, R.top + 19))


def _draw_buttons(T, surface) -> None:
    specs = T.button_specs()
    for i, b in enumerate(T.buttons):
        if i >= len(specs):
            b.enabled = False
            b.hover = False
            continue
        label, _, gold, _ = specs[i]
        b.label = label
        b.enabled = gold is not None        # None: shown dimmed (a click still explains why)
        b.size = 15 if text_width(label, 15, True) < b.rect.w - 10 else 12
        if text_width(label, b.size, True) > b.rect.w - 8:
            b.label = ellipsize(label, 12, b.rect.w - 8, True)
        b.draw(surface)
        b.enabled = True
        if gold:
            pygame.draw.rect(surface, GOLD, b.rect.inflate(4, 4), 2, border_radius=10)


def _draw_match(T, surface, v) -> None:
    R = T.R["match"]
    surface.blit(T._panel(R.size, alpha=240), R)
    wins = v.wins
    title = tr("selva.match.title", game=v.game_no)
    img = render(title, 14, GOLD, True)
    surface.blit(img, (R.left + 10, R.top + 6))
    # the score, big: games won
    a, b = T.player_name(0), T.player_name(1)
    left = render(ellipsize(a, 14, 90, True), 14, INK, True)
    right = render(ellipsize(b, 14, 90, True), 14, INK, True)
    score = render(f"{wins[0]} – {wins[1]}", 26, GOLD, True)
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
        surface.blit(render(ellipsize(line, 11, R.w - 20), 11, MUTED), (R.left + 10, y))
        y += 14
    if not hist:
        surface.blit(render(tr("selva.match.first_to"), 11, MUTED), (R.left + 10, y))


def _zoom_target(T, v):
    """(card, extra lines) to show large now, or (None, lines) for a text panel."""
    if T.hover_zone and T.hover_zone.startswith("alfa_"):
        seat = T.side_seat(T.hover_zone.split("_")[1])
        c = T.pcard(v.alfa[seat])
        life = v.life[seat]
        mx = v.max_life[seat]
        return c, ([tr("selva.info.life", life=max(0, life), max=mx)] if c is not None else [])
    if T.hover_zone == "bosque_north" or T.hover_zone == "bosque_south":
        seat = T.side_seat(T.hover_zone.split("_")[1])
        return None, _decklist_lines(T, v, seat)
    if T.hover_zone and T.hover_zone.split("_")[0] in ("cementerio", "aislamiento", "reserva"):
        pile, side = T.hover_zone.split("_")
        seat = T.side_seat(side)
        if pile == "reserva" and (side == "north" or not T.face_up()):
            return None, [tr("selva.zoom.reserva_hidden", name=T.player_name(seat),
                             count=len(v.reserva[seat]))]
        cards = [T.cname(T.pidx(v, u)) for u in reversed(getattr(v, pile)[seat]) if T.pidx(v, u) >= 0]
        return None, [tr("selva.zoom.pile", zone=T.zone_name(pile), name=T.player_name(seat),
                         count=len(cards))] + cards
    if T.hover is not None and isinstance(T.hover, int):
        c = T.card(v, T.hover)
        if c is None:
            return None, []
        lines = []
        if c.type == "animal":
            a, d = T.stats(v, T.hover)
            dmg = v.damage.get(T.hover, 0)
            if (a, d) != (c.attack, c.defence) or dmg:
                lines.append(tr("selva.zoom.now", attack=a, defence=d))
            if dmg:
                lines.append(tr("selva.zoom.damage", amount=dmg))
        return c, lines
    pend = v.pending
    if v.phase == "target" and pend is not None and (T.my_turn() or not T._is_human(T.current())):
        # the card waiting for its target (played openly)
        c = T.card(v, pend["uid"])
        if c is None:
            c = T.pcard(pend["card"])
        if c is not None:
            return c, [tr("selva.zoom.pending", name=T.player_name(pend["seat"]))]
    return None, []


def _decklist_lines(T, v, seat) -> list[str]:
    dl = v.decklist
    if not dl or dl[seat] is None:
        return [tr("selva.zoom.decklist_private", name=T.player_name(seat),
                   count=len(v.bosque[seat]))]
    lines = [tr("selva.zoom.decklist", name=T.player_name(seat), count=len(v.bosque[seat]))]
    d = dl[seat] or {}
    items = sorted(d.items(), key=lambda x: (T.pcard(x[0]).type if T.pcard(x[0]) else "", T.cname(x[0])))
    for p, n in items:
        lines.append(f"{n}× {T.cname(p)}")
    return lines


def _draw_zoom(T, surface, v) -> None:
    c, lines = _zoom_target(T, v)
    T.zoom_drawn = c.id if c is not None else (lines[0] if lines else None)
    if c is None and not lines:
        return
    R = T.R["zoom"]
    if c is None:
        # a text panel (the open decklist)
        surface.blit(T._panel(R.size, alpha=248, edge=GOLD), R)
        y = R.top + 8
        for part in wrap(lines[0], 13, R.w - 20, True)[:2]:
            surface.blit(render(part, 13, GOLD, True), (R.left + 10, y))
            y += 17
        y0 = y + 4
        per = max(1, (R.bottom - y0 - 6) // 15)
        cols = 1 if len(lines) - 1 <= per else 2
        colw = (R.w - 20) // cols
        for i, line in enumerate(lines[1:]):
            col_i, row = divmod(i, per)
            if col_i >= cols:
                break
            surface.blit(render(ellipsize(line, 11, colw - 4), 11, INK),
                         (R.left + 10 + col_i * colw, y0 + row * 15))
        return
    face = T.face(c, ZOOM)
    r = face.get_rect(midtop=(R.centerx, R.top + 4))
    box = pygame.Rect(R.left, R.top, R.w, r.h + 12 + 18 * len(lines))
    surface.blit(T._panel(box.size, fill=(12, 14, 14), alpha=255, edge=GOLD, width=1), box)
    surface.blit(face, r)
    y = r.bottom + 4
    for line in lines:
        img = render(ellipsize(line, 13, R.w - 16, True), 13, (250, 220, 120), True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
        y += 18


def _draw_chooser(T, surface, v) -> None:
    area = chooser_area()
    surface.blit(T._panel(area.size, fill=(20, 26, 24), alpha=252, edge=GOLD, width=2), area)
    title = T.chooser["title"]
    surface.blit(render(ellipsize(title, 14, area.w - 20, True), 14, GOLD, True), (area.left + 10, area.top + 8))
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
            surface.blit(T._panel(r.size, fill=(0, 0, 0), alpha=110, width=0, radius=6), r)
        _mark(T, "chooser", u, True)


def _draw_floats(T, surface) -> None:
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


def _draw_banner(T, surface) -> None:
    title, sub, _ = T.banner
    R = T.R["banner"]
    surface.blit(T._panel(R.size, fill=(24, 28, 30), alpha=240, edge=GOLD, width=3, radius=12), R)
    img = render(ellipsize(title, 28, R.w - 20, True), 28, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 18)))
    img = render(ellipsize(sub, 20, R.w - 20, True), 20, INK, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 70)))
