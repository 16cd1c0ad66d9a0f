"""The action display (every section, its spaces with their pawns, its element box, the initiative
track, the tundra stock, the wanderlust stacks) and the face-up Dominance cards, drawn from a
:class:`~game.dominant_species.look.Look` (never from the table)."""
from __future__ import annotations

import pygame

from game.dominant_species import art, explain
from game.dominant_species import words as W
from game.dominant_species.geometry import SPACE_R, card_rows
from game.i18n import tr
from game.text import capture, fit_size, fits, real_size, render, report, wrap_fit
from rules.dominant_species.constants import ANIMALS, BOXES, ELEMENTS, SECTIONS, TERRAINS
from rules.dominant_species.cards import card_ids
from rules.dominant_species.moves import GLACIATION_SPACES, PROGRAM
from rules.dominant_species.screen import KIND_SECTION
from rules.dominant_species.tables import SECTION_SPACES, SPACE_FREE, SPACE_PARAM, SPACE_SEC

DS = "dominant_species."
INK = art.INK
MUTED = (150, 156, 160)
SPACE_BG = (44, 52, 58)
ROW_ALT = (36, 43, 49)
NOW = (70, 62, 30)
WARN = (250, 140, 70)


def _text_fit(surface, s, size, colour, rect, bold=False, anchor="midleft", low=12) -> None:
    size = fit_size(s, size, rect.w, bold, low=low)
    img = render(s, size, colour, bold)
    pos = getattr(rect, anchor)
    surface.blit(img, img.get_rect(**{anchor: pos}))


def _eye(surface, centre, r) -> None:
    """An empty eyeball space."""
    x, y = centre
    pygame.draw.ellipse(surface, (120, 128, 132), (x - r + 5, y - 5, 2 * r - 10, 10), 1)
    pygame.draw.circle(surface, (120, 128, 132), (x, y), 3)


def current_section(v) -> str | None:
    """The section whose action is being resolved (None in Planning and Reset)."""
    if not v.frames:
        return None
    return KIND_SECTION.get(v.frames[-1][0])


def draw_display(surface, look) -> None:
    v = look.v
    D = look.board
    ch = look.choices
    mine = look.mine
    now = current_section(v)
    acting = acting_space(v)
    rec = look.recent
    for si, sec in enumerate(SECTIONS):
        row = D.rows[si]
        if sec == now:
            pygame.draw.rect(surface, NOW, row.inflate(-4, -2), border_radius=5)
            pygame.draw.rect(surface, art.GOLD, (row.left + 2, row.top + 2, 4, row.h - 4), border_radius=2)
        elif si % 2:
            pygame.draw.rect(surface, ROW_ALT, row.inflate(-4, -2), border_radius=5)
        _text_fit(surface, W.section(sec), 13, art.GOLD if sec == now else INK, D.label_rect(si), bold=True)
        for sp in SECTION_SPACES[si]:
            target = mine and sp in ch.spaces
            warn = target and explain.space_warning(v, sp) is not None
            _space(surface, look, sp, target, sp in rec["spaces"] and not mine, warn)
            if sp == acting[0]:
                _acting(surface, D.space_pos[sp], acting[1])
        if sec in BOXES:
            _box(surface, look, BOXES.index(sec), si)
        if sec == "initiative":
            _track(surface, look, si)
        elif sec == "glaciation":
            img = render(tr(DS + "board.tundra_stock", n=v.tundra), 13, INK, True)
            surface.blit(img, img.get_rect(midleft=(D.after[si] + 6, row.centery)))
        elif sec == "wanderlust":
            _stacks(surface, look, si)


def acting_space(v) -> tuple[int, int]:
    """(space, animal) of the pawn whose action is being resolved now ((-1, -1) outside Execution):
    its pawn has left the space, so the screen draws it there in outline."""
    if v.phase != 1 or not v.frames or v.cursor <= 0:
        return -1, -1
    name, sp = PROGRAM[v.cursor - 1]
    fr = v.frames[-1]
    a = fr[1] if len(fr) > 1 and isinstance(fr[1], int) else -1
    if name == "glaciation":
        free = [g for g in GLACIATION_SPACES if v.spaces[g] < 0]
        sp = free[0] if free else -1
    if sp is None or sp < 0 or KIND_SECTION.get(fr[0]) != name:
        return -1, -1
    return sp, a


def _acting(surface, centre, a) -> None:
    x, y = centre
    pygame.draw.circle(surface, art.GOLD, (x, y), SPACE_R + 4, 3)
    if a >= 0:
        img = art.pawn(ANIMALS[a], SPACE_R - 1).copy()
        img.set_alpha(140)
        surface.blit(img, img.get_rect(center=(x, y)))


def _space(surface, look, sp, target, recent, warn=False) -> None:
    v = look.v
    D = look.board
    x, y = D.space_pos[sp]
    r = SPACE_R
    free = SPACE_FREE[sp]
    who = v.spaces[sp] if free < 0 else (free if v.owner[free] >= 0 else -1)
    if free >= 0:
        pygame.draw.circle(surface, (54, 50, 40), (x, y), r)
        pygame.draw.circle(surface, art.GOLD if who >= 0 else (90, 90, 90), (x, y), r, 1)
    else:
        pygame.draw.circle(surface, SPACE_BG, (x, y), r)
        pygame.draw.circle(surface, (110, 118, 122), (x, y), r, 1)
    if who >= 0 and ("pawn", sp) not in look.sliding:
        img = art.pawn(ANIMALS[who], r - 1)
        if free >= 0:
            img = img.copy()
            img.set_alpha(170)
        surface.blit(img, img.get_rect(center=(x, y)))
    elif free >= 0:
        img = render(art.letter("animal", ANIMALS[free]), 12, (120, 120, 120), True)
        surface.blit(img, img.get_rect(center=(x, y)))
    elif warn:
        # a pawn here would do nothing this turn (allowed, but the screen says so)
        img = render("!", 14, WARN, True)
        surface.blit(img, img.get_rect(center=(x, y)))
    else:
        _param(surface, sp, (x, y))
    if target:
        pygame.draw.circle(surface, WARN if warn else art.TARGET, (x, y), r + 3, 3)
    elif recent:
        pygame.draw.circle(surface, (130, 210, 255), (x, y), r + 3, 2)
    if look.hover == ("space", sp):
        pygame.draw.circle(surface, (255, 255, 255), (x, y), r + 5, 2)


def _param(surface, sp, centre) -> None:
    """What an eyeball space stands for: its element (Speciation), number (Migration), terrains
    (Competition) or just an eye."""
    sec = SECTIONS[SPACE_SEC[sp]]
    p = SPACE_PARAM[sp]
    if sec == "speciation":
        ic = art.icon(ELEMENTS[p], 15)
        if ic is not None:
            surface.blit(ic, ic.get_rect(center=centre))
            return
        img = render(art.letter("element", ELEMENTS[p]), 12, INK, True)
    elif sec == "migration":
        img = render(str(p), 13, INK, True)
    elif sec == "competition":
        # the terrains as their icons (words in no language; the hover names them, Tundra too, which
        # every Competition space has); letters only if an icon is missing
        ts = [TERRAINS[t] for t in range(len(TERRAINS)) if p >> t & 1 and TERRAINS[t] != "tundra"]
        icons = [art.icon(t, 11) for t in ts]
        if all(ic is not None for ic in icons):
            x = centre[0] - sum(ic.get_width() for ic in icons) // 2
            for ic in icons:
                surface.blit(ic, ic.get_rect(midleft=(x, centre[1])))
                x += ic.get_width()
            return
        img = render("".join(art.letter("terrain", t) for t in ts), 12, INK, True)
    else:
        _eye(surface, centre, SPACE_R)
        return
    surface.blit(img, img.get_rect(center=centre))


def _box(surface, look, b, si) -> None:
    v, ch = look.v, look.choices
    ids = [e for e in range(6) for _ in range(v.box[b * 6 + e])]
    rects = look.board.box_rects(si, len(ids))
    area = look.board.box_area(si)
    pygame.draw.rect(surface, (24, 28, 32), area, border_radius=6)
    pygame.draw.rect(surface, (70, 78, 84), area, 1, border_radius=6)
    targets = look.mine and ch.element_source == ("box", b)
    for e, r in zip(ids, rects):
        img = art.disc(ELEMENTS[e], r.w // 2)
        surface.blit(img, r)
        if targets and ELEMENTS[e] in ch.elements:
            pygame.draw.circle(surface, art.TARGET, r.center, r.w // 2 + 3, 2)
    if not ids:
        img = render(tr(DS + "board.empty_box"), 12, MUTED)
        if img.get_width() <= area.w - 4:
            surface.blit(img, img.get_rect(center=area.center))


def _track(surface, look, si) -> None:
    v = look.v
    rects = look.board.track_rects(si, len(v.init))
    for k, (a, r) in enumerate(zip(v.init, rects)):
        bg = art.colour("animal", ANIMALS[a])
        pygame.draw.rect(surface, bg, r, border_radius=5)
        pygame.draw.rect(surface, art.rim(bg), r, 1, border_radius=5)
        img = render(f"{k + 1}{art.letter('animal', ANIMALS[a])}", 12, art.ink_on(bg), True)
        surface.blit(img, img.get_rect(center=r.center))


def _stacks(surface, look, si) -> None:
    v, ch = look.v, look.choices
    for k, r in enumerate(look.board.stack_rects(si)):
        st = v.stacks[k] if k < len(v.stacks) else []
        top = st[-1] if st and v.up[k] and st[-1] >= 0 else None
        if top is not None:
            fill = art.terrain_fill(TERRAINS[top])
            pygame.draw.rect(surface, fill, r, border_radius=5)
            ic = art.icon(TERRAINS[top], 16)
            if ic is not None:
                surface.blit(ic, ic.get_rect(midleft=(r.left + 3, r.centery)))
            ink = art.ink_on(fill)
        else:
            pygame.draw.rect(surface, (60, 64, 70) if st else (30, 34, 38), r, border_radius=5)
            img = render("?" if st else "–", 13, INK, True)
            surface.blit(img, img.get_rect(midleft=(r.left + 6, r.centery)))
            ink = INK
        pygame.draw.rect(surface, (15, 15, 15), r, 1, border_radius=5)
        n = render(str(len(st)), 12, ink, True)
        surface.blit(n, n.get_rect(midright=(r.right - 4, r.centery)))
        if look.mine and k in ch.stacks:
            pygame.draw.rect(surface, art.TARGET, r.inflate(6, 6), 3, border_radius=7)
        if look.hover == ("stack", k):
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(4, 4), 1, border_radius=6)


# ---------------------------------------------------------------- the Dominance cards

_faces: dict = {}


def card_face(card_id: str, size) -> pygame.Surface:
    """A card as one row: its name and a short summary (the full text is in the info panel on hover)."""
    key = (card_id, tuple(size), art.look_key())
    got = _faces.get(key)
    if got is not None:
        for note in got[1]:                 # what did not fit when it was painted, told on each use
            report(*note)
        return got[0]
    with capture() as notes:
        surf = _card_face(card_id, size)
    for note in notes:
        report(*note)
    if len(_faces) > 300:
        _faces.clear()
    _faces[key] = (surf, tuple(notes))
    return surf


def _card_face(card_id: str, size) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    ice = card_id == "ice_age"
    bg = (70, 96, 120) if ice else (58, 66, 54)
    pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=5)
    pygame.draw.rect(surf, (150, 160, 140), surf.get_rect(), 1, border_radius=5)
    name_w = 128
    name = W.card_name(card_id)
    size_n = fit_size(name, 13, name_w - 8, True, low=12)
    img = render(name, size_n, INK, True)
    surf.blit(img, img.get_rect(midleft=(6, h // 2)))
    short = tr(DS + "card_short." + card_id)
    if not fits(short, 12, w - name_w - 6):
        # larger text (a small window): the summary starts right after this card's name
        name_w = min(name_w, 6 + img.get_width() + 10)
    room = w - name_w - 6
    step = real_size(12) + 2
    lines = wrap_fit(short, 12, room, 2, hyphens=False) if h >= 2 * step else None
    if lines is None or len(lines) == 1:
        size_s = fit_size(short, 12, room)
        img = render(short, size_s, (214, 214, 200))
        surf.blit(img, img.get_rect(midleft=(name_w, h // 2)))
    else:
        top = h // 2 - step
        for i, ln in enumerate(lines):
            img = render(ln, 12, (214, 214, 200))
            surf.blit(img, img.get_rect(midleft=(name_w, top + step // 2 + i * step)))
    return surf


def draw_cards(surface, look) -> None:
    v = look.v
    R = look.R["cards"]
    ids = card_ids()
    head = tr(DS + "board.cards_head", n=len(v.deck))
    _text_fit(surface, head, 13, art.GOLD, pygame.Rect(R.left + 8, R.top + 4, R.w - 16, 18), bold=True)
    ch = look.choices
    mine = look.mine
    rows = card_rows(R)
    for k, r in zip(v.avail, rows):
        cid = ids[k]
        if ("card", cid) in look.sliding:
            continue
        surface.blit(card_face(cid, r.size), r)
        if mine and cid in ch.cards:
            pygame.draw.rect(surface, art.TARGET, r.inflate(4, 2), 2, border_radius=6)
        elif look.hover == ("card", cid):
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(2, 2), 1, border_radius=6)
    for r in rows[len(v.avail):]:
        pygame.draw.rect(surface, (50, 56, 60), r, 1, border_radius=5)


__all__ = ["draw_display", "draw_cards", "card_face", "current_section", "acting_space"]
