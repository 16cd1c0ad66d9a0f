"""Depredador's table panels, drawn from the shown seat's view: the background, the centre biomes, the
opponents, the prompt (with its main button), the shown seat's name and biome, the hand, the hover
zoom and the scores. Card faces come from ``art``, the hunt area from ``hunt_view``, the round summary
from ``summary``, the last hunt told back from ``last_hunt``; ``table.DepredadorTable.draw`` puts them
together. ``t`` is the DepredadorTable: these functions read its state (seat, names, hover…) and its
panel cache, and change nothing but what the last frame showed (``t.drawn_hand``, ``t.zoom_drawn``,
``t.pass_rect``, ``t.badges``, ``t.name_rect``), for tests.
"""
from __future__ import annotations

import pygame


from game import i18n
from game.depredador.art import SIZES
from game.depredador.log_text import say, signed
from game.table.paint import GOLD, PANEL, PANEL_EDGE, panel
from game.text import ellipsize, fit_size, render, text_width, wrap
from game.widgets import INK, MUTED
from rules.depredador.scoring import hunt_score
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


def background(t) -> pygame.Surface:
    if t._bg is None:
        bg = pygame.Surface((1280, 720)).convert()
        bg.fill(BG)
        table = pygame.Rect(6, 6, 986, 708)
        pygame.draw.rect(bg, FELT_DARK, table, border_radius=18)
        pygame.draw.rect(bg, FELT, table.inflate(-10, -10), border_radius=14)
        pygame.draw.ellipse(bg, FELT_LIGHT, t.R["trick"].inflate(120, 150).move(0, -20))
        pygame.draw.ellipse(bg, FELT, t.R["trick"].inflate(100, 130).move(0, -20))
        pygame.draw.rect(bg, (70, 60, 40), table, 3, border_radius=18)
        t._bg = bg
    return t._bg


def tiny_back(t) -> pygame.Surface:
    key = ("tinyback",)
    surf = t._panels.get(key)
    if surf is None:
        surf = pygame.transform.smoothscale(t.art.back("small"), TINY_BACK)
        t._panels[key] = surf
    return surf


def dim(t, size) -> pygame.Surface:
    return panel(size, fill=(0, 0, 0), alpha=110, width=0, radius=7)


def tag(surface, text: str, centre, fill, ink=DARK_INK, size: int = 12) -> pygame.Rect:
    """A small rounded label (the "new" and "pass" marks, the hunt's first card)."""
    img = render(text, size, ink, True)
    box = img.get_rect(center=centre).inflate(10, 2)
    pygame.draw.rect(surface, fill, box, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def draw_biomes(t, surface, v) -> None:
    choosing = t.my_turn() and v.phase == "biome"
    for b, r in t.biome_slots():
        if b in v.centre:
            if choosing:
                pygame.draw.rect(surface, GOLD, r.inflate(10, 10), 3, border_radius=12)
                if r.collidepoint(t.mouse):
                    r = r.move(0, -3)
            surface.blit(t.art.biome_tile(b, "tile"), r)
            continue
        surface.blit(t.art.biome_tile(b, "tile"), r)
        surface.blit(dim(t, r.size), r)
        owner = next((i for i, pb in enumerate(v.player_biome) if pb == b), None)
        if owner is not None:
            box = pygame.Rect(r.left + 3, r.top + int(r.h * 0.56), r.w - 6, int(r.h * 0.40))
            pygame.draw.rect(surface, (20, 20, 24), box, border_radius=5)
            label = "→ " + t.player_name(owner)
            img = render(ellipsize(label, 12, r.w - 10, True), 12, (255, 255, 255), True)
            surface.blit(img, img.get_rect(center=box.center))


def draw_seat(t, surface, v, seat: int, r: pygame.Rect) -> None:
    cur = t.current()
    is_cur = seat == cur and t.summary is None
    won = t.flash_winner == seat
    edge = GOLD if is_cur else (GREEN if won else PANEL_EDGE)
    surface.blit(panel(r.size, fill=(36, 46, 46) if is_cur else PANEL, alpha=232, edge=edge,
                          width=3 if is_cur or won else 2), r)
    x, y = r.left + 10, r.top + 6
    nm = render(ellipsize(t.player_name(seat), 15, r.w - 20, True), 15, INK, True)
    surface.blit(nm, (x, y))
    kind = i18n.tr(f"depredador.kind.{t.kinds[seat]}")
    if is_cur:
        img = render("▶ " + kind, 12, GOLD, True)
    else:
        img = render(kind, 12, MUTED)
    surface.blit(img, (x, y + 19))
    # the hand (card backs) and the capture pile
    yy = r.top + 42
    count = len(v.hands[seat])
    back = tiny_back(t)
    for i in range(min(count, 4)):
        surface.blit(back, (x + i * 5, yy))
    img = render(f"×{count}", 13, INK, True)
    surface.blit(img, img.get_rect(midleft=(x + min(count, 4) * 5 + 22, yy + 14)))
    caught = say("depredador.info.captured", t.deck, count=len(v.captured[seat]))
    img = render(ellipsize(caught, 12, r.right - 8 - (r.left + 84)), 12, INK)
    surface.blit(img, img.get_rect(midleft=(r.left + 84, yy + 14)))
    img = render(say("depredador.info.hunt_score", t.deck, score=signed(hunt_score(v, seat))), 12, MUTED)
    surface.blit(img, (x, yy + 30))
    # the biome in front of the player
    b = v.player_biome[seat]
    yb = r.bottom - 28
    if b >= 0 and not t.slides.moving(("biome", b)):
        surface.blit(t.art.biome_tile(b, "mini"), (x, yb))
    elif b < 0:
        img = render(i18n.tr("depredador.info.no_biome"), 12, MUTED)
        surface.blit(img, (x, yb + 5))


def draw_prompt(t, surface, v) -> None:
    R = t.R["prompt"]
    text, col = t.prompt(v)
    mine = t.my_turn()
    surface.blit(panel(R.size, fill=(46, 40, 22) if mine else PANEL, alpha=235,
                          edge=GOLD if mine else PANEL_EDGE, width=2), R)
    width = R.w - 24
    btn = t.pass_button_rect()
    t.pass_rect = btn
    if btn is not None:
        width = btn.left - R.left - 20
        hov = btn.collidepoint(t.mouse)
        pygame.draw.rect(surface, (92, 78, 30) if hov else (70, 60, 26), btn, border_radius=7)
        pygame.draw.rect(surface, GOLD, btn, 2, border_radius=7)
        label = i18n.tr("depredador.button.pass")
        img = render(label, fit_size(label, 16, btn.w - 12, True), INK, True)
        surface.blit(img, img.get_rect(center=btn.center))
    size = fit_size(text, 17, width, True, low=14)
    img = render(ellipsize(text, size, width, True), size, col, True)
    surface.blit(img, img.get_rect(midleft=(R.left + 12, R.centery)))


def draw_self_info(t, surface, v) -> None:
    """The shown seat's name (and "you" when a human plays it) and its biome."""
    R = t.R["self_info"]
    surface.blit(panel(R.size, alpha=235), R)
    b = v.player_biome[t.seat]
    right = R.right - 10
    if b >= 0:
        tile = t.art.biome_tile(b, "mini")
        if not t.slides.moving(("biome", b)):
            surface.blit(tile, tile.get_rect(midright=(right, R.centery)))
        right -= tile.get_width() + 10
    else:
        img = render(i18n.tr("depredador.info.no_biome"), 12, MUTED)
        surface.blit(img, img.get_rect(midright=(right, R.centery)))
        right -= img.get_width() + 10
    name = t.player_name(t.seat)
    if t.humans:
        name += f" ({i18n.tr('depredador.you')})"
    mine = t.my_turn()
    img = render(ellipsize(name, 14, right - R.left - 12, True), 14, GOLD if mine else INK, True)
    t.name_rect = img.get_rect(midleft=(R.left + 10, R.centery))
    surface.blit(img, t.name_rect)


def draw_hand(t, surface, v) -> None:
    R = t.R["hand"]
    fu = t.face_up()
    mine = t.my_turn()
    layout = t.hand_layout()
    t.drawn_hand = (t.seat, tuple(c for c, _, _ in layout), fu)
    if not fu:
        back = t.art.back("small")
        for c, r, _ in layout:
            surface.blit(back, (r.x, R.bottom - r.h - 6))
        key = "depredador.prompt.hidden" if t.humans else "depredador.prompt.watching"
        img = render(i18n.tr(key), 16, INK, True)
        box = img.get_rect(center=(R.centerx, R.centery + 10)).inflate(20, 10)
        surface.blit(panel(box.size, alpha=230), box)
        surface.blit(img, img.get_rect(center=box.center))
        return
    hunting = mine and v.phase == "hunt"
    picked = t.picked_cards()
    t.badges = []
    for c, r, ok in layout:
        if c == UNKNOWN:
            surface.blit(t.art.back("small"), r)
            continue
        if t.slides.moving(("card", c)):
            continue
        chosen = c in picked
        if mine and (ok or chosen):
            lit = c == t.hover_card or chosen
            pygame.draw.rect(surface, (255, 240, 170) if lit else GOLD, r.inflate(6, 6), 4 if chosen else 3,
                             border_radius=9)
        surface.blit(t.art.card(c, "small"), r)
        if hunting and not ok:
            surface.blit(dim(t, r.size), r)
        if chosen:
            t.badges.append((c, tag(surface, i18n.tr("depredador.info.picked"), (r.centerx, r.top - 4), GOLD)))
        elif c in t.received:
            t.badges.append((c, tag(surface, i18n.tr("depredador.info.received"), (r.centerx, r.top - 4), BLUE)))


def draw_zoom(t, surface) -> None:
    rect = next((r for c, r in t.card_targets() if c == t.hover_card), None)
    if rect is None:
        return
    big = t.art.card(t.hover_card, "large")
    w, h = big.get_size()
    x = max(10, min(rect.centerx - w // 2, t.R["hand"].right - w))
    y = t.hover_anchor[1] - h
    shadow = panel((w + 8, h + 8), fill=(0, 0, 0), alpha=90, width=0, radius=14)
    surface.blit(shadow, (x - 2, y + 2))
    surface.blit(big, (x, y))
    t.zoom_drawn = (t.hover_card, pygame.Rect(x, y, w, h))


def _header_lines(text: str, width: int) -> list[str]:
    lines = wrap(text, 12, width, True)
    return lines[:2]


def draw_scores(t, surface, v) -> None:
    """Every player: biome chip, name, this round's hunt score and the Predation Points of the game."""
    R = t.R["scores"]
    surface.blit(panel(R.size, alpha=240), R)
    title = i18n.tr("depredador.scores.title", round=v.round, rounds=v.rounds)
    img = render(ellipsize(title, 15, R.w - 20, True), 15, GOLD, True)
    surface.blit(img, (R.left + 10, R.top + 8))
    # columns from the right: Predation Points, then the hunt score; the name takes what is left
    pts_head = _header_lines(i18n.tr("depredador.scores.points"), 96)
    hunt_head = _header_lines(i18n.tr("depredador.scores.hunt_score"), 70)
    pts_w = max(text_width(s, 12, True) for s in pts_head)
    hunt_w = max(text_width(s, 12, True) for s in hunt_head)
    pts_right = R.right - 10
    hunt_right = pts_right - pts_w - 12
    name_x = R.left + 46
    name_w = hunt_right - text_width("−00", 13) - 10 - name_x      # the headings sit above the names
    y = R.top + 32
    for i, s in enumerate(pts_head):
        surface.blit(render(s, 12, MUTED, True), render(s, 12, MUTED, True).get_rect(topright=(pts_right, y + i * 14)))
    for i, s in enumerate(hunt_head):
        surface.blit(render(s, 12, MUTED, True), render(s, 12, MUTED, True).get_rect(topright=(hunt_right, y + i * 14)))
    head = i18n.tr("depredador.scores.player")
    surface.blit(render(head, 12, MUTED, True), (name_x, y + 14 * (max(len(pts_head), len(hunt_head)) - 1)))
    y += 14 * max(len(pts_head), len(hunt_head)) + 4
    row_h = min(26, (R.bottom - y - 6) // t.n)
    cur = t.current()
    for s in range(t.n):
        ry = y + s * row_h
        mid = ry + row_h // 2
        if s == cur and t.summary is None:
            surface.blit(panel((R.w - 8, row_h), fill=(70, 60, 30), alpha=200, width=0, radius=5),
                         (R.left + 4, ry))
        b = v.player_biome[s]
        if b >= 0:
            chip = t.art.biome_tile(b, "chip")
            surface.blit(chip, chip.get_rect(center=(R.left + 26, mid)))
        else:
            img = render("—", 13, MUTED)
            surface.blit(img, img.get_rect(center=(R.left + 26, mid)))
        bold = s == t.seat and bool(t.humans)
        img = render(ellipsize(t.player_name(s), 13, name_w, bold), 13, INK, bold)
        surface.blit(img, img.get_rect(midleft=(name_x, mid)))
        img = render(signed(hunt_score(v, s)), 13, INK)
        surface.blit(img, img.get_rect(midright=(hunt_right, mid)))
        img = render(str(v.totals[s]).replace("-", "−"), 14, GOLD, True)
        surface.blit(img, img.get_rect(midright=(pts_right, mid)))
