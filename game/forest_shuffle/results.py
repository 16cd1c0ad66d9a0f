"""Forest Shuffle's results: each forest's points by where its cards lie (trees, above, below, the sides,
the cave) and the total. The card-by-card breakdown is the scores overlay shown just before."""
from __future__ import annotations

from game.breakdown import Breakdown, Row
from game.forest_shuffle import words as W
from game.i18n import tr, tr_n

T = "forest_shuffle.table."


class ForestBreakdown(Breakdown):
    """Per player: the points of each place in the forest (large) and how many cards it holds (small)."""

    column_key = "forest_shuffle.table.results.player"
    total_key = "forest_shuffle.table.results.points"

    def __init__(self, scene):
        super().__init__(scene)
        self.sums = [W.category_totals(list(b)) for b in self.result.breakdown]

    def rows(self) -> list[Row]:
        res = self.result
        return [Row(seat, res.places[seat], self.scene.names[seat], seat in res.winners, str(res.scores[seat]))
                for seat in self.scene.order]

    def stages(self) -> int:
        return len(W.CATEGORIES)

    def stage_label(self, i: int, short: bool) -> str:
        return W.category_name(W.CATEGORIES[i])

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        cat = W.CATEGORIES[i]
        s = self.sums[row.key]
        return str(s["points"][cat]), W.n_cards(s["cards"][cat])

    def headline(self) -> str:
        w = self.result.winners
        names = self.scene.names
        pts = self.result.scores[w[0]] if w else 0
        if len(w) == 1:
            return tr_n(T + "results.winner", pts, name=names[w[0]])
        return tr_n(T + "results.winners", pts, names=" & ".join(names[i] for i in w))

    def legend(self) -> str:
        return tr(T + "results.legend")

    def notes(self) -> list[str]:
        d = self.result.detail or {}
        out = [tr_n(T + "results.turns", int(d.get("turns", 0)))]
        if len(self.result.winners) > 1:
            out.append(tr(T + "results.shared"))
        return out


def progress(session) -> str:
    """"turn 9 · 61 cards left · winter 1/3" in the player's language (what the saved games say)."""
    st = session.state
    return tr("forest_shuffle.table.progress", turn=max(1, st.turn_no), left=len(st.deck), winter=st.winter)
