"""Animal Duel's table drawn: the board and its cards, the hands, the two sides (name, life meter,
played situationals), the piles, the prompt and buttons, the match panel, the zoomed card or the
placement preview, the clash animations and the banner.

:class:`DuelDrawing` is the drawing half of :class:`game.animal_duel.table.AnimalDuelTable`: it reads
the table's view, its selection and hover, its animations and the geometry (``cell_rect``, the hand
and pile layouts), and records what the last frame showed (``preview_shown``, ``drawn_hand``,
``zoom_drawn``, ``board_marks``) for tests. It decides nothing about the game.
"""
from __future__ import annotations

import math

import pygame

from game.animal_duel.geometry import (BACK_MINI, HAND, HAND_LABEL_W, PARTNER, PILE, STRIP_H, ZOOM, pile_layout,
                                      pile_rect)
from game.i18n import tr
from game.table_base import GOLD, PANEL, PANEL_EDGE
from game.text import ellipsize, render, wrap
from game.widgets import INK, MUTED
from rules.animal_duel.state import DEAL, OVER, TARGET_PHASE, TURN, UNKNOWN

FELT = (30, 82, 64)
FELT_DARK = (22, 62, 48)
BG = (18, 24, 28)
RED = (232, 92, 76)
GREEN = (120, 210, 130)
HILITE = (200, 170, 80)      # a cell that may be clicked
CELL = (26, 70, 56)
CELL_EDGE = (54, 104, 86)
# the two sides: the viewer's team (south) and the other (north); a frame colour plus the
# orientation of the cards and the side of the board tell them apart
SOUTH_COL = (96, 168, 236)
NORTH_COL = (236, 120, 96)

# the colour of each tone of a log line (game.animal_duel.log_text)
TONE_COLOURS = {"muted": MUTED, "plain": (214, 218, 214), "mine": (236, 236, 226), "headline": GOLD,
                "good": GREEN, "bad": RED, "permanent": (200, 180, 240), "instant": (170, 210, 250)}


class DuelDrawing:
    """The drawing half of the Animal Duel table (a mixin of :class:`AnimalDuelTable`)."""

    # ------------------------------------------------------------------ drawing helpers
    def _dim(self, size, alpha=110) -> pygame.Surface:
        return self._panel(size, fill=(0, 0, 0), alpha=alpha, width=0, radius=7)

    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface((1280, 720)).convert()
            bg.fill(BG)
            table = pygame.Rect(6, 6, 986, 708)
            pygame.draw.rect(bg, FELT_DARK, table, border_radius=18)
            pygame.draw.rect(bg, FELT, table.inflate(-10, -10), border_radius=14)
            pygame.draw.rect(bg, (70, 60, 40), table, 3, border_radius=18)
            self._bg = bg
        return self._bg

    def _board_surface(self) -> pygame.Surface:
        """The empty grid with its coordinates, cached per board size."""
        key = ("board", self.size, self.my_team)
        surf = self._panels.get(key)
        if surf is None:
            B = self.R["board"]
            surf = pygame.Surface((B.w + 40, B.h + 40), pygame.SRCALPHA)
            ox, oy = B.left - 20, B.top - 20
            n = self.size
            cs = self.cell_px()
            grid = pygame.Rect(0, 0, cs * n, cs * n)
            grid.center = (B.centerx - ox, B.centery - oy)
            pygame.draw.rect(surf, (16, 44, 36), grid.inflate(12, 12), border_radius=10)
            pygame.draw.rect(surf, (88, 74, 48), grid.inflate(12, 12), 3, border_radius=10)
            for cell in range(n * n):
                r = self.cell_rect(cell).move(-ox, -oy).inflate(-4, -4)
                pygame.draw.rect(surf, CELL, r, border_radius=6)
                pygame.draw.rect(surf, CELL_EDGE, r, 1, border_radius=6)
            # coordinates, as the viewer sees them (the log names cells this way)
            for i in range(n):
                img = render("ABCDE"[i], 11, (150, 176, 160), True)
                surf.blit(img, img.get_rect(center=(grid.left + cs * i + cs // 2, grid.top - 12)))
                img = render(str(i + 1), 11, (150, 176, 160), True)
                surf.blit(img, img.get_rect(center=(grid.left - 13, grid.top + cs * i + cs // 2)))
            self._panels[key] = surf
        return surf

    def _team_of_cards_turned(self, team: int) -> bool:
        return team != self.my_team

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        self.menu_button.label = tr("animal_duel.button.menu")
        self.undo_button.label = tr("animal_duel.button.undo")
        self.undo_button.enabled = self.can_undo()
        surface.blit(self._background(), (0, 0))
        B = self.R["board"]
        surface.blit(self._board_surface(), (B.left - 20, B.top - 20))
        self._draw_board(surface, v)
        self._draw_north_hands(surface, v)
        for side in ("north", "south"):
            self._draw_team(surface, v, side)
        self._draw_piles(surface, v)
        self._draw_prompt(surface, v)
        self._draw_buttons(surface)
        self._draw_hand(surface, v)
        self._draw_partner(surface, v)
        self._draw_match(surface, v)
        self._draw_log(surface)
        self.menu_button.draw(surface)
        self.undo_button.draw(surface)
        self._draw_zoom(surface, v)
        self._draw_anims(surface)
        if self.banner is not None:
            self._draw_banner(surface)

    # -- board
    def _draw_board(self, surface, v) -> None:
        n = v.size
        cs = self.cell_px()
        hl = self.highlighted_cells()
        inner = cs - 8
        self.preview_shown = None
        self.board_marks = {}
        placed_cell = next((a["cell"] for a in self.anims if a["kind"] == "place"), None)
        for cell in range(n * n):
            r = self.cell_rect(cell)
            stack = v.board[cell]
            if cell in hl and not stack:
                pygame.draw.rect(surface, (60, 96, 60), r.inflate(-2, -2), border_radius=7)
            if not stack:
                continue
            card_rect = pygame.Rect(0, 0, inner, inner)
            card_rect.center = r.center
            if len(stack) > 1:
                # the covered card peeks out: its edge shows behind the top one
                under = stack[-2]
                edge_r = card_rect.move(-4, -4)
                face = self.art.face(under[0], (inner, inner), self._team_of_cards_turned(under[1]))
                surface.blit(face, edge_r)
                surface.blit(self._dim((inner, inner), 130), edge_r)
                card_rect = card_rect.move(2, 2)
            card, team, asleep = stack[-1]
            col = SOUTH_COL if team == self.my_team else NORTH_COL
            pygame.draw.rect(surface, col, card_rect.inflate(6, 6), 3, border_radius=9)
            surface.blit(self.art.face(card, (inner, inner), self._team_of_cards_turned(team)), card_rect)
            marks = self.board_marks[cell] = set()
            if asleep:
                marks.add("asleep")
                surface.blit(self._dim((inner, inner), 120), card_rect)
                self._badge(surface, "Zz", (card_rect.right - 4, card_rect.top + 4), (70, 90, 170), "topright",
                            size=max(11, inner // 7))
            if len(stack) > 1:
                marks.add(f"stack{len(stack)}")
                self._badge(surface, f"×{len(stack)}", (card_rect.left + 2, card_rect.bottom - 2), (150, 60, 40),
                            "bottomleft", size=max(11, inner // 7))
            if cell == placed_cell:
                pygame.draw.rect(surface, GOLD, card_rect.inflate(10, 10), 2, border_radius=10)
        # the cells a click may use, framed over whatever they hold
        for cell in hl:
            r = self.cell_rect(cell).inflate(-2, -2)
            hover = cell == self.hover_cell
            pygame.draw.rect(surface, GOLD if hover else HILITE, r, 4 if hover or v.board[cell] else 2,
                             border_radius=7)
        if self.first is not None:
            pygame.draw.rect(surface, (255, 240, 170), self.cell_rect(self.first).inflate(2, 2), 5, border_radius=9)
        # the selected animal over a legal cell: a ghost of it and what the clashes would do
        if self.selected is not None and self.hover_cell is not None and self.hover_cell in hl:
            self._draw_preview(surface, v, self.selected, self.hover_cell)

    def _badge(self, surface, text, pos, bg, anchor="topright", size=12) -> None:
        img = render(text, size, (255, 255, 255), True)
        box = img.get_rect(**{anchor: pos}).inflate(8, 2)
        box = box.move(-4 if "right" in anchor else 4, 0)
        pygame.draw.rect(surface, bg, box, border_radius=6)
        pygame.draw.rect(surface, (255, 255, 255), box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_preview(self, surface, v, card: int, cell: int) -> None:
        res = self.preview(card, cell)
        self.preview_shown = (card, cell, res)
        cs = self.cell_px()
        inner = cs - 8
        r = self.cell_rect(cell)
        ghost = self.art.face(card, (inner, inner)).copy()
        ghost.set_alpha(190)
        gr = ghost.get_rect(center=r.center)
        if v.board[cell]:
            gr = gr.move(2, 2)
        surface.blit(ghost, gr)
        pygame.draw.rect(surface, GOLD, gr.inflate(6, 6), 3, border_radius=9)
        for (nc, mine, theirs) in res["clashes"]:
            self._clash_marker(surface, cell, nc, mine, theirs, v.turn & 1)
        # a tag under the cell: the total
        parts = []
        if res["damage_to_opponent"]:
            parts.append(tr("animal_duel.preview.them", amount=res["damage_to_opponent"]))
        if res["damage_to_self"]:
            parts.append(tr("animal_duel.preview.you", amount=res["damage_to_self"]))
        if res.get("heal"):
            parts.append(tr("animal_duel.preview.heal", amount=res["heal"]))
        text = " · ".join(parts) if parts else tr("animal_duel.preview.none")
        img = render(text, 13, (255, 255, 255), True)
        box = img.get_rect(center=r.center).inflate(10, 4)       # the clash markers sit on the edges
        surface.blit(self._panel(box.size, fill=(20, 24, 28), alpha=235, edge=GOLD, width=1, radius=6), box)
        surface.blit(img, img.get_rect(center=box.center))

    def _clash_marker(self, surface, cell, nc, mine, theirs, placer_team: int, dmg_text: str | None = None,
                      grow: float = 1.0) -> None:
        """An arrow across the shared edge from the stronger animal to the weaker, with both strengths
        (the placed animal's first); green when the clash is good for the viewer's side, red if not."""
        a, b = self.cell_rect(cell), self.cell_rect(nc)
        ax, ay = a.center
        bx, by = b.center
        mx, my = (ax + bx) / 2, (ay + by) / 2
        ours = placer_team == self.my_team
        if mine == theirs:
            col, frm, to = (220, 220, 220), None, None
        elif mine > theirs:
            col, frm, to = GREEN if ours else RED, (ax, ay), (bx, by)
        else:
            col, frm, to = RED if ours else GREEN, (bx, by), (ax, ay)
        if frm is not None:
            dx, dy = to[0] - frm[0], to[1] - frm[1]
            ln = math.hypot(dx, dy) or 1
            ux, uy = dx / ln, dy / ln
            cs = self.cell_px()
            s = (mx - ux * cs * 0.22, my - uy * cs * 0.22)
            e = (s[0] + ux * cs * 0.44 * grow, s[1] + uy * cs * 0.44 * grow)
            w = max(3, cs // 18)
            pygame.draw.line(surface, (20, 20, 20), s, e, w + 3)
            pygame.draw.line(surface, col, s, e, w)
            hx, hy = e
            px, py = -uy, ux
            k = max(7, cs // 9)
            pts = [(hx + ux * k, hy + uy * k), (hx + px * k * 0.7, hy + py * k * 0.7),
                   (hx - px * k * 0.7, hy - py * k * 0.7)]
            pygame.draw.polygon(surface, (20, 20, 20), [(x + ux, y + uy) for x, y in pts])
            pygame.draw.polygon(surface, col, pts)
        label = dmg_text or f"{mine}:{theirs}"
        img = render(label, 13 if dmg_text is None else 16, (255, 255, 255), True)
        box = img.get_rect(center=(int(mx), int(my))).inflate(8, 2)
        off = self.cell_px() * 0.18
        if ax == bx:
            box.move_ip(int(off) + box.w // 2, 0)
        else:
            box.move_ip(0, -int(off) - box.h // 2)
        pygame.draw.rect(surface, (20, 24, 28), box, border_radius=6)
        pygame.draw.rect(surface, col, box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_anims(self, surface) -> None:
        for a in self.anims:
            t = a["time"] / max(0.01, a["dur"])
            if a["kind"] == "mark":
                pulse = 0.5 + 0.5 * math.sin(a["time"] * 10)
                col = tuple(int(200 + 55 * pulse) for _ in range(3))
                for cell in a["cells"]:
                    pygame.draw.rect(surface, col, self.cell_rect(cell).inflate(2, 2), 4, border_radius=9)
                continue
            grow = min(1.0, 0.25 + a["time"] * 4)
            for (nc, mine, theirs) in a["clashes"]:
                if mine == theirs:
                    text = "="
                else:
                    text = f"{mine}:{theirs} → −{abs(mine - theirs)}"
                self._clash_marker(surface, a["cell"], nc, mine, theirs, a["team"], text, grow)
            # the damage floats up from the placed card
            r = self.cell_rect(a["cell"])
            lines = []
            mine_team = a["team"] == self.my_team
            if a["to_opp"]:
                lines.append((f"−{a['to_opp']} " + self.team_name(1 - a["team"]), GREEN if mine_team else RED))
            if a["to_self"]:
                lines.append((f"−{a['to_self']} " + self.team_name(a["team"]), RED if mine_team else GREEN))
            if a["healed"]:
                lines.append((f"+{a['healed']} " + self.team_name(a["team"]), GREEN))
            y = r.top - 6 - int(18 * t)
            for text, col in lines:
                img = render(ellipsize(text, 16, 260, True), 16, col, True)
                box = img.get_rect(midbottom=(r.centerx, y)).inflate(10, 4)
                box.clamp_ip(self.R["board"].inflate(40, 60))
                surface.blit(self._panel(box.size, fill=(16, 20, 24), alpha=230, edge=col, width=1, radius=6), box)
                surface.blit(img, img.get_rect(center=box.center))
                y = box.top - 2

    # -- hands
    def _draw_north_hands(self, surface, v) -> None:
        cur = self.current()
        for p, area, cards in self._north_layout():
            k = len(cards)
            is_cur = p == cur
            label = self.player_name(p)
            img = render(ellipsize(label, 15, 128, True), 15, GOLD if is_cur else INK, True)
            surface.blit(img, (area.left + 4, area.top + 10))
            kind = ("▶ " if is_cur else "") + tr(f"animal_duel.kind.{self.kinds[p]}")
            img = render(kind, 12, GOLD if is_cur else MUTED, is_cur)
            surface.blit(img, (area.left + 4, area.top + 32))
            img = render(tr("animal_duel.info.cards", count=k), 12, MUTED)
            surface.blit(img, (area.left + 4, area.top + 50))
            for c, r in cards:
                if c == UNKNOWN:
                    surface.blit(self.art.back(BACK_MINI), r)
                else:
                    # a card this side knows about (given or taken): shown, turned toward its holder
                    surface.blit(self.art.face(c, BACK_MINI, True), r)

    def _draw_hand(self, surface, v) -> None:
        R = self.R["hand"]
        fu = self.face_up()
        mine = self.my_turn()
        layout = self._hand_layout()
        self.drawn_hand = (self.seat, tuple(c for c, _, _ in layout), fu)
        x, y = R.left + 6, R.top + 14
        img = render(ellipsize(self.player_name(self.seat), 16, HAND_LABEL_W - 10, True), 16, GOLD if mine else INK, True)
        surface.blit(img, (x, y))
        y += 22
        if self.humans:
            img = render(f"({tr('animal_duel.you')})", 13, GOLD if mine else MUTED)
            surface.blit(img, (x, y))
            y += 18
        img = render(tr("animal_duel.info.hand", count=len(layout), size=v.hand_size[self.my_team]), 13, MUTED)
        surface.blit(img, (x, y))
        if not fu:
            back = self.art.back(HAND)
            for c, r, _ in layout:
                surface.blit(back, (r.x, R.bottom - r.h - 2))
            img = render(tr("animal_duel.prompt.hidden"), 16, INK, True)
            cx = (layout[0][1].left + layout[-1][1].right) // 2 if layout else R.centerx
            box = img.get_rect(center=(cx, R.centery + 8)).inflate(20, 10)
            surface.blit(self._panel(box.size, alpha=230), box)
            surface.blit(img, img.get_rect(center=box.center))
            return
        for c, r, ok in layout:
            if c == UNKNOWN:
                surface.blit(self.art.back(HAND), r)
                continue
            if c == self.selected:
                pygame.draw.rect(surface, (255, 240, 170), r.inflate(10, 10), 4, border_radius=11)
            elif mine and ok:
                pygame.draw.rect(surface, GOLD if c != self.hover_card else (255, 240, 170), r.inflate(6, 6), 3,
                                 border_radius=9)
            surface.blit(self.art.face(c, HAND), r)
            if mine and not ok:
                surface.blit(self._dim(r.size, 90), r)

    def _draw_partner(self, surface, v) -> None:
        p = self._partner()
        if p is None:
            return
        R = self.R["partner_hand"]
        is_cur = p == self.current()
        img = render(ellipsize(tr("animal_duel.info.partner", name=self.player_name(p)), 13, R.w, True), 13,
                     GOLD if is_cur else MUTED, True)
        surface.blit(img, (R.left, R.top - 18))
        targets = self._partner_targets()
        if not targets:
            cw, ch = PARTNER
            for i in range(len(v.hands[p])):
                surface.blit(self.art.back(PARTNER), (R.left + i * (cw + 4) // 2, R.bottom - ch - 2))
            return
        for c, r in targets:
            surface.blit(self.art.back(PARTNER) if c == UNKNOWN else self.art.face(c, PARTNER), r)

    # -- the two sides: name, life meter, piles
    def _draw_team(self, surface, v, side: str) -> None:
        t = self._side_team(side)
        R = self.R[f"team_{side}"]
        cur = self.current()
        is_cur = cur is not None and cur & 1 == t and v.phase != OVER
        col = SOUTH_COL if side == "south" else NORTH_COL
        surface.blit(self._panel(R.size, fill=(36, 46, 46) if is_cur else PANEL, alpha=232,
                                 edge=GOLD if is_cur else col, width=3 if is_cur else 2), R)
        name = self.team_name(t)
        if side == "south" and self.humans and self.n == 2:
            name += f" ({tr('animal_duel.you')})"
        img = render(ellipsize(name, 15, R.w - 90, True), 15, INK, True)
        surface.blit(img, (R.left + 10, R.top + 6))
        side_txt = tr("animal_duel.info.side_south" if side == "south" else "animal_duel.info.side_north")
        if is_cur:
            side_txt = "▶ " + tr("animal_duel.info.on_turn", name=self.player_name(cur))
        img = render(ellipsize(side_txt, 12, R.w - 90, is_cur), 12, GOLD if is_cur else MUTED, is_cur)
        surface.blit(img, (R.left + 10, R.top + 24))
        # the life in numbers, beside the meter
        shown = self.shown_life[t]
        life = v.life[t]
        big = render(f"♥ {max(0, life)}", 22, RED if life <= 4 else INK, True)
        surface.blit(big, big.get_rect(topright=(R.right - 10, R.top + 6)))
        self._draw_meter(surface, self.R[f"life_{side}"], shown, life, col, self.life_flash[t])
        self._draw_pile(surface, self.R[f"it_{side}"], v.situ_it[t], tr("animal_duel.info.pile_it"))
        self._draw_pile(surface, self.R[f"p_{side}"], v.situ_p[t], tr("animal_duel.info.pile_p"))

    def _draw_meter(self, surface, R, shown: float, life: int, col, flash: float) -> None:
        top_life = self.deck.life
        gap = 2
        seg_h = (R.h - 16 - gap * (top_life - 1)) / top_life
        img = render(tr("animal_duel.info.life"), 10, MUTED, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top)))
        y_bottom = R.bottom
        for i in range(top_life):
            value = i + 1
            y = y_bottom - (i + 1) * seg_h - i * gap
            seg = pygame.Rect(R.left + 6, int(y), R.w - 12, max(2, int(seg_h)))
            if value <= min(shown, life) + 1e-6:
                fill = col
            elif value <= max(shown, life) + 1e-6:
                fill = (255, 240, 200) if int(flash * 8) % 2 == 0 else RED   # changing now
            else:
                fill = (40, 48, 52)
            pygame.draw.rect(surface, fill, seg, border_radius=3)
            pygame.draw.rect(surface, (16, 18, 20), seg, 1, border_radius=3)
            if value % 3 == 0:
                n = render(str(value), 9, (20, 20, 20) if value <= shown else MUTED, True)
                surface.blit(n, n.get_rect(center=seg.center))

    def _draw_pile(self, surface, R, cards, title: str) -> None:
        img = render(title, 10, MUTED, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top)))
        more, first, slots = pile_layout(R, cards)
        if not cards:
            pygame.draw.rect(surface, (60, 70, 70), (R.left + 2, first, R.w - 4, STRIP_H), 1, border_radius=5)
            img = render("—", 12, MUTED)
            surface.blit(img, img.get_rect(center=(R.centerx, first + STRIP_H // 2)))
            return
        if more is not None:
            img = render(tr("animal_duel.info.more", count=more), 11, MUTED)
            surface.blit(img, (R.left + 4, first + 4))
        for c, r in slots:
            surface.blit(self.art.pile_strip(c, r.size), r.topleft)

    def _draw_piles(self, surface, v) -> None:
        for key, count, top in (("deck", v.deck_count, None),
                                ("discard", len(v.animal_discard), v.animal_discard[-1] if v.animal_discard else None)):
            R = self.R[key]
            label = tr(f"animal_duel.info.{key}", count=count)
            y = R.top
            for line in wrap(label, 12, R.w + 12, True)[:2]:
                img = render(line, 12, INK, True)
                surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
                y += 14
            r = pile_rect(R)
            if count == 0:
                surface.blit(self._panel(r.size, fill=(0, 0, 0), alpha=50, edge=(70, 110, 92)), r)
                continue
            for i in range(min(3, (count + 9) // 10)):
                pygame.draw.rect(surface, (40, 30, 26), r.move(3 + i * 2, 3 + i * 2), border_radius=8)
            if top is None:
                surface.blit(self.art.back(PILE), r)
            else:
                surface.blit(self.art.face(top, PILE), r)

    # -- prompt, buttons, match, log, zoom, banner
    def _draw_prompt(self, surface, v) -> None:
        R = self.R["prompt"]
        text, col = self._prompt(v)
        mine = self.my_turn()
        surface.blit(self._panel(R.size, fill=(46, 40, 22) if mine else PANEL, alpha=235,
                                 edge=GOLD if mine else PANEL_EDGE, width=2), R)
        width = R.w - 24
        if render(text, 16, col, True).get_width() <= width:
            img = render(text, 16, col, True)
            surface.blit(img, img.get_rect(midleft=(R.left + 12, R.centery)))
            return
        # a long instruction goes on two lines rather than in tiny letters
        lines = wrap(text, 14, width, True)
        if len(lines) > 2:
            lines = [lines[0], ellipsize(" ".join(lines[1:]), 14, width, True)]
        y = R.centery - 17 * len(lines) // 2
        for line in lines:
            surface.blit(render(line, 14, col, True), (R.left + 12, y))
            y += 17

    def _draw_buttons(self, surface) -> None:
        for b, label in ((self.end_button, self.end_label()), (self.extra_button, self.extra_label())):
            if label is None:
                b.enabled = False
                b.hover = False
                continue
            b.label = label
            b.enabled = True
            if b is self.end_button and self.view().phase == TURN:
                b.enabled = self._opts["end"] is not None
            b.size = 16 if render(label, 16, INK, True).get_width() < b.rect.w - 10 else 13
            b.draw(surface)
            if b is self.end_button and b.enabled and self.view().phase == TURN:
                pygame.draw.rect(surface, GOLD, b.rect.inflate(4, 4), 2, border_radius=10)

    def _draw_match(self, surface, v) -> None:
        R = self.R["match"]
        surface.blit(self._panel(R.size, alpha=240), R)
        title = tr("animal_duel.match.title", game=v.games)
        img = render(title, 15, GOLD, True)
        surface.blit(img, (R.left + 10, R.top + 8))
        y = R.top + 32
        lines = [tr("animal_duel.match.board", size=v.size),
                 tr("animal_duel.match.draws", draws=v.draws)]
        cfg = v.config
        on = [tr(f"animal_duel.variant.{x}") for x in ("variant_kids", "variant_habitat", "variant_level_start",
                                                        "variant_team") if cfg.get(x)]
        lines.append(tr("animal_duel.match.variants", variants=", ".join(on) if on else tr("animal_duel.match.none")))
        if v.mult > 1 or v.leech or v.engulf or v.placements_left > 1:
            fx = []
            if v.mult > 1:
                fx.append(f"×{v.mult}")
            if v.leech:
                fx.append(tr("animal_duel.match.leech", amount=v.leech))
            if v.engulf:
                fx.append(tr("animal_duel.match.engulf"))
            if v.placements_left > 1:
                fx.append(tr("animal_duel.match.placements", count=v.placements_left))
            lines.append(tr("animal_duel.match.this_turn", effects=", ".join(fx)))
        for line in lines:
            for part in wrap(line, 12, R.w - 20)[:2]:
                if y > R.bottom - 16:
                    break
                surface.blit(render(part, 12, INK if line is lines[-1] and "×" in line else MUTED), (R.left + 10, y))
                y += 16

    def _zoom_card(self, v) -> int | None:
        if self.hover_card is not None:
            return self.hover_card
        if self.hover_other is not None and self.hover_other != UNKNOWN:
            return self.hover_other
        if self.hover_cell is not None and v.board[self.hover_cell] and not (
                self.selected is not None and self.hover_cell in self.highlighted_cells()):
            return v.board[self.hover_cell][-1][0]
        if self.selected is not None:
            return self.selected
        if v.phase == DEAL and self.my_turn() and v.drawn not in (None, UNKNOWN):
            return v.drawn
        pend = v.pending or {}
        if v.phase == TARGET_PHASE and pend.get("card") is not None and self.my_turn():
            return pend["card"]
        return None

    def _draw_zoom(self, surface, v) -> None:
        R = self.R["zoom"]
        card = self._zoom_card(v)
        self.zoom_drawn = card
        if self.preview_shown is not None:
            self._draw_preview_panel(surface, R)
            return
        if card is not None:
            face = self.art.face(card, ZOOM)
            r = face.get_rect(midtop=(R.centerx, R.top + 4))
            shadow = self._panel((r.w + 8, r.h + 8), fill=(0, 0, 0), alpha=90, width=0, radius=14)
            surface.blit(shadow, (r.x - 2, r.y + 2))
            surface.blit(face, r)
            return
        # nothing under the pointer: what happened last
        surface.blit(self._panel(R.size, alpha=220), R)
        img = render(tr("animal_duel.info.last_move"), 14, GOLD, True)
        surface.blit(img, (R.left + 10, R.top + 8))
        y = R.top + 30
        for text, col in self.last_move:
            for line in wrap(text, 13, R.w - 20):
                if y > R.bottom - 36:
                    break
                surface.blit(render(line, 13, col), (R.left + 10, y))
                y += 17
        hint = tr("animal_duel.info.hover_hint")
        for i, line in enumerate(wrap(hint, 11, R.w - 20)[:2]):
            surface.blit(render(line, 11, MUTED), (R.left + 10, R.bottom - 32 + i * 14))

    def _draw_preview_panel(self, surface, R) -> None:
        card, cell, res = self.preview_shown
        surface.blit(self._panel(R.size, fill=(34, 40, 30), alpha=240, edge=GOLD), R)
        y = R.top + 8
        title = tr("animal_duel.preview.title", card=self.art.name(card), cell=self.cell_name(cell))
        for line in wrap(title, 14, R.w - 20):
            surface.blit(render(line, 14, GOLD, True), (R.left + 10, y))
            y += 18
        y += 4
        v = self.view()
        if not res["clashes"]:
            for line in wrap(tr("animal_duel.preview.no_clash"), 13, R.w - 20):
                surface.blit(render(line, 13, INK), (R.left + 10, y))
                y += 17
        for (nc, m, th) in res["clashes"]:
            other = v.board[nc][-1][0] if v.board[nc] else None
            oname = self.art.name(other) if other is not None else "?"
            if m > th:
                text, col = tr("animal_duel.preview.win", other=oname, mine=m, theirs=th, amount=m - th), GREEN
            elif th > m:
                text, col = tr("animal_duel.preview.lose", other=oname, mine=m, theirs=th, amount=th - m), RED
            else:
                text, col = tr("animal_duel.preview.even", other=oname, mine=m, theirs=th), INK
            for line in wrap(text, 13, R.w - 20):
                surface.blit(render(line, 13, col), (R.left + 10, y))
                y += 17
        if v.mult > 1 and res["damage_to_opponent"]:
            surface.blit(render(tr("animal_duel.preview.mult", mult=v.mult), 13, GOLD), (R.left + 10, y))
            y += 17
        y += 6
        pygame.draw.line(surface, PANEL_EDGE, (R.left + 10, y), (R.right - 10, y), 1)
        y += 6
        rows = [(tr("animal_duel.preview.total_them", name=self.opponent_name(), amount=res["damage_to_opponent"]),
                 GREEN if res["damage_to_opponent"] else MUTED),
                (tr("animal_duel.preview.total_you", amount=res["damage_to_self"]),
                 RED if res["damage_to_self"] else MUTED)]
        if res.get("heal"):
            rows.append((tr("animal_duel.preview.total_heal", amount=res["heal"]), GREEN))
        for text, col in rows:
            for line in wrap(text, 14, R.w - 20):
                surface.blit(render(line, 14, col, True), (R.left + 10, y))
                y += 18
        hint = tr("animal_duel.preview.click")
        for i, line in enumerate(wrap(hint, 12, R.w - 20)[:2]):
            surface.blit(render(line, 12, MUTED), (R.left + 10, R.bottom - 34 + i * 15))

    def _draw_banner(self, surface) -> None:
        title, sub, _ = self.banner
        R = self.R["banner"]
        surface.blit(self._panel(R.size, fill=(24, 28, 30), alpha=238, edge=GOLD, width=3, radius=12), R)
        img = render(title, 30, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 16)))
        img = render(ellipsize(sub, 18, R.w - 20, True), 18, INK, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 62)))
