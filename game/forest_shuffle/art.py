"""Forest Shuffle's cards drawn by code from the card file: tree colours (a colour *and* two letters),
the card-type symbols (small glyphs drawn here), the cost, the side a half goes to, the species'
picture (``data/forest_shuffle/pictures.yaml``), its name and its points rule.

Faces are cached per card, size, language and palette. Text goes through ``game.text`` (never under 12 px; what
cannot fit is reported, and the tests fail on it).
"""
from __future__ import annotations

import pygame

from game import i18n, palette
from game import text as _text
from game.forest_shuffle import words as W
from game.forest_shuffle.art_text import (blit_lines, fit_lines, fit_one, line_h, line_step,  # noqa: F401
                                          name_lines, wrapped_height)              # (named for the table)
from game.pictures import picture
from game.text import (MIN_SIZE, condense, drawn_width, fit_size, fits, font, real_size, render, report,
                       text_width, wrap, wrap_fit)
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import COLOURS, SIDES

D = db()
GAME = "forest_shuffle"

TREE_RGB = {
    "linden": (150, 196, 80),
    "oak": (128, 88, 44),
    "silver_fir": (128, 160, 186),
    "birch": (232, 228, 206),
    "beech": (212, 122, 52),
    "sycamore": (224, 192, 70),
    "douglas_fir": (42, 106, 78),
    "horse_chestnut": (170, 62, 56),
}
# in the colour-blind palette (Settings → Colours) each tree takes the Okabe–Ito colour nearest its own
# (the two letters of its tree stay: colour is never the only cue)
CB_INDEX = {"linden": 2, "oak": 5, "silver_fir": 1, "birch": 7, "beech": 0, "sycamore": 3, "douglas_fir": 4,
            "horse_chestnut": 6}


def tree_rgb(colour: str) -> tuple:
    """A tree symbol's colour in the palette the player chose."""
    return palette.pick(TREE_RGB[colour], CB_INDEX[colour])


PAPER = (240, 234, 216)
PAPER_DIM = (206, 200, 184)
INK_DARK = (30, 28, 24)
INK_LIGHT = (246, 244, 236)
COST = (122, 78, 40)
GOLD = (240, 196, 80)
POINTS = (250, 214, 110)
SAPLING = (92, 70, 46)
BACK = (46, 84, 62)
BACK_EDGE = (150, 196, 140)
SLOT_EMPTY = (26, 34, 30)
MUTED = (150, 156, 150)
ARROWS = {"top": "▲", "bottom": "▼", "left": "◀", "right": "▶", "tree": ""}
MARK_EFFECT = "⚡"
MARK_BONUS = "◎"

_cache: dict[tuple, pygame.Surface] = {}
_painted: dict[tuple, tuple] = {}
PAINT_CACHE_MAX = 3000


def clear_cache() -> None:
    _cache.clear()
    _painted.clear()


_text.on_zoom(clear_cache)          # faces carry text: repaint them at a new text zoom


def painted(key: tuple, size, paint) -> pygame.Surface:
    """A surface of ``size`` painted once by ``paint(surface, rect)`` and kept (per language). What did
    not fit while painting is reported again on every use, so a test recording overflows sees it
    whether or not the surface was already cached."""
    from game import text as _text
    full = key + (tuple(size), i18n.language(), palette.palette())
    hit = _painted.get(full)
    if hit is None:
        if len(_painted) > PAINT_CACHE_MAX:
            _painted.clear()
        with _text.capture() as notes:
            img = pygame.Surface(size, pygame.SRCALPHA)
            paint(img, img.get_rect())
        hit = _painted[full] = (img, tuple(notes))
    for note in hit[1]:
        report(*note)
    return hit[0]


def blit_painted(surface, rect: pygame.Rect, key: tuple, paint) -> None:
    surface.blit(painted(key, rect.size, paint), rect.topleft)


def ink_on(rgb) -> tuple:
    r, g, b = rgb
    return INK_DARK if (r * 299 + g * 587 + b * 114) / 1000 > 140 else INK_LIGHT


def mix(a, b, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


# ---------------------------------------------------------------- card-type symbols

def _glyph_paint(s: pygame.Surface, symbol: str, col) -> None:
    w, h = s.get_size()

    def P(x, y):
        return (x * w, y * h)

    def E(x, y, ew, eh):
        return pygame.Rect(int(x * w), int(y * h), int(ew * w), int(eh * h))

    lw = max(2, w // 12)
    if symbol == "tree":
        pygame.draw.polygon(s, col, [P(0.5, 0.04), P(0.9, 0.72), P(0.1, 0.72)])
        pygame.draw.rect(s, col, E(0.42, 0.68, 0.16, 0.28))
    elif symbol == "plant":
        pygame.draw.polygon(s, col, [P(0.5, 0.04), P(0.82, 0.32), P(0.76, 0.62), P(0.5, 0.8), P(0.24, 0.62),
                                     P(0.18, 0.32)])
        pygame.draw.line(s, col, P(0.5, 0.7), P(0.5, 0.98), lw)
    elif symbol == "mushroom":
        pygame.draw.ellipse(s, col, E(0.06, 0.12, 0.88, 0.56))
        pygame.draw.rect(s, (0, 0, 0, 0), E(0.0, 0.44, 1.0, 0.3))
        pygame.draw.rect(s, col, E(0.36, 0.4, 0.28, 0.56), border_radius=max(1, w // 10))
    elif symbol == "bird":
        pygame.draw.polygon(s, col, [P(0.02, 0.42), P(0.28, 0.24), P(0.5, 0.48), P(0.72, 0.24), P(0.98, 0.42),
                                     P(0.72, 0.4), P(0.5, 0.7), P(0.28, 0.4)])
    elif symbol == "insect":
        pygame.draw.ellipse(s, col, E(0.36, 0.1, 0.28, 0.82))
        for y in (0.3, 0.5, 0.7):
            pygame.draw.line(s, col, P(0.08, y - 0.1), P(0.5, y), lw)
            pygame.draw.line(s, col, P(0.92, y - 0.1), P(0.5, y), lw)
    elif symbol == "butterfly":
        pygame.draw.ellipse(s, col, E(0.02, 0.08, 0.46, 0.46))
        pygame.draw.ellipse(s, col, E(0.52, 0.08, 0.46, 0.46))
        pygame.draw.ellipse(s, col, E(0.12, 0.5, 0.34, 0.4))
        pygame.draw.ellipse(s, col, E(0.54, 0.5, 0.34, 0.4))
    elif symbol == "amphibian":
        pygame.draw.ellipse(s, col, E(0.1, 0.36, 0.8, 0.56))
        pygame.draw.circle(s, col, P(0.3, 0.34), w * 0.15)
        pygame.draw.circle(s, col, P(0.7, 0.34), w * 0.15)
    elif symbol == "pawed":
        pygame.draw.ellipse(s, col, E(0.26, 0.48, 0.48, 0.44))
        for x, y in ((0.14, 0.4), (0.36, 0.18), (0.64, 0.18), (0.86, 0.4)):
            pygame.draw.circle(s, col, P(x, y), w * 0.11)
    elif symbol == "cloven":
        pygame.draw.ellipse(s, col, E(0.1, 0.14, 0.36, 0.76))
        pygame.draw.ellipse(s, col, E(0.54, 0.14, 0.36, 0.76))
    elif symbol == "deer":
        pygame.draw.ellipse(s, col, E(0.36, 0.56, 0.28, 0.4))
        for sgn in (-1, 1):
            def X(x):
                return 0.5 + sgn * (0.5 - x)
            pygame.draw.line(s, col, P(X(0.44), 0.6), P(X(0.24), 0.06), lw)
            pygame.draw.line(s, col, P(X(0.31), 0.28), P(X(0.06), 0.2), lw)
            pygame.draw.line(s, col, P(X(0.27), 0.16), P(X(0.42), 0.04), lw)
    elif symbol == "bat":
        pygame.draw.polygon(s, col, [P(0.5, 0.36), P(0.58, 0.22), P(0.62, 0.38), P(0.98, 0.26), P(0.86, 0.62),
                                     P(0.7, 0.56), P(0.6, 0.74), P(0.5, 0.62), P(0.4, 0.74), P(0.3, 0.56),
                                     P(0.14, 0.62), P(0.02, 0.26), P(0.38, 0.38), P(0.42, 0.22)])


def glyph(symbol: str, size: int, col=INK_DARK) -> pygame.Surface:
    """A card-type symbol drawn by code (supersampled, then scaled down)."""
    key = ("glyph", symbol, size, tuple(col))
    img = _cache.get(key)
    if img is None:
        big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
        _glyph_paint(big, symbol, tuple(col) + (255,))
        img = pygame.transform.smoothscale(big, (size, size))
        _cache[key] = img
    return img


def species_picture(species_id: str, size: int) -> pygame.Surface | None:
    return picture(GAME, species_id, size)


# ---------------------------------------------------------------- small parts

def cost_badge(surface, rect: pygame.Rect, cost: int) -> None:
    pygame.draw.rect(surface, COST, rect, border_radius=4)
    img = render(str(cost), 13, INK_LIGHT, True)
    surface.blit(img, img.get_rect(center=rect.center))


def colour_chip(surface, rect: pygame.Rect, colour: str, size: int = 12) -> None:
    """The tree symbol of a card: its colour and its two letters."""
    rgb = tree_rgb(colour)
    pygame.draw.rect(surface, rgb, rect, border_radius=4)
    pygame.draw.rect(surface, mix(rgb, INK_DARK, 0.45), rect, 1, border_radius=4)
    code = W.tree_code(colour)
    img = render(code, size, ink_on(rgb), True)
    surface.blit(img, img.get_rect(center=rect.center))


def points_badge(surface, center, points: int, r: int = 13) -> None:
    col = POINTS if points > 0 else (170, 170, 160)
    pygame.draw.circle(surface, col, center, r)
    pygame.draw.circle(surface, INK_DARK, center, r, 1)
    size = fit_size(str(points), 13, r * 2 - 4, True)
    img = render(str(points), size, INK_DARK, True)
    surface.blit(img, img.get_rect(center=center))


def points_tokens(species_id: str) -> list[tuple]:
    """The points rule of a species as text and icons ("2 × [insect]")."""
    return W.points_parts(species_id)


def tokens_width(tokens, size: int, icon: int, bold: bool = True) -> int:
    w = 0
    for kind, val in tokens:
        w += drawn_width(val, size, bold) if kind == "text" else (icon + 2 if kind != "code" else 22)
    return w


def tokens_fit(tokens, width: int, size: int = 13) -> tuple[int, bool]:
    """(size, bold) at which a points rule fits ``width``: bold from ``size`` down to 12, else regular."""
    for sz in range(size, MIN_SIZE - 1, -1):
        if tokens_width(tokens, sz, sz + 2) <= width:
            return sz, True
    if tokens_width(tokens, MIN_SIZE, MIN_SIZE + 2, False) > width:     # the text in the condensed face
        for kind, val in tokens:
            if kind == "text":
                condense(val, MIN_SIZE, False)
    return MIN_SIZE, False


def draw_tokens(surface, tokens, x: int, cy: int, width: int, colour=INK_DARK, size: int = 13,
                face_colour: str | None = None, centre: bool = False) -> None:
    """Text and icons on one line, shrunk to fit ``width`` (reported when even 12 px is too wide)."""
    sz, bold = tokens_fit(tokens, width, size)
    icon = sz + 2
    total = tokens_width(tokens, sz, icon, bold)
    if total > width:
        report("overflow", "".join(v for k, v in tokens if k == "text"), sz, width)
    if centre:
        x += max(0, (width - total) // 2)
    for kind, val in tokens:
        if kind == "text":
            img = render(val, sz, colour, bold)
            surface.blit(img, img.get_rect(midleft=(x, cy)))
            x += img.get_width()
        elif kind == "sym":
            surface.blit(glyph(val, icon, colour), (x + 1, cy - icon // 2))
            x += icon + 2
        elif kind == "pic":
            pic = species_picture(val, icon)
            if pic is not None:
                surface.blit(pic, (x + 1, cy - icon // 2))
            x += icon + 2
        elif kind == "code":
            colour_chip(surface, pygame.Rect(x + 1, cy - 8, 20, 16), face_colour or val or "oak", 12)
            x += 22


def token_lines(tokens, width: int, size: int = 13, max_lines: int = 2) -> list[list]:
    """A points rule on as few lines as fit ``width`` (one when it can, in the condensed face if need
    be; else its words spread over more lines, at most ``max_lines``: the last may overflow, reported
    when drawn)."""
    sz, bold = tokens_fit(tokens, width, size)
    if tokens_width(tokens, sz, sz + 2, bold) <= width:
        return [list(tokens)]
    atoms = []
    for kind, val in tokens:
        if kind == "text":
            words = val.split(" ")
            atoms += [("text", w + (" " if i < len(words) - 1 else "")) for i, w in enumerate(words) if w or i]
        else:
            atoms.append((kind, val))
    out: list[list] = [[]]
    for atom in atoms:
        cand = out[-1] + [atom]
        if out[-1] and tokens_width(_joined(cand), MIN_SIZE, MIN_SIZE + 2, False) > width and len(out) < max_lines:
            out.append([atom])
        else:
            out[-1] = cand
    return [_joined(line) for line in out]


def _joined(atoms) -> list:
    """Neighbouring text atoms made one text again (drawn and measured as one, without the trailing space
    of a line)."""
    out: list = []
    for kind, val in atoms:
        if kind == "text" and out and out[-1][0] == "text":
            out[-1] = ("text", out[-1][1] + val)
        else:
            out.append((kind, val))
    if out and out[-1][0] == "text":
        out[-1] = ("text", out[-1][1].rstrip())
    return [t for t in out if t[0] != "text" or t[1]]


# ---------------------------------------------------------------- faces

def face_info(face: int) -> dict:
    side = D.f_side[face]
    return {"species": D.species_ids[D.f_species[face]], "colour": COLOURS[D.f_colour[face]],
            "side": "tree" if side < 0 else SIDES[side], "cost": D.f_cost[face]}


def draw_half(surface, rect: pygame.Rect, face: int, dim: bool = False) -> None:
    """One half of a split card (or the whole of a tree card when ``rect`` is tall)."""
    info = face_info(face)
    sp, colour = info["species"], info["colour"]
    pygame.draw.rect(surface, PAPER_DIM if dim else PAPER, rect, border_radius=6)
    band = _half_band(surface, rect, info)
    tall = rect.h > 120
    width = rect.w - 6
    nm = W.species_name(sp)
    tokens = points_tokens(sp)
    tok_lines = token_lines(tokens, width, 13, 2)
    tok_step = real_size(13) + 2                      # the points rule's lines (larger on a small window)
    if tall:
        y = band.bottom + 2
        size, lines = fit_lines(nm, 14, width, 2, True)
        step = line_step(size, True)
        below = len(lines) * step + len(tok_lines) * tok_step + 3 + line_h(12)
        pic_size = max(40, min(60, rect.bottom - 3 - y - 2 - below))     # the words take from the picture
        pic = species_picture(sp, pic_size)
        if pic is not None:
            surface.blit(pic, pic.get_rect(midtop=(rect.centerx, y)))
        y += pic_size + 2
        y = blit_lines(surface, lines, size, INK_DARK, True, rect.left + 3, y, width, centre=True, step=step)
        for tl in tok_lines:
            draw_tokens(surface, tl, rect.left + 3, y + tok_step // 2, width, INK_DARK, 13, colour, centre=True)
            y += tok_step
        y += 1
        _tree_texts(surface, pygame.Rect(rect.left + 4, y, rect.w - 8, rect.bottom - 3 - y), sp)
    else:
        # from the top: the picture with the card-type symbols, the name, then the points rule at the
        # bottom; a long name (or a rule in two lines) takes its room from the picture, and with no room
        # left the symbols go beside the points rule
        y0 = band.bottom + 1
        last_cy = rect.bottom - 1 - tok_step // 2
        tok_top = last_cy - (len(tok_lines) - 1) * tok_step - real_size(13) // 2 - 1
        size, lines, bold = name_lines(nm, width, 13, 3)
        step = line_step(size, bold)
        room = tok_top - 1 - len(lines) * step - y0 - 2
        syms = W.symbols_of(sp)
        if room >= 14:
            pic_size = min(28, room)
            pic = species_picture(sp, pic_size)
            if pic is not None:
                surface.blit(pic, (rect.left + 4, y0))
            gs = min(16, pic_size)
            gx = rect.left + pic_size + 10
            for sym in syms:
                surface.blit(glyph(sym, gs), (gx, y0 + (pic_size - gs) // 2))
                gx += gs + 2
            y = y0 + pic_size + 2
        else:
            last = tok_lines[-1]
            isz, ibold = tokens_fit(last, width, 13)
            free = width - tokens_width(last, isz, isz + 2, ibold) - 4
            if free >= 15 * len(syms):
                gx = rect.right - 3 - 15 * len(syms)
                for sym in syms:
                    surface.blit(glyph(sym, 14), (gx, last_cy - 7))
                    gx += 15
            y = y0 + 1
        blit_lines(surface, lines, size, INK_DARK, bold, rect.left + 3, y, step=step)
        for i, tl in enumerate(tok_lines):
            cy = last_cy - (len(tok_lines) - 1 - i) * tok_step
            draw_tokens(surface, tl, rect.left + 3, cy, width, INK_DARK, 13, colour)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((20, 20, 20, 70))
        surface.blit(shade, rect)


def _half_band(surface, rect: pygame.Rect, info: dict) -> pygame.Rect:
    """A half's top band in its tree's colour: the cost, the tree's letters, the side it goes to, the
    bonus and effect marks; returns the band."""
    sp, colour, side = info["species"], info["colour"], info["side"]
    band = pygame.Rect(rect.left, rect.top, rect.w, 17)
    rgb = tree_rgb(colour)
    pygame.draw.rect(surface, rgb, band, border_top_left_radius=6, border_top_right_radius=6)
    ink = ink_on(rgb)
    cost_badge(surface, pygame.Rect(band.left + 2, band.top + 1, 16, 15), info["cost"])
    code = render(W.tree_code(colour), 12, ink, True)
    surface.blit(code, code.get_rect(midleft=(band.left + 22, band.centery)))
    x = band.right - 4
    if side != "tree":
        arrow = render(ARROWS[side], 12, ink, True)
        x -= arrow.get_width()
        surface.blit(arrow, arrow.get_rect(midleft=(x, band.centery)))
        x -= 3
    for mark, on in ((MARK_BONUS, W.has_bonus(sp)), (MARK_EFFECT, W.has_effect(sp))):
        if on:
            img = render(mark, 12, ink, True)
            x -= img.get_width()
            surface.blit(img, img.get_rect(midleft=(x, band.centery)))
            x -= 2
    return band


def _tree_texts(surface, box: pygame.Rect, sp: str) -> None:
    """A tree card's effect and bonus in words when they fit the card; otherwise their marks (the
    large view on hover has every text)."""
    texts = W.rule_texts(sp)
    y = box.top
    for what, mark in (("effect", MARK_EFFECT), ("bonus", MARK_BONUS)):
        if what not in texts:
            continue
        s = f"{mark} {texts[what]}"
        step = line_step(12)
        room = (box.bottom - y) // step
        lines = wrap_fit(s, 12, box.w, room, hyphens=False) if room > 0 else None
        if lines is None:                       # the word alone, else nothing (the band shows the mark)
            short = f"{mark} {i18n.tr(W.T + 'mark.' + what)}"
            lines = [short] if room > 0 and fits(short, 12, box.w) else []
        y = blit_lines(surface, lines, 12, INK_DARK, False, box.left, y, step=step)
        y += 1


def card_face(card: int, size: tuple[int, int], dim: bool = False) -> pygame.Surface:
    """A hand card: a tree card whole, a split card as its two halves, the first above the second."""
    return painted(("face", card, dim), size, lambda img, r: _paint_face(img, r, card, dim))


def _paint_face(img, r: pygame.Rect, card: int, dim: bool) -> None:
    from game.forest_shuffle.geometry import half_rects
    if card < 0:
        draw_back(img, r)
    elif D.is_tree[card]:
        draw_half(img, r, card * 2, dim)
    else:
        a, b = half_rects(r)
        draw_half(img, a, card * 2, dim)
        draw_half(img, b, card * 2 + 1, dim)


def draw_back(surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, BACK, rect, border_radius=6)
    pygame.draw.rect(surface, BACK_EDGE, rect.inflate(-6, -6), 2, border_radius=5)
    g = glyph("tree", max(12, min(rect.w, rect.h) // 2), BACK_EDGE)
    surface.blit(g, g.get_rect(center=rect.center))


def back_surface(size: tuple[int, int]) -> pygame.Surface:
    key = ("back", size)
    img = _cache.get(key)
    if img is None:
        img = pygame.Surface(size, pygame.SRCALPHA)
        draw_back(img, img.get_rect())
        _cache[key] = img
    return img


# ---------------------------------------------------------------- the forest's tiles

def draw_slot_card(surface, rect: pygame.Rect, face: int, side: str, points: int | None, count: int = 1) -> None:
    """A dweller in a slot of a tree: its half only (the other half is under the tree)."""
    blit_painted(surface, rect, ("slot", face, side, points, count),
                 lambda img, r: _paint_slot_card(img, r, face, side, points, count))


def _paint_slot_card(surface, rect: pygame.Rect, face: int, side: str, points: int | None, count: int) -> None:
    info = face_info(face)
    sp, colour = info["species"], info["colour"]
    rgb = tree_rgb(colour)
    pygame.draw.rect(surface, mix(PAPER, rgb, 0.18), rect, border_radius=6)
    pygame.draw.rect(surface, mix(rgb, INK_DARK, 0.3), rect, 2, border_radius=6)
    nm = W.species_name(sp)
    if side in ("top", "bottom"):
        chip = pygame.Rect(rect.left + 4, rect.top + 4, 24, 16)
        colour_chip(surface, chip, colour)
        gx = chip.left
        for sym in W.symbols_of(sp):
            surface.blit(glyph(sym, 14), (gx, chip.bottom + 4))
            gx += 15
        # the name in two lines beside the picture; a long name takes the picture's room (smaller, or none)
        for pic_w in (36, 28, 0):
            x0 = rect.left + (74 if pic_w == 36 else 34 + pic_w + (4 if pic_w else 0))
            width = rect.right - 36 - x0
            size, lines, bold = name_lines(nm, width, 13, 2) if pic_w == 0 else _name_in(nm, width, 13, 2)
            if lines is not None:
                break
        pic = species_picture(sp, pic_w) if pic_w else None
        if pic is not None:
            surface.blit(pic, pic.get_rect(midleft=(rect.left + 34, rect.top + 5 + 18)))
        step = line_step(size, bold)
        hh = len(lines) * step
        blit_lines(surface, lines, size, INK_DARK, bold, x0, rect.centery - hh // 2, step=step)
        badge, badge_r = (rect.right - 17, rect.centery), 13
        tag_at = ("bottomright", (x0 + 2 if pic_w else rect.right - 34, rect.bottom - 2))   # the picture's corner
    else:
        chip = pygame.Rect(rect.left + 3, rect.top + 3, 24, 16)
        colour_chip(surface, chip, colour)
        width = rect.w - 4
        size, lines, bold = name_lines(nm, width, 13, 4)
        # a third line takes from the picture; a fourth (the longest names on a small window) leaves no
        # picture: the card-type symbols go under the chip and the points beside them
        step = line_step(size, bold) if len(lines) < 4 else real_size(size)
        name_top = min(rect.top + 58, rect.bottom - 3 - len(lines) * step)
        syms = W.symbols_of(sp)[:2]
        if name_top - rect.top >= 44:
            gx = chip.right + 3
            for sym in syms:
                surface.blit(glyph(sym, 14), (gx, rect.top + 4))
                gx += 15
            ps = min(34, name_top - rect.top - 24)
            pic = species_picture(sp, ps)
            if pic is not None:
                surface.blit(pic, (rect.left + 4, rect.top + 22))
            badge, badge_r = (rect.right - 14, min(rect.top + 39, name_top - 15)), 13
            tag_at = ("bottomright", (rect.left + 6 + ps, rect.top + 22 + ps))      # on the picture's corner
        else:
            gx = rect.left + 4
            for sym in syms:
                surface.blit(glyph(sym, 14), (gx, name_top - 16))
                gx += 15
            badge, badge_r = (rect.right - 13, rect.top + 14), 11          # beside the chip
            tag_at = ("bottomright", (rect.right - 2, name_top))
        blit_lines(surface, lines, size, INK_DARK, bold, rect.left + 2, name_top, width, centre=True, step=step)
    if points is not None:
        points_badge(surface, badge, points, badge_r)
    if count > 1:
        tag = render(f"×{count}", 13, INK_LIGHT, True)
        box = tag.get_rect().inflate(8, 2 if real_size(13) == 13 else 0)
        setattr(box, tag_at[0], tag_at[1])
        pygame.draw.rect(surface, (60, 40, 30), box, border_radius=6)
        surface.blit(tag, tag.get_rect(center=box.center))


def _name_in(s: str, width: int, big: int, max_lines: int):
    """``name_lines`` when ``s`` fits ``max_lines`` lines of ``width`` without a hyphen, else
    (None, None, None): the caller makes more room first."""
    if text_width(s, big, True) <= width:
        return big, [s], True
    for n in [min(2, max_lines)] + list(range(3, max_lines + 1)):
        for bold in (True, False):
            lines = wrap_fit(s, 12, width, n, bold, hyphens=False)
            if lines is not None:
                return 12, lines, bold
    return None, None, None


def draw_tree_tile(surface, rect: pygame.Rect, card: int, sapling: bool, points: int | None,
                   number: int | None = None) -> None:
    """The tree in the middle of its cell: the species in its colour, or a sapling (face down)."""
    blit_painted(surface, rect, ("tree", -1 if sapling else card, sapling, points, number),
                 lambda img, r: _paint_tree_tile(img, r, card, sapling, points, number))


def _paint_tree_tile(surface, rect: pygame.Rect, card: int, sapling: bool, points: int | None,
                     number: int | None) -> None:
    if sapling:
        pygame.draw.rect(surface, SAPLING, rect, border_radius=6)
        pygame.draw.rect(surface, (170, 140, 100), rect, 2, border_radius=6)
        if number is not None:
            surface.blit(render(str(number), 12, INK_LIGHT, True), (rect.left + 5, rect.top + 3))
        size, lines, bold = name_lines(W.species_name("sapling"), rect.w - 4, 13, 3)
        step = line_step(size, bold)
        name_top = min(rect.top + 58, rect.bottom - 3 - len(lines) * step)
        g = glyph("tree", max(12, min(30, name_top - rect.top - 24)), (190, 170, 130))
        surface.blit(g, (rect.left + 5, rect.top + 20))
        blit_lines(surface, lines, size, INK_LIGHT, bold, rect.left + 2, name_top, rect.w - 4, centre=True,
                   step=step)
        if points is not None:
            points_badge(surface, (rect.right - 13, min(rect.top + 38, name_top - 14)), points, 12)
        return
    info = face_info(card * 2)
    sp, colour = info["species"], info["colour"]
    rgb = tree_rgb(colour)
    pygame.draw.rect(surface, mix(PAPER, rgb, 0.45), rect, border_radius=6)
    pygame.draw.rect(surface, mix(rgb, INK_DARK, 0.35), rect, 2, border_radius=6)
    band = pygame.Rect(rect.left, rect.top, rect.w, 18)
    pygame.draw.rect(surface, rgb, band, border_top_left_radius=6, border_top_right_radius=6)
    code = render(W.tree_code(colour), 12, ink_on(rgb), True)
    surface.blit(code, code.get_rect(midright=(band.right - 5, band.centery)))
    if number is not None:
        surface.blit(render(str(number), 12, ink_on(rgb), True), (band.left + 5, band.top + 2))
    size, lines, bold = name_lines(W.species_name(sp), rect.w - 4, 13, 3)
    step = line_step(size, bold)
    name_top = min(band.bottom + 40, rect.bottom - 3 - len(lines) * step)   # a third line takes from the picture
    pic = species_picture(sp, min(34, name_top - band.bottom - 5))
    if pic is not None:
        surface.blit(pic, (rect.left + 3, band.bottom + 3))
    blit_lines(surface, lines, size, INK_DARK, bold, rect.left + 2, name_top, rect.w - 4, centre=True, step=step)
    if points is not None:
        points_badge(surface, (rect.right - 13, min(band.bottom + 20, name_top - 14)), points, 12)


def draw_empty_slot(surface, rect: pygame.Rect, side: str, lit: bool = False, gain: int | None = None,
                    chosen: bool = False) -> None:
    """A free slot: dark with its side's arrow; a slot the selected card may take is lit (gold) and says
    how many points the forest would gain there."""
    blit_painted(surface, rect, ("empty", side, lit, gain, chosen),
                 lambda img, r: _paint_empty_slot(img, r, side, lit, gain, chosen))


def _paint_empty_slot(surface, rect: pygame.Rect, side: str, lit: bool, gain: int | None, chosen: bool) -> None:
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((120, 96, 30, 170) if chosen else (*SLOT_EMPTY, 90 if not lit else 200))
    surface.blit(shade, rect)
    edge = GOLD if lit else (52, 68, 58)
    pygame.draw.rect(surface, edge, rect, 3 if (lit or chosen) else 1, border_radius=6)
    if chosen:
        pygame.draw.rect(surface, (255, 240, 170), rect.inflate(-8, -8), 2, border_radius=5)
        mark = render("✓", 16, (255, 240, 170), True)
        surface.blit(mark, mark.get_rect(topright=(rect.right - 8, rect.top + 6)))
    arrow = render(ARROWS.get(side, ""), 14, GOLD if lit else (90, 110, 98), True)
    if lit and gain is not None:
        txt = render(i18n.tr(W.T + "gain", points=f"+{gain}" if gain >= 0 else str(gain)), 15, GOLD, True)
        if side in ("top", "bottom"):
            surface.blit(arrow, arrow.get_rect(midleft=(rect.left + 8, rect.centery)))
            surface.blit(txt, txt.get_rect(center=rect.center))
        else:
            surface.blit(arrow, arrow.get_rect(midtop=(rect.centerx, rect.top + 8)))
            surface.blit(txt, txt.get_rect(center=rect.center))
    else:
        surface.blit(arrow, arrow.get_rect(center=rect.center))


# ---------------------------------------------------------------- the clearing's rows

def draw_clearing_row(surface, row: pygame.Rect, card: int, lit: bool = False, hover: bool = False) -> None:
    """One clearing card on one row: each half on its own line (colour, cost, picture, name, side)."""
    blit_painted(surface, row, ("row", card, lit, hover), lambda img, r: _paint_clearing_row(img, r, card, lit, hover))


def _paint_clearing_row(surface, row: pygame.Rect, card: int, lit: bool, hover: bool) -> None:
    from game.forest_shuffle.geometry import clearing_halves
    pygame.draw.rect(surface, PAPER if not hover else (252, 246, 226), row, border_radius=5)
    if lit:
        pygame.draw.rect(surface, GOLD, row, 2, border_radius=5)
    faces = D.halves(card)
    parts = clearing_halves(row, len(faces) > 1)
    for face, r in zip(faces, parts):
        info = face_info(face)
        sp = info["species"]
        h = r.h
        isz = max(12, min(h - 4, 30))
        ch = min(r.h, max(14, real_size(12) + 1))        # the two letters' height (larger on a small window)
        cw = max(24, text_width(W.tree_code(info["colour"]), 12, True) + 6)
        chip = pygame.Rect(r.left + 3, r.centery - ch // 2, cw, ch)
        colour_chip(surface, chip, info["colour"])
        cb = pygame.Rect(chip.right + 3, r.centery - ch // 2, ch, ch)
        cost_badge(surface, cb, info["cost"])
        pic = species_picture(sp, isz)
        x = cb.right + 4
        if pic is not None:
            surface.blit(pic, pic.get_rect(midleft=(x, r.centery)))
        x += isz + 4
        arrow = ARROWS[info["side"]]
        marks = (MARK_EFFECT if W.has_effect(sp) else "") + (MARK_BONUS if W.has_bonus(sp) else "")
        tail = " ".join(t for t in (marks, arrow) if t)
        tail_w = text_width(tail, 12, True) + 6 if tail else 0
        nm = W.species_name(sp)
        width = r.right - 4 - tail_w - x
        size, bold = fit_one(nm, 13, width)
        img = render(nm, size, INK_DARK, bold)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        if tail:
            t = render(tail, 12, INK_DARK, True)
            surface.blit(t, t.get_rect(midright=(r.right - 4, r.centery)))


# ---------------------------------------------------------------- the large view

def zoom_size() -> tuple[int, int]:
    """The large view's size: larger when the text is drawn larger (a small window), so that every text
    of the card file still fits it."""
    from game.forest_shuffle.geometry import ZOOM, ZOOM_LARGE
    return ZOOM if real_size(12) <= 12 else ZOOM_LARGE


def draw_zoom(surface, rect: pygame.Rect, card: int, half: int | None = None, lines: list[str] = (),
              single: bool = False) -> None:
    """A card large, with every text of the card file: cost, tree symbol, card-type symbols (named),
    side, effect, bonus and points. ``half`` marks the half in question; ``lines`` adds notes (what it
    scores now and why)."""
    outer = rect.inflate(6, 6)
    img = painted(("zoom", card, half, tuple(lines), single), outer.size,
                  lambda s, r: _paint_zoom(s, r.inflate(-6, -6), card, half, lines, single))
    surface.blit(img, outer.topleft)


def _paint_zoom(surface, rect: pygame.Rect, card: int, half, lines, single: bool) -> None:
    pygame.draw.rect(surface, (24, 30, 28), rect.inflate(6, 6), border_radius=10)
    pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 2, border_radius=10)
    faces = D.halves(card) if card >= 0 else ()
    if single and len(faces) == 2 and half in (0, 1):
        faces = (faces[half],)                  # in a forest only the placed half shows
    note_h = sum(wrapped_height(s, 13, rect.w - 16) for s in lines) + (6 if lines else 0)
    room = rect.h - note_h
    parts = []
    if len(faces) == 1:
        parts = [(faces[0], pygame.Rect(rect.left, rect.top, rect.w, room))]
    elif len(faces) == 2:                       # the room shared as the two halves need it
        need = [_zoom_need(f, rect.w) for f in faces]
        spare = room - 4 - sum(need)
        h = need[0] + spare // 2 if spare >= 0 else (room - 4) * need[0] // sum(need)
        parts = [(faces[0], pygame.Rect(rect.left, rect.top, rect.w, h)),
                 (faces[1], pygame.Rect(rect.left, rect.top + h + 4, rect.w, room - h - 4))]
    for face, r in parts:
        _zoom_half(surface, r, face, half is not None and face & 1 == half and len(faces) == 2)
    y = rect.top + room + 4
    for s in lines:
        y = blit_lines(surface, wrap(s, 13, rect.w - 16), 13, INK_LIGHT, False, rect.left + 8, y)


def _zoom_need(face: int, w: int) -> int:
    """The height a half's large view needs at width ``w`` (as ``_zoom_half`` lays it out)."""
    sp = face_info(face)["species"]
    x = 60
    size, lines = fit_lines(W.species_name(sp), 16, w - 6 - x, 2, True)
    yy = 26 + len(lines) * (font(size, True).get_linesize() - 1)
    syms = ", ".join(W.symbol_name(s) for s in W.symbols_of(sp))
    gx = x + 16 * len(W.symbols_of(sp))
    if fits(syms, 12, w - 6 - gx - 2):
        yy += line_step(12) + 4
    else:
        yy += 16 + len(fit_lines(syms, 12, w - 6 - x, 2)[1]) * line_step(12) + 2
    y = max(26 + 50, yy)
    texts = W.rule_texts(sp)
    for what in ("effect", "bonus", "points"):
        if what in texts:
            s = f"★ {i18n.tr(W.T + 'label.' + what)}: {texts[what]}"
            y += len(wrap(s, 12, w - 12)) * line_h(12)
    return y + 4


def _zoom_half(surface, r: pygame.Rect, face: int, chosen: bool) -> None:
    info = face_info(face)
    sp, colour, side = info["species"], info["colour"], info["side"]
    rgb = tree_rgb(colour)
    pygame.draw.rect(surface, PAPER, r, border_radius=8)
    if chosen:
        pygame.draw.rect(surface, GOLD, r, 3, border_radius=8)
    band = pygame.Rect(r.left, r.top, r.w, 22)
    pygame.draw.rect(surface, rgb, band, border_top_left_radius=8, border_top_right_radius=8)
    ink = ink_on(rgb)
    cost_badge(surface, pygame.Rect(band.left + 3, band.top + 2, 20, 18), info["cost"])
    tree = i18n.tr(W.T + "zoom_colour", code=W.tree_code(colour), tree=W.tree_name(colour))
    where = i18n.tr(W.T + f"zoom_side.{side}")
    right = render(where, 12, ink, True)
    surface.blit(right, right.get_rect(midright=(band.right - 6, band.centery)))
    width = band.w - 30 - right.get_width() - 12
    for tree in (tree, W.tree_name(colour), W.tree_code(colour)):     # the two letters at the least
        if fits(tree, MIN_SIZE, width, False):
            break
    size, bold = fit_one(tree, 13, width)
    surface.blit(render(tree, size, ink, bold), (band.left + 28, band.top + 3))
    pic = species_picture(sp, 48)
    y = band.bottom + 4
    if pic is not None:
        surface.blit(pic, (r.left + 6, y))
    x = r.left + 60
    nm = W.species_name(sp)
    size, lines = fit_lines(nm, 16, r.right - 6 - x, 2, True)
    yy = blit_lines(surface, lines, size, INK_DARK, True, x, y)
    syms = ", ".join(W.symbol_name(s) for s in W.symbols_of(sp))
    gx = x
    for s in W.symbols_of(sp):
        surface.blit(glyph(s, 14), (gx, yy + 1))
        gx += 16
    if fits(syms, 12, r.right - 6 - gx - 2):
        surface.blit(render(syms, 12, INK_DARK), (gx + 2, yy))
        yy += line_step(12) + 4
    else:                                       # the symbols' names under their glyphs
        yy += 16
        for ln in fit_lines(syms, 12, r.right - 6 - x, 2)[1]:
            surface.blit(render(ln, 12, INK_DARK), (x, yy))
            yy += line_step(12)
        yy += 2
    y = max(y + 50, yy)
    texts = W.rule_texts(sp)
    labels = (("effect", MARK_EFFECT), ("bonus", MARK_BONUS), ("points", "★"))
    for what, mark in labels:
        if what not in texts:
            continue
        s = f"{mark} {i18n.tr(W.T + 'label.' + what)}: {texts[what]}"
        lines = wrap(s, 12, r.w - 12)
        step = line_h(12)
        if y + len(lines) * step > r.bottom - 2:        # tighter lines, then the condensed face
            step = line_step(12)
            size, lines = fit_lines(s, 12, r.w - 12, max(1, (r.bottom - 2 - y) // step))
        y = blit_lines(surface, lines, 12, INK_DARK, False, r.left + 6, y, step=step)
