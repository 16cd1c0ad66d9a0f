"""Animal Duel's card faces and backs drawn by code (no art files), cached per size and language.

An animal card shows its name, its habitat (an icon *and* its short name: colour is never the only cue)
and one circle per side split in four quarters: as many quarters are filled as the strength on
that side (0–4), with the number in the middle. Situational cards show their type letter (T, I, P),
name and text. Faces are drawn upright, as their owner sees them; the table turns the other team's
cards by 180°.
"""
from __future__ import annotations

import math

import pygame

from game import i18n
from game.animal_duel.log_text import card_label
from game.depredador.draw import INK_DARK, INK_LIGHT, draw_icon, ink_on, mix, shade
from game.text import ellipsize, fit_size, font, wrap

# The icon of each habitat (game.depredador.draw.draw_icon and two more); name, colour and the short
# text cue (``abbr``) come from the cards file.
HABITAT_ICONS = {"sabana": "sun", "selva": "leaf", "bosque": "pine", "desierto": "dune", "oceano": "wave",
                 "montana": "peak", "artico": "snow", "pradera": "grass", "humedal": "drop", "cielo": "cloud"}

TYPE_LOOK = {"T": ((248, 196, 120), (170, 96, 20)),
             "I": ((160, 204, 248), (36, 92, 170)),
             "P": ((214, 184, 244), (110, 64, 160))}

FILLED = (196, 52, 40)        # a filled quarter of a strength circle
EMPTY = (252, 250, 244)
RING = (40, 36, 34)
BACK_BG = (96, 40, 32)
BACK_EDGE = (232, 196, 120)

_cache: dict[tuple, pygame.Surface] = {}


def clear_cache() -> None:
    _cache.clear()


def _text(s: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    # card faces are drawn once and cached, so direct rendering is fine here
    return font(max(7, size), bold).render(s, True, colour)


CARD_LOW = 7                  # card faces are small: their smallest letters (the zoom shows them large)


# ------------------------------------------------------------------------------------ card data

def draw_habitat_icon(surface, icon: str, center, r: float, colour) -> None:
    cx, cy = center
    if icon == "grass":
        w = max(2, int(r * 0.18))
        for dx, top in ((-0.6, -0.5), (-0.2, -0.95), (0.2, -0.75), (0.6, -0.45)):
            pygame.draw.line(surface, colour, (cx + r * dx * 0.6, cy + r * 0.75), (cx + r * dx, cy + r * top), w)
        pygame.draw.line(surface, colour, (cx - r * 0.8, cy + r * 0.75), (cx + r * 0.8, cy + r * 0.75), w)
    elif icon == "cloud":
        for dx, dy, k in ((-0.45, 0.15, 0.42), (0.0, -0.15, 0.55), (0.45, 0.15, 0.42)):
            pygame.draw.circle(surface, colour, (int(cx + r * dx), int(cy + r * dy)), max(2, int(r * k)))
    else:
        draw_icon(surface, icon, (int(cx), int(cy)), r, colour)


def strength_circle(surface, center, r: int, value: int, number: bool = True) -> None:
    """A circle in four quarters, ``value`` of them filled (clockwise from the top), the number inside."""
    cx, cy = center
    value = max(0, min(4, int(value)))
    pygame.draw.circle(surface, EMPTY, (cx, cy), r)
    for q in range(value):
        a0 = -math.pi / 2 + q * math.pi / 2
        pts = [(cx, cy)]
        for i in range(9):
            a = a0 + (math.pi / 2) * i / 8
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
        pygame.draw.polygon(surface, FILLED, pts)
    lw = max(1, r // 9)
    pygame.draw.line(surface, RING, (cx - r, cy), (cx + r, cy), lw)
    pygame.draw.line(surface, RING, (cx, cy - r), (cx, cy + r), lw)
    pygame.draw.circle(surface, RING, (cx, cy), r, max(1, r // 7))
    if number:
        inner = max(4, int(r * 0.52))
        pygame.draw.circle(surface, EMPTY, (cx, cy), inner)
        pygame.draw.circle(surface, RING, (cx, cy), inner, 1)
        img = _text(str(value), max(7, int(inner * 1.55)), INK_DARK, True)
        surface.blit(img, img.get_rect(center=(cx, cy + 1)))


# ------------------------------------------------------------------------------------ faces

class DuelArt:
    """Draws and caches the card faces of one deck (``rules.animal_duel.cards.Deck``)."""

    def __init__(self, deck):
        self.deck = deck
        self.cards = deck.cards

    # -------------------------------------------------------------- queries
    def is_animal(self, card_id: int) -> bool:
        return self.cards[card_id].is_animal

    def name(self, card_id: int) -> str:
        return i18n.name(self.cards[card_id].names)

    def habitat(self, index: int):
        return self.deck.habitats[index]

    def habitat_colour(self, index: int) -> tuple:
        return tuple(self.deck.habitats[index].colour)

    def habitat_icon(self, index: int) -> str:
        return HABITAT_ICONS.get(self.deck.habitats[index].id, "circle")

    def habitat_label(self, index: int) -> str:
        h = self.deck.habitats[index]
        return f"{i18n.name(h.names)} ({h.abbr})"

    def label(self, card_id: int) -> str:
        """Short text for the log: 'Lion (Sa 4·3·1·2)', 'Deadly Blow (T)'."""
        return card_label(self.deck, card_id)

    # -------------------------------------------------------------- cached surfaces
    def face(self, card_id: int, size: tuple[int, int], turned: bool = False) -> pygame.Surface:
        key = ("face", card_id, tuple(size), turned, i18n.language())
        surf = _cache.get(key)
        if surf is None:
            if turned:
                surf = pygame.transform.rotate(self.face(card_id, size), 180)
            else:
                c = self.cards[card_id]
                surf = self._draw_animal(c, size) if c.is_animal else self._draw_situ(c, size)
            _cache[key] = surf
        return surf

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", tuple(size))
        surf = _cache.get(key)
        if surf is None:
            surf = _cache[key] = self._draw_back(size)
        return surf

    def pile_strip(self, card_id: int, size: tuple[int, int]) -> pygame.Surface:
        """A played situational as a strip in a pile: type letter and name."""
        key = ("strip", card_id, tuple(size), i18n.language())
        surf = _cache.get(key)
        if surf is None:
            surf = _cache[key] = self._draw_strip(self.cards[card_id], size)
        return surf

    # -------------------------------------------------------------- drawing
    @staticmethod
    def _base(size, bg, edge) -> tuple[pygame.Surface, pygame.Rect, int]:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(5, min(w, h) // 10)
        r = surf.get_rect()
        pygame.draw.rect(surf, bg, r, border_radius=rad)
        pygame.draw.rect(surf, edge, r, max(2, min(w, h) // 40), border_radius=rad)
        return surf, r, rad

    def _draw_animal(self, card, size) -> pygame.Surface:
        w, h = size
        m = min(w, h)
        hab_col, icon = self.habitat_colour(card.habitat), self.habitat_icon(card.habitat)
        bg = mix(hab_col, (255, 255, 255), 0.62)
        edge = shade(hab_col, 0.55)
        surf, rect, rad = self._base(size, bg, edge)
        large = m >= 150
        square = h < w * 1.15
        r = max(8, int(m * (0.1 if large else 0.125)))
        pad = max(3, int(m * 0.03))
        top, right, bottom, left = (list(card.strengths) + [0, 0, 0, 0])[:4]
        cx = w // 2
        cy = int(h * 0.40) if square and not large else h // 2      # side circles leave room for the name
        centres = {"top": (cx, pad + r), "right": (w - pad - r, cy), "bottom": (cx, h - pad - r),
                   "left": (pad + r, cy)}
        ink = ink_on(hab_col)
        # the habitat cue in the top-left corner: its short text (and its icon when there is room)
        abbr = self.deck.habitats[card.habitat].abbr
        bh = max(12, int(m * (0.12 if large else 0.16)))
        room = centres["top"][0] - r - 2 - pad
        asize = fit_size(abbr, int(bh * 0.78), room - 6, True, CARD_LOW)
        at = _text(abbr, asize, ink, True)
        with_icon = large or room >= at.get_width() + bh + 4
        bw = at.get_width() + 8 + (bh if with_icon else 0)
        badge = pygame.Rect(pad, pad, min(bw, room), bh)
        pygame.draw.rect(surf, hab_col, badge, border_radius=bh // 3)
        pygame.draw.rect(surf, edge, badge, 1, border_radius=bh // 3)
        x = badge.left + 4
        if with_icon:
            draw_habitat_icon(surf, icon, (badge.left + bh // 2 + 1, badge.centery), bh * 0.36, ink)
            x = badge.left + bh + 1
        surf.blit(at, at.get_rect(midleft=(x, badge.centery + 1)))
        # the habitat icon in the middle
        if large:
            icy, ir = int(h * 0.25), int(m * 0.12)
        else:
            icy, ir = int(h * 0.40), int(m * (0.12 if square else 0.14))
        pygame.draw.circle(surf, mix(hab_col, (255, 255, 255), 0.85), (cx, icy), ir)
        pygame.draw.circle(surf, edge, (cx, icy), ir, 1)
        draw_habitat_icon(surf, icon, (cx, icy), ir * 0.72, shade(hab_col, 0.7))
        name = i18n.name(card.names)
        name_bottom = centres["bottom"][1] - r - 2
        width = w - 2 * pad - 4
        if large:
            mid_w = w - 2 * (2 * r + pad + 4)
            hl = self.habitat_label(card.habitat)
            hs = fit_size(hl, 13, mid_w, True, 9)
            himg = _text(hl, hs, shade(hab_col, 0.45), True)
            surf.blit(himg, himg.get_rect(midtop=(cx, icy + ir + 3)))
            y = icy + ir + 5 + himg.get_height()
            size_ = fit_size(name, 18, mid_w, True, 11)
            lines = wrap(name, size_, mid_w, True)
            while len(lines) > 2 and size_ > 10:
                size_ -= 1
                lines = wrap(name, size_, mid_w, True)
            for t in lines[:2]:
                img = _text(t, size_, INK_DARK, True)
                surf.blit(img, img.get_rect(midtop=(cx, y)))
                y += img.get_height()
            fy = max(y + 2, centres["left"][1] + r + 3)
            bottom_limit = name_bottom
            if card.requires:
                req = _text(i18n.tr("animal_duel.card.requires"), 11, (150, 40, 30), True)
                surf.blit(req, req.get_rect(midbottom=(cx, name_bottom + 1)))
                bottom_limit -= req.get_height()
            fact = card.fact
            if fact:
                ftxt = i18n.name(fact)
                fs = 11
                flines = wrap(ftxt, fs, width - 6)
                while len(flines) * (fs + 2) > bottom_limit - fy and fs > 8:
                    fs -= 1
                    flines = wrap(ftxt, fs, width - 6)
                for t in flines[: max(0, (bottom_limit - fy) // (fs + 2))]:
                    img = _text(t, fs, (60, 56, 50))
                    surf.blit(img, img.get_rect(midtop=(cx, fy)))
                    fy += fs + 2
        else:
            # the name, facing the owner, just above the bottom circle
            size_ = fit_size(name, max(8, int(m * 0.13)), width, True, CARD_LOW)
            label = ellipsize(name, size_, width, True)
            img = _text(label, size_, INK_DARK, True)
            surf.blit(img, img.get_rect(midbottom=(cx, name_bottom + 1)))
        for side, val in (("top", top), ("right", right), ("bottom", bottom), ("left", left)):
            strength_circle(surf, centres[side], r, val)
        return surf

    def _draw_situ(self, card, size) -> pygame.Surface:
        w, h = size
        m = min(w, h)
        large = m >= 150
        t = card.type
        bg, edge = TYPE_LOOK[t]
        surf, rect, rad = self._base(size, bg, edge)
        pad = max(3, int(m * 0.05))
        inner = rect.inflate(-2 * pad, -2 * pad)
        pygame.draw.rect(surf, mix(bg, (255, 255, 255), 0.5), inner, border_radius=max(3, rad - 2))
        pygame.draw.rect(surf, edge, inner, 1, border_radius=max(3, rad - 2))
        # the type letter in a circle, and the type word
        lr = int(m * (0.11 if large else 0.15))
        lc = (inner.left + lr + 2, inner.top + lr + 2)
        pygame.draw.circle(surf, edge, lc, lr)
        lt = _text(t, int(lr * 1.5), INK_LIGHT, True)
        surf.blit(lt, lt.get_rect(center=(lc[0], lc[1] + 1)))
        kind = i18n.tr(f"animal_duel.type.{t}")
        ks = fit_size(kind, 14 if large else 9, inner.right - lc[0] - lr - 6, True, CARD_LOW)
        kimg = _text(kind, ks, shade(edge, 0.8), True)
        surf.blit(kimg, kimg.get_rect(midleft=(lc[0] + lr + 4, lc[1])))
        # name
        name = i18n.name(card.names)
        nsize = 20 if large else 11
        width = inner.w - 6
        lines = wrap(name, nsize, width, True)
        while (len(lines) > 2 or any(font(nsize, True).size(x)[0] > width for x in lines)) and nsize > 7:
            nsize -= 1
            lines = wrap(name, nsize, width, True)
        y = lc[1] + lr + (8 if large else 3)
        for x in lines[:2]:
            img = _text(x, nsize, INK_DARK, True)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height()
        # the text of the card
        txt = card.text
        if txt:
            s = i18n.name(txt)
            tsize = 13 if large else 8
            pygame.draw.line(surf, edge, (inner.left + 6, y + 2), (inner.right - 6, y + 2), 1)
            y += 5
            room = inner.bottom - y - 2
            lines = wrap(s, tsize, width)
            while len(lines) * font(tsize).get_linesize() > room and tsize > 7:
                tsize -= 1
                lines = wrap(s, tsize, width)
            lh = font(tsize).get_linesize()
            for x in lines[: max(0, room // lh)]:
                img = _text(x, tsize, (40, 36, 34))
                surf.blit(img, img.get_rect(midtop=(w // 2, y)))
                y += lh
        return surf

    def _draw_strip(self, card, size) -> pygame.Surface:
        w, h = size
        t = card.type
        bg, edge = TYPE_LOOK[t]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=5)
        pygame.draw.rect(surf, edge, surf.get_rect(), 1, border_radius=5)
        r = h // 2 - 2
        pygame.draw.circle(surf, edge, (r + 3, h // 2), r)
        lt = _text(t, int(r * 1.5), INK_LIGHT, True)
        surf.blit(lt, lt.get_rect(center=(r + 3, h // 2 + 1)))
        name = i18n.name(card.names)
        x = 2 * r + 7
        size_ = fit_size(name, 12, w - x - 3, True, 8)
        img = _text(ellipsize(name, size_, w - x - 3, True), size_, INK_DARK, True)
        surf.blit(img, img.get_rect(midleft=(x, h // 2)))
        return surf

    def _draw_back(self, size) -> pygame.Surface:
        w, h = size
        m = min(w, h)
        surf, r, rad = self._base(size, BACK_BG, BACK_EDGE)
        inner = r.inflate(-int(m * 0.14), -int(m * 0.14))
        pygame.draw.rect(surf, shade(BACK_EDGE, 0.8), inner, max(1, m // 40), border_radius=max(3, rad - 2))
        # two facing paws: the duel
        col = (176, 110, 80)
        s = m / 80
        for cx, cy, flip in ((w // 2, int(h * 0.34), -1), (w // 2, int(h * 0.66), 1)):
            pygame.draw.ellipse(surf, col, (cx - 11 * s, cy - 7 * s, 22 * s, 16 * s))
            for dx, dy in ((-12, -11), (-4, -17), (4, -17), (12, -11)):
                pygame.draw.ellipse(surf, col, (cx + dx * s - 3.5 * s, cy + dy * s * flip - 5 * s - (0 if flip > 0 else -2 * s),
                                                7 * s, 10 * s))
        return surf
