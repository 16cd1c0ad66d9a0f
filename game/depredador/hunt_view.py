"""The hunt area in the middle of Depredador's table: the hunt on the table (or the last one, held
for a moment), its header (hunt number, lead colour, whether invaders have arrived), and in its place
the migration picks or the choice of the starting hunter. ``t`` is the DepredadorTable."""
from __future__ import annotations

import pygame

from game.depredador.draw import RED, SIZES, dim
from game.depredador.geometry import hunt_places, pass_places
from game.i18n import tr
from game.table_base import GOLD
from game.text import ellipsize, render
from game.widgets import INK, MUTED
from rules.depredador.cards import ALFA, BLACK, NO_COLOUR
from rules.depredador.setup import pass_direction, pass_target
from rules.depredador.state import UNKNOWN


def draw_hunt(t, surface, v) -> None:
    T = t.R["trick"]
    _header(t, surface, v, T)
    showing_last = not v.trick and t.show_last()
    if not showing_last:
        if v.phase == "pass":
            _passing(t, surface, v, T)
            return
        if v.phase == "starter":
            _starter(t, surface, v, T)
            return
        if v.phase == "over":
            return
    places = hunt_places(T, t.n, SIZES["medium"])
    completed = False
    if v.trick:
        plays = list(v.trick)
        leader = plays[0][0]
        winner = None
    elif showing_last:
        plays, winner = t.last_trick[0], t.last_trick[1]
        leader = plays[0][0] if plays else 0
        completed = True
    else:
        plays, winner = [], None
        leader = v.turn if v.turn is not None else 0
    lead_idx = next((i for i, (_, c) in enumerate(plays) if t.deck.cards[c].kind < ALFA), None)
    cur = t.current()
    step = places[1].x - places[0].x if len(places) > 1 else places[0].w + 6
    for i in range(t.n):
        seat = (leader + i) % t.n
        r = places[i]
        label_col = GOLD if seat == cur and not completed else INK
        nm = ellipsize(t.player_name(seat), 12, step - 4, True)
        img = render(nm, 12, label_col, True)
        surface.blit(img, img.get_rect(midbottom=(r.centerx, r.top - 4)))
        if i < len(plays):
            card = plays[i][1]
            if completed and seat == winner:
                pygame.draw.rect(surface, GOLD, r.inflate(10, 10), 4, border_radius=12)
            surface.blit(t.art.card(card, "medium"), r)
            if completed and seat != winner:
                surface.blit(dim(t, r.size), r)
            if i == lead_idx:
                tag = render(tr("depredador.info.lead").rstrip(":"), 11, (20, 20, 20), True)
                box = tag.get_rect(midtop=(r.centerx, r.bottom + 4)).inflate(10, 2)
                pygame.draw.rect(surface, GOLD, box, border_radius=5)
                surface.blit(tag, tag.get_rect(center=box.center))
        else:
            slot = t._panel(r.size, fill=(0, 0, 0), alpha=40, edge=GOLD if seat == cur else (70, 110, 92),
                            width=2, radius=8)
            surface.blit(slot, r)
    if completed and winner is not None:
        img = render(tr("depredador.info.won", name=t.player_name(winner)), 18, GOLD, True)
        box = img.get_rect(midtop=(T.centerx, places[0].bottom + 30)).inflate(20, 8)
        surface.blit(t._panel(box.size, fill=(20, 30, 26), alpha=220, edge=GOLD), box)
        surface.blit(img, img.get_rect(center=box.center))


def _header(t, surface, v, T) -> None:
    y = T.top + 14
    last = not v.trick and t.show_last()
    if last:
        hunt_txt = tr("depredador.info.hunt", hunt=t.last_trick[4], hunts=t.hunts_per_round)
    elif v.phase in ("pass", "starter", "over"):
        hunt_txt = tr("depredador.info.round", round=v.round, rounds=v.rounds)
    else:
        hunt = min(t.hunts_per_round, v.hunt_no + 1)
        hunt_txt = tr("depredador.info.hunt", hunt=hunt, hunts=t.hunts_per_round)
    img = render(hunt_txt, 15, INK, True)
    surface.blit(img, img.get_rect(midleft=(T.left + 10, y)))
    # lead colour marker
    lead = t.last_trick[2] if last else v.lead_colour
    cx = T.centerx - 10
    if lead == NO_COLOUR or (not last and v.phase in ("pass", "starter", "over")):
        if v.phase in ("hunt", "biome"):
            img = render(tr("depredador.info.no_lead"), 14, MUTED)
            surface.blit(img, img.get_rect(center=(cx, y)))
    else:
        lab = render(tr("depredador.info.lead"), 14, INK, True)
        if lead == BLACK:
            chip = pygame.Surface((30, 24), pygame.SRCALPHA)
            pygame.draw.rect(chip, (24, 24, 28), chip.get_rect(), border_radius=5)
            pygame.draw.rect(chip, RED, chip.get_rect(), 2, border_radius=5)
            x = render("X", 14, RED, True)
            chip.blit(x, x.get_rect(center=(15, 12)))
        else:
            chip = t.art.biome_tile(lead, "chip")
        name_img = render(t.colour_label(lead), 14, INK, True)
        wtot = lab.get_width() + 6 + chip.get_width() + 6 + name_img.get_width()
        x = cx - wtot // 2
        surface.blit(lab, lab.get_rect(midleft=(x, y)))
        x += lab.get_width() + 6
        surface.blit(chip, chip.get_rect(midleft=(x, y)))
        x += chip.get_width() + 6
        surface.blit(name_img, name_img.get_rect(midleft=(x, y)))
    # invaders marker (not while the last hunt of a finished round is still shown)
    if last and t.last_trick[3] != v.round:
        return
    if v.broken:
        img = render(tr("depredador.info.invaders_in"), 13, (255, 255, 255), True)
        box = img.get_rect(midright=(T.right - 10, y)).inflate(12, 6)
        pygame.draw.rect(surface, (150, 30, 30), box, border_radius=6)
        pygame.draw.rect(surface, (255, 160, 150), box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))
    else:
        img = render(tr("depredador.info.invaders_out"), 12, (170, 184, 176))
        surface.blit(img, img.get_rect(midright=(T.right - 10, y)))


def _passing(t, surface, v, T) -> None:
    target = pass_target(v, t.seat)
    count = t.deck.pass_count
    direction = tr(f"depredador.{pass_direction(v.round)}")
    title = tr("depredador.log.migration", count=count, direction=direction)
    img = render(title, 15, INK)
    surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 44)))
    if not t.face_up():
        return
    lab = render(tr("depredador.info.passing_to", name=t.player_name(target)), 15, GOLD, True)
    surface.blit(lab, lab.get_rect(midtop=(T.centerx, T.top + 74)))
    chosen = [c for c in v.pass_sel[t.seat] if c != UNKNOWN]
    for i, r in enumerate(pass_places(T, count, SIZES["medium"])):
        if i < len(chosen):
            surface.blit(t.art.card(chosen[i], "medium"), r)
        else:
            surface.blit(t._panel(r.size, fill=(0, 0, 0), alpha=40, edge=(110, 150, 130)), r)


def _starter(t, surface, v, T) -> None:
    img = render(tr("depredador.info.choose_starter"), 18, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 40)))
    targets = t.starter_targets()
    if not targets:
        p = t.current()
        if p is not None:
            img = render(tr("depredador.prompt.wait_starter", name=t.player_name(p)), 16, INK)
            surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 80)))
        return
    for seat, r in targets:
        hov = r.collidepoint(t.mouse)
        surface.blit(t._panel(r.size, fill=(60, 70, 64) if hov else (44, 52, 50), alpha=240,
                              edge=GOLD if hov else (120, 130, 120)), r)
        label = t.player_name(seat) + (f" ({tr('depredador.you')})" if seat == t.seat else "")
        img = render(ellipsize(label, 15, r.w - 60, True), 15, INK, True)
        surface.blit(img, img.get_rect(midleft=(r.left + 10, r.centery)))
        pts = render(tr("depredador.info.pts", points=v.totals[seat]), 13, MUTED)
        surface.blit(pts, pts.get_rect(midright=(r.right - 8, r.centery)))
