"""Depredador's drawing: cards and biome tiles drawn by code (no art files, cached per size and
language), and the table's panels (biomes, opponents, prompt, hand, zoom, scores). The hunt area is
drawn by ``hunt_view``, the round summary by ``summary``; ``table.DepredadorTable.draw`` puts them
together.

Colour is never the only cue: a prey card shows its value, its biome letter and the biome's icon
(sun, dune, leaf, pine, drop, peak); invaders are black with an X; Alfa has a crown, Refugio a hut.
"""
from __future__ import annotations

import math

import pygame

from game import i18n
from game.depredador.log_text import signed
from game.table_base import GOLD, PANEL, PANEL_EDGE
from game.text import ellipsize, fit_size, font, render, wrap
from game.widgets import INK, MUTED
from rules.depredador.cards import ALFA, INVADER, PREY
from rules.depredador.scoring import hunt_score
from rules.depredador.state import UNKNOWN

SIZES = {"small": (76, 108), "medium": (88, 126), "large": (180, 256)}
TILE_SIZES = {"tile": (88, 56), "mini": (112, 24), "chip": (30, 24)}

CREAM = (250, 244, 226)
INK_DARK = (28, 28, 30)
INK_LIGHT = (250, 250, 248)
ALFA_BG = (248, 236, 200)
ALFA_EDGE = (178, 132, 24)
REFUGIO_BG = (222, 236, 228)
REFUGIO_EDGE = (70, 118, 92)
BACK_BG = (28, 74, 70)
BACK_EDGE = (200, 184, 120)

_cache: dict[tuple, pygame.Surface] = {}


def clear_cache() -> None:
    _cache.clear()


def luminance(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def ink_on(c) -> tuple:
    """Dark or light text, whichever reads better on colour ``c``."""
    return INK_DARK if luminance(c) > 140 else INK_LIGHT


def shade(c, k: float) -> tuple:
    return tuple(max(0, min(255, int(v * k))) for v in c[:3])


def mix(a, b, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def _text(s: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    # Card faces are drawn once and cached, so direct rendering here is fine.
    return font(max(7, size), bold).render(s, True, colour)


# ------------------------------------------------------------------------------------ icons

def draw_icon(surface: pygame.Surface, icon: str, center, r: float, colour) -> None:
    """A biome icon drawn with shapes, fitting in a circle of radius ``r`` around ``center``."""
    cx, cy = center
    w = max(1, int(r * 0.16))
    if icon == "sun":
        pygame.draw.circle(surface, colour, (cx, cy), int(r * 0.45))
        for i in range(8):
            a = i * math.pi / 4
            p1 = (cx + math.cos(a) * r * 0.62, cy + math.sin(a) * r * 0.62)
            p2 = (cx + math.cos(a) * r * 0.95, cy + math.sin(a) * r * 0.95)
            pygame.draw.line(surface, colour, p1, p2, max(2, w))
    elif icon == "dune":
        pts = []
        for i in range(21):
            t = i / 20
            x = cx - r + 2 * r * t
            y = cy + r * 0.35 - math.sin(t * math.pi * 1.6) ** 2 * r * 0.75 * (1.0 if t < 0.62 else 0.7)
            pts.append((x, y))
        pts += [(cx + r, cy + r * 0.6), (cx - r, cy + r * 0.6)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.circle(surface, colour, (int(cx + r * 0.55), int(cy - r * 0.6)), max(2, int(r * 0.2)))
    elif icon == "leaf":
        pts = []
        for i in range(25):
            t = i / 24 * math.pi
            pts.append((cx - r * 0.9 * math.cos(t), cy - r * 0.45 * math.sin(t)))
        for i in range(25):
            t = i / 24 * math.pi
            pts.append((cx + r * 0.9 * math.cos(t), cy + r * 0.45 * math.sin(t)))
        rot = [(cx + (x - cx) * 0.7071 - (y - cy) * -0.7071, cy + (x - cx) * -0.7071 + (y - cy) * 0.7071)
               for x, y in pts]
        pygame.draw.polygon(surface, colour, rot)
        vein = mix(colour, (255, 255, 255), 0.55)
        pygame.draw.line(surface, vein, (cx - r * 0.62, cy + r * 0.62), (cx + r * 0.62, cy - r * 0.62), max(1, w // 2 + 1))
        pygame.draw.line(surface, colour, (cx - r * 0.62, cy + r * 0.62), (cx - r * 0.95, cy + r * 0.95), max(2, w))
    elif icon == "pine":
        for k, (top, half) in enumerate(((-0.95, 0.38), (-0.6, 0.58), (-0.22, 0.8))):
            base = top + 0.62
            pygame.draw.polygon(surface, colour, [(cx, cy + r * top), (cx + r * half, cy + r * base),
                                                  (cx - r * half, cy + r * base)])
        pygame.draw.rect(surface, colour, (cx - r * 0.13, cy + r * 0.38, r * 0.26, r * 0.52))
    elif icon == "drop":
        pygame.draw.circle(surface, colour, (cx, int(cy + r * 0.28)), int(r * 0.58))
        pygame.draw.polygon(surface, colour, [(cx, cy - r * 0.95), (cx + r * 0.52, cy + r * 0.05),
                                              (cx - r * 0.52, cy + r * 0.05)])
        hl = mix(colour, (255, 255, 255), 0.6)
        pygame.draw.circle(surface, hl, (int(cx - r * 0.2), int(cy + r * 0.28)), max(1, int(r * 0.14)))
    elif icon == "peak":
        pygame.draw.polygon(surface, colour, [(cx - r, cy + r * 0.7), (cx - r * 0.1, cy - r * 0.85),
                                              (cx + r * 0.35, cy - r * 0.1), (cx + r * 0.55, cy - r * 0.4),
                                              (cx + r, cy + r * 0.7)])
        snow = mix(colour, (255, 255, 255), 0.75)
        pygame.draw.polygon(surface, snow, [(cx - r * 0.1, cy - r * 0.85), (cx - r * 0.36, cy - r * 0.38),
                                            (cx - r * 0.14, cy - r * 0.46), (cx + r * 0.02, cy - r * 0.34),
                                            (cx + r * 0.16, cy - r * 0.52)])
    elif icon == "wave":
        for k in range(3):
            y0 = cy - r * 0.5 + k * r * 0.5
            pts = [(cx - r + 2 * r * i / 16, y0 + math.sin(i / 16 * math.pi * 3) * r * 0.15) for i in range(17)]
            pygame.draw.lines(surface, colour, False, pts, max(2, w))
    elif icon == "snow":
        for i in range(3):
            a = i * math.pi / 3
            dx, dy = math.cos(a) * r * 0.9, math.sin(a) * r * 0.9
            pygame.draw.line(surface, colour, (cx - dx, cy - dy), (cx + dx, cy + dy), max(2, w))
    elif icon == "x":
        k = r * 0.62
        pygame.draw.line(surface, colour, (cx - k, cy - k), (cx + k, cy + k), max(3, int(r * 0.3)))
        pygame.draw.line(surface, colour, (cx - k, cy + k), (cx + k, cy - k), max(3, int(r * 0.3)))
    elif icon == "crown":
        pts = [(cx - r * 0.85, cy + r * 0.45), (cx - r * 0.85, cy - r * 0.45), (cx - r * 0.42, cy - r * 0.02),
               (cx, cy - r * 0.7), (cx + r * 0.42, cy - r * 0.02), (cx + r * 0.85, cy - r * 0.45),
               (cx + r * 0.85, cy + r * 0.45)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.rect(surface, colour, (cx - r * 0.85, cy + r * 0.55, r * 1.7, r * 0.25))
        # two fangs under the crown
        pygame.draw.polygon(surface, colour, [(cx - r * 0.45, cy + r * 0.8), (cx - r * 0.2, cy + r * 0.8),
                                              (cx - r * 0.32, cy + r * 1.05)])
        pygame.draw.polygon(surface, colour, [(cx + r * 0.2, cy + r * 0.8), (cx + r * 0.45, cy + r * 0.8),
                                              (cx + r * 0.32, cy + r * 1.05)])
        for px in (-0.85, 0.0, 0.85):
            py = -0.45 if px else -0.7
            pygame.draw.circle(surface, colour, (int(cx + r * px), int(cy + r * py)), max(2, int(r * 0.13)))
    elif icon == "hut":
        pygame.draw.polygon(surface, colour, [(cx - r * 0.95, cy - r * 0.05), (cx, cy - r * 0.9),
                                              (cx + r * 0.95, cy - r * 0.05)])
        pygame.draw.rect(surface, colour, (cx - r * 0.65, cy - r * 0.1, r * 1.3, r * 0.95))
        door = mix(colour, (255, 255, 255), 0.7)
        pygame.draw.rect(surface, door, (cx - r * 0.2, cy + r * 0.3, r * 0.4, r * 0.55),
                         border_top_left_radius=max(1, int(r * 0.2)), border_top_right_radius=max(1, int(r * 0.2)))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), int(r * 0.6), max(2, w))


# ------------------------------------------------------------------------------------ faces

class CardArt:
    """Draws and caches the faces of one deck."""

    def __init__(self, deck):
        self.deck = deck

    def card(self, card_id: int, size: str = "small") -> pygame.Surface:
        key = ("card", card_id, size, i18n.language())
        surf = _cache.get(key)
        if surf is None:
            surf = _cache[key] = self._draw_card(self.deck.cards[card_id], SIZES[size])
        return surf

    def back(self, size: str = "small") -> pygame.Surface:
        key = ("back", size)
        surf = _cache.get(key)
        if surf is None:
            surf = _cache[key] = self._draw_back(SIZES[size])
        return surf

    def biome_tile(self, biome: int, size: str = "tile") -> pygame.Surface:
        key = ("biome", biome, size, i18n.language())
        surf = _cache.get(key)
        if surf is None:
            surf = _cache[key] = self._draw_biome(self.deck.biomes[biome], TILE_SIZES[size])
        return surf

    def biome_colour(self, biome: int) -> tuple:
        return tuple(self.deck.biomes[biome].colour)

    # -------------------------------------------------------------- drawing
    @staticmethod
    def _base(size, bg, edge) -> tuple[pygame.Surface, pygame.Rect, int]:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(5, w // 10)
        r = surf.get_rect()
        pygame.draw.rect(surf, bg, r, border_radius=rad)
        pygame.draw.rect(surf, edge, r, max(2, w // 38), border_radius=rad)
        return surf, r, rad

    def _corners(self, surf, text_top: str, text_side: str, ink, s: float, rotate_bottom=True) -> None:
        w, h = surf.get_size()
        big = _text(text_top, int(22 * s), ink, True)
        small = _text(text_side, int(12 * s), ink, True)
        pad = int(5 * s)
        surf.blit(big, (pad, int(1 * s)))
        surf.blit(small, (w - pad - small.get_width(), int(5 * s)))
        if rotate_bottom:
            b2 = pygame.transform.rotate(big, 180)
            s2 = pygame.transform.rotate(small, 180)
            surf.blit(b2, (w - pad - b2.get_width(), h - int(1 * s) - b2.get_height()))
            surf.blit(s2, (pad, h - int(5 * s) - s2.get_height()))

    def _name_lines(self, surf, label: str, ink, s: float, y: int, height: int, bold=False) -> None:
        w = surf.get_width()
        width = w - int(10 * s)
        size = 20 if s > 1.5 else 10
        lines = wrap(label, size, width, bold)
        while (len(lines) > 2 or any(font(size, bold).size(t)[0] > width for t in lines)) and size > 7:
            size -= 1
            lines = wrap(label, size, width, bold)
        lines = lines[:2]
        imgs = [_text(t, size, ink, bold) for t in lines]
        total = sum(i.get_height() for i in imgs)
        yy = y + (height - total) // 2
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(w // 2, yy)))
            yy += img.get_height()

    def _rule_line(self, surf, key: str, ink, s: float, y: int) -> None:
        w = surf.get_width()
        text = i18n.tr(key)
        size = 13
        lines = wrap(text, size, w - 20)[:3]
        for t in lines:
            img = _text(t, size, ink)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height()

    def _draw_card(self, card, size) -> pygame.Surface:
        w, h = size
        s = w / 76
        large = w >= 150
        cx = w // 2
        disc_y = int(h * 0.35) if large else int(h * 0.44)
        disc_r = int(w * 0.24) if large else int(w * 0.26)
        if card.kind == PREY:
            biome = self.deck.biomes[card.colour]
            bg = tuple(biome.colour)
            surf, r, rad = self._base(size, bg, shade(bg, 0.6))
            inner = r.inflate(-int(8 * s), -int(8 * s))
            pygame.draw.rect(surf, mix(bg, (255, 255, 255), 0.35), inner, max(1, int(s)), border_radius=rad - 2)
            ink = ink_on(bg)
            self._corners(surf, str(card.value), card.letter, ink, s, not large)
            pygame.draw.circle(surf, CREAM, (cx, disc_y), disc_r)
            pygame.draw.circle(surf, shade(bg, 0.6), (cx, disc_y), disc_r, max(1, int(1.5 * s)))
            draw_icon(surf, biome.icon, (cx, disc_y), disc_r * 0.72, shade(bg, 0.55))
            if large:
                bname = f"{i18n.name(biome.names)} ({biome.letter})"
                img = _text(bname, 14, ink, True)
                surf.blit(img, img.get_rect(midtop=(cx, disc_y + disc_r + 6)))
                self._name_lines(surf, i18n.name(card.names), ink, s, int(h * 0.60), int(h * 0.18), True)
                self._rule_line(surf, "depredador.card.prey_rule", ink, s, int(h * 0.80))
            else:
                self._name_lines(surf, i18n.name(card.names), ink, s, disc_y + disc_r + 1, int(h * 0.84) - disc_y - disc_r - 1)
        elif card.kind == INVADER:
            bg = tuple(self.deck.invader_colour)
            surf, r, rad = self._base(size, bg, (200, 50, 50))
            ink = INK_LIGHT
            self._corners(surf, str(card.value), card.letter, ink, s, not large)
            pygame.draw.circle(surf, (60, 60, 66), (cx, disc_y), disc_r)
            pygame.draw.circle(surf, (210, 60, 50), (cx, disc_y), disc_r, max(2, int(2 * s)))
            draw_icon(surf, "x", (cx, disc_y), disc_r * 0.8, (230, 70, 60))
            if large:
                img = _text(i18n.name(self.deck.invader_names), 14, (240, 120, 110), True)
                surf.blit(img, img.get_rect(midtop=(cx, disc_y + disc_r + 6)))
                self._name_lines(surf, i18n.name(card.names), ink, s, int(h * 0.60), int(h * 0.18), True)
                self._rule_line(surf, "depredador.card.invader_rule", ink, s, int(h * 0.80))
            else:
                self._name_lines(surf, i18n.name(card.names), ink, s, disc_y + disc_r + 1, int(h * 0.84) - disc_y - disc_r - 1)
        else:
            alfa = card.kind == ALFA
            bg, edge = (ALFA_BG, ALFA_EDGE) if alfa else (REFUGIO_BG, REFUGIO_EDGE)
            surf, r, rad = self._base(size, bg, edge)
            inner = r.inflate(-int(8 * s), -int(8 * s))
            pygame.draw.rect(surf, edge, inner, max(1, int(s)), border_radius=rad - 2)
            ink = shade(edge, 0.6)
            self._corners(surf, card.letter, "", ink, s, not large)
            pygame.draw.circle(surf, (255, 252, 240), (cx, disc_y), disc_r)
            pygame.draw.circle(surf, edge, (cx, disc_y), disc_r, max(2, int(2 * s)))
            draw_icon(surf, "crown" if alfa else "hut", (cx, disc_y), disc_r * 0.7,
                      (196, 144, 20) if alfa else (128, 84, 44))
            label = i18n.name(card.names)
            if large:
                self._name_lines(surf, label, ink, s, int(h * 0.56), int(h * 0.18), True)
                self._rule_line(surf, "depredador.card.alfa_rule" if alfa else "depredador.card.refugio_rule",
                                ink, s, int(h * 0.76))
            else:
                self._name_lines(surf, label, ink, s, disc_y + disc_r + 1, int(h * 0.84) - disc_y - disc_r - 1, True)
        return surf

    def _draw_back(self, size) -> pygame.Surface:
        w, h = size
        s = w / 76
        surf, r, rad = self._base(size, BACK_BG, BACK_EDGE)
        inner = r.inflate(-int(10 * s), -int(10 * s))
        pygame.draw.rect(surf, shade(BACK_EDGE, 0.8), inner, max(1, int(s)), border_radius=rad - 2)
        # a paw print
        cx, cy = w // 2, h // 2 + int(6 * s)
        col = (86, 140, 128)
        pygame.draw.ellipse(surf, col, (cx - 13 * s, cy - 6 * s, 26 * s, 20 * s))
        for dx, dy in ((-15, -14), (-5, -22), (5, -22), (15, -14)):
            pygame.draw.ellipse(surf, col, (cx + dx * s - 4.5 * s, cy + dy * s - 6 * s, 9 * s, 12 * s))
        return surf

    def _draw_biome(self, biome, size) -> pygame.Surface:
        w, h = size
        bg = tuple(biome.colour)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(4, h // 5)
        pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, shade(bg, 0.6), surf.get_rect(), 2, border_radius=rad)
        ink = ink_on(bg)
        label = i18n.name(biome.names)
        if h >= 40:
            # icon and letter on top, the name across the bottom
            dr = int(h * 0.24)
            letter = _text(biome.letter, int(h * 0.4), ink, True)
            row_w = 2 * dr + 6 + letter.get_width()
            x = (w - row_w) // 2
            cy = int(h * 0.33)
            pygame.draw.circle(surf, CREAM, (x + dr, cy), dr)
            draw_icon(surf, biome.icon, (x + dr, cy), dr * 0.74, shade(bg, 0.55))
            surf.blit(letter, letter.get_rect(midleft=(x + 2 * dr + 6, cy)))
            size_ = fit_size(label, 13, w - 6, True, low=8)
            nm = _text(label, size_, ink, True)
            surf.blit(nm, nm.get_rect(center=(w // 2, int(h * 0.76))))
            return surf
        dr = int(h * 0.38)
        dcx = dr + max(3, h // 8)
        pygame.draw.circle(surf, CREAM, (dcx, h // 2), dr)
        draw_icon(surf, biome.icon, (dcx, h // 2), dr * 0.74, shade(bg, 0.55))
        if w <= 40:
            return surf
        letter = _text(biome.letter, max(11, int(h * 0.55)), ink, True)
        x0 = dcx + dr + 4
        surf.blit(letter, letter.get_rect(midleft=(x0, h // 2)))
        x1 = x0 + letter.get_width() + 5
        size_ = fit_size(label, 12, w - x1 - 4, True, low=8)
        nm = _text(label, size_, ink, True)
        if x1 + nm.get_width() <= w - 2:
            surf.blit(nm, nm.get_rect(midleft=(x1, h // 2)))
        return surf


# ------------------------------------------------------------------------------------ the table
# The table's panels, drawn from the shown seat's view. ``t`` is the DepredadorTable: these functions
# read its state (seat, names, hover, summary…) and its panel cache, and change nothing but
# ``t.drawn_hand`` / ``t.zoom_drawn`` (what the last frame showed, for tests).

FELT = (30, 82, 64)
FELT_DARK = (22, 62, 48)
FELT_LIGHT = (38, 98, 76)
BG = (18, 24, 28)
RED = (226, 84, 70)
GREEN = (120, 210, 130)
TINY_BACK = (20, 28)


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
    return t._panel(size, fill=(0, 0, 0), alpha=110, width=0, radius=7)


def draw_biomes(t, surface, v) -> None:
    choosing = t.my_turn() and v.phase == "biome"
    for b, r in t.biome_slots():
        if b in v.centre:
            if choosing:
                glow = r.inflate(10, 10)
                pygame.draw.rect(surface, GOLD, glow, 3, border_radius=12)
                if r.collidepoint(t.mouse):
                    r = r.move(0, -3)
            surface.blit(t.art.biome_tile(b, "tile"), r)
        else:
            tile = t.art.biome_tile(b, "tile")
            surface.blit(tile, r)
            surface.blit(dim(t, r.size), r)
            owner = next((i for i, pb in enumerate(v.player_biome) if pb == b), None)
            if owner is not None:
                box = pygame.Rect(r.left + 3, r.top + int(r.h * 0.56), r.w - 6, int(r.h * 0.40))
                pygame.draw.rect(surface, (20, 20, 24), box, border_radius=5)
                tag = render(ellipsize("→ " + t.player_name(owner), 12, r.w - 10, True), 12, (255, 255, 255), True)
                surface.blit(tag, tag.get_rect(center=box.center))


def draw_seat(t, surface, v, seat: int, r: pygame.Rect) -> None:
    cur = t.current()
    is_cur = seat == cur and t.summary is None
    won = t.flash_winner == seat
    edge = GOLD if is_cur else (GREEN if won else PANEL_EDGE)
    surface.blit(t._panel(r.size, fill=(36, 46, 46) if is_cur else PANEL, alpha=232, edge=edge,
                          width=3 if is_cur or won else 2), r)
    x, y = r.left + 10, r.top + 7
    pts = render(i18n.tr("depredador.info.pts", points=v.totals[seat]), 14, GOLD, True)
    surface.blit(pts, pts.get_rect(topright=(r.right - 10, y + 1)))
    nm = render(ellipsize(t.player_name(seat), 15, r.w - 30 - pts.get_width(), True), 15, INK, True)
    surface.blit(nm, (x, y))
    kind = t.kinds[seat]
    if is_cur:
        img = render("▶ " + i18n.tr(f"depredador.kind.{kind}"), 12, GOLD, True)
    else:
        img = render(i18n.tr(f"depredador.kind.{kind}"), 12, MUTED)
    surface.blit(img, (x, y + 21))
    # hand size (card backs) and captured pile
    yy = r.top + 48
    count = len(v.hands[seat])
    back = tiny_back(t)
    for i in range(min(count, 4)):
        surface.blit(back, (x + i * 5, yy))
    img = render(f"×{count}", 13, INK, True)
    surface.blit(img, (x + min(count, 4) * 5 + 22, yy + 6))
    caught = len(v.captured[seat])
    cx = r.left + 88
    for i in range(3 if caught else 0):
        pygame.draw.rect(surface, (60, 60, 60), (cx + i * 2, yy + 8 - i * 2, 18, 22), border_radius=3)
        pygame.draw.rect(surface, (160, 160, 150), (cx + i * 2, yy + 8 - i * 2, 18, 22), 1, border_radius=3)
    img = render(i18n.tr("depredador.info.caught", count=caught), 12, INK)
    surface.blit(img, (cx + 26, yy + 2))
    img = render(i18n.tr("depredador.info.hunt_score", score=signed(hunt_score(v, seat))), 12, MUTED)
    surface.blit(img, (cx + 26, yy + 17))
    # biome in front of the player
    b = v.player_biome[seat]
    yb = r.bottom - 32
    if b >= 0:
        surface.blit(t.art.biome_tile(b, "mini"), (x, yb))
    else:
        img = render(i18n.tr("depredador.info.no_biome"), 12, MUTED)
        surface.blit(img, (x, yb + 5))


def draw_prompt(t, surface, v) -> None:
    R = t.R["prompt"]
    text, col = t.prompt(v)
    mine = t.my_turn()
    surface.blit(t._panel(R.size, fill=(46, 40, 22) if mine else PANEL, alpha=235,
                          edge=GOLD if mine else PANEL_EDGE, width=2), R)
    size = 17
    text = ellipsize(text, size, R.w - 24, True)
    img = render(text, size, col, True)
    surface.blit(img, img.get_rect(midleft=(R.left + 12, R.centery)))


def draw_self_info(t, surface, v) -> None:
    R = t.R["self_info"]
    surface.blit(t._panel(R.size, alpha=235), R)
    lab = render(i18n.tr("depredador.info.your_biome"), 13, MUTED)
    surface.blit(lab, lab.get_rect(midleft=(R.left + 10, R.centery)))
    x = R.left + 16 + lab.get_width()
    b = v.player_biome[t.seat]
    if b >= 0:
        tile = t.art.biome_tile(b, "mini")
        surface.blit(tile, tile.get_rect(midleft=(x, R.centery)))
    else:
        img = render(i18n.tr("depredador.info.no_biome"), 13, INK)
        surface.blit(img, img.get_rect(midleft=(x, R.centery)))
    pts = render(i18n.tr("depredador.info.pts", points=v.totals[t.seat]), 15, GOLD, True)
    surface.blit(pts, pts.get_rect(midright=(R.right - 10, R.centery)))


def draw_hand(t, surface, v) -> None:
    R = t.R["hand"]
    fu = t.face_up()
    mine = t.my_turn()
    layout = t.hand_layout()
    t.drawn_hand = (t.seat, tuple(c for c, _, _ in layout), fu)
    you = i18n.tr("depredador.you")
    nm = t.player_name(t.seat) + f" ({you})" if t.humans else t.player_name(t.seat)
    tag = render(nm, 13, GOLD if mine else MUTED, True)
    surface.blit(tag, (R.left + 4, R.top - 2))
    if not fu:
        back = t.art.back("small")
        for c, r, _ in layout:
            surface.blit(back, (r.x, R.bottom - r.h - 6))
        img = render(i18n.tr("depredador.prompt.hidden"), 16, INK, True)
        box = img.get_rect(center=(R.centerx, R.centery + 10)).inflate(20, 10)
        surface.blit(t._panel(box.size, alpha=230), box)
        surface.blit(img, img.get_rect(center=box.center))
        return
    dim_illegal = mine and v.phase == "hunt"
    for c, r, ok in layout:
        if c == UNKNOWN:
            surface.blit(t.art.back("small"), r)
            continue
        if mine and ok:
            pygame.draw.rect(surface, GOLD if c != t.hover_card else (255, 240, 170), r.inflate(6, 6), 3,
                             border_radius=9)
        surface.blit(t.art.card(c, "small"), r)
        if dim_illegal and not ok:
            surface.blit(dim(t, r.size), r)
        if c in t.received:
            tag = render(i18n.tr("depredador.info.received"), 10, (20, 20, 20), True)
            box = tag.get_rect(midbottom=(r.centerx, r.top + 2)).inflate(8, 2)
            pygame.draw.rect(surface, (170, 220, 255), box, border_radius=5)
            surface.blit(tag, tag.get_rect(center=box.center))


def draw_zoom(t, surface) -> None:
    rect = next((r for c, r in t.card_targets() if c == t.hover_card), None)
    if rect is None:
        return
    big = t.art.card(t.hover_card, "large")
    w, h = big.get_size()
    x = max(10, min(rect.centerx - w // 2, t.R["hand"].right - w))
    y = t.hover_anchor[1] - h
    shadow = t._panel((w + 8, h + 8), fill=(0, 0, 0), alpha=90, width=0, radius=14)
    surface.blit(shadow, (x - 2, y + 2))
    surface.blit(big, (x, y))
    t.zoom_drawn = (t.hover_card, pygame.Rect(x, y, w, h))


def draw_scores(t, surface, v) -> None:
    R = t.R["scores"]
    surface.blit(t._panel(R.size, alpha=240), R)
    title = i18n.tr("depredador.scores.title") + " · " + i18n.tr("depredador.info.round", round=v.round,
                                                                  rounds=v.rounds)
    img = render(title, 15, GOLD, True)
    surface.blit(img, (R.left + 10, R.top + 8))
    cols = (R.left + 10, R.left + 128, R.left + 178, R.right - 12)
    y = R.top + 34
    for i, key in enumerate(("player", "biome", "hunt", "total")):
        img = render(i18n.tr(f"depredador.scores.{key}"), 11, MUTED, True)
        if i == 0:
            surface.blit(img, (cols[0], y))
        elif i == 3:
            surface.blit(img, img.get_rect(topright=(cols[3], y)))
        else:
            surface.blit(img, img.get_rect(midtop=(cols[i] + 12, y)))
    y += 18
    row_h = min(26, (R.bottom - y - 6) // t.n)
    cur = t.current()
    for s in range(t.n):
        ry = y + s * row_h
        if s == cur and t.summary is None:
            surface.blit(t._panel((R.w - 8, row_h), fill=(70, 60, 30), alpha=200, width=0, radius=5),
                         (R.left + 4, ry))
        nm = t.player_name(s)
        img = render(ellipsize(nm, 13, 112, s == t.seat), 13, INK, s == t.seat)
        surface.blit(img, img.get_rect(midleft=(cols[0], ry + row_h // 2)))
        b = v.player_biome[s]
        if b >= 0:
            chip = t.art.biome_tile(b, "chip")
            surface.blit(chip, chip.get_rect(center=(cols[1] + 12, ry + row_h // 2)))
        else:
            img = render("—", 13, MUTED)
            surface.blit(img, img.get_rect(center=(cols[1] + 12, ry + row_h // 2)))
        img = render(signed(hunt_score(v, s)), 13, INK)
        surface.blit(img, img.get_rect(center=(cols[2] + 12, ry + row_h // 2)))
        img = render(str(v.totals[s]), 14, GOLD, True)
        surface.blit(img, img.get_rect(midright=(cols[3], ry + row_h // 2)))
