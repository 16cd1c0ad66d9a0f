"""Depredador's card faces and biome tiles, drawn by code from the data and the species' pictures
(``data/depredador/pictures.yaml``), cached per size and language.

A face reads at a glance, at every size: the number large in the top left corner, the biome's letter
and symbol in the top right (colour is never the only cue), the species' picture in the middle and its
name below it — never under 12 px. Invaders are black with a red X; the Alfa shows a crown, the Refugio
a hut. The large face (the hover zoom) adds the biome's name and the card's rule in words.
"""
from __future__ import annotations

import math

import pygame

from game import text as _text

from game import i18n, palette
from game.depredador.words import names, picture_key
from game.pictures import picture
from game.text import MIN_SIZE, capture, fit_size, fits, render, report, text_width, wrap, wrap_fit
from rules.depredador.cards import ALFA, INVADER, PREY

SIZES = {"small": (78, 112), "medium": (88, 126), "large": (180, 256)}
TILE_SIZES = {"tile": (88, 56), "mini": (112, 24), "chip": (30, 24)}

CREAM = (250, 244, 226)
INK_DARK = (28, 28, 30)
INK_LIGHT = (250, 250, 248)
ALFA_BG = (240, 206, 110)
ALFA_EDGE = (150, 104, 14)
REFUGIO_BG = (150, 200, 172)
REFUGIO_EDGE = (50, 96, 72)
INVADER_EDGE = (214, 56, 48)
INVADER_WINDOW = (246, 222, 216)
BACK_BG = (28, 74, 70)
BACK_EDGE = (200, 184, 120)
RED = (226, 84, 70)

# each biome's place in the colour-blind palette (game.palette.OKABE_ITO), nearest its own colour: the
# yellow savanna stays yellow, the red desert vermillion, the green jungle bluish green, the blue taiga
# blue, the purple wetland reddish purple, the orange mountain orange
COLOUR_BLIND = {"sabana": 3, "desierto": 5, "jungla": 2, "taiga": 4, "humedal": 6, "montana": 0}

_cache: dict[tuple, pygame.Surface] = {}
_notes: dict[tuple, tuple] = {}            # what did not fit while a cached face was painted


def clear_cache() -> None:
    _cache.clear()
    _notes.clear()


_text.on_zoom(clear_cache)          # faces carry text: repaint them at a new text zoom


def cached(key: tuple, paint) -> pygame.Surface:
    """The surface painted by ``paint()`` once for ``key``; what did not fit while painting it is
    reported again on every use, so a recording test sees it whenever the face was first drawn."""
    surf = _cache.get(key)
    if surf is None:
        with capture() as notes:
            surf = paint()
        _cache[key] = surf
        _notes[key] = tuple(notes)
    for note in _notes.get(key, ()):
        report(*note)
    return surf


def biome_colour(biome) -> tuple:
    """A biome's colour in the palette chosen (Settings → Colours); its letter and symbol stay."""
    return palette.pick(tuple(biome.colour), COLOUR_BLIND.get(biome.id, 7))


def luminance(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def ink_on(c) -> tuple:
    """Dark or light text, whichever reads better on colour ``c``."""
    return INK_DARK if luminance(c) > 140 else INK_LIGHT


def shade(c, k: float) -> tuple:
    return tuple(max(0, min(255, int(v * k))) for v in c[:3])


def mix(a, b, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


# ------------------------------------------------------------------------------------ symbols

def _icon_sun(surface, cx, cy, r, w, colour) -> None:
    pygame.draw.circle(surface, colour, (cx, cy), int(r * 0.45))
    for i in range(8):
        a = i * math.pi / 4
        p1 = (cx + math.cos(a) * r * 0.62, cy + math.sin(a) * r * 0.62)
        p2 = (cx + math.cos(a) * r * 0.95, cy + math.sin(a) * r * 0.95)
        pygame.draw.line(surface, colour, p1, p2, max(2, w))


def _icon_dune(surface, cx, cy, r, w, colour) -> None:
    pts = []
    for i in range(21):
        t = i / 20
        x = cx - r + 2 * r * t
        y = cy + r * 0.35 - math.sin(t * math.pi * 1.6) ** 2 * r * 0.75 * (1.0 if t < 0.62 else 0.7)
        pts.append((x, y))
    pts += [(cx + r, cy + r * 0.6), (cx - r, cy + r * 0.6)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.circle(surface, colour, (int(cx + r * 0.55), int(cy - r * 0.6)), max(2, int(r * 0.2)))


def _icon_leaf(surface, cx, cy, r, w, colour) -> None:
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


def _icon_pine(surface, cx, cy, r, w, colour) -> None:
    for top, half in ((-0.95, 0.38), (-0.6, 0.58), (-0.22, 0.8)):
        base = top + 0.62
        pygame.draw.polygon(surface, colour, [(cx, cy + r * top), (cx + r * half, cy + r * base),
                                              (cx - r * half, cy + r * base)])
    pygame.draw.rect(surface, colour, (cx - r * 0.13, cy + r * 0.38, r * 0.26, r * 0.52))


def _icon_drop(surface, cx, cy, r, w, colour) -> None:
    pygame.draw.circle(surface, colour, (cx, int(cy + r * 0.28)), int(r * 0.58))
    pygame.draw.polygon(surface, colour, [(cx, cy - r * 0.95), (cx + r * 0.52, cy + r * 0.05),
                                          (cx - r * 0.52, cy + r * 0.05)])
    hl = mix(colour, (255, 255, 255), 0.6)
    pygame.draw.circle(surface, hl, (int(cx - r * 0.2), int(cy + r * 0.28)), max(1, int(r * 0.14)))


def _icon_peak(surface, cx, cy, r, w, colour) -> None:
    pygame.draw.polygon(surface, colour, [(cx - r, cy + r * 0.7), (cx - r * 0.1, cy - r * 0.85),
                                          (cx + r * 0.35, cy - r * 0.1), (cx + r * 0.55, cy - r * 0.4),
                                          (cx + r, cy + r * 0.7)])
    snow = mix(colour, (255, 255, 255), 0.75)
    pygame.draw.polygon(surface, snow, [(cx - r * 0.1, cy - r * 0.85), (cx - r * 0.36, cy - r * 0.38),
                                        (cx - r * 0.14, cy - r * 0.46), (cx + r * 0.02, cy - r * 0.34),
                                        (cx + r * 0.16, cy - r * 0.52)])


def _icon_wave(surface, cx, cy, r, w, colour) -> None:
    for k in range(3):
        y0 = cy - r * 0.5 + k * r * 0.5
        pts = [(cx - r + 2 * r * i / 16, y0 + math.sin(i / 16 * math.pi * 3) * r * 0.15) for i in range(17)]
        pygame.draw.lines(surface, colour, False, pts, max(2, w))


def _icon_snow(surface, cx, cy, r, w, colour) -> None:
    for i in range(3):
        a = i * math.pi / 3
        dx, dy = math.cos(a) * r * 0.9, math.sin(a) * r * 0.9
        pygame.draw.line(surface, colour, (cx - dx, cy - dy), (cx + dx, cy + dy), max(2, w))


def _icon_x(surface, cx, cy, r, w, colour) -> None:
    k = r * 0.62
    pygame.draw.line(surface, colour, (cx - k, cy - k), (cx + k, cy + k), max(3, int(r * 0.3)))
    pygame.draw.line(surface, colour, (cx - k, cy + k), (cx + k, cy - k), max(3, int(r * 0.3)))


def _icon_crown(surface, cx, cy, r, w, colour) -> None:
    pts = [(cx - r * 0.85, cy + r * 0.45), (cx - r * 0.85, cy - r * 0.45), (cx - r * 0.42, cy - r * 0.02),
           (cx, cy - r * 0.7), (cx + r * 0.42, cy - r * 0.02), (cx + r * 0.85, cy - r * 0.45),
           (cx + r * 0.85, cy + r * 0.45)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.rect(surface, colour, (cx - r * 0.85, cy + r * 0.55, r * 1.7, r * 0.25))


def _icon_hut(surface, cx, cy, r, w, colour) -> None:
    pygame.draw.polygon(surface, colour, [(cx - r * 0.95, cy - r * 0.05), (cx, cy - r * 0.9),
                                          (cx + r * 0.95, cy - r * 0.05)])
    pygame.draw.rect(surface, colour, (cx - r * 0.65, cy - r * 0.1, r * 1.3, r * 0.95))
    door = mix(colour, (255, 255, 255), 0.7)
    pygame.draw.rect(surface, door, (cx - r * 0.2, cy + r * 0.3, r * 0.4, r * 0.55),
                     border_top_left_radius=max(1, int(r * 0.2)), border_top_right_radius=max(1, int(r * 0.2)))


def _icon_ring(surface, cx, cy, r, w, colour) -> None:
    pygame.draw.circle(surface, colour, (cx, cy), int(r * 0.6), max(2, w))


# the symbols by name (a name not here: a ring)
ICONS = {"sun": _icon_sun, "dune": _icon_dune, "leaf": _icon_leaf, "pine": _icon_pine, "drop": _icon_drop,
         "peak": _icon_peak, "wave": _icon_wave, "snow": _icon_snow, "x": _icon_x, "crown": _icon_crown,
         "hut": _icon_hut}


def draw_icon(surface: pygame.Surface, icon: str, center, r: float, colour) -> None:
    """A biome's symbol (or X, crown, hut) drawn with shapes in a circle of radius ``r``."""
    cx, cy = center
    w = max(1, int(r * 0.16))
    ICONS.get(icon, _icon_ring)(surface, cx, cy, r, w, colour)


def symbol_badge(icon: str, d: int, fill, edge, ink) -> pygame.Surface:
    """A round badge of diameter ``d`` holding a symbol (a biome's, the invaders' X, a crown, a hut)."""
    key = ("badge", icon, d, tuple(fill), tuple(edge), tuple(ink))
    surf = _cache.get(key)
    if surf is None:
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = d // 2
        pygame.draw.circle(surf, fill, (c, c), c)
        pygame.draw.circle(surf, edge, (c, c), c, max(1, d // 14))
        draw_icon(surf, icon, (c, c), c * 0.66, ink)
        _cache[key] = surf
    return surf


# ------------------------------------------------------------------------------------ text on faces

def _lines(label: str, size: int, width: int, bold: bool, max_lines: int = 2) -> list[str]:
    """``label`` in at most ``max_lines`` lines of ``width`` pixels (condensed, then hyphenated, when it
    must); what cannot fit is reported (the scenes test fails on it) and drawn as well as it can be."""
    lines = wrap_fit(label, size, width, max_lines, bold)
    if lines is not None:
        return lines
    lines = wrap(label, size, width, bold)
    if len(lines) > max_lines:
        report("overflow", label, size, width)
        lines = lines[:max_lines]
    for t in lines:
        if not fits(t, size, width, bold):
            report("overflow", t, size, width)
    return lines


def _fits(label: str, size: int, width: int, bold: bool, max_lines: int = 2) -> bool:
    lines = wrap(label, size, width, bold)
    return len(lines) <= max_lines and all(text_width(t, size, bold) <= width for t in lines)


def _blit_lines(surf, lines: list[str], size: int, colour, bold: bool, centre_x: int, top: int, height: int) -> None:
    imgs = [render(t, size, colour, bold) for t in lines]
    lh = max((i.get_height() for i in imgs), default=0) - 2
    total = lh * len(imgs)
    y = top + (height - total) // 2 - 1
    for img in imgs:
        surf.blit(img, img.get_rect(midtop=(centre_x, y)))
        y += lh


# ------------------------------------------------------------------------------------ faces

class CardArt:
    """Draws and caches the faces of one deck."""

    def __init__(self, deck):
        self.deck = deck

    def card(self, card_id: int, size: str = "small") -> pygame.Surface:
        return cached(("card", card_id, size, i18n.language(), palette.palette()),
                      lambda: self._draw_card(card_id, SIZES[size]))

    def back(self, size: str = "small") -> pygame.Surface:
        return cached(("back", size), lambda: self._draw_back(SIZES[size]))

    def biome_tile(self, biome: int, size: str = "tile") -> pygame.Surface:
        return cached(("biome", biome, size, i18n.language(), palette.palette()),
                      lambda: self._draw_biome(self.deck.biomes[biome], TILE_SIZES[size]))

    def invader_chip(self) -> pygame.Surface:
        """The invaders' mark the size of a biome chip: black with a red X."""
        key = ("invader_chip",)
        surf = _cache.get(key)
        if surf is None:
            surf = pygame.Surface(TILE_SIZES["chip"], pygame.SRCALPHA)
            pygame.draw.rect(surf, (24, 24, 28), surf.get_rect(), border_radius=5)
            pygame.draw.rect(surf, INVADER_EDGE, surf.get_rect(), 2, border_radius=5)
            draw_icon(surf, "x", surf.get_rect().center, 8, INVADER_EDGE)
            _cache[key] = surf
        return surf

    def biome_colour(self, biome: int) -> tuple:
        return biome_colour(self.deck.biomes[biome])

    # -------------------------------------------------------------- the parts of a face
    def _style(self, card) -> dict:
        """Colours, corner marks and the words of a card's face."""
        deck = self.deck
        if card.kind == PREY:
            biome = deck.biomes[card.colour]
            bg = biome_colour(biome)
            return {"bg": bg, "edge": shade(bg, 0.55), "ink": ink_on(bg), "window": CREAM,
                    "corner": str(card.value), "letter": card.letter, "icon": biome.icon,
                    "badge": (CREAM, shade(bg, 0.55), shade(bg, 0.6)),
                    "kind": f"{i18n.name(biome.names)} ({biome.letter})", "rule": "depredador.card.prey_rule"}
        if card.kind == INVADER:
            bg = tuple(deck.invader_colour)
            return {"bg": bg, "edge": INVADER_EDGE, "ink": INK_LIGHT, "window": INVADER_WINDOW,
                    "corner": str(card.value), "letter": card.letter, "icon": "x",
                    "badge": ((52, 52, 58), INVADER_EDGE, INVADER_EDGE),
                    "kind": i18n.name(deck.invader_names), "rule": "depredador.card.invader_rule"}
        alfa = card.kind == ALFA
        bg, edge = (ALFA_BG, ALFA_EDGE) if alfa else (REFUGIO_BG, REFUGIO_EDGE)
        return {"bg": bg, "edge": edge, "ink": shade(edge, 0.55), "window": (255, 250, 236),
                "corner": card.letter, "letter": "", "icon": "crown" if alfa else "hut",
                "badge": ((255, 250, 236), edge, edge), "kind": "",
                "rule": "depredador.card.alfa_rule" if alfa else "depredador.card.refugio_rule"}

    def _draw_card(self, card_id: int, size) -> pygame.Surface:
        card = self.deck.cards[card_id]
        st = self._style(card)
        w, h = size
        large = w >= 150
        s = w / 78
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(6, int(7 * s))
        rect = surf.get_rect()
        pygame.draw.rect(surf, st["bg"], rect, border_radius=rad)
        pygame.draw.rect(surf, st["edge"], rect, max(2, int(2 * s)), border_radius=rad)
        ink = st["ink"]
        pad = max(4, int(5 * s))
        # top band: the number (or the special's letter) left, the biome's letter and symbol right
        band = int(27 * s) if not large else 46
        big = int((23 if len(st["corner"]) < 2 else 20) * s) if not large else 40
        num = render(st["corner"], big, ink, True)
        surf.blit(num, num.get_rect(midleft=(pad, band // 2 + 1)))
        d = int(18 * s) if not large else 32
        badge = symbol_badge(st["icon"], d, *st["badge"])
        bx = w - pad - d
        surf.blit(badge, (bx, (band - d) // 2 + 1))
        if st["letter"]:
            let = render(st["letter"], max(MIN_SIZE, int(15 * s)) if not large else 26, ink, True)
            surf.blit(let, let.get_rect(midright=(bx - 2, band // 2 + 1)))
        # the name below the picture: one or two lines
        label = i18n.name(card.names)
        name_size = 12 if w < 84 else 13
        text_w = w - 2 * (pad - 1)
        if large:
            name_size = 20
        # bold when every line of the name fits in bold, else regular (the longest names)
        bold = large or _fits(label, name_size, text_w, True)
        lines = _lines(label, name_size, text_w, bold, max_lines=2 if large else 3)
        line_h = render("Ag", name_size, ink, bold).get_height() - 2
        if large:
            kind_h = 22 if st["kind"] else 0
            rule_lines = _lines(i18n.tr(st["rule"], **names(self.deck)), 14, w - 24, False, max_lines=3)
            rule_h = 17 * len(rule_lines) + 10
            name_h = line_h * len(lines) + 6
            win = pygame.Rect(pad + 2, band, w - 2 * pad - 4, h - band - kind_h - name_h - rule_h - pad)
        else:
            name_h = line_h * max(2, len(lines)) + 4          # a third line (small windows) takes from the picture
            win = pygame.Rect(pad, band, w - 2 * pad, h - band - name_h - pad + 1)
        pygame.draw.rect(surf, st["window"], win, border_radius=max(4, int(5 * s)))
        pic = picture("depredador", picture_key(self.deck, card_id), min(win.w, win.h) - max(4, int(5 * s)))
        if pic is not None:
            surf.blit(pic, pic.get_rect(center=win.center))
        else:
            draw_icon(surf, st["icon"], win.center, min(win.w, win.h) * 0.36, st["edge"])
        if large:
            y = win.bottom + 2
            if st["kind"]:
                k = render(st["kind"], 15, ink, True)
                surf.blit(k, k.get_rect(midtop=(w // 2, y)))
                y += kind_h
            _blit_lines(surf, lines, name_size, ink, True, w // 2, y, name_h)
            y += name_h
            pygame.draw.line(surf, shade(st["bg"], 0.8) if luminance(st["bg"]) > 60 else (90, 90, 96),
                             (pad + 8, y + 2), (w - pad - 8, y + 2), 1)
            for t in rule_lines:
                img = render(t, 14, ink)
                surf.blit(img, img.get_rect(midtop=(w // 2, y + 7)))
                y += 17
        else:
            _blit_lines(surf, lines, name_size, ink, bold, w // 2, win.bottom, h - win.bottom - 2)
        return surf

    def _draw_back(self, size) -> pygame.Surface:
        w, h = size
        s = w / 78
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(6, int(7 * s))
        r = surf.get_rect()
        pygame.draw.rect(surf, BACK_BG, r, border_radius=rad)
        pygame.draw.rect(surf, BACK_EDGE, r, max(2, int(2 * s)), border_radius=rad)
        inner = r.inflate(-int(10 * s), -int(10 * s))
        pygame.draw.rect(surf, shade(BACK_EDGE, 0.8), inner, max(1, int(s)), border_radius=rad - 2)
        cx, cy = w // 2, h // 2 + int(6 * s)         # a paw print
        col = (86, 140, 128)
        pygame.draw.ellipse(surf, col, (cx - 13 * s, cy - 6 * s, 26 * s, 20 * s))
        for dx, dy in ((-15, -14), (-5, -22), (5, -22), (15, -14)):
            pygame.draw.ellipse(surf, col, (cx + dx * s - 4.5 * s, cy + dy * s - 6 * s, 9 * s, 12 * s))
        return surf

    def _draw_biome(self, biome, size) -> pygame.Surface:
        w, h = size
        bg = biome_colour(biome)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(4, h // 5)
        pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, shade(bg, 0.6), surf.get_rect(), 2, border_radius=rad)
        ink = ink_on(bg)
        label = i18n.name(biome.names)
        if h >= 40:
            # the symbol and the letter on top, the name across the bottom
            dr = int(h * 0.24)
            letter = render(biome.letter, int(h * 0.4), ink, True)
            row_w = 2 * dr + 6 + letter.get_width()
            x = (w - row_w) // 2
            cy = int(h * 0.33)
            pygame.draw.circle(surf, CREAM, (x + dr, cy), dr)
            draw_icon(surf, biome.icon, (x + dr, cy), dr * 0.74, shade(bg, 0.55))
            surf.blit(letter, letter.get_rect(midleft=(x + 2 * dr + 6, cy)))
            size_ = fit_size(label, 14, w - 2, True)
            nm = render(label, size_, ink, True)
            surf.blit(nm, nm.get_rect(center=(w // 2, int(h * 0.76))))
            return surf
        dr = int(h * 0.38)
        dcx = dr + max(3, h // 8)
        pygame.draw.circle(surf, CREAM, (dcx, h // 2), dr)
        draw_icon(surf, biome.icon, (dcx, h // 2), dr * 0.74, shade(bg, 0.55))
        if w <= 40:
            return surf
        letter = render(biome.letter, max(13, int(h * 0.55)), ink, True)
        x0 = dcx + dr + 4
        surf.blit(letter, letter.get_rect(midleft=(x0, h // 2)))
        x1 = x0 + letter.get_width() + 5
        size_ = fit_size(label, 13, w - x1 - 2, True)
        nm = render(label, size_, ink, True)
        surf.blit(nm, nm.get_rect(midleft=(x1, h // 2)))
        return surf
