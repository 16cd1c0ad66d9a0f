"""The end of a game: the ranking with each game's own breakdown, Play again, Menu.

The frame (title, headline, a table of places and names with one column per stage and a total,
the buttons) is shared; what the rows, stages and totals mean comes from the game's ``Breakdown``
(``BREAKDOWNS``): Depredador shows each round's award and hunt score per player, Animal Duel each
game of the match per side."""
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


class Row:
    """One line of the results table."""

    def __init__(self, key, place: int, name: str, winner: bool, total: str):
        self.key = key            # a seat (Depredador) or a team (Animal Duel)
        self.place = place
        self.name = name
        self.winner = winner
        self.total = total


class Breakdown:
    """What one game shows on the results screen. ``scene`` is the ResultsScene (result, names)."""

    column_key = "results.player"
    total_key = "results.points"

    def __init__(self, scene):
        self.scene = scene
        self.result = scene.result

    def rows(self) -> list[Row]:
        raise NotImplementedError

    def stages(self) -> int:
        return len(self.result.breakdown)

    def stage_label(self, i: int, short: bool) -> str:
        raise NotImplementedError

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        """(large text, small text) for a row in stage ``i``."""
        raise NotImplementedError

    def headline(self) -> str:
        raise NotImplementedError

    def notes(self) -> list[str]:
        return []

    def legend(self) -> str:
        return ""


class DepredadorBreakdown(Breakdown):
    """Per player: each round's award (large) and hunt score (small); the predation points total."""

    def tied_on_points(self) -> set[int]:
        s = self.result.scores
        return {i for i in range(len(s)) if any(j != i and s[j] == s[i] for j in range(len(s)))}

    def rows(self) -> list[Row]:
        res = self.result
        tied = self.tied_on_points()
        out = []
        for seat in self.scene.order:
            score = res.scores[seat]
            txt = (f"−{abs(score)}" if score < 0 else str(score)) + (" *" if seat in tied else "")
            out.append(Row(seat, res.places[seat], self.scene.names[seat], seat in res.winners, txt))
        return out

    def stage_label(self, i: int, short: bool) -> str:
        return tr("results.round_short" if short else "results.round", n=i + 1)

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        b = self.result.breakdown[i]
        return signed(b["awards"][row.key]), tr("results.hunt_short", v=signed(b["hunt_scores"][row.key]))

    def headline(self) -> str:
        w = self.result.winners
        names = self.scene.names
        pts = self.result.scores[w[0]]
        if len(w) == 1:
            return tr("results.winner", name=names[w[0]], points=pts)
        return tr("results.winners", names=" & ".join(names[i] for i in w), points=pts)

    def notes(self) -> list[str]:
        out = []
        res = self.result
        tied = self.tied_on_points()
        places = res.places
        broken = any(places[i] != places[j] for i in tied for j in tied if res.scores[i] == res.scores[j])
        shared = any(places[i] == places[j] for i in tied for j in tied
                     if i != j and res.scores[i] == res.scores[j])
        if broken:
            out.append(tr("results.tiebreak_note"))
        if shared:
            out.append(tr("results.shared_note"))
        return out

    def legend(self) -> str:
        return tr("results.legend")


class AnimalDuelBreakdown(Breakdown):
    """Per side (a player, or a team of two): each game of the match (life at its end, who won it);
    the total is the side's life at the end of the match."""

    column_key = "animal_duel.results.side"
    total_key = "animal_duel.results.final"

    def _team_name(self, team: int) -> str:
        names = self.scene.names
        return " & ".join(names[p] for p in range(len(names)) if p % 2 == team)

    def rows(self) -> list[Row]:
        detail = self.result.detail or {}
        w = detail.get("winner_team", 0)
        life = detail.get("life") or [0, 0]
        return [Row(t, 1 if t == w else 2, self._team_name(t), t == w, str(max(0, life[t])))
                for t in (w, 1 - w)]

    def stage_label(self, i: int, short: bool) -> str:
        return tr("animal_duel.results.game_short" if short else "animal_duel.results.game", n=i + 1)

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        g = self.result.breakdown[i]
        t = row.key
        life = g["life"]
        a, b = max(0, life[t]), max(0, life[1 - t])
        reason = tr(f"animal_duel.reason.{g['reason']}")
        if g.get("winner") is None:
            return str(a), tr("animal_duel.results.cell_draw", a=a, b=b) + f" · {reason}"
        if g["winner"] == t:
            return str(a), tr("animal_duel.results.cell_won", a=a, b=b) + f" · {reason}"
        return str(a), tr("animal_duel.results.cell_lost", a=a, b=b)

    def headline(self) -> str:
        detail = self.result.detail or {}
        w = detail.get("winner_team", 0)
        key = "animal_duel.results.headline_ko" if detail.get("reason") == "ko" else \
            "animal_duel.results.headline_full"
        return tr(key, name=self._team_name(w))

    def notes(self) -> list[str]:
        draws = (self.result.detail or {}).get("draws", 0)
        if not draws:
            return []
        return [tr("animal_duel.results.draws_note_one" if draws == 1 else "animal_duel.results.draws_note", draws=draws)]

    def legend(self) -> str:
        return tr("animal_duel.results.legend")


class SelvaBreakdown(Breakdown):
    """Per player: each game of the best-of-three match (the Alfa's life at its end, won or lost);
    the total is the number of games won."""

    column_key = "selva_results.player"
    total_key = "selva_results.games_won"

    def rows(self) -> list[Row]:
        res = self.result
        names = self.scene.names
        order = sorted(range(len(res.scores)), key=lambda p: res.places[p])
        return [Row(p, res.places[p], names[p], res.places[p] == 1, str(res.scores[p])) for p in order]

    def stage_label(self, i: int, short: bool) -> str:
        return tr("selva_results.game_short" if short else "selva_results.game", n=i + 1)

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        g = self.result.breakdown[i]
        p = row.key
        life = g.get("life") or [0, 0]
        a, b = max(0, life[p]), max(0, life[1 - p])       # an Alfa below 0 is shown at 0
        key = "selva_results.cell_won" if g.get("winner") == p else "selva_results.cell_lost"
        return str(a), tr(key, a=a, b=b, turns=g.get("turns", 0))

    def headline(self) -> str:
        res = self.result
        w = res.winners[0]
        return tr("selva_results.headline", name=self.scene.names[w], won=res.scores[w],
                  lost=res.scores[1 - w])

    def notes(self) -> list[str]:
        return []

    def legend(self) -> str:
        return tr("selva_results.legend")


# The explicit list of games and their breakdowns (no scanning).
BREAKDOWNS = {"depredador": DepredadorBreakdown, "animal_duel": AnimalDuelBreakdown, "selva": SelvaBreakdown}


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
        cls = BREAKDOWNS.get(session.game_id, DepredadorBreakdown)
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
        self.play_again_button = Button((700, 630, 260, 56), tr("results.play_again"), self.play_again,
                                        key=pygame.K_RETURN, enabled=self.result is not None, size=22)
        self.menu_button = Button((320, 630, 260, 56), tr("results.menu"), self.to_menu, key=pygame.K_ESCAPE,
                                  size=22)
        self.buttons = [self.menu_button, self.play_again_button]

    def on_enter(self) -> None:
        self.build()

    def play_again(self) -> None:
        from game import registry as tables
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
        if self.result:
            self._draw_table(surface, T.move(0, 6))
        for b in self.buttons:
            b.draw(surface)
        draw_hint(surface, tr("results.keys"), y=716)

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
                    img = render(big, 22, INK, bold=True)
                    surface.blit(img, img.get_rect(midbottom=(x + w // 2, cy + 4)))
                    img = render(fit(small, 16, w - 6), 16, MUTED)
                    surface.blit(img, img.get_rect(midtop=(x + w // 2, cy + 4)))
            y += row_h
        y += 8
        legend = bd.legend()
        if legend:
            surface.blit(render(legend, 18, MUTED), (T.left + 24, y))
            y += 28
        for note in self.notes():
            img = render("* " + note if isinstance(bd, DepredadorBreakdown) else note, 18, INK)
            surface.blit(img, (T.left + 24, y))
            y += 26
