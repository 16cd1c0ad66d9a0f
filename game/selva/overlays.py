"""What the Selva table draws over itself: the zoom of the card under the pointer (or the keyboard
focus), the choice strip, the spotlight (a card the other player used, large in the middle, with an
arrow to its target), the cards sliding, the floating numbers and the banner between games. Each
function takes the surface and the frame's :class:`~game.selva.look.Look` ``k`` (and the
:class:`~game.selva.look.Shown` record it fills), never the table."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr, tr_n
from game.selva import faces as F
from game.selva.geometry import CHOICE, SPOT, ZOOM
from game.selva.look import zone_name
from game.selva.motion import target_rect
from game.selva.shapes import arrow, edge_towards
from game.table.paint import GOLD, panel
from game.text import ellipsize, render, wrap
from game.widgets import INK, MUTED

HILITE = (232, 196, 84)


def draw_overlays(surface, k, shown) -> None:
    m = k.motion
    if k.chooser is not None:
        draw_chooser(surface, k, shown)
    m.slides.draw(surface)
    draw_spotlight(surface, k, shown)
    draw_fight(surface, k, shown)
    draw_zoom(surface, k, shown)
    draw_floats(surface, m.floats)
    if m.banner is not None:
        draw_banner(surface, k.R["banner"], m.banner)


# ------------------------------------------------------------------------------ zoom

def zoom_target(k):
    """(card, extra lines) to show large now, or (None, lines) for a text panel."""
    v = k.v
    hz = k.hover_zone
    if hz and hz.startswith("alfa_"):
        seat = k.side_seat(hz.split("_")[1])
        c = k.pcard(v.alfa[seat])
        life = v.life[seat]
        mx = v.max_life[seat]
        return c, ([tr("selva.info.life", life=max(0, life), max=mx)] if c is not None else [])
    if hz in ("bosque_north", "bosque_south"):
        seat = k.side_seat(hz.split("_")[1])
        return None, decklist_lines(k, seat)
    if hz == "hand_north":
        return None, [tr_cards("selva.zoom.hand_hidden", len(v.hand[k.opp]), name=k.player_name(k.opp))]
    if hz and hz.split("_")[0] in ("cementerio", "aislamiento", "reserva"):
        return None, pile_lines(k, *hz.split("_"))
    uid = k.hover if k.hover is not None else k.focus_uid
    if uid is not None and isinstance(uid, int):
        return card_zoom(k, uid)
    pend = v.pending
    if v.phase == "target" and pend is not None and (k.my_turn or not k.is_human(k.current)):
        # the card waiting for its target (played openly)
        c = k.card(pend["uid"])
        if c is None:
            c = k.pcard(pend["card"])
        if c is not None:
            return c, [tr("selva.zoom.pending", name=k.player_name(pend["seat"]))]
    return None, []


def pile_lines(k, pile: str, side: str) -> list[str]:
    """What the zoom says of a pile: its cards (top first), or only how many when they are hidden."""
    v = k.v
    seat = k.side_seat(side)
    if pile == "reserva" and (side == "north" or not k.face_up):
        return [tr_cards("selva.zoom.reserva_hidden", len(v.reserva[seat]), name=k.player_name(seat))]
    cards = [k.cname(k.pidx(u)) for u in reversed(getattr(v, pile)[seat]) if k.pidx(u) >= 0]
    return [tr_cards("selva.zoom.pile", len(cards), zone=zone_name(pile), name=k.player_name(seat))] + cards


def card_zoom(k, uid):
    """(card, lines) of a card on the table: an animal's stats now and its damage when play changed them."""
    v = k.v
    c = k.card(uid)
    if c is None:
        return None, []
    lines = []
    if c.type == "animal" and v.card[uid] >= 0 and (uid in v.animals[0] or uid in v.animals[1]):
        a, d = k.stats(uid)
        dmg = v.damage.get(uid, 0)
        if uid in v.tapped:
            lines.append(tr("selva.info.tapped"))
        if (a, d) != (c.attack, c.defence) or dmg:
            lines.append(tr("selva.zoom.now", attack=a, defence=d))
        if dmg:
            lines.append(tr("selva.zoom.damage", amount=dmg))
    return c, lines


def zoomed_in_play(k):
    """What the zoom shows of the board: ``("alfa", seat)``, ``("animal", uid)`` for an animal in play,
    or None (a card in a hand, a pile or the choice strip is shown as printed)."""
    hz = k.hover_zone
    if hz and hz.startswith("alfa_"):
        return "alfa", k.side_seat(hz.split("_")[1])
    if hz and hz.split("_")[0] in ("bosque", "cementerio", "aislamiento", "reserva", "hand"):
        return None
    uid = k.hover if k.hover is not None else k.focus_uid
    v = k.v
    if isinstance(uid, int) and uid >= 0 and (uid in v.animals[0] or uid in v.animals[1]):
        return "animal", uid
    return None


def tr_cards(key: str, n: int, **kw) -> str:
    """A sentence with a count of cards: ``{cards}`` is "1 card" / "5 cards" from the plural table."""
    return tr(key, cards=tr_n("selva.count.cards", n), **kw)


def decklist_lines(k, seat) -> list[str]:
    v = k.v
    dl = v.decklist
    n = len(v.bosque[seat])
    if not dl or dl[seat] is None:
        return [tr_cards("selva.zoom.decklist_private", n, name=k.player_name(seat))]
    lines = [tr_cards("selva.zoom.decklist", n, name=k.player_name(seat))]
    d = dl[seat] or {}
    items = sorted(d.items(), key=lambda x: (k.pcard(x[0]).type if k.pcard(x[0]) else "", k.cname(x[0])))
    for p, n_of in items:
        lines.append(f"{n_of}× {k.cname(p)}")
    return lines


def draw_zoom(surface, k, shown) -> None:
    c, lines = zoom_target(k)
    shown.zoom_as = {}
    shown.zoom = c.id if c is not None else (lines[0] if lines else None)
    if c is None and not lines:
        return
    R = k.R["zoom"]
    if c is None:
        _draw_text_zoom(surface, R, lines)
        return
    face = F.face(c, ZOOM)
    r = face.get_rect(midtop=(R.centerx, R.top + 6))
    box = pygame.Rect(R.left, R.top, R.w, r.h + 14 + 18 * len(lines))
    surface.blit(panel(box.size, fill=(12, 14, 14), alpha=255, edge=GOLD, width=1), box)
    shown.zoom_as = _as_on_board(surface, k, c, face, r)
    y = r.bottom + 4
    for line in lines:
        img = render(ellipsize(line, 13, R.w - 16, True), 13, (250, 220, 120), True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
        y += 18


def _as_on_board(surface, k, c, face, r) -> dict:
    """The zoomed card as the board shows it (either player's): dimmed when tapped, an animal's numbers
    now, an Alpha's life now. Returns what it showed."""
    what = zoomed_in_play(k)
    v = k.v
    if what is None or (what[0] == "animal" and c.type != "animal"):
        surface.blit(face, r)
        return {}
    if what[0] == "alfa":
        surface.blit(face, r)
        life = max(0, v.life[what[1]])
        sx, sy, sr = F.alfa_life_spot(c, i18n.language(), ZOOM)
        centre = (r.left + sx, r.top + sy)
        pygame.draw.circle(surface, (20, 16, 16), centre, sr + 4)
        pygame.draw.circle(surface, (200, 36, 50) if life > 5 else (255, 60, 40), centre, sr + 2)
        pygame.draw.circle(surface, (255, 230, 230), centre, sr + 2, 2)
        img = render(str(life), 22, (255, 255, 255), True)
        surface.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
        return {"life": life}
    uid = what[1]
    is_tapped = uid in v.tapped
    surface.blit(F.tapped(face) if is_tapped else face, r)
    a, d = k.stats(uid)
    spots = F.large_stat_spots(c, i18n.language(), ZOOM)
    if spots is not None and (a, d) != (c.attack, c.defence):
        (ax, ay), (dx, dy), rad = spots
        F.stat_circle(surface, a, (r.left + ax, r.top + ay), rad, "attack", a - c.attack)
        F.stat_circle(surface, d, (r.left + dx, r.top + dy), rad, "defence", d - c.defence)
    return {"tapped": is_tapped, "stats": (a, d)}


def _draw_text_zoom(surface, R, lines) -> None:
    """A text panel (a pile's cards, the open decklist): a heading, then the lines in one or two columns."""
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


# ------------------------------------------------------------------------------ choice strip

def draw_chooser(surface, k, shown) -> None:
    area = k.R["chooser"]
    surface.blit(panel(area.size, fill=(20, 26, 24), alpha=252, edge=GOLD, width=2), area)
    title = k.chooser["title"]
    lines = wrap(title, 14, area.w - 20, True)
    if len(lines) > 1:
        lines = wrap(title, 13, area.w - 20, True)[:2]
    y = area.top + 4 if len(lines) > 1 else area.top + 10
    for line in lines:
        surface.blit(render(line, 13 if len(lines) > 1 else 14, GOLD, True), (area.left + 10, y))
        y += 15
    acts = k.chooser["actions"]
    rects = k.chooser_rects
    if not rects:
        img = render(tr("selva.chooser.empty"), 14, MUTED)
        surface.blit(img, img.get_rect(center=area.center))
    for u, r in rects:
        c = k.card(u)
        if c is None:
            surface.blit(F.card_back(CHOICE), r)
            continue
        if u in acts:
            pygame.draw.rect(surface, (255, 240, 170) if u == k.hover else HILITE, r.inflate(6, 6), 3,
                             border_radius=8)
        surface.blit(F.face(c, CHOICE), r)
        if acts and u not in acts:
            surface.blit(panel(r.size, fill=(0, 0, 0), alpha=110, width=0, radius=6), r)
        shown.mark("chooser", u, True)


# ------------------------------------------------------------------------------ spotlight

def draw_spotlight(surface, k, shown) -> None:
    """The other player's Fuerza, Sigilo, Elemento or ability, large, with an arrow to each target."""
    sp = k.motion.spot
    shown.spot = None
    if sp is None or sp["card"] is None:
        return
    R = k.R["spotlight"]
    face = F.face(sp["card"], SPOT)
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
    drawn = []
    for tgt in sp["targets"]:
        tr_ = target_rect(tgt, k.seat, k.R, k.geom, shown.last_rects)
        if tr_ is None:
            continue
        start = edge_towards(r, tr_.center)
        end = edge_towards(tr_.inflate(6, 6), r.center)
        arrow(surface, start, end, GOLD, 5)
        pygame.draw.rect(surface, GOLD, tr_.inflate(8, 8), 3, border_radius=9)
        drawn.append(tgt)
    shown.spot = {"card": sp["card"].id, "targets": drawn, "title": title}


def draw_fight(surface, k, shown) -> None:
    """A combat's outcome in words over the middle of the table, held a moment (a click or Space goes on)."""
    fight = k.motion.fight
    shown.fight = None
    if fight is None:
        return
    R = k.R["banner"]
    width = max(R.w, 600)
    rows = []
    for text, colour in fight["lines"]:
        rows.extend((line, colour) for line in wrap(text, 16, width - 40))
    rows = rows[:10]
    box = pygame.Rect(0, 0, width, 76 + 22 * len(rows))
    box.center = (R.centerx, min(R.bottom + 40, 380))
    surface.blit(panel(box.size, fill=(24, 28, 30), alpha=245, edge=GOLD, width=3, radius=12), box)
    img = render(tr("selva.fight.title"), 20, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(box.centerx, box.top + 10)))
    y = box.top + 42
    for line, colour in rows:
        img = render(line, 16, colour)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += 22
    img = render(tr("selva.fight.hint"), 13, MUTED)
    surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - 8)))
    shown.fight = [line for line, _ in rows]


# ------------------------------------------------------------------------------ floats, banner

def draw_floats(surface, floats) -> None:
    for f in floats:
        t = f["time"] / max(0.01, f["dur"])
        x, y = f["pos"]
        img = render(f["text"], f["size"], f["col"], True).copy()
        img.set_alpha(int(255 * (1 - t * t)))
        shadow = render(f["text"], f["size"], (0, 0, 0), True).copy()
        shadow.set_alpha(int(200 * (1 - t * t)))
        r = img.get_rect(center=(x, y - int(40 * t)))
        surface.blit(shadow, r.move(2, 2))
        surface.blit(img, r)


def draw_banner(surface, R, banner) -> None:
    title, sub, _ = banner
    surface.blit(panel(R.size, fill=(24, 28, 30), alpha=240, edge=GOLD, width=3, radius=12), R)
    img = render(ellipsize(title, 28, R.w - 20, True), 28, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 18)))
    img = render(ellipsize(sub, 20, R.w - 20, True), 20, INK, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 70)))
