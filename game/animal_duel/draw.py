"""Animal Duel's table drawn: the board and its cards, the hands (the viewer's, the rivals' along the top
edge, the partner's open hand), the clash animations and the slides. The side panels, piles, prompt,
zoom and banner are in :mod:`game.animal_duel.panels`.

:class:`DuelDrawing` is the drawing half of :class:`game.animal_duel.table.AnimalDuelTable`: it reads
the table's view, its selection, hover and keyboard focus, its animations and the geometry
(``cell_rect``, the hand and pile layouts), and records what the last frame showed (``preview_shown``,
``drawn_hand``, ``zoom_drawn``, ``board_marks``, ``drawn`` rectangles) for tests and for the slides. It
decides nothing about the game.
"""
from __future__ import annotations

import math

import pygame


from game.animal_duel.geometry import BACK_MINI, HAND, HAND_LABEL_W, NORTH_LABEL_W
from game.animal_duel.panels import GREEN, RED, DuelPanels, fitted
from game.i18n import tr, tr_n
from game.table.paint import GOLD, panel
from game.text import render
from game.widgets import INK, MUTED
from rules.animal_duel.state import UNKNOWN

FELT = (30, 82, 64)
FELT_DARK = (22, 62, 48)
BG = (18, 24, 28)
HILITE = (200, 170, 80)      # a cell that may be clicked
CELL = (26, 70, 56)
CELL_EDGE = (54, 104, 86)
COORD = (176, 200, 184)
# the two sides: the viewer's team (south) and the other (north); a frame colour plus the corner of
# the habitat tag and the side of the board tell them apart
SOUTH_COL = (96, 168, 236)
NORTH_COL = (236, 120, 96)


class DuelDrawing(DuelPanels):
    """The drawing half of the Animal Duel table (a mixin of :class:`AnimalDuelTable`)."""

    # ------------------------------------------------------------------ drawing helpers
    def _dim(self, size, alpha=110) -> pygame.Surface:
        return panel(size, fill=(0, 0, 0), alpha=alpha, width=0, radius=7)

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
        """The empty grid with its coordinates, cached per board size and side."""
        key = ("board", self.size, self.my_team)
        surf = self._panels.get(key)
        if surf is None:
            B = self.R["board"]
            surf = pygame.Surface((B.w + 40, B.h + 40), pygame.SRCALPHA)
            ox, oy = B.left - 20, B.top - 20
            n = self.size
            cs = self.cell_px()
            first = self.board_geom().cell_rect_at(0, 0).move(-ox, -oy)
            grid = pygame.Rect(first.left, first.top, cs * n, cs * n)
            pygame.draw.rect(surf, (16, 44, 36), grid.inflate(8, 8), border_radius=8)
            pygame.draw.rect(surf, (88, 74, 48), grid.inflate(8, 8), 3, border_radius=8)
            for r in range(n):
                for c in range(n):
                    cell = self.board_geom().cell_rect_at(r, c).move(-ox, -oy).inflate(-4, -4)
                    pygame.draw.rect(surf, CELL, cell, border_radius=6)
                    pygame.draw.rect(surf, CELL_EDGE, cell, 1, border_radius=6)
            # coordinates, as the viewer sees them (the log names cells this way)
            for i in range(n):
                img = render("ABCDE"[i], 12, COORD, True)
                surf.blit(img, img.get_rect(center=(grid.left + cs * i + cs // 2, grid.top - 11)))
                img = render(str(i + 1), 12, COORD, True)
                surf.blit(img, img.get_rect(center=(grid.left - 11, grid.top + cs * i + cs // 2)))
            self._panels[key] = surf
        return surf

    def _turned(self, team: int) -> bool:
        return team != self.my_team

    def tile(self, card: int, team: int, inner: int) -> pygame.Surface:
        """The board face of ``card`` played by ``team`` (turned when it sits across the table)."""
        return self.art.face(card, (inner, inner), self._turned(team))

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        self.drawn = {}
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
        self.draw_log(surface)
        self.draw_chrome(surface)
        self._draw_zoom(surface, v)
        self._draw_anims(surface)
        self.slides.draw(surface)
        if self.banner is not None:
            self._draw_banner(surface)

    # -- board
    def inner_px(self) -> int:
        return self.cell_px() - 8

    def _draw_board(self, surface, v) -> None:
        n = v.size
        hl = self.highlighted_cells()
        inner = self.inner_px()
        self.preview_shown = None
        self.board_marks = {}
        self.board_discs = {}
        placed_cell = next((a["cell"] for a in self.anims if a["kind"] == "place"), None)
        badge = 12 if inner < 90 else 13
        for cell in range(n * n):
            r = self.cell_rect(cell)
            stack = v.board[cell]
            if cell in hl and not stack:
                pygame.draw.rect(surface, (60, 96, 60), r.inflate(-2, -2), border_radius=7)
            if not stack:
                continue
            if self.slides.moving(("cell", cell)):
                stack = stack[:-1]              # the top card is still sliding in
                if not stack:
                    continue
            card_rect = pygame.Rect(0, 0, inner, inner)
            card_rect.center = r.center
            if len(stack) > 1:
                # the covered card peeks out: its edge shows behind the top one
                under = stack[-2]
                edge_r = card_rect.move(-4, -4)
                surface.blit(self.tile(under[0], under[1], inner), edge_r)
                surface.blit(self._dim((inner, inner), 130), edge_r)
                card_rect = card_rect.move(2, 2)
            card, team, asleep = stack[-1]
            col = SOUTH_COL if team == self.my_team else NORTH_COL
            pygame.draw.rect(surface, col, card_rect.inflate(6, 6), 3, border_radius=9)
            surface.blit(self.tile(card, team, inner), card_rect)
            self.drawn[("cell", cell)] = card_rect
            self.drawn[("board_card", card)] = card_rect
            self.board_discs[cell] = {e: v for e, (_, _, v) in self.art.discs(card, (inner, inner),
                                                                             self._turned(team)).items()}
            marks = self.board_marks[cell] = set()
            # the marks go in the corners the tile leaves free (the habitat's tag and picture take two)
            turned = self._turned(team)
            if asleep:
                marks.add("asleep")
                surface.blit(self._dim((inner, inner), 120), card_rect)
                pos, anchor = ((card_rect.left + 1, card_rect.top + 1), "topleft") if turned else \
                    ((card_rect.right - 1, card_rect.bottom - 1), "bottomright")
                self._badge(surface, tr("animal_duel.mark.asleep"), pos, (70, 90, 170), anchor, size=badge)
            if len(stack) > 1:
                marks.add(f"stack{len(stack)}")
                pos, anchor = ((card_rect.right - 1, card_rect.top + 1), "topright") if turned else \
                    ((card_rect.left + 1, card_rect.bottom - 1), "bottomleft")
                self._badge(surface, f"×{len(stack)}", pos, (150, 60, 40), anchor, size=badge)
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
        box = img.get_rect().inflate(6, 2)
        setattr(box, anchor, pos)
        pygame.draw.rect(surface, bg, box, border_radius=6)
        pygame.draw.rect(surface, (255, 255, 255), box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_preview(self, surface, v, card: int, cell: int) -> None:
        res = self.preview(card, cell)
        self.preview_shown = (card, cell, res)
        inner = self.inner_px()
        r = self.cell_rect(cell)
        ghost = self.tile(card, self.my_team, inner).copy()
        ghost.set_alpha(190)
        gr = ghost.get_rect(center=r.center)
        if v.board[cell]:
            gr = gr.move(2, 2)
        surface.blit(ghost, gr)
        pygame.draw.rect(surface, GOLD, gr.inflate(6, 6), 3, border_radius=9)
        marks = [self._clash_marker(surface, cell, nc, mine, theirs, v.turn & 1) for (nc, mine, theirs) in res["clashes"]]
        # a tag on the cell: the total
        parts = []
        if res["damage_to_opponent"]:
            parts.append(tr("animal_duel.preview.them", amount=res["damage_to_opponent"]))
        if res["damage_to_self"]:
            parts.append(tr("animal_duel.preview.you", amount=res["damage_to_self"]))
        if res.get("heal"):
            parts.append(tr("animal_duel.preview.heal", amount=res["heal"]))
        text, size = fitted(" · ".join(parts) if parts else tr("animal_duel.preview.none"), 13,
                            self.R["board"].w - 20, True)
        img = render(text, size, (255, 255, 255), True)
        # above the cell (as the damage will float up once placed), else below it: clear of the ghost's
        # numbers and of the clash markers
        area = self.R["board"].inflate(0, 36)
        box = None
        for anchor, pos in (("midbottom", (r.centerx, r.top + 6)), ("midtop", (r.centerx, r.bottom - 6)),
                            ("center", r.center)):
            box = img.get_rect(**{anchor: pos}).inflate(10, 4)
            box.clamp_ip(area)
            if box.collidelist(marks) < 0:
                break
        surface.blit(panel(box.size, fill=(20, 24, 28), alpha=235, edge=GOLD, width=1, radius=6), box)
        surface.blit(img, img.get_rect(center=box.center))

    def _clash_marker(self, surface, cell, nc, mine, theirs, placer_team: int, dmg_text: str | None = None,
                      grow: float = 1.0) -> pygame.Rect:
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
        cs = self.cell_px()
        if frm is not None:
            dx, dy = to[0] - frm[0], to[1] - frm[1]
            ln = math.hypot(dx, dy) or 1
            ux, uy = dx / ln, dy / ln
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
        off = cs * 0.18
        if ax == bx:
            box.move_ip(int(off) + box.w // 2, 0)
        else:
            box.move_ip(0, -int(off) - box.h // 2)
        pygame.draw.rect(surface, (20, 24, 28), box, border_radius=6)
        pygame.draw.rect(surface, col, box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))
        return box

    def _draw_anims(self, surface) -> None:
        for a in self.anims:
            if a["time"] < a.get("delay", 0.0):
                continue
            t = (a["time"] - a.get("delay", 0.0)) / max(0.01, a["dur"])
            if a["kind"] == "mark":
                pulse = 0.5 + 0.5 * math.sin(a["time"] * 10)
                col = tuple(int(200 + 55 * pulse) for _ in range(3))
                for cell in a["cells"]:
                    pygame.draw.rect(surface, col, self.cell_rect(cell).inflate(2, 2), 4, border_radius=9)
                continue
            grow = min(1.0, 0.25 + (a["time"] - a.get("delay", 0.0)) * 4)
            for (nc, mine, theirs) in a["clashes"]:
                text = "=" if mine == theirs else f"{mine}:{theirs} → −{abs(mine - theirs)}"
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
                label, size = fitted(text, 16, 260, True)
                img = render(label, size, col, True)
                box = img.get_rect(midbottom=(r.centerx, y)).inflate(10, 4)
                box.clamp_ip(self.R["board"].inflate(40, 60))
                surface.blit(panel(box.size, fill=(16, 20, 24), alpha=230, edge=col, width=1, radius=6), box)
                surface.blit(img, img.get_rect(center=box.center))
                y = box.top - 2

    # -- hands
    def _draw_north_hands(self, surface, v) -> None:
        cur = self.current()
        for p, area, cards in self._north_layout():
            is_cur = p == cur and v.phase != "over"
            name, size = fitted(("▶ " if is_cur else "") + self.player_name(p), 15, NORTH_LABEL_W - 10, True)
            surface.blit(render(name, size, GOLD if is_cur else INK, True), (area.left + 6, area.top + 5))
            info = tr(f"animal_duel.kind.{self.kinds[p]}") + " · " + tr_n("animal_duel.info.cards", len(cards))
            info, size = fitted(info, 12, NORTH_LABEL_W - 10)
            surface.blit(render(info, size, MUTED), (area.left + 6, area.top + 27))
            self.drawn[("north", p)] = pygame.Rect(area.left + NORTH_LABEL_W, area.top + 7, *BACK_MINI)
            for c, r in cards:
                if self.slides.moving(("card", c)):
                    continue
                if c == UNKNOWN:
                    surface.blit(self.art.back(BACK_MINI), r)
                else:
                    # a card this side knows about (given or taken): its picture shows
                    surface.blit(self.art.mini(c, BACK_MINI), r)
                    pygame.draw.rect(surface, GOLD, r.inflate(2, 2), 1, border_radius=5)

    def _draw_hand(self, surface, v) -> None:
        R = self.R["hand"]
        fu = self.face_up()
        mine = self.my_turn()
        layout = self._hand_layout()
        self.drawn_hand = (self.seat, tuple(c for c, _, _ in layout), fu)
        x, y = R.left + 6, R.top + 14
        name, size = fitted(self.player_name(self.seat), 16, HAND_LABEL_W - 12, True)
        surface.blit(render(name, size, GOLD if mine else INK, True), (x, y))
        y += 22
        if self.humans:
            surface.blit(render(f"({tr('animal_duel.you')})", 13, GOLD if mine else MUTED), (x, y))
            y += 18
        info, size = fitted(tr("animal_duel.info.hand", count=len(layout), size=v.hand_size[self.my_team]), 13,
                            HAND_LABEL_W - 12)
        surface.blit(render(info, size, MUTED), (x, y))
        for c, r, _ in layout:
            self.drawn[("hand", c)] = r
        if not fu:
            back = self.art.back(HAND)
            for c, r, _ in layout:
                surface.blit(back, (r.x, R.bottom - r.h - 2))
            key = "animal_duel.prompt.hidden" if self.humans else "animal_duel.prompt.spectator"
            text, size = fitted(tr(key), 16, R.w - HAND_LABEL_W - 30, True)
            img = render(text, size, INK, True)
            cx = (layout[0][1].left + layout[-1][1].right) // 2 if layout else R.centerx
            box = img.get_rect(center=(cx, R.centery + 8)).inflate(20, 10)
            box.clamp_ip(R.union(self.R["partner_hand"]))
            surface.blit(panel(box.size, alpha=230), box)
            surface.blit(img, img.get_rect(center=box.center))
            return
        focused = self.focused_card()
        for c, r, ok in layout:
            if self.slides.moving(("card", c)):
                continue
            if c == UNKNOWN:
                surface.blit(self.art.back(HAND), r)
                continue
            if c == self.selected:
                pygame.draw.rect(surface, (255, 240, 170), r.inflate(10, 10), 4, border_radius=11)
            elif mine and ok:
                hot = c == self.hover_card or c == focused
                pygame.draw.rect(surface, (255, 240, 170) if hot else GOLD, r.inflate(6, 6), 3, border_radius=9)
            surface.blit(self.art.face(c, HAND), r)
            if mine and not ok:
                surface.blit(self._dim(r.size, 90), r)

    def _draw_partner(self, surface, v) -> None:
        p = self._partner()
        if p is None:
            return
        R = self.R["partner_hand"]
        surface.blit(panel(R.size, alpha=200), R)
        is_cur = p == self.current()
        title, size = fitted(tr("animal_duel.info.partner", name=self.player_name(p)), 13, R.w - 12, True)
        surface.blit(render(title, size, GOLD if is_cur else MUTED, True), (R.left + 6, R.top + 4))
        self.drawn[("north", p)] = pygame.Rect(R.left + 6, R.top + 24, *BACK_MINI)
        targets = self._partner_targets()
        if not targets:
            text = tr_n("animal_duel.info.partner_hidden", len(v.hands[p]))
            surface.blit(render(fitted(text, 13, R.w - 12)[0], 13, MUTED), (R.left + 6, R.top + 30))
            return
        for c, r in targets:
            if c == UNKNOWN:
                continue
            pic = self.art.picture(c, 18)
            if pic is not None:
                surface.blit(pic, pic.get_rect(midleft=(r.left + 6, r.centery)))
            tail = self.art.strength_text(c) if self.art.is_animal(c) else f"({self.deck.cards[c].type})"
            timg = render(tail, 12, MUTED, True)
            surface.blit(timg, timg.get_rect(midright=(r.right - 6, r.centery)))
            room = r.w - 34 - timg.get_width() - 8
            name, size = fitted(self.art.name(c), 13, room)
            img = render(name, size, INK)
            surface.blit(img, img.get_rect(midleft=(r.left + 28, r.centery)))
            if c == self.hover_other:
                pygame.draw.rect(surface, GOLD, r, 1, border_radius=4)
