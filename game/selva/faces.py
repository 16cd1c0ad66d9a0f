"""Selva cards drawn by code from the data (no scanned art), cached per card, language and size.

Public: ``card_face(card, lang, size)`` and ``card_back(size)`` (cached ``pygame.Surface``; ``card`` is a
``rules.selva.cards`` card), ``tapped(surface)`` (the same card dimmed: turned cards are not rotated, so
their words stay readable), ``activity_icon``, ``time_icon``, ``cost_badges``, ``stat_circle``,
``type_icon``, ``resource_icon``, ``picture_of`` and the type colours ``TYPE_COLOURS``.

Every word on a face is drawn through ``game.text.render`` at 12 px or more (at 1280×720) and is never
cut: names wrap, keywords are written in full (the data's names, the same words as the zoom and the
rules text), and what does not fit makes the picture smaller, never the text. Four layouts, chosen by
the card and the size:

- *field* (an animal in play, ``FIELD``): name, the species' picture, keyword chips, attack (red
  circle), activity (sun / moon) and defence (blue circle); an ability is a chip with its cost.
- *hand* (``HAND``, also the choice strip): the cost (a leaf and a number for Hierba, a bone and a
  number for Presa), the name, the type, the picture, then the keywords and stats of an animal or the
  words of any other card.
- *alfa* (``ALFA``): the name, the picture beside the printed life, the Alfa's ability in words.
- *big* (150 px wide or more: the zoom, the deck editor, the swap screen): everything, with the
  keywords explained, the ability with its cost and the species' fact.

Colour is never the only cue: a cost has its symbol, every type its icon and word, a day or night its
sun or moon.
"""
from __future__ import annotations

import math
import re

import pygame

from game import text as _text

from game import i18n
from game.palette import palette, pick
from game.text import (capture, condense, drawn_width, fits, font, real_size, render, report, text_width, wrap,
                       wrap_fit)

from game.selva.face_icons import (HIERBA, PRESA, ATTACK, DEFENCE, CREAM, INK_DARK, INK_SOFT,
                                    INK_LIGHT, GOLD, CHIP, ABILITY, TYPE_COLOURS, ELEMENT_COLOURS,
                                    PALETTE_INDEX, BACK_BG, BACK_EDGE, TEXT, LINE, mix, shade, _get,
                                    _sun, _moon, activity_icon, time_icon, resource_icon,
                                    cost_badges, cost_width, stat_circle, type_icon, element_icon)  # noqa: F401 (named here for the table)

NAME_LINES = 3       # a name takes up to three lines (from the picture) before it is condensed or hyphenated

_cache: dict[tuple, pygame.Surface] = {}
_notes: dict[tuple, tuple] = {}      # face key -> what did not fit when it was painted (told on each use)


def clear_cache() -> None:
    _cache.clear()
    _notes.clear()
    _ALFA_SPOT.clear()
    _STAT_SPOT.clear()


_text.on_zoom(clear_cache)          # faces carry text: repaint them at a new text zoom


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
        hierba, presa = pick(HIERBA, PALETTE_INDEX["hierba"]), pick(PRESA, PALETTE_INDEX["presa"])
        if _get(card, "dual"):
            return mix(hierba, presa, 0.5)
        return hierba if _get(card, "resource") == "hierba" else presa
    if t == "elemento":
        el = _get(card, "element")
        if el not in ELEMENT_COLOURS:
            return TYPE_COLOURS["elemento"]
        return pick(ELEMENT_COLOURS[el], PALETTE_INDEX[el])
    return TYPE_COLOURS.get(t, (120, 120, 120))


def line_h(size: int = TEXT) -> int:
    """The height of a line of text of ``size`` on a face (from the size it is drawn at: a small window
    draws 12 px text larger on the canvas, and its lines are taller)."""
    return real_size(size) + 2


def chip_h() -> int:
    """A keyword chip's height (its row is two pixels more)."""
    return max(16, real_size(TEXT) + 3)


def _lines(s: str, width: int, size: int = TEXT, bold: bool = False) -> list[str]:
    """``s`` wrapped to ``width``; a word too wide for it is condensed, else hyphenated, else reported."""
    if not s:
        return []
    lines = wrap(s, size, width, bold)
    if all(text_width(x, size, bold) <= width for x in lines):
        return lines
    fitted = wrap_fit(s, size, width, len(lines) + 2, bold)
    if fitted is not None:
        return fitted
    report("overflow", s, size, width)
    return lines


def _words(s: str, width: int, room: int, size: int = TEXT) -> list[str] | None:
    """``s`` in lines of ``width`` that fit ``room`` pixels of height: as it is, else condensed, else
    hyphenated; None when it cannot ([] for no words)."""
    if not s:
        return []
    n = room // line_h(size)
    if n <= 0:
        return None
    return wrap_fit(s, size, width, n)


def _blit_lines(surf, lines, size, colour, bold, x_center, y, lh=None) -> int:
    lh = lh or (line_h(size) if size == TEXT else font(size, bold).get_linesize())
    for line in lines:
        img = render(line, size, colour, bold)
        surf.blit(img, img.get_rect(midtop=(x_center, y)))
        y += lh
    return y


def _blit_left(surf, lines, size, colour, bold, x, y, lh=None) -> int:
    lh = lh or (line_h(size) if size == TEXT else font(size, bold).get_linesize())
    for line in lines:
        surf.blit(render(line, size, colour, bold), (x, y))
        y += lh
    return y


def picture_of(card, side: int) -> pygame.Surface | None:
    """The card's picture (data/selva/pictures.yaml) in a ``side``×``side`` square, or None."""
    if side < 8:
        return None
    from game.pictures import picture
    return picture("selva", _get(card, "id", ""), int(side))


def _picture(surf, card, rect: pygame.Rect, col) -> None:
    """The picture centred in ``rect`` (the type's icon when there is none)."""
    side = min(rect.w, rect.h)
    if side < 10:
        return
    img = picture_of(card, side)
    if img is not None:
        surf.blit(img, img.get_rect(center=rect.center))
    else:
        type_icon(surf, card, rect.center, side * 0.4, shade(col, 0.5))


# ------------------------------------------------------------------------------------ words

_KEYWORDS: dict | None = None


def _keywords() -> dict:
    """Keyword id -> Keyword (names, text) of the shipped pool ({} if it cannot be read)."""
    global _KEYWORDS
    if _KEYWORDS is None:
        from rules.engine.data import DataError
        try:
            from rules.selva.cards import load_pool
            _KEYWORDS = {k.id: k for k in load_pool().keywords}
        except (DataError, OSError):
            _KEYWORDS = {}
    return _KEYWORDS


def keyword_label(kw: str, lang: str) -> str:
    """The keyword's name in the data (the one word for it on cards, in the zoom and the rules text)."""
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


def type_lines(card, lang: str, width: int, size: int = TEXT) -> list[str]:
    """The type in one line, or split at its " · " in two ("Resource" / "Hierba") when too wide."""
    label = type_label(card, lang)
    if text_width(label, size) <= width or " · " not in label:
        return _lines(label, width, size)
    a, b = label.split(" · ", 1)
    return _lines(a, width, size) + _lines(b, width, size)


def _one_line(s: str, width: int, size: int = TEXT, bold: bool = False) -> int:
    """The width ``s`` is drawn at in one line of ``width`` (condensed if need be; reported when it does
    not fit even so)."""
    w = text_width(s, size, bold)
    if w <= width:
        return w
    w = condense(s, size, bold)
    if w > width:
        report("overflow", s, size, width)
    return w


def cost_words(cost, lang: str) -> str:
    h, p = cost
    parts = []
    if h:
        parts.append(_t(lang, "selva.card.cost_h", "{n} Grass", n=h))
    if p:
        parts.append(_t(lang, "selva.card.cost_p", "{n} Prey", n=p))
    return " + ".join(parts) if parts else _t(lang, "selva.card.free", "free")


def card_words(card, lang: str) -> str:
    """What the card does, in words: its text (a non-animal) or its ability (an animal)."""
    t = _get(card, "type", "animal")
    if t == "animal":
        ab = _get(card, "ability")
        return _name(ab.text, lang) if ab is not None else ""
    txt = _get(card, "text")
    return _name(txt, lang) if txt else ""


def _chips(kws, lang: str, width: int) -> list[list[tuple[str, int]]]:
    """Keyword chips (label, chip width) in rows that fit ``width``."""
    rows: list[list[tuple[str, int]]] = []
    x = 0
    for kw in kws:
        label = keyword_label(kw, lang)
        if fits(label, TEXT, width - 4, True):          # condensed (bold, else regular) when it must
            w = min(drawn_width(label, TEXT, True) + 6, width)
        else:
            report("overflow", label, TEXT, width - 4)
            w = width
        if not rows or x + w > width:
            rows.append([])
            x = 0
        rows[-1].append((label, w))
        x += w + 3
    return rows


def _draw_chips(surf, rows, centre_x: int, y: int, colour=CHIP) -> int:
    for row in rows:
        total = sum(w for _, w in row) + 3 * (len(row) - 1)
        x = centre_x - total // 2
        for label, w in row:
            tag = pygame.Rect(x, y, w, chip_h())
            pygame.draw.rect(surf, colour, tag, border_radius=4)
            img = render(label, TEXT, INK_LIGHT, True)
            surf.blit(img, img.get_rect(center=(tag.centerx, tag.centery)))
            x += w + 3
        y += chip_h() + 2
    return y


def _ability_chip(surf, card, centre, h: int = 18) -> pygame.Rect:
    """A purple chip with a bolt and the ability's cost: this animal has an ability (its words are on
    the hand card and in the zoom)."""
    ab = _get(card, "ability")
    cost = _cost(ab) if ab is not None else (0, 0)
    w = h + max(0, cost_width(cost, h - 2, TEXT)) + 2
    box = pygame.Rect(0, 0, w, h)
    box.center = centre
    pygame.draw.rect(surf, ABILITY, box, border_radius=h // 2)
    pygame.draw.rect(surf, INK_LIGHT, box, 1, border_radius=h // 2)
    type_icon(surf, type("F", (), {"type": "fuerza"})(), (box.left + h // 2, box.centery), h * 0.36, INK_LIGHT)
    cost_badges(surf, cost, (box.left + h - 2, box.centery), h - 4, TEXT)
    return box


def ability_chip_width(card, h: int = 18) -> int:
    ab = _get(card, "ability")
    cost = _cost(ab) if ab is not None else (0, 0)
    return h + max(0, cost_width(cost, h - 2, TEXT)) + 2


# ------------------------------------------------------------------------------------ faces

def card_face(card, lang: str, size: tuple[int, int]) -> pygame.Surface:
    """The card drawn at ``size`` in language ``lang`` (cached)."""
    key = ("face", _get(card, "id", id(card)), lang, tuple(size), palette())
    surf = _cache.get(key)
    if surf is None:
        with capture() as notes:
            surf = _cache[key] = _draw_face(card, lang, tuple(size))
        _notes[key] = tuple(notes)
    for note in _notes.get(key, ()):
        report(*note)
    return surf


def face(card, size: tuple[int, int]) -> pygame.Surface:
    """The card drawn at ``size`` in the interface language now (cached)."""
    return card_face(card, i18n.language(), size)


def card_back(size: tuple[int, int]) -> pygame.Surface:
    key = ("back", tuple(size))
    surf = _cache.get(key)
    if surf is None:
        surf = _cache[key] = _draw_back(tuple(size))
    return surf


def tapped(surface: pygame.Surface) -> pygame.Surface:
    """A turned (tapped) card: the same face, darker (cached per source surface)."""
    key = ("tapped", id(surface), surface.get_size())
    out = _cache.get(key)
    if out is None:
        out = surface.copy()
        veil = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 105))
        out.blit(veil, (0, 0))
        _cache[key] = out
    return out


_ALFA_SPOT: dict = {}
_STAT_SPOT: dict = {}     # (card id, lang, size) -> the printed attack and defence circles of a large face


def alfa_life_spot(card, lang: str, size: tuple[int, int]) -> tuple[int, int, int]:
    """(x, y, radius) of the printed life circle on this Alfa's face at ``size`` (the table draws the
    current life over it)."""
    key = (_get(card, "id", id(card)), lang, tuple(size))
    if key not in _ALFA_SPOT:
        _cache.pop(("face",) + key + (palette(),), None)
        card_face(card, lang, size)
    return _ALFA_SPOT.get(key, (size[0] // 2, size[1] // 2, 10))


def large_stat_spots(card, lang: str, size: tuple[int, int]):
    """(attack centre, defence centre, radius) of the printed numbers on an animal's large face (the zoom
    draws the numbers now over them, as the board does)."""
    key = (_get(card, "id", id(card)), lang, tuple(size))
    if key not in _STAT_SPOT:
        _cache.pop(("face",) + key + (palette(),), None)
        card_face(card, lang, size)
    return _STAT_SPOT.get(key)


def _frame(card, size):
    """The card's coloured frame and cream inner panel; returns (surface, inner rect, colour)."""
    w, h = size
    m = min(w, h)
    col = card_colour(card)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rad = max(4, m // 12)
    rect = surf.get_rect()
    pygame.draw.rect(surf, col, rect, border_radius=rad)
    pygame.draw.rect(surf, shade(col, 0.55), rect, max(1, m // 40), border_radius=rad)
    frame = 3 if m < 150 else 5
    inner = rect.inflate(-2 * frame, -2 * frame)
    pygame.draw.rect(surf, mix(col, CREAM, 0.84), inner, border_radius=max(2, rad - 2))
    return surf, inner, col


def _draw_face(card, lang: str, size) -> pygame.Surface:
    w, h = size
    t = _get(card, "type", "animal")
    if w >= 150:
        return _big_face(card, lang, size)
    if t == "alfa":
        return _alfa_face(card, lang, size)
    if h >= 150:
        return _hand_face(card, lang, size)
    return _field_face(card, lang, size)


def _at_hyphens(name: str, size: int, width: int, max_lines: int, bold: bool = True) -> list[str] | None:
    """``name`` in the condensed face broken at its own hyphens too ("Black-" / "chested"), in at most
    ``max_lines`` lines of ``width``; None when it does not fit so."""
    if "-" not in name:
        return None
    f = font(size, bold, True)
    tokens = []                                  # (part, what follows it: "" after a hyphen, else " ")
    for word in name.split(" "):
        parts = re.findall(r"[^-]+-?|-", word)
        tokens += [(p, "" if p.endswith("-") else " ") for p in parts]
    lines, line, sep = [], "", ""
    for part, after in tokens:
        cand = line + sep + part if line else part
        if f.size(cand)[0] <= width or not line:
            line = cand
        else:
            lines.append(line)
            line = part
        sep = after
    lines.append(line)
    if len(lines) > max_lines or any(f.size(x)[0] > width for x in lines):
        return None
    for x in lines:
        condense(x, size, bold)
    return lines


def _light(name: str, size: int, width: int, max_lines: int, hyphens: bool = False) -> list[str] | None:
    """``name`` wrapped in the condensed face (hyphenated if ``hyphens``), each line drawn bold if it
    fits so, else regular (as ``game.text.fits`` chooses); None when it does not fit so."""
    lines = wrap_fit(name, size, width, max_lines, False) if hyphens else wrap(name, size, width, False, narrow=True)
    if lines is None or len(lines) > max_lines or not all(fits(x, size, width, True) for x in lines):
        return None
    return lines


def _name_lines(name: str, width: int, max_lines: int = NAME_LINES, size: int = TEXT,
                fewest: bool = False) -> list[str]:
    """A name in up to ``max_lines`` lines of ``width`` (the picture gives up the room), two more when
    it must: as it is, else condensed, else broken at its own hyphens, else hyphenated; reported when
    even that does not fit (the marks go below its letters: ``field_name_bottom``). ``fewest``: in as few
    lines as it can (condensed sooner), for a tight face."""
    for n in range(1 if fewest else max_lines, max_lines + 3):
        lines = (wrap_fit(name, size, width, n, True, hyphens=False) or _at_hyphens(name, size, width, n)
                 or _light(name, size, width, n) or wrap_fit(name, size, width, n, True)
                 or _light(name, size, width, n, hyphens=True))
        if lines is not None:
            return lines
    report("overflow", name, size, width)
    return wrap(name, size, width, True)


def field_name_bottom(card, size) -> int:
    """How far below the top of an animal in play (drawn at ``size``) its name's letters reach: the marks
    (Tapped, New, its modifiers) go below it, never over it."""
    frame = 3 if min(size) < 150 else 5                   # as _frame draws it
    inner = pygame.Rect(0, 0, *size).inflate(-2 * frame, -2 * frame)
    lines = _field_name(card, i18n.language(), inner)
    glyphs = max((render(x, TEXT, INK_DARK, True).get_height() for x in lines), default=0)
    return inner.top + 2 + line_h() * (len(lines) - 1) + glyphs


def _stats_row(surf, card, inner, cy: int, r: int = 12) -> None:
    stat_circle(surf, _get(card, "attack", 0), (inner.left + r + 1, cy), r, "attack")
    stat_circle(surf, _get(card, "defence", 0), (inner.right - r - 1, cy), r, "defence")
    activity_icon(surf, _get(card, "activity", "both"), (inner.centerx, cy), 10)


FIELD_STATS = 28         # the height of an animal in play's attack · activity · defence row


def _field_room(card, lang: str, inner: pygame.Rect, names: int) -> int:
    """The picture's height on an animal in play whose name takes ``names`` lines."""
    rows = _chips(sorted(_get(card, "keywords", ()) or ()), lang, inner.w - 6)
    return inner.bottom - FIELD_STATS - (chip_h() + 2) * len(rows) - (inner.top + 2 + line_h() * names) - 2


def _field_name(card, lang: str, inner: pygame.Rect) -> list[str]:
    """An animal in play's name lines: in fewer lines (condensed) when the picture would be too small
    for the ability's chip (a long name in a small window)."""
    name = _name(_get(card, "names", {}), lang)
    lines = _name_lines(name, inner.w - 6)
    need = 16 if _get(card, "ability") is not None else 0
    if _field_room(card, lang, inner, len(lines)) < need:
        lines = _name_lines(name, inner.w - 6, fewest=True)
    return lines


def _field_face(card, lang: str, size) -> pygame.Surface:
    """An animal in play: name, picture, keywords, attack · activity · defence."""
    surf, inner, col = _frame(card, size)
    width = inner.w - 6
    y = inner.top + 2
    lines = _field_name(card, lang, inner)
    y = _blit_lines(surf, lines, TEXT, INK_DARK, True, inner.centerx, y)
    rows = _chips(sorted(_get(card, "keywords", ()) or ()), lang, width)
    stats_h = FIELD_STATS
    bottom = inner.bottom - stats_h - (chip_h() + 2) * len(rows)
    if bottom - y - 2 < (16 if _get(card, "ability") is not None else 0):
        report("overflow", _name(_get(card, "names", {}), lang), TEXT, width)
    pic = pygame.Rect(inner.left + 3, y + 1, inner.w - 6, max(0, bottom - y - 2))
    _picture(surf, card, pic, col)
    if _get(card, "ability") is not None:
        cw = ability_chip_width(card)
        _ability_chip(surf, card, (inner.right - cw // 2 - 2, pic.bottom - 9))
    _draw_chips(surf, rows, inner.centerx, bottom)
    _stats_row(surf, card, inner, inner.bottom - stats_h // 2)
    return surf


def _hand_face(card, lang: str, size) -> pygame.Surface:
    """A card in the hand (or a choice): cost, name, type, picture, then keywords and stats (an animal)
    or the card's words (any other card)."""
    surf, inner, col = _frame(card, size)
    t = _get(card, "type", "animal")
    width = inner.w - 6
    # cost (left) and activity (right)
    top = inner.top + 11
    cost = _cost(card)
    if t != "recurso" and (cost[0] or cost[1]):
        cost_badges(surf, cost, (inner.left + 3, top), 18, 13)
    elif t != "recurso":
        img = render(_t(lang, "selva.card.free", "free"), TEXT, INK_SOFT, True)
        surf.blit(img, img.get_rect(midleft=(inner.left + 4, top)))
    if t == "animal":
        activity_icon(surf, _get(card, "activity", "both"), (inner.right - 11, top), 9)
    else:
        type_icon(surf, card, (inner.right - 11, top), 8, shade(col, 0.6))
    y = inner.top + 22
    y = _blit_lines(surf, _name_lines(_name(_get(card, "names", {}), lang), width), TEXT, INK_DARK, True,
                    inner.centerx, y)
    types = type_lines(card, lang, width)
    bottom = inner.bottom - 2
    lh = line_h()
    if t == "animal":
        rows = _chips(sorted(_get(card, "keywords", ()) or ()), lang, width)
        stats_h = 28
        low = inner.bottom - stats_h - (chip_h() + 2) * len(rows)
        ab = _get(card, "ability") is not None
        # a long name in a small window: the type's line goes first ("Animal": the stats tell it),
        # then the ability's chip moves onto the picture's corner (as on the board)
        if low - y - 2 - lh * len(types) - (20 if ab else 0) < 16:
            types = []
        y = _blit_lines(surf, types, TEXT, shade(col, 0.45), False, inner.centerx, y)
        on_pic = ab and low - y - 2 - 20 < 16
        # the ability's words beside a picture of 26 px at least, else only its chip (the zoom has them)
        words = (_words(card_words(card, lang), width, low - y - 2 - 20 - 26) or []) if ab else []
        need = lh * len(words) + (20 if ab and not on_pic else 0)
        pic_h = low - y - 2 - need
        if pic_h < (16 if on_pic else 0):
            report("overflow", _name(_get(card, "names", {}), lang), TEXT, width)
        pic = pygame.Rect(inner.left + 3, y + 1, inner.w - 6, max(0, pic_h))
        _picture(surf, card, pic, col)
        yy = pic.bottom + 1
        if on_pic:
            cw = ability_chip_width(card)
            _ability_chip(surf, card, (inner.right - cw // 2 - 2, pic.bottom - 9))
        elif ab:
            _ability_chip(surf, card, (inner.centerx, yy + 9))
            yy += 20
            yy = _blit_lines(surf, words, TEXT, INK_SOFT, False, inner.centerx, yy)
        _draw_chips(surf, rows, inner.centerx, low)
        _stats_row(surf, card, inner, inner.bottom - stats_h // 2)
        return surf
    # the words keep a picture of 30 px if they can, else take its room, else the type's line (the
    # corner's icon and the frame's colour still tell the type); words that cannot fit even so (a
    # narrow card in a small window) are left to the zoom, as an animal's ability is, and the
    # picture comes back
    say = card_words(card, lang)
    room = bottom - y - 4 - lh * len(types)
    words = _words(say, width, room - 30)
    if words is None:
        words = _words(say, width, room)
    if words is None:
        words = _words(say, width, bottom - y - 4)
        if words is not None:
            types = []
    if words is None:
        words = []
    y = _blit_lines(surf, types, TEXT, shade(col, 0.45), False, inner.centerx, y)
    need = lh * len(words)
    pic_h = bottom - y - 4 - need
    pic = pygame.Rect(inner.left + 3, y + 1, inner.w - 6, max(0, pic_h))
    _picture(surf, card, pic, col)
    _blit_lines(surf, words, TEXT, INK_SOFT, False, inner.centerx, bottom - need)
    return surf


def _alfa_face(card, lang: str, size) -> pygame.Surface:
    """An Alfa at the table: name, picture and printed life, its ability in words."""
    surf, inner, col = _frame(card, size)
    width = inner.w - 6
    y = inner.top + 2
    y = _blit_lines(surf, _name_lines(_name(_get(card, "names", {}), lang), width), TEXT, INK_DARK, True,
                    inner.centerx, y)
    # the ability's words under a row of 30 px at least for the picture and the life
    # (left to the zoom when they cannot fit: a small window's larger text)
    say = card_words(card, lang)
    words = _words(say, width, inner.bottom - 2 - y - 30) or []
    need = line_h() * len(words)
    row_h = max(30, inner.bottom - 2 - need - y)
    lr = min(19, row_h // 2 - 4)                # the table draws the life now 4 px larger over it
    cy = y + row_h // 2
    pic = pygame.Rect(inner.left + 3, y + 1, inner.w - 2 * lr - 10, row_h - 2)
    _picture(surf, card, pic, col)
    lx = inner.right - lr - 3
    _ALFA_SPOT[(_get(card, "id", id(card)), lang, tuple(size))] = (lx, int(cy), lr)
    pygame.draw.circle(surf, (190, 40, 54), (lx, int(cy)), lr)
    pygame.draw.circle(surf, INK_LIGHT, (lx, int(cy)), lr, 2)
    img = render(str(_get(card, "life", 0)), max(TEXT, int(lr * 1.1)), INK_LIGHT, True)
    surf.blit(img, img.get_rect(center=(lx, int(cy) + 1)))
    _blit_lines(surf, words, TEXT, INK_SOFT, False, inner.centerx, inner.bottom - 1 - need)
    return surf


def _big_face(card, lang: str, size) -> pygame.Surface:
    """The zoom (and the editor's and swap screen's large card): everything the card says."""
    surf, inner, col = _frame(card, size)
    w, h = size
    t = _get(card, "type", "animal")
    big = w >= 220
    width = inner.w - 12
    nsize = 18 if big else 14
    top = inner.top + 14
    cost = _cost(card)
    if t not in ("recurso", "alfa") and (cost[0] or cost[1]):
        cost_badges(surf, cost, (inner.left + 5, top), 20 if big else 18, 14 if big else 13)
    elif t not in ("recurso", "alfa"):
        img = render(_t(lang, "selva.card.free", "free"), 13, INK_SOFT, True)
        surf.blit(img, img.get_rect(midleft=(inner.left + 6, top)))
    if t == "animal":
        activity_icon(surf, _get(card, "activity", "both"), (inner.right - 14, top), 12 if big else 10)
    y = inner.top + 28
    name = _name(_get(card, "names", {}), lang)
    y = _blit_lines(surf, _name_lines(name, width, 2, nsize), nsize, INK_DARK, True, inner.centerx, y)
    y = _blit_lines(surf, type_lines(card, lang, width, 13), 13, shade(col, 0.45), False, inner.centerx, y)
    # the words below the picture: keywords explained, ability with its cost, text, fact
    paras: list[tuple[str, tuple]] = []
    kws = sorted(_get(card, "keywords", ()) or ())
    for kw in kws:
        kt = keyword_text(kw, lang)
        paras.append((f"{keyword_label(kw, lang)}: {kt}" if kt else keyword_label(kw, lang), (60, 50, 40)))
    words = card_words(card, lang)
    if t == "animal" and _get(card, "ability") is not None:
        words = _t(lang, "selva.card.ability_cost", "Ability ({cost}): ", cost=cost_words(_cost(_get(card, "ability")), lang)) + words
    paras.append((words, (40, 36, 34)))

    def wrapped(narrow: bool) -> list[tuple[str, tuple, bool]]:
        out = []
        for para, c in paras if not brief else brief:
            lines = wrap(para, TEXT, width, narrow=True) if narrow else _lines(para, width)
            for x in lines:
                if narrow:
                    condense(x, TEXT)
                out.append((x, c, False))
        return out

    brief = None
    body = wrapped(False)
    fact = _get(card, "fact")
    flines = _lines(_name(fact, lang), width) if fact else []
    stats_h = 34 if t == "animal" else 0
    bottom = inner.bottom - 4 - stats_h
    lh = line_h()
    need = lh * len(body)
    pic_h = bottom - y - 6 - need - (lh * len(flines) + 6 if flines else 0)
    if pic_h < 40 and flines:
        flines = []                 # the fact is the first thing to go: the rules words stay
        pic_h = bottom - y - 6 - need
    if pic_h < 0:                   # then the rules words are condensed (a small window's larger text)
        body = wrapped(True)
        need = lh * len(body)
        pic_h = bottom - y - 6 - need
    if pic_h < 0 and kws:           # then the keywords by name only (the rules and the glossary explain them)
        brief = [(" · ".join(keyword_label(kw, lang) for kw in kws), (60, 50, 40)), paras[-1]]
        body = wrapped(True)
        need = lh * len(body)
        pic_h = bottom - y - 6 - need
    if pic_h < 0:
        report("overflow", " ".join(p for p, _ in paras), TEXT, width)
    pic = pygame.Rect(inner.left + 6, y + 2, inner.w - 12, max(0, pic_h))
    _picture(surf, card, pic, col)
    if t == "alfa":
        _big_life(surf, card, lang, size, inner, pic, big)
    yy = pic.bottom + 4
    for line, c, b in body:
        surf.blit(render(line, TEXT, c, b), (inner.left + 6, yy))
        yy += lh
    if flines:
        yy += 3
        pygame.draw.line(surf, mix(col, CREAM, 0.4), (inner.left + 10, yy - 2), (inner.right - 10, yy - 2), 1)
        yy = _blit_lines(surf, flines, TEXT, (96, 84, 66), False, inner.centerx, yy + 1)
    if t == "animal":
        _big_stats(surf, card, lang, size, inner, stats_h, big)
    return surf


def _big_life(surf, card, lang: str, size, inner: pygame.Rect, pic: pygame.Rect, big: bool) -> None:
    """An Alfa's printed life on the large card, over the picture's top right."""
    lr = 22 if big else 17
    cx, cy = inner.right - lr - 6, pic.top + lr + 2
    _ALFA_SPOT[(_get(card, "id", id(card)), lang, tuple(size))] = (cx, cy, lr)
    pygame.draw.circle(surf, (190, 40, 54), (cx, cy), lr)
    pygame.draw.circle(surf, INK_LIGHT, (cx, cy), lr, 2)
    img = render(str(_get(card, "life", 0)), 20 if big else 15, INK_LIGHT, True)
    surf.blit(img, img.get_rect(center=(cx, cy + 1)))


def _big_stats(surf, card, lang: str, size, inner: pygame.Rect, stats_h: int, big: bool) -> None:
    """An animal's attack and defence along the large card's foot (named when the card is big)."""
    cy = inner.bottom - stats_h // 2 - 1
    r = 15 if big else 13
    _STAT_SPOT[(_get(card, "id", id(card)), lang, tuple(size))] = ((inner.left + r + 3, cy),
                                                                  (inner.right - r - 3, cy), r)
    stat_circle(surf, _get(card, "attack", 0), (inner.left + r + 3, cy), r, "attack")
    stat_circle(surf, _get(card, "defence", 0), (inner.right - r - 3, cy), r, "defence")
    if big:
        for label, x, anchor in ((_t(lang, "selva.card.attack", "attack"), inner.left + 2 * r + 8, "midleft"),
                                 (_t(lang, "selva.card.defence", "defence"), inner.right - 2 * r - 8,
                                  "midright")):
            img = render(label, TEXT, (80, 70, 60), True)
            surf.blit(img, img.get_rect(**{anchor: (x, cy)}))


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
        img = render("SELVA", max(TEXT, int(m * 0.13)), BACK_EDGE, True)
        surf.blit(img, img.get_rect(midbottom=(cx, h - m * 0.1)))
    return surf
