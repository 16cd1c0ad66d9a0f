"""The animals' displays, the prompt bar (turn, phase, the question, who decides, what just happened),
the choices bar (the step's buttons) and the info panel (previews and details), drawn from a
:class:`~game.dominant_species.look.Look` (never from the table)."""
from __future__ import annotations

import pygame

from game.dominant_species import art, explain
from game.dominant_species import words as W
from game.dominant_species.geometry import BUTTON_TEXT
from game.i18n import tr
from game.table.paint import GOLD, PANEL, PANEL_EDGE as EDGE, panel
from game.text import condense, fit_size, fits, font, real_size, render, report, text_width, wrap
from game.widgets import draw_background
from rules.dominant_species.constants import ANIMALS, PHASES

DS = "dominant_species."
INK = art.INK
MUTED = (160, 166, 170)
MINE = (150, 210, 255)
BAD = (240, 140, 120)
FIXED_PANELS = ("prompt", "actions", "cards", "info")


_backdrops: dict = {}


def background(surface, look) -> None:
    """The felt and every fixed panel of the table, drawn once per layout and player count (one opaque
    blit a frame instead of a dozen translucent ones); the panels' contents are drawn over it."""
    rects = tuple(look.R[name] for name in FIXED_PANELS)
    rects += tuple(look.places.panel_rect(a) for a in look.v.animals)
    key = (surface.get_size(), tuple(tuple(r) for r in rects))
    bg = _backdrops.get(key)
    if bg is None:
        bg = pygame.Surface(surface.get_size()).convert()
        draw_background(bg)
        for r in rects:
            _panel(bg, r)
        if len(_backdrops) > 8:
            _backdrops.clear()
        _backdrops[key] = bg
    surface.blit(bg, (0, 0))


def _panel(surface, rect, alpha=235) -> None:
    """A rounded translucent panel (the shared table's, with this table's opacity)."""
    surface.blit(panel(rect.size, PANEL, alpha, EDGE, 2), rect)


def _fit(surface, text, size, colour, pos, width, bold=False, anchor="topleft", low=12) -> pygame.Rect:
    size = fit_size(text, size, width, bold, low=low)
    img = render(text, size, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


# ---------------------------------------------------------------- animal displays

def draw_animals(surface, look) -> None:
    a_dec = look.deciding
    mine = look.my_animals
    pv = look.preview if look.preview is not None else {}
    gains = pv.get("vp") or {}
    for a in look.v.animals:
        R = look.places.panel_rect(a)
        if R is None:
            continue
        d = look.places.animal_info(a)
        aid = ANIMALS[a]
        deciding = a == a_dec
        edge = GOLD if deciding else MINE if a in mine else EDGE
        if edge != EDGE:
            pygame.draw.rect(surface, edge, R, 3, border_radius=8)
        pygame.draw.rect(surface, art.colour("animal", aid), (R.left + 3, R.top + 3, R.w - 6, 4), border_radius=2)
        ic = art.icon(aid, 18)
        if ic is not None:
            surface.blit(ic, (R.left + 6, R.top + 9))
        init_img = render(tr(DS + "panel.initiative", n=d["initiative"] or "–"), 12, MUTED, True)
        surface.blit(init_img, init_img.get_rect(topright=(R.right - 6, R.top + 11)))
        _fit(surface, W.animal(aid), 14, INK, (R.left + 28, R.top + 10), R.w - 40 - init_img.get_width(), bold=True)
        # the player and the VPs (and what the action under the pointer would change)
        gain = gains.get(aid)
        vp_txt = tr(DS + "panel.vp", n=d["vp"]) + (f" {W.signed(gain)}" if gain else "")
        vp_img = render(vp_txt, 14, GOLD if not gain else (140, 230, 140) if gain > 0 else BAD, True)
        surface.blit(vp_img, vp_img.get_rect(topright=(R.right - 6, R.top + 27)))
        who = look.player_of(a)
        _fit(surface, who, 12, MINE if a in mine else MUTED, (R.left + 8, R.top + 29), R.w - 22 - vp_img.get_width())
        rects = look.places.display_element_rects(a)
        ch = look.choices
        targets = look.mine and ch.element_source[0] == "display" and ch.animal == a
        for k in range(6):
            slot = pygame.Rect(R.left + 6 + k * 22, R.top + 44, 20, 20)
            pygame.draw.rect(surface, (50, 56, 62), slot, 1, border_radius=4)
        for e, printed, r in rects:
            img = art.printed_element(e, 20) if printed else art.disc(e, 10)
            surface.blit(img, r)
            if targets and not printed and e in ch.elements:
                pygame.draw.rect(surface, art.TARGET, r.inflate(4, 4), 2, border_radius=6)
        line = tr(DS + "panel.pieces", pool=d["gene_pool"], out=d["eliminated"])
        parts = line.split(" · ")
        room = R.w - 14
        if not fits(line, 12, room) and len(parts) == 2:
            # a narrow panel with larger text: the two counts at either end, without the dot
            w1 = min(text_width(parts[1], 12), font(12, False, True).size(parts[1])[0])
            r1 = _fit(surface, parts[1], 12, INK, (R.left + 8 + room, R.top + 68), w1, anchor="topright")
            _fit(surface, parts[0], 12, INK, (R.left + 8, R.top + 68), r1.left - 8 - R.left - 8)
        else:
            _fit(surface, line, 12, INK, (R.left + 8, R.top + 68), room)
        x = R.left + 8
        y = R.top + 92
        step = 12 if d["pawns"] <= 6 or R.w > 200 else 9
        for k in range(d["pawns"]):
            rad = 5 if step == 12 else 4
            if k < d["pawns_left"]:
                bg = art.colour("animal", aid)
                pygame.draw.circle(surface, bg, (x + rad, y), rad)
                pygame.draw.circle(surface, art.rim(bg), (x + rad, y), rad, 1)
            else:
                pygame.draw.circle(surface, MUTED, (x + rad, y), rad, 1)
            x += step
        marks = [tr(DS + "panel.dominates", n=d["tiles_dominated"])]
        if d["endangered"]:
            marks.append(tr(DS + "panel.endangered", n=d["endangered"]))
        if d["survival"]:
            marks.append(tr(DS + "panel.survival"))
        text = "  ".join(marks)
        _fit(surface, text, 12, BAD if d["endangered"] else INK, (R.right - 6, y), max(20, R.right - 6 - x - 6),
             bold=True, anchor="midright")


# ---------------------------------------------------------------- prompt bar

def draw_prompt(surface, look) -> None:
    v = look.v
    R = look.R["prompt"]
    over = look.over
    phase = PHASES[v.phase]
    badge_txt = tr(DS + "prompt.badge_over") if over else tr(DS + "prompt.badge", turn=v.turn,
                                                                  phase=tr(DS + "phase." + phase))
    if v.last_turn and not over:
        badge_txt += " · " + tr(DS + "prompt.last_turn")
    bimg = render(badge_txt, 13, (20, 22, 26), True)
    box = bimg.get_rect(topleft=(R.left + 8, R.top + 6)).inflate(12, 4)
    box.topleft = (R.left + 6, R.top + 5)
    pygame.draw.rect(surface, GOLD if not v.last_turn else (150, 200, 240), box, border_radius=6)
    surface.blit(bimg, bimg.get_rect(center=box.center))
    x = box.right + 10
    width = R.right - 8 - x
    if over:
        text = tr(DS + "prompt.over")
        if look.winner is not None:
            name, vp = look.winner
            text = tr(DS + "prompt.winner", name=name, vp=vp)
    else:
        text = look.prompt
    colour = GOLD if look.mine else INK
    size = fit_size(text, 16, width, True, low=12)
    img = render(text, size, colour, True)
    surface.blit(img, img.get_rect(midleft=(x, box.centery)))
    # the second line: whose decision, and what the last player did
    status = look.status
    rec = look.recent
    last = rec.get("own") or (rec["lines"][-1] if rec["lines"] else "")
    y = R.top + 36
    st_img = render(status, 13, MINE if look.mine else INK, True)
    left = R.left + 10
    if last and rec.get("seat") is not None:
        who = look.names[rec["seat"]] if rec["seat"] < len(look.names) else ""
        last_txt = tr(DS + "prompt.last", name=who, what=last)
        room = R.right - 10 - left - st_img.get_width() - 16
        if text_width(last_txt, 12) <= room:
            surface.blit(st_img, st_img.get_rect(midleft=(left, y)))
            _fit(surface, last_txt, 13, MUTED, (left + st_img.get_width() + 16, y), room, anchor="midleft")
            return
        _fit(surface, last_txt, 13, MUTED, (left, y), R.right - 10 - left, anchor="midleft")
        return
    surface.blit(st_img, st_img.get_rect(midleft=(left, y)))


# ---------------------------------------------------------------- choices bar

def draw_choices(surface, look) -> None:
    R = look.R["choices"]
    items = look.buttons
    if not items:
        text = look.status if not look.over else tr(DS + "prompt.over")
        _panel(surface, R, alpha=160)
        _fit(surface, text, 14, INK, R.center, R.w - 20, bold=True, anchor="center")
        return
    hover = look.hover
    for i, (r, label, icon, act) in enumerate(items):
        lit = hover == ("button", i)
        pygame.draw.rect(surface, (70, 80, 88) if lit else (50, 58, 66), r, border_radius=8)
        pygame.draw.rect(surface, art.TARGET if lit else (140, 150, 156), r, 2, border_radius=8)
        x = r.left + 10
        if icon is not None:
            ic = art.icon(icon, 18)
            if ic is not None:
                surface.blit(ic, ic.get_rect(midleft=(x, r.centery)))
            x += 22
        _fit(surface, label, BUTTON_TEXT, INK, (x, r.centery), r.right - 8 - x, bold=True, anchor="midleft")
    hint = None
    if look.selected is not None:
        key = "prompt.selected_compete" if look.choices.picks else "prompt.selected"
        hint = tr(DS + key, tile=W.tile_label(look.selected))
    elif look.choices.tile is not None:
        hint = tr(DS + "prompt.about", tile=explain.tile_words(look.v, look.choices.tile))
    if hint:
        rects = sorted((it[0] for it in items), key=lambda r: r.left)
        edges = [(a.right, b.left) for a, b in zip(rects, rects[1:])] + [(rects[-1].right, R.right)]
        for left, right in edges:                # the first gap between the buttons that holds it
            room = right - left - 24
            if room > 60 and text_width(hint, 13) <= room:
                img = render(hint, 13, art.SEL, True)
                surface.blit(img, img.get_rect(midleft=(left + 12, R.centery)))
                break


# ---------------------------------------------------------------- info panel

def _step(size: int, bold: bool) -> int:
    """A line's height in the info panel (from the size the text is drawn at)."""
    return real_size(size) + (4 if bold else 3)


def _wrapped(lines, width, narrow=False) -> list:
    """(part, size, colour, bold, step, last part of its line) for every wrapped part of ``lines``."""
    out = []
    for i, (text, colour) in enumerate(lines):
        bold = i == 0
        size = 14 if bold else 13
        parts = wrap(text, size, width, bold, narrow=narrow)
        for k, part in enumerate(parts):
            out.append((part, size, colour, bold, _step(size, bold), k == len(parts) - 1))
    return out


def _height(parts) -> int:
    return sum(p[4] + (2 if p[5] else 0) for p in parts)


def _fitting(lines, width, room) -> list:
    """The wrapped parts that fit the panel: in the regular face, else condensed, and the trailing
    hints (muted) go first when they would not fit even so."""
    lines = list(lines)
    parts = _wrapped(lines, width)
    if _height(parts) <= room:
        return parts
    while True:
        parts = _wrapped(lines, width, narrow=True)
        if _height(parts) <= room or not (len(lines) > 2 and lines[-1][1] == MUTED):
            return parts
        lines.pop()


def draw_info(surface, look, lines) -> list:
    """The info panel's ``lines`` ((text, colour), the first a heading), wrapped; returns the lines of
    text that fitted."""
    R = look.R["info"]
    x, y = R.left + 10, R.top + 8
    width = R.w - 20
    bottom = R.bottom - 6
    drawn = []
    for part, size, colour, bold, step, last in _fitting(lines, width, bottom - y):
        if y + step > bottom:
            if colour != MUTED:                 # a detail left out, not only a hint
                report("clip", part, size, width)
            return drawn
        if font(size, bold).size(part)[0] > width:
            condense(part, size, bold)
        img = render(part, size, colour, bold)
        surface.blit(img, (x, y))
        drawn.append(part)
        y += step + (2 if last else 0)
    return drawn
