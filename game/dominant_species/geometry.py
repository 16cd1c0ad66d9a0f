"""The Dominant Species table's geometry: the zones of data/dominant_species/layout.tmx the table reads,
the Earth of data/dominant_species/earth.tmx (the rules' hex map) scaled into the earth zone, and the
rectangles computed inside the zones (action spaces, element boxes, stacks, card rows, animal panels,
the step's buttons). Pure arithmetic on ``pygame.Rect``: nothing is drawn here."""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from functools import lru_cache

import pygame

from game.paths import resource
from rules.dominant_species.constants import SECTIONS
from rules.dominant_species.geometry import geometry as rules_geometry
from rules.dominant_species.geometry import read_tmx
from rules.dominant_species.tables import COORDS, NC, SECTION_SPACES

TABLE_ZONES = ("prompt", "earth", "actions", "cards", "choices", "animals", "info", "log", "menu_button",
               "undo_button")
SQ3 = math.sqrt(3)

# the action display: one row per section
ROW_LABEL_W = 104          # the section's name
SPACE_STEP = 29            # from one space to the next
SPACE_R = 12               # a space's radius
BOX_STEP = 20              # from one box element to the next
BOX_R = 8
STACK_W, STACK_H = 42, 24
BUTTON_TEXT = 14          # the size of a choices bar button's label
# the species chips on a hex
CHIP_W, CHIP_H = 31, 14


def required_zones() -> dict[str, str]:
    """Object name -> 'rect' for everything the table reads from its layout."""
    return {name: "rect" for name in TABLE_ZONES}


# ---------------------------------------------------------------- the Earth

@lru_cache(maxsize=1)
def _earth_map() -> tuple:
    """(hex centres by index, corner points by index, radius) of data/dominant_species/earth.tmx."""
    path = resource("data", "dominant_species", "earth.tmx")
    geo = rules_geometry()
    hexes, corners = read_tmx(path)
    radius = float(geo.radius)
    for prop in ET.parse(path).getroot().iter("property"):
        if prop.get("name") == "hex_radius":
            radius = float(prop.get("value"))
            break
    centres = tuple(hexes[xy] for xy in COORDS)
    by_tri = {tri: xy for tri, xy in corners}
    cpts = tuple(by_tri[frozenset(t)] for t in geo.corners)
    return centres, cpts, radius


class Earth:
    """The Earth scaled into ``zone``: hex centres, corners, the hex radius; hit tests."""

    ZOOM_MIN, ZOOM_MAX = 1.0, 3.0

    def __init__(self, zone: pygame.Rect, zoom: float = 1.0, pan=(0, 0)):
        """``zoom`` (1: the whole Earth fills the zone) and ``pan`` (pixels the map is moved by, kept so
        the map never leaves the zone: ``self.pan`` is the pan used)."""
        centres, corners, radius = _earth_map()
        xs = [x for x, _ in centres]
        ys = [y for _, y in centres]
        left, right = min(xs) - radius, max(xs) + radius
        top, bottom = min(ys) - radius * SQ3 / 2, max(ys) + radius * SQ3 / 2
        zoom = max(self.ZOOM_MIN, min(self.ZOOM_MAX, zoom))
        k0 = min(zone.w / (right - left), zone.h / (bottom - top))
        k = k0 * zoom
        # the map's size on screen; the pan keeps its edges outside the zone (or centred when smaller)
        lim_x = max(0.0, ((right - left) * k - zone.w) / 2)
        lim_y = max(0.0, ((bottom - top) * k - zone.h) / 2)
        px, py = max(-lim_x, min(lim_x, pan[0])), max(-lim_y, min(lim_y, pan[1]))
        self.zoom, self.pan = zoom, (px, py)
        ox = zone.centerx - (left + right) / 2 * k + px
        oy = zone.centery - (top + bottom) / 2 * k + py
        self.zone = pygame.Rect(zone)
        self.scale = k
        self.r = radius * k
        self.centres = tuple((x * k + ox, y * k + oy) for x, y in centres)
        self.corners = tuple((x * k + ox, y * k + oy) for x, y in corners)

    def zoomed(self, zoom: float, about=None) -> "Earth":
        """The Earth at ``zoom``, the map point under screen point ``about`` (default: the zone's
        centre) staying where it is."""
        zoom = max(self.ZOOM_MIN, min(self.ZOOM_MAX, zoom))
        mx, my = about if about is not None else self.zone.center
        cx, cy = self.zone.center
        f = zoom / self.zoom
        px, py = self.pan
        pan = (mx - cx - f * (mx - cx - px), my - cy - f * (my - cy - py))
        return Earth(self.zone, zoom, pan)

    def panned(self, dx: float, dy: float) -> "Earth":
        return Earth(self.zone, self.zoom, (self.pan[0] + dx, self.pan[1] + dy))

    def centre(self, h: int) -> tuple[int, int]:
        x, y = self.centres[h]
        return round(x), round(y)

    def corner(self, c: int) -> tuple[int, int]:
        x, y = self.corners[c]
        return round(x), round(y)

    def polygon(self, h: int, inset: float = 0.0) -> list[tuple[float, float]]:
        x, y = self.centres[h]
        r = self.r - inset
        return [(x + r * math.cos(math.radians(60 * i)), y + r * math.sin(math.radians(60 * i))) for i in range(6)]

    def hex_rect(self, h: int) -> pygame.Rect:
        x, y = self.centres[h]
        return pygame.Rect(round(x - self.r), round(y - self.r * SQ3 / 2), round(2 * self.r), round(self.r * SQ3))

    def hex_at(self, pos) -> int | None:
        """The hex under ``pos`` (flat-topped hexes), or None."""
        px, py = pos
        for h, (x, y) in enumerate(self.centres):
            dx, dy = abs(px - x), abs(py - y)
            if dy <= self.r * SQ3 / 2 and SQ3 * dx + dy <= SQ3 * self.r:
                return h
        return None

    def corner_radius(self) -> int:
        return max(8, round(self.r * 0.2))

    def corner_at(self, pos, corners=None) -> int | None:
        """The nearest corner within its disc of ``pos`` (among ``corners``, default all)."""
        best, bd = None, (self.corner_radius() + 3) ** 2
        for c in (range(NC) if corners is None else corners):
            x, y = self.corners[c]
            d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
            if d <= bd:
                best, bd = c, d
        return best

    def corner_rect(self, c: int) -> pygame.Rect:
        r = self.corner_radius()
        x, y = self.corner(c)
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)

    @property
    def piece_scale(self) -> int:
        """How large the pieces on the tiles are drawn: twice as large once the map is zoomed in far."""
        return 2 if self.zoom >= 1.8 else 1

    def chip_rects(self, h: int, count: int) -> list[pygame.Rect]:
        """Where the species chips of ``count`` animals on hex ``h`` go."""
        return chip_layout(self.centre(h), count, self.piece_scale)


def chip_height(scale: int = 1) -> int:
    """A species chip's height: taller when its count is drawn larger (a small window's text)."""
    from game.text import real_size
    return max(CHIP_H * scale, real_size(12 * scale) + 1)


def chip_layout(centre, count: int, scale: int = 1) -> list[pygame.Rect]:
    """Species chips around ``centre``: two columns, up to three rows, a little below the middle (the
    terrain's icon sits above); ``scale`` 2 for the magnified tile."""
    x, y = centre
    w, h = CHIP_W * scale, chip_height(scale)
    rows = (count + 1) // 2
    step = h + scale
    top = y - 21 * scale + (3 - rows) * step // 2
    out = []
    for i in range(count):
        col, row = i % 2, i // 2
        if count % 2 and i == count - 1:
            cx = x - w // 2
        else:
            cx = x - w - scale + col * (w + 2 * scale)
        out.append(pygame.Rect(cx, top + row * step, w, h))
    return out


# ---------------------------------------------------------------- the action display

class Display:
    """Rows of the action display in ``zone``: one per section, spaces left to right in display order,
    then the section's box (elements), and the extras (initiative track, tundra stock, stacks)."""

    def __init__(self, zone: pygame.Rect):
        self.zone = pygame.Rect(zone)
        n = len(SECTIONS)
        self.row_h = zone.h // n
        self.rows = [pygame.Rect(zone.left, zone.top + i * self.row_h, zone.w, self.row_h) for i in range(n)]
        self.space_pos: dict[int, tuple[int, int]] = {}
        self.after: list[int] = []          # x after the last space of each row
        for si, spaces in enumerate(SECTION_SPACES):
            row = self.rows[si]
            x = row.left + ROW_LABEL_W + SPACE_R
            for sp in spaces:
                self.space_pos[sp] = (x, row.centery)
                x += SPACE_STEP
            self.after.append(x - SPACE_R + 6)

    def space_rect(self, i: int) -> pygame.Rect:
        x, y = self.space_pos[i]
        return pygame.Rect(x - SPACE_R, y - SPACE_R, 2 * SPACE_R, 2 * SPACE_R)

    def space_at(self, pos) -> int | None:
        for i, (x, y) in self.space_pos.items():
            if (x - pos[0]) ** 2 + (y - pos[1]) ** 2 <= (SPACE_R + 2) ** 2:
                return i
        return None

    def label_rect(self, si: int) -> pygame.Rect:
        r = self.rows[si]
        return pygame.Rect(r.left + 6, r.top, ROW_LABEL_W - 10, r.h)

    def box_rects(self, si: int, count: int) -> list[pygame.Rect]:
        """The element discs of a section's box, after its spaces."""
        x0 = self.after[si] + 2
        cy = self.rows[si].centery
        return [pygame.Rect(x0 + k * BOX_STEP, cy - BOX_R, 2 * BOX_R, 2 * BOX_R) for k in range(count)]

    def box_area(self, si: int, slots: int = 4) -> pygame.Rect:
        x0 = self.after[si] - 2
        r = self.rows[si]
        return pygame.Rect(x0, r.top + 3, slots * BOX_STEP + 6, r.h - 6)

    def stack_rects(self, si: int, count: int = 3) -> list[pygame.Rect]:
        """The wanderlust stacks, at the right end of their row."""
        r = self.rows[si]
        x0 = r.right - count * (STACK_W + 4)
        return [pygame.Rect(x0 + k * (STACK_W + 4), r.centery - STACK_H // 2, STACK_W, STACK_H) for k in range(count)]

    def track_rects(self, si: int, count: int) -> list[pygame.Rect]:
        """The initiative track, after the initiative space."""
        x0 = self.after[si] + 10
        r = self.rows[si]
        w = min(44, (r.right - x0) // max(1, count))
        return [pygame.Rect(x0 + k * w, r.centery - 10, w - 4, 20) for k in range(count)]


def card_rows(zone: pygame.Rect, count: int = 5) -> list[pygame.Rect]:
    """The face-up Dominance cards: one row each under the zone's heading."""
    top = zone.top + 24
    h = (zone.bottom - 4 - top) // max(1, count)
    return [pygame.Rect(zone.left + 4, top + i * h, zone.w - 8, h - 3) for i in range(count)]


def animal_panels(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """One panel per animal in play, side by side (at most 250 px wide), centred in the zone."""
    gap = 6
    w = min(250, (zone.w - gap * (count - 1)) // max(1, count))
    total = w * count + gap * (count - 1)
    x0 = zone.centerx - total // 2
    return [pygame.Rect(x0 + i * (w + gap), zone.top, w, zone.h) for i in range(count)]


def button_rects(zone: pygame.Rect, widths: list[int], gap: int = 8) -> list[pygame.Rect]:
    """The step's buttons left to right in the choices bar (squeezed when they would not fit)."""
    total = sum(widths) + gap * max(0, len(widths) - 1)
    if total > zone.w and widths:
        k = (zone.w - gap * (len(widths) - 1)) / sum(widths)
        widths = [max(40, int(w * k)) for w in widths]
    out, x = [], zone.left
    for w in widths:
        out.append(pygame.Rect(x, zone.top + 2, w, zone.h - 4))
        x += w + gap
    return out


def tile_label_pos(earth: Earth, h: int) -> tuple[int, int]:
    x, y = earth.centre(h)
    return x, round(y + earth.r * 0.62)


__all__ = ["TABLE_ZONES", "required_zones", "Earth", "Display", "card_rows", "animal_panels", "button_rects",
           "chip_layout", "chip_height", "CHIP_W", "CHIP_H"]
