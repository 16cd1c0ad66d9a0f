"""The final scoring, tile by tile, on the final board: the table keeps the game's last picture and
reveals the tiles in the order the rules scored them (one every ``STEP`` seconds, or with ← →), each
with a badge per animal that scored there, while the info panel says who scored what on the tile shown
and what the final scoring gave each animal so far. Then "See results" (the kit's button).

``FinalReveal`` holds what was scored (read from the game's events: the ``tile_scored`` events after
``final_scoring``) and how far the reveal has come; ``draw`` and ``info_lines`` draw it."""
from __future__ import annotations

import pygame

from game.dominant_species import art
from game.dominant_species import words as W
from game.i18n import tr
from game.text import render

DS = "dominant_species."
STEP = 0.7                 # seconds between two tiles of the automatic reveal
WHOLE = 12.0               # ... and at most this long for the whole reveal
VEIL = (12, 14, 18, 150)


def final_tiles(events) -> list[dict]:
    """The tiles of the final scoring in the order the rules scored them: ``{tile, terrain, places,
    event}`` (``places``: ``[animal, species, vp]`` from first to last)."""
    start = None
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind == "final_scoring":
            start = i
            break
    if start is None:
        return []
    out = []
    for e in events[start + 1:]:
        if e.kind == "tile_scored" and e.data.get("why") == "final":
            d = e.data
            out.append({"tile": d["tile"], "terrain": d.get("terrain"), "places": list(d.get("places") or []),
                        "event": e})
    return out


class FinalReveal:
    """How far the tile-by-tile reveal of the final scoring has come."""

    def __init__(self, tiles: list[dict], auto: bool = True):
        self.tiles = tiles
        self.shown = 1 if auto and tiles else len(tiles)    # how many tiles are revealed (the first at once)
        self.clock = 0.0
        self.auto = auto and bool(tiles)

    def done(self) -> bool:
        return self.shown >= len(self.tiles)

    def update(self, dt: float) -> None:
        if not self.auto or self.done():
            return
        self.clock += dt
        if self.clock >= min(STEP, WHOLE / len(self.tiles)):
            self.clock = 0.0
            self.shown += 1

    def step(self, k: int) -> None:
        """← / →: one tile back or forth (the automatic reveal stops)."""
        self.auto = False
        self.shown = max(1 if self.tiles else 0, min(len(self.tiles), self.shown + k))

    def show_all(self) -> None:
        self.auto = False
        self.shown = len(self.tiles)

    def current(self) -> dict | None:
        return self.tiles[self.shown - 1] if self.shown else None

    def totals(self) -> dict:
        """VPs of the final scoring so far, per animal id."""
        out: dict = {}
        for t in self.tiles[:self.shown]:
            for a, _n, pts in t["places"]:
                out[a] = out.get(a, 0) + pts
        return out


def _tag(animal: str, pts: int) -> pygame.Surface:
    """A small badge in the animal's colour: its icon (its letter when the icon is missing) and +VP."""
    bg = art.colour("animal", animal)
    ink = art.ink_on(bg)
    txt = render(W.signed(pts), 12, ink, True)
    ic = art.icon(animal, 12)
    head = ic if ic is not None else render(art.letter("animal", animal), 12, ink, True)
    surf = pygame.Surface((head.get_width() + txt.get_width() + 8, 16), pygame.SRCALPHA)
    pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=4)
    pygame.draw.rect(surf, art.GOLD, surf.get_rect(), 1, border_radius=4)
    surf.blit(head, head.get_rect(midleft=(3, 8)))
    surf.blit(txt, txt.get_rect(midleft=(head.get_width() + 5, 8)))
    return surf


def draw(surface, earth, reveal: FinalReveal) -> list:
    """The badges of the revealed tiles on the Earth (``earth`` its geometry), the tile shown framed in
    gold; returns the tiles drawn (tests)."""
    drawn = []
    cur = reveal.current()
    for t in reveal.tiles[:reveal.shown]:
        h = t["tile"]
        tags = [_tag(a, pts) for a, _n, pts in t["places"] if pts]
        cx, cy = earth.centre(h)
        _veil(surface, earth, h)
        width = sum(g.get_width() for g in tags) + 2 * max(0, len(tags) - 1)
        rows = [tags[:2], tags[2:]] if tags and width > 2 * earth.r - 16 else [tags]
        y = cy - 4 - 9 * (len(rows) - 1)
        for k, row in enumerate(rows):
            w = sum(g.get_width() for g in row) + 2 * max(0, len(row) - 1)
            x = cx - w // 2
            for g in row:
                surface.blit(g, (x, y + k * 17 - 8))
                x += g.get_width() + 2
        pygame.draw.polygon(surface, art.GOLD if t is cur else (250, 250, 250), earth.polygon(h, 3),
                            4 if t is cur else 1)
        drawn.append(h)
    return drawn


def _veil(surface, earth, h: int) -> None:
    """A dark veil over the middle of a scored tile (its chips), under its score tags: the tile's name
    above and its dominance marker below stay readable."""
    r = earth.hex_rect(h)
    band = pygame.Rect(r.left + r.w // 6, r.centery - round(earth.r * 0.42), r.w * 2 // 3, round(earth.r * 0.84))
    veil = pygame.Surface(band.size, pygame.SRCALPHA)
    veil.fill(VEIL)
    surface.blit(veil, band)


def info_lines(reveal: FinalReveal, describe, names_of) -> list[tuple[str, tuple]]:
    """The info panel at the end: the tile shown, in words, and the final scoring so far per animal.
    ``describe(event)`` the log's words for an event, ``names_of(animal)`` 'Arachnids (Ana)'."""
    n = len(reveal.tiles)
    if not n:
        return [(tr(DS + "final.title"), art.GOLD), (tr(DS + "final.none"), art.INK),
                (tr(DS + "final.see_results"), (160, 166, 170))]
    out = [(tr(DS + "final.heading", k=reveal.shown, n=n), art.GOLD)]
    cur = reveal.current()
    if cur is not None:
        out += [(text, colour) for text, colour in describe(cur["event"])]
    totals = reveal.totals()
    if totals:
        parts = [tr(DS + "final.total_part", animal=names_of(a), vp=W.signed(v))
                 for a, v in sorted(totals.items(), key=lambda x: -x[1])]
        out.append((tr(DS + "final.so_far", parts=" · ".join(parts)), art.INK))
    out.append((tr(DS + ("final.keys" if not reveal.done() else "final.see_results")), (160, 166, 170)))
    return out
