"""Animal Duel's table drawn: the board and its cards, the hands (the viewer's, the rivals' along the top
edge, the partner's open hand), the clash animations and the slides. The side panels, piles, prompt,
zoom and banner are in :mod:`game.animal_duel.panels`.

Plain functions of the frame the table builds (:class:`game.animal_duel.look.DuelLook`: its view, its
selection, hover and keyboard focus, its animations, the geometry and the hands' layouts); what they drew
goes into a :class:`game.animal_duel.look.Shown` (``preview_shown``, ``drawn_hand``, ``zoom_drawn``,
``board_marks``, ``drawn`` rectangles) the table keeps for tests and for the slides. :func:`draw_under`
draws everything below the log and the chrome, :func:`draw_over` what goes above them. Nothing here
decides anything about the game or reads the table.
"""
from __future__ import annotations

import math

import pygame


from game.animal_duel.geometry import BACK_MINI, HAND_LABEL_W, NORTH_LABEL_W
from game.animal_duel import panels as P
from game.animal_duel.look import FINAL
from game.animal_duel.panels import PaintCache, bad, fitted, good, team_colour
from game.i18n import tr, tr_n
from game.table.paint import GOLD, panel
from game.text import render, zoom
from game.widgets import INK, MUTED
from rules.animal_duel.state import UNKNOWN

HILITE = (200, 170, 80)      # a cell that may be clicked
CELL = (26, 70, 56)
CELL_EDGE = (54, 104, 86)
COORD = (176, 200, 184)
# the two sides: the viewer's team (south) and the other (north), panels.side_colour; a frame colour
# plus the corner of the habitat tag and the side of the board tell them apart


# ------------------------------------------------------------------ drawing helpers
def _dim(size, alpha=110) -> pygame.Surface:
    return panel(size, fill=(0, 0, 0), alpha=alpha, width=0, radius=7)


def _board_surface(look, cache: PaintCache) -> pygame.Surface:
    """The empty grid with its coordinates, cached per board size and side."""
    geom = look.geom
    key = ("board", geom.size, look.my_team, zoom())
    surf = cache.boards.get(key)
    if surf is None:
        B = look.R["board"]
        surf = pygame.Surface((B.w + 40, B.h + 40), pygame.SRCALPHA)
        ox, oy = B.left - 20, B.top - 20
        n = geom.size
        cs = geom.cell_px
        first = geom.cell_rect_at(0, 0).move(-ox, -oy)
        grid = pygame.Rect(first.left, first.top, cs * n, cs * n)
        pygame.draw.rect(surf, (16, 44, 36), grid.inflate(8, 8), border_radius=8)
        pygame.draw.rect(surf, (88, 74, 48), grid.inflate(8, 8), 3, border_radius=8)
        for r in range(n):
            for c in range(n):
                cell = geom.cell_rect_at(r, c).move(-ox, -oy).inflate(-4, -4)
                pygame.draw.rect(surf, CELL, cell, border_radius=6)
                pygame.draw.rect(surf, CELL_EDGE, cell, 1, border_radius=6)
        # coordinates, as the viewer sees them (the log names cells this way)
        for i in range(n):
            img = render("ABCDE"[i], 12, COORD, True)
            surf.blit(img, img.get_rect(center=(grid.left + cs * i + cs // 2, grid.top - 11)))
            img = render(str(i + 1), 12, COORD, True)
            surf.blit(img, img.get_rect(center=(grid.left - 11, grid.top + cs * i + cs // 2)))
        cache.boards[key] = surf
    return surf


def _tile(look, card: int, team: int) -> pygame.Surface:
    """The board face of ``card`` played by ``team`` (turned when it sits across the table)."""
    return look.art.tile(card, look.geom.inner, look.turned(team))


# ------------------------------------------------------------------ the frame
def draw_under(surface: pygame.Surface, look, cache: PaintCache, shown) -> None:
    """Everything below the log and the chrome: the felt, the board, the hands, the panels."""
    v = look.v
    surface.blit(P.background(cache), (0, 0))
    B = look.R["board"]
    surface.blit(_board_surface(look, cache), (B.left - 20, B.top - 20))
    draw_board(surface, look, shown)
    draw_north_hands(surface, look, shown)
    for side in ("north", "south"):
        P.draw_team(surface, look, side, cache)
    P.draw_piles(surface, look, shown)
    P.draw_prompt(surface, look)
    P.draw_buttons(surface, look)
    draw_hand(surface, look, shown)
    draw_partner(surface, look, shown)
    P.draw_match(surface, v, look.R["match"])


def draw_over(surface: pygame.Surface, look, shown) -> None:
    """What goes over the log and the chrome: the zoom, the clash animations, the slides, the banner."""
    P.draw_zoom(surface, look, shown)
    draw_anims(surface, look, shown)
    look.slides.draw(surface)
    banner = look.banner
    shown.banner_drawn = None
    if banner is not None and not (banner[2] == FINAL and look.board_hovered):
        P.draw_banner(surface, banner, look.R["banner"])
        shown.banner_drawn = banner[:2]


# -- board
def draw_board(surface, look, shown) -> None:
    v, geom = look.v, look.geom
    n = v.size
    hl = look.highlighted
    inner = geom.inner
    shown.preview_shown = None
    shown.preview_tag = None
    shown.board_marks = {}
    shown.board_discs = {}
    placed_cell = next((a["cell"] for a in look.anims if a["kind"] == "place"), None)
    for cell in range(n * n):
        r = geom.cell_rect(cell)
        stack = v.board[cell]
        if cell in hl and not stack:
            pygame.draw.rect(surface, (60, 96, 60), r.inflate(-2, -2), border_radius=7)
        if not stack:
            continue
        if look.moving(("cell", cell)):
            stack = stack[:-1]              # the top card is still sliding in
            if not stack:
                continue
        _draw_stack(surface, look, shown, cell, stack, cell == placed_cell)
    # the cells a click may use, framed over whatever they hold
    for cell in hl:
        r = geom.cell_rect(cell).inflate(-2, -2)
        hover = cell == look.hover_cell
        pygame.draw.rect(surface, GOLD if hover else HILITE, r, 4 if hover or v.board[cell] else 2,
                         border_radius=7)
    if look.turn.first is not None:
        pygame.draw.rect(surface, (255, 240, 170), geom.cell_rect(look.turn.first).inflate(2, 2), 5,
                         border_radius=9)
    # the selected animal over a legal cell: a ghost of it and what the clashes would do
    if look.preview is not None:
        shown.preview_shown = look.preview
        _draw_preview(surface, look, shown, *look.preview)


def _draw_stack(surface, look, shown, cell: int, stack, placed: bool) -> None:
    """The top card of a cell (the covered one peeking out behind it), framed in its side's colour,
    with its marks: asleep, how many cards the stack holds, just placed."""
    inner = look.geom.inner
    badge = 12 if inner < 90 else 13
    card_rect = look.geom.tile_rect(cell)
    if len(stack) > 1:
        # the covered card peeks out: its edge shows behind the top one
        under = stack[-2]
        edge_r = card_rect.move(-4, -4)
        surface.blit(_tile(look, under[0], under[1]), edge_r)
        surface.blit(_dim((inner, inner), 130), edge_r)
        card_rect = card_rect.move(2, 2)
    card, team, asleep = stack[-1]
    col = team_colour(look, team)
    pygame.draw.rect(surface, col, card_rect.inflate(6, 6), 3, border_radius=9)
    surface.blit(_tile(look, card, team), card_rect)
    shown.drawn[("cell", cell)] = card_rect
    shown.drawn[("board_card", card)] = card_rect
    shown.board_discs[cell] = {e: v for e, (_, _, v) in look.art.discs(card, (inner, inner),
                                                                       look.turned(team)).items()}
    marks = shown.board_marks[cell] = set()
    # the marks go in the corners the tile leaves free (the habitat's tag and picture take two)
    turned = look.turned(team)
    if asleep:
        marks.add("asleep")
        surface.blit(_dim((inner, inner), 120), card_rect)
        pos, anchor = ((card_rect.left + 1, card_rect.top + 1), "topleft") if turned else \
            ((card_rect.right - 1, card_rect.bottom - 1), "bottomright")
        _badge(surface, tr("animal_duel.mark.asleep"), pos, (70, 90, 170), anchor, size=badge)
    if len(stack) > 1:
        marks.add(f"stack{len(stack)}")
        pos, anchor = ((card_rect.right - 1, card_rect.top + 1), "topright") if turned else \
            ((card_rect.left + 1, card_rect.bottom - 1), "bottomleft")
        _badge(surface, f"×{len(stack)}", pos, (150, 60, 40), anchor, size=badge)
    if placed:
        pygame.draw.rect(surface, GOLD, card_rect.inflate(10, 10), 2, border_radius=10)


def _badge(surface, text, pos, bg, anchor="topright", size=12) -> None:
    img = render(text, size, (255, 255, 255), True)
    box = img.get_rect().inflate(6, 2)
    setattr(box, anchor, pos)
    pygame.draw.rect(surface, bg, box, border_radius=6)
    pygame.draw.rect(surface, (255, 255, 255), box, 1, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))


def _discs_at(look, card: int, team: int, at: pygame.Rect) -> list[pygame.Rect]:
    """The squares around the strength discs of ``card`` (of ``team``) drawn as a tile at ``at``."""
    inner = look.geom.inner
    return [pygame.Rect(at.left + x - rad, at.top + y - rad, 2 * rad, 2 * rad)
            for (x, y), rad, _ in look.art.discs(card, (inner, inner), look.turned(team)).values()]


def disc_rects(look) -> list[pygame.Rect]:
    """Where the strength discs of the cards on top of the board's cells are drawn."""
    out = []
    for cell, stack in enumerate(look.v.board):
        if stack:
            card, team, _ = stack[-1]
            at = look.geom.tile_rect(cell).move(2, 2) if len(stack) > 1 else look.geom.tile_rect(cell)
            out += _discs_at(look, card, team, at)
    return out


def _draw_preview(surface, look, shown, card: int, cell: int, res: dict) -> None:
    v, geom = look.v, look.geom
    r = geom.cell_rect(cell)
    ghost = _tile(look, card, look.my_team).copy()
    ghost.set_alpha(190)
    gr = ghost.get_rect(center=r.center)
    if v.board[cell]:
        gr = gr.move(2, 2)
    surface.blit(ghost, gr)
    pygame.draw.rect(surface, GOLD, gr.inflate(6, 6), 3, border_radius=9)
    marks = [_clash_marker(surface, look, cell, nc, mine, theirs, v.turn & 1) for (nc, mine, theirs) in res["clashes"]]
    # a tag on the cell: the total
    parts = []
    if res["damage_to_opponent"]:
        parts.append(tr("animal_duel.preview.them", amount=res["damage_to_opponent"]))
    if res["damage_to_self"]:
        parts.append(tr("animal_duel.preview.you", amount=res["damage_to_self"]))
    if res.get("heal"):
        parts.append(tr("animal_duel.preview.heal", amount=res["heal"]))
    text, size = fitted(" · ".join(parts) if parts else tr("animal_duel.preview.none"), 13,
                        look.R["board"].w - 20, True)
    img = render(text, size, (255, 255, 255), True)
    # above the cell (as the damage will float up once placed), else below it: clear of the ghost's
    # numbers and of the clash markers
    # numbers: the clash markers and every strength disc on the board (the ghost's too); when every
    # place would cover one, no tag: the preview panel beside the board says it all
    area = look.R["board"].inflate(0, 36)
    keep_clear = marks + disc_rects(look) + _discs_at(look, card, look.my_team, gr)
    for anchor, pos in (("midbottom", (r.centerx, r.top + 6)), ("midtop", (r.centerx, r.bottom - 6)),
                        ("midbottom", (r.centerx, r.top - 2)), ("midtop", (r.centerx, r.bottom + 2)),
                        ("center", r.center)):
        box = img.get_rect(**{anchor: pos}).inflate(10, 4)
        box.clamp_ip(area)
        if box.collidelist(keep_clear) < 0:
            surface.blit(panel(box.size, fill=(20, 24, 28), alpha=235, edge=GOLD, width=1, radius=6), box)
            surface.blit(img, img.get_rect(center=box.center))
            shown.preview_tag = box
            return


def _clash_marker(surface, look, cell, nc, mine, theirs, placer_team: int, dmg_text: str | None = None,
                  grow: float = 1.0) -> pygame.Rect:
    """An arrow across the shared edge from the stronger animal to the weaker, with both strengths
    (the placed animal's first); green when the clash is good for the viewer's side, red if not."""
    a, b = look.geom.cell_rect(cell), look.geom.cell_rect(nc)
    ax, ay = a.center
    bx, by = b.center
    mx, my = (ax + bx) / 2, (ay + by) / 2
    ours = placer_team == look.my_team
    if mine == theirs:
        col, frm, to = (220, 220, 220), None, None
    elif mine > theirs:
        col, frm, to = good() if ours else bad(), (ax, ay), (bx, by)
    else:
        col, frm, to = bad() if ours else good(), (bx, by), (ax, ay)
    cs = look.geom.cell_px
    if frm is not None:
        _arrow(surface, frm, to, (mx, my), cs, col, grow)
    label = dmg_text or f"{mine}:{theirs}"
    img = render(label, 13 if dmg_text is None else 16, (255, 255, 255), True)
    box = img.get_rect(center=(int(mx), int(my))).inflate(8, 2)
    off = cs * 0.18
    if ax == bx:
        box.move_ip(int(off) + box.w // 2, 0)
    else:
        box.move_ip(0, -int(off) - box.h // 2)
    pygame.draw.rect(surface, (20, 24, 28), box, border_radius=6)
    pygame.draw.rect(surface, col, box, 1, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def _arrow(surface, frm, to, mid, cs: int, col, grow: float) -> None:
    """The clash's arrow through ``mid`` from ``frm`` towards ``to``, its length ``grow`` of the whole."""
    mx, my = mid
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    ln = math.hypot(dx, dy) or 1
    ux, uy = dx / ln, dy / ln
    s = (mx - ux * cs * 0.22, my - uy * cs * 0.22)
    e = (s[0] + ux * cs * 0.44 * grow, s[1] + uy * cs * 0.44 * grow)
    w = max(3, cs // 18)
    pygame.draw.line(surface, (20, 20, 20), s, e, w + 3)
    pygame.draw.line(surface, col, s, e, w)
    hx, hy = e
    px, py = -uy, ux
    k = max(7, cs // 9)
    pts = [(hx + ux * k, hy + uy * k), (hx + px * k * 0.7, hy + py * k * 0.7),
           (hx - px * k * 0.7, hy - py * k * 0.7)]
    pygame.draw.polygon(surface, (20, 20, 20), [(x + ux, y + uy) for x, y in pts])
    pygame.draw.polygon(surface, col, pts)


def draw_anims(surface, look, shown) -> None:
    """The latest placement's clashes and damage, and the cells a situational changed, flashing."""
    for a in look.anims:
        if a["time"] < a.get("delay", 0.0):
            continue
        if a["kind"] == "mark":
            pulse = 0.5 + 0.5 * math.sin(a["time"] * 10)
            col = tuple(int(200 + 55 * pulse) for _ in range(3))
            for cell in a["cells"]:
                pygame.draw.rect(surface, col, look.geom.cell_rect(cell).inflate(2, 2), 4, border_radius=9)
            continue
        grow = min(1.0, 0.25 + (a["time"] - a.get("delay", 0.0)) * 4)
        for (nc, mine, theirs) in a["clashes"]:
            text = "=" if mine == theirs else f"{mine}:{theirs} → −{abs(mine - theirs)}"
            _clash_marker(surface, look, a["cell"], nc, mine, theirs, a["team"], text, grow)
        _draw_damage(surface, look, shown, a)


def _draw_damage(surface, look, shown, a: dict) -> None:
    """The life lost and healed by placement ``a``, floating up beside each side's life (its panel says
    whose): nothing with a name is drawn over the board's cards and their numbers."""
    t = (a["time"] - a.get("delay", 0.0)) / max(0.01, a["dur"])
    ours = a["team"] == look.my_team
    g, b = good(), bad()
    changes = [(1 - a["team"], f"−{a['to_opp']}", g if ours else b) if a["to_opp"] else None,
               (a["team"], f"−{a['to_self']}", b if ours else g) if a["to_self"] else None,
               (a["team"], f"+{a['healed']}", g if ours else b) if a["healed"] else None]
    shift = {}
    for team, text, col in filter(None, changes):
        side = "south" if team == look.my_team else "north"
        R = look.R[f"team_{side}"]
        life = render(f"♥ {max(0, look.v.life[team])}", 22, INK, True)
        img = render(text, 18, col, True)
        x = R.right - 16 - life.get_width() - shift.get(side, 0)
        box = img.get_rect(midright=(x, R.top + 6 + life.get_height() // 2 - int(6 * t))).inflate(10, 4)
        surface.blit(panel(box.size, fill=(16, 20, 24), alpha=235, edge=col, width=1, radius=6), box)
        surface.blit(img, img.get_rect(center=box.center))
        shift[side] = shift.get(side, 0) + box.w + 4
        shown.floats.append(box)


# -- hands
def draw_north_hands(surface, look, shown) -> None:
    turn = look.turn
    cur = turn.current
    for p, area, cards in look.north:
        is_cur = p == cur and look.v.phase != "over"
        name, size = fitted(("▶ " if is_cur else "") + turn.names[p], 15, NORTH_LABEL_W - 10, True)
        surface.blit(render(name, size, GOLD if is_cur else INK, True), (area.left + 6, area.top + 5))
        info = tr(f"setup.kind.{turn.kinds[p]}") + " · " + tr_n("animal_duel.info.cards", len(cards))
        info, size = fitted(info, 12, NORTH_LABEL_W - 10)
        surface.blit(render(info, size, MUTED), (area.left + 6, area.top + 27))
        shown.drawn[("north", p)] = pygame.Rect(area.left + NORTH_LABEL_W, area.top + 7, *BACK_MINI)
        for c, r in cards:
            if look.moving(("card", c)):
                continue
            if c == UNKNOWN:
                surface.blit(look.art.back(BACK_MINI), r)
            else:
                # a card this side knows about (given or taken): its picture shows
                surface.blit(look.art.mini(c, BACK_MINI), r)
                pygame.draw.rect(surface, GOLD, r.inflate(2, 2), 1, border_radius=5)


def draw_hand(surface, look, shown) -> None:
    turn, v = look.turn, look.v
    R = look.R["hand"]
    fu = look.face_up
    mine = turn.my_turn
    layout = look.hand
    shown.drawn_hand = (turn.seat, tuple(c for c, _, _ in layout), fu)
    x, y = R.left + 6, R.top + 14
    name, size = fitted(turn.names[turn.seat], 16, HAND_LABEL_W - 12, True)
    surface.blit(render(name, size, GOLD if mine else INK, True), (x, y))
    y += 22
    if turn.humans:
        surface.blit(render(f"({tr('animal_duel.you')})", 13, GOLD if mine else MUTED), (x, y))
        y += 18
    info, size = fitted(tr("animal_duel.info.hand", count=len(layout), size=v.hand_size[turn.my_team]), 13,
                        HAND_LABEL_W - 12)
    surface.blit(render(info, size, MUTED), (x, y))
    for c, r, _ in layout:
        shown.drawn[("hand", c)] = r
    if not fu:
        _draw_hidden_hand(surface, look)
        return
    for c, r, ok in layout:
        if look.moving(("card", c)):
            continue
        if c == UNKNOWN:
            surface.blit(look.art.back(r.size), r)
            continue
        if c == turn.selected or (turn.aim is not None and c == turn.aim.card):
            pygame.draw.rect(surface, (255, 240, 170), r.inflate(10, 10), 4, border_radius=11)
        elif mine and ok:
            hot = c == look.hover_card or c == look.focused_card
            pygame.draw.rect(surface, (255, 240, 170) if hot else GOLD, r.inflate(6, 6), 3, border_radius=9)
        surface.blit(look.art.face(c, r.size), r)
        if mine and not ok:
            surface.blit(_dim(r.size, 90), r)


def _draw_hidden_hand(surface, look) -> None:
    """The shown hand face down (hot-seat between players, a spectator) and a word on why."""
    R = look.R["hand"]
    layout = look.hand
    for c, r, _ in layout:
        back = look.art.back(r.size)
        surface.blit(back, (r.x, R.bottom - r.h - 2))
    key = "animal_duel.prompt.hidden" if look.turn.humans else "animal_duel.prompt.spectator"
    text, size = fitted(tr(key), 16, R.w - HAND_LABEL_W - 30, True)
    img = render(text, size, INK, True)
    cx = (layout[0][1].left + layout[-1][1].right) // 2 if layout else R.centerx
    box = img.get_rect(center=(cx, R.centery + 8)).inflate(20, 10)
    box.clamp_ip(R.union(look.R["partner_hand"]))
    surface.blit(panel(box.size, alpha=230), box)
    surface.blit(img, img.get_rect(center=box.center))


def draw_partner(surface, look, shown) -> None:
    """The partner's hand (team play): open, one row per card, when the shown seat may see it."""
    p = look.partner
    if p is None:
        return
    turn, art = look.turn, look.art
    R = look.R["partner_hand"]
    surface.blit(panel(R.size, alpha=200), R)
    is_cur = p == turn.current
    title, size = fitted(tr("animal_duel.info.partner", name=turn.names[p]), 13, R.w - 12, True)
    surface.blit(render(title, size, GOLD if is_cur else MUTED, True), (R.left + 6, R.top + 4))
    shown.drawn[("north", p)] = pygame.Rect(R.left + 6, R.top + 24, *BACK_MINI)
    targets = look.partner_cards
    if not targets:
        text = tr_n("animal_duel.info.partner_hidden", len(look.v.hands[p]))
        surface.blit(render(fitted(text, 13, R.w - 12)[0], 13, MUTED), (R.left + 6, R.top + 30))
        return
    for c, r in targets:
        if c == UNKNOWN:
            continue
        pic = art.picture(c, 18)
        if pic is not None:
            surface.blit(pic, pic.get_rect(midleft=(r.left + 6, r.centery)))
        tail = art.strength_text(c) if art.is_animal(c) else f"({art.cards[c].type})"
        timg = render(tail, 12, MUTED, True)
        surface.blit(timg, timg.get_rect(midright=(r.right - 6, r.centery)))
        room = r.w - 34 - timg.get_width() - 8
        name, size = fitted(art.name(c), 13, room)
        img = render(name, size, INK)
        surface.blit(img, img.get_rect(midleft=(r.left + 28, r.centery)))
        if c == look.hover_other:
            pygame.draw.rect(surface, GOLD, r, 1, border_radius=4)
