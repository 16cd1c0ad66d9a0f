"""Statistics: for each name people have played under, per game or in all, the games played and won,
the wins against each AI level, the average and best score, the recent form, a chart of the scores over
time, and the history of past games, each of which can be replayed at the table (Review).

Everything comes from the records database (``game.records``) in a few SQL queries when the player or the
game changes, never per frame, so the screen stays quick with thousands of games. Up/Down choose a past
game, Left/Right the player, Tab the game, Enter reviews the chosen game, Esc goes back."""
from __future__ import annotations

import pygame

from game import records
from game.i18n import tr
from game.scene import Scene
from game.dates import when_text
from game.text import ellipsize, render
from game.widgets import ACCENT, INK, MUTED, SELECT, WARN, Button, draw_background, draw_hint, draw_panel, draw_title

HISTORY_ROWS = 5


class StatisticsScene(Scene):
    SUMMARY = pygame.Rect(60, 160, 560, 240)
    CHART = pygame.Rect(640, 160, 580, 240)
    HISTORY = pygame.Rect(60, 412, 1160, HISTORY_ROWS * 42 + 12)

    def __init__(self, app):
        super().__init__(app)
        self.problem: str | None = None
        self.opened = None
        try:
            self.opened = records.open_default()
            self.problem = self.opened.problem
        except records.RecordsError as exc:
            self.problem = str(exc)
        self.names = (records.players(self.opened) or records.players(self.opened, humans=False)) if self.opened else []
        self.player_i = 0
        from game.registry import UIS
        self.games = [None] + list(UIS)
        self.game_i = 0
        self.selected = 0
        self.summary = None
        self.history: list = []
        self.back_button = Button((60, 650, 240, 46), tr("stats.back"), self.close, size=22)
        self.review_button = Button((980, 650, 240, 46), tr("stats.review"), self.review, size=22)
        self.player_button = Button((60, 112, 360, 38), "", lambda: self.step_player(1), size=20)
        self.game_button = Button((440, 112, 360, 38), "", self.step_game, size=20)
        self.refresh()

    # ------------------------------------------------------------------ model
    @property
    def player(self) -> str | None:
        return self.names[self.player_i] if self.names else None

    @property
    def game(self) -> str | None:
        return self.games[self.game_i]

    def refresh(self) -> None:
        """The queries, once per choice of player and game (not per frame)."""
        self.summary, self.history = None, []
        if self.opened is not None and self.player is not None:
            self.summary = records.summary(self.opened, self.player, self.game)
            self.history = records.history(self.opened, self.player, self.game, limit=HISTORY_ROWS * 4)
        self.selected = min(self.selected, max(0, len(self.history) - 1))
        game_name = tr(f"games.{self.game}.name") if self.game else tr("stats.all_games")
        self.player_button.label = "◂ " + (self.player or "—") + " ▸"
        self.game_button.label = game_name + " ▸"
        self.review_button.enabled = bool(self.history)

    def step_player(self, d: int) -> None:
        if self.names:
            self.player_i = (self.player_i + d) % len(self.names)
            self.selected = 0
            self.refresh()

    def step_game(self) -> None:
        self.game_i = (self.game_i + 1) % len(self.games)
        self.selected = 0
        self.refresh()

    def review(self) -> None:
        """The chosen past game at the table, replayed (forwards and back) from the player's seat."""
        if not self.history:
            return
        from rules.engine.replay import ReplaySession
        row = self.history[self.selected]
        save = records.saved_game(self.opened, row["id"])
        try:
            session = ReplaySession.from_save(save)
        except Exception as exc:  # noqa: BLE001 - a record that no longer replays: say so, keep the screen
            self.app.show_message(tr("stats.cannot_review", why=str(exc)[:80]), 5.0)
            return
        seat = next((i for i, s in enumerate(row["seats"]) if s["name"] == self.player), 0)
        session.meta["review"] = True           # beside the replay: the chart and the biggest drops
        self.app.push(self.app.make_scene("table", session=session, view_seat=seat))

    def close(self) -> None:
        if self.opened is not None:
            self.opened.conn.close()
            self.opened = None
        self.app.pop()

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        for b in (self.back_button, self.review_button, self.player_button, self.game_button):
            if b.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(min(HISTORY_ROWS, len(self.history))):
                if self.row_rect(i).collidepoint(event.pos):
                    self.selected = i
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k == pygame.K_ESCAPE:
            self.close()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_player(-1 if k == pygame.K_LEFT else 1)
        elif k == pygame.K_TAB:
            self.step_game()
        elif k in (pygame.K_UP, pygame.K_DOWN) and self.history:
            self.selected = max(0, min(min(HISTORY_ROWS, len(self.history)) - 1,
                                       self.selected + (-1 if k == pygame.K_UP else 1)))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.review()

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.HISTORY.left + 8, self.HISTORY.top + 6 + i * 42, self.HISTORY.width - 16, 38)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("stats.title"), tr("stats.subtitle"), y=18)
        self.player_button.draw(surface)
        self.game_button.draw(surface)
        if self.problem:
            img = render(ellipsize("⚠ " + self.problem, 16, 380), 16, WARN)
            surface.blit(img, (820, 120))
        if self.summary is None or not self.summary.games:
            draw_panel(surface, self.SUMMARY.union(self.CHART), alpha=200)
            msg = tr("stats.none") if self.player is None else tr("stats.no_games", name=self.player)
            img = render(msg, 20, MUTED)
            surface.blit(img, img.get_rect(center=self.SUMMARY.union(self.CHART).center))
        else:
            self._draw_summary(surface)
            self._draw_chart(surface)
        self._draw_history(surface)
        self.back_button.draw(surface)
        self.review_button.draw(surface)
        draw_hint(surface, tr("stats.keys"), y=712)

    def _draw_summary(self, surface) -> None:
        s = self.summary
        R = self.SUMMARY
        draw_panel(surface, R, alpha=200)
        x, y = R.left + 20, R.top + 14
        head = tr("stats.played_won", games=s.games, wins=s.wins, rate=round(100 * s.wins / s.games))
        surface.blit(render(ellipsize(head, 22, R.width - 40, True), 22, ACCENT, bold=True), (x, y))
        y += 38
        for kind in records.AI_KINDS:
            if kind in s.against:
                n, w = s.against[kind]
                line = tr("stats.against", level=tr(f"setup.kind.{kind}"), wins=w, games=n)
                surface.blit(render(ellipsize(line, 18, R.width - 40), 18, INK), (x, y))
                y += 26
        fmt = (lambda v: f"{v:.1f}".rstrip("0").rstrip(".")) if s.average is not None else (lambda v: "—")
        line = tr("stats.average_best", average=fmt(s.average), best=fmt(s.best) if s.best is not None else "—")
        surface.blit(render(ellipsize(line, 18, R.width - 40), 18, INK), (x, y + 6))
        y += 40
        surface.blit(render(ellipsize(tr("stats.form"), 18, R.width - 40), 18, MUTED), (x, y))
        fx, y = x, y + 28
        for ch in s.form:
            won = ch == "W"
            box = pygame.Rect(fx, y, 26, 26)
            pygame.draw.rect(surface, (60, 120, 70) if won else (110, 60, 60), box, border_radius=5)
            mark = render(tr("stats.form_won" if won else "stats.form_lost"), 16, INK, bold=True)
            surface.blit(mark, mark.get_rect(center=box.center))
            fx += 30

    def _draw_chart(self, surface) -> None:
        from game.score_chart import draw as draw_chart
        draw_panel(surface, self.CHART, alpha=200)
        pts = [int(v) if float(v).is_integer() else v for _, v in self.summary.scores]
        if len(pts) < 2:
            img = render(tr("stats.chart_later"), 18, MUTED)
            surface.blit(img, img.get_rect(center=self.CHART.center))
            return
        draw_chart(surface, self.CHART.inflate(-8, -8), ("game", list(range(1, len(pts) + 1)), [pts]),
                   [self.player], self.game or "")

    def _draw_history(self, surface) -> None:
        draw_panel(surface, self.HISTORY, alpha=200)
        if not self.history:
            return
        for i, row in enumerate(self.history[:HISTORY_ROWS]):
            r = self.row_rect(i)
            if i == self.selected:
                pygame.draw.rect(surface, SELECT, r, border_radius=6)
                pygame.draw.rect(surface, ACCENT, r, 2, border_radius=6)
            me = next((s for s in row["seats"] if s["name"] == self.player), row["seats"][0])
            place = tr("results.place_fmt", n=me["place"])
            score = "—" if me["score"] is None else f"{me['score']:g}"
            others = " · ".join(f"{s['name']} ({tr('setup.kind.' + s['kind'])})" for s in row["seats"]
                                if s is not me)
            left = f"{when_text(row['finished'])}   {tr('games.' + row['game'] + '.name')}"
            surface.blit(render(ellipsize(left, 18, 360), 18, INK), (r.left + 10, r.top + 8))
            surface.blit(render(f"{place}  {score}", 18, ACCENT if me["place"] == 1 else INK, bold=True),
                         (r.left + 380, r.top + 8))
            if row.get("assisted"):                 # hints were asked in that game (game/hints.py)
                surface.blit(render(ellipsize("✦ " + tr("assist.assisted"), 13, 60), 13, MUTED), (r.left + 456, r.top + 12))
            surface.blit(render(ellipsize(tr("stats.against_whom", who=others), 16, r.width - 530), 16, MUTED),
                         (r.left + 520, r.top + 10))
