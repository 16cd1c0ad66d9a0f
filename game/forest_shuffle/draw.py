"""Forest Shuffle's table panels: the forest tabs, the forest with its trees, the deck and the winter
cards, the clearing, the prompt bar, the hand and the large view of a hovered card.

Each function draws what it is given: the frame's :class:`~game.forest_shuffle.look.ForestLook` (built
by the table once per frame) and explicit arguments; what was drawn where goes into a
:class:`~game.forest_shuffle.look.Shown` the table keeps. The rectangles come from ``geometry`` (the same
ones the clicks use) and the card faces from ``art``; the felt is painted once here, the panels in
``game.table.paint``."""
from __future__ import annotations

import pygame


from game.forest_shuffle import art, geometry as G, prompt
from game.forest_shuffle.look import ForestLook, Shown
from game.forest_shuffle import words as W
from game.forest_shuffle.log_text import tree_no
from game.i18n import tr, tr_n
from game.palette import seat_colour
from game.table.paint import GOLD, PANEL, panel
from game.text import condense, ellipsize, fit_size, real_size, render, text_width, wrap
from game.widgets import INK, MUTED
from rules.forest_shuffle import query
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import SIDES

D = db()
T = "forest_shuffle.table."
FELT = (22, 46, 34)
FELT_DARK = (14, 30, 22)
ICE = (190, 226, 255)
WARN = (244, 150, 110)
PAY = (250, 150, 100)
_bg: dict = {}


def background(size) -> pygame.Surface:
    img = _bg.get(size)
    if img is None:
        img = pygame.Surface(size)
        img.fill(FELT_DARK)
        w, h = size
        for i in range(18):
            t = i / 17
            col = tuple(int(FELT_DARK[k] + (FELT[k] - FELT_DARK[k]) * t) for k in range(3))
            r = pygame.Rect(0, 0, int(w * (1.3 - 0.55 * t)), int(h * (1.3 - 0.55 * t)))
            r.center = (w // 2, h // 2)
            pygame.draw.ellipse(img, col, r)
        _bg[size] = img
    return img


def frame(surface, look: ForestLook) -> Shown:
    """The felt and every panel of the table; returns what was drawn where."""
    shown = Shown()
    surface.blit(background(surface.get_size()), (0, 0))
    draw_tabs(surface, look, shown)
    draw_forest(surface, look, shown)
    draw_deck(surface, look)
    draw_clearing(surface, look, shown)
    draw_prompt(surface, look)
    draw_hand(surface, look, shown)
    return shown


# ---------------------------------------------------------------- tabs

def draw_tabs(surface, look: ForestLook, out: Shown) -> None:
    v, cur, scores, changes = look.view, look.current, look.scores, look.changes
    for seat, r in look.tabs:
        shown = seat == look.shown
        bg = (58, 74, 62) if shown else (34, 42, 38)
        pygame.draw.rect(surface, bg, r, border_radius=7)
        pygame.draw.rect(surface, GOLD if shown else (84, 96, 90), r, 2 if shown else 1, border_radius=7)
        # the seat's colour (the palette chosen in Settings), beside its name: the name stays the cue
        pygame.draw.rect(surface, seat_colour(seat), (r.left + 3, r.top + 5, 3, r.h - 10), border_radius=1)
        mark = "▶ " if seat == cur else ""
        you = tr(T + "you_mark") if seat == look.seat and look.any_human else ""
        name = f"{mark}{look.name(seat)}{you}"
        pts = "" if scores is None else tr_n(T + "points_short", scores[seat])
        if seat in changes and changes[seat][0]:
            d = changes[seat][0]
            pts = f"{'+' if d > 0 else '−'}{abs(d)}  {pts}"
        pw = text_width(pts, 13, True) if pts else 0
        width = r.w - 17 - pw - (6 if pts else 0)
        size = fit_size(name, 13, width, True) if text_width(name, 12, True) <= width else 12
        label = name if text_width(name, size, True) <= width else ellipsize(name, 12, width, True)
        surface.blit(render(label, size, GOLD if seat == cur else INK, True), (r.left + 10, r.top + 2))
        if pts:
            img = render(pts, 13, GOLD, True)
            surface.blit(img, img.get_rect(topright=(r.right - 7, r.top + 2)))
        counts = (len(v.forests[seat]), len(v.hands[seat]), len(v.cave_open[seat]) + len(v.cave_hidden[seat]))
        _tab_counts(surface, r.left + 10, r.top + 25, counts)
        out.rects[("tab", seat)] = r


def tab_lines(look: ForestLook, seat: int) -> list[str]:
    """A forest's tab in words (its tooltip): trees, hand and cave, and the known cards of that hand."""
    v = look.view
    lines = [tr(T + "tab_info", trees=len(v.forests[seat]), hand=len(v.hands[seat]),
                cave=len(v.cave_open[seat]) + len(v.cave_hidden[seat]))]
    known = [c for c in v.hands[seat] if c >= 0] if seat != look.seat else []
    if known:
        lines += wrap(tr(T + "known_hand", cards=W.cards_name([D.card_ids[c] for c in known])), 13, 380)
    return lines


def tab_tooltip(surface, look: ForestLook) -> None:
    """The tab under the pointer in words: trees, hand and cave, and the hand cards everybody knows."""
    for seat, r in look.tabs:
        if not r.collidepoint(look.mouse):
            continue
        lines = tab_lines(look, seat)
        w = max(text_width(x, 13) for x in lines) + 20
        box = pygame.Rect(r.left, r.bottom + 4, w, 10 + 17 * len(lines))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (24, 30, 28), box, border_radius=6)
        pygame.draw.rect(surface, GOLD, box, 1, border_radius=6)
        for i, x in enumerate(lines):
            surface.blit(render(x, 13, INK), (box.left + 10, box.top + 5 + 17 * i))
        return


def _tab_counts(surface, x: int, cy: int, counts) -> None:
    """Trees, hand cards and cave cards of a forest: a tree, a card and a cave drawn, each with its number."""
    trees, hand, cave = counts
    surface.blit(art.glyph("tree", 13, MUTED), (x, cy - 7))
    x += 15
    img = render(str(trees), 12, INK, True)
    surface.blit(img, img.get_rect(midleft=(x, cy)))
    x += img.get_width() + 10
    card = pygame.Rect(x, cy - 7, 10, 14)
    pygame.draw.rect(surface, art.BACK, card, border_radius=2)
    pygame.draw.rect(surface, art.BACK_EDGE, card, 1, border_radius=2)
    x += 13
    img = render(str(hand), 12, INK, True)
    surface.blit(img, img.get_rect(midleft=(x, cy)))
    x += img.get_width() + 10
    pygame.draw.arc(surface, MUTED, pygame.Rect(x, cy - 6, 14, 16), 0, 3.1416, 2)
    pygame.draw.line(surface, MUTED, (x, cy + 3), (x + 14, cy + 3), 2)
    x += 17
    img = render(str(cave), 12, INK, True)
    surface.blit(img, img.get_rect(midleft=(x, cy)))


# ---------------------------------------------------------------- the forest

def _entries_by_place(entries) -> dict:
    out: dict = {}
    for e in entries:
        if e.get("tree") is None:
            continue
        out.setdefault((e["tree"], e["side"]), []).append(e)
    return out


def draw_forest(surface, look: ForestLook, out: Shown) -> None:
    area = look.R["forest"]
    surface.blit(panel(area.size, fill=(18, 34, 26), alpha=200), area)
    seat = look.shown
    forest = look.view.forests[seat]
    sc = look.scroll
    ghost = look.ghost
    n = len(forest) + (1 if ghost else 0)
    entries = _entries_by_place(look.entries)
    live = look.live
    clip = surface.get_clip()
    surface.set_clip(area)
    slots = {(tree, side): (r, lit) for tree, side, r, lit in look.slots}
    d = look.derived
    for i, tree in enumerate(forest):
        cell = G.cell_rect(area, i, sc)
        if not cell.colliderect(area):
            continue
        for side in ("tree",) + SIDES:
            r = G.slot_rect(cell, side)
            if ("placed", seat, i, side) in look.moving:
                continue
            ents = entries.get((i, side), [])
            pts = sum(e["points"] for e in ents) if (ents and live) else None
            if side == "tree" and tree[1]:
                pts = None                       # a sapling never scores
            if side == "tree":
                art.draw_tree_tile(surface, r, tree[0], bool(tree[1]), pts, tree_no(i))
            else:
                cards = tree[2 + SIDES.index(side)]
                if cards:
                    face = cards[-1] * 2 + (SIDES.index(side) & 1)
                    art.draw_slot_card(surface, r, face, side, pts, len(cards))
                else:
                    lit = slots.get((i, side), (None, False))[1]
                    chosen = look.sel is not None and look.sel.tree == i and lit
                    art.draw_empty_slot(surface, r, side, lit, d.get("gains", {}).get(i) if lit else None, chosen)
            if (seat, i, side) in look.fresh:
                k = look.fresh[(seat, i, side)]
                w = 3 if int(k * 4) % 2 == 0 else 2
                pygame.draw.rect(surface, GOLD, r.inflate(4, 4), w, border_radius=8)
            out.rects[("tile", seat, i, side)] = r
    if ghost:
        cell = G.cell_rect(area, len(forest), sc)
        r = G.slot_rect(cell, "tree")
        pygame.draw.rect(surface, (40, 60, 44), cell.inflate(-4, -4), border_radius=10)
        pygame.draw.rect(surface, GOLD, r, 3, border_radius=6)
        gain = d.get("new_tree_gain")
        label = tr(T + "new_tree")
        size = fit_size(label, 13, cell.w - 8, True)
        img = render(label, size, GOLD, True)
        surface.blit(img, img.get_rect(midbottom=(cell.centerx, r.top - 6)))
        if gain is not None:
            g = render(tr(T + "gain", points=f"+{gain}" if gain >= 0 else str(gain)), 15, GOLD, True)
            surface.blit(g, g.get_rect(center=r.center))
    if not forest and not ghost:
        msg = tr(T + "empty_forest", name=look.name(seat))
        img = render(msg, 16, MUTED)
        surface.blit(img, img.get_rect(center=area.center))
    surface.set_clip(clip)
    bar = G.scroll_bar(n, sc, area)
    if bar is not None:
        pygame.draw.rect(surface, (110, 130, 116), bar, border_radius=3)
        _more_marks(surface, area, sc, d.get("trees", []) if look.shown == look.seat else [])


def _more_marks(surface, area, sc, trees) -> None:
    """Legal trees scrolled out of sight are pointed at (above and below)."""
    above = sum(1 for i in trees if G.cell_rect(area, i, sc).bottom <= area.top + 40)
    below = sum(1 for i in trees if G.cell_rect(area, i, sc).top >= area.bottom - 40)
    for k, where, y in ((above, "up", area.top + 4), (below, "down", area.bottom - 24)):
        if k:
            txt = tr_n(T + f"more_{where}", k)
            img = render(txt, 13, (20, 24, 20), True)
            box = img.get_rect(midtop=(area.centerx, y)).inflate(14, 4)
            pygame.draw.rect(surface, GOLD, box, border_radius=8)
            surface.blit(img, img.get_rect(center=box.center))


# ---------------------------------------------------------------- the deck and winter

def draw_deck(surface, look: ForestLook) -> None:
    v = look.view
    R = look.R["deck"]
    surface.blit(panel(R.size, alpha=220), R)
    pile = look.deck
    lit = look.my_turn and look.targets.get("draw") and look.sel is None
    art.draw_back(surface, pile)
    if lit:
        pygame.draw.rect(surface, GOLD, pile.inflate(4, 4), 2, border_radius=7)
    info = query.winter_info(v)
    x = pile.right + 8
    slots = G.winter_slots(R)
    right = slots[0].left - 8
    status_right = R.right - 8
    title = tr_n(T + "deck_count", info["deck"])
    wl = tr("forest_shuffle.winter", drawn=info["drawn"])
    size = fit_size(title + "   " + wl, 14, right - x, True)
    gap = text_width("   ", size, True)
    if text_width(title, size, True) + gap + text_width(wl, size, True) > right - x:
        gap = text_width(" ", size, True)       # in the condensed face, as fit_size found it fits
        condense(title, size, True)
        condense(wl, size, True)
    img = render(title, size, INK, True)
    surface.blit(img, (x, R.top + 6))
    surface.blit(render(wl, size, ICE, True), (x + img.get_width() + gap, R.top + 6))
    chance = info["end_next_draw_chance"] * 100
    num = (f"{chance:.1f}" if chance < 10 else f"{chance:.0f}").replace(".", tr(T + "decimal"))
    if info["drawn"] >= 3:                                 # the game is over: no warning left to give
        txt = tr("forest_shuffle.log.winter_last")
        col = ICE
    elif info["drawn"] == 0 and info["cards_before_first_winter"] == 0:
        txt = tr(T + "winter_next_card", chance=num)      # the top card starts the bottom third
        col = WARN
    elif info["end_next_draw_possible"]:
        txt = tr(T + "winter_warning", chance=num)
        col = WARN
    elif info["drawn"] == 0 and info["cards_before_first_winter"] > 0:
        txt = tr_n(T + "winter_third", info["cards_before_first_winter"])
        col = MUTED
    else:
        txt = tr(T + "winter_in_third")
        col = MUTED
    size = fit_size(txt, 13, status_right - x, low=12)
    surface.blit(render(txt, size, col), (x, R.top + 34))
    for i, r in enumerate(slots):
        if i < info["drawn"]:
            pygame.draw.rect(surface, (220, 236, 250), r, border_radius=4)
            pygame.draw.rect(surface, (120, 160, 200), r, 2, border_radius=4)
            s = render("❄", 14, (70, 120, 180), True)
            surface.blit(s, s.get_rect(center=r.center))
        else:
            pygame.draw.rect(surface, (50, 62, 70), r, 1, border_radius=4)


# ---------------------------------------------------------------- the clearing

def draw_clearing(surface, look: ForestLook, out: Shown) -> None:
    v = look.view
    R = look.R["clearing"]
    surface.blit(panel(R.size, alpha=220), R)
    title = tr_n(T + "clearing_title", len(v.clearing))
    surface.blit(render(title, 14, GOLD, True), (R.left + 8, R.top + 3))
    note = tr(T + "clearing_note")
    nw = R.w - 16 - text_width(title, 14, True) - 12
    if text_width(note, 12) <= nw:
        img = render(note, 12, MUTED)
        surface.blit(img, img.get_rect(topright=(R.right - 8, R.top + 5)))
    take = look.targets.get("take", set()) if look.my_turn and look.sel is None else set()
    for card, r in look.clearing:
        if ("card", card) in look.moving:
            continue
        art.draw_clearing_row(surface, r, card, lit=card in take, hover=r.collidepoint(look.mouse))
        out.rects[("clear", card)] = r
    if not v.clearing:
        img = render(tr(T + "clearing_empty"), 14, MUTED)
        surface.blit(img, img.get_rect(center=R.center))


# ---------------------------------------------------------------- the prompt bar

def draw_prompt(surface, look: ForestLook) -> None:
    """The question of the moment, the preview or the recap below it, and the buttons (the table sets
    their hover from the pointer)."""
    R = look.R["prompt"]
    surface.blit(panel(R.size, alpha=235), R)
    buttons = look.buttons
    right = (buttons[0].rect.left - 10) if buttons else R.right - 10
    width = right - (R.left + 10)
    text, col = prompt.line_one(look)
    size = fit_size(text, 16, width, True, low=12)
    surface.blit(render(text, size, col, True), (R.left + 10, R.top + 3))
    parts = prompt.line_two(look, width, 13)
    x = R.left + 10
    sep = "  ·  "
    for i, (s, c) in enumerate(parts):
        if i:
            img = render(sep, 13, MUTED)
            surface.blit(img, (x, R.top + 24))
            x += img.get_width()
        img = render(s, 13, c)
        surface.blit(img, (x, R.top + 24))
        x += img.get_width()
    for b in buttons:
        b.draw(surface)


# ---------------------------------------------------------------- the hand

def draw_hand(surface, look: ForestLook, out: Shown) -> None:
    R = look.R["hand"]
    surface.blit(panel(R.size, fill=(26, 32, 30), alpha=200), R)
    cards = list(look.view.hands[look.seat])
    face_up = look.face_up
    out.hand = (look.seat, tuple(cards), face_up)
    if not cards:
        img = render(tr(T + "hand_empty"), 15, MUTED)
        surface.blit(img, img.get_rect(center=R.center))
        return
    if not face_up:
        for r in G.hand_rects(R, len(cards)):
            surface.blit(art.back_surface(G.HAND_CARD), r)
        label = tr_n(T + "hand_hidden", len(cards), name=look.name(look.seat))
        img = render(label, 15, INK, True)
        box = img.get_rect(center=R.center).inflate(20, 10)
        pygame.draw.rect(surface, PANEL, box, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))
        return
    s = look.sel
    mine = look.my_turn
    o = look.targets if mine else {}
    task = o.get("task")
    d = look.derived
    payable = d.get("payable", set())
    paying = s is not None and (look.paying or (s.fixed and d.get("cost")))
    bonus_bit = None
    if s is not None and s.half != "sapling" and W.has_bonus(D.species_ids[D.f_species[s.face]]):
        bonus_bit = 1 << D.f_colour[s.face]
    allowed = o.get("free", set()) if task == "free" else o.get("play", set())
    for card, r, halves in look.hand:
        if ("card", card) in look.moving:
            continue
        usable = mine and (any((card, h) in allowed for h, _ in halves) or card in o.get("cave", set())
                           or (paying and card in payable))
        dim = mine and task in ("main", "mole", "free", "cave", "slot", "pay") and not usable \
            and not (s is not None and card == s.card)
        surface.blit(art.card_face(card, G.HAND_CARD, dim), r)
        out.rects[("hand", card)] = r
        tag = None
        if s is not None and card == s.card:
            for h, hr in halves:
                if h == s.half or s.half in (None, "sapling"):
                    pygame.draw.rect(surface, GOLD, hr.inflate(4, 4), 3, border_radius=8)
            tag = (tr(T + "playing_tag"), GOLD)
        elif s is not None and card in s.pay:
            pygame.draw.rect(surface, PAY, r.inflate(4, 4), 3, border_radius=8)
            tag = (tr(T + "paying_tag"), PAY)
        if paying and card in payable and bonus_bit is not None and card != s.card:
            keeps = bool(D.card_colours[card] & bonus_bit)
            mark = "◎✓" if keeps else "◎✗"
            tag = (f"{tag[0]} {mark}" if tag else mark, tag[1] if tag else ((150, 220, 140) if keeps else (200, 150, 130)))
        if tag is not None:
            _tag(surface, G.tag_rect(r), *tag)


def _tag(surface, box: pygame.Rect, text: str, colour) -> None:
    size = fit_size(text, 12, box.w - 6, True)
    img = render(text, size, (20, 20, 20), True)
    pill = img.get_rect(center=box.center).inflate(10, 0)
    pill.height = max(box.height, real_size(size) + 1)        # the text's height on a small window
    pill.centery = box.centery
    pygame.draw.rect(surface, colour, pill, border_radius=6)
    surface.blit(img, img.get_rect(center=pill.center))


# ---------------------------------------------------------------- the large view

def hover_zoom(surface, look: ForestLook, drawn: dict) -> tuple | None:
    """The card under the pointer, large, with its texts and what it scores now; ``drawn``: the
    rectangles of this frame (a hand card is anchored where it was drawn). Returns (card, rect) of the
    large view, or None."""
    pos = look.mouse
    target = None
    hit = G.hand_hit(look.hand, pos)
    if hit is not None:
        card, half = hit
        r = drawn.get(("hand", card))
        target = (card, half, r, [], True)
    if target is None:
        for card, r in look.clearing:
            if r.collidepoint(pos):
                target = (card, None, r, [], False)
                break
    if target is None and look.R["forest"].collidepoint(pos):
        target = _forest_target(look, pos)
    if target is None:
        return None
    card, half, anchor, lines, above = target
    if card is None or card < 0 or anchor is None:
        return None
    rect = G.zoom_rect(anchor, above=above, above_limit=look.R["prompt"].top - 6, size=art.zoom_size())
    art.draw_zoom(surface, rect, card, half, lines, single=bool(lines) or not above and half is not None)
    return (card, rect)


def _forest_target(look: ForestLook, pos):
    forest = look.view.forests[look.shown]
    entries = _entries_by_place(look.entries)
    for tree, side, r, _lit in look.slots:
        if not r.collidepoint(pos):
            continue
        tr_ = forest[tree]
        if side == "tree":
            if tr_[1]:
                return None
            card, half = tr_[0], None
        else:
            cards = tr_[2 + SIDES.index(side)]
            if not cards:
                return None
            card, half = cards[-1], SIDES.index(side) & 1
        lines = []
        if look.live:
            for e in entries.get((tree, side), []):
                lines.append(tr(T + "scores_now", points=e["points"], why=W.reason_text(e)))
        return card, half, r, lines, False
    return None
