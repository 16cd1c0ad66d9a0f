"""Drawing Selva's swap screen between games: the Bosque and Reserva columns, the card under the
pointer, the Alfas, the status line. Each function takes the overlay ``ov`` and the surface."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr
from game.selva.deck_draw import card_picture, fitted, pips
from game.text import ellipsize, render, wrap
from game.widgets import ACCENT, INK, MUTED, dim, draw_panel


def draw(ov, surface) -> None:
    dim(surface, 170)
    P = ov.PANEL
    draw_panel(surface, P, alpha=245)
    y = P.top + 14
    for line in wrap(ov.title(), 20, P.width - 40, bold=True)[:3]:
        img = render(line, 20, INK, bold=True)
        surface.blit(img, img.get_rect(midtop=(P.centerx, y)))
        y += 26
    sc = render(ov.score(), 18, ACCENT, bold=True)
    surface.blit(sc, sc.get_rect(midtop=(P.centerx, max(y + 4, 100))))
    _draw_column(ov, surface, "bosque")
    _draw_column(ov, surface, "reserva")
    _draw_side(ov, surface)
    if ov.status:
        text, col = ov.status
    elif ov.pick_out and ov.pick_in:
        text, col = tr("selva_editor.swap.pick_both", out=ov.name(ov.pick_out),
                       **{"in": ov.name(ov.pick_in)}), INK
    elif not ov.swaps:
        text, col = tr("selva_editor.swap.no_swaps"), MUTED
    else:
        text, col = tr("selva_editor.swap.pick"), MUTED
    img = render(ellipsize(text, 17, P.width - 40), 17, col, bold=col is not MUTED)
    surface.blit(img, img.get_rect(midtop=(P.centerx, 600)))
    ov.swap_button.draw(surface)
    ov.ready_button.draw(surface)
    hint = render(tr("selva_editor.swap.keys"), 14, MUTED)
    surface.blit(hint, hint.get_rect(midleft=(P.left + 20, 651)))

def _draw_column(ov, surface, zone: str) -> None:
    box = ov.BOSQUE if zone == "bosque" else ov.RESERVA
    items = ov.bosque if zone == "bosque" else ov.reserva
    draw_panel(surface, box, alpha=200)
    head = tr(f"selva_editor.swap.{zone}", n=sum(items.values()))
    surface.blit(render(head, 18, ACCENT, bold=True), (box.left + 12, box.top + 8))
    picked = ov.pick_out if zone == "bosque" else ov.pick_in
    lang = i18n.language()
    for cid, n, rect in ov.rows(zone):
        ok = ov.can_pair(zone, cid)
        if cid == picked:
            pygame.draw.rect(surface, (48, 78, 64), rect, border_radius=5)
            pygame.draw.rect(surface, ACCENT, rect, 2, border_radius=5)
        elif cid == ov.hovered:
            pygame.draw.rect(surface, (44, 56, 60), rect, border_radius=5)
        col = INK if ok or cid == picked else MUTED
        surface.blit(render(f"{n}×", 15, col, bold=True), (rect.left + 8, rect.top + 4))
        c = ov.card(cid)
        nm = c.name(lang) if c else cid
        if ov.moved[zone].get(cid):
            nm = "⇄ " + nm
        st = render(f"{c.attack}/{c.defence}", 14, col) if c is not None and c.type == "animal" else None
        # the name takes the row up to the numbers (176 px at least, as before)
        room = max(176, rect.right - 70 - (st.get_width() + 8 if st is not None else 0) - (rect.left + 48))
        nm, sz = fitted(nm, 15, room)
        img = render(nm, sz, col)
        surface.blit(img, img.get_rect(midleft=(rect.left + 48, rect.centery)))
        if st is not None:
            surface.blit(st, st.get_rect(midright=(rect.right - 70, rect.centery)))
        if c is not None and any(c.cost):
            pips(surface, rect.right - 66, rect.centery, c.cost, r=4, gap=1)
    if not items:
        surface.blit(render(tr("selva_editor.empty_zone"), 15, MUTED), (box.left + 14, box.top + 40))
    n = (box.height - 40) // ov.ROW_H
    if len(items) > n:      # a scroll bar: where the visible rows are in the whole list
        track_h = n * ov.ROW_H
        bar_h = max(20, track_h * n // len(items))
        by = box.top + 36 + int((track_h - bar_h) * ov.scroll[zone] / max(1, len(items) - n))
        pygame.draw.rect(surface, (110, 120, 124), (box.right - 6, by, 3, bar_h), border_radius=2)

def _draw_side(ov, surface) -> None:
    S = ov.SIDE
    draw_panel(surface, S, alpha=200)
    show = ov.hovered or ov.pick_in or ov.pick_out or ov.current_alfa()
    c = ov.card(show) if show else None
    if c is not None:
        img = card_picture(c, i18n.language(), ov.CARD_SIZE)
        if img.get_size() != ov.CARD_SIZE:
            img = pygame.transform.smoothscale(img, ov.CARD_SIZE)
        surface.blit(img, img.get_rect(midtop=(S.centerx, S.top + 8)))
    surface.blit(render(tr("selva_editor.swap.alfa"), 16, ACCENT, bold=True),
                 (S.left + 12, S.top + ov.CARD_SIZE[1] + 18))
    cur = ov.current_alfa()
    lang = i18n.language()
    for cid, rect in ov.alfa_rects():
        a = ov.card(cid)
        active = cid == cur
        can = active or cid in ov.alfa_actions
        pygame.draw.rect(surface, (48, 78, 64) if active else (50, 58, 66), rect, border_radius=8)
        pygame.draw.rect(surface, ACCENT if active else (96, 104, 110), rect, 3 if active else 2, border_radius=8)
        mark = "✓ " if active else ""
        label = f"{mark}{a.name(lang) if a else cid}"
        label, sz = fitted(label, 17, rect.width - 80, True)
        img = render(label, sz, INK if can else MUTED, bold=True)
        surface.blit(img, img.get_rect(midleft=(rect.left + 12, rect.centery)))
        if a is not None and a.life:
            life = render(f"♥ {a.life}", 16, (240, 140, 140), bold=True)
            surface.blit(life, life.get_rect(midright=(rect.right - 12, rect.centery)))
