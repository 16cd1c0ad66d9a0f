"""Selva cards drawn by code (faces, backs, icons; no art files), cached per card, language and size.

Public: ``card_face(card, lang, size)`` and ``card_back(size)`` (both cached ``pygame.Surface``;
``card`` is a ``rules.selva.cards.Card``), ``tapped(surface)`` (the same card turned sideways),
``activity_icon(surface, activity, center, r)``, ``cost_pips(surface, cost, pos, r)``,
``stat_circle(surface, value, center, r, kind)`` and the type colours ``TYPE_COLOURS``.

A face shows, from top to bottom: the cost as pips (green = Hierba, red-brown = Presa), the activity
(sun = day, moon = night, both), the name, a type band (the type word at larger sizes), the keyword
tags, the text (large sizes) and the fact line (zoom), and at the bottom the attack in a red circle and
the defence in a blue circle. An Alfa shows its printed life big in a heart. Colour is never the only
cue: every type also has its own icon and every pip its letter at larger sizes.
"""
from __future__ import annotations

import math

import pygame

from game import i18n
from game.text import ellipsize, fit_size, font, wrap

HIERBA = (70, 160, 64)
PRESA = (150, 70, 44)
ATTACK = (200, 48, 40)
DEFENCE = (44, 98, 196)
CREAM = (250, 245, 230)
INK_DARK = (30, 28, 26)
INK_LIGHT = (250, 250, 246)
GOLD = (220, 176, 60)

TYPE_COLOURS = {
    "alfa": (214, 170, 52),
    "animal": (176, 118, 64),
    "recurso": (110, 150, 90),
    "elemento": (70, 140, 190),
    "fuerza": (140, 84, 176),
    "sigilo": (64, 70, 118),
}
ELEMENT_COLOURS = {"agua": (56, 130, 210), "fuego": (222, 96, 40), "tierra": (140, 104, 60),
                   "viento": (150, 190, 200)}
BACK_BG = (26, 64, 40)
BACK_EDGE = (150, 132, 84)

_cache: dict[tuple, pygame.Surface] = {}


def clear_cache() -> None:
    _cache.clear()


# ------------------------------------------------------------------------------------ helpers

def _t(lang: str, key: str, default: str | None = None, **kw) -> str:
    s = i18n.table(lang).get(key) or i18n.table("en").get(key) or (default if default is not None else key)
    if kw:
        try:
            return s.format(**kw)
        except (KeyError, IndexError, ValueError):
            return s
    return s


def _name(names, lang: str) -> str:
    if isinstance(names, dict):
        return names.get(lang) or names.get("en") or next(iter(names.values()), "?")
    return str(names or "")


def _text(s: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    return font(max(7, size), bold).render(s, True, colour)


def mix(a, b, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def shade(c, k: float) -> tuple:
    return tuple(max(0, min(255, int(v * k))) for v in c[:3])


def _get(card, name, default=None):
    return getattr(card, name, default)


def _cost(card) -> tuple[int, int]:
    c = _get(card, "cost")
    if c is None:
        return 0, 0
    if isinstance(c, dict):
        return int(c.get("hierba", 0) or 0), int(c.get("presa", 0) or 0)
    try:
        h, p = c
        return int(h or 0), int(p or 0)
    except (TypeError, ValueError):
        return 0, 0


def card_colour(card) -> tuple:
    t = _get(card, "type", "animal")
    if t == "recurso":
        if _get(card, "dual"):
            return mix(HIERBA, PRESA, 0.5)
        return HIERBA if _get(card, "resource") == "hierba" else PRESA
    if t == "elemento":
        return ELEMENT_COLOURS.get(_get(card, "element"), TYPE_COLOURS["elemento"])
    return TYPE_COLOURS.get(t, (120, 120, 120))


# ------------------------------------------------------------------------------------ icons

def _sun(surface, center, r, colour=(246, 200, 40)) -> None:
    cx, cy = center
    pygame.draw.circle(surface, colour, (int(cx), int(cy)), max(2, int(r * 0.5)))
    for i in range(8):
        a = i * math.pi / 4
        p1 = (cx + math.cos(a) * r * 0.66, cy + math.sin(a) * r * 0.66)
        p2 = (cx + math.cos(a) * r, cy + math.sin(a) * r)
        pygame.draw.line(surface, colour, p1, p2, max(1, int(r * 0.2)))


def _moon(surface, center, r, colour=(214, 224, 250), bg=None) -> None:
    cx, cy = center
    tmp = pygame.Surface((int(r * 2 + 4), int(r * 2 + 4)), pygame.SRCALPHA)
    c = (r + 2, r + 2)
    pygame.draw.circle(tmp, colour, (int(c[0]), int(c[1])), max(2, int(r * 0.9)))
    pygame.draw.circle(tmp, (0, 0, 0, 0), (int(c[0] + r * 0.45), int(c[1] - r * 0.3)), max(2, int(r * 0.78)))
    surface.blit(tmp, (cx - c[0], cy - c[1]))


def activity_icon(surface, activity: str, center, r: float) -> None:
    """Sun (day), moon (night) or a sun and a moon side by side (both), on a dark round chip."""
    cx, cy = center
    pygame.draw.circle(surface, (36, 40, 60), (int(cx), int(cy)), int(r))
    pygame.draw.circle(surface, (200, 200, 210), (int(cx), int(cy)), int(r), 1)
    if activity == "day":
        _sun(surface, (cx, cy), r * 0.78)
    elif activity == "night":
        _moon(surface, (cx, cy), r * 0.8)
    else:
        _sun(surface, (cx - r * 0.36, cy - r * 0.1), r * 0.48)
        _moon(surface, (cx + r * 0.36, cy + r * 0.1), r * 0.52)


def time_icon(surface, time: str, center, r: float) -> None:
    """The day/night symbol of a declared attacker or blocker."""
    activity_icon(surface, "day" if time == "day" else "night", center, r)


def cost_pips(surface, cost, pos, r: int, letters: bool = False) -> int:
    """Hierba pips then Presa pips from ``pos`` (left, centre y) rightwards; returns the x after them."""
    h, p = cost
    x, y = pos
    for n, col, letter in ((h, HIERBA, "H"), (p, PRESA, "P")):
        if n > 4:
            # a big cost: one pip with the number in it
            pygame.draw.circle(surface, col, (x + r, y), r + 1)
            pygame.draw.circle(surface, INK_LIGHT, (x + r, y), r + 1, 1)
            img = _text(str(n), int(r * 1.5), INK_LIGHT, True)
            surface.blit(img, img.get_rect(center=(x + r, y + 1)))
            x += 2 * r + 4
            continue
        for _ in range(n):
            pygame.draw.circle(surface, col, (x + r, y), r)
            pygame.draw.circle(surface, INK_LIGHT, (x + r, y), r, 1)
            if letters and r >= 6:
                img = _text(letter, int(r * 1.3), INK_LIGHT, True)
                surface.blit(img, img.get_rect(center=(x + r, y + 1)))
            x += 2 * r + 1
        if n:
            x += 2
    return x


def stat_circle(surface, value, center, r: int, kind: str, changed: int = 0) -> None:
    """Attack (red) or defence (blue) in a circle; ``changed`` > 0 / < 0 rings it green / orange."""
    colour = ATTACK if kind == "attack" else DEFENCE
    cx, cy = int(center[0]), int(center[1])
    pygame.draw.circle(surface, colour, (cx, cy), r)
    ring = (120, 230, 120) if changed > 0 else (250, 150, 60) if changed < 0 else INK_LIGHT
    pygame.draw.circle(surface, ring, (cx, cy), r, max(1, r // 6) + (1 if changed else 0))
    img = _text(str(value), max(8, int(r * 1.3)), INK_LIGHT, True)
    surface.blit(img, img.get_rect(center=(cx, cy + 1)))


def type_icon(surface, card, center, r: float, colour) -> None:
    """A small picture for the card's type: paw, leaf, meat, element, bolt, eye, crown."""
    cx, cy = center
    t = _get(card, "type", "animal")
    if t == "animal":
        pygame.draw.ellipse(surface, colour, (cx - r * 0.55, cy - r * 0.1, r * 1.1, r * 0.85))
        for dx, dy in ((-0.62, -0.3), (-0.22, -0.72), (0.22, -0.72), (0.62, -0.3)):
            pygame.draw.ellipse(surface, colour, (cx + r * dx - r * 0.18, cy + r * dy - r * 0.24, r * 0.36, r * 0.48))
    elif t == "alfa":
        pts = [(cx - r, cy + r * 0.5), (cx - r, cy - r * 0.5), (cx - r * 0.5, cy), (cx, cy - r * 0.8),
               (cx + r * 0.5, cy), (cx + r, cy - r * 0.5), (cx + r, cy + r * 0.5)]
        pygame.draw.polygon(surface, colour, pts)
    elif t == "recurso":
        kind = "dual" if _get(card, "dual") else _get(card, "resource", "hierba")
        if kind in ("hierba", "dual"):
            for dx, top in ((-0.5, -0.5), (-0.15, -0.95), (0.2, -0.75), (0.55, -0.45)):
                pygame.draw.line(surface, colour, (cx + r * dx * 0.5, cy + r * 0.7), (cx + r * dx, cy + r * top),
                                 max(2, int(r * 0.16)))
        if kind in ("presa", "dual"):
            # a bone
            y = cy + (r * 0.35 if kind == "dual" else 0)
            w = max(2, int(r * 0.28))
            pygame.draw.line(surface, colour, (cx - r * 0.6, y), (cx + r * 0.6, y), w)
            for sx in (-0.7, 0.7):
                for sy in (-0.18, 0.18):
                    pygame.draw.circle(surface, colour, (int(cx + r * sx), int(y + r * sy)), max(2, int(r * 0.2)))
    elif t == "elemento":
        el = _get(card, "element", "agua")
        if el == "agua":
            pygame.draw.circle(surface, colour, (int(cx), int(cy + r * 0.28)), max(2, int(r * 0.58)))
            pygame.draw.polygon(surface, colour, [(cx, cy - r * 0.95), (cx + r * 0.52, cy + r * 0.05),
                                                  (cx - r * 0.52, cy + r * 0.05)])
        elif el == "fuego":
            pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r * 0.6, cy + r * 0.1), (cx + r * 0.4, cy + r * 0.7),
                                                  (cx - r * 0.4, cy + r * 0.7), (cx - r * 0.6, cy + r * 0.1)])
            pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.6), (int(cx), int(cy + r * 0.35)),
                               max(1, int(r * 0.25)))
        elif el == "tierra":
            pygame.draw.polygon(surface, colour, [(cx - r, cy + r * 0.7), (cx - r * 0.2, cy - r * 0.8),
                                                  (cx + r * 0.3, cy - r * 0.1), (cx + r * 0.55, cy - r * 0.4),
                                                  (cx + r, cy + r * 0.7)])
        else:
            for k in range(3):
                y0 = cy - r * 0.5 + k * r * 0.5
                pts = [(cx - r + 2 * r * i / 12, y0 + math.sin(i / 12 * math.pi * 2) * r * 0.15) for i in range(13)]
                pygame.draw.lines(surface, colour, False, pts, max(2, int(r * 0.15)))
    elif t == "fuerza":
        pygame.draw.polygon(surface, colour, [(cx + r * 0.2, cy - r), (cx - r * 0.5, cy + r * 0.1), (cx, cy + r * 0.1),
                                              (cx - r * 0.2, cy + r), (cx + r * 0.5, cy - r * 0.1), (cx, cy - r * 0.1)])
    else:  # sigilo: an eye
        pygame.draw.ellipse(surface, colour, (cx - r, cy - r * 0.5, 2 * r, r), max(2, int(r * 0.15)))
        pygame.draw.circle(surface, colour, (int(cx), int(cy)), max(2, int(r * 0.32)))


# ------------------------------------------------------------------------------------ faces

def card_face(card, lang: str, size: tuple[int, int]) -> pygame.Surface:
    """The card drawn at ``size`` in language ``lang`` (cached)."""
    key = ("face", _get(card, "id", id(card)), lang, tuple(size))
    surf = _cache.get(key)
    if surf is None:
        surf = _cache[key] = _draw_face(card, lang, tuple(size))
    return surf


def card_back(size: tuple[int, int]) -> pygame.Surface:
    key = ("back", tuple(size))
    surf = _cache.get(key)
    if surf is None:
        surf = _cache[key] = _draw_back(tuple(size))
    return surf


def tapped(surface: pygame.Surface) -> pygame.Surface:
    """The card turned sideways (tapped), cached per source surface."""
    key = ("tapped", id(surface), surface.get_size())
    out = _cache.get(key)
    if out is None or out.get_size() != (surface.get_height(), surface.get_width()):
        out = _cache[key] = pygame.transform.rotate(surface, -90)
    return out


_KEYWORDS: dict | None = None


def _keywords() -> dict:
    """Keyword id -> Keyword (names, text) of the shipped pool ({} if it cannot be read)."""
    global _KEYWORDS
    if _KEYWORDS is None:
        try:
            from rules.selva.cards import load_pool
            _KEYWORDS = {k.id: k for k in load_pool().keywords}
        except Exception:
            _KEYWORDS = {}
    return _KEYWORDS


def alfa_life_spot(card, lang: str, size: tuple[int, int]) -> tuple[int, int, int]:
    """(x, y, radius) of the printed life circle on this Alfa's face at ``size`` (the table draws the
    current life over it)."""
    key = (_get(card, "id", id(card)), lang, tuple(size))
    if key not in _ALFA_SPOT:
        _cache.pop(("face",) + key, None)
        card_face(card, lang, size)
    return _ALFA_SPOT.get(key, (size[0] // 2, size[1] // 2, 10))


_ALFA_SPOT: dict = {}


def keyword_label(kw: str, lang: str, short: bool = False) -> str:
    if short:
        return _t(lang, f"selva.kw_short.{kw}", kw[:3].title())
    k = _keywords().get(kw)
    if k is not None:
        return _name(k.names, lang)
    return kw.replace("_", " ").title()


def keyword_text(kw: str, lang: str) -> str:
    k = _keywords().get(kw)
    return _name(k.text, lang) if k is not None and k.text else ""


def type_label(card, lang: str) -> str:
    t = _get(card, "type", "animal")
    if t == "recurso":
        if _get(card, "dual"):
            return _t(lang, "selva.type.recurso_dual", "Resource · dual")
        return _t(lang, f"selva.type.recurso_{_get(card, 'resource', 'hierba')}", "Resource")
    if t == "elemento":
        return _t(lang, "selva.type.elemento", "Element") + " · " + _t(
            lang, f"selva.element.{_get(card, 'element', 'agua')}", str(_get(card, "element", "")))
    return _t(lang, f"selva.type.{t}", t.title())


def _draw_face(card, lang: str, size) -> pygame.Surface:
    w, h = size
    m = min(w, h)
    t = _get(card, "type", "animal")
    col = card_colour(card)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rad = max(3, m // 10)
    rect = surf.get_rect()
    pygame.draw.rect(surf, col, rect, border_radius=rad)
    edge = shade(col, 0.55)
    pygame.draw.rect(surf, edge, rect, max(1, m // 36), border_radius=rad)
    frame = max(2, int(m * 0.06))
    inner = rect.inflate(-2 * frame, -2 * frame)
    pygame.draw.rect(surf, mix(col, CREAM, 0.82), inner, border_radius=max(2, rad - 2))
    tiny = w < 50
    large = w >= 150
    medium = not tiny and not large and w >= 76
    name = _name(_get(card, "names", {}), lang)
    cost = _cost(card)
    has_cost = t in ("animal", "elemento", "fuerza", "sigilo") and (cost[0] or cost[1] or t == "animal")
    stats = t == "animal"
    if tiny:
        # a colour, the type's icon and (resources) the letter: enough to tell them apart in a row
        type_icon(surf, card, (w / 2, h * 0.42), m * 0.32, shade(col, 0.5))
        if t == "recurso":
            letter = "H/P" if _get(card, "dual") else ("H" if _get(card, "resource") == "hierba" else "P")
        else:
            letter = ellipsize(name, fit_size(name, 9, w - 4, True, low=7), w - 4, True)
        img = _text(letter, fit_size(letter, max(8, int(m * 0.3)), w - 4, True, low=7), INK_DARK, True)
        surf.blit(img, img.get_rect(midbottom=(w / 2, h - frame - 1)))
        if stats:
            r = max(6, int(w * 0.2))
            stat_circle(surf, _get(card, "attack", 0), (frame + r - 1, h - frame - r + 1), r, "attack")
            stat_circle(surf, _get(card, "defence", 0), (w - frame - r + 1, h - frame - r + 1), r, "defence")
        return surf
    pad = frame + max(1, int(m * 0.03))
    # header: cost pips at the left, activity at the right
    pr = max(3, int(m * (0.045 if large else 0.06)))
    top = pad + pr + 1
    if has_cost:
        cost_pips(surf, cost, (pad, top), pr, letters=large)
    if t == "animal":
        ar = max(5, int(m * (0.07 if large else 0.1)))
        activity_icon(surf, _get(card, "activity", "both"), (w - pad - ar, pad + ar), ar)
        head_h = 2 * ar + 2
    else:
        head_h = 2 * pr + 2 if has_cost else 0
    y = pad + head_h + (2 if large else 1)
    # name
    width = inner.w - 6
    nsize = max(8, int(m * (0.1 if large else 0.14)))
    if large:
        lines = wrap(name, nsize, width, True)
        while len(lines) > 2 and nsize > 10:
            nsize -= 1
            lines = wrap(name, nsize, width, True)
        for s in lines[:2]:
            img = _text(s, nsize, INK_DARK, True)
            surf.blit(img, img.get_rect(midtop=(w / 2, y)))
            y += img.get_height()
    else:
        # one line if it fits, else two lines in a smaller size (a name is what a player reads first)
        size_ = nsize
        if font(size_, True).size(name)[0] > width:
            size_ = max(7, nsize - 2)
            lines = wrap(name, size_, width, True)
            while (len(lines) > 2 or any(font(size_, True).size(x)[0] > width for x in lines)) and size_ > 7:
                size_ -= 1
                lines = wrap(name, size_, width, True)
            if len(lines) > 2:
                lines = [lines[0], ellipsize(" ".join(lines[1:]), size_, width, True)]
            lines = [ellipsize(x, size_, width, True) for x in lines]
        else:
            lines = [name]
        lh = font(size_, True).get_linesize() - 1
        for x in lines:
            img = _text(x, size_, INK_DARK, True)
            surf.blit(img, img.get_rect(midtop=(w / 2, y)))
            y += lh
        y += 1
    # type band with the type icon (and the type word when there is room)
    band_h = max(8, int(m * (0.1 if large else 0.13)))
    band = pygame.Rect(inner.left + 2, y + 1, inner.w - 4, band_h)
    pygame.draw.rect(surf, mix(col, CREAM, 0.35), band, border_radius=band_h // 3)
    type_icon(surf, card, (band.left + band_h * 0.7, band.centery), band_h * 0.4, shade(col, 0.45))
    if medium or large:
        label = type_label(card, lang)
        ls = fit_size(label, int(band_h * 0.72), band.w - band_h * 1.5 - 2, True, low=7)
        img = _text(ellipsize(label, ls, int(band.w - band_h * 1.5 - 2), True), ls, shade(col, 0.35), True)
        surf.blit(img, img.get_rect(midleft=(band.left + band_h * 1.4, band.centery + 1)))
    y = band.bottom + 2
    bottom = inner.bottom - 1
    sr = max(6, int(m * (0.1 if large else 0.15)))
    if stats:
        bottom = inner.bottom - 2 * sr - 1
    # Alfa: the life big in a heart-red circle
    if t == "alfa":
        lr = max(8, int(m * (0.16 if large else 0.22)))
        cy = y + lr + 2
        if not large:
            cy = min(cy, h - frame - lr - 2)
        _ALFA_SPOT[(_get(card, "id", id(card)), lang, tuple(size))] = (w // 2, int(cy), lr)
        pygame.draw.circle(surf, (190, 40, 54), (w // 2, int(cy)), lr)
        pygame.draw.circle(surf, INK_LIGHT, (w // 2, int(cy)), lr, max(1, lr // 8))
        img = _text(str(_get(card, "life", 0)), int(lr * 1.2), INK_LIGHT, True)
        surf.blit(img, img.get_rect(center=(w // 2, int(cy) + 1)))
        y = int(cy + lr + 3)
    elif not large:
        # a bigger type picture in the middle of small cards
        room = bottom - y
        kw_room = 0
        if stats and _get(card, "keywords"):
            kw_room = max(9, int(m * 0.14))
        icon_r = max(4, min(w * 0.22, (room - kw_room) * 0.42))
        txt = _get(card, "text")
        short = _name(txt, lang) if txt and t not in ("animal", "alfa") else ""
        lines = []
        if short and medium:
            # the card's words, small, when they fit (the zoom shows them large)
            tsize = 9
            lines = wrap(short, tsize, width - 2)
            while len(lines) * font(tsize).get_linesize() > room - 2 and tsize > 7:
                tsize -= 1
                lines = wrap(short, tsize, width - 2)
            if len(lines) * font(tsize).get_linesize() > room - 2:
                lines = []
        if lines:
            lh = font(tsize).get_linesize()
            ty = y + 1
            for line in lines:
                img = _text(line, tsize, (50, 44, 40))
                surf.blit(img, img.get_rect(midtop=(w / 2, ty)))
                ty += lh
        elif room - kw_room > 10:
            type_icon(surf, card, (w / 2, y + (room - kw_room) / 2), icon_r, mix(col, CREAM, 0.3))
        y = bottom - kw_room
    # keyword tags
    kws = sorted(_get(card, "keywords", ()) or ())
    if kws and y < bottom:
        ks = max(7, min(13, int(m * (0.055 if large else 0.11))))
        x = inner.left + 2
        for kw in kws:
            label = keyword_label(kw, lang, short=not large)
            img = _text(label, ks, INK_LIGHT, True)
            tag = img.get_rect(topleft=(x, y)).inflate(4, 0)
            tag.topleft = (x, y)
            if tag.right > inner.right - 1:
                x = inner.left + 2
                y += tag.h + 1
                tag.topleft = (x, y)
                if y + tag.h > bottom or not large:
                    break
            pygame.draw.rect(surf, (70, 62, 52), tag, border_radius=3)
            surf.blit(img, img.get_rect(center=tag.center))
            x = tag.right + 2
        y += font(ks, True).get_linesize() + 2
    # text (and the fact line) on large cards
    if large:
        txt = _get(card, "text")
        s = _name(txt, lang) if txt else ""
        ab = _get(card, "ability")
        if t == "animal" and ab is not None:
            atext = _get(ab, "text") if not isinstance(ab, dict) else ab.get("text")
            if atext and not s:
                s = _name(atext, lang)
            ac = _get(ab, "cost") if not isinstance(ab, dict) else ab.get("cost")
            acost = _cost(type("C", (), {"cost": ac})()) if ac is not None else (0, 0)
            if s:
                s = _t(lang, "selva.card.ability_cost", "Ability ({cost}): ", cost=_cost_words(acost, lang)) + s
        if t == "animal" and kws:
            y += 1
            for kw in kws:
                kt = keyword_text(kw, lang)
                if kt:
                    s = (s + "\n" if s else "") + f"{keyword_label(kw, lang)}: {kt}"
        fact = _get(card, "fact")
        ftxt = _name(fact, lang) if fact else ""
        tsize = max(9, int(m * 0.058))
        fsize = max(8, int(m * 0.05))
        room = bottom - y - 2
        flines = wrap(ftxt, fsize, width) if ftxt else []
        lines = wrap(s, tsize, width) if s else []
        while (len(lines) * font(tsize).get_linesize() + len(flines) * font(fsize).get_linesize() + 6 > room
               and tsize > 8):
            tsize -= 1
            fsize = max(7, min(fsize, tsize - 1))
            lines = wrap(s, tsize, width) if s else []
            flines = wrap(ftxt, fsize, width) if ftxt else []
        lh = font(tsize).get_linesize()
        for line in lines:
            if y + lh > bottom:
                break
            img = _text(line, tsize, (40, 36, 34))
            surf.blit(img, (inner.left + 4, y))
            y += lh
        if flines:
            flh = font(fsize).get_linesize()
            fy = max(y + 4, bottom - len(flines) * flh - 1)
            if fy + flh <= bottom + 1:
                pygame.draw.line(surf, mix(col, CREAM, 0.4), (inner.left + 8, fy - 3), (inner.right - 8, fy - 3), 1)
            for line in flines:
                if fy + flh > bottom + 1:
                    break
                img = _text(line, fsize, (90, 80, 64))
                surf.blit(img, img.get_rect(midtop=(w / 2, fy)))
                fy += flh
    if stats:
        cy = inner.bottom - sr + 1
        stat_circle(surf, _get(card, "attack", 0), (inner.left + sr, cy), sr, "attack")
        stat_circle(surf, _get(card, "defence", 0), (inner.right - sr, cy), sr, "defence")
        if large:
            for label, x, anchor in ((_t(lang, "selva.card.attack", "attack"), inner.left + 2 * sr + 4, "midleft"),
                                     (_t(lang, "selva.card.defence", "defence"), inner.right - 2 * sr - 4,
                                      "midright")):
                img = _text(label, 11, (80, 70, 60), True)
                surf.blit(img, img.get_rect(**{anchor: (x, cy)}))
    return surf


def _cost_words(cost, lang: str) -> str:
    h, p = cost
    parts = []
    if h:
        parts.append(_t(lang, "selva.card.cost_h", "{n} Hierba", n=h))
    if p:
        parts.append(_t(lang, "selva.card.cost_p", "{n} Presa", n=p))
    return " + ".join(parts) if parts else _t(lang, "selva.card.free", "free")


def _draw_back(size) -> pygame.Surface:
    w, h = size
    m = min(w, h)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rad = max(3, m // 10)
    r = surf.get_rect()
    pygame.draw.rect(surf, BACK_BG, r, border_radius=rad)
    pygame.draw.rect(surf, BACK_EDGE, r, max(1, m // 30), border_radius=rad)
    inner = r.inflate(-int(m * 0.16), -int(m * 0.16))
    if inner.w > 4 and inner.h > 4:
        pygame.draw.rect(surf, shade(BACK_EDGE, 0.7), inner, 1, border_radius=max(2, rad - 2))
    # three leaves around a centre
    leaf = (64, 128, 70)
    cx, cy = w / 2, h / 2
    lr = m * 0.26
    for k in range(3):
        a = -math.pi / 2 + k * 2 * math.pi / 3
        pts = []
        for i in range(13):
            t = i / 12 * math.pi
            pts.append((lr * 0.5 + lr * 0.5 * -math.cos(t), lr * 0.22 * math.sin(t)))
        for i in range(13):
            t = i / 12 * math.pi
            pts.append((lr * 0.5 + lr * 0.5 * math.cos(t), -lr * 0.22 * math.sin(t)))
        rot = [(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in pts]
        pygame.draw.polygon(surf, leaf, rot)
    pygame.draw.circle(surf, BACK_EDGE, (int(cx), int(cy)), max(2, int(m * 0.06)))
    if w >= 60:
        img = _text("SELVA", max(8, int(m * 0.13)), BACK_EDGE, True)
        surf.blit(img, img.get_rect(midbottom=(cx, h - m * 0.1)))
    return surf
