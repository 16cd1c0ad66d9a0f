"""Selva's results: each game of the best-of-three match; games won."""
from __future__ import annotations

from game.breakdown import Breakdown, Row, signed  # noqa: F401
from game.i18n import tr


class SelvaBreakdown(Breakdown):
    """Per player: each game of the best-of-three match (the Alfa's life at its end, won or lost);
    the total is the number of games won."""

    column_key = "selva.results.player"
    total_key = "selva.results.games_won"

    def stages(self) -> int:
        return len(self.result.breakdown)           # one column per round / game of the match

    def stage_label(self, i: int, short: bool) -> str:
        return tr("selva.results.game_short" if short else "selva.results.game", n=i + 1)

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        g = self.result.breakdown[i]
        p = row.key
        life = g.get("life") or [0, 0]
        a, b = max(0, life[p]), max(0, life[1 - p])       # an Alfa below 0 is shown at 0
        key = "selva.results.cell_won" if g.get("winner") == p else "selva.results.cell_lost"
        return str(a), tr(key, a=a, b=b, turns=g.get("turns", 0))

    def headline(self) -> str:
        res = self.result
        w = res.winners[0]
        return tr("selva.results.headline", name=self.scene.names[w], won=res.scores[w],
                  lost=res.scores[1 - w])

    def legend(self) -> str:
        return tr("selva.results.legend")


def progress(session) -> str:
    """"game 2, turn 5" in the player's language (before the first turn: "game 2, before the first turn")."""
    st = session.state
    if st.turn_no:
        return tr("selva.table.progress", game=st.game_no, turn=st.turn_no)
    return tr("selva.table.progress_setup", game=st.game_no)
