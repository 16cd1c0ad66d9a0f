"""Depredador's table panels, drawn from a :class:`~game.depredador.look.Look` (``look``, the frame the
table builds): the background, the centre biomes, the opponents, the shown seat's name and biome, the
hand, the hover zoom and the scores. Card faces come from ``art``, the prompt from ``prompt``, the hunt
area from ``hunt_view``, the round summary from ``summary``, the last hunt told back from ``last_hunt``;
``table.DepredadorTable.draw`` puts them together. Drawing changes nothing but the surface (and the
look's paint cache); what a frame showed that the table keeps for tests (the name's rect, the hand's
badges, the zoom) is returned.
"""
from __future__ import annotations

import pygame


from game import i18n
from game.palette import seat_colour
from game.score_chart import MARKS
from game.depredador.log_text import biome_label, say, signed
from game.depredador.look import Look
from game.table.paint import GOLD, PANEL, PANEL_EDGE, panel
from game.text import ellipsize, fits, real_size, render, text_width, wrap, wrap_fit
from game.widgets import INK, MUTED
from rules.depredador.scoring import cards_score, hunt_score
from rules.depredador.state import UNKNOWN

FELT = (30, 82, 64)
FELT_DARK = (22, 62, 48)
FELT_LIGHT = (38, 98, 76)
BG = (18, 24, 28)
RED = (226, 84, 70)
GREEN = (120, 210, 130)
BLUE = (170, 220, 255)
TINY_BACK = (20, 28)
DARK_INK = (20, 20, 20)


def background(look: Look) -> pygame.Surface:
    paints = look.paints
    if paints.bg is None:
        bg = pygame.Surface((1280, 720)).convert()
        bg.fill(BG)
        table = pygame.Rect(6, 6, 986, 708)
        pygame.draw.rect(bg, FELT_DARK, table, border_radius=18)
        pygame.draw.rect(bg, FELT, table.inflate(-10, -10), border_radius=14)
        pygame.draw.ellipse(bg, FELT_LIGHT, look.R["trick"].inflate(120, 150).move(0, -20))
        pygame.draw.ellipse(bg, FELT, look.R["trick"].inflate(100, 130).move(0, -20))
        pygame.draw.rect(bg, (70, 60, 40), table, 3, border_radius=18)
        paints.bg = bg
    return paints.bg


def tiny_back(look: Look) -> pygame.Surface:
    key = ("tinyback",)
    surf = look.paints.panels.get(key)
    if surf is None:
        surf = pygame.transform.smoothscale(look.art.back("small"), TINY_BACK)
        look.paints.panels[key] = surf
    return surf


def dim(size) -> pygame.Surface:
    return panel(size, fill=(0, 0, 0), alpha=110, width=0, radius=7)


def tag(surface, text: str, centre, fill, ink=DARK_INK, size: int = 12, within=None) -> pygame.Rect:
    """A small rounded label (the "new" and "pass" marks, the hunt's first card), kept ``within`` a
    rectangle when one is given (larger text on a small window must not leave it)."""
    img = render(text, size, ink, True)
    box = img.get_rect(center=centre).inflate(10, 2)
    if within is not None:
        box = box.clamp(within)
    pygame.draw.rect(surface, fill, box, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def draw_biomes(look: Look, surface) -> None:
    """The centre's biomes; while the shown seat chooses one for its Refugio, each tile says what the
    seat's catch so far is worth in it (the preview of the choice)."""
    v = look.v
    choosing = look.my_turn and (v.phase == "biome" or look.sheltering is not None)
    for b, r in look.biome_slots:
        if b in v.centre:
            if choosing:
                pygame.draw.rect(surface, GOLD, r.inflate(10, 10), 3, border_radius=12)
                if r.collidepoint(look.mouse):
                    r = r.move(0, -3)
            surface.blit(look.art.biome_tile(b, "tile"), r)
            if choosing:
                worth = signed(cards_score(v, v.captured[look.seat], b))
                tag(surface, say("depredador.info.worth", look.deck, score=worth), (r.centerx, r.bottom + 7), GOLD)
            continue
        surface.blit(look.art.biome_tile(b, "tile"), r)
        surface.blit(dim(r.size), r)
        owner = next((i for i, pb in enumerate(v.player_biome) if pb == b), None)
        if owner is not None:
            box = pygame.Rect(r.left + 3, r.top + int(r.h * 0.56), r.w - 6, int(r.h * 0.40))
            pygame.draw.rect(surface, (20, 20, 24), box, border_radius=5)
            label = "→ " + look.name(owner)
            img = render(ellipsize(label, 12, r.w - 10, True), 12, (255, 255, 255), True)
            surface.blit(img, img.get_rect(center=box.center))


def seat_mark(seat: int, size: int) -> pygame.Surface:
    """A player's mark in their colour (the palette chosen), the same as on the results' chart: colour is
    never the only cue, each seat has its own shape."""
    return render(MARKS[seat % len(MARKS)], size, seat_colour(seat))


def draw_seat(look: Look, surface, seat: int, r: pygame.Rect) -> None:
    v = look.v
    is_cur = seat == look.current and look.summary is None
    won = look.flash_winner == seat
    edge = GOLD if is_cur else (GREEN if won else PANEL_EDGE)
    surface.blit(panel(r.size, fill=(36, 46, 46) if is_cur else PANEL, alpha=232, edge=edge,
                          width=3 if is_cur or won else 2), r)
    x, y = r.left + 10, r.top + 6
    mark = seat_mark(seat, 15)
    surface.blit(mark, (x, y))
    nx = x + mark.get_width() + 5
    nm = render(ellipsize(look.name(seat), 15, r.right - 10 - nx, True), 15, INK, True)
    surface.blit(nm, (nx, y))
    kind = i18n.tr(f"setup.kind.{look.kinds[seat]}")
    if is_cur:
        img = render("▶ " + kind, 12, GOLD, True)
    else:
        img = render(kind, 12, MUTED)
    surface.blit(img, (x, y + 19))
    # the hand (card backs) and the capture pile
    yy = r.top + 42
    count = len(v.hands[seat])
    back = tiny_back(look)
    for i in range(min(count, 4)):
        surface.blit(back, (x + i * 5, yy))
    img = render(f"×{count}", 13, INK, True)
    box = surface.blit(img, img.get_rect(midleft=(x + min(count, 4) * 5 + 22, yy + 14)))
    caught = say("depredador.info.captured", look.deck, count=len(v.captured[seat]))
    cx = max(r.left + 84, box.right + 5)                 # after the count, however large the text
    img = render(ellipsize(caught, 12, r.right - 8 - cx), 12, INK)
    surface.blit(img, img.get_rect(midleft=(cx, yy + 14)))
    img = render(say("depredador.info.hunt_score", look.deck, score=signed(hunt_score(v, seat))), 12, MUTED)
    surface.blit(img, (x, yy + 30))
    # the biome in front of the player
    b = v.player_biome[seat]
    yb = r.bottom - 28
    if b >= 0 and not look.slides.moving(("biome", b)):
        surface.blit(look.art.biome_tile(b, "mini"), (x, yb))
    elif b < 0:
        img = render(i18n.tr("depredador.info.no_biome"), 12, MUTED)
        surface.blit(img, (x, yb + 5))


def draw_self_info(look: Look, surface) -> pygame.Rect:
    """The shown seat's name (and "you" when a human plays it) and its biome; returns where the name is."""
    R = look.R["self_info"]
    surface.blit(panel(R.size, alpha=235), R)
    b = look.v.player_biome[look.seat]
    right = R.right - 10
    if b >= 0:
        tile = look.art.biome_tile(b, "mini")
        if not look.slides.moving(("biome", b)):
            surface.blit(tile, tile.get_rect(midright=(right, R.centery)))
        right -= tile.get_width() + 10
    else:
        img = render(i18n.tr("depredador.info.no_biome"), 12, MUTED)
        surface.blit(img, img.get_rect(midright=(right, R.centery)))
        right -= img.get_width() + 10
    name = look.name(look.seat)
    if look.humans:
        name += f" ({i18n.tr('depredador.you')})"
    img = render(ellipsize(name, 14, right - R.left - 12, True), 14, GOLD if look.my_turn else INK, True)
    where = img.get_rect(midleft=(R.left + 10, R.centery))
    surface.blit(img, where)
    return where


def draw_hand(look: Look, surface) -> list | None:
    """The shown hand, face up or as backs; returns the (card, rect) of the "new" and "pass" marks
    drawn (None while the hand is hidden)."""
    R = look.R["hand"]
    v = look.v
    fu = look.face_up
    mine = look.my_turn
    layout = look.hand
    if not fu:
        back = look.art.back("small")
        for c, r, _ in layout:
            surface.blit(back, (r.x, R.bottom - r.h - 6))
        key = "depredador.prompt.hidden" if look.humans else "depredador.prompt.watching"
        img = render(i18n.tr(key), 16, INK, True)
        box = img.get_rect(center=(R.centerx, R.centery + 10)).inflate(20, 10)
        surface.blit(panel(box.size, alpha=230), box)
        surface.blit(img, img.get_rect(center=box.center))
        return None
    hunting = mine and v.phase == "hunt"
    picked = look.picked
    badges = []
    for c, r, ok in layout:
        if c == UNKNOWN:
            surface.blit(look.art.back("small"), r)
            continue
        if look.slides.moving(("card", c)):
            continue
        chosen = c in picked or c == look.sheltering
        if mine and (ok or chosen):
            lit = c == look.hover_card or chosen
            pygame.draw.rect(surface, (255, 240, 170) if lit else GOLD, r.inflate(6, 6), 4 if chosen else 3,
                             border_radius=9)
        surface.blit(look.art.card(c, "small"), r)
        if hunting and not ok:
            surface.blit(dim(r.size), r)
        if c in picked:
            badges.append((c, tag(surface, i18n.tr("depredador.info.picked"), (r.centerx, r.top - 4), GOLD, within=look.R["hand"])))
        elif hunting and ok and look.deck.shelter[c] and len(v.centre) == 1:
            # the Refugio's preview: with one biome left it takes that one, without a choice
            label = "→ " + biome_label(look.deck, v.centre[0])
            badges.append((c, tag(surface, label, (r.centerx, r.top - 4), GOLD, within=look.R["hand"])))
        elif c in look.received:
            badges.append((c, tag(surface, i18n.tr("depredador.info.received"), (r.centerx, r.top - 4), BLUE, within=look.R["hand"])))
    return badges


def draw_zoom(look: Look, surface) -> tuple | None:
    """The hovered card, large, above the hand; returns (card, rect) of the zoom (None: none drawn)."""
    rect = next((r for c, r in look.card_targets() if c == look.hover_card), None)
    if rect is None:
        return None
    big = look.art.card(look.hover_card, "large")
    w, h = big.get_size()
    x = max(10, min(rect.centerx - w // 2, look.R["hand"].right - w))
    y = look.hover_anchor[1] - h
    shadow = panel((w + 8, h + 8), fill=(0, 0, 0), alpha=90, width=0, radius=14)
    surface.blit(shadow, (x - 2, y + 2))
    surface.blit(big, (x, y))
    return look.hover_card, pygame.Rect(x, y, w, h)


def _header_lines(text: str, width: int) -> list[str]:
    """A column heading in at most two lines of ``width`` (condensed when it must be)."""
    return (wrap_fit(text, 12, width, 2, True, hyphens=False) or wrap_fit(text, 12, width, 2, False, hyphens=False)
            or wrap_fit(text, 12, width, 2, False) or wrap(text, 12, width)[:2])


def draw_scores(look: Look, surface) -> None:
    """Every player: biome chip, name, this round's hunt score and the Predation Points of the game."""
    v = look.v
    R = look.R["scores"]
    surface.blit(panel(R.size, alpha=240), R)
    title = i18n.tr("depredador.scores.title", round=v.round, rounds=v.rounds)
    img = render(ellipsize(title, 15, R.w - 20, True), 15, GOLD, True)
    surface.blit(img, (R.left + 10, R.top + 8))
    # columns from the right: Predation Points, then the hunt score; the name takes what is left. The
    # headings are stacked (Predation Points above, the hunt score beside "Player" below them) so that the
    # columns are as narrow as their numbers and the names keep their room at any text size.
    pts_head = _header_lines(i18n.tr("depredador.scores.points"), R.w - 60)
    step = real_size(12) + 2                     # the drawn line (larger text on a small window)
    pts_right = R.right - 10
    hunt_right = pts_right - text_width("000", 14, True) - 10
    hunt_head = _header_lines(i18n.tr("depredador.scores.hunt_score"), hunt_right - R.left - 60)
    mark_x = R.left + 46
    name_x = mark_x + 16
    name_w = hunt_right - text_width("+00", 13) - 8 - name_x
    y = R.top + 30
    for i, line in enumerate(pts_head):
        img = render(line, 12, MUTED, True)
        surface.blit(img, img.get_rect(topright=(pts_right, y + i * step)))
    y += step * len(pts_head)
    hunt_w = 0
    for i, line in enumerate(hunt_head):
        img = render(line, 12, MUTED, True)
        hunt_w = max(hunt_w, img.get_width())
        surface.blit(img, img.get_rect(topright=(hunt_right, y + i * step)))
    head = i18n.tr("depredador.scores.player")
    rows = len(hunt_head)
    room = hunt_right - hunt_w - 6 - mark_x
    if fits(head, 12, room, True):
        surface.blit(render(head, 12, MUTED, True), (mark_x, y + step * (rows - 1)))
    y += step * rows + 4
    row_h = min(26, (R.bottom - y - 6) // look.n)
    cur = look.current
    for s in range(look.n):
        ry = y + s * row_h
        mid = ry + row_h // 2
        if s == cur and look.summary is None:
            surface.blit(panel((R.w - 8, row_h), fill=(70, 60, 30), alpha=200, width=0, radius=5),
                         (R.left + 4, ry))
        b = v.player_biome[s]
        if b >= 0:
            chip = look.art.biome_tile(b, "chip")
            surface.blit(chip, chip.get_rect(center=(R.left + 26, mid)))
        else:
            img = render("—", 13, MUTED)
            surface.blit(img, img.get_rect(center=(R.left + 26, mid)))
        bold = s == look.seat and bool(look.humans)
        mark = seat_mark(s, 13)
        surface.blit(mark, mark.get_rect(midleft=(mark_x, mid)))
        img = render(ellipsize(look.name(s), 13, name_w, bold), 13, INK, bold)
        surface.blit(img, img.get_rect(midleft=(name_x, mid)))
        img = render(signed(hunt_score(v, s)), 13, INK)
        surface.blit(img, img.get_rect(midright=(hunt_right, mid)))
        img = render(str(v.totals[s]).replace("-", "−"), 14, GOLD, True)
        surface.blit(img, img.get_rect(midright=(pts_right, mid)))
