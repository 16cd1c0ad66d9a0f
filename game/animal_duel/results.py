"""Animal Duel's results: each game of the match per side; the side's life at the end."""
from __future__ import annotations

from game.breakdown import Breakdown, Row, signed  # noqa: F401
from game.i18n import tr, tr_n


class AnimalDuelBreakdown(Breakdown):
    """Per side (a player, or a team of two): its life at the end of the match; when the match took
    more than one game (a drawn game is played again), each game's life at its end and who won it.
    The headers say what they hold: Player or Team, "Game n: life", "Life at the end"."""

    column_key = "animal_duel.results.player"
    total_key = "animal_duel.results.final"

    def __init__(self, scene):
        super().__init__(scene)
        if len(scene.names) > 2:                    # the team game: a row is a team of two
            self.column_key = "animal_duel.results.team"

    def _team_name(self, team: int) -> str:
        names = self.scene.names
        return " & ".join(names[p] for p in range(len(names)) if p % 2 == team)

    def rows(self) -> list[Row]:
        detail = self.result.detail or {}
        w = detail.get("winner_team", 0)
        life = detail.get("life") or [0, 0]
        return [Row(t, 1 if t == w else 2, self._team_name(t), t == w, str(max(0, life[t])))
                for t in (w, 1 - w)]

    def stages(self) -> int:
        """One column per game of the match, when it took more than one (one game: the total says it)."""
        games = len(self.result.breakdown)
        return games if games > 1 else 0

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
        return [tr_n("animal_duel.results.draws_note", draws)]

    def legend(self) -> str:
        return tr("animal_duel.results.legend")


def progress(session) -> str:
    """How far the match has come, for the menu's Continue: 'game 1 · turn 7' in the player's language."""
    st = session.state
    return tr("animal_duel.progress", game=max(1, st.games), turn=max(1, st.turn_no))
