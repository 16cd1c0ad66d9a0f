"""The end of a game: ranking with every round's award and hunt score, Play again, Menu."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.names import default_names
from game.scene import Scene
from game.text import font, render
from game.widgets import (ACCENT, INK, MUTED, SELECT, Button, draw_background, draw_hint, draw_panel,
                          draw_title)


def signed(v) -> str:
    """+2, 0, −1 (a real minus sign)."""
    if isinstance(v, (int, float)) and v > 0:
        return f"+{v}"
    if isinstance(v, (int, float)) and v < 0:
        return f"−{abs(v)}"
    return str(v)


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


class ResultsScene(Scene):
    """``session`` must be finished (``session.result()`` not None); otherwise only Menu is offered."""

    TABLE = pygame.Rect(60, 138, 1160, 460)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.result = session.result()
        cfg = session.config
        n = len(self.result.scores) if self.result else cfg.get("players", 0)
        names = list(cfg.get("names") or [])
        fallback = default_names(list(cfg.get("seats") or ["human"] * n))
        self.names = [(names[i] if i < len(names) and names[i] else fallback[i]) for i in range(n)]
        self.order = []
        if self.result:
            self.order = sorted(range(n), key=lambda i: (self.result.places[i], i))
        self.build()

    # ------------------------------------------------------------------ model
    @property
    def winners(self) -> list[int]:
        return self.result.winners if self.result else []

    def tied_on_points(self) -> set[int]:
        """Seats whose total equals another seat's total (their order came from the tie-break or is shared)."""
        if not self.result:
            return set()
        s = self.result.scores
        return {i for i in range(len(s)) if any(j != i and s[j] == s[i] for j in range(len(s)))}

    def notes(self) -> list[str]:
        out = []
        if not self.result:
            return out
        tied = self.tied_on_points()
        places = self.result.places
        broken = any(places[i] != places[j] for i in tied for j in tied
                     if self.result.scores[i] == self.result.scores[j])
        shared = any(places[i] == places[j] for i in tied for j in tied
                     if i != j and self.result.scores[i] == self.result.scores[j])
        if broken:
            out.append(tr("results.tiebreak_note"))
        if shared:
            out.append(tr("results.shared_note"))
        return out

    def headline(self) -> str:
        if not self.result:
            return tr("results.not_over")
        w = self.winners
        pts = self.result.scores[w[0]]
        if len(w) == 1:
            return tr("results.winner", name=self.names[w[0]], points=pts)
        return tr("results.winners", names=" & ".join(self.names[i] for i in w), points=pts)

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        self.play_again_button = Button((700, 630, 260, 56), tr("results.play_again"), self.play_again,
                                        key=pygame.K_RETURN, enabled=self.result is not None, size=22)
        self.menu_button = Button((320, 630, 260, 56), tr("results.menu"), self.to_menu, key=pygame.K_ESCAPE,
                                  size=22)
        self.buttons = [self.menu_button, self.play_again_button]

    def on_enter(self) -> None:
        self.build()

    def play_again(self) -> None:
        from game import tables
        from game.scenes.menu import MenuScene
        from game.scenes.setup import new_seed
        from rules.engine.session import Session
        session = Session(self.session.game_id, dict(self.session.config), new_seed())
        table = tables.open_table(self.app, session)
        self.app.replace(MenuScene(self.app))
        self.app.push(table)

    def to_menu(self) -> None:
        from game.scenes.menu import MenuScene
        self.app.replace(MenuScene(self.app))

    def handle(self, event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return

    # ------------------------------------------------------------------ draw
    def columns(self, rounds: int) -> list[tuple[str, int, int]]:
        """(kind, x, width) across the table: place, name, one per round, total."""
        T = self.TABLE
        x = T.left + 20
        cols = [("place", x, 80), ("name", x + 80, 300)]
        x += 380
        total_w = 190
        round_w = min(120, (T.right - 20 - total_w - x) // max(1, rounds))
        for r in range(rounds):
            cols.append((f"r{r}", x + r * round_w, round_w))
        cols.append(("total", T.right - 20 - total_w, total_w))
        return cols

    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("results.title"), tr(f"games.{self.session.game_id}.name"), y=14)
        head = render(("★ " if self.result else "") + self.headline(), 26, ACCENT if self.result else INK, bold=True)
        surface.blit(head, head.get_rect(midtop=(640, 104)))
        T = self.TABLE.copy()
        draw_panel(surface, T.move(0, 6), alpha=200)
        if self.result:
            self._draw_table(surface, T.move(0, 6))
        for b in self.buttons:
            b.draw(surface)
        draw_hint(surface, tr("results.keys"), y=716)

    def _draw_table(self, surface, T: pygame.Rect) -> None:
        res = self.result
        rounds = len(res.breakdown)
        cols = self.columns(rounds)
        n = len(self.order)
        row_h = min(58, (T.height - 130) // max(1, n))
        y = T.top + 14
        for kind, x, w in cols:
            if kind == "place":
                label = tr("results.place")
            elif kind == "name":
                label = tr("results.player")
            elif kind == "total":
                label = tr("results.points")
            else:
                label = tr("results.round", n=int(kind[1:]) + 1)
                if font(18, True).size(label)[0] > w - 8:
                    label = tr("results.round_short", n=int(kind[1:]) + 1)
            img = render(fit(label, 18, w - 8, True), 18, MUTED, bold=True)
            if kind in ("place", "name"):
                surface.blit(img, (x, y))
            else:
                surface.blit(img, img.get_rect(midtop=(x + w // 2, y)))
        y += 32
        pygame.draw.line(surface, (90, 98, 104), (T.left + 12, y - 4), (T.right - 12, y - 4), 1)
        tied = self.tied_on_points()
        for seat in self.order:
            rect = pygame.Rect(T.left + 10, y, T.width - 20, row_h - 6)
            win = seat in self.winners
            if win:
                pygame.draw.rect(surface, SELECT, rect, border_radius=8)
                pygame.draw.rect(surface, ACCENT, rect, 2, border_radius=8)
            cy = rect.centery
            for kind, x, w in cols:
                if kind == "place":
                    img = render(tr("results.place_fmt", n=res.places[seat]), 24, INK, bold=True)
                    surface.blit(img, img.get_rect(midleft=(x + 4, cy)))
                elif kind == "name":
                    label = ("★ " if win else "") + self.names[seat]
                    img = render(fit(label, 22, w - 8, win), 22, ACCENT if win else INK, bold=win)
                    surface.blit(img, img.get_rect(midleft=(x, cy - (9 if win else 0))))
                    if win:
                        tag = render(tr("results.winner_tag"), 16, ACCENT)
                        surface.blit(tag, (x + (24 if win else 0), cy + 6))
                elif kind == "total":
                    score = res.scores[seat]
                    txt = (f"−{abs(score)}" if score < 0 else str(score)) + (" *" if seat in tied else "")
                    img = render(txt, 26, INK, bold=True)
                    surface.blit(img, img.get_rect(center=(x + w // 2, cy)))
                else:
                    r = int(kind[1:])
                    b = res.breakdown[r]
                    award = render(signed(b["awards"][seat]), 22, INK, bold=True)
                    surface.blit(award, award.get_rect(midbottom=(x + w // 2, cy + 4)))
                    hunt = render(tr("results.hunt_short", v=signed(b["hunt_scores"][seat])), 16, MUTED)
                    surface.blit(hunt, hunt.get_rect(midtop=(x + w // 2, cy + 4)))
            y += row_h
        y += 8
        legend = render(tr("results.legend"), 18, MUTED)
        surface.blit(legend, (T.left + 24, y))
        y += 28
        for note in self.notes():
            img = render("* " + note, 18, INK)
            surface.blit(img, (T.left + 24, y))
            y += 26
