"""Animal Duel's card faces and backs, drawn by code from the data, cached per size and language.

Every face carries the species' (or the situational's) picture (``game.pictures``) and no text under
12 px. An animal shows one strength disc on each side: the seed's circle in four quarters (as many
filled as the strength, 0–4) around the strength as a plain, bold digit; its habitat as a tag with the
habitat's short name (colour is never the only cue) and the habitat's picture.

- ``tile``: a square face for the board. Upright digits, whichever side owns it: a card of the team
  across the table (``turned``) keeps its digits and picture upright but its layout turned 180° — its
  own top strength is drawn at the bottom edge, facing its owner's opponent, and its habitat tag sits
  in the opposite corner — so every number reads at a glance at the edge it fights on.
- ``card``: a hand card (portrait): the tile's layout plus the name (two lines at most); a situational
  shows its type (letter and word), name, picture and a short summary of what it does.
- a large face (the zoom, at least 150 px wide) adds the habitat's name, the fact line or the whole
  card text.
- ``mini``: the tiny face of a rival's card this side knows about: picture and type letter only.
"""
from __future__ import annotations

import math

import pygame

from game import text as _text

from game import i18n
from game.animal_duel.log_text import card_label
from game.palette import palette, pick
from game.pictures import picture
from game.text import capture, condense, ellipsize, fits, real_size, render, report, text_width, wrap, wrap_fit

GAME = "animal_duel"

TYPE_LOOK = {"T": ((248, 196, 120), (170, 96, 20)),
             "I": ((160, 204, 248), (36, 92, 170)),
             "P": ((214, 184, 244), (110, 64, 160))}

# each habitat's colour in the colour-blind set (game.palette.OKABE_ITO), near its own: savanna yellow,
# jungle bluish green, forest vermillion, desert orange, ocean blue, mountain grey, arctic sky blue,
# grassland reddish purple
CB_HABITAT = {"sabana": 3, "selva": 2, "bosque": 5, "desierto": 0, "oceano": 4, "montana": 7, "artico": 1,
              "pradera": 6}

INK_DARK = (28, 26, 24)
INK_LIGHT = (252, 250, 244)
FILLED = (200, 52, 40)        # a filled quarter of a strength circle
EMPTY_Q = (222, 216, 204)
DISC = (252, 250, 244)
RING = (40, 36, 34)
BACK_BG = (96, 40, 32)
BACK_EDGE = (232, 196, 120)
MIN = 12                      # no text on a face is smaller (game.text.MIN_SIZE)

_cache: dict[tuple, tuple] = {}       # key -> (surface, what did not fit while it was painted)
_discs: dict[tuple, dict] = {}         # face key -> {"top" | "right" | "bottom" | "left": (centre, radius, value)}
_texts: dict[tuple, list] = {}         # face key -> the rectangles of the texts drawn on it (name, habitat, fact)


def clear_cache() -> None:
    _cache.clear()
    _discs.clear()
    _texts.clear()


_text.on_zoom(clear_cache)          # faces carry text: repaint them at a new text zoom


def _kept(key: tuple, paint) -> pygame.Surface:
    """The surface ``paint()`` draws, painted once and kept; what did not fit while it was painted is
    reported again on every use (game.text.capture), so a recording test sees it either way."""
    hit = _cache.get(key)
    if hit is None:
        with capture() as notes:
            surf = paint()
        hit = _cache[key] = (surf, tuple(notes))
    for note in hit[1]:
        report(*note)
    return hit[0]


def mix(a, b, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def shade(c, k: float) -> tuple:
    return tuple(max(0, min(255, int(x * k))) for x in c[:3])


def ink_on(c) -> tuple:
    """Dark or light ink, whichever reads on ``c``."""
    lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return INK_DARK if lum > 140 else INK_LIGHT


def _hyphenate(text: str, size: int, width: int, bold: bool) -> str:
    """``text`` with every word wider than ``width`` split once with a hyphen where it fits
    ("Teletransporta-" / "ción"), keeping at least three letters on each side."""
    out = []
    for word in text.split(" "):
        if text_width(word, size, bold) <= width or len(word) < 7:
            out.append(word)
            continue
        cut = max((i for i in range(3, len(word) - 2) if text_width(word[:i] + "-", size, bold) <= width),
                  default=None)
        out.append(word if cut is None else f"{word[:cut]}- {word[cut:]}")
    return " ".join(out)


def fit_lines(text: str, width: int, lines: int = 2, sizes=((13, True), (12, True), (12, False))):
    """``(lines, size, bold)``: the first of ``sizes`` at which ``text`` wraps into at most ``lines``
    lines of ``width`` pixels; failing that, the first at which it does in the condensed face; then
    with a too-long word split by a hyphen (in the face as it is, then condensed). When none does, the
    last size is used and the text is cut with an ellipsis (reported by game.text as a clip)."""
    for split in (False, True):
        for size, bold in sizes:
            t = _hyphenate(text, size, width, bold) if split else text
            out = wrap(t, size, width, bold)
            if len(out) <= lines and all(text_width(x, size, bold) <= width for x in out):
                return out, size, bold
        for size, bold in sizes:                    # the condensed face (drawn so by render)
            out = wrap_fit(text, size, width, lines, bold, hyphens=split)
            if out is not None:
                return out, size, bold
    size, bold = sizes[-1]
    out = wrap(text, size, width, bold)
    head = out[:lines - 1] + [" ".join(out[lines - 1:])]
    return [ellipsize(x, size, width, bold) for x in head], size, bold


def strength_disc(surface, center, r: int, value: int) -> None:
    """The seed's circle in four quarters (``value`` of them filled, clockwise from the top) as a ring
    around the strength written as a bold digit on a plain disc: nothing is drawn across the digit."""
    cx, cy = center
    value = max(0, min(4, int(value)))
    pygame.draw.circle(surface, RING, (cx, cy), r + 1)
    for q in range(4):
        a0 = -math.pi / 2 + q * math.pi / 2
        pts = [(cx, cy)] + [(cx + math.cos(a0 + (math.pi / 2) * i / 8) * r,
                             cy + math.sin(a0 + (math.pi / 2) * i / 8) * r) for i in range(9)]
        pygame.draw.polygon(surface, FILLED if q < value else EMPTY_Q, pts)
    ring = max(3, r // 3)
    inner = r - ring
    for q in range(4):                               # the quarters' borders, in the ring only
        a = -math.pi / 2 + q * math.pi / 2
        pygame.draw.line(surface, RING, (cx + math.cos(a) * inner, cy + math.sin(a) * inner),
                         (cx + math.cos(a) * r, cy + math.sin(a) * r), 1)
    pygame.draw.circle(surface, DISC, (cx, cy), inner)
    pygame.draw.circle(surface, RING, (cx, cy), inner, 1)
    size = max(MIN, int(inner * 1.75))
    img = render(str(value), size, INK_DARK, True)
    surface.blit(img, img.get_rect(center=(cx, cy + 1)))


def disc_radius(m: int) -> int:
    """The strength discs' radius on a face whose short side is ``m`` (the digit stays ≥ 12 px)."""
    return max(11, min(20, int(m * 0.135)))


def _pic(key: str, size: int):
    return picture(GAME, key, max(8, int(size))) if size >= 8 else None


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
        """A habitat's colour in the palette chosen (Settings → Colours); its tag's letters say it too."""
        h = self.deck.habitats[index]
        return pick(tuple(h.colour), CB_HABITAT.get(h.id, index))

    def habitat_label(self, index: int) -> str:
        h = self.deck.habitats[index]
        return f"{i18n.name(h.names)} ({h.abbr})"

    def label(self, card_id: int) -> str:
        """Short text for the log: 'Lion (Sa 4·3·1·2)', 'Deadly Blow (T)'."""
        return card_label(self.deck, card_id)

    def strength_text(self, card_id: int) -> str:
        """An animal's four strengths as the log writes them: '4·3·1·2' (top, right, bottom, left)."""
        return "·".join(str(x) for x in self.cards[card_id].strengths)

    def picture(self, card_id: int, size: int):
        return _pic(self.cards[card_id].key, size)

    def summary(self, card_id: int) -> str:
        """A situational's few words (``animal_duel.short.<id>``): what it does, on its face."""
        key = self.cards[card_id].key
        needs = next((c for c in self.cards if c.requires == key), None)
        return i18n.tr(f"animal_duel.short.{key}", card=i18n.name(needs.names) if needs is not None else "")

    # -------------------------------------------------------------- cached surfaces
    def face(self, card_id: int, size: tuple[int, int], turned: bool = False) -> pygame.Surface:
        """The face at ``size``: a square is a board tile, a taller one a hand card, 150 px and wider
        the large view. ``turned``: a tile of the team across the table (see the module's note)."""
        def paint():
            c = self.cards[card_id]
            if c.is_animal:
                return self._draw_animal(c, tuple(size), turned)
            surf = self._draw_situ(c, tuple(size))
            return pygame.transform.rotate(surf, 180) if turned else surf
        return _kept(("face", card_id, tuple(size), turned, i18n.language(), palette()), paint)

    def tile(self, card_id: int, inner: int, turned: bool = False) -> pygame.Surface:
        """The board face of ``card_id``: a square of ``inner`` pixels (``turned``: across the table)."""
        return self.face(card_id, (inner, inner), turned)

    def discs(self, card_id: int, size: tuple[int, int], turned: bool = False) -> dict:
        """Where an animal's face draws its strength discs and what they say, by the edge of the
        picture they sit on: ``{"top": (centre, radius, value), ...}``."""
        self.face(card_id, size, turned)
        return _discs[("face", card_id, tuple(size), turned, i18n.language(), palette())]

    def texts(self, card_id: int, size: tuple[int, int], turned: bool = False) -> list:
        """The rectangles of the texts an animal's face draws (its name, habitat tag and lines)."""
        self.face(card_id, size, turned)
        return _texts[("face", card_id, tuple(size), turned, i18n.language(), palette())]

    def mini(self, card_id: int, size: tuple[int, int]) -> pygame.Surface:
        """A known card in a rival's hand: its picture (a situational also its type letter)."""
        def paint():
            c = self.cards[card_id]
            w, h = size
            if c.is_animal:
                col = self.habitat_colour(c.habitat)
                surf, _, _ = self._base(size, mix(col, (255, 255, 255), 0.62), shade(col, 0.55))
            else:
                bg, edge = TYPE_LOOK[c.type]
                surf, _, _ = self._base(size, bg, edge)
            img = _pic(c.key, min(w, h) - 6)
            if img is not None:
                surf.blit(img, img.get_rect(center=(w // 2, h // 2 - (4 if not c.is_animal else 0))))
            if not c.is_animal:
                t = render(c.type, MIN, shade(TYPE_LOOK[c.type][1], 0.8), True)
                surf.blit(t, t.get_rect(midbottom=(w // 2, h - 1)))
            return surf
        return _kept(("mini", card_id, tuple(size), palette()), paint)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return _kept(("back", tuple(size)), lambda: self._draw_back(size))

    def chip(self, card_id: int, width: int, height: int = 20) -> pygame.Surface:
        """A played situational in a side pile: its type letter on its colour, then its name (the
        chip is as wide as its name needs, up to ``width``)."""
        return _kept(("chip", card_id, width, height, i18n.language()),
                     lambda: self._draw_chip(self.cards[card_id], width, height))

    def chip_width(self, card_id: int, width: int) -> int:
        return self.chip(card_id, width).get_width()

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

    def _habitat_tag(self, surf, card, pos, anchor: str, room: int) -> pygame.Rect:
        """The habitat's short name on its colour (the habitat's picture sits in another corner)."""
        h = self.deck.habitats[card.habitat]
        col = self.habitat_colour(card.habitat)
        txt = render(h.abbr, MIN, ink_on(col), True)
        if txt.get_width() + 4 > room:
            ellipsize(h.abbr, MIN, room - 4, True)        # reported: the tag does not fit
        box = pygame.Rect(0, 0, min(room, txt.get_width() + 6), txt.get_height() + 1)
        setattr(box, anchor, pos)
        pygame.draw.rect(surf, col, box, border_radius=box.h // 3)
        pygame.draw.rect(surf, shade(col, 0.55), box, 1, border_radius=box.h // 3)
        surf.blit(txt, txt.get_rect(center=(box.centerx, box.centery + 1)))
        return box

    def _habitat_corners(self, surf, card, pad: int, r: int, turned: bool) -> pygame.Rect:
        """The habitat: its tag in the owner's top-left corner, its picture in the other top corner
        (turned: the owner's corners across the table); the tag's rectangle."""
        w, h = surf.get_size()
        corner = w // 2 - r - pad + 1
        if turned:
            tag = self._habitat_tag(surf, card, (w - pad, h - pad), "bottomright", corner)
        else:
            tag = self._habitat_tag(surf, card, (pad, pad), "topleft", corner)
        hs = min(corner - 2, r * 2 - 4)
        himg = _pic(self.deck.habitats[card.habitat].id, hs) if hs >= 12 else None
        if himg is not None:
            pos = (pad + 1, h - pad - 1) if turned else (w - pad - 1, pad + 1)
            surf.blit(himg, himg.get_rect(**{"bottomleft" if turned else "topright": pos}))
        return tag

    def _draw_animal(self, card, size, turned: bool) -> pygame.Surface:
        w, h = size
        m = min(w, h)
        hab_col = self.habitat_colour(card.habitat)
        bg = mix(hab_col, (255, 255, 255), 0.62)
        edge = shade(hab_col, 0.55)
        surf, rect, rad = self._base(size, bg, edge)
        large = w >= 150
        named = h >= w * 1.15                           # a hand card or the large view: with its name
        r = disc_radius(m) if not large else 19
        pad = max(2, m // 30)
        top, right, bottom, left = (list(card.strengths) + [0, 0, 0, 0])[:4]
        if turned:                                      # the card lies across the table: turned 180°
            top, right, bottom, left = bottom, left, top, right
        cx = w // 2
        name = i18n.name(card.names)
        text_w = w - 2 * pad - 6
        y_bottom = h - pad - 2 * r - 3                  # above the bottom disc
        blocks = []                                     # (surface, gap after) from the top down
        if named:
            sizes = (((18, True), (16, True), (14, True), (13, True), (12, True), (12, False))
                     if large else ((13, True), (12, True), (12, False)))
            with capture() as cut:
                lines, size_, bold = fit_lines(name, text_w, 2, sizes)
            if cut and not large:       # a third line (small windows) takes from the picture, if the side
                with capture() as cut3:     # discs still have the picture's height beside them
                    three = fit_lines(name, text_w, 3, sizes)
                three_h = sum(render(x, three[1], INK_DARK, three[2]).get_height() for x in three[0])
                if not cut3 and y_bottom - three_h - (pad + 2 * r + 3) - 2 >= 2 * r + 4:
                    lines, size_, bold = three
                    cut = []
            for note in cut:
                report(*note)
            for ln in lines:
                blocks.append(render(ln, size_, INK_DARK, bold))
            if large:
                self._large_blocks(card, blocks, text_w, hab_col, y_bottom - (pad + 2 * r + 3))
        text_h = sum(b.get_height() for b in blocks)
        area_top = pad + 2 * r + 3
        if large:
            # picture between the side discs, then the name, habitat and fact
            pic_h = max(40, min(86, y_bottom - area_top - text_h - 6))
            mid = area_top + pic_h // 2
            if y_bottom - area_top - text_h - 6 < 40:     # the text leaves no room: say so
                ellipsize(i18n.name(card.fact) if card.fact else name, MIN, 1)
            text_y = area_top + pic_h + 4
        elif named:
            text_y = y_bottom - text_h
            pic_h = text_y - area_top - 2
            mid = area_top + pic_h // 2
        else:
            pic_h = m - 2 * (pad + 2 * r) + 10
            mid = h // 2
            text_y = None
        pic_w = w - 2 * (pad + 2 * r) + 8
        img = _pic(card.key, min(pic_h, pic_w))
        if img is not None:
            surf.blit(img, img.get_rect(center=(cx, mid)))
        texts = []
        if text_y is not None:
            y = text_y
            for b in blocks:
                texts.append(surf.blit(b, b.get_rect(midtop=(cx, y))))
                y += b.get_height()
        texts.append(self._habitat_corners(surf, card, pad, r, turned))
        side_y = mid if named else h // 2
        discs = {"top": ((cx, pad + r), top), "right": ((w - pad - r, side_y), right),
                 "bottom": ((cx, h - pad - r), bottom), "left": ((pad + r, side_y), left)}
        for (x, y), val in discs.values():
            strength_disc(surf, (x, y), r, val)
        key = ("face", card.id, tuple(size), turned, i18n.language(), palette())
        _discs[key] = {k: (c, r, v) for k, (c, v) in discs.items()}
        _texts[key] = texts
        return surf

    def _large_blocks(self, card, blocks: list, text_w: int, hab_col, room_h: int) -> None:
        """The large view's lines under the name: the habitat, what the card requires, and the fact in the
        lines left (``room_h`` between the discs) under a picture of 40 (in the condensed face if need be;
        a fact that does not fit is left to larger windows)."""
        blocks.append(render(ellipsize(self.habitat_label(card.habitat), 13, text_w, True), 13,
                             shade(hab_col, 0.45), True))
        if card.requires:
            req = i18n.tr("animal_duel.card.requires", card=i18n.name(self.deck.names_of(card.requires)))
            for ln in fit_lines(req, text_w, 2, ((12, True),))[0]:
                blocks.append(render(ln, MIN, (150, 40, 30), True))
        if card.fact:
            step = real_size(MIN) + 1
            room = (room_h - 40 - 6 - sum(b.get_height() for b in blocks)) // step
            fact = wrap_fit(i18n.name(card.fact), MIN, text_w, room, hyphens=False) if room > 0 else None
            for ln in fact or ():
                img = render(ln, MIN, (60, 56, 50))
                blocks.append(img.subsurface((0, 0, img.get_width(), min(step, img.get_height()))))

    def _draw_situ(self, card, size) -> pygame.Surface:
        w, h = size
        m = min(w, h)
        large = w >= 150
        t = card.type
        bg, edge = TYPE_LOOK[t]
        surf, rect, rad = self._base(size, bg, edge)
        pad = max(3, m // 30)
        inner = rect.inflate(-2 * pad, -2 * pad)
        pygame.draw.rect(surf, mix(bg, (255, 255, 255), 0.5), inner, border_radius=max(3, rad - 2))
        pygame.draw.rect(surf, edge, inner, 1, border_radius=max(3, rad - 2))
        text_w = inner.w - 8
        # the type letter in a circle, and the type word
        lr = 14 if large else 10
        lc = (inner.left + lr + 3, inner.top + lr + 3)
        pygame.draw.circle(surf, edge, lc, lr)
        lt = render(t, 18 if large else 14, INK_LIGHT, True)
        surf.blit(lt, lt.get_rect(center=(lc[0], lc[1] + 1)))
        kind = i18n.tr(f"animal_duel.type.{t}")
        kw = inner.right - (lc[0] + lr + 4) - 3
        ks = 14 if large and text_width(kind, 14, True) <= kw else MIN
        kbold = text_width(kind, ks, True) <= kw
        beside = None                                  # the picture's width beside the letter, on a narrow card
        if kbold or text_width(kind, ks) <= kw:
            kimg = render(kind, ks, shade(edge, 0.75), kbold)
            surf.blit(kimg, kimg.get_rect(midleft=(lc[0] + lr + 4, lc[1])))
        else:                                          # a narrow card: the letter alone (the zoom says the word)
            beside = w - 2 * (lc[0] + lr + 2)
        y = lc[1] + lr + 3 if beside is None else inner.top + 2
        name = i18n.name(card.names)
        lines, nsize, nbold = fit_lines(name, text_w, 2,
                                        ((20, True), (18, True), (16, True), (14, True)) if large
                                        else ((13, True), (12, True), (12, False)))
        names = [render(x, nsize, INK_DARK, nbold) for x in lines]
        if large:
            body = wrap(i18n.name(card.text), 13, text_w) if card.text else []
            bsize = 13
            if len(body) * 16 > inner.bottom - y - 40 - sum(n.get_height() for n in names):
                bsize = MIN
                body = wrap(i18n.name(card.text), MIN, text_w)
        else:
            # the summary in as many lines as the card leaves under the name (the picture, when there
            # is no room for it, is left to the large view): as it is, condensed, then hyphenated
            bsize = MIN
            lh = real_size(bsize) + 2
            top = max(y, lc[1] + lr + 3)
            most = max(1, (inner.bottom - 3 - top - sum(n.get_height() for n in names) - 6) // lh)
            body = wrap(self.summary(card.id), MIN, text_w)
            fitted = wrap_fit(self.summary(card.id), MIN, text_w, most)
            body = fitted if fitted is not None else (
                body[:most - 1] + [ellipsize(" ".join(body[most - 1:]), MIN, text_w)])
        bodies = [render(x, bsize, (40, 36, 34)) for x in body]
        lh = real_size(bsize) + (3 if large else 2)     # the drawn size (larger on a small window)
        text_h = sum(n.get_height() for n in names) + 6 + len(bodies) * lh
        pic_room = inner.bottom - 3 - text_h - y - 4
        if pic_room < 20 and large:
            ellipsize(" ".join(body), bsize, 1)              # reported: the text leaves no room
        pic = _pic(card.key, min(pic_room, 84 if large else 56, text_w, beside or text_w)) if pic_room >= 20 else None
        if pic is not None:
            surf.blit(pic, pic.get_rect(midtop=(w // 2, y + 2)))
            y += pic.get_height() + 4
        else:
            y = max(y, lc[1] + lr + 3)                       # under the type letter
        for img in names:
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height()
        if bodies:
            pygame.draw.line(surf, edge, (inner.left + 6, y + 2), (inner.right - 6, y + 2), 1)
            y += 5
            for img in bodies:
                surf.blit(img, img.get_rect(midtop=(w // 2, y)))
                y += lh
        if y > inner.bottom + 2:
            ellipsize(name, nsize, 1)                         # reported: drawn past the card
        return surf

    def _draw_chip(self, card, width: int, height: int) -> pygame.Surface:
        t = card.type
        bg, edge = TYPE_LOOK[t]
        name = i18n.name(card.names)
        letter = render(t, MIN, INK_LIGHT, True)
        lw = letter.get_width() + 8
        room = width - lw - 6
        bold = text_width(name, MIN, True) <= room
        label = name if bold or text_width(name, MIN) <= room else ellipsize(name, MIN, room)
        img = render(label, MIN, INK_DARK, bold)
        w = min(width, lw + img.get_width() + 7)
        surf = pygame.Surface((w, height), pygame.SRCALPHA)
        pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=5)
        pygame.draw.rect(surf, edge, (0, 0, lw, height), border_top_left_radius=5, border_bottom_left_radius=5)
        pygame.draw.rect(surf, edge, surf.get_rect(), 1, border_radius=5)
        surf.blit(letter, letter.get_rect(center=(lw // 2, height // 2 + 1)))
        surf.blit(img, img.get_rect(midleft=(lw + 3, height // 2 + 1)))
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
