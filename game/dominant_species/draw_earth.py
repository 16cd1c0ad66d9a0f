"""The Earth: terrain tiles drawn by our code (colour, icon and the tile's place label), elements on the
corners, species chips with counts (endangered ones framed in red with '!'), the dominance marker
('♛' and the animal's letter) — and over it the targets of the step, the selection, what the last
player touched and the preview of the action under the pointer. Everything is drawn from a
:class:`~game.dominant_species.look.Look`; the Earth as it is (tiles, elements, species) is kept in an
:class:`EarthPicture` the table owns."""
from __future__ import annotations

import math

import pygame

from game.dominant_species import art
from game.dominant_species import words as W
from game.i18n import language
from game.text import render
from game.dominant_species.geometry import chip_layout
from rules.dominant_species import board as B
from rules.dominant_species.constants import ANIMALS, ELEMENTS, TERRAINS
from rules.dominant_species.tables import HEX_CORNERS, NC, NH

EMPTY = (34, 54, 50)
EDGE = (16, 22, 26)
RECENT = (130, 210, 255)
HOVER = (255, 255, 255)
ICON = 15


def tile_swatch(terrain: str, size) -> pygame.Surface:
    """A tile's picture (for its slide from the stack to the Earth)."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = w / 2
    pts = [(w / 2 + r * math.cos(math.radians(60 * i)), h / 2 + r * math.sin(math.radians(60 * i))) for i in range(6)]
    pygame.draw.polygon(surf, art.terrain_fill(terrain), pts)
    pygame.draw.polygon(surf, EDGE, pts, 2)
    ic = art.icon(terrain, 22)
    if ic is not None:
        surf.blit(ic, ic.get_rect(center=(w // 2, h // 2)))
    return surf


def _dotted(surface, pts, colour, step=6) -> None:
    for i in range(len(pts)):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % len(pts)]
        n = max(1, int(math.hypot(x2 - x1, y2 - y1) // step))
        for k in range(0, n, 2):
            a, b = k / n, min(1.0, (k + 1) / n)
            pygame.draw.line(surface, colour, (x1 + (x2 - x1) * a, y1 + (y2 - y1) * a),
                             (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b), 2)


def draw_tile(surf, v, h: int, centre, radius: float, scale: int, dom: int, end: set) -> None:
    """One hex at ``centre`` (radius in pixels): its tile, label, species chips, dominance marker and the
    elements on its corners. ``scale`` 1 on the Earth, 2 for the magnified tile under the pointer."""
    cx, cy = centre
    poly = [(cx + (radius - scale) * math.cos(math.radians(60 * i)),
             cy + (radius - scale) * math.sin(math.radians(60 * i))) for i in range(6)]
    t = v.terrain[h]
    if t < 0:
        pygame.draw.polygon(surf, (*EMPTY, 150), poly)
        pygame.draw.polygon(surf, (60, 84, 78), poly, 1)
        lab = render(W.tile_label(h), 12 * scale, (110, 140, 132))
        surf.blit(lab, lab.get_rect(center=(cx, cy)))
        return
    tid = TERRAINS[t]
    fill = art.terrain_fill(tid)
    pygame.draw.polygon(surf, fill, poly)
    pygame.draw.polygon(surf, EDGE, poly, 2 * scale)
    if h in v.scored:
        inner = [(cx + (radius - 6 * scale) * math.cos(math.radians(60 * i)),
                  cy + (radius - 6 * scale) * math.sin(math.radians(60 * i))) for i in range(6)]
        _dotted(surf, inner, (250, 250, 250), 6 * scale)
    ink = art.ink_on(fill)
    ic = art.icon(tid, ICON * scale)
    lab = render(W.tile_label(h), 12 * scale, ink, True)
    top = cy - round(radius * 0.62)
    wtot = (ic.get_width() + 2 * scale if ic is not None else 0) + lab.get_width()
    x = cx - wtot // 2
    if ic is not None:
        surf.blit(ic, ic.get_rect(midleft=(x, top)))
        x += ic.get_width() + 2 * scale
    surf.blit(lab, lab.get_rect(midleft=(x, top)))
    present = [a for a in range(6) if v.sp[h * 6 + a]]
    for a, r in zip(present, chip_layout((round(cx), round(cy)), len(present), scale)):
        surf.blit(art.chip(ANIMALS[a], v.sp[h * 6 + a], (h, a) in end, scale), r)
    if dom >= 0:
        tag = art.dominance_tag(ANIMALS[dom], scale)
        surf.blit(tag, tag.get_rect(center=(cx, cy + round(radius * 0.67))))


def _corner_discs(surf, v, corners, offset, rad: int) -> None:
    ox, oy = offset
    for c, (x, y) in corners:
        e = v.el[c]
        if e >= 0:
            img = art.disc(ELEMENTS[e], rad)
            surf.blit(img, img.get_rect(center=(round(x - ox), round(y - oy))))


class EarthPicture:
    """The Earth as it is — tiles, elements, species, dominance — drawn once per view and language (the
    table owns one and clears it when its view changes)."""

    def __init__(self):
        self._key = None
        self._surface: pygame.Surface | None = None

    def clear(self) -> None:
        self._key = self._surface = None

    def get(self, look) -> pygame.Surface:
        key = (look.view_key, art.look_key())
        if self._surface is None or self._key != key:
            self._key, self._surface = key, _base(look.v, look.earth, look.R["earth"])
        return self._surface


def _base(v, E, zone) -> pygame.Surface:
    """The Earth of view ``v`` in ``zone`` (``E`` its geometry), on a surface of the zone's size."""
    surf = pygame.Surface(zone.size, pygame.SRCALPHA)
    ox, oy = zone.topleft
    dom = B.dominance(v)
    end = {(h, a) for h, a, _ in B.endangered_all(v)}
    for h in range(NH):
        x, y = E.centre(h)
        draw_tile(surf, v, h, (x - ox, y - oy), E.r, E.piece_scale, dom[h], end)
    _corner_discs(surf, v, [(c, E.corners[c]) for c in range(NC)], (ox, oy), E.corner_radius())
    return surf


def draw_zoom(surface, look) -> tuple | None:
    """The tile under the pointer, twice as large, in the corner of the Earth away from it: its chips'
    counts and its elements read at a glance. Returns (tile, rect) of what it drew, or None."""
    v = look.v
    t = look.hover
    if t is None or t[0] not in ("hex", "chip"):
        return None
    h = t[1] if t[0] == "hex" else t[1][0]
    if v.terrain[h] < 0:
        return None
    E = look.earth
    zone = look.R["earth"]
    r = E.r * 2
    rad = E.corner_radius() * 2
    w, hh = round(2 * r + 2 * rad + 6), round(r * 1.7320508 + 2 * rad + 6)
    x, y = E.centre(h)
    box = pygame.Rect(0, 0, w, hh)
    box.topright = (zone.right - 2, zone.top + 2) if x < zone.centerx else (zone.left + w + 2, zone.top + 2)
    if y < zone.centery:
        box.bottom = zone.bottom - 2
    pygame.draw.rect(surface, (16, 20, 24), box, border_radius=10)
    pygame.draw.rect(surface, (240, 240, 240), box, 2, border_radius=10)
    centre = box.center
    dom = B.dominant(v, h)
    end = {(h, a) for a in range(6) if B.endangered(v, a, h)}
    draw_tile(surface, v, h, centre, r, 2, dom, end)
    k = 2.0
    cx0, cy0 = E.centres[h]
    corners = [(c, (centre[0] + (E.corners[c][0] - cx0) * k, centre[1] + (E.corners[c][1] - cy0) * k))
               for c in HEX_CORNERS[h]]
    _corner_discs(surface, v, corners, (0, 0), rad)
    return (h, box)


def draw(surface, look, picture: EarthPicture) -> tuple | None:
    """The Earth and what lies over it; returns (tile, rect) of the magnified tile drawn, or None."""
    zone = look.R["earth"]
    surface.blit(picture.get(look), zone.topleft)
    E = look.earth
    mine = look.mine
    # what the last player touched
    rec = look.recent
    if not mine or rec.get("seat") != look.seat:
        for h in rec["tiles"]:
            if 0 <= h < NH:
                pygame.draw.polygon(surface, RECENT, E.polygon(h, 4), 2)
        for c in rec["corners"]:
            if 0 <= c < NC:
                pygame.draw.circle(surface, RECENT, E.corner(c), E.corner_radius() + 3, 2)
    if mine:
        _targets(surface, look)
    _hover(surface, look)
    if look.preview is not None:
        _preview(surface, look.earth, look.preview)
        return None
    if E.zoom >= 1.6:                       # the map itself is large enough: no magnified tile
        return None
    return draw_zoom(surface, look)


def _targets(surface, look) -> None:
    v, E, ch, selected = look.v, look.earth, look.choices, look.selected
    hexes = set(ch.tiles)
    if ch.moves:
        if selected is not None and selected in ch.moves:
            hexes |= set(ch.moves[selected])
        else:
            hexes |= set(ch.moves)
    if ch.picks and not (selected is not None and selected in ch.picks):
        hexes |= set(ch.picks)
    for h in hexes:
        pygame.draw.polygon(surface, art.TARGET, E.polygon(h, 3), 3)
    if selected is not None:
        pygame.draw.polygon(surface, art.SEL, E.polygon(selected, 2), 4)
    if ch.tile is not None and 0 <= ch.tile < NH:
        pygame.draw.polygon(surface, art.SEL, E.polygon(ch.tile, 2), 4)
    for h in ch.also:
        if 0 <= h < NH:
            _dotted(surface, E.polygon(h, 2), art.SEL)
    for c in ch.corners:
        x, y = E.corner(c)
        rad = E.corner_radius()
        if v.el[c] < 0:
            pygame.draw.circle(surface, (20, 24, 28), (x, y), rad - 3)
        pygame.draw.circle(surface, art.TARGET, (x, y), rad + 2, 2)
    chips = []
    if ch.animals and ch.tile is not None:
        chips = [look.places.chip_rect(ch.tile, x) for x in ch.animals]
    elif ch.picks and selected is not None and selected in ch.picks:
        chips = [look.places.chip_rect(selected, x) for x in ch.picks[selected]]
    for r in chips:
        if r is not None:
            pygame.draw.rect(surface, art.TARGET, r.inflate(4, 4), 2, border_radius=5)


def _hover(surface, look) -> None:
    t = look.hover
    if t is None:
        return
    E = look.earth
    kind, key = t
    if kind == "hex":
        pygame.draw.polygon(surface, HOVER, E.polygon(key, 2), 2)
    elif kind == "chip":
        r = look.places.chip_rect(*key)
        if r is not None:
            pygame.draw.rect(surface, HOVER, r.inflate(4, 4), 2, border_radius=5)
    elif kind == "corner":
        pygame.draw.circle(surface, HOVER, E.corner(key), E.corner_radius() + 4, 2)


def _badge(surface, text, centre, bg, fg=(250, 250, 250)) -> None:
    img = render(text, 12, fg, True)
    box = img.get_rect(center=centre).inflate(8, 4)
    pygame.draw.rect(surface, bg, box, border_radius=5)
    pygame.draw.rect(surface, (250, 250, 250), box, 1, border_radius=5)
    surface.blit(img, img.get_rect(center=box.center))


def _preview(surface, E, pv: dict) -> None:
    """The preview on the Earth (``E`` its geometry): dominance changes (♛ before → after), species
    gained or lost, species newly endangered (!), elements placed or removed."""
    for d in pv.get("dominance") or []:
        h = d["tile"]
        before = art.letter("animal", d["before"]) if d["before"] else "–"
        after = art.letter("animal", d["after"]) if d["after"] else "–"
        pygame.draw.polygon(surface, art.GOLD, E.polygon(h, 5), 3)
        x, y = E.centre(h)
        _badge(surface, f"♛{before}→{after}", (x, y - round(E.r * 0.62)), (90, 70, 20))
    per_tile: dict = {}
    for x in pv.get("species") or []:
        per_tile.setdefault(x["tile"], []).append(x)
    for h, items in per_tile.items():
        cx, cy = E.centre(h)
        text = " ".join(f"{art.letter('animal', x['animal'])}{W.signed(x['change'])}" for x in items[:3])
        _badge(surface, text, (cx, cy + round(E.r * 0.67)), (30, 80, 50) if items[0]["change"] > 0 else (110, 40, 36))
    for x in pv.get("newly_endangered") or []:
        cx, cy = E.centre(x["tile"])
        _badge(surface, f"!{art.letter('animal', x['animal'])}{x['count']}", (cx + round(E.r * 0.55), cy),
               (150, 30, 28))
    rad = E.corner_radius()
    for x in pv.get("elements") or []:
        pos = E.corner(x["corner"])
        if x["after"]:
            img = art.disc(x["after"], rad)
            surface.blit(img, img.get_rect(center=pos))
            pygame.draw.circle(surface, art.GOLD, pos, rad + 3, 2)
        elif x["before"]:
            pygame.draw.line(surface, art.RED, (pos[0] - rad, pos[1] - rad), (pos[0] + rad, pos[1] + rad), 3)
            pygame.draw.line(surface, art.RED, (pos[0] - rad, pos[1] + rad), (pos[0] + rad, pos[1] - rad), 3)
