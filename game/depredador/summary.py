"""The round summary overlay of Depredador's table: each player's biome, hunt score, award and total,
and the button that closes it. ``t`` is the DepredadorTable; ``t.summary`` is the round_end event's data."""
from __future__ import annotations

import pygame

from game.depredador.draw import GREEN, RED
from game.depredador.geometry import continue_button
from game.depredador.log_text import signed
from game.i18n import tr
from game.table_base import GOLD
from game.text import ellipsize, render
from game.widgets import INK, MUTED


def draw_summary(t, surface) -> None:
    d = t.summary
    R = t.R["summary"]
    shade = t._panel((992, 712), fill=(0, 0, 0), alpha=120, width=0, radius=16)
    surface.blit(shade, (4, 4))
    surface.blit(t._panel(R.size, fill=(28, 34, 38), alpha=248, edge=GOLD, width=3, radius=12), R)
    st = t.session.state
    title = tr("depredador.summary.final") if t.final_summary else \
        tr("depredador.summary.title", round=d["round"], rounds=st.rounds)
    img = render(title, 24, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 16)))
    cols = [R.left + 24, R.left + 250, R.left + 400, R.left + 500, R.right - 30]
    heads = ["player", "biome", "hunt_score", "award", "total"]
    y = R.top + 66
    for i, h in enumerate(heads):
        img = render(tr(f"depredador.summary.{h}"), 14, MUTED, True)
        surface.blit(img, img.get_rect(topright=(cols[i], y)) if i == 4 else (cols[i], y))
    y += 26
    row_h = min(40, (R.bottom - 80 - y) // t.n)
    best = max(d["scores"])
    for s in range(t.n):
        ry = y + s * row_h
        if d["awards"][s] > 0 and d["scores"][s] == best:
            surface.blit(t._panel((R.w - 24, row_h - 4), fill=(70, 60, 30), alpha=220, width=0, radius=6),
                         (R.left + 12, ry))
        nm = t.player_name(s) + (f" ({tr('depredador.you')})" if s == t.seat and t.humans else "")
        img = render(ellipsize(nm, 17, 210, True), 17, INK, True)
        surface.blit(img, img.get_rect(midleft=(cols[0], ry + row_h // 2 - 2)))
        b = d["biomes"][s]
        if b >= 0:
            tile = t.art.biome_tile(b, "mini")
            surface.blit(tile, tile.get_rect(midleft=(cols[1], ry + row_h // 2 - 2)))
        else:
            img = render("—", 16, MUTED)
            surface.blit(img, img.get_rect(midleft=(cols[1], ry + row_h // 2 - 2)))
        img = render(str(d["scores"][s]), 18, INK, True)
        surface.blit(img, img.get_rect(midleft=(cols[2] + 20, ry + row_h // 2 - 2)))
        a = d["awards"][s]
        parts = d.get("award_parts", [[a]])[s]
        text = " ".join(signed(x) for x in parts) if len(parts) > 1 else signed(a)
        img = render(text, 18, GREEN if a > 0 else RED if a < 0 else MUTED, True)
        surface.blit(img, img.get_rect(midleft=(cols[3] + 10, ry + row_h // 2 - 2)))
        img = render(str(d["totals"][s]), 20, GOLD, True)
        surface.blit(img, img.get_rect(midright=(cols[4], ry + row_h // 2 - 2)))
    if not t.final_summary:
        btn = continue_button(R)
        t.continue_rect = btn
        hov = btn.collidepoint(t.mouse)
        surface.blit(t._panel(btn.size, fill=(70, 80, 60) if hov else (52, 60, 56), alpha=250,
                              edge=GOLD, width=2), btn)
        img = render(tr("depredador.summary.continue"), 18, INK, True)
        surface.blit(img, img.get_rect(center=btn.center))
    else:
        t.continue_rect = pygame.Rect(0, 0, 0, 0)
