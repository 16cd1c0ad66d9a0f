"""The score of every forest, card by card ("Goshawk: 3 × 4 birds = 12"): an overlay opened from the
table (the Scores button, S) and shown at the end of the game before the results — what players
otherwise count with a separate scoring app.

``board``: ``{"names": [...], "entries": [per seat: the rules' breakdown entries], "seat": the viewer,
"winners": [...]}`` (entries as ``rules.forest_shuffle.query.score_breakdown`` gives them).
"""
from __future__ import annotations

import pygame

from game.forest_shuffle import art
from game.forest_shuffle import words as W
from game.forest_shuffle.log_text import tree_no
from game.i18n import tr, tr_n
from game.scene import Scene
from game.text import fit_size, render, text_width
from game.widgets import ACCENT, INK, MUTED, Button, dim, draw_panel

T = "forest_shuffle.table."
PANEL = pygame.Rect(30, 24, 1220, 672)
ROW_H = 22
COLS = 2


class ScoresOverlay(Scene):
    """One forest at a time (tabs, ←/→), its totals by place, then every card and why it scores."""

    overlay = True

    def __init__(self, app, board: dict, final: bool = False, on_close=None):
        super().__init__(app)
        self.board = board
        self.final = final
        self.on_close = on_close
        self.names = list(board.get("names") or [])
        self.entries = [list(e) for e in board.get("entries") or []]
        seat = board.get("seat") or 0
        self.shown = seat if 0 <= seat < len(self.entries) else 0
        self.scroll = 0
        self.closed = False
        label = tr(T + ("btn.results" if final else "btn.close"))
        self.close_button = Button((PANEL.centerx - 110, PANEL.bottom - 52, 220, 42), label, self.close, size=18)

    # ------------------------------------------------------------------ model
    def totals(self) -> list[int]:
        return [sum(e.get("points", 0) for e in ents) for ents in self.entries]

    def tab_rects(self) -> list[pygame.Rect]:
        n = max(1, len(self.entries))
        w = min(230, (PANEL.w - 40 - (n - 1) * 6) // n)
        x0 = PANEL.left + 20
        return [pygame.Rect(x0 + i * (w + 6), PANEL.top + 56, w, 40) for i in range(n)]

    def list_rect(self) -> pygame.Rect:
        return pygame.Rect(PANEL.left + 20, PANEL.top + 160, PANEL.w - 40, PANEL.h - 160 - 64)

    def rows(self) -> list[dict]:
        return self.entries[self.shown] if self.entries else []

    def per_column(self) -> int:
        return max(1, self.list_rect().h // ROW_H)

    def max_scroll(self) -> int:
        return max(0, len(self.rows()) - self.per_column() * COLS)

    # ------------------------------------------------------------------ input
    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.app.top is self:
            self.app.pop()
        if self.on_close:
            self.on_close()

    def show(self, seat: int) -> None:
        if 0 <= seat < len(self.entries):
            self.shown = seat
            self.scroll = 0

    def handle(self, event) -> None:
        if self.close_button.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.tab_rects()):
                if r.collidepoint(event.pos):
                    self.show(i)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - 3 * event.y))
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_s):
                self.close()
            elif event.key in (pygame.K_RIGHT, pygame.K_TAB):
                self.show((self.shown + 1) % max(1, len(self.entries)))
            elif event.key == pygame.K_LEFT:
                self.show((self.shown - 1) % max(1, len(self.entries)))
            elif event.key == pygame.K_DOWN:
                self.scroll = min(self.max_scroll(), self.scroll + 1)
            elif event.key == pygame.K_UP:
                self.scroll = max(0, self.scroll - 1)

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        dim(surface, 170)
        draw_panel(surface, PANEL, alpha=246)
        title = tr(T + ("scores_final" if self.final else "scores_title"))
        img = render(title, 24, ACCENT, True)
        surface.blit(img, img.get_rect(midtop=(PANEL.centerx, PANEL.top + 14)))
        totals = self.totals()
        winners = set(self.board.get("winners") or [])
        for i, r in enumerate(self.tab_rects()):
            on = i == self.shown
            pygame.draw.rect(surface, (58, 76, 64) if on else (38, 44, 42), r, border_radius=8)
            pygame.draw.rect(surface, ACCENT if on else (90, 98, 104), r, 2 if on else 1, border_radius=8)
            name = ("★ " if i in winners else "") + (self.names[i] if i < len(self.names) else f"P{i + 1}")
            pts = tr_n(T + "points_short", totals[i])
            pw = text_width(pts, 16, True)
            size = fit_size(name, 16, r.w - 24 - pw, True)
            surface.blit(render(name, size, INK, True), (r.left + 10, r.centery - 10))
            p = render(pts, 16, ACCENT, True)
            surface.blit(p, p.get_rect(midright=(r.right - 10, r.centery)))
        self._draw_categories(surface)
        self._draw_rows(surface)
        self.close_button.draw(surface)
        hint = tr(T + "scores_keys")
        h = render(hint, 13, MUTED)
        surface.blit(h, h.get_rect(midbottom=(PANEL.centerx, PANEL.bottom - 56)))

    def _draw_categories(self, surface) -> None:
        sums = W.category_totals(self.rows())
        y = PANEL.top + 108
        x = PANEL.left + 24
        parts = []
        for cat in W.CATEGORIES:
            parts.append(tr(T + "cat_line", cat=W.category_name(cat), points=sums["points"][cat],
                            cards=W.n_cards(sums["cards"][cat])))
        text = "   ·   ".join(parts)
        size = fit_size(text, 15, PANEL.w - 48)
        surface.blit(render(text, size, INK), (x, y))
        pygame.draw.line(surface, (90, 98, 104), (PANEL.left + 16, y + 30), (PANEL.right - 16, y + 30), 1)

    def _draw_rows(self, surface) -> None:
        R = self.list_rect()
        rows = self.rows()
        per = self.per_column()
        col_w = (R.w - (COLS - 1) * 16) // COLS
        # reading order down the first column, then the second; the wheel moves it by entries
        shown = rows[self.scroll:][: per * COLS]
        for k, e in enumerate(shown):
            c, r = divmod(k, per)
            x = R.left + c * (col_w + 16)
            y = R.top + r * ROW_H
            self._row(surface, pygame.Rect(x, y, col_w, ROW_H - 2), e)
        if self.max_scroll():
            more = len(rows) - self.scroll - len(shown)
            if more > 0 or self.scroll:
                txt = tr(T + "scores_more", shown=len(shown), total=len(rows))
                img = render(txt, 13, MUTED)
                surface.blit(img, img.get_rect(topright=(R.right, R.top - 18)))

    def _row(self, surface, r: pygame.Rect, e: dict) -> None:
        sp = e.get("species", "")
        indent = 0 if e.get("side") in ("tree", None) else 18
        if e.get("side") == "tree":
            pygame.draw.rect(surface, (40, 52, 46), r, border_radius=4)
        x = r.left + 4 + indent
        if sp not in ("sapling", "cave"):
            pic = art.species_picture(sp, 18)
            if pic is not None:
                surface.blit(pic, (x, r.top + 1))
        x += 22
        where = ""
        if e.get("tree") is not None:
            where = tr(T + "entry_where", tree=tree_no(e["tree"]), side=art.ARROWS.get(e.get("side"), ""))
        label = (where + " " if where else "") + W.entry_line(e)
        pts = str(e.get("points", 0))
        pw = text_width(pts, 14, True) + 8
        width = r.right - pw - x
        size = fit_size(label, 14, width, False) if text_width(label, 12) <= width else 12
        if text_width(label, size) > width:
            label = _shorter(label, size, width)
        surface.blit(render(label, size, INK if e.get("points", 0) else MUTED), (x, r.top + 2))
        img = render(pts, 14, ACCENT if e.get("points", 0) else MUTED, True)
        surface.blit(img, img.get_rect(topright=(r.right - 4, r.top + 2)))


def _shorter(label: str, size: int, width: int) -> str:
    from game.text import ellipsize
    return ellipsize(label, size, width)
