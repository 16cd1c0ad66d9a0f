"""The end of a game: the ranking with the game's own breakdown, Play again, Menu.

The frame (title, headline, a table of places and names with one column per stage and a total,
the buttons) is shared; what the rows, stages and totals mean comes from the game's ``Breakdown``
(named in its ``GameUI``; a plain ranking without one)."""
from __future__ import annotations

import pygame

from game.breakdown import RankingBreakdown
from game.i18n import tr
from game.names import default_names
from game.registry import ui_for
from game.saving import new_seed
from game.scene import Scene
from game.text import ellipsize as fit
from game.text import fit_size, font, real_size, render, text_width, wrap, wrap_fit
from game.widgets import (ACCENT, INK, MUTED, SELECT, Button, draw_background, draw_hint, draw_panel,
                          draw_title)
from rules.engine.session import Session


def breakdown_class(game_id: str) -> type:
    factory = ui_for(game_id).breakdown
    return factory() if factory is not None else RankingBreakdown



def _tail(s: str, size: int, width: int) -> str:
    """The longest end of ``s`` (whole words) that fits ``width`` after an ellipsis."""
    words = s.split()
    for k in range(len(words)):
        cand = "… " + " ".join(words[k:]) if k else s
        if text_width(cand, size) <= width:
            return cand
    return fit(words[-1], size, width) if words else s

class ResultsScene(Scene):
    """``session`` must be finished (``session.result()`` not None); otherwise only Menu is offered.
    ``board``: the table the game ended on (Board goes back to it). The middle shows the ranking with the
    game's columns, or (Chart) each player's score over the game."""

    TABLE = pygame.Rect(60, 138, 1160, 460)

    def __init__(self, app, session, board=None):
        super().__init__(app)
        self.session = session
        self.board = board
        self.showing_chart = False
        self._series = False            # computed on first use (the game's log replayed once)
        self.result = session.result()
        cfg = session.config
        n = len(self.result.scores) if self.result else cfg.get("players", 0)
        names = list(cfg.get("names") or [])
        fallback = default_names(list(cfg.get("seats") or ["human"] * n))
        self.names = [(names[i] if i < len(names) and names[i] else fallback[i]) for i in range(n)]
        self.order = []
        if self.result:
            self.order = sorted(range(n), key=lambda i: (self.result.places[i], i))
        cls = breakdown_class(session.game_id)
        self.breakdown = cls(self) if self.result else None
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
        return self.breakdown.notes() if self.breakdown else []

    def headline(self) -> str:
        if not self.result:
            return tr("results.not_over")
        return self.breakdown.headline()

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        y, h = 630, 56
        self.board_button = Button((60, y, 250, h), tr("results.board"), self.back_to_board, key=pygame.K_b,
                                   enabled=self.board is not None, size=20)
        self.menu_button = Button((340, y, 250, h), tr("results.menu"), self.to_menu, key=pygame.K_ESCAPE,
                                  size=22)
        label = tr("results.show_table") if self.showing_chart else tr("results.show_chart")
        self.chart_button = Button((620, y, 290, h), label, self.toggle_chart, key=pygame.K_c,
                                   enabled=self.chart_data() is not None, size=20)
        online = not getattr(self.session, "persistent", True)     # an online game: the server keeps it
        self.play_again_button = Button((940, y, 280, h), tr("online.tables" if online else "results.play_again"),
                                        self.play_again, key=pygame.K_RETURN,
                                        enabled=self.result is not None, size=22)
        # the review beside a replay of this game (game/review_view.py): its chart and biggest drops
        self.review_button = Button((1040, 16, 180, 40), tr("assist.review.open"), self.review, key=pygame.K_r,
                                    enabled=self.result is not None and getattr(self.session, "replayable", True)
                                    and bool(getattr(self.session, "actions", None)), size=18)
        self.buttons = [self.board_button, self.menu_button, self.chart_button, self.play_again_button,
                        self.review_button]

    def chart_data(self):
        """Each player's score over the game (None: the game keeps no score track)."""
        if self._series is False:
            from game.score_chart import series
            try:
                ok = self.result and getattr(self.session, "replayable", True)
                self._series = series(self.session) if ok else None
            except Exception as exc:  # noqa: BLE001 - a chart must never stop the results
                self.app.report(exc, "score chart")
                self._series = None
        return self._series

    def toggle_chart(self) -> None:
        self.showing_chart = not self.showing_chart and self.chart_data() is not None
        self.build()

    def back_to_board(self) -> None:
        """Back to the final board the game ended on (the results are one click away there)."""
        if self.board is not None and self.board in self.app.scenes:
            while self.app.top is not self.board:
                self.app.pop()

    def on_enter(self) -> None:
        self.build()

    def review(self) -> None:
        """The finished game replayed at the table from the first human's seat, its review beside it."""
        from rules.engine.replay import ReplaySession
        s = self.session
        replay = ReplaySession(s.game_id, s.config, s.seed, list(s.actions))
        replay.goto(replay.length)
        replay.meta["review"] = True
        seat = next((i for i, k in enumerate(s.config.get("seats") or []) if k == "human"), 0)
        if not getattr(s, "persistent", True):
            seat = s.seat                           # an online game: from this player's own seat
        self.app.push(self.app.make_scene("table", session=replay, view_seat=seat))

    def play_again(self) -> None:
        if not getattr(self.session, "persistent", True):
            self.app.replace_scene("menu")          # an online game: back to the Online screen
            self.app.push_scene("online")
            return
        session = Session(self.session.game_id, dict(self.session.config), new_seed())
        self.app.start_table(session)

    def to_menu(self) -> None:
        self.app.replace_scene("menu")

    def handle(self, event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return

    # ------------------------------------------------------------------ draw
    def columns(self, rounds: int) -> list[tuple[str, int, int]]:
        """(kind, x, width) across the table: place, name, one per stage (round, game), total."""
        T = self.TABLE
        x = T.left + 20
        cols = [("place", x, 80), ("name", x + 80, 300)]
        x += 380
        total_w = 190
        round_w = min(120 if rounds > 3 else 250, (T.right - 20 - total_w - x) // max(1, rounds))
        for r in range(rounds):
            cols.append((f"r{r}", x + r * round_w, round_w))
        cols.append(("total", T.right - 20 - total_w, total_w))
        return cols

    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("results.title"), tr(f"games.{self.session.game_id}.name"), y=14)
        head = render(("★ " if self.result else "") + self.headline(), 26, ACCENT if self.result else INK, bold=True)
        if head.get_width() > 1200:
            head = render(fit(("★ " if self.result else "") + self.headline(), 22, 1200, True), 22,
                          ACCENT if self.result else INK, bold=True)
        surface.blit(head, head.get_rect(midtop=(640, 104)))
        T = self.TABLE.copy()
        draw_panel(surface, T.move(0, 6), alpha=200)
        if self.result and self.showing_chart and self.chart_data() is not None:
            from game.score_chart import draw as draw_chart
            draw_chart(surface, T.move(0, 6).inflate(-20, -20), self.chart_data(), self.names,
                       self.session.game_id)
        elif self.result:
            self._draw_table(surface, T.move(0, 6))
        for b in self.buttons:
            b.draw(surface)
        online = not getattr(self.session, "persistent", True)
        draw_hint(surface, tr("online.results_keys" if online else "results.keys"), y=716)

    @staticmethod
    def _small_lines(small: str, width: int, room: int) -> tuple[int, list[str]]:
        """A cell's second line laid out: ``(size, lines)``, smaller if it must be, then on two lines
        when ``room`` (pixels under the big number) holds them (never below 13 px, cut only when even
        two lines cannot hold it)."""
        size = fit_size(small, 16, width, low=13) if text_width(small, 13) <= width else 13
        if text_width(small, size) <= width:
            return size, [small]
        step = real_size(13) + 2
        most = 2 if 2 * step <= room else 1
        narrow = wrap_fit(small, 13, width, most, hyphens=False)   # condensed before anything is cut
        if narrow is not None:
            return 13, narrow
        lines = wrap(small, 13, width)
        if len(lines) > most:          # keep the end, where the number is: "… caza −3" (the legend says
            lines = lines[:most - 1] + [_tail(small, 13, width)]      # what the column's numbers are)
        return 13, lines

    def _draw_stage_cell(self, surface, big: str, small: str, cx: int, rect: pygame.Rect) -> None:
        """The big number and its caption, centred together in the row (the caption on one or two
        lines, never past the row's frame)."""
        size, lines = self._small_lines(small, rect.width, rect.height - 26)
        block = 24 + len(lines) * (real_size(size) + 2) if small else 24
        top = rect.centery - block // 2
        img = render(big, 22, INK, bold=True)
        surface.blit(img, img.get_rect(midtop=(cx, top)))
        for i, ln in enumerate(lines if small else []):
            cap = render(ln, size, MUTED)
            surface.blit(cap, cap.get_rect(midtop=(cx, top + 24 + i * (real_size(size) + 2))))

    def _draw_table(self, surface, T: pygame.Rect) -> None:
        bd = self.breakdown
        stages = bd.stages()
        cols = self.columns(stages)
        rows = bd.rows()
        n = len(rows)
        row_h = min(58, (T.height - 130) // max(1, n))
        y = T.top + 14
        for kind, x, w in cols:
            if kind == "place":
                label = tr("results.place")
            elif kind == "name":
                label = tr(bd.column_key)
            elif kind == "total":
                label = tr(bd.total_key)
            else:
                label = bd.stage_label(int(kind[1:]), False)
                if font(18, True).size(label)[0] > w - 8:
                    label = bd.stage_label(int(kind[1:]), True)
            img = render(fit(label, 18, w - 8, True), 18, MUTED, bold=True)
            if kind in ("place", "name"):
                surface.blit(img, (x, y))
            else:
                surface.blit(img, img.get_rect(midtop=(x + w // 2, y)))
        y += 32
        pygame.draw.line(surface, (90, 98, 104), (T.left + 12, y - 4), (T.right - 12, y - 4), 1)
        for row in rows:
            rect = pygame.Rect(T.left + 10, y, T.width - 20, row_h - 6)
            win = row.winner
            if win:
                pygame.draw.rect(surface, SELECT, rect, border_radius=8)
                pygame.draw.rect(surface, ACCENT, rect, 2, border_radius=8)
            cy = rect.centery
            for kind, x, w in cols:
                if kind == "place":
                    img = render(tr("results.place_fmt", n=row.place), 24, INK, bold=True)
                    surface.blit(img, img.get_rect(midleft=(x + 4, cy)))
                elif kind == "name":
                    label = ("★ " if win else "") + row.name
                    img = render(fit(label, 22, w - 8, win), 22, ACCENT if win else INK, bold=win)
                    surface.blit(img, img.get_rect(midleft=(x, cy - (9 if win else 0))))
                    if win:
                        tag = render(tr("results.winner_tag"), 16, ACCENT)
                        surface.blit(tag, (x + 24, cy + 6))
                elif kind == "total":
                    img = render(row.total, 26, INK, bold=True)
                    surface.blit(img, img.get_rect(center=(x + w // 2, cy)))
                else:
                    big, small = bd.stage_cell(row, int(kind[1:]))
                    self._draw_stage_cell(surface, big, small, x + w // 2,
                                          pygame.Rect(x + 3, rect.top + 1, w - 6, rect.height - 2))
            y += row_h
        y += 8
        legend = bd.legend()
        if legend:
            surface.blit(render(legend, 18, MUTED), (T.left + 24, y))
            y += 28
        for note in self.notes():
            img = render(bd.note_prefix() + note, 18, INK)
            surface.blit(img, (T.left + 24, y))
            y += 26
