"""The last hunt told back: an overlay over the table showing a whole finished hunt — who played what,
in order, what each card did, who won it and why. Opened with the "Last hunt (L)" button or the L key;
← → go to earlier and later hunts; a click, L, Esc, Enter or Space closes it. While it is open the game
waits. It reads a :class:`~game.depredador.look.Look` (``look``): ``look.last_view`` is the index of the hunt
shown in ``look.book``; the painted overlay is kept in ``look.paints``."""
from __future__ import annotations

import pygame

from game.table.paint import panel

from game.depredador import hunts
from game.depredador.art import SIZES
from game.depredador.draw import GOLD
from game.depredador.geometry import last_places
from game.depredador.look import Look
from game import i18n
from game.i18n import tr
from game.text import capture, ellipsize, real_size, render, report, text_width, wrap, wrap_fit
from game.widgets import INK, MUTED

NOTE = (214, 218, 214)


def draw_last_hunt(look: Look, surface) -> None:
    """The overlay (its panel drawn once per hunt shown and language, then blitted)."""
    R = look.R["summary"]
    shade = panel((992, 712), fill=(0, 0, 0), alpha=120, width=0, radius=16)
    surface.blit(shade, (4, 4))
    panels = look.paints.panels
    key = ("last_hunt", look.last_view, len(look.book), i18n.language(), tuple(look.names))
    cached = panels.get(key)
    if cached is None:
        for k in [k for k in panels if isinstance(k, tuple) and k and k[0] == "last_hunt"]:
            del panels[k]
        with capture() as notes:
            img = pygame.Surface(R.size, pygame.SRCALPHA)
            _draw_panel(look, img, img.get_rect())
        cached = panels[key] = (img, tuple(notes))
    for note in cached[1]:
        report(*note)                   # what did not fit is told on every frame it is shown
    surface.blit(cached[0], R)


def _draw_panel(look: Look, surface, R) -> None:
    surface.blit(panel(R.size, fill=(26, 34, 32), alpha=250, edge=GOLD, width=3, radius=12), R)
    book = look.book
    if not book:
        img = render(tr("depredador.last.none"), 18, INK, True)
        surface.blit(img, img.get_rect(center=R.center))
        return
    h = book[look.last_view]
    title = tr("depredador.last.title", hunt=h.hunt, hunts=look.hunts, round=h.round)
    img = render(ellipsize(title, 22, R.w - 40, True), 22, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 16)))
    places = last_places(R, len(h.plays), SIZES["medium"])
    step = places[1].x - places[0].x if len(places) > 1 else places[0].w + 14
    notes = hunts.notes(look.deck, h)
    bottom = places[0].bottom + 8 + 15 * 2
    for i, ((seat, card), r) in enumerate(zip(h.plays, places)):
        nm = ellipsize(look.name(seat), 13, step - 4, True)
        img = render(nm, 13, GOLD if seat == h.winner else INK, True)
        surface.blit(img, img.get_rect(midbottom=(r.centerx, r.top - 6)))
        order = render(f"{i + 1}.", 12, MUTED, True)
        surface.blit(order, order.get_rect(midbottom=(r.centerx, r.top - 22)))
        if seat == h.winner:
            pygame.draw.rect(surface, GOLD, r.inflate(10, 10), 4, border_radius=12)
        surface.blit(look.art.card(card, "medium"), r)
        y = r.bottom + 8
        for note in notes[i]:
            for line in _note_lines(note, step - 6):
                img = render(line, 12, NOTE)
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += real_size(12) + 3
        bottom = max(bottom, y)
    y = bottom + 10
    for line in hunts.verdict(look.deck, h, look.name):
        for part in wrap(line, 16, R.w - 48, True):
            img = render(part, 16, INK, True)
            surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
            y += 21
    keys = tr("depredador.last.keys")
    img = render(ellipsize(keys, 13, R.w - 40), 13, MUTED)
    surface.blit(img, img.get_rect(midbottom=(R.centerx, R.bottom - 12)))
    pos = render(f"{look.last_view + 1} / {len(book)}", 13, MUTED, True)
    surface.blit(pos, pos.get_rect(topright=(R.right - 16, R.top + 20)))


def _note_lines(note: str, width: int) -> list[str]:
    """A note in at most two lines of ``width``, condensed or hyphenated when it must be (what still does
    not fit is cut, and reported)."""
    lines = wrap_fit(note, 12, width, 2)
    if lines is None:
        return [ellipsize(note, 12, width)]
    return lines
