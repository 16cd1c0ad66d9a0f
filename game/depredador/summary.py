"""The round summary overlay of Depredador's table: each player's biome, hunt score, award and Predation
Points, and the button that closes it. It reads a :class:`~game.depredador.look.Look` (``look``), whose
``summary`` is the round_end event's data."""
from __future__ import annotations

import pygame


from game.depredador.draw import GREEN, RED
from game.depredador.geometry import continue_button
from game.depredador.log_text import award_text, number, signed
from game.depredador.look import Look
from game.i18n import tr
from game.table.paint import GOLD, panel
from game.text import ellipsize, fit_size, render, text_width, wrap
from game.widgets import INK, MUTED

S = "depredador.summary."


def draw_summary(look: Look, surface) -> pygame.Rect:
    """The summary; returns its button (Continue; Close when it was opened again, as the final one is)."""
    d = look.summary
    R = look.R["summary"]
    shade = panel((992, 712), fill=(0, 0, 0), alpha=120, width=0, radius=16)
    surface.blit(shade, (4, 4))
    surface.blit(panel(R.size, fill=(28, 34, 38), alpha=248, edge=GOLD, width=3, radius=12), R)
    title = tr(S + "final") if look.final_summary else tr(S + "title", round=d["round"], rounds=look.rounds)
    img = render(ellipsize(title, 24, R.w - 40, True), 24, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 16)))
    # the numeric columns right-aligned from the right edge, each as wide as its heading (two lines at most)
    heads = [wrap(tr(S + k), 14, 124, True)[:2] for k in ("points", "award", "hunt_score")]
    rights = []
    x = R.right - 24
    for lines in heads:
        rights.append(x)
        x -= max(text_width(s, 14, True) for s in lines) + 28
    pts_x, award_x, hunt_x = rights
    biome_x = x - 112 + 10
    name_x = R.left + 24
    name_w = biome_x - name_x - 12
    y = R.top + 60
    rows = max(len(h) for h in heads)
    for lines, rx in zip(heads, rights):
        for i, line in enumerate(lines):
            img = render(line, 14, MUTED, True)
            surface.blit(img, img.get_rect(topright=(rx, y + (rows - len(lines) + i) * 17)))
    y += (rows - 1) * 17
    surface.blit(render(tr(S + "player"), 14, MUTED, True), (name_x, y))
    surface.blit(render(tr(S + "biome"), 14, MUTED, True), (biome_x, y))
    y += 26
    row_h = min(40, (R.bottom - 80 - y) // look.n)
    best = max(d["scores"])
    parts_all = d.get("award_parts")
    for s in range(look.n):
        ry = y + s * row_h
        mid = ry + row_h // 2 - 2
        if d["awards"][s] > 0 and d["scores"][s] == best:
            surface.blit(panel((R.w - 24, row_h - 4), fill=(70, 60, 30), alpha=220, width=0, radius=6),
                         (R.left + 12, ry))
        nm = look.name(s) + (f" ({tr('depredador.you')})" if s == look.seat and look.humans else "")
        size = fit_size(nm, 17, name_w, True, low=14)
        img = render(ellipsize(nm, size, name_w, True), size, INK, True)
        surface.blit(img, img.get_rect(midleft=(name_x, mid)))
        b = d["biomes"][s]
        if b >= 0:
            tile = look.art.biome_tile(b, "mini")
            surface.blit(tile, tile.get_rect(midleft=(biome_x, mid)))
        else:
            img = render("—", 16, MUTED)
            surface.blit(img, img.get_rect(midleft=(biome_x, mid)))
        img = render(signed(d["scores"][s]), 18, INK, True)
        surface.blit(img, img.get_rect(midright=(hunt_x, mid)))
        a = d["awards"][s]
        parts = parts_all[s] if parts_all is not None else None
        text = " ".join(signed(x) for x in parts) if parts is not None and len(parts) > 1 else award_text(a)
        img = render(text, 18, GREEN if a > 0 else RED if a < 0 else MUTED, True)
        surface.blit(img, img.get_rect(midright=(award_x, mid)))
        img = render(number(d["totals"][s]), 20, GOLD, True)
        surface.blit(img, img.get_rect(midright=(pts_x, mid)))
    btn = continue_button(R)
    hov = btn.collidepoint(look.mouse)
    surface.blit(panel(btn.size, fill=(70, 80, 60) if hov else (52, 60, 56), alpha=250,
                       edge=GOLD, width=2), btn)
    label = tr(S + ("close" if look.summary_again else "continue"))
    img = render(label, fit_size(label, 18, btn.w - 16, True), INK, True)
    surface.blit(img, img.get_rect(center=btn.center))
    return btn
