"""Drawing the Selva table (everything the scene shows, from the seat's view): the two halves (name,
Alfa, piles, strip of chips, the row of animals), the combat band with its arrows and outcome, the
phase track with the priority marker, the prompt and its buttons, the hand, the match panel and the
log. What is drawn over the table (zoom, choice strip, spotlight, banner, floating numbers, slides) is
``game.selva.overlays``. Each function takes the surface and what it draws: the frame's
:class:`~game.selva.look.Look` ``k`` (built by the table) and the :class:`~game.selva.look.Shown` record
it fills; it never sees the table. Cards come from ``game.selva.faces``. Every word is drawn at 12 px
or more and never cut (``game.text`` reports any that would be)."""
from __future__ import annotations

import math

import pygame

from game import i18n
from game.i18n import tr, tr_n
from game.palette import pick
from game.selva import faces as F
from game.selva.geometry import ALFA, BACK_N, CHIP_PIC, PILES, UNKNOWN, chip_lines
from game.selva.prompt import phase_key, preview_time, priority_seat, prompt_text
from game.selva.shapes import arrow
from game.table.paint import GOLD, PANEL, PANEL_EDGE, panel
from game.text import condense, ellipsize, fit_size, fits, real_size, render, report, text_width, wrap, wrap_fit
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

_backgrounds: dict = {}          # the felt and frame, painted once per layout


def _background(R) -> pygame.Surface:
    key = tuple(tuple(R[z]) for z in ("strip_north", "preparacion_north", "strip_south", "preparacion_south",
                                      "combat"))
    bg = _backgrounds.get(key)
    if bg is None:
        bg = pygame.Surface((1280, 720)).convert()
        bg.fill(BG)
        table = pygame.Rect(2, 2, 994, 716)
        pygame.draw.rect(bg, FELT_DARK, table, border_radius=14)
        pygame.draw.rect(bg, FELT, table.inflate(-6, -6), border_radius=12)
        for side in ("north", "south"):
            for part in ("strip", "preparacion"):
                Z = R[f"{part}_{side}"]
                pygame.draw.rect(bg, ZONE, Z, border_radius=8)
                pygame.draw.rect(bg, ZONE_EDGE, Z, 1, border_radius=8)
        C = R["combat"]
        pygame.draw.rect(bg, BAND, C.inflate(0, -8), border_radius=6)
        pygame.draw.line(bg, (70, 110, 76), (C.left + 8, C.centery), (C.right - 8, C.centery), 1)
        _backgrounds[key] = bg
    return bg


def draw_table(surface: pygame.Surface, k, shown) -> None:
    """The table under its log, chrome and overlays: both halves, the combat, the phases, the prompt,
    the action buttons and the match panel of the frame ``k`` (a Look); ``shown`` records the frame."""
    surface.blit(_background(k.R), (0, 0))
    shown.begin()
    _draw_zone_labels(surface, k)
    for side in ("north", "south"):
        _draw_side(surface, k, shown, side)
    _draw_combat(surface, k, shown)
    _draw_phases(surface, k, shown)
    _draw_prompt(surface, k, shown)
    _draw_buttons(surface, k)
    _draw_match(surface, k, shown)


def _label(surface, text, pos, anchor="topright", colour=LABEL, bold=True) -> None:
    img = render(text, 12, colour, bold)
    surface.blit(img, img.get_rect(**{anchor: pos}))


def _draw_zone_labels(surface, k) -> None:
    for side in ("north", "south"):
        R = k.R[f"preparacion_{side}"]
        pos = (R.right - 8, R.top + 3) if side == "north" else (R.right - 8, R.bottom - 3)
        _label(surface, tr("selva.zone.preparacion"), pos, "topright" if side == "north" else "bottomright")
        if not k.chips.get(side):
            S = k.R[f"strip_{side}"]
            _label(surface, tr("selva.info.strip_empty"), (S.left + 10, S.centery), "midleft", MUTED, False)
    C = k.R["combat"]
    if not k.v.attackers:
        _label(surface, tr("selva.zone.combat"), (C.right - 8, C.centery), "midright")


def _badge(surface, text, pos, bg, anchor="topleft", fg=(255, 255, 255), room: int | None = None) -> pygame.Rect:
    """A small tag; ``room``: the width it must keep within (condensed, else in two lines; reported
    when even that does not fit)."""
    lines = [text]
    if room is not None and not fits(text, 12, room - 8, True):
        lines = wrap_fit(text, 12, room - 8, 2, True, hyphens=False)
        if lines is None:
            report("overflow", text, 12, room - 8)
            lines = [text]
    imgs = [render(x, 12, fg, True) for x in lines]
    lh = real_size(12) + 1
    w = max(i.get_width() for i in imgs)
    h = imgs[0].get_height() + lh * (len(imgs) - 1)
    box = pygame.Rect(0, 0, w, h)
    setattr(box, anchor, pos)
    box = box.inflate(8, 2)
    pygame.draw.rect(surface, bg, box, border_radius=6)
    pygame.draw.rect(surface, (250, 250, 240), box, 1, border_radius=6)
    for i, img in enumerate(imgs):
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.top + 1 + i * lh)))
    return box


def _draw_side(surface, k, shown, side: str) -> None:
    seat = k.side_seat(side)
    hl_targets = set(k.targets.get("target", {})) if k.my_turn else set()
    _draw_name(surface, k, side, seat)
    _draw_alfa(surface, k, shown, side, seat)
    _draw_piles(surface, k, side, seat)
    _draw_strip(surface, k, shown, side, k.usable | hl_targets)
    items = [(u, e) for u, e in k.geom.items() if e[1] in (f"hand_{side}", f"preparacion_{side}",
                                                           f"combat_{side}", f"leaving_{side}")]
    items.sort(key=lambda x: (x[1][1].startswith("hand"), x[1][0].x))
    for u, (r, zone, up, is_tapped) in items:
        shown.last_rects[u] = r
        _draw_card(surface, k, shown, u, r, zone, up, is_tapped, side, hl_targets)
    if k.selected is not None:
        e = k.geom.get(k.selected)
        if e is not None:
            pygame.draw.rect(surface, (255, 250, 200), e[0].inflate(10, 10), 4, border_radius=10)
    _draw_north_hand_count(surface, k, side, seat)


def _draw_card(surface, k, shown, u, r, zone, up, is_tapped, side, hl_targets) -> None:
    """One card of a hand or a row: its face or back, the frames that say it may be used, its marks."""
    real = isinstance(u, int)
    if zone.startswith("hand_") and side == "north":
        surface.blit(F.card_back(BACK_N), r)
        shown.mark(zone, UNKNOWN, False)
        return
    if real and k.motion.slides.moving(("card", u)):
        shown.mark(zone, u, up)
        return
    c = k.card(u) if real else None
    if not up or c is None:
        surface.blit(F.card_back(r.size), r)
        shown.mark(zone, u if real else UNKNOWN, False)
        return
    mine = k.my_turn
    img = F.face(c, r.size)
    if is_tapped and not zone.startswith("combat_"):
        img = F.tapped(img)
    if real and (u in k.usable or u in hl_targets or u == k.block_for) and mine:
        col = (255, 240, 170) if u in (k.hover, k.block_for) else HILITE
        pygame.draw.rect(surface, col, r.inflate(6, 6), 3, border_radius=9)
    if zone.startswith("leaving_"):
        pygame.draw.rect(surface, RED, r.inflate(8, 8), 3, border_radius=9)
    surface.blit(img, r)
    shown.mark(zone, u, True)
    _flash_frame(surface, k.motion.flash, u, r)
    if zone.startswith("hand_"):
        if mine and u not in k.usable:
            surface.blit(panel(r.size, fill=(0, 0, 0), alpha=80, width=0, radius=6), r)
        return
    _animal_marks(surface, k, shown, u, r, zone, is_tapped)


def _draw_north_hand_count(surface, k, side, seat) -> None:
    if side != "north":
        return
    Z = k.R["hand_north"]
    n = len(k.v.hand[seat])
    img = render(str(n), 16, INK, True)
    surface.blit(img, img.get_rect(midright=(Z.right - 4, Z.centery)))


def _flash_frame(surface, flash: dict, u, r) -> None:
    """A pulsing frame around a card that has just been played or has just acted."""
    left = flash.get(u)
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


def side_colour(side: str, seat: int) -> tuple:
    """A player's colour: the seat shown blue, the opponent red, or each seat's colour in the colour-blind
    palette (the name, the side and "you" tell them apart too)."""
    return pick(SOUTH_COL if side == "south" else NORTH_COL, seat)


def _animal_marks(surface, k, shown, u, r, zone, is_tapped) -> None:
    """What play changed on an animal: its stats now, damage, modifiers, new or turned, leaving."""
    v = k.v
    c = k.card(u)
    if c is None or c.type != "animal":
        return
    a, d = k.stats(u)
    dmg = v.damage.get(u, 0)
    if (a, d) != (c.attack, c.defence) or dmg:
        sa, sd = stat_spots(r)
        F.stat_circle(surface, a, sa, 12, "attack", a - c.attack)
        F.stat_circle(surface, d, sd, 12, "defence", d - c.defence)
    # the marks sit on the top of the picture, below the name's letters (faces._field_face)
    x = r.left + 5
    y = r.top + F.field_name_bottom(c, r.size) + 2
    mark = None
    if zone.startswith("leaving_"):
        mark = box = _badge(surface, tr("selva.info.leaving"), (x, y), (150, 40, 36), room=r.right - 3 - x)
        x = box.right + 2
    elif is_tapped and not zone.startswith("combat_"):
        mark = box = _badge(surface, tr("selva.info.tapped"), (x, y), (70, 70, 78), room=r.right - 3 - x)
        x = box.right + 2
    elif u in v.arrived and not c.has("veloz"):
        mark = box = _badge(surface, tr("selva.info.new"), (x, y), (40, 60, 100), room=r.right - 3 - x)
        x = box.right + 2
    shown.marks[u] = mark
    m = v.mods.get(u)
    if m and tuple(m) != (0, 0):
        _badge(surface, f"{m[0]:+d}/{m[1]:+d}", (x, y), (150, 120, 30))
    if dmg:
        _badge(surface, f"−{dmg}", (r.right - 5, y), (200, 30, 30), "topright")


def _draw_name(surface, k, side, seat) -> None:
    v = k.v
    R = k.R[f"name_{side}"]
    is_cur = k.current == seat
    col = side_colour(side, seat)
    surface.blit(panel(R.size, fill=(40, 50, 44) if is_cur else PANEL, alpha=232,
                       edge=GOLD if is_cur else col, width=3 if is_cur else 2), R)
    name = k.player_name(seat)
    if side == "south" and k.humans and k.is_human(seat):
        name = tr("selva.info.you_name", name=name)
    wins = v.wins
    stars = "★" * wins[seat] + "☆" * max(0, v.games_to_win - wins[seat])
    simg = render(stars, 14, GOLD, True)
    img = render(ellipsize(name, 14, R.w - simg.get_width() - 20, True), 14, INK, True)
    surface.blit(img, (R.left + 8, R.top + 3 - (1 if real_size(14) > 14 else 0)))
    surface.blit(simg, simg.get_rect(topright=(R.right - 6, R.top + 3)))
    _draw_seat_state(surface, k, R, side, seat)
    if priority_seat(v) == seat:
        _badge(surface, tr("selva.priority.badge"), (R.right - 6, _state_y(R)), (40, 90, 150), "topright")
    if side == "south":
        _draw_own_lines(surface, k, R, seat, is_cur)


def _state_y(R) -> int:
    """The top of the line under a name (higher in a short panel when the text is drawn larger)."""
    return min(R.top + 21, R.bottom - real_size(12) - 4)


def _draw_seat_state(surface, k, R, side, seat) -> None:
    """The line under a name: the seat's kind, or whose turn or decision it is."""
    kind = tr(f"setup.kind.{k.kinds[seat]}")
    mine = side == "south" and k.is_human(seat)
    pk = phase_key(k.v)
    in_turn = pk is not None and k.v.turn == seat
    lit = False
    if in_turn:
        kind = "▶ " + tr("selva.info.your_turn" if mine else "selva.info.its_turn")
        lit = True
    elif pk is None and k.current == seat:
        kind = "▶ " + tr("selva.info.deciding")
        lit = True
    img = render(ellipsize(kind, 12, R.w - 16, lit), 12, GOLD if lit else MUTED, lit)
    surface.blit(img, (R.left + 8, _state_y(R)))


def _draw_own_lines(surface, k, R, seat, is_cur) -> None:
    """The shown seat's hand size and limit, whether to decide, and the "pass until my turn" box."""
    y = R.top + 42
    lines = [tr_n("selva.info.hand", len(k.v.hand[seat]), limit=k.hand_limit())]
    if is_cur and not k.my_turn and k.is_human(seat):
        lines.append(tr("selva.info.hidden"))
    for line in lines:
        for part in wrap(line, 12, R.w - 16):
            surface.blit(render(part, 12, MUTED), (R.left + 8, y))
            y += real_size(12) + 3
    if is_cur and k.my_turn:
        img = render(tr("selva.info.decide"), 13, GOLD, True)
        surface.blit(img, (R.left + 8, y + 2))
    b = k.autopass_button
    if b is not None:
        _draw_button(surface, b, b.label, True if k.autopass else False)


def _draw_alfa(surface, k, shown, side, seat) -> None:
    v = k.v
    R = k.R[f"alfa_{side}"]
    c = k.pcard(v.alfa[seat])
    r = pygame.Rect(R.left, R.top, *ALFA)
    shown.last_rects[("alfa", side)] = r
    if c is None:
        surface.blit(F.card_back(ALFA), r)
        lines = wrap(tr("selva.info.alfa_hidden"), 12, R.w - 8, True)
        lh = real_size(12) + 3
        y0 = min(r.centery + 30, r.bottom - 36 - lh * len(lines))    # above the back's word
        for i, line in enumerate(lines):
            img = render(line, 12, GOLD, True)
            box = img.get_rect(center=(r.centerx, y0 + lh * i))
            surface.blit(panel(box.inflate(6, 2).size, fill=(10, 14, 12), alpha=200, width=0, radius=4),
                         box.inflate(6, 2))
            surface.blit(img, box)
        return
    surface.blit(F.face(c, ALFA), r)
    life = v.life[seat]
    # the life now, big, over the printed life
    sx, sy, sr = F.alfa_life_spot(c, i18n.language(), ALFA)
    lr = sr + 2
    centre = (r.left + sx, r.top + sy)
    pygame.draw.circle(surface, (20, 16, 16), centre, lr + 2)
    pygame.draw.circle(surface, (200, 36, 50) if life > 5 else (255, 60, 40), centre, lr)
    pygame.draw.circle(surface, (255, 230, 230), centre, lr, 2)
    img = render(str(max(0, life)), min(22, lr + 4), (255, 255, 255), True)
    surface.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
    if k.hover_zone == f"alfa_{side}":
        pygame.draw.rect(surface, GOLD, r.inflate(4, 4), 2, border_radius=8)


def _draw_piles(surface, k, side, seat) -> None:
    v = k.v
    for pile in PILES:
        R = k.R[f"{pile}_{side}"]
        n = len(getattr(v, pile)[seat])
        hover = k.hover_zone == f"{pile}_{side}"
        surface.blit(panel(R.size, fill=(26, 34, 30), alpha=235, edge=GOLD if hover else PANEL_EDGE,
                           width=1, radius=6), R)
        label = tr(f"selva.zone.{pile}")
        surface.blit(render(label, fit_size(label, 12, R.w - 8), MUTED), (R.left + 5, R.top + 2))
        mini = pygame.Rect(R.left + 5, R.top + 18, 13, 17)
        top = None
        if pile in ("cementerio", "aislamiento") and n:
            top = k.card(getattr(v, pile)[seat][-1])
        if n and top is not None:
            pygame.draw.rect(surface, F.card_colour(top), mini, border_radius=2)
        elif n:
            surface.blit(F.card_back(mini.size), mini)
        else:
            pygame.draw.rect(surface, (50, 62, 56), mini, 1, border_radius=2)
        img = render(str(n), 15, INK, True)
        surface.blit(img, img.get_rect(midleft=(R.left + 24, mini.centery)))
        if pile == "aislamiento" and side == "south" and k.my_turn and k.recoverable:
            pygame.draw.rect(surface, HILITE, R.inflate(2, 2), 2, border_radius=7)


def _draw_strip(surface, k, shown, side, lit: set) -> None:
    """Resources (grouped, untapped/total), Elementos and Sigilos as named chips with their picture."""
    for it in k.chips.get(side, []):
        if it["kind"] != "resources" and k.motion.slides.moving(("card", it["uids"][0])):
            continue
        _draw_chip(surface, k, it, k.my_turn and any(u in lit for u in it["uids"]))
        r = it["rect"]
        for u in it["uids"]:
            shown.last_rects[u] = r
            _flash_frame(surface, k.motion.flash, u, r)
        if it["kind"] == "sigilos":
            shown.mark(f"sigilos_{side}", it["uids"][0] if it["up"] else UNKNOWN, it["up"])
        else:
            for u in it["uids"]:
                shown.mark(f"{it['kind']}_{side}", u, True)


def _draw_chip(surface, k, it, usable: bool) -> None:
    """One chip of a strip: its picture, its name (unless the strip is full) and its count."""
    r = it["rect"]
    c = it["card"]
    tapped = it["kind"] != "sigilos" and all(u in k.v.tapped for u in it["uids"])
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
    lh = real_size(12) + 2
    y = r.centery - lh * len(lines) // 2
    for line in lines:
        surface.blit(render(line, 12, col, True), (pic.right + 5, y))
        y += lh
    if count:
        img = render(count, 14, GOLD if not tapped else MUTED, True)
        surface.blit(img, img.get_rect(midright=(r.right - 6, r.centery)))

# -- combat: arrows from each attacker to its blocker (or towards the Alfa), with the outcome


def _draw_combat(surface, k, shown) -> None:
    v = k.v
    g = k.geom
    shown.arrows = []
    prev = {p.get("attacker"): p for p in k.preview if isinstance(p, dict)}
    C = k.R["combat"]
    down = v.turn != k.seat          # the opponent attacks downwards
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
            labels = _outcome_labels(surface, k, a, p)
            info["preview"] = p
        elif rb is None and preview_time(v):
            labels.append((tr("selva.preview.unblocked"), RED))
        if held:
            labels = [(tr("selva.preview.held"), MUTED)]
        _draw_labels(surface, labels, x, (y0 + y1) // 2)
        shown.arrows.append(info)


def _outcome_labels(surface, k, a, p) -> list:
    """The outcome of attacker ``a``'s fight ``p`` (its labels), with "falls" on each card that falls."""
    labels = []
    if p.get("blocker") is not None and p.get("attack") is not None and p.get("defence") is not None:
        labels.append((tr("selva.preview.versus", attack=p["attack"], defence=p["defence"]), INK))
    if p.get("to_alfa"):
        labels.append((tr("selva.preview.to_alfa", amount=p["to_alfa"]), RED))
    if not labels:
        labels.append((tr("selva.preview.nothing"), MUTED))
    for key, uid in (("blocker_dies", p.get("blocker")), ("attacker_dies", a)):
        r = k.geom.get(uid, (None,))[0] if uid is not None else None
        c = k.card(uid) if r is not None else None
        if p.get(key) and c is not None:
            # on the picture, below the name
            y = r.top + F.field_name_bottom(c, r.size) + 16
            _badge(surface, "✗ " + tr("selva.preview.falls"), (r.centerx, y), (170, 40, 36), "midtop")
    return labels


def _draw_labels(surface, labels, x, mid) -> None:
    lh = real_size(12) + 3
    yy = mid - lh * len(labels) // 2
    for text, col in labels:
        img = render(text, 12, col, True)
        box = img.get_rect(midleft=(x + 8, yy + lh // 2)).inflate(6, 1)
        surface.blit(panel(box.size, fill=(16, 20, 18), alpha=235, edge=col, width=1, radius=4), box)
        surface.blit(img, img.get_rect(center=box.center))
        yy += lh

# -- phase track, prompt, buttons, match panel


def _draw_phases(surface, k, shown) -> None:
    v = k.v
    R = k.R["phases"]
    surface.blit(panel(R.size, alpha=230), R)
    pk = phase_key(v)
    turn = v.turn
    if pk and turn in (0, 1):
        title = tr("selva.phases.turn", n=v.turn_no, name=k.player_name(turn))
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
        mine = p == k.seat and k.humans and k.is_human(p)
        text = tr("selva.priority.you") if mine else tr("selva.priority.other", name=k.player_name(p))
        pygame.draw.rect(surface, (40, 90, 150) if mine else (70, 60, 90), r, border_radius=5)
        img = render(ellipsize(text, 12, r.w - 8, True), 12, INK, True)
        surface.blit(img, img.get_rect(center=r.center))
        shown.priority = text
    else:
        shown.priority = ""


def _draw_prompt(surface, k, shown) -> None:
    R = k.R["prompt"]
    head, text = prompt_text(k)
    shown.prompt = (head, text)
    mine = k.my_turn
    surface.blit(panel(R.size, fill=(52, 44, 20) if mine else PANEL, alpha=240,
                       edge=GOLD if mine else PANEL_EDGE, width=2), R)
    hcol = GOLD if mine else INK
    width = R.w - 16
    lh = real_size(12) + 1
    top = R.top + 19
    lines = _prompt_lines(text, width, max(1, min(3, (R.bottom + 2 - top) // lh))) if text else []
    if lines is None and (R.bottom + 2 - (R.top + 3)) // lh > (R.bottom + 2 - top) // lh:
        # larger text (a small window): the head gives its line to the words (the phase track and
        # the name panels tell whose turn and which phase it is)
        top = R.top + 3
        lines = _prompt_lines(text, width, max(1, min(3, (R.bottom + 2 - top) // lh)))
        head = ""
    if head:
        himg = render(ellipsize(head, 13, width, True), 13, hcol, True)
        surface.blit(himg, (R.left + 8, R.top + 3))
    if lines is None:                           # cut, and reported
        room = max(1, min(3, (R.bottom + 2 - top) // lh))
        lines = wrap(text, 12, width)
        lines = lines[:room - 1] + [ellipsize(" ".join(lines[room - 1:]), 12, width)]
    y = top
    for line in lines:
        surface.blit(render(line, 12, INK if mine else MUTED), (R.left + 8, y))
        y += lh


def _prompt_lines(text: str, width: int, room: int) -> list[str] | None:
    """The prompt's words in at most ``room`` lines: as they are, else condensed; None if they do not
    fit so."""
    lines = wrap(text, 12, width)
    if len(lines) <= room and all(text_width(x, 12) <= width for x in lines):
        return lines
    lines = wrap(text, 12, width, narrow=True)
    if len(lines) > room:
        return None
    for line in lines:
        condense(line, 12)
    return lines


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


def _draw_buttons(surface, k) -> None:
    for b, (label, gold) in zip(k.buttons, k.specs):
        _draw_button(surface, b, label, gold)


def _draw_match(surface, k, shown) -> None:
    v = k.v
    R = k.R["match"]
    surface.blit(panel(R.size, alpha=240), R)
    wins = v.wins
    title = tr_n("selva.match.title", v.games_to_win * 2 - 1, game=v.game_no)
    img = render(ellipsize(title, 14, R.w - 20, True), 14, GOLD, True)
    surface.blit(img, (R.left + 10, R.top + 6))
    a, b = k.player_name(0), k.player_name(1)
    score = render(f"{wins[0]} – {wins[1]}", 26, GOLD, True)
    side_w = (R.w - score.get_width()) // 2 - 16
    left = render(ellipsize(a, 14, side_w, True), 14, INK, True)
    right = render(ellipsize(b, 14, side_w, True), 14, INK, True)
    shown.score = (wins[0], wins[1])
    cy = R.top + 44
    surface.blit(score, score.get_rect(center=(R.centerx, cy)))
    surface.blit(left, left.get_rect(midright=(R.centerx - score.get_width() // 2 - 8, cy)))
    surface.blit(right, right.get_rect(midleft=(R.centerx + score.get_width() // 2 + 8, cy)))
    y = R.top + 64
    hist = v.history
    for h in hist[-2:]:
        w = h["winner"]
        life = h["life"]
        line = tr("selva.match.history", game=h["game"], name=k.player_name(w),
                  a=max(0, life[0]), b=max(0, life[1]))
        surface.blit(render(ellipsize(line, 12, R.w - 20), 12, MUTED), (R.left + 10, y))
        y += real_size(12) + 3
    if not hist:
        for line in wrap(tr_n("selva.match.first_to", v.games_to_win), 12, R.w - 20)[:2]:
            surface.blit(render(line, 12, MUTED), (R.left + 10, y))
            y += real_size(12) + 3
