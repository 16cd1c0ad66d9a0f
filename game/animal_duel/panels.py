"""Animal Duel's panels around the board: each side's panel (name, life, life meter, the situationals
played and in play), the deck and the animal discard pile, the prompt and its buttons, the match panel,
the zoom (a card drawn large, the placement preview, or the opponent's last turn told back) and the
banner. Plain functions of the frame (:class:`game.animal_duel.look.DuelLook`), drawing only: what they
drew goes into the frame's :class:`game.animal_duel.look.Shown`, the surfaces kept between frames into
a :class:`PaintCache` the table owns. No text under 12 px, and whatever cannot fit is reported through
:mod:`game.text`.
"""
from __future__ import annotations

import pygame


from game import i18n
from game.animal_duel.geometry import CHIP_H, MORE_W, PILE, PILE_TITLE_H, ZOOM, pile_rect, pile_slots
from game.animal_duel.log_text import cell_name
from game.animal_duel.look import FINAL
from game.i18n import tr, tr_n
from game.palette import palette, pick
from game.table.paint import GOLD, PANEL, PANEL_EDGE, panel
from game.text import capture, condense, ellipsize, fit_size, render, report, text_width, wrap, zoom
from game.widgets import INK, MUTED
from rules.animal_duel.state import DEAL, OVER, TARGET_PHASE, UNKNOWN

FELT = (30, 82, 64)
FELT_DARK = (22, 62, 48)
BG = (18, 24, 28)
RED = (232, 92, 76)
GREEN = (120, 210, 130)
SOUTH_COL = (96, 168, 236)
NORTH_COL = (236, 120, 96)


def side_colour(side: str) -> tuple:
    """The viewer's side (south) and the other (north), in the palette chosen (Settings → Colours):
    blue and red-orange, or the colour-blind set's sky blue and vermillion (its orange is too near the
    gold of what may be clicked); the side of the board and the panels' words tell them apart too."""
    return pick(SOUTH_COL, 1) if side == "south" else pick(NORTH_COL, 5)


def team_colour(look, team: int) -> tuple:
    return side_colour("south" if team == look.my_team else "north")


def good() -> tuple:
    """Good for the viewer (damage dealt, life healed): green, or the colour-blind set's bluish green."""
    return pick(GREEN, 2)


def bad() -> tuple:
    """Bad for the viewer (life lost): red, or the colour-blind set's vermillion."""
    return pick(RED, 5)


def tone_colour(tone: str) -> tuple:
    """The colour of a log line's tone, good and bad in the palette chosen."""
    return good() if tone == "good" else bad() if tone == "bad" else TONE_COLOURS[tone]


# the colour of each tone of a log line (game.animal_duel.log_text)
TONE_COLOURS = {"muted": MUTED, "plain": (214, 218, 214), "mine": (236, 236, 226), "headline": GOLD,
                "good": GREEN, "bad": RED, "permanent": (200, 180, 240), "instant": (170, 210, 250)}


def fitted(text: str, size: int, width: int, bold: bool = False) -> tuple[str, int]:
    """``text`` at the largest size from ``size`` down to 12 that fits ``width`` (game.text.fit_size),
    cut with an ellipsis (and so reported) only when even 12 px is too wide."""
    s = fit_size(text, size, width, bold)
    return (text if text_width(text, s, bold) <= width else ellipsize(text, s, width, bold)), s


def block(text: str, size: int, width: int, lines: int, bold: bool = False) -> list[str]:
    """``text`` wrapped in at most ``lines`` lines (the last cut, and reported, if it needs more)."""
    out = wrap(text, size, width, bold)
    if len(out) > lines:                        # the condensed face before an ellipsis
        narrow = wrap(text, size, width, bold, narrow=True)
        if len(narrow) <= lines:
            for line in narrow:
                condense(line, size, bold)
            return narrow
    if len(out) > lines:
        out = out[:lines - 1] + [ellipsize(" ".join(out[lines - 1:]), size, width, bold)]
    return out


class PaintCache:
    """The surfaces the drawing keeps between frames (one per table, which owns it and passes it in):
    the felt and frame, the empty board by size and side, each side's panel with what it showed."""

    def __init__(self):
        self.bg: pygame.Surface | None = None
        self.boards: dict = {}
        self.teams: dict = {}


def background(cache: PaintCache) -> pygame.Surface:
    """The felt and its frame, painted once."""
    if cache.bg is None:
        bg = pygame.Surface((1280, 720)).convert()
        bg.fill(BG)
        table = pygame.Rect(6, 6, 986, 708)
        pygame.draw.rect(bg, FELT_DARK, table, border_radius=18)
        pygame.draw.rect(bg, FELT, table.inflate(-10, -10), border_radius=14)
        pygame.draw.rect(bg, (70, 60, 40), table, 3, border_radius=18)
        cache.bg = bg
    return cache.bg


# -- the two sides: name, life, meter, piles
def draw_team(surface, look, side: str, cache: PaintCache) -> None:
    """Each side's panel, painted once and kept until something it shows changes."""
    t = look.side_team(side)
    R = look.R[f"team_{side}"]
    flash = look.life_flash[t]
    key = (look.view_key, i18n.language(), palette(), zoom(), look.turn.current, round(look.shown_life[t], 3),
           int(flash * 8) % 2 if flash > 0 else -1, look.hover_other,
           tuple(x.key for x in look.slides.items if x.key[0] == "card"))
    hit = cache.teams.get(side)
    if hit is None or hit[0] != key:
        off = hit[1] if hit is not None else pygame.Surface((R.right, R.bottom)).convert()
        off.blit(background(cache), R.topleft, R)
        with capture() as notes:
            _paint_team(off, look, side)
        cache.teams[side] = hit = (key, off, tuple(notes))
    for note in hit[2]:                         # what did not fit is reported on every use
        report(*note)
    surface.blit(hit[1], R.topleft, R)


def _paint_team(surface, look, side: str) -> None:
    turn, v = look.turn, look.v
    t = look.side_team(side)
    R = look.R[f"team_{side}"]
    cur = turn.current
    is_cur = cur is not None and cur & 1 == t and v.phase != OVER
    col = side_colour(side)
    surface.blit(panel(R.size, fill=(36, 46, 46) if is_cur else PANEL, alpha=232,
                       edge=GOLD if is_cur else col, width=3 if is_cur else 2), R)
    life = v.life[t]
    big = render(f"♥ {max(0, life)}", 22, bad() if life <= 4 else INK, True)
    surface.blit(big, big.get_rect(topright=(R.right - 10, R.top + 6)))
    name = turn.team_name(t)
    if side == "south" and turn.humans and turn.n == 2:
        name += f" ({tr('animal_duel.you')})"
    name, size = fitted(name, 15, R.w - 30 - big.get_width(), True)
    surface.blit(render(name, size, INK, True), (R.left + 10, R.top + 6))
    side_txt = tr(f"animal_duel.info.side_{side}" if turn.humans else f"animal_duel.info.side_{side}_watch")
    if is_cur:
        side_txt = "▶ " + tr("animal_duel.info.on_turn", name=turn.names[cur])
    side_txt, size = fitted(side_txt, 12, R.w - 20, is_cur)
    surface.blit(render(side_txt, size, GOLD if is_cur else MUTED, is_cur), (R.left + 10, R.top + 26))
    _draw_meter(surface, look.R[f"life_{side}"], look.shown_life[t], life, col, look.life_flash[t],
                look.art.deck.life)
    _draw_pile(surface, look, look.R[f"it_{side}"], v.situ_it[t], tr("animal_duel.zone.pile_it"))
    _draw_pile(surface, look, look.R[f"p_{side}"], v.situ_p[t], tr("animal_duel.zone.pile_p"))


def _draw_meter(surface, R, shown: float, life: int, col, flash: float, top_life: int) -> None:
    """The life meter across the panel: one segment per life point, numbered every third."""
    gap = 2
    seg_w = (R.w - gap * (top_life - 1)) / top_life
    for i in range(top_life):
        value = i + 1
        seg = pygame.Rect(R.left + int(i * (seg_w + gap)), R.top, max(2, int(seg_w)), R.h)
        if value <= min(shown, life) + 1e-6:
            fill = col
        elif value <= max(shown, life) + 1e-6:
            fill = (255, 240, 200) if int(flash * 8) % 2 == 0 else bad()   # changing now
        else:
            fill = (40, 48, 52)
        pygame.draw.rect(surface, fill, seg, border_radius=3)
        pygame.draw.rect(surface, (16, 18, 20), seg, 1, border_radius=3)
        if value % 3 == 0:
            n = render(str(value), 12, (20, 20, 20) if value <= shown else MUTED, True)
            surface.blit(n, n.get_rect(center=seg.center).clamp(R))     # "12" stays inside the meter


def _draw_pile(surface, look, R, cards, title: str) -> None:
    img = render(fitted(title, 12, R.w, True)[0], 12, MUTED, True)
    surface.blit(img, (R.left, R.top))
    if not cards:
        dash = render("—", 12, MUTED)
        surface.blit(dash, (R.left + img.get_width() + 8, R.top))
        return
    more, slots = pile_slots(R, cards, look.art)
    if more is not None:
        box = pygame.Rect(R.left, R.top + PILE_TITLE_H, MORE_W, CHIP_H)
        pygame.draw.rect(surface, (60, 70, 70), box, border_radius=5)
        n = render(f"+{more}", 12, INK, True)
        surface.blit(n, n.get_rect(center=box.center))
    for c, r in slots:
        if look.moving(("card", c)):
            continue
        surface.blit(look.art.chip(c, R.w, CHIP_H), r.topleft)
        if c == look.hover_other:
            pygame.draw.rect(surface, GOLD, r.inflate(2, 2), 1, border_radius=5)


# -- the deck and the animal discard pile
def draw_piles(surface, look, shown) -> None:
    v = look.v
    for key, count, top in (("deck", v.deck_count, None),
                            ("discard", len(v.animal_discard), v.animal_discard[-1] if v.animal_discard else None)):
        R = look.R[key]
        y = R.top
        zone = tr(f"animal_duel.zone.{key}")
        label = tr(f"animal_duel.info.{key}", zone=zone[:1].upper() + zone[1:], count=count)
        for line in block(label, 12, R.w + 12, 2, True):
            img = render(line, 12, INK, True)
            surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
            y += 15
        r = pile_rect(R)
        shown.drawn[("pile", key)] = r
        if count == 0:
            surface.blit(panel(r.size, fill=(0, 0, 0), alpha=50, edge=(70, 110, 92)), r)
            continue
        for i in range(min(3, (count + 9) // 10)):
            pygame.draw.rect(surface, (40, 30, 26), r.move(3 + i * 2, 3 + i * 2), border_radius=8)
        if top is not None and look.moving(("card", top)):     # still on its way here
            below = v.animal_discard[-2] if len(v.animal_discard) > 1 else None
            if below is None:
                continue
            top = below
        if top is None:
            surface.blit(look.art.back(PILE), r)
        else:
            surface.blit(look.art.face(top, PILE), r)


# -- prompt, buttons, match
def draw_prompt(surface, look) -> None:
    R = look.R["prompt"]
    text, col = look.prompt
    mine = look.turn.my_turn
    surface.blit(panel(R.size, fill=(46, 40, 22) if mine else PANEL, alpha=235,
                       edge=GOLD if mine else PANEL_EDGE, width=2), R)
    width = R.w - 24
    if text_width(text, 16, True) <= width:
        img = render(text, 16, col, True)
        surface.blit(img, img.get_rect(midleft=(R.left + 12, R.centery)))
        return
    # a long instruction goes on two lines rather than in tiny letters
    size = 14 if len(wrap(text, 14, width, True)) <= 2 else 13
    lines = block(text, size, width, 2, True)
    y = R.centery - (size + 3) * len(lines) // 2
    for line in lines:
        surface.blit(render(line, size, col, True), (R.left + 12, y))
        y += size + 3


def draw_buttons(surface, look) -> None:
    """The action buttons shown (the table set their labels); the main one ringed when it ends the turn."""
    for b, ringed in look.buttons:
        b.draw(surface)
        if ringed:
            pygame.draw.rect(surface, GOLD, b.rect.inflate(4, 4), 2, border_radius=10)


def draw_match(surface, v, R) -> None:
    surface.blit(panel(R.size, alpha=240), R)
    img = render(fitted(tr("animal_duel.match.title", game=v.games), 15, R.w - 20, True)[0], 15, GOLD, True)
    surface.blit(img, (R.left + 10, R.top + 8))
    y = R.top + 30
    for line, col in _match_lines(v):
        for part in wrap(line, 12, R.w - 20):
            if y + 15 > R.bottom - 4:
                report("overflow", part, 12, R.w - 20)
                break
            surface.blit(render(part, 12, col), (R.left + 10, y))
            y += 15


def _match_lines(v) -> list[tuple[str, tuple]]:
    """The match panel's lines: board, draws, variants, and what holds this turn."""
    lines = [(tr("animal_duel.match.board", size=v.size), MUTED),
             (tr_n("animal_duel.match.draws", v.draws), MUTED)]
    cfg = v.config
    on = [tr(f"animal_duel.variant.{x}") for x in ("variant_kids", "variant_habitat", "variant_level_start",
                                                    "variant_team") if cfg.get(x)]
    lines.append((tr("animal_duel.match.variants", variants=", ".join(on) if on else tr("animal_duel.match.none")),
                  MUTED))
    fx = []
    if v.mult > 1:
        fx.append(f"×{v.mult}")
    if v.leech:
        fx.append(tr("animal_duel.match.leech", amount=v.leech))
    if v.engulf:
        fx.append(tr("animal_duel.match.engulf"))
    if v.placements_left > 1:
        fx.append(tr_n("animal_duel.match.placements", v.placements_left))
    if fx:
        lines.append((tr("animal_duel.match.this_turn", effects=", ".join(fx)), GOLD))
    return lines


# -- the zoom: a card large, the placement preview, or the opponent's last turn
def zoom_card(look) -> int | None:
    """The card the zoom shows large: the focused or hovered one, the selected animal, the card drawn
    at the deal, the situational being played; None: the zoom tells the last turn."""
    v, turn = look.v, look.turn
    if look.focused_card is not None:
        return look.focused_card
    if look.hover_card is not None:
        return look.hover_card
    if look.hover_other is not None and look.hover_other != UNKNOWN:
        return look.hover_other
    if look.hover_cell is not None and v.board[look.hover_cell] and not (
            turn.selected is not None and look.hover_cell in look.highlighted):
        return v.board[look.hover_cell][-1][0]
    if turn.selected is not None:
        return turn.selected
    if turn.aim is not None:
        return turn.aim.card
    if v.phase == DEAL and turn.my_turn and v.drawn not in (None, UNKNOWN):
        return v.drawn
    pend = v.pending or {}
    if v.phase == TARGET_PHASE and pend.get("card") is not None and turn.my_turn:
        return pend["card"]
    return None


def board_owner(v, card: int) -> int | None:
    """The team whose animal ``card`` lies on top of a cell of the board (None: not on the board)."""
    return next((stack[-1][1] for stack in v.board if stack and stack[-1][0] == card), None)


def zoom_owner(look, card: int) -> int | None:
    """Whose card the zoom shows as the table does: the team of a board animal, or of the side pile a
    played situational lies in; None for a card in a hand (drawn as its holder sees it)."""
    v = look.v
    team = board_owner(v, card)
    if team is not None:
        return team
    return next((t for t in (0, 1) if card in v.situ_it[t] or card in v.situ_p[t]), None)


def draw_zoom(surface, look, shown) -> None:
    R = look.R["zoom"]
    card = zoom_card(look)
    shown.zoom_drawn = card
    shown.zoom_turned = False
    shown.last_turn_drawn = None
    if shown.preview_shown is not None:
        _draw_preview_panel(surface, look, R, shown.preview_shown)
        return
    if card is not None:
        team = zoom_owner(look, card)
        # a rival's animal on the board lies turned towards them, as the board shows it
        turned = team is not None and look.turned(team) and board_owner(look.v, card) is not None
        shown.zoom_turned = turned
        face = look.art.face(card, ZOOM, turned)
        r = face.get_rect(midtop=(R.centerx, R.top + 2))
        shadow = panel((r.w + 8, r.h + 4), fill=(0, 0, 0), alpha=90, width=0, radius=14)
        surface.blit(shadow, (r.x - 2, r.y + 2))
        surface.blit(face, r)
        if team is not None:                    # framed in its side's colour, as on the board
            col = team_colour(look, team)
            pygame.draw.rect(surface, col, r.inflate(4, 4), 3, border_radius=16)
        return
    _draw_last_turn(surface, look, R, shown)


def _draw_last_turn(surface, look, R, shown) -> None:
    """What the other side did in its last turn, every deed of it (placements, clashes, damage,
    situationals and their effects), told with the log's words."""
    surface.blit(panel(R.size, alpha=220), R)
    rec = look.last_turn
    width = R.w - 20
    if rec is None:
        title, lines = tr("animal_duel.info.last_turn_none"), []
    else:
        key = "animal_duel.info.last_turn" if rec["done"] else "animal_duel.info.this_turn"
        title, lines = tr(key, name=look.turn.names[rec["seat"]]), rec["lines"]
    title_lines = block(title, 14, width, 2, True)
    y = R.top + 8
    for line in title_lines:
        surface.blit(render(line, 14, GOLD, True), (R.left + 10, y))
        y += 18
    y += 2
    bottom = R.bottom - 8
    fit = fit_turn_lines(lines, width, bottom - y)
    shown.last_turn_drawn = (rec["seat"] if rec else None, [t for t, _ in lines])
    for text, col, size in fit:
        surface.blit(render(text, size, col), (R.left + 10, y))
        y += size + 3


def fit_turn_lines(lines, width: int, room: int) -> list[tuple[str, tuple, int]]:
    """The turn's lines wrapped to ``width``: at 13 px, else 12 px, else without the muted detail
    lines, else the first ones and a last line saying how many more the game log holds."""
    for size, keep_muted in ((13, True), (12, True), (12, False)):
        out = []
        for text, col in lines:
            if not keep_muted and col == MUTED:
                continue
            first, *rest = wrap(text, size, width)
            out.append((first, col, size))
            for part in wrap(" ".join(rest), size, width - 12) if rest else []:
                out.append(("  " + part, col, size))
        if len(out) * (size + 3) <= room:
            return out
    fit = max(1, room // (size + 3) - 1)
    more = len(out) - fit
    return out[:fit] + [(tr_n("animal_duel.info.more_in_log", more), MUTED, 12)]


def _draw_preview_panel(surface, look, R, preview) -> None:
    """What placing the selected animal on the cell under the pointer would do, clash by clash."""
    card, cell, res = preview
    v, art = look.v, look.art
    surface.blit(panel(R.size, fill=(34, 40, 30), alpha=240, edge=GOLD), R)
    width = R.w - 20
    y = R.top + 8
    where = cell_name(cell, v.size, look.my_team == 1)
    for line in block(tr("animal_duel.preview.title", card=art.name(card), cell=where), 14, width, 2, True):
        surface.blit(render(line, 14, GOLD, True), (R.left + 10, y))
        y += 18
    y += 4
    for text, col in _clash_rows(v, art, res):
        for line in wrap(text, 13, width):
            surface.blit(render(line, 13, col), (R.left + 10, y))
            y += 16
    y += 6
    pygame.draw.line(surface, PANEL_EDGE, (R.left + 10, y), (R.right - 10, y), 1)
    y += 6
    them = "total_them_team" if getattr(look.turn, "n", 2) >= 4 else "total_them"   # a team of two: plural verb
    totals = [(tr(f"animal_duel.preview.{them}", name=look.turn.opponent_name(), amount=res["damage_to_opponent"]),
               good() if res["damage_to_opponent"] else MUTED),
              (tr("animal_duel.preview.total_you", amount=res["damage_to_self"]),
               bad() if res["damage_to_self"] else MUTED)]
    if res.get("heal"):
        totals.append((tr("animal_duel.preview.total_heal", amount=res["heal"]), good()))
    for text, col in totals:
        for line in wrap(text, 14, width, True):
            surface.blit(render(line, 14, col, True), (R.left + 10, y))
            y += 18
    hint = block(tr("animal_duel.preview.click"), 12, width, 2)
    hy = R.bottom - 8 - 15 * len(hint)
    if y > hy:
        report("overflow", hint[0], 12, width)
    for i, line in enumerate(hint):
        surface.blit(render(line, 12, MUTED), (R.left + 10, hy + i * 15))


def _clash_rows(v, art, res) -> list[tuple[str, tuple]]:
    """One line per clash the placement would start (won, lost, even), and the turn's multiplier."""
    rows = []
    if not res["clashes"]:
        rows.append((tr("animal_duel.preview.no_clash"), INK))
    for (nc, m, th) in res["clashes"]:
        other = v.board[nc][-1][0] if v.board[nc] else None
        oname = art.name(other) if other is not None else "?"
        if m > th:
            rows.append((tr("animal_duel.preview.win", other=oname, mine=m, theirs=th, amount=m - th), good()))
        elif th > m:
            rows.append((tr("animal_duel.preview.lose", other=oname, mine=m, theirs=th, amount=th - m), bad()))
        else:
            rows.append((tr("animal_duel.preview.even", other=oname, mine=m, theirs=th), INK))
    if v.mult > 1 and res["damage_to_opponent"]:
        rows.append((tr("animal_duel.preview.mult", mult=v.mult), GOLD))
    return rows


def draw_banner(surface, banner, R) -> None:
    """The big news across the board: a drawn game of the match, the match's end (which stays, and says
    how to see the board behind it)."""
    title, sub, left = banner
    surface.blit(panel(R.size, fill=(24, 28, 30), alpha=238, edge=GOLD, width=3, radius=12), R)
    t, size = fitted(title, 30, R.w - 20, True)
    img = render(t, size, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 16)))
    s, size = fitted(sub, 18, R.w - 20, True)
    img = render(s, size, INK, True)
    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 62)))
    if left == FINAL:
        hint, size = fitted(tr("animal_duel.banner.look"), 13, R.w - 20)
        img = render(hint, size, MUTED)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 90)))
