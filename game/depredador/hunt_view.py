"""The hunt area in the middle of Depredador's table: the hunt on the table (or the one just finished,
held for a moment with its winner), its header (hunt number, the prey, whether the invaders have
arrived), the "Last hunt" button, and in its place the migration picks or the choice of the starting
hunter. Each function reads a :class:`~game.depredador.look.Look` (``look``), never the table."""
from __future__ import annotations

import pygame


from game.depredador.art import SIZES
from game.depredador.draw import dim, tag
from game.depredador.geometry import hunt_places, pass_places
from game.depredador.log_text import colour_label, say, say_n
from game.depredador.look import Look
from game.i18n import tr
from game.table.paint import GOLD, panel
from game.text import ellipsize, fit_size, render, report
from game.widgets import INK, MUTED
from rules.depredador.cards import ALFA, BLACK, NO_COLOUR
from rules.depredador.setup import pass_direction, pass_target
from rules.depredador.state import UNKNOWN

INVADERS_IN = (150, 30, 30)


def draw_hunt(look: Look, surface) -> None:
    v = look.v
    T = look.R["trick"]
    done = look.completed if not v.trick else None
    _header(look, surface, T, done)
    if done is None:
        if v.phase == "pass":
            _passing(look, surface, T)
            _last_button(look, surface)
            return
        if v.phase == "starter":
            _starter(look, surface, T)
            return
    if done is None and v.phase == "over":
        _last_button(look, surface)
        return
    _cards(look, surface, T, done)
    _last_button(look, surface)


def _cards(look: Look, surface, T, done) -> None:
    """The hunt's cards in playing order (or their empty places), with the players' names; a hunt just
    finished shows its winner."""
    v = look.v
    n = look.n
    places = hunt_places(T, n, SIZES["medium"])
    if v.trick:
        plays = list(v.trick)
        leader = plays[0][0]
        winner = None
    elif done is not None:
        plays, winner = list(done.plays), done.winner
        leader = plays[0][0] if plays else 0
    else:
        plays, winner = [], None
        leader = v.turn if v.turn is not None else 0
    prey_idx = next((i for i, (_, c) in enumerate(plays) if look.deck.cards[c].kind < ALFA), None)
    cur = look.current
    step = places[1].x - places[0].x if len(places) > 1 else places[0].w + 6
    for i in range(n):
        seat = (leader + i) % n
        r = places[i]
        label_col = GOLD if seat == cur and done is None else INK
        nm = ellipsize(look.name(seat), 12, step - 4, True)
        img = render(nm, 12, label_col, True)
        surface.blit(img, img.get_rect(midbottom=(r.centerx, r.top - 4)))
        if i < len(plays):
            card = plays[i][1]
            if look.slides.moving(("card", card)):
                continue
            if done is not None and seat == winner:
                pygame.draw.rect(surface, GOLD, r.inflate(10, 10), 4, border_radius=12)
            surface.blit(look.art.card(card, "medium"), r)
            if done is not None and seat != winner:
                surface.blit(dim(r.size), r)
            if i == prey_idx:
                tag(surface, tr("depredador.info.prey").rstrip(":"), (r.centerx, r.bottom + 12), GOLD)
        else:
            slot = panel(r.size, fill=(0, 0, 0), alpha=40, edge=GOLD if seat == cur else (70, 110, 92),
                            width=2, radius=8)
            surface.blit(slot, r)
    if done is not None and winner is not None:
        text = tr("depredador.info.won", name=look.name(winner))
        img = render(ellipsize(text, 18, T.w - 40, True), 18, GOLD, True)
        box = img.get_rect(midtop=(T.centerx, places[0].bottom + 30)).inflate(20, 8)
        surface.blit(panel(box.size, fill=(20, 30, 26), alpha=220, edge=GOLD), box)
        surface.blit(img, img.get_rect(center=box.center))


def _last_button(look: Look, surface) -> None:
    """"Last hunt (L)": opens the hunt just finished, told back card by card; "Round scores (S)": the last
    finished round's scores again."""
    for btn, key in ((look.last_button, "last_hunt"), (look.scores_button, "scores")):
        if btn is None:
            continue
        hov = btn.collidepoint(look.mouse)
        surface.blit(panel(btn.size, fill=(52, 62, 58) if hov else (30, 44, 40), alpha=235,
                           edge=GOLD if hov else (110, 150, 130), width=2), btn)
        label = tr("depredador.button." + key)
        size = fit_size(label, 14, btn.w - 14, True)
        img = render(label, size, INK, True)
        surface.blit(img, img.get_rect(center=btn.center))


def _prey_marker(look: Look, colour) -> list[pygame.Surface]:
    lab = render(tr("depredador.info.prey"), 14, INK, True)
    chip = look.art.invader_chip() if colour == BLACK else look.art.biome_tile(colour, "chip")
    name_img = render(colour_label(look.deck, colour), 14, INK, True)
    return [lab, chip, name_img]


def _header(look: Look, surface, T, done) -> None:
    v = look.v
    y = T.top + 14
    if done is not None:
        hunt_txt = tr("depredador.info.hunt", hunt=done.hunt, hunts=v.hunts)
    elif v.phase in ("pass", "starter", "over"):
        hunt_txt = tr("depredador.info.round", round=v.round, rounds=v.rounds)
    else:
        hunt_txt = tr("depredador.info.hunt", hunt=min(v.hunts, v.hunt_no + 1), hunts=v.hunts)
    left = render(hunt_txt, 15, INK, True)
    surface.blit(left, left.get_rect(midleft=(T.left + 10, y)))
    x_left = T.left + 10 + left.get_width() + 16
    # the invaders' marker on the right (not while the last hunt of a finished round is still shown)
    x_right = T.right - 10
    if done is None or done.round == v.round:
        if v.broken:
            img = render(say("depredador.info.invaders_in", look.deck), 13, (255, 255, 255), True)
            box = img.get_rect(midright=(T.right - 10, y)).inflate(12, 6)
            pygame.draw.rect(surface, INVADERS_IN, box, border_radius=6)
            pygame.draw.rect(surface, (255, 160, 150), box, 1, border_radius=6)
            surface.blit(img, img.get_rect(center=box.center))
            x_right = box.left - 10
        elif v.phase in ("hunt", "biome"):
            img = render(say("depredador.info.invaders_out", look.deck), 12, (170, 184, 176))
            surface.blit(img, img.get_rect(midright=(T.right - 10, y)))
            x_right = T.right - 10 - img.get_width() - 10
    # the prey of the hunt, centred in the space between
    lead = done.lead if done is not None else v.lead_colour
    if done is None and v.phase not in ("hunt", "biome"):
        return
    if lead == NO_COLOUR:
        parts = [render(tr("depredador.info.no_prey"), 14, MUTED)]
    else:
        lab, chip, name = _prey_marker(look, lead)
        # as much as the room holds (larger text on a small window): the label goes first, then the
        # name (the chip keeps the biome's symbol and letter)
        for parts in ([lab, chip, name], [chip, name], [lab, chip], [chip]):
            if sum(p.get_width() for p in parts) + 6 * (len(parts) - 1) <= x_right - x_left:
                break
    wtot = sum(p.get_width() for p in parts) + 6 * (len(parts) - 1)
    x = max(x_left, (x_left + x_right - wtot) // 2)
    if x + wtot > x_right:
        report("overflow", " ".join(str(p.get_width()) for p in parts), 14, x_right - x_left)
    for p in parts:
        surface.blit(p, p.get_rect(midleft=(x, y)))
        x += p.get_width() + 6


def _passing(look: Look, surface, T) -> None:
    v = look.v
    target = pass_target(v, look.seat)
    count = look.deck.pass_count
    direction = tr(f"depredador.{pass_direction(v.round)}")
    title = say_n("depredador.log.migration", count, look.deck, direction=direction)
    img = render(ellipsize(title, 15, T.w - 20), 15, INK)
    surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 44)))
    if not look.face_up:
        return
    lab = render(ellipsize(tr("depredador.info.passing_to", name=look.name(target)), 15, T.w - 20, True),
                 15, GOLD, True)
    surface.blit(lab, lab.get_rect(midtop=(T.centerx, T.top + 74)))
    chosen = [c for c in look.picked if c != UNKNOWN]
    for i, r in enumerate(pass_places(T, count, SIZES["medium"])):
        if i < len(chosen):
            surface.blit(look.art.card(chosen[i], "medium"), r)
        else:
            surface.blit(panel(r.size, fill=(0, 0, 0), alpha=40, edge=(110, 150, 130)), r)


def _starter(look: Look, surface, T) -> None:
    v = look.v
    img = render(ellipsize(tr("depredador.info.choose_starter"), 18, T.w - 20, True), 18, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 40)))
    targets = look.starters
    if not targets:
        p = look.current
        if p is not None:
            text = tr("depredador.prompt.wait_starter", name=look.name(p))
            img = render(ellipsize(text, 16, T.w - 20), 16, INK)
            surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 80)))
        _last_button(look, surface)
        return
    for seat, r in targets:
        hov = r.collidepoint(look.mouse)
        surface.blit(panel(r.size, fill=(60, 70, 64) if hov else (44, 52, 50), alpha=240,
                              edge=GOLD if hov else (120, 130, 120)), r)
        pts = render(str(v.totals[seat]).replace("-", "−"), 15, GOLD, True)
        surface.blit(pts, pts.get_rect(midright=(r.right - 10, r.centery)))
        label = look.name(seat) + (f" ({tr('depredador.you')})" if seat == look.seat else "")
        img = render(ellipsize(label, 15, r.w - 30 - pts.get_width(), True), 15, INK, True)
        surface.blit(img, img.get_rect(midleft=(r.left + 10, r.centery)))
    _last_button(look, surface)

