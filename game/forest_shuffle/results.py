"""Forest Shuffle's results: each forest's points by where its cards lie (trees, above, below, the sides,
the cave) and the total. The card-by-card breakdown is the scores overlay shown just before."""
from __future__ import annotations

from game.breakdown import Breakdown, Row  # noqa: F401
from game.forest_shuffle import words as W
from game.i18n import tr, tr_n

T = "forest_shuffle.table."


class ForestBreakdown(Breakdown):
    """Per player: the points of each place in the forest (large) and how many cards it holds (small)."""

    def __init__(self, scene):
        super().__init__(scene)
        self.sums = [W.category_totals(list(b)) for b in self.result.breakdown]

    def stages(self) -> int:
        return len(W.CATEGORIES)

    total_key = T + "results.total"

    def stage_label(self, i: int, short: bool) -> str:
        """What a column adds up: "Above trees" (short: "Above")."""
        cat = W.CATEGORIES[i]
        return W.category_name(cat) if short else tr(T + f"results.col.{cat}")

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        cat = W.CATEGORIES[i]
        s = self.sums[row.key]
        return str(s["points"][cat]), W.n_cards(s["cards"][cat])

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
