"""The review beside a replayed finished game: each player's estimated chance to win after each decision
(a chart) and the three decisions where the reviewed player's chance fell most, each with what the AI
would have done and why; a click on one goes to that decision in the replay.

The numbers come from ``rules.engine.review.review`` (from the reviewed seat's view and each mover's own,
never a hidden card), computed on a thread (its process pool does the work) with a progress bar, so the
window never freezes. The panel lies over the log (× hides it, the Review button brings it back).
``draw_chances`` draws the chart; the command line uses it for its PNG."""
from __future__ import annotations

import threading

import pygame

from game.hints import action_words, percent, points_text
from game.i18n import tr
from game.palette import seat_colour
from game.score_chart import MARKS
from game.table.paint import GOLD, panel
from game.text import ellipsize, render
from game.widgets import ACCENT, INK, MUTED, SELECT, Button

PANEL_MIN_HEIGHT = 470


class _Stopped(Exception):
    pass


def draw_chances(surface, rect: pygame.Rect, curve: list, names: list[str], at: int | None = None,
                 drops: list | None = None, size: int = 13) -> None:
    """Each seat's chance (0–100 %) after each decision, one line and one mark per seat, a legend above;
    ``at``: the replay's position (a vertical line); ``drops``: decision indexes numbered on the chart."""
    n_pos = len(curve)
    seats = len(curve[0]) if curve else 0
    legend_h = size + 8
    left, right = rect.left + 8 + 4 * size // 2 + 8, rect.right - 8
    top, bottom = rect.top + legend_h + 8, rect.bottom - size - 10
    w, h = max(1, right - left), max(1, bottom - top)

    def xy(k, v):
        return (left + int(w * k / max(1, n_pos - 1)), bottom - int(h * v))

    for frac in (0.0, 0.5, 1.0):
        y = bottom - int(h * frac)
        pygame.draw.line(surface, (60, 66, 72), (left, y), (right, y), 1)
        img = render(f"{int(frac * 100)}%", size, MUTED)
        surface.blit(img, img.get_rect(midright=(left - 4, y)))
    pygame.draw.line(surface, MUTED, (left, bottom), (right, bottom), 2)
    lab = render(tr("assist.review.axis", n=max(0, n_pos - 1)), size, MUTED)
    surface.blit(lab, lab.get_rect(midtop=((left + right) // 2, bottom + 3)))
    if at is not None and n_pos > 1:
        x = xy(at, 0)[0]
        pygame.draw.line(surface, GOLD, (x, top), (x, bottom), 2)
    x = rect.left + 8
    for p in range(seats):
        colour = seat_colour(p)
        pts = [xy(k, row[p]) for k, row in enumerate(curve)]
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, 2)
        mark = render(MARKS[p % len(MARKS)], size, colour)
        for q in pts[:: max(1, len(pts) // 8)] + [pts[-1]]:
            surface.blit(mark, mark.get_rect(center=q))
        slot = (rect.width - 16) // max(1, seats)
        label = render(ellipsize(f"{MARKS[p % len(MARKS)]} {names[p]}", size, slot - 6, True), size, colour, bold=True)
        surface.blit(label, (x, rect.top + 4))
        x += slot
    for i, k in enumerate(drops or []):
        if k + 1 < n_pos:
            cx, cy = xy(k + 1, 0)[0], top + 8
            pygame.draw.circle(surface, GOLD, (cx, cy), size // 2 + 4)
            img = render(str(i + 1), size, (20, 20, 20), bold=True)
            surface.blit(img, img.get_rect(center=(cx, cy)))


class ReviewHelper:
    """The review panel of a replay table (see the module's text)."""

    LEVEL = "hard"          # the analyst of the drops (the hard level's search)

    def __init__(self, table, start: bool = True):
        self.table = table
        log = table.R["log"]
        h = max(log.height, PANEL_MIN_HEIGHT)
        self.rect = pygame.Rect(log.left, max(44, log.bottom - h), log.width, h)
        self.button = Button((log.right - 98, log.top + 5, 92, 28), tr("assist.review.button"), self.toggle, size=15)
        self.close_button = Button((self.rect.right - 36, self.rect.top + 6, 30, 28), "×", self.toggle, size=18)
        self.shown = True
        self.progress = (0, max(1, table.session.length))
        self.result = None
        self.drops: list = []              # [{index, played, best, text lines}]
        self.error = None
        self._stop = False
        self._done = None
        self._thread = None
        if start:
            self.start()

    @property
    def computing(self) -> bool:
        return self._thread is not None and self.result is None and self.error is None

    @property
    def busy(self) -> bool:
        return self.computing or self._done is not None

    def start(self) -> None:
        s = self.table.session
        args = (s.game_id, s.config, s.seed, list(s.log), self.table.seat)
        self._thread = threading.Thread(target=self._work, args=args, daemon=True, name="review")
        self._thread.start()

    def stop(self) -> None:
        self._stop = True

    def _work(self, game_id, config, seed, actions, seat) -> None:
        from rules.engine.review import positions, review

        def progress(done, total):
            self.progress = (done, total)
            if self._stop:
                raise _Stopped()
        try:
            rev = review(game_id, config, seed, actions, seat, progress=progress, level=self.LEVEL)
            states = positions(game_id, config, seed, actions[:max([d.decision.index for d in rev.drops] + [0]) + 1])
            self._done = ("ok", rev, states)
        except _Stopped:
            self._done = ("stopped",)
        except Exception as exc:  # noqa: BLE001 - the player hears one line; the replay goes on
            self._done = ("error", exc)

    def wait(self, timeout: float = 120.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)
        self.update()

    def update(self) -> None:
        if self._done is None:
            return
        done, self._done = self._done, None
        if done[0] == "error":
            self.error = str(done[1])[:80]
            self.table.app.report(done[1], "review")
            return
        if done[0] != "ok":
            return
        _ok, rev, states = done
        t = self.table
        game = t.game
        rows = []
        for i, x in enumerate(rev.drops):
            d = x.decision
            view = game.view(states[d.index], d.mover)
            played = action_words(game, view, d.mover, d.action, t.describe, i, t.game_id)
            best = action_words(game, view, d.mover, x.best, t.describe, i, t.game_id) if x.best is not None else None
            rows.append({"index": d.index, "before": d.before, "after": d.after, "played": played,
                         "best": best, "best_chance": x.best_chance, "gain": x.gain, "rival": x.rival_gain})
        self.drops = rows
        self.result = rev
        t.resync()

    # ------------------------------------------------------------------ input
    def toggle(self) -> None:
        self.shown = not self.shown

    def row_rect(self, i: int) -> pygame.Rect:
        R = self.rect
        top = R.top + 40 + self.chart_height() + 26
        h = (R.bottom - 6 - top) // 3
        return pygame.Rect(R.left + 6, top + i * h, R.width - 12, h - 4)

    def chart_height(self) -> int:
        return min(180, self.rect.height // 2 - 60)

    def goto(self, index: int) -> None:
        """The replay at decision ``index`` (the position before it)."""
        t = self.table
        t.session.goto(index)
        t.driver.forget_view()
        t.resync()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v:
            self.toggle()
            return True
        if not self.shown:
            if self.button.handle(event):
                return True
            return False
        if self.close_button.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            for i, row in enumerate(self.drops):
                if self.row_rect(i).collidepoint(event.pos):
                    self.goto(row["index"])
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        self.button.label = tr("assist.review.button")
        if not self.shown:
            self.button.draw(surface)
            return
        R = self.rect
        t = self.table
        surface.blit(panel(R.size, alpha=255, edge=GOLD, width=2), R.topleft)
        title = tr("assist.review.title", name=t.player_name(t.seat))
        surface.blit(render(ellipsize(title, 17, R.width - 60, True), 17, ACCENT, bold=True), (R.left + 12, R.top + 10))
        self.close_button.draw(surface)
        if self.result is None:
            self._draw_progress(surface)
            return
        chart = pygame.Rect(R.left + 4, R.top + 40, R.width - 8, self.chart_height())
        draw_chances(surface, chart, self.result.curve, [t.player_name(p) for p in range(t.n)],
                     at=t.session.position, drops=[r["index"] for r in self.drops])
        y = chart.bottom + 6
        if not self.drops:
            surface.blit(render(ellipsize(tr("assist.review.no_drops"), 14, R.width - 24), 14, MUTED), (R.left + 12, y + 6))
            return
        surface.blit(render(ellipsize(tr("assist.review.drops"), 14, R.width - 24, True), 14, INK, bold=True),
                     (R.left + 12, y))
        for i, row in enumerate(self.drops):
            self._draw_drop(surface, i, row)

    def _draw_progress(self, surface) -> None:
        R = self.rect
        if self.error:
            text = tr("assist.review.failed", why=self.error)
            surface.blit(render(ellipsize(text, 14, R.width - 24), 14, MUTED), (R.left + 12, R.centery))
            return
        done, total = self.progress
        bar = pygame.Rect(R.left + 20, R.centery, R.width - 40, 14)
        pygame.draw.rect(surface, (60, 66, 72), bar, border_radius=6)
        fill = bar.copy()
        fill.width = int(bar.width * min(1.0, done / max(1, total)))
        pygame.draw.rect(surface, GOLD, fill, border_radius=6)
        img = render(tr("assist.review.computing", done=done, total=total), 14, MUTED)
        surface.blit(img, img.get_rect(midbottom=(bar.centerx, bar.top - 6)))

    def _draw_drop(self, surface, i: int, row: dict) -> None:
        r = self.row_rect(i)
        here = self.table.session.position == row["index"]
        pygame.draw.rect(surface, SELECT if here else (40, 46, 52), r, border_radius=6)
        if here:
            pygame.draw.rect(surface, ACCENT, r, 2, border_radius=6)
        w = r.width - 16
        head = tr("assist.review.drop", n=i + 1, step=row["index"] + 1, before=percent(row["before"]),
                  after=percent(row["after"]))
        lines = [(head, 13, GOLD, True), (tr("assist.review.played", what=row["played"]), 13, INK, False)]
        if row["best"] is None:
            lines.append((tr("assist.review.agrees"), 13, MUTED, False))
        else:
            lines.append((tr("assist.review.best", what=row["best"], win=percent(row["best_chance"])), 13,
                          (150, 210, 150), False))
            if round(row["gain"]) or round(row["rival"]):
                lines.append((points_text(self.table.game_id, row["gain"], row["rival"]), 12, MUTED, False))
        y = r.top + 3
        for text, size, colour, bold in lines:
            if y + size > r.bottom:
                break
            surface.blit(render(ellipsize(text, size, w, bold), size, colour, bold), (r.left + 8, y))
            y += size + 4


def assist_for(table):
    """What a table offers beside its game: hints at a live game, the review over a replay opened as a
    review (its session's ``meta["review"]``), else nothing."""
    from game.hints import HintHelper
    if getattr(table, "online", False):
        from game.online.helper import OnlineHelper
        return OnlineHelper(table)              # against people: quick messages, no analyst
    if table.driver.live:
        # a tutorial teaches its own move, pointed at: no hints there
        return None if hasattr(table.session, "script") else HintHelper(table)
    session = table.session
    if getattr(session, "meta", {}).get("review") and hasattr(session, "log"):
        return ReviewHelper(table)
    return None
